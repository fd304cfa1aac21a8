"""Santa Maria on the engine contract: whose decision, legal actions, apply, the view, the end.

The rules live in the modules named after them: ``setup``, ``turn`` (the main and free actions,
the year end), ``effects`` (what buildings, tracks, monks and ships do), ``scoring``; the words
players read in ``words``; the invariants in ``checks``; the saved form in ``positions``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ...core import Action, Game, Option, Outcome, Secret
from ...core.serial import dumps
from . import checks, hooks, positions, words
from .colony import CELL_NAMES, LINES, format_rows
from .data import BISHOPS, DOCKS, MAX_PLAYERS, MISSIONS, ORDERS, PLAYERS_NEED, SCHOLAR_TEXT, SCHOLARS, TILES
from .effects import decide, die_line, monks_left
from .scoring import achievements, breakdown, final_scores, outcome
from .setup import choose_set, new_state
from .state import SantaMariaState
from .turn import FREE, MAIN, coin_activation_cost, free_action, main_action, settle, turn_actions, white_taken

NOBODY: frozenset[int] = frozenset()
PREVIEW_COLOUR = {"column": "white", "row": "blue"}


class SantaMaria(Game[SantaMariaState]):
    name = "santamaria"
    title = "Santa Maria"
    version = "1"
    min_players, max_players = 1, MAX_PLAYERS
    players_need = PLAYERS_NEED   # 5 players: 4 colonists and the Mayan City, with Module C (AK Module D)
    has_secrets = False   # everything hidden is hidden from every seat alike (face-down stacks, the box)
    options = (
        Option("setup", words.OPTION_LABELS["setup"], ("standard", "advanced"), "standard", players=(2, 3, 4, 5),
               help=words.OPTION_HELP["setup"], choice_words=words.OPTION_CHOICES["setup"]),
        Option("american_kingdoms", words.OPTION_LABELS["american_kingdoms"], (False, True), False,
               help=words.OPTION_HELP["american_kingdoms"]),
        *(Option(key, words.OPTION_LABELS[key], (False, True), False, requires=("american_kingdoms",),
                 help=words.OPTION_HELP[key]) for key in ("governor", "specialists", "ambassadors", "mayan_city")),
    )

    def check_options(self, count: int, options: dict[str, Any] | None) -> dict[str, Any]:
        """The options with their defaults, except an expansion switched off, which is left out: records and
        saved positions of the base game are the same as before the expansion existed."""
        out = super().check_options(count, options)
        return {k: v for k, v in out.items() if v is not False}

    # --- set-up, whose decision, what it may be ------------------------------------------------
    def new_state(self, names: list[str], rng: int, options: dict[str, Any]) -> SantaMariaState:
        return new_state(names, rng, options)

    def actor(self, s: SantaMariaState) -> int | None:
        """The seat on turn, or the seat of the decision at hand (``SantaMariaState.deciding``)."""
        return None if s.phase == "over" else s.deciding

    def legal_actions(self, s: SantaMariaState) -> list[Action]:
        if s.phase == "sets":
            return [("choose", i) for i in range(len(s.sets))]
        if s.phase == "play":
            return turn_actions(s)
        return []

    def play(self, s: SantaMariaState, action: Action) -> None:
        kind, p = action[0], s.on_turn
        if kind == "choose":
            choose_set(s, p, action[1])
            return
        if kind in FREE:
            free_action(s, s.deciding, action)   # the seat deciding may buy and sell (§3.4; AK: a follower too)
        elif kind in MAIN or kind in s.rules.main:
            main_action(s, p, action)
        else:
            decide(s, action)
        settle(s)

    # --- the end ---------------------------------------------------------------------------------
    def is_over(self, s: SantaMariaState) -> bool:
        return s.phase == "over"

    def scores(self, s: SantaMariaState) -> list[int]:
        return final_scores(s)

    def outcome(self, s: SantaMariaState) -> Outcome | None:
        """§7.2 the ranking with its tie-break; §7.3 solo: won with the goal reached; the score by category (§7.1)
        for the end screen."""
        return replace(outcome(s), categories=words.score_categories(s)) if s.phase == "over" else None

    # --- what everybody sees ---------------------------------------------------------------------
    def player_names(self, s: SantaMariaState) -> list[str]:
        return list(s.names)

    def counters(self, view: dict[str, Any]) -> dict[int, dict[str, int]]:
        return words.counters(view)

    def view(self, s: SantaMariaState, seat: int | None) -> dict[str, Any]:
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
                         for m in s.rules.missions],
            "display": [{"id": t, "shape": TILES[t][0], "squares": list(TILES[t][1])} for t in s.display],
            "tile_stacks": {k: len(v) for k, v in s.tile_stacks.items()}, "discard": list(s.discard),
            "roads": s.roads, "retire": list(s.retire),
            "sets": [{"town_hall": h, "scholar": x, "name": SCHOLARS[x]} for h, x in s.sets],
            "players": [self._player_view(s, p) for p in range(s.players)],
            "lines": self._lines(s, s.seat) if s.phase == "play" and s.seat in s.rules.colonists else None,
            "scores": [breakdown(s, p) for p in range(s.players)] if over else None,
            "achievements": achievements(s) if over and s.players == 1 else None,
            **hooks.view(s), **hooks.seat_view(s, seat),
        }

    @staticmethod
    def _player_view(s: SantaMariaState, p: int) -> dict[str, Any]:
        return {
            "name": s.names[p], "board": s.boards[p], "colony": format_rows(s.colony[p]),
            "markers": {CELL_NAMES[c]: m for c, m in sorted(s.markers[p].items())},
            "resources": dict(zip(s.rules.resources, s.res[p])), "coins": s.coins[p], "happiness": s.happy[p],
            "blue": list(s.blue[p]), "religion": s.rel[p], "conquistador": s.conq[p],
            "harbour": {DOCKS[d]: list(t) for d, t in enumerate(s.harbour[p])},
            "monks": monks_left(s, p), "scholar": s.personal[p], "white_taken": white_taken(s, p),
            "coin_cost": coin_activation_cost(s, p), "out": s.out[p],
            "tiles": [positions.placed_out(t) for t in s.placed[p]],
        }

    @staticmethod
    def _lines(s: SantaMariaState, p: int) -> dict[str, dict[str, list[str]]]:
        """The preview: for the seat on turn, the buildings each row and column would activate (a column as a
        white die, a row as a blue one)."""
        return {o: {str(v): [CELL_NAMES[c] for c in die_line(s, p, o, v, PREVIEW_COLOUR[o])] for v in lines}
                for o, lines in LINES.items()}

    # --- the words players read ------------------------------------------------------------------
    def prompt(self, s: SantaMariaState) -> str:
        return words.prompt(s)

    def describe(self, s: SantaMariaState, action: Action, seat: int | None = None) -> str:
        return words.describe(s, action, seat)

    def why_illegal(self, s: SantaMariaState, action: Action) -> str:
        return words.why_illegal(s, action)

    # --- save, load, checks ----------------------------------------------------------------------
    def state_to_dict(self, s: SantaMariaState) -> dict[str, Any]:
        return positions.to_dict(s)

    def read_state(self, data: dict[str, Any]) -> SantaMariaState:
        return positions.from_dict(self, data)

    def invariants(self, s: SantaMariaState) -> list[str]:
        return checks.invariants(s)

    def secrets(self, s: SantaMariaState) -> list[Secret]:
        """The face-down stacks and the box, hidden from all; a hand (AK Module D: the Mayan City's action cards),
        seen by its seat only."""
        return [*(Secret(path, NOBODY, pool) for path, pool, _ in _face_down(s)),
                *(Secret(path, frozenset({seat}), pool) for path, seat, pool, _ in hooks.hands(s))]

    def hides_information(self, s: SantaMariaState) -> bool:
        """A seat holds a hand the others may not see (AK Module D: the Mayan City's action cards)."""
        return any(m.hands for m in s.rules.modules)

    def leaks(self, s: SantaMariaState) -> list[str]:
        """No view shows a component hidden from its seat (face down, in the box, another seat's hand); every
        seat sees the same but for its own hand (``hooks.seat_view``)."""
        own = set(hooks.seat_view(s, None))
        base = self.view(s, None)
        stacks = {x for _, _, part in _face_down(s) for x in part}
        problems = []
        for seat in (None, *range(s.players)):
            view = base if seat is None else self.view(s, seat)
            hidden = stacks | {x for _, owner, _, part in hooks.hands(s) if owner != seat for x in part}
            found = hidden & set(_QUOTED.findall(dumps(view)))
            if found:
                problems.append(f"the view of seat {seat} shows hidden components {sorted(found)}")
            if {k: v for k, v in view.items() if k not in own and k != "seat"} != \
                    {k: v for k, v in base.items() if k not in own and k != "seat"}:
                problems.append(f"seat {seat} sees something the others do not")
        return problems


_QUOTED = re.compile(r'"([^"]*)"')


def _face_down(s: SantaMariaState) -> list[tuple[tuple[str, ...], str, Sequence[str]]]:
    """(path, pool, contents) of every part of the state no seat sees: the face-down stacks (the order
    of a stack is unknown too), the components left in the box, and the modules' face-down stacks."""
    return [(("ship_stack",), "shipping orders", s.ship_stack),
            *((("tile_stacks", shape), f"{shape} tiles", stack) for shape, stack in s.tile_stacks.items()),
            (("scholar_box",), "scholars", s.scholar_box),
            (("bishop_box",), "bishops", s.bishop_box),
            (("th_box",), "town halls", s.th_box),
            *hooks.face_down(s)]


GAME = SantaMaria()
