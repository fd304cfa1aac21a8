"""The start page's wheel (issue 16, tools/split_wheel.py): what web/main.py imports before the start page is usable
(the start page's glue, and the engine's modules it imports) is in it, and so is everything those modules import when
they are loaded; the rest, the table's screens' glue with it, waits for the table's part."""

from __future__ import annotations

import ast
import pathlib
import sys
from types import ModuleType

ROOT = pathlib.Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "py" / "sobremesa"
GLUE = ROOT / "web" / "glue"


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


def loaded_imports(path: pathlib.Path, module: str, package: str = "sobremesa") -> set[str]:
    """The modules of ``package`` (the engine, or the page's glue) a module imports when it is loaded."""
    return {name for name in top_imports(path, module) if name.split(".")[0] == package}


def start_glue() -> dict[str, pathlib.Path]:
    """The glue's modules web/main.py loads before the start page is usable, by name (``glue.dom``)."""
    todo = list(loaded_imports(ROOT / "web" / "main.py", "main", "glue"))
    seen: dict[str, pathlib.Path] = {}
    while todo:
        name = todo.pop()
        if name in seen or name.count(".") != 1:  # the package, or a name imported from a module
            continue
        path = GLUE / f"{name.split('.')[1]}.py"
        if not path.is_file():  # a name imported from the package
            continue
        seen[name] = path
        todo += loaded_imports(path, name, "glue")
    return seen


def module_path(name: str) -> pathlib.Path | None:
    """The source of an engine module, None for a name that is not one (a function imported from a module)."""
    base = ROOT / "py" / name.replace(".", "/")
    return next((p for p in (base / "__init__.py", base.with_suffix(".py")) if p.is_file()), None)


def start_page_modules() -> dict[str, pathlib.Path]:
    """The engine's modules web/main.py and the start page's glue load before the start page is usable, by name."""
    names = loaded_imports(ROOT / "web" / "main.py", "main")
    for name, path in start_glue().items():
        names |= loaded_imports(path, name)
    return modules_loaded(names)


def modules_loaded(names: set[str]) -> dict[str, pathlib.Path]:
    """The engine's modules that importing ``names`` loads, by name."""
    todo = list(names)
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


def parts_tuple(name: str) -> tuple[str, ...]:
    """A tuple of module names web/glue/parts.py sets (``TABLE_MODULES``, ``TABLE_GLUE``)."""
    parts = ast.parse((GLUE / "parts.py").read_text(encoding="utf-8"))
    return next(ast.literal_eval(node.value) for node in parts.body if isinstance(node, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == name for t in node.targets))


def test_the_start_page_imports_only_the_start_glue() -> None:
    """The glue's modules split between the wheels (tools/split_wheel.py ``START_GLUE``): web/main.py loads the start
    page's alone before the start page is usable; the table's part brings the others (``TABLE_GLUE``), each in one."""
    split = split_wheel()
    start = {f"glue.{name.removesuffix('.py')}" for name in split.START_GLUE if name != "__init__.py"}
    assert start_glue().keys() == start
    table = set(parts_tuple("TABLE_GLUE"))
    assert start.isdisjoint(table)
    assert start | table == {f"glue.{path.stem}" for path in GLUE.glob("*.py") if path.name != "__init__.py"}
    assert {split.part_of(f"glue/{name.split('.')[1]}.py", "sobremesa") for name in table} == {split.TABLE}
    assert {split.part_of(f"glue/{name}", "sobremesa") for name in split.START_GLUE} == {""}


def test_the_table_part_imports_no_game() -> None:
    """The table's part is imported before any game's part is there (web/glue/parts.py: ``TABLE_MODULES`` and the
    table's glue, ``TABLE_GLUE``, each game a wheel of its own): nothing it loads is a game's module or renderer."""
    table = parts_tuple("TABLE_MODULES")
    glue = parts_tuple("TABLE_GLUE")
    split = split_wheel()
    games = split.games_in("sobremesa", [f"sobremesa/games/{p.parent.name}/__init__.py"
                                         for p in PACKAGE.glob("games/*/__init__.py")])
    assert games == {"calimala", "salamanca", "salamandra", "santamaria"}
    loaded = modules_loaded(set(table).union(*(loaded_imports(GLUE / f"{name.split('.')[1]}.py", name)
                                                for name in glue)))
    assert set(table) <= loaded.keys()
    for name, path in loaded.items():
        member = "sobremesa/" + path.relative_to(PACKAGE).as_posix()
        part = split.part_of(member, "sobremesa", games)
        assert part in ("", split.TABLE), f"{name} is {part}'s, loaded by the table's part"


LEFT_OUT = ("hashlib", "html", "importlib.resources", "ipaddress", "urllib")
"""Standard library modules the start page does not load (issue 16, tools/SPEED.md): inside Pyodide their imports
took 0.02-0.36 s each (``html`` imports ``html.entities``: 0.15-0.26 s); each is imported in the function that uses
it (a hash taken, a query read, markup parsed or unescaped)."""


