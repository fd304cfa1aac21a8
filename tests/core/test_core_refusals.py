"""The engine's own refusals in the viewer's language (issue 15): a file that is not a save, a record that does not
load, players and options a game refuses, undo refused, a move not allowed now — each a Message of ``locale/core``,
whose English stays what it was."""

from __future__ import annotations

import pytest

from sobremesa.core import serial
from sobremesa.core.errors import IllegalAction, LoadError
from sobremesa.core.i18n import Message, reason, text
from sobremesa.core.record import Record, Session
from sobremesa.games import get


def refused(error: BaseException, lang: str) -> str:
    return text(reason(error), lang)


def test_a_file_that_is_not_a_save_is_refused_in_the_language() -> None:
    with pytest.raises(LoadError) as empty:
        serial.loads(" ")
    assert str(empty.value) == "The file is empty." and refused(empty.value, "de") == "Die Datei ist leer."
    with pytest.raises(LoadError) as twice:
        serial.loads('{"a": 1, "a": 2}')
    assert refused(twice.value, "fr") == "Le fichier nomme 'a' deux fois."
    with pytest.raises(LoadError) as kind:
        Record.from_dict([])
    assert str(kind.value) == "The record should be an object, not a list."
    assert refused(kind.value, "es") == "El registro: debería ser un objeto, no una lista."


def test_json_that_does_not_parse_is_placed_by_line_and_column_in_the_language() -> None:
    """Python's parser says why in English ("Expecting value"): the message keeps only where, in numbers."""
    with pytest.raises(LoadError) as broken:
        serial.loads('{"players":\n  ["Ana",, "Ben"]}')
    assert str(broken.value) == "The file is not valid JSON (line 2, column 10); it may be truncated or edited."
    assert refused(broken.value, "de") == ("Die Datei ist kein gültiges JSON (Zeile 2, Spalte 10); sie ist vielleicht "
                                           "gekürzt oder bearbeitet.")
    assert "Expecting" not in refused(broken.value, "it")


def test_a_position_s_field_is_named_by_its_path_in_the_file_with_the_language_s_words() -> None:
    """A position's fields are named as the file spells them (the same in every language), the rest in words."""
    with pytest.raises(LoadError) as field:
        serial.expect(None, list, serial.at("seats[2].hand"))
    assert str(field.value) == "The entry seats[2].hand should be a list, not null."
    assert refused(field.value, "fr") == "L'entrée seats[2].hand\u00a0: devrait être une liste, pas null."
    with pytest.raises(LoadError) as number:
        serial.expect(1.5, int, serial.at("round"))
    assert refused(number.value, "de") == "Der Eintrag round: erwartet eine ganze Zahl, nicht eine Dezimalzahl."


def test_players_and_options_a_game_refuses_are_said_in_the_language() -> None:
    game = get("calimala")
    with pytest.raises(LoadError) as count:
        game.setup(7, 1)
    assert str(count.value) == "Calimala is for 2 to 5 players, not 7."
    assert refused(count.value, "it") == "Calimala è per 2-5 giocatori, non per 7."
    with pytest.raises(LoadError) as option:
        game.setup(3, 1, {"layout": "x"})
    assert str(option.value) == "Option 'Action tiles' cannot be 'x'; choose one of ['random', 'first-game']."
    assert refused(option.value, "de").startswith("Die Option „Aktionsplättchen“ kann nicht 'x' sein")


def test_undo_and_a_record_s_illegal_action_are_refused_in_the_language() -> None:
    session = Session.new("calimala", ["Ana", "Ben"], 1)
    with pytest.raises(IllegalAction) as undo:
        session.undo()
    assert refused(undo.value, "fr") == "Il n'y a rien à annuler."
    record = Record.from_dict({**session.record.to_dict(), "actions": [["take", "nothing"]]})
    with pytest.raises(LoadError) as illegal:
        Session(record)
    assert str(illegal.value).startswith("Action 1 of the record (['take', 'nothing']) is illegal: ")
    assert refused(illegal.value, "de").startswith("Aktion 1 der Aufzeichnung (['take', 'nothing']) ist nicht "
                                                   "erlaubt: Jetzt nicht erlaubt: ")


def test_a_move_not_allowed_now_keeps_the_game_s_words() -> None:
    message = Message("core.not_allowed", move="Ana passes", prompt=Message("core.to_play", name="Ben"))
    assert message == "Ana passes is not allowed now. Ben to play."
    assert text(message, "es") == "No está permitido ahora: Ana passes. Juega Ben."
