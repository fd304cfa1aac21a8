"""Check every rule example and render its steps to static files for the embeds, in every language (issues 14, 15).

usage: PYTHONPATH=py python tools/build_embeds.py <dist dir> <gallery template>

On CPython at build time: each example (``sobremesa.examples``) is played (every action legal, every state
consistent; a broken example stops the build) and each step is drawn by the game's renderer in the public
view and in every seat's view, in each language (``i18n.LANGUAGES``), into ``<dist>/embed/<name>/``:
``index.<lang>.json`` (title, source, notes, log lines and views in that language, and for each step and view the
files of its board, panel and buttons) and the parts themselves, each written once under the hash of its markup
(``<hash>.html``): a seat's board that is the public one, a panel that did not change from one step to the next, a
board with the same words in two languages, are the same file. The words of an example are the catalog part
``locale/examples/<lang>.json`` (``examples.<name>.title``, ``.source``, ``.note.<step>``), the English one the
example's own. The board of a step marks what the step's action changed (``app.digest``, as the app marks the last
move), the places its example names (``highlight``) and, for the seat about to act, the target of the next action.
``record.json`` is the example as a game record (its position and every step's action) for "Play from here".
``embed/words.<lang>.json`` are the embed's own words (``examples.embed.*``); ``embed.html`` shows it all with no
Python. The gallery is written from the template, one page a language: ``<dist>/gallery.html`` in English,
``<dist>/embed/gallery.<lang>.html`` in the others (beside the embeds, outside the app's offline cache), each with
every example, its ``<iframe>`` code (``lang=``) and links to the others.
Prints the bytes of each example (raw and gzip, one view through every step, in English) and of them all.
"""

from __future__ import annotations

import gzip
import hashlib
import html
import json
import pathlib
import re
import shutil
import sys
from typing import Any

from sobremesa import examples
from sobremesa.app import digest
from sobremesa.core import Game, State
from sobremesa.core.i18n import ENGLISH, LANGUAGES, catalog, say, text
from sobremesa.games import get
from sobremesa.render import Composed, compose, tokens_for

MARK = "<!--EXAMPLES-->"
HIGHLIGHT = "highlight"
_PLACE = re.compile(r'<[a-zA-Z][^>]*\sdata-(?:cell|field|street|area|seat)="([^"]*)"[^>]*>')
_CLASS = re.compile(r'\sclass="([^"]*)"')
FRAME = 'width="100%" height="620"'
PREVIEW = re.compile(r'\saria-describedby="preview"')  # the app's preview of a move: no such box in an embed


def view_key(seat: int | None) -> str:
    return "p" if seat is None else str(seat)


def highlight(markup: str, places: tuple[str, ...]) -> str:
    """The markup with the class ``highlight`` on each element whose place attribute names one of ``places``."""
    wanted = set(places)

    def mark(m: re.Match[str]) -> str:
        tag = m[0]
        if m[1] not in wanted:
            return tag
        if _CLASS.search(tag):
            return _CLASS.sub(lambda c: f' class="{c[1]} {HIGHLIGHT}"', tag, count=1)
        return tag[:-2] + f' class="{HIGHLIGHT}"/>' if tag.endswith("/>") else tag[:-1] + f' class="{HIGHLIGHT}">'
    return _PLACE.sub(mark, markup) if wanted else markup


class Drawing:
    """The boards of one example's steps, drawn as the app draws them, in a language."""

    def __init__(self, game: Game[Any], states: list[State], players: int) -> None:
        self.game, self.states = game, states
        self.tokens = tokens_for(None, players)
        self.plains: dict[tuple[int, int | None, str], tuple[Composed, Any]] = {}

    def compose(self, index: int, seat: int | None, legal: list[Any], lang: str) -> Composed:
        state, game = self.states[index], self.game
        return compose(game.name, game.view(state, seat), legal, lambda a: text(game.describe(state, a, seat), lang),
                       self.tokens, {}, game.outcome(state), lang=lang)

    def part(self, index: int, seat: int | None, nxt: Any, lang: str) -> dict[str, str]:
        legal = [nxt] if nxt is not None and seat is not None and self.game.actor(self.states[index]) == seat else []
        plain, now = self.plain(index, seat, lang)
        parts = self.compose(index, seat, legal, lang) if legal else plain
        board = parts["board"]
        if index > 0:
            flags = digest.changed_places(self.plain(index - 1, seat, lang)[1], now)
            shown = digest.elements(board) if legal else now
            board = digest.mark_changed(board, shown, digest.carry_over(now, flags, shown) if legal else flags)
        return {"board": board, "side": parts["side"], "buttons": parts["buttons"]}

    def plain(self, index: int, seat: int | None, lang: str) -> tuple[Composed, Any]:
        """A step's drawing without moves and its board's elements (``digest.elements``): drawn once, it is the
        step's drawing for every seat not about to act and the "before" of the next step's."""
        key = (index, seat, lang)
        if key not in self.plains:
            parts = self.compose(index, seat, [], lang)
            self.plains[key] = parts, digest.elements(parts["board"])
        return self.plains[key]


