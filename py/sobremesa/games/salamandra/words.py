"""The words of Salamandra: log lines for actions, what the actor must decide, why a move is refused, the lines the
rules write, and the names of every component as the rulebook says them (a "green Billhook tile", "1 leaf potion",
"the Bear card ...", "the spellbook ..."), never the ids of the data tables. Places on the map are told from the
temple ("1 north of the temple's left half", "2 east and 1 south of the temple"). Every text is a ``Message``
(core.i18n) of ``locale/salamandra/<lang>.json``: its English is the text, its key and arguments make it in the
viewer's language. The names of components are made once each (``cache``): ``apply`` writes them in its lines
millions of times in bots and fuzzing."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any

from ...core import Action
from ...core.i18n import Message
from . import actions  # as a module: actions -> effects -> words
from .data import BEARS, BOOKS, DIVINITIES, FIELDS, GROVES, PLACEMENTS, SALAMANDERS
from .state import SalamandraState


def say(key: str, /, **args: Any) -> Message:
    """A message of Salamandra's part of the catalog (``salamandra.<key>``)."""
    return Message(f"salamandra.{key}", **args)


# --- components ---------------------------------------------------------------------------------------------
# The new-game form: each option's label and help text (the options themselves: ``game.Salamandra.options``).
OPTION_LABELS = {"level": say("option.level")}
OPTION_CHOICES = {"level": (say("option.level.1"), say("option.level.2"), say("option.level.3"))}
OPTION_HELP = {"level": say("option.level.help")}
RESOURCE_KEYS = {"C": "crystal", "L": "leaf", "Fl": "flower", "Fr": "fruit", "PL": "leaf_potion",
                 "PWP": "potion", "S": "scroll", "VP": "vp"}
SPOTS = ("north", "east", "south", "west")
COUNTED = ("white", "orange", "green", "purple", "cauldron", "salamander", "divinity", "grove", "books")
COUNTER_WORDS = {"C": "crystal", "L": "leaf", "Fl": "flower", "Fr": "fruit", "PL": "leaf potion",
                 "PWP": "flower/fruit potion", "S": "scroll", "VP": "victory point"}


@cache
def amount(key: str, n: int) -> Message:
    """"2 crystals", "1 leaf potion", "3 VP"; ``any`` is a primary resource of the payer's choice."""
    return say(f"amount.{'any' if key == 'any' else RESOURCE_KEYS[key]}", count=n)


def _gain_part(key: str, value: Any) -> Message:
    if key == "per":
        return say("gain.per", vp=value[1], counted=say(f"counted.{value[0]}"))
    if key in ("bear", "eagle"):
        return say(f"deck.{key}.a")
    if key in ("react", "grove"):
        return say(f"gain.{key}")
    return amount(key, value)


def gain_text(g: Mapping[str, Any]) -> Message:
    """A cost or gain in words: {"C": 2, "Fl": 1} -> "2 crystals and 1 flower"."""
    parts = [_gain_part(key, value) for key, value in g.items()]
    return say("list", items=parts) if parts else say("nothing")


@cache
def colours_text(code: str) -> Message:
    """A field tile's colours, agreeing with its kind: "orange/green"."""
    tile = FIELDS[code]
    colours = [say(f"colour.{tile.kind}.{c}") for c in tile.colours]
    return colours[0] if len(colours) == 1 else say("colours", first=colours[0], second=colours[1])


@cache
def tile_name(code: str) -> Message:
    """"green Billhook", "orange/white Cauldron": a market chip."""
    return say(f"tile.{FIELDS[code].kind}", colour=colours_text(code))


@cache
def work_text(code: str) -> Message:
    """What putting an apprentice to work on the tile does: "1 leaf → 1 leaf potion", "2 crystals"."""
    tile = FIELDS[code]
    return (say("work", cost=gain_text(tile.work_cost), gain=gain_text(tile.work_gain)) if tile.work_cost
            else gain_text(tile.work_gain))


@cache
def tile_text(code: str, at: bool = False) -> Message:
    """"the green Billhook tile (1 leaf → 1 leaf potion)": as an object, or ``at`` as where something is (German
    declines the two apart)."""
    form = ".at" if at else ""
    if code not in FIELDS:
        return say(f"tile.a{form}")
    return say(f"tile.{FIELDS[code].kind}.the{form}", colour=colours_text(code), work=work_text(code))


