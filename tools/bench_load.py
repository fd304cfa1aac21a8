"""Load and click benchmark of the built site in headless Chromium (issue 16). Prints figures; asserts nothing.

usage: .venv/bin/python tools/bench_load.py [--runs 5] [--clicks 60] [--dist dist] [--only clicks]

Side by side in one run, so a loaded machine slows the floor and the site alike:

* the floor: a bare page that only boots Pyodide from the same files (``loadPyodide()``);
* cold loads of the site (a fresh browser context per load: empty cache, ``index.html?nosw``), one per game at
  its largest player count, alternating with the floor: navigation → start page usable (Python up) and →
  interactive board (the form filled, Start and the pass screen clicked in the page, legal targets painted);
* Start → interactive board once the form has been read, as a player does (per game, a cold load of its own: 2.5 s
  on the start page, the game and count chosen, 1.5 s, then Start; the page may use that time);
* a second visit through the service worker (a page that registered it, then a new navigation);
* click → apply + re-render per game: the synchronous handler time of clicks on random legal targets;
* the bytes a first visit requests, raw and gzip -6, beside the bytes of the bare runtime: until the start page is
  usable (issue 16's "first visit": the files the page requested before ``body[data-py-ready]``, as its resource
  timing lists them, and the page itself; the engine's table part, fetched once the start page is usable, is not
  among them), everything a first game downloads (the start page and a board: counted by the server, 200 responses),
  and that with the service worker's precache (which fetches again what this server's responses, without cache
  headers, do not let the HTTP cache keep).

Times are ``performance.now()`` in the page, from the navigation start. Run ``./build.sh build`` first. Nothing is
fetched from outside 127.0.0.1.

"Start page usable" is ``body[data-py-ready="1"]``: Python has started and main.py has painted the start page in the
chosen language, with its controls working (the games' buttons, the new-game form, the saved games, the language, a
record file); before that the page shows the games, their words and a board, but none of its controls act.

``--against DIR``: another build (say, the one before a change) served beside this one, its cold loads in the same
alternation (floor, this build, that build; then floor, that build, this build: the build loaded second was the faster
by 0.07-0.1 of the floor whichever it was), and its start page and board ratios printed beside: on a machine whose
load changes from minute to minute, the ratios of one run are what compare two builds.

``--only clicks``: the click rows alone, ``--runs`` times (each a new page per game, the games in turn), and with
``--against`` the other build's clicks alternating with this one's: the way to compare a change of the click path.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import pathlib
import random
import shutil
import statistics
import sys
import tempfile
import threading
import urllib.parse
from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from e2e_helpers import CHROMIUM, CHROMIUM_ARGS, READY  # noqa: E402
from playwright.sync_api import Browser, ViewportSize, sync_playwright  # noqa: E402
from playwright.sync_api import Error as PlaywrightError  # noqa: E402

T = TypeVar("T")

BARE_HTML = """<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module" src="./bare.mjs"></script></head><body><p>bare Pyodide</p></body></html>"""
BARE_MJS = """import { loadPyodide } from "./pyodide/pyodide.mjs";
const py = await loadPyodide();
py.runPython("1 + 1");
document.body.dataset.pyReady = "1";
"""
LOAD_GAMES = (("salamanca", 5), ("calimala", 5), ("salamandra", 4), ("santamaria", 5))
"""Every game at its largest player count (Santa Maria's 5 need Modules C and D: the form chooses them)."""
CLICK_GAMES = (("santamaria", 4), ("salamanca", 5), ("calimala", 5), ("salamandra", 4))
"""The click latencies of issue 16's table."""
VIEWPORT: ViewportSize = {"width": 1280, "height": 800}
AGAINST = "against"  # the folder of the site that holds --against's build

