"""The Santa Maria renderer: whole games through it (only legal moves offered, every kind reachable, safe
markup), and each part of American Kingdoms drawn where it is on the table, as a target with its words."""
from __future__ import annotations

import html
import pathlib
import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from typing import Any

import pytest

from sobremesa import render
from sobremesa.app.table import Table
from sobremesa.core import Action, Outcome
from sobremesa.core.words import and_list
from sobremesa.games.santamaria import GAME, data
from sobremesa.games.santamaria.state import SantaMariaState
from sobremesa.render import santamaria as smr

from .conftest import PLAIN, Helpers, give

NAMES = ["<b>Ana</b>", "Ben & \"Co\"", "Cid'</text>", "Dee"]
AK = {"american_kingdoms": True}
# kinds of moves drawn on the board or the panel, never left to a plain button under it
DRAWN = {"die", "diagonal", "coins", "expand", "place", "withdraw", "meditate", "ship", "special", "dock", "monk",
         "road", "sell", "buy", "guide"}
SVG = re.compile(r'<svg [^>]*viewBox="0 0 ([\d.]+) ([\d.]+)"[^>]*>(.*?)</svg>', re.S)


def check(table: Table, screen: dict[str, Any]) -> None:
    legal = set(table.legal())
    markup = screen["board"] + screen["side"] + screen["buttons"]
    offered = render.actions_in(markup)
    assert offered <= legal
    assert {a[0] for a in legal} <= {a[0] for a in offered}
    assert not DRAWN & {a[0] for a in render.actions_in(screen["buttons"])}, "a move left to a plain button"
    assert "<script" not in markup and "style=" not in markup and " onerror" not in markup
    for name in table.names:
        assert name not in markup or name == render.esc(name)
    ET.fromstring(screen["board"])
    for width, height, body in SVG.findall(screen["board"]):   # nothing drawn off either SVG
        for x, y, w, h in re.findall(r'<rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.]+)" height="([\d.]+)"', body):
            assert float(x) >= 0 and float(x) + float(w) <= float(width) + 0.1
            assert float(y) >= 0 and float(y) + float(h) <= float(height) + 0.1


def play(table: Table, rng: random.Random, steps: int = 3000) -> set[str]:
    """Random moves offered on screen, a die and how to pay for its change picked now and then; the kinds seen."""
    kinds: set[str] = set()
    for _ in range(steps):
        if table.over:
            break
        screen = table.screen()
        check(table, screen)
        dice = sorted({(a[1], a[2]) for a in table.legal() if a[0] in ("die", "diagonal")})
        if dice and rng.random() < 0.3:
            table.ui = {"die": list(rng.choice(dice)), "pay": rng.choice(["coins", "cacao"])}
        offered = sorted(render.actions_in(screen["board"] + screen["side"] + screen["buttons"]))
        kinds |= {a[0] for a in offered}
        table.act(rng.choice(offered))
    return kinds


@pytest.mark.parametrize("players", [1, 2])
def test_whole_games_through_the_renderer(players: int) -> None:
    table = Table.new("santamaria", NAMES[:players], [], {}, 40 + players, "k")
    play(table, random.Random(players))
    assert table.over and table.screen()["mode"] == "over"


@pytest.mark.parametrize(("players", "options"), [(1, AK), (3, AK), (2, {**AK, "governor": True}),
                                                  (4, {**AK, "governor": True, "specialists": True}),
                                                  (1, {**AK, "governor": True, "specialists": True})])
def test_whole_games_with_american_kingdoms_through_the_renderer(players: int, options: dict[str, Any]) -> None:
    table = Table.new("santamaria", NAMES[:players], [], options, 50 + players, "k")
    kinds = play(table, random.Random(players))
    assert table.over and table.screen()["mode"] == "over"
    assert {"die", "expand", "withdraw"} <= kinds


def test_the_two_svgs_share_the_width_as_app_css_says() -> None:
    """app.css gives the common board and the colonies shares of the width in proportion to their viewBoxes."""
    css = (pathlib.Path(__file__).resolve().parents[2] / "web" / "app.css").read_text()
    assert f".sm-board > .sm-common {{ flex: {smr.COMMON_W:g} 1 0; }}" in css
    for players in range(1, 5):
        weight = re.search(rf"\.sm-p{players} > \.sm-colonies[^{{]*\{{ flex: ([\d.]+) 1 0; }}", css)
        assert weight and float(weight.group(1)) == smr.colonies_width(players), players
        table = Table.new("santamaria", NAMES[:players], [], {}, 3, "k")
        widths = [float(w) for w, _, _ in SVG.findall(table.screen()["board"])]
        assert widths == [smr.COMMON_W, smr.colonies_width(players)]


