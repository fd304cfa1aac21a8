"""Every module and function a game's RULES-NOTES.md names still exists, so the notes stay true.

A note names a module as `turn.py` or (turn.py; ...) and a function or table as `turn.end_year`
or `data.TRACKS`; each must be found in that game's package.
"""

from __future__ import annotations

import importlib
import pathlib
import re

import pytest

from sobremesa.games import MODULES

GAMES = pathlib.Path(__file__).parents[2] / "py" / "sobremesa" / "games"
MODULE_FILE = re.compile(r"[`(]([a-z_]+)\.py\b")
QUALIFIED = re.compile(r"`([a-z_]+)\.([A-Za-z_][A-Za-z_0-9]*)`")


def named(game: str) -> tuple[set[str], set[tuple[str, str]]]:
    text = (GAMES / game / "RULES-NOTES.md").read_text(encoding="utf-8")
    return set(MODULE_FILE.findall(text)), set(QUALIFIED.findall(text))


@pytest.mark.parametrize("game", sorted(MODULES))
def test_rules_notes_name_what_exists(game: str) -> None:
    modules, qualified = named(game)
    assert modules or qualified, "the notes name no module at all"
    missing = [f"{m}.py" for m in sorted(modules) if not (GAMES / game / f"{m}.py").exists()]
    for module, attr in sorted(q for q in qualified if q[1] != "py"):
        if not (GAMES / game / f"{module}.py").exists():
            missing.append(f"{module}.py (for {module}.{attr})")
        elif not hasattr(importlib.import_module(f"sobremesa.games.{game}.{module}"), attr):
            missing.append(f"{module}.{attr}")
    assert not missing, f"{game}/RULES-NOTES.md names what no longer exists: {', '.join(missing)}"
