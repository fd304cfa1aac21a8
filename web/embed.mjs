// Rule examples (issues 14, 15): embed.html#ex=NAME&step=N&view=V&theme=light|dark|auto&lang=en|es|it|de|fr shows
// one example, step by step, in that language (English for any other), from the files tools/build_embeds.py
// pre-rendered in embed/NAME/index.LANG.json and the parts beside it, with the embed's own words from
// embed/words.LANG.json (no Python here). Inside a host page it
// posts its height to the parent ({type: "sobremesa-embed:resize", height}) and takes {type:
// "sobremesa-embed:goto", step} from it; every other message is ignored. It saves nothing and registers no
// service worker. "Play from here" opens the app in a new tab with a new local game at the step shown (the app's
// #example=NAME&step=N, from embed/NAME/record.json), in the language the address asked for (?lang=). The gallery
// (gallery.html, English, and embed/gallery.LANG.html) uses it for its "Copy the code" buttons, and gallery.html
// to open the gallery in the language asked for (?lang=) or chosen in the app.

const RESIZE = "sobremesa-embed:resize";
const GOTO = "sobremesa-embed:goto";
const NAME = /^[a-z0-9][a-z0-9-]{0,60}$/;
const THEMES = new Set(["light", "dark", "auto"]);
const AUTOPLAY_MS = 3000;
const LANGUAGES = new Set(["en", "es", "it", "de", "fr"]);
const LANG_KEY = "sobremesa:lang"; // the language chosen in the app (web/glue/language.py)
let WORDS = {};

// one of the embed's words, its {placeholders} filled
function say(key, args = {}) {
  return (WORDS[key] ?? key).replace(/\{(\w+)\}/g, (m, name) => (name in args ? String(args[name]) : m));
}

const $ = (id) => document.getElementById(id);

function params() {
  const p = new URLSearchParams(location.hash.slice(1));
  const lang = p.get("lang");
  return { ex: p.get("ex") || "", step: p.get("step"), view: p.get("view"), theme: p.get("theme"),
           lang: LANGUAGES.has(lang) ? lang : null };
}

class Viewer {
  constructor(name, index, view, asked) {
    this.name = name;
    this.asked = asked;     // the language the address asked for, carried to "Play from here" (null: none)
    this.index = index;
    this.view = view;       // a key of index.views, or null: each step's own view
    this.step = 0;
    this.parts = new Map(); // a part's file name -> promise of its markup
    this.timer = null;
  }

  get count() { return this.index.steps.length; }

  viewOf(step) { return this.view ?? this.index.steps[step].view; }

  // one part of a step's drawing (board, panel or buttons), fetched once: a part the views or steps share is
  // one file, named by the hash of its markup ("" is an empty part)
  file(name) {
    if (!name) return Promise.resolve("");
    if (!this.parts.has(name)) {
      this.parts.set(name, fetch(`embed/${this.name}/${name}.html`).then((r) => {
        if (!r.ok) throw new Error(say("part_missing", { status: r.status }));
        return r.text();
      }));
    }
    return this.parts.get(name);
  }

  async part(step, view) {
    const [board, side, buttons] = await Promise.all(this.index.steps[step].parts[view].map((n) => this.file(n)));
    return { board, side, buttons };
  }

  async go(step) {
    step = Math.max(0, Math.min(this.count - 1, step));
    this.step = step;
    const view = this.viewOf(step);
    const part = await this.part(step, view);
    if (this.step !== step) return; // a later click won
    $("board").innerHTML = part.board;
    $("side").innerHTML = part.side;
    $("buttons").innerHTML = part.buttons;
    const info = this.index.steps[step];
    $("ex-step").textContent = say(step === 0 ? "step_start" : "step", { step, count: this.count - 1 });
    $("ex-move").textContent = info.move ? say("move", { move: info.move }) : "";
    $("ex-note").textContent = info.note;
    $("ex-first").disabled = $("ex-back").disabled = step === 0;
    $("ex-next").disabled = $("ex-last").disabled = step === this.count - 1;
    $("ex-view").value = this.view ?? "";
    $("ex-play").href = `./${this.asked ? `?lang=${this.asked}` : ""}#example=${this.name}&step=${step}`;
    const hash = new URLSearchParams(location.hash.slice(1));
    hash.set("step", String(step));
    if (this.view === null) hash.delete("view"); else hash.set("view", this.view);
    history.replaceState(null, "", "#" + hash.toString());
    if (step + 1 < this.count) this.part(step + 1, this.viewOf(step + 1)).catch(() => {});
    if (step === this.count - 1) this.autoplay(false);
  }

  autoplay(on) {
    clearInterval(this.timer);
    this.timer = on ? setInterval(() => this.go(this.step + 1), AUTOPLAY_MS) : null;
    $("ex-auto").setAttribute("aria-pressed", String(on));
    $("ex-auto").textContent = say(on ? "pause" : "autoplay");
    if (on && this.step === this.count - 1) this.go(0);
  }
}

function fail(message) {
  $("ex-error").textContent = message;
  $("ex-error").hidden = false;
  $("ex-body").hidden = true;
}

