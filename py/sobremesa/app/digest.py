"""What a seat reads of what happened (issue 13): the log by year or round, the last move, "since your last
turn", and the places of the board that changed.

Everything is read through the contract, as the seat looking may read it: action lines by
``Game.describe(state, action, seat)``, the events an action caused by ``Event.visible_to(seat)``, and
boards drawn from ``Game.view(state, seat)``. Nothing here knows a game's rules; each game says in its
``learn.py`` what its round is called (``ROUND``) and which round a state is in (``round_of``).

The changed places: the board is drawn without moves (``legal`` empty, display toggles only) from the
state before and the state now, both as the seat looking sees them (each state's drawn and parsed once:
``PlainBoards``), and compared by identity, not by position: an element is what it shows (its tag, its
attributes but the moves' and where it is drawn, its own text, its name in words) inside what its ancestors
show. A place of the board now that the board before did not have, or whose name changed (a space
"Religion track 1; here: Ana"), is a changed place and gets the class ``changed`` in the board shown. So a
line inserted at the top, which moves everything under it, or a display drawn wider marks nothing more. No
game draws anything for it.
A piece that left leaves no element to mark: the "Last move" line says it in words; a piece that only
moved within its place (same ancestors, same words) is not marked either.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Sequence
from itertools import accumulate, count
from typing import Any, NamedTuple

from ..core import Outcome, Session, State
from ..core.i18n import ENGLISH, say, text
from ..render import Token
from ..render import get as renderer
from ..render.learn import learn_data

CHANGED = "changed"
# the moves' attributes, and the frame of a map that grows (its contents keep their coordinates)
_IGNORED = re.compile(r"\s(?:data-action|data-choices|data-ui|class|tabindex|role|aria-label|aria-pressed|viewBox)"
                      r"\s*=\s*(?:\"[^\"]*\"|'[^']*')")
# where and how large an element is drawn: a layout moved or widened (a label squeezed into a wider or narrower
# shape: textLength) is not a changed place
_GEOMETRY = re.compile(r"\s(?:x|y|dx|dy|cx|cy|r|rx|ry|x1|y1|x2|y2|width|height|points|d|transform|font-size|"
                       r"textLength|lengthAdjust)\s*=\s*"
                       r"(?:\"[^\"]*\"|'[^']*')")
_LABEL = re.compile(r"\saria-label\s*=\s*(\"[^\"]*\"|'[^']*')")
_UNNAMED = frozenset({"svg"})  # a board's name ("…, year 2") is not a place of it
_HIDDEN_TAGS = frozenset({"title", "desc"})  # hover texts: they follow the moves, not the board
_NAME, _ATTRS = r"([A-Za-z][\w:-]*)", r"(?:\s+[\w:.-]+(?:\s*=\s*(?:\"[^\"]*\"|'[^']*'))?)*"
"""A tag's name, and its attributes (the renderers' markup: XML, every value quoted or none)."""
_TAG = re.compile(rf"<(/?){_NAME}({_ATTRS})\s*(/?)>([^<]*)")
_VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track",
                   "wbr"})
_CLASS = re.compile(r"(\sclass\s*=\s*\")([^\"]*)(\")")
_PIECES: dict[str, tuple[bool, str, bool, bool, int, int, str | None, int]] = {}  # ``_piece``, remembered
_PIECES_MAX = 50_000
_IDS: dict[object, int] = {}  # what the boards' comparison keys on, by number (``_id``)
_IDS_MAX = 200_000
_NEXT = count(1)
_IN_PLACE: dict[tuple[int, int, int, int, str | None], tuple[int, int, int]] = {}  # ``_in_place``
_generation = 0  # how many times ``_IDS`` was forgotten (``forget_if_full``)


# --- the log by year or round ----------------------------------------------------------------------------
def log_entries(session: Session, seat: int | None) -> list[tuple[int, str]]:
    """``Session.log(seat)`` with the round of each line: set-up lines in the first state's round, an
    action's line and the lines it caused in the round of the state it was taken in."""
    first = session.states[0]
    return [(_round_of(session)(first), e.text) for e in first.events if e.visible_to(seat)] + \
        _action_entries(session, seat, 0)


def _round_of(session: Session) -> Callable[[State], int]:
    return learn_data(session.game.name).round_of


def _action_entries(session: Session, seat: int | None, start: int) -> list[tuple[int, str]]:
    """``log_entries``' lines of the actions from the action ``start`` on."""
    round_of, states, game = _round_of(session), session.states, session.game
    entries: list[tuple[int, str]] = []
    for before, action, after in zip(states[start:], session.record.actions[start:], states[start + 1:]):
        number = round_of(before)
        entries.append((number, game.describe(before, action, seat)))
        entries.extend((number, e.text) for e in after.events if e.visible_to(seat))
    return entries


