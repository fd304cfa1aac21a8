"""American Kingdoms, Module D: the Mayan City withdrawing, the year's end and the game's (AK "D. Withdraw From the
Round", "Round End", "Solo Play", the combining notes; reference §8.9, §8.11 Q13): each retiring space of the City,
the temples scored at once, dice and high priests back, 3 cards, gold in years 2 and 3, the final sale, solo."""
from __future__ import annotations

from sobremesa.games.santamaria import data
from sobremesa.games.santamaria.scoring import breakdown
from sobremesa.games.santamaria.state import SantaMariaState

from .conftest import Helpers
from .test_ak_maya import build, city_game, dice, held, lay, stock, the_city


def withdrawn(sm: Helpers, s: SantaMariaState, space: int) -> SantaMariaState:
    """The City (on turn) withdraws to ``space``."""
    s.seat, s.main_done = 0, False
    return sm.act(s, "withdraw", space)


def test_retiring_spaces_1_to_3_are_the_colonists(sm: Helpers) -> None:
    """AK: "The first 3 actions are the same as for the colonist players" (2 coins, 1 religion, 1 conquistador);
    then the temples score (nothing completed yet: 0)."""
    for space, (coins, rel, conq) in {1: (4, 0, 0), 2: (2, 1, 0), 3: (2, 0, 1)}.items():
        s = withdrawn(sm, city_game(sm), space)
        assert (s.coins[0], s.rel[0], s.conq[0]) == (coins, rel, conq)
        assert s.events[-1].text == "Alex (the Mayan City) scores 0 for its temples (nothing yet)."
        assert s.out[0] and s.seat == 1
        sm.clean(s)


def test_retiring_space_4_turns_a_storage_tile_full(sm: Helpers) -> None:
    """AK: "4th action: Instead of fulfilling a shipping order, flip any one of your storage tiles to its full
    side"."""
    s = city_game(sm)
    assert sm.game.describe(s, ("withdraw", 4)) == \
        "Alex withdraws to retiring space 4: turn one storage tile full, score the temples."
    s = sm.act(s, "withdraw", 4)
    assert s.tasks[-1] == ("fill", 0)
    assert sm.game.legal_actions(s) == [("fill", "sugar"), ("fill", "gem"), ("fill", "cacao")]
    s = sm.act(s, "fill", "sugar")
    assert held(sm, s) == {"wood": 1, "grain": 1, "sugar": 1, "cacao": 1, "gold": 2} and s.seat == 1
    sm.clean(s)


def test_retiring_space_5_completes_any_temple_tile_before_the_scoring(sm: Helpers) -> None:
    """AK: "5th action: Instead of taking a road tile, pay resources to complete any one temple tile in your city";
    §8.11 Q13 (data.MAYA_RETIRE_TEMPLE_REWARD): with its reward, and it counts for the scoring that follows."""
    s = city_game(sm, seed=5)
    lay(s, "technology", "TL2")
    stock(sm, s, grain=1, gem=1, sugar=1)
    c = the_city(s)
    (c.hand if "AC05" in c.hand else c.deck).remove("AC05")
    c.tucked["technology"].append("AC05")                  # a technology card played before
    cards = len(c.hand)
    s = sm.act(s, "withdraw", 5)
    assert s.tasks[-1] == ("temple", 0, "any", 0)
    assert sm.game.legal_actions(s) == [("temple", "technology"), ("decline",)]
    assert sm.game.prompt(s) == ("Alex: you may complete the face-up tile of any temple (pay its resources, take "
                                 "its reward), or decline.")
    s = sm.act(s, "temple", "technology")
    assert len(the_city(s).hand) == cards + 2 and s.happy[0] == 1 * 1     # its reward, then 1 level x 1 card
    assert s.events[-1].text == "Alex (the Mayan City) scores 1 for its temples (technology 1)."
    sm.clean(s)


