"""American Kingdoms, Module D: the Mayan City's temples (AK "Building Temples", "D. Withdraw From the Round";
§8.9, §9.16 [DESIGNED] the tiles and the regions' rewards).

Each of the five regions has a temple of three levels: a large tile face up at the start, then a medium and a small
one, drawn at random from their face-down stacks when the level below is completed. After a die stays on its last
building, or a high priest is placed, the "temple" decision (``("temple", p, building, die value)``) may complete the
face-up tile of a region that building borders: pay its resources (gold is not wild), flip it, take the region's
reward (``data.MAYA_REWARDS``: 2 coins, 2 cards, a storage tile, a road token, a high priest) and lay the next
tile. The 5th retiring space completes any face-up tile (``("temple", p, "any", 0)``; its reward too,
``data.MAYA_RETIRE_TEMPLE_REWARD``, §8.11 Q13). Withdrawing, the City scores its temples at once: in each region
with cards tucked, cards x completed levels; the gold temple, completed levels x the gold in its storage.
"""

from __future__ import annotations

from ...core import Action, Event
from .ak_maya_cards import tech_actions
from .ak_maya_city import CITY, city, regions
from .data import (
    MAYA_GOLD_REGION,
    MAYA_HIGH_PRIESTS,
    MAYA_REGIONS,
    MAYA_RETIRE_TEMPLE_REWARD,
    MAYA_REWARDS,
    MAYA_ROAD_SPACES,
    MAYA_ROAD_TOKENS,
    MAYA_TEMPLE_SIZES,
    MAYA_TEMPLES,
    WILD,
)
from .draws import draw
from .effects import RI, pay, payment, push
from .hooks import Prompt
from .state import SantaMariaState, Task
from .words import cost_text, effects_text, or_list, road_space_text, spot_text

ANY = "any"   # the 5th retiring space: a tile of any region


def open_regions(s: SantaMariaState, where: str) -> list[str]:
    """The regions whose face-up temple tile the City may pay for now: those the building borders (any region from
    the 5th retiring space)."""
    c = city(s)
    near = MAYA_REGIONS if where == ANY else regions(where)
    return [r for r in near
            if (tile := c.face_up[r]) is not None and payment(s, CITY, MAYA_TEMPLES[tile][1]) is not None]


def _temple_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    """Asked when a tile can be paid; a technology card of the die's value may still be played here (not asked
    for: whether the City holds one is its secret)."""
    acts: list[Action] = [("temple", r) for r in open_regions(s, task[2])]
    return acts + (tech_actions(s, task[3]) if acts and task[3] else []), bool(acts)


def _complete(s: SantaMariaState, task: Task, action: Action) -> None:
    """Pay, flip the tile, lay the next size from its stack (none after the small one), take the reward."""
    p, region = task[1], action[1]
    c = city(s)
    tile = c.face_up[region]
    if tile is None:
        raise ValueError(f"the {region} temple is finished")
    pay(s, p, MAYA_TEMPLES[tile][1])
    c.temples[region].append(tile)
    level = len(c.temples[region])
    c.face_up[region] = None
    if level < len(MAYA_TEMPLE_SIZES):
        s.rng, drawn = draw(s.rng, c.stacks[MAYA_TEMPLE_SIZES[level]], 1)
        c.face_up[region] = drawn[0] if drawn else None
        if drawn:
            s.events.append(Event(f"A {MAYA_TEMPLE_SIZES[level]} temple tile is laid on the {region} temple: "
                                  f"{cost_text(MAYA_TEMPLES[drawn[0]][1])}."))
    if task[2] != ANY or MAYA_RETIRE_TEMPLE_REWARD:
        push(s, p, [MAYA_REWARDS[region]])


# --- the rewards -----------------------------------------------------------------------------------------
def empty_road_spaces(s: SantaMariaState) -> list[str]:
    c = city(s)
    return [rs for rs in MAYA_ROAD_SPACES if rs not in c.roads] if len(c.roads) < MAYA_ROAD_TOKENS else []


def _pave_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    acts: list[Action] = [("pave", rs) for rs in empty_road_spaces(s)]
    return acts, bool(acts)


