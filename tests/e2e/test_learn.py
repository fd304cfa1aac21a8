"""Issue 13 in the browser: How to play from the start page and from a table (and Back to where the player was),
the last move named and its places marked, the log's year or round headings, and after a pass the digest of
what the others did, exactly as the seat may read it (checked against the same table on CPython)."""
from __future__ import annotations

import json
import random
import re
from collections.abc import Collection
from typing import Any

from e2e_helpers import (
    actions_done,
    click_random_target,
    confirm_pass,
    open_app,
    screen,
    start_game,
    the_record,
)
from playwright.sync_api import Page

from sobremesa.app.table import Table

LEARN = "body[data-screen='learn']"
CHANGED = re.compile(r'class="(?:[^"]* )?changed"')


def model(page: Page, passed: bool) -> Table:
    """The table on CPython at the page's point, the device with the seat the page shows: just ``passed`` to it
    (its digest shown), or holding it since its last move (no digest)."""
    table = Table.load(json.dumps(the_record(page)), "mirror")
    table.confirm_pass()
    if not passed:
        table.dismiss_digest()
    return table


def test_how_to_play_from_the_start_page_and_back(page: Page, site_url: str) -> None:
    open_app(page, site_url)
    page.click("a[data-learn='salamandra']")
    page.wait_for_selector(LEARN)
    assert page.evaluate("location.hash") == "#learn=salamandra"
    assert page.inner_text("#learn-title") == "How to play Salamandra"
    assert page.evaluate("document.activeElement.id") == "learn-title"
    headings = page.locator("#learn h3").all_inner_texts()
    assert headings[:6] == ["Goal", "Set-up", "A turn", "Actions", "Scoring", "The end"] and headings[-1] == "Glossary"
    assert page.locator("#learn dt").count() >= 10 and page.locator("#landing").is_hidden()
    page.go_back()
    page.wait_for_selector("body[data-screen='landing']")
    assert page.locator("#learn").is_hidden() and page.locator("#landing").is_visible()
    page.click("a[data-learn='santamaria']")  # and its own Back button
    page.wait_for_selector(LEARN)
    assert "Module D: the Mayan City" in page.locator("#learn h3").all_inner_texts()
    page.click("#learn-back")
    page.wait_for_selector("body[data-screen='landing']")
    assert page.evaluate("location.hash") == ""


def test_how_to_play_from_a_table_keeps_the_game(page: Page, site_url: str) -> None:
    open_app(page, site_url)
    start_game(page, game="calimala", seed=5)
    confirm_pass(page)
    play_one(page, random.Random(3))
    if screen(page) == "pass":
        confirm_pass(page)
    done, hash_before, board = actions_done(page), page.evaluate("location.hash"), page.inner_html("#board")
    page.click("#learn-open")
    page.wait_for_selector(LEARN)
    assert page.evaluate("location.hash") == "#learn=calimala" and page.locator("#table").is_hidden()
    assert page.inner_text("#learn-title") == "How to play Calimala"
    page.go_back()
    page.wait_for_selector("body[data-screen='play']")
    assert page.evaluate("location.hash") == hash_before and actions_done(page) == done
    assert page.inner_html("#board") == board  # the same seat's table, as it was: no pass screen for the same eyes
    page.click("#learn-open")
    page.wait_for_selector(LEARN)
    page.click("#learn-back")
    page.wait_for_selector("body[data-screen='play']")
    assert page.evaluate("location.hash") == hash_before


def play_one(page: Page, rng: random.Random, reluctant: Collection[str] = ()) -> None:
    """One random move by a click; the whole board in view first (boards pan and zoom: a target may be a pan
    away otherwise)."""
    if page.locator("#zoom-fit").is_visible():
        page.click("#zoom-fit")
    click_random_target(page, rng, reluctant)


def check_table(page: Page, passed: bool) -> dict[str, Any]:
    """The last move, the marks, the log's headings and the digest on the page against the CPython table."""
    table = model(page, passed)
    expected = table.screen()
    last = page.locator("#last-move")
    if expected["last_move"]:
        assert last.inner_text() == f"Last move: {expected['last_move']}"
    else:
        assert last.is_hidden()
    headings = page.evaluate("""() => [...document.querySelectorAll('#log li')].map((li, i) => [i, li.dataset.round])
                                      .filter(([i, r]) => r)""")
    assert [tuple(h) for h in headings] == [tuple(h) for h in expected["log_rounds"]]
    digest = page.locator("#digest-list li").all_inner_texts()
    assert digest == expected["digest"] and page.locator("#digest").is_visible() == bool(expected["digest"])
    assert page.locator("#board .changed").count() == len(CHANGED.findall(expected["board"]))
    return expected


def test_the_digest_after_a_pass_and_the_last_move(page: Page, site_url: str) -> None:
    """Calimala, 3 players: after each pass the new seat's digest lists what the others did as it may read it
    (a card another seat drew is not named); after a move the last move is named and its places marked."""
    open_app(page, site_url)
    start_game(page, game="calimala", seed=8)
    rng = random.Random(8)
    digests = marked = rounds = 0
    for _ in range(60):
        if screen(page) == "over":
            break
        if screen(page) == "pass":
            assert page.locator("#digest-list li").count() == 0 and page.inner_text("#last-move") == ""
            confirm_pass(page)
            expected = check_table(page, passed=True)  # its own reading: no card another seat drew is named
            if expected["digest"]:
                digests += 1
                page.click("#digest-dismiss")
                page.wait_for_selector("#digest", state="hidden")
            continue
        play_one(page, rng)
        if screen(page) == "play":
            rounds = max(rounds, len(check_table(page, passed=False)["log_rounds"]))
            marked += page.locator("#board .changed").count() > 0
    assert digests >= 5 and marked >= 5
    assert rounds >= 2  # the log showed the headings of two player rounds


def test_salamanca_digest_is_the_seat_s_reading(page: Page, site_url: str) -> None:
    """Salamanca: after each pass the digest is the new seat's reading of the others' moves (a card-6 exchange
    names the card only to its two players: tests/app/test_digest.py), and the table shows only its own money."""
    open_app(page, site_url)
    start_game(page, game="salamanca", seed=4)
    rng = random.Random(4)
    checked = 0
    for _ in range(40):
        if screen(page) == "over":
            break
        if screen(page) == "pass":
            confirm_pass(page)
            expected = check_table(page, passed=True)
            assert page.locator(".counter.secret").count() == 1  # this seat's money; the others' stay hidden
            checked += bool(expected["digest"])
            continue
        play_one(page, rng, reluctant=("end",))
    assert checked >= 3
