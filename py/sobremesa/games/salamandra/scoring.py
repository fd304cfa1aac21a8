"""End of the game: spellbooks, faith majorities, unused scrolls (rule "End of the game")."""

from __future__ import annotations

from ...core import Event
from .data import DIVINITIES, FAITH_VP, LABOUR, SALAMANDERS
from .effects import add_vp, book_value
from .state import RUDOLPH


def faith(s, p: int) -> dict:
    bear = sum(DIVINITIES[c][0] for c in s.cards[p] if c.startswith("Be"))
    eagle = sum(DIVINITIES[c][0] for c in s.cards[p] if c.startswith("Ea"))
    return {"salamander": sum(SALAMANDERS[c][0] for c in s.sals[p]), "bear": bear, "eagle": eagle}


def majority(faiths: dict, first: int, second: int) -> dict:
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


def final_scoring(s) -> None:
    n = s.players
    books = [0] * n
    rudolph_books = 0
    for b, spots in enumerate(s.book_spots):
        for level, who in enumerate(spots):
            if who == RUDOLPH:
                rudolph_books += LABOUR[s.options["level"]][1]
            elif who is not None:
                books[who] += book_value(s, who, b, level)
    faiths = {p: faith(s, p) for p in range(n)}
    if s.solo:
        rudolph_faith = LABOUR[s.options["level"]][3]
        faiths[RUDOLPH] = {d: rudolph_faith for d in FAITH_VP}
    faith_vp = {w: 0 for w in faiths}
    for divinity, (first, second) in FAITH_VP.items():
        for w, v in majority({w: f[divinity] for w, f in faiths.items()}, first, second).items():
            faith_vp[w] += v
    final = []
    for p in range(n):
        parts = {"books": books[p], "faith": faith_vp[p], "scrolls": s.scrolls[p]}
        add_vp(s, p, sum(parts.values()))
        final.append(parts)
        s.events.append(Event(f"{s.names[p]} scores {parts['books']} (spellbooks) + {parts['faith']} (faith) + "
                              f"{parts['scrolls']} (scrolls): {s.vp[p]} VP."))
    if s.solo:
        parts = {"books": rudolph_books, "faith": faith_vp[RUDOLPH], "scrolls": s.r_scrolls}
        s.r_vp += sum(parts.values())
        final.append(parts)
        s.events.append(Event(f"Rudolph scores {parts['books']} + {parts['faith']} + {parts['scrolls']}: "
                              f"{s.r_vp} VP."))
        s.result = "won" if s.vp[0] > s.r_vp else "lost"
        s.events.append(Event(f"{s.names[0]} {s.result} against Rudolph."))
    s.final = final
    s.phase = "over"
