"""Words, never codes: every prompt, log line, hover text (``describe`` of a legal move) and refusal of Santa Maria
names things as the rulebook does ("the lumber camp in row 2", "the double tile of a gem mine and a tavern", "the
scholar Theology", "the special shipping order (1 cacao, 2 sugar; 4 points)"), never by the ids of the data tables
(D07, T12, SP3, S7, B2, M4, X4, U3, TH-Llano, r2c4, WOOD, CACAO, TR(G>1H), ...).

Random games with every allowed combination of options, base and American Kingdoms with its Modules A to D (the
Mayan City's spots, road spaces, cards, temple tiles and building tokens by their words too: "the second spot of path
4", "road 2", "the card 'trade | technology 1: soldier'")."""
from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from sobremesa.core import Action, IllegalAction
from sobremesa.core.fuzz import configurations, play_random
from sobremesa.core.i18n import LANGUAGES, Message, reason
from sobremesa.core.i18n import text as in_language
from sobremesa.games.santamaria import GAME, data
from sobremesa.games.santamaria.state import SantaMariaState

from .conftest import states

NOT_YET: tuple[str, ...] = ()   # options whose own words still name components by their codes: none
# ids of the data tables, as patterns (a tile, scholar, bishop, station, order, upgrade design, specialist token,
# a space, a town hall, a trade, a die or coins left on a building) ...
ID = re.compile(r"\b(?:[DT]\d\d|SP\d|S\d{1,2}|B\d|M\d|X\d{1,2}|U\d|UP\d|FA\d|FO\d|SO\d|ST\d|SH\d\d|R\d|r\d+c\d+"
                r"|[wbcWL]\d|AC\d\d|T[LMS]\d|TIM\d|STR\d|RS\d|[1-6][abc])\b|TH-\w+|TR\(")
# ... and every code of the tables (building codes such as WOOD, CACAO, COIN2 among them)
CODES = {*data.BUILDINGS, *data.TILES, *data.ORDERS, *data.SCHOLARS, *data.BISHOPS, *data.MISSIONS, *data.SPECIALISTS,
         *data.TOWN_HALLS, *data.ROADS, *data.BASE_A_SIDES, *data.AK_A_SIDES, data.TOWN_HALL_SLOT, *data.MAYA_BUILDINGS,
         *data.MAYA_CARDS, *data.MAYA_TEMPLES, *data.MAYA_TOKENS, *data.MAYA_ROAD_SPACES}
WORD = re.compile(r"[\w()>-]+")
CONFIGS = [(n, options) for n, options in configurations(GAME, every_option=True)
           if not any((options or {}).get(key) for key in NOT_YET)]
MALFORMED: list[Action] = [("die", "white", 9, 9, "column"), ("die", "green", 1, 1, "row"), ("coins", "nowhere"),
                           ("expand", "nothing"), ("withdraw", 9), ("sell", "beans"), ("buy", "gem"), ("monk", "X"),
                           ("place", "r9c9", 7), ("road", "r9c9"), ("decline",), ("no-such-action",),
                           ("ambassador", "green", 1), ("follow", "row", 9), ("upgrade", "nowhere"), ("dock", 9),
                           ("diagonal", "white", 1, 3), ("meditate", 9), ("guide",), ("specialist",), ("special",)]


def codes_in(text: str) -> set[str]:
    return set(ID.findall(text)) | {w for w in WORD.findall(text) if w in CODES}


def texts(players: int, options: dict | None, seed: int) -> Iterator[tuple[str, str]]:
    """(what, text) of a seeded random game: the prompts, the log lines as each seat reads them, the events, the
    hover texts of the legal moves and the refusals of moves legal elsewhere and of malformed ones."""
    session = play_random(GAME, players, seed, check=False, options=options)
    run = states(session)
    elsewhere: list[Action] = []
    for step, (before, after) in enumerate(zip(run, run[1:] + [None])):
        yield "prompt", GAME.prompt(before)
        yield from (("event", e.text) for e in before.events)
        if after is None:
            break
        action = session.record.actions[step]
        yield from (("log", GAME.describe(before, action, seat)) for seat in (None, *range(players)))
        if step % 3 == 0:
            legal = GAME.legal_actions(before)
            yield from (("hover", GAME.describe(before, a, before.deciding)) for a in legal)
            yield from (("refusal", why) for why in refusals(before, set(legal), elsewhere[-150::3] + MALFORMED))
            elsewhere += legal[:6]


def refusals(s: SantaMariaState, legal: set[Action], tries: list[Action]) -> Iterator[str]:
    for action in tries:
        if action in legal:
            continue
        try:
            GAME.apply(s, action)
        except IllegalAction as refused:
            yield reason(refused)


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=[f"{n}-{'+'.join(sorted(o or {}))}" for n, o in CONFIGS])
def test_no_code_in_any_prompt_log_line_hover_text_or_refusal(players: int, options: dict | None) -> None:
    found: dict[str, str] = {}
    for seed in (1, 2):
        for what, text in texts(players, options, seed):
            for code in codes_in(text):
                found.setdefault(code, f"{what}: {text}")
    assert found == {}


def plain_parts(said: str, names: set[str]) -> list[str]:
    """What of a line is not made in the reader's language (issue 15): the line itself when it is no ``Message``,
    else every argument, however deep, that is plain text other than a player's name."""
    if not isinstance(said, Message):
        return [said] if said else []
    found = []
    for value in said.args.values():
        for part in value if isinstance(value, list | tuple) else [value]:
            if isinstance(part, Message):
                found += plain_parts(part, names)
            elif isinstance(part, str) and part not in names and re.search(r"[^\W\d_]", part):
                found.append(part)
    return found


@pytest.mark.parametrize(("players", "options"), CONFIGS, ids=[f"{n}-{'+'.join(sorted(o or {}))}" for n, o in CONFIGS])
def test_every_line_is_a_message_made_in_each_language(players: int, options: dict | None) -> None:
    """Prompts, log lines, events, hover texts and refusals are messages of the catalog (names and numbers aside),
    each made whole in every language."""
    names = {f"Player {i}" for i in range(1, players + 1)}
    found: dict[str, str] = {}
    for what, said in texts(players, options, 1):
        for part in plain_parts(said, names):
            found.setdefault(part, f"{what}: {said}")
        if isinstance(said, Message):
            for lang in LANGUAGES:
                assert "{" not in in_language(said, lang), f"{what} in {lang}: {in_language(said, lang)}"
    assert found == {}
