"""``core.wheels.unpack``: a part of the engine shipped as a wheel of its own, unpacked beside the engine (issue 16)."""
from __future__ import annotations

import importlib
import io
import sys
import zipfile
from pathlib import Path

import pytest

from sobremesa.core.wheels import unpack


def _wheel(files: dict[str, str]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return out.getvalue()


def test_only_the_files_under_the_prefix_are_written_and_none_climbs_out(tmp_path: Path) -> None:
    wheel = _wheel({"sobremesa/locale/de.json": "{}", "sobremesa/locale/calimala/de.json": '{"a": 1}',
                    "sobremesa/app/table.py": "x = 1", "sobremesa_de-1.dist-info/METADATA": "Name: x",
                    "sobremesa/locale/../../evil.json": "{}"})
    unpack(wheel, "sobremesa/locale/", tmp_path)
    written = sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*") if p.is_file())
    assert written == ["sobremesa/locale/calimala/de.json", "sobremesa/locale/de.json"]
    assert (tmp_path / "sobremesa/locale/calimala/de.json").read_text() == '{"a": 1}'
    unpack(wheel, "sobremesa/", tmp_path)
    assert (tmp_path / "sobremesa/app/table.py").read_text() == "x = 1"
    assert not (tmp_path.parent / "evil.json").exists()


def test_a_wheel_with_the_glue_unpacks_both_prefixes(tmp_path: Path) -> None:
    """The table's part holds the engine's modules and the page's glue (tools/split_wheel.py): both are written, its
    dist-info is not."""
    wheel = _wheel({"sobremesa/app/table.py": "x = 1", "glue/table.py": "y = 2",
                    "sobremesa_table-1.dist-info/RECORD": ""})
    unpack(wheel, ("sobremesa/", "glue/"), tmp_path)
    written = sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*") if p.is_file())
    assert written == ["glue/table.py", "sobremesa/app/table.py"]


def test_the_modules_unpacked_into_a_package_already_imported_are_found(tmp_path: Path,
                                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """The table's modules land in the engine's folders after the start page imported from them: the import system's
    listings of those folders are read again."""
    (tmp_path / "enginepkg").mkdir()
    (tmp_path / "enginepkg" / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "enginepkg", raising=False)
    assert importlib.util.find_spec("enginepkg.table") is None  # the folder read without it
    unpack(_wheel({"enginepkg/table.py": "VALUE = 7", "enginepkg/games/__init__.py": "NAME = 'g'"}), "enginepkg/",
           tmp_path)
    assert importlib.import_module("enginepkg.table").VALUE == 7
    assert importlib.import_module("enginepkg.games").NAME == "g"
    for name in ("enginepkg.games", "enginepkg.table", "enginepkg"):
        sys.modules.pop(name, None)
