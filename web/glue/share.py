"""Share (issue 14): a link to the game as it stands, made in a box at the top of the panel (a button of the table's
controls, the end screen's too), the players' names left out if asked. The link reveals the seed: it never stays in
the page once the box is closed or the game moves on."""

from __future__ import annotations

from collections.abc import Callable

from pyodide.ffi import create_proxy

from sobremesa.app.table import Table
from sobremesa.core.share import encode as encode_link
from sobremesa.render.replay import share_box_html

from .dom import app, control_button, document, el, show, window, words


def setup() -> None:
    """The Share button of the table's controls and its box (parts.TABLE_GLUE)."""
    control_button("share-open", "share.open", "share-box")
    box = document.createElement("section")
    box.id = "share-box"
    box.hidden = True
    box.setAttribute("aria-labelledby", "share-title")
    el("side").prepend(box)


def open_share_box(table: Table) -> None:
    el("share-box").innerHTML = share_box_html(table.over, app.lang)
    show("share-box", True)
    el("share-title").focus()


def close_share_box(table: Table | None = None) -> None:
    show("share-box", False)
    el("share-box").innerHTML = ""  # the link reveals the seed: it never stays in the page


def make_link(table: Table) -> None:
    fragment = encode_link(table.session, hide_names=bool(el("share-names").checked))
    # the only query kept is the language it was shared in (``i18n.asked``)
    el("share-link").value = f"{window.location.origin}{window.location.pathname}?lang={app.lang}#{fragment}"
    show("share-result", True)
    copy_link(table)


def copy_link(table: Table | None = None) -> None:
    note = el("share-copied")
    el("share-link").select()
    clipboard = window.navigator.clipboard
    if not clipboard:  # a JS undefined outside a secure context
        note.textContent = words("share.select")
        return

    def done(ok: bool) -> None:
        note.textContent = words("share.copied" if ok else "share.select")

    clipboard.writeText(el("share-link").value).then(create_proxy(lambda _: done(True)),
                                                    create_proxy(lambda _: done(False)))


BUTTONS: dict[str, Callable[[Table], None]] = {"share-open": open_share_box, "share-close": close_share_box,
                                               "share-make": make_link, "share-copy": copy_link}
