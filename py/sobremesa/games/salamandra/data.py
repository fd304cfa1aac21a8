"""All Salamandra component data, as tables (reference: shared/reference/salamandra.md).

Codes: C crystal, L leaf, Fl flower, Fr fruit, PL leaf potion, PWP flower/fruit potion, S scroll,
VP Veneration points. A gain is a dict; ``per`` = (what is counted, VP each); ``any`` in a cost =
one primary resource of the payer's choice. Values tagged *Designed* are not from the publisher.
"""

from __future__ import annotations

PRIMARY = ("L", "Fl", "Fr")
RESOURCES = ("L", "Fl", "Fr", "PL", "PWP")
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
START_GROVES = 8

# Geometry (1.1). Spots N, E, S, W; N is the bonus spot. Cells are (x, y), y growing southward.
SPOTS = ("N", "E", "S", "W")
TEMPLE = {(0, 0): "white", (1, 0): "black"}   # left half: yellow ("white") deck, right half: black deck
START_CELLS = ((0, -1), (1, -1), (0, 1), (1, 1))
# A glade (gx, gy) is the corner at (gx + .5, gy + .5); start groves at the reference's eight glades.
START_GLADES = ((0, -2), (-1, -1), (0, -1), (1, -1), (-1, 0), (0, 0), (1, 0), (0, 1))

# Field tiles (1.2): id -> (colours, kind, build cost, bonus, activation cost, activation gain).
FIELDS = {
    "S1": (("orange",), "billhook", {}, {"VP": 1}, {}, {"C": 2}),
    "S2": (("green",), "billhook", {}, {"VP": 1}, {}, {"L": 1}),
    "S3": (("white",), "billhook", {}, {"VP": 1}, {}, {"Fl": 1}),
    "S4": (("purple",), "billhook", {}, {"VP": 1}, {}, {"Fr": 1}),
    "F5": (("green",), "billhook", {"C": 1, "Fl": 1}, {"VP": 2}, {}, {"L": 1, "C": 1}),
    "F6": (("green",), "billhook", {"C": 2, "Fr": 1}, {"S": 1}, {"L": 1}, {"PL": 1}),
    "F7": (("green",), "cauldron", {"C": 1, "Fr": 1, "Fl": 1}, {"S": 1, "VP": 2}, {"any": 1},
           {"per": ("green", 2)}),
    "F8": (("green",), "cauldron", {"C": 2, "L": 1}, {"VP": 3}, {"PL": 1}, {"per": ("green", 3)}),
    "F9": (("orange",), "billhook", {"C": 4}, {"VP": 2}, {"C": 1}, {"react": 1}),
    "F10": (("orange",), "billhook", {"L": 1, "Fr": 1}, {"S": 1, "VP": 1}, {}, {"C": 3}),
    "F11": (("orange",), "cauldron", {"C": 2, "Fl": 1}, {"VP": 3}, {"C": 2}, {"S": 1, "VP": 3}),
    "F12": (("orange",), "cauldron", {"Fl": 2}, {"S": 1, "VP": 2}, {"C": 3}, {"per": ("orange", 2)}),
    "F13": (("white",), "billhook", {"C": 2, "L": 1}, {"S": 1}, {"Fl": 1}, {"PWP": 1}),
    "F14": (("white",), "billhook", {"C": 1, "Fr": 1}, {"VP": 2}, {}, {"Fl": 1, "C": 1}),
    "F15": (("white",), "cauldron", {"Fl": 1, "L": 1}, {"S": 1, "VP": 1}, {"PWP": 1}, {"per": ("white", 3)}),
    "F16": (("white",), "cauldron", {"C": 2, "Fr": 1}, {"VP": 3}, {"any": 1}, {"per": ("white", 2)}),
    "F17": (("purple",), "billhook", {"C": 1, "L": 1}, {"VP": 2}, {}, {"Fr": 1, "C": 1}),
    "F18": (("purple",), "billhook", {"C": 2, "Fl": 1}, {"S": 1}, {"Fr": 1}, {"PWP": 1}),
    "F19": (("purple",), "cauldron", {"C": 1, "L": 1, "Fl": 1}, {"S": 1, "VP": 2}, {"C": 2, "Fr": 1},
            {"per": ("purple", 3)}),
    "F20": (("purple",), "cauldron", {"Fl": 1, "Fr": 1}, {"VP": 4}, {"Fr": 1}, {"per": ("cauldron", 2)}),
    "F21": (("orange", "green"), "billhook", {"Fl": 1, "Fr": 1}, {"S": 1, "VP": 1}, {"C": 3}, {"PL": 1}),
    "F22": (("white", "purple"), "cauldron", {"C": 5}, {"S": 1}, {"L": 1}, {"per": ("divinity", 2)}),
    "F23": (("green", "purple"), "cauldron", {"L": 1, "Fr": 1}, {"VP": 4}, {"C": 2}, {"per": ("salamander", 3)}),
    "F24": (("orange", "white"), "cauldron", {"Fl": 1, "L": 1}, {"VP": 4}, {"C": 3}, {"per": ("grove", 2)}),
}
START_FIELDS = ("S1", "S2", "S3", "S4")
MARKET_SIZE = 4

