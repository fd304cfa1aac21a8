"""How to play Salamandra, in our own words from the rulebook, and its glossary (issue 13): data for
``render.learn``, every text a ``Message`` of ``locale/salamandra/`` (issue 15). ``ROUND``/``round_of``: the game
is "played in 4 rounds (one day, one night, one day, one night)"."""

from __future__ import annotations

from ...core.learn import section
from .state import SalamandraState
from .words import say

ROUND = say("learn.round")

SECTIONS = (
    section("salamandra", "goal", 1),
    section("salamandra", "set_up", (1, 3)),
    section("salamandra", "a_turn", 1, 2, 3),
    section("salamandra", "actions", (1, 5), 6),
    section("salamandra", "scoring", 1),
    section("salamandra", "the_end", 1, 2),
)

GLOSSARY = {say(f"term.{term}"): say(f"term.{term}.means")
            for term in ("apprentice", "druid", "active_apprentice", "field_tile", "billhook", "cauldron", "grove",
                         "glade", "crystal", "scroll", "spellbook", "faith", "veneration_points", "rudolph")}


def round_of(state: SalamandraState) -> int:
    """The round the state is in (the log's headings)."""
    return state.round
