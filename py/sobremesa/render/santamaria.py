"""Santa Maria in SVG: the common board (dice pool, tracks, docks, retiring spaces, monk slots,
expansion display) above each seat's 6 x 6 colony with its dice and coins.

Using a die is two clicks: pick a die (the pool's white dice, or a blue die beside your rows),
then a column header (white) or a row label (blue); every header shows, on hover or focus, which
buildings it would activate (the preview comes from the engine's ``lines``). Coins activate a
building by clicking it; expansion tiles are bought from the display, then placed by choosing a
rotation in the side panel and clicking the space of the tile's first square.

Interface: see ``sobremesa.render`` (``render`` and ``render_side``). At the end, the side panel shows
every seat's score breakdown, the winners from ``ctx["outcome"]`` (the game's ``outcome``: its
tie-break, or the solo goal), and the solo achievements.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from typing import Any

from ..core import Action, Outcome
from . import Describe, Token, esc, svg_title, target_attrs, token_icon, token_svg, tokens_for, ui_attrs

View = Mapping[str, Any]
ByKind = Mapping[str, list[Action]]
Die = tuple[str, int]

W = 1000
CELL = 54
COLONY_W = 30 + 6 * CELL + 20            # row labels, six columns, blue dice column
COLONY_H = 56 + 6 * CELL + 16
TERRAIN = {"F": ("#a7cf8f", "forest"), "P": ("#f0dc8c", "field"), "M": ("#b9b3cc", "mountain")}
ROAD = "#c2a06e"
LABEL = {"SHIP": "Ship", "WOOD": "Wood", "GRAIN": "Grain", "SUGAR": "Sugar", "GEM": "Gem", "COIN2": "2 coins",
         "HAPPY1": "+1 ☺", "REL": "Pray", "CONQ": "Conq."}
DOCK_WORDS = {"coins": "2 coins", "religion": "1 religion", "conquistador": "1 conquistador", "points": "1 point"}
RETIRE_WORDS = ("2 coins", "1 religion", "1 conquistador", "ship an order", "road tile")
SHAPE_OFFSETS = {"double": ((0, 0), (0, 1)), "triple": ((0, 0), (0, 1), (1, 0)), "special": ((0, 0), (0, 1), (0, 2))}


def _square(code: str) -> tuple[str, str, str | None]:
    """(kind, short label, terrain letter) of a colony space code from the view."""
    if code.startswith("."):
        return "land", "", code[1:]
    if code[:1] == "R" and code[1:].isdigit():
        return "road", "●" * int(code[1:]), None
    if code == "TH":
        return "slot", "town hall", None
    if code.startswith("TH-"):
        return "building", code[3:], None
    building, _, terrain = code.rpartition("/")
    if building.startswith("TR("):
        return "building", "Trade " + building[3:-1], terrain
    return "building", LABEL.get(building, building), terrain


def _space_svg(code: str, x: float, y: float, size: float) -> str:
    kind, label, terrain = _square(code)
    fill = TERRAIN.get(terrain, ("#e6dccb", ""))[0] if terrain else (ROAD if kind == "road" else "#e8cfa8")
    out = [f'<rect x="{x + 1:.1f}" y="{y + 1:.1f}" width="{size - 2:.1f}" height="{size - 2:.1f}" rx="4" '
           f'fill="{fill}" stroke="#7a6a4a" stroke-width="{2.5 if kind == "building" else 0.8}"/>']
    if kind == "building":
        out.append(f'<rect x="{x + 5:.1f}" y="{y + 5:.1f}" width="{size - 10:.1f}" height="{size - 10:.1f}" rx="3" '
                   f'fill="#fffaf0" opacity="0.8"/>')
    if label:
        font = min(size * 0.19, size * 1.6 / len(label))
        out.append(f'<text x="{x + size / 2:.1f}" y="{y + size / 2 + font / 3:.1f}" text-anchor="middle" '
                   f'font-size="{font:.1f}" fill="#222">{esc(label)}</text>')
    return "".join(out)


def _words(code: str, name: str) -> str:
    kind, label, terrain = _square(code)
    where = TERRAIN[terrain][1] if terrain in TERRAIN else ""
    if kind == "land":
        return f"{name}: empty {where}"
    if kind == "road":
        return f"{name}: road with {len(label)} colonists"
    return f"{name}: {label} ({code})"


def _die(colour: str, value: int, x: float, y: float, size: float, extra: str = "") -> str:
    fill, ink = ("#ffffff", "#111") if colour == "w" else ("#2a5caa", "#fff")
    return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{size:.1f}" height="{size:.1f}" rx="{size / 5:.1f}" fill="{fill}" '
            f'stroke="#111" stroke-width="1.5" {extra}/><text x="{x + size / 2:.1f}" y="{y + size * 0.7:.1f}" '
            f'text-anchor="middle" font-size="{size * 0.6:.1f}" font-weight="bold" fill="{ink}">{value}</text>')


def _target(acts: Sequence[Action], describe: Describe, body: str, x: float, y: float, w: float, h: float,
            label: str = "", cls: str = "target") -> str:
    hover = " / ".join(describe(a) for a in acts)
    text = f"{hover} ({label})" if label else hover
    return (f'<g {target_attrs(acts, describe, cls=cls, label=text)}>{svg_title(text)}{body}'
            f'<rect class="hit" x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="5"/></g>')


def _pick(change: Mapping[str, Any], label: str, pressed: bool, body: str, x: float, y: float, w: float,
          h: float) -> str:
    """A die to pick (UI state only); the picked one has a thick blue frame."""
    frame = ('stroke="#0057d9" stroke-width="4"' if pressed
             else 'stroke="#555" stroke-width="1.5" stroke-dasharray="4 3"')
    return (f'<g {ui_attrs(change, label, pressed)}>{svg_title(label)}{body}'
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="6" fill="none" {frame}/></g>')


def _plain(body: str, label: str) -> str:
    return f'<g aria-label="{esc(label)}">{svg_title(label)}{body}</g>'


def _selected_die(legal: Sequence[Action], ui: Mapping[str, Any]) -> Die | None:
    """The die picked for use: ("white"|"blue", value), kept in the UI state; the first one by default."""
    dice: list[Die] = sorted({(a[1], a[2]) for a in legal if a[0] == "die"}, key=lambda d: (d[0] != "white", d[1]))
    chosen = ui.get("die")
    if isinstance(chosen, list) and len(chosen) == 2 and (chosen[0], chosen[1]) in dice:
        return chosen[0], chosen[1]
    return dice[0] if dice else None   # a die is always picked, so its lines are drawn as targets


# --- the board ------------------------------------------------------------------------------------
def render(view: View, legal: list[Action], describe: Describe, **ctx: Any) -> str:
    tokens: list[Token] = ctx.get("tokens") or tokens_for(None, len(view["players"]))
    ui: Mapping[str, Any] = ctx.get("ui") or {}
    players = view["players"]
    by_kind: defaultdict[str, list[Action]] = defaultdict(list)
    for a in legal:
        by_kind[a[0]].append(a)
    die = _selected_die(legal, ui)
    rows = (len(players) + 1) // 2
    top = 420
    height = top + rows * (COLONY_H + 10)
    out = [f'<svg class="board-svg santamaria" viewBox="0 0 {W} {height}" preserveAspectRatio="xMidYMin meet" '
           f'role="group" aria-label="Santa Maria, year {view.get("year")}" xmlns="http://www.w3.org/2000/svg">',
           f'<rect x="0" y="0" width="{W}" height="{height}" fill="#f7f1e3"/>']
    out.append(_pool(view, by_kind, die, describe))
    out.append(_tracks(view, tokens))
    out.append(_docks(view, by_kind, describe))
    out.append(_retiring(view, by_kind, describe, tokens))
    out.append(_monks(view, by_kind, describe, tokens))
    out.append(_display(view, by_kind, describe))
    for p, info in enumerate(players):
        x = 10 + (p % 2) * (W / 2)
        y = top + (p // 2) * (COLONY_H + 10)
        acting = view.get("actor") == p and view.get("phase") == "play"
        out.append(_colony(view, p, info, x, y, by_kind if acting else {}, die if acting else None, describe, ui,
                           tokens[p]))
    out.append("</svg>")
    return "".join(out)


def _pool(view: View, by_kind: ByKind, die: Die | None, describe: Describe) -> str:
    out = [f'<text x="12" y="30" font-size="20" font-weight="bold">Year {view.get("year")}</text>',
           '<text x="120" y="30" font-size="14">White dice</text>']
    usable = {a[2] for a in by_kind["die"] if a[1] == "white"}
    for i, v in enumerate(view.get("white", [])):
        x = 200 + i * 40
        body = _die("w", v, x, 8, 32)
        if v in usable:
            out.append(_pick({"die": ["white", v]}, f"Pick the white {v}, then a column of your colony",
                             die == ("white", v), body, x - 3, 5, 38, 38))
        else:
            out.append(_plain(body, f"white die {v}"))
    out.append(f'<text x="{W - 230}" y="30" font-size="13">Blue dice on the board: {view.get("blue_store", 0)}</text>')
    return "".join(out)


def _tracks(view: View, tokens: list[Token]) -> str:
    out = []
    for row, (key, label, end, symbols) in enumerate((
            ("religion", "Religion", 15, {2: "M", 4: "M", 7: "M", 9: "M", 12: "M", 15: "M", 5: "D", 10: "D"}),
            ("conquistador", "Conquistador", 10, {3: "G", 6: "G", 9: "G"}))):
        y = 56 + row * 44
        out.append(f'<text x="12" y="{y + 24}" font-size="14">{label}</text>')
        for i in range(end + 1):
            x = 120 + i * 52
            out.append(f'<rect x="{x}" y="{y}" width="50" height="38" rx="4" fill="#efe4c9" stroke="#8a7a5a"/>'
                       f'<text x="{x + 4}" y="{y + 12}" font-size="10">{i}{symbols.get(i, "")}</text>')
        for p, info in enumerate(view["players"]):
            pos = min(info.get(key, 0), end)
            out.append(_plain(token_svg(tokens[p], 120 + pos * 52 + 12 + (p % 2) * 22, y + 18 + (p // 2) * 12, 6),
                              f"{info['name']}: {label} {info.get(key, 0)}"))
    out.append('<text x="120" y="154" font-size="10">M: monk · D: blue die · G: gold</text>')
    return "".join(out)


def _docks(view: View, by_kind: ByKind, describe: Describe) -> str:
    out = ['<text x="12" y="184" font-size="14">Orders</text>']
    ships = defaultdict(list)
    for a in by_kind["ship"]:
        ships[a[1]].append(a)
    for d, dock in enumerate(view.get("docks", [])):
        x, y = 120 + d * 122, 166
        cost = ", ".join(f"{n} {r}" for r, n in (dock["cost"] or {}).items()) or "empty"
        label = f"{dock['dock']} dock: {cost}" + (f", {dock['points']} points" if dock["order"] else "")
        body = (f'<rect x="{x}" y="{y}" width="116" height="50" rx="5" fill="#dfeaf3" stroke="#2a5caa"/>'
                f'<text x="{x + 6}" y="{y + 16}" font-size="11" font-weight="bold">{esc(dock["dock"])}</text>'
                f'<text x="{x + 6}" y="{y + 31}" font-size="10">{esc(cost)}</text>'
                f'<text x="{x + 6}" y="{y + 45}" font-size="10">{dock["points"] or 0} pts · '
                f'{DOCK_WORDS[dock["dock"]]}</text>')
        out.append(_target(ships[d], describe, body, x, y, 116, 50, label) if ships[d] else _plain(body, label))
    return "".join(out)


def _retiring(view: View, by_kind: ByKind, describe: Describe, tokens: list[Token]) -> str:
    out = ['<text x="620" y="160" font-size="12">Retiring spaces</text>']
    acts = {a[1]: a for a in by_kind["withdraw"]}
    for i, seat in enumerate(view.get("retire", [])):
        x, y = 620 + i * 74, 166
        extra = f" ({view.get('roads', 0)} left)" if i == 4 else ""
        label = f"Retiring space {i + 1}: {RETIRE_WORDS[i]}{extra}"
        body = (f'<rect x="{x}" y="{y}" width="70" height="50" rx="5" fill="#eadcc4" stroke="#8a6a3a"/>'
                f'<text x="{x + 5}" y="{y + 14}" font-size="11" font-weight="bold">{i + 1}</text>'
                f'<text x="{x + 5}" y="{y + 30}" font-size="9">{esc(RETIRE_WORDS[i])}{esc(extra)}</text>')
        if seat is not None:
            body += token_svg(tokens[seat], x + 56, y + 14, 8)
            label += f", taken by {view['players'][seat]['name']}"
        out.append(_target([acts[i + 1]], describe, body, x, y, 70, 50, label) if i + 1 in acts
                   else _plain(body, label))
    return "".join(out)


def _monks(view: View, by_kind: ByKind, describe: Describe, tokens: list[Token]) -> str:
    acts = {a[1]: a for a in by_kind["monk"]}
    slots = ([(s["id"], s["name"], s["text"], s["monks"]) for s in view.get("scholars", [])]
             + [(b["id"], "Bishop", f"{b['each']} per {b['counts']}, max {b['max']}", b["monks"])
                for b in view.get("bishops", [])]
             + [(m["id"], "Mission", _effects(m["reward"]), m["monks"]) for m in view.get("missions", [])])
    out = ['<text x="12" y="250" font-size="14">Monks</text>']
    step = _step(87, len(slots))   # 10 slots; 11 with American Kingdoms' 4th scholar
    for i, (sid, name, text, seats) in enumerate(slots):
        x, y = 120 + i * step, 230
        label = f"{sid} {name}: {text}"
        body = (f'<rect x="{x:g}" y="{y}" width="{step - 4:g}" height="56" rx="5" fill="#f3e9f7" stroke="#6a3a8a"/>'
                f'<text x="{x + 4:g}" y="{y + 13}" font-size="10" font-weight="bold">{esc(sid)} {esc(name)}</text>'
                + "".join(token_svg(tokens[q], x + 10 + k * 18, y + 42, 6) for k, q in enumerate(seats)))
        out.append(_target([acts[sid]], describe, body, x, y, step - 4, 56, label) if sid in acts
                   else _plain(body, label))
    return "".join(out)


def _step(most: float, count: int) -> float:
    """The spacing of ``count`` boxes in a row from x = 120 to the board's right edge."""
    return min(most, (W - 130) / max(count, 1))


