"""American Kingdoms, Module B: the Specialists (AK "Module B: The Specialists"; §8.7, §9.15).

18 tokens (``data.SPECIALISTS``) start in a face-down stack (``SantaMariaState.specialists``). Each year
begins with one laid face up on each die value 1 to 6 (``year_start``); at its end those left are removed
(``year_end``). A seat that uses a WHITE die may, once its value is set (coins or cacao; ``hooks.die_set``),
take the specialist on that value (the "specialist" decision: take it, or decline), paying for it:

* a production specialist (farmer, forester, soldier): the 1st/2nd/3rd of its type costs 1/2/3 coins and
  brings 1/2/3 grain, wood or conquistador steps, the full price even when the storage cannot hold it all;
* an upgrade specialist: laid in the colony at once (the "upgrade" decision, one action per space): 1 coin
  on a built space (a building or a road; the terrain need not match, so the space takes the specialist's),
  3 coins on empty land (of its terrain, §8.11 Q6); never under a die, coins or a governor (``hooks.blocked``),
  nor on a town hall or another upgrade specialist. It is a building of its design (``data.BUILDINGS`` U1-U7),
  activated like any other (by the die that bought it too, when it lies in that die's line and is free), and
  a road tile as well (``data.ROAD_BUILDINGS``, §8.11 Q5). Declining to lay it leaves it on its die value.

With Module A the specialist comes before the governor moves: its decision is pushed after the governor's
task (``rules.MODULES``), and a governor moving onto an upgrade specialist activates it like any building.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from ...core import Action, Event, LoadError
from ...core.i18n import Message
from ...core.serial import expect, expect_keys
from . import hooks
from .checks import conserved
from .colony import CELL_INDEX, CELL_NAMES, CELLS, is_land, next_to_built, square
from .data import (
    BUILDINGS,
    PRODUCTION,
    PRODUCTION_PRICES,
    SPECIALIST_VALUES,
    SPECIALISTS,
    TOWN_HALLS,
    UPGRADE_NEEDS_NEIGHBOUR,
    UPGRADE_PRICES,
    UPGRADE_TERRAIN_ON_LAND,
    UPGRADES,
)
from .draws import draw
from .effects import push, reachable
from .hooks import FaceDown, Module
from .state import SantaMariaState, Specialists, Task
from .words import (
    amount,
    building_name,
    coins_text,
    effects_text,
    indefinite,
    semicolon_list,
    space_text,
    specialist_word,
    square_words,
    terrain_word,
)

DIE_VALUES = frozenset(range(1, SPECIALIST_VALUES + 1))


def _tokens(s: SantaMariaState) -> Specialists:
    if s.specialists is None:
        raise ValueError("no specialists in this game")
    return s.specialists


def on_value(s: SantaMariaState, value: int) -> str:
    """The specialist face up on a die value (the task's value always holds one)."""
    token = _tokens(s).offered[value - 1]
    if token is None:
        raise ValueError(f"no specialist on die value {value}")
    return token


# --- the year ----------------------------------------------------------------------------------
def _setup(s: SantaMariaState) -> None:
    """The 18 tokens, face down (drawn at random when laid out: ``draws.draw``)."""
    s.specialists = Specialists(stack=sorted(SPECIALISTS), offered=[None] * SPECIALIST_VALUES, box=[],
                                taken=[[] for _ in range(s.players)], upgrades=[{} for _ in range(s.players)])


def _year_start(s: SantaMariaState) -> None:
    """One random specialist face up on each die value."""
    tokens = _tokens(s)
    s.rng, drawn = draw(s.rng, tokens.stack, SPECIALIST_VALUES)
    tokens.offered = [*drawn, *[None] * (SPECIALIST_VALUES - len(drawn))]
    shown = [Message("santamaria.offered", value=v, token=indefinite(token_text(t)))
             for v, t in enumerate(tokens.offered, 1) if t]
    s.events.append(Event(Message("santamaria.event.specialists", year=s.year, shown=semicolon_list(shown))))


def _year_end(s: SantaMariaState, points: list[int]) -> None:
    """The specialists left are removed from the game."""
    tokens = _tokens(s)
    tokens.box += [t for t in tokens.offered if t]
    tokens.offered = [None] * SPECIALIST_VALUES


# --- taking one ----------------------------------------------------------------------------------
def _die_set(s: SantaMariaState, p: int, marker: str, orientation: str) -> None:
    """A white die with its value set: the specialist on that value is offered."""
    if marker[0] == "w" and _tokens(s).offered[int(marker[1]) - 1] is not None:
        s.tasks.append(("specialist", p, int(marker[1])))


def production_price(s: SantaMariaState, p: int, kind: str) -> int:
    """The 1st/2nd/3rd specialist of a type costs (and brings) 1/2/3."""
    return PRODUCTION_PRICES[sum(SPECIALISTS[t] == kind for t in _tokens(s).taken[p])]


def upgrade_spaces(s: SantaMariaState, p: int, design: str) -> dict[int, int]:
    """Where an upgrade specialist may go, and its price there: a built space, or empty land of its terrain;
    never under a die, coins or a governor, nor on a town hall or another upgrade specialist."""
    colony, blocked, laid = s.colony[p], hooks.blocked(s, p), _tokens(s).upgrades[p]
    out: dict[int, int] = {}
    for cell in range(CELLS):
        code = colony[cell]
        if cell in blocked or cell in laid:
            continue
        if is_land(code):
            if (not UPGRADE_TERRAIN_ON_LAND or code[1:] == UPGRADES[design]) \
                    and (not UPGRADE_NEEDS_NEIGHBOUR or next_to_built(colony, cell)):
                out[cell] = UPGRADE_PRICES["empty"]
        elif _built(code):
            out[cell] = UPGRADE_PRICES["built"]
    return out


def _built(code: str) -> bool:
    """A space an upgrade specialist may cover: a road, or a building other than a town hall."""
    kind, name, _, _ = square(code)
    return kind == "road" or (kind == "building" and name not in TOWN_HALLS)


def _prices(s: SantaMariaState, p: int, token: str) -> set[int]:
    kind = SPECIALISTS[token]
    if kind in PRODUCTION:
        return {production_price(s, p, kind)}
    return set(upgrade_spaces(s, p, kind).values())


def _take_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    """Asked when it could be paid (now, or after selling: base reading 9)."""
    p = task[1]
    prices = _prices(s, p, on_value(s, task[2]))
    acts: list[Action] = [("specialist",)] if any(n <= s.coins[p] for n in prices) else []
    return acts, any(reachable(s, p, {"coins": n}) for n in prices)


def _take(s: SantaMariaState, task: Task, action: Action) -> None:
    """A production specialist is paid and brings its units; an upgrade specialist is laid next."""
    p, value = task[1], task[2]
    tokens = _tokens(s)
    token = on_value(s, value)
    kind = SPECIALISTS[token]
    if kind not in PRODUCTION:
        s.tasks.append(("upgrade", p, value))
        return
    price = production_price(s, p, kind)
    s.coins[p] -= price
    tokens.offered[value - 1] = None
    tokens.taken[p].append(token)
    push(s, p, [(*PRODUCTION[kind], price)])


def _lay_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    p = task[1]
    spaces = upgrade_spaces(s, p, SPECIALISTS[on_value(s, task[2])])
    acts: list[Action] = [("upgrade", CELL_NAMES[c]) for c, n in sorted(spaces.items()) if n <= s.coins[p]]
    return acts, bool(acts) or any(reachable(s, p, {"coins": n}) for n in set(spaces.values()))


def _lay(s: SantaMariaState, task: Task, action: Action) -> None:
    """Pay for the space, lay the specialist there: the space shows its building and terrain."""
    p, value = task[1], task[2]
    tokens = _tokens(s)
    token = on_value(s, value)
    design, cell = SPECIALISTS[token], CELL_INDEX[action[1]]
    s.coins[p] -= upgrade_spaces(s, p, design)[cell]
    tokens.offered[value - 1] = None
    tokens.upgrades[p][cell] = token
    s.colony[p][cell] = upgrade_code(design)


def upgrade_code(design: str) -> str:
    """The space code of a laid upgrade specialist: its building on its terrain ("U3/P")."""
    return f"{design}/{UPGRADES[design]}"


# --- words ---------------------------------------------------------------------------------------
@cache
def token_text(token: str) -> Message:
    """A specialist by its kind: "farmer", "upgrade specialist (2 happiness; field)"."""
    kind = SPECIALISTS[token]
    if kind in PRODUCTION:
        return specialist_word(kind)
    return Message("santamaria.specialist.upgrade_of", effects=effects_text(BUILDINGS[kind]),
                   terrain=terrain_word(UPGRADES[kind]))


def _price_text(s: SantaMariaState, p: int, token: str) -> Message:
    """"the 2nd farmer taken: 2 coins for 2 grain", or the prices of an upgrade specialist."""
    kind = SPECIALISTS[token]
    if kind in PRODUCTION:
        n = production_price(s, p, kind)
        what = amount("conq_steps" if kind == "soldier" else PRODUCTION[kind][1], n)
        return Message("santamaria.price.production", nth=Message(f"santamaria.nth.{n}"), kind=specialist_word(kind),
                       coins=coins_text(n), what=what)
    return Message("santamaria.price.upgrade", built=coins_text(UPGRADE_PRICES["built"]),
                   empty=coins_text(UPGRADE_PRICES["empty"]), terrain=terrain_word(UPGRADES[kind]))


def _take_prompt(s: SantaMariaState, task: Task) -> Message:
    token = on_value(s, task[2])
    return Message("santamaria.prompt.specialist", token=token_text(token), value=task[2],
                   price=_price_text(s, task[1], token))


def _lay_prompt(s: SantaMariaState, task: Task) -> Message:
    token = on_value(s, task[2])
    return Message("santamaria.prompt.upgrade", token=token_text(token), price=_price_text(s, task[1], token))


def _take_log(s: SantaMariaState, p: int, action: Action) -> Message:
    value = s.tasks[-1][2]
    token = on_value(s, value)
    if SPECIALISTS[token] in PRODUCTION:
        return Message("santamaria.log.specialist", who=s.names[p], token=token_text(token), value=value,
                       price=_price_text(s, p, token))
    return Message("santamaria.log.specialist_upgrade", who=s.names[p], token=token_text(token), value=value)


def _lay_log(s: SantaMariaState, p: int, action: Action) -> Message:
    token, cell = on_value(s, s.tasks[-1][2]), CELL_INDEX[action[1]]
    code = s.colony[p][cell]
    under = square_words(code) if is_land(code) else \
        Message("santamaria.under.building", building=building_name(code)) if square(code)[0] == "building" \
        else Message("santamaria.under.road")
    price = upgrade_spaces(s, p, SPECIALISTS[token])[cell]
    return Message("santamaria.log.upgrade", who=s.names[p], token=token_text(token), space=space_text(cell),
                   under=under, coins=coins_text(price))


def _why_not_take(s: SantaMariaState, p: int, action: Action) -> Message:
    token = on_value(s, s.tasks[-1][2])
    if SPECIALISTS[token] not in PRODUCTION and not upgrade_spaces(s, p, SPECIALISTS[token]):
        return Message("santamaria.why.no_upgrade_space")
    return Message("santamaria.why.specialist_cost", token=token_text(token), price=_price_text(s, p, token),
                   have=coins_text(s.coins[p]))


def _why_not_lay(s: SantaMariaState, p: int, action: Action) -> Message:
    cell = CELL_INDEX.get(action[1]) if len(action) == 2 and isinstance(action[1], str) else None
    if cell is None:
        return Message("santamaria.why.name_space")
    spaces = upgrade_spaces(s, p, SPECIALISTS[on_value(s, s.tasks[-1][2])])
    if cell in spaces:
        return Message("santamaria.why.space_cost", cost=coins_text(spaces[cell]), have=coins_text(s.coins[p]))
    return Message("santamaria.why.upgrade_where")


# --- the state -------------------------------------------------------------------------------------
def _view(s: SantaMariaState) -> dict[str, Any]:
    tokens = _tokens(s)
    return {"specialists": {
        "offered": [None if t is None else {"id": t, "kind": SPECIALISTS[t], "text": token_text(t)}
                    for t in tokens.offered],
        "stack": len(tokens.stack), "removed": list(tokens.box),
        "taken": [list(t) for t in tokens.taken],
        "upgrades": [{CELL_NAMES[c]: t for c, t in sorted(u.items())} for u in tokens.upgrades],
    }}


def _save(s: SantaMariaState) -> dict[str, Any]:
    tokens = _tokens(s)
    return {"specialists": {"stack": sorted(tokens.stack), "offered": list(tokens.offered), "box": list(tokens.box),
                            "taken": [list(t) for t in tokens.taken],
                            "upgrades": [{CELL_NAMES[c]: t for c, t in sorted(u.items())} for u in tokens.upgrades]}}


def _token(value: object, what: str) -> str:
    token = expect(value, str, what)
    if token not in SPECIALISTS:
        raise LoadError(Message("santamaria.load.specialist", path=what, value=repr(token),
                                choices=", ".join(map(repr, SPECIALISTS))))
    return token


def _tokens_in(value: object, what: str) -> list[str]:
    return [_token(x, f"specialists {what}") for x in expect(value, list, f"specialists {what}")]


def _load(s: SantaMariaState, data: Mapping[str, Any]) -> None:
    d = expect_keys(data["specialists"], "specialists", ("stack", "offered", "box", "taken", "upgrades"))
    offered = [None if x is None else _token(x, "specialists offered")
               for x in expect(d["offered"], list, "specialists offered")]
    taken = [_tokens_in(t, "taken") for t in expect(d["taken"], list, "specialists taken")]
    upgrades = [_laid(u) for u in expect(d["upgrades"], list, "specialists upgrades")]
    if len(offered) != SPECIALIST_VALUES or len(taken) != s.players or len(upgrades) != s.players:
        raise LoadError(Message("santamaria.load.specialists", path="specialists", count=SPECIALIST_VALUES,
                                offered="offered", taken="taken", upgrades="upgrades"))
    s.specialists = Specialists(stack=_tokens_in(d["stack"], "stack"), offered=offered,
                                box=_tokens_in(d["box"], "box"), taken=taken, upgrades=upgrades)


def _laid(value: object) -> dict[int, str]:
    laid = expect(value, dict, "upgrades")
    if any(cell not in CELL_INDEX for cell in laid):
        raise LoadError(Message("santamaria.load.upgrades", path="specialists upgrades"))
    return {CELL_INDEX[cell]: _token(t, "specialists upgrades") for cell, t in laid.items()}


def _invariants(s: SantaMariaState) -> list[str]:
    """The 18 specialists conserved (stack, die values, removed, taken, laid); each where its kind may be; a
    decision about a specialist has one on its die value."""
    tokens = _tokens(s)
    found = [*tokens.stack, *filter(None, tokens.offered), *tokens.box, *(t for ts in tokens.taken for t in ts),
             *(t for laid in tokens.upgrades for t in laid.values())]
    problems = conserved("specialists", found, list(SPECIALISTS))
    if any(SPECIALISTS[t] not in PRODUCTION for ts in tokens.taken for t in ts) \
            or any(SPECIALISTS[t] not in UPGRADES for laid in tokens.upgrades for t in laid.values()):
        problems.append(Message("santamaria.check.specialist_sides"))
    if any(t[0] in ("specialist", "upgrade") and tokens.offered[t[2] - 1] is None for t in s.tasks):
        problems.append(Message("santamaria.check.specialist_empty"))
    return problems


def _layers(s: SantaMariaState, p: int, expected: list[str]) -> list[str]:
    """The upgrade specialists over the colony: each on a building or road, or on empty land of its terrain."""
    problems: list[str] = []
    for cell, token in sorted(_tokens(s).upgrades[p].items()):
        design = SPECIALISTS[token]
        kind, _, terrain, _ = square(expected[cell])
        if design not in UPGRADES or not (kind == "land" or _built(expected[cell])):
            problems.append(Message("santamaria.check.specialist_place", seat=p, token=token, cell=CELL_NAMES[cell]))
        elif kind == "land" and UPGRADE_TERRAIN_ON_LAND and terrain != UPGRADES[design]:
            problems.append(Message("santamaria.check.specialist_terrain", seat=p, token=token, cell=CELL_NAMES[cell]))
        else:
            expected[cell] = upgrade_code(design)
    return problems


def _face_down(s: SantaMariaState) -> list[FaceDown]:
    return [(("specialists", "stack"), "specialists", _tokens(s).stack)]


MODULE = Module(
    name="ak_specialists", setup=_setup, year_start=_year_start, year_end=_year_end, die_set=_die_set,
    answers={"specialist": _take, "upgrade": _lay}, answering={"specialist": "specialist", "upgrade": "upgrade"},
    decisions={"specialist": _take_choices, "upgrade": _lay_choices}, declinable=("specialist", "upgrade"),
    prompts={"specialist": _take_prompt, "upgrade": _lay_prompt},
    log={"specialist": _take_log, "upgrade": _lay_log}, refusals={"specialist": _why_not_take, "upgrade": _why_not_lay},
    declined={"specialist": "santamaria.log.decline.specialist", "upgrade": "santamaria.log.decline.upgrade"},
    view=_view, keys=("specialists",), save=_save, load=_load,
    task_args={"specialist": (DIE_VALUES,), "upgrade": (DIE_VALUES,)},
    invariants=_invariants, layers=_layers, face_down=_face_down,
)
