"""American Kingdoms, Module A: the Governor (AK "Module A: The Governor"; the scholars Philosophy, Archery and
Guidance with it; reference §8.6, §8.11 Q3 and Q4, §9.14)."""
from __future__ import annotations

import pathlib

import pytest

from sobremesa import examples
from sobremesa.core import LoadError, state_hash
from sobremesa.core.fuzz import play_random
from sobremesa.games.santamaria import GAME
from sobremesa.games.santamaria.colony import placement_cells
from sobremesa.games.santamaria.data import GOVERNOR_POINTS
from sobremesa.games.santamaria.scoring import breakdown
from sobremesa.games.santamaria.state import SantaMariaState

from .conftest import Helpers, give

AK_A = {"american_kingdoms": True, "governor": True}
EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "py" / "sobremesa" / "examples" / "santamaria"
ROWS = ("SHIP/P R1 .P .P .P .P",
        ".P WOOD/F SUGAR/P GEM/M .P .P",
        ".P .P GRAIN/P R2 R1 .P",
        ".P .P .P .P .P CONQ/P",
        ".P .P COIN2/P .P .P .P",
        ".P .P .P .P .P HAPPY1/P")


def ready(sm: Helpers, at: str, coins: int = 0) -> SantaMariaState:
    """Ana (seat 0) with ROWS, nothing in store, her governor on ``at``; white dice 1 to 6, a blue die."""
    s = sm.new(2, **AK_A)
    s.names = ("Ana", "Ben")
    sm.colony(s, 0, ROWS)
    sm.stock(s, 0, coins=coins, wood=0, cacao=0)
    assert s.governor is not None
    s.governor[0] = sm.cell(at)
    s.white = [1, 2, 3, 4, 5, 6]
    return s


def example(name: str) -> list[SantaMariaState]:
    """The state at each step of the rule example ``name`` that the embeds show (``py/sobremesa/examples``)."""
    return [s for s in examples.play(examples.read(EXAMPLES / f"{name}.json")) if isinstance(s, SantaMariaState)]


def gov(s: SantaMariaState, p: int = 0) -> int:
    """The space of seat p's governor."""
    assert s.governor is not None
    return s.governor[p]


def stock(sm: Helpers, s: SantaMariaState) -> dict[str, int]:
    return {r: n for r, n in sm.held(s, 0).items() if n}


def test_the_set_up_puts_each_governor_on_the_top_left_space(sm: Helpers) -> None:
    for players in (1, 4):
        s = sm.new(players, **AK_A)
        assert s.governor == [0] * players and sm.game.view(s, None)["governor"] == ["r1c1"] * players
        sm.clean(s)


def test_guidance_joins_the_scholars_with_the_governor() -> None:
    """AK: "Guidance may only be used with Module A" (§8.11 Q1): with it, Guidance is shuffled in."""
    s = GAME.setup(2, 3, AK_A)
    assert "S13" in [*s.scholars, *s.scholar_box]


def test_the_option_needs_american_kingdoms() -> None:
    with pytest.raises(LoadError, match="Module A: the Governor can only be played with American Kingdoms"):
        GAME.check_options(2, {"governor": True})
    assert GAME.check_options(2, AK_A) == {"setup": "standard", **AK_A}


def test_a_white_die_moves_the_governor_right_and_it_activates_the_building(sm: Helpers) -> None:
    """AK example 1: "A white die is used, the governor is moved to the right"; the die then activates its
    column, the governor's old space included."""
    s = ready(sm, "r2c3")
    assert sm.game.describe(s, ("die", "white", 3, 3, "column")) == \
        "Ana uses a white 3, activating column 3: the sugar plantation in row 2, the grain farm in row 3 and the " \
        "trading post in row 5."
    s = sm.act(s, "die", "white", 3, 3, "column")
    assert [e.text for e in s.events] == ["Ana's governor moves right to row 2, column 4 and activates the gem mine."]
    assert s.governor == [sm.cell("r2c4"), 0]
    assert stock(sm, s) == {"gem": 1, "sugar": 1, "grain": 1} and s.coins[0] == 2
    assert s.markers[0] == {sm.cell("r5c3"): "w3"}
    sm.clean(s)


