"""Calimala in SVG: the council, the city grid with its stacks, the three churches, the six cities;
the players' mats, the activation, the viewing seat's hand and scoring card beside it.

Cubes fill the slots of an area in seat order (slots are not ordered in the game); each colour also
has its own shape (``tokens``). Stacks show their discs bottom first, the top disc last; white discs
are white, neutral ones grey, each with its placer's shape. The street circles are the targets for
placing a disc; a city, church row or artwork strip is the target of the actions that put a cube
(or a trade house) there; every action of an activation is also a button beside the board, and the
players' mats (workshops, warehouses, port, discs) are drawn under the board.

Interface: see ``sobremesa.render`` (``render`` and ``render_side``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Hashable, Sequence
from typing import Any

from ..core import Action, Outcome
from ..core.i18n import ENGLISH, Message, say, text
from ..games.calimala import data
from ..games.calimala.data import SCORING_CARDS
from ..games.calimala.words import (
    ACTION_NAMES,
    CATEGORY_NAMES,
    DISC_KINDS,
    GOODS,
    PLACE_NAMES,
    card_name,
    discs_left,
    houses_text,
    workshops_and_houses,
)
from . import (
    Describe,
    Drawn,
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
)

View = dict[str, Any]
"""``Calimala.view(state, seat)``."""

W, H = 1200, 1060
MAT_Y = 840                     # top of the players' mats
SQ, GAP = 112, 58               # grid squares and the street between them
GX, GY = 24, 300                # top-left of the grid
ACTION_COLOURS = {"wood": "#b8874b", "brick": "#c0573e", "marble": "#e8e4dc", "weave": "#c9b3e0",
                  "ship": "#8fc1e3", "build": "#a7a7a7", "artwork": "#f2d16b", "transport": "#9fd39a",
                  "contribute": "#e7b6a1"}
ICONS = {x: colour_dot(ACTION_COLOURS[x]) for x in data.RESOURCES}   # the goods in a player's panel
ROWS = (("wood", "wood"), ("brick", "brick"), ("marble", "marble"), ("art", "artwork"))  # a church's rows
BOLD, MIDDLE = ' font-weight="bold"', ' text-anchor="middle"'
CHAR = 0.58                     # a character's mean width, in font sizes (to fit a label in its shape)
CAPACITY = {"fiore": 5, "miniato": 3, "croce": 4, "palazzo": 4}
NEUTRAL = Token("neutral", "#8c8c8c", "circle", "neutral grey")
WHITE = "#ffffff"


def _disc(tokens: Sequence[Token], disc: str, x: float, y: float, r: float) -> str:
    token = tokens[int(disc[1:])] if int(disc[1:]) < len(tokens) else NEUTRAL
    if disc[0] == "c":
        return token_svg(token, x, y, r)
    fill = WHITE if disc[0] == "w" else NEUTRAL.colour
    return token_svg(Token(token.key, fill, token.shape, token.label), x, y, r)


def _slots(counts: Sequence[int], capacity: int, tokens: Sequence[Token], x: float, y: float, size: float = 15,
           per_row: int = 12) -> str:
    """``capacity`` slots from (x, y), filled in seat order, the neutral colour last."""
    owners = [e for e, k in enumerate(counts) for _ in range(k)]
    out = []
    for i in range(capacity):
        cx = x + (i % per_row) * (size + 3) + size / 2
        cy = y + (i // per_row) * (size + 3) + size / 2
        out.append(f'<rect x="{cx - size / 2:.1f}" y="{cy - size / 2:.1f}" width="{size}" height="{size}" '
                   f'rx="2" fill="#fffaf0" stroke="#b5a88a"/>')
        if i < len(owners):
            e = owners[i]
            out.append(token_svg(tokens[e] if e < len(tokens) else NEUTRAL, cx, cy, size * 0.42))
    return "".join(out)


def _fit(words: str, x: float, y: float, size: float, room: float, attrs: str = "") -> str:
    """A line of text at (x, y); squeezed into ``room`` when the language makes it longer (German is long)."""
    squeeze = (f' textLength="{room:.0f}" lengthAdjust="spacingAndGlyphs"'
               if len(words) * size * CHAR > room else "")
    return f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size}"{attrs}{squeeze}>{esc(words)}</text>'


def _two_lines(words: str, room: int) -> list[str]:
    """A name on at most two lines of about ``room`` characters, broken between words."""
    first, _, rest = words.partition(" ")
    while rest and len(first) + 1 + len(rest.split(" ", 1)[0]) <= room:
        word, _, rest = rest.partition(" ")
        first += " " + word
    return [first, rest] if rest else [first]


def _who(view: View, counts: Sequence[int]) -> Message:
    """The cubes of an area by owner: "2 cubes of Ana, 1 cube of Ben and 1 neutral cube", or "empty"."""
    names = [p["name"] for p in view["players"]]
    owners = [Message("calimala.board.cubes_of", count=k, name=names[e]) if e < len(names) else
              Message("calimala.board.neutral_cubes", count=k) for e, k in enumerate(counts) if k]
    return Message("calimala.board.cube_owners", cubes=owners) if owners else Message("calimala.board.empty")


def render(view: View, legal: list[Action], describe: Describe, **ctx: Any) -> str:
    n = len(view["players"])
    tokens = list(ctx.get("tokens") or tokens_for(None, n))
    lang: str = ctx.get("lang") or ENGLISH
    out = [(f'<svg class="board-svg calimala" viewBox="0 0 {W} {H}" preserveAspectRatio="xMidYMin meet" '
           f'data-pan-zoom="calimala" role="group" aria-label="{esc(say(lang, "calimala.board.label"))}" '
            'xmlns="http://www.w3.org/2000/svg">'),
           f'<rect x="0" y="0" width="{W}" height="{H}" fill="#f4ecd8"/>']
    areas = _area_actions(legal)
    out += [_drawn(_council, view, tokens, areas, describe, lang),
            _drawn(_grid, view, tokens, legal, describe, lang),
            _drawn(_churches, view, tokens, areas, describe, lang),
            _drawn(_cities, view, tokens, areas, describe, lang),
            _mats(view, tokens, lang), "</svg>"]
    return "".join(out)


_DRAWN = Drawn()   # the board's parts, drawn again when what they read changed


def _drawn(draw: Callable[..., str], view: View, tokens: Sequence[Token], moves: Any, describe: Describe,
           lang: str, *args: Hashable) -> str:
    """``draw(view, tokens, moves, describe, lang, *args)``, drawn again only when what it reads of the view and the
    moves changed (``render.Drawn``): most of the board is as it was at the click before, and the board without
    moves (``app.digest``) shares what has none."""
    return _DRAWN.part((draw, tuple(tokens), lang, args), {"view": view, "moves": moves}, describe,
                       lambda seen, told: draw(seen["view"], tokens, seen["moves"], told, lang, *args))


def _area_actions(legal: list[Action]) -> dict[str, list[Action]]:
    """The actions that put a cube (or a trade house) into a board area, by area."""
    areas: dict[str, list[Action]] = defaultdict(list)
    for a in legal:
        if a[0] in ("do", "card"):
            what, choice = a[1], a[2:]
            if what in ("ship", "transport"):
                areas[choice[0]].append(a)
            elif what == "artwork":
                areas[f"{choice[0]}.art"].append(a)
            elif what == "contribute":
                areas[f"{choice[1]}.{choice[0]}"].append(a)
            elif what == "build" and choice[0] == "house":
                areas[choice[1]].append(a)
        elif a[0] in ("ship", "transport"):
            areas[a[1]].append(a)
    return areas


def _area(areas: dict[str, list[Action]], area: str, words: str, describe: Describe, body: str) -> str:
    """An area of the board; a target when some action puts a cube there."""
    acts = areas.get(area)
    if not acts:
        return f'<g aria-label="{esc(words)}">{svg_title(words)}{body}</g>'
    label = " / ".join(describe(a) for a in acts)
    return (f'<g {target_attrs(acts, describe, label=f"{label} ({words})", shown=shown_text(body))} '
            f'data-area="{area}">'
            f"{svg_title(label + ' — ' + words)}{body}</g>")


def _tile_words(view: View, i: int, tile: dict[str, Any], nxt: int, lang: str) -> str:
    """A scoring tile of the council: its place, its category, its seat or whether it is scored next."""
    names = [p["name"] for p in view["players"]]
    category = CATEGORY_NAMES[tile["name"]]
    if tile["triggered"] and tile["seat"] is not None:
        return say(lang, "calimala.board.tile_seat", number=i + 1, tile=category, name=names[tile["seat"]])
    key = "tile_scored" if tile["triggered"] else "tile_next" if i == nxt else "tile"
    return say(lang, f"calimala.board.{key}", number=i + 1, tile=category)


def _council(view: View, tokens: Sequence[Token], areas: dict[str, list[Action]], describe: Describe,
             lang: str) -> str:
    out = [f'<g class="council">{_fit(text(PLACE_NAMES["palazzo"], lang), 24, 28, 20, 470, BOLD)}']
    nxt = sum(1 for t in view["council"] if t["triggered"])
    for i, tile in enumerate(view["council"]):
        x, y = 24 + (i % 5) * 92, 40 + (i // 5) * 74
        fill = "#e0d6bd" if tile["triggered"] else "#fffaf0"
        stroke = ' stroke="#111" stroke-width="3"' if i == nxt else ' stroke="#8a7a5a"'
        words = _tile_words(view, i, tile, nxt, lang)
        out.append(f'<g aria-label="{esc(words)}">{svg_title(words)}<rect x="{x}" y="{y}" width="86" height="68" '
                   f'rx="6" fill="{fill}"{stroke}/>')
        for k, part in enumerate(_two_lines(text(CATEGORY_NAMES[tile["name"]], lang), 13)):
            out.append(_fit(part, x + 43, y + 20 + 14 * k, 12, 80, MIDDLE))
        if tile["seat"] is not None:
            out.append(token_svg(tokens[tile["seat"]], x + 43, y + 52, 10))
        elif tile["triggered"]:
            out.append(f'<text x="{x + 43}" y="{y + 58}" font-size="16" text-anchor="middle">—</text>')
        out.append("</g>")
    art = view["board"]["palazzo.art"]
    body = (f'<rect x="20" y="262" width="160" height="26" fill="#f4ecd8"/>'
            f'{_fit(say(lang, "calimala.board.artwork"), 24, 280, 13, 62)}{_slots(art, 4, tokens, 90, 267)}')
    words = say(lang, "calimala.board.council_artwork", cubes=_who(view, art))
    out.append(_area(areas, "palazzo.art", words, describe, body) + "</g>")
    return "".join(out)


def _square(i: int) -> tuple[float, float]:
    return GX + (i % 3) * (SQ + GAP), GY + (i // 3) * (SQ + GAP)


def _grid(view: View, tokens: Sequence[Token], legal: list[Action], describe: Describe, lang: str) -> str:
    out = ['<g class="grid">']
    for i, slot in enumerate(view["grid"]):
        action = view["grid"][slot]
        x, y = _square(i)
        name = text(ACTION_NAMES[action], lang)
        fixed = slot == view.get("fixed_slot")
        words = say(lang, "calimala.board.printed", action=ACTION_NAMES[action]) if fixed else name
        out.append(f'<g aria-label="{esc(words)}">{svg_title(words)}'
                   f'<rect x="{x}" y="{y}" width="{SQ}" height="{SQ}" rx="10" fill="{ACTION_COLOURS[action]}" '
                   f'stroke="#5a4a2a" stroke-width="{3 if fixed else 1.5}"/>'
                   f'{_fit(name, x + SQ / 2, y + SQ / 2 + 6, 17, SQ - 10, MIDDLE)}</g>')
    places: dict[str, list[Action]] = defaultdict(list)
    for a in legal:
        if a[0] in ("place", "seat_from"):
            places[a[1]].append(a)
    active = (view.get("activation") or {}).get("street")
    for name, street in view["streets"].items():
        out.append(_street(view, name, street, places.get(name, []), name == active, describe, tokens, lang))
    out.append("</g>")
    return "".join(out)


def _street(view: View, name: str, street: dict[str, Any], acts: list[Action], active: bool, describe: Describe,
            tokens: Sequence[Token], lang: str) -> str:
    """An action space between two action tiles, with its stack; a target where a disc may go."""
    (ax, ay), (bx, by) = (_square(int(s[1]) * 3 + int(s[3])) for s in street["joins"])
    cx, cy = (ax + bx) / 2 + SQ / 2, (ay + by) / 2 + SQ / 2
    discs = street["discs"]
    a, b = (ACTION_NAMES[x] for x in street["actions"])
    words = (say(lang, "calimala.board.space", a=a, b=b, discs=[_disc_words(view, d) for d in discs]) if discs
             else say(lang, "calimala.board.space_empty", a=a, b=b))
    ring = ' stroke="#111" stroke-width="4"' if active else ' stroke="#5a4a2a" stroke-width="1.5"'
    body = [f'<circle cx="{cx}" cy="{cy}" r="27" fill="#fffaf0"{ring}/>']
    for k, d in enumerate(discs):
        body.append(_disc(tokens, d, cx - 15 + 10 * k, cy + 9 - 6 * k, 9))
    if acts:
        label = " / ".join(describe(a) for a in acts)
        attrs = target_attrs(acts, describe, label=f"{label} ({words})", shown=shown_text("".join(body)))
        return (f'<g {attrs} data-street="{name}">'
                f'{svg_title(label + " — " + words)}<circle class="hit" cx="{cx}" cy="{cy}" r="29"/>'
                f'{"".join(body)}</g>')
    return (f'<g class="street" data-street="{name}" aria-label="{esc(words)}">{svg_title(words)}'
            f'{"".join(body)}</g>')


def _disc_words(view: View, disc: str) -> Message | str:
    names = [p["name"] for p in view["players"]]
    owner = names[int(disc[1:])] if int(disc[1:]) < len(names) else "?"
    if disc[0] == "c":
        return owner
    return Message("calimala.board.disc_white" if disc[0] == "w" else "calimala.board.disc_neutral", name=owner)


def _churches(view: View, tokens: Sequence[Token], areas: dict[str, list[Action]], describe: Describe,
              lang: str) -> str:
    out = ['<g class="churches">']
    for k, key in enumerate(data.CHURCHES):
        x, y = 520 + k * 225, 14
        name = PLACE_NAMES[key]
        out.append(f'<rect x="{x}" y="{y}" width="215" height="270" rx="8" fill="#fbf6ea" stroke="#8a7a5a"/>'
                   + _fit(text(name, lang), x + 8, y + 22, 15, 199, BOLD))
        for r, (row, goods) in enumerate(ROWS):
            area = f"{key}.{row}"
            counts = view["board"][area]
            words = say(lang, "calimala.board.row", building=name, goods=GOODS[goods], cubes=_who(view, counts))
            body = (f'<rect x="{x + 4}" y="{y + 36 + r * 56}" width="207" height="34" rx="4" fill="#fbf6ea"/>'
                    f'{_fit(text(GOODS[goods], lang), x + 8, y + 56 + r * 56, 13, 60)}'
                    f'{_slots(counts, CAPACITY[key], tokens, x + 70, y + 42 + r * 56, 20, 6)}')
            out.append(_area(areas, area, words, describe, body))
    out.append("</g>")
    return "".join(out)


def _cities(view: View, tokens: Sequence[Token], areas: dict[str, list[Action]], describe: Describe,
            lang: str) -> str:
    names = [p["name"] for p in view["players"]]
    out = ['<g class="cities">' + _fit(text(CATEGORY_NAMES["Trade cities"], lang), 520, 318, 18, 665,
                                       BOLD)
           + _fit(text(CATEGORY_NAMES["Port cities"], lang), 520, 578, 18, 665, BOLD)]
    for k, key in enumerate(data.TRADE_CITIES + data.PORT_CITIES):
        x, y = 520 + (k % 3) * 225, 330 + (k // 3) * 260
        counts = view["board"][key]
        houses = view["houses"].get(key, [])
        city, cubes = PLACE_NAMES[key], _who(view, counts)
        if key not in view["houses"]:
            words = say(lang, "calimala.board.city", city=city, cubes=cubes)
        elif houses:
            words = say(lang, "calimala.board.city_houses", city=city, cubes=cubes, names=[names[p] for p in houses])
        else:
            words = say(lang, "calimala.board.city_no_houses", city=city, cubes=cubes)
        body = [(f'<rect x="{x}" y="{y}" width="215" height="230" rx="8" fill="#eef3f7" stroke="#5f7a8a"/>'
                f'{_fit(text(city, lang), x + 8, y + 22, 15, 199, BOLD)}'
                f'{_slots(counts, 12, tokens, x + 12, y + 40, 28, 6)}')]
        for h, p in enumerate(houses):
            hx, hy = x + 20 + h * 34, y + 150
            body.append(f'<path d="M{hx - 12} {hy + 12} L{hx - 12} {hy - 2} L{hx} {hy - 14} L{hx + 12} {hy - 2} '
                        f'L{hx + 12} {hy + 12} Z" fill="{tokens[p].colour}" stroke="#111"/>'
                        + token_svg(tokens[p], hx, hy + 24, 6))
        out.append(_area(areas, key, words, describe, "".join(body)))
    out.append("</g>")
    return "".join(out)


def _mat_rows(info: dict[str, Any], p: int, tokens: Sequence[Token], x: float, y: float, width: float,
              lang: str) -> list[str]:
    """A mat's workshops (4 cloth each) and warehouses (4 each), each box labelled."""
    out = []
    rows = [("workshops", [(c, 4) for c in info["workshops"]] + [(0, 0)] * (3 - len(info["workshops"])))]
    rows.append(("warehouses", [(info["warehouses"][r], 4) for r in data.RESOURCES]))
    room = (width - 16) / 3 - 4
    for r, (label, boxes) in enumerate(rows):
        yy = y + 44 + r * 62
        out.append(_fit(say(lang, f"calimala.board.{label}"), x + 8, yy, 11, width - 16))
        for b, (filled, capacity) in enumerate(boxes):
            bx = x + 8 + b * (width - 16) / 3
            if r:  # under the slots, clear of the row's label
                out.append(_fit(text(GOODS[data.RESOURCES[b]], lang), bx, yy + 28, 10, room))
            if capacity:
                words = (say(lang, "calimala.board.workshop", name=info["name"], number=b + 1, count=filled) if r == 0
                         else say(lang, "calimala.board.warehouse", name=info["name"], goods=GOODS[data.RESOURCES[b]],
                                  count=filled))
                out.append(f'<g aria-label="{esc(words)}">{svg_title(words)}'
                           f'{_slots([0] * p + [filled], capacity, tokens, bx, yy + 6, 10, 4)}</g>')
            else:
                out.append(_fit(say(lang, "calimala.board.no_workshop"), bx, yy + 16, 10, room,
                                ' fill="#8a7a5a"'))
    return out