# Grove tiles (1.3): id -> (gain when harvested, crystals on the NW, NE, SE, SW paths).
GROVES = {
    "G1": ({"S": 1, "VP": 1}, (0, 1, 1, 0)), "G2": ({"S": 1, "VP": 1}, (0, 0, 1, 1)),
    "G3": ({"S": 1, "VP": 2}, (1, 1, 1, 0)), "G4": ({"S": 1, "VP": 2}, (1, 1, 0, 1)),
    "G5": ({"S": 1}, (0, 0, 0, 1)), "G6": ({"bear": 1}, (1, 0, 1, 0)),
    "G7": ({"eagle": 1}, (1, 0, 1, 1)), "G8": ({"S": 1}, (0, 0, 1, 0)),
    "G9": ({"S": 1, "VP": 1}, (1, 1, 0, 0)), "G10": ({"S": 1, "VP": 1}, (1, 0, 0, 1)),
    "G11": ({"bear": 1}, (0, 0, 0, 1)), "G12": ({"S": 1}, (1, 0, 0, 0)),
    "G13": ({"S": 1}, (0, 1, 0, 0)), "G14": ({"eagle": 1}, (0, 1, 0, 1)),
    "G15": ({"eagle": 1}, (0, 1, 0, 0)), "G16": ({"bear": 1}, (1, 1, 1, 0)),
    "G17": ({"VP": 5}, (1, 1, 0, 1)), "G18": ({"VP": 5}, (0, 1, 1, 1)),
    "G19": ({"VP": 4}, (1, 1, 0, 0)), "G20": ({"VP": 4}, (1, 0, 0, 1)),
    "G21": ({"VP": 4}, (0, 1, 1, 0)), "G22": ({"VP": 4}, (0, 0, 1, 1)),
    "G23": ({"VP": 3}, (0, 1, 0, 0)), "G24": ({"VP": 3}, (0, 0, 0, 1)),
    "G25": ({"VP": 3}, (0, 0, 1, 0)), "G26": ({"VP": 3}, (0, 0, 1, 0)),
    "G27": ({"S": 1, "VP": 2}, (0, 1, 1, 1)), "G28": ({"S": 1, "VP": 2}, (1, 0, 1, 1)),
    "G29": ({"VP": 3}, (1, 0, 0, 0)), "G30": ({"VP": 3}, (1, 0, 0, 0)),
}

# Spellbooks (1.4): id -> (what X counts, upper spot value, lower spot value); players + 1 on the board.
BOOKS = {
    "B1": ("white", 5, 3), "B2": ("orange", 5, 3), "B3": ("green", 5, 3), "B4": ("purple", 5, 3),
    "B5": ("salamander", 5, 3), "B6": ("divinity", 4, 2), "B7": ("grove", 4, 2),
    "B8": ("cauldron", 6, 4), "B9": ("books", 9, 5), "B10": ("flat", 17, 10),
}

