"""Renderers: a game's view as SVG/HTML markup, in pure Python (tested on CPython, run in Pyodide).

The browser glue (``web/glue/``) never draws anything itself: the table (``sobremesa.app``)
asks the game's renderer for markup, the glue puts it in the page and turns clicks on marked
elements into ``Table.act(action)``. So a game becomes playable in the browser by adding ONE
module, ``sobremesa/render/<game>.py``, named as the game is named in ``sobremesa.games`` (it is
found by that name). A game without a renderer still plays: ``generic.py`` shows its view as text
and every legal action as a button. ``screens.py`` draws what every game shares: the end-of-game
score table, the new-game form and the list of saved games.

The interface of a renderer module
----------------------------------
``render(view, legal, describe, **ctx) -> str``                       (required)
    The board: one string of SVG/HTML (usually one ``<svg viewBox=...>`` that scales to its box). It is drawn
    from what the view shows, never from who looks (``view["seat"]``: the panel may read it): seats whose views
    differ only in it see the same board (the changed places draw it once for them: ``app.digest``).
``render_side(view, legal, describe, **ctx) -> str``                  (optional)
    The panel beside the board: players, the viewing seat's hand and money, turn order...

Arguments:
    ``view``      ``game.view(state, seat)``: a JSON-able dict already stripped of what ``seat`` may
                  not see. ``seat`` is None for a bystander (the game-over screen).
    ``legal``     the action tuples the viewing seat may take now; ``[]`` when it is not its decision.
    ``describe``  ``describe(action) -> str``: what the action does, in words, for this seat
                  (``game.describe(state, action, seat)``); use it for hover text.
    ``ctx``       keyword arguments; accept ``**ctx`` and ignore what you do not use:
                  ``lang``: the viewer's language (``core.i18n``): every word drawn is made in it,
                  ``tokens``: one ``Token`` per seat (colour, shape, label; see ``token_svg``),
                  ``outcome``: how the game ended (``core.Outcome``: winners, scores, and for solo
                  won/lost with its goal), None while it goes on,
                  ``ui``: a dict of UI-only choices made by clicking ``data-ui`` elements
                  (e.g. which of several taken tiles to place next); emptied after each action,
                  except keys starting with ``view_`` (display toggles such as ``view_regions``).

Rules for the markup (the tests in tests/render check them for every renderer):
    * A clickable element carries the attributes from ``target_attrs(actions, describe)``: with one
      action ``data-action`` = the action's JSON (``["place","H","E2"]``), with several
      ``data-choices`` = a JSON list of actions (the glue then asks which one). It also gets
      ``class="target"``, ``tabindex="0"``, ``role="button"``, an ``aria-label`` (keyboard:
      Tab to it, Enter or Space activates it) and ``aria-describedby`` the preview of its move (what it pays,
      gains and triggers: ``core.preview``), which the glue computes when the target is hovered, focused or
      long-pressed. In SVG add ``svg_title(text)`` as its first child
      for the hover text. Only actions from ``legal`` may appear. An element that shows text passes
      it as ``shown`` (``shown_text(body)`` for a drawing): its aria-label must hold the words a
      player sees on it (WCAG 2.5.3 "Label in Name", axe's label-content-name-mismatch).
    * ``data-ui='{"key": value}'`` (use ``ui_attrs``) makes an element that changes ``ctx["ui"]``
      and re-renders, without an engine call (selections, toggles).
    * An action KIND (``action[0]``) is either drawn by the renderer or left to the glue: every
      legal action whose kind appears nowhere in the markup gets a plain button under the board
      (``fallback_buttons``). So drawing one ``place`` target means drawing all the ones that
      matter (e.g. the cells for the selected tile); ``("end",)`` can simply be left to the glue.
    * Every text that comes from the view or from players (names above all) goes through
      ``esc``: names are text, never markup.
    * No ``<script>``, no ``on*=`` attributes, no ``style=`` attributes: the page's Content
      Security Policy forbids inline styles and scripts. Use SVG presentation attributes
      (``fill``, ``stroke``) or classes styled in ``web/app.css``.
    * Mark elements that show hidden information of the viewing seat (hand, money) with
      ``class="secret"``; the pass screen empties the whole table anyway.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import json
import math
import re
import string
import unicodedata
from collections import defaultdict
from collections.abc import (
    Callable,
    Hashable,
    ItemsView,
    Iterable,
    Iterator,
    KeysView,
    Mapping,
    Sequence,
    ValuesView,
)
from dataclasses import dataclass
from types import ModuleType
from typing import Any, TypedDict

from ..core import Action, Outcome
from ..core.i18n import ENGLISH, counter_word, template_of

Describe = Callable[[Action], str]
"""``describe(action) -> str``: what an action does, in words, for the viewing seat."""


def has_renderer(game_name: str) -> bool:
    """Whether the game has a renderer of its own: a module ``sobremesa.render.<game name>``."""
    return importlib.util.find_spec(f"{__name__}.{game_name}") is not None


def get(game_name: str) -> ModuleType:
    """The renderer of a game: the module ``sobremesa.render.<game name>``, or the generic one."""
    return importlib.import_module(f"{__name__}.{game_name if has_renderer(game_name) else 'generic'}")


# --- text ---------------------------------------------------------------------------------------
def esc(text: object) -> str:
    """Escape any value for HTML/SVG text and attribute values."""
    return _escaped(str(text))


@functools.lru_cache(maxsize=8192)
def _escaped(text: str) -> str:
    """``html.escape(text, quote=True)``, remembered: a board repeats the same words at every click; written out so
    that the start page does not import ``html``, whose ``html.entities`` took 0.15-0.26 s of its start inside
    Pyodide (issue 16)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace(
        "'", "&#x27;")


