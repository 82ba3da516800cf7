"""The table server: one asyncio process holding the lobby's tables, talking to each
connection's client over a local (Unix) socket in `protocol` messages.

A connection proves who it is with a single-use ticket that the front door (the SSH
server) obtained from `issue_ticket` after authenticating the user; from then on it acts
only for the seats the lobby binds to that identity. Each change at a table sends every
connection there a fresh snapshot per seat it holds (spectators: SPECTATOR). Rule clocks
run here; bots are scheduled here and think in worker processes (`tui.server.bots`). Bad
lines are refused one by one; a dead or flooding client is dropped; the server stays up.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import hashlib
import os
import secrets
import time
from collections.abc import Callable, Collection
from pathlib import Path
from typing import Any

import attrs

from rules.core.engine import SPECTATOR, NoLegalAction
from rules.core.words import DEFAULT_LANGUAGE, LANGUAGES, speaking
from tui.i18n import N_, _
from tui.server import protocol as p
from tui.server.bots import BotPool
from tui.server.lobby import WRONG_CODE_DELAY, Lobby, Refusal, WrongCode, report_frozen
from tui.server.snapshots import snapshot_to_plain

#: Seconds a ticket stays valid before its first use.
TICKET_LIFE = 60.0
#: Bad lines in a row before a connection is dropped.
MAX_BAD_LINES = 20
#: Messages queued for a client that reads nothing before it is dropped.
MAX_QUEUED = 2000
#: Seconds a write may wait on a backed-up client.
WRITE_TIMEOUT = 10.0
#: Chat lines one identity may send in CHAT_WINDOW seconds (over all its connections).
CHAT_BURST = 5
CHAT_WINDOW = 10.0
#: Notices kept for a user who is away (the newest).
MAX_NOTICES = 20
#: Seconds between housekeeping rounds (archiving finished tables, expiring seat codes).
HOUSEKEEPING_PERIOD = 3600.0


@attrs.define
class Ticket:
    identity: str
    name: str
    code: str | None
    expires: float


@attrs.define(eq=False)
class Connection:
    writer: asyncio.StreamWriter
    identity: str = ""
    name: str = ""
    watching: set[str] = attrs.field(factory=set)
    #: Tables its player came to (Watch, a seat, a move): elsewhere, their seats show "away".
    at: set[str] = attrs.field(factory=set)
    queue: asyncio.Queue[bytes | None] = attrs.field(factory=asyncio.Queue)
    closed: bool = False
    #: The language its snapshots are worded in (Hello, SpeakLanguage); two players at one
    #: table may read it in two.
    language: str = "en"


class TableServer:
    def __init__(
        self,
        lobby: Lobby,
        socket_path: Path,
        bot_pace: float = 0.4,
        clock_period: float = 0.5,
        wrong_code_delay: float = WRONG_CODE_DELAY,
        bot_workers: int | None = None,
        housekeeping_period: float = HOUSEKEEPING_PERIOD,
    ) -> None:
        self.lobby = lobby
        #: Where bots think: worker processes, at most `bot_workers` at once (`tui.server.bots`).
        self.bots = BotPool(bot_workers)
        self.wrong_code_delay = wrong_code_delay
        self.socket_path = Path(socket_path)
        self.bot_pace = bot_pace
        self.clock_period = clock_period
        self.housekeeping_period = housekeeping_period
        self.connections: set[Connection] = set()
        self._tickets: dict[str, Ticket] = {}  # sha256(ticket) -> ticket
        self._server: asyncio.AbstractServer | None = None
        self._bots: dict[str, asyncio.Task[None]] = {}
        self._dirty: set[str] = set()
        self._flush_due = False
        self._lobby_key: tuple[Any, ...] = ()
        self._tasks: set[asyncio.Task[Any]] = set()
        self._chat_times: dict[str, list[float]] = {}  # identity -> recent chat times
        #: Notices for users who were away when they were made: identity -> (table, its
        #: words, made when told: in the language of the connection that comes back).
        self._notices: dict[str, list[tuple[str, Callable[[], str]]]] = {}
        for live in lobby.tables.values():
            self._watch_table(live.id)

    # ----- life
    async def start(self) -> None:
        self.socket_path.parent.mkdir(parents=True, exist_ok=True)
        with contextlib.suppress(FileNotFoundError):
            self.socket_path.unlink()
        old = os.umask(0o177)  # the socket is the owner's alone
        try:
            self._server = await asyncio.start_unix_server(
                self._serve, path=str(self.socket_path), limit=p.MAX_CLIENT_LINE
            )
        finally:
            os.umask(old)
        self._spawn(self._clock_loop())
        self._spawn(self._housekeeping_loop())
        for table_id in self.lobby.tables:
            self._schedule_bots(table_id)

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
        for conn in list(self.connections):
            self._drop(conn)
        for task in list(self._tasks) + list(self._bots.values()):
            task.cancel()
        await asyncio.gather(*self._tasks, *self._bots.values(), return_exceptions=True)
        await self.bots.close()
        if self._server is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2)
        with contextlib.suppress(FileNotFoundError):
            self.socket_path.unlink()

    def _spawn(self, coro: Any) -> asyncio.Task[Any]:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    # ----- the front door
    def issue_ticket(self, name: str, fingerprint: str | None = None, code: str | None = None) -> str:
        """A single-use ticket for an authenticated user (Refusal for an unknown code)."""
        identity, name, fresh = self.lobby.admit(name, fingerprint, code)
        ticket = secrets.token_urlsafe(24)
        now = time.monotonic()
        self._tickets = {k: t for k, t in self._tickets.items() if t.expires > now}
        self._tickets[_digest(ticket)] = Ticket(identity, name, fresh, now + TICKET_LIFE)
        return ticket

    # ----- one connection
    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        conn = Connection(writer)
        self.connections.add(conn)
        sender = self._spawn(self._send_loop(conn))
        bad = 0
        try:
            while not conn.closed:
                try:
                    line = await reader.readline()
                except (ValueError, asyncio.LimitOverrunError):
                    with speaking(conn.language):
                        self._send(conn, p.Refused(_("line too long")))
                    break
                except (ConnectionError, OSError):
                    break
                if not line:
                    break
                if not line.strip():
                    continue
                try:
                    message = p.decode_client(line)
                except p.ProtocolError as error:
                    bad += 1
                    with speaking(conn.language):  # said to the connection that sent it, in its language
                        self._send(conn, p.Refused(error.said()))
                    if bad >= MAX_BAD_LINES:
                        break
                    continue
                bad = 0
                try:
                    with speaking(conn.language):  # its refusals and notices said in its own language
                        self._handle(conn, message)
                except WrongCode as refusal:
                    await asyncio.sleep(self.wrong_code_delay)  # this connection reads nothing meanwhile
                    self._send(conn, p.Refused(str(refusal)))
                except Refusal as refusal:
                    self._send(conn, p.Refused(str(refusal)))
        finally:
            self._drop(conn)
            await asyncio.wait({sender}, timeout=WRITE_TIMEOUT)  # flush what is queued (never raises)

    def _handle(self, conn: Connection, message: Any) -> None:
        if not conn.identity:
            if not isinstance(message, p.Hello):
                raise Refusal(_("say Hello with your ticket first"))
            # the language it speaks from its first words on (a refused ticket is said in it too)
            conn.language = message.language if message.language in LANGUAGES else DEFAULT_LANGUAGE
            ticket = self._tickets.pop(_digest(message.ticket), None)
            with speaking(conn.language):
                if ticket is None or ticket.expires < time.monotonic():
                    raise Refusal(_("unknown or expired ticket"))
                conn.identity, conn.name = ticket.identity, ticket.name
                self._send(conn, p.Welcome(conn.name, ticket.code))
                self._send(conn, p.Lobby(self.lobby.lines()))
                for table_id in self.lobby.tables_of(conn.identity):  # one's seats, kept up to date; the
                    conn.watching.add(table_id)  # client chooses which to go to (then it is `at` it)
                    self._send_snapshots(conn, table_id)
                self._tell_the_returning(conn)
            return
        self._handle_identified(conn, message)

    def _handle_identified(self, conn: Connection, message: Any) -> None:
        lobby = self.lobby
        if isinstance(message, p.Hello):
            raise Refusal(_("already identified"))
        if isinstance(message, p.SpeakLanguage):
            if message.language not in LANGUAGES:
                raise Refusal(_("no such language: {language} (ko or en)", language=repr(message.language)))
            conn.language = message.language
            for table_id in list(conn.watching):
                self._send_snapshots(conn, table_id)
        elif isinstance(message, p.ListTables):
            self._send(conn, p.Lobby(lobby.lines()))
        elif isinstance(message, p.CreateTable):
            live, invite = lobby.create(conn.identity, conn.name, message)
            self._watch_table(live.id)
            self._send(conn, p.Seated(live.id, lobby.seats_of(conn.identity, live.id), invite))
            self._enter(conn, live.id)
            self._lobby_changed()
            self._schedule_bots(live.id)
        elif isinstance(message, p.TakeSeat):
            seats = lobby.take_seat(conn.identity, conn.name, message.table, message.seat, message.invite)
            self._send(conn, p.Seated(message.table, seats))
            self._enter(conn, message.table)
            self._lobby_changed()
        elif isinstance(message, p.Watch):
            lobby.watch(conn.identity, message.table, message.invite)
            self._enter(conn, message.table)
        elif isinstance(message, p.GetInvite):
            self._send(conn, p.Invite(message.table, lobby.invite_of(conn.identity, message.table)))
        elif isinstance(message, p.Play):
            lobby.play(conn.identity, message.table, message.seat, message.version, message.actions)
            self._at(conn, message.table)
        elif isinstance(message, p.Undo):
            lobby.undo(conn.identity, message.table, message.seat)
            self._at(conn, message.table)
        elif isinstance(message, p.Chat):
            if message.table not in conn.watching:
                raise Refusal(_("join or watch the table first"))
            self._chat_allowed(conn.identity)
            said = lobby.chat(conn.identity, conn.name, message.table, message.text)
            if said is not None:
                line = p.ChatLine(message.table, *said)
                for other in list(self.connections):
                    if message.table in other.watching:
                        self._send(other, line)
        elif isinstance(message, p.Leave):
            conn.watching.discard(message.table)
            conn.at.discard(message.table)
            self._table_presence(message.table)
        elif isinstance(message, p.StandIn):
            owner, changed = lobby.stand_in(conn.identity, message.table, message.seat, message.level, self._present())
            if changed:
                table_id, seat, level = message.table, message.seat, message.level
                self._notify(owner, table_id, lambda: _stand_in_text(table_id, seat, level))
        elif isinstance(message, p.DeleteTable):
            lobby.delete(conn.identity, message.table)
            self._forget([message.table], N_("Table {table} was deleted by its creator."))
        elif isinstance(message, p.LegalAfter):
            actions = lobby.legal_after(conn.identity, message.table, message.seat, message.version, message.steps)
            self._send(conn, p.Legal(message.table, message.seat, message.version, message.steps, actions))

    def _present(self) -> set[str]:
        """Identities with a live connection now (a bot never takes the seat of one: they may
        be in the lobby for a moment)."""
        return {c.identity for c in self.connections if c.identity and not c.closed}

    def _notify(self, identity: str, table_id: str, words: Callable[[], str]) -> None:
        """Tell `identity` now, or when they next connect if they are away: `words` makes the
        text, in the language of each connection it is said to."""
        conns = [c for c in self.connections if c.identity == identity and not c.closed]
        for conn in conns:
            with speaking(conn.language):
                self._send(conn, p.Notice(table_id, words()))
        if not conns:
            kept = self._notices.setdefault(identity, [])
            kept.append((table_id, words))
            del kept[:-MAX_NOTICES]

    def _tell_the_returning(self, conn: Connection) -> None:
        """What changed at their seats while they were away; after a restart (notices are
        not kept), at least which of their seats a bot plays now."""
        told = self._notices.pop(conn.identity, [])
        for table_id, words in told:
            self._send(conn, p.Notice(table_id, words()))
        for people, table_id, game in self.lobby.set_aside:
            if conn.identity in people:
                self._send(
                    conn,
                    p.Notice(
                        table_id,
                        _(
                            "Your {game} table {table} could not be loaded after the "
                            "server's upgrade; the host keeps it aside and may bring it "
                            "back.",
                            game=game,
                            table=table_id,
                        ),
                    ),
                )
        for table_id in self.lobby.tables_of(conn.identity):
            if any(t == table_id for t, _words in told):
                continue
            for seat in self.lobby.seats_of(conn.identity, table_id):
                level = self.lobby.tables[table_id].record.seats[seat].stand_in
                if level:
                    self._send(conn, p.Notice(table_id, _stand_in_text(table_id, seat, level)))

    def _chat_allowed(self, identity: str) -> None:
        """At most CHAT_BURST lines per CHAT_WINDOW seconds per identity (a flood is refused)."""
        now = time.monotonic()
        recent = [t for t in self._chat_times.get(identity, ()) if t > now - CHAT_WINDOW]
        if len(recent) >= CHAT_BURST:
            self._chat_times[identity] = recent
            raise Refusal(_("you are chatting too fast; wait a few seconds"))
        recent.append(now)
        self._chat_times[identity] = recent

    def _enter(self, conn: Connection, table_id: str) -> None:
        """`conn` comes to the table: its snapshots, the chat kept there (said while one was
        away waits for them), and the others see its player is back."""
        conn.watching.add(table_id)
        conn.at.add(table_id)
        self._table_presence(table_id)  # this connection's snapshots among them
        live = self.lobby.tables.get(table_id)
        for name, text in live.chat if live is not None else ():
            self._send(conn, p.ChatLine(table_id, name, text, earlier=True))

    def _at(self, conn: Connection, table_id: str) -> None:
        """A player who moved at one of their tables is at it (as a client that says Watch)."""
        if table_id not in conn.at:
            self._enter(conn, table_id)

    def _at_table(self, table_id: str) -> set[str]:
        """Identities with a connection at the table now (a player elsewhere is away)."""
        return {c.identity for c in self.connections if c.identity and not c.closed and table_id in c.at}

    def _table_presence(self, table_id: str) -> None:
        """Who is at the table may have changed: its watchers get snapshots with the away seats."""
        for conn in list(self.connections):
            if table_id in conn.watching:
                self._send_snapshots(conn, table_id)

    def _send_snapshots(self, conn: Connection, table_id: str) -> None:
        live = self.lobby.tables.get(table_id)
        if live is None:
            return
        viewers = self.lobby.seats_of(conn.identity, table_id) or (SPECTATOR,)
        away = self.lobby.away(table_id, self._at_table(table_id))
        for viewer in viewers:
            snap = live.table.snapshot(viewer, conn.language)
            plain = snapshot_to_plain(live.table.game, snap)
            self._send(conn, p.SnapshotMsg(table_id, viewer, snap.version, plain, away))

    def _presence_changed(self, identity: str) -> None:
        """Someone came or went: tell their tables (who is away)."""
        for table_id in self.lobby.tables_of(identity):
            for conn in list(self.connections):
                if table_id in conn.watching:
                    self._send_snapshots(conn, table_id)

    def _send(self, conn: Connection, message: Any) -> None:
        if conn.closed:
            return
        if conn.queue.qsize() >= MAX_QUEUED:
            self._drop(conn)  # it reads nothing: let it reconnect for a fresh start
            return
        conn.queue.put_nowait(p.encode(message))

    async def _send_loop(self, conn: Connection) -> None:
        try:
            while True:
                data = await conn.queue.get()
                if data is None:
                    break
                conn.writer.write(data)
                await asyncio.wait_for(conn.writer.drain(), WRITE_TIMEOUT)
        except (ConnectionError, OSError, asyncio.TimeoutError):
            pass
        finally:
            was_closed, conn.closed = conn.closed, True
            self.connections.discard(conn)
            conn.writer.close()
            if not was_closed and conn.identity:
                self._presence_changed(conn.identity)

    def _drop(self, conn: Connection) -> None:
        if conn.closed:
            return
        conn.closed = True
        self.connections.discard(conn)
        conn.queue.put_nowait(None)
        if conn.identity:
            self._presence_changed(conn.identity)

    # ----- changes at a table
    def _watch_table(self, table_id: str) -> None:
        table = self.lobby.tables[table_id].table
        table.listeners.append(lambda _table, table_id=table_id: self._table_changed(table_id))

    def _table_changed(self, table_id: str) -> None:
        """Called inside a change: snapshots go out once the change is complete."""
        self._dirty.add(table_id)
        if not self._flush_due:
            with contextlib.suppress(RuntimeError):  # no running loop: nobody to tell yet
                # in no one's language: a change made while serving one connection is sent to all
                asyncio.get_running_loop().call_soon(self._flush, context=contextvars.Context())
                self._flush_due = True

    def _flush(self) -> None:
        self._flush_due = False
        dirty, self._dirty = self._dirty, set()
        for table_id in dirty:
            for conn in list(self.connections):
                if table_id in conn.watching:
                    self._send_snapshots(conn, table_id)
            self._schedule_bots(table_id)
        if dirty:
            self._lobby_changed(only_if_seats_changed=True)

    def _lobby_changed(self, only_if_seats_changed: bool = False) -> None:
        """Everyone gets the table list again. After moves, only when more than move counts
        changed (seats, names, a game over): ListTables gives the counts on demand."""
        lines = self.lobby.lines()
        key = tuple(attrs.evolve(line, moves=0) for line in lines)
        if only_if_seats_changed and key == self._lobby_key:
            return
        self._lobby_key = key
        message = p.Lobby(lines)
        for conn in list(self.connections):
            if conn.identity:
                self._send(conn, message)

    # ----- bots and clocks
    def _schedule_bots(self, table_id: str) -> None:
        running = self._bots.get(table_id)
        if running is not None and not running.done():
            return
        live = self.lobby.tables.get(table_id)
        if live is None or live.table.bot_job() is None:
            return
        self._bots[table_id] = asyncio.get_running_loop().create_task(  # nobody's language (as _flush)
            self._run_bots(table_id), context=contextvars.Context()
        )

    async def _run_bots(self, table_id: str) -> None:
        table = self.lobby.tables[table_id].table
        while True:
            job = table.bot_job()
            if job is None:
                return
            if self.bot_pace:
                await asyncio.sleep(self.bot_pace)
            try:
                action = await self.bots.think(table, job)  # in a worker: this loop never waits on a bot
            except Exception:  # a broken bot must not take the server down; the table waits
                return
            try:
                table.apply_bot(job, action)
            except NoLegalAction as error:  # the bot would choose it again: the table waits
                report_frozen(table_id, error)
                return
            await asyncio.sleep(0)

    async def _housekeeping_loop(self) -> None:
        """Hourly: finished tables archived after their week, unused seat codes expired."""
        while True:
            await asyncio.sleep(self.housekeeping_period)
            with contextlib.suppress(Exception):  # a full disk must not stop the server
                self._forget(self.lobby.housekeep(), N_("Table {table} was finished a while ago and is archived."))
                self._lobby_changed(only_if_seats_changed=True)  # freed seats show as open

    def _forget(self, table_ids: Collection[str], text: str) -> None:
        """Tables the lobby no longer has: their bots stop, their watchers are told (`text`,
        with a {table} field, in each one's language)."""
        for table_id in table_ids:
            task = self._bots.pop(table_id, None)
            if task is not None:
                task.cancel()
            for conn in list(self.connections):
                if table_id in conn.watching:
                    conn.watching.discard(table_id)
                    conn.at.discard(table_id)
                    with speaking(conn.language):
                        self._send(conn, p.Notice(table_id, _(text, table=table_id)))
        if table_ids:
            self._lobby_changed()

    async def _clock_loop(self) -> None:
        while True:
            await asyncio.sleep(self.clock_period)
            for live in list(self.lobby.tables.values()):
                with contextlib.suppress(Exception):
                    live.table.tick()


def _stand_in_text(table_id: str, seat: int, level: str | None) -> str:
    """Said to a seat's owner in the language spoken now (`speaking`)."""
    if level:
        return _(
            "A bot ({level}) plays your seat {seat} at table {table} while you are away; "
            "the table's creator can give it back to you.",
            level=level,
            seat=seat + 1,
            table=table_id,
        )
    return _(
        "Your seat {seat} at table {table} is yours again: no bot plays it any more.", seat=seat + 1, table=table_id
    )


def _digest(ticket: str) -> str:
    return hashlib.sha256(ticket.encode("utf-8", "surrogatepass")).hexdigest()
