"""Every component and number of Santa Maria (base game), as tables.

Section numbers (§) refer to ../shared/reference/santa-maria.md. Tags: [SRC] sourced,
[AK-INF] inferred from the American Kingdoms rulebook, [DESIGNED] a stand-in until the
printed value is known. A corrected value is a one-line change here.

The component tables hold the base game and American Kingdoms (AK) alike; the ``BASE_*`` and
``AK_*`` lists say which components each brings. ``rules.rules_for`` selects and combines them
for the options of a game (the description every rules module reads); nothing in the rules
modules names a tile.

Effects are tuples: ("gain", resource, n), ("coins", n), ("happy", n), ("rel", n),
("conq", n), ("pray",) the optional grain step, ("ship",), ("trade", code), ("road",).
"""

from __future__ import annotations

from typing import Any

Effect = tuple[Any, ...]
"""An effect: its kind, then its arguments, e.g. ("gain", "wood", 1), ("coins", 2), ("ship",)."""
Cost = dict[str, int]
"""A price: resource (or "coins") -> how many."""

# --- resources and the market (§3.4, §3.6) -------------------------------------------
RESOURCES = ("wood", "grain", "sugar", "gem", "gold")          # [SRC] CSI
STORAGE_CAP = 3                                                 # [SRC] UBG, PEG9: of each resource
SELL_PRICE: dict[str, int] = {"wood": 1, "grain": 1, "sugar": 2, "gem": 2, "gold": 2}  # [SRC] PEG9
BUY_PRICE: dict[str, int] = {"wood": 3, "grain": 3}             # [SRC] PEG9 (no other resource is bought)
WILD = "gold"                                                   # [SRC] GP: gold pays for any resource
CACAO = "cacao"                                                 # [SRC] AK: a resource with its own storage
CACAO_STORAGE = 1                                               # [SRC] AK: a cacao storage holds one
FINAL_VALUE: dict[str, int] = {"cacao": 0}  # [DESIGNED] §8.11 Q7: coins at the end for what the market does not buy
DIE_ANY_VALUE = {CACAO: 1}                                      # [SRC] AK: pay 1 cacao to set your die to any value

# --- rule switches where the sources leave a choice (§10) ------------------------------
TERRAIN_MUST_MATCH = True        # [AK-INF] a building square needs land of its terrain
DIE_WRAPAROUND = False           # [DESIGNED] changing 6 -> 1 costs 5 coins
COINS_PER_PIP = 1                # [SRC] AK "1 coin per pip up or down"

# --- the year and the dice (§1.3, §3) --------------------------------------------------
MAX_COLONISTS = 4                                               # [SRC] the colonies: at most 4 players
MAX_PLAYERS = MAX_COLONISTS + 1                                 # [SRC] AK Module D: 4 colonists and the City
PLAYERS_NEED = {5: ("mayan_city", "ambassadors")}              # [SRC] AK: 5 players with Modules D and C
YEARS = 3                                                       # [SRC]
WHITE_DICE_PER_PLAYER = 3                                       # [SRC] ED: rolled each year
WHITE_DICE_LIMIT = 3                                            # [SRC] UBG, GFP: taken per player per year
BLUE_DICE_PER_PLAYER = 3                                        # [SRC] ED: on the common board
START_BLUE_DICE = 1                                             # [SRC] TTE, GOTH
START_COINS = (3, 4, 5, 6)                                      # [SRC] MUCH, BDML, AK: by seat
START_RESOURCES = {"wood": 2}                                   # [SRC] MUCH, GOTH, PIR
MONKS = 6                                                       # [SRC] CSI, MUCH
COIN_ACTIVATION_BASE = 1                                        # [SRC] POE, H9K: 1, 2, 3 ... a year

# --- the colony board (§2, §9.1) ------------------------------------------------------
SIZE = 6
TERRAINS: dict[str, str] = {"F": "forest", "P": "field", "M": "mountain"}       # [DESIGNED] a list kept as data (§12)

# Building codes and their effects (§4.1, [DESIGNED] amounts).
BUILDINGS: dict[str, tuple[Effect, ...]] = {
    "WOOD": (("gain", "wood", 1),),
    "GRAIN": (("gain", "grain", 1),),
    "SUGAR": (("gain", "sugar", 1),),
    "GEM": (("gain", "gem", 1),),
    "COIN2": (("coins", 2),),
    "HAPPY1": (("happy", 1),),
    "REL": (("rel", 1), ("pray",)),             # [SRC] AK Maya: may pay 1 grain for one more step
    "CONQ": (("conq", 1),),
    "SHIP": (("ship",),),
    "TR(G>1H)": (("trade", "TR(G>1H)"),),
    "TR(S>2H)": (("trade", "TR(S>2H)"),),
    "TR(GEM>3H)": (("trade", "TR(GEM>3H)"),),
    "TR(W>2C)": (("trade", "TR(W>2C)"),),
    "TR(2W>1GEM)": (("trade", "TR(2W>1GEM)"),),
    # town halls (§9.2, [DESIGNED]); one space, no terrain
    "TH-Bosque": (("gain", "wood", 2),),
    "TH-Llano": (("gain", "sugar", 1), ("gain", "grain", 1)),
    "TH-Sierra": (("gain", "gem", 1), ("coins", 1)),
    "TH-Costa": (("ship",),),
    "CACAO": (("gain", "cacao", 1),),          # [SRC] AK
    "TH-Cacao": (("gain", "cacao", 1), ("coins", 1)),   # [DESIGNED] §9.2
    # AK Module B: the 7 designs of upgrade specialists, buildings laid as tokens (§9.15 [DESIGNED])
    "U1": (("gain", "wood", 1), ("gain", "grain", 1)),
    "U2": (("gain", "sugar", 1), ("gain", "gem", 1)),
    "U3": (("happy", 2),),
    "U4": (("rel", 2),),
    "U5": (("conq", 2),),
    "U6": (("ship",),),
    "U7": (("coins", 3),),
}
# What the buildings are called in the log (the governor "activates the sugar plantation") [DESIGNED] words;
# the trades, town halls and upgrade specialists are named by ``words.building_name``.
BUILDING_NAMES: dict[str, str] = {
    "SHIP": "harbour", "WOOD": "lumber camp", "GRAIN": "grain farm", "SUGAR": "sugar plantation",
    "GEM": "gem mine", "COIN2": "trading post", "HAPPY1": "tavern", "REL": "church", "CONQ": "fort",
    "CACAO": "cacao plantation",
}
# Trades (§9.10): optional, once per activation: pay the cost, take the effects.
TRADES: dict[str, tuple[Cost, tuple[Effect, ...]]] = {
    "TR(G>1H)": ({"grain": 1}, (("happy", 1),)),
    "TR(S>2H)": ({"sugar": 1}, (("happy", 2),)),
    "TR(GEM>3H)": ({"gem": 1}, (("happy", 3),)),
    "TR(W>2C)": ({"wood": 1}, (("coins", 2),)),
    "TR(2W>1GEM)": ({"wood": 2}, (("gain", "gem", 1),)),
}
ROADS: dict[str, int] = {"R1": 1, "R2": 2, "R3": 3}            # road code -> colonists (§2.2)
TOWN_HALL_SLOT = "TH"

