// Smoke test of the site in Firefox ESR (Debian's firefox-esr), driven over WebDriver BiDi by puppeteer-core.
//
//   node tests/firefox/smoke.mjs http://127.0.0.1:<port>      (dist/ served there; FIREFOX=... for another binary)
//
// It serves nothing itself. For every game of the new-game form: a fresh browser context opens the start page
// with its service worker (as a player's visit does; no ?nosw), starts a game from the form (up to 3 players, a
// fixed seed), confirms the pass screen when it shows, and plays MOVES legal moves by clicking targets on the board
// or the move buttons (a spot with several moves opens the chooser: one option is picked). Each click must be
// applied (the action count grows by one, no error shown), the saved record must hold exactly the moves clicked,
// the service worker must have precached the site and control the page (for the first game a reload then comes
// through it, back to the table), the page must log no error, and no request may leave 127.0.0.1 (asserted on the
// request log; every other host also goes to a dead proxy, so nothing can leave).
// Prints one line per game, then "N passed, N failed"; exits 1 when a game failed.
import { execFileSync } from "node:child_process";

import puppeteer from "puppeteer-core";

const FIREFOX = process.env.FIREFOX || "/usr/bin/firefox-esr";
const MOVES = 4;
const SEED = 11;
const NAMES = ["Ana", "Ben", "Cid"];
const READY_MS = 120_000; // Pyodide's cold start is 5-7 s on 2 cores; slack for a loaded machine
const STEP_MS = 30_000;
const MAX_CLICKS = 40; // UI selections (data-ui) do not count as moves; a game that offers nothing else fails
const FORM = "#new-game-form";
const TARGETS = "#play :is([data-action], [data-choices], [data-ui])";
const RELUCTANT = new Set(["pass", "withdraw"]); // end a seat's round: clicked only when nothing else is legal
const DEAD_PROXY = { host: "127.0.0.1", port: 9 }; // the discard port: nothing listens, every request through it fails

const url = (process.argv[2] || "").replace(/\/$/, "");
if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(url)) {
  console.error("usage: node tests/firefox/smoke.mjs http://127.0.0.1:<port>   (dist/ served there)");
  process.exit(2);
}

/** A small seeded generator (mulberry32): the same clicks on every run. */
function generator(seed) {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

function check(condition, message) {
  if (!condition) throw new Error(message);
}

const body = (page, key) => page.$eval("body", (b, k) => b.dataset[k] ?? null, key);

async function openStartPage(page) {
  const started = Date.now();
  await page.goto(`${url}/index.html`);
  await page.waitForSelector("body[data-py-ready='1']", { timeout: READY_MS });
  return (Date.now() - started) / 1000;
}

/** The new-game form, as a player fills it: the game, the number of players, names, the seed; then Start. */
async function startGame(page, game) {
  await page.select(`${FORM} select[name=game]`, game); // the form is redrawn for that game
  const counts = await page.$$eval(`${FORM} select[name=count] option`, (os) => os.map((o) => Number(o.value)));
  const count = Math.max(...counts.filter((n) => n <= NAMES.length));
  await page.select(`${FORM} select[name=count]`, String(count));
  const names = NAMES.slice(0, count);
  for (const [seat, name] of names.entries()) {
    await page.locator(`${FORM} input[name=name][data-seat='${seat}']`).fill(name);
  }
  await page.click(`${FORM} details summary`);
  await page.locator(`${FORM} input[name=seed]`).fill(String(SEED));
  await page.click("#start");
  await page.waitForSelector("body:is([data-screen='pass'], [data-screen='play'])", { timeout: STEP_MS });
  return names;
}

/** Show the whole of every board that opened closer (web/panzoom.mjs), as a player would to reach a target a pan
 * away: focus the board, then its Fit key (as e2e_helpers.fit_boards does for Chromium). */
async function fitBoards(page) {
  const close = "#board svg[data-pan-zoom][data-view='close']:has([tabindex])";
  for (let i = 0; i < 8 && (await page.$(close)); i++) {
    await page.$eval(`${close} [tabindex]`, (el) => el.focus());
    await page.keyboard.press("0");
  }
}

/** The targets of the table that can be clicked: what each does (a move, several moves, a UI selection). */
async function targetsOnScreen(page) {
  await fitBoards(page);
  const handles = await page.$$(TARGETS);
  const found = [];
  for (const handle of handles) {
    const t = await handle.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { action: el.dataset.action ?? null, choices: el.dataset.choices ?? null, ui: el.dataset.ui ?? null,
               shown: el.checkVisibility() && r.width > 0 && r.height > 0 };
    });
    if (t.shown) found.push({ ...t, handle });
  }
  return found;
}

