"""American Kingdoms, Module D: the Mayan City's action cards (AK "B. Play One Action Card", "Module D: Action
Cards"; reference §8.9, §8.11 Q13, §9.16): trade with the supply, festival, build, and the technology cards' timing."""
from __future__ import annotations

from sobremesa.games.santamaria import data
from sobremesa.games.santamaria.state import SantaMariaState

from .conftest import Helpers
from .test_ak_maya import build, city_game, dice, held, stock, the_city


def hand(s: SantaMariaState, *cards: str) -> None:
    """The City's hand is these cards (the others back in the deck)."""
    c = the_city(s)
    c.deck = sorted({*c.deck, *c.hand} - set(cards))
    c.hand = sorted(cards)


def test_three_cards_tucked_by_the_trade_temple_and_the_trade_with_the_supply(sm: Helpers) -> None:
    """AK: "3 cards tucked next to the trade region, only showing the trade action"; "Trade. First gain 1 coin.
    Then ... Pay 1 coin to gain 1 cocoa. Pay 2 coins to take either 1 grain or 1 wood. Sell any resource for 1
    coin", as many trades as you like."""
    s = city_game(sm)
    hand(s, "AC01", "AC02", "AC06", "AC09")
    stock(sm, s, coins=2, gem=1)
    for card in ("AC01", "AC02", "AC06"):
        s.seat, s.main_done = 0, False
        s = sm.act(s, "play", card, 0)
        assert s.tasks[-1] == ("trading", 0)
        s = sm.act(s, "decline")
    c = the_city(s)
    assert c.tucked["trade"] == ["AC01", "AC02", "AC06"] and c.hand == ["AC09"] and s.coins[0] == 5
    s.seat = 0
    assert sm.game.describe(s, ("play", "AC09", 0)) == \
        ("Alex plays the card 'trade | technology 6: sugar' for its action trade and gains 1 coin, tucked by the "
         "trade temple.")
    s = sm.act(s, "play", "AC09", 0)
    assert sm.game.prompt(s).startswith("Alex: trade with the supply: cacao for 1 coin, grain or wood for 2")
    assert sm.game.legal_actions(s) == [("supply_buy", "cacao"), ("supply_buy", "grain"), ("supply_buy", "wood"),
                                        ("supply_sell", "gem"), ("supply_sell", "gold"), ("offer", 1),
                                        ("decline",)]                    # an offer to Red: ak_maya_offers
    s = sm.act(s, "supply_sell", "gem")
    s = sm.act(s, "supply_buy", "cacao")
    s = sm.act(s, "supply_buy", "grain")
    assert s.coins[0] == 6 + 1 - 1 - 2 and held(sm, s) == {"cacao": 1, "grain": 1, "gold": 2}
    assert ("supply_buy", "cacao") in sm.game.legal_actions(s)          # its second cacao tile is empty
    s = sm.act(s, "decline")
    assert s.seat == 1 and sm.game.why_illegal(s, ("play", "AC09", 0)).startswith("Only the Mayan City takes")
    sm.clean(s)


