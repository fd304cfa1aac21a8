"""One test per rule of the Salamanca rulebook that the figures do not already pin down."""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from sobremesa.core import IllegalAction
from sobremesa.games.salamanca.data import ALL_TILES, CELL_INDEX, DRAW_STACK, deck
from sobremesa.games.salamanca.game import Salamanca
from sobremesa.games.salamanca.state import SalamancaState

Run = Callable[..., SalamancaState]  # the ``run`` fixture: apply actions in order
Expansion = Callable[..., SalamancaState]  # the ``expansion`` fixture: a Section 3 position

C = CELL_INDEX


def legal_kinds(game: Salamanca, s: SalamancaState) -> set[str]:
    return {a[0] for a in game.legal_actions(s)}


# --- Game preparation -------------------------------------------------------------
@pytest.mark.parametrize("n, per_hand, values", [(2, 4, set(range(1, 9))), (3, 5, set(range(1, 9))),
                                                 (4, 4, set(range(1, 9))), (5, 4, set(range(1, 11)))])
def test_cards_dealt(game: Salamanca, n: int, per_hand: int, values: set[int]) -> None:
    s = game.setup(n, seed=3)
    assert all(len(h) == per_hand for h in s.hands)
    assert {c for h in s.hands for c in h} == values
    if n == 3:
        assert Counter(c for h in s.hands for c in h)[7] == 1  # one 7 removed


def test_setup_board_and_display(game: Salamanca) -> None:
    s = game.setup(4, seed=9)
    assert sorted(c for c in s.board if c) == ["A", "F", "L", "P", "V"]  # the orange-star tiles
    assert [len(f) for f in s.display] == [1, 1, 1, 1]                  # fields a-d
    assert len(s.stack) == len(DRAW_STACK) - 4 and len(s.blue) == 5
    assert s.money == [0, 0, 0, 0]


def test_random_start_layout_has_no_touching_tiles(game: Salamanca) -> None:
    from sobremesa.games.salamanca.data import NEIGHBOURS
    s = game.setup(3, seed=5, options={"start_tiles": "random"})
    cells = [c for c, t in enumerate(s.board) if t]
    assert len(cells) == 5 and not any(n in cells for c in cells for n in NEIGHBOURS[c])


# --- Section 1: the display ------------------------------------------------------------
def test_display_tiles_stack_up(game: Salamanca, run: Run) -> None:
    """Fig. 2b: new tiles go on top of leftovers; a field is taken whole."""
    s = game.state_from_dict({"players": ["A", "B", "C", "D"], "board": {}, "phase": "expansion",
                              "played": [[8], [7], [6], [5]], "display": {"a": ["H"], "b": ["F"]},
                              "stack_top": ["M", "C", "L", "P", "V", "A", "F", "H"]})
    for _ in range(4):
        s = run(s, ("end",))
    assert [list(f) for f in s.display] == [["H", "M"], ["F", "C"], ["L"], ["P"]]
    assert s.round == 2


def test_blue_star_tiles_after_the_stack_and_the_last_round(game: Salamanca, run: Run) -> None:
    blue = ["V", "A", "L", "F", "P"]
    gone = list((Counter(ALL_TILES) - Counter(blue + ["M"])).elements())
    s = game.state_from_dict({"players": ["A", "B", "C"], "board": {}, "phase": "expansion", "removed": gone,
                              "played": [[8], [7], [6]], "stack": ["M"], "blue": blue})
    s = run(s, ("end",), ("end",), ("end",))
    assert [f[-1] for f in s.display] == ["M", "P", "F"] and not s.last_round  # stack first, then blue
    assert game.actor(s) is not None
    for _ in range(3):  # play the cards of round 2, nobody acts
        s = run(s, game.legal_actions(s)[0])
    s = run(s, ("end",), ("end",), ("end",))
    assert s.last_round and s.blue == []  # round 3 lays out the last blue-star tile
    for _ in range(3):
        s = run(s, game.legal_actions(s)[0])
    s = run(s, ("end",), ("end",))
    assert not game.is_over(s)
    s = run(s, ("end",))
    assert game.is_over(s) and game.actor(s) is None and game.legal_actions(s) == []


