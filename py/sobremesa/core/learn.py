"""The how-to-play pages' sections (issue 13), for ``render.learn``: a heading and its parts, each a catalog message
named by its place, ``<game>.learn.<section>`` and ``<game>.learn.<section>.<n>`` (issue 15)."""

from __future__ import annotations

from .i18n import Message

Part = Message | tuple[Message, ...]
"""A paragraph, or a list of items."""
Section = tuple[Message, tuple[Part, ...]]
"""A section's heading and its parts, in order."""


def section(game: str, name: str, *parts: int | tuple[int, int]) -> Section:
    """The section ``name`` of ``game``'s page: its heading and its parts, a number n the paragraph
    ``<game>.learn.<name>.<n>``, a pair (first, last) the list of the items first to last."""
    key = f"{game}.learn.{name}"
    return Message(key), tuple(
        tuple(Message(f"{key}.{n}") for n in range(part[0], part[1] + 1)) if isinstance(part, tuple)
        else Message(f"{key}.{part}") for part in parts)
