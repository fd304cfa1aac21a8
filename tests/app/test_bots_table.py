"""Computer players at the table (issue 12): the record says who they are, the device is passed only between
people, the public view shows while they move, undo goes back to a person's decision, a late answer is dropped."""

from __future__ import annotations

import json

import pytest

from sobremesa.app import computer
from sobremesa.app.form import check_form, form_values, new_table
from sobremesa.app.table import Table
from sobremesa.core import IllegalAction, LoadError, Record, Session
from sobremesa.games import listing
from sobremesa.render.screens import form_html

NAMES = ["Ana", "Ben", "Cid"]
COLOURS = ["red", "blue", "green"]


def table(game: str, bots: dict[int, str], players: int = 3, seed: int = 4) -> Table:
    return Table.new(game, NAMES[:players], COLOURS[:players], {}, seed, "k", "", bots)


def bot_moves(t: Table) -> int:
    """Play the computer players' moves until a person is to move (as the worker and the glue would)."""
    done = 0
    while (request := t.bot_request()) is not None:
        assert t.bot_reply(json.loads(computer.think(json.dumps(request))))
        done += 1
    return done


def human_move(t: Table) -> None:
    t.confirm_pass()
    t.act(t.legal()[0])


# --- the record -----------------------------------------------------------------------------------------
def test_the_record_names_the_computer_players_and_their_levels() -> None:
    t = table("salamandra", {1: "medium", 2: "hard"})
    data = json.loads(t.record_json())
    assert data["bots"] == {"1": "medium", "2": "hard"}
    again = Table.load(t.record_json(), "k2")
    assert again.bots == {1: "medium", 2: "hard"}
    assert t.rematch(9, "k3").bots == {1: "medium", 2: "hard"}


def test_a_record_without_computer_players_has_no_bots_entry_and_old_records_load() -> None:
    t = table("salamandra", {})
    data = json.loads(t.record_json())
    assert "bots" not in data
    assert Table.load(json.dumps(data), "k").bots == {}


@pytest.mark.parametrize(("bots", "reason"), [
    ({"3": "easy"}, "seat '3' the game does not have"),
    ({"x": "easy"}, "seat 'x' the game does not have"),
    ({"1": "expert"}, "the levels are easy, medium, hard"),
    ({"1": 2}, "has the level 2"),
    ({"0": "easy", "1": "easy", "2": "easy"}, "at least one must be a person"),
    (["1"], "The computer players should be an object"),
])
def test_a_bad_computer_players_entry_is_refused_with_the_reason(bots: object, reason: str) -> None:
    data = json.loads(table("salamandra", {}).record_json())
    with pytest.raises(LoadError, match=reason):
        Record.from_dict({**data, "bots": bots})


def test_a_new_session_checks_its_computer_players_too() -> None:
    with pytest.raises(LoadError, match="at least one must be a person"):
        Session.new("salamandra", NAMES[:2], 1, None, None, {0: "easy", 1: "easy"})


# --- the form ---------------------------------------------------------------------------------------
def test_the_form_offers_human_or_computer_for_every_seat_but_not_in_a_solo_game() -> None:
    games = listing()
    values = form_values(games, {"game": "salamanca", "count": 3, "seats": ["human", "hard", "bogus"]})
    assert values["seats"] == ["human", "hard", "human"]
    html = form_html(games, values)
    assert html.count('name="seat"') == 3 and ">Computer (medium)</option>" in html and ">Human</option>" in html
    assert '<option value="hard" selected>Computer (hard)</option>' in html
    solo = form_values(games, {"game": "salamandra", "count": 1, "seats": ["easy"]})
    assert solo["seats"] == ["human"] and 'name="seat"' not in form_html(games, solo)
    assert form_values(games, {**values, "count": 4})["seats"] == ["human", "hard", "human", "human"]


def test_the_form_needs_a_human_and_makes_the_table_with_its_computer_players() -> None:
    games = listing()
    values = form_values(games, {"game": "calimala", "count": 3, "seats": ["easy", "medium", "easy"]})
    assert "at least one of them a human" in check_form(values)
    values["seats"][2] = "human"
    assert check_form(values) == ""
    t = new_table(games, values, 5, "k")
    assert t.bots == {0: "easy", 1: "medium"}


# --- passing the device -----------------------------------------------------------------------------
def test_while_a_computer_player_moves_the_public_view_shows_and_nobody_can_click() -> None:
    t = table("salamanca", {1: "easy"}, seed=5)  # hides each seat's money; Ana begins
    assert t.pass_to() == 0
    human_move(t)
    while t.actor == 0:
        t.act(t.legal()[0])
    assert t.bot_to_move() == 1 and t.pass_to() is None and t.seat() is None and t.legal() == []
    screen = t.screen()
    assert screen["mode"] == "play" and screen["seat"] is None and screen["prompt"] == "Ben is thinking…"
    assert "data-action" not in screen["board"] + screen["side"] + screen["buttons"]
    with pytest.raises(IllegalAction, match="Ben is a computer player"):
        t.act(t.game.legal_actions(t.state)[0])
    bot_moves(t)
    assert t.actor == 2 and t.pass_to() == 2 and t.screen()["mode"] == "pass"  # between two people: pass


