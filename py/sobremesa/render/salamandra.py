"""Salamandra in SVG: the growing map (octagonal field tiles, the temple, groves in the glades with their
crystal paths) fitted to its box, and a side panel with the market, the decks, the spellbooks, each
player's mat, this turn's resource pool and Rudolph.

Clicking a spot offers every action that uses it (place, flip for a crystal, put to work, cauldron, temple,
reactivate, move to a spellbook, the apprentice on a new tile); clicking a grove harvests or takes it;
building is two clicks: a market tile in the side panel, then a dashed cell on the map (without a chosen
tile, a cell offers every tile that can go there). Buying, conversions, passing, recycling and the
divinity choice are left to the glue's buttons.

Interface: see ``sobremesa.render`` (``render`` and ``render_side``); ``outcome`` words the end of a solo
game for the score table (``render.table``).
"""

from __future__ import annotations

from collections import defaultdict

from ..games.salamandra.data import BOOKS, DIVINITIES, FIELDS, GROVES, SALAMANDERS, TEMPLE_COST, TEMPLE_FALLBACK
from . import esc, svg_title, target_attrs, token_icon, token_svg, tokens_for, ui_attrs

C = 120                     # one grid cell
CUT = 30                    # the octagon's cut corners
FILL = {"orange": "#f0b35e", "green": "#8cc476", "white": "#ece8dc", "purple": "#b79ad6"}
SPOT_XY = ((0.5, 0.17), (0.83, 0.5), (0.5, 0.83), (0.17, 0.5))   # N, E, S, W inside the cell
PATH_DIR = ((-1, -1), (1, -1), (1, 1), (-1, 1))                  # a grove's NW, NE, SE, SW paths
RUDOLPH = -1


def words(g: dict) -> str:
    """A cost or gain in words: {"C": 2, "Fl": 1} -> "2 C + 1 Fl"."""
    parts = []
    for key, value in g.items():
        if key == "per":
            parts.append(f"{value[1]} VP per {value[0]}")
        elif key in ("bear", "eagle"):
            parts.append(f"a {key.title()} card")
        elif key == "react":
            parts.append("reactivate 1")
        elif key == "grove":
            parts.append("take any grove")
        else:
            parts.append(f"{value} {key}")
    return " + ".join(parts) or "nothing"


def tile_words(tile: str) -> str:
    colours, kind, cost, bonus, act_cost, act_gain = FIELDS[tile]
    act = f"{words(act_cost)} → {words(act_gain)}" if act_cost else words(act_gain)
    build = f"cost {words(cost)}, " if cost else ""
    return f"{tile} {'/'.join(colours)} {kind}: {build}bonus {words(bonus)}; work: {act}"


def _spot_actions(legal, pending) -> dict:
    """Legal actions by the spot (x, y, k) they use."""
    by_spot = defaultdict(list)
    for a in legal:
        kind = a[0]
        if kind in ("place", "flip", "work", "cauldron", "reactivate", "book"):
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


