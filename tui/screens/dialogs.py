"""Small screens: help (keys), game over (outcome and score breakdown)."""
from __future__ import annotations

from typing import Any, Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Markdown, Static

from tui.widgets.panels import score_table

HELP_TEXT = """\
# Keys

| Key | Where | What |
| --- | --- | --- |
| 1-9 | table | pick the numbered action |
| up/down, enter | lists | move, pick |
| / | table | filter the actions by text |
| u | table | undo (only inside your own turn, never past a reveal or shuffle) |
| s | table | save now (the game also saves after every action) |
| l | table | focus the log (scroll with arrows) |
| a | table | focus the actions |
| r, F1 | anywhere | rules and card lookup |
| ? | anywhere | this help |
| ctrl+p | anywhere | command palette: rules sections, cards, commands |
| escape | anywhere | step back (the table returns to the title; the game is saved) |
| ctrl+q | anywhere | quit (the game is saved) |

Hot-seat games show a "Pass to ..." screen whenever another human must act:
press Enter only when that player is at the keyboard.
"""


class HelpScreen(Screen[None]):
    DEFAULT_CSS = "HelpScreen VerticalScroll { padding: 0 1; }"
    BINDINGS = [
        Binding("escape", "close", "Back"),
        Binding("question_mark", "close", "Back", show=False),
    ]

    def __init__(self, extra: Sequence[str] = ()) -> None:
        super().__init__(id="help")
        self.extra = tuple(extra)

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Markdown(HELP_TEXT + "".join(f"\n\n---\n\n{text}" for text in self.extra))
        yield Footer()

    def action_close(self) -> None:
        self.dismiss(None)


class GameOverScreen(Screen[str]):
    """Outcome and the full score breakdown. Enter: title; escape: look at the table."""

    DEFAULT_CSS = """
    GameOverScreen { align: center middle; }
    GameOverScreen VerticalScroll { width: auto; max-width: 100%; height: auto; max-height: 100%;
        border: heavy $accent; padding: 1 2; }
    GameOverScreen Static { width: auto; height: auto; }
    """
    BINDINGS = [
        Binding("enter", "title", "Title"),
        Binding("escape", "table", "See table"),
    ]

    def __init__(self, title: str, names: Sequence[str], lines: Sequence[Any], outcome: Any) -> None:
        super().__init__(id="game-over")
        self.game_title = title
        self.names = tuple(names)
        self.lines = tuple(lines)
        self.outcome = outcome

    def compose(self) -> ComposeResult:
        winners = tuple(self.outcome.winners) if self.outcome else ()
        names = ", ".join(self.names[s] for s in winners) or "nobody"
        head = Text(f"Game over: {self.game_title}\n", style="bold")
        head.append(f"Winner: {names}" + (f" (by {self.outcome.end})" if self.outcome else ""))
        with VerticalScroll():
            yield Static(head, id="outcome")
            yield Static(score_table(self.names, self.lines, winners), id="breakdown")
            yield Static("\nEnter: back to the title   Escape: look at the table", markup=False)
        yield Footer()

    def action_title(self) -> None:
        self.dismiss("title")

    def action_table(self) -> None:
        self.dismiss("table")
