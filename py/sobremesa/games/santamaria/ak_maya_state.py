"""American Kingdoms, Module D: the Mayan City's part of the state (``SantaMariaState.city``, a ``MayanCity``): its
view (the hand to the City's seat only), its saved form ("mayan_city", with the offer in progress:
``ak_maya_offers``), what is hidden (the deck and the temple stacks from everybody, the hand and the cards put under
the deck from the colonists), its dice for the dice count, and its conservation checks: 15 temple tiles, 12 building
tokens, 3 road tokens, 3 high priests, 10 storage tiles, 24 action cards, the game's 12 gold."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core import LoadError
from ...core.i18n import Message
from ...core.serial import expect, expect_keys
from . import ak_maya_offers as offers
from .ak_maya_cards import card_actions
from .ak_maya_city import BUILT_SPOTS, CITY, building, city, entry, passable, regions, roads_from, vacant
from .ak_maya_dice import white_taken
from .ak_maya_storage import GOLD, KINDS, gold_supply
from .ak_maya_temples import priests_in_supply, temple_points
from .checks import conserved
from .data import (
    AMBASSADOR_MARKS,
    BOARDS,
    GOLD_TOKENS,
    MAYA_BUILDINGS,
    MAYA_CARD_REGIONS,
    MAYA_CARDS,
    MAYA_HIGH_PRIESTS,
    MAYA_NO_COLONIST,
    MAYA_PATHS,
    MAYA_REGIONS,
    MAYA_REWARDS,
    MAYA_ROAD_SPACES,
    MAYA_ROAD_TOKENS,
    MAYA_SIMULATED,
    MAYA_SPOTS,
    MAYA_STORAGE_SPARE,
    MAYA_STORAGE_START,
    MAYA_TEMPLE_SIZES,
    MAYA_TEMPLES,
    MAYA_TOKENS,
    WILD,
)
from .hooks import FaceDown, Hand
from .state import MayanCity, SantaMariaState
from .words import building_word, effects_text

KEYS = ("storage", "spare", "hand", "deck", "under", "tucked", "temples", "face_up", "stacks", "built", "tokens",
        "roads", "priests", "placed", "die", "route", "tech", "offer", "refused")
WALKING = ("move", "walk", "rest")   # the tasks of a die on its way
DIE_MARKS = "wb" + "".join(AMBASSADOR_MARKS.values()) + MAYA_SIMULATED   # dice; Module C: ambassador, simulated
PLACED = (*(f"{c}{v}" for c in DIE_MARKS for v in "123456"), "priest")   # what may block a building of the City


# --- the view ------------------------------------------------------------------------------------------
def _spot(c: MayanCity, spot: str) -> dict[str, Any]:
    code = building(c, spot)
    return {"spot": spot, "building": code, "name": building_word(code) if code else None,
            "effects": effects_text(MAYA_BUILDINGS[code]) if code else None, "token": c.built.get(spot),
            "on": c.placed.get(spot), "regions": list(regions(spot))}


def _temple(s: SantaMariaState, c: MayanCity, region: str) -> dict[str, Any]:
    tile = c.face_up[region]
    return {"region": region, "reward": effects_text([MAYA_REWARDS[region]]), "completed": list(c.temples[region]),
            "face_up": None if tile is None else {"id": tile, "size": MAYA_TEMPLES[tile][0],
                                                  "cost": dict(MAYA_TEMPLES[tile][1])},
            "cards": [{"id": card, "action": next(said for a, said in zip(MAYA_CARDS[card], card_actions(card))
                                                  if MAYA_CARD_REGIONS[a[0]] == region)}
                      for card in c.tucked[region]],
            "points": temple_points(s).get(region, 0)}


def view(s: SantaMariaState) -> dict[str, Any]:
    c = city(s)
    return {"mayan_city": {
        "seat": CITY, "spots": [_spot(c, spot) for spot in MAYA_SPOTS],
        "road_spaces": [{"id": rs, "joins": list(ends), "token": rs in c.roads}
                        for rs, ends in MAYA_ROAD_SPACES.items()],
        "road_tokens": MAYA_ROAD_TOKENS - len(c.roads),
        "building_tokens": [{"id": t, "type": MAYA_TOKENS[t][0], "building": MAYA_TOKENS[t][1]}
                            for t in sorted(c.tokens)],
        "temples": [_temple(s, c, region) for region in MAYA_REGIONS],
        "temple_stacks": {size: len(stack) for size, stack in c.stacks.items()},
        "storage": [{"resource": r, "tiles": c.storage.count(r), "full": s.res[CITY][KINDS.index(r)]}
                    for r in KINDS if r != WILD and c.storage.count(r)],
        "spare": sorted(c.spare), "gold": s.res[CITY][GOLD], "gold_supply": gold_supply(s),
        "priests": c.priests, "priests_supply": priests_in_supply(s),
        "hand": len(c.hand), "deck": len(c.deck), "under": len(c.under),
        "die": None if c.die is None else {"die": c.die, "route": list(c.route),
                                           "ahead": walks(c, c.route) if c.route else []},
        "walks": {str(v): found for v in range(1, MAYA_PATHS + 1) if (found := walks(c, [entry(v)]))},
        "white_taken": white_taken(s), **offers.view(s),
    }}


def walks(c: MayanCity, route: list[str]) -> list[list[str]]:
    """Every way a die at the end of ``route`` may still go, each to a vacant building it may stop on (the board
    previews them before the die is chosen): the routes, the spots passed first."""
    here = route[-1]
    if not passable(c, here):
        return []
    out = [list(route)] if vacant(c, here) else []
    for spot in roads_from(c, here):
        if spot not in route:
            out += walks(c, [*route, spot])
    return out


def seat_view(s: SantaMariaState, seat: int | None) -> dict[str, Any]:
    """The City's hand and the cards it put under the deck, to its seat only."""
    c = city(s)
    if seat != CITY:
        return {"city_hand": None, "city_under": None}
    return {"city_hand": [{"id": card, "actions": list(card_actions(card))} for card in c.hand],
            "city_under": list(c.under)}


