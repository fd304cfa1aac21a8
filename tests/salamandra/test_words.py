"""Salamandra in words (issue 13): components by the rulebook's names, places told from the temple, plurals."""
from __future__ import annotations

from sobremesa.core.i18n import text
from sobremesa.games.salamandra import words
from sobremesa.games.salamandra.game import GAME


def test_places_are_told_from_the_temple() -> None:
    assert words.place_text(0, -1) == "1 north of the temple's left half"
    assert words.place_text(1, 2) == "2 south of the temple's right half"
    assert words.place_text(2, -1) == "1 east and 1 north of the temple"
    assert words.place_text(-2, 0) == "2 west of the temple"


def test_amounts_and_gains() -> None:
    assert words.gain_text({"C": 2, "Fl": 1}) == "2 crystals and 1 flower"
    assert words.gain_text({"L": 2, "S": 1, "VP": 3}) == "2 leaves, 1 scroll and 3 VP"
    assert words.gain_text({"any": 1}) == "1 leaf, flower or fruit"
    assert words.gain_text({"per": ("divinity", 2)}) == "2 VP per Bear or Eagle card you own"
    assert words.gain_text({"react": 1, "VP": 7}) == "reactivate an apprentice and 7 VP"


def test_components_by_name() -> None:
    assert words.tile_text("F6") == "the green Billhook tile (1 leaf → 1 leaf potion)"
    assert words.tile_card("F21") == ("Billhook tile (orange/green): costs 1 flower and 1 fruit; bonus 1 scroll and "
                                      "1 VP; work: 3 crystals → 1 leaf potion")
    assert words.divinity_text("Be6") == "the Bear card (faith 2: at will, 6 crystals → 1 flower/fruit potion)"
    assert words.divinity_text("Ea1") == "the Eagle card (faith 1: whenever you take a Bear or Eagle card, +2 VP)"
    assert words.salamander_text("K2") == "the Salamander card (2 scrolls and 4 VP)"
    assert words.book_text("B5") == "the spellbook (5 VP upper, 3 VP lower per Salamander card you own)"
    assert words.book_text("B10") == "the spellbook (17 VP upper, 10 VP lower)"
    assert words.grove_text("G3") == "the grove (1 scroll and 2 VP)"
    assert words.placement_text("P10") == "the placement card (right half, arrow north-east)"


def test_log_lines_name_the_tile_and_its_place() -> None:
    s = GAME.setup(2, 1)
    who = s.names[s.turn]
    tile = words.tile_text(s.board[(0, -1)])
    assert GAME.describe(s, ("place", 0, -1, 1)) == (f"{who} places an apprentice on {tile} 1 north of the temple's "
                                                     "left half (east spot).")
    assert GAME.describe(s, ("buy", "Fr")) == f"{who} buys 1 fruit for 4 crystals."
    assert words.passed("Ana", 1) == "Ana flips 1 active apprentice for 1 crystal."
    assert words.refilled(2) == "2 glades refilled with groves."


def test_places_and_components_in_other_languages() -> None:
    """Issue 15: colours agree with the tile's kind; German declines a tile as an object or as where one stands."""
    assert text(words.place_text(2, -1), "de") == "1 östlich und 1 nördlich des Tempels"
    assert text(words.place_text(0, -1), "it") == "1 a nord della metà sinistra del tempio"
    assert text(words.tile_name("F6"), "fr") == "serpe verte"
    assert text(words.tile_text("F6"), "de") == "die Hippe in Grün (1 Blatt → 1 Blatttrank)"
    assert text(words.tile_text("F6", at=True), "de") == "der Hippe in Grün (1 Blatt → 1 Blatttrank)"
    assert text(words.passed("Ana", 2), "es") == "Ana gira 2 aprendices activos por 2 cristales."
