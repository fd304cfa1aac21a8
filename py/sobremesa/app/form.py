"""The new-game form: its values completed for the chosen game, checked, and turned into a table.

Values are a dict as the glue reads them from the page: ``game``, ``count``, ``names``,
``colours`` (palette keys), ``seats`` (who plays each seat: ``HUMAN`` or a computer level,
``core.record.BOT_LEVELS``), ``options`` (key -> choice) and ``seed`` (text). ``games`` is
``sobremesa.games.listing()``. The engine checks names, counts and options itself
(``Game.setup``); the form adds what it does not know: colours and the seed's text.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..core.i18n import ENGLISH, say
from ..core.record import BOT_LEVELS
from ..render import PALETTE

if TYPE_CHECKING:  # the start page fills and checks the form without the table's part of the engine (issue 16)
    from .table import Table

DEFAULT_GAME = "salamanca"  # preselected in the form when present
HUMAN = "human"  # a seat played by a person (the others: a computer level)
DEFAULT_NAMES = ("Ana", "Ben", "Cid", "Dora", "Eli", "Fay", "Gil", "Hugo")

Listing = Sequence[dict[str, Any]]


def _game(games: Listing, name: object) -> dict[str, Any]:
    """The game chosen, else the default game, else the first one listed."""
    by_name = {g["name"]: g for g in games}
    return by_name.get(str(name)) or by_name.get(DEFAULT_GAME) or games[0]


def _count(game: dict[str, Any], value: object) -> int:
    """The number of players asked for, or 3 (within the game's range) when it does not fit."""
    try:
        count = int(value) if isinstance(value, (int, float, str)) else 0
    except ValueError:
        count = 0
    if game["min_players"] <= count <= game["max_players"]:
        return count
    return min(max(3, game["min_players"]), game["max_players"])


def _filled(given: object, defaults: Sequence[str], count: int) -> list[str]:
    """``count`` values: the given ones, then the defaults not given yet."""
    values = [str(v) for v in given] if isinstance(given, (list, tuple)) else []
    values += [d for d in defaults if d not in values][: max(0, count - len(values))]
    return values[:count]


def _seats(given: object, count: int) -> list[str]:
    """Who plays each of ``count`` seats: the choices given that are known, a person for the others; a solo game
    (one seat) is always a person's (its own rules play the opponent: Rudolph, Santa Maria's solo rules)."""
    values = [str(v) for v in given] if isinstance(given, (list, tuple)) and count > 1 else []
    values = [v if v in BOT_LEVELS else HUMAN for v in values[:count]]
    return values + [HUMAN] * (count - len(values))


def _options(game: dict[str, Any], given: dict[str, Any]) -> dict[str, Any]:
    """A value for every option of the game: the one given when it is a choice, else the default."""
    return {o["key"]: given.get(o["key"]) if given.get(o["key"]) in o["choices"] else o["default"]
            for o in game["options"]}


def option_applies(opt: dict[str, Any], count: int) -> bool:
    return not opt["players"] or count in opt["players"]


def needed_options(game: dict[str, Any], count: int) -> list[str]:
    """The keys of the on/off options the player count needs (``Game.players_need``: Santa Maria with 5 players,
    the Mayan City and the Ambassadors), then the options those require."""
    keys = list((game.get("players_need") or {}).get(str(count), ()))
    requires = {o["key"]: o.get("requires") or () for o in game["options"]}
    for key in keys:
        keys += [k for k in requires[key] if k not in keys]
    return keys


def form_values(games: Listing, values: dict[str, Any] | None = None) -> dict[str, Any]:
    """Complete form values (game, count, names, colours, seats, options, seed) for the games listed, with
    ``applies``: the keys of the game's options that apply to the player count; ``needs``: those the count needs,
    switched on (``needed_options``); those ``values["needs"]`` (the count before) chose and this count does not need
    are switched off again."""
    values = values or {}
    game = _game(games, values.get("game"))
    count = _count(game, values.get("count", 0))
    needs = needed_options(game, count)
    # what the count before needed, and this one does not, is switched off again (it was chosen for the player)
    known = {o["key"] for o in game["options"]}
    before = {key: False for key in values.get("needs") or () if key in known and key not in needs}
    return {"game": game["name"], "count": count, "names": _filled(values.get("names"), DEFAULT_NAMES, count),
            "colours": _filled(values.get("colours"), [t.key for t in PALETTE], count),
            "seats": _seats(values.get("seats"), count),
            "options": {**_options(game, values.get("options") or {}), **before, **{key: True for key in needs}},
            "applies": [o["key"] for o in game["options"] if option_applies(o, count)], "needs": needs,
            "seed": str(values.get("seed", "") or "")}


def options_from_form(games: Listing, values: dict[str, Any]) -> dict[str, Any]:
    """The options dict for ``Session.new``: only those that apply to the player count."""
    form = form_values(games, values)
    return {key: form["options"][key] for key in form["applies"]}


def check_form(values: dict[str, Any], lang: str = ENGLISH) -> str:
    """A message for what the engine does not check itself (colours, a person at the table, the seed's text), or
    ''."""
    colours = values.get("colours") or []
    if len(set(colours)) != len(colours):
        return say(lang, "form.same_colour")
    seats = values.get("seats") or []
    if seats and HUMAN not in seats:
        return "Every player is a computer player; make at least one of them a human."
    try:
        form_seed(values)
    except ValueError:
        return say(lang, "form.bad_seed")
    return ""


def form_seed(values: dict[str, Any]) -> int | None:
    """The seed the form gives, None when it is empty; ValueError when it is not a whole number."""
    text = str(values.get("seed") or "").strip()
    return int(text) if text else None


def new_table(games: Listing, values: dict[str, Any], seed: int, key: str, started: str = "") -> Table:
    """The table the form asks for (names trimmed); raises LoadError or IllegalAction with the engine's
    reason. ``seed`` is used when the form gives none."""
    from .table import Table  # the table's part of the engine: loaded after the start page (web/glue/parts.py)

    given = form_seed(values)
    seats = form_values(games, values)["seats"]
    return Table.new(values["game"], [n.strip() for n in values["names"]], values["colours"],
                     options_from_form(games, values), seed if given is None else given, key, started,
                     {seat: level for seat, level in enumerate(seats) if level != HUMAN})
