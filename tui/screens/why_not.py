"""`w` at the table: the moves the rules do not allow now, and why, for the seat shown.

The reasons come from the game's rules package (`rules.core.reasons`); this screen only lists
them. It belongs to the moment it was opened for: any change at the table (a move, a hand-off)
closes it, so it never shows one seat's reasons to another or reasons that no longer hold.
"""

from __future__ import annotations

from typing import Any, Sequence

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Static

from tui.i18n import N_, _
from tui.widgets.background import SteadyBackground
from tui.widgets.keybar import KeyBar
from tui.widgets.styled_once import StyledOnce

NONE_NOW = N_("Every move the rules allow now is in your list; nothing else is held back.")
NOT_TOLD = N_("This game does not list the moves it holds back yet; the rules (r) say what is allowed.")


def reasons_text(reasons: Sequence[Any], told: bool) -> Text:
    """One reason a line: what, then why after a dash, so it reads without colour."""
    text = Text()
    if not reasons:
        text.append(_(NONE_NOW if told else NOT_TOLD))
        return text
    for index, reason in enumerate(reasons):
        if index:
            text.append("\n")
        text.append("- ")
        text.append(reason.what, style="bold")
        text.append(f": {reason.why}")
    return text


class WhyNotScreen(StyledOnce, SteadyBackground, Screen[None]):
    """The seat's unavailable moves with their reasons; Escape or `w` closes it."""

    DEFAULT_CSS = """
    WhyNotScreen #why-head { padding: 0 1; text-style: bold; height: auto; }
    WhyNotScreen VerticalScroll { padding: 0 1; }
    """
    BINDINGS = [
        Binding("escape", "close", "Back"),
        Binding("w", "close", "Back", show=False),
    ]
    HELP_TITLE = N_("Moves not allowed now")  # put in words by the help screen

    def __init__(self, viewer: int, name: str, reasons: Sequence[Any], told: bool) -> None:
        super().__init__()
        self.viewer = viewer
        self.head = _("Not allowed now for {name}", name=name) if name else _("Not allowed now")
        self.reasons = tuple(reasons)
        self.told = told

    def compose(self) -> ComposeResult:
        yield Static(self.head, id="why-head", markup=False)
        with VerticalScroll(id="why-body"):
            yield Static(reasons_text(self.reasons, self.told), id="why-list")
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#why-body").focus()

    def action_close(self) -> None:
        if self.is_current:
            self.dismiss(None)
