"""What Salamandra's bots know (``bots``): the seat's victory points with the final scoring as if the game ended now
(rule "End of the game"), plus what its crystals and active apprentices will buy and the Groves it can still harvest.

An active apprentice is worth at least the crystal its flip gives (rule E flips the ones left at the pass), so a flip
for nothing is no gain. A Grove that one of the seat's apprentices touches by a path pays, when the seat passes and
spends 3 crystals (rule E), its gain and the VP of the next spot of its player mat: the seat's crystals (and the
flips still to come) decide how many of the best ones it can take, at a share, as another player may take them first.
"""

from __future__ import annotations

from .board import spot_glades
from .data import GROVE_MAT_VP, GROVES, HARVEST_COST, ROUNDS, Gain
from .effects import effect_amounts
from .scoring import books_points, faith_points
from .state import Glade, SalamandraState, Spot

CRYSTAL_VALUE = 0.25
"""VP a crystal is worth while the game goes on: a quarter of the 4 crystals a primary resource costs, which makes a
potion or pays a build on the way to VP."""
ACTIVE_VALUE = 0.3
"""VP an active apprentice on a tile is worth this round: a little over the crystal its flip gives, as it may also
work a Billhook, activate a Cauldron or pay the temple."""
CARD_VALUE = 2.0
"""VP a Bear or Eagle card from a Grove is worth: its faith towards a majority and its lasting effect."""
POOL_VALUE = {"L": 0.9, "Fl": 0.9, "Fr": 0.9, "PL": 1.8, "PWP": 1.8}
"""VP a resource made this turn is worth until the turn ends (then it is lost): a little under the 4 crystals a
primary resource costs, a potion twice that."""
GROVE_SHARE = 0.6
"""How much of a reachable Grove's worth counts before the seat harvests it: another player on its paths may take it
first, and the crystals may go to a build."""
ROOT_TURN = True
"""A turn is several decisions (free actions, then a main action and the decisions it owes): the search weighs each
root move by the seat's turn finished by easy's policy (``bots.ismcts``), at a root's cost measured in Pyodide
(``bots.levels.ROOTS``); hard's iterations are single decisions (``WHOLE_TURNS``). The free actions but the flip
(``FREE_ACTIONS``) are played in the rest of a turn: each spends an active apprentice or crystals, so none can be
played for ever, and a Billhook's work pays for a build or Cauldron.
Measured at the levels' budgets from seed 1: medium against easy, 2 players 16 of 20, 4 players 11 of 20 (with the
free actions left out: 5 of the first 13); hard against medium, 4 players 0 of 4 (left out: 2 of 5), 2 players 2 of 8
(seeds 1-6, 9, 10): hard does not beat medium yet; with ``ANCHORED_SCALE``, see there."""
ANCHORED_SCALE = True
"""Every lead of a search sized by the root's evaluations (``bots.base.anchor``): a playout scored a round after the
root's prior pays the same lead what the prior paid. Measured at the levels' budgets from seed 1: hard against medium,
2 players 3.5 of 6 (seeds 1-6; without it 2 of 8, seeds 1-6, 9, 10); medium against easy, 2 players 13.5 of 16,
4 players 10.5 of 16 (without it 16 of 20, 11 of 20). Hard against medium with it, 2 players 5 of 10 (seeds 1-10),
4 players 0 of 8 (seeds 1-8; hard's iterations by single decisions as medium's, 314 a move, 0 of 4): until
``FREE_ACTIONS``, see there."""
FREE_ACTIONS = ("flip",)
"""A flip for a crystal is weighed at the root only against the best turn without it (``bots.base.worth_playing``)
and left out of the rest of a turn: the pass flips every active apprentice left for its crystal anyway, so a flip
is worth playing only when its crystal pays for something this turn. Otherwise a flip followed by the same turn
scores within a twentieth of a VP of that turn, and a search whose playouts choose among them flips its apprentices
away (hard did at 4 players, 13 of its decisions in two games). The other free actions stay in the rest of a turn:
a Billhook's work or a purchase pays for the build or Cauldron after it. Measured at the levels' budgets with
``PLAYOUT_LAP`` and a pass counted as ``evaluate`` says: hard against medium, 4 players 3 of 8 (seeds 1-4 2,
seeds 5-8 1; without it 0 of 3, seeds 1, 5, 6), 2 players 4 of 10 (seeds 1-5 1, seeds 6-10 3); medium against easy
(seeds 1-16), 2 players 15 of 16, 4 players 8.5 of 16; easy against random 20 of 20 at 2 and 4 players."""
PLAYOUT_LAP = True
"""A playout stops after one lap of the seats still playing (``bots.ismcts``): after a pass the other seats would
otherwise play out the round and the passing seat a turn of the next, a longer horizon than any other move's
(measured with ``FREE_ACTIONS``, see there). At 2 players the same playouts (the seat still playing plays on alone
either way)."""
WHOLE_TURNS = False
"""Hard's iterations are single decisions, as medium's (``bots.ismcts``; the root's prior still weighs each move by the
seat's turn finished, ``ROOT_TURN``), at ``bots.levels.RATES``: 2.3 to 2.7 times as many as by whole turns (2 to 4
players 801, 606, 455 a move against 348, 186, 170), and its tree reaches the later decisions of a turn, which easy's
policy finishes otherwise. Measured at the levels' budgets, hard against medium: 2 players 11 of 16 (seeds 1-8 6, seeds
27-34 5; by whole turns 5.5 of 16, 3 and 2.5; seeds 9-16 6 of 8 more: 17 of 24); 4 players 2 of 16 (seeds 1-8 0, seeds
17-24 2; by whole turns 4 of 24, seeds 1-12 1, seeds 17-28 3): below 1.5/4 either way, one setting for every player
count. Medium (183 and 103 iterations a move) against easy at the same budgets, seeds 1-16: 2 players 12.5 of 16, 4
players 8.5 of 16. By whole turns hard's priors were moved by the playouts' mean offset from them (``PRIOR_SHIFT``,
removed since: a prior is scored once the seat's turn is over, a playout a lap later, and near-ties went to the moves
tried first), which at 2 players took hard against medium from 9 of 26 to 16.5 of 24 at the budgets of then (hard 496,
medium 114); by single decisions a move's playouts begin at different points of its turn, and the shift has no use.
Measured and not kept, by whole turns: each purchase, Billhook work or conversion at hard's root weighed by the seat's
best next decision before easy's policy finishes the turn (easy's policy never buys twice in a row): in every decision
of a game of easy players (4 players, seed 5) it raised a move's prior in 109 of 174 but changed hard's move in 5 (seed
3: 1 of 160), at three times the root's time."""
ROOT_HALVING = {4: 2}
"""At 4 players the root's iterations go to its two best moves by the prior (``bots.ismcts``, sequential halving).
By UCB1 over up to 64 moves hard left the prior's choice at 28 of its 49 decisions (seed 1; a medium search on the
same positions at 16): on the 21 where it differed from medium, hard searching again chose among moves the prior
scores alike at 11 and one it scores lower (by 0.004 to 0.05) at 8, on differences of a few hundredths over a few
dozen playouts a move. Played on to the end by medium players (30 iterations, 2 games a move), medium's move led by
2.7 VP more on average, better at 11 of the 21, worse at 6. Measured at the levels' budgets, 4 players: hard against
medium, both searching so, 9.5 of 24 (seeds 1-8 4, 9-16 2, 17-24 3.5; without it seeds 1-8 0, 17-24 2); medium
against easy 22.5 of 32 (seeds 1-16 12, 17-32 10.5; without it 20.5, 8.5 and 12); with the best 4 moves 15.5 of 32
(6 and 9.5), the best 8 17 of 32 (5 and 12). 2 and 3 players search by UCB1 as before (not measured with it)."""

