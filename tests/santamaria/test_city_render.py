"""American Kingdoms, Module D: the Mayan City's board (render.santamaria_city), drawn from the City's part of the view:
its paths and spots, printed buildings and building tokens by name, road tokens, temples, storage, high priests, the
hand to the City only, the decisions as targets on the board, a die's roads previewed before it is chosen."""
from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from typing import Any

from sobremesa import render
from sobremesa.app.table import Table
from sobremesa.games.santamaria import GAME
from sobremesa.games.santamaria.ak_maya_cards import tech_cards
from sobremesa.games.santamaria.state import MayanCity, SantaMariaState
from sobremesa.render import santamaria_city
from sobremesa.render.santamaria import Ctx

from .conftest import Helpers

MAYA = {"american_kingdoms": True, "mayan_city": True}
NAMES = ("Alex", "Red", "Blue", "Green")
# the City's ids (cards, temple tiles, building tokens, road spaces, spots) never shown as text
SVG = "{http://www.w3.org/2000/svg}"
CITY_CODE = re.compile(r"\b(?:AC\d\d|T[LMS]\d|TIM\d|STR\d|RS\d|[1-6][abc]|COIN1|CONQ|REL|WOOD|GRAIN)\b")


# the City's decisions left to plain buttons under the board (as a colonist's): the trades with the supply, the
# redraw's end, a card for a monk symbol, the church's grain step, declining
BUTTONS = {"supply_buy", "supply_sell", "redraw", "replace", "card", "pray", "decline"}


def city_game(sm: Helpers, players: int = 3) -> SantaMariaState:
    s = sm.new(players, 1, **MAYA)
    s.names = NAMES[:players]
    return s


def the_city(s: SantaMariaState) -> MayanCity:
    assert s.city is not None
    return s.city


def screen(s: SantaMariaState, seat: int, ui: dict[str, Any] | None = None) -> render.Composed:
    legal = GAME.legal_actions(s) if GAME.actor(s) == seat else []
    return render.compose("santamaria", GAME.view(s, seat), legal, lambda a: GAME.describe(s, a, seat),
                          render.tokens_for(None, s.players), ui or {})


def city_svg(markup: str) -> ET.Element:
    root = ET.fromstring(markup)
    return next(svg for svg in root if "sm-city" in svg.get("class", ""))


def shown(element: ET.Element) -> list[str]:
    """Every text a player reads in it: text nodes, hover titles and labels."""
    return [t for e in element.iter() for t in (e.text, e.get("aria-label")) if t and t.strip()]


def labelled(element: ET.Element, start: str) -> ET.Element:
    return next(e for e in element.iter() if e.get("aria-label", "").startswith(start))


def test_the_city_board_between_the_common_board_and_the_colonists_colonies(sm: Helpers) -> None:
    """The City's board replaces its colony: three SVGs (common board, the City, the colonists' colonies); its
    printed buildings by name on the first spots, the other spots empty, the temples with their face-up tiles, the
    storage tiles full or empty, the gold, the high priests; no code anywhere in what is read."""
    s = city_game(sm)
    board = screen(s, 1)["board"]
    root = ET.fromstring(board)
    assert [svg.get("class", "").split()[-1] for svg in root] == ["sm-common", "sm-city", "sm-colonies"]
    assert [g.get("data-seat") for g in root.iter() if g.get("class") == "colony"] == ["1", "2"]
    city = city_svg(board)
    texts = shown(city)
    assert "Alex: the Mayan City" in texts
    spot = labelled(city, "first spot of path 4")
    assert spot.get("aria-label") == "first spot of path 4: the fort (1 conquistador), printed; beside the gold and " \
        "the build temples"
    assert labelled(city, "second spot of path 1").get("aria-label") == \
        "second spot of path 1: empty; beside the trade temple"
    temple = labelled(city, "the gold temple")
    tile = the_city(s).face_up["gold"]
    assert tile is not None
    assert temple.get("aria-label", "").startswith("the gold temple: 0 of 3 levels completed; the large tile face up, "
                                                   "completed for ")
    assert "reward a high priest; no card tucked; it scores 0 points now" in temple.get("aria-label", "")
    assert {"a cacao storage tile, full", "a cacao storage tile, empty", "a wood storage tile, full"} <= set(texts)
    assert any(t.startswith("Gold: ") for t in texts) and any(t.startswith("High priests: 0 ready") for t in texts)
    assert "road 2, joining the second spot of path 1 and the second spot of path 3: empty" in texts
    assert [t for t in texts if CITY_CODE.search(t)] == []


