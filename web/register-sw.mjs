// Registers the service worker once the engine has started (so its precache does not compete with
// the first load), unless the URL has ?nosw (tests and benchmarks measure cold loads with it).
//
// A new build: the browser finds a changed sw.js (on a visit, or through update() below), the new
// worker precaches the new files and then waits, while this page goes on with the old ones. The
// page then shows "A new version is ready — reload"; the button tells the waiting worker to take
// over (sw.template.js: "skip-waiting") and reloads once it has. Nothing is reloaded unasked.
const wanted = "serviceWorker" in navigator && !new URLSearchParams(location.search).has("nosw");
const notice = document.getElementById("update");
const button = document.getElementById("update-reload");
let waiting = null;
let reloading = false;

function offer(worker) {
  waiting = worker;
  if (notice) notice.hidden = false;
  document.documentElement.dataset.update = "ready";
}

function watch(registration) {
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      // installed while another worker controls this page: a new version waits (the first install has none)
      if (worker.state === "installed" && navigator.serviceWorker.controller) offer(worker);
    });
  });
}

function register() {
  navigator.serviceWorker.register("./sw.js")
    .then((registration) => { watch(registration); return registration.update(); })
    .catch((e) => console.warn("service worker not registered:", e));
}

if (wanted) {
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (reloading) location.reload();
  });
  if (button) {
    button.addEventListener("click", () => {
      if (!waiting) return location.reload();
      reloading = true;
      button.disabled = true;
      waiting.postMessage("skip-waiting");
    });
  }
  if (document.body.dataset.pyReady === "1") register();
  else document.addEventListener("sobremesa:ready", register, { once: true });
}
