"""The per-connection app against a real table server, driven in Textual's test pilot:
lobby, a table created and joined, a move sent through the server, chat, leaving."""

from __future__ import annotations

import asyncio
import shutil
import tempfile
import threading
from pathlib import Path

import pytest

from tests.server.conftest import ServerHarness
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
        await _until(
            pilot,
            lambda: isinstance(app.table, RemoteTable) and app.table_screen is not None and app.table_screen.is_mounted,
        )
        table = app.table
        assert table.seats == (0,) and table.game.id == "duel"
        await bob.send(p.TakeSeat(table.id))
        await bob.until(lambda m: isinstance(m, p.Seated))
        await _until(
            pilot,
            lambda: (
                app.table_screen.snapshot is not None
                and app.table_screen.snapshot.choices
                and "Bob" in app.table_screen.snapshot.names
            ),
        )
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


@pytest.fixture
def threaded_server(tmp_path):
    """A table server on a loop of its own thread: the app's composer waits for the server's
    answer, which a server on the app's own loop could never give (in use it is another process)."""
    short = Path(tempfile.mkdtemp(prefix="mpt-", dir="/tmp"))
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    harness = ServerHarness(tmp_path / "state", short / "s.sock")
    asyncio.run_coroutine_threadsafe(harness.start(), loop).result(10)
    try:
        yield harness, loop
    finally:
        asyncio.run_coroutine_threadsafe(harness.stop(), loop).result(10)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(5)
        shutil.rmtree(short, ignore_errors=True)


async def _duel_with(harness, bob, app, pilot) -> RemoteTable:
    """The app's player makes a Duel table (seed 2) and `bob` takes its other seat."""
    harness.seed = 2
    await _until(pilot, lambda: app._started)
    app.create_table(p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec())))
    await _until(
        pilot,
        lambda: isinstance(app.table, RemoteTable) and app.table_screen is not None and app.table_screen.is_mounted,
    )
    await bob.send(p.TakeSeat(app.table.id))
    return app.table


async def test_a_move_of_ours_is_drawn_at_once_another_s_a_moment_later(harness, tmp_path, monkeypatch):
    """The frame answering a player's key goes first; another's move waits OTHERS_WAIT (long
    here, so that the test sees it waiting) and is then drawn."""
    import tui.remote.app as remote_app

    monkeypatch.setattr(remote_app, "OTHERS_WAIT", 0.6)
    bob = await join(harness, "Bob", fingerprint="SHA256:bob")
    ticket = harness.server.issue_ticket("Ann", fingerprint="SHA256:ann")
    app = RemoteApp(str(harness.socket_path), ticket, tmp_path / "crash")
    async with app.run_test(size=(100, 30)) as pilot:
        table = await _duel_with(harness, bob, app, pilot)
        screen = app.table_screen
        await _until(
            pilot, lambda: screen.snapshot is not None and screen.snapshot.choices and "Bob" in screen.snapshot.names
        )
        version = table.version
        await pilot.press("1")
        await _until(pilot, lambda: table.version > version)
        assert screen.snapshot.version == table.version  # ours: drawn with its arrival
        theirs = await bob.until(lambda m: isinstance(m, p.SnapshotMsg) and m.viewer == 1 and m.snapshot["choices"])
        await bob.send(p.Play(table.id, 1, theirs.version, (theirs.snapshot["choices"][0]["action"],)))
        mine = table.version
        await _until(pilot, lambda: table.version > mine)
        assert screen.snapshot.version == mine and app._sync_waiting  # Bob's: waiting its turn
        await _until(pilot, lambda: screen.snapshot.version == table.version, timeout=5)
        assert screen.snapshot.last_actor == 1 and not app._sync_waiting
    await bob.close()