def _effects(effects: Sequence[Sequence[Any]]) -> str:
    return ", ".join(f"{e[2]} {e[1]}" if e[0] == "gain" else f"{e[1]} {e[0]}" for e in effects)


def _display(view: View, by_kind: ByKind, describe: Describe) -> str:
    acts = {a[1]: a for a in by_kind["expand"]}
    out = ['<text x="12" y="330" font-size="14">Display</text>']
    display = view.get("display", [])
    step = _step(86, len(display))   # 10 tiles; 12 with American Kingdoms' special tiles
    for i, tile in enumerate(display):
        x, y = 120 + i * step, 300
        squares = tile["squares"]
        parts = [f'<rect x="{x:g}" y="{y}" width="{step - 4:g}" height="72" rx="5" fill="#fff8e8" '
                 f'stroke="#8a7a5a"/>', f'<text x="{x + 4:g}" y="{y + 12}" font-size="10">{esc(tile["id"])}</text>']
        offsets = SHAPE_OFFSETS.get(tile["shape"], SHAPE_OFFSETS["triple"])
        size = min(28.0, (step - 16) / (1 + max(dc for _, dc in offsets)) - 2)
        for code, (dr, dc) in zip(squares, offsets):
            parts.append(_space_svg(code, x + 8 + dc * (size + 2), y + 16 + dr * 26, size))
        label = f"expansion tile {tile['id']}: " + ", ".join(squares)
        body = "".join(parts)
        out.append(_target([acts[tile["id"]]], describe, body, x, y, step - 4, 72, label) if tile["id"] in acts
                   else _plain(body, label))
    return "".join(out)


