"""Vertical scrollbars drawn row by distinct row (tui.textual_compat.scrollbar_rows) look exactly as Textual's."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.containers import HorizontalScroll, VerticalScroll
from textual.geometry import Region
from textual.scrollbar import ScrollBar, ScrollBarRender
from textual.widgets import Static

from tui.textual_compat import scrollbar_rows


class Lists(App[None]):
    CSS = "#short { width: 20; height: 9; } #long { width: 20; }"

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="short"):
            for number in range(14):
                yield Static(f"row {number}")
        with VerticalScroll(id="long"):
            for number in range(300):
                yield Static(f"row {number}")
        with HorizontalScroll(id="wide"):
            yield Static("x" * 200)


def _cells(lines) -> list[list]:  # type: ignore[no-untyped-def]
    return [list(line) for line in lines]


def _textual_lines(bar: ScrollBar, crop: Region):  # type: ignore[no-untyped-def]
    return ScrollBar.render_lines.textual(bar, crop)  # type: ignore[attr-defined]


@pytest.mark.parametrize("theme", ["textual-dark", "textual-light", "ansi-dark", "no-color"])
async def test_the_rows_are_textuals_cell_for_cell(monkeypatch, theme: str) -> None:
    """Every scroll position of a short and a long list, whole and cropped, plain, hovered and
    grabbed: the same glyphs, styles and mouse actions as Textual's own drawing."""
    if theme == "no-color":
        monkeypatch.setenv("NO_COLOR", "1")
    assert scrollbar_rows.install()
    app = Lists()
    async with app.run_test(size=(60, 24)) as pilot:
        if theme != "no-color":
            app.theme = theme
        await pilot.pause()
        compared = 0
        for list_id in ("short", "long"):
            scroller = app.query_one(f"#{list_id}", VerticalScroll)
            bar = scroller.vertical_scrollbar
            width, height = bar.size
            for y in range(0, scroller.max_scroll_y + 1, max(1, scroller.max_scroll_y // 40)):
                scroller.scroll_to(y=y, animate=False)
                await pilot.pause()
                for crop in (bar.size.region, Region(0, 2, width, 3), Region(1, 0, width - 1, height)):
                    for hovered, grabbed in ((False, None), (True, None), (False, bar.offset)):
                        bar.mouse_over, bar.grabbed = hovered, grabbed
                        quick = scrollbar_rows.quick_lines(bar, crop)
                        assert quick is not None
                        assert _cells(quick) == _cells(_textual_lines(bar, crop)), (list_id, y, crop, hovered)
                        compared += 1
                bar.mouse_over, bar.grabbed = False, None
        assert compared > 200


async def test_what_the_rows_do_not_cover_is_left_to_textual() -> None:
    """A horizontal bar, a scrollbar with padding of its own and a renderer that draws for
    itself are drawn by Textual."""

    class OwnDrawing(ScrollBarRender):
        def __rich_console__(self, console, options):  # type: ignore[no-untyped-def]
            yield from super().__rich_console__(console, options)

    app = Lists()
    async with app.run_test(size=(60, 24)) as pilot:
        await pilot.pause()
        wide = app.query_one("#wide", HorizontalScroll).horizontal_scrollbar
        assert scrollbar_rows.quick_lines(wide, wide.size.region) is None
        bar = app.query_one("#long", VerticalScroll).vertical_scrollbar
        assert scrollbar_rows.quick_lines(bar, bar.size.region) is not None
        bar.renderer = OwnDrawing
        assert scrollbar_rows.quick_lines(bar, bar.size.region) is None
        bar.renderer = ScrollBarRender
        bar.styles.padding = (0, 0, 0, 1)
        assert scrollbar_rows.quick_lines(bar, bar.size.region) is None


def test_installed_once_and_declined_by_a_textual_without_the_bar_maker(monkeypatch) -> None:
    assert scrollbar_rows.install() and scrollbar_rows.install()
    assert getattr(ScrollBar.render_lines, "quick_rows", False)
    textual = ScrollBar.render_lines.textual  # type: ignore[attr-defined]
    monkeypatch.setattr(ScrollBar, "render_lines", textual)
    monkeypatch.delattr(ScrollBarRender, "render_bar")
    assert scrollbar_rows.install() is False
    assert ScrollBar.render_lines is textual
