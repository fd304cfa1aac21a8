"""Calimala in words (issue 13): action spaces by their two actions, scoring cards by name, plurals, refusals that
name the choices in words (and a malformed move refused with a sentence, not a crash)."""
from __future__ import annotations

from sobremesa.core.i18n import text
from sobremesa.games.calimala import words
from sobremesa.games.calimala.data import STREET_INDEX
from sobremesa.games.calimala.game import GAME


def test_action_spaces_are_named_by_their_actions() -> None:
    s = GAME.setup(3, 1, {"layout": "first-game"})
    assert words.space_text(s.grid, STREET_INDEX["H1"]) == "the action space of Weave and Ship"
    assert words.space_text(s.grid, STREET_INDEX["V4"]) == "the action space of Contribute and Brick"


def test_lines_the_rules_write() -> None:
    assert words.scored("Lisbon", [("Ana", 3), ("Ben", 1)]) == "Scoring Lisbon: Ana 3 points and Ben 1 point."
    assert words.scored("Troyes", []) == "Scoring Troyes: nobody scores."
    assert words.drew("artwork") == "You draw the Artwork action card."
    assert words.final_scoring(["SC01", "SC07"]) == "Final scoring: Troyes and Palazzo Vecchio."
    assert words.winner(["Ana", "Ben"]) == "Winners: Ana and Ben."


def test_only_its_chooser_reads_a_scoring_card() -> None:
    s = GAME.setup(3, 1)
    chooser = GAME.actor(s)
    assert chooser is not None
    keep = next(a for a in GAME.legal_actions(s) if a[0] == "keep")
    mine = GAME.describe(s, keep, chooser)
    assert mine.endswith(f"keeps {words.scoring_card(keep[1])} secretly.") and "scoring card" in mine
    assert GAME.describe(s, keep, (chooser + 1) % 3).endswith("keeps a scoring card secretly.")


def test_refusals_name_the_choices_in_words() -> None:
    s = GAME.setup(3, 1)
    while s.phase != "take":
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    why = GAME.why_illegal(s, ("take", 99))
    assert why.startswith("That move is not allowed now: ")
    assert "; the choices: takes the " in why and " action card or takes the " in why
    assert "('" not in why and "99" not in why


def test_a_move_is_said_in_the_viewer_s_language_with_its_words_in_their_cases() -> None:
    """Issue 15: the log line is a Message; German puts the action space in the accusative after "auf" and its
    actions after "zwischen", French names the city with its own name."""
    s = GAME.setup(3, 1, {"layout": "first-game"})
    line = words.line("Ana", words.what(s, ("place", "H1", "white"), True))
    assert line == "Ana places a white disc on the action space of Weave and Ship."
    assert text(line, "de") == "Ana setzt eine weiße Scheibe auf das Aktionsfeld zwischen Weben und Verschiffen."
    assert text(words.line("Ben", words.what(s, ("do", "ship", "london", 0), True)), "fr") == (
        "Ben expédie par bateau un cube de drap de l'atelier 1 à Londres.")
    assert text(words.scored("Port cities", [("Ana", 3), ("Ben", 1)]), "es") == (
        "Puntuación de Ciudades portuarias: Ana 3 puntos y Ben 1 punto.")
    assert text(words.winner(["Ana", "Ben"]), "it") == "Vincono: Ana e Ben."


def test_a_refusal_names_the_choices_with_the_language_s_or() -> None:
    s = GAME.setup(3, 1)
    while s.phase != "take":
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    why = text(GAME.why_illegal(s, ("take", 99)), "de")
    assert why.startswith("Jetzt nicht erlaubt: Dieser Zug. ")
    assert " oder nimmt die Aktionskarte " in why and "{" not in why
