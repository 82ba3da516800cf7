"""Width-dependent drawings handed to Textual as text made once per width (tui.widgets.fitted):
the same lines as Rich draws them, measured and drawn without Rich."""

from __future__ import annotations

from rich.console import Console
from rich.text import Text
from textual.app import App, ComposeResult
from textual.widgets import Static

from rules.duel import data as D
from tests.tui.duel_pyramid import layout_slots
from tui.games.duel import drawing
from tui.widgets.fitted import WRAPPING, KeptWraps, WidthDrawn


def test_each_width_is_drawn_once() -> None:
    asked: list[int] = []

    def make(width: int) -> Text:
        asked.append(width)
        return Text("x" * width)

    drawn = WidthDrawn(make)
    assert drawn.content(10).plain == "x" * 10 and drawn.content(10).plain == "x" * 10
    assert drawn.get_height({}, 20) == 1
    assert asked == [10, 20]


def test_by_width_picks_the_wording_for_the_width_and_leaves_other_drawings_to_rich() -> None:
    narrow, wide = Text("short"), Text("a longer wording")
    visual = drawing.ByWidth(narrow, wide, 30).visualize()
    assert isinstance(visual, WidthDrawn)
    assert visual.content(29).plain == "short" and visual.content(30).plain == "a longer wording"
    mixed = drawing.ByWidth("plain", wide, 30)
    assert mixed.visualize() is mixed  # not two Texts: drawn by Rich as before


def _pyramid() -> drawing.Pyramid:
    slots = layout_slots(next(iter(D.load().layouts.values())))
    return drawing.Pyramid(slots, drawing.LEGEND, cursor=slots[-1].index)


def _rich_lines(pyramid: drawing.Pyramid, width: int) -> list[str]:
    """The pyramid as Rich draws it (its lines, then the legends, each wrapped)."""
    console = Console(width=width, record=True, color_system=None)
    console.print(pyramid)
    return [line.rstrip() for line in console.export_text().splitlines()]


async def test_a_static_shows_the_pyramid_as_rich_draws_it() -> None:
    pyramid = _pyramid()

    class One(App[None]):
        CSS = "Static { width: 1fr; }"

        def compose(self) -> ComposeResult:
            yield Static(pyramid, id="shown")

    for size in ((60, 30), (46, 30), (100, 30)):
        app = One()
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            shown = app.query_one("#shown", Static)
            width = shown.content_region.width
            expected = _rich_lines(pyramid, width)
            rows = [strip.text.rstrip() for strip in shown.render_lines(shown.content_region.reset_offset)]
            assert rows == expected, size
            assert shown.content_region.height == len(expected)


def test_kept_wraps_wrap_a_line_once_per_words_styles_and_width() -> None:
    def wrap(text: Text, width: int) -> list[Text]:
        return list(text.wrap(WRAPPING, width))

    kept = KeptWraps(keep=3)
    line = Text("the sheriff inspects the bag of apples and cheese")
    once = kept.wrapped(line, 12, wrap)
    assert [t.plain for t in once] == [t.plain for t in line.wrap(WRAPPING, 12)]
    assert kept.wrapped(Text(line.plain), 12, wrap) is once  # same words and styles: kept
    assert kept.wrapped(line, 20, wrap) is not once  # another width
    styled = Text(line.plain)
    styled.stylize("bold", 4, 11)
    bold = kept.wrapped(styled, 12, wrap)
    assert bold is not once and bold[0].spans  # other styles: wrapped with them
    kept.wrapped(Text("a fourth line"), 12, wrap)  # over `keep`: forgotten, wrapped again
    assert kept.wrapped(line, 12, wrap) is not once