@cache
def tile_card(code: str) -> Message:
    """Everything printed on a field tile: its kind, building cost, bonus and work."""
    tile = FIELDS[code]
    args = {"colour": colours_text(code), "bonus": gain_text(tile.bonus), "work": work_text(code)}
    if tile.cost:
        return say(f"tile.{tile.kind}.card_cost", cost=gain_text(tile.cost), **args)
    return say(f"tile.{tile.kind}.card", **args)


@cache
def place_text(x: int, y: int) -> Message:
    """Where a cell lies, told from the temple (which covers the cells (0, 0) and (1, 0))."""
    parts = [say("place.north" if y < 0 else "place.south", count=abs(y))] if y else []
    if x < 0:
        parts.insert(0, say("place.west", count=-x))
    elif x > 1:
        parts.insert(0, say("place.east", count=x - 1))
    half = ("left" if x == 0 else "right") if x in (0, 1) else "temple"
    return say(f"place.of.{half}", parts=parts)


@cache
def grove_text(code: str) -> Message:
    """"the grove (1 scroll and 2 VP)"."""
    return say("grove.the", gain=gain_text(GROVES[code].gain)) if code in GROVES else say("grove.a")


def grove_label(code: str) -> Message:
    """A grove's gain and the paths that carry a crystal."""
    paths = [say(f"direction.{d}") for d, c in zip(("NW", "NE", "SE", "SW"), GROVES[code].paths) if c]
    gain = gain_text(GROVES[code].gain)
    return say("grove.label", gain=gain, paths=paths) if paths else say("grove.label_no_path", gain=gain)


def deck_name(card: str) -> str:
    """The divinity deck of a Bear or Eagle card: "bear" or "eagle"."""
    return "bear" if card in BEARS else "eagle"


def divinity_effect(card: str) -> Message:
    """A Bear/Eagle card's lasting effect: "whenever you build a field tile, +1 crystal"."""
    _, effect, n, what = DIVINITIES[card]
    if effect == "convert":
        return say("effect.convert", cost=amount("C", n), gain=amount(what, 1))
    if effect == "buy":
        return say("effect.buy", cost=amount("C", n))
    if effect == "colour_vp":
        return say(f"effect.colour.{what}", gain=amount("VP", n))
    event, gained = effect.rsplit("_", 1)
    return say(f"effect.{event}", gain=amount(gained.upper(), n))


@cache
def divinity_text(card: str) -> Message:
    """"the Bear card (faith 1: whenever you harvest a grove, +1 VP)"."""
    return say(f"deck.{deck_name(card)}.card", faith=DIVINITIES[card].faith, effect=divinity_effect(card))


@cache
def salamander_text(card: str) -> Message:
    """"the Salamander card (2 scrolls and 4 VP)"."""
    return say("salamander.the", gain=gain_text(SALAMANDERS[card].gain))


@cache
def book_values(code: str) -> Message:
    """"5 VP upper, 3 VP lower per Salamander card you own"."""
    what, upper, lower = BOOKS[code]
    if what in COUNTED:
        return say("book.values_per", upper=upper, lower=lower, counted=say(f"counted.{what}"))
    return say("book.values", upper=upper, lower=lower)


def book_label(code: str) -> Message:
    """"Spellbook: 5 VP upper, 3 VP lower per Salamander card you own"."""
    return say("book.label", values=book_values(code))


def book_text(code: str) -> Message:
    """"the spellbook (5 VP upper, 3 VP lower per Salamander card you own)"."""
    return say("book.the", values=book_values(code))


def to_spot(code: str | None, level: int) -> Message:
    """"to the upper spot of the spellbook (...)", "to the lower spot of a spellbook"."""
    spot = "upper" if level == 0 else "lower"
    return say(f"book.to_{spot}_of_a") if code is None else say(f"book.to_{spot}", values=book_values(code))


def placement_text(card: str) -> Message:
    """Rudolph's placement card: "the placement card (left half, arrow north-east)"."""
    (half, _), arrow = PLACEMENTS[card]
    return say(f"placement.{'left' if half == 0 else 'right'}", arrow=say(f"direction.{arrow}"))


# --- log lines --------------------------------------------------------------------------------------------------
def _on(s: SalamandraState, x: int, y: int, k: int | None = None, at: bool = True) -> Message:
    """"the green Billhook tile (...) 1 north of the temple's left half (east spot)": where an apprentice is
    (``at``), or where one goes."""
    tile, place = tile_text(s.board.get((x, y), ""), at), place_text(x, y)
    return say("on", tile=tile, place=place) if k is None else say(f"on.{SPOTS[k]}", tile=tile, place=place)


