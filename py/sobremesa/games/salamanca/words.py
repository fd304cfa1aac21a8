"""The game in words: a log line for each action (``describe``, as a seat may read it) and
what the actor must decide (``prompt``). Every text is a ``Message`` (core.i18n): its English is the text, its key
and arguments make it in the viewer's language (``locale/salamanca/<lang>.json``). A component's name is made
once (``cache``): ``apply`` writes these lines millions of times in bots and fuzzing."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from functools import cache
from typing import Any

from ...core import Action
from ...core.i18n import Message
from . import cards, special, tiles  # as modules: the rules modules that write lines import these words
from .data import CELL_INDEX, CELL_NAMES, DISPLAY_FIELDS, KIND, TILES
from .regions import tile_at
from .state import SalamancaState


def say(key: str, /, **args: Any) -> Message:
    """A message of Salamanca's part of the catalog (``salamanca.<key>``)."""
    return Message(f"salamanca.{key}", **args)


# The new-game form: each option's label and help text (the options themselves: ``game.Salamanca.options``).
OPTION_LABELS = {"start_tiles": say("option.start_tiles")}
OPTION_CHOICES = {"start_tiles": (say("option.start_tiles.fixed"), say("option.start_tiles.random"))}
OPTION_HELP = {"start_tiles": say("option.start_tiles.help")}
PLAGUE_NAMES = {p: say(f"plague.{p}") for p in ("poison", "locust", "rat", "ruin")}
PLAGUE_WORDS = {p: say(f"plague.{p}.effect") for p in ("poison", "locust", "rat", "ruin")}
CARD_WORDS = {card: say(f"card.{card}.function") for card in range(1, 7)}


@cache
def plague_the(plague: str) -> Message:
    """A plague with its definite article, as the object of a sentence: "the Poison"."""
    return say(f"plague.{plague}.the")


@cache
def kind_name(kind: str) -> Message:
    """A tile kind's name, alone: "castle" (also "building")."""
    return say(f"kind.{kind}")


@cache
def kind_the(kind: str) -> Message:
    """A tile kind with its definite article, as the object of a sentence: "the castle"."""
    return say(f"kind.{kind}.the")


def kind_of(kind: str, owner: str) -> Message:
    """A tile kind someone owns, as the object of a sentence: "Ana's castle"."""
    return say(f"kind.{kind}.of", owner=owner)


@cache
def tile_name(code: str) -> Message:
    """A tile in the rulebook's words: "castle", "very fertile vineyard (worth 2)"."""
    if code not in TILES:
        return say("tile")
    kind, cls, value = TILES[code]
    return kind_name(kind) if cls == "building" else tile_words(kind, cls, value)


@cache
def tile_the(code: str) -> Message:
    """A tile with its definite article, as the object of a sentence: "the very fertile vineyard (worth 2)"."""
    kind, cls, value = TILES[code]
    return say(f"fertile.{kind}.the", value=value) if cls == "fertile" else kind_the(kind)


@cache
def tile_a(code: str) -> Message:
    """A tile with its indefinite article, as a list names it: "a castle", "a very fertile lake (worth 3)"."""
    kind, cls, value = TILES[code]
    return say(f"fertile.{kind}.a", value=value) if cls == "fertile" else say(f"kind.{kind}.a")


@cache
def tile_words(kind: str, cls: str, value: int) -> Message:
    """A tile with its value, for the board's hover texts: "castle (building value 3)"."""
    if cls == "fertile":
        return say(f"fertile.{kind}", value=value)
    if cls == "building":
        return say("building_value", kind=kind_name(kind), value=value)
    return kind_name(kind)


def tiles_text(codes: Sequence[str]) -> Message:
    """"a castle, 2 vineyards and a very fertile lake (worth 3)", in the order given (every especially fertile
    tile is one of a kind, so only plain tiles are counted)."""
    counts = Counter(codes)
    return say("list", items=[say(f"kind.{KIND[c]}.count", count=n) if n > 1 else tile_a(c)
                              for c, n in counts.items()])


@cache
def doubloons(n: int) -> Message:
    return say("doubloons", count=n)


def semicolons(parts: Sequence[Message]) -> Message:
    """Clauses one after the other: "a; b; c" (each a whole clause in every language)."""
    joined = parts[0]
    for part in parts[1:]:
        joined = say("semicolon", first=joined, next=part)
    return joined


# --- the lines the rules write ---------------------------------------------------------------------
def display_filled(round_: int, laid: Sequence[tuple[str, str]], last: bool) -> Message:
    """Section 1: "Round 2: the display is filled (field a: a castle; field b: a lake)"."""
    fields = (semicolons([say("log.field", field=field, tile=tile_a(code)) for field, code in laid]) if laid
              else say("log.no_tiles_left"))
    return say("log.display_filled_last" if last else "log.display_filled", round=round_, fields=fields)


def cards_text(cards: Sequence[int]) -> list[Message]:
    """Cards by number, as a list argument ("card 8, card 5 and card 2")."""
    return [say("card", card=c) for c in cards]


def hand_shown(name: str, hand: Sequence[int], card: int) -> Message:
    return say("log.hand_shown", name=name, cards=cards_text(sorted(hand)), card=card)


def cards_revealed(played: Sequence[tuple[str, Sequence[int]]]) -> Message:
    return say("log.cards_revealed", cards=semicolons([say("log.cards_of", name=name,
                                                           cards=cards_text(sorted(cards, reverse=True)))
                                                       for name, cards in played]))


def weekly_market(cell: int, value: int, paid: Sequence[tuple[str, int]]) -> Message:
    return say("log.weekly_market", cell=CELL_NAMES[cell], value=value,
               paid=[say("log.paid", name=name, amount=doubloons(amount)) for name, amount in paid])


