"""The table server through its API (not keystrokes): whole games, seats bound to
identities, spectators' privacy, reconnects, restarts, and garbage on the socket."""

from __future__ import annotations

import asyncio
import json

import attrs
import pytest

from rules.core.engine import SPECTATOR
from rules.core.registry import GAMES, get_game
from tests.server.helpers import join, play_to_end
from tests.tui.privacy import _occurs
from tui.server import protocol as p
from tui.server.client import TableClient
from tui.server.lobby import Refusal


def _seats_for(game_id: str) -> tuple[p.SeatSpec, ...]:
    game = get_game(game_id)
    players = max(2, game.min_players) if game.max_players >= 2 else game.min_players
    return (p.SeatSpec("open"),) + tuple(p.SeatSpec("bot", "random") for _ in range(players - 1))


async def _create(client: TableClient, request: p.CreateTable) -> p.Seated:
    await client.send(request)
    return await client.until(lambda m: isinstance(m, (p.Seated, p.Refused)))


async def _ann_and_bob_at_a_duel(harness) -> tuple[TableClient, TableClient, str]:
    """Ann makes a Duel table with two open seats (seed 5) and Bob takes the second."""
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    harness.seed = 5
    seated = await _create(ann, p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec())))
    bob = await join(harness, "Bob", fingerprint="SHA256:bob")
    await bob.send(p.TakeSeat(seated.table))
    assert (await bob.until(lambda m: isinstance(m, p.Seated))).seats == (1,)
    return ann, bob, seated.table


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
async def test_a_seeded_game_plays_to_the_end_through_the_server(harness, game_id):
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    harness.seed = 11
    seated = await _create(ann, p.CreateTable(game_id, _seats_for(game_id)))
    assert isinstance(seated, p.Seated), seated
    assert seated.seats == (0,)
    final = await play_to_end(ann, seated.table, seated.seats, seed=3, timeout=120)
    assert final["over"]
    assert final["seed"] == 11  # shown once the game is over
    table = harness.server.lobby.tables[seated.table].table
    assert table.over
    assert (harness.state_dir / "saves" / f"{seated.table}.json").exists()
    await ann.close()


async def test_an_action_for_another_seat_is_refused(harness):
    ann, bob, table = await _ann_and_bob_at_a_duel(harness)
    live = harness.server.lobby.tables[table].table
    ann_snap = await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.snapshot["choices"])
    first = ann_snap.snapshot["choices"][0]["action"]
    before = live.version
    # Bob names Ann's seat, with an action that is legal for her right now: refused.
    await bob.send(p.Play(table, 0, live.version, (first,)))
    refused = await bob.until(lambda m: isinstance(m, p.Refused))
    assert "not your seat" in refused.reason
    # a watcher cannot act or undo either
    eve = await join(harness, "Eve", fingerprint="SHA256:eve")
    await eve.send(p.Watch(table))
    await eve.send(p.Play(table, 0, live.version, (first,)))
    await eve.send(p.Play(table, SPECTATOR, live.version, (first,)))
    await eve.send(p.Undo(table, 0))
    for _ in range(3):
        await eve.until(lambda m: isinstance(m, p.Refused))
    # an action the game does not offer, and a stale version, are refused for one's own seat too
    await bob.send(p.Play(table, 1, live.version, (first,)))
    await bob.until(lambda m: isinstance(m, p.Refused))
    await ann.send(p.Play(table, 0, before - 1, (first,)))
    assert "moved on" in (await ann.until(lambda m: isinstance(m, p.Refused))).reason
    await ann.send(p.Play(table, 0, before, ({"_type": "NoSuchAction"},)))
    await ann.until(lambda m: isinstance(m, p.Refused))
    assert live.version == before and live.moves == 0
    await ann.send(p.Play(table, 0, before, (first,)))
    await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.version > before)
    assert live.moves == 1
    for client in (ann, bob, eve):
        await client.close()


