"""Every board fits every screen (issue 13): a phone (390 x 844), a tablet (768 x 1024) and a laptop (1366 x 768).

For every game and every mode (its player counts with their own rules, solo, the expansions' modules), at a mid-game
position (seeded random moves, put in the browser's saves and opened by its address), at its initial view
(web/panzoom.mjs: the whole board, or as close as its smallest text needs to be at least 11 px and its smallest legal
target 24 x 24 px, over the legal targets): no horizontal overflow; the prompt in view, also scrolled to the bottom;
every legal target at least 24 x 24 CSS px and on screen, or on its board where a pan reaches it; some legal target of
each board that has any in its view; no visible text under 11 px (HTML by its computed font size, SVG text by its
font size times the board's scale); no card's words out of the card. On a laptop the table is the window's height
(the page does not scroll: the panel scrolls by itself, the log last in it, the controls in their own area under it)
and the row of the seat looking is in the panel's view. The pass screen and an end screen too.
The modes: e2e_helpers.MID_GAMES (Salamanca with 3, Calimala with 3, Salamandra with 2 and solo, Santa Maria's base
game, American Kingdoms with Modules A and B at 4, 5 players with Modules C and D) and MORE_MODES (Salamanca's and
Calimala's 2-player rules, Santa Maria solo and solo with American Kingdoms, the Mayan City with 3 colonists, 5 players
with every module and the advanced set-up). One page per group of modes, each position opened once and measured at
the three sizes by resizing the window (the boards' initial views are measured again on a resize).
"""
from __future__ import annotations

from collections.abc import Iterator

import pytest
from e2e_helpers import MID_GAMES, SAVE_PREFIX, Mode, mid_game, open_app, open_record, screen
from playwright.sync_api import Browser, Page

from sobremesa.core import Session
from sobremesa.core.fuzz import play_random
from sobremesa.games import get

SIZES = [(390, 844), (768, 1024), (1366, 768)]
MIN_TARGET = 24  # CSS px, each side
MIN_TEXT = 11  # CSS px

# What the screen shows, measured in the page: overflow, the prompt, each target, the smallest texts.
MEASURE = """([minText, seat]) => {
  const W = innerWidth, H = innerHeight, shown = el => el.checkVisibility({visibilityProperty: true});
  const name = el => (el.getAttribute('aria-label') || el.textContent).trim().slice(0, 60);
  const p = document.getElementById('prompt').getBoundingClientRect();
  const box = el => { const r = el && el.getBoundingClientRect(); return r ? [r.top, r.bottom] : null; };
  const side = document.getElementById('side');
  const row = document.querySelector(`#side-info li.player[data-seat="${seat}"]`);
  const targets = [...document.querySelectorAll('#play :is([data-action], [data-choices], [data-ui])')]
    .filter(shown).map(el => {
      const r = el.getBoundingClientRect(), svg = el.closest('svg[data-pan-zoom]');
      const t = {name: name(el), w: r.width, h: r.height, x0: r.left, x1: r.right, board: null};
      if (svg) {
        const box = svg.getBoundingClientRect(), cx = (r.left + r.right) / 2, cy = (r.top + r.bottom) / 2;
        const [fx, fy, fw, fh] = svg.dataset.panZoomFit.split(' ').map(Number);
        const at = new DOMPoint(cx, cy).matrixTransform(svg.getScreenCTM().inverse());
        t.board = svg.dataset.panZoom;
        t.inView = cx >= box.left && cx <= box.right && cy >= box.top && cy <= box.bottom;
        t.onBoard = at.x >= fx && at.x <= fx + fw && at.y >= fy && at.y <= fy + fh;  // a pan reaches it
      }
      return t;
    });
  const small = [];
  for (const svg of document.querySelectorAll('#play svg')) {
    if (!shown(svg)) continue;
    const box = svg.getBoundingClientRect();
    for (const t of svg.querySelectorAll('text')) {
      const r = t.getBoundingClientRect(), m = t.getScreenCTM();
      if (!t.textContent.trim() || !shown(t) || !m || r.right < box.left || r.left > box.right
          || r.bottom < box.top || r.top > box.bottom) continue;  // panned out of the board's view
      const px = parseFloat(getComputedStyle(t).fontSize) * Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
      if (px < minText) small.push(`${px.toFixed(1)} px: svg ${t.textContent.trim().slice(0, 40)}`);
    }
  }
  const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const el = n.parentElement;
    if (!n.textContent.trim() || !el || el.closest('svg') || !shown(el)) continue;
    const px = parseFloat(getComputedStyle(el).fontSize);
    if (px < minText) small.push(`${px} px: ${el.tagName} ${n.textContent.trim().slice(0, 40)}`);
  }
  // a card's words inside the card (Calimala's cards once ran out of theirs)
  const spilt = [...document.querySelectorAll('#play .card')].filter(shown)
    .filter(c => c.scrollWidth > c.clientWidth + 1 || c.scrollHeight > c.clientHeight + 1)
    .map(c => `${c.textContent.trim().slice(0, 40)} (${c.scrollWidth} x ${c.scrollHeight} in ${c.clientWidth} x `
              + `${c.clientHeight})`);
  const views = Object.fromEntries([...document.querySelectorAll('#board svg[data-pan-zoom]')]
    .map(s => [s.dataset.panZoom, s.dataset.view]));
  return {overflow: document.scrollingElement.scrollWidth - W, W, H, prompt: [p.top, p.bottom, p.height],
          targets, small, spilt, views, page: document.scrollingElement.scrollHeight, seat: box(row),
          side: getComputedStyle(side).display === 'contents' ? null : box(side)};
}"""


