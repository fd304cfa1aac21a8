"""The computer players' Web Worker (issue 12): a second Python that chooses their moves, so that the page never
waits for a search. The page starts it (``create_named_worker`` in main.py, as PyScript's) and awaits ``think``
(JSON in, JSON out: ``sobremesa.app.computer``); it never touches the page."""

from sobremesa.app.computer import think  # noqa: F401 (exported to the page)

__export__ = ["think"]
