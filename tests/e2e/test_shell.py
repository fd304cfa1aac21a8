"""The table's shell in Chromium: Back/Forward and reload, the game chips, an import already saved, the end
screen, the installable app and its update notice, the start-up steps, the live log per seat, the chooser on
a phone, and axe-core's accessibility checks."""
from __future__ import annotations

import json
import pathlib
import random
import shutil
import struct
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from e2e_helpers import (
    DIST,
    LOAD_TIMEOUT_MS,
    MID_GAMES,
    READY,
    SAVE_PREFIX,
    NetLog,
    actions_done,
    bounds,
    confirm_pass,
    import_file,
    mid_game,
    open_app,
    open_record,
    play_steps,
    saves,
    screen,
    serve,
    start_game,
    the_record,
)
from playwright.sync_api import Browser, Page, Route, expect

from sobremesa.app.nav import fragment_for
from sobremesa.core import Session
from sobremesa.core.fuzz import play_random
from sobremesa.games import get

AXE = pathlib.Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
KEY = SAVE_PREFIX + "1700000000000-0e2e"


def finished_record(game: str, players: int, seed: int, options: dict | None = None) -> dict:
    session = play_random(get(game), players, seed=seed, check=False, options=options)
    return json.loads(session.record.to_json())


def open_saved(page: Page, record: dict, key: str = KEY) -> None:
    """Put a record in the browser's saves and go to its table's address (as a link or a bookmark would)."""
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, json.dumps(record)])
    before = page.evaluate("String(document.body.dataset.renders)")
    page.evaluate("f => { location.hash = f; }", fragment_for(key))
    page.wait_for_function("b => String(document.body.dataset.renders) !== b", arg=before)


def wait_screen(page: Page, *names: str) -> None:
    page.wait_for_selector(", ".join(f"body[data-screen='{n}']" for n in names))


# --- navigation -------------------------------------------------------------------------------------------------
def test_chip_back_forward_and_reload_return_to_the_table(page: Page, site_url: str, net_log: NetLog) -> None:
    open_app(page, site_url)
    chip = page.locator("#game-list [data-new-game='calimala']")
    expect(chip).to_be_enabled()
    chip.click()  # a chip opens the new-game form with that game chosen
    expect(page.locator("#new-game-form select[name=game]")).to_have_value("calimala")
    expect(page.locator("#new-game-form select[name=game]")).to_be_focused()
    page.fill("#new-game-form input[name=name][data-seat='0']", "Ana")
    page.click("#start")
    wait_screen(page, "pass")
    key = next(iter(saves(page)))
    assert page.evaluate("location.hash") == fragment_for(key)
    confirm_pass(page)
    play_steps(page, random.Random(1), 3)
    page.go_back()
    wait_screen(page, "landing")
    expect(page.locator("#resume-list")).to_contain_text("Calimala")
    page.go_forward()
    wait_screen(page, "pass")  # back at the table: the device may have changed hands
    assert page.evaluate("location.hash") == fragment_for(key)
    page.reload()
    page.wait_for_selector(READY, timeout=LOAD_TIMEOUT_MS)
    wait_screen(page, "pass", "play")
    assert actions_done(page) == 3 and len(the_record(page)["actions"]) == 3
    page.click("#home-link")  # the start page is a history entry of its own, too
    wait_screen(page, "landing")
    assert page.evaluate("location.hash") == ""
    page.go_back()
    wait_screen(page, "pass", "play")
    assert net_log["errors"] == []


def test_a_gone_save_or_a_missing_example_is_said_in_full_at_the_top(page: Page, site_url: str) -> None:
    """An address whose save is no longer in the browser, or a "Play from here" of no example: the start page, with
    the reason in the notice at its top (the header's one-line status would cut it on a phone)."""
    page.set_viewport_size({"width": 390, "height": 844})
    open_app(page, site_url)
    page.evaluate("f => { location.hash = f; }", fragment_for(KEY))
    notice = page.locator("#notice")
    expect(notice).to_have_text("That saved game is no longer in this browser.",
                                timeout=LOAD_TIMEOUT_MS)  # once the table's part, which reads saves, is loaded
    assert bounds(notice)["width"] > 300  # the sentence wraps; it is not cut
    wait_screen(page, "landing")
    page.evaluate("() => { location.hash = '#example=no-such-example&step=1'; }")
    expect(notice).to_contain_text("The rule example cannot be played from here")
    expect(notice).to_contain_text("no-such-example")
    wait_screen(page, "landing")


