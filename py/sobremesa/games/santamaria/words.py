"""What the players read: the prompt, a log line for every action, and why an action is refused.

Each action kind has its own line (``LOG``) and, for the main actions, its own refusal
(``WHY_NOT_MAIN``); a new kind of action is one entry in each. An expansion module brings the words
of its own kinds (``Rules.log``, ``Rules.refusals``, ``Rules.prompts``).

Every line is a ``Message`` of the catalog part ``locale/santamaria/`` (issue 15), made in the reader's language
when it is shown; its English text is the line as it always was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
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
    BUILDINGS,
    DIE_ANY_VALUE,
    DOCKS,
    MISSIONS,
    ORDERS,
    RETIRING,
    SCHOLARS,
    SELL_PRICE,
    SIZE,
    TILES,
    TOWN_HALLS,
    TRADES,
    UPGRADES,
    WILD,
    Cost,
    Effect,
)
from .effects import ANSWERS, RI, choices, cost_text, die_line, joined, payment, room, ship_costs
from .effects import amount as amount  # the component words, also for the boards
from .effects import comma_list as comma_list
from .scoring import breakdown
from .state import SantaMariaState
from .turn import FREE, MAIN, coin_activation_cost, die_change, tile_cost, white_taken


# --- component names (the glossary's words; the boards use them too) ---------------------------------------
# Each returns a Message: its English text, made in the reader's language by ``core.i18n.text``. ``amount`` (a
# number of a resource, coins, steps or points) and ``comma_list`` come from ``effects``.
def component_word(kind: str, code: str) -> Message:
    """A component by its name in the catalog, ``santamaria.<kind>.<code>``: ("terrain", "F") -> "forest"."""
    return Message(f"santamaria.{kind}.{code}")


def _named(kind: str) -> Callable[[str], Message]:
    """The name of one kind of component, by its code (``component_word``)."""
    def word(code: str) -> Message:
        return component_word(kind, code)
    word.__name__ = word.__qualname__ = f"{kind}_word"
    return word


# Each kind of component by its code: resources ("wood"), building designs (``data.BUILDING_NAMES``, the City's
# market stall; remembered, a board names many), terrains ("F" -> "forest"), scholars ("S7" -> "Theology") and
# their abilities (``data.SCHOLAR_TEXT``), what a bishop counts ("B1" -> "forest buildings"), a dock as a label
# ("coins") and as a noun ("coins dock"), specialists ("farmer"), the Mayan City's regions ("trade") and temple
# tiles by size ("large temple tile").
resource_word = _named("resource")
building_word = cache(_named("building"))
terrain_word = _named("terrain")
scholar_word = _named("scholar")
scholar_ability = _named("ability")
bishop_word = _named("bishop")
dock_word = _named("dock")
dock_name = _named("dock_name")
specialist_word = _named("specialist")
region_word = _named("region")
temple_tile_word = _named("temple_tile")


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


# The new-game form: each option's label, help text and choice words (the options themselves:
# ``game.SantaMaria.options``), as Messages ``santamaria.option.<key>``, ``.help``, ``.choice.<value>``.
OPTION_KEYS = ("setup", "american_kingdoms", "governor", "specialists", "ambassadors", "mayan_city")
OPTION_LABELS = {key: Message(f"santamaria.option.{key}") for key in OPTION_KEYS}
OPTION_HELP = {key: Message(f"santamaria.option.{key}.help") for key in OPTION_KEYS}
OPTION_CHOICES = {"setup": (Message("santamaria.option.setup.standard"), Message("santamaria.option.setup.advanced"))}


def white_dice_taken(n: int) -> Message:
    """A player's white dice taken this year, for the panels: "no white die taken", "2 white dice taken"."""
    return Message("santamaria.white_dice_taken", n=n) if n else Message("santamaria.no_white_die_taken")


