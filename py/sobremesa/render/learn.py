"""A game's "How to play" page and glossary as HTML (issue 13), from the data of ``games/<game>/learn.py``.

A section is a heading and its parts: a string is a paragraph, a tuple of strings a list. Headings are
numbered in the page's outline (h2 the game, h3 each section and the glossary, whose terms are a
description list); every text is escaped. No links inside the page: the address is the page's own
(``#learn=<game>``).
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Mapping, Sequence
from types import ModuleType

from ..core.i18n import ENGLISH, say, text
from . import esc

Part = str | Sequence[str]
Section = tuple[str, Sequence[Part]]


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def _part(part: Part, lang: str) -> str:
    if isinstance(part, str):
        return f"<p>{esc(text(part, lang))}</p>"
    return "<ul>" + "".join(f"<li>{esc(text(item, lang))}</li>" for item in part) + "</ul>"


def _section(game: str, heading: str, body: str, slug: str = "") -> str:
    ident = f"learn-{game}-{slug or _slug(heading)}"
    return f'<section aria-labelledby="{ident}"><h3 id="{ident}">{esc(heading)}</h3>{body}</section>'


def learn_html(game: str, title: str, sections: Sequence[Section], glossary: Mapping[str, str],
               lang: str = ENGLISH) -> str:
    """The page: the game's title, each section, then the glossary (terms in alphabetical order). The page's own
    words and the game's (messages: ``core.i18n``) are in ``lang``; the section ids stay English, so a link to a
    section works in every language."""
    parts = "".join(_section(game, text(heading, lang), "".join(_part(p, lang) for p in body), _slug(heading))
                    for heading, body in sections)
    shown = sorted((text(term, lang), text(meaning, lang)) for term, meaning in glossary.items())
    terms = "".join(f"<dt>{esc(term)}</dt><dd>{esc(meaning)}</dd>" for term, meaning in shown)
    glossary_section = _section(game, say(lang, "learn.glossary"), f"<dl>{terms}</dl>", "glossary")
    return (f'<article class="learn" aria-labelledby="learn-title"><h2 id="learn-title" tabindex="-1">'
            f'{esc(say(lang, "learn.title", game=title))}</h2>{parts}{glossary_section}</article>')


def learn_data(game: str) -> ModuleType:
    """A game's ``games/<game>/learn.py``: its sections, glossary, and what its round is called."""
    return importlib.import_module(f"sobremesa.games.{game}.learn")


def learn_page(game: str, title: str, lang: str = ENGLISH) -> str:
    """The page of a game from its ``games/<game>/learn.py``."""
    data = learn_data(game)
    return learn_html(game, title, data.SECTIONS, data.GLOSSARY, lang)
