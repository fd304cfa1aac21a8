"""Santa Maria on the engine contract: legal actions, apply, view, log lines, checks."""

from __future__ import annotations

import re
from collections import Counter

from ...core import Game, Option
from ...core.serial import dumps
from . import positions
from .colony import CELL_INDEX, CELL_NAMES, LINES, format_rows, is_building, line_buildings, parse_rows, square
from .data import (BASE_BISHOPS, BASE_SCHOLARS, BASE_TILES, BASE_TOWN_HALLS, BISHOPS, BLUE_DICE_PER_PLAYER, BOARDS,
                   CONQUEST_END, DOCKS, MISSIONS, MONKS, ORDERS, RELIGION_END, RESOURCES, RETIRING, ROAD_TILE,
                   ROAD_TILES, SCHOLAR_TEXT, SCHOLARS, STANDARD_ORDERS, STARTING_ORDERS, STORAGE_CAP, TILES,
                   TOWN_HALL_SLOT, TOWN_HALLS, TRADES, WHITE_DICE_LIMIT, WHITE_DICE_PER_PLAYER)
from .effects import RI, choices, cost_text, decide, monks_left, ship_costs
from .scoring import breakdown, final_scores, solo_result
from .scoring import winners as final_ranking
from .setup import choose_set, new_state
from .state import SantaMariaState
from .turn import (change_cost, coin_activation_cost, free_action, main_action, settle, tile_cost, turn_actions,
                   white_taken)

FREE = ("sell", "buy")
MAIN = ("die", "coins", "expand", "withdraw")
DECIDE = ("continue", "pray", "trade", "ship", "monk", "road", "place", "decline")
ALL_SHIPS = STARTING_ORDERS + STANDARD_ORDERS
SIMPLE_LINES = {
    "monk": "{who} places a monk on {arg}.",
    "road": "{who} places a road tile at {arg}.",
    "pray": "{who} pays 1 grain for one more religion step.",
    "trade": "{who} makes the trade of {task}.",
    "continue": "{who} continues; storage is full.",
    "sell": "{who} sells 1 {arg}.",
    "buy": "{who} buys 1 {arg}.",
}
PROMPTS = {
    "gain": "Storage is full for {res}: sell first if you like, then continue (the excess is lost).",
    "pray": "You may pay 1 grain for one more step on the religion track, or decline.",
    "trade": "You may make the trade {what}, or decline.",
    "ship": "Choose a shipping order to fulfil, or decline.",
    "monk": "Place your new monk as a scholar, missionary or bishop.",
    "road": "Place the road tile on empty land next to your buildings or roads, or decline.",
    "place": "Place the expansion tile {what}: choose a space and a rotation.",
}