class LogEntries:
    """``log_entries`` per seat, kept and extended by the actions taken since (a click adds one action to a log of
    hundreds); started again when the states it was read from are no longer the session's (an undo)."""

    def __init__(self) -> None:
        self._kept: dict[int | None, tuple[State, int, list[tuple[int, str]]]] = {}
        self._texts: dict[tuple[int | None, str], tuple[list[tuple[int, str]], list[str]]] = {}

    def entries(self, session: Session, seat: int | None) -> list[tuple[int, str]]:
        """``log_entries(session, seat)``."""
        states = session.states
        last, count, entries = self._kept.get(seat) or (None, 0, [])
        if count and (count > len(states) or states[count - 1] is not last):
            count, entries = 0, []
        if count < len(states):
            entries = entries + _action_entries(session, seat, count - 1) if count else log_entries(session, seat)
            self._kept[seat] = (states[-1], len(states), entries)
        return entries

    def texts(self, session: Session, seat: int | None, lang: str) -> tuple[list[tuple[int, str]], list[str]]:
        """``entries`` and their lines in ``lang`` (``text``), the lines made only for the entries added since (a
        log of hundreds of lines is not worded again at each click). An entry is known by identity: ``entries``
        extends the list it kept, or makes every entry again."""
        entries = self.entries(session, seat)
        done, lines = self._texts.get((seat, lang)) or ([], [])
        if entries is not done:
            kept = len(done) if done and len(entries) >= len(done) and entries[len(done) - 1] is done[-1] else 0
            lines = lines[:kept] + [text(line, lang) for _, line in entries[kept:]]
            self._texts[seat, lang] = (entries, lines)
        return entries, lines


def round_headings(session: Session, entries: Sequence[tuple[int, str]], lang: str = ENGLISH
                   ) -> list[tuple[int, str]]:
    """Where each year or round starts in the log: (index of its first line, heading in ``lang``), e.g. "Year 2"."""
    word = text(learn_data(session.game.name).ROUND, lang)
    headings: list[tuple[int, str]] = []
    for index, (number, _) in enumerate(entries):
        if not headings or number != entries[index - 1][0]:
            headings.append((index, say(lang, "log.heading", round=word, number=number)))
    return headings


# --- the last move and "since your last turn" --------------------------------------------------------------
def last_move(session: Session, seat: int | None) -> str:
    """The last action's log line as ``seat`` reads it; '' before the first action."""
    if not session.record.actions:
        return ""
    return session.game.describe(session.states[-2], session.record.actions[-1], seat)


def last_turn(session: Session, seat: int) -> int | None:
    """The index of the last action ``seat`` took, or None when it has not acted yet."""
    game = session.game
    for index in range(len(session.record.actions) - 1, -1, -1):
        if game.actor(session.states[index]) == seat:
            return index
    return None


def since_last_turn(session: Session, seat: int) -> list[str]:
    """What the others did since ``seat`` last acted (from the first action if it has not), as ``seat``
    may read it: each action's line and the lines it caused. The seat's own last action and what it
    caused are not repeated."""
    mine = last_turn(session, seat)
    start = 0 if mine is None else mine + 1
    game, states, actions = session.game, session.states, session.record.actions
    lines: list[str] = []
    for index in range(start, len(actions)):
        lines.append(game.describe(states[index], actions[index], seat))
        lines.extend(e.text for e in states[index + 1].events if e.visible_to(seat))
    return lines


# --- the places that changed --------------------------------------------------------------------------------
class Element(NamedTuple):
    """A start tag of the markup: where it is, its key (the number, ``_id``, of its own key after its ancestors':
    a piece drawn at (0, 0) inside a group moved elsewhere is another element), its place (the same without where it
    is drawn, with its name in words: what the comparison of two boards keys on) and the index of the element it is
    in (-1: none)."""

    start: int
    end: int
    key: int
    place: int
    parent: int


def elements(markup: str) -> list[Element]:
    """Every element of the markup, but hover texts (``title``, ``desc``: they follow the moves, not the board)
    and what is inside them. An element's own key: its tag, its attributes but the moves', its first text."""
    return _read(markup, 0, 0)


def _read(markup: str, above: int, around: int) -> list[Element]:
    """``elements`` of markup drawn inside an element whose key is ``above`` and whose show is ``around`` (0, 0: the
    top), its elements' parents in it (-1: that element).

    The markup is read piece by piece, a piece being what follows a ``<`` up to the next (a tag and its text: the
    markup is XML, where ``<`` is never inside an attribute value); each piece is read once however many boards
    repeat it (``_piece``)."""
    found: list[Element] = []
    # open tags: name, index in found (-1: none, -2: inside a hover text), key, what it and its ancestors show
    path: list[tuple[str, int, int, int]] = [("", -1, above, around)]
    pieces = iter(markup.split("<"))
    start = len(next(pieces))
    known = _IN_PLACE
    for piece in pieces:
        closing, tag, opens, hidden, key, shows, label, size = _PIECES.get(piece) or _piece(piece)
        if closing:
            while len(path) > 1 and path.pop()[0] != tag:
                pass
        elif tag:
            _, parent, above, around = path[-1]
            if hidden or parent == -2:
                if opens:
                    path.append((tag, -2, 0, 0))
            else:
                mine = (above, key, around, shows, label)
                key, shows, place = known.get(mine) or _in_place(mine)
                if opens:
                    path.append((tag, len(found), key, shows))
                found.append(_new(Element, (start, start + size, key, place, parent)))
        start += len(piece) + 1
    return found


def _id(value: object) -> int:
    """The number of ``value``: the same for an equal value, another for any other, never one given before. What
    an element is (its key, its place) and what a part holds are compared by these numbers: ``hash()`` would do but
    for its collisions (32 bits inside Pyodide, where a board's thousands of elements made one in a few hundred
    comparisons miss a changed place)."""
    found = _IDS.get(value)
    if found is None:
        found = _IDS[value] = next(_NEXT)
    return found