function kindOf(target) {
  if (target.action) return JSON.parse(target.action)[0];
  return target.choices ? JSON.parse(target.choices)[0][0] : null;
}

/** A move if there is one (not one that ends the seat's round, when others are legal), else a UI selection. */
function pick(targets, rng) {
  const moves = targets.filter((t) => t.action || t.choices);
  const calm = moves.filter((t) => !RELUCTANT.has(kindOf(t)));
  const pool = calm.length ? calm : moves.length ? moves : targets;
  check(pool.length, "no legal move on screen");
  return pool[rng(pool.length)];
}

/** Click one target and wait for the redraw; returns the action played (null for a UI selection). */
async function clickTarget(page, rng) {
  const target = pick(await targetsOnScreen(page), rng);
  const renders = await body(page, "renders");
  const done = Number(await body(page, "actions"));
  await target.handle.click();
  let action = target.action ? JSON.parse(target.action) : null;
  if (target.choices) {
    await page.waitForSelector("#chooser [data-action]", { visible: true, timeout: STEP_MS });
    const options = await page.$$("#chooser [data-action]");
    const option = options[rng(options.length)];
    action = JSON.parse(await option.evaluate((el) => el.dataset.action));
    await option.click();
  }
  await page.waitForFunction((r) => document.body.dataset.renders !== r, { timeout: STEP_MS, polling: 100 }, renders);
  const error = await page.$eval("#error", (el) => (el.hidden ? "" : el.textContent));
  check(!error, `the click on ${JSON.stringify(action)} was refused: ${error}`);
  const now = Number(await body(page, "actions"));
  check(now === done + (action ? 1 : 0), `after ${JSON.stringify(action)}: ${now} actions, expected ${done + (action ? 1 : 0)}`);
  return action;
}

async function playMoves(page, rng) {
  const moves = [];
  let passes = 0;
  for (let clicks = 0; moves.length < MOVES; clicks++) {
    check(clicks < MAX_CLICKS, `${MAX_CLICKS} clicks made only ${moves.length} moves`);
    const screen = await body(page, "screen");
    check(screen !== "over", `the game ended after ${moves.length} moves`);
    if (screen === "pass") {
      await page.click("#pass-confirm");
      await page.waitForSelector("body:is([data-screen='play'], [data-screen='over'])", { timeout: STEP_MS });
      passes++;
      continue;
    }
    const action = await clickTarget(page, rng);
    if (action) moves.push(action);
  }
  return { moves, passes };
}

/** The service worker (web/register-sw.mjs, registered once the engine has started): installed with every file
 * of the site in its cache, and in control of the page (it claims the page when it activates). Returns the number
 * of files cached. */
async function serviceWorker(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: STEP_MS, polling: 100 });
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((k) => k.startsWith("sobremesa-"));
    if (names.length !== 1) return 0;
    return (await (await caches.open(names[0])).keys()).length;
  });
}

/** A reload once the service worker controls the page: the page comes through the worker (a page is controlled
 * from its load only when its navigation went through the worker; the worker, already active, claims no page again;
 * Firefox gives no workerStart in a navigation's timing) and returns to the table that was open, with its moves. */
async function reloadThroughWorker(page, moves) {
  await page.reload();
  await page.waitForSelector("body[data-py-ready='1']", { timeout: READY_MS });
  const through = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  check(through, "the reload did not come through the service worker");
  await page.waitForSelector("body:is([data-screen='pass'], [data-screen='play'])", { timeout: STEP_MS });
  const done = Number(await body(page, "actions"));
  check(done === moves, `after the reload the table shows ${done} moves, not ${moves}`);
}

