"""Languages (issue 15): plural rules, messages, the catalogs' check, the glossaries, and the app's own screens in
every language (no English-only line, no unfilled placeholder)."""
from __future__ import annotations

import copy
import pickle
import re

import pytest

from sobremesa import render
from sobremesa.__main__ import main
from sobremesa.app.form import check_form, form_values
from sobremesa.app.saves import save_summary
from sobremesa.app.table import UNDO_AFTER_END, Table
from sobremesa.core import IllegalAction, Outcome, i18n
from sobremesa.core.i18n import ENGLISH, LANGUAGES, Message, plural_category, text
from sobremesa.games import MODULES, listing
from sobremesa.render import markup, read_lines
from sobremesa.render.learn import learn_data, learn_html
from sobremesa.render.screens import SaveSummary, form_html, game_list_html, heading, resume_list_html, scores_html

OTHERS = [lang for lang in LANGUAGES if lang != ENGLISH]


# --- plural rules (as Intl.PluralRules has them) ------------------------------------------------------------
@pytest.mark.parametrize(("lang", "expected"), [
    ("en", {0: "other", 1: "one", 2: "other", 5: "other", 21: "other", 1_000_000: "other", -1: "one"}),
    ("de", {0: "other", 1: "one", 2: "other", 5: "other", 21: "other", 1_000_000: "other", -1: "one"}),
    ("es", {0: "other", 1: "one", 2: "other", 5: "other", 1_000_000: "many", 2_000_000: "many", 1_000_001: "other",
            -1: "one"}),
    ("it", {0: "other", 1: "one", 2: "other", 5: "other", 1_000_000: "many", 3_000_000: "many", 1_000_001: "other",
            -1: "one"}),
    ("fr", {0: "one", 1: "one", 2: "other", 5: "other", 1_000_000: "many", 1_000_001: "other", -1: "one"}),
])
def test_plural_categories(lang: str, expected: dict[int, str]) -> None:
    assert {n: plural_category(lang, n) for n in expected} == expected


def test_plural_forms_are_chosen_per_language() -> None:
    def actions(lang: str, n: int) -> str:
        return text(Message("save.actions", count=n), lang)
    assert [actions("en", n) for n in (0, 1, 2)] == ["0 actions", "1 action", "2 actions"]
    assert [actions("fr", n) for n in (0, 1, 2)] == ["0\u00a0action", "1\u00a0action", "2\u00a0actions"]  # 0 is one
    assert [actions("de", n) for n in (0, 1, 2)] == ["0 Aktionen", "1 Aktion", "2 Aktionen"]
    assert [actions("es", n) for n in (0, 1, 2)] == ["0 acciones", "1 acción", "2 acciones"]
    assert [actions("it", n) for n in (0, 1, 2)] == ["0 azioni", "1 azione", "2 azioni"]
    # "many" falls back to "other" where a template has no form of its own (digits read the same)
    assert actions("es", 1_000_000) == "1000000 acciones" and actions("fr", 2_000_000) == "2000000\u00a0actions"
    assert text(Message("end.solo_won", name="Ana", points=-1), "en") == "Ana won: -1 point."


# --- messages -------------------------------------------------------------------------------------------------
def test_a_message_is_its_english_text_and_keeps_its_key() -> None:
    m = Message("table.pass_first", name="Ana")
    assert m == "Pass the device to Ana first." and isinstance(m, str)
    assert (m.key, m.args) == ("table.pass_first", {"name": "Ana"})
    assert text(m, "de") == "Gib das Gerät zuerst an Ana weiter."
    assert text("not translated yet", "de") == "not translated yet"  # a plain string passes through


def test_a_message_is_language_neutral_when_kept() -> None:
    m = Message("import.cannot_open", file="a.json", reason=Message("save.gone"))
    data = m.to_dict()
    assert data == {"key": "import.cannot_open",
                    "args": {"file": "a.json", "reason": {"key": "save.gone", "args": {}}}}
    again = Message.from_dict(data)
    assert text(again, "fr") == text(m, "fr") and text(m, "fr").startswith("Impossible d'ouvrir a.json\u00a0:")
    for made in (copy.copy(m), copy.deepcopy(m), pickle.loads(pickle.dumps(m))):
        assert isinstance(made, Message) and made.to_dict() == data and text(made, "it") == text(m, "it")


def test_lists_are_joined_in_the_language() -> None:
    names = ["Ana", "Ben", "Cid"]
    assert text(Message("end.share", names=names), "en") == "Ana, Ben and Cid share the win!"
    assert text(Message("end.share", names=names), "es") == "¡Ana, Ben y Cid comparten la victoria!"
    assert text(Message("end.share", names=names[:2]), "de") == "Ana und Ben teilen sich den Sieg!"
    assert text(Message("end.share", names=names[:2]), "it") == "Ana e Ben condividono la vittoria!"
    assert text(Message("end.share", names=names), "fr") == "Ana, Ben et Cid se partagent la victoire\u00a0!"


