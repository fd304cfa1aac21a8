"""Salamanca in words (issue 13): tiles by the rulebook's names, never their codes; cards by number; doubloons in
the singular and plural."""
from __future__ import annotations

import re

from sobremesa.core.i18n import text
from sobremesa.games.salamanca import words
from sobremesa.games.salamanca.data import CELL_INDEX
from sobremesa.games.salamanca.game import GAME


def test_tiles_by_name() -> None:
    assert words.tile_name("V2") == "very fertile vineyard (worth 2)"
    assert words.tile_name("H") == "farm"
    assert words.tiles_text(["C", "A", "C"]) == "2 castles and an acre"
    assert words.display_filled(3, [("a", "L3"), ("b", "M")], False) == (
        "Round 3: the display is filled (field a: a very fertile lake (worth 3); field b: a monastery).")


def test_money_in_the_singular_and_plural() -> None:
    cell = CELL_INDEX["E2"]
    assert words.weekly_market(cell, 8, [("Ana", 2), ("Ben", 1)]) == (
        "Weekly market, region of E2 (worth 8): Ana 2 doubloons and Ben 1 doubloon.")
    assert words.sold("Ana", "castle", cell, 1) == "Ana sells the castle at E2 for 1 doubloon"
    assert words.game_over([("Ana", 12), ("Ben", 12)], ["Ana", "Ben"]) == (
        "The game is over. Doubloons: Ana 12 and Ben 12. Ana and Ben share the victory.")


def test_prompts_and_log_lines_name_no_code() -> None:
    s = GAME.setup(3, 1)
    assert GAME.prompt(s).endswith("must play a card.")
    play = GAME.legal_actions(s)[0]
    assert GAME.describe(s, play).endswith(f"plays card {play[1]}.")
    while s.phase == "cards":
        s = GAME.apply(s, GAME.legal_actions(s)[0])
    take = next(a for a in GAME.legal_actions(s) if a[0] == "take")
    s = GAME.apply(s, take)
    assert "must place the tiles taken: " in GAME.prompt(s)
    assert re.search(r"\b[VALFPMCH][23]?\b", GAME.prompt(s)) is None


def test_the_lines_in_other_languages_take_the_noun_s_article_and_number() -> None:
    """Issue 15: a tile in a sentence comes with its own article, gender and case in each language."""
    cell = CELL_INDEX["E2"]
    assert text(words.sold("Ana", "castle", cell, 1), "de") == "Ana verkauft die Burg in E2 für 1 Dublone"
    assert text(words.sold("Ana", "farm", cell, 3), "fr") == "Ana vend la ferme en E2 pour 3 doublons"
    assert text(words.tiles_text(["C", "A", "C"]), "es") == "2 castillos y un campo"
    assert text(words.tiles_text(["P2", "H"]), "de") == "eine sehr fruchtbare Weide (Wert 2) und ein Bauernhof"
    assert text(words.sentence([words.sold("Ana", "monastery", cell, 9), words.conde_paid("Ben", 5),
                                words.removed([("V3", CELL_INDEX["E3"])]), words.RAT_BESIDE]), "it") == (
        "Ana vende il monastero in E2 per 9 dobloni; il conte Ben riceve 5 dobloni; escono dal gioco: il vigneto "
        "molto fertile (vale 3) in E3; il ratto va accanto al tabellone.")
