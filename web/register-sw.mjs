// Registers the service worker once the engine has started (so its precache does not compete with
// the first load), unless the URL has ?nosw (tests and benchmarks measure cold loads with it).
const wanted = "serviceWorker" in navigator && !new URLSearchParams(location.search).has("nosw");

function register() {
  navigator.serviceWorker.register("./sw.js").catch((e) => console.warn("service worker not registered:", e));
}

if (wanted) {
  if (document.body.dataset.pyReady === "1") register();
  else document.addEventListener("sobremesa:ready", register, { once: true });
}
