"""Every word a player reads, in every language (issue 15): seeded random games of every game, and in Spanish,
Italian, German and French everything a seat may read along the way — prompts, log lines (``describe`` and events,
as every seat reads them), the hover text and preview of legal moves, refusals, the board, panel and buttons (texts,
``aria-label`` and ``title``), the end screen, the board in words, the new-game form and How to play — is made of
that language's words and has no unfilled ``{placeholder}``.

"That language's words": every word of a line is a word of the language's catalog (``core.i18n.catalog``: the
app's and every game's templates, all their forms) or of the games' glossaries in that language, or a player's
name. An English word left over ("takes", "the", "wood") is in no other language's catalog, so a line in English,
or a sentence glued from an English fragment, is found, with the words left over. Games a
configuration: ``SOBREMESA_PROPERTY_GAMES // 500``, at least 1.
"""

from __future__ import annotations

import functools
import pathlib
import re
import sys
from collections.abc import Iterator
from itertools import pairwise
from typing import Any

import pytest

from sobremesa.app.form import form_values
from sobremesa.core import Session
from sobremesa.core.fuzz import play_random
from sobremesa.core.i18n import ENGLISH, LANGUAGES, catalog, glossary, glossary_games, text
from sobremesa.core.preview import preview
from sobremesa.games import get, listing
from sobremesa.render import compose, read_lines, tokens_for
from sobremesa.render.describe import board_text
from sobremesa.render.learn import learn_page
from sobremesa.render.screens import form_html, scores_html

OTHERS = [lang for lang in LANGUAGES if lang != ENGLISH]
ALL_MODULES = {"american_kingdoms": True, "governor": True, "specialists": True, "ambassadors": True,
               "mayan_city": True}
CASES: list[tuple[str, int, dict[str, Any]]] = [
    ("salamanca", 2, {}), ("salamanca", 5, {}), ("calimala", 2, {}), ("calimala", 5, {}),
    ("salamandra", 1, {}), ("salamandra", 4, {}), ("santamaria", 1, {}), ("santamaria", 4, {}),
    ("santamaria", 4, ALL_MODULES)]
WORD = re.compile(r"[^\W\d_]+")
PLACEHOLDER = re.compile(r"\{\w*\}")
EVERY = 7  # the hover texts, previews and refusals of one step in EVERY; the screens of one in 4 * EVERY


@functools.cache
def vocabulary(lang: str) -> frozenset[str]:
    """The words of a language: of its catalog's templates (every plural form) and of the glossaries' terms."""
    found: set[str] = set()
    for template in catalog(lang).values():
        forms = [v for k, v in template.items() if k != "plural"] if isinstance(template, dict) else [template]
        for form in forms:
            found.update(w.lower() for w in WORD.findall(PLACEHOLDER.sub(" ", form)))
    for game in glossary_games():
        for names in glossary(game)["terms"].values():
            for word in ((names.get(lang) or {}).get(f) for f in ("one", "other")):  # not its source's word
                found.update(w.lower() for w in WORD.findall(str(word or "")))
    return frozenset(found)


def foreign(line: str, lang: str, names: frozenset[str]) -> list[str]:
    """The words of ``line`` that are not ``lang``'s (players' names, the games' titles and single letters aside:
    a board's column letters and coordinates, such as Salamanca's "H4", are no language's)."""
    known = vocabulary(lang)
    return [w for w in WORD.findall(line) if len(w) > 1 and w.lower() not in known and w not in names]


def _sampled(session: Session) -> Iterator[tuple[int, Any, Any]]:
    """(step, state before, action) of a played game."""
    yield from ((step, before, session.record.actions[step]) for step, (before, _) in enumerate(
        pairwise(session.states)))


def lines(session: Session, lang: str) -> Iterator[tuple[str, str]]:
    """(where, line) of everything the seats read in a played game, in ``lang``."""
    game, states = session.game, session.states
    players = len(session.record.players)
    tokens = tokens_for(None, players)
    yield from (("event", text(e.text, lang)) for e in states[0].events)
    for step, before, action in _sampled(session):
        actor = game.actor(before)
        yield "prompt", text(game.prompt(before), lang)
        yield from (("log", text(game.describe(before, action, seat), lang)) for seat in (None, *range(players)))
        yield from (("event", text(e.text, lang)) for e in states[step + 1].events)
        if step % EVERY == 0 and actor is not None:
            legal = game.legal_actions(before)
            yield from (("hover", text(game.describe(before, a, actor), lang)) for a in legal[::5])
            yield from (("preview", preview(game, before, a, actor, lang)) for a in legal[::11])
            yield from (("refusal", text(game.why_illegal(before, bad), lang))
                        for bad in [("no-such-action",), (legal[0][0], "nowhere", 99)] if bad not in legal)
        if step % (4 * EVERY) == 0:
            yield from _screen(session, before, actor, lang)
    yield "prompt", text(game.prompt(states[-1]), lang)
    yield from _screen(session, states[-1], None, lang)
    outcome = game.outcome(states[-1])
    if outcome is not None:
        yield from (("end screen", line) for line in read_lines(scores_html(outcome, session.record.players, tokens,
                                                                            lang)))


