"""The table as the browser shows it: who holds the device, the pass screen, what to draw.

Pure Python and free of the DOM, so the rules of the screen are tested on CPython
(tests/render) and the browser glue stays thin: it calls these methods on events and puts the
strings of ``screen()`` into the page.

Hot-seat rule: when the game ``has_secrets`` and the next decision belongs to another seat than
the one holding the device (``viewer``), ``screen()`` is the pass screen and holds nothing of
any seat's hidden information; the board for the new seat is drawn only after ``confirm_pass``.
"""

from __future__ import annotations

import json

from ..core import IllegalAction, LoadError, Session
from ..core import serial
from . import compose, esc, parse_action, tokens_for
from . import get as renderer

SAVE_PREFIX = "sobremesa:save:"


class Table:
    def __init__(self, session: Session, key: str):
        self.session = session
        self.key = key  # localStorage key of the autosave
        self.viewer: int | None = None  # the seat holding the device; None until someone confirms
        self.ui: dict = {}
        self.error = ""
        if not self.game.has_secrets:
            self.viewer = self.actor

    # --- making one -------------------------------------------------------------------
    @classmethod
    def new(cls, game: str, names, colours, options, seed: int, key: str, started: str = "") -> "Table":
        meta = {"colours": list(colours)}
        if started:
            meta["started"] = started
        return cls(Session.new(game, list(names), seed, options, meta), key)

    @classmethod
    def load(cls, text: str, key: str) -> "Table":
        """From record text; raises LoadError with a readable message, nothing half-made."""
        return cls(Session.load(text), key)

    # --- what is going on ---------------------------------------------------------------
    @property
    def game(self):
        return self.session.game

    @property
    def state(self):
        return self.session.state

    @property
    def names(self) -> list[str]:
        return list(self.session.record.players)

    @property
    def actor(self) -> int | None:
        return self.game.actor(self.state)

    @property
    def over(self) -> bool:
        return self.game.is_over(self.state)

    @property
    def tokens(self):
        return tokens_for(self.session.record.meta.get("colours"), len(self.names))

    def needs_pass(self) -> bool:
        return (not self.over and self.game.has_secrets and self.actor is not None
                and self.actor != self.viewer)

    def seat(self) -> int | None:
        """The seat whose view is drawn: the device holder, or everyone's (None) at the end."""
        if self.over:
            return None
        return self.viewer

    def legal(self) -> list[tuple]:
        if self.over or self.needs_pass() or self.seat() != self.actor:
            return []
        return self.game.legal_actions(self.state)

    def describe(self, action) -> str:
        return self.game.describe(self.state, tuple(action), self.seat())

    def prompt(self) -> str:
        if self.over:
            return "The game is over."
        fn = getattr(self.game, "prompt", None)
        if fn is not None:
            return fn(self.state)
        return f"{self.names[self.actor]} to play."

    # --- events ---------------------------------------------------------------------------
    def confirm_pass(self) -> None:
        if self.needs_pass():
            self.viewer = self.actor
            self.ui = {k: v for k, v in self.ui.items() if k.startswith("view_")}
            self.error = ""

    def act(self, action) -> None:
        """Apply an action of the viewing seat; raises IllegalAction (nothing changes then)."""
        if isinstance(action, str):
            action = parse_action(action)
        if action not in self.legal():
            # the engine words the reason; this also refuses actions while the pass screen shows
            if self.needs_pass():
                raise IllegalAction(f"Pass the device to {self.names[self.actor]} first.")
        self.session.apply(action)
        self._after_change()

    def can_undo(self) -> bool:
        return self.session.can_undo()

    def undo(self) -> None:
        self.session.undo()
        self._after_change()

    def set_ui(self, change: dict) -> None:
        self.ui.update(change)

    def _after_change(self) -> None:
        self.ui = {k: v for k, v in self.ui.items() if k.startswith("view_")}
        self.error = ""
        if not self.game.has_secrets:
            self.viewer = self.actor
        if self.over:
            self.session.record.meta["finished"] = True
        else:
            self.session.record.meta.pop("finished", None)

    def record_json(self) -> str:
        return self.session.record.to_json()

    # --- what to draw -----------------------------------------------------------------------
    def scores(self) -> list[dict]:
        """Rows of the final score table, best first; tied players share a rank unless the game's
        tie-break (``Game.winners``, e.g. Calimala's council, Santa Maria's coins) parts them."""
        points = self.game.scores(self.state)
        winners = self.game.winners(self.state)
        keys = [(-p, i not in winners) for i, p in enumerate(points)]
        order = sorted(range(len(points)), key=lambda i: (keys[i], i))
        out, rank = [], 0
        for pos, seat in enumerate(order):
            if pos == 0 or keys[seat] != keys[order[pos - 1]]:
                rank = pos + 1
            out.append({"rank": rank, "seat": seat, "name": self.names[seat], "score": points[seat],
                        "winner": seat in winners})
        return out

    def scores_html(self) -> str:
        """The end screen: who won and the scores. A solo game is won or lost (``Game.winners``), in
        the words of the renderer's ``outcome(view)`` where it has one."""
        tokens = self.tokens
        from . import token_icon

        rows = self.scores()
        winners = [esc(r["name"]) for r in rows if r["winner"]]
        outcome = getattr(renderer(self.game.name), "outcome", None)
        if outcome and len(rows) == 1:
            head = esc(outcome(self.game.view(self.state, None)))
        elif not winners:
            head = f"{esc(rows[0]['name'])} lost."
        else:
            head = (f"{winners[0]} wins!" if len(winners) == 1
                    else f"{', '.join(winners[:-1])} and {winners[-1]} share the win!")
        body = "".join(
            f'<tr class="{"winner" if r["winner"] else ""}"><td>{r["rank"]}</td>'
            f'<td>{token_icon(tokens[r["seat"]])} {esc(r["name"])}</td><td class="num">{r["score"]}</td></tr>'
            for r in rows)
        return (f'<h2>{head}</h2><table class="score-table"><thead><tr><th>Rank</th><th>Player</th>'
                f'<th class="num">Score</th></tr></thead><tbody>{body}</tbody></table>')

    def screen(self) -> dict:
        """Everything the glue shows, as strings; on the pass screen only the name to pass to."""
        base = {"can_undo": self.can_undo(), "error": self.error, "title": self.game.title,
                "actions_done": len(self.session.record.actions)}
        if self.needs_pass():
            name = self.names[self.actor]
            first = self.viewer is None
            return {**base, "mode": "pass", "pass_to": name,
                    "pass_title": f"{'Hand' if first else 'Pass'} the device to {name}",
                    "pass_note": (f"Only {name} should look at the screen now: it will show {name}'s "
                                  "hidden cards and money."),
                    "pass_button": f"I am {name}: show my table",
                    # undo on the pass screen is offered to the seat that still holds the device
                    "pass_undo": self.viewer is not None and self.can_undo()}
        seat = self.seat()
        view = self.game.view(self.state, seat)
        legal = self.legal()
        parts = compose(self.game.name, view, legal, self.describe, self.tokens, self.ui, self.game.outcome(self.state))
        return {**base, "mode": "over" if self.over else "play", "seat": seat,
                "board": parts["board"], "side": parts["side"], "buttons": parts["buttons"],
                "prompt": self.prompt(), "log": self.session.log(seat),
                "scores": self.scores_html() if self.over else ""}


