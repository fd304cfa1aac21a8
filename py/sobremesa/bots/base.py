"""What a bot is given and what it answers (issue 12: fair by construction).

``Information`` is all a seat may know when it decides: its legal actions, and complete states
sampled from its information set (``Game.determinize``: what it may not see re-dealt, a fresh
generator). It holds the seat's observed state (``Game.observe``: the hidden parts in a fixed order, no
generator), never the real one; ``tests/bots/test_fairness.py`` checks that two
states that differ only in what the seat cannot see give its bot the same move.
"""

from __future__ import annotations

import functools
import importlib
import math
from collections.abc import Callable, Mapping
from types import ModuleType
from typing import Any, Protocol

from ..core.game import Action, Game, S
from ..core.state import State
from ..games import MODULES

Evaluation = Callable[[Any, int], float]


class Information:
    """What ``seat`` knows of a game when it is to decide: its legal actions and its information set.

    It keeps only ``Game.observe(state, seat)``, never the state it was made from: every state that differs
    only in what the seat may not see gives the same one."""

    __slots__ = ("_known", "game", "legal", "seat")

    def __init__(self, game: Game[Any], state: State, seat: int):
        if game.actor(state) != seat:
            raise ValueError(f"seat {seat} is not the one to decide")
        self.game = game
        self.seat = seat
        self._known = game.observe(state, seat)
        self.legal = game.legal_actions(self._known)

    @classmethod
    def to_move(cls, game: Game[Any], state: State) -> Information:
        """What the seat to decide (``Game.actor``) knows; a finished game has no such seat."""
        seat = game.actor(state)
        if seat is None:
            raise ValueError("no seat is to decide: the game is over")
        return cls(game, state, seat)

    @property
    def players(self) -> int:
        """The number of players."""
        return len(self.game.player_names(self._known))

    @property
    def options(self) -> Mapping[str, Any]:
        """The game's options (every game's state keeps them, public to every seat)."""
        options: Mapping[str, Any] = getattr(self._known, "options", {})
        return options

    def view(self) -> dict[str, Any]:
        """The seat's view of the game (``Game.view``)."""
        return self.game.view(self._known, self.seat)

    def sample(self, seed: int) -> State:
        """A complete state this seat cannot tell from the real one (``Game.determinize``)."""
        return self.game.determinize(self._known, self.seat, seed)


class Bot(Protocol):
    def choose(self, info: Information) -> Action:
        """One of ``info.legal``."""
        ...


@functools.cache
def _bot_module(name: str) -> ModuleType:
    """``games/<game>/bot.py``, looked up once (the search asks for its settings at every root and turn)."""
    return importlib.import_module(MODULES[name] + ".bot")


def evaluation(game: Game[Any], level: str | None = None, options: Mapping[str, Any] | None = None) -> Evaluation:
    """The game's ``evaluate(state, seat)`` (``games/<game>/bot.py``): the score so far plus a little of
    what will score; a search ``level`` may be given its own (``BY_LEVEL``, ``BY_OPTION`` with the game's
    ``options``: ``hook``)."""
    evaluate: Evaluation = hook(game, "evaluate", None, level, options)
    return evaluate


def hook(game: Game[Any], name: str, default: Any, level: str | None = None,
         options: Mapping[str, Any] | None = None) -> Any:
    """A setting of the game's bots in ``games/<game>/bot.py`` (``FREE_ACTIONS``, ``ROOT_TURN``), or ``default``;
    for a search ``level``, the one its ``BY_LEVEL`` (a mapping of level to settings, e.g. ``{"medium":
    {"ROOT_HALVING": None}}``) gives it instead, where it does; and in a game played with ``options``, the one its
    ``BY_OPTION`` (option -> level -> settings) gives that level for an option that is on, before those."""
    module = _bot_module(game.name)
    for option, by_level in getattr(module, "BY_OPTION", {}).items():
        overrides = by_level.get(level, {}) if (options or {}).get(option) else {}
        if name in overrides:
            return overrides[name]
    overrides = getattr(module, "BY_LEVEL", {}).get(level, {})
    return overrides[name] if name in overrides else getattr(module, name, default)


def worth_playing(game: Game[Any], now: float, moves: list[Action], values: list[float]) -> list[bool]:
    """Which of ``moves`` (each with the reward it leaves its seat, against ``now``, the reward before it) a bot
    considers: all but a free action (``FREE_ACTIONS`` of ``games/<game>/bot.py``: one that leaves the turn with
    the seat, such as Santa Maria's market) that does not raise the reward. Without it a bot could buy and sell
    back for ever when nothing else is better. All of them when none would be left."""
    free = hook(game, "FREE_ACTIONS", ())
    keep = [not (move[0] in free and value <= now) for move, value in zip(moves, values)]
    return keep if any(keep) else [True] * len(moves)


def best_turn(game: Game[Any], moves: list[Action], values: list[float]) -> float:
    """The best of ``values`` (each move's reward once its seat's turn is over, ``finish_turn``) among the moves
    that are not free actions: a free action is worth playing first only when it raises that
    (``worth_playing``: the reward before it would not do, a turn finished scores more than a turn begun)."""
    free = hook(game, "FREE_ACTIONS", ())
    return max((v for move, v in zip(moves, values) if move[0] not in free), default=-1.0)


