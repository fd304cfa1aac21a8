"""The panel beside the board patched in place (issue 16, web/glue/table.py ``put_patched``): ``digest.edits`` reads a
panel's lists and their items by what they hold, so that a click puts again the parts of the players' rows that
changed, not the whole list of players."""

from __future__ import annotations

import random

from sobremesa.app.digest import Shown, edits
from sobremesa.app.table import Table


def test_a_click_puts_the_players_rows_by_what_changed() -> None:
    table = Table.new("salamandra", ["Ana", "Ben", "Cid", "Dee"], [], {}, 5, "k")
    rng = random.Random(1)
    shown = Shown(table.screen()["side"])
    put = whole = 0
    for _ in range(40):
        table.act(rng.choice(table.legal()))
        side = table.screen()["side"]
        found = edits(shown, side)
        assert found is not None
        changes, shown = found
        assert not any(nodes.startswith('<ul class="players">') for *_, nodes in changes)
        put += sum(len(nodes) for *_, nodes in changes)
        whole += len(side)
    assert put * 4 < whole
