"""American Kingdoms: the special shipping orders of extension tile 1 (AK "Special Shipping Orders")."""
from __future__ import annotations

from sobremesa.games.santamaria.data import SPECIAL_ORDERS
from sobremesa.games.santamaria.scoring import breakdown
from sobremesa.games.santamaria.state import SantaMariaState

from .conftest import PLAIN, Helpers, give


def ready(sm: Helpers, order: str, **res: int) -> SantaMariaState:
    """Seat 0 to use its blue 1 on the shipping building of row 1, the special order ``order`` shown."""
    s = sm.new(2, american_kingdoms=True)
    sm.colony(s, 0, PLAIN)
    sm.stock(s, 0, coins=0, **{"wood": 0, "cacao": 0, **res})
    s.docks = ["ST1", "ST2", "ST3", "ST4"]
    s.blue[0] = [1]
    assert s.special is not None
    s.special.shown, s.special.stack = order, [x for x in SPECIAL_ORDERS if x != order]
    return s


def harbour(s: SantaMariaState, *counts: int) -> None:
    """Seat 0's harbour holds so many standard ships per dock (taken from the stack)."""
    s.harbour[0] = [[s.ship_stack.pop() for _ in range(n)] for n in counts]


def test_a_special_order_is_paid_docked_where_chosen_and_replaced(sm: Helpers) -> None:
    s = ready(sm, "X1", cacao=1, sugar=1)             # X1: 1 cacao, 1 sugar, 2 points
    s = sm.act(s, "die", "blue", 1, 1, "row")
    assert ("special",) in sm.game.legal_actions(s)
    assert sm.game.describe(s, ("special",)) == ("Player 1 fulfils the special shipping order (1 cacao, 1 sugar; 2 "
                                                 "points) for 1 cacao, 1 sugar.")
    s = sm.act(s, "special")
    assert sm.held(s, 0)["cacao"] == 0 and sm.held(s, 0)["sugar"] == 0 and s.barrier
    assert s.special is not None and s.special.shown in SPECIAL_ORDERS and len(s.special.stack) == 8
    assert s.tasks[-1] == ("dock", 0, "X1")            # every dock holds as many (none): any dock
    assert [a for a in sm.game.legal_actions(s) if a[0] == "dock"] == [("dock", d) for d in range(4)]
    assert "in a dock of your harbour other than your fullest" in sm.game.prompt(s)
    s = sm.act(s, "dock", 2)
    assert s.harbour[0] == [[], [], ["X1"], []] and s.seat == 1
    sm.clean(s)
    assert breakdown(s, 0)["ships"] == 2


def test_the_illustration_not_in_the_coins_dock_nor_the_points_dock(sm: Helpers) -> None:
    """"The player fulfills a special shipping order, and must place it outside either the coins dock or the
    point dock": there the player has the most ships."""
    s = ready(sm, "X9", sugar=0)                        # X9: 4 coins
    s.coins[0] = 4
    harbour(s, 2, 1, 1, 2)
    s = sm.act(s, "die", "blue", 1, 1, "row")
    s = sm.act(s, "special")
    assert s.coins[0] == 0 and s.tasks[-1] == ("dock", 0, "X9")
    assert [a for a in sm.game.legal_actions(s) if a[0] == "dock"] == [("dock", 1), ("dock", 2)]
    assert "other than your fullest: religion, conquistador" in sm.game.why_illegal(s, ("dock", 0))
    s = sm.act(s, "dock", 1)
    assert [len(d) for d in s.harbour[0]] == [2, 2, 1, 2]
    sm.clean(s)


def test_one_dock_left_takes_the_order_at_once(sm: Helpers) -> None:
    s = ready(sm, "X6", gold=1)                         # X6: 1 cacao, 2 coins; gold for the cacao
    s.coins[0] = 2
    harbour(s, 1, 0, 1, 1)
    s = sm.act(s, "die", "blue", 1, 1, "row")
    assert sm.game.describe(s, ("special",)) == ("Player 1 fulfils the special shipping order (1 cacao, 2 coins; 1 "
                                                 "point) for 2 coins, 1 gold in place of 1 cacao, docked at the "
                                                 "religion dock.")
    s = sm.act(s, "special")
    assert s.harbour[0][1] == ["X6"] and s.tasks == [] and s.coins[0] == 0 and sm.held(s, 0)["gold"] == 0
    sm.clean(s)


def test_retiring_space_four_may_fulfil_the_special_order(sm: Helpers) -> None:
    """§8.11 Q8: the retiring space's shipping is a shipping action too (data.SPECIAL_ORDER_ON_RETIRING)."""
    s = ready(sm, "X2", cacao=1, gem=1)
    s = sm.act(s, "withdraw", 4)
    assert ("special",) in sm.game.legal_actions(s)


def test_navigation_takes_one_resource_off_a_special_order_but_no_coins(sm: Helpers) -> None:
    s = ready(sm, "X7", sugar=0)                        # X7: 3 coins, 1 sugar
    s.coins[0] = 3
    give(s, 0, "S6")                                    # Navigation
    s = sm.act(s, "die", "blue", 1, 1, "row")
    assert [a for a in sm.game.legal_actions(s) if a[0] == "special"] == [("special", "sugar")]
    s = sm.act(s, "special", "sugar")
    assert s.coins[0] == 0


def test_an_order_beyond_reach_is_not_offered_and_the_last_one_leaves_the_harbour_empty(sm: Helpers) -> None:
    s = ready(sm, "X5", cacao=1, sugar=1)               # X5 also needs a gem
    s = sm.act(s, "die", "blue", 1, 1, "row")
    assert s.tasks == [] and s.seat == 1                # nothing to ship: no question
    s = ready(sm, "X1", cacao=1, sugar=1)
    assert s.special is not None
    s.ship_stack += s.special.stack
    s.special.stack = []
    s = sm.act(s, "die", "blue", 1, 1, "row")
    s = sm.act(s, "special")
    assert s.special is not None and s.special.shown is None and sm.game.view(s, None)["special_order"] is None
    s = sm.act(s, "dock", 0)
    sm.clean(s)
    s = ready(sm, "X1", cacao=1, sugar=1, gem=1, grain=1)
    assert s.special is not None
    s.special.shown = None
    s = sm.act(s, "die", "blue", 1, 1, "row")           # a starting order can be shipped, the special one is gone
    assert ("special",) not in sm.game.legal_actions(s)
    assert sm.game.why_illegal(s, ("special",)).startswith("No special shipping order is left.")
