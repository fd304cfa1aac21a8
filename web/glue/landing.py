"""The start page: the new-game form, the saved games to resume, an import, the games' chips and their How to play
links. What opens a table, a save or How to play waits for the table's part (``parts.with_table_part``) and calls
the table's glue, imported with it (``parts.TABLE_GLUE``): so those imports are in the functions that use them."""

from __future__ import annotations

import json
import random
from typing import Any

from sobremesa.app.form import check_form, form_values, new_table
from sobremesa.app.nav import record_game
from sobremesa.app.saves import SAVE_PREFIX, already_saved, save_keys, save_summary
from sobremesa.core import IllegalAction, LoadError, i18n
from sobremesa.render.screens import form_html, resume_list_html

from .dom import (
    GAMES,
    LISTED,
    app,
    document,
    download,
    el,
    js_object,
    landing_url,
    leave_viewer,
    new_key,
    now_iso,
    reason,
    set_text,
    show,
    spawn,
    storage,
    stored,
    window,
    words,
)
from .parts import load_parts, warm_form_game, with_table_part


def paint_form() -> None:
    el("new-game-form").innerHTML = form_html(GAMES, form_values(GAMES, app.form), app.lang)


def paint_landing(push: bool = False) -> None:
    """The start page; ``push``: a new history entry (the player left a table), not Back/Forward."""
    app.table = None
    leave_viewer()
    if push:
        window.history.pushState(None, "", landing_url())
    show("table", False)
    show("learn", False)
    show("landing", True)
    show("loading", False)
    show("new-game", True)
    el("import-file").disabled = False
    for chip in document.querySelectorAll("[data-new-game]"):
        chip.disabled = False
    paint_form()
    paint_resume_list()
    set_text("import-error", "")
    el("top-status").textContent = ""
    set_text("notice", app.notice)  # what could not be loaded (load_language), said once
    app.notice = ""
    document.body.dataset.screen = "landing"
    document.title = words("page.title")
    warm_form_game()


def paint_resume_list() -> None:
    """The saved games, each read with its game's title and rules version from the listing: drawn at once, before the
    engine's parts (issue 16)."""
    keys = save_keys(storage.key(i) for i in range(storage.length))
    summaries = [save_summary(k, stored(k) or "", LISTED) for k in keys]
    el("resume-list").innerHTML = resume_list_html(summaries, app.lang)
    empty = el("resume-empty")
    empty.textContent = words("start.no_saves") if not summaries else ""
    empty.hidden = bool(summaries)


def read_form() -> dict[str, Any]:
    form = el("new-game-form")

    def values(selector: str, attr: str = "value") -> list[Any]:
        return [getattr(n, attr) for n in form.querySelectorAll(selector)]

    options = {}
    for node in form.querySelectorAll("select[name=option]"):
        options[node.dataset.key] = json.loads(node.value)
    return {"game": form.querySelector("select[name=game]").value,
            "count": int(form.querySelector("select[name=count]").value),
            "names": values("input[name=name]"), "colours": values("select[name=colour]"),
            "seats": values("select[name=seat]"), "options": options,
            "seed": form.querySelector("input[name=seed]").value.strip()}


def on_form_change(event: Any) -> None:
    name = event.target.getAttribute("name")
    app.form = {**read_form(), "needs": form_values(GAMES, app.form)["needs"]}   # what the count before chose
    if name == "game":
        warm_form_game()
    if name in ("game", "count", "colour"):  # these change the form itself: redraw it, keep the focus
        selector = f"select[name={name}]"
        if name == "colour":
            selector += f'[data-seat="{event.target.dataset.seat}"]'
        seed_open = el("new-game-form").querySelector("details").open
        paint_form()
        el("new-game-form").querySelector("details").open = seed_open
        target = el("new-game-form").querySelector(selector)
        if target:
            target.focus()


def on_form_submit(event: Any) -> None:
    event.preventDefault()
    values = app.form = read_form()
    problem = check_form(values, app.lang)
    if problem:
        set_text("form-error", problem)
        return
    with_table_part(start_table, values, games=[values["game"]])


