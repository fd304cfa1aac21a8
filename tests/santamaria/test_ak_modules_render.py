"""Games with Modules A and B draw without error and every action they bring is offered (as a plain button
until the board draws it)."""


import pytest

from .conftest import play_through_table

MODULES = {"american_kingdoms": True, "governor": True, "specialists": True}


@pytest.mark.parametrize("players", [1, 3])
def test_whole_games_with_the_governor_and_the_specialists_through_the_renderer(players: int) -> None:
    kinds = play_through_table(MODULES, players, 70 + players, {"die", "specialist", "upgrade", "guide"}, 0.6)
    assert {"specialist", "upgrade"} <= kinds