def test_a_blue_die_moves_the_governor_down_and_activates_the_building_first(sm: Helpers) -> None:
    """AK example 2: "A blue die is used, the governor is moved down (and activates the building)"."""
    s = ready(sm, "r2c3")
    s.blue[0] = [2]
    s = sm.act(s, "die", "blue", 2, 2, "row")
    assert s.events[0].text == "Ana's governor moves down to row 3, column 3 and activates the grain farm."
    assert gov(s) == sm.cell("r3c3")
    assert stock(sm, s) == {"wood": 1, "grain": 1, "sugar": 1, "gem": 1}
    assert s.markers[0] == {sm.cell("r2c4"): "b2"}
    sm.clean(s)


def test_a_governor_blocked_by_a_coin_stays_and_blocks_its_building(sm: Helpers) -> None:
    """AK example 3: "the building to the right is blocked by a coin. The governor does not move. Also, the
    governor blocks its current building from being activated by the die" (the example governor-blocked-by-a-coin:
    Ana's governor on her trading post, a coin on the lumber camp of a tile laid to its right)."""
    start, s = example("governor-blocked-by-a-coin")
    assert gov(start) == sm.cell("r3c5") and start.markers[0] == {sm.cell("r3c6"): "c1"}
    assert start.colony[0][sm.cell("r3c5")] == "COIN2/F" and start.colony[0][sm.cell("r3c6")] == "WOOD/F"
    assert sm.game.describe(start, ("die", "white", 5, 5, "column")) == \
        "Ana uses a white 5, activating column 5: the lumber camp in row 2 and the fort in row 5."
    assert s.events[0].text == ("Ana's governor cannot move right (a die or coins lie there): it stays on row 3, "
                                "column 5 and blocks it.")
    assert gov(s) == sm.cell("r3c5")
    assert stock(sm, s) == {"wood": 1} and s.conq[0] == start.conq[0] + 1
    assert s.coins[0] == start.coins[0]                      # the trading post under the governor pays nothing


def test_the_governor_cannot_leave_the_colony(sm: Helpers) -> None:
    """AK: "it cannot move out of the colony"; it stays and blocks its space."""
    s = ready(sm, "r4c6")
    s = sm.act(s, "die", "white", 6, 6, "column")
    assert s.events[0].text == ("Ana's governor cannot move right (it cannot leave the colony): it stays on row 4, "
                                "column 6 and blocks it.")
    assert s.happy[0] == 1 and s.conq[0] == 0                # the tavern at r6c6, not the fort under the governor
    s = ready(sm, "r4c6")
    s.blue[0] = [4]
    s = sm.act(s, "die", "blue", 4, 4, "row")                # down onto empty land; the fort is free again
    assert s.events[0].text == "Ana's governor moves down to row 5, column 6 and finds empty land."
    assert s.conq[0] == 1
    sm.clean(s)


def test_the_bottom_right_corner_is_the_end_and_blocks_its_space(sm: Helpers) -> None:
    """AK: "If your governor reaches the bottom right corner, it cannot be moved further ... blocks the corner
    space for further activation"; a die with no other free building follows the base rule (reading 5)."""
    s = ready(sm, "r5c6")
    s.blue[0] = [5]
    s = sm.act(s, "die", "blue", 5, 5, "row")
    assert s.events[0].text == "Ana's governor moves down to row 6, column 6 and activates the tavern."
    assert gov(s) == sm.cell("r6c6") and s.happy[0] == 1 and s.coins[0] == 2
    s = ready(sm, "r6c6", coins=3)
    s.blue[0] = [6]
    s.markers[0][sm.cell("r4c6")] = "c1"                     # the fort: column 6 has only the corner left
    legal = sm.game.legal_actions(s)
    assert not [a for a in legal if a[0] == "die" and a[3] == 6]     # row 6 and column 6: only the corner
    assert ("coins", "r6c6") not in legal
    assert sm.game.why_illegal(s, ("coins", "r6c6")) == "That building is blocked by your governor."
    assert sm.game.why_illegal(s, ("die", "white", 6, 6, "column")) == \
        "That column has no building free to activate."


