"""Sobremesa: rules engines for four board games, pure Python, for CPython and Pyodide."""

__version__ = "0.1.0"