def greedy(game: Game[Any], state: State, seat: int) -> tuple[list[Action], list[float], list[bool]]:
    """Easy's step: the legal moves, the reward each leaves ``seat``, and which of them it considers
    (``worth_playing``)."""
    moves = game.legal_actions(state)
    values = [rewards(game, game.step(state, move))[seat] for move in moves]
    return moves, values, worth_playing(game, rewards(game, state)[seat], moves, values)


TURN_CAP = 12
"""The most choices ``finish_turn`` makes (a Santa Maria turn: a market trade or two, the main action, its
activations' choices and a tile to place), the move that began the turn one of them unless it is a free action;
a decision left with one move is no choice. So every root move's turn, cut at the cap, stops at the same choice:
counted by decisions, a turn begun by a free action that changed nothing (an offer made and withdrawn, a cacao
bought and sold back) stopped one or two decisions sooner, where the seat could stand higher, and medium, the Mayan
City playing on alone in the third year, offered and withdrew for ever, then bought and sold back for ever (Santa
Maria, ``arena`` at 2 players with every American Kingdoms module, seed 53, hard's governor steps then at 2.4)."""
TURN_STEPS = 4 * TURN_CAP
"""The most decisions ``finish_turn`` takes, forced ones too."""


def finish_turn(game: Game[S], state: S, seat: int, evaluate: Evaluation | None = None,
                played: Action | None = None) -> S:
    """``state`` once ``seat`` has finished its turn by easy's policy without the free actions: each decision the
    move best for it by the reward (the first of equals), until another seat decides or the game is over (at most
    ``TURN_CAP`` choices, ``played`` one of them unless it is a free action). A free action (``FREE_ACTIONS``) is
    weighed at the root only, against the best turn without it (``best_turn``): one played in the rest of a turn
    would be credited to the move before it, and a bot that trades again at its next decision could trade for ever
    (hard did, Santa Maria seed 11). ``played``: the move that began the turn; ``evaluate``: a search level's own
    evaluation (``evaluation``)."""
    free = hook(game, "FREE_ACTIONS", ())
    choices = TURN_CAP - (played is not None and played[0] not in free)
    for _ in range(TURN_STEPS):
        if choices <= 0 or game.actor(state) != seat:
            break
        legal = game.legal_actions(state)
        moves = [move for move in legal if move[0] not in free] or legal
        if len(moves) == 1:
            state = game.step(state, moves[0])
            continue
        choices -= 1
        after = [game.step(state, move) for move in moves]
        state = max(after, key=lambda s: rewards(game, s, evaluate=evaluate)[seat])
    return state


def rewards(game: Game[Any], state: State, scale: float | None = None, leader: bool = False,
            evaluate: Evaluation | None = None) -> list[float]:
    """How good ``state`` is for each seat, in [0, 1]: a finished game by its outcome (a shared win
    shared), otherwise each seat's evaluation against each other's, its lead on a logistic curve relative to
    their size (``_edge``, so that the search needs no scale per game), or to ``scale`` (``anchor``); the mean of its
    leads over each other seat, or with ``leader`` its lead over the best of them (only the richest wins). One seat
    alone: its evaluation squashed into [0, 1]. ``evaluate``: the evaluation (default the game's, ``evaluation``)."""
    players = len(game.player_names(state))
    outcome = game.outcome(state)
    if outcome is not None:
        if players == 1:
            return [1.0 if outcome.won else 0.0]
        return [1.0 / len(outcome.winners) if p in outcome.winners else 0.0 for p in range(players)]
    evaluate = evaluate or evaluation(game)
    values = [evaluate(state, p) for p in range(players)]
    if players == 1:
        return [0.5 + 0.5 * values[0] / (abs(values[0]) + 10.0)]
    if leader:
        return [_edge(mine, max(v for q, v in enumerate(values) if q != p), scale) for p, mine in enumerate(values)]
    return [sum(_edge(mine, v, scale) for q, v in enumerate(values) if q != p) / (players - 1)
            for p, mine in enumerate(values)]


EDGE_SCALE = 0.05
"""A lead over another seat counts relative to the sizes of the two evaluations: ``EDGE_SCALE`` of their sum (and
at least 1) is a lead worth about three quarters of the reward, so that the search sees a point of difference."""


def anchor(game: Game[Any], state: State, evaluate: Evaluation | None = None) -> float:
    """One size for every lead of a search (``ANCHORED_SCALE`` of ``games/<game>/bot.py``): ``_edge``'s, taken from
    the seats' evaluations at its root. A lead measured against evaluations that grow as the game goes on shrinks:
    a playout scored a round after the root's prior (the evaluation right after a move) then pays a seat behind more
    than the prior did, and every iteration goes to the first move tried."""
    evaluate = evaluate or evaluation(game)
    values = [abs(evaluate(state, p)) for p in range(len(game.player_names(state)))]
    return 1.0 + EDGE_SCALE * 2.0 * sum(values) / len(values)


def _edge(mine: float, other: float, scale: float | None = None) -> float:
    """How sure a lead of ``mine`` over ``other`` is, in (0, 1): a logistic curve, 1/2 for a tie; the lead
    relative to ``scale``, or to the two evaluations' size."""
    size = 1.0 + EDGE_SCALE * (abs(mine) + abs(other)) if scale is None else scale
    return 1.0 / (1.0 + math.exp(-(mine - other) / size))
