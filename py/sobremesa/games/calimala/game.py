"""Calimala on the engine contract: legal actions, apply, view, log lines, checks."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from ...core import Action, Game, Option, Outcome, Secret
from ...core.i18n import Message
from . import positions, words
from .activation import actor as resolver
from .activation import place, place_actions, resolve, resolve_actions
from .data import (
    ACTIONS,
    CAPACITY,
    CARDS_PER_ACTION,
    COUNCIL_ART,
    CUBES,
    DISCS,
    FIFTY,
    FIXED_SLOT,
    GRID_SLOTS,
    NEUTRAL_CUBES,
    RESOURCES,
    SCORING_CARDS,
    SCORING_TILES,
    STREET_INDEX,
    STREET_NAMES,
    STREETS,
    TRADE_HOUSES,
    WAREHOUSE_SIZE,
    WORKSHOP_SIZE,
    WORKSHOPS,
)
from .positions import card_or_none, hand_counts
from .scoring import categories, council_sum, seats, winners
from .setup import (
    card_actions,
    card_chooser,
    choose_card,
    new_state,
    take,
    take_actions,
    taker,
)
from .state import CalimalaState

# phase -> (who decides, what they may do)
PHASES: dict[str, tuple[Callable[[CalimalaState], int], Callable[[CalimalaState], list[Action]]]] = {
    "cards": (card_chooser, card_actions), "take": (taker, take_actions),
    "place": (lambda s: s.turn, place_actions), "resolve": (resolver, resolve_actions)}


class Calimala(Game[CalimalaState]):
    name = "calimala"
    title = "Calimala"
    # 2: the last tie-break's first artwork is the first one in the council (issue 17); a resolver with
    # cards in hand draws and finishes himself (RULES-NOTES 17, 25)
    version = "2"
    min_players, max_players = 2, 5
    has_secrets = True
    options = (
        Option("layout", words.OPTION_LABELS["layout"], ("random", "first-game"), "random",
               help=words.OPTION_HELP["layout"], choice_words=words.OPTION_CHOICES["layout"]),
        Option("stack_2p", words.OPTION_LABELS["stack_2p"], (3, 4), 3, players=(2,),
               help=words.OPTION_HELP["stack_2p"], choice_words=words.OPTION_CHOICES["stack_2p"]),
    )

    # --- setup and whose decision -------------------------------------------------------
    def new_state(self, names: list[str], rng: int, options: dict[str, Any]) -> CalimalaState:
        return new_state(names, rng, options)

    def actor(self, s: CalimalaState) -> int | None:
        phase = PHASES.get(s.phase)
        return phase[0](s) if phase else None

    def legal_actions(self, s: CalimalaState) -> list[Action]:
        if s.legal is None:
            phase = PHASES.get(s.phase)
            s.legal = phase[1](s) if phase else []
        return s.legal[:]

    def play(self, s: CalimalaState, action: Action) -> None:
        kind = action[0]
        if kind == "place":
            place(s, STREET_INDEX[action[1]], action[2])
        elif kind in ("keep", "show"):
            choose_card(s, action)
        elif kind == "take":
            take(s, action[1])
        else:
            resolve(s, action)

    def is_over(self, s: CalimalaState) -> bool:
        return s.phase == "over"

    def scores(self, s: CalimalaState) -> list[int]:
        return list(s.score)

    def outcome(self, s: CalimalaState) -> Outcome | None:
        """Most points; tied players with more seats and artworks in the council win; still tied, they
        share the victory (``scoring.winners``, "Game End & Final Scoring"); the score by category from
        ``scoring.categories``."""
        if s.phase != "over":
            return None
        return Outcome(winners=tuple(winners(s)), scores=tuple(s.score), categories=categories(s))

    def player_names(self, s: CalimalaState) -> list[str]:
        return list(s.names)

    def counters(self, view: dict[str, Any]) -> dict[int, dict[str, int]]:
        return words.counters(view)

    # --- what each seat sees --------------------------------------------------------------
    def secrets(self, s: CalimalaState) -> list[Secret]:
        """Action cards: each hand (its owner), the deck (nobody). Scoring cards: the ones dealt and not chosen
        (their owner, who put them back in the box), the kept one (its owner, until the end), the one to lay out
        (its owner, until all have chosen), the 2-player face-down card (nobody, until the end), the box's cards
        never dealt (nobody)."""
        out = [Secret(("deck",), frozenset(), "action card"), Secret(("boxed",), frozenset(), "scoring card")]
        over = s.phase == "over"
        if not over:
            out.append(Secret(("facedown",), frozenset(), "scoring card"))
        for p in range(s.players):
            mine = frozenset({p})
            out += [Secret(("hands", p), mine, "action card"), Secret(("dealt", p), mine, "scoring card")]
            if not over:
                out.append(Secret(("kept", p), mine, "scoring card"))
            if s.phase == "cards":
                out.append(Secret(("shown", p), mine, "scoring card"))
        return out

    def view(self, s: CalimalaState, seat: int | None) -> dict[str, Any]:
        """The table as ``seat`` sees it: the public part plus that seat's own secrets."""
        v = self._public(s)
        v["seat"] = seat
        for p, pv in enumerate(v["players"]):
            pv.update(_private(s, p, seat))
        return v

    def _public(self, s: CalimalaState) -> dict[str, Any]:
        a = s.act
        joins = _street_info(s.grid)
        return {
            "game": self.name, "actor": self.actor(s), "phase": s.phase, "turn": s.turn,
            "start": s.start, "last_round": s.last_round, "stack_limit": s.limit,
            "grid": dict(zip(GRID_SLOTS, s.grid)), "fixed_slot": GRID_SLOTS[FIXED_SLOT],
            "streets": {name: {"joins": list(joins[k][0]), "actions": list(joins[k][1]), "discs": list(s.stacks[k])}
                        for k, name in enumerate(STREET_NAMES)},
            "council": [{"tile": t, "name": SCORING_TILES[t][0], "triggered": i < len(s.seats),
                         "seat": s.seats[i] if i < len(s.seats) else None} for i, t in enumerate(s.council)],
            "board": {area: list(v) for area, v in s.board.items()},
            "houses": {c: list(h) for c, h in s.houses.items()},
            "neutral_cubes": s.neutral, "removed": list(s.removed), "council_art": list(s.council_art),
            "players": _public_players(s),
            "deck": len(s.deck), "discard": list(s.discard), "display": list(s.display),
            "faceup": list(s.faceup), "facedown": _facedown(s),
            "activation": None if a is None else {
                "street": STREET_NAMES[a.street], "seat": a.seat, "mode": a.mode, "pending": list(a.pending),
                "conducted": a.conducted, "queue": [list(q) for q in a.queue],
                "step": None if a.step is None else {"action": a.step.action, "left": a.step.left,
                                                     "used": list(a.step.used)},
                "choosing_stack": a.out is not None},
        }

    # --- log lines and reasons (``words``) ------------------------------------------------------
    def describe(self, s: CalimalaState, action: Action, seat: int | None = None) -> str:
        return words.describe(s, self.actor(s), action, seat)

    def prompt(self, s: CalimalaState) -> str:
        actor = self.actor(s)
        return words.prompt(s, actor, actor is not None and s.phase == "cards" and bool(s.kept[card_chooser(s)]))

    def why_illegal(self, s: CalimalaState, action: Action) -> str:
        return words.why_illegal(s, self.actor(s), action, self.legal_actions(s))

    # --- save and load ------------------------------------------------------------------------
    def state_to_dict(self, s: CalimalaState) -> dict[str, Any]:
        return positions.to_dict(s)

    def read_state(self, data: dict[str, Any]) -> CalimalaState:
        return positions.from_dict(data)

    # --- checks -------------------------------------------------------------------------------
    def invariants(self, s: CalimalaState) -> list[str]:
        """Components conserved and within their limits, one check per component family."""
        return [*_disc_problems(s), *_cube_problems(s), *_card_problems(s), *_turn_problems(s)]

    def leaks(self, s: CalimalaState) -> list[str]:
        """Hands, dealt and secret scoring cards of others, the face-down card and the box stay hidden.

        A view is the public part plus each seat's own ``_private`` part; of the public part only the
        players and the face-down card are built from anything hidden, so those are checked here.
        """
        out = []
        over = s.phase == "over"
        if not over and _facedown(s) != len(s.facedown):
            out.append("the face-down scoring card is visible")
        players = _public_players(s)
        hidden_fields = {"hand", "dealt", "kept", "shown"} & set().union(*map(set, players))
        if hidden_fields:
            out.append(f"the public view shows {sorted(hidden_fields)}")
        for seat in [None] + list(range(s.players)):
            for p in range(s.players):
                if p == seat:
                    continue
                pv = _private(s, p, seat)
                if pv["hand"] is not None or pv["dealt"] is not None:
                    out.append(f"seat {seat} sees {s.names[p]}'s hand or dealt scoring cards")
                if pv["kept"] is not None and not over:
                    out.append(f"seat {seat} sees {s.names[p]}'s secret scoring card")
                if pv["shown"] is not None and s.phase == "cards":
                    out.append(f"seat {seat} sees the card {s.names[p]} lays out before all have chosen")
        return out


