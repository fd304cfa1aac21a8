"""The replay viewer of a share link (issue 14): app/replay.py and render/replay.py, in every language."""

from __future__ import annotations

import re

import pytest

from sobremesa.app.nav import is_share_link
from sobremesa.app.replay import Replay
from sobremesa.core import LoadError, Session, share, state_hash
from sobremesa.core.fuzz import play_random
from sobremesa.core.i18n import ENGLISH, LANGUAGES, reason, say, text
from sobremesa.games import get
from sobremesa.render import esc, read_lines, tokens_for
from sobremesa.render.replay import moves_html, outcome_html, refused_html, share_box_html, status_text, viewer_html


@pytest.fixture(scope="module")
def session() -> Session:
    played = play_random(get("salamanca"), 3, 2, check=False)
    played.record.meta = {"colours": ["blue", "green", "pink"], "finished": True}
    return share.decode(share.encode(played))


def test_it_opens_at_the_position_shared_and_steps_within_the_game(session: Session) -> None:
    replay = Replay(session)
    total = len(session.record.actions)
    assert replay.step == replay.total == total
    assert replay.screen()["hash"] == session.replay_hash() and replay.screen()["over"]
    replay.go(total + 5)
    assert replay.step == total
    replay.go(-1)
    assert replay.step == 0 and replay.screen()["hash"] == state_hash(session.game, session.states[0])
    replay.go(10)
    screen = replay.screen()
    assert screen["hash"] == state_hash(session.game, session.states[10]) and not screen["over"]
    assert screen["outcome"] is None and screen["prompt"] == session.game.prompt(session.states[10])
    replay.go(total)
    assert replay.screen("de")["prompt"] == "Das Spiel ist vorbei." == say("de", "table.over")
    assert screen["board"].startswith("<") and 'data-action' not in screen["board"]  # a replay offers no moves


def test_the_log_move_by_move_follows_the_view_chosen(session: Session) -> None:
    replay = Replay(session)
    public = replay.moves()
    assert len(public) == replay.total + 1
    assert public[1][0] == session.game.describe(session.states[0], session.record.actions[0], None)
    replay.look_from(1)
    assert replay.seat == 1
    own = replay.moves()
    assert own[1][0] == session.game.describe(session.states[0], session.record.actions[0], 1)
    assert sum(map(len, own)) >= sum(map(len, public))  # a seat reads what the public reads, and its own secrets
    replay.look_from(7)
    assert replay.seat is None


def test_a_seat_view_shows_what_the_public_view_hides(session: Session) -> None:
    replay = Replay(session)
    replay.go(5)
    public = replay.screen()["side"]
    replay.look_from(0)
    assert replay.screen()["side"] != public


def test_continue_from_here_is_a_new_local_game(session: Session) -> None:
    replay = Replay(session)
    replay.go(12)
    table = replay.continue_here("sobremesa-save-x", "2026-12-01T10:00:00Z")
    assert table.key == "sobremesa-save-x"
    assert table.session.record.actions == session.record.actions[:12]
    assert table.session.record.seed == session.record.seed and table.names == session.record.players
    assert table.session.record.meta == {"colours": ["blue", "green", "pink"], "started": "2026-12-01T10:00:00Z"}
    assert not table.over and table.session.replay_hash() == state_hash(session.game, session.states[12])
    replay.go(replay.total)
    assert replay.continue_here("k").session.record.meta["finished"] is True


def test_the_viewer_markup() -> None:
    frame = viewer_html("Salamanca", ["Ana", "<b>Ben</b>"], 40, 1, 40)
    assert "&lt;b&gt;Ben&lt;/b&gt;&#x27;s view" in frame and "<b>" not in frame
    assert 'max="40"' in frame and 'value="40"' in frame and '<option value="1" selected>' in frame
    for word in ("First", "Back", "Play", "Next", "Last", "Continue from here", "Everyone (public view)"):
        assert word in frame
    moves = moves_html([["Set-up line"], ["Ana takes <x>.", "A tile is drawn."]], 1)
    assert moves.count("<li>") == 2 and "Ana takes &lt;x&gt;. A tile is drawn." in moves
    assert 'data-replay-step="1" aria-current="step"' in moves and "Set-up" in moves
    assert status_text(0, 40, "Ana decides.") == "Set-up. Ana decides."
    assert status_text(3, 40, "Ben decides.") == "Move 3 of 40. Ben decides."
    assert 'role="alert"' in refused_html("The link is <damaged>.") and "&lt;damaged&gt;" in refused_html("<damaged>")


def test_the_share_box_warns_before_a_game_is_over() -> None:
    warning = esc(say(ENGLISH, "share.seed_warning"))
    assert "reveals every future draw" in warning and warning not in share_box_html(over=True)
    unfinished = share_box_html(over=False)
    assert warning in unfinished and "I understand: make the link" in unfinished
    assert 'id="share-names"' in unfinished


def test_a_share_link_is_an_address_of_its_own() -> None:
    assert is_share_link("#share=1.abc") and not is_share_link("#table=x") and not is_share_link("")


def _screens(session: Session, lang: str) -> list[str]:
    """The viewer, its status and moves, the outcome, both share boxes and a refused link, drawn in ``lang``."""
    names = session.record.players
    try:
        share.decode("share=1.AAAA")
    except LoadError as exc:
        refused = refused_html(text(reason(exc), lang), lang)
    outcome = session.game.outcome(session.state)
    markup = (viewer_html("Salamanca", names, 40, None, 0, lang) + moves_html([["x"], ["y"]], 0, lang)
              + outcome_html(outcome, names, tokens_for(None, len(names)), lang)
              + share_box_html(True, lang) + share_box_html(False, lang) + refused)
    return [*read_lines(markup), status_text(0, 40, "x", lang), status_text(3, 40, "x", lang)]


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != ENGLISH])
def test_the_viewer_and_the_share_box_speak_the_language_chosen(session: Session, lang: str) -> None:
    """Every word of the viewer, the share box and a refusal is the catalog's in the language chosen: no line of
    the English screens is left but the names, the game's title and the move numbers; no placeholder unfilled."""
    english, shown = _screens(session, ENGLISH), _screens(session, lang)
    assert len(shown) == len(english)
    outcome = session.game.outcome(session.state)
    assert outcome is not None
    categories = {name for name, _ in outcome.categories}  # the game's words
    same = {"Normal", "Total"}  # the same word in Spanish, German or French
    own = {*session.record.players, *categories, *same, "Salamanca", "x", "y", "1."} | {str(n) for n in range(100)}
    left = [line for line in shown if line in english and line not in own and re.search(r"[A-Za-z]", line)]
    assert left == [], left
    assert not [line for line in shown if re.search(r"[{}]", line)]
