"""The engine core: the contract every game implements, records, undo and save/load.

No game logic lives here; see ``sobremesa.games`` for the games themselves.
"""

from .errors import IllegalAction, LoadError
from .game import Action, Game, Option, as_action
from .record import Record, Session, replay, state_from_json, state_hash, state_to_json
from .state import NOT_COPIED, SHARED, Event, Outcome, Secret, State, game_state, record

__all__ = ["NOT_COPIED", "SHARED", "Action", "Event", "Game", "IllegalAction", "LoadError", "Option", "Outcome",
           "Record", "Secret", "Session", "State", "as_action", "game_state", "record", "replay", "state_from_json",
           "state_hash", "state_to_json"]
