"""Salamanca (Stefan Dorra, Zoch 2006), 2-5 players: ``GAME`` is the engine."""

from .game import GAME

__all__ = ["GAME"]
