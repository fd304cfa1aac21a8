"""The screens every game shares, as HTML markup: the end-of-game score table, the list of saved
games and the new-game form.

Only markup: what goes in them is decided by the app (``sobremesa.app``: the table, the saves,
the form's values) and by the engine (``Game.outcome``). Every name is escaped.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core import Outcome
from ..core.record import BOT_LEVELS
from ..core.words import plural
from . import PALETTE, Token, esc, token_icon


# --- the end of the game ----------------------------------------------------------------------------
@dataclass(frozen=True)
class ScoreRow:
    rank: int
    seat: int
    name: str
    score: int
    winner: bool


def score_rows(outcome: Outcome, names: Sequence[str]) -> list[ScoreRow]:
    """The rows of the score table, best first. Tied players share a rank unless the game's tie-break
    (``Outcome.winners``: Calimala's council, Santa Maria's coins left) parts them."""
    keys = [(-points, seat not in outcome.winners) for seat, points in enumerate(outcome.scores)]
    order = sorted(range(len(keys)), key=lambda seat: (keys[seat], seat))
    rows: list[ScoreRow] = []
    for pos, seat in enumerate(order):
        rank = rows[-1].rank if rows and keys[seat] == keys[order[pos - 1]] else pos + 1
        rows.append(ScoreRow(rank, seat, names[seat], outcome.scores[seat], seat in outcome.winners))
    return rows


def solo_heading(outcome: Outcome, name: str) -> str:
    """A solo game is won or lost against its goal (``Outcome.won``), never ranked."""
    if outcome.won is None:  # a game that does not say yet whether its solo mode was won
        return f"{name} finished with {plural(outcome.scores[0], 'point')}."
    return f"{name} {'won' if outcome.won else 'lost'}: {plural(outcome.scores[0], 'point')}."


def heading(outcome: Outcome, names: Sequence[str]) -> str:
    """Who won, in words (plain text, not yet escaped); a solo game's goal follows it."""
    if len(names) == 1:
        goal = f" Goal: {outcome.goal}" if outcome.goal else ""
        return solo_heading(outcome, names[0]) + goal
    winners = [names[seat] for seat in sorted(outcome.winners)]
    if not winners:
        return "Nobody wins."
    if len(winners) == 1:
        return f"{winners[0]} wins!"
    return f"{', '.join(winners[:-1])} and {winners[-1]} share the win!"


END_BUTTONS = ('<div class="end-actions"><button type="button" id="rematch" class="primary">Rematch</button>'
               '<button type="button" id="new-game-button">New game</button></div>')
"""Rematch: the same players, colours and options with a new seed; New game: the new-game form."""


def _ranking(outcome: Outcome, names: Sequence[str], tokens: Sequence[Token]) -> str:
    """Every seat's score, best first, the winners marked; one player is not ranked."""
    rows = score_rows(outcome, names)
    solo = len(names) == 1
    body = "".join(
        f'<tr class="{"winner" if r.winner else ""}">{"" if solo else f"<td>{r.rank}</td>"}'
        f'<th scope="row">{token_icon(tokens[r.seat])} {esc(r.name)}</th><td class="num">{r.score}</td></tr>'
        for r in rows)
    rank = "" if solo else '<th scope="col">Rank</th>'
    return (f'<table class="score-table ranking"><thead><tr>{rank}<th scope="col">Player</th>'
            f'<th scope="col" class="num">Score</th></tr></thead><tbody>{body}</tbody></table>')


def breakdown_html(outcome: Outcome, names: Sequence[str], tokens: Sequence[Token]) -> str:
    """The score by category (``Outcome.categories``, from the engine), one column per player, with the
    totals; '' for a game that gives no categories."""
    if not outcome.categories:
        return ""
    head = "".join(f'<th scope="col" class="num">{token_icon(tokens[seat], 14)} {esc(name)}</th>'
                   for seat, name in enumerate(names))
    rows = "".join(f'<tr><th scope="row">{esc(category)}</th>'
                   + "".join(f'<td class="num">{points[seat]}</td>' for seat in range(len(names))) + "</tr>"
                   for category, points in outcome.categories)
    total = "".join(f'<td class="num">{points}</td>' for points in outcome.scores)
    return (f'<div class="breakdown-box" tabindex="0" role="region" aria-label="Score by category">'
            f'<table class="score-table breakdown"><caption>Score by category</caption>'
            f'<thead><tr><th scope="col">Category</th>{head}</tr></thead><tbody>{rows}'
            f'<tr class="total"><th scope="row">Total</th>{total}</tr></tbody></table></div>')


def scores_html(outcome: Outcome, names: Sequence[str], tokens: Sequence[Token]) -> str:
    """The end screen: who won (solo: won or lost, and the goal), Rematch and New game, every seat's score
    best first with the winners marked, then the score by category."""
    if len(names) == 1:
        goal = f'<p class="goal">Goal: {esc(outcome.goal)}</p>' if outcome.goal else ""
        title = f'<h2 id="end-title">{esc(solo_heading(outcome, names[0]))}</h2>{goal}'
    else:
        title = f'<h2 id="end-title">{esc(heading(outcome, names))}</h2>'
    return title + END_BUTTONS + _ranking(outcome, names, tokens) + breakdown_html(outcome, names, tokens)


# --- the saved games -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class SaveSummary:
    """A line of the resume list (``app.saves.save_summary``); a damaged save has an ``error``."""

    key: str
    error: str = ""
    title: str = "?"
    players: tuple[str, ...] = ()
    actions: int = 0
    finished: bool = False
    started: str = ""  # ISO date and time


