"""Languages (issue 15): messages as a key and named arguments, made into text when shown, in the viewer's language.

A ``Message`` is a ``str`` whose value is its English text, so every place that takes a string still works (a log
line, a refusal, ``IllegalAction(message)``), and it also keeps its ``key`` and ``args``: whoever shows it calls
``text(message, lang)`` to make it again in the viewer's language. Records and saves hold actions, never these
texts, so a game started in German is resumed in French; where a message must be kept, ``to_dict`` is its
language-neutral form. A plain ``str`` passes through ``text`` unchanged (words not translated yet).

The catalogs are plain data, JSON files per language in the package (``sobremesa/locale/<lang>.json`` for the app's
words, ``sobremesa/locale/<game>/<lang>.json`` for each game's, merged by ``catalog``): a key
maps to a whole-sentence template with ``{name}`` placeholders, or to plural forms
``{"plural": "<argument>", "one": ..., "other": ...}`` chosen by the rules of ``PLURALS`` (the categories of
CLDR, as ``Intl.PluralRules`` has them). A form the catalog leaves out falls back to ``other``. A key missing in a
language falls back to English; ``python -m sobremesa i18n check`` reports it (``problems``).

Arguments: ``int`` (as digits), ``str`` (as given), a ``Message`` (made in the same language), a list or tuple
(joined as "a, b and c" in the language: ``and_list``).
"""

from __future__ import annotations

import json
import pathlib
import re
import string
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any, Union

from .wheels import unpack
from .words import plural_of

ENGLISH = "en"
LANGUAGES = ("en", "es", "it", "de", "fr")  # the order of the chooser
PACKAGE = __name__.rsplit(".", 2)[0]  # "sobremesa": the catalogs are its data files
_LOCALE = pathlib.Path(__file__).parent.parent / "locale"
"""The catalogs' folder, in the package as installed (a wheel unpacked: the site's, the tests'); importing
importlib.resources would cost the start page time (issue 16)."""

Arg = Union[int, str, "Message", Sequence[Any]]
Template = str | dict[str, str]


# --- plural rules (CLDR; integers, as counts of things are) -------------------------------------------------
def _millions(n: int) -> bool:
    """CLDR's "many" of Spanish, Italian and French for integers: a whole non-zero number of millions
    ("un millón de puntos", "un milione di punti", "un million de points")."""
    return n != 0 and n % 1_000_000 == 0


def _plural_en(n: int) -> str:
    return "one" if n == 1 else "other"


def _plural_es(n: int) -> str:
    return "one" if n == 1 else "many" if _millions(n) else "other"


def _plural_fr(n: int) -> str:
    return "one" if n in (0, 1) else "many" if _millions(n) else "other"  # French counts 0 as singular


PLURALS: dict[str, Callable[[int], str]] = {"en": _plural_en, "de": _plural_en, "es": _plural_es, "it": _plural_es,
                                             "fr": _plural_fr}
CATEGORIES = {lang: ("one", "many", "other") if lang in ("es", "it", "fr") else ("one", "other")
              for lang in LANGUAGES}
NO_BREAK = {"fr": re.compile(r" [:;?!»]|« ")}
"""A space that must not break a line, by language: French puts a no-break space (U+00A0) before its two-part
punctuation and inside its quotation marks ("Objectif\u00a0: 3"); a plain one there lets the mark start a line."""


def plural_category(lang: str, n: int) -> str:
    """The plural form ``n`` takes in ``lang``: "one", "many" or "other" (the sign does not count: -1 point)."""
    return PLURALS[lang](abs(n))


# --- catalogs --------------------------------------------------------------------------------------------------
def parts() -> list[str]:
    """The catalog's parts besides the app's own words: one folder ``locale/<part>/`` per game (its log, prompts,
    refusals, boards and How to play), each with one file per language, its keys starting with ``<part>.``."""
    folder = _LOCALE
    return sorted(entry.name for entry in folder.iterdir() if entry.is_dir() and entry.name not in _NOT_PARTS)


_NOT_PARTS = frozenset({"glossary", "__pycache__"})


def _read(path: Any) -> dict[str, Template]:
    data: dict[str, Template] = json.loads(path.read_text("utf-8"))
    return data


@cache
def catalog(lang: str) -> dict[str, Template]:
    """The templates of a language: the app's words (``locale/<lang>.json``) and every part's
    (``locale/<part>/<lang>.json``)."""
    if lang not in LANGUAGES:
        raise KeyError(f"no language {lang!r}; the languages are {', '.join(LANGUAGES)}")
    folder = _LOCALE
    merged = _read(folder / f"{lang}.json")
    for part in parts():
        if (folder / part / f"{lang}.json").is_file():
            merged.update(_read(folder / part / f"{lang}.json"))
    return merged


def has_catalog(lang: str) -> bool:
    """Whether the package holds the language's catalogs: the site's engine wheel holds English alone (the games' words
    but their options' come with the table's part), each other language is a wheel of its own that the page adds when
    it is chosen (``add_catalogs``; tools/split_wheel.py)."""
    return (_LOCALE / f"{lang}.json").is_file()


