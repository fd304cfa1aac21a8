"""American Kingdoms, Module D: the Mayan City (AK "Module D: The Mayan City", "Module D: Action Cards"; §8.9,
§8.11 Q13 and Q14, §9.16 [DESIGNED] the City's components). Option ``mayan_city``, with American Kingdoms.

An asymmetric role (``hooks.Role``): the first seat (``data.MAYA_SEAT``) plays the City board instead of a colony,
starts year 1 with 2 coins (the colonists then take 3/4/5/6), a blue die and 3 white dice more in the pool, and no
colonist may have the cacao colony (not dealt; not in the advanced sets). Its four main actions: use a die on its
board, or a high priest (``ak_maya_dice``; then a temple tile, ``ak_maya_temples``), play an action card
(``ak_maya_cards``), or withdraw: retiring spaces 1-3 as a colonist's, the 4th turns a storage tile full, the 5th
completes any temple tile; then its temples score at once. Its resources are storage tiles and its gold the game's
gold race (``ak_maya_storage``). Its part of the state, its view, saved form and checks: ``ak_maya_state``.

The year: gold into its storage at each year's start (one a player; solo one); at each year's end its dice and
high priests come back and it draws 3 cards (the temples stay, the hand is kept). The end: its resources (not gold)
sell for 1 coin each, 1 point per 3 coins; it scores its happiness and coins only. With Module B it takes no
specialists (its dice never offer one). Its trade card trades with the supply (``ak_maya_cards``) and, by offers
the other player accepts or declines, with the other players (``ak_maya_offers``). With Module C (2 white dice more
in the pool, not 3) it simulates a die move for another seat's ambassador die, or takes one itself
(``ak_maya_ambassadors``); 5 players are 4 colonists and the City, with Module C.
"""

from __future__ import annotations

from ...core import Action, Event, rng
from ...core.i18n import Message
from . import ak_maya_ambassadors as ambassadors
from . import ak_maya_cards as cards
from . import ak_maya_dice as dice
from . import ak_maya_offers as offers
from . import ak_maya_state as part
from . import ak_maya_storage as storage
from . import ak_maya_temples as temples
from .ak_maya_city import CITY, city
from .data import (
    MAYA_BOARD,
    MAYA_CARDS,
    MAYA_FINAL_PRICE,
    MAYA_HAND,
    MAYA_NO_COLONIST,
    MAYA_REGIONS,
    MAYA_SPOTS,
    MAYA_START_COINS,
    MAYA_STORAGE_SPARE,
    MAYA_STORAGE_START,
    MAYA_TEMPLE_SIZES,
    MAYA_TEMPLES,
    MAYA_TOKENS,
    MAYA_YEAR_CARDS,
    RETIRING,
    SIZE,
    Effect,
)
from .draws import draw
from .effects import RI
from .hooks import Module, Prompt, Role
from .state import MayanCity, SantaMariaState

SHIP_SPACE, ROAD_SPACE = 4, len(RETIRING)   # the retiring spaces the City uses otherwise


# --- the set-up and the year ------------------------------------------------------------------------------------
def _setup(s: SantaMariaState) -> None:
    """The City board with its temples (a large tile face up on each, the medium and small ones in two face-down
    stacks), the building, road and high priest tokens, its 6 storage tiles (cacao, grain, wood full), a hand of 5
    from the shuffled deck."""
    large = sorted(t for t, (size, _) in MAYA_TEMPLES.items() if size == MAYA_TEMPLE_SIZES[0])
    s.rng = rng.shuffle(s.rng, large)
    deck = sorted(MAYA_CARDS)
    s.rng, hand = draw(s.rng, deck, MAYA_HAND)
    s.city = MayanCity(
        storage=[r for r, _ in MAYA_STORAGE_START], spare=list(MAYA_STORAGE_SPARE), hand=sorted(hand), deck=deck,
        under=[], tucked={r: [] for r in MAYA_REGIONS}, temples={r: [] for r in MAYA_REGIONS},
        face_up=dict(zip(MAYA_REGIONS, large)),
        stacks={size: sorted(t for t, (z, _) in MAYA_TEMPLES.items() if z == size) for size in MAYA_TEMPLE_SIZES[1:]},
        built={}, tokens=sorted(MAYA_TOKENS), roads=[], priests=0, placed={}, die=None, route=[], tech=False)
    held = s.res[CITY]
    held[:] = [0] * len(held)
    for res, full in MAYA_STORAGE_START:
        held[RI[res]] += full
    s.events.append(Event(Message("santamaria.event.city", who=s.names[CITY], n=MAYA_HAND)))
    s.events.append(Event(Message("santamaria.event.draws", who=s.names[CITY], cards=cards.cards_text(city(s).hand)),
                          to=(CITY,)))


def _year_start(s: SantaMariaState) -> None:
    storage.year_gold(s)


