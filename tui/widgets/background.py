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
