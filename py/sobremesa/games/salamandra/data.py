"""All Salamandra component data, as tables (reference: shared/reference/salamandra.md).

Codes: C crystal, L leaf, Fl flower, Fr fruit, PL leaf potion, PWP flower/fruit potion, S scroll,
VP Veneration points. A gain is a ``Gain`` dict; ``per`` = (what is counted, VP each); ``any`` in a cost =
one primary resource of the payer's choice. Values tagged *Designed* are not from the publisher.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal, NamedTuple, TypedDict

Cost = Mapping[str, int]
"""A price: crystals ``C``, resources of this turn's pool, or ``any`` primary resource."""


class Gain(TypedDict, total=False):
    """What a bonus, a work, a grove or a card gives (every key optional)."""

    VP: int
    C: int
    S: int
    L: int
    Fl: int
    Fr: int
    PL: int
    PWP: int
    bear: int
    eagle: int
    react: int
    grove: int
    per: tuple[str, int]


class Field(NamedTuple):
    colours: tuple[str, ...]
    kind: str               # "billhook" or "cauldron"
    cost: Cost              # to build it
    bonus: Gain             # on building it, and on its N spot
    work_cost: Cost         # to put an apprentice to work on it
    work_gain: Gain


class Grove(NamedTuple):
    gain: Gain
    paths: tuple[int, int, int, int]   # crystals on the NW, NE, SE, SW paths


class Book(NamedTuple):
    counts: str             # what X counts
    upper: int              # VP per X on the upper spot
    lower: int              # and on the lower one


class Divinity(NamedTuple):
    faith: int
    effect: str
    amount: int             # VP, C, a price or the crystals of a conversion
    what: str = ""          # the colour of colour_vp, the potion of a conversion


class Salamander(NamedTuple):
    crowns: int
    gain: Gain


PRIMARY = ("L", "Fl", "Fr")
Resource = Literal["L", "Fl", "Fr", "PL", "PWP"]
RESOURCES: tuple[Resource, ...] = ("L", "Fl", "Fr", "PL", "PWP")
COLOURS = ("orange", "green", "white", "purple")

# Rounds (player mat art): day, night, day, night with 3/2/3/2 apprentices; 2 C at each round start.
ROUNDS = 4
ROUND_FACE = ("D", "N", "D", "N")
APPRENTICES = (3, 2, 3, 2)
ROUND_CRYSTALS = 2
DISCS = 10
BUY_COST = 4            # at will: 4 C -> one primary resource
HARVEST_COST = 3        # at pass: 3 C per grove
SCROLLS_FOR_BOOK = 4
GROVE_MAT_VP = {2: 4, 4: 3, 6: 2}   # the 2nd, 4th and 6th harvested grove

# Geometry (1.1). Spots N, E, S, W; N is the bonus spot. Cells are (x, y), y growing southward.
SPOTS = ("N", "E", "S", "W")
TEMPLE = {(0, 0): "white", (1, 0): "black"}   # left half: yellow ("white") deck, right half: black deck
START_CELLS = ((0, -1), (1, -1), (0, 1), (1, 1))
# A glade (gx, gy) is the corner at (gx + .5, gy + .5); start groves at the reference's eight glades.
START_GLADES = ((0, -2), (-1, -1), (0, -1), (1, -1), (-1, 0), (0, 0), (1, 0), (0, 1))

