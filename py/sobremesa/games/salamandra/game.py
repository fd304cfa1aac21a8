"""Salamandra on the engine contract: setup, legal actions, apply, view, outcome; words in ``words.py``,
checks in ``checks.py``."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, TypeVar

from ...core import Action, Event, Game, Option, Outcome, Secret, rng
from . import checks, positions, words
from .actions import play_turn, turn_actions
from .data import (
    BOOKS,
    DISCS,
    FIELDS,
    GROVES,
    MARKET_SIZE,
    PLACEMENTS,
    RUDOLPH_START_SCROLLS,
    SPOTS,
    START_CELLS,
    START_FIELDS,
    START_GLADES,
    TEMPLE,
)
from .rounds import next_round, start_round
from .scoring import categories, faith
from .solo import ahead, recyclable, recycle
from .state import DECKS, PER_SEAT, RUDOLPH, SalamandraState

DECK_CARDS = checks.DECK_CARDS
NOBODY: frozenset[int] = frozenset()
T = TypeVar("T")


def _shuffled(r: int, items: Iterable[T]) -> tuple[int, list[T]]:
    """The generator after shuffling, and the shuffled list (``core.rng.shuffle`` on a copy of ``items``)."""
    out = list(items)
    return rng.shuffle(r, out), out


class Salamandra(Game[SalamandraState]):
    name = "salamandra"
    title = "Salamandra"
    version = "2"
    min_players, max_players = 1, 4
    has_secrets = False  # no hands: every seat sees the same table (face-down piles stay hidden from all)
    options = (
        Option("level", words.OPTION_LABELS["level"], (1, 2, 3), 1, players=(1,), help=words.OPTION_HELP["level"],
               choice_words=words.OPTION_CHOICES["level"]),
    )

    # --- setup ------------------------------------------------------------------------------------------
    def new_state(self, names: list[str], seed_rng: int, options: dict[str, Any]) -> SalamandraState:
        """Setup A-K: start tiles and groves, the market, face-up decks, spellbooks, the score-marker pile;
        in solo Rudolph's placement deck and first scroll."""
        n = len(names)
        r, start = _shuffled(seed_rng, START_FIELDS)
        r, grove_pile = _shuffled(r, GROVES)
        groves = {g: grove_pile.pop() for g in START_GLADES}
        r, stack = _shuffled(r, [t for t in FIELDS if t not in START_FIELDS])
        market: list[str | None] = [stack.pop() for _ in range(MARKET_SIZE)]
        decks: dict[str, list[str]] = {}
        for deck in DECKS:
            r, decks[deck] = _shuffled(r, DECK_CARDS[deck])
        tops: dict[str, str | None] = {deck: cards.pop() for deck, cards in decks.items()}  # laid face up
        r, books = _shuffled(r, BOOKS)
        books = books[:max(n, 2) + 1]
        r, pile = _shuffled(r, range(n))  # the score-marker pile on 0: the last one is on top
        r_deck: list[str] = []
        if n == 1:
            r, r_deck = _shuffled(r, PLACEMENTS)
        s = SalamandraState(
            rng=r, names=tuple(names), options=dict(options), board=dict(zip(START_CELLS, start)), spots={},
            groves=groves, grove_pile=grove_pile, stack=stack, market=market,
            tops=tops, bear=decks["bear"], eagle=decks["eagle"], white=decks["white"], black=decks["black"],
            books=tuple(books), book_spots=[[None, None] for _ in books],
            vp=[0] * n, crystals=[0] * n, scrolls=[0] * n, mat=[DISCS] * n, avail=[0] * n, druid=["D"] * n,
            passed=[False] * n, stamp=[pile.index(p) + 1 for p in range(n)], clock=n,
            cards=[[] for _ in names], sals=[[] for _ in names], harvested=[[] for _ in names],
            r_scrolls=RUDOLPH_START_SCROLLS if n == 1 else 0, r_deck=r_deck)
        start_round(s)
        return s

    # --- whose decision, and which -------------------------------------------------------------------------
    def actor(self, s: SalamandraState) -> int | None:
        return None if s.phase == "over" else s.turn

    def legal_actions(self, s: SalamandraState) -> list[Action]:
        if s.phase == "over":
            return []
        if s.phase == "recycle":
            return ([("recycle", w) for w in recyclable(s)] if s.recycles else []) + [("done",)]
        return turn_actions(s)

    def play(self, s: SalamandraState, action: Action) -> None:
        if s.phase == "recycle":
            if action[0] == "recycle":
                s.events.append(Event(words.recycles(s.names[0], action[1], s)))
                recycle(s, action[1])
            else:
                next_round(s)
            return
        play_turn(s, action)

    def is_over(self, s: SalamandraState) -> bool:
        return s.phase == "over"

    def scores(self, s: SalamandraState) -> list[int]:
        return list(s.vp)

    def outcome(self, s: SalamandraState) -> Outcome | None:
        """Solo: won only when ahead of Rudolph after every round and the final scoring; otherwise the most VP
        wins and a tie is a shared victory. The score by category from ``scoring.categories``."""
        if s.phase != "over":
            return None
        if not s.solo:
            best = max(s.vp)
            return Outcome(winners=tuple(p for p, v in enumerate(s.vp) if v == best), scores=tuple(s.vp),
                           categories=categories(s))
        won = ahead(s)
        return Outcome(winners=(0,) if won else (), scores=(s.vp[0],), won=won, goal=words.GOAL,
                       categories=categories(s))

    def player_names(self, s: SalamandraState) -> list[str]:
        return list(s.names)

    def counters(self, view: dict[str, Any]) -> dict[int, dict[str, int]]:
        return words.counters(view)

    # --- what each seat sees (everyone the same) ----------------------------------------------------------------
    def secrets(self, s: SalamandraState) -> list[Secret]:
        """The face-down piles, seen by nobody: groves, field tiles, the cards under each face-up card, and
        Rudolph's placement deck."""
        piles = [("grove_pile", "grove"), ("stack", "field"), *((d, d) for d in DECKS)]
        if s.solo:
            piles.append(("r_deck", "placement"))
        return [Secret((path,), NOBODY, pool) for path, pool in piles]

    def view(self, s: SalamandraState, seat: int | None) -> dict[str, Any]:
        players = [{"name": s.names[p], **{k: getattr(s, k)[p] for k in PER_SEAT}, "cards": list(s.cards[p]),
                    "sals": list(s.sals[p]), "harvested": list(s.harvested[p]), "faith": faith(s, p)}
                   for p in range(s.players)]
        view: dict[str, Any] = {
            "round": s.round, "phase": s.phase, "actor": self.actor(s), "seat": seat, "players": players,
            "board": [{"x": x, "y": y, "tile": t} for (x, y), t in sorted(s.board.items())],
            "temple": [{"x": x, "y": y, "deck": d} for (x, y), d in TEMPLE.items()],
            "spots": [{"x": x, "y": y, "spot": SPOTS[k], "k": k, "owner": w, "face": f,
                       "active": w != RUDOLPH and f == s.druid[w]} for (x, y, k), (w, f) in sorted(s.spots.items())],
            "groves": [{"x": gx, "y": gy, "grove": t} for (gx, gy), t in sorted(s.groves.items())],
            "market": list(s.market), "stack": len(s.stack), "grove_pile": len(s.grove_pile),
            "decks": {d: {"top": s.tops[d], "count": len(s.deck(d)) + (s.tops[d] is not None)} for d in DECKS},
            "books": [{"book": b, "upper": u, "lower": low} for b, (u, low) in zip(s.books, s.book_spots)],
            "pool": dict(s.pool), "pending": [list(x) for x in s.pending],
            "final": None if s.final is None else [dict(f) for f in s.final],
        }
        if s.solo:
            view["rudolph"] = {"vp": s.r_vp, "scrolls": s.r_scrolls, "groves": list(s.r_groves),
                               "revealed": list(s.r_discard), "deck": len(s.r_deck), "level": s.options["level"],
                               "recycles": s.recycles}
        return view

    def leaks(self, s: SalamandraState) -> list[str]:
        """Every seat's view is the bystander's view; it shows no face-down component."""
        return checks.leaks(s, self.view(s, None))

    # --- words ------------------------------------------------------------------------------------------------
    def describe(self, s: SalamandraState, action: Action, seat: int | None = None) -> str:
        return words.describe(s, action)

    def prompt(self, s: SalamandraState) -> str:
        return words.prompt(s)

    def why_illegal(self, s: SalamandraState, action: Action) -> str:
        return words.why_illegal(s, action)

    # --- positions and checks -------------------------------------------------------------------------------------
    def state_to_dict(self, s: SalamandraState) -> dict[str, Any]:
        return positions.to_dict(s)

    def read_state(self, data: dict[str, Any]) -> SalamandraState:
        return positions.from_dict(self, data)

    def invariants(self, s: SalamandraState) -> list[str]:
        return checks.invariants(s)


GAME = Salamandra()
