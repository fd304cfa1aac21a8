"""Calimala (Fabio Lopiano, ADC Blackfire 2017), 3-5 players, and a 2-player variant: ``GAME`` is the engine."""

from .game import GAME

__all__ = ["GAME"]