def _placed_discs(s: CalimalaState) -> Counter[str]:
    """Discs out of the reserves: coloured ones by disc (``c2``), white and neutral ones by kind."""
    out = s.act.out if s.act is not None else None
    piles = [*s.stacks, s.removed, [out] if out else []]
    return Counter(d if d[0] == "c" else d[0] for pile in piles for d in pile)


def _disc_problems(s: CalimalaState) -> list[str]:
    """Each player's coloured discs are in his reserve, on the streets, out of the game or on seats;
    white and neutral discs in the reserves, on the streets or out of the game."""
    n = s.players
    coloured, white, neutral = DISCS[n]
    placed = _placed_discs(s)
    out: list[str] = []
    for p in range(n):
        mine = s.discs[p][0] + placed[f"c{p}"] + s.seats.count(p)
        if mine != coloured or min(s.discs[p]) < 0:
            out.append(Message("calimala.check.coloured", name=s.names[p], count=mine, want=coloured))
    if sum(d[1] for d in s.discs) + placed["w"] != white * n:
        out.append(Message("calimala.check.white", total=white * n))
    if sum(d[2] for d in s.discs) + placed["n"] != neutral * n:
        out.append(Message("calimala.check.neutral", total=neutral * n))
    for i, stack in enumerate(s.stacks):
        full = s.act is not None and s.act.street == i
        if len(stack) > s.limit - (0 if full else 1):
            out.append(Message("calimala.check.space", space=words.space_text(s.grid, i), count=len(stack)))
    return out