def _colony(view: View, p: int, info: View, x0: float, y0: float, by_kind: ByKind, die: Die | None,
            describe: Describe, ui: Mapping[str, Any], token: Token) -> str:
    """A seat's colony: its header, the die targets on the row and column labels, the 36 spaces with
    their dice and coins, and the unused blue dice beside their rows."""
    out = [f'<g class="colony" data-seat="{p}">',
           f'<rect x="{x0}" y="{y0}" width="{W / 2 - 20}" height="{COLONY_H}" rx="8" fill="#f1e7d0" stroke="#8a7a5a"/>',
           token_svg(token, x0 + 16, y0 + 16, 8),
           f'<text x="{x0 + 30}" y="{y0 + 21}" font-size="14" font-weight="bold">{esc(info["name"])}</text>',
           f'<text x="{x0 + 200}" y="{y0 + 21}" font-size="11">board {esc(info["board"])} · coins {info["coins"]} · '
           f'{info["happiness"]} ☺ · coin activation {info["coin_cost"]}</text>']
    gx, gy = x0 + 30, y0 + 52
    out.append(_line_labels(view, by_kind, die, describe, gx, gy))
    out.append(_spaces(info, by_kind, describe, ui, gx, gy))
    out.append(_blue_dice(info, by_kind, die, gx, gy))
    out.append("</g>")
    return "".join(out)


