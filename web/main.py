"""Browser glue (PyScript, main thread): DOM events in, engine calls, strings from the renderer out.

Everything that decides what the screen shows lives in ``sobremesa.app`` (the table, the saves,
the form) and ``sobremesa.render`` (the markup), pure Python tested on CPython; this file only
reads the DOM, stores records in localStorage and paints.
Text from players (names, error messages) is set with textContent or escaped by the renderer.
"""

import asyncio
import json
import random

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from sobremesa.app.form import check_form, form_values, new_table
from sobremesa.app.saves import SAVE_PREFIX, save_keys, save_summary
from sobremesa.app.table import Table
from sobremesa.core import IllegalAction, LoadError
from sobremesa.games import listing
from sobremesa.render import fallback_buttons, parse_action
from sobremesa.render.screens import form_html, resume_list_html

GAMES = listing()
storage = window.localStorage
app = {"table": None, "form": form_values(GAMES), "renders": 0}
_proxies = []  # keep event handlers alive
_tasks = set()  # keep running tasks alive until they finish


def el(id_):
    return document.getElementById(id_)


def show(id_, visible):
    el(id_).hidden = not visible


def set_text(id_, text):
    node = el(id_)
    node.textContent = text
    node.hidden = not text


def on(node, event, handler):
    proxy = create_proxy(handler)
    _proxies.append(proxy)
    node.addEventListener(event, proxy)


def now_iso():
    return str(window.Date.new().toISOString())


def new_key():
    return f"{SAVE_PREFIX}{int(window.Date.now())}-{random.randrange(36 ** 4):04x}"


def download(name, text):
    blob = window.Blob.new(to_js([text]), to_js({"type": "application/json"}, dict_converter=window.Object.fromEntries))
    url = window.URL.createObjectURL(blob)
    a = document.createElement("a")
    a.href = url
    a.download = name
    document.body.appendChild(a)
    a.click()
    a.remove()
    window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 1000)


# --- the landing page ---------------------------------------------------------------------------
def paint_form():
    el("new-game-form").innerHTML = form_html(GAMES, form_values(GAMES, app["form"]))


def paint_landing():
    app["table"] = None
    show("table", False)
    show("landing", True)
    show("loading", False)
    show("new-game", True)
    el("import-file").disabled = False
    paint_form()
    paint_resume_list()
    set_text("import-error", "")
    el("top-status").textContent = ""
    document.body.dataset.screen = "landing"
    document.title = "Sobremesa — board games at the table, offline"


def paint_resume_list():
    keys = save_keys(storage.key(i) for i in range(storage.length))
    summaries = [save_summary(k, storage.getItem(k)) for k in keys]
    el("resume-list").innerHTML = resume_list_html(summaries)
    empty = el("resume-empty")
    empty.textContent = "No saved games in this browser yet." if not summaries else ""
    empty.hidden = bool(summaries)


def read_form():
    form = el("new-game-form")

    def values(selector, attr="value"):
        return [getattr(n, attr) for n in form.querySelectorAll(selector)]

    options = {}
    for node in form.querySelectorAll("select[name=option]"):
        options[node.dataset.key] = json.loads(node.value)
    return {"game": form.querySelector("select[name=game]").value,
            "count": int(form.querySelector("select[name=count]").value),
            "names": values("input[name=name]"), "colours": values("select[name=colour]"),
            "options": options, "seed": form.querySelector("input[name=seed]").value.strip()}


def on_form_change(event):
    name = event.target.getAttribute("name")
    app["form"] = read_form()
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


def on_form_submit(event):
    event.preventDefault()
    values = app["form"] = read_form()
    problem = check_form(values)
    if problem:
        set_text("form-error", problem)
        return
    try:
        table = new_table(GAMES, values, random.SystemRandom().randrange(2 ** 31), new_key(), now_iso())
    except (LoadError, IllegalAction) as exc:
        set_text("form-error", str(exc))
        return
    open_table(table)


