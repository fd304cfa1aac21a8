"""The rulebook's "Extended Example of a Player Turn": Marion, Angelika, Tanja, then the Lisbon scoring.

The position and the moves are the rule examples the embeds show (``py/sobremesa/examples/calimala``, in two
parts: Marion's turn, then Angelika's, Tanja's and the scoring); the test plays them and checks the rulebook's
numbers on their states. The position: the street H1 between Artwork and Ship holds a white disc, Tanja's disc
and Angelika's red disc on top; Marion already holds a seat (Troyes was scored), Lisbon is the next tile and
holds one yellow (Tanja), one blue (Marion) and two red (Angelika) cubes; Marion has a cloth in each of two
workshops, two marble, two ships, Artwork and Wood cards; Angelika an empty workshop, two ships, one marble and
one brick, a Build card and a house in Troyes; Tanja no marble and no cloth. The deck: Wood, Ship, Transport.
"""

from __future__ import annotations

import pathlib
from typing import cast

from sobremesa import examples
from sobremesa.games.calimala.game import Calimala
from sobremesa.games.calimala.state import CalimalaState

MARION, ANGELIKA, TANJA = 0, 1, 2
EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "py" / "sobremesa" / "examples" / "calimala"


def example(name: str) -> list[CalimalaState]:
    """The state at each step of the rule example ``name`` (its position, then after each of its moves)."""
    return cast(list[CalimalaState], examples.play(examples.read(EXAMPLES / f"{name}.json")))


def test_extended_example(game: Calimala) -> None:
    g = game
    start, placed, _, card, ship, stopped, marion_done = example("extended-example-marion")
    assert g.actor(placed) == MARION
    # Marion: the Artwork action, then the Artwork card, both to Santa Croce.
    assert card.board["croce.art"][MARION] == 2 and card.wh[MARION][2] == 0
    assert card.council_art == []  # artworks in a church: no tie-break (RULES-NOTES 17)
    # The Ship action: she could deliver two cubes but delivers one to Lisbon.
    assert ("ship", "lisbon", 1) in g.legal_actions(ship) and ("stop",) in g.legal_actions(ship)
    assert stopped.board["lisbon"][:3] == [2, 2, 1]
    # She keeps her Wood card.
    assert g.actor(marion_done) == ANGELIKA

    second = example("extended-example-angelika-tanja")
    assert g.state_to_dict(second[0]) == g.state_to_dict(marion_done)  # the second part goes on from the first
    _, miniato, drew, wood, build, tanja_drew, s = second
    # Angelika: Artwork to San Miniato; she cannot Ship and draws the Wood card instead.
    assert miniato.board["miniato.art"][ANGELIKA] == 1 and ("draw", "ship") in g.legal_actions(miniato)
    assert drew.hands[ANGELIKA] == ["build", "wood"] and drew.activation.pending == [] and g.actor(drew) == ANGELIKA
    # She plays the Wood card, then the Build card for a workshop.
    assert ("card", "build", "workshop") in g.legal_actions(wood)
    # Tanja cannot conduct either action: she draws two cards (the first at once, her hand being empty,
    # the second when she chooses to, since with a card in hand she might first play it); then Lisbon is scored.
    assert g.actor(build) == TANJA and build.hands[TANJA] == ["ship"] and build.activation.pending == ["ship"]
    assert tanja_drew.hands[TANJA] == ["ship", "transport"]
    assert s.phase == "place" and s.turn == ANGELIKA
    assert s.shops[ANGELIKA] == [0, 0] and s.wh[ANGELIKA] == [0, 0, 0] and s.hands[ANGELIKA] == []
    assert s.hands[TANJA] == ["ship", "transport"]  # Ship and Transport, saved for later
    assert s.hands[MARION] == ["wood"]
    assert sorted(s.discard) == ["artwork", "build", "wood"]
    # The white disc: Marion exchanges it for a blue disc from her reserve, which takes the Lisbon seat.
    assert start.seats == [MARION] and s.seats == [MARION, MARION]
    assert s.discs[MARION] == [8, 4, 0]
    assert start.stacks[0] == ["w1", "c2", "c1"] and s.stacks[0] == ["c2", "c1", "c0"]
    # Angelika and Marion 2 cubes each, Tanja 1; Marion has more seats: 3, 2 and 1.
    assert start.score == [5, 4, 2] and s.score == [5 + 3, 4 + 2, 2 + 1]
    log = [e.text for e in s.events]
    assert "Scoring Lisbon: Marion 3 points, Angelika 2 points and Tanja 1 point." in log
