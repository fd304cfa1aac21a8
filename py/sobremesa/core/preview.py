"""The preview of a move (issue 13): what the acting seat pays and gains, what the others gain or lose, and what
comes next, in words, before the move is made.

The preview is honest because it is computed, not written: the move is applied to the state (``apply`` works on
a copy) and the counters of every seat (``Game.counters``: coins, wood, points...) are compared in the acting
seat's views before and after, through the automatic steps the engine runs anyway. It never leaks: it reads only
that seat's views, and when the move draws at random or reveals something hidden (the new state is a barrier:
``apply`` marks it when the generator moved, a game when it reveals), nothing computed after it is told, only
that something is drawn or revealed; the move's own line (``describe``) says what is certain.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .game import Action, Game
from .words import and_list, plural

Counters = Mapping[int, Mapping[str, int]]

DRAWN = "then something is drawn at random: what it brings is not known yet"
REVEALED = "then something hidden is revealed: what it brings is not known yet"
GAME_ENDS = "then the game ends"


def changes(before: Counters, after: Counters) -> dict[int, dict[str, int]]:
    """For each seat, the counters that changed and by how much (a counter shown on one side only is left out)."""
    out: dict[int, dict[str, int]] = {}
    for seat, counts in after.items():
        old = before.get(seat, {})
        moved = {word: n - old[word] for word, n in counts.items() if word in old and n != old[word]}
        if moved:
            out[seat] = moved
    return out


def _amounts(moved: Mapping[str, int], sign: int) -> str:
    return and_list([plural(abs(n), word) for word, n in moved.items() if n * sign > 0])


def seat_text(moved: Mapping[str, int], name: str | None) -> str:
    """"You pay 2 coins and gain 1 wood and 1 point", "Ben gains 2 points and loses 1 coin"."""
    paid, gained = _amounts(moved, -1), _amounts(moved, 1)
    if name is None:
        parts = [f"pay {paid}" if paid else "", f"gain {gained}" if gained else ""]
        return "You " + " and ".join(p for p in parts if p)
    parts = [f"gains {gained}" if gained else "", f"loses {paid}" if paid else ""]
    return f"{name} " + " and ".join(p for p in parts if p)


def then_text(game: Game[Any], after: Any, seat: int, drew: bool, names: list[str]) -> str:
    """What comes next: the seat's next decision (its prompt), another seat's turn, the end, or a draw."""
    if after.barrier:
        return DRAWN if drew else REVEALED
    actor = game.actor(after)
    if actor is None:
        return GAME_ENDS
    if actor != seat:
        return f"then {names[actor]} decides"
    return f"then: {game.prompt(after).rstrip('.')}"


def preview(game: Game[Any], state: Any, action: Action, seat: int) -> str:
    """The preview of a legal ``action`` of ``seat`` (the actor) in ``state``, in words; "" when it changes no
    counter and nothing follows."""
    after = game.apply(state, action)
    names = game.player_names(state)
    parts = []
    if not after.barrier:
        moved = changes(game.counters(game.view(state, seat)), game.counters(game.view(after, seat)))
        order = sorted(moved, key=lambda s: (s != seat, s))  # the acting seat first
        parts = [seat_text(moved[s], None if s == seat else names[s]) for s in order]
    parts.append(then_text(game, after, seat, after.rng != state.rng, names))
    text = "; ".join(parts)
    return text[:1].upper() + text[1:] + "."


def for_target(game: Game[Any], state: Any, seat: int | None, legal: list[Action], actions: list[Action]
               ) -> list[tuple[str, str]]:
    """The log line and the preview of each of a target's ``actions`` that is in ``legal`` (the moves of the seat
    looking, [] when it does not decide): what the glue shows on a hovered, focused or long-pressed target, one
    target at a time (all of a Salamanca turn's 290 at every render would cost more than the board)."""
    if seat is None:
        return []
    return [(game.describe(state, a, seat), preview(game, state, a, seat)) for a in actions if a in legal]