def test_the_start_page_leaves_out_the_slow_standard_library() -> None:
    for name, path in {"main": ROOT / "web" / "main.py", **start_glue(), **start_page_modules()}.items():
        slow = sorted(module for module in top_imports(path, name) if module.startswith(LEFT_OUT))
        assert not slow, f"{name} imports {slow} before the start page is usable"


def test_the_start_wheel_holds_the_words_of_the_start_page() -> None:
    """The games' English words wait in the table's wheel, but for their options', which the new-game form names: the
    start wheel's app catalog has every key the games' listing names, and the table's wheel every game's whole part."""
    import json

    from sobremesa.games import listing

    split = split_wheel()
    locale = PACKAGE / "locale"
    games = [path for path in sorted(locale.glob("*/en.json")) if path.parent.name not in split.START_PARTS]
    words = json.loads(split.start_words((locale / "en.json").read_bytes(), [path.read_bytes() for path in games]))
    named = set()

    def keys(value: object) -> None:
        if isinstance(value, dict):
            named.update([value["key"]] if isinstance(value.get("key"), str) and "args" in value else [])
            for item in value.values():
                keys(item)
        elif isinstance(value, list):
            for item in value:
                keys(item)

    keys(json.loads(json.dumps(listing(), default=lambda message: message.to_dict())))
    assert {"santamaria.option.american_kingdoms", "calimala.option.layout"} <= named
    assert named <= words.keys()
    app = json.loads((locale / "en.json").read_text(encoding="utf-8"))
    options = {key for path in games for key in json.loads(path.read_text(encoding="utf-8"))
               if key.split(".")[1] == "option"}
    assert words.keys() - app.keys() == options  # the games' words but their options' are not in the start wheel


def test_each_language_waits_for_the_table_with_the_games_words(tmp_path: pathlib.Path) -> None:
    """A built wheel split: the start page's wheel and each language's hold the app's and the core's words with the
    games' options'; a game's other words are in its wheel with its modules and renderers (English) or in a wheel of
    the games' words a language; the table's wheel holds the rest of the code."""
    import json
    import zipfile

    def catalog(lang: str, part: str = "") -> dict[str, str]:
        prefix = f"{part}." if part else ""
        words = {f"{prefix}greeting": f"hello in {lang}"}
        return words | ({f"{part}.option.size": f"size in {lang}"} if part not in ("", "core") else {})

    built = tmp_path / "sobremesa-1.0-py3-none-any.whl"
    files = {f"sobremesa/locale/{f'{part}/' if part else ''}{lang}.json": json.dumps(catalog(lang, part))
             for lang in ("en", "de") for part in ("", "core", "calimala")}
    game = {"sobremesa/games/calimala/__init__.py", "sobremesa/games/calimala/rules.py",
            "sobremesa/render/calimala.py", "sobremesa/render/calimala_board.py"}
    files |= {"sobremesa/core/game.py": "X = 1\n", "sobremesa/app/table.py": "Z = 3\n",
              "sobremesa/locale/examples/en.json": "{}", "sobremesa-1.0.dist-info/METADATA": "Name: sobremesa\n",
              "sobremesa-1.0.dist-info/WHEEL": "Tag: x\n"} | dict.fromkeys(game, "Y = 2\n")
    with zipfile.ZipFile(built, "w") as z:
        for name, text in files.items():
            z.writestr(name, text)
    split_wheel().main(str(built), str(tmp_path))

    def members(wheel: str) -> dict[str, bytes]:
        with zipfile.ZipFile(tmp_path / f"{wheel}-1.0-py3-none-any.whl") as z:
            return {name: z.read(name) for name in z.namelist() if ".dist-info/" not in name}

    assert set(members("sobremesa")) == {"sobremesa/locale/en.json", "sobremesa/locale/core/en.json",
                                         "sobremesa/core/game.py"}
    assert set(members("sobremesa_table")) == {"sobremesa/app/table.py", "sobremesa/locale/examples/en.json"}
    assert set(members("sobremesa_calimala")) == game | {"sobremesa/locale/calimala/en.json"}
    assert set(members("sobremesa_de")) == {"sobremesa/locale/de.json", "sobremesa/locale/core/de.json"}
    assert set(members("sobremesa_table_de")) == {"sobremesa/locale/calimala/de.json"}
    for lang, start, table in (("en", "sobremesa", "sobremesa_calimala"), ("de", "sobremesa_de", "sobremesa_table_de")):
        assert json.loads(members(start)[f"sobremesa/locale/{lang}.json"]) == {
            "greeting": f"hello in {lang}", "calimala.option.size": f"size in {lang}"}
        assert json.loads(members(table)[f"sobremesa/locale/calimala/{lang}.json"]) == catalog(lang, "calimala")
