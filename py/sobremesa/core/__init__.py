"""The engine core: the contract every game implements, records, undo and save/load.

No game logic lives here; see ``sobremesa.games`` for the games themselves.
"""

from .errors import IllegalAction, LoadError
from .game import Action, Event, Game, Option, State, as_action
from .record import Record, Session, replay, state_from_json, state_hash, state_to_json

__all__ = ["IllegalAction", "LoadError", "Action", "Event", "Game", "Option", "State", "as_action",
           "Record", "Session", "replay", "state_from_json", "state_hash", "state_to_json"]