# --- Section 2: cards --------------------------------------------------------------------
def test_no_card_twice_in_a_round(game: Salamanca, run: Run) -> None:
    s = game.state_from_dict({"players": ["A", "B", "C"], "board": {},
                              "hands": [[1, 2, 3, 4, 5], [1, 2, 3, 4, 6], [5, 6, 7, 8, 8]]})
    s = run(s, ("play", 1))
    with pytest.raises(IllegalAction, match="already been played"):
        game.apply(s, ("play", 1))
    with pytest.raises(IllegalAction, match="does not hold"):
        game.apply(s, ("play", 9))
    assert ("play", 1) not in game.legal_actions(s)


@pytest.mark.parametrize("cards, first", [((8, 5, 7), 1), ((5, 2, 7), 2)])
def test_expansion_order_and_the_five(game: Salamanca, run: Run, cards: tuple[int, int, int], first: int) -> None:
    rest = list((Counter(deck(3)) - Counter(cards)).elements())
    hands = [sorted([cards[p]] + rest[p * 4:(p + 1) * 4]) for p in range(3)]
    s = game.state_from_dict({"players": ["A", "B", "C"], "board": {}, "hands": hands})
    for card in cards:
        s = run(s, ("play", card))
    assert s.current.seat == first  # the 5 starts only when it is the lowest card


def test_cards_pass_left_and_the_last_player_starts_next_round(game: Salamanca, run: Run) -> None:
    s = game.state_from_dict({"players": ["A", "B", "C"], "board": {}, "phase": "expansion",
                              "played": [[2], [8], [6]], "hands": [[1, 3, 4, 5], [1, 2, 3, 4], [5, 6, 7, 8]]})
    assert s.order == [(1, 8), (2, 6), (0, 2)]
    s = run(s, ("end",), ("end",), ("end",))
    assert s.hands == [[1, 3, 4, 5, 6], [1, 2, 2, 3, 4], [5, 6, 7, 8, 8]]  # each card to the left neighbour
    assert game.actor(s) == 0 and s.start == 0  # A acted last, A plays first


# --- Section 3: actions ---------------------------------------------------------------
def test_a_and_b_never_together(game: Salamanca, run: Run, expansion: Expansion) -> None:
    s = expansion({"E4": "H", "A1": "M"}, acts="", squires={"E4": 1, "A1": 0}, display={"a": ["V"]})
    assert {"take", "conde"} <= legal_kinds(game, s)
    after_b = run(s, ("conde", "E4"))
    assert game.actor(after_b) == 1  # nothing else to do: the turn passed on
    after_a = run(s, ("take", "a"))
    with pytest.raises(IllegalAction, match="only one of action A"):
        game.apply(after_a, ("conde", "E4"))


def test_action_c_alone_unless_last(game: Salamanca, run: Run, expansion: Expansion) -> None:
    board = {"E4": "H", "E5": "A", "A1": "M"}
    s = expansion(board, played=[[2], [7], [6]], index=0, seat=1, acts="", squires={"A1": 0},
                  display={"a": ["V"]})
    assert s.current.card == 7 and "plague" not in legal_kinds(game, s)
    s = expansion(board, played=[[8], [2], [1]], index=1, seat=1, acts="", squires={"A1": 0},
                  display={"a": ["V"]})  # card 2, not last
    s2 = run(s, ("plague", "rat", "E5"))
    assert game.actor(s2) == 2  # C done: the turn is over
    s = expansion(board, played=[[8], [2], [1]], index=1, seat=1, acts="", display={"a": ["V", "F"]})
    s = run(s, ("take", "a"))
    assert "plague" not in legal_kinds(game, s)
    with pytest.raises(IllegalAction, match="only the last player"):
        game.apply(s, ("plague", "rat", "E5"))
    last = expansion(board, played=[[8], [7], [2]], index=2, seat=2, acts="", display={"a": ["V"]})
    last = run(last, ("plague", "rat", "E5"))
    assert "take" in legal_kinds(game, last)  # C, and then A or B