def _grove_at(s: SalamandraState, gx: int, gy: int) -> Message:
    return grove_text(s.groves.get((gx, gy), ""))


def _recycled(what: str) -> Message:
    if what in ("bear", "eagle"):
        return say(f"deck.{what}.face_up")
    if what in ("white", "black"):
        return say(f"salamander.{what}.face_up")
    return say("from_market", tile=tile_text(what))


def _book(s: SalamandraState, who: str, rest: Sequence[Any]) -> Message:
    book = s.books[rest[3]] if 0 <= rest[3] < len(s.books) else None
    return say("log.book", who=who, on=_on(s, *rest[:3]), spot=to_spot(book, rest[4]))


def _convert(who: str, card: str) -> Message:
    _, _, n, what = DIVINITIES[card]
    return say(f"log.convert.{deck_name(card)}", who=who, cost=amount("C", n), gain=amount(what, 1))


def _cauldron(s: SalamandraState, who: str, r: Sequence[Any]) -> Message:
    if len(r) > 3:
        return say("log.work_with", who=who, on=_on(s, *r[:3]), paid=amount(r[3], 1))
    return say("log.work", who=who, on=_on(s, *r[:3]))


Line = Callable[[SalamandraState, str, Sequence[Any]], Message]
LINES: dict[str, Line] = {
    "flip": lambda s, who, r: say("log.flip", who=who, on=_on(s, *r)),
    "work": lambda s, who, r: say("log.work", who=who, on=_on(s, *r)),
    "cauldron": _cauldron,
    "temple": lambda s, who, r: say(f"log.temple.{r[0]}", who=who, on=_on(s, *r[1:])),
    "buy": lambda s, who, r: say("log.buy", who=who, gain=amount(r[0], 1),
                                 cost=amount("C", actions.buy_cost(s, s.turn))),
    "convert": lambda s, who, r: _convert(who, r[0]),
    "place": lambda s, who, r: say("log.place", who=who, on=_on(s, r[0], r[1], r[2], at=False)),
    "build": lambda s, who, r: say("log.build", who=who, tile=tile_text(r[0]), place=place_text(r[1], r[2])),
    "freebuild": lambda s, who, r: say("log.freebuild", who=who, tile=tile_text(r[0]), place=place_text(r[1], r[2])),
    "pass": lambda s, who, r: say("log.pass", who=who),
    "harvest": lambda s, who, r: say("log.harvest", who=who, grove=_grove_at(s, r[0], r[1])),
    "done": lambda s, who, r: say("log.done_harvest" if s.phase == "harvest" else "log.done_recycling", who=who),
    "book": _book,
    "reactivate": lambda s, who, r: say("log.reactivate", who=who, on=_on(s, *r)),
    "take_grove": lambda s, who, r: say("log.take_grove", who=who, grove=_grove_at(s, r[0], r[1])),
    "apprentice": lambda s, who, r: say(f"log.apprentice.{SPOTS[r[0]]}", who=who),
    "divinity": lambda s, who, r: say(f"log.divinity.{r[0]}", who=who),
    "recycle": lambda s, who, r: say("log.recycle", who=who, what=_recycled(r[0])),
}


def describe(s: SalamandraState, action: Action) -> Message:
    """One log line; every seat reads the same (nothing in Salamandra is private)."""
    who = s.names[s.turn] if s.phase != "over" else ""
    try:
        return LINES[action[0]](s, who, action[1:])
    except (AttributeError, KeyError, IndexError, TypeError, ValueError):
        return say("log.not_a_move", who=who)


def prompt(s: SalamandraState) -> Message:
    if s.phase == "over":
        return say("prompt.over")
    who = s.names[s.turn]
    if s.phase == "recycle":
        return say("prompt.recycle", who=who)
    if s.pending:
        return say(f"prompt.pending.{s.pending[0][0]}", who=who)
    if s.phase == "harvest":
        return say("prompt.harvest", who=who)
    return say("prompt.turn", who=who)


REFUSALS = {"freebuild": say("refuse.freebuild"), "place": say("refuse.place")}
CANNOT_PAY = say("refuse.cannot_pay")


def why_illegal(s: SalamandraState, action: Action) -> Message:
    if s.phase == "over":
        return say("prompt.over")
    p = s.turn
    if s.phase in ("recycle", "harvest") or s.pending:
        return prompt(s)
    kind = action[0] if action else ""
    if kind == "pass" and s.avail[p]:
        return say("refuse.pass", count=s.avail[p])
    if kind == "place" and not s.avail[p]:
        return say("refuse.no_apprentice")
    if kind in ("flip", "work", "cauldron", "temple") and not actions.active(s, p):
        return say("refuse.no_active")
    if kind in ("build", "work", "cauldron", "temple", "buy", "convert"):
        return CANNOT_PAY
    return REFUSALS.get(kind) or say("refuse.not_a_move", name=s.names[p])


