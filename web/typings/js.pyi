"""What the glue takes from the browser (Pyodide's ``js`` module: the page's global scope), for mypy only. Each name
is a JavaScript object reached through a proxy, whose attributes are whatever the DOM gives: ``Any``."""

from typing import Any

document: Any
window: Any
Reflect: Any
fetch: Any
process: Any  # Node's, where Pyodide runs under Node (tools/bench_engine.py)
