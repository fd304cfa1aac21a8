"""Player panels as compact counters (issue 13): ``render.counter_chips`` and the four renderers' panels."""

from __future__ import annotations

import re

import pytest

from sobremesa import render
from sobremesa.app.table import Table
from sobremesa.core.words import plural


def test_a_chip_is_its_icon_hidden_the_number_and_the_word_with_its_plural() -> None:
    chips = render.counter_chips({"coin": 1, "wood": 3, "monk": 0}, icons={"wood": render.colour_dot("#b8874b")},
                                 extra={"wood": ' <button type="button">sell</button>'}, secret=("coin",))
    items = re.findall(r"<li [^>]*>.*?</li>", chips)
    assert [render.shown_text(li) for li in items] == ["1 coin", "3 wood sell", "0 monks"]
    assert items[0].startswith('<li class="counter secret">') and 'class="counter"' in items[2]
    assert items[1].count('aria-hidden="true"') == 1 and 'fill="#b8874b"' in items[1]   # the dot says nothing
    assert '<span class="counter-n">3</span>' in items[1]


@pytest.mark.parametrize(("game_name", "word"), [("salamanca", "Squire"), ("calimala", "point"),
                                                 ("salamandra", "victory point"), ("santamaria", "coin")])
def test_each_player_panel_shows_the_games_counters_as_chips(game_name: str, word: str) -> None:
    table = Table.new(game_name, ["Ana", "Ben", "Cid"], [], {}, 7, "k")
    if table.screen()["mode"] == "pass":
        table.confirm_pass()
    side = table.screen()["side"]
    panels = re.findall(r'<li class="player[^"]*" data-seat="(\d)">(.*?<ul class="counters">.*?</ul>)', side)
    assert [int(p) for p, _ in panels] == [0, 1, 2]
    counters = table.game.counters(table.game.view(table.state, table.seat()))
    for p, panel in panels:
        assert plural(counters[int(p)][word], word) in render.shown_text(panel)