def _in_place(mine: tuple[int, int, int, int, str | None]) -> tuple[int, int, int]:
    """The numbers of an element's key, its show and its place (``Element``) from its parent's key and show and its
    own, and its name in words; remembered (a board's elements are read again wherever a part of it changed)."""
    above, key, around, shows, label = mine
    shows = _id((around, shows))
    found = _IN_PLACE[mine] = (_id((above, key)), shows, _id((shows, label)))
    return found


def forget_if_full() -> int:
    """Forget the numbers (``_id``) and what was read with them when there are ``_IDS_MAX``, before a comparison (the
    boards it compares read with the same numbers); the generation of the numbers now: a board read in another
    generation compares with none of it (its numbers are never given again), so a caller that keeps boards read
    reads them again (``PlainBoards``)."""
    global _generation
    if len(_IDS) >= _IDS_MAX:
        _IDS.clear()
        _IN_PLACE.clear()
        _PIECES.clear()
        _PARTS.clear()
        _generation += 1
    return _generation


_new = tuple.__new__  # an Element made without the Python call of its generated __new__ (issue 16: inside Pyodide)


_Piece = tuple[bool, str, bool, bool, int, int, str | None, int]


def _piece(piece: str) -> _Piece:
    """What a piece of markup (``elements``) is by itself: whether it closes an element, its tag ('' when it is no
    tag: a comment), whether it opens an element, whether it is a hover text, the numbers (``_id``) of its own key
    and of what it shows (its attributes but the moves', the same without where it is drawn; its first text), its
    name in words (``aria-label``, quoted; None for a board's own name) and the length of its start tag and text;
    remembered, as a board repeats most of its pieces."""
    if len(_PIECES) >= _PIECES_MAX:
        _PIECES.clear()
    m = _TAG.match("<" + piece)
    if m is None:
        read: _Piece = (False, "", False, False, 0, 0, None, 0)
    else:
        closing, tag, raw, empty, text = m[1], m[2].lower(), m[3], m[4], m[5].strip()
        attrs, label = _IGNORED.sub("", raw), _LABEL.search(raw)
        read = (bool(closing), tag, not empty and tag not in _VOID, tag in _HIDDEN_TAGS, _id((tag, attrs, text)),
                _id((tag, _GEOMETRY.sub("", attrs), text)), None if tag in _UNNAMED else label and label[1],
                m.end())
    _PIECES[piece] = read
    return read


# --- a board by parts (issue 16): a click reads, compares and marks only the parts that changed -------------------
_FRAMES = frozenset({"svg", "div", "g"})  # what holds a board's parts, when in a frame itself and without a name
_Read = tuple[list[Element], int, int]
_PARTS: dict[tuple[int, int, str], _Read] = {}  # a part's elements, the numbers of its places and keys
_PARTS_MAX = 20_000
_ENDS: dict[str, tuple[str, str, str]] = {}  # a tag's end tag and its start tag's two beginnings (``_end_tag``)


class Part(NamedTuple):
    """A part of a board (``parts``): its markup, its elements (``_read``: starts and parents in the part, -1 the
    frame it is in), the numbers (``_id``) of their places and of their keys (what ``changed_places`` and ``carry_over``
    compare: parts of the same number compare the same), whether it opens a frame (1), closes one (-1) or neither (0),
    the key and the show of the frame it is in and of the frame after it (another when it opens one)."""

    markup: str
    elements: list[Element]
    places: int
    keys: int
    frame: int
    inside: tuple[int, int]
    then: tuple[int, int]


def parts(markup: str, like: Sequence[Part] = ()) -> list[Part]:
    """The markup as its parts, in order: the start tag and the end tag of each frame (an ``svg``, a ``div`` or a
    group ``g`` without a name, at the top of the markup or in a frame) are parts of their own, and every other
    element in a frame is a part with all it holds and the text after it. The parts' elements are those of
    ``elements(markup)``, each part read once however many boards repeat it in the same frame; ``like``: the parts
    of a board drawn like it (the board before, the same without moves), taken as they are where the markup repeats
    them."""
    found: list[Part] = []
    frames = [(0, 0)]  # the key and the show of each open frame
    size = len(markup)
    at = _next_tag(markup, 0)
    if at:
        found.append(_new(Part, (markup[:at], [], 0, 0, 0, frames[0], frames[0])))
    known = {p.markup: i for i, p in enumerate(like)}
    follows = 0  # the part of ``like`` that may come next
    while at < size:
        index = _repeated(markup, at, like, follows, frames[-1])
        if index < 0:
            part = _part(markup, at, frames[-1])
            index = known.get(part.markup, follows - 1)
        else:
            part = like[index]
        if part.frame == 1:
            frames.append(part.then)
        elif part.frame == -1 and len(frames) > 1:
            frames.pop()
        found.append(part)
        follows = index + 1
        at += len(part.markup)
    return found


def _repeated(markup: str, at: int, like: Sequence[Part], follows: int, inside: tuple[int, int]) -> int:
    """The index in ``like`` of the part that ``markup`` repeats at ``at`` in the frame ``inside``: the one that may
    come next or the one after it (a part drawn otherwise or left out before); -1: neither."""
    for index in (follows, follows + 1):
        if index < len(like):
            part = like[index]
            end = at + len(part.markup)
            if (part.frame != 1 and part.inside == inside and markup.startswith(part.markup, at)
                    and (end == len(markup) or markup[end] == "<")):
                return index
    return -1


