"""Calimala in words: the log line of every move, what the player deciding must do, why a move is refused, and the
lines of the log the rules write (drawing, scoring, the council). Names are the rulebook's: the action spaces are
named by the two actions they connect ("the action space of Build and Contribute"), scoring cards and tiles by their
city or building, the actions with a capital ("Wood", "Artwork").

Every text is a ``core.i18n.Message`` (its English text as a ``str``; the catalog part ``locale/calimala/`` makes it
in the other languages): a move's words are a verb phrase without its subject (``what``), so the log line, the
refusal and the list of choices each put it in a whole-sentence template of their own.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core import Action
from ...core.i18n import Message
from .data import ACTIONS, NAMES, RESOURCES, SCORING_CARDS, SCORING_TILES, STREET_INDEX, STREET_NAMES, STREETS
from .state import CalimalaState


def _slug(name: str) -> str:
    return name.lower().replace(" ", "_")


# Names: the nine actions (also the action cards' kinds), the cities and buildings, the scoring categories.
ACTION_NAMES = {x: Message(f"calimala.action.{x}") for x in ACTIONS}
PLACE_NAMES = {key: Message(f"calimala.place.{key}") for key in NAMES}
CATEGORY_NAMES = {name: Message(f"calimala.category.{_slug(name)}")
                  for name, _, _ in (*SCORING_TILES.values(), *SCORING_CARDS.values())}
"""A scoring category by its rulebook name (``data.SCORING_TILES`` and ``SCORING_CARDS``): its words."""
GOODS = {x: Message(f"calimala.goods.{x}") for x in (*RESOURCES, "artwork", "cloth")}
"""The goods as the board's labels name them: "wood", "brick", "marble", "artwork", "cloth"."""

# The new-game form: each option's label and help text (the options themselves: ``game.Calimala.options``).
OPTION_LABELS = {"layout": Message("calimala.option.layout"), "stack_2p": Message("calimala.option.stack_2p")}
OPTION_CHOICES = {"layout": (Message("calimala.option.layout.random"), Message("calimala.option.layout.first_game")),
                  "stack_2p": (Message("calimala.option.stack_2p.3"), Message("calimala.option.stack_2p.4"))}
OPTION_HELP = {"layout": Message("calimala.option.layout.help"), "stack_2p": Message("calimala.option.stack_2p.help")}
DISC_KINDS = {kind: f"{kind} disc" for kind in ("coloured", "white", "neutral")}
"""A player's discs by kind, as a counter names them ("white disc": its words are ``calimala.counter.white_disc``)."""


def discs_left(discs: dict[str, int]) -> Message:
    """A player's discs not placed yet, by kind (the rulebook's discs in the player's colour, white discs, and the
    2-player variant's neutral discs, named only when a player has them): "discs: 10 coloured and 2 white"."""
    kinds = [Message(f"calimala.discs_left.{kind}", count=n) for kind, n in discs.items() if n or kind != "neutral"]
    return Message("calimala.discs_left", kinds=kinds)


def workshops_and_houses(workshops: Sequence[int], houses: Sequence[str]) -> Message:
    """"workshops with 4, 2 and 0 cloth · trade houses in Lisbon and Troyes"."""
    cloth = Message("calimala.workshops", cloth=[str(n) for n in workshops]) if workshops else Message(
        "calimala.no_workshop")
    return Message("calimala.workshops_and_houses", workshops=cloth, houses=houses_text(houses))


def houses_text(houses: Sequence[str]) -> Message:
    """"trade houses in Lisbon and Troyes", "no trade house"."""
    if not houses:
        return Message("calimala.no_house")
    return Message("calimala.houses_in", cities=[PLACE_NAMES[c] for c in houses])


def action_name(x: str) -> Message:
    """One of the nine actions by its rulebook name: "Wood", "Transport"."""
    return ACTION_NAMES[x]


# What a player who cannot conduct an action does instead, in the rulebook's verbs ("The Actions in Detail").
ACTION_VERBS = {x: Message(f"calimala.what.draw.{x}") for x in ACTIONS}
"""Each action: "cannot take a wood cube and draws an action card instead"."""


def space_actions(grid: Sequence[str], street: int) -> tuple[str, str]:
    """The two actions an action space connects, on this layout of the action tiles."""
    a, b = STREETS[STREET_NAMES[street]]
    return grid[a], grid[b]


def space_args(grid: Sequence[str], street: int) -> dict[str, Message]:
    """An action space's two actions as a template's ``a`` and ``b``."""
    a, b = space_actions(grid, street)
    return {"a": ACTION_NAMES[a], "b": ACTION_NAMES[b]}