# --- saves in localStorage ----------------------------------------------------------------------------
def save_summary(key: str, text) -> dict:
    """A line of the resume list; a damaged save gets ``error`` (it is never dropped silently)."""
    out = {"key": key, "error": "", "title": "?", "players": [], "actions": 0, "finished": False, "started": ""}
    try:
        data = serial.loads(text)
        from ..core import Record

        record = Record.from_dict(data)
    except LoadError as exc:
        out["error"] = str(exc)
        return out
    from ..games import get

    out.update(title=get(record.game).title, players=[str(p) for p in record.players],
               actions=len(record.actions), finished=bool(record.meta.get("finished")),
               started=str(record.meta.get("started", "")))
    return out


def resume_list_html(summaries) -> str:
    items = []
    for s in summaries:
        key = esc(s["key"])
        if s["error"]:
            items.append(
                f'<li class="damaged" data-key="{key}"><strong>Damaged save</strong> '
                f'<span class="error">{esc(s["error"])}</span> '
                f'<button type="button" data-save-download="{key}">Download it</button> '
                f'<button type="button" data-save-delete="{key}">Delete it</button></li>')
            continue
        state = "finished" if s["finished"] else f"{s['actions']} actions"
        started = f" · {esc(s['started'][:16].replace('T', ' '))}" if s["started"] else ""
        items.append(
            f'<li data-key="{key}"><button type="button" class="primary" data-save-resume="{key}">'
            f'{"View" if s["finished"] else "Resume"}</button> <strong>{esc(s["title"])}</strong>: '
            f'{esc(", ".join(s["players"]))} <span class="muted">({state}{started})</span> '
            f'<button type="button" data-save-download="{key}">Download</button> '
            f'<button type="button" data-save-delete="{key}">Delete</button></li>')
    return "".join(items)


