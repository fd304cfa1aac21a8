"""Santa Maria with American Kingdoms by clicks in Chromium, the modules of issue 11 on the board: a 4-player game
with Modules A (the governor), B (the specialists) and C (the ambassadors) played to the end from the new-game form,
and games with the Mayan City (Module D): 4 players, and 5 players with Modules C and D.

As the other whole games (``test_games``): targets chosen at random among those on screen, a table model on CPython
following every click (so each click was a legal move) and checking each screen, no page error, no request off
127.0.0.1, every legal move reachable by a click. Here also: the ambassador dice are taken and followed, and while
the others follow, the panel names who decides now and who follows next (``render.santamaria.follow_steps``), each
follower deciding on its own screen. Nothing is hidden in this game (no City), so the device is not passed between
seats (``Game.hides_information``): the follower's name on screen is what tells whose decision it is.

With the Mayan City (Module D) the City's hand is hidden, so the device goes round: the City is steered to two trade
offers to colonists, built with the offer's buttons (give, ask, send), one accepted and one declined by the colonist
after the pass screen named them, the log lines of both; every other move a random click, to the end.
"""
from __future__ import annotations

import json
import random
from typing import Any, cast

import pytest
from e2e_helpers import (
    NetLog,
    actions_done,
    assert_local_only,
    click_random_target,
    confirm_pass,
    fit_boards,
    open_app,
    play_steps,
    screen,
    start_game,
    the_record,
    unclickable_moves,
)
from playwright.sync_api import Page
from test_games import Follower, Setup, check_form, declared_hidden

from sobremesa.app.table import Table
from sobremesa.core import Action, Session
from sobremesa.games.santamaria.data import MAYA_CARDS
from sobremesa.games.santamaria.state import MayanCity, SantaMariaState
from sobremesa.render.santamaria import follow_steps

GAMES = {
    "santamaria-ak-c-4": Setup("santamaria", ("Ana", "Ben", "Cid", "Dee"), declared_hidden("santamaria"),
                               {"american_kingdoms": True, "governor": True, "specialists": True,
                                "ambassadors": True}, ("withdraw",)),
}


class FollowUps(Follower):
    """The table model's checks, and during an ambassador die's follow-ups the steps on the deciding seat's
    screen."""

    def __init__(self, page: Page, spec: Setup) -> None:
        super().__init__(page, spec)
        self.steps: list[str] = []

    def __call__(self, page: Page, event: object) -> None:
        super().__call__(page, event)
        t = self.table
        if t.over or t.needs_pass():
            return
        view = t.game.view(t.state, t.seat())
        steps = follow_steps(view)
        if steps:
            assert steps in (page.locator("#side-info").text_content() or "")
            assert view["following"]["now"] in (None, t.seat())   # the seat deciding now holds the screen
            self.steps.append(steps)


@pytest.mark.parametrize("key", GAMES)
def test_whole_game_with_the_ambassadors_by_clicks(page: Page, site_url: str, net_log: NetLog, key: str) -> None:
    spec = GAMES[key]
    open_app(page, site_url)
    check_form(page, spec.name, len(spec.players))
    seed = sum(map(ord, key))
    start_game(page, names=spec.players, seed=seed, game=spec.name, options=spec.options)
    follower = FollowUps(page, spec)
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


# --- the Mayan City trading with the colonists -------------------------------------------------------------------
CITY_GAMES = {
    "santamaria-ak-d-4": Setup("santamaria", ("Ana", "Ben", "Cid", "Dee"), declared_hidden("santamaria"),
                               {"american_kingdoms": True, "mayan_city": True}, ("withdraw",)),
    "santamaria-ak-cd-5": Setup("santamaria", ("Ana", "Ben", "Cid", "Dee", "Eve"), declared_hidden("santamaria"),
                                {"american_kingdoms": True, "mayan_city": True, "ambassadors": True}, ("withdraw",)),
}


def click_action(page: Page, action: Action) -> None:
    """Click the target of exactly this action (a button, or a target on a board) and wait for the new screen."""
    fit_boards(page)   # a target a pan away: the whole board shown first, as a player pans to it
    before = page.get_attribute("body", "data-renders")
    page.locator(f"#play [data-action='{json.dumps(list(action), separators=(',', ':'))}']").first.click()
    page.wait_for_function("b => document.body.dataset.renders !== b", arg=before)


