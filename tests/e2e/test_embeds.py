"""A rule example inside a teaching site's page (issue 14): a host page on another port embeds it, steps through
it by buttons, keys and a ``goto`` message, its frame follows the example's height, and no request leaves the
embed's origin; a wrong example name gets a clear message; "Play from here" opens the app with a new game at the
step shown, where a legal move plays."""
from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from e2e_helpers import DIST, LOAD_TIMEOUT_MS, NetLog, click_random_target, confirm_pass, screen, serve, the_record
from playwright.sync_api import Browser, Page, expect

from sobremesa import examples
from sobremesa.core import Record, Session

EXAMPLE = "fig15-example-round"   # 6 steps, Salamanca's example of a round
HOST = """<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
<title>A club's rules page</title></head><body><h1>How a round goes</h1>
<iframe id="ex" src="SRC" title="An example of a round (Sobremesa rule example)" width="100%"></iframe>
<script>
  window.heights = [];
  window.addEventListener("message", (e) => {
    if (e.origin !== "ORIGIN" || !e.data || e.data.type !== "sobremesa-embed:resize") return;
    window.heights.push(e.data.height);
    document.getElementById("ex").style.height = e.data.height + "px";
  });
</script></body></html>"""


@pytest.fixture
def host(tmp_path: Path, site_url: str) -> Iterator[str]:
    """A teaching site's page on another port, with the example in an iframe."""
    (tmp_path / "host.html").write_text(
        HOST.replace("SRC", f"{site_url}/embed.html#ex={EXAMPLE}&theme=dark").replace("ORIGIN", site_url),
        encoding="utf-8")
    httpd, url = serve(tmp_path)
    yield url
    httpd.shutdown()
    httpd.server_close()


def test_an_example_inside_a_host_page(page: Page, site_url: str, net_log: NetLog, host: str) -> None:
    page.goto(f"{host}/host.html")
    frame = page.frame_locator("#ex")
    step = frame.locator("#ex-step")
    expect(step).to_have_text("Step 0 of 6: the position", timeout=15_000)
    expect(frame.locator("#ex-title")).to_have_text("An example of a round: Antonio's turn")
    expect(frame.locator("#ex-text")).to_have_attribute("aria-live", "polite")
    expect(frame.locator("#ex-note")).to_contain_text("Antonio played the 2")
    expect(frame.locator("#board svg")).to_be_visible()

    # the frame takes the example's height (the host page's listener sets it from the messages)
    page.wait_for_function("window.heights.length > 0")
    page.wait_for_function("""() => { const f = document.getElementById('ex');
        return f.clientHeight === window.heights[window.heights.length - 1] && f.clientHeight > 400; }""")

    frame.locator("#ex-next").click()
    expect(step).to_have_text("Step 1 of 6")
    expect(frame.locator("#ex-move")).to_contain_text("Antonio")
    frame.locator("#ex-next").focus()
    page.keyboard.press("ArrowRight")
    expect(step).to_have_text("Step 2 of 6")
    page.keyboard.press("End")
    expect(step).to_have_text("Step 6 of 6")
    expect(frame.locator("#ex-next")).to_be_disabled()
    frame.locator("#ex-back").click()
    expect(step).to_have_text("Step 5 of 6")

    # a goto message moves it; messages of another type or with a step that is not a number are ignored
    send = "(m) => document.getElementById('ex').contentWindow.postMessage(m, '*')"
    page.evaluate(send, {"type": "something-else", "step": 4})
    page.evaluate(send, {"type": "sobremesa-embed:goto", "step": "3"})
    page.evaluate(send, {"type": "sobremesa-embed:goto", "step": 2})
    expect(step).to_have_text("Step 2 of 6")

    # a narrower window: the board is smaller, the frame follows its new height
    before = page.evaluate("window.heights[window.heights.length - 1]")
    page.set_viewport_size({"width": 520, "height": 768})
    page.wait_for_function(f"window.heights[window.heights.length - 1] !== {before}")
    page.wait_for_function("document.getElementById('ex').clientHeight === window.heights[window.heights.length - 1]")

    # a public view shows no hand; the theme took
    frame.locator("#ex-view").select_option("p")
    expect(frame.locator("#side")).not_to_contain_text("Your hand")
    assert frame.locator("html").get_attribute("data-theme") == "dark"

    offsite = [u for u in net_log["requests"] if not u.startswith(site_url + "/") and u != f"{host}/host.html"]
    assert offsite == [] and net_log["failed"] == [] and net_log["errors"] == [], net_log
    assert any(re.search(r"/embed/fig15-example-round/[0-9a-f]{16}\.html$", u) for u in net_log["requests"])
    sw = page.frames[1].evaluate("navigator.serviceWorker ? navigator.serviceWorker.getRegistrations() : []")
    assert sw == []


def test_a_wrong_example_name_says_so(page: Page, site_url: str, net_log: NetLog) -> None:
    page.goto(f"{site_url}/embed.html#ex=no-such-example")
    expect(page.locator("#ex-error")).to_have_text(
        'There is no rule example named "no-such-example". The gallery lists them all.')
    expect(page.locator("#ex-body")).to_be_hidden()
    page.goto(f"{site_url}/embed.html#ex=<script>")
    expect(page.locator("#ex-error")).to_contain_text("is not the name of a rule example")


