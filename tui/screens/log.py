"""The whole log on a screen of its own (`l` at a table): every line the seat shown may read,
newest at the bottom, the lines since that seat's last turn marked, and a search.

The screen holds one snapshot's lines and nothing else of the game. It belongs to the seat
whose snapshot it was opened with: the table tells it of every snapshot it shows afterwards
(`follow`). The same seat's snapshot refreshes its lines; another seat's, or a hand-off
(None), closes it, so it never shows one seat's log to the next person at the keyboard.
"""

from __future__ import annotations

import re
from typing import Any, Sequence

from rich.cells import cell_len, get_character_cell_size
from rich.segment import Segment
from rich.style import Style
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.geometry import Size
from textual.screen import Screen
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widgets import Input, Static

from rules.core.engine import SPECTATOR
from tui.i18n import N_, _
from tui.widgets.background import SteadyBackground
from tui.widgets.keybar import KeyBar
from tui.widgets.styled_once import StyledOnce

#: Gutter marks, in characters (not only colour): a line since your last turn, the current match.
SINCE_MARK = "*"
CURRENT_MARK = ">"
GUTTER = 3  # since mark, current-match mark, a space
EMPTY_TEXT = N_("(nothing has happened yet)")

MATCH_STYLE = Style(reverse=True, bold=True)
CURRENT_MATCH_STYLE = Style(reverse=True, bold=True, underline=True)
SINCE_STYLE = Style(bold=True)


def since_positions(log: Sequence[str], since: Sequence[str]) -> frozenset[int]:
    """Where the `since` lines sit in `log`. They are the newest of the others' lines, in
    order, so each is looked for backwards from the end; a line of the viewer's own or a
    chat line between them is skipped over."""
    marked: set[int] = set()
    index = len(log) - 1
    for text in reversed(since):
        while index >= 0 and log[index] != text:
            index -= 1
        if index < 0:
            break
        marked.add(index)
        index -= 1
    return frozenset(marked)


def wrap_spans(text: str, width: int) -> list[tuple[int, int]]:
    """`text` cut into rows of at most `width` cells, as (start, end) offsets: at a space when
    there is one (the space itself dropped), else mid-word. Offsets, not copies, so search
    highlights map onto rows directly."""
    width = max(1, width)
    if len(text) <= width and (text.isascii() or cell_len(text) <= width):
        return [(0, len(text))]  # nearly every log line: one row, no measuring per character
    spans: list[tuple[int, int]] = []
    start, end_of_text = 0, len(text)
    if text.isascii():  # a character is a cell: string searches only (a long game's log: ~1 ms)
        while end_of_text - start > width:
            cut = text.rfind(" ", start, start + width + 1)
            if cut > start:
                spans.append((start, cut))
                start = cut + 1
            else:
                spans.append((start, start + width))
                start += width
        if start < end_of_text or not spans:
            spans.append((start, end_of_text))
        return spans
    while start < end_of_text:
        if cell_len(text[start:]) <= width:
            spans.append((start, end_of_text))
            break
        end, used = start, 0
        while end < end_of_text:
            size = get_character_cell_size(text[end])
            if used + size > width:
                break
            used += size
            end += 1
        cut = text.rfind(" ", start, end + 1)
        if cut > start:
            spans.append((start, cut))
            start = cut + 1
        else:
            end = max(end, start + 1)  # a character wider than the row still takes one
            spans.append((start, end))
            start = end
    return spans or [(0, 0)]


