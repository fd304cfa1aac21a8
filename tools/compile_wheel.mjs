// A wheel's modules as bytecode compiled by the Python the site ships (issue 16): runs tools/split_wheel.py's
// compile_wheel inside Pyodide under Node, offline, the wheel rewritten in place.
//
//   node tools/compile_wheel.mjs <pyodide dir> <wheel>
//
// PYTHONNODEBUGRANGES: the bytecode keeps line numbers but not the columns within a line (a third of its size).
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const [pyodideDir, wheel] = process.argv.slice(2, 4).map((p) => p && resolve(p));
if (!wheel) {
  console.error("usage: node tools/compile_wheel.mjs <pyodide dir> <wheel>");
  process.exit(2);
}
const { loadPyodide } = await import(pyodideDir + "/pyodide.mjs");
const py = await loadPyodide({ indexURL: pyodideDir + "/", env: { PYTHONNODEBUGRANGES: "1" } });
for (const [dir, at] of [[dirname(fileURLToPath(import.meta.url)), "/tools"], [dirname(wheel), "/wheels"]]) {
  py.FS.mkdirTree(at);
  py.FS.mount(py.FS.filesystems.NODEFS, { root: dir }, at);
}
py.globals.set("WHEEL", "/wheels/" + wheel.split("/").pop());
py.runPython(`
import sys
assert all(p[2] is None for p in compile("a + b", "", "eval").co_positions()), "PYTHONNODEBUGRANGES was not read"
sys.dont_write_bytecode = True
sys.path.insert(0, "/tools")
import split_wheel
split_wheel.compile_wheel(WHEEL)
`);
