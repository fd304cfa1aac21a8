"""How to play Santa Maria with American Kingdoms, in our own words (issue 13): data for ``render.learn`` and for
a later translation. The base game follows the rules the engine plays (the base rulebook was not available: see
RULES-NOTES.md; values marked designed there may change); American Kingdoms and its Modules A to D follow its
rulebook. ``ROUND``/``round_of``: the game lasts three years, the log's headings."""

from __future__ import annotations

from .state import SantaMariaState

ROUND = "Year"

SECTIONS = (
    ("Goal", (
        "Build up your colony in the New World over three years and have the most points at the end: happiness "
        "earned during the game, the colonists on your roads, your shipped orders, your bishops' conditions and "
        "your coins.",
    )),
    ("Set-up", (
        ("Each player has a colony board (6 × 6 spaces; white dice activate its columns, blue dice its rows), "
         "one blue die of their own, 2 wood and 6 monks, and markers on the religion and conquistador tracks.",
         "Coins: the start player 3, the next 4, then 5 and 6.",
         "The common board holds the white dice (3 per player, rolled each year), the shipping orders at the "
         "four docks, three scholars and three bishops, the missionary stations, the display of expansion "
         "tiles (five doubles and five triples each year) and the five retiring spaces.",
         "Advanced set-up: each player chooses a town hall with a personal scholar and plays the B side."),
    )),
    ("A turn", (
        "In turn order each player takes one main action per turn, and any number of free actions at the market "
        "before it or while it resolves: sell wood or grain for 1 coin, sugar, gem or gold for 2; buy wood or "
        "grain for 3 coins. You may store at most 3 of each resource; gold may stand in for any resource.",
        "The year ends when everybody has withdrawn.",
    )),
    ("Actions", (
        ("Use a die: a white die from the common pool (at most 3 a year) or one of your blue dice. Pay 1 coin "
         "per pip to change its value. A white die activates that column top to bottom, a blue die that row "
         "left to right: every building not blocked, in order. The die stays on the last building activated.",
         "Activate one building with coins: 1 coin the first time in a year, 2 the second, and so on; the coins "
         "block the building for the year.",
         "Expand your colony: buy a tile from the display (a double for 2 wood, a triple for 2 wood and 1 grain) "
         "and lay it on empty land of matching terrain next to what you have built.",
         "Withdraw: take a free retiring space and its action (2 coins, a religion step, a conquistador step, a "
         "shipping order, a road tile), then every ship in your harbour gives its dock's bonus. The order of "
         "the retiring spaces is next year's turn order."),
        "Buildings give resources, coins or happiness, fulfil a shipping order (pay its goods, dock the ship), "
        "trade goods for happiness, or move you on the tracks. The religion track gives blue dice and monks; a "
        "monk goes to a scholar (an ability for the rest of the game), a missionary station (a reward at once) "
        "or a bishop (points at the end). The conquistador track gives gold.",
    )),
    ("Scoring", (
        "At the end of each year the players furthest along the conquistador track score points (more in later "
        "years); the last one and anyone who did not move score nothing. Then the track starts again.",
        "At the end of the game: your happiness, your colonists, the points on your shipping orders and for sets "
        "of ships (one in each dock), your bishops' conditions, and 1 point per 3 coins after selling what you "
        "have left.",
    )),
    ("The end", (
        "After the third year and its conquistador scoring the final scoring is done. The most points win; a tie "
        "goes to the player with more coins left over. Solo, you win with 100 points or more.",
    )),
    ("American Kingdoms", (
        ("A fourth scholar and a new harbour with a special shipping order: pay its goods (maybe coins or "
         "cacao) and dock it anywhere but where you have the most ships.",
         "Three new scholars (Archery: a 1 or 6 die may go diagonally for 1 coin; Guidance, with Module A; "
         "Meditation: a retiring space's action twice) and three new bishops.",
         "Two special expansion tiles (three spaces in a row) in the display, 4 coins each, replaced each year.",
         "Cacao: a storage tile holds one. Pay it to set a die to any value, or for a special order; gold may "
         "replace it. Cacao buildings and the new missionary station give it; a cacao colony joins the others.",
         "No more minus 2 happiness per monk on a bishop at the end."),
    )),
    ("Module A: the Governor", (
        "Your governor starts on the top left space. Each time you use a die whose line it stands in, it first "
        "moves one space (right for a white die, down for a blue one), activating a building it lands on or "
        "scoring the colonists of a road. It cannot move onto a die, coins or out of the colony, and it blocks "
        "its space. At the end its position scores or costs points.",
    )),
    ("Module B: the Specialists", (
        "Each year a specialist lies on each die value. When you take a white die you may pay to take the one on "
        "its value: a farmer, forester or soldier gives 1, 2, then 3 grain, wood or conquistador steps for 1, 2, "
        "then 3 coins; an upgrade specialist is a building laid on a built space for 1 coin or on an empty one "
        "for 3.",
    )),
    ("Module C: the Ambassadors", (
        "No personal blue die at the start and 2 white dice per player. A white and a blue ambassador die wait "
        "on their tiles. Whoever takes one uses it as a normal die and takes its tile; then every other player "
        "in turn activates the same line in their own colony, without coins and without leaving a die. At most "
        "2 normal white dice a year; the ambassador dice do not count.",
    )),
    ("Module D: the Mayan City", (
        "One player plays the Mayan City instead of a colony: 2 coins, first in year 1, storage tiles instead of "
        "resources (full or empty), no market, no coins for buildings, and gold that is not wild.",
        ("Use a die: it enters the City at its value and follows the roads, choosing at forks, activating each "
         "vacant building; it stays on the last one. Then you may complete a temple tile of a region beside it "
         "for its reward (2 coins, 2 cards, a storage tile, a road token, a high priest).",
         "Play an action card: trade, festival or build (a timber or straw building); it is tucked by its "
         "region. Technology cards are played with a die of their value.",
         "Use a high priest: it activates one vacant building and stays there.",
         "Withdraw: as the colonists, but the 4th space fills a storage tile and the 5th completes a temple; "
         "then the temples score (cards played in a region times its completed levels; gold times the gold "
         "temple's levels)."),
        "The City passing a gold symbol first keeps that gold from the colonists behind it; colonists take their "
        "gold from the City's storage.",
    )),
)

