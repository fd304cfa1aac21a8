"""Salamandra in SVG: the growing map (octagonal field tiles, the temple, groves in the glades with their
crystal paths) fitted to its box, and a side panel with the market, the decks, the spellbooks, each
player's mat, this turn's resource pool and Rudolph.

Clicking a spot offers every action that uses it (place, flip for a crystal, put to work, cauldron, temple,
reactivate, move to a spellbook, the apprentice on a new tile); clicking a grove harvests or takes it;
building is two clicks: a market tile in the side panel, then a dashed cell on the map (without a chosen
tile, a cell offers every tile that can go there). Buying, conversions, passing, recycling and the
divinity choice are left to the glue's buttons.

Interface: see ``sobremesa.render`` (``render`` and ``render_side``); the end of a solo game (won or lost
against Rudolph) comes from ``ctx["outcome"]``.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from ..core import Action, Outcome
from ..core.i18n import ENGLISH, say, text
from ..games.salamandra.data import FIELDS, GROVES, TEMPLE_COST, TEMPLE_FALLBACK
from ..games.salamandra.words import (
    SPOTS,
    amount,
    book_label,
    books_summary,
    colours_text,
    divinity_text,
    gain_text,
    grove_label,
    market_summary,
    placement_text,
    pool_counts,
    salamander_text,
    tile_card,
    tile_name,
)
from . import (
    Describe,
    Token,
    colour_dot,
    counter_chips,
    esc,
    shown_text,
    svg_title,
    target_attrs,
    token_icon,
    token_svg,
    tokens_for,
    ui_attrs,
)

C = 120                     # one grid cell
CUT = 30                    # the octagon's cut corners
FILL = {"orange": "#f0b35e", "green": "#8cc476", "white": "#ece8dc", "purple": "#b79ad6"}
SPOT_XY = ((0.5, 0.17), (0.83, 0.5), (0.5, 0.83), (0.17, 0.5))   # N, E, S, W inside the cell
PATH_DIR = ((-1, -1), (1, -1), (1, 1), (-1, 1))                  # a grove's NW, NE, SE, SW paths
RUDOLPH = -1
GLADE_WIDTH = 58            # a grove's lines stay inside the glade between the tiles' cut corners
GLADE_R = 24                # a grove's glade: half its diagonal
SPOT_KINDS = ("place", "flip", "work", "cauldron", "reactivate", "book")   # actions that name a spot at 1:4


def _spot_actions(legal: list[Action], pending: list[list[Any]] | None) -> dict[tuple[int, ...], list[Action]]:
    """Legal actions by the spot (x, y, k) they use."""
    by_spot: dict[tuple[int, ...], list[Action]] = defaultdict(list)
    for a in legal:
        kind = a[0]
        if kind in SPOT_KINDS:
            by_spot[tuple(a[1:4])].append(a)
        elif kind == "temple":
            by_spot[tuple(a[2:5])].append(a)
        elif kind == "apprentice" and pending:
            by_spot[(pending[0][1], pending[0][2], a[1])].append(a)
    return by_spot


def _octagon(x: float, y: float) -> str:
    pts = [(x + CUT, y), (x + C - CUT, y), (x + C, y + CUT), (x + C, y + C - CUT), (x + C - CUT, y + C),
           (x + CUT, y + C), (x, y + C - CUT), (x, y + CUT)]
    return " ".join(f"{a:.0f},{b:.0f}" for a, b in pts)


Cells = dict[tuple[int, int], list[Action]]


def render(view: dict[str, Any], legal: list[Action], describe: Describe, **ctx: Any) -> str:
    """The map: the temple, the field tiles with their spots, the groves, and the cells where a tile can go."""
    players = view["players"]
    tokens = ctx.get("tokens") or tokens_for(None, len(players))
    lang = ctx.get("lang", ENGLISH)
    builds = _build_cells(legal, (ctx.get("ui") or {}).get("tile"))
    x, y, width, height = _frame(view)
    out = [f'<svg class="board-svg salamandra" viewBox="{x} {y} {width} {height}" data-pan-zoom="salamandra" '
           f'preserveAspectRatio="xMidYMid meet" role="group" '
           f'aria-label="{esc(say(lang, "salamandra.board.label", round=view["round"]))}" '
           'xmlns="http://www.w3.org/2000/svg">',
           f'<rect x="{x}" y="{y}" width="{width}" height="{height}" fill="#e7efd9"/>']
    out += [_temple_half(half, view["decks"], lang) for half in view["temple"]]
    by_spot = _spot_actions(legal, view.get("pending"))
    spots = {(s["x"], s["y"], s["k"]): s for s in view["spots"]}
    names = [p["name"] for p in players]
    for t in view["board"]:
        out.append(_field_at(t["tile"], t["x"] * C, t["y"] * C, lang))
        for k in range(4):
            spot = (t["x"], t["y"], k)
            out.append(_spot(t, k, spots.get(spot), by_spot.get(spot, []), names, tokens, describe, lang))
    harvests = {tuple(a[1:3]): a for a in legal if a[0] in ("harvest", "take_grove")}
    out += [_grove(g, harvests.get((g["x"], g["y"])), describe, lang) for g in view["groves"]]
    out += [_build_cell(cell, acts, describe, lang) for cell, acts in sorted(builds.items())]
    out.append("</svg>")
    return "".join(out)


def _frame(view: dict[str, Any]) -> tuple[int, int, int, int]:
    """The map's box in its own coordinates (a cell (x, y) at (x * C, y * C): the pieces keep theirs as the map
    grows): the tiles in play and the ring of cells around them, where a tile may be built. It grows only when a tile
    is built at its edge, not when the moves offered change: the glue then patches the map in place and panzoom.mjs
    keeps its view (issue 16)."""
    cells = [(t["x"], t["y"]) for t in view["board"]] + [(t["x"], t["y"]) for t in view["temple"]]
    x0, y0 = min(c[0] for c in cells) - 1, min(c[1] for c in cells) - 1
    x1, y1 = max(c[0] for c in cells) + 2, max(c[1] for c in cells) + 2
    return x0 * C, y0 * C, (x1 - x0) * C, (y1 - y0) * C


def _build_cells(legal: list[Action], chosen: str | None) -> Cells:
    """Cells where the chosen market tile (or, with none chosen, any tile) can be built."""
    builds: Cells = defaultdict(list)
    for a in legal:
        if a[0] in ("build", "freebuild") and (chosen is None or a[1] == chosen or
                                              not any(b[1] == chosen for b in legal if b[0] == a[0])):
            builds[(a[2], a[3])].append(a)
    return builds


def _temple_half(half: dict[str, Any], decks: dict[str, Any], lang: str) -> str:
    deck = half["deck"]
    return _temple_at(deck, half["x"] * C, half["y"] * C, decks[deck]["top"], decks[deck]["count"], lang)


@lru_cache(maxsize=256)   # a map's pieces are drawn where they were at the click before (issue 16)
def _temple_at(deck: str, x: int, y: int, top: str | None, count: int, lang: str) -> str:
    """A half of the temple at (``x``, ``y``), the Salamander card ``top`` next on its deck of ``count`` cards."""
    label = (say(lang, f"salamandra.board.temple.{deck}", cost=gain_text(TEMPLE_COST[deck]),
                 card=salamander_text(top), count=count) if top else
             say(lang, f"salamandra.board.temple_empty.{deck}", gain=gain_text(TEMPLE_FALLBACK[deck])))
    fill = "#f2d65c" if deck == "white" else "#4a4a4a"
    ink = "#222" if deck == "white" else "#fff"
    lines = (say(lang, f"salamandra.board.temple_top.{deck}"), say(lang, f"salamandra.board.temple_bottom.{deck}"),
             say(lang, "salamandra.board.cards", count=count))   # the next card's gain: on hover
    return (f'<g class="temple" tabindex="0" aria-label="{esc(label)}">{svg_title(label)}'
            f'<rect x="{x + 4:.0f}" y="{y + 4:.0f}" width="{C - 8}" height="{C - 8}" rx="14" fill="{fill}" '
            f'stroke="#6b4e16" stroke-width="3"/>' +
            "".join(f'<text x="{x + C / 2:.0f}" y="{y + C / 2 - 14 + 20 * i:.0f}" text-anchor="middle" '
                    f'font-size="15" fill="{ink}">{esc(line)}</text>' for i, line in enumerate(lines)) + "</g>")


@lru_cache(maxsize=1024)   # a map's pieces are drawn where they were at the click before (issue 16)
def _field_at(code: str, x: float, y: float, lang: str) -> str:
    """A field tile ``code`` at (``x``, ``y``): an octagon in its colour (a dual tile's second colour as its border),
    name and kind."""
    tile = FIELDS[code]
    label = text(tile_card(code), lang)
    dual = len(tile.colours) > 1
    return (f'<g class="field" tabindex="0" aria-label="{esc(label)}">{svg_title(label)}'
            f'<polygon points="{_octagon(x, y)}" fill="{FILL[tile.colours[0]]}" '
            f'stroke="{FILL[tile.colours[-1]] if dual else "#5b4a2a"}" stroke-width="{6 if dual else 2}"/>'
            f'<text x="{x + C / 2:.0f}" y="{y + 45:.0f}" text-anchor="middle" font-size="13" '   # between the spots
            f'font-weight="bold" fill="#222">{esc(say(lang, f"salamandra.board.kind.{tile.kind}"))}</text>'
            f'<text x="{x + C / 2:.0f}" y="{y + 84:.0f}" text-anchor="middle" font-size="11" '
            f'fill="#333">{esc(text(colours_text(code), lang))}</text></g>')


def _spot(t: dict[str, Any], k: int, spot: dict[str, Any] | None, acts: list[Action], names: list[str],
          tokens: list[Token], describe: Describe, lang: str) -> str:
    """One of a tile's four spots, with its apprentice; a target when an action uses it."""
    x, y = t["x"] * C, t["y"] * C
    sx, sy = x + SPOT_XY[k][0] * C, y + SPOT_XY[k][1] * C
    rudolph = bool(spot and spot["owner"] == RUDOLPH)
    sitting = None
    if spot and not rudolph:
        sitting = (names[spot["owner"]], tokens[spot["owner"]], spot["active"], spot["face"])
    desc, drawn, plain = _spot_look(t["tile"], k, sx, sy, rudolph, sitting, lang)
    if not acts:
        return plain
    hover = " / ".join(describe(a) for a in acts)
    drawn += f'<circle class="hit" cx="{sx:.0f}" cy="{sy:.0f}" r="16"/>'
    attrs = target_attrs(acts, describe, cls="spot target", label=f"{hover} ({desc})", shown=shown_text(drawn))
    return (f'<g {attrs}>'
            f'{svg_title(hover + " — " + desc)}{drawn}</g>')


@lru_cache(maxsize=4096)   # a map's pieces are drawn where they were at the click before (issue 16)
def _spot_look(code: str, k: int, sx: float, sy: float, rudolph: bool, sitting: tuple[str, Token, bool, str] | None,
               lang: str) -> tuple[str, str, str]:
    """What ``_spot`` draws of the spot ``k`` of the tile ``code`` at (``sx``, ``sy``), with Rudolph or an apprentice
    (``sitting``: its owner's name and token, whether it is active, its face) on it: its words, its drawing, and the
    spot when no action uses it."""
    desc = say(lang, f"salamandra.board.spot.{SPOTS[k]}.{FIELDS[code].kind}", colour=colours_text(code))
    parts = [f'<circle cx="{sx:.0f}" cy="{sy:.0f}" r="13" fill="{"#fff6c8" if k == 0 else "#fff"}" '
             f'stroke="#5b4a2a" stroke-width="1.5"/>']
    if rudolph:
        desc = say(lang, "salamandra.board.spot_rudolph", spot=desc)
        parts.append(f'<circle cx="{sx:.0f}" cy="{sy:.0f}" r="11" fill="#888" stroke="#111"/>'
                     f'<text x="{sx:.0f}" y="{sy + 5:.0f}" text-anchor="middle" font-size="13" fill="#fff">R</text>')
    elif sitting:
        name, token, active, face = sitting
        desc = say(lang, f"salamandra.board.spot_{'active' if active else 'inactive'}.{face}", spot=desc, name=name)
        parts.append(token_svg(token, sx, sy, 11, "" if active else ' opacity="0.45"'))
    drawn = "".join(parts)
    return desc, drawn, f'<g class="spot" aria-label="{esc(desc)}">{svg_title(desc)}{drawn}</g>'


def _grove(g: dict[str, Any], act: Action | None, describe: Describe, lang: str) -> str:
    """A grove in its glade, with a blue dot on each path that carries a crystal; a target to harvest it."""
    cx, cy = (g["x"] + 1) * C, (g["y"] + 1) * C
    label, drawn, plain = _grove_look(g["grove"], cx, cy, lang)
    if act is None:
        return plain
    drawn += f'<circle class="hit" cx="{cx:.0f}" cy="{cy:.0f}" r="{GLADE_R + 4}"/>'
    attrs = target_attrs([act], describe, cls="grove target", label=f"{describe(act)} ({label})",
                         shown=shown_text(drawn))
    return (f'<g {attrs}>'
            f'{svg_title(describe(act) + " — " + label)}{drawn}</g>')


@lru_cache(maxsize=1024)   # a map's pieces are drawn where they were at the click before (issue 16)
def _grove_look(code: Any, cx: float, cy: float, lang: str) -> tuple[str, str, str]:
    """What ``_grove`` draws of the grove ``code`` centred at (``cx``, ``cy``): its words, its drawing, and the grove
    when it cannot be harvested."""
    grove = GROVES[code]
    label = text(grove_label(code), lang)
    r = GLADE_R
    parts = [f'<polygon points="{cx:.0f},{cy - r:.0f} {cx + r:.0f},{cy:.0f} {cx:.0f},{cy + r:.0f} '
             f'{cx - r:.0f},{cy:.0f}" fill="#3f7d3a" stroke="#1f3f1d" stroke-width="2"/>',
             *_grove_lines(grove.gain, cx, cy, lang)]
    for (dx, dy), crystal in zip(PATH_DIR, grove.paths):
        if crystal:
            parts.append(f'<circle cx="{cx + dx * 21:.0f}" cy="{cy + dy * 21:.0f}" r="6" fill="#4fb3e8" '
                         f'stroke="#0b4f7a" stroke-width="1.5"/>')
    drawn = "".join(parts)
    return label, drawn, f'<g class="grove" tabindex="0" aria-label="{esc(label)}">{svg_title(label)}{drawn}</g>'


def _grove_lines(gain: Mapping[str, Any], cx: float, cy: float, lang: str) -> list[str]:
    """A grove's gain in the glade, a line a part ("1 scroll", "2 VP", "Bear card"): the glade is narrow, its label
    says the whole."""
    words = [say(lang, f"salamandra.board.deck_card.{key}") if key in ("bear", "eagle") else text(amount(key, n), lang)
             for key, n in gain.items()]
    top = cy + 4 - 6 * (len(words) - 1)
    return [f'<text x="{cx:.0f}" y="{top + 12 * i:.0f}" text-anchor="middle" font-size="11" fill="#fff"'
            f'{_fitted(w, 11, GLADE_WIDTH)}>{esc(w)}</text> ' for i, w in enumerate(words)]


def _fitted(words: str, size: float, width: float) -> str:
    """The attributes that squeeze a line of SVG text into ``width`` when its words (about 0.56 em a letter) are
    wider: the long words of some languages ("1 Schriftrolle", "carta de Águila") stay inside their shape."""
    return f' textLength="{width:.0f}" lengthAdjust="spacingAndGlyphs"' if len(words) * 0.56 * size > width else ""


def _build_cell(cell: tuple[int, int], acts: list[Action], describe: Describe, lang: str) -> str:
    x, y = cell[0] * C, cell[1] * C
    hover = " / ".join(describe(a) for a in acts)
    what = text(tile_name(acts[0][1]), lang) if len(acts) == 1 else say(lang, "salamandra.board.build")
    return (f'<g {target_attrs(acts, describe, cls="cell target", label=hover, shown=what)}>{svg_title(hover)}'
            f'<rect class="hit" x="{x + 8:.0f}" y="{y + 8:.0f}" width="{C - 16}" height="{C - 16}" rx="10"/>'
            f'<text x="{x + C / 2:.0f}" y="{y + C / 2 + 5:.0f}" text-anchor="middle" font-size="13" '
            f'fill="#333"{_fitted(what, 13, C - 24)}>{esc(what)}</text></g>')


def render_side(view: dict[str, Any], legal: list[Action], describe: Describe, **ctx: Any) -> str:
    """The round, the end of a solo game, this turn's pool, the market, the decks, the spellbooks, the players
    and Rudolph: counters as chips, the long lists (every tile's card, the spellbooks, a player's cards) folded
    (issue 13)."""
    players = view["players"]
    tokens = ctx.get("tokens") or tokens_for(None, len(players))
    lang = ctx.get("lang", ENGLISH)
    phase = say(lang, f"salamandra.board.phase.{view['phase']}")
    day = "day" if view["round"] % 2 else "night"
    out = [f'<p class="round">{esc(say(lang, f"salamandra.board.round.{day}", round=view["round"], phase=phase))}</p>']

    result: Outcome | None = ctx.get("outcome")
    if result is not None and result.won is not None and view.get("rudolph"):
        line = say(lang, f"salamandra.board.result.{'won' if result.won else 'lost'}", name=players[0]["name"],
                   vp=players[0]["vp"], rudolph=view["rudolph"]["vp"])
        out.append(f'<p class="result"><strong>{esc(line)}</strong> {esc(text(result.goal, lang))}</p>')

    # this turn's resources: they vanish at the end of the turn
    pool = pool_counts(view.get("pool") or {})
    out.append(f'<div class="pool"><span class="label">{esc(say(lang, "salamandra.board.pool"))}</span>'
               f'{counter_chips(pool, game="salamandra", lang=lang)}</div>' if pool else
               f'<p class="pool">{esc(say(lang, "salamandra.board.pool_none"))}</p>')
    out.append(_market(view, legal, (ctx.get("ui") or {}).get("tile"), lang))
    names = [p["name"] for p in players]
    out.append(_decks_and_books(view, names, lang))
    out.append(f'<ul class="players">{"".join(_player(view, p, tokens[p], lang) for p in range(len(players)))}</ul>')
    rudolph = view.get("rudolph")
    if rudolph:
        counts = {"victory point": rudolph["vp"], "scroll": rudolph["scrolls"], "grove": len(rudolph["groves"]),
                  "placement card": rudolph["deck"]}
        if view["phase"] == "recycle":
            counts["recycle"] = rudolph["recycles"]
        revealed = [text(placement_text(c), lang) for c in rudolph["revealed"][-4:]]
        left = dict.fromkeys(("placement card", "recycle"),
                             f' <span class="counter-word">{esc(say(lang, "salamandra.board.left"))}</span>')
        out.append(f'<div class="rudolph"><span class="label">'
                   f'{esc(say(lang, "salamandra.board.rudolph", level=rudolph["level"]))}</span>'
                   f'{counter_chips(counts, extra=left, game="salamandra", lang=lang)}'
                   + _fold(say(lang, "salamandra.board.revealed", count=len(revealed)), revealed) + "</div>")
    return "".join(out)


def _fold(summary: str, lines: list[str]) -> str:
    """A long list folded under a summary in words (``<details>``); nothing when the list is empty."""
    if not lines:
        return ""
    items = "".join(f"<li>{esc(line)}</li>" for line in lines)
    return f'<details class="fold"><summary>{esc(summary)}</summary><ul>{items}</ul></details>'


def _tile_icon(tile: str) -> str:
    """A field tile's colours as small discs (hidden from assistive technology: its words say them)."""
    return ('<span class="counter-icon" aria-hidden="true">'
            + "".join(colour_dot(FILL[c]) for c in FIELDS[tile].colours) + "</span>")


def _market(view: dict[str, Any], legal: list[Action], chosen: str | None, lang: str) -> str:
    """The market's field tiles, a chip each (a button when it can be built: choose it, then a cell on the map),
    every tile's card folded under them."""
    buildable = {a[1] for a in legal if a[0] in ("build", "freebuild")}
    tiles = [t for t in view["market"] if t]
    chips = []
    for tile in tiles:
        label = text(tile_card(tile), lang)
        if tile in buildable:
            pressed = tile == chosen
            attrs = ui_attrs({"tile": None if pressed else tile}, say(lang, "salamandra.board.build_next", tile=label),
                             pressed,
                             cls="chip ui-target" + (" selected" if pressed else ""))
        else:
            attrs = f'class="sal-tile" title="{esc(label)}"'
        chips.append(f'<li {attrs}>{_tile_icon(tile)}{esc(text(tile_name(tile), lang))}</li>')
    heading = say(lang, "salamandra.board.market", tiles=say(lang, "salamandra.board.tiles", count=view["stack"]),
                  groves=say(lang, "salamandra.board.groves", count=view["grove_pile"]))
    return (f'<div class="pending market"><span class="label">{esc(heading)}</span>'
            f'<ul class="chips">{"".join(chips)}</ul>'
            + _fold(text(market_summary(len(tiles)), lang), [text(tile_card(t), lang) for t in tiles]) + "</div>")


def _decks_and_books(view: dict[str, Any], names: list[str], lang: str) -> str:
    """The Bear and Eagle decks as counters, their face-up cards and the spellbooks folded."""
    decks = view["decks"]
    counts = {f"{deck.title()} card": decks[deck]["count"] for deck in ("bear", "eagle")}
    face_up = [say(lang, f"salamandra.board.face_up.{deck}", card=divinity_text(decks[deck]["top"]))
               if decks[deck]["top"] else say(lang, f"salamandra.board.face_up_empty.{deck}")
               for deck in ("bear", "eagle")]
    books, taken = [], 0
    free = say(lang, "salamandra.board.free")
    for b in view["books"]:
        who = [free if w is None else "Rudolph" if w == RUDOLPH else names[w] for w in (b["upper"], b["lower"])]
        taken += sum(w is not None for w in (b["upper"], b["lower"]))
        books.append(say(lang, "salamandra.board.book", book=book_label(b["book"]), upper=who[0], lower=who[1]))
    return (f'<div class="decks"><span class="label">{esc(say(lang, "salamandra.board.divinities"))}</span>'
            f'{counter_chips(counts, game="salamandra", lang=lang)}'
            + _fold(say(lang, "salamandra.board.face_up_cards"), face_up)
            + _fold(text(books_summary(taken, 2 * len(books)), lang), books) + "</div>")


def _player(view: dict[str, Any], p: int, token: Token, lang: str) -> str:
    """A player's row (``_player_row``) from the view."""
    info = view["players"][p]
    final = (view.get("final") or [None] * (p + 1))[p]
    counts = (info["vp"], info["crystals"], info["scrolls"], len(info["harvested"]), len(info["sals"]), info["avail"])
    return _player_row(p, info["name"], view.get("actor") == p, counts, info["druid"], info["passed"], info["mat"],
                       tuple(info["faith"].items()), tuple(info["cards"]), final and tuple(final.items()), token, lang)


COUNTERS = ("victory point", "crystal", "scroll", "grove", "Salamander card", "apprentice")   # a player's chips


@lru_cache(maxsize=256)   # a click changes a row or two: the others are drawn as they were (issue 16)
def _player_row(p: int, name: str, acting: bool, counts: tuple[int, ...], druid: str, passed: bool, mat: int,
                faith: tuple[tuple[str, int], ...], cards: tuple[str, ...], final: tuple[tuple[str, Any], ...] | None,
                token: Token, lang: str) -> str:
    """A player's row: token, name, counters as chips (``counts`` in the order of ``COUNTERS``), the Druid and faith in
    short, the cards folded."""
    final_text = (f'<span class="small">{esc(say(lang, "salamandra.board.final", **dict(final)))}</span>' if final
                  else "")
    druid_text = say(lang, f"salamandra.board.druid{'_passed' if passed else ''}.{druid}")
    lines = [text(divinity_text(c), lang) for c in cards]
    to_place = {"apprentice": f' <span class="counter-word">'
                              f'{esc(say(lang, "salamandra.board.to_place", mat=mat))}</span>'}
    return (f'<li class="player{" acting" if acting else ""}" data-seat="{p}">{token_icon(token, 20)} '
            f'<strong class="name">{esc(name)}</strong><span class="small">({esc(druid_text)})</span>'
            f'{final_text}{counter_chips(dict(zip(COUNTERS, counts)), extra=to_place, game="salamandra", lang=lang)}'
            f'<span class="small">{esc(say(lang, "salamandra.board.faith", **dict(faith)))}</span>'
            + _fold(say(lang, "salamandra.board.cards_held", count=len(lines)), lines) + "</li>")
