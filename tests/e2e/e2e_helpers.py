"""Helpers of the browser tests (imported by conftest.py and the tests; see conftest.py)."""
from __future__ import annotations

import functools
import html
import http.server
import json
import os
import pathlib
import random
import re
import shutil
import threading
from collections.abc import Callable, Collection, Sequence
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext, FilePayload, FloatRect, Locator, Page

from sobremesa import render
from sobremesa.app.nav import fragment_for
from sobremesa.app.saves import SAVE_PREFIX
from sobremesa.app.table import Table
from sobremesa.core import Session
from sobremesa.games import get

DIST = pathlib.Path(os.environ.get("DIST_DIR", pathlib.Path(__file__).resolve().parents[2] / "dist"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-default-apps",
    # any host other than loopback fails to resolve: nothing can leave the machine
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
]
READY = "body[data-py-ready='1']"
NetLog = dict[str, list[str]]
"""The ``net_log`` fixture's page log: "requests" (every URL asked for), "failed" (URL and failure) and "errors"
(page errors and console errors)."""
LOAD_TIMEOUT_MS = 90_000  # cold start is 4-7 s on 2 cores; slack for a loaded CI machine


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:
        pass


def serve(directory: str | Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    handler = functools.partial(QuietHandler, directory=str(directory))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}"


def cached_then_server_stopped(browser: Browser, tmp_path: Path) -> tuple[BrowserContext, Page, str, list[str]]:
    """A copy of dist/ served, opened once with its service worker in control, then the server stopped: what
    comes next must come from the service worker's cache. Returns the context, its page, the site's address and
    the list of every request the context makes."""
    shutil.copytree(DIST, tmp_path / "site")
    httpd, url = serve(tmp_path / "site")
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    requests: list[str] = []
    context.on("request", lambda r: requests.append(r.url))
    page = context.new_page()
    open_app(page, url, query="")  # with the service worker
    page.evaluate("""async () => { await navigator.serviceWorker.ready;
        while (!navigator.serviceWorker.controller) await new Promise(r => setTimeout(r, 50)); }""")
    httpd.shutdown()
    httpd.server_close()
    return context, page, url, requests


def assert_local_only(log: NetLog, site_url: str) -> None:
    assert log["requests"], "no request was logged"
    offsite = [u for u in log["requests"] if not u.startswith((site_url + "/", "blob:", "data:"))]
    assert offsite == [], offsite
    assert log["failed"] == [], log["failed"]
    assert log["errors"] == [], log["errors"]


# --- driving the app ---------------------------------------------------------------------------------
def open_app(page: Page, url: str, query: str = "?nosw") -> None:
    page.goto(f"{url}/index.html{query}")
    page.wait_for_selector(READY, timeout=LOAD_TIMEOUT_MS)


def start_game(page: Page, names: Sequence[str] = ("Ana", "Ben", "Cid"), seed: int = 11, game: str = "salamanca",
               options: dict[str, Any] | None = None) -> None:
    page.select_option("#new-game-form select[name=game]", game)
    page.select_option("#new-game-form select[name=count]", str(len(names)))
    for key, value in (options or {}).items():
        page.select_option(f"#new-game-form select[name=option][data-key='{key}']", json.dumps(value))
    for i, name in enumerate(names):
        page.fill(f"#new-game-form input[name=name][data-seat='{i}']", name)
    page.locator("#new-game-form details summary").click()
    page.fill("#new-game-form input[name=seed]", str(seed))
    page.click("#start")
    page.wait_for_selector("body[data-screen='pass'], body[data-screen='play']")


def bounds(locator: Locator) -> FloatRect:
    """Where the element is on the page (it must be shown)."""
    box = locator.bounding_box()
    assert box is not None, f"{locator} is not shown"
    return box


def import_file(page: Page, name: str, content: bytes) -> None:
    """The start page's "Import a game" given a JSON file of that name and content."""
    page.set_input_files("#import-file", files=[FilePayload(name=name, mimeType="application/json", buffer=content)])


def screen(page: Page) -> str:
    return page.get_attribute("body", "data-screen") or ""


def actions_done(page: Page) -> int:
    return int(page.get_attribute("body", "data-actions") or "")


def saves(page: Page) -> dict:
    return page.evaluate(f"""() => Object.fromEntries(Object.keys(localStorage)
        .filter(k => k.startsWith({json.dumps(SAVE_PREFIX)})).map(k => [k, localStorage.getItem(k)]))""")


def the_record(page: Page) -> dict:
    found = saves(page)
    assert len(found) == 1, list(found)
    return json.loads(next(iter(found.values())))


def confirm_pass(page: Page) -> None:
    page.click("#pass-confirm")
    page.wait_for_selector("body[data-screen='play'], body[data-screen='over']")


TARGETS = "#play :is([data-action], [data-choices], [data-ui])"
# Each target on screen: what it does, and whether a click can reach it: drawn, its centre inside its <svg>,
# and, where the centre is in view (not scrolled away), the target itself is what a click there hits.
_TARGETS_JS = """sel => [...document.querySelectorAll(sel)].map(el => {
    const r = el.getBoundingClientRect(), svg = el.ownerSVGElement, box = svg && svg.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const within = b => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom;
    let inView = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
    for (let a = el.parentElement; a && inView; a = a.parentElement)
        if (getComputedStyle(a).overflow !== 'visible') inView = within(a.getBoundingClientRect());
    const at = inView && document.elementFromPoint(x, y), hit = !at || el.contains(at);
    return {action: el.dataset.action || null, choices: el.dataset.choices || null, ui: el.dataset.ui || null,
            reachable: el.checkVisibility() && r.width > 0 && r.height > 0 && (!box || within(box)) && hit,
            html: el.outerHTML.slice(0, 300)};
})"""


def fit_boards(page: Page) -> None:
    """Show the whole of every board that opened closer (web/panzoom.mjs), as a player would to reach a target
    a pan away: focus the board, then its Fit key. The view then stays whole through the moves."""
    close = page.locator("#board svg[data-pan-zoom][data-view='close']:has([tabindex])")
    for _ in range(close.count()):
        close.first.locator("[tabindex]").first.focus()
        page.keyboard.press("0")


def targets_on_screen(page: Page) -> list[dict]:
    """Every clickable target of the table (legal moves and UI selections); all must be reachable."""
    fit_boards(page)
    found = page.evaluate(_TARGETS_JS, TARGETS)
    unreachable = [t["html"] for t in found if not t["reachable"]]
    assert unreachable == [], f"targets that cannot be clicked where they are drawn: {unreachable}"
    return found


def click_random_target(page: Page, rng: random.Random, reluctant: Collection[str] = ()) -> list[Any] | None:
    """Click one target on screen, chosen at random; returns the action taken (None for a UI selection).

    A spot with several moves opens the chooser, and one of them is picked at random. Targets whose
    action kind is in ``reluctant`` (passing, withdrawing) are picked only one time in ten when there
    are others, so that random games last long enough to be worth playing.
    """
    found = targets_on_screen(page)
    assert found, "no legal move on screen"
    calm = [i for i, t in enumerate(found) if not (t["action"] and json.loads(t["action"])[0] in reluctant)]
    index = rng.choice(calm if calm and rng.random() >= 0.1 else range(len(found)))
    target = found[index]
    before = page.get_attribute("body", "data-renders")
    page.locator(TARGETS).nth(index).click()
    if target["choices"]:
        options = page.locator("#chooser [data-action]")
        options.first.wait_for()
        option = options.nth(rng.randrange(options.count()))
        action = json.loads(option.get_attribute("data-action") or "")
        option.click()
    else:
        action = json.loads(target["action"]) if target["action"] else None
    page.wait_for_function("b => document.body.dataset.renders !== b", arg=before)
    return action


def play_steps(page: Page, rng: random.Random, steps: int, reluctant: Collection[str] = (),
               watch: Callable[[Page, Any], object] | None = None) -> list[list[Any]]:
    """Make ``steps`` moves (passing the device when asked); stops early at the end of the game.

    ``watch(page, event)`` is called on every new screen: after a move (event: its action), after a
    UI selection (None), when the pass screen shows ("pass") and after the device is passed ("passed").
    """
    done: list[list[Any]] = []
    while len(done) < steps and screen(page) != "over":
        if screen(page) == "pass":
            watch and watch(page, "pass")
            confirm_pass(page)
            watch and watch(page, "passed")
            continue
        action = click_random_target(page, rng, reluctant)
        if action is not None:
            done.append(action)
        watch and watch(page, action)
    return done


# --- checks on CPython, with the engine and the renderers the browser runs ------------------------------
_UI = re.compile(r'data-ui="([^"]*)"')


def offered_anyhow(table: Table) -> set[tuple[Any, ...]]:
    """The actions a seat can click on its screen, through every UI selection (data-ui) it can make."""
    start, seen, todo, found = dict(table.ui), set(), [dict(table.ui)], set()
    while todo:
        table.ui = todo.pop()
        key = json.dumps(table.ui, sort_keys=True)
        if key in seen:
            continue
        seen.add(key)
        s = table.screen()
        markup = s["board"] + s["side"] + s["buttons"]
        found |= render.actions_in(markup)
        todo += [{**table.ui, **json.loads(html.unescape(v))} for v in _UI.findall(markup)]
    table.ui = start
    return found


def unclickable_moves(record: dict) -> list[str]:
    """Replays a record through the table model: at every decision, the legal moves no click reaches."""
    table = Table.load(json.dumps({**record, "actions": []}), "replay")
    out = []
    for step, action in enumerate(record["actions"] + [None]):
        table.confirm_pass()
        missing = set(table.legal()) - offered_anyhow(table)
        if missing:
            out.append(f"before action {step + 1}: {sorted(missing)}")
        if action is not None:
            table.act(tuple(action))
    return out


def markup_text(markup: str) -> str:
    """The text a markup string shows once in the page (what the DOM's textContent reads)."""
    return html.unescape(re.sub(r"<[^>]*>", "", markup))


# --- a table in the middle of a game, for every game (test_fit.py, tools/screenshots.py) ----------------
Mode = tuple[str, str, int, dict[str, Any], int]
"""A position to open: its name (of the screenshot), game, players, options, seeded random moves before it."""
MID_GAMES: list[Mode] = [
    ("salamanca", "salamanca", 3, {}, 12),
    ("calimala", "calimala", 3, {}, 14),
    ("salamandra", "salamandra", 2, {}, 10),
    ("salamandra-solo", "salamandra", 1, {"level": 2}, 6),
    ("santamaria", "santamaria", 2, {}, 12),
    ("santamaria-american-kingdoms", "santamaria", 4,
     {"american_kingdoms": True, "governor": True, "specialists": True}, 16),
    ("santamaria-mayan-city-5", "santamaria", 5, {"american_kingdoms": True, "ambassadors": True, "mayan_city": True},
     16),
]


def mid_game(game: str, players: int, options: dict, moves: int, seed: int = 5) -> str:
    """The record of a game after ``moves`` seeded random legal moves: a position in the middle of it."""
    session = Session.new(game, ["Ana", "Ben", "Cid", "Dee", "Eve"][:players], seed, options)
    rng, rules = random.Random(seed), get(game)
    for _ in range(moves):
        session.apply(rng.choice(rules.legal_actions(session.state)))
    assert not rules.is_over(session.state)
    return session.record.to_json()


def open_record(page: Page, text: str, key: str) -> None:
    """Put a record in the browser's saves and go to its table's address (as a bookmark would)."""
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, text])
    before = page.evaluate("String(document.body.dataset.renders)")
    page.evaluate("f => { location.hash = f; }", fragment_for(key))
    page.wait_for_function("b => String(document.body.dataset.renders) !== b", arg=before)
