"""American Kingdoms, Module D: the Mayan City, its set-up, board and temples (AK "Module D: The Mayan City";
reference §8.9, §8.11 Q13, §9.16): the rulebook's examples of Helge's fork, Alex's temple and high priest, and the
2 x 4 temple scoring, with their numbers."""
from __future__ import annotations

from collections.abc import Sequence

import pytest

from sobremesa.core import LoadError
from sobremesa.games.santamaria import GAME, data
from sobremesa.games.santamaria.ak_maya_city import can_enter, regions, ways
from sobremesa.games.santamaria.state import MayanCity, SantaMariaState

from .conftest import Helpers

MAYA = {"american_kingdoms": True, "mayan_city": True}
NAMES = ("Alex", "Red", "Blue", "Green")


def city_game(sm: Helpers, players: int = 2, seed: int = 1, **options: object) -> SantaMariaState:
    """A game with the Mayan City (seat 0, Alex) on turn in year 1, before any action."""
    s = sm.new(players, seed, **MAYA, **options)
    s.names = NAMES[:players]
    assert s.seat == 0
    return s


def the_city(s: SantaMariaState) -> MayanCity:
    assert s.city is not None
    return s.city


def build(s: SantaMariaState, **spots: str) -> None:
    """Building tokens from the supply on spots: build(s, b3="TIM1") puts TIM1 on 3b."""
    c = the_city(s)
    for name, token in spots.items():
        c.tokens.remove(token)
        c.built[name[1] + name[0]] = token


def stock(sm: Helpers, s: SantaMariaState, coins: int | None = None, **res: int) -> None:
    """The City's storage: every tile empty, then these full (a tile more when needed), and gold."""
    c = the_city(s)
    sm.stock(s, 0, coins, **{r: 0 for r in s.rules.resources if r != "gold"})
    for r, n in res.items():
        while r != "gold" and c.storage.count(r) < n:
            c.storage.append(r)
            c.spare.remove(r)
    sm.stock(s, 0, **res)


def lay(s: SantaMariaState, region: str, tile: str, *completed: str) -> None:
    """The temple of a region with ``completed`` levels and ``tile`` face up; the tiles it held go back (a large one
    face up on a temple without one, the others to their stacks), those it takes leave where they were."""
    c = the_city(s)
    used = {tile, *completed}
    freed = [x for x in (*c.temples[region], c.face_up[region]) if x is not None and x not in used]
    c.temples[region], c.face_up[region] = list(completed), tile
    for r in data.MAYA_REGIONS:
        if r != region and c.face_up[r] in used:
            c.face_up[r] = None
    for stack in c.stacks.values():
        stack[:] = [x for x in stack if x not in used]
    for x in freed:
        size = data.MAYA_TEMPLES[x][0]
        if size == "large":
            c.face_up[next(r for r in data.MAYA_REGIONS if c.face_up[r] is None and not c.temples[r])] = x
        else:
            c.stacks[size].append(x)


def held(sm: Helpers, s: SantaMariaState, p: int = 0) -> dict[str, int]:
    return {r: n for r, n in sm.held(s, p).items() if n}


def dice(s: SantaMariaState, white: Sequence[int] = (), blue: Sequence[int] | None = None) -> None:
    """The first white dice of the pool show ``white``; the City's blue dice ``blue`` (as many as it has)."""
    s.white = sorted([*white, *s.white[len(white):]])
    if blue is not None:
        assert len(blue) == len(s.blue[0])
        s.blue[0] = sorted(blue)


# --- the option and the set-up --------------------------------------------------------------------------------
def test_the_option_needs_american_kingdoms() -> None:
    with pytest.raises(LoadError, match="Module D: the Mayan City can only be played with American Kingdoms"):
        GAME.check_options(2, {"mayan_city": True})
    assert GAME.check_options(3, MAYA) == {"setup": "standard", **MAYA}
    help_text = next(o.help for o in GAME.options if o.key == "mayan_city")
    assert "The first player named plays the Mayan City" in help_text