@pytest.mark.parametrize("game_id", ["duel", "sheriff"])
async def test_a_spectator_never_receives_a_players_secrets(harness, game_id):
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    harness.seed = 9
    seated = await _create(ann, p.CreateTable(game_id, _seats_for(game_id)))
    table = seated.table
    eve = await join(harness, "Eve", fingerprint="SHA256:eve")
    await eve.send(p.Watch(table))
    game = get_game(game_id)
    live = harness.server.lobby.tables[table].table
    states = {live.version: live.state}  # the full state at each version, to judge each snapshot by
    live.listeners.append(lambda table: states.__setitem__(table.version, table.state))
    checked = 0
    player = asyncio.create_task(play_to_end(ann, table, seated.seats, seed=4, timeout=120))
    while not player.done():
        try:  # the raw line: what is checked is the bytes sent, not a parse of them
            line = await asyncio.wait_for(eve.reader.readline(), 0.5)
        except asyncio.TimeoutError:
            continue
        message = p.decode_server(line)
        if isinstance(message, p.SnapshotMsg):
            assert message.viewer == SPECTATOR
            state = states.get(message.version)
            if state is None or not game.to_act(state):
                continue  # from before the spy was set, or over (hands may be shown then)
            secrets = game.secrets(state, SPECTATOR)
            leaked = sorted(s for s in secrets if s and _occurs(s, line.decode("utf-8")))
            assert not leaked, leaked[:5]
            checked += 1
    await player
    assert checked >= 3
    for client in (ann, eve):
        await client.close()


async def test_no_message_brings_a_view_of_another_seat(harness):
    """Bob (seat 1) and Eve (watching) send every kind of message naming Ann's seat, nobody's
    seat and odd tables: every snapshot either receives is still for their own viewer."""
    ann, bob, table = await _ann_and_bob_at_a_duel(harness)
    eve = await join(harness, "Eve", fingerprint="SHA256:eve")
    await eve.send(p.Watch(table))
    snap = await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.snapshot["seats"][1]["name"] == "Bob")
    action = snap.snapshot["choices"][0]["action"]
    for seat in (0, SPECTATOR, 7, -5):
        for message in (
            p.Play(table, seat, snap.version, (action,)),
            p.Undo(table, seat),
            p.LegalAfter(table, seat, snap.version, ()),
            p.StandIn(table, seat, "random"),
            p.StandIn(table, seat, None),
            p.TakeSeat(table, seat),
            p.Watch(table),
            p.ListTables(),
            p.Hello("x"),
            p.Leave("nope"),
            p.Watch("nope"),
            p.Chat(table, "hi"),
        ):
            for client in (bob, eve):
                await client.send(message)
    await ann.send(p.Play(table, 0, snap.version, (action,)))  # a real move: fresh snapshots for all
    received = {bob: [], eve: []}
    for client, viewer in ((bob, 1), (eve, SPECTATOR)):

        async def drain(client=client) -> None:  # until the new move came and all went quiet
            moved = False
            while True:
                try:
                    message = await asyncio.wait_for(client.receive(), 0.5)
                except asyncio.TimeoutError:
                    if moved:
                        return
                    continue
                received[client].append(message)
                moved = moved or (isinstance(message, p.SnapshotMsg) and message.version > snap.version)

        await asyncio.wait_for(drain(), 20)
        snapshots = [m for m in received[client] if isinstance(m, p.SnapshotMsg)]
        assert snapshots and {m.viewer for m in snapshots} == {viewer}
        assert all(m.snapshot["viewer"] == viewer for m in snapshots)
        assert not [m for m in received[client] if isinstance(m, p.Legal)]  # never for another's seat
        assert len([m for m in received[client] if isinstance(m, p.Refused)]) >= 20
    assert harness.server.lobby.tables[table].table.moves == 1  # only Ann's own move was played
    assert not [s for s in harness.server.lobby.tables[table].record.seats if s.stand_in]
    for client in (ann, bob, eve):
        await client.close()


async def test_a_killed_client_reconnects_to_its_seat(harness):
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    harness.seed = 2
    seated = await _create(ann, p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec("bot"))))
    table = seated.table
    snap = (await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.snapshot["choices"])).snapshot
    # die mid-action: half a line, then the connection is gone
    ann.writer.write(json.dumps({"t": "Play", "table": table}).encode()[:20])
    ann.writer.transport.abort()
    await asyncio.sleep(0.05)
    again = await join(harness, "Ann", fingerprint="SHA256:ann")
    message = await again.until(lambda m: isinstance(m, p.SnapshotMsg) and m.table == table)
    assert message.viewer == 0 and message.snapshot["choices"] == snap["choices"]
    await again.send(p.Play(table, 0, message.version, (snap["choices"][0]["action"],)))
    await again.until(lambda m: isinstance(m, p.SnapshotMsg) and m.version > message.version)
    assert harness.server.lobby.tables[table].table.moves >= 1
    await again.close()


