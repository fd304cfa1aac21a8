"""The language of the app's words (issue 15): the chooser of the start page, each language's words fetched when
chosen, and the screen shown drawn again in it."""

from __future__ import annotations

import contextlib
import json
from typing import Any

from pyodide.ffi import JsException

from sobremesa.app.form import form_values
from sobremesa.core import i18n
from sobremesa.render.screens import game_list_html

from .dom import (
    GAMES,
    LANG_KEY,
    LANGUAGE_WHEELS,
    app,
    document,
    el,
    fetch_wheel,
    on,
    say_missing,
    set_text,
    storage,
    stored,
    window,
    words,
)
from .landing import paint_form, paint_resume_list, read_form
from .parts import fetched, load_table_words


def apply_language() -> None:
    """The page's own words in the language chosen: <html lang>, every element marked data-i18n (its text; with
    data-i18n-args, a JSON object of its arguments), data-i18n-label (its aria-label), data-i18n-title (its title),
    and the start page's games."""
    document.documentElement.lang = app.lang
    el("lang").value = app.lang
    for node in document.querySelectorAll("[data-i18n]"):
        args = json.loads(node.dataset.i18nArgs) if node.hasAttribute("data-i18n-args") else {}
        node.textContent = words(node.dataset.i18n, **args)
    for attr, data in (("aria-label", "data-i18n-label"), ("title", "data-i18n-title")):
        for node in document.querySelectorAll(f"[{data}]"):
            args = json.loads(node.dataset.i18nArgs) if node.hasAttribute("data-i18n-args") else {}
            node.setAttribute(attr, words(node.getAttribute(data), **args))
    el("game-list").innerHTML = game_list_html(GAMES, app.lang, enabled=True)


async def load_language(lang: str) -> str:
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
        return app.lang
    i18n.add_catalogs(wheel)
    set_text("notice", "")  # had it failed before, it is had now
    return lang


async def on_lang_change(event: Any) -> None:
    """Another language: remembered, and the screen shown drawn again in it (the table as it was: nothing is lost)."""
    chooser = event.target
    app.lang = await load_language(i18n.choose(chooser.value, None))
    if fetched.table_ready:  # else they come with it (fetch_table_part)
        await load_table_words(app.lang)
    chooser.value = app.lang
    with contextlib.suppress(Exception):  # storage full or refused: the choice holds until the page is closed
        storage.setItem(LANG_KEY, app.lang)
    apply_language()
    if not el("table").hidden and app.table is not None:
        from .table import paint  # the table's glue: shown, so the table's part is here (parts.TABLE_GLUE)

        paint()
    elif app.replay is not None:
        from .replay import paint_viewer, replay_stop

        replay_stop()
        paint_viewer(app.replay)
    elif not el("learn").hidden:
        from .learn import paint_learn_body

        paint_learn_body()
    elif not el("landing").hidden:
        app.form = {**read_form(), "needs": form_values(GAMES, app.form)["needs"]}
        paint_form()
        paint_resume_list()
        document.title = words("page.title")


async def setup_language() -> None:
    """The chooser of the start page (its header): the language a link asks for (``?lang=de``, not remembered),
    else the one remembered, else the browser's, else English."""
    try:
        remembered = stored(LANG_KEY)
    except Exception:  # a browser that refuses this page its storage
        remembered = None
    app.lang = await load_language(
        i18n.choose(remembered, window.navigator.language, i18n.asked(str(window.location.search))))
    apply_language()
    on(el("lang"), "change", on_lang_change)
    el("lang").disabled = False
