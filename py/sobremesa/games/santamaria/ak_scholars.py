"""American Kingdoms: the new scholars Archery and Meditation (AK "Scholar Tiles & Bishop Tiles"; §8.10).
Guidance moves the governor of Module A and is in the scholar pool only with it (``data.SCHOLAR_NEEDS``).

* Archery (S11): with a die of value 1 or 6 (after any change), pay 1 coin more to activate the diagonal
  instead of the row or column (``data.DIAGONALS``: 1 from the top left corner, 6 from the top right, top
  to bottom); Taxation counts the colonists of the diagonal. A main action of its own,
  ``("diagonal", colour, value, 1 or 6[, "cacao"])``.
* Meditation (S12): withdrawing, the retiring space's action is done twice; on space 5 a road tile, then
  the action of another vacant retiring space, chosen (the "meditate" decision). The docked ships pay out
  once (``data.MEDITATION_SHIPS_TWICE``, §8.11 Q10).
"""

from __future__ import annotations

from ...core import Action
from ...core.i18n import Message
from .colony import DIAGONAL
from .data import ARCHERY_COIN, DIE_ANY_VALUE, MEDITATION_SHIPS_TWICE, RETIRING, Effect
from .effects import die_line, has_scholar, payment, push
from .hooks import Module
from .state import SantaMariaState, Task
from .turn import dice, die_change, use_die
from .words import coins_text, die_text, effects_text, line_text, or_words, why_not_changed, why_not_taken

ARCHERY, MEDITATION = "S11", "S12"
ROAD_SPACE = len(RETIRING)   # the fifth retiring space: a road tile


# --- Archery -------------------------------------------------------------------------------------
def _diagonal_cost(s: SantaMariaState, p: int, old: int, new: int, instead: str | None = None) -> dict[str, int]:
    cost = die_change(s, p, old, new, instead)
    return {**cost, "coins": cost.get("coins", 0) + ARCHERY_COIN}


def _diagonals(s: SantaMariaState, p: int) -> list[Action]:
    """Every die the seat may take, set to 1 or 6, on a diagonal with a building free."""
    if not has_scholar(s, p, ARCHERY):
        return []
    taken = sorted({(colour, old) for colour, old, _ in dice(s, p)}, key=lambda d: (d[0] != "white", d[1]))
    free = {colour: [v for v in DIAGONAL if die_line(s, p, "diagonal", v, colour)] for colour in {c for c, _ in taken}}
    out: list[Action] = []
    for colour, old in taken:
        for new in free[colour]:
            if payment(s, p, _diagonal_cost(s, p, old, new)) is not None:
                out.append(("diagonal", colour, old, new))
            for res in DIE_ANY_VALUE:
                if new != old and payment(s, p, _diagonal_cost(s, p, old, new, res)) is not None:
                    out.append(("diagonal", colour, old, new, res))
    return out


def _archery(s: SantaMariaState, p: int, action: Action) -> None:
    _, colour, old, new, *instead = action
    s.coins[p] -= ARCHERY_COIN
    use_die(s, p, colour, old, new, "diagonal", *instead)


def _archery_log(s: SantaMariaState, p: int, action: Action) -> str:
    _, colour, old, new, *instead = action
    return Message("santamaria.log.archery", who=s.names[p], die=die_text(s, p, colour, old, new, *instead),
                   coins=coins_text(ARCHERY_COIN), line=line_text(s, p, "diagonal", new, colour))


def _why_not_archery(s: SantaMariaState, p: int, action: Action) -> str:
    if not has_scholar(s, p, ARCHERY):
        return Message("santamaria.why.archery_only")
    if len(action) not in (4, 5) or action[3] not in DIAGONAL:
        return Message("santamaria.why.archery_form")
    _, colour, old, new, *instead = action
    reason = why_not_taken(s, p, colour, old, "column" if colour == "white" else "row")
    if reason or why_not_changed(s, p, old, new, *instead):
        return reason or why_not_changed(s, p, old, new, *instead)
    if not die_line(s, p, "diagonal", new, colour):
        return Message("santamaria.why.diagonal_empty", value=new)
    return Message("santamaria.why.archery_cost", cost=coins_text(ARCHERY_COIN), have=coins_text(s.coins[p]))


# --- Meditation ----------------------------------------------------------------------------------
def _retiring(s: SantaMariaState, p: int, space: int, effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    if not has_scholar(s, p, MEDITATION):
        return effects
    ships: tuple[Effect, ...] = (("ships",),) if MEDITATION_SHIPS_TWICE else ()
    if space == ROAD_SPACE:
        return effects + (("meditate",),) + ships
    return effects + effects + ships


def _vacant(s: SantaMariaState) -> list[int]:
    return [i + 1 for i, seat in enumerate(s.retire) if seat is None]


def _meditate_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    acts: list[Action] = [("meditate", space) for space in _vacant(s)]
    return acts, bool(acts)


def _meditate(s: SantaMariaState, task: Task, action: Action) -> None:
    push(s, task[1], RETIRING[action[1] - 1])


MODULE = Module(
    name="ak_scholars", main_actions=_diagonals, main={"diagonal": _archery}, retiring=_retiring,
    answers={"meditate": _meditate}, answering={"meditate": "meditate"}, decisions={"meditate": _meditate_choices},
    prompts={"meditate": Message("santamaria.prompt.meditate")},
    log={"diagonal": _archery_log,
         "meditate": lambda s, p, a: Message("santamaria.log.meditate", who=s.names[p], space=a[1],
                                             effects=effects_text(RETIRING[a[1] - 1]))},
    refusals={"diagonal": _why_not_archery,
              "meditate": lambda s, p, a: Message("santamaria.why.meditate", spaces=or_words(_vacant(s)))},
    task_args={"meditate": ()},
)
