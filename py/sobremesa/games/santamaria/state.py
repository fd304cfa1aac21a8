"""The Santa Maria state: the turn, the common board, the box, and one colony per seat.

Per-seat fields are lists indexed by seat. ``copy()`` is generated from the annotations
(``core.state.game_state``), so a new field is one annotated line here (and its entry in
``positions.py``, the saved form).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field
from typing import Any

from ...core import SHARED, State, game_state, record
from .rules import Rules

Task = tuple[Any, ...]
"""A step of the turn in progress: ``(kind, seat, *args)``, e.g. ``("activate", 0, 13)`` (a space),
``("gain", 0, "wood", 1)``, ``("ship", 0)``. ``effects.run`` carries out the automatic kinds,
the others wait for a decision; ``positions.TASK_ARGS`` lists every kind with its arguments."""

Placed = tuple[str, tuple[int, ...]]
"""A tile laid in a colony: (the expansion tile's id, or "road"; the spaces of its squares, in order)."""


@record
class SpecialOrders:
    """American Kingdoms' extension tile 1: the special shipping order shown and the face-down stack."""

    shown: str | None                     #: the order below the new harbour; None when the stack ran out
    stack: list[str]


@record
class Specialists:
    """American Kingdoms' Module B: the 18 specialist tokens (ids in ``data.SPECIALISTS``)."""

    stack: list[str]                      #: face down
    offered: list[str | None]             #: face up on the die values 1 to 6 (index 0 is value 1); None: none
    box: list[str]                        #: removed at a year end
    taken: list[list[str]]                #: per seat, the production specialists taken, in order
    upgrades: list[dict[int, str]]        #: per seat, space -> the upgrade specialist laid there


@record
class Ambassadors:
    """American Kingdoms' Module C: the two ambassador dice and their tiles, white then blue
    (``data.AMBASSADOR_DICE``). A die taken is in its taker's hand while its line activates, then on the
    taker's last activated building (a marker "W3" or "L5") until the year ends."""

    dice: list[int | None]                #: the value of each die on its tile; None once taken
    holders: list[int | None]             #: the seat that took each tile; None while it is on the common board


@record
class Offer:
    """American Kingdoms' Module D: an offer of the Mayan City to another player (``ak_maya_offers``): item (a
    resource, gold or "coins") -> how many, each item on one side only."""

    seat: int                             #: the player it is made to
    gives: dict[str, int]                 #: what the City gives
    asks: dict[str, int]                  #: what the City asks in return


@record
class MayanCity:
    """American Kingdoms' Module D: the Mayan City's board and components (its seat: ``data.MAYA_SEAT``; its coins,
    happiness, dice, tracks and the contents of its storage tiles are its seat's, as a colonist's are)."""

    storage: list[str]                    #: the storage tiles in its play area, by resource (full ones: its res)
    spare: list[str]                      #: the storage tiles still aside
    hand: list[str]                       #: its action cards in hand (seen by its seat only)
    deck: list[str]                       #: the face-down deck
    under: list[str]                      #: cards put under the deck by a redraw, the first one drawn first
    tucked: dict[str, list[str]]          #: region -> the cards played there
    temples: dict[str, list[str]]         #: region -> the temple tiles completed, bottom up
    face_up: dict[str, str | None]        #: region -> the temple tile to complete next; None once finished
    stacks: dict[str, list[str]]          #: "medium", "small" -> the face-down temple tiles
    built: dict[str, str]                 #: building spot -> the building token on it
    tokens: list[str]                     #: building tokens in the supply
    roads: list[str]                      #: the road spaces with a road token
    priests: int                          #: high priests ready in its play area
    placed: dict[str, str]                #: building -> what blocks it this year: a die ("w3", "b5") or "priest"
    die: str | None                       #: the die on its way along the roads ("w4"), None when none is
    route: list[str]                      #: the buildings that die has passed, in order
    tech: bool                            #: a technology card was played with that die
    offer: Offer | None = None            #: the offer to another player being made or answered (ak_maya_offers)
    refused: list[Offer] = field(default_factory=list)   #: the offers declined in this trade action


@game_state
class SantaMariaState(State):
    """Santa Maria in play (§ numbers: shared/reference/santa-maria.md)."""

    # --- who, when, and the turn in progress ----------------------------------------------
    names: tuple[str, ...]
    options: Mapping[str, Any]            #: {"setup": "standard" | "advanced", "american_kingdoms": True}
    rules: Rules = field(metadata=SHARED, compare=False, repr=False)   #: the game's description (rules.py)
    phase: str                            #: "sets" (advanced set-up, §1.5), "play" or "over"
    year: int                             #: 1 to 3
    order: list[int]                      #: this year's turn order; in "sets" the seats still to choose
    seat: int | None                      #: whose decision it is; None when the game is over
    out: list[bool]                       #: per seat: withdrawn this year (§5.1)
    retire: list[int | None]              #: the seat on each retiring space, top first
    main_done: bool                       #: the turn's main action is under way
    tasks: list[Task]                     #: the turn's open steps, a stack: the last one is next

    # --- the common board ---------------------------------------------------------------------
    white: list[int]                      #: the white dice in the pool
    blue_store: int                       #: blue dice left on the common board
    docks: list[str | None]               #: the shipping order at each dock (data.DOCKS), None when empty
    ship_stack: list[str]                 #: the face-down shipping orders
    scholars: list[str]                   #: the scholars on the board
    bishops: list[str]                    #: the bishops on the board
    monks: dict[str, list[int]]           #: scholar, bishop or missionary station -> seats with a monk there
    display: list[str]                    #: the expansion tiles face up
    tile_stacks: dict[str, list[str]]     #: shape -> the face-down expansion tiles
    discard: list[str]                    #: expansion tiles of past displays
    roads: int                            #: road tiles left
    sets: list[tuple[str, str]]           #: advanced set-up: the (town hall, scholar) sets still to choose

    # --- the box: components out of play ------------------------------------------------------
    scholar_box: list[str]
    bishop_box: list[str]
    th_box: list[str]                     #: town halls

    # --- per seat -------------------------------------------------------------------------------
    boards: list[str]                     #: the printed side (data.BOARDS)
    colony: list[list[str]]               #: 36 space codes (colony.py), row by row
    markers: list[dict[int, str]]         #: space -> "w3" / "b5" (a die and its value) or "c2" (coins)
    res: list[list[int]]                  #: resources in data.RESOURCES order
    coins: list[int]
    happy: list[int]                      #: happiness, the victory points
    blue: list[list[int]]                 #: the values of the unused blue dice, sorted
    rel: list[int]                        #: religion track
    conq: list[int]                       #: conquistador track
    harbour: list[list[list[str]]]        #: per dock, the shipping orders fulfilled
    placed: list[list[Placed]]            #: the tiles laid, in order
    personal: list[str | None]            #: the town-hall set's scholar (advanced set-up)

    # --- the expansion modules' parts (None when the module is off) ---------------------------
    special: SpecialOrders | None = None  #: ak_shipping: the special shipping orders
    scored: list[int] | None = None       #: ak_bishops: per seat, the points of the last conquistador scoring
    governor: list[int] | None = None     #: ak_governor: per seat, the space of its governor
    specialists: Specialists | None = None   #: ak_specialists: the specialist tokens
    ambassadors: Ambassadors | None = None   #: ak_ambassadors: the ambassador dice and tiles
    city: MayanCity | None = None         #: ak_maya: the Mayan City (Module D)

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def on_turn(self) -> int:
        """The seat whose turn it is, while the game goes on."""
        if self.seat is None:
            raise ValueError("The game is over: nobody is on turn.")
        return self.seat

    @property
    def deciding(self) -> int:
        """The seat that decides now (``Game.actor``): the seat of the decision at hand, which a module may give
        to another seat than the one on turn (American Kingdoms' ambassadors: each other seat follows the die),
        else the seat on turn."""
        return self.tasks[-1][1] if self.tasks else self.on_turn
