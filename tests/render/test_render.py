"""The renderers and the table model on CPython (and inside Pyodide): markup rules, secrets, escaping."""

from __future__ import annotations

import html
import json
import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from html.parser import HTMLParser
from typing import Any

import pytest

from sobremesa import games, render
from sobremesa.app.form import check_form, form_values, new_table, options_from_form
from sobremesa.app.saves import SAVE_PREFIX, save_keys, save_summary
from sobremesa.app.table import Table
from sobremesa.core import IllegalAction, LoadError, Outcome
from sobremesa.games import MODULES as GAME_MODULES
from sobremesa.games import get, listing
from sobremesa.render import salamanca as sal
from sobremesa.render.screens import form_html, heading, resume_list_html, score_rows, scores_html

HOSTILE = ["<b>Ana</b>", "Ben & \"Co\" <img src=x onerror=alert(1)>", "Cid'</text><script>x()</script>"]


class Tags(HTMLParser):
    """Every tag and attribute of a markup string, as the browser's parser would see them."""

    def __init__(self, markup: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[str] = []
        self.attrs: list[tuple[str, str | None]] = []
        self.feed(markup)
        self.close()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        self.attrs.extend(attrs)


def forbidden(markup: str) -> list[str]:
    """What the page's CSP or the safety rules forbid: scripts, inline handlers and styles, foreign tags."""
    parsed = Tags(markup)
    bad = [t for t in parsed.tags if t in ("script", "img", "iframe", "object", "embed", "style", "foreignobject")]
    bad += [k for k, v in parsed.attrs if k.startswith("on") or k == "style" or "javascript:" in (v or "")]
    return bad


def names_for(n: int) -> list[str]:
    return [f"P{i} <i>{i}</i>" for i in range(n)]


def drive(table: Table, rng: random.Random, steps: int, check: Callable[[dict[str, Any]], None]) -> None:
    """Random legal moves through the table model, calling ``check(screen)`` on every screen."""
    for _ in range(steps):
        if table.over:
            check(table.screen())
            return
        if table.needs_pass():
            check(table.screen())
            table.confirm_pass()
            continue
        screen = table.screen()
        check(screen)
        offered = render.actions_in(screen["board"] + screen["side"] + screen["buttons"])
        table.act(rng.choice(sorted(offered, key=lambda a: tuple("" if x is None else x for x in a))))   # None: SM


def check_markup(table: Table, parse_every: int = 7) -> Callable[[dict[str, Any]], None]:
    """Checks of every screen; the costly parses (HTML and XML) on every ``parse_every``-th one."""
    count = [0]

    def check(screen: dict[str, Any]) -> None:
        count[0] += 1
        if screen["mode"] == "pass":
            assert set(screen) >= {"pass_to", "pass_title"}
            assert not {"board", "side", "buttons", "log"} & set(screen), "the pass screen shows nothing of a seat"
            return
        legal = set(table.legal())
        markup = screen["board"] + screen["side"] + screen["buttons"]
        offered = render.actions_in(markup)
        assert offered <= legal, f"offered actions that are not legal: {offered - legal}"
        drawn = {a[0] for a in render.actions_in(screen["board"] + screen["side"])}
        assert {a[0] for a in legal} <= drawn | {a[0] for a in render.actions_in(screen["buttons"])}
        for name in table.names:
            assert name not in markup or name == render.esc(name), f"unescaped name {name!r}"
        if count[0] % parse_every == 1:
            assert forbidden(markup) == []
            if "<svg" in screen["board"]:
                ET.fromstring(screen["board"])  # the board is well-formed SVG (XML)
        for value in re.findall(r'data-(?:action|choices)="([^"]*)"', markup):
            assert isinstance(json.loads(html.unescape(value)), list)
        assert screen["log"] == table.session.log(table.seat())
    return check


@pytest.mark.parametrize("game_name", sorted(GAME_MODULES))
def test_every_game_plays_through_its_renderer(game_name: str) -> None:
    """Every game of the registry, drawn by its renderer or the generic one, offers only legal moves."""
    game = get(game_name)
    for players in range(game.min_players, game.max_players + 1):
        needed = game.option_combinations(players)[0] if game.players_need.get(players) else {}   # Santa Maria's 5
        table = Table.new(game_name, names_for(players), [], needed, 100 + players, "k")
        drive(table, random.Random(players), 120, check_markup(table))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_salamanca_whole_games_through_the_renderer(players: int) -> None:
    table = Table.new("salamanca", HOSTILE[:players] + [f"P{i}" for i in range(3, players)], [], {}, players, "k")
    drive(table, random.Random(players), 2000, check_markup(table))
    assert table.over
    screen = table.screen()
    assert screen["mode"] == "over" and screen["seat"] is None
    for name in table.names:
        assert render.esc(name) in screen["scores"]
    assert "<img" not in screen["scores"] and "<b>" not in screen["scores"]
    outcome = table.game.outcome(table.state)
    assert outcome is not None
    assert f"<h2 id=\"end-title\">{render.esc(heading(outcome, table.names))}</h2>" in screen["scores"]
    assert screen["scores"].count('class="winner"') == len(outcome.winners) >= 1


def test_score_table_follows_the_outcome() -> None:
    names = ["Ana", "Ben", "<i>Cid</i>"]
    parted = Outcome(winners=(2,), scores=(5, 7, 7))  # a tie-break gave Cid the win
    assert [(r.rank, r.seat, r.winner) for r in score_rows(parted, names)] == [(1, 2, True), (2, 1, False),
                                                                                (3, 0, False)]
    assert heading(parted, names) == "<i>Cid</i> wins!"
    shared = Outcome(winners=(1, 2), scores=(5, 7, 7))
    assert [(r.rank, r.seat) for r in score_rows(shared, names)] == [(1, 1), (1, 2), (3, 0)]
    assert heading(shared, names) == "Ben and <i>Cid</i> share the win!"
    markup = scores_html(shared, names, render.tokens_for([], 3))
    assert "<h2 id=\"end-title\">Ben and &lt;i&gt;Cid&lt;/i&gt; share the win!</h2>" in markup
    assert markup.count('class="winner"') == 2 and "<i>" not in markup


def test_solo_end_says_won_or_lost_with_the_goal() -> None:
    goal = "Score more victory points than Rudolph (41)."
    lost = Outcome(winners=(), scores=(38,), won=False, goal=goal)
    assert heading(lost, ["Ana"]) == f"Ana lost: 38 points. Goal: {goal}"
    won = Outcome(winners=(0,), scores=(45,), won=True, goal=goal)
    assert heading(won, ["Ana"]) == f"Ana won: 45 points. Goal: {goal}"
    assert heading(Outcome(winners=(0,), scores=(45,)), ["Ana"]) == "Ana finished with 45 points."
    markup = scores_html(lost, ["Ana"], render.tokens_for([], 1))
    assert "Ana lost: 38 points." in markup and 'class="winner"' not in markup


def test_the_end_screen_asks_the_game_for_its_outcome(monkeypatch: pytest.MonkeyPatch) -> None:
    table = Table.new("salamanca", ["Ana", "Ben", "Cid"], [], {}, 1, "k")
    drive(table, random.Random(1), 2000, lambda screen: None)
    assert table.over
    monkeypatch.setattr(table.game, "outcome", lambda state: Outcome(winners=(1,), scores=(9, 9, 9)))
    assert "<h2 id=\"end-title\">Ben wins!</h2>" in table.screen()["scores"]


def test_registry_and_fallback() -> None:
    assert render.get("salamanca") is sal
    generic = render.get("no-such-game")
    out = generic.render({"a": "<b>x</b>"}, [("end",)], lambda a: "End")
    assert "&lt;b&gt;" in out and "<b>" not in out
    # a renderer that draws nothing: every legal action becomes a button
    parts = render.fallback_buttons([("end",), ("take", "a")], lambda a: f"do {a[0]}")
    assert render.actions_in(parts) == {("end",), ("take", "a")}
    assert "do take" in parts


def test_target_attributes_single_and_choices() -> None:
    one = render.target_attrs([("sell", "E2")], lambda a: "Sell <it>")
    assert 'data-action="[&quot;sell&quot;,&quot;E2&quot;]"' in one
    assert 'tabindex="0"' in one and 'role="button"' in one and "Sell &lt;it&gt;" in one
    two = render.target_attrs([("sell", "E2"), ("plague", "ruin", "E2")], lambda a: a[0])
    assert "data-choices=" in two
    assert render.actions_in(f"<g {two}></g>") == {("sell", "E2"), ("plague", "ruin", "E2")}
    # a kind drawn once counts as drawn: the others of that kind get no button
    assert render.fallback_actions(f"<g {one}></g>", [("sell", "E2"), ("sell", "F3"), ("end",)]) == [("end",)]


def test_pass_screen_and_seats() -> None:
    table = Table.new("salamanca", ["Ana", "Ben", "Cid"], ["orange", "blue", "green"], {}, 1, "k")
    assert table.viewer is None and table.needs_pass()
    assert table.legal() == []
    with pytest.raises(IllegalAction):
        table.act(("play", 1))  # nobody may act before the device is taken
    first = table.actor
    table.confirm_pass()
    assert table.viewer == first and not table.needs_pass()
    view_side = table.screen()["side"]
    hand = table.game.view(table.state, first)["players"][first]["hand"]
    assert f'data-hand="{" ".join(map(str, hand))}"' in view_side
    assert view_side.count('class="money hidden"') == 2 and view_side.count("doubloons</span>") == 1
    table.act(table.legal()[0])
    assert table.needs_pass() and table.actor != first
    screen = table.screen()
    assert screen["mode"] == "pass" and screen["pass_to"] == table.names[table.actor]
    assert screen["pass_undo"] == table.can_undo()
    if table.can_undo():  # undo on the pass screen: back to the seat that still holds the device
        table.undo()
        assert not table.needs_pass() and table.viewer == first


def test_exchange_is_shown_only_to_the_two_seats() -> None:
    game = get("salamanca")
    from sobremesa.core import Session

    for seed in range(40):
        session = Session.new("salamanca", ["Ana", "Ben", "Cid"], seed)
        rng = random.Random(seed)
        while not game.is_over(session.state):
            legal = game.legal_actions(session.state)
            peeks = [a for a in legal if a[0] == "peek"]
            if peeks:
                session.apply(peeks[0])
                actor, partner = session.state.turn.seat, peeks[0][1]
                for seat in range(3):
                    side = sal.render_side(game.view(session.state, seat), [], lambda a: "")
                    assert ("card 6 exchange" in side) == (seat in (actor, partner))
                return
            session.apply(rng.choice(legal))
    pytest.skip("no card-6 exchange in 40 seeded games")


def test_tiles_differ_by_colour_and_icon() -> None:
    backgrounds = [style[0] for style in sal.KIND_STYLE.values()]
    assert len(set(backgrounds)) == len(backgrounds) == 8
    icons = [sal._icon(kind, "#000") for kind in sal.KIND_STYLE]
    assert all(icons) and len(set(icons)) == len(icons)
    assert sal.KIND_STYLE["monastery"][2] == sal.KIND_STYLE["vineyard"][2] == "red"
    assert {sal.KIND_STYLE[k][2] for k in ("farm", "acre", "pasture")} == {"yellow"}
    assert {sal.KIND_STYLE[k][2] for k in ("castle", "lake", "forest")} == {"blue"}
    fertile = sal.tile_svg("acre", "fertile", 3, 0, 0, 80)
    assert ">3</text>" in fertile and ">3</text>" not in sal.tile_svg("acre", "regular", 1, 0, 0, 80)
    assert sal.tile_info("V3") == ("vineyard", "fertile", 3) and sal.tile_info("H") == ("farm", "building", 2)


def test_region_value_on_buildings() -> None:
    view = {"players": [{"name": "Ana"}], "cols": 9, "rows": 8, "round": 1,
            "board": {"E3": {"tile": "M", "kind": "monastery", "class": "building", "value": 4},
                      "E2": {"tile": "V3", "kind": "vineyard", "class": "fertile", "value": 3}},
            "regions": {"E3": 7}, "squires": {"E3": 0}, "condes": {}, "plagues": {"rat": "E2"},
            "display": {"a": ["H", "A"]}}
    svg = sal.render(view, [], lambda a: "")
    ET.fromstring(svg)
    cell = next(c for c in svg.split('<g class="cell"') if c.startswith(' data-cell="E3"'))
    assert "region worth 7" in cell and 'class="region-badge"' in cell and ">7</text>" in cell
    assert "Squire of Ana" in cell
    assert "Rat" in next(c for c in svg.split('<g class="cell"') if c.startswith(' data-cell="E2"'))
    shown = sal.render(view, [], lambda a: "", ui={"view_regions": True})
    assert 'class="region-badge shown"' in shown


def test_tokens_are_distinct_in_colour_and_shape() -> None:
    colours = [t.colour for t in render.PALETTE]
    shapes = [t.shape for t in render.PALETTE]
    assert len(set(colours)) == len(colours) and len(set(shapes)) == len(shapes)
    assert max(g.max_players for g in map(get, GAME_MODULES)) <= len(render.PALETTE)
    chosen = render.tokens_for(["blue", "blue", "nope"], 3)
    assert len(set(chosen)) == 3 and chosen[0].key == "blue"
    for t in render.PALETTE:
        ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{render.token_svg(t, 10, 10, 8)}</svg>')


def test_saves_summary_from_the_listing_imports_no_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """The start page's resume list reads each save with the games' titles and rules versions from the listing
    (``games.listed``, issue 16): the same lines as with the games' modules, without importing any of them."""
    texts = {"ok": Table.new("santamaria", ["Ana", "Ben"], [], {}, 3, "sobremesa:save:1").record_json(),
             "chess": json.dumps({"game": "chess", "version": "1", "players": [], "options": {}, "seed": 1,
                                  "actions": []}),
             "old": json.dumps({"game": "calimala", "version": "0", "players": ["A", "B", "C"], "options": {},
                                "seed": 1, "actions": []})}
    facts = games.listed(listing())
    by_module = {name: save_summary(name, text) for name, text in texts.items()}

    def refused(name: str) -> None:
        raise AssertionError(f"{name}'s module imported")

    monkeypatch.setattr(games, "get", refused)
    assert {name: save_summary(name, text, facts) for name, text in texts.items()} == by_module
    assert by_module["ok"].title == "Santa Maria" and not by_module["ok"].error
    assert "Unknown game" in by_module["chess"].error and "version" in by_module["old"].error


def test_saves_summary_and_damage() -> None:
    table = Table.new("salamanca", ["Ana", "<b>Ben</b>"], [], {}, 3, "sobremesa:save:1", "2026-01-02T03:04:05Z")
    ok = save_summary("sobremesa:save:1", table.record_json())
    assert ok.error == "" and ok.players == ("Ana", "<b>Ben</b>") and ok.title == "Salamanca"
    assert ok.actions == 0 and not ok.finished and ok.started.startswith("2026-01-02")
    bad = save_summary("sobremesa:save:2", '{"game": "salamanca", "acti')
    assert "not valid JSON" in bad.error
    wrong = save_summary("sobremesa:save:3", json.dumps({"game": "chess", "version": "1", "players": [],
                                                         "options": {}, "seed": 1, "actions": []}))
    assert "Unknown game" in wrong.error
    assert "empty" in save_summary("sobremesa:save:4", "").error
    html = resume_list_html([ok, bad, wrong])
    assert "&lt;b&gt;Ben&lt;/b&gt;" in html and "<b>Ben" not in html
    assert html.count('class="damaged"') == 2 and html.count("data-save-download") == 3
    assert "(0 actions · 2026-01-02 03:04)" in html and "data-save-resume" in html
    assert "<span><strong>Salamanca</strong>: Ana, &lt;b&gt;Ben&lt;/b&gt;</span>" in html
    assert "<span><strong>Salamanca</strong>\u00a0: Ana, &lt;b&gt;Ben&lt;/b&gt;</span>" in resume_list_html([ok], "fr")
    with pytest.raises(LoadError):
        Table.load('{"game": "salamanca", "acti', "k")


def test_save_keys_are_the_games_newest_first() -> None:
    keys = [f"{SAVE_PREFIX}100-a", "other", None, f"{SAVE_PREFIX}200-b", "sobremesa:settings"]
    assert save_keys(keys) == [f"{SAVE_PREFIX}200-b", f"{SAVE_PREFIX}100-a"]


def test_new_game_form_from_the_listing() -> None:
    games = listing()
    for g in games:
        for count in range(g["min_players"], g["max_players"] + 1):
            values = form_values(games, {"game": g["name"], "count": count, "names": ['"><b>x</b>']})
            assert len(values["names"]) == len(values["colours"]) == count
            assert len(set(values["colours"])) == count
            html = form_html(games, values)
            assert "&quot;&gt;&lt;b&gt;x" in html and '"><b>x' not in html
            assert html.count('name="name"') == count
            opts = options_from_form(games, values)
            for o in g["options"]:
                assert (o["key"] in opts) == (not o["players"] or count in o["players"])
                assert f'data-key="{o["key"]}"' in html if o["key"] in opts else True
            get(g["name"]).check_options(count, opts)  # the engine accepts what the form sends
    assert check_form({"colours": ["blue", "blue"]})
    assert not check_form({"colours": ["blue", "orange"]})
    assert "whole number" in check_form({"colours": [], "seed": "12a"})
    assert not check_form({"colours": [], "seed": "-12"}) and not check_form({"colours": [], "seed": ""})
    assert check_form({"colours": [], "seed": "--5"}) and check_form({"colours": [], "seed": "²"})


def test_form_says_what_an_option_needs() -> None:
    opts = [{"key": "exp", "label": "The <b>expansion</b>", "choices": [False, True], "default": False,
             "players": [], "help": "", "requires": []},
            {"key": "mod", "label": "Module", "choices": [False, True], "default": False, "players": [],
             "help": "A module.", "requires": ["exp"]}]
    games = [{"name": "g", "title": "G", "min_players": 1, "max_players": 2, "options": opts}]
    html = form_html(games, form_values(games, {"game": "g", "count": 2, "options": {"mod": True}}))
    assert "A module. Needs The &lt;b&gt;expansion&lt;/b&gt;." in html and html.count("Needs") == 1
    assert '<option value="true" selected>Yes</option>' in html


def test_form_values_complete_what_is_missing() -> None:
    games = listing()
    values = form_values(games, {"game": "no such game", "count": "99", "names": ["Zoe"], "colours": ["blue"],
                                 "options": {"no": 1}, "seed": None})
    game = next(g for g in games if g["name"] == values["game"])
    assert values["game"] == "salamanca" and values["count"] == min(max(3, game["min_players"]), game["max_players"])
    assert values["names"][:2] == ["Zoe", "Ana"] and values["colours"][:2] == ["blue", "orange"]
    assert values["seed"] == "" and set(values["options"]) == {o["key"] for o in game["options"]}


def test_new_table_from_the_form() -> None:
    games = listing()
    values = {**form_values(games, {"game": "salamanca", "count": 3}), "names": [" Ana ", "Ben", "Cid"]}
    table = new_table(games, {**values, "seed": "7"}, 99, "k", "2026-01-01T00:00:00Z")
    assert table.names == ["Ana", "Ben", "Cid"] and table.session.record.seed == 7
    assert table.session.record.meta == {"colours": values["colours"], "started": "2026-01-01T00:00:00Z"}
    assert new_table(games, values, 99, "k").session.record.seed == 99  # no seed given: the one drawn
    assert new_table(games, {**values, "seed": "0"}, 99, "k").session.record.seed == 0
