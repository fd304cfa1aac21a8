"""Game preparations A-G: the grid, the council, the mats, the scoring cards, the starting action cards."""

from __future__ import annotations

from ...core import Event, rng
from .data import (
    ACTION_TILES,
    ACTIONS,
    AREAS,
    CARDS_PER_ACTION,
    CUBES,
    DISCS,
    FIRST_GAME_TILES,
    FIXED_ACTION,
    FIXED_SLOT,
    NEUTRAL_CUBES,
    SCORING_CARDS,
    SCORING_DEAL,
    SCORING_TILES,
    STACK_LIMIT,
    STARTING_CARDS,
    STREETS,
    TRADE_CITIES,
)
from .state import CalimalaState


def new_state(names, seed_rng: int, options: dict) -> CalimalaState:
    s = CalimalaState.__new__(CalimalaState)
    s.rng, s.events, s.barrier = seed_rng, [], True
    n = len(names)
    s.names, s.options = tuple(names), dict(options)
    s.limit = options["stack_2p"] if n == 2 else STACK_LIMIT
    s.start = s.turn = 0  # A: the players list the start player (the youngest) first
    s.phase, s.last_round, s.act, s.legal = "cards", False, None, None
    # B: the 8 action tiles around the printed action (D-C1), at random or in the first-game layout
    tiles = list(FIRST_GAME_TILES if options["layout"] == "first-game" else ACTION_TILES)
    if options["layout"] != "first-game":
        s.rng = rng.shuffle(s.rng, tiles)
    tiles.insert(FIXED_SLOT, FIXED_ACTION)
    s.grid = tuple(tiles)
    s.stacks = [[] for _ in STREETS]
    # C: the scoring tiles in reading order
    council = list(SCORING_TILES)
    s.rng = rng.shuffle(s.rng, council)
    s.council, s.seats = tuple(council), []
    # D, E: mats, cubes, discs
    s.discs = [list(DISCS[n]) for _ in names]
    s.removed, s.first_art, s.score = [], [], [0] * n
    s.board = {a: [0] * (n + 1) for a in AREAS}
    s.houses = {c: [] for c in TRADE_CITIES}
    s.cubes = [CUBES] * n
    s.wh = [[0, 0, 0] for _ in names]
    s.shops = [[0] for _ in names]
    s.ships = [0] * n
    s.neutral = NEUTRAL_CUBES if DISCS[n][2] else 0
    # F: scoring cards
    cards = list(SCORING_CARDS)
    s.rng = rng.shuffle(s.rng, cards)
    each, up, down, _ = SCORING_DEAL[n]
    s.dealt = [sorted(cards[i * each:(i + 1) * each]) for i in range(n)]
    rest = cards[n * each:]
    s.faceup, s.facedown, s.boxed = rest[:up], rest[up:up + down], rest[up + down:]
    s.kept, s.shown = [None] * n, [None] * n
    # G: the five starting cards face up; the rest of the deck is shuffled once they are chosen
    s.display = list(STARTING_CARDS)
    s.deck = [a for a in ACTIONS for _ in range(CARDS_PER_ACTION)]
    for card in STARTING_CARDS:
        s.deck.remove(card)
    s.discard = []
    s.hands = [[0] * len(ACTIONS) for _ in names]
    return s


def card_chooser(s) -> int:
    """F: each player in turn keeps one scoring card secretly (and, with 2, lays one face up)."""
    lay = SCORING_DEAL[s.players][3]
    for i in range(s.players):
        p = (s.start + i) % s.players
        if s.kept[p] is None or lay and s.shown[p] is None:
            return p
    raise AssertionError("no scoring card left to choose")


def card_actions(s) -> list[tuple]:
    p = card_chooser(s)
    return [("show" if s.kept[p] else "keep", c) for c in s.dealt[p]]


def choose_card(s, action) -> None:
    p = card_chooser(s)
    s.dealt[p].remove(action[1])
    if action[0] == "keep":
        s.kept[p] = action[1]
    else:
        s.shown[p] = action[1]
    done = all(k is not None for k in s.kept) and (not SCORING_DEAL[s.players][3] or all(s.shown))
    if done:
        for hand in s.dealt:
            s.boxed.extend(hand)
            hand.clear()
        shown = [f"{s.names[p]} lays out {SCORING_CARDS[c][0]}" for p, c in enumerate(s.shown) if c]
        if shown:
            s.events.append(Event("; ".join(shown) + "."))
        s.barrier = True
        s.phase = "take"
        take_forced(s)


def taker(s) -> int:
    """G: starting right of the start player, counter-clockwise."""
    taken = len(STARTING_CARDS) - len(s.display)
    return (s.start - 1 - taken) % s.players


def take_actions(s) -> list[tuple]:
    return [("take", c) for c in dict.fromkeys(s.display)]


def take(s, card: str) -> None:
    p = taker(s)
    s.display.remove(card)
    s.hands[p][ACTIONS.index(card)] += 1
    if len(STARTING_CARDS) - len(s.display) == s.players:
        s.deck.extend(s.display)
        s.display = []
        s.rng = rng.shuffle(s.rng, s.deck)
        s.phase = "place"
        s.events.append(Event("The action cards are shuffled into the deck."))
    else:
        take_forced(s)


def take_forced(s) -> None:
    """The last player of five has no choice left."""
    if s.phase == "take" and len(dict.fromkeys(s.display)) == 1:
        s.events.append(Event(f"{s.names[taker(s)]} takes the {s.display[0].capitalize()} card."))
        take(s, s.display[0])
