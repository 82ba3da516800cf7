"""80x24 keeps every panel on screen; 120x40 and up gives the log a column of its own."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from tests.tui.privacy import visible_text
from tui.app import MeepleApp
from tui.widgets.actions import ActionList
from tui.widgets.panels import LogPanel, ScorePanel, StatusBar

GAME = get_game("tiny")


async def sit_ann_against_a_bot(app: MeepleApp, pilot) -> None:
    app.start_new_game(
        GAME, make_config(GAME.options, 2, {}, 2, 4), (SeatConfig("Ann"), SeatConfig("Bo", "bot", "random")), 2
    )
    await pilot.pause()


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_table_panels_fit(tmp_path: Path, size) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        seats = (SeatConfig("Ann"),) + tuple(SeatConfig(f"Bot {i}", "bot", "random") for i in (1, 2, 3))
        app.start_new_game(GAME, make_config(GAME.options, 4, {"bonus": True}, 2, 4), seats, 2)
        await pilot.pause()
        screen = app.screen
        width, height = size
        logs = [log for log in screen.query(LogPanel) if log.display and log.parent.display]
        assert len(logs) == 1
        wide = width >= 120
        assert screen.has_class("-wide") is wide
        assert (logs[0].id == "log-wide") is wide
        for widget in (
            screen.query_one(StatusBar),
            screen.query_one(ActionList),
            screen.query_one(ScorePanel),
            logs[0],
            screen.board,
            screen.private,
        ):
            region = widget.region
            assert region.width >= 20 and region.height >= 1, (type(widget).__name__, region)
            assert region.right <= width and region.bottom <= height - 1, (type(widget).__name__, region)
        # the action list shows at least five actions without scrolling (one line each but
        # the highlighted one, which may take three)
        assert screen.query_one(ActionList).options.region.height >= 3 + 4
        text = visible_text(app)
        assert "1." in text and "Scores" in text and "Log" in text and "to act" in text


async def test_help_shows_keys_and_focused_widget_help(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await sit_ann_against_a_bot(app, pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        from tests.tui.privacy import screen_text

        text = screen_text(app)
        assert "ctrl+q" in text and "filter the list by text" in text  # keys + ActionList.HELP
        assert "The public board" in text  # the game board's HELP
        await pilot.press("escape")
        await pilot.pause()
        assert type(app.screen).__name__ == "TableScreen"


async def test_escape_steps_back_from_the_log_then_leaves(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await sit_ann_against_a_bot(app, pilot)
        await pilot.press("l")  # the whole log, full screen
        await pilot.pause()
        assert type(app.screen).__name__ == "LogScreen"
        await pilot.press("escape")
        await pilot.pause()
        assert app.focused is app.screen.actions.options
        await pilot.press("escape")  # leaving asks first: a second Escape stays
        await pilot.pause()
        assert type(app.screen).__name__ == "ConfirmScreen"
        await pilot.press("escape")
        await pilot.pause()
        assert type(app.screen).__name__ == "TableScreen"
        await pilot.press("escape", "y")
        await pilot.pause()
        assert type(app.screen).__name__ == "TitleScreen"


async def test_p_brings_the_private_panel_into_view_at_80x24(tmp_path: Path) -> None:
    duel = get_game("duel")
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.start_new_game(
            duel, make_config(duel.options, 2, {}, 2, 2), (SeatConfig("Ann"), SeatConfig("Bo", "bot", "greedy")), 5
        )
        await pilot.pause()
        screen = app.screen
        column = screen.query_one("#left-col")
        assert screen.private.region.y >= column.region.bottom  # below the fold at first
        await pilot.press("p")
        await pilot.pause()
        assert column.region.y <= screen.private.region.y < column.region.bottom


async def test_p_shows_the_private_panel_and_p_again_returns(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await sit_ann_against_a_bot(app, pilot)
        column = app.screen.query_one("#left-col")
        start = column.scroll_y
        await pilot.press("p")
        await pilot.pause()
        assert app.screen.private.region.y < 24, "the private panel is in view"
        await pilot.press("p")
        await pilot.pause()
        assert column.scroll_y == start, "p again returns the board to where it was"


async def test_the_log_shown_after_a_resize_is_up_to_date(tmp_path: Path) -> None:
    """Only the log on screen is fed; widening to 120 columns shows the wide log with every line."""
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await sit_ann_against_a_bot(app, pilot)
        await pilot.press("1")
        await pilot.pause()
        lines = app.screen.snapshot.log
        assert lines
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        wide = app.screen.query_one("#log-wide", LogPanel)
        assert wide.display and app.screen.has_class("-wide")
        shown = "\n".join(wide.plain_lines)
        assert all(line in shown for line in lines[-3:])


async def test_the_log_stays_at_its_end_and_comes_back_to_it(tmp_path: Path) -> None:
    """The log is anchored at its end as lines come; scrolled up by the player, the next
    change brings it back to the end."""
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await sit_ann_against_a_bot(app, pilot)
        log = app.screen.query_one("#log", LogPanel)
        for _ in range(12):
            if app.screen.actions.shown:
                await pilot.press("1")
            await pilot.pause(0.05)
            if log.max_scroll_y > 0:
                break
        assert log.max_scroll_y > 0, "the log never overflowed its panel"
        assert log.scroll_y == log.max_scroll_y
        log.scroll_home(animate=False, immediate=True)
        await pilot.pause()
        assert log.scroll_y == 0
        table = app.screen
        before = len(table.snapshot.log)
        await pilot.press("1")
        await pilot.pause(0.1)
        assert len(table.snapshot.log) > before
        assert log.scroll_y == log.max_scroll_y > 0
