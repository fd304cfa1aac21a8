"""The parts of Pyodide's ``pyodide.ffi`` the glue uses, for mypy only (Pyodide's own signatures, narrowed to the
glue's calls): a JavaScript object the glue holds is a proxy, typed ``Any``."""

from collections.abc import Callable
from typing import Any

class JsException(Exception):
    """An error thrown by JavaScript."""

def create_proxy(obj: Callable[..., Any]) -> Any:
    """A JavaScript function that calls ``obj`` until it is destroyed."""

def create_once_callable(obj: Callable[..., Any]) -> Any:
    """A JavaScript function that calls ``obj`` once."""

def to_js(obj: Any, *, dict_converter: Any = None) -> Any:
    """``obj`` converted to JavaScript (a list to an Array, a dict by ``dict_converter``)."""
