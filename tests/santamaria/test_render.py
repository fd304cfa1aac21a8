"""Whole games through the Santa Maria renderer: only legal moves offered, every kind reachable, safe markup."""

import random
import re
import xml.etree.ElementTree as ET
from typing import Any

import pytest

from sobremesa import render
from sobremesa.app.table import Table
from sobremesa.core import Outcome
from sobremesa.render import santamaria as smr

NAMES = ["<b>Ana</b>", "Ben & \"Co\"", "Cid'</text>", "Dee"]


def check(table: Table, screen: dict[str, Any]) -> None:
    legal = set(table.legal())
    markup = screen["board"] + screen["side"] + screen["buttons"]
    offered = render.actions_in(markup)
    assert offered <= legal
    assert {a[0] for a in legal} <= {a[0] for a in offered}
    assert "<script" not in markup and "style=" not in markup and " onerror" not in markup
    for name in table.names:
        assert name not in markup or name == render.esc(name)
    ET.fromstring(screen["board"])


@pytest.mark.parametrize("players", [1, 2])
def test_whole_games_through_the_renderer(players: int) -> None:
    table = Table.new("santamaria", NAMES[:players], [], {}, 40 + players, "k")
    rng = random.Random(players)
    for _ in range(3000):
        if table.over:
            break
        screen = table.screen()
        check(table, screen)
        # pick a die now and then, so that every die's lines are drawn
        dice = sorted({(a[1], a[2]) for a in table.legal() if a[0] == "die"})
        if dice and rng.random() < 0.3:
            table.ui = {"die": list(rng.choice(dice))}
        table.act(rng.choice(sorted(render.actions_in(screen["board"] + screen["side"] + screen["buttons"]))))
    assert table.over and table.screen()["mode"] == "over"


@pytest.mark.parametrize("players", [1, 3])
def test_whole_games_with_american_kingdoms_through_the_renderer(players: int) -> None:
    """The expansion's parts are text and plain buttons for now; nothing is drawn off the board."""
    table = Table.new("santamaria", NAMES[:players], [], {"american_kingdoms": True}, 50 + players, "k")
    rng = random.Random(players)
    kinds: set[str] = set()
    for _ in range(3000):
        if table.over:
            break
        screen = table.screen()
        check(table, screen)
        assert "Special shipping order: " in screen["side"] and "cacao " in screen["side"]
        for x, width in re.findall(r'<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"', screen["board"]):
            assert float(x) + float(width) <= smr.W
        offered = sorted(render.actions_in(screen["board"] + screen["side"] + screen["buttons"]))
        kinds |= {a[0] for a in offered}
        table.act(rng.choice(offered))
    assert table.over and table.screen()["mode"] == "over"
    assert {"die", "expand", "withdraw"} <= kinds


def test_the_die_preview_names_the_buildings_a_line_activates() -> None:
    table = Table.new("santamaria", ["Ana", "Ben"], [], {}, 3, "k")
    state = table.state
    view = table.game.view(state, 0)
    legal = table.legal()
    white = sorted(a for a in legal if a[0] == "die" and a[1] == "white")[0]
    board = smr.render(view, legal, table.describe, ui={"die": ["white", white[2]]})
    preview = ", ".join(view["lines"]["column"][str(white[3])])
    assert f"activates {preview}" in board
    assert preview.split(", ")[-1] in table.describe(white)


def test_the_end_panel_follows_the_outcome() -> None:
    """The side panel at the end: the score breakdown, and who won as the game's outcome says."""
    table = Table.new("santamaria", ["Ana", "Ben"], [], {}, 5, "k")
    game, state = table.game, table.state
    view = game.view(state, None)
    view["scores"] = [{"happiness": 3, "total": 3, "coins left": 2}, {"happiness": 3, "total": 3, "coins left": 0}]
    side = smr.render_side(view, [], table.describe, outcome=Outcome(winners=(0,), scores=(3, 3)))
    assert "<td>coins left</td>" in side and "Winner: Ana." in side
    side = smr.render_side(view, [], table.describe, outcome=Outcome(winners=(0, 1), scores=(3, 3)))
    assert "Shared win: Ana, Ben." in side
    assert "Final scoring" not in smr.render_side(view, [], table.describe, outcome=None)


def test_the_solo_end_panel_names_the_goal_and_the_achievements() -> None:
    table = Table.new("santamaria", ["Ana"], [], {}, 5, "k")
    view = table.game.view(table.state, None)
    view["scores"] = [{"total": 120}]
    view["achievements"] = {"colonists": False, "total 120": True}
    side = smr.render_side(view, [], table.describe,
                           outcome=Outcome(winners=(0,), scores=(120,), won=True, goal="Score 100 points or more."))
    assert "Ana won. Goal: Score 100 points or more. Achievements: total 120." in side