def _cube_problems(s: CalimalaState) -> list[str]:
    """40 cubes a player (reserve, mat, board), areas within capacity, the mats, the trade houses;
    ``council_art`` names the seats with an artwork in the council."""
    n = s.players
    on_board = [sum(column) for column in zip(*s.board.values())]
    out: list[str] = [Message("calimala.check.area", area=area, cubes=str(v))
                      for area, v in s.board.items() if sum(v) > CAPACITY[area] or min(v) < 0]
    for p in range(n):
        total = s.cubes[p] + sum(s.wh[p]) + sum(s.shops[p]) + on_board[p]
        if total != CUBES or s.cubes[p] < 0:
            out.append(Message("calimala.check.cubes", name=s.names[p], count=total, want=CUBES))
        if not all(0 <= w <= WAREHOUSE_SIZE for w in s.wh[p]):
            out.append(Message("calimala.check.warehouses", name=s.names[p], held=str(s.wh[p])))
        if not 1 <= len(s.shops[p]) <= WORKSHOPS or not all(0 <= c <= WORKSHOP_SIZE for c in s.shops[p]):
            out.append(Message("calimala.check.workshops", name=s.names[p], held=str(s.shops[p])))
        houses = [h.count(p) for h in s.houses.values()]
        if sum(houses) > TRADE_HOUSES or max(houses) > 1:
            out.append(Message("calimala.check.houses", name=s.names[p]))
    if DISCS[n][2] and s.neutral + on_board[n] != NEUTRAL_CUBES:
        out.append(Message("calimala.check.neutral_cubes"))
    if sorted(s.council_art) != [p for p in range(n) if s.board[COUNCIL_ART][p]]:
        out.append(Message("calimala.check.council_art", seats=str(s.council_art)))
    return out


