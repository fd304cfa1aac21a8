"""Browser tests: dist/ served on 127.0.0.1 (a free port), Debian's Chromium driven by Playwright.

Nothing may leave the machine: Chromium resolves every host but loopback to NOTFOUND, and the
tests assert on the request log. Run ``./build.sh build`` (or ``./build.sh test``) first.
Helpers live in e2e_helpers.py (this folder is put on sys.path: pytest runs in importlib mode).
"""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(__file__))

from e2e_helpers import CHROMIUM, CHROMIUM_ARGS, DIST, serve


def pytest_collection_modifyitems(items):
    for item in items:
        item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def site_url():
    assert (DIST / "index.html").exists(), "dist/ is missing: run ./build.sh build first"
    httpd, url = serve(DIST)
    yield url
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):  # pytest-playwright hook
    assert os.path.exists(CHROMIUM), f"{CHROMIUM} is missing: ./build.sh test installs Debian's chromium"
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": {"width": 1024, "height": 768}, "accept_downloads": True}


@pytest.fixture
def net_log(page):
    log = {"requests": [], "failed": [], "errors": []}
    page.on("request", lambda r: log["requests"].append(r.url))
    page.on("requestfailed", lambda r: log["failed"].append(f"{r.url} {r.failure}"))
    page.on("pageerror", lambda e: log["errors"].append(str(e)))
    page.on("console", lambda m: m.type == "error" and log["errors"].append(m.text))
    return log


