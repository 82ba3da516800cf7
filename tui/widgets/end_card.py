"""The end screen's card: the outcome, the score table, the seed and the keys, as one widget.

The card had been a scrolling container of four Statics: on the key that ends a game, Textual
measured each of them for the container's auto width, drew the container's border and
background, then each Static over it (traced at 120x40: the layout's reflow 2.4-3.3 ms and
its drawing 6-8.7 ms, a third of that the container and the screen behind it). `EndCard` is a
Line API widget (`ScrollView`, as Textual's own `Log` is): its text is made once per width as
Textual strips, measured from them, and each line drawn is one of them, border and padding
drawn around it by Textual's style cache. It scrolls as the container did (arrows, page keys,
the mouse), its scrollbar always shown so that a tall breakdown does not lay it out twice.
"""

from __future__ import annotations

from typing import Sequence, Union

from textual.content import Content
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.style import Style as VisualStyle
from textual.visual import Visual

from tui.widgets.panels import ScoreTable


class Note(str):
    """Text shown muted (the card's `end-card--note` colour), as a side remark is."""


#: A part of the card: text (wrapped to the card's width) or the score table (drawn to it).
Part = Union[Content, Note, ScoreTable]
#: A width no line of the card reaches: its text at this width is unwrapped.
UNWRAPPED = 1000


class EndCard(ScrollView, can_focus=True):
    """Parts shown one under the other, a blank line between them."""

    COMPONENT_CLASSES = {"end-card--note"}
    DEFAULT_CSS = """
    EndCard > .end-card--note { color: $text-muted; }
    EndCard {
        width: auto; max-width: 100%; height: auto; max-height: 100%;
        border: heavy $accent; padding: 1 2;
        overflow-y: scroll; overflow-x: hidden;
    }
    """

    def __init__(self, parts: Sequence[Part] = (), *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._parts: tuple[Part, ...] = tuple(parts)
        self._lines: dict[tuple[int, object], list[Strip]] = {}

    def show(self, parts: Sequence[Part]) -> None:
        """Show other parts (the end screen made ahead, filled in on the last move)."""
        self._parts = tuple(parts)
        self._lines.clear()
        self.refresh(layout=True)

    def _content(self, part: Part, width: int) -> Content:
        if isinstance(part, ScoreTable):
            return Content.from_rich_text(part.text_at(width))
        if isinstance(part, Note):
            return Content.styled(str(part), self.get_visual_style("end-card--note", partial=True))
        return part

    def text_at(self, width: int) -> Content:
        """The whole card's text for a text area `width` cells wide."""
        return Content("\n\n").join(self._content(part, width) for part in self._parts)

    @property
    def plain_lines(self) -> list[str]:
        """The whole text unwrapped, scrolled away or not (what the screen tests read)."""
        return self.text_at(UNWRAPPED).plain.split("\n")

    def lines_at(self, width: int) -> list[Strip]:
        """The card's lines at `width`, made once per width and look (theme, colours)."""
        style = self.visual_style
        key = (width, style)
        lines = self._lines.get(key)
        if lines is None:
            if len(self._lines) > 8:  # a few widths (resizes); never grows with them
                self._lines.clear()
            lines = self._lines[key] = self._make_lines(width, style)
        return lines

    def _make_lines(self, width: int, style: VisualStyle) -> list[Strip]:
        """Each part's lines, a blank line between parts. The score table's lines fit `width`
        already (`ScoreTable.text_at`): each is made a strip as it is, not wrapped, which was
        most of the card's making on the key that ends a game."""
        pad = (style + VisualStyle(reverse=False)).rich_style  # what Textual pads text with
        lines: list[Strip] = []
        for index, part in enumerate(self._parts):
            if index:
                lines.append(Strip.blank(width, pad))
            if isinstance(part, ScoreTable):
                for row in part.text_at(width).split("\n"):
                    strip = Strip(Content.from_rich_text(row).render_segments(style))
                    lines.append(strip.extend_cell_length(width, pad))
            else:
                lines.extend(Visual.to_strips(self, self._content(part, width), width, None, style, pad=True))
        return lines

    def _text_width(self, box_width: int) -> int:
        """The text's width in a content box `box_width` wide: the scrollbar takes its part."""
        return max(1, box_width - self.styles.scrollbar_size_vertical)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        room = self._text_width(container.width)
        widest, rules = 0, self.styles.get_rules()
        for part in self._parts:
            if isinstance(part, ScoreTable):  # its grid's width (a legend wraps under it)
                widest = max(widest, part.wanted_width(room))
            else:
                widest = max(widest, self._content(part, room).get_optimal_width(rules, room))
        return min(widest, room)  # Textual adds the scrollbar's width to it

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        text_width = self._text_width(width)
        height = len(self.lines_at(text_width))
        # what the scrollbar needs, known now, without a second layout from a watcher
        self.set_reactive(ScrollView.virtual_size, Size(text_width, height))
        return height

    def render_line(self, y: int) -> Strip:
        width = self.scrollable_content_region.width
        lines = self.lines_at(width)
        row = y + int(self.scroll_offset.y)
        if 0 <= row < len(lines):
            return lines[row]
        return Strip.blank(width, self.rich_style)
