"""The per-connection app against a real table server, driven in Textual's test pilot:
lobby, a table created and joined, a move sent through the server, chat, leaving."""
from __future__ import annotations

import asyncio

from tests.server.helpers import join
from tui.remote.app import RemoteApp
from tui.remote.table import RemoteTable
from tui.server import protocol as p


async def _until(pilot, predicate, timeout=10.0):
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not predicate():
        if loop.time() > end:
            raise TimeoutError("condition not met")
        await pilot.pause(0.02)


async def test_the_app_creates_a_table_plays_a_move_and_chats(harness, tmp_path):
    bob = await join(harness, "Bob", fingerprint="SHA256:bob")
    ticket = harness.server.issue_ticket("Ann", fingerprint="SHA256:ann")
    app = RemoteApp(str(harness.socket_path), ticket, tmp_path / "crash")
    async with app.run_test(size=(100, 30)) as pilot:
        await _until(pilot, lambda: app.welcome is not None and app._started)
        assert "you are Ann" in str(app.lobby_screen.query_one("#lobby-head").render())
        await pilot.press("n")
        await _until(pilot, lambda: app.screen.__class__.__name__ == "NewTableScreen")
        await pilot.click("#new-create")
        await _until(pilot, lambda: isinstance(app.table, RemoteTable) and app.table_screen is not None
                     and app.table_screen.is_mounted)
        table = app.table
        assert table.seats == (0,) and table.game.id == "duel"
        await bob.send(p.TakeSeat(table.id))
        await bob.until(lambda m: isinstance(m, p.Seated))
        await _until(pilot, lambda: app.table_screen.snapshot is not None and app.table_screen.snapshot.choices
                     and "Bob" in app.table_screen.snapshot.names)
        version = table.version
        await pilot.press("1")
        await _until(pilot, lambda: table.version > version)
        assert harness.server.lobby.tables[table.id].table.moves == 1
        await bob.until(lambda m: isinstance(m, p.SnapshotMsg) and m.version > version)
        await pilot.press("t")
        await _until(pilot, lambda: app.screen.__class__.__name__ == "LinePrompt")
        await pilot.press(*"hello", "enter")
        await bob.until(lambda m: isinstance(m, p.ChatLine) and m.text == "hello")
        await _until(pilot, lambda: any("Ann: hello" in line for line in app.table_screen.snapshot.log))
        app.action_leave_table()
        await _until(pilot, lambda: app.screen is app.lobby_screen)
    await bob.close()
