"""How to play Salamanca, in our own words from the rulebook, and its glossary (issue 13): data for
``render.learn`` and for a later translation. ``ROUND``/``round_of``: what the log's headings call a round
("Each game round consists of 5 Sections")."""

from __future__ import annotations

from .state import SalamancaState

ROUND = "Round"

SECTIONS = (
    ("Goal", (
        "End the game with the most doubloons. You earn them by owning farms, castles and monasteries in "
        "large regions of matching landscape and selling them at the right moment, by collecting at the weekly "
        "market, and by placing your Conde on an opponent's building. Your money stays hidden behind your "
        "sight shield until the end.",
    )),
    ("Set-up", (
        ("Five landscape tiles start on the board; five more (blue star) wait for the end of the stack; the "
         "other tiles are shuffled into the drawing stack.",
         "Each player has 3 Squires and 1 Conde in stock and no money.",
         "The cards (two of each value) are dealt out: values 9 and 10 only with 5 players, one 7 removed with "
         "3 players. With 2 players a single set of 1 to 8, four cards each."),
    )),
    ("A turn", (
        "A round has five sections, played in order:",
        ("Fill the tile display: one new tile on each field a, b, c… (as many fields as players; four with "
         "2 players), on top of what is left there.",
         "Play a card: in turn, each player lays a card face up that nobody has played this round. The one "
         "who played last this round leads the next.",
         "Expansion of power: the highest card acts first, then the next highest, and so on; a 5 that is the "
         "lowest card played goes first instead. Each player takes one action.",
         "Give the played card to your left neighbour, who may play it in a later round.",
         "Weekly market: every region worth 7 doubloons or more pays its Squire 2 and its Conde 1."),
    )),
    ("Actions", (
        "In the expansion of power you take one of three actions; whoever acts last this round does the "
        "card's special function and then may also do A or B. Never A and B in the same turn.",
        ("A, place tiles: take every tile of one display field and lay each on a free field of the board. On "
         "a building you may put a Squire from your stock for free; with none left you first sell one of your "
         "buildings and pay the new building's value. In the same action you may sell any of your buildings.",
         "B, place your Conde on a building an opponent's Squire holds, whose region is worth less than 7; "
         "a Conde already out may move.",
         "C, the card's special function: 1 moves the poison, 2 the rat, 3 the locust, 4 the ruin; 6 looks at "
         "an opponent's hand and swaps a card with it."),
    )),
    ("Scoring", (
        "Selling a building pays the value of its region: the building (farm 2, castle 3, monastery 4) plus "
        "1 doubloon per landscape tile of its region, 2 or 3 for an especially fertile one, less what plagues "
        "take. A sold region's especially fertile tiles leave the game. The Conde on a sold building gets the "
        "landscape value. You cannot sell a building you took this round, nor one whose region you extended "
        "with an especially fertile tile this round.",
        ("Ruin: the building is worth nothing.",
         "Rat: the region's landscape value is halved, rounded down.",
         "Locust and poison: the tile is worth nothing and cuts off what lies behind it."),
    )),
    ("The end", (
        "The round in which the last tile (of those with a blue star) reaches the display is the last. After "
        "it everyone counts their doubloons; the richest player wins.",
    )),
)

GLOSSARY = {
    "Doubloon": "The money of the game and its score; each player's doubloons are hidden from the others.",
    "Squire": "Your token on a building you own; you have three. A building without one stays nobody's.",
    "Conde": "A nobleman you place on an opponent's building. He never owns it, but is paid its landscape "
             "value when it is sold and 1 at each weekly market of a large region.",
    "Landscape": "Tiles of one kind (acre, forest, pasture, lake, vineyard) joined side by side.",
    "Region": "A building with every landscape of its frame colour touching it side by side; its value is "
              "what a sale pays.",
    "Especially fertile landscape": "A landscape tile worth 2 or 3; it leaves the game when a region holding it "
                                    "is sold.",
    "Display": "The tile display: the fields a to e where new tiles wait; action A takes a whole field.",
    "Weekly market": "The last section of a round: regions worth 7 or more pay their Squire and Conde.",
    "Plague": "Poison, rat, locust or ruin: tokens that lower what a region is worth.",
    "Farm": "A building worth 2, with acre and pasture.",
    "Castle": "A building worth 3, with lake and forest.",
    "Monastery": "A building worth 4, with vineyard.",
}


def round_of(state: SalamancaState) -> int:
    """The round the state is in (the log's headings)."""
    return state.round
