"""Golden playthroughs (as OpenSpiel's): seeded random games whose every action and state
hash are stored. The same files are checked on CPython and inside Pyodide, so any
difference between the two Pythons, or any unintended rules change, shows up here.

After an intended rules change (and a version bump): SOBREMESA_WRITE_GOLDEN=1 pytest tests/salamanca/test_golden.py
"""

import json
import os
import pathlib

import pytest

from sobremesa.core import Session, state_hash
from sobremesa.core.fuzz import play_random

HERE = pathlib.Path(__file__).parent / "golden"


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_golden_playthrough(game, players, seed):
    path = HERE / f"salamanca-{players}p-seed{seed}.json"
    if os.environ.get("SOBREMESA_WRITE_GOLDEN"):
        session = play_random(game, players, seed, check=False)
        steps = [[list(a), state_hash(game, s)[:16]] for a, s in zip(session.record.actions, session.states[1:])]
        path.write_text(json.dumps({"record": json.loads(session.record.to_json()), "steps": steps,
                                    "scores": game.scores(session.state)}, indent=0))
    golden = json.loads(path.read_text())
    session = Session.new("salamanca", golden["record"]["players"], golden["record"]["seed"])
    for index, (action, expected) in enumerate(golden["steps"]):
        assert game.legal_actions(session.state), f"step {index}: no legal action"
        session.apply(action)
        assert state_hash(game, session.state)[:16] == expected, f"step {index} ({action}) differs"
    assert game.is_over(session.state) and game.scores(session.state) == golden["scores"]
