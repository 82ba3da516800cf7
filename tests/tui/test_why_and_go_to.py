"""`w` lists the moves the rules hold back now, with their reasons from the rules package;
`g` reaches every part of the board column by keyboard (Architects' Guildhall, Cathedral and
Prison lay below the fold at 120x40)."""

from __future__ import annotations

from pathlib import Path

from rules.core.options import config_for
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from tests.tui.privacy import screen_text
from tui.app import MeepleApp
from tui.screens.go_to import GoToScreen
from tui.screens.table import TableScreen
from tui.screens.why_not import WhyNotScreen


async def settle(pilot, times: int = 4) -> None:
    for _ in range(times):
        await pilot.pause(0.02)


async def start(app: MeepleApp, pilot, game_id: str, players: int, options: dict) -> None:
    game = get_game(game_id)
    seats = (SeatConfig("Ann"),) + tuple(SeatConfig(f"Bot {n}", "bot", "random") for n in range(1, players))
    app.start_new_game(game, config_for(game, players, options), seats, 5)
    await settle(pilot, 6)


async def test_w_lists_the_reasons_and_closes_when_the_table_moves(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(app, pilot, "lorenzo", 2, {})
        assert isinstance(app.screen, TableScreen)
        expected = app.table.unavailable(0)
        assert expected  # with 2 players the market's far spaces are closed, for one
        await pilot.press("w")
        await settle(pilot)
        assert isinstance(app.screen, WhyNotScreen)
        text = " ".join(screen_text(app).split())
        assert f"{expected[0].what}: {expected[0].why}"[:40] in text
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        await pilot.press("w")
        await settle(pilot)
        assert isinstance(app.screen, WhyNotScreen)
        app.table.play(0, app.table.legal(0)[0])  # any change at the table closes it
        app.sync()
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)


async def test_w_at_a_game_without_reasons_says_so(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        from rules.core.options import make_config

        tiny = get_game("tiny")
        app.start_new_game(
            tiny, make_config(tiny.options, 2, {}, 2, 4), (SeatConfig("Ann"), SeatConfig("Bo", "bot", "random")), 3
        )
        await settle(pilot, 6)
        await pilot.press("w")
        await settle(pilot)
        assert isinstance(app.screen, WhyNotScreen)
        assert "does not list" in screen_text(app)


async def test_g_reaches_the_guildhall_cathedral_and_prison_at_120x40(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await start(app, pilot, "architects", 3, {})
        column = app.screen.query_one("#left-col")
        for part in ("Guildhall", "Cathedral", "Prison"):
            await pilot.press("g")
            await settle(pilot)
            assert isinstance(app.screen, GoToScreen)
            names = [name.strip() for name, _ in app.screen.parts]
            assert part in names, names
            for _ in range(names.index(part)):
                await pilot.press("down")
            await pilot.press("enter")
            await settle(pilot)
            assert isinstance(app.screen, TableScreen)
            section = app.screen.query_one(f"#ar-{part.lower()}")
            assert column.scrollable_content_region.y <= section.region.y < column.scrollable_content_region.bottom


async def test_brackets_page_the_board_while_the_list_keeps_its_page_keys(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await start(app, pilot, "architects", 3, {})
        column = app.screen.query_one("#left-col")
        assert column.scroll_y == 0 and column.max_scroll_y > 0
        await pilot.press("right_square_bracket")
        await settle(pilot)
        assert column.scroll_y > 0
        await pilot.press("left_square_bracket")
        await settle(pilot)
        assert column.scroll_y == 0
