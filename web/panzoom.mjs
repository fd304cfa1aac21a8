// Pan and zoom for board SVGs that opt in: any <svg data-pan-zoom="<key>"> inside #board, or inside the replay
// viewer's #replay-board (the glue fires "sobremesa:pan-zoom" on each new one; its data-pan-zoom-tools names its
// buttons). Each box of boards keeps its own views, buttons and board last touched.
//
//   mouse     wheel zooms around the pointer, a drag pans
//   touch     one finger pans, two fingers pinch to zoom (and pan)
//   keyboard  the buttons of #board-view (+, -, Fit; Tab reaches them; the replay's #replay-board-view), or
//             + - 0 while the focus is on the board or those buttons; a board element focused by keyboard is
//             panned into view
//
// The renderer's viewBox is the "fit" view (the whole board). Until the player pans or zooms, a board
// shows its initial view: the fit view when its smallest text is at least 11 px there and its smallest
// legal target at least 24 x 24 px, else (a phone, a small window) the view as close as they need, over
// the board's legal targets (data-view "close"; the rest of the board is a pan away, Fit shows it all).
// A #board may hold several boards (Santa Maria's common board and colonies): each has its own view;
// the buttons and keys act on the board last touched or focused. The glue (glue/table.py) replaces the
// board's markup after every action, so the view the player chose is kept per board key and set again
// on the new <svg> (a MutationObserver on its box); it is kept in the svg's user coordinates, which a board that
// grows keeps for what it has drawn (Salamandra's map is drawn in its own coordinates, its frame around them). The
// glue patches a board in place when it can (the same <svg>, the nodes that changed replaced): such a board keeps
// the initial view measured for it while the same seat looks (#board's data-seat), its box keeps its size and its
// legal targets are all in the view and as large as then; else the initial view is measured again. Going back to
// the landing page forgets every view, so a game opens at its initial view. A gesture that moves more than a few
// pixels is a drag: the click that ends it is swallowed, so it never plays the legal move it started on; a tap or
// click that does not move plays as always.
// Only attributes are set (viewBox via setAttribute, classes): the page's CSP forbids inline styles.

const SELECTOR = "svg[data-pan-zoom]";
const MAX_ZOOM = 6;        // the closest view shows 1/6 of the fit view's width
const STEP = 1.25;         // one button press or key
const WHEEL = 0.002;       // zoom factor per wheel pixel (exp)
const SLOP = { mouse: 4, pen: 8, touch: 10 };   // pixels of movement that turn a press into a drag
const EPS = 1e-6;
const LEGIBLE = 11;        // CSS pixels: the smallest text of a board at its initial view
const REACH = 24;          // CSS pixels: the smallest side of a legal target at its initial view (WCAG 2.5.8)
const TARGETS = "[data-action], [data-choices], [data-ui]";

const FIT = "fit";         // the player asked for the whole board (Fit, or zoomed out all the way)
// The boxes of boards: {box, tools, views: board key -> chosen view {x, y, w, h} in board coordinates, or FIT
// (absent: initial), activeKey: the board the buttons act on, the last one touched or focused}.
let areas = [];
const fits = new WeakMap(); // svg -> its fit view {x, y, w, h} in user coordinates (the rendered viewBox)
// svg -> what its initial view was measured for: {seat, width, height (its box, CSS pixels), reach (the smallest side
// its legal targets had in it, at most REACH)}: a board the glue patched in place keeps that view (`keeps`)
const measured = new WeakMap();

function parseBox(text) {
  const n = (text || "").trim().split(/[\s,]+/).map(Number);
  return n.length === 4 && n.every(Number.isFinite) && n[2] > 0 && n[3] > 0
    ? { x: n[0], y: n[1], w: n[2], h: n[3] } : null;
}

const fmt = (v) => String(Math.round(v * 1000) / 1000);
const boxText = (b) => `${fmt(b.x)} ${fmt(b.y)} ${fmt(b.w)} ${fmt(b.h)}`;

function areaOf(node) {
  return areas.find((a) => a.box.contains(node)) || null;
}

function boards(area) {
  return [...area.box.querySelectorAll(SELECTOR)];
}

function current(area) {
  const all = boards(area);
  return all.find((svg) => keyOf(svg) === area.activeKey) || all[0] || null;
}

function keyOf(svg) {
  return svg.getAttribute("data-pan-zoom") || "board";
}

