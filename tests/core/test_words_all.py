"""Words, never codes, in every game (issue 13): seeded random games of every game and every allowed combination of
options; every prompt, event, log line as each seat reads it, hover text of the legal moves (sampled), refusal of
malformed moves and of moves legal elsewhere, the end screen's score categories, and the text a player sees of the
rendered table (text nodes, ``<title>``, ``aria-label``, ``title``, ``data-tip``) hold no code-like token.

Code-like: a general pattern (ALLCAPS_WITH_UNDERSCORE, snake_case, an id of letters and digits such as ``F12``,
``ST03`` or ``r1c2``, a dotted key such as ``fiore.wood``, Python reprs) plus each game's table of codes from its
data module. Santa Maria's own test names its codes (``tests/santamaria/test_words.py``); the options it still
leaves out (``NOT_YET``) are left out here too. Games a configuration: ``SOBREMESA_PROPERTY_GAMES // 500``, at least
1."""

from __future__ import annotations

import html
import importlib
import importlib.util
import re
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest

from sobremesa.app.form import form_values
from sobremesa.core import Action, State
from sobremesa.core.fuzz import configurations, play_random
from sobremesa.core.words import and_list, counted, or_list, ordinal, plural, with_article
from sobremesa.games import get, listing
from sobremesa.games.calimala import data as calimala
from sobremesa.games.calimala import words as calimala_words
from sobremesa.games.salamanca import data as salamanca
from sobremesa.games.salamandra import data as salamandra
from sobremesa.games.santamaria.ak_maya_offers import item_text
from sobremesa.games.santamaria.effects import cost_text
from sobremesa.render import compose, tokens_for
from sobremesa.render.screens import form_html, scores_html


def _santa_maria_words() -> Any:
    """Santa Maria's own words test: its codes, its id pattern and the options it still leaves out."""
    path = Path(__file__).parents[1] / "santamaria" / "test_words.py"
    source = path.read_text().replace("from .conftest import states", "states = None")
    module: Any = type(importlib)("santamaria_words")
    exec(compile(source, str(path), "exec"), module.__dict__)
    return module


SANTA_MARIA = _santa_maria_words()

GENERAL = re.compile(
    r"\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b"            # ALLCAPS_WITH_UNDERSCORE
    r"|\b[a-z][a-z0-9]*_[a-z0-9_]+\b"           # snake_case
    r"|\b[A-Za-z]{1,3}\d+(?:[A-Za-z]\d+)?\b"    # an id: F12, ST03, Be4, r1c2
    r"|\b[a-z]+\.[a-z]+\b"                      # a dotted key: fiore.wood
    r"|\b[A-Za-z]*[a-z][A-Z][a-z]+\b"           # two words run together: WoodWood, PrayArmy, missionGem
    r"|\b[A-Za-z]{4,}\d+\b"                     # a word and a number run together: mine1, Player1
    r"|\b\d+(?!st\b|nd\b|rd\b|th\b)[a-z]{2,}"     # a number and a word run together: 2coins (not 1st, 12th)
    r"|\('|\bNone\b|\bTrue\b|\bFalse\b|[{}\[\]]")  # Python reprs
WORD = re.compile(r"[\w().>-]+")
# "1" before a counted noun in the plural ("1 coins", "1 action cards"); "Player 1 ..." is a name
WRONG_PLURAL = re.compile(r"(?<![Pp]layer )\b1 (?:[a-z/-]+ )?(?:coins|points|crystals|cards|ships|doubloons|tiles|"
                          r"cubes|scrolls|groves|apprentices|discs|leaves|flowers|potions|seats|steps|colonists|"
                          r"florins|dice|monks|workers|rows|columns)\b")

