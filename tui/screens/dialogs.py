"""Small screens: help (keys), game over (outcome and score breakdown)."""
from __future__ import annotations

import re
from typing import Any, Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, Markdown, Static

from tui.keys import EVERYWHERE, SCREEN, KeyEntry, active_keys
from tui.widgets.panels import score_table

#: What no key list says: the words around the keys.
HELP_NOTES = """\
Hot-seat games show a "Pass to ..." screen whenever another human must act: only that
player passes it, with the key shown on it. Every game is saved after each move;
leaving or quitting keeps it, and Continue on the title resumes it.
"""


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def keys_markdown(keys: Sequence[KeyEntry], heading: str = "Keys") -> str:
    """A Markdown table per scope: this screen, the focused widget, everywhere."""
    if not keys:
        return ""
    parts = [f"# {heading}\n"]
    scopes: list[str] = []
    for entry in keys:
        if entry.scope not in scopes:
            scopes.append(entry.scope)
    for scope in scopes:
        title = {SCREEN: "On this screen", EVERYWHERE: "Everywhere"}.get(scope, f"In the {scope.removeprefix('focused ')}")
        parts.append(f"\n## {title}\n\n| Key | What |\n| --- | --- |")
        for entry in keys:
            if entry.scope == scope:
                parts.append(f"| {_cell(entry.keys)} | {_cell(entry.description)} |")
    return "\n".join(parts) + "\n"


class HelpScreen(Screen[None]):
    """The keys of the screen it was opened from (`keys`, from `tui.keys.active_keys`), a few
    words on hand-offs and saving, then the game widgets' own HELP texts (`extra`)."""

    DEFAULT_CSS = "HelpScreen VerticalScroll { padding: 0 1; }"
    BINDINGS = [
        Binding("escape", "close", "Back"),
        Binding("question_mark", "close", "Back", show=False),
    ]

    def __init__(self, extra: Sequence[str] = (), keys: Sequence[KeyEntry] = (), heading: str = "Keys") -> None:
        super().__init__(id="help")
        self.extra = tuple(extra)
        self.keys = tuple(keys)
        self.heading = heading

    @classmethod
    def for_screen(cls, screen: Screen, extra: Sequence[str] = ()) -> "HelpScreen":
        """Help for `screen`: its active keys, titled with the screen's name."""
        name = getattr(screen, "HELP_TITLE", None) or re.sub(r"(?<!^)(?=[A-Z])", " ", type(screen).__name__.removesuffix("Screen").split("_")[0])
        return cls(extra, active_keys(screen), f"Keys: {name}".strip())

    def compose(self) -> ComposeResult:
        body = keys_markdown(self.keys, self.heading) + "\n" + HELP_NOTES
        with VerticalScroll():
            yield Markdown(body + "".join(f"\n\n---\n\n{text}" for text in self.extra))
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(VerticalScroll).focus()

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


class ConfirmScreen(ModalScreen[bool]):
    """A yes/no question: y or Enter answers yes, n or Escape no."""

    DEFAULT_CSS = """
    ConfirmScreen { align: center middle; }
    ConfirmScreen #confirm-box { width: 60; max-width: 100%; height: auto; border: heavy $warning;
        padding: 1 2; background: $surface; }
    ConfirmScreen Static { height: auto; }
    """
    BINDINGS = [
        Binding("y,enter", "answer(True)", "Yes"),
        Binding("n,escape", "answer(False)", "No"),
    ]

    def __init__(self, question: str, yes: str = "Yes", no: str = "No") -> None:
        super().__init__(id="confirm")
        self.question = question
        self.yes = yes
        self.no = no

    def compose(self) -> ComposeResult:
        with Vertical(id="confirm-box"):
            yield Static(self.question, markup=False)
            yield Static(f"\ny / Enter: {self.yes}    n / Escape: {self.no}", markup=False)

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