function fitOf(svg) {
  let fit = fits.get(svg);
  if (!fit) {
    fit = parseBox(svg.getAttribute("viewBox"));
    if (!fit) {  // no viewBox: the drawing's own extent
      const b = svg.getBBox();
      fit = { x: b.x, y: b.y, w: Math.max(b.width, 1), h: Math.max(b.height, 1) };
    }
    fits.set(svg, fit);
    svg.setAttribute("data-pan-zoom-fit", boxText(fit));
  }
  return fit;
}

function viewOf(svg) {
  return parseBox(svg.getAttribute("viewBox")) || fitOf(svg);
}

function mark(svg, kind) {
  if (svg.getAttribute("data-view") !== kind) svg.setAttribute("data-view", kind);
  const area = areaOf(svg);
  if (area) area.box.classList.toggle("zoomed", boards(area).some((s) => s.getAttribute("data-view") !== "fit"));
}

// --- setting the view -----------------------------------------------------------------------------
function setView(svg, box) {
  areaOf(svg)?.views.set(keyOf(svg), { ...box });
  svg.setAttribute("viewBox", boxText(box));
  mark(svg, "zoomed");
}

function fit(svg) {
  areaOf(svg)?.views.set(keyOf(svg), FIT);
  svg.setAttribute("viewBox", boxText(fitOf(svg)));
  mark(svg, "fit");
}

// --- the initial view: the text legible, the legal targets in view ---------------------------------
/** The smallest text of the board in CSS pixels at the fit view (Infinity: no text). */
function smallestText(svg) {
  const f = fitOf(svg);
  const box = svg.getBoundingClientRect();
  const perUnit = Math.min(box.width / f.w, box.height / f.h);   // preserveAspectRatio "meet"
  const m = svg.getScreenCTM();
  const svgScale = m ? Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)) : 1;
  let least = Infinity;
  for (const t of svg.querySelectorAll("text")) {
    if (!t.textContent.trim() || !t.checkVisibility()) continue;
    const c = t.getScreenCTM();
    const own = c && svgScale ? Math.sqrt(Math.abs(c.a * c.d - c.b * c.c)) / svgScale : 1;  // a scaled group
    least = Math.min(least, parseFloat(getComputedStyle(t).fontSize) * own * perUnit);
  }
  return least;
}

/** The smallest side of the board's legal targets in CSS pixels as drawn now (Infinity: no target). */
function smallestTarget(svg) {
  let least = Infinity;
  for (const node of svg.querySelectorAll(TARGETS)) {
    const r = node.getBoundingClientRect();
    if (r.width && r.height) least = Math.min(least, r.width, r.height);
  }
  return least;
}

/** The box of the board's legal targets in user units, or null. */
function targetsBox(svg) {
  const m = svg.getScreenCTM();
  if (!m) return null;
  const inv = m.inverse();
  let box = null;
  for (const node of svg.querySelectorAll(TARGETS)) {
    const r = node.getBoundingClientRect();
    if (!r.width && !r.height) continue;
    const a = new DOMPoint(r.left, r.top).matrixTransform(inv);
    const b = new DOMPoint(r.right, r.bottom).matrixTransform(inv);
    box = box ? { x0: Math.min(box.x0, a.x), y0: Math.min(box.y0, a.y), x1: Math.max(box.x1, b.x), y1: Math.max(box.y1, b.y) }
      : { x0: a.x, y0: a.y, x1: b.x, y1: b.y };
  }
  return box;
}

/** Where a view of `size` starts on one axis of the board [lo, lo + len]: inside it, or centred on it. */
function within(pos, size, lo, len) {
  return size >= len ? lo - (size - len) / 2 : Math.min(Math.max(pos, lo), lo + len - size);
}

/** The view of `w` x `h` over the targets' box `t` (its middle, or its top-left corner when it does not
 *  fit; the board's top-left without targets), kept inside the board. */
function overTargets(svg, w, h, t) {
  const f = fitOf(svg);
  let x = f.x, y = f.y;
  if (t) {
    x = t.x1 - t.x0 <= w ? (t.x0 + t.x1 - w) / 2 : t.x0 - w * 0.05;
    y = t.y1 - t.y0 <= h ? (t.y0 + t.y1 - h) / 2 : t.y0 - h * 0.05;
  }
  return { x: within(x, w, f.x, f.w), y: within(y, h, f.y, f.h), w, h };
}

/** The initial views of `svgs`, each the fit view or, where its text or its legal targets would be too small there,
 *  a view close enough over its targets. Measured together, reads apart from writes (issue 16: a board of three
 *  svgs, measured one after the other, was laid out six times; now twice). */
