"""Computer players for every seat of every game (issue 12).

A bot decides from what its seat may know: it receives an ``Information`` (the seat, its legal
actions, and states sampled from its information set by ``Game.determinize``), never the real
state. Levels: ``random``; ``easy``, greedy one step on the game's evaluation (``simple.Greedy``);
``medium`` and ``hard``, information-set Monte Carlo tree search (``ismcts.Ismcts``) for about 0.5 s
and 2 s a move, or for a number of iterations (reproducible with a seed).
"""

from __future__ import annotations

from .base import Bot, Information
from .ismcts import Ismcts
from .simple import Greedy, RandomBot

LEVELS = ("random", "easy", "medium", "hard")
SECONDS = {"medium": 0.5, "hard": 2.0}


def make_bot(level: str, seed: int, iterations: int | None = None) -> Bot:
    """The bot of ``level``; ``iterations`` gives the search a fixed budget instead of its time."""
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return Greedy(seed)
    if level in SECONDS:
        return Ismcts(seed, seconds=None if iterations else SECONDS[level], iterations=iterations)
    raise ValueError(f"No bot level {level!r}; choose one of {', '.join(LEVELS)}.")


__all__ = ["LEVELS", "SECONDS", "Bot", "Greedy", "Information", "Ismcts", "RandomBot", "make_bot"]