# Field tiles (1.2).
FIELDS: dict[str, Field] = {
    "S1": Field(("orange",), "billhook", {}, {"VP": 1}, {}, {"C": 2}),
    "S2": Field(("green",), "billhook", {}, {"VP": 1}, {}, {"L": 1}),
    "S3": Field(("white",), "billhook", {}, {"VP": 1}, {}, {"Fl": 1}),
    "S4": Field(("purple",), "billhook", {}, {"VP": 1}, {}, {"Fr": 1}),
    "F5": Field(("green",), "billhook", {"C": 1, "Fl": 1}, {"VP": 2}, {}, {"L": 1, "C": 1}),
    "F6": Field(("green",), "billhook", {"C": 2, "Fr": 1}, {"S": 1}, {"L": 1}, {"PL": 1}),
    "F7": Field(("green",), "cauldron", {"C": 1, "Fr": 1, "Fl": 1}, {"S": 1, "VP": 2}, {"any": 1},
                {"per": ("green", 2)}),
    "F8": Field(("green",), "cauldron", {"C": 2, "L": 1}, {"VP": 3}, {"PL": 1}, {"per": ("green", 3)}),
    "F9": Field(("orange",), "billhook", {"C": 4}, {"VP": 2}, {"C": 1}, {"react": 1}),
    "F10": Field(("orange",), "billhook", {"L": 1, "Fr": 1}, {"S": 1, "VP": 1}, {}, {"C": 3}),
    "F11": Field(("orange",), "cauldron", {"C": 2, "Fl": 1}, {"VP": 3}, {"C": 2}, {"S": 1, "VP": 3}),
    "F12": Field(("orange",), "cauldron", {"Fl": 2}, {"S": 1, "VP": 2}, {"C": 3}, {"per": ("orange", 2)}),
    "F13": Field(("white",), "billhook", {"C": 2, "L": 1}, {"S": 1}, {"Fl": 1}, {"PWP": 1}),
    "F14": Field(("white",), "billhook", {"C": 1, "Fr": 1}, {"VP": 2}, {}, {"Fl": 1, "C": 1}),
    "F15": Field(("white",), "cauldron", {"Fl": 1, "L": 1}, {"S": 1, "VP": 1}, {"PWP": 1}, {"per": ("white", 3)}),
    "F16": Field(("white",), "cauldron", {"C": 2, "Fr": 1}, {"VP": 3}, {"any": 1}, {"per": ("white", 2)}),
    "F17": Field(("purple",), "billhook", {"C": 1, "L": 1}, {"VP": 2}, {}, {"Fr": 1, "C": 1}),
    "F18": Field(("purple",), "billhook", {"C": 2, "Fl": 1}, {"S": 1}, {"Fr": 1}, {"PWP": 1}),
    "F19": Field(("purple",), "cauldron", {"C": 1, "L": 1, "Fl": 1}, {"S": 1, "VP": 2}, {"C": 2, "Fr": 1},
                 {"per": ("purple", 3)}),
    "F20": Field(("purple",), "cauldron", {"Fl": 1, "Fr": 1}, {"VP": 4}, {"Fr": 1}, {"per": ("cauldron", 2)}),
    "F21": Field(("orange", "green"), "billhook", {"Fl": 1, "Fr": 1}, {"S": 1, "VP": 1}, {"C": 3}, {"PL": 1}),
    "F22": Field(("white", "purple"), "cauldron", {"C": 5}, {"S": 1}, {"L": 1}, {"per": ("divinity", 2)}),
    "F23": Field(("green", "purple"), "cauldron", {"L": 1, "Fr": 1}, {"VP": 4}, {"C": 2},
                 {"per": ("salamander", 3)}),
    "F24": Field(("orange", "white"), "cauldron", {"Fl": 1, "L": 1}, {"VP": 4}, {"C": 3}, {"per": ("grove", 2)}),
}
START_FIELDS = ("S1", "S2", "S3", "S4")
MARKET_SIZE = 4

