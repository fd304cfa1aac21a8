"""American Kingdoms, Module B: the Specialists (AK "Module B: The Specialists", with Module A; reference §8.7,
§8.11 Q5 and Q6, §9.15)."""
from __future__ import annotations

import json
import random

import pytest

from sobremesa.core import LoadError, state_hash
from sobremesa.core.fuzz import play_random
from sobremesa.games.santamaria import GAME
from sobremesa.games.santamaria.data import PRODUCTION, SPECIALISTS
from sobremesa.games.santamaria.scoring import BISHOP_COUNTS, breakdown
from sobremesa.games.santamaria.state import SantaMariaState, Specialists

from .conftest import Helpers

AK_B = {"american_kingdoms": True, "specialists": True}
ROWS = ("SHIP/P R1 .P .P .P .P",
        ".P WOOD/F SUGAR/P .F .P .P",
        ".P .P .P R2 .P .P",
        ".P .P .P .P .P .P",
        ".P .P .P .P .P .P",
        ".F .P .P .P COIN2/P .P")


def tokens(s: SantaMariaState) -> Specialists:
    assert s.specialists is not None
    return s.specialists


def ready(sm: Helpers, coins: int = 5, **options: bool) -> SantaMariaState:
    """Alex (seat 0) with ROWS, nothing in store but ``coins``; white dice 1 to 6."""
    s = sm.new(2, **AK_B, **options)
    s.names = ("Alex", "Bea")
    sm.colony(s, 0, ROWS)
    sm.stock(s, 0, coins=coins, wood=0, cacao=0)
    s.white = [1, 2, 3, 4, 5, 6]
    return s


def _remove(s: SantaMariaState, token: str) -> None:
    t = tokens(s)
    if token in t.stack:
        t.stack.remove(token)
    else:
        t.offered[t.offered.index(token)] = None


def offer(s: SantaMariaState, value: int, token: str) -> None:
    """``token`` face up on die value ``value`` (what lay there goes back to the stack)."""
    t = tokens(s)
    _remove(s, token)
    if t.offered[value - 1] is not None:
        t.stack.append(t.offered[value - 1])  # type: ignore[arg-type]
    t.offered[value - 1] = token


def taken(s: SantaMariaState, p: int, *ids: str) -> None:
    for token in ids:
        _remove(s, token)
        tokens(s).taken[p].append(token)


def stock(sm: Helpers, s: SantaMariaState) -> dict[str, int]:
    return {r: n for r, n in sm.held(s, 0).items() if n}


def test_the_set_up_lays_six_specialists_on_the_die_values(sm: Helpers) -> None:
    s = sm.game.setup(2, 1, AK_B)
    t = tokens(s)
    offered = [x for x in t.offered if x is not None]
    assert len(t.stack) == 12 and None not in t.offered and sorted([*t.stack, *offered]) == sorted(SPECIALISTS)
    shown = sm.game.view(s, None)["specialists"]
    assert shown["stack"] == 12 and [o["id"] for o in shown["offered"]] == t.offered
    assert shown["taken"] == [[], []] and shown["upgrades"] == [{}, {}]
    assert any(e.text.startswith("Specialists of year 1 on the die values: 1: a") for e in s.events)
    secrets = {x.path: x for x in sm.game.secrets(s)}
    assert secrets[("specialists", "stack")].seen_by == frozenset()
    sm.clean(s)
    with pytest.raises(LoadError, match="Module B: the Specialists can only be played with American Kingdoms"):
        GAME.check_options(2, {"specialists": True})


