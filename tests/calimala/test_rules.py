"""Scenario tests for the rules of choosing and activating an action space and the nine actions."""

from __future__ import annotations

import pathlib
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

import pytest

from sobremesa import examples
from sobremesa.core import Action, IllegalAction
from sobremesa.games.calimala.state import CalimalaState

if TYPE_CHECKING:
    from .conftest import Positions

M, A, T = 0, 1, 2
NAMES = ["Marion", "Angelika", "Tanja"]
# H1 Ship+Artwork, H2 Artwork+Wood, H3 Weave+Contribute, H4 Contribute+Build, H5 Transport+Marble,
# H6 Marble+Brick, V1 Ship+Weave, V3 Artwork+Contribute, V5 Wood+Build
GRID = ["ship", "artwork", "wood", "weave", "contribute", "build", "transport", "marble", "brick"]


def pos(cal: Positions, mats: dict[int, dict[str, Any]] | None = None, hands: dict[int, dict[str, int]] | None = None,
        stacks: dict[str, list[str]] | None = None, deck_top: Sequence[str] = (), **extra: Any) -> CalimalaState:
    d = cal.blank(NAMES)
    d["grid"] = list(GRID)
    for p, mat in (mats or {}).items():
        d["mats"][p].update(mat)
    for p, hand in (hands or {}).items():
        d["hands"][p] = hand
    for street, discs in (stacks or {}).items():
        d["stacks"][street] = discs
        for disc in discs:
            d["discs"][int(disc[1])]["coloured" if disc[0] == "c" else "white"] -= 1
    # the others have placed as many discs, on streets these tests leave alone
    placed = [15 - sum(x.values()) for x in d["discs"]]
    filler = iter(["V2", "V2", "V2", "V4", "V4", "V4", "V6", "V6", "V6", "H6", "H6", "H6"])
    for p in range(3):
        for _ in range(max(placed) - placed[p]):
            d["stacks"][next(filler)].append(f"c{p}")
            d["discs"][p]["coloured"] -= 1
    d.update(extra)
    return cal.load(cal.fix(d, deck_top=deck_top))


def wh(w: int = 0, b: int = 0, m: int = 0) -> dict[str, int]:
    return {"wood": w, "brick": b, "marble": m}


def legal(cal: Positions, s: CalimalaState) -> list[Action]:
    return cal.game.legal_actions(s)


# --- choosing an action space -----------------------------------------------------------------
def test_no_disc_where_neither_action_can_be_conducted(cal: Positions) -> None:
    s = pos(cal)
    assert ("place", "H1", "coloured") not in legal(cal, s)      # Ship + Artwork: no cloth, no marble
    assert ("place", "H2", "white") in legal(cal, s)             # Wood is possible
    with pytest.raises(IllegalAction, match="at least one"):
        cal.game.apply(s, ("place", "H1", "coloured"))


def test_a_card_can_make_a_space_possible(cal: Positions) -> None:
    s = pos(cal, hands={M: {"marble": 1}})
    assert ("place", "H1", "coloured") in legal(cal, s)
    s = cal.play(s, ("place", "H1", "coloured"))
    moves = legal(cal, s)
    # He must conduct Artwork: he may not draw for it, only for Ship, and may play the Marble card.
    assert ("card", "marble") in moves and ("draw", "ship") in moves and ("draw", "artwork") not in moves
    s = cal.play(s, ("card", "marble"), ("draw", "ship"))
    assert ("skip", "artwork") not in legal(cal, s)
    s = cal.play(s, ("do", "artwork", "palazzo"))
    assert s.board["palazzo.art"][M] == 1 and s.council_art == [M]


def test_placer_may_not_spend_the_marble_he_needs(cal: Positions) -> None:
    # Artwork + Wood at H2 would be fine; at H1 (Ship + Artwork) the Contribute card would use his only marble.
    s = pos(cal, mats={M: {"warehouses": wh(m=1)}}, hands={M: {"contribute": 1}})
    s = cal.play(s, ("place", "H1", "coloured"))
    assert not any(a[0] == "card" for a in legal(cal, s))
    assert ("do", "artwork", "croce") in legal(cal, s)


# --- activation -------------------------------------------------------------------------------
def test_stack_activation_skips_lower_white_discs(cal: Positions) -> None:
    # V5 (Wood + Build): bottom Angelika, then Tanja, then a white disc of Angelika; Marion on top.
    s = pos(cal, mats={M: {"warehouses": wh(w=2)}, T: {"warehouses": wh(w=2)}}, stacks={"V5": ["c1", "c2", "w1"]})
    s = cal.play(s, ("place", "V5", "coloured"))
    assert s.activation.seat == M and [q[0] for q in s.activation.queue] == [T]  # the white 2nd disc is skipped
    s = cal.play(s, ("do", "wood"), ("skip", "build"))
    assert cal.game.actor(s) == T
    s = cal.play(s, ("do", "wood"), ("skip", "build"))
    # Angelika's 4th disc is not activated: it takes the seat on the first tile.
    assert s.seats == [A] and s.wh[A] == [0, 0, 0] and s.wh[T] == [3, 0, 0]


