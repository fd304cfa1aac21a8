"""American Kingdoms, Module D: the Mayan City uses a die or a high priest (AK "A. Use a Die", "C. Use a High
Priest Token"; §8.9).

A die (a white one from the pool, at most 3 a year (2 with Module C), or one of its blue dice) may be changed as a
colonist's: 1 coin a pip, or 1 cacao to any value (gold is not wild for the City). The main action ``("city_die",
colour, value, new value, "coins" or "cacao", technology card or None)`` takes it only when a vacant building can be
reached from its symbol; with a technology card of the new value it plays the card first (before the activations).
The die then
goes along the roads (``ak_maya_city.ways``): it enters its path's first building, activates each vacant building
it reaches, and at every spot where the way goes on and it could stop, the "walk" decision asks: on to which spot
(``("go", spot)``), or stop (``("stop",)``) on the vacant building it stands on; a forced step is taken at once. The
die stays on the last building activated; then the City may complete a temple tile of a region that building
borders (the "temple" decision of ``ak_maya_temples``). At the walk and the temple decisions a technology card of the
die's value may still be played (``("tech", card)``), once a die. A die move simulated for another seat's ambassador
die (Module C, ``ak_maya_ambassadors``) walks the same way (``set_out``), its die marked "s" and left nowhere
(``data.MAYA_SIMULATION_LEAVES_DIE``).

A high priest (``("priest", spot)``) activates a vacant building, stays on it for the year and may complete a temple
tile of a region it borders, as a die does.
"""

from __future__ import annotations

from ...core import Action, Event
from ...core.i18n import Message
from .ak_maya_cards import play_tech, tech_actions, tech_cards, tech_text
from .ak_maya_city import building, building_text, can_enter, city, entry, vacant, vacant_buildings, ways
from .data import DIE_ANY_VALUE, MAYA_BUILDINGS, MAYA_SIMULATED, MAYA_SIMULATION_LEAVES_DIE, SIZE
from .effects import pay, payment, push
from .state import MayanCity, SantaMariaState, Task
from .turn import change_cost
from .words import building_word, coins_text, die_text, resource_word, spot_text

DIE_VALUES = range(1, SIZE + 1)
COLOURS = {"w": "white", "b": "blue"}
PAYS = ("coins", *DIE_ANY_VALUE)


def white_taken(s: SantaMariaState) -> int:
    """The white dice the City has taken this year: on its board, or on its way."""
    c = city(s)
    return sum(m[0] == "w" for m in c.placed.values()) + (c.die is not None and c.die[0] == "w")


def marked(s: SantaMariaState, letter: str) -> list[tuple[str, str | None, int]]:
    """Where a die marked ``letter`` is on the City's board (AK Module C: an ambassador die the City took, "W4"):
    ("taken", None, value) on its way, ("used", spot, value) on a building."""
    c = city(s)
    out: list[tuple[str, str | None, int]] = [("taken", None, int(c.die[1]))] if c.die and c.die[0] == letter else []
    return out + [("used", spot, int(m[1])) for spot, m in c.placed.items() if m[0] == letter]


def dice_to_take(s: SantaMariaState, p: int) -> list[tuple[str, int]]:
    """(colour, value) of the dice it may take: a white die of the pool (3 a year), one of its blue dice."""
    out = [("white", v) for v in sorted(set(s.white))] if white_taken(s) < s.rules.white_limit else []
    return out + [("blue", v) for v in sorted(set(s.blue[p]))]


def ways_to_pay(s: SantaMariaState, p: int, old: int, new: int) -> list[str]:
    out = ["coins"] if change_cost(s, p, old, new) <= s.coins[p] else []
    return out + [res for res in DIE_ANY_VALUE if new != old and payment(s, p, {res: DIE_ANY_VALUE[res]}) is not None]


