"""The rulebook's worked examples, with exact numbers: each test plays the rule example the embeds show
(``py/sobremesa/examples/salamandra``) and checks the rulebook's numbers on its states."""

from __future__ import annotations

import pathlib
from typing import cast

from sobremesa import examples
from sobremesa.games.salamandra.game import Salamandra
from sobremesa.games.salamandra.state import SalamandraState

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "py" / "sobremesa" / "examples" / "salamandra"


def example(name: str) -> list[SalamandraState]:
    """The state at each step of the rule example ``name`` (its position, then after each of its moves)."""
    return cast(list[SalamandraState], examples.play(examples.read(EXAMPLES / f"{name}.json")))


def test_three_placement_examples() -> None:
    """Gray gets the bonus and 2 crystals, Blue 1 crystal, Red nothing (rule A)."""
    s, gray, blue, red = example("placement-crystals")   # groves G1 (-1,0), G2 (0,0), G5 (0,1) around tile 0,1
    assert (gray.vp[0] - s.vp[0], gray.crystals[0] - s.crystals[0]) == (1, 2)  # N: bonus 1 VP, G1's and G2's paths
    assert gray.turn == 1
    assert (blue.vp[1] - s.vp[1], blue.crystals[1] - s.crystals[1]) == (0, 1)  # E: G2's SW path (1), G5's NW (0)
    assert (red.vp[2] - s.vp[2], red.crystals[2] - s.crystals[2]) == (0, 0)    # S: G5's NW path (0), no grove


def test_blue_potion_chain() -> None:
    """Flower + 1 crystal (F14), the flower into a potion (F13), the potion for 3 VP per White Field tile
    holding Blue's apprentice (F15): three white tiles, 9 VP; the turn ends with an empty pool."""
    s, flower, potion, end = example("potion-chain")
    assert flower.pool == {"Fl": 1} and flower.crystals[1] == s.crystals[1] + 1
    assert potion.pool == {"PWP": 1}
    assert end.vp[1] == s.vp[1] + 9
    assert end.pool == {} and end.turn == 0
    assert [end.spots[spot][1] for spot in ((2, -1, 0), (2, 1, 1), (-1, 1, 2))] == ["N", "N", "N"]


def test_red_builds_with_a_produced_leaf(game: Salamandra) -> None:
    """Red flips an apprentice on the Green Field Billhook tile (1 leaf) and spends 1 crystal for F17."""
    s, leaf, built, bonus = example("build-with-a-leaf")
    assert not any(a[0] == "build" and a[1] == "F17" for a in game.legal_actions(s))  # no leaf yet
    assert leaf.pool == {"L": 1}
    assert built.board[(2, -1)] == "F17" and built.pool == {}
    assert (built.vp[2] - s.vp[2], built.crystals[2] - s.crystals[2]) == (2, -1)  # bonus 2 VP, 1 crystal + the leaf
    assert built.turn == 2 and built.pending == [("after", 2, -1)]
    assert "F17" not in built.market and all(built.market)
    assert bonus.vp[2] - s.vp[2] == 4 and bonus.turn == 0 and bonus.spots[(2, -1, 0)] == (2, "D")  # bonus spot again


def test_blue_activates_the_black_temple() -> None:
    """A white/purple potion from two Billhook apprentices, a third active apprentice flipped without its
    tile's effect, 1 crystal: Blue takes the first black Salamander card (K2: 2 scrolls + 4 VP)."""
    s, _, potion, end = example("black-temple")
    assert s.tops["black"] == "K2"
    assert potion.pool == {"PWP": 1}
    assert end.sals[1] == ["K2"] and end.tops["black"] == s.black[-1] and end.black == s.black[:-1]  # the next turns up
    assert (end.vp[1] - s.vp[1], end.crystals[1] - s.crystals[1], end.scrolls[1]) == (4, -1, 2)  # S1's 2 crystals
    assert end.spots[(1, 1, 3)] == (1, "N") and end.turn == 0                                       # not taken


def test_gray_final_scoring() -> None:
    """Gray: 20 VP of spellbooks (5 per purple tile, four of them), 14 VP of faith (most Bear and Eagle,
    no Salamander: 8 + 6 + 0), 2 VP of scrolls."""
    s, end = example("final-scoring")
    assert s.vp[0] == 114 and s.scrolls[0] == 2
    assert end.phase == "over"
    assert end.final is not None and end.final[0] == {"books": 20, "faith": 14, "scrolls": 2}
    assert end.vp[0] == 150
    assert end.final[1] == {"books": 0, "faith": 12 + 4 + 0, "scrolls": 0}