def test_white_disc_acts_twice_in_any_order() -> None:
    """The rule example ``white-disc-twice`` (py/sobremesa/examples/calimala), which the embeds show."""
    path = pathlib.Path(__file__).resolve().parents[2] / "py" / "sobremesa" / "examples" / "calimala"
    steps = cast(list[CalimalaState], examples.play(examples.read(path / "white-disc-twice.json")))
    _, placed, _, _, twice, built, angelika, done = steps
    assert sorted(placed.activation.pending) == ["build", "build", "wood", "wood"]
    assert twice.wh[M] == [3, 0, 0] and twice.activation.pending == ["build"]  # Wood, Build skipped, Wood
    # ... Build: the skipped Build gives no card.
    assert built.ships[M] == 1 and built.wh[M] == [1, 0, 0] and built.hands[M] == []
    assert built.activation.pending == ["wood", "build"]  # Angelika's disc, once each
    assert angelika.wh[A] == [1, 0, 0] and len(angelika.hands[A]) == 1  # she cannot Build: a card instead
    assert done.phase == "place" and done.turn == A


def test_voluntary_skip_and_partial_action_draw_nothing(cal: Positions) -> None:
    s = pos(cal, mats={A: {"workshops": [2], "ships": 2}}, stacks={"V1": ["c1"]}, deck_top=["transport"])
    s = cal.play(s, ("place", "V1", "coloured"), ("do", "weave"))  # no Ship possible: a card
    assert len(s.hands[M]) == 1 and cal.game.legal_actions(s) == [("done",)]
    s = cal.play(s, ("done",))
    assert cal.game.actor(s) == A
    # Angelika: skips Weave, ships only one of two possible cubes: no card.
    s = cal.play(s, ("skip", "weave"), ("do", "ship", "lisbon", 0), ("stop",))
    assert s.hands[A] == [] and s.board["lisbon"][A] == 1 and s.phase == "place"


def test_lower_owner_who_can_do_neither_draws_two(cal: Positions) -> None:
    s = pos(cal, mats={M: {"workshops": [1], "ships": 1}}, stacks={"H1": ["c2"]},
            deck_top=["ship", "ship", "transport"])
    s = cal.play(s, ("place", "H1", "coloured"), ("do", "ship", "london", 0))
    # Marion cannot Artwork (one card); Tanja can do neither (two cards).
    s = cal.play(s, ("done",), ("draw", "artwork"), ("done",))
    assert len(s.hands[M]) == 1 and sorted(s.hands[T]) == ["ship", "transport"]
    assert s.phase == "place" and s.turn == A


def test_action_card_only_if_partly_doable(cal: Positions) -> None:
    s = pos(cal, hands={M: {"ship": 1, "transport": 1, "brick": 1}})
    s = cal.play(s, ("place", "V5", "coloured"))
    cards = {a[1] for a in legal(cal, s) if a[0] == "card"}
    assert cards == {"brick"}


def test_reshuffle_when_the_last_card_is_drawn(cal: Positions) -> None:
    d = cal.blank(NAMES)
    d["grid"] = list(GRID)
    d["mats"][M].update(workshops=[1], ships=1)
    cal.fix(d, deck_top=["ship"])
    d["deck"], d["discard"] = d["deck"][-1:], d["deck"][:-1]
    s = cal.load(d)
    s = cal.play(s, ("place", "H1", "coloured"), ("do", "ship", "london", 0))
    # Marion cannot Artwork and draws the last card: the discard pile becomes the new deck at once.
    assert s.hands[M] == ["ship"] and len(s.deck) == 44 and s.discard == [] and s.barrier
    assert "The deck is empty: the discard pile is shuffled into a new deck." in [e.text for e in s.events]


# --- the actions ------------------------------------------------------------------------------
def test_full_warehouse_draws_a_card(cal: Positions) -> None:
    s = pos(cal, mats={M: {"warehouses": wh(w=4)}})
    s = cal.play(s, ("place", "V5", "coloured"))       # Wood + Build
    assert ("do", "wood") not in legal(cal, s)
    s = cal.play(s, ("draw", "wood"), ("do", "build", "ship"))
    assert len(s.hands[M]) == 1 and s.wh[M] == [2, 0, 0] and s.ships[M] == 1


def test_weave_one_cube_per_workshop(cal: Positions) -> None:
    s = pos(cal, mats={M: {"workshops": [4, 1, 0]}})
    s = cal.play(s, ("place", "V1", "coloured"), ("do", "weave"))
    assert s.shops[M] == [4, 2, 1]