def face_down(s: SantaMariaState) -> list[FaceDown]:
    c = city(s)
    return [(("city", "deck"), "action cards", c.deck),
            *((("city", "stacks", size), f"{size} temple tiles", stack) for size, stack in c.stacks.items())]


def hands(s: SantaMariaState) -> list[Hand]:
    c = city(s)
    return [(("city", "hand"), CITY, "action cards", c.hand), (("city", "under"), CITY, "action cards", c.under)]


def dice(s: SantaMariaState) -> list[tuple[int, str]]:
    """The white and blue dice on the City's board, and the one on its way (Module C: not an ambassador die, which
    ``ak_ambassadors`` counts, nor a simulated die move)."""
    c = city(s)
    return [(CITY, m[0]) for m in [*c.placed.values(), *([c.die] if c.die else [])] if m[0] in "wb"]


# --- the saved form -----------------------------------------------------------------------------------------
def save(s: SantaMariaState) -> dict[str, Any]:
    c = city(s)
    return {"mayan_city": {
        "storage": list(c.storage), "spare": sorted(c.spare), "hand": list(c.hand), "deck": sorted(c.deck),
        "under": list(c.under), "tucked": {r: list(v) for r, v in c.tucked.items()},
        "temples": {r: list(v) for r, v in c.temples.items()}, "face_up": dict(c.face_up),
        "stacks": {k: sorted(v) for k, v in c.stacks.items()}, "built": dict(sorted(c.built.items())),
        "tokens": sorted(c.tokens), "roads": list(c.roads), "priests": c.priests,
        "placed": dict(sorted(c.placed.items())), "die": c.die, "route": list(c.route), "tech": c.tech,
        **offers.save(s)}}


