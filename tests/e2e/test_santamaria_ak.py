"""Santa Maria with American Kingdoms by clicks in Chromium, the modules of issue 11 on the board: a 4-player game
with Modules A (the governor), B (the specialists) and C (the ambassadors) played to the end from the new-game form.

As the other whole games (``test_games``): targets chosen at random among those on screen, a table model on CPython
following every click (so each click was a legal move) and checking each screen, no page error, no request off
127.0.0.1, every legal move reachable by a click. Here also: the ambassador dice are taken and followed, and while
the others follow, the panel names who decides now and who follows next (``render.santamaria.follow_steps``), each
follower deciding on its own screen. Nothing is hidden in this game (no City), so the device is not passed between
seats (``Game.hides_information``): the follower's name on screen is what tells whose decision it is.
"""

from __future__ import annotations

import json
import random

import pytest
from e2e_helpers import (
    actions_done,
    assert_local_only,
    open_app,
    play_steps,
    screen,
    start_game,
    the_record,
    unclickable_moves,
)
from test_games import Follower, Setup, check_form, declared_hidden

from sobremesa.core import Session
from sobremesa.render.santamaria import follow_steps

GAMES = {
    "santamaria-ak-c-4": Setup("santamaria", ("Ana", "Ben", "Cid", "Dee"), declared_hidden("santamaria"),
                               {"american_kingdoms": True, "governor": True, "specialists": True,
                                "ambassadors": True}, ("withdraw",)),
}


def whole_boards(page) -> None:
    """Each board zoomed out to its fit view (the whole board, as the Fit button or the wheel gives it), where every
    target is on screen: the random clicks need no pan."""
    for _ in range(3):
        boxes = page.evaluate("""() => [...document.querySelectorAll('#board svg[data-pan-zoom]')]
            .filter(s => s.getAttribute('data-view') !== 'fit').map(s => {
                const r = s.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })""")
        if not boxes:
            return
        for x, y in boxes:
            page.mouse.move(x, y)
            for _ in range(8):
                page.mouse.wheel(0, 400)
    raise AssertionError("a board does not zoom out to the whole board")


class FollowUps(Follower):
    """The table model's checks, and during an ambassador die's follow-ups the steps on the deciding seat's
    screen."""

    def __init__(self, page, spec: Setup):
        super().__init__(page, spec)
        self.steps: list[str] = []

    def __call__(self, page, event):
        super().__call__(page, event)
        if screen(page) == "play":
            whole_boards(page)
        t = self.table
        if t.over or t.needs_pass():
            return
        view = t.game.view(t.state, t.seat())
        steps = follow_steps(view)
        if steps:
            assert steps in page.locator("#side-info").text_content()
            assert view["following"]["now"] in (None, t.seat())   # the seat deciding now holds the screen
            self.steps.append(steps)


@pytest.mark.parametrize("key", GAMES)
def test_whole_game_with_the_ambassadors_by_clicks(page, site_url, net_log, key):
    spec = GAMES[key]
    open_app(page, site_url)
    check_form(page, spec.name, len(spec.players))
    seed = sum(map(ord, key))
    start_game(page, names=spec.players, seed=seed, game=spec.name, options=spec.options)
    follower = FollowUps(page, spec)
    whole_boards(page)
    moves = play_steps(page, random.Random(seed), 3000, reluctant=spec.reluctant, watch=follower)
    assert screen(page) == "over", f"no end after {len(moves)} moves"

    record = the_record(page)
    session = Session.load(json.dumps(record))
    assert session.game.is_over(session.state) and len(record["actions"]) == len(moves) == actions_done(page)
    kinds = [a[0] for a in record["actions"]]
    assert kinds.count("ambassador") >= 1 and kinds.count("follow") + kinds.count("decline") >= 2, kinds
    assert any("(deciding now)" in steps for steps in follower.steps), follower.steps
    rows = page.locator("#scores table.ranking tbody tr").evaluate_all(
        "trs => trs.map(tr => [tr.querySelector('th').textContent.trim(), Number(tr.cells[tr.cells.length - 1]"
        ".textContent)])")
    assert dict(rows) == dict(zip(record["players"], session.game.scores(session.state)))
    assert unclickable_moves(record) == []
    assert_local_only(net_log, site_url)
