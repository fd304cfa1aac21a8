"""Issue 13 at the table: the log by year or round, the last move and its places marked, and "since your last
turn" after a pass, each as the seat looking may read it (``app.digest``, ``Table.screen``)."""

from __future__ import annotations

import random
import re
from typing import cast

import pytest

from sobremesa.app import digest
from sobremesa.app.table import Table
from sobremesa.core.i18n import text
from sobremesa.games.calimala.data import DISCS
from sobremesa.games.salamanca.state import SalamancaState
from sobremesa.render import compose

SETUPS = {"salamanca": 3, "calimala": 3, "salamandra": 2, "santamaria": 3}
ROUND_WORDS = {"salamanca": "Round", "calimala": "Player round", "salamandra": "Round", "santamaria": "Year"}


def played(game: str, players: int, steps: int, seed: int = 7, confirm: bool = True) -> Table:
    """A table after ``steps`` random moves, each seat confirming its pass screen."""
    table = Table.new(game, [f"P{i}" for i in range(players)], [], {}, seed, "k")
    rng = random.Random(seed)
    for _ in range(steps):
        if table.over:
            break
        if confirm and table.needs_pass():
            table.confirm_pass()
        table.act(rng.choice(table.legal()))
    return table


# --- the log by year or round ----------------------------------------------------------------------------------
def test_the_log_s_lines_are_worded_once_and_follow_an_undo() -> None:
    """``LogEntries.texts``: each entry in the language asked for, the lines kept worded only for the entries
    added since, and worded again after an undo (the entries are made again)."""
    table = played("santamaria", 3, 30)
    log = digest.LogEntries()
    for step in range(6):
        for lang in ("en", "fr"):
            entries, lines = log.texts(table.session, 0, lang)
            assert entries == digest.log_entries(table.session, 0)
            assert lines == [text(line, lang) for _, line in entries]
        if step == 3:
            table.undo()
        elif table.needs_pass():
            table.confirm_pass()
        else:
            table.act(table.legal()[0])


@pytest.mark.parametrize("game", sorted(SETUPS))
def test_the_log_is_the_seat_s_log_with_the_round_of_each_line(game: str) -> None:
    table = played(game, SETUPS[game], 400)
    session = table.session
    for seat in range(SETUPS[game]):
        entries = digest.log_entries(session, seat)
        assert [line for _, line in entries] == session.log(seat)
        numbers = [number for number, _ in entries]
        assert numbers == sorted(numbers) and numbers[0] == 1
        headings = digest.round_headings(session, entries)
        assert [text for _, text in headings] == [f"{ROUND_WORDS[game]} {n}" for n in sorted(set(numbers))]
        assert all(entries[index][0] != entries[index - 1][0] for index, _ in headings[1:])
    assert len(headings) > 1  # 400 moves reach a second round in every game


def test_santa_maria_s_headings_are_its_years() -> None:
    table = played("santamaria", 2, 2000, seed=3)
    assert table.over
    entries = digest.log_entries(table.session, 0)
    assert [text for _, text in digest.round_headings(table.session, entries)] == ["Year 1", "Year 2", "Year 3"]


def test_a_calimala_player_round_is_one_disc_of_each_player() -> None:
    """The rulebook's "player round": each player places one disc in it, the start player first."""
    table = played("calimala", 3, 3000, seed=5)
    assert table.over
    session, round_of = table.session, digest.learn_data("calimala").round_of
    discs: dict[int, list[int]] = {}
    for before, action in zip(session.states, session.record.actions):
        if action[0] == "place":
            seat = session.game.actor(before)
            assert seat is not None
            discs.setdefault(round_of(before), []).append(seat)
    start = session.states[-1].start
    rounds = sorted(discs)
    assert rounds == list(range(1, len(rounds) + 1)) and len(rounds) <= sum(DISCS[3])
    assert all(sorted(discs[n]) == [0, 1, 2] and discs[n][0] == start for n in rounds)


