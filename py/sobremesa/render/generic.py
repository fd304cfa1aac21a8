"""The renderer for games that have none of their own yet: the view as text.

Every legal action becomes a plain button through the glue's fallback (this module draws no
target), so any game of the registry can be played, if not enjoyed, before its board is drawn.
"""

from __future__ import annotations

import json

from . import esc


def render(view, legal, describe, **ctx) -> str:
    text = json.dumps(view, indent=1, sort_keys=True, ensure_ascii=False)
    return ('<div class="generic-view"><p class="muted">This game has no board drawing yet; '
            'here is what the engine shows this seat, and the buttons beside it are the legal moves.</p>'
            f"<pre>{esc(text)}</pre></div>")
