"""The lobby of a shared server and its small dialogs (new table, a line of text)."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Checkbox, DataTable, Input, Label, Select, Static

from rules.core.bots import BOT_LEVELS
from rules.core.registry import GAMES, get_game
from tui.i18n import N_, _, said_name
from tui.screens.first_screen import FirstScreen
from tui.server import protocol as p
from tui.widgets.keybar import KeyBar

LOBBY_NOTE = N_(
    "Enter: sit at (or go back to) a table.  n: new table.  w: watch.  s: one more seat (hot-seat).  "
    "d: delete a table you made."
)
#: The head before the server has answered.
CONNECTING = N_("Meeple lobby: connecting...")


class LobbyScreen(FirstScreen, Screen[None]):
    """The server's tables: enter one of yours, take an open seat, watch, or make one."""

    DEFAULT_CSS = """
    LobbyScreen #lobby-head { height: auto; padding: 0 1; background: $boost; }
    LobbyScreen #lobby-code { height: auto; padding: 0 1; color: $warning; }
    LobbyScreen DataTable { height: 1fr; }
    LobbyScreen #lobby-note { height: auto; padding: 0 1; color: $text-muted; }
    """
    BINDINGS = [
        Binding("enter", "join", "Sit/enter"),
        Binding("n", "new_table", "New table"),
        Binding("w", "watch", "Watch"),
        Binding("s", "another_seat", "Another seat"),
        Binding("g", "refresh", "Refresh"),
        Binding("d", "delete", "Delete"),
        Binding("k", "switch_language", "한국어/English"),
    ]

    def __init__(self) -> None:
        super().__init__(id="lobby")
        self.lines: tuple[p.TableLine, ...] = ()
        self._head: tuple[str, str] | None = None  # None: the server has not answered yet
        self._mine: set[str] = set()
        self._drawn = False

    def compose(self) -> ComposeResult:
        yield Static(_(CONNECTING), id="lobby-head", markup=False)
        yield Static("", id="lobby-code", markup=False)
        table: DataTable[str] = DataTable(id="tables", cursor_type="row", zebra_stripes=True)
        table.add_columns(_("Table"), _("Game"), _("Seats"), _("Moves"), _("State"))
        yield table
        yield Static(_(LOBBY_NOTE), id="lobby-note", markup=False)
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one(DataTable).focus()
        self._show_head()  # what came before the screen was up
        self.set_tables(self.lines, self._mine)
        self.set_interval(5.0, self._refresh_if_shown)  # move counts come on request only

    def _refresh_if_shown(self) -> None:
        if self.app.screen is self:
            self.action_refresh()

    def set_head(self, text: str, code_text: str = "") -> None:
        self._head = (text, code_text)
        self._show_head()

    def _show_head(self) -> None:
        if not self.query("#lobby-head"):
            return  # not composed yet: on_mount draws it
        text, code_text = self._head or (_(CONNECTING), "")
        self.query_one("#lobby-head", Static).update(text)
        self.query_one("#lobby-code", Static).update(code_text)

    def set_tables(self, lines: tuple[p.TableLine, ...], mine: set[str]) -> None:
        # our live tables first, then those with a free seat, then the rest; games over last
        lines = tuple(sorted(lines, key=lambda line: (line.over, line.id not in mine, not line.open_seats)))
        unchanged = (lines, set(mine)) == (self.lines, self._mine) and self._drawn
        self.lines, self._mine = lines, set(mine)
        if not self.query(DataTable) or unchanged:
            return  # the 5 s refresh redrew the whole list even when nothing had changed
        self._drawn = True
        table = self.query_one(DataTable)
        row = table.cursor_row
        table.clear()
        for line in lines:
            seats = ", ".join(
                _("(open)") if i in line.open_seats else said_name(name) for i, name in enumerate(line.seats)
            )
            state = (
                _("over")
                if line.over
                else (_("yours") if line.id in mine else (_("open seat") if line.open_seats else _("full")))
            )
            if line.invite:
                state += _(", invite")
            table.add_row(Text(line.id), Text(line.title), Text(seats), str(line.moves), Text(state), key=line.id)
        if lines:
            table.move_cursor(row=min(max(row, 0), len(lines) - 1))
        self.query_one("#lobby-note", Static).update(
            _(LOBBY_NOTE) if lines else _("No tables yet: press n to make one.")
        )

    def selected(self) -> p.TableLine | None:
        table = self.query_one(DataTable)
        if not self.lines or table.cursor_row < 0 or table.cursor_row >= len(self.lines):
            return None
        return self.lines[table.cursor_row]

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.action_join()

    def action_join(self) -> None:
        line = self.selected()
        if line is not None:
            self.app.join_table(line)  # type: ignore[attr-defined]

    def action_another_seat(self) -> None:
        line = self.selected()
        if line is not None:
            self.app.join_table(line, another=True)  # type: ignore[attr-defined]

    def action_watch(self) -> None:
        line = self.selected()
        if line is not None:
            self.app.watch_line(line)  # type: ignore[attr-defined]

    def action_new_table(self) -> None:
        self.app.push_screen(NewTableScreen(), callback=self.app.create_table)  # type: ignore[attr-defined]

    def action_switch_language(self) -> None:
        """Korean <-> English for this connection only: the shell at once, and the server words
        our tables' logs and moves in it from the next snapshot (the others keep theirs)."""
        app: Any = self.app
        app.language = "en" if getattr(app, "language", "en") == "ko" else "ko"
        app.link.send(p.SpeakLanguage(app.language))
        self._drawn = False
        self.refresh(recompose=True)
        self.call_after_refresh(self._redraw_after_recompose)

    def _redraw_after_recompose(self) -> None:
        self.query_one(DataTable).focus()
        redraw_head = getattr(self.app, "_draw_head", None)
        if getattr(self.app, "welcome", None) is not None and redraw_head is not None:
            redraw_head()  # the head made again, in the new language
        else:
            self._show_head()
        self.set_tables(self.lines, self._mine)

    def action_refresh(self) -> None:
        self.app.link.send(p.ListTables())  # type: ignore[attr-defined]

    def action_delete(self) -> None:
        """Delete the selected table, after a yes (the server refuses anyone but its creator)."""
        from tui.screens.dialogs import ConfirmScreen

        line = self.selected()
        if line is None:
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.app.link.send(p.DeleteTable(line.id))  # type: ignore[attr-defined]

        question = _(
            "Delete table {table} ({title})?\n\nIt leaves the lobby for everyone; the server keeps it in its archive.",
            table=line.id,
            title=line.title,
        )
        self.app.push_screen(ConfirmScreen(question, yes="Delete", no="Keep"), callback=answered)


