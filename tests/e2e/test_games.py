"""Whole games of Calimala, Salamandra and Santa Maria by clicks in Chromium, solo games included (Santa Maria
also with American Kingdoms and its Modules A and B).

Each game starts from the new-game form, passes the device when asked and clicks targets chosen at
random among those on screen until the end screen. A table model on CPython follows every click (so
each click was a legal move) and checks what the page shows: nothing of the previous seat after a
pass screen, no face-down component anywhere, the score table of the engine replaying the record.
"""
from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pytest
from e2e_helpers import (
    NetLog,
    actions_done,
    assert_local_only,
    markup_text,
    open_app,
    play_steps,
    screen,
    start_game,
    the_record,
    unclickable_moves,
)
from playwright.sync_api import Page, expect

from sobremesa.app.table import Table
from sobremesa.core import Session, State
from sobremesa.games import get
from sobremesa.games.calimala.data import SCORING_CARDS
from sobremesa.games.calimala.state import CalimalaState

TABLE_PARTS = ("#board", "#side-info", "#log", "#actions", "#scores")


# --- what each game hides, as text that must not be in the page ----------------------------------------
Hidden = Callable[[Any, int | None], list[str]]
"""What a seat may not see of a state, as the texts the page would show."""


def calimala_hidden(s: CalimalaState, seat: int | None) -> list[str]:
    """Other seats' secret scoring cards (kept until the end; to be laid out while cards are chosen)."""
    if s.phase == "over":
        return []
    out = [f"kept: {SCORING_CARDS[c][0]}" for p, cards in enumerate(s.kept) if p != seat for c in cards]
    if s.phase == "cards":
        out += [f"laid out: {SCORING_CARDS[c][0]}" for p, cards in enumerate(s.shown) if p != seat for c in cards]
        out += [f"{verb} {SCORING_CARDS[c][0]}" for p, d in enumerate(s.dealt) if p != seat for c in d
                for verb in ("Keep", "Lay out")]
    return out


def declared_hidden(game_name: str) -> Hidden:
    """The components of every part the game declares hidden from the seat (``Game.secrets``): face-down
    piles of Salamandra and Santa Maria, as the ids the page would show if it showed them."""
    game = get(game_name)

    def hidden(s: State, seat: int | None) -> list[str]:
        out: list[str] = []
        for secret in game.secrets(s):
            if seat in secret.seen_by or secret.pool == "number":
                continue
            part: Any = s
            for key in secret.path:
                part = getattr(part, key) if isinstance(key, str) and not isinstance(part, dict) else part[key]
            out += [item for item in part if isinstance(item, str)]
        return out

    return hidden


def solo_won(session: Session[Any]) -> bool:
    outcome = session.game.outcome(session.state)
    return bool(outcome and outcome.won)


@dataclass(frozen=True)
class Setup:
    name: str
    players: tuple[str, ...]
    hidden: Hidden
    options: dict[str, Any] | None = None
    reluctant: tuple[str, ...] = ()   # action kinds that end a seat's round: clicked one time in ten


GAMES = {
    "calimala-3": Setup("calimala", ("Ana", "Ben", "Cid"), calimala_hidden),
    "salamandra-2": Setup("salamandra", ("Ana", "Ben"), declared_hidden("salamandra"), reluctant=("pass",)),
    "salamandra-solo": Setup("salamandra", ("Ana",), declared_hidden("salamandra"), {"level": 2}, ("pass",)),
    "santamaria-2": Setup("santamaria", ("Ana", "Ben"), declared_hidden("santamaria"), reluctant=("withdraw",)),
    "santamaria-solo": Setup("santamaria", ("Ana",), declared_hidden("santamaria"), reluctant=("withdraw",)),
    # American Kingdoms with Module A (the governor) and Module B (the specialists); and the expansion solo
    "santamaria-ak-4": Setup("santamaria", ("Ana", "Ben", "Cid", "Dee"), declared_hidden("santamaria"),
                             {"american_kingdoms": True, "governor": True, "specialists": True}, ("withdraw",)),
    "santamaria-ak-solo": Setup("santamaria", ("Ana",), declared_hidden("santamaria"), {"american_kingdoms": True},
                                ("withdraw",)),
}


# --- the new-game form -------------------------------------------------------------------------------------
def check_form(page: Page, game_name: str, players: int) -> None:
    """The form offers every player count of the game, and each option only for the counts it applies to
    (Rudolph's level only solo); it is left at ``players``."""
    game = get(game_name)
    page.select_option("#new-game-form select[name=game]", game_name)
    counts = page.locator("#new-game-form select[name=count] option").evaluate_all("os => os.map(o => o.value)")
    assert counts == [str(n) for n in range(game.min_players, game.max_players + 1)] and str(players) in counts
    for count in [*range(game.min_players, game.max_players + 1), players]:
        page.select_option("#new-game-form select[name=count]", str(count))
        shown = page.locator("#new-game-form select[name=option]").evaluate_all("ss => ss.map(s => s.dataset.key)")
        assert shown == [o.key for o in game.options if not o.players or count in o.players], (count, shown)


