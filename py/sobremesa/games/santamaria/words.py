"""What the players read: the prompt, a log line for every action, and why an action is refused.

Each action kind has its own line (``LOG``) and, for the main actions, its own refusal
(``WHY_NOT_MAIN``); a new kind of action is one entry in each. An expansion module brings the words
of its own kinds (``Rules.log``, ``Rules.refusals``, ``Rules.prompts``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...core import Action
from ...core.i18n import Message
from ...core.words import and_list as and_list  # the shared helpers, also for the modules that import them here
from ...core.words import or_list as or_list
from ...core.words import plural as plural
from ...core.words import with_article as with_article
from . import hooks
from .colony import CELL_INDEX, building, is_building, placement_cells, square
from .data import (
    BISHOPS,
    BUILDING_NAMES,
    BUILDINGS,
    DIE_ANY_VALUE,
    DOCKS,
    MISSIONS,
    ORDERS,
    RETIRING,
    SCHOLARS,
    SELL_PRICE,
    SIZE,
    TERRAINS,
    TILES,
    TOWN_HALLS,
    TRADES,
    UPGRADES,
    WILD,
    Cost,
    Effect,
)
from .effects import ANSWERS, RI, choices, cost_text, die_line, payment, room, ship_costs
from .effects import amount as amount  # the component words, also for the boards
from .effects import comma_list as comma_list
from .scoring import breakdown
from .state import SantaMariaState
from .turn import FREE, MAIN, coin_activation_cost, die_change, tile_cost, white_taken


# --- component names (the glossary's words; the boards use them too) ---------------------------------------
# Each returns a Message: its English text, made in the reader's language by ``core.i18n.text``. ``amount`` (a
# number of a resource, coins, steps or points) and ``comma_list`` come from ``effects``.
def resource_word(res: str) -> Message:
    """A resource by its name: "wood", "grain", "sugar", "gem", "gold", "cacao"."""
    return Message(f"santamaria.resource.{res}")


def building_word(code: str) -> Message:
    """A building design by its name (``data.BUILDING_NAMES``, the City's market stall): "lumber camp"."""
    return Message(f"santamaria.building.{code}")


def terrain_word(terrain: str) -> Message:
    """A terrain ("F", "P", "M"): "forest", "field", "mountain"."""
    return Message(f"santamaria.terrain.{terrain}")


def scholar_word(scholar: str) -> Message:
    """A scholar's name ("S7" -> "Theology")."""
    return Message(f"santamaria.scholar.{scholar}")


def scholar_ability(scholar: str) -> Message:
    """A scholar's ability (``data.SCHOLAR_TEXT``)."""
    return Message(f"santamaria.ability.{scholar}")


def bishop_word(bishop: str) -> Message:
    """What a bishop counts ("B1" -> "forest buildings")."""
    return Message(f"santamaria.bishop.{bishop}")


def dock_word(dock: str) -> Message:
    """A dock by what it gives ("coins", "religion", "conquistador", "points"), a label."""
    return Message(f"santamaria.dock.{dock}")


def dock_name(dock: str) -> Message:
    """A dock as a noun, without article: "coins dock"."""
    return Message(f"santamaria.dock_name.{dock}")


def specialist_word(kind: str) -> Message:
    """A specialist: "farmer", "forester", "soldier", "upgrade" ("upgrade specialist")."""
    return Message(f"santamaria.specialist.{kind}")


def region_word(region: str) -> Message:
    """A region of the Mayan City: "trade", "festival", "gold", "build", "technology"."""
    return Message(f"santamaria.region.{region}")


def temple_tile_word(size: str) -> Message:
    """A temple tile by its size: "large temple tile"."""
    return Message(f"santamaria.temple_tile.{size}")


THINGS = ("monk", "scholar", "bishop", "missionary_station", "ship", "colonist", "shipping_order", "special_order",
          "expansion_tile", "road_tile", "white_die", "blue_die", "die", "retiring_space", "governor",
          "ambassador_die", "specialist", "high_priest", "temple", "storage_tile", "action_card", "road_token",
          "point", "coin", "town_hall", "colony_board", "religion_track", "conquistador_track", "harbour",
          "mayan_city")


def thing(term: str) -> Message:
    """A component's name, singular (``THINGS``): "monk", "missionary station", "special shipping order"."""
    return Message(f"santamaria.thing.{term}")


def things(term: str, n: int) -> Message:
    """A number of a component (``THINGS``): "1 monk", "3 monks"."""
    return Message(f"santamaria.things.{term}", n=n)


# The new-game form: each option's label and help text (the options themselves: ``game.SantaMaria.options``).
OPTION_LABELS = {"setup": "Set-up", "american_kingdoms": "American Kingdoms", "governor": "Module A: the Governor",
                 "specialists": "Module B: the Specialists", "ambassadors": "Module C: the Ambassadors",
                 "mayan_city": "Module D: the Mayan City"}
OPTION_CHOICES = {"setup": ("standard set-up", "advanced set-up (B sides, town hall, personal scholar)")}
OPTION_HELP = {
    "setup": "Advanced: every colony uses the B side with a town hall and a personal scholar, chosen in reverse "
             "seat order. A solo game always uses the advanced set-up.",
    "american_kingdoms": "The general changes of the expansion: a 4th scholar, new scholars and bishops, cacao and "
                         "the cacao colony, special shipping orders and special expansion tiles, no bishop penalty.",
    "governor": "Each colony's governor walks right or down as dice are used on its line, activating the buildings "
                "and counting the colonists it lands on, and scores by where it ends. Brings the scholar Guidance.",
    "specialists": "Six specialists a year on the die values: with a white die, buy the one on its value: farmers, "
                   "foresters and soldiers, or upgrade specialists laid as buildings in your colony.",
    "ambassadors": "No blue die at the start and 2 white dice a player (2 a year each); a white and a blue ambassador "
                   "die: whoever uses one, every other player then activates the same row or column of their own "
                   "colony.",
    "mayan_city": "The first player named plays the Mayan City, an asymmetric role for an experienced player: its "
                  "dice walk the City's roads, it plays action cards from a hidden hand, builds temples and races for "
                  "gold; the others are colonists (no cacao colony). With 5 players (4 colonists and the City) "
                  "Module C is needed too.",
}


def white_dice_taken(n: int) -> str:
    """A player's white dice taken this year, for the panels: "no white die taken", "2 white dice taken"."""
    return f"{'no' if n == 0 else n} white {'die' if n < 2 else 'dice'} taken"


PROMPTS: dict[str, hooks.Prompt] = {
    "gain": "Storage is full for {res}: sell first if you like, then continue (the excess is lost).",
    "pray": "You may pay 1 grain for one more step on the religion track, or decline.",
    "trade": "You may make the trade {what}, or decline.",
    "ship": "Choose a shipping order to fulfil, or decline.",
    "monk": "Place your new monk as a scholar, missionary or bishop.",
    "road": "Place the road tile on empty land next to your buildings or roads, or decline.",
    "place": lambda s, task: (f"Place {tile_text(task[2])}: choose its rotation, then the space of its first square "
                              f"({square_words(TILES[task[2]][1][0])})."),
}


def prompt(s: SantaMariaState) -> str:
    """What the seat deciding must decide now (a module's prompt function may name that seat itself: "Ben follows
    Ana's ambassador die: ..."; else the seat's name comes first)."""
    if s.seat is None:
        return "The game is over."
    who = s.names[s.deciding]
    if s.phase == "sets":
        return f"{who} must choose a town hall set."
    if not s.tasks:
        if s.deciding in s.rules.roles:
            return f"{who} {s.rules.roles[s.deciding].prompt}"
        return (f"{who} may use a die, activate a building with coins, expand the colony or withdraw "
                "(and buy or sell at the market).")
    task = s.tasks[-1]
    what = str(task[2]) if len(task) > 2 else ""
    if task[0] == "trade":
        what = trade_text(task[2])
    text = PROMPTS[task[0]] if task[0] in PROMPTS else s.rules.prompts[task[0]]
    if not isinstance(text, str):
        said = text(s, task)
        return said if said.startswith(f"{who} ") else f"{who}: {said}"
    return f"{who}: " + text.format(res=task[2] if task[0] == "gain" else "", what=what)


# --- log lines -------------------------------------------------------------------------------
def describe(s: SantaMariaState, action: Action, seat: int | None = None) -> str:
    """The log line of ``action`` (``s`` is the state before it) by the seat deciding, as ``seat`` reads it: every
    seat reads the same, but for an action naming what only its actor sees (``Rules.private_log``: AK Module D's
    cards in the City's hand)."""
    if s.seat is None:
        return f"?: {' '.join(map(str, action))}"
    p = s.deciding
    private = s.rules.private_log.get(action[0]) if seat != p else None
    line = private or LOG.get(action[0]) or s.rules.log.get(action[0])
    if line is None:
        return f"{s.names[p]}: {' '.join(map(str, action))}"
    return f"{s.names[p]} {line(s, p, action)}"


def _chose(s: SantaMariaState, p: int, action: Action) -> str:
    hall, scholar = s.sets[action[1]]
    return f"chooses the set of the {building_name(hall)} and the scholar {SCHOLARS[scholar]}."


def _used_die(s: SantaMariaState, p: int, action: Action) -> str:
    _, colour, old, new, orientation, *instead = action
    return f"uses a {colour} {old}{die_text(s, p, old, new, *instead)}, {line_text(s, p, orientation, new, colour)}."


def die_text(s: SantaMariaState, p: int, old: int, new: int, instead: str | None = None) -> str:
    """How the die's value was changed, if it was: ", changed to 6 for 2 coins" (or "for 1 cacao")."""
    return f", changed to {new} for {paid_text(s, p, die_change(s, p, old, new, instead))}" if new != old else ""


def line_text(s: SantaMariaState, p: int, orientation: str, value: int, colour: str) -> str:
    """"activating column 4: the lumber camp in row 2 and the church in row 5"."""
    hits = [f"the {building_name(s.colony[p][c])} {place_in_line(orientation, c)}"
            for c in die_line(s, p, orientation, value, colour)]
    return f"activating {orientation} {value}: {and_list(hits) or 'nothing'}"


def place_in_line(orientation: str, cell: int) -> str:
    """Where a space lies on a line: "in row 2" on a column, "in column 4" on a row, else "on row 2, column 4"."""
    row, column = divmod(cell, SIZE)
    if orientation == "column":
        return f"in row {row + 1}"
    if orientation == "row":
        return f"in column {column + 1}"
    return f"on {space_text(cell)}"


def space_text(cell: int) -> str:
    """A space in words: "row 2, column 4"."""
    row, column = divmod(cell, SIZE)
    return f"row {row + 1}, column {column + 1}"


def building_name(code: str) -> str:
    """What a building is called in every line players read (a space code, or a building's): "sugar plantation",
    "trading house (1 grain for 1 happiness)", "Llano town hall (1 sugar, 1 grain)", "upgrade specialist
    (2 happiness)"."""
    name = building(code)
    if name in TRADES:
        return f"trading house ({trade_text(name)})"
    if name in TOWN_HALLS:
        return f"{name[3:]} town hall ({effects_text(BUILDINGS[name])})"
    if name in UPGRADES:
        return f"upgrade specialist ({effects_text(BUILDINGS[name])})"
    return BUILDING_NAMES.get(name, name)


def trade_text(trade: str) -> str:
    """A trade in words: "1 grain for 1 happiness"."""
    cost, effects = TRADES[trade]
    return f"{cost_text(cost)} for {effects_text(effects)}"


def square_words(code: str) -> str:
    """A square of a colony or an expansion tile: "lumber camp", "road with 2 colonists", "empty forest land"."""
    kind, _, terrain, people = square(code)
    if kind == "road":
        return f"road with {plural(people, 'colonist')}"
    if kind == "land":
        return f"empty {TERRAINS[terrain or '']} land"
    if kind == "slot":
        return "town hall space"
    return building_name(code)


TILE_SHAPES = {"double": "double tile", "triple": "L-shaped tile", "special": "special tile"}


def tile_text(tile: str) -> str:
    """An expansion tile by its shape and squares: "the double tile of a lumber camp and a road with 2 colonists"."""
    shape, squares = TILES[tile]
    return f"the {TILE_SHAPES[shape]} of {and_list([with_article(square_words(q)) for q in squares])}"


def laid_text(tile: str, cells: Sequence[int]) -> str:
    """Where a tile's squares go: "the harbour on row 3, column 2 and the road with 1 colonist on row 3, column 3"."""
    return and_list([f"the {square_words(q)} on {space_text(c)}" for q, c in zip(TILES[tile][1], cells)])


def monk_place_text(place: str) -> str:
    """A place for a monk: "the scholar Theology", "the bishop of forest buildings", "the missionary station of 3
    coins"."""
    if place in SCHOLARS:
        return f"the scholar {SCHOLARS[place]}"
    if place in BISHOPS:
        return f"the bishop of {BISHOPS[place][0]}"
    if place in MISSIONS:
        return f"the missionary station of {effects_text(MISSIONS[place])}"
    return place


def order_text(order: str) -> str:
    """A shipping order by its cost and points: "1 cacao, 2 sugar; 4 points"."""
    cost, points = ORDERS[order]
    return f"{cost_text(cost)}; {plural(points, 'point')}"


def paid_text(s: SantaMariaState, p: int, cost: Cost) -> str:
    """What paying ``cost`` takes, in words, naming the gold paid in place of a resource (§3.6)."""
    take = payment(s, p, cost)
    short = {} if take is None else {r: n - take[RI[r]] for r, n in cost.items()
                                     if r not in ("coins", WILD) and take[RI[r]] < n}
    if not short:
        return coins_text(cost["coins"]) if set(cost) == {"coins"} else cost_text(cost)
    own = {r: n - short.get(r, 0) for r, n in cost.items() if n > short.get(r, 0)}
    gold = f"{sum(short.values())} gold in place of {cost_text(short)}"
    return f"{cost_text(own)}, {gold}" if own else gold


def _paid_coins(s: SantaMariaState, p: int, action: Action) -> str:
    cell = CELL_INDEX[action[1]]
    return (f"pays {coins_text(coin_activation_cost(s, p))} to activate the {building_name(s.colony[p][cell])} "
            f"on {space_text(cell)}.")


def _placed(s: SantaMariaState, p: int, action: Action) -> str:
    """"places the double tile: the harbour on row 3, column 2 and the road with 1 colonist on row 4, column 2"."""
    tile = s.tasks[-1][2]
    cells = placement_cells(tile, CELL_INDEX[action[1]], action[2]) or ()
    return f"places the {TILE_SHAPES[TILES[tile][0]]}: {laid_text(tile, cells)}."


def _shipped(s: SantaMariaState, p: int, action: Action) -> str:
    cost = next(c for a, c in ship_costs(s, p, action[1]) if a == tuple(action))
    return f"fulfils the order at the {DOCKS[action[1]]} dock for {cost_text(cost)}."


def _declined(s: SantaMariaState, p: int, action: Action) -> str:
    declined = {"pray": "the extra religion step", "trade": "the trade", "ship": "to ship", "road": "the road tile",
                **s.rules.declined}
    return f"declines {declined.get(s.tasks[-1][0], 'it') if s.tasks else 'it'}."


LOG: dict[str, Callable[[SantaMariaState, int, Action], str]] = {  # kind -> the line after the name
    "choose": _chose,
    "die": _used_die,
    "coins": _paid_coins,
    "expand": lambda s, p, a: f"buys {tile_text(a[1])} for {cost_text(tile_cost(s, p, a[1]))}.",
    "withdraw": lambda s, p, a: f"withdraws to retiring space {a[1]}: "
                                f"{effects_text(hooks.retiring(s, p, a[1], RETIRING[a[1] - 1]))}.",
    "place": _placed,
    "ship": _shipped,
    "monk": lambda s, p, a: f"places a monk on {monk_place_text(a[1])}.",
    "road": lambda s, p, a: f"places a road tile on {space_text(CELL_INDEX[a[1]])}.",
    "pray": lambda s, p, a: "pays 1 grain for one more religion step.",
    "trade": lambda s, p, a: f"makes the trade {trade_text(s.tasks[-1][2])}.",
    "continue": lambda s, p, a: "continues; storage is full.",
    "sell": lambda s, p, a: f"sells 1 {a[1]}.",
    "buy": lambda s, p, a: f"buys 1 {a[1]}.",
    "decline": _declined,
}


def coins_text(n: int) -> Message:
    """"1 coin", "3 coins"."""
    return amount("coins", n)


# --- AK Module D: the Mayan City's spots, roads and cards ---------------------------------------------------
CITY_LEVELS = {"a": "first", "b": "second", "c": "third"}


def spot_text(spot: str) -> str:
    """"the second spot of path 4": a building spot of the City (path 1-6, top to bottom)."""
    return f"the {CITY_LEVELS[spot[1]]} spot of path {spot[0]}"


def road_space_text(space: str) -> str:
    """"road 2": a road space of the City, by the path it crosses (the rulebook's "a road tile on road 2")."""
    return f"road {space[2:]}"


def card_words(actions: Sequence[str]) -> str:
    """An action card by its two actions: "the card 'trade | technology 1: soldier'"."""
    return f"the card '{' | '.join(actions)}'"


def effects_text(effects: Sequence[Effect]) -> str:
    words = {"happy": "{} happiness", "rel": "{} religion", "conq": "{} conquistador"}
    others = {"ship": "fulfil a shipping order", "road": "take a road tile", "pray": "1 grain for 1 more religion",
              "meditate": "the action of another vacant retiring space", "ships": "the docked ships once more",
              "fill": "turn one storage tile full", "temple": "complete any one temple tile",
              "temples": "score the temples", "pave": "a road token", "storage": "a storage tile, full",
              "priest": "a high priest", "gift": "an action card or a storage tile turned full"}   # AK Module D
    parts: list[str] = []
    for e in effects:
        if e[0] == "gain":
            parts.append(f"{e[2]} {e[1]}")
        elif e[0] in ("coins", "cards"):
            parts.append(coins_text(e[1]) if e[0] == "coins" else f"{e[1]} card{'s' * (e[1] != 1)}")
        elif e[0] in words:
            parts.append(words[e[0]].format(e[1]))
        else:
            parts.append(others.get(e[0]) or str(e[0]))
    return ", ".join(parts)


# --- the score by category (the end screen's breakdown) ------------------------------------------------
CATEGORIES = {  # scoring.breakdown's categories -> what the end screen calls them
    "happiness": "Happiness", "colonists": "Colonists", "bishops": "Bishops", "bishop monks": "Monks on bishops",
    "ships": "Shipping orders", "ship sets": "Sets of ships (one in each dock)", "coins": "Coins (1 point per 3)",
    "governor": "Governor's space",
}


def score_categories(s: SantaMariaState) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The final scoring category by category, in its order (§7.1, then the modules'), in words, with each seat's
    points (``Outcome.categories``): they add up to its score (the coins left over break ties, they are no points)."""
    parts = [breakdown(s, p) for p in range(s.players)]
    return tuple((CATEGORIES.get(key, key.capitalize()), tuple(b[key] for b in parts))
                 for key in parts[0] if key not in ("total", "coins left"))


# --- refusals ----------------------------------------------------------------------------------
def why_illegal(s: SantaMariaState, action: Action) -> str:
    """Why ``action`` is not legal now, and what is expected instead."""
    expected = prompt(s)
    if s.seat is None:
        return expected
    kind = action[0]
    if kind not in (*FREE, *MAIN, *ANSWERS, "choose", *s.rules.main, *s.rules.answers):
        return f"Santa Maria has no action {kind!r}. {expected}"
    if s.phase == "sets":
        if kind == "choose":
            return f"Choose one of the town hall sets on offer. {expected}"
        return f"First every player chooses a town hall set. {expected}"
    if kind == "choose":
        return f"The town hall sets have been chosen. {expected}"
    role = s.rules.roles.get(s.deciding)
    if role and kind in (*FREE, *MAIN, *s.rules.main) and kind not in (*role.kinds, "withdraw"):
        return f"{role.refusal} {expected}"
    owner = next((r for r in s.rules.roles.values() if kind in r.kinds and r is not role), None)
    if owner:
        return f"Only {owner.name} takes that action. {expected}"
    if kind in FREE:
        return _why_not_market(s, s.deciding, action)
    if kind in MAIN or kind in s.rules.main:
        if s.tasks:
            return f"Finish the current action first. {expected}"
        return (WHY_NOT_MAIN[kind] if kind in WHY_NOT_MAIN else s.rules.refusals[kind])(s, s.seat, action)
    return _why_not_answer(s, action, expected)


def _why_not_market(s: SantaMariaState, p: int, action: Action) -> str:
    """§3.4: sell what you hold, buy wood or grain up to the storage cap."""
    res = action[1] if len(action) > 1 else None
    if not isinstance(res, str) or res not in s.rules.resources:
        return f"Name a resource: {', '.join(s.rules.resources)}."
    if action[0] == "sell":
        return f"You have no {res} to sell." if res in SELL_PRICE else f"The market does not buy {res}."
    if res not in ("wood", "grain"):
        return "Only wood and grain can be bought at the market."
    if s.res[p][RI[res]] >= room(s, p, res):
        return f"Your storage holds at most {room(s, p, res)} {res}."
    return f"You cannot pay for the {res}."


def _why_not_answer(s: SantaMariaState, action: Action, expected: str) -> str:
    """An answer to the decision at hand (a task on the stack) that is not one of its choices."""
    kind = action[0]
    if not s.tasks:
        return f"There is no decision to take now. {expected}"
    task = s.tasks[-1]
    acts, _ = choices(s, task)
    if kind == "decline":
        return f"This decision cannot be declined. {expected}"
    answered = {"gain": "continue"}.get(task[0], task[0])
    if kind not in {a[0] for a in acts} and kind != answered and s.rules.answering.get(kind) != task[0]:
        return f"That does not answer the decision at hand. {expected}"
    if kind in s.rules.refusals:
        return f"{s.rules.refusals[kind](s, task[1], action)} {expected}"
    if kind in ("pray", "trade", "ship"):
        return f"You cannot pay for that. {expected}"
    return f"That choice is not possible. {expected}"


def _why_not_die(s: SantaMariaState, p: int, action: Action) -> str:
    """§3.3: a white die (column) from the pool, or one of your blue dice (row); 1 coin a pip to change it
    (AK: or 1 cacao to any value)."""
    if len(action) not in (5, 6):
        return ("A die is used with its colour (white or blue), its value, the value it is set to, a row or a column, "
                "and what is paid instead of coins, if anything.")
    _, colour, old, new, orientation, *instead = action
    reason = why_not_taken(s, p, colour, old, orientation)
    if reason:
        return reason
    return why_not_changed(s, p, old, new, *instead) or f"That {orientation} has no building free to activate."


def why_not_taken(s: SantaMariaState, p: int, colour: object, old: object, orientation: object) -> str:
    """Why a die may not be taken for that line ("" when it may)."""
    if colour == "white":
        return _why_not_white(s, p, old, orientation)
    if colour == "blue":
        return _why_not_blue(s, p, old, orientation)
    return "A die is white or blue."


def why_not_changed(s: SantaMariaState, p: int, old: int, new: object, instead: str | None = None) -> str:
    """Why the die may not be changed to ``new`` ("" when it may)."""
    if new not in range(1, 7) or not isinstance(new, int):
        return "A die shows 1 to 6."
    if instead is not None and (instead not in s.rules.resources or instead not in DIE_ANY_VALUE or new == old):
        return f"Paying {instead} instead of coins is not a way to change this die."
    cost = die_change(s, p, old, new, instead)
    if payment(s, p, cost) is None:
        have = f"you have {coins_text(s.coins[p])}" if instead is None else \
            "gold may pay in its place; you have neither"
        return f"Changing the die to {new} costs {cost_text(cost)}; {have}."
    return ""


def _why_not_white(s: SantaMariaState, p: int, old: object, orientation: object) -> str:
    if white_taken(s, p) >= s.rules.white_limit:
        return f"You have taken {s.rules.white_limit} white dice this year already."
    if old not in s.white:
        return f"No white die shows {old}."
    return "" if orientation == "column" else "A white die activates a column."


def _why_not_blue(s: SantaMariaState, p: int, old: object, orientation: object) -> str:
    if old not in s.blue[p]:
        return f"You have no unused blue die showing {old}."
    return "" if orientation == "row" else "A blue die activates a row (a column only with Philosophy)."


def _why_not_coins(s: SantaMariaState, p: int, action: Action) -> str:
    """§3.2: a building not blocked this year, for 1 coin, then 2, 3 ..."""
    cell = CELL_INDEX.get(action[1]) if len(action) == 2 else None
    if cell is None:
        return "Name a space of your colony by its row and column (\"r<row>c<column>\")."
    if not is_building(s.colony[p][cell]):
        return "Only a building can be activated."
    if cell in s.markers[p]:
        return "That building is blocked this year by a die or coins."
    if cell in hooks.pieces(s, p):
        return f"That building is blocked by {hooks.pieces(s, p)[cell]}."
    return (f"Activating with coins costs {coins_text(coin_activation_cost(s, p))} now; you have "
            f"{coins_text(s.coins[p])}.")


def _why_not_expand(s: SantaMariaState, p: int, action: Action) -> str:
    """§2.4: a tile of the display that you can pay and place."""
    tile = action[1] if len(action) == 2 else None
    if tile not in s.display:
        return "That tile is not in the display."
    return (f"The tile costs {cost_text(tile_cost(s, p, tile))} (gold is wild) and must fit on empty land "
            "of its terrain next to your buildings or roads.")


def _why_not_withdraw(s: SantaMariaState, p: int, action: Action) -> str:
    """§5.1: a vacant retiring space."""
    space = action[1] if len(action) == 2 else None
    if space not in range(1, len(RETIRING) + 1):
        return f"Choose a retiring space from 1 to {len(RETIRING)}."
    return f"Retiring space {space} is taken."


WHY_NOT_MAIN: dict[str, Callable[[SantaMariaState, int, Action], str]] = {
    "die": _why_not_die, "coins": _why_not_coins, "expand": _why_not_expand, "withdraw": _why_not_withdraw,
}


def counters(view: dict[str, Any]) -> dict[int, dict[str, int]]:
    """What a move's preview counts for each player (``Game.counters``): coins, the resources in storage,
    happiness, the steps on the religion and conquistador tracks."""
    return {p: {"coin": info["coins"], **info["resources"], "happiness": info["happiness"],
                "religion": info["religion"], "conquistador": info["conquistador"]}
            for p, info in enumerate(view["players"])}
