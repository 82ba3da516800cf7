"""The action list's shortcuts draw what Textual's own option list would: one-line labels
measured without wrapping, ASCII labels cut without counting cells one by one, and the blank
rows below the last option made once a draw."""

from __future__ import annotations

import pytest
from rich.cells import cell_len
from textual.app import App, ComposeResult
from textual.content import Content
from textual.geometry import Region
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from tui import textual_compat
from tui.widgets.actions import ActionList, ActionOptions, OneLine, _cut, _cut_by_cells
from tui.widgets.rows import SettledOptionList


@pytest.mark.parametrize(
    "text", ["Build Piraeus: tuck Clay Pit, 6 coins", "금화 3개를 내고 건물 짓기", "Mix 혼합 text", ""]
)
def test_a_label_is_cut_at_the_same_cell_either_way(text: str) -> None:
    for cells in range(-1, cell_len(text) + 2):
        assert _cut(text, cells) == _cut_by_cells(text, cells)


def test_a_one_line_label_measures_one_line_and_a_longer_one_as_content_does() -> None:
    rules: dict[str, object] = {}
    assert OneLine("3. Take 2 stone").get_height(rules, 20) == 1
    long = "a label much longer than the column it is shown in"
    assert OneLine(long).get_height(rules, 20) == Content(long).get_height(rules, 20)
    assert OneLine("ten cells!").get_height({"line_pad": 1}, 11) == Content("ten cells!").get_height(
        {"line_pad": 1}, 11
    )


class Lists(App[None]):
    CSS = "OptionList { height: 10; width: 30; }"

    def compose(self) -> ComposeResult:
        labels = ["1. Take the coins", "2. Build the farm"]
        yield SettledOptionList(*(Option(Content(label)) for label in labels), id="settled")
        yield OptionList(*(Option(Content(label)) for label in labels), id="textual")


async def test_the_rows_below_the_options_are_drawn_as_textuals_list_draws_them() -> None:
    app = Lists()
    async with app.run_test(size=(40, 24)) as pilot:
        app.set_focus(None)  # the same look for both: neither focused
        await pilot.pause()
        ours, theirs = app.query_one("#settled", OptionList), app.query_one("#textual", OptionList)
        crop = Region(0, 0, ours.outer_size.width, ours.outer_size.height)
        drawn, expected = ours.render_lines(crop), theirs.render_lines(crop)
        assert len(drawn) == len(expected) == 10
        assert [list(strip) for strip in drawn] == [list(strip) for strip in expected]


class Resizable(App[None]):
    """A settled list whose width the test changes, with labels that wrap when it narrows."""

    CSS = "SettledOptionList { height: 10; width: 60; }"

    def compose(self) -> ComposeResult:
        labels = ["1. Take the coins from the bank and build", "2. Build the farm"]
        yield SettledOptionList(*(Option(Content(label)) for label in labels), id="settled")


def _rows(widget: OptionList) -> list[str]:
    crop = Region(0, 0, widget.outer_size.width, widget.outer_size.height)
    return [strip.text.rstrip() for strip in widget.render_lines(crop)]


async def test_a_settled_list_keeps_its_first_rows_and_forgets_them_on_a_new_width() -> None:
    """Its first resize comes after its first draw at that width: the rows are kept (Textual's
    list forgets them and draws them again a frame later). A new width, and a width it had
    before, draw them anew: Textual caches rows without their width."""
    app = Resizable()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        rows = app.query_one(SettledOptionList)
        assert rows._first_drawn_width is not None  # drawn once, then resized: nothing to redraw
        wide = _rows(rows)
        assert any("1. Take the coins from the bank and build" in row for row in wide)
        for width, expect_wrapped in ((20, True), (60, False), (20, True)):
            rows.styles.width = width
            await pilot.pause()
            await pilot.pause()
            shown = _rows(rows)
            assert all(len(row) <= width for row in shown)
            one_line = any("1. Take the coins from the bank and build" in row for row in shown)
            assert one_line is not expect_wrapped, (width, shown)
            assert any("bank" in row for row in shown) and any("2. Build" in row for row in shown)


class HiddenList(App[None]):
    CSS = "SettledOptionList { height: 6; width: 30; overflow-y: scroll; display: none; }"

    def compose(self) -> ComposeResult:
        yield SettledOptionList(*(Option(f"row {n}") for n in range(12)), id="rows")


async def test_a_list_that_always_scrolls_has_its_scrollbar_before_it_is_shown() -> None:
    """Textual makes a scrollbar hidden at the first layout that shows it, then shows it: a
    second layout and frame. Made and shown at mount, the first showing places it at once."""
    patched = textual_compat.install()  # one layout a change, as in the app
    app = HiddenList()
    async with app.run_test(size=(40, 12)) as pilot:
        rows = app.query_one("#rows", SettledOptionList)
        await pilot.pause()
        assert rows.vertical_scrollbar.display  # made, and shown, while the list is hidden
        layouts: list[object] = []
        app.screen.screen_layout_refresh_signal.subscribe(app.screen, layouts.append)
        rows.display = True
        await pilot.pause()
        await pilot.pause(0.1)
        assert rows.show_vertical_scrollbar and rows.vertical_scrollbar.region.width == 2
        if patched:  # (without the patches Textual lays out twice for other reasons)
            assert len(layouts) == 1  # one layout shows the list with its scrollbar


