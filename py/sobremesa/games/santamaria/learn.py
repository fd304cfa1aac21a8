"""How to play Santa Maria with American Kingdoms, in our own words (issue 13): data for ``render.learn``. The base
game follows the rules the engine plays (the base rulebook was not available: see RULES-NOTES.md; values marked
designed there may change); American Kingdoms and its Modules A to D follow its rulebook. Each text is a ``Message``
of the catalog part ``locale/santamaria/`` (issue 15). ``ROUND``/``round_of``: the game lasts three years, the log's
headings."""

from __future__ import annotations

from ...core.i18n import Message
from .state import SantaMariaState

ROUND = Message("santamaria.round")


def _says(section: str, first: int, last: int) -> tuple[Message, ...]:
    """Paragraphs or list items ``first`` to ``last`` of a section: ``santamaria.learn.<section>.<n>``."""
    return tuple(Message(f"santamaria.learn.{section}.{n}") for n in range(first, last + 1))


def _section(name: str, *parts: int | tuple[int, int]) -> tuple[Message, tuple[Message | tuple[Message, ...], ...]]:
    """A section's heading and parts: a number is a paragraph, a pair (first, last) a list of items."""
    return Message(f"santamaria.learn.{name}"), tuple(
        _says(name, *part) if isinstance(part, tuple) else Message(f"santamaria.learn.{name}.{part}") for part in parts)


SECTIONS = (
    _section("goal", 1),
    _section("setup", (1, 4)),
    _section("turn", 1, 2),
    _section("actions", (1, 4), 5),
    _section("scoring", 1, 2),
    _section("end", 1),
    _section("ak", (1, 5)),
    _section("governor", 1),
    _section("specialists", 1),
    _section("ambassadors", 1),
    _section("maya", 1, (2, 5), 6),
)

TERMS = ("colony_board", "white_die", "blue_die", "expansion_tile", "road_tile", "colonists", "retiring_space",
         "shipping_order", "harbour", "religion_track", "conquistador_track", "monk", "scholar", "bishop",
         "missionary_station", "happiness", "gold", "town_hall", "cacao", "special_shipping_order", "governor",
         "specialist", "ambassador", "mayan_city", "temple", "high_priest", "storage_tile")
GLOSSARY = {Message(f"santamaria.term.{term}"): Message(f"santamaria.meaning.{term}") for term in TERMS}


def round_of(state: SantaMariaState) -> int:
    """The year the state is in (the log's headings)."""
    return state.year
