"""Computer players in the browser (issue 12): they think in a Web Worker (web/bot_worker.py), also offline, the
page stays responsive meanwhile, their moves are ordinary actions of the record, and undo drops a late answer."""
from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from e2e_helpers import (
    LOAD_TIMEOUT_MS,
    READY,
    NetLog,
    actions_done,
    assert_local_only,
    cached_then_server_stopped,
    confirm_pass,
    fit_boards,
    open_app,
    screen,
    the_record,
)
from playwright.sync_api import Browser, Page, expect

from sobremesa.app.form import DEFAULT_NAMES
from sobremesa.core import Record, Session

MOVES = "#play :is([data-action], [data-choices])"  # legal moves (not the display toggles)
WORKER_MS = 90_000  # the worker's Python starts in 2-3 s on a quiet machine; slack for a loaded one
HUMAN_TURN = """() => { const b = document.body.dataset;
    return b.screen === 'over' || b.screen === 'pass' || (b.screen === 'play' && !b.botThinking); }"""


def start_with_bots(page: Page, game: str, seats: Sequence[str], seed: int, pace: str = "fast",
                    options: dict[str, Any] | None = None) -> None:
    """The new-game form with who plays each seat ('human' or a level), the options, the seed, and the computer
    players' pace."""
    page.evaluate("p => localStorage.setItem('sobremesa:pace', p)", pace)
    page.select_option("#new-game-form select[name=game]", game)
    page.select_option("#new-game-form select[name=count]", str(len(seats)))
    for key, value in (options or {}).items():
        page.select_option(f"#new-game-form select[name=option][data-key='{key}']", json.dumps(value))
    for seat, plays in enumerate(seats):
        page.select_option(f"#new-game-form select[name=seat][data-seat='{seat}']", plays)
    page.locator("#new-game-form details summary").click()
    page.fill("#new-game-form input[name=seed]", str(seed))
    page.click("#start")
    page.wait_for_selector("body[data-screen='pass'], body[data-screen='play']")


def wait_for_human(page: Page, timeout: int = WORKER_MS) -> None:
    page.wait_for_function(HUMAN_TURN, timeout=timeout)


def first_move(page: Page) -> None:
    """The first legal target on screen (the first choice where a spot offers several)."""
    fit_boards(page)
    before = page.get_attribute("body", "data-renders")
    target = page.locator(MOVES).first
    choices = target.get_attribute("data-choices")
    target.click()
    if choices:
        page.locator("#chooser [data-action]").first.click()
    page.wait_for_function("b => document.body.dataset.renders !== b", arg=before)


def test_two_computer_players_and_a_human_play_to_the_end(page: Page, site_url: str, net_log: NetLog) -> None:
    open_app(page, site_url)
    start_with_bots(page, "santamaria", ["human", "easy", "easy"], seed=1)
    thinking_seen = set()
    while screen(page) != "over":
        wait_for_human(page)
        if screen(page) == "play":
            first_move(page)
            if page.get_attribute("body", "data-bot-thinking"):
                thinking_seen.add(page.text_content("#prompt"))
    record = the_record(page)
    assert record["bots"] == {"1": "easy", "2": "easy"} and record["meta"].get("finished") is True
    # every move of the record is legal, the game over on CPython too
    session: Session[Any] = Session(Record.from_dict(record))
    assert session.game.is_over(session.state)
    assert thinking_seen & {"Ben is thinking…", "Cid is thinking…"}, thinking_seen
    expect(page.locator("#bot-pace-box")).to_be_visible()
    assert_local_only(net_log, site_url)


def test_the_worker_starts_offline(browser: Browser, tmp_path: Path) -> None:
    context, page, url, requests = cached_then_server_stopped(browser, tmp_path)
    context.set_offline(True)  # no network and no server: the worker's files come from the service worker's cache
    page.reload()
    page.wait_for_selector(READY, timeout=LOAD_TIMEOUT_MS)
    start_with_bots(page, "salamandra", ["easy", "human"], seed=3)  # the computer player begins
    assert page.get_attribute("body", "data-bot-thinking") == "1"
    page.wait_for_function("document.body.dataset.actions !== '0'", timeout=WORKER_MS)
    wait_for_human(page)
    assert page.get_attribute("body", "data-bot-worker-ms")
    assert the_record(page)["bots"] == {"0": "easy"}
    expect(page.locator("#error")).to_be_hidden()
    assert [u for u in requests if not u.startswith((url + "/", "blob:", "data:"))] == []
    context.close()


LONG_TASKS = """() => { window.longTasks = [];
    new PerformanceObserver(list => window.longTasks.push(...list.getEntries().map(e => [e.startTime, e.duration])))
        .observe({type: 'longtask'});
    new MutationObserver(() => { window.movedAt = window.movedAt || performance.now(); })
        .observe(document.body, {attributes: true, attributeFilter: ['data-actions']}); }"""


