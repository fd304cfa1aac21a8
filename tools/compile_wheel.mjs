// Wheels' modules as bytecode compiled by the Python the site ships (issue 16): runs tools/split_wheel.py's
// compile_wheel inside Pyodide under Node, offline, each wheel rewritten in place (all in one folder).
//
//   node tools/compile_wheel.mjs <pyodide dir> <wheel> ...
//
// PYTHONNODEBUGRANGES: the bytecode keeps line numbers but not the columns within a line (a third of its size).
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const [pyodideDir, ...wheels] = process.argv.slice(2).map((p) => resolve(p));
if (!wheels.length || new Set(wheels.map(dirname)).size !== 1) {
  console.error("usage: node tools/compile_wheel.mjs <pyodide dir> <wheel> ...  (the wheels in one folder)");
  process.exit(2);
}
const { loadPyodide } = await import(pyodideDir + "/pyodide.mjs");
const py = await loadPyodide({ indexURL: pyodideDir + "/", env: { PYTHONNODEBUGRANGES: "1" } });
for (const [dir, at] of [[dirname(fileURLToPath(import.meta.url)), "/tools"], [dirname(wheels[0]), "/wheels"]]) {
  py.FS.mkdirTree(at);
  py.FS.mount(py.FS.filesystems.NODEFS, { root: dir }, at);
}
py.globals.set("WHEELS", wheels.map((w) => "/wheels/" + w.split("/").pop()));
py.runPython(`
import sys
assert all(p[2] is None for p in compile("a + b", "", "eval").co_positions()), "PYTHONNODEBUGRANGES was not read"
sys.dont_write_bytecode = True
sys.path.insert(0, "/tools")
import split_wheel
for wheel in WHEELS:
    split_wheel.compile_wheel(wheel)
`);