def add_catalogs(wheel: bytes) -> None:
    """Unpack a language's wheel (its ``<package>/locale/`` files) into the package, beside English."""
    unpack(wheel, f"{PACKAGE}/locale/")
    forget_catalogs()


def forget_catalogs() -> None:
    """Read the catalogs again at the next message: a wheel unpacked more of them (the site's table part brings the
    games' English words)."""
    catalog.cache_clear()


def part_problems(lang: str) -> list[str]:
    """Keys of a part that do not start with its name (two parts could then take the same key)."""
    folder = _LOCALE
    return [f"{part}/{lang}.json: key {key} does not start with {part}."
            for part in parts() if (folder / part / f"{lang}.json").is_file()
            for key in _read(folder / part / f"{lang}.json") if not key.startswith(f"{part}.")]


def template_of(key: str, lang: str) -> Template:
    """The template of ``key`` in ``lang``, else the English one (a fallback the check reports)."""
    found = catalog(lang).get(key)
    return catalog(ENGLISH)[key] if found is None else found


def _value(arg: Arg, lang: str) -> str:
    if isinstance(arg, Message):  # its English text is its value: made once, when it was made
        return str(arg) if lang == ENGLISH else text(arg, lang)
    if isinstance(arg, str | int):
        return str(arg)
    return and_list([_value(a, lang) for a in arg], lang)


def render(key: str, args: Mapping[str, Arg], lang: str) -> str:
    """The text of ``key`` with ``args`` in ``lang``."""
    template = template_of(key, lang)
    if isinstance(template, dict):
        count = args[template["plural"]]
        assert isinstance(count, int), f"{key}: the plural argument {template['plural']} is not a number"
        category = plural_category(lang, count)
        template = template.get(category) or template["other"]
    return template.format_map({name: _value(value, lang) for name, value in args.items()})


def and_list(parts: Sequence[str], lang: str) -> str:
    """"a", "a and b", "a, b and c" in the language (its ``list.and`` and ``list.comma`` templates)."""
    if not parts:
        return ""
    joined = parts[0]
    for part in parts[1:-1]:
        joined = render("list.comma", {"first": joined, "next": part}, lang)
    return joined if len(parts) == 1 else render("list.and", {"first": joined, "last": parts[-1]}, lang)


class Message(str):
    """A message: ``key`` and named ``args``; as a ``str`` its English text. ``text(message, lang)`` makes it in
    another language; ``to_dict`` / ``from_dict`` are its language-neutral form."""

    key: str
    args: dict[str, Arg]

    def __new__(cls, key: str, /, **args: Arg) -> Message:
        made = super().__new__(cls, render(key, args, ENGLISH))
        made.key, made.args = key, args
        return made

    def __reduce__(self) -> tuple[Any, ...]:  # copy and pickle rebuild it from its key, not its English text
        return (_rebuild, (self.key, self.args))

    def __repr__(self) -> str:
        return f"Message({self.key!r}, {self.args!r})"

    def to_dict(self) -> dict[str, Any]:
        def plain(arg: Arg) -> Any:
            if isinstance(arg, Message):
                return arg.to_dict()
            return arg if isinstance(arg, str | int) else [plain(a) for a in arg]
        return {"key": self.key, "args": {name: plain(value) for name, value in self.args.items()}}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Message:
        def read(arg: Any) -> Arg:
            if isinstance(arg, dict):
                return cls.from_dict(arg)
            return arg if isinstance(arg, str | int) else [read(a) for a in arg]
        return cls(str(data["key"]), **{str(k): read(v) for k, v in dict(data.get("args") or {}).items()})


def _rebuild(key: str, args: dict[str, Arg]) -> Message:
    return Message(key, **args)


def text(message: str | Mapping[str, Any], lang: str) -> str:
    """What the viewer reads: a ``Message`` made in ``lang`` (also as ``to_dict`` gave it, e.g. from the games'
    listing written at build time); any other string as it is (not translated yet)."""
    if isinstance(message, Message):
        return render(message.key, message.args, lang)
    if isinstance(message, Mapping):
        return text(Message.from_dict(message), lang)
    return message


def as_data(words: str) -> str | dict[str, Any]:
    """Words for JSON (the games' listing): a ``Message`` as its language-neutral ``to_dict``, a plain str as it is;
    ``text`` reads both."""
    return words.to_dict() if isinstance(words, Message) else words


# --- counters: "3 coins" -------------------------------------------------------------------------------------
def counter_key(game: str, word: str) -> str:
    """The catalog key of a game's counter (``Game.counters`` names them in English: "coin", "victory point"): the
    noun alone in its plural forms, ``{"plural": "count", "one": "coin", "other": "coins"}``."""
    return f"{game}.counter.{word.replace(' ', '_')}"


def counter_word(game: str, word: str, count: int, lang: str) -> str:
    """A counter's noun as it goes with ``count`` in ``lang`` ("coin", "coins"); English (``core.words``) while the
    game's catalog part has no such key."""
    key = counter_key(game, word)
    if key in catalog(ENGLISH):
        return render(key, {"count": count}, lang)
    return word if count == 1 else plural_of(word)