# Bear and Eagle cards (1.5): id -> (faith, lasting effect, its value).
# Effects: harvest_vp, cauldron_c, cauldron_vp, build_c, build_vp, scroll_vp, book_c, book_vp, card_vp,
# card_c, sal_vp, sal_c, colour_vp (value = colour), convert (value = (crystals, potion)), buy (value = cost).
DIVINITIES = {
    "Be1": (1, "harvest_vp", 1), "Be2": (1, "cauldron_c", 1), "Be3": (1, "build_c", 1), "Be4": (1, "scroll_vp", 1),
    "Be5": (2, "book_c", 2), "Be6": (2, "convert", (6, "PWP")), "Be7": (2, "build_vp", 2),
    "Be8": (2, "convert", (6, "PL")), "Be9": (3, "colour_vp", "purple"), "Be10": (3, "colour_vp", "white"),
    "Be11": (3, "colour_vp", "orange"), "Be12": (3, "colour_vp", "green"),
    "Ea1": (1, "card_vp", 2), "Ea2": (1, "convert", (5, "PL")), "Ea3": (1, "card_c", 1),
    "Ea4": (1, "convert", (5, "PWP")), "Ea5": (2, "harvest_vp", 1), "Ea6": (2, "card_vp", 1),
    "Ea7": (2, "sal_vp", 2), "Ea8": (2, "sal_c", 1), "Ea9": (3, "buy", 3), "Ea10": (3, "book_vp", 2),
    "Ea11": (3, "sal_vp", 1), "Ea12": (3, "cauldron_vp", 1),
}
BEARS = tuple(f"Be{i}" for i in range(1, 13))
EAGLES = tuple(f"Ea{i}" for i in range(1, 13))

# Salamander cards (1.6): id -> (crowns, gain). "White" is the yellow deck of the temple's left half.
SALAMANDERS = {
    "W1": (1, {"VP": 13}), "W2": (1, {"bear": 1, "per": ("green", 2)}), "W3": (2, {"VP": 11}),
    "W4": (2, {"react": 1, "VP": 7}), "W5": (2, {"react": 1, "per": ("orange", 2)}),
    "W6": (2, {"grove": 1, "VP": 8}), "W7": (3, {"grove": 1, "VP": 5}), "W8": (3, {"eagle": 1, "VP": 6}),
    "K1": (1, {"S": 2, "C": 3}), "K2": (1, {"S": 2, "VP": 4}), "K3": (1, {"S": 1, "C": 5}),
    "K4": (2, {"S": 2, "VP": 2}), "K5": (2, {"S": 1, "per": ("white", 2)}),
    "K6": (2, {"S": 1, "per": ("purple", 2)}), "K7": (3, {"S": 1, "per": ("divinity", 2)}), "K8": (3, {"S": 2}),
}
WHITE_DECK = tuple(f"W{i}" for i in range(1, 9))
BLACK_DECK = tuple(f"K{i}" for i in range(1, 9))
# The temple: cost of each half (besides flipping an apprentice) and its fallback gain when the deck is empty.
TEMPLE_COST = {"white": {"PL": 1, "C": 2}, "black": {"PWP": 1, "C": 1}}
TEMPLE_FALLBACK = {"white": {"VP": 10}, "black": {"S": 1, "VP": 4}}

# Faith majorities (1.7): divinity -> (1st, 2nd).
FAITH_VP = {"salamander": (12, 6), "bear": (8, 4), "eagle": (6, 3)}

# --- Solo mode: Designed (not from the publisher), D-L1 and D-L2 -------------------------------------------
# Labour card per level: VP for rounds 1-4, VP per spellbook placement, recycles, faith per divinity.
LABOUR = {  # Designed D-L1 (faith 3/4/5 and 3 recycles at level 3 are Found)
    1: ((3, 8, 13, 18), 3, 1, 3),
    2: ((5, 11, 17, 24), 5, 2, 4),
    3: ((7, 14, 20, 30), 7, 3, 5),
}
RUDOLPH_START_SCROLLS = 1
RUDOLPH_SCROLLS_FOR_BOOK = 3
ARROWS = {"N": (0, -1), "NE": (1, -1), "E": (1, 0), "SE": (1, 1), "S": (0, 1), "SW": (-1, 1), "W": (-1, 0),
          "NW": (-1, -1)}
ARROW_ORDER = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")   # 45 degrees clockwise each
# Placement cards: id -> (origin cell, arrow). Designed D-L2.
PLACEMENTS = {f"P{i + 1 + 8 * half}": ((half, 0), ARROW_ORDER[i]) for half in (0, 1) for i in range(8)}
