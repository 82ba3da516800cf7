"""Table panels that every game shares: status bar, seats summary, scores, log."""
from __future__ import annotations

from typing import Any, Sequence

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


def score_table(names: Sequence[str], lines: Sequence[Any], winners: Sequence[int] = ()) -> Table:
    """A rich table of `rules.core.engine.ScoreLine`s: one column per seat, one row per category.

    Seats as columns keep it narrow for games with many categories (Duel has seven);
    winners are marked with '*' and the word 'winner', not by colour.
    """
    categories: list[str] = []
    for line in lines:
        for name, _ in line.breakdown:
            if name not in categories:
                categories.append(name)
    table = Table(box=None, padding=(0, 1), show_edge=False, expand=False)
    table.add_column("", no_wrap=True)
    for line in lines:
        name = names[line.seat] if 0 <= line.seat < len(names) else f"Seat {line.seat + 1}"
        header = f"*{name}" if line.seat in winners else name
        table.add_column(Text(header), justify="right", no_wrap=True, overflow="ellipsis", max_width=12)
    for category in categories:
        row = [Text(category)]
        for line in lines:
            row.append(str(dict(line.breakdown).get(category, "")))
        table.add_row(*row)
    table.add_row(Text("Total", style="bold"), *(Text(str(line.total), style="bold") for line in lines))
    if winners:
        table.add_row(Text("winner"), *(Text("winner" if line.seat in winners else "") for line in lines))
    return table


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

    def compose(self):
        yield Static("", id="log-text", markup=False)
        yield Static("", id="log-since", markup=False)

    def set_log(self, lines: Sequence[str], since: Sequence[str] | None) -> None:
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
        self.call_after_refresh(self.scroll_end, animate=False)

    def clear(self) -> None:
        self.query_one("#log-since", Static).update("")
        self.query_one("#log-text", Static).update("")
