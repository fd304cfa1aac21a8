"""Salamanca in SVG: the 9 x 8 board, display fields a-e, tokens, plagues; hand and players beside it.

Every tile kind is told by its colour AND a simple icon (never by text); the frame colour links
buildings to their landscapes (red: monastery + vineyard; yellow: farm + acre + pasture;
blue: castle + lake + forest). Fertile tiles print their value in a white disc. Hovering or
focusing a building shows the value of its region; the "Region values" toggle shows them all
(for touch screens, which have no hover).

Interface: see ``sobremesa.render`` (``render`` and ``render_side``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ..core import Action, Outcome
from ..core.i18n import ENGLISH, say, text
from ..games.salamanca.words import CARD_WORDS, PLAGUE_WORDS, tile_the, tile_words
from . import (
    Describe,
    Token,
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

CELL = 80                      # board cell, SVG units
MARGIN = 26                    # room for the column letters and row numbers
DISPLAY_H = 118                # the display fields above the board
TOP = DISPLAY_H + MARGIN       # y of board row 1
LETTERS = "ABCDEFGHI"

KIND_STYLE = {  # background, icon colour, frame (red / yellow / blue)
    "vineyard": ("#d9c2e6", "#5b2177", "red"),
    "acre": ("#f5dd8f", "#94620c", "yellow"),
    "pasture": ("#c8e6a0", "#3d6b1a", "yellow"),
    "lake": ("#a9d8f5", "#1c5a96", "blue"),
    "forest": ("#7cbf84", "#14461e", "blue"),
    "monastery": ("#f0dcd2", "#8c2a1c", "red"),
    "castle": ("#d6dbe3", "#2e3d57", "blue"),
    "farm": ("#f2e2bf", "#7a4a10", "yellow"),
}
FRAMES = {"red": "#c0392b", "yellow": "#d39e00", "blue": "#2a5caa"}
BUILDINGS = ("monastery", "castle", "farm")
KIND_OF_CODE = {"V": "vineyard", "A": "acre", "L": "lake", "F": "forest", "P": "pasture",
                "M": "monastery", "C": "castle", "H": "farm"}
PLAGUE_STYLE = {"poison": "#5b2177", "locust": "#5a6b12", "rat": "#555555", "ruin": "#6b3a1a"}
CARD_FUNCTION = {1: "poison", 2: "rat", 3: "locust", 4: "ruin", 5: "start", 6: "exchange"}
CARD_BACK = ('<svg class="mini" viewBox="0 0 16 20" aria-hidden="true"><rect x="2" y="1" width="12" height="18" rx="2" '
             'fill="#8c2a1c" stroke="#111" stroke-width="1.2"/><path d="M5 5 L11 15 M11 5 L5 15" stroke="#f0dcd2" '
             'stroke-width="1.4"/></svg>')


def tile_info(code: str) -> tuple[str, str, int]:
    """(kind, class, value) of a tile code, for tiles shown outside the board (display, pending)."""
    kind = KIND_OF_CODE.get(code[:1], "vineyard")
    if kind in BUILDINGS:
        return kind, "building", {"monastery": 4, "castle": 3, "farm": 2}[kind]
    digits = code[1:].lstrip("-")
    if digits.isdigit():
        return kind, "fertile", int(digits)
    return kind, "regular", 1


# --- icons: drawn in a 100 x 100 box -------------------------------------------------------------
def _icon(kind: str, colour: str) -> str:
    c = colour
    if kind == "vineyard":
        grapes = [(38, 38), (54, 38), (70, 38), (46, 52), (62, 52), (54, 66), (38, 52), (54, 80)]
        return (f'<path d="M54 14 Q56 24 54 30" stroke="{c}" stroke-width="5" fill="none"/>'
                f'<path d="M56 22 Q72 12 80 24 Q68 28 56 22Z" fill="#3d7a2a"/>'
                + "".join(f'<circle cx="{x}" cy="{y}" r="9" fill="{c}"/>' for x, y in grapes))
    if kind == "acre":
        out = []
        for x in (32, 50, 68):
            out.append(f'<path d="M{x} 88 L{x} 30" stroke="{c}" stroke-width="4"/>')
            for y in (30, 44, 58):
                out.append(f'<ellipse cx="{x - 6}" cy="{y}" rx="5" ry="9" transform="rotate(-25 {x - 6} {y})" '
                           f'fill="{c}"/><ellipse cx="{x + 6}" cy="{y}" rx="5" ry="9" '
                           f'transform="rotate(25 {x + 6} {y})" fill="{c}"/>')
        return "".join(out)
    if kind == "lake":
        return "".join(f'<path d="M16 {y} q 11 -12 22 0 t 22 0 t 22 0 t 22 0" stroke="{c}" '
                       f'stroke-width="7" fill="none" stroke-linecap="round"/>' for y in (36, 56, 76))
    if kind == "forest":
        def tree(x: int, s: int) -> str:
            return (f'<polygon points="{x},{22 + s} {x + 20 - s},{62} {x - 20 + s},{62}" fill="{c}"/>'
                    f'<polygon points="{x},{38 + s} {x + 24 - s},{78} {x - 24 + s},{78}" fill="{c}"/>'
                    f'<rect x="{x - 4}" y="78" width="8" height="12" fill="#5a3a1a"/>')
        return tree(34, 6) + tree(64, 0)
    if kind == "pasture":  # a sheep
        wool = [(38, 50), (52, 44), (66, 50), (44, 62), (60, 62), (52, 56)]
        return ("".join(f'<circle cx="{x}" cy="{y}" r="12" fill="#ffffff" stroke="{c}" stroke-width="3"/>'
                        for x, y in wool)
                + f'<ellipse cx="78" cy="46" rx="9" ry="7" fill="{c}"/>'
                + "".join(f'<rect x="{x}" y="70" width="5" height="16" fill="{c}"/>' for x in (38, 48, 58, 66)))
    if kind == "monastery":  # a church with a cross
        return (f'<rect x="26" y="48" width="48" height="38" fill="{c}"/>'
                f'<polygon points="22,50 50,26 78,50" fill="{c}"/>'
                f'<rect x="47" y="6" width="6" height="24" fill="{c}"/>'
                f'<rect x="40" y="12" width="20" height="6" fill="{c}"/>'
                f'<path d="M44 86 V68 a6 6 0 0 1 12 0 V86Z" fill="#f0dcd2"/>')
    if kind == "castle":  # a tower with battlements
        return (f'<path d="M24 88 V30 H34 V40 H44 V30 H56 V40 H66 V30 H76 V88Z" fill="{c}"/>'
                f'<path d="M42 88 V70 a8 8 0 0 1 16 0 V88Z" fill="#d6dbe3"/>'
                f'<rect x="46" y="48" width="8" height="10" fill="#d6dbe3"/>')
    if kind == "farm":  # a house with a pitched roof
        return (f'<polygon points="16,52 50,22 84,52" fill="{c}"/>'
                f'<rect x="24" y="50" width="52" height="38" fill="{c}"/>'
                f'<rect x="32" y="60" width="12" height="12" fill="#f2e2bf"/>'
                f'<rect x="54" y="64" width="14" height="24" fill="#f2e2bf"/>')
    return ""


def _plague_icon(plague: str) -> str:
    """White icon on a dark disc, in a 100 x 100 box."""
    w = "#ffffff"
    if plague == "poison":  # a drop with a cross
        return (f'<path d="M50 14 C64 36 76 50 76 64 a26 26 0 0 1 -52 0 C24 50 36 36 50 14Z" fill="{w}"/>'
                f'<path d="M40 56 L60 76 M60 56 L40 76" stroke="#5b2177" stroke-width="7"/>')
    if plague == "locust":  # an insect
        return (f'<ellipse cx="50" cy="54" rx="14" ry="26" fill="{w}"/><circle cx="50" cy="24" r="9" fill="{w}"/>'
                + "".join(f'<path d="M50 {y} L{x} {y + d}" stroke="{w}" stroke-width="5"/>'
                          for x, y, d in ((20, 46, -10), (80, 46, -10), (18, 60, 10), (82, 60, 10),
                                          (24, 72, 16), (76, 72, 16))))
    if plague == "rat":
        return (f'<ellipse cx="46" cy="58" rx="26" ry="16" fill="{w}"/><circle cx="70" cy="48" r="10" fill="{w}"/>'
                f'<circle cx="66" cy="36" r="7" fill="{w}"/><path d="M22 60 Q6 66 14 84" stroke="{w}" '
                f'stroke-width="5" fill="none"/>')
    # ruin: a broken wall
    return (f'<path d="M18 84 V40 L30 30 L38 44 L48 24 L56 42 L66 32 L82 46 V84Z" fill="{w}"/>'
            f'<path d="M18 62 H82 M40 62 V84 M62 62 V84 M30 44 V62 M58 44 V62" stroke="#6b3a1a" stroke-width="4"/>')


def tile_svg(kind: str, cls: str, value: int, x: float, y: float, size: float, title: str | None = None) -> str:
    """One tile: colour + icon + frame colour; fertile tiles show their value in a white disc."""
    bg, fg, frame = KIND_STYLE.get(kind, ("#eeeeee", "#333333", "blue"))
    fw = size * 0.07
    s = size / 100
    inner = size - fw
    out = [f'<g class="tile tile-{esc(kind)}">']
    if title:
        out.append(svg_title(title))
    out.append(f'<rect x="{x + fw / 2:.1f}" y="{y + fw / 2:.1f}" width="{inner:.1f}" height="{inner:.1f}" '
               f'rx="{size * 0.06:.1f}" fill="{bg}" stroke="{FRAMES[frame]}" stroke-width="{fw:.1f}"/>')
    icon_scale = 0.78 if cls == "fertile" else 0.86
    off = size * (1 - icon_scale) / 2
    out.append(f'<g transform="translate({x + off:.1f},{y + off:.1f}) scale({s * icon_scale:.3f})">'
               f"{_icon(kind, fg)}</g>")
    if cls == "fertile":
        r = size * 0.17
        cx, cy = x + size * 0.78, y + size * 0.22
        out.append(f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}" fill="#ffffff" stroke="#222" '
                   f'stroke-width="{size * 0.02:.1f}"/><text x="{cx:.1f}" y="{cy + r * 0.45:.1f}" '
                   f'font-size="{r * 1.35:.1f}" text-anchor="middle" font-weight="bold" fill="#222">{value}</text>')
    out.append("</g>")
    return "".join(out)


def _cell_xy(name: str) -> tuple[float, float]:
    col = LETTERS.index(name[0])
    row = int(name[1:]) - 1
    return MARGIN + col * CELL, TOP + row * CELL


def _all_cells(cols: int, rows: int) -> list[str]:
    return [f"{LETTERS[c]}{r + 1}" for r in range(rows) for c in range(cols)]


def _crown(x: float, y: float, w: float) -> str:
    h = w * 0.55
    return (f'<polygon points="{x - w / 2:.1f},{y:.1f} {x - w / 2:.1f},{y - h:.1f} {x - w / 4:.1f},{y - h / 2:.1f} '
            f'{x:.1f},{y - h:.1f} {x + w / 4:.1f},{y - h / 2:.1f} {x + w / 2:.1f},{y - h:.1f} {x + w / 2:.1f},{y:.1f}" '
            f'fill="#f5c400" stroke="#111" stroke-width="1.5"/>')


def _selected_tile(turn: Mapping[str, Any] | None, ui: Mapping[str, Any]) -> str | None:
    pending = sorted(set((turn or {}).get("pending") or []))
    if not pending:
        return None
    chosen = ui.get("tile")
    return chosen if chosen in pending else pending[0]


# --- the board -----------------------------------------------------------------------------------------
@dataclass
class _Board:
    """What drawing one cell needs: the view's lookups, the viewing seat's choices and the targets."""

    view: dict[str, Any]
    tokens: list[Token]
    names: list[str]
    describe: Describe
    selected: str | None
    show_regions: bool
    targets: dict[str, list[Action]]
    lang: str

    @property
    def plague_at(self) -> dict[str, str]:
        return {cell: p for p, cell in (self.view.get("plagues") or {}).items() if cell}


def render(view: dict[str, Any], legal: list[Action], describe: Describe, **ctx: Any) -> str:
    tokens = ctx.get("tokens") or tokens_for(None, len(view["players"]))
    ui = ctx.get("ui") or {}
    lang = ctx.get("lang", ENGLISH)
    cols, rows = view.get("cols", 9), view.get("rows", 8)
    width = MARGIN + cols * CELL + 8
    height = TOP + rows * CELL + 8
    selected = _selected_tile(view.get("turn"), ui)
    take_by_field = {a[1]: a for a in legal if a[0] == "take"}
    board = _Board(view, tokens, [p["name"] for p in view["players"]], describe, selected,
                   bool(ui.get("view_regions")), _cell_targets(legal, selected), lang)
    plague_at = board.plague_at
    out = [f'<svg class="board-svg salamanca" viewBox="0 0 {width} {height}" preserveAspectRatio="xMidYMin meet" '
           f'data-pan-zoom="salamanca" role="group" '
           f'aria-label="{esc(say(lang, "salamanca.board.label", round=str(view.get("round"))))}" '
           f'xmlns="http://www.w3.org/2000/svg">',
           f'<rect x="0" y="0" width="{width}" height="{height}" fill="#f7f1e3"/>',
           _display_svg(view, take_by_field, describe, width, lang),
           _frame(cols, rows)]
    out += [_cell_svg(board, name, plague_at.get(name)) for name in _all_cells(cols, rows)]
    out.append("</svg>")
    return "".join(out)


def _cell_targets(legal: list[Action], selected: str | None) -> dict[str, list[Action]]:
    """Actions that name a field, by field: placing the selected tile, selling, a Conde, a plague."""
    by_cell: dict[str, list[Action]] = defaultdict(list)
    for a in legal:
        if a[0] == "place":
            if a[1] == selected:
                by_cell[a[2]].append(a)
        elif a[0] in ("sell", "conde"):
            by_cell[a[1]].append(a)
        elif a[0] == "plague":
            by_cell[a[2]].append(a)
    return by_cell


def _frame(cols: int, rows: int) -> str:
    """Column letters, row numbers and the board's ground."""
    out = [f'<text class="coord" x="{MARGIN + c * CELL + CELL / 2}" y="{TOP - 8}" text-anchor="middle">'
           f"{LETTERS[c]}</text>" for c in range(cols)]
    out += [f'<text class="coord" x="{MARGIN / 2}" y="{TOP + r * CELL + CELL / 2 + 5}" '
            f'text-anchor="middle">{r + 1}</text>' for r in range(rows)]
    out.append(f'<rect x="{MARGIN}" y="{TOP}" width="{cols * CELL}" height="{rows * CELL}" fill="#e9dfc7" '
               f'stroke="#8a7a5a" stroke-width="2"/>')
    return "".join(out)