def uses(s: SantaMariaState, p: int, dice: list[tuple[str, int]]) -> list[tuple[str, int, int, str, str | None]]:
    """(colour, value, new value, "coins" or "cacao", technology card or None): each way to use one of ``dice`` on
    the City's board."""
    c = city(s)
    values = [v for v in DIE_VALUES if can_enter(c, v)]
    techs = {v: [None, *tech_cards(s, v)] for v in values}
    return [(colour, old, new, paid, tech) for colour, old in dice for new in values
            for paid in ways_to_pay(s, p, old, new) for tech in techs[new]]


def die_actions(s: SantaMariaState, p: int) -> list[Action]:
    return [("city_die", *use) for use in uses(s, p, dice_to_take(s, p))]


def pay_change(s: SantaMariaState, p: int, old: int, new: int, paid: str) -> None:
    """A die changed by 1 coin a pip, or set to any value for 1 cacao."""
    if paid == "coins":
        s.coins[p] -= change_cost(s, p, old, new)
    else:
        pay(s, p, {paid: DIE_ANY_VALUE[paid]})


def take(s: SantaMariaState, p: int, action: Action) -> None:
    """Pay for the change, take the die to its symbol; a technology card with it first."""
    _, colour, old, new, paid, tech = action
    pay_change(s, p, old, new, paid)
    (s.white if colour == "white" else s.blue[p]).remove(old)
    set_out(s, p, f"{colour[0]}{new}", tech)


def set_out(s: SantaMariaState, p: int, die: str, tech: str | None) -> None:
    """The die (``"w4"``; an ambassador die ``"W4"``; a simulated one ``"s4"``) comes onto its symbol's path; a
    technology card of its value first."""
    c = city(s)
    c.die, c.route, c.tech = die, [], False
    s.tasks.append(("move", p, entry(int(die[1]))))
    if tech is not None:
        play_tech(s, p, tech)


def die_kind(c: MayanCity) -> str:
    """The die on its way: "die", or "simulated" for a die move simulated for an ambassador die."""
    return "simulated" if c.die is not None and c.die[0] == MAYA_SIMULATED else "die"


def activate(s: SantaMariaState, p: int, spot: str) -> None:
    code = building(city(s), spot)
    if code is None:
        raise ValueError(f"no building on {spot}")
    push(s, p, MAYA_BUILDINGS[code])


def _move(s: SantaMariaState, task: Task) -> None:
    """The die comes to a spot: a vacant building is activated; then the next step, or the walk decision."""
    p, spot = task[1], task[2]
    c = city(s)
    c.route.append(spot)
    here, onward = vacant(c, spot), ways(c, c.route)
    if here and not onward:
        s.tasks.append(("rest", p))
    elif not here and len(onward) == 1:
        s.tasks.append(("move", p, onward[0]))
    else:
        s.tasks.append(("walk", p))
    if here:
        s.events.append(Event(Message(f"santamaria.event.{die_kind(c)}_activates", who=s.names[p],
                                      building=building_text(c, spot))))
        activate(s, p, spot)
    else:
        code = building(c, spot)
        passed = Message("santamaria.city_occupied", building=building_word(code), spot=spot_text(spot)) if code \
            else Message("santamaria.city_spot_empty", spot=spot_text(spot))
        s.events.append(Event(Message(f"santamaria.event.{die_kind(c)}_passes", who=s.names[p], spot=passed)))


def _walk_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    c = city(s)
    if c.die is None:
        raise ValueError("no die on its way")
    acts: list[Action] = [("go", spot) for spot in ways(c, c.route)]
    acts += [("stop",)] if vacant(c, c.route[-1]) else []
    return acts + tech_actions(s, int(c.die[1])), True


def _go(s: SantaMariaState, task: Task, action: Action) -> None:
    s.tasks.append(("move", task[1], action[1]))


def _stop(s: SantaMariaState, task: Task, action: Action) -> None:
    s.tasks.append(("rest", task[1]))


def _tech(s: SantaMariaState, task: Task, action: Action) -> None:
    """A technology card at a die's decision: the decision is asked again after its bonus."""
    if task[0] == "temple":
        s.tasks.append((*task[:3], 0))
    else:
        s.tasks.append(task)
    play_tech(s, task[1], action[1])