PARTS = ("board", "side", "buttons")


def write_part(out: pathlib.Path, markup: str) -> str:
    """Write a part once under the hash of its markup; its name ("" for an empty part, which has no file)."""
    if not markup:
        return ""
    data = markup.encode()
    name = hashlib.sha256(data).hexdigest()[:16]
    path = out / f"{name}.html"
    if not path.exists():
        path.write_bytes(data)
    return name


def words_of(example: examples.Example, lang: str) -> dict[str, Any]:
    """An example's title, source and notes in ``lang`` (its catalog part; English is the example's own)."""
    key = f"examples.{example.name}"
    return {"title": say(lang, f"{key}.title"), "source": say(lang, f"{key}.source") if example.source else "",
            "notes": [say(lang, f"{key}.note.{n}") for n in range(len(example.steps))]}


def write_example(example: examples.Example, out: pathlib.Path) -> tuple[int, int]:
    """The files of one example in every language; the bytes of its English index and of its steps in its own
    views (raw, gzip)."""
    game, _ = examples.start_session(example)
    states = examples.play(example)
    names = list(getattr(states[0], "names", ()))
    drawing = Drawing(game, states, len(names))
    out.mkdir(parents=True)
    views = [None, *range(len(names))]
    sizes: tuple[int, int] = (0, 0)
    for lang in LANGUAGES:
        steps = []
        shown: set[str] = set()  # the parts fetched through the steps in the example's own views (each once)
        own = words_of(example, lang)
        for index, step in enumerate(example.steps):
            nxt = example.steps[index + 1].action if index + 1 < len(example.steps) else None
            files = {}
            for seat in views:
                part = drawing.part(index, seat, nxt, lang)
                part["board"] = highlight(part["board"], step.highlight)
                files[view_key(seat)] = [write_part(out, PREVIEW.sub("", part[key])) for key in PARTS]
                if seat == step.view:
                    shown.update(n for n in files[view_key(seat)] if n)
            seen = [text(e.text, lang) for e in states[index].events if e.visible_to(step.view)]
            move = [] if step.action is None else [text(game.describe(states[index - 1], step.action, step.view), lang),
                                                   *seen]
            steps.append({"note": own["notes"][index], "move": " ".join(move), "view": view_key(step.view),
                          "parts": files})
        index_data = json.dumps({"name": example.name, "lang": lang, "title": own["title"], "game": game.title,
                                 "source": own["source"], "views": {view_key(s): label(names, s, lang) for s in views},
                                 "steps": steps}, separators=(",", ":"), ensure_ascii=False).encode()
        (out / f"index.{lang}.json").write_bytes(index_data)
        if lang == ENGLISH:
            data = [index_data, *((out / f"{name}.html").read_bytes() for name in shown)]
            sizes = sum(map(len, data)), sum(len(gzip.compress(d, 9)) for d in data)
    (out / "record.json").write_text(examples.record(example).to_json(), encoding="utf-8")
    return sizes


def label(names: list[str], seat: int | None, lang: str) -> str:
    return say(lang, "examples.embed.view_public") if seat is None else say(lang, "examples.embed.view_seat",
                                                                           name=names[seat])


def embed_words(lang: str) -> dict[str, Any]:
    """The embed's own words in ``lang`` (``examples.embed.*``) as templates: ``embed.mjs`` fills their ``{name}``
    placeholders; a word the language lacks is the English one (``i18n check`` reports it)."""
    prefix = "examples.embed."
    english, own = catalog(ENGLISH), catalog(lang)
    return {key.removeprefix(prefix): own.get(key, english[key]) for key in english if key.startswith(prefix)}


# --- the gallery --------------------------------------------------------------------------------------------
GALLERY_WORD = re.compile(r"\{\{([a-z_.]+)\}\}")  # the template's words: {{key}} of the catalog, or a page value
LANGUAGE_NAMES = {"en": "English", "es": "Español", "it": "Italiano", "de": "Deutsch", "fr": "Français"}
ADDRESS = {"address": "embed.html#ex=NAME", "step": "&step=N", "public": "&view=p", "seat": "&view=0",
           "theme": "&theme=light", "lang": "&lang=de"}
MESSAGES = {"resize": '{"type": "sobremesa-embed:resize", "height": …}',
            "goto": '{"type": "sobremesa-embed:goto", "step": N}'}


def gallery_path(lang: str) -> str:
    """Where a language's gallery is, from dist/."""
    return "gallery.html" if lang == ENGLISH else f"embed/gallery.{lang}.html"