async def test_a_user_without_a_key_gets_a_code_and_a_wrong_code_is_refused(harness):
    ticket = harness.server.issue_ticket("Cy")
    cy = await TableClient.connect(harness.socket_path, ticket)
    welcome = await cy.until(lambda m: isinstance(m, p.Welcome))
    assert welcome.code and len(welcome.code) == 25  # a letter, then 24 letters or digits
    harness.seed = 3
    seated = await _create(cy, p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec("bot"))))
    await cy.close()
    with pytest.raises(Refusal):
        harness.server.issue_ticket("Cy", code=welcome.code[:-1] + ("a" if welcome.code[-1] != "a" else "b"))
    back = await join(harness, "Cy", code=welcome.code)
    message = await back.until(lambda m: isinstance(m, p.SnapshotMsg) and m.table == seated.table)
    assert message.viewer == 0
    await back.close()
    # a ticket is single-use
    reuse = await TableClient.connect(harness.socket_path, ticket)
    assert "ticket" in (await reuse.until(lambda m: isinstance(m, p.Refused))).reason
    await reuse.close()


async def test_invite_codes_guard_seats(harness):
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    harness.seed = 4
    seated = await _create(ann, p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec()), invite=True))
    assert seated.invite
    bob = await join(harness, "Bob", fingerprint="SHA256:bob")
    loop = asyncio.get_running_loop()
    harness.server.wrong_code_delay = 0.3  # shorter than in use (1 s), to keep the test quick
    for wrong in (None, "wrong", seated.invite[:-1]):
        asked = loop.time()
        await bob.send(p.TakeSeat(seated.table, invite=wrong))
        assert "invite" in (await bob.until(lambda m: isinstance(m, p.Refused))).reason
        assert loop.time() - asked >= harness.server.wrong_code_delay * 0.9  # a guess costs time
    await bob.send(p.TakeSeat(seated.table, invite=seated.invite))
    assert (await bob.until(lambda m: isinstance(m, p.Seated))).seats == (1,)
    for client in (ann, bob):
        await client.close()


async def test_a_restarted_server_resumes_its_tables_and_seats(harness):
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    harness.seed = 8
    seated = await _create(ann, p.CreateTable("sheriff", _seats_for("sheriff")))
    table = seated.table
    snap = await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.snapshot["choices"])
    await ann.send(p.Play(table, 0, snap.version, (snap.snapshot["choices"][0]["action"],)))
    await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.version > snap.version)
    old = harness.server.lobby.tables[table].table
    moves, names = old.moves, old.names
    await ann.close()
    await harness.stop()
    await harness.start()
    assert harness.server.lobby.load_errors == []
    resumed = harness.server.lobby.tables[table].table
    assert resumed.moves >= moves and resumed.names == names
    back = await join(harness, "Ann", fingerprint="SHA256:ann")
    message = await back.until(lambda m: isinstance(m, p.SnapshotMsg) and m.table == table)
    assert message.viewer == 0
    final = await play_to_end(back, table, (0,), seed=1, timeout=120)
    assert final["over"]
    await back.close()


async def test_a_table_with_no_move_yet_survives_a_restart(harness):
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    harness.seed = 6
    seated = await _create(ann, p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec())))
    first = (await ann.until(lambda m: isinstance(m, p.SnapshotMsg))).snapshot
    await ann.close()
    await harness.stop()
    await harness.start()
    back = await join(harness, "Ann", fingerprint="SHA256:ann")
    again = (await back.until(lambda m: isinstance(m, p.SnapshotMsg) and m.table == seated.table)).snapshot
    assert again["view"] == first["view"]  # dealt again from the same seed
    assert harness.server.lobby.lines()[0].open_seats == (1,)
    await back.close()


