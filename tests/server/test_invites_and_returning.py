"""Invitations and coming back (issue 24): the creator's Invite panel at any time, watching an
invite-only table needs its code, chat said while one was away waits for them, a player not at
the table shows as away, and reconnecting lands where it is one's turn (else the lobby, live
tables first)."""

from __future__ import annotations

import json
import os
import stat

from tests.server.helpers import join
from tests.server.test_remote_client import _until
from tui.remote.app import RemoteApp
from tui.remote.table import RemoteTable
from tui.server import protocol as p


async def _invite_table(harness):
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    harness.seed = 6
    await ann.send(p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec()), invite=True))
    seated = await ann.until(lambda m: isinstance(m, p.Seated))
    return ann, seated.table, seated.invite


async def test_the_creator_gets_the_invite_code_again_and_no_one_else(harness):
    ann, table, code = await _invite_table(harness)
    await ann.send(p.GetInvite(table))
    assert (await ann.until(lambda m: isinstance(m, p.Invite))) == p.Invite(table, code)
    record = harness.state_dir / "tables" / f"{table}.json"
    assert json.loads(record.read_text())["invite_code"] == code  # in the clear, the owner's alone
    assert stat.S_IMODE(os.stat(record).st_mode) == 0o600
    eve = await join(harness, "Eve", fingerprint="SHA256:eve")
    await eve.send(p.GetInvite(table))
    assert "only the table's creator" in (await eve.until(lambda m: isinstance(m, p.Refused))).reason
    for client in (ann, eve):
        await client.close()


async def test_watching_an_invite_only_table_needs_its_code(harness):
    ann, table, code = await _invite_table(harness)
    eve = await join(harness, "Eve", fingerprint="SHA256:eve")
    await eve.send(p.Watch(table))
    assert "needs its invite code" in (await eve.until(lambda m: isinstance(m, p.Refused))).reason
    await eve.send(p.Watch(table, "a" * 25))
    assert "wrong invite code" in (await eve.until(lambda m: isinstance(m, p.Refused))).reason
    assert not any(key[0] == table for key in eve.snapshots)
    await eve.send(p.Watch(table, code))
    snap = await eve.until(lambda m: isinstance(m, p.SnapshotMsg) and m.table == table)
    assert snap.viewer == -1
    for client in (ann, eve):
        await client.close()


async def test_chat_said_while_away_waits_and_away_means_not_at_the_table(harness):
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    harness.seed = 6
    await ann.send(p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec())))
    table = (await ann.until(lambda m: isinstance(m, p.Seated))).table
    bob = await join(harness, "Bob", fingerprint="SHA256:bob")
    await bob.send(p.TakeSeat(table))
    await bob.until(lambda m: isinstance(m, p.Seated))
    await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.away == () and m.snapshot["seats"][1]["name"] == "Bob")
    await bob.send(p.Leave(table))  # to the lobby: still connected, not at the table
    await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.away == (1,))
    await bob.close()
    await ann.send(p.Chat(table, "your turn soon, Bob"))
    await ann.until(lambda m: isinstance(m, p.ChatLine))
    bob = await join(harness, "Bob", fingerprint="SHA256:bob")
    assert not bob.chat  # not at the table yet
    await bob.send(p.Watch(table))
    said = await bob.until(lambda m: isinstance(m, p.ChatLine))
    assert (said.name, said.text, said.earlier) == ("Ann", "your turn soon, Bob", True)
    await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.away == ())
    for client in (ann, bob):
        await client.close()


async def test_the_invite_panel_shows_the_command_and_the_code(harness, tmp_path):
    app = RemoteApp(
        str(harness.socket_path),
        harness.server.issue_ticket("Ann", fingerprint="SHA256:ann"),
        tmp_path / "crash",
        host_hint="ssh -p 2222 CODE@example",
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await _until(pilot, lambda: app._started)
        harness.seed = 6
        app.create_table(p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec()), invite=True))
        await _until(
            pilot,
            lambda: (
                isinstance(app.table, RemoteTable)
                and app.table_screen is not None
                and app.table_screen.is_mounted
                and app.table_screen.snapshot is not None
            ),
        )
        code = harness.server.lobby.tables[app.table.id].record.invite_code
        await pilot.press("i")
        await _until(pilot, lambda: app.screen.__class__.__name__ == "InviteScreen")
        text = str(app.screen.query_one("#invite-text").render())
        assert "ssh -p 2222 NAME@example" in text and code in text
        await pilot.press("escape")
        await _until(pilot, lambda: app.screen is app.table_screen)


async def test_reconnecting_lands_at_the_table_where_it_is_your_turn(harness, tmp_path):
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    harness.seed = 6
    await ann.send(p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec("bot", "random"))))
    table = (await ann.until(lambda m: isinstance(m, p.Seated))).table
    await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.snapshot["choices"])
    await ann.send(p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec())))  # waits for a second player
    waiting = (await ann.until(lambda m: isinstance(m, p.Seated))).table
    await ann.close()
    app = RemoteApp(
        str(harness.socket_path), harness.server.issue_ticket("Ann", fingerprint="SHA256:ann"), tmp_path / "crash"
    )
    async with app.run_test(size=(100, 30)) as pilot:
        await _until(
            pilot,
            lambda: isinstance(app.table, RemoteTable) and app.table_screen is not None and app.table_screen.is_mounted,
        )
        assert app.table.id == table  # the one where it is her turn, not the one waiting
        app.action_leave_table()
        await _until(pilot, lambda: app.screen is app.lobby_screen and len(app.lobby_screen.lines) == 2)
        assert {line.id for line in app.lobby_screen.lines} == {table, waiting}


async def test_reconnecting_with_no_turn_stays_in_the_lobby_live_tables_first(harness, tmp_path):
    bob = await join(harness, "Bob", fingerprint="SHA256:bob")
    harness.seed = 6  # the first seat (Bob's) acts first
    await bob.send(p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec())))  # made first, an open seat
    other = (await bob.until(lambda m: isinstance(m, p.Seated))).table
    await bob.send(p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec())))
    mine = (await bob.until(lambda m: isinstance(m, p.Seated) and m.table != other)).table
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    await ann.send(p.TakeSeat(mine))  # Ann's live table, Bob's turn
    await ann.until(lambda m: isinstance(m, p.Seated))
    await ann.close()
    assert [line.id for line in harness.server.lobby.lines()] == [other, mine]
    app = RemoteApp(
        str(harness.socket_path), harness.server.issue_ticket("Ann", fingerprint="SHA256:ann"), tmp_path / "crash"
    )
    async with app.run_test(size=(100, 30)) as pilot:
        await _until(pilot, lambda: app._started and mine in app.mine and len(app.lobby_screen.lines) == 2)
        await pilot.pause(0.3)
        assert app.table is None and app.screen is app.lobby_screen
        assert app.lobby_screen.lines[0].id == mine  # her live table first
    await bob.close()
