"""American Kingdoms, Module D: the Mayan City's action cards (AK "B. Play one action card", "Module D: Action
Cards"; §8.9, §9.16 [DESIGNED] the 24 cards in ``data.MAYA_CARDS``).

The City holds a hand (seen by its seat only) drawn from a face-down deck: 5 at the start, 3 at each year's end,
2 for a technology temple, 1 for a monk symbol. Each card shows two actions; one is played and the card is tucked
by the region of that action (``data.MAYA_CARD_REGIONS``), where it counts for the temple scoring:

* as a main action (``("play", card, 0 or 1)``): a trade (1 coin, then any number of trades with the supply: the
  "trading" decision, one trade an action, declined to stop; a redraw is its own "redraw" decision: discard one
  card an action under the deck, then draw as many; offers to the other players: ``ak_maya_offers``), a festival
  (pay, gain), a build (pay 1 wood or 1 grain, then the "build" decision: a timber or straw building token on an
  empty spot);
* a technology card only with a die of its value (after any change), at most one a die: with the die action
  (before the activations) or at the die's later decisions (after them; ``tech_actions``); a gem or sugar card
  needs an empty storage tile of it (``data.MAYA_TECH_NEEDS_ROOM``, §8.11 Q13).

Cards put under the deck are drawn after the rest of it (``MayanCity.under``); the deck is drawn at random, as
every face-down stack (reading 26). Who sees what: the hand and the cards put under the deck are the City's
secrets (``hands``), the deck nobody's; drawing names the cards to the City only (an event for its seat).
"""

from __future__ import annotations

from functools import cache
from typing import Any

from ...core import Action, Event
from ...core.i18n import Message
from . import ak_maya_offers as offers
from .ak_maya_city import CITY, city, empty_spots
from .ak_maya_storage import KINDS, empty_tiles
from .data import (
    MAYA_BUILD_COST,
    MAYA_CARD_REGIONS,
    MAYA_CARDS,
    MAYA_REDRAW_COIN,
    MAYA_SUPPLY_PRICES,
    MAYA_SUPPLY_SELL,
    MAYA_TECH_BONUS,
    MAYA_TECH_NEEDS_ROOM,
    MAYA_TOKENS,
    MAYA_TRADE_COIN,
)
from .draws import draw
from .effects import RI, pay, payment, push
from .state import SantaMariaState, Task
from .words import amount, building_word, card_words, coins_text, cost_text, effects_text, region_word, spot_text

CardAction = tuple[Any, ...]
HALVES = (0, 1)


# --- the cards in words -------------------------------------------------------------------------------
def action_text(a: CardAction) -> Message:
    """"trade", "festival: 1 wood for 2 happiness", "build a timber building for 1 wood", "technology 4: gem"."""
    if a[0] == "trade":
        return Message("santamaria.card_action.trade")
    if a[0] == "festival":
        return Message("santamaria.card_action.festival", cost=cost_text(a[1]), effects=effects_text(a[2]))
    if a[0] == "build":
        return Message(f"santamaria.card_action.build.{a[1]}", cost=cost_text(MAYA_BUILD_COST[a[1]]))
    return Message("santamaria.card_action.tech", value=a[1], bonus=Message(f"santamaria.tech_bonus.{a[2]}"))


@cache
def card_actions(card: str) -> tuple[Message, ...]:
    """A card's two actions in words, top and bottom (made once a card: the City's view names them)."""
    return tuple(action_text(a) for a in MAYA_CARDS[card])


@cache
def card_text(card: str) -> Message:
    """A card by its two actions: "the card 'trade | technology 1: soldier'"."""
    return card_words(card_actions(card))


def cards_text(cards: list[str]) -> list[Message]:
    """Cards by their actions, as a list (a message's argument: "a, b and c" in the reader's language)."""
    return [card_text(card) for card in cards]


# --- drawing -------------------------------------------------------------------------------------------
def draw_cards(s: SantaMariaState, n: int) -> None:
    """Draw ``n`` cards into the hand: from the deck (at random), then those put under it, in order."""
    c = city(s)
    s.rng, drawn = draw(s.rng, c.deck, n)
    more = c.under[:n - len(drawn)]
    del c.under[:len(more)]
    drawn += more
    c.hand += drawn
    c.hand.sort()
    key = "santamaria.event.city_draws_short" if len(drawn) < n else "santamaria.event.city_draws"
    s.events.append(Event(Message(key, who=s.names[CITY], cards=amount("cards", len(drawn)), had=len(drawn))))
    if drawn:
        s.events.append(Event(Message("santamaria.event.draws", who=s.names[CITY], cards=cards_text(drawn)),
                              to=(CITY,)))


def _cards(s: SantaMariaState, task: Task) -> None:
    """The automatic "cards" task: a technology temple's reward."""
    draw_cards(s, task[2])


def _gift_card(s: SantaMariaState, task: Task, action: Action) -> None:
    """A monk symbol: one card."""
    draw_cards(s, 1)