def game_over(money: Sequence[tuple[str, int]], winners: Sequence[str]) -> Message:
    return say("log.game_over" if len(winners) == 1 else "log.game_over_shared",
               money=[say("log.money", name=name, amount=amount) for name, amount in money], winners=list(winners))


def sold(name: str, building: str, cell: int, value: int) -> Message:
    return say("log.sold", name=name, building=kind_the(building), cell=CELL_NAMES[cell], amount=doubloons(value))


def conde_paid(name: str, amount: int) -> Message:
    return say("log.conde_paid", name=name, amount=doubloons(amount))


def removed(tiles: Sequence[tuple[str, int]]) -> Message:
    return say("log.removed", tiles=[say("log.tile_at", tile=tile_the(code), cell=CELL_NAMES[cell])
                                     for code, cell in tiles])


RAT_BESIDE = say("log.rat_beside")


def sentence(clauses: Sequence[Message]) -> Message:
    """A line of clauses: "Ana sells the castle at E2 for 7 doubloons; Conde Ben receives 4 doubloons."."""
    return say("log.sentence", clauses=semicolons(clauses))


def not_your_building(cell: int) -> Message:
    return say("refuse.not_your_building", cell=CELL_NAMES[cell])


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


def _play(s: SalamancaState, a: Action, who: str, seat: int | None) -> Message:
    if s.players == 2 and seat != cards.card_player(s):
        return say("log.plays_face_down", who=who)
    return say("log.plays", who=who, card=a[1])


def _take(s: SalamancaState, a: Action, who: str, seat: int | None) -> Message:
    i = DISPLAY_FIELDS[s.players].find(a[1])
    return say("log.takes", who=who, field=a[1], tiles=tiles_text(s.display[i]) if i >= 0 else say("nothing"))


def _occupy(s: SalamancaState, a: Action, who: str, seat: int | None) -> Message:
    cell = tiles.just_placed(s.current)
    cost = tiles.occupy_cost(s)
    building, at = kind_the(KIND[tile_at(s.board, cell)]), CELL_NAMES[cell]
    if cost:
        return say("log.occupies_pays", who=who, building=building, cell=at, amount=doubloons(cost))
    return say("log.occupies", who=who, building=building, cell=at)


def _leave(s: SalamancaState, a: Action, who: str, seat: int | None) -> Message:
    cell = tiles.just_placed(s.current)
    return say("log.leaves", who=who, building=kind_the(KIND[tile_at(s.board, cell)]), cell=CELL_NAMES[cell])


def _conde(s: SalamancaState, a: Action, who: str, seat: int | None) -> Message:
    owner = s.squires.get(CELL_INDEX.get(a[1], -1))
    kind = kind_at(s, a[1])
    building = kind_the(kind) if owner is None else kind_of(kind, s.names[owner])
    return say("log.conde", who=who, building=building, cell=a[1])


def _exchanged(s: SalamancaState, a: Action, who: str, seat: int | None) -> Message:
    """Card 6: only the two players of the exchange read which card changed hands."""
    partner = special.exchange_partner(s.current)
    verb = "takes_card" if a[0] == "take_card" else "gives_card"
    if seat in (s.current.seat, partner):
        return say(f"log.{verb}", who=who, partner=s.names[partner], card=a[1])
    return say(f"log.{verb}_hidden", who=who, partner=s.names[partner])


LINES: dict[str, Line] = {
    "play": _play,
    "take": _take,
    "place": lambda s, a, who, seat: say("log.places", who=who, tile=tile_the(a[1]), cell=a[2]),
    "occupy": _occupy,
    "leave": _leave,
    "sell": lambda s, a, who, seat: say("log.sells", who=who, building=kind_the(kind_at(s, a[1])), cell=a[1]),
    "conde": _conde,
    "plague": lambda s, a, who, seat: say("log.moves_plague", who=who, plague=plague_the(a[1]), cell=a[2]),
    "peek": lambda s, a, who, seat: say("log.peeks", who=who, partner=s.names[a[1]]),
    "take_card": _exchanged,
    "give_card": _exchanged,
    "end": lambda s, a, who, seat: say("log.ends", who=who),
}


def describe(state: SalamancaState, action: Action, seat: int | None = None) -> str:
    """One line for the log, as ``seat`` may read it (``state`` is before the action)."""
    line = LINES.get(action[0])
    who = actor_name(state)
    if line is None:
        return f"{who}: {' '.join(map(str, action))}"
    return line(state, action, who, seat)


def prompt(state: SalamancaState) -> Message:
    """What the actor must decide now, in words."""
    if state.phase == "over":
        return say("prompt.over")
    if state.phase == "cards":
        return say("prompt.play_card", who=state.names[cards.card_player(state)])
    t = state.current
    who = state.names[t.seat]
    if t.partner is not None:
        return say("prompt.take_card" if t.took is None else "prompt.give_card", who=who,
                   partner=state.names[t.partner])
    if t.occupy is not None:
        return say(f"prompt.occupy.{KIND[tile_at(state.board, t.occupy)]}", who=who)
    if t.pending:
        return say("prompt.place", who=who, tiles=tiles_text(t.pending))
    return say("prompt.act", who=who, card=t.card)


def counters(view: dict[str, Any]) -> dict[int, dict[str, int]]:
    """What a move's preview counts for each player (``Game.counters``): doubloons (behind the shield: only the
    seat's own) and Squires in the supply."""
    return {p: {**({} if info["money"] is None else {"doubloon": info["money"]}), "Squire": info["squires"]}
            for p, info in enumerate(view["players"])}
