"""Pan and zoom of the boards, on the Salamandra map (web/panzoom.mjs): mouse, touch and keyboard, across re-renders.

The map opts in with ``<svg data-pan-zoom>``; its rendered viewBox is the "fit" view (the whole map).
A drag or a pinch moves the view and never plays the move it started on; a click or tap still does.
"""
from __future__ import annotations

import json
import math
from collections.abc import Sequence

from e2e_helpers import NetLog, actions_done, assert_local_only, bounds, confirm_pass, open_app, screen, start_game
from playwright.sync_api import Browser, CDPSession, Locator, Page, expect

SVG = "#board svg[data-pan-zoom]"


def open_salamandra(page: Page, site_url: str, seed: int = 11) -> None:
    open_app(page, site_url)
    start_game(page, names=("Ana", "Ben"), seed=seed, game="salamandra")
    if screen(page) == "pass":
        confirm_pass(page)
    page.wait_for_selector(SVG)


def box_of(text: str | None) -> tuple[float, ...]:
    assert text is not None
    return tuple(float(v) for v in text.replace(",", " ").split())


def view_box(page: Page) -> tuple[float, ...]:
    return box_of(page.get_attribute(SVG, "viewBox"))


def fit_box(page: Page) -> tuple[float, ...]:
    return box_of(page.get_attribute(SVG, "data-pan-zoom-fit"))




def close(a: Sequence[float], b: Sequence[float], tol: float = 0.01) -> bool:
    return len(a) == len(b) and all(abs(p - q) <= tol for p, q in zip(a, b))


def wait_view_change(page: Page, old: str) -> None:
    page.wait_for_function("([s, old]) => document.querySelector(s).getAttribute('viewBox') !== old", arg=[SVG, old])


def user_point(page: Page, x: float, y: float) -> tuple[float, ...]:
    """The map point (user units of the svg) under the client pixel (x, y)."""
    return tuple(page.evaluate("""([s, x, y]) => { const svg = document.querySelector(s);
        const p = new DOMPoint(x, y).matrixTransform(svg.getScreenCTM().inverse()); return [p.x, p.y]; }""",
                               [SVG, x, y]))


def visible_target(page: Page, cls: str = "spot") -> tuple[Locator, tuple[float, float]]:
    """A clickable legal move of the map whose middle is on screen: (locator, (x, y) of its middle)."""
    svg = bounds(page.locator(SVG))
    targets = page.locator(f"{SVG} .{cls}.target[data-action]")
    for i in range(targets.count()):
        b = bounds(targets.nth(i))
        x, y = b["x"] + b["width"] / 2, b["y"] + b["height"] / 2
        if svg["x"] + 20 < x < svg["x"] + svg["width"] - 20 and svg["y"] + 20 < y < svg["y"] + svg["height"] - 20:
            hit = page.evaluate("([x, y]) => document.elementFromPoint(x, y)?.closest('[data-action]')?.dataset.action",
                                [x, y])
            if hit == targets.nth(i).get_attribute("data-action"):  # a click there reaches this very target
                return targets.nth(i), (x, y)
    raise AssertionError("no legal move of the map on screen")


def settle(page: Page, ms: int = 400) -> None:
    """Give a click that should not have happened the time to show (a move, a re-render)."""
    page.wait_for_timeout(ms)


def test_the_map_opts_in_and_its_viewbox_is_the_whole_map(page: Page, site_url: str, net_log: NetLog) -> None:
    open_salamandra(page, site_url)
    svg = page.locator(SVG)
    assert svg.get_attribute("data-pan-zoom") == "salamandra"
    assert svg.get_attribute("data-view") == "fit"
    expect(page.locator("#board-view")).to_be_visible()
    tools, drawn = bounds(page.locator("#board-view")), bounds(svg)
    assert tools["x"] + tools["width"] <= drawn["x"], (tools, drawn)  # the buttons never cover a target
    fit = view_box(page)
    assert fit == fit_box(page)
    # every element of the map lies inside the rendered viewBox
    inside = page.evaluate("""(s) => { const svg = document.querySelector(s);
        const b = svg.getBBox(), v = svg.viewBox.baseVal;
        return b.x >= v.x - 0.5 && b.y >= v.y - 0.5 && b.x + b.width <= v.x + v.width + 0.5
               && b.y + b.height <= v.y + v.height + 0.5; }""", SVG)
    assert inside
    # every board opts in, each with its own key: Salamanca's too (test_fit.py measures every game)
    page.click("#leave")
    expect(page.locator("#board-view")).to_be_hidden()  # no board on the start page: no controls
    start_game(page, names=("Ana", "Ben", "Cid"), seed=2)
    confirm_pass(page)
    assert page.get_attribute(SVG, "data-pan-zoom") == "salamanca"
    expect(page.locator("#board-view")).to_be_visible()
    assert_local_only(net_log, site_url)