def space_text(grid: Sequence[str], street: int) -> Message:
    """An action space in words: "the action space of Build and Contribute"."""
    return Message("calimala.space", **space_args(grid, street))


def card_name(card: str) -> Message:
    """A scoring card by its city or building: "Troyes"."""
    return CATEGORY_NAMES[SCORING_CARDS[card][0]]


def scoring_card(card: str) -> Message:
    """"the Troyes scoring card"."""
    return Message("calimala.scoring_card", card=card_name(card))


# --- log lines ---------------------------------------------------------------------------------------
def _deed(action: str, choice: Action) -> Message:
    """What an action with its choice does."""
    if action in RESOURCES or action == "weave":
        return Message(f"calimala.what.do.{action}")
    if action in ("ship", "transport"):
        return Message(f"calimala.what.do.{action}", workshop=choice[1] + 1, city=PLACE_NAMES[choice[0]])
    if action == "build":
        if choice[0] == "house":
            return Message("calimala.what.do.build_house", city=PLACE_NAMES[choice[1]])
        return Message(f"calimala.what.do.build_{choice[0]}")
    if action == "artwork":
        key = "artwork_council" if choice[0] == "palazzo" else "artwork"
        return Message(f"calimala.what.do.{key}", building=PLACE_NAMES[choice[0]])
    return Message(f"calimala.what.do.contribute.{choice[0]}", church=PLACE_NAMES[choice[1]])


def _chose(s: CalimalaState, a: Action, mine: bool) -> Message:
    verb = "keep" if a[0] == "keep" else "show"
    return Message(f"calimala.what.{verb}", card=card_name(a[1])) if mine else Message(f"calimala.what.{verb}_hidden")


def _placed(s: CalimalaState, a: Action, mine: bool) -> Message:
    return Message(f"calimala.what.place.{a[2]}", **space_args(s.grid, STREET_INDEX[a[1]]))


def _seat_from(s: CalimalaState, a: Action, mine: bool) -> Message:
    return Message(f"calimala.what.seat_from.{a[2] + 1}", **space_args(s.grid, STREET_INDEX[a[1]]))


def _took(card: str) -> Message:
    return Message("calimala.what.take", action=ACTION_NAMES[card])


def _what(s: CalimalaState, a: Action, mine: bool) -> Message:
    """A move of the activation: a connected action, an action card, a delivery, a skip, a draw, the end."""
    kind = a[0]
    if kind == "do":
        return _deed(a[1], a[2:])
    if kind == "card":
        return Message("calimala.what.card", action=ACTION_NAMES[a[1]], deed=_deed(a[1], a[2:]))
    if kind in ("ship", "transport"):
        return _deed(kind, a[1:])
    if kind == "skip":
        return Message("calimala.what.skip", action=ACTION_NAMES[a[1]])
    if kind == "draw":
        return ACTION_VERBS[a[1]]
    return FIXED[kind]


FIXED = {"stop": Message("calimala.what.stop"), "done": Message("calimala.what.done")}


def what(s: CalimalaState, action: Action, mine: bool) -> Message:
    """What a move does, without who makes it ("places a white disc on the action space of Weave and Ship");
    KeyError, IndexError, TypeError or ValueError for a malformed move."""
    kind = action[0]
    if kind in ("keep", "show"):
        return _chose(s, action, mine)
    if kind == "take":
        return _took(action[1])
    if kind == "place":
        return _placed(s, action, mine)
    if kind == "seat_from":
        return _seat_from(s, action, mine)
    if kind not in ("do", "card", "ship", "transport", "skip", "draw", "stop", "done"):
        raise KeyError(kind)
    return _what(s, action, mine)


def line(name: str, deed: Message) -> Message:
    """A log line: "Ana takes a wood cube."."""
    return Message("calimala.log.line", who=name, what=deed)


def describe(s: CalimalaState, actor: int | None, action: Action, seat: int | None) -> Message:
    """The log line of ``action`` by ``actor`` as ``seat`` reads it: only its chooser reads a scoring card's name."""
    return line("?" if actor is None else s.names[actor], what(s, action, seat == actor))


GAME_OVER = Message("calimala.over")


def task(s: CalimalaState, actor: int, lays_out: bool) -> Message:
    """What the player deciding has to do: "Ana has to take one of the starting action cards"."""
    phase = ("lay_out" if lays_out else "keep") if s.phase == "cards" else s.phase
    return Message(f"calimala.task.{phase}", name=s.names[actor])