def _cell_svg(board: _Board, name: str, plague: str | None) -> str:
    """One field: its tile and tokens, and a target when the viewing seat may act on it."""
    x, y = _cell_xy(name)
    view = board.view
    tile = view.get("board", {}).get(name)
    seats = (view.get("squires", {}).get(name), view.get("condes", {}).get(name))
    drawn, label, plain = _cell_look(
        name, (tile["kind"], tile["class"], tile["value"]) if tile else None,
        view.get("regions", {}).get(name) if tile and tile["kind"] in BUILDINGS else None,
        tuple(None if seat is None else (board.names[seat], board.tokens[seat]) for seat in seats), plague,
        name == (view.get("turn") or {}).get("occupy"), board.show_regions, board.lang)
    acts = board.targets.get(name, [])
    if not acts:
        return plain
    if board.selected and acts[0][0] == "place":
        kind, cls, value = tile_info(board.selected)
        drawn += f'<g class="ghost">{tile_svg(kind, cls, value, x + 8, y + 8, CELL - 16)}</g>'
    hover = " / ".join(board.describe(a) for a in acts)
    drawn += f'<rect class="hit" x="{x + 2}" y="{y + 2}" width="{CELL - 4}" height="{CELL - 4}" rx="6"/>'
    attrs = target_attrs(acts, board.describe, cls="cell target", label=f"{hover} ({label})", shown=shown_text(drawn))
    return (f'<g {attrs} '
            f'data-cell="{name}">{svg_title(hover + " — " + label)}{drawn}</g>')


