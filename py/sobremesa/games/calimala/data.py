"""Calimala component data: every value the rules read, in one place.

Sources: ``shared/rules/calimala.txt`` (FOUND) and ``shared/reference/calimala.md``.
Values tagged DESIGNED are the reference's stand-ins (D-C1 ... D-C6), not the publisher's;
a corrected value is a one-line change here.
"""

# The nine actions (rulebook, "The Actions in Detail"); also the nine action-card kinds.
ACTIONS = ("wood", "brick", "marble", "weave", "ship", "build", "artwork", "transport", "contribute")
RESOURCES = ("wood", "brick", "marble")

# D-C1 (DESIGNED): 3 x 3 grid; the action printed on the board sits in the centre slot.
GRID_SLOTS = ("r0c0", "r0c1", "r0c2", "r1c0", "r1c1", "r1c2", "r2c0", "r2c1", "r2c2")
FIXED_SLOT = 4                     # DESIGNED D-C1: r1c1, the only square on four streets
FIXED_ACTION = "contribute"        # DESIGNED D-C1: the setting for the printed action
ACTION_TILES = ("wood", "brick", "marble", "weave", "ship", "build", "artwork", "transport")  # FOUND: 8 tiles
# D-C1 (DESIGNED): streets join orthogonal neighbours (12, inferred from the geometry)
STREETS = {
    "H1": (0, 1), "H2": (1, 2), "H3": (3, 4), "H4": (4, 5), "H5": (6, 7), "H6": (7, 8),
    "V1": (0, 3), "V2": (3, 6), "V3": (1, 4), "V4": (4, 7), "V5": (2, 5), "V6": (5, 8),
}
STREET_NAMES = tuple(STREETS)
STREET_INDEX = {name: i for i, name in enumerate(STREET_NAMES)}
# D-C2 (DESIGNED): the first-game layout of the 8 tiles, in GRID_SLOTS order without the fixed slot
FIRST_GAME_TILES = ("weave", "ship", "marble", "wood", "artwork", "build", "brick", "transport")

STACK_LIMIT = 4                    # FOUND: a stack holds at most 4 discs; the 4th goes to the council
STACK_LIMIT_2P = 3                 # DESIGNED D-C6: the 3rd disc goes out in the 2-player variant

# Player mat (FOUND)
CUBES = 40
WAREHOUSE_SIZE = 4
WORKSHOP_SIZE = 4
WORKSHOPS = 3                      # the printed one plus 2 workshop tiles
SHIPS = 3
TRADE_HOUSES = 3
BUILD_COST = {"ship": {"wood": 2}, "house": {"brick": 2}, "workshop": {"wood": 1, "brick": 1}}

# Discs per player count: (coloured, white, neutral).  FOUND for 3-5; DESIGNED D-C6 for 2.
DISCS = {2: (12, 4, 6), 3: (12, 3, 0), 4: (10, 2, 0), 5: (8, 2, 0)}
NEUTRAL_CUBES = 40                 # DESIGNED D-C6: the shared neutral supply (2 players)

# Cities (FOUND): 12 cloth slots each.
TRADE_CITIES = ("troyes", "bruges", "hamburg")
PORT_CITIES = ("barcelona", "lisbon", "london")
CITY_SLOTS = 12
HOUSE_SLOTS = 5                    # DESIGNED: one trade-house slot per colour in each trade city

# Buildings: resource slots per row and artwork slots.  Totals FOUND; the even split is DESIGNED D-C4.
CHURCHES = ("fiore", "miniato", "croce")
BUILDINGS = ("fiore", "miniato", "croce", "palazzo")
BUILDING_NAMES = {"fiore": "Santa Maria del Fiore", "miniato": "San Miniato", "croce": "Santa Croce",
                  "palazzo": "Palazzo Vecchio"}
ROW_SLOTS = {"fiore": 5, "miniato": 3, "croce": 4}       # DESIGNED D-C4 (15 / 9 / 12 split evenly)
ART_SLOTS = {"fiore": 5, "miniato": 3, "croce": 4, "palazzo": 4}   # FOUND
COUNCIL_ART = "palazzo.art"        # the artwork slots of the city council (Palazzo Vecchio)

