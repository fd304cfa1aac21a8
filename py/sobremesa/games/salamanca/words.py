"""The game in words: a log line for each action (``describe``, as a seat may read it) and
what the actor must decide (``prompt``)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from ...core import Action
from ...core.words import and_list, plural, with_article
from . import cards, special, tiles  # as modules: the rules modules that write lines import these words
from .data import CELL_INDEX, CELL_NAMES, DISPLAY_FIELDS, KIND, TILES
from .regions import tile_at
from .state import SalamancaState

# The new-game form: each option's label and help text (the options themselves: ``game.Salamanca.options``).
OPTION_LABELS = {"start_tiles": "Orange-star tiles"}
OPTION_CHOICES = {"start_tiles": ("spread out (the default)", "at random")}
OPTION_HELP = {"start_tiles": "Where the five orange-star landscapes start: the spread-out default, or random fields "
                              "with no two touching (the rulebook says 'any field')."}
PLAGUE_NAMES = {"poison": "Poison", "locust": "Locust", "rat": "Rat", "ruin": "Ruin"}
PLAGUE_WORDS = {"poison": "Poison (vineyard or lake worthless, cuts the landscape)",
                "locust": "Locust (acre, forest or pasture worthless, cuts the landscape)",
                "rat": "Rat (halves the landscape)", "ruin": "Ruin (building worth nothing)"}
CARD_WORDS = {1: "Poison", 2: "Rat", 3: "Locust", 4: "Ruin", 5: "start card", 6: "draw a card"}


def tile_name(code: str) -> str:
    """A tile in the rulebook's words: "castle", "very fertile vineyard (worth 2)"."""
    if code not in TILES:
        return "tile"
    kind, cls, value = TILES[code]
    return kind if cls == "building" else tile_words(kind, cls, value)


def tile_words(kind: str, cls: str, value: int) -> str:
    """A tile with its value, for the board's hover texts: "castle (building value 3)"."""
    if cls == "fertile":
        return f"very fertile {kind} (worth {value})"
    if cls == "building":
        return f"{kind} (building value {value})"
    return kind


def tiles_text(codes: Sequence[str]) -> str:
    """"a castle, 2 vineyards and a very fertile lake (worth 3)", in the order given."""
    counts = Counter(codes)
    return and_list([plural(n, tile_name(c)) if n > 1 else with_article(tile_name(c)) for c, n in counts.items()])


def doubloons(n: int) -> str:
    return plural(n, "doubloon")


# --- the lines the rules write ---------------------------------------------------------------------
def display_filled(round_: int, laid: Sequence[tuple[str, str]], last: bool) -> str:
    """Section 1: "Round 2: the display is filled (field a: a castle; field b: a lake)"."""
    fields = "; ".join(f"field {field}: {with_article(tile_name(code))}" for field, code in laid) or "no tiles left"
    return f"Round {round_}: the display is filled ({fields})" + (" — this is the last round." if last else ".")


def cards_text(cards: Sequence[int]) -> str:
    return and_list([f"card {c}" for c in cards])


def hand_shown(name: str, hand: Sequence[int], card: int) -> str:
    return (f"{name} holds only cards already played and shows them: {cards_text(sorted(hand))}; plays card {card} "
            "and becomes the starting player.")


def cards_revealed(played: Sequence[tuple[str, Sequence[int]]]) -> str:
    return "The cards are revealed: " + "; ".join(f"{name} {cards_text(sorted(cards, reverse=True))}"
                                                  for name, cards in played) + "."


def weekly_market(cell: int, value: int, paid: Sequence[tuple[str, int]]) -> str:
    return (f"Weekly market, region of {CELL_NAMES[cell]} (worth {value}): "
            + and_list([f"{name} {doubloons(amount)}" for name, amount in paid]) + ".")


def game_over(money: Sequence[tuple[str, int]], winners: Sequence[str]) -> str:
    won = "wins" if len(winners) == 1 else "share the victory"
    return (f"The game is over. Doubloons: {and_list([f'{name} {amount}' for name, amount in money])}. "
            f"{and_list(list(winners))} {won}.")


def sold(name: str, building: str, cell: int, value: int) -> str:
    return f"{name} sells the {building} at {CELL_NAMES[cell]} for {doubloons(value)}"


def conde_paid(name: str, amount: int) -> str:
    return f"; Conde {name} receives {doubloons(amount)}"


def removed(tiles: Sequence[tuple[str, int]]) -> str:
    return "; removed from the game: " + and_list([f"the {tile_name(code)} at {CELL_NAMES[cell]}"
                                                   for code, cell in tiles])


RAT_BESIDE = "; the Rat goes beside the board"


def not_your_building(cell: int) -> str:
    return f"{CELL_NAMES[cell]} is not a building of yours."