def _line_labels(view: View, by_kind: ByKind, die: Die | None, describe: Describe, gx: float, gy: float) -> str:
    """Column headers (a white die, or blue with Philosophy) and row labels (blue): targets for the picked die."""
    lines = view.get("lines") or {}
    targets: defaultdict[tuple[str, int], list[Action]] = defaultdict(list)
    for a in by_kind.get("die", []):
        if (a[1], a[2]) == die:
            targets[(a[4], a[3])].append(a)
    out = []
    for v in range(1, 7):
        for orient, (x, y, w, h) in (("column", (gx + (v - 1) * CELL, gy - 22, CELL, 20)),
                                     ("row", (gx - 28, gy + (v - 1) * CELL, 26, CELL))):
            body = (f'<text x="{x + w / 2:.1f}" y="{y + h / 2 + 5:.1f}" text-anchor="middle" font-size="13" '
                    f'fill="{"#2a5caa" if orient == "row" else "#111"}">{v}</text>')
            acts = targets.get((orient, v))
            if acts:
                hits = ", ".join(lines.get(orient, {}).get(str(v), [])) or "nothing"
                out.append(_target(acts, describe, body, x, y, w, h, f"activates {hits}"))
            else:
                out.append(body)
    return "".join(out)


def _space_targets(by_kind: ByKind, ui: Mapping[str, Any]) -> dict[str, list[Action]]:
    """Space name -> the actions clicking it takes: coins, a road tile, or the bought tile in the rotation chosen."""
    per_cell: defaultdict[str, list[Action]] = defaultdict(list)
    for a in by_kind.get("coins", []) + by_kind.get("road", []):
        per_cell[a[1]].append(a)
    place = by_kind.get("place", [])
    if place:
        rots = sorted({a[2] for a in place})
        rot = ui.get("rot") if ui.get("rot") in rots else rots[0]
        for a in place:
            if a[2] == rot:
                per_cell[a[1]].append(a)
    return per_cell