def on_resume_click(event):
    node = event.target.closest("button")
    if node is None:
        return
    if node.hasAttribute("data-save-resume"):
        key = node.getAttribute("data-save-resume")
        try:
            table = Table.load(storage.getItem(key), key)
        except LoadError as exc:
            mark_damaged(key, f"This save cannot be resumed: {exc} It is kept; download it or delete it.")
            return
        open_table(table)
    elif node.hasAttribute("data-save-download"):
        key = node.getAttribute("data-save-download")
        download(f"sobremesa-{key[len(SAVE_PREFIX):]}.json", storage.getItem(key) or "")
    elif node.hasAttribute("data-save-delete"):
        key = node.getAttribute("data-save-delete")
        if window.confirm("Delete this saved game from this browser? This cannot be undone."):
            storage.removeItem(key)
            paint_resume_list()


def mark_damaged(key, message):
    for li in el("resume-list").querySelectorAll("li"):
        if li.dataset.key == key:
            note = li.querySelector(".load-error")
            if note is None:
                note = document.createElement("p")
                note.className = "error load-error"
                note.setAttribute("role", "alert")
                li.appendChild(note)
            note.textContent = message


def on_import_change(event):
    task = asyncio.ensure_future(import_file(event.target))
    _tasks.add(task)
    task.add_done_callback(_tasks.discard)


async def import_file(input_node):
    files = input_node.files
    if not files.length:
        return
    file = files.item(0)
    text = await file.text()
    input_node.value = ""
    key = new_key()
    try:
        table = Table.load(text, key)
    except LoadError as exc:
        set_text("import-error", f"{file.name} cannot be opened: {exc} Nothing was changed.")
        return
    set_text("import-error", "")
    open_table(table)


# --- the table ----------------------------------------------------------------------------------
def open_table(table):
    app["table"] = table
    save(table)
    show("landing", False)
    show("table", True)
    paint()


def save(table):
    try:
        storage.setItem(table.key, table.record_json())
    except Exception as exc:  # quota or privacy mode: say so, keep playing
        table.error = f"This game could not be saved in the browser ({exc}); export the record to keep it."


def clear_table_dom():
    for id_ in ("board", "side-info", "actions", "log", "scores", "chooser"):
        el(id_).innerHTML = ""
    show("chooser", False)


def paint(focus_hint=None):
    table = app["table"]
    screen = table.screen()
    app["renders"] += 1
    document.title = f"{screen['title']} — Sobremesa"
    if screen["mode"] == "pass":
        clear_table_dom()  # nothing of any seat's hidden information stays in the DOM
        show("play", False)
        show("pass", True)
        el("pass-title").textContent = screen["pass_title"]
        el("pass-note").textContent = screen["pass_note"]
        el("pass-confirm").textContent = screen["pass_button"]
        show("pass-undo", screen["pass_undo"])
        el("top-status").textContent = f"{screen['title']}: pass to {screen['pass_to']}"
        el("pass-confirm").focus()
        document.body.dataset.screen = "pass"
    else:
        show("pass", False)
        show("play", True)
        el("board").innerHTML = screen["board"]
        el("side-info").innerHTML = screen["side"]
        el("actions").innerHTML = screen["buttons"]
        show("chooser", False)
        el("chooser").innerHTML = ""
        el("prompt").textContent = screen["prompt"]
        el("top-status").textContent = f"{screen['title']}: {screen['prompt']}"
        set_text("error", screen["error"])
        log = el("log")
        log.innerHTML = ""
        for line in screen["log"]:
            item = document.createElement("li")
            item.textContent = line
            log.appendChild(item)
        log.scrollTop = log.scrollHeight
        el("scores").innerHTML = screen["scores"]
        show("scores", bool(screen["scores"]))
        el("undo").disabled = not screen["can_undo"]
        document.body.dataset.screen = screen["mode"]
        restore_focus(focus_hint)
    document.body.dataset.actions = str(screen["actions_done"])
    document.body.dataset.renders = str(app["renders"])


def restore_focus(hint):
    if not hint:
        return
    attr, value = hint
    node = None
    if value is not None:
        node = el("play").querySelector(f'[{attr}="{window.CSS.escape(value)}"]')
    if not node:  # querySelector gives a JS null, which is not None
        node = el("play").querySelector("[data-action], [data-choices]")
    if node:
        node.focus(to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))


def focus_hint_of(node):
    """Where keyboard focus should go after a re-render (only when the keyboard was used)."""
    for attr in ("data-action", "data-choices", "data-ui"):
        if node.hasAttribute(attr):
            return attr, node.getAttribute(attr)
    return "data-action", None