# --- the lines the rules write ----------------------------------------------------------------------------------
def passed(name: str, flipped: int) -> Message:
    return say("log.passed", name=name, count=flipped, crystals=amount("C", flipped))


def empty_deck(name: str, deck: str) -> Message:
    return say(f"log.empty_deck.{deck}", name=name)


def took_card(name: str, card: str) -> Message:
    return say("log.took", name=name, card=divinity_text(card))


def empty_salamanders(name: str, deck: str) -> Message:
    return say(f"log.empty_salamanders.{deck}", name=name)


def took_salamander(name: str, card: str) -> Message:
    return say("log.took", name=name, card=salamander_text(card))


def received_grove(name: str, grove: str) -> Message:
    return say("log.received_grove", name=name, grove=grove_text(grove))


def path_crystals(name: str, n: int) -> Message:
    return say("log.path_crystals", name=name, crystals=amount("C", n))


def to_book(name: str, book: str, level: int) -> Message:
    return say("log.to_book", name=name, spot=to_spot(book, level))


def recycles(name: str, what: str, s: SalamandraState) -> Message:
    return say("log.recycles", name=name, what=_recycled(what))


def round_begins(round_: int) -> Message:
    return say("log.round_day" if round_ % 2 else "log.round_night", round=round_)


def solo_lost(name: str, vp: int, rudolph: int) -> Message:
    return say("log.solo_lost", name=name, vp=vp, rudolph=rudolph)


def solo_leads(round_: int, name: str, vp: int, rudolph: int) -> Message:
    return say("log.solo_leads", round=round_, name=name, vp=vp, rudolph=rudolph)


def refilled(n: int) -> Message:
    return say("log.refilled", count=n)


def final_score(name: str, parts: Mapping[str, int], total: int) -> Message:
    return say("log.final_score", name=name, books=parts["books"], faith=parts["faith"], scrolls=parts["scrolls"],
               total=total)


def solo_result(name: str, won: bool) -> Message:
    return say("log.solo_won" if won else "log.solo_lost_final", name=name)


FINAL_PARTS = tuple((key, say(f"score.{key}")) for key in ("books", "faith", "scrolls"))
DURING = say("score.during")
GOAL = say("goal")


def rudolph_round(vp: int, round_: int) -> Message:
    return say("log.rudolph_round", vp=vp, round=round_)


def rudolph_nowhere(card: str) -> Message:
    return say("log.rudolph_nowhere", card=placement_text(card))


def rudolph_places(card: str, s: SalamandraState, x: int, y: int, k: int) -> Message:
    tile, place = tile_text(s.board[(x, y)], at=True), place_text(x, y)
    return say(f"log.rudolph_places.{SPOTS[k]}", card=placement_text(card), tile=tile, place=place)


RUDOLPH_NO_BOOK = say("log.rudolph_no_book")


def rudolph_book(book: str, level: int, vp: int) -> Message:
    return say("log.rudolph_book", spot=to_spot(book, level), vp=vp)


def rudolph_gathers(grove: str) -> Message:
    return say("log.rudolph_gathers", grove=grove_text(grove))


# --- the side panel ---------------------------------------------------------------------------------------------
def pool_counts(pool: Mapping[str, int]) -> dict[str, int]:
    """This turn's resources as counters: {"L": 2} -> {"leaf": 2} (``render.counter_chips`` makes "2 leaves")."""
    return {COUNTER_WORDS[key]: n for key, n in pool.items() if n}


def market_summary(tiles: int) -> Message:
    """The summary of the market's folded list: "What the 4 tiles cost and do"."""
    return say("market_summary", count=tiles)


def books_summary(taken: int, spots: int) -> Message:
    """The summary of the spellbooks' folded list: "Spellbooks: 3 of 8 spots taken"."""
    return say("books_summary", taken=taken, count=spots)


def counters(view: dict[str, Any]) -> dict[int, dict[str, int]]:
    """What a move's preview counts for each player (``Game.counters``): victory points, crystals and scrolls."""
    return {p: {"victory point": info["vp"], "crystal": info["crystals"], "scroll": info["scrolls"]}
            for p, info in enumerate(view["players"])}