def _default_seats(game: Any) -> str:
    players = max(2, game.min_players) if game.max_players >= 2 else game.min_players
    return " ".join(["open"] * min(players, 2) + ["random"] * max(0, players - 2))


def _option_text(value: Any) -> str:
    return str(value).lower() if isinstance(value, bool) else str(value)


class NewTableScreen(ModalScreen["p.CreateTable | None"]):
    """Game, seats (each "open" or a bot level), options as NAME=VALUE, invite code."""

    DEFAULT_CSS = """
    NewTableScreen { align: center middle; }
    NewTableScreen #new-box { width: 72; max-width: 100%; height: auto; border: heavy $accent; padding: 0 1; }
    NewTableScreen Label { margin-top: 1; }
    NewTableScreen #new-error { color: $error; height: auto; }
    """
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, request: p.CreateTable | None = None, error: str = "") -> None:
        """`request`: what was typed before (the server refused it for `error`), shown again."""
        super().__init__()
        self.request = request
        self.error = error

    def compose(self) -> ComposeResult:
        request = self.request
        game = request.game if request is not None and request.game in {i.id for i in GAMES} else GAMES[0].id
        seats = (
            " ".join(s.kind if s.kind == "open" else (s.level or "random") for s in request.seats)
            if request is not None
            else _default_seats(get_game(game))
        )
        options = " ".join(f"{k}={_option_text(v)}" for k, v in request.options.items()) if request else ""
        with Vertical(id="new-box"):
            yield Label(_("Game"))
            yield Select([(info.title, info.id) for info in GAMES], value=game, allow_blank=False, id="new-game")
            # the words typed stay English (open, random...): the server reads them
            yield Label(_("Seats, one word each: open, or a bot level ({levels})", levels=", ".join(BOT_LEVELS)))
            yield Input(seats, id="new-seats")
            yield Label(_("Options (NAME=VALUE, space-separated; empty: the defaults)"))
            yield Input(options, id="new-options")
            yield Checkbox(_("Require an invite code to sit"), request.invite if request else False, id="new-invite")
            yield Static(self.error, id="new-error", markup=False)
            yield Button(_("Create"), variant="primary", id="new-create")

    def on_select_changed(self, event: Select.Changed) -> None:
        if event.value is Select.BLANK:
            return
        if self.request is not None and event.value == self.request.game:
            return  # the form shown again: keep the seats as typed
        self.query_one("#new-seats", Input).value = _default_seats(get_game(str(event.value)))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self._create()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self._create()

    def _create(self) -> None:
        game = str(self.query_one("#new-game", Select).value)
        words = self.query_one("#new-seats", Input).value.split()
        seats = tuple(p.SeatSpec("open") if w == "open" else p.SeatSpec("bot", w) for w in words)
        options: dict[str, Any] = {}
        for item in self.query_one("#new-options", Input).value.split():
            name, sep, value = item.partition("=")
            if not sep:
                self.query_one("#new-error", Static).update(_("{item}: write NAME=VALUE", item=repr(item)))
                return
            options[name] = (
                int(value) if value.lstrip("-").isdigit() else {"true": True, "false": False}.get(value.lower(), value)
            )
        if not seats:
            self.query_one("#new-error", Static).update(_("Name at least one seat."))
            return
        self.dismiss(p.CreateTable(game, seats, options, invite=self.query_one("#new-invite", Checkbox).value))

    def action_cancel(self) -> None:
        self.dismiss(None)


