"""The page's Python script (PyScript runs it): the glue, main.py, imported as a module (issue 16). PyScript gives a
script's source to Pyodide's ``runPythonAsync``, which reads it into Python syntax trees before compiling it (about
four times the compile of the same source imported); main.py, written beside the engine by pyscript.json's files,
is compiled by the import system."""

import main  # noqa: F401  # it starts the page when imported
