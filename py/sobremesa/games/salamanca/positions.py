"""The Salamanca position format: a saved state, and a hand-written position for tests,
teaching examples and bug reports (documented in POSITIONS.md).

Everything but ``players`` and ``board`` may be left out of a hand-written position:
tiles not named anywhere go to the draw stack (the five blue-star tiles to their pile),
cards not named are dealt, money starts at 0. Whatever is given is checked: every
component conserved, every token where the rules allow it.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...core import LoadError, rng
from ...core.i18n import Message
from ...core.serial import at, expect, expect_keys
from .cards import turn_order
from .data import (
    ALL_TILES,
    BLUE_STAR,
    CARDS_PLAYED_PER_ROUND,
    CELL_INDEX,
    CELL_NAMES,
    CELLS,
    COLS,
    DISPLAY_FIELDS,
    IS_BUILDING,
    PLAGUE_TARGETS,
    ROWS,
    SQUIRES_PER_PLAYER,
    TILES,
    deck,
)
from .state import SalamancaState, Turn

KEYS = ("players", "board")
OPTIONAL = ("options", "seed", "rng", "round", "phase", "start", "squires", "condes", "plagues", "display",
            "stack", "stack_top", "blue", "removed", "hands", "played", "money", "bank", "order", "turn", "possessed",
            "fertile_placed", "exception", "last_round")
TURN_KEYS = ("index", "acts", "pending", "occupy", "freed", "partner", "took")


def to_dict(s: SalamancaState) -> dict[str, Any]:
    t = s.turn
    return {
        "players": list(s.names), "options": dict(s.options), "rng": s.rng, "round": s.round, "phase": s.phase,
        "start": s.start,
        "board": [" ".join(s.board[y * COLS + x] or "." for x in range(COLS)) for y in range(ROWS)],
        "squires": {CELL_NAMES[c]: p for c, p in sorted(s.squires.items())},
        "condes": {CELL_NAMES[c]: p for c, p in sorted(s.condes.items())},
        "plagues": {p: (CELL_NAMES[c] if c is not None else None) for p, c in s.plagues.items()},
        "display": {f: list(s.display[i]) for i, f in enumerate(DISPLAY_FIELDS[s.players])},
        "stack": list(s.stack), "blue": list(s.blue), "removed": list(s.removed),
        "hands": [list(h) for h in s.hands], "played": [list(p) for p in s.played],
        "money": list(s.money), "bank": s.bank,
        "order": [list(o) for o in s.order],
        "turn": None if t is None else {
            "index": s.turn_index, "acts": t.acts, "pending": list(t.pending),
            "occupy": CELL_NAMES[t.occupy] if t.occupy is not None else None, "freed": t.freed,
            "partner": t.partner, "took": t.took},
        "possessed": sorted(CELL_NAMES[c] for c in s.possessed),
        "fertile_placed": sorted([p, CELL_NAMES[c]] for p, c in s.fertile_placed),
        "exception": s.exception, "last_round": s.last_round,
    }


def from_dict(data: Any) -> SalamancaState:
    from .game import GAME

    data = expect_keys(data, Message("core.what.position"), KEYS, OPTIONAL)
    names = GAME.check_players(data["players"])
    n = len(names)
    options = GAME.check_options(n, data.get("options"))
    if "rng" in data:
        generator = expect(data["rng"], int, at("rng"))
    else:
        generator = rng.seed_state(expect(data.get("seed", 0), int, at("seed")))
    round_ = _int(data.get("round", 1), "round", 1, 99)
    phase = data.get("phase", "cards")
    if phase not in ("cards", "expansion", "over"):
        raise LoadError(Message("core.one_of", what=at("phase"), choices="'cards', 'expansion', 'over'",
                                value=repr(phase)))
    start = _seat(data.get("start", 0), n, "start")
    board = _board(data["board"])
    squires = _tokens(data.get("squires", {}), n, "squires")
    condes = _tokens(data.get("condes", {}), n, "condes")
    plagues = _plagues(data.get("plagues", {}))
    fields = DISPLAY_FIELDS[n]
    shown = expect_keys(data.get("display", {}), at("display"), (), tuple(fields))
    display = [_codes(shown.get(f, []), f"display.{f}") for f in fields]
    removed = _codes(data.get("removed", []), "removed")
    turn = data.get("turn")
    pending = _codes(turn.get("pending", []), "turn.pending") if isinstance(turn, dict) else []
    named = Counter(c for c in board if c is not None) + Counter(pending) + Counter(removed)
    for field in display:
        named.update(field)
    generator, stack, blue = _stacks(generator, data, Counter(ALL_TILES) - named)
    played = _played(data, n)
    generator, hands = _hands(generator, data, n, played)
    money = _ints(data.get("money", [0] * n), "money", 0, 10**6)
    if len(money) != n:
        raise LoadError(Message("core.entries", what=at("money"), count=n, found=len(money)))
    state = SalamancaState(
        rng=generator, names=tuple(names), options=options, board=board, display=display, stack=stack,
        blue=blue, hands=hands, played=played, money=money, start=start, plagues=plagues, squires=squires,
        condes=condes, removed=removed, round=round_, phase=phase,
        bank=_int(data.get("bank", sum(money)), "bank", 0, 10**7),
        possessed={_cell(c, f"possessed[{i}]") for i, c in enumerate(expect(data.get("possessed", []), list,
                                                                                at("possessed")))},
        fertile_placed=_fertile_placed(data.get("fertile_placed", []), n),
        exception=None if data.get("exception") is None else _seat(data["exception"], n, "exception"),
        last_round=expect(data.get("last_round", False), bool, at("last_round")))
    _phase(state, data, pending)
    return state


# --- the parts ------------------------------------------------------------------------
def _int(value: object, what: str, low: int, high: int) -> int:
    number = expect(value, int, at(what))
    if not low <= number <= high:
        raise LoadError(Message("core.range", what=at(what), low=low, high=high, number=number))
    return number


def _ints(values: object, what: str, low: int, high: int) -> list[int]:
    """A list of numbers, each from ``low`` to ``high``; ``what`` is its path in the file."""
    return [_int(v, f"{what}[{i}]", low, high) for i, v in enumerate(expect(values, list, at(what)))]


def _seat(value: object, n: int, what: str) -> int:
    return _int(value, what, 0, n - 1)


def _cell(name: object, what: str) -> int:
    if not isinstance(name, str) or name not in CELL_INDEX:
        raise LoadError(Message("salamanca.load.cell", path=what, value=repr(name)))
    return CELL_INDEX[name]


def _codes(items: object, what: str) -> list[str]:
    codes = expect(items, list, at(what))
    for code in codes:
        if code not in TILES:
            raise LoadError(Message("salamanca.load.tile", path=what, value=repr(code),
                                    codes=", ".join(map(repr, TILES))))
    return list(codes)


def _board(rows: object) -> list[str | None]:
    board: list[str | None] = [None] * CELLS
    if isinstance(rows, dict):  # {"E4": "C", ...}: only the occupied fields
        for name, code in rows.items():
            board[_cell(name, "board")] = _codes([code], f"board.{name}")[0]
        return board
    rows = expect(rows, list, at("board"))
    if len(rows) != ROWS:
        raise LoadError(Message("salamanca.load.rows", rows=ROWS, cols=COLS, count=len(rows)))
    for y, row in enumerate(rows):
        cells = expect(row, str, at(f"board[{y}]")).split()
        if len(cells) != COLS:
            raise LoadError(Message("salamanca.load.row", row=y + 1, cols=COLS, count=len(cells)))
        for x, c in enumerate(cells):
            board[y * COLS + x] = None if c == "." else _codes([c], f"board[{y}]")[0]
    return board


def _tokens(mapping: object, n: int, what: str) -> dict[int, int]:
    given = expect(mapping, dict, at(what))
    return {_cell(cell, what): _seat(seat, n, f"{what}.{cell}") for cell, seat in given.items()}


def _plagues(mapping: object) -> dict[str, int | None]:
    given = expect_keys(mapping, at("plagues"), (), tuple(PLAGUE_TARGETS))
    return {p: (None if given.get(p) is None else _cell(given[p], f"plagues.{p}")) for p in PLAGUE_TARGETS}


def _stacks(generator: int, data: dict[str, Any], rest: Counter[str]) -> tuple[int, list[str], list[str]]:
    """Stack and blue pile: as given, or ``rest``, the tiles not named elsewhere (shuffled, with
    ``stack_top`` drawn first)."""
    if "blue" in data:
        blue = _codes(data["blue"], "blue")
    else:
        blue = [c for c in BLUE_STAR if rest[c] > 0]
        generator = rng.shuffle(generator, blue)
    rest -= Counter(blue)
    if "stack" in data:
        return generator, _codes(data["stack"], "stack"), blue
    top = _codes(data.get("stack_top", []), "stack_top")  # drawn first, in this order
    stack = sorted((rest - Counter(top)).elements())
    generator = rng.shuffle(generator, stack)
    return generator, stack + top[::-1], blue


def _played(data: dict[str, Any], n: int) -> list[list[int]]:
    played = expect(data.get("played", [[] for _ in range(n)]), list, at("played"))
    if len(played) != n:
        raise LoadError(Message("salamanca.load.lists", path="played", count=n))
    return [_ints(cards, f"played[{p}]", 1, 10) for p, cards in enumerate(played)]


def _hands(generator: int, data: dict[str, Any], n: int, played: list[list[int]]) -> tuple[int, list[list[int]]]:
    """The hands as given, or the cards neither played nor named dealt out at random."""
    if "hands" in data:
        hands = expect(data["hands"], list, at("hands"))
        if len(hands) != n:
            raise LoadError(Message("salamanca.load.lists", path="hands", count=n))
        return generator, [sorted(_ints(h, f"hands[{p}]", 1, 10)) for p, h in enumerate(hands)]
    rest = list((Counter(deck(n)) - Counter(c for p in played for c in p)).elements())
    generator = rng.shuffle(generator, rest)
    per = len(deck(n)) // n
    dealt = []
    for p in range(n):
        take = per - len(played[p])
        dealt.append(sorted(rest[:take]))
        rest = rest[take:]
    return generator, dealt


def _fertile_placed(entries: object, n: int) -> set[tuple[int, int]]:
    out = set()
    for i, entry in enumerate(expect(entries, list, at("fertile_placed"))):
        if not isinstance(entry, list) or len(entry) != 2:
            raise LoadError(Message("salamanca.load.fertile_pairs", path="fertile_placed"))
        out.add((_seat(entry[0], n, f"fertile_placed[{i}][0]"), _cell(entry[1], f"fertile_placed[{i}][1]")))
    return out


def _phase(s: SalamancaState, data: dict[str, Any], pending: list[str]) -> None:
    """The order and the turn under way, which follow from the phase and the cards played."""
    if s.phase == "cards":
        _check_card_phase(s, data)
    elif s.phase == "expansion":
        per = CARDS_PLAYED_PER_ROUND[s.players]
        if any(len(p) != per for p in s.played):
            raise LoadError(Message("salamanca.load.section3", count=per))
        s.order = _order(s, data)
        s.turn_index, s.turn = _turn(s, data.get("turn") or {}, pending)


def _check_card_phase(s: SalamancaState, data: dict[str, Any]) -> None:
    """Section 2: cards are played clockwise from the start player, and no turn is under way."""
    n = s.players
    per = CARDS_PLAYED_PER_ROUND[n]
    total = sum(map(len, s.played))
    if total >= per * n:
        raise LoadError(Message("salamanca.load.all_played", expansion=repr("expansion")))
    for k in range(n):
        seat = (s.start + k) % n
        want = min(per, max(0, total - k * per))
        if len(s.played[seat]) != want:
            raise LoadError(Message("salamanca.load.clockwise", start=s.start, seat=seat, count=want))
    if data.get("turn") is not None:
        raise LoadError(Message("salamanca.load.no_turn"))


def _order(s: SalamancaState, data: dict[str, Any]) -> list[tuple[int, int]]:
    """The Section 3 order as given (each played card once with its seat), or from the cards."""
    if "order" not in data:
        return turn_order(s)
    order = []
    for i, entry in enumerate(expect(data["order"], list, at("order"))):
        if not isinstance(entry, list) or len(entry) != 2:
            raise LoadError(Message("salamanca.load.order_pairs", path="order"))
        order.append((_seat(entry[0], s.players, f"order[{i}][0]"), _int(entry[1], f"order[{i}][1]", 1, 10)))
    if Counter(order) != Counter((p, c) for p in range(s.players) for c in s.played[p]):
        raise LoadError(Message("salamanca.load.order", path="order"))
    return order


def _turn(s: SalamancaState, turn: object, pending: list[str]) -> tuple[int, Turn]:
    """The turn under way: its place in the order, the actions begun and the decision open."""
    given = expect_keys(turn, at("turn"), (), TURN_KEYS)
    index = _int(given.get("index", 0), "turn.index", 0, len(s.order) - 1)
    seat, card = s.order[index]
    acts = expect(given.get("acts", ""), str, at("turn.acts"))
    if any(a not in "ABC" for a in acts) or len(set(acts)) != len(acts):
        raise LoadError(Message("salamanca.load.acts", path="turn.acts"))
    if pending and "A" not in acts:
        raise LoadError(Message("salamanca.load.pending"))
    t = Turn(seat=seat, card=card, last=index == len(s.order) - 1, acts=acts, pending=pending,
             freed=_int(given.get("freed", 0), "turn.freed", 0, SQUIRES_PER_PLAYER))
    if given.get("occupy") is not None:
        t.occupy = _cell(given["occupy"], "turn.occupy")
        code = s.board[t.occupy]
        if code is None or not IS_BUILDING[code] or t.occupy in s.squires:
            raise LoadError(Message("salamanca.load.occupy", path="turn.occupy"))
    _exchange(s, t, given)
    return index, t


def _exchange(s: SalamancaState, t: Turn, given: dict[str, Any]) -> None:
    """Card 6 under way: an opponent, and the card taken from him, now in the player's hand."""
    if given.get("partner") is not None:
        t.partner = _seat(given["partner"], s.players, "turn.partner")
        if t.partner == t.seat:
            raise LoadError(Message("salamanca.load.partner", path="turn.partner"))
    if given.get("took") is not None:
        t.took = _int(given["took"], "turn.took", 1, 10)
        if t.partner is None or t.took not in s.hands[t.seat]:
            raise LoadError(Message("salamanca.load.took", path="turn.took"))
