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
from collections.abc import Sequence
from typing import Any

from ..core import Action, Outcome
from ..core.words import and_list, plural
from ..games.calimala import data
from ..games.calimala.data import ACTIONS, NAMES, SCORING_CARDS
from ..games.calimala.words import DISC_KINDS, action_name, discs_left, workshops_and_houses
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
ACTION_WORDS = {x: action_name(x) for x in ACTIONS}
ICONS = {x: colour_dot(ACTION_COLOURS[x]) for x in data.RESOURCES}   # the goods in a player's panel
CHURCHES = tuple((c, NAMES[c]) for c in data.CHURCHES)
CITIES = tuple((c, NAMES[c]) for c in data.TRADE_CITIES + data.PORT_CITIES)
ROWS = (("wood", "wood"), ("brick", "brick"), ("marble", "marble"), ("art", "artwork"))
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


def _who(view: View, counts: Sequence[int]) -> str:
    """The cubes of an area by owner: "2 cubes of Ana, 1 cube of Ben, 1 neutral cube", or "empty"."""
    names = [p["name"] for p in view["players"]]
    return ", ".join(plural(k, "cube") + f" of {names[e]}" if e < len(names) else plural(k, "neutral cube")
                     for e, k in enumerate(counts) if k) or "empty"


def render(view: View, legal: list[Action], describe: Describe, **ctx: Any) -> str:
    n = len(view["players"])
    tokens = list(ctx.get("tokens") or tokens_for(None, n))
    out = [(f'<svg class="board-svg calimala" viewBox="0 0 {W} {H}" preserveAspectRatio="xMidYMin meet" '
           f'data-pan-zoom="calimala" role="group" aria-label="Calimala board" xmlns="http://www.w3.org/2000/svg">'),
           f'<rect x="0" y="0" width="{W}" height="{H}" fill="#f4ecd8"/>']
    areas = _area_actions(legal)
    out.append(_council(view, tokens, areas, describe))
    out.append(_grid(view, legal, describe, tokens))
    out.append(_churches(view, tokens, areas, describe))
    out.append(_cities(view, tokens, areas, describe))
    out.append(_mats(view, tokens))
    out.append("</svg>")
    return "".join(out)


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