def _rest(s: SantaMariaState, task: Task) -> None:
    """The die stays on the last building activated (a simulated one: ``data.MAYA_SIMULATION_LEAVES_DIE``); then a
    temple tile of a region it borders."""
    p, c = task[1], city(s)
    spot, die = c.route[-1], c.die
    if die is None:
        raise ValueError("no die on its way")
    if die[0] != MAYA_SIMULATED or MAYA_SIMULATION_LEAVES_DIE:
        c.placed[spot] = die
    s.tasks.append(("temple", p, spot, 0 if c.tech else int(die[1])))
    c.die, c.route, c.tech = None, [], False


# --- high priests -----------------------------------------------------------------------------------------
def priest_actions(s: SantaMariaState) -> list[Action]:
    c = city(s)
    return [("priest", spot) for spot in vacant_buildings(c)] if c.priests else []


def use_priest(s: SantaMariaState, p: int, action: Action) -> None:
    c = city(s)
    c.priests -= 1
    c.placed[action[1]] = "priest"
    s.tasks.append(("temple", p, action[1], 0))
    activate(s, p, action[1])


# --- words ---------------------------------------------------------------------------------------------------
def _die_log(s: SantaMariaState, p: int, action: Action) -> str:
    _, colour, old, new, paid, tech = action
    die = die_text(s, p, colour, old, new, None if paid == "coins" else paid)
    if tech:
        return Message("santamaria.log.city_die_tech", who=s.names[p], die=die, path=new, card=tech_text(tech))
    return Message("santamaria.log.city_die", who=s.names[p], die=die, path=new)


def _why_not_die(s: SantaMariaState, p: int, action: Action) -> str:
    if len(action) != 6 or action[1] not in COLOURS.values() or action[4] not in PAYS:
        return Message("santamaria.why.city_die_form")
    _, colour, old, new, paid, tech = action
    if (colour, old) not in dice_to_take(s, p):
        if colour == "white" and old in s.white:
            return Message("santamaria.why.white_limit", n=s.rules.white_limit)
        return Message(f"santamaria.why.no_die.{colour}", value=str(old))
    return why_not_use(s, p, old, new, paid, tech)


def why_not_use(s: SantaMariaState, p: int, old: int, new: int, paid: str, tech: str | None) -> str:
    """Why a die that may be taken cannot be used so: its symbol, the change, the technology card."""
    if new not in DIE_VALUES or not can_enter(city(s), new):
        return Message("santamaria.why.no_entry", value=str(new))
    if paid not in ways_to_pay(s, p, old, new):
        if paid == "coins":
            return Message("santamaria.why.change_cost", new=new, cost=coins_text(change_cost(s, p, old, new)),
                           have=coins_text(s.coins[p]))
        return Message("santamaria.why.city_instead", res=resource_word(paid))
    return Message("santamaria.why.not_tech", value=str(new))


def _why_not_walk(s: SantaMariaState, p: int, action: Action) -> Message:
    return Message("santamaria.why.walk")


LOG = {"city_die": _die_log,
       "go": lambda s, p, a: Message("santamaria.log.go", who=s.names[p], building=building_text(city(s), a[1])),
       "stop": lambda s, p, a: Message("santamaria.log.stop", who=s.names[p],
                                       building=building_text(city(s), city(s).route[-1])),
       "priest": lambda s, p, a: Message("santamaria.log.priest", who=s.names[p],
                                         building=building_text(city(s), a[1]))}
REFUSALS = {"city_die": _why_not_die, "go": _why_not_walk, "stop": _why_not_walk,
            "priest": lambda s, p, a: Message("santamaria.why.priest", n=city(s).priests)}
AUTOMATIC = {"move": _move, "rest": _rest}
CHOICES = {"walk": _walk_choices}
ANSWERS = {"go": _go, "stop": _stop, "tech": _tech}