def test_the_redraw_puts_cards_under_the_deck_and_draws_as_many(sm: Helpers) -> None:
    """AK: "Pay 1 coin to discard any number of cards from your hand and put them under the deck. Then draw the same
    number of cards from the top of the deck"; the cards put under come back only once the rest is drawn. Who
    sees what: the other seats read that a card went under, not which."""
    s = city_game(sm)
    hand(s, "AC01", "AC03", "AC04")
    c = the_city(s)
    c.deck = ["AC10"]
    for card in sorted(set(data.MAYA_CARDS) - {"AC01", "AC03", "AC04", "AC10"}):   # the others played already
        c.tucked[data.MAYA_CARD_REGIONS[data.MAYA_CARDS[card][0][0]]].append(card)
    s = sm.act(s, "play", "AC01", 0)
    s = sm.act(s, "redraw")
    assert s.tasks[-1] == ("redraw", 0, 0) and s.coins[0] == 2
    assert sm.game.legal_actions(s) == [("discard", "AC03"), ("discard", "AC04"), ("replace",)]
    assert sm.game.describe(s, ("discard", "AC03"), 0) == \
        "Alex puts the card 'festival: 1 wood for 2 happiness | technology 2: culture' under the deck."
    assert sm.game.describe(s, ("discard", "AC03"), 1) == "Alex puts a card under the deck."
    assert sm.game.describe(s, ("discard", "AC03"), None) == "Alex puts a card under the deck."
    s = sm.act(s, "discard", "AC03")
    s = sm.act(s, "discard", "AC04")
    assert the_city(s).under == ["AC03", "AC04"] and the_city(s).hand == []
    assert sm.game.view(s, 1)["city_hand"] is None and sm.game.view(s, 0)["city_under"] == ["AC03", "AC04"]
    s = sm.act(s, "replace")
    assert the_city(s).hand == ["AC03", "AC10"] and the_city(s).under == ["AC04"] and the_city(s).deck == []
    assert [e.text for e in s.events if e.to is None] == ["Alex (the Mayan City) draws 2 cards."]
    assert [e.text for e in s.events if e.to == (0,)] == [
        "Alex draws the card 'build a timber building for 1 wood | festival: 1 sugar for 4 coins' and "
        "the card 'festival: 1 wood for 2 happiness | technology 2: culture'."]
    assert s.tasks[-1] == ("trading", 0)
    sm.clean(s)


def test_a_festival_and_a_build(sm: Helpers) -> None:
    """AK: "Festival. Pay the indicated resource and gain the shown reward"; "Build. Pay ... wood => Build a timber
    building" on a vacant building spot (the "Building token is placed" example)."""
    s = city_game(sm)
    hand(s, "AC03", "AC05")
    stock(sm, s, coins=2, wood=2)
    assert ("play", "AC03", 0) in sm.game.legal_actions(s) and ("play", "AC03", 1) not in sm.game.legal_actions(s)
    s = sm.act(s, "play", "AC03", 0)                       # 1 wood for 2 happiness
    assert s.happy[0] == 2 and held(sm, s) == {"wood": 1, "gold": 2} and the_city(s).tucked["festival"] == ["AC03"]
    s.seat = 0
    s = sm.act(s, "play", "AC05", 0)                       # a timber building for 1 wood
    assert s.tasks[-1] == ("build", 0, "timber") and held(sm, s) == {"gold": 2}
    acts = sm.game.legal_actions(s)
    assert len(acts) == 12 * 6 and ("build", "3b", "GEM") in acts and ("build", "1a", "GEM") not in acts
    assert sm.game.describe(s, ("build", "3b", "GEM")) == "Alex builds a timber gem mine on the second spot of path 3."
    s = sm.act(s, "build", "3b", "GEM")
    c = the_city(s)
    assert c.built == {"3b": "TIM1"} and "TIM1" not in c.tokens and c.tucked["build"] == ["AC05"]
    sm.clean(s)


def test_a_technology_card_goes_with_a_die_of_its_value_before_the_activations(sm: Helpers) -> None:
    """AK "Technology": only as a free action with a die of the shown value (the new value after coins), at most
    one a die; its bonus at once, before the activations when played with the die."""
    s = city_game(sm)
    hand(s, "AC07", "AC13", "AC01")                      # technology 4 soldier, 4 gem; 1 soldier
    stock(sm, s, coins=3)
    dice(s, white=[3])
    acts = [a for a in sm.game.legal_actions(s) if a[0] == "city_die" and a[1] == "white" and a[2] == 3]
    assert {a[5] for a in acts if a[3] == 4 and a[4] == "coins"} == {None, "AC07", "AC13"}
    assert {a[5] for a in acts if a[3] == 1 and a[4] == "coins"} == {None, "AC01"}
    assert {a[5] for a in acts if a[3] == 3} == {None}
    assert sm.game.describe(s, ("city_die", "white", 3, 4, "coins", "AC07")) == \
        ("Alex uses a white 3, changed to 4 for 1 coin on path 4 of the City, playing the card 'build a straw "
         "building for 1 grain | technology 4: soldier' as a technology card (1 conquistador) first.")
    s = sm.act(s, "city_die", "white", 3, 4, "coins", "AC07")
    assert [e.text for e in s.events] == [
        "The die of Alex activates the fort on the first spot of path 4 (1 conquistador)."]
    assert s.conq[0] == 2 and the_city(s).tucked["technology"] == ["AC07"] and the_city(s).hand == ["AC01", "AC13"]
    sm.clean(s)


