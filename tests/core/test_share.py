"""Share links (issue 14, core/share.py): decode(encode(r)) replays to the same state for every record, links stay
short, and a damaged, tampered or foreign link is refused with the reason."""
from __future__ import annotations

import math
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from sobremesa.__main__ import main
from sobremesa.core import LoadError, Record, Session, share
from sobremesa.core.fuzz import play_random
from sobremesa.games import MODULES, get

if TYPE_CHECKING:
    from ..conftest import EveryConfiguration

GAMES = sorted(MODULES)
LINK_BUDGET = 2_000  # characters for a 2,500-action game
LONG_GAME = 2_500


def _same_game(a: Session, b: Session) -> None:
    assert b.record.to_dict() == a.record.to_dict()
    assert b.replay_hash() == a.replay_hash()


@pytest.mark.parametrize("name", GAMES)
def test_every_link_replays_to_the_same_state(name: str, property_games: int,
                                              every_configuration: EveryConfiguration) -> None:
    """Random games of every player count and (Santa Maria) every combination of options: the finished game,
    and (every third game) the position half way, come back from their link as the same record at the same state."""
    game = get(name)
    configs = every_configuration(game)
    for n in range(max(len(configs), property_games // 20)):
        players, options = configs[n % len(configs)]
        session = play_random(game, players, 7000 + n, check=False, options=options)
        session.record.meta = {"colours": ["red", "blue", "green", "yellow", "black"][:players]}
        _same_game(session, share.decode(share.encode(session)))
        if n % 3:
            continue
        record = session.record
        half: Session[Any] = Session(Record(**{**vars(record), "actions": record.actions[: len(record.actions) // 2]}))
        _same_game(half, share.decode("#" + share.encode(half)))


@pytest.mark.parametrize("name", GAMES)
def test_a_long_game_fits_in_a_link(name: str) -> None:
    """The actions cost log2(legal moves) bits each: scaled to a 2,500-action game, a full game's link fits in
    2,000 characters (no game of the four reaches 2,500 actions; README gives the measured table)."""
    game = get(name)
    for players in (game.min_players, game.max_players):
        session = play_random(game, players, 3, check=False)
        link = share.encode(session)
        header = len(share.pack(share.unpack(link)[0], 0))
        bits = sum(math.log2(len(game.legal_actions(s))) for s in session.states[:-1])
        per_action = max(bits, 1) / len(session.record.actions)
        assert len(link) <= header + math.ceil(bits / 6) + 2  # the number in base64
        assert header + LONG_GAME * per_action / 6 + 8 <= LINK_BUDGET, (players, per_action)


def test_names_can_be_left_out() -> None:
    """An anonymous link names no one and says nothing of when or by whom the game was played: of the meta data
    only the colours and whether it is finished travel; the same link with names keeps the whole meta data."""
    played = play_random(get("salamanca"), 3, 1, check=False).record
    meta = {"colours": ["blue", "green", "pink"], "finished": True, "started": "2026-12-01T10:00:00Z",
            "note": "Ana's birthday"}
    session: Session[Any] = Session(Record(**{**vars(played), "players": ["Ana", "Ben", "Cid"], "meta": meta}))
    link = share.encode(session, hide_names=True)
    shared = share.decode(link)
    assert shared.record.players == ["Player 1", "Player 2", "Player 3"]
    assert shared.record.actions == session.record.actions and shared.record.seed == session.record.seed
    assert shared.record.meta == {"colours": ["blue", "green", "pink"], "finished": True}
    header = str(share.unpack(link)[0])
    assert not [word for word in ("Ana", "Ben", "Cid", "2026", "started", "birthday") if word in header]
    assert share.decode(share.encode(session)).record.meta == session.record.meta


def test_an_anonymous_link_of_a_position_names_no_one() -> None:
    """A game that starts from a position (Play from here) holds the names in its position too."""
    game = get("calimala")
    start = play_random(game, 3, 6, check=False).states[4]
    start.names = ("Ana", "Ben", "Cid")
    session = Session.at(game, start, {"started": "2026-12-01T10:00:00Z"})
    header = str(share.unpack(share.encode(session, hide_names=True))[0])
    assert "Player 1" in header and not [word for word in ("Ana", "Ben", "Cid", "2026") if word in header]


@pytest.fixture(scope="module")
def link() -> str:
    session = play_random(get("calimala"), 3, 5, check=False, options={"layout": "first-game"})
    return share.encode(session)


def _refused(fragment: str, reason: str) -> None:
    with pytest.raises(LoadError, match=reason):
        share.decode(fragment)


def test_a_damaged_link_is_refused(link: str) -> None:
    form, payload = link.split(".", 1)
    _refused(link[: len(link) // 2], "damaged")  # cut short
    middle = len(payload) // 2
    flipped = payload[:middle] + ("A" if payload[middle] != "A" else "B") + payload[middle + 1:]
    _refused(f"{form}.{flipped}", "damaged")
    _refused(f"{form}.{payload}!", "damaged")
    _refused("share=", "damaged")
    _refused("share=1.", "damaged")
    _refused(f"{form}.{'A' * 30_000}", "too long")


def test_a_link_of_another_format_or_version_is_refused(link: str) -> None:
    _refused(link.replace("share=1.", "share=2.", 1), "link format 2")
    header, number = share.unpack(link)
    _refused(share.pack({**header, "engine": "0.0.1"}, number), "engine version 0.0.1")
    _refused(share.pack({**header, "version": "0"}, number), "Calimala rules version 0")
    _refused(share.pack({**header, "game": "chess"}, number), "chess")


def test_a_changed_link_is_refused_by_its_hash(link: str) -> None:
    header, number = share.unpack(link)
    _refused(share.pack({**header, "hash": "0" * 12}, number), "state hash differs")
    _refused(share.pack(header, number + 1), "state hash differs")  # another legal game: its first move differs
    _refused(share.pack({**header, "seed": header["seed"] + 1}, number), "state hash differs|damaged")
    _refused(share.pack({**header, "count": header["count"] + 5}, number), "damaged")
    _refused(share.pack(header, number * 10 ** 40), "damaged")  # digits left over after the last move


def test_record_fields_travel_with_the_link(link: str) -> None:
    """Every field of the record but the actions is in the link's header as the record has it; of the options,
    those that differ from their defaults."""
    header, _ = share.unpack(link)
    record = share.decode(link).record.to_dict()
    assert header["options"] == {"layout": "first-game"}
    assert record["options"] == {"layout": "first-game", "stack_2p": 3}
    assert {k: v for k, v in header.items() if k not in ("engine", "count", "hash", "options")} == \
        {k: v for k, v in record.items() if k not in ("actions", "format", "options")}
    _refused(share.pack({**header, "surprise": 1}, share.unpack(link)[1]), "unknown entries 'surprise'")


def test_the_command_line_encodes_and_decodes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    session = play_random(get("salamandra"), 2, 4, check=False)
    path = tmp_path / "game.json"
    path.write_text(session.record.to_json(), encoding="utf-8")
    assert main(["share", "encode", str(path)]) == 0
    fragment = capsys.readouterr().out.strip()
    assert fragment.startswith("share=1.")
    assert main(["share", "decode", f"https://example.org/sobremesa/#{fragment}"]) == 0
    assert Record.from_json(capsys.readouterr().out).to_dict() == session.record.to_dict()
    assert main(["share", "encode", str(path), "--anonymous"]) == 0
    assert share.decode(capsys.readouterr().out).record.players == ["Player 1", "Player 2"]
    assert main(["share", "decode", fragment[:-9]]) == 2
    assert "cut short or changed" in capsys.readouterr().err
