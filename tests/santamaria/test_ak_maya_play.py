"""American Kingdoms, Module D: the Mayan City in whole games: what each seat sees (the City's hand to its seat
only), the saved form and damaged positions, busy games with every check after every action, and games through
the renderer (every action offered, the City's as plain buttons until the board draws them)."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from sobremesa.core import LoadError, Secret, Session, state_hash
from sobremesa.core.fuzz import play_random
from sobremesa.games.santamaria import GAME

from .conftest import Helpers, play_through_table, states
from .test_ak_maya import MAYA, city_game, the_city


def test_the_hand_is_the_citys_secret(sm: Helpers) -> None:
    """The City's hand and the cards it put under the deck are seen by its seat only; the deck and the temple stacks
    by nobody; every other view is the same."""
    s = city_game(sm, 3)
    c = the_city(s)
    assert Secret(("city", "hand"), frozenset({0}), "action cards") in GAME.secrets(s)
    assert Secret(("city", "under"), frozenset({0}), "action cards") in GAME.secrets(s)
    assert Secret(("city", "deck"), frozenset(), "action cards") in GAME.secrets(s)
    assert Secret(("city", "stacks", "small"), frozenset(), "small temple tiles") in GAME.secrets(s)
    mine, theirs = GAME.view(s, 0), GAME.view(s, 1)
    assert [card["id"] for card in mine["city_hand"]] == c.hand and theirs["city_hand"] is None
    assert theirs["mayan_city"]["hand"] == 5 and theirs["mayan_city"]["deck"] == 19
    assert not set(c.hand) & set(str(theirs).replace("'", '"').split('"'))
    assert GAME.leaks(s) == []
    assert next(e.text for e in GAME.setup(3, 1, MAYA).events if e.to == (0,)).startswith("Player 1 draws the card '")


def test_positions_round_trip_with_the_city() -> None:
    session = play_random(GAME, 3, 9, check=False, options=MAYA)
    for state in states(session)[::5]:
        saved = GAME.state_to_dict(state)
        assert set(saved["mayan_city"]) >= {"hand", "deck", "temples", "face_up", "placed", "die", "route"}
        again = GAME.state_from_dict(saved)
        assert state_hash(GAME, again) == state_hash(GAME, state)
        assert GAME.legal_actions(again) == GAME.legal_actions(state)


@pytest.mark.parametrize(("damage", "problem"), [
    (lambda d: d["mayan_city"]["hand"].append(d["mayan_city"]["deck"][0]), "action cards not conserved"),
    (lambda d: d["mayan_city"]["tokens"].pop(), "building tokens not conserved"),
    (lambda d: d["mayan_city"]["stacks"]["small"].append("TM1"), "temple tiles not conserved"),
    (lambda d: d["mayan_city"]["roads"].extend(["RS2", "RS2"]), "road tokens"),
    (lambda d: d["mayan_city"].update(priests=3, placed={"1a": "priest"}), "high priests"),
    (lambda d: d["mayan_city"]["placed"].update({"2b": "w2"}), "not a building"),
    (lambda d: d["colonies"][0]["resources"].update(gold=13), "gold"),
    (lambda d: d["colonies"][1].update(board="city", colony=[], markers={}, tiles=[]), "is not its own"),
])
def test_a_damaged_city_is_refused_with_the_reason(damage, problem) -> None:  # type: ignore[no-untyped-def]
    data = GAME.state_to_dict(GAME.setup(2, 1, MAYA))
    damage(data)
    with pytest.raises(LoadError, match=problem):
        GAME.state_from_dict(data)


def test_the_city_is_loaded_strictly() -> None:
    data = GAME.state_to_dict(GAME.setup(2, 1, MAYA))
    data["mayan_city"]["die"] = "x9"
    with pytest.raises(LoadError, match="die is 'w3' or 'b5'"):
        GAME.state_from_dict(data)
    data = GAME.state_to_dict(GAME.setup(2, 1, MAYA))
    data["mayan_city"]["built"] = {"1a": "TIM1"}
    with pytest.raises(LoadError, match="mayan_city built"):
        GAME.state_from_dict(data)


IDLE = ("supply_buy", "supply_sell", "redraw", "discard", "replace", "offer")   # trades could go round in circles
CITY_KINDS = {"city_die", "play", "priest", "go", "stop", "tech", "temple", "pave", "storage", "fill", "card",
              "supply_buy", "supply_sell", "redraw", "discard", "replace", "build"}


def test_busy_games_with_the_city(property_games: int) -> None:
    """Games where nobody withdraws while something else can be done: every check after every action, and the
    City's decisions reached."""
    kinds: Counter[str] = Counter()
    for seed in range(max(8, property_games // 2)):
        players = 1 + seed % 4
        options = {**MAYA, **({"setup": "advanced"} if seed % 3 == 1 else {}),
                   **({"governor": True, "specialists": True} if seed % 3 == 2 else {})}
        session = Session.new("santamaria", players, seed, options)
        rng = random.Random(seed)
        while not GAME.is_over(states(session)[-1]):
            state = states(session)[-1]
            assert GAME.invariants(state) == [] and GAME.leaks(state) == []
            legal = GAME.legal_actions(state)
            busy = [a for a in legal if a[0] not in ("withdraw", "decline", "sell", "buy", *IDLE)]
            action = rng.choice(busy or legal)
            kinds[action[0]] += 1
            session.apply(action)
        final = states(session)[-1]
        assert GAME.scores(final) == [GAME.view(final, None)["scores"][p]["total"] for p in range(players)]
    assert CITY_KINDS - {"replace", "storage", "pave", "tech"} <= set(kinds), kinds


@pytest.mark.parametrize("players", [1, 3])
def test_whole_games_with_the_city_through_the_renderer(players: int) -> None:
    kinds = play_through_table(MAYA, players, 90 + players, CITY_KINDS - set(IDLE), 0.7)
    assert {"city_die", "play", "withdraw"} <= kinds
