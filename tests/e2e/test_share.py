"""Share links and the replay viewer (issue 14) in Chromium, and the site served under a sub-path as GitHub Pages
serves a fork (``/<repo>/``)."""

from __future__ import annotations

import functools
import http.server
import json
import random
import threading
import urllib.parse

import pytest
from e2e_helpers import (
    DIST,
    LOAD_TIMEOUT_MS,
    READY,
    SAVE_PREFIX,
    QuietHandler,
    assert_local_only,
    open_app,
    open_record,
    play_steps,
    screen,
    start_game,
)
from playwright.sync_api import expect
from test_shell import axe_problems

from sobremesa.core import Record, Session, share, state_hash
from sobremesa.core.fuzz import play_random
from sobremesa.games import get

KEY = SAVE_PREFIX + "1700000000000-5a1e"
SUB = "/sobremesa"


def make_link(page, names_out: bool = False) -> str:
    """The table's Share button, the box's button that makes the link (after the warning when not over)."""
    page.click("#share-open")
    page.wait_for_selector("#share-box:not([hidden]) #share-make")
    if names_out:
        page.check("#share-names")
    page.click("#share-make")
    page.wait_for_selector("#share-result:not([hidden])")
    return page.input_value("#share-link")


def replay_hash(page) -> str:
    return page.get_attribute("#replay", "data-state-hash")


def test_a_finished_game_opens_from_its_link_in_a_fresh_browser(page, browser, site_url, net_log):
    played = play_random(get("salamanca"), 3, seed=8, check=False)
    played.record.meta = {"colours": ["orange", "blue", "green"], "finished": True}
    open_app(page, site_url)
    open_record(page, played.record.to_json(), KEY)
    assert screen(page) == "over"
    link = make_link(page)
    assert "#share=1." in link and link.startswith(f"{site_url}/index.html")
    assert len(link.split("#", 1)[1]) < 2000
    expect(page.locator("#share-warning")).to_have_count(0)  # a finished game: no seed warning

    context = browser.new_context(viewport={"width": 1024, "height": 768}, bypass_csp=True)  # for axe-core
    other = context.new_page()
    log: dict[str, list[str]] = {"requests": [], "failed": [], "errors": []}
    other.on("request", lambda r: log["requests"].append(r.url))
    other.on("requestfailed", lambda r: log["failed"].append(f"{r.url} {r.failure}"))
    other.on("pageerror", lambda e: log["errors"].append(str(e)))
    other.goto(link.replace("/index.html#", "/index.html?nosw#"))
    other.wait_for_selector("#replay[data-state-hash]", timeout=LOAD_TIMEOUT_MS)
    total = len(played.record.actions)
    assert replay_hash(other) == played.replay_hash()
    assert other.get_attribute("#replay", "data-step") == str(total)
    expect(other.locator("#replay-status")).to_contain_text(f"Move {total} of {total}")
    expect(other.locator("#replay-info")).to_contain_text("wins")
    assert axe_problems(other) == [], "replay viewer"

    other.click("[data-replay='back']")  # step back, jump to a move, another seat's view
    other.wait_for_selector(f"#replay[data-step='{total - 1}']")
    assert replay_hash(other) == state_hash(played.game, played.states[total - 1])
    other.click("[data-replay-step='20']")
    other.wait_for_selector("#replay[data-step='20']")
    assert replay_hash(other) == state_hash(played.game, played.states[20])
    expect(other.locator("#replay-moves [aria-current='step']")).to_have_attribute("data-replay-step", "20")
    public = other.inner_text("#replay-panel")
    other.select_option("#replay-seat", "1")
    expect(other.locator("#replay-panel")).not_to_have_text(public)
    other.select_option("#replay-pace", "400")
    other.click("[data-replay='play']")
    other.wait_for_selector("#replay[data-step='22']")
    other.click("[data-replay='play']")  # pause
    expect(other.locator("[data-replay='play']")).to_have_text("Play")
    step = int(other.get_attribute("#replay", "data-step"))

    other.click("[data-replay='continue']")  # a new local game from the position shown
    other.wait_for_selector("body[data-screen='pass'], body[data-screen='play']")
    saved = other.evaluate(f"""() => Object.keys(localStorage).filter(k => k.startsWith({json.dumps(SAVE_PREFIX)}))
        .map(k => localStorage.getItem(k))""")
    assert len(saved) == 1
    assert Record.from_json(saved[0]).actions == played.record.actions[:step]
    if screen(other) == "pass":
        other.click("#pass-confirm")
    if other.locator("#digest-dismiss").is_visible():  # a long "since your last turn" list scrolls unfocusably:
        other.click("#digest-dismiss")                   # axe's finding on the digest (issue 13), not the box's
    other.click("#share-open")
    expect(other.locator("#share-warning")).to_be_visible()
    assert axe_problems(other) == [], "share box"
    other.go_back()
    other.wait_for_selector(f"#replay[data-step='{total}']")
    assert_local_only(log, site_url)
    context.close()
    assert_local_only(net_log, site_url)