PROMPTS: dict[str, hooks.Prompt] = {
    "gain": lambda s, task: Message("santamaria.prompt.gain", res=resource_word(task[2])),
    "pray": Message("santamaria.prompt.pray"),
    "trade": lambda s, task: Message("santamaria.prompt.trade", what=trade_text(task[2])),
    "ship": Message("santamaria.prompt.ship"),
    "monk": Message("santamaria.prompt.monk"),
    "road": Message("santamaria.prompt.road"),
    "place": lambda s, task: Message("santamaria.prompt.place", tile=tile_text(task[2]),
                                     square=square_words(TILES[task[2]][1][0])),
}


def prompt(s: SantaMariaState) -> str:
    """What the seat deciding must decide now (a module's prompt function may name that seat itself, as its
    ``who``: "Ben follows Ana's ambassador die: ..."; else "<name>: <prompt>")."""
    if s.seat is None:
        return Message("santamaria.prompt.over")
    who = s.names[s.deciding]
    if s.phase == "sets":
        return Message("santamaria.prompt.sets", who=who)
    if not s.tasks:
        if s.deciding in s.rules.roles:
            return Message(s.rules.roles[s.deciding].prompt, who=who)
        return Message("santamaria.prompt.turn", who=who)
    task = s.tasks[-1]
    asked = PROMPTS[task[0]] if task[0] in PROMPTS else s.rules.prompts[task[0]]
    if isinstance(asked, Message) or not isinstance(asked, str):
        said = asked if isinstance(asked, Message) else asked(s, task)
    else:   # a module's words not in the catalog yet
        said = asked.format(what=str(task[2]) if len(task) > 2 else "")
    if said.startswith(f"{who} ") if not isinstance(said, Message) else "who" in said.args:
        return said
    return Message("santamaria.prompt.of", who=who, prompt=said)


# --- log lines -------------------------------------------------------------------------------
def describe(s: SantaMariaState, action: Action, seat: int | None = None) -> str:
    """The log line of ``action`` (``s`` is the state before it) by the seat deciding, as ``seat`` reads it: every
    seat reads the same, but for an action naming what only its actor sees (``Rules.private_log``: AK Module D's
    cards in the City's hand). Each line names its actor itself (``who``)."""
    if s.seat is None:
        return f"?: {' '.join(map(str, action))}"
    p = s.deciding
    private = s.rules.private_log.get(action[0]) if seat != p else None
    line = private or LOG.get(action[0]) or s.rules.log.get(action[0])
    if line is None:
        return f"{s.names[p]}: {' '.join(map(str, action))}"
    said = line(s, p, action)
    return said if isinstance(said, Message) else f"{s.names[p]} {said}"


def _chose(s: SantaMariaState, p: int, action: Action) -> Message:
    hall, scholar = s.sets[action[1]]
    return Message("santamaria.log.choose", who=s.names[p], hall=building_name(hall), scholar=scholar_word(scholar))


def _used_die(s: SantaMariaState, p: int, action: Action) -> Message:
    _, colour, old, new, orientation, *instead = action
    return Message("santamaria.log.die", who=s.names[p], die=die_text(s, p, colour, old, new, *instead),
                   line=line_text(s, p, orientation, new, colour))


def die_text(s: SantaMariaState, p: int, colour: str, old: int, new: int, instead: str | None = None) -> Message:
    """A die used, and how its value was changed, if it was: "a white 4", "a blue 2, changed to 6 for 2 coins" (or
    "for 1 cacao"); ``colour``: "white", "blue", or an ambassador die's ("ambassador white")."""
    if new == old:
        return Message(f"santamaria.die.{colour}", value=old)
    return Message(f"santamaria.die_changed.{colour}", value=old, new=new,
                   paid=paid_text(s, p, die_change(s, p, old, new, instead)))