def test_all_taken_tiles_must_be_placed(game: Salamanca, run: Run, expansion: Expansion) -> None:
    s = expansion({}, acts="", display={"a": ["V", "A"]})
    s = run(s, ("take", "a"))
    assert s.current.pending == ["V", "A"] and ("end",) not in game.legal_actions(s)
    with pytest.raises(IllegalAction, match="Place every tile"):
        game.apply(s, ("end",))
    s = run(s, ("place", "V", "A1"))
    with pytest.raises(IllegalAction, match="not free"):
        game.apply(s, ("place", "A", "A1"))
    s = run(s, ("place", "A", "B1"))
    assert game.actor(s) == 1  # nothing left to do (no building to sell)


def test_building_left_empty_stays_empty(game: Salamanca, run: Run, expansion: Expansion) -> None:
    s = expansion({}, acts="", display={"a": ["H"]})
    s = run(s, ("take", "a"), ("place", "H", "C3"))
    assert set(game.legal_actions(s)) == {("occupy",), ("leave",)}
    s = run(s, ("leave",))
    assert C["C3"] not in s.squires and all(a[0] != "occupy" for a in game.legal_actions(s))


def test_no_squire_and_no_money(game: Salamanca, run: Run, expansion: Expansion) -> None:
    """No squire in stock and a sale that yields less than the building value: no squire."""
    s = expansion({"A1": "H", "C1": "H", "E1": "H"}, acts="", squires={"A1": 0, "C1": 0, "E1": 0},
                  plagues={"ruin": "A1"}, display={"a": ["M"]})
    s = run(s, ("take", "a"), ("place", "M", "H8"))
    assert ("occupy",) not in game.legal_actions(s)
    s = run(s, ("sell", "A1"))  # ruined farm with no landscape: 0 doubloons
    assert s.money[0] == 0 and ("occupy",) not in game.legal_actions(s)
    with pytest.raises(IllegalAction, match="need 4 doubloons"):
        game.apply(s, ("occupy",))


def test_may_not_sell_what_was_taken_this_round(game: Salamanca, run: Run, expansion: Expansion) -> None:
    s = expansion({"B2": "V"}, acts="", display={"a": ["M", "F"]})
    s = run(s, ("take", "a"), ("place", "M", "B1"), ("occupy",))
    assert ("sell", "B1") not in game.legal_actions(s)
    with pytest.raises(IllegalAction, match="took possession"):
        game.apply(s, ("sell", "B1"))


def test_may_not_sell_after_adding_own_fertile_tile(game: Salamanca, run: Run, expansion: Expansion) -> None:
    s = expansion({"B1": "M", "B2": "V"}, acts="", squires={"B1": 0}, display={"a": ["V3", "F"]})
    s = run(s, ("take", "a"))
    assert ("sell", "B1") in game.legal_actions(s)
    s = run(s, ("place", "V3", "C1"))
    with pytest.raises(IllegalAction, match="fertile"):
        game.apply(s, ("sell", "B1"))


def test_two_player_second_turn_restrictions(game: Salamanca, run: Run) -> None:
    """A building taken, or a region given a fertile tile, in the first turn: not sold in the second."""
    s = game.state_from_dict({"players": ["Carmen", "Antonio"], "board": {"B1": "M", "B2": "V", "H8": "C"},
                              "squires": {"B1": 0, "H8": 1}, "display": {"a": ["V3"], "b": ["H"], "c": ["A"]},
                              "hands": [[8, 6, 1, 2], [7, 5, 3, 4]]})
    s = run(s, ("play", 8), ("play", 6), ("play", 7), ("play", 5))
    assert s.current.seat == 1 and s.current.card == 5
    s = run(s, ("end",))
    s = run(s, ("take", "b"), ("place", "H", "G8"), ("occupy",))       # Carmen's first turn (8)
    assert [a for a in game.legal_actions(s) if a[0] == "sell"] == [("sell", "B1")]
    s = run(s, ("end",), ("end",))                                     # ... and Antonio's 7
    s = run(s, ("take", "a"))                                          # Carmen's second turn (6)
    assert [a for a in game.legal_actions(s) if a[0] == "sell"] == [("sell", "B1")]  # not the new farm
    s = run(s, ("place", "V3", "C1"))
    assert [a for a in game.legal_actions(s) if a[0] == "sell"] == []  # the monastery has her new fertile tile


