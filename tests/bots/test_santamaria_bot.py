"""Santa Maria's search (``games/santamaria/bot.py``: ``ROOT_TURN``): a turn is several decisions, so the root
weighs each move by the seat's turn finished by easy's policy, and the level's budget leaves the root its time."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

import pytest

from sobremesa.bots import Information, Ismcts, base, levels, make_bot
from sobremesa.bots.base import best_turn, evaluation, finish_turn, rewards, worth_playing
from sobremesa.core import rng
from sobremesa.core.fuzz import play_random
from sobremesa.games import get
from sobremesa.games.santamaria import bot
from sobremesa.games.santamaria.ak_maya_city import CITY
from sobremesa.games.santamaria.colony import line_buildings
from sobremesa.games.santamaria.data import DOCKS, MAYA_CARD_REGIONS, MAYA_CARDS, MAYA_GOLD_REGION, MAYA_REGIONS
from sobremesa.games.santamaria.scoring import breakdown
from sobremesa.games.santamaria.state import SantaMariaState
from sobremesa.games.santamaria.turn import conquest_points

if TYPE_CHECKING:
    from .conftest import RootSettings

GAME = get("santamaria")


def _choices(players: int = 2, seed: int = 4) -> list[Information]:
    """The decisions with a choice of a random game, as their seats know them."""
    states = play_random(GAME, players, seed=seed, check=False).states
    return [Information.to_move(GAME, s) for s in states
            if not GAME.is_over(s) and len(GAME.legal_actions(s)) > 1]


def test_a_turn_is_finished_until_another_seat_decides() -> None:
    """A die's line asks its seat to choose (a ship, a road, a monk...) before the turn passes: finishing the turn
    plays those choices too."""
    followed = 0
    for info in _choices()[:40:10]:
        state = info.sample(7)
        for move in info.legal:
            after = GAME.step(state, move)
            done = finish_turn(GAME, after, info.seat, played=move)
            assert GAME.actor(done) != info.seat or GAME.is_over(done)
            followed += GAME.actor(after) == info.seat
    assert followed > 0


def test_the_root_weighs_each_move_by_the_turn_it_finishes() -> None:
    """Each root move's prior is the seat's reward once its turn is over (on the root's sampled state), not right
    after the move, for some move the two differ; the moves left out are free ones that do not beat the best
    turn without them."""
    differ = 0
    for info in _choices()[:30:10]:
        bot = Ismcts(5, seconds=None, iterations=0)
        _, seed = rng.next64(rng.seed_state(5))
        state = info.sample(seed)
        root, answers = bot._root(info)
        finished = [rewards(GAME, finish_turn(GAME, GAME.step(state, m), info.seat, played=m))[info.seat]
                    for m in info.legal]
        at_once = [rewards(GAME, GAME.step(state, m))[info.seat] for m in info.legal]
        keep = worth_playing(GAME, best_turn(GAME, info.legal, finished), info.legal, finished)
        for move, value, kept in zip(info.legal, finished, keep):
            child = root.children[move]
            assert child.visits == bot.prior
            assert abs(child.reward / child.visits - (value if kept else 0.0)) < 1e-12
        assert answers == {m for m, kept in zip(info.legal, keep) if kept}
        differ += any(abs(a - b) > 1e-9 for a, b in zip(finished, at_once))
    assert differ > 0


def test_hards_iterations_play_a_root_move_as_the_whole_turn() -> None:
    """Below a root move whose line asks its seat to choose, hard's tree (``levels.WHOLE_TURNS``) holds the next
    seat's decisions, not that choice: its iterations play the rest of the turn by easy's policy, as the prior
    weighed it."""
    checked = 0
    for info in _choices()[:30:5]:
        if any(GAME.observe(info.sample(1), info.seat).out):   # a seat out this year: the seat may decide next
            continue
        bot = make_bot("hard", 3, iterations=0)
        assert isinstance(bot, Ismcts)
        root, _ = bot._root(info)
        for k in range(30):
            bot._iterate(GAME, root, info.sample(k))
        state = info.sample(0)
        for move, child in root.children.items():
            if child.children and GAME.actor(GAME.step(state, move)) == info.seat:
                assert all(node.seat != info.seat for node in child.children.values())
                checked += 1
    assert checked > 0


def test_a_free_action_first_only_when_it_beats_the_best_turn_without_it() -> None:
    """The market (§3.4) before a main action: its finished turn against the best finished turn that starts with
    a main action; a turn finished scores more than the position before it, so that would not do."""
    moves = [("sell", "wood"), ("coins", "r1c1"), ("withdraw", 1)]
    assert best_turn(GAME, moves, [0.9, 0.6, 0.5]) == 0.6
    assert worth_playing(GAME, best_turn(GAME, moves, [0.6, 0.6, 0.5]), moves, [0.6, 0.6, 0.5]) == [False, True, True]
    assert worth_playing(GAME, best_turn(GAME, moves, [0.7, 0.6, 0.5]), moves, [0.7, 0.6, 0.5]) == [True, True, True]


def _turns(state: object, seat: int) -> tuple[list, list[float]]:
    """Each legal move's reward once the seat's turn is over (``finish_turn``)."""
    moves = GAME.legal_actions(state)
    return moves, [rewards(GAME, finish_turn(GAME, GAME.step(state, m), seat, played=m))[seat] for m in moves]


def test_a_bot_does_not_trade_for_ever() -> None:
    """A trade the root keeps raises the best turn without a trade (it is worth more than that turn, and its turn is
    one of those after it): the market can never bring a bot back where it was (hard traded for ever, seed 11)."""
    checked = 0
    for info in _choices(seed=6)[10:17:2]:
        state = info.sample(3)
        moves, values = _turns(state, info.seat)
        now = best_turn(GAME, moves, values)
        for move, value, kept in zip(moves, values, worth_playing(GAME, now, moves, values)):
            if kept and move[0] in ("sell", "buy"):
                after = GAME.step(state, move)
                assert best_turn(GAME, *_turns(after, info.seat)) >= value > now
                checked += 1
    assert checked > 0


def test_a_levels_budget_leaves_the_root_its_time() -> None:
    """The root's turns finished take time inside Pyodide (``levels.ROOTS``): the iterations fill the rest, at
    hard's rate of whole turns (``levels.TURN_RATES``), dearer than medium's; with American Kingdoms at the rates
    of its every module (``levels.OPTION_RATES``), dearer than the base game's; hard's a share of it
    (``levels.LEVEL_COSTS``: its evaluation counts the dice's lines, and at 4 players its playouts weigh more moves)."""
    ak_rates, ak_turn_rates = levels.OPTION_RATES["santamaria"]["american_kingdoms"]
    for players in (2, 4):
        root = levels.ROOTS["santamaria"][players]
        assert root > 0
        assert levels.TURN_RATES["santamaria"][players] < levels.RATES["santamaria"][players]
        assert ak_turn_rates[players] < ak_rates[players] < levels.RATES["santamaria"][players]
        for level, seconds in levels.SECONDS.items():
            whole = level in levels.WHOLE_TURNS
            for options, rates in (({}, levels.TURN_RATES if whole else levels.RATES),
                                   ({"american_kingdoms": True}, {"santamaria": ak_turn_rates if whole else ak_rates})):
                share = levels.LEVEL_COSTS.get(level, {}).get("santamaria", {}).get(players, 1.0)
                assert share == 1.0 if level != "hard" else share < 1   # hard's evaluation and playouts: dearer
                assert levels.iterations(level, "santamaria", players, options) == round(
                    rates["santamaria"][players] * share * (seconds * levels.SEARCHING - root))


def test_hard_plays_out_among_6_drawn_moves_at_4_players(root_settings: RootSettings) -> None:
    """Hard's playouts at 4 players weigh 6 drawn moves a step (``BY_LEVEL``); medium's, and hard's at 2 and 3
    players, the search's 3 (``ismcts.PLAYOUT_MOVES``)."""
    for players in (2, 3, 4):
        for level in ("medium", "hard"):
            assert root_settings(GAME, players, level).moves == (6 if (level, players) == ("hard", 4) else 3)


def test_a_search_level_reads_the_budget_of_the_games_options() -> None:
    """A level's search plays the budget of the options the game was set up with (``Information.options``)."""
    for options in ({}, {"american_kingdoms": True}):
        state = GAME.setup(2, 3, options)
        info = Information.to_move(GAME, state)
        search = Ismcts(1, seconds=None, level="medium")
        search.choose(info)
        assert search.last_iterations == levels.iterations("medium", "santamaria", 2, options)
    assert levels.iterations("medium", "santamaria", 2) > levels.iterations("medium", "santamaria", 2, options)


def test_the_mayan_citys_temples_count_for_each_withdrawal_to_come() -> None:
    """AK Module D: the City scores its temples (cards tucked x completed levels) at each withdrawal: a card tucked
    by a region with a completed level is worth that level for this year's withdrawal, if still to come, and each
    later year's; the colonists' evaluations are unchanged."""
    options = {key: True for key in ("american_kingdoms", "governor", "specialists", "ambassadors", "mayan_city")}
    states = [s for s in play_random(GAME, 2, seed=3, check=False, options=options).states if not GAME.is_over(s)]
    region = next(r for r in MAYA_REGIONS if r != MAYA_GOLD_REGION)
    for state in states[::len(states) // 6]:
        state = state.copy()
        assert state.city is not None
        state.city.hand.clear()   # a card in hand counts by the levels too (the test below)
        more = state.copy()
        assert more.city is not None
        more.city.temples[region].append("level")
        more.city.tucked[region].append("card")
        assert len(more.city.tucked[region]) == len(state.city.tucked[region]) + 1
        withdrawals = state.rules.years - state.year + (not state.out[CITY])
        levels_then = len(more.city.temples[region])
        cards_then = len(more.city.tucked[region])
        gained = levels_then * cards_then - (levels_then - 1) * (cards_then - 1)
        assert bot.evaluate(more, CITY) - bot.evaluate(state, CITY) == \
            pytest.approx(bot.TEMPLE_SHARE * withdrawals * gained)
        assert all(bot.evaluate(more, p) == bot.evaluate(state, p) for p in state.rules.colonists)


def test_a_card_in_the_mayan_citys_hand_counts_by_the_temple_it_would_be_tucked_by() -> None:
    """AK Module D: a card in hand is worth ``CARD_SHARE`` of what tucking it by the region of its actions with the
    more completed levels would score at each withdrawal to come: nothing where neither region has a level."""
    options = {key: True for key in ("american_kingdoms", "governor", "specialists", "ambassadors", "mayan_city")}
    states = [s for s in play_random(GAME, 2, seed=3, check=False, options=options).states if not GAME.is_over(s)]
    card = "AC03"   # a festival or a technology
    regions = [MAYA_CARD_REGIONS[half[0]] for half in MAYA_CARDS[card]]
    checked = 0
    for state in states[::len(states) // 6]:
        assert state.city is not None
        if card in state.city.hand or (state.year == state.rules.years and state.out[CITY]):
            continue
        more = state.copy()
        assert more.city is not None
        more.city.hand.append(card)
        withdrawals = state.rules.years - state.year + (not state.out[CITY])
        best = max(len(state.city.temples[r]) for r in regions)
        assert bot.evaluate(more, CITY) - bot.evaluate(state, CITY) == \
            pytest.approx(bot.CARD_SHARE * withdrawals * best)
        more.city.temples[regions[1]].extend(["level"] * (best + 1))
        assert bot.evaluate(more, CITY) - bot.evaluate(state, CITY) > bot.CARD_SHARE * withdrawals * best
        checked += 1
    assert checked >= 4


def test_a_docked_ship_counts_its_docks_bonus_for_each_withdrawal_to_come() -> None:
    """§4.4, §9.8: each ship fires its dock's bonus when its seat withdraws: a ship of no purple points, in a harbour
    with no set near, is worth its bonus (2 coins, a religion step, a conquistador step by this year's ranks, a point)
    at each withdrawal still to come, this year's if the seat has not withdrawn and one a year after."""
    states = [s for s in play_random(GAME, 4, seed=2, check=False).states if not GAME.is_over(s)]
    checked = {True: 0, False: 0}
    for state in states[::len(states) // 12]:
        seat = 1
        withdrawals = state.rules.years - state.year + (not state.out[seat])
        raised = state.copy()
        raised.conq[seat] += 1
        worth = {"coins": 2 / 3, "religion": bot.RELIGION_STEP, "points": 1.0,
                 "conquistador": bot.CONQUEST_SHARE * (conquest_points(raised)[seat] - conquest_points(state)[seat])}
        for dock, name in enumerate(DOCKS):
            more = state.copy()
            more.harbour[seat][dock].append("ST1")   # no purple points
            if sum(map(bool, more.harbour[seat])) == len(DOCKS) or breakdown(more, seat) != breakdown(state, seat):
                continue
            assert bot.evaluate(more, seat) - bot.evaluate(state, seat) == \
                pytest.approx(bot.DOCK_SHARE * withdrawals * worth[name])
            assert all(bot.evaluate(more, p) == bot.evaluate(state, p) for p in range(4) if p != seat)
            checked[state.out[seat]] += 1
    assert checked[True] and checked[False]


@pytest.mark.parametrize(("hard", "step"), [(False, bot.GOVERNOR_STEP), (True, bot.HARD_GOVERNOR_STEP)])
def test_a_governors_step_counts_at_least_governor_step_while_the_game_goes_on(hard: bool, step: float) -> None:
    """AK Module A: each step of a colonist's governor right or down raises its evaluation by ``GOVERNOR_STEP`` at
    least (the overview card's grid pays 1 for a first step; hard's by ``HARD_GOVERNOR_STEP``), as far as the bottom
    right corner's points or the steps' worth, the greater (10 steps from the top left's -12 to its 12); hard's dice
    aside (the governor blocks the space it stands on, so the dice's lines change)."""
    options = {key: True for key in ("american_kingdoms", "governor")}
    state = next(s for s in play_random(GAME, 2, seed=1, check=False, options=options).states
                 if not GAME.is_over(s) and s.year == 2)
    assert state.governor is not None
    path = [0, 1, 7, 8, 14, 15, 21, 22, 28, 29, 35]   # right and down by turns, from the top left to the corner
    values = []
    for space in path:
        moved = state.copy()
        assert moved.governor is not None
        moved.governor[0] = space
        parts = bot.terms(moved, 0, hard)
        values.append(sum(parts) - parts[bot.TERMS.index("dice")])
        assert (bot.evaluate_hard if hard else bot.evaluate)(moved, 0) == pytest.approx(sum(parts))
    assert all(b - a >= step - 1e-9 for a, b in itertools.pairwise(values))
    assert values[-1] - values[0] == pytest.approx(max(24, 10 * step))


def test_the_mayan_city_never_sells_back_what_it_bought_from_the_supply() -> None:
    """AK Module D: the City's trades with the supply are one decision each until it declines; a bot trades only
    when that raises its evaluation (``FREE_ACTIONS``), so it never sells what it bought, nor buys what it sold,
    and stops (medium bought and sold cacao at 1 coin for ever, 4 players, seed 12)."""
    options = {key: True for key in ("american_kingdoms", "governor", "specialists", "ambassadors", "mayan_city")}
    states = [s for s in play_random(GAME, 2, seed=2, check=False, options=options).states
              if not GAME.is_over(s) and s.tasks and s.tasks[-1][0] == "trading" and GAME.actor(s) == CITY]
    assert states
    for k, state in enumerate(states[:12:4]):
        medium = make_bot("medium", k, iterations=10)
        trades: list[tuple[str, str]] = []
        for _ in range(12):
            if GAME.actor(state) != CITY or state.tasks[-1][0] != "trading":
                break
            move = medium.choose(Information(GAME, state, CITY))
            if move[0] in ("supply_buy", "supply_sell"):
                trades.append((move[0], move[1]))
            state = GAME.step(state, move)
        assert GAME.actor(state) != CITY or state.tasks[-1][0] != "trading"
        bought = {r for kind, r in trades if kind == "supply_buy"}
        assert not bought & {r for kind, r in trades if kind == "supply_sell"}


@pytest.mark.parametrize("cap", [2, 3, base.TURN_CAP])
def test_a_turn_begun_by_an_offer_withdrawn_is_the_turn_without_it(monkeypatch: pytest.MonkeyPatch, cap: int) -> None:
    """AK Module D: an offer to another player is a free action, its withdrawal a decision with one move; the turn
    an offer begins is cut at the same choice as the turn from where it was made (``bots.base.TURN_CAP``: a decision
    with one move is no choice, a free action none either), so it finishes where that turn does, and the search does
    not weigh it (``worth_playing``). Counted by decisions it stopped one sooner: medium, the City playing on alone,
    offered and withdrew for ever (seed 53). Smaller caps cut more turns short."""
    monkeypatch.setattr(base, "TURN_CAP", cap)
    options = {key: True for key in ("american_kingdoms", "governor", "specialists", "ambassadors", "mayan_city")}
    checked = 0
    for seed in (2, 3):
        for state in play_random(GAME, 2, seed=seed, check=False, options=options).states:
            if GAME.is_over(state) or GAME.actor(state) != CITY or not all(state.out[p] for p in state.rules.colonists):
                continue
            offers = [move for move in GAME.legal_actions(state) if move[0] == "offer"]
            if not offers:
                continue
            withdrawn = finish_turn(GAME, GAME.step(state, offers[0]), CITY, played=offers[0])
            assert bot.evaluate(withdrawn, CITY) == bot.evaluate(finish_turn(GAME, state, CITY), CITY)
            checked += 1
    assert checked >= 2


EVERY_MODULE = {"american_kingdoms": True, "governor": True, "specialists": True, "ambassadors": True,
                "mayan_city": True}


def test_the_evaluation_is_its_terms_added_up() -> None:
    """``evaluate`` is ``terms`` added up (``bots.fitted``), each term what its part of the evaluation counts; once
    the game is over the final scoring alone, and no ``stage``; hard's ``evaluate_hard`` the same but its dice and
    its governor."""
    for players, options in ((2, {}), (4, {}), (4, EVERY_MODULE)):
        states = play_random(GAME, players, seed=9, check=False, options=options).states
        for state in states[::25] + states[-1:]:
            over = GAME.is_over(state)
            assert (bot.stage(state) is None) == over
            for seat in range(players):
                parts = bot.terms(state, seat)
                assert len(parts) == len(bot.TERMS)
                assert bot.evaluate(state, seat) == pytest.approx(sum(parts), abs=1e-9)
                hard = bot.terms(state, seat, hard=True)   # hard's: the dice and the governor counted otherwise
                assert bot.evaluate_hard(state, seat) == pytest.approx(sum(hard), abs=1e-9)
                assert {term for h, p, term in zip(hard, parts, bot.TERMS) if h != p} <= {"governor", "dice"}
                score = breakdown(state, seat)
                assert parts[0] == score["total"] + score["coins left"] / 3
                assert not over or parts[1:] == [0.0] * (len(bot.TERMS) - 1)
                if not over:
                    assert parts[2] == bot.CONQUEST_SHARE * conquest_points(state)[seat]
                    assert parts[3] == bot.RELIGION_STEP * state.rel[seat]


def _dice_term(state: SantaMariaState, seat: int) -> float:
    return bot.terms(state, seat, hard=True)[bot.TERMS.index("dice")]


def _with(state: SantaMariaState, seat: int, blue: list[int], white: list[int], coins: int) -> SantaMariaState:
    """A copy of ``state`` where ``seat`` holds the blue dice ``blue`` and ``coins``, the pool the white dice
    ``white``."""
    changed = state.copy()
    changed.blue[seat], changed.white, changed.coins[seat] = list(blue), list(white), coins
    return changed


def test_hards_evaluation_counts_each_die_by_the_free_buildings_of_its_line() -> None:
    """Hard evaluates by ``evaluate_hard`` (``BY_LEVEL``), medium and easy by ``evaluate``: a blue die is worth
    ``LINE_WORTH`` for each building its row would activate (§3.3 step 4, ``colony.line_buildings``), a die whose
    line has none nothing (step 7), and a space with a die on it is no longer activated (§3.5)."""
    assert evaluation(GAME, "hard") is bot.evaluate_hard
    assert evaluation(GAME, "medium") is evaluation(GAME, "easy") is bot.evaluate
    state = GAME.setup(2, 3, {})
    colony = state.colony[0]
    for value in range(1, 7):
        alone = _with(state, 0, [value], [], 0)
        assert _dice_term(alone, 0) == pytest.approx(bot.LINE_WORTH * len(line_buildings(colony, (), "row", value)))
    assert _dice_term(_with(state, 0, [3], [], 0), 0) == 0.0  # row 3 holds roads and land only
    blocked = _with(state, 0, [2], [], 0)
    blocked.markers[0] = {line_buildings(colony, (), "row", 2)[-1]: "w2"}
    assert _dice_term(blocked, 0) == 0.0
    flat = bot.terms(_with(state, 0, [3], [], 0), 0)[bot.TERMS.index("dice")]
    assert flat == bot.DIE_VALUE   # the other levels' evaluation: a die is a die


def test_a_coin_turns_a_die_to_the_line_a_pip_away() -> None:
    """With a coin (§3.2: 1 coin a pip) a die counts the better of its line and the lines a pip away, less the coin's
    third of a point; the pool's white dice count by the seat's share of them, one of every seat still playing, the
    best for it first."""
    state = GAME.setup(2, 3, {})
    colony = state.colony[0]
    rows = {v: bot.LINE_WORTH * len(line_buildings(colony, (), "row", v)) for v in range(1, 7)}
    for value in range(1, 7):
        near = [rows[v] - 1 / 3 for v in (value - 1, value + 1) if v in rows]
        assert _dice_term(_with(state, 0, [value], [], 1), 0) == pytest.approx(max(rows[value], *near))
    columns = {v: bot.LINE_WORTH * len(line_buildings(colony, (), "column", v)) for v in range(1, 7)}
    pool = [1, 3, 5]  # two seats playing: a share of 1.5 dice, the best column, then half of the next
    best = sorted((columns[v] for v in pool), reverse=True)
    assert _dice_term(_with(state, 0, [], pool, 0), 0) == pytest.approx(best[0] + 0.5 * best[1])
