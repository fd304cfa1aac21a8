"""Santa Maria in SVG: the common board in a column on the left (dice pool, tracks, shipping orders,
retiring spaces, monks, expansion tiles), each seat's colony to its right (one, two stacked, or two by
two), so that the board fills a landscape screen and its words stay readable.

Using a die is two clicks: pick a die (the pool's white dice, or a blue die beside your rows), then a
column header (white), a row label (blue) or, with Archery, a corner arrow (a diagonal); every target
says on hover or focus what it does, the buildings it activates included. With cacao (American
Kingdoms) the side panel offers how to change the die's value: coins by the pip, or 1 cacao for any
value. Coins activate a building by clicking it; expansion tiles are bought from the display, then
placed by choosing a rotation in the side panel and clicking the space of the tile's first square (the
tile shows where it would lie on hover).

American Kingdoms: the special shipping order on the new harbour (extension tile 1, with the 4th
scholar), the bishops and the new missionary station (extension tile 2), the 3 x 1 special tiles in the
display, each seat's cacao storage full or empty, the docks of each seat's harbour (the targets when a
special order is docked), Meditation's second retiring space, Archery's diagonals.

Interface: see ``sobremesa.render`` (``render`` and ``render_side``). At the end, the side panel shows
every seat's score breakdown, the winners from ``ctx["outcome"]`` (the game's ``outcome``: its
tie-break, or the solo goal), and the solo achievements.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from types import ModuleType
from typing import Any

from ..core import Action, Outcome
from ..core.i18n import ENGLISH, Arg, say, text
from ..games.santamaria.colony import CELL_INDEX
from ..games.santamaria.data import (
    BUILDING_NAMES,
    BUILDINGS,
    CONQUEST_END,
    CONQUEST_GOLD,
    GOVERNOR_POINTS,
    PRODUCTION,
    PRODUCTION_PRICES,
    RELIGION_DICE,
    RELIGION_END,
    RELIGION_MONKS,
    ROAD_TILE,
    ROADS,
    SHAPES,
    SPECIALISTS,
    TILE_COST,
    TILES,
    TRADES,
    UPGRADE_PRICES,
    UPGRADES,
)
from ..games.santamaria.words import (
    amount,
    bishop_word,
    building_word,
    place_in_line,
    resource_word,
    scholar_ability,
    scholar_word,
    spot_text,
    terrain_word,
    white_dice_taken,
)
from . import (
    Describe,
    Drawn,
    Token,
    counter_chips,
    esc,
    named,
    shown_text,
    svg_title,
    target_attrs,
    token_icon,
    token_svg,
    tokens_for,
    ui_attrs,
)

View = Mapping[str, Any]
ByKind = Mapping[str, list[Action]]
Die = tuple[str, int]


def city_seat(view: View) -> int | None:
    """The seat that plays the City, None without Module D."""
    part = view.get("mayan_city")
    return part["seat"] if part else None


def _city_board() -> ModuleType:
    """Module D's board (``render.santamaria_city``), imported with the first City drawn: a game without the City
    never compiles it (issue 16: inside Pyodide an import is mostly compiling)."""
    from . import santamaria_city

    return santamaria_city

# --- sizes (SVG units; the board is drawn about 1:1 on a 1366 x 768 screen with 4 players) --------------
PAD = 8
GAP = 8
COMMON_W = 500                      # the common board's column
INNER = COMMON_W - 2 * PAD
CELLS = {1: 56, 2: 42, 3: 40, 4: 40}   # a colony space by player count
ROW_LABELS = 24                     # left of a colony's grid: the row labels (blue dice)
BLUE_COLUMN = 26                    # right of it: the unused blue dice
COLONY_TOP = 56                     # the name, the coins and happiness, the column labels above the grid
HARBOUR_H = 22
MIN_FONT = 10.0
CHAR_W = 0.6                        # a character's width in em (DejaVu Sans, the widest usual font)
BOLD_W = 0.68

TERRAIN = {"F": "#a7cf8f", "P": "#f0dc8c", "M": "#b9b3cc"}
ROAD = "#c2a06e"
EXTENSION = "#f6dfc0"               # American Kingdoms' extension tiles on the common board
EXTENSION_EDGE = "#a0522d"
AMBASSADOR_EDGE = "#c8960c"         # Module C: the ambassador tiles and dice
FOLLOWED = "#d1495b"                # Module C: the line a follower activates
DOCK_WORDS = {"coins": ("coins", 2), "religion": ("rel", 1), "conquistador": ("conq", 1), "points": ("points", 1)}
RETIRING_SPACES = 5                 # their words: santamaria_board.retire.<n>; the 5th takes a road tile
TILE_SHAPES = ("double", "triple", "special")
SIMPLE = ("SHIP", "WOOD", "GRAIN", "SUGAR", "GEM", "CACAO", "REL", "CONQ")   # a word on the space: "Wood", "Pray"
PART = "santamaria_board."          # the board's words in the catalog: locale/santamaria_board/<lang>.json


@dataclass(frozen=True)
class Ctx:
    """What every part of the board needs: the view, the legal moves by kind, the words, the seats' tokens,
    the UI choices, and the die picked with how its change is paid."""

    view: View
    by_kind: ByKind
    describe: Describe
    tokens: list[Token]
    ui: Mapping[str, Any]
    die: Die | None
    pay: str | None
    lang: str = ENGLISH

    def say(self, key: str, /, **args: Arg) -> str:
        """The board's words in the viewer's language."""
        return _say(self.lang, key, **args)


_PLAIN_ARGS = frozenset({int, str})


def _say(lang: str, key: str, /, **args: Arg) -> str:
    """A text of the board (``locale/santamaria_board/``) in ``lang``; remembered when its arguments are plain
    numbers and strings (a board says much the same at every click; a Message's English may stand for another)."""
    if _PLAIN_ARGS.issuperset(map(type, args.values())):
        return _said(lang, key, tuple(args.items()))
    return say(lang, PART + key, **args)


@lru_cache(maxsize=8192)
def _said(lang: str, key: str, args: tuple[tuple[str, Arg], ...]) -> str:
    return say(lang, PART + key, **dict(args))


def _lines(lang: str, key: str, /, **args: Arg) -> tuple[str, ...]:
    """A text drawn on several lines, as its template breaks it ("Town\\nhall": German is long)."""
    return tuple(_say(lang, key, **args).split("\n"))


@dataclass(frozen=True)
class Grid:
    """Where the colonies go: the size of a space, colonies per row, a colony's box."""

    cell: float
    cols: int
    w: float
    h: float


# --- small drawing helpers --------------------------------------------------------------------------
def _fit(text: str, size: float, width: float | None, bold: bool = False) -> float:
    """The font size that fits ``text`` in ``width`` (never under MIN_FONT)."""
    if width is None or not text:
        return size
    return max(MIN_FONT, min(size, width / ((BOLD_W if bold else CHAR_W) * len(text))))


def _text(x: float, y: float, words: str, size: float = 12, width: float | None = None, anchor: str = "start",
          bold: bool = False, fill: str = "#222") -> str:
    size = _fit(words, size, width, bold)
    extra = (f' text-anchor="{anchor}"' if anchor != "start" else "") + (' font-weight="bold"' if bold else "")
    if width is not None and size * (BOLD_W if bold else CHAR_W) * len(words) > width:   # still too long: squeezed
        extra += f' textLength="{width:.1f}" lengthAdjust="spacingAndGlyphs"'
    # a space after each text: two texts read as two words ("gem mine 1 gem"), not run together ("gem mine1 gem")
    return f'<text x="{x:.1f}" y="{y:.1f}" font-size="{size:.1f}" fill="{fill}"{extra}>{esc(words)}</text> '


def _rect(x: float, y: float, w: float, h: float, fill: str, stroke: str = "none", rx: float = 4,
          extra: str = "") -> str:
    return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="{rx:g}" fill="{fill}" '
            f'stroke="{stroke}"{" " + extra if extra else ""}/>')


def _wrap(parts: Sequence[str], chars: int) -> list[str]:
    """Comma-separated parts in lines of at most ``chars`` characters (a part is never split)."""
    lines: list[str] = []
    for part in parts:
        if lines and len(lines[-1]) + 2 + len(part) <= chars:
            lines[-1] += ", " + part
        else:
            lines.append(part)
    return [line + "," for line in lines[:-1]] + lines[-1:]   # a line ends with its comma: "wood, grain," "happiness"


def _die(colour: str, value: int, x: float, y: float, size: float, extra: str = "") -> str:
    fill, ink = ("#ffffff", "#111") if colour == "w" else ("#2a5caa", "#fff")
    return (f'<rect x="{x:.1f}" y="{y:.1f}" width="{size:.1f}" height="{size:.1f}" rx="{size / 5:.1f}" fill="{fill}" '
            f'stroke="#111" stroke-width="1.5" {extra}/><text x="{x + size / 2:.1f}" y="{y + size * 0.72:.1f}" '
            f'text-anchor="middle" font-size="{size * 0.66:.1f}" font-weight="bold" fill="{ink}">{value}</text> ')


def _target(acts: Sequence[Action], describe: Describe, body: str, x: float, y: float, w: float, h: float,
            label: str = "", cls: str = "target") -> str:
    hover = " / ".join(describe(a) for a in acts)
    text = f"{hover} ({label})" if label else hover
    shown = shown_text(body)
    # its accessible name holds the words it shows (Label in Name): the move's words when they say them, else the
    # words of the place after them ("... withdraws to retiring space 5. Retiring space 5: take a road tile, 2 left."),
    # else the move's words and then what it shows ("... the church on row 2, column 3 — “Pray”. (row 2, ...)")
    if named(hover, shown) != hover and label and named(label, shown) == label:
        name = f"{hover} {label[:1].upper()}{label[1:]}."
    else:
        name = named(hover, shown) + (f" ({label})" if label else "")
    return (f'<g {target_attrs(acts, describe, cls=cls, label=name, shown=shown)}>{svg_title(text)}{body}'
            f'<rect class="hit" x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="5"/></g>')


