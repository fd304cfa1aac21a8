"""The table's shell on CPython: the end screen (score by category, Rematch, New game, solo wording), undo
after the end, the address of a table, an import that is already saved, and the live game log."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import pytest

from sobremesa import render
from sobremesa.app.nav import fragment_for, games_named, key_from_fragment, record_game
from sobremesa.app.saves import SAVE_PREFIX, Match, already_saved, same_game
from sobremesa.app.table import UNDO_AFTER_END, Table, log_change
from sobremesa.core import IllegalAction, Outcome, Record, Session, share
from sobremesa.core.fuzz import play_random
from sobremesa.games import get
from sobremesa.render.screens import breakdown_html, heading, scores_html

TOKENS = render.tokens_for([], 5)


def finished_table(game: str, players: int, seed: int, options: dict | None = None) -> Table:
    session = play_random(get(game), players, seed=seed, check=False, options=options)
    table = Table.load(session.record.to_json(), SAVE_PREFIX + "1-done")
    assert table.over
    return table


# --- the score by category comes from the engine ------------------------------------------------------
@pytest.mark.parametrize(("game", "players"), [("salamanca", 3), ("calimala", 4), ("calimala", 2),
                                               ("salamandra", 3), ("salamandra", 1)])
def test_categories_add_up_to_the_scores_over_several_games(game: str, players: int) -> None:
    for seed in range(4):
        outcome = get(game).outcome(play_random(get(game), players, seed=seed, check=False).state)
        assert outcome is not None and outcome.categories
        totals = [sum(points[p] for _, points in outcome.categories) for p in range(players)]
        assert totals == list(outcome.scores)
        assert all(v >= 0 for _, points in outcome.categories[1:] for v in points)


def test_calimala_categories_are_the_tiles_then_each_scoring_card() -> None:
    state = play_random(get("calimala"), 3, seed=5, check=False).state
    outcome = get("calimala").outcome(state)
    assert outcome is not None
    names = [name for name, _ in outcome.categories]
    assert names[0] == "Scoring tiles during the game"
    assert all(n.startswith("Scoring card: ") for n in names[1:]) and len(names) > 1


def test_salamandra_categories_follow_its_final_scoring() -> None:
    state = play_random(get("salamandra"), 2, seed=3, check=False).state
    outcome = get("salamandra").outcome(state)
    assert outcome is not None
    categories = dict(outcome.categories)
    assert list(categories) == ["Victory points during the game", "Spellbooks", "Faith majorities", "Unused scrolls"]
    assert categories["Unused scrolls"] == tuple(state.final[p]["scrolls"] for p in range(2))


# --- the end screen -----------------------------------------------------------------------------------------
def test_end_screen_shows_the_winner_the_buttons_and_the_breakdown() -> None:
    names = ["Ana", "<b>Ben</b>", "Cid"]
    outcome = Outcome(winners=(1,), scores=(7, 9, 3), categories=(("Doubloons", (4, 6, 3)), ("Bonus", (3, 3, 0))))
    markup = scores_html(outcome, names, TOKENS)
    assert '<h2 id="end-title">&lt;b&gt;Ben&lt;/b&gt; wins!</h2>' in markup
    assert 'id="rematch"' in markup and 'id="new-game-button"' in markup
    assert "<th scope=\"col\">Rank</th>" in markup and markup.count('class="winner"') == 1
    assert "<caption>Score by category</caption>" in markup
    rows = re.findall(r'<tr(?: class="total")?><th scope="row">([^<]*)</th>((?:<td class="num">\d+</td>)+)</tr>',
                      markup)
    assert [(name, re.findall(r"\d+", cells)) for name, cells in rows] == [
        ("Doubloons", ["4", "6", "3"]), ("Bonus", ["3", "3", "0"]), ("Total", ["7", "9", "3"])]
    assert "<b>" not in markup


def test_end_screen_works_without_categories() -> None:
    markup = scores_html(Outcome(winners=(0, 1), scores=(5, 5)), ["Ana", "Ben"], TOKENS)
    assert "share the win" in markup and "Score by category" not in markup
    assert breakdown_html(Outcome(winners=(0,), scores=(5,)), ["Ana"], TOKENS) == ""


@pytest.mark.parametrize("won", [True, False])
def test_solo_end_is_won_or_lost_against_the_goal_never_a_rank(won: bool) -> None:
    goal = "Score 120 points or more."
    outcome = Outcome(winners=(0,) if won else (), scores=(97,), won=won, goal=goal,
                      categories=(("During the game", (90,)), ("Final", (7,))))
    markup = scores_html(outcome, ["Ana"], TOKENS)
    assert f'<h2 id="end-title">Ana {"won" if won else "lost"}: 97 points.</h2>' in markup
    assert f'<p class="goal">Goal: {goal}</p>' in markup
    assert "Rank" not in markup and "<td>1</td>" not in markup
    assert heading(outcome, ["Ana"]) == f"Ana {'won' if won else 'lost'}: 97 points. Goal: {goal}"


def test_a_finished_solo_game_says_won_or_lost() -> None:
    table = finished_table("salamandra", 1, seed=2, options={"level": 1})
    screen = table.screen()
    outcome = table.game.outcome(table.state)
    assert screen["mode"] == "over" and outcome is not None and outcome.won is not None
    name = render.esc(table.names[0])
    assert f'<h2 id="end-title">{name} {"won" if outcome.won else "lost"}: {outcome.scores[0]} points.</h2>' \
        in screen["scores"]
    assert "Rank" not in screen["scores"] and "Goal:" in screen["scores"]


# --- undo after the end, rematch ----------------------------------------------------------------------------
def test_no_undo_once_the_game_is_over() -> None:
    table = finished_table("salamandra", 2, seed=4)  # a game with no barrier at its last action
    assert not table.can_undo() and not table.screen()["can_undo"]
    with pytest.raises(IllegalAction, match="game is over"):
        table.undo()
    assert table.over and UNDO_AFTER_END.startswith("The game is over")


def test_rematch_keeps_players_colours_and_options_with_a_new_seed() -> None:
    table = Table.new("salamandra", ["Ana", "Ben"], ["green", "pink"], {}, 7, "k1")
    again = table.rematch(8, "k2", "2026-01-01T10:00")
    record, other = table.session.record, again.session.record
    assert (other.game, other.players, other.options) == (record.game, record.players, record.options)
    assert other.meta["colours"] == ["green", "pink"] and other.seed == 8 and other.actions == []
    assert again.key == "k2" and other.meta["started"] == "2026-01-01T10:00"
    options = {"layout": "first-game"}
    cali = Table.new("calimala", ["A", "B", "C"], [], options, 1, "k3").rematch(2, "k4")
    assert cali.session.record.options["layout"] == "first-game"


# --- the address of a table ------------------------------------------------------------------------------------
def test_a_table_has_an_address_and_back() -> None:
    key = SAVE_PREFIX + "1733040000000-0af3"
    assert fragment_for(key) == "#table=1733040000000-0af3"
    assert key_from_fragment(fragment_for(key)) == key
    assert key_from_fragment("#table=1733040000000%2D0af3") == key  # quoted as another page may have quoted it
    assert fragment_for(SAVE_PREFIX + "a b/ü") == "#table=a%20b%2F%C3%BC"  # never made here, and quoted all the same
    for other in ("", "#", "#table=", "#other=1", "#table=a b", "#table=%3Cscript%3E", "#table=" + "x" * 81):
        assert key_from_fragment(other) is None, other


def test_an_address_names_the_games_it_needs_first() -> None:
    """Each game is a part of the engine the page fetches when it needs it (issue 16): How to play's game, a share
    link's, a saved table's; nothing for the start page, a rule example (its record says once fetched), or what cannot
    be read, whose loading says why."""
    session = play_random(get("calimala"), 3, seed=2, check=False)
    saves = {SAVE_PREFIX + "1-a": session.record.to_json(), SAVE_PREFIX + "1-b": "{not json", SAVE_PREFIX + "1-c": "[]"}
    games = ["calimala", "salamanca"]
    for fragment, needed in (("#learn=salamanca", ["salamanca"]), ("#learn=chess", []), ("#table=1-a", ["calimala"]),
                             ("#table=1-b", []), ("#table=1-c", []), ("#table=1-gone", []), ("", []),
                             ("#example=one&step=2", []), ("#" + share.encode(session), ["calimala"]),
                             ("#" + share.encode(session)[:-9], [])):
        assert games_named(fragment, games, saves.get) == needed, fragment
    assert record_game('{"game": 3}') is None and record_game(None) is None
    assert record_game(saves[SAVE_PREFIX + "1-a"]) == "calimala"


# --- an import that is already saved -------------------------------------------------------------------------
def record_text(actions: int, seed: int = 3, players: Sequence[str] = ("Ana", "Ben", "Cid"),
                meta: dict[str, Any] | None = None) -> str:
    session = Session.new("salamanca", list(players), seed, {}, meta or {})
    played = play_random(get("salamanca"), 3, seed=seed, check=False).record.actions
    assert session.record.players == list(players)
    for action in played[:actions]:
        session.apply(action)
    return session.record.to_json()


def test_already_saved_means_the_same_game_at_another_point() -> None:
    saved = [(SAVE_PREFIX + "2-b", record_text(10)), (SAVE_PREFIX + "1-a", record_text(4, meta={"colours": ["blue"]}))]
    # the same game, not as far: the furthest save opens as it is
    assert already_saved(record_text(6), saved) == already_saved(record_text(10), saved)
    match = already_saved(record_text(6), saved)
    assert match is not None and match.key == SAVE_PREFIX + "2-b" and not match.replace
    # further along than every save: the furthest save takes the imported record
    match = already_saved(record_text(12), saved)
    assert match is not None and match.key == SAVE_PREFIX + "2-b" and match.replace
    # another seed, other players, other options or a history that parted: a new save
    assert already_saved(record_text(6, seed=4), saved) is None
    assert already_saved(record_text(6, players=("Ana", "Ben", "Dora")), saved) is None
    parted = Session.load(record_text(5))
    taken = Record.from_json(record_text(10)).actions[5]
    parted.apply(next(a for a in parted.game.legal_actions(parted.state) if a != taken))
    assert already_saved(parted.record.to_json(), saved[:1]) is None
    # ... though it still goes on from the 4-action save, which takes it
    assert already_saved(parted.record.to_json(), saved) == Match(SAVE_PREFIX + "1-a", replace=True)
    # damaged saves and files never match
    assert already_saved("{broken", saved) is None
    assert already_saved(record_text(6), [(SAVE_PREFIX + "3-x", "{broken")]) is None


def test_same_game_ignores_meta_but_not_the_options() -> None:
    a = Record.from_json(record_text(3, meta={"colours": ["blue", "green", "pink"]}))
    b = Record.from_json(record_text(5))
    assert same_game(a, b) and same_game(b, a)
    c = Record.from_json(record_text(5))
    c.options = {"start_tiles": "random"}
    assert not same_game(a, c)


# --- the live game log ---------------------------------------------------------------------------------------------
def test_log_change_appends_only_what_is_new() -> None:
    assert log_change([], ["a", "b"]) == (0, ["a", "b"])
    assert log_change(["a", "b"], ["a", "b", "c"]) == (2, ["c"])
    assert log_change(["a", "b", "c"], ["a", "b"]) == (2, [])  # undo: lines removed, nothing read out
    assert log_change(["a", "secret of Ana", "c"], ["a", "b", "c"]) == (1, ["b", "c"])
    assert log_change(["x"], []) == (0, [])


def test_the_log_after_a_pass_is_exactly_the_new_seats() -> None:
    """Calimala's drawn scoring cards are logged for their owner only: after the device passes, the lines on
    screen are the new seat's log, whatever the previous seat saw."""
    table = Table.new("calimala", ["Ana", "Ben", "Cid"], [], {}, 5, "k")
    shown: list[str] = []
    private_seen = 0
    seats_seen = set()
    for _ in range(400):
        if table.over:
            break
        if table.needs_pass():
            table.confirm_pass()
        screen = table.screen()
        keep, add = log_change(shown, screen["log"])
        shown = shown[:keep] + add
        assert shown == table.session.log(table.seat())
        private_seen += sum(1 for line in shown if line.startswith("You draw"))
        seats_seen.add(table.seat())
        table.act(table.legal()[0])
    assert private_seen > 0 and len(seats_seen) == 3