Seated = tuple[str, Token] | None  # a Squire's or a Conde's owner: name and token


@lru_cache(maxsize=2048)   # a board's fields are drawn as they were at the click before (issue 16)
def _cell_look(name: str, tile: tuple[str, str, Any] | None, region: Any, seated: tuple[Seated, Seated],
               plague: str | None, occupied: bool, show_regions: bool, lang: str) -> tuple[str, str, str]:
    """What ``_cell_svg`` draws of the field ``name``: its tile (kind, class, value), its region's value, its Squire's
    and Conde's owners, its plague, whether the tile was just placed: the drawing, its words, and the field when no
    action uses it."""
    x, y = _cell_xy(name)
    parts, words = (_tile_parts(name, tile, region, seated, plague, show_regions, lang) if tile
                    else ([], [say(lang, "salamanca.board.empty", cell=name)]))
    if occupied:
        parts.append(f'<rect class="just-placed" x="{x + 3}" y="{y + 3}" width="{CELL - 6}" height="{CELL - 6}" '
                     f'fill="none" stroke="#111" stroke-width="4" stroke-dasharray="8 5"/>')
    label, drawn = "; ".join(words), "".join(parts)
    focus = ' tabindex="0"' if tile and tile[0] in BUILDINGS else ""
    return drawn, label, (f'<g class="cell" data-cell="{name}"{focus} aria-label="{esc(label)}">'
                          f'{svg_title(label)}{drawn}</g>')