def kind_at(state: SalamancaState, name: object) -> str:
    """The kind of the tile on the field called ``name`` ("building" when there is none)."""
    cell = CELL_INDEX.get(name) if isinstance(name, str) else None
    code = None if cell is None else state.board[cell]
    return "building" if code is None else KIND[code]


def actor_name(state: SalamancaState) -> str:
    if state.phase == "cards":
        return state.names[cards.card_player(state)]
    return "?" if state.turn is None else state.names[state.turn.seat]


# --- log lines: (state before, action, who acts, reading seat) -> text ----------------------------
Line = Callable[[SalamancaState, Action, str, int | None], str]


def _play(s: SalamancaState, a: Action, who: str, seat: int | None) -> str:
    if s.players == 2 and seat != cards.card_player(s):
        return f"{who} plays a card face down."
    return f"{who} plays card {a[1]}."


def _take(s: SalamancaState, a: Action, who: str, seat: int | None) -> str:
    i = DISPLAY_FIELDS[s.players].find(a[1])
    tiles = tiles_text(s.display[i]) if i >= 0 else "nothing"
    return f"{who} takes display field {a[1]}: {tiles}."


def _occupy(s: SalamancaState, a: Action, who: str, seat: int | None) -> str:
    cell = tiles.just_placed(s.current)
    cost = tiles.occupy_cost(s)
    return (f"{who} puts a Squire on the {KIND[tile_at(s.board, cell)]} at {CELL_NAMES[cell]}"
            + (f" and pays {doubloons(cost)}." if cost else "."))


def _leave(s: SalamancaState, a: Action, who: str, seat: int | None) -> str:
    cell = tiles.just_placed(s.current)
    return f"{who} leaves the {KIND[tile_at(s.board, cell)]} at {CELL_NAMES[cell]} unoccupied."


def _conde(s: SalamancaState, a: Action, who: str, seat: int | None) -> str:
    owner = s.squires.get(CELL_INDEX.get(a[1], -1))
    whose = f"{s.names[owner]}'s " if owner is not None else "the "
    return f"{who} places the Conde on {whose}{kind_at(s, a[1])} at {a[1]}."


def _exchanged(s: SalamancaState, a: Action, who: str, seat: int | None) -> str:
    """Card 6: only the two players of the exchange read which card changed hands."""
    partner = special.exchange_partner(s.current)
    card = f"the {a[1]}" if seat in (s.current.seat, partner) else "a card"
    if a[0] == "take_card":
        return f"{who} takes {card} from {s.names[partner]}."
    return f"{who} gives {s.names[partner]} {card} in return."


LINES: dict[str, Line] = {
    "play": _play,
    "take": _take,
    "place": lambda s, a, who, seat: f"{who} places the {tile_name(a[1])} on {a[2]}.",
    "occupy": _occupy,
    "leave": _leave,
    "sell": lambda s, a, who, seat: f"{who} sells the {kind_at(s, a[1])} at {a[1]}.",
    "conde": _conde,
    "plague": lambda s, a, who, seat: f"{who} moves the {PLAGUE_NAMES.get(a[1], a[1])} to {a[2]}.",
    "peek": lambda s, a, who, seat: f"{who} (card 6) looks at the hand of {s.names[a[1]]}.",
    "take_card": _exchanged,
    "give_card": _exchanged,
    "end": lambda s, a, who, seat: f"{who} ends the turn.",
}


def describe(state: SalamancaState, action: Action, seat: int | None = None) -> str:
    """One line for the log, as ``seat`` may read it (``state`` is before the action)."""
    line = LINES.get(action[0])
    who = actor_name(state)
    if line is None:
        return f"{who}: {' '.join(map(str, action))}"
    return line(state, action, who, seat)


def prompt(state: SalamancaState) -> str:
    """What the actor must decide now, in words."""
    if state.phase == "over":
        return "The game is over."
    if state.phase == "cards":
        return f"{state.names[cards.card_player(state)]} must play a card."
    t = state.current
    who = state.names[t.seat]
    if t.partner is not None:
        return (f"{who} must take a card from {state.names[t.partner]}'s hand." if t.took is None
                else f"{who} must give {state.names[t.partner]} a card in return.")
    if t.occupy is not None:
        return f"{who} must decide whether to put a Squire on the {KIND[tile_at(state.board, t.occupy)]} just placed."
    if t.pending:
        return f"{who} must place the tiles taken: {tiles_text(t.pending)}."
    return f"{who} may act with card {t.card} or end the turn."


def counters(view: dict[str, Any]) -> dict[int, dict[str, int]]:
    """What a move's preview counts for each player (``Game.counters``): doubloons (behind the shield: only the
    seat's own) and Squires in the supply."""
    return {p: {**({} if info["money"] is None else {"doubloon": info["money"]}), "Squire": info["squires"]}
            for p, info in enumerate(view["players"])}