def do_action(text, hint=None):
    table = app["table"]
    try:
        table.act(parse_action(text))
    except IllegalAction as exc:
        table.error = str(exc)
        paint(hint)
        return
    save(table)
    paint(hint)


def open_chooser(node):
    table = app["table"]
    actions = [tuple(a) for a in json.loads(node.getAttribute("data-choices"))]
    chooser = el("chooser")
    chooser.innerHTML = fallback_buttons(actions, table.describe) + \
        '<button type="button" id="chooser-cancel">Cancel</button>'
    heading = document.createElement("p")
    heading.textContent = "Which one?"
    chooser.prepend(heading)
    show("chooser", True)
    first = chooser.querySelector("[data-action]")
    if first:
        first.focus()


def activate(node, keyboard):
    """A marked element was clicked or pressed (the table is open: only its elements get here)."""
    table = app["table"]
    hint = focus_hint_of(node) if keyboard else None
    if node.hasAttribute("data-action"):
        do_action(node.getAttribute("data-action"), hint)
    elif node.hasAttribute("data-choices"):
        open_chooser(node)
    elif node.hasAttribute("data-ui"):
        table.set_ui(json.loads(node.getAttribute("data-ui")))
        paint(hint)


TARGETS = "[data-action], [data-choices], [data-ui]"


def on_table_click(event):
    table = app["table"]
    if table is None:
        return
    node = event.target.closest(f"{TARGETS}, button")
    if node is None:
        return
    id_ = node.id
    if id_ == "pass-confirm":
        table.confirm_pass()
        paint(("data-action", None))
    elif id_ == "pass-undo" or id_ == "undo":
        try:
            table.undo()
        except IllegalAction as exc:
            table.error = str(exc)
        else:
            save(table)
        paint()
    elif id_ == "export":
        download(f"sobremesa-{table.game.name}-{now_iso()[:10]}.json", table.record_json())
    elif id_ == "leave":
        paint_landing()
    elif id_ == "chooser-cancel":
        show("chooser", False)
        el("chooser").innerHTML = ""
    elif node.matches(TARGETS):
        activate(node, keyboard=event.detail == 0)  # detail 0: a click made by the keyboard


ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


def move_focus(node, direction):
    """Arrow keys on the board: focus the nearest focusable element in that direction (any game)."""
    dx, dy = direction
    here = node.getBoundingClientRect()
    x0, y0 = here.left + here.width / 2, here.top + here.height / 2
    best, best_score = None, None
    for other in el("board").querySelectorAll("[tabindex]"):
        if other == node:
            continue
        r = other.getBoundingClientRect()
        x, y = r.left + r.width / 2 - x0, r.top + r.height / 2 - y0
        along, across = x * dx + y * dy, abs(x * dy) + abs(y * dx)
        if along <= 1:
            continue
        score = along + 2 * across
        if best_score is None or score < best_score:
            best, best_score = other, score
    if best is not None:
        best.focus()


def on_table_key(event):
    if app["table"] is None:
        return
    if event.key == "Escape" and not el("chooser").hidden:
        show("chooser", False)
        el("chooser").innerHTML = ""
        return
    if event.key in ARROWS and el("board").contains(event.target) and event.target.hasAttribute("tabindex"):
        event.preventDefault()
        move_focus(event.target, ARROWS[event.key])
        return
    if event.key not in ("Enter", " "):
        return
    node = event.target
    if node.tagName == "BUTTON" or not node.matches(TARGETS):
        return  # buttons click themselves on Enter/Space
    event.preventDefault()
    activate(node, keyboard=True)


# --- start ------------------------------------------------------------------------------------------
def main():
    on(el("new-game-form"), "change", on_form_change)
    on(el("new-game-form"), "submit", on_form_submit)
    on(el("resume-list"), "click", on_resume_click)
    on(el("import-file"), "change", on_import_change)
    on(el("table"), "click", on_table_click)
    on(el("table"), "keydown", on_table_key)
    on(el("home-link"), "click", lambda e: (e.preventDefault(), paint_landing()))
    paint_landing()
    document.body.dataset.pyReady = "1"
    document.dispatchEvent(window.CustomEvent.new("sobremesa:ready"))


main()
