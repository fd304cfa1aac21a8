"""Issue 13: every game's How to play and glossary (``games/<game>/learn.py``, ``render.learn``), its address
(``#learn=<game>``) and its link on the start page."""

from __future__ import annotations

import pathlib
import re
import sys
from html.parser import HTMLParser

import pytest

from sobremesa.app.nav import game_from_fragment, learn_fragment
from sobremesa.core.i18n import ENGLISH, Message, catalog
from sobremesa.core.learn import section
from sobremesa.games import listing
from sobremesa.render.learn import learn_data, learn_html, learn_page

ROOT = pathlib.Path(__file__).resolve().parents[2]
PACKAGES = ROOT / "py" / "sobremesa" / "games"
RULEBOOKS = pathlib.Path("/work/shared/rules")  # the rulebooks, where this checkout has them beside it
RULEBOOK = {"salamanca": "salamanca.txt", "calimala": "calimala.txt", "salamandra": "salamandra.txt",
            "santamaria": "santa-maria-american-kingdoms.txt"}
HEADINGS = ["Goal", "Set-up", "A turn", "Actions", "Scoring", "The end"]
GAMES = {g["name"]: g["title"] for g in listing()}


def words_of(game: str) -> str:
    """The game's own words: its package (but learn.py), its English catalog part (but the How to play page's own
    entries: ``<game>.learn.``, ``<game>.term``) and its rulebook when it is at hand, in lower case."""
    texts = [p.read_text(encoding="utf-8") for p in (PACKAGES / game).glob("*.py") if p.name != "learn.py"]
    texts += [str(template) for key, template in catalog(ENGLISH).items() if key.startswith(f"{game}.")
              and not key.startswith((f"{game}.learn.", f"{game}.term"))]
    texts += [p.read_text(encoding="utf-8") for p in (PACKAGES / game).glob("*.md")]
    rulebook = RULEBOOKS / RULEBOOK[game]
    if rulebook.exists():
        texts.append(rulebook.read_text(encoding="utf-8"))
    return " ".join(texts).lower()


def texts_of(game: str) -> list[str]:
    data = learn_data(game)
    out: list[str] = []
    for heading, parts in data.SECTIONS:
        out.append(heading)
        for part in parts:
            out.extend([part] if isinstance(part, str) else part)
    return out + [f"{term} {text}" for term, text in data.GLOSSARY.items()]


def test_every_game_has_a_how_to_play_and_a_glossary() -> None:
    assert sorted(GAMES) == sorted(RULEBOOK)
    for game in GAMES:
        data = learn_data(game)
        headings = [heading for heading, _ in data.SECTIONS]
        assert headings[:6] == HEADINGS, game
        assert all(parts for _, parts in data.SECTIONS)
        assert len(data.GLOSSARY) >= 10 and all(len(text) > 20 for text in data.GLOSSARY.values())
        assert isinstance(data.ROUND, str) and callable(data.round_of)


def test_a_section_is_named_by_its_catalog_keys() -> None:
    """``core.learn.section``: a number is a paragraph, a pair (first, last) the list of those items, in order."""
    heading, parts = section("salamanca", "a_turn", 1, (2, 4), 6)
    assert heading.key == "salamanca.learn.a_turn"
    key = "salamanca.learn.a_turn"
    assert [p.key if isinstance(p, Message) else [q.key for q in p] for p in parts] == [
        f"{key}.1", [f"{key}.2", f"{key}.3", f"{key}.4"], f"{key}.6"]


def test_santa_maria_has_american_kingdoms_and_each_module() -> None:
    headings = [heading for heading, _ in learn_data("santamaria").SECTIONS]
    assert headings[6:] == ["American Kingdoms", "Module A: the Governor", "Module B: the Specialists",
                            "Module C: the Ambassadors", "Module D: the Mayan City"]


@pytest.mark.parametrize("game", sorted(RULEBOOK))
def test_every_glossary_term_is_one_of_the_game_s_words(game: str) -> None:
    words = words_of(game)
    missing = [term for term in learn_data(game).GLOSSARY if term.lower() not in words]
    assert missing == []


@pytest.mark.parametrize("game", sorted(RULEBOOK))
def test_the_words_are_our_own(game: str) -> None:
    """Not copied: no run of 9 words of the page is in the rulebook (when it is at hand)."""
    rulebook = RULEBOOKS / RULEBOOK[game]
    if not rulebook.exists():
        pytest.skip("the rulebooks are not beside this checkout")
    source = " ".join(re.findall(r"[a-z0-9]+", rulebook.read_text(encoding="utf-8").lower()))
    copied = []
    for text in texts_of(game):
        words = re.findall(r"[a-z0-9]+", text.lower())
        copied += [" ".join(words[i:i + 9]) for i in range(len(words) - 8)
                   if f" {' '.join(words[i:i + 9])} " in f" {source} "]
    assert copied == []


class Outline(HTMLParser):
    """Checks that every element is closed in order and collects the headings and the text."""

    VOID = frozenset({"br", "img", "hr", "input", "meta", "link"})

    def __init__(self) -> None:
        super().__init__()
        self.open: list[str] = []
        self.headings: list[tuple[str, str]] = []
        self.text: list[str] = []
        self.errors: list[str] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if not self.open or self.open.pop() != tag:
            self.errors.append(tag)

    def handle_data(self, data: str) -> None:
        if self.open and self.open[-1] in ("h2", "h3"):
            self.headings.append((self.open[-1], data))
        self.text.append(data)


@pytest.mark.parametrize("game", sorted(RULEBOOK))
def test_the_page_is_well_formed_html_with_headings(game: str) -> None:
    page = learn_page(game, GAMES[game])
    outline = Outline()
    outline.feed(page)
    outline.close()
    assert outline.errors == [] and outline.open == []
    data = learn_data(game)
    assert outline.headings == [("h2", f"How to play {GAMES[game]}"),
                                *[("h3", heading) for heading, _ in data.SECTIONS], ("h3", "Glossary")]
    assert len(re.findall(r"<dt>", page)) == len(data.GLOSSARY)
    assert 'style=' not in page and "<script" not in page
    ids = re.findall(r'\sid="([^"]+)"', page)
    assert len(ids) == len(set(ids))


def test_every_text_is_escaped() -> None:
    page = learn_html("x", "A <b> & C", [("Goal", ("1 < 2 & 3", ("<i>",)))], {"<T>": "x > y"})
    assert "<b>" not in page and "<i>" not in page and "<T>" not in page
    assert "A &lt;b&gt; &amp; C" in page and "1 &lt; 2 &amp; 3" in page and "<dt>&lt;T&gt;</dt>" in page


def test_the_address_of_a_how_to_play_page() -> None:
    for game in GAMES:
        assert game_from_fragment(learn_fragment(game), GAMES) == game
    assert game_from_fragment("#learn=chess", GAMES) is None
    assert game_from_fragment("#table=x", GAMES) is None and game_from_fragment("", GAMES) is None


def test_the_start_page_links_each_game_s_how_to_play() -> None:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import site_page
    finally:
        sys.path.remove(str(ROOT / "tools"))
    items = site_page.game_items()
    for game, title in GAMES.items():
        assert (f'<a class="learn-link" href="#learn={game}" data-learn="{game}" '
                f'aria-label="How to play {title}" data-i18n="learn.link"') in items
        assert f'data-i18n-args="{{&quot;game&quot;: &quot;{title}&quot;}}">How to play</a>' in items