def _tile_parts(name: str, tile: tuple[str, str, Any], region: Any, seated: tuple[Seated, Seated],
                plague: str | None, show_regions: bool, lang: str) -> tuple[list[str], list[str]]:
    """The tile on a field with its Squire, Conde, plague and region value: markup, and words."""
    x, y = _cell_xy(name)
    kind, cls, value = tile
    squire, conde = seated
    parts = [tile_svg(kind, cls, value, x, y, CELL)]
    words = [say(lang, "salamanca.board.tile", cell=name, tile=tile_words(kind, cls, value))]
    if region is not None:
        words.append(say(lang, "salamanca.board.region", value=region))
    if squire is not None:
        parts.append(token_svg(squire[1], x + 17, y + CELL - 17, 12))
        words.append(say(lang, "salamanca.board.squire_of", name=squire[0]))
    if conde is not None:
        parts.append(token_svg(conde[1], x + CELL - 18, y + CELL - 16, 12))
        parts.append(_crown(x + CELL - 18, y + CELL - 27, 16))
        words.append(say(lang, "salamanca.board.conde_of", name=conde[0]))
    if plague:
        # top left on landscapes (a fertile value sits top right); top right on buildings
        # (the region badge sits top left)
        px = x + CELL - 18 if kind in BUILDINGS else x + 18
        parts.append(f'<g class="plague"><circle cx="{px}" cy="{y + 18}" r="15" '
                     f'fill="{PLAGUE_STYLE[plague]}" stroke="#fff" stroke-width="2"/>'
                     f'<g transform="translate({px - 13},{y + 5}) scale(0.26)">{_plague_icon(plague)}</g></g>')
        words.append(text(PLAGUE_WORDS[plague], lang))
    if region is not None:
        badge_cls = "region-badge shown" if show_regions else "region-badge"
        parts.append(f'<g class="{badge_cls}"><rect x="{x + 4}" y="{y + 4}" width="34" height="24" rx="5" '
                     f'fill="#111" opacity="0.85"/><text x="{x + 21}" y="{y + 22}" text-anchor="middle" '
                     f'font-size="18" font-weight="bold" fill="#fff">{region}</text></g>')
    return parts, words


