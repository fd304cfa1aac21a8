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
from .i18n import ENGLISH, counted, say, text

Counters = Mapping[int, Mapping[str, int]]

# (pays something, gains something) -> the sentence of the acting seat and of another seat
_YOU = {(True, False): "preview.you_pay", (False, True): "preview.you_gain", (True, True): "preview.you_pay_gain"}
_OTHER = {(True, False): "preview.other_loses", (False, True): "preview.other_gains",
          (True, True): "preview.other_gains_loses"}


def changes(before: Counters, after: Counters) -> dict[int, dict[str, int]]:
    """For each seat, the counters that changed and by how much (a counter shown on one side only is left out)."""
    out: dict[int, dict[str, int]] = {}
    for seat, counts in after.items():
        old = before.get(seat, {})
        moved = {word: n - old[word] for word, n in counts.items() if word in old and n != old[word]}
        if moved:
            out[seat] = moved
    return out


def _amounts(game: str, moved: Mapping[str, int], sign: int, lang: str) -> list[str]:
    return [counted(game, word, abs(n), lang) for word, n in moved.items() if n * sign > 0]


def seat_text(game: str, moved: Mapping[str, int], name: str | None, lang: str = ENGLISH) -> str:
    """"You pay 2 coins and gain 1 wood and 1 point", "Ben gains 2 points and loses 1 coin", in ``lang`` (the
    counters' words from ``game``'s catalog part)."""
    paid, gained = _amounts(game, moved, -1, lang), _amounts(game, moved, 1, lang)
    key = (_YOU if name is None else _OTHER)[bool(paid), bool(gained)]
    return say(lang, key, paid=paid, gained=gained, name=name or "")


def then_text(game: Game[Any], after: Any, seat: int, drew: bool, names: list[str], lang: str = ENGLISH) -> str:
    """What comes next: the seat's next decision (its prompt), another seat's turn, the end, or a draw."""
    if after.barrier:
        return say(lang, "preview.drawn" if drew else "preview.revealed")
    actor = game.actor(after)
    if actor is None:
        return say(lang, "preview.game_ends")
    if actor != seat:
        return say(lang, "preview.then_decides", name=names[actor])
    return say(lang, "preview.then_prompt", prompt=text(game.prompt(after), lang).rstrip("."))


def preview(game: Game[Any], state: Any, action: Action, seat: int, lang: str = ENGLISH) -> str:
    """The preview of a legal ``action`` of ``seat`` (the actor) in ``state``, in words of ``lang``: what each seat
    pays and gains, then what comes next."""
    after = game.apply(state, action)
    names = game.player_names(state)
    parts = []
    if not after.barrier:
        moved = changes(game.counters(game.view(state, seat)), game.counters(game.view(after, seat)))
        order = sorted(moved, key=lambda s: (s != seat, s))  # the acting seat first
        parts = [seat_text(game.name, moved[s], None if s == seat else names[s], lang) for s in order]
    parts.append(then_text(game, after, seat, after.rng != state.rng, names, lang))
    joined = parts[0]
    for part in parts[1:]:
        joined = say(lang, "preview.join", first=joined, next=part)
    return say(lang, "preview.sentence", text=joined[:1].upper() + joined[1:])


def for_target(game: Game[Any], state: Any, seat: int | None, legal: list[Action], actions: list[Action],
               lang: str = ENGLISH) -> list[tuple[str, str]]:
    """The log line and the preview of each of a target's ``actions`` that is in ``legal`` (the moves of the seat
    looking, [] when it does not decide), in ``lang``: what the glue shows on a hovered, focused or long-pressed
    target, one target at a time (all of a Salamanca turn's 290 at every render would cost more than the board)."""
    if seat is None:
        return []
    return [(text(game.describe(state, a, seat), lang), preview(game, state, a, seat, lang))
            for a in actions if a in legal]
