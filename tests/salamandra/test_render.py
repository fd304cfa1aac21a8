"""The Salamandra renderer draws every map action; only the mat-side choices are left to buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sobremesa.core import Action
from sobremesa.games.salamandra.game import Salamandra
from sobremesa.games.salamandra.state import SalamandraState
from sobremesa.render import actions_in, compose, tokens_for

if TYPE_CHECKING:
    from conftest import RandomGame

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