# Printed colony boards [DESIGNED] §9.1: rows top (blue 1) to bottom, columns left (white 1)
# to right. "CODE/T" building on terrain T, "Rn" road with n colonists, ".T" empty land.
BOARDS: dict[str, tuple[str, ...]] = {
    "A1": ("SHIP/P R1 .F .F .M .M",
           "REL/P R2 WOOD/F .F .M .M",
           ".P R1 GRAIN/P .F .F .M",
           ".P CONQ/P .P WOOD/F .F .M",
           ".F .P TR(G>1H)/P .P .M .M",
           ".F .F .P .P .M .M"),
    "A2": ("SHIP/P .P .P R1 .F .F",
           ".P SUGAR/P .P R2 .F .F",
           ".M .P GRAIN/P R1 COIN2/F .F",
           ".M .M .P REL/P .F .F",
           ".M .M .P R1 CONQ/P .P",
           ".M .M .P .P .P .P"),
    "A3": ("SHIP/M R1 .M .M .P .P",
           ".M R1 GEM/M .M .P .P",
           ".F R2 R1 R1 HAPPY1/P .P",
           ".F .F .P CONQ/P .P .P",
           ".F .F .P REL/P .P .P",
           ".F .F .F .P .P .P"),
    "A4": ("SHIP/P .P .F .F .F .M",
           "R1 R1 R2 WOOD/F .F .M",
           ".P .P R1 .F .M .M",
           ".P SUGAR/P R1 .P .M .M",
           ".P .P REL/P .P .M .M",
           ".P .P CONQ/P .P .P .M"),
    "A5": ("SHIP/P R1 .F .F .P .P",               # AK: the cacao colony [DESIGNED] §9.1.6
           "CACAO/F R1 .F .F .P .P",
           ".F R2 WOOD/F .P .P .M",
           ".F .P R1 GRAIN/P .M .M",
           ".P .P R1 REL/P .M .M",
           ".P .P CONQ/P .P .M .M"),
    "B": ("SHIP/P R1 .P .F .F .M",
          ".P R1 REL/P .F .F .M",
          ".P R2 TH R1 .F .M",
          ".P GRAIN/P R1 .P .M .M",
          ".F .P R1 .P .M .M",
          ".F .F .P .P .P .M"),
    "city": (),                                 # AK Module D: the Mayan City plays no colony (MAYA_BOARD)
}
BASE_A_SIDES = ("A1", "A2", "A3", "A4")
ADVANCED_SIDE = "B"
# town hall -> the A side it matches
TOWN_HALLS: dict[str, str] = {"TH-Bosque": "A1", "TH-Llano": "A2", "TH-Sierra": "A3", "TH-Costa": "A4",
                              "TH-Cacao": "A5"}
BASE_TOWN_HALLS = ("TH-Bosque", "TH-Llano", "TH-Sierra", "TH-Costa")
SETS = 4                                                        # [AK-INF] advanced set-up: town-hall sets
SOLO_SETS = 2                                                   # [DESIGNED] §7.3
AK_A_SIDES = ("A5",)                                            # [SRC] AK: the cacao colony is dealt too
CACAO_TOWN_HALL = "TH-Cacao"                                    # [SRC] AK: the cacao colony's town hall
AK_TOWN_HALLS = (CACAO_TOWN_HALL,)
AK_SETS = 5                                                     # [SRC] AK: 5 sets instead of 4
AK_SOLO_SETS = 3                                                # [DESIGNED] §8.5: one set more, as with 2-4
# [DESIGNED] §8.11 Q2: the cacao colony's extra (empty) cacao storage comes with the advanced set-up only,
# as the rulebook says; True gives it to the standard set-up's player of the A5 side too.
CACAO_EXTRA_STORAGE_STANDARD = False

# --- expansion tiles (§2.4, §9.10, [DESIGNED] contents) --------------------------------
# Shapes: square offsets (row, column) of rotation 0; the other rotations turn it clockwise.
SHAPES: dict[str, tuple[tuple[int, int], ...]] = {
    "double": ((0, 0), (0, 1)),                 # [SRC] VOL: 2x1
    "triple": ((0, 0), (0, 1), (1, 0)),         # [SRC] VOL: L, [corner, arm 1, arm 2]
    "special": ((0, 0), (0, 1), (0, 2)),        # [SRC] AK: 3 x 1, [end, middle, end]
}
TILE_COST: dict[str, Cost] = {"double": {"wood": 2}, "triple": {"wood": 2, "grain": 1},   # [SRC] BIG, FAN
                              "special": {"coins": 4}}                                   # [SRC] AK
