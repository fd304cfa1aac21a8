"""End of the game: spellbooks, faith majorities, unused scrolls (rule "End of the game")."""

from __future__ import annotations

from ...core import Event
from . import words
from .data import DIVINITIES, FAITH_VP, SALAMANDERS
from .effects import add_vp, book_value
from .solo import ahead, labour
from .state import RUDOLPH, SalamandraState


def faith(s: SalamandraState, p: int) -> dict[str, int]:
    """Faith symbols per divinity: crowns of Salamander cards, faith of Bear and Eagle cards."""
    bear = sum(DIVINITIES[c].faith for c in s.cards[p] if c.startswith("Be"))
    eagle = sum(DIVINITIES[c].faith for c in s.cards[p] if c.startswith("Ea"))
    return {"salamander": sum(SALAMANDERS[c].crowns for c in s.sals[p]), "bear": bear, "eagle": eagle}


def majority(faiths: dict[int, int], first: int, second: int) -> dict[int, int]:
    """VP per owner for one divinity: a tie for 1st shares 1st+2nd (rounded down) and nobody is 2nd;
    a tie for 2nd shares 2nd. At least 1 faith symbol is needed to score."""
    out = {who: 0 for who in faiths}
    ranked = sorted({v for v in faiths.values() if v > 0}, reverse=True)
    if not ranked:
        return out
    top = [w for w, v in faiths.items() if v == ranked[0]]
    if len(top) > 1:
        for w in top:
            out[w] = (first + second) // len(top)
        return out
    out[top[0]] = first
    if len(ranked) > 1:
        runners = [w for w, v in faiths.items() if v == ranked[1]]
        for w in runners:
            out[w] = second // len(runners)
    return out


def final_scoring(s: SalamandraState) -> None:
    """Spellbooks, faith majorities (Rudolph as a second player in solo) and unused scrolls; the game ends."""
    faith_vp = faith_points(s)
    final = []
    for p in range(s.players):
        parts = {"books": books_points(s, p), "faith": faith_vp[p], "scrolls": s.scrolls[p]}
        add_vp(s, p, sum(parts.values()))
        final.append(parts)
        s.events.append(Event(words.final_score(s.names[p], parts, s.vp[p])))
    if s.solo:
        parts = {"books": books_points(s, RUDOLPH), "faith": faith_vp[RUDOLPH], "scrolls": s.r_scrolls}
        s.r_vp += sum(parts.values())
        final.append(parts)
        s.events.append(Event(words.final_score("Rudolph", parts, s.r_vp)))
        s.events.append(Event(words.solo_result(s.names[0], ahead(s))))
    s.final = tuple(final)
    s.phase = "over"


"""The parts of the final scoring in the rulebook's order ("End of the game"), with their words."""


def categories(s: SalamandraState) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The score of a finished game by category, for the end screen: the VP gained during the game, then
    the final scoring's parts as ``final_scoring`` recorded them (``final``, seats first; Rudolph's last). A solo
    game lost before the final scoring has only the first."""
    seats = range(s.players)
    final = s.final
    parts = [] if final is None else [(name, tuple(final[p][key] for p in seats)) for key, name in words.FINAL_PARTS]
    during = tuple(s.vp[p] - sum(points[p] for _, points in parts) for p in seats)
    return ((words.DURING, during), *parts)


def books_points(s: SalamandraState, who: int) -> int:
    """A player's spellbook spots (X per spot); Rudolph's labour VP per apprentice on a spellbook."""
    if who == RUDOLPH:
        return labour(s).book_vp * sum(spots.count(RUDOLPH) for spots in s.book_spots)
    return sum(book_value(s, who, b, level) for b, spots in enumerate(s.book_spots)
               for level, owner in enumerate(spots) if owner == who)


def faith_points(s: SalamandraState) -> dict[int, int]:
    """Faith VP per owner; in solo Rudolph has his level's faith for each divinity (a 2-player comparison)."""
    faiths = {p: faith(s, p) for p in range(s.players)}
    if s.solo:
        faiths[RUDOLPH] = {d: labour(s).faith for d in FAITH_VP}
    out = dict.fromkeys(faiths, 0)
    for divinity, (first, second) in FAITH_VP.items():
        for w, v in majority({w: f[divinity] for w, f in faiths.items()}, first, second).items():
            out[w] += v
    return out