def test_importing_a_saved_record_opens_that_save(page: Page, site_url: str, tmp_path: Path) -> None:
    open_app(page, site_url)
    start_game(page, seed=4)
    play_steps(page, random.Random(4), 8)
    record = the_record(page)
    key = next(iter(saves(page)))
    page.click("#leave") if screen(page) == "play" else page.goto(f"{site_url}/index.html?nosw")
    page.wait_for_selector(READY, timeout=LOAD_TIMEOUT_MS)

    def import_record(data: dict) -> None:
        import_file(page, "game.json", json.dumps(data).encode())
        wait_screen(page, "pass", "play")

    import_record({**record, "actions": record["actions"][:5]})  # the same game, not as far: the save opens
    assert list(saves(page)) == [key] and actions_done(page) == 8
    assert page.evaluate("location.hash") == fragment_for(key)
    page.go_back()
    wait_screen(page, "landing")
    longer = Session.load(json.dumps(record))  # further along: the save takes the imported record
    longer.apply(longer.game.legal_actions(longer.state)[0])
    import_record(json.loads(longer.record.to_json()))
    assert list(saves(page)) == [key] and len(the_record(page)["actions"]) == 9
    page.go_back()
    wait_screen(page, "landing")
    import_record({**record, "seed": record["seed"] + 1, "actions": []})  # another game: a new save
    assert len(saves(page)) == 2


def test_the_saved_games_are_listed_before_the_engine_s_parts_arrive(page: Page, site_url: str) -> None:
    """A returning player's saved games are listed with the start page (issue 16): each save is read with its game's
    title and rules version from the listing, so neither the table's part nor any game's is waited for. Resume then
    fetches them; one refused is said, and the next Resume tries again."""
    open_app(page, site_url)
    record = finished_record("santamaria", 2, seed=5)
    page.evaluate("([k, v]) => { localStorage.setItem(k, v); localStorage.setItem(k + '-bad', '{\"game\": \"'); }",
                  [KEY, json.dumps(record)])
    held = []
    page.route("**/sobremesa_*-py3-none-any.whl", lambda route: held.append(route))  # never answered while held
    page.reload()
    page.wait_for_selector(READY, timeout=LOAD_TIMEOUT_MS)
    lines = page.locator("#resume-list li")
    expect(lines).to_have_count(2)
    saved = page.locator(f"#resume-list li[data-key='{KEY}']")
    expect(saved).to_contain_text("Santa Maria")
    expect(page.locator("#resume-list li.damaged")).to_contain_text("not valid JSON")
    assert held, "the table's part was asked for once the start page was usable"
    assert page.evaluate("document.body.dataset.screen") == "landing"
    for route in held:
        route.abort()
    page.unroute("**/sobremesa_*-py3-none-any.whl")
    page.route("**/sobremesa_santamaria-*.whl", lambda route: route.abort())
    saved.locator("[data-save-resume]").click()
    expect(page.locator("#notice")).to_contain_text("could not be loaded", timeout=LOAD_TIMEOUT_MS)
    page.unroute("**/sobremesa_santamaria-*.whl")
    saved.locator("[data-save-resume]").click()
    wait_screen(page, "over")
    expect(page.locator("#notice")).to_be_hidden()


# --- the end screen -------------------------------------------------------------------------------------------
def test_end_screen_breakdown_no_undo_rematch_and_new_game(page: Page, site_url: str) -> None:
    open_app(page, site_url)
    record = finished_record("calimala", 3, seed=2, options={"layout": "first-game"})
    outcome = get("calimala").outcome(Session.load(json.dumps(record)).state)
    assert outcome is not None
    open_saved(page, record)
    wait_screen(page, "over")
    scores = page.locator("#scores")
    expect(scores).to_be_visible()
    names = record["players"]
    expect(scores.locator("h2")).to_contain_text(f"{names[outcome.winners[0]]} wins!" if len(outcome.winners) == 1
                                                 else "share the win")
    rows = scores.locator("table.breakdown tbody tr")
    expect(rows).to_have_count(len(outcome.categories) + 1)
    for i, (category, points) in enumerate(outcome.categories):
        expect(rows.nth(i).locator("th")).to_have_text(category)
        assert [int(c) for c in rows.nth(i).locator("td").all_inner_texts()] == list(points)
    assert [int(c) for c in rows.last.locator("td").all_inner_texts()] == list(outcome.scores)
    # no undo after the end
    expect(page.locator("#undo")).to_be_disabled()
    # Rematch: the same players, colours and options, a new seed, a new saved game and a new history entry
    page.click("#rematch")
    wait_screen(page, "pass")
    found = saves(page)
    assert len(found) == 2
    new_key = next(k for k in found if k != KEY)
    again = json.loads(found[new_key])
    assert (again["game"], again["players"], again["options"]) == (record["game"], record["players"],
                                                                   record["options"])
    assert again["actions"] == [] and again["seed"] != record["seed"]
    assert page.evaluate("location.hash") == fragment_for(new_key)
    page.go_back()
    wait_screen(page, "over")
    page.click("#new-game-button")  # New game: the form, with this game chosen
    wait_screen(page, "landing")
    expect(page.locator("#new-game-form select[name=game]")).to_have_value("calimala")


