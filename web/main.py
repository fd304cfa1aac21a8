"""Browser glue (PyScript, main thread): DOM events in, engine calls, strings from the renderer out.

Everything that decides what the screen shows lives in ``sobremesa.app`` (the table, the saves, the form) and
``sobremesa.render`` (the markup), pure Python tested on CPython; the glue only reads the DOM, stores records in
localStorage and paints. It is the package ``glue`` (web/glue/), a module a screen:
- the start page's, in the engine's wheel (tools/split_wheel.py, ``START_GLUE``): ``dom`` (the page and the state
  the modules share), ``parts`` (the engine's parts fetched when needed), ``landing`` (the start page) and
  ``language`` (the language chosen);
- the table's, in the table's part, imported with it (``parts.TABLE_GLUE``): ``table`` (the table painted),
  ``moves`` (clicks, keys and buttons), ``preview``, ``board_text``, ``share``, ``replay`` (a share link's viewer),
  ``learn`` (How to play) and ``bots`` (the computer players' worker).
This module starts the page and follows its address.
"""

from __future__ import annotations

import contextlib
from typing import Any

from glue.dom import document, el, on, spawn, window
from glue.landing import (
    on_chip_click,
    on_form_change,
    on_form_submit,
    on_import_change,
    on_learn_link,
    on_resume_click,
    paint_landing,
)
from glue.language import setup_language
from glue.parts import address_games, load_parts, load_table_part, needs_table_part, with_table_part

from sobremesa.core import LoadError


def follow_address(event: Any = None) -> None:
    """Back, Forward or a first load: the start page, or what the address points to (a table, How to play, a share
    link, a rule example) once the table's part and the parts of the games it names are here."""
    fragment = str(window.location.hash)
    if needs_table_part(fragment):
        with_table_part(show_address, games=address_games(fragment))
    else:
        paint_landing()


def show_address() -> None:
    """The address as it is now (it may have changed while the parts were fetched), shown by the table's glue."""
    from glue.table import show_address as show  # with the table's part (parts.TABLE_GLUE)

    show(str(window.location.hash))


def go_home(event: Any) -> None:
    """The header's link to the start page: a new history entry, the table left as it was saved."""
    event.preventDefault()
    paint_landing(push=True)


async def main() -> None:
    on(el("new-game-form"), "change", on_form_change)
    on(el("new-game-form"), "submit", on_form_submit)
    on(el("resume-list"), "click", on_resume_click)
    on(el("import-file"), "change", on_import_change)
    on(el("game-list"), "click", on_chip_click)
    on(el("game-list"), "click", on_learn_link)
    on(el("home-link"), "click", go_home)
    on(window, "popstate", follow_address)
    await setup_language()
    fragment = str(window.location.hash)
    if needs_table_part(fragment):
        with contextlib.suppress(LoadError):  # offline before the service worker stored it: follow_address says so
            await load_parts(address_games(fragment))
    follow_address()  # a reload comes back to the table that was open
    document.body.dataset.pyReady = "1"
    document.dispatchEvent(window.CustomEvent.new("sobremesa:ready"))
    load_table_part()  # in the background: the start page is usable meanwhile


spawn(main())
