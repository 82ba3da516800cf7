"""The journeys a newcomer takes between games, through the real app and its keys: a game is
started from the title, a key is played, the still moment prepares that game's screens unseen
(rules, end screen), Escape leaves, and another game is entered by New, Load or Continue and
played. Every ordered pair of the five games, at 80x24 or 120x40 in turn.

Before, the second game's rules screen took the id of the first's, still installed, and the
app stopped on `DuplicateIds` about a second after the switch."""

from __future__ import annotations

import itertools
import os
import time
from pathlib import Path
from typing import Any

import pytest

from rules.core import registry
from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.saves import list_saves
from rules.core.session import SeatConfig
from tui.app import MeepleApp
from tui.screens.dialogs import ConfirmScreen
from tui.screens.handoff import HandoffScreen
from tui.screens.table import TableScreen
from tui.screens.title import TitleScreen
from tui.table.table import Table

GAMES = tuple(info.id for info in registry.GAMES)
PAIRS = tuple(itertools.permutations(GAMES, 2))
WAYS = ("new", "load", "continue")
SIZES = ((80, 24), (120, 40))


async def settle(pilot: Any, times: int = 4) -> None:
    for _ in range(times):
        await pilot.pause(0.02)


def saved_game(folder: Path, game_id: str) -> Path:
    """A save of `game_id` one move in, made headless: what Load and Continue find."""
    game = get_game(game_id)
    players = max(game.min_players, 2) if game.max_players >= 2 else game.min_players
    config = make_config(game.options, players, {}, game.min_players, game.max_players)
    seats = tuple(SeatConfig(f"P{n + 1}") for n in range(players))
    table = Table.new(game, config, seats, 11, folder)
    seat = min(table.to_act())
    table.play(seat, table.legal(seat)[0])
    path = table.save()
    assert path is not None
    return path


async def new_game_from_title(pilot: Any, game_id: str) -> None:
    await pilot.press("n", str(GAMES.index(game_id) + 1))
    await settle(pilot)
    await pilot.press("f5")  # the set-up form's defaults
    await settle(pilot)


async def play_a_key(app: MeepleApp, pilot: Any, game_id: str) -> None:
    """Pass a hand-off if one is up, then pick the first action; then the still moment."""
    assert isinstance(app.screen, (TableScreen, HandoffScreen)), app.screen
    assert app.table is not None and app.table.game.id == game_id
    if isinstance(app.screen, HandoffScreen):
        await pilot.press("space")
        await settle(pilot)
    await pilot.press("1")
    await settle(pilot)
    app._collect()  # the still moment: this game's rules and end screens mounted unseen
    await settle(pilot, 8)
    assert app.return_code is None


# Each ordered pair at one size, the sizes in turn: every game is left and entered at both
# sizes, and the pair decides the crash (the second game's screens meeting the first's), not the
# size. All forty were ~260 s of test time, two of make test's 13-15 minutes on two cores.
JOURNEYS = tuple((first, second, SIZES[index % len(SIZES)]) for index, (first, second) in enumerate(PAIRS))


@pytest.mark.parametrize(
    ("first", "second", "size"),
    JOURNEYS,
    ids=[f"{first}-{second}-{size[0]}x{size[1]}" for first, second, size in JOURNEYS],
)
async def test_switching_games_never_crashes(tmp_path: Path, first: str, second: str, size: tuple[int, int]) -> None:
    way = WAYS[(PAIRS.index((first, second)) + SIZES.index(size)) % len(WAYS)]
    kept = saved_game(tmp_path, second) if way != "new" else None
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        await new_game_from_title(pilot, first)
        await play_a_key(app, pilot, first)
        await pilot.press("escape")
        await settle(pilot)
        if not isinstance(app.screen, (TitleScreen, ConfirmScreen)):  # focus went back to the list
            await pilot.press("escape")
            await settle(pilot)
        assert isinstance(app.screen, ConfirmScreen)  # leaving a game in play asks first
        await pilot.press("y")
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen), app.screen
        if way == "new":
            await new_game_from_title(pilot, second)
        elif way == "continue":
            later = time.time() + 60  # the newest save: what Continue opens
            os.utime(kept, (later, later))
            await pilot.press("c")
            await settle(pilot)
        else:
            await pilot.press("o")
            await settle(pilot)
            await pilot.press(*["down"] * list_saves(tmp_path).index(kept), "enter")
            await settle(pilot)
        await play_a_key(app, pilot, second)
        if kept is not None:
            assert app.table.save_path == kept
    assert app.return_code in (None, 0)