def test_solo_end_says_lost_against_the_goal_never_a_rank(page: Page, site_url: str) -> None:
    open_app(page, site_url)
    record = finished_record("salamandra", 1, seed=1, options={"level": 1})
    outcome = get("salamandra").outcome(Session.load(json.dumps(record)).state)
    assert outcome is not None and outcome.won is False
    open_saved(page, record)
    wait_screen(page, "over")
    heading = page.locator("#scores h2")
    expect(heading).to_have_text(f"{record['players'][0]} lost: {outcome.scores[0]} points.")
    expect(page.locator("#scores .goal")).to_contain_text(outcome.goal)
    assert "Rank" not in page.locator("#scores").inner_text()


# --- installable, offline, updates ------------------------------------------------------------------------------
def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_installable_app_with_icons_precached_and_an_update_notice(browser: Browser, tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(DIST, site)
    httpd, url = serve(site)
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    page = context.new_page()
    open_app(page, url, query="")  # with the service worker
    page.evaluate("""async () => { await navigator.serviceWorker.ready;
        while (!navigator.serviceWorker.controller) await new Promise(r => setTimeout(r, 50)); }""")
    manifest = json.loads((site / "manifest.webmanifest").read_text(encoding="utf-8"))
    sizes = {i["sizes"]: i for i in manifest["icons"]}
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./"
    assert {"192x192", "512x512", "any"} <= set(sizes) and any(i.get("purpose") == "maskable" for i in sizes.values())
    cached = page.evaluate("""async () => { const c = await caches.open((await caches.keys())[0]);
        return (await c.keys()).map(r => new URL(r.url).pathname); }""")
    for icon in manifest["icons"]:
        assert "/" + icon["src"] in cached, icon
        if icon["type"] == "image/png":
            w, h = png_size((site / icon["src"]).read_bytes())
            assert f"{w}x{h}" == icon["sizes"]
    assert "/manifest.webmanifest" in cached
    cdp = context.new_cdp_session(page)
    parsed = cdp.send("Page.getAppManifest")
    assert parsed["errors"] == [] and parsed["url"].endswith("/manifest.webmanifest")
    problems = [e["errorId"] for e in cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]]
    assert [p for p in problems if p != "in-incognito"] == [], problems
    # a new build: another sw.js (another cache name); the page says so and reloads when asked
    assert page.locator("#update").is_hidden()
    sw = (site / "sw.js").read_text(encoding="utf-8")
    old_cache = sw.split('const CACHE = "')[1].split('"')[0]
    (site / "sw.js").write_text(sw.replace(old_cache, "sobremesa-newbuild000001"), encoding="utf-8")
    page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
    notice = page.locator("#update")
    expect(notice).to_be_visible(timeout=30_000)
    expect(notice).to_contain_text("A new version is ready")
    with page.expect_navigation():
        page.click("#update-reload")
    page.wait_for_selector(READY, timeout=LOAD_TIMEOUT_MS)
    assert page.locator("#update").is_hidden()
    assert page.evaluate("caches.keys()") == ["sobremesa-newbuild000001"]
    httpd.shutdown()
    httpd.server_close()
    context.close()


# --- starting up ------------------------------------------------------------------------------------------------------
def test_start_up_steps_and_reduced_motion(browser: Browser, site_url: str) -> None:
    context = browser.new_context(viewport={"width": 1024, "height": 768}, reduced_motion="reduce")
    page = context.new_page()
    requested = []
    page.on("request", lambda r: requested.append(r.url))
    page.goto(f"{site_url}/index.html?nosw")
    expect(page.locator("#boot-steps li")).to_have_count(3)
    assert page.evaluate("getComputedStyle(document.querySelector('.spinner')).animationName") == "none"
    page.wait_for_selector(READY, timeout=LOAD_TIMEOUT_MS)
    assert page.evaluate("globalThis.sobremesaBootSteps") == ["runtime", "python", "engine", "ready"]
    assert page.get_attribute("#boot-progress", "value") == "3"
    assert page.locator("#loading").is_hidden()
    # PyScript's plugins pyscript.json leaves out (issue 16) are not fetched, and the chunks preloaded are
    left_out = [name.removeprefix("!") for name in json.loads((DIST / "pyscript.json").read_text())["plugins"]]
    assert "py-editor" in left_out and "py-terminal" in left_out
    assert not [url for url in requested if any(f"/pyscript/{name}-" in url for name in left_out)]
    preloaded = page.eval_on_selector_all("link[rel=modulepreload]", "links => links.map(l => l.href)")
    assert any("/pyscript/core-" in url for url in preloaded) and all(url in requested for url in preloaded)
    context.close()