def _words(value: object, what: str, allowed: Mapping[str, Any] | tuple[str, ...]) -> list[str]:
    items = [expect(x, str, f"mayan_city {what}") for x in expect(value, list, f"mayan_city {what}")]
    wrong = [x for x in items if x not in allowed]
    if wrong:
        raise LoadError(Message("santamaria.load.unknown", path=f"mayan_city {what}", wrong=repr(wrong)))
    return items


def _by(value: object, what: str, keys: tuple[str, ...], allowed: Mapping[str, Any] | tuple[str, ...]) \
        -> dict[str, list[str]]:
    table = expect_keys(value, f"mayan_city {what}", keys)
    return {k: _words(table[k], f"{what} {k}", allowed) for k in keys}


def _word_map(value: object, what: str, keys: tuple[str, ...], allowed: Mapping[str, Any] | tuple[str, ...]) \
        -> dict[str, str]:
    table = expect(value, dict, f"mayan_city {what}")
    if any(k not in keys or not isinstance(v, str) or v not in allowed for k, v in table.items()):
        raise LoadError(Message("santamaria.load.word_map", path=f"mayan_city {what}",
                                choices=repr(sorted(allowed)[:6])))
    return dict(table)


def load(s: SantaMariaState, data: Mapping[str, Any]) -> None:
    d = expect_keys(data["mayan_city"], "mayan_city", KEYS)
    face_up = expect_keys(d["face_up"], "mayan_city face_up", MAYA_REGIONS)
    if any(x is not None and x not in MAYA_TEMPLES for x in face_up.values()):
        raise LoadError(Message("santamaria.load.face_up", path="mayan_city face_up"))
    die = None if d["die"] is None else expect(d["die"], str, "mayan_city die")
    priests = expect(d["priests"], int, "mayan_city priests")
    if (die is not None and (len(die) != 2 or die[0] not in DIE_MARKS or die[1] not in "123456")) \
            or not 0 <= priests <= MAYA_HIGH_PRIESTS:
        raise LoadError(Message("santamaria.load.maya_die", path="mayan_city", die="die", priests="priests"))
    s.city = MayanCity(
        storage=_words(d["storage"], "storage", KINDS), spare=_words(d["spare"], "spare", KINDS),
        hand=_words(d["hand"], "hand", MAYA_CARDS), deck=_words(d["deck"], "deck", MAYA_CARDS),
        under=_words(d["under"], "under", MAYA_CARDS), tucked=_by(d["tucked"], "tucked", MAYA_REGIONS, MAYA_CARDS),
        temples=_by(d["temples"], "temples", MAYA_REGIONS, MAYA_TEMPLES), face_up=dict(face_up),
        stacks=_by(d["stacks"], "stacks", MAYA_TEMPLE_SIZES[1:], MAYA_TEMPLES),
        built=_word_map(d["built"], "built", BUILT_SPOTS, MAYA_TOKENS),
        tokens=_words(d["tokens"], "tokens", MAYA_TOKENS),
        roads=_words(d["roads"], "roads", tuple(MAYA_ROAD_SPACES)), priests=priests,
        placed=_word_map(d["placed"], "placed", MAYA_SPOTS, PLACED),
        die=die, route=_words(d["route"], "route", MAYA_SPOTS), tech=expect(d["tech"], bool, "mayan_city tech"))
    s.city.offer, s.city.refused = offers.load(d, s.players)


# --- the checks ----------------------------------------------------------------------------------------------
def invariants(s: SantaMariaState) -> list[str]:
    """Every component of the City conserved and where the rules allow it."""
    c = city(s)
    return (_temple_problems(c) + _component_problems(s, c) + _board_problems(s, c)
            + conserved("action cards", [*c.hand, *c.deck, *c.under, *(x for v in c.tucked.values() for x in v)],
                        list(MAYA_CARDS))
            + _tucked_problems(c) + offers.invariants(s))


