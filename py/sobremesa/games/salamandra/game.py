"""Salamandra on the engine contract: setup, legal actions, apply, view, log lines, checks."""

from __future__ import annotations

import json
import re
from collections import Counter

from ...core import Event, Game, Option, rng
from . import positions
from .actions import active, play_turn, turn_actions
from .data import (
    BEARS,
    BLACK_DECK,
    BOOKS,
    DISCS,
    EAGLES,
    FIELDS,
    GROVES,
    MARKET_SIZE,
    PLACEMENTS,
    ROUND_FACE,
    ROUNDS,
    SPOTS,
    START_CELLS,
    START_FIELDS,
    START_GLADES,
    TEMPLE,
    WHITE_DECK,
)
from .rounds import next_round, start_round
from .scoring import faith
from .solo import recyclable, recycle
from .state import PER_SEAT, RUDOLPH, SalamandraState

DECKS = {"bear": BEARS, "eagle": EAGLES, "white": WHITE_DECK, "black": BLACK_DECK}


class Salamandra(Game):
    name = "salamandra"
    title = "Salamandra"
    version = "1"
    min_players, max_players = 1, 4
    has_secrets = False  # no hands: every seat sees the same table (piles stay face down for all)
    options = (
        Option("level", "Rudolph's level", (1, 2, 3), 1, players=(1,),
               help="Solo only: the Labour card of the automaton Rudolph (1 easy, 3 difficult)."),
    )

    # --- setup ------------------------------------------------------------------------------------------
    def new_state(self, names, seed_rng, options) -> SalamandraState:
        s = SalamandraState.__new__(SalamandraState)
        s.rng, s.events, s.barrier = seed_rng, [], True
        s.names, s.options = tuple(names), dict(options)
        n = len(names)
        start = list(START_FIELDS)
        s.rng = rng.shuffle(s.rng, start)
        s.board = dict(zip(START_CELLS, start))
        s.spots = {}
        s.grove_pile = list(GROVES)
        s.rng = rng.shuffle(s.rng, s.grove_pile)
        s.groves = {g: s.grove_pile.pop() for g in START_GLADES}
        s.stack = [t for t in FIELDS if t not in START_FIELDS]
        s.rng = rng.shuffle(s.rng, s.stack)
        s.market = [s.stack.pop() for _ in range(MARKET_SIZE)]
        for deck, cards in DECKS.items():
            pile = list(cards)
            s.rng = rng.shuffle(s.rng, pile)
            setattr(s, deck, pile)
        books = list(BOOKS)
        s.rng = rng.shuffle(s.rng, books)
        s.books = books[:max(n, 2) + 1]
        s.book_spots = [[None, None] for _ in s.books]
        s.vp, s.crystals, s.scrolls = [0] * n, [0] * n, [0] * n
        s.mat, s.avail, s.druid, s.passed = [DISCS] * n, [0] * n, ["D"] * n, [False] * n
        pile = list(range(n))  # the score-marker pile on 0: the last one is on top
        s.rng = rng.shuffle(s.rng, pile)
        s.stamp = [0] * n
        for height, p in enumerate(pile, 1):
            s.stamp[p] = height
        s.clock = n
        s.cards, s.sals, s.harvested = [[] for _ in names], [[] for _ in names], [[] for _ in names]
        s.round, s.turn, s.phase, s.pool, s.pending, s.main_done = 1, 0, "turn", {}, [], False
        s.r_vp, s.r_placed, s.r_groves, s.r_discard, s.recycles, s.result, s.final = 0, [], [], [], 0, None, None
        s.r_scrolls, s.r_deck = 0, []
        if s.solo:
            s.r_scrolls = 1  # Rudolph starts with 1 scroll
            s.r_deck = list(PLACEMENTS)
            s.rng = rng.shuffle(s.rng, s.r_deck)
        start_round(s)
        return s

    # --- whose decision, and which -------------------------------------------------------------------------
    def actor(self, s) -> int | None:
        return None if s.phase == "over" else s.turn

    def legal_actions(self, s) -> list:
        if s.phase == "over":
            return []
        if s.phase == "recycle":
            return ([("recycle", w) for w in recyclable(s)] if s.recycles else []) + [("done",)]
        return turn_actions(s)

    def play(self, s, action) -> None:
        if s.phase == "recycle":
            if action[0] == "recycle":
                s.events.append(Event(f"{s.names[0]} recycles {action[1]}."))
                recycle(s, action[1])
            else:
                next_round(s)
            return
        play_turn(s, action)

    def is_over(self, s) -> bool:
        return s.phase == "over"

    def scores(self, s) -> list:
        return list(s.vp)

    def winners(self, s) -> list[int]:
        """Solo: won only when ahead of Rudolph at the end; otherwise a tie is a shared victory."""
        if s.players == 1:
            return [0] if s.result == "won" else []
        return super().winners(s)

    def player_names(self, s) -> list:
        return list(s.names)

    # --- what each seat sees (everyone the same) ----------------------------------------------------------------
    def view(self, s, seat) -> dict:
        players = []
        for p in range(s.players):
            players.append({"name": s.names[p], **{k: getattr(s, k)[p] for k in PER_SEAT},
                            "cards": list(s.cards[p]), "sals": list(s.sals[p]), "harvested": list(s.harvested[p]),
                            "faith": faith(s, p)})
        view = {
            "round": s.round, "phase": s.phase, "actor": self.actor(s), "seat": seat, "players": players,
            "board": [{"x": x, "y": y, "tile": t} for (x, y), t in sorted(s.board.items())],
            "temple": [{"x": x, "y": y, "deck": d} for (x, y), d in TEMPLE.items()],
            "spots": [{"x": x, "y": y, "spot": SPOTS[k], "k": k, "owner": w, "face": f,
                       "active": w != RUDOLPH and f == s.druid[w]} for (x, y, k), (w, f) in sorted(s.spots.items())],
            "groves": [{"x": gx, "y": gy, "grove": t} for (gx, gy), t in sorted(s.groves.items())],
            "market": list(s.market), "stack": len(s.stack), "grove_pile": len(s.grove_pile),
            "decks": {d: {"top": getattr(s, d)[-1] if getattr(s, d) else None, "count": len(getattr(s, d))}
                      for d in DECKS},
            "books": [{"book": b, "upper": u, "lower": low} for b, (u, low) in zip(s.books, s.book_spots)],
            "pool": dict(s.pool), "pending": [list(x) for x in s.pending], "result": s.result, "final": s.final,
        }
        if s.solo:
            view["rudolph"] = {"vp": s.r_vp, "scrolls": s.r_scrolls, "groves": list(s.r_groves),
                               "revealed": list(s.r_discard), "deck": len(s.r_deck), "level": s.options["level"],
                               "recycles": s.recycles}
        return view

    def leaks(self, s) -> list:
        """No face-down pile order (grove pile, tile stack, cards under a top card, Rudolph's deck) in a view;
        every seat's view is the bystander's view (nothing is private in Salamandra)."""
        hidden = {*s.grove_pile, *s.stack, *s.r_deck} | {c for d in DECKS for c in getattr(s, d)[:-1]}
        seen = set(re.findall(r'"([^"]*)"', json.dumps(self.view(s, None))))
        return [f"a view shows hidden {h}" for h in sorted(hidden & seen)]

    # --- log lines ------------------------------------------------------------------------------------------
    def describe(self, s, action, seat=None) -> str:
        who = s.names[s.turn] if s.phase != "over" else ""
        kind, rest = action[0], action[1:]

        def at(x, y, k=None):
            tile = s.board.get((x, y), "?")
            return f"{tile} at {x},{y}" + ("" if k is None else f" ({SPOTS[k]} spot)")

        text = {
            "flip": lambda: f"{who} flips the apprentice on {at(*rest)} for 1 crystal",
            "work": lambda: f"{who} puts the apprentice on {at(*rest)} to work",
            "cauldron": lambda: f"{who} activates the cauldron {at(*rest[:3])}"
                                + (f" with {rest[3]}" if len(rest) > 3 else ""),
            "temple": lambda: f"{who} activates the {rest[0]} salamander temple, "
                              f"flipping the apprentice on {at(*rest[1:])}",
            "buy": lambda: f"{who} buys 1 {rest[0]} for crystals",
            "convert": lambda: f"{who} uses {rest[0]} to make a potion",
            "place": lambda: f"{who} places an apprentice on {at(*rest)}",
            "build": lambda: f"{who} builds {rest[0]} at {rest[1]},{rest[2]}",
            "freebuild": lambda: f"{who} builds {rest[0]} at {rest[1]},{rest[2]} for free (no free spot)",
            "pass": lambda: f"{who} passes",
            "harvest": lambda: f"{who} harvests the grove at {rest[0]},{rest[1]}",
            "done": lambda: f"{who} ends the harvest" if s.phase == "harvest" else f"{who} ends recycling",
            "book": lambda: f"{who} moves the apprentice on {at(*rest[:3])} to spellbook "
                            f"{s.books[rest[3]] if 0 <= rest[3] < len(s.books) else '?'}",
            "reactivate": lambda: f"{who} reactivates the apprentice on {at(*rest)}",
            "take_grove": lambda: f"{who} takes the grove at {rest[0]},{rest[1]}",
            "apprentice": lambda: f"{who} places an apprentice on the {SPOTS[rest[0]]} spot of the new tile",
            "divinity": lambda: f"{who} takes a {rest[0].title()} card",
            "recycle": lambda: f"{who} recycles {rest[0]}",
        }
        try:
            return text[kind]() + "."
        except (KeyError, IndexError, TypeError):
            return " ".join(map(str, action))

    PENDING = {"book": "move one of their apprentices on a tile to a free spellbook spot",
               "react": "choose one of their inactive apprentices to reactivate",
               "grove": "choose a grove on the map to take",
               "after": "place an apprentice on the new tile or take a Bear or Eagle card",
               "freeplace": "place an apprentice on the tile they built for free"}

    def prompt(self, s) -> str:
        if s.phase == "over":
            return "The game is over."
        who = s.names[self.actor(s)]
        if s.phase == "recycle":
            return f"Between rounds {who} may recycle a face-up card or market tile, or say done."
        if s.pending:
            return f"{who} must first {self.PENDING[s.pending[0][0]]}."
        if s.phase == "harvest":
            return (f"{who} has passed and may harvest groves their apprentices touch by a path, for 3 crystals "
                    "each, then say done.")
        return f"{who} to play: one of the five actions, free actions, or pass."

    def why_illegal(self, s, action) -> str:
        if s.phase == "over":
            return "The game is over."
        p = s.turn
        if s.phase in ("recycle", "harvest") or s.pending:
            return self.prompt(s)
        kind = action[0] if action else ""
        if kind == "pass" and s.avail[p]:
            return f"You can only pass once all your apprentices of this round are placed ({s.avail[p]} left)."
        if kind == "place" and not s.avail[p]:
            return "You have no apprentice left to place this round."
        if kind == "place":
            return "Place an apprentice on a free spot of a field tile."
        if kind == "freebuild":
            return "A free build is only allowed when no spot is free and you cannot make any resource."
        if kind in ("flip", "work", "cauldron", "temple") and not active(s, p):
            return "You have no active apprentice (its face must match your Druid's face)."
        if kind in ("build", "work", "cauldron", "temple", "buy", "convert"):
            return ("You cannot pay that now: make the resources this turn with Billhook apprentices or buy them "
                    "(4 crystals each), and check the crystals; a new tile must touch a tile by a side.")
        return f"{' '.join(map(str, action))} is not a move of Salamandra now; it is {s.names[p]}'s turn."

    # --- positions ---------------------------------------------------------------------------------------------
    def state_to_dict(self, s) -> dict:
        return positions.to_dict(s)

    def read_state(self, data) -> SalamandraState:
        return positions.from_dict(self, data)

    # --- checks -------------------------------------------------------------------------------------------------
    def invariants(self, s) -> list:
        out = []
        n = s.players

        def same(found, expected, what):
            if sorted(found) != sorted(expected):
                found, expected = Counter(found), Counter(list(expected))
                out.append(f"{what} not conserved: {sorted(found - expected)} extra, "
                           f"{sorted(expected - found)} missing")

        same([*s.board.values(), *(t for t in s.market if t), *s.stack], FIELDS, "field tiles")
        same([*s.groves.values(), *s.grove_pile, *s.r_groves, *(g for h in s.harvested for g in h)], GROVES, "groves")
        owned = [c for p in range(n) for c in (*s.cards[p], *s.sals[p])]
        for deck, cards in DECKS.items():
            same([*getattr(s, deck), *(c for c in owned if c in cards)], cards, f"{deck} cards")
        if len(s.market) != MARKET_SIZE:
            out.append("the market has not 4 slots")
        if any(c in TEMPLE for c in s.board):
            out.append("a field tile lies on the temple")
        if len(s.books) != max(n, 2) + 1 or len(set(s.books)) != len(s.books) or not set(s.books) <= set(BOOKS):
            out.append("wrong spellbooks")
        if len(s.book_spots) != len(s.books):
            out.append("spellbook spots do not match the spellbooks")
        for (x, y, k), (w, f) in s.spots.items():
            if (x, y) not in s.board or not 0 <= k < 4:
                out.append(f"apprentice on {x},{y},{k}, which is no spot of a field tile")
            if not (0 <= w < n and f in "DN") and not (s.solo and w == RUDOLPH and f == "R"):
                out.append(f"bad apprentice {w}/{f} at {x},{y},{k}")
        for p in range(n):
            on_tiles = sum(w == p for w, _ in s.spots.values())
            on_books = sum(spots.count(p) for spots in s.book_spots)
            if on_tiles + on_books + s.mat[p] != DISCS:
                out.append(f"seat {p} apprentices not conserved")
            if not 0 <= s.avail[p] <= s.mat[p]:
                out.append(f"seat {p} available apprentices out of range")
            if min(s.vp[p], s.crystals[p], s.scrolls[p]) < 0 or s.druid[p] not in ("D", "N"):
                out.append(f"seat {p} negative counts or bad Druid face")
            if any(spots.count(p) > 1 for spots in s.book_spots):
                out.append(f"seat {p} twice on one spellbook")
            if s.phase in ("turn", "harvest") and not s.passed[p] and s.druid[p] != ROUND_FACE[s.round - 1]:
                out.append(f"seat {p}'s Druid shows the wrong face for round {s.round}")
        if any(w is not None and not (0 <= w < n or (s.solo and w == RUDOLPH)) for b in s.book_spots for w in b):
            out.append("a spellbook spot holds an unknown owner")
        if s.solo:
            same([*s.r_deck, *s.r_discard], PLACEMENTS, "placement cards")
            if sum(w == RUDOLPH for w, _ in s.spots.values()) + sum(b.count(RUDOLPH) for b in s.book_spots) > DISCS:
                out.append("Rudolph has more than 10 apprentices in play")
            if s.r_vp < 0 or s.r_scrolls < 0:
                out.append("Rudolph has negative counts")
        if any(v <= 0 for v in s.pool.values()):
            out.append("the pool holds an empty resource")
        if not 1 <= s.round <= ROUNDS or not 0 <= s.turn < n:
            out.append("round or turn out of range")
        if s.pending and s.phase not in ("turn", "harvest"):
            out.append("pending decisions outside a turn")
        if s.phase != "over" and s.phase != "recycle" and s.passed[s.turn]:
            out.append("the player on turn has passed")
        return out



GAME = Salamandra()
