"""Salamanca component data: every value the rules read, in one place.

Sources: ``shared/rules/salamanca.txt`` and ``shared/reference/salamanca.md``.
Values tagged DESIGNED are the reference's stand-ins (D-S1 ... D-S5), not the publisher's;
a corrected value is a one-line change here.
"""

# D-S1 (DESIGNED): 9 columns x 8 rows, orthogonal adjacency; cells named A1 ... I8
COLS, ROWS = 9, 8
CELLS = COLS * ROWS
CELL_NAMES = [f"{'ABCDEFGHI'[i % COLS]}{i // COLS + 1}" for i in range(CELLS)]
CELL_INDEX = {name: i for i, name in enumerate(CELL_NAMES)}
NEIGHBOURS = [
    tuple(j for j, ok in ((i - COLS, i >= COLS), (i + COLS, i < CELLS - COLS),
                          (i - 1, i % COLS > 0), (i + 1, i % COLS < COLS - 1)) if ok)
    for i in range(CELLS)
]

# Landscapes and buildings (rulebook, Fig. 3; matching confirmed by Figs. 4, 5, 11-14)
LANDSCAPES = ("vineyard", "acre", "lake", "forest", "pasture")
BUILDING_VALUE = {"farm": 2, "castle": 3, "monastery": 4}
SERVES = {"farm": ("acre", "pasture"), "castle": ("lake", "forest"), "monastery": ("vineyard",)}
FRAME = {"farm": "yellow", "acre": "yellow", "pasture": "yellow",           # D-S2 (DESIGNED)
         "castle": "blue", "lake": "blue", "forest": "blue",
         "monastery": "red", "vineyard": "red"}

# Tile codes -> (kind, class, value).  D-S3 (DESIGNED) fertile values: one 2 and one 3 per kind.
TILES = {
    "V": ("vineyard", "regular", 1), "A": ("acre", "regular", 1), "L": ("lake", "regular", 1),
    "F": ("forest", "regular", 1), "P": ("pasture", "regular", 1),
    "V2": ("vineyard", "fertile", 2), "V3": ("vineyard", "fertile", 3),
    "A2": ("acre", "fertile", 2), "A3": ("acre", "fertile", 3),
    "L2": ("lake", "fertile", 2), "L3": ("lake", "fertile", 3),
    "F2": ("forest", "fertile", 2), "F3": ("forest", "fertile", 3),
    "P2": ("pasture", "fertile", 2), "P3": ("pasture", "fertile", 3),
    "M": ("monastery", "building", 4), "C": ("castle", "building", 3), "H": ("farm", "building", 2),
}
KIND = {code: t[0] for code, t in TILES.items()}
VALUE = {code: t[2] for code, t in TILES.items()}
IS_BUILDING = {code: t[1] == "building" for code, t in TILES.items()}
IS_FERTILE = {code: t[1] == "fertile" for code, t in TILES.items()}

# The 65 tiles (rulebook "Game Material"; D-S3 split of the star backs, DESIGNED)
ORANGE_STAR = ("V", "A", "L", "F", "P")      # laid face up at setup
BLUE_STAR = ("V", "A", "L", "F", "P")        # face-down pile used when the stack runs out
DRAW_STACK = (("V",) * 7 + ("A",) * 4 + ("L",) * 4 + ("F",) * 4 + ("P",) * 4
              + ("V2", "V3", "A2", "A3", "L2", "L3", "F2", "F3", "P2", "P3")
              + ("M",) * 6 + ("C",) * 8 + ("H",) * 8)
ALL_TILES = ORANGE_STAR + BLUE_STAR + DRAW_STACK

# D-S4 (DESIGNED): default cells of the orange-star tiles, no two touching
START_LAYOUT = {"V": "E2", "A": "B4", "L": "H4", "F": "C7", "P": "G7"}

# Display fields in play (rulebook Section 1; 2 players use four, as with four)
DISPLAY_FIELDS = {2: "abcd", 3: "abc", 4: "abcd", 5: "abcde"}

# Cards (rulebook Game Preparation; 2 players: one of each 1-8, two played a round)
def deck(players: int) -> list[int]:
    if players == 2:
        return list(range(1, 9))
    cards = [v for v in range(1, 11 if players == 5 else 9) for _ in range(2)]
    if players == 3:
        cards.remove(7)
    return cards


CARDS_PLAYED_PER_ROUND = {2: 2, 3: 1, 4: 1, 5: 1}
START_CARD = 5  # acts first in Section 3 when it is the lowest card played

# Plagues: card that moves it, and where it may stand (Fig. 7; Action C)
PLAGUE_CARD = {"poison": 1, "rat": 2, "locust": 3, "ruin": 4}
CARD_PLAGUE = {card: plague for plague, card in PLAGUE_CARD.items()}
PLAGUE_TARGETS = {
    "poison": ("vineyard", "lake"),
    "rat": LANDSCAPES,
    "locust": ("acre", "forest", "pasture"),
    "ruin": tuple(BUILDING_VALUE),
}
PLAGUES = ("poison", "locust", "rat", "ruin")
EXCHANGE_CARD = 6  # "Draw a card"
CUTTING_PLAGUES = ("poison", "locust")  # worthless and separating (Fig. 8c)

# Tokens and money
SQUIRES_PER_PLAYER = 3
CONDE_LIMIT = 7           # a Conde may not go on a building whose region is worth 7 or more
MARKET_THRESHOLD = 7      # weekly market: regions worth 7 or more pay
MARKET_SQUIRE, MARKET_CONDE = 2, 1
STARTING_MONEY = 0        # the rules give none (reference §1)