def _council(view: View, tokens: Sequence[Token], areas: dict[str, list[Action]], describe: Describe) -> str:
    names = [p["name"] for p in view["players"]]
    out = ['<g class="council"><text x="24" y="28" font-size="20" font-weight="bold">Palazzo Vecchio</text>']
    nxt = sum(1 for t in view["council"] if t["triggered"])
    for i, tile in enumerate(view["council"]):
        x, y = 24 + (i % 5) * 92, 40 + (i // 5) * 74
        fill = "#e0d6bd" if tile["triggered"] else "#fffaf0"
        stroke = ' stroke="#111" stroke-width="3"' if i == nxt else ' stroke="#8a7a5a"'
        words = f"{i + 1}. {tile['name']}"
        if tile["triggered"]:
            words += f": seat of {names[tile['seat']]}" if tile["seat"] is not None else ": scored, no seat"
        elif i == nxt:
            words += " (next scoring)"
        out.append(f'<g aria-label="{esc(words)}">{svg_title(words)}<rect x="{x}" y="{y}" width="86" height="68" '
                   f'rx="6" fill="{fill}"{stroke}/>')
        for k, part in enumerate(tile["name"].split(" ", 1)):
            out.append(f'<text x="{x + 43}" y="{y + 20 + 14 * k}" font-size="12" text-anchor="middle">'
                       f"{esc(part)}</text>")
        if tile["seat"] is not None:
            out.append(token_svg(tokens[tile["seat"]], x + 43, y + 52, 10))
        elif tile["triggered"]:
            out.append(f'<text x="{x + 43}" y="{y + 58}" font-size="16" text-anchor="middle">—</text>')
        out.append("</g>")
    art = view["board"]["palazzo.art"]
    body = (f'<rect x="20" y="262" width="160" height="26" fill="#f4ecd8"/><text x="24" y="280" font-size="13">'
            f"Artwork</text>{_slots(art, 4, tokens, 90, 267)}")
    out.append(_area(areas, "palazzo.art", "Council artwork: " + _who(view, art), describe, body) + "</g>")
    return "".join(out)


def _square(i: int) -> tuple[float, float]:
    return GX + (i % 3) * (SQ + GAP), GY + (i // 3) * (SQ + GAP)


def _grid(view: View, legal: list[Action], describe: Describe, tokens: Sequence[Token]) -> str:
    out = ['<g class="grid">']
    for i, slot in enumerate(view["grid"]):
        action = view["grid"][slot]
        x, y = _square(i)
        fixed = " (printed on the board)" if slot == view.get("fixed_slot") else ""
        out.append(f'<g aria-label="{esc(ACTION_WORDS[action] + fixed)}">{svg_title(ACTION_WORDS[action] + fixed)}'
                   f'<rect x="{x}" y="{y}" width="{SQ}" height="{SQ}" rx="10" fill="{ACTION_COLOURS[action]}" '
                   f'stroke="#5a4a2a" stroke-width="{3 if fixed else 1.5}"/>'
                   f'<text x="{x + SQ / 2}" y="{y + SQ / 2 + 6}" font-size="17" text-anchor="middle">'
                   f"{ACTION_WORDS[action]}</text></g>")
    places: dict[str, list[Action]] = defaultdict(list)
    for a in legal:
        if a[0] in ("place", "seat_from"):
            places[a[1]].append(a)
    active = (view.get("activation") or {}).get("street")
    for name, street in view["streets"].items():
        (ax, ay), (bx, by) = (_square(int(s[1]) * 3 + int(s[3])) for s in street["joins"])
        cx, cy = (ax + bx) / 2 + SQ / 2, (ay + by) / 2 + SQ / 2
        discs = street["discs"]
        space = " and ".join(ACTION_WORDS[x] for x in street["actions"])
        words = f"The action space of {space}; " + (
            "discs from the bottom: " + ", ".join(_disc_words(view, d) for d in discs) if discs else "no disc")
        ring = ' stroke="#111" stroke-width="4"' if name == active else ' stroke="#5a4a2a" stroke-width="1.5"'
        body = [f'<circle cx="{cx}" cy="{cy}" r="27" fill="#fffaf0"{ring}/>']
        for k, d in enumerate(discs):
            body.append(_disc(tokens, d, cx - 15 + 10 * k, cy + 9 - 6 * k, 9))
        acts = places.get(name, [])
        if acts:
            label = " / ".join(describe(a) for a in acts)
            attrs = target_attrs(acts, describe, label=f"{label} ({words})", shown=shown_text("".join(body)))
            out.append(f'<g {attrs} data-street="{name}">'
                       f'{svg_title(label + " — " + words)}<circle class="hit" cx="{cx}" cy="{cy}" r="29"/>'
                       f'{"".join(body)}</g>')
        else:
            out.append(f'<g class="street" data-street="{name}" aria-label="{esc(words)}">{svg_title(words)}'
                       f'{"".join(body)}</g>')
    out.append("</g>")
    return "".join(out)


def _disc_words(view: View, disc: str) -> str:
    names = [p["name"] for p in view["players"]]
    owner = names[int(disc[1:])] if int(disc[1:]) < len(names) else "?"
    return {"c": owner, "w": f"white ({owner})", "n": f"neutral ({owner})"}[disc[0]]


def _churches(view: View, tokens: Sequence[Token], areas: dict[str, list[Action]], describe: Describe) -> str:
    out = ['<g class="churches">']
    for k, (key, name) in enumerate(CHURCHES):
        x, y = 520 + k * 225, 14
        out.append(f'<rect x="{x}" y="{y}" width="215" height="270" rx="8" fill="#fbf6ea" stroke="#8a7a5a"/>'
                   f'<text x="{x + 8}" y="{y + 22}" font-size="15" font-weight="bold">{esc(name)}</text>')
        for r, (row, word) in enumerate(ROWS):
            area = f"{key}.{row}"
            counts = view["board"][area]
            words = f"{name}, {word}: {_who(view, counts)}"
            body = (f'<rect x="{x + 4}" y="{y + 36 + r * 56}" width="207" height="34" rx="4" fill="#fbf6ea"/>'
                    f'<text x="{x + 8}" y="{y + 56 + r * 56}" font-size="13">{word}</text>'
                    f'{_slots(counts, CAPACITY[key], tokens, x + 70, y + 42 + r * 56, 20, 6)}')
            out.append(_area(areas, area, words, describe, body))
    out.append("</g>")
    return "".join(out)


def _cities(view: View, tokens: Sequence[Token], areas: dict[str, list[Action]], describe: Describe) -> str:
    names = [p["name"] for p in view["players"]]
    out = [('<g class="cities"><text x="520" y="318" font-size="18" font-weight="bold">Trade cities</text>'
           '<text x="520" y="578" font-size="18" font-weight="bold">Port cities</text>')]
    for k, (key, name) in enumerate(CITIES):
        x, y = 520 + (k % 3) * 225, 330 + (k // 3) * 260
        counts = view["board"][key]
        words = f"{name}, cloth: {_who(view, counts)}"
        houses = view["houses"].get(key, [])
        if key in view["houses"]:
            words += "; trade houses: " + (", ".join(names[p] for p in houses) or "none")
        body = [(f'<rect x="{x}" y="{y}" width="215" height="230" rx="8" fill="#eef3f7" stroke="#5f7a8a"/>'
                f'<text x="{x + 8}" y="{y + 22}" font-size="15" font-weight="bold">{esc(name)}</text>'
                f'{_slots(counts, 12, tokens, x + 12, y + 40, 28, 6)}')]
        for h, p in enumerate(houses):
            hx, hy = x + 20 + h * 34, y + 150
            body.append(f'<path d="M{hx - 12} {hy + 12} L{hx - 12} {hy - 2} L{hx} {hy - 14} L{hx + 12} {hy - 2} '
                        f'L{hx + 12} {hy + 12} Z" fill="{tokens[p].colour}" stroke="#111"/>'
                        + token_svg(tokens[p], hx, hy + 24, 6))
        out.append(_area(areas, key, words, describe, "".join(body)))
    out.append("</g>")
    return "".join(out)


def _mats(view: View, tokens: Sequence[Token]) -> str:
    """Each player's mat: workshops (4 cloth each), warehouses (4 each), port, trade houses, discs."""
    players = view["players"]
    width = (W - 24) / len(players)
    out = ['<g class="mats">']
    for p, info in enumerate(players):
        x, y = 12 + p * width, MAT_Y
        me = ' stroke="#111" stroke-width="3"' if view.get("actor") == p else ' stroke="#8a7a5a"'
        out.append(f'<rect x="{x}" y="{y}" width="{width - 8}" height="210" rx="8" fill="#fbf6ea"{me}/>'
                   + token_svg(tokens[p], x + 16, y + 18, 9)
                   + f'<text x="{x + 32}" y="{y + 24}" font-size="15" font-weight="bold">{esc(info["name"])}</text>'
                   f'<text x="{x + width - 16}" y="{y + 24}" font-size="15" text-anchor="end">{info["score"]}</text>')
        rows = [("workshops", [(c, 4) for c in info["workshops"]] + [(0, 0)] * (3 - len(info["workshops"])))]
        rows.append(("warehouses", [(info["warehouses"][r], 4) for r in ("wood", "brick", "marble")]))
        for r, (label, boxes) in enumerate(rows):
            yy = y + 44 + r * 62
            out.append(f'<text x="{x + 8}" y="{yy}" font-size="11">{label}</text>')
            for b, (filled, capacity) in enumerate(boxes):
                bx = x + 8 + b * (width - 16) / 3
                if r:  # under the slots, clear of the row's label
                    out.append(f'<text x="{bx}" y="{yy + 28}" font-size="10">{("wood", "brick", "marble")[b]}</text>')
                if capacity:
                    words = (f"{info['name']}: workshop {b + 1}, {filled} cloth" if r == 0 else
                             f"{info['name']}: {('wood', 'brick', 'marble')[b]} {filled}")
                    out.append(f'<g aria-label="{esc(words)}">{svg_title(words)}'
                               f'{_slots([0] * p + [filled], capacity, tokens, bx, yy + 6, 10, 4)}</g>')
                else:
                    out.append(f'<text x="{bx}" y="{yy + 16}" font-size="10" fill="#8a7a5a">(no workshop)</text>')
        lines = (f"{plural(info['ships'], 'ship')} · {plural(info['cubes'], 'cube')} · "
                 f"{plural(info['seats'], 'seat')}",
                 f"{plural(len(info['houses']), 'trade house')} · {plural(info['hand_size'], 'action card')}",
                 discs_left(info["discs"]))
        houses = and_list([NAMES[c] for c in info["houses"]]) or "no city"
        words = (f"{info['name']}: {plural(info['ships'], 'ship')}, trade houses in {houses}; "
                 f"{discs_left(info['discs'])} left; {plural(info['cubes'], 'cube')} in reserve; "
                 f"{plural(info['hand_size'], 'action card')}; {plural(info['seats'], 'seat')} in the council")
        out.append(f'<g aria-label="{esc(words)}">{svg_title(words)}'
                   + "".join(f'<text x="{x + 8}" y="{y + 156 + 18 * k}" font-size="12">{esc(line)}</text> '
                             for k, line in enumerate(lines)) + "</g>")
    out.append("</g>")
    return "".join(out)


# --- beside the board ----------------------------------------------------------------------------
def render_side(view: View, legal: list[Action], describe: Describe, **ctx: Any) -> str:
    n = len(view["players"])
    tokens = list(ctx.get("tokens") or tokens_for(None, n))
    seat = view.get("seat")
    outcome: Outcome | None = ctx.get("outcome")
    out = [_status(view)]
    out.append(_players(view, tokens, seat, () if outcome is None else outcome.winners))
    out.append(_activation(view, legal, describe))
    out.append(_hand(view, legal, describe, seat))
    out.append(_scoring_cards(view, legal, describe, seat))
    return "".join(out)


def _status(view: View) -> str:
    phase = {"cards": "choosing scoring cards", "take": "taking starting action cards", "place": "placing a disc",
             "resolve": "activating a street", "over": "game over"}[view["phase"]]
    last = " · last round" if view.get("last_round") else ""
    faceup = ", ".join(_card_name(c) for c in view["faceup"]) or "none"
    return (f'<p class="round">Calimala · {esc(phase)}{last}<br>'
            f'<span class="muted">Deck {plural(view["deck"], "card")}, '
            f'discard pile {len(view["discard"])} · face-up scoring card: {esc(faceup)}</span></p>')


def _players(view: View, tokens: Sequence[Token], seat: int | None, winners: Sequence[int]) -> str:
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
        fifty = " (50 tile)" if info["fifty"] else ""
        rows.append(
            f'<li class="player{me}{acting}{win}" data-seat="{p}">{token_icon(tokens[p], 20)} '
            f'<strong class="name">{esc(info["name"])}</strong>{" (you)" if p == seat else ""}{fifty}'
            f'{counter_chips(counts, icons=icons)}'
            f'<span class="small">{esc(workshops_and_houses(info["workshops"], info["houses"]))}</span></li>')
    return f'<ul class="players">{"".join(rows)}</ul>'


def _activation(view: View, legal: list[Action], describe: Describe) -> str:
    a = view.get("activation")
    if not a:
        return ""
    names = [p["name"] for p in view["players"]]
    pending = ", ".join(ACTION_WORDS[x] for x in a["pending"]) or "nothing"
    space = " and ".join(ACTION_WORDS[x] for x in view["streets"][a["street"]]["actions"])
    out = [(f'<div class="pending"><span class="label">{esc(names[a["seat"]])} activates the action space of {space}: '
           f"still {esc(pending)}</span>")]
    by_kind: dict[tuple[str, str], list[Action]] = defaultdict(list)
    for act in legal:
        if act[0] in ("do", "skip", "draw"):
            by_kind[(act[0], act[1])].append(act)
        elif act[0] in ("ship", "transport"):
            by_kind[(act[0], "more")].append(act)
    buttons = []
    for (kind, what), acts in by_kind.items():
        text = {"do": f"{ACTION_WORDS.get(what, what)}…", "skip": f"Skip {ACTION_WORDS.get(what, what)}",
                "draw": f"Draw a card for {ACTION_WORDS.get(what, what)}",
                "ship": "Ship another cube…", "transport": "Transport another cube…"}[kind]
        buttons.append(f'<button type="button" {target_attrs(acts, describe, cls="target button", shown=text)}>'
                       f"{esc(text)}</button>")
    out.append(" ".join(buttons) + "</div>")
    return "".join(out)


def _hand(view: View, legal: list[Action], describe: Describe, seat: int | None) -> str:
    if seat is None or view["players"][seat].get("hand") is None:
        return ""
    hand = view["players"][seat]["hand"]
    plays: dict[str, list[Action]] = defaultdict(list)
    for act in legal:
        if act[0] == "card":
            plays[act[1]].append(act)
    cards = []
    for action, count in hand.items():
        label = f"{ACTION_WORDS[action]} ×{count}" if count > 1 else ACTION_WORDS[action]
        if plays.get(action):
            attrs = target_attrs(plays[action], describe, cls="card target", shown=label)
            cards.append(f'<button type="button" {attrs}>'
                         f"{esc(label)}</button>")
        else:
            cards.append(f'<span class="card disabled">{esc(label)}</span>')
    display = ""
    takes = [a for a in legal if a[0] == "take"]
    if view["display"]:
        chips = [f'<button type="button" {target_attrs([a], describe, cls="card target", shown=ACTION_WORDS[a[1]])}>'
                 f"{ACTION_WORDS[a[1]]}</button>" for a in takes]
        display = (f'<div class="cards"><span class="label">Starting cards</span>'
                   f'{"".join(chips) or esc(", ".join(ACTION_WORDS[c] for c in view["display"]))}</div>')
    return (f'<div class="hand secret"><span class="label">Your action cards</span>'
            f'<div class="cards">{"".join(cards) or "none"}</div></div>{display}')


def _scoring_cards(view: View, legal: list[Action], describe: Describe, seat: int | None) -> str:
    if seat is None:
        return ""
    me = view["players"][seat]
    choose = [a for a in legal if a[0] in ("keep", "show")]
    parts = []
    if choose:
        verb = "Keep" if choose[0][0] == "keep" else "Lay out"
        parts += [f'<button type="button" {target_attrs([a], describe, cls="card target", shown=text)}>'
                  f"{esc(text)}</button>" for a in choose for text in [f"{verb} {_card_name(a[1])}"]]
    if me.get("kept"):
        parts.append(f'<span class="card">kept: {esc(_card_name(me["kept"]))}</span>')
    if me.get("shown"):
        parts.append(f'<span class="card">laid out: {esc(_card_name(me["shown"]))}</span>')
    if not parts:
        return ""
    return (f'<div class="hand secret"><span class="label">Your scoring cards</span>'
            f'<div class="cards">{"".join(parts)}</div></div>')


def _card_name(card: str) -> str:
    return SCORING_CARDS[card][0] if card in SCORING_CARDS else card
