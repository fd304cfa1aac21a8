"""Scenario tests, one rule each (multiplayer)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pytest

from sobremesa.core import IllegalAction, LoadError
from sobremesa.games.salamandra.game import Salamandra
from sobremesa.games.salamandra.scoring import majority

if TYPE_CHECKING:
    from .conftest import Position, Run

Edit = Callable[[dict[str, Any]], object]


def test_setup(game: Salamandra) -> None:
    for n in (2, 3, 4):
        s = game.setup(n, 5)
        assert len(s.board) == 4 and len(s.groves) == 8 and len(s.grove_pile) == 22
        assert len([t for t in s.market if t]) == 4 and len(s.stack) == 16
        assert len(s.books) == n + 1 and s.avail == [3] * n and s.crystals == [2] * n
        assert s.druid == ["D"] * n and s.round == 1
        assert s.turn == max(range(n), key=lambda p: s.stamp[p])  # the marker on top of the pile starts


def test_turn_order_fewest_points_then_top_of_pile(game: Salamandra, position: type[Position]) -> None:
    pos = position(("A", "B", "C"))
    d = pos.d
    d["round"], d["phase"], d["turn"] = 1, "harvest", 2
    for p, (vp, stamp, passed) in enumerate(((5, 7, True), (3, 4, True), (3, 9, False))):
        pos.seat(p).update(vp=vp, stamp=stamp, passed=passed, avail=0, druid="N" if passed else "D")
    d["clock"] = 9
    s = game.apply(pos.state(), ("done",))
    assert s.round == 2 and s.turn == 2   # B and C tie on 3 VP; C's marker arrived last (on top)
    assert s.crystals == [4, 4, 4] and s.avail == [2, 2, 2]


def test_active_follows_the_druid_face(game: Salamandra, position: type[Position]) -> None:
    pos = position()
    cells = pos.cells()
    pos.apprentice(0, *cells["S1"], 1, face="N").apprentice(0, *cells["S2"], 1, face="D")
    pos.d["turn"] = 0
    legal = game.legal_actions(pos.state())
    assert ("flip", *cells["S2"], 1) in legal and ("flip", *cells["S1"], 1) not in legal


def test_free_actions_flip_and_buy(game: Salamandra, position: type[Position], run: Run) -> None:
    pos = position()
    cells = pos.cells()
    pos.apprentice(0, *cells["S1"], 1)
    pos.seat(0)["crystals"] = 4
    pos.d["turn"] = 0
    s = run(pos.state(), ("flip", *cells["S1"], 1))
    assert s.crystals[0] == 5 and s.spots[(*cells["S1"], 1)] == (0, "N") and s.turn == 0  # not an action
    s = run(s, ("buy", "Fr"))
    assert s.crystals[0] == 1 and s.pool == {"Fr": 1}
    assert ("buy", "L") not in game.legal_actions(s)
    s = run(s, ("place", *cells["S1"], 2))
    assert s.pool == {} and s.turn == 1  # resources do not outlive the turn


def test_eagle9_buys_for_three(game: Salamandra, position: type[Position], run: Run) -> None:
    pos = position().card(0, "Ea9")
    pos.seat(0)["crystals"] = 3
    pos.d["turn"] = 0
    s = run(pos.state(), ("buy", "L"))
    assert s.crystals[0] == 0 and s.pool == {"L": 1}


def test_conversions_at_will(game: Salamandra, position: type[Position], run: Run) -> None:
    pos = position().card(0, "Ea2").card(0, "Be6")
    pos.seat(0)["crystals"] = 11
    pos.d["turn"] = 0
    s = run(pos.state(), ("convert", "Ea2"), ("convert", "Be6"))
    assert s.crystals[0] == 0 and s.pool == {"PL": 1, "PWP": 1}


def test_pass_needs_all_apprentices_placed(game: Salamandra, position: type[Position]) -> None:
    pos = position()
    pos.d["turn"] = 0
    s = pos.state()
    assert ("pass",) not in game.legal_actions(s)
    with pytest.raises(IllegalAction, match="apprentices of this round"):
        game.apply(s, ("pass",))


def test_pass_flips_active_apprentices_and_harvests(game: Salamandra, position: type[Position], run: Run) -> None:
    """E: 1 crystal per remaining active apprentice, then groves touched by a path for 3 C each,
    the 2nd grove scoring 4 VP on the mat; then the Druid flips."""
    pos = position()
    pos.grove("G23", -1, 0).grove("G25", 0, 0)             # 3 VP each, both beside the N spot of (0,1)
    pos.apprentice(0, 0, 1, 0).apprentice(0, 0, 1, 3, face="N")
    pos.seat(0).update(avail=0, crystals=5, vp=0)
    pos.d["turn"] = 0
    s = run(pos.state(), ("pass",))
    assert s.crystals[0] == 6 and s.phase == "harvest"
    legal = game.legal_actions(s)
    assert ("harvest", -1, 0) in legal and ("harvest", 0, 0) in legal and ("done",) in legal
    s = run(s, ("harvest", -1, 0), ("harvest", 0, 0))
    assert s.crystals[0] == 0 and s.vp[0] == 3 + 3 + 4 and s.harvested[0] == ["G23", "G25"]
    assert (-1, 0) not in s.groves
    s = run(s, ("done",))
    assert s.druid[0] == "N" and s.passed[0] and s.turn == 1


def test_harvest_needs_a_path_and_crystals(game: Salamandra, position: type[Position], run: Run) -> None:
    pos = position()
    pos.apprentice(0, 0, 1, 2, face="N")                  # S spot: glades 0,1 and -1,1 only; inactive
    pos.grove("G23", -1, 0)
    pos.seat(0).update(avail=0, crystals=2)
    pos.d["turn"] = 0
    s = run(pos.state(), ("pass",))
    assert game.legal_actions(s) == [("done",)]          # 2 crystals: too few
    s.crystals[0] = 3
    assert game.legal_actions(s) == [("harvest", 0, 1), ("done",)]   # no path to the grove at -1,0


def test_grove_mat_bonuses() -> None:
    from sobremesa.games.salamandra.data import GROVE_MAT_VP
    assert [GROVE_MAT_VP.get(i, 0) for i in range(1, 9)] == [0, 4, 0, 3, 0, 2, 0, 0]


def test_build_cells_bonus_and_choice(game: Salamandra, position: type[Position], run: Run) -> None:
    """The new tile touches a tile by a side; the bonus is paid; next to the temple alone (no colour) only
    the apprentice option remains."""
    pos = position()
    pos.market("F10", *pos.d["market"][1:])
    pos.seat(0).update(crystals=8)
    pos.d["turn"] = 0
    s = run(pos.state(), ("buy", "L"), ("buy", "Fr"))
    builds = {a[2:] for a in game.legal_actions(s) if a[0] == "build" and a[1] == "F10"}
    assert (2, 0) in builds and (-1, 0) in builds and (0, 2) in builds and (2, 2) not in builds
    assert (0, 0) not in builds and (1, 1) not in builds
    groves = dict(s.groves)
    s = run(s, ("build", "F10", -1, 0))
    assert s.vp[0] == 1 and s.scrolls[0] == 1 and s.crystals[0] == 0 and s.pool == {}
    assert s.groves == groves          # glade -1,-1 now touches 3 tiles only: nothing drawn
    assert s.pending == [("after", -1, 0)]
    assert game.legal_actions(s) == [("apprentice", k) for k in range(4)]


def test_new_glade_between_four_tiles_gets_a_grove(game: Salamandra, position: type[Position], run: Run) -> None:
    """Building at 2,1 encloses glade 1,0 (temple half 1,0, tiles 2,0, 2,1, 1,1): a grove is drawn there;
    the empty glade 1,-1 elsewhere waits for the round end."""
    pos = position()
    pos.tile("F5", 2, 0).no_grove(1, 0).no_grove(1, -1)
    pos.market("F10", *pos.d["market"][1:])
    pos.seat(0).update(crystals=8)
    pos.d["turn"] = 0
    s = pos.state()
    top = s.grove_pile[-1]
    s = run(s, ("buy", "L"), ("buy", "Fr"), ("build", "F10", 2, 1))
    assert s.groves[(1, 0)] == top and (1, -1) not in s.groves and (2, 0) not in s.groves


def test_round_end_refills_enclosed_glades_only(game: Salamandra, position: type[Position], run: Run) -> None:
    pos = position()
    pos.no_grove(0, -1).no_grove(0, -2)      # 0,-1 lies between 4 tiles (2 fields, 2 temple halves); 0,-2 between 2
    d = pos.d
    d["phase"], d["turn"] = "harvest", 0
    pos.seat(0).update(druid="D", passed=False, avail=0)
    pos.seat(1).update(druid="N", passed=True, avail=0)
    s = run(pos.state(), ("done",))
    assert s.round == 2 and (0, -1) in s.groves and (0, -2) not in s.groves


def test_divinity_card_instead_of_apprentice(game: Salamandra, position: type[Position], run: Run) -> None:
    pos = position().card(0, "Ea1")
    cells = pos.cells()
    x, y = cells["S2"]
    pos.market("F5", *pos.d["market"][1:])
    pos.top("bear", "Be3")
    pos.seat(0).update(crystals=5)
    pos.d["turn"] = 0
    s = run(pos.state(), ("buy", "Fl"), ("build", "F5", x + (1 if x == 1 else -1), y))
    assert ("divinity", "bear") in game.legal_actions(s)   # green next to the green start tile
    vp = s.vp[0]
    s = run(s, ("divinity", "bear"))
    assert s.cards[0] == ["Ea1", "Be3"] and s.vp[0] == vp + 2 and s.turn == 1   # Ea1: +2 VP per card taken


def test_free_build_when_no_spot_and_no_resource(game: Salamandra, position: type[Position], run: Run) -> None:
    """Exceptional case of A: every spot taken, no active Billhook apprentice, under 4 crystals."""
    pos = position()
    for i, (x, y) in enumerate(sorted(pos.cells().values())):
        for k in range(4):
            pos.apprentice((i * 4 + k) % 2, x, y, k, face="N")
    pos.seat(0).update(avail=2, crystals=3)
    pos.seat(1).update(avail=2)
    pos.d["turn"] = 0
    s = pos.state()
    legal = game.legal_actions(s)
    assert any(a[0] == "freebuild" for a in legal) and not any(a[0] in ("place", "build") for a in legal)
    tile = s.market[0]
    s = run(s, ("freebuild", tile, 2, 0))
    assert s.crystals[0] == 3 and s.vp[0] == 0 and s.pending == [("freeplace", 2, 0)]   # no cost, no bonus
    assert game.legal_actions(s) == [("apprentice", k) for k in range(4)]
    s.crystals[1] = 4
    assert not any(a[0] == "freebuild" for a in game.legal_actions(run(s, ("apprentice", 1))))


def test_scroll_overflow_keeps_the_fifth(game: Salamandra, position: type[Position], run: Run) -> None:
    """3 scrolls + 2 (K1) = 5: discard 4, one apprentice to a spellbook, keep 1."""
    pos = position()
    cells = pos.cells()
    pos.apprentice(0, *cells["S1"], 0).apprentice(0, *cells["S2"], 0).top("black", "K1")
    pos.seat(0).update(scrolls=3, crystals=1)
    pos.d["turn"], pos.d["pool"] = 0, {"PWP": 1}
    s = run(pos.state(), ("temple", "black", *cells["S2"], 0))
    assert s.scrolls[0] == 5 and s.pending == [("book",)] and s.crystals[0] == 3
    legal = game.legal_actions(s)
    assert all(a[0] == "book" for a in legal) and len(legal) == 2 * 3 * 2   # 2 apprentices x 3 books x 2 spots
    s = run(s, ("book", *cells["S1"], 0, 1, 0))
    assert s.scrolls[0] == 1 and s.book_spots[1][0] == 0 and (*cells["S1"], 0) not in s.spots
    assert s.turn == 1


def test_one_spot_per_spellbook(game: Salamandra, position: type[Position]) -> None:
    pos = position()
    cells = pos.cells()
    pos.apprentice(0, *cells["S1"], 0)
    pos.d["book_spots"][0][0] = 0
    pos.seat(0)["mat"] -= 1
    pos.seat(0)["scrolls"] = 4
    pos.d["turn"], pos.d["pending"] = 0, [["book"]]
    assert {a[4] for a in game.legal_actions(pos.state())} == {1, 2}


def test_no_spellbook_spot_keeps_the_scrolls(game: Salamandra, position: type[Position], run: Run) -> None:
    pos = position()
    cells = pos.cells()
    pos.apprentice(0, *cells["S2"], 0).top("black", "K8")
    pos.d["book_spots"] = [[1, 0], [0, 1], [1, 0]]     # every spot taken
    pos.seat(0)["mat"] -= 3
    pos.seat(1)["mat"] -= 3
    pos.seat(0).update(scrolls=3, crystals=1)
    pos.d["turn"] = 0
    pos.d["pool"] = {"PWP": 1}
    s = run(pos.state(), ("temple", "black", *cells["S2"], 0))
    assert s.scrolls[0] == 5 and s.pending == [] and s.turn == 1


def test_empty_salamander_decks_pay_the_temple_gain(game: Salamandra, position: type[Position], run: Run) -> None:
    """White: 10 VP; black: 1 scroll + 4 VP; no card."""
    pos = position()
    cells = pos.cells()
    pos.apprentice(0, *cells["S1"], 0).apprentice(1, *cells["S2"], 0)
    for card in list(pos.d["white"]) + list(pos.d["black"]):
        pos.card(1, card)
    pos.seat(0).update(crystals=3)
    pos.seat(1).update(crystals=3)
    pos.d["turn"], pos.d["pool"] = 0, {"PL": 1}
    s = run(pos.state(), ("temple", "white", *cells["S1"], 0))
    assert (s.vp[0], s.sals[0], s.crystals[0], s.turn) == (10, [], 1, 1)
    s.pool["PWP"] = 1
    s = run(s, ("temple", "black", *cells["S2"], 0))
    assert (s.vp[1], s.scrolls[1], s.crystals[1], len(s.sals[1])) == (4, 1, 2, 16)


def test_lasting_effects_on_placement(game: Salamandra, position: type[Position], run: Run) -> None:
    """Be2 (+1 C) and Ea12 (+1 VP) on a Cauldron, Be11 (+1 VP) on an orange tile, Be4 (+1 VP per scroll)."""
    pos = position()
    pos.tile("F12", 2, -1)
    for card in ("Be2", "Ea12", "Be11", "Be4"):
        pos.card(0, card)
    pos.d["turn"] = 0
    s = pos.state()
    s = run(s, ("place", 2, -1, 0))       # bonus 1 S + 2 VP
    assert (s.vp[0], s.crystals[0], s.scrolls[0]) == (2 + 1 + 1 + 1, 2 + 1, 1)


def test_lasting_effects_on_build_harvest_and_salamander(game: Salamandra, position: type[Position], run: Run) -> None:
    pos = position()
    cells = pos.cells()
    for card in ("Be3", "Be7", "Be1", "Ea5", "Ea7", "Ea8", "Ea11"):
        pos.card(0, card)
    pos.market("F9", *pos.d["market"][1:]).top("white", "W1")
    pos.apprentice(0, *cells["S1"], 0)
    pos.seat(0).update(crystals=6)
    pos.d["turn"] = 0
    s = run(pos.state(), ("build", "F9", 2, 0))           # 4 C, bonus 2 VP; Be3 +1 C, Be7 +2 VP
    assert (s.vp[0], s.crystals[0]) == (4, 3)
    s = run(s, ("apprentice", 1), ("place", *cells["S2"], 2))
    s.pool["PL"] = 1
    s.crystals[0] = 2
    s = run(s, ("temple", "white", *cells["S1"], 0))     # W1 13 VP; Ea7 +2, Ea11 +1, Ea8 +1 C
    assert (s.vp[0], s.crystals[0]) == (4 + 13 + 3, 1)
    pos = position()
    for card in ("Be1", "Ea5"):
        pos.card(0, card)
    pos.grove("G23", -1, 0).apprentice(0, 0, 1, 0, face="N")
    pos.seat(0).update(avail=0, crystals=3)
    pos.d["turn"] = 0
    s = run(pos.state(), ("pass",), ("harvest", -1, 0))  # 3 VP + Be1 + Ea5
    assert s.vp[0] == 5


def test_reactivation_and_grove_pick(game: Salamandra, position: type[Position], run: Run) -> None:
    """F9: 1 C to reactivate one of your apprentices; W6: any grove from the board, no crystal cost, + 8 VP."""
    pos = position()
    cells = pos.cells()
    pos.tile("F9", 2, 0).apprentice(0, 2, 0, 0).apprentice(0, *cells["S1"], 1, face="N")
    pos.apprentice(0, *cells["S2"], 1).top("white", "W6").grove("G17", 0, -2)
    pos.seat(0).update(crystals=3)
    pos.d["turn"] = 0
    s = run(pos.state(), ("work", 2, 0, 0))
    assert s.pending == [("react",)] and s.crystals[0] == 2
    assert set(game.legal_actions(s)) == {("reactivate", 2, 0, 0), ("reactivate", *cells["S1"], 1)}
    s = run(s, ("reactivate", *cells["S1"], 1))
    assert s.spots[(*cells["S1"], 1)] == (0, "D") and s.turn == 0
    s.pool["PL"] = 1
    s = run(s, ("temple", "white", *cells["S1"], 1))
    assert s.pending == [("grove",)] and len(game.legal_actions(s)) == len(s.groves)
    s = run(s, ("take_grove", 0, -2))
    assert s.harvested[0] == ["G17"] and s.vp[0] == 8 + 5 and s.crystals[0] == 0 and s.turn == 1


def test_faith_majorities() -> None:
    assert majority({0: 5, 1: 3, 2: 0}, 8, 4) == {0: 8, 1: 4, 2: 0}
    assert majority({0: 5, 1: 5, 2: 3}, 8, 4) == {0: 6, 1: 6, 2: 0}         # tie for 1st: (8+4)//2, no 2nd
    assert majority({0: 4, 1: 4, 2: 4}, 6, 3) == {0: 3, 1: 3, 2: 3}         # (6+3)//3
    assert majority({0: 6, 1: 2, 2: 2, 3: 2}, 12, 6) == {0: 12, 1: 2, 2: 2, 3: 2}  # tie for 2nd: 6//3
    assert majority({0: 6, 1: 3, 2: 3}, 6, 3) == {0: 6, 1: 1, 2: 1}         # 3//2 rounded down
    assert majority({0: 0, 1: 0}, 12, 6) == {0: 0, 1: 0}                    # no symbol, no points
    assert majority({0: 2, 1: 0}, 12, 6) == {0: 12, 1: 0}


def test_shared_victory_and_scores(game: Salamandra, position: type[Position], run: Run) -> None:
    pos = position()
    d = pos.d
    d["round"], d["phase"], d["turn"] = 4, "harvest", 0
    pos.seat(0).update(druid="N", passed=False, avail=0, vp=40)
    pos.seat(1).update(druid="D", passed=True, avail=0, vp=40)
    s = run(pos.state(), ("done",))
    assert s.phase == "over" and game.scores(s) == [40, 40] and game.is_over(s)


BROKEN: list[tuple[Edit, str]] = [
    (lambda d: d["board"].update({"5,5": "F5"}), "field tiles not conserved"),
    (lambda d: d["seats"][0].update(mat=9), "apprentices not conserved"),
    (lambda d: d.pop("pool"), "lacks 'pool'"),
    (lambda d: d["spots"].update({"0,-1,7": [0, "D"]}), "no spot of a field tile"),
    (lambda d: d.update(pending=[["after", 9, 9]]), "cell x, y of a field tile"),
    (lambda d: d["spots"].update({"0,-1": [0, "D"]}), "3 whole numbers"),
    (lambda d: d.update(phase="lunch"), "phase must be one of"),
    (lambda d: d["seats"][1].update(druid="X"), "bad Druid face"),
]


@pytest.mark.parametrize("edit, message", BROKEN)
def test_positions_are_strict(game: Salamandra, position: type[Position], edit: Edit,
                              message: str) -> None:
    d = position().d
    edit(d)
    with pytest.raises(LoadError, match=message):
        game.state_from_dict(d)


def test_final_faith_tie_for_first_and_for_second(game: Salamandra, position: type[Position], run: Run) -> None:
    """Bear: A and B tie for 1st (3 each): (8 + 4) // 2 = 6 each, C nothing. Eagle: A 1st (3), B and C tie
    for 2nd (1 each): 3 // 2 = 1 each. Salamander: nobody has a crown: nobody scores."""
    pos = position(("A", "B", "C"))
    pos.card(0, "Be9").card(1, "Be10").card(2, "Be1").card(0, "Ea9").card(1, "Ea1").card(2, "Ea2")
    d = pos.d
    d["round"], d["phase"], d["turn"] = 4, "harvest", 0
    pos.seat(0).update(druid="N", avail=0)
    for p in (1, 2):
        pos.seat(p).update(druid="D", passed=True, avail=0)
    s = run(pos.state(), ("done",))
    assert s.final is not None and [f["faith"] for f in s.final] == [6 + 6, 6 + 1, 0 + 1]


