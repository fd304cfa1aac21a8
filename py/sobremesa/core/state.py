"""Game states: typed, slotted dataclasses with one copy mechanism for every game.

A game's state is a class decorated with ``@game_state``: a dataclass with slots whose fields are
annotated. ``copy()`` is generated once per class from those annotations, so it is as fast as a
hand-written copy and can never forget a field:

* immutable types (``int``, ``str``, ``bool``, ``tuple[...]``, ``frozenset``, ``Mapping``,
  ``Sequence``) are shared: a ``Mapping``/``Sequence`` field is one the rules never change after
  set-up, and mypy holds them to that;
* ``list``, ``dict`` and ``set`` are copied as deep as their element types are mutable
  (``list[list[int]]`` copies the inner lists, ``list[int]`` only the outer one);
* a class with its own ``copy()`` (a nested record such as Calimala's activation) is copied by it;
* ``X | None`` copies ``X`` when it is not None;
* a field declared with ``field(default=..., metadata=NOT_COPIED)`` (a cache of what is derived
  from the state) starts from its default in the copy; ``metadata=SHARED`` shares the value
  as it is (``events``: ``apply`` gives each new state a fresh list).
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Self, TypeVar, dataclass_transform

SHARED: Mapping[str, str] = {"copy": "share"}
NOT_COPIED: Mapping[str, str] = {"copy": "reset"}

_IMMUTABLE = (int, str, bool, float, type(None), frozenset, bytes)
_READ_ONLY = {tuple, frozenset, Mapping, Sequence, typing.Literal}


def _copier(hint: Any, var: str, depth: int = 0) -> str | None:
    """An expression that copies ``var``, a value of type ``hint``; None when it can be shared."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    inner_var = f"x{depth}"
    if hint is Any:
        raise TypeError("a state field typed Any cannot be copied safely; give its type")
    if origin in (types.UnionType, typing.Union):
        mutable = [a for a in args if _copier(a, var, depth) is not None]
        if not mutable:
            return None
        if len(mutable) != 1 or len(args) != 2 or type(None) not in args:
            raise TypeError(f"cannot copy a union of several mutable types: {hint}")
        return f"(None if {var} is None else {_copier(mutable[0], var, depth)})"
    if origin in _READ_ONLY or hint in _READ_ONLY or (isinstance(hint, type) and issubclass(hint, _IMMUTABLE)):
        return None
    # slices and displays, not list()/dict()/set() calls: a call to a builtin costs 2-4x more inside Pyodide
    if origin is list:
        inner = _copier(args[0], inner_var, depth + 1) if args else None
        return f"{var}[:]" if inner is None else f"[{inner} for {inner_var} in {var}]"
    if origin is set:
        return f"{{*{var}}}"
    if origin is dict:
        inner = _copier(args[1], inner_var, depth + 1) if args else None
        if inner is None:
            return f"{{**{var}}}"
        return f"{{k{depth}: {inner} for k{depth}, {inner_var} in {var}.items()}}"
    if isinstance(hint, type) and callable(getattr(hint, "copy", None)):
        return f"{var}.copy()"
    raise TypeError(f"no copy rule for a state field of type {hint!r}")


def _make_copy(cls: type) -> Callable[[Any], Any]:
    hints = typing.get_type_hints(cls)
    lines = ["def copy(self):", "    new = _new(_cls)"]
    for f in dataclasses.fields(cls):
        rule = f.metadata.get("copy")
        if rule == "reset":
            if f.default is dataclasses.MISSING:
                raise TypeError(f"{cls.__name__}.{f.name}: a field that is not copied needs a default")
            lines.append(f"    new.{f.name} = _defaults[{f.name!r}]")
            continue
        expr = None if rule == "share" else _copier(hints[f.name], f"self.{f.name}")
        lines.append(f"    new.{f.name} = {expr or f'self.{f.name}'}")
    lines.append("    return new")
    defaults = {f.name: f.default for f in dataclasses.fields(cls)}
    scope: dict[str, Any] = {"_new": object.__new__, "_cls": cls, "_defaults": defaults}
    exec("\n".join(lines), scope)  # code generated from the class's own annotations
    copy: Callable[[Any], Any] = scope["copy"]
    copy.__qualname__ = f"{cls.__qualname__}.copy"
    copy.__doc__ = "A copy that shares nothing mutable with this state (generated from the annotations)."
    return copy


T = TypeVar("T")


@dataclass_transform(kw_only_default=True, field_specifiers=(dataclasses.field,))
def game_state(cls: type[T]) -> type[T]:
    """Make ``cls`` a slotted, keyword-only dataclass with a generated ``copy()``."""
    new = dataclasses.dataclass(slots=True, kw_only=True)(cls)
    new.copy = _make_copy(new)  # type: ignore[attr-defined]
    return new


@dataclass_transform(kw_only_default=True, field_specifiers=(dataclasses.field,))
def record(cls: type[T]) -> type[T]:
    """The same for a record nested in a state (a turn in progress, an activation): slots, typed
    fields and a generated ``copy()``, so the state holding it copies it with its own rule."""
    return game_state(cls)


@dataclasses.dataclass(slots=True)
class Event:
    """A line of the game log made by ``apply``; ``to`` = seats that may read it (None: all)."""

    text: str
    to: tuple[int, ...] | None = None

    def visible_to(self, seat: int | None) -> bool:
        return self.to is None or seat in self.to


@game_state
class State:
    """Fields every state has: the generator, the last apply's events, and its barrier flag.

    ``rng`` is the seeded generator (``core.rng``): every draw comes from it, so a record replays.
    ``barrier`` is True when the action that made this state drew at random or revealed
    hidden information: undo stops there.
    """

    rng: int
    events: list[Event] = dataclasses.field(default_factory=list, metadata=SHARED)
    barrier: bool = False

    def copy(self) -> Self:
        """A copy sharing nothing mutable: replaced in every class by the one ``game_state`` generates."""
        raise NotImplementedError


@dataclasses.dataclass(frozen=True, slots=True)
class Secret:
    """A part of a state that some seats may not see (``Game.secrets``).

    ``path`` leads from the state to the part: a field name, then list indexes or dict keys
    (``("hands", 2)`` is seat 2's hand). ``seen_by`` are the seats that may see it (empty: nobody,
    as a face-down stack). ``pool`` names the kind of component it holds: the contract test
    shuffles the contents of the parts of one pool that a seat cannot see (a list keeps its length),
    or adds to a hidden number (pool ``"number"``), and checks that the seat's view, prompt, legal
    moves and log stay exactly as they were.
    """

    path: tuple[str | int, ...]
    seen_by: frozenset[int]
    pool: str


@dataclasses.dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended (``Game.outcome``): the same shape for every game.

    ``winners`` after the game's tie-breaks (a tie that stands is shared); ``scores`` per seat;
    in a solo game ``won`` says whether the player beat the game, and ``goal`` says what that
    took, in words ("Score more victory points than Rudolph."). ``won`` is None with 2+ players.
    ``categories`` is the score breakdown the end screen shows: (category in words, points per
    seat), in the rulebook's order of final scoring; each seat's points add up to its score.
    """

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    won: bool | None = None
    goal: str = ""
    categories: tuple[tuple[str, tuple[int, ...]], ...] = ()
