"""Moved: the pass-and-play table is app logic, in ``sobremesa.app.table`` (issue 17).

This re-export remains only while tests/calimala/test_render.py, tests/santamaria/test_render.py and
tests/e2e/test_games.py import ``Table`` from here; delete this module once they import it from
``sobremesa.app.table``.
"""

from __future__ import annotations

from ..app.table import Table

__all__ = ["Table"]
