"""Write the engine's wheels for the site from the wheel setuptools built (issue 16: ship only what a page uses).

usage: python tools/split_wheel.py <built wheel> <out dir> [<glue dir>]
       python tools/split_wheel.py --blank <file.py> ...   (docstrings and comments blanked in place)
       node tools/compile_wheel.mjs <pyodide dir> <wheel> ...  (their modules as bytecode: ``compile_wheel``)

* ``<name>-<version>-py3-none-any.whl``, the engine the start page loads (``START``: the core, the new-game form, the
  saved games' keys, the start page's markup, the games' registry) with the English words it shows: the app's and the
  core's catalogs, and the games' options, which the new-game form names (``start_words``), and the start page's glue
  (``web/glue/``'s ``START_GLUE``, the package ``glue`` beside the engine's); every wheel's sources
  have their docstrings and comments blanked (the lines stay where they were, so a traceback's line numbers are those
  of ``py/``; the syntax tree is checked to be the same but for the docstrings), compressed at zip level 9;
* ``<name>_table-<version>-py3-none-any.whl``: the rest of the engine's code but the games' (the table, the replay
  viewer, How to play, the computer players, the shared renderers) with the rule examples' English words and the
  glue of the table's screens (the rest of ``web/glue/``), which the page fetches once the start page is usable and
  unpacks beside the engine (``web/glue/parts.py``: ``Parts``), and the computer players' worker loads with the
  engine (``pyscript-worker.json``; it imports none of the glue);
* ``<name>_<game>-<version>-py3-none-any.whl``, one a game: its package, its renderers (``render/<game>*.py``) and
  its English words, which the page fetches with the table's part when a table, a save or How to play needs that game
  (``web/glue/parts.py``: ``Parts``), and the worker when it is asked a move of that game;
* ``<name>_<lang>-<version>-py3-none-any.whl``, one a language besides English: its words on the start page (the app's
  and the core's catalogs, ``locale/<lang>.json`` and ``locale/core/<lang>.json``, with the games' options'), fetched
  by the page when the language is chosen and unpacked beside the engine (``core.i18n.add_catalogs``);
* ``<name>_table_<lang>-<version>-py3-none-any.whl``: the games' catalogs in that language
  (``locale/<part>/<lang>.json``), fetched with the table's part, or when the language is chosen once it is there;
* ``<name>_notes-<version>-py3-none-any.whl``: the rules notes, the position formats' documents (``*.md``) and the
  glossaries, which no page reads; the engine tests inside Pyodide (``tools/pyodide_pytest.mjs``) install every wheel
  of the folder, so they see the whole package.

Every file of the built wheel lands in exactly one of them. Standard library only; the same bytes on every build
(the members keep the built wheel's dates, which ``SOURCE_DATE_EPOCH`` fixes).
"""

from __future__ import annotations

import ast
import base64
import hashlib
import io
import json
import pathlib
import sys
import tokenize
import zipfile

ENGLISH = "en"
DOCS = (".md",)
TABLE = "table"
START = ("__init__.py", "core/", "app/__init__.py", "app/form.py", "app/nav.py", "app/saves.py", "games/__init__.py",
         "render/__init__.py", "render/screens.py")
"""The modules of the start page's wheel (paths in the package): what the start page's glue imports before the start
page is usable (issue 16); every other module is in the table's wheel."""
GLUE = "glue"
START_GLUE = ("__init__.py", "dom.py", "landing.py", "language.py", "parts.py")
"""The glue's modules the start page imports (``web/main.py``), in the engine's wheel; the others, the table's screens,
are in the table's wheel (``web/glue/parts.py``: ``TABLE_GLUE``)."""
WHEEL_TAG = "py3-none-any"
START_PARTS = ("core",)
"""The catalogs' parts (``locale/<part>/``) the start page's wheel holds in English; the games' are in the table's."""


def blank(source: str) -> str:
    """``source`` with every comment and docstring blanked, each line where it was (a docstring becomes ``""``)."""
    lines = source.splitlines(keepends=True)
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            row, col = token.start
            lines[row - 1] = lines[row - 1][:col].rstrip() + "\n"
    for first, last, col in reversed(_docstrings(ast.parse(source))):
        end = lines[last - 1].encode()[col:].decode()  # the end column counts UTF-8 bytes
        indent = lines[first - 1][:len(lines[first - 1]) - len(lines[first - 1].lstrip())]
        lines[first - 1] = indent + '""' + (end if end.strip() else "\n")
        lines[first:last] = ["\n"] * (last - first)
    blanked = "".join(lines)
    if _without_docs(source) != _without_docs(blanked) or source.count("\n") != blanked.count("\n"):
        raise ValueError("blanking changed the code")
    return blanked