def test_an_unfinished_game_warns_and_a_tampered_link_is_refused(page, site_url, net_log):
    played = play_random(get("calimala"), 3, seed=4, check=False).record
    record = Record(**{**vars(played), "actions": played.actions[:30]})
    open_app(page, site_url)
    open_record(page, record.to_json(), KEY)
    page.click("#pass-confirm")
    page.wait_for_selector("body[data-screen='play']")
    page.click("#share-open")
    expect(page.locator("#share-warning")).to_contain_text("reveals every future draw")
    expect(page.locator("#share-make")).to_have_text("I understand: make the link")
    page.click("#share-close")
    expect(page.locator("#share-box")).to_be_hidden()
    link = make_link(page, names_out=True)
    base, fragment = link.split("#", 1)
    page.goto(f"{base}?nosw#{fragment}")
    page.wait_for_selector("#replay[data-state-hash]", timeout=LOAD_TIMEOUT_MS)
    assert replay_hash(page) == Session(share.anonymous(record)).replay_hash()
    expect(page.locator("#replay-title")).to_contain_text("Player 1, Player 2, Player 3")
    assert page.get_attribute("#replay", "data-step") == "30"

    head, payload = fragment.split(".", 1)
    middle = len(payload) // 2
    tampered = payload[:middle] + ("B" if payload[middle] == "A" else "A") + payload[middle + 1:]
    page.goto(f"{base}?nosw#{head}.{tampered}")  # the same page: the address changes, the viewer follows it
    page.wait_for_selector("#replay-error", timeout=LOAD_TIMEOUT_MS)
    expect(page.locator("#replay-error")).to_contain_text("cannot")
    reason = page.inner_text("#replay-error")
    assert "damaged" in reason or "state hash differs" in reason
    page.click("[data-replay='home']")
    page.wait_for_selector("body[data-screen='landing']")
    assert_local_only(net_log, site_url)


# --- the site under a sub-path (GitHub Pages serves a fork at /<repo>/) -------------------------------------------
class SubPathHandler(QuietHandler):
    """dist/ under SUB/ only: anything outside it is a 404, as on GitHub Pages' project sites."""

    def translate_path(self, path: str) -> str:
        parsed = urllib.parse.urlsplit(path).path
        if parsed != SUB and not parsed.startswith(SUB + "/"):
            return str(DIST / "no-such-file-outside-the-sub-path")
        return super().translate_path(path[len(SUB):] or "/")


@pytest.fixture(scope="module")
def sub_path_url():
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(SubPathHandler, directory=str(DIST)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}{SUB}"
    httpd.shutdown()
    httpd.server_close()


def test_the_app_plays_a_game_under_a_sub_path(browser, sub_path_url):
    """With its service worker: every file, the worker and the engine come from under the sub-path."""
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    page = context.new_page()
    log: dict[str, list[str]] = {"requests": [], "failed": [], "errors": []}
    page.on("request", lambda r: log["requests"].append(r.url))
    page.on("requestfailed", lambda r: log["failed"].append(f"{r.url} {r.failure}"))
    page.on("pageerror", lambda e: log["errors"].append(str(e)))
    page.goto(f"{sub_path_url}/")
    page.wait_for_selector(READY, timeout=LOAD_TIMEOUT_MS)
    scope = page.evaluate("""async () => (await navigator.serviceWorker.ready).scope""")
    assert scope == f"{sub_path_url}/"
    start_game(page, names=("Ana",), seed=3, game="salamandra", options={"level": 1})
    play_steps(page, random.Random(3), 200)
    assert screen(page) == "over"
    page.click("#share-open")
    page.click("#share-make")
    assert page.input_value("#share-link").startswith(f"{sub_path_url}/#share=1.")
    assert_local_only(log, sub_path_url)
    context.close()
