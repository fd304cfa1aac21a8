"""Helpers of the browser tests (imported by conftest.py and the tests; see conftest.py)."""

from __future__ import annotations

import functools
import http.server
import json
import os
import pathlib
import random
import threading

DIST = pathlib.Path(os.environ.get("DIST_DIR", pathlib.Path(__file__).resolve().parents[2] / "dist"))
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-default-apps",
    # any host other than loopback fails to resolve: nothing can leave the machine
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
]
READY = "body[data-py-ready='1']"
LOAD_TIMEOUT_MS = 90_000  # cold start is 4-7 s on 2 cores; slack for a loaded CI machine
SAVE_PREFIX = "sobremesa:save:"



class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(directory):
    handler = functools.partial(QuietHandler, directory=str(directory))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}"


def assert_local_only(log, site_url):
    assert log["requests"], "no request was logged"
    offsite = [u for u in log["requests"] if not u.startswith((site_url + "/", "blob:", "data:"))]
    assert offsite == [], offsite
    assert log["failed"] == [], log["failed"]
    assert log["errors"] == [], log["errors"]


# --- driving the app ---------------------------------------------------------------------------------
def open_app(page, url, query="?nosw"):
    page.goto(f"{url}/index.html{query}")
    page.wait_for_selector(READY, timeout=LOAD_TIMEOUT_MS)


def start_game(page, names=("Ana", "Ben", "Cid"), seed=11, game="salamanca"):
    page.select_option("#new-game-form select[name=game]", game)
    page.select_option("#new-game-form select[name=count]", str(len(names)))
    for i, name in enumerate(names):
        page.fill(f"#new-game-form input[name=name][data-seat='{i}']", name)
    page.locator("#new-game-form details summary").click()
    page.fill("#new-game-form input[name=seed]", str(seed))
    page.click("#start")
    page.wait_for_selector("body[data-screen='pass'], body[data-screen='play']")


def screen(page) -> str:
    return page.get_attribute("body", "data-screen")


def actions_done(page) -> int:
    return int(page.get_attribute("body", "data-actions"))


def saves(page) -> dict:
    return page.evaluate(f"""() => Object.fromEntries(Object.keys(localStorage)
        .filter(k => k.startsWith({json.dumps(SAVE_PREFIX)})).map(k => [k, localStorage.getItem(k)]))""")


def the_record(page) -> dict:
    found = saves(page)
    assert len(found) == 1, list(found)
    return json.loads(next(iter(found.values())))


def confirm_pass(page):
    page.click("#pass-confirm")
    page.wait_for_selector("body[data-screen='play'], body[data-screen='over']")


def click_random_target(page, rng: random.Random) -> str:
    """Click one clickable legal move on screen, chosen at random; returns its data-action."""
    before = page.get_attribute("body", "data-renders")
    targets = page.locator("#play [data-action]:visible")
    count = targets.count()
    if count == 0:  # only multi-action targets: open one, then pick in the chooser
        page.locator("#play [data-choices]").first.click()
        targets = page.locator("#chooser [data-action]")
        count = targets.count()
    assert count, "no legal move on screen"
    target = targets.nth(rng.randrange(count))
    action = target.get_attribute("data-action")
    target.click()
    page.wait_for_function("b => document.body.dataset.renders !== b", arg=before)
    return action


def play_steps(page, rng: random.Random, steps: int) -> list[str]:
    """Make ``steps`` moves (passing the device when asked); stops early at the end of the game."""
    done = []
    while len(done) < steps and screen(page) != "over":
        if screen(page) == "pass":
            confirm_pass(page)
            continue
        done.append(click_random_target(page, rng))
    return done
