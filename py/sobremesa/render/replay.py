"""The replay viewer and the share box (issue 14) as HTML: the glue fills the page with these and steps through
``app.replay.Replay``; the board and panel of each position are the game's own renderer's (``compose``).

Ids the glue reads: ``replay-step`` (the move slider), ``replay-seat`` (whose view), ``replay-pace`` (ms a move),
buttons with ``data-replay`` (first, back, play, next, last, continue), the move list's ``data-replay-step``; in the
share box ``share-names`` (leave the names out), ``share-make`` and ``share-copy``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Outcome
from . import Token, esc
from .screens import breakdown_html, heading, solo_heading

PACES = (("Slow", 2000), ("Normal", 1000), ("Fast", 400))  # ms a move when playing
DEFAULT_PACE = 1000
SEED_WARNING = ("This game is not over. A link holds the game's seed, which reveals every future draw and every "
                "hidden card and coin of every player: whoever opens it can see what the others cannot. Share it "
                "only if no one who opens it will play on in this game.")


def _option(value: object, label: str, selected: bool) -> str:
    return f'<option value="{esc(value)}"{" selected" if selected else ""}>{esc(label)}</option>'


def viewer_html(title: str, names: Sequence[str], total: int, seat: int | None, step: int) -> str:
    """The frame of the viewer: heading, controls (step, play at a pace, jump to a move, whose view, continue),
    the board and panel (``replay-board``, ``replay-side``) and the move list (``replay-moves``)."""
    views = _option("", "Everyone (public view)", seat is None) + "".join(
        _option(i, f"{name}'s view", seat == i) for i, name in enumerate(names))
    paces = "".join(_option(ms, label, ms == DEFAULT_PACE) for label, ms in PACES)
    buttons = "".join(f'<button type="button" data-replay="{key}">{label}</button>'
                      for key, label in (("first", "First"), ("back", "Back"), ("play", "Play"), ("next", "Next"),
                                         ("last", "Last")))
    return (f'<h2 id="replay-title">Replay: {esc(title)}, {esc(", ".join(names))}</h2>'
            f'<div id="replay-controls" role="group" aria-label="Replay controls">{buttons}'
            f'<label class="replay-jump">Move <input type="range" id="replay-step" min="0" max="{total}" '
            f'value="{step}"></label>'
            f'<label>Pace <select id="replay-pace">{paces}</select></label>'
            f'<label>View <select id="replay-seat">{views}</select></label>'
            '<button type="button" data-replay="continue" class="primary">Continue from here</button></div>'
            '<p id="replay-status" role="status"></p>'
            '<div id="replay-board" role="region" aria-label="Board"></div>'
            '<aside id="replay-side" aria-label="Players and moves"><div id="replay-info"></div>'
            '<div id="replay-panel"></div><h3 id="replay-moves-title">Moves</h3>'
            '<ol id="replay-moves" aria-labelledby="replay-moves-title"></ol></aside>')


def status_text(step: int, total: int, prompt: str) -> str:
    """Where the replay is, in words: "Move 12 of 340: <prompt>" (the start: "Set-up")."""
    where = "Set-up" if step == 0 else f"Move {step} of {total}"
    return f"{where}. {prompt}"


def moves_html(entries: Sequence[Sequence[str]], step: int) -> str:
    """The log move by move, each entry a button that jumps to the position after it (entry 0: the set-up)."""
    items = []
    for index, lines in enumerate(entries):
        head = "Set-up" if index == 0 else f"{index}."
        text = " ".join(lines) or "—"
        current = ' aria-current="step"' if index == step else ""
        items.append(f'<li><button type="button" class="replay-move" data-replay-step="{index}"{current}>'
                     f'<span class="move-number">{head}</span> {esc(text)}</button></li>')
    return "".join(items)


def outcome_html(outcome: Outcome | None, names: Sequence[str], tokens: Sequence[Token]) -> str:
    """Who won and the score by category at the end of the replay; nothing before it."""
    if outcome is None:
        return ""
    title = solo_heading(outcome, names[0]) if len(names) == 1 else heading(outcome, names)
    return f'<h3 class="replay-outcome">{esc(title)}</h3>' + breakdown_html(outcome, names, tokens)


def share_box_html(over: bool) -> str:
    """The share box of a table: leave the names out; for a game not over, the warning that the seed reveals
    every future draw and hidden card, and the button that accepts it."""
    warning = "" if over else f'<p class="warning" id="share-warning">{esc(SEED_WARNING)}</p>'
    make = "Make the link" if over else "I understand: make the link"
    return ('<h2 id="share-title" tabindex="-1">Share this game</h2>'
            + ('<p>The link holds the whole game: whoever opens it can replay it move by move and continue '
               'from any move. Nothing is sent to a server.</p>' if over else "")
            + warning
            + '<label><input type="checkbox" id="share-names"> Leave out the players\' names</label>'
            f'<div class="share-buttons"><button type="button" id="share-make" class="primary">{make}</button>'
            '<button type="button" id="share-close">Cancel</button></div>'
            '<div id="share-result" hidden><label for="share-link">The link</label>'
            '<input type="text" id="share-link" readonly>'
            '<button type="button" id="share-copy">Copy the link</button>'
            '<p id="share-copied" role="status"></p></div>')


def refused_html(reason: str) -> str:
    """A link that cannot be replayed: the reason, and the way to the start page."""
    return ('<h2 id="replay-title">This link cannot be opened</h2>'
            f'<p class="error" role="alert" id="replay-error">{esc(reason)}</p>'
            '<p><a href="./" data-replay="home">Go to the start page</a></p>')