def start_table(values: dict[str, Any]) -> None:
    """The table the form asks for, or why not (under the form)."""
    try:
        table = new_table(GAMES, values, random.SystemRandom().randrange(2 ** 31), new_key(), now_iso())
    except (LoadError, IllegalAction) as exc:
        set_text("form-error", i18n.text(i18n.reason(exc), app.lang))
        return
    from .table import open_table  # the table's glue (parts.TABLE_GLUE), here with the table's part

    open_table(table)


def on_chip_click(event: Any) -> None:
    """A game chip of the start page: the new-game form, with that game chosen."""
    node = event.target.closest("[data-new-game]")
    if not node or node.disabled:  # closest gives a JS null (a click on a "How to play" link), which is not None
        return
    app.form = {**app.form, "game": node.dataset.newGame}
    paint_form()
    warm_form_game()
    el("new-game").scrollIntoView(js_object({"block": "start", "behavior": scroll_behaviour()}))
    el("new-game-form").querySelector("select[name=game]").focus(js_object({"preventScroll": True}))


def scroll_behaviour() -> str:
    """Smooth scrolling, unless the player asked for reduced motion."""
    return "auto" if window.matchMedia("(prefers-reduced-motion: reduce)").matches else "smooth"


def on_resume_click(event: Any) -> None:
    node = event.target.closest("button")
    if not node:  # a JS null, which is not None
        return
    if node.hasAttribute("data-save-resume"):
        key = node.getAttribute("data-save-resume")
        with_table_part(resume, key, games=record_games(stored(key)))
    elif node.hasAttribute("data-save-download"):
        key = node.getAttribute("data-save-download")
        download(f"sobremesa-{key[len(SAVE_PREFIX):]}.json", stored(key) or "")
    elif node.hasAttribute("data-save-delete"):
        key = node.getAttribute("data-save-delete")
        if window.confirm(words("save.confirm_delete")):
            storage.removeItem(key)
            paint_resume_list()


def record_games(text: str | None) -> list[str]:
    """The part of the game a record names, to load before it is read: none where it names none (reading it says
    why)."""
    game = record_game(text)
    return [game] if game is not None else []


def resume(key: str) -> None:
    """The table of the saved game ``key`` (the table's glue, here with the table's part)."""
    from .table import open_saved

    open_saved(key)


def mark_damaged(key: str, message: str) -> None:
    for li in el("resume-list").querySelectorAll("li"):
        if li.dataset.key == key:
            note = li.querySelector(".load-error")
            if note is None:
                note = document.createElement("p")
                note.className = "error load-error"
                note.setAttribute("role", "alert")
                li.appendChild(note)
            note.textContent = message


def on_import_change(event: Any) -> None:
    spawn(import_file(event.target))


async def import_file(input_node: Any) -> None:
    files = input_node.files
    if not files.length:
        return
    file = files.item(0)
    text = await file.text()
    input_node.value = ""
    try:
        await load_parts(record_games(text))  # a record is read by its game
        from sobremesa.app.table import Table  # the table's part, loaded now

        keys = save_keys(storage.key(i) for i in range(storage.length))
        match = already_saved(text, ((k, stored(k) or "") for k in keys))
        key = new_key() if match is None else match.key
        table = Table.load(text if match is None or match.replace else stored(key) or "", key)
    except LoadError as exc:
        set_text("import-error", words("import.cannot_open", file=str(file.name), reason=reason(exc)))
        return
    set_text("import-error", "")
    from .table import open_table

    open_table(table)  # an import that is already saved opens that save (further along if the file is)


def on_learn_link(event: Any) -> None:
    """A "How to play" link of the start page: the page, as its own history entry."""
    node = event.target.closest("[data-learn]")
    if node:  # closest gives a JS null, which is not None
        event.preventDefault()
        with_table_part(learn, node.dataset.learn, games=[node.dataset.learn])


def learn(game: str) -> None:
    """How to play ``game`` (the table's glue, here with the table's part)."""
    from .learn import open_learn

    open_learn(game)