# --- one position at a time --------------------------------------------------------------------------
def board(s: SantaMariaState, ui: dict[str, Any] | None = None) -> tuple[str, str, list[Action]]:
    """The board and the side panel of the seat on turn, and its legal moves."""
    seat = s.seat
    view, legal = GAME.view(s, seat), GAME.legal_actions(s)
    describe: Callable[[Action], str] = lambda a: GAME.describe(s, a, seat)
    return (smr.render(view, legal, describe, ui=ui or {}), smr.render_side(view, legal, describe, ui=ui or {}),
            legal)


def targets(markup: str) -> list[tuple[set[Action], str]]:
    """Each target of the markup: its moves and its label."""
    out = []
    for tag in re.findall(r"<g data-(?:action|choices)=[^>]*>", markup):
        found = render.actions_in(tag)
        label = re.search(r'aria-label="([^"]*)"', tag)
        assert label is not None, tag
        out.append((found, html.unescape(label[1])))
    return out


def shown_text(markup: str) -> str:
    return html.unescape(" ".join(re.findall(r"<text[^>]*>([^<]*)</text>", markup)))


def test_the_die_preview_names_the_buildings_a_line_activates() -> None:
    table = Table.new("santamaria", ["Ana", "Ben"], [], {}, 3, "k")
    state = table.state
    view = table.game.view(state, 0)
    legal = table.legal()
    white = sorted(a for a in legal if a[0] == "die" and a[1] == "white")[0]
    markup = smr.render(view, legal, table.describe, ui={"die": ["white", white[2]]})
    cells = view["lines"]["column"][str(white[3])]
    assert f"activates the buildings {and_list([f'in row {cell[1]}' for cell in cells])}" in markup
    row = int(cells[-1][1])
    assert f"in row {row}." in table.describe(white)      # the log line names the building and its row


def test_words_never_codes_on_the_board(sm: Helpers) -> None:
    """What the board and the panel show in letters is words: no building, tile, order, scholar or bishop code."""
    s = sm.new(4, american_kingdoms=True, setup="advanced")
    markup, side, _ = board(s)
    shown = shown_text(markup) + " " + html.unescape(re.sub(r"<[^>]*>", " ", side))
    assert "scholar " in side
    codes = {*data.BUILDINGS, *data.TILES, *data.ORDERS, *data.SCHOLARS, *data.BISHOPS, *data.MISSIONS, "TH"}
    assert not {w for w in re.findall(r"[\w()>-]+", shown) if w in codes}
    for words in ("special", "cacao", "Bishop", "Mission", "Retiring spaces", "Shipping orders", "Expansion tiles",
                  "3 in a row: 4 coins"):
        assert words in shown


def test_the_special_order_and_its_dock_are_targets(sm: Helpers) -> None:
    """The special order on the new harbour answers the shipping decision; then the docks of the seat's own
    harbour other than its fullest are the targets."""
    s = sm.new(2, american_kingdoms=True)
    sm.colony(s, 0, PLAIN)
    sm.stock(s, 0, coins=0, cacao=1, sugar=1)
    s.blue[0] = [1]
    assert s.special is not None
    s.special.shown = "X1"                                      # 1 cacao, 1 sugar, 2 points
    s = sm.act(s, "die", "blue", 1, 1, "row")
    markup = board(s)[0]
    special = [(acts, label) for acts, label in targets(markup) if ("special",) in acts]
    assert len(special) == 1 and "special shipping order: 1 cacao, 1 sugar, 2 points" in special[0][1]
    assert "special cacao, sugar 2 points" in shown_text(markup)      # one of a resource: its name alone
    s.harbour[0] = [[s.ship_stack.pop()], [], [], []]
    s = sm.act(s, "special")
    docks = [(acts, label) for acts, label in targets(board(s)[0]) if any(a[0] == "dock" for a in acts)]
    assert [sorted(acts) for acts, _ in docks] == [[("dock", d)] for d in (1, 2, 3)]
    assert "religion dock: 0 ships" in docks[0][1]