def test_play_from_here(browser: Browser, site_url: str) -> None:
    """The link opens the app in a new tab: a new local game at the step shown (the example's position and its
    actions so far), the address the table's; a legal move plays on from there. (Service workers blocked: the
    app's precache is not what this tests, and would take half the time.)"""
    context = browser.new_context(viewport={"width": 1024, "height": 768}, service_workers="block")
    requests: list[str] = []
    errors: list[str] = []
    context.on("request", lambda r: requests.append(r.url))
    context.on("weberror", lambda e: errors.append(str(e.error)))
    page = context.new_page()
    page.goto(f"{site_url}/embed.html#ex={EXAMPLE}&step=2")
    expect(page.locator("#ex-step")).to_have_text("Step 2 of 6", timeout=15_000)
    play = page.locator("#ex-play")
    expect(play).to_have_attribute("href", f"./#example={EXAMPLE}&step=2")
    with context.expect_page() as opened:
        play.click()
    app = opened.value
    app.wait_for_selector("body[data-screen='pass'], body[data-screen='play']", timeout=LOAD_TIMEOUT_MS)
    assert "#table=" in app.url
    expected = examples.play_from((DIST / "embed" / EXAMPLE / "record.json").read_text(encoding="utf-8"), 2)
    record = Record.from_dict(the_record(app))
    assert record.position == expected.record.position and record.actions == expected.record.actions
    if screen(app) == "pass":
        confirm_pass(app)
    rng, action = random.Random(3), None
    while action is None:  # a selection on the board first, maybe, then the move
        action = click_random_target(app, rng)
    record = Record.from_dict(the_record(app))
    assert record.actions == [*expected.record.actions, tuple(action)]
    assert len(Session(record).states) == len(record.actions) + 1  # the saved game replays, every move legal
    offsite = [u for u in requests if not u.startswith((site_url + "/", "blob:", "data:"))]
    assert offsite == [] and errors == [], (offsite, errors)
    context.close()


def test_an_example_in_german_and_in_an_unknown_language(page: Page, site_url: str, net_log: NetLog) -> None:
    """lang=de: the example's words, the log, the board and the embed's own words in German, <html lang="de">, and
    "Play from here" carries the language; an unknown language gives English; the gallery in German."""
    page.goto(f"{site_url}/embed.html#ex={EXAMPLE}&lang=de")
    expect(page.locator("#ex-step")).to_have_text("Schritt 0 von 6: die Stellung", timeout=15_000)
    assert page.locator("html").get_attribute("lang") == "de"
    expect(page.locator("#ex-title")).to_have_text("Beispiel einer Runde: Antonios Zug")
    expect(page.locator("#ex-note")).to_contain_text("Antonio hat die 2 gespielt")
    expect(page.locator("#ex-next")).to_have_text("Weiter ▶")
    expect(page.locator("#ex-next")).to_have_attribute("aria-label", "Nächster Schritt")
    expect(page.locator("#ex-auto")).to_have_text("Abspielen")
    expect(page.locator("#ex-view option").first).to_have_text("Wie der Schritt sie zeigt")
    expect(page.locator("#board")).to_have_attribute("aria-label", "Spielplan")
    page.locator("#ex-next").click()
    expect(page.locator("#ex-step")).to_have_text("Schritt 1 von 6")
    expect(page.locator("#ex-move")).to_contain_text("Zug: Antonio")
    expect(page.locator("#ex-note")).to_have_text(
        "Aktion A: Er nimmt beide Plättchen von Feld c der Auslage, eine Weide und eine Burg.")
    expect(page.locator("#ex-play")).to_have_attribute("href", f"./?lang=de#example={EXAMPLE}&step=1")
    assert "Spielplan von Salamanca" in page.locator("#board").inner_html()  # the board in German too
    assert page.title() == "Beispiel einer Runde: Antonios Zug — Regelbeispiel von Sobremesa"

    page.wait_for_load_state("networkidle")  # the steps it fetches ahead: leaving the page first would abort them
    page.goto(f"{site_url}/embed.html#ex={EXAMPLE}&lang=xx")
    expect(page.locator("#ex-step")).to_have_text("Step 0 of 6: the position", timeout=15_000)
    expect(page.locator("#ex-title")).to_have_text("An example of a round: Antonio's turn")
    expect(page.locator("#ex-next")).to_have_text("Next ▶")
    assert page.locator("html").get_attribute("lang") == "en"
    expect(page.locator("#ex-play")).to_have_attribute("href", f"./#example={EXAMPLE}&step=0")

    # the gallery asked for in German opens the German one, its code with lang=de
    page.wait_for_load_state("networkidle")
    page.goto(f"{site_url}/gallery.html?lang=de")
    expect(page.locator("h1")).to_have_text("Regelbeispiele zum Einbetten")
    assert page.url.endswith("/embed/gallery.de.html") and page.locator("html").get_attribute("lang") == "de"
    code = page.locator("textarea.embed-code").first
    assert f'src="{site_url}/embed.html#ex=' in code.input_value() and "&amp;lang=de" in code.input_value()
    # a page left at once (the English gallery replaces itself, the embed changes language) may have its icon's
    # request cut off, reported at any time after (a race, seen three times): the site's icon is no failure of it
    page.wait_for_load_state("networkidle")
    net_log["failed"] = [f for f in net_log["failed"] if f != f"{site_url}/icons/icon.svg net::ERR_ABORTED"]
    assert net_log["failed"] == [] and net_log["errors"] == [], net_log


def test_the_gallery_in_the_browser_s_language_when_none_was_chosen(browser: Browser, site_url: str) -> None:
    """As the app does: no ?lang= and no language chosen in the app: the browser's, when it is one of ours."""
    context = browser.new_context(locale="fr-FR")
    try:
        page = context.new_page()
        page.goto(f"{site_url}/gallery.html")
        page.wait_for_url("**/embed/gallery.fr.html")
        assert page.locator("html").get_attribute("lang") == "fr"
    finally:
        context.close()
