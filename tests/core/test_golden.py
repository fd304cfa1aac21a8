"""Golden playthroughs, as OpenSpiel keeps them: one seeded random game per game and player count,
written as text a person can read — one line per action with who acted, the action, a short state
hash, the log line a bystander reads, and the prompt that follows.

The same files are checked on CPython and inside Pyodide, so a difference between the two Pythons,
or any unintended change of the rules, of the log or of the prompts, shows up as the first line
that differs. After an intended change (and a version bump where records change):

    SOBREMESA_WRITE_GOLDEN=1 .venv/bin/python -m pytest tests/core/test_golden.py -k <game>
"""

from __future__ import annotations

import json
import os
import pathlib

import pytest

from sobremesa.core import Session, state_hash
from sobremesa.core.fuzz import play_random
from sobremesa.games import MODULES, get

HERE = pathlib.Path(__file__).parent.parent / "golden"
SEP = " | "


def cases() -> list[tuple[str, int]]:
    return [(name, n) for name in sorted(MODULES) for n in range(get(name).min_players, get(name).max_players + 1)]


def playthrough(session: Session) -> list[str]:
    """The readable lines of a session: a header, setup, one line per action, the outcome."""
    game, record = session.game, session.record
    names = game.player_names(session.states[0])
    head = {k: v for k, v in json.loads(record.to_json()).items() if k not in ("actions", "meta")}
    lines = [f"# {game.title}, {len(names)} players: a seeded random game (core.fuzz.play_random)",
             "# step | action | state hash | log line(s) a bystander reads, joined by ' / ' | prompt after",
             f"# record: {json.dumps(head, sort_keys=True)}",
             f"setup{SEP}{state_hash(game, session.states[0])[:10]}{SEP}"
             + " / ".join(e.text for e in session.states[0].events if e.visible_to(None))
             + f"{SEP}{game.prompt(session.states[0])}"]
    for step, (before, action, after) in enumerate(zip(session.states, record.actions, session.states[1:]), 1):
        log = [game.describe(before, action, None)] + [e.text for e in after.events if e.visible_to(None)]
        lines.append(SEP.join([str(step), json.dumps(list(action)), state_hash(game, after)[:10],
                               " / ".join(log), game.prompt(after)]))
    outcome = game.outcome(session.state)
    assert outcome is not None
    lines.append(f"end{SEP}scores {list(outcome.scores)}{SEP}winners {[names[w] for w in outcome.winners]}"
                 + ("" if outcome.won is None else f"{SEP}{'won' if outcome.won else 'lost'}: {outcome.goal}"))
    return lines


def replay(path: pathlib.Path) -> tuple[list[str], list[str]]:
    """The file's lines, and the lines made by replaying the actions it lists."""
    expected = path.read_text(encoding="utf-8").splitlines()
    head = json.loads(expected[2].removeprefix("# record: "))
    session = Session.new(head["game"], head["players"], head["seed"], head["options"])
    for line in expected[4:-1]:
        session.apply(json.loads(line.split(SEP)[1]))
    return expected, playthrough(session)


@pytest.mark.parametrize("name, players", cases())
def test_golden_playthrough(name: str, players: int) -> None:
    path = HERE / f"{name}-{players}p.txt"
    if os.environ.get("SOBREMESA_WRITE_GOLDEN"):
        HERE.mkdir(exist_ok=True)
        session = play_random(get(name), players, seed=players, check=False)
        path.write_text("\n".join(playthrough(session)) + "\n", encoding="utf-8")
    expected, actual = replay(path)
    for number, (want, got) in enumerate(zip(expected, actual), 1):
        assert got == want, f"{path.name} line {number} differs"
    assert len(actual) == len(expected)