async def test_the_step_composer_asks_the_server(threaded_server, tmp_path):
    harness, loop = threaded_server
    ticket = asyncio.run_coroutine_threadsafe(_issue(harness), loop).result(5)
    app = RemoteApp(str(harness.socket_path), ticket, tmp_path / "crash")
    app.TURN_GUARD = 0.0  # picks are taken at once after a bot's move (a person gets half a second)
    async with app.run_test(size=(120, 40)) as pilot:
        await _until(pilot, lambda: app._started)
        seats = (p.SeatSpec(),) + tuple(p.SeatSpec("bot", "random") for _ in range(2))
        harness.seed = 4
        app.create_table(p.CreateTable("sheriff", seats))
        await _until(
            pilot,
            lambda: (
                isinstance(app.table, RemoteTable)
                and app.table_screen is not None
                and app.table_screen.is_mounted
                and app.table_screen.snapshot is not None
            ),
        )
        table = app.table
        live = harness.server.lobby.tables[table.id].table
        # play on until a decision of steps is Ann's (the composer opens with the server as judge)
        for _ in range(40):
            await _until(pilot, lambda: app.table_screen.snapshot.choices or app.table.over, timeout=15)
            if app.table_screen.composing:
                break
            version = table.version
            await pilot.press("1")
            await _until(pilot, lambda: table.version > version or app.table_screen.composing, timeout=15)
        assert app.table_screen.composing
        composition = app.table_screen.composer.composition
        local = live.composition(0, composition.opening[0] if composition.opening else None)
        assert composition.tokens() == local.tokens()  # the server judged as the local table does
        assert composition.tokens() and app.table_screen.composer.tokens


async def _issue(harness):
    return harness.server.issue_ticket("Ann", fingerprint="SHA256:ann")


async def test_the_creator_hands_an_away_seat_to_a_bot_from_the_table(harness, tmp_path):
    bob = await join(harness, "Bob", fingerprint="SHA256:bob")
    ticket = harness.server.issue_ticket("Ann", fingerprint="SHA256:ann")
    app = RemoteApp(str(harness.socket_path), ticket, tmp_path / "crash")
    async with app.run_test(size=(100, 30)) as pilot:
        await _duel_with(harness, bob, app, pilot)
        await bob.until(lambda m: isinstance(m, p.Seated))
        await bob.close()
        await _until(pilot, lambda: "Bob is away" in app.table_screen.snapshot.status)
        await pilot.press("b")
        await _until(pilot, lambda: app.screen.__class__.__name__ == "LinePrompt")
        await pilot.press(*"2 random", "enter")
        await _until(pilot, lambda: app.table_screen.snapshot.seats[1].is_bot)


async def test_one_terminal_can_hold_several_seats_with_hand_offs_between_them(harness, tmp_path):
    ticket = harness.server.issue_ticket("Ann", fingerprint="SHA256:ann")
    app = RemoteApp(str(harness.socket_path), ticket, tmp_path / "crash")
    async with app.run_test(size=(100, 30)) as pilot:
        await _until(pilot, lambda: app._started)
        harness.seed = 2
        app.create_table(p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec()), invite=True))
        await _until(
            pilot,
            lambda: isinstance(app.table, RemoteTable) and app.table_screen is not None and app.table_screen.is_mounted,
        )
        table_id = app.table.id
        app.action_leave_table()
        await _until(pilot, lambda: app.screen is app.lobby_screen and app.lobby_screen.lines)
        await pilot.press("s")  # one more seat at the table under the cursor (ours)
        await _until(pilot, lambda: isinstance(app.table, RemoteTable) and app.table.seats == (0, 1))
        assert harness.server.lobby.seats_of("key:SHA256:ann", table_id) == (0, 1)
        # two seats on one terminal: the seat to act is asked for by name first (a hand-off)
        await _until(pilot, lambda: app.screen.__class__.__name__ == "HandoffScreen")
        app.action_leave_table()
        await _until(pilot, lambda: app.screen is app.lobby_screen)
        await pilot.press("s")  # the table is full now
        await _until(pilot, lambda: any("No open seat" in str(n.message) for n in app._notifications))
