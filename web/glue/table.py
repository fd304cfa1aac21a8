"""The table: opened, saved and painted from its screen (``Table.screen``: the pass screen, or the board, the panel,
the log and the buttons of the seat looking; the board and the panel patched in place, issue 16), and what an address
points to once the table's part is here."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pyodide.ffi import create_once_callable

from sobremesa.app.digest import Shown
from sobremesa.app.digest import edits as board_edits
from sobremesa.app.nav import example_from_fragment, fragment_for, game_from_fragment, is_share_link, key_from_fragment
from sobremesa.app.table import Table, log_change
from sobremesa.core import LoadError, i18n
from sobremesa.render import esc

from . import board_text, bots, learn, preview, replay, share
from .dom import (
    GAMES,
    app,
    document,
    el,
    js_object,
    landing_url,
    reason,
    set_text,
    show,
    spawn,
    storage,
    stored,
    window,
    words,
)
from .landing import mark_damaged, paint_landing


def open_table(table: Table, push: bool = True) -> None:
    """Show a table; ``push``: a new history entry ``#table=<id>`` (not when Back, Forward or a reload
    brought the player here: the address already says it)."""
    app.table = table
    save(table)
    fragment = fragment_for(table.key)
    if push and str(window.location.hash) != fragment:
        window.history.pushState(None, "", landing_url() + fragment)
    replay.leave_replay()
    show("landing", False)
    show("learn", False)
    show("table", True)
    paint()


def open_saved(key: str, push: bool = True) -> None:
    """The table of a saved game (its address, or its line of the resume list); a damaged save stays on the start
    page, marked, and kept; one no longer there is said."""
    text = stored(key)
    if text is None:
        window.history.replaceState(None, "", landing_url())
        paint_landing()
        set_text("notice", words("save.gone"))  # in full at the page's top, not cut in the header's one line
        return
    try:
        table = Table.load(text, key)
    except LoadError as exc:
        window.history.replaceState(None, "", landing_url())
        paint_landing()
        mark_damaged(key, words("save.cannot_resume", reason=reason(exc)))
        return
    open_table(table, push)


def save(table: Table) -> None:
    try:
        storage.setItem(table.key, table.record_json())
    except Exception as exc:  # quota or privacy mode: say so, keep playing
        table.error = i18n.Message("save.failed", reason=str(exc))


def clear_table_dom() -> None:
    board_text.close_board_text()
    share.close_share_box()
    preview.hide_preview()
    for id_ in ("board", "side-info", "actions", "log", "scores", "chooser", "digest-list"):
        el(id_).innerHTML = ""
    app.markup = {}
    app.shown = {}
    set_text("last-move", "")
    app.log, app.rounds, app.digest = [], {}, []
    show("chooser", False)
    show("digest", False)


def paint(focus_hint: tuple[str, str | None] | None = None) -> None:
    """The table shown, as its screen is now (``Table.screen``)."""
    table = app.table
    if table is None:
        return
    screen = table.screen(app.lang)
    preview.forget_previews()
    share.close_share_box()  # a move, an undo, a pass: the link made before is stale, and reveals the seed
    app.renders += 1
    document.title = words("table.page_title", game=screen["title"])
    if screen["mode"] == "pass":
        clear_table_dom()  # nothing of any seat's hidden information stays in the DOM
        show("play", False)
        show("pass", True)
        el("pass-title").textContent = screen["pass_title"]
        el("pass-note").textContent = screen["pass_note"]
        el("pass-confirm").textContent = screen["pass_button"]
        show("pass-undo", screen["pass_undo"])
        el("top-status").textContent = words("table.status_pass", game=screen["title"], name=screen["pass_to"])
        el("pass-confirm").focus()
        document.body.dataset.screen = "pass"
    else:
        keep = paint_log(screen["log"])  # while #play may still be hidden: a new seat's log is not read out whole
        paint_rounds(screen["log_rounds"], keep)
        paint_digest(screen["digest"])
        set_text("last-move", words("table.last_move", line=screen["last_move"]) if screen["last_move"] else "")
        show("pass", False)
        show("play", True)
        put_board(screen["board"], screen["seat"])
        put_patched("side-info", screen["side"])
        put_markup("actions", screen["buttons"])
        show("chooser", False)
        el("chooser").innerHTML = ""
        el("prompt").textContent = screen["prompt"]
        el("top-status").textContent = words("table.status", game=screen["title"], prompt=screen["prompt"])
        set_text("error", screen["error"])
        put_markup("scores", screen["scores"])
        show("scores", bool(screen["scores"]))
        el("undo").disabled = not screen["can_undo"]
        document.body.dataset.screen = screen["mode"]
        if not el("board-text").hidden:
            board_text.fill_board_text(table)
        restore_focus(focus_hint)
        window.requestAnimationFrame(create_once_callable(after_paint))  # once the boards have their views
    document.body.dataset.actions = str(screen["actions_done"])
    document.body.dataset.renders = str(app.renders)
    bots.bot_turn(table)


def put_markup(id_: str, markup: str) -> None:
    """Put markup in the element unless it holds it already (issue 16: a panel or buttons a click left as they were
    are not parsed and laid out again)."""
    if app.markup.get(id_) != markup:
        el(id_).innerHTML = markup
        app.markup[id_] = markup


def put_board(markup: str, seat: int | None) -> None:
    """Put the board's markup in #board by the nodes that changed (``put_patched``). #board's data-seat says whose
    view it is: panzoom.mjs measures a board's initial view again when it changes."""
    board = el("board")
    if board.getAttribute("data-seat") != str(seat):
        board.setAttribute("data-seat", str(seat))
    if put_patched("board", markup):
        blank = document.createTextNode("")  # #board's children changed: panzoom.mjs sets each board's view again
        board.append(blank)
        blank.remove()


