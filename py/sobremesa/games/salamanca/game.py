"""Salamanca on the engine contract: legal actions, apply, view, log lines."""

from __future__ import annotations

from collections import Counter

from ...core import Game, Option, rng
from . import positions
from .cards import card_player, play_card, playable
from .condes import conde_targets, place_conde
from .data import (ALL_TILES, CELL_INDEX, CELL_NAMES, CELLS, COLS, CONDE_LIMIT, DISPLAY_FIELDS, IS_BUILDING,
                   KIND, PLAGUE_TARGETS, ROWS, SQUIRES_PER_PLAYER, START_LAYOUT, TILES, deck)
from .regions import all_regions, region
from .rounds import begin_expansion, begin_round, deal_and_shuffle, end_turn
from .selling import sell, sellable, squires_in_stock, why_not_sellable
from .special import (card_function, exchange_partners, give_card, move_plague, own_cards, peek,
                      plague_targets, take_card)
from .state import SalamancaState
from .tiles import can_occupy, leave, occupy, occupy_cost, place, take

PLAGUE_NAMES = {"poison": "Poison", "locust": "Locust", "rat": "Rat", "ruin": "Ruin"}


class Salamanca(Game):
    name = "salamanca"
    title = "Salamanca"
    version = "2"
    min_players, max_players = 2, 5
    has_secrets = True
    options = (
        Option("start_tiles", "Orange-star tiles", ("fixed", "random"), "fixed",
               help="Where the five orange-star landscapes start: the spread-out default, or random "
                    "fields with no two touching (the rulebook says 'any field')."),
    )

    # --- setup ------------------------------------------------------------------
    def new_state(self, names, seed_rng, options) -> SalamancaState:
        s = SalamancaState.__new__(SalamancaState)
        s.rng, s.events, s.barrier = seed_rng, [], True
        s.names, s.options = tuple(names), dict(options)
        n = len(names)
        s.board = [None] * CELLS
        s.squires, s.condes = {}, {}
        s.plagues = {p: None for p in PLAGUE_TARGETS}
        s.display = [[] for _ in DISPLAY_FIELDS[n]]
        s.removed, s.played, s.money, s.bank = [], [[] for _ in names], [0] * n, 0
        s.round, s.order, s.turn, s.turn_index, s.exception, s.last_round = 1, [], None, 0, None, False
        s.possessed, s.fertile_placed = set(), set()
        from .data import BLUE_STAR, DRAW_STACK, ORANGE_STAR

        for code, cell in self._start_layout(s, options["start_tiles"], ORANGE_STAR).items():
            s.board[cell] = code
        s.stack, s.blue = list(DRAW_STACK), list(BLUE_STAR)
        s.rng = rng.shuffle(s.rng, s.stack)
        s.rng = rng.shuffle(s.rng, s.blue)
        deal_and_shuffle(s, deck(n))
        s.rng, s.start = rng.below(s.rng, n)  # D-S5: the first start player at random
        begin_round(s)
        return s

    @staticmethod
    def _start_layout(s, how: str, tiles) -> dict:
        if how == "fixed":
            return {code: CELL_INDEX[START_LAYOUT[code]] for code in tiles}
        from .data import NEIGHBOURS

        placed = {}
        for code in tiles:
            free = [c for c in range(CELLS) if c not in placed.values()
                    and not any(n in placed.values() for n in NEIGHBOURS[c])]
            s.rng, i = rng.below(s.rng, len(free))
            placed[code] = free[i]
        return placed

    # --- whose decision, and which --------------------------------------------------
    def actor(self, s) -> int | None:
        if s.phase == "cards":
            return card_player(s)
        if s.phase == "expansion":
            return s.turn.seat
        return None

    def legal_actions(self, s) -> list[tuple]:
        if s.phase == "cards":
            return [("play", c) for c in playable(s, card_player(s))]
        if s.phase == "expansion":
            return self._turn_actions(s)
        return []

    def _turn_actions(self, s) -> list[tuple]:
        t = s.turn
        seat = t.seat
        if t.partner is not None:
            if t.took is None:
                return [("take_card", c) for c in sorted(set(s.hands[t.partner]))]
            return [("give_card", c) for c in sorted(set(own_cards(s)))]
        sells = [("sell", CELL_NAMES[c]) for c in sellable(s, seat)] if "A" in t.acts else []
        if t.occupy is not None:
            return ([("occupy",)] if can_occupy(s) else []) + [("leave",)] + sells
        out = []
        main_done = "A" in t.acts or "B" in t.acts
        if not main_done and ("C" not in t.acts or t.last):
            out += [("take", f) for i, f in enumerate(DISPLAY_FIELDS[s.players]) if s.display[i]]
            out += [("conde", CELL_NAMES[c]) for c in conde_targets(s, seat)]
        if t.pending:
            free = [CELL_NAMES[c] for c in range(CELLS) if s.board[c] is None]
            out += [("place", code, cell) for code in sorted(set(t.pending)) for cell in free]
        out += sells
        func = card_function(t.card)
        if func and "C" not in t.acts and (t.last or not main_done):
            if func == "exchange":
                out += [("peek", p) for p in exchange_partners(s, seat)]
            else:
                out += [("plague", func, CELL_NAMES[c]) for c in plague_targets(s, func)]
        if not t.pending:
            out.append(("end",))
        return out

    # --- apply --------------------------------------------------------------------
    def play(self, s, action) -> None:
        kind = action[0]
        if kind == "play":
            if play_card(s, action[1]):
                begin_expansion(s)
        elif kind == "end":
            end_turn(s)
        else:
            TURN_STEPS[kind](s, action)
            if s.turn.acts and self._turn_actions(s) == [("end",)]:
                end_turn(s)  # nothing else this turn allows: no click needed

    # --- what each seat sees --------------------------------------------------------
    def view(self, s, seat: int | None) -> dict:
        return self._view(s, seat, all_regions(s.board, s.plagues))

    def _view(self, s, seat, regions) -> dict:
        n = s.players
        hidden_cards = n == 2 and s.phase == "cards"
        t = s.turn
        players = []
        for p in range(n):
            mine = p == seat
            players.append({
                "name": s.names[p], "squires": squires_in_stock(s, p), "conde": p not in s.condes.values(),
                "hand": sorted(s.hands[p]) if mine else None, "hand_size": len(s.hands[p]),
                "money": s.money[p] if mine or s.phase == "over" else None,
                "played": list(s.played[p]) if mine or not hidden_cards else [],
                "played_count": len(s.played[p]),
            })
        exchange = None
        if t and t.partner is not None and seat in (t.seat, t.partner):
            exchange = {"with": t.partner if seat == t.seat else t.seat, "hand": sorted(s.hands[t.partner])}
        return {
            "game": self.name, "seat": seat, "actor": self.actor(s), "round": s.round, "phase": s.phase,
            "cols": COLS, "rows": ROWS, "start": s.start, "last_round": s.last_round,
            "board": {CELL_NAMES[c]: {"tile": code, "kind": TILES[code][0], "class": TILES[code][1],
                                      "value": TILES[code][2]}
                      for c, code in enumerate(s.board) if code is not None},
            "squires": {CELL_NAMES[c]: p for c, p in s.squires.items()},
            "condes": {CELL_NAMES[c]: p for c, p in s.condes.items()},
            "plagues": {p: (CELL_NAMES[c] if c is not None else None) for p, c in s.plagues.items()},
            "regions": {CELL_NAMES[c]: r.value for c, r in regions.items()},
            "display": {f: list(s.display[i]) for i, f in enumerate(DISPLAY_FIELDS[n])},
            "stack": len(s.stack), "blue": len(s.blue), "removed": list(s.removed),
            "players": players,
            "order": [{"seat": p, "card": c} for p, c in s.order],
            "turn": None if t is None else {
                "seat": t.seat, "card": t.card, "last": t.last, "done": list(t.acts), "pending": list(t.pending),
                "occupy": CELL_NAMES[t.occupy] if t.occupy is not None else None},
            "exchange": exchange,
            "scores": list(s.money) if s.phase == "over" else None,
        }

    def is_over(self, s) -> bool:
        return s.phase == "over"

    def scores(self, s) -> list[int]:
        return list(s.money)

    def player_names(self, s) -> list[str]:
        return list(s.names)

    # --- log lines and reasons ------------------------------------------------------
    def describe(self, s, action, seat=None) -> str:
        kind = action[0]
        actor = self.actor(s)
        who = s.names[actor] if actor is not None else "?"
        if kind == "play":
            if s.players == 2 and seat != actor:
                return f"{who} plays a card face down."
            return f"{who} plays the {action[1]}."
        if kind == "take":
            i = DISPLAY_FIELDS[s.players].find(action[1])
            tiles = ", ".join(_tile_name(c) for c in s.display[i]) if i >= 0 else ""
            return f"{who} takes display field {action[1]}: {tiles}."
        if kind == "place":
            return f"{who} places the {_tile_name(action[1])} on {action[2]}."
        if kind == "occupy":
            cost = occupy_cost(s)
            return (f"{who} puts a Squire on the {KIND[s.board[s.turn.occupy]]} at {CELL_NAMES[s.turn.occupy]}"
                    + (f" and pays {cost} doubloons." if cost else "."))
        if kind == "leave":
            return f"{who} leaves the {KIND[s.board[s.turn.occupy]]} at {CELL_NAMES[s.turn.occupy]} unoccupied."
        if kind == "sell":
            return f"{who} sells the {_kind_at(s, action[1])} at {action[1]}."
        if kind == "conde":
            owner = s.squires.get(CELL_INDEX.get(action[1], -1))
            whose = f"{s.names[owner]}'s " if owner is not None else "the "
            return f"{who} places the Conde on {whose}{_kind_at(s, action[1])} at {action[1]}."
        if kind == "plague":
            return f"{who} moves the {PLAGUE_NAMES.get(action[1], action[1])} to {action[2]}."
        if kind == "peek":
            return f"{who} (card 6) looks at the hand of {s.names[action[1]]}."
        if kind in ("take_card", "give_card"):
            partner = s.names[s.turn.partner]
            involved = seat in (actor, s.turn.partner)
            card = f"the {action[1]}" if involved else "a card"
            if kind == "take_card":
                return f"{who} takes {card} from {partner}."
            return f"{who} gives {partner} {card} in return."
        if kind == "end":
            return f"{who} ends the turn."
        return f"{who}: {' '.join(map(str, action))}"

    def prompt(self, s) -> str:
        """What the actor must decide now, in words."""
        if s.phase == "over":
            return "The game is over."
        if s.phase == "cards":
            return f"{s.names[card_player(s)]} must play a card (Section 2)."
        t = s.turn
        who = s.names[t.seat]
        if t.partner is not None:
            return (f"{who} must take a card from {s.names[t.partner]}'s hand." if t.took is None
                    else f"{who} must give {s.names[t.partner]} a card in return.")
        if t.occupy is not None:
            return f"{who} must decide whether to put a Squire on the {KIND[s.board[t.occupy]]} just placed."
        if t.pending:
            return f"{who} must place the tiles taken: {', '.join(t.pending)}."
        return f"{who} may act with the {t.card} or end the turn."

    def why_illegal(self, s, action) -> str:
        kind = action[0]
        expected = self.prompt(s)
        if s.phase == "over":
            return expected
        if kind not in ACTION_KINDS:
            return f"Salamanca has no action {kind!r}. {expected}"
        if s.phase == "cards":
            seat = card_player(s)
            if kind != "play":
                return f"First every player plays a card. {expected}"
            card = action[1] if len(action) > 1 else None
            if card not in s.hands[seat]:
                return f"{s.names[seat]} does not hold a {card}."
            return f"The {card} has already been played this round; play a card nobody has played yet."
        t = s.turn
        if t.partner is not None and kind not in ("take_card", "give_card"):
            return f"Finish the card exchange first. {expected}"
        if t.occupy is not None and kind not in ("occupy", "leave", "sell"):
            return f"First decide about the building just placed. {expected}"
        cell = CELL_INDEX.get(action[-1]) if isinstance(action[-1], str) else None
        main_done = "A" in t.acts or "B" in t.acts
        if kind in ("take", "conde"):
            if main_done:
                return "A turn has room for only one of action A (tiles) and action B (Conde)."
            if "C" in t.acts and not t.last:
                return "You used action C this turn; only the last player adds action A or B to it."
            if kind == "take":
                return f"Display field {action[1] if len(action) > 1 else '?'} holds no tiles to take."
            if cell is None or s.board[cell] is None or not IS_BUILDING[s.board[cell]]:
                return "A Conde goes only on a building."
            owner = s.squires.get(cell)
            if owner is None or owner == t.seat:
                return "A Conde goes only on a building occupied by an opponent's Squire."
            if cell in s.condes:
                return "There is already a Conde on that building."
            return (f"That region is worth {region(s.board, s.plagues, cell).value}; "
                    f"a Conde may go only where it is worth less than {CONDE_LIMIT}.")
        if kind == "place":
            if not t.pending or len(action) != 3 or action[1] not in t.pending:
                return "Place only the tiles you took from the display."
            if cell is None:
                return f"There is no field {action[2]!r} on the board."
            return f"Field {action[2]} is not free."
        if kind == "occupy":
            if t.occupy is None:
                return "A Squire goes only on a building just placed."
            if squires_in_stock(s, t.seat) == 0:
                return "You have no Squire in stock: sell one of your buildings first."
            return f"You need {occupy_cost(s)} doubloons to pay for this Squire."
        if kind == "sell":
            if "A" not in t.acts:
                return "Buildings are sold only during action A, after taking a display field."
            if cell is None:
                return "Name a field of the board."
            return why_not_sellable(s, t.seat, cell)
        if kind in ("plague", "peek"):
            func = card_function(t.card)
            if "C" in t.acts:
                return "You have already used the card's special function this turn."
            if main_done and not t.last:
                return "You did action A or B; only the last player adds action C."
            if func is None:
                return f"The {t.card} has no special function."
            if kind == "peek" or func == "exchange":
                return ("Your card 6 exchanges a card: choose an opponent with cards in hand."
                        if func == "exchange" else f"Your card {t.card} moves the {PLAGUE_NAMES[func]}.")
            if action[1] != func:
                return f"Your card {t.card} moves the {PLAGUE_NAMES[func]}, not another plague."
            return (f"The {PLAGUE_NAMES[func]} may go only on an empty "
                    f"{' or '.join(PLAGUE_TARGETS[func])} tile on the board.")
        if kind == "end" and t.pending:
            return f"Place every tile you took first: {', '.join(t.pending)}."
        if kind in ("take_card", "give_card"):
            if t.partner is None:
                return "There is no card exchange under way."
            if kind == "give_card" and t.took is not None and action[1:] == (t.took,):
                return f"Give one of your own cards in return, not the {t.took} just taken."
            return f"That card is not there to exchange. {expected}"
        return f"That is not possible now. {expected}"

    # --- save, load, checks -------------------------------------------------------
    def state_to_dict(self, s) -> dict:
        return positions.to_dict(s)

    def read_state(self, data) -> SalamancaState:
        return positions.from_dict(data)

    def invariants(self, s) -> list[str]:
        problems = []
        tiles = Counter(c for c in s.board if c is not None)
        for field in s.display:
            tiles.update(field)
        tiles.update(s.stack)
        tiles.update(s.blue)
        tiles.update(s.removed)
        if s.turn:
            tiles.update(s.turn.pending)
        if tiles != Counter(ALL_TILES):
            problems.append(f"tiles not conserved: {sorted((tiles - Counter(ALL_TILES)).elements())} extra, "
                            f"{sorted((Counter(ALL_TILES) - tiles).elements())} missing")
        cards = Counter(c for h in s.hands for c in h) + Counter(c for p in s.played for c in p)
        if cards != Counter(deck(s.players)):
            problems.append("cards not conserved")
        if min(s.money) < 0 or sum(s.money) != s.bank:
            problems.append(f"doubloons not conserved: money {s.money}, bank paid out {s.bank}")
        for p in range(s.players):
            if not 0 <= squires_in_stock(s, p) <= SQUIRES_PER_PLAYER:
                problems.append(f"seat {p} has too many squires on the board")
            if list(s.condes.values()).count(p) > 1:
                problems.append(f"seat {p} has two condes")
        for cell, p in s.squires.items():
            if s.board[cell] is None or not IS_BUILDING[s.board[cell]]:
                problems.append(f"squire on {CELL_NAMES[cell]}, not a building")
        for cell, p in s.condes.items():
            if s.squires.get(cell) in (None, p):
                problems.append(f"conde on {CELL_NAMES[cell]} without an opponent's squire")
        spots = [c for c in s.plagues.values() if c is not None]
        if len(spots) != len(set(spots)):
            problems.append("two plagues on one tile")
        for plague, cell in s.plagues.items():
            if cell is not None and (s.board[cell] is None or KIND[s.board[cell]] not in PLAGUE_TARGETS[plague]):
                problems.append(f"the {plague} stands on {CELL_NAMES[cell]}, where it may not")
        return problems

    def leaks(self, s) -> list[str]:
        problems = []
        t = s.turn
        regions = all_regions(s.board, s.plagues)
        for seat in [None, *range(s.players)]:
            v = self._view(s, seat, regions)
            for p, info in enumerate(v["players"]):
                if p == seat or s.phase == "over":
                    continue
                if info["hand"] is not None or info["money"] is not None:
                    problems.append(f"seat {seat} sees the hand or money of seat {p}")
                if s.players == 2 and s.phase == "cards" and info["played"]:
                    problems.append(f"seat {seat} sees the face-down cards of seat {p}")
            if v["exchange"] is not None and (t is None or seat not in (t.seat, t.partner)):
                problems.append(f"seat {seat} sees a card exchange it is not part of")
        return problems


