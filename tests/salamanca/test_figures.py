"""Every worked example of the Salamanca rulebook, with its exact numbers.

Positions follow each figure's text (the pictures are not in the text edition): the
fields are chosen so that every tile the text names touches what it says it touches.
"""

from collections.abc import Callable

import pytest

from sobremesa.games.salamanca.data import CELL_INDEX
from sobremesa.games.salamanca.game import Salamanca
from sobremesa.games.salamanca.regions import region
from sobremesa.games.salamanca.state import SalamancaState

Run = Callable[..., SalamancaState]  # the ``run`` fixture: apply actions in order
Expansion = Callable[..., SalamancaState]  # the ``expansion`` fixture: a Section 3 position


def value(state: SalamancaState, cell: str) -> int:
    return region(state.board, state.plagues, CELL_INDEX[cell]).value


def test_fig4_castle_region_and_fertile_forest_removed(expansion: Expansion, run: Run) -> None:
    # castle E4; lake A = D4, D3; forest B = E3, F3, G3; forest C = the fertile forest E5;
    # lake D = H3 touches the forest, not the castle
    board = {"E4": "C", "D4": "L", "D3": "L", "E3": "F", "F3": "F", "G3": "F", "E5": "F2", "H3": "L"}
    s = expansion(board, squires={"E4": 0})
    assert value(s, "E4") == 10
    s = run(s, ("sell", "E4"))
    assert s.money[0] == 10
    assert s.board[CELL_INDEX["E5"]] is None and s.removed == ["F2"]
    assert s.board[CELL_INDEX["H3"]] == "L"  # lake D stays, it never counted


FIG5 = {"C2": "M", "D2": "V3", "E2": "V", "F2": "V", "E3": "V", "F3": "V", "G2": "M"}  # B = C2, A = G2


@pytest.mark.parametrize("first, second, amounts", [("G2", "C2", (11, 4)), ("C2", "G2", (11, 8))])
def test_fig5_sale_order_matters(expansion: Expansion, run: Run, first: str, second: str,
                                 amounts: tuple[int, int]) -> None:
    s = expansion(FIG5, squires={"C2": 0, "G2": 0})
    s = run(s, ("sell", first))
    assert s.money[0] == amounts[0]
    assert "V3" in s.removed
    s = run(s, ("sell", second))
    assert s.money[0] == sum(amounts)  # 15 selling A first (Fig. 5b), 19 selling B first (Fig. 5c-d)


# Fig. 8: farm A = D4 (ruined), farm B = C3; acres D3 (X), E3 (Q), E4 (S), F4 (T); pasture B3
FIG8 = {"D4": "H", "C3": "H", "D3": "A", "E3": "A", "E4": "A", "F4": "A", "B3": "P"}


@pytest.mark.parametrize("plagues, farm_a, farm_b", [
    ({"ruin": "D4"}, 4, 7),                                   # 8a: 11 in all
    ({"ruin": "D4", "rat": "F4"}, 2, 5),                      # 8b: 7
    ({"ruin": "D4", "locust": "D3"}, 3, 3),                   # 8c: 6
    ({"ruin": "D4", "locust": "E3", "rat": "F4"}, 1, 3),      # 8d: A 3 -> 1, B's acre 1 -> 0
])
def test_fig8_plagues(expansion: Expansion, run: Run, plagues: dict[str, str], farm_a: int, farm_b: int) -> None:
    s = expansion(FIG8, squires={"D4": 0, "C3": 0}, plagues=plagues)
    assert (value(s, "D4"), value(s, "C3")) == (farm_a, farm_b)
    s = run(s, ("sell", "D4"), ("sell", "C3"))
    assert s.money[0] == farm_a + farm_b


# Fig. 14: Antonio's farm A = C3 (pastures B3, B2), Amelie's farm B = F3 (own acre G3),
# Ramon's farm C = E1 (ruined; fertile pasture F1). The acre landscape: fertile acre D3,
# D2 (with the Rat), E3, and E2 under the Locust.
FIG14 = {"C3": "H", "B3": "P", "B2": "P", "D3": "A2", "D2": "A", "E3": "A", "E2": "A",
         "F3": "H", "G3": "A", "E1": "H", "F1": "P3"}
FIG14_TOKENS = dict(squires={"C3": 0, "F3": 1, "E1": 2}, plagues={"rat": "D2", "locust": "E2", "ruin": "E1"},
                    players=("Antonio", "Amelie", "Ramon"))


