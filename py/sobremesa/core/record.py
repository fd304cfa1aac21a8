"""Game records, replay, undo with barriers, and save/load.

A record ``{game, version, players, options, seed, actions}`` is the whole game: setup
plus every action. Replaying it rebuilds every state, so undo is "replay without the
last action"; undo stops at an action whose state has ``barrier`` set (a draw at random
or a reveal of hidden information). A game that starts from a position ("Play from here"
of a rule example) has ``position`` (the game's ``state_to_dict``, its generator included)
instead of a seed; the position is loaded strictly, and refused with the reason when it
breaks one of the game's invariants.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Generic

from . import serial
from .errors import IllegalAction, LoadError
from .game import Action, Game, S, State, as_action
from .i18n import Message, reason

FORMAT = "sobremesa-record"
Facts = Callable[[str], tuple[str, str]]
"""A game's title and rules version by its name; LoadError for a name this site does not have (``games.facts``,
``games.listed``)."""
BOT_LEVELS = ("easy", "medium", "hard")
"""The levels a seat played by the computer may have in a record (``Record.bots``; ``sobremesa.bots``)."""


def check_bots(players: int, bots: object) -> dict[int, str]:
    """The computer players of a record, ``{"1": "medium"}`` in JSON (a seat's number, from 0: its level), checked:
    seats of the game, known levels, at least one seat left to a person; LoadError with the reason otherwise."""
    given = serial.expect(bots, dict, Message("core.what.bots"))
    out: dict[int, str] = {}
    for key, level in given.items():
        seat = key if type(key) is int else int(key) if isinstance(key, str) and key.isdigit() else -1
        if not 0 <= seat < players:
            raise LoadError(Message("core.bot_seat", key=repr(key), last=players - 1))
        if level not in BOT_LEVELS:
            raise LoadError(Message("core.bot_level", key=str(key), level=repr(level), levels=", ".join(BOT_LEVELS)))
        out[seat] = level
    if out and len(out) >= players:
        raise LoadError(Message("core.all_bots"))
    return dict(sorted(out.items()))


@dataclass
class Record:
    game: str
    version: str
    players: list[str]
    options: dict[str, Any]
    seed: int
    actions: list[Action] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)  # UI only (colours, dates); never read by the rules
    bots: dict[int, str] = field(default_factory=dict)  # seat -> level of the computer players (``check_bots``)
    position: dict[str, Any] | None = None  # the start when it is a position, not a set-up (then ``seed`` is 0)

    def to_dict(self) -> dict[str, Any]:
        bots = {"bots": {str(seat): level for seat, level in self.bots.items()}} if self.bots else {}
        start = {"seed": self.seed} if self.position is None else {"position": self.position}
        return {"format": FORMAT, "game": self.game, "version": self.version, "players": list(self.players),
                "options": dict(self.options), **start, **bots,
                "actions": [list(a) for a in self.actions], "meta": dict(self.meta)}

    def to_json(self) -> str:
        return serial.dumps(self.to_dict(), pretty=False)

    @classmethod
    def from_dict(cls, data: object, facts: Facts | None = None) -> Record:
        """The record ``data`` holds, checked; ``facts``: its game's title and rules version by name (default: the
        game's module's, ``games.facts``; the start page's, from the listing: ``games.listed``)."""
        data = serial.expect_keys(data, Message("core.what.record"),
                                  ("game", "version", "players", "options", "actions"),
                                  ("format", "meta", "bots", "seed", "position"))
        if data.get("format", FORMAT) != FORMAT:
            raise LoadError(Message("core.not_record"))
        if "seed" in data and "position" in data:
            raise LoadError(Message("core.seed_and_position"))
        if "seed" not in data and "position" not in data:
            raise LoadError(Message("core.no_seed"))
        if facts is None:
            from .. import games  # the registry imports games, which import core

            facts = games.facts
        title, ours = facts(serial.expect(data["game"], str, Message("core.what.game")))
        version = serial.expect(data["version"], str, Message("core.what.version"))
        if version != ours:
            raise LoadError(Message("core.record_version", game=title, version=version, ours=ours))
        players = serial.expect(data["players"], list, Message("core.what.players"))
        actions = serial.expect(data["actions"], list, Message("core.what.actions"))
        meta = serial.expect(data.get("meta", {}), dict, Message("core.what.meta"))
        try:
            parsed = [as_action(a) for a in actions]
        except IllegalAction as exc:
            raise LoadError(Message("core.malformed_action", reason=reason(exc))) from None
        position = data.get("position")
        return cls(data["game"], version, players, serial.expect(data["options"], dict, Message("core.what.options")),
                   serial.expect(data.get("seed", 0), int, Message("core.what.seed")), parsed, meta,
                   check_bots(len(players), data.get("bots", {})),
                   None if position is None else serial.expect(position, dict, Message("core.what.position")))

    @classmethod
    def from_json(cls, text: object) -> Record:
        return cls.from_dict(serial.loads(text))


class Session(Generic[S]):
    """A record with every state it passes through: what the UI, the CLI and tests drive. Its game is found by the
    record's name, so a session is a ``Session[Any]`` unless its maker says which game's states it holds."""

    def __init__(self, record: Record):
        from ..games import get

        self.game: Game[S] = get(record.game)
        self.record = Record(record.game, record.version, list(record.players), dict(record.options),
                             record.seed, [], dict(record.meta), check_bots(len(record.players), record.bots))
        if record.position is None:
            self.states: list[S] = [self.game.setup(self.record.players, record.seed, record.options)]
        else:
            self.states = [self._from_position(record.position)]
        self.record.options = self.game.check_options(len(self.record.players), record.options)
        for index, action in enumerate(record.actions):
            try:
                self.apply(action)
            except IllegalAction as exc:
                raise LoadError(Message("core.illegal_action", number=index + 1, action=str(list(action)),
                                        reason=reason(exc))) from None

    @classmethod
    def new(cls, game: str, players: object, seed: int, options: dict[str, Any] | None = None,
            meta: dict[str, Any] | None = None, bots: dict[int, str] | None = None) -> Session[Any]:
        """A new game; ``bots``: the seats played by the computer, with their levels (``check_bots``)."""
        from ..games import get

        g = get(game)
        names = g.check_players(players)
        return cls(Record(game, g.version, names, g.check_options(len(names), options), seed, [], meta or {},
                          dict(bots or {})))

    @classmethod
    def at(cls, game: Game[S], state: S, meta: dict[str, Any] | None = None) -> Session[S]:
        """A new game that starts from ``state`` instead of a set-up ("Play from here" of a rule example)."""
        seats: Any = state  # every game's state holds its players' names and its options
        return cls(Record(game.name, game.version, list(seats.names), dict(seats.options), 0, [], meta or {},
                          position=game.state_to_dict(state)))

    def _from_position(self, position: dict[str, Any]) -> S:
        """The first state of a record that starts from a position: loaded strictly (``Game.state_from_dict``
        refuses a position that breaks an invariant, with the reason), its players and options the record's.
        The record keeps the position as its game writes it, with the record's names (an anonymous copy of the
        record names no one)."""
        state: Any = self.game.state_from_dict(position)  # every game's state holds its names and its options
        players = self.game.check_players(self.record.players)
        if len(players) != len(state.names):
            raise LoadError(Message("core.record_players", count=len(players), have=len(state.names)))
        if self.game.check_options(len(players), self.record.options) != dict(state.options):
            raise LoadError(Message("core.record_options"))
        state.names = tuple(players)
        state.barrier = True  # nothing before the position to undo to
        self.record.position = self.game.state_to_dict(state)
        return state

    @classmethod
    def load(cls, text: object) -> Session[Any]:
        """A session from record text; every problem is a LoadError, nothing half-loaded."""
        return cls(Record.from_json(text))

    @property
    def state(self) -> S:
        return self.states[-1]

    def apply(self, action: object) -> S:
        action = as_action(action)
        new = self.game.apply(self.state, action)
        self.states.append(new)
        self.record.actions.append(action)
        return new

    def can_undo(self) -> bool:
        return len(self.states) > 1 and not self.states[-1].barrier

    def undo(self) -> S:
        """Take back the last action; refused after a draw at random or a reveal."""
        if len(self.states) == 1:
            raise IllegalAction(Message("core.nothing_to_undo"))
        if self.states[-1].barrier:
            raise IllegalAction(Message("core.cannot_undo"))
        self.states.pop()
        self.record.actions.pop()
        return self.state

    def log(self, seat: int | None) -> list[str]:
        """The game log as ``seat`` may read it: what setup did, then each action's line and what it caused."""
        lines = [e.text for e in self.states[0].events if e.visible_to(seat)]
        for before, action, after in zip(self.states, self.record.actions, self.states[1:]):
            lines.append(self.game.describe(before, action, seat))
            lines.extend(e.text for e in after.events if e.visible_to(seat))
        return lines

    def replay_hash(self) -> str:
        return state_hash(self.game, self.state)


def state_hash(game: Game[Any], state: State) -> str:
    return serial.stable_hash(game.state_to_dict(state))


def replay(record: Record) -> State:
    return Session(record).state


def state_to_json(game: Game[Any], state: State) -> str:
    return serial.dumps({"format": "sobremesa-position", "game": game.name, "version": game.version,
                         "state": game.state_to_dict(state)}, pretty=True)


def state_from_json(text: object) -> tuple[Game[Any], State]:
    """A position file: ``{format, game, version, state}``; the state is validated by its game."""
    from ..games import get

    data = serial.expect_keys(serial.loads(text), Message("core.what.position"), ("game", "state"),
                              ("format", "version"))
    if data.get("format", "sobremesa-position") != "sobremesa-position":
        raise LoadError(Message("core.not_position"))
    game = get(serial.expect(data["game"], str, Message("core.what.game")))
    if data.get("version", game.version) != game.version:
        raise LoadError(Message("core.position_version", game=game.title, version=str(data["version"]),
                                ours=game.version))
    return game, game.state_from_dict(serial.expect(data["state"], dict, Message("core.what.state")))