def _temple_problems(c: MayanCity) -> list[str]:
    """15 temple tiles; each temple its completed levels bottom up, the next size face up (none once finished)."""
    tiles = [*(x for v in c.temples.values() for x in v), *filter(None, c.face_up.values()),
             *(x for v in c.stacks.values() for x in v)]
    problems = conserved("temple tiles", tiles, list(MAYA_TEMPLES))
    for region in MAYA_REGIONS:
        levels = [MAYA_TEMPLES[t][0] for t in c.temples[region]]
        top = c.face_up[region]
        size = MAYA_TEMPLE_SIZES[len(levels)] if len(levels) < len(MAYA_TEMPLE_SIZES) else None
        if levels != list(MAYA_TEMPLE_SIZES[:len(levels)]) or (top is not None and MAYA_TEMPLES[top][0] != size) \
                or (top is None and size is not None and c.stacks[size]):
            problems.append(Message("santamaria.check.temple", region=Message(f"santamaria.region.{region}"),
                                    levels=str(levels), top="-" if top is None else top))
    if any(MAYA_TEMPLES[t][0] != size for size, v in c.stacks.items() for t in v):
        problems.append(Message("santamaria.check.temple_stack"))
    return problems


def _component_problems(s: SantaMariaState, c: MayanCity) -> list[str]:
    """Building tokens, road tokens, high priests, storage tiles, gold; no colonist with the cacao colony."""
    problems = conserved("building tokens", [*c.built.values(), *c.tokens], list(MAYA_TOKENS))
    problems += conserved("storage tiles", [*c.storage, *c.spare],
                          [r for r, _ in MAYA_STORAGE_START] + list(MAYA_STORAGE_SPARE))
    if len(set(c.roads)) != len(c.roads) or len(c.roads) > MAYA_ROAD_TOKENS:
        problems.append(Message("santamaria.check.road_tokens", roads=str(c.roads)))
    if priests_in_supply(s) < 0:
        problems.append(Message("santamaria.check.priests", held=MAYA_HIGH_PRIESTS - priests_in_supply(s),
                                total=MAYA_HIGH_PRIESTS))
    if gold_supply(s) < 0:
        problems.append(Message("santamaria.check.gold", held=GOLD_TOKENS - gold_supply(s), total=GOLD_TOKENS))
    colonists = [(b, h) for p, b in enumerate(s.boards) if p != CITY
                 for h in (b, *s.colony[p]) if h in MAYA_NO_COLONIST]
    if colonists or s.boards[CITY] not in BOARDS or BOARDS[s.boards[CITY]]:
        problems.append(Message("santamaria.check.cacao", colonists=str(colonists), board=s.boards[CITY]))
    return problems


def _board_problems(s: SantaMariaState, c: MayanCity) -> list[str]:
    """Dice and high priests on buildings; the white dice of the year; the die on its way matches the tasks."""
    problems: list[str] = [Message("santamaria.check.city_marker", mark=m, spot=spot)
                           for spot, m in c.placed.items() if building(c, spot) is None]
    if white_taken(s) > s.rules.white_limit:
        problems.append(Message("santamaria.check.city_white", count=white_taken(s)))
    walking = any(t[0] in WALKING for t in s.tasks)
    if walking != (c.die is not None) or (c.die is None and (c.route or c.tech)) \
            or len(set(c.route)) != len(c.route) or any(spot not in MAYA_SPOTS for spot in c.route):
        problems.append(Message("santamaria.check.city_die", die="-" if c.die is None else c.die,
                                route=str(c.route)))
    return problems


def _tucked_problems(c: MayanCity) -> list[str]:
    wrong = [card for region, cards in c.tucked.items() for card in cards
             if region not in (MAYA_CARD_REGIONS[a[0]] for a in MAYA_CARDS[card])]
    return [Message("santamaria.check.tucked", cards=str(wrong))] if wrong else []

