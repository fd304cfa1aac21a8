"""Share links and the replay viewer (issue 14) in Chromium, and the site served under a sub-path as GitHub Pages
serves a fork (``/<repo>/``)."""
from __future__ import annotations

import functools
import http.server
import json
import random
import threading
import urllib.parse
from collections.abc import Iterator

import pytest
from e2e_helpers import (
    DIST,
    LOAD_TIMEOUT_MS,
    READY,
    SAVE_PREFIX,
    NetLog,
    QuietHandler,
    assert_local_only,
    bounds,
    mid_game,
    open_app,
    open_record,
    play_steps,
    screen,
    start_game,
)
from playwright.sync_api import Browser, Page, expect
from test_fit import MIN_TEXT
from test_shell import axe_problems

from sobremesa.app.digest import since_last_turn
from sobremesa.core import Record, Session, share, state_hash
from sobremesa.core.fuzz import play_random
from sobremesa.games import get

KEY = SAVE_PREFIX + "1700000000000-5a1e"
SUB = "/sobremesa"


def make_link(page: Page, names_out: bool = False) -> str:
    """The table's Share button, the box's button that makes the link (after the warning when not over)."""
    page.click("#share-open")
    page.wait_for_selector("#share-box:not([hidden]) #share-make")
    if names_out:
        page.check("#share-names")
    page.click("#share-make")
    page.wait_for_selector("#share-result:not([hidden])")
    return page.input_value("#share-link")


def replay_hash(page: Page) -> str:
    return page.get_attribute("#replay", "data-state-hash") or ""


def longest_digest(session: Session) -> int:
    """The move after which the seat to move has the longest "Since your last turn" list (past the first 25)."""
    game, record = session.game, session.record

    def lines(step: int) -> int:
        actor = game.actor(session.states[step])
        if actor is None or game.is_over(session.states[step]):
            return 0
        return len(since_last_turn(Session(Record(**{**vars(record), "actions": record.actions[:step]})), actor))
    return max(range(25, len(record.actions)), key=lines)


def finished_game() -> Session:
    """A short finished game (Salamanca with 2, 211 moves): the browser tests stay short on a loaded machine."""
    played = play_random(get("salamanca"), 2, seed=8, check=False)
    played.record.meta = {"colours": ["orange", "blue"], "finished": True}
    return played


def test_a_finished_game_opens_from_its_link_in_a_fresh_browser(browser: Browser, site_url: str) -> None:
    """The link of a finished game (the one the table's Share button makes, as the next test checks) opened in a
    fresh browser context: one start of the engine, so the test stays short on a loaded machine."""
    played = finished_game()
    link = f"{site_url}/index.html#{share.encode(played)}"
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
    expect(other.locator("#replay-info .replay-outcome")).to_be_visible()
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
    # at least two moves played (a step shown for 400 ms can pass between two polls of a loaded machine)
    other.wait_for_function("() => Number(document.querySelector('#replay').dataset.step) >= 22")
    other.click("[data-replay='play']")  # pause
    expect(other.locator("[data-replay='play']")).to_have_text("Play")

    step = longest_digest(played)  # continue where the seat to move reads a long "Since your last turn"
    other.click(f"[data-replay-step='{step}']")
    other.wait_for_selector(f"#replay[data-step='{step}']")
    other.click("[data-replay='continue']")  # a new local game from the position shown
    other.wait_for_selector("body[data-screen='pass']")
    saved = other.evaluate(f"""() => Object.keys(localStorage).filter(k => k.startsWith({json.dumps(SAVE_PREFIX)}))
        .map(k => localStorage.getItem(k))""")
    assert len(saved) == 1
    assert Record.from_json(saved[0]).actions == played.record.actions[:step]
    other.click("#pass-confirm")
    expect(other.locator("#digest")).to_be_visible()
    assert other.evaluate("() => { const l = document.getElementById('digest-list');"
                          " return l.scrollHeight > l.clientHeight; }"), "the digest should scroll"
    other.click("#share-open")
    expect(other.locator("#share-warning")).to_be_visible()
    assert axe_problems(other) == [], "the table with a long digest (it scrolls: focusable) and the share box"
    assert_local_only(log, site_url)
    context.close()


def test_an_unfinished_game_warns_and_a_tampered_link_is_refused(page: Page, site_url: str, net_log: NetLog) -> None:
    """The table's Share button: a finished game's link (no warning) holds what share.encode gives; an unfinished
    game's warns first; its link replays, a tampered one is refused with the reason."""
    finished = finished_game()
    open_app(page, site_url)
    open_record(page, finished.record.to_json(), SAVE_PREFIX + "1700000000000-f1n1")
    assert screen(page) == "over"
    link = make_link(page)
    assert link.startswith(f"{site_url}/index.html?lang=en#share=1.")  # shared in English: it opens in English
    assert len(link.split("#", 1)[1]) < 2000
    assert share.unpack(link) == share.unpack(share.encode(finished))  # the same header and moves (zlib may differ)
    expect(page.locator("#share-warning")).to_have_count(0)  # a finished game: no seed warning

    played = play_random(get("calimala"), 3, seed=4, check=False).record
    record = Record(**{**vars(played), "actions": played.actions[:30]})
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
    expect(page.locator("#replay-title")).to_contain_text("Player 1, Player 2 and Player 3")
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