# --- the last move and its places ----------------------------------------------------------------------------------
CHANGED = re.compile(r'\sclass="changed"| changed(?=")')


@pytest.mark.parametrize("game", sorted(SETUPS))
def test_the_last_move_is_named_and_its_places_marked(game: str) -> None:
    table = played(game, SETUPS[game], 0)
    assert table.screen()["mode"] == "pass" or table.screen()["last_move"] == ""
    rng = random.Random(2)
    marked = 0
    for _ in range(40):
        if table.over:
            break
        if table.needs_pass():
            table.confirm_pass()
            table.dismiss_digest()
        action = rng.choice(table.legal())
        line = table.describe(action)
        table.act(action)
        if table.needs_pass():
            continue
        screen = table.screen()
        assert screen["last_move"] == line and screen["log"][-1 - len(table.state.events):][0] == line
        marked += bool(CHANGED.search(screen["board"]))
        # the marks add a class and nothing else: no other seat's hidden part can come through them
        plain = table.game.view(table.state, table.seat())
        assert CHANGED.sub("", screen["board"]) == compose(
            game, plain, table.legal(), table.describe, table.tokens, table.ui, None)["board"]
    assert marked >= 10


def test_a_placed_tile_is_marked_where_it_lies() -> None:
    """Salamanca: the building placed is marked (its cell's group), the rest of the board is not."""
    table = Table.new("salamanca", ["Ana", "Ben", "Cid"], [], {}, 4, "k")
    while cast(SalamancaState, table.state).phase != "expansion" or not any(a[0] == "take" for a in table.legal()):
        table.confirm_pass()
        table.act(table.legal()[0])
    table.act(next(a for a in table.legal() if a[0] == "take"))
    place = next(a for a in table.legal() if a[0] == "place")
    table.act(place)
    board = table.screen()["board"]
    assert 1 <= len(CHANGED.findall(board)) <= 6
    before, after = (digest.elements(markup) for markup in ("<svg><g><rect x='1'/></g></svg>",
                                                             "<svg><g><rect x='1'/><rect x='2'/></g></svg>"))
    assert digest.changed_places(before, after) == [False, False, False, True]


def test_marking_skips_what_is_inside_a_marked_element_and_hover_texts() -> None:
    before = ('<svg viewBox="0 0 9 9"><g transform="t(1)"><circle r="1"/></g><text x="1">3</text>'
              '<g aria-label="space 1"><rect x="1"/></g></svg>')
    after = ('<svg viewBox="0 0 9 12"><g transform="t(2)"><title>moved</title><circle r="1"/></g>'
             '<text x="1">4</text><g aria-label="space 1: Ana"><rect x="1"/><circle r="2"/></g></svg>')
    found = digest.elements(after)
    flags = digest.changed_places(digest.elements(before), found)
    # a grown map (viewBox) and a group drawn elsewhere are not changes; a new text and a space with a new name are,
    # and the new piece inside the space is covered by the space's mark
    assert flags == [False, False, False, True, True, False, True]
    assert digest.mark_changed(after, found, flags) == (
        '<svg viewBox="0 0 9 12"><g transform="t(2)"><title>moved</title><circle r="1"/></g>'
        '<text x="1" class="changed">4</text><g aria-label="space 1: Ana" class="changed"><rect x="1"/>'
        '<circle r="2"/></g></svg>')


def test_a_place_is_compared_by_what_it_shows_not_where_it_is_drawn() -> None:
    """A line inserted at the top moves everything under it; a display drawn wider: nothing else is marked."""
    before = ('<svg><text x="1" y="10">Year 1</text><g aria-label="track 0; here: Ana"><rect y="20" width="9"/>'
              '</g><g aria-label="track 1"><rect y="20" width="9"/></g></svg>')
    after = ('<svg><text x="1" y="10">Year 1</text><text x="1" y="28">Ben follows row 4</text>'
             '<g aria-label="track 0"><rect y="38" width="12"/></g><g aria-label="track 1; here: Ana">'
             '<rect y="38" width="12"/></g></svg>')
    flags = digest.changed_places(digest.elements(before), digest.elements(after))
    assert flags == [False, False, True, True, False, True, False]


