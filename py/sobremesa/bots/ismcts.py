"""Information-set Monte Carlo tree search (Cowling, Powley, Whitehouse 2012, single observer).

One tree over the decisions of the game, seen from the seat that decides. Each iteration samples a state from the seat's
information set (``Information.sample``: hidden parts re-dealt, a fresh generator, so draws in the tree are chances, not
foreknowledge), walks down the tree among the children whose action is legal in that sample (UCB1 counted over the times
each child was available), adds one child (the root's children are all there from the start, seeded with the evaluation
right after each move: ``PRIOR_VISITS``, a game's own where its ``bot.py`` sets it; where the game asks for it,
``ROOT_TURN``, a root move is the seat's whole turn, its rest played by easy's policy on every move, in the prior and,
with ``whole_turns``, in each iteration), plays on by easy's policy on a few moves (each seat the move best for it by
the evaluation among ``PLAYOUT_MOVES`` drawn, one in ``EPSILON`` at random, a game's own where its ``bot.py`` sets them,
or the move its ``PLAYOUT_POLICY`` names; ``epsilon=None``: the leaf is scored as it is) until every seat has decided at
least once more (about a turn of each player, at most ``PLAYOUT_CAP`` decisions; where the game asks for it,
``PLAYOUT_LAP``, one lap of the seats still playing), scores the result with the game's evaluation (``base.rewards``;
``ANCHORED_SCALE``: every lead sized by the root's evaluations, ``base.anchor``; ``LEADER_REWARD``: each seat's lead
over the best of the others, not the mean of its leads) and adds each seat's reward to the nodes that seat chose. The
move is the most visited child of the root; where the game asks for it (``ROOT_HALVING``), the root's iterations go
instead to its best moves by the prior in rounds of sequential halving (Karnin, Koren, Somekh 2013), and the move is the
one left with the best mean; where it asks for ``ROOT_ENSEMBLE``, several trees share the budget and vote. A game may
give a level settings of its own, its evaluation too (``BY_LEVEL``, ``base.hook``): e.g. medium searching its root by
UCB1 while hard halves. Given a seed and an iteration budget the move is reproducible; a time budget is a cap too: the
search stops before an iteration that would overrun it if it took as long as the longest one so far.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Any

from ..core import rng as _rng
from ..core.game import Action, Game
from ..core.state import State
from .base import Evaluation, Information, anchor, best_turn, evaluation, finish_turn, hook, rewards, worth_playing
from .levels import iterations as level_iterations

EXPLORATION = 0.15
"""UCB1's exploration constant, for rewards in [0, 1] that differ by a few hundredths after a cut playout:
measured in Santa Maria at 100 iterations, 0.15 won 15.5 of 20 games against 0.7 (0.05 against 0.15: 9 of 20)."""
PLAYOUT_CAP = 60
EPSILON = 0.1
"""The playouts follow easy's policy (the move best for its seat by the evaluation) but for this share of moves,
drawn at random; ``None``: no playout, the leaf is scored as it is."""
PLAYOUT_MOVES: int | None = 3
"""The playouts' greedy step weighs this many of the legal moves, drawn at random (``None``: all of them): a
search iteration costs a quarter (Santa Maria 4 players, CPython: 90 iterations a second with all, 371 with 3), and
at the same time a move the search does four times as many. Measured in Santa Maria, 4 players, medium against
three easy players, 60 iterations a move (what medium's time then allows in Pyodide; with all moves weighed it
allows 14, which leaves easy's choice as it is): see `bots/STRENGTH.md`'s "Playouts among 3 drawn moves"."""
PRIOR_VISITS = 30
"""Each move at the root starts as if played this many times with the reward the evaluation gives the position
right after it (progressive bias, as level easy sees it): the search then only moves away from easy's choice when
its playouts say so. Measured in Santa Maria, 2 players, 100 iterations a move against easy, 12 games: no prior 3.5,
5 visits 5, 30 visits 6 (without playouts; with random ones, 5 visits: 4; 400 iterations with random playouts: 6,
without: 3 of the first 5; 100 iterations, playouts of the best of 4 drawn moves: 3 of the first 6). With playouts
by easy's policy (``EPSILON``), 20 games from seed 1: 14 (with random ones, the 12 above: 6). A game may set its
own, by level or player count (``PRIOR_VISITS`` in its ``bot.py``, ``BY_LEVEL``)."""
ROOT_HALVING: int | None = None
"""``None``: the root picks a child by UCB1 like any node. A number (a game's ``ROOT_HALVING`` in its ``bot.py``):
the root's iterations go to that many of its moves, the best by the prior, in rounds of sequential halving (each
round spends its part of the budget on the moves left in turn, the last round what is left of it, and keeps the better
half by mean reward, the prior counted): a small budget weighs a few moves well instead of every move by a handful of
playouts. A game may give it by player count (a mapping; a count it lacks: ``None``)."""

ROOT_ENSEMBLE = 1
"""The trees a search grows one after the other, each from a root of its own (its prior from a state sampled afresh)
with its share of the budget; the move is the one most visited over all of them (root parallelisation, Chaslot,
Winands, van den Herik 2008, here in turn), or, where the root's iterations are halved (``ROOT_HALVING``), the one
kept by most trees (among equals, the first tree's): where more iterations in one tree do not play better, as many
searches of the level below, voting. A game may set it by level and player count (``BY_LEVEL``, a mapping)."""


class _Clock:
    """A search's time cap (``seconds`` from ``began``, ``None``: none): whether one more iteration fits if it takes
    as long as the longest so far (``tick`` after each)."""

    def __init__(self, began: float, seconds: float | None):
        self.end = None if seconds is None else began + seconds
        self.longest, self.now = 0.0, time.perf_counter()

    def fits(self) -> bool:
        return self.end is None or self.now + self.longest <= self.end

    def tick(self) -> None:
        finished = time.perf_counter()
        self.longest, self.now = max(self.longest, finished - self.now), finished


class Node:
    """A decision in the tree: the action that led here, the seat that chose it, and its statistics."""

    __slots__ = ("available", "children", "reward", "seat", "visits")

    def __init__(self, seat: int | None):
        self.seat = seat
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.available = 1
        self.reward = 0.0

    def score(self, exploration: float) -> float:
        return self.reward / self.visits + exploration * math.sqrt(math.log(self.available) / self.visits)


class Ismcts:
    """Search for ``iterations``, or a ``level``'s iterations for the game and player count (``levels.iterations``),
    or ``seconds`` (any of them given: the first reached). ``started``: the clock (``time.perf_counter``) the time
    budget counts from, when the move's request began before ``choose`` (default: ``choose``'s start)."""

    def __init__(self, seed: int, seconds: float | None = 0.5, iterations: int | None = None,
                 exploration: float = EXPLORATION, epsilon: float | None = EPSILON, prior: int = PRIOR_VISITS,
                 level: str | None = None, started: float | None = None, playout_moves: int | None = PLAYOUT_MOVES,
                 whole_turns: bool = False):
        if seconds is None and iterations is None and level is None:
            raise ValueError("give the search a time, an iteration budget or a level")
        self.gen = _rng.seed_state(seed)
        self.seconds = seconds
        self.iterations = iterations
        self.level = level
        self.started = started
        self.playout_moves = playout_moves
        self.exploration = exploration
        self.epsilon = epsilon
        self.prior = prior
        self.seeded = prior
        self.last_iterations = 0
        self.whole_turns = whole_turns
        self.whole_turn = False
        self.scale: float | None = None
        self.lap = False
        self.laps = 1
        self.leader = False
        self.moves = playout_moves
        self.chance = epsilon
        self.halving: int | None = ROOT_HALVING
        self.ensemble = ROOT_ENSEMBLE
        self.evaluate: Evaluation | None = None
        self.policy: Callable[[Any, int], Action | None] | None = None

    def choose(self, info: Information) -> Action:
        if len(info.legal) == 1:
            return info.legal[0]
        began = time.perf_counter() if self.started is None else self.started
        budget = self.iterations
        if budget is None and self.level is not None:
            budget = level_iterations(self.level, info.game.name, info.players, info.options)
        root, moves = self._root(info)
        clock = _Clock(began, self.seconds)
        self.last_iterations = 0
        trees = min(self.ensemble, budget) if budget else 1  # each tree at least an iteration
        votes: dict[Action, int] = {}
        for tree in range(trees):
            if tree:
                if not clock.fits():  # the time is up: the trees grown vote
                    break
                root, moves = self._root(info)
            end = None if budget is None else budget * (tree + 1) // trees
            if end and self.halving and self.seeded:   # a budget of 0: the root alone, no iteration
                chosen = self._halve(info, root, moves, end - self.last_iterations, clock)
                votes[chosen] = votes.get(chosen, 0) + 1  # a halving tree votes for the move it keeps
                continue
            while (end is None or self.last_iterations < end) and clock.fits():
                self._once(info, root, clock)
            for action, child in root.children.items():
                if action in moves:
                    votes[action] = votes.get(action, 0) + child.visits
        return max(votes, key=votes.__getitem__, default=info.legal[0])

    def _once(self, info: Information, root: Node, clock: _Clock, forced: Action | None = None) -> None:
        """One iteration on a state sampled afresh (``forced``: its move at the root), counted and timed."""
        self.gen, seed = _rng.next64(self.gen)
        self._iterate(info.game, root, info.sample(seed), forced)
        self.last_iterations += 1
        clock.tick()

    def _halve(self, info: Information, root: Node, moves: set[Action], budget: int, clock: _Clock) -> Action:
        """Sequential halving at the root (``ROOT_HALVING``): the best moves by the prior, each round's share of
        ``budget`` (the last round: what is left of it) spread over the moves left in turn, the better first and at
        least once each, then the better half kept by mean reward; the move is the best left (when the time cap stops
        it early, the best of the moves then left)."""
        def mean(action: Action) -> float:
            child = root.children[action]
            return child.reward / child.visits

        left = sorted((a for a in root.children if a in moves), key=mean, reverse=True)[:self.halving]
        rounds = max(1, math.ceil(math.log2(len(left)))) if left else 1
        end = self.last_iterations + budget
        while len(left) > 1:
            share = end - self.last_iterations if len(left) <= 2 else budget // rounds
            for turn in range(max(share, len(left))):
                if not clock.fits():
                    return max(left, key=mean)
                self._once(info, root, clock, left[turn % len(left)])
            left = sorted(left, key=mean, reverse=True)[:math.ceil(len(left) / 2)]
        return left[0] if left else info.legal[0]

    def _root(self, info: Information) -> tuple[Node, set[Action]]:
        """The root, each legal move seeded with the evaluation right after it on one sampled state (``prior``),
        or, for a game whose turn is several decisions (``ROOT_TURN`` of ``games/<game>/bot.py``), after it and
        the rest of the seat's turn by easy's policy (``base.finish_turn``; with ``whole_turns`` each iteration plays
        it so too: ``_step``); and the moves the search may answer: a free action only when it raises that
        (``base.worth_playing``; after a turn finished, against the best turn without it, ``base.best_turn``).
        A game may keep its iterations to single decisions with ``WHOLE_TURNS = False`` in its ``bot.py`` (default
        True): the prior still weighs whole turns."""
        root = Node(None)
        self.gen, seed = _rng.next64(self.gen)
        game, seat, state = info.game, info.seat, info.sample(seed)

        def setting(name: str, default: Any) -> Any:
            """The game's setting for this level and the game's options (``BY_LEVEL``, ``BY_OPTION``); one given by
            player count (a mapping), the one for this count (a count it lacks: ``default``)."""
            value = hook(game, name, default, self.level, info.options)
            return value.get(info.players, default) if isinstance(value, dict) else value

        turn = setting("ROOT_TURN", False)
        self.evaluate = evaluation(game, self.level, info.options)
        self.whole_turn = turn and self.whole_turns and setting("WHOLE_TURNS", True)
        self.scale = anchor(game, state, self.evaluate) if setting("ANCHORED_SCALE", False) else None
        self.lap = setting("PLAYOUT_LAP", False)
        self.laps = setting("PLAYOUT_LAPS", 1)
        self.leader = setting("LEADER_REWARD", False)
        self.moves = setting("PLAYOUT_MOVES", self.playout_moves)
        self.chance = setting("PLAYOUT_EPSILON", self.epsilon)
        self.policy = setting("PLAYOUT_POLICY", None)
        self.halving = setting("ROOT_HALVING", ROOT_HALVING)
        self.seeded = setting("PRIOR_VISITS", self.prior)
        self.ensemble = setting("ROOT_ENSEMBLE", ROOT_ENSEMBLE)
        after = [game.step(state, action) for action in info.legal]
        if turn:
            values = [self._rewards(game, finish_turn(game, s, seat, self.evaluate, action))[seat]
                      for s, action in zip(after, info.legal)]
            now = best_turn(game, info.legal, values)
        else:
            values = [self._rewards(game, s)[seat] for s in after]
            now = self._rewards(game, state)[seat]
        keep = worth_playing(game, now, info.legal, values)
        for action, value, kept in zip(info.legal, values, keep):
            if self.seeded:
                child = root.children[action] = Node(info.seat)
                child.visits = self.seeded
                child.reward = self.seeded * value if kept else 0.0
        return root, {a for a, kept in zip(info.legal, keep) if kept}

    def _iterate(self, game: Game[Any], root: Node, state: State, forced: Action | None = None) -> None:
        """One iteration on the sampled ``state``; ``forced``: the root's move (``_halve``), not chosen by UCB1."""
        path = [root]
        node = root
        while (seat := game.actor(state)) is not None:
            if forced is not None and node is root:
                node = root.children[forced]
                path.append(node)
                state = self._step(game, state, forced, seat, True)
                continue
            legal = game.legal_actions(state)
            untried = [a for a in legal if a not in node.children]
            if untried:
                self.gen, i = _rng.below(self.gen, len(untried))
                child = node.children[untried[i]] = Node(seat)
                path.append(child)
                state = self._step(game, state, untried[i], seat, node is root)
                break
            options = [node.children[a] for a in legal]
            for option in options:
                option.available += 1
            best = max(range(len(options)), key=lambda k: options[k].score(self.exploration))
            state = self._step(game, state, legal[best], seat, node is root)
            node = options[best]
            path.append(node)
        result = self._rewards(game, state if self.epsilon is None else self._playout(game, state))
        for visited in path:
            visited.visits += 1
            if visited.seat is not None:
                visited.reward += result[visited.seat]

    def _step(self, game: Game[Any], state: State, action: Action, seat: int, at_root: bool) -> State:
        """``action`` played by ``seat``; at the root, for a game whose root moves are whole turns (``ROOT_TURN``)
        and a search by ``whole_turns``, the rest of the seat's turn too, by easy's policy (``base.finish_turn``), as
        the root's prior weighed it."""
        after = game.step(state, action)
        return finish_turn(game, after, seat, self.evaluate, action) if at_root and self.whole_turn else after

    def _rewards(self, game: Game[Any], state: State) -> list[float]:
        """``base.rewards`` as this search weighs them (its level's evaluation, its scale and reward)."""
        return rewards(game, state, self.scale, self.leader, self.evaluate)

    def _playout(self, game: Game[Any], state: State) -> State:
        """Decisions until every seat has decided once and the last one's turn is over (``_playout_step``); with
        ``PLAYOUT_LAP`` (``games/<game>/bot.py``), until a seat that decided in the playout decides again after
        another: one lap of the seats still playing, where a seat that has passed for the round would otherwise be
        waited for until the next round; ``PLAYOUT_LAPS`` (default 1) such laps, a longer horizon (``PLAYOUT_CAP``
        decisions at most). Each setting a game gives may be a mapping by player count (``_root``)."""
        players = len(game.player_names(state))
        decided: set[int] = set()
        last = None
        laps = 0
        for _ in range(PLAYOUT_CAP):
            seat = game.actor(state)
            if seat is not None and seat != last and (seat in decided if self.lap else len(decided) == players):
                laps += 1
                decided = set()
            if seat is None or laps == self.laps:
                break
            state = self._playout_step(game, state, seat)
            decided.add(seat)
            last = seat
        return state

    def _playout_step(self, game: Game[Any], state: State, seat: int) -> State:
        """Easy's policy, epsilon-greedy: with chance ``epsilon`` a move at random, otherwise the one that leaves
        the seat's own evaluation highest (the first of equals) among ``playout_moves`` drawn; a game may set both
        in its ``bot.py`` (``PLAYOUT_EPSILON``, ``PLAYOUT_MOVES``: ``None``, every legal move, easy's own policy); a
        game's ``PLAYOUT_POLICY(state, seat)`` may name the move instead (``None``: the drawn moves weighed)."""
        legal = game.legal_actions(state)
        self.gen, draw = _rng.below(self.gen, 1 << 20)
        if len(legal) == 1 or draw < (self.chance or 0.0) * (1 << 20):
            self.gen, i = _rng.below(self.gen, len(legal))
            return game.step(state, legal[i])
        if self.policy is not None and (move := self.policy(state, seat)) is not None:
            return game.step(state, move)
        if self.moves and len(legal) > self.moves:
            legal = list(legal)
            self.gen = _rng.shuffle(self.gen, legal)
            legal = legal[:self.moves]
        evaluate = self.evaluate or evaluation(game)
        return max((game.step(state, action) for action in legal), key=lambda after: evaluate(after, seat))