def test_the_round_end(sm: Helpers) -> None:
    """AK "Round End": the conquistador scoring as normal; its dice leave the board and its high priests come
    back; 3 cards more (the hand is kept, the temples stay); year 2 begins with one gold a player from the supply."""
    s = city_game(sm)
    c = the_city(s)
    build(s, b3="TIM1")
    c.priests = 1
    stock(sm, s, coins=5, gold=0)
    dice(s, white=[3], blue=[2])
    s = sm.act(s, "city_die", "white", 3, 3, "coins", None)
    s = sm.act(s, "go", "3b")
    s.seat = 0
    s = sm.act(s, "city_die", "blue", 2, 2, "coins", None)
    s.seat = 0
    s = sm.act(s, "priest", "1a")
    assert the_city(s).placed == {"3b": "w3", "2a": "b2", "1a": "priest"} and s.blue[0] == []
    hand = list(the_city(s).hand)
    s = withdrawn(sm, s, 3)
    s = sm.act(s, "withdraw", 1)
    c = the_city(s)
    assert s.year == 2 and c.placed == {} and c.priests == 1 and len(s.blue[0]) == 1
    assert set(hand) < set(c.hand) and len(c.hand) == len(hand) + 3 and c.built == {"3b": "TIM1"}
    assert held(sm, s) == {"wood": 1, "grain": 1, "gem": 1, "cacao": 1, "gold": 2}   # 1a, 2a, 3a, 3b; 2 gold
    assert s.conq == [0, 0] and s.happy[0] == data.YEAR_POINTS[2][0][0]
    assert [e.text for e in s.events][-1] == "Alex (the Mayan City) puts 2 gold in its gold storage."
    sm.clean(s)


def test_the_final_scoring(sm: Helpers) -> None:
    """AK: "At end of the game, you sell resources in your storage (not gold) for 1 coin each. You then score 1
    point for every 3 coins you have"; with Module A the City has no governor to score."""
    s = city_game(sm, **{"governor": True})
    stock(sm, s, coins=4, wood=1, grain=1, sugar=1, gem=1, cacao=2, gold=5)
    s.happy[0] = 10
    parts = breakdown(s, 0)
    assert parts["coins"] == (4 + 6) // 3 and parts["coins left"] == 1
    assert parts["total"] == 10 + 3 and parts["governor"] == 0
    assert {k for k, v in parts.items() if v} == {"happiness", "coins", "total", "coins left"}
    assert breakdown(s, 1)["governor"] == data.GOVERNOR_POINTS[0][0]
    s.year, s.phase = 3, "play"
    s = withdrawn(sm, s, 1)
    s = sm.act(s, "withdraw", 2)
    assert s.phase == "over" and sm.game.scores(s)[0] == 10 + (4 + 2 + 6) // 3     # 2 coins from space 1
    sm.clean(s)


def test_the_city_alone(sm: Helpers) -> None:
    """AK "Solo Play": 1 gold at the start of each year; normal solo conquistador scoring; trades with the supply."""
    s = sm.game.setup(1, 2, {"american_kingdoms": True, "mayan_city": True})
    s.names = ("Alex",)
    assert held(sm, s)["gold"] == 1
    s.conq[0] = data.SOLO_TREES[0] + 1
    s = sm.act(s, "withdraw", 2)
    assert s.year == 2 and s.happy[0] == data.YEAR_POINTS[1][0][0] and held(sm, s)["gold"] == 2
    sm.clean(s)


def test_with_the_specialists_the_city_takes_none(sm: Helpers) -> None:
    """AK: "Combining modules (with Module B): You don't take Specialists"."""
    s = city_game(sm, specialists=True)
    dice(s, white=[1])
    s = sm.act(s, "city_die", "white", 1, 1, "coins", None)
    assert not [t for t in s.tasks if t[0] == "specialist"]
    assert s.specialists is not None and s.specialists.taken == [[], []]
    sm.clean(s)
