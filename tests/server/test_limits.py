"""The server's limits (issue 24): open tables per identity and per server, no tables of bots
alone, finished tables archived after a week, a creator deleting their table, and seat codes
that expire when unused."""

from __future__ import annotations

import asyncio
import random
import shutil
import stat
import tempfile
from pathlib import Path

import pytest

from tests.server.helpers import join
from tui.remote.app import RemoteApp
from tui.server import protocol as p
from tui.server.lobby import ALL_BOTS, Lobby, Refusal, WrongCode
from tui.server.server import TableServer

DAY = 24 * 3600.0
DUEL = p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec()))


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def _finish(lobby: Lobby, table_id: str) -> None:
    """Ann (both seats) plays seeded-random moves until the game is over."""
    lobby.take_seat("key:ann", "Ann", table_id, None, None)
    table = lobby.tables[table_id].table
    rng = random.Random(1)
    for _ in range(5000):
        if table.over:
            return
        seat = sorted(table.to_act())[0]
        table.play(seat, rng.choice(table.legal(seat)))
    raise AssertionError("the game did not end")


def test_a_sixth_open_table_is_refused_in_words(tmp_path):
    lobby = Lobby(tmp_path, lambda: 5)
    made = [lobby.create("key:ann", "Ann", DUEL)[0].id for _ in range(5)]
    with pytest.raises(Refusal, match="^you have 5 open tables; finish or delete one first$"):
        lobby.create("key:ann", "Ann", DUEL)
    lobby.create("key:bob", "Bob", DUEL)  # the limit is each identity's own
    lobby.delete("key:ann", made[0])
    lobby.create("key:ann", "Ann", DUEL)
    _finish(lobby, made[1])  # a finished table is not open
    lobby.create("key:ann", "Ann", DUEL)


def test_the_server_caps_its_open_tables(tmp_path):
    lobby = Lobby(tmp_path, lambda: 5, max_open_tables=3)
    for who in ("a", "b", "c"):
        lobby.create(f"key:{who}", who, DUEL)
    with pytest.raises(Refusal, match="this server has 3 open tables"):
        lobby.create("key:d", "D", DUEL)


async def test_a_table_of_bots_alone_is_refused(harness):
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    await ann.send(p.CreateTable("duel", (p.SeatSpec("bot", "random"), p.SeatSpec("bot", "random"))))
    refused = await ann.until(lambda m: isinstance(m, (p.Refused, p.Seated)))
    assert isinstance(refused, p.Refused) and refused.reason == ALL_BOTS
    assert not harness.server.lobby.tables
    await ann.close()


def _archived(state: Path, table_id: str) -> Path:
    [folder] = (state / "archive").glob(f"{table_id}-*")
    return folder


def test_a_finished_table_is_archived_a_week_after_it_ended(tmp_path):
    clock = Clock()
    lobby = Lobby(tmp_path, lambda: 5, clock=clock)
    table_id = lobby.create("key:ann", "Ann", DUEL)[0].id
    _finish(lobby, table_id)
    assert lobby.tables[table_id].record.ended == clock.now
    clock.now += 7 * DAY - 60
    assert lobby.housekeep() == () and table_id in lobby.tables
    assert Lobby(tmp_path, lambda: 5, clock=clock).tables  # a start before its week: kept
    clock.now += 60
    restarted = Lobby(tmp_path, lambda: 5, clock=clock)  # checked at start-up too
    assert table_id not in restarted.tables and not restarted.lines()
    folder = _archived(tmp_path, table_id)
    assert {f.name for f in folder.iterdir()} >= {f"tables-{table_id}.json", f"saves-{table_id}.json"}
    for made in (folder, folder.parent):
        assert stat.S_IMODE(made.stat().st_mode) == 0o700
    assert not (tmp_path / "tables" / f"{table_id}.json").exists()


def test_an_unfinished_table_is_never_archived(tmp_path):
    clock = Clock()
    lobby = Lobby(tmp_path, lambda: 5, clock=clock)
    table_id = lobby.create("key:ann", "Ann", DUEL)[0].id
    clock.now += 365 * DAY
    assert lobby.housekeep() == () and table_id in lobby.tables


