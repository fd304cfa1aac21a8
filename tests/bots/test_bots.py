"""The bots (issue 12): legal moves, a single legal action at once, reproducible with a seed and an
iteration budget, rewards in [0, 1] with a shared win shared, and the arena's last line."""

from __future__ import annotations

import re
import statistics
import time
from typing import Any

import pytest

from sobremesa.__main__ import main
from sobremesa.bots import LEVELS, Information, Ismcts, levels, make_bot
from sobremesa.bots.arena import arena, play
from sobremesa.bots.base import EDGE_SCALE, _edge, anchor, evaluation, hook, rewards, worth_playing
from sobremesa.bots.ismcts import PLAYOUT_CAP, Node
from sobremesa.core import Action, Game, State, state_hash
from sobremesa.core.fuzz import play_random
from sobremesa.games import MODULES, get


def _positions(game: Game[Any], players: int = 2, seed: int = 4) -> list[State]:
    """Positions of a random game where the actor has a choice."""
    states = play_random(game, players, seed=seed, check=False).states
    return [s for s in states if not game.is_over(s) and len(game.legal_actions(s)) > 1]


@pytest.mark.parametrize("name", sorted(MODULES))
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_answers_a_legal_move(name: str, level: str) -> None:
    game = get(name)
    positions = _positions(game)
    for state in positions[::max(1, len(positions) // 3)]:
        info = Information.to_move(game, state)
        assert make_bot(level, 1, iterations=20).choose(info) in info.legal


@pytest.mark.parametrize("name", sorted(MODULES))
def test_the_search_is_reproducible_with_a_seed_and_an_iteration_budget(name: str) -> None:
    game = get(name)
    state = _positions(game)[3]
    info = Information.to_move(game, state)
    moves = {Ismcts(9, seconds=None, iterations=60).choose(info) for _ in range(3)}
    assert len(moves) == 1
    bot = Ismcts(9, seconds=None, iterations=60)
    bot.choose(info)
    assert bot.last_iterations == 60


def test_a_single_legal_action_is_played_at_once() -> None:
    game = get("salamandra")
    state = next(s for s in play_random(game, 2, seed=4, check=False).states
                 if game.actor(s) is not None and len(game.legal_actions(s)) == 1)
    bot = Ismcts(1, seconds=100.0)
    assert bot.choose(Information.to_move(game, state)) == game.legal_actions(state)[0]
    assert bot.last_iterations == 0


def test_a_time_budget_is_kept() -> None:
    """A time budget alone: the search iterates within it (Santa Maria's root, each move's whole turn, comes first:
    a second leaves room for it on a loaded machine)."""
    game = get("santamaria")
    state = _positions(game, 4)[2]
    bot = Ismcts(1, seconds=1.0)
    bot.choose(Information.to_move(game, state))
    assert bot.last_iterations > 0


@pytest.mark.parametrize("name", sorted(MODULES))
@pytest.mark.parametrize("players", [2, 4])
def test_a_level_searches_its_budget_for_the_game_and_player_count(name: str, players: int) -> None:
    """The arena's bot is the browser's: the level's iterations (``bots.levels``), reproducible with a seed."""
    game = get(name)
    state = _positions(game, players)[2]
    info = Information.to_move(game, state)
    bots = [make_bot("medium", 5) for _ in range(2)]
    assert isinstance(bots[0], Ismcts)
    assert bots[0].choose(info) == bots[1].choose(info)
    assert bots[0].last_iterations == levels.iterations("medium", name, players) > 0
    assert levels.iterations("hard", name, players) > levels.iterations("medium", name, players)


def test_in_the_browser_the_levels_time_counts_from_the_request() -> None:
    """A request that began more than the level's time ago gets no search iteration, only the root's evaluation of
    each move (a legal move still), so a slow device plays weaker rather than later."""
    game = get("santamaria")
    state = _positions(game, 4)[2]
    info = Information.to_move(game, state)
    late = make_bot("medium", 5, started=time.perf_counter() - levels.SECONDS["medium"])
    assert isinstance(late, Ismcts)
    assert late.choose(info) in info.legal and late.last_iterations == 0
    on_time = make_bot("medium", 5, started=time.perf_counter())
    assert isinstance(on_time, Ismcts)
    assert on_time.choose(info) in info.legal and on_time.last_iterations > 0


def test_a_bot_is_only_asked_when_its_seat_decides() -> None:
    game = get("calimala")
    state = _positions(game)[0]
    seat = game.actor(state)
    assert seat is not None
    with pytest.raises(ValueError):
        Information(game, state, 1 - seat)
    assert Information.to_move(game, state).seat == seat   # the seat to decide's, as the arena asks for it
    with pytest.raises(ValueError, match="the game is over"):
        Information.to_move(game, play_random(game, 2, seed=4, check=False).state)


@pytest.mark.parametrize("name", sorted(MODULES))
def test_rewards_lie_in_0_1_and_a_finished_game_pays_its_winners(name: str) -> None:
    game = get(name)
    session = play_random(game, 3 if game.max_players >= 3 else 2, seed=6, check=False)
    for state in session.states[::20]:
        assert all(0.0 <= r <= 1.0 for r in rewards(game, state))
    final = rewards(game, session.state)
    winners = game.winners(session.state)
    assert final == [1 / len(winners) if p in winners else 0.0 for p in range(len(final))]


def test_easy_beats_random() -> None:
    """Seeded, so the figure is fixed: Salamandra, 6 games at 2 players, the easy seat rotating."""
    assert arena("salamandra", 2, "easy", "random", 6).wins >= 5


def test_an_arena_game_rotates_the_seat_and_counts_the_win() -> None:
    seats = [play("salamandra", 2, "easy", "random", seed)[0] for seed in (4, 5)]
    assert seats == [0, 1]


def test_the_arena_prints_the_score_last(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "salamandra", "--players", "2", "--bot", "easy", "--vs", "random", "--games", "2"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert re.fullmatch(r"easy wins [0-9.]+ of 2 games \([0-9]+%\) against random", last), last


def test_the_arena_counts_each_seat_apart(capsys: pytest.CaptureFixture[str]) -> None:
    """Seeds 1-3 at 2 players: the level at seats 2, 1, 2; the seats' games and wins add up to the total."""
    tally = arena("salamandra", 2, "easy", "random", 3)
    assert {seat: games for seat, (games, _) in tally.seats.items()} == {0: 1, 1: 2}
    assert sum(wins for _, wins in tally.seats.values()) == tally.wins
    assert main(["arena", "salamandra", "--players", "2", "--bot", "easy", "--vs", "random", "--games", "3"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert re.fullmatch(r"game 1: easy at seat 2 (won|lost|shared), [+-][0-9.]+ points over the others' mean",
                        lines[0]), lines[0]
    assert re.fullmatch(r"easy by seat: seat 1 [0-9.]+ of 1, seat 2 [0-9.]+ of 2", lines[-2]), lines[-2]
    leads = [play("salamandra", 2, "easy", "random", seed)[2] for seed in (1, 2, 3)]
    assert tally.leads == leads and all(lead is not None for lead in leads)
    assert lines[0].endswith(f", {leads[0]:+.1f} points over the others' mean")   # each game's line: its lead
    mean = sum(tally.leads) / 3
    assert lines[-3] == f"easy scores {mean:+.1f} points a game over the others' mean (standard error " \
        f"{statistics.stdev(tally.leads) / 3 ** 0.5:.1f})"


def test_a_paired_arena_plays_each_seed_again_with_the_other_level_in_the_seat(
        capsys: pytest.CaptureFixture[str]) -> None:
    """``--paired``: seeds 1-3 again with random in easy's seat (seats 2, 1, 2), each game's lead less its pair's."""
    tally = arena("salamandra", 2, "easy", "random", 3, paired=True)
    base = tally.baseline
    assert base is not None and base.seats.keys() == tally.seats.keys() == {0, 1}
    assert base.leads == [play("salamandra", 2, "random", "random", seed)[2] for seed in (1, 2, 3)]
    assert arena("salamandra", 2, "easy", "random", 3).leads == tally.leads   # the level's games are unchanged
    gains = [mine - theirs for mine, theirs in zip(tally.leads, base.leads)]
    assert main(["arena", "salamandra", "--players", "2", "--bot", "easy", "--vs", "random", "--games", "3",
                 "--paired"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert re.fullmatch(r"game 1: random at the same seat (won|lost|shared), [+-][0-9.]+ points over the others' "
                        r"mean", lines[1]), lines[1]
    assert re.fullmatch(rf"random in the same seats wins {base.wins:g} of 3 games \([0-9]+%\): seat 1 [0-9.]+ of 1, "
                        r"seat 2 [0-9.]+ of 2", lines[-4]), lines[-4]
    assert lines[-3] == (f"easy scores {statistics.mean(gains):+.1f} points a game over random in the same seat "
                         f"(standard error {statistics.stdev(gains) / 3 ** 0.5:.1f})")
    assert re.fullmatch(r"easy wins [0-9.]+ of 3 games \([0-9]+%\) against random", lines[-1]), lines[-1]


@pytest.mark.parametrize("name", sorted(MODULES))
def test_step_is_apply_without_the_check(name: str) -> None:
    game = get(name)
    for state in _positions(game)[::10]:
        action = game.legal_actions(state)[-1]
        stepped, applied = game.step(state, action), game.apply(state, action)
        assert state_hash(game, stepped) == state_hash(game, applied)
        assert stepped.barrier == applied.barrier
        assert [e.text for e in stepped.events] == [e.text for e in applied.events]


def test_a_free_action_is_played_only_when_it_raises_the_reward() -> None:
    """Santa Maria's market (FREE_ACTIONS): a trade that does not raise the seat's reward is left out, so that a
    bot does not buy and sell back for ever; every move stays when nothing else would be left."""
    game = get("santamaria")
    moves = [("sell", "wood"), ("buy", "grain"), ("withdraw", 1)]
    assert worth_playing(game, 0.5, moves, [0.5, 0.6, 0.4]) == [False, True, True]
    assert worth_playing(game, 0.5, moves[:2], [0.4, 0.5]) == [True, True]
    assert worth_playing(get("salamandra"), 0.5, [("sell", "wood")], [0.1]) == [True]


@pytest.mark.parametrize("name", sorted(MODULES))
def test_a_lap_playout_stops_when_a_seat_decides_again(name: str) -> None:
    """``PLAYOUT_LAP``: each seat's decisions in a playout are one run (its turn), and the playout stops at the first
    seat that would decide a second time, at the end of the game or at the cap."""
    game = get(name)
    bot = Ismcts(3, seconds=None, iterations=1)
    bot.lap = True
    seats: list[int] = []
    step = bot._playout_step

    def counted(g: Game[Any], s: State, seat: int) -> State:
        seats.append(seat)
        return step(g, s, seat)
    bot._playout_step = counted  # type: ignore[method-assign, assignment]  # counted
    for state in _positions(game, players=4 if name != "calimala" else 3)[::15]:
        seats.clear()
        end = bot._playout(game, state)
        runs = [seat for k, seat in enumerate(seats) if k == 0 or seats[k - 1] != seat]
        assert len(runs) == len(set(runs)), seats
        after = game.actor(end)
        assert after is None or (after in runs and after != seats[-1]) or len(seats) == PLAYOUT_CAP


def test_a_game_sets_its_playouts_policy(monkeypatch: pytest.MonkeyPatch) -> None:
    """``PLAYOUT_MOVES`` and ``PLAYOUT_EPSILON`` of a game's ``bot.py`` reach the playouts: every legal move weighed
    and none at random, a playout step is the move that leaves the seat's evaluation highest (the first of equals);
    a level's ``PLAYOUT_POLICY`` names the move instead."""
    from sobremesa.games.salamanca import bot as salamanca_bot

    game = get("salamanca")
    monkeypatch.setattr(salamanca_bot, "PLAYOUT_MOVES", None)
    monkeypatch.setattr(salamanca_bot, "PLAYOUT_EPSILON", 0.0, raising=False)
    evaluate = evaluation(game)
    for state in [s for s in _positions(game, players=4) if len(game.legal_actions(s)) > 3][::10]:
        seat = game.actor(state)
        assert seat is not None
        search = Ismcts(1, seconds=None, iterations=1)
        search._root(Information(game, state, seat))
        assert (search.moves, search.chance) == (None, 0.0)
        best = max((game.step(state, a) for a in game.legal_actions(state)), key=lambda s: evaluate(s, seat))
        assert state_hash(game, search._playout_step(game, state, seat)) == state_hash(game, best)
    last = lambda state, seat: game.legal_actions(state)[-1]
    monkeypatch.setattr(salamanca_bot, "BY_LEVEL", {"medium": {"PLAYOUT_POLICY": last}})
    assert seat is not None
    search = Ismcts(1, seconds=None, iterations=1, level="medium")
    search._root(Information(game, state, seat))
    named = game.step(state, game.legal_actions(state)[-1])
    assert state_hash(game, search._playout_step(game, state, seat)) == state_hash(game, named)  # PLAYOUT_POLICY


def test_root_halving_weighs_the_best_moves_by_the_prior(monkeypatch: pytest.MonkeyPatch) -> None:
    """``ROOT_HALVING`` of a game's ``bot.py``: the root's iterations go to that many moves, the best by the prior,
    each round's share spread over the moves left in turn; the move is one of them, reproducible for a seed, and the
    budget is spent whole (a budget of none: not one iteration)."""
    from sobremesa.games.salamanca import bot as salamanca_bot

    game = get("salamanca")
    monkeypatch.setattr(salamanca_bot, "ROOT_HALVING", 4, raising=False)
    checked = 0
    for state in [s for s in _positions(game, players=4) if len(game.legal_actions(s)) > 4][::10]:
        seat = game.actor(state)
        assert seat is not None
        info = Information(game, state, seat)
        root, moves = Ismcts(3, seconds=None, iterations=40)._root(info)
        prior = sorted((a for a in root.children if a in moves),
                       key=lambda a: root.children[a].reward / root.children[a].visits, reverse=True)
        search = Ismcts(3, seconds=None, iterations=40)
        move = search.choose(info)
        assert move in prior[:4] and move == Ismcts(3, seconds=None, iterations=40).choose(info)
        assert search.last_iterations == 40
        nothing = Ismcts(3, seconds=None, iterations=0)
        nothing.choose(info)
        assert nothing.last_iterations == 0  # a budget of 0: the root alone (what tools/bench_bots.py times)
        checked += 1
    assert checked
    monkeypatch.setattr(salamanca_bot, "ROOT_HALVING", {2: 4})
    search = Ismcts(3, seconds=None, iterations=1)
    search._root(info)
    assert search.halving is None  # given for 2 players only: this 4-player game searches by UCB1
    monkeypatch.setattr(salamanca_bot, "ROOT_HALVING", 4)
    monkeypatch.setattr(salamanca_bot, "BY_LEVEL", {"medium": {"ROOT_HALVING": None}}, raising=False)
    for level, halving in (("medium", None), ("hard", 4), (None, 4)):
        search = Ismcts(3, seconds=None, iterations=1, level=level)
        search._root(info)
        assert search.halving == halving  # BY_LEVEL: medium by UCB1; a search given no level halves
    own = lambda state, seat: 0.0
    monkeypatch.setattr(salamanca_bot, "BY_LEVEL", {"hard": {"evaluate": own}})
    for level, evaluate in (("medium", salamanca_bot.evaluate), ("hard", own), (None, salamanca_bot.evaluate)):
        search = Ismcts(3, seconds=None, iterations=1, level=level)
        search._root(info)
        assert search.evaluate is evaluate  # BY_LEVEL: a level's own evaluation


def test_a_setting_by_option_holds_in_games_with_that_option_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """``BY_OPTION`` (option -> level -> settings): the level's setting when the game has the option on, before
    ``BY_LEVEL``'s; the level's own otherwise (Santa Maria's, set here: its hard with the Mayan City growing two trees
    at 4 players, as it did on December 5's thirtieth session; the game keeps none)."""
    from sobremesa.games.santamaria import bot as santamaria_bot

    game = get("santamaria")
    monkeypatch.setattr(santamaria_bot, "BY_OPTION", {"mayan_city": {"hard": {"ROOT_ENSEMBLE": {4: 2}}}})
    monkeypatch.setattr(santamaria_bot, "BY_LEVEL", {"hard": {"ROOT_ENSEMBLE": {4: 3}, "PLAYOUT_MOVES": {4: 6}}})
    city, colonists = {"mayan_city": True}, {"mayan_city": False}
    assert hook(game, "ROOT_ENSEMBLE", 1, "hard", city) == {4: 2}
    assert hook(game, "ROOT_ENSEMBLE", 1, "hard", colonists) == hook(game, "ROOT_ENSEMBLE", 1, "hard") == {4: 3}
    assert hook(game, "ROOT_ENSEMBLE", 1, "medium", city) == 1            # another level: the game's own
    assert hook(game, "PLAYOUT_MOVES", 3, "hard", city) == {4: 6}         # not given by the option: BY_LEVEL's
    own = lambda state, seat: 0.0
    monkeypatch.setitem(santamaria_bot.BY_OPTION["mayan_city"]["hard"], "evaluate", own)
    for options, trees, evaluate in ((city, 2, own), (colonists, 3, santamaria_bot.evaluate)):
        state = play_random(game, 4, seed=1, check=False, options={
            "american_kingdoms": True, "ambassadors": True, **options}).states[40]
        search = Ismcts(1, seconds=None, iterations=1, level="hard")
        search._root(Information.to_move(game, state))
        assert search.ensemble == trees and search.evaluate is evaluate   # the evaluation by option too


def test_root_ensemble_grows_trees_that_share_the_budget_and_vote(monkeypatch: pytest.MonkeyPatch) -> None:
    """``ROOT_ENSEMBLE`` (a game's ``BY_LEVEL``): that many trees, each from a root of its own, the budget shared and
    spent whole; the move is the one most visited over them all, reproducible for a seed; one tree is the search as
    it was; a budget of none grows the root alone."""
    from sobremesa.games.salamanca import bot as salamanca_bot

    game = get("salamanca")
    state = next(s for s in _positions(game, players=4) if len(game.legal_actions(s)) > 4)
    info = Information.to_move(game, state)
    roots: list[tuple[Node, set[Action]]] = []
    grow = Ismcts._root

    def counted(search: Ismcts, info: Information) -> tuple[Node, set[Action]]:
        root, moves = grow(search, info)
        roots.append((root, moves))
        return root, moves
    monkeypatch.setattr(Ismcts, "_root", counted)
    monkeypatch.setattr(salamanca_bot, "BY_LEVEL", {"hard": {"ROOT_ENSEMBLE": {4: 3}}})
    search = Ismcts(5, seconds=None, iterations=40, level="hard")
    move = search.choose(info)
    assert len(roots) == 3 and search.last_iterations == 40
    assert [sum(c.visits for c in root.children.values()) - search.seeded * len(root.children)
            for root, _ in roots] == [13, 13, 14]
    votes = {a: sum(root.children[a].visits for root, moves in roots if a in moves) for a in roots[0][1]}
    assert votes[move] == max(votes.values())
    assert move == Ismcts(5, seconds=None, iterations=40, level="hard").choose(info)
    roots.clear()
    Ismcts(5, seconds=None, iterations=0, level="hard").choose(info)
    assert len(roots) == 1
    roots.clear()
    one = Ismcts(5, seconds=None, iterations=40, level="medium").choose(info)  # medium: no ensemble
    monkeypatch.setattr(salamanca_bot, "BY_LEVEL", {"medium": {"ROOT_ENSEMBLE": 1}})
    assert Ismcts(5, seconds=None, iterations=40, level="medium").choose(info) == one


def test_halving_trees_each_halve_their_share_and_vote_for_the_move_they_keep(monkeypatch: pytest.MonkeyPatch) -> None:
    """``ROOT_ENSEMBLE`` with ``ROOT_HALVING`` (Calimala's hard at 4 players): each tree, from a root of its own, runs
    the halving on its share of the budget and votes for the move it keeps; the move most trees keep is played (among
    equals the first tree's), the budget spent whole."""
    game = get("calimala")
    state = next(s for s in _positions(game, players=4) if len(game.legal_actions(s)) > 4)
    info = Information.to_move(game, state)
    kept: list[tuple[int, Action]] = []
    halve = Ismcts._halve

    def counted(search: Ismcts, info: Information, root: Node, moves: set[Action], budget: int,
                clock: Any) -> Action:
        move = halve(search, info, root, moves, budget, clock)
        kept.append((budget, move))
        return move
    monkeypatch.setattr(Ismcts, "_halve", counted)
    search = Ismcts(5, seconds=None, iterations=40, level="hard")
    move = search.choose(info)
    assert [budget for budget, _ in kept] == [10, 10, 10, 10] and search.last_iterations == 40
    votes = [m for _, m in kept]
    assert votes.count(move) == max(map(votes.count, votes)) and votes.index(move) == min(
        votes.index(m) for m in votes if votes.count(m) == votes.count(move))
    kept.clear()
    Ismcts(5, seconds=None, iterations=40, level="medium").choose(info)  # medium: one tree, the whole budget
    assert [budget for budget, _ in kept] == [40]


def test_a_level_sets_the_weight_of_the_prior(monkeypatch: pytest.MonkeyPatch) -> None:
    """``PRIOR_VISITS`` of a game's ``bot.py`` (by level, ``BY_LEVEL``, or by player count): each root move starts
    as if played that many times; a level without its own keeps the search's."""
    from sobremesa.games.salamanca import bot as salamanca_bot

    game = get("salamanca")
    state = next(s for s in _positions(game, players=4) if len(game.legal_actions(s)) > 2)
    info = Information.to_move(game, state)
    monkeypatch.setattr(salamanca_bot, "BY_LEVEL", {"hard": {"PRIOR_VISITS": {4: 90}}})
    for level, visits in (("medium", 30), ("hard", 90), (None, 30)):
        root, _ = Ismcts(3, seconds=None, iterations=1, level=level)._root(info)
        assert {child.visits for child in root.children.values()} == {visits}

def test_an_anchored_lead_pays_the_same_however_large_the_evaluations() -> None:
    """``ANCHORED_SCALE``: the search sizes every lead by the root's evaluations (``base.anchor``), so a lead of 2
    points pays a playout scored a round later what it paid the prior; sized by the evaluations, it shrinks."""
    assert _edge(12.0, 10.0, 3.0) == _edge(102.0, 100.0, 3.0) > 0.5
    assert _edge(12.0, 10.0) > _edge(102.0, 100.0) > 0.5
    game = get("salamandra")
    state = _positions(game)[20]
    values = [evaluation(game)(state, p) for p in range(2)]
    assert anchor(game, state) == 1.0 + EDGE_SCALE * (abs(values[0]) + abs(values[1]))