def measure(page: Page, seat: int | None = None) -> dict:
    return page.evaluate(MEASURE, [MIN_TEXT, seat])


def check_text_and_overflow(m: dict, where: str) -> None:
    assert m["overflow"] <= 0, f"{where}: {m['overflow']} px of horizontal overflow"
    assert m["small"] == [], f"{where}: text under {MIN_TEXT} px: {m['small'][:8]}"
    assert m["spilt"] == [], f"{where}: words out of their card: {m['spilt'][:8]}"


# The log's numbers: its room left of the lines against the number of line 1000 (it once lost the digit of 100).
LOG_NUMBERS = """() => {
  const log = document.getElementById('log'), probe = document.createElement('span');
  probe.textContent = '1000.';
  log.appendChild(probe);
  const width = probe.getBoundingClientRect().width;
  probe.remove();
  return [width, parseFloat(getComputedStyle(log).paddingLeft)];
}"""


def check_table(page: Page, where: str, seat: int | None = None) -> None:
    page.evaluate("window.scrollTo(0, 0)")
    m = measure(page, seat)
    check_text_and_overflow(m, where)
    top, bottom, height = m["prompt"]
    assert height > 0 and top >= 0 and bottom <= m["H"], f"{where}: the prompt is out of view {m['prompt']}"
    if m["side"]:  # a laptop: the column is the window's height, its own seat's row in view in the panel
        assert m["page"] <= m["H"], f"{where}: the page scrolls ({m['page']} px in a {m['H']} px window)"
        if seat is not None:
            assert m["seat"], f"{where}: no row of seat {seat} in the players' panel"
            assert m["side"][0] - 1 <= m["seat"][0] and m["seat"][1] <= min(m["side"][1], m["H"]) + 1, \
                f"{where}: the seat's own row {m['seat']} is out of the panel's view {m['side']}"
    targets = m["targets"]
    assert targets, f"{where}: no legal move on screen"
    small = [f"{t['name']} ({t['w']:.0f} x {t['h']:.0f})" for t in targets
             if t["w"] < MIN_TARGET or t["h"] < MIN_TARGET]
    assert small == [], f"{where}: targets under {MIN_TARGET} x {MIN_TARGET} px: {small[:8]}"
    lost = [t["name"] for t in targets if not (t["onBoard"] if t["board"] else t["x0"] >= 0 and t["x1"] <= m["W"])]
    assert lost == [], f"{where}: targets no pan or scroll reaches: {lost[:8]}"
    for key in {t["board"] for t in targets if t["board"]}:  # the decision at hand is in the board's view
        assert any(t["inView"] for t in targets if t["board"] == key), f"{where}: no target of {key} in its view"
    assert all(v in ("fit", "close") for v in m["views"].values()), m["views"]
    # scrolled down to the log, the prompt is still in view (on a phone it sticks to the top)
    page.evaluate("window.scrollTo(0, document.scrollingElement.scrollHeight)")
    top, bottom, _ = measure(page)["prompt"]
    assert top >= 0 and bottom <= m["H"], f"{where}: scrolled down, the prompt is out of view"


