"""The Salamanca position format: a saved state, and a hand-written position for tests,
teaching examples and bug reports (documented in POSITIONS.md).

Everything but ``players`` and ``board`` may be left out of a hand-written position:
tiles not named anywhere go to the draw stack (the five blue-star tiles to their pile),
cards not named are dealt, money starts at 0. Whatever is given is checked: every
component conserved, every token where the rules allow it.
"""

from __future__ import annotations

from collections import Counter

from ...core import LoadError, rng
from ...core.serial import expect, expect_keys
from .cards import turn_order
from .data import (ALL_TILES, BLUE_STAR, CARDS_PLAYED_PER_ROUND, CELL_INDEX, CELL_NAMES, CELLS, COLS,
                   DISPLAY_FIELDS, IS_BUILDING, PLAGUE_TARGETS, ROWS, SQUIRES_PER_PLAYER, TILES, deck)
from .state import SalamancaState, Turn

KEYS = ("players", "board")
OPTIONAL = ("options", "seed", "rng", "round", "phase", "start", "squires", "condes", "plagues", "display",
            "stack", "stack_top", "blue", "removed", "hands", "played", "money", "bank", "order", "turn", "possessed",
            "fertile_placed", "exception", "last_round")
TURN_KEYS = ("index", "acts", "pending", "occupy", "freed", "partner", "took")


def to_dict(s: SalamancaState) -> dict:
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


def from_dict(data) -> SalamancaState:
    from .game import GAME

    expect_keys(data, "The Salamanca position", KEYS, OPTIONAL)
    names = GAME.check_players(data["players"])
    n = len(names)
    s = SalamancaState.__new__(SalamancaState)
    s.events, s.barrier = [], True
    s.names, s.options = tuple(names), GAME.check_options(n, data.get("options"))
    if "rng" in data:
        s.rng = expect(data["rng"], int, "rng")
    else:
        s.rng = rng.seed_state(expect(data.get("seed", 0), int, "seed"))
    s.round = _int(data.get("round", 1), "round", 1, 99)
    s.phase = data.get("phase", "cards")
    if s.phase not in ("cards", "expansion", "over"):
        raise LoadError("phase must be 'cards', 'expansion' or 'over'.")
    s.start = _seat(data.get("start", 0), n, "start")
    s.board = _board(data["board"])
    s.squires = _tokens(data.get("squires", {}), n, "squires")
    s.condes = _tokens(data.get("condes", {}), n, "condes")
    s.plagues = _plagues(data.get("plagues", {}))
    fields = DISPLAY_FIELDS[n]
    display = expect_keys(data.get("display", {}), "display", (), tuple(fields))
    s.display = [_codes(display.get(f, []), f"display field {f}") for f in fields]
    s.removed = _codes(data.get("removed", []), "removed")
    turn = data.get("turn")
    pending = _codes(turn.get("pending", []), "turn pending") if isinstance(turn, dict) else []
    _fill_tiles(s, data, pending)
    _cards(s, data)
    s.money = [_int(m, "money", 0, 10**6) for m in expect(data.get("money", [0] * n), list, "money")]
    if len(s.money) != n:
        raise LoadError(f"money needs {n} entries.")
    s.bank = _int(data.get("bank", sum(s.money)), "bank", 0, 10**7)
    s.possessed = {_cell(c, "possessed") for c in expect(data.get("possessed", []), list, "possessed")}
    s.fertile_placed = set()
    for entry in expect(data.get("fertile_placed", []), list, "fertile_placed"):
        if not isinstance(entry, list) or len(entry) != 2:
            raise LoadError("fertile_placed holds [seat, cell] pairs.")
        s.fertile_placed.add((_seat(entry[0], n, "fertile_placed"), _cell(entry[1], "fertile_placed")))
    s.exception = None if data.get("exception") is None else _seat(data["exception"], n, "exception")
    s.last_round = expect(data.get("last_round", False), bool, "last_round")
    _phase(s, data, pending)
    return s


# --- the parts ------------------------------------------------------------------------
def _int(value, what, low, high) -> int:
    expect(value, int, what)
    if not low <= value <= high:
        raise LoadError(f"{what} must be between {low} and {high}, not {value}.")
    return value


def _seat(value, n, what) -> int:
    return _int(value, what, 0, n - 1)


def _cell(name, what) -> int:
    if name not in CELL_INDEX:
        raise LoadError(f"{what}: {name!r} is not a field of the board (A1 to I8).")
    return CELL_INDEX[name]


def _codes(items, what) -> list[str]:
    expect(items, list, what)
    for code in items:
        if code not in TILES:
            raise LoadError(f"{what}: {code!r} is not a tile (codes: {', '.join(TILES)}).")
    return list(items)


def _board(rows) -> list:
    if isinstance(rows, dict):  # {"E4": "C", ...}: only the occupied fields
        board = [None] * CELLS
        for name, code in rows.items():
            board[_cell(name, "board")] = _codes([code], f"board {name}")[0]
        return board
    expect(rows, list, "board")
    if len(rows) != ROWS:
        raise LoadError(f"The board has {ROWS} rows of {COLS} fields, not {len(rows)} rows.")
    board = []
    for y, row in enumerate(rows):
        cells = expect(row, str, f"board row {y + 1}").split()
        if len(cells) != COLS:
            raise LoadError(f"Board row {y + 1} needs {COLS} entries ('.' for a free field), not {len(cells)}.")
        board += [None if c == "." else _codes([c], f"board row {y + 1}")[0] for c in cells]
    return board


