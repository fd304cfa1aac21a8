"""Shared test settings.

SOBREMESA_PROPERTY_GAMES sets how many seeded random games each property test plays
(default 1000 on CPython; the in-Pyodide run sets it lower because wasm is slower).
"""

import os

import pytest


@pytest.fixture(scope="session")
def property_games() -> int:
    return int(os.environ.get("SOBREMESA_PROPERTY_GAMES", "1000"))