DISPLAY: dict[str, int] = {"double": 5, "triple": 5}            # [SRC] POE, BC: face up each year
AK_DISPLAY: dict[str, int] = {"special": 2}                     # [SRC] AK: beside them, replaced each year
LARGE_SHAPES = ("triple", "special")  # [DESIGNED] §8.11 Q9: the "large (3 spaces)" tiles of the AK bishop
TILES: dict[str, tuple[str, tuple[str, ...]]] = {
    "D01": ("double", ("WOOD/F", "WOOD/F")), "D02": ("double", ("GRAIN/P", "GRAIN/P")),
    "D03": ("double", ("SUGAR/P", "R2")), "D04": ("double", ("GEM/M", "R1")),
    "D05": ("double", ("WOOD/F", "R2")), "D06": ("double", ("GRAIN/P", "R1")),
    "D07": ("double", ("REL/P", "R2")), "D08": ("double", ("CONQ/P", "R1")),
    "D09": ("double", ("SHIP/P", "R1")), "D10": ("double", ("COIN2/P", "R2")),
    "D11": ("double", ("GEM/M", "HAPPY1/M")), "D12": ("double", ("SUGAR/P", "TR(G>1H)/P")),
    "D13": ("double", ("WOOD/F", "GRAIN/P")), "D14": ("double", ("REL/P", "CONQ/P")),
    "D15": ("double", ("TR(GEM>3H)/M", "R1")),
    "T01": ("triple", ("R2", "WOOD/F", "GRAIN/P")), "T02": ("triple", ("R1", "GEM/M", "SUGAR/P")),
    "T03": ("triple", ("R3", "REL/P", "CONQ/P")), "T04": ("triple", ("SHIP/P", "R1", "SUGAR/P")),
    "T05": ("triple", ("WOOD/F", "WOOD/F", "R1")), "T06": ("triple", ("GRAIN/P", "GRAIN/P", "R2")),
    "T07": ("triple", ("GEM/M", "GEM/M", "R1")), "T08": ("triple", ("R2", "TR(S>2H)/P", "SUGAR/P")),
    "T09": ("triple", ("COIN2/P", "R1", "REL/P")), "T10": ("triple", ("R1", "CONQ/P", "HAPPY1/M")),
    "T11": ("triple", ("SHIP/P", "WOOD/F", "R2")), "T12": ("triple", ("R2", "TR(2W>1GEM)/F", "GRAIN/P")),
    "T13": ("triple", ("TR(W>2C)/F", "WOOD/F", "R1")), "T14": ("triple", ("R3", "GEM/M", "REL/P")),
    "T15": ("triple", ("SUGAR/P", "SUGAR/P", "R1")),
    # AK special expansion tiles [DESIGNED] §9.13
    "SP1": ("special", ("CACAO/F", "R2", "WOOD/F")), "SP2": ("special", ("CACAO/F", "GRAIN/P", "R1")),
    "SP3": ("special", ("R1", "CACAO/F", "SUGAR/P")), "SP4": ("special", ("CACAO/F", "SHIP/P", "R2")),
    "SP5": ("special", ("GEM/M", "R2", "CACAO/F")), "SP6": ("special", ("CACAO/F", "REL/P", "CONQ/P")),
}
SPECIAL_TILES = ("SP1", "SP2", "SP3", "SP4", "SP5", "SP6")      # [SRC] AK: 6
BASE_TILES = tuple(sorted(t for t in TILES if t not in SPECIAL_TILES))
ROAD_TILES = 3                                  # [SRC] CSI, ED
ROAD_TILE = "R2"                                # [DESIGNED] §9.11: a road with 2 colonists

# --- shipping (§4.4, §9.8, §9.9) -------------------------------------------------------
DOCKS = ("coins", "religion", "conquistador", "points")        # [DESIGNED] top to bottom
DOCK_BONUS: dict[str, tuple[Effect, ...]] = {"coins": (("coins", 2),), "religion": (("rel", 1),),
              "conquistador": (("conq", 1),), "points": (("happy", 1),)}   # per ship, on withdrawing