def test_ship_one_cube_per_ship(cal: Positions) -> None:
    s = pos(cal, mats={M: {"workshops": [4], "ships": 2}})
    s = cal.play(s, ("place", "V1", "coloured"), ("do", "ship", "lisbon", 0), ("ship", "london", 0))
    assert s.shops[M] == [2] and s.board["lisbon"][M] == 1 and s.board["london"][M] == 1
    assert s.activation.step is None  # two ships: no third delivery


def test_transport_one_cube_per_trade_house(cal: Positions) -> None:
    s = pos(cal, mats={M: {"workshops": [3, 2]}}, houses={"troyes": [M], "bruges": [M], "hamburg": []})
    s = cal.play(s, ("place", "H5", "coloured"), ("do", "transport", "troyes", 1))
    assert {a[1] for a in legal(cal, s) if a[0] == "transport"} == {"bruges"}
    s = cal.play(s, ("transport", "bruges", 0))
    assert s.shops[M] == [2, 1] and s.board["troyes"][M] == 1 and s.board["bruges"][M] == 1


def test_build_limits(cal: Positions) -> None:
    s = pos(cal, mats={M: {"warehouses": wh(w=1, b=2), "workshops": [1]}},
            houses={"troyes": [M], "bruges": [], "hamburg": []})
    s = cal.play(s, ("place", "H4", "coloured"))
    builds = {a[2:] for a in legal(cal, s) if a[:2] == ("do", "build")}
    assert builds == {("house", "bruges"), ("house", "hamburg"), ("workshop",)}  # no ship: 1 wood
    s = cal.play(s, ("do", "build", "workshop"))
    assert s.shops[M] == [1, 0] and s.wh[M] == [0, 1, 0] and s.cubes[M] == 40 - 2


def test_artwork_to_any_of_four_buildings(cal: Positions) -> None:
    s = pos(cal, mats={M: {"warehouses": wh(m=1)}})
    s = cal.play(s, ("place", "V3", "coloured"))
    assert {a[2] for a in legal(cal, s) if a[:2] == ("do", "artwork")} == {"fiore", "miniato", "croce", "palazzo"}


def test_contribute_matching_slot(cal: Positions) -> None:
    d_board = {"miniato.wood": [3, 0, 0, 0]}
    s = pos(cal, mats={M: {"warehouses": wh(w=1, m=1)}})
    for area, counts in d_board.items():
        s.board[area] = counts
        s.cubes[M] -= 3
    s = cal.play(s, ("place", "H3", "coloured"))
    options = {a[2:] for a in legal(cal, s) if a[:2] == ("do", "contribute")}
    assert ("wood", "miniato") not in options and ("wood", "fiore") in options and ("marble", "croce") in options
    assert not any(o[0] == "brick" for o in options)


# --- hidden information ----------------------------------------------------------------------
def test_hand_sizes_public_contents_hidden(cal: Positions) -> None:
    s = pos(cal, hands={A: {"wood": 2, "build": 1}})
    v = cal.game.view(s, M)
    assert v["players"][A]["hand"] is None and v["players"][A]["hand_size"] == 3
    assert cal.game.view(s, A)["players"][A]["hand"] == {"wood": 2, "build": 1}
    assert v["players"][A]["kept"] is None and [v["players"][M]["kept"]] == s.kept[M]
    assert cal.game.leaks(s) == []


def test_a_resolver_with_cards_decides_himself_playable_or_not(cal: Positions) -> None:
    # Waiting for him only when a card is playable would tell the table what he holds (RULES-NOTES 25).
    for card in ("wood", "ship"):  # after the Wood action a Wood card is playable, a Ship card is not (no cloth)
        s = pos(cal, hands={M: {card: 1}})
        s = cal.play(s, ("place", "H2", "coloured"), ("do", "wood"))
        assert cal.game.actor(s) == M and ("draw", "artwork") in legal(cal, s)
        s = cal.play(s, ("draw", "artwork"))
        assert cal.game.actor(s) == M and ("done",) in legal(cal, s)
    # With no card in hand (public: the hand size) the compensation is drawn at once.
    s = cal.play(pos(cal, deck_top=["ship"]), ("place", "H2", "coloured"), ("do", "wood"))
    assert s.hands[M] == ["ship"] and s.activation.pending == [] and legal(cal, s) == [("done",)]


def test_white_placer_must_still_conduct_one_of_four(cal: Positions) -> None:
    s = pos(cal, hands={M: {"marble": 1}}, deck_top=["transport"] * 3)
    s = cal.play(s, ("place", "H1", "white"))
    assert sorted(s.activation.pending) == ["artwork", "artwork", "ship", "ship"]
    s = cal.play(s, ("draw", "ship"), ("draw", "ship"), ("draw", "artwork"))
    moves = legal(cal, s)
    assert ("draw", "artwork") not in moves and ("card", "marble") in moves
    s = cal.play(s, ("card", "marble"), ("do", "artwork", "fiore"))
    assert s.board["fiore.art"][M] == 1 and s.hands[M] == ["transport"] * 3