def _part(markup: str, at: int, inside: tuple[int, int]) -> Part:
    """The part of ``markup`` that starts at ``at`` (a ``<``) in the frame ``inside``."""
    after = _next_tag(markup, at + 1)
    piece = markup[at + 1:after]
    closing, tag, opens, _, key, shows, label, _ = _PIECES.get(piece) or _piece(piece)
    above, around = inside
    if opens and not closing and tag in _FRAMES and label is None:
        key, shows = _id((above, key)), _id((around, shows))
        place = _id((shows, label))
        return _new(Part, ("<" + piece, [_new(Element, (0, len(piece) + 1, key, place, -1))], _id((place,)),
                           _id((key,)), 1, inside, (key, shows)))
    end = _next_tag(markup, _end_tag(markup, tag, after)) if opens and not closing else after
    text = markup[at:end]
    read = _PARTS.get((above, around, text)) or _read_part(text, above, around)
    return _new(Part, (text, *read, -1 if closing else 0, inside, inside))


def _next_tag(markup: str, start: int) -> int:
    """Where the next ``<`` from ``start`` is (the markup's length: none)."""
    at = markup.find("<", start)
    return len(markup) if at < 0 else at


def _read_part(text: str, above: int, around: int) -> _Read:
    """``_read`` of a part, with the numbers of its places and its keys; remembered (``_PARTS``)."""
    if len(_PARTS) >= _PARTS_MAX:
        _PARTS.clear()
    found = _read(text, above, around)
    read = _PARTS[above, around, text] = (found, _id(tuple(e.place for e in found)), _id(tuple(e.key for e in found)))
    return read


def _end_tag(markup: str, tag: str, start: int) -> int:
    """Where the end tag of the element ``tag`` whose content starts at ``start`` ends: the first ``</tag>`` after
    as many as the elements of the same tag opened in it (the renderers write tags in lower case, ``<g …/>`` never)."""
    close, spaced, bare = _ENDS.get(tag) or _ENDS.setdefault(tag, (f"</{tag}>", f"<{tag} ", f"<{tag}>"))
    depth = 1
    while True:
        at = markup.find(close, start)
        if at < 0:
            return len(markup)
        depth += markup.count(spaced, start, at) + markup.count(bare, start, at) - 1
        start = at + len(close)
        if depth <= 0:
            return start


PartFlags = list[list[bool] | None]
"""For each part of a board, the flags of its elements (None: none flagged)."""


def _regions(old: Sequence[Part], new: Sequence[Part], by_place: bool, anchored: bool = False
             ) -> list[tuple[list[Part], list[Part], list[int], bool]]:
    """The parts of ``old`` and ``new`` that hold elements, as regions in order: (the parts of ``old``, those of
    ``new``, the indices of these in ``new``, whether they are the same): the start and the end both share, by the
    numbers of their places (``by_place``) or of their keys, and what lies between (``anchored``: split where ``new``
    took parts of ``old`` as they were, ``_anchored``), which ``_matching`` aligns element by element as it would the
    whole boards (it takes the start and the end they share as they are)."""
    olds = [p for p in old if p.elements]
    where = [i for i, p in enumerate(new) if p.elements]
    news = [new[i] for i in where]
    old_ids, new_ids = ([p.places for p in olds], [p.places for p in news]) if by_place else \
        ([p.keys for p in olds], [p.keys for p in news])
    size = min(len(olds), len(news))
    head = next((i for i in range(size) if old_ids[i] != new_ids[i]), size)
    tail = next((i for i in range(size - head) if old_ids[-1 - i] != new_ids[-1 - i]), size - head)
    end_a, end_b = len(olds) - tail, len(news) - tail
    between = (olds[head:end_a], news[head:end_b], where[head:end_b])
    return [(olds[:head], news[:head], where[:head], True),
            *(_anchored(*between) if anchored else [(*between, False)]),
            (olds[end_a:], news[end_b:], where[end_b:], True)]


def _anchored(olds: list[Part], news: list[Part], where: list[int]
              ) -> list[tuple[list[Part], list[Part], list[int], bool]]:
    """``olds`` and ``news`` as regions (``_regions``): the runs of parts ``news`` took as they were from ``olds``
    (the same objects, in order: ``parts`` given the board before as ``like``; the same) and what lies between them
    (issue 16: a board's moves lie all over it, and aligning the elements of the whole board between the first and
    the last was most of a click's comparison)."""
    at = {id(p): i for i, p in enumerate(olds)}
    found: list[tuple[list[Part], list[Part], list[int], bool]] = []
    i = j = 0  # where the parts not yet in a region start, in ``olds`` and in ``news``
    for k, part in enumerate(news):
        m = at.get(id(part), -1)
        if m < i:
            continue
        if i < m or j < k:
            found.append((olds[i:m], news[j:k], where[j:k], False))
        if found and found[-1][3]:  # a run of them goes on
            found[-1][0].append(part)
            found[-1][1].append(part)
            found[-1][2].append(where[k])
        else:
            found.append(([part], [part], [where[k]], True))
        i, j = m + 1, k + 1
    if i < len(olds) or j < len(news):
        found.append((olds[i:], news[j:], where[j:], False))
    return found


