"""The words a target shows read as words (issue 13): the texts of its drawing never run together ("gem mine1 gem4",
"WoodWood") and its accessible name holds them in order (WCAG 2.5.3 Label in Name, as axe-core reads it: the text
nodes of the element joined with nothing between them, its ``<title>`` left out, parentheticals of the name left
out), as a sentence that a screen reader reads first, never the shown words glued before it ("Pray: Player 1 pays
1 coin to activate the church ..." reads "Player 1 pays 1 coin to activate the church on row 2, column 3 — “Pray”.").
Seeded random games of each game and each allowed combination of its options, about 8 screens of the seat deciding in
each (fewer with a small ``SOBREMESA_PROPERTY_GAMES``: one per 125 games, at least 3). All four games: Salamandra's
grove reads "1 scroll 2 VP", Salamanca's display field "a 3" with the number in its name."""

from __future__ import annotations

import functools
import xml.etree.ElementTree as ET
from typing import Any

import pytest

from sobremesa.core.fuzz import configurations, play_random
from sobremesa.games import get
from sobremesa.render import compose, named, tokens_for

GAMES = ("santamaria", "calimala", "salamanca", "salamandra")
CASES = [(name, n, options) for name in GAMES for n, options in configurations(get(name), every_option=True)]


def read(element: ET.Element) -> list[str]:
    """The text nodes of an element as axe-core reads them, in order: its own text, each child's (a ``<title>``
    left out, it is hover text), and the text between the children."""
    parts = [element.text or ""]
    for child in element:
        if not child.tag.endswith("title"):
            parts += read(child)
        parts.append(child.tail or "")
    return parts


def words_first(label: str, shown: str) -> bool:
    """Whether a name is the shown words, a colon, and then a sentence that does not say them."""
    head, colon, rest = label.partition(": ")
    return bool(colon) and " ".join(head.split()) == shown and named(rest, shown) != rest


def problems(board: str) -> list[str]:
    """Targets whose texts run together, targets whose name does not hold the words they show, and targets whose name
    is the words they show glued before a sentence that does not say them ("gem mine 1 gem: Player 1 ...")."""
    found = []
    for element in ET.fromstring(board).iter():
        if element.get("role") != "button":
            continue
        parts = read(element)
        as_read, as_words = "".join(parts).split(), " ".join(parts).split()
        label = element.get("aria-label") or ""
        if as_read != as_words:
            found.append(f"run together: {' '.join(as_read)!r} ({label})")
        elif as_read and named(label, " ".join(as_read)) != label:
            found.append(f"not in its name: {' '.join(as_read)!r} ({label})")
        elif as_read and words_first(label, " ".join(as_read)):
            found.append(f"words first: {' '.join(as_read)!r} ({label})")
    return found


@pytest.mark.parametrize(("name", "players", "options"), CASES,
                         ids=[f"{c[0]}-{c[1]}-{'+'.join(k for k, v in sorted((c[2] or {}).items()) if v)}"
                              for c in CASES])
def test_a_target_s_shown_words_are_words_and_in_its_name(name: str, players: int, options: dict[str, Any] | None,
                                                          property_games: int) -> None:
    game = get(name)
    session = play_random(game, players, 1, check=False, options=options)
    found: dict[str, str] = {}
    screens = 0
    for state in session.states[::max(1, len(session.states) // min(8, max(3, property_games // 125)))]:
        seat = game.actor(state)
        if seat is None:
            continue
        parts = compose(name, game.view(state, seat), game.legal_actions(state),
                        functools.partial(game.describe, state, seat=seat), tokens_for(None, players), {})
        screens += 1
        for problem in problems(parts["board"]):
            found.setdefault(problem.split(" (")[0], problem)
    assert screens >= 2
    assert found == {}


def test_the_check_finds_texts_run_together_and_words_missing_from_the_name() -> None:
    glued = ('<svg><g role="button" aria-label="gem mine1 gem: stops"><title>x</title><text>gem mine</text>'
             '<text>1 gem</text></g></svg>')
    spaced = ('<svg><g role="button" aria-label="Stops the die on the gem mine, 1 gem."><text>gem mine</text> '
              '<text>1 gem</text></g></svg>')
    missing = '<svg><g role="button" aria-label="Stops the die."><text>gem mine</text></g></svg>'
    first = '<svg><g role="button" aria-label="gem mine: Stops the die."><text>gem mine</text></g></svg>'
    after = '<svg><g role="button" aria-label="Stops the die — “gem mine”."><text>gem mine</text></g></svg>'
    assert [p.split(":")[0] for p in problems(glued)] == ["run together"]
    assert problems(spaced) == [] and problems(after) == []
    assert [p.split(":")[0] for p in problems(missing)] == ["not in its name"]
    assert [p.split(":")[0] for p in problems(first)] == ["words first"]
    assert named("Stops the die.", "gem mine") == "Stops the die — “gem mine”."   # the name render makes
