"""American Kingdoms, Module D: the Mayan City's board (AK "Module D: The Mayan City"; §8.9, §9.16 [DESIGNED]).

Six paths run down from the die symbols 1 to 6, each past three building spots, "<path>a" (a printed building)
to "<path>c" (``data.MAYA_SPOTS``); a path's first building forks down to the second building of each
neighbouring path, and the road spaces, once they hold a road token, join two buildings either way
(``data.MAYA_ROADS``, ``data.MAYA_ROAD_SPACES``). Between neighbouring paths lie the five regions with their
temples (``data.MAYA_REGIONS``): a building borders the regions on either side of its path (paths 1 and 6 one).

A building is vacant when no die and no high priest stands on it this year. A die goes along the roads, never
back and never twice over a spot, past occupied buildings and empty spots (``data.MAYA_PASS_OCCUPIED``,
§8.11 Q13), and stops on a vacant building: ``ways`` are the next spots from which one can still be reached.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.i18n import Message
from .data import (
    MAYA_BUILDINGS,
    MAYA_PASS_OCCUPIED,
    MAYA_PRINTED,
    MAYA_REGIONS,
    MAYA_ROAD_SPACES,
    MAYA_ROADS,
    MAYA_SEAT,
    MAYA_SPOTS,
    MAYA_TOKENS,
)
from .state import MayanCity, SantaMariaState
from .words import building_word, effects_text, spot_text

CITY = MAYA_SEAT
BUILT_SPOTS = tuple(spot for spot in MAYA_SPOTS if spot not in MAYA_PRINTED)   # empty at the start


def city(s: SantaMariaState) -> MayanCity:
    if s.city is None:
        raise ValueError("no Mayan City in this game")
    return s.city


def building(c: MayanCity, spot: str) -> str | None:
    """The building on a spot (a printed one, or a building token's), None when the spot is empty."""
    if spot in MAYA_PRINTED:
        return MAYA_PRINTED[spot]
    token = c.built.get(spot)
    return None if token is None else MAYA_TOKENS[token][1]


def vacant(c: MayanCity, spot: str) -> bool:
    """A building with no die and no high priest on it this year."""
    return spot not in c.placed and building(c, spot) is not None


def vacant_buildings(c: MayanCity) -> list[str]:
    return [spot for spot in MAYA_SPOTS if vacant(c, spot)]


def empty_spots(c: MayanCity) -> list[str]:
    """The spots a building token may go on."""
    return [spot for spot in BUILT_SPOTS if spot not in c.built]


def regions(spot: str) -> tuple[str, ...]:
    """The regions a building borders: on either side of its path."""
    k = int(spot[0])
    return tuple(MAYA_REGIONS[i] for i in (k - 2, k - 1) if 0 <= i < len(MAYA_REGIONS))


def entry(value: int) -> str:
    """The first building on a die symbol's path."""
    return f"{value}a"


def roads_from(c: MayanCity, spot: str) -> tuple[str, ...]:
    """The spots one step along a road from ``spot``: down its path, down a fork, across a road token."""
    across = tuple(b if a == spot else a for rs, (a, b) in MAYA_ROAD_SPACES.items() if rs in c.roads and spot in (a, b))
    return MAYA_ROADS.get(spot, ()) + across


def passable(c: MayanCity, spot: str) -> bool:
    return MAYA_PASS_OCCUPIED or vacant(c, spot)


def reaches(c: MayanCity, spot: str, route: Sequence[str]) -> bool:
    """Can a die on ``spot`` (``route``: the spots passed, ``spot`` last) stop on a vacant building, here or on?"""
    return vacant(c, spot) or any(reaches(c, n, [*route, n]) for n in roads_from(c, spot)
                                  if n not in route and passable(c, n))


def ways(c: MayanCity, route: Sequence[str]) -> list[str]:
    """The next spots a die at the end of ``route`` may move to: from each a vacant building can be reached."""
    here = route[-1]
    return [n for n in roads_from(c, here) if n not in route and passable(c, n) and reaches(c, n, [*route, n])]


def can_enter(c: MayanCity, value: int) -> bool:
    """§ "A. Use a die": a die may be taken only when a vacant building can be reached from its symbol."""
    first = entry(value)
    return passable(c, first) and reaches(c, first, [first])


def building_text(c: MayanCity, spot: str) -> Message:
    """"the fort on the first spot of path 4 (1 conquistador)"."""
    code = building(c, spot)
    if code is None:
        return Message("santamaria.city_spot_empty", spot=spot_text(spot))
    return Message("santamaria.city_building", building=building_word(code), spot=spot_text(spot),
                   effects=effects_text(MAYA_BUILDINGS[code]))
