"""The computer players in the browser: the worker's start and the time a move takes in it. Prints figures; asserts
nothing (issue 12: medium within 0.5 s and hard within 2 s a move on Santa Maria with 4 players).

    PYTHONPATH=py .venv/bin/python tools/bench_worker.py [--turns N] [--dist DIR] [--option KEY=VALUE ...]

Serves the built site (``./build.sh build`` first), opens it in Debian's Chromium (Playwright), starts Santa Maria
with 4 players (Ana a human who plays the first move offered; Ben medium, Cid hard, Dora medium; ``--option``:
Santa Maria's options, e.g. ``american_kingdoms=true``) and plays ``N`` of Ana's turns. Each answer of the worker
says its level, its time in the worker and its search iterations (``body[data-bot-answer]``, set by web/glue/bots.py),
printed against the level's budget (``bots.levels``: a move that did fewer stopped at the level's time); a move
with a single legal action, played without a search, is left out.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import os
import pathlib
import statistics
import threading
import time
from typing import Any

from playwright.sync_api import Page, sync_playwright

from sobremesa.__main__ import parse_options
from sobremesa.bots import levels
from sobremesa.games import get

ROOT = pathlib.Path(__file__).resolve().parents[1]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
SEATS = ("human", "medium", "hard", "medium")
TARGETS = "#play :is([data-action], [data-choices])"
HUMAN_TURN = """() => { const b = document.body.dataset;
    return b.screen === 'over' || b.screen === 'pass' || (b.screen === 'play' && !b.botThinking); }"""


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


def serve(directory: pathlib.Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(directory)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}"


def start(page: Page, url: str, options: list[str]) -> float:
    """Open the site, start the game with ``options`` (``KEY=VALUE``); the seconds until the page was ready."""
    began = time.perf_counter()
    page.goto(f"{url}/index.html?nosw")
    page.wait_for_selector("body[data-py-ready='1']", timeout=120_000)
    ready = time.perf_counter() - began
    page.evaluate("() => localStorage.setItem('sobremesa:pace', 'fast')")
    page.select_option("#new-game-form select[name=game]", "santamaria")
    page.select_option("#new-game-form select[name=count]", str(len(SEATS)))
    for key, _, value in (option.partition("=") for option in options):
        page.select_option(f"#new-game-form select[name=option][data-key='{key}']", value)
    for seat, plays in enumerate(SEATS):
        page.select_option(f"#new-game-form select[name=seat][data-seat='{seat}']", plays)
    page.locator("#new-game-form details summary").click()
    page.fill("#new-game-form input[name=seed]", "7")
    page.click("#start")
    page.wait_for_selector("body[data-screen='play'], body[data-screen='pass']")
    return ready


def human_move(page: Page) -> None:
    """Ana plays the first move offered: a click event on it, as the page's handler receives it (a board opened
    close may show that target a pan away, under another part of the board)."""
    before = page.get_attribute("body", "data-renders")
    target = page.locator(TARGETS).first
    choices = target.get_attribute("data-choices")
    target.dispatch_event("click")
    if choices:
        page.locator("#chooser [data-action]").first.click()
    page.wait_for_function("b => document.body.dataset.renders !== b", arg=before)


def play(page: Page, turns: int) -> list[dict[str, Any]]:
    """Ana's ``turns`` turns; every answer of the worker meanwhile."""
    answers: list[dict] = []
    seen = 0
    for _ in range(turns):
        page.wait_for_function(HUMAN_TURN, timeout=300_000)
        if page.get_attribute("body", "data-screen") == "over":
            break
        if page.get_attribute("body", "data-screen") == "pass":  # a game with secrets begins with Ana's pass screen
            page.click("#pass-confirm")
            page.wait_for_selector("body[data-screen='play']")
        human_move(page)
        while page.evaluate(HUMAN_TURN) is False:
            page.wait_for_function(f"Number(document.body.dataset.botAnswers || 0) > {seen} || ({HUMAN_TURN})()",
                                   timeout=300_000)
            count = int(page.get_attribute("body", "data-bot-answers") or 0)
            if count > seen:
                seen = count
                answers.append(json.loads(page.get_attribute("body", "data-bot-answer") or "{}"))
    return answers


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=6)
    parser.add_argument("--dist", type=pathlib.Path, default=ROOT / "dist")
    parser.add_argument("--option", action="append", default=[], help="KEY=VALUE: a Santa Maria option (JSON value)")
    args = parser.parse_args()
    httpd, url = serve(args.dist)
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        ready = start(page, url, args.option)
        print(f"page ready in {ready:.1f} s")
        page.wait_for_function("document.body.dataset.botWorkerMs", timeout=300_000)
        print(f"worker started in {int(page.get_attribute('body', 'data-bot-worker-ms') or 0) / 1000:.1f} s "
              "(after the first board was painted)")
        answers = play(page, args.turns)
        browser.close()
    httpd.shutdown()
    options = parse_options(get("santamaria"), args.option)
    for level in ("medium", "hard"):
        searched = [a for a in answers if a["level"] == level and a["iterations"]]
        if not searched:
            print(f"{level}: no move searched")
            continue
        ms = [a["ms"] for a in searched]
        its = [a["iterations"] for a in searched]
        budget = levels.iterations(level, "santamaria", len(SEATS), options)
        print(f"{level}: {len(searched)} moves searched, {statistics.mean(ms):.0f} ms a move "
              f"(median {statistics.median(ms):.0f}, longest {max(ms)}, its time {levels.SECONDS[level]:g} s), "
              f"{statistics.mean(its):.0f} iterations a move (its budget {budget}; "
              f"{sum(i < budget for i in its)} moves stopped by the time)")
    single = sum(1 for a in answers if not a["iterations"])
    print(f"{single} moves with a single legal action (or easy) played without a search")


if __name__ == "__main__":
    main()
