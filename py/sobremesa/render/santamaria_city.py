"""Santa Maria, American Kingdoms' Module D: the Mayan City's board in SVG, drawn from the City's part of the view
(``view["mayan_city"]``, and ``view["city_hand"]`` in the City's own view only).

Top to bottom: the City's name and money; the die symbols 1 to 6 over the six paths (with a die picked, each is the
target of a die move onto that path: hovering or focusing it shows every road the die can walk from there, its
possible stops ringed); the paths' building spots with the roads between them (printed buildings, building tokens
of timber or straw by name, empty spots, the dice and high priests on them, the die on its way with its route),
the road spaces between paths with their road tokens; the five regions' temples (levels completed, the face-up
tile and its cost, the cards tucked there, its points); the storage tiles (full or empty), the gold storage, the
high priests, the face-down stacks and the supplies; the hand, to the City only (its cards by their two actions).

Every click is one of the City's decisions, a target where it is drawn: a die symbol (a die move), a spot (a high
priest, the die's next step or its stop, a building token), a temple (its tile completed), a road space (a road
token), a storage tile (turned full, or taken from the supply), half a card (played; a technology card with a
die), a card (put under the deck). Shared drawing helpers come from ``render.santamaria``.
"""

from __future__ import annotations

import textwrap
from collections import defaultdict
from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import Any

from ..core import Action
from ..core.i18n import and_list, text
from ..games.santamaria.data import MAYA_BUILDINGS, MAYA_LEVELS, MAYA_PATHS
from ..games.santamaria.words import (
    building_word,
    card_words,
    region_word,
    resource_word,
    road_space_text,
    spot_text,
    white_dice_taken,
)
from . import santamaria as board
from . import token_svg

View = Mapping[str, Any]
PAD = 8
COL = 72                                   # a path's width
SPOT_W, SPOT_H = COL - 6, 46
ROW_H = 76                                 # a level of spots, with the roads (and a road space's name) below it
WIDTH = 2 * PAD + MAYA_PATHS * COL
TOKEN_FILL = {"timber": "#c9a27a", "straw": "#f1dc8a", None: "#f6ead2"}
ROUTE = "#0057d9"
PRIEST = "#6a3a8a"


def _acts(c: board.Ctx, kind: str) -> list[Action]:
    return c.by_kind.get(kind, [])


def _centre(spot: str) -> tuple[float, float]:
    """The middle of a spot's box on the board."""
    k, level = int(spot[0]), MAYA_LEVELS.index(spot[1])
    return PAD + (k - 0.5) * COL, TOP + level * ROW_H + SPOT_H / 2


TOP = 104                                  # the first level of spots


def render_city(c: board.Ctx) -> tuple[str, float]:
    """The City's board: its markup and height."""
    city = c.view["mayan_city"]
    parts = [_header(c, city), _roads(c, city), _spots(c, city), _symbols(c, city)]
    y = TOP + len(MAYA_LEVELS) * ROW_H + 4.0
    for part in (_temples, _stores, _hand):
        markup, h = part(c, city, y)
        parts.append(markup)
        y += h
    frame = board._rect(2, 2, WIDTH - 4, y, "#efe2c8", "#8a6a3a", rx=8)
    return frame + "".join(parts), y + PAD


# --- the City's name, money and dice -------------------------------------------------------------------------
def _header(c: board.Ctx, city: View) -> str:
    p, lang = city["seat"], c.lang
    info = c.view["players"][p]
    white = city.get("white_taken", 0)
    money = c.say("city.money", coins=board._count(info["coins"], "coins", lang),
                  happiness=board._count(info["happiness"], "happy", lang),
                  gold=board._count(city["gold"], "gold", lang), supply=city["gold_supply"],
                  dice=text(white_dice_taken(white), lang))
    out = [token_svg(c.tokens[p], PAD + 8, 18, 8),
           board._text(PAD + 22, 23, c.say("city.name", name=info["name"]), 15, width=WIDTH - 40, bold=True),
           board._text(PAD, 42, money, 12, width=WIDTH - 2 * PAD, fill="#333")]
    return "".join(out) + _blue(c, info)


