"""Browser glue (PyScript, main thread): DOM events in, engine calls, strings from the renderer out.

Everything that decides what the screen shows lives in ``sobremesa.app`` (the table, the saves,
the form) and ``sobremesa.render`` (the markup), pure Python tested on CPython; this file only
reads the DOM, stores records in localStorage and paints.
Text from players (names, error messages) is set with textContent or escaped by the renderer.
"""

import asyncio
import contextlib
import importlib
import json
import random

from js import Reflect, document, window
from pyodide.ffi import JsException, create_once_callable, create_proxy, to_js

from sobremesa.app.form import check_form, form_values, new_table
from sobremesa.app.nav import (
    example_from_fragment,
    fragment_for,
    game_from_fragment,
    games_named,
    is_share_link,
    key_from_fragment,
    learn_fragment,
    record_game,
)
from sobremesa.app.saves import SAVE_PREFIX, already_saved, save_keys, save_summary
from sobremesa.core import IllegalAction, LoadError, as_action, i18n
from sobremesa.core.preview import for_target
from sobremesa.core.share import decode as decode_link
from sobremesa.core.share import encode as encode_link
from sobremesa.core.wheels import unpack
from sobremesa.games import get as game_engine
from sobremesa.games import listed
from sobremesa.render import PREVIEW_ID, esc, fallback_buttons, parse_action
from sobremesa.render import get as game_renderer
from sobremesa.render.screens import form_html, game_list_html, resume_list_html


def read_listing():
    """The games' listing, written into the page at build time (tools/site_page.py): no game is imported to list
    them (issue 16). The data block is then removed: the page holds only what the screen shows."""
    node = document.getElementById("game-listing")
    games = json.loads(node.textContent)
    node.remove()
    return games


GAMES = read_listing()
LISTED = listed(GAMES)  # the games' titles and rules versions, as the resume list reads them
LANGUAGE_WHEELS = json.loads(document.getElementById("language-wheels").textContent)  # load_language
TABLE_WORDS = json.loads(document.getElementById("table-words").textContent)  # load_table_words
GAME_WHEELS = json.loads(document.getElementById("game-wheels").textContent)  # load_game_part
storage = window.localStorage
LANG_KEY = "sobremesa:lang"  # the language chosen on the start page (issue 15)
app = {"table": None, "form": form_values(GAMES), "renders": 0, "log": [],  # log: the lines #log shows
       "rounds": {}, "digest": [],  # the headings of #log's lines (by index), the lines #digest-list shows
       "lang": i18n.ENGLISH,  # the language of the app's words (setup_language)
       "markup": {},  # per element id: the markup put in it last (put_markup)
       "shown": {}}  # per element id: the markup put in it last, as digest.edits reads it (put_patched)
_proxies = []  # keep event handlers alive
_tasks = set()  # keep running tasks alive until they finish


def el(id_):
    return document.getElementById(id_)


def words(key, **args):
    """The app's words in the language chosen (core.i18n)."""
    return i18n.say(app["lang"], key, **args)


def reason(exc):
    """Why something was refused, in the language chosen (an engine's message, else the error's own text)."""
    return i18n.text(i18n.reason(exc), app["lang"])


def show(id_, visible):
    el(id_).hidden = not visible


def stored(key):
    """The text localStorage keeps under ``key``, or None: a key with nothing stored reads as a JS null, which
    Pyodide gives as ``jsnull``, not None."""
    text = storage.getItem(key)
    return text if isinstance(text, str) else None


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
    el("new-game-form").innerHTML = form_html(GAMES, form_values(GAMES, app["form"]), app["lang"])


def paint_landing(push=False):
    """The start page; ``push``: a new history entry (the player left a table), not Back/Forward."""
    app["table"] = None
    leave_replay()
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
    set_text("notice", app.pop("notice", ""))  # what could not be loaded (load_language), said once
    document.body.dataset.screen = "landing"
    document.title = words("page.title")
    warm_form_game()


def paint_resume_list():
    """The saved games, each read with its game's title and rules version from the listing: drawn at once, before the
    engine's parts (issue 16)."""
    keys = save_keys(storage.key(i) for i in range(storage.length))
    summaries = [save_summary(k, stored(k) or "", LISTED) for k in keys]
    el("resume-list").innerHTML = resume_list_html(summaries, app["lang"])
    empty = el("resume-empty")
    empty.textContent = words("start.no_saves") if not summaries else ""
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
            "seats": values("select[name=seat]"), "options": options,
            "seed": form.querySelector("input[name=seed]").value.strip()}


def on_form_change(event):
    name = event.target.getAttribute("name")
    app["form"] = {**read_form(), "needs": form_values(GAMES, app["form"])["needs"]}   # what the count before chose
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


def on_form_submit(event):
    event.preventDefault()
    values = app["form"] = read_form()
    problem = check_form(values, app["lang"])
    if problem:
        set_text("form-error", problem)
        return
    with_table_part(start_table, values, games=[values["game"]])


def start_table(values):
    """The table the form asks for, or why not (under the form)."""
    try:
        table = new_table(GAMES, values, random.SystemRandom().randrange(2 ** 31), new_key(), now_iso())
    except (LoadError, IllegalAction) as exc:
        set_text("form-error", i18n.text(i18n.reason(exc), app["lang"]))
        return
    open_table(table)


def on_chip_click(event):
    """A game chip of the start page: the new-game form, with that game chosen."""
    node = event.target.closest("[data-new-game]")
    if not node or node.disabled:  # closest gives a JS null (a click on a "How to play" link), which is not None
        return
    app["form"] = {**app["form"], "game": node.dataset.newGame}
    paint_form()
    warm_form_game()
    el("new-game").scrollIntoView(to_js({"block": "start", "behavior": scroll_behaviour()},
                                        dict_converter=window.Object.fromEntries))
    el("new-game-form").querySelector("select[name=game]").focus(
        to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))


def scroll_behaviour():
    """Smooth scrolling, unless the player asked for reduced motion."""
    return "auto" if window.matchMedia("(prefers-reduced-motion: reduce)").matches else "smooth"


