"""The screens every game shares, as HTML markup: the end-of-game score table, the list of saved
games, the new-game form and the start page's list of games.

Only markup: what goes in them is decided by the app (``sobremesa.app``: the table, the saves,
the form's values) and by the engine (``Game.outcome``). Every name is escaped. Their own words are in the
viewer's language (``lang``, the app's catalog: ``core.i18n``); the games' words (option labels, categories, the
goal) are the games'.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..core import Outcome
from ..core.i18n import ENGLISH, say, text
from ..core.record import BOT_LEVELS
from . import PALETTE, Token, esc, markup, token_icon


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


def solo_heading(outcome: Outcome, name: str, lang: str = ENGLISH) -> str:
    """A solo game is won or lost against its goal (``Outcome.won``), never ranked."""
    # None: a game that does not say yet whether its solo mode was won
    key = "end.solo_finished" if outcome.won is None else "end.solo_won" if outcome.won else "end.solo_lost"
    return say(lang, key, name=name, points=outcome.scores[0])


def heading(outcome: Outcome, names: Sequence[str], lang: str = ENGLISH) -> str:
    """Who won, in words (plain text, not yet escaped); a solo game's goal follows it."""
    if len(names) == 1:
        goal = " " + say(lang, "end.goal", goal=text(outcome.goal, lang)) if outcome.goal else ""
        return solo_heading(outcome, names[0], lang) + goal
    winners = [names[seat] for seat in sorted(outcome.winners)]
    if not winners:
        return say(lang, "end.nobody")
    if len(winners) == 1:
        return say(lang, "end.wins", name=winners[0])
    return say(lang, "end.share", names=winners)


def end_buttons(lang: str = ENGLISH) -> str:
    """Rematch: the same players, colours and options with a new seed; New game: the new-game form."""
    return (f'<div class="end-actions"><button type="button" id="rematch" class="primary">'
            f'{esc(say(lang, "end.rematch"))}</button><button type="button" id="new-game-button">'
            f'{esc(say(lang, "end.new_game"))}</button></div>')


def _ranking(outcome: Outcome, names: Sequence[str], tokens: Sequence[Token], lang: str) -> str:
    """Every seat's score, best first, the winners marked; one player is not ranked."""
    rows = score_rows(outcome, names)
    solo = len(names) == 1
    body = "".join(
        f'<tr class="{"winner" if r.winner else ""}">{"" if solo else f"<td>{r.rank}</td>"}'
        f'<th scope="row">{token_icon(tokens[r.seat])} {esc(r.name)}</th><td class="num">{r.score}</td></tr>'
        for r in rows)
    rank = "" if solo else f'<th scope="col">{esc(say(lang, "end.rank"))}</th>'
    return (f'<table class="score-table ranking"><thead><tr>{rank}<th scope="col">{esc(say(lang, "end.player"))}</th>'
            f'<th scope="col" class="num">{esc(say(lang, "end.score"))}</th></tr></thead><tbody>{body}</tbody></table>')


def breakdown_html(outcome: Outcome, names: Sequence[str], tokens: Sequence[Token], lang: str = ENGLISH) -> str:
    """The score by category (``Outcome.categories``, from the engine), one column per player, with the
    totals; '' for a game that gives no categories."""
    if not outcome.categories:
        return ""
    head = "".join(f'<th scope="col" class="num">{token_icon(tokens[seat], 14)} {esc(name)}</th>'
                   for seat, name in enumerate(names))
    rows = "".join(f'<tr><th scope="row">{esc(text(category, lang))}</th>'
                   + "".join(f'<td class="num">{points[seat]}</td>' for seat in range(len(names))) + "</tr>"
                   for category, points in outcome.categories)
    total = "".join(f'<td class="num">{points}</td>' for points in outcome.scores)
    caption = esc(say(lang, "end.by_category"))
    return (f'<div class="breakdown-box" tabindex="0" role="region" aria-label="{caption}">'
            f'<table class="score-table breakdown"><caption>{caption}</caption>'
            f'<thead><tr><th scope="col">{esc(say(lang, "end.category"))}</th>{head}</tr></thead><tbody>{rows}'
            f'<tr class="total"><th scope="row">{esc(say(lang, "end.total"))}</th>{total}</tr></tbody></table></div>')