def _blue(c: board.Ctx, info: View) -> str:
    """The City's own blue dice, picked like a colonist's, then a die symbol."""
    out = [board._text(PAD, 62, c.say("city.blue" if info["blue"] else "city.no_blue"), 12, width=66, fill="#333")]
    usable = {board._die_of(a) for a in _acts(c, "city_die")}
    for i, v in enumerate(info["blue"]):
        x = PAD + 70 + i * 28
        body = board._die("b", v, x, 49, 22)
        if ("blue", v) in usable:
            out.append(board._pick({"die": ["blue", v]}, c.say("city.pick_blue", value=v),
                                   c.die == ("blue", v), body, x - 2, 47, 26, 26))
        else:
            out.append(board._plain(body, c.say("city.blue_die", value=v)))
    return "".join(out)


# --- the die symbols and the walks of a die -------------------------------------------------------------------
def _symbols(c: board.Ctx, city: View) -> str:
    """Die symbols 1-6 over the paths: the picked die's targets, each previewing the roads it can walk."""
    moves: defaultdict[int, list[Action]] = defaultdict(list)
    for a in _acts(c, "city_die"):
        if board._die_of(a) == c.die and a[4] == c.pay:
            moves[a[3]].append(a)
    out = []
    for v in range(1, MAYA_PATHS + 1):
        x, y = PAD + (v - 1) * COL + COL / 2 - 13, 72
        body = board._rect(x - 3, y - 2, 32, 30, "#fdf3d6", "#8a6a3a", rx=5) + board._die("w", v, x, y, 26)
        walks = city["walks"].get(str(v), [])
        stops = [spot_text(spot) for spot in sorted({w[-1] for w in walks})]
        where = c.say("city.stops", value=v, spots=stops) if stops else c.say("city.no_stop", value=v)
        if moves.get(v):
            out.append(board._target(moves[v], c.describe, body, x - 3, y - 2, 32, 30, where) + _walks_svg(walks))
        else:
            out.append(board._plain(body, c.say("city.symbol", value=v, where=where)))
    return "".join(out)


def _walks_svg(walks: Sequence[Sequence[str]], start: tuple[float, float] | None = None) -> str:
    """The roads a die can walk (lines through the spots' middles) and where it may stop (rings): a preview shown
    while its target has the pointer or the focus."""
    lines, stops = set(), set()
    for walk in walks:
        points = ([start] if start else [(_centre(walk[0])[0], 100.0)]) + [_centre(spot) for spot in walk]
        lines |= set(pairwise(points))
        stops.add(walk[-1])
    out = [f'<line x1="{a[0]:.1f}" y1="{a[1]:.1f}" x2="{b[0]:.1f}" y2="{b[1]:.1f}" stroke="{ROUTE}" '
           f'stroke-width="6" stroke-linecap="round"/>' for a, b in sorted(lines)]
    out += [board._rect(_centre(s)[0] - SPOT_W / 2 - 2, _centre(s)[1] - SPOT_H / 2 - 2, SPOT_W + 4, SPOT_H + 4,
                        "none", ROUTE, rx=7, extra='stroke-width="4"') for s in sorted(stops)]
    return f'<g class="ghost sm-ghost">{"".join(out)}</g>'


# --- the roads and the road spaces ------------------------------------------------------------------------------
def _roads(c: board.Ctx, city: View) -> str:
    """Down each path, the forks from a path's first building to its neighbours' second, and the road spaces (an
    arc under the level they join; solid with a road token), each a target when a road token is placed."""
    out = []
    for k in range(1, MAYA_PATHS + 1):
        for j in (k - 1, k, k + 1):
            if 1 <= j <= MAYA_PATHS:
                out.append(_road(_centre(f"{k}a"), _centre(f"{j}b")))
        out.append(_road(_centre(f"{k}b"), _centre(f"{k}c")))
    pave = {a[1]: [a] for a in _acts(c, "pave")}
    for space in city["road_spaces"]:
        out.append(_road_space(c, space, pave.get(space["id"])))
    return "".join(out)


