"""American Kingdoms, Module D with Module C: the Mayan City and the ambassador dice (AK "Module D", "Combining
modules (with Module C)": "Whenever an ambassador die is taken by another player, you may simulate a die move as if
you had taken the die, including playing a technology card and building temples at the last activated building";
reference §8.11 Q12, Q13; RULES-NOTES AKD30-AKD37)."""
from __future__ import annotations

from typing import Any

import pytest

from sobremesa.core import LoadError, state_hash
from sobremesa.core.fuzz import play_random
from sobremesa.games.santamaria import GAME, rules
from sobremesa.games.santamaria.ak_maya_dice import dice_to_take, white_taken
from sobremesa.games.santamaria.state import Ambassadors, SantaMariaState

from .conftest import Helpers
from .test_ak_maya import build, held, lay, stock, the_city

MAYA_C = {"american_kingdoms": True, "mayan_city": True, "ambassadors": True}
NAMES = ("Alex", "Ben", "Cid")
ROWS = ("SHIP/P R1 .P .P .P .P",            # column 3: a sugar plantation, a church, a trading post
        ".P WOOD/F SUGAR/P GEM/M .P .P",
        ".P .P .P R2 R1 .P",
        ".P .P REL/P .P .P CONQ/P",
        ".P .P COIN2/P .P .P .P",
        ".P .P .P .P .P HAPPY1/P")


def ready(sm: Helpers, seat: int = 1, white: int = 3, blue: int = 4, **options: Any) -> SantaMariaState:
    """Alex plays the City (seat 0), Ben and Cid colonies of ROWS with nothing in store; ``seat`` on turn; the white
    ambassador die on ``white``, the blue one on ``blue``; the City's hand AC19 (a technology card of 3: 1 religion)
    and AC02 (none), its storage empty, 3b built with a gem mine."""
    s = sm.new(3, **MAYA_C, **options)
    s.names = NAMES
    for p in (1, 2):
        sm.colony(s, p, ROWS)
        sm.stock(s, p, coins=0, wood=0, cacao=0)
    c = the_city(s)
    c.deck = sorted(c.deck + c.hand)
    for card in ("AC19", "AC02"):
        c.deck.remove(card)
    c.hand = ["AC19", "AC02"]
    build(s, b3="TIM1")
    stock(sm, s, coins=0)
    amb(s).dice = [white, blue]
    s.seat = seat
    return sm.clean(s)


def amb(s: SantaMariaState) -> Ambassadors:
    assert s.ambassadors is not None
    return s.ambassadors


def to_the_city(sm: Helpers, s: SantaMariaState) -> SantaMariaState:
    """Ben takes the white ambassador die 3 on column 3; Cid follows; the City's decision is next."""
    s = sm.act(s, "ambassador", "white", 3, 3, "column")
    assert sm.game.actor(s) == 2
    s = sm.act(s, "follow", "column", 3)
    assert sm.game.actor(s) == 0 and s.seat == 1
    return s


# --- the option ---------------------------------------------------------------------------------------------
def test_module_d_is_played_with_module_c() -> None:
    assert GAME.check_options(3, MAYA_C) == {"setup": "standard", **MAYA_C}
    help_text = next(o.help for o in GAME.options if o.key == "mayan_city")
    assert "Not yet" not in help_text
    assert "With 5 players (4 colonists and the City) Module C is needed too" in help_text


def test_the_set_up_with_module_c(sm: Helpers) -> None:
    """AK: "3 white dice added to the pool for the Maya (2 with Module C)": 2 a player, the City counted; the limit of 2
    white dice a year is the City's too. §8.11 Q12: the City keeps its blue die (one of its own components), the
    colonists start with none (``data.MAYA_KEEPS_BLUE_DIE``)."""
    s = sm.new(3, **MAYA_C)
    assert len(s.white) == 6 and s.rules.white_limit == 2
    assert [len(b) for b in s.blue] == [1, 0, 0] and s.blue_store == 3 * 3 - 1
    assert s.ambassadors is not None and s.ambassadors.holders == [None, None]
    sm.clean(s)