def markup(lang: str, key: str, /, **parts: str) -> str:
    """The HTML of catalog ``key`` in ``lang``: the template's words escaped, each of ``parts`` (markup already: escape
    what it holds) in its placeholder's place, so a language orders and punctuates the parts as it writes them."""
    template = template_of(key, lang)
    assert isinstance(template, str), f"{key}: markup takes a template without plural forms"
    return "".join(esc(words) + ("" if name is None else parts[name])
                   for words, name, _, _ in string.Formatter().parse(template))


def unescaped(text: str) -> str:
    """``esc``'s inverse: the five entities it writes, the only ones in the renderers' markup (catalogs and drawings
    write characters, not entities: ``tests/render/test_unescaped.py``), so that a board does not import
    ``html.unescape`` and its table of every entity (``html.entities``: about 60 ms of a first board inside Pyodide,
    issue 16). ``&amp;`` last, so that an escaped entity's text comes back as it was written."""
    return text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&#x27;", "'").replace(
        "&amp;", "&")


def svg_title(text: object) -> str:
    return f"<title>{esc(text)}</title>"


_PIECE = re.compile(r"<(/?)([^\s/>]+)([^>]*?)(/?)>|([^<]+)")
_HIDDEN = re.compile(r'\saria-hidden="true"')
_VOID = {"br", "hr", "img", "input", "wbr"}   # HTML elements without a closing tag


def read_lines(markup: str) -> list[str]:
    """The lines a person reads or hears in markup: its texts, and its aria-label and title attributes, in document
    order (the language tests compare them between languages; html.parser is imported here, not by the start page)."""
    from html.parser import HTMLParser

    found: list[str] = []

    class Lines(HTMLParser):
        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            found.extend(value for name, value in attrs if name in ("aria-label", "title") and value)

        def handle_data(self, data: str) -> None:
            if data.strip():
                found.append(data.strip())

    Lines().feed(markup)
    return found


def shown_text(markup: str) -> str:
    """The text a piece of markup shows on screen, as assistive technology joins it: its texts run together
    (two SVG <text>s "2" and "coins" read "2coins"), its <title> hover text and what is ``aria-hidden="true"`` (a
    drawing's numbers and glyphs, which its label says in words) left out."""
    texts: list[str] = []
    hidden = 0   # how deep inside a <title> or an aria-hidden element
    for close, tag, attrs, empty, text in _PIECE.findall(markup):
        if text:
            texts += [] if hidden else [text]
        elif close:
            hidden = max(0, hidden - 1)
        elif not empty and tag not in _VOID and (hidden or tag == "title" or _HIDDEN.search(attrs)):
            hidden += 1
    return " ".join(unescaped("".join(texts)).split())