def test_the_hand_only_in_the_citys_own_view_marked_secret(sm: Helpers) -> None:
    """The hand is drawn from the view only: the City's seat sees its cards by their two actions (class secret),
    the colonists only how many it holds."""
    s = city_game(sm)
    own = city_svg(screen(s, 0)["board"])
    secret = [e for e in own.iter() if e.get("class") == "secret"]
    assert len(secret) == 1
    hand = GAME.view(s, 0)["city_hand"]
    assert len(hand) == 5
    for card in hand:
        whole = f"the card '{card['actions'][0]} | {card['actions'][1]}'"
        texts = shown(secret[0])
        assert all(action in texts for action in card["actions"])       # each half's words on the card
        assert any(t.startswith(f"{whole}: ") or t.endswith(f"({whole}: {card['actions'][0]})") for t in texts)
    other = screen(s, 1)["board"]
    assert 'class="secret"' not in other and "the card '" not in other
    assert "Action cards: 5 in the hand, " in " ".join(shown(city_svg(other)))
    for card in hand:
        assert all(action not in other for action in card["actions"] if action != "trade")


def test_a_picked_die_targets_the_die_symbols_each_previewing_the_roads_it_can_walk(sm: Helpers) -> None:
    """§ "A. Use a die": with a die picked (from the pool, or the City's blue die), each die symbol it may go to
    is a target of that die move; hovering shows the roads (lines through the spots) and the stops (rings), from
    the view's walks. Here the fort on 4a is occupied and a gem mine stands on 3b: a 4 passes the fort and can
    only stop on the gem mine."""
    s = city_game(sm)
    c = the_city(s)
    c.placed["4a"] = "w4"
    c.tokens.remove("TIM1")
    c.built["3b"] = "TIM1"
    view = GAME.view(s, 0)
    assert view["mayan_city"]["walks"]["4"] == [["4a", "3b"]]
    assert view["mayan_city"]["walks"]["3"] == [["3a"], ["3a", "3b"]]
    s.white[0] = 4
    city = city_svg(screen(s, 0, {"die": ["white", 4]})["board"])
    symbol = next(e for e in city.iter() if e.get("aria-label", "").endswith("(a die on 4 can stop on the second "
                                                                             "spot of path 3)"))
    assert symbol.get("aria-label", "").startswith("Alex uses a white 4 on path 4 of the City")
    moves = render.actions_in(ET.tostring(symbol, encoding="unicode"))
    assert moves == {("city_die", "white", 4, 4, "coins", card) for card in (None, *tech_cards(s, 4))}
    siblings = list(next(p for p in city.iter() if symbol in list(p)))
    preview = siblings[siblings.index(symbol) + 1]
    assert "sm-ghost" in preview.get("class", "")
    assert len(list(preview.iter(SVG + "rect"))) == 1 and len(list(preview.iter(SVG + "line"))) == 2   # 1 stop


def test_the_die_on_its_way_its_next_steps_and_its_stop_are_targets_on_the_spots(sm: Helpers) -> None:
    """The walk decision: each next spot is a target (with the roads on from it previewed), the vacant building the
    die stands on is the stop; the die is drawn where it stands."""
    s = city_game(sm)
    c = the_city(s)
    for spot, token in (("4b", "TIM1"), ("3b", "TIM2")):
        c.tokens.remove(token)
        c.built[spot] = token
    s.white = [4, *s.white[1:]]
    s = sm.act(s, "city_die", "white", 4, 4, "coins", None)
    assert GAME.legal_actions(s) == [("go", "4b"), ("go", "3b"), ("stop",)]
    city = city_svg(screen(s, 0)["board"])
    targets = {e.get("data-action"): e for e in city.iter() if e.get("data-action")}
    assert set(targets) == {'["go","4b"]', '["go","3b"]', '["stop"]'}
    assert targets['["stop"]'].get("aria-label", "").endswith(
        "(first spot of path 4: the fort (1 conquistador), printed; beside the gold and the build temples; a white "
        "die 4 on its way stands here)")
    assert "(second spot of path 3: the sugar plantation (1 sugar), a timber building token; beside the festival "\
        "and the gold temples)" in targets['["go","3b"]'].get("aria-label", "")
    siblings = list(next(p for p in city.iter() if targets['["go","4b"]'] in list(p)))
    preview = siblings[siblings.index(targets['["go","4b"]']) + 1]
    assert "sm-ghost" in preview.get("class", "") and len(list(preview.iter(SVG + "rect"))) == 1   # stops on 4b