BY_LEVEL = {"hard": {"PLAYOUT_LAPS": {4: 2}}}
"""At 4 players hard's playouts run two laps of the seats (``PLAYOUT_LAPS``, ``bots.ismcts``): a turn of every other
player and the seat's next, not one lap, at the budget that leaves hard's time (``bots.levels.LEVEL_COSTS``: 0.62 of
the rate, 282 iterations a move against 455). Medium and hard at 2 and 3 players as before. Measured at the levels'
budgets, hard against medium, 4 players: 19 of 40 (seeds 1-8 3, 9-16 5, 17-24 4, 25-32 4, 33-40 3) against 12 of 40
with one lap at 455 (2, 4, 3, 3, 0); seeds 41-48 4 of 8 more (23 of 48)."""


def _gain_worth(gain: Gain) -> float:
    """A Grove's gain in VP: its VP, a scroll each (1 VP unused), a card (``CARD_VALUE``), its crystals."""
    cards = gain.get("bear", 0) + gain.get("eagle", 0)
    return gain.get("VP", 0) + gain.get("S", 0) + CARD_VALUE * cards + CRYSTAL_VALUE * gain.get("C", 0)


GROVE_WORTH = {code: _gain_worth(grove.gain) for code, grove in GROVES.items()}
"""Each Grove's gain in VP (``_gain_worth``)."""


