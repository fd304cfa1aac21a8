"""How to play Salamanca, in our own words from the rulebook, and its glossary (issue 13): data for
``render.learn``, every text a ``Message`` of ``locale/salamanca/`` (issue 15). ``ROUND``/``round_of``: what the
log's headings call a round ("Each game round consists of 5 Sections")."""

from __future__ import annotations

from ...core.i18n import Message
from .state import SalamancaState
from .words import say


def _items(section: str, first: int, last: int) -> tuple[Message, ...]:
    """A list of a section: its texts ``first`` to ``last``."""
    return tuple(say(f"learn.{section}.{n}") for n in range(first, last + 1))


ROUND = say("learn.round")

SECTIONS = (
    (say("learn.goal"), (say("learn.goal.1"),)),
    (say("learn.set_up"), (_items("set_up", 1, 3),)),
    (say("learn.a_turn"), (say("learn.a_turn.1"), _items("a_turn", 2, 6))),
    (say("learn.actions"), (say("learn.actions.1"), _items("actions", 2, 4))),
    (say("learn.scoring"), (say("learn.scoring.1"), _items("scoring", 2, 4))),
    (say("learn.the_end"), (say("learn.the_end.1"),)),
)

GLOSSARY = {say(f"term.{term}"): say(f"term.{term}.means")
            for term in ("doubloon", "squire", "conde", "landscape", "region", "especially_fertile_landscape",
                         "display", "weekly_market", "plague", "farm", "castle", "monastery")}


def round_of(state: SalamancaState) -> int:
    """The round the state is in (the log's headings)."""
    return state.round
