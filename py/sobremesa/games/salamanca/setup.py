"""Game preparation: the orange-star tiles on the board, the stacks shuffled, the cards dealt,
the first start player drawn, and round 1 begun."""

from __future__ import annotations

from collections.abc import Mapping

from ...core import rng
from .data import (
    BLUE_STAR,
    CELL_INDEX,
    CELLS,
    DISPLAY_FIELDS,
    DRAW_STACK,
    NEIGHBOURS,
    ORANGE_STAR,
    PLAGUE_TARGETS,
    START_LAYOUT,
    STARTING_MONEY,
    deck,
)
from .rounds import begin_round
from .state import SalamancaState


def new_state(names: list[str], seed_rng: int, options: Mapping[str, str]) -> SalamancaState:
    n = len(names)
    generator, layout = start_layout(seed_rng, options["start_tiles"])
    board: list[str | None] = [None] * CELLS
    for code, cell in layout.items():
        board[cell] = code
    stack, blue = list(DRAW_STACK), list(BLUE_STAR)
    generator = rng.shuffle(generator, stack)
    generator = rng.shuffle(generator, blue)
    generator, hands = deal(generator, n)
    generator, start = rng.below(generator, n)  # D-S5: the first start player at random
    state = SalamancaState(
        rng=generator, names=tuple(names), options=dict(options), board=board,
        display=[[] for _ in DISPLAY_FIELDS[n]], stack=stack, blue=blue, hands=hands, played=[[] for _ in names],
        money=[STARTING_MONEY] * n, start=start, plagues=dict.fromkeys(PLAGUE_TARGETS))
    begin_round(state)
    return state


def start_layout(generator: int, how: str) -> tuple[int, dict[str, int]]:
    """Cells of the orange-star tiles: the default layout (D-S4), or random fields with no two
    touching (the rulebook says "any field")."""
    if how == "fixed":
        return generator, {code: CELL_INDEX[START_LAYOUT[code]] for code in ORANGE_STAR}
    placed: dict[str, int] = {}
    for code in ORANGE_STAR:
        free = [c for c in range(CELLS) if c not in placed.values()
                and not any(n in placed.values() for n in NEIGHBOURS[c])]
        generator, i = rng.below(generator, len(free))
        placed[code] = free[i]
    return generator, placed


def deal(generator: int, players: int) -> tuple[int, list[list[int]]]:
    """Shuffle the cards and deal them all out, the same number to each player."""
    cards = deck(players)
    generator = rng.shuffle(generator, cards)
    per = len(cards) // players
    return generator, [sorted(cards[i * per:(i + 1) * per]) for i in range(players)]
