"""Table panels that every game shares: status bar, seats summary, scores, log."""

from __future__ import annotations

import textwrap
from typing import Any, Sequence

from rich.cells import cell_len
from rich.measure import Measurement
from rich.text import Text
from textual.filter import LineFilter
from textual.geometry import Region, Size
from textual.scroll_view import ScrollView
from textual.strip import Strip
from textual.widget import Widget

from tui import textual_compat
from tui.i18n import N_, _
from tui.widgets.background import inner_rows, with_edges
from tui.widgets.fitted import WidthDrawn
from tui.widgets.steady import SteadyStatic, filters_but_truecolor, truecolor_filter


class PartedLine:
    """Parts of a status line joined by " | ", broken into lines only between parts ("Bob is
    thinking... 0.5 s" never splits after "is"); a part longer than the width wraps alone."""

    SEPARATOR = " | "

    def __init__(self, text: str) -> None:
        self.parts = [part for part in text.split(self.SEPARATOR) if part]
        self._lines: dict[int, Text] = {}

    def lines(self, width: int) -> Text:
        made = self._lines.get(width)
        if made is None:
            rows: list[str] = []
            for part in self.parts:
                joined = f"{rows[-1]}{self.SEPARATOR}{part}" if rows else part
                if rows and cell_len(joined) <= width:
                    rows[-1] = joined
                else:
                    rows.append(part)
            made = self._lines[width] = Text("\n".join(rows))
        return made

    def __rich_console__(self, console: Any, options: Any) -> Any:
        yield self.lines(options.max_width)

    def __rich_measure__(self, console: Any, options: Any) -> Measurement:
        widest = max((cell_len(part) for part in self.parts), default=0)
        whole = cell_len(self.SEPARATOR.join(self.parts))
        return Measurement(min(widest, options.max_width), min(whole, options.max_width))


class StatusBar(SteadyStatic):
    """Whose turn it is and the phase, one or two lines, no private information; lines break
    between the parts, never inside one."""

    DEFAULT_CSS = "StatusBar { height: auto; max-height: 2; background: $panel; padding: 0 1; }"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__("", markup=False, **kwargs)
        self._text = ""

    @property
    def text(self) -> str:
        """The status as one line, its parts joined by " | "."""
        return self._text

    def set_text(self, text: str) -> None:
        if text != self._text:  # an update relayouts and repaints even with the same text
            self._text = text
            self.update(PartedLine(text))


class SeatsSummary(SteadyStatic):
    """Every seat's public line: name, human/bot, score, and a marker when it is to act."""

    DEFAULT_CSS = "SeatsSummary { height: auto; padding: 0 1; }"
    HELP = N_("The seats: '>' marks who is to act, '(you)' the seat shown, '[bot]' a bot.")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__("", markup=False, **kwargs)
        self._rows: tuple = ()

    def set_seats(self, rows: Sequence[tuple[str, bool, int | None, bool, bool]]) -> None:
        """rows: (name, is_bot, score, to_act, is_viewer)."""
        if tuple(rows) == self._rows:
            return
        self._rows = tuple(rows)
        text = Text()
        for index, (name, is_bot, score, to_act, is_viewer) in enumerate(rows):
            if index:
                text.append("\n")
            text.append("> " if to_act else "  ", style="bold")
            text.append(name, style="bold" if is_viewer else "")
            if is_bot:
                text.append(_(" [bot]"))
            if is_viewer:
                text.append(_(" (you)"))
            if score is not None:
                text.append(_("  {score} pts", score=score))
            if to_act:
                text.append(_("  - to act"))
        self.update(text)

    def clear(self) -> None:
        self._rows = ()
        self.update("")


def score_table(names: Sequence[str], lines: Sequence[Any], winners: Sequence[int] = ()) -> ScoreTable:
    """The `rules.core.engine.ScoreLine`s as a table that fits the width it is drawn in.

    Seats as columns keep it narrow for games with many categories (Duel has seven); when
    the seats' names do not fit side by side (six names of 20 letters at 80 columns) the
    seats become rows instead. Names are never cut. Winners, when given, are marked with
    '*' and the word 'winner', not by colour.
    """
    return ScoreTable(names, lines, winners)


Cell = tuple[str, str]  # text (lines split by newlines), style


