"""Pyodide's Python package, for mypy only: the glue uses its ``ffi`` alone (``pyodide/ffi.pyi``)."""