def _mats(view: View, tokens: Sequence[Token], lang: str) -> str:
    """Each player's mat: workshops, warehouses, ships, trade houses, cubes, seats, action cards, discs."""
    width = (W - 24) / len(view["players"])
    return "".join(['<g class="mats">', *(_drawn(_mat, view, tokens, (), str, lang, p, width)
                                          for p in range(len(view["players"]))), "</g>"])


def _mat(view: View, tokens: Sequence[Token], _moves: Any, _describe: Describe, lang: str, p: int,
         width: float) -> str:
    """A player's mat (``_mats``), ``width`` wide."""
    info, out = view["players"][p], []
    x, y = 12 + p * width, MAT_Y
    me = ' stroke="#111" stroke-width="3"' if view.get("actor") == p else ' stroke="#8a7a5a"'
    out.append(f'<rect x="{x}" y="{y}" width="{width - 8}" height="210" rx="8" fill="#fbf6ea"{me}/>'
               + token_svg(tokens[p], x + 16, y + 18, 9)
               + _fit(info["name"], x + 32, y + 24, 15, width - 90, BOLD)
               + f'<text x="{x + width - 16}" y="{y + 24}" font-size="15" text-anchor="end">{info["score"]}</text>')
    out += _mat_rows(info, p, tokens, x, y, width, lang)
    counts = {key: Message(f"calimala.board.{key}", count=n) for key, n in (
        ("ships", info["ships"]), ("cubes", info["cubes"]), ("seats", info["seats"]),
        ("houses", len(info["houses"])), ("cards", info["hand_size"]))}
    discs = discs_left(info["discs"])
    lines = (say(lang, "calimala.board.mat_goods", ships=counts["ships"], cubes=counts["cubes"],
                 seats=counts["seats"]),
             say(lang, "calimala.board.mat_cards", houses=counts["houses"], cards=counts["cards"]),
             text(discs, lang))
    words = say(lang, "calimala.board.mat", name=info["name"], ships=counts["ships"],
                houses=houses_text(info["houses"]), discs=discs, cubes=counts["cubes"], cards=counts["cards"],
                seats=counts["seats"])
    out.append(f'<g aria-label="{esc(words)}">{svg_title(words)}'
               + "".join(_fit(line, x + 8, y + 156 + 18 * k, 12, width - 24) + " "
                         for k, line in enumerate(lines)) + "</g>")
    return "".join(out)


