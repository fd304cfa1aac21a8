"""The words of Salamandra: log lines for actions, what the actor must decide, why a move is refused, the lines the
rules write, and the names of every component as the rulebook says them (a "green Billhook tile", "1 leaf potion",
"the Bear card ...", "the spellbook ..."), never the ids of the data tables. Places on the map are told from the
temple ("1 north of the temple's left half", "2 east and 1 south of the temple")."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ...core import Action
from ...core.words import and_list, plural, with_article
from . import actions  # as a module: actions -> effects -> words
from .data import BEARS, BOOKS, DIVINITIES, FIELDS, GROVES, PLACEMENTS, SALAMANDERS
from .state import SalamandraState

# --- components ---------------------------------------------------------------------------------------------
# The new-game form: each option's label and help text (the options themselves: ``game.Salamandra.options``).
OPTION_LABELS = {"level": "Rudolph's level"}
OPTION_CHOICES = {"level": ("1 (easy)", "2", "3 (difficult)")}
OPTION_HELP = {"level": "Solo only: the Labour card of the automaton Rudolph (1 easy, 3 difficult)."}
RESOURCE = {"C": "crystal", "L": "leaf", "Fl": "flower", "Fr": "fruit", "PL": "leaf potion",
            "PWP": "flower/fruit potion", "S": "scroll", "VP": "VP"}
COUNTED = {"white": "white tile holding your apprentice", "orange": "orange tile holding your apprentice",
           "green": "green tile holding your apprentice", "purple": "purple tile holding your apprentice",
           "cauldron": "Cauldron tile holding your apprentice", "salamander": "Salamander card you own",
           "divinity": "Bear or Eagle card you own", "grove": "grove you harvested",
           "books": "spellbook holding your apprentice"}
SPOT_NAMES = ("north bonus spot", "east spot", "south spot", "west spot")
DIRECTIONS = {"N": "north", "NE": "north-east", "E": "east", "SE": "south-east", "S": "south", "SW": "south-west",
              "W": "west", "NW": "north-west"}
EVENTS = {"harvest": "harvest a grove", "cauldron": "place an apprentice on a Cauldron tile",
          "build": "build a field tile", "scroll": "gain a scroll", "book": "place an apprentice on a spellbook",
          "card": "take a Bear or Eagle card", "sal": "take a Salamander card"}


def amount(key: str, n: int) -> str:
    """"2 crystals", "1 leaf potion", "3 VP"; ``any`` is a primary resource of the payer's choice."""
    if key == "any":
        return "1 leaf, flower or fruit" if n == 1 else f"{n} leaves, flowers or fruit"
    return f"{n} VP" if key == "VP" else plural(n, RESOURCE[key])


def gain_text(g: Mapping[str, Any]) -> str:
    """A cost or gain in words: {"C": 2, "Fl": 1} -> "2 crystals and 1 flower"."""
    parts = []
    for key, value in g.items():
        if key == "per":
            parts.append(f"{value[1]} VP per {COUNTED[value[0]]}")
        elif key in ("bear", "eagle"):
            parts.append(with_article(f"{key.title()} card"))
        elif key == "react":
            parts.append("reactivate an apprentice")
        elif key == "grove":
            parts.append("take any grove")
        else:
            parts.append(amount(key, value))
    return and_list(parts) or "nothing"


def tile_name(code: str) -> str:
    """"green Billhook", "orange/white Cauldron": a market chip."""
    tile = FIELDS[code]
    return f"{'/'.join(tile.colours)} {tile.kind.title()}"


def tile_kind(code: str) -> str:
    """"green Billhook tile", "orange/white Cauldron tile"."""
    return f"{tile_name(code)} tile"


def work_text(code: str) -> str:
    """What putting an apprentice to work on the tile does: "1 leaf → 1 leaf potion", "2 crystals"."""
    tile = FIELDS[code]
    return f"{gain_text(tile.work_cost)} → {gain_text(tile.work_gain)}" if tile.work_cost else gain_text(tile.work_gain)


def tile_text(code: str) -> str:
    """"the green Billhook tile (1 leaf → 1 leaf potion)"."""
    return f"the {tile_kind(code)} ({work_text(code)})" if code in FIELDS else "a field tile"


def tile_card(code: str) -> str:
    """Everything printed on a field tile: its kind, building cost, bonus and work."""
    tile = FIELDS[code]
    build = f"costs {gain_text(tile.cost)}; " if tile.cost else ""
    kind = tile_kind(code)
    return f"{kind[0].upper()}{kind[1:]}: {build}bonus {gain_text(tile.bonus)}; work: {work_text(code)}"


