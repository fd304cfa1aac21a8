"""American Kingdoms, Module D with Module C: the Mayan City and the ambassador dice (AK "Module D", "Combining
modules (with Module C)"; §8.11 Q12, Q13).

"Whenever an ambassador die is taken by another player, you may simulate a die move as if you had taken the die,
including playing a technology card and building temples at the last activated building." The City follows in the
round of follow-ups (``ak_ambassadors.followers``, in its place among the seats) with a decision of its own, the
task ``("simulation", city, die, line)`` (``ak_ambassadors.ROLE_FOLLOW``): ``("simulate", technology card or None)``
walks a die of the ambassador die's value (after the taker's change) from that die symbol of the City exactly as a
die action does (``ak_maya_dice.set_out``: each vacant building on the way activated, the walk decisions, the
temple decision at the last building activated), with a technology card of that value first if it likes (or at its
later decisions, once); it changes no value and leaves no die (``data.MAYA_SIMULATION_LEAVES_DIE``); or it declines.
It is asked when a vacant building can be reached from that symbol (as a die needs), never for a technology card
alone (whether the City holds one is its secret).

"Taken by another player": the City may take an ambassador die too, as one of its dice (``("city_ambassador",
colour, value, new value, "coins" or "cacao", technology card or None)``, like ``("city_die", ...)``): changed by
coins or cacao, used on its board as a die action, its tile taken; it does not count towards its 2 white dice a year
and stays on its last building until the year ends (``data.AMBASSADOR_MARKS``: "W4", "L2"). Then each colonist in
turn follows the die's column (white) or row (blue) of its value (``ak_ambassadors.take_tile``).
"""

from __future__ import annotations

from ...core import Action
from ...core.i18n import Message
from .ak_ambassadors import COLOURS, LINES, NATURAL, ROLE_FOLLOW, take_tile, then_text
from .ak_maya_cards import tech_cards, tech_text
from .ak_maya_city import can_enter, city
from .ak_maya_dice import PAYS, pay_change, set_out, uses, why_not_use
from .data import AMBASSADOR_DICE, AMBASSADOR_MARKS, MAYA_SIMULATED
from .state import SantaMariaState, Task
from .words import die_text


# --- the City takes an ambassador die -----------------------------------------------------------------------
def _on_tiles(s: SantaMariaState) -> list[tuple[str, int]]:
    """(colour, value) of the ambassador dice on their tiles."""
    amb = s.ambassadors
    return [] if amb is None else [(colour, v) for colour, v in zip(AMBASSADOR_DICE, amb.dice) if v is not None]


def take_actions(s: SantaMariaState, p: int) -> list[Action]:
    return [("city_ambassador", *use) for use in uses(s, p, _on_tiles(s))]


def take(s: SantaMariaState, p: int, action: Action) -> None:
    """Pay for the change, take the die and its tile (the colonists' follow-ups wait), the die to its symbol."""
    _, colour, old, new, paid, tech = action
    pay_change(s, p, old, new, paid)
    take_tile(s, p, colour, new, NATURAL[colour])
    set_out(s, p, f"{AMBASSADOR_MARKS[colour]}{new}", tech)


def _take_log(s: SantaMariaState, p: int, action: Action) -> str:
    """"takes the white ambassador die and its tile: a 3, changed to 4 for 1 coin, on path 4 of the City; then Ben
    and Cid follow on column 4"."""
    _, colour, old, new, paid, tech = action
    die = die_text(s, p, "ambassador", old, new, None if paid == "coins" else paid)
    key = "santamaria.log.city_ambassador_tech" if tech else "santamaria.log.city_ambassador"
    return Message(key, who=s.names[p], colour=Message(f"santamaria.colour.{colour}"), die=die, path=new,
                   card=tech_text(tech) if tech else "", then=then_text(s, p, NATURAL[colour], new))


def _why_not_take(s: SantaMariaState, p: int, action: Action) -> str:
    if len(action) != 6 or action[1] not in AMBASSADOR_DICE or action[4] not in PAYS:
        return Message("santamaria.why.city_ambassador_form")
    _, colour, old, new, paid, tech = action
    if (colour, old) not in _on_tiles(s):
        shown = dict(_on_tiles(s)).get(colour)
        colour_word = Message(f"santamaria.colour.{colour}")
        return Message("santamaria.why.ambassador_shows", colour=colour_word, value=shown) if shown else \
            Message("santamaria.why.ambassador_used", colour=colour_word)
    return why_not_use(s, p, old, new, paid, tech)


# --- the City simulates a die move for another seat's ambassador die ---------------------------------------


def _value(task: Task) -> int:
    """The ambassador die's value ("w4": 4), after the taker's change."""
    return int(task[2][1])


def _choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    value = _value(task)
    if not can_enter(city(s), value):
        return [], False
    return [("simulate", None), *(("simulate", card) for card in tech_cards(s, value))], True


def _simulate(s: SantaMariaState, task: Task, action: Action) -> None:
    set_out(s, task[1], f"{MAYA_SIMULATED}{_value(task)}", action[1])


def _prompt(s: SantaMariaState, task: Task) -> str:
    """"Ana (the Mayan City) follows Ben's white ambassador die: simulate a die move from the die symbol 4 of the
    City (with a technology card of 4 if you like), or decline?"."""
    _, q, die, _ = task
    return Message("santamaria.prompt.simulate", who=s.names[q], taker=s.names[s.on_turn],
                   colour=Message(f"santamaria.colour.{COLOURS[die[0]]}"), value=die[1])


def _log(s: SantaMariaState, p: int, action: Action) -> str:
    """"simulates a die move for Ben's white ambassador die from the die symbol 4 of the City, playing ... first"."""
    _, _, die, _ = s.tasks[-1]
    said = {"who": s.names[p], "taker": s.names[s.on_turn], "colour": Message(f"santamaria.colour.{COLOURS[die[0]]}"),
            "value": die[1]}
    if action[1]:
        return Message("santamaria.log.simulate_tech", **said, card=tech_text(action[1]))
    return Message("santamaria.log.simulate", **said)


def _refusal(s: SantaMariaState, p: int, action: Action) -> str:
    value = _value(s.tasks[-1]) if s.tasks and s.tasks[-1][0] == ROLE_FOLLOW else None
    if value is None:
        return Message("santamaria.why.simulate_when")
    return Message("santamaria.why.simulate", value=str(value))


PROMPTS = {ROLE_FOLLOW: _prompt}
TASK_ARGS = {ROLE_FOLLOW: ("marker", frozenset(LINES))}
CHOICES = {ROLE_FOLLOW: _choices}
ANSWERS = {"simulate": _simulate}
ANSWERING = {"simulate": ROLE_FOLLOW}
LOG = {"simulate": _log, "city_ambassador": _take_log}
REFUSALS = {"simulate": _refusal, "city_ambassador": _why_not_take}
DECLINED = {ROLE_FOLLOW: "santamaria.log.decline.simulation"}