def _maybe_target(acts: Sequence[Action] | None, describe: Describe, body: str, box: tuple[float, float, float, float],
                  label: str) -> str:
    """A target when there are moves here, else the drawing with its words on hover."""
    return _target(acts, describe, body, *box, label) if acts else _plain(body, label)


def _pick(change: Mapping[str, Any], label: str, pressed: bool, body: str, x: float, y: float, w: float,
          h: float) -> str:
    """A die to pick (UI state only); the picked one has a thick blue frame."""
    frame = ('stroke="#0057d9" stroke-width="4"' if pressed
             else 'stroke="#555" stroke-width="1.5" stroke-dasharray="4 3"')
    return (f'<g {ui_attrs(change, label, pressed, shown=shown_text(body))}>{svg_title(label)}{body}'
            f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{h:.1f}" rx="6" fill="none" {frame}/></g>')


def _plain(body: str, label: str) -> str:
    return f'<g aria-label="{esc(label)}">{svg_title(label)}{body}</g>'


def _section(y: float, title: str, note: str = "") -> str:
    out = _text(PAD, y + 12, title, 12, bold=True)
    if note:
        left = BOLD_W * 12 * len(title) + 10
        out += _text(PAD + left, y + 12, note, 12, width=INNER - left, fill="#444")
    return out


# --- words of the components ------------------------------------------------------------------------
@lru_cache(maxsize=1024)
def _count(n: int, what: str, lang: str) -> str:
    """"1 coin", "3 coins", "2 gems", "2 wood" in ``lang`` (``what``: a resource, "coins", "happy", "rel", "conq",
    "points")."""
    return text(amount(what, n), lang)


def _points(n: int | None, lang: str) -> str:
    return _count(n or 0, "points", lang)


def _cost_parts(cost: Mapping[str, int] | None, lang: str, short: bool = False) -> list[str]:
    """A price in words: "2 sugar", "1 gem" ("gem" when ``short``: one of a resource is its name alone)."""
    return [text(resource_word(r), lang) if short and n == 1 and r != "coins" else _count(n, r, lang)
            for r, n in (cost or {}).items()]


def _effect_parts(effects: Sequence[Sequence[Any]], lang: str) -> list[str]:
    """A building's, station's or town hall's effects in words."""
    out = []
    for e in effects:
        if e[0] == "trade":
            cost, gains = TRADES[e[1]]
            out.append(_say(lang, "effect.trade", cost=", ".join(_cost_parts(cost, lang)),
                            gains=", ".join(_effect_parts(gains, lang))))
        elif e[0] in ("coins", "happy", "rel", "conq"):
            out.append(_count(e[1], e[0], lang))
        elif e[0] == "gain":
            out.append(_count(e[2], e[1], lang))
        else:
            out.append(_say(lang, f"effect.{e[0]}"))   # ship, pray, road
    return out


def _short(n: int, what: str, lang: str) -> str:
    """One of a resource by its name ("gem"), more by their number ("2 wood")."""
    return text(resource_word(what), lang) if n == 1 else _count(n, what, lang)


def _trade_lines(code: str, lang: str) -> tuple[str, ...]:
    cost, gains = TRADES[code]
    pay = " ".join(_short(n, r, lang) for r, n in cost.items())
    get = " ".join(f"{e[1]} ☺" if e[0] == "happy" else _count(e[1], "coins", lang) if e[0] == "coins" else
                   _short(e[2], e[1], lang) for e in gains)
    return pay, f"→ {get}"


@cache
def _building_lines(building: str, lang: str) -> tuple[str, ...]:
    """The words on a building's space: its name, or what it gives (at most two short lines)."""
    if building in SIMPLE:
        return _lines(lang, f"simple.{building}")
    if building in TRADES:
        return _trade_lines(building, lang)
    if building.startswith("TH-"):
        return _lines(lang, "space.town_hall_short")
    lines: list[str] = []
    for e in BUILDINGS[building]:
        lines += _effect_lines(e, lang)
    return tuple(lines[:2])


def _effect_lines(e: Sequence[Any], lang: str) -> list[str]:
    n = e[1] if len(e) > 1 and isinstance(e[1], int) else 1
    many = f" ×{n}" if n > 1 else ""
    if e[0] == "gain":
        return [_short(e[2], e[1], lang)]
    if e[0] == "coins":
        return [str(n), _say(lang, "coins_word", n=n)]
    if e[0] == "happy":
        return [f"+{n} ☺"]
    name = " ".join(_lines(lang, f"simple.{EFFECT_BUILDING[e[0]]}")) if e[0] in EFFECT_BUILDING else str(e[0])
    return [name, many.strip()] if many else [name]


EFFECT_BUILDING = {"rel": "REL", "conq": "CONQ", "ship": "SHIP"}


def _square(code: str) -> tuple[str, str | None, str | None]:
    """(kind, building, terrain letter) of a colony space code from the view."""
    if code.startswith("."):
        return "land", None, code[1:]
    if code in ROADS:
        return "road", None, None
    if code == "TH":
        return "slot", None, None
    building, _, terrain = code.rpartition("/")
    return ("building", building, terrain) if building else ("building", code, None)


@cache  # pure functions of their arguments: the 36 spaces of each colony are drawn again at every click
def _space_words(code: str, lang: str) -> str:
    kind, building, terrain = _square(code)
    if kind == "land":
        return _say(lang, f"space.empty.{terrain}")
    if kind == "road":
        return _say(lang, "space.road", n=ROADS[code])
    if kind == "slot" or building is None:
        return _say(lang, "space.town_hall_slot")
    name = (_say(lang, "space.town_hall") if building.startswith("TH-") else
            _say(lang, "space.upgrade") if building in UPGRADES else
            text(building_word(building), lang) if building in BUILDING_NAMES else
            " ".join(_building_lines(building, lang)))
    effects = ", ".join(_effect_parts(BUILDINGS[building], lang))
    if terrain:
        return _say(lang, "space.building_on", name=name, terrain=terrain_word(terrain), effects=effects)
    return _say(lang, "space.building", name=name, effects=effects)


@cache
def _space_svg(code: str, x: float, y: float, size: float, lang: str, font: float = 12, marked: bool = False) -> str:
    """A colony space: terrain, road with its colonists, or a building with its words (lower down when a die
    or coins lie on it)."""
    kind, building, terrain = _square(code)
    fill = TERRAIN.get(terrain or "", "#e6dccb") if terrain else (ROAD if kind == "road" else "#e8cfa8")
    out = [_rect(x + 1, y + 1, size - 2, size - 2, fill, "#7a6a4a",
                 extra=f'stroke-width="{2.5 if kind == "building" else 0.8}"')]
    lines: tuple[str, ...] = ()
    if kind == "road":
        lines = ("●" * ROADS[code],)
    elif kind == "slot":
        lines = _lines(lang, "space.town_hall_short")
    elif building is not None:
        upgrade = building in UPGRADES
        out.append(_rect(x + 5, y + 5, size - 10, size - 10, "#efe3ff" if upgrade else "#fffaf0", "#6a3a8a" if upgrade
                         else "none", rx=3, extra='opacity="0.9"'))
        lines = _building_lines(building, lang)
    if marked and len(lines) > 1:   # one line under the die or coins
        lines = (" ".join(lines),)
    step = font * 1.05
    middle = y + size * 0.72 if marked else y + size / 2
    top = middle - step * (len(lines) - 1) / 2 + font / 3
    for i, line in enumerate(lines):
        out.append(_text(x + size / 2, top + i * step, line, font, width=size - 4, anchor="middle"))
    return "".join(out)


# --- the dice: which one is picked, how its change is paid ------------------------------------------
DIE_KINDS = ("die", "diagonal", "ambassador", "city_die")


def _die_of(a: Action) -> Die:
    """The die a die move uses: ("white"|"blue", value), an ambassador die as ("white ambassador", value)."""
    return (f"{a[1]} ambassador", a[2]) if a[0] == "ambassador" else (a[1], a[2])


def _pay_of(a: Action) -> str:
    """How a die move changes the die: "coins" (by the pip), or the resource paid for any value (cacao)."""
    if a[0] == "city_die":
        return str(a[4])
    extra = a[4:] if a[0] == "diagonal" else a[5:]
    return str(extra[0]) if extra else "coins"


def _line_of(a: Action) -> tuple[str, int]:
    """The line a die move activates: ("column" | "row" | "diagonal", value)."""
    return ("diagonal", a[3]) if a[0] == "diagonal" else (a[4], a[3])


def _selected_die(legal: Sequence[Action], ui: Mapping[str, Any]) -> Die | None:
    """The die picked for use: ("white"|"blue", value), kept in the UI state; the first one by default."""
    dice: list[Die] = sorted({_die_of(a) for a in legal if a[0] in DIE_KINDS}, key=lambda d: (d[0] != "white", d))
    chosen = ui.get("die")
    if isinstance(chosen, list) and len(chosen) == 2 and (chosen[0], chosen[1]) in dice:
        return chosen[0], chosen[1]
    return dice[0] if dice else None   # a die is always picked, so its lines are drawn as targets


def _pay_modes(legal: Sequence[Action], die: Die | None) -> list[str]:
    return sorted({_pay_of(a) for a in legal if a[0] in DIE_KINDS and _die_of(a) == die},
                  key=lambda m: (m != "coins", m))


def _selected_pay(legal: Sequence[Action], ui: Mapping[str, Any], die: Die | None) -> str | None:
    modes = _pay_modes(legal, die)
    chosen = ui.get("pay")
    return chosen if chosen in modes else (modes[0] if modes else None)


# --- the board ------------------------------------------------------------------------------------
_DRAWN = Drawn()   # the board's parts, drawn again when what they read changed


def _drawn(c: Ctx, draw: Callable[..., Any], *args: Hashable) -> Any:
    """``draw(c, *args)``, drawn again only when what it reads of ``c`` changed (``render.Drawn``): most of the
    board is as it was at the click before, and the board without moves (``app.digest``) shares what has none."""
    inputs = {"view": c.view, "by_kind": c.by_kind, "ui": c.ui, "tokens": c.tokens}
    return _DRAWN.part((draw, args, c.die, c.pay, c.lang), inputs, c.describe,
                       lambda seen, told: draw(Ctx(seen["view"], seen["by_kind"], told, seen["tokens"], seen["ui"],
                                                   c.die, c.pay, c.lang), *args))


def grid_for(players: int, specialists: bool = False) -> Grid:
    """One colony, two stacked, or two by two (Module B: a line more in each, the specialists taken)."""
    cell = CELLS.get(players, 40)
    h = COLONY_TOP + 6 * cell + 4 + 2 * HARBOUR_H + (18 if specialists else 0) + 4
    return Grid(cell=cell, cols=1 if players <= 2 else 2, w=ROW_LABELS + 6 * cell + BLUE_COLUMN, h=h)


def colonies_width(players: int) -> float:
    """The width of the colonies' SVG: web/app.css gives it the same share of the screen (``.sm-p<n>``)."""
    grid = grid_for(players)
    return grid.cols * (grid.w + GAP)


def render(view: View, legal: list[Action], describe: Describe, **ctx: Any) -> str:
    """Two SVGs in a row (a column on narrow screens, each as wide as the screen): the common board, and the
    colonies. app.css shares the width between them in proportion to their widths (one scale for both)."""
    players = view["players"]
    tokens: list[Token] = ctx.get("tokens") or tokens_for(None, len(players))
    ui: Mapping[str, Any] = ctx.get("ui") or {}
    lang: str = ctx.get("lang") or ENGLISH
    by_kind: defaultdict[str, list[Action]] = defaultdict(list)
    for a in legal:
        by_kind[a[0]].append(a)
    die = _selected_die(legal, ui)
    c = Ctx(view, by_kind, describe, tokens, ui, die, _selected_pay(legal, ui, die), lang)
    common, common_h = _common_board(c)
    city = city_seat(view)
    colonists = [p for p in range(len(players)) if p != city]
    grid = grid_for(len(colonists), "specialists" in view)
    rows = (len(colonists) + grid.cols - 1) // grid.cols
    colonies = []
    for i, p in enumerate(colonists):
        x = (i % grid.cols) * (grid.w + GAP)
        y = PAD + (i // grid.cols) * (grid.h + GAP)
        seen = c if _acting(view, p) else Ctx(view, {}, describe, tokens, ui, None, None, lang)
        colonies.append(_drawn(seen, _colony_head, p, x, y, grid) + _drawn(seen, _colony, p, x, y, grid))
    year = view.get("year") or 0
    board = ""
    if city is not None:   # Module D: the Mayan City's board between the common board and the colonies
        idle = Ctx(view, {}, describe, tokens, ui, None, None, lang)
        city_board = _city_board()
        markup, h = city_board.render_city(c if _acting(view, city) else idle)
        board = _svg("sm-city", city_board.WIDTH, h, c.say("board.city", year=year), markup)
    return (f'<div class="sm-board sm-p{len(colonists)}{" sm-with-city" if board else ""}">'
            + _svg("sm-common", COMMON_W, common_h, c.say("board.common", year=year), common) + board
            + _svg("sm-colonies", colonies_width(len(colonists)), PAD + rows * (grid.h + GAP),
                   c.say("board.colonies", year=year), ARROW + "".join(colonies)) + "</div>")


def _acting(view: View, p: int) -> bool:
    return view.get("actor") == p and view.get("phase") == "play"


ARROW = ('<defs><marker id="sm-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="3" markerHeight="3" '
         'orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#0057d9"/></marker></defs>')


def _svg(cls: str, width: float, height: float, label: str, body: str) -> str:
    return (f'<svg class="board-svg santamaria {cls}" viewBox="0 0 {width:g} {height:g}" '
            f'preserveAspectRatio="xMidYMin meet" data-pan-zoom="{cls}" role="group" aria-label="{esc(label)}" '
            f'xmlns="http://www.w3.org/2000/svg">{body}</svg>')


def _common_board(c: Ctx) -> tuple[str, float]:
    """The common board's parts one under the other; returns the markup and its height."""
    out = [_rect(2, 2, COMMON_W - 6, 0, "#efe6d0", "#b8a57a", rx=8)]   # its frame: the height is set below
    y = float(PAD)
    for part in (_pool, _ambassadors, _specialists, _tracks, _orders, _retiring, _monks, _display):
        markup, h = _drawn(c, part, y)
        out.append(markup)
        y += h + 6
    out[0] = _rect(2, 2, COMMON_W - 6, y - 2, "#efe6d0", "#b8a57a", rx=8)
    return "".join(out), y + PAD


def _pool(c: Ctx, y: float) -> tuple[str, float]:
    out = [_text(PAD + 2, y + 27, c.say("year", year=c.view.get("year") or 0), 18, width=80, bold=True)]
    usable = {a[2] for a in c.by_kind["die"] + c.by_kind["diagonal"] + c.by_kind["city_die"] if a[1] == "white"}
    pick = "pick_white_city" if c.by_kind["city_die"] else "pick_white"
    white = c.view.get("white", [])
    step = min(32.0, (INNER - 82) / max(len(white), 1))
    for i, v in enumerate(white):
        x = PAD + 84 + i * step
        body = _die("w", v, x, y + 6, step - 4)
        if v in usable:
            out.append(_pick({"die": ["white", v]}, c.say(pick, value=v),
                             c.die == ("white", v), body, x - 3, y + 3, step + 2, step + 2))
        else:
            out.append(_plain(body, c.say("white_die", value=v)))
    if not white:
        out.append(_text(PAD + 84, y + 26, c.say("no_white_dice"), 12, width=INNER - 84, fill="#555"))
    return "".join(out), 38.0


# --- Module C: the ambassador dice on their tiles, the follow-ups --------------------------------------------
def _ambassadors(c: Ctx, y: float) -> tuple[str, float]:
    """The white and the blue ambassador tile with its die (picked like a die when it may be used), or who took
    it and where the die is; during the follow-ups, the steps: who decides now, then who follows."""
    if "ambassadors" not in c.view:
        return "", -6.0
    out = [_section(y, c.say("ambassadors"), c.say("ambassadors.note"))]
    y += 16
    usable = {_die_of(a) for a in c.by_kind["ambassador"]}
    bw = _box_width(2)
    for i, amb in enumerate(c.view["ambassadors"]):
        x = PAD + i * (bw + 4)
        colour = amb["colour"]
        key: Die = (f"{colour} ambassador", amb["value"])
        where, words = _ambassador_where(c, amb)
        body = (_rect(x, y, bw, 36, "#fdf3d6", AMBASSADOR_EDGE, extra='stroke-width="2"') +
                _die(colour[0], amb["value"], x + 6, y + 6, 24) +
                _text(x + 38, y + 15, c.say(f"ambassador.{colour}"), 12, width=bw - 42, bold=True) +
                _text(x + 38, y + 30, where, 12, width=bw - 42 - 20 * (amb["holder"] is not None), fill="#333"))
        if amb["holder"] is not None:
            body += token_svg(c.tokens[amb["holder"]], x + bw - 12, y + 26, 7)
        if key in usable:
            out.append(_pick({"die": list(key)}, c.say(f"ambassador.pick.{colour}", value=amb["value"], where=words),
                             c.die == key, body, x - 2, y - 2, bw + 4, 40))
        else:
            out.append(_plain(body, c.say(f"ambassador.label.{colour}", value=amb["value"], where=words)))
    y += 40
    steps = follow_steps(c.view, c.lang)
    if steps:
        out.append(_plain(_text(PAD, y + 13, steps, 13, width=INNER, bold=True, fill=FOLLOWED), steps))
    return "".join(out), 56.0 + (18 if steps else 0)


def _ambassador_where(c: Ctx, amb: Mapping[str, Any]) -> tuple[str, str]:
    """Where an ambassador die is, short and in full: on its tile, in its taker's hand, or on a building."""
    if amb["state"] == "pool":
        return c.say("ambassador.on_tile"), c.say("ambassador.on_tile_full")
    name = c.view["players"][amb["holder"]]["name"]
    if amb["state"] == "taken":
        return c.say("ambassador.taken", name=name), c.say("ambassador.taken_full", name=name)
    city = c.view.get("mayan_city")
    if city is not None and amb["holder"] == city["seat"]:   # AK Module D: on a building of the City
        return c.say("ambassador.taken", name=name), c.say("ambassador.left_city", name=name,
                                                           spot=spot_text(amb["space"]))
    row, col = _cell_index(amb["space"])
    return c.say("ambassador.taken", name=name), c.say("ambassador.left", name=name, row=row + 1, column=col + 1)


def follow_steps(view: View, lang: str = ENGLISH) -> str:
    """Module C: the follow-ups under way in one line: "White ambassador die 3: column 3 — Ben (deciding now), then
    Cid, then Dee (taken by Ana)"."""
    f = view.get("following")
    if not f:
        return ""
    names = [info["name"] for info in view["players"]]
    taker = names[f["taker"]]
    steps = _say(lang, "follow.activating" if f["now"] is None else "follow.deciding",
                 name=taker if f["now"] is None else names[f["now"]])
    for q in f["waiting"]:
        steps = _say(lang, "follow.then", first=steps, next=names[q])
    key = f"follow.{f['colour']}.{f['line']}" + ("" if f["now"] is None else ".taken")
    return _say(lang, key, value=f["value"], steps=steps, name=taker)


def _followed_line(view: View, p: int, gx: float, gy: float, cell: float, lang: str) -> str:
    """Module C: the line the seat deciding now follows, framed on its colony."""
    f = view.get("following")
    if not f or f["now"] != p:
        return ""
    v = f["value"]
    column = f["line"] == "column"
    x, y = (gx + (v - 1) * cell, gy) if column else (gx, gy + (v - 1) * cell)
    frame = _rect(x, y, cell if column else 6 * cell, 6 * cell if column else cell, "none",
                  FOLLOWED, rx=4, extra='stroke-width="4" stroke-dasharray="8 4"')
    return _plain(frame, _say(lang, f"followed.{f['colour']}.{f['line']}", name=view["players"][p]["name"], value=v))


# --- Module B: the specialists on the die values ----------------------------------------------------------
def _specialists(c: Ctx, y: float) -> tuple[str, float]:
    """One specialist face up on each die value (the dice above them), taken with a white die of that value:
    what it is, what it gives and what it costs the seat on turn (a production specialist: 1, 2, 3 coins for
    the 1st, 2nd, 3rd of its type; an upgrade specialist: 1 coin on a built space, 3 on empty land)."""
    if "specialists" not in c.view:
        return "", -6.0
    tokens = c.view["specialists"]
    decision = c.view.get("decision") or {}
    value = decision["args"][0] if decision.get("kind") in ("specialist", "upgrade") and decision.get("args") else None
    bw = _box_width(len(tokens["offered"]))
    out = [_section(y, c.say("specialists"), c.say("specialists.note", n=tokens["stack"]))]
    y += 16
    for i, token in enumerate(tokens["offered"]):
        x = PAD + i * (bw + 4)
        die = _die("w", i + 1, x + bw / 2 - 10, y, 19)
        if token is None:
            out.append(_plain(die + _rect(x, y + 21, bw, 48, "#f4f4ee", "#b9b9a9") +
                              _text(x + 5, y + 40, c.say("specialist.taken"), 12, width=bw - 8, fill="#777"),
                              c.say("specialist.taken_label", value=i + 1)))
            continue
        lines, words = _specialist_words(c, token)
        body = die + _rect(x, y + 21, bw, 48, "#eef3e4", "#5a7a3a") + "".join(
            _text(x + 4, y + 35 + 14 * k, line, 12, width=bw - 6, bold=k == 0) for k, line in enumerate(lines))
        if value == i + 1:   # the one being taken or laid
            body += _rect(x - 1, y + 20, bw + 2, 50, "none", "#0057d9", extra='stroke-width="3"')
        acts = c.by_kind["specialist"] if value == i + 1 else None
        out.append(_maybe_target(acts, c.describe, body, (x, y, bw, 69),
                                 c.say("specialist.label", value=i + 1, words=words)))
    return "".join(out), 16 + 69


def _specialist_words(c: Ctx, token: Mapping[str, Any]) -> tuple[list[str], str]:
    """The lines on a specialist (its kind, what it gives, its price) and its words on hover."""
    kind, lang = token["kind"], c.lang
    built, empty = UPGRADE_PRICES["built"], UPGRADE_PRICES["empty"]
    if kind in UPGRADES:
        return ([c.say("upgrade"), "+".join(_short_effects(BUILDINGS[kind], lang)),
                 c.say("upgrade.price", built=built, empty=empty)],
                c.say(f"upgrade.label.{UPGRADES[kind]}", gives=", ".join(_effect_parts(BUILDINGS[kind], lang)),
                      built=_count(built, "coins", lang), empty=_count(empty, "coins", lang)))
    actor = c.view.get("actor")
    had = sum(SPECIALISTS.get(t) == kind for t in c.view["specialists"]["taken"][actor]) if actor is not None else 0
    n = PRODUCTION_PRICES[min(had, len(PRODUCTION_PRICES) - 1)]
    effect = PRODUCTION[kind]
    gain = c.say("production.conq", n=n) if effect[0] == "conq" else _count(n, effect[1], lang)
    return ([c.say(f"production.{kind}"), gain, _count(n, "coins", lang)],
            c.say(f"production.{kind}.label", ordinal=c.say(f"ordinal.{n}"), gain=gain,
                  coins=_count(n, "coins", lang)))


# --- the tracks ---------------------------------------------------------------------------------------
def _glyph(kind: str, x: float, y: float) -> str:
    """A track symbol: a monk, a blue die or a gold nugget, 10 units wide from (x, y)."""
    if kind == "monk":
        return (f'<circle cx="{x + 5:.1f}" cy="{y + 2.5:.1f}" r="2.6" fill="#6a3a8a"/>'
                f'<path d="M{x + 1:.1f} {y + 11:.1f} L{x + 5:.1f} {y + 4.5:.1f} L{x + 9:.1f} {y + 11:.1f} Z" '
                f'fill="#6a3a8a"/>')
    if kind == "die":
        return (_rect(x + 0.5, y + 0.5, 10, 10, "#2a5caa", "#111", rx=2) +
                f'<circle cx="{x + 5.5:.1f}" cy="{y + 5.5:.1f}" r="1.6" fill="#fff"/>')
    return (f'<polygon points="{x:.1f},{y + 9:.1f} {x + 2:.1f},{y + 3:.1f} {x + 6:.1f},{y + 1:.1f} '
            f'{x + 10:.1f},{y + 4:.1f} {x + 9:.1f},{y + 10:.1f}" fill="#e2b007" stroke="#7a5a00"/>')


TRACKS = (("religion", RELIGION_END,
           {**{n: ("monk",) for n in RELIGION_MONKS}, **{n: ("die",) for n in RELIGION_DICE},
            **{n: ("monk", "die") for n in set(RELIGION_MONKS) & set(RELIGION_DICE)}}),
          ("conquistador", CONQUEST_END, {n: ("gold",) for n in CONQUEST_GOLD}))
GLYPHS = ("monk", "die", "gold")    # their words: santamaria_board.glyph.<kind>


def _tracks(c: Ctx, y: float) -> tuple[str, float]:
    """The religion and conquistador tracks with every seat's marker; their symbols explained in the titles."""
    out = []
    top = y
    for key, end, symbols in TRACKS:
        title = c.say(f"track.{key}")
        out.append(_section(y, title, c.say("track.blue_store", n=c.view.get("blue_store", 0))
                            if key == "religion" else ""))
        if key != "religion":
            left = PAD + BOLD_W * 12 * len(title) + 14
            step = min(104.0, (PAD + INNER - left) / len(GLYPHS))
            out += [_glyph(k, left + i * step, y + 2) +
                    _text(left + 14 + i * step, y + 12, c.say(f"glyph.{k}"), 12, width=step - 18)
                    for i, k in enumerate(GLYPHS)]
        y += 16
        w = INNER / (end + 1)
        for i in range(end + 1):
            out.append(_track_space(c, key, title, i, symbols.get(i, ()), PAD + i * w, y, w, end))
        y += 38
    return "".join(out), y - 4 - top


def _track_space(c: Ctx, key: str, title: str, i: int, marks: Sequence[str], x: float, y: float, w: float,
                 end: int) -> str:
    body = (_rect(x, y, w - 2, 34, "#fbf3df", "#8a7a5a") + _text(x + 3, y + 13, str(i), 12) +
            "".join(_glyph(m, x + w - 13 - 11 * k, y + 2) for k, m in enumerate(marks)))
    here = [p for p, info in enumerate(c.view["players"]) if min(info.get(key, 0), end) == i]
    body += "".join(token_svg(c.tokens[p], x + 8 + (p % 2) * 12, y + 20 + (p // 2) * 9, 5) for p in here)
    label = c.say("track.space", track=title, n=i)
    if marks:
        label = c.say("track.symbols", space=label, symbols=[c.say(f"glyph.{m}") for m in marks])
    if here:
        label = c.say("track.here", space=label, names=[c.view["players"][p]["name"] for p in here])
    return _plain(body, label)


# --- shipping orders, the special harbour, retiring spaces ------------------------------------------
def _box_width(count: int) -> float:
    return (INNER - 4 * (count - 1)) / max(count, 1)


def _orders(c: Ctx, y: float) -> tuple[str, float]:
    """The four docks with their orders; with American Kingdoms the special harbour (extension tile 1)."""
    docks = c.view.get("docks", [])
    special = "special_order" in c.view
    bw = _box_width(len(docks) + special)
    chars = int((bw - 8) / (CHAR_W * 12))
    costs = [_wrap(_cost_parts(d["cost"], c.lang, short=True), chars) or [c.say("no_order")] for d in docks]
    if special:
        order = c.view["special_order"]
        costs.append(_wrap(_cost_parts(order["cost"], c.lang, short=True), chars) if order else
                     [c.say("none_left")])
    h = 36 + 14 * max(len(lines) for lines in costs)
    ships: defaultdict[int, list[Action]] = defaultdict(list)
    for a in c.by_kind["ship"]:
        ships[a[1]].append(a)
    out = [_section(y, c.say("orders"), c.say("orders.note"))]
    y += 16
    for d, dock in enumerate(docks):
        x = PAD + d * (bw + 4)
        name = dock["dock"]
        points = _points(dock["points"], c.lang)
        body = _order_box(x, y, bw, h, c.say(f"dock.{name}"), costs[d], points if dock["order"] else "",
                          "#dfeaf3", "#2a5caa")
        gives = _count(DOCK_WORDS[name][1], DOCK_WORDS[name][0], c.lang)
        label = (c.say(f"order.{name}", cost=", ".join(_cost_parts(dock["cost"], c.lang)), points=points, gives=gives)
                 if dock["order"] else c.say(f"order.none.{name}", gives=gives))
        out.append(_maybe_target(ships.get(d), c.describe, body, (x, y, bw, h), label))
    if special:
        out.append(_special_harbour(c, PAD + len(docks) * (bw + 4), y, bw, h, costs[-1]))
    return "".join(out), 16 + h


def _order_box(x: float, y: float, title_w: float, h: float, title: str, cost: Sequence[str], points: str,
               fill: str, edge: str, w: float | None = None) -> str:
    """A dock's order: its title (in ``title_w``: the special harbour's stack lies beside it), its cost, its points."""
    w = title_w if w is None else w
    return (_rect(x, y, w, h, fill, edge, extra='stroke-width="1.5"') +
            _text(x + 5, y + 15, title, 12, width=title_w - 8, bold=True) +
            "".join(_text(x + 5, y + 30 + 14 * k, line, 12, width=w - 8) for k, line in enumerate(cost)) +
            _text(x + 5, y + h - 6, points, 12, width=w - 8, fill="#333"))


def _special_harbour(c: Ctx, x: float, y: float, w: float, h: float, cost: list[str]) -> str:
    """American Kingdoms' new harbour: the special shipping order face up, and how many are face down."""
    order = c.view["special_order"]
    stack = c.view.get("special_stack", 0)
    pile = "".join(_rect(x + w - 26 + 2 * k, y + 4 + 2 * k, 18, 14, "#c9a27a", "#6b3e1f", rx=2) for k in range(3))
    points = _points(order["points"], c.lang) if order else ""
    body = (_order_box(x, y, w - 28, h, c.say("special"), cost, points, EXTENSION, EXTENSION_EDGE, w) + pile +
            _text(x + w - 13, y + 20, str(stack), 12, anchor="middle", bold=True, fill="#fff"))
    label = (c.say("special.order", cost=", ".join(_cost_parts(order["cost"], c.lang)), points=points, n=stack)
             if order else c.say("special.none", n=stack))
    return _maybe_target(c.by_kind["special"], c.describe, body, (x, y, w, h), label)


def _retiring(c: Ctx, y: float) -> tuple[str, float]:
    """The five retiring spaces: withdraw to one; with Meditation, the second space is chosen here too."""
    acts: defaultdict[int, list[Action]] = defaultdict(list)
    for a in c.by_kind["withdraw"] + c.by_kind["meditate"]:
        acts[a[1]].append(a)
    spaces = c.view.get("retire", [])
    bw = _box_width(len(spaces))
    out = [_section(y, c.say("retiring"), c.say("retiring.note"))]
    y += 16
    for i, seat in enumerate(spaces):
        x = PAD + i * (bw + 4)
        words = _lines(c.lang, f"retire.{i + 1}")
        left = c.say("roads_left", n=c.view.get("roads", 0)) if i + 1 == RETIRING_SPACES else ""
        body = (_rect(x, y, bw, 48, "#eadcc4", "#8a6a3a") + _text(x + 5, y + 15, str(i + 1), 13, bold=True) +
                "".join(_text(x + 5, y + 30 + 13 * k, line, 12, width=bw - 10) for k, line in enumerate(words)) +
                _text(x + 20, y + 15, left, 12, width=bw - 40, fill="#444"))   # read after the words
        label = c.say("retire.label", n=i + 1, words=" ".join(words))
        if left:
            label = c.say("retire.left", space=label, left=left)
        if seat is not None:
            body += token_svg(c.tokens[seat], x + bw - 12, y + 12, 8)
            label = c.say("retire.taken", space=label, name=c.view["players"][seat]["name"])
        out.append(_maybe_target(acts.get(i + 1), c.describe, body, (x, y, bw, 48), label))
    return "".join(out), 16 + 48


# --- monks: scholars, bishops, missionary stations ------------------------------------------------------
def _monks(c: Ctx, y: float) -> tuple[str, float]:
    """Scholars (the 4th on extension tile 1), bishops and missionary stations (extension tile 2 covers the
    bishops and the rightmost station), a row each."""
    acts = {a[1]: a for a in c.by_kind["monk"]}
    scholars = c.view.get("scholars", [])
    missions = c.view.get("missions", [])
    ak, lang = len(scholars) > 3, c.lang
    rows = [[Slot(s["id"], text(scholar_word(s["id"]), lang), (), text(scholar_ability(s["id"]), lang), s["monks"],
                  ak and i == 3) for i, s in enumerate(scholars)],
            [Slot(b["id"], c.say("bishop"), (c.say(f"bishop.{b['id']}"),),   # its words as shown first
                  c.say("bishop.text", short=c.say(f"bishop.{b['id']}"), points=_count(b["each"], "points", lang),
                        counts=bishop_word(b["id"]), max=b["max"]), b["monks"], ak)
             for b in c.view.get("bishops", [])],
            [Slot(m["id"], c.say("mission"), tuple(_wrap(_short_effects(m["reward"], lang), 14)),
                  c.say("mission.text", short=", ".join(_short_effects(m["reward"], lang)),
                        effects=", ".join(_effect_parts(m["reward"], lang))), m["monks"],
                  ak and i == len(missions) - 1)
             for i, m in enumerate(missions)]]
    out = [_section(y, c.say("monks"), c.say("monks.note.ak" if ak else "monks.note"))]
    y0 = y
    y += 16
    for row in rows:
        bw = _box_width(len(row))
        h = 46 if any(slot.lines for slot in row) else 30
        for i, slot in enumerate(row):
            x = PAD + i * (bw + 4)
            out.append(_maybe_target([acts[slot.id]] if slot.id in acts else None, c.describe,
                                     _slot_svg(c, slot, x, y, bw, h), (x, y, bw, h), _slot_words(c, slot)))
        y += h + 4
    return "".join(out), y - 4 - y0


@dataclass(frozen=True)
class Slot:
    """A place for monks: a scholar, a bishop or a missionary station."""

    id: str
    name: str
    lines: tuple[str, ...]
    text: str
    seats: Sequence[int]
    extension: bool


def _slot_svg(c: Ctx, slot: Slot, x: float, y: float, w: float, h: float) -> str:
    """A monk's place: its name (then its words), the seats' monks at the top right."""
    fill, edge = (EXTENSION, EXTENSION_EDGE) if slot.extension else ("#f3e9f7", "#6a3a8a")
    top = 15 if slot.lines else h / 2 + 4
    return (_rect(x, y, w, h, fill, edge) + _text(x + 5, y + top, slot.name, 12, width=w - 8, bold=True) +
            "".join(_text(x + 5, y + 29 + 13 * k, line, 12, width=w - 8) for k, line in enumerate(slot.lines[:2])) +
            "".join(token_svg(c.tokens[q], x + w - 10 - k * 15, y + top - 4, 6) for k, q in enumerate(slot.seats)))


def _slot_words(c: Ctx, slot: Slot) -> str:
    names = [c.view["players"][q]["name"] for q in slot.seats]
    return c.say("slot.monks" if names else "slot", name=slot.name, text=slot.text, names=names)


def _short_effects(effects: Sequence[Sequence[Any]], lang: str) -> list[str]:
    """A station's or specialist's reward in few words: "3 coins", "sugar", "2 conquest", "Ship"."""
    out = []
    for e in effects:
        if e[0] == "gain":
            out.append(_short(e[2], e[1], lang))
        elif e[0] in ("happy", "rel", "conq"):
            out.append(_say(lang, f"short.{e[0]}", n=e[1]))
        elif e[0] == "ship":
            out.append(_say(lang, "simple.SHIP"))
        else:
            out += _effect_parts([e], lang)
    return out


# --- the expansion tiles on display ------------------------------------------------------------------
def _turned(shape: str, rotation: int) -> list[tuple[int, int]]:
    """The squares of a tile shape turned clockwise ``rotation`` times (as the engine turns them)."""
    offsets = list(SHAPES[shape])
    for _ in range(rotation):
        offsets = [(dc, -dr) for dr, dc in offsets]
    return offsets


def _mini_shape(shape: str, squares: Sequence[str], x: float, y: float) -> str:
    out = []
    for code, (dr, dc) in zip(squares, SHAPES[shape]):
        kind, _, terrain = _square(code)
        fill = TERRAIN.get(terrain or "", "#e8cfa8") if kind != "road" else ROAD
        out.append(_rect(x + dc * 9, y + dr * 9, 8, 8, fill, "#7a6a4a", rx=1))
    return "".join(out)


def _tile_line(code: str, lang: str) -> str:
    kind, building, _ = _square(code)
    if kind == "road":
        return "●" * ROADS[code]
    if building in TRADES:
        return "→".join(part.strip(" →") for part in _trade_lines(building, lang))
    return " ".join(_building_lines(building, lang)) if building else code


def _tile_square_words(code: str, lang: str) -> str:
    """A square of a tile on display in words, after the word it shows: "Pray (church on field: 1 religion, ...)";
    a road's colonists are dots, said in words only: "(road with 2 colonists)" (the words a tile shows then read
    together in its name, "Cacao Wood", as they do on screen)."""
    line, words = _tile_line(code, lang), _space_words(code, lang)
    return f"{line} ({words})" if any(ch.isalnum() for ch in line) else f"({words})"


def _display(c: Ctx, y: float) -> tuple[str, float]:
    """The tiles face up, six to a row (their prices by shape on the line above): each its shape (its squares
    coloured by terrain) and its squares in words, in the order of the tile's squares (the first is the one
    placed on the space clicked)."""
    acts = {a[1]: a for a in c.by_kind["expand"]}
    display = c.view.get("display", [])
    shapes = [s for s in TILE_SHAPES if any(t["shape"] == s for t in display)]
    out = [_section(y, c.say("tiles"), c.say("tiles.note"))]
    x = float(PAD)
    for shape in shapes:   # the prices: each shape drawn, then its cost
        squares = next(t["squares"] for t in display if t["shape"] == shape)
        words = c.say(f"price.{shape}", cost=", ".join(_cost_parts(TILE_COST[shape], c.lang)))
        wide = 9 * (1 + max(dc for _, dc in SHAPES[shape]))
        out.append(_mini_shape(shape, squares, x, y + 19) + _text(x + wide + 4, y + 30, words, 12))
        x += wide + 4 + CHAR_W * 12 * len(words) + 14
    y += 38
    per_row = 6 if len(display) > 10 else 5
    bw = _box_width(per_row)
    for i, tile in enumerate(display):
        x, ty = PAD + (i % per_row) * (bw + 4), y + (i // per_row) * 72
        special = tile["shape"] == "special"
        fill, edge = (EXTENSION, EXTENSION_EDGE) if special else ("#fff8e8", "#8a7a5a")
        parts = [_rect(x, ty, bw, 68, fill, edge), _mini_shape(tile["shape"], tile["squares"], x + 5, ty + 4)]
        for k, code in enumerate(tile["squares"]):
            kind, _, terrain = _square(code)
            strip = TERRAIN.get(terrain or "", "#e8cfa8") if kind != "road" else ROAD
            parts.append(_rect(x + 3, ty + 23 + 14.5 * k, bw - 6, 13.5, strip, rx=2) +
                         _text(x + 5, ty + 34 + 14.5 * k, _tile_line(code, c.lang), 12, width=bw - 8))
        label = c.say(f"tile.{tile['shape']}", cost=", ".join(_cost_parts(TILE_COST[tile["shape"]], c.lang)),
                      squares="; ".join(_tile_square_words(q, c.lang) for q in tile["squares"]))
        out.append(_maybe_target([acts[tile["id"]]] if tile["id"] in acts else None, c.describe, "".join(parts),
                                 (x, ty, bw, 68), label))
    rows = (len(display) + per_row - 1) // per_row
    return "".join(out), 38 + rows * 72 - 4 if display else 38.0


# --- a colony ------------------------------------------------------------------------------------------
def _colony_head(c: Ctx, p: int, x0: float, y0: float, grid: Grid) -> str:
    """A seat's colony opened (``_colony`` closes it): its name, coins and cacao storage; a part of its own, as
    coins change more often than the spaces."""
    info = c.view["players"][p]
    return "".join((f'<g class="colony" data-seat="{p}">', _rect(x0, y0, grid.w, grid.h, "#f1e7d0", "#8a7a5a", rx=8),
                    token_svg(c.tokens[p], x0 + 14, y0 + 12, 8),
                    _text(x0 + 27, y0 + 17, info["name"], 14, width=grid.w - (140 if "governor" in c.view else 40),
                          bold=True), _governor_points(c, p, x0 + grid.w - 8, y0 + 17),
                    _text(x0 + 10, y0 + 33, c.say("colony.money", coins=_count(info["coins"], "coins", c.lang),
                                                  happiness=_count(info["happiness"], "happy", c.lang)), 12,
                          width=grid.w - (90 if "cacao_storage" in c.view else 20), fill="#333"),
                    _cacao(c, p, info, x0 + grid.w - 6, y0 + 19)))


def _colony(c: Ctx, p: int, x0: float, y0: float, grid: Grid) -> str:
    """The rest of a seat's colony after ``_colony_head``: the die targets on the row and column labels (and
    Archery's corners), the 36 spaces with their dice and coins, the unused blue dice, its harbour."""
    cell, info = grid.cell, c.view["players"][p]
    gx, gy = x0 + ROW_LABELS, y0 + COLONY_TOP
    out = [_spaces(c, p, info, gx, gy, cell)]
    out.append(_followed_line(c.view, p, gx, gy, cell, c.lang))
    out.append(_line_labels(c, p, gx, gy, cell))   # after the spaces: the governor's preview lies over them
    out.append(_blue_dice(c, info, gx + 6 * cell + 3, gy, cell))
    out.append(_harbour(c, p, info, x0 + 6, gy + 6 * cell + 4, grid.w - 8))
    out.append(_taken(c, p, x0 + 10, gy + 6 * cell + 4 + 2 * HARBOUR_H + 13, grid.w - 20))
    out.append("</g>")
    return "".join(out)


def _governor_points(c: Ctx, p: int, right: float, y: float) -> str:
    """Module A: what the governor's space scores at the end (the overview card's grid)."""
    space = _governor_at(c.view, p)
    if space is None:
        return ""
    row, col = _cell_index(space)
    grid = "; ".join(c.say("governor.row", row=r + 1, values=", ".join(f"{v:+d}" for v in values))
                     for r, values in enumerate(GOVERNOR_POINTS))
    points = f"{GOVERNOR_POINTS[row][col]:+d}"
    return _plain(_text(right, y, c.say("governor.points", points=points), 12, width=110, anchor="end", fill="#333"),
                  c.say("governor.label", row=row + 1, column=col + 1, points=points, grid=grid))


def _taken(c: Ctx, p: int, x: float, y: float, w: float) -> str:
    """Module B: the production specialists the seat has taken (its upgrade specialists are in its colony)."""
    if "specialists" not in c.view:
        return ""
    kinds = [SPECIALISTS[t] for t in c.view["specialists"]["taken"][p]]
    counts = [c.say(f"taken.{k}", n=kinds.count(k)) for k in PRODUCTION if k in kinds]
    words = c.say("taken", counts=", ".join(counts)) if counts else c.say("taken.none")
    return _plain(_text(x, y, words, 12, width=w, fill="#333"),
                  c.say("taken.label", name=c.view["players"][p]["name"], words=words))


def _cacao(c: Ctx, p: int, info: View, right: float, y: float) -> str:
    """American Kingdoms: the seat's cacao storage tiles, full (a cacao bean) or empty, right-aligned."""
    rooms = c.view.get("cacao_storage")
    if not rooms:
        return ""
    room, held = rooms[p], info["resources"].get("cacao", 0)
    out = [_text(right - room * 21 - 4, y + 12, text(resource_word("cacao"), c.lang), 12, anchor="end")]
    for k in range(room):
        x = right - (room - k) * 21
        full = k < held
        out.append(_rect(x, y, 18, 16, "#6b3e1f" if full else "#fbf6ee", "#4a2a10", rx=3) +
                   (f'<ellipse cx="{x + 9:.1f}" cy="{y + 8:.1f}" rx="4" ry="5.5" fill="#c98a4b"/>' if full else ""))
    return _plain("".join(out), c.say("cacao_storage", held=held, room=room))


def _line_labels(c: Ctx, p: int, gx: float, gy: float, cell: float) -> str:
    """Column headers (a white die, or blue with Philosophy), row labels (blue) and, with Archery, the corner
    arrows of the diagonals: the targets of the picked die, paid as chosen. Each says what it activates and,
    with Module A, where the governor goes (shown on the colony on hover and focus)."""
    lines = c.view.get("lines") or {}
    targets: defaultdict[tuple[str, int], list[Action]] = defaultdict(list)
    for a in c.by_kind.get("die", []) + c.by_kind.get("diagonal", []) + c.by_kind.get("ambassador", []):
        if _die_of(a) == c.die and _pay_of(a) == c.pay:
            targets[_line_of(a)].append(a)
    for a in c.by_kind.get("follow", []):   # Module C: a follower's line, the ambassador die's
        targets[(a[1], a[2])].append(a)
    out = []
    boxes = [(orient, v, box) for v in range(1, 7)
             for orient, box in (("column", (gx + (v - 1) * cell, gy - 20, cell, 19)),
                                 ("row", (gx - ROW_LABELS + 2, gy + (v - 1) * cell, ROW_LABELS - 4, cell)))]
    boxes += [("diagonal", v, (x, gy - 20, 22, 19)) for v, x in ((1, gx - ROW_LABELS + 2), (6, gx + 6 * cell + 2))]
    for orient, v, (x, y, w, h) in boxes:
        acts = targets.get((orient, v))
        body = (_text(x + w / 2, y + h / 2 + 5, str(v), 14, anchor="middle", bold=True,
                      fill="#2a5caa" if orient == "row" else "#111") if orient != "diagonal" else
                _text(x + w / 2, y + h / 2 + 5, f"{'↘' if v == 1 else '↙'}{v}", 13, anchor="middle", bold=True,
                      fill="#8c2a1c"))
        if not acts:
            out.append(body if orient != "diagonal" else "")
            continue
        hits = [place_in_line(orient, CELL_INDEX[cell]) for cell in lines.get(orient, {}).get(str(v), [])]
        label = (c.say("line.hits", hits=hits) if hits else c.say("line.nothing")) if orient != "diagonal" else \
            c.say("line.diagonal", value=v)
        says, ghost = _governor_preview(c, p, orient, v, gx, gy, cell)
        label = c.say("line.governor", line=label, says=says) if says else label
        out.append(_target(acts, c.describe, body, x, y, w, h, label) + ghost)
    return "".join(out)


def _governor_preview(c: Ctx, p: int, orient: str, value: int, gx: float, gy: float,
                      cell: float) -> tuple[str, str]:
    """Module A: what the picked die on this line does to the governor, in words, and the drawing of its step
    (an arrow to the space it goes to, the hat there), from the engine's ``governor_moves``."""
    colour = c.die[0].split()[0] if c.die else "white"
    move = next((m for m in c.view.get("governor_moves") or () if (m["line"], m["value"]) == (orient, value)
                 and m["colour"] in (None, colour)), None)
    here = _governor_at(c.view, p)
    if move is None or here is None:
        return "", ""
    words: str = move["says"]
    r, col = _cell_index(here)
    x0, y0 = gx + (col + 0.5) * cell, gy + (r + 0.5) * cell
    if move["to"] is None:
        ring = (f'<circle cx="{x0:.1f}" cy="{y0:.1f}" r="{cell * 0.42:.1f}" fill="none" stroke="#a4161a" '
                'stroke-width="4"/>')
        return words, f'<g class="ghost sm-ghost">{ring}</g>'
    r2, col2 = _cell_index(move["to"])
    x1, y1 = x0 + (col2 - col) * cell * 0.7, y0 + (r2 - r) * cell * 0.7
    arrow = (f'<line x1="{x0:.1f}" y1="{y0:.1f}" x2="{x1:.1f}" y2="{y1:.1f}" stroke="#0057d9" stroke-width="5" '
             f'marker-end="url(#sm-arrow)"/>')
    there = _rect(gx + col2 * cell + 2, gy + r2 * cell + 2, cell - 4, cell - 4, "none", "#0057d9",
                  extra='stroke-width="3"')
    hat = _hat(c.tokens[p], gx + col2 * cell + 3, gy + (r2 + 1) * cell - 3, cell * 0.5)
    return words, f'<g class="ghost sm-ghost">{there}{arrow}{hat}</g>'


def _space_targets(c: Ctx, governor: str | None) -> dict[str, list[Action]]:
    """Space name -> the actions clicking it takes: coins, a road tile, the bought tile in the rotation chosen,
    or (Guidance) the governor's next step."""
    per_cell: defaultdict[str, list[Action]] = defaultdict(list)
    for a in c.by_kind.get("coins", []) + c.by_kind.get("road", []) + c.by_kind.get("upgrade", []):
        per_cell[a[1]].append(a)
    place = c.by_kind.get("place", [])
    if place:
        rot = _rotation(place, c.ui)
        for a in place:
            if a[2] == rot:
                per_cell[a[1]].append(a)
    guide = c.by_kind.get("guide")   # the decision read only then: a colony without it is drawn as it was
    decision = (c.view.get("decision") or {}) if guide and governor else {}
    if guide and governor and decision.get("args"):
        row, col = _cell_index(governor)
        down = decision["args"][0] == "down"
        per_cell[f"r{row + 1 + down}c{col + 1 + (not down)}"] += guide
    return per_cell


def _rotation(place: Sequence[Action], ui: Mapping[str, Any]) -> int:
    rots = sorted({a[2] for a in place})
    return ui["rot"] if ui.get("rot") in rots else rots[0]


def _ghost(c: Ctx, p: int, acts: Sequence[Action], name: str, gx: float, gy: float, cell: float) -> str:
    """What a click on this space would lay there: the bought tile in its rotation, a road tile, or the governor's
    next step (Guidance). Drawn right after the target and outside it (so that the target is only its space),
    app.css shows it while the target has the pointer or the focus."""
    kind = acts[0][0]
    r, col = _cell_index(name)
    x, y = gx + col * cell, gy + r * cell
    decision = c.view.get("decision") or {}
    if kind == "road":
        parts = _space_svg(ROAD_TILE, x, y, cell, c.lang)
    elif kind == "guide":
        parts = _hat(c.tokens[p], x + 3, y + cell - 3, cell * 0.5)
    elif kind == "upgrade" and decision.get("args"):
        design = c.view["specialists"]["offered"][decision["args"][0] - 1]["kind"]
        parts = _space_svg(f"{design}/{UPGRADES[design]}", x, y, cell, c.lang)
    elif kind == "place" and decision.get("args"):
        shape, squares = TILES[decision["args"][0]]
        parts = "".join(_space_svg(code, gx + (col + dc) * cell, gy + (r + dr) * cell, cell, c.lang)
                        for code, (dr, dc) in zip(squares, _turned(shape, acts[0][2])))
    else:
        return ""
    return f'<g class="ghost sm-ghost">{parts}</g>'


def _cell_index(name: str) -> tuple[int, int]:
    """"r2c5" -> (1, 4)."""
    row, _, col = name[1:].partition("c")
    return int(row) - 1, int(col) - 1


def _spaces(c: Ctx, p: int, info: View, gx: float, gy: float, cell: float) -> str:
    """The 36 spaces with what lies on them (a die, coins, the governor); those a click acts on are targets,
    drawn last so that a tile's preview lies over the spaces around it."""
    colony = " ".join(info["colony"]).split()
    per_cell = _space_targets(c, _governor_at(c.view, p))
    out, targets = [], []
    for i, code in enumerate(colony):
        name = f"r{i // 6 + 1}c{i % 6 + 1}"
        x, y = gx + i % 6 * cell, gy + i // 6 * cell
        body, label = _space(c, p, info, code, name, x, y, cell)
        acts = per_cell.get(name)
        if acts:
            targets.append(_target(acts, c.describe, body, x, y, cell, cell, label) +
                           _ghost(c, p, acts, name, gx, gy, cell))
        else:
            out.append(_plain(body, label))
    return "".join(out + targets)


def _space(c: Ctx, p: int, info: View, code: str, name: str, x: float, y: float, cell: float) -> tuple[str, str]:
    """A space's drawing and its words: what is built, the die or coins on it, the governor and its points."""
    mark = info.get("markers", {}).get(name)
    body = _space_svg(code, x, y, cell, c.lang, 12 if cell < 50 else 13, bool(mark))
    if mark:
        body += _marker_svg(mark, x, y, cell)
    here = "governor" in c.view and _governor_at(c.view, p) == name
    if here:
        body += _hat(c.tokens[p], x + 3, y + cell - 3, cell * 0.5)
    return body, _space_label(code, name, mark, "governor" in c.view, here, c.lang)


@lru_cache(maxsize=8192)   # a board's 36 spaces a colony say much the same at every click
def _space_label(code: str, name: str, mark: str | None, governor: bool, here: bool, lang: str) -> str:
    """A space's words: where it is, what is built, the die or coins on it, the governor and its points."""
    row, col = _cell_index(name)
    label = _say(lang, "space.label", row=row + 1, column=col + 1, words=_space_words(code, lang))
    if mark:
        label = _say(lang, "space.on_it", space=label, what=_marker_what(mark, lang))
    if here:
        label = _say(lang, "space.governor_here", space=label)
    if governor:
        label = _say(lang, "space.governor_scores", space=label, points=f"{GOVERNOR_POINTS[row][col]:+d}")
    return label


AMBASSADOR_MARKS = {"W": "w", "L": "b"}   # Module C: the white and the blue ambassador die left on a building


def _marker_svg(mark: str, x: float, y: float, cell: float) -> str:
    """Coins ("c2") or a die ("w3", "b5"; an ambassador die "W3", "L5", ringed in gold) left on a building."""
    if mark[0] == "c":
        return (f'<circle cx="{x + cell - 11:.1f}" cy="{y + 11:.1f}" r="9" fill="#f5c400" stroke="#7a5a00"/>'
                + _text(x + cell - 11, y + 15.5, mark[1:], 12, anchor="middle", bold=True))
    size = min(20.0, cell * 0.48)
    die = _die(AMBASSADOR_MARKS.get(mark[0], mark[0]), int(mark[1]), x + cell - size - 2, y + 2, size)
    ring = _rect(x + cell - size - 4, y, size + 4, size + 4, "none", AMBASSADOR_EDGE, rx=size / 4,
                 extra='stroke-width="2.5"') if mark[0] in AMBASSADOR_MARKS else ""
    return die + ring


def _marker_what(mark: str, lang: str) -> str:
    """What lies on a building this year: "2 coins", "a white die 3", "the blue ambassador die 5"."""
    if mark[0] == "c":
        return _count(int(mark[1:]), "coins", lang)
    colour = "white" if mark[0] in "wW" else "blue"
    return _say(lang, f"marker.{colour}_ambassador" if mark[0] in AMBASSADOR_MARKS else f"marker.{colour}",
                value=int(mark[1]))


def _governor_at(view: View, p: int) -> str | None:
    """Module A: the space of the seat's governor ("r1c1"), None without the module."""
    spaces = view.get("governor")
    return spaces[p] if spaces else None


def _hat(token: Token, x: float, y: float, size: float, extra: str = "") -> str:
    """The governor: a black top hat with a band of the seat's colour, ``size`` wide, its brim's foot at (x, y)."""
    h = size * 0.85
    return (f'<g {extra}>' + _rect(x, y - h * 0.2, size, h * 0.2, "#1b1b1b", "#fff", rx=1.5) +
            _rect(x + size * 0.2, y - h, size * 0.6, h * 0.85, "#1b1b1b", "#fff", rx=1.5) +
            _rect(x + size * 0.2, y - h * 0.45, size * 0.6, h * 0.2, token.colour, rx=0) + "</g>")


def _blue_dice(c: Ctx, info: View, x: float, gy: float, cell: float) -> str:
    """The unused blue dice beside the rows they show; dice of one value are stacked and picked as one."""
    blue = info.get("blue", [])
    moves = c.by_kind.get("die", []) + c.by_kind.get("diagonal", [])
    out = []
    for v in sorted(set(blue)):
        count = blue.count(v)
        y = gy + (v - 1) * cell + 4
        body = "".join(_die("b", v, x, y + 6 * k, 19) for k in range(count))
        many = "" if count == 1 else "_many"
        values = ", ".join([str(v)] * count)   # as they show
        if any(a[1] == "blue" and a[2] == v for a in moves):
            out.append(_pick({"die": ["blue", v]}, c.say(f"blue.pick{many}", value=values), c.die == ("blue", v),
                             body, x - 2, y - 2, 23, 23 + 6 * (count - 1)))
        else:
            out.append(_plain(body, c.say(f"blue.unused{many}", value=values)))
    return "".join(out)


def _harbour(c: Ctx, p: int, info: View, x: float, y: float, w: float) -> str:
    """The seat's harbour, two docks a row: its ships by dock; the targets when a special order is docked."""
    acts = {a[1]: a for a in c.by_kind.get("dock", [])}
    out = []
    bw = w / 2
    for d, (dock, tiles) in enumerate(info.get("harbour", {}).items()):
        bx, by = x + (d % 2) * bw, y + (d // 2) * HARBOUR_H
        ships = c.say("ships", n=len(tiles))
        body = (_rect(bx, by + 2, bw - 4, HARBOUR_H - 4, "#dfeaf3", "#2a5caa") +
                _text(bx + 5, by + 16, c.say("harbour.dock", dock=c.say(f"dock.{dock}"), ships=ships), 12,
                      width=bw - 12, bold=bool(tiles)))
        label = c.say(f"harbour.{dock}", name=info["name"], ships=ships,
                      gives=_count(DOCK_WORDS[dock][1], DOCK_WORDS[dock][0], c.lang))
        out.append(_maybe_target([acts[d]] if d in acts else None, c.describe, body,
                                 (bx, by + 2, bw - 4, HARBOUR_H - 4), label))
    return "".join(out)


def _chip(selected: bool) -> str:
    return "chip ui-target" + (" selected" if selected else "")


# --- beside the board ---------------------------------------------------------------------------------
def render_side(view: View, legal: list[Action], describe: Describe, **ctx: Any) -> str:
    tokens: list[Token] = ctx.get("tokens") or tokens_for(None, len(view["players"]))
    ui: Mapping[str, Any] = ctx.get("ui") or {}
    lang: str = ctx.get("lang") or ENGLISH
    steps = follow_steps(view, lang)
    prompt = _say(lang, "round", year=view.get("year") or 0, prompt=text(view.get("prompt", ""), lang))
    out = [f'<p class="round">{esc(prompt)}</p>',
           f'<p class="sm-follow">{esc(steps)}</p>' if steps else "",
           _city_board().offer_html(view, legal, describe, lang) if city_seat(view) is not None else "",
           _pay_html(legal, ui, lang),
           _rotation_html(legal, ui, lang), _players_html(view, legal, describe, tokens, lang)]
    outcome: Outcome | None = ctx.get("outcome")
    if outcome is not None and view.get("scores"):
        out.append(_final_html(view, outcome, lang))
    return "".join(out)


def _pay_words(mode: str, lang: str) -> str:
    return _say(lang, "pay.coins") if mode == "coins" else _say(lang, "pay.any", what=resource_word(mode))


def _pay_html(legal: list[Action], ui: Mapping[str, Any], lang: str) -> str:
    """American Kingdoms: how the picked die's value is changed, coins by the pip or 1 cacao (gold in its
    place) for any value; shown when the die may be changed either way."""
    die = _selected_die(legal, ui)
    modes = _pay_modes(legal, die)
    if len(modes) < 2 or die is None:
        return ""
    pay = _selected_pay(legal, ui, die)
    chips = "".join(f'<span {ui_attrs({"pay": m}, _pay_words(m, lang), m == pay, cls=_chip(m == pay))}>'
                    f"{esc(_pay_words(m, lang))}</span>" for m in modes)
    change = _say(lang, f"pay.change.{die[0].replace(' ', '_')}", value=die[1])
    return (f'<div class="pending sm-pay"><span class="label">{esc(change)}</span>'
            f'<div class="chips">{chips}</div></div>')


def _players_html(view: View, legal: list[Action], describe: Describe, tokens: list[Token], lang: str) -> str:
    """Every seat: money, happiness, monks, dice taken, resources (with the market buttons of the seat
    on turn), ships."""
    market: defaultdict[str, list[Action]] = defaultdict(list)
    for a in legal:
        if a[0] in ("sell", "buy"):
            market[a[1]].append(a)
    rows = []
    for p, info in enumerate(view["players"]):
        acting = " acting" if view.get("actor") == p else ""
        extra = {r: "".join(_market_button(a, describe, lang) for a in market[r]) if view.get("actor") == p else ""
                 for r in info["resources"]}
        if "cacao_storage" in view:
            room = _say(lang, "panel.room", n=view["cacao_storage"][p])
            extra["cacao"] = f' <span class="counter-of">{esc(room)}</span>{extra["cacao"]}'
        counts = {"coin": info["coins"], "happiness": info["happiness"], "monk": info["monks"], **info["resources"]}
        harbour = ", ".join(_say(lang, "panel.dock", dock=_say(lang, f"dock.{d}"), n=len(t))
                            for d, t in info["harbour"].items())
        dice = text(white_dice_taken(info["white_taken"]), lang)
        dice = _say(lang, "panel.scholar", dice=dice, scholar=scholar_word(info["scholar"])) if info.get("scholar") \
            else dice
        name = _say(lang, "panel.withdrawn", name=info["name"]) if info["out"] else info["name"]
        rows.append(f'<li class="player{acting}" data-seat="{p}">{token_icon(tokens[p], 20)} '
                    f'<strong class="name">{esc(name)}</strong><br>'
                    f'{counter_chips(counts, extra=extra, game="santamaria_board", lang=lang)}'
                    f'<span class="muted">{esc(dice)}</span><br>'
                    f'<span class="muted">{esc(_say(lang, "panel.ships", docks=harbour))}</span></li>')
    return f'<ul class="players">{"".join(rows)}</ul>'


def _market_button(action: Action, describe: Describe, lang: str) -> str:
    """A market button of the seat on turn: "sell" or "buy" a resource."""
    words = _say(lang, f"market.{action[0]}")
    attrs = target_attrs([action], describe, cls="target small", shown=words)
    return f' <button type="button" {attrs}>{esc(words)}</button>'


def _rotation_html(legal: list[Action], ui: Mapping[str, Any], lang: str) -> str:
    """While a bought tile is placed: the rotations to choose from."""
    place = [a for a in legal if a[0] == "place"]
    if not place:
        return ""
    rots = sorted({a[2] for a in place})
    rot = _rotation(place, ui)
    turns = {k: f"{k * 90}°" for k in rots}
    names = {k: _say(lang, "rotation.turn", degrees=t) for k, t in turns.items()}
    chips = "".join(f'<span {ui_attrs({"rot": k}, names[k], k == rot, cls=_chip(k == rot))}>{t}</span>'
                    for k, t in turns.items())
    return (f'<div class="pending"><span class="label">{esc(_say(lang, "rotation"))}</span>'
            f'<div class="chips">{chips}</div></div>')


SCORE_ROWS = ("happiness", "colonists", "bishops", "bishop monks", "ships", "ship sets", "coins", "governor", "total",
              "coins left")   # scoring.breakdown's categories: santamaria_board.score.<category>


def _final_html(view: View, outcome: Outcome, lang: str) -> str:
    """The final scoring (§7.1) category by category, then the winners after the tie-break (§7.2), or the
    solo result with its goal and the achievements reached (§7.3)."""
    names = [info["name"] for info in view["players"]]
    scores = view["scores"]
    head = "".join(f'<th class="num">{esc(name)}</th>' for name in names)
    rows = "".join(f"<tr><td>{esc(_score_row(part, lang))}</td>" +
                   "".join(f'<td class="num">{b[part]}</td>' for b in scores) + "</tr>" for part in scores[0])
    table = (f'<table class="score-table"><thead><tr><th>{esc(_say(lang, "score"))}</th>{head}</tr></thead>'
             f"<tbody>{rows}</tbody></table>")
    if outcome.won is not None:
        reached = [_say(lang, f"achievement.{k.replace(' ', '_')}")
                   for k, done in (view.get("achievements") or {}).items() if done]
        result = _say(lang, f"solo.{'won' if outcome.won else 'lost'}{'' if reached else '.none'}", name=names[0],
                      goal=text(outcome.goal or "", lang), achievements=reached)
    else:
        result = _say(lang, "winner" if len(outcome.winners) == 1 else "winners",
                      names=", ".join(names[p] for p in outcome.winners))
    return f'{table}<p class="result">{esc(result)}</p>'


def _score_row(part: str, lang: str) -> str:
    """A category of the final scoring in words (a module's own category, not known here, as it is named)."""
    return _say(lang, f"score.{part.replace(' ', '_')}") if part in SCORE_ROWS else part