# The replay's boards at their initial view (web/panzoom.mjs, as the table's: tests/e2e/test_fit.py): the views, the
# svg texts in view under 11 px, the page's other texts under 11 px, and the horizontal overflow.
REPLAY_FIT = """minText => {
  const shown = el => el.checkVisibility({visibilityProperty: true}), small = [];
  const boards = [...document.querySelectorAll('#replay-board svg[data-pan-zoom]')];
  for (const svg of boards) {
    const box = svg.getBoundingClientRect();
    for (const t of svg.querySelectorAll('text')) {
      const r = t.getBoundingClientRect(), m = t.getScreenCTM();
      if (!t.textContent.trim() || !shown(t) || !m || r.right < box.left || r.left > box.right
          || r.bottom < box.top || r.top > box.bottom) continue;  // panned out of the board's view
      const px = parseFloat(getComputedStyle(t).fontSize) * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
      if (px < minText) small.push(`${px.toFixed(1)} px: svg ${t.textContent.trim().slice(0, 40)}`);
    }
  }
  const walk = document.createTreeWalker(document.getElementById('replay'), NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const el = n.parentElement;
    if (!n.textContent.trim() || !el || el.closest('svg') || !shown(el)) continue;
    const px = parseFloat(getComputedStyle(el).fontSize);
    if (px < minText) small.push(`${px} px: ${el.tagName} ${n.textContent.trim().slice(0, 40)}`);
  }
  return {views: boards.map(s => s.dataset.view), small,
          overflow: document.scrollingElement.scrollWidth - innerWidth};
}"""


def test_the_replay_board_pans_and_zooms_on_a_phone(browser: Browser, site_url: str) -> None:
    """Santa Maria on a phone (390 x 844): each board of the replay at its initial view, as the table's (its text
    11 px at least, or as close as that needs and pannable); +, a drag and Fit move the view, which stays when the
    replay steps on."""
    record = Record.from_json(mid_game("santamaria", 2, {}, 12))
    fragment = share.encode(Session(record))
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{site_url}/index.html?nosw#{fragment}")
    page.wait_for_selector("#replay[data-state-hash] #replay-board svg[data-view]", timeout=LOAD_TIMEOUT_MS)
    fitted = page.evaluate(REPLAY_FIT, MIN_TEXT)
    assert fitted["overflow"] <= 0, fitted["overflow"]
    assert fitted["small"] == [], fitted["small"][:8]
    assert len(fitted["views"]) == 2 and set(fitted["views"]) <= {"fit", "close"}, fitted["views"]
    assert "close" in fitted["views"]  # the whole board is too small to read on a phone: a closer view, pannable

    board = page.locator("#replay-board svg[data-pan-zoom]").first
    expect(page.locator("#replay-board-view")).to_be_visible()
    before = board.get_attribute("viewBox")
    page.click("#replay-board-view [data-pan-zoom-command='in']")
    expect(board).to_have_attribute("data-view", "zoomed")
    zoomed = board.get_attribute("viewBox")
    assert zoomed != before
    board.scroll_into_view_if_needed()
    box = bounds(board)
    x, y = box["x"] + box["width"] / 2, box["y"] + min(box["height"] / 2, 200)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x - 60, y - 40, steps=4)
    page.mouse.up()
    panned = board.get_attribute("viewBox")
    assert panned != zoomed  # a drag pans
    page.click("[data-replay='back']")  # the board drawn again at the step before: the view chosen stays
    page.wait_for_selector("#replay[data-step='11']")
    expect(page.locator("#replay-board svg[data-pan-zoom]").first).to_have_attribute("viewBox", panned)
    page.click("#replay-board-view [data-pan-zoom-command='fit']")
    expect(page.locator("#replay-board svg[data-pan-zoom]").first).to_have_attribute("data-view", "fit")
    assert errors == []
    context.close()


# --- the site under a sub-path (GitHub Pages serves a fork at /<repo>/) -------------------------------------------
class SubPathHandler(QuietHandler):
    """dist/ under SUB/ only: anything outside it is a 404, as on GitHub Pages' project sites."""

    def translate_path(self, path: str) -> str:
        parsed = urllib.parse.urlsplit(path).path
        if parsed != SUB and not parsed.startswith(SUB + "/"):
            return str(DIST / "no-such-file-outside-the-sub-path")
        return super().translate_path(path[len(SUB):] or "/")


@pytest.fixture(scope="module")
def sub_path_url() -> Iterator[str]:
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(SubPathHandler, directory=str(DIST)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}{SUB}"
    httpd.shutdown()
    httpd.server_close()


def test_the_app_plays_a_game_under_a_sub_path(browser: Browser, sub_path_url: str) -> None:
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
    assert page.input_value("#share-link").startswith(f"{sub_path_url}/?lang=en#share=1.")
    assert_local_only(log, sub_path_url)
    context.close()