class Offers:
    """Steers the City to two offers to colonists, built with the offer's buttons: the first accepted, the second
    declined; every other move a random click."""

    def __init__(self) -> None:
        self.answers: list[str] = []     # "accept", "decline", in the order given
        self.passed_to: list[tuple[str, str]] = []   # (the colonist, the pass screen's title) while an offer waits
        self.steered = 0

    def move(self, page: Page, table: Table, rng: random.Random) -> list[Any] | None:
        if len(self.answers) >= 2 or self.steered > 300:
            return None
        wanted = self._wanted(table.legal(), cast(SantaMariaState, table.state).city, rng)
        if wanted is None:
            return None
        self.steered += 1
        click_action(page, wanted)
        if wanted[0] in ("offer_accept", "offer_decline"):
            self.answers.append(wanted[0].removeprefix("offer_"))
        return list(wanted)

    def _wanted(self, legal: list[Action], city: MayanCity | None, rng: random.Random) -> Action | None:
        by_kind: dict[str, list[Action]] = {}
        for a in legal:
            by_kind.setdefault(a[0], []).append(a)
        if "offer_accept" in by_kind or "offer_decline" in by_kind:
            want = "offer_accept" if not self.answers and "offer_accept" in by_kind else "offer_decline"
            return by_kind[want][0]
        if city is not None and city.offer is not None:   # the City prepares its offer
            if not city.offer.gives and "offer_give" in by_kind:
                return rng.choice(by_kind["offer_give"])
            if not city.offer.asks and "offer_ask" in by_kind:
                return rng.choice(by_kind["offer_ask"])
            ready = by_kind.get("offer_send") or by_kind.get("offer_withdraw")
            return ready[0] if ready else None
        if "offer" in by_kind:
            return rng.choice(by_kind["offer"])
        trades = [a for a in by_kind.get("play", []) if MAYA_CARDS[a[1]][a[2]][0] == "trade"]
        return trades[0] if trades else None


@pytest.mark.parametrize("key", CITY_GAMES)
def test_the_city_and_trade_offers_by_clicks(page: Page, site_url: str, net_log: NetLog, key: str) -> None:
    """A game with the Mayan City played to the end by clicks: the City makes two offers to colonists with the
    offer's buttons, one accepted and one declined, each answered by the colonist after the pass screen named them;
    the log says so."""
    spec = CITY_GAMES[key]
    open_app(page, site_url)
    seed = sum(map(ord, key))
    start_game(page, names=spec.players, seed=seed, game=spec.name, options=spec.options)
    follower = FollowUps(page, spec)
    offers = Offers()
    rng = random.Random(seed)
    moves = 0
    while screen(page) != "over" and moves < 3000:
        if screen(page) == "pass":
            follower(page, "pass")
            state = cast(SantaMariaState, follower.table.state)
            assert state.city is not None
            if state.city.offer is not None and state.deciding == state.city.offer.seat:
                offers.passed_to.append((state.names[state.deciding], page.locator("#pass-title").text_content() or ""))
            confirm_pass(page)
            follower(page, "passed")
            continue
        action = offers.move(page, follower.table, rng) or click_random_target(page, rng, spec.reluctant)
        moves += action is not None
        follower(page, action)
    assert screen(page) == "over", f"no end after {moves} moves"
    assert offers.answers == ["accept", "decline"], offers.answers
    assert len(offers.passed_to) >= 2 and all(title.endswith(f" to {name}") for name, title in offers.passed_to)

    record = the_record(page)
    names = record["players"]
    log = " ".join(page.locator("#log li").all_text_contents())
    assert "accepts the trade: the Mayan City gives" in log and "declines the trade: the Mayan City would give" in log
    kinds = [a[0] for a in record["actions"]]
    # the two steered answers first; random clicks afterwards may make and answer more offers
    answers = [k.removeprefix("offer_") for k in kinds if k in ("offer_accept", "offer_decline")]
    assert answers[:2] == ["accept", "decline"], answers
    assert {"offer_give", "offer_ask", "offer_send"} <= set(kinds)
    session = Session.load(json.dumps(record))
    assert session.game.is_over(session.state) and len(names) == len(spec.players)
    assert unclickable_moves(record) == []
    assert_local_only(net_log, site_url)