def render(view, legal, describe, **ctx) -> str:
    players = view["players"]
    tokens = ctx.get("tokens") or tokens_for(None, len(players))
    ui = ctx.get("ui") or {}
    chosen = ui.get("tile")
    builds = defaultdict(list)
    for a in legal:
        if a[0] in ("build", "freebuild") and (chosen is None or a[1] == chosen or
                                              not any(b[1] == chosen for b in legal if b[0] == a[0])):
            builds[(a[2], a[3])].append(a)
    by_spot = _spot_actions(legal, view.get("pending"))
    groves_act = {tuple(a[1:3]): a for a in legal if a[0] in ("harvest", "take_grove")}

    cells = [(t["x"], t["y"]) for t in view["board"]] + [(t["x"], t["y"]) for t in view["temple"]] + list(builds)
    x0, y0 = min(c[0] for c in cells) - 0.5, min(c[1] for c in cells) - 0.5
    x1, y1 = max(c[0] for c in cells) + 1.5, max(c[1] for c in cells) + 1.5
    width, height = (x1 - x0) * C, (y1 - y0) * C

    def px(x, y):
        return (x - x0) * C, (y - y0) * C

    out = [f'<svg class="board-svg salamandra" viewBox="0 0 {width:.0f} {height:.0f}" '
           f'data-pan-zoom="salamandra" data-pan-zoom-origin="{x0 * C:.0f} {y0 * C:.0f}" '
           f'preserveAspectRatio="xMidYMid meet" role="group" '
           f'aria-label="Salamandra map, round {view["round"]}" xmlns="http://www.w3.org/2000/svg">',
           f'<rect x="0" y="0" width="{width:.0f}" height="{height:.0f}" fill="#e7efd9"/>']

    # the temple
    decks = view["decks"]
    for half in view["temple"]:
        x, y = px(half["x"], half["y"])
        deck = half["deck"]
        top = decks[deck]["top"]
        label = (f"{deck.title()} salamander temple: flip an active apprentice + {words(TEMPLE_COST[deck])}; "
                 f"next card {top} ({words(SALAMANDERS[top][1])}), {decks[deck]['count']} left" if top else
                 f"{deck.title()} salamander temple: deck empty, pays {words(TEMPLE_FALLBACK[deck])}")
        fill = "#f2d65c" if deck == "white" else "#4a4a4a"
        ink = "#222" if deck == "white" else "#fff"
        out.append(f'<g class="temple" tabindex="0" aria-label="{esc(label)}">{svg_title(label)}'
                   f'<rect x="{x + 4:.0f}" y="{y + 4:.0f}" width="{C - 8}" height="{C - 8}" rx="14" fill="{fill}" '
                   f'stroke="#6b4e16" stroke-width="3"/><text x="{x + C / 2:.0f}" y="{y + C / 2 - 6:.0f}" '
                   f'text-anchor="middle" font-size="15" fill="{ink}">{esc(deck.title())}</text>'
                   f'<text x="{x + C / 2:.0f}" y="{y + C / 2 + 16:.0f}" text-anchor="middle" font-size="14" '
                   f'fill="{ink}">{esc(top or "empty")} · {decks[deck]["count"]}</text></g>')

    # field tiles and their spots
    spots = {(s["x"], s["y"], s["k"]): s for s in view["spots"]}
    names = [p["name"] for p in players]
    for t in view["board"]:
        x, y = px(t["x"], t["y"])
        tile = t["tile"]
        colours = FIELDS[tile][0]
        label = tile_words(tile)
        dual = len(colours) > 1
        out.append(f'<g class="field" tabindex="0" aria-label="{esc(label)}">{svg_title(label)}'
                   f'<polygon points="{_octagon(x, y)}" fill="{FILL[colours[0]]}" '
                   f'stroke="{FILL[colours[-1]] if dual else "#5b4a2a"}" stroke-width="{6 if dual else 2}"/>'
                   f'<text x="{x + C / 2:.0f}" y="{y + C / 2 + 5:.0f}" text-anchor="middle" font-size="15" '
                   f'font-weight="bold" fill="#222">{esc(tile)}</text>'
                   f'<text x="{x + C / 2:.0f}" y="{y + C / 2 + 21:.0f}" text-anchor="middle" font-size="11" '
                   f'fill="#333">{esc(FIELDS[tile][1])}</text></g>')
        for k, (fx, fy) in enumerate(SPOT_XY):
            sx, sy = x + fx * C, y + fy * C
            spot = spots.get((t["x"], t["y"], k))
            acts = by_spot.get((t["x"], t["y"], k), [])
            desc = f"{'NESW'[k]} spot of {tile}" + (" (bonus)" if k == 0 else "")
            parts = [f'<circle cx="{sx:.0f}" cy="{sy:.0f}" r="13" fill="{"#fff6c8" if k == 0 else "#fff"}" '
                     f'stroke="#5b4a2a" stroke-width="1.5"/>']
            if spot:
                who = spot["owner"]
                state = "active" if spot["active"] else "inactive"
                if who == RUDOLPH:
                    desc += ": Rudolph"
                    parts.append(f'<circle cx="{sx:.0f}" cy="{sy:.0f}" r="11" fill="#888" stroke="#111"/>'
                                 f'<text x="{sx:.0f}" y="{sy + 5:.0f}" text-anchor="middle" font-size="13" '
                                 f'fill="#fff">R</text>')
                else:
                    desc += f": {names[who]}, {state} ({'sun' if spot['face'] == 'D' else 'moon'})"
                    opacity = "" if spot["active"] else ' opacity="0.45"'
                    parts.append(token_svg(tokens[who], sx, sy, 11, opacity))
            if acts:
                hover = " / ".join(describe(a) for a in acts)
                parts.append(f'<circle class="hit" cx="{sx:.0f}" cy="{sy:.0f}" r="16"/>')
                out.append(f'<g {target_attrs(acts, describe, cls="spot target", label=f"{hover} ({desc})")}>'
                           f'{svg_title(hover + " — " + desc)}{"".join(parts)}</g>')
            else:
                out.append(f'<g class="spot" aria-label="{esc(desc)}">{svg_title(desc)}{"".join(parts)}</g>')

    # groves in the glades, with a blue dot on each path that carries a crystal
    for g in view["groves"]:
        cx, cy = px(g["x"] + 1, g["y"] + 1)
        gain, paths = GROVES[g["grove"]]
        label = f"Grove {g['grove']}: {words(gain)}; crystals toward " + (
            ", ".join(d for d, c in zip(("NW", "NE", "SE", "SW"), paths) if c) or "no tile")
        r = 24
        parts = [f'<polygon points="{cx:.0f},{cy - r:.0f} {cx + r:.0f},{cy:.0f} {cx:.0f},{cy + r:.0f} '
                 f'{cx - r:.0f},{cy:.0f}" fill="#3f7d3a" stroke="#1f3f1d" stroke-width="2"/>',
                 f'<text x="{cx:.0f}" y="{cy + 4:.0f}" text-anchor="middle" font-size="11" fill="#fff">'
                 f'{esc(g["grove"])}</text>']
        for (dx, dy), crystal in zip(PATH_DIR, paths):
            if crystal:
                parts.append(f'<circle cx="{cx + dx * 21:.0f}" cy="{cy + dy * 21:.0f}" r="6" fill="#4fb3e8" '
                             f'stroke="#0b4f7a" stroke-width="1.5"/>')
        act = groves_act.get((g["x"], g["y"]))
        if act:
            parts.append(f'<circle class="hit" cx="{cx:.0f}" cy="{cy:.0f}" r="{r + 4}"/>')
            out.append(f'<g {target_attrs([act], describe, cls="grove target", label=f"{describe(act)} ({label})")}>'
                       f'{svg_title(describe(act) + " — " + label)}{"".join(parts)}</g>')
        else:
            out.append(f'<g class="grove" tabindex="0" aria-label="{esc(label)}">{svg_title(label)}'
                       f'{"".join(parts)}</g>')

    # cells where the chosen (or any) market tile can be built
    for (bx, by), acts in sorted(builds.items()):
        x, y = px(bx, by)
        hover = " / ".join(describe(a) for a in acts)
        out.append(f'<g {target_attrs(acts, describe, cls="cell target", label=hover)}>{svg_title(hover)}'
                   f'<rect class="hit" x="{x + 8:.0f}" y="{y + 8:.0f}" width="{C - 16}" height="{C - 16}" rx="10"/>'
                   f'<text x="{x + C / 2:.0f}" y="{y + C / 2 + 5:.0f}" text-anchor="middle" font-size="13" '
                   f'fill="#333">{esc(acts[0][1] if len(acts) == 1 else "build")}</text></g>')
    out.append("</svg>")
    return "".join(out)


