"""Issue 13 in the browser: the preview of a move on hover, keyboard focus and long-press (a short tap still plays
it), checked against the same table on CPython; the board in words; a visible focus on every target of every game;
no motion when the player asks for less."""
from __future__ import annotations

import json

import pytest
from e2e_helpers import (
    TARGETS,
    NetLog,
    actions_done,
    assert_local_only,
    confirm_pass,
    open_app,
    screen,
    start_game,
    the_record,
)
from playwright.sync_api import Locator, Page, expect

from sobremesa.app.table import Table
from sobremesa.core import as_action
from sobremesa.core.preview import for_target

ONE_MOVE = "#board [data-action]"
PRESS_JS = """([sel, kind]) => {
    const el = document.querySelectorAll(sel)[0], r = el.getBoundingClientRect();
    const at = {bubbles: true, cancelable: true, pointerType: 'touch', isPrimary: true, pointerId: 7,
                clientX: r.left + r.width / 2, clientY: r.top + r.height / 2};
    el.dispatchEvent(new PointerEvent(kind, at));
}"""

CLICK_JS = "sel => document.querySelectorAll(sel)[0].dispatchEvent(new MouseEvent('click', {bubbles: true, detail: 1}))"


def model(page: Page) -> Table:
    table = Table.load(json.dumps(the_record(page)), "mirror")
    table.confirm_pass()
    return table


def expected(page: Page, node: Locator) -> str:
    """The preview's text for a target, as the table on CPython words it."""
    table = model(page)
    action = as_action(json.loads(node.get_attribute("data-action") or ""))
    lines = for_target(table.game, table.state, table.seat(), table.legal(), [action])
    assert len(lines) == 1
    return " ".join(lines[0]).strip()


def shown(page: Page) -> str:
    page.wait_for_selector("#preview:not([hidden])")
    return " ".join(page.inner_text("#preview").split())


def test_preview_on_hover_focus_and_long_press(page: Page, site_url: str, net_log: NetLog) -> None:
    open_app(page, site_url)
    start_game(page, names=("Ana", "Ben"), seed=11, game="santamaria")
    if screen(page) == "pass":
        confirm_pass(page)
        expect(page.locator("#preview")).to_be_hidden()  # the first move is focused, not previewed: nobody asked
    targets = page.locator(ONE_MOVE)
    assert targets.count() >= 2
    first, second = targets.nth(0), targets.nth(1)
    assert first.get_attribute("aria-describedby") == "preview"

    first.hover()
    assert shown(page) == " ".join(expected(page, first).split())
    page.mouse.move(2, 2)  # off every target: the preview goes
    page.wait_for_selector("#preview", state="hidden")

    second.focus()  # the keyboard: the focused target's preview
    assert shown(page) == " ".join(expected(page, second).split())
    page.keyboard.press("Escape")
    page.wait_for_selector("#preview", state="hidden")

    before = actions_done(page)
    page.evaluate(PRESS_JS, [ONE_MOVE, "pointerdown"])
    page.wait_for_timeout(800)  # held: the preview, and the move is not played
    assert shown(page) == " ".join(expected(page, first).split())
    page.evaluate(PRESS_JS, [ONE_MOVE, "pointerup"])
    page.evaluate(CLICK_JS, ONE_MOVE)  # the click a touch ends with (no pointerdown of its own)
    page.wait_for_timeout(300)
    assert actions_done(page) == before

    page.evaluate(PRESS_JS, [ONE_MOVE, "pointerdown"])  # a short tap plays it as before
    page.evaluate(PRESS_JS, [ONE_MOVE, "pointerup"])
    page.evaluate(CLICK_JS, ONE_MOVE)
    page.wait_for_function("n => Number(document.body.dataset.actions) > n", arg=before)
    assert page.locator("#preview").is_hidden()
    assert_local_only(net_log, site_url)


def test_describe_the_board(page: Page, site_url: str, net_log: NetLog) -> None:
    open_app(page, site_url)
    start_game(page, names=("Ana", "Ben", "Cid"), seed=3, game="salamanca")
    confirm_pass(page)
    page.click("#board-text-open")
    page.wait_for_selector("#board-text:not([hidden])")
    assert page.evaluate("document.activeElement.id") == "board-text-title"
    text = page.inner_text("#board-text")
    table = model(page)
    seat = table.seat()
    assert seat is not None and f"{table.names[seat]} (you)" in text and "Your hand" in text
    assert page.get_attribute("#board-text-open", "aria-expanded") == "true"
    page.click("#board-text-close")
    page.wait_for_selector("#board-text", state="hidden")
    assert page.inner_html("#board-text-body") == ""
    assert_local_only(net_log, site_url)


FOCUS_JS = """sel => [...document.querySelectorAll(sel)].slice(0, 12).map(el => {
    el.focus({focusVisible: true});
    const own = getComputedStyle(el), hit = el.querySelector(':scope > .hit');
    const outlined = own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0;
    const ringed = hit && getComputedStyle(hit).stroke.replace(/\\s/g, '') === 'rgb(0,87,217)';
    const shadowed = own.boxShadow !== 'none';
    return outlined || ringed || shadowed ? null : el.outerHTML.slice(0, 200);
}).filter(x => x)"""


@pytest.mark.parametrize("game", ["calimala", "salamanca", "salamandra", "santamaria"])
def test_focus_is_seen_on_every_target_and_motion_can_stop(page: Page, site_url: str, game: str) -> None:
    page.emulate_media(reduced_motion="reduce")
    open_app(page, site_url)
    start_game(page, names=("Ana", "Ben"), seed=5, game=game)
    if screen(page) == "pass":
        confirm_pass(page)
    page.keyboard.press("Tab")  # the keyboard is in use: :focus-visible applies
    assert page.evaluate(FOCUS_JS, TARGETS) == []
    motion = page.evaluate("""() => [...document.querySelectorAll('#play *')].map(getComputedStyle)
        .filter(s => s.animationName !== 'none' || parseFloat(s.transitionDuration) > 0).length""")
    assert motion == 0