def put_patched(id_: str, markup: str) -> bool:
    """Put markup in the element (the board, the panel beside it) (issue 16): only the nodes that differ from those
    shown are parsed and laid out again (``digest.edits``), so that its DOM is what putting the whole markup makes.
    What is shown is what was put last (``app.shown``: the pass screen empties it). Whether it was patched in
    place (some nodes put, the others kept)."""
    box, shown = el(id_), app.shown.get(id_)
    changes = None if shown is None else board_edits(shown, markup)
    if changes is None:
        box.innerHTML = markup
        app.shown[id_] = Shown(markup)
        return False
    edits, app.shown[id_] = changes
    if sum(len(nodes) for *_, nodes in edits) * 2 > len(markup):  # most of it (Salamanca's fields): parsed at once
        box.innerHTML = markup
        return False
    if not edits:
        return False
    boxes: dict[tuple[int, ...], Any] = {(): box}
    span = document.createRange()
    for path, start, end, nodes in edits:
        at = box_at(boxes, path)
        span.setStart(at, start)
        span.setEnd(at, end)
        if end > start:
            span.deleteContents()
        if nodes:
            span.insertNode(span.createContextualFragment(nodes))  # parsed as children of the box (an svg's)
    return True


def box_at(boxes: dict[tuple[int, ...], Any], path: tuple[int, ...]) -> Any:
    """The element at ``path`` (child indices from the box put in), found once per paint."""
    box = boxes.get(path)
    if box is None:
        box = boxes[path] = box_at(boxes, path[:-1]).childNodes.item(path[-1])
    return box


def paint_log(lines: Sequence[str]) -> int:
    """The game log, a polite live region: only the lines new to it are added (and read out); it always
    ends up holding exactly ``lines``, the log of the seat now looking (``log_change``). Gives how many lines
    it kept. Scrolled to its end once laid out (``after_paint``)."""
    log = el("log")
    keep, add = log_change(app.log, lines)
    items = log.children
    while items.length > keep:
        items.item(items.length - 1).remove()
    if add:
        log.insertAdjacentHTML("beforeend", list_items(add))
    app.log = list(lines)
    return keep


def list_items(lines: Sequence[str]) -> str:
    """The lines as the items of a list (their text escaped: names are text, never markup)."""
    return "".join(f"<li>{esc(line)}</li>" for line in lines)


