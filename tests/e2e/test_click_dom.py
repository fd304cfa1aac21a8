"""The board and the panel beside it patched in place (issue 16, web/glue/table.py ``put_patched``): after every click,
undo and pass screen their DOM is what putting the whole markup would make, the markup the same table makes on CPython;
the pass screen leaves no board in the DOM; a reload shows the same board, its views (web/panzoom.mjs) as they were."""
from __future__ import annotations

import json
import random

from e2e_helpers import LOAD_TIMEOUT_MS, READY, mid_game, open_app, open_record, screen
from playwright.sync_api import Page

from sobremesa.app.saves import SAVE_PREFIX
from sobremesa.app.table import Table
from sobremesa.render import parse_action

PICK_JS = """pick => {
    const seen = (e) => e.getClientRects().length > 0;
    let all = [...document.querySelectorAll('#chooser [data-action]')].filter(seen);
    if (!all.length) all = [...document.querySelectorAll('#play :is([data-action], [data-choices], [data-ui])')]
        .filter(seen);
    if (!all.length) return null;
    const el = all[Math.floor(pick * all.length)];
    el.dispatchEvent(new MouseEvent('click', {bubbles: true, detail: 1}));
    return {action: el.dataset.action || null, ui: el.dataset.ui || null, choices: el.dataset.choices || null};
}"""
# A box (the board, the panel) as the page holds it and as the whole markup makes it, but the view panzoom.mjs sets
# on each board (its viewBox, data-view and the fit it read: compared after the reload)
BOARDS_JS = """([markup, id]) => {
    const plain = (box) => {
        for (const svg of box.querySelectorAll('svg[data-pan-zoom]'))
            for (const name of ['viewBox', 'data-view', 'data-pan-zoom-fit']) svg.removeAttribute(name);
        return box.innerHTML;
    };
    const whole = document.createElement('div');
    whole.innerHTML = markup;
    return [plain(document.getElementById(id).cloneNode(true)), plain(whole)];
}"""
VIEWS_JS = """() => [...document.querySelectorAll('#board svg[data-pan-zoom]')]
    .map((svg) => ['data-pan-zoom', 'viewBox', 'data-view', 'data-pan-zoom-fit'].map((a) => svg.getAttribute(a)))"""
RENDERED = "b => document.body.dataset.renders !== b"
GAMES = (("santamaria", 4, 8, 36), ("calimala", 5, 12, 24), ("salamanca", 5, 10, 16), ("salamandra", 4, 10, 24))
"""Game, players, moves before, clicks."""


def click(page: Page, table: Table, rng: random.Random) -> None:
    """One click in the page, and the same on the table on CPython: the pass screen confirmed, an undo now and then,
    else a target at random (one of the chooser's moves when it opens)."""
    before = page.evaluate("document.body.dataset.renders")
    if screen(page) == "pass":
        page.click("#pass-confirm")
        table.confirm_pass()
    elif rng.random() < 0.1 and page.is_enabled("#undo"):
        page.click("#undo")
        table.undo()
    else:
        clicked = page.evaluate(PICK_JS, rng.random())
        assert clicked is not None, "no target on screen"
        if clicked["choices"]:
            clicked = page.evaluate(PICK_JS, rng.random())
        if clicked["ui"]:
            table.set_ui(json.loads(clicked["ui"]))
        else:
            table.act(parse_action(clicked["action"]))
    page.wait_for_function(RENDERED, arg=before)


def test_board_dom_after_clicks(page: Page, site_url: str) -> None:
    open_app(page, site_url)
    rng = random.Random(16)
    for number, (game, players, moves, clicks) in enumerate(GAMES):
        record, key = mid_game(game, players, {}, moves), f"{SAVE_PREFIX}dom-{number}"
        open_record(page, record, key)  # the second game's board put over the first's
        table = Table.load(record, key)
        for step in range(clicks):
            shown = table.screen()
            if shown["mode"] == "pass":
                assert screen(page) == "pass"
                assert page.evaluate("document.getElementById('board').childNodes.length") == 0, step
            else:
                live, whole = page.evaluate(BOARDS_JS, [shown["board"], "board"])
                assert live == whole, f"{game}, click {step}: the board differs from its whole markup"
                live, whole = page.evaluate(BOARDS_JS, [shown["side"], "side-info"])
                assert live == whole, f"{game}, click {step}: the panel differs from its whole markup"
            if shown["mode"] == "over":
                break
            click(page, table, rng)
    # a reload puts the whole board: the boards' views (panzoom.mjs) are those the patched boards got (after a move:
    # the UI selections are not saved), the board the table's on CPython
    while screen(page) != "play" or table.ui:
        click(page, table, rng)
    views = page.evaluate(VIEWS_JS)
    page.reload()
    page.wait_for_selector(READY, timeout=LOAD_TIMEOUT_MS)
    page.wait_for_function("['pass', 'play'].includes(document.body.dataset.screen)")
    table = Table.load(table.record_json(), key)
    if screen(page) == "pass":
        click(page, table, rng)
    live, whole = page.evaluate(BOARDS_JS, [table.screen()["board"], "board"])
    assert live == whole
    assert page.evaluate(VIEWS_JS) == views