SET_POINTS = 5                                                 # [DESIGNED] one ship in each dock
ORDERS: dict[str, tuple[Cost, int]] = {  # id -> (cost, purple points)  [DESIGNED]
    "ST1": ({"sugar": 1, "grain": 1}, 0), "ST2": ({"gem": 1, "wood": 1}, 0),
    "ST3": ({"sugar": 1, "wood": 1}, 0), "ST4": ({"gem": 1, "grain": 1}, 0),
    "SH01": ({"sugar": 2}, 0), "SH02": ({"gem": 2}, 1), "SH03": ({"sugar": 1, "gem": 1}, 0),
    "SH04": ({"sugar": 2, "grain": 1}, 1), "SH05": ({"gem": 2, "wood": 1}, 1),
    "SH06": ({"sugar": 1, "gem": 1, "grain": 1}, 1), "SH07": ({"sugar": 1, "gem": 1, "wood": 1}, 1),
    "SH08": ({"sugar": 3}, 2), "SH09": ({"gem": 3}, 3), "SH10": ({"sugar": 2, "gem": 1}, 2),
    "SH11": ({"sugar": 1, "gem": 2}, 2), "SH12": ({"sugar": 2, "grain": 2}, 2),
    "SH13": ({"gem": 2, "wood": 2}, 2), "SH14": ({"sugar": 1, "gem": 1, "grain": 1, "wood": 1}, 2),
    "SH15": ({"sugar": 2, "gem": 1, "grain": 1}, 3), "SH16": ({"sugar": 1, "gem": 2, "wood": 1}, 3),
    "SH17": ({"grain": 2, "wood": 1}, 0), "SH18": ({"wood": 2, "grain": 1}, 0),
    "SH19": ({"gold": 1, "sugar": 1}, 1), "SH20": ({"gold": 1, "gem": 1}, 2),
    "SH21": ({"gold": 1, "grain": 2}, 1), "SH22": ({"sugar": 2, "gem": 2}, 4),
    "SH23": ({"sugar": 3, "grain": 1}, 3), "SH24": ({"gem": 3, "wood": 1}, 4),
    "SH25": ({"sugar": 1, "grain": 1, "wood": 1}, 0), "SH26": ({"gem": 1, "grain": 1, "wood": 1}, 1),
    "SH27": ({"sugar": 2, "wood": 1}, 1), "SH28": ({"gem": 2, "grain": 1}, 2),
    "SH29": ({"gold": 1, "sugar": 1, "gem": 1}, 3), "SH30": ({"grain": 2, "wood": 2}, 1),
    # AK special shipping orders: costs may hold coins and cacao [SRC] AK; the tiles [DESIGNED] §9.12
    "X1": ({"cacao": 1, "sugar": 1}, 2), "X2": ({"cacao": 1, "gem": 1}, 3),
    "X3": ({"cacao": 1, "grain": 1, "wood": 1}, 2), "X4": ({"cacao": 1, "sugar": 2}, 4),
    "X5": ({"cacao": 1, "sugar": 1, "gem": 1}, 5), "X6": ({"cacao": 1, "coins": 2}, 1),
    "X7": ({"coins": 3, "sugar": 1}, 1), "X8": ({"coins": 3, "gem": 1}, 2), "X9": ({"coins": 4}, 1),
    "X10": ({"coins": 2, "sugar": 1, "gem": 1}, 4),
}
STARTING_ORDERS = ("ST1", "ST2", "ST3", "ST4")                  # [SRC] ED: orange sails, one per dock
STANDARD_ORDERS = tuple(f"SH{i:02d}" for i in range(1, 31))      # [SRC] ED: 30, face-down stack
SPECIAL_ORDERS = tuple(f"X{i}" for i in range(1, 11))           # [SRC] AK: 10, their own face-down stack
SPECIAL_ORDER_ON_RETIRING = True   # [DESIGNED] §8.11 Q8: retiring space 4 is a shipping action too

# --- monks (§4.5, §9.3-§9.5) -----------------------------------------------------------
SCHOLARS: dict[str, str] = {  # id -> name; the abilities are rules in the modules, looked up by id
    "S1": "Taxation", "S2": "Philosophy", "S3": "Agriculture", "S4": "Forestry", "S5": "Commerce",
    "S6": "Navigation", "S7": "Theology", "S8": "Strategy", "S9": "Mathematics", "S10": "Architecture",
    "S11": "Archery", "S12": "Meditation", "S13": "Guidance",     # [SRC] AK
}
SCHOLAR_TEXT: dict[str, str] = {
    "S1": "+1 coin per colonist in the activated line when you use a die",
    "S2": "your blue dice may activate columns",
    "S3": "each grain building you activate gives 1 more grain",
    "S4": "each wood building you activate gives 1 more wood",
    "S5": "you sell for 1 coin more and buy wood or grain for 2 coins",
    "S6": "a shipping order costs you 1 resource less (your choice)",
    "S7": "each religion building you activate advances 1 more space",
    "S8": "each conquistador building you activate advances 1 more space",
    "S9": "changing a die costs 1 coin per 2 pips (rounded up)",
    "S10": "expansion tiles cost you 1 wood less",
    "S11": "with a die of value 1 or 6, pay 1 coin to activate the diagonal instead",
    "S12": "when withdrawing, do the retiring space's action twice (space 5: a road tile, then another space's)",
    "S13": "a governor landing on a road may go on one more space for 1 coin",
}
# Scholars that add an effect to a building kind: id -> (building code, extra effect).
SCHOLAR_BONUS: dict[str, tuple[str, Effect]] = {
    "S3": ("GRAIN", ("gain", "grain", 1)), "S4": ("WOOD", ("gain", "wood", 1)),
    "S7": ("REL", ("rel", 1)), "S8": ("CONQ", ("conq", 1)),
}
BASE_SCHOLARS = tuple(f"S{i}" for i in range(1, 11))
SCHOLAR_SLOTS = 3                                              # [SRC] LUD
AK_SCHOLARS = ("S11", "S12", "S13")                            # [SRC] AK: shuffled in with the base ones
AK_SCHOLAR_SLOTS = 4                                           # [SRC] AK: the 4th on extension tile 1
SCHOLAR_NEEDS: dict[str, str] = {"S13": "governor"}  # [SRC] AK: Guidance only with Module A (§8.11 Q1)
ARCHERY_COIN = 1                                               # [SRC] AK
DIAGONALS: dict[int, tuple[int, int]] = {  # [DESIGNED] §8.10: die value -> (column on row 1, column step a row)
    1: (1, 1), 6: (6, -1),
}
MEDITATION_SHIPS_TWICE = False   # [DESIGNED] §8.11 Q10: the docked ships pay out once; Meditation doubles the space
BISHOPS: dict[str, tuple[str, int, int]] = {  # id -> (what is counted, points each, maximum)  [DESIGNED] §9.4
    "B1": ("forest buildings", 2, 12), "B2": ("field buildings", 2, 12), "B3": ("mountain buildings", 2, 12),
    "B4": ("ships in the harbour", 2, 12), "B5": ("complete rows and columns", 3, 12),
    "B6": ("monks as scholars or missionaries", 3, 12),
    # AK [SRC]; the first has no maximum printed (a year-3 scoring gives at most 6)
    "B7": ("points of the year-3 conquistador scoring", 1, 12),
    "B8": ("large expansion tiles (3 spaces)", 2, 12), "B9": ("gems on your shipping tiles", 2, 12),
}
BASE_BISHOPS = ("B1", "B2", "B3", "B4", "B5", "B6")
AK_BISHOPS = ("B7", "B8", "B9")                                # [SRC] AK: 9 in all, 3 drawn
BISHOP_SLOTS = 3                                               # [SRC] LUD
BISHOP_PENALTY = 2                                             # [AK-INF] per monk on a bishop, base only
AK_BISHOP_PENALTY = 0                                          # [SRC] AK: "do NOT subtract 2"
MISSIONS: dict[str, tuple[Effect, ...]] = {  # ordered left to right  [DESIGNED] §9.5
    "M1": (("coins", 3),),
    "M2": (("gain", "sugar", 1), ("gain", "gem", 1)),
    "M3": (("conq", 2),),
    "M4": (("gain", "wood", 1), ("gain", "grain", 1), ("happy", 1)),
    "M5": (("gain", "cacao", 1), ("gain", "wood", 1), ("gain", "grain", 1)),   # [SRC] AK
}
BASE_MISSIONS = ("M1", "M2", "M3", "M4")
AK_MISSIONS = ("M1", "M2", "M3", "M5")   # [SRC] AK: extension tile 2 covers the rightmost station