def place_text(x: int, y: int) -> str:
    """Where a cell lies, told from the temple (which covers the cells (0, 0) and (1, 0))."""
    parts = [f"{abs(y)} {'north' if y < 0 else 'south'}"] if y else []
    if x < 0:
        parts.insert(0, f"{-x} west")
    elif x > 1:
        parts.insert(0, f"{x - 1} east")
    half = f"the temple's {'left' if x == 0 else 'right'} half" if x in (0, 1) else "the temple"
    return f"{and_list(parts)} of {half}"


def grove_text(code: str) -> str:
    """"the grove (1 scroll and 2 VP)"."""
    return f"the grove ({gain_text(GROVES[code].gain)})" if code in GROVES else "a grove"


def grove_label(code: str) -> str:
    """A grove's gain and the paths that carry a crystal."""
    paths = [DIRECTIONS[d] for d, c in zip(("NW", "NE", "SE", "SW"), GROVES[code].paths) if c]
    return f"Grove: {gain_text(GROVES[code].gain)}; a crystal on the path to the {and_list(paths) or 'no side'}"


def deck_name(card: str) -> str:
    return "Bear" if card in BEARS else "Eagle"


def divinity_effect(card: str) -> str:
    """A Bear/Eagle card's lasting effect: "whenever you build a field tile, +1 crystal"."""
    _, effect, n, what = DIVINITIES[card]
    if effect == "convert":
        return f"at will, {amount('C', n)} → 1 {RESOURCE[what]}"
    if effect == "buy":
        return f"buying a leaf, flower or fruit costs {amount('C', n)}"
    if effect == "colour_vp":
        return f"whenever you place an apprentice on a {what} tile, +{n} VP"
    event, gained = effect.rsplit("_", 1)
    return f"whenever you {EVENTS[event]}, +{amount(gained.upper(), n)}"


def divinity_text(card: str) -> str:
    """"the Bear card (faith 1: whenever you harvest a grove, +1 VP)"."""
    return f"the {deck_name(card)} card (faith {DIVINITIES[card].faith}: {divinity_effect(card)})"


def salamander_text(card: str) -> str:
    """"the Salamander card (2 scrolls and 4 VP)"."""
    return f"the Salamander card ({gain_text(SALAMANDERS[card].gain)})"


def book_label(code: str) -> str:
    """"Spellbook: 5 VP upper, 3 VP lower per Salamander card you own"."""
    what, upper, lower = BOOKS[code]
    per = f" per {COUNTED[what]}" if what in COUNTED else ""
    return f"Spellbook: {upper} VP upper, {lower} VP lower{per}"


def book_text(code: str) -> str:
    """"the spellbook (5 VP upper, 3 VP lower per Salamander card you own)"."""
    return f"the spellbook ({book_label(code).removeprefix('Spellbook: ')})"


def placement_text(card: str) -> str:
    """Rudolph's placement card: "the placement card (left half, arrow north-east)"."""
    (half, _), arrow = PLACEMENTS[card]
    return f"the placement card ({'left' if half == 0 else 'right'} half, arrow {DIRECTIONS[arrow]})"


def level_text(level: int) -> str:
    return "upper" if level == 0 else "lower"


# --- log lines --------------------------------------------------------------------------------------------------
def _on(s: SalamandraState, x: int, y: int, k: int | None = None) -> str:
    """"the green Billhook tile (...) 1 north of the temple's left half (east spot)"."""
    where = f"{tile_text(s.board.get((x, y), ''))} {place_text(x, y)}"
    return where + ("" if k is None else f" ({SPOT_NAMES[k]})")


def _grove_at(s: SalamandraState, gx: int, gy: int) -> str:
    return grove_text(s.groves.get((gx, gy), ""))


def _recycled(s: SalamandraState, what: str) -> str:
    if what in ("bear", "eagle"):
        return f"the face-up {what.title()} card"
    if what in ("white", "black"):
        return f"the face-up {what} Salamander card"
    return f"{tile_text(what)} from the market"


def _book(s: SalamandraState, rest: Sequence[Any]) -> str:
    book = book_text(s.books[rest[3]]) if 0 <= rest[3] < len(s.books) else "a spellbook"
    return f"moves the apprentice on {_on(s, *rest[:3])} to the {level_text(rest[4])} spot of {book}"


def _convert(s: SalamandraState, card: str) -> str:
    _, _, n, what = DIVINITIES[card]
    return f"turns {amount('C', n)} into 1 {RESOURCE[what]} with a {deck_name(card)} card"