def changed_parts(before: Sequence[Part], after: Sequence[Part]) -> PartFlags:
    """``changed_places`` by parts: a part whose places are those of the part of ``before`` it is aligned with holds
    no changed place, the elements of the others are aligned with those of the parts between (``_regions``)."""
    flags: PartFlags = [None] * len(after)
    for olds, news, where, same in _regions(before, after, True):
        if not same:
            found = changed_places([e for p in olds for e in p.elements], [e for p in news for e in p.elements])
            _spread(flags, news, where, found)
    return flags


def carry_parts(source: Sequence[Part], flags: PartFlags, target: Sequence[Part]) -> PartFlags:
    """``carry_over`` by parts: the flags of a part go to the part of ``target`` with the same keys it is aligned
    with, those of the parts between to the parts between in ``target`` (``_regions``). Split first where ``target``
    took parts of ``source`` as they were (``_anchored``; ``parts`` given it as ``like``) when every flag between
    them then goes to an element of the same key in the same place among its neighbours (``_keyed_alike``), else
    aligned as a whole between the start and the end they share (a move's target drawn elsewhere than the place it
    covers, as Santa Maria draws them last)."""
    carried: PartFlags = [None] * len(target)
    flagged = {id(p): f for p, f in zip(source, flags) if f}
    regions = _regions(source, target, False, anchored=True)
    if not all(same or _keyed_alike(olds, news) or not any(id(p) in flagged for p in olds)
               for olds, news, _, same in regions):
        regions = _regions(source, target, False)
    for olds, news, where, same in regions:
        if same:
            for p, index in zip(olds, where):
                carried[index] = flagged.get(id(p))
        elif any(id(p) in flagged for p in olds):
            found = carry_over([e for p in olds for e in p.elements],
                               [f for p in olds for f in flagged.get(id(p)) or [False] * len(p.elements)],
                               [e for p in news for e in p.elements])
            _spread(carried, news, where, found)
    return carried


def _keyed_alike(olds: Sequence[Part], news: Sequence[Part]) -> bool:
    """Whether the elements of ``olds`` and ``news`` have the same keys, in the same order."""
    return [e.key for p in olds for e in p.elements] == [e.key for p in news for e in p.elements]


def _spread(flags: PartFlags, news: Sequence[Part], where: Sequence[int], found: Sequence[bool]) -> None:
    """Put ``found``, the flags of the elements of ``news`` in order, in ``flags`` at ``where``, part by part."""
    at = 0
    for part, index in zip(news, where):
        count = len(part.elements)
        if any(found[at:at + count]):
            flags[index] = list(found[at:at + count])
        at += count


def mark_parts(board: Sequence[Part], flags: PartFlags) -> str:
    """``mark_changed`` by parts: the board's markup with the class ``changed`` on each flagged element, but not on
    one inside an element already marked (a frame marked covers its parts)."""
    out: list[str] = []
    covered = [False]  # each open frame's
    for part, found in zip(board, flags):
        inside = covered[-1]
        if part.frame == 1:
            covered.append(inside or bool(found))
        elif part.frame == -1 and len(covered) > 1:
            covered.pop()
        out.append(part.markup if inside or not found else mark_changed(part.markup, part.elements, found))
    return "".join(out)


def _matching(old: Sequence[int], new: Sequence[int], wanted: Sequence[bool] | None = None
              ) -> list[tuple[int, int, int]]:
    """The blocks of equal keys (a longest-matching alignment, as a text diff's), the start and the end both share
    taken as they are (most of a board is as it was: the alignment is of what lies between). ``wanted``: for each key
    of ``old``, whether its block is needed; the others may be left out (``carry_over`` carries a few flags)."""
    size = min(len(old), len(new))
    head = next((i for i in range(size) if old[i] != new[i]), size)
    tail = next((i for i in range(size - head) if old[-1 - i] != new[-1 - i]), size - head)
    between = (old[head:len(old) - tail], new[head:len(new) - tail])
    found = _Matcher(*between).matching_blocks(
        None if wanted is None else list(accumulate(wanted[head:len(old) - tail], initial=0)))
    blocks = [(a + head, b + head, n) for a, b, n in found if n]
    return [(0, 0, head), *blocks, (len(old) - tail, len(new) - tail, tail)]