# --- tracks (§4.2, §4.3, §9.6, §9.7) ---------------------------------------------------
RELIGION_END = 15
RELIGION_MONKS = (2, 4, 7, 9, 12, 15)                          # [DESIGNED]
RELIGION_DICE = (5, 10)                                        # [DESIGNED] positions; 2 symbols [SRC] AK
CONQUEST_END = 10
CONQUEST_GOLD = (3, 6, 9)                                      # [DESIGNED]
# task kind (and state field) -> (last space, {space: effects when reached})
TRACKS: dict[str, tuple[int, dict[int, tuple[Effect, ...]]]] = {
    "rel": (RELIGION_END, {n: (("monk",),) * (n in RELIGION_MONKS) + (("bluedie",),) * (n in RELIGION_DICE)
                           for n in (*RELIGION_MONKS, *RELIGION_DICE)}),
    "conq": (CONQUEST_END, {n: (("gain", "gold", 1),) for n in CONQUEST_GOLD}),
}
SOLO_TREES = (3, 5, 7)                                         # [DESIGNED] tree of year 1, 2, 3
# players -> per year, points by rank  ([SRC] 2 players; rest [DESIGNED])
YEAR_POINTS: dict[int, tuple[tuple[int, ...], ...]] = {
    1: ((4,), (5,), (6,)),                                     # [SRC] UBG: solo, past the year's tree
    2: ((4, 0), (5, 0), (6, 0)),
    3: ((4, 2, 0), (5, 3, 0), (6, 4, 0)),
    4: ((4, 2, 1, 0), (5, 3, 1, 0), (6, 4, 2, 0)),
}

# --- withdrawing (§5.1) ----------------------------------------------------------------
RETIRING: tuple[tuple[Effect, ...], ...] = (  # top to bottom; the order of 1-3 is [DESIGNED], 4 and 5 [SRC] AK
    (("coins", 2),),
    (("rel", 1),),
    (("conq", 1),),
    (("ship",),),
    (("road",),),
)

# --- AK Module A: the governor (§8.6, §9.14) --------------------------------------------
GOVERNOR_START = 0                                             # [SRC] AK: the top left (shipping) space, r1c1
# The overview card's grid: points at the end for the governor's space, rows top (blue 1) to bottom, columns
# left (white 1) to right. [SRC] rows 1-4 and the first two of row 5 ("the 5-4 space scores 1": column 5, row 4);
# [DESIGNED] §9.14 the rest: r5c3-r5c4 and r6c1-r6c4 mirror the printed cells across the diagonal, r5c5 5,
# r5c6 and r6c5 8, the bottom right corner +12 as the top left is -12.
GOVERNOR_POINTS: tuple[tuple[int, ...], ...] = (
    (-12, -11, -10, -9, -8, -6),
    (-11, -9, -8, -7, -5, -4),
    (-10, -8, -6, -3, -2, -1),
    (-9, -7, -3, -1, 1, 3),
    (-8, -5, -2, 1, 5, 8),
    (-6, -4, -1, 3, 8, 12),
)
# [DESIGNED] §8.11 Q3: a die may be taken when only its governor's move would free a building of its line (the
# governor moves before the die activates, so the die activates the line as the move leaves it); False reads the
# line before the move.
GOVERNOR_FREES_ITS_LINE = True
GUIDANCE_COIN = 1                                              # [SRC] AK: per extra step of the governor
# [DESIGNED] §8.11 Q4: a Guidance step onto a building activates it, as any move of the governor does.
GUIDANCE_STEP_ACTIVATES = True