def test_the_set_up_of_the_city(sm: Helpers) -> None:
    """AK "Contents & Set-Up": the City board, 5 large temple tiles face up, the others in two stacks; 2 coins and
    first player (the colonists 3/4/5); cacao, grain and wood full, gem, sugar and a second cacao empty; gold = the
    number of players; 5 cards; its blue die, and 3 white dice more in the pool."""
    s = city_game(sm, 4)
    c = the_city(s)
    assert s.boards[0] == "city" and s.colony[0] == [] and s.rules.colonists == (1, 2, 3)
    assert s.coins == [2, 3, 4, 5] and s.order == [0, 1, 2, 3]
    assert sorted(c.storage) == ["cacao", "cacao", "gem", "grain", "sugar", "wood"]
    assert sorted(c.spare) == ["gem", "grain", "sugar", "wood"]
    assert held(sm, s) == {"cacao": 1, "grain": 1, "wood": 1, "gold": 4}
    assert len(c.hand) == 5 and len(c.deck) == 19 and c.under == []
    assert sorted(c.face_up.values()) == ["TL1", "TL2", "TL3", "TL4", "TL5"]          # type: ignore[type-var]
    assert {k: len(v) for k, v in c.stacks.items()} == {"medium": 5, "small": 5}
    assert len(c.tokens) == 12 and c.built == {} and c.roads == [] and c.priests == 0
    assert len(s.white) == 12 and len(s.blue[0]) == 1 and s.blue_store == 8
    assert sm.game.prompt(s) == ("Alex (the Mayan City) may use a die on the City's roads, play an action card, "
                                 "use a high priest or withdraw.")
    assert sm.game.hides_information(s)
    sm.clean(s)


def test_no_colonist_has_the_cacao_colony(sm: Helpers) -> None:
    """AK: "no player may use the Cacao colony (... no colonist may use the cacao town hall)"."""
    for seed in range(12):
        s = sm.game.setup(4, seed, MAYA)
        assert "A5" not in s.boards and s.boards[0] == "city"
        s = sm.game.setup(4, seed, {**MAYA, "setup": "advanced"})
        assert s.order == [3, 2, 1] and len(s.sets) == 4
        assert "TH-Cacao" not in [h for h, _ in s.sets] and "TH-Cacao" not in s.th_box
        while s.phase == "sets":
            s = sm.act(s, "choose", 0)
        assert s.seat == 0 and s.boards == ["city", "B", "B", "B"]
        sm.clean(s)


def test_the_city_alone(sm: Helpers) -> None:
    """AK "Solo Play": the City alone takes 1 gold a year; no town-hall sets to choose."""
    s = sm.game.setup(1, 3, MAYA)
    assert s.phase == "play" and s.sets == [] and s.boards == ["city"]
    assert held(sm, s)["gold"] == 1 and s.coins == [2] and len(s.white) == 3
    sm.clean(s)


# --- A. use a die --------------------------------------------------------------------------------------------
def test_helges_fork(sm: Helpers) -> None:
    """AK: "Helge activates a '4' die, and may either follow the road towards '3' or follow the road towards '5'"
    (§9.16: from 4a the roads go down to 3b, 4b and 5b)."""
    s = city_game(sm)
    s.names = ("Helge", "Red")
    stock(sm, s)
    build(s, b3="TIM1", b5="STR1")
    dice(s, white=[4])
    s = sm.act(s, "city_die", "white", 4, 4, "coins", None)
    c = the_city(s)
    assert [e.text for e in s.events] == [
        "The die of Helge activates the fort on the first spot of path 4 (1 conquistador)."]
    assert s.conq[0] == 1 and c.die == "w4" and c.route == ["4a"]
    assert sm.game.prompt(s) == \
        "Helge: move your die on along a road, or stop it on the building it has just activated."
    walk = [a for a in sm.game.legal_actions(s) if a[0] in ("go", "stop")]
    assert walk == [("go", "3b"), ("go", "5b"), ("stop",)]
    s = sm.act(s, "go", "3b")
    assert s.events[0].text == "The die of Helge activates the gem mine on the second spot of path 3 (1 gem)."
    assert held(sm, s) == {"gem": 1, "gold": 2} and the_city(s).placed == {"3b": "w4"} and the_city(s).die is None
    assert s.seat == 1                                     # no temple tile it can pay: the turn is over
    sm.clean(s)