def test_an_unknown_key_is_refused_at_once() -> None:
    with pytest.raises(KeyError):
        Message("no.such.key")


@pytest.mark.parametrize(("stored", "browser", "expected"), [
    ("de", "fr-FR", "de"), (None, "fr-FR", "fr"), (None, "de-AT", "de"), (None, "IT", "it"), (None, "pt-BR", "en"),
    (None, None, "en"), ("xx", "fr-FR", "en"), ("", "es", "en"), (42, "es", "en"),  # a corrupt choice: English
])
def test_the_language_shown(stored: object, browser: str | None, expected: str) -> None:
    assert i18n.choose(stored, browser) == expected


@pytest.mark.parametrize(("query", "expected"), [
    ("?lang=de", "de"), ("lang=fr", "fr"), ("?nosw&lang=it", "it"), ("?lang=xx", None), ("?lang=", None), ("", None),
    ("?lang=<b>", None),
])
def test_a_link_asks_for_a_language_before_the_choice_remembered(query: str, expected: str | None) -> None:
    assert i18n.asked(query) == expected
    assert i18n.choose("es", "fr-FR", i18n.asked(query)) == (expected or "es")


# --- the check ------------------------------------------------------------------------------------------------
def test_the_check_passes(capsys: pytest.CaptureFixture[str]) -> None:
    assert i18n.check() == {lang: [] for lang in LANGUAGES}
    assert main(["i18n", "check"]) == 0
    assert "fr: " in capsys.readouterr().out


@pytest.mark.parametrize("lang", OTHERS)
def test_every_template_has_the_placeholders_of_english(lang: str) -> None:
    english = i18n.catalog(ENGLISH)
    own = i18n.catalog(lang)
    assert set(own) == set(english)
    assert {key: i18n.placeholders(own[key]) for key in english} == \
        {key: i18n.placeholders(english[key]) for key in english}