class Actions(App[None]):
    """An action list of more actions than rows, as a busy decision has."""

    CSS = "ActionList { height: 12; width: 40; } ActionOptions { overflow-y: scroll; }"

    def compose(self) -> ComposeResult:
        yield ActionList()


LABELS = [
    "Build Piraeus: tuck Clay Pit, 6 coins",
    "금화 3개를 내고 건물 짓기",
    "Take a card",
    "A label far longer than the column, which the list cuts to one line with an ellipsis",
] * 5


def _drawn_as_textual_draws(options: OptionList) -> None:
    """Every row of the list, as ours and as Textual's list draws it (text, styles and the
    meta a click and a selection read)."""
    for y in range(options.scrollable_content_region.height):
        ours = options.render_line(y)
        textuals = OptionList.render_line(options, y)
        assert list(ours) == list(textuals), (y, ours.text, textuals.text)


async def test_the_action_rows_drawn_here_are_textuals_rows() -> None:
    app = Actions()
    async with app.run_test(size=(60, 20)) as pilot:
        actions = app.query_one(ActionList)
        actions.set_actions([(label, n) for n, label in enumerate(LABELS)], version=1)
        await pilot.pause()
        options = actions.query_one(ActionOptions)
        _drawn_as_textual_draws(options)  # focused, the first written out in full
        await pilot.press("down", "down", "down")  # the fourth, long one, in full
        await pilot.pause()
        _drawn_as_textual_draws(options)
        options.scroll_to(y=6, animate=False, immediate=True)
        await pilot.pause()
        _drawn_as_textual_draws(options)
        app.set_focus(None)  # the blurred look
        await pilot.pause()
        _drawn_as_textual_draws(options)


async def test_an_action_row_kept_from_the_last_draw_is_the_row_of_its_label() -> None:
    """A new decision listing some of the same actions: rows are kept by label, place and look."""
    app = Actions()
    async with app.run_test(size=(60, 20)) as pilot:
        actions = app.query_one(ActionList)
        options = actions.query_one(ActionOptions)
        actions.set_actions([(label, n) for n, label in enumerate(LABELS[:6])], version=1)
        await pilot.pause()
        actions.set_actions([(label, n) for n, label in enumerate(LABELS[2:8])], version=2)
        await pilot.pause()
        _drawn_as_textual_draws(options)
        rows = [strip.text.rstrip() for strip in options.render_lines(Region(0, 0, 40, 11))]
        assert rows[3].startswith("4. 금화 3개를") and rows[2].startswith("3. Build Piraeus")


async def test_a_hovered_action_is_drawn_as_textual_draws_it() -> None:
    app = Actions()
    async with app.run_test(size=(60, 20)) as pilot:
        actions = app.query_one(ActionList)
        await pilot.pause()
        actions.set_actions([(label, n) for n, label in enumerate(LABELS)], version=1)
        await pilot.pause()
        options = actions.query_one(ActionOptions)
        row = next(y for y in range(1, 9) if options.render_line(y).text.startswith("3. Take"))
        plain = options.render_line(row)
        await pilot.hover(ActionOptions, offset=(5, row))
        await pilot.pause()
        _drawn_as_textual_draws(options)
        hovered = options.render_line(row)
        assert hovered.text == plain.text and list(hovered) != list(plain)  # the hover's look


class ComposerLike(App[None]):
    """Rows as the composer writes them: plain Content, some with runs of spaces, one styled,
    one too long for a row, one in Korean."""

    CSS = "SettledOptionList { height: 10; width: 34; border: none; padding: 0; }"

    def compose(self) -> ComposeResult:
        prompts = [
            Content("1.  0 x Wool  (no more)"),
            Content("2.  3 x 양털과 목재  "),
            Content.from_markup("3.  1 x [b]Stone[/b]"),
            Content("4.  2 x a part whose name is longer than the row is wide"),
            Content("   "),
            Content("6.  0 x Cloth"),
        ]
        yield SettledOptionList(*(Option(prompt) for prompt in prompts), id="rows")


async def test_plain_composer_rows_are_drawn_as_textual_draws_them() -> None:
    app = ComposerLike()
    async with app.run_test(size=(40, 14)) as pilot:
        rows = app.query_one("#rows", SettledOptionList)
        await pilot.pause()
        _drawn_as_textual_draws(rows)
        rows.highlighted = 5
        await pilot.pause()
        _drawn_as_textual_draws(rows)
        drawn = [strip.text.rstrip() for strip in rows.render_lines(Region(0, 0, 34, 10))]
        assert drawn[0] == "1.  0 x Wool  (no more)" and drawn[1] == "2.  3 x 양털과 목재"


async def test_options_added_removed_and_reworded_are_drawn_as_textual_draws_them() -> None:
    app = ComposerLike()
    async with app.run_test(size=(40, 14)) as pilot:
        rows = app.query_one("#rows", SettledOptionList)
        await pilot.pause()
        rows.add_options([Option(Content("7.  1 x Silk"), id="silk"), Option(Content("8.  0 x Pepper"))])
        rows.remove_option_at_index(1)
        rows.replace_option_prompt("silk", Content("7.  2 x Silk, and a name that wraps in the row"))
        await pilot.pause()
        _drawn_as_textual_draws(rows)
        rows.remove_option("silk")
        await pilot.pause()
        _drawn_as_textual_draws(rows)
