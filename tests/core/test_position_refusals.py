"""A tampered file's refusals in the reader's language (issue 15): positions of every game edited by hand, a record
naming a game this site does not have, a share link whose header was changed and a rule example's "Play from here"
asked for a step it has not are refused with a Message; made in Spanish, Italian, German and French, every word of
it is the language's, except the file's own keys and values, which it quotes as the file spells them.

The file's own words come into a message only as its plain-text arguments (a path such as ``colonies[0].coins``, a
value such as ``'lunch'``): each such argument is checked to be made of the tampered file's words (quoted values
aside: the choices a field allows), and left out before the line is read for English words.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from sobremesa.core import Session, serial
from sobremesa.core.errors import LoadError
from sobremesa.core.i18n import ENGLISH, LANGUAGES, Message, reason, text
from sobremesa.core.record import Record
from sobremesa.core.share import decode, encode, pack, unpack
from sobremesa.examples import play_from
from sobremesa.games import get, listing

from .test_languages import PLACEHOLDER, WORD, foreign

OTHERS = [lang for lang in LANGUAGES if lang != ENGLISH]
QUOTED = re.compile(r"'[^']*'")
ALL_MODULES = {"american_kingdoms": True, "governor": True, "specialists": True, "ambassadors": True,
               "mayan_city": True}
Edit = Callable[[dict[str, Any]], object]


def _set(path: str, value: object) -> Edit:
    """An edit that sets the entry at ``path`` ("colonies.0.coins"; list indices as numbers) to ``value``."""
    *parents, last = path.split(".")

    def edit(data: dict[str, Any]) -> None:
        node: Any = data
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        node[int(last) if isinstance(node, list) else last] = value
    return edit


def _all(*edits: Edit) -> Edit:
    return lambda data: [edit(data) for edit in edits]


EXPANSION = _all(_set("phase", "expansion"), _set("played", [[1], [2], [3]]), _set("order", [[0, 1], [1, 2], [2, 3]]))
# (game, players, options, edit, the key of the message it is refused with)
CASES: list[tuple[str, int, dict[str, Any], Edit, str]] = [
    ("calimala", 2, {}, _set("phase", "dinner"), "core.one_of"),
    ("calimala", 2, {}, _set("stacks.H1", ["x1"]), "calimala.load.disc"),
    ("calimala", 2, {}, _set("players", ["Ana", "Ana"]), "calimala.load.players"),
    ("calimala", 2, {}, lambda d: d["grid"].__setitem__(0, d["grid"][1]), "calimala.load.grid"),
    ("calimala", 2, {}, _set("council_art", [0, 0]), "calimala.load.council_art"),
    ("calimala", 2, {}, _set("neutral_cubes", 41), "core.range"),
    ("calimala", 2, {}, _set("mats.0.workshops", [-1]), "core.at_least"),
    ("calimala", 2, {}, _set("score", [0]), "core.entries"),
    ("calimala", 2, {}, _set("phase", "resolve"), "calimala.load.activation"),
    ("calimala", 2, {}, _all(_set("phase", "take"), _set("discs.0.coloured", 11)), "calimala.load.no_disc"),
    ("calimala", 2, {}, _all(_set("phase", "place"), _set("display", [])), "calimala.load.kept"),
    ("calimala", 2, {}, _set("phase", "place"), "calimala.load.display"),
    ("calimala", 2, {}, _all(_set("phase", "resolve"), _set("display", []), _set("activation", {
        "street": "H1", "seat": 0, "mode": "placer", "pending": [], "conducted": False, "step": None, "queue": [],
        "neutral": False, "out": "c0"})), "calimala.load.white_waits"),
    ("salamanca", 3, {}, _set("phase", "lunch"), "core.one_of"),
    ("salamanca", 3, {}, _set("money", [0, 0]), "core.entries"),
    ("salamanca", 3, {}, _set("round", 0), "core.range"),
    ("salamanca", 3, {}, _set("squires", {"Z9": 0}), "salamanca.load.cell"),
    ("salamanca", 3, {}, _set("removed", ["Q"]), "salamanca.load.tile"),
    ("salamanca", 3, {}, lambda d: d["board"].pop(), "salamanca.load.rows"),
    ("salamanca", 3, {}, _set("board.0", ". . ."), "salamanca.load.row"),
    ("salamanca", 3, {}, _set("played", [[]]), "salamanca.load.lists"),
    ("salamanca", 3, {}, _set("fertile_placed", [[0]]), "salamanca.load.fertile_pairs"),
    ("salamanca", 3, {}, _set("phase", "expansion"), "salamanca.load.section3"),
    ("salamanca", 3, {}, _set("played", [[1], [2], [3]]), "salamanca.load.all_played"),
    ("salamanca", 3, {}, _all(_set("start", 1), _set("played", [[1], [], []])), "salamanca.load.clockwise"),
    ("salamanca", 3, {}, _set("turn", {}), "salamanca.load.no_turn"),
    ("salamanca", 3, {}, _all(_set("phase", "expansion"), _set("played", [[1], [2], [3]]), _set("order", [[0]])),
     "salamanca.load.order_pairs"),
    ("salamanca", 3, {}, _all(_set("phase", "expansion"), _set("played", [[1], [2], [3]]), _set("order", [])),
     "salamanca.load.order"),
    ("salamanca", 3, {}, _all(EXPANSION, _set("turn", {"acts": "AA"})),
     "salamanca.load.acts"),
    ("salamanca", 3, {}, _all(EXPANSION, _set("turn", {"acts": "B", "pending": ["A"]})), "salamanca.load.pending"),
    ("salamanca", 3, {}, _all(EXPANSION, _set("turn", {"acts": "A", "occupy": "A1"})), "salamanca.load.occupy"),
    ("salamanca", 3, {}, _all(EXPANSION, _set("turn", {"partner": 0})), "salamanca.load.partner"),
    ("salamanca", 3, {}, _all(EXPANSION, _set("turn", {"took": 9})), "salamanca.load.took"),
    ("salamandra", 2, {}, _set("options.level", 4), "core.option_value"),
    ("salamandra", 2, {}, _set("spots", {"0,-1": [0, "D"]}), "salamandra.load.numbers"),
    ("salamandra", 2, {}, _set("spots", {"0,-1,0": [0]}), "salamandra.load.spot"),
    ("salamandra", 2, {}, _set("book_spots", [[None]]), "salamandra.load.spellbook"),
    ("salamandra", 2, {}, lambda d: d["seats"].pop(), "core.entries"),
    ("salamandra", 2, {}, _set("phase", "lunch"), "core.one_of"),
    ("salamandra", 2, {}, _set("pool", {"gold": 1}), "salamandra.load.pool"),
    ("salamandra", 2, {}, _set("pending", [["nap"]]), "salamandra.load.pending"),
    ("salamandra", 2, {}, _set("pending", [["after", 9, 9]]), "salamandra.load.pending_cell"),
    ("salamandra", 2, {}, _set("pending", [["book", 0, 0]]), "salamandra.load.pending_no_cell"),
    ("salamandra", 2, {}, _set("rudolph", {}), "salamandra.load.solo"),
    ("salamandra", 1, {}, _set("rudolph.placed", [[0, -1]]), "salamandra.load.placed"),
    ("santamaria", 2, ALL_MODULES, lambda d: d.pop("players"), "core.lacks"),
    ("santamaria", 2, ALL_MODULES, _set("phase", "lunch"), "core.one_of"),
    ("santamaria", 2, ALL_MODULES, _set("seat", None), "santamaria.load.seat"),
    ("santamaria", 2, ALL_MODULES, _set("sets", [["TH-Costa"]]), "santamaria.load.sets"),
    ("santamaria", 2, ALL_MODULES, _set("colonies.1.board", "Z9"), "santamaria.load.board"),
    ("santamaria", 2, ALL_MODULES, lambda d: d["colonies"][1]["colony"].pop(), "santamaria.load.colony"),
    ("santamaria", 2, ALL_MODULES, _set("colonies.1.markers", {"r1c1": "w9"}), "santamaria.load.marker"),
    ("santamaria", 2, ALL_MODULES, _set("colonies.1.tiles", [["T01"]]), "santamaria.load.tile"),
    ("santamaria", 2, ALL_MODULES, _set("colonies.1.coins", -1), "core.range"),
    ("santamaria", 2, ALL_MODULES, _set("out", [False]), "core.entries"),
    ("santamaria", 2, ALL_MODULES, _set("tasks", [["nap"]]), "santamaria.load.task"),
    ("santamaria", 2, ALL_MODULES, _set("tasks", [["coins", 0]]), "santamaria.load.task_args"),
    ("santamaria", 2, ALL_MODULES, _set("tasks", [["coins", 0, [1]]]), "santamaria.load.task_word"),
    ("santamaria", 2, ALL_MODULES, _set("tasks", [["coins", 0, 0]]), "santamaria.load.task_arg.n"),
    ("santamaria", 2, ALL_MODULES, _set("tasks", [["activate", 0, "r9c9"]]), "santamaria.load.task_arg.cell"),
    ("santamaria", 2, ALL_MODULES, _set("tasks", [["putdie", 0, "x9", "r1c1"]]), "santamaria.load.task_arg.marker"),
    ("santamaria", 2, ALL_MODULES, _set("tasks", [["gain", 0, "silver", 1]]), "santamaria.load.task_arg.code"),
    ("santamaria", 2, ALL_MODULES, _set("scored", [0]), "santamaria.load.scored"),
    ("santamaria", 2, ALL_MODULES, _set("governor", ["r9c9", "r1c1"]), "santamaria.load.governor"),
    ("santamaria", 2, ALL_MODULES, _set("mayan_city.offer", {"seat": 0, "gives": {}, "asks": {"silver": 1}}),
     "santamaria.load.offer"),
    ("santamaria", 2, ALL_MODULES, _set("mayan_city.storage", ["silver"]), "santamaria.load.unknown"),
    ("santamaria", 2, ALL_MODULES, _set("mayan_city.built", {"nowhere": "STR1"}), "santamaria.load.word_map"),
    ("santamaria", 2, ALL_MODULES, _set("mayan_city.face_up.trade", "TX9"), "santamaria.load.face_up"),
    ("santamaria", 2, ALL_MODULES, _set("mayan_city.die", "x9"), "santamaria.load.maya_die"),
    ("santamaria", 2, ALL_MODULES, _set("special_order", "X99"), "santamaria.load.special_order"),
    ("santamaria", 2, ALL_MODULES, _set("specialists.offered.0", "ZZ9"), "santamaria.load.specialist"),
    ("santamaria", 2, ALL_MODULES, _set("specialists.taken", [[]]), "santamaria.load.specialists"),
    ("santamaria", 2, ALL_MODULES, _set("specialists.upgrades.0", {"r9c9": "UP1"}), "santamaria.load.upgrades"),
    ("santamaria", 2, ALL_MODULES, _set("ambassadors.blue.die", 7), "core.range_or_null"),
]


def _plain_args(message: Message) -> Iterator[str]:
    """The plain-text arguments of a message and of the messages inside it: what it took from the file."""
    for arg in message.args.values():
        for part in arg if isinstance(arg, list | tuple) else [arg]:
            if isinstance(part, Message):
                yield from _plain_args(part)
            elif isinstance(part, str):
                yield part


def assert_in_every_language(error: LoadError, data: object) -> None:
    """``error`` is a Message whose every word, in each language but English, is the language's, outside the file's
    own keys and values (its plain-text arguments, themselves made of the file's words or quoted values)."""
    message = reason(error)
    assert isinstance(message, Message), f"a plain English refusal: {message}"
    file_words = set(WORD.findall(json.dumps(data)))
    taken = sorted(set(_plain_args(message)), key=len, reverse=True)
    for arg in taken:
        assert set(WORD.findall(QUOTED.sub(" ", arg))) <= file_words, f"{message.key}: {arg!r} is not the file's"
    titles = frozenset(WORD.findall(" ".join(g["title"] for g in listing())))
    for lang in OTHERS:
        line = text(message, lang)
        assert not PLACEHOLDER.search(line), line
        assert line != str(message), f"{message.key} is English in {lang}: {line}"
        for arg in taken:
            line = line.replace(arg, " ")
        assert not foreign(line, lang, titles), f"{lang}: {text(message, lang)} <- {foreign(line, lang, titles)}"


@pytest.fixture(scope="module")
def positions() -> dict[tuple[str, int], dict[str, Any]]:
    """A position of each game just set up (Santa Maria with every module of American Kingdoms)."""
    found: dict[tuple[str, int], dict[str, Any]] = {}
    for name, players, options, _, _ in CASES:
        if (name, players) not in found:
            game = get(name)
            found[name, players] = game.state_to_dict(game.setup(players, 1, options or None))
    return found


@pytest.mark.parametrize(("name", "players", "options", "edit", "key"), CASES,
                         ids=[f"{c[0]}-{c[4]}-{i}" for i, c in enumerate(CASES)])
def test_a_tampered_position_is_refused_in_every_language(positions: dict[tuple[str, int], dict[str, Any]],
                                                          name: str, players: int, options: dict[str, Any],
                                                          edit: Edit, key: str) -> None:
    data = copy.deepcopy(positions[name, players])
    edit(data)
    with pytest.raises(LoadError) as refused:
        get(name).state_from_dict(data)
    assert getattr(reason(refused.value), "key", None) == key, str(refused.value)
    assert_in_every_language(refused.value, data)


def test_every_refusal_of_a_position_has_a_case() -> None:
    """Each message a position file is refused with (``<game>.load.*``) is tried above."""
    from sobremesa.core.i18n import catalog

    tried = {case[4] for case in CASES}
    what = {"santamaria.load.ambassador_die", "santamaria.load.ambassador_holder"}  # said inside core.range_or_null
    assert {key for key in catalog(ENGLISH) if ".load." in key} - what <= tried


# (game, players, options, an edit that loses or doubles a component: every field well formed, the whole inconsistent)
BROKEN: list[tuple[str, int, dict[str, Any], Edit]] = [
    ("calimala", 2, {}, lambda d: d["deck"].pop()),
    ("calimala", 2, {}, lambda d: d["mats"][0].__setitem__("cubes", 39)),
    ("salamanca", 3, {}, _all(lambda d: d["stack"].pop(), _set("money", [5, 0, 0]))),
    ("salamandra", 2, {}, lambda d: d["stack"].append(d["stack"][0])),
    ("santamaria", 2, ALL_MODULES, lambda d: d["scholar_box"].pop()),
    ("santamaria", 2, ALL_MODULES, lambda d: d["specialists"]["stack"].append(d["specialists"]["stack"][0])),
]


def _problems(message: Message) -> Iterator[Message]:
    """The problems ``core.inconsistent`` lists (joined by ``core.check.and``)."""
    if message.key == "core.check.and":
        for part in (message.args["first"], message.args["next"]):
            assert isinstance(part, Message), f"a plain English problem: {part}"
            yield from _problems(part)
    else:
        yield message


@pytest.mark.parametrize(("name", "players", "options", "edit"), BROKEN,
                         ids=[f"{c[0]}-{i}" for i, c in enumerate(BROKEN)])
def test_a_position_whose_components_do_not_add_up_is_refused_in_every_language(
        positions: dict[tuple[str, int], dict[str, Any]], name: str, players: int, options: dict[str, Any],
        edit: Edit) -> None:
    """A component lost or doubled: the game's invariant checks refuse the position, each problem a Message of the
    game's (``<game>.check.*``) or a shared shape's (``core.check.*``), the whole in the reader's language."""
    data = copy.deepcopy(positions[name, players])
    edit(data)
    with pytest.raises(LoadError) as refused:
        get(name).state_from_dict(data)
    message = reason(refused.value)
    assert isinstance(message, Message) and message.key == "core.inconsistent", str(refused.value)
    joined = message.args["problems"]
    assert isinstance(joined, Message), f"plain English problems: {joined}"
    problems = list(_problems(joined))
    assert problems and all(p.key.startswith((f"{name}.check.", "core.check.")) for p in problems), problems
    assert_in_every_language(refused.value, data)


def test_a_record_of_a_game_this_site_has_not_is_refused_in_every_language() -> None:
    data = {**Session.new("calimala", ["Ana", "Ben"], 1).record.to_dict(), "game": "chess"}
    with pytest.raises(LoadError) as refused:
        Record.from_dict(data)
    assert str(refused.value) == ("Unknown game 'chess'; this site has 'calimala', 'salamanca', 'salamandra', "
                                  "'santamaria'.")
    assert_in_every_language(refused.value, data)


@pytest.mark.parametrize(("field", "value", "key"), [("count", "ten", "core.what.count"),
                                                     ("hash", 12, "core.what.hash"), ("game", 5, "core.what.game")])
def test_a_share_link_whose_header_was_changed_is_refused_in_every_language(field: str, value: object,
                                                                           key: str) -> None:
    header, number = unpack(encode(Session.new("salamanca", ["Ana", "Ben"], 3)))
    header[field] = value
    with pytest.raises(LoadError) as refused:
        decode(pack(header, number))
    message = reason(refused.value)
    what = message.args["what"] if isinstance(message, Message) else None
    assert isinstance(message, Message) and message.key == "core.expect" and isinstance(what, Message)
    assert what.key == key
    assert_in_every_language(refused.value, header)


def test_play_from_a_step_a_rule_example_has_not_is_refused_in_every_language() -> None:
    session = Session.new("calimala", ["Ana", "Ben"], 1)
    with pytest.raises(LoadError) as no_position:
        play_from(session.record.to_json(), 0)
    assert_in_every_language(no_position.value, {})
    game = get("calimala")
    text_of = Session.at(game, session.state).record.to_json()
    with pytest.raises(LoadError) as no_step:
        play_from(text_of, 7)
    assert str(no_step.value) == "The example has no step 7; its steps are 0 to 0."
    assert_in_every_language(no_step.value, serial.loads(text_of))
