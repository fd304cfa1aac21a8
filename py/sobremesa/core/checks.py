"""Invariants every game checks the same way (``Game.invariants``: after every action in the property tests, and on
every loaded position)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from .i18n import Message


def conserved(found: Iterable[str], expected: Iterable[str], what: Message) -> list[str]:
    """[] when ``found`` holds exactly the components ``expected`` (component codes; a mapping counts its keys), else
    one problem: the family ``what`` (in the game's words) and the codes extra and missing."""
    have, want = Counter(list(found)), Counter(list(expected))
    if have == want:
        return []
    return [Message("core.check.conserved", what=what, extra=str(sorted((have - want).elements())),
                    missing=str(sorted((want - have).elements())))]