async def test_garbage_and_dead_clients_keep_the_server_up(harness):
    reader, writer = await asyncio.open_unix_connection(str(harness.socket_path))
    for junk in (
        b"\x00\xff\xfe\n",
        b"not json\n",
        b"[1,2]\n",
        b'{"t":"Play"}\n',
        b'{"t":"Hello","ticket":"x"}\n',
        b'{"t":"ListTables"}\n',
        b"[" * 5000 + b"\n",
    ):
        writer.write(junk)
    await writer.drain()
    for _ in range(7):
        line = await asyncio.wait_for(reader.readline(), 5)
        assert p.decode_server(line).__class__ is p.Refused
    writer.write(b"x" * (p.MAX_CLIENT_LINE + 10) + b"\n")  # too long: this connection is dropped
    await writer.drain()
    assert "too long" in p.decode_server(await asyncio.wait_for(reader.readline(), 5)).reason
    assert await asyncio.wait_for(reader.read(), 5) == b""
    writer.close()
    # a client that vanishes without a word, and one that floods garbage until dropped
    _, gone = await asyncio.open_unix_connection(str(harness.socket_path))
    gone.transport.abort()
    r2, w2 = await asyncio.open_unix_connection(str(harness.socket_path))
    w2.write(b"junk\n" * 50)
    await w2.drain()
    await asyncio.wait_for(r2.read(), 5)
    w2.close()
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    harness.seed = 1
    seated = await _create(ann, p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec("bot"))))
    assert isinstance(seated, p.Seated)
    await ann.close()


async def test_chat_is_one_sanitized_line_for_everyone_at_the_table(harness):
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    harness.seed = 1
    seated = await _create(ann, p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec("bot"))))
    eve = await join(harness, "Eve", fingerprint="SHA256:eve")
    await eve.send(p.Chat(seated.table, "hi"))
    assert "watch" in (await eve.until(lambda m: isinstance(m, p.Refused))).reason
    await eve.send(p.Watch(seated.table))
    await ann.send(p.Chat(seated.table, "deal?\x1b[2J\n[bold]50 gold[/bold]\u202e" + "x" * 500))
    for client in (ann, eve):
        line = await client.until(lambda m: isinstance(m, p.ChatLine))
        assert line.name == "Ann"
        assert line.text.startswith("deal?(2J (bold)50 gold(/bold)xxx")
        assert not any(ord(c) < 32 or c in "[]\u202e" for c in line.text) and len(line.text) <= p.MAX_CHAT
    for client in (ann, eve):
        await client.close()


async def test_a_dropped_player_is_away_and_the_creator_can_hand_the_seat_to_a_bot_and_back(harness):
    ann, bob, table = await _ann_and_bob_at_a_duel(harness)
    snap = await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.snapshot["seats"][1]["name"] == "Bob")
    await ann.send(p.Play(table, 0, snap.version, (snap.snapshot["choices"][0]["action"],)))
    await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.version > snap.version)
    await bob.close()
    away = await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.away == (1,))
    live = harness.server.lobby.tables[table].table
    assert live.humans_to_act() == (1,)  # the table waits for Bob
    # only the creator may hand Bob's seat to a bot
    eve = await join(harness, "Eve", fingerprint="SHA256:eve")
    await eve.send(p.StandIn(table, 1, "random"))
    assert "creator" in (await eve.until(lambda m: isinstance(m, p.Refused))).reason
    await ann.send(p.StandIn(table, 1, "random"))
    await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.snapshot["seats"][1]["is_bot"])
    await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.snapshot["choices"] and m.version > away.version)
    assert live.moves >= 2  # the bot moved for Bob
    await ann.send(p.StandIn(table, 1, None))
    back = await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and not m.snapshot["seats"][1]["is_bot"])
    assert back.snapshot["seats"][1]["name"] == "Bob"
    bob = await join(harness, "Bob", fingerprint="SHA256:bob")
    mine = await bob.until(lambda m: isinstance(m, p.SnapshotMsg) and m.table == table)
    assert mine.viewer == 1 and mine.away == (1,)  # connected, not at the table yet (issue 24)
    await bob.send(p.Watch(table))
    mine = await bob.until(lambda m: isinstance(m, p.SnapshotMsg) and m.table == table and m.away == ())
    assert mine.viewer == 1
    for client in (ann, bob, eve):
        await client.close()