def test_every_start_up_step_is_shown_when_boot_mjs_arrives_late(page: Page, site_url: str) -> None:
    """boot.mjs runs before PyScript's core whatever order they arrive in (module scripts run in document order), so
    it hears the runtime's progress: held back 6 s here, past a start, it still records every step (CI once saw the
    engine's missed on a loaded machine, with core.js first in the page)."""
    def late(route: Route) -> None:
        time.sleep(6)  # blocks this side only: the page goes on fetching and starting meanwhile
        route.continue_()

    page.route("**/boot.mjs", late)
    page.goto(f"{site_url}/index.html?nosw")
    page.wait_for_selector(READY, timeout=LOAD_TIMEOUT_MS)
    expect(page.locator("html[data-boot-step='ready']")).to_be_attached()
    assert page.evaluate("globalThis.sobremesaBootSteps") == ["runtime", "python", "engine", "ready"]


def test_the_form_s_game_is_made_ready_while_the_form_is_read(page: Page, site_url: str) -> None:
    """Once the table's part is loaded, the game the form shows is imported in the background (issue 16: Start then
    finds it compiled), and again each game the form is switched to; a table opened does not wait for it."""
    open_app(page, site_url)
    page.select_option("#new-game-form select[name=game]", "santamaria")
    page.wait_for_selector("body[data-warmed~='santamaria']", state="attached", timeout=LOAD_TIMEOUT_MS)
    page.select_option("#new-game-form select[name=game]", "salamandra")
    page.wait_for_selector("body[data-warmed~='salamandra']", state="attached", timeout=LOAD_TIMEOUT_MS)
    start_game(page, names=("Ana", "Ben"), game="santamaria")
    if screen(page) == "pass":
        confirm_pass(page)
    expect(page.locator("#play [data-action], #play [data-choices]").first).to_be_attached()


# --- the live log, per seat ----------------------------------------------------------------------------------------
def test_live_log_holds_only_the_seat_s_lines_across_a_pass(page: Page, site_url: str) -> None:
    open_app(page, site_url)
    page.evaluate("""() => { window.__added = [];
        new MutationObserver(ms => ms.forEach(m => m.addedNodes.forEach(n => window.__added.push(n.textContent))))
            .observe(document.getElementById('log'), {childList: true}); }""")
    start_game(page, game="calimala", seed=5)
    region = page.locator("#log-region")
    assert region.get_attribute("role") == "log" and region.get_attribute("aria-live") == "polite"
    private, passes = [], 0

    def watch(page: Page, event: object) -> None:
        nonlocal passes
        if screen(page) == "pass":
            passes += event == "pass"
            assert page.locator("#log li").count() == 0  # the pass screen holds nobody's log
            page.evaluate("window.__added = []")
            return
        session = Session.load(json.dumps(the_record(page)))
        seat = session.game.actor(session.state)
        assert seat is not None
        expected = session.log(seat)
        assert page.locator("#log li").all_inner_texts() == expected
        assert set(page.evaluate("window.__added")) <= set(expected)  # only this seat's lines were read out
        # a kept scoring card is named to its keeper only ("Ana keeps Lisbon secretly.")
        mine = [line for line in expected if line.endswith("secretly.") and "a scoring card" not in line]
        assert all(line.startswith(session.record.players[seat]) for line in mine)
        private.extend(mine)

    play_steps(page, random.Random(5), 24, watch=watch)
    assert passes >= 3 and private


