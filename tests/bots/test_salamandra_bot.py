"""Salamandra's evaluation for the bots (``games/salamandra/bot.py``): the seat's VP with the final scoring as if
the game ended now (spellbooks, faith majorities, unused scrolls), its crystals and active apprentices, the Groves its
crystals can harvest at the pass, and the resources it made this turn."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import pytest

from sobremesa.bots import Information, Ismcts, levels
from sobremesa.bots.base import anchor, finish_turn, rewards
from sobremesa.core import rng
from sobremesa.core.fuzz import play_random
from sobremesa.games.salamandra import GAME
from sobremesa.games.salamandra import bot as salamandra_bot
from sobremesa.games.salamandra.bot import (
    ACTIVE_VALUE,
    CRYSTAL_VALUE,
    FREE_ACTIONS,
    GROVE_SHARE,
    POOL_VALUE,
    evaluate,
)
from sobremesa.games.salamandra.data import GROVE_MAT_VP, GROVES, HARVEST_COST
from sobremesa.games.salamandra.scoring import final_scoring
from sobremesa.games.salamandra.state import SalamandraState

if TYPE_CHECKING:
    from .conftest import RootSettings

SPOT = (0, -1, 0)
"""The N spot of the starting tile at (0, -1); its paths lead to the glades (-1, -2) and (0, -2)."""


def _setup(crystals: int, active: bool, groves: dict[tuple[int, int], str]) -> SalamandraState:
    """Three players, Ana (seat 0) to play in round 1 with ``crystals`` and one apprentice on ``SPOT``, active or
    not; the glades hold ``groves`` only."""
    state = GAME.setup(["Ana", "Ben", "Cid"], 1, {})
    state.turn = 0
    state.crystals[0] = crystals
    state.spots[SPOT] = (0, "D" if active else "N")
    state.groves = dict(groves)
    return state


def test_before_the_end_the_final_scoring_counts_as_if_the_game_ended_now() -> None:
    """Without crystals, active apprentices or resources made this turn, the evaluation is the final score now."""
    states = play_random(GAME, 3, seed=5, check=False).states
    counted = 0
    for state in states[len(states) // 4::max(1, len(states) // 6)]:
        if GAME.is_over(state):
            continue
        bare = state.copy()
        bare.pool = {}
        bare.crystals = [0] * 3
        bare.spots = {spot: (who, "N" if who >= 0 and bare.druid[who] == "D" else "D")
                      for spot, (who, _) in bare.spots.items()}
        ended = bare.copy()
        final_scoring(ended)
        for seat in range(3):
            assert evaluate(bare, seat) == ended.vp[seat]
            counted += ended.vp[seat] > state.vp[seat]
    assert counted, "no position where the final scoring would add VP"


def test_a_flip_for_a_crystal_is_no_gain() -> None:
    """An active apprentice gives its crystal at the pass anyway (rule E): flipping it for nothing loses a little."""
    state = _setup(0, True, {})
    flipped = GAME.apply(state, ("flip", *SPOT))
    assert flipped.crystals[0] == 1
    assert evaluate(flipped, 0) - evaluate(state, 0) == pytest.approx(CRYSTAL_VALUE - ACTIVE_VALUE)
    assert evaluate(flipped, 0) < evaluate(state, 0)


def test_a_grove_the_seat_touches_counts_when_its_crystals_pay_for_it() -> None:
    """Rule E: 3 crystals a Grove, its gain and the VP of the next mat spot (the 2nd pays 4): G17 pays 5 VP, G1 a
    scroll and 1 VP."""
    groves = {(-1, -2): "G17", (0, -2): "G1"}
    assert GROVES["G17"].gain == {"VP": 5} and GROVES["G1"].gain == {"S": 1, "VP": 1}
    cost = HARVEST_COST * CRYSTAL_VALUE
    poor, one, two = (_setup(crystals, False, groves) for crystals in (2, 3, 6))
    assert evaluate(poor, 0) == pytest.approx(2 * CRYSTAL_VALUE)
    assert evaluate(one, 0) == pytest.approx(3 * CRYSTAL_VALUE + GROVE_SHARE * (5 - cost))
    assert evaluate(two, 0) == pytest.approx(6 * CRYSTAL_VALUE + GROVE_SHARE * (5 - cost + 2 + GROVE_MAT_VP[2] - cost))
    elsewhere = _setup(6, False, {(5, 5): "G17"})
    assert evaluate(elsewhere, 0) == pytest.approx(6 * CRYSTAL_VALUE)


def test_once_the_seat_has_passed_in_the_last_round_its_groves_and_crystals_count_no_more() -> None:
    state = _setup(6, False, {(-1, -2): "G17"})
    state.round = 4
    assert evaluate(state, 0) > 6 * CRYSTAL_VALUE
    state.passed[0] = True
    assert evaluate(state, 0) == 0


def test_a_pass_counts_the_apprentices_it_flips_only_when_the_next_round_begins() -> None:
    """Rule E: the active apprentice left at the pass gives its crystal and the Druid flips, so that every apprentice
    shows next round's active face; they count as active only once that round has begun, as for the seats still
    playing."""
    state = _setup(1, True, {})
    state.avail[0] = 0
    passed = GAME.apply(GAME.apply(state, ("pass",)), ("done",))
    assert passed.passed[0] and passed.crystals[0] == 2 and passed.spots[SPOT] == (0, passed.druid[0])
    assert evaluate(passed, 0) - evaluate(state, 0) == pytest.approx(CRYSTAL_VALUE - ACTIVE_VALUE)


def test_a_resource_made_this_turn_counts_only_in_the_turn() -> None:
    """The resources cannot be stored (rule B): a leaf counts while its maker is on turn."""
    state = _setup(0, False, {})
    made = state.copy()
    made.pool = {"L": 1}
    assert evaluate(made, 0) - evaluate(state, 0) == pytest.approx(POOL_VALUE["L"])
    assert evaluate(made, 1) == evaluate(state, 1)


def test_at_the_end_only_the_victory_points_count() -> None:
    over = play_random(GAME, 2, seed=6, check=False).states[-1]
    assert GAME.is_over(over)
    assert [evaluate(over, seat) for seat in range(2)] == [float(score) for score in GAME.scores(over)]


def test_the_root_weighs_each_move_by_the_turn_it_finishes() -> None:
    """A turn is free actions, then a main action (``ROOT_TURN``): each root move's prior is the seat's reward once
    its turn is over by easy's policy without flips (its lead sized by the root's evaluations: ``ANCHORED_SCALE``), a
    Billhook's work or a purchase with the build or Cauldron it pays for; a flip (``FREE_ACTIONS``) is answered only
    when its turn scores more than the best turn without a free action."""
    states = play_random(GAME, 2, seed=3, check=False).states
    kinds: dict[str, set[bool]] = {}
    for state in states[5:len(states) // 2:6]:
        seat = GAME.actor(state)
        if seat is None or len(GAME.legal_actions(state)) < 2:
            continue
        info = Information(GAME, state, seat)
        bot = Ismcts(5, seconds=None, iterations=0)
        _, seed = rng.next64(rng.seed_state(5))
        sampled = cast(SalamandraState, info.sample(seed))
        root, answers = bot._root(info)
        scale = anchor(GAME, sampled)
        finished = {move: finish_turn(GAME, GAME.step(sampled, move), seat, played=move) for move in info.legal}
        values = {move: rewards(GAME, after, scale)[seat] for move, after in finished.items()}
        best = max(v for move, v in values.items() if move[0] not in FREE_ACTIONS)
        for move, child in root.children.items():
            assert GAME.actor(finished[move]) != seat or GAME.is_over(finished[move])
            kept = move[0] not in FREE_ACTIONS or values[move] > best
            assert (move in answers) == kept
            assert child.reward / child.visits == pytest.approx(values[move] if kept else 0.0)
            kinds.setdefault(move[0], set()).add(kept)
    assert kinds["flip"] == {False}
    assert kinds["work"] == kinds["buy"] == {True}


def test_hard_searches_by_single_decisions_after_the_root(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard's iterations are single decisions (``WHOLE_TURNS``), at medium's rate (``levels.RATES``) but at 4
    players, where its playouts of two laps keep a share of it (``levels.LEVEL_COSTS``); both leave the root its time
    inside Pyodide (``levels.ROOTS``); hard's search (``whole_turns``) plays whole turns only where the hook asks for
    them."""
    for players in (2, 3, 4):
        root = levels.ROOTS["salamandra"][players]
        assert root > 0
        for level, seconds in levels.SECONDS.items():
            rate: float = levels.RATES["salamandra"][players]
            if (level, players) == ("hard", 4):
                assert levels.LEVEL_COSTS["hard"]["salamandra"][4] < 1
                rate *= levels.LEVEL_COSTS["hard"]["salamandra"][4]
            assert levels.iterations(level, "salamandra", players) == round(
                rate * (seconds * levels.SEARCHING - root))
    state = next(s for s in play_random(GAME, 2, seed=3, check=False).states if len(GAME.legal_actions(s)) > 1)
    info = Information.to_move(GAME, state)
    for whole_turns in (False, True):
        monkeypatch.setattr(salamandra_bot, "WHOLE_TURNS", whole_turns)
        search = Ismcts(5, seconds=None, iterations=1, whole_turns=True)
        search._root(info)
        assert search.whole_turn == whole_turns


def test_hard_plays_out_two_laps_at_4_players(root_settings: RootSettings) -> None:
    """Hard's playouts at 4 players run two laps of the seats (``BY_LEVEL``); medium's, and hard's at 2 and 3
    players, one."""
    for players in (2, 3, 4):
        for level in ("medium", "hard"):
            assert root_settings(GAME, players, level).laps == (2 if (level, players) == ("hard", 4) else 1)
