"""The description of one game of Santa Maria: its components and the numbers of its rules.

``rules_for(players, options)`` selects them from ``data.py`` for a player count and the options of the
set-up (the base game, or with American Kingdoms), and loads the expansion modules the options switch
on (``hooks.Module``). Every state carries its description (``SantaMariaState.rules``, shared by its
copies), and every rules module reads it there: set-up, turn, effects, invariants, view, positions,
scoring. The values stay in ``data.py``; this module only chooses among them.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import Any

from . import data as d
from .hooks import Answer, Automatic, Choices, Module, Play, Prompt, Role, TaskArg, Words

AK = "american_kingdoms"
MODULES: dict[str, tuple[str, ...]] = {  # option -> the modules it switches on, in the order they act
    AK: ("ak_cacao", "ak_shipping", "ak_scholars", "ak_bishops"),
    # The governor's before the specialists': at "a die set" the specialists' decision, pushed last, comes first
    # (AK: "You take the specialist before you move the governor").
    "governor": ("ak_governor",),
    "specialists": ("ak_specialists",),
    "ambassadors": ("ak_ambassadors",),
    "mayan_city": ("ak_maya",),
}
AMBASSADORS = "ambassadors"


@dataclass(frozen=True, eq=False)
class Rules:
    """Santa Maria as set up for a player count and options (§ numbers: shared/reference/santa-maria.md)."""

    players: int
    advanced: bool                        #: the B sides with town-hall sets (§1.5; solo always)
    modules: tuple[Module, ...]           #: the expansion modules switched on
    years: int
    # --- the dice (§1.3, §3.3)
    white_dice: int                       #: white dice rolled each year (Module C: 2 a player, not 3)
    white_limit: int                      #: white dice of the pool a seat may take in a year (Module C: 2)
    blue_dice: int                        #: blue dice of a seat at most (on the common board at the start)
    start_blue: tuple[int, ...]           #: by seat, the blue dice it starts with (Module C: none; the City 1)
    # --- each seat's start and storage (§1.3, §3.6)
    start_coins: tuple[int, ...]          #: by seat
    start_resources: Mapping[str, int]
    resources: tuple[str, ...]            #: a storage's resources, in the order of the state's lists
    storage: Mapping[str, int]            #: how many of each a storage holds
    monks: int
    # --- the colony boards (§1.5, §2)
    a_sides: tuple[str, ...]              #: the A sides dealt in the standard set-up
    town_halls: tuple[str, ...]
    sets: int                             #: town-hall sets made in the advanced set-up
    # --- the common board (§1.2, §4.4, §4.5)
    scholars: tuple[str, ...]             #: the scholars shuffled (the rest stay in the game box)
    scholar_slots: int
    bishops: tuple[str, ...]
    bishop_slots: int
    bishop_penalty: int                   #: happiness lost per monk on a bishop at the end (§7.1)
    missions: tuple[str, ...]             #: the missionary stations in play, left to right
    starting_orders: tuple[str, ...]
    standard_orders: tuple[str, ...]
    special_orders: tuple[str, ...]
    tiles: tuple[str, ...]                #: the expansion tiles in the game
    display: Mapping[str, int]            #: tile shape -> how many are laid face up each year
    roads: int
    year_points: tuple[tuple[int, ...], ...]   #: per year, conquistador points by rank (§9.7)
    # --- what the modules add: their action kinds and decision tasks, merged
    main: Mapping[str, Play]
    answers: Mapping[str, Answer]
    answering: Mapping[str, str]
    automatic: Mapping[str, Automatic]
    decisions: Mapping[str, Choices]
    declinable: tuple[str, ...]
    prompts: Mapping[str, Prompt]
    log: Mapping[str, Words]
    refusals: Mapping[str, Words]
    declined: Mapping[str, str]
    task_args: Mapping[str, tuple[TaskArg, ...]]
    bishop_counts: Mapping[str, Callable[[Any, int], int]]
    keys: tuple[str, ...]                 #: the saved form's keys the modules add
    dice_marks: str                       #: the letters of the markers the modules' own dice leave
    hands_over: bool                      #: a module gives decisions to other seats than the one on turn
    roles: Mapping[int, Role]             #: seat -> the asymmetric role it plays (AK Module D: the Mayan City)
    colonists: tuple[int, ...]            #: the seats that play a colony: every seat but the roles'
    private_log: Mapping[str, Words]      #: the line the other seats read of an action naming a hidden card

    @property
    def orders(self) -> tuple[str, ...]:
        """Every shipping tile of the game."""
        return self.starting_orders + self.standard_orders + self.special_orders


def rules_of(players: int, options: Mapping[str, Any]) -> Rules:
    """The description for a player count and the options (as ``Game.check_options`` gives them)."""
    return rules_for(players, tuple(sorted(options.items())))


@lru_cache(maxsize=64)
def rules_for(players: int, options: tuple[tuple[str, Any], ...]) -> Rules:
    on = dict(options)
    ak, ambassadors = bool(on.get(AK)), bool(on.get(AMBASSADORS))
    modules = tuple(_module(name) for key, names in MODULES.items() if on.get(key) for name in names)
    roles = {m.role.seat: m.role for m in modules if m.role}
    town_halls = _for_colonists(d.BASE_TOWN_HALLS + (d.AK_TOWN_HALLS if ak else ()), roles)
    return Rules(
        players=players, advanced=players == 1 or on.get("setup") == "advanced", modules=modules, years=d.YEARS,
        white_dice=(d.AMBASSADOR_WHITE_DICE_PER_PLAYER if ambassadors else d.WHITE_DICE_PER_PLAYER) * players,
        white_limit=d.AMBASSADOR_WHITE_LIMIT if ambassadors else d.WHITE_DICE_LIMIT,
        blue_dice=d.BLUE_DICE_PER_PLAYER,
        start_blue=_start_blue(players, ambassadors, roles),
        start_coins=_start_coins(players, roles), start_resources=_frozen(_start_resources(ak)),
        resources=d.RESOURCES + ((d.CACAO,) if ak else ()), storage=_frozen(_storage(ak)), monks=d.MONKS,
        a_sides=_for_colonists(d.BASE_A_SIDES + (d.AK_A_SIDES if ak else ()), roles),
        town_halls=town_halls, sets=min(_sets(players, ak), len(town_halls)),
        scholars=_scholars(ak, on), scholar_slots=d.AK_SCHOLAR_SLOTS if ak else d.SCHOLAR_SLOTS,
        bishops=d.BASE_BISHOPS + (d.AK_BISHOPS if ak else ()), bishop_slots=d.BISHOP_SLOTS,
        bishop_penalty=d.AK_BISHOP_PENALTY if ak else d.BISHOP_PENALTY,
        missions=d.AK_MISSIONS if ak else d.BASE_MISSIONS,
        starting_orders=d.STARTING_ORDERS, standard_orders=d.STANDARD_ORDERS,
        special_orders=d.SPECIAL_ORDERS if ak else (),
        tiles=d.BASE_TILES + (d.SPECIAL_TILES if ak else ()),
        display=_frozen({**d.DISPLAY, **(d.AK_DISPLAY if ak else {})}), roads=d.ROAD_TILES,
        year_points=_year_points(players),
        main=_merged(m.main for m in modules), answers=_merged(m.answers for m in modules),
        answering=_merged(m.answering for m in modules), automatic=_merged(m.automatic for m in modules),
        decisions=_merged(m.decisions for m in modules), declinable=tuple(x for m in modules for x in m.declinable),
        prompts=_merged(m.prompts for m in modules), log=_merged(m.log for m in modules),
        refusals=_merged(m.refusals for m in modules), declined=_merged(m.declined for m in modules),
        task_args=_merged(m.task_args for m in modules),
        bishop_counts=_merged(m.bishop_counts for m in modules),
        keys=tuple(k for m in modules for k in m.keys),
        dice_marks="".join(m.dice_marks for m in modules), hands_over=any(m.hands_over for m in modules),
        roles=MappingProxyType(roles), colonists=tuple(p for p in range(players) if p not in roles),
        private_log=_merged(m.private_log for m in modules),
    )


def _module(name: str) -> Module:
    """An expansion module by its file name (imported here, so the base never imports a module)."""
    module: Module = importlib.import_module(f"{__package__}.{name}").MODULE
    return module


def _frozen(table: dict[str, Any]) -> Mapping[str, Any]:
    return MappingProxyType(table)


def _merged(tables: Any) -> Mapping[str, Any]:
    out: dict[str, Any] = {}
    for table in tables:
        out.update(table)
    return MappingProxyType(out)


def _start_resources(ak: bool) -> dict[str, int]:
    """§1.3: 2 wood; AK: a cacao storage, full side up."""
    return {**d.START_RESOURCES, **({d.CACAO: 1} if ak else {})}


def _storage(ak: bool) -> dict[str, int]:
    return {**{r: d.STORAGE_CAP for r in d.RESOURCES}, **({d.CACAO: d.CACAO_STORAGE} if ak else {})}


def _start_coins(players: int, roles: Mapping[int, Role]) -> tuple[int, ...]:
    """§1.3: 3, 4, 5, 6 coins by seat; a role takes its own, and the colonists after it go on from 3 (AK Module D:
    "Take 2 coins ... The following players take 3/4/5/6 coins, as normal")."""
    colonists = iter(d.START_COINS)
    return tuple(roles[p].coins if p in roles else next(colonists) for p in range(players))


def _start_blue(players: int, ambassadors: bool, roles: Mapping[int, Role]) -> tuple[int, ...]:
    """§1.3: 1 blue die each; Module C: none, but a role keeps its own (AK Module D: "Take 1 blue die"; §8.11 Q12,
    ``data.MAYA_KEEPS_BLUE_DIE``)."""
    if not ambassadors:
        return (d.START_BLUE_DICE,) * players
    kept = d.START_BLUE_DICE if d.MAYA_KEEPS_BLUE_DIE else d.AMBASSADOR_START_BLUE_DICE
    return tuple(kept if p in roles else d.AMBASSADOR_START_BLUE_DICE for p in range(players))


def _year_points(players: int) -> tuple[tuple[int, ...], ...]:
    """§9.7 the conquistador points by rank; with 5 players the 4 players' table, the 5th rank scoring nothing too
    (AK Module D: "the last two players on the track do not score")."""
    tables = d.YEAR_POINTS[min(players, max(d.YEAR_POINTS))]
    return tuple(table + (0,) * (players - len(table)) for table in tables)


def _for_colonists(components: tuple[str, ...], roles: Mapping[int, Role]) -> tuple[str, ...]:
    """The A sides or town halls the colonists may use (AK Module D: not the cacao colony)."""
    barred = {x for role in roles.values() for x in role.no_colonist}
    return tuple(x for x in components if x not in barred)


def _sets(players: int, ak: bool) -> int:
    if players == 1:
        return d.AK_SOLO_SETS if ak else d.SOLO_SETS
    return d.AK_SETS if ak else d.SETS


def _scholars(ak: bool, on: Mapping[str, Any]) -> tuple[str, ...]:
    """The base scholars; AK adds its own, each that needs a module only with that module (§8.11 Q1)."""
    extra = tuple(x for x in d.AK_SCHOLARS if on.get(d.SCHOLAR_NEEDS.get(x, AK))) if ak else ()
    return d.BASE_SCHOLARS + extra
