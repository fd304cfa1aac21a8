"""Games with Modules A and B draw without error and every action they bring is offered (as a plain button
until the board draws it); Module C's ambassador dice and follow-ups on the board."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

import pytest

from sobremesa import render
from sobremesa.games.santamaria import GAME

from .conftest import Helpers, play_through_table
from .test_ak_ambassadors import ready

MODULES = {"american_kingdoms": True, "governor": True, "specialists": True}


@pytest.mark.parametrize("players", [1, 3])
def test_whole_games_with_the_governor_and_the_specialists_through_the_renderer(players: int) -> None:
    kinds = play_through_table(MODULES, players, 70 + players, {"die", "specialist", "upgrade", "guide"}, 0.6)
    assert {"specialist", "upgrade"} <= kinds


# --- Module C: the ambassador dice and the follow-ups on the board -------------------------------------------
def screen_of(s: Any, seat: int, ui: dict[str, Any] | None = None) -> render.Composed:
    """The board, side panel and buttons as ``seat`` sees them."""
    legal = GAME.legal_actions(s) if GAME.actor(s) == seat else []
    return render.compose("santamaria", GAME.view(s, seat), legal, lambda a: GAME.describe(s, a, seat),
                          render.tokens_for(None, s.players), ui or {})


def group_labels(markup: str) -> list[str]:
    return [g.get("aria-label", "") for g in ET.fromstring(f"<div>{markup}</div>").iter() if g.get("aria-label")]


def test_the_ambassador_tiles_show_their_dice_picked_like_a_die_then_who_took_them(sm: Helpers) -> None:
    """AK Module C: the two ambassador tiles with their dice (colour, value) on the common board; a die that may be
    used is picked, then a column (white) of the colony; once taken, the tile says who took it and the die lies on
    its last building, ringed as an ambassador die."""
    s = ready(sm)
    board = screen_of(s, 0)["board"]
    labels = group_labels(board)
    assert "the white ambassador die 3: on its tile, to take with the tile" in " ".join(labels)
    assert 'data-ui="{&quot;die&quot;:[&quot;white ambassador&quot;,3]}"' in board
    assert not {a for a in render.actions_in(board) if a[0] == "ambassador"}       # the pool's white 1 is picked
    picked = screen_of(s, 0, {"die": ["white ambassador", 3]})
    offered = {a for a in render.actions_in(picked["board"]) if a[0] in ("die", "ambassador")}
    assert offered == {("ambassador", "white", 3, 3, "column")}                # no coins: its own value only
    assert not [a for a in picked["fallback"] if a[0] == "ambassador"]
    s = sm.act(s, "ambassador", "white", 3, 3, "column")
    s = sm.act(s, "decline")                                                   # Ben declines, Cid follows now
    labels = group_labels(screen_of(s, 2)["board"])
    assert any(label.startswith("the white ambassador die 3: taken with its tile by Ana, left on row 5, column 3")
               for label in labels)
    assert any("the white ambassador die 3 on it this year" in label and label.startswith("row 5, column 3")
               for label in labels)
    assert not any(code in " ".join(labels) for code in ("W3", "r5c3"))


def test_the_follow_ups_step_by_step_with_the_line_marked_on_the_deciding_seats_colony(sm: Helpers) -> None:
    """AK Module C: while the others follow, the steps (who decides now, then who follows), on the board and in the
    panel; the line followed framed on the deciding seat's colony, its target there (decline a button)."""
    s = sm.act(ready(sm), "ambassador", "white", 3, 3, "column")
    steps = "White ambassador die 3: column 3 — Ben (deciding now), then Cid (taken by Ana)"
    for seat in (0, 1, 2):
        shown = screen_of(s, seat)
        assert steps in shown["board"] and steps in shown["side"]
    ben = screen_of(s, 1)
    assert "Ben follows column 3 of the white ambassador die" in group_labels(ben["board"])
    assert render.actions_in(ben["board"]) == {("follow", "column", 3)}
    assert ben["fallback"] == [("decline",)]
    column = next(g for g in ET.fromstring(ben["board"]).iter() if g.get("data-action") == '["follow","column",3]')
    assert column.get("aria-label", "").startswith("Ben follows Ana's white ambassador die, activating column 3")
    assert "Ben follows column 3 of the white ambassador die" in group_labels(screen_of(s, 0)["board"])
    s = sm.act(s, "follow", "column", 3)
    assert GAME.actor(s) == 2 and "White ambassador die 3: column 3 — Cid (deciding now) (taken by Ana)" in \
        screen_of(s, 2)["side"]
