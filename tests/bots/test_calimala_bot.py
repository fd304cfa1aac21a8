"""Calimala's evaluation for its bots (``games/calimala/bot.py``): points now, what the scorings still to come would
pay, and what goods, cards, discs and the activation in progress will bring."""

from __future__ import annotations

from typing import cast

import pytest

from sobremesa.bots import Information, Ismcts, levels
from sobremesa.bots.arena import arena
from sobremesa.bots.base import anchor, finish_turn, rewards
from sobremesa.core import rng
from sobremesa.core.fuzz import play_random
from sobremesa.games import get
from sobremesa.games.calimala import bot
from sobremesa.games.calimala.actions import doable
from sobremesa.games.calimala.data import CITY_SLOTS
from sobremesa.games.calimala.state import CalimalaState

GAME = get("calimala")


def _states(players: int = 3, seed: int = 2) -> list[CalimalaState]:
    return play_random(GAME, players, seed=seed, check=False).states


def _placing(players: int = 3) -> CalimalaState:
    """A position where a seat places a disc, past the first round."""
    return next(s for s in _states(players)[40:] if s.phase == "place")


def test_a_finished_game_is_worth_its_points() -> None:
    final = _states()[-1]
    assert [bot.evaluate(final, p) for p in range(3)] == [float(x) for x in final.score]


def test_a_cube_in_an_area_still_to_be_scored_is_worth_more_than_the_resource_it_comes_from() -> None:
    """Contributing a wood cube to a church row that the scorings still to come count raises the evaluation."""
    state = _placing().copy()
    seat = state.turn
    state.wh[seat] = [2, 0, 0]
    worth = bot.board(state).worth(seat)
    area = max((f"{c}.wood" for c in ("fiore", "miniato", "croce")), key=lambda a: worth.get(a, 0.0))
    contributed = state.copy()
    contributed.wh[seat][0] -= 1
    contributed.board[area][seat] += 1
    assert bot.evaluate(contributed, seat) > bot.evaluate(state, seat)


def test_an_action_that_cannot_be_carried_out_is_worth_the_card_drawn_instead() -> None:
    state = _placing().copy()
    seat = state.turn
    state.wh[seat] = [0, 0, 0]
    goods = bot.Goods(state, seat, bot.board(state))
    assert not doable(state, seat, "contribute")
    assert goods.action("contribute") == bot.CARD
    assert goods.action("wood") == goods.res[0] > 0


def test_the_actions_still_to_come_share_the_goods_they_use() -> None:
    """Two contributions to come with one wood cube in the warehouse: the cube counts once, the second
    contribution is worth the card drawn instead; a wood gained first can be contributed by the next one."""
    state = _placing().copy()
    seat = state.turn
    state.wh[seat] = [1, 0, 0]
    goods = bot.Goods(state, seat, bot.board(state))
    one = goods.plan(["contribute"])
    assert one == goods.churches[0] - goods.res[0]
    assert goods.plan(["contribute", "contribute"]) == one + bot.CARD
    assert goods.plan(["wood", "contribute", "contribute"]) == pytest.approx(goods.res[0] + 2 * one)


def test_the_cards_in_hand_are_worth_a_share_of_what_they_bring_played_one_after_the_other() -> None:
    """A Contribute card without resources waits (``HELD``); with a Wood card before it, the wood it brings is
    contributed: the two are worth a share of a cube on the board."""
    state = _placing().copy()
    seat = state.turn
    state.wh[seat] = [0, 0, 0]
    state.hands[seat] = ["contribute"]
    goods = bot.Goods(state, seat, bot.board(state))
    assert goods.hand() == bot.HELD
    state.hands[seat] = ["contribute", "wood"]
    goods = bot.Goods(state, seat, bot.board(state))
    assert goods.hand() == pytest.approx(bot.HAND_SHARE * goods.plan(["wood", "contribute"]))


def test_the_scoring_cards_count_as_far_as_the_seat_knows_them() -> None:
    """The cards face up and the seat's own kept one count in full (``CARD_SHARE``), the ones it has not seen by
    the chance that they are scored: two states that differ only in the others' kept cards are worth the same to
    it, and the shares add up to the cards scored."""
    state = next(s for s in _states(4)[150:] if s.phase == "place").copy()
    seat = state.turn
    shares = bot.card_shares(state)
    for card in (*state.faceup, *state.kept[seat]):
        assert shares[card][seat] == bot.CARD_SHARE
    assert sum(share[seat] for share in shares.values()) == pytest.approx(bot.CARD_SHARE * 5)
    other = (seat + 1) % 4
    swapped = state.copy()
    swapped.kept[other], swapped.boxed[0] = [state.boxed[0]], state.kept[other][0]
    assert bot.evaluate(swapped, seat) == pytest.approx(bot.evaluate(state, seat))
    assert bot.evaluate(swapped, other) != bot.evaluate(state, other)


