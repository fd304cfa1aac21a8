#!/usr/bin/env bash
# Sobremesa: install, build the static site in dist/, serve it, test it.
#
#   ./build.sh serve   install what is missing, build dist/, serve it on http://127.0.0.1:8000 (PORT=...)
#   ./build.sh test    install, build, then lint (ruff, mypy) and run every test: engine on CPython,
#                      engine inside Pyodide (Node), browser tests (Playwright + Debian's Chromium),
#                      a smoke test in Debian's Firefox ESR (puppeteer-core over WebDriver BiDi)
#   ./build.sh build   build dist/ only (installs the build tools if missing)
#   ./build.sh bench   build dist/, then print the speed figures (tools/bench_load.py, tools/bench_engine.py)
#
# On a fresh machine it creates .venv (requirements-dev.txt), runs `npm ci` (package-lock.json pins
# pyodide and @pyscript/core), and installs Debian's chromium and firefox-esr for the browser tests when missing.
# Nothing in dist/ is fetched from outside the site at run time: see README.md, "How the site is built".
set -euo pipefail
cd "$(dirname "$0")"

CMD=${1:-build}
PY=.venv/bin/python
PORT=${PORT:-8000}
CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
FIREFOX=${FIREFOX:-/usr/bin/firefox-esr}
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-315532800}   # reproducible wheel bytes -> stable sha256 + SW cache name
export PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_NO_INPUT=1

step() { printf '\n== %s\n' "$*"; }

