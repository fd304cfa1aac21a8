// First paint helper (no Python yet): shows how long the engine has been starting and how many
// saved games wait in this browser. main.py takes over the page once Python is ready.
const text = document.getElementById("loading-text");
const started = performance.now();
const saves = Object.keys(localStorage).filter((k) => k.startsWith("sobremesa:save:")).length;
if (saves) {
  document.getElementById("resume-empty").textContent =
    `${saves} saved game${saves === 1 ? "" : "s"} in this browser: they can be resumed once the engine has started.`;
}
const timer = setInterval(() => {
  if (document.body.dataset.pyReady === "1") return clearInterval(timer);
  const s = Math.round((performance.now() - started) / 1000);
  if (s >= 2) text.textContent = `Starting the rules engine (Python in your browser)… ${s} s`;
}, 500);
