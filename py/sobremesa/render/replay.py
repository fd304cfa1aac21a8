"""The replay viewer and the share box (issue 14) as HTML: the glue fills the page with these and steps through
``app.replay.Replay``; the board and panel of each position are the game's own renderer's (``compose``). Every word
is the app's catalog's, in the viewer's language (``lang``, ``core.i18n``).

Ids the glue reads: ``replay-step`` (the move slider), ``replay-seat`` (whose view), ``replay-pace`` (ms a move),
buttons with ``data-replay`` (first, back, play, next, last, continue), the move list's ``data-replay-step``; in the
share box ``share-names`` (leave the names out), ``share-make`` and ``share-copy``. The board (``replay-board``)
pans and zooms as the table's does (web/panzoom.mjs), with its buttons in ``replay-board-view``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core import Outcome
from ..core.i18n import ENGLISH, say, text
from . import Token, esc
from .screens import breakdown_html, heading, solo_heading

PACES = (("pace.slow", 2000), ("pace.normal", 1000), ("pace.fast", 400))  # ms a move when playing
DEFAULT_PACE = 1000
ZOOM = (("in", "+", "table.zoom_in", "table.zoom_in_title"), ("out", "−", "table.zoom_out", "table.zoom_out_title"),
        ("fit", None, "table.zoom_fit_label", "table.zoom_fit_title"))  # the buttons of the board's view


def _option(value: object, label: str, selected: bool) -> str:
    return f'<option value="{esc(value)}"{" selected" if selected else ""}>{esc(label)}</option>'


def _zoom_buttons(lang: str) -> str:
    """+, − and Fit of the board (panzoom.mjs acts on the board they are next to)."""
    return "".join(f'<button type="button" data-pan-zoom-command="{command}" aria-label="{esc(say(lang, label))}" '
                   f'title="{esc(say(lang, title))}">{esc(face or say(lang, "table.zoom_fit"))}</button>'
                   for command, face, label, title in ZOOM)


def viewer_html(title: str, names: Sequence[str], total: int, seat: int | None, step: int, lang: str = ENGLISH) -> str:
    """The frame of the viewer: heading, controls (step, play at a pace, jump to a move, whose view, continue),
    the board with its view buttons, the panel (``replay-board``, ``replay-side``) and the move list
    (``replay-moves``)."""
    views = _option("", say(lang, "replay.everyone"), seat is None) + "".join(
        _option(i, say(lang, "replay.seat_view", name=name), seat == i) for i, name in enumerate(names))
    paces = "".join(_option(ms, say(lang, key), ms == DEFAULT_PACE) for key, ms in PACES)
    buttons = "".join(f'<button type="button" data-replay="{key}">{esc(say(lang, f"replay.{key}"))}</button>'
                      for key in ("first", "back", "play", "next", "last"))
    return (f'<h2 id="replay-title">{esc(say(lang, "replay.title", game=title, players=list(names)))}</h2>'
            f'<div id="replay-controls" role="group" aria-label="{esc(say(lang, "replay.controls"))}">{buttons}'
            f'<label class="replay-jump">{esc(say(lang, "replay.move"))} <input type="range" id="replay-step" '
            f'min="0" max="{total}" value="{step}"></label>'
            f'<label>{esc(say(lang, "replay.pace"))} <select id="replay-pace">{paces}</select></label>'
            f'<label>{esc(say(lang, "replay.view"))} <select id="replay-seat">{views}</select></label>'
            f'<button type="button" data-replay="continue" class="primary">{esc(say(lang, "replay.continue"))}'
            '</button></div>'
            '<p id="replay-status" role="status"></p>'
            '<div id="replay-stage"><div id="replay-board-view" class="board-view" role="group" '
            f'aria-label="{esc(say(lang, "table.map_view"))}" aria-controls="replay-board" hidden>'
            f'{_zoom_buttons(lang)}</div>'
            f'<div id="replay-board" role="region" aria-label="{esc(say(lang, "table.board"))}" '
            'data-pan-zoom-tools="replay-board-view"></div></div>'
            f'<aside id="replay-side" aria-label="{esc(say(lang, "table.controls"))}"><div id="replay-info"></div>'
            f'<div id="replay-panel"></div><h3 id="replay-moves-title">{esc(say(lang, "replay.moves"))}</h3>'
            '<ol id="replay-moves" aria-labelledby="replay-moves-title"></ol></aside>')


def status_text(step: int, total: int, prompt: str, lang: str = ENGLISH) -> str:
    """Where the replay is, in words: "Move 12 of 340. <prompt>" (the start: "Set-up. <prompt>")."""
    where = say(lang, "replay.setup") if step == 0 else say(lang, "replay.move_of", step=step, total=total)
    return say(lang, "replay.status", where=where, prompt=prompt)


def moves_html(entries: Sequence[Sequence[str]], step: int, lang: str = ENGLISH) -> str:
    """The log move by move, each entry a button that jumps to the position after it (entry 0: the set-up)."""
    items = []
    for index, lines in enumerate(entries):
        head = say(lang, "replay.setup") if index == 0 else f"{index}."
        shown = " ".join(text(line, lang) for line in lines) or "—"
        current = ' aria-current="step"' if index == step else ""
        items.append(f'<li><button type="button" class="replay-move" data-replay-step="{index}"{current}>'
                     f'<span class="move-number">{esc(head)}</span> {esc(shown)}</button></li>')
    return "".join(items)


def outcome_html(outcome: Outcome | None, names: Sequence[str], tokens: Sequence[Token], lang: str = ENGLISH) -> str:
    """Who won and the score by category at the end of the replay; nothing before it."""
    if outcome is None:
        return ""
    title = solo_heading(outcome, names[0], lang) if len(names) == 1 else heading(outcome, names, lang)
    return f'<h3 class="replay-outcome">{esc(title)}</h3>' + breakdown_html(outcome, names, tokens, lang)


def share_box_html(over: bool, lang: str = ENGLISH) -> str:
    """The share box of a table: leave the names out; for a game not over, the warning that the seed reveals
    every future draw and hidden card, and the button that accepts it."""
    about = "" if not over else f'<p>{esc(say(lang, "share.about"))}</p>'
    warning = "" if over else f'<p class="warning" id="share-warning">{esc(say(lang, "share.seed_warning"))}</p>'
    make = say(lang, "share.make" if over else "share.make_anyway")
    return (f'<h2 id="share-title" tabindex="-1">{esc(say(lang, "share.title"))}</h2>{about}{warning}'
            f'<label><input type="checkbox" id="share-names"> {esc(say(lang, "share.names"))}</label>'
            f'<div class="share-buttons"><button type="button" id="share-make" class="primary">{esc(make)}</button>'
            f'<button type="button" id="share-close">{esc(say(lang, "share.cancel"))}</button></div>'
            f'<div id="share-result" hidden><label for="share-link">{esc(say(lang, "share.link"))}</label>'
            '<input type="text" id="share-link" readonly>'
            f'<button type="button" id="share-copy">{esc(say(lang, "share.copy"))}</button>'
            '<p id="share-copied" role="status"></p></div>')


def refused_html(reason: str, lang: str = ENGLISH) -> str:
    """A link that cannot be replayed: the reason (already in the viewer's language), and the way to the start
    page."""
    return (f'<h2 id="replay-title">{esc(say(lang, "replay.refused"))}</h2>'
            f'<p class="error" role="alert" id="replay-error">{esc(reason)}</p>'
            f'<p><a href="./" data-replay="home">{esc(say(lang, "replay.home"))}</a></p>')