def render_side(view, legal, describe, **ctx) -> str:
    players = view["players"]
    tokens = ctx.get("tokens") or tokens_for(None, len(players))
    ui = ctx.get("ui") or {}
    chosen = ui.get("tile")
    phase = {"turn": "playing", "harvest": "harvesting after a pass", "recycle": "recycling before the next round",
             "over": "game over"}[view["phase"]]
    out = [f'<p class="round">Round {view["round"]} ({"day" if view["round"] % 2 else "night"}) · {esc(phase)}</p>']

    if view.get("result"):
        out.append(f'<p class="result"><strong>{esc(players[0]["name"])} {esc(view["result"])} against Rudolph'
                   f'</strong></p>')

    # this turn's resources: they vanish at the end of the turn
    pool = view.get("pool") or {}
    pool_text = ", ".join(f"{n} {r}" for r, n in pool.items()) or "none"
    out.append(f'<p class="pool"><span class="label">Resources made this turn (gone at turn end)</span>'
               f'{esc(pool_text)}</p>')

    # market: choose a tile, then a cell on the map
    buildable = {a[1] for a in legal if a[0] in ("build", "freebuild")}
    chips = []
    for tile in view["market"]:
        if not tile:
            continue
        label = tile_words(tile)
        if tile in buildable:
            pressed = tile == chosen
            attrs = ui_attrs({"tile": None if pressed else tile}, f"Build next: {label}", pressed,
                             cls="chip ui-target" + (" selected" if pressed else ""))
            chips.append(f'<span {attrs}>{esc(tile)}</span>')
        else:
            chips.append(f'<span class="chip" title="{esc(label)}">{esc(tile)}</span>')
    out.append(f'<div class="pending"><span class="label">Field tiles ({view["stack"]} in the stack; '
               f'{view["grove_pile"]} groves left)</span><div class="chips">{"".join(chips)}</div>'
               f'<span class="muted">{esc("; ".join(tile_words(t) for t in view["market"] if t))}</span></div>')

    decks = view["decks"]
    cards = []
    for deck in ("bear", "eagle"):
        top = decks[deck]["top"]
        what = f"{top} (faith {DIVINITIES[top][0]}, {DIVINITIES[top][1]} {DIVINITIES[top][2]})" if top else "empty"
        cards.append(f"{deck.title()}: {esc(what)}, {decks[deck]['count']} left")
    out.append(f'<p class="decks"><span class="label">Secondary divinities</span>{"<br>".join(cards)}</p>')

    names = [p["name"] for p in players]
    books = []
    for b in view["books"]:
        what, upper, lower = BOOKS[b["book"]]
        who = ["free" if w is None else "Rudolph" if w == RUDOLPH else names[w] for w in (b["upper"], b["lower"])]
        books.append(f"<li>{esc(b['book'])} ({esc(what)}): {upper}× {esc(who[0])} · {lower}× {esc(who[1])}</li>")
    out.append(f'<div class="books"><span class="label">Spellbooks</span><ul>{"".join(books)}</ul></div>')

    rows = []
    for p, info in enumerate(players):
        acting = " acting" if view.get("actor") == p else ""
        face = "sun" if info["druid"] == "D" else "moon"
        final = (view.get("final") or [None] * (p + 1))[p]
        final_text = (f" · final: {final['books']} spellbooks + {final['faith']} faith + {final['scrolls']} scrolls"
                      if final else "")
        faith = info["faith"]
        rows.append(
            f'<li class="player{acting}" data-seat="{p}">{token_icon(tokens[p], 20)} '
            f'<strong class="name">{esc(info["name"])}</strong> {info["vp"]} VP{esc(final_text)}<br>'
            f'Druid: {face}{" (passed)" if info["passed"] else ""} · to place {info["avail"]} · on the mat '
            f'{info["mat"]}<br>{info["crystals"]} crystals · {info["scrolls"]} scrolls · '
            f'{len(info["harvested"])} groves<br>'
            f'Cards: {esc(" ".join(info["cards"] + info["sals"]) or "none")} · faith: bear {faith["bear"]}, '
            f'eagle {faith["eagle"]}, salamander {faith["salamander"]}</li>')
    out.append(f'<ul class="players">{"".join(rows)}</ul>')

    rudolph = view.get("rudolph")
    if rudolph:
        revealed = rudolph["revealed"][-4:]
        out.append(f'<p class="rudolph"><span class="label">Rudolph (level {rudolph["level"]})</span>'
                   f'{rudolph["vp"]} VP · {rudolph["scrolls"]} scrolls · {len(rudolph["groves"])} groves · '
                   f'{rudolph["deck"]} placement cards left; last revealed {esc(" ".join(revealed) or "none")}'
                   + (f' · recycles left {rudolph["recycles"]}' if view["phase"] == "recycle" else "") + "</p>")
    return "".join(out)


def outcome(view) -> str:
    """The end of a solo game in words, against Rudolph, with both scores."""
    me = view["players"][0]
    return f"{me['name']} {view['result']} against Rudolph: {me['vp']} VP to {view['rudolph']['vp']}."
