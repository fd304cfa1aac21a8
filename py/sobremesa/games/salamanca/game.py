"""Salamanca on the engine contract: each method hands over to the module of the rule it asks about."""

from __future__ import annotations

from typing import Any

from ...core import Action, Game, Option, Outcome, Secret
from . import actions, checks, determinize, positions, refusals, setup, views, words
from .state import SalamancaState


class Salamanca(Game[SalamancaState]):
    name = "salamanca"
    title = "Salamanca"
    version = "2"  # 2: card 6 gives back one of the player's own cards (issue 17)
    min_players, max_players = 2, 5
    has_secrets = True
    options = (
        Option("start_tiles", words.OPTION_LABELS["start_tiles"], ("fixed", "random"), "fixed",
               help=words.OPTION_HELP["start_tiles"], choice_words=words.OPTION_CHOICES["start_tiles"]),
    )

    def new_state(self, names: list[str], rng: int, options: dict[str, Any]) -> SalamancaState:
        return setup.new_state(names, rng, options)

    def actor(self, state: SalamancaState) -> int | None:
        return views.actor(state)

    def legal_actions(self, state: SalamancaState) -> list[Action]:
        return actions.legal_actions(state)

    def play(self, state: SalamancaState, action: Action) -> None:
        actions.play(state, action)

    def view(self, state: SalamancaState, seat: int | None) -> dict[str, Any]:
        return views.view(state, seat)

    def secrets(self, state: SalamancaState) -> list[Secret]:
        return views.secrets(state)

    def determinize(self, state: SalamancaState, seat: int, seed: int) -> SalamancaState:
        return determinize.determinize(self, state, seat, seed)

    def is_over(self, state: SalamancaState) -> bool:
        return state.phase == "over"

    def scores(self, state: SalamancaState) -> list[int]:
        """Doubloons; the richest player wins, a tie is shared (D-S5)."""
        return list(state.money)

    def outcome(self, state: SalamancaState) -> Outcome | None:
        """The default outcome, with the one scoring category of the game: the doubloons ("Game End and
        Winner": "all players count their doubloons. The richest player wins"; nothing else is scored)."""
        result = super().outcome(state)
        if result is None:
            return None
        return Outcome(winners=result.winners, scores=result.scores,
                       categories=((words.say("score.doubloons"), result.scores),))

    def player_names(self, state: SalamancaState) -> list[str]:
        return list(state.names)

    def counters(self, view: dict[str, Any]) -> dict[int, dict[str, int]]:
        return words.counters(view)

    def describe(self, state: SalamancaState, action: Action, seat: int | None = None) -> str:
        return words.describe(state, action, seat)

    def prompt(self, state: SalamancaState) -> str:
        return words.prompt(state)

    def why_illegal(self, state: SalamancaState, action: Action) -> str:
        return refusals.why_illegal(state, action)

    def state_to_dict(self, state: SalamancaState) -> dict[str, Any]:
        return positions.to_dict(state)

    def read_state(self, data: dict[str, Any]) -> SalamancaState:
        return positions.from_dict(data)

    def invariants(self, state: SalamancaState) -> list[str]:
        return checks.invariants(state)

    def leaks(self, state: SalamancaState) -> list[str]:
        return views.leaks(state)


GAME = Salamanca()