# --- issue 17: the owed spellbook move, and the exceptional free build ---------------------------------------
def test_a_spellbook_move_not_made_is_owed_at_the_next_scroll_only(game: Salamandra, position: type[Position],
                                                                   run: Run) -> None:
    """Gray has 3 scrolls and no apprentice on a tile; building F22 (5 C, bonus 1 scroll) brings the 4th scroll,
    but no move can be made; Gray takes a Bear card. Next turn S1's bonus spot gives 1 VP and no scroll: nothing
    is owed. Gray's next scroll (F22's bonus spot) owes the move: 5 scrolls, 4 discarded, 1 kept."""
    pos = position()
    pos.market("F22", *pos.d["market"][1:]).top("bear", "Be1")
    pos.seat(0).update(scrolls=3, crystals=5)
    pos.d["turn"] = 0
    cells = pos.cells()
    x, y = cells["S3"][0] + 1, cells["S3"][1]          # F22 (white/purple) beside the white S3
    s = run(pos.state(), ("build", "F22", x, y))
    assert (s.scrolls[0], s.crystals[0], s.pending) == (4, 0, [("after", x, y)])   # no apprentice to move
    s = run(s, ("divinity", "bear"))
    assert s.cards[0] == ["Be1"] and s.turn == 1
    s = run(s, ("place", *cells["S2"], 1))                                         # Blue
    vp = s.vp[0]
    s = run(s, ("place", *cells["S1"], 0))                                         # Gray: 1 VP, no scroll
    assert (s.vp[0] - vp, s.scrolls[0], s.pending, s.turn) == (1, 4, [], 1)
    s = run(s, ("place", *cells["S2"], 2))                                         # Blue
    s = run(s, ("place", x, y, 0))                                                 # Gray: F22's bonus, 1 scroll
    assert s.scrolls[0] == 5 and s.pending == [("book",)] and s.turn == 0
    assert {a[1:4] for a in game.legal_actions(s)} == {(*cells["S1"], 0), (x, y, 0)}
    s = run(s, ("book", x, y, 0, 0, 0))
    assert (s.scrolls[0], s.book_spots[0][0], s.pending, s.turn) == (1, 0, [], 1)