def _display_svg(view: dict[str, Any], take_by_field: dict[str, Action], describe: Describe, width: int,
                 lang: str) -> str:
    fields = list((view.get("display") or {}).items())
    if not fields:
        return ""
    out = []
    n = 5
    field_w = (width - MARGIN - 8) / n
    tile = 54
    for i, (letter, stack) in enumerate(fields):
        x0 = MARGIN + i * field_w
        y0 = 8
        words = [text(tile_words(*tile_info(c)), lang) for c in stack]
        label = (say(lang, "salamanca.board.field", field=letter, tiles=", ".join(words)) if words
                 else say(lang, "salamanca.board.field_empty", field=letter))
        inner = [f'<rect x="{x0 + 4:.1f}" y="{y0:.1f}" width="{field_w - 8:.1f}" height="{DISPLAY_H - 16}" rx="8" '
                 f'fill="#efe4c9" stroke="#8a7a5a" stroke-width="2" stroke-dasharray="{"" if stack else "6 5"}"/>',
                 f'<text class="field-letter" x="{x0 + 16:.1f}" y="{y0 + 24}" font-size="20" font-weight="bold">'
                 f"{esc(letter)}</text> "]   # a space: the letter and a tile's hidden number read apart
        if stack:
            room = field_w - 8 - 34 - tile
            step = min(30.0, room / max(1, len(stack) - 1)) if len(stack) > 1 else 0
            for j, code in enumerate(stack):
                kind, cls, value = tile_info(code)
                # shown, not hidden: axe-core reads a hidden tile's number too, so the name starts with what shows
                inner.append(tile_svg(kind, cls, value, x0 + 30 + j * step, y0 + 30 + (j % 2) * 6, tile) + " ")
        action = take_by_field.get(letter)
        if action:
            hover = describe(action)
            attrs = target_attrs([action], describe, cls="field target", label=hover,
                                 shown=shown_text("".join(inner)))
            out.append(f'<g {attrs} '
                       f'data-field="{esc(letter)}">{svg_title(hover)}{"".join(inner)}'
                       f'<rect class="hit" x="{x0 + 4:.1f}" y="{y0}" width="{field_w - 8:.1f}" '
                       f'height="{DISPLAY_H - 16}" rx="8"/></g>')
        else:
            out.append(f'<g class="field" data-field="{esc(letter)}" aria-label="{esc(label)}">{svg_title(label)}'
                       f'{"".join(inner)}</g>')
    return "".join(out)


