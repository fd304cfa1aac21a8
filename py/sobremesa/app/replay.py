"""The replay viewer of a share link (issue 14): a shared game, any position of it, from any seat's view.

A link holds the seed, so it reveals every draw and hidden card anyway (the sharer was warned when the game was not
over): the viewer chooses whose view to look from, a seat's or the public view (``None``, as a bystander).
"Continue from here" makes the position a new local game (``Table``).
"""

from __future__ import annotations

from typing import Any

from ..core import Record, Session, State
from ..core.i18n import ENGLISH, Message, text
from ..core.record import state_hash
from ..render import compose, tokens_for
from .table import Table


class Replay:
    def __init__(self, session: Session) -> None:
        self.session = session
        self.step = len(session.record.actions)  # a link opens at the position it was made from
        self.seat: int | None = None

    @property
    def total(self) -> int:
        return len(self.session.record.actions)

    @property
    def names(self) -> list[str]:
        return list(self.session.record.players)

    def go(self, step: int) -> None:
        """Show the position after ``step`` moves (kept between the start and the last move)."""
        self.step = max(0, min(self.total, step))

    def look_from(self, seat: int | None) -> None:
        """Whose view the board shows: a seat, or None for the public view."""
        self.seat = seat if seat is not None and 0 <= seat < len(self.names) else None

    def state(self) -> State:
        return self.session.states[self.step]

    def moves(self) -> list[list[str]]:
        """The log as the chosen view reads it, move by move: the set-up lines first (entry 0), then for each
        move its line and the lines it caused (entry n: what move n did)."""
        game, states, seat = self.session.game, self.session.states, self.seat
        entries = [[e.text for e in states[0].events if e.visible_to(seat)]]
        for before, action, after in zip(states, self.session.record.actions, states[1:]):
            entries.append([game.describe(before, action, seat)]
                           + [e.text for e in after.events if e.visible_to(seat)])
        return entries

    def screen(self, lang: str = ENGLISH) -> dict[str, Any]:
        """The board and panel of the position shown, from the chosen view, with its state hash; the prompt in the
        viewer's language (``lang``)."""
        game, state, seat = self.session.game, self.state(), self.seat
        tokens = tokens_for(self.session.record.meta.get("colours"), len(self.names))
        outcome = game.outcome(state)
        parts = compose(game.name, game.view(state, seat), [], lambda a: text(game.describe(state, a, seat), lang),
                        tokens, {}, outcome, lang)
        return {"board": parts["board"], "side": parts["side"], "step": self.step, "total": self.total,
                "over": game.is_over(state), "hash": state_hash(game, state),
                "prompt": text(Message("table.over") if outcome is not None else game.prompt(state), lang),
                "outcome": outcome, "tokens": tokens}

    def continue_here(self, key: str, started: str = "") -> Table:
        """The position shown as a new local game: the same record up to this move, saved under ``key``."""
        record = self.session.record
        meta = {k: v for k, v in record.meta.items() if k != "finished"}
        if started:
            meta["started"] = started
        if self.session.game.is_over(self.state()):
            meta["finished"] = True
        fields = {**vars(record), "actions": record.actions[:self.step], "meta": meta}
        return Table(Session(Record(**fields)), key)
