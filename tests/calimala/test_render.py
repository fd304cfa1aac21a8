"""The Calimala board and side panel through the table model: legal targets only, secrets kept."""

from __future__ import annotations

import json
import random
import re
import xml.etree.ElementTree as ET

from sobremesa import render
from sobremesa.app.table import Table

NAMES = ["<b>Ana</b>", "Ben & Co", "Cid'</text>"]


def test_a_three_player_game_plays_to_the_end_through_the_renderer() -> None:
    table = Table.new("calimala", NAMES, [], {}, 5, "k")
    rng = random.Random(5)
    screens = 0
    while not table.over:
        if table.needs_pass():
            table.confirm_pass()
            continue
        screen = table.screen()
        markup = screen["board"] + screen["side"] + screen["buttons"]
        offered = render.actions_in(markup)
        legal = set(table.legal())
        assert offered <= legal and {a[0] for a in legal} <= {a[0] for a in offered}
        assert "<b>Ana</b>" not in markup and "<script" not in markup and "style=" not in markup
        if screens % 25 == 0:
            ET.fromstring(screen["board"])
            seat = table.seat()
            others = [p for p in range(3) if p != seat]
            view = table.game.view(table.state, seat)
            assert all(view["players"][p]["hand"] is None for p in others)
            assert json.dumps(view["players"][seat]["hand"]) is not None
        screens += 1
        table.act(rng.choice(sorted(offered)))
    assert table.game.is_over(table.state) and screens > 100
    final = table.screen()
    assert all(render.esc(name) in final["scores"] for name in NAMES)


def test_street_targets_offer_every_disc_kind() -> None:
    from sobremesa.games import get
    from sobremesa.render import calimala

    game = get("calimala")
    state = game.setup(["Ana", "Ben", "Cid"], 3)
    while state.phase != "place":
        state = game.apply(state, game.legal_actions(state)[0])
    legal = game.legal_actions(state)
    board = calimala.render(game.view(state, 0), legal, lambda a: game.describe(state, a, 0))
    assert render.actions_in(board) == {a for a in legal if a[0] == "place"}
    assert 'data-street="H1"' in board


def test_the_end_panel_marks_the_winners_of_the_outcome() -> None:
    from sobremesa.core import Outcome
    from sobremesa.games import get
    from sobremesa.render import calimala

    game = get("calimala")
    state = game.setup(["Ana", "Ben", "Cid"], 3)
    view = game.view(state, None)
    assert "winners" not in view

    def marked(outcome: Outcome | None) -> list[str]:
        side = calimala.render_side(view, [], str, outcome=outcome)
        return [seat for cls, seat in re.findall(r'<li class="([^"]*)" data-seat="(\d)"', side) if "winner" in cls]

    assert marked(Outcome(winners=(0, 2), scores=(30, 12, 30))) == ["0", "2"]
    assert marked(None) == []


def test_a_seat_sees_the_scoring_cards_it_put_back_in_the_box() -> None:
    """F: the cards not kept go back to the box "without being revealed": the seat that held them saw them, so its
    panel names them for the rest of the game; nobody else's panel does."""
    from sobremesa.core import i18n
    from sobremesa.games import get
    from sobremesa.games.calimala.words import card_name
    from sobremesa.render import calimala

    game = get("calimala")
    state = game.setup(["Ana", "Ben", "Cid", "Dora"], 3)
    while state.phase == "cards":
        state = game.apply(state, game.legal_actions(state)[0])
    sides = [calimala.render_side(game.view(state, seat), [], str) for seat in range(4)]
    for seat in range(4):
        [back] = state.dealt[seat]
        words = f"put back in the box: {i18n.text(card_name(back), 'en')}"
        assert [words in side for side in sides] == [p == seat for p in range(4)]
