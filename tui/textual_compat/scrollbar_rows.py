"""Vertical scrollbars drawn row by distinct row.

A vertical scrollbar is a column of at most five different cells: track above the thumb, the
thumb's two ends, the thumb, track below. Textual draws it like any widget: the bar becomes a
Rich renderable, the renderable is cut into lines, and every line goes through the widget's style
cache, three new strips a row. A table's scrollbars (log, action options, left column) are drawn
anew on most hand-offs, since their extent changed: traced over 30 hand-offs at 120x40, that
was 2.5-4 ms of a ~30 ms hand-off, for 100-odd rows of a handful of distinct cells.

`quick_lines` makes each distinct row once and repeats it. The cells are the ones Textual would
draw: the same glyphs and mouse actions from the same `ScrollBarRender.render_bar`, over the
scrollbar's base style, through the app's line filters (ANSI colours, monochrome). Anything this
does not cover goes to Textual as before: a horizontal bar, a renderer that draws for itself,
a scrollbar styled with a border, padding, tint, hatch or opacity (none in Meeple).

`ScrollBar.render_lines` and `Widget.get_line_filters` are public but the attributes read here
are not: `install()` checks them and leaves Textual as it is when they differ (and `tui.textual_compat`
installs it only for the exact Textual tested). `tests/tui/test_scrollbar_rows.py` compares the rows with
Textual's own, cell for cell and style for style.
"""

from __future__ import annotations

from typing import Any

from rich.color import Color as RichColor
from rich.segment import Segment
from textual.geometry import Region
from textual.strip import Strip


def _plain_styles(bar: Any) -> bool:
    """True when nothing in the scrollbar's own styles changes its cells."""
    styles = bar.styles
    return (
        not any(styles.gutter)
        and not styles.tint.a
        and bar.opacity == 1
        and (not styles.has_rule("hatch") or styles.hatch == "none")
    )


def quick_lines(bar: Any, crop: Region) -> list[Strip] | None:
    """The rows of `bar` within `crop`, or None when Textual must draw them itself."""
    from textual.scrollbar import ScrollBarRender

    if not bar.vertical or not _plain_styles(bar):
        return None
    renderable = bar.render()
    kind = type(renderable)
    if not isinstance(renderable, ScrollBarRender):
        return None
    if kind.__rich_console__ is not ScrollBarRender.__rich_console__:  # a renderer drawing for itself
        return None
    width, height = bar.size
    if not width or not height:
        return None
    style = renderable.style
    if not hasattr(style, "bgcolor"):  # a style given by name: Textual's path parses it
        return None
    column = kind.render_bar(
        size=height,
        window_size=renderable.window_size,
        virtual_size=renderable.virtual_size,
        position=renderable.position,
        vertical=True,
        thickness=width,
        back_color=style.bgcolor or RichColor.parse("#555555"),
        bar_color=style.color or RichColor.parse("bright_magenta"),
    )
    base = bar.visual_style.rich_style
    background = bar.background_colors[1]
    filters = bar.get_line_filters()
    made: dict[Segment, Strip] = {}
    rows: list[Strip] = []
    for cell in column.segments[crop.y : crop.bottom]:
        strip = made.get(cell)
        if strip is None:
            strip = Strip([Segment(cell.text, base + cell.style)], width)
            for line_filter in filters:
                strip = strip.apply_filter(line_filter, background)
            made[cell] = strip
        rows.append(strip)
    if crop.column_span != (0, width):
        rows = [row.crop(crop.x, crop.right) for row in rows]
    return rows


def install() -> bool:
    """Route `ScrollBar.render_lines` through `quick_lines` once; True when in place."""
    from textual.scrollbar import ScrollBar, ScrollBarRender

    original = ScrollBar.render_lines
    if getattr(original, "quick_rows", False):
        return True
    if not (
        hasattr(ScrollBarRender, "render_bar")
        and hasattr(ScrollBar, "visual_style")
        and hasattr(ScrollBar, "background_colors")
    ):
        return False

    def render_lines(self: Any, crop: Region) -> list[Strip]:
        rows = quick_lines(self, crop)
        return original(self, crop) if rows is None else rows

    render_lines.quick_rows = True  # type: ignore[attr-defined]
    render_lines.textual = original  # type: ignore[attr-defined]  # what the tests compare with
    ScrollBar.render_lines = render_lines  # type: ignore[method-assign]
    return True
