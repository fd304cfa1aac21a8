"""American Kingdoms, Module D: the Mayan City's storage tiles and gold (AK "Rules for the Mayan City": Storage,
Gold and conquistador track, Religion track; §8.9, §8.11 Q14).

The City holds no resource tokens: each storage tile holds one of its resource, full or empty. Its storage tiles
are ``MayanCity.storage`` and what they hold is its seat's resources (``SantaMariaState.res``), so the room for
a resource is the number of its tiles (the ``storage`` hook; the gold storage holds any number): a gain with no
empty tile is lost without compensation (no question: the City does not sell to make room). "Turn a storage tile
full" (the 4th retiring space, a monk symbol) is the "fill" decision; "take a storage tile from the supply" (the
festival temple's reward) the "storage" decision.

Gold (``data.GOLD_TOKENS`` in the game): passing a gold symbol of the conquistador track, the City takes one from
the supply into its gold storage, and that symbol is protected: a colonist passing it later gains nothing (the
``track_symbol`` hook; the City has passed it when its marker stands on it or beyond). A colonist's gold comes from
the City's storage first, then from the supply (the ``gained`` hook); one who cannot hold it takes none
(``data.MAYA_GOLD_TAKEN_WHEN_FULL``, Q14). The City's own monk symbols give a card or a full storage tile (the
"gift" decision); its blue-die symbols a blue die, as a colonist's.
"""

from __future__ import annotations

from ...core import Action, Event
from ...core.i18n import Message
from .ak_maya_city import CITY, city
from .data import CACAO, GOLD_TOKENS, MAYA_GOLD_TAKEN_WHEN_FULL, RESOURCES, WILD, Effect
from .effects import RI
from .state import SantaMariaState, Task

GOLD = RI[WILD]
KINDS = (*RESOURCES, CACAO)


def room(s: SantaMariaState, p: int, res: str, room_now: int) -> int:
    """The City's room for a resource: one per storage tile of it; its gold storage holds all the gold."""
    if p != CITY:
        return room_now
    return GOLD_TOKENS if res == WILD else city(s).storage.count(res)


def empty_tiles(s: SantaMariaState) -> list[str]:
    """The resources of which the City has an empty storage tile, in the order of the storage."""
    c = city(s)
    return [r for r in KINDS if r != WILD and s.res[CITY][RI[r]] < c.storage.count(r)]


def gold_supply(s: SantaMariaState) -> int:
    """The gold in the general supply: the game's gold less what every seat holds."""
    return GOLD_TOKENS - sum(held[GOLD] for held in s.res)


# --- gold -------------------------------------------------------------------------------------------
def gained(s: SantaMariaState, p: int, res: str, n: int, kept: int) -> int:
    """Where gold comes from: the City's from the supply; a colonist's from the City's storage first, then from
    the supply (Q14: one who cannot hold it takes none, ``data.MAYA_GOLD_TAKEN_WHEN_FULL``)."""
    if res != WILD or not n:
        return kept
    supply = gold_supply(s)
    wanted, from_city = kept, 0
    if p != CITY:
        wanted = n if MAYA_GOLD_TAKEN_WHEN_FULL else kept
        from_city = min(wanted, s.res[CITY][GOLD])
        s.res[CITY][GOLD] -= from_city
    found = from_city + min(wanted - from_city, supply)
    if from_city:
        s.events.append(Event(Message("santamaria.event.gold_from_city", who=s.names[p], n=from_city,
                                      city=s.names[CITY])))
    if found < wanted:
        s.events.append(Event(Message("santamaria.event.no_gold", who=s.names[p])))
    return min(found, kept)


def track_symbol(s: SantaMariaState, p: int, track: str, space: int, effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """The City's monk symbol: a card or a full storage tile; a gold symbol the City has passed gives a colonist
    nothing."""
    if p == CITY:
        return tuple(("gift",) if e[0] == "monk" else e for e in effects)
    if track == "conq" and s.conq[CITY] >= space and any(e[:2] == ("gain", WILD) for e in effects):
        s.events.append(Event(Message("santamaria.event.gold_passed", who=s.names[p], city=s.names[CITY])))
        return tuple(e for e in effects if e[:2] != ("gain", WILD))
    return effects


def year_gold(s: SantaMariaState) -> None:
    """Each year's start (the set-up's for year 1): one gold a player from the supply into the City's gold storage
    (solo: 1); what the supply lacks is forfeited."""
    moved = min(s.players, gold_supply(s))
    s.res[CITY][GOLD] += moved
    if moved < s.players:
        s.events.append(Event(Message("santamaria.event.year_gold_short", who=s.names[CITY], n=moved,
                                      lost=s.players - moved)))
    else:
        s.events.append(Event(Message("santamaria.event.year_gold", who=s.names[CITY], n=moved)))


# --- turning tiles full, taking tiles ---------------------------------------------------------------
def fill(s: SantaMariaState, res: str) -> None:
    s.res[CITY][RI[res]] += 1


def _fill_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    acts: list[Action] = [("fill", r) for r in empty_tiles(s)]
    return acts, bool(acts)


def _fill(s: SantaMariaState, task: Task, action: Action) -> None:
    fill(s, action[1])


def _gift_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    """A monk symbol: draw a card (while the deck holds one), or turn a storage tile full."""
    c = city(s)
    acts: list[Action] = [("card",)] if c.deck or c.under else []
    acts += [("fill", r) for r in empty_tiles(s)]
    return acts, bool(acts)


def spare_kinds(s: SantaMariaState) -> list[str]:
    return sorted(set(city(s).spare), key=KINDS.index)


def _storage_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    acts: list[Action] = [("storage", r) for r in spare_kinds(s)]
    return acts, bool(acts)


def _take_tile(s: SantaMariaState, task: Task, action: Action) -> None:
    """A storage tile from the supply, full side up."""
    c = city(s)
    c.spare.remove(action[1])
    c.storage.append(action[1])
    fill(s, action[1])


CHOICES = {"fill": _fill_choices, "gift": _gift_choices, "storage": _storage_choices}
ANSWERS = {"fill": _fill, "storage": _take_tile}
