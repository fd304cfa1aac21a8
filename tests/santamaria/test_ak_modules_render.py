"""Games with Modules A and B draw without error and every action they bring is offered (as a plain button
until the board draws it)."""

import random
import xml.etree.ElementTree as ET

import pytest

from sobremesa import render
from sobremesa.app.table import Table

MODULES = {"american_kingdoms": True, "governor": True, "specialists": True}


@pytest.mark.parametrize("players", [1, 3])
def test_whole_games_with_the_governor_and_the_specialists_through_the_renderer(players: int) -> None:
    table = Table.new("santamaria", ["Ana", "Ben", "Cid"][:players], [], MODULES, 70 + players, "k")
    rng = random.Random(players)
    kinds: set[str] = set()
    for _ in range(3000):
        if table.over:
            break
        screen = table.screen()
        legal = set(table.legal())
        offered = render.actions_in(screen["board"] + screen["side"] + screen["buttons"])
        assert offered <= legal and {a[0] for a in legal} <= {a[0] for a in offered}
        ET.fromstring(screen["board"])
        kinds |= {a[0] for a in offered}
        keen = [a for a in sorted(offered) if a[0] in ("die", "specialist", "upgrade", "guide")]
        table.act(rng.choice(keen if keen and rng.random() < 0.6 else sorted(offered)))   # dice and specialists
    assert table.over and {"specialist", "upgrade"} <= kinds
