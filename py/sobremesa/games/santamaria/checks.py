"""The invariants of a Santa Maria state, checked after every action by the property tests and on
every load: each component family is conserved, every token is where the rules allow it.
``invariants`` lists what is broken ([] when the state is sound), one helper per family."""

from __future__ import annotations

from collections.abc import Iterable

from ...core import checks
from ...core.i18n import Message
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
    """[] when ``found`` holds exactly the components ``expected``, else what is extra and missing (``what``: the
    family's English name, "shipping tiles", its words ``santamaria.check.what.shipping_tiles``)."""
    return checks.conserved(found, expected, Message(f"santamaria.check.what.{what.replace(' ', '_')}"))


def _turn_problems(s: SantaMariaState) -> list[str]:
    """The phase, the year, who is on turn, who has withdrawn, whose tasks are open."""
    problems: list[str] = []
    if s.phase not in ("sets", "play", "over") or not 1 <= s.year <= s.rules.years:
        problems.append(Message("santamaria.check.phase", phase=repr(s.phase), year=s.year))
    if (s.phase == "sets") != bool(s.sets) or (s.tasks and s.phase != "play") or (s.main_done and not s.tasks):
        problems.append(Message("santamaria.check.phase_tasks"))
    seated = [q for q in s.retire if q is not None]
    out = [q for q in range(s.players) if s.out[q]]
    if len(set(seated)) != len(seated) or (s.phase == "play" and sorted(seated) != out):
        problems.append(Message("santamaria.check.retire", retire=str(seated), out=str(out)))
    if s.phase == "play" and not s.tasks and s.seat is not None and s.out[s.seat]:
        problems.append(Message("santamaria.check.withdrawn_on_turn", seat=s.seat))
    if not s.rules.hands_over and any(t[1] != s.seat for t in s.tasks):
        problems.append(Message("santamaria.check.task_seat"))
    return problems


def _held_dice(s: SantaMariaState, p: int | None = None) -> list[str]:
    """The dice in hand (of seat ``p``, or of anyone): taken, while their line activates."""
    return [t[2][0] for t in s.tasks if t[0] in ("line", "putdie") and p in (None, t[1])]


def _dice_problems(s: SantaMariaState) -> list[str]:
    """White dice: the pool, on buildings, in hand; blue: the common board, the seats, on buildings, in hand (and
    those the modules hold: AK Module D's on the City's board); no seat with more blue dice than it can gain (§4.2)."""
    problems: list[str] = []
    n = s.players
    held = _held_dice(s)
    kept = hooks.dice(s)
    placed = [m[0] for ms in s.markers for m in ms.values()] + [colour for _, colour in kept]
    white = len(s.white) + placed.count("w") + held.count("w")
    if white != s.rules.white_dice:
        problems.append(Message("santamaria.check.white_dice", count=white, want=s.rules.white_dice))
    blue = s.blue_store + sum(len(b) for b in s.blue) + placed.count("b") + held.count("b")
    if blue != s.rules.blue_dice * n:
        problems.append(Message("santamaria.check.blue_dice", count=blue, want=s.rules.blue_dice * n))
    for p in range(n):
        mine = len(s.blue[p]) + [m[0] for m in s.markers[p].values()].count("b") + _held_dice(s, p).count("b") \
            + kept.count((p, "b"))
        if mine > s.rules.blue_dice:
            problems.append(Message("santamaria.check.blue_seat", seat=p, count=mine, most=s.rules.blue_dice))
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
        problems.append(Message("santamaria.check.stacks", stacks=str(sorted(s.tile_stacks)),
                                shapes=str(sorted(s.rules.display))))
    roads = sum(tile == "road" for pl in s.placed for tile, _ in pl)
    if roads + s.roads != s.rules.roads:
        problems.append(Message("santamaria.check.roads", placed=roads, left=s.roads, total=s.rules.roads))
    return problems


def _monk_problems(s: SantaMariaState) -> list[str]:
    """Scholars and bishops conserved; a monk slot for each in play and each station; seats on them."""
    scholars = [*s.scholars, *s.scholar_box, *filter(None, s.personal), *(x for _, x in s.sets)]
    problems = conserved("scholars", scholars, s.rules.scholars)
    problems += conserved("bishops", [*s.bishops, *s.bishop_box], s.rules.bishops)
    if set(s.monks) != {*s.scholars, *s.bishops, *s.rules.missions}:
        problems.append(Message("santamaria.check.monk_slots", slots=str(sorted(s.monks))))
    for slot, seats in s.monks.items():
        if len(set(seats)) != len(seats) or any(not 0 <= q < s.players for q in seats):
            problems.append(Message("santamaria.check.monks_on", slot=slot, seats=str(seats)))
    return problems


