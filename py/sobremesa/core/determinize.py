"""Determinization: a complete state that a seat cannot tell from the real one, for search.

The information set of a seat is every state that shows it the same thing. ``redeal`` picks one at
random from what ``Game.secrets`` declares: within each pool, the components of the parts the seat
may not see are put in one fixed order (sorted, so the real arrangement leaves no trace), shuffled
with a generator made from ``seed`` alone, and dealt back into those parts, each keeping its length
(the seat sees how many cards a hand or a stack holds). The state gets a fresh generator from the
seed too: the real one predicts every future draw.

``observe`` is what a bot is given instead of the real state (``bots.Information``): the same, with the hidden
parts in a fixed order and no generator, so every state the seat cannot tell apart gives the same one.

A hidden number (pool ``"number"``) cannot be re-dealt: the game says how a seat reads it (Salamanca's
purses are known from the public payments, ``games/salamanca/determinize.py``).
"""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING, Any, TypeVar

from . import rng as _rng
from .state import Secret, State

if TYPE_CHECKING:
    from .game import Game

S = TypeVar("S", bound=State)


def _step(obj: Any, key: str | int) -> Any:
    if isinstance(obj, dict):
        return obj[key]
    return obj[int(key)] if isinstance(obj, list) else getattr(obj, str(key))


def get_part(state: Any, path: tuple[str | int, ...]) -> Any:
    """The part of ``state`` at ``path`` (``Secret.path``: field names, then indexes or keys)."""
    obj = state
    for key in path:
        obj = _step(obj, key)
    return obj


def set_part(state: Any, path: tuple[str | int, ...], value: Any) -> None:
    obj: Any = get_part(state, path[:-1])
    key = path[-1]
    if isinstance(obj, dict):
        obj[key] = value
    elif isinstance(obj, list):
        obj[int(key)] = value
    else:
        setattr(obj, str(key), value)


def hidden_pools(game: Game[S], state: S, seat: int | None) -> dict[str, list[Secret]]:
    """The parts hidden from ``seat``, by pool, in the order the game declares them."""
    pools: dict[str, list[Secret]] = defaultdict(list)
    for secret in game.secrets(state):
        if seat not in secret.seen_by:
            pools[secret.pool].append(secret)
    return pools


def observe(game: Game[S], state: S, seat: int | None) -> S:
    """What ``seat`` knows of ``state``, as a state: a copy with every pool hidden from the seat dealt back into its
    parts in one fixed order (sorted; each part keeps its length) and a blank generator. Two states that differ
    only in what the seat may not see give the same one, so a bot that holds it cannot tell them apart; its view
    is the seat's view. Hidden numbers stay (the game's reading, as in ``redeal``)."""
    new = _blank(state)
    for pool, parts in sorted(hidden_pools(game, state, seat).items()):
        if pool != "number":
            _deal(new, parts, sorted((x for part in parts for x in get_part(new, part.path)), key=repr))
    new.rng = OBSERVED_RNG
    return new


OBSERVED_RNG = 0
"""The generator of an observed state: none (``determinize`` gives each sample a fresh one)."""


def redeal(game: Game[S], state: S, seat: int | None, seed: int, numbers_known: bool = False) -> S:
    """A copy of ``state`` with every pool hidden from ``seat`` re-dealt at random and a fresh generator.

    ``numbers_known``: the game's reading that a seat knows every hidden number from what it saw
    happen (they are kept); without it a hidden number is an error, since it cannot be re-dealt."""
    new = _blank(state)
    _, gen = _rng.next64(_rng.seed_state(seed))  # hashed: off the line of states a game's own seeds walk
    for pool, parts in sorted(hidden_pools(game, state, seat).items()):
        if pool == "number":
            if not numbers_known:
                raise ValueError(f"{game.name}: say how a seat reads the hidden numbers {[p.path for p in parts]}")
            continue
        items = sorted((x for part in parts for x in get_part(new, part.path)), key=repr)
        gen = _rng.shuffle(gen, items)
        _deal(new, parts, items)
    _, new.rng = _rng.next64(gen)
    return new


def _blank(state: S) -> S:
    new: S = state.copy()
    new.events = []
    new.barrier = False
    return new


def _deal(state: Any, parts: list[Secret], items: list[Any]) -> None:
    """Deal ``items`` back into ``parts`` in order, each part keeping its length and type."""
    for part in parts:
        old = get_part(state, part.path)
        set_part(state, part.path, type(old)(items[:len(old)]))
        items = items[len(old):]