def test_wheel_zooms_around_the_pointer_and_survives_a_move(page: Page, site_url: str, net_log: NetLog) -> None:
    open_salamandra(page, site_url)
    fit = view_box(page)
    box = bounds(page.locator(SVG))
    px, py = box["x"] + box["width"] * 0.35, box["y"] + box["height"] * 0.4
    page.mouse.move(px, py)
    under = user_point(page, px, py)
    old = page.get_attribute(SVG, "viewBox") or ""
    page.mouse.wheel(0, -300)
    wait_view_change(page, old)
    x, y, w, h = view_box(page)
    assert w < fit[2] and h < fit[3], (fit, (x, y, w, h))
    assert math.isclose(w / h, fit[2] / fit[3], rel_tol=1e-3)  # the same shape, only closer
    assert close(user_point(page, px, py), under, tol=1.0)   # the point under the pointer stays there
    assert page.get_attribute(SVG, "data-view") == "zoomed"
    # a second notch goes closer still
    page.mouse.wheel(0, -200)
    page.wait_for_function("([s, w]) => document.querySelector(s).viewBox.baseVal.width < w", arg=[SVG, w])
    zoomed = view_box(page)

    # make a move by clicking a legal target: the board is drawn anew, the view stays
    n, renders = actions_done(page), page.get_attribute("body", "data-renders")
    _target, (tx, ty) = visible_target(page)
    page.mouse.click(tx, ty)
    page.wait_for_function(f"document.body.dataset.actions === '{n + 1}'")
    assert page.get_attribute("body", "data-renders") != renders
    if screen(page) == "pass":
        confirm_pass(page)
    page.wait_for_selector(SVG)
    assert close(view_box(page), zoomed), (view_box(page), zoomed)
    assert page.get_attribute(SVG, "data-view") == "zoomed"
    # and zooming out all the way comes back to the fit view
    for _ in range(8):
        page.mouse.wheel(0, 400)
        settle(page, 60)
    page.wait_for_function("(s) => document.querySelector(s).dataset.view === 'fit'", arg=SVG)
    assert view_box(page) == fit_box(page)
    assert_local_only(net_log, site_url)


def test_a_drag_pans_and_plays_nothing_a_click_still_plays(page: Page, site_url: str, net_log: NetLog) -> None:
    open_salamandra(page, site_url)
    page.click("#zoom-in")
    page.click("#zoom-in")
    page.wait_for_function("(s) => document.querySelector(s).dataset.view === 'zoomed'", arg=SVG)
    n, renders = actions_done(page), page.get_attribute("body", "data-renders")
    before = view_box(page)
    units = page.evaluate("(s) => 1 / document.querySelector(s).getScreenCTM().a", SVG)  # map units per pixel
    target, (tx, ty) = visible_target(page)
    grabbed = user_point(page, tx, ty)
    # a drag that starts on a legal move: the map moves with the pointer, the move is not played
    page.mouse.move(tx, ty)
    page.mouse.down()
    page.mouse.move(tx + 90, ty + 50, steps=10)
    page.mouse.up()
    settle(page)
    after = view_box(page)
    assert actions_done(page) == n and page.get_attribute("body", "data-renders") == renders
    assert after[2:] == before[2:]  # panning does not zoom
    assert after[0] < before[0] and after[1] < before[1], (before, after)  # dragged right/down: the view went left/up
    assert math.isclose(before[0] - after[0], 90 * units, rel_tol=0.02)
    assert math.isclose(before[1] - after[1], 50 * units, rel_tol=0.02)
    # the point that was under the pointer when the drag began is under it where the drag ended
    assert close(user_point(page, tx + 90, ty + 50), grabbed, tol=1.0)
    # a click that wobbles a pixel or two is still a click: it plays the move under it
    target, (tx, ty) = visible_target(page)
    action = target.get_attribute("data-action")
    page.mouse.move(tx, ty)
    page.mouse.down()
    page.mouse.move(tx + 2, ty + 1)
    page.mouse.up()
    page.wait_for_function(f"document.body.dataset.actions === '{n + 1}'")
    log = page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('sobremesa:save:'))"
                        ".map(k => JSON.parse(localStorage.getItem(k)).actions.at(-1))")
    assert [json.dumps(a, separators=(",", ":")) for a in log] == [action]
    assert_local_only(net_log, site_url)