def on_resume_click(event):
    node = event.target.closest("button")
    if not node:  # a JS null, which is not None
        return
    if node.hasAttribute("data-save-resume"):
        key = node.getAttribute("data-save-resume")
        with_table_part(open_saved, key, games=[record_game(stored(key))])
    elif node.hasAttribute("data-save-download"):
        key = node.getAttribute("data-save-download")
        download(f"sobremesa-{key[len(SAVE_PREFIX):]}.json", stored(key) or "")
    elif node.hasAttribute("data-save-delete"):
        key = node.getAttribute("data-save-delete")
        if window.confirm(words("save.confirm_delete")):
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
    try:
        await load_parts([record_game(text)])  # a record is read by its game
        keys = save_keys(storage.key(i) for i in range(storage.length))
        match = already_saved(text, ((k, stored(k) or "") for k in keys))
        key = new_key() if match is None else match.key
        table = Table.load(text if match is None or match.replace else stored(key) or "", key)
    except LoadError as exc:
        set_text("import-error", words("import.cannot_open", file=str(file.name), reason=reason(exc)))
        return
    set_text("import-error", "")
    open_table(table)  # an import that is already saved opens that save (further along if the file is)


# --- the table ----------------------------------------------------------------------------------
def landing_url():
    return str(window.location.pathname) + str(window.location.search)


def open_table(table, push=True):
    """Show a table; ``push``: a new history entry ``#table=<id>`` (not when Back, Forward or a reload
    brought the player here: the address already says it)."""
    app["table"] = table
    save(table)
    fragment = fragment_for(table.key)
    if push and str(window.location.hash) != fragment:
        window.history.pushState(None, "", landing_url() + fragment)
    leave_replay()
    show("landing", False)
    show("learn", False)
    show("table", True)
    paint()


def open_saved(key, push=True):
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


def follow_address(event=None):
    """Back, Forward or a first load: show what the address points to (a game's How to play, a table, else the
    start page). Back from How to play to the table it was opened from shows that table as it was."""
    fragment = str(window.location.hash)
    games = address_games(fragment)
    if needs_table_part(fragment) and not parts_ready(games):
        with_table_part(follow_address, games=games)
        return
    if is_share_link(fragment):
        open_replay(fragment)
        return
    example = example_from_fragment(fragment)
    if example is not None:
        task = asyncio.ensure_future(play_example(*example))
        _tasks.add(task)
        task.add_done_callback(_tasks.discard)
        return
    game = game_from_fragment(fragment, (g["name"] for g in GAMES))
    if game is not None:
        paint_learn(game)
        return
    key = key_from_fragment(fragment)
    if key is None:
        paint_landing()
    elif app["table"] is None or app["table"].key != key:
        open_saved(key, push=False)
    elif el("table").hidden:
        show("learn", False)
        show("table", True)
        paint()


async def play_example(name, step):
    """"Play from here" of a rule example: a new local game at that step, from the record the build wrote beside
    the example's drawings; the address becomes the table's, so a reload or Back does not start it again."""
    try:
        response = await window.fetch(f"embed/{name}/record.json")
        if not response.ok:
            raise LoadError(i18n.Message("example.none", name=name))
        from sobremesa.examples import play_from  # only for an example's "Play from here" (TABLE_MODULES)

        text = str(await response.text())
        await load_parts([record_game(text)])
        session = play_from(text, step, {"started": now_iso()})
    except (LoadError, JsException) as exc:
        window.history.replaceState(None, "", landing_url())
        paint_landing()
        set_text("notice", words("example.cannot_play", reason=reason(exc)))
        return
    table = Table(session, new_key())
    window.history.replaceState(None, "", landing_url() + fragment_for(table.key))
    open_table(table, push=False)


# --- How to play (issue 13) ------------------------------------------------------------------------
def open_learn(game):
    """A game's How to play page as a history entry of its own: Back returns where the player was."""
    window.history.pushState(None, "", landing_url() + learn_fragment(game))
    app["learn_pushed"] = True
    paint_learn(game)


def paint_learn(game):
    """The page, over the start page or a table (which stays as it was, hidden, for Back)."""
    title = next(g["title"] for g in GAMES if g["name"] == game)
    el("learn-body").innerHTML = learn_page(game, title, app["lang"])
    leave_replay()
    show("landing", False)
    show("table", False)
    show("learn", True)
    document.title = words("learn.page_title", game=title)
    document.body.dataset.screen = "learn"
    window.scrollTo(0, 0)
    el("learn-title").focus()


def leave_learn(event=None):
    """The page's Back button: the browser's Back when the app opened the page, else the start page."""
    if app.pop("learn_pushed", False):
        window.history.back()
    else:
        window.history.replaceState(None, "", landing_url())
        paint_landing()


def on_learn_link(event):
    """A "How to play" link of the start page: the page, as its own history entry."""
    node = event.target.closest("[data-learn]")
    if node:  # closest gives a JS null, which is not None
        event.preventDefault()
        with_table_part(open_learn, node.dataset.learn, games=[node.dataset.learn])


def save(table):
    try:
        storage.setItem(table.key, table.record_json())
    except Exception as exc:  # quota or privacy mode: say so, keep playing
        table.error = i18n.Message("save.failed", reason=str(exc))


def clear_table_dom():
    close_board_text()
    close_share_box()
    hide_preview()
    for id_ in ("board", "side-info", "actions", "log", "scores", "chooser", "digest-list"):
        el(id_).innerHTML = ""
    app["markup"] = {}
    app["shown"] = {}
    set_text("last-move", "")
    app["log"], app["rounds"], app["digest"] = [], {}, []
    show("chooser", False)
    show("digest", False)


def paint(focus_hint=None):
    table = app["table"]
    screen = table.screen(app["lang"])
    forget_previews()
    close_share_box()  # a move, an undo, a pass: the link made before is stale, and reveals the seed
    app["renders"] += 1
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
            fill_board_text(table)
        restore_focus(focus_hint)
        window.requestAnimationFrame(create_once_callable(after_paint))  # once the boards have their views
    document.body.dataset.actions = str(screen["actions_done"])
    document.body.dataset.renders = str(app["renders"])
    bot_turn(table)


def put_markup(id_, markup):
    """Put markup in the element unless it holds it already (issue 16: a panel or buttons a click left as they were
    are not parsed and laid out again)."""
    if app["markup"].get(id_) != markup:
        el(id_).innerHTML = markup
        app["markup"][id_] = markup


def put_board(markup, seat):
    """Put the board's markup in #board by the nodes that changed (``put_patched``). #board's data-seat says whose
    view it is: panzoom.mjs measures a board's initial view again when it changes."""
    board = el("board")
    if board.getAttribute("data-seat") != str(seat):
        board.setAttribute("data-seat", str(seat))
    if put_patched("board", markup):
        blank = document.createTextNode("")  # #board's children changed: panzoom.mjs sets each board's view again
        board.append(blank)
        blank.remove()


