"""Santa Maria (Kristian Amundsen Østby & Eilif Svensson, Aporta 2017), 1-4 players: ``GAME`` is the engine."""

from .game import GAME

__all__ = ["GAME"]