# --- beside the board ---------------------------------------------------------------------------------
def card_words(value: int, lang: str) -> str:
    """A card's number and what it does: "3: Locust"; a card without a function by its number."""
    if value not in CARD_WORDS:
        return str(value)
    return say(lang, "salamanca.board.card_words", card=value, function=CARD_WORDS[value])


def _card(value: int, lang: str, attrs: str = "", cls: str = "card", disabled: bool = False, note: str = "") -> str:
    func = CARD_FUNCTION.get(value)
    icon = ""
    if func in ("poison", "rat", "locust", "ruin"):
        icon = (f'<svg class="card-icon" viewBox="0 0 100 100" aria-hidden="true"><circle cx="50" cy="50" r="48" '
                f'fill="{PLAGUE_STYLE[func]}"/>{_plague_icon(func)}</svg>')
    elif func == "start":
        icon = ('<svg class="card-icon" viewBox="0 0 100 100" aria-hidden="true"><circle cx="50" cy="56" r="30" '
                'fill="#d39e00" stroke="#7a5a00" stroke-width="6"/><path d="M36 4 L50 28 L64 4" stroke="#c0392b" '
                'stroke-width="10" fill="none"/></svg>')
    elif func == "exchange":
        icon = ('<svg class="card-icon" viewBox="0 0 100 100" aria-hidden="true"><rect x="14" y="20" width="40" '
                'height="56" rx="6" fill="#fff" stroke="#333" stroke-width="5"/><rect x="46" y="28" width="40" '
                'height="56" rx="6" fill="#fff" stroke="#333" stroke-width="5"/><path d="M30 90 Q50 100 70 90" '
                'stroke="#333" stroke-width="5" fill="none"/></svg>')
    words = card_words(value, lang)
    title = f' title="{esc(note or words)}"'
    if attrs:
        return f'<button type="button" {attrs}{title}><span class="card-value">{value}</span>{icon}</button>'
    dis = " disabled" if disabled else ""
    return (f'<span class="{cls}{dis}" role="img" aria-label="{esc(say(lang, "salamanca.board.card", card=words))}"'
            f'{title}>'
            f'<span class="card-value">{value}</span>{icon}</span>')


