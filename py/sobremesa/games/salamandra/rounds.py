"""Rounds and turn order (rules "How to play?", "A new round begins", solo steps 1-3 and preparation)."""

from __future__ import annotations

from ...core import Event
from . import words
from .board import all_glades, fill_glades
from .data import APPRENTICES, ROUND_CRYSTALS, ROUNDS
from .scoring import final_scoring
from .solo import ahead, labour, rudolph_collects, rudolph_round
from .state import SalamandraState


def first_player(s: SalamandraState) -> int:
    """Fewest VP; on a tie the marker on top of the pile, i.e. the one that arrived there last."""
    return min(range(s.players), key=lambda p: (s.vp[p], -s.stamp[p]))


def start_round(s: SalamandraState) -> None:
    """Available apprentices for the round, 2 crystals each; in solo Rudolph scores and places first."""
    s.events.append(Event(words.round_begins(s.round)))
    for p in range(s.players):
        s.avail[p] = APPRENTICES[s.round - 1]
        s.crystals[p] += ROUND_CRYSTALS
        s.passed[p] = False
    if s.solo:
        rudolph_round(s)
    s.turn = first_player(s)
    s.phase = "turn"


def end_turn(s: SalamandraState) -> None:
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


def end_round(s: SalamandraState) -> None:
    """All have passed. Solo: Rudolph gathers his groves, and a player who does not lead him loses at once."""
    if s.solo:
        rudolph_collects(s)
        if not ahead(s):
            s.phase = "over"
            s.events.append(Event(words.solo_lost(s.names[0], s.vp[0], s.r_vp)))
            return
        s.events.append(Event(words.solo_leads(s.round, s.names[0], s.vp[0], s.r_vp)))
    if s.round == ROUNDS:
        final_scoring(s)
        return
    if s.solo and labour(s).recycles:
        s.phase, s.recycles = "recycle", labour(s).recycles
        return
    next_round(s)


def next_round(s: SalamandraState) -> None:
    _refill(s, 2 if s.solo else 4)  # solo: every empty spot between 2 tiles gets a grove
    s.round += 1
    s.recycles = 0
    start_round(s)


def _refill(s: SalamandraState, need: int) -> None:
    filled = fill_glades(s, all_glades(s), need)
    if filled:
        s.barrier = True
        s.events.append(Event(words.refilled(len(filled))))
