"""The Calimala state: typed fields whose ``copy()`` is generated (``core.state.game_state``).

A state handed out is never changed again, so ``legal`` keeps its legal actions once computed
(``None`` until then; never copied or saved).

Discs are short strings: ``c2`` a coloured disc of seat 2, ``w2`` a white disc placed by seat 2,
``n2`` a neutral disc placed by seat 2 (2-player variant). Stacks list their discs bottom first.
Board areas (cities, church rows, artwork slots) hold cube counts per seat, the neutral count last.
Cards are their names: action cards by action (``"wood"``), scoring cards by id (``"SC05"``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import field

from ...core import NOT_COPIED, Action, State, game_state, record


@record
class Delivery:
    """A Ship or Transport in progress: one cloth cube per step, as many steps as ships or trade houses.

    ``source`` is ``do`` (a connected action) or ``card``; ``left`` the deliveries still allowed;
    ``used`` the cities delivered to (a Transport goes to each trade city once).
    """

    action: str
    source: str
    left: int
    used: list[str]


@record
class Activation:
    """The activation of one action space ("Activating an action space").

    ``seat``/``mode`` is the player resolving now (mode placer, white, neutral or lower),
    ``pending`` the connected actions still open, ``conducted`` whether he has carried out one,
    ``step`` a Ship/Transport in progress, ``queue`` the owners of lower activated discs still to
    act, ``neutral`` whether the stack holds a neutral disc, ``out`` the pushed-out white disc
    awaiting a choice of stack.
    """

    street: int
    seat: int
    mode: str
    pending: list[str]
    conducted: bool
    neutral: bool
    queue: list[tuple[int, str]]
    step: Delivery | None = None
    out: str | None = None


@game_state
class CalimalaState(State):
    """The whole table. ``names``, ``options``, ``limit``, ``grid``, ``council`` and the scoring cards
    beside the board never change after the preparations.

    ``seats`` holds per triggered scoring tile the seat on it (None: scored without a seat);
    ``council_art`` the seats in the order of their first artwork in the city council (a tie-break);
    ``kept``/``shown`` per seat the scoring card kept secretly / laid out: a list of at most one card,
    replaced when chosen, never changed in place; ``dealt`` per seat the scoring cards dealt to it that it has not
    kept or laid out: its choice while the seats choose, then the ones it put back in the box, which it saw and
    nobody else did (F: "placed back face down in the box, without being revealed"); ``boxed`` the ones never dealt;
    ``hands`` per seat the action cards in hand.
    """

    names: tuple[str, ...]
    options: Mapping[str, str | int]
    limit: int
    grid: tuple[str, ...]
    council: tuple[str, ...]
    start: int
    turn: int
    phase: str
    last_round: bool
    stacks: list[list[str]]
    discs: list[list[int]]
    removed: list[str]
    seats: list[int | None]
    board: dict[str, list[int]]
    houses: dict[str, list[int]]
    neutral: int
    cubes: list[int]
    wh: list[list[int]]
    shops: list[list[int]]
    ships: list[int]
    score: list[int]
    council_art: list[int]
    dealt: list[list[str]]
    kept: list[Sequence[str]]
    shown: list[Sequence[str]]
    faceup: Sequence[str]
    facedown: Sequence[str]
    boxed: list[str]
    display: list[str]
    deck: list[str]
    discard: list[str]
    hands: list[list[str]]
    act: Activation | None = None
    legal: list[Action] | None = field(default=None, metadata=NOT_COPIED, compare=False)

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def activation(self) -> Activation:
        """The activation in progress (phase ``resolve``)."""
        if self.act is None:
            raise AssertionError("no action space is being activated")
        return self.act
