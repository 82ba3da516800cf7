"""`meeple play GAME ...`: the app opens straight at a new table, skipping the title and the
new-game form. The command line checks the request in full before any screen opens; here
it is only carried to the app and started once the app has mounted.

No Textual at import: the command line builds a `StartRequest` before Textual starts.
"""

from __future__ import annotations

from typing import Any

import attrs

from rules.core.options import GameConfig
from rules.core.session import SeatConfig


@attrs.frozen
class StartRequest:
    """A new table, as the new-game form would hand it to `MeepleApp.start_new_game`."""

    game: Any
    config: GameConfig
    seats: tuple[SeatConfig, ...]
    #: None: a random seed, kept secret until the game ends (as the form does).
    seed: int | str | None = None


def schedule(app: Any, request: StartRequest) -> None:
    """Sit `app` at the requested table once it has mounted (the title stays below it, so
    leaving the table goes back to the title as usual)."""
    app.call_later(start, app, request)


def start(app: Any, request: StartRequest) -> None:
    app.start_new_game(request.game, request.config, request.seats, request.seed)
