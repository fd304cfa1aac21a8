"""The app in Chromium: loading offline-only, a whole game by clicks, undo, resume, import, secrets."""
from __future__ import annotations

import json
import pathlib
import random
import re
from pathlib import Path

from e2e_helpers import (
    LOAD_TIMEOUT_MS,
    READY,
    SAVE_PREFIX,
    NetLog,
    actions_done,
    assert_local_only,
    bounds,
    cached_then_server_stopped,
    click_random_target,
    confirm_pass,
    import_file,
    open_app,
    play_steps,
    saves,
    screen,
    start_game,
    the_record,
)
from playwright.sync_api import Browser, Dialog, Page, expect

from sobremesa.core import Session


def test_loads_and_nothing_leaves_the_machine(page: Page, site_url: str, net_log: NetLog) -> None:
    open_app(page, site_url)
    expect(page.locator("#game-list li[data-game='salamanca']")).to_contain_text("Salamanca")
    start_game(page)
    assert screen(page) == "pass"
    confirm_pass(page)
    assert page.locator("#board svg [data-action]").count() == 0  # section 2: cards are played from the hand
    assert page.locator("#side-info .hand [data-action]").count() > 0
    assert page.locator("#board svg .cell").count() == 72
    assert_local_only(net_log, site_url)
    # and the guard itself works: an outside host does not even resolve
    failed = page.evaluate("""() => fetch('https://cdn.jsdelivr.net/npm/pyodide/pyodide.mjs')
                                   .then(() => false, () => true)""")
    assert failed


def test_whole_three_player_game_by_clicks(page: Page, site_url: str, net_log: NetLog) -> None:
    open_app(page, site_url)
    start_game(page, seed=5)
    rng = random.Random(5)
    clicks = play_steps(page, rng, 5000)
    assert screen(page) == "over", f"no end after {len(clicks)} moves"
    rows = page.locator("#scores table.ranking tbody tr")
    expect(rows).to_have_count(3)
    shown = {}
    for i in range(3):
        shown[rows.nth(i).locator("th").inner_text().strip()] = int(rows.nth(i).locator("td").nth(1).inner_text())
    # the same record replayed by the engine on CPython gives the same final scores
    record = the_record(page)
    session = Session.load(json.dumps(record))
    assert session.game.is_over(session.state)
    assert len(record["actions"]) == len(clicks) == actions_done(page)
    assert shown == dict(zip(record["players"], session.game.scores(session.state)))
    expect(page.locator("#scores h2")).to_contain_text("win")
    assert_local_only(net_log, site_url)


def test_undo_takes_back_the_last_action(page: Page, site_url: str) -> None:
    open_app(page, site_url)
    start_game(page, seed=3)
    rng = random.Random(3)
    # play until an undoable action has been made
    for _ in range(200):
        play_steps(page, rng, 1)
        if screen(page) == "play" and not page.locator("#undo").is_disabled():
            break
        if screen(page) == "pass" and page.locator("#pass-undo").is_visible():
            break
    else:
        raise AssertionError("no undoable action in 200 moves")
    before = the_record(page)["actions"]
    board_before_undo = page.locator("#board").inner_html() if screen(page) == "play" else None
    page.click("#undo" if screen(page) == "play" else "#pass-undo")
    page.wait_for_function(f"document.body.dataset.actions === '{len(before) - 1}'")
    assert the_record(page)["actions"] == before[:-1]  # the autosave followed
    assert screen(page) == "play"  # the device stays with the seat that undid
    # doing the same action again gives the same record as before the undo
    if before[-1][0] == "place":  # the board targets the selected one of the tiles taken
        page.locator(f"#play [data-ui='{json.dumps({'tile': before[-1][1]}, separators=(',', ':'))}']").click()
    page.locator(f"#play [data-action='{json.dumps(before[-1], separators=(',', ':'))}']").first.click()
    page.wait_for_function(f"document.body.dataset.actions === '{len(before)}'")
    assert the_record(page)["actions"] == before
    if board_before_undo is not None and screen(page) == "play":
        assert page.locator("#board").inner_html() == board_before_undo


