"""``digest._Matcher`` (issue 16: the alignment of two boards' keys found as text) finds the blocks
``difflib.SequenceMatcher(None, a, b, autojunk=False)`` finds: its longest match of every range (the longest, the
first in ``a``, then in ``b``) and its matching blocks, on random sequences of keys that repeat much or little, and
on sequences edited from one another as boards are between two clicks."""

from __future__ import annotations

import random
from difflib import SequenceMatcher

from sobremesa.app import digest


def pairs(rng: random.Random, count: int) -> list[tuple[list[int], list[int]]]:
    """``count`` pairs of key sequences: drawn from 2 to 200 keys, the second drawn afresh or edited from the first."""
    found = []
    for _ in range(count):
        keys = rng.choice([2, 3, 5, 20, 200])
        a = [rng.randrange(keys) * 7919 for _ in range(rng.randint(0, 40))]
        if rng.random() < 0.5:
            b = [rng.randrange(keys) * 7919 for _ in range(rng.randint(0, 40))]
        else:
            b = list(a)
            for _ in range(rng.randint(0, 6)):
                at = rng.randint(0, len(b))
                if rng.random() < 0.4 or not b:
                    b.insert(at, rng.randrange(keys) * 7919)
                elif rng.random() < 0.5:
                    del b[min(at, len(b) - 1)]
                else:
                    b[min(at, len(b) - 1)] = rng.randrange(keys) * 7919
        found.append((a, b))
    return found


def test_the_longest_match_of_every_range_is_difflibs() -> None:
    rng = random.Random(16)
    for a, b in pairs(rng, 2000):
        expected, matcher = SequenceMatcher(None, a, b, autojunk=False), digest._Matcher(a, b)
        for _ in range(5):
            alo, blo = rng.randint(0, len(a)), rng.randint(0, len(b))
            ahi, bhi = rng.randint(alo, len(a)), rng.randint(blo, len(b))
            assert matcher.find_longest_match(alo, ahi, blo, bhi) == tuple(expected.find_longest_match(alo, ahi, blo,
                                                                                                       bhi))


def test_the_matching_blocks_are_difflibs() -> None:
    for a, b in pairs(random.Random(17), 3000):
        expected = [tuple(block) for block in SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks()]
        assert digest._Matcher(a, b).matching_blocks() == expected[:-1]  # without difflib's closing (len, len, 0)


def test_the_steps_from_one_sequence_to_the_other_are_difflibs() -> None:
    """``digest._opcodes``, which aligns the panel's nodes (``digest.edits``) without importing difflib."""
    for a, b in pairs(random.Random(18), 3000):
        words = [[f"<li>{key}</li>" for key in keys] for keys in (a, b)]
        expected = SequenceMatcher(None, words[0], words[1], autojunk=False).get_opcodes()
        assert digest._opcodes(*words) == [tuple(step) for step in expected]
