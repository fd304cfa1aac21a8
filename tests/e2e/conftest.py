"""Browser tests: dist/ served on 127.0.0.1 (a free port), Debian's Chromium driven by Playwright.

Nothing may leave the machine: Chromium resolves every host but loopback to NOTFOUND, and the
tests assert on the request log. Run ``./build.sh build`` (or ``./build.sh test``) first.
Helpers live in e2e_helpers.py (this folder is put on sys.path: pytest runs in importlib mode).
"""
from __future__ import annotations

import os
import sys

import pytest
from playwright.sync_api import ConsoleMessage, Page

sys.path.insert(0, os.path.dirname(__file__))

from collections.abc import Iterator
from typing import Any

from e2e_helpers import CHROMIUM, CHROMIUM_ARGS, DIST, NetLog, serve


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        item.add_marker(pytest.mark.browser)


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    assert (DIST / "index.html").exists(), "dist/ is missing: run ./build.sh build first"
    httpd, url = serve(DIST)
    yield url
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:  # pytest-playwright
    assert os.path.exists(CHROMIUM), f"{CHROMIUM} is missing: ./build.sh test installs Debian's chromium"
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    return {**browser_context_args, "viewport": {"width": 1024, "height": 768}, "accept_downloads": True}


@pytest.fixture
def net_log(page: Page) -> NetLog:
    log: NetLog = {"requests": [], "failed": [], "errors": []}
    page.on("request", lambda r: log["requests"].append(r.url))
    page.on("requestfailed", lambda r: log["failed"].append(f"{r.url} {r.failure}"))
    page.on("pageerror", lambda e: log["errors"].append(str(e)))

    def console(message: ConsoleMessage) -> None:
        if message.type == "error":
            log["errors"].append(message.text)
    page.on("console", console)
    return log


