"""American Kingdoms, Module D: the Mayan City's trades with the other players (AK "Module D: Action Cards", Trade:
"You may trade (in any combination) any number of resources (incl. gold) and coins if the players agree"): the
rulebook's example with its numbers, an offer accepted and one declined, gold both ways, the refusals, the words,
the saved form, and whole games with every option combination."""
from __future__ import annotations

import json
from collections import Counter
from typing import TYPE_CHECKING, Any

import pytest

from sobremesa.core import LoadError
from sobremesa.core.fuzz import play_random
from sobremesa.games.santamaria import GAME
from sobremesa.games.santamaria.state import Offer, SantaMariaState

from .conftest import Helpers
from .test_ak_maya import city_game, held, stock, the_city
from .test_ak_maya_cards import hand

if TYPE_CHECKING:
    from ..conftest import EveryConfiguration

GOLD = 4   # the index of gold in a seat's resources


def trading(sm: Helpers, players: int = 2, coins: int = 0, **res: int) -> SantaMariaState:
    """Alex (the City, seat 0) has played a trade card (its coin gained) and holds ``res`` and ``coins`` + 1 (no
    gold unless given); the colonists hold 5 coins and nothing else."""
    s = city_game(sm, players)
    hand(s, "AC01")
    stock(sm, s, coins=coins, **{"gold": 0, **res})
    for p in range(1, players):
        sm.stock(s, p, 5, **{r: 0 for r in s.rules.resources})
    s = sm.act(s, "play", "AC01", 0)
    assert s.tasks[-1] == ("trading", 0)
    return s


def offered(sm: Helpers, s: SantaMariaState, seat: int, *steps: tuple[str, str]) -> SantaMariaState:
    """The City makes an offer to ``seat``, step by step, and sends it."""
    s = sm.act(s, "offer", seat)
    for step in steps:
        s = sm.act(s, *step)
    return sm.act(s, "offer_send")


def saved(s: SantaMariaState) -> dict[str, Any]:
    return json.loads(json.dumps(GAME.state_to_dict(s)))


def test_the_rulebooks_example_one_wood_for_two_coins(sm: Helpers) -> None:
    """AK: "You agree to trade away 1 wood for 2 coins. You flip your wood storage to its empty side. The other
    player takes a wood token from the supply and gives you 2 coins"."""
    s = trading(sm, wood=1)
    assert held(sm, s) == {"wood": 1} and s.coins == [1, 5]
    assert ("offer", 1) in GAME.legal_actions(s)
    assert GAME.prompt(s) == ("Alex: trade with the supply: cacao for 1 coin, grain or wood for 2, any resource "
                              "sold for 1, a redraw for 1; make an offer to another player; or decline to stop "
                              "trading.")
    assert GAME.describe(s, ("offer", 1)) == "Alex prepares an offer to Red."
    s = sm.act(s, "offer", 1)
    assert GAME.actor(s) == 0 and s.tasks[-1] == ("offering", 0)
    assert GAME.describe(s, ("offer_give", "wood")) == \
        "Alex adds 1 wood to what the City gives Red (1 wood for nothing)."
    s = sm.act(s, "offer_give", "wood")
    assert GAME.describe(s, ("offer_ask", "coins")) == \
        "Alex adds 1 coin to what the City asks of Red (1 wood for 1 coin)."
    s = sm.act(s, "offer_ask", "coins")
    s = sm.act(s, "offer_ask", "coins")
    assert GAME.prompt(s) == ("Alex: your offer to Red: the City gives 1 wood and asks 2 coins. Add one of a "
                              "resource, gold or coins to what it gives or asks, take one back, send it, or "
                              "withdraw it.")
    assert GAME.describe(s, ("offer_send",)) == "Alex offers Red 1 wood for 2 coins."
    s = sm.act(s, "offer_send")
    assert GAME.actor(s) == 1 and s.seat == 0 and s.tasks[-1] == ("offered", 1)
    assert GAME.prompt(s) == "Red: Alex (the Mayan City) offers you 1 wood for 2 coins: accept or decline."
    assert GAME.legal_actions(s)[:2] == [("offer_accept",), ("offer_decline",)]
    assert GAME.describe(s, ("offer_accept",)) == \
        "Red accepts the trade: the Mayan City gives 1 wood, Red gives 2 coins."
    s = sm.act(s, "offer_accept")
    assert held(sm, s) == {} and the_city(s).storage.count("wood") == 1     # the wood tile empty side up
    assert held(sm, s, 1) == {"wood": 1} and s.coins == [1 + 2, 5 - 2]
    assert GAME.actor(s) == 0 and s.tasks[-1] == ("trading", 0) and the_city(s).offer is None
    assert ("supply_buy", "wood") in GAME.legal_actions(s)                 # its wood tile is empty again
    sm.clean(s)


