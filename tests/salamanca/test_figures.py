"""Every worked example of the Salamanca rulebook, with its exact numbers.

Positions follow each figure's text (the pictures are not in the text edition): the
fields are chosen so that every tile the text names touches what it says it touches.
The figures' positions and moves are the rule examples the embeds show
(``py/sobremesa/examples/salamanca``): each test plays one and checks the rulebook's numbers.
"""
from __future__ import annotations

import pathlib
from collections.abc import Callable
from typing import cast

import pytest

from sobremesa import examples
from sobremesa.games.salamanca.data import BUILDING_VALUE, CELL_INDEX, CELL_NAMES, PLAGUES
from sobremesa.games.salamanca.game import Salamanca
from sobremesa.games.salamanca.regions import all_regions, landscape, region
from sobremesa.games.salamanca.state import SalamancaState

Run = Callable[..., SalamancaState]  # the ``run`` fixture: apply actions in order
Expansion = Callable[..., SalamancaState]  # the ``expansion`` fixture: a Section 3 position
EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "py" / "sobremesa" / "examples" / "salamanca"


def value(state: SalamancaState, cell: str) -> int:
    return region(state.board, state.plagues, CELL_INDEX[cell]).value


NO_PLAGUES = dict.fromkeys(PLAGUES)


def fields(cells: dict[int, str]) -> set[str]:
    return {CELL_NAMES[c] for c in cells}


def example(name: str) -> list[SalamancaState]:
    """The state at each step of the rule example ``name`` (its position, then after each of its moves)."""
    return cast(list[SalamancaState], examples.play(examples.read(EXAMPLES / f"{name}.json")))


def test_fig2_new_tiles_on_top_of_the_old() -> None:
    # four players: fields a to d each get a new tile, on top of the two left on a and the one left on c
    start, s = example("fig02-display-filled")
    assert [len(f) for f in start.display] == [2, 0, 1, 0]
    assert [len(f) for f in s.display] == [3, 1, 2, 1] and s.display[0][:2] == start.display[0]


def test_fig4_castle_region_and_fertile_forest_removed() -> None:
    # castle E4; lake A = D4, D3; forest B = E3, F3, G3; forest C = the fertile forest E5;
    # lake D = H3 touches the forest, not the castle
    start, s = example("fig04-castle-region")
    assert value(start, "E4") == 10
    assert s.money[0] == 10                               # after ("sell", "E4")
    assert s.board[CELL_INDEX["E5"]] is None and s.removed == ["F2"]
    assert s.board[CELL_INDEX["H3"]] == "L"  # lake D stays, it never counted


@pytest.mark.parametrize("name, amounts", [("fig05b-sell-a-first", (11, 4)), ("fig05d-sell-b-first", (11, 8))])
def test_fig5_sale_order_matters(name: str, amounts: tuple[int, int]) -> None:
    # B = the monastery C2, A = the monastery G2; their vineyards D2 (fertile), E2, F2, E3, F3
    _, first, second = example(name)
    assert first.money[0] == amounts[0]
    assert "V3" in first.removed
    assert second.money[0] == sum(amounts)  # 15 selling A first (Fig. 5b), 19 selling B first (Fig. 5c-d)


def test_fig6_the_conde_gets_the_landscape_value() -> None:
    start, s = example("fig06-conde-paid")
    assert value(start, "E4") == 10
    assert s.money[:2] == [10, 10 - 3]  # the Squire the whole region, the Conde without the castle's 3


# Fig. 8: farm A = D4 (ruined), farm B = C3; acres D3 (X), E3 (Q), E4 (S), F4 (T); pasture B3
@pytest.mark.parametrize("name, plagues, farm_a, farm_b", [
    ("fig08a-plagues", {"ruin": "D4"}, 4, 7),                                   # 11 in all
    ("fig08b-plagues", {"ruin": "D4", "rat": "F4"}, 2, 5),                      # 7
    ("fig08c-plagues", {"ruin": "D4", "locust": "D3"}, 3, 3),                   # 6
    ("fig08d-plagues", {"ruin": "D4", "locust": "E3", "rat": "F4"}, 1, 3),      # A 3 -> 1, B's acre 1 -> 0
])
def test_fig8_plagues(name: str, plagues: dict[str, str], farm_a: int, farm_b: int) -> None:
    s, *_, end = example(name)
    assert {k: v for k, v in s.plagues.items() if v is not None} == {k: CELL_INDEX[v] for k, v in plagues.items()}
    assert (value(s, "D4"), value(s, "C3")) == (farm_a, farm_b)
    assert end.money[0] == farm_a + farm_b                # after selling D4, then C3