def counted(game: str, word: str, count: int, lang: str) -> str:
    """"3 coins" in ``lang``."""
    return render("counter.amount", {"count": count, "noun": counter_word(game, word, count, lang)}, lang)


def reason(error: BaseException) -> str:
    """What an error says: the ``Message`` it was raised with (to be made in the viewer's language), else its text."""
    first = error.args[0] if error.args else None
    return first if isinstance(first, Message) else str(error)


def say(lang: str, key: str, /, **args: Arg) -> str:
    """The text of ``key`` in ``lang`` at once (markup that is drawn for one viewer)."""
    return render(key, args, lang)


def asked(query: str) -> str | None:
    """The language a link asks for: ``lang=`` in its query (``?lang=de#share=…``: share links, examples, How to
    play), when it is one of ours."""
    if "lang=" not in query:
        return None
    from urllib.parse import parse_qs  # only for a query that may ask: its import takes a tenth of a second (issue 16)

    wanted = parse_qs(query.lstrip("?")).get("lang") or [""]
    return wanted[0] if wanted[0] in LANGUAGES else None


def choose(stored: object, browser: object, link: str | None = None) -> str:
    """The language to show: the one a link asks for (``link``: ``asked``), else the one the player chose
    (``stored``), else the browser's (``navigator.language``, e.g. "de-AT" -> "de") when it is one of ours, else
    English. A stored value that is not a language (corrupt) gives English, without an error."""
    if link in LANGUAGES:
        return link
    if stored is not None:
        return stored if isinstance(stored, str) and stored in LANGUAGES else ENGLISH
    primary = str(browser or "").split("-")[0].lower()
    return primary if primary in LANGUAGES else ENGLISH


# --- the check -------------------------------------------------------------------------------------------------
def _forms(template: Template) -> list[str]:
    """A template's texts: its plural forms, or itself."""
    return [v for k, v in template.items() if k != "plural"] if isinstance(template, dict) else [template]


def placeholders(template: Template) -> set[str]:
    """The names of a template's placeholders (of all its plural forms), with the plural argument."""
    names = {name for form in _forms(template) for _, name, _, _ in string.Formatter().parse(form) if name is not None}
    return names | ({template["plural"]} if isinstance(template, dict) else set())


def _form_problems(key: str, template: Template, lang: str) -> list[str]:
    """A plural entry without its argument or "other", or with forms the language does not have."""
    if not isinstance(template, dict):
        return []
    found = []
    if "plural" not in template or "other" not in template:
        found.append(f"{key}: a plural entry needs 'plural' and 'other'")
    extra = set(template) - {"plural", *CATEGORIES[lang]}
    if extra:
        found.append(f"{key}: {lang} has no plural form {', '.join(sorted(extra))}")
    return found


def problems(lang: str, glossaries: Mapping[str, Mapping[str, Any]] | None = None) -> list[str]:
    """What is wrong with a language's catalog: keys missing (shown in English instead), keys English does not
    have, templates whose placeholders differ from English, plural entries malformed; and glossary terms it lacks."""
    english, own = catalog(ENGLISH), catalog(lang)
    found = part_problems(lang)
    found += [f"missing: {key} (English is shown)" for key in sorted(set(english) - set(own))]
    found += [f"unknown key: {key}" for key in sorted(set(own) - set(english))]
    for key in sorted(set(english) & set(own)):
        want, have = placeholders(english[key]), placeholders(own[key])
        if want != have:
            found.append(f"placeholders of {key}: {sorted(have)}, English has {sorted(want)}")
        found += _form_problems(key, own[key], lang)
        if lang in NO_BREAK and any(NO_BREAK[lang].search(form) for form in _forms(own[key])):
            found.append(f"{key}: a plain space where {lang} needs a no-break space (U+00A0)")
    for game, glossary in sorted((glossaries or {}).items()):
        found += [f"glossary {game}: no {lang} term for {term}" for term, names in glossary["terms"].items()
                  if not (names.get(lang) or {}).get("one")]
    return found


def glossary(game: str) -> dict[str, Any]:
    """A game's glossary of component names (``locale/glossary/<game>.json``): each term of the English rulebook
    with its name in each language, ``one`` and ``other``, and ``source``: "rulebook" (the English rulebook's word),
    "reviews" (the published edition's word, as its reviews quote it), "chosen" when the edition's word could not
    be known and a clear one was chosen; ``checked`` says which editions' words were looked for."""
    data: dict[str, Any] = json.loads((_LOCALE / "glossary" / f"{game}.json")
                                      .read_text("utf-8"))
    return data


def glossary_games() -> list[str]:
    """The games that have a glossary."""
    folder = _LOCALE / "glossary"
    return sorted(entry.name.removesuffix(".json") for entry in folder.iterdir() if entry.name.endswith(".json"))


def check() -> dict[str, list[str]]:
    """Every language's problems (``problems``), English's own plural entries included."""
    glossaries = {game: glossary(game) for game in glossary_games()}
    return {lang: problems(lang, glossaries) for lang in LANGUAGES}
