"""The new-game form and a player count that needs options (``Game.players_need``): Santa Maria with 5 players,
4 colonists and the Mayan City, needs Modules D and C (and American Kingdoms, which they need): the form says so
before Start and chooses them, so that Start never meets the engine's refusal."""

from __future__ import annotations

from typing import cast

from sobremesa.app.form import form_values, needed_options, new_table, options_from_form
from sobremesa.games import listing
from sobremesa.games.santamaria.state import SantaMariaState
from sobremesa.render.screens import form_html

NOTE = ("With 5 players Santa Maria needs Module D: the Mayan City and Module C: the Ambassadors: they are chosen "
        "for you.")


def santa_maria() -> dict:
    return next(g for g in listing() if g["name"] == "santamaria")


def test_the_options_five_players_need_and_what_they_need() -> None:
    game = santa_maria()
    assert game["max_players"] == 5
    assert needed_options(game, 5) == ["mayan_city", "ambassadors", "american_kingdoms"]
    assert needed_options(game, 4) == [] and needed_options(game, 1) == []


def test_the_form_chooses_them_and_says_so_before_start() -> None:
    games = listing()
    values = form_values(games, {"game": "santamaria", "count": 5,
                                 "options": {"mayan_city": False, "ambassadors": False, "governor": True}})
    assert values["needs"] == ["mayan_city", "ambassadors", "american_kingdoms"]
    assert {k: values["options"][k] for k in ("american_kingdoms", "mayan_city", "ambassadors", "governor")} == \
        {"american_kingdoms": True, "mayan_city": True, "ambassadors": True, "governor": True}
    html = form_html(games, values)
    assert f'<p class="muted" id="form-needs">{NOTE}</p>' in html
    assert html.index('id="form-needs"') < html.index('id="start"')
    for key in ("american_kingdoms", "mayan_city", "ambassadors"):
        select = html[html.index(f'data-key="{key}"'):]
        select = select[:select.index("</select>")]
        assert '<option value="true" selected>Yes</option>' in select, key
    table = new_table(games, {**values, "seed": "3"}, 0, "k")
    assert table.names == ["Ana", "Ben", "Cid", "Dora", "Eli"]
    assert table.session.record.options == {"setup": "standard", "american_kingdoms": True, "governor": True,
                                            "mayan_city": True, "ambassadors": True}
    assert options_from_form(games, values)["mayan_city"] is True
    state = cast(SantaMariaState, table.state)
    assert state.rules.roles and state.ambassadors is not None and state.governor is not None


def test_four_players_are_left_as_chosen() -> None:
    games = listing()
    values = form_values(games, {"game": "santamaria", "count": 4})
    assert values["needs"] == [] and not values["options"]["mayan_city"] and not values["options"]["ambassadors"]
    assert 'id="form-needs"' not in form_html(games, values)


def test_options_chosen_for_5_players_are_switched_off_again_for_another_count() -> None:
    five = form_values(listing(), {"game": "santamaria", "count": 5})
    solo = form_values(listing(), {**five, "count": 1})
    assert not solo["options"]["mayan_city"] and not solo["options"]["ambassadors"]
    assert not solo["options"]["american_kingdoms"] and solo["needs"] == []