# Each game's codes, matched as whole words (case matters: "troyes" is a code, "Troyes" the city).
CODES: dict[str, set[str]] = {
    "salamanca": {code for code in salamanca.TILES if code != "A"},   # "A" is also the article
    "calimala": {*calimala.GRID_SLOTS, *calimala.STREETS, *calimala.SCORING_TILES, *calimala.SCORING_CARDS,
                 *calimala.AREAS, *calimala.BUILDINGS, *calimala.TRADE_CITIES, *calimala.PORT_CITIES},
    "salamandra": {*salamandra.FIELDS, *salamandra.GROVES, *salamandra.BOOKS, *salamandra.DIVINITIES,
                   *salamandra.SALAMANDERS, *salamandra.PLACEMENTS, *salamandra.RESOURCES, *salamandra.ARROWS,
                   *salamandra.ROUND_FACE, "C", "S"},   # crystals and scrolls; "VP" is the rulebook's own word
    "santamaria": SANTA_MARIA.CODES,
}
# Ids a player does read: Salamanca's board prints its column letters and row numbers beside it (the field "E2",
# and a lone "C" as the label of column C).
ALLOWED: dict[str, re.Pattern[str]] = {"salamanca": re.compile(r"[A-I]?[1-8]?")}
SKIPPED: dict[str, tuple[str, ...]] = {"santamaria": SANTA_MARIA.NOT_YET}


def codes_in(game: str, text: str) -> set[str]:
    allowed = ALLOWED.get(game)
    if allowed and allowed.fullmatch(text.strip()):
        return set()
    found = {m.group() for m in GENERAL.finditer(text)} | {w for w in WORD.findall(text) if w in CODES[game]}
    found |= {m.group() for m in WRONG_PLURAL.finditer(text)}
    if game == "santamaria":
        found |= set(SANTA_MARIA.ID.findall(text))
    return {c for c in found if not (allowed and allowed.fullmatch(c))}


HIDDEN = re.compile(r"<(style|script)\b.*?</\1>", re.S)
TEXT = re.compile(r">([^<]+)<")
READ = re.compile(r'\s(?:aria-label|title|data-tip|alt|placeholder)="([^"]*)"')


def visible(markup: str) -> list[str]:
    """The text a player sees or hears of some markup: text nodes (``<title>`` among them) and the attributes read
    out or shown on hover (a regular expression is ten times as fast as ``html.parser`` here)."""
    markup = HIDDEN.sub("", markup)
    return [html.unescape(t) for t in TEXT.findall(markup) + READ.findall(markup) if t.strip()]


def screen(name: str, state: State) -> Iterator[str]:
    """The visible text of the table for the seat deciding (a bystander at the end), and the end screen."""
    game = get(name)
    seat = game.actor(state)
    players = len(game.player_names(state))
    legal = game.legal_actions(state) if seat is not None else []

    def describe(action: Action) -> str:
        return game.describe(state, action, seat)

    outcome = game.outcome(state)
    parts = compose(name, game.view(state, seat), legal, describe, tokens_for(None, players), {}, outcome)
    yield from visible(parts["board"] + parts["side"] + parts["buttons"])
    if outcome is not None:
        yield from visible(scores_html(outcome, game.player_names(state), tokens_for(None, players)))


def malformed(kinds: set[str]) -> list[Action]:
    """Moves no game accepts: unknown kinds, and each known kind with missing or impossible arguments."""
    return [("no-such-action",), *((k,) for k in kinds), *((k, 99) for k in kinds),
            *((k, "nowhere", 99) for k in kinds)]


def refusals(name: str, state: State, legal: set[Action], tries: list[Action]) -> Iterator[str]:
    """Why each move not in ``legal`` is refused: what ``apply`` raises, asked of ``why_illegal`` directly (``apply``
    would work out the legal moves again for each)."""
    yield from (get(name).why_illegal(state, action) for action in tries if action not in legal)