LINES: dict[str, Callable[[SalamandraState, Sequence[Any]], str]] = {
    "flip": lambda s, r: f"flips the apprentice on {_on(s, *r)} for 1 crystal",
    "work": lambda s, r: f"puts the apprentice on {_on(s, *r)} to work",
    "cauldron": lambda s, r: f"puts the apprentice on {_on(s, *r[:3])} to work"
                             + (f" with {amount(r[3], 1)}" if len(r) > 3 else ""),
    "temple": lambda s, r: f"activates the {r[0]} salamander temple, flipping the apprentice on {_on(s, *r[1:])}",
    "buy": lambda s, r: f"buys {amount(r[0], 1)} for {amount('C', actions.buy_cost(s, s.turn))}",
    "convert": lambda s, r: _convert(s, r[0]),
    "place": lambda s, r: f"places an apprentice on {_on(s, *r)}",
    "build": lambda s, r: f"builds {tile_text(r[0])} {place_text(r[1], r[2])}",
    "freebuild": lambda s, r: f"builds {tile_text(r[0])} {place_text(r[1], r[2])} for free (no free spot)",
    "pass": lambda s, r: "passes",
    "harvest": lambda s, r: f"harvests {_grove_at(s, r[0], r[1])}",
    "done": lambda s, r: "ends the harvest" if s.phase == "harvest" else "ends recycling",
    "book": _book,
    "reactivate": lambda s, r: f"reactivates the apprentice on {_on(s, *r)}",
    "take_grove": lambda s, r: f"takes {_grove_at(s, r[0], r[1])}",
    "apprentice": lambda s, r: f"places an apprentice on the {SPOT_NAMES[r[0]]} of the new tile",
    "divinity": lambda s, r: f"takes {with_article(r[0].title())} card",
    "recycle": lambda s, r: f"recycles {_recycled(s, r[0])}",
}


def describe(s: SalamandraState, action: Action) -> str:
    """One log line; every seat reads the same (nothing in Salamandra is private)."""
    who = s.names[s.turn] if s.phase != "over" else ""
    try:
        return f"{who} {LINES[action[0]](s, action[1:])}."
    except (AttributeError, KeyError, IndexError, TypeError, ValueError):
        return f"{who} makes a move that is not part of the game."


PENDING = {"book": "move one of their apprentices on a tile to a free spellbook spot",
           "react": "choose one of their inactive apprentices to reactivate",
           "grove": "choose a grove on the map to take",
           "after": "place an apprentice on the new tile or take a Bear or Eagle card",
           "freeplace": "place an apprentice on the tile they built for free"}


def prompt(s: SalamandraState) -> str:
    if s.phase == "over":
        return "The game is over."
    who = s.names[s.turn]
    if s.phase == "recycle":
        return f"Between rounds {who} may recycle a face-up card or market tile, or say done."
    if s.pending:
        return f"{who} must first {PENDING[s.pending[0][0]]}."
    if s.phase == "harvest":
        return (f"{who} has passed and may harvest groves their apprentices touch by a path, for 3 crystals "
                "each, then say done.")
    return f"{who} to play: one of the five actions, free actions, or pass."


REFUSALS = {
    "freebuild": "A free build is only allowed when no spot is free and you cannot make any resource.",
    "place": "Place an apprentice on a free spot of a field tile.",
}
CANNOT_PAY = ("You cannot pay that now: make the resources this turn with Billhook apprentices or buy them "
              "(4 crystals each), and check the crystals; a new tile must touch a tile by a side.")


def why_illegal(s: SalamandraState, action: Action) -> str:
    if s.phase == "over":
        return "The game is over."
    p = s.turn
    if s.phase in ("recycle", "harvest") or s.pending:
        return prompt(s)
    kind = action[0] if action else ""
    if kind == "pass" and s.avail[p]:
        return (f"You can only pass once all your apprentices of this round are placed "
                f"({plural(s.avail[p], 'apprentice')} left).")
    if kind == "place" and not s.avail[p]:
        return "You have no apprentice left to place this round."
    if kind in ("flip", "work", "cauldron", "temple") and not actions.active(s, p):
        return "You have no active apprentice (its face must match your Druid's face)."
    if kind in ("build", "work", "cauldron", "temple", "buy", "convert"):
        return CANNOT_PAY
    return REFUSALS.get(kind, f"That is not a move of Salamandra now; it is {s.names[p]}'s turn.")


# --- the lines the rules write ----------------------------------------------------------------------------------
def passed(name: str, flipped: int) -> str:
    return f"{name} flips {plural(flipped, 'active apprentice')} for {plural(flipped, 'crystal')}."


