"""A screen whose own drawing is only its background, drawn once per look.

Textual repaints a screen it shows again (the table after a hand-off, the rules or the end
screen) by clearing the screen's line cache, so the screen's own background, 40 blank lines
at 120x40, is made again every time, the same each time: ~2 ms of every hand-off and every
return to the table (traced: the same strips as the frame before). `SteadyBackground` keeps
the last lines and gives them back while nothing they depend on has changed.
"""

from __future__ import annotations

from typing import Any, Callable, Iterable

from textual.geometry import Region
from textual.strip import Strip


class SteadyBackground:
    """Mixin for a `Screen` (first in the bases) that draws nothing of its own but its
    background: its lines depend only on the crop, its size and its colours."""

    _steady_key: Any = None
    _steady_lines: list[Strip] = []

    def render_lines(self, crop: Region) -> list[Strip]:
        styles = self.styles  # type: ignore[attr-defined]
        key = (
            crop,
            self.outer_size,
            styles.background,
            styles.background_tint,  # type: ignore[attr-defined]
            styles.tint,
            styles.color,
            styles.text_opacity,
            styles.text_style,
        )
        if key == self._steady_key:
            return self._steady_lines
        lines = super().render_lines(crop)  # type: ignore[misc]
        self._steady_key, self._steady_lines = key, lines
        return lines


def inner_rows(widget: Any, crop: Region) -> range:
    """The rows of `crop` between `widget`'s top and bottom edges (border and padding)."""
    top, _, bottom, _ = widget.styles.gutter
    return range(max(crop.y, top), min(crop.bottom, widget.outer_size.height - bottom))


def with_edges(draw: Callable[[Region], list[Strip]], crop: Region, inner: range, rows: Iterable[Strip]) -> list[Strip]:
    """`crop`'s rows: those above and below `inner` as `draw` (Textual) draws them, `rows` for
    the inner ones."""
    x, width = crop.x, crop.width
    head = draw(Region(x, crop.y, width, inner.start - crop.y)) if inner.start > crop.y else []
    tail = draw(Region(x, inner.stop, width, crop.bottom - inner.stop)) if crop.bottom > inner.stop else []
    return [*head, *rows, *tail]


class PlainBox:
    """Mixin for a container (first in the bases) whose own drawing is its border, padding and
    background, its children drawn over it: every row between its top and bottom edges is the
    same row. A game's board is such a box whose height follows its sections, and Textual draws
    a box of a new size again row by row (~40-60 us a row: traced, 1-2.4 ms of each confirm
    that changed a board's height, 38 rows of which nothing shows but the border). Here the
    edges and the first inner row are drawn by Textual, the other inner rows are that row."""

    def render_lines(self, crop: Region) -> list[Strip]:
        draw = super().render_lines  # type: ignore[misc]
        inner = inner_rows(self, crop)
        if len(inner) < 2:
            return draw(crop)  # type: ignore[no-any-return]
        (row,) = draw(Region(crop.x, inner.start, crop.width, 1))
        return with_edges(draw, crop, inner, [row] * len(inner))