function initial(svgs) {
  for (const svg of svgs) {
    svg.setAttribute("viewBox", boxText(fitOf(svg)));
    mark(svg, "fit");
  }
  const close = [];
  for (const svg of svgs) {  // at the fit view
    const f = fitOf(svg);
    const least = smallestTarget(svg);
    const k = Math.min(Math.max(LEGIBLE / smallestText(svg), REACH / least) * 1.005, MAX_ZOOM);
    const before = svg.getBoundingClientRect();
    const seat = areaOf(svg)?.box.getAttribute("data-seat");
    if (k > 1.005) {
      const perUnit = Math.min(before.width / f.w, before.height / f.h) * k;  // CSS pixels per user unit
      close.push({ svg, seat, perUnit, targets: targetsBox(svg), reach: Math.min(REACH, least * k) });
    } else {
      measured.set(svg, { seat, width: before.width, height: before.height, reach: REACH });
    }
  }
  for (const { svg } of close) mark(svg, "close");  // app.css may give the board a taller box (a phone)
  const boxes = close.map(({ svg }) => svg.getBoundingClientRect());  // the view takes its shape
  close.forEach(({ svg, seat, perUnit, targets, reach }, i) => {
    const box = boxes[i];
    svg.setAttribute("viewBox", boxText(overTargets(svg, box.width / perUnit, box.height / perUnit, targets)));
    measured.set(svg, { seat, width: box.width, height: box.height, reach });
  });
}

/** Whether a board the glue patched in place (the same svg: the same frame, so the same texts' sizes) keeps the
 *  initial view measured for it (issue 16: measuring every text and target again, and setting the view, lays the
 *  whole board out twice per click): the same seat looks, its box has the same size, and every legal target is
 *  inside the view and as large as the targets were made there. Else it is measured again (`initial`). */
function keeps(svg) {
  const was = measured.get(svg);
  if (!was || was.seat !== areaOf(svg)?.box.getAttribute("data-seat")) return false;
  const box = svg.getBoundingClientRect();
  if (Math.abs(box.width - was.width) > 0.5 || Math.abs(box.height - was.height) > 0.5) return false;
  for (const node of svg.querySelectorAll(TARGETS)) {
    const r = node.getBoundingClientRect();
    if (!r.width && !r.height) continue;
    if (r.left < box.left - 1 || r.top < box.top - 1) return false;  // out of the view
    if (r.right > box.right + 1 || r.bottom > box.bottom + 1) return false;
    if (r.width && r.height && Math.min(r.width, r.height) < was.reach * 0.99) return false;  // too small
  }
  return true;
}

/** Keep the middle of the view over the board (the fit view), so the board cannot be lost. */
function clampCentre(svg, box) {
  const f = fitOf(svg);
  const cx = Math.min(Math.max(box.x + box.w / 2, f.x), f.x + f.w);
  const cy = Math.min(Math.max(box.y + box.h / 2, f.y), f.y + f.h);
  return { x: cx - box.w / 2, y: cy - box.h / 2, w: box.w, h: box.h };
}

/** Zoom by `factor` (> 1: closer) keeping the user point `at` where it is on the screen. */
function zoom(svg, factor, at) {
  const f = fitOf(svg);
  const v = viewOf(svg);
  let k = 1 / factor;
  if (k > 1 && (v.w * k >= f.w * (1 - EPS) || v.h * k >= f.h * (1 - EPS))) {
    fit(svg);  // zooming out as far as the whole board: the fit view (which follows the board again)
    return;
  }
  k = Math.max(k, f.w / MAX_ZOOM / v.w);
  if (Math.abs(k - 1) < EPS) return;
  const p = at || { x: v.x + v.w / 2, y: v.y + v.h / 2 };
  setView(svg, clampCentre(svg, { x: p.x - (p.x - v.x) * k, y: p.y - (p.y - v.y) * k, w: v.w * k, h: v.h * k }));
}

/** Move the view by (dx, dy) user units. */
function pan(svg, dx, dy) {
  const v = viewOf(svg);
  setView(svg, clampCentre(svg, { x: v.x - dx, y: v.y - dy, w: v.w, h: v.h }));
}

/** The svg's viewBox, unless it is that already (a board patched in place keeps its own). */
function setBox(svg, text) {
  if (svg.getAttribute("viewBox") !== text) svg.setAttribute("viewBox", text);
}

/** The view chosen for each board, set again on a freshly rendered svg; the others keep the initial view measured
 *  for them (`keeps`) or have it measured again (`initial`), all of them together. */