def test_alex_takes_his_second_farmer(sm: Helpers) -> None:
    """AK: "Alex takes a white "2" die and pays 1 coin to change it to a "3". He then chooses to take the specialist
    farmer lying on "3". This is the 2nd time he takes a farmer. He must therefore pay 2 coins and gains 2 grain"."""
    s = ready(sm, coins=5)
    taken(s, 0, "FA1")
    offer(s, 3, "FA2")
    s = sm.act(s, "die", "white", 2, 3, "column")
    assert s.coins[0] == 4 and s.tasks[-1] == ("specialist", 0, 3)
    assert sm.game.prompt(s) == ("Alex: You may take the farmer on die value 3 (the 2nd farmer taken: 2 coins for "
                                 "2 grain), or decline.")
    assert sm.game.describe(s, ("specialist",)) == \
        "Alex takes the farmer on die value 3, the 2nd farmer taken: 2 coins for 2 grain."
    s = sm.act(s, "specialist")
    assert s.coins[0] == 2 and stock(sm, s) == {"grain": 2, "sugar": 1}   # and the sugar of column 3
    assert tokens(s).taken[0] == ["FA1", "FA2"] and tokens(s).offered[2] is None
    assert sm.game.view(s, None)["specialists"]["taken"][0] == ["FA1", "FA2"]
    sm.clean(s)


def test_a_forester_and_a_third_soldier(sm: Helpers) -> None:
    """The 1st forester: 1 coin, 1 wood; the 3rd soldier: 3 coins, 3 conquistador steps."""
    s = ready(sm, coins=5)
    offer(s, 2, "FO1")
    s = sm.act(s, "die", "white", 2, 2, "column")             # column 2: the lumber camp
    s = sm.act(s, "specialist")
    assert s.coins[0] == 4 and stock(sm, s) == {"wood": 2}
    s.seat = 0
    taken(s, 0, "SO1", "SO2")
    offer(s, 5, "SO3")
    s = sm.act(s, "die", "white", 5, 5, "column")             # column 5: the trading post, 2 coins
    assert sm.game.describe(s, ("specialist",)) == \
        "Alex takes the soldier on die value 5, the 3rd soldier taken: 3 coins for 3 conquistador steps."
    s = sm.act(s, "specialist")
    assert s.coins[0] == 4 - 3 + 2 and s.conq[0] == 3
    sm.clean(s)


def test_a_white_die_set_with_cacao_buys_the_specialist_of_its_new_value(sm: Helpers) -> None:
    """AK: "after you have done any modifications to its value": 1 cacao sets the white 1 to 5."""
    s = ready(sm, coins=1)
    sm.stock(s, 0, cacao=1)
    offer(s, 5, "FO1")
    offer(s, 1, "FA1")
    s = sm.act(s, "die", "white", 1, 5, "column", "cacao")
    assert s.tasks[-1] == ("specialist", 0, 5)
    s = sm.act(s, "specialist")
    assert s.coins[0] == 1 - 1 + 2 and stock(sm, s) == {"wood": 1} and tokens(s).offered[0] == "FA1"


def test_the_full_price_is_paid_when_the_storage_cannot_hold_it_all(sm: Helpers) -> None:
    s = ready(sm, coins=5)
    sm.stock(s, 0, wood=3)
    taken(s, 0, "FO1")
    offer(s, 3, "FO2")
    s = sm.act(s, "die", "white", 3, 3, "column")
    s = sm.act(s, "specialist")
    assert s.tasks[-1] == ("gain", 0, "wood", 2) and s.coins[0] == 3
    s = sm.act(s, "continue")
    assert stock(sm, s) == {"wood": 3, "sugar": 1} and s.coins[0] == 3
    assert "Alex has no room for 2 wood (storage holds 3)." in [e.text for e in s.events]


def test_only_a_white_die_buys_a_specialist_and_only_when_it_can_be_paid(sm: Helpers) -> None:
    s = ready(sm, coins=5)
    offer(s, 2, "FA1")
    s.blue[0] = [2]
    assert not sm.act(s, "die", "blue", 2, 2, "row").tasks                      # a blue die: no specialist
    s = ready(sm, coins=0)
    offer(s, 3, "FA1")
    assert not sm.act(s, "die", "white", 3, 3, "column").tasks                  # no coin, nothing to sell
    s = ready(sm, coins=0)
    sm.stock(s, 0, wood=1)
    offer(s, 3, "FA1")
    s = sm.act(s, "die", "white", 3, 3, "column")                               # the wood can be sold
    assert s.tasks[-1] == ("specialist", 0, 3) and ("specialist",) not in sm.game.legal_actions(s)
    assert sm.game.why_illegal(s, ("specialist",)).startswith(
        "You cannot pay for the farmer (the 1st farmer taken: 1 coin for 1 grain); you have 0 coins.")
    s = sm.act(s, "sell", "wood")
    s = sm.act(s, "specialist")
    assert s.coins[0] == 0 and stock(sm, s) == {"grain": 1, "sugar": 1}


