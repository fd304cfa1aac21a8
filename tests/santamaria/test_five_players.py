"""Santa Maria with 5 players: 4 colonists and the Mayan City, with Module C (AK Module D: "This module makes it
possible to play with 5 players (4 colonists + 1 Mayan City player). If you do, you must also use module C"; "In a
game with 5 players, you use the same scoring as for 4 players (i.e. the last two players on the track do not
score)"; RULES-NOTES AKD38, AKD39)."""
from __future__ import annotations

import pytest

from sobremesa.core import LoadError
from sobremesa.core.fuzz import configurations
from sobremesa.games.santamaria import GAME, data
from sobremesa.games.santamaria.turn import conquest_points

from .conftest import Helpers

FIVE = {"american_kingdoms": True, "mayan_city": True, "ambassadors": True}


def test_five_players_need_modules_c_and_d() -> None:
    assert GAME.max_players == 5 and data.MAX_COLONISTS == 4
    assert GAME.check_options(5, FIVE) == {"setup": "standard", **FIVE}
    with pytest.raises(LoadError, match=r"Santa Maria with 5 players needs Module D: the Mayan City and Module C: the "
                                        r"Ambassadors\.$"):
        GAME.check_options(5, {"american_kingdoms": True})
    with pytest.raises(LoadError, match=r"Santa Maria with 5 players needs Module C: the Ambassadors\.$"):
        GAME.check_options(5, {"american_kingdoms": True, "mayan_city": True})
    with pytest.raises(LoadError, match=r"Santa Maria with 5 players needs Module D: the Mayan City\.$"):
        GAME.check_options(5, {"american_kingdoms": True, "ambassadors": True})
    with pytest.raises(LoadError, match="Santa Maria is for 1 to 5 players, not 6"):
        GAME.setup(6, 1, FIVE)
    assert GAME.listing()["players_need"] == {"5": ["mayan_city", "ambassadors"]}
    assert next(o for o in GAME.options if o.key == "setup").players == (2, 3, 4, 5)
    assert all(combo["mayan_city"] and combo["ambassadors"] for combo in GAME.option_combinations(5))
    assert 5 in {n for n, _ in configurations(GAME, every_option=True)}


def test_the_set_up_with_five_players(sm: Helpers) -> None:
    """The City 2 coins and first, the colonists 3/4/5/6; 2 white dice a player (the City's 2 counted); the City's
    blue die only (§8.11 Q12); 4 A sides, none the cacao colony; the ambassador dice; 5 gold in the City's storage."""
    s = sm.new(5, **FIVE)
    assert s.coins == [2, 3, 4, 5, 6] and s.order == [0, 1, 2, 3, 4] and s.seat == 0
    assert len(s.white) == 10 and s.rules.white_limit == 2
    assert [len(b) for b in s.blue] == [1, 0, 0, 0, 0] and s.blue_store == 14
    assert s.boards[0] == "city" and sorted(s.boards[1:]) == ["A1", "A2", "A3", "A4"]
    assert s.rules.colonists == (1, 2, 3, 4) and s.ambassadors is not None
    assert s.res[0][s.rules.resources.index("gold")] == 5
    sm.clean(s)


def test_the_advanced_set_up_with_five_players(sm: Helpers) -> None:
    """4 town-hall sets (no cacao town hall), chosen by the colonists in reverse seat order; then the City starts."""
    s = GAME.setup(5, 2, {**FIVE, "setup": "advanced"})
    assert s.phase == "sets" and s.order == [4, 3, 2, 1] and len(s.sets) == 4
    assert "TH-Cacao" not in [h for h, _ in s.sets] and s.boards == ["city", "B", "B", "B", "B"]
    while s.phase == "sets":
        s = sm.act(s, "choose", 0)
    assert s.seat == 0 and s.sets == [] and all(s.personal[p] for p in (1, 2, 3, 4))
    sm.clean(s)


def test_the_conquistador_scoring_of_four_players(sm: Helpers) -> None:
    """The 4 players' points by rank; the 4th and 5th score nothing, nor does a seat that did not move; tied seats
    take the lowest rank they share (§9.7)."""
    s = sm.new(5, **FIVE)
    assert s.rules.year_points == ((4, 2, 1, 0, 0), (5, 3, 1, 0, 0), (6, 4, 2, 0, 0))
    assert s.rules.year_points == tuple(t + (0,) for t in data.YEAR_POINTS[4])
    for year, conq, points in ((1, [5, 4, 3, 2, 1], [4, 2, 1, 0, 0]),
                               (2, [1, 6, 6, 2, 3], [0, 3, 3, 0, 1]),
                               (3, [2, 2, 2, 0, 7], [0, 0, 0, 0, 6]),        # three tied: ranks 2-4
                               (3, [1, 2, 3, 4, 5], [0, 0, 2, 4, 6])):
        s.year, s.conq = year, conq
        assert conquest_points(s) == points, (year, conq)


def test_a_whole_year_ends_with_that_scoring(sm: Helpers) -> None:
    """Every seat withdraws after a conquistador step or none: the year's points as 4 players'."""
    s = sm.new(5, **FIVE)
    s.conq = [3, 2, 0, 4, 1]
    for space, seat in ((1, 0), (2, 1), (3, 2), (4, 3), (5, 4)):
        assert s.seat == seat
        s = sm.act(s, "withdraw", space)
        while s.tasks:                                       # a decision on the way (a monk, a ship, a road): none
            s = sm.act(s, "decline") if ("decline",) in GAME.legal_actions(s) else sm.act(s, *GAME.legal_actions(s)[0])
    assert s.year == 2
    points = [e.text for e in s.events if "for the conquistador track" in e.text]
    assert points == [f"{name} scores {n} point{'s' * (n != 1)} for the conquistador track (year 1)."
                      for name, n in zip(s.names, [2, 1, 0, 4, 0])]
    sm.clean(s)