def put_patched(id_, markup):
    """Put markup in the element (the board, the panel beside it) (issue 16): only the nodes that differ from those
    shown are parsed and laid out again (``digest.edits``), so that its DOM is what putting the whole markup makes.
    What is shown is what was put last (``app["shown"]``: the pass screen empties it). Whether it was patched in
    place (some nodes put, the others kept)."""
    box, shown = el(id_), app["shown"].get(id_)
    changes = None if shown is None else board_edits(shown, markup)
    if changes is None:
        box.innerHTML = markup
        app["shown"][id_] = Shown(markup)
        return False
    edits, app["shown"][id_] = changes
    if sum(len(nodes) for *_, nodes in edits) * 2 > len(markup):  # most of it (Salamanca's fields): parsed at once
        box.innerHTML = markup
        return False
    if not edits:
        return False
    boxes = {(): box}
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


def box_at(boxes, path):
    """The element at ``path`` (child indices from the box put in), found once per paint."""
    box = boxes.get(path)
    if box is None:
        box = boxes[path] = box_at(boxes, path[:-1]).childNodes.item(path[-1])
    return box


def paint_log(lines):
    """The game log, a polite live region: only the lines new to it are added (and read out); it always
    ends up holding exactly ``lines``, the log of the seat now looking (``log_change``). Gives how many lines
    it kept. Scrolled to its end once laid out (``after_paint``)."""
    log = el("log")
    keep, add = log_change(app["log"], lines)
    items = log.children
    while items.length > keep:
        items.item(items.length - 1).remove()
    if add:
        log.insertAdjacentHTML("beforeend", list_items(add))
    app["log"] = list(lines)
    return keep


def list_items(lines):
    """The lines as the items of a list (their text escaped: names are text, never markup)."""
    return "".join(f"<li>{esc(line)}</li>" for line in lines)


def paint_rounds(headings, keep):
    """The log's year or round headings: the first line of each carries it (drawn before it by app.css). Only the
    lines whose heading changed are touched, the lines after ``keep`` being new (issue 16: not the whole log at
    every click)."""
    items = el("log").children
    shown = {index: heading for index, heading in app["rounds"].items() if index < keep}
    wanted = {index: heading for index, heading in headings if index < len(app["log"])}
    for index in shown.keys() - wanted.keys():
        items.item(index).removeAttribute("data-round")
    for index, heading in wanted.items():
        if shown.get(index) != heading:
            items.item(index).dataset.round = heading
    app["rounds"] = wanted


def paint_digest(lines):
    """Since your last turn: what the others did, as this seat may read it (Table.since_last); put again only when
    it changed."""
    if lines == app["digest"]:
        return
    el("digest-list").innerHTML = list_items(lines)
    show("digest", bool(lines))
    app["digest"] = list(lines)


def after_paint(timestamp=None):
    """Once the screen is laid out (the next frame): the log at its end, the decision at hand in view. Reading the
    log's height lays the page out: in the click's handler it would be one layout more, before the board's."""
    region = el("log-region")
    region.scrollTop = region.scrollHeight
    show_decision()


def show_decision(timestamp=None):
    """The decision at hand in view (issue 13): when every legal move is off the board (Calimala's Keep cards under
    five players' rows) and none is in the window, the first one is scrolled into view (the panel on a laptop, the
    page on a phone). A board shows its moves itself (web/panzoom.mjs). Before it, on a laptop, the seat's own
    row of the players' panel (a fifth player's is under the others)."""
    show_own_seat()
    moves = [n for n in el("play").querySelectorAll("[data-action], [data-choices]") if n.checkVisibility()]
    if not moves or any(el("board").contains(n) or in_view(n) for n in moves):
        return
    moves[0].scrollIntoView(to_js({"block": "nearest"}, dict_converter=window.Object.fromEntries))


def in_view(node):
    """Whether some of the node is in the window, and in the panel where the panel scrolls by itself (a laptop)."""
    r = node.getBoundingClientRect()
    if r.bottom <= 0 or r.top >= window.innerHeight:
        return False
    side = el("side")
    if side.contains(node) and window.getComputedStyle(side).display != "contents":
        box = side.getBoundingClientRect()
        return r.bottom > box.top and r.top < box.bottom
    return True


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
        table.error = i18n.reason(exc)
        paint(hint)
        return
    save(table)
    paint(hint)


def open_chooser(node):
    table = app["table"]
    actions = [tuple(a) for a in json.loads(node.getAttribute("data-choices"))]
    chooser = el("chooser")
    chooser.innerHTML = fallback_buttons(actions, lambda action: i18n.text(table.describe(action), app["lang"])) + \
        f'<button type="button" id="chooser-cancel">{esc(words("chooser.cancel"))}</button>'
    heading = document.createElement("p")
    heading.textContent = words("chooser.heading")
    chooser.prepend(heading)
    show("chooser", True)
    app["chooser_for"] = node
    place_chooser(chooser, node)
    first = chooser.querySelector("[data-action]")
    if first:
        first.focus(to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))


def place_chooser(chooser, node):
    """Next to the spot clicked: below it, or above it when there is no room below, kept inside the window
    (coordinates within #play, set through the CSSOM, which the page's CSP allows)."""
    play = el("play").getBoundingClientRect()
    spot = node.getBoundingClientRect()
    box = chooser.getBoundingClientRect()
    width, height = window.innerWidth, window.innerHeight
    left = min(max(spot.left, 8), max(8, width - box.width - 8))
    top = spot.bottom + 6
    if top + box.height > height - 8 and spot.top - box.height - 6 >= 8:
        top = spot.top - box.height - 6  # above the spot
    top = min(max(top, 8), max(8, height - box.height - 8))
    chooser.style.left = f"{left - play.left:.0f}px"
    chooser.style.top = f"{top - play.top:.0f}px"


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


def confirm_pass(table):
    """The device passed: the table of the seat now holding it, its first move focused for the keyboard but not
    previewed (a preview nobody asked for would cover the prompt or the panel)."""
    table.confirm_pass()
    paint(("data-action", None))
    hide_preview()


def undo(table):
    try:
        table.undo()
    except IllegalAction as exc:
        table.error = i18n.reason(exc)
    else:
        save(table)
    paint()


def export(table):
    download(f"sobremesa-{table.game.name}-{now_iso()[:10]}.json", table.record_json())


def rematch(table):
    """The same players, colours and options, a new seed: a new saved game and a new history entry."""
    open_table(table.rematch(random.SystemRandom().randrange(2 ** 31), new_key(), now_iso()))


def new_game(table):
    """The new-game form on the start page, with this table's game chosen."""
    app["form"] = {**app["form"], "game": table.game.name}
    paint_landing(push=True)
    el("new-game-form").querySelector("select[name=game]").focus()


