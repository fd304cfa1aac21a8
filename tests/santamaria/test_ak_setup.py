"""American Kingdoms, the general changes (AK "General Rules Changes"): the option, the set-up with its
extension tiles, the cacao colony, and what stays true of the base game with the option off."""
from __future__ import annotations

import json
import random

import pytest

from sobremesa.core import LoadError, Session, state_hash
from sobremesa.core.fuzz import play_random
from sobremesa.games.santamaria import GAME
from sobremesa.games.santamaria.data import (
    AK_BISHOPS,
    AK_MISSIONS,
    BASE_BISHOPS,
    BASE_SCHOLARS,
    SPECIAL_ORDERS,
    SPECIAL_TILES,
    STANDARD_ORDERS,
    TILES,
)

from .conftest import Helpers

AK = {"american_kingdoms": True}


def test_the_option_is_left_out_when_off_so_base_records_are_unchanged() -> None:
    assert GAME.check_options(2, {}) == {"setup": "standard"}
    assert GAME.check_options(2, {"american_kingdoms": False}) == {"setup": "standard"}
    assert GAME.check_options(2, AK) == {"setup": "standard", "american_kingdoms": True}
    with pytest.raises(LoadError, match="'American Kingdoms' cannot be 1"):
        GAME.check_options(2, {"american_kingdoms": 1})


def test_a_version_1_record_without_the_new_key_still_replays() -> None:
    """A record saved before the option existed: version "1", options without "american_kingdoms"."""
    old = play_random(GAME, 2, seed=4, check=False)
    text = json.dumps({"format": "sobremesa-record", "game": "santamaria", "version": "1",
                       "players": old.record.players, "options": {"setup": "standard"}, "seed": 4,
                       "actions": [list(a) for a in old.record.actions]})
    again = Session.load(text)
    assert again.record.options == {"setup": "standard"} and GAME.version == "1"
    assert state_hash(GAME, again.state) == state_hash(GAME, old.state)


def test_setup_with_the_extension_tiles(sm: Helpers) -> None:
    s = sm.game.setup(2, 1, AK)
    assert len(s.scholars) == 4 and len(s.bishops) == 3                            # extension tile 1: a 4th scholar
    assert sorted([*s.scholars, *s.scholar_box]) == sorted([*BASE_SCHOLARS, "S11", "S12"])   # no Guidance
    assert sorted([*s.bishops, *s.bishop_box]) == sorted(BASE_BISHOPS + AK_BISHOPS)
    assert [m for m in s.monks if m.startswith("M")] == list(AK_MISSIONS)          # extension tile 2 covers M4
    assert sorted(TILES[t][0] for t in s.display) == ["double"] * 5 + ["special"] * 2 + ["triple"] * 5
    assert len(s.tile_stacks["special"]) == 4 and set(s.tile_stacks["special"]) <= set(SPECIAL_TILES)
    assert s.special is not None and s.special.shown in SPECIAL_ORDERS and len(s.special.stack) == 9
    assert sorted(s.ship_stack) == list(STANDARD_ORDERS)
    assert all(sm.held(s, p) == {"wood": 2, "grain": 0, "sugar": 0, "gem": 0, "gold": 0, "cacao": 1}
               for p in range(2))                                                  # the cacao storage, full side up
    assert s.scored == [0, 0]
    sm.clean(s)


def test_guidance_is_in_the_pool_only_with_module_a() -> None:
    """§8.11 Q1: Guidance moves the governor; without Module A it stays in the box, out of the game."""
    for seed in range(12):
        s = GAME.setup(4, seed, {**AK, "setup": "advanced"})
        assert "S13" not in [*s.scholars, *s.scholar_box, *(x for _, x in s.sets)]


def test_standard_setup_deals_the_cacao_colony_among_the_a_sides(sm: Helpers) -> None:
    s = sm.game.setup(4, 0, AK)
    assert s.boards == ["A5", "A3", "A2", "A1"]
    assert s.colony[0][sm.cell("r2c1")] == "CACAO/F"
    assert sm.game.view(s, None)["cacao_storage"] == [1, 1, 1, 1]   # §8.11 Q2: the extra storage is advanced only


def test_advanced_setup_makes_five_sets_and_the_cacao_hall_brings_a_second_storage(sm: Helpers) -> None:
    s = sm.game.setup(3, 1, {**AK, "setup": "advanced"})
    assert s.sets == [("TH-Costa", "S4"), ("TH-Cacao", "S9"), ("TH-Bosque", "S2"), ("TH-Llano", "S10"),
                      ("TH-Sierra", "S6")]
    s = sm.act(s, "choose", 1)     # seat 2 chooses first: the cacao town hall
    s = sm.act(s, "choose", 0)
    s = sm.act(s, "choose", 0)
    assert s.colony[2][sm.cell("r3c3")] == "TH-Cacao" and s.boards == ["B", "B", "B"]
    assert sm.game.view(s, None)["cacao_storage"] == [1, 1, 2]      # one full, one empty
    assert sm.held(s, 2)["cacao"] == 1 and sorted(s.th_box) == ["TH-Llano", "TH-Sierra"]
    sm.clean(s)


def test_solo_makes_three_sets(sm: Helpers) -> None:
    s = sm.game.setup(1, 1, AK)
    assert len(s.sets) == 3


def test_the_cacao_town_hall_gives_a_cacao_and_a_coin(sm: Helpers) -> None:
    s = sm.new(2, setup="advanced", **AK)
    s.colony[0][sm.cell("r3c3")] = "TH-Cacao"
    s.personal[0] = None
    sm.stock(s, 0, coins=2, cacao=0)
    s = sm.act(s, "coins", "r3c3")
    assert sm.held(s, 0)["cacao"] == 1 and s.coins[0] == 2 - 1 + 1


def test_ak_positions_round_trip_and_their_secrets_change_nothing_shown(sm: Helpers) -> None:
    """The saved form with the modules' keys, and the special orders' stack as a secret nobody sees."""
    rnd = random.Random(3)
    for players, options in ((1, AK), (4, {**AK, "setup": "advanced"})):
        session = play_random(GAME, players, seed=8, options=options, check=False)
        for state in session.states[::5] + [session.state]:
            again = GAME.state_from_dict(GAME.state_to_dict(state))
            assert state_hash(GAME, again) == state_hash(GAME, state)
            assert GAME.legal_actions(again) == GAME.legal_actions(state)
            secrets = {x.path: x for x in GAME.secrets(state)}
            assert secrets[("special", "stack")].seen_by == frozenset()
            other = state.copy()
            assert other.special is not None and state.special is not None
            rnd.shuffle(other.special.stack)
            other.special.stack.reverse()
            assert GAME.view(other, None) == GAME.view(state, None) and GAME.prompt(other) == GAME.prompt(state)
            assert GAME.legal_actions(other) == GAME.legal_actions(state)


def test_a_position_losing_a_special_order_is_refused(sm: Helpers) -> None:
    saved = GAME.state_to_dict(sm.new(2, **AK))
    saved["special_stack"].pop()
    with pytest.raises(LoadError, match="shipping tiles not conserved"):
        GAME.state_from_dict(saved)
    saved = GAME.state_to_dict(sm.new(2, **AK))
    del saved["special_order"]
    with pytest.raises(LoadError, match="lacks 'special_order'"):
        GAME.state_from_dict(saved)
