"""Command line: play, replay and fuzz any game of the registry.

    python -m sobremesa play salamanca --players 4 --seed 1 --bots random [--record FILE]
    python -m sobremesa replay FILE
    python -m sobremesa fuzz salamanca --games 500 [--option KEY=VALUE ...] [--all-options]
    python -m sobremesa arena salamanca --players 2 --bot easy --vs random --games 20 [--seed S]
    python -m sobremesa i18n check
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import Any

from .bots import LEVELS, levels
from .bots.arena import arena, table_options
from .core import LoadError, Session, i18n, state_hash
from .core.fuzz import configurations, fuzz, play_random
from .core.game import Game
from .core.share import decode, encode
from .games import MODULES, get


def parse_options(game: Game[Any], pairs: list[str] | None) -> dict[str, Any] | None:
    """``KEY=VALUE`` words from the command line as the game's options (a value is one of the
    option's choices as written: ``3``, ``advanced``, ``true``); LoadError with the choices otherwise."""
    if not pairs:
        return None
    known = {o.key: o for o in game.options}
    out: dict[str, Any] = {}
    for pair in pairs:
        key, _, value = pair.partition("=")
        if key not in known:
            raise LoadError(i18n.Message("core.no_option_known", game=game.title, key=repr(key), known=", ".join(known))
                            if known else i18n.Message("core.no_options", game=game.title, key=repr(key)))
        words = {str(c).lower(): c for c in known[key].choices}
        if value.lower() not in words:
            raise LoadError(i18n.Message("core.option_value", label=key, value=repr(value), choices=", ".join(words)))
        out[key] = words[value.lower()]
    return out


def _play(args: argparse.Namespace) -> int:
    game = get(args.game)
    session = play_random(game, args.players, args.seed, check=False, options=parse_options(game, args.option))
    names = session.record.players
    for name, score in sorted(zip(names, game.scores(session.state)), key=lambda p: -p[1]):
        print(f"{name:20} {score}")
    print(f"{len(session.record.actions)} actions, state {state_hash(game, session.state)[:16]}")
    if args.record:
        with open(args.record, "w", encoding="utf-8") as fh:
            fh.write(session.record.to_json())
        print(f"record written to {args.record}")
    return 0


def _replay(args: argparse.Namespace) -> int:
    try:
        with open(args.file, encoding="utf-8") as fh:
            session = Session.load(fh.read())
    except (OSError, LoadError) as exc:
        print(f"cannot replay {args.file}: {exc}", file=sys.stderr)
        return 1
    game = session.game
    print(f"{game.title}: {len(session.record.actions)} actions replayed, "
          f"{'game over' if game.is_over(session.state) else 'game in progress'}")
    print(f"state {state_hash(game, session.state)}")
    if game.is_over(session.state):
        for name, score in zip(session.record.players, game.scores(session.state)):
            print(f"{name:20} {score}")
    return 0


def _fuzz(args: argparse.Namespace) -> int:
    game = get(args.game)
    configs = configurations(game, parse_options(game, args.option), args.all_options)
    counts = sorted({n for n, _ in configs})
    result = fuzz(game, args.games, configs, seed=args.seed)
    combos = f", {len(configs)} combinations of players and options" if args.all_options else ""
    print(f"{game.title}: {result.games} games ({', '.join(map(str, counts))} players{combos}), "
          f"{result.actions} actions in {result.seconds:.1f} s")
    print(f"{result.games / result.seconds:.1f} games/s, {result.actions / result.seconds:.0f} actions/s "
          "(all checks after every action)")
    for failure in result.failures[:20]:
        print("FAIL", failure)
    print(f"{len(result.failures)} failures")
    return 1 if result.failures else 0


