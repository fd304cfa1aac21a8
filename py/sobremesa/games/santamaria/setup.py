"""Set-up (§1.3, §1.5): the common board, each seat's colony, and the advanced town-hall sets."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...core import rng
from .colony import parse_rows
from .data import (
    ADVANCED_SIDE,
    BASE_A_SIDES,
    BASE_BISHOPS,
    BASE_MISSIONS,
    BASE_SCHOLARS,
    BASE_TILES,
    BASE_TOWN_HALLS,
    BISHOP_SLOTS,
    BLUE_DICE_PER_PLAYER,
    BOARDS,
    DISPLAY,
    DOCKS,
    RESOURCES,
    RETIRING,
    ROAD_TILES,
    SCHOLAR_SLOTS,
    SOLO_SETS,
    STANDARD_ORDERS,
    START_BLUE_DICE,
    START_COINS,
    START_RESOURCES,
    STARTING_ORDERS,
    TILES,
    TOWN_HALL_SLOT,
    WHITE_DICE_PER_PLAYER,
)
from .draws import deal_display, draw, roll
from .state import SantaMariaState


def advanced(players: int, options: Mapping[str, str]) -> bool:
    """Solo always uses the advanced set-up (§7.3 [SRC] UBG)."""
    return players == 1 or options["setup"] == "advanced"


def new_state(names: Sequence[str], seed_rng: int, options: Mapping[str, str]) -> SantaMariaState:
    """The common board (steps 1-9), the players (steps 11-13), then the colony boards: the A sides
    dealt at random, or the B side and the town-hall sets to choose (§1.5)."""
    n = len(names)
    r = seed_rng
    docks: list[str | None] = list(STARTING_ORDERS)
    r = rng.shuffle(r, docks)
    scholar_box, bishop_box = list(BASE_SCHOLARS), list(BASE_BISHOPS)
    r, scholars = draw(r, scholar_box, SCHOLAR_SLOTS)
    r, bishops = draw(r, bishop_box, BISHOP_SLOTS)
    scholars.sort(key=BASE_SCHOLARS.index)
    bishops.sort()
    r, white = roll(r, WHITE_DICE_PER_PLAYER * n)
    tile_stacks = {shape: sorted(t for t in BASE_TILES if TILES[t][0] == shape) for shape in DISPLAY}
    r, display = deal_display(r, tile_stacks)
    blue = []
    for _ in range(n):
        r, dice = roll(r, START_BLUE_DICE)
        blue.append(dice)
    th_box = list(BASE_TOWN_HALLS)
    sets: list[tuple[str, str]] = []
    if advanced(n, options):
        boards = [ADVANCED_SIDE] * n
        count = SOLO_SETS if n == 1 else len(BASE_TOWN_HALLS)
        r, halls = draw(r, th_box, count)
        r, set_scholars = draw(r, scholar_box, count)
        sets = list(zip(halls, set_scholars))
        th_box.sort()
        phase, order = "sets", list(reversed(range(n)))   # [DESIGNED] the last seat chooses first
    else:
        sides = list(BASE_A_SIDES)
        r = rng.shuffle(r, sides)   # [DESIGNED] the A sides are dealt at random
        boards = sides[:n]
        phase, order = "play", list(range(n))
    return SantaMariaState(
        rng=r, barrier=True, names=tuple(names), options=dict(options),
        phase=phase, year=1, order=order, seat=order[0], out=[False] * n, retire=[None] * len(RETIRING),
        main_done=False, tasks=[],
        white=white, blue_store=(BLUE_DICE_PER_PLAYER - START_BLUE_DICE) * n, docks=docks[:len(DOCKS)],
        ship_stack=list(STANDARD_ORDERS), scholars=scholars, bishops=bishops,
        monks={slot: [] for slot in (*scholars, *bishops, *BASE_MISSIONS)},
        display=display, tile_stacks=tile_stacks, discard=[], roads=ROAD_TILES, sets=sets,
        scholar_box=scholar_box, bishop_box=bishop_box, th_box=th_box,
        boards=boards, colony=[parse_rows(BOARDS[b]) for b in boards], markers=[{} for _ in range(n)],
        res=[[START_RESOURCES.get(x, 0) for x in RESOURCES] for _ in range(n)],
        coins=[START_COINS[p] for p in range(n)], happy=[0] * n, blue=blue, rel=[0] * n, conq=[0] * n,
        harbour=[[[] for _ in DOCKS] for _ in range(n)], placed=[[] for _ in range(n)], personal=[None] * n)


def start_play(s: SantaMariaState) -> None:
    s.phase, s.order, s.seat = "play", list(range(s.players)), 0


def choose_set(s: SantaMariaState, p: int, index: int) -> None:
    """§1.5: the town hall goes on the B side's town-hall space; the scholar is personal."""
    hall, scholar = s.sets.pop(index)
    s.colony[p][s.colony[p].index(TOWN_HALL_SLOT)] = hall
    s.personal[p] = scholar
    s.order.pop(0)
    if s.order:
        s.seat = s.order[0]
        return
    for hall, scholar in s.sets:
        s.th_box.append(hall)
        s.scholar_box.append(scholar)
    s.th_box.sort()
    s.sets = []
    start_play(s)
