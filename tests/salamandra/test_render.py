"""The Salamandra renderer draws every map action; only the mat-side choices are left to buttons."""

from sobremesa.core.fuzz import play_random
from sobremesa.render import actions_in, compose

BUTTONS = {"buy", "convert", "pass", "done", "recycle", "divinity"}


def test_every_map_action_is_drawn(game):
    checked = 0
    for players, seed in ((1, 4), (2, 8), (4, 9)):
        session = play_random(game, players, seed=seed, check=False)
        for state in session.states[::3]:
            seat = game.actor(state)
            if seat is None:
                continue
            legal = game.legal_actions(state)
            screen = compose("salamandra", game.view(state, seat), legal,
                             lambda a, s=state, p=seat: game.describe(s, a, p), None, {})
            drawn = actions_in(screen["board"] + screen["side"])
            assert drawn <= set(legal)
            assert {a for a in legal if a[0] not in BUTTONS} <= drawn
            assert {a[0] for a in screen["fallback"]} <= BUTTONS
            checked += 1
    assert checked > 50