AK = {"american_kingdoms": True}
MORE_MODES: list[Mode] = [  # as MID_GAMES
    ("salamanca-2", "salamanca", 2, {}, 12),
    ("calimala-2", "calimala", 2, {}, 14),
    ("santamaria-solo", "santamaria", 1, {}, 10),
    ("santamaria-american-kingdoms-solo", "santamaria", 1, AK, 10),
    ("santamaria-mayan-city-4", "santamaria", 4, {**AK, "ambassadors": True, "mayan_city": True}, 16),
    ("santamaria-every-module-5", "santamaria", 5,
     {**AK, "governor": True, "specialists": True, "ambassadors": True, "mayan_city": True, "setup": "advanced"}, 16),
]
MODES = MID_GAMES + MORE_MODES
GROUPS = {  # one page each (a group under a minute); its end screen is one of the last game of its modes
    "salamanca-calimala-salamandra": [m for m in MODES if m[1] != "santamaria"],
    "santamaria": [m for m in MODES if m[1] == "santamaria" and not m[3].get("mayan_city")],
    "santamaria-mayan-city": [m for m in MODES if m[3].get("mayan_city")],
}


def at_sizes(page: Page) -> Iterator[str]:
    """Each size in turn: the window resized, the boards' initial views measured again (web/panzoom.mjs)."""
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        yield f"{width}x{height}"


@pytest.mark.parametrize("group", list(GROUPS))
def test_every_board_fits_the_screen(browser: Browser, site_url: str, group: str) -> None:
    width, height = SIZES[0]
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=True)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    open_app(page, site_url)
    for size in at_sizes(page):
        check_text_and_overflow(measure(page), f"{size} start page")
    modes = GROUPS[group]
    for i, (name, game, players, options, moves) in enumerate(modes):
        where = f"{name} ({players} {'player' if players == 1 else 'players'})"
        record = mid_game(game, players, options, moves)
        open_record(page, record, f"{SAVE_PREFIX}1700000000000-fit{i}")
        if screen(page) == "pass":
            for size in at_sizes(page):
                check_text_and_overflow(measure(page), f"{where} at {size}, pass screen")
            page.click("#pass-confirm")
            page.wait_for_selector("body[data-screen='play']")
        seat = get(game).actor(Session.load(record).state)
        for size in at_sizes(page):
            check_table(page, f"{where} at {size}", seat)
    last = modes[-1][1]
    finished = play_random(get(last), 2, seed=2, check=False)
    open_record(page, finished.record.to_json(), f"{SAVE_PREFIX}1700000000000-fitend")
    page.wait_for_selector("body[data-screen='over']")
    for size in at_sizes(page):
        check_text_and_overflow(measure(page), f"{last} end screen at {size}")
        number, room = page.evaluate(LOG_NUMBERS)
        assert 0 < number < room, f"{last} end screen at {size}: the number of line 1000 ({number} px) in {room} px"

    assert len(modes) >= 3 and errors == []
    context.close()


# Issue 15: the other languages' words are longer (German above all); each language on a phone, over the modes below
# (German over one of each game), with the checks of the English tables: no overflow, no text under 11 px, no words
# out of their card, the prompt and every legal move in reach and large enough.
LANGUAGE_MODES = {"de": ["salamanca", "calimala", "salamandra", "santamaria-mayan-city-5"], "es": ["santamaria"],
                  "it": ["salamandra"], "fr": ["santamaria-american-kingdoms"]}


@pytest.mark.parametrize("lang", list(LANGUAGE_MODES))
def test_the_tables_fit_a_phone_in_every_language(browser: Browser, site_url: str, lang: str) -> None:
    width, height = SIZES[0]
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=True)
    context.add_init_script(f"localStorage.setItem('sobremesa:lang', '{lang}')")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    open_app(page, site_url)
    assert page.get_attribute("html", "lang") == lang
    check_text_and_overflow(measure(page), f"{lang}: start page")
    chosen = [m for m in MODES if m[0] in LANGUAGE_MODES[lang]]
    assert len(chosen) == len(LANGUAGE_MODES[lang])
    for i, (name, game, players, options, moves) in enumerate(chosen):
        record = mid_game(game, players, options, moves)
        open_record(page, record, f"{SAVE_PREFIX}1700000000000-{lang}{i}")
        if screen(page) == "pass":
            page.click("#pass-confirm")
            page.wait_for_selector("body[data-screen='play']")
        check_table(page, f"{lang}: {name} at {width}x{height}", get(game).actor(Session.load(record).state))
    assert errors == []
    context.close()
