"""The renderer for games that have none of their own yet: the view as text.

Every legal action becomes a plain button through the glue's fallback (this module draws no
target), so any game of the registry can be played, if not enjoyed, before its board is drawn.
"""

from __future__ import annotations

import json
from typing import Any

from ..core import Action
from . import Describe, esc


def render(view: dict[str, Any], legal: list[Action], describe: Describe, **ctx: Any) -> str:
    """The view as indented JSON text; ``legal`` is left to the glue's buttons."""
    text = json.dumps(view, indent=1, sort_keys=True, ensure_ascii=False)
    return ('<div class="generic-view"><p class="muted">This game has no board drawing yet; '
            'here is what the engine shows this seat, and the buttons beside it are the legal moves.</p>'
            f"<pre>{esc(text)}</pre></div>")
