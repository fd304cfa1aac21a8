"""Final scoring cards 5/3/1 with the same tie-breaks, and the winner tie-break."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sobremesa.core import Outcome
from sobremesa.games.calimala.scoring import final_scoring
from sobremesa.games.calimala.state import CalimalaState

if TYPE_CHECKING:
    from .conftest import Positions

M, A, T = 0, 1, 2


def ended(cal: Positions, **board: list[int]) -> CalimalaState:
    d = cal.blank(["Marion", "Angelika", "Tanja"])
    d["scoring_cards"]["faceup"] = ["SC05"]                        # Lisbon
    d["scoring_cards"]["kept"] = ["SC01", "SC07", "SC08"]          # Troyes, Palazzo Vecchio, Santa Croce
    d["scoring_cards"]["boxed"] = ["SC02", "SC03", "SC04", "SC06", "SC09", "SC10"]
    d["scoring_cards"]["dealt"] = [[], [], []]
    for area, counts in board.items():
        d["board"][area] = counts + [0]
    d["council_art"] = [p for p, k in enumerate(d["board"]["palazzo.art"][:3]) if k]
    s = cal.load(cal.fix(d))
    s.events = []
    return s


def test_final_scoring_cards(cal: Positions) -> None:
    s = ended(cal, lisbon=[3, 1, 0], troyes=[0, 2, 2], **{"palazzo.art": [0, 1, 0], "croce.art": [1, 0, 0],
                                                          "croce.wood": [0, 0, 2]})
    s.score[:] = [10, 10, 10]
    final_scoring(s)
    # Lisbon: Marion 5, Angelika 3.  Troyes: tie 2-2, Angelika's council artwork wins: 5, Tanja 3.
    # Palazzo Vecchio: Angelika 1 (artwork) -> 5.  Santa Croce: Tanja 2, Marion 1 -> 5 and 3.
    assert s.score == [10 + 5 + 3, 10 + 3 + 5 + 5, 10 + 3 + 5]
    assert cal.game.outcome(s) == Outcome(winners=(A,), scores=(18, 23, 18), categories=(
        ("Scoring tiles during the game", (10, 10, 10)), ("Scoring card: Lisbon", (5, 3, 0)),
        ("Scoring card: Troyes", (0, 5, 3)), ("Scoring card: Palazzo Vecchio", (0, 5, 0)),
        ("Scoring card: Santa Croce", (3, 0, 5))))
    assert s.events[-1].text == "Winner: Angelika."
    assert cal.game.view(s, M)["players"][T]["kept"] == "SC08"  # revealed at the end


def test_winner_tie_break_seats_and_council_artwork(cal: Positions) -> None:
    s = ended(cal)
    s.score[:] = [20, 20, 12]
    s.seats[:] = [A]
    s.discs[A][0] -= 1
    s.discs[M][0] -= 1
    s.stacks[0].append("c0")
    assert cal.game.outcome(s) is None  # the game goes on
    s.phase = "over"
    assert cal.game.winners(s) == [A]
    s.board["palazzo.art"][M] = 1
    outcome = cal.game.outcome(s)
    assert outcome is not None and (outcome.winners, outcome.scores) == ((M, A), (20, 20, 12))  # 1 seat, 1 artwork