GLOSSARY = {
    "Colony board": "Your 6 × 6 board of buildings, roads and land; white dice activate columns, blue dice rows.",
    "White die": "A die of the common pool; at most 3 a year (2 with the Ambassadors).",
    "Blue die": "Your own die; the religion track gives you more.",
    "Expansion tile": "A tile of two or three spaces bought from the display to build on empty land.",
    "Road tile": "A one-space road with colonists, from the fifth retiring space.",
    "Colonists": "Figures printed on roads; they score at the end.",
    "Retiring space": "Where you withdraw for the year; its action, and next year's turn order.",
    "Shipping order": "Goods to deliver; the ship docks in your harbour and gives its bonus when you withdraw.",
    "Harbour": "Your four docks (coins, religion, conquistador, points) for shipped orders.",
    "Religion track": "Steps give blue dice and monks.",
    "Conquistador track": "Steps give gold; the leaders score at each year's end.",
    "Monk": "Placed on a scholar, a bishop or a missionary station.",
    "Scholar": "A tile whose ability you have once a monk of yours is on it.",
    "Bishop": "A tile that scores its condition at the end for each monk of yours on it.",
    "Missionary station": "A space whose reward a monk takes at once.",
    "Happiness": "Points earned during the game.",
    "Gold": "From the conquistador track; it can pay for any resource (not for the Mayan City).",
    "Town hall": "Advanced set-up: a building of the B side, chosen with a personal scholar.",
    "Cacao": "American Kingdoms: one in storage; sets a die to any value or pays special orders.",
    "Special shipping order": "American Kingdoms: an order at the new harbour, docked away from your fullest dock.",
    "Governor": "Module A: walks your colony with the dice you use; its last space scores.",
    "Specialist": "Module B: a farmer, forester, soldier or upgrade specialist bought with a white die.",
    "Ambassador": "Module C: a die whose line every other player activates too.",
    "Mayan City": "Module D: the role of one player, with its own board, dice walks, temples and cards.",
    "Temple": "Module D: tiles completed for rewards and scored when the City withdraws.",
    "High priest": "Module D: a token that activates one vacant building of the City.",
    "Storage tile": "Module D: the City's resources, one per tile, full or empty.",
}


def round_of(state: SantaMariaState) -> int:
    """The year the state is in (the log's headings)."""
    return state.year