def paint_rounds(headings: Sequence[tuple[int, str]], keep: int) -> None:
    """The log's year or round headings: the first line of each carries it (drawn before it by app.css). Only the
    lines whose heading changed are touched, the lines after ``keep`` being new (issue 16: not the whole log at
    every click)."""
    items = el("log").children
    shown = {index: heading for index, heading in app.rounds.items() if index < keep}
    wanted = {index: heading for index, heading in headings if index < len(app.log)}
    for index in shown.keys() - wanted.keys():
        items.item(index).removeAttribute("data-round")
    for index, heading in wanted.items():
        if shown.get(index) != heading:
            items.item(index).dataset.round = heading
    app.rounds = wanted


def paint_digest(lines: Sequence[str]) -> None:
    """Since your last turn: what the others did, as this seat may read it (Table.since_last); put again only when
    it changed."""
    if lines == app.digest:
        return
    el("digest-list").innerHTML = list_items(lines)
    show("digest", bool(lines))
    app.digest = list(lines)


def after_paint(timestamp: float | None = None) -> None:
    """Once the screen is laid out (the next frame): the log at its end, the decision at hand in view. Reading the
    log's height lays the page out: in the click's handler it would be one layout more, before the board's."""
    region = el("log-region")
    region.scrollTop = region.scrollHeight
    show_decision()


def show_decision() -> None:
    """The decision at hand in view (issue 13): when every legal move is off the board (Calimala's Keep cards under
    five players' rows) and none is in the window, the first one is scrolled into view (the panel on a laptop, the
    page on a phone). A board shows its moves itself (web/panzoom.mjs). Before it, on a laptop, the seat's own
    row of the players' panel (a fifth player's is under the others)."""
    show_own_seat()
    moves = [n for n in el("play").querySelectorAll("[data-action], [data-choices]") if n.checkVisibility()]
    if not moves or any(el("board").contains(n) or in_view(n) for n in moves):
        return
    moves[0].scrollIntoView(js_object({"block": "nearest"}))


def in_view(node: Any) -> bool:
    """Whether some of the node is in the window, and in the panel where the panel scrolls by itself (a laptop)."""
    r = node.getBoundingClientRect()
    if r.bottom <= 0 or r.top >= window.innerHeight:
        return False
    side = el("side")
    if side.contains(node) and window.getComputedStyle(side).display != "contents":
        box = side.getBoundingClientRect()
        return r.bottom > box.top and r.top < box.bottom
    return True


def show_own_seat() -> None:
    """The row of the seat looking in view where the panel scrolls by itself (a laptop; on a phone the page is not
    scrolled away from the prompt and the board for it); the end screen opens on who won, at the panel's top."""
    table = app.table
    if table is None:
        return
    row, side = el("side-info").querySelector(f'li.player[data-seat="{table.seat()}"]'), el("side")
    if table.over:
        side.scrollTop = 0
    if not row or window.getComputedStyle(side).display == "contents":
        return
    r, box = row.getBoundingClientRect(), side.getBoundingClientRect()
    if r.top < box.top or r.bottom > box.bottom:
        row.scrollIntoView(js_object({"block": "nearest"}))


def restore_focus(hint: tuple[str, str | None] | None) -> None:
    if not hint:
        return
    attr, value = hint
    node = None
    if value is not None:
        node = el("play").querySelector(f'[{attr}="{window.CSS.escape(value)}"]')
    if not node:  # querySelector gives a JS null, which is not None
        node = el("play").querySelector("[data-action], [data-choices]")
    if node:
        node.focus(js_object({"preventScroll": True}))


def show_address(fragment: str) -> None:
    """What the address points to, the table's part here (``main.follow_address``): a share link's viewer, a rule
    example played from its step, a game's How to play, a table (a saved game, or the one open), else the start page.
    Back from How to play to the table it was opened from shows that table as it was."""
    if is_share_link(fragment):
        replay.open_replay(fragment)
        return
    example = example_from_fragment(fragment)
    if example is not None:
        spawn(learn.play_example(*example))
        return
    game = game_from_fragment(fragment, (g["name"] for g in GAMES))
    if game is not None:
        learn.paint_learn(game)
        return
    key = key_from_fragment(fragment)
    if key is None:
        paint_landing()
    elif app.table is None or app.table.key != key:
        open_saved(key, push=False)
    elif el("table").hidden:
        show("learn", False)
        show("table", True)
        paint()
