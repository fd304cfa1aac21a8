"""Scoring phases: the 4th disc to the council, the white-disc swap cases, the end of the game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from sobremesa.games.calimala.data import STREET_INDEX
from sobremesa.games.calimala.state import CalimalaState

if TYPE_CHECKING:
    from .conftest import Positions

M, A, T = 0, 1, 2
NAMES = ["Marion", "Angelika", "Tanja"]
FREE = ["H2", "H3", "H4", "H5", "H6", "V1", "V2", "V3", "V4", "V5", "V6"]


def position(cal: Positions, seats: list[int], streets: list[str], whites: list[int],
             h1: Sequence[str] = ("w1", "c2", "c1"), **extra: Any) -> CalimalaState:
    """3 players, Marion to play; H1 (Wood + Brick) holds ``h1`` (bottom first).

    ``streets`` lists further discs, spread three to a street over FREE; ``whites`` the white
    discs in reserve per seat; the coloured discs in reserve are what is not placed.
    """
    d = cal.blank(NAMES)
    d["grid"] = ["wood", "brick", "marble", "weave", "contribute", "ship", "build", "artwork", "transport"]
    d["stacks"]["H1"] = list(h1)
    for i, disc in enumerate(streets):
        d["stacks"][FREE[i // 3]].append(disc)
    d["seats"] = list(seats)
    d.update(extra)
    on_board = [x for st in d["stacks"].values() for x in st] + d["removed"]
    d["discs"] = [{"coloured": 12 - on_board.count(f"c{p}") - seats.count(p), "white": whites[p], "neutral": 0}
                  for p in range(3)]
    return cal.load(cal.fix(d))


def resolve_all(cal: Positions, s: CalimalaState) -> CalimalaState:
    """Finish the activation with the fewest actions: each resolver does one action at most."""
    g = cal.game
    while s.phase == "resolve" and s.activation.out is None:
        legal = g.legal_actions(s)
        pick = next((a for a in legal if a[0] in ("done", "skip")), None)
        s = g.apply(s, pick or next(a for a in legal if a[0] == "do"))
    return s


def test_fourth_disc_coloured_goes_to_the_next_seat(cal: Positions) -> None:
    s = position(cal, [], ["c0", "c0", "c2"], [3, 3, 3], h1=["c2", "c1", "c1"])
    s = resolve_all(cal, cal.play(s, ("place", "H1", "coloured")))
    assert s.seats == [T] and s.stacks[0] == ["c1", "c1", "c0"]
    assert s.phase == "place" and s.turn == A


def test_white_fourth_disc_swapped_from_reserve(cal: Positions) -> None:
    s = position(cal, [], ["c0", "c0", "c2"], [3, 2, 3])
    assert s.discs[M] == [10, 3, 0]
    s = resolve_all(cal, cal.play(s, ("place", "H1", "coloured")))
    # Marion placed one blue disc and exchanged the white one for another blue from her reserve.
    assert s.discs[M] == [8, 4, 0]
    assert s.seats == [M] and s.stacks[0] == ["c2", "c1", "c0"]
    assert s.turn == A


def _all_coloured_placed(cal: Positions, marion_streets: int, marion_seats: int) -> tuple[CalimalaState, list[str]]:
    """Marion has no coloured disc in reserve; every player has 2 white discs left."""
    angelika_seats = 14 - marion_seats if marion_seats < 12 else 2
    seats = [M] * marion_seats + [A] * angelika_seats
    streets = [f"c{M}"] * marion_streets + ["w0"]
    streets += [f"c{A}"] * (12 - angelika_seats - 1) + [f"c{T}"] * 11 + ["w2"]
    return position(cal, seats, streets, [2, 2, 2]), streets


def test_white_fourth_disc_taken_from_the_only_other_stack(cal: Positions) -> None:
    s, _ = _all_coloured_placed(cal, 1, 11)
    where = next(i for i, st in enumerate(s.stacks) if "c0" in st)
    before = list(s.stacks[where])
    s = resolve_all(cal, cal.play(s, ("place", "H1", "white")))
    # Her blue disc leaves that stack for the council; the white disc goes on top of that stack.
    after = list(before)
    after.remove("c0")
    assert s.stacks[where] == after + ["w1"]
    assert len(s.stacks[where]) == len(before)
    assert s.seats[-1] == M and len(s.seats) == 15 and s.last_round


def test_white_fourth_disc_choice_of_stack(cal: Positions) -> None:
    s, _ = _all_coloured_placed(cal, 2, 10)
    s = resolve_all(cal, cal.play(s, ("place", "H1", "white")))
    g = cal.game
    choices = g.legal_actions(s)
    assert g.actor(s) == M and len(choices) == 2 and all(a[0] == "seat_from" for a in choices)
    street, pos = choices[1][1], choices[1][2]
    s = g.apply(s, choices[1])
    assert s.stacks[STREET_INDEX[street]][-1] == "w1" and s.seats[-1] == M
    assert s.stacks[STREET_INDEX[choices[0][1]]].count("c0") == 1
    assert s.phase == "place" and isinstance(pos, int)


def test_white_fourth_disc_without_any_coloured_disc(cal: Positions) -> None:
    # DESIGNED (RULES-NOTES): every blue disc sits in the council: the tile is scored without a seat.
    s, _ = _all_coloured_placed(cal, 0, 12)
    s = resolve_all(cal, cal.play(s, ("place", "H1", "white")))
    assert s.seats[-1] is None and "w1" in s.removed and s.discs[M] == [0, 1, 0]


def test_after_the_fifteenth_tile_fourth_discs_leave_the_game(cal: Positions) -> None:
    s = position(cal, [M] * 8 + [A] * 7, ["c0"] * 4 + ["c1"] * 3 + ["c2"] * 11, [3, 3, 3],
                 h1=["c2", "c1", "c1"], last_round=True)
    s = resolve_all(cal, cal.play(s, ("place", "H1", "white")))
    assert "c2" in s.removed and len(s.seats) == 15
    assert s.phase == "place" and s.turn == A  # the round is finished: Angelika and Tanja still play


def test_last_round_ends_with_the_round(cal: Positions) -> None:
    s = position(cal, [M] * 8 + [A] * 7, ["c0"] * 4 + ["w0"] + ["c1"] * 4 + ["c2"] * 11, [2, 2, 3],
                 last_round=True, turn=T)
    s = resolve_all(cal, cal.play(s, ("place", "H1", "white")))
    assert s.phase == "over" and "w1" in s.removed


def test_all_discs_placed_scores_the_remaining_tiles_without_seats(cal: Positions) -> None:
    s = position(cal, [M, A], ["c0"] * 11 + ["c1"] * 10 + ["c2"] * 11, [0, 0, 1], h1=["c2", "c1"], turn=T,
                 removed=["w0"] * 3 + ["w1"] * 3 + ["w2"] * 2)
    assert [sum(d) for d in s.discs] == [0, 0, 1]
    s = resolve_all(cal, cal.play(s, ("place", "H1", "white")))
    assert s.phase == "over"
    assert s.seats == [M, A] + [None] * 13
    lines = [e.text for e in s.events]
    assert "All discs are placed: the remaining scoring tiles are scored without seats." in lines
    assert sum(x.startswith("Scoring ") for x in lines) == 13 + 4  # 13 tiles, then 3 kept cards + 1 face up