# Fig. 14: Antonio's farm A = C3 (pastures B3, B2), Amelie's farm B = F3 (own acre G3),
# Ramon's farm C = E1 (ruined; fertile pasture F1). The acre landscape: fertile acre D3,
# D2 (with the Rat), E3, and E2 under the Locust.
def test_fig14_antonio_then_amelie() -> None:
    start, s = example("fig14-antonio-sells")
    assert value(start, "C3") == 6 and value(start, "F3") == 5 and value(start, "E1") == 3
    assert s.money[0] == 6 and s.removed == ["A2"]        # after ("sell", "C3")
    assert value(s, "F3") == 3  # the acre is now worth 1, halved by the Rat to 0; her own acre 1; building 2
    assert value(s, "E1") == 3  # Ramon: only the fertile pasture, ruin and Locust take the rest


def test_fig14_amelie_first_gets_the_rat_acre() -> None:
    _, s = example("fig14-amelie-first")
    assert s.money[1] == 5  # 2 building + 2 for the Rat-infested acre + 1 for her own acre


# Fig. 15: Antonio (card 2, last) with farm D4 (Conde of Ramon on it); pastures P2 D3, P3 D2
# with the Rat; acre C4 and the fertile acre B4 under the Locust; Carmen's monastery G7 with
# vineyard G6; Antonio's other squires on the castle H2 and the monastery A8.
def test_fig15_example_round(game: Salamanca) -> None:
    start, _, placed, moved, sold, castle, occupied = example("fig15-example-round")
    assert value(start, "D4") == 2 + (5 // 2) + 1  # the Rat halves the fertile pastures
    assert placed.board[CELL_INDEX["E3"]] == "P"            # 15b-c: take display c, the pasture joins the region
    assert value(moved, "D4") == 9                          # 15c: action C moves the Rat away to G6
    assert sold.money == [9, 0, 7]                          # 15d
    assert sorted(sold.removed) == ["P2", "P3"] and sold.board[CELL_INDEX["B4"]] == "A3"
    assert castle.board[CELL_INDEX["F6"]] == "C"
    assert occupied.money == [6, 0, 7] and occupied.squires[CELL_INDEX["F6"]] == 0  # 15e: the freed squire costs 3
    assert game.actor(occupied) == 0 and ("end",) in game.legal_actions(occupied)


def test_fig15e_castle_placed_first_then_sale(run: Run, game: Salamanca) -> None:
    s = run(example("fig15-example-round")[0], ("take", "c"), ("place", "P", "E3"), ("plague", "rat", "G6"),
            ("place", "C", "F6"))
    assert ("occupy",) not in game.legal_actions(s)  # no squire in stock: sell first
    s = run(s, ("sell", "D4"), ("occupy",))
    assert s.money == [6, 0, 7]


def test_fig3_building_values(expansion: Expansion) -> None:
    """Farm 2, castle 3, monastery 4 doubloons: a building with no landscape is worth its own value."""
    assert BUILDING_VALUE == {"farm": 2, "castle": 3, "monastery": 4}
    alone = expansion({"B2": "H", "E2": "C", "H2": "M"}).board
    assert [region(alone, NO_PLAGUES, CELL_INDEX[c]).value for c in ("B2", "E2", "H2")] == [2, 3, 4]


# Fig. 9: acre landscape A = C3, D3 and acre landscape B = F3, F4; an "a" field touches A only (C4), a "b" field
# B only (G4), the "a/b" field E3 both; E2 touches both diagonally.
FIG9 = {"C3": "A", "D3": "A", "F3": "A", "F4": "A"}


@pytest.mark.parametrize("field, joins", [
    ("C4", {"C3", "D3", "C4"}),                           # an "a" field: landscape A grows
    ("G4", {"F3", "F4", "G4"}),                           # a "b" field: landscape B grows
    ("E3", {"C3", "D3", "E3", "F3", "F4"}),               # the "a/b" field: the two melt into one
    ("E2", {"E2"}),                                       # touching diagonally only: a landscape of its own
])
def test_fig9_a_new_acre_joins_the_landscapes_it_touches(expansion: Expansion, run: Run, field: str,
                                                         joins: set[str]) -> None:
    s = run(expansion(FIG9, display={"a": ["A"]}, acts=""), ("take", "a"), ("place", "A", field))
    assert fields(landscape(s.board, CELL_INDEX[field])) == joins
    others = {"C3", "F3"} - joins
    for other in others:   # the landscape it did not touch stays as it was
        assert fields(landscape(s.board, CELL_INDEX[other])) == ({"C3", "D3"} if other == "C3" else {"F3", "F4"})


def test_fig10_landscapes_of_different_kinds_never_join(expansion: Expansion) -> None:
    """Three landscapes: the two pastures C5 and E5 are separated by the acre D5, though all three have a yellow
    frame."""
    b = expansion({"C5": "P", "D5": "A", "E5": "P"}).board
    assert [fields(landscape(b, CELL_INDEX[c])) for c in ("C5", "D5", "E5")] == [{"C5"}, {"D5"}, {"E5"}]


def test_fig11_a_building_and_every_touching_landscape_it_serves(expansion: Expansion) -> None:
    """The farm E5 with acre landscape A (E4, E3) and pasture landscape B (D5); pasture C (G5) does not touch it; the
    vineyard F5 and the lake E6 touch it but have the wrong frame colour: 2 + 2 + 1."""
    b = expansion({"E5": "H", "E4": "A", "E3": "A", "D5": "P", "G5": "P", "F5": "V", "E6": "L"}).board
    farm = region(b, NO_PLAGUES, CELL_INDEX["E5"])
    assert (farm.building, farm.landscape) == (2, 3)


def test_fig12_one_landscape_several_regions_and_no_diagonal(expansion: Expansion) -> None:
    """The acre landscape D4, E4, F4 forms a region with farm A (D3), farm C (E5) and farm D (G4), each its own; farm
    B (C5) touches it diagonally only and has no region."""
    b = expansion({"D4": "A", "E4": "A", "F4": "A", "D3": "H", "E5": "H", "G4": "H", "C5": "H"}).board
    values = {CELL_NAMES[c]: r.value for c, r in all_regions(b, NO_PLAGUES).items()}
    assert values == {"D3": 2 + 3, "E5": 2 + 3, "G4": 2 + 3, "C5": 2}


def test_fig13_the_regions_of_fig14_before_the_plagues() -> None:
    """Fig. 14's board without its plagues: farm A (C3) = building + the acre landscape D3 (fertile 2), D2, E3, E2 +
    the pastures B3, B2; farm B (F3) = building + that acre landscape + its own acre G3; farm C (E1) = building + that
    acre landscape + the fertile pasture F1 (3)."""
    b = example("fig14-antonio-sells")[0].board
    assert fields(landscape(b, CELL_INDEX["D3"])) == {"D3", "D2", "E3", "E2"}
    assert fields(landscape(b, CELL_INDEX["G3"])) == {"G3"}
    assert [region(b, NO_PLAGUES, CELL_INDEX[c]).value for c in ("C3", "F3", "E1")] == [2 + 5 + 2, 2 + 5 + 1, 2 + 5 + 3]


def test_five_player_exception(game: Salamanca) -> None:
    """Section 2: 9, 7, 6 and 4 are down; Ramon holds exactly those: he plays the 9 and starts."""
    start, s = example("five-players-same-cards")
    assert game.legal_actions(start) == [("play", 9)]
    assert s.barrier  # he showed his hand
    assert s.order == [(4, 9), (0, 9), (1, 7), (2, 6), (3, 4)]
    assert s.current.seat == 4 and not s.current.last


def test_julia_squire_in_stock_is_free(expansion: Expansion, run: Run) -> None:
    s = expansion({"E4": "H", "A1": "C"}, squires={"A1": 0}, display={"a": ["M"]}, acts="")
    s = run(s, ("take", "a"), ("place", "M", "E5"), ("occupy",))
    assert s.money[0] == 0 and s.squires[CELL_INDEX["E5"]] == 0


@pytest.mark.parametrize("name, order", [
    ("two-players-order-a", [("Antonio", 8), ("Carmen", 6), ("Carmen", 3), ("Antonio", 2)]),    # example A
    ("two-players-order-b", [("Antonio", 5), ("Carmen", 8), ("Antonio", 7), ("Carmen", 6)]),    # example B
])
def test_two_player_turn_order(game: Salamanca, run: Run, name: str, order: list[tuple[str, int]]) -> None:
    """Each plays two cards (the example's moves: Carmen's, then Antonio's); the turns go by the cards."""
    names = ("Carmen", "Antonio")
    s = example(name)[-1]
    assert [(names[p], c) for p, c in s.order] == order
    for turn, (name, card) in enumerate(order):
        assert (game.actor(s), s.current.card) == (names.index(name), card)
        legal = game.legal_actions(s)
        has_c = any(a[0] in ("plague", "peek") for a in legal)
        assert has_c == (card in (1, 2, 3, 4, 6)), "action C only with a special card"
        assert s.current.last == (turn == 3)
        if turn == 3:
            # the last turn: action C, and then still action A (or B)
            s = run(s, next(a for a in legal if a[0] in ("plague", "peek")))
            if s.current.partner is not None:
                s = run(s, game.legal_actions(s)[0])
                s = run(s, game.legal_actions(s)[0])
            assert any(a[0] == "take" for a in game.legal_actions(s))
        else:
            s = run(s, ("end",))


def test_positions_doc_example_loads(game: Salamanca) -> None:
    """The example in POSITIONS.md is Fig. 4 and loads as written."""
    import json
    import pathlib

    import sobremesa.games.salamanca as pkg
    doc = (pathlib.Path(pkg.__file__).parent / "POSITIONS.md").read_text()
    example = json.loads(doc.split("```json")[1].split("```")[0])
    s = game.state_from_dict(example)
    assert value(s, "E4") == 10