async def test_legal_after_answers_for_ones_own_seat_only_and_chat_is_rate_limited(harness):
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    harness.seed = 5
    seated = await _create(ann, p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec())))
    table = seated.table
    snap = await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.snapshot["choices"])
    await ann.send(p.LegalAfter(table, 0, snap.version, ()))
    legal = await ann.until(lambda m: isinstance(m, p.Legal))
    assert sorted(map(repr, legal.actions)) == sorted(repr(c["action"]) for c in snap.snapshot["choices"])
    await ann.send(p.LegalAfter(table, 1, snap.version, ()))
    assert "not your seat" in (await ann.until(lambda m: isinstance(m, p.Refused))).reason
    await ann.send(p.LegalAfter(table, 0, snap.version - 1, ()))
    assert (await ann.until(lambda m: isinstance(m, p.Legal))).actions == ()
    for n in range(8):
        await ann.send(p.Chat(table, f"line {n}"))
    refused = await ann.until(lambda m: isinstance(m, p.Refused))
    assert "too fast" in refused.reason
    assert len([c for c in ann.chat if c.table == table]) == 5
    await ann.close()


async def test_a_bot_stands_in_only_for_an_away_player_who_is_told_of_it(harness):
    """The creator's bot may not take the seat of a player who is connected; a player who
    was away learns on coming back that a bot plays for them, and is told when the seat is
    theirs again."""
    ann, bob, table = await _ann_and_bob_at_a_duel(harness)
    record = harness.server.lobby.tables[table].record
    await ann.send(p.StandIn(table, 1, "random"))
    refused = await ann.until(lambda m: isinstance(m, p.Refused))
    assert "Bob is here" in refused.reason and "away" in refused.reason
    await ann.send(p.StandIn(table, 0, "random"))  # the creator's own seat: she is here too
    assert "Ann is here" in (await ann.until(lambda m: isinstance(m, p.Refused))).reason
    assert [s.stand_in for s in record.seats] == [None, None]
    assert not bob.notices
    await bob.close()
    await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.away == (1,))
    await ann.send(p.StandIn(table, 1, "random"))
    await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.snapshot["seats"][1]["is_bot"])
    assert record.seats[1].stand_in == "random"
    bob = await join(harness, "Bob", fingerprint="SHA256:bob")  # back: told a bot plays his seat
    told = await bob.until(lambda m: isinstance(m, p.Notice))
    assert told.table == table and "bot (random) plays your seat 2" in told.text
    await ann.send(p.StandIn(table, 1, None))
    back = await bob.until(lambda m: isinstance(m, p.Notice))
    assert back.table == table and "yours again" in back.text
    assert record.seats[1].stand_in is None
    await ann.send(p.StandIn(table, 1, "random"))  # Bob is here again: refused as before
    assert "Bob is here" in (await ann.until(lambda m: isinstance(m, p.Refused))).reason
    assert len(bob.notices) == 2 and not ann.notices
    for client in (ann, bob):
        await client.close()


async def test_a_player_away_through_a_restart_is_still_told_a_bot_plays_for_them(harness):
    ann, bob, table = await _ann_and_bob_at_a_duel(harness)
    await bob.close()
    await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.away == (1,))
    await ann.send(p.StandIn(table, 1, "random"))
    await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.snapshot["seats"][1]["is_bot"])
    await ann.close()
    await harness.stop()
    await harness.start()
    bob = await join(harness, "Bob", fingerprint="SHA256:bob")
    told = await bob.until(lambda m: isinstance(m, p.Notice))
    assert told.table == table and "plays your seat 2" in told.text
    await bob.close()


async def test_a_client_cannot_choose_a_table_s_seed(harness):
    """The seed deals every hidden card: the server draws it, and a message naming one is
    refused (an unknown field) without making a table."""
    assert "seed" not in attrs.fields_dict(p.CreateTable)
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    asked = {"t": "CreateTable", "game": "duel", "seats": [{"kind": "open"}, {"kind": "open"}], "seed": "42"}
    ann.writer.write(json.dumps(asked).encode() + b"\n")
    await ann.until(lambda m: isinstance(m, p.Refused))
    assert not harness.server.lobby.tables
    seeds = set()
    for _ in range(3):
        seated = await _create(ann, p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec())))
        snap = await ann.until(lambda m: isinstance(m, p.SnapshotMsg) and m.table == seated.table)
        assert snap.snapshot["seed"] is None  # secret while the game runs
        seeds.add(harness.server.lobby.tables[seated.table].record.seed)
    assert len(seeds) == 3 and all(isinstance(seed, int) and seed > 0 for seed in seeds)
    await ann.close()