def with_code(lang: str, key: str, codes: dict[str, str]) -> str:
    """A sentence of the catalog as HTML, its placeholders filled with ``<code>`` elements."""
    marked = html.escape(say(lang, key, **{name: f"\0{name}\0" for name in codes}), quote=False)
    for name, code in codes.items():
        marked = marked.replace(f"\0{name}\0", f"<code>{html.escape(code, quote=False)}</code>")
    return marked


def iframe(example: examples.Example, lang: str) -> str:
    """The code a host page copies (``embed.mjs`` makes its address absolute in the gallery)."""
    title = say(lang, "examples.gallery.iframe_title", title=words_of(example, lang)["title"])
    src = f"embed.html#ex={example.name}" + ("" if lang == ENGLISH else f"&amp;lang={lang}")
    title = html.escape(title, quote=False).replace('"', "&quot;")
    return f'<iframe src="{src}" title="{title}" {FRAME} loading="lazy"></iframe>'


def gallery_rows(items: list[examples.Example], lang: str, root: str) -> str:
    rows = []
    for e in items:
        own = words_of(e, lang)
        code = html.escape(iframe(e, lang), quote=False)
        link = f"{root}embed.html#ex={e.name}" + ("" if lang == ENGLISH else f"&amp;lang={lang}")
        source = f' <span class="muted">({html.escape(own["source"])})</span>' if own["source"] else ""
        steps = say(lang, "examples.gallery.steps", count=len(e.steps) - 1)
        rows.append(f'<li><h3><a href="{link}">{html.escape(own["title"])}</a></h3>'
                    f'<p>{html.escape(get(e.game).title)}, {html.escape(steps)}{source}</p>'
                    f'<label>{html.escape(say(lang, "examples.gallery.code"))}'
                    f'<textarea readonly rows="2" class="embed-code">{code}</textarea></label>'
                    f'<button type="button" class="small" data-copy>{html.escape(say(lang, "examples.gallery.copy"))}'
                    f'</button></li>')
    return "\n".join(rows)


def languages(lang: str, root: str) -> str:
    """The links to the gallery in the other languages (the English one asks for English: ``?lang=en`` wins over
    the language the app remembers)."""
    links = []
    for other in LANGUAGES:
        name = LANGUAGE_NAMES[other]
        if other == lang:
            links.append(f'<strong lang="{other}" aria-current="page">{name}</strong>')
        else:
            href = root + gallery_path(other) + ("?lang=en" if other == ENGLISH else "")
            links.append(f'<a href="{href}" lang="{other}" hreflang="{other}">{name}</a>')
    return " · ".join(links)


def gallery(template: str, items: list[examples.Example], lang: str) -> str:
    """The gallery page in ``lang``: the template's ``{{examples.gallery.*}}`` words, its ``{{lang}}``, ``{{root}}``
    (the way back to dist/), ``{{languages}}`` and ``{{copied}}``/``{{selected}}``, and every example."""
    if MARK not in template:
        sys.exit(f"the gallery template has no {MARK} marker")
    root = "./" if lang == ENGLISH else "../"
    values = {"lang": lang, "root": root, "languages": languages(lang, root),
              "examples.gallery.address": with_code(lang, "examples.gallery.address", ADDRESS),
              "examples.gallery.messages": with_code(lang, "examples.gallery.messages", MESSAGES)}

    def word(m: re.Match[str]) -> str:
        return values[m[1]] if m[1] in values else html.escape(say(lang, m[1]))
    return GALLERY_WORD.sub(word, template).replace(MARK, gallery_rows(items, lang, root))


def size(folder: pathlib.Path) -> tuple[int, int]:
    files = [p for p in folder.rglob("*") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files)


def main(dist_dir: str, template: str) -> None:
    dist = pathlib.Path(dist_dir)
    items = examples.load_all()
    root = dist / "embed"
    shutil.rmtree(root, ignore_errors=True)
    total = 0
    for example in items:
        raw, packed = write_example(example, root / example.name)
        total += packed
        steps = len(example.steps) - 1
        print(f"  {example.name:<34} {steps:>2} steps  {raw / 1024:6.1f} KB, {packed / 1024:5.1f} KB gzip"
              f"  ({example.game})")
    page = pathlib.Path(template).read_text(encoding="utf-8")
    for lang in LANGUAGES:
        words = json.dumps(embed_words(lang), separators=(",", ":"), ensure_ascii=False)
        (root / f"words.{lang}.json").write_text(words, encoding="utf-8")
        (dist / gallery_path(lang)).write_text(gallery(page, items, lang), encoding="utf-8")
    files, raw = size(root)
    print(f"embeds: {len(items)} examples in {len(LANGUAGES)} languages, {total / 1024:.0f} KB gzip in all (one view "
          f"through every step, in English); embed/: {files} files, {raw / 2**20:.1f} MB")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
