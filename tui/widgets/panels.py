"""Table panels that every game shares: status bar, seats summary, scores, log."""
from __future__ import annotations

import textwrap
from typing import Any, Sequence

from rich.measure import Measurement
from rich.table import Table
from rich.text import Text
from textual.containers import VerticalScroll
from textual.widgets import Static


class StatusBar(Static):
    """Whose turn it is and the phase, one or two lines, no private information."""

    DEFAULT_CSS = "StatusBar { height: auto; max-height: 2; background: $panel; padding: 0 1; }"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__("", markup=False, **kwargs)

    def set_text(self, text: str) -> None:
        self.update(text)


class SeatsSummary(Static):
    """Every seat's public line: name, human/bot, score, and a marker when it is to act."""

    DEFAULT_CSS = "SeatsSummary { height: auto; padding: 0 1; }"
    HELP = "The seats: '>' marks who is to act, '(you)' the seat shown, '[bot]' a bot."

    def __init__(self, **kwargs: Any) -> None:
        super().__init__("", markup=False, **kwargs)

    def set_seats(self, rows: Sequence[tuple[str, bool, int | None, bool, bool]]) -> None:
        """rows: (name, is_bot, score, to_act, is_viewer)."""
        text = Text()
        for index, (name, is_bot, score, to_act, is_viewer) in enumerate(rows):
            if index:
                text.append("\n")
            text.append("> " if to_act else "  ", style="bold")
            text.append(name, style="bold" if is_viewer else "")
            if is_bot:
                text.append(" [bot]")
            if is_viewer:
                text.append(" (you)")
            if score is not None:
                text.append(f"  {score} pts")
            if to_act:
                text.append("  - to act")
        self.update(text)

    def clear(self) -> None:
        self.update("")


def score_table(names: Sequence[str], lines: Sequence[Any], winners: Sequence[int] = ()) -> ScoreTable:
    """The `rules.core.engine.ScoreLine`s as a table that fits the width it is drawn in.

    Seats as columns keep it narrow for games with many categories (Duel has seven); when
    the seats' names do not fit side by side (six names of 20 letters at 80 columns) the
    seats become rows instead. Names are never cut. Winners, when given, are marked with
    '*' and the word 'winner', not by colour.
    """
    return ScoreTable(names, lines, winners)


class ScoreTable:
    """A rich renderable choosing between seats-as-columns and seats-as-rows at draw time."""

    def __init__(self, names: Sequence[str], lines: Sequence[Any], winners: Sequence[int] = ()) -> None:
        self.names = tuple(names)
        self.lines = tuple(lines)
        self.winners = tuple(winners)
        self.categories: list[str] = []
        for line in self.lines:
            for name, _ in line.breakdown:
                if name not in self.categories:
                    self.categories.append(name)

    def _name(self, seat: int) -> str:
        name = self.names[seat] if 0 <= seat < len(self.names) else f"Seat {seat + 1}"
        return f"*{name}" if seat in self.winners else name

    def _value(self, line: Any, category: str) -> str:
        return str(dict(line.breakdown).get(category, ""))

    def seats_as_columns(self) -> Table:
        table = Table(box=None, padding=(0, 1), show_edge=False, expand=False)
        table.add_column("", no_wrap=True)
        for line in self.lines:
            table.add_column(Text(self._name(line.seat)), justify="right", no_wrap=True)
        for category in self.categories:
            table.add_row(Text(category), *(self._value(line, category) for line in self.lines))
        table.add_row(Text("Total", style="bold"), *(Text(str(line.total), style="bold") for line in self.lines))
        if self.winners:
            table.add_row(Text("winner"), *(Text("winner" if line.seat in self.winners else "") for line in self.lines))
        return table

    def seats_as_rows(self) -> Table:
        caption = "* winner" if self.winners else None
        table = Table(box=None, padding=(0, 0, 0, 1), show_edge=False, expand=False, caption=caption,
                      caption_justify="left")
        table.add_column("", no_wrap=True)
        for category in self.categories:
            # headers break between words ("legal / goods"): the columns stay as narrow as their numbers
            header = "\n".join(textwrap.wrap(category, width=max(6, *map(len, category.split() or [""]))))
            table.add_column(Text(header), justify="right", no_wrap=True)
        table.add_column(Text("Total", style="bold"), justify="right", no_wrap=True)
        for line in self.lines:
            table.add_row(Text(self._name(line.seat)), *(self._value(line, c) for c in self.categories),
                          Text(str(line.total), style="bold"))
        return table

    def _pick(self, console: Any, options: Any) -> Table:
        wide = self.seats_as_columns()
        needed = Measurement.get(console, options.update_width(10_000), wide).maximum
        if needed <= options.max_width:
            return wide
        return self.seats_as_rows()

    def __rich_console__(self, console: Any, options: Any) -> Any:
        yield self._pick(console, options)

    def __rich_measure__(self, console: Any, options: Any) -> Measurement:
        return Measurement.get(console, options, self._pick(console, options))