class LogView(ScrollView, can_focus=True):
    """The log lines, each wrapped under a three-cell gutter (since mark, match mark).

    A line-API widget: opening it wraps every line once (offsets only) and draws only the
    rows in view, so a game of a thousand lines opens as fast as a short one.
    """

    HELP = N_("""\
## Log
Every line of the log you may read, newest at the bottom.
`*` in the left margin marks what happened since your last turn.
Search with `/`: matches are shown in reverse, `>` marks the line of the current
one; `n` goes to the older match, `N` to the newer one. Escape or `l` closes the log.
""")  # the marks are SINCE_MARK and CURRENT_MARK
    DEFAULT_CSS = """
    LogView { height: 1fr; padding: 0 1; overflow-x: hidden; overflow-y: scroll; scrollbar-size-vertical: 1; }
    """
    #: Cells of padding and scrollbar beside the rows (see DEFAULT_CSS).
    FRAME = 3

    def __init__(self, width_hint: int = 0, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        #: Its width before its first layout (the terminal's): lines wrapped at mount are then
        #: already right for the first frame.
        self._width_hint = width_hint
        self._lines: tuple[str, ...] = ()
        self._since: frozenset[int] = frozenset()
        #: (line index, start, end) per row, at `_wrapped_at` cells of text
        self._rows: list[tuple[int, int, int]] = []
        self._first_row: list[int] = []  # line index -> its first row
        self._wrapped_at = 0
        self._pattern: re.Pattern[str] | None = None
        #: every match as (line index, start, end), oldest first
        self.matches: list[tuple[int, int, int]] = []
        self._spans: dict[int, list[tuple[int, int]]] = {}  # line index -> its matches
        self.current: int | None = None  # index into `matches`
        self._drawn: dict[int, Strip] = {}
        self._drawn_for: Any = None
        self._line_style = Style()
        self._line_width = 0

    # ----- what it holds
    @property
    def plain_lines(self) -> list[str]:
        """Every line whole, unwrapped (what the privacy checks read)."""
        return list(self._lines)

    @property
    def since(self) -> frozenset[int]:
        return self._since

    def set_lines(self, lines: Sequence[str], since: frozenset[int]) -> None:
        """Show `lines` (newest last), those at `since` marked. A view at its end stays there."""
        lines = tuple(lines)
        if lines == self._lines and since == self._since:
            return
        at_end = self.scroll_y >= self.max_scroll_y
        self._lines, self._since = lines, since
        self._find()
        self._rewrap()
        if at_end:
            self.to_end()

    def to_end(self) -> None:
        """To the newest line. Before the first layout the view's height is not known: the
        layout brings a scroll past the end back to the end."""
        self.scroll_to(y=len(self._rows), animate=False, immediate=True)

    def clear(self) -> None:
        self._lines, self._since = (), frozenset()
        self._pattern, self.matches, self._spans, self.current = None, [], {}, None
        self._rewrap()

    # ----- wrapping
    def _row_width(self) -> int:
        return self.scrollable_content_region.width or max(0, self._width_hint - self.FRAME)

    def _text_width(self) -> int:
        return self._row_width() - GUTTER

    def _rewrap(self) -> None:
        self._drawn.clear()
        width = self._text_width()
        if width <= 0:  # not laid out yet: wrapped on its first resize
            self._rows, self._first_row, self._wrapped_at = [], [], 0
            self.refresh()
            return
        rows: list[tuple[int, int, int]] = []
        first: list[int] = []
        for index, text in enumerate(self._lines):
            first.append(len(rows))
            if len(text) <= width and text.isascii():
                rows.append((index, 0, len(text)))  # most lines: one row, no call
            else:
                rows.extend((index, start, end) for start, end in wrap_spans(text, width))
        self._rows, self._first_row, self._wrapped_at = rows, first, width
        self.virtual_size = Size(self._row_width(), max(1, len(rows)))
        self.refresh()

    def on_resize(self, event: Any) -> None:
        if self._text_width() != self._wrapped_at:
            at_end = self.scroll_y >= self.max_scroll_y
            top_line = self._rows[int(self.scroll_y)][0] if int(self.scroll_y) < len(self._rows) else None
            self._rewrap()
            if at_end or top_line is None:
                self.to_end()
            else:
                self.scroll_to(y=self._first_row[top_line], animate=False, immediate=True)

    # ----- search
    def search(self, query: str) -> None:
        """Mark every match of `query` (any case); the current one is the nearest above the
        bottom of the view (the search goes from newer to older, as the log is read)."""
        self._pattern = re.compile(re.escape(query), re.IGNORECASE) if query else None
        self._find()
        self.current = None
        if self.matches:
            bottom = int(self.scroll_y) + max(1, self.scrollable_content_region.height) - 1
            bottom_line = self._rows[min(bottom, len(self._rows) - 1)][0] if self._rows else len(self._lines)
            above = [i for i, (line, _, _) in enumerate(self.matches) if line <= bottom_line]
            self.current = above[-1] if above else len(self.matches) - 1
            self._bring_current_into_view()
        self._drawn.clear()
        self.refresh()

    def _find(self) -> None:
        self.matches, self._spans = [], {}
        pattern = self._pattern
        if pattern is None:
            return
        for index, text in enumerate(self._lines):
            spans = [m.span() for m in pattern.finditer(text)]
            if spans:
                self._spans[index] = spans
                self.matches.extend((index, start, end) for start, end in spans)
        if self.current is not None and self.current >= len(self.matches):
            self.current = len(self.matches) - 1 if self.matches else None

    def step(self, older: bool) -> bool:
        """To the next older (or newer) match, round the ends; False when there is none."""
        if not self.matches:
            return False
        if self.current is None:
            self.current = len(self.matches) - 1
        else:
            self.current = (self.current + (-1 if older else 1)) % len(self.matches)
        self._bring_current_into_view()
        self._drawn.clear()
        self.refresh()
        return True

    def _row_of(self, line: int, offset: int) -> int:
        row = self._first_row[line] if line < len(self._first_row) else 0
        while row + 1 < len(self._rows) and self._rows[row + 1][0] == line and self._rows[row + 1][1] <= offset:
            row += 1
        return row

    def _bring_current_into_view(self) -> None:
        if self.current is None or not self._rows:
            return
        line, start, _ = self.matches[self.current]
        row = self._row_of(line, start)
        height = max(1, self.scrollable_content_region.height)
        if not self.scroll_y <= row < self.scroll_y + height:
            self.scroll_to(y=max(0, row - height // 2), animate=False, immediate=True)

    # ----- drawing
    def render_lines(self, crop: Any) -> list[Strip]:
        # the style and width once per draw, not once per row (rich_style walks the ancestors)
        self._line_style, self._line_width = self.rich_style, self.scrollable_content_region.width
        return super().render_lines(crop)

    def render_line(self, y: int) -> Strip:
        width, style = self._line_width, self._line_style
        if (width, style) != self._drawn_for:
            self._drawn.clear()
            self._drawn_for = (width, style)
        row = int(self.scroll_y) + y
        drawn = self._drawn.get(row)
        if drawn is None:
            drawn = self._drawn[row] = self._draw_row(row, width, style)
        return drawn

    def _draw_row(self, row: int, width: int, base: Style) -> Strip:
        if not self._lines:
            text = _(EMPTY_TEXT) if row == 0 else ""
            return Strip([Segment(" " * GUTTER + text, base)]).crop_extend(0, width, base)
        if not 0 <= row < len(self._rows):
            return Strip.blank(width, base)
        line, start, end = self._rows[row]
        text = self._lines[line]
        since = line in self._since
        current = self.matches[self.current] if self.current is not None else None
        here = current is not None and current[0] == line and start <= current[1] < max(end, start + 1)
        gutter = (SINCE_MARK if since else " ") + (CURRENT_MARK if here else " ") + " "
        text_style = base + SINCE_STYLE if since else base
        segments = [Segment(gutter, base + SINCE_STYLE if since or here else base)]
        position = start
        for span_start, span_end in self._spans.get(line, ()):
            if span_end <= start or span_start >= end:
                continue
            cut_start, cut_end = max(span_start, start), min(span_end, end)
            if cut_start > position:
                segments.append(Segment(text[position:cut_start], text_style))
            is_current = current is not None and current == (line, span_start, span_end)
            segments.append(
                Segment(text[cut_start:cut_end], text_style + (CURRENT_MATCH_STYLE if is_current else MATCH_STYLE))
            )
            position = cut_end
        if position < end:
            segments.append(Segment(text[position:end], text_style))
        return Strip(segments).crop_extend(0, width, base)


class LogSearch(Input):
    """The search line: Enter keeps the matches and goes back to the log, Escape drops them."""

    BINDINGS = [
        Binding("enter", "submit", "Keep search"),
        Binding("escape", "cancel", "Drop search"),
    ]

    def action_cancel(self) -> None:
        screen = self.screen
        if isinstance(screen, LogScreen):
            screen.end_search(keep=False)


class LogScreen(StyledOnce, SteadyBackground, Screen[None]):
    """One seat's whole log, full screen: arrows and page keys scroll, `/` searches, `n`/`N`
    go to the older/newer match, Escape or `l` closes it."""

    HELP_TITLE = "Log"
    DEFAULT_CSS = """
    LogScreen { background: $background; }
    LogScreen #log-head { dock: top; height: 1; padding: 0 1; background: $panel; }
    LogScreen #log-search { dock: bottom; height: 1; border: none; padding: 0 1; margin-bottom: 1;
        background: $boost; display: none; }
    LogScreen #log-search.-open { display: block; }
    LogScreen #log-search:focus { border: none; }
    """
    AUTO_FOCUS = "#log-view"
    BINDINGS = [
        Binding("escape", "back", "Back"),
        Binding("l", "close", "Close", show=False),
        Binding("slash", "search", "Search", key_display="/"),
        Binding("n", "older_match", "Older"),
        Binding("N", "newer_match", "Newer", key_display="N"),
    ]

    def __init__(self, snap: Any = None) -> None:
        super().__init__()
        self.viewer = snap.viewer if snap is not None else None
        self._snap = snap
        #: closed, or made ahead and not opened yet: empty, and it leaves if it comes to front
        self._withdrawn = snap is None
        self._query = ""  # the search kept (Enter) or being typed

    def compose(self) -> ComposeResult:
        yield Static("", id="log-head", markup=False)
        yield LogView(self.app.size.width, id="log-view")
        yield KeyBar()

    @property
    def view(self) -> LogView:
        return self.query_one(LogView)

    @property
    def search_box(self) -> LogSearch | None:
        """The search line, made at the first `/`: made with the screen, it cost every opening
        ~2 ms more (measured in run_test)."""
        found = self.query(LogSearch)
        return found.first() if found else None

    def on_mount(self) -> None:
        if self._snap is None:
            return  # withdrawn before it was shown
        self._show(self._snap)
        self.view.to_end()

    def open_for(self, snap: Any) -> None:
        """Open (again) as `snap`'s seat reads it: its lines at the newest, no search. The
        screen is made once and reused; closing it emptied it."""
        self.viewer = snap.viewer
        self._snap = snap
        self._withdrawn = False
        self._query = ""
        if not self.is_mounted:
            return  # on_mount shows it
        box = self.search_box
        if box is not None:
            with box.prevent(Input.Changed):
                box.value = ""
            box.remove_class("-open")
        view = self.view
        view.clear()
        self._show(snap)
        view.to_end()
        self.set_focus(view)

    # ----- following the table
    def follow(self, snap: Any) -> bool:
        """The table shows `snap` now (None: it was concealed for a hand-off). The same seat's
        snapshot refreshes the lines; any other closes the screen. False once closed."""
        if self._withdrawn:
            return False
        if snap is not None and snap.viewer == self.viewer:
            self._snap = snap
            if self.is_mounted:
                self._show(snap)
            return True
        self.withdraw()
        return False

    def withdraw(self) -> None:
        """Empty now and gone: at once when in front, else as soon as it would come back (a
        help or end screen over it), empty meanwhile."""
        self._withdrawn = True
        self._snap = None
        self._query = ""
        if self.is_mounted:
            self.view.clear()
            box = self.search_box
            if box is not None:
                with box.prevent(Input.Changed):
                    box.value = ""
            self.query_one("#log-head", Static).update("")
        if self.app.screen is self:  # not `is_current`: that is also true under a see-through screen
            self.dismiss(None)

    def _close(self) -> None:
        """Back to the table, and empty until opened again (the screen is kept for that)."""
        self.dismiss(None)
        self.withdraw()

    def on_screen_resume(self) -> None:
        if self._withdrawn and self.app.screen is self:
            self.dismiss(None)

    def _show(self, snap: Any) -> None:
        self.view.set_lines(snap.log, since_positions(snap.log, snap.since_last_turn))
        self._update_head()

    def _update_head(self) -> None:
        snap = self._snap
        if snap is None:
            return
        who = _("Public log") if snap.viewer == SPECTATOR else _("{name}'s log", name=snap.names[snap.viewer])
        count = len(snap.log)
        parts = [
            _("{who}: {count} lines", who=who, count=count)
            if count != 1
            else _("{who}: {count} line", who=who, count=count)
        ]
        since = len(self.view.since)
        if since:
            parts.append(_("{mark} {count} since your last turn", mark=SINCE_MARK, count=since))
        view = self.view
        query = self._query
        if query and view.matches:
            at = view.current + 1 if view.current is not None else 0
            parts.append(_("'{query}': match {at} of {count}", query=query, at=at, count=len(view.matches)))
        elif query:
            parts.append(_("'{query}' not found", query=query))
        self.query_one("#log-head", Static).update(" - ".join(parts))

    # ----- search
    async def action_search(self) -> None:
        box = self.search_box
        if box is None:
            box = LogSearch(self._query, placeholder=_("search the log (enter: keep, escape: drop)"), id="log-search")
            await self.mount(box, before=self.query_one(KeyBar))
        box.add_class("-open")
        box.focus()

    @on(Input.Changed, "#log-search")
    def _query_changed(self, event: Input.Changed) -> None:
        self._query = event.value
        self.view.search(event.value)
        self._update_head()
        self.refresh_bindings()  # n and N answer only while there are matches

    @on(Input.Submitted, "#log-search")
    def _query_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.end_search(keep=True)

    def end_search(self, keep: bool) -> None:
        box = self.search_box
        if not keep and self._query:
            self._query = ""
            self.view.search("")
            if box is not None:
                with box.prevent(Input.Changed):
                    box.value = ""
            self.refresh_bindings()
        if box is not None:
            box.remove_class("-open")
        self.view.focus()
        self._update_head()

    def action_older_match(self) -> None:
        if self.view.step(older=True):
            self._update_head()

    def action_newer_match(self) -> None:
        if self.view.step(older=False):
            self._update_head()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("search", "older_match", "newer_match"):
            box = self.search_box
            if box is not None and box.has_focus:
                return False  # those keys are being typed into the search
        if action in ("older_match", "newer_match"):
            return True if self.is_mounted and self.view.matches else None
        return True

    # ----- closing
    def action_close(self) -> None:
        self._close()

    def action_back(self) -> None:
        box = self.search_box
        if box is not None and box.has_focus:
            self.end_search(keep=False)
            return
        self._close()
