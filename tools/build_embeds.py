"""Check every rule example and render its steps to static files for the embeds (issue 14).

usage: PYTHONPATH=py python tools/build_embeds.py <dist dir> <gallery template>

On CPython at build time: each example (``sobremesa.examples``) is played (every action legal, every state
consistent; a broken example stops the build) and each step is drawn by the game's renderer in the public
view and in every seat's view, into ``<dist>/embed/<name>/``: ``index.json`` (title, notes, log lines, views,
and for each step and view the files of its board, panel and buttons) and the parts themselves, each written
once under the hash of its markup (``<hash>.html``): a seat's board that is the public one, a panel that did not
change from one step to the next, are the same file. The board of a step marks what the step's action changed
(``app.digest``, as the app marks the last move), the places its example names (``highlight``) and, for the seat
about to act, the target of the next action. ``record.json`` is the example as a game record (its position and
every step's action) for "Play from here". ``embed.html`` shows them with no Python. ``<dist>/gallery.html`` is
written from the template with every example and its ``<iframe>`` code.
Prints the bytes of each example (raw and gzip, one view through every step).
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
from sobremesa.core.words import plural
from sobremesa.games import get
from sobremesa.render import compose, tokens_for

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
    """The boards of one example's steps, drawn as the app draws them."""

    def __init__(self, game: Game[Any], states: list[State], players: int) -> None:
        self.game, self.states = game, states
        self.tokens = tokens_for(None, players)

    def part(self, index: int, seat: int | None, nxt: Any) -> dict[str, str]:
        state, game = self.states[index], self.game
        legal = [nxt] if nxt is not None and seat is not None and game.actor(state) == seat else []
        parts = compose(game.name, game.view(state, seat), legal, lambda a: game.describe(state, a, seat),
                        self.tokens, {}, game.outcome(state))
        board = parts["board"]
        if index > 0:
            before, now = self.plain(index - 1, seat), self.plain(index, seat)
            flags = digest.changed_places(digest.elements(before), digest.elements(now))
            shown = digest.elements(board)
            board = digest.mark_changed(board, shown, digest.carry_over(digest.elements(now), flags, shown))
        return {"board": board, "side": parts["side"], "buttons": parts["buttons"]}

    def plain(self, index: int, seat: int | None) -> str:
        state = self.states[index]
        return compose(self.game.name, self.game.view(state, seat), [], lambda a: "", self.tokens, {},
                       self.game.outcome(state))["board"]


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


def write_example(example: examples.Example, out: pathlib.Path) -> tuple[int, int]:
    """The files of one example; the bytes of its index and of its steps in its own views (raw, gzip)."""
    game, _ = examples.start_session(example)
    states = examples.play(example)
    names = list(getattr(states[0], "names", ()))
    drawing = Drawing(game, states, len(names))
    out.mkdir(parents=True)
    views = [None, *range(len(names))]
    steps = []
    shown: set[str] = set()  # the parts fetched through the steps in the example's own views (each once)
    for index, step in enumerate(example.steps):
        nxt = example.steps[index + 1].action if index + 1 < len(example.steps) else None
        files = {}
        for seat in views:
            part = drawing.part(index, seat, nxt)
            part["board"] = highlight(part["board"], step.highlight)
            files[view_key(seat)] = [write_part(out, PREVIEW.sub("", part[key])) for key in PARTS]
            if seat == step.view:
                shown.update(n for n in files[view_key(seat)] if n)
        seen = [e.text for e in states[index].events if e.visible_to(step.view)]
        move = [] if step.action is None else [game.describe(states[index - 1], step.action, step.view), *seen]
        steps.append({"note": step.note, "move": " ".join(move), "view": view_key(step.view), "parts": files})
    index_data = json.dumps({"name": example.name, "title": example.title, "game": game.title,
                             "source": example.source, "views": {view_key(s): label(names, s) for s in views},
                             "steps": steps}, separators=(",", ":"), ensure_ascii=False).encode()
    (out / "index.json").write_bytes(index_data)
    (out / "record.json").write_text(examples.record(example).to_json(), encoding="utf-8")
    data = [index_data, *((out / f"{name}.html").read_bytes() for name in shown)]
    return sum(map(len, data)), sum(len(gzip.compress(d, 9)) for d in data)


def label(names: list[str], seat: int | None) -> str:
    return "Everyone (the public view)" if seat is None else f"{names[seat]}'s view"


def iframe(example: examples.Example) -> str:
    """The code a host page copies (``embed.mjs`` makes its address absolute in the gallery)."""
    title = html.escape(f"{example.title} (Sobremesa rule example)", quote=False).replace('"', "&quot;")
    return f'<iframe src="embed.html#ex={example.name}" title="{title}" {FRAME} loading="lazy"></iframe>'



def gallery(template: str, items: list[examples.Example]) -> str:
    rows = []
    for e in items:
        code = html.escape(iframe(e), quote=False)
        source = f' <span class="muted">({html.escape(e.source)})</span>' if e.source else ""
        rows.append(f'<li><h3><a href="embed.html#ex={e.name}">{html.escape(e.title)}</a></h3>'
                    f'<p>{html.escape(get(e.game).title)}, {plural(len(e.steps) - 1, "step")}{source}</p>'
                    f'<label>Code to embed it<textarea readonly rows="2" class="embed-code">{code}</textarea></label>'
                    f'<button type="button" class="small" data-copy>Copy the code</button></li>')
    if MARK not in template:
        sys.exit(f"the gallery template has no {MARK} marker")
    return template.replace(MARK, "\n".join(rows))


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
    page = gallery(pathlib.Path(template).read_text(encoding="utf-8"), items)
    (dist / "gallery.html").write_text(page, encoding="utf-8")
    print(f"embeds: {len(items)} examples, {total / 1024:.0f} KB gzip in all (one view through every step)")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(*sys.argv[1:])