def _screen(session: Session, state: Any, seat: int | None, lang: str) -> Iterator[tuple[str, str]]:
    game = session.game
    legal = game.legal_actions(state) if seat is not None else []
    view = game.view(state, seat)
    tokens = tokens_for(None, len(session.record.players))
    parts = compose(game.name, view, legal, lambda a: text(game.describe(state, a, seat), lang), tokens, {},
                    game.outcome(state), lang)
    for where in ("board", "side", "buttons"):
        yield from ((where, line) for line in read_lines(parts[where]))
    prompt = text(game.prompt(state), lang)
    yield from (("board in words", line) for line in read_lines(board_text(game, view, seat, prompt, tokens, lang)))


def pages(name: str, players: int, lang: str) -> Iterator[tuple[str, str]]:
    """The new-game form with the game chosen, and its How to play page."""
    games = listing()
    form = form_values(games, {"game": name, "count": players})
    yield from (("form", line) for line in read_lines(form_html(games, form, lang)))
    yield from (("how to play", line) for line in read_lines(learn_page(name, get(name).title, lang)))


@functools.cache
def played(name: str, players: int, options: tuple[tuple[str, Any], ...], seed: int) -> Session:
    return play_random(get(name), players, seed, check=False, options=dict(options) or None)


def case_id(name: str, players: int, options: dict[str, Any]) -> str:
    return f"{name}-{players}{'-all-modules' if options else ''}"


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize(("name", "players", "options"), CASES, ids=[case_id(*c) for c in CASES])
def test_every_line_is_in_the_language(name: str, players: int, options: dict[str, Any], lang: str,
                                       property_games: int) -> None:
    names = frozenset(WORD.findall(" ".join([*(g["title"] for g in listing()), "Sobremesa"])))  # the form lists all
    found: dict[str, str] = {}
    read = 0
    for seed in range(1, 1 + max(1, property_games // 500)):
        session = played(name, players, tuple(sorted(options.items())), seed)
        names |= frozenset(WORD.findall(" ".join(session.record.players)))
        for where, line in [*lines(session, lang), *pages(name, players, lang)]:
            read += 1
            left = foreign(line, lang, names)
            if left or PLACEHOLDER.search(line):
                found.setdefault(f"{where}: {line}", ", ".join(left) or "an unfilled placeholder")
    assert read > 50
    assert not found, f"{len(found)} lines not in {lang}:\n" + "\n".join(
        f"  {line}   <- {words}" for line, words in list(found.items())[:25])


def test_the_start_page_s_board_has_no_words() -> None:
    """The board the start page shows while Python boots is drawn at build time, for every language at once: it
    keeps the board's coordinates (no language's) and none of the renderer's words; its caption is the page's, made
    in the chosen language."""
    tools = str(pathlib.Path(__file__).resolve().parents[2] / "tools")
    sys.path.insert(0, tools)
    try:
        import site_page
    finally:
        sys.path.remove(tools)
    figure = site_page.preview()
    board = figure.split("<figcaption")[0]
    assert "<svg" in board and "<title>" not in board and "aria-label" not in board
    assert read_lines(board) and all(len(w) == 1 for line in read_lines(board) for w in WORD.findall(line))
    assert 'data-i18n="game.preview"' in figure


SOURCES = {ENGLISH: {"rulebook"}, **{lang: {"reviews", "chosen"} for lang in OTHERS}}


@pytest.mark.parametrize("game", glossary_games())
def test_every_glossary_term_says_where_its_word_comes_from(game: str) -> None:
    """Each term's word in each language is the English rulebook's, a published edition's as its reviews quote it
    ("reviews": only in a language whose edition was looked for, ``checked``), or "chosen"."""
    data = glossary(game)
    checked = data["checked"]
    assert set(checked) <= set(OTHERS) and all(checked.values())
    for term, names in data["terms"].items():
        for lang in LANGUAGES:
            source = names[lang]["source"]
            assert source in SOURCES[lang], f"{game} {term} {lang}: {source}"
            assert source != "reviews" or lang in checked, f"{game} {term} {lang}: reviews, but nothing was checked"
