"""Describe the board (issue 13): the seat's view in words, for a screen reader, in a section at the top of the
panel, opened by a button of the table's controls."""

from __future__ import annotations

from collections.abc import Callable

from sobremesa.app.table import Table
from sobremesa.core import i18n
from sobremesa.render import esc

from .dom import app, control_button, document, el, show, words


def setup() -> None:
    """The button of the table's controls and its section (parts.TABLE_GLUE)."""
    button = control_button("board-text-open", "board_text.open", "board-text")
    button.setAttribute("aria-expanded", "false")
    section = document.createElement("section")
    section.id = "board-text"
    section.hidden = True
    section.setAttribute("aria-labelledby", "board-text-title")
    section.innerHTML = (f'<h2 id="board-text-title" tabindex="-1" data-i18n="board_text.title">'
                         f'{esc(words("board_text.title"))}</h2><div id="board-text-body"></div>'
                         '<button type="button" id="board-text-close" class="small" data-i18n="board_text.close">'
                         f'{esc(words("board_text.close"))}</button>')
    el("side").prepend(section)  # the top of the panel; on a phone, under the prompt


def fill_board_text(table: Table) -> None:
    from sobremesa.render.describe import board_text  # once the panel is opened (TABLE_MODULES)

    seat = table.seat()
    el("board-text-body").innerHTML = board_text(table.game, table.game.view(table.state, seat), seat,
                                                 i18n.text(table.prompt(), app.lang), table.tokens, app.lang)


def open_board_text(table: Table) -> None:
    fill_board_text(table)
    show("board-text", True)
    el("board-text-open").setAttribute("aria-expanded", "true")
    el("board-text-title").focus()


def close_board_text(table: Table | None = None) -> None:
    show("board-text", False)
    el("board-text-body").innerHTML = ""
    el("board-text-open").setAttribute("aria-expanded", "false")


BUTTONS: dict[str, Callable[[Table], None]] = {"board-text-open": open_board_text, "board-text-close": close_board_text}
