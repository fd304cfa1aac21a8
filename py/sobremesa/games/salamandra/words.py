"""The words of Salamandra: log lines for actions, what the actor must decide, and why a move is refused."""

from __future__ import annotations

from collections.abc import Callable

from ...core import Action
from .actions import active
from .data import SPOTS
from .state import SalamandraState

PENDING = {"book": "move one of their apprentices on a tile to a free spellbook spot",
           "react": "choose one of their inactive apprentices to reactivate",
           "grove": "choose a grove on the map to take",
           "after": "place an apprentice on the new tile or take a Bear or Eagle card",
           "freeplace": "place an apprentice on the tile they built for free"}


def describe(s: SalamandraState, action: Action) -> str:
    """One log line; every seat reads the same (nothing in Salamandra is private)."""
    who = s.names[s.turn] if s.phase != "over" else ""
    kind, rest = action[0], action[1:]

    def at(x: int, y: int, k: int | None = None) -> str:
        tile = s.board.get((x, y), "?")
        return f"{tile} at {x},{y}" + ("" if k is None else f" ({SPOTS[k]} spot)")

    text: dict[str, Callable[[], str]] = {
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
        return f"You can only pass once all your apprentices of this round are placed ({s.avail[p]} left)."
    if kind == "place" and not s.avail[p]:
        return "You have no apprentice left to place this round."
    if kind in ("flip", "work", "cauldron", "temple") and not active(s, p):
        return "You have no active apprentice (its face must match your Druid's face)."
    if kind in ("build", "work", "cauldron", "temple", "buy", "convert"):
        return CANNOT_PAY
    return REFUSALS.get(kind, f"{' '.join(map(str, action))} is not a move of Salamandra now; "
                              f"it is {s.names[p]}'s turn.")