def render_side(view: dict[str, Any], legal: list[Action], describe: Describe, **ctx: Any) -> str:
    tokens = ctx.get("tokens") or tokens_for(None, len(view["players"]))
    ui = ctx.get("ui") or {}
    lang = ctx.get("lang", ENGLISH)
    names = [p["name"] for p in view["players"]]
    shown = say(lang, "salamanca.board.region_values")
    toggle = ui_attrs({"view_regions": not ui.get("view_regions")}, say(lang, "salamanca.board.region_values_help"),
                      bool(ui.get("view_regions")), cls="ui-target small", shown=shown)
    return "".join([
        _round_line(view, lang),
        _order_html(view, tokens, names, lang),
        _players_html(view, legal, describe, tokens, ctx.get("outcome"), lang),
        _pending_html(view, ui, lang),
        _exchange_html(view, legal, describe, names, lang),
        _hand_html(view, legal, describe, lang),
        f'<p><button type="button" {toggle}>{esc(shown)}</button></p>',
    ])


def _round_line(view: dict[str, Any], lang: str) -> str:
    """The round, the section being played, and the tiles left to draw."""
    stack, blue = view.get("stack", 0), view.get("blue", 0)
    phase = say(lang, f"salamanca.board.phase.{view.get('phase')}")
    key = "salamanca.board.round_last" if view.get("last_round") else "salamanca.board.round"
    stacks = say(lang, "salamanca.board.stacks", stack=say(lang, "salamanca.board.tiles", count=stack),
                 blue=say(lang, "salamanca.board.blue_tiles", count=blue))
    return (f'<p class="round">{esc(say(lang, key, round=str(view.get("round")), phase=phase))}<br>'
            f'<span class="muted">{esc(stacks)}</span></p>')


def _order_html(view: dict[str, Any], tokens: list[Token], names: list[str], lang: str) -> str:
    """The turn order of Section 3, the turn being played marked."""
    order = view.get("order") or []
    if not order:
        return ""
    turn = view.get("turn") or {}
    steps = []
    for o in order:
        current = turn and o["seat"] == turn.get("seat") and o.get("card") == turn.get("card")
        mark = ' class="current"' if current else ""
        card = f' ({o["card"]})' if o.get("card") is not None else ""
        steps.append(f"<li{mark}>{token_icon(tokens[o['seat']])} {esc(names[o['seat']])}{card}</li>")
    return (f'<div class="order"><span class="label">{esc(say(lang, "salamanca.board.turn_order"))}</span>'
            f'<ol>{"".join(steps)}</ol></div>')


def _players_html(view: dict[str, Any], legal: list[Action], describe: Describe, tokens: list[Token],
                  outcome: Outcome | None, lang: str) -> str:
    """Each player: stock, cards in hand, money (behind the shield), a card-6 target, and who won."""
    seat = view.get("seat")
    peek = {a[1]: a for a in legal if a[0] == "peek"}
    rows = []
    for p, info in enumerate(view["players"]):
        me = " me" if p == seat else ""
        acting = " acting" if view.get("actor") == p else ""
        icons = {"Squire": f'<svg class="mini" viewBox="0 0 20 20">{token_svg(tokens[p], 10, 10, 8)}</svg>',
                 "Conde": f'<svg class="mini" viewBox="0 0 20 24">{token_svg(tokens[p], 10, 15, 8)}'
                          f'{_crown(10, 7, 12)}</svg>',
                 "card": CARD_BACK}
        counts = {"Squire": info.get("squires", 0), "Conde": int(bool(info.get("conde"))),
                  "card": info.get("hand_size", 0)}
        played = " ".join(str(c) for c in info.get("played") or [])
        played_html = (f' <span class="played" title="{esc(say(lang, "salamanca.board.played"))}">▶ {esc(played)}'
                       '</span>' if played else "")
        if info.get("money") is not None:
            counts["doubloon"] = info["money"]
            money = ""
        else:
            money = (f' <span class="money hidden" title="{esc(say(lang, "salamanca.board.shield"))}">'
                     f'{esc(say(lang, "salamanca.board.money_hidden"))}</span>')
        peek_btn = ""
        if p in peek:
            look = say(lang, "salamanca.board.look")
            attrs = target_attrs([peek[p]], describe, cls="target small", shown=look)
            peek_btn = f' <button type="button" {attrs}>{esc(look)}</button>'
        rows.append(
            f'<li class="player{me}{acting}" data-seat="{p}">{token_icon(tokens[p], 20)} '
            f'<strong class="name">{esc(info["name"])}</strong>'
            f'{esc(say(lang, "salamanca.board.you")) if p == seat else ""}'
            f"{_won(outcome, p, lang)}{played_html}{money}{peek_btn}"
            f'{counter_chips(counts, icons=icons, secret=("doubloon",), game="salamanca", lang=lang)}</li>')
    return f'<ul class="players">{"".join(rows)}</ul>'


