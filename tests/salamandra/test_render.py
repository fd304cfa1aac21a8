"""The Salamandra renderer draws every map action; only the mat-side choices are left to buttons."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from sobremesa.core import Action
from sobremesa.games.salamandra.game import Salamandra
from sobremesa.games.salamandra.state import SalamandraState
from sobremesa.render import actions_in, compose, tokens_for

if TYPE_CHECKING:
    from .conftest import RandomGame

BUTTONS = {"buy", "convert", "pass", "done", "recycle", "divinity"}


def test_every_map_action_is_drawn(game: Salamandra, random_game: RandomGame) -> None:
    checked = 0
    for players, seed in ((1, 4), (2, 8), (4, 9)):
        for state in random_game(players, seed)[::3]:
            seat = game.actor(state)
            if seat is None:
                continue
            legal = game.legal_actions(state)

            def describe(a: Action, s: SalamandraState = state, p: int = seat) -> str:
                return game.describe(s, a, p)

            screen = compose("salamandra", game.view(state, seat), legal, describe, tokens_for(None, players), {})
            drawn = actions_in(screen["board"] + screen["side"])
            assert drawn <= set(legal)
            assert {a for a in legal if a[0] not in BUTTONS} <= drawn
            assert {a[0] for a in screen["fallback"]} <= BUTTONS
            checked += 1
    assert checked > 50


def test_the_end_of_a_solo_game_comes_from_the_outcome(game: Salamandra, random_game: RandomGame) -> None:
    """The side panel words the end of a solo game from ``ctx["outcome"]`` (the view has no result of its own)."""
    state = random_game(1, 2)[-1]
    outcome = game.outcome(state)
    assert outcome is not None and outcome.won is not None
    view = game.view(state, None)
    assert "result" not in view
    screen = compose("salamandra", view, [], lambda a: str(a), tokens_for(None, 1), {}, outcome)
    verdict = "won" if outcome.won else "lost"
    name = view["players"][0]["name"]
    assert f"{name} {verdict} against Rudolph: {state.vp[0]} VP to {state.r_vp}." in screen["side"]
    assert outcome.goal in screen["side"]
    assert "against Rudolph" not in compose("salamandra", view, [], lambda a: str(a), tokens_for(None, 1), {})["side"]


def test_the_map_keeps_its_frame_and_its_pieces_where_they_are(game: Salamandra, random_game: RandomGame) -> None:
    """Issue 16: the map's frame (its svg's start tag) does not depend on the moves offered (the cells where a tile
    may be built lie inside it with or without them), and a piece is drawn where it was as the map grows, so that the
    glue patches the map in place and panzoom.mjs keeps its view."""
    grown = 0
    for players, seed in ((1, 4), (4, 9)):
        before: str | None = None
        for state in random_game(players, seed):
            seat = game.actor(state)
            view = game.view(state, seat)
            legal = game.legal_actions(state) if seat is not None else []
            board = compose("salamandra", view, legal, str, tokens_for(None, players), {})["board"]
            plain = compose("salamandra", view, [], str, tokens_for(None, players), {})["board"]
            assert board[:board.index(">")] == plain[:plain.index(">")]
            if before is not None:
                fields = re.findall(r'<g class="field".*?</g>', before)
                assert all(field in plain for field in fields)  # every tile in play, where it was
                grown += before[:before.index(">")] != plain[:plain.index(">")]
            before = plain
    assert grown > 3
