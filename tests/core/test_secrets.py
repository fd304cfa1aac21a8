"""Hidden information, tested from outside every game through what it declares (``Game.secrets``).

For each seat (and a bystander), the parts of a state that seat may not see are changed at random:
the contents of the hidden parts of one pool are shuffled among them (each keeps its length, so
every component is still somewhere), a hidden number is raised. Then nothing that seat is shown may
change: its view, and when it decides, its prompt and legal moves; for every move legal in both
states, its log line, and after a move that neither draws nor reveals anything (no barrier), the
log lines it may read and its next view.
"""

from __future__ import annotations

import random
from collections import defaultdict
from typing import TYPE_CHECKING, Any

import pytest

from sobremesa.core import Game, Secret, State
from sobremesa.core.fuzz import play_random
from sobremesa.games import MODULES, get

if TYPE_CHECKING:
    from ..conftest import EveryConfiguration


@pytest.fixture(params=sorted(MODULES))
def game(request: pytest.FixtureRequest) -> Game[Any]:
    return get(request.param)


def _parent(state: Any, path: tuple) -> tuple[Any, Any]:
    obj = state
    for key in path[:-1]:
        obj = getattr(obj, key) if isinstance(key, str) and not isinstance(obj, (dict, list)) else obj[key]
    return obj, path[-1]


def _get(state: Any, path: tuple) -> Any:
    obj, key = _parent(state, path)
    return getattr(obj, key) if isinstance(key, str) and not isinstance(obj, (dict, list)) else obj[key]


def _set(state: Any, path: tuple, value: Any) -> None:
    obj, key = _parent(state, path)
    if isinstance(key, str) and not isinstance(obj, (dict, list)):
        setattr(obj, key, value)
    else:
        obj[key] = value


def perturbed(game: Game[Any], state: State, seat: int | None, rnd: random.Random,
              numbers: bool = True) -> State | None:
    """A copy of ``state`` whose parts hidden from ``seat`` are changed (each pool's items shuffled among its parts,
    hidden numbers raised unless ``numbers`` is false); None when nothing changed."""
    other = state.copy()
    pools: dict[str, list[Secret]] = defaultdict(list)
    for secret in game.secrets(state):
        if seat not in secret.seen_by:
            pools[secret.pool].append(secret)
    changed = False
    for pool, parts in sorted(pools.items()):
        if pool == "number":
            for part in parts if numbers else ():
                _set(other, part.path, _get(other, part.path) + rnd.randint(1, 9))
                changed = True
            continue
        items = [x for part in parts for x in _get(other, part.path)]
        rnd.shuffle(items)
        for part in parts:
            old = _get(other, part.path)
            new, items = type(old)(items[:len(old)]), items[len(old):]
            changed |= new != old
            _set(other, part.path, new)
    return other if changed else None


def _seen(game: Game[Any], state: State, seat: int | None) -> dict[str, Any]:
    """What ``seat`` is shown of ``state``: its view, and while it decides, its prompt and moves."""
    out: dict[str, Any] = {"view": game.view(state, seat)}
    if seat is not None and game.actor(state) == seat:
        out["prompt"] = game.prompt(state)
        out["legal"] = game.legal_actions(state)
    return out


def _visible(state: State, seat: int | None) -> list[str]:
    return [e.text for e in state.events if e.visible_to(seat)]


def check_seat(game: Game[Any], state: State, seat: int | None, rnd: random.Random) -> bool:
    """Compare what ``seat`` is shown of ``state`` and of a perturbed copy; True if a copy was made."""
    other = perturbed(game, state, seat, rnd)
    if other is None:
        return False
    where = f"seat {seat}, actor {game.actor(state)}"
    assert _seen(game, other, seat) == _seen(game, state, seat), f"{where}: the view changed with a secret"
    legal_other = set(game.legal_actions(other))
    moves = [a for a in game.legal_actions(state) if a in legal_other]
    for action in rnd.sample(moves, min(4, len(moves))):
        assert game.describe(other, action, seat) == game.describe(state, action, seat), f"{where}: log of {action}"
        after, after_other = game.apply(state, action), game.apply(other, action)
        if not (after.barrier or after_other.barrier):
            assert _visible(after_other, seat) == _visible(after, seat), f"{where}: events of {action}"
            assert game.view(after_other, seat) == game.view(after, seat), f"{where}: view after {action}"
    return True


def test_what_a_seat_cannot_see_changes_nothing_it_is_shown(game: Game[Any],
                                                            every_configuration: EveryConfiguration) -> None:
    """Every player count with every allowed combination of options (about 20 positions of a game each)."""
    checked, hiding = 0, False
    rnd = random.Random(17)
    for n, (players, options) in enumerate(every_configuration(game)):
        session = play_random(game, players, seed=90 + n, check=False, options=options)
        hiding |= game.hides_information(session.states[0])
        step = max(1, len(session.states) // 20)
        for state in session.states[::step]:
            for seat in [None, *range(players)]:
                checked += check_seat(game, state, seat, rnd)
    if hiding:
        assert checked > 0, "the game has secrets but declares none that could be changed"


def test_secrets_name_parts_of_the_state(game: Game[Any]) -> None:
    session = play_random(game, game.max_players, seed=5, check=False)
    for state in session.states[::25]:
        for secret in game.secrets(state):
            value = _get(state, secret.path)
            assert isinstance(value, int if secret.pool == "number" else list), secret
            assert secret.seen_by <= set(range(game.max_players)), secret