@functools.lru_cache(maxsize=4096)
def _name_words(text: str) -> tuple[str, ...]:
    """The words of a name as "Label in Name" compares them: lower case, no (parentheticals), no signs; remembered
    (a board names the same places at every click)."""
    text = unicodedata.normalize("NFKD", text).lower()
    while (shorter := re.sub(r"\([^()]*\)", "", text)) != text:
        text = shorter
    return tuple("".join(c if c.isalnum() else " " for c in text).split())


def named(label: str, shown: str) -> str:
    """An accessible name holding the words the element shows (WCAG 2.5.3 Label in Name): ``label`` when it says
    them in order, else the label and then the words as shown, quoted: a screen reader reads the sentence first (a
    "sell" button: "Ana sells 1 wood — “sell”.")."""
    want, have = _name_words(shown), _name_words(label)
    if not want or any(have[i:i + len(want)] == want for i in range(len(have) - len(want) + 1)):
        return label
    return f"{label.removesuffix('.')} — “{shown}”." if label else shown


def colour_dot(colour: str) -> str:
    """A small coloured disc: a counter's icon where a renderer has a colour for its kind (``counter_chips``)."""
    return (f'<svg width="12" height="12" viewBox="0 0 12 12">'
            f'<circle cx="6" cy="6" r="5" fill="{esc(colour)}" stroke="#333"/></svg>')


def counter_chips(counts: Mapping[str, int], icons: Mapping[str, str] | None = None,
                  extra: Mapping[str, str] | None = None, secret: Iterable[str] = (), game: str = "",
                  lang: str = ENGLISH) -> str:
    """A player's counters as a row of compact chips (issue 13), ``counts`` named as ``Game.counters`` names them
    ({"coin": 3}): per kind its icon where the renderer has one (``icons``: markup, hidden from assistive
    technology), the number big, the word small with its plural (core.words), so the chip reads "3 coins";
    ``extra`` adds markup after a kind's word (a "sell" button, a storage limit); the kinds in ``secret`` are
    marked ``secret`` (the viewing seat's hidden money). Wraps on narrow screens. The words are in ``lang``, from
    ``game``'s catalog part (``i18n.counter_word``)."""
    icons, extra, hidden = icons or {}, extra or {}, set(secret)
    chips = []
    for word, n in counts.items():
        icon = f'<span class="counter-icon" aria-hidden="true">{icons[word]}</span>' if word in icons else ""
        chips.append(f'<li class="counter{" secret" if word in hidden else ""}">{icon}'
                     f'<span class="counter-n">{n}</span> '
                     f'<span class="counter-word">{esc(counter_word(game, word, n, lang))}</span>'
                     f'{extra.get(word, "")}</li>')
    return f'<ul class="counters">{"".join(chips)}</ul>'


# --- actions in markup ----------------------------------------------------------------------------
def action_json(action: Sequence[Any]) -> str:
    return json.dumps(list(action), separators=(",", ":"), ensure_ascii=False)


def parse_action(text: str) -> Action:
    return tuple(json.loads(text))


PREVIEW_ID = "preview"
"""The element the glue fills with the preview of the target hovered, focused or long-pressed (``core.preview``):
every target is described by it, so a screen reader reads the preview after the target's label."""


def target_attrs(actions: Iterable[Action], describe: Describe, cls: str = "target", label: str | None = None,
                 shown: str = "") -> str:
    """Attributes for a clickable element that takes one action or offers several; its preview is computed when it
    is hovered, focused or long-pressed (``aria-describedby``: ``PREVIEW_ID``); ``shown``: the text it shows, which
    its accessible name then holds."""
    actions = list(actions)
    if not actions:
        return ""
    if label is None:
        label = " / ".join(describe(a) for a in actions)
    label = named(label, shown)
    if len(actions) == 1:
        data = f'data-action="{esc(action_json(actions[0]))}"'
    else:
        data = f'data-choices="{esc(json.dumps([list(a) for a in actions], separators=(",", ":")))}"'
    return (f'{data} class="{esc(cls)}" tabindex="0" role="button" aria-label="{esc(label)}" '
            f'aria-describedby="{PREVIEW_ID}"')


def ui_attrs(change: Mapping[str, Any], label: str, pressed: bool | None = None, cls: str = "ui-target",
             shown: str = "") -> str:
    label = named(label, shown)
    pressed_attr = "" if pressed is None else f' aria-pressed="{"true" if pressed else "false"}"'
    return (f'data-ui="{esc(json.dumps(change, separators=(",", ":")))}" class="{esc(cls)}" tabindex="0" '
            f'role="button" aria-label="{esc(label)}"{pressed_attr}')