def scores_html(outcome: Outcome, names: Sequence[str], tokens: Sequence[Token], lang: str = ENGLISH) -> str:
    """The end screen: who won (solo: won or lost, and the goal), Rematch and New game, every seat's score
    best first with the winners marked, then the score by category."""
    if len(names) == 1:
        goal = (f'<p class="goal">{esc(say(lang, "end.goal", goal=text(outcome.goal, lang)))}</p>'
                if outcome.goal else "")
        title = f'<h2 id="end-title">{esc(solo_heading(outcome, names[0], lang))}</h2>{goal}'
    else:
        title = f'<h2 id="end-title">{esc(heading(outcome, names, lang))}</h2>'
    return (title + end_buttons(lang) + _ranking(outcome, names, tokens, lang)
            + breakdown_html(outcome, names, tokens, lang))


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


def _damaged_item(s: SaveSummary, lang: str) -> str:
    key = esc(s.key)
    return (f'<li class="damaged" data-key="{key}"><strong>{esc(say(lang, "save.damaged"))}</strong> '
            f'<span class="error">{esc(s.error)}</span> '
            f'<button type="button" data-save-download="{key}">{esc(say(lang, "save.download_it"))}</button> '
            f'<button type="button" data-save-delete="{key}">{esc(say(lang, "save.delete_it"))}</button></li>')


def _save_item(s: SaveSummary, lang: str) -> str:
    key = esc(s.key)
    state = say(lang, "save.finished") if s.finished else say(lang, "save.actions", count=s.actions)
    started = f" · {esc(s.started[:16].replace('T', ' '))}" if s.started else ""
    line = markup(lang, "save.line", title=f"<strong>{esc(s.title)}</strong>", players=esc(", ".join(s.players)))
    return (f'<li data-key="{key}"><button type="button" class="primary" data-save-resume="{key}">'
            f'{esc(say(lang, "save.view" if s.finished else "save.resume"))}</button> '
            f'<span>{line}</span> '
            f'<span class="muted">({esc(state)}{started})</span> '
            f'<button type="button" data-save-download="{key}">{esc(say(lang, "save.download"))}</button> '
            f'<button type="button" data-save-delete="{key}">{esc(say(lang, "save.delete"))}</button></li>')


def resume_list_html(summaries: Sequence[SaveSummary], lang: str = ENGLISH) -> str:
    """The saved games, each to resume, download or delete; a damaged one is shown, never dropped."""
    return "".join(_damaged_item(s, lang) if s.error else _save_item(s, lang) for s in summaries)


# --- the new-game form ------------------------------------------------------------------------------------
def _selected(flag: bool) -> str:
    return " selected" if flag else ""


PLAYED_BY = (("human", "form.human", ""),) + tuple((level, "form.computer", f"level.{level}") for level in BOT_LEVELS)
"""Who may play a seat, in the form (issue 12): a person, or the computer at a level (``Record.bots``); each as its
value, its words' key and its level's key."""


def _player_row(seat: int, name: str, colour: str, plays: str | None, lang: str) -> str:
    """A seat of the form; ``plays``: who plays it (None: a solo game, always a person's)."""
    colour_opts = "".join(f'<option value="{t.key}"{_selected(t.key == colour)}>{esc(say(lang, f"colour.{t.key}"))}'
                          '</option>' for t in PALETTE)
    token = next(t for t in PALETTE if t.key == colour)
    played_by = "" if plays is None else (
        f'<label>{esc(say(lang, "form.played_by"))} <select name="seat" data-seat="{seat}">'
        + "".join(f'<option value="{v}"{_selected(v == plays)}>'
                  f'{esc(say(lang, key, level=say(lang, level)) if level else say(lang, key))}</option>'
                  for v, key, level in PLAYED_BY)
        + '</select></label>')
    return (f'<div class="player-row">{token_icon(token, 22)}'
            f'<label>{esc(say(lang, "form.player", number=seat + 1))} <input name="name" data-seat="{seat}" '
            f'maxlength="40" required value="{esc(name)}"></label>'
            f'<label>{esc(say(lang, "form.colour"))} <select name="colour" data-seat="{seat}">{colour_opts}</select>'
            f'</label>{played_by}</div>')


def _choice(choice: object, word: str | dict[str, Any], lang: str) -> str:
    """An option's choice as shown: on/off in words of the language, any other as the game words it
    (``Option.choice_words``)."""
    if isinstance(choice, bool):
        return say(lang, "form.choice_true" if choice else "form.choice_false")
    return text(word, lang) or str(choice)