class SantaMaria(Game):
    name = "santamaria"
    title = "Santa Maria"
    version = "1"
    min_players, max_players = 1, 4
    has_secrets = False   # everything hidden is hidden from every seat alike (face-down stacks)
    options = (
        Option("setup", "Set-up", ("standard", "advanced"), "standard", players=(2, 3, 4),
               help="Advanced: every colony uses the B side with a town hall and a personal scholar, "
                    "chosen in reverse seat order. A solo game always uses the advanced set-up."),
    )

    # --- setup and whose decision ----------------------------------------------------------
    def new_state(self, names, seed_rng, options) -> SantaMariaState:
        return new_state(names, seed_rng, options)

    def actor(self, s) -> int | None:
        return None if s.phase == "over" else s.seat

    def legal_actions(self, s) -> list[tuple]:
        if s.phase == "sets":
            return [("choose", i) for i in range(len(s.sets))]
        if s.phase == "play":
            return turn_actions(s)
        return []

    def play(self, s, action) -> None:
        kind = action[0]
        if kind == "choose":
            choose_set(s, s.seat, action[1])
            return
        if kind in FREE:
            free_action(s, s.seat, action)
        elif kind in MAIN:
            main_action(s, s.seat, action)
        else:
            decide(s, action)
        settle(s)

    def is_over(self, s) -> bool:
        return s.phase == "over"

    def scores(self, s) -> list[int]:
        return final_scores(s)

    def winners(self, s) -> list[int]:
        """§7.2, and solo §7.3: the lone player wins with the goal reached."""
        if s.players == 1:
            return [0] if solo_result(s)["won"] else []
        return final_ranking(s)

    def player_names(self, s) -> list[str]:
        return list(s.names)

    # --- what everybody sees -----------------------------------------------------------------
    def view(self, s, seat: int | None) -> dict:
        over = s.phase == "over"
        top = s.tasks[-1] if s.tasks else None
        return {
            "game": self.name, "seat": seat, "actor": self.actor(s), "phase": s.phase, "year": s.year,
            "order": list(s.order), "prompt": self.prompt(s),
            "decision": None if top is None else {"kind": top[0], "args": list(top[2:])},
            "white": list(s.white), "blue_store": s.blue_store,
            "docks": [{"dock": DOCKS[d], "order": o, "cost": dict(ORDERS[o][0]) if o else None,
                       "points": ORDERS[o][1] if o else None} for d, o in enumerate(s.docks)],
            "ship_stack": len(s.ship_stack),
            "scholars": [{"id": x, "name": SCHOLARS[x], "text": SCHOLAR_TEXT[x], "monks": list(s.monks[x])}
                         for x in s.scholars],
            "bishops": [{"id": x, "counts": BISHOPS[x][0], "each": BISHOPS[x][1], "max": BISHOPS[x][2],
                         "monks": list(s.monks[x])} for x in s.bishops],
            "missions": [{"id": m, "reward": [list(e) for e in MISSIONS[m]], "monks": list(s.monks[m])}
                         for m in MISSIONS if m in s.monks],
            "display": [{"id": t, "shape": TILES[t][0], "squares": list(TILES[t][1])} for t in s.display],
            "tile_stacks": {k: len(v) for k, v in s.tile_stacks.items()}, "discard": list(s.discard),
            "roads": s.roads, "retire": list(s.retire),
            "sets": [{"town_hall": h, "scholar": x, "name": SCHOLARS[x]} for h, x in s.sets],
            "players": [self._player_view(s, p) for p in range(s.players)],
            "lines": self._lines(s) if s.phase == "play" else None,
            "scores": [breakdown(s, p) for p in range(s.players)] if over else None,
            "winners": final_ranking(s) if over else None,
            "solo": solo_result(s) if over and s.players == 1 else None,
        }

    @staticmethod
    def _player_view(s, p) -> dict:
        return {
            "name": s.names[p], "board": s.boards[p], "colony": format_rows(s.colony[p]),
            "markers": {CELL_NAMES[c]: m for c, m in sorted(s.markers[p].items())},
            "resources": dict(zip(RESOURCES, s.res[p])), "coins": s.coins[p], "happiness": s.happy[p],
            "blue": list(s.blue[p]), "religion": s.rel[p], "conquistador": s.conq[p],
            "harbour": {DOCKS[d]: list(t) for d, t in enumerate(s.harbour[p])},
            "monks": monks_left(s, p), "scholar": s.personal[p], "white_taken": white_taken(s, p),
            "coin_cost": coin_activation_cost(s, p), "out": s.out[p],
            "tiles": [[t, *(CELL_NAMES[c] for c in cells)] for t, *cells in s.placed[p]],
        }

    @staticmethod
    def _lines(s) -> dict:
        """The preview: for the seat on turn, the buildings each row and column would activate."""
        p = s.seat
        return {o: {str(v): [CELL_NAMES[c] for c in line_buildings(s.colony[p], s.markers[p], o, v)] for v in lines}
                for o, lines in LINES.items()}

    # --- log lines, prompts, reasons ---------------------------------------------------------
    def prompt(self, s) -> str:
        if s.phase == "over":
            return "The game is over."
        who = s.names[s.seat]
        if s.phase == "sets":
            return f"{who} must choose a town hall set."
        if not s.tasks:
            return (f"{who} may use a die, activate a building with coins, expand the colony or withdraw "
                    "(and buy or sell at the market).")
        task = s.tasks[-1]
        what = ""
        if task[0] == "trade":
            cost, effects = TRADES[task[2]]
            what = f"{cost_text(cost)} for {_effects_text(effects)}"
        elif task[0] == "place":
            what = task[2]
        return f"{who}: " + PROMPTS[task[0]].format(res=task[2] if task[0] == "gain" else "", what=what)

    def describe(self, s, action, seat=None) -> str:
        kind = action[0]
        p = s.seat
        who = s.names[p] if p is not None else "?"
        if kind == "choose":
            hall, scholar = s.sets[action[1]]
            return f"{who} chooses the set {hall} with the scholar {SCHOLARS[scholar]}."
        if kind == "die":
            _, colour, old, new, orientation = action
            change = f", changed to {new} for {_coins(change_cost(s, p, old, new))}" if new != old else ""
            hits = ", ".join(f"{square(s.colony[p][c])[1]} at {CELL_NAMES[c]}"
                             for c in line_buildings(s.colony[p], s.markers[p], orientation, new))
            return f"{who} uses a {colour} {old}{change}, activating {orientation} {new}: {hits}."
        if kind == "coins":
            code = s.colony[p][CELL_INDEX[action[1]]]
            return f"{who} pays {_coins(coin_activation_cost(s, p))} to activate {code} at {action[1]}."
        if kind == "expand":
            return f"{who} buys the expansion tile {action[1]} for {cost_text(tile_cost(s, p, action[1]))}."
        if kind == "withdraw":
            return f"{who} withdraws to retiring space {action[1]}: {_effects_text(RETIRING[action[1] - 1])}."
        if kind == "place":
            return f"{who} places {s.tasks[-1][2]} at {action[1]}, rotation {action[2]}."
        if kind == "ship":
            cost = next(c for a, c in ship_costs(s, p, action[1]) if a == tuple(action))
            return f"{who} fulfils the order at the {DOCKS[action[1]]} dock for {cost_text(cost)}."
        if kind in SIMPLE_LINES:
            return SIMPLE_LINES[kind].format(who=who, arg=action[1] if len(action) > 1 else "",
                                             task=s.tasks[-1][2] if s.tasks and len(s.tasks[-1]) > 2 else "")
        if kind == "decline":
            declined = {"pray": "the extra religion step", "trade": "the trade", "ship": "to ship",
                        "road": "the road tile"}
            return f"{who} declines {declined.get(s.tasks[-1][0], 'it') if s.tasks else 'it'}."
        return f"{who}: {' '.join(map(str, action))}"

    def why_illegal(self, s, action) -> str:
        expected = self.prompt(s)
        if s.phase == "over":
            return expected
        kind = action[0]
        if kind not in FREE + MAIN + DECIDE + ("choose",):
            return f"Santa Maria has no action {kind!r}. {expected}"
        if s.phase == "sets":
            if kind == "choose":
                return f"Choose a set by its number, 0 to {len(s.sets) - 1}. {expected}"
            return f"First every player chooses a town hall set. {expected}"
        if kind == "choose":
            return f"The town hall sets have been chosen. {expected}"
        p = s.seat
        if kind in FREE:
            res = action[1] if len(action) > 1 else None
            if res not in RESOURCES:
                return f"Name a resource: {', '.join(RESOURCES)}."
            if kind == "sell":
                return f"You have no {res} to sell."
            if res not in ("wood", "grain"):
                return "Only wood and grain can be bought at the market."
            if s.res[p][RI[res]] >= STORAGE_CAP:
                return f"Your storage holds at most {STORAGE_CAP} {res}."
            return f"You cannot pay for the {res}."
        if kind in MAIN:
            if s.tasks:
                return f"Finish the current action first. {expected}"
            return self._why_not_main(s, p, action)
        if not s.tasks:
            return f"There is no decision to take now. {expected}"
        task = s.tasks[-1]
        acts, _ = choices(s, task)
        if kind == "decline":
            return f"This decision cannot be declined. {expected}"
        if kind not in {a[0] for a in acts} and kind != {"gain": "continue"}.get(task[0], task[0]):
            return f"That does not answer the decision at hand. {expected}"
        if kind in ("pray", "trade", "ship"):
            return f"You cannot pay for that. {expected}"
        return f"That choice is not possible. {expected}"

    @staticmethod
    def _why_not_main(s, p, action) -> str:
        kind = action[0]
        if kind == "die":
            if len(action) != 5:
                return "A die action is ('die', colour, value, new value, 'row' or 'column')."
            _, colour, old, new, orientation = action
            if colour == "white":
                if white_taken(s, p) >= WHITE_DICE_LIMIT:
                    return f"You have taken {WHITE_DICE_LIMIT} white dice this year already."
                if old not in s.white:
                    return f"No white die shows {old}."
                if orientation != "column":
                    return "A white die activates a column."
            elif colour == "blue":
                if old not in s.blue[p]:
                    return f"You have no unused blue die showing {old}."
                if orientation != "row":
                    return "A blue die activates a row (a column only with Philosophy)."
            else:
                return "A die is white or blue."
            if new not in range(1, 7):
                return "A die shows 1 to 6."
            if change_cost(s, p, old, new) > s.coins[p]:
                return f"Changing the die to {new} costs {change_cost(s, p, old, new)} coins; you have {s.coins[p]}."
            return f"That {orientation} has no building free to activate."
        if kind == "coins":
            cell = CELL_INDEX.get(action[1]) if len(action) == 2 else None
            if cell is None:
                return "Name a space of your colony, e.g. r1c1."
            if not is_building(s.colony[p][cell]):
                return "Only a building can be activated."
            if cell in s.markers[p]:
                return "That building is blocked this year by a die or coins."
            return f"Activating with coins costs {coin_activation_cost(s, p)} coins now; you have {s.coins[p]}."
        if kind == "expand":
            tile = action[1] if len(action) == 2 else None
            if tile not in s.display:
                return "That tile is not in the display."
            return (f"The tile costs {cost_text(tile_cost(s, p, tile))} (gold is wild) and must fit on empty land "
                    "of its terrain next to your buildings or roads.")
        space = action[1] if len(action) == 2 else None
        if space not in range(1, len(RETIRING) + 1):
            return f"Choose a retiring space from 1 to {len(RETIRING)}."
        return f"Retiring space {space} is taken."

    # --- save, load, checks ------------------------------------------------------------------
    def state_to_dict(self, s) -> dict:
        return positions.to_dict(s)

    def read_state(self, data) -> SantaMariaState:
        return positions.from_dict(self, data)

    def invariants(self, s) -> list[str]:
        problems = []
        n = s.players
        if s.phase not in ("sets", "play", "over") or not 1 <= s.year <= 3:
            problems.append(f"phase {s.phase!r} in year {s.year}")
        held = [t[2][0] for t in s.tasks if t[0] == "putdie"]  # a die in hand while its line activates
        white = len(s.white) + sum(m[0] == "w" for ms in s.markers for m in ms.values()) + held.count("w")
        if white != WHITE_DICE_PER_PLAYER * n:
            problems.append(f"{white} white dice instead of {WHITE_DICE_PER_PLAYER * n}")
        blue = (s.blue_store + sum(len(b) for b in s.blue) + held.count("b")
                + sum(m[0] == "b" for ms in s.markers for m in ms.values()))
        if blue != BLUE_DICE_PER_PLAYER * n:
            problems.append(f"{blue} blue dice instead of {BLUE_DICE_PER_PLAYER * n}")
        _conserved(problems, "shipping tiles", [*filter(None, s.docks), *s.ship_stack,
                                                *(t for h in s.harbour for d in h for t in d)], ALL_SHIPS)
        pending = [t[2] for t in s.tasks if t[0] == "place"]
        laid = [t[0] for pl in s.placed for t in pl if t[0] != "road"]
        _conserved(problems, "expansion tiles", [*s.display, *s.discard, *pending, *laid,
                                                 *(t for v in s.tile_stacks.values() for t in v)], BASE_TILES)
        roads = sum(t[0] == "road" for pl in s.placed for t in pl)
        if roads + s.roads != ROAD_TILES:
            problems.append(f"{roads} road tiles placed and {s.roads} left, not {ROAD_TILES}")
        _conserved(problems, "scholars", [*s.scholars, *s.scholar_box, *filter(None, s.personal),
                                          *(x for _, x in s.sets)], BASE_SCHOLARS)
        _conserved(problems, "bishops", [*s.bishops, *s.bishop_box], BASE_BISHOPS)
        halls = [c for col in s.colony for c in col if c in TOWN_HALLS]
        _conserved(problems, "town halls", [*halls, *s.th_box, *(h for h, _ in s.sets)], BASE_TOWN_HALLS)
        if set(s.monks) != {*s.scholars, *s.bishops, *MISSIONS}:
            problems.append(f"monk slots {sorted(s.monks)} are not the scholars, bishops and stations in play")
        if (s.phase == "sets") != bool(s.sets) or (s.tasks and s.phase != "play") or (s.main_done and not s.tasks):
            problems.append("the phase does not match the open sets, tasks or main action")
        for slot, seats in s.monks.items():
            if len(set(seats)) != len(seats) or any(not 0 <= q < n for q in seats):
                problems.append(f"monks on {slot}: {seats}")
        for p in range(n):
            problems += self._seat_problems(s, p)
        seated = [q for q in s.retire if q is not None]
        out = [q for q in range(n) if s.out[q]]
        if len(set(seated)) != len(seated) or (s.phase == "play" and sorted(seated) != out):
            problems.append(f"retiring spaces {s.retire} do not match who is out {s.out}")
        if s.phase == "play" and not s.tasks and s.out[s.seat]:
            problems.append(f"seat {s.seat} has withdrawn but is on turn")
        if any(t[1] != s.seat for t in s.tasks):
            problems.append("a task belongs to a seat whose turn it is not")
        return problems

    @staticmethod
    def _seat_problems(s, p) -> list[str]:
        out = []
        who = f"seat {p}"
        if any(not 0 <= x <= STORAGE_CAP for x in s.res[p]) or s.coins[p] < 0 or s.happy[p] < 0:
            out.append(f"{who}: resources {s.res[p]}, coins {s.coins[p]}, happiness {s.happy[p]}")
        if not 0 <= s.rel[p] <= RELIGION_END or not 0 <= s.conq[p] <= CONQUEST_END:
            out.append(f"{who}: track positions {s.rel[p]}, {s.conq[p]}")
        if not 0 <= monks_left(s, p) <= MONKS:
            out.append(f"{who}: {monks_left(s, p)} monks left")
        if white_taken(s, p) > WHITE_DICE_LIMIT:
            out.append(f"{who} took {white_taken(s, p)} white dice")
        for cell, mark in s.markers[p].items():
            if not is_building(s.colony[p][cell]):
                out.append(f"{who}: {mark} on {CELL_NAMES[cell]}, not a building")
        expected = parse_rows(BOARDS[s.boards[p]])
        for tile, *cells in s.placed[p]:
            if tile != "road" and tile not in TILES:
                out.append(f"{who}: no expansion tile {tile!r}")
                continue
            squares = (ROAD_TILE,) if tile == "road" else TILES[tile][1]
            for code, cell in zip(squares, cells):
                if s.colony[p][cell] != code or square(expected[cell])[0] != "land":
                    out.append(f"{who}: {tile} at {CELL_NAMES[cell]} does not match the colony")
                expected[cell] = code
        for cell, (now, printed) in enumerate(zip(s.colony[p], expected)):
            if now != printed and not (printed == TOWN_HALL_SLOT and now in TOWN_HALLS):
                out.append(f"{who}: {CELL_NAMES[cell]} shows {now}, expected {printed}")
            if now == TOWN_HALL_SLOT and s.phase != "sets":
                out.append(f"{who}: the town-hall space {CELL_NAMES[cell]} is empty after the set-up")
        return out

    def leaks(self, s) -> list[str]:
        """Every seat sees the same; the face-down stacks and boxed tiles are in no view."""
        hidden = {*s.ship_stack, *s.scholar_box, *s.bishop_box, *(t for v in s.tile_stacks.values() for t in v)}
        base = self.view(s, None)
        found = hidden & set(_QUOTED.findall(dumps(base)))
        problems = [f"the views show face-down components {sorted(found)}"] if found else []
        for seat in range(s.players):
            view = self.view(s, seat)
            view["seat"] = None
            if view != base:
                problems.append(f"seat {seat} sees something the others do not")
        return problems


_QUOTED = re.compile(r'"([^"]*)"')


def _conserved(problems, what, found, expected) -> None:
    if Counter(found) != Counter(expected):
        extra = sorted((Counter(found) - Counter(expected)).elements())
        missing = sorted((Counter(expected) - Counter(found)).elements())
        problems.append(f"{what} not conserved: {extra} extra, {missing} missing")


def _coins(n: int) -> str:
    return "1 coin" if n == 1 else f"{n} coins"


def _effects_text(effects) -> str:
    words = {"coins": "{} coins", "happy": "{} happiness", "rel": "{} religion", "conq": "{} conquistador"}
    parts = []
    for e in effects:
        if e[0] == "gain":
            parts.append(f"{e[2]} {e[1]}")
        elif e[0] in words:
            parts.append(words[e[0]].format(e[1]))
        else:
            parts.append({"ship": "fulfil a shipping order", "road": "take a road tile",
                          "pray": "1 grain for 1 more religion"}.get(e[0], e[0]))
    return ", ".join(parts)


GAME = SantaMaria()
