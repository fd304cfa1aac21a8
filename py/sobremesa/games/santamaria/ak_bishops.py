"""American Kingdoms: the three new bishops (AK "Scholar Tiles & Bishop Tiles"; §8.10).

Their counts join the base ones (``scoring.BISHOP_COUNTS``) through ``Rules.bishop_counts``. The
conquistador bonus needs the points of the year-3 conquistador scoring after the track is reset, so this
module keeps, per seat, the points of the latest scoring (``SantaMariaState.scored``, saved as "scored"),
at the "end of a year" hook.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ...core import LoadError
from ...core.i18n import Message
from ...core.serial import expect
from .data import LARGE_SHAPES, ORDERS, TILES
from .hooks import Module
from .state import SantaMariaState


def _year_end(s: SantaMariaState, points: list[int]) -> None:
    s.scored = list(points)


def _conquest(s: SantaMariaState, p: int) -> int:
    """The points the seat received for the conquistador track in the last (third) year."""
    return s.scored[p] if s.scored is not None else 0


def _large_tiles(s: SantaMariaState, p: int) -> int:
    """Large expansion tiles (3 spaces) in the colony: the L triples and the 3 x 1 specials (§8.11 Q9)."""
    return sum(1 for tile, _ in s.placed[p] if tile in TILES and TILES[tile][0] in LARGE_SHAPES)


def _gems(s: SantaMariaState, p: int) -> int:
    """Gems shown on the seat's shipping tiles (printed costs: a gem paid with gold counts too)."""
    return sum(ORDERS[t][0].get("gem", 0) for dock in s.harbour[p] for t in dock)


COUNTS: dict[str, Callable[[SantaMariaState, int], int]] = {"B7": _conquest, "B8": _large_tiles, "B9": _gems}


def _setup(s: SantaMariaState) -> None:
    s.scored = [0] * s.players


def _save(s: SantaMariaState) -> dict[str, Any]:
    return {"scored": list(s.scored or [])}


def _load(s: SantaMariaState, data: Mapping[str, Any]) -> None:
    scored = [expect(x, int, "scored") for x in expect(data["scored"], list, "scored")]
    if len(scored) != s.players or any(not 0 <= x <= 99 for x in scored):
        raise LoadError(Message("santamaria.load.scored", path="scored", count=s.players))
    s.scored = scored


MODULE = Module(name="ak_bishops", setup=_setup, year_end=_year_end, bishop_counts=COUNTS,
                keys=("scored",), save=_save, load=_load)
