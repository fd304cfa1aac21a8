"""Load benchmark of the built site in headless Chromium. Prints figures; asserts nothing about time.

usage: .venv/bin/python tools/bench_load.py [--runs 5] [--clicks 60] [--dist dist]

* cold load: a fresh browser context per run (empty cache), ``index.html?nosw``; times from the
  navigation start (``performance.now()`` in the page) to (a) the landing page ready (Python up,
  form usable) and (b) an interactive board (a new 3-player Salamanca game started with the
  default form, the device taken by the first seat, legal targets on screen). Median of N runs.
* the floor: a bare page that only boots Pyodide from the same files (``loadPyodide()``), same way.
* click-to-redraw: in one page, clicks on random legal targets (and pass-screen buttons);
  time of the synchronous handler (Python apply + re-render into the DOM) and to the next paint.
* the size of dist/, and the bytes of a first visit (raw and gzip -6 of every file requested).
Run ``./build.sh build`` first. Nothing is fetched from outside 127.0.0.1.
"""

from __future__ import annotations

import argparse
import gzip
import pathlib
import random
import shutil
import statistics
import sys
import tempfile
import urllib.parse

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "e2e"))

from e2e_helpers import CHROMIUM, CHROMIUM_ARGS, READY, serve  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

BARE_HTML = """<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script type="module" src="./bare.mjs"></script></head><body><p>bare Pyodide</p></body></html>"""
BARE_MJS = """import { loadPyodide } from "./pyodide/pyodide.mjs";
const py = await loadPyodide();
py.runPython("1 + 1");
document.body.dataset.pyReady = "1";
"""
BOARD_READY = "#play [data-action]"
GAME = "salamanca"  # a new 3-player game with the form's other defaults


def pct(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, round(q * (len(values) - 1)))]


def cold_load(browser, url, board: bool) -> tuple[float, float | None]:
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(READY, timeout=120_000)
    ready = page.evaluate("performance.now()")
    interactive = None
    if board:
        page.select_option("select[name=game]", GAME)
        page.click("#start")
        page.wait_for_selector("#pass-confirm:visible, " + BOARD_READY)
        if page.locator("#pass-confirm").is_visible():
            page.click("#pass-confirm")
        page.wait_for_selector(BOARD_READY)
        interactive = page.evaluate("performance.now()")
    context.close()
    return ready / 1000, (interactive / 1000 if interactive is not None else None)


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
  const t2 = performance.now();
  return [t1 - t0, t2 - t0, document.body.dataset.screen];
}"""


def click_latency(browser, url, clicks: int):
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector(READY, timeout=120_000)
    page.select_option("select[name=game]", GAME)
    page.click("#start")
    page.wait_for_selector("#pass-confirm:visible")
    rng = random.Random(1)
    handler, paint = [], []
    for _ in range(clicks):
        result = page.evaluate(CLICK_JS, rng.random())
        if result is None or result[2] == "over":
            break
        handler.append(result[0])
        paint.append(result[1])
    context.close()
    return handler, paint


def first_visit_bytes(browser, url, dist: pathlib.Path):
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    page = context.new_page()
    urls = []
    page.on("request", lambda r: urls.append(r.url))
    page.goto(url)
    page.wait_for_selector(READY, timeout=120_000)
    page.select_option("select[name=game]", GAME)
    page.click("#start")
    page.wait_for_selector("#pass-confirm:visible")
    context.close()
    raw = packed = 0
    files = set()
    for u in urls:
        path = urllib.parse.urlparse(u).path.lstrip("/") or "index.html"
        f = dist / path
        if f.is_file() and f not in files:
            files.add(f)
            data = f.read_bytes()
            raw += len(data)
            packed += len(gzip.compress(data, compresslevel=6, mtime=0))
    return len(files), raw, packed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--clicks", type=int, default=60)
    parser.add_argument("--dist", default=str(ROOT / "dist"))
    args = parser.parse_args()
    dist = pathlib.Path(args.dist)
    if not (dist / "index.html").exists():
        sys.exit(f"{dist}/index.html is missing: run ./build.sh build first")

    with tempfile.TemporaryDirectory() as tmp:
        site = pathlib.Path(tmp) / "site"
        shutil.copytree(dist, site)
        (site / "bare.html").write_text(BARE_HTML)
        (site / "bare.mjs").write_text(BARE_MJS)
        httpd, url = serve(site)
        try:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                version = browser.version
                app_ready, app_board, bare = [], [], []
                for _ in range(args.runs):
                    r, b = cold_load(browser, f"{url}/index.html?nosw", board=True)
                    app_ready.append(r)
                    app_board.append(b)
                    bare.append(cold_load(browser, f"{url}/bare.html", board=False)[0])
                handler, paint = click_latency(browser, f"{url}/index.html?nosw", args.clicks)
                files, raw, packed = first_visit_bytes(browser, f"{url}/index.html?nosw", site)
                browser.close()
        finally:
            httpd.shutdown()
            httpd.server_close()

    dist_files = [f for f in dist.rglob("*") if f.is_file()]
    dist_bytes = sum(f.stat().st_size for f in dist_files)
    med = statistics.median
    print(f"Chromium {version}, headless, {args.runs} cold runs each (new context, empty cache), "
          f"served by python http.server on 127.0.0.1\n")
    print("| measure | median | min – max |")
    print("|---|---:|---:|")
    print(f"| bare page: navigation → Pyodide booted (the floor) | {med(bare):.2f} s | "
          f"{min(bare):.2f} – {max(bare):.2f} s |")
    print(f"| app: navigation → landing ready (Python up, form usable) | {med(app_ready):.2f} s | "
          f"{min(app_ready):.2f} – {max(app_ready):.2f} s |")
    print(f"| app: navigation → interactive board (start + pass screen clicked) | {med(app_board):.2f} s | "
          f"{min(app_board):.2f} – {max(app_board):.2f} s |")
    print(f"| ratio interactive board / floor | {med(app_board) / med(bare):.2f} | |")
    if handler:
        print(f"| click → Python apply + DOM re-render (handler), n={len(handler)} | {med(handler):.1f} ms | "
              f"p95 {pct(handler, 0.95):.1f} ms |")
        print(f"| click → next paint (two animation frames) | {med(paint):.1f} ms | p95 {pct(paint, 0.95):.1f} ms |")
    print(f"| dist/ | {dist_bytes / 1e6:.2f} MB | {len(dist_files)} files |")
    print(f"| first visit: files requested | {raw / 1e6:.2f} MB raw | {packed / 1e6:.2f} MB gzip -6 ({files} files) |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