def _spaces(info: View, by_kind: ByKind, describe: Describe, ui: Mapping[str, Any], gx: float, gy: float) -> str:
    colony = " ".join(info["colony"]).split()
    markers = info.get("markers", {})
    per_cell = _space_targets(by_kind, ui)
    out = []
    for i, code in enumerate(colony):
        r, c = divmod(i, 6)
        name = f"r{r + 1}c{c + 1}"
        x, y = gx + c * CELL, gy + r * CELL
        body, label = _space_svg(code, x, y, CELL), _words(code, name)
        mark = markers.get(name)
        if mark:
            body, label = body + _marker_svg(mark, x, y), label + _marker_words(mark)
        acts = per_cell.get(name)
        out.append(_target(acts, describe, body, x, y, CELL, CELL, label) if acts else _plain(body, label))
    return "".join(out)


def _marker_svg(mark: str, x: float, y: float) -> str:
    """Coins ("c2") or a die ("w3", "b5") left on a building this year."""
    if mark[0] == "c":
        return (f'<circle cx="{x + CELL - 13}" cy="{y + 13}" r="10" fill="#f5c400" stroke="#7a5a00"/>'
                f'<text x="{x + CELL - 13}" y="{y + 17}" text-anchor="middle" font-size="11">{mark[1:]}</text>')
    return _die(mark[0], int(mark[1]), x + CELL - 24, y + 3, 21)