def _road(a: tuple[float, float], b: tuple[float, float]) -> str:
    return (f'<line x1="{a[0]:.1f}" y1="{a[1]:.1f}" x2="{b[0]:.1f}" y2="{b[1]:.1f}" stroke="{board.ROAD}" '
            'stroke-width="7" stroke-linecap="round"/>')


def _road_space(c: board.Ctx, space: View, acts: list[Action] | None) -> str:
    (x1, y1), (x2, y2) = (_centre(s) for s in space["joins"])
    low = y1 + SPOT_H / 2 + 12
    dash = "" if space["token"] else ' stroke-dasharray="6 5"'
    colour = board.ROAD if space["token"] else "#8a6a3a"
    arc = (f'<path d="M{x1:.1f} {y1 + SPOT_H / 2:.1f} Q{(x1 + x2) / 2:.1f} {low + 10:.1f} {x2:.1f} '
           f'{y2 + SPOT_H / 2:.1f}" fill="none" stroke="{colour}" stroke-width="5"{dash}/>')
    mid = (x1 + x2) / 2
    name = text(road_space_text(space["id"]), c.lang)
    words = c.say("city.road_token") if space["token"] else name
    box = board._rect(mid - 34, low - 4, 68, 16, board.ROAD if space["token"] else "#fbf6ee", "#6b4b1f", rx=4)
    body = arc + box + board._text(mid, low + 8, words, 11, width=64, anchor="middle")
    label = c.say("city.road_space.paved" if space["token"] else "city.road_space.empty", name=name,
                  ends=[spot_text(s) for s in space["joins"]])
    return board._maybe_target(acts, c.describe, body, (mid - 34, low - 4, 68, 16), label)


# --- the building spots --------------------------------------------------------------------------------------
def _spots(c: board.Ctx, city: View) -> str:
    """Each spot: its building (printed, or a timber or straw token, by name) and what lies on it; the targets of
    the decision at hand drawn last (a high priest, the die's next step or its stop, a building token)."""
    acts: defaultdict[str, list[Action]] = defaultdict(list)
    for kind in ("priest", "go", "build"):
        for a in _acts(c, kind):
            acts[a[1]].append(a)
    die = city.get("die")
    if die and _acts(c, "stop"):
        acts[die["route"][-1]] += _acts(c, "stop")
    plain, targets = [], []
    for spot in city["spots"]:
        body, label = _spot(c, spot, die)
        x, y = _centre(spot["spot"])
        box = (x - SPOT_W / 2, y - SPOT_H / 2, SPOT_W, SPOT_H)
        if acts.get(spot["spot"]):
            targets.append(board._target(acts[spot["spot"]], c.describe, body, *box, label) +
                           _ahead(die, spot["spot"]))
        else:
            plain.append(board._plain(body, label))
    return "".join(plain) + _route(die) + "".join(targets)


def _ahead(die: View | None, spot: str) -> str:
    """The die on its way: the roads it can walk on from its next step ``spot`` (the preview of a "go" target)."""
    if not die or not die["route"]:
        return ""
    n = len(die["route"])
    ahead = [w[n:] for w in die["ahead"] if len(w) > n and w[n] == spot]
    return _walks_svg(ahead, _centre(die["route"][-1])) if ahead else ""


