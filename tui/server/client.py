"""A connection's end of the table server's socket: send messages, read them as they come,
and keep the newest snapshot per (table, viewer). Used by the per-connection app and tests."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from tui.server import protocol as p

#: Longest line the server may send (a snapshot carries a whole view).
MAX_SERVER_LINE = 16 * 1024 * 1024


class TableClient:
    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer
        self.snapshots: dict[tuple[str, int], dict[str, Any]] = {}
        self.chat: list[p.ChatLine] = []
        self.refusals: list[str] = []
        self.lobby: tuple[p.TableLine, ...] = ()
        self.welcome: p.Welcome | None = None
        self.seated: list[p.Seated] = []
        self.notices: list[p.Notice] = []

    @classmethod
    async def connect(cls, socket_path: Path, ticket: str) -> TableClient:
        reader, writer = await asyncio.open_unix_connection(str(socket_path), limit=MAX_SERVER_LINE)
        client = cls(reader, writer)
        await client.send(p.Hello(ticket))
        return client

    async def send(self, message: Any) -> None:
        self.writer.write(p.encode(message))
        await self.writer.drain()

    async def receive(self) -> Any:
        """The next message (None when the server closed the connection)."""
        line = await self.reader.readline()
        if not line:
            return None
        message = p.decode_server(line)
        if isinstance(message, p.SnapshotMsg):
            self.snapshots[(message.table, message.viewer)] = message.snapshot
        elif isinstance(message, p.ChatLine):
            self.chat.append(message)
        elif isinstance(message, p.Refused):
            self.refusals.append(message.reason)
        elif isinstance(message, p.Lobby):
            self.lobby = message.tables
        elif isinstance(message, p.Welcome):
            self.welcome = message
        elif isinstance(message, p.Seated):
            self.seated.append(message)
        elif isinstance(message, p.Notice):
            self.notices.append(message)
        return message

    async def until(self, predicate: Any, timeout: float = 10.0) -> Any:
        """Read until a message satisfies `predicate` (TimeoutError after `timeout` s)."""

        async def loop() -> Any:
            while True:
                message = await self.receive()
                if message is None:
                    raise ConnectionError("server closed the connection")
                if predicate(message):
                    return message

        return await asyncio.wait_for(loop(), timeout)

    async def close(self) -> None:
        self.writer.close()
        try:
            await self.writer.wait_closed()
        except (ConnectionError, OSError):
            pass