def _docstrings(tree: ast.Module) -> list[tuple[int, int, int]]:
    """First line, last line and end column (bytes) of each docstring, in source order."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                found.append((first.lineno, first.end_lineno or first.lineno, first.end_col_offset or 0))
    return sorted(found)


def _without_docs(source: str) -> str:
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                first.value.value = ""
    return ast.dump(tree)


def part_of(name: str, package: str, games: frozenset[str] = frozenset()) -> str:
    """Which wheel a member of the built wheel (or of the glue, ``glue/``) goes to: ``""`` the engine's, else
    ``notes``, ``table``, a game of ``games`` (``santamaria``: its rules, renderers and English words), a language
    (``de``: its words on the start page) or a language's words at the table (``table_de``)."""
    parts = name.split("/")
    if parts[0] == GLUE:
        return "" if parts[1] in START_GLUE else TABLE
    if name.endswith(DOCS) or parts[:3] == [package, "locale", "glossary"]:
        return "notes"
    if parts[:2] == [package, "locale"] and name.endswith(".json"):
        lang = parts[-1].removesuffix(".json")
        if len(parts) == 3 or parts[2] in START_PARTS:
            return "" if lang == ENGLISH else lang
        return (game_of(parts[2], games) or TABLE) if lang == ENGLISH else f"{TABLE}_{lang}"
    if name.endswith(".py") and not name.removeprefix(f"{package}/").startswith(START):
        return (game_of(parts[2].removesuffix(".py"), games) if parts[1] in ("games", "render") else None) or TABLE
    return ""


def game_of(stem: str, games: frozenset[str]) -> str | None:
    """The game a game's package, a renderer's module or a catalog's part is of (``santamaria_city``:
    ``santamaria``), if any."""
    game = stem.split("_")[0]
    return game if game in games else None


def games_in(package: str, names: list[str]) -> frozenset[str]:
    """The games of a built wheel: the packages of ``<package>/games/``."""
    return frozenset(parts[2] for parts in (name.split("/") for name in names)
                     if parts[:2] == [package, "games"] and len(parts) == 4 and parts[3] == "__init__.py")