def take_every_spot(pos: Position, active: tuple[int, int, int]) -> Position:
    """Every spot of the four start cells taken, Gray and Blue alternately (8 each), all inactive but ``active``
    (Gray's: k is 0 or 2); each keeps 2 apprentices to place in round 1."""
    for i, (x, y) in enumerate(sorted(pos.cells().values())):
        for k in range(4):
            pos.apprentice((i * 4 + k) % 2, x, y, k, face="D" if (x, y, k) == active else "N")
    pos.seat(0).update(avail=2)
    pos.seat(1).update(avail=2)
    pos.d["turn"] = 0
    return pos


def test_no_free_build_while_a_flip_can_buy_a_resource(game: Salamandra, position: type[Position],
                                                       run: Run) -> None:
    """Issue 17 (a): every spot taken, 3 crystals, Gray's one active apprentice on a Cauldron (F12): flipping it
    gives a 4th crystal, which buys a resource or pays F9 (4 C) outright, so no free build. Once the crystals
    are spent on a leaf (0 C) and nothing more can be made, the free build is offered."""
    pos = position()
    x, y = pos.cells()["S4"]
    take_every_spot(pos.tile("F12", x, y), active=(x, y, 0))
    pos.seat(0).update(crystals=3)
    s = pos.state()
    assert "F9" in s.market
    legal = game.legal_actions(s)
    assert ("flip", x, y, 0) in legal and not any(a[0] in ("freebuild", "build", "buy") for a in legal)
    s = run(s, ("flip", x, y, 0))
    legal = game.legal_actions(s)
    assert s.crystals[0] == 4 and ("buy", "L") in legal and ("build", "F9", 2, -1) in legal
    assert not any(a[0] == "freebuild" for a in legal)
    s = run(s, ("buy", "L"))
    assert (s.crystals[0], s.pool) == (0, {"L": 1})
    assert {a[0] for a in game.legal_actions(s)} == {"freebuild"}


