"""Scoring 3/2/1 (and 5/3/1) with each link of the tie-break chain ("The Scoring Categories in Detail")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from sobremesa.games.calimala.data import SCORING_TILES
from sobremesa.games.calimala.scoring import award, score_category
from sobremesa.games.calimala.state import CalimalaState

if TYPE_CHECKING:
    from .conftest import Positions

A, B, C, D = 0, 1, 2, 3
POINTS = (3, 2, 1)


def state(cal: Positions, seats: Sequence[int] = (), council_art: Sequence[int] = (), church_art: Sequence[int] = (),
          players: int = 4) -> CalimalaState:
    """Seats on the council tiles in that order; one artwork in the council for each seat of
    ``council_art``, contributed in that order; one in Santa Croce for each seat of ``church_art``."""
    d = cal.blank(["Ada", "Ben", "Cy", "Dee"][:players])
    d["seats"] = list(seats)
    d["board"]["palazzo.art"] = [council_art.count(p) for p in range(players)] + [0]
    d["board"]["croce.art"] = [church_art.count(p) for p in range(players)] + [0]
    d["council_art"] = list(dict.fromkeys(council_art))
    for p in range(players):  # keep the disc counts consistent with the seats
        d["discs"][p]["coloured"] -= d["seats"].count(p)
    # the players with fewer seats have put the difference on streets
    street = iter(["H1", "H2", "H3", "H4", "H5", "H6", "V1", "V2", "V3", "V4"])
    for p in range(players):
        for _ in range(max(d["seats"].count(q) for q in range(players)) - d["seats"].count(p)):
            d["stacks"][next(street)].append(f"c{p}")
            d["discs"][p]["coloured"] -= 1
    return cal.load(cal.fix(d))


def test_most_cubes_win_without_tie(cal: Positions) -> None:
    s = state(cal)
    assert award(s, [4, 3, 1, 0, 0], POINTS) == [3, 2, 1, 0]


def test_no_points_without_cubes(cal: Positions) -> None:
    s = state(cal)
    assert award(s, [0, 2, 0, 0, 0], POINTS) == [0, 3, 0, 0]


def test_tie_seats_plus_council_artwork(cal: Positions) -> None:
    # Ada: 1 seat; Ben: no seat but 2 artworks in the council -> Ben's sum 2 beats Ada's 1.
    s = state(cal, seats=[A], council_art=[B, B])
    assert award(s, [2, 2, 0, 0, 0], POINTS) == [2, 3, 0, 0]


def test_tie_same_sum_more_seats(cal: Positions) -> None:
    # Ada: 2 seats; Ben: 1 seat + 1 council artwork; same sum 2: Ada has more seats.
    s = state(cal, seats=[B, A, A], council_art=[B])
    assert award(s, [1, 1, 0, 0, 0], POINTS) == [3, 2, 0, 0]


def test_tie_same_seats_first_to_reach_that_number(cal: Positions) -> None:
    # Both have 2 seats: Ada took the first seat, but Ben reached two seats first.
    s = state(cal, seats=[A, B, B, A])
    assert award(s, [3, 3, 0, 0, 0], POINTS) == [2, 3, 0, 0]
    s = state(cal, seats=[A, B])
    assert award(s, [3, 3, 0, 0, 0], POINTS) == [3, 2, 0, 0]


def test_tie_no_seats_first_artwork_in_the_council(cal: Positions) -> None:
    # Neither has a seat; one artwork each in the council, Ben's first: Ben wins the tie.
    s = state(cal, council_art=[B, A])
    assert award(s, [2, 2, 0, 0, 0], POINTS) == [2, 3, 0, 0]


def test_an_artwork_in_a_church_breaks_no_tie(cal: Positions) -> None:
    # Issue 17: Lisbon tied 2-2, no seats, no council artworks; Ben has an artwork in Santa Croce.
    # The chain adds up seats and artworks "in the city council": the tie stands, 3 + 2 are split.
    s = state(cal, church_art=[B])
    s.board["lisbon"][A] = s.board["lisbon"][B] = 2
    s.events = []
    assert score_category(s, SCORING_TILES["ST05"], POINTS) == [2, 2, 0, 0]
    assert s.score == [2, 2, 0, 0] and s.events[-1].text == "Scoring Lisbon: Ada 2 points and Ben 2 points."


def test_tie_nothing_splits_rounded_down(cal: Positions) -> None:
    s = state(cal)
    assert award(s, [2, 2, 1, 0, 0], POINTS) == [2, 2, 1, 0]          # (3 + 2) // 2
    assert award(s, [2, 2, 2, 0, 0], POINTS) == [2, 2, 2, 0]          # (3 + 2 + 1) // 3
    assert award(s, [3, 2, 2, 0, 0], POINTS) == [3, 1, 1, 0]          # (2 + 1) // 2
    assert award(s, [3, 2, 1, 1, 0], POINTS) == [3, 2, 0, 0]          # 1 // 2
    assert award(s, [1, 1, 1, 1, 0], POINTS) == [1, 1, 1, 1]          # (3 + 2 + 1 + 0) // 4
    assert award(s, [2, 2, 1, 0, 0], (5, 3, 1)) == [4, 4, 1, 0]       # final scoring cards: (5 + 3) // 2


def test_chain_orders_a_four_way_tie(cal: Positions) -> None:
    # Cy: 1 seat + 1 council artwork (sum 2); Ada: 1 seat (sum 1, more seats than Ben and Dee);
    # Dee and Ben: one council artwork each (sum 1), Dee's contributed first; Ben last.
    s = state(cal, seats=[A, C], council_art=[D, B, C], church_art=[B])
    assert award(s, [2, 2, 2, 2, 0], POINTS) == [2, 0, 3, 1]


def test_neutral_loses_every_tie(cal: Positions) -> None:
    d = cal.blank(["Ada", "Ben"])
    s = cal.load(cal.fix(d))
    assert award(s, [2, 1, 2], POINTS) == [3, 1]      # neutral 2nd with 2 cubes, scores nothing
    assert award(s, [1, 1, 3], POINTS) == [1, 1]      # neutral 1st; the tied players split 2 + 1


def test_fifty_tile(cal: Positions) -> None:
    s = state(cal)
    s.score[A] = 48
    s.board["lisbon"][A] = 3
    s.events = []
    score_category(s, SCORING_TILES["ST05"], POINTS)
    assert s.score[A] == 51
    assert 'Ada takes the "50" tile.' in [e.text for e in s.events]
    assert cal.game.view(s, None)["players"][A]["fifty"] is True
