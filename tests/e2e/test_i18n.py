"""Languages in Chromium (issue 15): the chooser of the start page, switching mid-game with nothing lost, the choice
remembered, the browser's language by default, a corrupt stored choice read as English; the start page's refusals of
a file and the new version's bar in the language."""
from __future__ import annotations

import json
import pathlib
import random
import re

from e2e_helpers import (
    LOAD_TIMEOUT_MS,
    READY,
    NetLog,
    actions_done,
    assert_local_only,
    confirm_pass,
    import_file,
    open_app,
    play_steps,
    screen,
    start_game,
    the_record,
)
from playwright.sync_api import Browser, Page, Route, expect

from sobremesa.core.i18n import LANGUAGES, say

LOCALE = pathlib.Path(__file__).resolve().parents[2] / "py" / "sobremesa" / "locale"

TARGETS = "#play [data-action], #play [data-choices]"


def is_prompt(text: str, lang: str) -> bool:
    """Whether ``text`` is one of Salamanca's prompts in ``lang`` (its catalog's templates, any arguments), and in no
    other language."""
    def prompts(lang: str) -> list[re.Pattern[str]]:
        templates = json.loads((LOCALE / "salamanca" / f"{lang}.json").read_text(encoding="utf-8"))
        return [re.compile(".+".join(map(re.escape, re.split(r"\{\w+\}", template))))
                for key, template in templates.items() if ".prompt." in key and isinstance(template, str)]
    found = {other for other in LANGUAGES if any(p.fullmatch(text) for p in prompts(other))}
    return found == {lang}


def test_switch_language_on_the_start_page_and_mid_game(page: Page, site_url: str, net_log: NetLog) -> None:
    open_app(page, site_url)
    expect(page.locator("html")).to_have_attribute("lang", "en")  # Chromium here speaks en-US
    expect(page.locator("#start")).to_have_text("Start the game")
    page.select_option("#lang", "de")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator("#games-title")).to_have_text("Spiele")
    expect(page.locator("#start")).to_have_text("Spiel starten")
    expect(page.locator("#game-list li[data-game='salamanca'] .learn-link")).to_have_text("Spielregeln")
    refusals_and_notices_in_german(page)
    start_game(page, seed=11)
    assert screen(page) == "pass"
    expect(page.locator("#pass-confirm")).to_have_text("Ich bin Ana: meinen Tisch zeigen")
    confirm_pass(page)
    play_steps(page, random.Random(3), 3)
    while screen(page) == "pass":
        confirm_pass(page)
    expect(page.locator("#undo")).to_have_text("Rückgängig")
    assert is_prompt(page.text_content("#prompt") or "", "de")  # the game's words came with the table (their own wheel)
    done, record = actions_done(page), the_record(page)
    targets = page.eval_on_selector_all(TARGETS, "ns => ns.map(n => n.dataset.action || n.dataset.choices)")
    renders = page.get_attribute("body", "data-renders")
    page.select_option("#lang", "fr")
    page.wait_for_function("r => document.body.dataset.renders !== r", arg=renders)
    expect(page.locator("html")).to_have_attribute("lang", "fr")
    expect(page.locator("#undo")).to_have_text("Annuler")
    expect(page.locator("#export")).to_have_text("Exporter l'enregistrement")
    expect(page.locator("#log-box summary")).to_have_text("Journal de la partie")
    assert is_prompt(page.text_content("#prompt") or "", "fr")  # the French game words fetched at the switch
    # nothing lost: the same table, the same moves on offer, the same record
    assert screen(page) == "play" and actions_done(page) == done and the_record(page) == record
    assert page.eval_on_selector_all(TARGETS, "ns => ns.map(n => n.dataset.action || n.dataset.choices)") == targets
    page.reload()
    page.wait_for_selector(READY, timeout=LOAD_TIMEOUT_MS)
    expect(page.locator("html")).to_have_attribute("lang", "fr")  # remembered
    expect(page.locator("#pass-confirm")).to_contain_text("Je suis")
    assert actions_done(page) == done
    assert_local_only(net_log, site_url)


def test_the_browser_s_language_by_default_and_a_corrupt_choice_is_english(browser: Browser, site_url: str) -> None:
    context = browser.new_context(locale="es-ES", viewport={"width": 1024, "height": 768})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    try:
        open_app(page, site_url)
        expect(page.locator("html")).to_have_attribute("lang", "es")
        expect(page.locator("#games-title")).to_have_text("Juegos")
        expect(page.locator("#lang")).to_have_value("es")
        page.evaluate("() => localStorage.setItem('sobremesa:lang', 'klingon')")
        page.reload()
        page.wait_for_selector(READY, timeout=LOAD_TIMEOUT_MS)
        expect(page.locator("html")).to_have_attribute("lang", "en")
        expect(page.locator("#games-title")).to_have_text("Games")
        page.goto(f"{site_url}/index.html?nosw&lang=de")  # a link's language comes first, and is not remembered
        page.wait_for_selector(READY, timeout=LOAD_TIMEOUT_MS)
        expect(page.locator("html")).to_have_attribute("lang", "de")
        expect(page.locator("#lang")).to_have_value("de")
        assert page.evaluate("() => localStorage.getItem('sobremesa:lang')") == "klingon"
        assert errors == []
    finally:
        context.close()


