"""An option list of settled height: its first draw after new options asks for no second layout,
and a change of its height alone does not draw it twice."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator, Self

from rich.segment import Segment
from rich.style import Style as RichStyle
from textual import events
from textual.content import Content
from textual.geometry import Region
from textual.strip import Strip
from textual.style import Style as VisualStyle
from textual.widget import Widget
from textual.widgets import OptionList


class SettledOptionList(OptionList):
    """An `OptionList` whose height the layout sets (`1fr`) and whose scrollbar is always there
    (`overflow-y: scroll`, which the table's stylesheet gives the action list and the composer's
    rows; with another overflow a change of its lines is laid out as Textual does).

    Textual's list counts its lines when it is drawn after its options changed (a hidden list
    has no width to count them at), and recording that count, its virtual size, asks for a
    layout. For such a list that layout moves nothing: the count only sets how far it scrolls.
    Traced on a pty, it was a second layout and frame 10-15 ms after every hand-off to the
    composer. While this list draws, is shown and scrolls to its highlight (which counts
    them too: a list laid out under a hand-off is shown before it is drawn), or is given new
    options or labels (counted at once when it is shown), it records the count without asking
    for that layout; its scrollbar is still repainted.

    Textual's list also forgets its drawn rows on every resize, because they are cached without
    their width, and draws them again a frame later. A change of height alone (the composer's
    heading taking another line, the list shown again after a hand-off) leaves them right, and
    so does the first resize of a list already drawn at its width: only a new width makes this
    list forget them.

    An option of plain text (a `Content` without styles) that fits on one line and is neither
    highlighted, hovered nor disabled is drawn here: the same segments as Textual's list draws,
    without wrapping a line that fits, kept from one draw to the next by text, row, width and
    style. A new decision lists mostly the same actions, and Textual drew every option of a new
    list anew (~0.2 ms an option, traced: 36 options were 6-9 ms). Every other row is Textual's
    (`_drawn_as_textual_draws` in test_option_rows compares the two).
    """

    _counting = False
    _resized_to_width: int | None = None
    _first_drawn_width: int | None = None  # the rows' width at the list's first draw
    _blank_row: Strip | None = None  # the rows below the last option, made once a draw
    #: Its look is still the focused one although it lost the focus while hidden (see
    #: `watch_has_focus`).
    _looks_focused_unseen = False

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # no links in an action's label: styling them looked up the colours again for every
        # option drawn (~15% of drawing a list anew)
        self.set_reactive(Widget.auto_links, False)
        self._rows: list[tuple[int, int]] | None = None  # (option, line in it) per row
        self._rows_width = 0
        self._hovered: int | None = None  # the option under the mouse
        self._kept: dict[tuple[str, int, int, VisualStyle], Strip] = {}  # rows drawn at the last draw
        self._drawing: dict[tuple[str, int, int, VisualStyle], Strip] = {}  # rows drawn at this one
        self._plain_style: VisualStyle | None = None  # the option style, read once a draw
        self._draw_width: int | None = None  # the rows' width, read once a draw

    def watch_has_focus(self, has_focus: bool) -> None:
        """Textual restyles a widget for `:focus` whenever it gains or loses the focus (~1 ms for
        a list, traced twice in a confirm that opens the composer: the action list hidden as it
        loses the focus, the composer's rows focused). A list that loses the focus while hidden
        keeps its focused look, which nobody sees; if it gets the focus back before it is seen
        (the composer closed, or opened again), the look is already right and neither restyle
        is done. Shown without the focus, it is restyled then (`on_show`)."""
        if not has_focus and not self._displayed():
            self._looks_focused_unseen = True
            return
        if has_focus and self._looks_focused_unseen:
            self._looks_focused_unseen = False
            return
        self._looks_focused_unseen = False
        super().watch_has_focus(has_focus)

    def _displayed(self) -> bool:
        """Neither the list nor a panel it is in is hidden (`display: none`)."""
        return all(node.display for node in self.ancestors_with_self)

    def render_lines(self, crop: Region) -> list[Strip]:
        self._blank_row = None
        self._plain_style = None
        self._draw_width = width = self.scrollable_content_region.width
        if self._first_drawn_width is None:
            self._first_drawn_width = width
        self._drawing = {}
        try:
            with self._counted():
                return super().render_lines(crop)
        finally:
            self._kept, self._drawing = self._drawing, {}
            self._draw_width = None

    def render_line(self, y: int) -> Strip:
        """A plain one-line option is drawn here (see the class doc). A row below the options
        is blank: made once a draw instead of once a row (Textual's list works out the width
        and the style for each; a few actions in a 30-row column made it most of the list's
        drawing). These lists have no dividers, so their last option ends their virtual height."""
        row = self.scroll_offset.y + y
        if row >= self.virtual_size.height:
            if self._blank_row is None:
                style = self.get_visual_style("option-list--option").rich_style
                self._blank_row = Strip.blank(self.scrollable_content_region.width, style)
            return self._blank_row
        width = self._draw_width if self._draw_width is not None else self.scrollable_content_region.width
        rows = self._row_map(width)
        if row >= len(rows) or self.text_selection is not None:
            return super().render_line(y)
        index, line = rows[row]
        option = self.options[index]
        prompt = option.prompt
        if (
            line
            or not isinstance(prompt, Content)
            or index == self.highlighted
            or index == self._hovered
            or option.disabled
            or not _plain_line(prompt, width)
        ):
            return super().render_line(y)
        if self._plain_style is None:
            self._plain_style = self.get_visual_style("option-list--option")
        style = self._plain_style
        key = (prompt.plain, index, width, style)
        strip = self._kept.get(key) or self._drawing.get(key)
        if strip is None:
            strip = _one_line(prompt.plain, prompt.cell_length, index, width, style)
        self._drawing[key] = strip
        return strip

    def _row_map(self, width: int) -> list[tuple[int, int]]:
        """Which option and which of its lines each row shows, counted as Textual's list counts
        them; empty (every row Textual's) when an option is not a `Content` or options are padded."""
        if self._rows is None or self._rows_width != width:
            rows: list[tuple[int, int]] = []
            if not self.get_component_styles("option-list--option").padding:
                for index, option in enumerate(self.options):
                    prompt = option.prompt
                    if not isinstance(prompt, Content):
                        rows = []
                        break
                    rows.extend((index, line) for line in range(prompt.get_height(self.styles, width)))
            self._rows, self._rows_width = rows, width
        return self._rows

    def on_mouse_move(self, event: events.MouseMove) -> None:
        self._hovered = event.style.meta.get("option")

    def on_leave(self, event: events.Leave) -> None:
        self._hovered = None

    def on_mount(self) -> None:
        """A list that always shows its scrollbar gets it now. Textual makes a scrollbar at
        the first layout that shows it, hidden, then shows it, and that change of display asks
        for a second layout and frame (traced: 13 ms after the first, the first time a game's
        composer opened). Made and shown here, it is in place before the list is first laid
        out (while the list is hidden, nothing places it)."""
        if self.styles.overflow_y == "scroll":
            self.vertical_scrollbar.display = True

    def on_show(self) -> None:
        """Before OptionList's own handler, which then finds the lines counted."""
        if self._looks_focused_unseen and not self.has_focus:
            self._looks_focused_unseen = False
            self.update_node_styles()  # the blurred look it was spared while hidden
        with self._counted():
            self.scroll_to_highlight()

    def set_options(self, options: Any) -> Self:
        """New options, counted without a layout (see the class doc): a new decision's actions
        asked for one on most confirms, traced."""
        self._rows = None
        with self._counted():
            return super().set_options(options)

    def clear_options(self) -> Self:
        self._rows = None
        with self._counted():
            return super().clear_options()

    def add_options(self, new_options: Any) -> Self:
        self._rows = None  # rows counted again (see `_row_map`); no layout spared here
        return super().add_options(new_options)

    def remove_option_at_index(self, index: int) -> Self:
        self._rows = None
        return super().remove_option_at_index(index)

    def remove_option(self, option_id: str) -> Self:
        self._rows = None
        return super().remove_option(option_id)

    def replace_option_prompt(self, option_id: str, prompt: Any) -> Self:
        self._rows = None
        return super().replace_option_prompt(option_id, prompt)

    def replace_option_prompt_at_index(self, index: int, prompt: Any) -> Self:
        """A label written out in full takes more lines: counted without a layout too."""
        self._rows = None
        with self._counted():
            return super().replace_option_prompt_at_index(index, prompt)

    @contextmanager
    def _counted(self) -> Iterator[None]:
        counting, self._counting = self._counting, True
        try:
            yield
        finally:
            self._counting = counting

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False, recompose: bool = False) -> Any:
        if self._counting and self.styles.overflow_y == "scroll":
            layout = False  # see the class doc: the height is the layout's, not the lines'
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)

    def _on_resize(self, event: events.Resize) -> None:
        # OptionList's own handler would forget the rows: not when the width is the same, nor at
        # the list's first resize when its first draw was at this width (that resize comes after
        # the draw: forgetting them cost the title a third frame ~8 ms later, every cold start).
        # Later, its rows may have been drawn at a width it had before (Textual caches them
        # without their width), and they are forgotten on every change of width.
        first_at_drawn_width = (
            self._resized_to_width is None and self.scrollable_content_region.width == self._first_drawn_width
        )
        if event.size.width == self._resized_to_width or first_at_drawn_width:
            event.prevent_default()
        self._resized_to_width = event.size.width


def _plain_line(prompt: Content, width: int) -> bool:
    """A prompt Textual would draw as its text alone on one row of `width`: no styles, no
    line break or tab, and no wider than the row."""
    if prompt.spans or prompt.cell_length > width:
        return False
    plain = prompt.plain
    return "\n" not in plain and "\t" not in plain


def _one_line(text: str, cells: int, index: int, width: int, style: VisualStyle) -> Strip:
    """The row Textual's list draws for such a prompt: the text with its offset for a
    selection, padded to the width, the option's index on both (the meta first, as
    `Strip.apply_meta` puts it)."""
    meta = RichStyle.from_meta({"option": index})
    segments = [Segment(text, meta + style.rich_style_with_offset(0, 0))]
    if cells < width:
        segments.append(Segment(" " * (width - cells), meta + style.rich_style))
    return Strip(segments, max(cells, width))
