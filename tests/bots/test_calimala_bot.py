"""Calimala's evaluation for its bots (``games/calimala/bot.py``): points now, what the scorings still to come would
pay, and what goods, cards, discs and the activation in progress will bring."""

from __future__ import annotations

from sobremesa.bots import Information, make_bot
from sobremesa.bots.arena import arena
from sobremesa.bots.base import finish_turn, greedy, rewards
from sobremesa.bots.simple import Greedy
from sobremesa.core import rng
from sobremesa.core.fuzz import play_random
from sobremesa.games import get
from sobremesa.games.calimala import bot
from sobremesa.games.calimala.actions import doable

GAME = get("calimala")


def _states(players=3, seed=2):
    return play_random(GAME, players, seed=seed, check=False).states


def _placing(players=3):
    """A position where a seat places a disc, past the first round."""
    return next(s for s in _states(players)[40:] if s.phase == "place")


def test_a_finished_game_is_worth_its_points():
    final = _states()[-1]
    assert [bot.evaluate(final, p) for p in range(3)] == [float(x) for x in final.score]


def test_a_cube_in_an_area_still_to_be_scored_is_worth_more_than_the_resource_it_comes_from():
    """Contributing a wood cube to a church row that the scorings still to come count raises the evaluation."""
    state = _placing().copy()
    seat = state.turn
    state.wh[seat] = [2, 0, 0]
    area = next(f"{c}.wood" for c in ("fiore", "miniato", "croce") if bot.board(state).worth(seat).get(f"{c}.wood"))
    contributed = state.copy()
    contributed.wh[seat][0] -= 1
    contributed.board[area][seat] += 1
    assert bot.evaluate(contributed, seat) > bot.evaluate(state, seat)


def test_an_action_that_cannot_be_carried_out_is_worth_the_card_drawn_instead():
    state = _placing().copy()
    seat = state.turn
    state.wh[seat] = [0, 0, 0]
    goods = bot.Goods(state, seat, bot.board(state))
    assert not doable(state, seat, "contribute")
    assert goods.action("contribute") == bot.CARD
    assert goods.action("wood") == goods.res[0] > 0


def test_the_actions_still_to_come_share_the_goods_they_use():
    """Two contributions to come with one wood cube in the warehouse: the cube counts once, the second
    contribution is worth the card drawn instead; a wood gained first can be contributed by the next one."""
    state = _placing().copy()
    seat = state.turn
    state.wh[seat] = [1, 0, 0]
    goods = bot.Goods(state, seat, bot.board(state))
    one = goods.plan(["contribute"])
    assert one == goods.churches[0] - goods.res[0]
    assert goods.plan(["contribute", "contribute"]) == one + bot.CARD
    assert goods.plan(["wood", "contribute", "contribute"]) == goods.res[0] + 2 * one


def test_a_disc_is_worth_the_actions_of_its_next_activation():
    """A coloured disc on top of a stack counts for the activations still to come; moved to the bottom of a
    stack the next disc pushes out, it counts for the seat it will take instead."""
    state = _placing().copy()
    seat = state.turn
    state.act = None
    state.stacks = [[] for _ in state.stacks]
    before = bot.Goods(state, seat, bot.board(state)).discs()
    state.stacks[0] = [f"c{seat}"]
    on_top = bot.Goods(state, seat, bot.board(state)).discs()
    state.stacks[0] = [f"c{seat}", "c9", "c9"]
    at_bottom = bot.Goods(state, seat, bot.board(state)).discs()
    assert before == 0.0 < on_top
    assert at_bottom == bot.SEAT


def test_easy_beats_random_with_three_players():
    """Seeded, so the figure is fixed: 6 games, the easy seat rotating."""
    assert arena("calimala", 3, "easy", "random", 6).wins >= 5


def test_the_awards_remembered_are_the_ones_worked_out_afresh():
    """The evaluation remembers what a scoring pays by its counts and tie-breaks (``_awards``): states evaluated
    after many others are worth what they are worth evaluated on their own."""
    states = _states(4, seed=3)[::7]
    remembered = [[bot.evaluate(s, p) for p in range(4)] for s in states]
    afresh = []
    for s in states:
        bot._AWARDS.clear()
        afresh.append([bot.evaluate(s, p) for p in range(4)])
    assert remembered == afresh


def test_easy_weighs_its_best_moves_by_the_turn_they_finish():
    """Easy weighs the ``EASY_TURN`` moves best one step ahead again once the rest of its turn is played
    (``Greedy.weigh``); for some decision the move that finishes the best turn is not the best one step ahead."""
    differ = 0
    for state in _states(4, seed=5)[20:200:6]:
        info = Information(GAME, state, GAME.actor(state))
        if len(info.legal) < 2:
            continue
        moves, values, _ = Greedy.weigh(info, 11)
        sampled = info.sample(11)
        at_once, one_step, _ = greedy(GAME, sampled, info.seat)
        assert len(moves) == min(bot.EASY_TURN, len(at_once))
        assert min(one_step[at_once.index(m)] for m in moves) >= max(
            (v for m, v in zip(at_once, one_step) if m not in moves), default=0.0)
        assert values == [rewards(GAME, finish_turn(GAME, GAME.step(sampled, m), info.seat))[info.seat]
                          for m in moves]
        differ += moves[values.index(max(values))] != moves[0] and max(values) > values[0]
        easy = make_bot("easy", 3)
        _, seed = rng.next64(rng.seed_state(3))
        moves, values, _ = Greedy.weigh(info, seed)
        assert easy.choose(info) in [m for m, v in zip(moves, values) if v == max(values)]
    assert differ > 0
