"""Bots against bots: one seat (rotating) at a level, every other seat at another (``python -m sobremesa arena``)."""

from __future__ import annotations

import math
import statistics
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..core.record import Session
from ..games import get
from . import make_bot
from .base import Bot, Information


@dataclass
class Tally:
    seats: dict[int, tuple[int, float]] = field(default_factory=dict)
    """By the seat the level played (0 first): its games and wins there, a shared win counted as the share. In a
    game with a role for one seat (Santa Maria's Mayan City, seat 0) the seat decides much of a game, so the rows
    are read seat by seat."""
    leads: list[float] = field(default_factory=list)
    """Each game's score of the level's seat less the mean of the others' (none in a game of one player)."""
    baseline: Tally | None = None
    """``arena``'s ``paired``: the same games with the other level in the level's seat too, each seed's game in
    this tally's order: what that seat gives a player no stronger than the others."""

    @property
    def games(self) -> int:
        return sum(games for games, _ in self.seats.values())

    @property
    def wins(self) -> float:
        """Games the rotating seat won; a shared win counts as the share."""
        return sum(wins for _, wins in self.seats.values())

    def add(self, seat: int, won: float, lead: float | None = None) -> None:
        games, wins = self.seats.get(seat, (0, 0.0))
        self.seats[seat] = (games + 1, wins + won)
        if lead is not None:
            self.leads.append(lead)

    def line(self, level: str, other: str) -> str:
        share = 100 * self.wins / self.games if self.games else 0.0
        return f"{level} wins {self.wins:g} of {self.games} games ({share:.0f}%) against {other}"

    def lead_line(self, level: str) -> str | None:
        """"hard scores +2.2 points a game over the others' mean (standard error 1.4)": finer than the wins, which
        follow the lead in units of the seats' spread of scores (bots/STRENGTH.md: at 4 players a lead of 0.45 of
        it wins 37.5 % of the games, one of 0.33 about 34 %)."""
        if len(self.leads) < 2:
            return None
        error = statistics.stdev(self.leads) / math.sqrt(len(self.leads))
        return (f"{level} scores {statistics.mean(self.leads):+.1f} points a game over the others' mean "
                f"(standard error {error:.1f})")

    def paired_lines(self, level: str, other: str) -> list[str]:
        """With a ``baseline``: "medium in the same seats wins 5 of 32 games (16%): seat 1 4 of 8, ..." and "hard
        scores +1.0 points a game over medium in the same seat (standard error 2.0)", each game's lead less the lead
        of its baseline game (a seat's share of the wins is no longer 1/N when one seat is a role: the Mayan City)."""
        base = self.baseline
        if base is None:
            return []
        share = 100 * base.wins / base.games if base.games else 0.0
        seats = ", ".join(f"seat {seat + 1} {wins:g} of {games}" for seat, (games, wins) in sorted(base.seats.items()))
        lines = [f"{other} in the same seats wins {base.wins:g} of {base.games} games ({share:.0f}%): {seats}"]
        gains = [mine - theirs for mine, theirs in zip(self.leads, base.leads)]
        if len(gains) >= 2:
            error = statistics.stdev(gains) / math.sqrt(len(gains))
            lines.append(f"{level} scores {statistics.mean(gains):+.1f} points a game over {other} in the same seat "
                         f"(standard error {error:.1f})")
        return lines

    def seat_line(self, level: str) -> str:
        """"hard by seat: seat 1 8 of 8, seat 2 3 of 8" (seats counted from 1, as the table names them)."""
        return f"{level} by seat: " + ", ".join(f"seat {seat + 1} {wins:g} of {games}"
                                                 for seat, (games, wins) in sorted(self.seats.items()))


def _bot(level: str, seed: int, iterations: dict[str, int]) -> Bot:
    """The level's bot as a player meets it (``bots.levels``), or with the search budget ``iterations`` gives it."""
    return make_bot(level, seed, iterations.get(level))


def play(name: str, players: int, level: str, other: str, seed: int, options: dict[str, Any] | None = None,
         iterations: dict[str, int] | None = None) -> tuple[int, float, float | None]:
    """One game with ``level`` at seat ``seed % players``: (that seat, its share of the win, its score less the mean
    of the others' scores: ``None`` alone at the table). ``iterations``: search budgets by level instead of the
    levels' own."""
    game = get(name)
    budgets = iterations or {}
    hero = seed % players
    bots = [_bot(level if p == hero else other, seed * 31 + p, budgets) for p in range(players)]
    session = Session.new(name, players, seed, options)
    while (seat := game.actor(session.state)) is not None:
        session.apply(bots[seat].choose(Information(game, session.state, seat)))
    winners = game.winners(session.state)
    scores = game.scores(session.state)
    others = [score for seat, score in enumerate(scores) if seat != hero]
    lead = scores[hero] - statistics.mean(others) if others else None
    return hero, (1.0 / len(winners) if hero in winners else 0.0), lead


def table_options(name: str, players: int, options: dict[str, Any] | None) -> dict[str, Any]:
    """The options an arena plays: ``options``, or the defaults; for a player count that needs options on
    (``Game.players_need``), the first combination allowed."""
    game = get(name)
    if options is None and game.players_need.get(players):
        return game.option_combinations(players)[0]
    return game.check_options(players, options)


def arena(name: str, players: int, level: str, other: str, games: int, seed: int = 1,
          options: dict[str, Any] | None = None, iterations: dict[str, int] | None = None,
          progress: Callable[[int, int, float, float | None, bool], None] | None = None,
          paired: bool = False) -> Tally:
    """``games`` games, the seat of ``level`` rotating with the seed, with ``table_options``; ``progress``: called
    after each game with its number (0 first), the level's seat, its share of the win, its lead (``play``) and whether
    it was the seed's game again with ``other`` in that seat (``paired``: each seed played so too, after the level's
    game; ``Tally.baseline``)."""
    options = table_options(name, players, options)
    tally = Tally(baseline=Tally() if paired else None)
    for n in range(games):
        for played, at, again in ((tally, level, False), (tally.baseline, other, True)):
            if played is None:
                continue
            seat, won, lead = play(name, players, at, other, seed + n, options, iterations)
            played.add(seat, won, lead)
            if progress:
                progress(n, seat, won, lead, again)
    return tally