def _spot(c: board.Ctx, spot: View, die: View | None) -> tuple[str, str]:
    x, y = _centre(spot["spot"])
    x0, y0 = x - SPOT_W / 2, y - SPOT_H / 2
    kind, lang = _kind(spot), c.lang
    code = spot["building"]
    empty = code is None
    body = [board._rect(x0, y0, SPOT_W, SPOT_H, TOKEN_FILL[kind], "#6b4b1f", rx=5,
                        extra='stroke-width="2" stroke-dasharray="5 4"' if empty else 'stroke-width="2"')]
    effects = [] if empty else board._effect_parts(MAYA_BUILDINGS[code], lang)
    name = "" if empty else text(building_word(code), lang)
    lines = (list(board._lines(lang, "city.empty_spot")) if empty else
             [*textwrap.wrap(name, 11, break_long_words=False), effects[0] + (" …" if len(effects) > 1 else "")])
    for i, line in enumerate(lines):
        body.append(board._text(x, y0 + 14 + 13 * i + 6 * (len(lines) < 3), line, 11, width=SPOT_W - 4,
                                anchor="middle", fill="#222" if i < len(lines) - 1 or empty else "#5a3a10"))
    what = (c.say("city.spot.empty") if empty else
            c.say(f"city.spot.{kind or 'printed'}", name=name, effects=", ".join(effects)))
    regions = [region_word(r) for r in spot["regions"]]   # one or two: a path's spot borders its regions
    label = c.say("city.spot.label", spot=c.say(f"city.spot.{spot['spot'][1]}", path=spot["spot"][0]), what=what,
                  temples=c.say("city.beside", n=len(regions), first=regions[0], second=regions[-1]))
    on = spot.get("on")
    if on:
        body.append(_on_svg(on, x0 + SPOT_W - 20, y0 - 6))
        label = c.say("space.on_it", space=label, what=_on_words(on, lang))
    if die and die["route"] and die["route"][-1] == spot["spot"]:
        body.append(_die_svg(die["die"], x0 - 6, y0 - 6))
        label = c.say("city.die_here", spot=label, die=_on_words(die["die"], lang))
    return "".join(body), label


def _kind(spot: View) -> str | None:
    """A building token's type (timber, straw), None for a printed building or an empty spot."""
    token = spot.get("token")
    if token is None:
        return None
    return "timber" if token.startswith("TIM") else "straw"


def _on_svg(on: str, x: float, y: float) -> str:
    if on == "priest":
        return (f'<circle cx="{x + 11:.1f}" cy="{y + 6:.1f}" r="5" fill="{PRIEST}" stroke="#fff"/>'
                f'<path d="M{x + 3:.1f} {y + 24:.1f} L{x + 11:.1f} {y + 9:.1f} L{x + 19:.1f} {y + 24:.1f} Z" '
                f'fill="{PRIEST}" stroke="#fff"/>')
    return _die_svg(on, x, y)


def _die_svg(mark: str, x: float, y: float) -> str:
    """A white or blue die; an ambassador die (Module C) ringed in gold; a simulated die move dashed."""
    if mark[0] in "wb":
        return board._die(mark[0], int(mark[1]), x, y, 22)
    if mark[0] in board.AMBASSADOR_MARKS:
        return board._marker_svg(mark, x - 22 + 2, y - 2, 44)
    return (board._rect(x, y, 22, 22, "#fff", ROUTE, rx=4, extra='stroke-width="2" stroke-dasharray="3 2"') +
            board._text(x + 11, y + 16, mark[1], 13, anchor="middle", bold=True, fill=ROUTE))


def _on_words(mark: str, lang: str) -> str:
    if mark == "priest":
        return board._say(lang, "marker.priest")
    if mark[0] in "wb" or mark[0] in board.AMBASSADOR_MARKS:
        return board._marker_what(mark, lang)
    return board._say(lang, "marker.simulated", value=int(mark[1]))


def _route(die: View | None) -> str:
    """The die on its way: the spots it has passed, joined."""
    if not die or len(die["route"]) < 2:
        return ""
    points = " ".join(f"{x:.1f},{y:.1f}" for x, y in (_centre(s) for s in die["route"]))
    return (f'<polyline points="{points}" fill="none" stroke="#e07b00" stroke-width="5" stroke-dasharray="8 4" '
            'pointer-events="none"/>')


# --- the temples ------------------------------------------------------------------------------------------------
def _temples(c: board.Ctx, city: View, y: float) -> tuple[str, float]:
    """A temple in each region, between two paths: its three levels (completed ones filled), the face-up tile with
    its cost (a target when it may be completed), the cards tucked there and the points it scores."""
    acts = {a[1]: [a] for a in _acts(c, "temple")}
    out = [board._text(PAD, y + 12, c.say("city.temples"), 12, width=58, bold=True) +
           board._text(PAD + 62, y + 12, _stacks(c, city), 12, width=WIDTH - 70 - PAD, fill="#444")]
    y += 18
    w, h = COL - 4, 160.0
    for i, temple in enumerate(city["temples"]):
        x = PAD + (i + 1) * COL - w / 2
        out.append(board._maybe_target(acts.get(temple["region"]), c.describe, _temple_svg(c, temple, x, y, w, h),
                                       (x, y, w, h), _temple_words(c, temple)))
    return "".join(out), 18 + h + 6


