"""Rounds and turn order (rules "How to play?", "A new round begins", solo steps 1-3 and preparation)."""

from __future__ import annotations

from ...core import Event
from .board import all_glades, fill_glades
from .data import APPRENTICES, ROUND_CRYSTALS, ROUNDS
from .scoring import final_scoring
from .solo import labour, rudolph_collects, rudolph_round


def first_player(s) -> int:
    """Fewest VP; on a tie the marker on top of the pile, i.e. the one that arrived there last."""
    return min(range(s.players), key=lambda p: (s.vp[p], -s.stamp[p]))


def start_round(s) -> None:
    """Available apprentices for the round, 2 crystals each; in solo Rudolph scores and places first."""
    s.events.append(Event(f"Round {s.round} ({'day' if s.round % 2 else 'night'}) begins."))
    for p in range(s.players):
        s.avail[p] = APPRENTICES[s.round - 1]
        s.crystals[p] += ROUND_CRYSTALS
        s.passed[p] = False
    if s.solo:
        rudolph_round(s)
    s.turn = first_player(s)
    s.phase = "turn"


def end_turn(s) -> None:
    """The turn's resources vanish; the next player clockwise who has not passed plays."""
    s.pool = {}
    s.main_done = False
    if all(s.passed):
        end_round(s)
        return
    p = s.turn
    while True:
        p = (p + 1) % s.players
        if not s.passed[p]:
            break
    s.turn = p
    s.phase = "turn"


def end_round(s) -> None:
    if s.solo:
        rudolph_collects(s)
        if s.vp[0] <= s.r_vp:
            s.result = "lost"
            s.phase = "over"
            s.events.append(Event(f"{s.names[0]} has {s.vp[0]} VP, Rudolph {s.r_vp}: "
                                  f"{s.names[0]} does not lead and loses."))
            return
        s.events.append(Event(f"End of round {s.round}: {s.names[0]} {s.vp[0]} VP, Rudolph {s.r_vp}: "
                              f"{s.names[0]} leads."))
    if s.round == ROUNDS:
        final_scoring(s)
        return
    if s.solo and labour(s)[2]:
        s.phase, s.recycles = "recycle", labour(s)[2]
        return
    next_round(s)


def next_round(s) -> None:
    _refill(s, 2 if s.solo else 4)  # solo: every empty spot between 2 tiles gets a grove
    s.round += 1
    s.recycles = 0
    start_round(s)


def _refill(s, need: int) -> None:
    filled = fill_glades(s, all_glades(s), need)
    if filled:
        s.barrier = True
        s.events.append(Event(f"{len(filled)} glade(s) refilled with groves."))
