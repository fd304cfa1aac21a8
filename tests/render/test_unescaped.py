"""``render.unescaped``, the boards' inverse of ``render.esc`` in place of ``html.unescape`` (issue 16): exact for
what ``esc`` writes, and the renderers' markup holds no other entity, so the two read every board alike."""

from __future__ import annotations

import html
import random
import re
from typing import Any

import pytest

from sobremesa import render
from sobremesa.core import i18n
from sobremesa.games import MODULES, get

ENTITY = re.compile(r"&#?\w+;")


def test_unescaped_inverts_esc() -> None:
    rng = random.Random(7)
    pieces = ["&", "<", ">", '"', "'", "&amp;", "&lt;", "&#x27;", "&quot;", "a", "é", " ", "&nbsp;", ";"]
    for _ in range(3000):
        text = "".join(rng.choice(pieces) for _ in range(rng.randrange(12)))
        assert render.unescaped(render.esc(text)) == text == html.unescape(render.esc(text))


@pytest.mark.parametrize("name", sorted(MODULES))
def test_boards_hold_no_other_entity(name: str) -> None:
    """Boards and panels of a seeded random game, in every language, use only ``esc``'s five entities."""
    game, module = get(name), render.get(name)
    players = game.max_players
    options = game.option_combinations(players)[-1]
    rng = random.Random(3)
    state = game.setup(players, 11, options)
    written = set()
    for _ in range(6):
        for _ in range(rng.randrange(1, 12)):
            if game.is_over(state):
                break
            state = game.apply(state, rng.choice(game.legal_actions(state)))
        seat = game.actor(state)
        view, outcome = game.view(state, seat), game.outcome(state)
        legal = [] if outcome else game.legal_actions(state)
        for lang in i18n.LANGUAGES:
            args: dict[str, Any] = dict(tokens=render.tokens_for(None, players), ui={}, outcome=outcome, lang=lang)
            written |= set(ENTITY.findall(module.render(view, legal, str, **args)))
            written |= set(ENTITY.findall(module.render_side(view, legal, str, **args)))
    assert written <= {"&amp;", "&lt;", "&gt;", "&quot;", "&#x27;"}, written