class ScorePanel(Static):
    """Live score breakdown from `game.scores(state)`."""

    DEFAULT_CSS = "ScorePanel { height: auto; padding: 0 1; overflow-y: auto; }"
    HELP = "Live scores: one row per seat, one column per scoring category."

    def __init__(self, **kwargs: Any) -> None:
        super().__init__("", markup=False, **kwargs)

    def set_scores(self, names: Sequence[str], lines: Sequence[Any], winners: Sequence[int] = ()) -> None:
        self.update(score_table(names, lines, winners) if lines else Text("No scores yet."))


class LogPanel(VerticalScroll, can_focus=True):
    """The log as the current viewer may read it, with a "since your last turn" summary."""

    #: Redrawing a very long log after every move gets slow; older lines stay in the save.
    MAX_LINES = 400

    DEFAULT_CSS = """
    LogPanel { height: 1fr; min-height: 3; }
    LogPanel > Static { height: auto; padding: 0 1; }
    """
    HELP = """\
## Log
What happened, written for you (hidden cards of others stay hidden).
"Since your last turn" lists what the others did since you last acted.
Scroll with up/down/page keys.
"""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: (lines, since) drawn now, None while both texts are empty: every update relayouts
        self._shown: tuple[tuple[str, ...], tuple[str, ...]] | None = None

    def compose(self):
        yield Static("", id="log-text", markup=False)
        yield Static("", id="log-since", markup=False)

    def set_log(self, lines: Sequence[str], since: Sequence[str] | None) -> None:
        key = (tuple(lines), tuple(since or ()))
        if key == self._shown:
            return
        self._shown = key
        since_box = self.query_one("#log-since", Static)
        if since:
            text = Text("Since your last turn:\n", style="bold")
            text.append("\n".join(f"  - {line}" for line in since))
            since_box.update(text)
            since_box.display = True
        else:
            since_box.update("")
            since_box.display = False
        shown = list(lines[-self.MAX_LINES:])
        if len(lines) > len(shown):
            shown.insert(0, f"({len(lines) - len(shown)} earlier entries not shown)")
        body = "\n".join(shown) if shown else "(nothing has happened yet)"
        self.query_one("#log-text", Static).update(Text(body))
        if self.max_scroll_y > 0:
            # a log that overflows is anchored: the layout itself keeps it at its end (a scroll
            # after the refresh cost a second frame on every move); anchoring again also brings
            # back a log the player scrolled up
            self.anchor()
        else:  # anchored, a short log would sit at the bottom of its panel
            self.anchor(False)
            self.call_after_refresh(self.scroll_end, animate=False)

    def clear(self) -> None:
        if self._shown is None:
            return
        self._shown = None
        self.query_one("#log-since", Static).update("")
        self.query_one("#log-text", Static).update("")
