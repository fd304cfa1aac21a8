"""Santa Maria's boards in five languages (issue 15): the board's own words (``locale/santamaria_board``) are translated
in every language but for the words that are the same there (a cognate: "Mission", "total", "1 conquistador"); in
seeded random games of the combinations of options, the board and side panel drawn in each language fill every
placeholder, offer the same moves as in English (switching the language loses nothing), keep the words each target
shows in its accessible name, and squeeze no label to less than a third of its width to fit its shape (German is
long: a label too long for its shape at the smallest font is squeezed, ``textLength``, rather than overflowing)."""

from __future__ import annotations

import html
import json
import re
import xml.etree.ElementTree as ET
from importlib import resources
from typing import Any

import pytest

from sobremesa.core.fuzz import configurations, play_random
from sobremesa.core.i18n import LANGUAGES, text
from sobremesa.games import get
from sobremesa.render import actions_in, named, read_lines, tokens_for
from sobremesa.render import santamaria as board

OTHERS = [lang for lang in LANGUAGES if lang != "en"]
SAME = {  # the board's words that read the same as in English (cognates, a letter, a number)
    "es": {"price.triple", "retire.3", "score.total", "simple.CACAO"},
    "it": {"counter.cacao", "price.triple", "retire.3", "simple.CACAO"},
    "de": {"mission", "price.triple"},
    "fr": {"city.temples", "dock.points", "dock.religion", "mission", "retire.2", "retire.3", "score.total",
           "short.rel", "simple.CACAO"},
}
PLACEHOLDER = re.compile(r"\{\w+\}")
SQUEEZED = re.compile(r'<text [^>]*font-size="([\d.]+)"([^>]*)>([^<]*)</text>')
GAME = get("santamaria")


def part(lang: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((resources.files("sobremesa") / "locale" / "santamaria_board" / f"{lang}.json")
                                      .read_text("utf-8"))
    return data


def has_words(template: Any) -> bool:
    """Whether a template says something besides its placeholders and signs ("{coins} · {happiness}" does not)."""
    forms = [v for k, v in template.items() if k != "plural"] if isinstance(template, dict) else [template]
    return any(re.search(r"[^\W\d_]", PLACEHOLDER.sub("", form)) for form in forms)


@pytest.mark.parametrize("lang", OTHERS)
def test_every_word_of_the_board_is_translated(lang: str) -> None:
    english, own = part("en"), part(lang)
    same = {key.removeprefix("santamaria_board.") for key, template in english.items()
            if own.get(key) == template and has_words(template)}
    assert same == SAME[lang]


def screens(property_games: int) -> list[tuple[int, Any, dict[str, Any], list[Any]]]:
    """A few positions of seeded random games over the combinations of options (every module, 1 to 5 seats): the
    seat deciding, its view and its moves."""
    configs = configurations(GAME, every_option=True)
    step = max(1, len(configs) // max(4, min(24, property_games // 40)))   # 24 of the 127 at the default 1000
    found = []
    for players, options in configs[::step]:
        states = play_random(GAME, players, 3, check=False, options=options).states
        for state in states[::max(1, len(states) // 3)]:
            seat = GAME.actor(state)
            if seat is not None:
                found.append((players, state, GAME.view(state, seat), GAME.legal_actions(state)))
    return found


def draw(players: int, state: Any, view: dict[str, Any], legal: list[Any], lang: str) -> tuple[str, str]:
    seat = view.get("actor")
    ctx: dict[str, Any] = {"tokens": tokens_for(None, players), "ui": {}, "lang": lang}
    describe = lambda a: text(GAME.describe(state, a, seat), lang)
    return board.render(view, legal, describe, **ctx), board.render_side(view, legal, describe, **ctx)


def squeezed(svg: str) -> list[tuple[float, str]]:
    """The texts squeezed into their shapes: how much (their width over their width unsqueezed) and their words."""
    found = []
    for size, attrs, words in SQUEEZED.findall(svg):
        length = re.search(r'textLength="([\d.]+)"', attrs)
        if length:
            words = html.unescape(words)
            em = board.BOLD_W if "bold" in attrs else board.CHAR_W
            found.append((float(length.group(1)) / (float(size) * em * len(words)), words))
    return found


def texts(element: ET.Element) -> list[str]:
    """The text nodes of an element, its ``<title>`` (hover text) left out."""
    parts = [element.text or ""]
    for child in element:
        parts += [] if child.tag.endswith("title") else texts(child)
        parts.append(child.tail or "")
    return parts


def targets(svg: str) -> list[tuple[str, str]]:
    """Each target's accessible name and the words it shows."""
    return [(element.get("aria-label") or "", " ".join(" ".join(texts(element)).split()))
            for element in ET.fromstring(svg).iter() if element.get("role") == "button"]


def test_the_board_in_every_language(property_games: int) -> None:
    seen = 0
    for players, state, view, legal in screens(property_games):
        english = draw(players, state, view, legal, "en")
        for lang in OTHERS:
            drawn = draw(players, state, view, legal, lang)
            lines = read_lines(drawn[0]) + read_lines(drawn[1])
            assert not [line for line in lines if PLACEHOLDER.search(line)], lang
            assert actions_in(drawn[0] + drawn[1]) == actions_in(english[0] + english[1])
            assert [(label, shown) for label, shown in targets(drawn[0]) if named(label, shown) != label] == []
            assert [(round(ratio, 2), words) for ratio, words in squeezed(drawn[0]) if ratio < 1 / 3] == []
            seen += 1
    assert seen >= 4 * len(OTHERS)
