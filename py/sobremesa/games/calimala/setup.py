"""Game preparations A-G: the grid, the council, the mats, the scoring cards, the starting action cards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ...core import Action, Event, rng
from . import words
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


def new_state(names: Sequence[str], seed_rng: int, options: Mapping[str, str | int]) -> CalimalaState:
    n = len(names)
    # B: the 8 action tiles around the printed action (D-C1), at random or in the first-game layout
    tiles = list(FIRST_GAME_TILES if options["layout"] == "first-game" else ACTION_TILES)
    if options["layout"] != "first-game":
        seed_rng = rng.shuffle(seed_rng, tiles)
    tiles.insert(FIXED_SLOT, FIXED_ACTION)
    # C: the scoring tiles in reading order
    council = list(SCORING_TILES)
    seed_rng = rng.shuffle(seed_rng, council)
    # F: scoring cards
    cards = list(SCORING_CARDS)
    seed_rng = rng.shuffle(seed_rng, cards)
    each, up, down, _ = SCORING_DEAL[n]
    rest = cards[n * each:]
    # G: the five starting cards face up; the rest of the deck is shuffled once they are chosen
    deck = [a for a in ACTIONS for _ in range(CARDS_PER_ACTION)]
    for card in STARTING_CARDS:
        deck.remove(card)
    limit = int(options["stack_2p"]) if n == 2 else STACK_LIMIT
    return CalimalaState(
        rng=seed_rng, barrier=True, names=tuple(names), options=dict(options), limit=limit,
        grid=tuple(tiles), council=tuple(council),
        start=0, turn=0,  # A: the players list the start player (the youngest) first
        phase="cards", last_round=False, stacks=[[] for _ in STREETS],
        # D, E: mats, cubes, discs
        discs=[list(DISCS[n]) for _ in names], removed=[], seats=[],
        board={a: [0] * (n + 1) for a in AREAS}, houses={c: [] for c in TRADE_CITIES},
        neutral=NEUTRAL_CUBES if DISCS[n][2] else 0,
        cubes=[CUBES] * n, wh=[[0, 0, 0] for _ in names], shops=[[0] for _ in names], ships=[0] * n,
        score=[0] * n, council_art=[],
        dealt=[sorted(cards[i * each:(i + 1) * each]) for i in range(n)], kept=[[] for _ in names],
        shown=[[] for _ in names], faceup=rest[:up], facedown=rest[up:up + down], boxed=rest[up + down:],
        display=list(STARTING_CARDS), deck=deck, discard=[], hands=[[] for _ in names])


def card_chooser(s: CalimalaState) -> int:
    """F: each player in turn keeps one scoring card secretly (and, with 2, lays one face up)."""
    lay = SCORING_DEAL[s.players][3]
    for i in range(s.players):
        p = (s.start + i) % s.players
        if not s.kept[p] or (lay and not s.shown[p]):
            return p
    raise AssertionError("no scoring card left to choose")


def card_actions(s: CalimalaState) -> list[Action]:
    p = card_chooser(s)
    return [("show" if s.kept[p] else "keep", c) for c in s.dealt[p]]


def choose_card(s: CalimalaState, action: Action) -> None:
    p = card_chooser(s)
    s.dealt[p].remove(action[1])
    if action[0] == "keep":
        s.kept[p] = [action[1]]
    else:
        s.shown[p] = [action[1]]
    done = all(s.kept) and (not SCORING_DEAL[s.players][3] or all(s.shown))
    if done:  # the cards not chosen go back to the box: each stays in ``dealt``, seen by its seat alone
        shown = [(s.names[p], c) for p, cards in enumerate(s.shown) for c in cards]
        if shown:
            s.events.append(Event(words.laid_out(shown)))
        s.barrier = True
        s.phase = "take"
        take_forced(s)


def taker(s: CalimalaState) -> int:
    """G: starting right of the start player, counter-clockwise."""
    taken = len(STARTING_CARDS) - len(s.display)
    return (s.start - 1 - taken) % s.players


def take_actions(s: CalimalaState) -> list[Action]:
    return [("take", c) for c in dict.fromkeys(s.display)]


def take(s: CalimalaState, card: str) -> None:
    p = taker(s)
    s.display.remove(card)
    s.hands[p].append(card)
    if len(STARTING_CARDS) - len(s.display) == s.players:
        s.deck.extend(s.display)
        s.display = []
        s.rng = rng.shuffle(s.rng, s.deck)
        s.phase = "place"
        s.events.append(Event(words.SHUFFLED))
    else:
        take_forced(s)


def take_forced(s: CalimalaState) -> None:
    """The last player of five has no choice left."""
    if s.phase == "take" and len(dict.fromkeys(s.display)) == 1:
        s.events.append(Event(words.took_forced(s.names[taker(s)], s.display[0])))
        take(s, s.display[0])