_ATTR = re.compile(r'data-(action|choices)="([^"]*)"')


def actions_in(markup: str) -> set[Action]:
    """Every action that the markup offers through data-action or data-choices."""
    found: set[Action] = set()
    for kind, value in _ATTR.findall(markup):
        data = json.loads(unescaped(value))
        if kind == "action":
            found.add(tuple(data))
        else:
            found.update(tuple(a) for a in data)
    return found


def fallback_actions(markup: str, legal: Iterable[Action]) -> list[Action]:
    """The legal actions whose kind the markup does not draw at all (they get plain buttons)."""
    drawn_kinds = {a[0] for a in actions_in(markup)}
    return [a for a in legal if a[0] not in drawn_kinds]


def fallback_buttons(actions: Iterable[Action], describe: Describe) -> str:
    return "".join(f'<button type="button" {target_attrs([a], describe, cls="action-button")}>'
                   f"{esc(describe(a))}</button>" for a in actions)


# --- parts remembered by what they read (issue 16) -----------------------------------------------------------
_MISSING = object()  # what a read found at a key or an index that is not there
Path = tuple[Any, ...]
"""Where a read was: the input's name, then the keys and indices from it (``("view", "players", 2, "coins")``)."""


class Drawn:
    """Parts of a board remembered by what their drawing read (issue 16): most of a board is drawn as it was at the
    click before, and at a click the board shown and the one without moves (``app.digest``) share the parts that
    have no moves. A part is drawn from its inputs (the view, the moves, the UI choices...) seen through readers
    that write down every value it reads, down to the number or the word (``_Reads``), and every action it asked
    ``describe`` to word; it is drawn again unless a remembered drawing of the same ``key`` read the same values and
    words. ``key`` holds what else it is drawn from (its place, the language...). Inputs are what a renderer is
    given: never changed while it draws (a ``defaultdict``'s key that is not there or empty reads as not there:
    ``in`` is False, ``get`` gives its default, ``[]`` the empty default). A part of many small pieces is better
    drawn as it was (Salamanca's fields, Salamandra's map pieces: each compared again cost as much inside Pyodide)."""

    PER_KEY = 4  # drawings kept per key: the board shown and the one without moves, of this click and the last
    KEYS = 512  # keys kept (all forgotten beyond: a board has a few dozen parts)

    def __init__(self) -> None:
        self._kept: dict[Hashable, list[tuple[dict[Path, Any], list[tuple[Action, str]], Any]]] = {}

    def part(self, key: Hashable, inputs: dict[str, Any], describe: Describe,
             draw: Callable[[Mapping[str, Any], Describe], Any]) -> Any:
        """``draw(inputs, describe)``, or what it gave before from the same values and words."""
        kept = self._kept.get(key)
        if kept is not None:
            for read, said, done in kept:
                if _same(inputs, read) and all(describe(action) == words for action, words in said):
                    return done
        reads: dict[Path, Any] = {}
        told: list[tuple[Action, str]] = []

        def telling(action: Action) -> str:
            words = describe(action)
            told.append((action, words))
            return words

        drawn = draw(_Reads(inputs, (), reads), telling)
        if kept is None:
            if len(self._kept) >= self.KEYS:
                self._kept.clear()
            kept = self._kept[key] = []
        kept.insert(0, (reads, told, drawn))
        del kept[self.PER_KEY:]
        return drawn


def _same(inputs: dict[str, Any], reads: dict[Path, Any]) -> bool:
    """Whether ``inputs`` hold the values of ``reads``."""
    return all(_at(inputs, path) == value for path, value in reads.items())


def _at(inputs: Any, path: Path) -> Any:
    """What a read of ``path`` from ``inputs`` finds (``_MISSING``: no such key or index)."""
    found = inputs
    for step in path:
        if step is _LENGTH:
            return len(found) if isinstance(found, (dict, list)) else _MISSING
        if type(found) is dict:
            found = found.get(step, _MISSING)
        elif isinstance(found, dict):
            found = _get(found, step)
        else:
            try:
                found = found[step]
            except (IndexError, TypeError, KeyError):
                return _MISSING
        if found is _MISSING:
            return _MISSING
    return found