def test_the_start_page_speaks_the_language_before_python_has_started(browser: Browser, site_url: str) -> None:
    """boot.mjs shows the start page in the language main.py will choose (here the browser's), from the words the
    build wrote into the page: Python never starts in this test (main.py is not served)."""
    context = browser.new_context(locale="de-DE", viewport={"width": 1024, "height": 768})
    page = context.new_page()
    page.route("**/main.py", lambda route: route.abort())
    try:
        page.goto(f"{site_url}/index.html?nosw")
        expect(page.locator("html")).to_have_attribute("lang", "de")
        expect(page.locator("#games-title")).to_have_text("Spiele")
        expect(page.locator("#loading-text")).to_contain_text("Schritt")
        learn = page.locator("#game-list .learn-link").first  # the games' list painted at build time
        expect(learn).to_have_text("Spielregeln")
        expect(learn).to_have_attribute("aria-label", "Spielregeln von Calimala")
        assert page.title().startswith("Sobremesa")
        assert page.evaluate("() => document.body.dataset.pyReady") != "1"
    finally:
        context.close()



def refusals_and_notices_in_german(page: Page) -> None:
    """What the start page says besides its words, in German: a file that is not a record refused (a JSON error
    placed by line and column, Python's English reason left out; the kind found in words), the new version's bar
    and the page's title."""
    assert page.title() == say("de", "page.title")
    error = page.locator("#import-error")
    for name, body, reason in [
            ("kaputt.json", b'{"game":\n "calimala",, }', "Die Datei ist kein gültiges JSON (Zeile 2, Spalte 13)"),
            ("liste.json", b"[]", "Die Aufzeichnung: erwartet ein Objekt, nicht eine Liste.")]:
        import_file(page, name, body)
        expect(error).to_contain_text(f"{name} lässt sich nicht öffnen: {reason}")
        expect(error).to_contain_text("Es wurde nichts geändert.")
        assert "Expecting" not in error.inner_text()
    page.evaluate("() => { document.getElementById('update').hidden = false; }")  # as register-sw.mjs shows it
    expect(page.locator("#update span")).to_have_text(say("de", "update.ready"))
    expect(page.locator("#update-reload")).to_have_text(say("de", "update.reload"))
    page.evaluate("() => { document.getElementById('update').hidden = true; }")


def test_a_language_or_the_game_that_cannot_be_loaded_is_said(browser: Browser, site_url: str) -> None:
    """Offline before the service worker stored them (here: their downloads refused), a language's wheel and the
    table's wheel are not had: the start page says so (#notice) in the language shown, stays in it, and the next try
    succeeds."""
    context = browser.new_context(locale="en-US", viewport={"width": 1024, "height": 768})
    page = context.new_page()
    refused = {"on": True}

    def maybe(route: Route) -> None:
        route.abort() if refused["on"] else route.continue_()

    page.route("**/sobremesa_de-*.whl", maybe)
    page.route("**/sobremesa_table-*.whl", maybe)
    try:
        open_app(page, site_url)
        page.select_option("#lang", "de")
        expect(page.locator("#notice")).to_have_text(say("en", "loading.language_missing", language="Deutsch"))
        expect(page.locator("html")).to_have_attribute("lang", "en")
        expect(page.locator("#lang")).to_have_value("en")
        page.click("#start")
        expect(page.locator("#notice")).to_have_text(say("en", "loading.table_missing"))
        assert page.evaluate("() => document.body.dataset.screen") == "landing"
        refused["on"] = False
        page.select_option("#lang", "de")
        expect(page.locator("html")).to_have_attribute("lang", "de")
        expect(page.locator("#notice")).to_be_hidden()
        start_game(page)
    finally:
        context.close()


def test_a_game_that_cannot_be_loaded_is_said_and_the_next_start_plays_it(browser: Browser, site_url: str) -> None:
    """Each game is a wheel of its own (its rules, its renderers, its English words), fetched when a page needs it:
    refused (offline before the service worker stored it), Start says so and the start page stays; the next Start,
    once it can be had, plays it."""
    context = browser.new_context(locale="en-US", viewport={"width": 1024, "height": 768})
    page = context.new_page()
    refused = {"on": True}
    page.route("**/sobremesa_calimala-*.whl", lambda route: route.abort() if refused["on"] else route.continue_())
    try:
        open_app(page, site_url)
        page.select_option("#new-game-form select[name=game]", "calimala")
        page.click("#start")
        expect(page.locator("#notice")).to_have_text(say("en", "loading.table_missing"))
        assert page.evaluate("() => document.body.dataset.screen") == "landing"
        refused["on"] = False
        start_game(page, game="calimala")
        confirm_pass(page)
        expect(page.locator("#notice")).to_be_hidden()
        expect(page.locator("#play [data-action], #play [data-choices]").first).to_be_attached()
        assert page.evaluate("() => document.body.dataset.screen") == "play"
    finally:
        context.close()


def test_the_game_s_words_that_cannot_be_loaded_are_said_and_shown_in_english(browser: Browser, site_url: str) -> None:
    """The games' words in German are a wheel of their own, fetched with the table's part: refused (offline before the
    service worker stored it), the start page says so in German, and the table opens with the game's words in English
    (the catalogs' fallback), its own words still German."""
    context = browser.new_context(locale="de-DE", viewport={"width": 1024, "height": 768})
    page = context.new_page()
    page.route("**/sobremesa_table_de-*.whl", lambda route: route.abort())
    try:
        open_app(page, site_url)
        expect(page.locator("#notice")).to_have_text(say("de", "loading.games_words_missing", language="Deutsch"))
        start_game(page)
        confirm_pass(page)
        expect(page.locator("#undo")).to_have_text("Rückgängig")
        assert is_prompt(page.text_content("#prompt") or "", "en")
    finally:
        context.close()
