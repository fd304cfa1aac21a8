"""How to play Salamandra, in our own words from the rulebook, and its glossary (issue 13): data for
``render.learn`` and for a later translation. ``ROUND``/``round_of``: the game is "played in 4 rounds (one day,
one night, one day, one night)"."""

from __future__ import annotations

from .state import SalamandraState

ROUND = "Round"

SECTIONS = (
    ("Goal", (
        "Over two days and two nights, place and put to work your apprentices to earn the most Veneration "
        "Points (VP) and become the Great Druid.",
    )),
    ("Set-up", (
        ("The Salamander Temple lies in the middle with four starting Field tiles around it and Grove tiles "
         "where tiles meet.",
         "Four Field tiles lie face up under the Veneration Points board, the rest in a stack; Spellbook cards "
         "as many as players; the Bear and Eagle Divinity decks and the two Salamander decks face up.",
         "Each player has a player mat, a Druid tile on its day side and ten apprentices. The player with the "
         "fewest VP starts each round."),
    )),
    ("A turn", (
        "At the start of each round every player takes 2 crystals and the apprentices of that round. Then, "
        "clockwise, each player does one action per turn until all have passed.",
        "An apprentice is active when it shows the same face (sun or moon) as your Druid. Putting one to work "
        "means flipping it: it makes its tile work (a Billhook, a Cauldron) or pays for the temple; you may also "
        "flip one just to take 1 crystal. Resources you make must be used in the same turn; crystals keep.",
        "At any time in your turn you may spend 4 crystals for a leaf, a flower or a fruit.",
    )),
    ("Actions", (
        ("A, place an apprentice on a free spot of any tile: take the bonus of a bonus spot and 1 crystal for "
         "each path with a crystal it touches.",
         "B, build one of the four Field tiles on offer: pay its cost, take its bonus, lay it next to a tile in "
         "play (a glade between four Field tiles gets a Grove), then place an apprentice on it or, if it shares "
         "a colour with a neighbour, take a Bear or Eagle Divinity card.",
         "C, activate a Cauldron tile: put an apprentice on it to work, pay its cost, take its gain.",
         "D, activate the temple: flip an apprentice without using its tile, pay a temple's cost and take its "
         "Salamander card and gain.",
         "E, pass (only once all your apprentices of the round are placed): the rest of your active apprentices "
         "give 1 crystal each, then pay 3 crystals per Grove connected to one of your apprentices to harvest it; "
         "your Druid turns over."),
        "Scrolls: at your fourth, discard four and move one of your apprentices onto a Spellbook card.",
    )),
    ("Scoring", (
        "VP come during play from tiles, cards and harvested Groves (the 2nd, 4th and 6th Grove on your mat "
        "score). At the end: each apprentice on a Spellbook scores its spot; for the Bear, Eagle and "
        "Salamander the players with the most and second most Faith score (ties share, rounded down; no Faith, "
        "no points); each unused Scroll is 1 VP.",
    )),
    ("The end", (
        "After the fourth round the final scoring is done and the most VP win; tied players share the victory.",
        "Solo: you play against Rudolph, who scores and places apprentices by his cards; if he has as many VP "
        "as you or more at the end of any round, you lose.",
    )),
)

GLOSSARY = {
    "Apprentice": "One of your discs; placed on tiles and flipped to put it to work.",
    "Druid": "Your tile showing day or night: apprentices with the same face are active. It turns when you pass.",
    "Active apprentice": "An apprentice showing the same face as your Druid; it can be put to work.",
    "Field tile": "A tile with spots for apprentices: Billhook tiles make resources, Cauldron tiles turn them "
                  "into gains.",
    "Billhook": "A tile that produces a resource or crystals when an apprentice on it is put to work.",
    "Cauldron": "A tile that turns resources into a gain when activated.",
    "Grove": "A tile between Field tiles, harvested for 3 crystals when you pass.",
    "Glade": "The empty space between four Field tiles, filled with a Grove.",
    "Crystal": "The currency you keep from turn to turn.",
    "Scroll": "Token; four of them move one of your apprentices onto a Spellbook; unused ones score 1 VP.",
    "Spellbook": "A card whose spots score VP at the end for the apprentices on them.",
    "Faith": "Symbols of the Bear, Eagle and Salamander divinities, compared at the end.",
    "Veneration Points": "The victory points of the game, VP for short.",
    "Rudolph": "The grey scholar you play against solo; his labour card says how he scores.",
}


def round_of(state: SalamandraState) -> int:
    """The round the state is in (the log's headings)."""
    return state.round