# Grove tiles (1.3).
GROVES: dict[str, Grove] = {
    "G1": Grove({"S": 1, "VP": 1}, (0, 1, 1, 0)), "G2": Grove({"S": 1, "VP": 1}, (0, 0, 1, 1)),
    "G3": Grove({"S": 1, "VP": 2}, (1, 1, 1, 0)), "G4": Grove({"S": 1, "VP": 2}, (1, 1, 0, 1)),
    "G5": Grove({"S": 1}, (0, 0, 0, 1)), "G6": Grove({"bear": 1}, (1, 0, 1, 0)),
    "G7": Grove({"eagle": 1}, (1, 0, 1, 1)), "G8": Grove({"S": 1}, (0, 0, 1, 0)),
    "G9": Grove({"S": 1, "VP": 1}, (1, 1, 0, 0)), "G10": Grove({"S": 1, "VP": 1}, (1, 0, 0, 1)),
    "G11": Grove({"bear": 1}, (0, 0, 0, 1)), "G12": Grove({"S": 1}, (1, 0, 0, 0)),
    "G13": Grove({"S": 1}, (0, 1, 0, 0)), "G14": Grove({"eagle": 1}, (0, 1, 0, 1)),
    "G15": Grove({"eagle": 1}, (0, 1, 0, 0)), "G16": Grove({"bear": 1}, (1, 1, 1, 0)),
    "G17": Grove({"VP": 5}, (1, 1, 0, 1)), "G18": Grove({"VP": 5}, (0, 1, 1, 1)),
    "G19": Grove({"VP": 4}, (1, 1, 0, 0)), "G20": Grove({"VP": 4}, (1, 0, 0, 1)),
    "G21": Grove({"VP": 4}, (0, 1, 1, 0)), "G22": Grove({"VP": 4}, (0, 0, 1, 1)),
    "G23": Grove({"VP": 3}, (0, 1, 0, 0)), "G24": Grove({"VP": 3}, (0, 0, 0, 1)),
    "G25": Grove({"VP": 3}, (0, 0, 1, 0)), "G26": Grove({"VP": 3}, (0, 0, 1, 0)),
    "G27": Grove({"S": 1, "VP": 2}, (0, 1, 1, 1)), "G28": Grove({"S": 1, "VP": 2}, (1, 0, 1, 1)),
    "G29": Grove({"VP": 3}, (1, 0, 0, 0)), "G30": Grove({"VP": 3}, (1, 0, 0, 0)),
}

# Spellbooks (1.4); players + 1 (at least 3) on the board.
BOOKS: dict[str, Book] = {
    "B1": Book("white", 5, 3), "B2": Book("orange", 5, 3), "B3": Book("green", 5, 3), "B4": Book("purple", 5, 3),
    "B5": Book("salamander", 5, 3), "B6": Book("divinity", 4, 2), "B7": Book("grove", 4, 2),
    "B8": Book("cauldron", 6, 4), "B9": Book("books", 9, 5), "B10": Book("flat", 17, 10),
}

# Bear and Eagle cards (1.5). Effects "whenever you <event>": <event>_vp / <event>_c (harvest, cauldron, build,
# scroll, book, card, sal); colour_vp: +amount VP on placing on a tile of colour ``what``; convert: ``amount`` C ->
# 1 potion ``what`` at will; buy: a primary resource costs ``amount`` C.
DIVINITIES: dict[str, Divinity] = {
    "Be1": Divinity(1, "harvest_vp", 1), "Be2": Divinity(1, "cauldron_c", 1), "Be3": Divinity(1, "build_c", 1),
    "Be4": Divinity(1, "scroll_vp", 1), "Be5": Divinity(2, "book_c", 2), "Be6": Divinity(2, "convert", 6, "PWP"),
    "Be7": Divinity(2, "build_vp", 2), "Be8": Divinity(2, "convert", 6, "PL"),
    "Be9": Divinity(3, "colour_vp", 1, "purple"), "Be10": Divinity(3, "colour_vp", 1, "white"),
    "Be11": Divinity(3, "colour_vp", 1, "orange"), "Be12": Divinity(3, "colour_vp", 1, "green"),
    "Ea1": Divinity(1, "card_vp", 2), "Ea2": Divinity(1, "convert", 5, "PL"), "Ea3": Divinity(1, "card_c", 1),
    "Ea4": Divinity(1, "convert", 5, "PWP"), "Ea5": Divinity(2, "harvest_vp", 1), "Ea6": Divinity(2, "card_vp", 1),
    "Ea7": Divinity(2, "sal_vp", 2), "Ea8": Divinity(2, "sal_c", 1), "Ea9": Divinity(3, "buy", 3),
    "Ea10": Divinity(3, "book_vp", 2), "Ea11": Divinity(3, "sal_vp", 1), "Ea12": Divinity(3, "cauldron_vp", 1),
}
BEARS = tuple(f"Be{i}" for i in range(1, 13))
EAGLES = tuple(f"Ea{i}" for i in range(1, 13))

