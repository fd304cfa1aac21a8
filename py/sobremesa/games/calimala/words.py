"""Calimala in words: the log line of every move, what the player deciding must do, why a move is refused, and the
lines of the log the rules write (drawing, scoring, the council). Names are the rulebook's: the action spaces are
named by the two actions they connect ("the action space of Build and Contribute"), scoring cards and tiles by their
city or building, the actions with a capital ("Wood", "Artwork").
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...core import Action
from ...core.words import and_list, or_list, ordinal, plural
from .data import NAMES, RESOURCES, SCORING_CARDS, SCORING_TILES, STREET_INDEX, STREET_NAMES, STREETS
from .state import CalimalaState

# The new-game form: each option's label and help text (the options themselves: ``game.Calimala.options``).
OPTION_LABELS = {"layout": "Action tiles", "stack_2p": "Two players: discs per stack"}
OPTION_CHOICES = {"layout": ("at random", "the first game's layout"),
                  "stack_2p": ("3 discs (the third to the city council)", "4 discs")}
OPTION_HELP = {
    "layout": "The 8 action tiles around the printed action: at random, or in the layout for a first game.",
    "stack_2p": "3: in the 2-player variant the third disc of a stack goes to the city council; "
                "4: stacks of four, as with more players.",
}
DISC_KINDS = {"coloured": "coloured disc", "white": "white disc", "neutral": "neutral disc"}


def discs_left(discs: dict[str, int]) -> str:
    """A player's discs not placed yet, by kind (the rulebook's discs in the player's colour, white discs, and the
    2-player variant's neutral discs, named only when a player has them): "discs: 10 coloured, 2 white"."""
    kinds = [f"{n} {kind}" for kind, n in discs.items() if n or kind != "neutral"]
    return f"discs: {', '.join(kinds)}"


def workshops_and_houses(workshops: Sequence[int], houses: Sequence[str]) -> str:
    """"workshops with 4, 2 and 0 cloth · trade houses in Lisbon and Troyes"."""
    cloth = f"workshops with {and_list([str(n) for n in workshops])} cloth" if workshops else "no workshop"
    cities = f"trade houses in {and_list([NAMES[c] for c in houses])}" if houses else "no trade house"
    return f"{cloth} · {cities}"


def action_name(x: str) -> str:
    """One of the nine actions by its rulebook name: "Wood", "Transport"."""
    return x.capitalize()


# What each action does, in the rulebook's verbs ("The Actions in Detail"), after "cannot".
ACTION_VERBS = {"wood": "take a wood cube", "brick": "take a brick cube", "marble": "take a marble cube",
                "weave": "weave cloth", "ship": "ship cloth", "build": "build", "artwork": "create artwork",
                "transport": "transport cloth", "contribute": "contribute"}


def space_actions(grid: Sequence[str], street: int) -> tuple[str, str]:
    """The two actions an action space connects, on this layout of the action tiles."""
    a, b = STREETS[STREET_NAMES[street]]
    return grid[a], grid[b]


def space_text(grid: Sequence[str], street: int) -> str:
    """An action space in words: "the action space of Build and Contribute"."""
    a, b = space_actions(grid, street)
    return f"the action space of {action_name(a)} and {action_name(b)}"


def scoring_card(card: str) -> str:
    """"the Troyes scoring card"."""
    return f"the {SCORING_CARDS[card][0]} scoring card"


# --- log lines ---------------------------------------------------------------------------------------
def _deed(action: str, choice: Action) -> str:
    """What an action with its choice does."""
    if action in RESOURCES:
        return f"takes a {action} cube"
    if action == "weave":
        return "weaves cloth"
    if action in ("ship", "transport"):
        verb = "ships" if action == "ship" else "transports"
        return f"{verb} a cloth cube from workshop {choice[1] + 1} to {NAMES[choice[0]]}"
    if action == "build":
        if choice[0] == "house":
            return f"builds a trade house in {NAMES[choice[1]]}"
        return f"builds a {choice[0]}"
    if action == "artwork":
        return f"creates artwork for {NAMES[choice[0]]}"
    return f"contributes {choice[0]} to {NAMES[choice[1]]}"


def _chose(s: CalimalaState, a: Action, mine: bool) -> str:
    card = scoring_card(a[1]) if mine else "a scoring card"
    return f"keeps {card} secretly" if a[0] == "keep" else f"chooses {card} to lay out"


def _placed(s: CalimalaState, a: Action, mine: bool) -> str:
    return f"places a {DISC_KINDS[a[2]]} on {space_text(s.grid, STREET_INDEX[a[1]])}"


def _seat_from(s: CalimalaState, a: Action, mine: bool) -> str:
    return (f"takes the {ordinal(a[2] + 1)} disc from the bottom of {space_text(s.grid, STREET_INDEX[a[1]])} "
            "for the city council")