def _marker_words(mark: str) -> str:
    if mark[0] == "c":
        return f", {mark[1:]} coins on it"
    return f", {'white' if mark[0] == 'w' else 'blue'} die {mark[1]} on it"


def _blue_dice(info: View, by_kind: ByKind, die: Die | None, gx: float, gy: float) -> str:
    """The unused blue dice beside the rows they show; dice of one value are stacked and picked as one."""
    blue = info.get("blue", [])
    out = []
    for v in sorted(set(blue)):
        count = blue.count(v)
        x, y = gx + 6 * CELL + 2, gy + (v - 1) * CELL + 4
        body = "".join(_die("b", v, x, y + 6 * k, 18) for k in range(count))
        times = f" (×{count})" if count > 1 else ""
        if any(a[1] == "blue" and a[2] == v for a in by_kind.get("die", [])):
            out.append(_pick({"die": ["blue", v]}, f"Pick your blue {v}{times}, then a row", die == ("blue", v),
                             body, x - 2, y - 2, 22, 22 + 6 * (count - 1)))
        else:
            out.append(_plain(body, f"blue die {v}{times}"))
    return "".join(out)


def _chip(selected: bool) -> str:
    return "chip ui-target" + (" selected" if selected else "")


# --- beside the board ---------------------------------------------------------------------------------
def render_side(view: View, legal: list[Action], describe: Describe, **ctx: Any) -> str:
    tokens: list[Token] = ctx.get("tokens") or tokens_for(None, len(view["players"]))
    ui: Mapping[str, Any] = ctx.get("ui") or {}
    out = [f'<p class="round">Year {view.get("year")} · {esc(view.get("prompt", ""))}</p>',
           _special_html(view), _players_html(view, legal, describe, tokens), _rotation_html(legal, ui)]
    outcome: Outcome | None = ctx.get("outcome")
    if outcome is not None and view.get("scores"):
        out.append(_final_html(view, outcome))
    return "".join(out)


def _special_html(view: View) -> str:
    """American Kingdoms' special shipping order, as text (it is fulfilled with the buttons under the board)."""
    if "special_order" not in view:
        return ""
    order = view["special_order"]
    shown = "none left" if order is None else (f"{order['order']}: " + ", ".join(f"{n} {r}" for r, n in
                                                                                 order["cost"].items())
                                               + f", {order['points']} points")
    return f'<p class="special">Special shipping order: {esc(shown)} ({view["special_stack"]} face down)</p>'