# --- following the game on CPython, click by click -----------------------------------------------------------
_PAGE_JS = """([parts, hidden, full]) => ({
    screen: document.body.dataset.screen,
    filled: parts.filter(p => document.querySelector(p).innerHTML !== ''),
    secrets: [...document.querySelectorAll('.secret')].map(e => e.textContent),
    shown: hidden ? document.getElementById('table').innerHTML.match(new RegExp(hidden, 'g')) || [] : [],
    text: full && document.querySelector('#board').textContent + document.querySelector('#side-info').textContent,
    log: full && [...document.querySelectorAll('#log li')].map(li => li.textContent)})"""


def any_of(words: Sequence[str]) -> str | None:
    """A regular expression (JavaScript's too) for any of the words, as whole words."""
    return r"(?<![\w-])(?:" + "|".join(re.escape(w) for w in words) + r")(?![\w-])" if words else None


class Follower:
    """A table model on CPython that takes each clicked move, and the checks of each screen against it."""

    def __init__(self, page: Page, spec: Setup) -> None:
        self.spec = spec
        self.table = Table.load(json.dumps(the_record(page)), "mirror")
        self.secrets: list[str] = []  # the hidden texts (class "secret") the device holder saw last
        self.passes = self.secrets_seen = 0

    def __call__(self, page: Page, event: object) -> None:
        t = self.table
        if isinstance(event, list):
            t.act(tuple(event))  # refused unless it is a legal move of the seat holding the device
        elif event == "passed":
            t.confirm_pass()
            self.passes += 1
        hidden = any_of(self.spec.hidden(t.state, t.seat()))
        seen = page.evaluate(_PAGE_JS, [TABLE_PARTS, hidden, event == "passed"])
        assert seen["shown"] == [], f"the page shows what seat {t.seat()} may not see: {seen['shown']}"
        expected = "pass" if t.needs_pass() else "over" if t.over else "play"
        assert seen["screen"] == expected
        if expected == "pass":  # nothing of any seat, nor what the previous one saw of its own
            assert seen["filled"] == [] and seen["secrets"] == []
            text = page.evaluate("document.body.textContent")
            assert [s for s in self.secrets if s in text] == []
            return
        if event == "passed":  # the new seat's own table and log, exactly as drawn from its view
            drawn = t.screen()
            assert seen["text"] == markup_text(drawn["board"] + drawn["side"]) and seen["log"] == drawn["log"]
        self.secrets = [s for s in seen["secrets"] if s.strip()]
        self.secrets_seen += bool(self.secrets)


# --- the games ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("key", GAMES)
def test_whole_game_by_clicks(page: Page, site_url: str, net_log: NetLog, key: str) -> None:
    spec = GAMES[key]
    open_app(page, site_url)
    check_form(page, spec.name, len(spec.players))
    seed = sum(map(ord, key))
    start_game(page, names=spec.players, seed=seed, game=spec.name, options=spec.options)
    follower = Follower(page, spec)
    if screen(page) == "pass":
        follower(page, "pass")
    moves = play_steps(page, random.Random(seed), 3000, reluctant=spec.reluctant, watch=follower)
    assert screen(page) == "over", f"no end after {len(moves)} moves"
    assert (follower.passes and follower.secrets_seen) or not get(spec.name).has_secrets

    # the score table is the engine's, replaying the saved record on CPython
    record = the_record(page)
    session = Session.load(json.dumps(record))
    assert session.game.is_over(session.state)
    assert len(record["actions"]) == len(moves) == actions_done(page)
    rows = page.locator("#scores table.ranking tbody tr").evaluate_all(
        "trs => trs.map(tr => [tr.querySelector('th').textContent.trim(), Number(tr.cells[tr.cells.length - 1]"
        ".textContent), tr.className])")
    names, scores = record["players"], session.game.scores(session.state)
    assert {name: score for name, score, _ in rows} == dict(zip(names, scores)) and len(rows) == len(names)
    heading = page.locator("#scores h2")
    if len(names) == 1:  # solo: won or lost, as the engine says
        winners = names if solo_won(session) else []
        expect(heading).to_contain_text(re.compile(r"\bwon\b" if winners else r"\blost\b"))
    else:  # the engine's winners, after its tie-breaks (Calimala: the council; Santa Maria: coins left)
        winners = [names[p] for p in session.game.winners(session.state)]
        expect(heading).to_have_text(f"{winners[0]} wins!" if len(winners) == 1 else re.compile("share the win"))
    assert [(name in winners, cls) for name, _, cls in rows] == \
        [(True, "winner")] * len(winners) + [(False, "")] * (len(rows) - len(winners))  # winners first, marked
    # every legal move of the game had a target: on screen, or behind a selection on screen
    assert unclickable_moves(record) == []
    assert_local_only(net_log, site_url)
