// Run the engine's pytest suite inside Pyodide (CPython 3.14 on wasm) under Node, offline.
//
//   node tools/pyodide_pytest.mjs <pyodide dir> <test wheels dir> <repo dir> [pytest args...]
//
// Installs every wheel of <pyodide dir> (the engine, as shipped in dist/) and of <test wheels dir>
// (pytest and its dependencies for Python 3.14) into site-packages, mounts <repo dir> at /repo, and
// runs pytest there with the repo's pyproject.toml settings. The engine is imported from the wheel,
// not from py/. SOBREMESA_* variables of the environment are passed into Python's os.environ.
// Exit code: pytest's (5 = no tests collected, which build.sh treats as a failure).
import { readFileSync, readdirSync } from "node:fs";
import { resolve } from "node:path";

const [pyodideDir, wheelsDir, repoDir] = process.argv.slice(2, 5).map((p) => resolve(p) + "/");
const pytestArgs = process.argv.slice(5);
if (!repoDir) {
  console.error("usage: node tools/pyodide_pytest.mjs <pyodide dir> <test wheels dir> <repo dir> [pytest args...]");
  process.exit(2);
}
const { loadPyodide } = await import(pyodideDir + "pyodide.mjs");
const started = Date.now();
const py = await loadPyodide({ indexURL: pyodideDir });
const site = py.runPython("import site; site.getsitepackages()[0]");
for (const dir of [pyodideDir, wheelsDir]) {
  for (const f of readdirSync(dir).filter((f) => f.endsWith(".whl"))) {
    py.unpackArchive(new Uint8Array(readFileSync(dir + f)), "wheel", { extractDir: site });
  }
}
py.FS.mkdirTree("/repo");
py.FS.mount(py.FS.filesystems.NODEFS, { root: repoDir }, "/repo");
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith("SOBREMESA_")));
py.globals.set("ENV_JSON", JSON.stringify(env));
py.globals.set("ARGS_JSON", JSON.stringify(pytestArgs));
console.log(`Pyodide ${py.version} started in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const rc = await py.runPythonAsync(`
import importlib, json, os, sys
sys.dont_write_bytecode = True          # no 3.14 .pyc files in the mounted work tree
os.environ.update(json.loads(ENV_JSON))
os.chdir("/repo")
importlib.invalidate_caches()
import pytest, sobremesa
print("Python", sys.version.split()[0], "| sobremesa from", os.path.dirname(sobremesa.__file__),
      "| env", json.loads(ENV_JSON))
assert "site-packages" in sobremesa.__file__, "the engine must come from the wheel"
int(pytest.main(["-p", "no:cacheprovider", *json.loads(ARGS_JSON)]))
`);
process.exit(Number(rc));