def test_fit_restores_the_whole_map_and_a_new_game_opens_fitted(page: Page, site_url: str, net_log: NetLog) -> None:
    open_salamandra(page, site_url)
    fit = view_box(page)
    box = bounds(page.locator(SVG))
    page.mouse.move(box["x"] + box["width"] * 0.7, box["y"] + box["height"] * 0.7)
    page.mouse.wheel(0, -400)
    page.wait_for_function("(s) => document.querySelector(s).dataset.view === 'zoomed'", arg=SVG)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] * 0.5, box["y"] + box["height"] * 0.5, steps=6)
    page.mouse.up()
    assert view_box(page) != fit
    page.click("#zoom-fit")
    assert view_box(page) == fit == fit_box(page)
    assert page.get_attribute(SVG, "data-view") == "fit"
    # fitted, the view follows the map as it is drawn after each move
    n = actions_done(page)
    visible_target(page)[0].click()
    page.wait_for_function(f"document.body.dataset.actions === '{n + 1}'")
    if screen(page) == "pass":
        confirm_pass(page)
    page.wait_for_selector(SVG)
    assert view_box(page) == fit_box(page)
    # zoom, leave the table, open another game: it opens fitted
    page.click("#zoom-in")
    assert page.get_attribute(SVG, "data-view") == "zoomed"
    page.click("#leave")
    start_game(page, names=("Ana", "Ben"), seed=12, game="salamandra")
    if screen(page) == "pass":
        confirm_pass(page)
    page.wait_for_selector(SVG)
    assert page.get_attribute(SVG, "data-view") == "fit"
    assert view_box(page) == fit_box(page)
    assert_local_only(net_log, site_url)


def test_zoom_buttons_by_keyboard(page: Page, site_url: str, net_log: NetLog) -> None:
    open_salamandra(page, site_url)
    fit = view_box(page)
    active = "() => document.activeElement.id"
    page.focus("#lang")  # the header's last control: the language chooser
    page.keyboard.press("Tab")
    assert page.evaluate(active) == "zoom-in"
    page.keyboard.press("Enter")
    assert close(view_box(page)[2:], (fit[2] / 1.25, fit[3] / 1.25))
    page.keyboard.press("Enter")
    assert close(view_box(page)[2:], (fit[2] / 1.5625, fit[3] / 1.5625))
    page.keyboard.press("Tab")
    assert page.evaluate(active) == "zoom-out"
    page.keyboard.press(" ")
    assert close(view_box(page)[2:], (fit[2] / 1.25, fit[3] / 1.25))
    page.keyboard.press("Tab")
    assert page.evaluate(active) == "zoom-fit"
    page.keyboard.press("Enter")
    assert view_box(page) == fit
    # the keys + - 0 work while the focus is on the map view buttons or the map
    page.keyboard.press("+")
    page.keyboard.press("+")
    page.keyboard.press("+")
    assert close(view_box(page)[2:], (fit[2] / 1.953125, fit[3] / 1.953125))
    # Tab on into the map: every element focused by the keyboard is panned into view
    svg = bounds(page.locator(SVG))
    seen = 0
    for _ in range(40):
        page.keyboard.press("Tab")
        if not page.evaluate("(s) => document.querySelector(s).contains(document.activeElement)", SVG):
            continue
        seen += 1
        r = page.evaluate("() => { const r = document.activeElement.getBoundingClientRect();"
                          " return [r.left + r.width / 2, r.top + r.height / 2]; }")
        assert svg["x"] <= r[0] <= svg["x"] + svg["width"] and svg["y"] <= r[1] <= svg["y"] + svg["height"], r
        if seen == 10:
            break
    assert seen == 10
    page.keyboard.press("-")  # the focus is on a spot of the map
    assert close(view_box(page)[2:], (fit[2] / 1.5625, fit[3] / 1.5625))
    page.keyboard.press("0")
    assert page.get_attribute(SVG, "data-view") == "fit"
    assert_local_only(net_log, site_url)


