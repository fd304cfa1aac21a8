"""Strict JSON: canonical output, a stable hash, and a parser that refuses what JSON should not hold."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from typing import Any, NoReturn, TypeVar

from .errors import LoadError

MAX_TEXT = 5_000_000  # characters: a save is far smaller; anything bigger is not ours


def dumps(value: object, pretty: bool = False) -> str:
    if pretty:
        return json.dumps(value, sort_keys=True, indent=1, ensure_ascii=False, allow_nan=False)
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False)


def stable_hash(value: object) -> str:
    """sha256 of the canonical JSON; equal on every Python version."""
    return hashlib.sha256(dumps(value).encode()).hexdigest()


def _no_duplicates(pairs: Iterable[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise LoadError(f"The file names {key!r} twice.")
        out[key] = value
    return out


def _no_constant(name: str) -> NoReturn:
    raise LoadError(f"The file holds {name}, which is not a number.")


def loads(text: object) -> Any:
    """Parse JSON text strictly; every failure is a LoadError with a readable message."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError:
            raise LoadError("The file is not UTF-8 text.") from None
    if not isinstance(text, str):
        raise LoadError("Expected the text of a JSON file.")
    if len(text) > MAX_TEXT:
        raise LoadError("The file is too large to be a save of this site.")
    if not text.strip():
        raise LoadError("The file is empty.")
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise LoadError(f"The file is not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg}); "
                        "it may be truncated or edited.") from None
    except RecursionError:
        raise LoadError("The file is nested too deeply to be a save of this site.") from None


T = TypeVar("T")


def expect(data: object, kind: type[T], what: str) -> T:
    """Return ``data`` if it is of ``kind`` (bool is never an int here), else LoadError."""
    if (kind is int and isinstance(data, bool)) or not isinstance(data, kind):
        name = {int: "a whole number", str: "text", list: "a list", dict: "an object", bool: "true or false"}
        raise LoadError(f"{what} should be {name.get(kind, kind)}, not {type(data).__name__}.")
    return data


def expect_keys(data: object, what: str, required: Iterable[str], optional: Iterable[str] = ()) -> dict[str, Any]:
    data = expect(data, dict, what)
    required, optional = tuple(required), tuple(optional)
    missing = [k for k in required if k not in data]
    if missing:
        raise LoadError(f"{what} lacks {', '.join(map(repr, missing))}.")
    extra = [k for k in data if k not in required and k not in optional]
    if extra:
        raise LoadError(f"{what} has unknown entries {', '.join(map(repr, extra))}.")
    return data