# --- since your last turn --------------------------------------------------------------------------------------------
def expected_since(table: Table, seat: int) -> list[str]:
    """The lines of the actions after the seat's last one, as it reads them, none of them its own."""
    session, game = table.session, table.game
    actors = [game.actor(state) for state in session.states[:-1]]
    first = max((i for i, actor in enumerate(actors) if actor == seat), default=-1) + 1
    lines: list[str] = []
    for index in range(first, len(actors)):
        assert actors[index] != seat
        lines.append(game.describe(session.states[index], session.record.actions[index], seat))
        lines.extend(e.text for e in session.states[index + 1].events if e.visible_to(seat))
    return lines


@pytest.mark.parametrize("game, players", [("salamanca", 3), ("calimala", 3), ("calimala", 4)])
def test_after_a_pass_the_digest_lists_exactly_the_others_moves(game: str, players: int) -> None:
    table = played(game, players, 0)
    rng = random.Random(11)
    digests = 0
    for _ in range(150):
        if table.over:
            break
        if table.needs_pass():
            table.confirm_pass()
            seat = table.seat()
            assert seat is not None
            screen = table.screen()
            assert screen["digest"] == expected_since(table, seat)
            digests += bool(screen["digest"])
            table.dismiss_digest()
            assert table.screen()["digest"] == []
        table.act(rng.choice(table.legal()))
        assert table.screen()["digest"] == [] if not table.needs_pass() else True
    assert digests >= 10


def test_the_digest_hides_another_seat_s_drawn_cards() -> None:
    """Calimala: a card drawn is named to its drawer only ("You draw Wood."): the cards the others drew since
    this seat's last turn are not in its digest, only the ones it drew itself."""
    table = played("calimala", 3, 0, seed=5)
    rng = random.Random(5)
    hidden = 0
    for _ in range(400):
        if table.over:
            break
        if table.needs_pass():
            table.confirm_pass()
            seat = table.seat()
            assert seat is not None
            since = digest.last_turn(table.session, seat)
            events = [e for state in table.session.states[(0 if since is None else since + 1) + 1:]
                      for e in state.events if e.text.startswith("You draw")]
            mine = [e.text for e in events if e.visible_to(seat)]
            hidden += len(events) - len(mine)
            assert [line for line in table.screen()["digest"] if line.startswith("You draw")] == mine
        table.act(rng.choice(table.legal()))
    assert hidden > 0


def test_the_digest_names_a_salamanca_exchange_only_to_its_two_players() -> None:
    """Card 6: the third seat reads "a card" where the two players of the exchange read which one."""
    seen = 0
    for seed in range(40):
        table = played("salamanca", 3, 0, seed=seed)
        rng = random.Random(seed)
        for _ in range(120):
            if table.over:
                break
            if table.needs_pass():
                table.confirm_pass()
                seat = table.seat()
                assert seat is not None
                lines = table.screen()["digest"]
                assert lines == expected_since(table, seat)
                swaps = [i for i, a in enumerate(table.session.record.actions) if a[0] in ("take_card", "give_card")]
                since = digest.last_turn(table.session, seat)
                for index in swaps:
                    state = table.session.states[index]
                    if (since is None or index > since) and seat not in _exchange_seats(state):
                        text = table.game.describe(state, table.session.record.actions[index], seat)
                        assert text in lines and "a card" in text
                        seen += 1
            legal = table.legal()
            table.act(next((a for a in legal if a[0] in ("peek", "special")), rng.choice(legal)))
        if seen:
            break
    assert seen > 0


def _exchange_seats(state: SalamancaState) -> set[int]:
    from sobremesa.games.salamanca import special
    return {state.current.seat, special.exchange_partner(state.current)}