def _stacks(c: board.Ctx, city: View) -> str:
    stacks = city["temple_stacks"]
    return c.say("city.stacks", stacks=", ".join(c.say(f"city.stack.{size}", n=n) for size, n in stacks.items()))


def _temple_svg(c: board.Ctx, temple: View, x: float, y: float, w: float, h: float) -> str:
    done = len(temple["completed"])
    region = temple["region"]
    out = [board._rect(x, y, w, h, "#f3ead9", "#7a5a2a", rx=5),
           board._text(x + w / 2, y + 14, text(region_word(region), c.lang), 12, width=w - 4, anchor="middle",
                       bold=True)]
    out.append(board._text(x + w / 2, y + 27, c.say(f"city.reward.{region}"), 11, width=w - 4, anchor="middle",
                           fill="#444"))
    for level in range(3):   # large at the bottom, small on top
        bw = w - 12 - level * 10
        by = y + 74 - level * 14
        filled = level < done
        out.append(board._rect(x + (w - bw) / 2, by, bw, 12, "#c8960c" if filled else "#fbf6ee", "#7a5a2a", rx=2,
                               extra='stroke-width="2.5"' if level == done else ""))
    tile = temple["face_up"]
    lines = ([c.say(f"city.size.{tile['size']}"),
              *textwrap.wrap(" ".join(board._short(n, r, c.lang) for r, n in tile["cost"].items()), 10)]
             if tile else [c.say("city.finished")])
    for i, line in enumerate(lines[:3]):
        out.append(board._text(x + 4, y + 101 + 13 * i, line, 11, width=w - 8))
    out.append(board._text(x + 4, y + h - 20, c.say("city.cards", n=len(temple["cards"])), 11, width=w - 8,
                           fill="#333"))
    out.append(board._text(x + 4, y + h - 7, board._points(temple["points"], c.lang), 11, width=w - 8, fill="#333"))
    return "".join(out)


def _temple_words(c: board.Ctx, temple: View) -> str:
    tile = temple["face_up"]
    face = (c.say(f"city.face_up.{tile['size']}", cost=", ".join(board._cost_parts(tile["cost"], c.lang)))
            if tile else c.say("city.all_built"))
    cards = [text(card["action"], c.lang) for card in temple["cards"]]
    tucked = c.say("city.tucked", n=len(cards), cards="; ".join(cards)) if cards else c.say("city.none_tucked")
    return c.say(f"city.temple.{temple['region']}", done=len(temple["completed"]), face=face,
                 reward=c.say(f"city.reward_full.{temple['region']}"), tucked=tucked,
                 points=board._points(temple["points"], c.lang))


# --- storage, gold, high priests, supplies ----------------------------------------------------------------------
def _stores(c: board.Ctx, city: View, y: float) -> tuple[str, float]:
    """The storage tiles (full or empty; an empty one is a target when it may be turned full), the tiles in the
    supply (targets when one is taken), then a line each: gold, high priests, tokens, cards."""
    top = y
    fill = {a[1]: [a] for a in _acts(c, "fill")}
    take = {a[1]: [a] for a in _acts(c, "storage")}
    out = [board._text(PAD, y + 12, c.say("city.storage"), 12, width=86, bold=True)]
    x = PAD + 90
    for store in city["storage"]:
        for k in range(store["tiles"]):
            full = k < store["full"]
            state = "full" if full else "empty"
            res = resource_word(store["resource"])
            body = (board._rect(x, y, 66, 18, "#d9c08a" if full else "#fbf6ee", "#6b4b1f", rx=3) +
                    board._text(x + 33, y + 13, c.say(f"city.store.{state}", res=res), 11, width=62,
                                anchor="middle", bold=full))
            acts = fill.get(store["resource"]) if not full else None
            out.append(board._maybe_target(acts, c.describe, body, (x, y, 66, 18),
                                           c.say(f"city.store.label.{state}", res=res)))
            x += 70
            if x + 66 > WIDTH - PAD:
                x, y = PAD + 90, y + 22
    y += 24
    out.append(board._text(PAD, y + 12, c.say("city.supply"), 12, width=86, bold=True))
    for i, res in enumerate(city["spare"]):
        bx = PAD + 90 + i * 70
        body = board._rect(bx, y, 66, 18, "#fbf6ee", "#9a8a6a", rx=3) + board._text(
            bx + 33, y + 13, c.say("city.spare", res=resource_word(res)), 11, width=62, anchor="middle")
        out.append(board._maybe_target(take.get(res), c.describe, body, (bx, y, 66, 18),
                                       c.say("city.spare.label", res=resource_word(res))))
    y += 24
    for line, words in _supply_lines(c, city):
        out.append(board._plain(board._text(PAD, y + 12, line, 12, width=WIDTH - 2 * PAD, fill="#333"), words))
        y += 16
    return "".join(out), y - top + 6