def test_the_check_reports_what_is_wrong(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = {"en": {"a": "{x} and {y}", "b": {"plural": "n", "one": "{n} thing", "other": "{n} things"}, "c": "C"},
            "fr": {"a": "{x} et {z}", "b": {"plural": "n", "one": "{n} chose", "few": "{n} choses"}, "d": "D"}}
    monkeypatch.setattr(i18n, "catalog", lambda lang: fake[lang])
    found = i18n.problems("fr", {"g": {"terms": {"Thing": {"en": {"one": "thing"}}}}})
    assert "missing: c (English is shown)" in found and "unknown key: d" in found
    assert "placeholders of a: ['x', 'z'], English has ['x', 'y']" in found
    assert "b: a plural entry needs 'plural' and 'other'" in found and "b: fr has no plural form few" in found
    assert "glossary g: no fr term for Thing" in found
    assert i18n.render("c", {}, "fr") == "C"  # the fallback to English


def test_the_check_wants_french_punctuation_held_to_its_word(monkeypatch: pytest.MonkeyPatch) -> None:
    fake = {"en": {"a": "Goal: {g}", "b": "Which?", "c": "The “{x}” tile"},
            "fr": {"a": "Objectif : {g}", "b": "Laquelle\u00a0?", "c": "La tuile « {x}\u00a0»"},
            "de": {"a": "Ziel: {g}", "b": "Welche ?", "c": "Das Plättchen „{x}“"}}
    monkeypatch.setattr(i18n, "catalog", lambda lang: fake[lang])
    assert i18n.problems("fr") == ["a: a plain space where fr needs a no-break space (U+00A0)",
                                   "c: a plain space where fr needs a no-break space (U+00A0)"]
    assert i18n.problems("de") == []  # the rule is French typography's


def test_markup_escapes_the_words_and_places_the_parts_as_the_language_writes_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    fake = {"en": {"line": "{title}: {players} & co"}, "fr": {"line": "{players} <{title}>"}}
    monkeypatch.setattr(i18n, "catalog", lambda lang: fake[lang])
    parts = {"title": "<b>T</b>", "players": "A &amp; B"}
    assert markup("en", "line", **parts) == "<b>T</b>: A &amp; B &amp; co"
    assert markup("fr", "line", **parts) == "A &amp; B &lt;<b>T</b>&gt;"


# --- the glossaries ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", sorted(MODULES))
def test_every_game_has_a_glossary_of_its_learn_page_terms(game: str) -> None:
    glossary = i18n.glossary(game)
    assert glossary["game"] == game and set(glossary["terms"]) == set(learn_data(game).GLOSSARY)
    for term, names in glossary["terms"].items():
        assert set(names) == set(LANGUAGES), term
        assert names["en"]["source"] == "rulebook", term
        for lang in OTHERS:
            assert names[lang]["one"] and names[lang]["other"], (term, lang)
            assert names[lang]["source"] in ("edition", "reviews", "chosen"), (term, lang)


def test_no_template_is_left_with_a_placeholder_when_made() -> None:
    for lang in LANGUAGES:
        for key, template in i18n.catalog(lang).items():
            args = {name: 2 for name in i18n.placeholders(template)}
            assert not re.search(r"[{}]", i18n.render(key, args, lang)), (lang, key)


# --- the app's own screens in every language ------------------------------------------------------------------
NAMES = ["Ana", "Ben", "Cid"]
SAME_AS_ENGLISH = {"es": {"Total", "No"}, "fr": {"Options", "Total"}, "it": {"No"}, "de": set()}  # the same word


def app_screens(lang: str) -> tuple[list[str], set[str]]:
    """Every screen of the app's own, drawn in ``lang``: (its lines, the games' words and names among them)."""
    games = listing()
    lines: list[str] = []
    for g in games:
        for count in (g["min_players"], g["max_players"]):
            lines += read_lines(form_html(games, form_values(games, {"game": g["name"], "count": count}), lang))
    lines += read_lines(game_list_html(games, lang) + learn_html("g", "Salamanca", [], {}, lang))
    table = Table.new("salamanca", NAMES, [], {}, 3, "sobremesa:save:1", "2026-01-02T03:04:05Z")
    finished = SaveSummary("k2", title="Calimala", players=("Ana",), actions=1, finished=True)
    lines += read_lines(resume_list_html([save_summary("k", table.record_json()), finished,
                                        SaveSummary("k3", error="The record is not valid JSON.")], lang))
    lines += [check_form({"colours": ["blue", "blue"]}, lang), check_form({"colours": [], "seed": "x"}, lang)]
    lines += [v for k, v in table.screen(lang).items() if k.startswith("pass_") and isinstance(v, str)]
    with pytest.raises(IllegalAction) as refused:
        table.act(table.game.legal_actions(table.state)[0])
    lines += [text(i18n.reason(refused.value), lang), text(table.prompt(), lang) if table.over else "",
              text(UNDO_AFTER_END, lang), text(Message("table.over"), lang)]
    tokens = render.tokens_for([], 3)
    for outcome, names in ((Outcome((0, 1), (5, 5, 1), categories=(("Gold", (1, 2, 3)),)), NAMES),
                           (Outcome((), (5, 5, 1)), NAMES), (Outcome((2,), (1, 2, 3)), NAMES),
                           (Outcome((0,), (1,), won=True, goal="Beat Rudolph."), NAMES[:1]),
                           (Outcome((), (0,), won=False, goal="Beat Rudolph."), NAMES[:1]),
                           (Outcome((0,), (7,)), NAMES[:1])):
        lines += read_lines(scores_html(outcome, names, tokens, lang))
    game_words = {*NAMES, "Beat Rudolph.", "Gold", "The record is not valid JSON.", "Salamanca", "Calimala"}
    for g in games:
        game_words |= {g["title"], *(text(o["label"], lang) for o in g["options"]),  # the games' words, in lang
                       *(text(o.get("help") or "", lang) for o in g["options"]),
                       *(str(c) for o in g["options"] for c in o["choices"] if not isinstance(c, bool)),
                       *(text(w, lang) for o in g["options"] for w in o.get("choice_words") or ())}
    return [line for line in lines if line], game_words


@pytest.mark.parametrize("lang", OTHERS)
def test_the_app_screens_have_no_english_only_line_and_no_unfilled_placeholder(lang: str) -> None:
    english, game_words = app_screens(ENGLISH)
    shown, _ = app_screens(lang)
    assert len(shown) == len(english)
    known = sorted(game_words | SAME_AS_ENGLISH[lang], key=len, reverse=True)  # longest first

    def own_words(line: str) -> str:
        for words in known:
            line = line.replace(words, "")
        return line
    english_only = {line for line in shown if line in set(english) and re.search(r"[A-Za-z]", own_words(line))}
    assert english_only == set(), english_only
    assert [line for line in shown if re.search(r"[{}]", line)] == []


def test_the_app_screens_in_english_are_as_before() -> None:
    """English is the catalog's English: the same words the app showed before it had languages."""
    assert heading(Outcome((0, 1), (5, 5)), ["Ana", "Ben"]) == "Ana and Ben share the win!"
    solo = Outcome((0,), (1,), won=True, goal="Beat Rudolph.")
    assert heading(solo, ["Ana"]) == "Ana won: 1 point. Goal: Beat Rudolph."
    assert 'aria-label="How to play Calimala" data-i18n="learn.link"' in game_list_html(listing())
