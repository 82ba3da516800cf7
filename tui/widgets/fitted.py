"""A drawing that depends on its width, handed to Textual as text made once per width.

Textual measures a Rich renderable's height by rendering all of it, then renders it again to
draw it, on every layout it takes part in. Duel's board and private panel choose a narrow or
wide wording by width (`ByWidth`), draw the card pyramid to the column's width (`Pyramid`), and
the score table picks its form by width (`tui.widgets.panels.ScoreTable`):
traced, measuring those was 2.7 ms of each hand-off's layout at 120x40. `WidthDrawn` asks for
the drawing at a width once, keeps it as Textual `Content` (which measures and draws from its
own cache), and gives Textual that: the same cells, measured and drawn without Rich.
"""

from __future__ import annotations

import io
from typing import Any, Callable, Iterable

from rich.console import Console
from rich.text import Text
from textual.content import Content
from textual.visual import Visual

#: The console Rich's `Text.wrap` asks for, for drawings made per width (Duel's hanging lines,
#: Sheriff's sections): the width is given with each wrap, and nothing is written to it.
WRAPPING = Console(width=80, file=io.StringIO(), color_system=None, legacy_windows=False)


class KeptWraps:
    """Lines wrapped lately, by their words, styles, width and way of wrapping. A panel made
    anew on every update (Duel's Agora lines, Sheriff's sections) is mostly lines it had
    before, and Rich's wrapping was the largest part of making it (traced on confirms). The
    wrapped Texts are shared: callers only join or append them, which copies."""

    def __init__(self, keep: int) -> None:
        self.keep = keep
        self._wrapped: dict[tuple[Any, ...], tuple[Text, ...]] = {}

    def wrapped(self, line: Text, width: int, wrap: Callable[[Text, int], Iterable[Text]]) -> tuple[Text, ...]:
        """`wrap(line, width)`, or what it gave for the same line, width and `wrap` lately."""
        key = (line.plain, line.style, tuple(line.spans), line.justify, line.overflow, line.no_wrap, width, wrap)
        found = self._wrapped.get(key)
        if found is None:
            if len(self._wrapped) >= self.keep:
                self._wrapped.clear()
            found = self._wrapped[key] = tuple(wrap(line, width))
        return found


class WidthDrawn(Visual):
    """`make(width)` -> the Text to show at that width; each width's text is made once."""

    def __init__(self, make: Callable[[int], Text], optimal_width: Callable[[int], int] | None = None) -> None:
        self._make = make
        self._made: dict[int, Content] = {}
        #: the width wanted in a container this wide, when it is not the text's widest line
        self._optimal_width = optimal_width

    def text(self, width: int) -> Text:
        """The Text shown at `width` (what `content` is made from)."""
        return self._make(width)

    def content(self, width: int) -> Content:
        made = self._made.get(width)
        if made is None:
            made = self._made[width] = Content.from_rich_text(self._make(width))
        return made

    def render_strips(self, width: int, height: int | None, style: Any, options: Any) -> list[Any]:
        return self.content(width).render_strips(width, height, style, options)

    def get_optimal_width(self, rules: Any, container_width: int) -> int:
        if self._optimal_width is not None:
            return self._optimal_width(container_width)
        return self.content(container_width).get_optimal_width(rules, container_width)

    def get_height(self, rules: Any, width: int) -> int:
        return self.content(width).get_height(rules, width)