# --- beside the board ----------------------------------------------------------------------------
def render_side(view: View, legal: list[Action], describe: Describe, **ctx: Any) -> str:
    n = len(view["players"])
    tokens = list(ctx.get("tokens") or tokens_for(None, n))
    lang: str = ctx.get("lang") or ENGLISH
    seat = view.get("seat")
    outcome: Outcome | None = ctx.get("outcome")
    out = [_status(view, lang)]
    out.append(_players(view, tokens, seat, () if outcome is None else outcome.winners, lang))
    out.append(_activation(view, legal, describe, lang))
    out.append(_hand(view, legal, describe, seat, lang))
    out.append(_scoring_cards(view, legal, describe, seat, lang))
    return "".join(out)


def _status(view: View, lang: str) -> str:
    phase = Message(f"calimala.side.phase.{view['phase']}")
    status = say(lang, "calimala.side.last_round" if view.get("last_round") else "calimala.side.status", phase=phase)
    faceup = [_card_name(c) for c in view["faceup"]] or Message("calimala.side.none")
    return (f'<p class="round">{esc(status)}<br><span class="muted">'
            f'{esc(say(lang, "calimala.side.deck", count=view["deck"], discard=len(view["discard"]), faceup=faceup))}'
            "</span></p>")


def _players(view: View, tokens: Sequence[Token], seat: int | None, winners: Sequence[int], lang: str) -> str:
    """The players' rows; the winners (after the tie-breaks, from the game's outcome) marked at the end."""
    rows = []
    for p, info in enumerate(view["players"]):
        me = " me" if p == seat else ""
        acting = " acting" if view.get("actor") == p else ""
        win = " winner" if p in winners else ""
        discs = {DISC_KINDS[kind]: n for kind, n in info["discs"].items() if n or kind != "neutral"}
        counts = {"point": info["score"], **info["warehouses"], "seat": info["seats"], "cube": info["cubes"],
                  "ship": info["ships"], "action card": info["hand_size"], **discs}
        icons = {**ICONS, DISC_KINDS["coloured"]: colour_dot(tokens[p].colour), DISC_KINDS["white"]: colour_dot(WHITE),
                 DISC_KINDS["neutral"]: colour_dot(NEUTRAL.colour)}
        you = f' {esc(say(lang, "calimala.side.you"))}' if p == seat else ""
        fifty = f' {esc(say(lang, "calimala.side.fifty"))}' if info["fifty"] else ""
        rows.append(
            f'<li class="player{me}{acting}{win}" data-seat="{p}">{token_icon(tokens[p], 20)} '
            f'<strong class="name">{esc(info["name"])}</strong>{you}{fifty}'
            f'{counter_chips(counts, icons=icons, game="calimala", lang=lang)}'
            f'<span class="small">{esc(text(workshops_and_houses(info["workshops"], info["houses"]), lang))}</span>'
            "</li>")
    return f'<ul class="players">{"".join(rows)}</ul>'