# --- AK Module B: the specialists (§8.7, §9.15) ------------------------------------------
# token -> what it is: a production specialist's type, or an upgrade specialist's design [SRC] AK: 18 tokens,
# 3 farmers, 3 foresters, 3 soldiers, 9 upgrade specialists in 7 designs (one x3); which design is x3 [DESIGNED]
SPECIALISTS: dict[str, str] = {
    "FA1": "farmer", "FA2": "farmer", "FA3": "farmer",
    "FO1": "forester", "FO2": "forester", "FO3": "forester",
    "SO1": "soldier", "SO2": "soldier", "SO3": "soldier",
    "UP1": "U1", "UP2": "U1", "UP3": "U1", "UP4": "U2", "UP5": "U3", "UP6": "U4", "UP7": "U5", "UP8": "U6",
    "UP9": "U7",
}
SPECIALIST_VALUES = 6                                          # [SRC] AK: one face up on each die value, a year
# A production specialist: what each brings, per unit; the 1st/2nd/3rd of a type costs and brings 1/2/3 [SRC] AK
PRODUCTION: dict[str, Effect] = {"farmer": ("gain", "grain"), "forester": ("gain", "wood"), "soldier": ("conq",)}
PRODUCTION_PRICES = (1, 2, 3)                                  # [SRC] AK: coins (and units) by the count taken
# An upgrade specialist design -> its terrain (its effects are in BUILDINGS) [DESIGNED] §9.15
UPGRADES: dict[str, str] = {"U1": "P", "U2": "M", "U3": "P", "U4": "P", "U5": "P", "U6": "P", "U7": "F"}
UPGRADE_PRICES: dict[str, int] = {"built": 1, "empty": 3}     # [SRC] AK: on a built space, on an empty one
# [DESIGNED] §8.11 Q5: "a road tile for all purposes": a built space that tiles may touch, that Guidance continues
# from; the token shows a wagon, no colonists, so it has none (for the colonists' points, Taxation and the
# governor's road points); a number here gives it that many.
UPGRADE_COLONISTS = 0
ROAD_BUILDINGS: dict[str, int] = {design: UPGRADE_COLONISTS for design in UPGRADES}   # buildings that are roads too
# [DESIGNED] §8.11 Q6: on empty land the specialist's terrain must match the land (the rulebook frees only an
# upgrade of a built space from it); it need not touch a built space ("any empty space").
UPGRADE_TERRAIN_ON_LAND = True
UPGRADE_NEEDS_NEIGHBOUR = False

# --- AK Module C: the ambassadors (§8.8) ---------------------------------------------------
AMBASSADOR_WHITE_DICE_PER_PLAYER = 2                           # [SRC] AK: 2 white dice per player in the pool
AMBASSADOR_WHITE_LIMIT = 2                                     # [SRC] AK: at most 2 normal white dice a year
AMBASSADOR_START_BLUE_DICE = 0                                 # [SRC] AK: no personal blue die at the start
AMBASSADOR_DICE = ("white", "blue")                            # [SRC] AK: one of each, on its ambassador tile
# an ambassador die left on a building: "W3", "L5" (bLue: "B5" would read as the bishop B5, a component id)
AMBASSADOR_MARKS: dict[str, str] = {"white": "W", "blue": "L"}
# §8.11 Q11, each [DESIGNED] reading a setting:
# who follows, and in what order: "seats", clockwise from the taker (the rulebook's "clockwise order around the
# table"), or "turn", this year's turn order from the taker;
AMBASSADOR_FOLLOW_ORDER = "seats"
# a player who has withdrawn this year follows too ("each other player"; False: only those still in the year);
AMBASSADOR_WITHDRAWN_FOLLOW = True
# a follower may decline its follow-up ("gets to activate": a right, not a duty);
AMBASSADOR_MAY_DECLINE = True
# a follower may not pay cacao to set the die to another value ("They may not use coins to change to another
# row/column": the line is the taker's; True lets a follower pay 1 cacao for any other line of the die's kind);
AMBASSADOR_FOLLOWER_CACAO = False
# a follower with Archery may activate the diagonal of a 1 or 6 ("you may activate the diagonal line"), paying
# Archery's coin as any use of Archery does (False: free).
AMBASSADOR_FOLLOWER_ARCHERY_PAYS = True

# --- final scoring (§7) ----------------------------------------------------------------
COLONIST_POINTS = 1                                            # [DESIGNED] per colonist
COINS_PER_POINT = 3                                            # [AK-INF]
SOLO_GOAL = 100                                                # [SRC] UBG
SOLO_ACHIEVEMENTS: dict[str, tuple[str, int]] = {  # [SRC] UBG: key -> (text, threshold)
    "colonists": ("28 or more points from colonists", 28),
    "sets": ("4 sets of shipment tiles", 4),
    "bishops": ("30 or more points from the bishops' requirements", 30),
    "chain": ("an unbroken chain of buildings of one terrain from west to east or north to south", 1),
    "total 120": ("120 points or more", 120),
    "total 150": ("150 points or more", 150),
}

