"""`g` at the table: a list of the board column's parts (the board's sections, the seats, your
private panel, every player's board); the column scrolls to the one chosen. Parts below the
fold of a short terminal are then two keys away instead of out of reach."""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widget import Widget
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from tui.i18n import _

#: Id prefixes of board sections, left out of their names ("ar-guildhall" -> "Guildhall").
_PREFIXES = ("ar-", "fl-", "lo-", "sh-", "du-", "board-")


def part_name(widget: Widget) -> str:
    """A part's name as a player reads it: its border title, else its id in words."""
    title = str(widget.border_title or "").strip()
    if title:
        return title
    name = widget.id or type(widget).__name__
    for prefix in _PREFIXES:
        name = name.removeprefix(prefix)
    return name.replace("-", " ").replace("_", " ").strip().capitalize()


def board_parts(column: Widget) -> list[tuple[str, Widget]]:
    """The column's shown parts with something in them: each panel, and inside a panel that
    is made of sections (a board), each section with an id."""
    parts: list[tuple[str, Widget]] = []
    for panel in column.children:
        if not panel.display or panel.region.height == 0:
            continue
        parts.append((part_name(panel), panel))
        for section in panel.children:
            if section.id and section.display and section.region.height > 0:
                parts.append((f"  {part_name(section)}", section))
    return parts


class GoToScreen(ModalScreen[Any]):
    """The parts as a list: Enter (or a digit) goes there, Escape or `g` closes."""

    DEFAULT_CSS = """
    GoToScreen { align: center middle; }
    GoToScreen #go-box { width: 44; max-width: 100%; height: auto; max-height: 90%;
                         border: heavy $accent; padding: 0 1; }
    GoToScreen OptionList { height: auto; max-height: 20; border: none; }
    """
    BINDINGS = [
        Binding("escape", "close", "Back"),
        Binding("g", "close", "Back", show=False),
    ]

    def __init__(self, parts: list[tuple[str, Widget]]) -> None:
        super().__init__()
        self.parts = parts

    def compose(self) -> ComposeResult:
        with Vertical(id="go-box"):
            yield Static(_("Go to"), markup=False)
            yield OptionList(*(Option(name, id=str(index)) for index, (name, _) in enumerate(self.parts)), id="go-list")

    def on_mount(self) -> None:
        self.query_one(OptionList).focus()

    @on(OptionList.OptionSelected, "#go-list")
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.parts[int(event.option.id or 0)][1])

    def action_close(self) -> None:
        self.dismiss(None)
