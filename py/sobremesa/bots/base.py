"""What a bot is given and what it answers (issue 12: fair by construction).

``Information`` is all a seat may know when it decides: its legal actions, and complete states
sampled from its information set (``Game.determinize``: what it may not see re-dealt, a fresh
generator). The real state stays private to it; ``tests/bots/test_fairness.py`` checks that two
states that differ only in what the seat cannot see give its bot the same move.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any, Protocol

from ..core.game import Action, Game
from ..core.state import State
from ..games import MODULES

Evaluation = Callable[[Any, int], float]


class Information:
    """What ``seat`` knows of a game when it is to decide: its legal actions and its information set."""

    __slots__ = ("_state", "game", "legal", "seat")

    def __init__(self, game: Game[Any], state: State, seat: int):
        if game.actor(state) != seat:
            raise ValueError(f"seat {seat} is not the one to decide")
        self.game = game
        self.seat = seat
        self.legal = game.legal_actions(state)
        self._state = state

    def sample(self, seed: int) -> State:
        """A complete state this seat cannot tell from the real one (``Game.determinize``)."""
        return self.game.determinize(self._state, self.seat, seed)


class Bot(Protocol):
    def choose(self, info: Information) -> Action:
        """One of ``info.legal``."""
        ...


_EVALUATIONS: dict[str, Evaluation] = {}


def evaluation(game: Game[Any]) -> Evaluation:
    """The game's ``evaluate(state, seat)`` (``games/<game>/bot.py``): the score so far plus a little of
    what will score."""
    if game.name not in _EVALUATIONS:
        _EVALUATIONS[game.name] = importlib.import_module(MODULES[game.name] + ".bot").evaluate
    return _EVALUATIONS[game.name]


def rewards(game: Game[Any], state: State) -> list[float]:
    """How good ``state`` is for each seat, in [0, 1]: a finished game by its outcome (a shared win
    shared), otherwise each seat's evaluation against the others', relative to their size (so that
    the search needs no scale per game). One seat alone: its evaluation squashed into [0, 1]."""
    players = len(game.player_names(state))
    outcome = game.outcome(state)
    if outcome is not None:
        if players == 1:
            return [1.0 if outcome.won else 0.0]
        return [1.0 / len(outcome.winners) if p in outcome.winners else 0.0 for p in range(players)]
    evaluate = evaluation(game)
    values = [evaluate(state, p) for p in range(players)]
    if players == 1:
        return [0.5 + 0.5 * values[0] / (abs(values[0]) + 10.0)]
    out = []
    for p, mine in enumerate(values):
        edge = sum((mine - v) / (abs(mine) + abs(v) + 1.0) for q, v in enumerate(values) if q != p)
        out.append(0.5 + 0.5 * edge / (players - 1))
    return out
