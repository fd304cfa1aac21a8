"""American Kingdoms: cacao (AK "Cacao Storage and Cacao Colony", "Cacao"; §8.5).

Cacao is a resource of its own (``Rules.resources``): a storage holds one (``data.CACAO_STORAGE``), paid
cacao flips it empty, a gain when full is lost without compensation (and is not asked about: the market
does not buy cacao to make room). The cacao colony (the A5 side, or the TH-Cacao town hall) is data; in
the advanced set-up its player has a second, empty cacao storage (this module's ``storage`` hook; §8.11
Q2). On your turn you may pay 1 cacao, or gold in its place, to set your chosen die to any value: a
variant of the die action, ``("die", colour, value, new value, line, "cacao")``.
"""

from __future__ import annotations

from typing import Any

from ...core import Action
from .data import CACAO, CACAO_EXTRA_STORAGE_STANDARD, CACAO_TOWN_HALL, DIE_ANY_VALUE, TOWN_HALLS
from .effects import payment, room
from .hooks import Module
from .state import SantaMariaState
from .turn import DIE_VALUES, dice, lines_by_colour

CACAO_SIDE = TOWN_HALLS[CACAO_TOWN_HALL]


def has_cacao_colony(s: SantaMariaState, p: int) -> bool:
    """Advanced set-up: the seat chose the cacao town hall; standard: it was dealt the cacao A side."""
    if s.rules.advanced:
        return CACAO_TOWN_HALL in s.colony[p]
    return s.boards[p] == CACAO_SIDE


def _storage(s: SantaMariaState, p: int, res: str, room_now: int) -> int:
    """The cacao colony's extra cacao storage (advanced set-up; ``data.CACAO_EXTRA_STORAGE_STANDARD``)."""
    extra = res == CACAO and has_cacao_colony(s, p) and (s.rules.advanced or CACAO_EXTRA_STORAGE_STANDARD)
    return room_now + int(extra)


def _main_actions(s: SantaMariaState, p: int) -> list[Action]:
    """Each die the seat may take, set to any other value for 1 cacao (gold in its place)."""
    resource = next(iter(DIE_ANY_VALUE))
    if payment(s, p, DIE_ANY_VALUE) is None:
        return []
    taken = dice(s, p)
    free = lines_by_colour(s, p, taken)
    return [("die", colour, old, new, line, resource) for colour, old, line in taken
            for new in DIE_VALUES if new != old and (line, new) in free[colour]]


def _view(s: SantaMariaState) -> dict[str, Any]:
    return {"cacao_storage": [room(s, p, CACAO) for p in range(s.players)]}


MODULE = Module(name="ak_cacao", storage=_storage, main_actions=_main_actions, view=_view)