def _card_problems(s: CalimalaState) -> list[str]:
    """45 action cards (deck, discard pile, display, hands), 10 scoring cards, the 15 council tiles."""
    out: list[str] = []
    cards = Counter(s.deck + s.discard + s.display + [c for hand in s.hands for c in hand])
    if cards != ALL_ACTION_CARDS:
        out.append(Message("calimala.check.action_cards", counts=str([cards[x] for x in ACTIONS])))
    scoring = [*s.faceup, *s.facedown, *s.boxed, *(c for cards in s.kept + s.shown + s.dealt for c in cards)]
    if len(scoring) != len(SCORING_CARDS) or set(scoring) != SCORING_CARD_SET:
        out.append(Message("calimala.check.scoring_cards"))
    if len(s.seats) > len(s.council) or set(s.council) != SCORING_TILE_SET:
        out.append(Message("calimala.check.council"))
    return out


def _turn_problems(s: CalimalaState) -> list[str]:
    """Discs left fit the turn order (a player who has played has one fewer); scores are not negative."""
    out: list[str] = []
    n = s.players
    if s.phase in ("place", "resolve"):
        left = [sum(d) for d in s.discs]
        played = [(p - s.start) % n < (s.turn - s.start) % n + (s.phase == "resolve") for p in range(n)]
        if len({left[p] + played[p] for p in range(n)}) != 1:
            out.append(Message("calimala.check.discs_left", left=str(left)))
    if min(s.score) < 0:
        out.append(Message("calimala.check.negative"))
    return out


def _public_players(s: CalimalaState) -> list[dict[str, Any]]:
    return [{
        "name": s.names[p], "score": s.score[p], "fifty": s.score[p] >= FIFTY,
        "discs": dict(zip(("coloured", "white", "neutral"), s.discs[p])),
        "cubes": s.cubes[p], "warehouses": dict(zip(RESOURCES, s.wh[p])), "workshops": list(s.shops[p]),
        "ships": s.ships[p], "houses": [c for c, h in s.houses.items() if p in h],
        "seats": seats(s, p), "council": council_sum(s, p), "hand_size": len(s.hands[p]),
    } for p in range(s.players)]


def _facedown(s: CalimalaState) -> list[str] | int:
    """The 2-player face-down scoring card: its count until the end."""
    return list(s.facedown) if s.phase == "over" else len(s.facedown)


def _private(s: CalimalaState, p: int, seat: int | None) -> dict[str, Any]:
    """What of player ``p``'s secrets ``seat`` may see: all of his own, the kept card at the end."""
    mine = p == seat
    return {"hand": hand_counts(s.hands[p]) if mine else None,
            "dealt": list(s.dealt[p]) if mine else None,
            "kept": card_or_none(s.kept[p]) if mine or s.phase == "over" else None,
            "shown": card_or_none(s.shown[p]) if mine or s.phase != "cards" else None}



_STREET_INFO: dict[tuple[str, ...], list[tuple[tuple[str, ...], tuple[str, ...]]]] = {}


def _street_info(grid: tuple[str, ...]) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    """The fixed part of each street for a layout: the slots it joins and their actions."""
    if grid not in _STREET_INFO:
        if len(_STREET_INFO) > 64:
            _STREET_INFO.clear()
        _STREET_INFO[grid] = [(tuple(GRID_SLOTS[i] for i in STREETS[name]), tuple(grid[i] for i in STREETS[name]))
                              for name in STREET_NAMES]
    return _STREET_INFO[grid]


SCORING_CARD_SET, SCORING_TILE_SET = set(SCORING_CARDS), set(SCORING_TILES)
ALL_ACTION_CARDS = Counter({x: CARDS_PER_ACTION for x in ACTIONS})


GAME = Calimala()
