"""The page and the glue's state, shared by its modules: the data blocks the build wrote into the page, the app's
state (``app``), and small helpers over the DOM and localStorage. Text from players (names, error messages) is set
with textContent or escaped by the renderer."""

import asyncio
import json
import random
import sys

from js import document, window
from pyodide.ffi import JsException, create_proxy, to_js

from sobremesa.app.form import form_values
from sobremesa.app.saves import SAVE_PREFIX
from sobremesa.core import i18n
from sobremesa.games import listed


def read_listing():
    """The games' listing, written into the page at build time (tools/site_page.py): no game is imported to list
    them (issue 16). The data block is then removed: the page holds only what the screen shows."""
    node = document.getElementById("game-listing")
    games = json.loads(node.textContent)
    node.remove()
    return games


GAMES = read_listing()
LISTED = listed(GAMES)  # the games' titles and rules versions, as the resume list reads them
LANGUAGE_WHEELS = json.loads(document.getElementById("language-wheels").textContent)  # language.load_language
TABLE_WORDS = json.loads(document.getElementById("table-words").textContent)  # language.load_table_words
GAME_WHEELS = json.loads(document.getElementById("game-wheels").textContent)  # parts.load_game_part
storage = window.localStorage
LANG_KEY = "sobremesa:lang"  # the language chosen on the start page (issue 15)
app = {"table": None, "form": form_values(GAMES), "renders": 0, "log": [],  # log: the lines #log shows
       "rounds": {}, "digest": [],  # the headings of #log's lines (by index), the lines #digest-list shows
       "lang": i18n.ENGLISH,  # the language of the app's words (language.setup_language)
       "markup": {},  # per element id: the markup put in it last (table.put_markup)
       "shown": {}}  # per element id: the markup put in it last, as digest.edits reads it (table.put_patched)
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


def spawn(coroutine):
    """Run ``coroutine`` in the background, kept alive until it finishes."""
    task = asyncio.ensure_future(coroutine)
    _tasks.add(task)
    task.add_done_callback(_tasks.discard)
    return task


def js_object(fields):
    """A plain JavaScript object of ``fields``, as the DOM's options take them (``scrollIntoView``, ``focus``, a
    ``Blob``'s type)."""
    return to_js(fields, dict_converter=window.Object.fromEntries)


def now_iso():
    return str(window.Date.new().toISOString())


def new_key():
    return f"{SAVE_PREFIX}{int(window.Date.now())}-{random.randrange(36 ** 4):04x}"


def download(name, text):
    blob = window.Blob.new(to_js([text]), js_object({"type": "application/json"}))
    url = window.URL.createObjectURL(blob)
    a = document.createElement("a")
    a.href = url
    a.download = name
    document.body.appendChild(a)
    a.click()
    a.remove()
    window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 1000)


def landing_url():
    return str(window.location.pathname) + str(window.location.search)


async def fetch_wheel(url):
    """The bytes at ``url``, or None (offline before the service worker stored them)."""
    try:
        response = await window.fetch(url)
        return (await response.arrayBuffer()).to_bytes() if response.ok else None
    except JsException:
        return None


def say_missing(lang, key="loading.language_missing"):
    """The page's status: ``lang``'s words could not be had (offline before the service worker stored them)."""
    name = document.querySelector(f'#lang option[value="{lang}"]').textContent
    app["notice"] = i18n.say(app["lang"], key, language=name)
    set_text("notice", app["notice"])


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


def leave_viewer():
    """Out of a share link's viewer, if one was ever opened (``glue.replay``, which comes with the table's part)."""
    replay = sys.modules.get("glue.replay")
    if replay is not None:
        replay.leave_replay()
