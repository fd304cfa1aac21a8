"""How to play Calimala, in our own words from the rulebook, and its glossary (issue 13): data for
``render.learn``, each text a ``Message`` of the catalog part ``locale/calimala/`` (issue 15). ``ROUND``/``round_of``:
the log's headings follow the rulebook's "player round", in which every player takes one turn (the game ends after a
whole one)."""

from __future__ import annotations

from ...core.i18n import Message
from ...core.learn import section
from .data import DISCS
from .state import CalimalaState

ROUND = Message("calimala.round")

SECTIONS = (
    section("calimala", "goal", 1),
    section("calimala", "setup", (1, 4)),
    section("calimala", "turn", 1, 2, 3),
    section("calimala", "actions", (1, 7)),
    section("calimala", "scoring", 1, 2),
    section("calimala", "end", 1),
)

TERMS = ("action_space", "stack", "white_disc", "action_card", "scoring_card", "scoring_tile", "seat", "city_council",
         "warehouse", "workshop", "trade_house", "cloth")
GLOSSARY = {Message(f"calimala.term.{term}"): Message(f"calimala.term_about.{term}") for term in TERMS}


def round_of(state: CalimalaState) -> int:
    """The player round a state is in: every turn places one disc, so the turns begun are the discs placed
    (less the one of the turn whose activation is going on), one player round per player."""
    players = len(state.names)
    placed = players * sum(DISCS[state.players]) - sum(sum(reserve) for reserve in state.discs)
    begun = placed - (state.phase == "resolve")
    return max(begun, 0) // players + 1