def test_an_upgrade_specialist_costs_1_coin_on_a_built_space_and_3_on_empty_land(sm: Helpers) -> None:
    """AK: "pay 1 coin to put the tile on top of a built space ... or you pay 3 coins to put the tile on any empty
    space"; on empty land its terrain must match (§8.11 Q6), and it need not touch a built space."""
    s = ready(sm, coins=5)
    offer(s, 3, "UP5")                                        # U3: 2 happiness, field
    s = sm.act(s, "die", "white", 3, 3, "column")
    assert sm.game.prompt(s) == ("Alex: You may take the upgrade specialist (2 happiness; field) on die value 3 "
                                 "(1 coin on a built space, 3 coins on empty field land), or decline.")
    s = sm.act(s, "specialist")
    assert s.tasks[-1] == ("upgrade", 0, 3) and tokens(s).offered[2] == "UP5"
    spaces = {a[1] for a in sm.game.legal_actions(s) if a[0] == "upgrade"}
    assert {"r1c1", "r1c2", "r2c2", "r2c3", "r3c4", "r6c5", "r4c4", "r6c6"} <= spaces
    assert not {"r2c4", "r6c1"} & spaces                      # forest land
    assert sm.game.describe(s, ("upgrade", "r4c4")) == ("Alex lays the upgrade specialist (2 happiness; field) "
                                                        "on row 4, column 4, over empty field land, for 3 coins.")
    after = sm.act(s, "upgrade", "r4c4")
    assert after.coins[0] == 2 and after.colony[0][sm.cell("r4c4")] == "U3/P"
    assert tokens(after).upgrades[0] == {sm.cell("r4c4"): "UP5"} and tokens(after).offered[2] is None
    assert sm.game.view(after, None)["specialists"]["upgrades"][0] == {"r4c4": "UP5"}
    sm.clean(after)
    assert sm.game.describe(s, ("upgrade", "r3c4")) == ("Alex lays the upgrade specialist (2 happiness; field) "
                                                        "on row 3, column 4, over the road, for 1 coin.")
    after = sm.act(s, "upgrade", "r3c4")
    assert after.coins[0] == 4 and breakdown(after, 0)["colonists"] == 1      # the road's 2 colonists are covered
    sm.clean(after)
    s.coins[0] = 2
    assert ("upgrade", "r4c4") not in sm.game.legal_actions(s)
    assert sm.game.why_illegal(s, ("upgrade", "r4c4")).startswith("That space costs 3 coins; you have 2 coins.")


def test_an_upgrade_on_a_built_space_changes_its_terrain(sm: Helpers) -> None:
    """AK: "the terrain need not match (i.e. upgrading may change the terrain of a space)": the forest lumber camp
    becomes a field building for the bishops."""
    s = ready(sm, coins=5)
    assert (BISHOP_COUNTS["B1"](s, 0), BISHOP_COUNTS["B2"](s, 0)) == (1, 3)
    offer(s, 3, "UP1")                                        # U1: 1 wood and 1 grain, field
    s = sm.act(s, "die", "white", 3, 3, "column")
    s = sm.act(s, "specialist")
    assert sm.game.describe(s, ("upgrade", "r2c2")) == ("Alex lays the upgrade specialist (1 wood, 1 grain; "
                                                        "field) on row 2, column 2, over the lumber camp, for 1 coin.")
    s = sm.act(s, "upgrade", "r2c2")
    assert s.colony[0][sm.cell("r2c2")] == "U1/P"
    assert (BISHOP_COUNTS["B1"](s, 0), BISHOP_COUNTS["B2"](s, 0)) == (0, 4)
    sm.clean(s)