def test_reload_mid_game_resumes_with_nothing_lost(page: Page, site_url: str) -> None:
    open_app(page, site_url)
    start_game(page, names=("Ana", "Ben", "Cid", "Dora"), seed=8)
    play_steps(page, random.Random(8), 40)
    record = the_record(page)
    assert len(record["actions"]) == 40
    page.reload()
    page.wait_for_selector(READY, timeout=LOAD_TIMEOUT_MS)
    page.wait_for_selector("body[data-screen='pass']")  # a reload comes back to the table, from the pass screen
    assert actions_done(page) == 40
    page.click("#home-link")
    item = page.locator("#resume-list li").first
    expect(item).to_contain_text("Ana, Ben, Cid, Dora")
    expect(item).to_contain_text("40 actions")
    item.locator("[data-save-resume]").click()
    page.wait_for_selector("body[data-screen='pass']")  # resuming hands the device to the seat on turn
    confirm_pass(page)
    assert actions_done(page) == 40
    assert the_record(page) == record
    play_steps(page, random.Random(9), 3)
    assert len(the_record(page)["actions"]) == 43


def test_tampered_import_is_refused_and_changes_nothing(page: Page, site_url: str, tmp_path: Path) -> None:
    open_app(page, site_url)
    start_game(page, seed=4)
    play_steps(page, random.Random(4), 12)
    with page.expect_download() as download:
        if screen(page) != "play":
            confirm_pass(page)
        page.click("#export")
    exported = json.loads(pathlib.Path(download.value.path()).read_text(encoding="utf-8"))
    assert exported == the_record(page)
    page.click("#leave")
    stored = saves(page)

    tampered = dict(exported, actions=exported["actions"][:5] + [["place", "M", "Z9"]] + exported["actions"][6:])
    for name, text in (("tampered.json", json.dumps(tampered)),
                       ("truncated.json", json.dumps(exported)[:-40]),
                       ("other.json", json.dumps({"hello": "world"}))):
        import_file(page, name, text.encode())
        error = page.locator("#import-error")
        expect(error).to_be_visible()
        expect(error).to_contain_text(name)
        expect(error).to_contain_text("Nothing was changed")
        assert saves(page) == stored
        assert screen(page) != "play"
    expect(page.locator("#import-error")).to_contain_text(re.compile("record|lacks|JSON", re.I))

    # the untouched file imports fine: it is the game saved already, which opens (no copy is added)
    import_file(page, "good.json", json.dumps(exported).encode())
    page.wait_for_selector("body[data-screen='pass']")
    assert saves(page) == stored


def test_corrupted_save_gets_a_message_and_is_kept(page: Page, site_url: str) -> None:
    open_app(page, site_url)
    key = SAVE_PREFIX + "1-bad"
    page.evaluate(f"localStorage.setItem({json.dumps(key)}, '{{\"game\": \"salamanca\", \"acti')")
    page.reload()
    page.wait_for_selector(READY, timeout=LOAD_TIMEOUT_MS)
    damaged = page.locator("#resume-list li.damaged")
    expect(damaged).to_contain_text("not valid JSON")
    expect(damaged.locator("[data-save-download]")).to_be_visible()
    assert key in saves(page)


def test_pass_screen_hides_the_previous_seat(page: Page, site_url: str) -> None:
    open_app(page, site_url)
    start_game(page, seed=2)
    confirm_pass(page)
    first = page.locator("#side-info .players li.me .name").inner_text()
    hand = page.get_attribute("#side-info .hand", "data-hand")
    money = page.locator("#side-info .counter.secret").inner_text()
    assert hand and "doubloons" in money
    click_random_target(page, random.Random(2))  # plays a card: the next seat decides
    assert screen(page) == "pass"
    html = page.content()
    assert page.locator("#play").is_hidden()
    for selector in ("#board", "#side-info", "#log", "#actions"):
        assert page.locator(selector).inner_html() == ""
    assert "data-hand" not in html and "secret" not in html and "doubloons" not in html
    assert "Your hand" not in html and "plays the" not in html  # nor the log
    expect(page.locator("#pass-title")).not_to_contain_text(first)
    confirm_pass(page)
    assert page.locator("#side-info .players li.me .name").inner_text() != first
    # the new seat sees its own money only, and its own hand
    expect(page.locator("#side-info .counter.secret")).to_have_count(1)
    expect(page.locator("#side-info li.me .counter.secret")).to_have_count(1)
    expect(page.locator("#side-info .hand")).to_have_count(1)


def test_names_are_text_not_markup(page: Page, site_url: str) -> None:
    dialogs: list[str] = []

    def dismiss(dialog: Dialog) -> None:
        dialogs.append(dialog.message)
        dialog.dismiss()
    page.on("dialog", dismiss)
    open_app(page, site_url)
    evil = "<b>Ana</b><img src=x onerror=alert(1)>"
    names = (evil, "Ben & <i>co</i>", "Cid")
    start_game(page, names=names, seed=6)
    title = page.locator("#pass-title").inner_text()
    assert any(title.endswith(n) for n in names), title  # the name as typed, as text
    confirm_pass(page)
    players = page.locator("#side-info .players")
    expect(players).to_contain_text(evil)
    expect(players).to_contain_text("Ben & <i>co</i>")
    for selector in ("#play img", "#play b", "#play i", "#pass img"):
        assert page.locator(selector).count() == 0, selector
    page.click("#leave")
    expect(page.locator("#resume-list")).to_contain_text(evil)
    assert page.locator("#resume-list img").count() == 0
    assert dialogs == []