def _stock_problems(s: SantaMariaState, p: int) -> list[str]:
    """A seat's storage, money, tracks, monks and white dice within their limits."""
    problems: list[str] = []
    held = s.res[p]
    stored = len(held) == len(s.rules.resources) and all(0 <= n <= room(s, p, r)
                                                         for r, n in zip(s.rules.resources, held))
    if not stored or s.coins[p] < 0 or s.happy[p] < 0:
        problems.append(Message("santamaria.check.stock", seat=p, held=str(held), coins=s.coins[p], happy=s.happy[p]))
    if not 0 <= s.rel[p] <= RELIGION_END or not 0 <= s.conq[p] <= CONQUEST_END:
        problems.append(Message("santamaria.check.tracks", seat=p, rel=s.rel[p], conq=s.conq[p]))
    if not 0 <= monks_left(s, p) <= s.rules.monks:
        problems.append(Message("santamaria.check.monks_left", seat=p, count=monks_left(s, p)))
    if white_taken(s, p) > s.rules.white_limit:
        problems.append(Message("santamaria.check.white_taken", seat=p, count=white_taken(s, p)))
    return problems


def _colony_problems(s: SantaMariaState, p: int) -> list[str]:
    """A colony is its printed board plus the tiles laid on its land, each in its shape and each building
    square on land of its terrain, then what the modules lay over it (``hooks.layers``); dice and coins
    only on buildings. A seat with a role of its own (AK Module D: the Mayan City) has its board and nothing
    of a colony."""
    role = s.rules.roles.get(p)
    if role is not None or not BOARDS[s.boards[p]]:
        mine = role is not None and s.boards[p] == role.board
        if not mine or s.colony[p] or s.markers[p] or s.placed[p] or any(s.harbour[p]):
            return [Message("santamaria.check.not_own_board", seat=p, board=s.boards[p],
                            count=len(s.colony[p]))]
        return []
    problems: list[str] = [Message("santamaria.check.marker_cell", seat=p, mark=mark, cell=CELL_NAMES[cell])
                           for cell, mark in s.markers[p].items() if not is_building(s.colony[p][cell])]
    expected = parse_rows(BOARDS[s.boards[p]])
    for tile, cells in s.placed[p]:
        problems += _laid_problems(p, tile, cells, expected)
    problems += hooks.layers(s, p, expected)
    for cell, (now, printed) in enumerate(zip(s.colony[p], expected)):
        if now != printed and not (printed == TOWN_HALL_SLOT and now in TOWN_HALLS):
            problems.append(Message("santamaria.check.cell_shows", seat=p, cell=CELL_NAMES[cell], now=now,
                                    printed=printed))
        if now == TOWN_HALL_SLOT and s.phase != "sets":
            problems.append(Message("santamaria.check.town_hall_empty", seat=p, cell=CELL_NAMES[cell]))
    return problems


def _laid_problems(p: int, tile: str, cells: tuple[int, ...], expected: list[str]) -> list[str]:
    """One tile laid (§2.4): a known tile in its shape, on empty land (of its terrain for buildings);
    ``expected`` (the colony as printed, tiles so far) gets its squares, which the colony must show."""
    if tile != "road" and tile not in TILES:
        return [Message("santamaria.check.no_tile", seat=p, tile=repr(tile))]
    squares = (ROAD_TILE,) if tile == "road" else TILES[tile][1]
    if len(cells) != len(squares) or (tile != "road" and not fits_shape(tile, cells)):
        return [Message("santamaria.check.shape", seat=p, tile=tile, cells=", ".join(CELL_NAMES[c] for c in cells))]
    problems: list[str] = []
    for code, cell in zip(squares, cells):
        if square(expected[cell])[0] != "land":
            problems.append(Message("santamaria.check.not_land", seat=p, tile=tile, cell=CELL_NAMES[cell]))
        elif not terrain_matches(code, expected[cell]):
            problems.append(Message("santamaria.check.terrain", seat=p, tile=tile, code=code, cell=CELL_NAMES[cell]))
        expected[cell] = code
    return problems
