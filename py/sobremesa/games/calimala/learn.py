"""How to play Calimala, in our own words from the rulebook, and its glossary (issue 13): data for
``render.learn`` and for a later translation. ``ROUND``/``round_of``: the log's headings follow the rulebook's
"player round", in which every player takes one turn (the game ends after a whole one)."""

from __future__ import annotations

from .data import DISCS
from .state import CalimalaState

ROUND = "Player round"

SECTIONS = (
    ("Goal", (
        "Have the most victory points at the end. Points come from the 15 scoring phases during the game, each "
        "a contest for the most cubes in one category (a city, a building, artworks…), and from the scoring "
        "cards at the end.",
    )),
    ("Set-up", (
        ("The 8 action tiles are laid on the city grid, each street between two of them an action space; the "
         "15 scoring tiles fill the city council row by row.",
         "Each player has a player mat with one workshop, discs in their colour and a few white discs (fewer "
         "with more players), ships, trade houses and two workshop tiles to build.",
         "Each player secretly keeps one of the scoring cards dealt; with 3 or 4 players one more lies face up "
         "for everyone.",
         "From the five cards wood, brick, marble, weave and build each player picks one as a first action "
         "card, the last player first."),
    )),
    ("A turn", (
        "Players take turns clockwise. On your turn put one disc on a street of the city grid, on top of any "
        "discs already there. Then the stack is activated from the top: you carry out both actions of the "
        "street (each twice with a white disc), then the owners of the second and third disc from the top, "
        "if coloured, do both actions once, in any order.",
        "If you cannot do an action at all you draw an action card instead (the owners of lower discs may draw "
        "two if they can do neither). Skipping or doing part of an action gives nothing. Before or after each "
        "action you may play action cards from your hand for more actions.",
        "A fourth disc at the bottom of a stack is not activated: after the three above it, its owner moves it "
        "to the next scoring tile of the city council (a seat) and that category is scored.",
    )),
    ("Actions", (
        ("Wood, brick, marble: one cube into the matching warehouse (four at most).",
         "Weave: one cloth cube into each of your workshops.",
         "Ship: each of your ships carries one cloth cube to a port city (Barcelona, Lisbon, London).",
         "Transport: one cloth cube to each city where you have a trade house (Troyes, Bruges, Hamburg).",
         "Build: a ship (2 wood), a trade house in a trade city (2 bricks) or a workshop (1 wood, 1 brick).",
         "Artwork: a marble cube to an artwork slot of a church or of the city council.",
         "Contribute: a wood, brick or marble cube to a church under construction (Santa Maria del Fiore, San "
         "Miniato, Santa Croce)."),
    )),
    ("Scoring", (
        "In a scoring phase the players count their cubes in the category of the tile: the most get 3 points, "
        "the second 2, the third 1; without a cube, nothing. Ties go to the higher sum of seats and artworks "
        "in the city council, then more seats, then who got them first, then the first artwork; otherwise the "
        "points are shared, rounded down.",
        "At the end each scoring card kept (and the face-up one) scores its city or building for everybody: "
        "5, 3 and 1 points; for the Palazzo Vecchio seats and artworks count.",
    )),
    ("The end", (
        "The game ends when every disc has been placed (the scoring tiles left are scored without seats) or "
        "when the 15th scoring tile has been scored: then the player round is finished so that everyone has "
        "placed the same number of discs. The scoring cards are revealed and scored; the most points win, a "
        "tie going to more seats and artworks in the city council.",
    )),
)

GLOSSARY = {
    "Action space": "The round space on a street between two action tiles; a disc there activates both actions.",
    "Stack": "The discs on one action space, at most four; the top three are activated.",
    "White disc": "A disc that gives its placer both actions twice, but is not activated again later.",
    "Action card": "A card in your hand for one more action; the others know only how many you hold.",
    "Scoring card": "A city or building kept secretly from the start and scored for everybody at the end.",
    "Scoring tile": "One of the 15 tiles of the city council; a fourth disc moves onto the next one and scores it.",
    "Seat": "A disc on a scoring tile in the city council; seats break ties.",
    "City council": "The Palazzo Vecchio: the scoring tiles in their order and four artwork slots.",
    "Warehouse": "One of three rows of your mat holding up to four wood, brick or marble cubes.",
    "Workshop": "Holds up to four cloth cubes; you start with one and may build two more.",
    "Trade house": "Built in a trade city, it lets Transport carry cloth there.",
    "Cloth": "A cube in a workshop, shipped to port cities or transported to trade cities.",
}


def round_of(state: CalimalaState) -> int:
    """The player round a state is in: every turn places one disc, so the turns begun are the discs placed
    (less the one of the turn whose activation is going on), one player round per player."""
    players = len(state.names)
    placed = players * sum(DISCS[state.players]) - sum(sum(reserve) for reserve in state.discs)
    begun = placed - (state.phase == "resolve")
    return max(begun, 0) // players + 1
