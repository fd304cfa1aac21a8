"""Share links (issue 14): a whole game record in a URL fragment, small enough for any chat.

A link's fragment is ``share=1.<payload>``: ``1`` is the link format, the payload is base64url (no padding) of
the header compressed by zlib, then the actions. The header is the record as canonical JSON without its actions
(game, rules version, players, the options that differ from their defaults, seed, meta and any other field the
record has) plus the engine version, the number of actions and a short state hash. The actions are each one's
index in ``legal_actions`` of the state it was taken in, all of them one mixed-radix number (the first action the
lowest digit; a forced move, the only legal one, costs nothing) as big-endian bytes: log2(legal moves) bits an
action, which deflate would only lengthen. The order of ``legal_actions`` is thus part of the engine version: a
link from another engine or rules version is refused, and the state hash catches any other change.
"""

from __future__ import annotations

import base64
import binascii
import zlib
from typing import Any

from .. import __version__ as ENGINE
from . import serial
from .errors import LoadError
from .i18n import Message
from .record import Record, Session, state_hash

PREFIX = "#share="
FORMAT = "1"
HASH_CHARS = 12  # hex digits of the final state's hash: 48 bits, against a link changed by accident or on purpose
MAX_LINK = 20_000  # characters of a payload: a 2,500-action game takes under 2,000
MAX_BYTES = 1_000_000  # decompressed: a record header is a few hundred bytes
_LINK_KEYS = ("engine", "count", "hash")
PUBLIC_META = ("colours", "finished")  # what an anonymous link keeps of ``meta``: nothing tells who played or when
DAMAGED = Message("share.damaged")


def anonymous(record: Record) -> Record:
    """The record with every name replaced by "Player 1", "Player 2", … and of its meta data only ``PUBLIC_META``
    (no date, nor anything else a saved game or an imported file may hold about the people who played)."""
    from ..games import get

    names = get(record.game).check_players(len(record.players))
    meta = {key: value for key, value in record.meta.items() if key in PUBLIC_META}
    return Record(**{**vars(record), "players": names, "actions": list(record.actions), "meta": meta})


def _indices(session: Session) -> int:
    """The actions as one mixed-radix number: each its index in the legal actions of the state it was taken in."""
    number, weight = 0, 1
    for state, action in zip(session.states, session.record.actions):
        legal = session.game.legal_actions(state)
        number += legal.index(action) * weight
        weight *= len(legal)
    return number


def encode(session: Session, hide_names: bool = False) -> str:
    """The fragment (without ``#``) of a link to ``session``'s game as it stands; ``hide_names``: "Player 1"…"""
    if hide_names:
        session = Session(anonymous(session.record))
    header: dict[str, Any] = session.record.to_dict()
    for key in ("actions", "format"):
        header.pop(key)
    defaults = {o.key: o.default for o in session.game.options}  # the replay puts them back (check_options)
    header["options"] = {k: v for k, v in header["options"].items() if k not in defaults or v != defaults[k]}
    header.update(engine=ENGINE, count=len(session.record.actions),
                  hash=state_hash(session.game, session.state)[:HASH_CHARS])
    return pack(header, _indices(session))


def pack(header: dict[str, Any], number: int) -> str:
    """A fragment from its parts: the header (JSON) and the actions' mixed-radix number."""
    body = zlib.compress(serial.dumps(header).encode(), 9) + number.to_bytes((number.bit_length() + 7) // 8, "big")
    return PREFIX[1:] + FORMAT + "." + base64.urlsafe_b64encode(body).rstrip(b"=").decode()


def unpack(fragment: str) -> tuple[dict[str, Any], int]:
    """The header and the number of a link (or its fragment, with or without ``#share=``); LoadError if damaged."""
    text = fragment.strip().rpartition("#")[2].removeprefix(PREFIX[1:])  # a whole link, or its fragment
    form, dot, payload = text.partition(".")
    if not dot or not form.isdigit():
        raise LoadError(DAMAGED)
    if form != FORMAT:
        raise LoadError(Message("share.other_format", form=form, ours=FORMAT))
    if len(payload) > MAX_LINK:
        raise LoadError(Message("share.too_long"))
    try:
        packed = base64.b64decode(payload + "=" * (-len(payload) % 4), altchars=b"-_", validate=True)
        unzip = zlib.decompressobj()
        head = unzip.decompress(packed, MAX_BYTES)
    except (binascii.Error, ValueError, zlib.error):
        raise LoadError(DAMAGED) from None
    if unzip.unconsumed_tail or not unzip.eof:
        raise LoadError(DAMAGED)
    try:
        header = serial.loads(head)
    except LoadError:
        header = None
    if not isinstance(header, dict):
        raise LoadError(DAMAGED)
    return header, int.from_bytes(unzip.unused_data, "big")


def _check_versions(header: dict[str, Any]) -> None:
    from ..games import get

    engine = header.get("engine")
    if engine != ENGINE:
        raise LoadError(Message("share.other_engine", engine=str(engine), ours=ENGINE))
    game = get(serial.expect(header.get("game"), str, Message("core.what.game")))
    if header.get("version") != game.version:
        raise LoadError(Message("share.other_rules", game=game.title, version=str(header.get("version")),
                                ours=game.version))


def decode(fragment: str) -> Session:
    """The game of a link, replayed to the position it was made from; LoadError with the reason when the link is
    damaged, from another engine or rules version, or does not replay to its state hash."""
    header, number = unpack(fragment)
    _check_versions(header)
    count = serial.expect(header.get("count"), int, Message("core.what.count"))
    expected = serial.expect(header.get("hash"), str, Message("core.what.hash"))
    fields = {k: v for k, v in header.items() if k not in _LINK_KEYS}
    session: Session[Any] = Session(Record.from_dict({**fields, "actions": []}))
    game = session.game
    for _ in range(count):
        legal = game.legal_actions(session.state) if not game.is_over(session.state) else []
        if not legal:
            raise LoadError(DAMAGED)
        number, index = divmod(number, len(legal))
        session.states.append(game.step(session.state, legal[index]))  # legal by construction: no second check
        session.record.actions.append(legal[index])
    if number or count < 0:
        raise LoadError(DAMAGED)
    if state_hash(game, session.state)[:HASH_CHARS] != expected:
        raise LoadError(Message("share.hash_differs"))
    return session