def dismiss_digest(table):
    table.dismiss_digest()
    paint()


def close_chooser(table=None):
    show("chooser", False)
    el("chooser").innerHTML = ""


BUTTONS = {"pass-confirm": confirm_pass, "pass-undo": undo, "undo": undo, "export": export,
           "leave": lambda table: paint_landing(push=True), "rematch": rematch, "new-game-button": new_game,
           "chooser-cancel": close_chooser, "digest-dismiss": dismiss_digest,
           "learn-open": lambda table: open_learn(table.game.name)}


# --- the preview of a move (issue 13): on hover, keyboard focus and long-press ----------------------------
# Every target is described by #preview (render.target_attrs); the preview of its moves is computed when it is
# hovered, focused or long-pressed, one target at a time (core.preview.for_target), and kept until the next paint.
LONG_PRESS_MS = 500
MOVED_PX = 10  # a finger that moves this far pans the board: no long-press
PREVIEWED = "[data-action], [data-choices]"
MOST_LINES = 6
press = {"timer": None, "node": None, "x": 0, "y": 0, "long": False}


def setup_preview():
    box = document.createElement("div")
    box.id = PREVIEW_ID
    box.setAttribute("role", "tooltip")
    box.hidden = True
    el("play").appendChild(box)
    press["held"] = create_proxy(on_held)
    for event, handler in (("mouseover", on_hover), ("mouseout", on_leave), ("focusin", on_focus),
                           ("focusout", on_blur),
                           ("pointerdown", on_press), ("pointermove", on_press_move), ("pointerup", end_press),
                           ("pointercancel", end_press), ("contextmenu", on_context_menu)):
        on(el("table"), event, handler)
    on(window, "resize", on_resize)


def target_actions(node):
    if node.hasAttribute("data-action"):
        return [as_action(json.loads(node.getAttribute("data-action")))]
    return [as_action(a) for a in json.loads(node.getAttribute("data-choices"))]


def preview_lines(node):
    """(log line, preview) of the target's moves, as the seat looking may read them (cached until the next paint)."""
    key = node.getAttribute("data-action") or node.getAttribute("data-choices")
    cache = app.setdefault("previews", {})
    if key not in cache:
        table = app["table"]
        if "legal" not in cache:
            cache["legal"] = table.legal()
        cache[key] = for_target(table.game, table.state, table.seat(), cache["legal"], target_actions(node),
                                app["lang"])
    return cache[key]


def show_preview(node):
    lines = preview_lines(node) if app["table"] is not None else []
    if not lines:
        hide_preview()
        return
    box = el(PREVIEW_ID)
    box.innerHTML = ""
    for line, preview in lines[:MOST_LINES]:
        item = document.createElement("p")
        head = document.createElement("strong")
        head.textContent = line
        item.appendChild(head)
        if preview:
            item.appendChild(document.createTextNode(f" {preview}"))
        box.appendChild(item)
    if len(lines) > MOST_LINES:
        more = document.createElement("p")
        more.textContent = words("preview.more", count=len(lines) - MOST_LINES)
        box.appendChild(more)
    box.hidden = False
    app["previewed"] = node
    place_chooser(box, node)


def hide_preview():
    el(PREVIEW_ID).hidden = True
    app["previewed"] = None


def on_resize(event=None):
    """A turned phone, a resized window: the preview goes (it was placed for the old size), the chooser stays next
    to its spot and inside the window."""
    hide_preview()
    node = app.get("chooser_for")
    if node and node.isConnected and not el("chooser").hidden:
        place_chooser(el("chooser"), node)


def forget_previews():
    """A new screen: the previews computed for the last one are stale."""
    app["previews"] = {}
    hide_preview()


def on_hover(event):
    node = event.target.closest(PREVIEWED)
    if node and node != app.get("previewed"):
        show_preview(node)


def on_leave(event):
    """The pointer left the target previewed (unless the keyboard focus is on it)."""
    node = app.get("previewed")
    if node and node.contains(event.target) and not node.contains(event.relatedTarget) \
            and node != document.activeElement:
        hide_preview()


def on_focus(event):
    if event.target.matches(PREVIEWED):
        show_preview(event.target)


def on_blur(event):
    if app.get("previewed") == event.target:
        hide_preview()


def on_press(event):
    """A finger on a target: held LONG_PRESS_MS without moving, it shows the preview and does not play the move."""
    cancel_press()
    press["long"] = False
    node = event.target.closest(PREVIEWED) if event.pointerType == "touch" else None
    if node:
        press.update(node=node, x=event.clientX, y=event.clientY)
        press["timer"] = window.setTimeout(press["held"], LONG_PRESS_MS)


def on_held():
    press["timer"] = None
    press["long"] = True
    show_preview(press["node"])


def on_press_move(event):
    if press["timer"] is not None and max(abs(event.clientX - press["x"]), abs(event.clientY - press["y"])) > MOVED_PX:
        cancel_press()


def end_press(event=None):
    cancel_press()


def cancel_press():
    if press["timer"] is not None:
        window.clearTimeout(press["timer"])
        press["timer"] = None


def on_context_menu(event):
    """A long-press on a target shows its preview, not the browser's menu."""
    if event.target.closest(PREVIEWED):  # a JS null when it is on no target
        event.preventDefault()


def show_own_seat():
    """The row of the seat looking in view where the panel scrolls by itself (a laptop; on a phone the page is not
    scrolled away from the prompt and the board for it); the end screen opens on who won, at the panel's top."""
    row, side = el("side-info").querySelector(f'li.player[data-seat="{app["table"].seat()}"]'), el("side")
    if app["table"].over:
        side.scrollTop = 0
    if not row or window.getComputedStyle(side).display == "contents":
        return
    r, box = row.getBoundingClientRect(), side.getBoundingClientRect()
    if r.top < box.top or r.bottom > box.bottom:
        row.scrollIntoView(to_js({"block": "nearest"}, dict_converter=window.Object.fromEntries))


def after_long_press():
    """Whether this click ends a long-press, which only showed the preview."""
    was, press["long"] = press["long"], False
    return was


# --- describe the board (issue 13): the seat's view in words, for a screen reader --------------------------
def control_button(id_, key, controls):
    """A button of the table's controls, in the words of the language chosen (apply_language redraws them)."""
    button = document.createElement("button")
    button.type = "button"
    button.id = id_
    button.dataset.i18n = key
    button.textContent = words(key)
    button.setAttribute("aria-controls", controls)
    el("controls").appendChild(button)
    return button


def setup_board_text():
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