def test_conde_rules(game: Salamanca, run: Run, expansion: Expansion) -> None:
    board = {"B2": "H", "B3": "A", "E5": "C", "E6": "L", "F6": "L", "D6": "L", "E7": "L3", "H8": "M"}
    s = expansion(board, acts="", squires={"B2": 1, "E5": 2, "H8": 0})
    targets = {a[1] for a in game.legal_actions(s) if a[0] == "conde"}
    assert targets == {"B2"}            # E5 is worth 3 + 6 = 9; H8 is our own
    with pytest.raises(IllegalAction, match="less than 7"):
        game.apply(s, ("conde", "E5"))
    with pytest.raises(IllegalAction, match="opponent"):
        game.apply(s, ("conde", "H8"))
    s = run(s, ("conde", "B2"))
    assert s.condes == {C["B2"]: 0}
    # a Conde on the board moves to another building; its owner never sells that building
    s = game.state_from_dict({**_pos(board | {"E1": "H"}), "squires": {"B2": 1, "E1": 2, "H8": 0},
                              "condes": {"B2": 0}, "turn": {"acts": ""}})
    assert {a[1] for a in game.legal_actions(s) if a[0] == "conde"} == {"E1"}
    s = run(s, ("conde", "E1"))
    assert s.condes == {C["E1"]: 0}


def _pos(board: dict[str, str]) -> dict[str, Any]:
    return {"players": ["Ana", "Ben", "Cid"], "board": board, "phase": "expansion", "played": [[8], [7], [6]]}


def test_conde_paid_landscape_value_on_sale_and_returns(game: Salamanca, run: Run) -> None:
    s = game.state_from_dict({**_pos({"B2": "H", "B3": "A", "C3": "A2"}), "squires": {"B2": 1},
                              "condes": {"B2": 0}, "turn": {"index": 1, "acts": "A"}})
    s = run(s, ("sell", "B2"))
    assert s.money == [3, 5, 0] and s.condes == {} and s.squires == {}


@pytest.mark.parametrize("plague, ok, bad", [("poison", ["V", "L"], ["A", "H"]),
                                             ("locust", ["A", "F", "P"], ["V", "M"]),
                                             ("rat", ["V", "A", "L", "F", "P3"], ["C"]),
                                             ("ruin", ["H", "C", "M"], ["V"])])
def test_plague_targets(game: Salamanca, plague: str, ok: list[str], bad: list[str]) -> None:
    """Fig. 7: where each plague may stand."""
    from sobremesa.games.salamanca.data import PLAGUE_CARD
    board = {f"{'ABCDEFGHI'[i]}1": t for i, t in enumerate(ok + bad)}
    s = game.state_from_dict({"players": ["Ana", "Ben", "Cid"], "board": board, "phase": "expansion",
                              "played": [[8], [7], [PLAGUE_CARD[plague]]], "turn": {"index": 2, "acts": ""}})
    targets = {a[2] for a in game.legal_actions(s) if a[0] == "plague"}
    assert targets == {f"{'ABCDEFGHI'[i]}1" for i in range(len(ok))}


def test_one_plague_per_tile(game: Salamanca, run: Run) -> None:
    s = game.state_from_dict({**_pos({"A1": "V", "B1": "V"}), "played": [[8], [7], [2]],
                              "plagues": {"poison": "A1"}, "turn": {"index": 2, "acts": ""}})
    assert {a[2] for a in game.legal_actions(s) if a[0] == "plague"} == {"B1"}


def test_weekly_market(game: Salamanca, run: Run) -> None:
    board = {"B2": "H", "B3": "A3", "C3": "A2", "E5": "C", "E6": "L", "D6": "L", "F6": "L",
             "G1": "M", "G2": "V"}
    s = game.state_from_dict({**_pos(board), "squires": {"B2": 1, "E5": 2, "G1": 0}, "condes": {"B2": 0}})
    s = run(s, ("end",), ("end",), ("end",))
    # B2 worth 2 + 5 = 7: squire 2, conde 1; E5 worth 3 + 3 = 6: nothing; G1 worth 5: nothing
    assert s.money == [1, 2, 0]


