"""Salamandra (Goupy & Giroux, Grrre Games 2025), 1-4 players, solo against Rudolph: ``GAME`` is the engine."""

from .game import GAME

__all__ = ["GAME"]
