"""The two bots that do not search: random, and greedy one step on the evaluation (level easy)."""

from __future__ import annotations

from ..core import rng as _rng
from ..core.game import Action
from .base import Information, best_turn, finish_turn, greedy, hook, rewards, worth_playing


class RandomBot:
    """Any legal action, uniformly (seeded)."""

    def __init__(self, seed: int):
        self.gen = _rng.seed_state(seed)

    def choose(self, info: Information) -> Action:
        self.gen, i = _rng.below(self.gen, len(info.legal))
        return info.legal[i]


class Greedy:
    """Level easy: each legal action played on one sampled state, the one that leaves the seat's
    evaluation highest against the others' (``base.rewards``), ties drawn at random, a free action only when it
    raises it (``base.worth_playing``); a single legal action is played at once. Where the game asks for it
    (``EASY_TURN``), the best few moves weighed again once the seat's turn is over (``weigh``)."""

    def __init__(self, seed: int):
        self.gen = _rng.seed_state(seed)

    def choose(self, info: Information) -> Action:
        if len(info.legal) == 1:
            return info.legal[0]
        self.gen, seed = _rng.next64(self.gen)
        moves, values, keep = self.weigh(info, seed)
        top = max(v for v, k in zip(values, keep) if k)
        best = [a for a, v, k in zip(moves, values, keep) if k and v == top]
        self.gen, i = _rng.below(self.gen, len(best))
        return best[i]

    @staticmethod
    def weigh(info: Information, seed: int) -> tuple[list[Action], list[float], list[bool]]:
        """Each legal move's reward on one sampled state (``base.greedy``); for a game whose turn is several
        decisions and whose easy weighs whole turns (``EASY_TURN`` of ``games/<game>/bot.py``: how many moves), only
        the best so many of them, each by the reward once the seat's turn is finished by the same policy
        (``base.finish_turn``; a free action against the best turn without it, ``base.best_turn``)."""
        game, seat = info.game, info.seat
        state = info.sample(seed)
        moves, values, keep = greedy(game, state, seat)
        turns = hook(game, "EASY_TURN", 0)
        if not turns:
            return moves, values, keep
        best = sorted(range(len(moves)), key=lambda i: (not keep[i], -values[i]))[:turns]
        moves = [moves[i] for i in best]
        values = [rewards(game, finish_turn(game, game.step(state, move), seat))[seat] for move in moves]
        return moves, values, worth_playing(game, best_turn(game, moves, values), moves, values)
