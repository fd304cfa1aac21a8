"""How to play Salamanca, in our own words from the rulebook, and its glossary (issue 13): data for
``render.learn``, every text a ``Message`` of ``locale/salamanca/`` (issue 15). ``ROUND``/``round_of``: what the
log's headings call a round ("Each game round consists of 5 Sections")."""

from __future__ import annotations

from ...core.learn import section
from .state import SalamancaState
from .words import say

ROUND = say("learn.round")

SECTIONS = (
    section("salamanca", "goal", 1),
    section("salamanca", "set_up", (1, 3)),
    section("salamanca", "a_turn", 1, (2, 6)),
    section("salamanca", "actions", 1, (2, 4)),
    section("salamanca", "scoring", 1, (2, 4)),
    section("salamanca", "the_end", 1),
)

GLOSSARY = {say(f"term.{term}"): say(f"term.{term}.means")
            for term in ("doubloon", "squire", "conde", "landscape", "region", "especially_fertile_landscape",
                         "display", "weekly_market", "plague", "farm", "castle", "monastery")}


def round_of(state: SalamancaState) -> int:
    """The round the state is in (the log's headings)."""
    return state.round