def test_cacao_storage_and_the_cacao_change_as_a_choice(sm: Helpers) -> None:
    s = sm.new(2, american_kingdoms=True)
    sm.colony(s, 0, ("SHIP/P R1 .P .P .P .P", "CACAO/F .P .P .P .P .P") + PLAIN[2:5] + ("COIN2/P .P .P .P .P .P",))
    sm.stock(s, 0, coins=1, cacao=1)
    sm.stock(s, 1, cacao=0)
    s.blue[0], s.white = [2], [5]
    markup, side, legal = board(s, {"die": ["blue", 2]})
    assert "cacao storage: 1 of 1 full" in markup and "cacao storage: 0 of 1 full" in markup
    assert "with coins: 1 a pip" in side and "with 1 cacao (or gold): any value" in side
    rows = {a for acts, _ in targets(markup) for a in acts if a[0] == "die"}
    assert rows == {a for a in legal if a[:2] == ("die", "blue") and len(a) == 5}    # coins by default
    markup, side, _ = board(s, {"die": ["blue", 2], "pay": "cacao"})
    rows = {a for acts, _ in targets(markup) for a in acts if a[0] == "die"}
    assert rows == {a for a in legal if a[:2] == ("die", "blue") and a[-1] == "cacao"} == \
        {("die", "blue", 2, 1, "row", "cacao"), ("die", "blue", 2, 6, "row", "cacao")}   # any value: 1 cacao
    assert re.search(r'<span [^>]*aria-pressed="true"[^>]*>with 1 cacao', side)


def test_archery_the_diagonals_are_corner_targets(sm: Helpers) -> None:
    s = sm.new(2, american_kingdoms=True)
    sm.colony(s, 0, ("SHIP/P R1 .P .P .P WOOD/F", ".P GRAIN/P .P .P R2 .P") + PLAIN[2:])
    sm.stock(s, 0, coins=4, cacao=0)
    s.blue[0] = [3]
    give(s, 0, "S11")
    markup, _, legal = board(s, {"die": ["blue", 3]})
    diagonals = [(acts, re.search(r"the diagonal (\d) \(Archery\)", label)) for acts, label in targets(markup)
                 if any(a[0] == "diagonal" for a in acts)]
    corners = {corner[1]: acts for acts, corner in diagonals if corner}
    assert len(corners) == len(diagonals)   # each diagonal's target names its corner
    assert corners == {"1": {("diagonal", "blue", 3, 1)}, "6": {("diagonal", "blue", 3, 6)}}
    assert corners["6"] | corners["1"] == {a for a in legal if a[0] == "diagonal" and a[1] == "blue"}


def test_meditation_chooses_its_second_space_on_the_retiring_spaces(sm: Helpers) -> None:
    s = sm.new(3, american_kingdoms=True)
    give(s, 0, "S12")
    s.retire[0], s.out[2] = 2, True
    s = sm.act(s, "withdraw", 5)
    s = sm.act(s, "decline")
    spaces = [(acts, label) for acts, label in targets(board(s)[0])]
    assert [acts for acts, _ in spaces] == [{("meditate", k)} for k in (2, 3, 4)]
    # the accessible name: the words the space shows (render.named: Label in Name), then what the move does
    assert "Player 1 meditates: retiring space 2, 1 religion. (retiring space 2: 1 religion" in spaces[0][1]


def test_a_bought_tile_shows_where_it_would_lie(sm: Helpers) -> None:
    s = sm.new(2, american_kingdoms=True)
    s.display = ["SP1", *s.display[1:]]
    sm.stock(s, 0, coins=4)
    s = sm.act(s, "expand", "SP1")
    markup, side, legal = board(s, {"rot": 1})
    places = [(acts, label) for acts, label in targets(markup) if any(a[0] == "place" for a in acts)]
    assert {a for acts, _ in places for a in acts} == {a for a in legal if a[0] == "place" and a[2] == 1}
    assert markup.count('class="ghost sm-ghost"') == len(places) and "90°" in side


def test_the_governor_its_points_and_guidance(sm: Helpers) -> None:
    s = sm.new(2, american_kingdoms=True, governor=True)
    sm.colony(s, 0, ("SHIP/P R1 .P .P .P .P", ".P .P .P .P .P .P", ".P .P GRAIN/P R2 R1 GEM/M") + PLAIN[3:])
    sm.stock(s, 0, coins=3, cacao=0)
    assert s.governor is not None
    s.governor[0], s.white = sm.cell("r3c3"), [3]
    give(s, 0, "S13")
    markup = board(s)[0]
    assert "row 3, column 3: grain farm on field: 1 grain; the governor stands here; the governor scores -6" in markup
    assert "governor -6" in shown_text(markup)
    s = sm.act(s, "die", "white", 3, 3, "column")
    guide = [(acts, label) for acts, label in targets(board(s)[0]) if ("guide",) in acts]
    assert len(guide) == 1 and guide[0][1].startswith("Player 1 pays 1 coin for Guidance") and \
        "row 3, column 5" in guide[0][1]


