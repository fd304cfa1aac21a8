"""Describe the board (issue 13): the seat's view as a text for a screen reader, opened by a button of the table.

It reads the view only, through what the game already says in words: the counters of every player
(``Game.counters``) and everything its renderer names on the board and the panel beside it (each element's hover
text and label, drawn from the same view with no moves). So it shows exactly what the seat's screen shows: another
seat's hand is not in the view, hence not here, and no code of the data tables is either.
"""

from __future__ import annotations

from html.parser import HTMLParser
from typing import Any

from ..core import Game
from ..core.i18n import ENGLISH, counted, say
from . import Token, compose, esc

_MOVES = ("data-action", "data-choices")  # moves: the prompt says what to decide
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
_BLOCKS = {"address", "article", "aside", "button", "dd", "details", "div", "dl", "dt", "figcaption", "figure",
           "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header", "li", "ol", "p", "section", "summary", "table",
           "td", "th", "tr", "ul"}


class _Names(HTMLParser):
    """The words of a drawn board, in document order: each element's label or hover text (once), and the text of
    the HTML panel a block at a time (not the SVG's <text>, which only repeats numbers and letters drawn on the
    pieces, nor what is hidden from a screen reader or offers a move)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.lines: list[str] = []
        self.stack: list[tuple[str, str, bool, bool]] = []  # (tag, label, hidden, inside an SVG) of open elements
        self.title: list[str] | None = None
        self.text: list[str] = []  # the HTML block being read

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.text.append(" ")  # an element is a break between words
        found = dict(attrs)
        parent = self.stack[-1] if self.stack else ("", "", False, False)
        hidden = parent[2] or any(k in found for k in _MOVES) or found.get("aria-hidden") == "true"
        if tag == "title":
            self.title = []
        elif tag not in _VOID:
            if tag in _BLOCKS or tag == "svg":
                self._flush()
            label = "" if hidden else found.get("aria-label") or ""
            self.stack.append((tag, label, hidden, parent[3] or tag == "svg"))
            self._add(label)

    def handle_endtag(self, tag: str) -> None:
        if tag == "title" and self.title is not None:
            text, self.title = " ".join("".join(self.title).split()), None
            if self.stack and not self.stack[-1][2] and self.stack[-1][1] != text:  # unless its label says it
                self._add(text)
            return
        self.text.append(" ")
        if tag in _BLOCKS or tag == "svg":
            self._flush()
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data: str) -> None:
        if self.title is not None:
            self.title.append(data)
        elif self.stack and not self.stack[-1][2] and not self.stack[-1][3]:
            self.text.append(data)

    def close(self) -> None:
        super().close()
        self._flush()

    def _flush(self) -> None:
        self._add(" ".join("".join(self.text).split()))
        self.text = []

    def _add(self, text: str) -> None:
        if text:
            self.lines.append(text)


def named(markup: str, lang: str = ENGLISH) -> list[str]:
    """The words of ``markup``, with a run of the same line told once with its count ("white die 2 (4 times)", in
    ``lang``)."""
    parser = _Names()
    parser.feed(markup)
    parser.close()
    out: list[tuple[str, int]] = []
    for line in parser.lines:
        if out and out[-1][0] == line:
            out[-1] = (line, out[-1][1] + 1)
        else:
            out.append((line, 1))
    return [line if n == 1 else say(lang, "describe.repeated", line=line, count=n) for line, n in out]


def counters_text(game: Game[Any], view: dict[str, Any], seat: int | None, lang: str = ENGLISH) -> list[str]:
    """One line a player, in ``lang``: "Ana (you): 3 coins, 1 wood and 2 points"."""
    players = view.get("players") or []
    out = []
    for p, counts in sorted(game.counters(view).items()):
        named_ = isinstance(players[p], dict) if p < len(players) else False
        name = players[p]["name"] if named_ else say(lang, "describe.player_number", number=p + 1)
        who = say(lang, "describe.you", name=name) if p == seat else name
        amounts = [counted(game.name, word, n, lang) for word, n in counts.items()]
        out.append(say(lang, "describe.counts", who=who, counts=amounts) if amounts
                   else say(lang, "describe.nothing_counted", who=who))
    return out


def board_text(game: Game[Any], view: dict[str, Any], seat: int | None, prompt: str, tokens: list[Token],
               lang: str = ENGLISH) -> str:
    """The board in words for ``seat`` in ``lang`` (HTML: headings and lists, every text escaped); ``tokens`` as
    the table draws its players; ``prompt`` already in ``lang``."""
    drawn = compose(game.name, view, [], lambda action: "", tokens, {}, lang=lang)
    sections = [("describe.now", [prompt]), ("describe.players", counters_text(game, view, seat, lang)),
                ("describe.on_board", named(drawn["board"], lang)),
                ("describe.beside_board", named(drawn["side"], lang))]
    return "".join(f"<h3>{esc(say(lang, heading))}</h3><ul>{''.join(f'<li>{esc(line)}</li>' for line in lines)}</ul>"
                   for heading, lines in sections if lines)