def test_a_ship_is_worth_the_port_cities_it_can_reach() -> None:
    """A ship is worth more than ``BUILT`` while a port city the scorings to come pay for has room
    (``FLEET``), ``BUILT`` once they are full."""
    state = _placing(4).copy()
    seat = state.turn
    assert bot.Goods(state, seat, bot.board(state)).built["ship"] > bot.BUILT["ship"]
    full = state.copy()
    for city in bot.PORTS:
        full.board[city] = [0] * len(state.board[city])
        full.board[city][-1] = CITY_SLOTS
    assert bot.Goods(full, seat, bot.board(full)).built["ship"] == bot.BUILT["ship"]


def test_a_disc_is_worth_the_actions_of_its_next_activation() -> None:
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


def test_easy_beats_random_with_three_players() -> None:
    """Seeded, so the figure is fixed: 6 games, the easy seat rotating."""
    assert arena("calimala", 3, "easy", "random", 6).wins >= 5


def test_the_awards_remembered_are_the_ones_worked_out_afresh() -> None:
    """The evaluation remembers what a scoring pays by its counts and tie-breaks (``_awards``), the boards and the
    cards' shares (``board``, ``card_shares``): states evaluated after many others are worth what they are worth
    evaluated on their own."""
    states = _states(4, seed=3)[::7]
    remembered = [[bot.evaluate(s, p) for p in range(4)] for s in states]
    afresh = []
    for s in states:
        for memory in (bot._AWARDS, bot._BOARDS, bot._SHARES, bot._LAST):
            memory.clear()
        afresh.append([bot.evaluate(s, p) for p in range(4)])
    assert remembered == afresh


def test_a_board_remembered_is_the_board_of_the_state() -> None:
    """``board`` hands a state the ``Board`` made for an earlier one that read the same (the cubes, the council,
    the cards): at every state of two games, and of a sample of each seat's view, what a board made for it alone
    says."""
    for players in (2, 4):
        for state in _states(players, seed=5):
            seat = GAME.actor(state)
            views = [state]
            if seat is not None:
                views.append(cast(CalimalaState, Information(GAME, state, seat).sample(len(state.seats))))
            for view in views:
                remembered, made = bot.board(view), bot.Board(view)
                assert remembered.paid == made.paid
                for p in range(players):
                    assert remembered.worth(p) == made.worth(p)
                    assert remembered.reach(p) == made.reach(p)


@pytest.mark.parametrize("players", [3, 4])
def test_at_4_players_the_root_weighs_each_placement_by_the_turn_it_finishes(players: int) -> None:
    """``ROOT_TURN`` at 4 players: medium's root prior of each move is the seat's reward (its lead over the best other,
    sized by the root's evaluations) once easy's policy has finished its turn, the activation's connected actions
    too, counted as 10 visits (``BY_LEVEL``); at 3 players the reward right after the move. Either way the
    iterations are single decisions (``WHOLE_TURNS``)."""
    state = _placing(players)
    seat = GAME.actor(state)
    assert seat is not None
    info = Information(GAME, state, seat)
    search = Ismcts(5, seconds=None, iterations=0, level="medium", whole_turns=True)
    _, seed = rng.next64(rng.seed_state(5))
    sampled = info.sample(seed)
    root, _ = search._root(info)
    scale = anchor(GAME, sampled, search.evaluate)
    after = {move: GAME.step(sampled, move) for move in info.legal}
    if players == 4:
        after = {move: finish_turn(GAME, s, seat, search.evaluate, move) for move, s in after.items()}
    finished = sum(GAME.actor(s) != seat for s in after.values())
    assert (finished == len(after)) if players == 4 else (finished < len(after))  # some turns go on at 3
    assert not search.whole_turn
    for move, child in root.children.items():
        assert child.visits == (10 if players == 4 else 30)
        assert child.reward / child.visits == pytest.approx(rewards(GAME, after[move], scale, True,
                                                                    search.evaluate)[seat])


def test_the_root_s_time_inside_pyodide_is_taken_from_the_levels_at_4_players() -> None:
    """The root's whole turns cost 13 ms a move inside Pyodide at 4 players (``levels.ROOTS``): medium and hard
    search that much less; 2, 3 and 5 players as before."""
    root = levels.ROOTS["calimala"][4]
    for level, seconds in levels.SECONDS.items():
        rate = levels.RATES["calimala"][4]
        assert levels.iterations(level, "calimala", 4) == round(rate * (seconds * levels.SEARCHING - root))
    for players in (2, 3, 5):
        assert levels.iterations("medium", "calimala", players) == round(
            levels.RATES["calimala"][players] * levels.SECONDS["medium"] * levels.SEARCHING)