def empty_deck(name: str, deck: str) -> str:
    return f"{name} would take a {deck.title()} card, but the deck is empty."


def took_card(name: str, card: str) -> str:
    return f"{name} takes {divinity_text(card)}."


def empty_salamanders(name: str, deck: str) -> str:
    return f"The {deck} salamander deck is empty: {name} takes the temple's gain."


def took_salamander(name: str, card: str) -> str:
    return f"{name} takes {salamander_text(card)}."


def received_grove(name: str, grove: str) -> str:
    return f"{name} receives {grove_text(grove)}."


def path_crystals(name: str, n: int) -> str:
    return f"{name} takes {plural(n, 'crystal')} from the paths."


def to_book(name: str, book: str, level: int) -> str:
    return f"{name} moves an apprentice to the {level_text(level)} spot of {book_text(book)}."


def recycles(name: str, what: str, s: SalamandraState) -> str:
    return f"{name} recycles {_recycled(s, what)}."


def round_begins(round_: int) -> str:
    return f"Round {round_} ({'day' if round_ % 2 else 'night'}) begins."


def solo_lost(name: str, vp: int, rudolph: int) -> str:
    return f"{name} has {vp} VP, Rudolph {rudolph} VP: {name} does not lead and loses."


def solo_leads(round_: int, name: str, vp: int, rudolph: int) -> str:
    return f"End of round {round_}: {name} {vp} VP, Rudolph {rudolph} VP: {name} leads."


def refilled(n: int) -> str:
    return f"{plural(n, 'glade')} refilled with groves."


def final_score(name: str, parts: Mapping[str, int], total: int) -> str:
    return (f"{name} scores {parts['books']} VP for spellbooks, {parts['faith']} VP for faith and "
            f"{parts['scrolls']} VP for scrolls: {total} VP.")


def solo_result(name: str, won: bool) -> str:
    return f"{name} {'won' if won else 'lost'} against Rudolph."


FINAL_PARTS = (("books", "Spellbooks"), ("faith", "Faith majorities"), ("scrolls", "Unused scrolls"))
GOAL = "Have strictly more VP than Rudolph at the end of every round and after the final scoring."


def rudolph_round(vp: int, round_: int) -> str:
    return f"Rudolph scores {vp} VP for round {round_}."


def rudolph_nowhere(card: str) -> str:
    return f"Rudolph reveals {placement_text(card)}: no tile in reach has a free spot; he places nothing."


def rudolph_places(card: str, s: SalamandraState, x: int, y: int, k: int) -> str:
    where = f"{tile_text(s.board[(x, y)])} {place_text(x, y)}"
    if k == 0:
        return f"Rudolph reveals {placement_text(card)} and takes the bonus spot of {where} (no gain)."
    return f"Rudolph reveals {placement_text(card)}, takes the {SPOT_NAMES[k]} of {where} and gains 1 scroll."


RUDOLPH_NO_BOOK = "Rudolph has no spellbook spot to take; he keeps his scrolls."


def rudolph_book(book: str, level: int, vp: int) -> str:
    return (f"Rudolph discards his scrolls, moves an apprentice to the {level_text(level)} spot of {book_text(book)} "
            f"and scores {vp} VP.")


def rudolph_gathers(grove: str) -> str:
    return f"Rudolph gathers {grove_text(grove)} and scores 1 VP."


# --- the side panel ---------------------------------------------------------------------------------------------
def pool_counts(pool: Mapping[str, int]) -> dict[str, int]:
    """This turn's resources as counters: {"L": 2} -> {"leaf": 2} (``render.counter_chips`` makes "2 leaves")."""
    return {"victory point" if key == "VP" else RESOURCE[key]: n for key, n in pool.items() if n}


def market_summary(tiles: int) -> str:
    """The summary of the market's folded list: "What the 4 tiles cost and do"."""
    return f"What the {plural(tiles, 'tile')} cost and do" if tiles != 1 else "What the tile costs and does"


def books_summary(taken: int, spots: int) -> str:
    """The summary of the spellbooks' folded list: "Spellbooks: 3 of 8 spots taken"."""
    return f"Spellbooks: {taken} of {plural(spots, 'spot')} taken"


def counters(view: dict[str, Any]) -> dict[int, dict[str, int]]:
    """What a move's preview counts for each player (``Game.counters``): victory points, crystals and scrolls."""
    return {p: {"victory point": info["vp"], "crystal": info["crystals"], "scroll": info["scrolls"]}
            for p, info in enumerate(view["players"])}