def _pave(s: SantaMariaState, task: Task, action: Action) -> None:
    city(s).roads.append(action[1])


def priests_in_supply(s: SantaMariaState) -> int:
    c = city(s)
    return MAYA_HIGH_PRIESTS - c.priests - sum(m == "priest" for m in c.placed.values())


def _priest(s: SantaMariaState, task: Task) -> None:
    """The gold temple's reward: a high priest into the City's play area (none left: nothing)."""
    if priests_in_supply(s):
        city(s).priests += 1
    else:
        s.events.append(Event("No high priest is left in the supply."))


# --- scoring ----------------------------------------------------------------------------------------------
def temple_points(s: SantaMariaState) -> dict[str, int]:
    """Region -> points: cards tucked x completed levels; the gold temple: completed levels x gold held."""
    c = city(s)
    out = {}
    for region in MAYA_REGIONS:
        levels = len(c.temples[region])
        count = s.res[CITY][RI[WILD]] if region == MAYA_GOLD_REGION else len(c.tucked[region])
        if levels * count:
            out[region] = levels * count
    return out


def _score(s: SantaMariaState, task: Task) -> None:
    """Withdrawing: the temples scored at once (happiness)."""
    p = task[1]
    points = temple_points(s)
    s.happy[p] += sum(points.values())
    parts = ", ".join(f"{region} {n}" for region, n in points.items()) or "nothing yet"
    s.events.append(Event(f"{s.names[p]} (the Mayan City) scores {sum(points.values())} for its temples ({parts})."))


# --- words -----------------------------------------------------------------------------------------------
def tile_text(tile: str) -> str:
    size, cost = MAYA_TEMPLES[tile]
    return f"the {size} tile ({cost_text(cost)})"


def _temple_prompt(s: SantaMariaState, task: Task) -> str:
    where = "any temple" if task[2] == ANY else \
        f"a temple beside {spot_text(task[2])} (the {or_list(list(regions(task[2])))} temple)"
    return f"you may complete the face-up tile of {where} (pay its resources, take its reward), or decline."


def _temple_log(s: SantaMariaState, p: int, action: Action) -> str:
    region = action[1]
    tile = city(s).face_up[region]
    reward = effects_text([MAYA_REWARDS[region]]) if s.tasks[-1][2] != ANY or MAYA_RETIRE_TEMPLE_REWARD else "no reward"
    return f"completes {tile_text(tile) if tile else 'a tile'} of the {region} temple: {reward}."


def _why_not_temple(s: SantaMariaState, p: int, action: Action) -> str:
    where = s.tasks[-1][2] if s.tasks else ANY
    near = ", ".join(MAYA_REGIONS if where == ANY else regions(where))
    return f"Complete a face-up temple tile you can pay for (gold is not wild) in a region beside the building: {near}."


PROMPTS: dict[str, Prompt] = {"temple": _temple_prompt,
           "pave": "place the road token on an empty road space of the City.",
           "storage": "take a storage tile from the supply, full side up.",
           "fill": "turn one of your storage tiles to its full side.",
           "gift": "a monk symbol: draw an action card, or turn one of your storage tiles full."}
LOG = {"temple": _temple_log, "pave": lambda s, p, a: f"places a road token on {road_space_text(a[1])}, joining "
                                                      f"{' and '.join(map(spot_text, MAYA_ROAD_SPACES[a[1]]))}.",
       "storage": lambda s, p, a: f"takes a {a[1]} storage tile from the supply, full.",
       "fill": lambda s, p, a: f"turns a {a[1]} storage tile full."}
REFUSALS = {"temple": _why_not_temple,
            "pave": lambda s, p, a: "Choose an empty road space: "
                                    f"{or_list([road_space_text(rs) for rs in empty_road_spaces(s)])}.",
            "storage": lambda s, p, a: "Choose a storage tile of the supply.",
            "fill": lambda s, p, a: "Choose one of your empty storage tiles."}
AUTOMATIC = {"priest": _priest, "temples": _score}
CHOICES = {"temple": _temple_choices, "pave": _pave_choices}
ANSWERS = {"temple": _complete, "pave": _pave}
