"""Set-up (§1.3, §1.5): the common board, each seat's colony, and the advanced town-hall sets."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core import rng
from . import hooks
from .colony import parse_rows
from .data import ADVANCED_SIDE, BOARDS, DOCKS, RETIRING, TILES, TOWN_HALL_SLOT
from .draws import deal_display, draw, roll
from .rules import Rules, rules_of
from .state import SantaMariaState


def new_state(names: Sequence[str], seed_rng: int, options: Mapping[str, Any]) -> SantaMariaState:
    """The common board (steps 1-9), the players (steps 11-13), then the colonists' boards: the A sides
    dealt at random, or the B side and the town-hall sets to choose (§1.5) (a seat with a role of its own, AK
    Module D's Mayan City, takes its board); then what the expansion modules set up (``hooks.setup``)."""
    n = len(names)
    rules = rules_of(n, options)
    r = seed_rng
    docks: list[str | None] = list(rules.starting_orders)
    r = rng.shuffle(r, docks)
    scholar_box, bishop_box = list(rules.scholars), list(rules.bishops)
    r, scholars = draw(r, scholar_box, rules.scholar_slots)
    r, bishops = draw(r, bishop_box, rules.bishop_slots)
    scholars.sort(key=rules.scholars.index)
    bishops.sort()
    r, white = roll(r, rules.white_dice)
    tile_stacks = {shape: sorted(t for t in rules.tiles if TILES[t][0] == shape) for shape in rules.display}
    r, display = deal_display(r, tile_stacks, rules.display)
    blue = []
    for p in range(n):
        r, dice = roll(r, rules.start_blue[p])
        blue.append(dice)
    th_box = list(rules.town_halls)
    sets: list[tuple[str, str]] = []
    colonists = rules.colonists
    if rules.advanced and colonists:
        sides = [ADVANCED_SIDE] * len(colonists)
        r, halls = draw(r, th_box, rules.sets)
        r, set_scholars = draw(r, scholar_box, rules.sets)
        sets = list(zip(halls, set_scholars))
        th_box.sort()
        phase, order = "sets", list(reversed(colonists))   # [DESIGNED] the last seat chooses first
    else:
        sides = list(rules.a_sides)
        r = rng.shuffle(r, sides)   # [DESIGNED] the A sides are dealt at random
        phase, order = "play", list(range(n))
    dealt = iter(sides)
    boards = [rules.roles[p].board if p in rules.roles else next(dealt) for p in range(n)]
    s = SantaMariaState(
        rng=r, barrier=True, names=tuple(names), options=dict(options), rules=rules,
        phase=phase, year=1, order=order, seat=order[0], out=[False] * n, retire=[None] * len(RETIRING),
        main_done=False, tasks=[],
        white=white, blue_store=rules.blue_dice * n - sum(rules.start_blue), docks=docks[:len(DOCKS)],
        ship_stack=list(rules.standard_orders), scholars=scholars, bishops=bishops,
        monks={slot: [] for slot in (*scholars, *bishops, *rules.missions)},
        display=display, tile_stacks=tile_stacks, discard=[], roads=rules.roads, sets=sets,
        scholar_box=scholar_box, bishop_box=bishop_box, th_box=th_box,
        boards=boards, colony=[parse_rows(BOARDS[b]) for b in boards], markers=[{} for _ in range(n)],
        res=[_start_resources(rules) for _ in range(n)], coins=list(rules.start_coins), happy=[0] * n, blue=blue,
        rel=[0] * n, conq=[0] * n, harbour=[[[] for _ in DOCKS] for _ in range(n)], placed=[[] for _ in range(n)],
        personal=[None] * n)
    hooks.setup(s)
    if s.phase == "play":
        hooks.year_start(s)
    return s


def _start_resources(rules: Rules) -> list[int]:
    return [rules.start_resources.get(x, 0) for x in rules.resources]


def start_play(s: SantaMariaState) -> None:
    """The town-hall sets are chosen: year 1 begins."""
    s.phase, s.order, s.seat = "play", list(range(s.players)), 0
    hooks.year_start(s)


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
