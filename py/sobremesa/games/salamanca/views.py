"""What each seat may see (``view``), and what is hidden from whom (``secrets``).

Hands and money are behind each player's shield; in the 2-player game the cards played stay
face down until all four are down; during a card-6 exchange the player sees his opponent's
hand; the stacks are face down. At the end every seat's money is shown.
"""

from __future__ import annotations

from typing import Any

from ...core import Secret
from .cards import card_player
from .data import CELL_NAMES, COLS, DISPLAY_FIELDS, ROWS, TILES
from .regions import Region, all_regions
from .selling import squires_in_stock
from .state import SalamancaState, Turn


def actor(state: SalamancaState) -> int | None:
    if state.phase == "cards":
        return card_player(state)
    if state.phase == "expansion":
        return state.current.seat
    return None


def played_face_down(state: SalamancaState) -> bool:
    """2 players: the cards of Section 2 lie face down until all four are played."""
    return state.players == 2 and state.phase == "cards"


def view(state: SalamancaState, seat: int | None, regions: dict[int, Region] | None = None) -> dict[str, Any]:
    s = state
    regions = all_regions(s.board, s.plagues) if regions is None else regions
    return {
        "game": "salamanca", "seat": seat, "actor": actor(s), "round": s.round, "phase": s.phase,
        "cols": COLS, "rows": ROWS, "start": s.start, "last_round": s.last_round,
        "board": {CELL_NAMES[c]: {"tile": code, "kind": TILES[code][0], "class": TILES[code][1],
                                  "value": TILES[code][2]}
                  for c, code in enumerate(s.board) if code is not None},
        "squires": {CELL_NAMES[c]: p for c, p in s.squires.items()},
        "condes": {CELL_NAMES[c]: p for c, p in s.condes.items()},
        "plagues": {p: (CELL_NAMES[c] if c is not None else None) for p, c in s.plagues.items()},
        "regions": {CELL_NAMES[c]: r.value for c, r in regions.items()},
        "display": {f: list(s.display[i]) for i, f in enumerate(DISPLAY_FIELDS[s.players])},
        "stack": len(s.stack), "blue": len(s.blue), "removed": list(s.removed),
        "players": [_player(s, p, seat) for p in range(s.players)],
        "order": [{"seat": p, "card": c} for p, c in s.order],
        "turn": None if s.turn is None else _turn(s.turn),
        "exchange": _exchange(s, seat),
    }


def _player(s: SalamancaState, p: int, seat: int | None) -> dict[str, Any]:
    mine = p == seat
    return {
        "name": s.names[p], "squires": squires_in_stock(s, p), "conde": p not in s.condes.values(),
        "hand": sorted(s.hands[p]) if mine else None, "hand_size": len(s.hands[p]),
        "money": s.money[p] if mine or s.phase == "over" else None,
        "played": list(s.played[p]) if mine or not played_face_down(s) else [],
        "played_count": len(s.played[p]),
    }


def _turn(t: Turn) -> dict[str, Any]:
    return {"seat": t.seat, "card": t.card, "last": t.last, "done": list(t.acts), "pending": list(t.pending),
            "occupy": CELL_NAMES[t.occupy] if t.occupy is not None else None}


def _exchange(s: SalamancaState, seat: int | None) -> dict[str, Any] | None:
    """Card 6: the opponent's hand, for the two players of the exchange only."""
    t = s.turn
    if t is None or t.partner is None or seat not in (t.seat, t.partner):
        return None
    return {"with": t.partner if seat == t.seat else t.seat, "hand": sorted(s.hands[t.partner])}


def secrets(state: SalamancaState) -> list[Secret]:
    """Hands (and, during a card-6 exchange, the opponent's hand for the player too), money
    until the end, the 2-player face-down cards, and the two face-down stacks of tiles."""
    t = state.turn
    out = [Secret(("stack",), frozenset(), "stack"), Secret(("blue",), frozenset(), "blue star")]
    for p in range(state.players):
        seen = {p, t.seat} if t is not None and p == t.partner else {p}
        out.append(Secret(("hands", p), frozenset(seen), "cards"))
        if state.phase != "over":
            out.append(Secret(("money", p), frozenset({p}), "number"))
        if played_face_down(state):
            out.append(Secret(("played", p), frozenset({p}), "cards"))
    return out


def leaks(state: SalamancaState) -> list[str]:
    """Hands, money and face-down cards of another seat in a view, or an exchange seen by a third."""
    problems = []
    regions = all_regions(state.board, state.plagues)
    t = state.turn
    for seat in [None, *range(state.players)]:
        v = view(state, seat, regions)
        for p, info in enumerate(v["players"]):
            if p == seat or state.phase == "over":
                continue
            if info["hand"] is not None or info["money"] is not None:
                problems.append(f"seat {seat} sees the hand or money of seat {p}")
            if played_face_down(state) and info["played"]:
                problems.append(f"seat {seat} sees the face-down cards of seat {p}")
        if v["exchange"] is not None and (t is None or seat not in (t.seat, t.partner)):
            problems.append(f"seat {seat} sees a card exchange it is not part of")
    return problems