/** The one game saved in this (fresh) browser context. */
async function savedRecord(page) {
  const saves = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("sobremesa:save:"))
    .map((k) => localStorage.getItem(k)));
  check(saves.length === 1, `${saves.length} saved games, expected 1`);
  return JSON.parse(saves[0]);
}

function watch(page) {
  const log = { requests: [], failed: [], errors: [] };
  page.on("request", (r) => log.requests.push(r.url()));
  page.on("requestfailed", (r) => log.failed.push(`${r.url()} ${r.failure()?.errorText ?? ""}`));
  page.on("pageerror", (e) => log.errors.push(String(e)));
  page.on("console", (m) => m.type() === "error" && log.errors.push(m.text()));
  return log;
}

function checkLog(log) {
  check(log.requests.length, "no request was logged");
  const offsite = log.requests.filter((u) => !(u.startsWith(url + "/") || u.startsWith("blob:") || u.startsWith("data:")));
  check(!offsite.length, `requests outside ${url}: ${offsite.join(" ")}`);
  check(!log.failed.length, `failed requests: ${log.failed.join(" ")}`);
  check(!log.errors.length, `page errors: ${log.errors.join(" | ")}`);
}

async function smoke(browser, game, reload) {
  const started = Date.now();
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 1024, height: 768 });
    const log = watch(page);
    const ready = await openStartPage(page);
    const names = await startGame(page, game);
    const { moves, passes } = await playMoves(page, generator(SEED));
    const cached = await serviceWorker(page);
    check(cached > 0, "the service worker cached nothing");
    if (reload) await reloadThroughWorker(page, moves.length);
    const record = await savedRecord(page);
    check(record.game === game && record.seed === SEED, `the save is ${record.game} seed ${record.seed}`);
    check(JSON.stringify(record.players) === JSON.stringify(names), `the save's players: ${record.players}`);
    check(JSON.stringify(record.actions) === JSON.stringify(moves),
      `the save's actions ${JSON.stringify(record.actions)} are not the moves clicked ${JSON.stringify(moves)}`);
    checkLog(log);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    return `ok   ${game}: ${names.length} players, seed ${SEED}, ready in ${ready.toFixed(1)} s, ${moves.length} moves `
      + `(${moves.map((m) => m[0]).join(", ")}), ${passes} pass screens, ${log.requests.length} requests all to `
      + `127.0.0.1, service worker in control with ${cached} files cached${reload ? ", reloaded through it" : ""}, `
      + `no page error; ${seconds} s`;
  } finally {
    await context.close();
  }
}

let passed = 0;
let failed = 0;
let browser = null;
try {
  browser = await puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath: FIREFOX,
    headless: true,
    extraPrefsFirefox: {
      "network.proxy.type": 1, // manual: every host but loopback goes to the dead proxy
      "network.proxy.http": DEAD_PROXY.host, "network.proxy.http_port": DEAD_PROXY.port,
      "network.proxy.ssl": DEAD_PROXY.host, "network.proxy.ssl_port": DEAD_PROXY.port,
      "network.proxy.no_proxies_on": "127.0.0.1, localhost",
      "network.proxy.allow_hijacking_localhost": false,
    },
  });
  const version = execFileSync(FIREFOX, ["--version"], { encoding: "utf8" }).trim();
  console.log(`Firefox smoke: ${version} (${FIREFOX}, ${await browser.version()}) over WebDriver BiDi, ${url}`);
  const page = await browser.newPage();
  await openStartPage(page);
  const games = await page.$$eval(`${FORM} select[name=game] option`, (os) => os.map((o) => o.value));
  await page.close();
  check(games.length, "the new-game form lists no game");
  for (const game of games) {
    try {
      console.log(await smoke(browser, game, game === games[0]));
      passed++;
    } catch (error) {
      console.log(`FAIL ${game}: ${error.message}`);
      failed++;
    }
  }
} catch (error) {
  console.log(`FAIL before the games: ${error.message}`);
  failed++;
} finally {
  await browser?.close();
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