def test_keyboard_and_touch(browser: Browser, site_url: str) -> None:
    context = browser.new_context(viewport={"width": 1024, "height": 768}, has_touch=True)
    page = context.new_page()
    open_app(page, site_url)
    start_game(page, seed=9)
    page.keyboard.press("Enter")  # the pass button has the focus
    page.wait_for_selector("body[data-screen='play']")
    # the whole board is on screen at 1024 x 768
    box = bounds(page.locator("#board svg"))
    assert box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= 1024 and box["y"] + box["height"] <= 768
    # keyboard: focus a card and press Enter
    card = page.locator("#side-info .hand [data-action]").first
    card.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("document.body.dataset.actions === '1'")
    # touch: play cards until Section 3, then tap a display field (an SVG target)
    for _ in range(10):
        if screen(page) == "pass":
            page.tap("#pass-confirm")
            page.wait_for_selector("body[data-screen='play']")
        fields = page.locator("#board svg .field.target")
        if fields.count():
            break
        before = page.get_attribute("body", "data-renders")
        page.locator("#side-info .hand [data-action]").first.tap()
        page.wait_for_function("b => document.body.dataset.renders !== b", arg=before)
    n = actions_done(page)
    fields = page.locator("#board svg .field.target")
    assert fields.count() > 0
    assert fields.first.get_attribute("tabindex") == "0"
    fields.first.tap()
    page.wait_for_function(f"document.body.dataset.actions === '{n + 1}'")
    # SVG targets work from the keyboard too: focus a free field, move with the arrows, press Space
    free = page.locator("#board svg .cell.target[data-action]").first
    free.focus()
    start = page.evaluate("document.activeElement.dataset.cell")
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    moved = page.evaluate("document.activeElement.dataset.cell")
    assert moved and moved != start
    if page.evaluate("document.activeElement.hasAttribute('data-action')"):
        page.keyboard.press(" ")
    else:
        free.focus()
        page.keyboard.press(" ")
    page.wait_for_function(f"document.body.dataset.actions === '{n + 2}'")
    context.close()


def test_second_visit_works_with_the_server_stopped(browser: Browser, tmp_path: Path) -> None:
    context, page, url, requests = cached_then_server_stopped(browser, tmp_path)
    page.reload()  # server gone: everything must come from the service worker's cache
    page.wait_for_selector(READY, timeout=LOAD_TIMEOUT_MS)
    second = context.new_page()  # a new tab too
    open_app(second, url, query="")
    start_game(second, seed=1)
    confirm_pass(second)
    second.locator("#side-info .hand [data-action]").first.click()
    second.wait_for_function("document.body.dataset.actions === '1'")
    assert requests and [u for u in requests if not u.startswith((url + "/", "blob:", "data:"))] == []
    context.close()


def test_a_spot_with_several_moves_asks_which(page: Page, site_url: str) -> None:
    """The glue's chooser for data-choices targets (e.g. sell or ruin the same building)."""
    open_app(page, site_url)
    start_game(page, seed=12)
    confirm_pass(page)
    plays = [json.loads(a) for a in page.locator("#side-info .hand [data-action]").evaluate_all(
        "els => els.map(e => e.dataset.action)")]
    assert len(plays) >= 2
    # a target offering two legal moves, the way a renderer draws one (render.target_attrs)
    page.evaluate("""(choices) => {
        const g = document.createElement('button');
        g.id = 'multi'; g.dataset.choices = JSON.stringify(choices); g.textContent = 'two moves';
        document.getElementById('board').appendChild(g); }""", plays[:2])
    page.click("#multi")
    chooser = page.locator("#chooser")
    expect(chooser).to_be_visible()
    expect(chooser.locator("[data-action]")).to_have_count(2)
    page.keyboard.press("Escape")
    expect(chooser).to_be_hidden()
    assert actions_done(page) == 0
    page.click("#multi")
    chooser.locator("[data-action]").nth(1).click()
    page.wait_for_function("document.body.dataset.actions === '1'")
    assert the_record(page)["actions"] == [plays[1]]
