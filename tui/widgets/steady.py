"""A Static that redraws only the lines that changed, and lays out only when its height does.

`Static.update` asks Textual for a layout of the whole screen and a redraw of every line of the
widget, even when one number in one line changed. Traced on a confirm at 120x40, the panels'
redraws were ~60% of the key's frame and the layouts they asked for ~25%. `SteadyStatic`
keeps the lines it drew (Textual strips, made once per width and style) and, on an update at
the same width, compares the new lines with them: the same count redraws only the lines that
differ (`refresh(region)`, no layout); another count lays out as a Static does. A line that
fits is drawn by Rich, in the theme's colours once (see `_draw_lines`, `get_line_filters`).
Everything it uses is public Textual (`Visual.to_strips`, `visualize`, `refresh` with
regions, `render_line`, `get_line_filters`, `Strip.apply_filter` and `apply_offsets`).
"""

from __future__ import annotations

from typing import Any, Sequence

from rich.segment import Segment
from rich.text import Text
from textual.color import Color
from textual.filter import ANSIToTruecolor, LineFilter
from textual.geometry import Region
from textual.strip import Strip
from textual.visual import Visual, VisualType, visualize
from textual.widget import Widget
from textual.widgets import Static

from tui.widgets.fitted import WRAPPING, WidthDrawn


def truecolor_filter(app: Any) -> ANSIToTruecolor | None:
    """The app's filter from named (ANSI) colours to the theme's, when it is on."""
    return next((f for f in app.get_line_filters() if isinstance(f, ANSIToTruecolor)), None)


def filters_but_truecolor(app: Any) -> list[LineFilter]:
    """The app's line filters but that one: what a widget whose lines went through it when
    drawn leaves to Textual's per-line pass (`SteadyStatic.get_line_filters`)."""
    return [f for f in app.get_line_filters() if not isinstance(f, ANSIToTruecolor)]