def test_never_under_a_coin_or_a_die_and_declining_leaves_it(sm: Helpers) -> None:
    s = ready(sm, coins=5)
    s.markers[0] = {sm.cell("r2c2"): "c1", sm.cell("r6c5"): "w5"}
    s.white = [1, 2, 3, 4, 6]
    offer(s, 3, "UP9")                                        # U7: 3 coins, forest
    s = sm.act(s, "die", "white", 3, 3, "column")
    s = sm.act(s, "specialist")
    spaces = {a[1] for a in sm.game.legal_actions(s) if a[0] == "upgrade"}
    assert "r2c2" not in spaces and "r6c5" not in spaces and "r2c4" in spaces   # forest land is fine for U7
    assert sm.game.why_illegal(s, ("upgrade", "r2c2")).startswith("An upgrade specialist goes on a building or road")
    assert sm.game.describe(s, ("decline",)) == \
        "Alex declines to lay the upgrade specialist (it stays on its die value)."
    s = sm.act(s, "decline")
    assert tokens(s).offered[2] == "UP9" and s.coins[0] == 5
    sm.clean(s)


def test_the_die_that_bought_an_upgrade_specialist_activates_it_in_its_line(sm: Helpers) -> None:
    """§8.11 Q6: the specialist is laid before the die activates its line: over the sugar plantation of column 3,
    the white 3 activates it (3 coins) instead."""
    s = ready(sm, coins=5)
    offer(s, 3, "UP9")                                        # U7: 3 coins
    s = sm.act(s, "die", "white", 3, 3, "column")
    s = sm.act(s, "specialist")
    s = sm.act(s, "upgrade", "r2c3")
    assert s.coins[0] == 5 - 1 + 3 and stock(sm, s) == {} and s.markers[0] == {sm.cell("r2c3"): "w3"}
    sm.clean(s)


def test_the_specialist_comes_before_the_governor_who_then_activates_it(sm: Helpers) -> None:
    """AK, with Module A: "You take the specialist before you move the governor. Also, you cannot place an upgrade
    specialist on a space with a governor. When the governor moves onto an upgrade specialist it will be
    activated like any other building"."""
    s = ready(sm, coins=5, governor=True)
    assert s.governor is not None
    s.governor[0] = sm.cell("r2c2")
    offer(s, 2, "UP9")                                        # U7: 3 coins
    s = sm.act(s, "die", "white", 2, 2, "column")
    assert s.governor is not None
    assert s.tasks[-1] == ("specialist", 0, 2) and s.tasks[-2][0] == "governor" and s.governor[0] == sm.cell("r2c2")
    s = sm.act(s, "specialist")
    spaces = {a[1] for a in sm.game.legal_actions(s) if a[0] == "upgrade"}
    assert "r2c2" not in spaces and "r2c3" in spaces          # not under the governor
    s = sm.act(s, "upgrade", "r2c3")                          # over the sugar plantation, right of the governor
    assert "Alex's governor moves right to row 2, column 3 and activates the upgrade specialist (3 coins)." in \
        [e.text for e in s.events]
    assert s.governor is not None and s.governor[0] == sm.cell("r2c3") and s.coins[0] == 5 - 1 + 3
    assert stock(sm, s) == {"wood": 1}                        # then column 2: the lumber camp the governor left
    sm.clean(s)


def test_the_specialists_are_refreshed_each_year(sm: Helpers) -> None:
    """AK: "At the beginning of each new round, place one random specialist face up on each of the six dice values.
    At the end of the round, remove any remaining specialists"."""
    s = ready(sm, coins=5)
    offer(s, 3, next(t for t in tokens(s).stack if SPECIALISTS[t] in PRODUCTION))
    s = sm.act(s, "die", "white", 3, 3, "column")
    s = sm.act(s, "specialist")
    year1 = [t for t in tokens(s).offered if t]
    assert len(year1) == 5
    s = sm.act(s, "withdraw", 1)
    s = sm.act(s, "withdraw", 2)
    s = sm.act(s, "withdraw", 2)
    assert s.year == 2 and sorted(tokens(s).box) == sorted(year1) and len(tokens(s).stack) == 6
    assert None not in tokens(s).offered and not set(tokens(s).offered) & set(year1)
    sm.clean(s)


