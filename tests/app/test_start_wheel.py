"""The start page's wheel (issue 16, tools/split_wheel.py): what web/main.py imports before the start page is usable
is in it, and so is everything those modules import when they are loaded; the rest waits for the table's part."""

from __future__ import annotations

import ast
import pathlib
import sys
from types import ModuleType

ROOT = pathlib.Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "py" / "sobremesa"


def split_wheel() -> ModuleType:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import split_wheel
    finally:
        sys.path.remove(str(ROOT / "tools"))
    return split_wheel


def top_imports(path: pathlib.Path, module: str) -> set[str]:
    """The modules a module imports when it is loaded (its top level; not what ``if TYPE_CHECKING`` or a function
    imports), as dotted names."""
    found = set()
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            package = module.split(".")[:len(module.split(".")) - node.level + (path.name == "__init__.py")]
            base = ".".join([*package, node.module] if node.level and node.module else package if node.level
                            else [node.module or ""])
            found |= {base} | {f"{base}.{alias.name}" for alias in node.names}
    return found


def loaded_imports(path: pathlib.Path, module: str) -> set[str]:
    """The engine's modules a module imports when it is loaded."""
    return {name for name in top_imports(path, module) if name.split(".")[0] == "sobremesa"}


def module_path(name: str) -> pathlib.Path | None:
    """The source of an engine module, None for a name that is not one (a function imported from a module)."""
    base = ROOT / "py" / name.replace(".", "/")
    return next((p for p in (base / "__init__.py", base.with_suffix(".py")) if p.is_file()), None)


def start_page_modules() -> dict[str, pathlib.Path]:
    """The engine's modules web/main.py loads before the start page is usable, by name."""
    todo = list(loaded_imports(ROOT / "web" / "main.py", "main"))
    seen: dict[str, pathlib.Path] = {}
    while todo:
        name = todo.pop()
        path = module_path(name)
        if path is None or name in seen:
            continue
        seen[name] = path
        todo += loaded_imports(path, name)
    return seen


def test_the_start_page_imports_only_the_start_wheel() -> None:
    start = split_wheel().START
    in_start = lambda path: path.relative_to(PACKAGE).as_posix().startswith(start)
    seen = start_page_modules()
    for name, path in seen.items():
        assert in_start(path), f"{name} is imported before the start page is usable but is in the table's wheel"
    assert {"sobremesa.app.form", "sobremesa.core.i18n", "sobremesa.render.screens"} <= seen.keys()
    assert not in_start(PACKAGE / "app" / "table.py") and not in_start(PACKAGE / "games" / "salamanca" / "rules.py")


LEFT_OUT = ("hashlib", "html", "importlib.resources", "ipaddress", "urllib")
"""Standard library modules the start page does not load (issue 16, tools/SPEED.md): inside Pyodide their imports
took 0.02-0.36 s each (``html`` imports ``html.entities``: 0.15-0.26 s); each is imported in the function that uses
it (a hash taken, a query read, markup parsed or unescaped)."""


def test_the_start_page_leaves_out_the_slow_standard_library() -> None:
    for name, path in {"main": ROOT / "web" / "main.py", **start_page_modules()}.items():
        slow = sorted(module for module in top_imports(path, name) if module.startswith(LEFT_OUT))
        assert not slow, f"{name} imports {slow} before the start page is usable"