def line_text(s: SantaMariaState, p: int, orientation: str, value: int, colour: str) -> Message:
    """"activating column 4: the lumber camp in row 2 and the church in row 5"."""
    hits = [Message(f"santamaria.hit.{orientation}", building=building_name(s.colony[p][c]),
                    row=c // SIZE + 1, column=c % SIZE + 1) for c in die_line(s, p, orientation, value, colour)]
    return Message(f"santamaria.activating.{orientation}", value=value, hits=hits or Message("santamaria.nothing"))


def place_in_line(orientation: str, cell: int) -> Message:
    """Where a space lies on a line: "in row 2" on a column, "in column 4" on a row, else "on row 2, column 4"."""
    return Message(f"santamaria.in_line.{orientation}", row=cell // SIZE + 1, column=cell % SIZE + 1)


def space_text(cell: int) -> Message:
    """A space in words: "row 2, column 4"."""
    return Message("santamaria.space", row=cell // SIZE + 1, column=cell % SIZE + 1)


def building_name(code: str) -> Message:
    """What a building is called in every line players read (a space code, or a building's): "sugar plantation",
    "trading house (1 grain for 1 happiness)", "Llano town hall (1 sugar, 1 grain)", "upgrade specialist
    (2 happiness)"."""
    name = building(code)
    if name in TRADES:
        return Message("santamaria.building.trade", trade=trade_text(name))
    if name in TOWN_HALLS:
        return Message("santamaria.building.town_hall", name=Message(f"santamaria.town_hall_name.{name[3:]}"),
                       effects=effects_text(BUILDINGS[name]))
    if name in UPGRADES:
        return Message("santamaria.building.upgrade", effects=effects_text(BUILDINGS[name]))
    return building_word(name)


def trade_text(trade: str) -> Message:
    """A trade in words: "1 grain for 1 happiness"."""
    cost, effects = TRADES[trade]
    return Message("santamaria.trade", cost=cost_text(cost), effects=effects_text(effects))


def square_words(code: str) -> Message:
    """A square of a colony or an expansion tile: "lumber camp", "road with 2 colonists", "empty forest land"."""
    kind, _, terrain, people = square(code)
    if kind == "road":
        return Message("santamaria.square.road", n=people)
    if kind == "land":
        return Message("santamaria.square.land", terrain=terrain_word(terrain or ""))
    if kind == "slot":
        return Message("santamaria.square.slot")
    return building_name(code)


def indefinite(words: str) -> Message:
    """A square with its indefinite article where the language puts one in a list ("a lumber camp", "an upgrade
    specialist"): English chooses "a" or "an" by the sound of its English words."""
    return Message("santamaria.an" if words[:1].lower() in "aeiou" else "santamaria.a", it=words)


def tile_text(tile: str) -> Message:
    """An expansion tile by its shape and squares: "the double tile of a lumber camp and a road with 2 colonists"."""
    shape, squares = TILES[tile]
    return Message(f"santamaria.tile.{shape}", squares=[indefinite(square_words(q)) for q in squares])


def laid_text(tile: str, cells: Sequence[int]) -> list[Message]:
    """Where a tile's squares go: "the harbour on row 3, column 2 and the road with 1 colonist on row 3, column 3"."""
    return [Message("santamaria.laid", square=square_words(q), space=space_text(c))
            for q, c in zip(TILES[tile][1], cells)]


def monk_place_text(place: str) -> str:
    """A place for a monk: "the scholar Theology", "the bishop of forest buildings", "the missionary station of 3
    coins"."""
    if place in SCHOLARS:
        return Message("santamaria.monk_place.scholar", name=scholar_word(place))
    if place in BISHOPS:
        return Message("santamaria.monk_place.bishop", what=bishop_word(place))
    if place in MISSIONS:
        return Message("santamaria.monk_place.mission", effects=effects_text(MISSIONS[place]))
    return place


def order_text(order: str) -> Message:
    """A shipping order by its cost and points: "1 cacao, 2 sugar; 4 points"."""
    cost, points = ORDERS[order]
    return Message("santamaria.order", cost=cost_text(cost), points=amount("points", points))


def paid_text(s: SantaMariaState, p: int, cost: Cost) -> Message:
    """What paying ``cost`` takes, in words, naming the gold paid in place of a resource (§3.6)."""
    take = payment(s, p, cost)
    short = {} if take is None else {r: n - take[RI[r]] for r, n in cost.items()
                                     if r not in ("coins", WILD) and take[RI[r]] < n}
    if not short:
        return cost_text(cost)
    own = {r: n - short.get(r, 0) for r, n in cost.items() if n > short.get(r, 0)}
    gold = Message("santamaria.gold_for", n=sum(short.values()), cost=cost_text(short))
    return comma_list([cost_text(own), gold]) if own else gold


def _paid_coins(s: SantaMariaState, p: int, action: Action) -> Message:
    cell = CELL_INDEX[action[1]]
    return Message("santamaria.log.coins", who=s.names[p], coins=coins_text(coin_activation_cost(s, p)),
                   building=building_name(s.colony[p][cell]), space=space_text(cell))


def _placed(s: SantaMariaState, p: int, action: Action) -> Message:
    """"places the double tile: the harbour on row 3, column 2 and the road with 1 colonist on row 4, column 2"."""
    tile = s.tasks[-1][2]
    cells = placement_cells(tile, CELL_INDEX[action[1]], action[2]) or ()
    return Message(f"santamaria.log.place.{TILES[tile][0]}", who=s.names[p], laid=laid_text(tile, cells))


def _shipped(s: SantaMariaState, p: int, action: Action) -> Message:
    cost = next(c for a, c in ship_costs(s, p, action[1]) if a == tuple(action))
    return Message("santamaria.log.ship", who=s.names[p], dock=dock_name(DOCKS[action[1]]), cost=cost_text(cost))


DECLINED = {task: f"santamaria.log.decline.{task}" for task in ("pray", "trade", "ship", "road")}
# the base game's decisions that may be declined, each with the key of its line (a module's: ``Rules.declined``)


def _declined(s: SantaMariaState, p: int, action: Action) -> Message:
    """"declines the trade": each declinable decision its own line."""
    task = s.tasks[-1][0] if s.tasks else ""
    return Message({**DECLINED, **s.rules.declined}.get(task, "santamaria.log.decline.it"), who=s.names[p])


LOG: dict[str, Callable[[SantaMariaState, int, Action], str]] = {  # kind -> the line, naming its actor
    "choose": _chose,
    "die": _used_die,
    "coins": _paid_coins,
    "expand": lambda s, p, a: Message("santamaria.log.expand", who=s.names[p], tile=tile_text(a[1]),
                                      cost=cost_text(tile_cost(s, p, a[1]))),
    "withdraw": lambda s, p, a: Message("santamaria.log.withdraw", who=s.names[p], space=a[1],
                                        effects=effects_text(hooks.retiring(s, p, a[1], RETIRING[a[1] - 1]))),
    "place": _placed,
    "ship": _shipped,
    "monk": lambda s, p, a: Message("santamaria.log.monk", who=s.names[p], place=monk_place_text(a[1])),
    "road": lambda s, p, a: Message("santamaria.log.road", who=s.names[p], space=space_text(CELL_INDEX[a[1]])),
    "pray": lambda s, p, a: Message("santamaria.log.pray", who=s.names[p]),
    "trade": lambda s, p, a: Message("santamaria.log.trade", who=s.names[p], trade=trade_text(s.tasks[-1][2])),
    "continue": lambda s, p, a: Message("santamaria.log.continue", who=s.names[p]),
    "sell": lambda s, p, a: Message("santamaria.log.sell", who=s.names[p], what=amount(a[1], 1)),
    "buy": lambda s, p, a: Message("santamaria.log.buy", who=s.names[p], what=amount(a[1], 1)),
    "decline": _declined,
}


def semicolon_list(parts: Sequence[str]) -> Message:
    """Parts joined by semicolons ("1: a farmer; 4: a soldier"), each made in the reader's language."""
    return joined("semicolon", parts)


def or_words(parts: Sequence[object]) -> Message:
    """"a", "a or b", "a, b or c" in the reader's language (numbers as digits)."""
    said = [p if isinstance(p, str) else str(p) for p in parts]
    if not said:
        return Message("santamaria.none")
    if len(said) == 1:
        return comma_list(said)
    return Message("santamaria.or", first=comma_list(said[:-1]), last=said[-1])


def coins_text(n: int) -> Message:
    """"1 coin", "3 coins"."""
    return amount("coins", n)


# --- AK Module D: the Mayan City's spots, roads and cards ---------------------------------------------------
def spot_text(spot: str) -> Message:
    """"the second spot of path 4": a building spot of the City (path 1-6, top to bottom)."""
    return Message(f"santamaria.spot.{spot[1]}", path=int(spot[0]))


def road_space_text(space: str) -> Message:
    """"road 2": a road space of the City, by the path it crosses (the rulebook's "a road tile on road 2")."""
    return Message("santamaria.road_space", road=int(space[2:]))


def card_words(actions: Sequence[str]) -> Message:
    """An action card by its two actions: "the card 'trade | technology 1: soldier'"."""
    return Message("santamaria.card", first=actions[0], second=actions[1])


EFFECT_WORDS = ("ship", "road", "pray", "meditate", "ships", "fill", "temple", "temples", "pave", "storage", "priest",
                "gift")   # the effects said in words of their own (``santamaria.effect.<kind>``); the last ones AK D


def effect_text(e: Sequence[Any]) -> str:
    """One effect in words: "2 wood", "3 coins", "1 happiness", "fulfil a shipping order"."""
    if e[0] == "gain":
        return amount(e[1], e[2])
    if e[0] in ("coins", "cards", "happy", "rel", "conq"):
        return amount(e[0], e[1])
    return Message(f"santamaria.effect.{e[0]}") if e[0] in EFFECT_WORDS else str(e[0])


def effects_text(effects: Sequence[Sequence[Any]]) -> Message:
    """Effects in words, by commas: "2 coins, 1 happiness" (made once for each list of effects: the views name the
    effects of every building and reward)."""
    return _effects_text(tuple(tuple(e) for e in effects))


@cache
def _effects_text(effects: tuple[Effect, ...]) -> Message:
    return comma_list([effect_text(e) for e in effects])


# --- the score by category (the end screen's breakdown) ------------------------------------------------
CATEGORIES = ("happiness", "colonists", "bishops", "bishop monks", "ships", "ship sets", "coins", "governor")
# scoring.breakdown's categories, each with its name on the end screen (``santamaria.category.<key>``)


def score_categories(s: SantaMariaState) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The final scoring category by category, in its order (§7.1, then the modules'), in words, with each seat's
    points (``Outcome.categories``): they add up to its score (the coins left over break ties, they are no points)."""
    parts = [breakdown(s, p) for p in range(s.players)]
    return tuple((Message(f"santamaria.category.{key.replace(' ', '_')}") if key in CATEGORIES else key.capitalize(),
                  tuple(b[key] for b in parts)) for key in parts[0] if key not in ("total", "coins left"))


# --- refusals ----------------------------------------------------------------------------------
def then(why: str, expected: str) -> Message:
    """A refusal followed by what is expected instead: two sentences."""
    return Message("santamaria.why.then", why=why, expected=expected)


def why_illegal(s: SantaMariaState, action: Action) -> str:
    """Why ``action`` is not legal now, and what is expected instead."""
    expected = prompt(s)
    if s.seat is None:
        return expected
    kind = action[0]
    if kind not in (*FREE, *MAIN, *ANSWERS, "choose", *s.rules.main, *s.rules.answers):
        return then(Message("santamaria.why.no_action"), expected)
    if s.phase == "sets":
        return then(Message("santamaria.why.sets_offer" if kind == "choose" else "santamaria.why.sets_first"),
                    expected)
    if kind == "choose":
        return then(Message("santamaria.why.sets_chosen"), expected)
    role = s.rules.roles.get(s.deciding)
    if role and kind in (*FREE, *MAIN, *s.rules.main) and kind not in (*role.kinds, "withdraw"):
        return then(role.refusal, expected)
    owner = next((r for r in s.rules.roles.values() if kind in r.kinds and r is not role), None)
    if owner:
        return then(Message("santamaria.why.only_role", role=owner.name), expected)
    if kind in FREE:
        return _why_not_market(s, s.deciding, action)
    if kind in MAIN or kind in s.rules.main:
        if s.tasks:
            return then(Message("santamaria.why.finish_first"), expected)
        return (WHY_NOT_MAIN[kind] if kind in WHY_NOT_MAIN else s.rules.refusals[kind])(s, s.seat, action)
    return _why_not_answer(s, action, expected)


def _why_not_market(s: SantaMariaState, p: int, action: Action) -> Message:
    """§3.4: sell what you hold, buy wood or grain up to the storage cap."""
    res = action[1] if len(action) > 1 else None
    if not isinstance(res, str) or res not in s.rules.resources:
        return Message("santamaria.why.name_resource", resources=comma_list(list(map(resource_word,
                                                                                     s.rules.resources))))
    if action[0] == "sell":
        return Message("santamaria.why.none_to_sell" if res in SELL_PRICE else "santamaria.why.not_bought",
                       res=resource_word(res))
    if res not in ("wood", "grain"):
        return Message("santamaria.why.buy_only")
    if s.res[p][RI[res]] >= room(s, p, res):
        return Message("santamaria.why.storage_cap", most=amount(res, room(s, p, res)))
    return Message("santamaria.why.cannot_buy", res=resource_word(res))


def _why_not_answer(s: SantaMariaState, action: Action, expected: str) -> Message:
    """An answer to the decision at hand (a task on the stack) that is not one of its choices."""
    kind = action[0]
    if not s.tasks:
        return then(Message("santamaria.why.no_decision"), expected)
    task = s.tasks[-1]
    acts, _ = choices(s, task)
    if kind == "decline":
        return then(Message("santamaria.why.no_decline"), expected)
    answered = {"gain": "continue"}.get(task[0], task[0])
    if kind not in {a[0] for a in acts} and kind != answered and s.rules.answering.get(kind) != task[0]:
        return then(Message("santamaria.why.not_an_answer"), expected)
    if kind in s.rules.refusals:
        return then(s.rules.refusals[kind](s, task[1], action), expected)
    if kind in ("pray", "trade", "ship"):
        return then(Message("santamaria.why.cannot_pay"), expected)
    return then(Message("santamaria.why.not_possible"), expected)


def _why_not_die(s: SantaMariaState, p: int, action: Action) -> str:
    """§3.3: a white die (column) from the pool, or one of your blue dice (row); 1 coin a pip to change it
    (AK: or 1 cacao to any value)."""
    if len(action) not in (5, 6):
        return Message("santamaria.why.die_form")
    _, colour, old, new, orientation, *instead = action
    reason = why_not_taken(s, p, colour, old, orientation)
    if reason:
        return reason
    return why_not_changed(s, p, old, new, *instead) or Message("santamaria.why.line_empty", line=line_word(
        orientation))


def line_word(orientation: object) -> str:
    """"row", "column", "diagonal" in words (another value as it is)."""
    return Message(f"santamaria.line.{orientation}") if orientation in ("row", "column", "diagonal") else \
        str(orientation)


def why_not_taken(s: SantaMariaState, p: int, colour: object, old: object, orientation: object) -> str:
    """Why a die may not be taken for that line ("" when it may)."""
    if colour == "white":
        return _why_not_white(s, p, old, orientation)
    if colour == "blue":
        return _why_not_blue(s, p, old, orientation)
    return Message("santamaria.why.die_colour")


def why_not_changed(s: SantaMariaState, p: int, old: int, new: object, instead: str | None = None) -> str:
    """Why the die may not be changed to ``new`` ("" when it may)."""
    if new not in range(1, 7) or not isinstance(new, int):
        return Message("santamaria.why.die_values")
    if instead is not None and (instead not in s.rules.resources or instead not in DIE_ANY_VALUE or new == old):
        return Message("santamaria.why.instead", res=resource_word(instead) if instead in s.rules.resources
                       else str(instead))
    cost = die_change(s, p, old, new, instead)
    if payment(s, p, cost) is None:
        if instead is None:
            return Message("santamaria.why.change_cost", new=new, cost=cost_text(cost), have=coins_text(s.coins[p]))
        return Message("santamaria.why.change_cost_instead", new=new, cost=cost_text(cost))
    return ""


def _why_not_white(s: SantaMariaState, p: int, old: object, orientation: object) -> str:
    if white_taken(s, p) >= s.rules.white_limit:
        return Message("santamaria.why.white_limit", n=s.rules.white_limit)
    if old not in s.white:
        return Message("santamaria.why.no_white", value=str(old))
    return "" if orientation == "column" else Message("santamaria.why.white_column")


def _why_not_blue(s: SantaMariaState, p: int, old: object, orientation: object) -> str:
    if old not in s.blue[p]:
        return Message("santamaria.why.no_blue", value=str(old))
    return "" if orientation == "row" else Message("santamaria.why.blue_row")


def _why_not_coins(s: SantaMariaState, p: int, action: Action) -> Message:
    """§3.2: a building not blocked this year, for 1 coin, then 2, 3 ..."""
    cell = CELL_INDEX.get(action[1]) if len(action) == 2 else None
    if cell is None:
        return Message("santamaria.why.name_space")
    if not is_building(s.colony[p][cell]):
        return Message("santamaria.why.only_building")
    if cell in s.markers[p]:
        return Message("santamaria.why.blocked")
    if cell in hooks.pieces(s, p):
        return Message("santamaria.why.blocked_by", piece=hooks.pieces(s, p)[cell])
    return Message("santamaria.why.coins_cost", cost=coins_text(coin_activation_cost(s, p)),
                   have=coins_text(s.coins[p]))


def _why_not_expand(s: SantaMariaState, p: int, action: Action) -> Message:
    """§2.4: a tile of the display that you can pay and place."""
    tile = action[1] if len(action) == 2 else None
    if tile not in s.display:
        return Message("santamaria.why.not_displayed")
    return Message("santamaria.why.tile_cost", cost=cost_text(tile_cost(s, p, tile)))


def _why_not_withdraw(s: SantaMariaState, p: int, action: Action) -> Message:
    """§5.1: a vacant retiring space."""
    space = action[1] if len(action) == 2 else None
    if space not in range(1, len(RETIRING) + 1):
        return Message("santamaria.why.retiring_range", last=len(RETIRING))
    return Message("santamaria.why.retiring_taken", space=str(space))


WHY_NOT_MAIN: dict[str, Callable[[SantaMariaState, int, Action], str]] = {
    "die": _why_not_die, "coins": _why_not_coins, "expand": _why_not_expand, "withdraw": _why_not_withdraw,
}


def counters(view: dict[str, Any]) -> dict[int, dict[str, int]]:
    """What a move's preview counts for each player (``Game.counters``): coins, the resources in storage,
    happiness, the steps on the religion and conquistador tracks."""
    return {p: {"coin": info["coins"], **info["resources"], "happiness": info["happiness"],
                "religion": info["religion"], "conquistador": info["conquistador"]}
            for p, info in enumerate(view["players"])}