def test_card_six_exchange_is_private(game: Salamanca, run: Run) -> None:
    s = game.state_from_dict({**_pos({}), "played": [[8], [6], [7]], "turn": {"index": 2, "acts": ""},
                              "display": {"a": ["F"]}, "hands": [[1, 2, 3, 4], [5, 5, 6, 8], [1, 2, 3, 4]]})
    before = s
    s = run(s, ("peek", 2))
    assert s.barrier
    assert game.view(s, 1)["exchange"] == {"with": 2, "hand": [1, 2, 3, 4]}
    assert game.view(s, 2)["exchange"] == {"with": 1, "hand": [1, 2, 3, 4]}
    assert game.view(s, 0)["exchange"] is None and game.view(s, None)["exchange"] is None
    assert [e.to for e in s.events] == [(1, 2)]
    s = run(s, ("take_card", 3))
    assert game.describe(s, ("give_card", 5), 0) == "Ben gives Cid a card in return."
    assert game.describe(s, ("give_card", 5), 2) == "Ben gives Cid the 5 in return."
    s = run(s, ("give_card", 5))
    assert s.hands[1] == [3, 5, 6, 8] and s.hands[2] == [1, 2, 4, 5]
    assert before.hands[1] == [5, 5, 6, 8]  # apply never changed the input


def test_card_six_gives_back_one_of_his_own_cards(game: Salamanca, run: Run) -> None:
    """Issue 17: "takes one card and gives his opponent one of his in return" — not the card just
    taken, which would make the exchange a free look at a hand."""
    s = game.state_from_dict({**_pos({}), "turn": {"index": 2, "acts": ""}, "display": {"a": ["F"]},
                              "hands": [[1, 2, 4, 5], [1, 3, 4, 8], [2, 3, 5, 6]]})
    s = run(s, ("peek", 0), ("take_card", 4))
    assert s.hands[2] == [2, 3, 4, 5, 6]
    assert game.legal_actions(s) == [("give_card", 2), ("give_card", 3), ("give_card", 5), ("give_card", 6)]
    with pytest.raises(IllegalAction, match="one of your own cards in return, not the 4 just taken"):
        game.apply(s, ("give_card", 4))
    s = run(s, ("give_card", 2))
    assert s.hands[0] == [1, 2, 2, 5] and s.hands[2] == [3, 4, 5, 6]
    # a value he held himself may go back: the card given is his own copy
    s = game.state_from_dict({**_pos({}), "turn": {"index": 2, "acts": ""}, "display": {"a": ["F"]},
                              "hands": [[1, 2, 4, 5], [1, 3, 4, 8], [2, 3, 5, 6]]})
    s = run(s, ("peek", 0), ("take_card", 5))
    assert ("give_card", 5) in game.legal_actions(s)


def test_view_hides_hands_and_money(game: Salamanca) -> None:
    s = game.state_from_dict({**_pos({}), "money": [5, 9, 13]})
    for seat in range(3):
        v = game.view(s, seat)
        for p, info in enumerate(v["players"]):
            assert (info["hand"] is None) == (p != seat)
            assert (info["money"] is None) == (p != seat)
    assert all(p["money"] is None for p in game.view(s, None)["players"])


def test_two_player_cards_face_down_until_revealed(game: Salamanca, run: Run) -> None:
    s = game.setup(["Carmen", "Antonio"], seed=4)
    first = game.actor(s)
    assert first is not None
    s = run(s, ("play", s.hands[first][0]))
    other = 1 - first
    assert game.view(s, other)["players"][first]["played"] == []
    assert game.view(s, other)["players"][first]["played_count"] == 1
    assert game.describe(s, ("play", s.hands[first][0]), other) == f"{s.names[first]} plays a card face down."


def test_apply_leaves_input_untouched_and_explains(game: Salamanca) -> None:
    s = game.setup(3, seed=1)
    snapshot = game.state_to_dict(s)
    for bad in [("sell", "A1"), ("take", "z"), ("play", 42), ("fly",), ["place"], "play"]:
        with pytest.raises(IllegalAction) as err:
            game.apply(s, bad)
        assert str(err.value)
    assert game.state_to_dict(s) == snapshot


def test_full_game_session_scores(game: Salamanca) -> None:
    from sobremesa.core.fuzz import play_random
    session = play_random(game, 4, seed=11)
    state = session.state
    assert isinstance(state, SalamancaState) and game.is_over(state)
    assert game.scores(state) == state.money
    assert "The game is over" in session.log(None)[-1]
