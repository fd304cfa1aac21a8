"""Set-up (§1.3, §1.5): the common board, each seat's colony, and the advanced town-hall sets."""

from __future__ import annotations

from ...core import rng
from .colony import parse_rows
from .data import (ADVANCED_SIDE, BASE_A_SIDES, BASE_BISHOPS, BASE_MISSIONS, BASE_SCHOLARS, BASE_TILES, BASE_TOWN_HALLS,
                   BISHOP_SLOTS, BLUE_DICE_PER_PLAYER, BOARDS, DISPLAY, DOCKS, RESOURCES, RETIRING, ROAD_TILES,
                   SCHOLAR_SLOTS, SOLO_SETS, STANDARD_ORDERS, START_BLUE_DICE, START_COINS, START_RESOURCES,
                   STARTING_ORDERS, TILES, TOWN_HALL_SLOT, WHITE_DICE_PER_PLAYER)
from .state import SantaMariaState
from .turn import refresh_display, roll


def draw(s, pool: list, count: int) -> list:
    """``count`` items drawn at random from ``pool`` (removed from it)."""
    out = []
    for _ in range(min(count, len(pool))):
        s.rng, i = rng.below(s.rng, len(pool))
        out.append(pool.pop(i))
    return out


def advanced(s) -> bool:
    """Solo always uses the advanced set-up (§7.3 [SRC] UBG)."""
    return s.players == 1 or s.options["setup"] == "advanced"


def new_state(names, seed_rng, options) -> SantaMariaState:
    s = SantaMariaState.__new__(SantaMariaState)
    n = len(names)
    s.rng, s.events, s.barrier = seed_rng, [], True
    s.names, s.options = tuple(names), dict(options)
    s.year, s.main_done, s.tasks = 1, False, []
    s.out, s.retire = [False] * n, [None] * len(RETIRING)
    # the common board (steps 1-9)
    s.blue_store = BLUE_DICE_PER_PLAYER * n - START_BLUE_DICE * n
    starting = list(STARTING_ORDERS)
    s.rng = rng.shuffle(s.rng, starting)
    s.docks = starting[:len(DOCKS)]
    s.ship_stack = list(STANDARD_ORDERS)
    s.scholar_box, s.bishop_box = list(BASE_SCHOLARS), list(BASE_BISHOPS)
    s.scholars = sorted(draw(s, s.scholar_box, SCHOLAR_SLOTS), key=BASE_SCHOLARS.index)
    s.bishops = sorted(draw(s, s.bishop_box, BISHOP_SLOTS))
    s.monks = {slot: [] for slot in (*s.scholars, *s.bishops, *BASE_MISSIONS)}
    s.white = roll(s, WHITE_DICE_PER_PLAYER * n)
    s.roads = ROAD_TILES
    s.tile_stacks = {shape: sorted(t for t in BASE_TILES if TILES[t][0] == shape) for shape in DISPLAY}
    s.display, s.discard = [], []
    refresh_display(s)
    # the players (steps 11-13)
    s.coins = [START_COINS[p] for p in range(n)]
    s.res = [[START_RESOURCES.get(r, 0) for r in RESOURCES] for _ in range(n)]
    s.happy, s.rel, s.conq = [0] * n, [0] * n, [0] * n
    s.blue = [roll(s, START_BLUE_DICE) for _ in range(n)]
    s.markers = [{} for _ in range(n)]
    s.harbour = [[[] for _ in DOCKS] for _ in range(n)]
    s.placed = [[] for _ in range(n)]
    s.personal = [None] * n
    if advanced(s):
        s.boards = [ADVANCED_SIDE] * n
        s.colony = [parse_rows(BOARDS[ADVANCED_SIDE]) for _ in range(n)]
        halls = list(BASE_TOWN_HALLS)
        s.sets = [(hall, scholar) for hall, scholar in
                  zip(draw(s, halls, SOLO_SETS if n == 1 else len(BASE_TOWN_HALLS)),
                      draw(s, s.scholar_box, SOLO_SETS if n == 1 else len(BASE_TOWN_HALLS)))]
        s.th_box = sorted(halls)
        s.phase, s.order = "sets", list(reversed(range(n)))   # [DESIGNED] last seat chooses first
        s.seat = s.order[0]
    else:
        sides = list(BASE_A_SIDES)
        s.rng = rng.shuffle(s.rng, sides)   # [DESIGNED] the A sides are dealt at random
        s.boards = sides[:n]
        s.colony = [parse_rows(BOARDS[b]) for b in s.boards]
        s.sets, s.th_box = [], list(BASE_TOWN_HALLS)
        start_play(s)
    return s


def start_play(s) -> None:
    s.phase, s.order, s.seat = "play", list(range(s.players)), 0


def choose_set(s, p: int, index: int) -> None:
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