WHAT: dict[str, Callable[[CalimalaState, Action, bool], str]] = {
    "keep": _chose, "show": _chose,
    "take": lambda s, a, mine: f"takes the {action_name(a[1])} action card",
    "place": _placed,
    "do": lambda s, a, mine: _deed(a[1], a[2:]),
    "card": lambda s, a, mine: f"plays the {action_name(a[1])} action card and {_deed(a[1], a[2:])}",
    "ship": lambda s, a, mine: _deed("ship", a[1:]),
    "transport": lambda s, a, mine: _deed("transport", a[1:]),
    "stop": lambda s, a, mine: "stops delivering",
    "skip": lambda s, a, mine: f"skips {action_name(a[1])}",
    "draw": lambda s, a, mine: f"cannot {ACTION_VERBS[a[1]]} and draws an action card instead",
    "done": lambda s, a, mine: "is done",
    "seat_from": _seat_from,
}


def what(s: CalimalaState, action: Action, mine: bool) -> str:
    """What a move does, without who makes it ("places a white disc on the action space of Weave and Ship");
    KeyError, IndexError, TypeError or ValueError for a malformed move."""
    return WHAT[action[0]](s, action, mine)


def describe(s: CalimalaState, actor: int | None, action: Action, seat: int | None) -> str:
    """The log line of ``action`` by ``actor`` as ``seat`` reads it: only its chooser reads a scoring card's name."""
    who = "?" if actor is None else s.names[actor]
    return f"{who} {what(s, action, seat == actor)}."


PHASE_TASKS = {"take": "take one of the starting action cards",
               "place": "place a disc on an action space where they can conduct at least one of its two actions",
               "resolve": "carry out, skip or draw for a connected action, play an action card that they can at "
                          "least partly use, or finish"}


def prompt(s: CalimalaState, actor: int | None, lays_out: bool) -> str:
    if actor is None:
        return "The game is over."
    if s.phase == "cards":
        task = "lay out a scoring card" if lays_out else "keep a scoring card"
    else:
        task = PHASE_TASKS[s.phase]
    return f"{s.names[actor]} has to {task}."


def why_illegal(s: CalimalaState, actor: int | None, action: Action, legal: Sequence[Action]) -> str:
    """"Ana places a white disc on ... is not allowed now: Ana has to ...; the choices: ... or ..."."""
    if actor is None:
        return "The game is over."
    try:
        move = f"{s.names[actor]} {what(s, action, True)}"
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):
        move = "That move"
    choices = f"; the choices: {or_list([what(s, a, True) for a in legal])}" if len(legal) <= 6 else ""
    return f"{move} is not allowed now: {prompt(s, actor, bool(s.kept[actor])).rstrip('.')}{choices}."


# --- the lines the rules write -----------------------------------------------------------------------
def drew(card: str) -> str:
    return f"You draw the {action_name(card)} action card."


def no_card_left(name: str) -> str:
    return f"No action card is left for {name}."


RESHUFFLED = "The deck is empty: the discard pile is shuffled into a new deck."
SHUFFLED = "The action cards are shuffled into the deck."
ALL_TILES_TRIGGERED = "All 15 scoring tiles are triggered: the current round is finished."
ALL_DISCS_PLACED = "All discs are placed: the remaining scoring tiles are scored without seats."


def cannot_conduct(name: str, x: str) -> str:
    return f"{name} cannot {ACTION_VERBS[x]} and draws an action card instead."


def disc_activated(name: str) -> str:
    return f"{name}'s disc is activated."


def took_forced(name: str, card: str) -> str:
    return f"{name} takes the {action_name(card)} action card."


def laid_out(shown: Sequence[tuple[str, str]]) -> str:
    """The scoring cards the players lay out, once all have chosen."""
    return "; ".join(f"{name} lays out {scoring_card(card)}" for name, card in shown) + "."


def fifty(name: str) -> str:
    return f"{name} takes the \"50\" tile."


def scored(category: str, gains: Sequence[tuple[str, int]]) -> str:
    """"Scoring Troyes: Ana 3 points, Ben 1 point." (most first)."""
    got = and_list([f"{name} {plural(points, 'point')}" for name, points in gains])
    return f"Scoring {category}: {got or 'nobody scores'}."


def seated(name: str | None, tile: str) -> str:
    """A disc takes a seat on the next scoring tile of the council, or leaves the game and triggers it."""
    who = f"{name} takes a seat on" if name is not None else "The disc leaves the game and triggers"
    return f"{who} the {SCORING_TILES[tile][0]} scoring tile."


def bottom_disc_leaves(grid: Sequence[str], street: int) -> str:
    return f"The bottom disc of {space_text(grid, street)} leaves the game."


def white_exchanged(name: str) -> str:
    return f"{name} exchanges the white disc for a disc from the reserve."


def white_swapped(name: str, grid: Sequence[str], street: int) -> str:
    return f"{name} takes a disc from {space_text(grid, street)} and puts the white disc on top of that stack."


def final_scoring(cards: Sequence[str]) -> str:
    return "Final scoring: " + and_list([SCORING_CARDS[c][0] for c in cards]) + "."


def winner(names: Sequence[str]) -> str:
    return f"{'Winners' if len(names) > 1 else 'Winner'}: {and_list(list(names))}."


TILES_CATEGORY = "Scoring tiles during the game"


def card_category(card: str) -> str:
    return f"Scoring card: {SCORING_CARDS[card][0]}"


def counters(view: dict[str, Any]) -> dict[int, dict[str, int]]:
    """What a move's preview counts for each player (``Game.counters``): points and the goods in the warehouses."""
    return {p: {"point": info["score"], **info["warehouses"]}
            for p, info in enumerate(view["players"])}