class LinePrompt(ModalScreen["str | None"]):
    """One line of text (a chat line, an invite code). Enter sends, escape cancels."""

    DEFAULT_CSS = """
    LinePrompt { align: center bottom; }
    LinePrompt #prompt-box { width: 100%; height: auto; border: heavy $accent; padding: 0 1; }
    LinePrompt Label { width: 100%; }
    """
    BINDINGS = [Binding("escape", "cancel", "Cancel")]

    def __init__(self, title: str, max_length: int = p.MAX_CHAT) -> None:
        super().__init__()
        self.title_text = title
        self.max_length = max_length

    def compose(self) -> ComposeResult:
        with Vertical(id="prompt-box"):
            yield Label(self.title_text, markup=False)
            yield Input(max_length=self.max_length, id="prompt-input")

    def on_mount(self) -> None:
        self.query_one(Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value)

    def action_cancel(self) -> None:
        self.dismiss(None)


class InviteScreen(ModalScreen[None]):
    """The table's invite code and what to tell a friend, for its creator, at any time."""

    DEFAULT_CSS = """
    InviteScreen { align: center middle; }
    InviteScreen #invite-box { width: 76; max-width: 100%; height: auto; border: heavy $accent; padding: 0 1; }
    InviteScreen Static { width: 100%; }
    """
    BINDINGS = [Binding("escape", "close", "Close"), Binding("enter", "close", "Close", show=False)]

    def __init__(self, table_id: str, code: str, hint: str = "") -> None:
        super().__init__()
        self.table_id = table_id
        self.code = code
        self.command = (hint or "ssh -p PORT CODE@HOST").replace("CODE", "NAME")

    def text(self) -> str:
        return _(
            "Invite a friend to table {table}\n\n"
            "They connect with:\n  {command}\n"
            "(NAME: any name they like), choose this table in the lobby and type the invite code:\n"
            "  {code}\n\n"
            "Anyone with the code can sit or watch: give it only to your friends.\nEscape closes this.",
            table=self.table_id,
            command=self.command,
            code=self.code,
        )

    def compose(self) -> ComposeResult:
        with Vertical(id="invite-box"):
            yield Static(self.text(), id="invite-text", markup=False)

    def action_close(self) -> None:
        self.dismiss(None)