def _players_html(view: View, legal: list[Action], describe: Describe, tokens: list[Token]) -> str:
    """Every seat: money, happiness, monks, dice taken, resources (with the market buttons of the seat
    on turn), ships."""
    market: defaultdict[str, list[Action]] = defaultdict(list)
    for a in legal:
        if a[0] in ("sell", "buy"):
            market[a[1]].append(a)
    rows = []
    for p, info in enumerate(view["players"]):
        acting = " acting" if view.get("actor") == p else ""
        res = []
        for r, n in info["resources"].items():
            buttons = "".join(f' <button type="button" {target_attrs([a], describe, cls="target small")}>'
                              f'{a[0]}</button>' for a in market[r]) if view.get("actor") == p else ""
            room = f"/{view['cacao_storage'][p]}" if r == "cacao" and "cacao_storage" in view else ""
            res.append(f"<span>{esc(r)} {n}{room}{buttons}</span>")
        harbour = ", ".join(f"{d}: {len(t)}" for d, t in info["harbour"].items())
        scholar = f" · scholar {esc(info['scholar'])}" if info.get("scholar") else ""
        rows.append(f'<li class="player{acting}" data-seat="{p}">{token_icon(tokens[p], 20)} '
                    f'<strong class="name">{esc(info["name"])}</strong>{" (withdrawn)" if info["out"] else ""}<br>'
                    f'{info["coins"]} coins · {info["happiness"]} happiness · {info["monks"]} monks · '
                    f'white dice taken {info["white_taken"]}{scholar}<br>{" · ".join(res)}<br>'
                    f'<span class="muted">ships: {esc(harbour)}</span></li>')
    return f'<ul class="players">{"".join(rows)}</ul>'


def _rotation_html(legal: list[Action], ui: Mapping[str, Any]) -> str:
    """While a bought tile is placed: the rotations to choose from."""
    place = [a for a in legal if a[0] == "place"]
    if not place:
        return ""
    rots = sorted({a[2] for a in place})
    rot = ui.get("rot") if ui.get("rot") in rots else rots[0]
    chips = "".join(f'<span {ui_attrs({"rot": k}, f"Rotation {k}", k == rot, cls=_chip(k == rot))}>{k * 90}°</span>'
                    for k in rots)
    return (f'<div class="pending"><span class="label">Rotation of the tile (clockwise), then click the space '
            f'of its first square</span><div class="chips">{chips}</div></div>')


def _final_html(view: View, outcome: Outcome) -> str:
    """The final scoring (§7.1) category by category, then the winners after the tie-break (§7.2), or the
    solo result with its goal and the achievements reached (§7.3)."""
    names = [info["name"] for info in view["players"]]
    scores = view["scores"]
    head = "".join(f'<th class="num">{esc(name)}</th>' for name in names)
    rows = "".join(f"<tr><td>{esc(part)}</td>" + "".join(f'<td class="num">{b[part]}</td>' for b in scores) + "</tr>"
                   for part in scores[0])
    table = (f'<table class="score-table"><thead><tr><th>Final scoring</th>{head}</tr></thead>'
             f"<tbody>{rows}</tbody></table>")
    if outcome.won is not None:
        reached = ", ".join(k for k, done in (view.get("achievements") or {}).items() if done) or "none"
        result = (f"{esc(names[0])} {'won' if outcome.won else 'lost'}. Goal: {esc(outcome.goal)} "
                  f"Achievements: {esc(reached)}.")
    else:
        result = (f"{'Winner' if len(outcome.winners) == 1 else 'Shared win'}: "
                  f"{esc(', '.join(names[p] for p in outcome.winners))}.")
    return f'{table}<p class="result">{result}</p>'