def fill_board_text(table):
    from sobremesa.render.describe import board_text  # once the panel is opened (TABLE_MODULES)

    seat = table.seat()
    el("board-text-body").innerHTML = board_text(table.game, table.game.view(table.state, seat), seat,
                                                 i18n.text(table.prompt(), app["lang"]), table.tokens, app["lang"])


def open_board_text(table):
    fill_board_text(table)
    show("board-text", True)
    el("board-text-open").setAttribute("aria-expanded", "true")
    el("board-text-title").focus()


def close_board_text(table=None):
    show("board-text", False)
    el("board-text-body").innerHTML = ""
    el("board-text-open").setAttribute("aria-expanded", "false")


BUTTONS.update({"board-text-open": open_board_text, "board-text-close": close_board_text})


# --- share links and the replay viewer (issue 14) -----------------------------------------------------------
def setup_share():
    """The Share button of the table (the end screen too), its box at the top of the panel, and the viewer."""
    control_button("share-open", "share.open", "share-box")
    box = document.createElement("section")
    box.id = "share-box"
    box.hidden = True
    box.setAttribute("aria-labelledby", "share-title")
    el("side").prepend(box)
    viewer = document.createElement("main")
    viewer.id = "replay"
    viewer.hidden = True
    document.body.insertBefore(viewer, el("learn"))
    on(viewer, "click", on_replay_click)
    on(viewer, "input", on_replay_input)
    on(viewer, "keydown", on_replay_key)


def open_share_box(table):
    el("share-box").innerHTML = share_box_html(table.over, app["lang"])
    show("share-box", True)
    el("share-title").focus()


def close_share_box(table=None):
    show("share-box", False)
    el("share-box").innerHTML = ""  # the link reveals the seed: it never stays in the page


def make_link(table):
    fragment = encode_link(table.session, hide_names=bool(el("share-names").checked))
    # the only query kept is the language it was shared in (``i18n.asked``)
    el("share-link").value = f"{window.location.origin}{window.location.pathname}?lang={app['lang']}#{fragment}"
    show("share-result", True)
    copy_link(table)


def copy_link(table=None):
    note = el("share-copied")
    el("share-link").select()
    clipboard = window.navigator.clipboard
    if not clipboard:  # a JS undefined outside a secure context
        note.textContent = words("share.select")
        return

    def done(ok):
        note.textContent = words("share.copied" if ok else "share.select")

    clipboard.writeText(el("share-link").value).then(create_proxy(lambda _: done(True)),
                                                    create_proxy(lambda _: done(False)))


BUTTONS.update({"share-open": open_share_box, "share-close": close_share_box, "share-make": make_link,
                "share-copy": copy_link})


def open_replay(fragment):
    """The viewer of a share link, at the position it was made from; a link that cannot be replayed says why."""
    app["table"] = None
    leave_replay()
    for id_ in ("landing", "table", "learn"):
        show(id_, False)
    viewer = el("replay")
    show("replay", True)
    document.body.dataset.screen = "replay"
    try:
        replay = Replay(decode_link(fragment))
    except LoadError as exc:
        viewer.innerHTML = refused_html(i18n.text(i18n.reason(exc), app["lang"]), app["lang"])
        document.title = words("replay.refused_page_title")
        el("top-status").textContent = words("replay.refused_status")
        return
    app["replay"] = replay
    paint_viewer()


def paint_viewer():
    """The viewer's frame in the language chosen, then the position shown; its board gets pan and zoom
    (panzoom.mjs, told by the event "sobremesa:pan-zoom" on the new board's box)."""
    replay = app["replay"]
    record = replay.session.record
    el("replay").innerHTML = viewer_html(replay.session.game.title, record.players, replay.total, replay.seat,
                                         replay.step, app["lang"])
    el("replay-board").dispatchEvent(window.CustomEvent.new("sobremesa:pan-zoom"))
    document.title = words("replay.page_title", game=replay.session.game.title)
    paint_replay(moves=True)


def paint_replay(moves=False):
    """The position shown; ``moves``: the move list too (it changes with the view chosen)."""
    replay = app["replay"]
    screen = replay.screen(app["lang"])
    el("replay-board").innerHTML = screen["board"]
    el("replay-panel").innerHTML = screen["side"]
    el("replay-info").innerHTML = outcome_html(screen["outcome"], replay.names, screen["tokens"], app["lang"])
    status = status_text(screen["step"], screen["total"], screen["prompt"], app["lang"])
    el("replay-status").textContent = status
    el("top-status").textContent = status
    el("replay-step").value = str(screen["step"])
    el("replay-step").setAttribute("aria-valuetext", status)
    if moves:
        el("replay-moves").innerHTML = moves_html(replay.moves(), replay.step, app["lang"])
    else:
        for node in el("replay-moves").querySelectorAll("[aria-current]"):
            node.removeAttribute("aria-current")
    current = el("replay-moves").querySelector(f'[data-replay-step="{replay.step}"]')
    if current:
        current.setAttribute("aria-current", "step")
        current.scrollIntoView(to_js({"block": "nearest"}, dict_converter=window.Object.fromEntries))
    viewer = el("replay")
    viewer.dataset.step = str(screen["step"])
    viewer.dataset.stateHash = screen["hash"]
    document.body.dataset.replayStep = str(screen["step"])


def replay_go(step):
    app["replay"].go(step)
    paint_replay()


def replay_stop():
    timer = app.pop("replay_timer", None)
    if timer is not None:
        window.clearInterval(timer)
    button = el("replay").querySelector('[data-replay="play"]') if el("replay") else None
    if button:
        button.textContent = words("replay.play")


def replay_tick():
    replay = app.get("replay")
    if replay is None or replay.step >= replay.total:
        replay_stop()
        return
    replay_go(replay.step + 1)


def replay_play():
    """Play on from here at the chosen pace (from the start when at the last move); a second press pauses."""
    replay = app["replay"]
    if app.get("replay_timer") is not None:
        replay_stop()
        return
    if replay.step >= replay.total:
        replay_go(0)
    pace = int(el("replay-pace").value)
    app.setdefault("replay_tick", create_proxy(replay_tick))
    app["replay_timer"] = window.setInterval(app["replay_tick"], pace)
    el("replay").querySelector('[data-replay="play"]').textContent = words("replay.pause")


def leave_replay():
    """Out of the viewer: the timer stops, the viewer empties."""
    replay_stop()
    app.pop("replay", None)
    node = el("replay")
    if node:
        node.hidden = True
        node.innerHTML = ""


def replay_continue():
    replay_stop()
    open_table(app["replay"].continue_here(new_key(), now_iso()))


