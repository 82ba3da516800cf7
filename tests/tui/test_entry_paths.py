"""Every way into a game lands on a live table: New, Continue, Load, and a file on the command
line, for every game, hot-seat (through the hand-off) and against a bot. Live means: the
seat's choices are shown, the focus is on them, and the first key makes a move."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from tests.tui.test_leak import Stats, check
from tui.app import MeepleApp
from tui.screens.handoff import HandoffScreen
from tui.screens.table import TableScreen
from tui.screens.title import LoadScreen, TitleScreen
from tui.table.table import Table

GAMES = [("tiny", 2, {}), ("duel", 2, {"agora": True}), ("sheriff", 3, {})]


def saved_hotseat_game(game_id: str, players: int, options: dict, folder: Path) -> Path:
    """A hot-seat game with a few moves made (bots' choices for the humans), saved."""
    game = get_game(game_id)
    config = make_config(game.options, players, options, game.min_players, game.max_players)
    seats = tuple(SeatConfig(f"P{i + 1}") for i in range(players))
    table = Table.new(game, config, seats, 5, folder)
    for _ in range(3):
        seat = min(table.to_act())
        bot = game.bot("random")
        action = bot.choose(game.view(table.state, seat), table.legal(seat), __import__("random").Random(seat))
        table.play(seat, action)
    assert table.save_path is not None and table.save_path.exists()
    return table.save_path


async def assert_live(pilot: Any, app: MeepleApp) -> None:
    for _ in range(3):
        await pilot.pause()
    if isinstance(app.screen, HandoffScreen):
        check(app, Stats())
        await pilot.press("space")
        for _ in range(3):
            await pilot.pause()
    screen = app.screen
    assert isinstance(screen, TableScreen), f"landed on {screen!r}"
    check(app, Stats())
    chooser = screen.composer.rows if screen.composing else screen.actions.options
    assert screen.composing or screen.actions.shown, "no choices on the table"
    assert chooser.has_focus, f"focus is on {app.focused!r}, not the choices"
    before = len(app.table.session.log)
    if screen.composing:
        await pilot.press("plus")
    await pilot.press("enter")
    for _ in range(3):
        await pilot.pause()
    assert len(app.table.session.log) > before, "the first key made no move"


@pytest.mark.parametrize(("game_id", "players", "options"), GAMES, ids=[g[0] for g in GAMES])
async def test_continue_load_and_command_line_land_on_a_live_table(
    tmp_path: Path,
    game_id: str,
    players: int,
    options: dict,
) -> None:
    path = saved_hotseat_game(game_id, players, options, tmp_path)
    # Continue
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("c")
        await assert_live(pilot, app)
    # Load list
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("o")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        await pilot.press("enter")
        await assert_live(pilot, app)
    # a save file given on the command line
    app = MeepleApp(tmp_path, load=path, pace=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await assert_live(pilot, app)


@pytest.mark.parametrize(("game_id", "players", "options"), GAMES, ids=[g[0] for g in GAMES])
async def test_new_game_lands_on_a_live_table(tmp_path: Path, game_id: str, players: int, options: dict) -> None:
    game = get_game(game_id)
    config = make_config(game.options, players, options, game.min_players, game.max_players)
    for kinds in (("human",) * players, ("human",) + ("bot",) * (players - 1)):
        seats = tuple(
            SeatConfig(f"P{i + 1}") if kind == "human" else SeatConfig(f"Bot{i + 1}", "bot", "random")
            for i, kind in enumerate(kinds)
        )
        app = MeepleApp(tmp_path / "-".join(kinds), pace=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.start_new_game(game, config, seats)
            for _ in range(20):  # bots may move first
                await pilot.pause(0.02)
                if isinstance(app.screen, HandoffScreen) or (
                    isinstance(app.screen, TableScreen) and (app.screen.actions.shown or app.screen.composing)
                ):
                    break
            await assert_live(pilot, app)