def test_a_die_may_be_taken_when_only_the_governors_move_frees_its_line(sm: Helpers) -> None:
    """§8.11 Q3 (``data.GOVERNOR_FREES_ITS_LINE``): the governor moves first, so the die activates the line it
    leaves; blocked, the governor stays and the die has no building free."""
    s = ready(sm, "r4c6")
    s.white = [4, 4, 4, 4, 4, 4]
    s.blue[0] = [4]
    assert ("die", "blue", 4, 4, "row") in sm.game.legal_actions(s)      # row 4: only the fort, under it
    s.markers[0][sm.cell("r6c6")] = "c1"                                # column 6's tavern blocked by coins
    assert ("die", "white", 4, 6, "column") not in sm.game.legal_actions(s)
    s.markers[0] = {sm.cell("r6c6"): "c1"}
    s.colony[0][sm.cell("r5c6")] = "SHIP/P"                             # a building to go down to, ...
    s.markers[0][sm.cell("r5c6")] = "c2"                                # ... under coins: the governor stays
    assert ("die", "blue", 4, 4, "row") not in sm.game.legal_actions(s)


def test_the_governor_on_a_road_scores_its_colonists(sm: Helpers) -> None:
    s = ready(sm, "r2c4")
    s.blue[0] = [2]
    s = sm.act(s, "die", "blue", 2, 2, "row")
    assert s.events[0].text == ("Ana's governor moves down to row 3, column 4 and gains 2 happiness for the "
                                "colonists of the road.")
    assert s.happy[0] == 2 and stock(sm, s) == {"wood": 1, "sugar": 1, "gem": 1}   # the gem mine is free again
    sm.clean(s)


def test_no_tile_nor_road_tile_under_the_governor(sm: Helpers) -> None:
    """AK: "you cannot place an expansion tile or road tile under it"."""
    s = ready(sm, "r2c5")                                # empty land next to the gem mine
    s = sm.act(s, "withdraw", 5)
    roads = [a[1] for a in sm.game.legal_actions(s) if a[0] == "road"]
    assert "r1c4" in roads and "r2c5" not in roads
    s = ready(sm, "r2c5")
    s.display = ["D06"] + [t for t in s.display if t != "D06"]
    s.tile_stacks["double"] = [t for t in s.tile_stacks["double"] if t != "D06"]
    s.discard = []
    sm.stock(s, 0, wood=2)
    s = sm.act(s, "expand", "D06")                       # GRAIN/P, R1
    covered = {c for a in sm.game.legal_actions(s) if a[0] == "place"
               for c in placement_cells("D06", sm.cell(a[1]), a[2]) or ()}
    assert sm.cell("r1c5") in covered and sm.cell("r2c5") not in covered


def test_philosophy_a_blue_die_on_a_column_moves_the_governor_as_a_white_one(sm: Helpers) -> None:
    """AK note on Philosophy: "the die is considered to be white for the purpose of advancing the governor"."""
    s = ready(sm, "r2c3")
    give(s, 0, "S2")
    s.blue[0] = [3]
    s = sm.act(s, "die", "blue", 3, 3, "column")
    assert s.events[0].text == "Ana's governor moves right to row 2, column 4 and activates the gem mine."
    assert s.markers[0] == {sm.cell("r5c3"): "b3"}


def test_archery_the_governor_on_the_diagonal_moves_by_the_colour_of_the_die(sm: Helpers) -> None:
    """AK on Archery: "the governor must be in the diagonal line in order to be moved. The colour of the die
    decides whether it moves down (blue) or right (white)"."""
    s = ready(sm, "r2c2", coins=2)
    give(s, 0, "S11")
    s = sm.act(s, "diagonal", "white", 1, 1)                 # diagonal 1: SHIP r1c1 ... HAPPY1 r6c6
    assert s.events[0].text == "Ana's governor moves right to row 2, column 3 and activates the sugar plantation."
    s = ready(sm, "r2c2", coins=2)
    give(s, 0, "S11")
    s.blue[0] = [1]
    s = sm.act(s, "diagonal", "blue", 1, 1)
    assert s.events[0].text == "Ana's governor moves down to row 3, column 2 and finds empty land."
    assert gov(s) == sm.cell("r3c2")
    s = ready(sm, "r2c3", coins=2)                           # not on the diagonal: it stays, without a word
    give(s, 0, "S11")
    s = sm.act(s, "diagonal", "white", 1, 1)
    assert gov(s) == sm.cell("r2c3") and not [e for e in s.events if "governor" in e.text]