def test_a_human_back_after_the_computer_players_needs_no_pass_and_reads_what_they_did() -> None:
    t = table("salamanca", {1: "easy", 2: "easy"}, seed=5)
    human_move(t)
    while t.actor == 0:
        t.act(t.legal()[0])
    assert bot_moves(t) > 0
    assert t.actor == 0 and t.pass_to() is None and t.seat() == 0 and t.legal()
    assert t.since_last and any("Ben" in line for line in t.since_last)


def test_in_an_open_game_the_view_is_the_humans_and_the_computers_move_without_a_pass() -> None:
    t = table("salamandra", {0: "easy"})  # the computer player begins
    assert t.viewer is None and t.bot_to_move() == 0 and t.pass_to() is None
    bot_moves(t)
    assert t.viewer == t.actor and t.seat() in (1, 2) and t.legal()


# --- undo and late answers ------------------------------------------------------------------------------
def test_undo_takes_back_the_computer_players_moves_and_the_last_human_decision() -> None:
    t = table("salamandra", {1: "easy", 2: "easy"})
    human_move(t)
    while t.actor == 0:
        t.act(t.legal()[0])
    before_bots = len(t.session.record.actions)
    bot_moves(t)
    assert len(t.session.record.actions) > before_bots and t.can_undo()
    seat0_turns = [i for i, s in enumerate(t.session.states[:-1]) if t.game.actor(s) == 0]
    t.undo()
    assert len(t.session.record.actions) == seat0_turns[-1] and t.actor == 0 and t.bot_to_move() is None


def easy_players_answer() -> tuple[Table, dict]:
    """A 2-player Salamandra table whose computer player (easy) is to move, and the worker's answer to it."""
    t = table("salamandra", {1: "easy"}, players=2)
    while t.actor == 0:
        human_move(t)
    request = t.bot_request()
    assert request is not None
    return t, json.loads(computer.think(json.dumps(request)))


def test_undo_during_a_computer_players_turn_drops_its_late_answer() -> None:
    t, reply = easy_players_answer()
    done = len(t.session.record.actions)
    t.undo()
    assert len(t.session.record.actions) == done - 1 and t.actor == 0
    assert t.bot_reply(reply) is False and len(t.session.record.actions) == done - 1
    t.act(t.legal()[0])  # the same move again: the same moment of the game, another request
    assert t.bot_request() is not None and t.bot_reply(reply) is False


def test_an_answer_for_another_table_is_dropped_and_an_illegal_one_refused() -> None:
    t, reply = easy_players_answer()
    other = Table.load(t.record_json(), "another key")
    assert other.bot_reply(reply) is False
    with pytest.raises(IllegalAction, match="Ben chose a move that is not allowed now"):
        t.bot_reply({**reply, "action": ["no such move"]})
    assert t.bot_reply(reply) is True


def test_nothing_to_undo_when_only_the_computer_players_have_moved() -> None:
    t = table("salamandra", {0: "easy"})
    assert not t.can_undo()
    bot_moves(t)
    assert not t.can_undo()
    with pytest.raises(IllegalAction, match="only the computer players have moved"):
        t.undo()


def test_undo_stops_at_a_computer_players_draw() -> None:
    for seed in range(1, 40):
        t = table("salamandra", {1: "easy"}, players=2, seed=seed)
        while not t.over:
            if t.bot_to_move() is None:
                human_move(t)
                continue
            bot_moves(t)
            drawn = [i for i in range(len(t.session.states) - 1, 0, -1)
                     if t.session.states[i].barrier and t.game.actor(t.session.states[i - 1]) == 1]
            if drawn and drawn[0] > max(i for i, s in enumerate(t.session.states[:-1]) if t.game.actor(s) == 0):
                with pytest.raises(IllegalAction, match="Ben's move drew at random"):
                    t.undo()
                assert not t.can_undo()
                return
    pytest.fail("no computer player's move drew at random in 40 games")


# --- the worker's side ----------------------------------------------------------------------------------
def test_think_answers_a_legal_move_reproducibly_and_follows_the_game() -> None:
    t = table("santamaria", {1: "medium", 2: "easy"})
    human_move(t)
    while t.actor == 0:
        t.act(t.legal()[0])
    asked = t.bot_request()
    assert asked is not None
    request = {**asked, "iterations": 20}
    first = computer.choose(request)
    assert first["id"] == t.request_id() and first["iterations"] in (None, 20)
    assert tuple(first["action"]) in t.game.legal_actions(t.state)
    computer._CACHE.clear()  # replayed from the record: the same move
    assert computer.choose(request)["action"] == first["action"]
    with pytest.raises(ValueError, match="not a computer player"):
        computer.choose({**request, "level": "hard"})


def test_the_pace_setting() -> None:
    assert computer.pace_ms("slow") > computer.pace_ms("normal") > computer.pace_ms("fast") > 0
    assert computer.pace_ms(None) == computer.pace_ms(computer.DEFAULT_PACE)