install_python_tools() {
  # .venv with the pinned tools; re-installed when requirements-dev.txt changes
  local stamp=.venv/.requirements-dev.sha256 want
  want=$(sha256sum requirements-dev.txt | cut -d' ' -f1)
  if [ -x "$PY" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then return; fi
  step "python tools (.venv, requirements-dev.txt)"
  [ -x "$PY" ] || python3 -m venv .venv
  "$PY" -m pip install -q -r requirements-dev.txt
  echo "$want" > "$stamp"
}

install_node_modules() {
  local stamp=node_modules/.package-lock.sha256 want
  want=$(sha256sum package-lock.json | cut -d' ' -f1)
  if [ -f node_modules/pyodide/pyodide.mjs ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then return; fi
  step "npm ci (pyodide, @pyscript/core)"
  command -v npm >/dev/null || { echo "npm (Node 20+) is needed: apt-get install nodejs npm" >&2; exit 1; }
  npm ci --no-audit --no-fund
  echo "$want" > "$stamp"
}

install_browser() {
  # install_browser <executable> <Debian package>: a browser of the browser tests, installed when missing
  [ -x "$1" ] && return
  step "$2 (Debian package) for the browser tests"
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo -n"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$2" >/dev/null
  [ -x "$1" ] || { echo "$2 is missing at $1" >&2; exit 1; }
}

build_site() {
  step "build dist/"
  rm -rf dist build/wheel build/lib build/bdist.*
  mkdir -p dist/pyodide dist/pyscript build/wheel

  # 1. the engine wheel (pure Python, py3-none-any); no isolated env: setuptools is pinned in .venv
  "$PY" -m build --wheel --no-isolation --outdir build/wheel . >build/wheel.log 2>&1 \
    || { cat build/wheel.log; exit 1; }
  local wheels=(build/wheel/*.whl)
  [ ${#wheels[@]} = 1 ] || { echo "expected one wheel, got: ${wheels[*]}" >&2; exit 1; }
  local wheel
  wheel=$(basename "${wheels[0]}")
  # the engine the start page loads (English; docstrings and comments blanked), the table's part of it (fetched once
  # the start page is usable), one wheel a game (fetched when a page needs that game), one wheel a language, the notes
  # (tests only)
  "$PY" tools/split_wheel.py "${wheels[0]}" dist/pyodide web/glue   # with the page's glue (web/main.py says where)
  local table game code=()
  table=$(basename dist/pyodide/sobremesa_table-*.whl)
  for game in py/sobremesa/games/*/__init__.py; do
    game=$(basename "$(dirname "$game")")
    code+=("dist/pyodide/sobremesa_$game-"*.whl)
  done
  # their modules as bytecode, compiled by the Python the site ships (inside Pyodide: Node and the npm package)
  node tools/compile_wheel.mjs node_modules/pyodide "dist/pyodide/$wheel" "dist/pyodide/$table" "${code[@]}" \
    >build/compile.log 2>&1 || { grep -a -A3 "^PythonError\|^Error" build/compile.log | cut -c1-300; exit 1; }

  # 2. the Pyodide core from the npm package, and a lock that lists only what we ship
  local p=node_modules/pyodide
  cp $p/pyodide.mjs $p/pyodide.asm.mjs $p/pyodide.asm.wasm $p/python_stdlib.zip dist/pyodide/
  "$PY" tools/vendor_lock.py $p/pyodide-lock.json dist/pyodide

  # 3. PyScript (self-contained ESM bundle) without source maps
  cp node_modules/@pyscript/core/dist/* dist/pyscript/
  rm -f dist/pyscript/*.map
  "$PY" tools/pyscript_bootstrap.py dist/pyscript   # without importing its `pyscript` package, which the site never uses

  # 4. the app: page (with the game list painted in), glue, styles, manifest and icons, service worker
  PYTHONPATH=py "$PY" tools/site_page.py index.html dist/index.html
  cp -r web/. dist/
  rm -rf dist/sw.template.js dist/glue dist/typings   # the glue's modules are in the wheels (tools/split_wheel.py); its stubs are mypy's
  "$PY" tools/split_wheel.py --blank dist/page.py dist/main.py dist/bot_worker.py  # as the wheels' sources
  # main.py starts the page: a file beside the engine that page.py imports (a script is read slower than a module)
  # and PyScript's plugins the site does not use left out (tools/pyscript_bootstrap.py: PLUGINS_OFF)
  printf '{\n  "interpreter": "./pyodide/pyodide.mjs",\n  "files": {"./pyodide/%s": "./*", "./main.py": "./main.py"},\n  "plugins": %s\n}\n' \
    "$wheel" "$("$PY" tools/pyscript_bootstrap.py --plugins-off)" > dist/pyscript.json
  # the computer players' worker: the engine and its table part from its start, a game's wheel when asked its move
  printf '{\n  "interpreter": "./pyodide/pyodide.mjs",\n  "files": {"./pyodide/%s": "./*", "./pyodide/%s": "./*"}\n}\n' \
    "$wheel" "$table" > dist/pyscript-worker.json
  touch dist/.nojekyll
  "$PY" tools/make_icons.py dist/icons   # the app icons (PNG and SVG) named by manifest.webmanifest
  PYTHONPATH=py "$PY" tools/build_embeds.py dist web/gallery.html   # rule examples: checked, drawn into dist/embed/
  "$PY" tools/gen_sw.py dist web/sw.template.js
  echo "dist/: $(find dist -type f | wc -l) files, $(du -sh dist | cut -f1)"
}

pyodide_test_wheels() {
  # pytest and its dependencies for CPython 3.14 (Pyodide), pinned in tools/pyodide-test-requirements.txt
  local dir=build/pyodide-test-wheels stamp want
  stamp=$dir/.sha256
  want=$(sha256sum tools/pyodide-test-requirements.txt | cut -d' ' -f1)
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then return; fi
  rm -rf "$dir" && mkdir -p "$dir"
  "$PY" -m pip download -q --no-deps --only-binary=:all: --python-version 3.14 \
    -d "$dir" -r tools/pyodide-test-requirements.txt
  echo "$want" > "$stamp"
}

firefox_smoke() {
  # tests/firefox/smoke.mjs against dist/ served on a free loopback port; the server stops when this (subshell) ends
  local port
  port=$("$PY" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  "$PY" -m http.server --directory dist --bind 127.0.0.1 "$port" >/dev/null 2>&1 &
  trap "kill $! 2>/dev/null || true" EXIT
  for _ in $(seq 50); do (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && break; sleep 0.2; done
  FIREFOX=$FIREFOX node tests/firefox/smoke.mjs "http://127.0.0.1:$port"
}

run_tests() {
  local failed=() rc
  step "0/4 lint and types (ruff, mypy: configured in pyproject.toml)"
  rc=0; "$PY" -m ruff check py tests tools web || rc=$?
  [ $rc = 0 ] || failed+=("ruff (exit $rc)")
  rc=0; "$PY" -m mypy || rc=$?
  [ $rc = 0 ] || failed+=("mypy (exit $rc)")
  rc=0; PYTHONPATH=py "$PY" -m sobremesa i18n check || rc=$?; [ $rc = 0 ] || failed+=("i18n check (exit $rc)")

  # 2/4, the engine inside Pyodide (one process), runs in the background through 1/4 (the CPython run on
  # pytest-xdist workers) and 3/4 (the browser tests): on 2 cores the three take about the wall time of the longest
  local workers=${SOBREMESA_TEST_WORKERS:-$(nproc)} pyodide_rc=build/test-pyodide.rc
  pyodide_test_wheels
  ( rc=0; SOBREMESA_PROPERTY_GAMES=${SOBREMESA_PYODIDE_PROPERTY_GAMES:-30} \
      node tools/pyodide_pytest.mjs dist/pyodide build/pyodide-test-wheels . \
        tests --ignore=tests/e2e -o pythonpath= --durations=15 >build/test-pyodide.log 2>&1 || rc=$?
    echo $rc >$pyodide_rc ) &
  local pyodide_pid=$!

  step "1/4 engine tests on CPython ($("$PY" -c 'import platform; print(platform.python_version())'), $workers workers;" \
    "2/4, inside Pyodide (CPython 3.14 on wasm, Node $(node --version)), runs meanwhile: build/test-pyodide.log)"
  # property tests: SOBREMESA_PROPERTY_GAMES seeded games each (300 here, which keeps the whole run under 30 minutes
  # on 2 cores: several thousand games in all; the conftest's default, 1000, for a longer run by hand)
  rc=0; SOBREMESA_PROPERTY_GAMES=${SOBREMESA_PROPERTY_GAMES:-300} \
    "$PY" -m pytest tests --ignore=tests/e2e -n "$workers" --dist worksteal --durations=15 \
      >build/test-cpython.log 2>&1 || rc=$?
  # a failed run shows its whole failure report; a Pyodide crash can print a whole 1.2 MB line: cut long lines
  tail -n "$([ $rc = 0 ] && echo 30 || echo 400)" build/test-cpython.log | cut -c1-400
  [ $rc = 0 ] || failed+=("CPython tests (pytest exit $rc)")

  step "3/4 browser tests (Playwright, $("$CHROMIUM" --version 2>/dev/null | tail -n 1))"
  # a renderer crash of headless Chromium on a loaded 2-core machine is retried once; failures are not
  # two browsers side by side (a file's tests stay together in one of them)
  rc=0; "$PY" -m pytest tests/e2e -n "${SOBREMESA_BROWSER_WORKERS:-2}" --dist loadfile \
      --reruns 1 --only-rerun "Target crashed|Page crashed" 2>&1 \
    | tee build/test-browser.log || rc=$?
  [ $rc = 0 ] || failed+=("browser tests (pytest exit $rc)")

  step "4/4 Firefox smoke test ($("$FIREFOX" --version 2>/dev/null), puppeteer-core over WebDriver BiDi)"
  rc=0; firefox_smoke 2>&1 | tee build/test-firefox.log || rc=$?
  [ $rc = 0 ] || failed+=("Firefox smoke test (exit $rc)")

  step "2/4 engine tests inside Pyodide: the end of build/test-pyodide.log"
  wait $pyodide_pid || true
  rc=$(cat $pyodide_rc 2>/dev/null || echo "?")
  tail -n "$([ "$rc" = 0 ] && echo 30 || echo 400)" build/test-pyodide.log | cut -c1-400
  [ "$rc" = 0 ] || failed+=("Pyodide tests (pytest exit $rc)")

  # one closing line for the four runs (pytest exit 5, no test collected, counts as a failure above)
  local passed=0 nfailed=0 log line n
  for log in build/test-cpython.log build/test-pyodide.log build/test-browser.log build/test-firefox.log; do
    line=$(grep -E '^[0-9]+ (passed|failed|errors?)|^=+ .*[0-9]+ (passed|failed|errors?)' "$log" | tail -n 1 || true)
    n=$(grep -oE '[0-9]+ passed' <<<"$line" | cut -d' ' -f1 || true); passed=$((passed + ${n:-0}))
    n=$(grep -oE '[0-9]+ failed' <<<"$line" | cut -d' ' -f1 || true); nfailed=$((nfailed + ${n:-0}))
    n=$(grep -oE '[0-9]+ errors?' <<<"$line" | cut -d' ' -f1 || true); nfailed=$((nfailed + ${n:-0}))
  done
  if [ ${#failed[@]} -gt 0 ]; then
    printf '\nFAILED: %s\n' "${failed[@]}" >&2
    [ $nfailed -gt 0 ] || nfailed=${#failed[@]}
    printf 'total: %d passed, %d failed\n' "$passed" "$nfailed"
    exit 1
  fi
  printf 'total: %d passed, 0 failed\n' "$passed"
}

case "$CMD" in
  build)
    install_python_tools; install_node_modules; build_site ;;
  serve)
    install_python_tools; install_node_modules; build_site
    step "serving dist/ on http://127.0.0.1:$PORT/  (Ctrl-C stops)"
    exec "$PY" -m http.server --directory dist --bind 127.0.0.1 "$PORT" ;;
  test)
    install_python_tools; install_node_modules; install_browser "$CHROMIUM" chromium
    install_browser "$FIREFOX" firefox-esr; build_site; run_tests ;;
  bench)
    install_python_tools; install_node_modules; install_browser "$CHROMIUM" chromium; build_site
    step "load and clicks (tools/bench_load.py)"
    PYTHONPATH=py "$PY" tools/bench_load.py
    step "a click's CPU time on CPython (tools/bench_click.py)"; PYTHONPATH=py "$PY" tools/bench_click.py
    step "engine on CPython and in Pyodide (tools/bench_engine.py)"
    "$PY" tools/bench_engine.py ;;
  *)
    echo "usage: ./build.sh [build|serve|test|bench]" >&2; exit 2 ;;
esac
