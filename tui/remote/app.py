"""The Meeple app for one SSH connection: the lobby, then the shared table screen fed by
the server (`RemoteTable` in place of a local `Table`).

It is `MeepleApp` with the title replaced by the lobby and the table kept at the server:
the app's own `sync()` draws our seat's snapshot (one seat: never a hand-off), moves go to
the server, and every new snapshot from the server calls `sync()` again. Ctrl+C leaves:
the seat stays ours at the server, and reconnecting returns to it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textual import on
from textual.binding import Binding
from textual.message import Message
from textual.screen import Screen

from rules.core.bots import BOT_LEVELS
from tui.app import MeepleApp, with_css, write_frames_promptly
from tui.i18n import N_, _
from tui.remote.link import ServerLink
from tui.remote.screens import LinePrompt, LobbyScreen, NewTableScreen
from tui.remote.table import RemoteTable, snapshot_from_plain
from tui.server import protocol as p

#: Seconds to gather a table's snapshots (one per seat of ours) before sitting down.
GATHER = 0.05
#: Seconds a snapshot made by someone else's move waits before it is drawn, so that on a
#: busy server the frames answering players' own keys get the processor first. Measured with
#: bench/serve.py (20 connections typing on 2 cores): 0.05 s left the key frames' p95 at
#: 60-131 ms over six runs, 0.12 s at 60-64 ms over three; a move seen 0.12 s later is well
#: inside what a player at another terminal can notice.
OTHERS_WAIT = 0.12


class FromServer(Message):
    def __init__(self, message: Any) -> None:
        super().__init__()
        self.message = message


class RemoteApp(MeepleApp):
    CSS_PATH = str(Path(__file__).resolve().parent.parent / "styles" / "app.tcss")  # the app's own styles
    BINDINGS = [
        Binding("ctrl+c", "quit", "Quit", priority=True, show=False),  # leaves; the seat stays ours
        *MeepleApp.BINDINGS,
    ]

    def __init__(
        self,
        socket_path: str,
        ticket: str,
        crash_dir: Path,
        host_hint: str = "",
        freeze_after_start: bool = False,
        language: str = "en",
    ) -> None:
        super().__init__(crash_dir, pace=0.0, freeze_after_start=freeze_after_start, language=language)
        self.link = ServerLink(socket_path, ticket, self._deliver, language)
        self.host_hint = host_hint
        self.lobby_screen = LobbyScreen()
        self.welcome: p.Welcome | None = None
        self.lines: tuple[p.TableLine, ...] = ()
        #: Tables where a snapshot for one of our seats came: ours (seats kept at the server).
        self.mine: dict[str, set[int]] = {}
        self._pending: tuple[str, tuple[int, ...] | None] | None = None
        self._gathered: dict[tuple[str, int], p.SnapshotMsg] = {}
        self._started = False
        self._drawn: tuple[Any, ...] = ()
        self._sync_waiting = False
        #: What to say on the terminal after the app has ended (why it ended).
        self.goodbye = ""
        #: A new table asked for and not answered yet (a refusal brings its form back).
        self._creating: p.CreateTable | None = None
        #: Chat lines for the table being sat at, come before it was up.
        self._early_chat: list[p.ChatLine] = []
        #: After (re)connecting: snapshots of our seats' tables, to land where it is our turn.
        self._returning: dict[str, p.SnapshotMsg] = {}

    def get_default_screen(self) -> Screen:
        return self.lobby_screen

    def _prepare_rules(self) -> None:
        """Not over SSH: a rules screen mounted in every session is memory of its own (the
        goal is <= 30 MB PSS a connection); the modules are imported by the pre-forked parent."""

    def _prepare_game_over(self) -> None:
        """Not over SSH either, for the same reason: the end screen is made at the end."""

    def _prepare_log(self) -> None:
        """Nor the full-screen log (~0.4 MB of Python objects a session, traced): made at `l`."""

    def on_mount(self) -> None:
        super().on_mount()  # the collector settings (a session has no save to open at start)
        try:
            self.link.start()
        except OSError as error:
            self.lobby_screen.set_head(_("Cannot reach the table server ({error}).", error=error.strerror or error))

    # ----- messages from the server (posted from the link's thread)
    def _deliver(self, message: Any) -> None:
        self.post_message(FromServer(message))

    @on(FromServer)
    def _from_server(self, event: FromServer) -> None:
        message = event.message
        if message is None:  # said by main() once the terminal is back (exit messages go to the crash report)
            self.goodbye = _("The Meeple server closed the connection; your seats are kept. Connect again later.")
            self.exit()
            return
        if isinstance(message, p.Welcome):
            self.welcome = message
            self._draw_head()
        elif isinstance(message, p.Lobby):
            self.lines = message.tables
            self.lobby_screen.set_tables(self.lines, set(self.mine))
            self._started = True
            self._draw_head()  # the head counts the tables: every list redraws it
        elif isinstance(message, p.Seated):
            self._creating = None
            self.mine.setdefault(message.table, set()).update(message.seats)
            if message.invite:
                self.notify(_("Invite code for this table: {code}", code=message.invite), timeout=30, markup=False)
            self._pending = (message.table, tuple(message.seats) or None)
        elif isinstance(message, p.SnapshotMsg):
            self._snapshot(message)
        elif isinstance(message, p.ChatLine):
            table = self.table
            if isinstance(table, RemoteTable) and table.id == message.table:
                table.add_chat(message.name, message.text)
                if not message.earlier:  # what was said while we were away is in the log, no toast
                    self.notify(f"{message.name}: {message.text}", timeout=6, markup=False)
                self.sync()
            elif self._pending is not None and self._pending[0] == message.table:
                self._early_chat.append(message)  # before the table is up: added as it sits down
        elif isinstance(message, p.Invite):
            from tui.remote.screens import InviteScreen

            self.push_screen(InviteScreen(message.table, message.code, self.host_hint))
        elif isinstance(message, p.Refused):
            if self._creating is not None:  # the new table was refused: the form again, as typed
                request, self._creating = self._creating, None
                self.push_screen(NewTableScreen(request, message.reason), callback=self.create_table)
                return
            self.notify(message.reason, severity="warning", markup=False)
        elif isinstance(message, p.Notice):
            self.notify(message.text, timeout=20, markup=False)

    def _draw_head(self) -> None:
        welcome = self.welcome
        name = welcome.name if welcome else "?"
        head = _("Meeple lobby - you are {name}. Tables on this server: {count}.", name=name, count=len(self.lines))
        code = ""
        if welcome is not None and welcome.code:
            again = (self.host_hint or "ssh CODE@this-server").replace("CODE", welcome.code)
            code = _(
                "Your seat code: {code}  - to come back to your seats later: {command}",
                code=welcome.code,
                command=again,
            )
        self.lobby_screen.set_head(head, code)

    def _snapshot(self, message: p.SnapshotMsg) -> None:
        if message.viewer >= 0:
            if message.table not in self.mine:
                self.mine[message.table] = set()
                self.lobby_screen.set_tables(self.lines, set(self.mine))
                if self.table is None and self._pending is None:
                    self._returning[message.table] = message  # where to go back is chosen in _land
                    self.set_timer(GATHER * 2, self._land)
            self.mine[message.table].add(message.viewer)
        table = self.table
        if isinstance(table, RemoteTable) and table.id == message.table:
            try:
                snap = self._decode(table.game, message)
            except Exception as error:  # never crash on a snapshot; the next one may read
                self.log.error(f"unreadable snapshot: {error!r}")
                self.notify(
                    _("Could not read the table's update ({error}).", error=type(error).__name__),
                    severity="error",
                    markup=False,
                )
                return
            if table.receive(snap):
                if snap.last_actor is not None and snap.last_actor not in table.seats:
                    self._sync_soon()  # another's move: nobody here is waiting on a key
                else:
                    self.sync()
            return
        if self._pending is not None and self._pending[0] == message.table:
            self._gathered[(message.table, message.viewer)] = message
            self.set_timer(GATHER, self._sit_down)

    def _land(self) -> None:
        """After (re)connecting: to the live table where it is one of our seats' turn; else
        stay in the lobby (our live tables are listed first)."""
        returning, self._returning = self._returning, {}
        if self.table is not None or self._pending is not None:
            return
        for table_id, message in returning.items():
            snap = message.snapshot
            seats = snap.get("seats", [])
            if not snap.get("over") and any(
                seats[v]["to_act"] for v in self.mine.get(table_id, ()) if 0 <= v < len(seats)
            ):
                self.watch_table(table_id)
                return

    def _sync_soon(self) -> None:
        if not self._sync_waiting:
            self._sync_waiting = True
            self.set_timer(OTHERS_WAIT, self._sync_waited)

    def _sync_waited(self) -> None:
        self._sync_waiting = False
        self.sync()  # draws nothing when a later snapshot was drawn meanwhile

    def _decode(self, game: Any, message: p.SnapshotMsg) -> Any:
        names = message.snapshot["seats"]
        away = [names[i]["name"] for i in message.away if 0 <= i < len(names)]
        return snapshot_from_plain(game, message.snapshot, away)

    def _sit_down(self) -> None:
        if self._pending is None:
            return
        table_id, seats = self._pending
        got = {v: m for (t, v), m in self._gathered.items() if t == table_id}
        if not got:
            return
        if seats is None:
            seats = tuple(sorted(v for v in got if v >= 0))
        self._pending = None
        self._gathered.clear()
        first = next(iter(got.values()))
        try:
            table = RemoteTable(table_id, first.snapshot["game_id"], seats, self.link)
            for message in got.values():
                table.receive(self._decode(table.game, message))
            for line in self._early_chat:
                if line.table == table_id:
                    table.add_chat(line.name, line.text)
            self._early_chat.clear()
        except Exception as error:  # a snapshot this client cannot read: say so, stay in the lobby
            self.log.error(f"cannot read table {table_id}: {error!r}")
            self.notify(
                _("Cannot show this table ({error}).", error=type(error).__name__), severity="error", markup=False
            )
            return
        if not table.ready():
            self._pending = (table_id, seats)
            return
        self._enter(table)  # type: ignore[arg-type]

    def sync(self) -> None:
        """As `MeepleApp.sync`, but a call with nothing new from the server (e.g. right after a
        move is sent, before the server's answer) draws nothing: the answer will."""
        table, screen = self.table, self.table_screen
        if isinstance(table, RemoteTable) and self.seating is not None and screen is not None and screen.is_mounted:
            drawn = (id(screen), self.seating.shown, table.stamp, self._handoff is None)
            if drawn == self._drawn:
                return
            self._drawn = drawn
        super().sync()

    # ----- from the lobby
    def join_table(self, line: p.TableLine, another: bool = False) -> None:
        """Sit at `line`'s table (ours already: back to our seats); `another`: take one more
        of its open seats, to play several seats from this terminal (hand-offs between them)."""
        if another and (line.over or not line.open_seats):
            self.notify(_("No open seat at this table."), markup=False)
            return
        if not another and (line.id in self.mine or not line.open_seats or line.over):
            self.watch_table(line.id)  # ours: the server sends our seats' snapshots
            return
        if line.invite and line.id not in self.mine:  # one seated there already came in by the code

            def with_code(code: str | None) -> None:
                if code:
                    self.link.send(p.TakeSeat(line.id, invite=code.strip()))

            self.push_screen(LinePrompt(_("This table needs its invite code:"), 64), callback=with_code)
            return
        self.link.send(p.TakeSeat(line.id))

    def watch_table(self, table_id: str, invite: str | None = None) -> None:
        self._pending = (table_id, None)
        self._early_chat.clear()
        self.link.send(p.Watch(table_id, invite))

    def watch_line(self, line: p.TableLine) -> None:
        """Watch `line`'s table; an invite-only one not ours asks for its code first."""
        if line.invite and line.id not in self.mine:

            def with_code(code: str | None) -> None:
                if code and code.strip():
                    self.watch_table(line.id, code.strip())

            self.push_screen(LinePrompt(_("Watching this table needs its invite code:"), 64), callback=with_code)
            return
        self.watch_table(line.id)

    def create_table(self, request: p.CreateTable | None) -> None:
        if request is not None:
            self._creating = request
            self.link.send(request)

    # ----- the table (the rest is MeepleApp's)
    def _enter(self, table: Any) -> None:
        self._sit_at(table, table.seats)

    def table_screen_class(self, game_id: str, css: str | None) -> type[Any]:
        from tui.remote.table_screen import RemoteTableScreen  # with the table's modules, not at start

        return with_css(RemoteTableScreen, game_id, css)

    def action_chat(self) -> None:
        table = self.table
        if not isinstance(table, RemoteTable):
            return

        def said(text: str | None) -> None:
            if text and text.strip():
                self.link.send(p.Chat(table.id, text))

        self.push_screen(LinePrompt(_("Say to the table (enter sends, escape cancels):")), callback=said)

    def action_stand_in(self) -> None:
        """The table's creator hands an away player's seat to a bot, or gives it back (the
        server refuses a bot for a player who is connected)."""
        table = self.table
        if not isinstance(table, RemoteTable):
            return

        def chosen(text: str | None) -> None:
            words = (text or "").split()
            if not words or not words[0].isdigit():
                return
            level = words[1] if len(words) > 1 else None
            self.link.send(p.StandIn(table.id, int(words[0]) - 1, level))

        # short lines that wrap: one long line was cut at 80 and 120 columns
        # the level is typed as the server reads it (random, greedy, strong): in English
        self.push_screen(
            LinePrompt(
                _(
                    "A bot for a player who is away (the table's creator only).\n"
                    "Type a seat and a level ({levels}), e.g. 2 random;\n"
                    "the seat alone gives it back to its player.",
                    levels=", ".join(BOT_LEVELS),
                ),
                40,
            ),
            callback=chosen,
        )

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        """The shared screens, worded for a player at a server: there is no title to go back
        to and no save file of theirs to replay."""
        _reword_for_ssh(screen)
        return super().push_screen(screen, *args, **kwargs)

    def action_invite(self) -> None:
        """The Invite panel: the table's code and the command for a friend (creator only)."""
        table = self.table
        if isinstance(table, RemoteTable):
            self.link.send(p.GetInvite(table.id))

    def action_save_game(self) -> None:
        self.notify(_("The server saves the table after every move."), markup=False)

    def action_leave_table(self) -> None:
        table = self.table
        if isinstance(table, RemoteTable):
            self.link.send(p.Leave(table.id))
        super().action_leave_table()
        self.link.send(p.ListTables())

    def action_quit(self) -> None:  # type: ignore[override]
        self.link.close()
        self.exit()


#: The table's Escape question at a server (the shared one offers the title and Continue);
#: ConfirmScreen puts it in the player's language.
LEAVE_QUESTION = N_(
    "Leave the table for the lobby?\n\nYour seat stays yours: Enter on this table in the "
    "lobby brings you back. The others see you as away meanwhile."
)


def _reword_for_ssh(screen: Any) -> None:
    from tui.screens.dialogs import ConfirmScreen, GameOverScreen

    if isinstance(screen, ConfirmScreen) and screen.question.startswith("Leave the table for the title?"):
        screen.question = LEAVE_QUESTION
    elif isinstance(screen, GameOverScreen):
        screen.seed_text = lambda: _seed_text(screen)  # type: ignore[method-assign]


def _seed_text(screen: Any) -> str:
    if screen.seed is None:
        return ""
    return _("Seed {seed}. The server keeps this game; its host can replay it or deal it again.", seed=screen.seed)


def main() -> None:
    """The child process of one SSH session (`python -m tui.remote`)."""
    import os
    import tempfile

    socket_path = os.environ.pop("MEEPLE_SOCKET", "")
    ticket = os.environ.pop("MEEPLE_TICKET", "")
    crash_dir = Path(os.environ.pop("MEEPLE_CLIENT_DIR", "") or tempfile.gettempdir()) / f"meeple-client-{os.getpid()}"
    if not socket_path or not ticket:
        raise SystemExit("meeple: this is started by `meeple serve` for each SSH connection")
    from rules.core.words import language_from_environment

    # the SSH client's LANG / LC_* (accepted by the front door), else English
    app = RemoteApp(
        socket_path,
        ticket,
        crash_dir,
        os.environ.pop("MEEPLE_SSH_HINT", ""),
        freeze_after_start=True,
        language=language_from_environment(),
    )
    write_frames_promptly()
    from tui import textual_compat

    textual_compat.install_key_order()  # Backspace & co. in the order typed (issue 22), as in run_app
    app.run()
    from rules.core.words import speaking

    with speaking(app.language):  # the app has ended: its language is said outright
        if app.return_code:
            print(_("Meeple stopped on an error; your seat is kept at the server.") + "\r")
        elif app.goodbye:
            print(f"{app.goodbye}\r")


__all__ = ["RemoteApp", "main"]
