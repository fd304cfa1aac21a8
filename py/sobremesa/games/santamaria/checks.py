"""The invariants of a Santa Maria state, checked after every action by the property tests and on
every load: each component family is conserved, every token is where the rules allow it.
``invariants`` lists what is broken ([] when the state is sound), one helper per family."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from . import hooks
from .colony import CELL_NAMES, fits_shape, is_building, parse_rows, square, terrain_matches
from .data import BOARDS, CONQUEST_END, RELIGION_END, ROAD_TILE, TILES, TOWN_HALL_SLOT, TOWN_HALLS
from .effects import monks_left, room
from .state import SantaMariaState
from .turn import white_taken


def invariants(s: SantaMariaState) -> list[str]:
    problems = _turn_problems(s) + _dice_problems(s) + _tile_problems(s) + _monk_problems(s) + hooks.invariants(s)
    for p in range(s.players):
        problems += _stock_problems(s, p) + _colony_problems(s, p)
    return problems


def conserved(what: str, found: Iterable[str], expected: Iterable[str]) -> list[str]:
    """[] when ``found`` holds exactly the components ``expected``, else what is extra and missing."""
    have, want = Counter(found), Counter(expected)
    if have == want:
        return []
    return [f"{what} not conserved: {sorted((have - want).elements())} extra, "
            f"{sorted((want - have).elements())} missing"]


def _turn_problems(s: SantaMariaState) -> list[str]:
    """The phase, the year, who is on turn, who has withdrawn, whose tasks are open."""
    problems = []
    if s.phase not in ("sets", "play", "over") or not 1 <= s.year <= s.rules.years:
        problems.append(f"phase {s.phase!r} in year {s.year}")
    if (s.phase == "sets") != bool(s.sets) or (s.tasks and s.phase != "play") or (s.main_done and not s.tasks):
        problems.append("the phase does not match the open sets, tasks or main action")
    seated = [q for q in s.retire if q is not None]
    out = [q for q in range(s.players) if s.out[q]]
    if len(set(seated)) != len(seated) or (s.phase == "play" and sorted(seated) != out):
        problems.append(f"retiring spaces {s.retire} do not match who is out {s.out}")
    if s.phase == "play" and not s.tasks and s.seat is not None and s.out[s.seat]:
        problems.append(f"seat {s.seat} has withdrawn but is on turn")
    if not s.rules.hands_over and any(t[1] != s.seat for t in s.tasks):
        problems.append("a task belongs to a seat whose turn it is not")
    return problems


def _held_dice(s: SantaMariaState, p: int | None = None) -> list[str]:
    """The dice in hand (of seat ``p``, or of anyone): taken, while their line activates."""
    return [t[2][0] for t in s.tasks if t[0] in ("line", "putdie") and p in (None, t[1])]


def _dice_problems(s: SantaMariaState) -> list[str]:
    """White dice: the pool, on buildings, in hand; blue: the common board, the seats, on buildings, in hand (and
    those the modules hold: AK Module D's on the City's board); no seat with more blue dice than it can gain (§4.2)."""
    problems = []
    n = s.players
    held = _held_dice(s)
    kept = hooks.dice(s)
    placed = [m[0] for ms in s.markers for m in ms.values()] + [colour for _, colour in kept]
    white = len(s.white) + placed.count("w") + held.count("w")
    if white != s.rules.white_dice:
        problems.append(f"{white} white dice instead of {s.rules.white_dice}")
    blue = s.blue_store + sum(len(b) for b in s.blue) + placed.count("b") + held.count("b")
    if blue != s.rules.blue_dice * n:
        problems.append(f"{blue} blue dice instead of {s.rules.blue_dice * n}")
    for p in range(n):
        mine = len(s.blue[p]) + [m[0] for m in s.markers[p].values()].count("b") + _held_dice(s, p).count("b") \
            + kept.count((p, "b"))
        if mine > s.rules.blue_dice:
            problems.append(f"seat {p} has {mine} blue dice; a seat gains at most {s.rules.blue_dice}")
    return problems


def _tile_problems(s: SantaMariaState) -> list[str]:
    """Shipping orders, expansion tiles, road tiles and town halls (with those the modules hold)."""
    ships = [*filter(None, s.docks), *s.ship_stack, *(t for h in s.harbour for d in h for t in d),
             *hooks.components(s, "shipping tiles")]
    pending = [t[2] for t in s.tasks if t[0] == "place"]
    laid = [tile for pl in s.placed for tile, _ in pl if tile != "road"]
    stacks = [t for v in s.tile_stacks.values() for t in v]
    halls = [c for col in s.colony for c in col if c in TOWN_HALLS]
    problems = (conserved("shipping tiles", ships, s.rules.orders)
                + conserved("expansion tiles", [*s.display, *s.discard, *pending, *laid, *stacks], s.rules.tiles)
                + conserved("town halls", [*halls, *s.th_box, *(h for h, _ in s.sets)], s.rules.town_halls))
    if set(s.tile_stacks) != set(s.rules.display):
        problems.append(f"tile stacks {sorted(s.tile_stacks)} are not the shapes {sorted(s.rules.display)}")
    roads = sum(tile == "road" for pl in s.placed for tile, _ in pl)
    if roads + s.roads != s.rules.roads:
        problems.append(f"{roads} road tiles placed and {s.roads} left, not {s.rules.roads}")
    return problems


def _monk_problems(s: SantaMariaState) -> list[str]:
    """Scholars and bishops conserved; a monk slot for each in play and each station; seats on them."""
    scholars = [*s.scholars, *s.scholar_box, *filter(None, s.personal), *(x for _, x in s.sets)]
    problems = conserved("scholars", scholars, s.rules.scholars)
    problems += conserved("bishops", [*s.bishops, *s.bishop_box], s.rules.bishops)
    if set(s.monks) != {*s.scholars, *s.bishops, *s.rules.missions}:
        problems.append(f"monk slots {sorted(s.monks)} are not the scholars, bishops and stations in play")
    for slot, seats in s.monks.items():
        if len(set(seats)) != len(seats) or any(not 0 <= q < s.players for q in seats):
            problems.append(f"monks on {slot}: {seats}")
    return problems


def _stock_problems(s: SantaMariaState, p: int) -> list[str]:
    """A seat's storage, money, tracks, monks and white dice within their limits."""
    problems = []
    who = f"seat {p}"
    held = s.res[p]
    stored = len(held) == len(s.rules.resources) and all(0 <= n <= room(s, p, r)
                                                         for r, n in zip(s.rules.resources, held))
    if not stored or s.coins[p] < 0 or s.happy[p] < 0:
        problems.append(f"{who}: resources {held}, coins {s.coins[p]}, happiness {s.happy[p]}")
    if not 0 <= s.rel[p] <= RELIGION_END or not 0 <= s.conq[p] <= CONQUEST_END:
        problems.append(f"{who}: track positions {s.rel[p]}, {s.conq[p]}")
    if not 0 <= monks_left(s, p) <= s.rules.monks:
        problems.append(f"{who}: {monks_left(s, p)} monks left")
    if white_taken(s, p) > s.rules.white_limit:
        problems.append(f"{who} took {white_taken(s, p)} white dice")
    return problems