def test_a_technology_card_after_the_activations_once_a_die(sm: Helpers) -> None:
    """AK: "You may carry out the effect before or after you use the die to activate buildings"; "at most one
    technology card per activated die": at the die's walk decision and its temple decision; a gem card needs an
    empty gem tile (§8.11 Q13)."""
    s = city_game(sm)
    hand(s, "AC13", "AC21")                              # technology 4: gem; technology 4: sugar
    stock(sm, s, coins=3, wood=1, gem=1, sugar=1)
    build(s, b5="STR1")
    dice(s, white=[4])
    s = sm.act(s, "city_die", "white", 4, 4, "coins", None)
    assert s.tasks[-1] == ("walk", 0)
    assert [a for a in sm.game.legal_actions(s) if a[0] == "tech"] == []     # gem and sugar tiles full
    s.res[0][s.rules.resources.index("sugar")] = 0
    assert [a for a in sm.game.legal_actions(s) if a[0] == "tech"] == [("tech", "AC21")]
    assert sm.game.describe(s, ("tech", "AC21")) == \
        "Alex plays the card 'festival: 1 wood for 2 coins | technology 4: sugar' as a technology card (1 sugar) "\
        "with the die."
    s = sm.act(s, "tech", "AC21")
    assert s.tasks[-1] == ("walk", 0) and held(sm, s)["sugar"] == 1 and the_city(s).tech
    s.res[0][s.rules.resources.index("gem")] = 0
    assert [a for a in sm.game.legal_actions(s) if a[0] == "tech"] == []     # one a die
    s = sm.act(s, "stop")
    assert the_city(s).placed == {"4a": "w4"} and not s.tasks and s.seat == 1    # no temple tile it can pay
    sm.clean(s)


def test_a_technology_card_at_the_temple_decision(sm: Helpers) -> None:
    """After the activations the temple decision offers the technology card, and is asked again after it."""
    s = city_game(sm)
    hand(s, "AC12")                                      # technology 2: gem
    stock(sm, s, coins=3, wood=1, grain=1, cacao=1)
    dice(s, white=[2])
    c = the_city(s)
    c.face_up = {"trade": "TL1", "festival": "TL2", "gold": "TL3", "build": "TL4", "technology": "TL5"}
    s = sm.act(s, "city_die", "white", 2, 2, "coins", None)     # 2a: grain (full: lost); beside trade, festival
    assert s.tasks[-1] == ("temple", 0, "2a", 2)
    assert sm.game.legal_actions(s) == [("temple", "trade"), ("tech", "AC12"), ("decline",)]
    s = sm.act(s, "tech", "AC12")
    assert s.tasks[-1] == ("temple", 0, "2a", 0) and held(sm, s)["gem"] == 1
    assert sm.game.legal_actions(s) == [("temple", "trade"), ("decline",)]
    sm.clean(s)


def test_the_city_has_no_market_and_no_coin_activation(sm: Helpers) -> None:
    """AK: "you may not sell resources as a free action ... and you may not use coins to activate buildings"."""
    s = city_game(sm)
    assert not [a for a in sm.game.legal_actions(s) if a[0] in ("sell", "buy", "coins", "die", "expand")]
    expected = ("The Mayan City has no colony and no market: it uses a die on its own board, plays an action card, "
                "uses a high priest or withdraws.")
    for action in (("sell", "wood"), ("buy", "grain"), ("coins", "r1c1"), ("die", "white", 1, 1, "column")):
        assert sm.game.why_illegal(s, action).startswith(expected)