def texts(name: str, players: int, options: dict[str, Any] | None, seed: int) -> Iterator[tuple[str, str]]:
    """(what, text) of a seeded random game: everything a seat may read along the way."""
    game = get(name)
    session = play_random(game, players, seed, check=False, options=options)
    run = session.states
    elsewhere: list[Action] = []
    kinds: set[str] = set()
    yield from (("event", e.text) for e in run[0].events)
    for step, (before, after) in enumerate(pairwise(run)):
        yield "prompt", game.prompt(before)
        action = session.record.actions[step]
        yield from (("log", game.describe(before, action, seat)) for seat in (None, *range(players)))
        yield from (("event", e.text) for e in after.events)
        if step % 5 == 0:
            legal = game.legal_actions(before)
            kinds |= {a[0] for a in legal}
            yield from (("hover", game.describe(before, a, game.actor(before))) for a in legal[::3])
            tries = elsewhere[-60::4] + malformed(kinds)
            yield from (("refusal", why) for why in refusals(name, before, set(legal), tries))
            elsewhere += legal[:4]
        if step % 25 == 0:
            yield from (("screen", text) for text in screen(name, before))
    yield "prompt", game.prompt(run[-1])
    yield from (("screen", text) for text in screen(name, run[-1]))
    outcome = game.outcome(run[-1])
    yield from (("score category", category) for category, _ in (outcome.categories if outcome else ()))


def cases() -> list[tuple[str, int, dict[str, Any] | None]]:
    out = []
    for name in CODES:
        skipped = SKIPPED.get(name, ())
        out += [(name, n, options) for n, options in configurations(get(name), every_option=True)
                if not any((options or {}).get(key) for key in skipped)]
    return out


CASES = cases()


def case_id(name: str, players: int, options: dict[str, Any] | None) -> str:
    on = "+".join(f"{k}={v}" if not isinstance(v, bool) else k for k, v in sorted((options or {}).items()) if v)
    return f"{name}-{players}-{on}"