def test_fig14_antonio_then_amelie(expansion: Expansion, run: Run) -> None:
    s = expansion(FIG14, **FIG14_TOKENS)
    assert value(s, "C3") == 6 and value(s, "F3") == 5 and value(s, "E1") == 3
    s = run(s, ("sell", "C3"))
    assert s.money[0] == 6 and s.removed == ["A2"]
    assert value(s, "F3") == 3  # the acre is now worth 1, halved by the Rat to 0; her own acre 1; building 2
    assert value(s, "E1") == 3  # Ramon: only the fertile pasture, ruin and Locust take the rest


def test_fig14_amelie_first_gets_the_rat_acre(expansion: Expansion, run: Run) -> None:
    s = expansion(FIG14, seat=1, index=0, played=[[7], [8], [6]], **FIG14_TOKENS)
    s = run(s, ("sell", "F3"))
    assert s.money[1] == 5  # 2 building + 2 for the Rat-infested acre + 1 for her own acre


# Fig. 15: Antonio (card 2, last) with farm D4 (Conde of Ramon on it); pastures P2 D3, P3 D2
# with the Rat; acre C4 and the fertile acre B4 under the Locust; Carmen's monastery G7 with
# vineyard G6; Antonio's other squires on the castle H2 and the monastery A8.
FIG15 = {"D4": "H", "D3": "P2", "D2": "P3", "C4": "A", "B4": "A3", "G7": "M", "G6": "V", "H2": "C", "A8": "M"}
FIG15_KW = dict(players=("Antonio", "Carmen", "Ramon"), played=[[2], [8], [6]], seat=0, index=2, acts="",
                squires={"D4": 0, "H2": 0, "A8": 0, "G7": 1}, condes={"D4": 2},
                plagues={"rat": "D2", "locust": "B4"}, display={"a": ["F"], "b": ["V"], "c": ["P", "C"]})


def test_fig15_example_round(expansion: Expansion, run: Run, game: Salamanca) -> None:
    s = expansion(FIG15, **FIG15_KW)
    assert value(s, "D4") == 2 + (5 // 2) + 1  # the Rat halves the fertile pastures
    s = run(s, ("take", "c"), ("place", "P", "E3"))           # 15b-c: the pasture joins the farm's region
    s = run(s, ("plague", "rat", "G6"))                       # 15c: action C moves the Rat away
    assert value(s, "D4") == 9
    s = run(s, ("sell", "D4"))                                # 15d
    assert s.money == [9, 0, 7]
    assert sorted(s.removed) == ["P2", "P3"] and s.board[CELL_INDEX["B4"]] == "A3"
    s = run(s, ("place", "C", "F6"), ("occupy",))             # 15e: the freed squire costs 3
    assert s.money == [6, 0, 7] and s.squires[CELL_INDEX["F6"]] == 0
    assert game.actor(s) == 0 and ("end",) in game.legal_actions(s)


def test_fig15e_castle_placed_first_then_sale(expansion: Expansion, run: Run, game: Salamanca) -> None:
    s = expansion(FIG15, **FIG15_KW)
    s = run(s, ("take", "c"), ("place", "P", "E3"), ("plague", "rat", "G6"), ("place", "C", "F6"))
    assert ("occupy",) not in game.legal_actions(s)  # no squire in stock: sell first
    s = run(s, ("sell", "D4"), ("occupy",))
    assert s.money == [6, 0, 7]


def test_julia_squire_in_stock_is_free(expansion: Expansion, run: Run) -> None:
    s = expansion({"E4": "H", "A1": "C"}, squires={"A1": 0}, display={"a": ["M"]}, acts="")
    s = run(s, ("take", "a"), ("place", "M", "E5"), ("occupy",))
    assert s.money[0] == 0 and s.squires[CELL_INDEX["E5"]] == 0


@pytest.mark.parametrize("cards, order", [
    ({"Carmen": [6, 3], "Antonio": [8, 2]},
     [("Antonio", 8), ("Carmen", 6), ("Carmen", 3), ("Antonio", 2)]),    # example A
    ({"Carmen": [8, 6], "Antonio": [7, 5]},
     [("Antonio", 5), ("Carmen", 8), ("Antonio", 7), ("Carmen", 6)]),    # example B
])
def test_two_player_turn_order(game: Salamanca, run: Run, cards: dict[str, list[int]],
                               order: list[tuple[str, int]]) -> None:
    names = ("Carmen", "Antonio")
    rest = [c for c in range(1, 9) if c not in cards["Carmen"] + cards["Antonio"]]
    hands = [sorted(cards["Carmen"] + rest[:2]), sorted(cards["Antonio"] + rest[2:])]
    s = game.state_from_dict({"players": list(names), "board": {"A1": "A", "C1": "V", "E1": "H"},
                              "start": 0, "hands": hands,
                              "display": {"a": ["F"], "b": ["V"], "c": ["P"], "d": ["L"]}})
    for name in names:
        for card in cards[name]:
            s = run(s, ("play", card))
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
