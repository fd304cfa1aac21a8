// First paint helper (no Python yet): the steps of the start with a progress bar, how long it has
// been starting, and how many saved games wait in this browser. main.py takes over the page once
// Python is ready (body[data-py-ready="1"]).
//
// The steps are real events: the runtime is downloaded when the WebAssembly runtime and the standard
// library have arrived (resource timing entries, written when a response has been read to its end);
// Python has started when PyScript reports "Loaded interpreter" (its py:progress events); then the
// engine wheel is unpacked and main.py imports the engine and paints. The step under way is also
// <html data-boot-step>, and the steps reached, in order, globalThis.sobremesaBootSteps (for the tests).
// Languages (issue 15): the page is written in English; #boot-words (tools/site_page.py) holds its words in every
// language, and the one chosen as main.py will choose it (core.i18n.choose: a link's ?lang=, else the one
// remembered, else the browser's) is shown at once, before Python has started.
const WORDS = JSON.parse(document.getElementById("boot-words")?.textContent || "{}");
const lang = chooseLanguage();
// The engine's wheel holds English alone; each other language's words on the start page are a wheel of their own
// (#language-wheels): the chosen one's download starts with the page, and main.py adds it once Python is up (the
// games' words in it come later, with the table's part: #table-words).
const WHEELS = JSON.parse(document.getElementById("language-wheels")?.textContent || "{}");
if (WHEELS[lang]) {
  const wheel = fetch(WHEELS[lang]).then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(r.statusText))));
  wheel.catch(() => {});  // main.py awaits it, and fetches again if it failed
  globalThis.sobremesaLanguage = { lang, wheel };
}

function chooseLanguage() {
  const known = Object.keys(WORDS);
  const asked = new URLSearchParams(location.search).get("lang");
  if (known.includes(asked)) return asked;
  let stored = null;
  try { stored = localStorage.getItem("sobremesa:lang"); } catch (e) { /* storage refused: not remembered */ }
  if (stored !== null) return known.includes(stored) ? stored : "en";
  const primary = (navigator.language || "").split("-")[0].toLowerCase();
  return known.includes(primary) ? primary : "en";
}

/** The text of a catalog key in the language (a plural entry by Intl.PluralRules, as core.i18n does). */
function say(key, args = {}) {
  let template = (WORDS[lang] || {})[key] ?? (WORDS.en || {})[key];
  if (template === undefined) return null;
  if (typeof template === "object") {
    template = template[new Intl.PluralRules(lang).select(args[template.plural])] ?? template.other;
  }
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in args ? String(args[name]) : whole));
}

function translatePage() {
  document.documentElement.lang = lang;
  const args = (node) => JSON.parse(node.dataset.i18nArgs || "{}");
  for (const [selector, apply] of [
    ["[data-i18n]", (node) => { node.textContent = say(node.dataset.i18n, args(node)) ?? node.textContent; }],
    ["[data-i18n-label]", (node) => node.setAttribute("aria-label", say(node.dataset.i18nLabel, args(node)))],
    ["[data-i18n-title]", (node) => node.setAttribute("title", say(node.dataset.i18nTitle, args(node)))],
  ]) document.querySelectorAll(selector).forEach(apply);
  const chooser = document.getElementById("lang");
  if (chooser) chooser.value = lang;
  document.title = say("page.title") ?? document.title;
  document.getElementById("loading-text").textContent = say("loading.text") ?? "";
  document.getElementById("resume-empty").textContent = say("start.resume_waiting") ?? "";
}
if (lang !== "en") translatePage();

const STEPS = ["runtime", "python", "engine"];
const RUNTIME = ["pyodide.asm.wasm", "python_stdlib.zip"];
const text = document.getElementById("loading-text");
const bar = document.getElementById("boot-progress");
const started = performance.now();
let step = 0;
const steps = ["runtime"];  // the steps in the order they were reached (read by the browser tests)
globalThis.sobremesaBootSteps = steps;

const saves = Object.keys(localStorage).filter((k) => k.startsWith("sobremesa:save:")).length;
if (saves) document.getElementById("resume-empty").textContent = say("loading.saves", { count: saves });

function label(i) {
  const item = document.querySelector(`#boot-steps [data-step="${STEPS[i]}"]`);
  return item ? item.textContent : "";
}

/** Steps before `i` are done, step `i` is under way (i = STEPS.length: all done). */
function reach(i) {
  if (i <= step && i < STEPS.length) return;
  step = i;
  STEPS.forEach((name, k) => {
    const item = document.querySelector(`#boot-steps [data-step="${name}"]`);
    if (item) item.dataset.state = k < i ? "done" : k === i ? "current" : "todo";
  });
  if (bar) bar.value = i;
  const name = i < STEPS.length ? STEPS[i] : "ready";
  document.documentElement.dataset.bootStep = name;
  steps.push(name);
  tick();
}

function tick() {
  if (step >= STEPS.length) return;
  const s = Math.round((performance.now() - started) / 1000);
  const args = { label: label(step), step: step + 1, steps: STEPS.length, seconds: s };
  text.textContent = say(s >= 2 ? "loading.step_seconds" : "loading.step", args);
}

const arrived = new Set();
function onResources(entries) {
  for (const entry of entries) {
    const file = RUNTIME.find((name) => entry.name.endsWith(name));
    if (file) arrived.add(file);
  }
  if (arrived.size === RUNTIME.length) reach(1);
}
/** The timeline itself, read at once (an observer's callback may come only after Python has started). */
function checkResources() {
  if (step < 1) onResources(performance.getEntriesByType("resource"));
}
try {
  new PerformanceObserver((list) => onResources(list.getEntries())).observe({ type: "resource", buffered: true });
} catch (e) { /* no resource timing: the PyScript events still move the steps */ }

addEventListener("py:progress", (e) => {
  checkResources();
  if (e.detail === "Loaded interpreter" || e.detail === "Loading files") reach(2);
});

function ready() {
  reach(STEPS.length);
  clearInterval(timer);
}
const timer = setInterval(() => {
  if (document.body.dataset.pyReady === "1") return ready();
  checkResources();
  tick();
}, 250);
document.addEventListener("sobremesa:ready", ready, { once: true });
document.documentElement.dataset.bootStep = "runtime";
tick();