# --- AK Module D: the Mayan City (§8.9, §9.16) ----------------------------------------------------
# An asymmetric role: one seat plays the City board instead of a colony. Every value the rulebook does not print
# (the board's roads, buildings and regions, the building tokens, the temple tiles, the storage tiles, the 24
# action cards) is [DESIGNED] in §9.16.
MAYA_SEAT = 0                     # [DESIGNED] the first player named plays the City ([SRC] it starts year 1)
MAYA_BOARD = "city"               # its seat's board in the saved form: no colony (BOARDS["city"] is empty)
MAYA_START_COINS = 2              # [SRC] AK: the City takes 2 coins; the colonists then 3/4/5/6 as normal
MAYA_NO_COLONIST = ("A5", CACAO_TOWN_HALL)   # [SRC] AK: no colonist uses the cacao colony nor its town hall
MAYA_WHITE_DICE = WHITE_DICE_PER_PLAYER      # [SRC] AK: 3 white dice more in the pool for the City
# [DESIGNED] §8.11 Q12: with Module C the City keeps its blue die (one of its own components: "Take 1 blue die"),
# though the colonists start with none; False: it starts with none either. (Easy, every module, 4 players, seeds
# 1-40: the City 41.0 points a game and 25 wins; False 36.7 and 22.)
MAYA_KEEPS_BLUE_DIE = True
# [DESIGNED] §8.11 Q13: when the City simulates a die move for another seat's ambassador die (Module C), no die is
# left on its last building (the die is the taker's, on the taker's colony); True: its mark blocks the building.
# (Easy, every module, 4 players, seeds 1-40: the City 41.0 points a game and 25 wins; True 36.7 and 23; with no
# simulated move at all 30.1 and 18.)
MAYA_SIMULATION_LEAVES_DIE = False
MAYA_SIMULATED = "s"               # the mark of a simulated die move ("s4"): no die of the pool
# The board (§9.16 [DESIGNED]): die symbol k (1-6) leads onto the road of path k, past three building spots top
# to bottom, named "<k>a", "<k>b", "<k>c"; the "a" spots hold printed buildings, the "b" and "c" spots start empty.
MAYA_PATHS = 6
MAYA_LEVELS = "abc"
MAYA_SPOTS = tuple(f"{k}{level}" for k in range(1, MAYA_PATHS + 1) for level in MAYA_LEVELS)
# [DESIGNED] The roads: straight down its path, and from a path's first building a fork down to the second
# building of each neighbouring path (so a 4 may go toward 3 or 5: the AK example of Helge).
MAYA_ROADS: dict[str, tuple[str, ...]] = {
    **{f"{k}a": tuple(f"{j}b" for j in (k, k - 1, k + 1) if 1 <= j <= MAYA_PATHS) for k in range(1, MAYA_PATHS + 1)},
    **{f"{k}b": (f"{k}c",) for k in range(1, MAYA_PATHS + 1)},
}
# [DESIGNED] The empty road spaces a road token makes usable: road space -> the two buildings it joins (either
# way). [SRC] "a road tile on road 2 lets you move a die from 1 to 3 or vice versa".
MAYA_ROAD_SPACES: dict[str, tuple[str, str]] = {"RS2": ("1b", "3b"), "RS4": ("3c", "5c"), "RS5": ("4b", "6b")}
MAYA_ROAD_TOKENS = 3                                          # [SRC] AK
# [DESIGNED] A die may pass occupied buildings and empty spots (§8.11 Q13: "activating all VACANT buildings on the
# way"; it stops only on a vacant building, and needs one to be taken); False: they end its road.
MAYA_PASS_OCCUPIED = True
# The City's buildings: code -> effects ([SRC] production, religion with the grain step, soldier; the 1 coin one
# is the City's own); the printed ones on the "a" spots [DESIGNED] §9.16.
MAYA_BUILDINGS: dict[str, tuple[Effect, ...]] = {
    "WOOD": BUILDINGS["WOOD"], "GRAIN": BUILDINGS["GRAIN"], "CACAO": BUILDINGS["CACAO"], "GEM": BUILDINGS["GEM"],
    "SUGAR": BUILDINGS["SUGAR"], "CONQ": BUILDINGS["CONQ"], "REL": BUILDINGS["REL"], "COIN2": BUILDINGS["COIN2"],
    "HAPPY1": BUILDINGS["HAPPY1"], "COIN1": (("coins", 1),),
}
MAYA_BUILDING_NAMES: dict[str, str] = {**{c: n for c, n in BUILDING_NAMES.items() if c in MAYA_BUILDINGS},
                                       "COIN1": "market stall"}   # [DESIGNED] words for the log
MAYA_PRINTED: dict[str, str] = {"1a": "WOOD", "2a": "GRAIN", "3a": "CACAO", "4a": "CONQ", "5a": "REL",
                                "6a": "COIN1"}                # [DESIGNED] §9.16
# [DESIGNED] §9.16 the 12 building tokens ([SRC] 6 timber, 6 straw): token -> (type, building)
MAYA_TOKENS: dict[str, tuple[str, str]] = {
    "TIM1": ("timber", "GEM"), "TIM2": ("timber", "SUGAR"), "TIM3": ("timber", "CONQ"), "TIM4": ("timber", "REL"),
    "TIM5": ("timber", "COIN2"), "TIM6": ("timber", "HAPPY1"),
    "STR1": ("straw", "WOOD"), "STR2": ("straw", "GRAIN"), "STR3": ("straw", "CACAO"), "STR4": ("straw", "CACAO"),
    "STR5": ("straw", "CONQ"), "STR6": ("straw", "COIN1"),
}
MAYA_BUILD_COST: dict[str, Cost] = {"timber": {"wood": 1}, "straw": {"grain": 1}}   # [SRC] AK action cards
# The five regions between neighbouring paths, left to right ([SRC] the gold temple in the middle; the others
# [DESIGNED] §9.16): a building on path k borders the regions k-1 and k (paths 1 and 6: one region, [SRC]).
MAYA_REGIONS = ("trade", "festival", "gold", "build", "technology")
MAYA_GOLD_REGION = "gold"
# What completing a temple tile gives, by region ([SRC] the five rewards, the build temple's 2 coins (Alex's
# example) and the gold temple's high priest; the others [DESIGNED] §9.16).
MAYA_REWARDS: dict[str, Effect] = {"trade": ("pave",), "festival": ("storage",), "gold": ("priest",),
                                   "build": ("coins", 2), "technology": ("cards", 2)}
# The 15 temple tiles ([SRC] 5 of each size; costs [DESIGNED] §9.16, the medium wood-gem-cacao one [SRC] Alex's
# example): tile -> (size, cost).
MAYA_TEMPLE_SIZES = ("large", "medium", "small")              # [SRC] the levels of a temple, bottom up
MAYA_TEMPLES: dict[str, tuple[str, Cost]] = {
    "TL1": ("large", {"wood": 1, "grain": 1, "cacao": 1}), "TL2": ("large", {"grain": 1, "gem": 1, "sugar": 1}),
    "TL3": ("large", {"wood": 1, "gem": 1, "sugar": 1}), "TL4": ("large", {"grain": 1, "sugar": 1, "cacao": 1}),
    "TL5": ("large", {"wood": 1, "grain": 1, "gem": 1}),
    "TM1": ("medium", {"wood": 1, "gem": 1, "cacao": 1}), "TM2": ("medium", {"grain": 1, "sugar": 1}),
    "TM3": ("medium", {"gem": 1, "cacao": 1}), "TM4": ("medium", {"wood": 1, "sugar": 1}),
    "TM5": ("medium", {"grain": 1, "cacao": 1}),
    "TS1": ("small", {"wood": 1, "grain": 1}), "TS2": ("small", {"gem": 1, "sugar": 1}), "TS3": ("small", {"cacao": 2}),
    "TS4": ("small", {"grain": 1, "gem": 1}), "TS5": ("small", {"sugar": 1, "cacao": 1}),
}
# [DESIGNED] §8.11 Q13: the 5th retiring space's temple tile gives its reward, and is completed before the temples
# are scored; False: no reward. (Easy, every module, 4 players, seeds 1-40: the City 41.0 points a game and 25 wins;
# False 40.3 and 24.)
MAYA_RETIRE_TEMPLE_REWARD = True
# The 10 storage tiles ([SRC] the 6 at the start, full or empty; the other 4 [DESIGNED] §9.16): the resources a
# storage tile holds (one each); gold has the gold storage, which holds any number.
MAYA_STORAGE_START: tuple[tuple[str, bool], ...] = (("cacao", True), ("cacao", False), ("grain", True),
                                                     ("wood", True), ("gem", False), ("sugar", False))