def on_replay_click(event):
    node = event.target.closest("[data-replay], [data-replay-step]")
    if not node or (app.get("replay") is None and node.dataset.replay != "home"):
        return
    if node.hasAttribute("data-replay-step"):
        replay_stop()
        replay_go(int(node.dataset.replayStep))
        return
    command = node.dataset.replay
    if command == "home":
        event.preventDefault()
        window.history.replaceState(None, "", landing_url())
        paint_landing()
    elif command == "play":
        replay_play()
    elif command == "continue":
        replay_continue()
    else:
        replay_stop()
        replay = app["replay"]
        replay_go({"first": 0, "back": replay.step - 1, "next": replay.step + 1, "last": replay.total}[command])


def on_replay_input(event):
    target = event.target
    if app.get("replay") is None:
        return
    if target.id == "replay-step":
        replay_stop()
        replay_go(int(target.value))
    elif target.id == "replay-seat":
        app["replay"].look_from(int(target.value) if target.value else None)
        paint_replay(moves=True)
    elif target.id == "replay-pace" and app.get("replay_timer") is not None:
        replay_stop()
        replay_play()


def on_replay_key(event):
    """Left and right arrows step back and forth (outside the slider and the menus, which have their own keys)."""
    if app.get("replay") is None or event.target.tagName in ("INPUT", "SELECT"):
        return
    if event.key in ("ArrowLeft", "ArrowRight"):
        event.preventDefault()
        replay_stop()
        replay = app["replay"]
        replay_go(replay.step + (1 if event.key == "ArrowRight" else -1))


def on_table_click(event):
    table = app["table"]
    if table is None:
        return
    if after_long_press():
        event.preventDefault()
        return
    node = event.target.closest(f"{TARGETS}, button")
    if not node:  # a JS null (a click on the share box's checkbox, on the board's background), which is not None
        return
    if node.id in BUTTONS:
        BUTTONS[node.id](table)
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
    if event.key == "Escape" and (app.get("previewed") is not None or not el("chooser").hidden):
        hide_preview()   # one Esc closes both: the preview of the spot clicked and its chooser
        if not el("chooser").hidden:
            close_chooser()
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


# --- languages (issue 15) ----------------------------------------------------------------------------------
def apply_language():
    """The page's own words in the language chosen: <html lang>, every element marked data-i18n (its text; with
    data-i18n-args, a JSON object of its arguments), data-i18n-label (its aria-label), data-i18n-title (its title),
    and the start page's games."""
    document.documentElement.lang = app["lang"]
    el("lang").value = app["lang"]
    for node in document.querySelectorAll("[data-i18n]"):
        args = json.loads(node.dataset.i18nArgs) if node.hasAttribute("data-i18n-args") else {}
        node.textContent = words(node.dataset.i18n, **args)
    for attr, data in (("aria-label", "data-i18n-label"), ("title", "data-i18n-title")):
        for node in document.querySelectorAll(f"[{data}]"):
            args = json.loads(node.dataset.i18nArgs) if node.hasAttribute("data-i18n-args") else {}
            node.setAttribute(attr, words(node.getAttribute(data), **args))
    el("game-list").innerHTML = game_list_html(GAMES, app["lang"], enabled=True)


async def load_language(lang):
    """``lang`` once its catalogs are in the engine, else the language shown (they could not be had: the page's status
    says so). The engine's wheel holds English alone: each other language's words on the start page are a wheel of
    their own (#language-wheels, tools/split_wheel.py), whose download boot.mjs starts with the page for the language
    chosen then (issue 16); the games' words follow with the table's part (``load_table_words``)."""
    if i18n.has_catalog(lang):
        return lang
    early = getattr(window, "sobremesaLanguage", None)
    wheel = None
    if early is not None and early.lang == lang:
        with contextlib.suppress(JsException):  # that download failed: fetched again
            wheel = (await early.wheel).to_bytes()
    wheel = wheel or await fetch_wheel(LANGUAGE_WHEELS[lang])
    if wheel is None:  # offline before the service worker stored it: said, and the language shown stays
        say_missing(lang)
        return app["lang"]
    i18n.add_catalogs(wheel)
    set_text("notice", "")  # had it failed before, it is had now
    return lang


def say_missing(lang, key="loading.language_missing"):
    """The page's status: ``lang``'s words could not be had (offline before the service worker stored them)."""
    name = document.querySelector(f'#lang option[value="{lang}"]').textContent
    app["notice"] = i18n.say(app["lang"], key, language=name)
    set_text("notice", app["notice"])


table_words = {i18n.ENGLISH}  # the languages whose games' words the engine holds (English's: in each game's part)


async def load_table_words(lang):
    """The games' words in ``lang``, once the table's part is there: a wheel a language besides English (#table-words,
    tools/split_wheel.py), as the start page shows none of them but the options'. If they cannot be had (offline before
    the service worker stored them), the page's status says so and the games' words are shown in English."""
    if lang in table_words:
        return
    wheel = await fetch_wheel(TABLE_WORDS[lang])
    if wheel is None:
        say_missing(lang, "loading.games_words_missing")
        return
    i18n.add_catalogs(wheel)
    table_words.add(lang)


async def fetch_wheel(url):
    """The bytes at ``url``, or None (offline before the service worker stored them)."""
    try:
        response = await window.fetch(url)
        return (await response.arrayBuffer()).to_bytes() if response.ok else None
    except JsException:
        return None


async def on_lang_change(event):
    """Another language: remembered, and the screen shown drawn again in it (the table as it was: nothing is lost)."""
    chooser = event.target
    app["lang"] = await load_language(i18n.choose(chooser.value, None))
    if table_part["ready"]:  # else they come with it (fetch_table_part)
        await load_table_words(app["lang"])
    chooser.value = app["lang"]
    with contextlib.suppress(Exception):  # storage full or refused: the choice holds until the page is closed
        storage.setItem(LANG_KEY, app["lang"])
    apply_language()
    if not el("table").hidden and app["table"] is not None:
        paint()
    elif app.get("replay") is not None:
        replay_stop()
        paint_viewer()
    elif not el("learn").hidden:
        game = game_from_fragment(str(window.location.hash), (g["name"] for g in GAMES))
        if game is not None:
            title = next(g["title"] for g in GAMES if g["name"] == game)
            el("learn-body").innerHTML = learn_page(game, title, app["lang"])
            document.title = words("learn.page_title", game=title)
    elif not el("landing").hidden:
        app["form"] = {**read_form(), "needs": form_values(GAMES, app["form"])["needs"]}
        paint_form()
        paint_resume_list()
        document.title = words("page.title")


