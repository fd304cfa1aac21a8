"""How to play Santa Maria with American Kingdoms, in our own words (issue 13): data for ``render.learn``. The base
game follows the rules the engine plays (the base rulebook was not available: see RULES-NOTES.md; values marked
designed there may change); American Kingdoms and its Modules A to D follow its rulebook. Each text is a ``Message``
of the catalog part ``locale/santamaria/`` (issue 15). ``ROUND``/``round_of``: the game lasts three years, the log's
headings."""

from __future__ import annotations

from ...core.i18n import Message
from ...core.learn import section
from .state import SantaMariaState

ROUND = Message("santamaria.round")

SECTIONS = (
    section("santamaria", "goal", 1),
    section("santamaria", "setup", (1, 4)),
    section("santamaria", "turn", 1, 2),
    section("santamaria", "actions", (1, 4), 5),
    section("santamaria", "scoring", 1, 2),
    section("santamaria", "end", 1),
    section("santamaria", "ak", (1, 5)),
    section("santamaria", "governor", 1),
    section("santamaria", "specialists", 1),
    section("santamaria", "ambassadors", 1),
    section("santamaria", "maya", 1, (2, 5), 6),
)

TERMS = ("colony_board", "white_die", "blue_die", "expansion_tile", "road_tile", "colonists", "retiring_space",
         "shipping_order", "harbour", "religion_track", "conquistador_track", "monk", "scholar", "bishop",
         "missionary_station", "happiness", "gold", "town_hall", "cacao", "special_shipping_order", "governor",
         "specialist", "ambassador", "mayan_city", "temple", "high_priest", "storage_tile")
GLOSSARY = {Message(f"santamaria.term.{term}"): Message(f"santamaria.meaning.{term}") for term in TERMS}


def round_of(state: SantaMariaState) -> int:
    """The year the state is in (the log's headings)."""
    return state.year