def _won(outcome: Outcome | None, p: int, lang: str) -> str:
    """The richest player wins; a tie shares the victory (the game's outcome)."""
    if outcome is None or p not in outcome.winners:
        return ""
    key = "salamanca.board.wins" if len(outcome.winners) == 1 else "salamanca.board.shares"
    return f" · <strong>{esc(say(lang, key))}</strong>"


def _pending_html(view: dict[str, Any], ui: Mapping[str, Any], lang: str) -> str:
    """The tiles taken and not yet placed: the viewing seat chooses which one the board targets place."""
    turn = view.get("turn") or {}
    pending = turn.get("pending") or []
    if not pending or view.get("seat") is None or turn.get("seat") != view.get("seat"):
        return ""
    selected = _selected_tile(turn, ui)
    chips = []
    for code in sorted(set(pending)):
        kind, cls, value = tile_info(code)
        count = pending.count(code)
        pressed = code == selected
        attrs = ui_attrs({"tile": code}, say(lang, "salamanca.board.place_next", tile=tile_the(code)),
                         pressed,
                         cls="chip ui-target" + (" selected" if pressed else ""))
        chips.append(f'<span {attrs}><svg viewBox="0 0 60 60" width="44" height="44" aria-hidden="true">'
                     f'{tile_svg(kind, cls, value, 0, 0, 60)}</svg>{f"×{count}" if count > 1 else ""}</span>')
    return (f'<div class="pending"><span class="label">{esc(say(lang, "salamanca.board.to_place"))}</span>'
            f'<div class="chips">{"".join(chips)}</div></div>')


def _exchange_html(view: dict[str, Any], legal: list[Action], describe: Describe, names: list[str],
                   lang: str) -> str:
    """Card 6: the opponent's hand, only in the views of the two seats of the exchange."""
    exchange = view.get("exchange")
    if not exchange or view.get("seat") is None:
        return ""
    takes = {a[1]: a for a in legal if a[0] == "take_card"}
    cards = "".join(_card(v, lang, target_attrs([takes[v]], describe, cls="card target") if v in takes else "")
                    for v in exchange["hand"])
    label = say(lang, "salamanca.board.exchange", name=names[exchange["with"]])
    return (f'<div class="exchange secret"><span class="label">{esc(label)}</span>'
            f'<div class="cards">{cards}</div></div>')


def _hand_html(view: dict[str, Any], legal: list[Action], describe: Describe, lang: str) -> str:
    """The viewing seat's hand: the cards it may play, or give back in a card-6 exchange, are targets."""
    seat = view.get("seat")
    if seat is None or view["players"][seat].get("hand") is None:
        return ""
    hand = view["players"][seat]["hand"]
    plays = {a[1]: a for a in legal if a[0] == "play"}
    gives = {a[1]: a for a in legal if a[0] == "give_card"}
    cards = []
    for v in hand:
        act = plays.get(v) or gives.get(v)
        if act:
            cards.append(_card(v, lang, target_attrs([act], describe, cls="card target")))
        else:
            cards.append(_card(v, lang, disabled=bool(plays)))
    return (f'<div class="hand secret" data-hand="{esc(" ".join(map(str, hand)))}">'
            f'<span class="label">{esc(say(lang, "salamanca.board.hand"))}</span>'
            f'<div class="cards">{"".join(cards)}</div></div>')
