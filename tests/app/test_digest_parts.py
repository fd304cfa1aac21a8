"""The changed places read by parts (issue 16: a click reads, compares and marks only the parts of a board that
changed) are those read from the whole markup: ``digest.parts`` holds the elements ``digest.elements`` reads, and
``changed_parts``, ``carry_parts`` and ``mark_parts`` mark the same elements as ``changed_places``, ``carry_over``
and ``mark_changed``, on boards of random clicks of every game (with a digest after a pass), whether a board is read
by itself or like the one before it, and whether ``carry_parts`` splits the boards where the one shown took parts of
the one without moves as they were or, where that would carry a flag elsewhere, aligns them as a whole."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from sobremesa.app import digest
from sobremesa.app.table import Table
from sobremesa.core.i18n import ENGLISH, text
from sobremesa.games import get
from sobremesa.render import compose

GAMES = (("santamaria", 4), ("salamanca", 5), ("calimala", 5), ("salamandra", 4))
CLICKS = 15


def flat(parts: list[digest.Part]) -> list[digest.Element]:
    """The parts' elements as ``digest.elements`` gives them: starts in the markup, parents by index in it."""
    found: list[digest.Element] = []
    frames = [-1]  # the index of each open frame's element
    start = 0
    for part in parts:
        base = len(found)
        found.extend(digest.Element(start + e.start, start + e.end, e.key, e.place,
                                    frames[-1] if e.parent < 0 else base + e.parent) for e in part.elements)
        if part.frame == 1:
            frames.append(base)
        elif part.frame == -1 and len(frames) > 1:
            frames.pop()
        start += len(part.markup)
    return found


def flags_of(parts: list[digest.Part], flags: digest.PartFlags) -> list[bool]:
    return [f for part, found in zip(parts, flags) for f in (found or [False] * len(part.elements))]


def boards(game: str, players: int, seed: int) -> list[tuple[str, str, str]]:
    """(board before, board now, both without moves; the board shown) of ``CLICKS`` random clicks."""
    rng = random.Random(seed)
    table = Table.new(game, [f"P{i}" for i in range(players)], [], get(game).option_combinations(players)[-1], seed,
                      "test")
    found: list[tuple[str, str, str]] = []
    while len(found) < CLICKS and not table.over:
        if table.needs_pass():
            table.confirm_pass()
        else:
            table.act(rng.choice(table.legal()))
        if table.needs_pass():
            continue
        seat, now = table.seat(), len(table.session.record.actions)
        mine = digest.last_turn(table.session, seat) if table.since_last and seat is not None else None
        start = now - 1 if not table.since_last else 0 if mine is None else mine + 1
        board = compose(game, table.game.view(table.state, seat), table.legal(),
                        lambda action: text(table.describe(action), ENGLISH), table.tokens, table.ui,
                        table.game.outcome(table.state))["board"]
        found.append((digest.plain_board(table.session, start, seat, table.tokens, table.ui),
                      digest.plain_board(table.session, now, seat, table.tokens, table.ui), board))
    return found


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_parts_mark_what_the_whole_board_marks(game: str, players: int, monkeypatch: pytest.MonkeyPatch) -> None:
    marked = 0
    regions = digest._regions
    carried_by: Counter[bool] = Counter()  # carry_parts' regions: split where parts were taken as they were, or not

    def counted(old: list[digest.Part], new: list[digest.Part], by_place: bool, anchored: bool = False) -> Any:
        carried_by[anchored] += not by_place
        return regions(old, new, by_place, anchored)

    monkeypatch.setattr(digest, "_regions", counted)
    for before, now, shown in boards(game, players, 3):
        old, new, seen = digest.elements(before), digest.elements(now), digest.elements(shown)
        old_parts, new_parts = digest.parts(before), digest.parts(now, digest.parts(before))
        shown_parts = digest.parts(shown, new_parts)
        for markup, parts, whole in ((before, old_parts, old), (now, new_parts, new), (shown, shown_parts, seen)):
            assert "".join(p.markup for p in parts) == markup
            assert flat(parts) == whole
        assert flat(digest.parts(shown)) == seen  # read by itself as like another
        flags = digest.changed_places(old, new)
        part_flags = digest.changed_parts(old_parts, new_parts)
        assert flags_of(new_parts, part_flags) == flags
        carried = digest.carry_over(new, flags, seen)
        every = [False] * len(seen)  # the flags carried by every block, not only those of the flagged keys
        for a, b, size in digest._matching([e.key for e in new], [e.key for e in seen]):
            every[b:b + size] = flags[a:a + size]
        assert carried == every
        part_carried = digest.carry_parts(new_parts, part_flags, shown_parts)
        assert flags_of(shown_parts, part_carried) == carried
        assert digest.mark_parts(shown_parts, part_carried) == digest.mark_changed(shown, seen, carried)
        marked += any(carried)
    assert marked  # the boards compared had changed places to mark
    # the split held at most clicks; Santa Maria draws a colony's targets after its spaces: aligned as a whole
    assert carried_by[True] > 2 * carried_by[False] and (game != "santamaria" or carried_by[False])
