"""Hot-seat hand-off: an opaque full screen that shows only whom to pass the terminal to.

A plain `Screen` (never a `ModalScreen`, whose translucent background would let the table
show through). The table is concealed before this is pushed; private widgets are drawn for
the next human only after Enter.
"""
from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static


class HandoffScreen(Screen[bool]):
    """"Pass to <name> - press Enter". Dismisses True on Enter, False on escape (to title)."""

    DEFAULT_CSS = """
    HandoffScreen { background: $background; align: center middle; }
    HandoffScreen #handoff-box {
        width: auto; max-width: 70; height: auto; padding: 1 4; border: heavy $accent;
        text-align: center;
    }
    """
    BINDINGS = [
        Binding("enter", "ready", "I am <name>: show my turn", show=False),
        Binding("escape", "leave", "Title"),
    ]

    def __init__(self, name: str, seat: int) -> None:
        super().__init__(id="handoff")
        self.player_name = name
        self.seat = seat

    def compose(self) -> ComposeResult:
        with Middle():
            with Center():
                yield Static(
                    f"Pass to {self.player_name} — press Enter\n\n"
                    f"(Only {self.player_name} should look at the screen now.)",
                    id="handoff-box", markup=False,
                )

    def action_ready(self) -> None:
        self.dismiss(True)

    def action_leave(self) -> None:
        self.dismiss(False)