def test_free_build_at_once_when_no_resource_can_be_made(game: Salamandra, position: type[Position]) -> None:
    """Issue 17 (b): every spot taken, 0 crystals, Gray's only active apprentice on F6 (1 leaf -> 1 leaf potion)
    and no leaf to be had. Flipping it gives 1 crystal, not a resource: the free build is offered at once, for
    each of the 4 market tiles on each of the 10 cells beside the map."""
    pos = position()
    x, y = pos.cells()["S2"]
    take_every_spot(pos.tile("F6", x, y), active=(x, y, 0))
    pos.seat(0).update(crystals=0)
    legal = game.legal_actions(pos.state())
    assert [a for a in legal if a[0] != "freebuild"] == [("flip", x, y, 0)]
    assert len([a for a in legal if a[0] == "freebuild"]) == 4 * 10


def test_no_free_build_when_a_reactivation_makes_a_resource(game: Salamandra, position: type[Position],
                                                            run: Run) -> None:
    """Every spot taken, 1 crystal, Gray's only active apprentice on F9 (1 C: reactivate one): it can wake Gray's
    apprentice on S2, whose work makes a leaf, so Gray can make a resource: no free build."""
    pos = position()
    cells = pos.cells()
    x, y = cells["S4"]
    take_every_spot(pos.tile("F9", x, y), active=(x, y, 0))
    pos.seat(0).update(crystals=1)
    s = pos.state()
    assert not any(a[0] == "freebuild" for a in game.legal_actions(s))
    s = run(s, ("work", x, y, 0), ("reactivate", *cells["S2"], 0), ("work", *cells["S2"], 0))
    assert (s.crystals[0], s.pool) == (0, {"L": 1})
