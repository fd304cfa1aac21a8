"""The Salamanca side panel at the end of the game: who won comes from the game's outcome."""
from __future__ import annotations

from sobremesa.core import Outcome
from sobremesa.core.fuzz import play_random
from sobremesa.core.words import plural
from sobremesa.games.salamanca.game import Salamanca
from sobremesa.games.salamanca.state import SalamancaState
from sobremesa.render import salamanca as render
from sobremesa.render import shown_text


def test_the_end_shows_every_purse_and_the_winners_from_the_outcome(game: Salamanca) -> None:
    state = play_random(game, 3, seed=8, check=False).state
    assert isinstance(state, SalamancaState) and game.is_over(state)
    assert state.barrier  # the end shows every seat's money: undo stops there
    outcome = game.outcome(state)
    assert outcome is not None and outcome.scores == tuple(state.money)
    side = render.render_side(game.view(state, None), [], lambda a: "", outcome=outcome)
    assert all(plural(m, "doubloon") in shown_text(side) for m in state.money)   # each purse a chip
    assert side.count("<strong>wins</strong>") == (len(outcome.winners) == 1)
    shared = render.render_side(game.view(state, None), [], lambda a: "",
                                outcome=Outcome(winners=(0, 2), scores=(5, 3, 5)))
    assert shared.count("shares the victory") == 2 and "<strong>wins</strong>" not in shared
    assert "wins" not in render.render_side(game.view(state, None), [], lambda a: "")