# Waits in the page (no Playwright round trip between the steps): Python up, then the form filled for
# game/count, Start, the pass screen confirmed, the board painted (one animation frame).
OPEN_JS = """async ([game, count, read = false]) => {
  const until = (test) => new Promise((done) => {
    const poll = () => (test() ? done() : setTimeout(poll, 4)); poll(); });
  const pause = (ms) => new Promise((done) => setTimeout(done, read ? ms : 0));
  await until(() => document.body && document.body.dataset.pyReady === "1");
  const ready = performance.now();
  if (!game) return [ready, null];
  const choose = (name, value) => {
    const node = document.querySelector(`#new-game-form select[name=${name}]`);
    node.value = String(value);
    node.dispatchEvent(new Event("change", {bubbles: true}));
  };
  await pause(2500);
  choose("game", game);
  choose("count", count);
  await pause(1500);
  const start = performance.now();
  document.querySelector("#start").click();
  const board = () => document.querySelector("#play [data-action], #play [data-choices]");
  const pass = document.querySelector("#pass-confirm");
  await until(() => pass.offsetParent !== null || board());  // Start may wait for the engine's table part
  if (pass.offsetParent !== null) pass.click();
  await until(board);
  await new Promise((r) => requestAnimationFrame(r));
  return [ready, read ? performance.now() - start : performance.now()];
}"""

CLICK_JS = """async (pick) => {
  const pass = document.querySelector('#pass-confirm');
  let el;
  if (pass && pass.offsetParent !== null) el = pass;
  else {
    let all = [...document.querySelectorAll('#chooser [data-action]')].filter(e => e.getClientRects().length);
    if (!all.length) all = [...document.querySelectorAll('#play [data-action], #play [data-choices]')]
      .filter(e => e.getClientRects().length);
    if (!all.length) return null;
    el = all[Math.floor(pick * all.length)];
  }
  const t0 = performance.now();
  el.dispatchEvent(new MouseEvent('click', {bubbles: true, detail: 1}));
  const t1 = performance.now();
  await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
  return [t1 - t0, performance.now() - t0, document.body.dataset.screen, el.id === 'pass-confirm'];
}"""


class CountingHandler(http.server.SimpleHTTPRequestHandler):
    """Serves the site quietly and notes every path sent whole (``served``, shared by the server; a 304 sends
    no body and is not counted)."""

    served: ClassVar[list[str]] = []

    def log_message(self, *args: object) -> None:
        pass

    def send_response(self, code: int, message: str | None = None) -> None:
        if code == 200:
            self.served.append(urllib.parse.urlparse(self.path).path)
        super().send_response(code, message)


def serve(site: pathlib.Path) -> tuple[http.server.ThreadingHTTPServer, str, list[str]]:
    served: list[str] = []
    handler = type("Handler", (CountingHandler,), {"served": served})
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(site)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}", served


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, round(q * (len(values) - 1)))]


def again(measure: Callable[..., T], *args: Any) -> T:
    """``measure(*args)``, run once more when headless Chromium's renderer crashed (a loaded 2-core machine)."""
    try:
        return measure(*args)
    except PlaywrightError as exc:
        if "crashed" not in str(exc):
            raise
        return measure(*args)


def cold_open(browser: Browser, url: str, game: str | None = None, count: int = 0) -> tuple[float, float | None]:
    """Seconds from navigation to Python up, and to an interactive board of ``game`` (None: no game)."""
    context = browser.new_context(viewport=VIEWPORT)
    page = context.new_page()
    page.goto(url, wait_until="commit")
    ready, board = page.evaluate(OPEN_JS, [game, count])
    context.close()
    return ready / 1000, (board / 1000 if board is not None else None)


def form_read(browser: Browser, url: str, game: str, count: int) -> float:
    """Seconds from Start to an interactive board of ``game`` once the form has been read (``OPEN_JS``'s pauses)."""
    context = browser.new_context(viewport=VIEWPORT)
    page = context.new_page()
    page.goto(url, wait_until="commit")
    _, board = page.evaluate(OPEN_JS, [game, count, True])
    context.close()
    return board / 1000


def second_visit(browser: Browser, url: str, game: str, count: int) -> tuple[float, float]:
    """A visit after the service worker has precached the site: navigation → Python up, → board."""
    context = browser.new_context(viewport=VIEWPORT)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(READY, timeout=120_000)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
    page.goto(url, wait_until="commit")
    ready, board = page.evaluate(OPEN_JS, [game, count])
    context.close()
    return ready / 1000, board / 1000