# The steps of a Section 3 turn: action name -> what it does (cells arrive by name)
TURN_STEPS = {
    "take": lambda s, a: take(s, a[1]),
    "place": lambda s, a: place(s, a[1], CELL_INDEX[a[2]]),
    "occupy": lambda s, a: occupy(s),
    "leave": lambda s, a: leave(s),
    "sell": lambda s, a: sell(s, s.turn.seat, CELL_INDEX[a[1]]),
    "conde": lambda s, a: place_conde(s, s.turn.seat, CELL_INDEX[a[1]]),
    "plague": lambda s, a: move_plague(s, a[1], CELL_INDEX[a[2]]),
    "peek": lambda s, a: peek(s, a[1]),
    "take_card": lambda s, a: take_card(s, a[1]),
    "give_card": lambda s, a: give_card(s, a[1]),
}
ACTION_KINDS = ("play", "end", *TURN_STEPS)


def _tile_name(code: str) -> str:
    if code not in TILES:
        return str(code)
    kind, cls, value = TILES[code]
    return f"fertile {kind} ({value})" if cls == "fertile" else kind


def _kind_at(s, name) -> str:
    cell = CELL_INDEX.get(name)
    return KIND[s.board[cell]] if cell is not None and s.board[cell] is not None else "building"


GAME = Salamanca()