# --- the new-game form -----------------------------------------------------------------------------------
DEFAULT_GAME = "salamanca"  # preselected in the form when present
DEFAULT_NAMES = ("Ana", "Ben", "Cid", "Dora", "Eli", "Fay", "Gil", "Hugo")


def form_defaults(games: list[dict], values: dict | None = None) -> dict:
    """Complete form values (game, count, names, colours, options) for the games listed."""
    from . import PALETTE

    values = dict(values or {})
    by_name = {g["name"]: g for g in games}
    game = by_name.get(values.get("game")) or by_name.get(DEFAULT_GAME) or games[0]
    try:
        count = int(values.get("count", 0))
    except (TypeError, ValueError):
        count = 0
    if not game["min_players"] <= count <= game["max_players"]:
        count = min(max(3, game["min_players"]), game["max_players"])
    names = list(values.get("names") or [])
    colours = list(values.get("colours") or [])
    names += [n for n in DEFAULT_NAMES if n not in names][: max(0, count - len(names))]
    free = [t.key for t in PALETTE if t.key not in colours]
    colours += free[: max(0, count - len(colours))]
    options = {}
    for opt in game["options"]:
        given = (values.get("options") or {}).get(opt["key"])
        options[opt["key"]] = given if given in opt["choices"] else opt["default"]
    return {"game": game["name"], "count": count, "names": names[:count], "colours": colours[:count],
            "options": options, "seed": str(values.get("seed", "") or "")}


def option_applies(opt: dict, count: int) -> bool:
    return not opt["players"] or count in opt["players"]


def form_html(games: list[dict], values: dict) -> str:
    """The new-game form: game, number of players, names, colours, options (escaped throughout)."""
    from . import PALETTE, token_icon

    v = form_defaults(games, values)
    game = next(g for g in games if g["name"] == v["game"])
    game_opts = "".join(f'<option value="{esc(g["name"])}"{" selected" if g["name"] == v["game"] else ""}>'
                        f'{esc(g["title"])}</option>' for g in games)
    counts = "".join(f'<option value="{n}"{" selected" if n == v["count"] else ""}>{n}</option>'
                     for n in range(game["min_players"], game["max_players"] + 1))
    rows = []
    for i in range(v["count"]):
        colour_opts = "".join(f'<option value="{t.key}"{" selected" if t.key == v["colours"][i] else ""}>'
                              f"{esc(t.label)}</option>" for t in PALETTE)
        token = next(t for t in PALETTE if t.key == v["colours"][i])
        rows.append(
            f'<div class="player-row">{token_icon(token, 22)}'
            f'<label>Player {i + 1} <input name="name" data-seat="{i}" maxlength="40" required '
            f'value="{esc(v["names"][i])}"></label>'
            f'<label>Colour <select name="colour" data-seat="{i}">{colour_opts}</select></label></div>')
    options = []
    for opt in game["options"]:
        if not option_applies(opt, v["count"]):
            continue
        choices = "".join(
            f'<option value="{esc(json.dumps(c))}"{" selected" if c == v["options"][opt["key"]] else ""}>'
            f"{esc(c)}</option>" for c in opt["choices"])
        help_text = f'<span class="muted">{esc(opt["help"])}</span>' if opt.get("help") else ""
        options.append(f'<label class="option">{esc(opt["label"])} <select name="option" '
                       f'data-key="{esc(opt["key"])}">{choices}</select> {help_text}</label>')
    return (f'<label>Game <select name="game">{game_opts}</select></label> '
            f'<label>Players <select name="count">{counts}</select></label>'
            f'<fieldset><legend>Players and colours</legend>{"".join(rows)}</fieldset>'
            + (f'<fieldset><legend>Options</legend>{"".join(options)}</fieldset>' if options else "")
            + f'<details><summary>Seed</summary><label>Seed (a whole number; empty = random) '
              f'<input name="seed" inputmode="numeric" value="{esc(v["seed"])}"></label></details>'
            + '<p id="form-error" class="error" role="alert" hidden></p>'
              '<button type="submit" class="primary" id="start">Start the game</button>')


def options_from_form(games: list[dict], values: dict) -> dict:
    """The options dict for ``Session.new``: only those that apply to the player count."""
    v = form_defaults(games, values)
    game = next(g for g in games if g["name"] == v["game"])
    return {o["key"]: v["options"][o["key"]] for o in game["options"] if option_applies(o, v["count"])}


def check_form(values: dict) -> str:
    """A message for what the engine does not check itself (colours), or ''."""
    colours = values.get("colours") or []
    if len(set(colours)) != len(colours):
        return "Two players have the same colour; give each player their own."
    return ""