# --- the chooser on a phone --------------------------------------------------------------------------------------
def test_chooser_opens_next_to_the_click_and_the_prompt_stays_in_view_on_a_phone(browser: Browser,
                                                                                 site_url: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    page = context.new_page()
    open_app(page, site_url)
    start_game(page, seed=12)
    confirm_pass(page)
    page.get_by_role("button", name="Fit").first.click()   # the board opened close on a phone: the whole of it
    plays = [json.loads(a) for a in page.locator("#side-info .hand [data-action]").evaluate_all(
        "els => els.map(e => e.dataset.action)")]
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")  # down to the log
    assert page.evaluate("scrollY") > 100
    prompt = bounds(page.locator("#prompt"))
    assert 0 <= prompt["y"] < 80  # the prompt sticks to the top of the window
    # a spot offering two moves at the bottom of the board, the way a renderer marks one (render.target_attrs)
    page.evaluate("""(choices) => {
        const cells = [...document.querySelectorAll('#board svg .cell')].filter(c => c.checkVisibility()
            && c.getBoundingClientRect().height > 0), g = cells[cells.length - 1];
        g.id = 'multi'; g.dataset.choices = JSON.stringify(choices); g.setAttribute('tabindex', '0');
        window.scrollTo(0, 0); }""", plays[:2])
    spot = page.locator("#multi")
    scrolled = page.evaluate("scrollY")
    spot.tap()
    chooser = page.locator("#chooser")
    expect(chooser).to_be_visible()
    expect(chooser.locator("[data-action]").first).to_be_focused()
    assert abs(page.evaluate("scrollY") - scrolled) < 2  # no jump
    box, near = bounds(chooser), bounds(spot)
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390 and box["y"] >= 0 and box["y"] + box["height"] <= 844
    assert min(abs(box["y"] - (near["y"] + near["height"])), abs(box["y"] + box["height"] - near["y"])) < 16
    chooser.locator("[data-action]").nth(1).tap()
    page.wait_for_function("document.body.dataset.actions === '1'")
    context.close()


# --- axe-core ------------------------------------------------------------------------------------------------------
def axe_problems(page: Page) -> list[str]:
    """axe-core's serious and critical violations of the page as it is."""
    page.add_script_tag(path=str(AXE))
    found = page.evaluate("""async () => (await axe.run(document, {resultTypes: ['violations']})).violations
        .filter(v => v.impact === 'serious' || v.impact === 'critical')
        .map(v => `${v.id}: ${v.nodes.length} (${v.nodes[0].html.slice(0, 120)})`)""")
    return found


@pytest.fixture
def axe_page(browser: Browser) -> Iterator[Page]:
    assert AXE.exists(), "axe-core is missing: npm ci installs it (package-lock.json)"
    context = browser.new_context(viewport={"width": 1024, "height": 768}, bypass_csp=True)
    yield context.new_page()
    context.close()


def test_axe_finds_nothing_serious_on_the_shell(axe_page: Page, site_url: str) -> None:
    page = axe_page
    open_app(page, site_url)
    assert axe_problems(page) == [], "start page and new-game form"
    page.click("[data-new-game='santamaria']")  # a form with options
    assert axe_problems(page) == [], "new-game form with options"
    start_game(page, names=("Ana", "Ben"), game="salamandra", seed=3)  # a game whose board passes today
    assert axe_problems(page) == [], "Salamandra table"
    page.click("#leave")
    start_game(page, seed=3)
    assert screen(page) == "pass"
    assert axe_problems(page) == [], "pass screen"
    open_saved(page, finished_record("calimala", 3, seed=2))
    wait_screen(page, "over")
    assert axe_problems(page) == [], "end screen"
    open_saved(page, finished_record("salamandra", 1, seed=1, options={"level": 1}), key=KEY + "s")
    wait_screen(page, "over")
    assert axe_problems(page) == [], "solo end screen"


@pytest.mark.parametrize("name", [m[0] for m in MID_GAMES])
def test_axe_finds_nothing_serious_on_each_game_s_table_pass_screen_and_end(axe_page: Page, site_url: str,
                                                                           name: str) -> None:
    """Every game at a mid-game table (and its pass screen, where the game has one) and at its end."""
    _name, game, players, options, moves = next(m for m in MID_GAMES if m[0] == name)
    page = axe_page
    open_app(page, site_url)
    open_record(page, mid_game(game, players, options, moves), KEY)
    if screen(page) == "pass":
        assert axe_problems(page) == [], f"{name}: pass screen"
        confirm_pass(page)
    assert screen(page) == "play"
    # the whole of each board in view (text half panned out of a close view is not read as shown text)
    page.evaluate("() => document.querySelectorAll('#board svg[data-pan-zoom]')"
                  ".forEach(s => s.setAttribute('viewBox', s.dataset.panZoomFit))")
    assert axe_problems(page) == [], f"{name}: table"
    open_saved(page, finished_record(game, players, seed=2, options=options), key=KEY + "e")
    wait_screen(page, "over")
    assert axe_problems(page) == [], f"{name}: end screen"