def evaluate(state: SalamandraState, seat: int) -> float:
    """The seat's VP; before the end also its spellbook spots, faith majorities and unused scrolls as the final
    scoring would count them now, its crystals (``CRYSTAL_VALUE``), its active apprentices (``ACTIVE_VALUE``) and
    the Groves it can reach (``_groves``). Once the seat has passed, its apprentices count as active only when the
    next round begins (the Druid's flip at the pass shows next round's face: counted at once, a pass would gain
    every apprentice used this round over the seats still playing), and in the last round its crystals no more."""
    if state.phase == "over":
        return float(state.vp[seat])
    final = books_points(state, seat) + faith_points(state)[seat] + state.scrolls[seat]
    passed = state.passed[seat]
    active = 0 if passed else _active(state, seat)
    crystals = 0.0 if passed and state.round == ROUNDS else CRYSTAL_VALUE * state.crystals[seat]
    return (state.vp[seat] + final + crystals + ACTIVE_VALUE * active
            + _groves(state, seat, state.crystals[seat] + active) + _pool(state, seat))


def _pool(state: SalamandraState, seat: int) -> float:
    """The resources the seat made this turn and has not used yet (``POOL_VALUE``)."""
    if state.turn != seat:
        return 0.0
    return sum(POOL_VALUE[r] * n for r, n in state.pool.items())


def _active(state: SalamandraState, seat: int) -> int:
    """The seat's apprentices on tiles whose face matches its Druid's (rule "Active and inactive apprentice")."""
    face = state.druid[seat]
    return sum(1 for who, shown in state.spots.values() if who == seat and shown == face)


def _touched(state: SalamandraState, seat: int) -> set[Glade]:
    """The glades the seat's apprentices (active or not) touch by a path (rule E's "connected through a path")."""
    touched: set[Glade] = set()
    for spot, (who, _) in state.spots.items():
        if who == seat:
            glades = _SPOT_GLADES.get(spot)
            if glades is None:
                glades = _SPOT_GLADES[spot] = tuple(spot_glades(*spot))
            touched.update(glades)
    return touched


_SPOT_GLADES: dict[Spot, tuple[Glade, ...]] = {}
"""``board.spot_glades`` of each spot asked so far (the evaluation asks it of every apprentice many times)."""


def _groves(state: SalamandraState, seat: int, crystals: int) -> float:
    """The best Groves in the glades the seat's apprentices touch (``_touched``) that ``crystals`` pay for (3 each,
    rule E), each its gain (``GROVE_WORTH``), the seat's lasting effects "whenever you harvest" and the VP of the next
    mat spot, less its crystals, at ``GROVE_SHARE``; none once the seat has passed in the last round."""
    if state.round == ROUNDS and state.passed[seat]:
        return 0.0
    affordable = crystals // HARVEST_COST
    if not affordable:
        return 0.0
    touched = _touched(state, seat)
    groves = [grove for g, grove in state.groves.items() if g in touched]
    if not groves:
        return 0.0
    effects = sum(effect_amounts(state, seat, "harvest_vp"))
    worths = sorted((GROVE_WORTH[grove] + effects for grove in groves), reverse=True)
    harvested = len(state.harvested[seat])
    value = 0.0
    for n, worth in enumerate(worths[:affordable]):
        net = worth + GROVE_MAT_VP.get(harvested + n + 1, 0) - HARVEST_COST * CRYSTAL_VALUE
        value += max(0.0, net)
    return GROVE_SHARE * value