class _Matcher:
    """``difflib.SequenceMatcher(None, a, b, autojunk=False)``'s longest match and matching blocks of two sequences of
    keys, the same blocks (a longest match, the first in ``a``, then the first in ``b``) found as text: each key a
    character, and a match sought by ``str.find`` and grown by comparing slices (issue 16: ``difflib`` goes through
    every pair of equal keys in Python, about ten for each key of a board, whose keys repeat)."""

    __slots__ = ("a", "b")

    def __init__(self, a: Sequence[Hashable], b: Sequence[Hashable]) -> None:
        keys = dict.fromkeys([*a, *b])
        codes = dict(zip(keys, map(chr, range(len(keys)))))
        self.a, self.b = "".join(map(codes.__getitem__, a)), "".join(map(codes.__getitem__, b))

    def find_longest_match(self, alo: int, ahi: int, blo: int, bhi: int) -> tuple[int, int, int]:
        """The longest block of ``a[alo:ahi]`` equal to one of ``b[blo:bhi]``, the first in ``a``, then in ``b``:
        ``(i, j, size)``, ``(alo, blo, 0)`` when none."""
        a, b = self.a, self.b
        best = (alo, blo, 0)
        size = 0
        for i in range(alo, ahi):
            if i + size >= ahi:
                break
            j = b.find(a[i:i + size + 1], blo, bhi)  # the first place in b of a block longer than the best from i
            while j >= 0:
                size = _common(a, b, i, j, size + 1, min(ahi - i, bhi - j))
                best = (i, j, size)
                j = b.find(a[i:i + size + 1], j + 1, bhi) if i + size < ahi else -1
        return best

    def matching_blocks(self, wanted: list[int] | None = None) -> list[tuple[int, int, int]]:
        """``get_matching_blocks()`` without its closing empty block: the longest match, then the same on each side of
        it, in order (none touches another: a longest match runs as far as its range lets it); given ``wanted`` (how
        many of ``a``'s first keys are wanted), no block of a part of ``a`` that holds no wanted key."""
        found: list[tuple[int, int, int]] = []
        todo = [(0, len(self.a), 0, len(self.b))]
        while todo:
            alo, ahi, blo, bhi = todo.pop()
            if wanted is not None and wanted[ahi] == wanted[alo]:
                continue
            i, j, k = self.find_longest_match(alo, ahi, blo, bhi)
            if k:
                found.append((i, j, k))
                if alo < i and blo < j:
                    todo.append((alo, i, blo, j))
                if i + k < ahi and j + k < bhi:
                    todo.append((i + k, ahi, j + k, bhi))
        return sorted(found)


def _opcodes(a: Sequence[str], b: Sequence[str]) -> list[tuple[str, int, int, int, int]]:
    """``difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes()`` from ``_Matcher``'s blocks: how ``a``
    becomes ``b``, in order, each step ``(tag, i1, i2, j1, j2)``, the tag "equal", "replace", "delete" or "insert"
    (issue 16: importing ``difflib`` inside Pyodide delays the first board by a tenth of a second)."""
    steps: list[tuple[str, int, int, int, int]] = []
    i = j = 0
    for a_at, b_at, size in [*_Matcher(a, b).matching_blocks(), (len(a), len(b), 0)]:
        tag = "replace" if i < a_at and j < b_at else "delete" if i < a_at else "insert" if j < b_at else ""
        if tag:
            steps.append((tag, i, a_at, j, b_at))
        i, j = a_at + size, b_at + size
        if size:
            steps.append(("equal", a_at, i, b_at, j))
    return steps


def _common(a: str, b: str, i: int, j: int, known: int, most: int) -> int:
    """How long ``a`` from ``i`` and ``b`` from ``j`` run equal, knowing the first ``known`` are and at most ``most``
    can be: doubled, then halved."""
    low, high = known, known * 2
    while high <= most and a[i + low:i + high] == b[j + low:j + high]:
        low, high = high, high * 2
    high = min(high, most + 1)  # the first length that is not equal (most + 1: none)
    while high - low > 1:
        mid = (low + high) // 2
        if a[i + low:i + mid] == b[j + low:j + mid]:
            low = mid
        else:
            high = mid
    return low


def changed_places(before: Sequence[Element], after: Sequence[Element]) -> list[bool]:
    """For each element of ``after``, whether it is a changed place: its place not matched by one of ``before``."""
    flags = [True] * len(after)
    for _, b, size in _matching([e.place for e in before], [e.place for e in after]):
        flags[b:b + size] = [False] * size
    return flags


def carry_over(source: Sequence[Element], flags: Sequence[bool], target: Sequence[Element]) -> list[bool]:
    """The flags of ``source``'s elements moved to the elements of ``target`` that match them (the board as
    shown: the same board with its moves, which add targets and previews that are never marked)."""
    carried = [False] * len(target)
    for a, b, size in _matching([e.key for e in source], [e.key for e in target], flags):
        carried[b:b + size] = flags[a:a + size]
    return carried


def mark_changed(markup: str, found: Sequence[Element], flags: Sequence[bool]) -> str:
    """The markup with the class ``changed`` on each flagged element of ``found`` (its ``elements``), but not on
    one inside an element already marked: the mark covers it."""
    covered = [False] * len(found)
    out: list[str] = []
    done = 0
    for index, element in enumerate(found):
        inside = element.parent >= 0 and covered[element.parent]
        covered[index] = inside or flags[index]
        if flags[index] and not inside:
            out.append(markup[done:element.start])
            out.append(_with_class(_TAG.match(markup, element.start)))
            done = element.end
    out.append(markup[done:])
    return "".join(out)


def _with_class(m: re.Match[str] | None) -> str:
    """The start tag of ``m`` as it is written, with the class ``changed`` added."""
    assert m is not None
    attrs = m[3]
    if _CLASS.search(attrs):
        attrs = _CLASS.sub(lambda c: f"{c[1]}{c[2]} {CHANGED}{c[3]}", attrs, count=1)
    else:
        attrs += f' class="{CHANGED}"'
    return m.string[m.start():m.start(3)] + attrs + m.string[m.end(3):m.end()]


# --- the board put in the page by the nodes that changed (issue 16) ---------------------------------------------
_START = re.compile(rf"<{_NAME}{_ATTRS}\s*(/?)>")
Edit = tuple[tuple[int, ...], int, int, str]
"""An edit of the page (``edits``): the nodes ``start`` to ``end`` (not included) of the element at ``path`` (child
indices from the box) replaced by the nodes of ``markup``."""


