"""New log lines and new actions change only how far their panels scroll: they ask for no
layout of the screen, and the scrollbars still show the new extent."""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult

from tests.tui.test_frames import Counts
from tui.widgets.actions import ActionList
from tui.widgets.panels import LogPanel


class Panels(App[None]):
    # the action list's scrollbar is always there, as the table's stylesheet has it
    CSS = (
        "LogPanel { height: 8; width: 40; } ActionList { height: 8; width: 40; } ActionOptions { overflow-y: scroll; }"
    )

    def compose(self) -> ComposeResult:
        yield LogPanel(id="log")
        yield ActionList(id="actions")


def layouts(monkeypatch: Any) -> list[str]:
    """The layout passes from now on, as the frame tests count them."""
    return Counts(monkeypatch).layouts


async def test_new_log_lines_lay_nothing_out_and_the_scrollbar_follows(monkeypatch) -> None:
    app = Panels()
    async with app.run_test(size=(80, 30)) as pilot:
        log = app.query_one(LogPanel)
        log.set_log([f"entry {n}" for n in range(3)], None)
        await pilot.pause()
        passes = layouts(monkeypatch)
        for count in (4, 12, 30):
            log.set_log([f"entry {n}" for n in range(count)], None)
            await pilot.pause()
            assert passes == []
            assert log.virtual_size.height == count
            bar = log.vertical_scrollbar
            assert bar.window_virtual_size == count
            assert log.scroll_y == log.max_scroll_y == max(0, count - log.scrollable_content_region.height)
            assert bar.position == log.scroll_y
        # a new width is laid out as before, and the entries are wrapped to it
        log.styles.width = 20
        await pilot.pause()
        assert passes and log.virtual_size.width == log.scrollable_content_region.width


async def test_new_actions_lay_nothing_out(monkeypatch) -> None:
    app = Panels()
    async with app.run_test(size=(80, 30)) as pilot:
        actions = app.query_one(ActionList)
        actions.set_actions([(f"take {n}", n) for n in range(3)])
        await pilot.pause()
        passes = layouts(monkeypatch)
        for count in (5, 20, 2):
            actions.set_actions([(f"take {n} now", n) for n in range(count)])
            await pilot.pause()
            assert passes == []
            assert actions.options.virtual_size.height == count
            assert actions.options.vertical_scrollbar.window_virtual_size == count
        actions.display = False  # a real change of the screen still lays it out
        await pilot.pause()
        assert passes


async def test_a_list_whose_scrollbar_comes_and_goes_is_laid_out_for_it(monkeypatch) -> None:
    app = Panels()
    async with app.run_test(size=(80, 30)) as pilot:
        actions = app.query_one(ActionList)
        actions.options.styles.overflow_y = "auto"
        actions.set_actions([(f"take {n}", n) for n in range(2)])
        await pilot.pause()
        assert not actions.options.show_vertical_scrollbar
        passes = layouts(monkeypatch)
        actions.set_actions([(f"take {n}", n) for n in range(20)])
        await pilot.pause()
        assert passes and actions.options.show_vertical_scrollbar
