"""The table screen of a table the SSH server keeps (`tui.remote.app.RemoteApp`)."""

from __future__ import annotations

import contextlib

from textual.binding import Binding

from tui.i18n import _
from tui.remote.table import RemoteTable
from tui.screens.table import TableScreen


class RemoteTableScreen(TableScreen):
    """The table screen of a table the server keeps: talk, a bot for an away seat, the invite,
    and Escape back to the lobby."""

    BINDINGS = [
        Binding("t", "chat", "Talk"),
        Binding("b", "stand_in", "Bot for away seat"),
        Binding("i", "invite", "Invite"),
        Binding("escape", "leave", "Lobby"),
    ]

    def on_mount(self) -> None:  # Textual runs TableScreen's own on_mount too
        table = getattr(self.app, "table", None)
        if isinstance(table, RemoteTable) and not table.seats:  # a spectator's list is not "Your choice"
            with contextlib.suppress(Exception):
                self.query_one("#actions").border_title = _("Moves (you are watching)")

    def action_chat(self) -> None:
        self.app.action_chat()  # type: ignore[attr-defined]

    def action_stand_in(self) -> None:
        self.app.action_stand_in()  # type: ignore[attr-defined]

    def action_invite(self) -> None:
        self.app.action_invite()  # type: ignore[attr-defined]
