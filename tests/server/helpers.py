"""Driving a table through the server API, as a client would: read snapshots, send moves."""

from __future__ import annotations

import asyncio
import random
from typing import Any

from tui.server import protocol as p
from tui.server.client import TableClient


async def join(harness: Any, name: str, fingerprint: str | None = None, code: str | None = None) -> TableClient:
    ticket = harness.server.issue_ticket(name, fingerprint=fingerprint, code=code)
    client = await TableClient.connect(harness.socket_path, ticket)
    await client.until(lambda m: isinstance(m, p.Lobby))
    return client


async def play_to_end(
    client: TableClient, table: str, seats: tuple[int, ...], seed: int, timeout: float = 60.0
) -> dict[str, Any]:
    """Pick seeded-random choices for `seats` on each fresh snapshot until the game is over."""
    rng = random.Random(seed)
    acted: dict[int, int] = {}

    async def loop() -> dict[str, Any]:
        while True:
            for seat in seats:
                snap = client.snapshots.get((table, seat))
                if snap is None:
                    continue
                if snap["over"]:
                    return snap
                if snap["choices"] and acted.get(seat, -1) < snap["version"]:
                    acted[seat] = snap["version"]
                    choice = rng.choice(snap["choices"])
                    await client.send(p.Play(table, seat, snap["version"], (choice["action"],)))
            message = await client.receive()
            if message is None:
                raise ConnectionError("server closed the connection")

    return await asyncio.wait_for(loop(), timeout)