def test_every_decision_of_the_city_is_drawn_on_its_board_in_a_whole_game(sm: Helpers) -> None:
    """A whole game through the table, the City's moves chosen often: every action the City takes on its board is
    drawn there (not as a plain button), the board well-formed, nothing of the hand shown to the others, no code
    in what is read."""
    table = Table.new("santamaria", list(NAMES[:3]), [], MAYA, 93, "k")
    rng = random.Random(5)
    drawn: set[str] = set()
    buttons: set[str] = set()
    for _ in range(3000):
        if table.over:
            break
        if table.needs_pass():
            table.confirm_pass()
        screen_now = table.screen()
        city = city_svg(screen_now["board"])
        assert [t for t in shown(city) if CITY_CODE.search(t)] == []
        offered = render.actions_in(screen_now["board"] + screen_now["side"] + screen_now["buttons"])
        drawn |= {a[0] for a in render.actions_in(ET.tostring(city, encoding="unicode"))}
        if table.seat() == 0:
            buttons |= {a[0] for a in render.fallback_actions(screen_now["board"] + screen_now["side"], table.legal())}
        keen = [a for a in sorted(offered, key=repr) if a[0] in ("build", "pave", "temple", "priest", "go", "tech",
                                                                   "discard", "redraw", "play", "storage", "fill",
                                                                   "city_die")]
        table.act(rng.choice(keen if keen and rng.random() < 0.8 else sorted(offered, key=repr)))
    assert table.over
    assert {"city_die", "play", "build", "discard"} <= drawn, drawn
    assert {k for k in buttons if not k.startswith("offer")} <= BUTTONS, buttons   # offers to colonists: buttons


def test_the_width_of_the_citys_board_is_the_one_app_css_gives_it() -> None:
    with open("web/app.css", encoding="utf-8") as css:
        assert f".sm-board > .sm-city {{ flex: {santamaria_city.WIDTH} 1 0; }}" in css.read()


def test_an_offer_in_progress_on_the_citys_and_the_colonists_screens(sm: Helpers) -> None:
    """AK "Trade with other players": the offer in progress, in the side panel of every screen (to whom, what the
    City gives, what it asks, prepared or sent) and on the City's board; the City's steps as buttons an item a row,
    the colonist's answer as buttons. (The view's part as the engine gives it: ``offer`` and ``refused``.)"""
    s = city_game(sm)
    view = GAME.view(s, 0)
    view["mayan_city"] = {**view["mayan_city"], "refused": [{"seat": 2, "gives": {"wood": 1}, "asks": {"coins": 3},
                                                             "text": "1 wood for 3 coins"}],
                          "offer": {"seat": 1, "gives": {"wood": 1, "gold": 1}, "asks": {"coins": 2}, "sent": False,
                                    "text": "1 wood and 1 gold for 2 coins"}}
    steps = [("offer_give", "gold"), ("offer_back", "wood"), ("offer_give", "wood"), ("offer_ask", "coins"),
             ("offer_send",), ("offer_withdraw",)]
    side = santamaria_city.offer_html(view, steps, lambda a: f"do {a[0]} {a[1:]}")
    text = render.esc("Alex gives 1 wood and 1 gold and asks Red for 2 coins")
    assert "Offer of Alex (the Mayan City) to Red" in side and text in side and "Alex is preparing it" in side
    assert "Declined in this trade: 1 wood for 3 coins" in side
    assert render.actions_in(side) == set(steps)
    rows = re.findall(r'<li><span class="sm-offer-item">(\w+)</span>(.*?)</li>', side)
    assert [(item, re.findall(r">([^<]+)</button>", buttons)) for item, buttons in rows] == \
        [("wood", ["take back", "give +1"]), ("gold", ["give +1"]), ("coins", ["ask +1"])]
    sent = {**view, "mayan_city": {**view["mayan_city"], "offer": {**view["mayan_city"]["offer"], "sent": True}}}
    answer = santamaria_city.offer_html(sent, [("offer_accept",), ("offer_decline",)], lambda a: f"Red: {a[0]}")
    assert "sent: Red accepts or declines" in answer and render.actions_in(answer) == {("offer_accept",),
                                                                                       ("offer_decline",)}
    assert "Red: offer_accept</button>" in answer
    board = santamaria_city.render_city(board_ctx(sent))[0]
    assert "Offer to Red: gives 1 wood and 1 gold, asks 2 coins (sent)" in board
    assert santamaria_city.offer_html(GAME.view(s, 1), [], str) == ""


def board_ctx(view: dict[str, Any]) -> Ctx:
    """The City's board as a seat sees it with no decision of its own."""
    return Ctx(view, {}, str, render.tokens_for(None, len(view["players"])), {}, None, None)