# --- playing a card ------------------------------------------------------------------------------------
def tokens_of(s: SantaMariaState, kind: str) -> list[str]:
    """The buildings of the building tokens of a type still in the supply, each once, in the supply's order."""
    out: list[str] = []
    for token in sorted(city(s).tokens):
        if MAYA_TOKENS[token][0] == kind and MAYA_TOKENS[token][1] not in out:
            out.append(MAYA_TOKENS[token][1])
    return out


def playable(s: SantaMariaState, a: CardAction) -> bool:
    """Can this action of a card be played as the main action? (A technology card only with a die.)"""
    if a[0] == "trade":
        return True
    if a[0] == "festival":
        return payment(s, CITY, a[1]) is not None
    if a[0] == "build":
        return payment(s, CITY, MAYA_BUILD_COST[a[1]]) is not None and bool(empty_spots(city(s))) \
            and bool(tokens_of(s, a[1]))
    return False


def play_actions(s: SantaMariaState) -> list[Action]:
    return [("play", card, half) for card in city(s).hand for half in HALVES if playable(s, MAYA_CARDS[card][half])]


def tuck(s: SantaMariaState, card: str, a: CardAction) -> None:
    c = city(s)
    c.hand.remove(card)
    c.tucked[MAYA_CARD_REGIONS[a[0]]].append(card)


def play(s: SantaMariaState, p: int, action: Action) -> None:
    """Carry out the card's action, and tuck the card by its region."""
    _, card, half = action
    a = MAYA_CARDS[card][half]
    tuck(s, card, a)
    if a[0] == "trade":
        s.coins[p] += MAYA_TRADE_COIN
        s.tasks += [(offers.TRADED, p), ("trading", p)]
    elif a[0] == "festival":
        pay(s, p, a[1])
        push(s, p, a[2])
    else:
        pay(s, p, MAYA_BUILD_COST[a[1]])
        s.tasks.append(("build", p, a[1]))


# --- a technology card with a die ------------------------------------------------------------------------
def tech_half(card: str) -> CardAction | None:
    return next((a for a in MAYA_CARDS[card] if a[0] == "tech"), None)


def tech_playable(s: SantaMariaState, a: CardAction) -> bool:
    effect = MAYA_TECH_BONUS[a[2]]
    return not (MAYA_TECH_NEEDS_ROOM and effect[0] == "gain" and effect[1] not in empty_tiles(s))


def tech_cards(s: SantaMariaState, value: int) -> list[str]:
    """The technology cards of the hand that a die of this value may play now."""
    out = []
    for card in city(s).hand:
        a = tech_half(card)
        if a is not None and a[1] == value and tech_playable(s, a):
            out.append(card)
    return out


def tech_actions(s: SantaMariaState, value: int) -> list[Action]:
    """The technology cards a die of this value may still play at its decisions (none once one was played)."""
    return [] if city(s).tech else [("tech", card) for card in tech_cards(s, value)]


def play_tech(s: SantaMariaState, p: int, card: str) -> None:
    """Tuck it by the technology temple and gain its bonus (at once)."""
    a = tech_half(card)
    if a is None:
        raise ValueError(f"{card} has no technology action")
    tuck(s, card, a)
    c = city(s)
    c.tech = c.die is not None   # with a die on its way; at its temple decision the task says it (its value is 0)
    push(s, p, [MAYA_TECH_BONUS[a[2]]])


def tech_text(card: str) -> str:
    """"the card '...' as a technology card (1 gem)" ("" for a card without a technology action)."""
    a = tech_half(card)
    return "" if a is None else Message("santamaria.as_tech", card=card_text(card),
                                        effects=effects_text([MAYA_TECH_BONUS[a[2]]]))


# --- the trade action: trades with the supply (with the other players: ak_maya_offers) ----------------------
def trades(s: SantaMariaState, p: int) -> list[Action]:
    """AK "Trade with the supply": buy cacao, grain or wood; sell any resource; redraw."""
    c, held = city(s), s.res[p]
    out: list[Action] = [("supply_buy", r) for r, price in MAYA_SUPPLY_PRICES.items()
                         if s.coins[p] >= price and held[RI[r]] < c.storage.count(r)]
    out += [("supply_sell", r) for r in KINDS if held[RI[r]]]
    if c.hand and s.coins[p] >= MAYA_REDRAW_COIN:
        out.append(("redraw",))
    return out


def _trading_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    acts = trades(s, task[1]) + offers.offer_actions(s, task[1])
    return acts, bool(acts)


def _trade(s: SantaMariaState, task: Task, action: Action) -> None:
    """One trade; then the trading goes on (declined to stop)."""
    p, kind = task[1], action[0]
    if kind == "supply_buy":
        s.coins[p] -= MAYA_SUPPLY_PRICES[action[1]]
        s.res[p][RI[action[1]]] += 1
    elif kind == "supply_sell":
        s.res[p][RI[action[1]]] -= 1
        s.coins[p] += MAYA_SUPPLY_SELL
    else:
        s.coins[p] -= MAYA_REDRAW_COIN
        s.tasks.append(("trading", p))
        s.tasks.append(("redraw", p, 0))
        return
    s.tasks.append(("trading", p))