def _colony_problems(s: SantaMariaState, p: int) -> list[str]:
    """A colony is its printed board plus the tiles laid on its land, each in its shape and each building
    square on land of its terrain, then what the modules lay over it (``hooks.layers``); dice and coins
    only on buildings. A seat with a role of its own (AK Module D: the Mayan City) has its board and nothing
    of a colony."""
    who = f"seat {p}"
    role = s.rules.roles.get(p)
    if role is not None or not BOARDS[s.boards[p]]:
        mine = role is not None and s.boards[p] == role.board
        if not mine or s.colony[p] or s.markers[p] or s.placed[p] or any(s.harbour[p]):
            return [f"{who}: the board {s.boards[p]} with a colony of {len(s.colony[p])} spaces is not its own"]
        return []
    problems = [f"{who}: {mark} on {CELL_NAMES[cell]}, not a building"
                for cell, mark in s.markers[p].items() if not is_building(s.colony[p][cell])]
    expected = parse_rows(BOARDS[s.boards[p]])
    for tile, cells in s.placed[p]:
        problems += _laid_problems(p, tile, cells, expected)
    problems += hooks.layers(s, p, expected)
    for cell, (now, printed) in enumerate(zip(s.colony[p], expected)):
        if now != printed and not (printed == TOWN_HALL_SLOT and now in TOWN_HALLS):
            problems.append(f"{who}: {CELL_NAMES[cell]} shows {now}, expected {printed}")
        if now == TOWN_HALL_SLOT and s.phase != "sets":
            problems.append(f"{who}: the town-hall space {CELL_NAMES[cell]} is empty after the set-up")
    return problems


def _laid_problems(p: int, tile: str, cells: tuple[int, ...], expected: list[str]) -> list[str]:
    """One tile laid (§2.4): a known tile in its shape, on empty land (of its terrain for buildings);
    ``expected`` (the colony as printed, tiles so far) gets its squares, which the colony must show."""
    who = f"seat {p}: {tile}"
    if tile != "road" and tile not in TILES:
        return [f"seat {p}: no expansion tile {tile!r}"]
    squares = (ROAD_TILE,) if tile == "road" else TILES[tile][1]
    if len(cells) != len(squares) or (tile != "road" and not fits_shape(tile, cells)):
        return [f"{who} at {', '.join(CELL_NAMES[c] for c in cells)} is not laid in its shape"]
    problems = []
    for code, cell in zip(squares, cells):
        if square(expected[cell])[0] != "land":
            problems.append(f"{who} at {CELL_NAMES[cell]} is not on empty land")
        elif not terrain_matches(code, expected[cell]):
            problems.append(f"{who}: {code} at {CELL_NAMES[cell]} is not on land of its terrain")
        expected[cell] = code
    return problems
