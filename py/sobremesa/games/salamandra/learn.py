"""How to play Salamandra, in our own words from the rulebook, and its glossary (issue 13): data for
``render.learn``, every text a ``Message`` of ``locale/salamandra/`` (issue 15). ``ROUND``/``round_of``: the game
is "played in 4 rounds (one day, one night, one day, one night)"."""

from __future__ import annotations

from ...core.i18n import Message
from .state import SalamandraState
from .words import say


def _items(section: str, first: int, last: int) -> tuple[Message, ...]:
    """A list of a section: its texts ``first`` to ``last``."""
    return tuple(say(f"learn.{section}.{n}") for n in range(first, last + 1))


ROUND = say("learn.round")

SECTIONS = (
    (say("learn.goal"), (say("learn.goal.1"),)),
    (say("learn.set_up"), (_items("set_up", 1, 3),)),
    (say("learn.a_turn"), (say("learn.a_turn.1"), say("learn.a_turn.2"), say("learn.a_turn.3"))),
    (say("learn.actions"), (_items("actions", 1, 5), say("learn.actions.6"))),
    (say("learn.scoring"), (say("learn.scoring.1"),)),
    (say("learn.the_end"), (say("learn.the_end.1"), say("learn.the_end.2"))),
)

GLOSSARY = {say(f"term.{term}"): say(f"term.{term}.means")
            for term in ("apprentice", "druid", "active_apprentice", "field_tile", "billhook", "cauldron", "grove",
                         "glade", "crystal", "scroll", "spellbook", "faith", "veneration_points", "rudolph")}


def round_of(state: SalamandraState) -> int:
    """The round the state is in (the log's headings)."""
    return state.round