def test_a_die_passes_occupied_buildings_and_empty_spots_but_never_goes_back(sm: Helpers) -> None:
    """§8.11 Q13 (data.MAYA_PASS_OCCUPIED): the die passes the occupied 2a and the empty 2b to the vacant 2c; a
    die needs a vacant building it can reach; a road token joins 1b and 3b both ways, never back."""
    s = city_game(sm)
    c = the_city(s)
    build(s, c2="STR2")
    c.placed["2a"] = "w2"
    assert can_enter(c, 2) and ways(c, ["2a"]) == ["2b"] and ways(c, ["2a", "2b"]) == ["2c"]
    dice(s, white=[2])
    s = sm.act(s, "city_die", "white", 2, 2, "coins", None)
    assert [e.text for e in s.events] == ["The die of Alex passes the occupied grain farm on the first spot of path 2.",
                                          "The die of Alex passes the second spot of path 2, empty.",
                                          "The die of Alex activates the grain farm on the third spot of path 2 "
                                          "(1 grain).",
                                          "Alex has no room for 1 grain (storage holds 1)."]
    assert the_city(s).placed == {"2a": "w2", "2c": "w2"}
    s = city_game(sm)
    c = the_city(s)
    c.placed.update({"1a": "b1", "3a": "w3"})
    assert not can_enter(c, 1) and not can_enter(c, 3)
    assert [a for a in sm.game.legal_actions(s) if a[0] == "city_die" and a[3] in (1, 3)] == []
    assert "No vacant building of the City can be reached from the die symbol 1." in \
        sm.game.why_illegal(s, ("city_die", "blue", s.blue[0][0], 1, "coins", None))
    build(s, b1="STR1", b3="TIM4")
    c.roads.append("RS2")
    c.placed["3b"] = "priest"
    assert can_enter(c, 1) and ways(c, ["1a"]) == ["1b"]     # 2b and 2c are empty: nothing to stop on there
    assert ways(c, ["1a", "1b"]) == []                       # across to 3b, occupied, and on to the empty 3c: no


def test_the_road_token_on_road_2_joins_1_and_3(sm: Helpers) -> None:
    """AK: "a road tile on road 2 lets you move a die from 1 to 3 or vice versa" (RS2 joins 1b and 3b)."""
    s = city_game(sm)
    c = the_city(s)
    build(s, b1="STR1", b3="TIM4", c3="TIM5")
    assert ways(c, ["1a", "1b"]) == []
    c.roads.append("RS2")
    assert ways(c, ["1a", "1b"]) == ["3b"]
    assert ways(c, ["3a", "3b"]) == ["3c", "1b"]
    assert ways(c, ["1a", "1b", "3b"]) == ["3c"]          # never back to 1b


def test_alexs_temple(sm: Helpers) -> None:
    """AK: "Alex takes a '4' die ... chooses to complete the tile in the brown area, paying 1 wood, 1 gem and 1
    cacao. He then flips over the temple tile and gains its reward of 2 coins. Finally he draws a new, small
    temple tile and puts it face up on top of the completed tile." (§9.16: the build temple is brown; its
    medium tile TM1 costs wood, gem, cacao; 4a borders the gold and build regions.)"""
    s = city_game(sm, seed=2)
    lay(s, "build", "TM1", "TL4")
    stock(sm, s, coins=0, wood=1, gem=1, cacao=1)
    dice(s, white=[4])
    sm.clean(s)
    assert regions("4a") == ("gold", "build")
    s = sm.act(s, "city_die", "white", 4, 4, "coins", None)
    assert sm.game.prompt(s) == ("Alex: you may complete the face-up tile of a temple beside the first spot of "
                                 "path 4 (the gold or build temple) (pay its resources, take its reward), or "
                                 "decline.")
    assert ("temple", "build") in sm.game.legal_actions(s)
    assert sm.game.describe(s, ("temple", "build")) == \
        "Alex completes the medium tile (1 wood, 1 gem, 1 cacao) of the build temple: 2 coins."
    s = sm.act(s, "temple", "build")
    c = the_city(s)
    assert c.temples["build"] == ["TL4", "TM1"] and s.coins[0] == 2
    top = c.face_up["build"]
    assert top is not None and data.MAYA_TEMPLES[top][0] == "small" and len(c.stacks["small"]) == 4
    assert held(sm, s) == {"gold": 2} and s.conq[0] == 1
    assert not s.tasks and s.seat == 1
    sm.clean(s)