def text_grid(
    header: Sequence[Cell],
    rows: Sequence[Sequence[Cell]],
    right: Sequence[bool],
    pad: tuple[int, int],
    caption: str | None = None,
) -> Text:
    """Columns of plain text, each as wide as its widest cell, `pad` (left, right) spaces around
    every cell; headers bold and bottom-aligned, cells on one line. As a rich Table draws it
    (box=None), without measuring and laying it out again on every draw of the panel."""
    widths = [
        max(cell_len(line) for cell in (header[c], *(row[c] for row in rows)) for line in cell[0].split("\n"))
        for c in range(len(header))
    ]
    header_lines = [cell[0].split("\n") for cell in header]
    depth = max(len(lines) for lines in header_lines)
    left, right_pad = " " * pad[0], " " * pad[1]
    text = Text(no_wrap=True, overflow="crop")

    def add_line(cells: Sequence[tuple[str, str]]) -> None:
        if len(text):
            text.append("\n")
        for column, (value, style) in enumerate(cells):
            width = widths[column]
            text.append(left)
            fill = " " * (width - cell_len(value))  # in cells: a Hangul letter takes two
            text.append(fill + value if right[column] else value + fill, style=style or None)
            text.append(right_pad)

    for index in range(depth):
        add_line(
            [
                (lines[index - depth + len(lines)] if index >= depth - len(lines) else "", "bold")
                for lines in header_lines
            ]
        )
    for row in rows:
        add_line(row)
    if caption:
        text.append("\n")
        text.append(caption, style="italic dim")
    return text


class ScoreTable:
    """A rich renderable choosing between seats-as-columns and seats-as-rows at draw time."""

    def __init__(self, names: Sequence[str], lines: Sequence[Any], winners: Sequence[int] = ()) -> None:
        self.names = tuple(names)
        self.lines = tuple(lines)
        self.winners = tuple(winners)
        self.categories: list[str] = []
        for line in self.lines:
            for name, _value in line.breakdown:
                if name not in self.categories:
                    self.categories.append(name)
        self._wide: Text | None = None
        self._narrow: Text | None = None
        self._compact: dict[bool, Text] = {}
        self._totals: Text | None = None

    def _full_name(self, line: Any) -> str:
        if line.name:  # an automa's or AI's row: no seat
            return line.name
        seat = line.seat
        return self.names[seat] if 0 <= seat < len(self.names) else _("Seat {number}", number=seat + 1)

    def _name(self, line: Any) -> str:
        name = self._full_name(line)
        return f"*{name}" if line.seat in self.winners else name

    def _value(self, line: Any, category: str) -> str:
        return str(dict(line.breakdown).get(category, ""))

    def seats_as_columns(self) -> Text:
        if self._wide is None:
            self._wide = self._columns([self._name(line) for line in self.lines], self.categories)
        return self._wide

    def _columns(self, heads: Sequence[str], categories: Sequence[str], caption: str | None = None) -> Text:
        """Seats as columns; with a `caption` (the compact form's legend, which says '*=winner')
        there is no 'winner' row, whose word would widen every column."""
        header = [("", "")] + [(head, "") for head in heads]
        rows = [
            [(category, "")] + [(self._value(line, name), "") for line in self.lines]
            for category, name in zip(categories, self.categories)
        ]
        rows.append([(_("Total"), "bold")] + [(str(line.total), "bold") for line in self.lines])
        if self.winners and caption is None:
            rows.append(
                [(_("winner"), "")] + [(_("winner") if line.seat in self.winners else "", "") for line in self.lines]
            )
        return text_grid(header, rows, [False] + [True] * len(self.lines), (1, 1), caption=caption)

    def seats_as_rows(self) -> Text:
        if self._narrow is None:
            header = [("", "")] + [(self._header(c), "") for c in self.categories] + [(_("Total"), "")]
            rows = [
                [(self._name(line), "")]
                + [(self._value(line, c), "") for c in self.categories]
                + [(str(line.total), "bold")]
                for line in self.lines
            ]
            self._narrow = text_grid(
                header,
                rows,
                [False] + [True] * (len(self.categories) + 1),
                (1, 0),
                caption=_("* winner") if self.winners else None,
            )
        return self._narrow

    @staticmethod
    def _header(category: str) -> str:
        """A category's header broken between words ("legal / goods"), so its column stays as
        narrow as its numbers."""
        return "\n".join(textwrap.wrap(category, width=max(6, *map(len, category.split() or [""]))))

    def compact(self, short_categories: bool) -> Text:
        """For a width where neither whole form fits: seats as columns headed by short tags
        (initials, or numbers), categories cut to a few letters when asked, and a legend under
        the table that spells out every tag. Nothing is shortened without its legend, and every
        total stays in view."""
        cached = self._compact.get(short_categories)
        if cached is None:
            tags = short_tags([self._full_name(line) for line in self.lines])
            heads = [f"*{tag}" if line.seat in self.winners else tag for tag, line in zip(tags, self.lines)]
            categories = short_tags(self.categories, letters=3) if short_categories else list(self.categories)
            legend = [f"{tag}={self._full_name(line)}" for tag, line in zip(tags, self.lines)]
            if short_categories:
                legend += [f"{short}={name}" for short, name in zip(categories, self.categories) if short != name]
            if self.winners:
                legend.append(_("*=winner"))
            cached = self._compact[short_categories] = self._columns(heads, categories, caption="  ".join(legend))
        return cached

    @staticmethod
    def _width(text: Text) -> int:
        return max(cell_len(line) for line in text.plain.split("\n"))

    def _pick(self, width: int) -> Text:
        for text in (self.seats_as_columns(), self.seats_as_rows()):
            if self._width(text) <= width:
                return text
        for short in (False, True):
            text = self.compact(short)
            if self._grid_width(text) <= width:
                return text
        return self.totals_only()

    def totals_only(self) -> Text:
        """The last resort for a very narrow panel: each seat's total and name, one a row, the
        total first so that it stays in view when a long name does not fit."""
        if self._totals is None:
            rows = [[(str(line.total), "bold"), (self._name(line), "")] for line in self.lines]
            self._totals = text_grid(
                [(_("Total"), ""), ("", "")],
                rows,
                [True, False],
                (1, 0),
                caption=_("* winner") if self.winners else None,
            )
        return self._totals

    def _is_compact(self, text: Text) -> bool:
        return any(text is made for made in self._compact.values())

    @staticmethod
    def _grid_width(text: Text) -> int:
        """The width of a compact grid: its legend, the last line, is left out (it wraps)."""
        lines = text.plain.split("\n")
        return max(cell_len(line) for line in lines[:-1]) if len(lines) > 1 else cell_len(lines[0])

    def __rich_console__(self, console: Any, options: Any) -> Any:
        yield self.text_at(options.max_width)  # the one drawing, Rich's and Textual's

    def __rich_measure__(self, console: Any, options: Any) -> Measurement:
        width = self.wanted_width(options.max_width)
        return Measurement(width, width)

    def wanted_width(self, max_width: int) -> int:
        """The width the table takes when it may take `max_width`: its grid's (a compact
        form's legend wraps under the grid)."""
        picked = self._pick(max_width)
        width = self._grid_width(picked) if self._is_compact(picked) else self._width(picked)
        return min(width, max_width)

    def text_at(self, width: int) -> Text:
        """The table drawn `width` cells wide, for Rich and Textual alike: the form `_pick`
        chooses, lines that do not fit cropped (the totals' last resort), a compact form's
        legend wrapped under its grid."""
        picked = self._pick(width)
        if self._is_compact(picked):
            *grid, legend = picked.split("\n")
            wrapped = Text("\n".join(textwrap.wrap(legend.plain, width=max(8, width))), style="italic dim")
            return Text("\n").join([*grid, wrapped])
        lines = picked.split("\n")
        for line in lines:
            line.truncate(width, overflow="crop")
        return Text("\n").join(lines)

    def visualize(self) -> WidthDrawn:
        """For Textual: each width's table drawn once as text, measured without Rich
        (`tui.widgets.fitted`). Measured by Rich, the end screen's layout took 3.5-4 ms."""
        return WidthDrawn(self.text_at, optimal_width=self.wanted_width)