function wire(viewer) {
  const go = (step) => { viewer.autoplay(false); return viewer.go(step); };
  $("ex-first").addEventListener("click", () => go(0));
  $("ex-back").addEventListener("click", () => go(viewer.step - 1));
  $("ex-next").addEventListener("click", () => go(viewer.step + 1));
  $("ex-last").addEventListener("click", () => go(viewer.count - 1));
  $("ex-auto").addEventListener("click", () => viewer.autoplay(viewer.timer === null));
  $("ex-view").addEventListener("change", (e) => {
    viewer.view = e.target.value === "" ? null : e.target.value;
    viewer.go(viewer.step);
  });
  // the board's marked move (and a move drawn as a button) is the next step
  for (const id of ["board", "buttons"]) {
    $(id).addEventListener("click", (e) => {
      if (e.target.closest("[data-action], [data-choices]")) go(viewer.step + 1);
    });
  }
  document.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.target.closest("select")) return;
    const moves = { ArrowRight: 1, ArrowLeft: -1, Home: -Infinity, End: Infinity };
    if ((e.key === "Enter" || e.key === " ") && e.target.closest("#board [data-action], #board [data-choices]")) {
      e.preventDefault();
      go(viewer.step + 1);
    } else if (e.key in moves) {
      e.preventDefault();
      const by = moves[e.key];
      go(Number.isFinite(by) ? viewer.step + by : by < 0 ? 0 : viewer.count - 1);
    }
  });
  window.addEventListener("hashchange", () => {
    const now = params();
    if (now.ex === viewer.name) go(Number.parseInt(now.step ?? "0", 10) || 0);
  });
  window.addEventListener("message", (e) => {
    if (e.source !== window.parent || e.source === window) return;
    const data = e.data;
    if (!data || typeof data !== "object" || data.type !== GOTO || !Number.isInteger(data.step)) return;
    go(data.step);
  });
}

function postHeight() {
  if (window.parent === window) return;
  let last = 0;
  const send = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: RESIZE, height, ex: params().ex }, "*");
  };
  new ResizeObserver(send).observe(document.documentElement);
  send();
}

function views(index) {
  const select = $("ex-view");
  select.replaceChildren(new Option(say("as_the_step"), ""));
  for (const [key, label] of Object.entries(index.views)) select.append(new Option(label, key));
}

async function json(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(String(response.status));
  return response.json();
}

// the page's own words in the language: <html lang>, the title, every element marked data-w (its text) or
// data-w-label (its aria-label), the footer's link to the gallery in that language
function translate(lang) {
  document.documentElement.lang = lang;
  document.title = say("page_title");
  for (const el of document.querySelectorAll("[data-w]")) el.textContent = say(el.dataset.w);
  for (const el of document.querySelectorAll("[data-w-label]")) el.setAttribute("aria-label", say(el.dataset.wLabel));
  const link = $("ex-gallery");
  if (lang !== "en") link.href = `./embed/gallery.${lang}.html`;
  const [before, after] = say("foot").split("{site}");
  $("ex-foot").replaceChildren(before ?? "", link, after ?? "");
}

async function embed() {
  const { ex, step, view, theme, lang } = params();
  window.addEventListener("hashchange", () => {
    const now = params();
    if (now.ex !== ex || now.lang !== lang) location.reload();
  });
  document.documentElement.dataset.theme = THEMES.has(theme) ? theme : "auto";
  postHeight();
  const shown = lang ?? "en";
  const index = NAME.test(ex) ? json(`embed/${ex}/index.${shown}.json`) : null;
  index?.catch(() => {});
  try {
    WORDS = await json(`embed/words.${shown}.json`);
    translate(shown);
  } catch {
    // the page's English words stay
  }
  if (!NAME.test(ex)) {
    fail(ex ? say("bad_name", { name: ex }) : say("no_name"));
    return;
  }
  let data;
  try {
    data = await index;
  } catch {
    fail(say("none", { name: ex }));
    return;
  }
  await show(ex, data, step, view, lang);
}

async function show(ex, index, step, view, lang) {
  document.title = say("title_of", { title: index.title });
  $("ex-title").textContent = index.title;
  $("ex-source").textContent = [index.game, index.source].filter(Boolean).join(" · ");
  views(index);
  const viewer = new Viewer(ex, index, view !== null && view in index.views ? view : null, lang);
  wire(viewer);
  $("ex-body").hidden = false;
  const first = Number.parseInt(step ?? "0", 10);
  await viewer.go(Number.isInteger(first) ? first : 0);
}

// gallery.html (English) opens the gallery in the language the address asks for (?lang=), else in the one chosen
// in the app, else in the browser's, as the app does; ?lang=en stays
function galleryLanguage() {
  if (document.documentElement.lang !== "en") return false;
  let wanted = new URLSearchParams(location.search).get("lang");
  if (wanted === null) {
    try { wanted = localStorage.getItem(LANG_KEY); } catch { wanted = null; }
  }
  if (wanted === null) {
    wanted = String(navigator.language ?? "").split("-")[0].toLowerCase(); // as i18n.choose reads it
  }
  if (!LANGUAGES.has(wanted) || wanted === "en") return false;
  location.replace(new URL(`embed/gallery.${wanted}.html`, import.meta.url).href);
  return true;
}

function gallery() {
  if (galleryLanguage()) return;
  // the copied code names this site's address, wherever the site is served from (a sub-path too)
  const here = new URL("embed.html", import.meta.url).href;
  for (const code of document.querySelectorAll("textarea.embed-code")) {
    code.value = code.value.replace('src="embed.html', `src="${here}`);
  }
  document.addEventListener("click", async (e) => {
    const button = e.target.closest("[data-copy]");
    if (!button) return;
    const code = button.parentElement.querySelector("textarea");
    code.select();
    try {
      await navigator.clipboard.writeText(code.value);
      button.textContent = document.body.dataset.copied;
    } catch {
      button.textContent = document.body.dataset.selected;
    }
  });
}

if (document.body.classList.contains("gallery")) gallery(); else embed();
