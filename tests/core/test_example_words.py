"""The rule examples in every language (issue 15): each example's title, source and every step's note are in the
catalog part ``locale/examples/<lang>.json`` of every language, the English ones the example's own (so they
cannot drift apart), and the embed's and gallery's own words too. ``i18n check`` compares the placeholders."""

from __future__ import annotations

import pathlib

import pytest

from sobremesa import examples
from sobremesa.core.i18n import ENGLISH, LANGUAGES, catalog, say

DIRECTORY = pathlib.Path(__file__).resolve().parents[2] / "py" / "sobremesa" / "examples"
ALL = examples.load_all(DIRECTORY)
OTHERS = [lang for lang in LANGUAGES if lang != ENGLISH]


def words(example: examples.Example) -> dict[str, str]:
    """An example's keys and its own (English) words."""
    key = f"examples.{example.name}"
    own = {f"{key}.title": example.title, f"{key}.source": example.source}
    return own | {f"{key}.note.{n}": step.note for n, step in enumerate(example.steps)}


def test_the_english_words_are_the_examples_own() -> None:
    english = catalog(ENGLISH)
    for example in ALL:
        assert {key: english.get(key) for key in words(example)} == words(example), example.name
    # and the part has no words of an example that is gone
    keys = {key for example in ALL for key in words(example)}
    stale = {k for k in english if k.startswith("examples.") and not k.startswith(("examples.embed.",
                                                                                   "examples.gallery."))} - keys
    assert stale == set()


@pytest.mark.parametrize("lang", OTHERS)
def test_every_example_in_every_language(lang: str) -> None:
    own = catalog(lang)
    for example in ALL:
        for key, english in words(example).items():
            assert key in own, f"{lang}: no {key}"
            text = say(lang, key)
            assert text.strip() and "{" not in text, key
            if len(english) > 20:  # a whole sentence, not a bare "And the 6."
                assert text != english, f"{lang}: {key} is the English text"


@pytest.mark.parametrize("lang", OTHERS)
def test_the_embed_and_the_gallery_in_every_language(lang: str) -> None:
    english, own = catalog(ENGLISH), catalog(lang)
    mine = [k for k in english if k.startswith(("examples.embed.", "examples.gallery."))]
    assert len(mine) > 30 and all(k in own for k in mine)
    assert say(lang, "examples.gallery.steps", count=2) != say(ENGLISH, "examples.gallery.steps", count=2)
    assert say(lang, "examples.embed.step", step=1, count=6) != "Step 1 of 6"
    # no example takes the name of the embed's or gallery's words
    assert not {e.name for e in ALL} & {"embed", "gallery"}
