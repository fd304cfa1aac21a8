"""The Salamanca state: tiles, tokens, cards and money where they are now (``copy`` is generated)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field

from ...core import State, game_state, record


@record
class Turn:
    """The turn in Section 3 being played: which actions are done and what is pending.

    ``acts`` holds the letters of the actions begun (A, B, C); ``pending`` the tiles taken
    from the display and not yet placed; ``occupy`` the cell of a building just placed whose
    squire decision is open; ``freed`` how many squires came back by sales this turn (one of
    them put on a new building costs its building value); ``partner``/``took`` the card-6
    exchange in progress (the card taken is in the player's hand until he gives one back).
    """

    seat: int
    card: int
    last: bool
    acts: str = ""
    pending: list[str] = field(default_factory=list)
    occupy: int | None = None
    freed: int = 0
    partner: int | None = None
    took: int | None = None


@game_state
class SalamancaState(State):
    """Everything on and beside the table.

    ``board`` holds a tile code per cell (None: free); ``squires``/``condes`` map a cell to the
    seat whose token stands there; ``plagues`` the cell of each plague (None: beside the board).
    ``bank`` counts the doubloons the bank has paid out, net (the sum of the money). ``order``
    is the Section 3 order of (seat, card); ``possessed`` and ``fertile_placed`` (seat, cell)
    are what this round did, for the sale restrictions; ``exception`` the seat that used the
    5-player exception this round.
    """

    names: tuple[str, ...]
    options: Mapping[str, str]
    board: list[str | None]
    display: list[list[str]]
    stack: list[str]
    blue: list[str]
    hands: list[list[int]]
    played: list[list[int]]
    money: list[int]
    start: int
    plagues: dict[str, int | None]
    squires: dict[int, int] = field(default_factory=dict)
    condes: dict[int, int] = field(default_factory=dict)
    removed: list[str] = field(default_factory=list)
    bank: int = 0
    round: int = 1
    phase: str = "cards"
    order: list[tuple[int, int]] = field(default_factory=list)
    turn_index: int = 0
    turn: Turn | None = None
    possessed: set[int] = field(default_factory=set)
    fertile_placed: set[tuple[int, int]] = field(default_factory=set)
    exception: int | None = None
    last_round: bool = False

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def current(self) -> Turn:
        """The turn being played (Section 3 only)."""
        if self.turn is None:
            raise ValueError("no turn of Section 3 is being played")
        return self.turn
