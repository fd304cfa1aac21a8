"""Languages (issue 15): plural rules, messages, the catalogs' check, the glossaries, and the app's own screens in
every language (no English-only line, no unfilled placeholder)."""

from __future__ import annotations

import copy
import pickle
import re

import pytest

from sobremesa.__main__ import main
from sobremesa.core import i18n
from sobremesa.core.i18n import ENGLISH, LANGUAGES, Message, plural_category, text
from sobremesa.games import MODULES
from sobremesa.render.learn import learn_data

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
def test_plural_categories(lang, expected):
    assert {n: plural_category(lang, n) for n in expected} == expected


def test_plural_forms_are_chosen_per_language():
    def actions(lang, n):
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
def test_a_message_is_its_english_text_and_keeps_its_key():
    m = Message("table.pass_first", name="Ana")
    assert m == "Pass the device to Ana first." and isinstance(m, str)
    assert (m.key, m.args) == ("table.pass_first", {"name": "Ana"})
    assert text(m, "de") == "Gib das Gerät zuerst an Ana weiter."
    assert text("not translated yet", "de") == "not translated yet"  # a plain string passes through


def test_a_message_is_language_neutral_when_kept():
    m = Message("import.cannot_open", file="a.json", reason=Message("save.gone"))
    data = m.to_dict()
    assert data == {"key": "import.cannot_open",
                    "args": {"file": "a.json", "reason": {"key": "save.gone", "args": {}}}}
    again = Message.from_dict(data)
    assert text(again, "fr") == text(m, "fr") and text(m, "fr").startswith("Impossible d'ouvrir a.json\u00a0:")
    for made in (copy.copy(m), copy.deepcopy(m), pickle.loads(pickle.dumps(m))):
        assert isinstance(made, Message) and made.to_dict() == data and text(made, "it") == text(m, "it")


def test_lists_are_joined_in_the_language():
    names = ["Ana", "Ben", "Cid"]
    assert text(Message("end.share", names=names), "en") == "Ana, Ben and Cid share the win!"
    assert text(Message("end.share", names=names), "es") == "¡Ana, Ben y Cid comparten la victoria!"
    assert text(Message("end.share", names=names[:2]), "de") == "Ana und Ben teilen sich den Sieg!"
    assert text(Message("end.share", names=names[:2]), "it") == "Ana e Ben condividono la vittoria!"
    assert text(Message("end.share", names=names), "fr") == "Ana, Ben et Cid se partagent la victoire\u00a0!"


def test_an_unknown_key_is_refused_at_once():
    with pytest.raises(KeyError):
        Message("no.such.key")


@pytest.mark.parametrize(("stored", "browser", "expected"), [
    ("de", "fr-FR", "de"), (None, "fr-FR", "fr"), (None, "de-AT", "de"), (None, "IT", "it"), (None, "pt-BR", "en"),
    (None, None, "en"), ("xx", "fr-FR", "en"), ("", "es", "en"), (42, "es", "en"),  # a corrupt choice: English
])
def test_the_language_shown(stored, browser, expected):
    assert i18n.choose(stored, browser) == expected


# --- the check ------------------------------------------------------------------------------------------------
def test_the_check_passes(capsys):
    assert i18n.check() == {lang: [] for lang in LANGUAGES}
    assert main(["i18n", "check"]) == 0
    assert "fr: " in capsys.readouterr().out


@pytest.mark.parametrize("lang", OTHERS)
def test_every_template_has_the_placeholders_of_english(lang):
    english = i18n.catalog(ENGLISH)
    own = i18n.catalog(lang)
    assert set(own) == set(english)
    assert {key: i18n.placeholders(own[key]) for key in english} == \
        {key: i18n.placeholders(english[key]) for key in english}


def test_the_check_reports_what_is_wrong(monkeypatch):
    fake = {"en": {"a": "{x} and {y}", "b": {"plural": "n", "one": "{n} thing", "other": "{n} things"}, "c": "C"},
            "fr": {"a": "{x} et {z}", "b": {"plural": "n", "one": "{n} chose", "few": "{n} choses"}, "d": "D"}}
    monkeypatch.setattr(i18n, "catalog", lambda lang: fake[lang])
    found = i18n.problems("fr", {"g": {"terms": {"Thing": {"en": {"one": "thing"}}}}})
    assert "missing: c (English is shown)" in found and "unknown key: d" in found
    assert "placeholders of a: ['x', 'z'], English has ['x', 'y']" in found
    assert "b: a plural entry needs 'plural' and 'other'" in found and "b: fr has no plural form few" in found
    assert "glossary g: no fr term for Thing" in found
    assert i18n.render("c", {}, "fr") == "C"  # the fallback to English


# --- the glossaries ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", sorted(MODULES))
def test_every_game_has_a_glossary_of_its_learn_page_terms(game):
    glossary = i18n.glossary(game)
    assert glossary["game"] == game and set(glossary["terms"]) == set(learn_data(game).GLOSSARY)
    for term, names in glossary["terms"].items():
        assert set(names) == set(LANGUAGES), term
        assert names["en"]["source"] == "rulebook", term
        for lang in OTHERS:
            assert names[lang]["one"] and names[lang]["other"], (term, lang)
            assert names[lang]["source"] in ("edition", "reviews", "chosen"), (term, lang)


def test_no_template_is_left_with_a_placeholder_when_made():
    for lang in LANGUAGES:
        for key, template in i18n.catalog(lang).items():
            args = {name: 2 for name in i18n.placeholders(template)}
            assert not re.search(r"[{}]", i18n.render(key, args, lang)), (lang, key)