def short_tags(names: Sequence[str], letters: int = 1) -> list[str]:
    """Short distinct tags for names: their first letters, `letters` at least, as many more
    as it takes to tell them apart (at most 4), else their numbers. "Ann, Bob, Automa" ->
    "An, Bo, Au"."""
    names = list(names)
    for size in range(letters, 5):
        tags = [(name.strip() or "?")[:size] for name in names]
        if len(set(tags)) == len(tags):
            return tags
    return [str(n + 1) for n in range(len(names))]


class ScorePanel(SteadyStatic):
    """Live score breakdown from `game.scores(state)`."""

    DEFAULT_CSS = "ScorePanel { height: auto; padding: 0 1; overflow-y: auto; }"
    HELP = N_("Live scores: one row per seat, one column per scoring category.")

    def __init__(self, **kwargs: Any) -> None:
        super().__init__("", markup=False, **kwargs)
        self._scores: tuple | None = None

    def set_scores(self, names: Sequence[str], lines: Sequence[Any], winners: Sequence[int] = ()) -> None:
        scores = (tuple(names), tuple(lines), tuple(winners))
        if scores == self._scores:  # measuring and drawing the table is the panel's whole cost
            return
        self._scores = scores
        self.update(score_table(names, lines, winners) if lines else Text(_("No scores yet.")))