async def setup_language():
    """The chooser of the start page (its header): the language a link asks for (``?lang=de``, not remembered),
    else the one remembered, else the browser's, else English."""
    try:
        remembered = stored(LANG_KEY)
    except Exception:  # a browser that refuses this page its storage
        remembered = None
    app["lang"] = await load_language(
        i18n.choose(remembered, window.navigator.language, i18n.asked(str(window.location.search))))
    apply_language()
    on(el("lang"), "change", on_lang_change)
    el("lang").disabled = False


# --- computer players (issue 12): they think in a Web Worker, their moves shown at the pace chosen ------------------
# The worker (web/bot_worker.py, a second Python) starts after the first board of a game with a computer player is
# painted. Each request names the moment of the game (Table.request_id): an answer that comes back after an undo, a
# move or in another table is dropped, and the move is checked against the legal actions before it is played.
# body[data-bot-thinking], [data-bot-answers] (answers received), [data-bot-dropped] (those no longer wanted),
# [data-bot-answer] (the last one's level, time in the worker and search iterations), [data-bot-worker-ms] (the
# worker's start, from its request to its readiness) and the performance mark "sobremesa:bot-answer" are for the
# browser tests and tools/bench_worker.py.
PACE_KEY = "sobremesa:pace"
bots = {"worker": None, "asked": None, "moved_at": 0.0, "answers": 0, "dropped": 0}


async def create_named_worker(src, name, config):
    """``pyscript.create_named_worker``'s steps: a worker script named ``name``, awaited among polyscript's
    workers. The site does not import the ``pyscript`` package (tools/pyscript_bootstrap.py)."""
    from polyscript import workers

    node = document.createElement("script")
    for key, value in (("type", "py"), ("src", src), ("worker", ""), ("name", name), ("config", config)):
        node.setAttribute(key, value)
    document.body.append(node)
    return await Reflect.get(workers, name)


def start_bot_worker():
    if bots["worker"] is None:
        started = window.performance.now()
        worker = create_named_worker("./bot_worker.py", "bots", "./pyscript-worker.json")  # the whole engine
        bots["worker"] = asyncio.ensure_future(worker)

        def ready(_):
            document.body.dataset.botWorkerMs = str(round(window.performance.now() - started))

        bots["worker"].add_done_callback(ready)
    return bots["worker"]


def bot_turn(table):
    """After a paint: start the worker for a game with computer players, and ask it for the move of the one to move
    (once per moment of the game)."""
    show("bot-pace-box", bool(table.bots))
    document.body.dataset.botThinking = "1" if table.bot_to_move() is not None else ""
    if not table.bots:
        return
    start_bot_worker()
    request = table.bot_request()
    if request is None or bots["asked"] == (table, request["id"]):  # a resumed save is another Table
        return
    bots["asked"] = (table, request["id"])
    task = asyncio.ensure_future(ask_bot(table, request))
    _tasks.add(task)
    task.add_done_callback(_tasks.discard)


async def ask_bot(table, request):
    try:
        worker = await start_bot_worker()
        wheel = window.URL.new(GAME_WHEELS[table.game.name], document.baseURI).href  # the worker's base is its own
        reply = json.loads(await worker.think(json.dumps(request), wheel))
        window.performance.mark("sobremesa:bot-answer")
        bots["answers"] += 1
        document.body.dataset.botAnswers = str(bots["answers"])
        document.body.dataset.botAnswer = json.dumps({"level": request["level"], "ms": reply.get("ms"),
                                                      "iterations": reply.get("iterations")})
    except Exception as exc:  # the worker could not start or failed: say so, the game is kept
        if app["table"] is table and table.request_id() == request["id"]:  # not asked again: no loop of failures
            table.error = i18n.Message("table.bot_failed", reason=str(exc))
            paint()
        return
    wait = pace_ms(stored(PACE_KEY)) - (window.performance.now() - bots["moved_at"])
    if wait > 0:
        await asyncio.sleep(wait / 1000)
    try:
        played = app["table"] is table and table.bot_reply(reply)  # not in another game, nor on the start page
    except IllegalAction as exc:
        table.error = i18n.reason(exc)
        paint()
        return
    if played:
        bots["moved_at"] = window.performance.now()
        save(table)
        paint()
    else:
        bots["dropped"] += 1
        document.body.dataset.botDropped = str(bots["dropped"])


def setup_bot_pace():
    """The pace of the computer players' moves (kept in this browser), shown with a table that has them."""
    box = document.createElement("label")
    box.id = "bot-pace-box"
    box.hidden = True
    words_box = document.createElement("span")
    words_box.dataset.i18n = "pace.label"  # in the language chosen (apply_language)
    words_box.textContent = words("pace.label")
    box.append(words_box, " ")
    select = document.createElement("select")
    select.id = "bot-pace"
    chosen = stored(PACE_KEY) or DEFAULT_PACE
    for key in PACES:
        option = document.createElement("option")
        option.value = key
        option.dataset.i18n = f"pace.{key}"
        option.textContent = words(f"pace.{key}")
        option.selected = key == chosen
        select.appendChild(option)
    box.appendChild(select)
    el("controls").appendChild(box)
    on(select, "change", lambda event: storage.setItem(PACE_KEY, event.target.value))


# --- the engine's table part and the games' parts (issue 16) ----------------------------------------------
# The start page imports only what it shows: the form, the saved games' keys, the language. The rest of the engine
# is a wheel of its own, the table's part (the table, the replay viewer, How to play, the computer players:
# #table-wheel), fetched once the start page is usable, and one wheel a game (its rules, its renderers, its English
# words: #game-wheels), fetched when a page needs that game (tools/split_wheel.py); each is unpacked beside the
# engine, and whatever needs them first waits for them (with_table_part).
TABLE_MODULES = ("sobremesa.app.table", "sobremesa.render.replay", "sobremesa.app.replay", "sobremesa.render.learn",
                 "sobremesa.app.computer")
"""Imported before a table opens. The board in words (``render.describe``, with the standard library's HTML parser)
and the rule examples' records (``examples``) are imported where they are first used: a tenth of a second less before
the first board."""
table_part = {"task": None, "ready": False}
game_parts = {}  # a game's name: the task that loads its part


def load_table_part():
    """The task that loads the table's part (started once, and again after a failure: offline before the service
    worker stored it)."""
    return _loading(table_part, "task", fetch_table_part)


def load_game_part(name):
    """The task that loads a game's part (started once, and again after a failure)."""
    return _loading(game_parts, name, lambda: fetch_part(GAME_WHEELS[name]))