def hard_player_thinking(page: Page) -> int:
    """Ana's next turn, by her first moves, until Ben, a hard computer player, thinks; the number of actions before
    her last move."""
    wait_for_human(page)
    while True:
        before = actions_done(page)
        first_move(page)
        if page.get_attribute("body", "data-bot-thinking") == "1":
            return before
        wait_for_human(page)


def test_while_a_hard_computer_player_thinks_the_page_answers_and_undo_drops_its_late_answer(page: Page, site_url: str,
                                                                                             net_log: NetLog) -> None:
    open_app(page, site_url)
    start_with_bots(page, "santamaria", ["human", "hard"], seed=3)
    wait_for_human(page)
    first_move(page)
    page.wait_for_function("document.body.dataset.botWorkerMs", timeout=WORKER_MS)  # the worker is up: its start
    hard_player_thinking(page)                                                      # is not part of the measure
    page.evaluate(LONG_TASKS)
    answers = page.get_attribute("body", "data-bot-answers")
    page.select_option("#bot-pace", "normal")  # a choice while it thinks is answered at once (by Python)
    page.wait_for_function("localStorage.getItem('sobremesa:pace') === 'normal'", timeout=5_000)
    assert page.get_attribute("body", "data-bot-thinking") == "1" and \
        page.get_attribute("body", "data-bot-answers") == answers
    page.wait_for_function("window.movedAt", timeout=WORKER_MS)  # its move: played and painted
    tasks = page.evaluate("() => window.longTasks")
    answered = page.evaluate("performance.getEntriesByName('sobremesa:bot-answer').at(-1).startTime")
    thinking = [d for s, d in tasks if s + d < answered]  # until its answer came (then the glue plays and paints it)
    print(f"\nlongest main-thread task while the hard computer player thought: {max(thinking, default=0):.0f} ms "
          f"({len(thinking)} over 50 ms); painting its move: {max((d for _, d in tasks), default=0):.0f} ms")

    # undo while it thinks (about 2 s): Ana's move is taken back, and its answer, when it comes, is dropped
    before = hard_player_thinking(page)
    page.click("#undo")
    page.wait_for_function(f"document.body.dataset.actions === '{before}'")
    assert not page.get_attribute("body", "data-bot-thinking")
    page.wait_for_function("document.body.dataset.botDropped === '1'", timeout=WORKER_MS)
    assert actions_done(page) == before and not page.get_attribute("body", "data-bot-thinking")
    assert len(the_record(page)["actions"]) == before
    expect(page.locator("#error")).to_be_hidden()
    assert_local_only(net_log, site_url)


EVERY_MODULE = {"american_kingdoms": True, "governor": True, "specialists": True, "ambassadors": True,
                "mayan_city": True}


@pytest.mark.parametrize(("game", "seats", "options"), [
    ("salamanca", ["human", "medium", "easy"], None),
    ("calimala", ["human", "medium", "easy"], None),
    ("santamaria", ["medium", "human", "easy", "easy"], EVERY_MODULE),  # the Mayan City, its hand hidden, a bot's
], ids=["salamanca", "calimala", "santamaria-every-module"])
def test_every_game_s_computer_players_answer_in_the_browser(page: Page, site_url: str, net_log: NetLog, game: str,
                                                            seats: list[str], options: dict[str, Any] | None) -> None:
    """The games the other tests do not play with computer players: the worker plays their moves (Salamanca's
    hidden money and Calimala's scoring cards sampled there, the Mayan City's hidden hand), each checked against
    the legal actions and kept in the record, until the human has made three moves and seen two answers."""
    open_app(page, site_url)
    start_with_bots(page, game, seats, seed=5, options=options)
    moves = 0
    while moves < 3 or int(page.get_attribute("body", "data-bot-answers") or 0) < 2:
        wait_for_human(page)
        if screen(page) == "pass":  # the device is handed to the one human once, before its first look
            assert moves == 0
            expect(page.locator("#pass-title")).to_contain_text(DEFAULT_NAMES[seats.index("human")])
            confirm_pass(page)
            wait_for_human(page)
        assert screen(page) == "play", screen(page)  # never the end this soon
        first_move(page)
        moves += 1
    wait_for_human(page)  # the computer players are done: the record and the page agree
    record = the_record(page)
    bots = {str(seat): plays for seat, plays in enumerate(seats) if plays != "human"}
    assert record["bots"] == bots
    assert {key: record["options"].get(key) for key in options or {}} == (options or {})
    session: Session[Any] = Session(Record.from_dict(record))  # every move of the record legal on CPython too
    assert len(session.record.actions) == actions_done(page)
    expect(page.locator("#error")).to_be_hidden()
    assert_local_only(net_log, site_url)
