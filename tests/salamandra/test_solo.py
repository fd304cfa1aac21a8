"""Solo mode against Rudolph (labour and placement cards: Designed D-L1, D-L2)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from sobremesa.core import Outcome
from sobremesa.games.salamandra.data import LABOUR
from sobremesa.games.salamandra.game import Salamandra
from sobremesa.games.salamandra.solo import target
from sobremesa.games.salamandra.state import SalamandraState
from sobremesa.games.salamandra.words import GOAL

if TYPE_CHECKING:
    from .conftest import Position, Run


def solo_end_of_round(position: type[Position], level: int = 1, round_: int = 1, vp: int = 50, r_vp: int = 10,
                      deck: Sequence[str] = ("P1",)) -> Position:
    """A solo position: the player has passed and is harvesting; Rudolph's next cards are ``deck`` (first
    drawn first)."""
    pos = position(("Solo",), level=level)
    d = pos.d
    d["round"], d["phase"], d["turn"] = round_, "harvest", 0
    pos.seat(0).update(vp=vp, avail=0, druid="D" if round_ % 2 else "N")
    # take Rudolph's setup apprentice back, and put the wanted cards on top of his deck
    for key, (who, _) in list(d["spots"].items()):
        if who == -1:
            del d["spots"][key]
    r = d["rudolph"]
    r.update(vp=r_vp, scrolls=1, placed=[])
    cards = r["deck"] + r["discard"]
    r["deck"] = [c for c in cards if c not in deck] + list(reversed(deck))
    r["discard"] = []
    return pos


def test_solo_setup(game: Salamandra) -> None:
    for level in (1, 2, 3):
        s = game.setup(["Solo"], 9, {"level": level})
        assert s.r_vp == LABOUR[level][0][0] and len(s.books) == 3
        rudolph = [spot for spot, (who, _) in s.spots.items() if who == -1]
        assert len(rudolph) == 1 and len(s.r_discard) == 1 and len(s.r_deck) == 15
        assert s.r_scrolls == 1 + (rudolph[0][2] != 0)     # starts with 1, +1 unless on the bonus spot
        assert game.actor(s) == 0 and s.crystals == [2] and s.avail == [3]


def test_placement_card_targets(game: Salamandra, position: type[Position]) -> None:
    pos = position(("Solo",))
    pos.tile("F5", 2, 0).tile("F6", 3, 0)
    s = pos.state()
    assert target(s, "P3") == (3, 0)      # left half, east: through the right half, to the furthest tile
    assert target(s, "P1") == (0, -1)     # left half, north
    assert target(s, "P7") == (0, -1)     # west: nothing; NW: nothing; N: the tile above
    assert target(s, "P12") == (1, 1)     # right half, south-east: nothing; turned south
    for k in range(4):
        s.spots[(3, 0, k)] = (0, "D")
    assert target(s, "P3") == (2, 0)      # the furthest tile is full: one step back toward the origin


def test_rudolph_round_points_placements_and_scrolls(game: Salamandra, position: type[Position], run: Run) -> None:
    """After the round: next round he scores its labour VP and places 2 apprentices: the bonus spot gives
    nothing, another spot 1 scroll."""
    pos = solo_end_of_round(position, deck=("P1", "P8"))   # P8 (north-west) finds nothing, turns north
    s = run(pos.state(), ("done",))
    assert s.phase == "recycle" and s.recycles == LABOUR[1][2]
    r_vp = s.r_vp
    s = run(s, ("done",))
    assert s.round == 2 and s.r_vp == r_vp + LABOUR[1][0][1]
    assert s.spots[(0, -1, 0)] == (-1, "R") and s.spots[(0, -1, 1)] == (-1, "R")
    assert s.r_scrolls == 2 and s.r_discard == ["P1", "P8"]
    assert s.crystals[0] == 2 + 2 and s.avail == [2]


def test_rudolph_third_scroll_takes_a_spellbook(game: Salamandra, position: type[Position], run: Run) -> None:
    pos = solo_end_of_round(position, deck=("P1", "P8"), round_=1)
    pos.apprentice(0, 0, -1, 0)          # his bonus spot is taken: he gets scrolls
    pos.d["rudolph"]["scrolls"] = 2
    s = run(pos.state(), ("done",), ("done",))
    # 1st apprentice: E spot, 3rd scroll -> to the leftmost upper spellbook spot, +3 VP (level 1)
    assert s.book_spots[0][0] == -1 and s.r_scrolls == 1
    assert [spot for spot, (w, _) in s.spots.items() if w == -1] == [(0, -1, 1)]
    assert s.r_vp == 10 + LABOUR[1][0][1] + LABOUR[1][1]


def test_rudolph_collects_connected_groves(game: Salamandra, position: type[Position], run: Run) -> None:
    pos = solo_end_of_round(position)
    pos.apprentice(-1, 0, 1, 0, face="R")       # N spot of 0,1: glades -1,0 and 0,0
    pos.d["rudolph"]["placed"] = [[0, 1, 0]]
    s = pos.state()
    expect = [s.groves[(-1, 0)], s.groves[(0, 0)]]
    s = run(s, ("done",))
    assert s.r_groves == expect and s.r_vp == 12 and (-1, 0) not in s.groves and (0, 0) not in s.groves


def test_player_loses_when_not_leading(game: Salamandra, position: type[Position], run: Run) -> None:
    for vp, r_vp, over in ((10, 10, True), (9, 10, True), (11, 10, False)):
        s = run(solo_end_of_round(position, vp=vp, r_vp=r_vp).state(), ("done",))
        assert game.is_over(s) == over
        outcome = game.outcome(s)
        assert (outcome is None) == (not over)
        if outcome:
            assert (outcome.won, outcome.winners, outcome.scores, outcome.goal) == (False, (), (vp,), GOAL)


def test_player_recycling(game: Salamandra, position: type[Position], run: Run) -> None:
    pos = solo_end_of_round(position, level=3)
    s = run(pos.state(), ("done",))
    assert s.recycles == 3
    bear, tile = s.tops["bear"], s.market[1]
    assert ("recycle", "bear") in game.legal_actions(s) and ("recycle", tile) in game.legal_actions(s)
    s = run(s, ("recycle", "bear"), ("recycle", tile), ("recycle", "white"))
    assert s.bear[0] == bear and s.tops["bear"] != bear and s.stack[0] == tile and tile not in s.market
    assert game.legal_actions(s) == [("done",)]


def test_solo_refill_between_two_tiles(game: Salamandra, position: type[Position], run: Run) -> None:
    pos = solo_end_of_round(position)
    pos.no_grove(0, -2).no_grove(-1, -1)      # both touch only 2 tiles
    s = run(pos.state(), ("done",), ("done",))
    assert (0, -2) in s.groves and (-1, -1) in s.groves


def test_solo_final_scoring(game: Salamandra, position: type[Position], run: Run) -> None:
    """Rudolph: labour VP per spellbook apprentice, level faith for each divinity, 1 VP per scroll."""
    pos = solo_end_of_round(position, level=2, round_=4, vp=100, r_vp=60)
    pos.d["book_spots"][0][0] = -1
    pos.card(0, "Be9").card(0, "Be10").card(0, "Ea1")     # Bear 6 > 4; Eagle 1 < 4; Salamander 0
    s = run(pos.state(), ("done",))
    assert s.phase == "over"
    assert s.final is not None and s.final[1] == {"books": 5, "faith": 4 + 6 + 12, "scrolls": 1}
    assert s.final[0] == {"books": 0, "faith": 8 + 3, "scrolls": 0}
    assert s.r_vp == 60 + 22 + 5 + 1 and s.vp[0] == 111
    outcome = game.outcome(s)
    assert outcome is not None and outcome.categories
    assert replace(outcome, categories=()) == Outcome(winners=(0,), scores=(111,), won=True, goal=GOAL)


def test_placement_deck_reshuffles_when_empty(game: Salamandra, position: type[Position], run: Run) -> None:
    pos = solo_end_of_round(position)
    r = pos.d["rudolph"]
    r["discard"], r["deck"] = r["deck"], []
    s = run(pos.state(), ("done",), ("done",))
    assert s.round == 2 and len(s.r_deck) == 14 and len(s.r_discard) == 2 and s.barrier


def _greedy_solo(game: Salamandra, seed: int, level: int) -> SalamandraState:
    """A solo game played by one-step lookahead on (player VP - Rudolph VP): it survives into the later
    rounds, which random play rarely does. Every state is checked."""
    pick = seed
    s = game.setup(["Solo"], seed, {"level": level})
    while not game.is_over(s):
        pick = (pick * 1103515245 + 12345) % 2**31
        options = []
        for i, a in enumerate(game.legal_actions(s)):
            t = game.apply(s, a)
            options.append((t.vp[0] - t.r_vp + 0.3 * t.crystals[0] - 5 * (a[0] == "flip"), (i * pick) % 97, a))
        s = game.apply(s, max(options)[2])
        assert game.invariants(s) == [] and game.leaks(s) == []
        rudolph = sum(w == -1 for w, _ in s.spots.values()) + sum(b.count(-1) for b in s.book_spots)
        assert rudolph <= s.round * (s.round + 1) // 2
    return s


def test_solo_games_through_the_later_rounds(game: Salamandra) -> None:
    ends = [_greedy_solo(game, seed, 1 + seed % 3) for seed in range(6)]
    assert max(s.round for s in ends) == 4
    assert all(game.outcome(s) is not None for s in ends)
    assert all(s.final is not None or s.vp[0] <= s.r_vp for s in ends)   # lost after a round, or scored