def _supply_lines(c: board.Ctx, city: View) -> list[tuple[str, str]]:
    """The high priests, the tokens left, the cards, the gold: each line, and its words on hover."""
    placed = sum(spot.get("on") == "priest" for spot in city["spots"])
    tokens: defaultdict[str, list[str]] = defaultdict(list)
    for t in city["building_tokens"]:
        tokens[t["type"]].append(text(building_word(t["building"]), c.lang))
    left = ", ".join(c.say(f"city.tokens.{kind}", n=len(names)) for kind, names in tokens.items()) or \
        c.say("city.none")
    names = "; ".join(c.say(f"city.token_names.{kind}", names=", ".join(names)) for kind, names in tokens.items())
    lines = [c.say("city.priests", ready=city["priests"], placed=placed, supply=city["priests_supply"]),
             c.say("city.tokens_left", left=left, roads=city["road_tokens"]),
             c.say("city.action_cards", hand=city["hand"], deck=city["deck"], under=city["under"]),
             c.say("city.gold", n=city["gold"])]
    offer = city.get("offer")
    if offer is not None:   # an offer to another player in progress (its buttons in the side panel)
        to = c.view["players"][offer["seat"]]["name"]
        lines.append(c.say("city.offer.sent" if offer["sent"] else "city.offer.preparing", name=to,
                           gives=_side(offer["gives"], c.lang), asks=_side(offer["asks"], c.lang)))
    return [(line, c.say("city.tokens_named", line=line, names=names) if i == 1 and names else line)
            for i, line in enumerate(lines)]


