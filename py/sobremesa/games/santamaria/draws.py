"""Everything left to chance: rolling dice, and drawing from the face-down stacks and the box.

Each function takes the generator state (``SantaMariaState.rng``, see ``core.rng``) and returns
its next state with the result. A face-down stack is drawn from at random when a component is
revealed, which gives the odds of a shuffled stack without storing an order (RULES-NOTES 26).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

from ...core import rng
from .data import SIZE

T = TypeVar("T")


def roll(r: int, count: int) -> tuple[int, list[int]]:
    """``count`` dice, sorted."""
    values = []
    for _ in range(count):
        r, v = rng.below(r, SIZE)
        values.append(v + 1)
    return r, sorted(values)


def draw(r: int, pool: list[T], count: int) -> tuple[int, list[T]]:
    """Up to ``count`` items drawn at random from ``pool`` (removed from it), in the order drawn."""
    out = []
    for _ in range(min(count, len(pool))):
        r, i = rng.below(r, len(pool))
        out.append(pool.pop(i))
    return r, out


def deal_display(r: int, stacks: dict[str, list[str]], counts: Mapping[str, int]) -> tuple[int, list[str]]:
    """A new display (§2.4, §5.2): so many expansion tiles of each shape (``Rules.display``) from its
    stack, sorted."""
    display = []
    for shape, count in counts.items():
        r, tiles = draw(r, stacks[shape], count)
        display += tiles
    return r, sorted(display)
