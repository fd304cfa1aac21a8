"""The table of one game on one device: who holds it, the pass screen, acting, undo, what to draw.

Hot-seat rule: when the game ``hides_information`` (a hand, money; Santa Maria only with the Mayan
City) and the next decision belongs to another seat than the one holding the device (``viewer``),
``screen()`` is the pass screen and holds nothing of any seat's hidden information; the board for
the new seat is drawn only after ``confirm_pass``.

Computer players (issue 12; ``Record.bots``): the device is passed only between people. While a
computer player is to move, the public view shows (nothing of any seat's hidden information) with
"<name> is thinking…"; the glue asks its worker for the move (``bot_request``) and plays the answer
only if it is still wanted and legal (``bot_reply``). A person back to move after the computer
players, with no pass, sees what they did since (the digest). Undo takes back the computer players'
moves since the last decision of a person, and that decision.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..core import Action, Game, IllegalAction, Session, State, as_action
from ..core.i18n import ENGLISH, Message, say, text
from ..render import Token, compose, tokens_for
from ..render.screens import scores_html
from . import digest

UNDO_AFTER_END = Message("table.undo_after_end")  # the final scoring showed every hidden card and coin


class Table:
    def __init__(self, session: Session, key: str) -> None:
        self.session = session
        self.key = key  # localStorage key of the autosave
        self.viewer: int | None = None  # the seat holding the device; None until someone confirms
        self.ui: dict[str, Any] = {}  # choices made by clicking data-ui elements (see sobremesa.render)
        self.error = ""
        self.since_last: list[str] = []  # "since your last turn", after a pass until the seat acts or dismisses it
        self.changes = 0  # counts the changes of the game (moves, undos): a computer player's late answer is dropped
        # the places changed (``mark_changes``), cached: for what, the board drawn without moves, which are new
        self._changes: tuple[tuple[Any, ...], list[digest.Part], digest.PartFlags] | None = None
        self._plain = digest.PlainBoards()  # the boards without moves compared, each drawn once
        self._log = digest.LogEntries()  # each seat's log, extended at each move
        if not self.hides() and self.actor not in self.bots:
            self.viewer = self.actor

    # --- making one -------------------------------------------------------------------
    @classmethod
    def new(cls, game: str, names: Sequence[str], colours: Sequence[str], options: Mapping[str, Any], seed: int,
            key: str, started: str = "", bots: Mapping[int, str] | None = None) -> Table:
        """A new game (``bots``: the seats the computer plays, with their levels); raises LoadError or IllegalAction
        with the engine's reason."""
        meta: dict[str, Any] = {"colours": list(colours)}
        if started:
            meta["started"] = started
        return cls(Session.new(game, list(names), seed, dict(options), meta, dict(bots or {})), key)

    def rematch(self, seed: int, key: str, started: str = "") -> Table:
        """A new game of the same kind with the same players, computer players, colours and options, and a new
        seed."""
        record = self.session.record
        return Table.new(record.game, record.players, list(record.meta.get("colours") or []), record.options,
                         seed, key, started, record.bots)

    @classmethod
    def load(cls, text: str, key: str) -> Table:
        """From record text; raises LoadError with a readable message, nothing half-made."""
        return cls(Session.load(text), key)

    # --- what is going on ---------------------------------------------------------------
    @property
    def game(self) -> Game[Any]:
        return self.session.game

    @property
    def state(self) -> State:
        return self.session.state

    @property
    def names(self) -> list[str]:
        return list(self.session.record.players)

    @property
    def actor(self) -> int | None:
        return self.game.actor(self.state)

    @property
    def bots(self) -> dict[int, str]:
        """The seats the computer plays, with their levels."""
        return self.session.record.bots

    def bot_to_move(self) -> int | None:
        """The computer player to move now, or None (a person is, or the game is over)."""
        actor = self.actor
        return actor if actor is not None and actor in self.bots else None

    @property
    def over(self) -> bool:
        return self.game.is_over(self.state)

    @property
    def tokens(self) -> list[Token]:
        return tokens_for(self.session.record.meta.get("colours"), len(self.names))

    def hides(self) -> bool:
        """Whether a seat of this game holds what another may not see: then the device is passed."""
        return self.game.hides_information(self.state)

    def pass_to(self) -> int | None:
        """The seat the device must be passed to before the game goes on, or None."""
        actor = self.actor
        if not self.hides() or actor == self.viewer or actor in self.bots:
            return None
        return actor  # None once the game is over

    def needs_pass(self) -> bool:
        return self.pass_to() is not None

    def seat(self) -> int | None:
        """The seat whose view is drawn: the device holder, or everyone's (None) at the end and while a computer
        player moves."""
        if self.over or self.bot_to_move() is not None:
            return None
        return self.viewer

    def legal(self) -> list[Action]:
        if self.over or self.needs_pass() or self.seat() != self.actor:
            return []
        return self.game.legal_actions(self.state)

    def describe(self, action: Sequence[Any]) -> str:
        return self.game.describe(self.state, tuple(action), self.seat())

    def prompt(self) -> str:
        if self.over:
            return Message("table.over")
        bot = self.bot_to_move()
        if bot is not None:
            return Message("table.thinking", name=self.names[bot])
        return self.game.prompt(self.state)

    # --- events ---------------------------------------------------------------------------
    def confirm_pass(self) -> None:
        if self.needs_pass():
            self.viewer = self.actor
            self._clear_choices()
            if self.viewer is not None:
                self.since_last = digest.since_last_turn(self.session, self.viewer)

    def dismiss_digest(self) -> None:
        """The seat has read what the others did: the digest and its marks go (the last move stays marked)."""
        self.since_last = []

    def act(self, action: Action) -> None:
        """Apply an action of the viewing seat; raises IllegalAction (nothing changes then)."""
        seat = self.pass_to()
        if seat is not None:  # the engine words every other refusal
            raise IllegalAction(Message("table.pass_first", name=self.names[seat]))
        bot = self.bot_to_move()
        if bot is not None:
            raise IllegalAction(Message("table.bot_moves_itself", name=self.names[bot]))
        self.session.apply(action)
        self._after_change()

    # --- computer players -----------------------------------------------------------------------
    def request_id(self) -> str:
        """Names the game and the moment of it: an answer asked for before a move, an undo or in another game
        is no longer wanted."""
        return f"{self.key}#{self.changes}"

    def bot_request(self) -> dict[str, Any] | None:
        """What the worker needs to choose the move of the computer player to move (``app.computer.think``):
        the record, the seat and its level; None when a person is to move."""
        seat = self.bot_to_move()
        if seat is None:
            return None
        return {"id": self.request_id(), "record": self.session.record.to_dict(), "seat": seat,
                "level": self.bots[seat]}

    def bot_reply(self, reply: Mapping[str, Any]) -> bool:
        """Play a computer player's answer if it is still wanted (its request id): False when it is not (the game
        moved on). The move is checked against the legal actions again: IllegalAction when it is not one."""
        seat = self.bot_to_move()
        if seat is None or reply.get("id") != self.request_id():
            return False
        action = as_action(reply.get("action"))
        if action not in self.game.legal_actions(self.state):
            raise IllegalAction(Message("table.bot_illegal", name=self.names[seat], move=str(list(action))))
        self.session.apply(action)
        self._after_change()
        return True

    # --- undo -----------------------------------------------------------------------------------
    def _undo_steps(self) -> int:
        """How many actions undo takes back: the computer players' moves at the end, and the decision of a person
        before them (0: no person has decided yet)."""
        states = self.session.states
        steps = len(states) - 1
        for index in range(len(states) - 2, -1, -1):
            if self.game.actor(states[index]) not in self.bots:
                return steps - index
        return 0

    def _undo_refusal(self) -> str:
        """Why undo is not possible now, or '' (the engine's undo stops at a barrier: a draw or a reveal)."""
        if self.over:
            return UNDO_AFTER_END
        steps = self._undo_steps()
        if steps == 0:
            return Message("table.nothing_to_undo_bots" if self.session.record.actions else "table.nothing_to_undo")
        states = self.session.states
        for back in range(1, steps + 1):
            if states[-back].barrier:
                seat = self.game.actor(states[-back - 1])
                if seat in self.bots:
                    return Message("table.undo_bot_barrier", name=self.names[seat])
                return Message("table.undo_barrier")
        return ""

    def can_undo(self) -> bool:
        """The engine's undo (it stops at a barrier) of the last decision of a person and the computer players'
        moves after it, and never once the game is over (see the top)."""
        return not self._undo_refusal()

    def undo(self) -> None:
        """Take back the last decision of a person and the computer players' moves after it; raises IllegalAction
        with the reason when that is not allowed."""
        refusal = self._undo_refusal()
        if refusal:
            raise IllegalAction(refusal)
        for _ in range(self._undo_steps()):
            self.session.undo()
        self._after_change()

    def set_ui(self, change: Mapping[str, Any]) -> None:
        self.ui.update(change)

    def _clear_choices(self) -> None:
        """Forget the UI choices of the last decision and its error; display toggles (``view_``) stay."""
        self.ui = {k: v for k, v in self.ui.items() if k.startswith("view_")}
        self.error = ""

    def _after_change(self) -> None:
        self._clear_choices()
        self.since_last = []
        self.changes += 1
        actor = self.actor
        if not self.hides() and actor not in self.bots:
            self.viewer = actor
        actions = self.session.record.actions
        after_bot = bool(actions) and self.game.actor(self.session.states[-2]) in self.bots
        if after_bot and actor is not None and actor == self.viewer and actor not in self.bots:
            self.since_last = digest.since_last_turn(self.session, actor)  # back from the computer players
        if self.over:
            self.session.record.meta["finished"] = True
        else:
            self.session.record.meta.pop("finished", None)

    def record_json(self) -> str:
        return self.session.record.to_json()

    # --- what to draw -----------------------------------------------------------------------
    def screen(self, lang: str = ENGLISH) -> dict[str, Any]:
        """Everything the glue shows, as strings in the viewer's language (``lang``: the app's words and the
        messages; the games' words as they give them); on the pass screen only the name to pass to."""
        base = {"can_undo": self.can_undo(), "error": text(self.error, lang), "title": self.game.title,
                "actions_done": len(self.session.record.actions)}
        seat = self.pass_to()
        return {**base, **(self._table_screen(lang) if seat is None else self._pass_screen(seat, lang))}

    def _pass_screen(self, seat: int, lang: str) -> dict[str, Any]:
        name = self.names[seat]
        return {"mode": "pass", "pass_to": name,
                "pass_title": say(lang, "pass.hand" if self.viewer is None else "pass.title", name=name),
                "pass_note": say(lang, "pass.note", name=name),
                "pass_button": say(lang, "pass.button", name=name),
                # undo on the pass screen is offered to the seat that still holds the device
                "pass_undo": self.viewer is not None and self.can_undo()}

    def _table_screen(self, lang: str) -> dict[str, Any]:
        seat = self.seat()
        outcome = self.game.outcome(self.state)
        view = self.game.view(self.state, seat)
        parts = compose(self.game.name, view, self.legal(),
                        lambda action: text(self.describe(action), lang), self.tokens, self.ui, outcome, lang)
        entries, log = self._log.texts(self.session, seat, lang)
        return {"mode": "over" if self.over else "play", "seat": seat,
                "board": self.mark_changes(parts["board"], view), "side": parts["side"],
                "buttons": parts["buttons"], "prompt": text(self.prompt(), lang),
                "log": log,
                "log_rounds": digest.round_headings(self.session, entries, lang),
                "last_move": text(digest.last_move(self.session, seat), lang),
                "digest": [text(line, lang) for line in self.since_last],
                "scores": "" if outcome is None else scores_html(outcome, self.names, self.tokens, lang)}

    def mark_changes(self, board: str, view: dict[str, Any] | None = None) -> str:
        """The board with the places that changed marked (``digest``): since the seat's last turn while its
        digest is shown, else by the last action. The comparison (two boards drawn without moves) is cached until
        the game, the seat or a display toggle changes; ``view``: the seat's view of the state now, when drawn."""
        seat, now = self.seat(), len(self.session.record.actions)
        since = None if not self.since_last or seat is None else digest.last_turn(self.session, seat)
        start = now - 1 if not self.since_last else 0 if since is None else since + 1
        toggles = tuple(sorted((k, repr(v)) for k, v in self.ui.items() if k.startswith("view_")))
        key = (now, seat, start, toggles, digest.forget_if_full())
        if self._changes is None or self._changes[0] != key:
            plain: list[digest.Part] = []
            flags: digest.PartFlags = []
            if 0 <= start < now:
                plain = self._plain.parts(self.session, now, seat, self.tokens, self.ui, view)
                flags = digest.changed_parts(self._plain.parts(self.session, start, seat, self.tokens, self.ui), plain)
            self._changes = (key, plain, flags)
        _, plain, flags = self._changes
        if not any(flags):
            return board
        shown = digest.parts(board, plain)
        return digest.mark_parts(shown, digest.carry_parts(plain, flags, shown))


def log_change(shown: Sequence[str], lines: Sequence[str]) -> tuple[int, list[str]]:
    """How the glue turns the log on screen (``shown``) into ``lines``, the log of the seat now looking, so
    that its live region announces only what is new: keep the first ``keep`` lines (the start both share),
    remove the others (removals are not read out) and append the rest. Whatever was shown before, the
    result is exactly ``lines``: nothing of another seat's log can stay."""
    keep = 0
    for old, new in zip(shown, lines):
        if old != new:
            break
        keep += 1
    return keep, list(lines[keep:])
