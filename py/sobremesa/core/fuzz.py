"""Seeded random play with every check after every action: the property runner.

Used by ``python -m sobremesa fuzz`` and by the property tests of each game. It plays
random legal actions and, after each one, checks the game's invariants and leaks, that
an action that is not legal is refused with the state untouched, that applying the chosen
legal action leaves its input untouched too, and at the end that replaying the record gives
the same state hash.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from . import rng as _rng
from .errors import IllegalAction
from .game import Action, Game, State
from .record import Record, Session, state_hash


@dataclass
class FuzzResult:
    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)


def play_random(game: Game[Any], players: int, seed: int, check: bool = True, max_actions: int = 100_000,
                options: dict[str, Any] | None = None) -> Session:
    """One seeded random game; with ``check`` every invariant is tested after every action. Without ``options``, the
    defaults; for a player count that needs options on (``Game.players_need``), the first combination allowed."""
    if options is None and game.players_need.get(players):
        options = game.option_combinations(players)[0]
    session = Session.new(game.name, players, seed, options)
    pick = _rng.seed_state(seed ^ 0x5EED)
    seen: list[Action] = []  # actions legal at some earlier point: a source of now-illegal ones
    while not game.is_over(session.state):
        if len(session.record.actions) >= max_actions:
            raise AssertionError(f"no end after {max_actions} actions")
        state = session.state
        legal = game.legal_actions(state)
        if not legal:
            raise AssertionError(f"{game.actor(state)} must act but has no legal action")
        if check:
            _check_state(game, state)
            snapshot = _snapshot(game, state)
            pick = _check_illegal(game, state, legal, seen, pick, snapshot)
            if len(seen) < 400:
                seen.extend(legal[:3])
        pick, i = _rng.below(pick, len(legal))
        session.apply(legal[i])
        if check and _snapshot(game, state) != snapshot:
            raise AssertionError(f"applying {legal[i]} changed its input state")
    if check:
        _check_state(game, session.state)
        again: Session[Any] = Session(Record.from_json(session.record.to_json()))
        if state_hash(game, again.state) != state_hash(game, session.state):
            raise AssertionError("replaying the record gave a different state")
    return session


def _check_state(game: Game[Any], state: State) -> None:
    problems = game.invariants(state) + game.leaks(state)
    if problems:
        raise AssertionError("; ".join(problems))


def _snapshot(game: Game[Any], state: State) -> str:
    """The saved form of a state, as text: equal before and after iff nothing changed (cheaper than a hash)."""
    return repr(game.state_to_dict(state))


def _check_illegal(game: Game[Any], state: State, legal: list[Action], seen: list[Action], pick: int,
                   snapshot: str) -> int:
    legal_set = set(legal)
    candidates = [a for a in seen if a not in legal_set] + [("no-such-action",)]
    pick, i = _rng.below(pick, len(candidates))
    try:
        game.apply(state, candidates[i])
    except IllegalAction as exc:
        if not str(exc):
            raise AssertionError(f"{candidates[i]} was refused without a reason") from None
    else:
        raise AssertionError(f"illegal {candidates[i]} was accepted")
    if _snapshot(game, state) != snapshot:
        raise AssertionError(f"refusing {candidates[i]} changed the state")
    return pick


Config = tuple[int, dict[str, Any] | None]
"""A player count and the options of a game (None: the defaults)."""


def configurations(game: Game[Any], options: dict[str, Any] | None = None, every_option: bool = False) -> list[Config]:
    """What ``fuzz`` cycles through: every player count with ``options``, or with every allowed
    combination of options (``every_option``)."""
    counts = range(game.min_players, game.max_players + 1)
    if every_option:
        return [(n, combo) for n in counts for combo in game.option_combinations(n)]
    return [(n, options) for n in counts]


def fuzz(game: Game[Any], games: int, configs: Sequence[Config], seed: int = 0,
         progress: Callable[[FuzzResult], None] | None = None) -> FuzzResult:
    """``games`` checked random games, cycling through ``configs``; failures say how to reproduce them."""
    result = FuzzResult()
    start = time.perf_counter()
    for n in range(games):
        players, options = configs[n % len(configs)]
        try:
            session = play_random(game, players, seed + n, options=options)
            result.actions += len(session.record.actions)
        except Exception as exc:  # report every failure with what reproduces it
            result.failures.append(f"players={players} options={options} seed={seed + n}: "
                                   f"{type(exc).__name__}: {exc}")
        result.games += 1
        if progress:
            progress(result)
    result.seconds = time.perf_counter() - start
    return result