def _tokens(mapping, n, what) -> dict:
    expect(mapping, dict, what)
    return {_cell(cell, what): _seat(seat, n, what) for cell, seat in mapping.items()}


def _plagues(mapping) -> dict:
    expect_keys(mapping, "plagues", (), tuple(PLAGUE_TARGETS))
    return {p: (None if mapping.get(p) is None else _cell(mapping[p], f"the {p}")) for p in PLAGUE_TARGETS}


def _fill_tiles(s, data, pending) -> None:
    """Stack and blue pile: as given, or every tile not named elsewhere (shuffled, with
    ``stack_top`` drawn first)."""
    named = Counter(c for c in s.board if c is not None) + Counter(pending) + Counter(s.removed)
    for field in s.display:
        named.update(field)
    rest = Counter(ALL_TILES) - named
    if "blue" in data:
        s.blue = _codes(data["blue"], "blue")
    else:
        s.blue = [c for c in BLUE_STAR if rest[c] > 0]
        s.rng = rng.shuffle(s.rng, s.blue)
    rest -= Counter(s.blue)
    if "stack" in data:
        s.stack = _codes(data["stack"], "stack")
        return
    top = _codes(data.get("stack_top", []), "stack_top")  # drawn first, in this order
    s.stack = sorted((rest - Counter(top)).elements())
    s.rng = rng.shuffle(s.rng, s.stack)
    s.stack += reversed(top)


def _cards(s, data) -> None:
    n = s.players
    played = expect(data.get("played", [[] for _ in range(n)]), list, "played")
    if len(played) != n:
        raise LoadError(f"played needs {n} lists.")
    s.played = [[_int(c, "played card", 1, 10) for c in expect(p, list, "played")] for p in played]
    if "hands" in data:
        hands = expect(data["hands"], list, "hands")
        if len(hands) != n:
            raise LoadError(f"hands needs {n} lists.")
        s.hands = [sorted(_int(c, "card", 1, 10) for c in expect(h, list, "hand")) for h in hands]
        return
    rest = list((Counter(deck(n)) - Counter(c for p in s.played for c in p)).elements())
    s.rng = rng.shuffle(s.rng, rest)
    per = len(deck(n)) // n
    s.hands = []
    for p in range(n):
        take = per - len(s.played[p])
        s.hands.append(sorted(rest[:take]))
        rest = rest[take:]


def _phase(s, data, pending) -> None:
    n = s.players
    per = CARDS_PLAYED_PER_ROUND[n]
    total = sum(map(len, s.played))
    s.order, s.turn, s.turn_index = [], None, 0
    if s.phase == "cards":
        if total >= per * n:
            raise LoadError("Every card of the round is played: the phase is 'expansion'.")
        for k in range(n):
            seat = (s.start + k) % n
            want = min(per, max(0, total - k * per))
            if len(s.played[seat]) != want:
                raise LoadError(f"In Section 2 the cards are played clockwise from seat {s.start}; "
                                f"seat {seat} should have {want} played card(s).")
        if "turn" in data and data["turn"] is not None:
            raise LoadError("There is no turn of Section 3 during the card phase.")
        return
    if s.phase == "over":
        return
    if any(len(p) != per for p in s.played):
        raise LoadError(f"In Section 3 every seat has played {per} card(s).")
    if "order" in data:
        s.order = []
        for entry in expect(data["order"], list, "order"):
            if not isinstance(entry, list) or len(entry) != 2:
                raise LoadError("order holds [seat, card] pairs.")
            s.order.append((_seat(entry[0], n, "order"), _int(entry[1], "order card", 1, 10)))
        if Counter(s.order) != Counter((p, c) for p in range(n) for c in s.played[p]):
            raise LoadError("order must list each played card once with its seat.")
    else:
        s.order = turn_order(s)
    turn = data.get("turn") or {}
    expect_keys(turn, "turn", (), TURN_KEYS)
    index = _int(turn.get("index", 0), "turn index", 0, len(s.order) - 1)
    seat, card = s.order[index]
    t = Turn(seat, card, last=index == len(s.order) - 1)
    t.acts = expect(turn.get("acts", ""), str, "turn acts")
    if any(a not in "ABC" for a in t.acts) or len(set(t.acts)) != len(t.acts):
        raise LoadError("turn acts holds each of the letters A, B, C at most once.")
    t.pending = pending
    if pending and "A" not in t.acts:
        raise LoadError("Tiles are pending only during action A.")
    t.occupy = None if turn.get("occupy") is None else _cell(turn["occupy"], "turn occupy")
    if t.occupy is not None and (s.board[t.occupy] is None or not IS_BUILDING[s.board[t.occupy]]
                                 or t.occupy in s.squires):
        raise LoadError("turn occupy must name a free building just placed.")
    t.freed = _int(turn.get("freed", 0), "turn freed", 0, SQUIRES_PER_PLAYER)
    t.partner = None if turn.get("partner") is None else _seat(turn["partner"], n, "turn partner")
    t.took = None if turn.get("took") is None else _int(turn["took"], "turn took", 1, 10)
    s.turn, s.turn_index = t, index