def test_positions_with_specialists_round_trip_and_their_stack_is_secret(sm: Helpers) -> None:
    rnd = random.Random(4)
    for players, options in ((1, AK_B), (4, {**AK_B, "governor": True, "setup": "advanced"})):
        session = play_random(GAME, players, seed=13, options=options, check=False)
        for state in session.states[::6] + [session.state]:
            again = GAME.state_from_dict(GAME.state_to_dict(state))
            assert state_hash(GAME, again) == state_hash(GAME, state) and again.specialists == state.specialists
            assert GAME.legal_actions(again) == GAME.legal_actions(state)
            if not GAME.is_over(state):
                assert_stack_unseen(state, rnd)


def assert_stack_unseen(state: SantaMariaState, rnd: random.Random) -> None:
    """The face-down specialists in another order change nothing shown, said or allowed, nor what a move that
    draws nothing shows next."""
    other = state.copy()
    rnd.shuffle(tokens(other).stack)
    tokens(other).stack.reverse()
    assert GAME.view(other, None) == GAME.view(state, None) and GAME.prompt(other) == GAME.prompt(state)
    legal = GAME.legal_actions(state)
    assert GAME.legal_actions(other) == legal
    for action in rnd.sample(legal, min(3, len(legal))):
        assert GAME.describe(other, action) == GAME.describe(state, action)
        after, after_other = GAME.apply(state, action), GAME.apply(other, action)
        if not after.barrier:
            assert GAME.view(after_other, None) == GAME.view(after, None)
            assert [e.text for e in after_other.events] == [e.text for e in after.events]


def test_damaged_specialists_are_refused_with_a_reason(sm: Helpers) -> None:
    saved = GAME.state_to_dict(sm.new(2, **AK_B))
    lost = json.loads(json.dumps(saved))
    lost["specialists"]["stack"].pop()
    with pytest.raises(LoadError, match="specialists not conserved"):
        GAME.state_from_dict(lost)
    junk: object
    for junk in (None, 3, "FA1", ["x"], {"stack": []}):
        bad = json.loads(json.dumps(saved))
        bad["specialists"] = junk
        with pytest.raises(LoadError):
            GAME.state_from_dict(bad)
    bad = json.loads(json.dumps(saved))
    upgrade = next(t for t in bad["specialists"]["stack"] if t.startswith("UP"))
    bad["specialists"]["stack"].remove(upgrade)
    bad["specialists"]["taken"][0] = [upgrade]
    with pytest.raises(LoadError, match="an upgrade specialist taken aside"):
        GAME.state_from_dict(bad)


def test_damaged_module_parts_load_or_raise_load_error_never_crash(sm: Helpers) -> None:
    """Junk anywhere in the governor's and the specialists' saved parts, or in their tasks."""
    rng = random.Random(6)
    junk: list[object] = [None, 0, -1, 7, 99, "x", "r1c1", "r9c9", "FA1", "UP3", "U1", [], {}, [0], ["x"], True,
                          {"r2c2": "UP1"}, ["governor", 0, "w3", "row"], ["upgrade", 0, 9], ["specialist", 1, 3]]
    session = play_random(GAME, 2, 7, check=False, options={**AK_B, "governor": True})
    refused = 0
    for state in session.states[::9]:
        base = GAME.state_to_dict(state)
        paths = [p for p in _paths(base) if p[0] in ("governor", "specialists", "tasks")]
        for _ in range(30):
            data = json.loads(json.dumps(base))
            path = rng.choice(paths)
            target = data
            for key in path[:-1]:
                target = target[key]
            target[path[-1]] = rng.choice(junk)
            try:
                loaded = GAME.state_from_dict(data)
            except LoadError:
                refused += 1
                continue
            assert GAME.invariants(loaded) == []
            if not GAME.is_over(loaded):
                GAME.legal_actions(loaded)
                GAME.prompt(loaded)
    assert refused > 0


def _paths(data: object, prefix: tuple[str | int, ...] = ()) -> list[tuple[str | int, ...]]:
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    out: list[tuple[str | int, ...]] = []
    for key, value in items:
        out += [prefix + (key,), *_paths(value, prefix + (key,))]
    return out