def _arena(args: argparse.Namespace) -> int:
    game = get(args.game)
    searched = sorted({args.bot, args.vs} & set(levels.SECONDS))
    options = table_options(game.name, args.players, parse_options(game, args.option))
    budgets = {lvl: args.iterations or levels.iterations(lvl, game.name, args.players, options) for lvl in searched}
    if searched:
        print("search budgets: " + ", ".join(f"{lvl} {budgets[lvl]} iterations a move" for lvl in searched))

    def progress(n: int, seat: int, won: float, lead: float | None, again: bool) -> None:
        points = "" if lead is None else f", {lead:+.1f} points over the others' mean"
        who = f"{args.vs} at the same seat" if again else f"{args.bot} at seat {seat + 1}"
        print(f"game {n + 1}: {who} {'won' if won == 1 else 'shared' if won else 'lost'}{points}", flush=True)

    tally = arena(game.name, args.players, args.bot, args.vs, args.games, args.seed,
                  options, budgets, progress, args.paired)
    if (lead := tally.lead_line(args.bot)) is not None:
        print(lead)
    for line in tally.paired_lines(args.bot, args.vs):
        print(line)
    print(tally.seat_line(args.bot))
    print(tally.line(args.bot, args.vs))
    return 0


def _i18n(args: argparse.Namespace) -> int:
    """Per language: the keys it lacks (English is shown), templates whose placeholders differ from English,
    malformed plural entries, glossary terms it lacks; non-zero exit if any (``core.i18n.check``)."""
    found = i18n.check()
    for lang, problems in found.items():
        print(f"{lang}: {len(i18n.catalog(lang))} templates, {len(problems)} problems")
        for problem in problems:
            print(f"  {problem}")
    return 1 if any(found.values()) else 0


def _share(args: argparse.Namespace) -> int:
    if args.action == "decode":
        print(decode(args.text).record.to_json())
        return 0
    try:
        with open(args.text, encoding="utf-8") as fh:
            session = Session.load(fh.read())
    except OSError as exc:
        raise LoadError(i18n.Message("core.cannot_read", path=args.text, reason=str(exc.strerror))) from None
    print(encode(session, hide_names=args.anonymous))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m sobremesa")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("play", help="play one game with random legal moves")
    p.add_argument("game", choices=sorted(MODULES))
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--bots", choices=["random"], default="random")
    p.add_argument("--option", action="append", help="KEY=VALUE, one of the option's choices (repeatable)")
    p.add_argument("--record", help="write the game record to this file")
    p.set_defaults(run=_play)
    r = sub.add_parser("replay", help="replay a record and print its final state hash")
    r.add_argument("file")
    r.set_defaults(run=_replay)
    f = sub.add_parser("fuzz", help="seeded random games with every check after every action")
    f.add_argument("game", choices=sorted(MODULES))
    f.add_argument("--games", type=int, default=100)
    f.add_argument("--seed", type=int, default=0)
    f.add_argument("--option", action="append", help="KEY=VALUE, one of the option's choices (repeatable)")
    f.add_argument("--all-options", action="store_true",
                   help="cycle through every allowed combination of options with every player count")
    f.set_defaults(run=_fuzz)
    a = sub.add_parser("arena", help="one seat (rotating) at a bot level against bots of another level")
    a.add_argument("game", choices=sorted(MODULES))
    a.add_argument("--players", type=int, required=True)
    a.add_argument("--bot", choices=LEVELS, required=True)
    a.add_argument("--vs", choices=LEVELS, required=True)
    a.add_argument("--games", type=int, default=20)
    a.add_argument("--seed", type=int, default=1)
    a.add_argument("--iterations", type=int, help="search iterations a move for medium and hard (default: the "
                   "level's for the game and player count, as in the browser: bots/levels.py)")
    a.add_argument("--option", action="append", help="KEY=VALUE, one of the option's choices (repeatable)")
    a.add_argument("--paired", action="store_true", help="play each seed again with --vs in the level's seat too, "
                   "and print what that seat gave it and the level's lead over it, game by game")
    a.set_defaults(run=_arena)
    s = sub.add_parser("share", help="a game record as a share link's fragment, and back")
    s.add_argument("action", choices=["encode", "decode"])
    s.add_argument("text", help="encode: a record file (JSON); decode: a link, or its fragment (share=1.…)")
    s.add_argument("--anonymous", action="store_true", help="encode: 'Player 1', 'Player 2', … for the names")
    s.set_defaults(run=_share)
    t = sub.add_parser("i18n", help="check the catalogs of every language against English")
    t.add_argument("what", choices=["check"])
    t.set_defaults(run=_i18n)
    args = parser.parse_args(argv)
    run: Callable[[argparse.Namespace], int] = args.run
    try:
        return run(args)
    except LoadError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