def test_the_governor_s_step_is_previewed_on_the_line_targets(sm: Helpers) -> None:
    """Before a die is chosen, each line target says where the governor goes (from the view's governor_moves)
    and shows it on the colony on hover: an arrow and the hat on the space it goes to, or a ring when it stays."""
    s = sm.new(2, american_kingdoms=True, governor=True)
    sm.colony(s, 0, ("SHIP/P R1 .P .P .P .P", ".P WOOD/F .P .P .P .P") + PLAIN[2:])
    sm.stock(s, 0, coins=5, cacao=0)
    assert s.governor is not None
    s.governor[0], s.white, s.blue[0] = sm.cell("r1c2"), [2], [1]
    s.markers[1] = {}
    view = GAME.view(s, 0)
    assert {(m["line"], m["value"], m["colour"], m["to"]) for m in view["governor_moves"]} == \
        {("row", 1, None, "r2c2"), ("column", 2, None, "r1c3")}
    markup = board(s, {"die": ["white", 2]})[0]
    column = [label for acts, label in targets(markup) if ("die", "white", 2, 2, "column") in acts]
    assert column and column[0].endswith("; first the governor moves right to row 1, column 3 and finds empty land)")
    after = markup.split('data-action="[&quot;die&quot;,&quot;white&quot;,2,2,&quot;column&quot;]"')[1]
    ghost = after.split('rx="5"/></g>', 1)[1]            # after the target's hit area
    assert ghost.startswith('<g class="ghost sm-ghost"><rect') and '<line' in ghost.split('</g>')[0]
    row = [label for acts, label in targets(board(s, {"die": ["blue", 1]})[0]) if ("die", "blue", 1, 1, "row") in acts]
    assert "first the governor moves down to row 2, column 2 and activates the lumber camp" in row[0]
    s.markers[0][sm.cell("r2c2")] = "c1"                    # coins below it: it cannot move down
    row = [label for acts, label in targets(board(s, {"die": ["blue", 1]})[0]) if ("die", "blue", 1, 1, "row") in acts]
    assert "first the governor cannot move down (a die or coins lie there) and blocks row 1, column 2" in row[0]
    s = sm.act(s, "coins", "r1c1")
    assert GAME.view(s, 1)["governor_moves"] == GAME.view(s, 0)["governor_moves"]    # the same for every seat


def test_the_specialists_on_the_die_values_and_in_the_colony(sm: Helpers) -> None:
    s = sm.new(2, american_kingdoms=True, specialists=True)
    sm.colony(s, 0, ("SHIP/P R1 .P .P .P .P", ".P WOOD/F SUGAR/P GEM/M .P .P") + PLAIN[2:])
    sm.stock(s, 0, coins=6, cacao=0)
    tokens = s.specialists
    assert tokens is not None
    tokens.stack += [t for t in tokens.offered if t]
    tokens.offered = ["FA1", "FO1", "SO1", "UP5", "FA2", "UP1"]
    for t in tokens.offered:
        assert t is not None
        tokens.stack.remove(t)
    tokens.taken[0] = [tokens.stack.pop(tokens.stack.index("FA3"))]
    s.white = [1, 2, 3, 4]
    markup = board(s)[0]
    shown = shown_text(markup)
    assert "Specialists" in shown and "12 face down" not in shown
    assert "die value 1: a farmer: the 2nd of its kind gives 2 grain for 2 coins" in markup   # Ana has a farmer
    assert "die value 3: a soldier: the 1st of its kind gives 1 conquest for 1 coin" in markup
    assert "die value 4: an upgrade specialist, a building and a road: 2 happiness; laid for 1 coin on a built " \
           "space" in markup
    assert "specialists: 1 farmer" in shown
    s = sm.act(s, "die", "white", 4, 4, "column")
    take = [(acts, label) for acts, label in targets(board(s)[0]) if ("specialist",) in acts]
    assert len(take) == 1 and "die value 4" in take[0][1]
    s = sm.act(s, "specialist")
    markup, _, legal = board(s)
    lay = [acts for acts, _ in targets(markup) if any(a[0] == "upgrade" for a in acts)]
    assert {a for acts in lay for a in acts} == {a for a in legal if a[0] == "upgrade"}
    assert markup.count('class="ghost sm-ghost"') == len(lay)
    s = sm.act(s, "upgrade", "r2c3")
    shown = shown_text(board(s)[0])
    assert "+2 ☺" in shown


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