def test_a_declined_offer_changes_nothing_and_may_not_be_sent_again(sm: Helpers) -> None:
    """Declined: nothing moves; the same offer to the same player may not be sent again in this trade action
    (``data.MAYA_OFFER_REPEAT``), another may; the trade action over, it is forgotten."""
    s = trading(sm, players=3, grain=1)
    before = saved(s)
    s = offered(sm, s, 2, ("offer_give", "grain"), ("offer_ask", "coins"))
    assert GAME.actor(s) == 2
    assert GAME.describe(s, ("offer_decline",)) == \
        "Blue declines the trade: the Mayan City would give 1 grain, Blue would give 1 coin."
    s = sm.act(s, "offer_decline")
    after = saved(s)
    assert after["mayan_city"]["refused"] == [{"seat": 2, "gives": {"grain": 1}, "asks": {"coins": 1}}]
    after["mayan_city"]["refused"] = []
    assert after == before                                                # nothing else changed: the same state
    assert GAME.actor(s) == 0 and s.tasks[-1] == ("trading", 0)
    s = sm.act(s, "offer", 2)
    s = sm.act(s, "offer_give", "grain")
    s = sm.act(s, "offer_ask", "coins")
    assert ("offer_send",) not in GAME.legal_actions(s)
    assert GAME.why_illegal(s, ("offer_send",)).startswith(
        "Blue has declined this very offer in this trade action: change it, or withdraw it.")
    s = sm.act(s, "offer_withdraw")
    s = offered(sm, s, 1, ("offer_give", "grain"), ("offer_ask", "coins"))    # the same to another player
    s = sm.act(s, "offer_decline")
    s = offered(sm, s, 2, ("offer_give", "grain"), ("offer_ask", "coins"), ("offer_ask", "coins"))   # another
    s = sm.act(s, "offer_decline")
    assert len(the_city(s).refused) == 3
    s = sm.act(s, "decline")                                              # the trade action is over
    assert the_city(s).refused == [] and s.seat == 1
    sm.clean(s)


def test_gold_both_ways(sm: Helpers) -> None:
    """Gold given goes to the colonist (up to its gold storage), gold received into the City's gold storage; the
    game's 12 gold stay 12."""
    s = trading(sm, coins=1, sugar=1, gold=3)
    sm.stock(s, 1, gold=1)
    total = sum(p[GOLD] for p in s.res)
    s = offered(sm, s, 1, ("offer_give", "gold"), ("offer_give", "gold"), ("offer_ask", "coins"))
    s = sm.act(s, "offer_accept")
    assert s.res[0][GOLD] == 1 and s.res[1][GOLD] == 3 and s.coins == [2 + 1, 4]
    s = sm.act(s, "offer", 1)
    assert ("offer_give", "gold") not in GAME.legal_actions(s)            # Red's gold storage is full (3)
    assert GAME.why_illegal(s, ("offer_give", "gold")).startswith("Red cannot take 1 gold: no room.")
    for _ in range(3):
        s = sm.act(s, "offer_ask", "gold")                                # the City's gold storage holds any number
    s = sm.act(s, "offer_give", "sugar")
    s = sm.act(s, "offer_send")
    assert GAME.prompt(s) == "Red: Alex (the Mayan City) offers you 1 sugar for 3 gold: accept or decline."
    s = sm.act(s, "offer_accept")
    assert s.res[0][GOLD] == 4 and s.res[1][GOLD] == 0 and held(sm, s, 1) == {"sugar": 1}
    assert sum(p[GOLD] for p in s.res) == total
    sm.clean(s)