# Salamander cards (1.6). "White" is the yellow deck of the temple's left half.
SALAMANDERS: dict[str, Salamander] = {
    "W1": Salamander(1, {"VP": 13}), "W2": Salamander(1, {"bear": 1, "per": ("green", 2)}),
    "W3": Salamander(2, {"VP": 11}), "W4": Salamander(2, {"react": 1, "VP": 7}),
    "W5": Salamander(2, {"react": 1, "per": ("orange", 2)}), "W6": Salamander(2, {"grove": 1, "VP": 8}),
    "W7": Salamander(3, {"grove": 1, "VP": 5}), "W8": Salamander(3, {"eagle": 1, "VP": 6}),
    "K1": Salamander(1, {"S": 2, "C": 3}), "K2": Salamander(1, {"S": 2, "VP": 4}),
    "K3": Salamander(1, {"S": 1, "C": 5}), "K4": Salamander(2, {"S": 2, "VP": 2}),
    "K5": Salamander(2, {"S": 1, "per": ("white", 2)}), "K6": Salamander(2, {"S": 1, "per": ("purple", 2)}),
    "K7": Salamander(3, {"S": 1, "per": ("divinity", 2)}), "K8": Salamander(3, {"S": 2}),
}
WHITE_DECK = tuple(f"W{i}" for i in range(1, 9))
BLACK_DECK = tuple(f"K{i}" for i in range(1, 9))
# The temple: cost of each half (besides flipping an apprentice) and its fallback gain when the deck is empty.
TEMPLE_COST: dict[str, Cost] = {"white": {"PL": 1, "C": 2}, "black": {"PWP": 1, "C": 1}}
TEMPLE_FALLBACK: dict[str, Gain] = {"white": {"VP": 10}, "black": {"S": 1, "VP": 4}}

# Faith majorities (1.7): divinity -> (1st, 2nd).
FAITH_VP = {"salamander": (12, 6), "bear": (8, 4), "eagle": (6, 3)}

# --- Solo mode: Designed (not from the publisher), D-L1 and D-L2 -------------------------------------------
class Labour(NamedTuple):
    """Rudolph's Labour card for one level."""

    round_vp: tuple[int, int, int, int]   # VP at the start of rounds 1-4
    book_vp: int                          # VP per apprentice on a spellbook (on placing it, and at the end)
    recycles: int                         # recyclings the player may make between rounds
    faith: int                            # his faith for each divinity at the end


LABOUR: dict[int, Labour] = {  # Designed D-L1 (faith 3/4/5 and 3 recycles at level 3 are Found)
    1: Labour((3, 8, 13, 18), 3, 1, 3),
    2: Labour((5, 11, 17, 24), 5, 2, 4),
    3: Labour((7, 14, 20, 30), 7, 3, 5),
}
RUDOLPH_START_SCROLLS = 1
RUDOLPH_SCROLLS_FOR_BOOK = 3
ARROWS = {"N": (0, -1), "NE": (1, -1), "E": (1, 0), "SE": (1, 1), "S": (0, 1), "SW": (-1, 1), "W": (-1, 0),
          "NW": (-1, -1)}
ARROW_ORDER = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")   # 45 degrees clockwise each
# Placement cards: id -> (origin cell, arrow). Designed D-L2.
PLACEMENTS = {f"P{i + 1 + 8 * half}": ((half, 0), ARROW_ORDER[i]) for half in (0, 1) for i in range(8)}