def _redraw_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    acts: list[Action] = [("discard", card) for card in city(s).hand]
    return acts + [("replace",)], True


def _discard(s: SantaMariaState, task: Task, action: Action) -> None:
    c = city(s)
    c.hand.remove(action[1])
    c.under.append(action[1])
    s.tasks.append(("redraw", task[1], task[2] + 1))


def _replace(s: SantaMariaState, task: Task, action: Action) -> None:
    draw_cards(s, task[2])


# --- the build action -------------------------------------------------------------------------------------
def _build_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    acts: list[Action] = [("build", spot, code) for spot in empty_spots(city(s)) for code in tokens_of(s, task[2])]
    return acts, bool(acts)


def _build(s: SantaMariaState, task: Task, action: Action) -> None:
    """The first token of that type and building goes on the spot."""
    c = city(s)
    token = next(t for t in sorted(c.tokens) if MAYA_TOKENS[t] == (task[2], action[2]))
    c.tokens.remove(token)
    c.built[action[1]] = token


# --- words -----------------------------------------------------------------------------------------------
def _play_log(s: SantaMariaState, p: int, action: Action) -> Message:
    _, card, half = action
    a = MAYA_CARDS[card][half]
    return Message("santamaria.log.play_trade" if a[0] == "trade" else "santamaria.log.play", who=s.names[p],
                   card=card_text(card), action=action_text(a), coins=coins_text(MAYA_TRADE_COIN),
                   region=region_word(MAYA_CARD_REGIONS[a[0]]))


def _trade_log(s: SantaMariaState, p: int, action: Action) -> Message:
    if action[0] == "supply_buy":
        return Message("santamaria.log.supply_buy", who=s.names[p], what=amount(action[1], 1),
                       coins=coins_text(MAYA_SUPPLY_PRICES[action[1]]))
    if action[0] == "supply_sell":
        return Message("santamaria.log.supply_sell", who=s.names[p], what=amount(action[1], 1),
                       coins=coins_text(MAYA_SUPPLY_SELL))
    return Message("santamaria.log.redraw", who=s.names[p], coins=coins_text(MAYA_REDRAW_COIN))


def _build_log(s: SantaMariaState, p: int, action: Action) -> Message:
    return Message(f"santamaria.log.build.{s.tasks[-1][2]}", who=s.names[p], building=building_word(action[2]),
                   spot=spot_text(action[1]))


def _why_not_play(s: SantaMariaState, p: int, action: Action) -> Message:
    if len(action) != 3 or action[1] not in city(s).hand or action[2] not in HALVES:
        return Message("santamaria.why.play_form")
    a = MAYA_CARDS[action[1]][action[2]]
    if a[0] == "tech":
        return Message("santamaria.why.tech_with_die")
    if a[0] == "festival":
        return Message("santamaria.why.festival_cost", cost=cost_text(a[1]))
    if a[0] == "trade":
        return Message("santamaria.why.play_main")
    return Message(f"santamaria.why.build.{a[1]}", cost=cost_text(MAYA_BUILD_COST[a[1]]))


def _why_not_trade(s: SantaMariaState, p: int, action: Action) -> Message:
    return Message("santamaria.why.supply")


LOG = {"play": _play_log, "supply_buy": _trade_log, "supply_sell": _trade_log, "redraw": _trade_log,
       "discard": lambda s, p, a: Message("santamaria.log.discard", who=s.names[p], card=card_text(a[1])),
       "replace": lambda s, p, a: Message("santamaria.log.replace", who=s.names[p],
                                          cards=amount("cards", s.tasks[-1][2])),
       "build": _build_log, "card": lambda s, p, a: Message("santamaria.log.gift_card", who=s.names[p]),
       "tech": lambda s, p, a: Message("santamaria.log.tech", who=s.names[p], card=tech_text(a[1]))}
PRIVATE_LOG = {"discard": lambda s, p, a: Message("santamaria.log.discard_hidden", who=s.names[p])}
REFUSALS = {"play": _why_not_play, "supply_buy": _why_not_trade, "supply_sell": _why_not_trade,
            "redraw": _why_not_trade,
            "discard": lambda s, p, a: Message("santamaria.why.discard"),
            "build": lambda s, p, a: Message("santamaria.why.build_spot"),
            "tech": lambda s, p, a: Message("santamaria.why.tech")}
CHOICES = {"trading": _trading_choices, "redraw": _redraw_choices, "build": _build_choices}
AUTOMATIC = {"cards": _cards}
ANSWERS = {"supply_buy": _trade, "supply_sell": _trade, "redraw": _trade, "discard": _discard, "replace": _replace,
           "build": _build, "card": _gift_card}
