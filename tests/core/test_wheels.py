"""``core.wheels.unpack``: a part of the engine shipped as a wheel of its own, unpacked beside the engine (issue 16)."""

from __future__ import annotations

import io
import zipfile

from sobremesa.core.wheels import unpack


def _wheel(files: dict[str, str]) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        for name, text in files.items():
            archive.writestr(name, text)
    return out.getvalue()


def test_only_the_files_under_the_prefix_are_written_and_none_climbs_out(tmp_path):
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