class Shown:
    """Markup put in a box (``edits``): its nodes (``_nodes``) once they were needed, and what the frames among them
    hold (by index), once that was needed."""

    __slots__ = ("inner", "markup", "nodes")

    def __init__(self, markup: str, nodes: list[str] | None = None, inner: dict[int, Shown] | None = None) -> None:
        self.markup, self.nodes, self.inner = markup, nodes, {} if inner is None else inner


def edits(shown: Shown, markup: str) -> tuple[list[Edit], Shown] | None:
    """How the nodes that ``shown`` made in a box become those ``markup`` makes, parsing only the nodes that differ,
    and the markup as shown then. The nodes both share at their start and at their end are kept; those between are
    compared one to one when there are as many, else aligned first (``_opcodes``, as a text diff's lines): the same
    kept, a frame (an ``svg``, a ``div`` or a ``g``) with the same start tag edited by what it holds, the others
    replaced. The edits come in the order to apply them: the last nodes of a box first, so that the indices of the
    edits after hold. The markup is the renderers' (XML: every element closed); None: an end tag without its start,
    the markup is put whole."""
    found: list[Edit] = []
    now = _edit((), shown, markup, found)
    return None if now is None else (found, now)


def _edit(path: tuple[int, ...], shown: Shown, markup: str, found: list[Edit]) -> Shown | None:
    """``edits`` of the box at ``path``."""
    if shown.markup == markup:
        return shown
    if shown.nodes is None:
        shown.nodes = _nodes(shown.markup)
    olds = shown.nodes
    if olds is None:
        return None
    head, at, tail, end = _kept(olds, markup)
    gone, between = olds[head:len(olds) - tail], markup[at:end]
    # a frame drawn again is read by what it holds (an end tag without its start there if it was not one node)
    come = [between] if len(gone) == 1 and _insides(gone[0], between) else _nodes(between, gone)
    if come is None:
        return None
    moved = len(come) - len(gone)
    inner = {i if i < head else i + moved: kept for i, kept in shown.inner.items()
             if i < head or i >= head + len(gone)}
    now = Shown(markup, olds[:head] + come + olds[len(olds) - tail:], inner)
    # a node more or less: aligned
    blocks = _opcodes(gone, come) if moved else [("replace", 0, len(gone), 0, len(come))]
    for tag, i1, i2, j1, j2 in reversed(blocks):
        if tag == "equal":
            inner.update({head + j1 + k: shown.inner[head + i1 + k] for k in range(i2 - i1)
                          if head + i1 + k in shown.inner})
        elif i2 - i1 == j2 - j1:
            if not _pairs(path, shown, (head + i1, head + j1), gone[i1:i2], come[j1:j2], found, inner):
                return None
        else:
            found.append((path, head + i1, head + i2, "".join(come[j1:j2])))
    return now


def _pairs(path: tuple[int, ...], shown: Shown, at: tuple[int, int], gone: list[str], come: list[str],
           found: list[Edit], inner: dict[int, Shown]) -> bool:
    """``edits`` of the nodes ``gone`` of the box at ``path`` (from the index ``at[0]``) made the nodes ``come`` one
    to one (from the index ``at[1]`` of the markup now), from the last: the same kept, a frame with the same start tag
    by what it holds, the runs of others replaced; ``inner``: what the frames among them hold now, by index."""
    run = 0  # the end of the run of nodes replaced, gathered from the last (0: none)
    for k in range(len(come) - 1, -1, -1):
        same = gone[k] == come[k]
        inside = None if same else _insides(gone[k], come[k])
        if not same and inside is None:
            run = run or k + 1
            continue
        if run:
            found.append((path, at[0] + k + 1, at[0] + run, "".join(come[k + 1:run])))
            run = 0
        kept = shown.inner.get(at[0] + k)
        if inside is not None:
            kept = _edit((*path, at[0] + k), kept or Shown(inside[0]), inside[1], found)
            if kept is None:
                return False
        if kept is not None:
            inner[at[1] + k] = kept
    if run:
        found.append((path, at[0], at[0] + run, "".join(come[:run])))
    return True


def _kept(olds: list[str], markup: str) -> tuple[int, int, int, int]:
    """How many nodes of ``olds`` ``markup`` keeps at its start and where the others start, how many at its end and
    where they start."""
    head, at = 0, 0
    while head < len(olds) and markup.startswith(olds[head], at) and _whole(markup, at, olds[head]):
        at += len(olds[head])
        head += 1
    tail, end = 0, len(markup)
    while tail < len(olds) - head and markup.endswith(olds[-1 - tail], at, end) and \
            _whole(markup, end - len(olds[-1 - tail]), olds[-1 - tail]):
        end -= len(olds[-1 - tail])
        tail += 1
    return head, at, tail, end


def _whole(markup: str, at: int, node: str) -> bool:
    """Whether ``node``, found in ``markup`` at ``at``, is a whole node of it (a text runs from a tag to a tag)."""
    return node[0] == "<" or ((at == 0 or markup[at - 1] == ">") and
                              (at + len(node) == len(markup) or markup[at + len(node)] == "<"))