def _activation(view: View, legal: list[Action], describe: Describe, lang: str) -> str:
    a = view.get("activation")
    if not a:
        return ""
    names = [p["name"] for p in view["players"]]
    first, second = (ACTION_NAMES[x] for x in view["streets"][a["street"]]["actions"])
    pending = [ACTION_NAMES[x] for x in a["pending"]]
    heading = (say(lang, "calimala.side.activates", name=names[a["seat"]], a=first, b=second, pending=pending)
               if pending else say(lang, "calimala.side.activated", name=names[a["seat"]], a=first, b=second))
    out = [f'<div class="pending"><span class="label">{esc(heading)}</span>']
    by_kind: dict[tuple[str, str], list[Action]] = defaultdict(list)
    for act in legal:
        if act[0] in ("do", "skip", "draw"):
            by_kind[(act[0], act[1])].append(act)
        elif act[0] in ("ship", "transport"):
            by_kind[(act[0], "more")].append(act)
    buttons = []
    for (kind, what), acts in by_kind.items():
        shown = say(lang, f"calimala.side.{kind}", action=ACTION_NAMES[what]) if what in ACTION_NAMES else say(
            lang, f"calimala.side.{kind}_more")
        buttons.append(f'<button type="button" {target_attrs(acts, describe, cls="target button", shown=shown)}>'
                       f"{esc(shown)}</button>")
    out.append(" ".join(buttons) + "</div>")
    return "".join(out)


