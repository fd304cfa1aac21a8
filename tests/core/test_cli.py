"""The command line: play writes a record, replay confirms its hash, fuzz reports figures."""
from __future__ import annotations

from pathlib import Path

import pytest

from sobremesa.__main__ import main


def test_play_then_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = tmp_path / "game.json"
    assert main(["play", "salamanca", "--players", "3", "--seed", "2", "--record", str(record)]) == 0
    played = capsys.readouterr().out
    short_hash = played.split("state ")[1].split()[0]
    assert main(["replay", str(record)]) == 0
    replayed = capsys.readouterr().out
    assert "game over" in replayed and f"state {short_hash}" in replayed


def test_replay_refuses_a_broken_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"game": "salamanca"')
    assert main(["replay", str(bad)]) == 1
    assert "not valid JSON" in capsys.readouterr().err


def test_fuzz_prints_rates(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fuzz", "salamanca", "--games", "4"]) == 0
    out = capsys.readouterr().out
    assert "games/s" in out and "actions/s" in out and "0 failures" in out


def test_fuzz_with_an_option_and_with_every_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fuzz", "calimala", "--games", "2", "--option", "layout=first-game"]) == 0
    assert "0 failures" in capsys.readouterr().out
    assert main(["fuzz", "santamaria", "--games", "6", "--all-options"]) == 0
    out = capsys.readouterr().out
    assert "combinations of players and options" in out and "0 failures" in out


def test_fuzz_refuses_an_unknown_option_with_the_choices(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["fuzz", "calimala", "--games", "1", "--option", "layout=spiral"]) == 2
    assert "random, first-game" in capsys.readouterr().err
    assert main(["fuzz", "calimala", "--games", "1", "--option", "colour=red"]) == 2
    assert "has no option 'colour'" in capsys.readouterr().err
