"""Strict JSON: canonical output, a stable hash, and a parser that refuses what JSON should not hold."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any, NoReturn, TypeVar

from .errors import LoadError
from .i18n import Message

MAX_TEXT = 5_000_000  # characters: a save is far smaller; anything bigger is not ours


def dumps(value: object, pretty: bool = False) -> str:
    if pretty:
        return json.dumps(value, sort_keys=True, indent=1, ensure_ascii=False, allow_nan=False)
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def stable_hash(value: object) -> str:
    """sha256 of the canonical JSON; equal on every Python version. ``hashlib`` is imported here: the start page and
    a board never take a hash, and inside Pyodide its import took 20-55 ms of the start (issue 16)."""
    import hashlib

    return hashlib.sha256(dumps(value).encode()).hexdigest()


def _no_duplicates(pairs: Iterable[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise LoadError(Message("core.twice", key=repr(key)))
        out[key] = value
    return out


def _no_constant(name: str) -> NoReturn:
    raise LoadError(Message("core.not_number", name=name))


def loads(text: object) -> Any:
    """Parse JSON text strictly; every failure is a LoadError with a readable message."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise LoadError(Message("core.not_utf8")) from None
    if not isinstance(text, str):
        raise LoadError(Message("core.not_text"))
    if len(text) > MAX_TEXT:
        raise LoadError(Message("core.too_large"))
    if not text.strip():
        raise LoadError(Message("core.empty"))
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        # the line and column say where; the parser's own reason is English only, so the message does without it
        raise LoadError(Message("core.not_json", line=exc.lineno, column=exc.colno)) from None
    except RecursionError:
        raise LoadError(Message("core.too_deep")) from None


T = TypeVar("T")
KINDS = ("int", "float", "str", "list", "dict", "bool", "NoneType")  # what JSON holds: each has words, core.kind.*


def at(path: str) -> Message:
    """A place in a file named by its keys and indices as the file spells them ("seats[2].hand"), for ``expect``:
    the keys are the file's, the same in every language, so a reader finds the place by them; the words around
    them are the language's."""
    return Message("core.at", path=path)


def kind_words(kind: type) -> str:
    """A JSON kind in words ("a whole number"), made in the viewer's language."""
    return Message(f"core.kind.{kind.__name__}") if kind.__name__ in KINDS else kind.__name__


def expect(data: object, kind: type[T], what: str) -> T:
    """Return ``data`` if it is of ``kind`` (bool is never an int here), else LoadError; ``what`` names the part of
    the file: a ``Message`` ("The record", or ``at(path)`` for a field of a position)."""
    if (kind is int and isinstance(data, bool)) or not isinstance(data, kind):
        raise LoadError(Message("core.expect", what=what, kind=kind_words(kind), found=kind_words(type(data))))
    return data


def expect_keys(data: object, what: str, required: Iterable[str], optional: Iterable[str] = ()) -> dict[str, Any]:
    data = expect(data, dict, what)
    required, optional = tuple(required), tuple(optional)
    missing = [k for k in required if k not in data]
    if missing:
        raise LoadError(Message("core.lacks", what=what, keys=", ".join(map(repr, missing))))
    extra = [k for k in data if k not in required and k not in optional]
    if extra:
        raise LoadError(Message("core.unknown_entries", what=what, keys=", ".join(map(repr, extra))))
    return data
