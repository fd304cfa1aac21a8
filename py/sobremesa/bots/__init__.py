"""Computer players for every seat of every game (issue 12).

A bot decides from what its seat may know: it receives an ``Information`` (the seat, its legal
actions, and states sampled from its information set by ``Game.determinize``), never the real
state. Levels: ``random``; ``easy``, greedy one step on the game's evaluation (``simple.Greedy``);
``medium`` and ``hard``, information-set Monte Carlo tree search (``ismcts.Ismcts``) for a number of iterations
a move per game and player count sized to 0.5 s and 2 s in the browser (``levels``: the same in the arena and the
browser), reproducible with a seed; in the browser that time is also a cap.
"""

from __future__ import annotations

from .base import Bot, Information
from .ismcts import Ismcts
from .levels import SECONDS, WHOLE_TURNS
from .simple import Greedy, RandomBot

LEVELS = ("random", "easy", "medium", "hard")


def make_bot(level: str, seed: int, iterations: int | None = None, started: float | None = None) -> Bot:
    """The bot of ``level``. The search's budget: ``iterations`` a move when given, otherwise the level's for the
    game and player count (``levels.iterations``). ``started``: the browser's request began then
    (``time.perf_counter``): the level's time (``SECONDS``) counted from it is a cap as well."""
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return Greedy(seed)
    if level in SECONDS:
        return Ismcts(seed, seconds=None if started is None else SECONDS[level], iterations=iterations, level=level,
                      started=started, whole_turns=level in WHOLE_TURNS)
    raise ValueError(f"No bot level {level!r}; choose one of {', '.join(LEVELS)}.")


__all__ = ["LEVELS", "SECONDS", "Bot", "Greedy", "Information", "Ismcts", "RandomBot", "make_bot"]
