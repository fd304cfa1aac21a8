"""Salamanca in words (issue 13): tiles by the rulebook's names, never their codes; cards by number; doubloons in
the singular and plural."""

import re

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
