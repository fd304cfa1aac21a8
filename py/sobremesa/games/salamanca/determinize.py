"""A state a seat cannot tell from the real one, for the bots (``Game.determinize``).

The hands, the 2-player face-down cards, the draw stack and the blue-star pile are re-dealt from the
seed (``core.determinize.redeal``). The purses stay as they are: every doubloon that changes hands is
paid in front of the table (sales, the Conde's share, the weekly market, occupying a building: each
has its log line, RULES-NOTES "What the screen shows") and everyone starts with the same money, so a
seat that watched the game knows every purse; the shield hides only the count from a glance.
"""

from __future__ import annotations

from ...core.determinize import redeal
from ...core.game import Game
from .state import SalamancaState


def determinize(game: Game[SalamancaState], state: SalamancaState, seat: int, seed: int) -> SalamancaState:
    """Re-deal what ``seat`` may not see; keep the purses it knows from the public payments."""
    return redeal(game, state, seat, seed, numbers_known=True)
