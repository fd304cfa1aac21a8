"""Final scoring (§7.1), ties (§7.2) and the solo goal and achievements (§7.3)."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from ...core import Outcome
from ...core.i18n import Message
from . import hooks
from .colony import CELLS, COLUMN, NEIGHBOURS, ROW, colonists, is_land, square
from .data import (
    BISHOPS,
    COINS_PER_POINT,
    COLONIST_POINTS,
    DOCKS,
    ORDERS,
    SCHOLARS,
    SET_POINTS,
    SIZE,
    SOLO_ACHIEVEMENTS,
    SOLO_GOAL,
)
from .effects import final_price
from .state import SantaMariaState

Count = Callable[[SantaMariaState, int], int]


def _terrain_buildings(letter: str) -> Count:
    return lambda s, p: sum(1 for code in s.colony[p] if square(code)[0] == "building" and square(code)[2] == letter)


def _complete_lines(s: SantaMariaState, p: int) -> int:
    lines = [*ROW.values(), *COLUMN.values()]
    return sum(all(not is_land(s.colony[p][c]) for c in line) for line in lines)


def _monks_on(s: SantaMariaState, p: int, slots: Iterable[str]) -> int:
    return sum(p in s.monks[slot] for slot in slots if slot in s.monks)


BISHOP_COUNTS: dict[str, Count] = {  # bishop id -> what it counts for a seat (§9.4)
    "B1": _terrain_buildings("F"),
    "B2": _terrain_buildings("P"),
    "B3": _terrain_buildings("M"),
    "B4": lambda s, p: sum(len(d) for d in s.harbour[p]),
    "B5": _complete_lines,
    "B6": lambda s, p: _monks_on(s, p, [*SCHOLARS, *s.rules.missions]),
}


def bishop_points(s: SantaMariaState, p: int, bishop: str) -> int:
    _, each, most = BISHOPS[bishop]
    count = BISHOP_COUNTS[bishop] if bishop in BISHOP_COUNTS else s.rules.bishop_counts[bishop]
    return min(most, each * count(s, p))


def ship_sets(s: SantaMariaState, p: int) -> int:
    return min(len(d) for d in s.harbour[p]) if len(s.harbour[p]) == len(DOCKS) else 0


def breakdown(s: SantaMariaState, p: int) -> dict[str, int]:
    """The final score of a seat, category by category, in the order of §7.1; the expansion modules'
    categories after them (``hooks.final_scoring``)."""
    mine = [b for b in s.bishops if p in s.monks[b]]
    bishops = sum(bishop_points(s, p, b) for b in mine)
    coins = s.coins[p] + sum(n * final_price(s, p, r) for r, n in zip(s.rules.resources, s.res[p]) if n)
    parts = {
        "happiness": s.happy[p],
        "colonists": COLONIST_POINTS * colonists(s.colony[p]),
        "bishops": bishops,
        **({"bishop monks": -s.rules.bishop_penalty * len(mine)} if s.rules.bishop_penalty else {}),
        "ships": sum(ORDERS[t][1] for d in s.harbour[p] for t in d),
        "ship sets": SET_POINTS * ship_sets(s, p),
        "coins": coins // COINS_PER_POINT,
    }
    hooks.final_scoring(s, p, parts)
    if p in s.rules.roles:   # a role scores only its own categories (AK Module D: happiness and coins)
        parts = {k: v if k in s.rules.roles[p].scores else 0 for k, v in parts.items()}
    parts["total"] = sum(parts.values())
    parts["coins left"] = coins % COINS_PER_POINT
    return parts


def final_scores(s: SantaMariaState) -> list[int]:
    return [breakdown(s, p)["total"] for p in range(s.players)]


def winners(s: SantaMariaState) -> list[int]:
    """§7.2: most happiness; then most coins left over after the division; else a shared win."""
    keys = [(b["total"], b["coins left"]) for b in (breakdown(s, p) for p in range(s.players))]
    best = max(keys)
    return [p for p, k in enumerate(keys) if k == best]


def terrain_chain(s: SantaMariaState, p: int) -> bool:
    """An unbroken chain of buildings of one terrain from west to east or north to south (§7.3)."""
    colony = s.colony[p]
    for letter in {square(c)[2] for c in colony if square(c)[0] == "building"} - {None}:
        spaces = {c for c in range(CELLS) if square(colony[c])[0] == "building" and square(colony[c])[2] == letter}
        for starts, goal in ((ROW_STARTS, ROW_ENDS), (COL_STARTS, COL_ENDS)):
            seen = set(starts) & spaces
            todo = list(seen)
            while todo:
                for n in NEIGHBOURS[todo.pop()]:
                    if n in spaces and n not in seen:
                        seen.add(n)
                        todo.append(n)
            if seen & goal:
                return True
    return False


ROW_STARTS = {r * SIZE for r in range(SIZE)}            # west edge
ROW_ENDS = {r * SIZE + SIZE - 1 for r in range(SIZE)}   # east edge
COL_STARTS = set(range(SIZE))                           # north edge
COL_ENDS = {CELLS - SIZE + c for c in range(SIZE)}      # south edge


def solo_won(s: SantaMariaState) -> bool:
    """§7.3: the lone player wins with the goal reached."""
    return breakdown(s, 0)["total"] >= SOLO_GOAL


def achievements(s: SantaMariaState) -> dict[str, bool]:
    """§7.3: the solo achievements (data.SOLO_ACHIEVEMENTS), reached or not."""
    b = breakdown(s, 0)
    reached = {"colonists": b["colonists"], "sets": ship_sets(s, 0), "bishops": b["bishops"],
               "chain": int(terrain_chain(s, 0)), "total 120": b["total"], "total 150": b["total"]}
    return {k: reached[k] >= need for k, (_, need) in SOLO_ACHIEVEMENTS.items()}


def outcome(s: SantaMariaState) -> Outcome:
    """The final ranking after the tie-breaks (§7.2); solo, the goal reached or not (§7.3)."""
    scores = tuple(final_scores(s))
    if s.players > 1:
        return Outcome(winners=tuple(winners(s)), scores=scores)
    won = solo_won(s)
    return Outcome(winners=(0,) if won else (), scores=scores, won=won, goal=SOLO_GOAL_TEXT)


SOLO_GOAL_TEXT = Message("santamaria.solo_goal", n=SOLO_GOAL)