def _year_end(s: SantaMariaState, points: list[int]) -> None:
    """Before another year: its dice and high priests come back (the base rolls its blue dice with the others');
    3 more cards. (After the last year they stay, as the colonists' do.)"""
    if s.year == s.rules.years:
        return
    c = city(s)
    s.blue[CITY] = sorted(s.blue[CITY] + [int(m[1]) for m in c.placed.values() if m[0] == "b"])
    c.priests += sum(m == "priest" for m in c.placed.values())
    c.placed = {}
    cards.draw_cards(s, MAYA_YEAR_CARDS)


def _retiring(s: SantaMariaState, p: int, space: int, effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """Spaces 1-3 as a colonist's; the 4th turns a storage tile full, the 5th completes any temple tile; then the
    temples are scored at once."""
    if p != CITY:
        return effects
    if space == SHIP_SPACE:
        effects = (("fill",),)
    elif space == ROAD_SPACE:
        effects = (("temple", temples.ANY, 0),)
    return (*effects, ("temples",))


def _actions(s: SantaMariaState, p: int) -> list[Action]:
    return dice.die_actions(s, p) + ambassadors.take_actions(s, p) + cards.play_actions(s) + dice.priest_actions(s)


ROLE = Role(
    seat=CITY, name=Message("santamaria.role.city"), board=MAYA_BOARD, coins=MAYA_START_COINS,
    no_colonist=MAYA_NO_COLONIST,
    actions=_actions, kinds=("city_die", "city_ambassador", "play", "priest"),
    prompt="santamaria.prompt.city_turn", refusal=Message("santamaria.why.city_role"),
    prices=MAYA_FINAL_PRICE, scores=("happiness", "coins"))

PROMPTS: dict[str, Prompt] = {
    **temples.PROMPTS,
    "walk": Message("santamaria.prompt.walk"),
    "trading": offers.trading_prompt, **offers.PROMPTS,
    "redraw": Message("santamaria.prompt.redraw"),
    "build": lambda s, task: Message(f"santamaria.prompt.build.{task[2]}"),
}
TASK_ARGS = {
    "move": (frozenset(MAYA_SPOTS),), "walk": (), "rest": (),
    "temple": (frozenset((*MAYA_SPOTS, temples.ANY)), frozenset(range(SIZE + 1))),
    "pave": (), "storage": (), "priest": (), "cards": ("n",), "temples": (), "fill": (), "gift": (),
    "trading": (), "redraw": (frozenset(range(len(MAYA_CARDS) + 1)),), "build": (frozenset(("timber", "straw")),),
    **offers.TASK_ARGS,
}

MODULE = Module(
    name="ak_maya", setup=_setup, year_start=_year_start, year_end=_year_end, retiring=_retiring,
    storage=storage.room, role=ROLE, track_symbol=storage.track_symbol, gained=storage.gained,
    main={"city_die": dice.take, "city_ambassador": ambassadors.take, "play": cards.play, "priest": dice.use_priest},
    answers={**dice.ANSWERS, **temples.ANSWERS, **storage.ANSWERS, **cards.ANSWERS, **ambassadors.ANSWERS,
             **offers.ANSWERS},
    answering={"go": "walk", "stop": "walk", "tech": "walk", "temple": "temple", "pave": "pave",
               "storage": "storage", "fill": "fill", "card": "gift", "supply_buy": "trading",
               "supply_sell": "trading", "redraw": "trading", "discard": "redraw", "replace": "redraw",
               "build": "build", **ambassadors.ANSWERING, **offers.ANSWERING},
    automatic={**dice.AUTOMATIC, **temples.AUTOMATIC, **cards.AUTOMATIC, **offers.AUTOMATIC},
    decisions={**dice.CHOICES, **temples.CHOICES, **storage.CHOICES, **cards.CHOICES, **ambassadors.CHOICES,
               **offers.CHOICES},
    declinable=("temple", "trading", *ambassadors.CHOICES), prompts={**PROMPTS, **ambassadors.PROMPTS},
    log={**dice.LOG, **temples.LOG, **cards.LOG, **ambassadors.LOG, **offers.LOG},
    refusals={**dice.REFUSALS, **temples.REFUSALS, **cards.REFUSALS, **ambassadors.REFUSALS, **offers.REFUSALS},
    declined={"temple": "santamaria.log.decline.temple", "trading": "santamaria.log.decline.trading",
              **ambassadors.DECLINED},
    private_log=cards.PRIVATE_LOG,
    view=part.view, seat_view=part.seat_view, keys=("mayan_city",), save=part.save, load=part.load,
    task_args={**TASK_ARGS, **ambassadors.TASK_ARGS}, invariants=part.invariants, face_down=part.face_down,
    hands=part.hands, dice=part.dice,
    hands_over=True,   # a colonist answers an offer (ak_maya_offers)
)