class SteadyStatic(Static):
    """A Static whose `update` repaints the changed lines only (see the module's note)."""

    KEEP_LINES = 600

    def __init__(self, content: VisualType = "", **kwargs: Any) -> None:
        super().__init__(content, **kwargs)
        # no links in a panel's text: styling them looked up the colours again for every line drawn
        self.set_reactive(Widget.auto_links, False)
        self._steady_content: VisualType = content
        self._steady_visual: Visual | None = None
        self._lines: list[Strip] | None = None
        #: per line of `_lines` drawn from a Text, where it starts in the text (column, line)
        self._offsets: list[tuple[int, int]] | None = None
        self._lines_key: tuple[Any, ...] = ()
        #: a Text's lines drawn at `_lines_key`, by their text and styles: a move changes a few
        #: lines of a panel, and only those are wrapped and drawn again. Kept across updates
        #: (up to KEEP_LINES): in hot-seat, a panel shows each seat's lines in turn.
        self._drawn_lines: dict[tuple[Any, ...], list[Strip]] = {}

    # Static's own storage is left unused: these three read and write the widget's.
    @property
    def visual(self) -> Visual:
        if self._steady_visual is None:
            self._steady_visual = visualize(self, self._steady_content, markup=self._render_markup)
        return self._steady_visual

    @property
    def content(self) -> VisualType:
        return self._steady_content

    @content.setter
    def content(self, content: VisualType) -> None:
        self.update(content)

    def render(self) -> Any:
        return self.visual

    def update(self, content: VisualType = "", *, layout: bool = True) -> None:
        width = self.size.width
        before = self._shown_lines(width)
        self._steady_content = content
        self._steady_visual = None  # made when asked for: a Text's lines are drawn without it
        self._lines = None
        if before is None or not width or not self.is_mounted:
            self.refresh(layout=layout)  # not drawn at this width yet: as a Static does
            return
        after = self._lines_at(width)
        if len(after) != len(before):
            self.refresh(layout=layout)
            self._lines = after  # drawn for this very content, width and style
            return
        changed = [Region(0, y, width, 1) for y, (old, new) in enumerate(zip(before, after)) if old != new]
        if changed:
            self.refresh(*changed)

    def blank_out(self) -> None:
        """Empty it but keep its height: blank lines where its text was. Before a hand-off
        the private panel is emptied under an opaque screen: with its height kept, that costs
        the key no layout of a table nobody sees (the next player's text sets the height)."""
        shown = self._shown_lines(self.size.width)
        if shown is None or len(shown) < 2:
            self.update("")
            return
        self.update(Text("\n" * (len(shown) - 1)))

    def _shown_lines(self, width: int) -> list[Strip] | None:
        """The lines drawn for the content shown, if they were drawn at `width` as it looks now."""
        return self._lines if self._lines_key == self._key(width) else None

    def _key(self, width: int) -> tuple[Any, ...]:
        # what the drawn lines depend on besides the content: the width, the style (focus and
        # hover change it), a selection of text and the theme's colours
        return (width, self.visual_style, self.text_selection, truecolor_filter(self.app))

    def get_line_filters(self) -> Sequence[LineFilter]:
        """The app's filters but the one to the theme's colours: the lines kept here went
        through it once, when drawn (`_theme_colours`). Textual would run it over every line
        each time the line is shown anew (a list and a strip per line: traced, ~20 us a line,
        and a confirm shows a hundred or more)."""
        return filters_but_truecolor(self.app)

    def _theme_colours(self) -> tuple[ANSIToTruecolor, Color] | None:
        """The filter left out of `get_line_filters` and this widget's background, which it
        is applied on (as Textual applies it), or None when the filter is off. Read once per
        drawing: the background walks the widget's ancestors."""
        truecolor = self._lines_key[3] if self._lines_key else None
        return None if truecolor is None else (truecolor, self.background_colors[1])

    @staticmethod
    def _in_theme_colours(strips: list[Strip], colours: tuple[ANSIToTruecolor, Color] | None) -> list[Strip]:
        """`strips` as that filter makes them (`colours` from `_theme_colours`)."""
        return strips if colours is None else [strip.apply_filter(*colours) for strip in strips]

    def _lines_at(self, width: int) -> list[Strip]:
        key = self._key(width)
        if self._lines is None or self._lines_key != key:
            if self._lines_key != key:
                self._drawn_lines = {}
                self._lines_key = key  # what the lines drawn below are for (`_theme_colours`)
            content = self._steady_content
            if isinstance(content, str) and not self._render_markup and self._drawn_by_rich():
                # plain words (a title, a count) drawn as a Text is: line by line, by Rich
                # when they fit, rather than through Textual's Content each time (~0.3 ms)
                content = Text(content)
            if not isinstance(content, Text) and width > 0:
                visual = self.visual
                if isinstance(visual, WidthDrawn):
                    content = visual.text(width)  # a drawing made for the width (Duel's pyramid)
            if isinstance(content, Text) and width > 0:
                self._lines, self._offsets = self._draw_text(content, width)
            else:  # drawn whole by Textual, its selection offsets with it
                strips = Visual.to_strips(self, self.visual, width, None, self.visual_style)
                self._lines, self._offsets = self._in_theme_colours(strips, self._theme_colours()), None
            self._lines_key = key
        return self._lines

    def _draw_text(self, text: Text, width: int) -> tuple[list[Strip], list[tuple[int, int]]]:
        """A Text drawn line by line (Textual wraps each line on its own, so the strips are the
        same), each line kept for the next update by its words and styles. With the strips,
        where each starts in the text (column, line): the offsets a selection of text reads,
        added as each is shown, since a kept line may be shown on another row."""
        kept = self._drawn_lines
        if len(kept) > self.KEEP_LINES:
            kept.clear()
        lines = text.split("\n", allow_blank=True)
        keys = [(line.plain, line.style, tuple(line.spans)) for line in lines]
        missing = {key: line for key, line in zip(keys, lines) if key not in kept}
        if missing:
            self._draw_lines(missing, width)
            colours = self._theme_colours()
            if colours is not None:
                for key in missing:
                    kept[key] = self._in_theme_colours(kept[key], colours)
        strips: list[Strip] = []
        offsets: list[tuple[int, int]] = []
        for index, key in enumerate(keys):
            column = 0
            for strip in kept[key]:
                strips.append(strip)
                offsets.append((column, index))
                column += strip.cell_length
        return strips, offsets

    def _draw_lines(self, missing: dict[tuple[Any, ...], Text], width: int) -> None:
        """Draw `missing` into `_drawn_lines`, each line that fits the width to exactly one strip.
        Those are drawn by Rich straight to segments on the widget's style when the widget's text
        is left-aligned and nothing of it is selected (~25 us a line against ~90 through Textual's
        Content, which looks up the widget's styles again per call and adds the selection offsets
        that `render_line` adds here); else in one call of Textual's drawing. A line that wraps
        is drawn by Rich too, row by row as Textual wraps it (`_wrapped`), or else alone by
        Textual, so that its strips are known to be its own. A line with a background but no
        colour of its own is always Textual's (`_bare_background`)."""
        kept, style = self._drawn_lines, self.visual_style
        if self._drawn_by_rich():
            console, base = self.app.console, style.rich_style
            for key, line in missing.items():
                if "\t" in line.plain or _bare_background(line, console):
                    continue  # Textual's, below
                pieces = [line] if line.cell_len <= width else self._wrapped(line, width)
                if pieces is not None:
                    kept[key] = [self._rich_strip(piece, console, base) for piece in pieces]
        else:
            fitting = [
                (key, line) for key, line in missing.items() if line.cell_len <= width and "\t" not in line.plain
            ]
            if len(fitting) > 1:
                strips = Visual.to_strips(
                    self,
                    visualize(self, Text("\n").join(line for _, line in fitting), markup=False),
                    width,
                    None,
                    style,
                )
                if len(strips) == len(fitting):  # one strip a line, as measured
                    kept.update((key, [strip]) for (key, _), strip in zip(fitting, strips))
        for key, line in missing.items():
            if key not in kept:
                kept[key] = Visual.to_strips(self, visualize(self, line, markup=False), width, None, style)

    @staticmethod
    def _wrapped(line: Text, width: int) -> list[Text] | None:
        """`line` wrapped to `width` as Textual wraps a panel's text (words folded when longer
        than a row, the spaces where a row breaks left out, the last row's kept), or None when
        a piece would not fit (then Textual draws the line). The look test compares the two;
        drawn by Textual, a long line of Duel's private panel was ~0.3 ms."""
        pieces = list(line.wrap(WRAPPING, width, overflow="fold"))
        for piece in pieces[:-1]:
            piece.rstrip()
        return pieces if pieces and all(piece.cell_len <= width for piece in pieces) else None

    @staticmethod
    def _rich_strip(line: Text, console: Any, base: Any) -> Strip:
        """One line of text as Rich draws it, on `base` (the widget's colours and text style)."""
        if line.spans:
            segments = list(line.render(console, end=""))
        else:  # Rich leaves out the text's own style when it has no spans (a blank line has none)
            segments = [Segment(line.plain, console.get_style(line.style) if line.style and line.plain else None)]
        return Strip(segments, line.cell_len).apply_style(base)

    def _drawn_by_rich(self) -> bool:
        """Whether a line that fits may be drawn by Rich (see `_draw_lines`): what Textual would
        add to it (alignment, a selection's colours) is absent."""
        styles = self.styles
        return (
            self.text_selection is None
            and styles.text_align in ("left", "start")
            and tuple(styles.content_align) == ("left", "top")
            and styles.text_wrap == "wrap"
            and styles.text_overflow == "fold"
            and not styles.line_pad
        )

    def get_content_height(self, container: Any, viewport: Any, width: int) -> int:
        # measured from the lines kept (a Static wraps its text once more to measure it)
        return len(self._lines_at(width)) if width > 0 else 0

    def refresh(self, *regions: Region, **kwargs: Any) -> Any:
        if not regions and kwargs.get("repaint", True):
            self._lines = None  # a whole repaint (a new style, a selection): drawn again
        return super().refresh(*regions, **kwargs)

    def render_line(self, y: int) -> Strip:
        width = self.size.width
        lines = self._lines
        if lines is None or self._lines_key[0] != width:  # the key's style is read only here
            lines = self._lines_at(width)
        if 0 <= y < len(lines):
            offsets = self._offsets
            return lines[y] if offsets is None else lines[y].apply_offsets(*offsets[y])
        return self._blank_row(width)

    def _blank_row(self, width: int) -> Strip:
        """A row below the text, in the theme's colours."""
        (blank,) = self._in_theme_colours([Strip.blank(width, self.visual_style.rich_style)], self._theme_colours())
        return blank


def _bare_background(line: Text, console: Any) -> bool:
    """Whether part of `line` has a background but no colour of its own: Textual then gives
    that text a colour that reads on the background, which Rich does not (drawn by Textual)."""
    for style in (line.style, *(span.style for span in line.spans)):
        parsed = console.get_style(style, default=None) if isinstance(style, str) else style
        if parsed is not None and parsed.bgcolor is not None and parsed.color is None:
            return True
    return False