@textual_compat.scrollbars_from_rows  # scrollbars redrawn only for new rows or a new size
class LogPanel(ScrollView, can_focus=True):
    """The log as the current viewer may read it, with a "since your last turn" summary.

    A line-API widget: only the rows in view are drawn, and each entry is wrapped once per
    width (kept while it stays in the log). As two height-auto Statics it re-wrapped and drew
    the whole log on every move and asked for a second layout each time (profiled: the largest
    single cost of a confirm and of a hand-off). Its height comes from the layout, never from
    its content, so a new line relayouts nothing around it.
    """

    #: Entries kept on screen; older ones stay in the save.
    MAX_LINES = 400
    SINCE_TITLE = N_("Since your last turn:")

    DEFAULT_CSS = """
    LogPanel {
        height: 1fr; min-height: 3; padding: 0 1; overflow-x: hidden;
        /* always there, so a log that starts or stops overflowing moves nothing; its track is
           drawn in the panel's colour, so only a thumb shows, and only when there is more */
        overflow-y: scroll;
        scrollbar-background: $background; scrollbar-background-hover: $background;
        scrollbar-background-active: $background;
    }
    """
    HELP = N_("""\
## Log
What happened, written for you (hidden cards of others stay hidden).
"Since your last turn" lists what the others did since you last acted.
Scroll with up/down/page keys.
""")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: (entries, since) shown now; None while the log is empty
        self._shown: tuple[tuple[str, ...], tuple[str, ...]] | None = None
        self._entries: tuple[tuple[str, bool], ...] = ()  # (text, bold) per logical line
        self._rows: list[Strip] = []  # the entries wrapped to `_wrapped_at`
        self._wrapped_at = 0
        self._wraps: dict[tuple[str, bool], list[Strip]] = {}  # entry -> its rows at `_wrapped_at`
        self._scrollbars_at = Size(-1, -1)  # the virtual size the scrollbars were last set for
        #: a row of `_rows` (by identity) -> it as drawn at `_drawn_for`: a new entry shifts the
        #: rows in view, which are then found here, not drawn again
        self._drawn: dict[int, tuple[Strip, Strip]] = {}
        self._drawn_for: tuple[Any, ...] = (0, None, None)  # (width, style, theme's colours)
        self._line_background: Any = None  # the panel's background, read once per draw
        #: the frame around a row (`_framed_rows`) and the rows framed with it, by drawn row
        self._frame: tuple[Any, ...] = ()
        self._framed: dict[int, tuple[Strip, Strip]] = {}

    @property
    def plain_lines(self) -> list[str]:
        """Every entry whole, unwrapped (what the privacy checks read)."""
        return [text for text, _ in self._entries]

    def set_log(self, lines: Sequence[str], since: Sequence[str] | None) -> None:
        key = (tuple(lines), tuple(since or ()))
        if key == self._shown:
            return
        self._shown = key
        shown = list(lines[-self.MAX_LINES :])
        if len(lines) > len(shown):
            shown.insert(0, _("({count} earlier entries not shown)", count=len(lines) - len(shown)))
        entries = [(line, False) for line in shown] or [(_("(nothing has happened yet)"), False)]
        if since:
            entries.append((_(self.SINCE_TITLE), True))
            entries.extend((f"  - {line}", False) for line in since)
        self._set_entries(tuple(entries))

    def clear(self) -> None:
        if self._shown is None:
            return
        self._shown = None
        self._set_entries(())

    def _set_entries(self, entries: tuple[tuple[str, bool], ...]) -> None:
        self._entries = entries
        self._rewrap()
        # anchored at its end: each change shows the newest lines, also after a scroll up
        self.scroll_to(y=self.max_scroll_y, animate=False, force=True)
        self.refresh()

    def _wrap_width(self) -> int:
        return self.scrollable_content_region.width

    def _rewrap(self) -> None:
        width = self._wrap_width()
        if width <= 0:  # not laid out yet: wrapped on its first resize
            self._rows, self._wraps, self._wrapped_at = [], {}, 0
            return
        if width != self._wrapped_at:
            self._wraps, self._wrapped_at = {}, width
        rows: list[Strip] = []
        if self._entries:  # a cleared log (a hand-off) keeps its wrapped entries for the next player
            old, self._wraps = self._wraps, {}
            console = self.app.console
            for entry in self._entries:
                wrapped = old.get(entry) or self._wraps.get(entry)
                if wrapped is None:
                    text, bold = entry
                    line = Text(text)
                    if bold:
                        line.stylize("bold")  # a span: wrapping keeps spans, not the text's base style
                    lines = line.wrap(console, width, overflow="fold")
                    wrapped = [Strip(line.render(console), line.cell_len) for line in lines] or [Strip.blank(0)]
                self._wraps[entry] = wrapped
                rows.extend(wrapped)
        self._rows = rows
        size = Size(width, len(rows))
        if size != self.virtual_size:
            self._set_extent(size)

    def _set_extent(self, size: Size) -> None:
        """The rows' extent, which only sets how far the log scrolls. Set as a reactive, it asks
        for a layout of the whole screen (most confirms asked for one only that way, traced):
        once the panel is laid out (its height is the layout's, its scrollbar always there), it
        is recorded without one and the scrollbar told the new extent."""
        bar = self.vertical_scrollbar if self.size.height and self.show_vertical_scrollbar else None
        if bar is None or size.width != self.virtual_size.width:
            self.virtual_size = size
            return
        self.set_reactive(Widget.virtual_size, size)
        bar.window_virtual_size = size.height
        self._scrollbars_at = size  # a later layout finds the scrollbar set (`scrollbars_from_rows`)

    def on_resize(self, event: Any) -> None:
        if self._wrap_width() != self._wrapped_at and self._entries:
            at_end = self.scroll_y >= self.max_scroll_y
            self._rewrap()
            if at_end:
                self.scroll_to(y=self.max_scroll_y, animate=False, force=True)
            self.refresh()

    def get_line_filters(self) -> Sequence[LineFilter]:
        """The app's filters but the one to the theme's colours, which the rows went through
        when drawn (as a panel's lines do: see `SteadyStatic.get_line_filters`)."""
        return filters_but_truecolor(self.app)

    def render_lines(self, crop: Any) -> list[Strip]:
        # the style, width and colours once per draw, not once per row (they walk the ancestors)
        truecolor = truecolor_filter(self.app)
        drawn_for = (self.scrollable_content_region.width, self.rich_style, truecolor)
        if drawn_for != self._drawn_for or len(self._drawn) > 4 * self.MAX_LINES:
            self._drawn.clear()
            self._drawn_for = drawn_for
        self._line_background = self.background_colors[1]
        framed = self._framed_rows(crop)
        return super().render_lines(crop) if framed is None else framed

    def _framed_rows(self, crop: Region) -> list[Strip] | None:
        """The rows in `crop`, each row between the border's top and bottom edges made of the
        row drawn here and the frame around it (border, padding, the scrollbar's gutter) as
        Textual draws it. Textual draws each row of a repainted widget through its styles
        (~80 us a row: traced, 2-3.9 ms of a confirm, for a log whose rows only moved up one).
        The frame is read off one row Textual draws, and used only if that row, made the same
        way, is exactly Textual's (no tint, no fading, no other filter); else None."""
        width = self.outer_size.width
        top, _, _, left = self.styles.gutter
        inner = inner_rows(self, crop)
        if crop.x != 0 or crop.width != width or len(inner) < 2:
            return None
        draw = super().render_lines
        (textuals,) = draw(Region(0, inner[0], width, 1))
        first = self.render_line(inner[0] - top)
        before, after = textuals.crop(0, left), textuals.crop(left + first.cell_length, width)
        if list(Strip.join([before, first, after])) != list(textuals):
            return None
        frame = (tuple(before), tuple(after))
        if frame != self._frame:
            self._frame, self._framed = frame, {}
        framed = self._framed
        rows = []
        for y in inner:
            content = self.render_line(y - top)
            kept = framed.get(id(content))
            if kept is None or kept[0] is not content:
                kept = framed[id(content)] = (content, Strip.join([before, content, after]))
            rows.append(kept[1])
        if len(framed) > 4 * self.MAX_LINES:
            framed.clear()
        return with_edges(draw, crop, inner, rows)

    def render_line(self, y: int) -> Strip:
        width, style, truecolor = self._drawn_for
        row = int(self.scroll_y) + y
        if not 0 <= row < len(self._rows):
            return self._in_theme_colours(Strip.blank(width, style), truecolor)
        wrapped = self._rows[row]
        kept = self._drawn.get(id(wrapped))
        if kept is not None and kept[0] is wrapped:
            return kept[1]
        drawn = self._in_theme_colours(wrapped.crop_extend(0, width, style).apply_style(style), truecolor)
        self._drawn[id(wrapped)] = (wrapped, drawn)
        return drawn

    def _in_theme_colours(self, strip: Strip, truecolor: Any) -> Strip:
        return strip if truecolor is None else strip.apply_filter(truecolor, self._line_background)