# --- the hand (the City's own view only) -----------------------------------------------------------------------
def _hand(c: board.Ctx, city: View, y: float) -> tuple[str, float]:
    """The City's cards, two to a row, each with its two actions: a half is a target when it may be played (a
    technology card with a die), the card when it may be put under the deck. Marked secret."""
    hand = c.view.get("city_hand")
    if hand is None:
        return "", 0.0
    per_half: defaultdict[tuple[str, int], list[Action]] = defaultdict(list)
    for a in _acts(c, "play"):
        per_half[(a[1], a[2])].append(a)
    for a in _acts(c, "tech"):
        per_half[(a[1], next(i for i, t in enumerate(_actions(hand, a[1])) if t.startswith("technology")))].append(a)
    discard = {a[1]: [a] for a in _acts(c, "discard")}
    out = [board._text(PAD, y + 12, c.say("city.hand", n=len(hand)), 12, width=WIDTH - 2 * PAD, bold=True)]
    w = (WIDTH - 2 * PAD - 6) / 2
    for i, card in enumerate(hand):
        x, cy = PAD + (i % 2) * (w + 6), y + 18 + (i // 2) * 40
        halves = []
        named = text(card_words(card["actions"]), c.lang)
        for half, action in enumerate(card["actions"]):
            words = text(action, c.lang)
            body = (board._rect(x, cy + half * 18, w, 17, "#fffaf0", "#6b4b1f", rx=3) +
                    board._text(x + 4, cy + 13 + half * 18, words, 12, width=w - 8))
            halves.append(board._maybe_target(per_half.get((card["id"], half)), c.describe, body,
                                              (x, cy + half * 18, w, 17), c.say("city.half", card=named, action=words)))
        frame = board._rect(x - 1, cy - 1, w + 2, 37, "none", "#3a2a10", rx=4)
        whole = "".join(halves) + frame
        if card["id"] in discard:
            whole = board._target(discard[card["id"]], c.describe, whole, x - 1, cy - 1, w + 2, 37, named)
        out.append(whole)
    rows = (len(hand) + 1) // 2
    return f'<g class="secret">{"".join(out)}</g>', 18 + rows * 40 + 6


def _actions(hand: Sequence[View], card: str) -> list[str]:
    return next(c["actions"] for c in hand if c["id"] == card)



# --- an offer to another player (the side panel, on every screen) ------------------------------------------------
OFFER_KINDS = ("offer_give", "offer_ask", "offer_back")
OFFER_ITEMS = ("wood", "grain", "sugar", "gem", "cacao", "gold", "coins")   # the rows' order


def offer_html(view: View, legal: Sequence[Action], describe: board.Describe, lang: str = board.ENGLISH) -> str:
    """The City's offer in progress: to whom, what it gives, what it asks, and whether it waits for the answer;
    while the City builds it, a row of buttons for each item (give one more, ask one more, take one back), then
    send or withdraw; the colonist asked answers with accept or decline. The offers declined in this trade too."""
    city = view.get("mayan_city") or {}
    offer, refused = city.get("offer"), city.get("refused") or []
    if offer is None and not refused:
        return ""
    names = [info["name"] for info in view["players"]]
    parts = []
    if offer is not None:
        to, by = names[offer["seat"]], names[city["seat"]]
        state = board._say(lang, "offer.sent", to=to) if offer["sent"] else board._say(lang, "offer.preparing", by=by)
        terms = board._say(lang, "offer.terms", by=by, to=to, gives=_side(offer["gives"], lang),
                           asks=_side(offer["asks"], lang))
        parts.append(f'<span class="label">{board.esc(board._say(lang, "offer", by=by, to=to))}</span>'
                     f'<p class="sm-offer-terms">{board.esc(terms)}</p>'
                     f'<p class="muted">{board.esc(state)}</p>' + _offer_buttons(legal, describe, lang))
    if refused:
        declined = board._say(lang, "offer.declined", offers="; ".join(text(x["text"], lang) for x in refused))
        parts.append(f'<p class="muted">{board.esc(declined)}</p>')
    return f'<div class="pending sm-offer">{"".join(parts)}</div>'


def _side(items: Mapping[str, int], lang: str) -> str:
    parts = [board._count(n, item, lang) for item, n in items.items()]
    return and_list(parts, lang) if parts else board._say(lang, "city.nothing")


def _offer_buttons(legal: Sequence[Action], describe: board.Describe, lang: str) -> str:
    """The City's steps as buttons, an item a row; then send, withdraw, accept, decline."""
    rows: defaultdict[str, list[Action]] = defaultdict(list)
    for a in legal:
        if a[0] in OFFER_KINDS:
            rows[a[1]].append(a)
    out = []
    for item, acts in sorted(rows.items(), key=lambda row: OFFER_ITEMS.index(row[0])
                             if row[0] in OFFER_ITEMS else len(OFFER_ITEMS)):
        buttons = "".join(_button(a, describe, board._say(lang, a[0].replace("_", ".")), "target small") for a in acts)
        words = board._say(lang, "offer.coins") if item == "coins" else text(resource_word(item), lang)
        out.append(f'<li><span class="sm-offer-item">{board.esc(words)}</span> {buttons}</li>')
    ends = "".join(_button(a, describe, describe(a), "target") for a in legal
                   if a[0] in ("offer_send", "offer_withdraw", "offer_accept", "offer_decline"))
    return (f'<ul class="sm-offer-items">{"".join(out)}</ul>' if out else "") + \
        (f'<div class="sm-offer-ends">{ends}</div>' if ends else "")


def _button(action: Action, describe: board.Describe, words: str, cls: str) -> str:
    attrs = board.target_attrs([action], describe, cls=cls, shown=words)
    return f'<button type="button" {attrs}>{board.esc(words)}</button>'
