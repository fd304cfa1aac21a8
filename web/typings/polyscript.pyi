"""PyScript's polyscript module, for mypy only: the named workers started on the page (``glue.bots``)."""

from typing import Any

workers: Any