CPU_METRICS = ("ThreadTime", "ScriptDuration", "RecalcStyleDuration", "LayoutDuration")
"""CDP's Performance metrics read around each click (thread time: the main thread's CPU, which a loaded machine
does not inflate as it does the wall clock): its CPU, and of it the scripts', the style's and the layout's."""


def click_latency(browser: Browser, url: str, game: str, count: int, clicks: int) -> list[tuple[float, ...]]:
    """Milliseconds of the click handler (apply + re-render) for ``clicks`` random legal clicks (pass screens
    confirmed on the way, not counted), each with the milliseconds until the second animation frame after it (what
    the click sets off after the handler too: panzoom.mjs's views, style, layout, paint) and the main thread's CPU
    until then, the whole and its scripts', style's and layout's (``CPU_METRICS``)."""
    context = browser.new_context(viewport=VIEWPORT)
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Performance.enable", {"timeDomain": "threadTicks"})

    def cpu() -> list[float]:
        values = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
        return [values.get(name, 0.0) * 1000 for name in CPU_METRICS]

    page.goto(url, wait_until="commit")
    page.evaluate(OPEN_JS, [game, count])
    rng = random.Random(1)
    handler: list[tuple[float, ...]] = []
    for _ in range(clicks * 3):
        before = cpu()
        result = page.evaluate(CLICK_JS, rng.random())
        after = cpu()
        if result is None or result[2] == "over" or len(handler) >= clicks:
            break
        if not result[3]:
            handler.append((result[0], result[1], *(b - a for a, b in zip(before, after, strict=True))))
    context.close()
    return handler


def gz_size(path: pathlib.Path) -> tuple[int, int]:
    data = path.read_bytes()
    return len(data), len(gzip.compress(data, compresslevel=6, mtime=0))


def bytes_of(site: pathlib.Path, paths: list[str]) -> tuple[int, int, int]:
    """Requests, raw bytes, gzip -6 bytes of the files served (a file sent twice counts twice)."""
    raw = packed = n = 0
    for p in paths:
        f = site / (p.lstrip("/") or "index.html")
        if f.is_dir():
            f = f / "index.html"
        if f.is_file():
            a, b = gz_size(f)
            raw, packed, n = raw + a, packed + b, n + 1
    return n, raw, packed


def first_visit(browser: Browser, url: str, served: list[str], game: str, count: int) -> list[str]:
    """The paths a first visit requests: start page, a board, and the service worker's precache."""
    del served[:]
    context = browser.new_context(viewport=VIEWPORT)
    page = context.new_page()
    page.goto(url, wait_until="commit")
    page.evaluate(OPEN_JS, [game, count])
    if url.endswith("/index.html"):
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    context.close()
    return list(served)


# main.py sets body[data-py-ready] and dispatches "sobremesa:ready" in one step, before it fetches anything more
USABLE_MARK = """document.addEventListener("sobremesa:ready", () => performance.mark("usable"), {once: true})"""
USABLE_JS = """() => { const ready = performance.getEntriesByName("usable")[0].startTime;
  return performance.getEntriesByType("resource").filter((e) => e.startTime <= ready)
    .map((e) => new URL(e.name).pathname); }"""


def until_usable(browser: Browser, url: str) -> list[str]:
    """The paths a first visit requests before the start page is usable: the page and what it fetched until then."""
    context = browser.new_context(viewport=VIEWPORT)
    page = context.new_page()
    page.add_init_script(USABLE_MARK)
    page.goto(url, wait_until="commit")
    page.evaluate(OPEN_JS, [None, 0])
    paths = [urllib.parse.urlparse(url).path, *page.evaluate(USABLE_JS)]
    context.close()
    return paths


