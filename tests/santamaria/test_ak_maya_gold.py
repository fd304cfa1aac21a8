"""American Kingdoms, Module D: the Mayan City's storage tiles, gold and tracks (AK "Rules for the Mayan City":
Storage, Gold and conquistador track, Religion track; reference §8.9, §8.11 Q14): the rulebook's gold race with its
numbers, where a colonist's gold comes from, the monk symbols."""
from __future__ import annotations

from sobremesa.games.santamaria import data
from sobremesa.games.santamaria.state import SantaMariaState

from .conftest import Helpers
from .test_ak_governor import example
from .test_ak_maya import city_game, dice, held, stock, the_city

RED = ("SHIP/P R1 .P .P .P .P",
       ".P CONQ/P CONQ/P CONQ/P .P .P",
       ".P .P .P .P .P .P",
       ".P .P .P .P .P .P",
       ".P .P .P .P .P .P",
       ".P .P .P .P .P .P")


def red_turn(sm: Helpers, s: SantaMariaState, column: int, conq: int) -> SantaMariaState:
    """Red (seat 1), at ``conq`` on the conquistador track, uses a white die on a column with a fort."""
    s.seat, s.main_done, s.conq[1] = 1, False, conq
    s.white = sorted([column, *s.white[1:]])
    return sm.act(s, "die", "white", column, column, "column")


def test_the_gold_race(sm: Helpers) -> None:
    """AK: "You pass the 1st gold symbol on the track and add one gold from the supply to your storage area. Later,
    the red player passes the same gold symbol, but since you have already passed this symbol, the red player does
    not gain any gold. Later, red advances further on the track, passing the 2nd gold symbol. Now, the red player
    takes one gold token from your storage and places it in their own storage." (the example maya-gold-race; gold
    symbols: data.CONQUEST_GOLD)."""
    first, second = data.CONQUEST_GOLD[:2]
    start, city, _, red, _, later = example("maya-gold-race")
    assert start.conq == [first - 1, first - 1] and held(sm, start)["gold"] == 2 and sm.held(start, 1)["gold"] == 0
    assert city.conq[0] == first and held(sm, city)["gold"] == 2 + 1
    assert red.conq[1] == first and sm.held(red, 1)["gold"] == 0 and held(sm, red)["gold"] == 3
    assert [e.text for e in red.events] == \
        ["Red passes a gold symbol Alex (the Mayan City) has passed already: no gold."]
    assert later.conq == [first, second] and sm.held(later, 1)["gold"] == 1 and held(sm, later)["gold"] == 2
    assert [e.text for e in later.events] == ["Red takes 1 gold from the storage of Alex (the Mayan City)."]


def test_a_colonist_first_takes_the_citys_gold_then_the_supply(sm: Helpers) -> None:
    """AK: "Whenever a colonist player passes a gold symbol before you ... they take the gold from your gold storage.
    If your storage is empty, they take the gold from the supply"."""
    s = city_game(sm)
    sm.colony(s, 1, RED)
    stock(sm, s, gold=0)
    sm.stock(s, 1, gold=0)
    s = red_turn(sm, s, 2, data.CONQUEST_GOLD[0] - 1)
    assert sm.held(s, 1)["gold"] == 1 and held(sm, s) == {} and s.events == []
    s = city_game(sm)
    sm.colony(s, 1, RED)
    sm.stock(s, 1, gold=0)
    s = red_turn(sm, s, 2, data.CONQUEST_GOLD[0] - 1)
    assert sm.held(s, 1)["gold"] == 1 and held(sm, s)["gold"] == 2 - 1
    assert [e.text for e in s.events] == ["Red takes 1 gold from the storage of Alex (the Mayan City)."]
    sm.clean(s)


def test_a_colonist_who_cannot_hold_the_gold_takes_none(sm: Helpers) -> None:
    """§8.11 Q14 (data.MAYA_GOLD_TAKEN_WHEN_FULL): a colonist with a full gold storage may sell first; then the gold
    it cannot hold stays in the City's storage."""
    s = city_game(sm)
    sm.colony(s, 1, RED)
    sm.stock(s, 1, gold=3)
    s = red_turn(sm, s, 2, data.CONQUEST_GOLD[0] - 1)
    assert s.tasks[-1] == ("gain", 1, "gold", 1)
    s = sm.act(s, "continue")
    assert sm.held(s, 1)["gold"] == 3 and held(sm, s)["gold"] == 2
    assert [e.text for e in s.events] == ["Red has no room for 1 gold (storage holds 3)."]
    sm.clean(s)


def test_no_gold_is_left_in_the_supply(sm: Helpers) -> None:
    """The supply holds the game's 12 gold (data.GOLD_TOKENS) less what the seats hold: when it is empty, the City
    passing a gold symbol gains nothing."""
    s = city_game(sm)
    stock(sm, s, gold=data.GOLD_TOKENS - 3)
    sm.stock(s, 1, gold=3)
    s.conq[0] = data.CONQUEST_GOLD[0] - 1
    dice(s, white=[4])
    s = sm.act(s, "city_die", "white", 4, 4, "coins", None)
    assert held(sm, s)["gold"] == data.GOLD_TOKENS - 3 and s.conq[0] == data.CONQUEST_GOLD[0]
    assert s.events[-1].text == "The supply has no gold left for Alex."
    sm.clean(s)


def test_the_citys_storage_tiles(sm: Helpers) -> None:
    """AK: "If your storage is already full when you gain resources, the extra resources goes to waste without
    compensation" (no question: the City does not sell to make room); a monk symbol gives "one action card" or
    "turn any one storage tile to its full side"; a die symbol a blue die; 1 grain for an extra religion step."""
    s = city_game(sm)
    stock(sm, s, coins=0, grain=1)
    s.rel[0] = data.RELIGION_MONKS[0] - 1
    dice(s, white=[5])
    s = sm.act(s, "city_die", "white", 5, 5, "coins", None)      # the church on 5a: 1 religion, then the grain step
    assert s.rel[0] == data.RELIGION_MONKS[0] and s.tasks[-1] == ("gift", 0)
    assert sm.game.prompt(s) == "Alex: a monk symbol: draw an action card, or turn one of your storage tiles full."
    assert sm.game.legal_actions(s) == [("card",), ("fill", "wood"), ("fill", "sugar"), ("fill", "gem"),
                                        ("fill", "cacao")]
    s = sm.act(s, "fill", "gem")
    assert s.tasks[-1] == ("pray", 0) and held(sm, s) == {"grain": 1, "gem": 1, "gold": 2}
    s = sm.act(s, "pray")
    assert s.rel[0] == data.RELIGION_MONKS[0] + 1 and held(sm, s) == {"gem": 1, "gold": 2}
    sm.clean(s)
    s = city_game(sm)
    s.rel[0] = data.RELIGION_MONKS[0] - 1
    hand_before = len(the_city(s).hand)
    dice(s, white=[5])
    s = sm.act(s, "city_die", "white", 5, 5, "coins", None)
    s = sm.act(s, "card")
    assert len(the_city(s).hand) == hand_before + 1
    assert [e.text for e in s.events if e.to is None] == ["Alex (the Mayan City) draws 1 card."]
    sm.clean(s)