def _hand(view: View, legal: list[Action], describe: Describe, seat: int | None, lang: str) -> str:
    if seat is None or view["players"][seat].get("hand") is None:
        return ""
    hand = view["players"][seat]["hand"]
    plays: dict[str, list[Action]] = defaultdict(list)
    for act in legal:
        if act[0] == "card":
            plays[act[1]].append(act)
    cards = []
    for action, count in hand.items():
        label = (say(lang, "calimala.side.cards_of", action=ACTION_NAMES[action], count=count) if count > 1
                 else text(ACTION_NAMES[action], lang))
        if plays.get(action):
            attrs = target_attrs(plays[action], describe, cls="card target", shown=label)
            cards.append(f'<button type="button" {attrs}>'
                         f"{esc(label)}</button>")
        else:
            cards.append(f'<span class="card disabled">{esc(label)}</span>')
    display = ""
    takes = [a for a in legal if a[0] == "take"]
    if view["display"]:
        chips = []
        for a in takes:
            shown = text(ACTION_NAMES[a[1]], lang)
            chips.append(f'<button type="button" {target_attrs([a], describe, cls="card target", shown=shown)}>'
                         f"{esc(shown)}</button>")
        starting = say(lang, "calimala.side.names", names=[ACTION_NAMES[c] for c in view["display"]])
        display = (f'<div class="cards"><span class="label">{esc(say(lang, "calimala.side.starting_cards"))}</span>'
                   f'{"".join(chips) or esc(starting)}</div>')
    none = esc(say(lang, "calimala.side.none"))
    return (f'<div class="hand secret"><span class="label">{esc(say(lang, "calimala.side.your_cards"))}</span>'
            f'<div class="cards">{"".join(cards) or none}</div></div>{display}')