# Board areas that hold cubes, with their capacity.
CAPACITY = {city: CITY_SLOTS for city in TRADE_CITIES + PORT_CITIES}
CAPACITY.update({f"{c}.{r}": ROW_SLOTS[c] for c in CHURCHES for r in RESOURCES})
CAPACITY.update({f"{b}.art": ART_SLOTS[b] for b in BUILDINGS})
AREAS = tuple(CAPACITY)

NAMES = {"troyes": "Troyes", "bruges": "Bruges", "hamburg": "Hamburg", "barcelona": "Barcelona",
         "lisbon": "Lisbon", "london": "London", **BUILDING_NAMES}


def _building(b: str) -> tuple[str, ...]:
    return tuple(f"{b}.{r}" for r in RESOURCES) + (f"{b}.art",)


# Scoring categories: id -> (name, areas counted, council seats counted).  The 15 tiles are
# inferred exactly from the rulebook's categories; the ids are DESIGNED D-C5.
SCORING_TILES = {
    "ST01": ("Troyes", ("troyes",), False),
    "ST02": ("Bruges", ("bruges",), False),
    "ST03": ("Hamburg", ("hamburg",), False),
    "ST04": ("Barcelona", ("barcelona",), False),
    "ST05": ("Lisbon", ("lisbon",), False),
    "ST06": ("London", ("london",), False),
    "ST07": ("Santa Maria del Fiore", _building("fiore"), False),
    "ST08": ("San Miniato", _building("miniato"), False),
    "ST09": ("Santa Croce", _building("croce"), False),
    "ST10": ("Artwork", tuple(f"{b}.art" for b in BUILDINGS), False),
    "ST11": ("Port cities", PORT_CITIES, False),
    "ST12": ("Trade cities", TRADE_CITIES, False),
    "ST13": ("Contribute wood", tuple(f"{c}.wood" for c in CHURCHES), False),
    "ST14": ("Contribute brick", tuple(f"{c}.brick" for c in CHURCHES), False),
    "ST15": ("Contribute marble", tuple(f"{c}.marble" for c in CHURCHES), False),
}
# Final scoring cards (FOUND: six cities and four buildings; ids DESIGNED D-C5).
SCORING_CARDS = {
    "SC01": ("Troyes", ("troyes",), False),
    "SC02": ("Bruges", ("bruges",), False),
    "SC03": ("Hamburg", ("hamburg",), False),
    "SC04": ("Barcelona", ("barcelona",), False),
    "SC05": ("Lisbon", ("lisbon",), False),
    "SC06": ("London", ("london",), False),
    "SC07": ("Palazzo Vecchio", ("palazzo.art",), True),
    "SC08": ("Santa Croce", _building("croce"), False),
    "SC09": ("Santa Maria del Fiore", _building("fiore"), False),
    "SC10": ("San Miniato", _building("miniato"), False),
}
COUNCIL_ROWS, COUNCIL_COLS = 3, 5  # DESIGNED D-C3: reading order = list order

TILE_POINTS = (3, 2, 1)            # FOUND
CARD_POINTS = (5, 3, 1)            # FOUND
FIFTY = 50                         # FOUND: the "50" victory-points tile

# Scoring cards per player count: (dealt to each, face up beside the board, face down beside the
# board, laid face up by each player).  FOUND for 3-5 (the 4-player leftover goes to the box);
# DESIGNED D-C6 for 2.
SCORING_DEAL = {2: (4, 0, 1, 1), 3: (3, 1, 0, 0), 4: (2, 1, 0, 0), 5: (2, 0, 0, 0)}

# Action cards: DESIGNED D-C5 (inferred 5 of each kind, 45 in all); the starting display is FOUND.
CARDS_PER_ACTION = 5
STARTING_CARDS = ("wood", "brick", "marble", "weave", "build")
