"""Salamandra's side panel is compact (issue 13): counters as chips with words, the market's tiles as chips with
their names, every long list (each tile's card, the spellbooks, the face-up cards, a player's cards) folded under a
summary in words, and no entry without words."""

from __future__ import annotations

import random
import re

from sobremesa import render
from sobremesa.app.table import Table
from sobremesa.games.salamandra.words import tile_card, tile_name


def _side_after(moves: int) -> tuple[str, dict]:
    table = Table.new("salamandra", ["Ana", "Ben", "Cid", "Dee"], [], {}, 5, "k")
    rng = random.Random(5)
    for _ in range(moves):
        table.act(rng.choice(table.game.legal_actions(table.state)))
        if table.screen()["mode"] == "pass":
            table.confirm_pass()
    return table.screen()["side"], table.game.view(table.state, None)


def test_every_tile_card_is_folded_and_every_market_chip_names_its_tile() -> None:
    side, view = _side_after(30)
    unfolded = re.sub(r"<details.*?</details>", "", side, flags=re.S)
    tiles = [t for t in view["market"] if t]
    assert tiles
    for tile in tiles:
        assert tile_card(tile) not in render.shown_text(unfolded)         # the run-on paragraph is gone
        assert tile_card(tile) in render.shown_text(side)                  # ... into the folded list
    chips = re.findall(r'<li (?:class="sal-tile"|[^>]*class="chip ui-target[^"]*")[^>]*>(.*?)</li>', side)
    assert sorted(render.shown_text(c) for c in chips) == sorted(tile_name(t) for t in tiles)


def test_folds_have_a_summary_in_words_and_no_entry_is_blank() -> None:
    side, _ = _side_after(30)
    summaries = [render.shown_text(s) for s in re.findall(r"<summary>(.*?)</summary>", side)]
    assert "The face-up Bear and Eagle cards" in summaries
    assert any(re.fullmatch(r"Spellbooks: \d+ of \d+ spots taken", s) for s in summaries)
    assert any(re.fullmatch(r"What the \d+ tiles cost and do", s) for s in summaries)
    for li in re.findall(r"<li[^>]*>(.*?)</li>", side):
        assert render.shown_text(li).strip(), "an empty entry"
    for chip in re.findall(r'<li class="counter[^"]*">(.*?)</li>', side):
        assert re.fullmatch(r"-?\d+ [A-Za-z ]+(, \d+ on the mat)?", render.shown_text(chip).strip()), chip


def test_each_player_row_counts_apprentices_and_folds_their_cards() -> None:
    side, view = _side_after(60)
    rows = re.findall(r'<li class="player[^"]*" data-seat="\d">(.*?)</li>\s*(?=<li class="player|</ul>$|$)',
                      side.split('<ul class="players">')[1].split('</ul><div class="rudolph"')[0], flags=re.S)
    assert len(rows) == 4
    for info, row in zip(view["players"], rows):
        text = render.shown_text(row)
        word = "apprentice" if info["avail"] == 1 else "apprentices"
        assert f"{info['avail']} {word} to place, {info['mat']} on the mat" in text
        cards = len(info["cards"])
        assert (f"{cards} Bear or Eagle card" in text) == bool(cards)