def start_words(app: bytes, games: list[bytes]) -> bytes:
    """A language's app catalog (``locale/<lang>.json``) with the games' options' words added: the words the start
    page shows (its new-game form names each game's options, ``<part>.option.*``), while the rest of the games'
    catalogs wait for the table (``part_of``), most of a language's bytes (issue 16). The keys are the same in
    both wheels, so the catalogs merged (``core.i18n.catalog``) are the same whichever came first."""
    words = json.loads(app)
    for part in games:
        words |= {key: value for key, value in json.loads(part).items() if key.split(".")[1:2] == ["option"]}
    return json.dumps(words, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def write_wheel(path: pathlib.Path, name: str, version: str, members: list[tuple[zipfile.ZipInfo, bytes]],
                metadata: bytes, wheel: bytes) -> None:
    """A wheel of ``members`` with its dist-info (METADATA, WHEEL and a RECORD of the files' hashes)."""
    info = f"{name}-{version}.dist-info"
    date = members[0][0].date_time
    files = [*members, *((zipfile.ZipInfo(f"{info}/{n}", date), data)
                         for n, data in (("METADATA", metadata), ("WHEEL", wheel)))]
    record = "".join(f"{i.filename},sha256={_digest(data)},{len(data)}\n" for i, data in files)
    files.append((zipfile.ZipInfo(f"{info}/RECORD", date), (record + f"{info}/RECORD,,\n").encode()))
    with zipfile.ZipFile(path, "w") as out:
        for member, data in files:
            member.compress_type = zipfile.ZIP_DEFLATED
            member.external_attr = 0o644 << 16
            out.writestr(member, data, compresslevel=9)


def _digest(data: bytes) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def read_wheel(path: pathlib.Path) -> tuple[str, str, bytes, bytes, list[tuple[zipfile.ZipInfo, bytes]]]:
    """A wheel's name, version, METADATA, WHEEL and its files but the dist-info's, in order."""
    name, version = path.name.split("-")[:2]
    info = f"{name}-{version}.dist-info/"
    written = {info + "RECORD", info + "METADATA", info + "WHEEL"}  # write_wheel makes them
    with zipfile.ZipFile(path) as z:
        members = [(member, z.read(member)) for member in z.infolist()
                   if not member.is_dir() and member.filename not in written]
        return name, version, z.read(info + "METADATA"), z.read(info + "WHEEL"), members


def glue_members(folder: pathlib.Path, date: tuple[int, int, int, int, int, int]
                 ) -> list[tuple[zipfile.ZipInfo, bytes]]:
    """The glue's modules (``web/glue/*.py``) as members of the package ``glue``, dated as the built wheel's."""
    return [(zipfile.ZipInfo(f"{GLUE}/{path.name}", date), path.read_bytes()) for path in sorted(folder.glob("*.py"))]


def main(built: str, outdir: str, glue: str | None = None) -> None:
    name, version, metadata, wheel, members = read_wheel(pathlib.Path(built))
    if glue is not None:
        members += glue_members(pathlib.Path(glue), members[0][0].date_time)
    games = games_in(name, [member.filename for member, _ in members])
    wheels: dict[str, list[tuple[zipfile.ZipInfo, bytes]]] = {}
    games_words: dict[str, list[bytes]] = {}  # a language's catalogs of the games, for their options (start_words)
    for member, data in members:
        if member.filename.endswith(".py"):
            data = blank(data.decode("utf-8")).encode("utf-8")
        part = part_of(member.filename, name, games)
        wheels.setdefault(part, []).append((member, data))
        if (part == TABLE or part in games or part.startswith(f"{TABLE}_")) and member.filename.endswith(".json"):
            games_words.setdefault(member.filename.rsplit("/", 1)[1].removesuffix(".json"), []).append(data)
    for lang, catalogs in games_words.items():
        start = wheels["" if lang == ENGLISH else lang]
        app = next(i for i, (member, _) in enumerate(start) if member.filename == f"{name}/locale/{lang}.json")
        start[app] = (start[app][0], start_words(start[app][1], catalogs))
    engine = wheels.pop("")
    out = pathlib.Path(outdir)
    write_wheel(out / f"{name}-{version}-{WHEEL_TAG}.whl", name, version, engine, metadata, wheel)
    for part, members in sorted(wheels.items()):
        meta = f"Metadata-Version: 2.1\nName: {name}_{part}\nVersion: {version}\n".encode()
        write_wheel(out / f"{name}_{part}-{version}-{WHEEL_TAG}.whl", f"{name}_{part}", version, members, meta, wheel)


def compile_wheel(path: str) -> None:
    """Rewrite the wheel at ``path`` with each module's bytecode instead of its source (``x.pyc`` for ``x.py``, loaded
    sourceless): inside Pyodide an import is almost all compiling, and the start page's modules compiled at build time
    import in about half the time (issue 16, tools/SPEED.md). Run by tools/compile_wheel.mjs inside the Pyodide the
    site ships, whose Python alone can read this bytecode, with ``PYTHONNODEBUGRANGES`` set: a traceback keeps its
    line numbers, not the columns within a line, which would make the bytecode a third larger."""
    if sys.platform != "emscripten":
        raise SystemExit("compile_wheel runs inside Pyodide (tools/compile_wheel.mjs): its bytecode is for that Python")
    from importlib._bootstrap_external import _code_to_timestamp_pyc  # type: ignore[attr-defined]

    wheel = pathlib.Path(path)
    name, version, metadata, tags, members = read_wheel(wheel)
    compiled = []
    for member, data in members:
        if member.filename.endswith(".py"):
            code = compile(data, member.filename, "exec", dont_inherit=True)
            member = zipfile.ZipInfo(member.filename + "c", member.date_time)
            data = bytes(_code_to_timestamp_pyc(code, 0, 0))
        compiled.append((member, data))
    write_wheel(wheel, name, version, compiled, metadata, tags)


def blank_files(paths: list[str]) -> None:
    """``blank`` each file in place: the scripts the page loads as source beside the wheels (``dist/main.py``)."""
    for path in map(pathlib.Path, paths):
        path.write_text(blank(path.read_text(encoding="utf-8")), encoding="utf-8")


if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "--blank":
        blank_files(sys.argv[2:])
    elif len(sys.argv) in (3, 4):
        main(*sys.argv[1:])
    else:
        sys.exit(__doc__)