def _get(mapping: dict[Any, Any], key: Any) -> Any:
    """``mapping[key]``, or ``_MISSING``; a ``defaultdict``'s key not there or empty is ``_MISSING`` (its default)."""
    found = mapping.get(key, _MISSING)
    if isinstance(mapping, defaultdict) and found is not _MISSING and not found:
        return _MISSING
    return found


_DEEP = 4  # a mapping or a list read this deep is written down whole (a seat's colony: ``("view", "players", 2,
# "colony")``): fewer values to compare again, for a part drawn again a little more often
_LENGTH = object()  # the last step of a read of a mapping's or a list's length


def _seen(value: Any, path: Path, reads: dict[Path, Any]) -> Any:
    """``value``, read at ``path``: a mapping or a list through a reader (but ``_DEEP``), anything else written
    down."""
    if len(path) < _DEEP:
        if isinstance(value, dict):
            return _Reads(value, path, reads)
        if isinstance(value, list):
            return _ReadList(value, path, reads)
    reads[path] = value
    return value


class _Reader:
    """What the two readers share: the data read, where it is, the reads written down; the whole of it written down
    when it is gone through (compared, shown), and its length as a length."""

    __slots__ = ("_data", "_path", "_reads")

    def __init__(self, data: Any, path: Path, reads: dict[Path, Any]) -> None:
        self._data, self._path, self._reads = data, path, reads

    def _whole(self) -> Any:
        self._reads[self._path] = self._data
        return self._data

    def __len__(self) -> int:
        size = self._reads[(*self._path, _LENGTH)] = len(self._data)
        return size

    def __eq__(self, other: object) -> bool:
        return bool(self._whole() == (other._whole() if isinstance(other, _Reader) else other))

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return repr(self._whole())


class _Reads(_Reader, Mapping[Any, Any]):
    """A mapping that writes down what is read of it: each value read at its path, the whole mapping when it is
    gone through (iterated, measured, compared)."""

    __slots__ = ()

    def __getitem__(self, key: Any) -> Any:
        path = (*self._path, key)
        try:
            value = self._data[key]
        except KeyError:
            self._reads[path] = _MISSING
            raise
        if isinstance(self._data, defaultdict) and not value:
            self._reads[path] = _MISSING
            return value
        return _seen(value, path, self._reads)

    def get(self, key: Any, default: Any = None) -> Any:
        value = _get(self._data, key)
        if value is _MISSING:
            self._reads[(*self._path, key)] = _MISSING
            return default
        return _seen(value, (*self._path, key), self._reads)

    def __contains__(self, key: object) -> bool:
        value = self._reads[(*self._path, key)] = _get(self._data, key)
        return value is not _MISSING

    def __iter__(self) -> Iterator[Any]:
        return iter(self._whole())

    def items(self) -> ItemsView[Any, Any]:
        return self._whole().items()

    def values(self) -> ValuesView[Any]:
        return self._whole().values()

    def keys(self) -> KeysView[Any]:
        return self._whole().keys()


class _ReadList(_Reader, Sequence[Any]):
    """A list that writes down what is read of it (``_Reads``)."""

    __slots__ = ()

    def __getitem__(self, index: Any) -> Any:
        if not isinstance(index, int):
            return self._whole()[index]
        path = (*self._path, index)
        try:
            value = self._data[index]
        except IndexError:
            self._reads[path] = _MISSING
            raise
        return _seen(value, path, self._reads)

    def __iter__(self) -> Iterator[Any]:
        path, reads = self._path, self._reads
        reads[(*path, _LENGTH)] = len(self._data)
        for index, value in enumerate(self._data):
            yield _seen(value, (*path, index), reads)

    def __contains__(self, value: object) -> bool:
        return value in self._whole()

    def __add__(self, other: Sequence[Any]) -> list[Any]:
        return self._whole() + list(other)

    def __radd__(self, other: Sequence[Any]) -> list[Any]:
        return list(other) + self._whole()


# --- player tokens: colour AND shape, so no one depends on telling colours apart -------------------
@dataclass(frozen=True)
class Token:
    key: str
    colour: str
    shape: str
    label: str


