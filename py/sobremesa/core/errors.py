"""The two errors a caller has to handle."""


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the message is for the player."""


class LoadError(ValueError):
    """A save, record or position that cannot be loaded; the message says what is wrong."""