def measure_clicks(site: pathlib.Path, runs: int, clicks: int, against: bool) -> None:
    """The click rows alone: ``runs`` pages per game and build, the builds alternating (``--only clicks``)."""
    httpd, url, _ = serve(site)
    builds = {"this build": f"{url}/index.html?nosw"}
    if against:
        builds["--against"] = f"{url}/{AGAINST}/index.html?nosw"
    latencies: dict[tuple[str, str], list[tuple[float, ...]]] = {}
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            print(f"Chromium {browser.version}, headless, {VIEWPORT['width']}x{VIEWPORT['height']}, clicks only: "
                  f"{runs} runs of {clicks} clicks per game, builds alternating\n")
            for _ in range(runs):
                for game, count in CLICK_GAMES:
                    for name, address in builds.items():
                        values = again(click_latency, browser, address, game, count, clicks)
                        latencies.setdefault((name, f"{game} {count}p"), []).extend(values)
            browser.close()
    finally:
        httpd.shutdown()
        httpd.server_close()
    print("| click → apply + re-render | build | n | handler median | p95 | to the second frame, median | p95 | "
          "main thread CPU to the second frame, median | p95 | of it scripts / style / layout, median |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    med = statistics.median
    for (name, label), rows in latencies.items():
        if rows:
            handler, frames, cpu, script, style, layout = (list(column) for column in zip(*rows, strict=True))
            print(f"| {label} | {name} | {len(rows)} | {med(handler):.1f} ms | {pct(handler, 0.95):.1f} ms | "
                  f"{med(frames):.1f} ms | {pct(frames, 0.95):.1f} ms | {med(cpu):.1f} ms | {pct(cpu, 0.95):.1f} ms | "
                  f"{med(script):.1f} / {med(style):.1f} / {med(layout):.1f} ms |")


def line(label: str, values: list[float], unit: str = "s", digits: int = 2) -> str:
    return (f"| {label} | {statistics.median(values):.{digits}f} {unit} | "
            f"{min(values):.{digits}f} – {max(values):.{digits}f} {unit} |")


Loads = tuple[list[float], dict[str, list[float]], dict[str, list[float]]]
"""A build's cold loads: navigation → start page usable, → board by game, and Start → board with the form read."""


def cold_runs(browser: Browser, url: str, runs: int, against: bool) -> tuple[list[float], Loads, Loads]:
    """The floor's cold loads, this build's and ``--against``'s, alternating (see the module's docstring)."""
    floor: list[float] = []
    this: Loads = ([], {g: [] for g, _ in LOAD_GAMES}, {g: [] for g, _ in LOAD_GAMES})
    other: Loads = ([], {g: [] for g, _ in LOAD_GAMES}, {g: [] for g, _ in LOAD_GAMES})
    for run in range(runs):
        floor.append(again(cold_open, browser, f"{url}/bare.html")[0])
        # with --against, the two builds take turns at going first: the one loaded second was faster by 0.07-0.1 of
        # the floor in December 4's twentieth session, whichever build it was
        builds = [(f"{url}/index.html?nosw", this)]
        if against:
            builds.insert(run % 2, (f"{url}/{AGAINST}/index.html?nosw", other))
        for game, count in LOAD_GAMES:
            for page_url, (readies, boards, _) in builds:
                r, b = again(cold_open, browser, page_url, game, count)
                readies.append(r)
                boards[game].append(b or 0.0)
        for game, count in LOAD_GAMES:
            for page_url, (_, _, reads) in builds:
                reads[game].append(again(form_read, browser, page_url, game, count))
    return floor, this, other


def measure(site: pathlib.Path, runs: int, clicks: int, against: bool) -> None:
    httpd, url, served = serve(site)
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            print(f"Chromium {browser.version}, headless, {VIEWPORT['width']}x{VIEWPORT['height']}, "
                  f"{runs} alternating cold runs (new context, empty cache), python http.server on 127.0.0.1\n")
            floor, (ready, boards, read), other = cold_runs(browser, url, runs, against)
            second = [again(second_visit, browser, f"{url}/index.html", "salamanca", 5)
                      for _ in range(max(2, runs // 2))]
            latencies = {f"{g} {n}p": [h for h, *_ in again(click_latency, browser, f"{url}/index.html?nosw", g, n,
                                                           clicks)] for g, n in CLICK_GAMES}
            usable_paths = again(until_usable, browser, f"{url}/index.html?nosw")
            page_paths = again(first_visit, browser, f"{url}/index.html?nosw", served, "salamanca", 5)
            site_paths = again(first_visit, browser, f"{url}/index.html", served, "salamanca", 5)
            bare_paths = again(first_visit, browser, f"{url}/bare.html", served, "", 0)
            browser.close()
    finally:
        httpd.shutdown()
        httpd.server_close()

    med = statistics.median
    print("| measure | median | min – max |")
    print("|---|---:|---:|")
    print(line("floor: navigation → bare Pyodide booted", floor))
    print(line(f"start page usable (Python up), n={len(ready)}", ready))
    print(f"| start page usable ÷ floor | {med(ready) / med(floor):.2f} | |")
    for game, count in LOAD_GAMES:
        print(line(f"interactive board, {game} {count}p", boards[game]))
    board_all = [b for values in boards.values() for b in values]
    print(f"| interactive board ÷ floor (all games; worst game) | {med(board_all) / med(floor):.2f} | "
          f"{max(med(v) for v in boards.values()) / med(floor):.2f} |")
    if against:
        print(f"| --against: start page usable ÷ floor; interactive board ÷ floor (all games; worst game) | "
              f"{med(other[0]) / med(floor):.2f}; {med([b for v in other[1].values() for b in v]) / med(floor):.2f} | "
              f"{max(med(v) for v in other[1].values()) / med(floor):.2f} |")
    for game, count in LOAD_GAMES:
        print(line(f"Start → interactive board, the form read, {game} {count}p", read[game])
              + (f" --against: {med(other[2][game]):.2f} s |" if against else ""))
    print(line("second visit (service worker): start page usable", [a for a, _ in second]))
    print(line("second visit (service worker): interactive board, salamanca 5p", [b for _, b in second]))
    for label, values in latencies.items():
        if values:
            print(f"| click → apply + re-render, {label}, n={len(values)} | {med(values):.1f} ms | "
                  f"p95 {pct(values, 0.95):.1f} ms |")
    n_bare, raw_bare, gz_bare = bytes_of(site, bare_paths)
    print(f"| the runtime alone (bare page), {n_bare} requests | {gz_bare / 1e6:.3f} MB gzip | "
          f"{raw_bare / 1e6:.2f} MB raw |")
    for label, paths in (("first visit until the start page is usable", usable_paths),
                         ("first visit, everything a first game downloads (start page + a board)", page_paths),
                         ("first visit with the service worker's precache", site_paths)):
        n, raw, packed = bytes_of(site, paths)
        print(f"| {label}, {n} requests | {packed / 1e6:.3f} MB gzip | {raw / 1e6:.2f} MB raw; "
              f"÷ runtime {packed / gz_bare:.3f} |")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--clicks", type=int, default=60)
    parser.add_argument("--dist", default=str(ROOT / "dist"))
    parser.add_argument("--against", help="another build, cold-loaded in the same alternation (see above)")
    parser.add_argument("--only", choices=["clicks"], help="the click rows alone (see above)")
    args = parser.parse_args()
    dist = pathlib.Path(args.dist)
    if not (dist / "index.html").exists():
        sys.exit(f"{dist}/index.html is missing: run ./build.sh build first")
    with tempfile.TemporaryDirectory() as tmp:
        site = pathlib.Path(tmp) / "site"
        shutil.copytree(dist, site)
        (site / "bare.html").write_text(BARE_HTML)
        (site / "bare.mjs").write_text(BARE_MJS)
        if args.against:
            shutil.copytree(args.against, site / AGAINST)
        if args.only == "clicks":
            measure_clicks(site, args.runs, args.clicks, bool(args.against))
            return 0
        measure(site, args.runs, args.clicks, bool(args.against))
    files = [f for f in dist.rglob("*") if f.is_file()]
    print(f"| dist/ | {sum(f.stat().st_size for f in files) / 1e6:.2f} MB | {len(files)} files |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
