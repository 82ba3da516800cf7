"""A screen whose own drawing is only its background, drawn once per look.

Textual repaints a screen it shows again (the table after a hand-off, the rules or the end
screen) by clearing the screen's line cache, so the screen's own background, 40 blank lines
at 120x40, is made again every time, the same each time: ~2 ms of every hand-off and every
return to the table (traced: the same strips as the frame before). `SteadyBackground` keeps
the last lines and gives them back while nothing they depend on has changed.
"""

from __future__ import annotations

from typing import Any

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


class PlainBox:
    """Mixin for a container (first in the bases) whose own drawing is its border, padding and
    background, its children drawn over it: every row between its top and bottom edges is the
    same row. A game's board is such a box whose height follows its sections, and Textual draws
    a box of a new size again row by row (~40-60 us a row: traced, 1-2.4 ms of each confirm
    that changed a board's height, 38 rows of which nothing shows but the border). Here the
    edges and the first inner row are drawn by Textual, the other inner rows are that row."""

    def render_lines(self, crop: Region) -> list[Strip]:
        draw = super().render_lines  # type: ignore[misc]
        top, _, bottom, _ = self.styles.gutter  # type: ignore[attr-defined]
        first = max(crop.y, top)
        last = min(crop.bottom, self.outer_size.height - bottom)  # type: ignore[attr-defined]
        if last - first < 2:
            return draw(crop)  # type: ignore[no-any-return]
        x, width = crop.x, crop.width
        head = draw(Region(x, crop.y, width, first - crop.y)) if first > crop.y else []
        (row,) = draw(Region(x, first, width, 1))
        tail = draw(Region(x, last, width, crop.bottom - last)) if crop.bottom > last else []
        return [*head, *[row] * (last - first), *tail]