def test_one_temple_tile_a_die_and_gold_is_not_wild(sm: Helpers) -> None:
    """AK: "You may only complete one temple tile each time you use a die"; "you cannot use gold as a wild
    resource"; paths 1 and 6 border one region."""
    assert regions("1b") == ("trade",) and regions("6c") == ("technology",)
    s = city_game(sm)
    lay(s, "trade", "TL5")
    stock(sm, s, wood=1, grain=1, gold=5)
    dice(s, white=[1])
    s = sm.act(s, "city_die", "white", 1, 1, "coins", None)      # 1a: 1 wood (its storage was full: lost)
    assert not s.tasks                                            # gem missing, gold does not pay: no question
    s = city_game(sm)
    lay(s, "trade", "TL5")
    stock(sm, s, wood=1, grain=1, gem=1)
    dice(s, white=[1])
    s = sm.act(s, "city_die", "white", 1, 1, "coins", None)
    s = sm.act(s, "temple", "trade")
    assert s.tasks[-1] == ("pave", 0)                            # the trade temple's reward: a road token
    assert [a for a in sm.game.legal_actions(s)] == [("pave", "RS2"), ("pave", "RS4"), ("pave", "RS5")]
    s = sm.act(s, "pave", "RS4")
    assert the_city(s).roads == ["RS4"] and not s.tasks
    sm.clean(s)


# --- C. a high priest ----------------------------------------------------------------------------------------
def test_alexs_high_priest(sm: Helpers) -> None:
    """AK: "Alex places a high priest token on the building and gains a wood"; it blocks the building for the
    year, and a temple beside it may be completed; the gold temple gives high priests."""
    s = city_game(sm)
    lay(s, "gold", "TL2")
    stock(sm, s, grain=1, gem=1, sugar=1)
    dice(s, white=[3])
    s = sm.act(s, "city_die", "white", 3, 3, "coins", None)      # 3a: 1 cacao; gold temple beside it
    s = sm.act(s, "temple", "gold")
    assert the_city(s).priests == 1 and held(sm, s) == {"cacao": 1, "gold": 2}
    s.seat = 0
    assert ("priest", "1a") in sm.game.legal_actions(s) and ("priest", "3a") not in sm.game.legal_actions(s)
    assert sm.game.describe(s, ("priest", "1a")) == \
        "Alex places a high priest on the lumber camp on the first spot of path 1 (1 wood)."
    s = sm.act(s, "priest", "1a")
    c = the_city(s)
    assert held(sm, s) == {"cacao": 1, "wood": 1, "gold": 2}
    assert c.priests == 0 and c.placed == {"3a": "w3", "1a": "priest"}
    assert not can_enter(c, 1) or ways(c, ["1a"]) == []
    sm.clean(s)


# --- D. withdrawing: the temples score -----------------------------------------------------------------------
def test_two_levels_and_four_cards_score_eight(sm: Helpers) -> None:
    """AK: "You have completed 2 levels in the brown temple, and played 4 brown cards. Score 2x4 = 8 points for this
    region." The gold temple: levels x gold in storage."""
    s = city_game(sm, seed=4)
    lay(s, "build", "TS1", "TL1", "TM2")
    lay(s, "gold", "TS2", "TL2", "TM3")
    c = the_city(s)
    builds = [x for x in c.deck if data.MAYA_CARDS[x][0][0] == "build" or data.MAYA_CARDS[x][1][0] == "build"][:4]
    for card in builds:
        c.deck.remove(card)
        c.tucked["build"].append(card)
    stock(sm, s, gold=3)
    sm.clean(s)
    assert sm.game.describe(s, ("withdraw", 1)) == "Alex withdraws to retiring space 1: 2 coins, score the temples."
    s = sm.act(s, "withdraw", 1)
    assert s.happy[0] == 2 * 4 + 2 * 3
    assert [e.text for e in s.events] == ["Alex (the Mayan City) scores 14 for its temples (gold 6, build 8)."]
    assert s.coins[0] == 4
    sm.clean(s)