def _scoring_cards(view: View, legal: list[Action], describe: Describe, seat: int | None, lang: str) -> str:
    if seat is None:
        return ""
    me = view["players"][seat]
    choose = [a for a in legal if a[0] in ("keep", "show")]
    parts = []
    for a in choose:
        shown = say(lang, f"calimala.side.{a[0]}", card=_card_name(a[1]))
        parts.append(f'<button type="button" {target_attrs([a], describe, cls="card target", shown=shown)}>'
                     f"{esc(shown)}</button>")
    for key in ("kept", "shown"):
        if me.get(key):
            parts.append(f'<span class="card">{esc(say(lang, f"calimala.side.{key}", card=_card_name(me[key])))}'
                         "</span>")
    back = me.get("dealt") if view["phase"] != "cards" else None
    if back:  # words beside the cards, not a card: they are out of the game (at 2 players two went back)
        words = say(lang, "calimala.side.boxed", count=len(back), cards=[_card_name(card) for card in back])
        parts.append(f'<span class="muted boxed-cards">{esc(words)}</span>')
    if not parts:
        return ""
    return (f'<div class="hand secret"><span class="label">{esc(say(lang, "calimala.side.your_scoring"))}</span>'
            f'<div class="cards">{"".join(parts)}</div></div>')


def _card_name(card: str) -> Message | str:
    return card_name(card) if card in SCORING_CARDS else card