def test_guidance_pays_a_coin_a_step_while_the_governor_lands_on_roads(sm: Helpers) -> None:
    """AK Guidance: "If your governor lands on a road space, you may pay one coin to move one extra space in the
    same direction. If the governor lands on another road space, you may pay another coin to move again"; each
    step is its own decision, and a step onto a building activates it (§8.11 Q4)."""
    s = ready(sm, "r3c3", coins=3)
    give(s, 0, "S13")
    s.colony[0][sm.cell("r3c6")] = "GEM/M"
    s = sm.act(s, "die", "white", 3, 3, "column")
    assert s.events[0].text == ("Ana's governor moves right to row 3, column 4 and gains 2 happiness for the "
                                "colonists of the road.")
    assert s.tasks[-1] == ("guide", 0, "right") and s.happy[0] == 2
    assert sm.game.prompt(s) == ("Ana: Guidance: your governor is on a road; pay 1 coin to move it one more space "
                                 "right, or decline.")
    assert sm.game.describe(s, ("guide",)) == ("Ana pays 1 coin for Guidance: the governor moves right to row 3, "
                                               "column 5 and gains 1 happiness for the colonist of the road.")
    s = sm.act(s, "guide")
    assert gov(s) == sm.cell("r3c5") and s.happy[0] == 3 and s.coins[0] == 2
    assert s.tasks[-1] == ("guide", 0, "right")              # another road: another decision
    assert sm.game.describe(s, ("decline",)) == "Ana declines to move the governor on (Guidance)."
    s = sm.act(s, "guide")                                   # onto the gem mine at r3c6: activated
    assert gov(s) == sm.cell("r3c6") and s.coins[0] == 1 + 2  # and column 3's trading post
    assert stock(sm, s) == {"gem": 1, "sugar": 1, "grain": 1}   # then column 3, the grain farm included
    assert not s.tasks


def test_guidance_is_not_asked_without_a_coin_or_a_way_on(sm: Helpers) -> None:
    s = ready(sm, "r2c4", coins=0)
    give(s, 0, "S13")
    s.blue[0] = [2]
    s = sm.act(s, "die", "blue", 2, 2, "row")
    assert not s.tasks and gov(s) == sm.cell("r3c4")


def test_the_grid_scores_the_governors_space_at_the_end(sm: Helpers) -> None:
    """AK: "The player's governor is positioned at the 5-4 space ... you score 1 point" (column 5, row 4: the
    example governor-end-scoring, the game's last turn); the corners -12 and +12 (§9.14)."""
    start, moved, end = example("governor-end-scoring")
    assert moved.events[0].text == "Ana's governor moves down to row 4, column 5 and finds empty land."
    assert gov(end) == sm.cell("r4c5") and sm.game.is_over(end)
    assert breakdown(end, 0)["governor"] == 1 and breakdown(end, 1)["governor"] == -3     # Ben's on r3c4
    assert "Ana: 9 points (happiness 1, colonists 6, bishops 0, ships 0, ship sets 0, coins 1, governor 1)." in \
        [e.text for e in end.events]
    assert breakdown(start, 0)["governor"] == -2                                         # r3c5, before it moved
    s = ready(sm, "r1c1")
    assert breakdown(s, 0)["governor"] == -12
    for space, points in (("r6c6", 12), ("r5c4", 1), ("r1c6", -6), ("r6c1", -6), ("r3c4", -3)):
        s.governor = [sm.cell(space), 0]
        assert breakdown(s, 0)["governor"] == points
    assert all(GOVERNOR_POINTS[r][c] == GOVERNOR_POINTS[c][r] for r in range(6) for c in range(6))


def test_positions_with_governors_round_trip_and_bad_ones_are_refused(sm: Helpers) -> None:
    for players, options in ((1, AK_A), (3, {**AK_A, "setup": "advanced"})):
        session = play_random(GAME, players, seed=11, options=options, check=False)
        for state in session.states[::7] + [session.state]:
            again = GAME.state_from_dict(GAME.state_to_dict(state))
            assert state_hash(GAME, again) == state_hash(GAME, state) and again.governor == state.governor
            assert GAME.legal_actions(again) == GAME.legal_actions(state)
    saved = GAME.state_to_dict(ready(sm, "r2c3"))
    assert saved["governor"] == ["r2c3", "r1c1"]
    saved["governor"] = ["r2c3"]
    with pytest.raises(LoadError, match="governor holds the space of each of the 2 seats"):
        GAME.state_from_dict(saved)
    saved["governor"] = ["r2c3", "r1c1"]
    saved["colonies"][0]["markers"] = {"r2c3": "c1"}
    with pytest.raises(LoadError, match="a die or coins under the governor on r2c3"):
        GAME.state_from_dict(saved)