def touch(cdp: CDPSession, kind: str, points: Sequence[tuple[float, float]]) -> None:
    cdp.send("Input.dispatchTouchEvent",
             {"type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]})


def test_touch_tap_plays_drag_pans_pinch_zooms(browser: Browser, site_url: str) -> None:
    context = browser.new_context(viewport={"width": 1024, "height": 768}, has_touch=True)
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    open_salamandra(page, site_url)
    cdp = context.new_cdp_session(page)
    fit = view_box(page)

    # a tap on a legal move plays it
    n = actions_done(page)
    visible_target(page)[0].tap()
    page.wait_for_function(f"document.body.dataset.actions === '{n + 1}'")
    if screen(page) == "pass":
        page.tap("#pass-confirm")
        page.wait_for_selector("body[data-screen='play']")
    page.wait_for_selector(SVG)
    n, renders = actions_done(page), page.get_attribute("body", "data-renders")

    # a pinch (two fingers spreading) zooms in around their middle, and plays nothing
    box = bounds(page.locator(SVG))
    cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    under = user_point(page, cx, cy)
    touch(cdp, "touchStart", [(cx - 40, cy), (cx + 40, cy)])
    for step in range(1, 11):
        touch(cdp, "touchMove", [(cx - 40 - 4 * step, cy), (cx + 40 + 4 * step, cy)])
    touch(cdp, "touchEnd", [])
    settle(page)
    x, y, w, h = view_box(page)
    assert math.isclose(w, fit[2] / 2, rel_tol=0.1), (fit, (x, y, w, h))  # fingers 80 -> 160 px apart: twice as close
    assert close(user_point(page, cx, cy), under, tol=2.0)
    assert actions_done(page) == n and page.get_attribute("body", "data-renders") == renders

    # one finger dragging from a legal move pans the map and plays nothing
    _target, (tx, ty) = visible_target(page)
    before = view_box(page)
    touch(cdp, "touchStart", [(tx, ty)])
    for step in range(1, 11):
        touch(cdp, "touchMove", [(tx - 6 * step, ty - 4 * step)])
    touch(cdp, "touchEnd", [])
    settle(page)
    after = view_box(page)
    assert after[2:] == before[2:]
    assert after[0] > before[0] and after[1] > before[1], (before, after)  # dragged left/up: the view went right/down
    assert actions_done(page) == n and page.get_attribute("body", "data-renders") == renders

    # and after all that a tap still plays the move under the finger
    visible_target(page)[0].tap()
    page.wait_for_function(f"document.body.dataset.actions === '{n + 1}'")
    assert errors == []
    context.close()


# the attributes panzoom.mjs sets on a board's svg, from now on
WATCH_JS = """(s) => { window.sets = []; new MutationObserver((records) => window.sets.push(...records.map((r) =>
    r.attributeName))).observe(document.querySelector(s), { attributes: true }); }"""
# #board's children touched with the board as it is, as main.put_board does after patching it in place
TOUCH_JS = """() => { const board = document.getElementById('board'); const blank = document.createTextNode('');
    board.append(blank); blank.remove(); }"""


def test_a_board_patched_in_place_keeps_its_initial_view(browser: Browser, site_url: str) -> None:
    """Issue 16: a board patched in place (the same svg) keeps the initial view measured for it, its attributes not
    set again, while the same seat looks and its legal targets stay in the view; another seat, or a target out of the
    view, measure it again (at a phone's size)."""
    context = browser.new_context(viewport={"width": 390, "height": 844})
    page = context.new_page()
    open_salamandra(page, site_url)
    view = page.get_attribute(SVG, "viewBox")
    assert page.get_attribute(SVG, "data-view") in ("fit", "close")  # an initial view: the map is small at first
    page.evaluate(WATCH_JS, SVG)
    page.evaluate(TOUCH_JS)
    assert page.evaluate("window.sets") == []
    assert page.get_attribute(SVG, "viewBox") == view
    page.evaluate("document.getElementById('board').dataset.seat = 'another'")
    page.evaluate(TOUCH_JS)
    assert "viewBox" in page.evaluate("window.sets")  # measured again: the same board, the same view
    assert page.get_attribute(SVG, "viewBox") == view
    page.evaluate(WATCH_JS, SVG)
    page.evaluate(f"document.querySelector('{SVG}').insertAdjacentHTML('beforeend', "
                  "'<rect data-action=\"[]\" x=\"-5000\" y=\"-5000\" width=\"40\" height=\"40\"/>')")
    page.evaluate(TOUCH_JS)
    assert "viewBox" in page.evaluate("window.sets")
    context.close()
