// The Python runtime, started with the page (issue 16). PyScript's bundle would start it only once it has been
// fetched and evaluated and has read pyscript.json and main.py (about a second after navigation): the page runs
// this module first instead, and pyscript.json names it as the "interpreter". PyScript imports it (the same module:
// one runtime), reads its `version` and calls its `loadPyodide` with its output handlers, and gets the runtime
// already booting. What Python prints before PyScript has asked goes to the console, as PyScript's handlers would
// send it. The bot worker's configuration (pyscript-worker.json) names Pyodide itself: the worker boots its own.
import { loadPyodide as boot, version } from "./pyodide/pyodide.mjs";

export { version };

const output = { stdout: console.log, stderr: console.error };
const runtime = boot({
  indexURL: new URL("./pyodide/", import.meta.url).href,
  stdout: (...line) => output.stdout(...line),
  stderr: (...line) => output.stderr(...line),
});
runtime.catch(() => {});  // reported by PyScript when it awaits the runtime

/** PyScript's call: its handlers for what Python prints (its other options, a package cache, are unused here). */
export function loadPyodide({ stdout, stderr }) {
  Object.assign(output, { stdout, stderr });
  return runtime;
}
