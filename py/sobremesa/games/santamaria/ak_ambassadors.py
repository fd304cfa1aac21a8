"""American Kingdoms, Module C: the Ambassadors (AK "Module C: The Ambassadors"; §8.8, §8.11 Q11).

The set-up (``rules.rules_for``): no personal blue die (the first and second come from the religion track's die
symbols), 2 white dice a player in the pool and at most 2 of them taken by a seat in a year
(``data.AMBASSADOR_WHITE_LIMIT``). Two ambassador dice, a white and a blue one, lie on their tiles
(``SantaMariaState.ambassadors``), rolled after the pool at the set-up and again at the start of years 2 and 3,
when the tiles come back.

On its turn a seat may use an ambassador die instead of a normal die, the main action ``("ambassador", colour,
value, new value, line[, "cacao"])``: its value changed with coins or cacao like any die; the white one on a
column, the blue one on a row (a column too with Philosophy), a diagonal with Archery (1 coin more); the seat
takes its tile as well. It does not count towards the 2 white dice; it is left on the last activated building
like any die, as a marker of its own (``data.AMBASSADOR_MARKS``: "W3", "L5"). Then each other seat in turn
(``followers``) activates the same row or column in its own colony: the "follow" decision is that seat's
(``SantaMariaState.deciding``): no coins to change the line, no die left behind; its free actions and scholars
apply and its decisions on the way (trades, the grain step, monks, shipping, Guidance) are its own, one seat
after the other, so that the tracks move in that order. A seat with no building free on that line is skipped. A
seat with a role follows with a decision of its own (``ROLE_FOLLOW``; AK Module D: the City simulates a die move on its
board, and may take an ambassador die itself: ``take_tile``, ``ak_maya_ambassadors``).

With Module A each follower's governor moves as if it had used the die (``ak_governor.on_line``: by the line and
the die's colour); with Module B only the taker may buy the specialist (a follower uses no die, and
``hooks.die_set`` is the taker's only); with Archery the taker may go diagonal while the others follow the die's
row or column, unless they hold Archery too (``follow_options``).

The tasks, bottom to top: ("followups", taker, die, line), the round of follow-ups; ("follower", seat, die,
line) for each seat still to follow, the next one on top; then the tasks of the seat acting now: the taker's,
or a follower's ("follow", its decision; then "followline" and the activations). ``die`` is the ambassador
die's colour and value ("w4"), ``line`` the row or column the others follow.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core import Action, Event, LoadError
from ...core.i18n import Message
from ...core.serial import expect, expect_keys
from . import hooks
from .ak_governor import on_line
from .ak_maya_dice import marked
from .colony import ALL_LINES, CELL_NAMES, DIAGONAL, LINES, line_buildings
from .data import (
    AMBASSADOR_DICE,
    AMBASSADOR_FOLLOW_ORDER,
    AMBASSADOR_FOLLOWER_ARCHERY_PAYS,
    AMBASSADOR_FOLLOWER_CACAO,
    AMBASSADOR_MARKS,
    AMBASSADOR_MAY_DECLINE,
    AMBASSADOR_WITHDRAWN_FOLLOW,
    ARCHERY_COIN,
    DIE_ANY_VALUE,
    MAYA_SEAT,
    Cost,
)
from .draws import roll
from .effects import activate_line, choices, die_line, has_scholar, pay, payment, reachable
from .hooks import Module
from .state import Ambassadors, SantaMariaState, Task
from .turn import DIE_VALUES, die_change, lines_by_colour, set_die
from .words import coins_text, comma_list, cost_text, die_text, line_text, paid_text, why_not_changed

ARCHERY, PHILOSOPHY = "S11", "S2"
COLOURS = {"w": "white", "b": "blue"}
NATURAL = {"white": "column", "blue": "row"}   # the line of a die of that colour: what the others follow
ROLE_FOLLOW = "simulation"   # the decision task of a seat with a role that follows (the role's module answers it)
FOLLOW_TASKS = ("followups", "follower", "follow", "followline", ROLE_FOLLOW)
Use = tuple[str, int, int, str, str | None]
"""An ambassador die as a seat may use it: (colour, value, new value, line, the resource paid instead of coins)."""


def _amb(s: SantaMariaState) -> Ambassadors:
    if s.ambassadors is None:
        raise ValueError("no ambassador dice in this game")
    return s.ambassadors


# --- the year ------------------------------------------------------------------------------------
def _rolled(s: SantaMariaState) -> list[int | None]:
    """Each ambassador die rolled, white then blue."""
    out: list[int | None] = []
    for _ in AMBASSADOR_DICE:
        s.rng, (value,) = roll(s.rng, 1)
        out.append(value)
    return out


def _setup(s: SantaMariaState) -> None:
    """After the pool: one white and one blue die rolled onto the ambassador tiles."""
    s.ambassadors = Ambassadors(dice=_rolled(s), holders=[None] * len(AMBASSADOR_DICE))


def _year_start(s: SantaMariaState) -> None:
    """Years 2 and 3: the tiles come back and the dice (off the colonies since the year's end) are rolled again."""
    if s.year == 1:
        return
    amb = _amb(s)
    amb.dice, amb.holders = _rolled(s), [None] * len(AMBASSADOR_DICE)
    shown = comma_list([Message(f"santamaria.die_value.{colour}", value=str(v))
                        for colour, v in zip(AMBASSADOR_DICE, amb.dice)])
    s.events.append(Event(Message("santamaria.event.ambassadors", shown=shown)))


# --- taking one ----------------------------------------------------------------------------------
def lines_for(s: SantaMariaState, p: int, colour: str) -> tuple[str, ...]:
    """The white ambassador die activates a column, the blue one a row (a column too with Philosophy)."""
    if colour == "blue" and has_scholar(s, p, PHILOSOPHY):
        return ("row", "column")
    return (NATURAL[colour],)


def use_cost(s: SantaMariaState, p: int, use: Use) -> Cost:
    """The change of the die (coins by the pip, or 1 cacao), and Archery's coin on a diagonal."""
    _, old, new, line, instead = use
    cost = die_change(s, p, old, new, instead)
    if line == "diagonal":
        cost = {**cost, "coins": cost.get("coins", 0) + ARCHERY_COIN}
    return {r: n for r, n in cost.items() if n}


def _uses(s: SantaMariaState, p: int) -> list[Use]:
    """Every use of an ambassador die on its tile whose line has a building free (paid or not)."""
    amb = _amb(s)
    taken = [(colour, v, line) for colour, v in zip(AMBASSADOR_DICE, amb.dice) if v is not None
             for line in lines_for(s, p, colour)]
    if not taken:
        return []
    free = lines_by_colour(s, p, taken)
    out: list[Use] = [(colour, old, new, line, instead) for colour, old, line in taken for new in DIE_VALUES
                      if (line, new) in free[colour] for instead in _ways(old, new)]
    if has_scholar(s, p, ARCHERY):
        out += [(colour, old, new, "diagonal", instead) for colour, old in sorted({(c, v) for c, v, _ in taken})
                for new in DIAGONAL if die_line(s, p, "diagonal", new, colour) for instead in _ways(old, new)]
    return out


def _ways(old: int, new: int) -> tuple[str | None, ...]:
    """Coins (None), or a resource that sets a die to any other value (1 cacao)."""
    return (None,) if new == old else (None, *DIE_ANY_VALUE)


def _main_actions(s: SantaMariaState, p: int) -> list[Action]:
    return [("ambassador", colour, old, new, line, *((instead,) if instead else ()))
            for colour, old, new, line, instead in _uses(s, p)
            if payment(s, p, use_cost(s, p, (colour, old, new, line, instead))) is not None]


def followers(s: SantaMariaState, p: int) -> list[int]:
    """The seats that follow the taker's ambassador die, in order (§8.11 Q11: ``data.AMBASSADOR_FOLLOW_ORDER``,
    ``data.AMBASSADOR_WITHDRAWN_FOLLOW``)."""
    order = list(range(s.players)) if AMBASSADOR_FOLLOW_ORDER == "seats" else list(s.order)
    i = order.index(p)
    return [q for q in order[i + 1:] + order[:i] if AMBASSADOR_WITHDRAWN_FOLLOW or not s.out[q]]


def take_tile(s: SantaMariaState, p: int, colour: str, new: int, followed: str) -> None:
    """Take the die and its tile; the others' follow-ups of ``followed`` wait below the taker's own use of the die
    (AK Module D: the City may take one too, ``ak_maya_ambassadors``)."""
    amb = _amb(s)
    i = AMBASSADOR_DICE.index(colour)
    amb.dice[i], amb.holders[i] = None, p
    die = f"{colour[0]}{new}"
    seats = followers(s, p)
    if seats:
        s.tasks.append(("followups", p, die, followed))
        s.tasks.extend(("follower", q, die, followed) for q in reversed(seats))


def _take(s: SantaMariaState, p: int, action: Action) -> None:
    _, colour, old, new, line, *instead = action
    take_tile(s, p, colour, new, NATURAL[colour] if line == "diagonal" else line)
    if line == "diagonal":
        s.coins[p] -= ARCHERY_COIN
    set_die(s, p, colour, old, new, line, instead[0] if instead else None, AMBASSADOR_MARKS[colour])


# --- following -----------------------------------------------------------------------------------
def follow_options(s: SantaMariaState, q: int, die: str, line: str) -> list[tuple[Action, Cost]]:
    """What a follower may activate, and what it costs: the same line, for nothing; with Archery the diagonal of a
    1 or 6 (Archery's coin: ``data.AMBASSADOR_FOLLOWER_ARCHERY_PAYS``); with ``data.AMBASSADOR_FOLLOWER_CACAO``
    another line of that kind for 1 cacao. Only lines with a building free (after its governor's move)."""
    colour, value = COLOURS[die[0]], int(die[1])
    options: list[tuple[Action, Cost]] = []
    for orientation in (line, "diagonal") if has_scholar(s, q, ARCHERY) else (line,):
        extra: Cost = {"coins": ARCHERY_COIN} if orientation == "diagonal" and AMBASSADOR_FOLLOWER_ARCHERY_PAYS else {}
        for v in ALL_LINES[orientation]:
            if v == value:
                options.append((("follow", orientation, v), extra))
            elif AMBASSADOR_FOLLOWER_CACAO:
                options += [(("follow", orientation, v, res), {**extra, res: n}) for res, n in DIE_ANY_VALUE.items()]
    return [(a, c) for a, c in options if die_line(s, q, a[1], a[2], colour)]


def _follow_choices(s: SantaMariaState, task: Task) -> tuple[list[Action], bool]:
    """Asked when a line is free to activate (paid now, or after selling: base reading 9); declining is a choice
    (``data.AMBASSADOR_MAY_DECLINE``)."""
    q = task[1]
    options = follow_options(s, q, task[2], task[3])
    acts = [a for a, c in options if payment(s, q, c) is not None]
    ask = bool(acts) or any(reachable(s, q, c) for _, c in options)
    return acts + [("decline",)] if AMBASSADOR_MAY_DECLINE else acts, ask


def _next_follower(s: SantaMariaState, task: Task) -> None:
    """The "follower" task: that seat's decision, or a word that it has nothing to follow. A seat with a role follows
    with a decision of its own (``ROLE_FOLLOW``; AK Module D: the City simulates a die move,
    ``ak_maya_ambassadors``)."""
    _, q, die, line = task
    follow = (ROLE_FOLLOW if q in s.rules.roles else "follow", q, die, line)
    if choices(s, follow)[1]:
        s.tasks.append(follow)
    elif q in s.rules.roles:
        s.events.append(Event(Message("santamaria.event.nothing_to_follow", who=s.names[q], value=int(die[1]))))
    else:
        s.events.append(Event(Message("santamaria.event.no_line_to_follow", who=s.names[q],
                                      line=line_value(line, int(die[1])))))


def _follow(s: SantaMariaState, task: Task, action: Action) -> None:
    """Pay what the choice costs; with Module A the governor moves first, then the line activates (no die)."""
    _, q, die, line = task
    pay(s, q, next(c for a, c in follow_options(s, q, die, line) if a == tuple(action)))
    orientation, value = action[1], action[2]
    moved = f"{die[0]}{value}"
    s.tasks.append(("followline", q, moved, orientation))
    if s.governor is not None and on_line(s, q, orientation, value):
        s.tasks.append(("governor", q, moved, orientation))


def _follow_line(s: SantaMariaState, task: Task) -> None:
    """The "followline" task: the free buildings of the line activate, Taxation pays; no die is left."""
    _, q, die, line = task
    value = int(die[1])
    activate_line(s, q, line, value, line_buildings(s.colony[q], hooks.blocked(s, q), line, value))


def _followed(s: SantaMariaState, task: Task) -> None:
    """The "followups" task: every follower has had its turn; the taker's turn ends."""


# --- words ---------------------------------------------------------------------------------------
def line_value(line: str, value: int) -> Message:
    """"column 4", "row 2", "diagonal 1"."""
    return Message(f"santamaria.line_value.{line}", value=value)


def _option_text(action: Action, cost: Cost) -> Message:
    """"column 4", "diagonal 1 for 1 coin (Archery)", "column 5 for 1 cacao"."""
    line = line_value(action[1], action[2])
    if not cost:
        return line
    return Message("santamaria.line_cost_archery" if action[1] == "diagonal" else "santamaria.line_cost",
                   line=line, cost=cost_text(cost))


def _follow_prompt(s: SantaMariaState, task: Task) -> Message:
    """"Ben follows Ana's blue ambassador die: activate row 4 of your colony, or decline?"."""
    _, q, die, line = task
    texts = [_option_text(a, c) for a, c in follow_options(s, q, die, line)]
    more = Message("santamaria.then.none")
    for t in texts[1:]:
        more = Message("santamaria.or_more", before=more, it=t)
    if AMBASSADOR_MAY_DECLINE:
        more = Message("santamaria.or_decline", before=more)
    return Message("santamaria.prompt.follow", who=s.names[q], taker=s.names[s.on_turn],
                   colour=Message(f"santamaria.colour.{COLOURS[die[0]]}"),
                   first=texts[0] if texts else line_value(line, int(die[1])), more=more)


def _take_log(s: SantaMariaState, p: int, action: Action) -> str:
    """"takes the white ambassador die and its tile: a 3, changed to 4 for 1 coin, activating column 4: ...;
    then Ben and Cid follow on column 4"."""
    _, colour, old, new, line, *instead = action
    then = then_text(s, p, NATURAL[colour] if line == "diagonal" else line, new)
    return Message("santamaria.log.ambassador_archery" if line == "diagonal" else "santamaria.log.ambassador",
                   who=s.names[p], colour=Message(f"santamaria.colour.{colour}"),
                   die=die_text(s, p, "ambassador", old, new, *instead), coins=coins_text(ARCHERY_COIN),
                   line=line_text(s, p, line, new, colour), then=then)


def then_text(s: SantaMariaState, p: int, line: str, value: int) -> Message:
    """"; then Ben and Cid follow on column 4" (nobody follows: nothing)."""
    seats = [s.names[q] for q in followers(s, p)]
    if not seats:
        return Message("santamaria.then.none")
    return Message(f"santamaria.then.{line}", n=len(seats), who=seats, value=value)


def _follow_log(s: SantaMariaState, q: int, action: Action) -> str:
    """"follows Ana's white ambassador die, activating column 4: WOOD at r2c4"."""
    _, die, line = s.tasks[-1][1:]
    cost = next((c for a, c in follow_options(s, q, die, line) if a == tuple(action)), {})
    key = "santamaria.log.follow" + ("_paying" if cost else "") + ("_archery" if action[1] == "diagonal" else "")
    colour = COLOURS[die[0]]
    return Message(key, who=s.names[q], taker=s.names[s.on_turn], colour=Message(f"santamaria.colour.{colour}"),
                   paid=paid_text(s, q, cost) if cost else "", line=line_text(s, q, action[1], action[2], colour))


def _why_not_take(s: SantaMariaState, p: int, action: Action) -> str:
    """Why an ambassador die may not be used so."""
    if len(action) not in (5, 6) or action[1] not in AMBASSADOR_DICE:
        return Message("santamaria.why.ambassador_form")
    _, colour, old, new, line, *instead = action
    amb = _amb(s)
    i = AMBASSADOR_DICE.index(colour)
    holder, value = amb.holders[i], amb.dice[i]
    if value is None:
        colour_word = Message(f"santamaria.colour.{colour}")
        if holder is None:
            return Message("santamaria.why.ambassador_gone", colour=colour_word)
        return Message("santamaria.why.ambassador_taken", who=s.names[holder], colour=colour_word)
    if old != value:
        return Message("santamaria.why.ambassador_shows", colour=Message(f"santamaria.colour.{colour}"), value=value)
    reason = _why_not_line(s, p, colour, new, line) or why_not_changed(s, p, old, new, *instead)
    if reason:
        return reason
    if not die_line(s, p, line, new, colour):
        return Message("santamaria.why.line_empty", line=Message(f"santamaria.line.{line}"))
    cost = use_cost(s, p, (colour, old, new, line, instead[0] if instead else None))
    return Message("santamaria.why.ambassador_cost", cost=cost_text(cost), have=coins_text(s.coins[p]))


def _why_not_line(s: SantaMariaState, p: int, colour: str, new: object, line: object) -> str:
    if line == "diagonal":
        if not has_scholar(s, p, ARCHERY):
            return Message("santamaria.why.archery_only")
        return "" if new in DIAGONAL else Message("santamaria.why.archery_values")
    if line not in lines_for(s, p, colour):
        return Message("santamaria.why.ambassador_lines")
    return ""


def _why_not_follow(s: SantaMariaState, q: int, action: Action) -> str:
    _, _, die, line = s.tasks[-1]
    cost = next((c for a, c in follow_options(s, q, die, line) if a == tuple(action)), None)
    if cost is not None:
        return Message("santamaria.why.follow_cost", cost=cost_text(cost))
    return Message("santamaria.why.follow_line", line=line_value(line, int(die[1])))


# --- the state -------------------------------------------------------------------------------------
def places(s: SantaMariaState, colour: str) -> list[tuple[str, int, str | None, int]]:
    """Where the ambassador die of that colour is when it is off its tile: ("taken", seat, None, value) in a
    seat's hand while its line activates, ("used", seat, space, value) on a building of its colony ("W3", "L5"); AK
    Module D: the City's die on its way ("taken") or on a building of its board ("used", its spot: "3b")."""
    mark = AMBASSADOR_MARKS[colour]
    out: list[tuple[str, int, str | None, int]] = [
        ("taken", t[1], None, int(t[2][1])) for t in s.tasks if t[0] in ("line", "putdie") and t[2][0] == mark]
    out += [("used", p, CELL_NAMES[cell], int(m[1])) for p in range(s.players) for cell, m in s.markers[p].items()
            if m[0] == mark]
    if s.city is not None:
        out += [(state, MAYA_SEAT, spot, value) for state, spot, value in marked(s, mark)]
    return out


def _view(s: SantaMariaState) -> dict[str, Any]:
    """Each ambassador die: on its tile ("pool"), in its taker's hand ("taken"), on a building ("used"); who holds
    its tile; and the follow-ups under way."""
    amb = _amb(s)
    dice = []
    for colour, value, holder in zip(AMBASSADOR_DICE, amb.dice, amb.holders):
        state, _, cell, shown = ("pool", holder, None, value) if value is not None else places(s, colour)[0]
        dice.append({"colour": colour, "value": shown, "state": state, "holder": holder,
                     "space": cell})
    return {"ambassadors": dice, "following": following(s)}


def following(s: SantaMariaState) -> dict[str, Any] | None:
    """The follow-ups under way: the taker, the die and its line, the seat following now (None while the taker's
    own line activates), the seats still to follow, next first."""
    if not s.tasks or s.tasks[0][0] != "followups":
        return None
    _, taker, die, line = s.tasks[0]
    now = s.deciding
    return {"taker": taker, "colour": COLOURS[die[0]], "line": line, "value": int(die[1]),
            "now": None if now == taker else now, "waiting": [t[1] for t in reversed(s.tasks) if t[0] == "follower"]}


def _save(s: SantaMariaState) -> dict[str, Any]:
    amb = _amb(s)
    return {"ambassadors": {colour: {"die": amb.dice[i], "holder": amb.holders[i]}
                            for i, colour in enumerate(AMBASSADOR_DICE)}}


def _load(s: SantaMariaState, data: Mapping[str, Any]) -> None:
    tiles = expect_keys(data["ambassadors"], "ambassadors", AMBASSADOR_DICE)
    dice: list[int | None] = []
    holders: list[int | None] = []
    for colour in AMBASSADOR_DICE:
        tile = expect_keys(tiles[colour], f"ambassadors {colour}", ("die", "holder"))
        words = Message(f"santamaria.colour.{colour}")
        dice.append(_number(tile["die"], Message("santamaria.load.ambassador_die", colour=words), 1, 6))
        holders.append(_number(tile["holder"], Message("santamaria.load.ambassador_holder", colour=words), 0,
                               s.players - 1))
    s.ambassadors = Ambassadors(dice=dice, holders=holders)


def _number(value: object, what: str, low: int, high: int) -> int | None:
    if value is None:
        return None
    number = expect(value, int, what)
    if not low <= number <= high:
        raise LoadError(Message("core.range_or_null", what=what, low=low, high=high, number=number))
    return number


def _invariants(s: SantaMariaState) -> list[str]:
    """Each ambassador die in one place: on its tile (the tile on the common board), or its tile held by the seat
    in whose hand or colony it is; the follow-ups in their order."""
    amb = _amb(s)
    if len(amb.dice) != len(AMBASSADOR_DICE) or len(amb.holders) != len(AMBASSADOR_DICE):
        return [Message("santamaria.check.ambassador_dice")]
    problems: list[str] = []
    for colour, value, holder in zip(AMBASSADOR_DICE, amb.dice, amb.holders):
        found = places(s, colour)
        count = len(found) + (value is not None)
        words = Message(f"santamaria.colour.{colour}")
        held_by = "-" if holder is None else str(holder)
        if count != 1:
            problems.append(Message("santamaria.check.ambassador_places", colour=words, count=count))
        elif value is not None and (holder is not None or not 1 <= value <= 6):
            problems.append(Message("santamaria.check.ambassador_tile", colour=words, value=value, holder=held_by))
        elif value is None and found[0][1] != holder:
            problems.append(Message("santamaria.check.ambassador_with", colour=words, seat=found[0][1],
                                    holder=held_by))
    return problems + _follow_problems(s)


def _follow_problems(s: SantaMariaState) -> list[str]:
    """The tasks: the round of follow-ups at the bottom, then the seats still to follow (each once, none of them
    the taker, the seat on turn), then the tasks of one seat; the die followed is the taker's. Outside them no task
    of another seat, or, when another module gives decisions to other seats too (AK Module D's offers), no
    follow-up task."""
    tasks = s.tasks
    if not tasks or tasks[0][0] != "followups":
        shared = any(m.hands_over for m in s.rules.modules if m.name != MODULE.name)   # AK Module D: the City's offers
        strays = any(t[1] != s.seat and (not shared or t[0] in FOLLOW_TASKS) for t in tasks)
        return [Message("santamaria.check.strays")] if strays else []
    _, taker, die, _ = tasks[0]
    n = 1
    while n < len(tasks) and tasks[n][0] == "follower":
        n += 1
    waiting = [t[1] for t in tasks[1:n]]
    acting = {t[1] for t in tasks[n:]}
    problems: list[str] = []
    if taker != s.seat or len(acting) > 1 or any(t[0] in ("followups", "follower") for t in tasks[n:]):
        problems.append(Message("santamaria.check.follow_order"))
    if len(set(waiting)) != len(waiting) or taker in waiting or acting & set(waiting):
        problems.append(Message("santamaria.check.follow_twice", waiting=str(waiting)))
    colour = COLOURS.get(die[0], "")
    if colour not in AMBASSADOR_DICE or _amb(s).holders[AMBASSADOR_DICE.index(colour)] != taker \
            or any(t[0] in ("follower", "follow", ROLE_FOLLOW) and t[2][0] != die[0] for t in tasks):
        problems.append(Message("santamaria.check.follow_die", die=die))
    return problems


MODULE = Module(
    name="ak_ambassadors", setup=_setup, year_start=_year_start, main_actions=_main_actions, main={"ambassador": _take},
    automatic={"followups": _followed, "follower": _next_follower, "followline": _follow_line},
    answers={"follow": _follow}, answering={"follow": "follow"}, decisions={"follow": _follow_choices},
    prompts={"follow": _follow_prompt}, log={"ambassador": _take_log, "follow": _follow_log},
    refusals={"ambassador": _why_not_take, "follow": _why_not_follow},
    declined={"follow": "santamaria.log.decline.follow"},
    view=_view, keys=("ambassadors",), save=_save, load=_load,
    task_args={**{kind: ("marker", frozenset(LINES)) for kind in ("followups", "follower", "follow")},
               "followline": ("marker", frozenset(ALL_LINES))},
    invariants=_invariants, dice_marks="".join(AMBASSADOR_MARKS.values()), hands_over=True,
)
