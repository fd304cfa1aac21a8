"""The computer players' Web Worker (issue 12): a second Python that chooses their moves, so that the page never
waits for a search. The page starts it (``create_named_worker`` in glue/bots.py, as PyScript's) and awaits ``think``
(JSON in, JSON out: ``sobremesa.app.computer``); it never touches the page. It starts with the engine and its table's
part (pyscript-worker.json); a game's part (tools/split_wheel.py) is fetched the first time a move of that game is
asked, from the address the page sends with the request."""

from __future__ import annotations

from js import fetch

from sobremesa.app.computer import think as choose
from sobremesa.core.wheels import unpack

__export__ = ["think"]
games: set[str] = set()  # the addresses of the games' parts unpacked


async def think(request: str, game_wheel: str) -> str:
    """The move ``request`` asks for (``app.computer.think``), once the part of its game is here (``game_wheel``)."""
    if game_wheel not in games:
        response = await fetch(game_wheel)
        if not response.ok:
            raise OSError(f"{game_wheel}: {response.status}")
        unpack((await response.arrayBuffer()).to_bytes(), "sobremesa/")
        games.add(game_wheel)
    return choose(request)