def _damaged_item(s: SaveSummary) -> str:
    key = esc(s.key)
    return (f'<li class="damaged" data-key="{key}"><strong>Damaged save</strong> '
            f'<span class="error">{esc(s.error)}</span> '
            f'<button type="button" data-save-download="{key}">Download it</button> '
            f'<button type="button" data-save-delete="{key}">Delete it</button></li>')


def _save_item(s: SaveSummary) -> str:
    key = esc(s.key)
    state = "finished" if s.finished else f"{s.actions} actions"
    started = f" · {esc(s.started[:16].replace('T', ' '))}" if s.started else ""
    return (f'<li data-key="{key}"><button type="button" class="primary" data-save-resume="{key}">'
            f'{"View" if s.finished else "Resume"}</button> <strong>{esc(s.title)}</strong>: '
            f'{esc(", ".join(s.players))} <span class="muted">({state}{started})</span> '
            f'<button type="button" data-save-download="{key}">Download</button> '
            f'<button type="button" data-save-delete="{key}">Delete</button></li>')


def resume_list_html(summaries: Sequence[SaveSummary]) -> str:
    """The saved games, each to resume, download or delete; a damaged one is shown, never dropped."""
    return "".join(_damaged_item(s) if s.error else _save_item(s) for s in summaries)


# --- the new-game form ------------------------------------------------------------------------------------
def _selected(flag: bool) -> str:
    return " selected" if flag else ""


PLAYED_BY = (("human", "Human"),) + tuple((level, f"Computer ({level})") for level in BOT_LEVELS)
"""Who may play a seat, in the form (issue 12): a person, or the computer at a level (``Record.bots``)."""


def _player_row(seat: int, name: str, colour: str, plays: str | None) -> str:
    """A seat of the form; ``plays``: who plays it (None: a solo game, always a person's)."""
    colour_opts = "".join(f'<option value="{t.key}"{_selected(t.key == colour)}>{esc(t.label)}</option>'
                          for t in PALETTE)
    token = next(t for t in PALETTE if t.key == colour)
    played_by = "" if plays is None else (
        f'<label>Played by <select name="seat" data-seat="{seat}">'
        + "".join(f'<option value="{v}"{_selected(v == plays)}>{label}</option>' for v, label in PLAYED_BY)
        + '</select></label>')
    return (f'<div class="player-row">{token_icon(token, 22)}'
            f'<label>Player {seat + 1} <input name="name" data-seat="{seat}" maxlength="40" required '
            f'value="{esc(name)}"></label>'
            f'<label>Colour <select name="colour" data-seat="{seat}">{colour_opts}</select></label>{played_by}</div>')


def _option_row(opt: dict[str, Any], value: object, labels: dict[str, str]) -> str:
    """One option as a select, with its help and the options it needs (``Option.requires``)."""
    choices = "".join(f'<option value="{esc(json.dumps(c))}"{_selected(c == value)}>{esc(c)}</option>'
                      for c in opt["choices"])
    needs = " and ".join(labels[k] for k in opt.get("requires") or ())
    help_text = " ".join(filter(None, [opt.get("help"), f"Needs {needs}." if needs else ""]))
    help_text = f'<span class="muted">{esc(help_text)}</span>' if help_text else ""
    return (f'<label class="option">{esc(opt["label"])} <select name="option" '
            f'data-key="{esc(opt["key"])}">{choices}</select> {help_text}</label>')


def _needs_note(game: dict[str, Any], form: dict[str, Any], labels: dict[str, str]) -> str:
    """What the player count needs (``Game.players_need``), said before Start: those options are chosen."""
    needed = (game.get("players_need") or {}).get(str(form["count"]))
    if not needed:
        return ""
    what = " and ".join(labels[k] for k in needed)
    return (f'<p class="muted" id="form-needs">With {form["count"]} players {esc(game["title"])} needs '
            f'{esc(what)}: they are chosen for you.</p>')


def form_html(games: Sequence[dict[str, Any]], form: dict[str, Any]) -> str:
    """The new-game form: game, number of players, names, colours, options, seed (escaped throughout).

    ``games`` is ``sobremesa.games.listing()``; ``form`` holds complete values
    (``app.form.form_values``), with ``applies`` the keys of the options for this player count.
    """
    game = next(g for g in games if g["name"] == form["game"])
    game_opts = "".join(f'<option value="{esc(g["name"])}"{_selected(g is game)}>{esc(g["title"])}</option>'
                        for g in games)
    counts = "".join(f'<option value="{n}"{_selected(n == form["count"])}>{n}</option>'
                     for n in range(game["min_players"], game["max_players"] + 1))
    seats = form.get("seats") or ["human"] * len(form["names"])
    rows = "".join(_player_row(i, name, colour, plays if len(seats) > 1 else None)
                   for i, (name, colour, plays) in enumerate(zip(form["names"], form["colours"], seats)))
    labels = {opt["key"]: opt["label"] for opt in game["options"]}
    options = _needs_note(game, form, labels) + "".join(_option_row(opt, form["options"][opt["key"]], labels)
                                                        for opt in game["options"] if opt["key"] in form["applies"])
    return (f'<label>Game <select name="game">{game_opts}</select></label> '
            f'<label>Players <select name="count">{counts}</select></label>'
            f'<fieldset><legend>Players and colours</legend>{rows}</fieldset>'
            + (f'<fieldset><legend>Options</legend>{options}</fieldset>' if options else "")
            + f'<details><summary>Seed</summary><label>Seed (a whole number; empty = random) '
              f'<input name="seed" inputmode="numeric" value="{esc(form["seed"])}"></label></details>'
            + '<p id="form-error" class="error" role="alert" hidden></p>'
              '<button type="submit" class="primary" id="start">Start the game</button>')