def _nodes(markup: str, like: Sequence[str] = ()) -> list[str] | None:
    """The markup of each node ``markup`` makes at its top (an element with all it holds, a text, a comment); None:
    an end tag without its start. ``like``: the nodes of a markup like it, taken as they are where it repeats them in
    the same order (most of a board is as it was at the click before)."""
    found: list[str] = []
    at, size, follows = 0, len(markup), 0  # follows: the node of ``like`` that may come next
    while at < size:
        if follows < len(like) and markup.startswith(like[follows], at) and _whole(markup, at, like[follows]):
            found.append(like[follows])
            at += len(like[follows])
            follows += 1
            continue
        follows += 1
        if markup[at] != "<":
            end = _next_tag(markup, at)
        elif markup.startswith("<!--", at):
            end = markup.find("-->", at)
            end = size if end < 0 else end + 3
        else:
            m = _START.match(markup, at)
            if m is None:
                return None
            end, tag = m.end(), m[1].lower()
            if not m[2] and tag not in _VOID:
                end = _end_tag(markup, tag, end)
        found.append(markup[at:end])
        at = end
    return found


_EDIT_FRAMES = _FRAMES | {"ul", "li"}  # and a panel's lists (its players' rows): edited by what they hold


def _insides(shown: str, markup: str) -> tuple[str, str] | None:
    """What two frames (``_EDIT_FRAMES``) with the same start tag hold, else None."""
    m = _START.match(shown)
    if m is None or m[2] or m[1] not in _EDIT_FRAMES or not markup.startswith(m[0]):
        return None
    close = f"</{m[1]}>"
    if not (shown.endswith(close) and markup.endswith(close)):
        return None
    return shown[m.end():-len(close)], markup[m.end():-len(close)]


def plain_board(session: Session, index: int, seat: int | None, tokens: list[Token], ui: dict[str, Any]) -> str:
    """The board of ``session.states[index]`` as ``seat`` sees it, without moves: the ground of a diff (the board
    ``render.compose`` draws, without the panel beside it)."""
    state, game = session.states[index], session.game
    return _draw_plain(game.name, game.view(state, seat), tokens, ui, game.outcome(state))


def _draw_plain(game_name: str, view: dict[str, Any], tokens: list[Token], ui: dict[str, Any],
                outcome: Outcome | None) -> str:
    view_ui = {k: v for k, v in ui.items() if k.startswith("view_")}
    board: str = renderer(game_name).render(view, [], lambda action: "", tokens=tokens, ui=view_ui, outcome=outcome,
                                            lang=ENGLISH)
    return board


class _Plain(NamedTuple):
    """A board drawn without moves (``PlainBoards``): of which state, with which display toggles, from which view
    (without ``seat``), for which seats, and its markup."""

    state: State
    toggles: tuple[tuple[str, str], ...]
    seen: dict[str, Any]
    seats: set[int | None]
    board: str


class PlainBoards:
    """The parts of the boards drawn without moves (``plain_board``), each drawn once per state, view and display
    toggles and each board read once: a click compares the board now with the one drawn at the click before, which
    another seat often sees the same. A view is compared without who looks at it (``seat``): the board is drawn from
    the view alone (the renderers' contract, ``sobremesa.render``), so seats that see the same (no hidden
    information) share it. Kept by the state itself (an undone state played again is another) with the seats that
    asked for it, whose views are not computed again; the last ``KEEP`` only."""

    KEEP = 8

    def __init__(self) -> None:
        self._boards: list[_Plain] = []  # the newest last
        self._parsed: dict[str, list[Part]] = {}
        self._generation = _generation  # of the numbers the parts were read with (``forget_if_full``)

    def parts(self, session: Session, index: int, seat: int | None, tokens: list[Token],
              ui: dict[str, Any], view: dict[str, Any] | None = None) -> list[Part]:
        """The parts of ``plain_board(session, index, seat, tokens, ui)``; ``view``: the seat's view of that state
        when the caller has it (the board shown was drawn from it: not computed again)."""
        state, game = session.states[index], session.game
        if _generation != self._generation:
            self._parsed.clear()
            self._generation = _generation
        toggles = tuple(sorted((k, repr(v)) for k, v in ui.items() if k.startswith("view_")))
        mine = [e for e in self._boards if e.state is state and e.toggles == toggles]
        kept = next((e for e in mine if seat in e.seats), None)
        if kept is None:
            view = game.view(state, seat) if view is None else view
            seen = {k: v for k, v in view.items() if k != "seat"}
            kept = next((e for e in mine if e.seen == seen), None) or \
                _Plain(state, toggles, seen, set(), _draw_plain(game.name, view, tokens, ui, game.outcome(state)))
            kept.seats.add(seat)
        board = kept.board
        found = self._parsed.pop(board, None)
        if found is None:
            found = parts(board, self._parsed[next(reversed(self._parsed))] if self._parsed else ())
        self._boards = [e for e in self._boards if e is not kept]  # by identity: comparing states is dear
        self._boards.append(kept)  # the newest last
        self._parsed[board] = found
        del self._boards[:-self.KEEP]
        _keep_last(self._parsed, self.KEEP)
        return found


def _keep_last(cache: dict[Any, Any], count: int) -> None:
    """Forget the oldest entries of ``cache`` (in the order they were put) but ``count``."""
    while len(cache) > count:
        del cache[next(iter(cache))]