def _option_row(opt: dict[str, Any], value: object, labels: dict[str, str], lang: str) -> str:
    """One option as a select, with its help and the options it needs (``Option.requires``)."""
    words = opt.get("choice_words") or [""] * len(opt["choices"])
    choices = "".join(f'<option value="{esc(json.dumps(c))}"{_selected(c == value)}>{esc(_choice(c, w, lang))}'
                      '</option>' for c, w in zip(opt["choices"], words, strict=True))
    needs = [labels[k] for k in opt.get("requires") or ()]
    help_text = " ".join(filter(None, [text(opt.get("help") or "", lang),
                                       say(lang, "form.needs", options=needs) if needs else ""]))
    help_text = f'<span class="muted">{esc(help_text)}</span>' if help_text else ""
    return (f'<label class="option">{esc(text(opt["label"], lang))} <select name="option" '
            f'data-key="{esc(opt["key"])}">{choices}</select> {help_text}</label>')


def _needs_note(game: dict[str, Any], form: dict[str, Any], labels: dict[str, str], lang: str) -> str:
    """What the player count needs (``Game.players_need``), said before Start: those options are chosen."""
    needed = (game.get("players_need") or {}).get(str(form["count"]))
    if not needed:
        return ""
    note = say(lang, "form.needs_note", count=form["count"], game=game["title"], options=[labels[k] for k in needed])
    return f'<p class="muted" id="form-needs">{esc(note)}</p>'


def form_html(games: Sequence[dict[str, Any]], form: dict[str, Any], lang: str = ENGLISH) -> str:
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
    rows = "".join(_player_row(i, name, colour, plays if len(seats) > 1 else None, lang)
                   for i, (name, colour, plays) in enumerate(zip(form["names"], form["colours"], seats)))
    labels = {opt["key"]: text(opt["label"], lang) for opt in game["options"]}
    options = _needs_note(game, form, labels, lang) + "".join(
        _option_row(opt, form["options"][opt["key"]], labels, lang)
        for opt in game["options"] if opt["key"] in form["applies"])
    return (f'<label>{esc(say(lang, "form.game"))} <select name="game">{game_opts}</select></label> '
            f'<label>{esc(say(lang, "form.players"))} <select name="count">{counts}</select></label>'
            f'<fieldset><legend>{esc(say(lang, "form.players_colours"))}</legend>{rows}</fieldset>'
            + (f'<fieldset><legend>{esc(say(lang, "form.options"))}</legend>{options}</fieldset>' if options else "")
            + f'<details><summary>{esc(say(lang, "form.seed"))}</summary><label>{esc(say(lang, "form.seed_label"))} '
              f'<input name="seed" inputmode="numeric" value="{esc(form["seed"])}"></label></details>'
            + '<p id="form-error" class="error" role="alert" hidden></p>'
              f'<button type="submit" class="primary" id="start">{esc(say(lang, "form.start"))}</button>')


# --- the start page's games --------------------------------------------------------------------------------
def game_list_html(games: Sequence[dict[str, Any]], lang: str = ENGLISH, enabled: bool = False) -> str:
    """The games of the start page: each a button that opens the new-game form with it chosen (``enabled`` once the
    engine has started) and its How to play link (``tools/site_page.py`` paints it in at build time)."""
    items = []
    for g in games:
        low, high = g["min_players"], g["max_players"]
        key, args = ("game.players_range", {"low": low, "high": high}) if low != high else ("game.players",
                                                                                          {"count": low})
        name, title = esc(g["name"]), esc(g["title"])
        # data-i18n*: the words boot.mjs makes in the chosen language before Python has started
        items.append(f'<li data-game="{name}"><button type="button" class="game-chip" data-new-game="{name}"'
                     f'{"" if enabled else " disabled"}><strong>{title}</strong> <span class="muted" '
                     f'data-i18n="{key}" data-i18n-args="{esc(json.dumps(args))}">{esc(say(lang, key, **args))}'
                     f'</span></button> <a class="learn-link" href="#learn={name}" data-learn="{name}" '
                     f'aria-label="{esc(say(lang, "learn.link_label", game=g["title"]))}" data-i18n="learn.link" '
                     f'data-i18n-label="learn.link_label" data-i18n-args="{esc(json.dumps({"game": g["title"]}))}">'
                     f'{esc(say(lang, "learn.link"))}</a></li>')
    return "\n        ".join(items)