MAYA_STORAGE_SPARE = ("wood", "grain", "gem", "sugar")
GOLD_TOKENS = 12                                              # [SRC] CSI: 12 of each resource
# The 24 action cards [DESIGNED] §9.16 ([SRC] two actions each: trade, festival, build, technology). An action:
# ("trade",), ("festival", cost, effects), ("build", "timber" | "straw"), ("tech", die value, bonus).
MAYA_CARDS: dict[str, tuple[tuple[Any, ...], tuple[Any, ...]]] = {
    "AC01": (("trade",), ("tech", 1, "soldier")),
    "AC02": (("trade",), ("build", "timber")),
    "AC03": (("festival", {"wood": 1}, (("happy", 2),)), ("tech", 2, "culture")),
    "AC04": (("festival", {"grain": 1}, (("coins", 2),)), ("build", "straw")),
    "AC05": (("build", "timber"), ("tech", 3, "sugar")),
    "AC06": (("trade",), ("festival", {"cacao": 1}, (("happy", 2),))),
    "AC07": (("build", "straw"), ("tech", 4, "soldier")),
    "AC08": (("festival", {"gem": 1}, (("coins", 4),)), ("tech", 5, "culture")),
    "AC09": (("trade",), ("tech", 6, "sugar")),
    "AC10": (("build", "timber"), ("festival", {"sugar": 1}, (("coins", 4),))),
    "AC11": (("trade",), ("festival", {"grain": 1}, (("happy", 2),))),
    "AC12": (("build", "straw"), ("tech", 2, "gem")),
    "AC13": (("trade",), ("tech", 4, "gem")),
    "AC14": (("build", "straw"), ("tech", 5, "soldier")),
    "AC15": (("festival", {"sugar": 1}, (("happy", 3),)), ("tech", 6, "culture")),
    "AC16": (("build", "timber"), ("tech", 1, "gem")),
    "AC17": (("trade",), ("festival", {"gem": 1}, (("happy", 3),))),
    "AC18": (("festival", {"cacao": 1}, (("coins", 3),)), ("tech", 2, "soldier")),
    "AC19": (("build", "straw"), ("tech", 3, "culture")),
    "AC20": (("trade",), ("build", "straw")),
    "AC21": (("festival", {"wood": 1}, (("coins", 2),)), ("tech", 4, "sugar")),
    "AC22": (("build", "timber"), ("tech", 5, "gem")),
    "AC23": (("trade",), ("tech", 6, "soldier")),
    "AC24": (("festival", {"cacao": 1, "grain": 1}, (("happy", 5),)), ("build", "timber")),
}
MAYA_CARD_REGIONS: dict[str, str] = {"trade": "trade", "festival": "festival", "build": "build",
                                     "tech": "technology"}    # [DESIGNED] §9.16: where a played card is tucked
# [SRC] a technology card's bonus ("gain one Gem or Sugar (provided you have available storage)")
MAYA_TECH_BONUS: dict[str, Effect] = {"soldier": ("conq", 1), "culture": ("rel", 1), "gem": ("gain", "gem", 1),
                                      "sugar": ("gain", "sugar", 1)}
# [DESIGNED] §8.11 Q13: a gem or sugar technology card needs an empty storage tile of its kind ("provided you have
# available storage"); False: it may be played anyway and the gain is lost.
MAYA_TECH_NEEDS_ROOM = True
MAYA_HAND = 5                                                 # [SRC] AK: the starting hand
MAYA_YEAR_CARDS = 3                                           # [SRC] AK: drawn at each year's end
MAYA_HIGH_PRIESTS = 3                                         # [SRC] AK
# The trade action ([SRC] AK "Trade", with the supply): 1 coin first, then any number of trades.
MAYA_TRADE_COIN = 1
MAYA_SUPPLY_PRICES: dict[str, int] = {"cacao": 1, "grain": 2, "wood": 2}   # [SRC] coins for one
MAYA_SUPPLY_SELL = 1                                          # [SRC] any resource for 1 coin (gold too: "any")
MAYA_REDRAW_COIN = 1                                          # [SRC] discard any number, draw as many
# [DESIGNED] trades with the other players ([SRC] "if the players agree"): an offer a player declined may not be sent
# to that player again, the same, in the same trade action (so a "no" ends that offer); True: it may.
MAYA_OFFER_REPEAT = False
MAYA_FINAL_PRICE: dict[str, int] = {**{r: 1 for r in RESOURCES if r != WILD}, CACAO: 1, WILD: 0}   # [SRC] not gold
# [DESIGNED] §8.11 Q14: a colonist who cannot hold the gold takes none from the City's storage (the gold stays
# there); True: it is taken from the City and lost. (Easy, every module, 4 players, seeds 1-40: the same games
# either way, the case never arose.)
MAYA_GOLD_TAKEN_WHEN_FULL = False