async def test_the_running_server_archives_hourly(tmp_path):
    clock = Clock()
    short = Path(tempfile.mkdtemp(prefix="mps-", dir="/tmp"))
    lobby = Lobby(tmp_path / "state", lambda: 5, clock=clock)
    table_id = lobby.create("key:ann", "Ann", DUEL)[0].id
    _finish(lobby, table_id)
    server = TableServer(lobby, short / "s.sock", bot_pace=0.0, clock_period=0.05, housekeeping_period=0.05)
    await server.start()
    try:
        clock.now += 8 * DAY
        for _ in range(100):
            if table_id not in lobby.tables:
                break
            await asyncio.sleep(0.02)
        assert table_id not in lobby.tables
        assert _archived(tmp_path / "state", table_id)
    finally:
        await server.close()
        shutil.rmtree(short, ignore_errors=True)


async def test_only_the_creator_deletes_a_table_and_it_is_archived(harness):
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    await ann.send(DUEL)
    table_id = (await ann.until(lambda m: isinstance(m, p.Seated))).table
    bob = await join(harness, "Bob", fingerprint="SHA256:bob")
    await bob.send(p.TakeSeat(table_id))
    await bob.until(lambda m: isinstance(m, p.Seated))
    await bob.send(p.DeleteTable(table_id))
    assert (await bob.until(lambda m: isinstance(m, p.Refused))).reason == "only the table's creator can delete it"
    await ann.send(p.DeleteTable(table_id))
    told = await bob.until(lambda m: isinstance(m, p.Notice))
    assert told.table == table_id and "deleted" in told.text
    await ann.until(lambda m: isinstance(m, p.Lobby) and not m.tables)
    assert table_id not in harness.server.lobby.tables
    folder = _archived(harness.state_dir, table_id)
    assert (folder / f"tables-{table_id}.json").exists()
    await ann.close()
    await bob.close()


async def test_d_in_the_lobby_deletes_after_a_yes(harness, tmp_path):
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    await ann.send(p.CreateTable("duel", DUEL.seats, sit=False))  # not seated: the app stays in the lobby
    table_id = (await ann.until(lambda m: isinstance(m, p.Seated))).table
    await ann.close()
    app = RemoteApp(
        str(harness.socket_path), harness.server.issue_ticket("Ann", fingerprint="SHA256:ann"), tmp_path / "crash"
    )
    async with app.run_test(size=(120, 30)) as pilot:
        loop = asyncio.get_running_loop()
        end = loop.time() + 10
        while not (app._started and app.screen is app.lobby_screen and app.lobby_screen.lines):
            assert loop.time() < end
            await pilot.pause(0.02)
        await pilot.press("d")
        await pilot.pause(0.1)
        assert app.screen.__class__.__name__ == "ConfirmScreen"
        await pilot.press("n")  # Keep
        await pilot.pause(0.2)
        assert table_id in harness.server.lobby.tables
        await pilot.press("d")
        await pilot.pause(0.1)
        await pilot.press("y")
        while table_id in harness.server.lobby.tables:
            assert loop.time() < end
            await pilot.pause(0.02)


def test_an_unused_seat_code_expires_and_its_seats_open_again(tmp_path):
    clock = Clock()
    lobby = Lobby(tmp_path, lambda: 5, clock=clock)
    carl, _, code = lobby.admit("Carl")
    _, _, dora_code = lobby.admit("Dora")
    table_id = lobby.create(carl, "Carl", DUEL)[0].id
    assert lobby.seats_of(carl, table_id) == (0,)
    clock.now += 29 * DAY
    lobby.admit("", code=code)  # Carl comes back: his 30 days start again
    clock.now += 2 * DAY
    lobby.housekeep()
    with pytest.raises(WrongCode):  # Dora's was unused for 31 days
        lobby.admit("", code=dora_code)
    assert lobby.tables[table_id].record.seats[0].owner == carl
    clock.now += 30 * DAY
    restarted = Lobby(tmp_path, lambda: 5, clock=clock)  # checked at start-up as well
    with pytest.raises(WrongCode):
        restarted.admit("", code=code)
    assert table_id in restarted.tables  # the table stays, its seat is open again
    assert restarted.line(restarted.tables[table_id]).open_seats == (0, 1)
    assert restarted.tables[table_id].record.seats[0].name == "Seat 1"
    again = Lobby(tmp_path, lambda: 5, clock=clock)
    assert not again.code_hashes and again.line(again.tables[table_id]).open_seats == (0, 1)
