"""The device is passed between seats exactly when the game, with its options, hides something."""
from __future__ import annotations

from sobremesa.app.table import Table
from sobremesa.core import Session


def table(game: str, players: int, options: dict) -> Table:
    return Table(Session.new(game, players, 4, options), "test")


def test_santa_maria_passes_the_device_only_with_the_mayan_citys_hidden_hand() -> None:
    plain = table("santamaria", 2, {"american_kingdoms": True})
    assert not plain.hides() and plain.pass_to() is None
    city = table("santamaria", 2, {"american_kingdoms": True, "mayan_city": True})
    assert city.hides() and city.pass_to() == city.actor and city.screen()["mode"] == "pass"
    city.confirm_pass()
    assert city.pass_to() is None and city.screen()["mode"] == "play"