function restore(svgs) {
  const unchosen = [];
  for (const svg of svgs) {
    fitOf(svg);
    const chosen = areaOf(svg)?.views.get(keyOf(svg));
    if (chosen === FIT) {
      setBox(svg, boxText(fitOf(svg)));
      mark(svg, "fit");
    } else if (chosen) {
      setBox(svg, boxText(chosen));
      mark(svg, "zoomed");
    } else {
      unchosen.push(svg);
    }
  }
  initial(unchosen.filter((svg) => !keeps(svg)));
  const focused = document.activeElement;
  for (const svg of svgs) if (focused && focused !== svg && svg.contains(focused)) reveal(svg, focused);
}

function userPoint(svg, clientX, clientY) {
  const m = svg.getScreenCTM();
  if (!m) return null;
  const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
  return { x: p.x, y: p.y };
}

function unitsPerPixel(svg) {
  const m = svg.getScreenCTM();
  return m && m.a ? 1 / m.a : 1;
}

/** Pan so that a (keyboard-)focused element of the board is on screen. */
function reveal(svg, node) {
  if (!node.matches(":focus-visible")) return;
  const r = node.getBoundingClientRect();
  const s = svg.getBoundingClientRect();
  if (!r.width && !r.height) return;
  if (r.left >= s.left && r.right <= s.right && r.top >= s.top && r.bottom <= s.bottom) return;
  const p = userPoint(svg, r.left + r.width / 2, r.top + r.height / 2);
  if (!p) return;
  const v = viewOf(svg);
  setView(svg, clampCentre(svg, { x: p.x - v.w / 2, y: p.y - v.h / 2, w: v.w, h: v.h }));
}

// --- re-renders and new games ---------------------------------------------------------------------
function onBoardChanged(area) {
  const all = boards(area);
  if (area.tools && area.tools.hidden !== !all.length) area.tools.hidden = !all.length;
  area.box.classList.toggle("pan-zoom", all.length > 0);  // app.css makes room for the buttons
  restore(all);
  if (!all.length) area.box.classList.remove("zoomed", "panning");
}

function onResize() {  // a turned phone, a resized window: the initial views are measured again
  for (const area of areas) initial(boards(area).filter((svg) => !area.views.has(keyOf(svg))));
}

function onScreenChanged() {  // the next game opens at its initial view
  if (document.body.dataset.screen === "landing") for (const area of areas) area.views.clear();
}

// --- mouse, pen and touch -------------------------------------------------------------------------
const pointers = new Map();   // pointerId -> {x, y} (client pixels), for the pointers on the board
let gesture = null;           // {svg, area, type, startX, startY, dragging, last: {x, y, d}}
let swallowUntil = 0;         // a click before this time ends a drag: it must not play a move

function midAndSpread() {
  const [a, b] = [...pointers.values()];
  if (!b) return { x: a.x, y: a.y, d: 0 };
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, d: Math.hypot(a.x - b.x, a.y - b.y) };
}

function onPointerDown(e) {
  const svg = e.target.closest && e.target.closest(SELECTOR);
  const area = svg && areaOf(svg);
  if (!area) return;
  if (e.pointerType === "mouse" && e.button !== 0) return;
  if (e.pointerType !== "touch") { pointers.clear(); gesture = null; }  // one mouse, one pen: a new press
  area.activeKey = keyOf(svg);
  if (!pointers.size) {
    swallowUntil = 0;
    gesture = { svg, area, type: e.pointerType, startX: e.clientX, startY: e.clientY, dragging: false, last: null };
  }
  if (!gesture || pointers.size >= 2) return;
  pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
  if (pointers.size === 2) startDrag(e);  // a second finger: a pinch, never a tap
  gesture.last = midAndSpread();
}

function startDrag(e) {
  if (!gesture.dragging) {
    gesture.dragging = true;
    gesture.area.box.classList.add("panning");
  }
  for (const id of pointers.keys()) {
    try { gesture.area.box.setPointerCapture(id); } catch (err) { /* the pointer is gone already */ }
  }
  if (e && e.pointerType === "mouse") window.getSelection()?.removeAllRanges();
}

function onPointerMove(e) {
  if (!gesture || !pointers.has(e.pointerId)) return;
  pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
  const svg = gesture.svg;
  if (!svg.isConnected) return;
  if (!gesture.dragging) {
    const slop = SLOP[gesture.type] ?? SLOP.touch;
    if (Math.hypot(e.clientX - gesture.startX, e.clientY - gesture.startY) < slop) return;
    startDrag(e);
  }
  const now = midAndSpread();
  const last = gesture.last || now;
  if (pointers.size === 2 && last.d > 0 && now.d > 0) {
    zoom(svg, now.d / last.d, userPoint(svg, last.x, last.y));
  }
  const u = unitsPerPixel(svg);
  if (now.x !== last.x || now.y !== last.y) pan(svg, (now.x - last.x) * u, (now.y - last.y) * u);
  gesture.last = now;
  e.preventDefault();
}