def test_without_its_blue_die_is_a_setting(sm: Helpers, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("sobremesa.games.santamaria.data.MAYA_KEEPS_BLUE_DIE", False)
    rules.rules_for.cache_clear()
    try:
        s = sm.new(3, **MAYA_C)
        assert [len(b) for b in s.blue] == [0, 0, 0] and s.blue_store == 9
        sm.clean(s)
    finally:
        monkeypatch.undo()
        rules.rules_for.cache_clear()


# --- the City simulates a die move -----------------------------------------------------------------------------
def test_a_colonist_takes_the_white_ambassador_die_and_the_city_simulates_a_die_move(sm: Helpers) -> None:
    """Ben's white 3: Cid follows column 3, then the City in its place (clockwise from Ben: Cid, Alex) walks a 3 from
    its die symbol 3: the cacao plantation on 3a (1 cacao), on to the gem mine on 3b (1 gem); it stops there, leaves
    no die, and completes the gold temple's tile (1 grain, 1 gem, 1 sugar) beside 3b: a high priest."""
    s = ready(sm)
    lay(s, "gold", "TL2")
    stock(sm, s, coins=0, grain=1, sugar=1)
    gold = held(sm, s)["gold"]
    taking = sm.game.describe(s, ("ambassador", "white", 3, 3, "column"))
    assert taking.endswith("then Cid and Alex follow on column 3.")
    s = to_the_city(sm, s)
    assert sm.game.prompt(s) == ("Alex (the Mayan City) follows Ben's white ambassador die: simulate a die move from "
                                 "the die symbol 3 of the City (with a technology card of 3 if you like), or decline?")
    assert sm.game.legal_actions(s) == [("simulate", None), ("simulate", "AC19"), ("decline",)]
    assert sm.game.describe(s, ("simulate", None)) == \
        "Alex simulates a die move for Ben's white ambassador die from the die symbol 3 of the City."
    s = sm.clean(sm.act(s, "simulate", None))
    assert [e.text for e in s.events] == \
        ["The simulated die of Alex activates the cacao plantation on the first spot of path 3 (1 cacao)."]
    assert held(sm, s) == {"cacao": 1, "grain": 1, "sugar": 1, "gold": gold}
    assert sm.game.legal_actions(s) == [("go", "3b"), ("stop",), ("tech", "AC19")]
    assert sm.game.view(s, None)["mayan_city"]["die"]["die"] == "s3"
    s = sm.clean(sm.act(s, "go", "3b"))
    assert [e.text for e in s.events] == \
        ["The simulated die of Alex activates the gem mine on the second spot of path 3 (1 gem)."]
    assert held(sm, s) == {"cacao": 1, "grain": 1, "gem": 1, "sugar": 1, "gold": gold}
    assert s.tasks[-1] == ("temple", 0, "3b", 3)
    assert sm.game.legal_actions(s) == [("temple", "gold"), ("tech", "AC19"), ("decline",)]
    c = the_city(s)
    assert c.placed == {} and c.die is None and white_taken(s) == 0          # no die left behind
    s = sm.clean(sm.act(s, "temple", "gold"))
    c = the_city(s)
    assert c.temples["gold"] == ["TL2"] and c.priests == 1
    assert held(sm, s) == {"cacao": 1, "gold": gold}
    assert (s.seat, s.tasks) == (2, [])                                          # Ben's turn is over: Cid's
    assert sm.game.view(s, None)["ambassadors"][0] == {"colour": "white", "value": 3, "state": "used", "holder": 1,
                                                       "space": "r5c3"}
    assert ("city_die", "white", 3, 3, "coins", None) in [
        a for a in GAME.legal_actions(_on_turn(s, 0)) if a[0] == "city_die"]      # 3a and 3b are still vacant


def _on_turn(s: SantaMariaState, seat: int) -> SantaMariaState:
    s = s.copy()
    s.seat = seat
    s.white = sorted([3, *s.white[1:]])
    return s


def test_the_city_declines(sm: Helpers) -> None:
    s = to_the_city(sm, ready(sm))
    before = (held(sm, s), s.coins[0], s.rel[0], s.conq[0], list(the_city(s).hand))
    assert sm.game.describe(s, ("decline",)) == "Alex declines to simulate a die move for the ambassador die."
    s = sm.clean(sm.act(s, "decline"))
    assert (held(sm, s), s.coins[0], s.rel[0], s.conq[0], list(the_city(s).hand)) == before
    assert (s.seat, s.tasks) == (2, [])


def test_a_technology_card_played_in_the_simulation(sm: Helpers) -> None:
    """"Including playing a technology card": AC19's culture (1 religion) with the simulated 3, before its walk; one a
    die, so none at its later decisions."""
    s = to_the_city(sm, ready(sm))
    assert sm.game.describe(s, ("simulate", "AC19")) == (
        "Alex simulates a die move for Ben's white ambassador die from the die symbol 3 of the City, playing the "
        "card 'build a straw building for 1 grain | technology 3: culture' as a technology card (1 religion) first.")
    s = sm.clean(sm.act(s, "simulate", "AC19"))
    c = the_city(s)
    assert c.hand == ["AC02"] and c.tucked["technology"] == ["AC19"] and s.rel[0] == 1
    assert held(sm, s)["cacao"] == 1 and sm.game.legal_actions(s) == [("go", "3b"), ("stop",)]
    s = sm.clean(sm.act(s, "stop"))
    assert the_city(s).placed == {} and held(sm, s)["cacao"] == 1 and "gem" not in held(sm, s)
    assert (s.seat, s.tasks) == (2, [])


def test_the_technology_card_at_the_temple_decision_after_the_simulation(sm: Helpers) -> None:
    """At the temple decision the card may still be played (once a die); the decision is asked again after it."""
    s = ready(sm)
    lay(s, "festival", "TL1")
    stock(sm, s, coins=0, wood=1, grain=1)
    s = sm.act(to_the_city(sm, s), "simulate", None)
    assert s.tasks[-1][0] == "walk"
    s = sm.act(s, "stop")                                                    # on 3a: 1 cacao, the festival tile payable
    assert s.tasks[-1] == ("temple", 0, "3a", 3)
    s = sm.clean(sm.act(s, "tech", "AC19"))
    assert s.rel[0] == 1 and s.tasks[-1] == ("temple", 0, "3a", 0)
    assert sm.game.legal_actions(s) == [("temple", "festival"), ("decline",)]
    s = sm.clean(sm.act(s, "temple", "festival"))
    assert the_city(s).temples["festival"] == ["TL1"] and s.tasks[-1] == ("storage", 0)   # its reward: a tile


def test_a_city_that_can_reach_no_vacant_building_has_nothing_to_follow(sm: Helpers) -> None:
    s = ready(sm)
    c = the_city(s)
    c.placed = {"3a": "priest", "3b": "priest"}
    s = sm.act(sm.act(sm.clean(s), "ambassador", "white", 3, 3, "column"), "follow", "column", 3)
    assert "Alex has nothing to activate with a 3: nothing to follow." in [e.text for e in s.events]
    assert (s.seat, s.tasks) == (2, [])
    sm.clean(s)


def test_a_simulation_saved_half_way_loads_back(sm: Helpers) -> None:
    s = to_the_city(sm, ready(sm))
    saved = GAME.state_to_dict(s)
    assert saved["tasks"][-1] == ["simulation", 0, "w3", "column"]
    assert state_hash(GAME, GAME.state_from_dict(saved)) == state_hash(GAME, s)
    s = sm.act(s, "simulate", None)
    saved = GAME.state_to_dict(s)
    assert saved["mayan_city"]["die"] == "s3" and saved["mayan_city"]["route"] == ["3a"]
    assert state_hash(GAME, GAME.state_from_dict(saved)) == state_hash(GAME, s)
    saved["mayan_city"]["die"] = "x3"
    with pytest.raises(LoadError, match=r"die is 'w3' or 'b5' \(with Module C 'W4', 'L2' or 's4' too\)"):
        GAME.state_from_dict(saved)


def test_leaving_a_die_is_a_setting(sm: Helpers, monkeypatch: pytest.MonkeyPatch) -> None:
    """§8.11 Q13, the other reading: the simulated die's mark blocks its last building for the year."""
    monkeypatch.setattr("sobremesa.games.santamaria.ak_maya_dice.MAYA_SIMULATION_LEAVES_DIE", True)
    s = sm.act(to_the_city(sm, ready(sm)), "simulate", None)
    s = sm.clean(sm.act(s, "stop"))
    assert the_city(s).placed == {"3a": "s3"} and white_taken(s) == 0


# --- the City takes an ambassador die ---------------------------------------------------------------------------
def test_the_city_takes_the_white_ambassador_die_and_the_colonists_follow(sm: Helpers) -> None:
    """"Taken by another player": the City may take one too, as a die on its board (changed by coins or cacao, a
    technology card with it); it does not count towards its 2 white dice and stays on its last building; then each
    colonist follows the die's column."""
    s = ready(sm, seat=0, white=2)
    stock(sm, s, coins=1)
    s.white = [1, 1, 2, 2, 5, 6]
    action = ("city_ambassador", "white", 2, 3, "coins", None)
    legal = sm.game.legal_actions(s)
    assert action in legal and ("city_ambassador", "blue", 4, 3, "coins", "AC19") in legal
    assert ("city_ambassador", "blue", 4, 2, "coins", None) not in legal          # 1 coin: one pip
    assert sm.game.describe(s, action) == ("Alex takes the white ambassador die and its tile: a 2, changed to 3 for "
                                           "1 coin, on path 3 of the City; then Ben and Cid follow on column 3.")
    s = sm.clean(sm.act(s, *action))
    assert amb(s).dice == [None, 4] and amb(s).holders == [0, None] and s.coins[0] == 0
    assert the_city(s).die == "W3" and held(sm, s)["cacao"] == 1
    s = sm.clean(sm.act(s, "stop"))
    assert the_city(s).placed == {"3a": "W3"} and white_taken(s) == 0
    assert sm.game.view(s, None)["ambassadors"][0] == {"colour": "white", "value": 3, "state": "used", "holder": 0,
                                                       "space": "3a"}
    assert sm.game.prompt(s) == "Ben follows Alex's white ambassador die: activate column 3 of your colony, or decline?"
    s = sm.clean(sm.act(s, "follow", "column", 3))
    s = sm.clean(sm.act(s, "follow", "column", 3))
    assert [sm.held(s, p)["sugar"] for p in (1, 2)] == [1, 1] and [s.coins[p] for p in (1, 2)] == [2, 2]
    assert (s.seat, s.tasks) == (1, [])
    s.seat = 0
    assert dice_to_take(s, 0)[:2] == [("white", 1), ("white", 2)]              # its 2 white dice are still to take
    s = sm.act(s, "withdraw", 2)
    s = sm.act(s, "withdraw", 1)
    s = sm.act(s, "withdraw", 3)
    assert s.year == 2 and the_city(s).placed == {} and amb(s).holders == [None, None]
    assert all(v is not None for v in amb(s).dice)
    sm.clean(s)


def test_the_city_may_not_take_a_die_taken_this_year(sm: Helpers) -> None:
    s = sm.act(ready(sm, seat=0), "city_ambassador", "white", 3, 3, "coins", None)
    s = sm.act(s, "stop")
    s = sm.act(sm.act(s, "decline"), "decline")
    s.seat = 0
    assert not [a for a in GAME.legal_actions(s) if a[:2] == ("city_ambassador", "white")]
    assert GAME.why_illegal(s, ("city_ambassador", "white", 3, 3, "coins", None)) == \
        "The white ambassador die has been taken this year."
    assert GAME.why_illegal(s, ("city_ambassador", "blue", 2, 3, "coins", None)) == "The blue ambassador die shows 4."


def test_positions_round_trip_with_the_city_and_the_ambassadors() -> None:
    for players in (2, 5):
        session = play_random(GAME, players, seed=10, options=MAYA_C, check=False)
        kinds = {a[0] for a in session.record.actions}
        for state in session.states[::6] + [session.state]:
            again = GAME.state_from_dict(GAME.state_to_dict(state))
            assert state_hash(GAME, again) == state_hash(GAME, state)
            assert GAME.legal_actions(again) == GAME.legal_actions(state)
        assert {"simulate", "city_ambassador"} <= kinds or players == 2, kinds