def _loading(tasks, key, fetch):
    task = tasks.get(key)
    if task is None or (task.done() and task.exception() is not None):
        task = tasks[key] = asyncio.ensure_future(fetch())
    return task


def parts_ready(games):
    """Whether the table's part and the parts of ``games`` are loaded (a name that is no game's needs none: loading
    what names it says so)."""
    return table_part["ready"] and all(game_ready(name) for name in games)


def game_ready(name):
    task = game_parts.get(name)
    return name not in GAME_WHEELS or (task is not None and task.done() and task.exception() is None)


async def load_parts(games):
    """The table's part and the parts of ``games``, fetched side by side; LoadError if one cannot be fetched (offline
    before the service worker stored it)."""
    await asyncio.gather(load_table_part(), *(load_game_part(name) for name in games if name in GAME_WHEELS))


async def fetch_part(url):
    wheel = await fetch_wheel(url)
    if wheel is None:
        raise LoadError(i18n.Message("loading.table_missing"))
    unpack(wheel, "sobremesa/")
    i18n.forget_catalogs()  # the English words that came with it


async def fetch_table_part():
    await fetch_part(json.loads(el("table-wheel").textContent))
    for name in TABLE_MODULES:
        importlib.import_module(name)
        await asyncio.sleep(0)  # the page's events between two modules
    bind_table_part()
    setup_bot_pace()
    lang = None
    while lang != app["lang"]:  # the language chosen meanwhile: its words, before the table's part is said ready
        lang = app["lang"]
        await load_table_words(lang)
    table_part["ready"] = True
    warm_form_game()


warmed = set()  # the games warm_form_game imported or is importing


def on_start_page():
    return document.body.getAttribute("data-screen") == "landing"  # None before the first screen is painted


def warm_form_game():
    """The engine and the renderer of the game the start page's form shows, fetched and imported in the background
    once the table's part is loaded and again when the form's game changes, so that Start finds them ready (Santa
    Maria's: about 0.2 s of a first board inside Pyodide), then a first screen drawn and thrown away
    (``first_screen``); one step a task, the page answering clicks between them. The games done are listed in
    ``body[data-warmed]``."""
    name = form_values(GAMES, app["form"])["game"]
    if not table_part["ready"] or name in warmed or not on_start_page():
        return
    warmed.add(name)

    async def warm():
        try:
            await load_game_part(name)
        except LoadError:  # offline before the service worker stored it: Start says so
            warmed.discard(name)
            return
        for load in (game_engine, game_renderer, first_screen):
            await asyncio.sleep(0)
            if not on_start_page():  # a table opened meanwhile: its game, not this one
                warmed.discard(name)
                return
            load(name)
        document.body.dataset.warmed = f"{document.body.getAttribute('data-warmed') or ''} {name}".strip()  # tests

    task = asyncio.ensure_future(warm())
    _tasks.add(task)
    task.add_done_callback(_tasks.discard)


def first_screen(name):
    """A screen of a table of the form's game, never shown: the renderer's first drawing fills what it keeps from one
    screen to the next (Santa Maria's colony spaces, the words it escaped), so that Start draws a board as a second
    game does (inside Pyodide, Santa Maria's first screen takes ~76 ms against ~20 for a second game's)."""
    values = form_values(GAMES, app["form"])
    if values["game"] != name:
        return
    with contextlib.suppress(LoadError, IllegalAction):  # the form asks for what cannot start: Start will say why
        table = new_table(GAMES, values, 1, "warm")
        if table.needs_pass():  # a game with secrets: its board, not the pass screen before it
            table.confirm_pass()
        table.screen(app["lang"])


def bind_table_part():
    """The names of the table's part that the glue calls."""
    global DEFAULT_PACE, PACES, Replay, Shown, Table, board_edits, learn_page, log_change, moves_html
    global outcome_html, pace_ms, refused_html, share_box_html, status_text, viewer_html
    from sobremesa.app.computer import DEFAULT_PACE, PACES, pace_ms
    from sobremesa.app.digest import Shown
    from sobremesa.app.digest import edits as board_edits
    from sobremesa.app.replay import Replay
    from sobremesa.app.table import Table, log_change
    from sobremesa.render.learn import learn_page
    from sobremesa.render.replay import (
        moves_html,
        outcome_html,
        refused_html,
        share_box_html,
        status_text,
        viewer_html,
    )


def with_table_part(then, *args, games=()):
    """``then(*args)`` with the table's part and the parts of ``games``: at once when they are loaded, else once they
    are."""
    if parts_ready(games):
        then(*args)
        return

    async def later():
        try:
            await load_parts(games)
        except LoadError as exc:  # offline before the service worker stored it: said; the next click tries again
            set_text("notice", reason(exc))
            el("notice").scrollIntoView()  # Start is at the form's end, below a phone's screen
            return
        set_text("notice", "")
        then(*args)

    task = asyncio.ensure_future(later())
    _tasks.add(task)
    task.add_done_callback(_tasks.discard)


def address_games(fragment):
    """The games the address needs (``nav.games_named``)."""
    return games_named(fragment, (g["name"] for g in GAMES), stored)


def needs_table_part(fragment):
    """Whether the address points to more than the start page (a table, How to play, a share link, an example)."""
    return is_share_link(fragment) or any(found(fragment) is not None for found in (
        example_from_fragment, key_from_fragment, lambda f: game_from_fragment(f, (g["name"] for g in GAMES))))


# --- start ------------------------------------------------------------------------------------------
async def main():
    on(el("new-game-form"), "change", on_form_change)
    on(el("new-game-form"), "submit", on_form_submit)
    on(el("resume-list"), "click", on_resume_click)
    on(el("import-file"), "change", on_import_change)
    on(el("table"), "click", on_table_click)
    on(el("table"), "keydown", on_table_key)
    on(el("game-list"), "click", on_chip_click)
    on(el("game-list"), "click", on_learn_link)
    on(el("learn-back"), "click", leave_learn)
    on(el("home-link"), "click", lambda e: (e.preventDefault(), paint_landing(push=True)))
    on(window, "popstate", follow_address)
    await setup_language()
    setup_preview()
    setup_board_text()
    setup_share()
    fragment = str(window.location.hash)
    if needs_table_part(fragment):
        with contextlib.suppress(LoadError):  # offline before the service worker stored it: follow_address says so
            await load_parts(address_games(fragment))
    follow_address()  # a reload comes back to the table that was open
    document.body.dataset.pyReady = "1"
    document.dispatchEvent(window.CustomEvent.new("sobremesa:ready"))
    load_table_part()  # in the background: the start page is usable meanwhile


_tasks.add(asyncio.ensure_future(main()))