function onPointerEnd(e) {
  if (!gesture || !pointers.has(e.pointerId)) return;
  pointers.delete(e.pointerId);
  if (gesture.dragging) swallowUntil = performance.now() + 600;
  if (pointers.size) {
    gesture.last = midAndSpread();  // from a pinch back to one finger: go on panning from here
  } else {
    gesture.area.box.classList.remove("panning");
    gesture = null;
  }
}

function onClickCapture(e) {
  // e.detail 0: a click made by the keyboard (Enter or Space), never the end of a drag
  if (!swallowUntil || e.detail === 0) return;
  const late = performance.now() > swallowUntil;
  swallowUntil = 0;
  if (late) return;
  e.stopPropagation();
  e.preventDefault();
}

function onWheel(e) {
  const svg = e.target.closest && e.target.closest(SELECTOR);
  const area = svg && areaOf(svg);
  if (!area) return;
  e.preventDefault();
  area.activeKey = keyOf(svg);
  const px = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
  const dy = e.deltaY * px;
  if (!dy) return;
  const factor = Math.min(Math.max(Math.exp(-dy * WHEEL), 0.5), 2);
  zoom(svg, factor, userPoint(svg, e.clientX, e.clientY));
}

// --- keyboard and the buttons ---------------------------------------------------------------------
function command(area, name) {
  const svg = current(area);
  if (!svg) return;
  if (name === "in") zoom(svg, STEP);
  else if (name === "out") zoom(svg, 1 / STEP);
  else if (name === "fit") fit(svg);
}

function onToolsClick(area, e) {
  const button = e.target.closest("button[data-pan-zoom-command]");
  if (button) command(area, button.getAttribute("data-pan-zoom-command"));
}

const KEYS = { "+": "in", "=": "in", "-": "out", "_": "out", "0": "fit" };

function onKeyDown(e) {
  if (e.ctrlKey || e.metaKey || e.altKey || !(e.key in KEYS)) return;
  const t = e.target;
  const area = areas.find((a) => a.box.contains(t) || (a.tools && a.tools.contains(t)));
  if (!area || t.matches("input, select, textarea")) return;
  if (!current(area)) return;
  e.preventDefault();
  command(area, KEYS[e.key]);
}

function onFocusIn(e) {
  const svg = e.target.closest && e.target.closest(SELECTOR);
  const area = svg && areaOf(svg);
  if (!area) return;
  area.activeKey = keyOf(svg);
  if (e.target !== svg) reveal(svg, e.target);
}

/** Pan and zoom for the boards in `box`, with its buttons `tools` (or none). */
function attach(box, tools) {
  areas = areas.filter((a) => a.box.isConnected);  // a replay viewer closed or drawn again: its box is gone
  if (!box || areas.some((a) => a.box === box)) return;
  const area = { box, tools, views: new Map(), activeKey: null };
  areas.push(area);
  new MutationObserver(() => onBoardChanged(area)).observe(box, { childList: true });
  box.addEventListener("pointerdown", onPointerDown);
  box.addEventListener("lostpointercapture", (e) => { if (e.target === box) onPointerEnd(e); });
  box.addEventListener("wheel", onWheel, { passive: false });
  box.addEventListener("focusin", onFocusIn);
  if (tools) tools.addEventListener("click", (e) => onToolsClick(area, e));
  onBoardChanged(area);
}

new MutationObserver(onScreenChanged).observe(document.body, { attributes: true, attributeFilter: ["data-screen"] });
// on the window: a press that starts on a board may end anywhere (before a drag captures it)
window.addEventListener("pointermove", onPointerMove, { passive: false });
window.addEventListener("pointerup", onPointerEnd);
window.addEventListener("pointercancel", onPointerEnd);
window.addEventListener("click", onClickCapture, true);
window.addEventListener("resize", onResize);
document.addEventListener("keydown", onKeyDown);
// a box of boards made later (the replay viewer's): the event is caught on its way down, bubbling or not
document.addEventListener("sobremesa:pan-zoom", (e) => {
  attach(e.target, document.getElementById(e.target.getAttribute("data-pan-zoom-tools") || ""));
}, true);
attach(document.getElementById("board"), document.getElementById("board-view"));
