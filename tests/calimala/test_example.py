"""The rulebook's "Extended Example of a Player Turn": Marion, Angelika, Tanja, then the Lisbon scoring."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sobremesa.games.calimala.data import SCORING_TILES
from sobremesa.games.calimala.state import CalimalaState

if TYPE_CHECKING:
    from conftest import Positions

MARION, ANGELIKA, TANJA = 0, 1, 2


def example_position(cal: Positions) -> CalimalaState:
    d = cal.blank(["Marion", "Angelika", "Tanja"])
    # The street between Artwork (r0c0) and Ship (r0c1) is H1.
    d["grid"] = ["artwork", "ship", "marble", "wood", "contribute", "weave", "build", "brick", "transport"]
    # Stack: a white disc at the bottom, Tanja's disc, Angelika's red disc on top.
    d["stacks"]["H1"] = ["w1", "c2", "c1"]
    d["stacks"]["V6"] = ["c0"]
    d["stacks"]["V5"] = ["c2"]
    # Marion already holds a seat: the Troyes tile was scored before; Lisbon is the next tile.
    order = ["ST01", "ST05"] + [t for t in SCORING_TILES if t not in ("ST01", "ST05")]
    d["council"], d["seats"] = order, [MARION]
    d["discs"] = [{"coloured": 10, "white": 3, "neutral": 0}, {"coloured": 11, "white": 2, "neutral": 0},
                  {"coloured": 10, "white": 3, "neutral": 0}]
    d["score"] = [5, 4, 2]
    # Lisbon: one yellow (Tanja), one blue (Marion), two red (Angelika).
    d["board"]["lisbon"] = [1, 2, 1, 0]
    # Marion: one cloth in each of two workshops, two marble, two ships, Artwork and Wood cards.
    d["mats"][MARION].update(warehouses={"wood": 0, "brick": 0, "marble": 2}, workshops=[1, 1], ships=2)
    d["hands"][MARION] = {"artwork": 1, "wood": 1}
    # Angelika: one empty workshop, two ships, one marble and one brick, a Build card, a house in Troyes.
    d["mats"][ANGELIKA].update(warehouses={"wood": 0, "brick": 1, "marble": 1}, workshops=[0], ships=2)
    d["hands"][ANGELIKA] = {"build": 1}
    d["houses"]["troyes"] = [ANGELIKA]
    # Tanja: no marble, no cloth.
    d["mats"][TANJA].update(warehouses={"wood": 1, "brick": 0, "marble": 0}, workshops=[0], ships=1)
    # Angelika draws a Wood card; Tanja then draws two cards she cannot use now.
    return cal.load(cal.fix(d, deck_top=["wood", "ship", "transport"]))


def test_extended_example(cal: Positions) -> None:
    g = cal.game
    s = example_position(cal)
    s = cal.play(s, ("place", "H1", "coloured"))
    assert g.actor(s) == MARION
    # Marion: the Artwork action, then the Artwork card, both to Santa Croce.
    s = cal.play(s, ("do", "artwork", "croce"), ("card", "artwork", "croce"))
    assert s.board["croce.art"][MARION] == 2 and s.wh[MARION][2] == 0
    assert s.council_art == []  # artworks in a church: no tie-break (RULES-NOTES 17)
    # The Ship action: she could deliver two cubes but delivers one to Lisbon.
    s = cal.play(s, ("do", "ship", "lisbon", 0))
    assert ("ship", "lisbon", 1) in g.legal_actions(s) and ("stop",) in g.legal_actions(s)
    s = cal.play(s, ("stop",))
    assert s.board["lisbon"][:3] == [2, 2, 1]
    # She keeps her Wood card.
    s = cal.play(s, ("done",))
    assert g.actor(s) == ANGELIKA
    # Angelika: Artwork to San Miniato; she cannot Ship and draws the Wood card instead.
    s = cal.play(s, ("do", "artwork", "miniato"))
    assert s.board["miniato.art"][ANGELIKA] == 1 and ("draw", "ship") in g.legal_actions(s)
    s = cal.play(s, ("draw", "ship"))
    assert s.hands[ANGELIKA] == ["build", "wood"] and s.activation.pending == [] and g.actor(s) == ANGELIKA
    # She plays the Wood card, then the Build card for a workshop.
    s = cal.play(s, ("card", "wood"))
    assert ("card", "build", "workshop") in g.legal_actions(s)
    s = cal.play(s, ("card", "build", "workshop"))
    # Tanja cannot conduct either action: she draws two cards (the first at once, her hand being empty,
    # the second when she chooses to, since with a card in hand she might first play it); then Lisbon is scored.
    assert g.actor(s) == TANJA and s.hands[TANJA] == ["ship"] and s.activation.pending == ["ship"]
    s = cal.play(s, ("draw", "ship"), ("done",))
    assert s.phase == "place" and s.turn == ANGELIKA
    assert s.shops[ANGELIKA] == [0, 0] and s.wh[ANGELIKA] == [0, 0, 0] and s.hands[ANGELIKA] == []
    assert s.hands[TANJA] == ["ship", "transport"]  # Ship and Transport, saved for later
    assert s.hands[MARION] == ["wood"]
    assert sorted(s.discard) == ["artwork", "build", "wood"]
    # The white disc: Marion exchanges it for a blue disc from her reserve, which takes the Lisbon seat.
    assert s.seats == [MARION, MARION]
    assert s.discs[MARION] == [8, 4, 0]
    assert s.stacks[0] == ["c2", "c1", "c0"]
    # Angelika and Marion 2 cubes each, Tanja 1; Marion has more seats: 3, 2 and 1.
    assert s.score == [5 + 3, 4 + 2, 2 + 1]
    log = [e.text for e in s.events]
    assert "Scoring Lisbon: Marion 3 points, Angelika 2 points and Tanja 1 point." in log
