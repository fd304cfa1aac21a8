"""Seeded randomness kept inside the state as one integer.

SplitMix64 is pure integer arithmetic, so a seed gives the same draws on CPython 3.11
and on Pyodide's 3.14 (``random.Random`` makes no such promise across versions).
The state stores only the integer; every draw returns the next integer.
"""

_MASK = (1 << 64) - 1


def seed_state(seed: int) -> int:
    """The generator state for a user-facing seed (any int)."""
    return (seed * 0x9E3779B97F4A7C15 + 0x2545F4914F6CDD1D) & _MASK


def next64(state: int) -> tuple[int, int]:
    """(new state, 64 random bits)."""
    state = (state + 0x9E3779B97F4A7C15) & _MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """(new state, an unbiased integer in [0, n))."""
    if n <= 0:
        raise ValueError("below() needs n > 0")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, r = next64(state)
        if r < limit:
            return state, r % n


def shuffle(state: int, items: list) -> int:
    """Fisher-Yates shuffle of ``items`` in place; returns the new state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state
