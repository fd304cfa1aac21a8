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
from ...core.i18n import Message
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
from .words import (
    comma_list,
    cost_text,
    effects_text,
    or_words,
    region_word,
    resource_word,
    road_space_text,
    spot_text,
    temple_tile_word,
)

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
            laid = temple_tile_word(MAYA_TEMPLE_SIZES[level])
            s.events.append(Event(Message("santamaria.event.temple_tile", tile=laid, region=region_word(region),
                                          cost=cost_text(MAYA_TEMPLES[drawn[0]][1]))))
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
        s.events.append(Event(Message("santamaria.event.no_priest")))


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
    parts = comma_list([Message("santamaria.region_points", region=region_word(region), n=n)
                        for region, n in points.items()]) if points else Message("santamaria.nothing_yet")
    s.events.append(Event(Message("santamaria.event.temples", who=s.names[p], n=sum(points.values()), parts=parts)))


# --- words -----------------------------------------------------------------------------------------------
def tile_text(tile: str) -> Message:
    """"the medium tile (1 wood, 1 gem, 1 cacao)"."""
    size, cost = MAYA_TEMPLES[tile]
    return Message(f"santamaria.temple_size.{size}", cost=cost_text(cost))


def _temple_prompt(s: SantaMariaState, task: Task) -> Message:
    if task[2] == ANY:
        return Message("santamaria.prompt.temple_any")
    return Message("santamaria.prompt.temple", spot=spot_text(task[2]),
                   regions=or_words([region_word(r) for r in regions(task[2])]))


def _temple_log(s: SantaMariaState, p: int, action: Action) -> Message:
    region = action[1]
    tile = city(s).face_up[region]
    reward = effects_text([MAYA_REWARDS[region]]) if s.tasks[-1][2] != ANY or MAYA_RETIRE_TEMPLE_REWARD else \
        Message("santamaria.no_reward")
    return Message("santamaria.log.temple", who=s.names[p], tile=tile_text(tile) if tile else Message(
        "santamaria.a_tile"), region=region_word(region), reward=reward)


def _why_not_temple(s: SantaMariaState, p: int, action: Action) -> Message:
    where = s.tasks[-1][2] if s.tasks else ANY
    near = comma_list([region_word(r) for r in (MAYA_REGIONS if where == ANY else regions(where))])
    return Message("santamaria.why.temple", regions=near)


PROMPTS: dict[str, Prompt] = {"temple": _temple_prompt,
           "pave": Message("santamaria.prompt.pave"),
           "storage": Message("santamaria.prompt.storage"),
           "fill": Message("santamaria.prompt.fill"),
           "gift": Message("santamaria.prompt.gift")}
LOG = {"temple": _temple_log,
       "pave": lambda s, p, a: Message("santamaria.log.pave", who=s.names[p], road=road_space_text(a[1]),
                                       spots=[spot_text(x) for x in MAYA_ROAD_SPACES[a[1]]]),
       "storage": lambda s, p, a: Message("santamaria.log.storage", who=s.names[p], res=resource_word(a[1])),
       "fill": lambda s, p, a: Message("santamaria.log.fill", who=s.names[p], res=resource_word(a[1]))}
REFUSALS = {"temple": _why_not_temple,
            "pave": lambda s, p, a: Message("santamaria.why.pave", spaces=or_words(
                [road_space_text(rs) for rs in empty_road_spaces(s)])),
            "storage": lambda s, p, a: Message("santamaria.why.storage"),
            "fill": lambda s, p, a: Message("santamaria.why.fill")}
AUTOMATIC = {"priest": _priest, "temples": _score}
CHOICES = {"temple": _temple_choices, "pave": _pave_choices}
ANSWERS = {"temple": _complete, "pave": _pave}