@pytest.mark.parametrize(("name", "players", "options"), CASES, ids=[case_id(*c) for c in CASES])
def test_no_code_in_anything_a_player_reads(name: str, players: int, options: dict[str, Any] | None,
                                            property_games: int) -> None:
    found: dict[str, str] = {}
    read = 0
    for seed in range(1, 1 + max(1, property_games // 500)):
        for what, text in texts(name, players, options, seed):
            read += 1
            for code in codes_in(name, text):
                found.setdefault(code, f"{what}: {text}")
    assert read > 10
    assert found == {}


@pytest.mark.parametrize("name", list(CODES))
def test_the_new_game_form_s_options_are_words_from_the_game_s_words(name: str) -> None:
    """Each option's label and help text come from the game's words module (one place for every word a player sees)
    and hold no code (such as a rules-notes reference "D-C2" or "designed")."""
    game = get(name)
    words = importlib.import_module(f"sobremesa.games.{name}.words")
    assert game.options
    for option in game.options:
        assert (option.label, option.help) == (words.OPTION_LABELS[option.key], words.OPTION_HELP[option.key])
        found = codes_in(name, option.label) | codes_in(name, option.help)
        assert not found and "designed" not in option.help, (option.key, found)


@pytest.mark.parametrize("name", list(CODES))
def test_the_new_game_form_shows_each_choice_in_words(name: str) -> None:
    """A choice of an option is shown in the game's words (``OPTION_CHOICES``), never as its saved value
    ("first-game", "fixed", "standard"); on/off options say Yes/No in the viewer's language."""
    game = get(name)
    words = importlib.import_module(f"sobremesa.games.{name}.words")
    games = listing()
    for option in game.options:
        if all(isinstance(c, bool) for c in option.choices):
            continue
        assert option.choice_words == words.OPTION_CHOICES[option.key]
        assert len(option.choice_words) == len(option.choices), option.key
        players = option.players[0] if option.players else game.min_players
        page = form_html(games, form_values(games, {"game": name, "count": players}))
        select = page[page.index(f'data-key="{option.key}"'):]
        shown = [html.unescape(t) for t in re.findall(r"<option [^>]*>([^<]*)</option>",
                                                         select[:select.index("</select>")])]
        assert shown == list(option.choice_words), option.key
        assert not {str(c) for c in option.choices if not isinstance(c, int)} & set(shown), option.key


@pytest.mark.parametrize(("game", "text", "code"), [
    ("calimala", "Ana places a white disc on H3.", "H3"), ("calimala", "to fiore.wood", "fiore.wood"),
    ("calimala", "in troyes", "troyes"), ("salamandra", "pays 1 PL", "PL"), ("salamandra", "builds F12", "F12"),
    ("salamanca", "takes the V2", "V2"), ("salamanca", "score_tiles", "score_tiles"),
    ("santamaria", "the tile D07", "D07"), ("santamaria", "pays ('coins', 2)", "('"),
    ("calimala", "Ana: 1 action cards", "1 action cards"), ("salamandra", "takes 1 crystals", "1 crystals"),
    ("santamaria", "gem mine1 gem4: stops the die", "mine1"), ("santamaria", "WoodWood: buys", "WoodWood"),
    ("santamaria", "2coins: Player 1 pays", "2coins"),
])
def test_the_patterns_find_codes(game: str, text: str, code: str) -> None:
    assert code in codes_in(game, text)


@pytest.mark.parametrize(("game", "text"), [
    ("salamanca", "Ana places the vineyard on E2 and pays 2 doubloons."),
    ("calimala", "Ben ships a cloth cube from workshop 2 to Troyes."),
    ("santamaria", "A colonist takes 1 point."), ("santamaria", "Player 1 takes 2 coins."),
    ("santamaria", "the 1st farmer, the 2nd, the 3rd and the 12th"),
])
def test_the_patterns_leave_words_alone(game: str, text: str) -> None:
    assert codes_in(game, text) == set()


@pytest.mark.parametrize(("n", "thing", "said"), [
    (1, "florin", "1 florin"), (2, "florin", "2 florins"), (0, "card", "0 cards"), (2, "leaf", "2 leaves"),
    (3, "cloth", "3 cloth"), (2, "trade house", "2 trade houses"), (2, "glass", "2 glasses"), (2, "city", "2 cities"),
    (2, "day", "2 days"), (2, "leaf potion", "2 leaf potions"), (2, "wood", "2 wood"),
])
def test_plural(n: int, thing: str, said: str) -> None:
    assert plural(n, thing) == said


def test_lists_articles_and_numbers() -> None:
    assert (and_list([]), and_list(["a"]), and_list(["a", "b"]), and_list(["a", "b", "c"])) == (
        "", "a", "a and b", "a, b and c")
    assert (or_list([]), or_list(["a", "b", "c"])) == ("none", "a, b or c")
    assert (with_article("acre"), with_article("farm"), with_article("Eagle card")) == (
        "an acre", "a farm", "an Eagle card")
    assert (counted(1, "card"), counted(2, "leaf"), counted(12, "cube"), counted(0, "disc")) == (
        "one card", "two leaves", "12 cubes", "no discs")
    assert [ordinal(n) for n in (1, 3, 10, 11, 12, 13, 21, 22, 33)] == [
        "first", "third", "tenth", "11th", "12th", "13th", "21st", "22nd", "33rd"]


def test_santa_maria_s_prices_and_trades_say_their_plurals() -> None:
    """Engine words count with the shared ``plural``: "2 gems", "1 coin", "3 wood" (issue 13)."""
    assert cost_text({"gem": 2, "coins": 1, "wood": 3}) == "2 gems, 1 coin, 3 wood"
    assert cost_text({"coins": 2, "gem": 1}) == "2 coins, 1 gem"
    assert (item_text("gem", 2), item_text("gem", 1), item_text("gold", 2)) == ("2 gems", "1 gem", "2 gold")


def test_calimala_says_what_a_player_cannot_do_in_words() -> None:
    """"cannot create artwork and draws an action card instead", never an action's name as a verb (issue 13)."""
    assert set(calimala_words.ACTION_VERBS) == set(calimala.ACTIONS)
    assert calimala_words.cannot_conduct("Ana", "artwork") == (
        "Ana cannot create artwork and draws an action card instead.")
