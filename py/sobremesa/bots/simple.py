"""The two bots that do not search: random, and greedy one step on the evaluation (level easy)."""

from __future__ import annotations

from ..core import rng as _rng
from ..core.game import Action
from .base import Information, greedy


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
    raises it (``base.worth_playing``); a single legal action is played at once."""

    def __init__(self, seed: int):
        self.gen = _rng.seed_state(seed)

    def choose(self, info: Information) -> Action:
        if len(info.legal) == 1:
            return info.legal[0]
        self.gen, seed = _rng.next64(self.gen)
        moves, values, keep = greedy(info.game, info.sample(seed), info.seat)
        top = max(v for v, k in zip(values, keep) if k)
        best = [a for a, v, k in zip(moves, values, keep) if k and v == top]
        self.gen, i = _rng.below(self.gen, len(best))
        return best[i]
