"""The contract every game implements, and the checks shared by all of them.

A game is one ``Game`` subclass instance (see ``sobremesa.games.get``). Its states are
``@game_state`` dataclasses (``core/state.py``); ``apply`` copies before it changes anything,
so a state handed out is never modified again.

Actions are small tuples of str/int (JSON lists on disk). ``legal_actions`` is the
single source of truth: ``apply`` accepts exactly what it lists.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from . import rng as _rng
from .determinize import observe, redeal
from .errors import IllegalAction, LoadError
from .i18n import Message, as_data
from .state import Outcome, Secret, State

Action = tuple[Any, ...]
"""An action: a tuple that starts with its name, then words, numbers, None or nested tuples."""

S = TypeVar("S", bound=State)


@dataclass(frozen=True)
class Option:
    """One setup option as the new-game form shows it.

    ``players``: the player counts it applies to (() = all); ``requires``: for an on/off option, the
    on/off options that must be on for this one to be on (an expansion module needs its expansion);
    ``choice_words``: what the form shows for each choice (the game's words; on/off options say on/off).
    The form and ``check_options`` both read these, so they agree on what may be combined.
    """

    key: str
    label: str
    choices: tuple[Any, ...]
    default: Any
    players: tuple[int, ...] = ()
    help: str = ""
    requires: tuple[str, ...] = ()
    choice_words: tuple[str, ...] = ()  # each choice in words, in the order of ``choices`` (() for on/off)

    def applies(self, count: int) -> bool:
        return not self.players or count in self.players

    def as_dict(self) -> dict[str, Any]:
        """The option as JSON data for the form; its words stay messages (``i18n.as_data``), shown in the viewer's
        language."""
        return {"key": self.key, "label": as_data(self.label), "choices": list(self.choices),
                "default": self.default, "players": list(self.players), "help": as_data(self.help),
                "requires": list(self.requires), "choice_words": [as_data(w) for w in self.choice_words]}


_PLAIN = frozenset((str, int, type(None)))  # the parts of an action already in its normal form (a bool is not one)


def as_action(value: object) -> Action:
    """Normalise an action from JSON (lists) to a tuple; reject anything else."""
    if type(value) is tuple and value and type(value[0]) is str and _PLAIN.issuperset(map(type, value)):
        return value  # already normal: what legal_actions lists and the computer players choose
    if isinstance(value, (list, tuple)) and value and isinstance(value[0], str):
        out = []
        for part in value:
            if isinstance(part, (list, tuple)):
                part = as_action(part) if part and isinstance(part[0], str) else tuple(part)
            elif not (part is None or isinstance(part, (str, int))) or isinstance(part, bool):
                raise IllegalAction(Message("core.action_part", part=repr(part)))
            out.append(part)
        return tuple(out)
    raise IllegalAction(Message("core.not_an_action", value=repr(value)))


class Game(Generic[S]):
    """Base class: subclasses fill in the rules for their state type ``S``; this class keeps the contract."""

    name = ""
    title = ""
    version = "1"
    min_players = 1
    max_players = 1
    options: tuple[Option, ...] = ()
    players_need: Mapping[int, tuple[str, ...]] = {}
    """Player counts that need on/off options on (Santa Maria with 5 players: the Mayan City and the
    Ambassadors); ``check_options`` refuses the others with the reason, and the form reads it."""
    has_secrets = True  # seats hold hidden information: one device needs a pass screen

    # --- the contract -------------------------------------------------------------
    def setup(self, players: int | Sequence[str], seed: int, options: dict[str, Any] | None = None) -> S:
        names = self.check_players(players)
        opts = self.check_options(len(names), options)
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise LoadError(Message("core.seed"))
        state = self.new_state(names, _rng.seed_state(seed), opts)
        state.barrier = True
        return state

    def apply(self, state: S, action: Any) -> S:
        """A new state after ``action``; raises IllegalAction and changes nothing otherwise."""
        action = as_action(action)
        if action not in self.legal_actions(state):
            raise IllegalAction(self.why_illegal(state, action))
        return self.step(state, action)

    def step(self, state: S, action: Action) -> S:
        """``apply`` without the check, for search: ``action`` must be one of ``legal_actions(state)``."""
        new: S = state.copy()
        new.events = []
        new.barrier = False
        self.play(new, action)
        if new.rng != state.rng:
            new.barrier = True
        return new

    def observe(self, state: S, seat: int) -> S:
        """What ``seat`` knows of ``state``, as a state (what a bot is given, ``bots.Information``): what it may not
        see (``secrets``) in one fixed order, no generator; the same for every state it cannot tell apart, and its
        view is the seat's view (``core.determinize.observe``)."""
        return observe(self, state, seat)

    def determinize(self, state: S, seat: int, seed: int) -> S:
        """A complete state ``seat`` cannot tell from ``state`` (in a bot, the observed one: ``observe``), for a
        bot's search: what the seat may not see (``secrets``) re-dealt from ``seed`` alone, with a fresh generator
        (``core.determinize.redeal``)."""
        return redeal(self, state, seat, seed)

    def actor(self, state: S) -> int | None:
        """The seat that decides now; None when the game is over."""
        raise NotImplementedError

    def legal_actions(self, state: S) -> list[Action]:
        raise NotImplementedError

    def view(self, state: S, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see, as JSON (None: a bystander); nothing of ``secrets`` it may not see."""
        raise NotImplementedError

    def is_over(self, state: S) -> bool:
        return self.actor(state) is None

    def scores(self, state: S) -> list[int]:
        raise NotImplementedError

    def outcome(self, state: S) -> Outcome | None:
        """How the game ended (None while it goes on): winners after the tie-breaks, scores, and
        for a solo game won or lost and its goal. By default the highest score wins, a tie is shared."""
        if not self.is_over(state):
            return None
        points = self.scores(state)
        return Outcome(winners=tuple(p for p, v in enumerate(points) if v == max(points)), scores=tuple(points))

    def winners(self, state: S) -> list[int]:
        """The seats that won a finished game ([] for a lost solo game): ``outcome(state).winners``."""
        result = self.outcome(state)
        return [] if result is None else list(result.winners)

    def hides_information(self, state: S) -> bool:
        """Whether a seat holds something another seat may not see (a hand, money): on one device the
        table then passes the device between seats. By default ``has_secrets``; a game whose options
        add a hidden hand (Santa Maria's Mayan City) says so from its state."""
        return self.has_secrets

    def secrets(self, state: S) -> list[Secret]:
        """Every part of ``state`` hidden from some seat, and who may see it (see ``Secret``)."""
        return []

    def counters(self, view: dict[str, Any]) -> dict[int, dict[str, int]]:
        """The counters each seat has in ``view`` (what ``view`` returned), by seat: {"coin": 3, "point": 12}, each
        named by its singular noun from the game's words; a number the view hides is left out. A move's preview
        compares them before and after (``core.preview``). By default none."""
        return {}

    # --- what a game fills in -----------------------------------------------------
    def new_state(self, names: list[str], rng: int, options: dict[str, Any]) -> S:
        raise NotImplementedError

    def play(self, state: S, action: Action) -> None:
        """Carry out a legal action on ``state`` (a private copy) in place."""
        raise NotImplementedError

    def describe(self, state: S, action: Action, seat: int | None = None) -> str:
        """One line for the log, as ``seat`` may read it (``state`` is before the action)."""
        return " ".join(map(str, action))

    def prompt(self, state: S) -> str:
        """What the actor must decide now, in words (shown above the board)."""
        seat = self.actor(state)
        if seat is None:
            return Message("core.over")
        return Message("core.to_play", name=self.player_names(state)[seat])

    def why_illegal(self, state: S, action: Action) -> str:
        if self.is_over(state):
            return Message("core.over")
        return Message("core.not_allowed", move=self.describe(state, action), prompt=self.prompt(state))

    def state_to_dict(self, state: S) -> dict[str, Any]:
        raise NotImplementedError

    def state_from_dict(self, data: dict[str, Any]) -> S:
        """Load a saved state or a hand-written position; LoadError when it is malformed or breaks
        an invariant (a component lost or doubled), so a tampered save never half-loads."""
        state = self.read_state(data)
        problems = self.invariants(state)
        if problems:
            joined = problems[0]
            for problem in problems[1:]:   # "a; b; c", each made in the reader's language
                joined = Message("core.check.and", first=joined, next=problem)
            raise LoadError(Message("core.inconsistent", problems=joined))
        return state

    def read_state(self, data: dict[str, Any]) -> S:
        """Parse the saved form strictly (LoadError on anything malformed); what a game fills in."""
        raise NotImplementedError

    def player_names(self, state: S) -> list[str]:
        raise NotImplementedError

    # --- what the property tests and ``fuzz`` check after every action --------------
    def invariants(self, state: S) -> list[str]:
        """Broken invariants (components not conserved, impossible values), each a ``Message`` (``<game>.check.*``,
        ``core.check.*``) whose English text is what fuzz and the property tests print; [] when sound."""
        return []

    def leaks(self, state: S) -> list[str]:
        """Hidden information found in a view of a seat that must not see it; [] when none."""
        return []

    # --- shared checks ------------------------------------------------------------
    def check_players(self, players: object) -> list[str]:
        if isinstance(players, int) and not isinstance(players, bool):
            players = [f"Player {i + 1}" for i in range(players)]
        if not isinstance(players, (list, tuple)) or not all(isinstance(p, str) for p in players):
            raise LoadError(Message("core.players_kind"))
        if not self.min_players <= len(players) <= self.max_players:
            raise LoadError(Message("core.players_count", game=self.title, low=self.min_players,
                                    high=self.max_players, count=len(players)))
        names = [p.strip() for p in players]
        if any(not n or len(n) > 40 for n in names):
            raise LoadError(Message("core.player_name"))
        if len(set(names)) != len(names):
            raise LoadError(Message("core.same_name"))
        return names

    def check_options(self, count: int, options: dict[str, Any] | None) -> dict[str, Any]:
        options = dict(options or {})
        known = {o.key: o for o in self.options}
        for key in options:
            if key not in known:
                raise LoadError(Message("core.no_option", game=self.title, key=repr(key)))
        out = {}
        for opt in self.options:
            value = options.get(opt.key, opt.default)
            if value not in opt.choices or type(value) is not type(opt.default):
                raise LoadError(Message("core.option_value", label=opt.label, value=repr(value),
                                        choices=str(list(opt.choices))))
            out[opt.key] = value
        for opt in self.options:
            needed = [known[k].label for k in opt.requires if out[opt.key] and not out[k]]
            if needed:
                raise LoadError(Message("core.option_requires", label=opt.label, needed=needed))
        needed = [known[k].label for k in self.players_need.get(count, ()) if not out[k]]
        if needed:
            raise LoadError(Message("core.count_needs", game=self.title, count=count, needed=needed))
        return out

    def option_combinations(self, count: int) -> list[dict[str, Any]]:
        """Every combination of options allowed with ``count`` players (an option that does not apply
        to that count keeps its default): what the property tests and ``fuzz --all-options`` cycle through."""
        combos: list[dict[str, Any]] = [{}]
        for opt in self.options:
            values = opt.choices if opt.applies(count) else (opt.default,)
            combos = [{**c, opt.key: v} for c in combos for v in values]
        allowed = []
        for combo in combos:
            try:
                allowed.append(self.check_options(count, combo))
            except LoadError:
                continue
        return allowed

    def listing(self) -> dict:
        return {"name": self.name, "title": self.title, "version": self.version,
                "min_players": self.min_players, "max_players": self.max_players,
                "options": [o.as_dict() for o in self.options],
                "players_need": {str(n): list(keys) for n, keys in self.players_need.items()}}