def prompt(s: CalimalaState, actor: int | None, lays_out: bool) -> Message:
    if actor is None:
        return GAME_OVER
    return Message("calimala.prompt", task=task(s, actor, lays_out))


def or_list(parts: Sequence[Message]) -> Message:
    """"a", "a or b", "a, b or c" (up to six) in the viewer's language: one flat template per count
    (``calimala.choices.<n>``), so each part is made once, not again in every comma of a chain."""
    if len(parts) == 1:
        return parts[0]
    return Message(f"calimala.choices.{len(parts)}", **{f"c{i}": part for i, part in enumerate(parts, 1)})


def why_illegal(s: CalimalaState, actor: int | None, action: Action, legal: Sequence[Action]) -> Message:
    """"Ana places a white disc on ... is not allowed now: Ana has to ...; the choices: ... or ..."."""
    if actor is None:
        return GAME_OVER
    try:
        move = Message("calimala.move", who=s.names[actor], what=what(s, action, True))
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):
        move = Message("calimala.that_move")
    now = task(s, actor, bool(s.kept[actor]))
    if legal and len(legal) <= 6:
        return Message("calimala.refused", move=move, task=now, choices=or_list([what(s, a, True) for a in legal]))
    return Message("calimala.refused_many", move=move, task=now)


# --- the lines the rules write -----------------------------------------------------------------------
def drew(card: str) -> Message:
    return Message("calimala.log.drew", action=ACTION_NAMES[card])


def no_card_left(name: str) -> Message:
    return Message("calimala.log.no_card_left", name=name)


RESHUFFLED = Message("calimala.log.reshuffled")
SHUFFLED = Message("calimala.log.shuffled")
ALL_TILES_TRIGGERED = Message("calimala.log.all_tiles")
ALL_DISCS_PLACED = Message("calimala.log.all_discs")


def cannot_conduct(name: str, x: str) -> Message:
    return line(name, ACTION_VERBS[x])


def disc_activated(name: str) -> Message:
    return Message("calimala.log.disc_activated", name=name)


def took_forced(name: str, card: str) -> Message:
    return line(name, _took(card))


def laid_out(shown: Sequence[tuple[str, str]]) -> Message:
    """The scoring cards the players lay out, once all have chosen: "Ana lays out ...; Ben lays out ..."."""
    clauses = [Message("calimala.log.lays_out", name=name, card=card_name(card)) for name, card in shown]
    joined = clauses[0]
    for clause in clauses[1:]:
        joined = Message("calimala.log.then", first=joined, next=clause)
    return Message("calimala.log.sentence", text=joined)


def fifty(name: str) -> Message:
    return Message("calimala.log.fifty", name=name)


def scored(category: str, gains: Sequence[tuple[str, int]]) -> Message:
    """"Scoring Troyes: Ana 3 points and Ben 1 point." (most first); ``category`` by its rulebook name."""
    if not gains:
        return Message("calimala.log.scored_none", category=CATEGORY_NAMES[category])
    got = [Message("calimala.log.gain", name=name, points=points) for name, points in gains]
    return Message("calimala.log.scored", category=CATEGORY_NAMES[category], gains=got)


def seated(name: str | None, tile: str) -> Message:
    """A disc takes a seat on the next scoring tile of the council, or leaves the game and triggers it."""
    category = CATEGORY_NAMES[SCORING_TILES[tile][0]]
    if name is None:
        return Message("calimala.log.triggered", tile=category)
    return Message("calimala.log.seated", name=name, tile=category)


def bottom_disc_leaves(grid: Sequence[str], street: int) -> Message:
    return Message("calimala.log.bottom_disc_leaves", **space_args(grid, street))


def white_exchanged(name: str) -> Message:
    return Message("calimala.log.white_exchanged", name=name)


def white_swapped(name: str, grid: Sequence[str], street: int) -> Message:
    return Message("calimala.log.white_swapped", name=name, **space_args(grid, street))


def final_scoring(cards: Sequence[str]) -> Message:
    return Message("calimala.log.final_scoring", cards=[card_name(c) for c in cards])


def winner(names: Sequence[str]) -> Message:
    return Message("calimala.log.winner", count=len(names), names=list(names))


TILES_CATEGORY = Message("calimala.end.tiles")


def card_category(card: str) -> Message:
    return Message("calimala.end.card", card=card_name(card))


def counters(view: dict[str, Any]) -> dict[int, dict[str, int]]:
    """What a move's preview counts for each player (``Game.counters``): points and the goods in the warehouses."""
    return {p: {"point": info["score"], **info["warehouses"]}
            for p, info in enumerate(view["players"])}