# Okabe-Ito colour-blind-safe palette; each colour has its own shape as well.
PALETTE = (
    Token("orange", "#E69F00", "circle", "orange circle"),
    Token("blue", "#0072B2", "square", "blue square"),
    Token("green", "#009E73", "triangle", "green triangle"),
    Token("pink", "#CC79A7", "diamond", "pink diamond"),
    Token("vermilion", "#D55E00", "star", "vermilion star"),
    Token("sky", "#56B4E9", "hexagon", "sky-blue hexagon"),
    Token("yellow", "#F0E442", "cross", "yellow cross"),
)
TOKENS = {t.key: t for t in PALETTE}


def tokens_for(colours: Sequence[object] | None, count: int) -> list[Token]:
    """Tokens for ``count`` seats from a list of palette keys (missing or unknown keys: first free)."""
    chosen: list[Token] = []
    for i in range(count):
        key = colours[i] if colours and i < len(colours) else None
        token = TOKENS.get(key) if isinstance(key, str) else None
        if token is None or token in chosen:
            token = next(t for t in PALETTE if t not in chosen)
        chosen.append(token)
    return chosen


def _polygon(points: Iterable[tuple[float, float]]) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in points)


def _shape_points(shape: str, x: float, y: float, r: float) -> list[tuple[float, float]]:
    """The corners of a polygon token (triangle, diamond, star, hexagon, cross) around (x, y)."""
    if shape == "triangle":
        return [(x, y - r), (x + r * 0.95, y + r * 0.75), (x - r * 0.95, y + r * 0.75)]
    if shape == "diamond":
        return [(x, y - r), (x + r * 0.85, y), (x, y + r), (x - r * 0.85, y)]
    if shape == "star":
        return [(x + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
                 y - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5)) for i in range(10)]
    if shape == "hexagon":
        return [(x + r * math.cos(math.pi / 3 * i), y + r * math.sin(math.pi / 3 * i)) for i in range(6)]
    a, b = r * 0.35, r  # cross
    return [(x - a, y - b), (x + a, y - b), (x + a, y - a), (x + b, y - a), (x + b, y + a), (x + a, y + a),
            (x + a, y + b), (x - a, y + b), (x - a, y + a), (x - b, y + a), (x - b, y - a), (x - a, y - a)]


def token_svg(token: Token, x: float, y: float, r: float, extra: str = "") -> str:
    """The token's shape centred on (x, y) with radius about r, with a dark outline."""
    stroke = f'fill="{token.colour}" stroke="#111" stroke-width="{max(1.0, r / 6):.1f}" {extra}'
    if token.shape == "circle":
        return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r * 0.9:.1f}" {stroke}/>'
    if token.shape == "square":
        s = r * 1.6
        return f'<rect x="{x - s / 2:.1f}" y="{y - s / 2:.1f}" width="{s:.1f}" height="{s:.1f}" {stroke}/>'
    return f'<polygon points="{_polygon(_shape_points(token.shape, x, y, r))}" {stroke}/>'


def token_icon(token: Token, size: int = 18) -> str:
    """A small inline SVG of the token, for HTML panels."""
    h = size / 2
    return (f'<svg class="token-icon" width="{size}" height="{size}" viewBox="0 0 {size} {size}" '
            f'aria-hidden="true">{token_svg(token, h, h, h * 0.85)}</svg>')


# --- composing one screen ---------------------------------------------------------------------------
class Composed(TypedDict):
    """One view as the glue puts it in the page."""

    board: str
    side: str
    buttons: str  # a plain button for every action in ``fallback``
    fallback: list[Action]  # the legal actions whose kind the renderer draws nowhere


def compose(game_name: str, view: dict[str, Any], legal: list[Action], describe: Describe, tokens: list[Token],
            ui: dict[str, Any], outcome: Outcome | None = None, lang: str = ENGLISH) -> Composed:
    """Board, side panel and fallback buttons for one view: what the glue puts in the page, in the viewer's
    language (``describe`` must give it too)."""
    module = get(game_name)
    ctx = {"tokens": tokens, "ui": ui, "outcome": outcome, "lang": lang}
    board: str = module.render(view, legal, describe, **ctx)
    side_fn = getattr(module, "render_side", None)
    side: str = side_fn(view, legal, describe, **ctx) if side_fn else ""
    rest = fallback_actions(board + side, legal) if legal else []
    return {"board": board, "side": side, "buttons": fallback_buttons(rest, describe), "fallback": rest}
