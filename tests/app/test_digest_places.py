"""The changed places are marked by identity (issue 13): in a 5-player Santa Maria game (the Mayan City, Modules C
and D), after one action only the places it touched are marked, also when the action inserts a line at the top of
the common board (an ambassador die's followers), which draws everything under it lower; and after a pass, only the
places the others touched since this seat's last turn.

What a place is, independently of ``app.digest``: a group of the board with a name in words (``aria-label``:
"Religion track 1; here: Ana, Cid", "row 4, column 2: sugar plantation on field: 1 sugar"). A place was touched when
its name is not among the names of the board before (Santa Maria's renderers name each place with what is on it).
"""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from sobremesa.app import digest
from sobremesa.app.table import Table

OPTIONS = {"american_kingdoms": True, "ambassadors": True, "mayan_city": True}
NAMES = ["Ana", "Ben", "Cid", "Dee", "Eve"]
_LABEL = re.compile(r'\saria-label="([^"]*)"')
_MARKED = re.compile(r'\sclass="[^"]*\bchanged\b')
_Y = re.compile(r'<rect x="8\.0" y="([\d.]+)" width="28\.2"')  # the first religion track space


def named_groups(markup: str) -> list[tuple[digest.Element, str | None, bool]]:
    """Every element of a board: (element, its name when it is a named group, whether it is marked)."""
    out = []
    for element in digest.elements(markup):
        tag = markup[element.start:element.end]
        label = _LABEL.search(tag)
        named = label[1] if label and tag.startswith("<g") else None
        out.append((element, named, bool(_MARKED.search(tag))))
    return out


def check_marks(table: Table, start: int) -> tuple[int, int]:
    """The places the actions from ``start`` touched are marked, and nothing in a place they did not touch;
    returns (marked, touched)."""
    session, seat = table.session, table.seat()
    now = len(session.record.actions)
    before = Counter(name for _, name, _ in named_groups(digest.plain_board(session, start, seat, table.tokens, {}))
                     if name)
    board = table.mark_changes(digest.plain_board(session, now, seat, table.tokens, {}))
    found = named_groups(board)
    # a name more often on the board now than before: that many of its places were touched (which ones of equal
    # names, as "a cacao storage tile, empty", is for the alignment to say)
    surplus = Counter(name for _, name, _ in found if name) - before
    covered = [False] * len(found)
    for index, (element, _, marked) in enumerate(found):
        covered[index] = (element.parent >= 0 and covered[element.parent]) or marked
        place = next((found[i][1] for i in _ancestors(found, index) if found[i][1] is not None), None)
        assert not marked or place is None or surplus[place] > 0, \
            f"marked in a place no action touched ({place}): {board[element.start:element.end][:120]}"
    for name, count in surplus.items():
        touched = sum(covered[i] for i, (_, named, _) in enumerate(found) if named == name)
        assert touched >= count, f"a place the actions touched is not marked: {name}"
    return sum(marked for _, _, marked in found), sum(surplus.values())


def _ancestors(found: list[tuple[digest.Element, str | None, bool]], index: int) -> list[int]:
    """The element and its ancestors, nearest first."""
    chain = []
    while index >= 0:
        chain.append(index)
        index = found[index][0].parent
    return chain


@pytest.mark.parametrize("numbers", [None, 300], ids=["kept", "forgotten"])
def test_after_one_action_only_the_places_it_touched_are_marked(numbers: int | None,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """``numbers``: how many numbers the comparison keeps (``digest._IDS_MAX``); 300 forgets them at every click or
    so, and the boards read before are read again."""
    if numbers is not None:
        monkeypatch.setattr(digest, "_IDS_MAX", numbers)
    forgotten = digest.forget_if_full()
    table = Table.new("santamaria", NAMES, [], OPTIONS, 5, "k")
    rng = random.Random(5)
    checked = ambassadors = 0
    for _ in range(40):
        if table.needs_pass():
            table.confirm_pass()
            table.dismiss_digest()
        legal = table.legal()
        action = next((a for a in legal if a[0] == "ambassador"), rng.choice(legal))
        start = len(table.session.record.actions)
        table.act(action)
        if table.needs_pass():
            table.confirm_pass()
            table.dismiss_digest()
        marked, touched = check_marks(table, start)
        assert marked <= max(touched, 1) + 4  # a few changed texts besides the named places
        checked += 1
        if action[0] == "ambassador":
            ambassadors += 1
            session, seat = table.session, table.seat()
            ys = [_Y.search(digest.plain_board(session, i, seat, table.tokens, {})) for i in (start, start + 1)]
            assert ys[0] and ys[1] and ys[0][1] != ys[1][1], "the followers' line draws the board under it lower"
            assert 1 <= marked <= 12
    assert checked == 40 and ambassadors >= 1
    assert numbers is None or digest.forget_if_full() - forgotten >= 20


def test_the_numbers_compared_are_exact_and_never_given_twice(monkeypatch: pytest.MonkeyPatch) -> None:
    """What the boards' comparison keys on (``digest._id``): one number per value, equal for equal values (not a
    hash, which collides: 32 bits inside Pyodide), and, once forgotten, a value gets a number never given before."""
    values = [("g", f'fill="#{i:06x}"', "") for i in range(5000)]
    numbers = [digest._id(v) for v in values]
    assert len(set(numbers)) == len(values) and numbers == [digest._id(v) for v in values]
    monkeypatch.setattr(digest, "_IDS_MAX", 1)
    generation = digest.forget_if_full()
    assert digest.forget_if_full() == generation  # none given since
    assert not set(numbers) & {digest._id(v) for v in values}
    assert digest.forget_if_full() == generation + 1


def test_after_a_pass_only_the_places_the_others_touched_are_marked() -> None:
    table = Table.new("santamaria", NAMES, [], OPTIONS, 5, "k")
    rng = random.Random(5)
    passes = 0
    for _ in range(30):
        if table.needs_pass():
            table.confirm_pass()
            seat = table.seat()
            assert seat is not None
            if table.screen()["digest"]:
                last = digest.last_turn(table.session, seat)
                marked, touched = check_marks(table, 0 if last is None else last + 1)
                assert marked <= touched + 4
                passes += marked > 0
            table.dismiss_digest()
        legal = table.legal()
        table.act(next((a for a in legal if a[0] == "ambassador"), rng.choice(legal)))
    assert passes >= 5