def test_refusals_with_a_reason(sm: Helpers) -> None:
    """Giving what the City does not hold, asking more than the other player holds or the City can hold, sending an
    empty side, taking back what is not offered; an item on one side only."""
    s = trading(sm, wood=1, grain=1)
    s = sm.act(s, "offer", 1)
    legal = GAME.legal_actions(s)
    assert ("offer_give", "gem") not in legal and ("offer_ask", "gem") not in legal
    assert GAME.why_illegal(s, ("offer_give", "gem")).startswith("Alex (the Mayan City) does not hold 1 gem.")
    assert GAME.why_illegal(s, ("offer_ask", "sugar")).startswith("Red does not hold 1 sugar.")
    sm.stock(s, 1, grain=2)
    assert GAME.why_illegal(s, ("offer_ask", "grain")).startswith(
        "Alex (the Mayan City) cannot take 1 grain: no room.")             # its one grain tile is full
    assert GAME.why_illegal(s, ("offer_send",)).startswith("An offer gives something and asks something")
    assert GAME.why_illegal(s, ("offer_back", "wood")).startswith("Take back only what the offer holds.")
    assert GAME.why_illegal(s, ("offer_give", "silver")).startswith(
        "Name a resource, gold or coins: wood, grain, sugar, gem, gold, cacao or coins.")
    s = sm.act(s, "offer_give", "wood")
    assert GAME.why_illegal(s, ("offer_give", "wood")).startswith(
        "Alex (the Mayan City) does not hold 2 wood (only 1).")
    assert GAME.why_illegal(s, ("offer_ask", "wood")).startswith("The offer already gives wood: take it back there")
    assert GAME.why_illegal(s, ("offer_send",)).startswith("An offer gives something and asks something")
    sm.stock(s, 1, coins=1)
    s = sm.act(s, "offer_ask", "coins")
    assert GAME.why_illegal(s, ("offer_ask", "coins")).startswith("Red does not hold 2 coins (only 1).")
    s = sm.act(s, "offer_back", "wood")
    assert the_city(s).offer == Offer(seat=1, gives={}, asks={"coins": 1})
    assert GAME.why_illegal(s, ("offer", 1)).startswith("That does not answer the decision at hand. Alex: your offer "
                                                        "to Red: the City gives nothing and asks 1 coin.")
    sm.clean(s)


def test_solo_has_no_offers(sm: Helpers) -> None:
    """Solo: "you may only trade with the supply"."""
    s = trading(sm, players=1, wood=1)
    assert all(a[0] != "offer" for a in GAME.legal_actions(s))
    assert GAME.why_illegal(s, ("offer", 1)).startswith("Solo, the Mayan City trades with the supply only.")
    assert "offer" not in GAME.prompt(s)


def test_no_offer_to_a_player_with_nothing_to_trade(sm: Helpers) -> None:
    """An offer is started only to a player with something the City may ask of it and room for something the City
    may give (with a full storage and no coins, nothing)."""
    s = trading(sm, wood=1)
    sm.stock(s, 1, 0)
    assert ("offer", 1) not in GAME.legal_actions(s)
    assert GAME.why_illegal(s, ("offer", 1)).startswith("Nothing to trade with Red")
    assert GAME.why_illegal(s, ("offer", 0)).startswith("Make an offer to another player")


