"""An option list of settled height: its first draw after new options asks for no second layout,
and a change of its height alone does not draw it twice."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator, Self

from textual import events
from textual.geometry import Region
from textual.strip import Strip
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
        if self._first_drawn_width is None:
            self._first_drawn_width = self.scrollable_content_region.width
        with self._counted():
            return super().render_lines(crop)

    def render_line(self, y: int) -> Strip:
        """A row below the options is blank: made once a draw instead of once a row (Textual's
        list works out the width and the style for each; a few actions in a 30-row column made
        it most of the list's drawing). These lists have no dividers, so their last option
        ends their virtual height."""
        if self.scroll_offset.y + y < self.virtual_size.height:
            return super().render_line(y)
        if self._blank_row is None:
            style = self.get_visual_style("option-list--option").rich_style
            self._blank_row = Strip.blank(self.scrollable_content_region.width, style)
        return self._blank_row

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
        with self._counted():
            return super().set_options(options)

    def clear_options(self) -> Self:
        with self._counted():
            return super().clear_options()

    def replace_option_prompt_at_index(self, index: int, prompt: Any) -> Self:
        """A label written out in full takes more lines: counted without a layout too."""
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