def test_the_colonist_may_sell_or_buy_first_and_accepts_only_what_it_can(sm: Helpers) -> None:
    """While it decides, the colonist may buy and sell at the market (the seat deciding); it may accept only a trade
    it can make then."""
    s = trading(sm, wood=1)
    s = offered(sm, s, 1, ("offer_give", "wood"), *[("offer_ask", "coins")] * 5)
    assert ("buy", "grain") in GAME.legal_actions(s)
    s = sm.act(s, "buy", "grain")                                         # Red spends coins on the way
    assert ("offer_accept",) not in GAME.legal_actions(s)
    assert GAME.prompt(s).startswith("Red: Alex (the Mayan City) offers you 1 wood for 5 coins: Red does not hold "
                                     "5 coins (only ")
    assert GAME.why_illegal(s, ("offer_accept",)).startswith("The trade cannot be made as things stand: Red does not")
    s = sm.act(s, "sell", "grain")
    s = sm.act(s, "offer_decline")
    assert held(sm, s) == {"wood": 1}
    sm.clean(s)


def test_the_offer_in_the_view_and_the_saved_form(sm: Helpers) -> None:
    """The offer in progress is public: the view and the saved form carry it, the loader checks it strictly."""
    s = trading(sm, wood=1)
    s = sm.act(s, "offer", 1)
    s = sm.act(s, "offer_give", "wood")
    for seat in (None, 0, 1):
        assert GAME.view(s, seat)["mayan_city"]["offer"] == {"seat": 1, "gives": {"wood": 1}, "asks": {},
                                                             "text": "1 wood for nothing", "sent": False}
    s = sm.act(s, "offer_ask", "coins")
    for state in (s, sm.act(s, "offer_send")):
        data = saved(state)
        back = GAME.state_from_dict(data)
        assert saved(back) == data and GAME.actor(back) == GAME.actor(state)
    s = sm.act(s, "offer_send")
    assert GAME.view(s, None)["mayan_city"]["offer"]["sent"] is True
    for damage in ({"seat": 0, "gives": {"wood": 1}, "asks": {"coins": 1}},
                   {"seat": 1, "gives": {"wood": 0}, "asks": {"coins": 1}},
                   {"seat": 1, "gives": {"silver": 1}, "asks": {"coins": 1}},
                   {"seat": 1, "gives": {"wood": 1}}):
        data = saved(s)
        data["mayan_city"]["offer"] = damage
        with pytest.raises(LoadError, match="mayan_city offer"):
            GAME.state_from_dict(data)
    data = saved(s)
    data["mayan_city"]["offer"] = None                                    # an offer sent, but none held
    with pytest.raises(LoadError):
        GAME.state_from_dict(data)


MORE_SEEDS = 10
"""Seeds a configuration is played with beyond the size's, at most, until an offer was made, sent and answered."""


def test_whole_games_with_every_option_combination_end(property_games: int,
                                                       every_configuration: EveryConfiguration) -> None:
    """Random games with the City at 2-4 players and every other option (``every_configuration``), every check after
    every action: they end, and offers are made, sent, accepted or declined on the way (the configurations played
    with further seeds until each was seen, however small SOBREMESA_PROPERTY_GAMES; random players send about one
    game in two)."""
    city = every_configuration(GAME, lambda players, options: players in (2, 3, 4)
                               and bool((options or {}).get("mayan_city")))
    kinds: Counter[str] = Counter()

    def offered() -> bool:
        return bool(kinds["offer"] and kinds["offer_send"] and kinds["offer_accept"] + kinds["offer_decline"])

    seeds = max(1, property_games // 500)
    for seed in range(seeds + MORE_SEEDS):
        if seed >= seeds and offered():
            break
        for players, options in city:
            kinds.update(a[0] for a in play_random(GAME, players, seed, options=options).record.actions)
    assert len(city) >= min(3, property_games)
    assert offered(), kinds
