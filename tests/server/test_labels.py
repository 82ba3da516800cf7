"""Served tables label their actions as the local app does (issue 24: over SSH the list said
`1. DraftTerms()` or the log's sentence), and the table server stays free of Textual."""

from __future__ import annotations

import asyncio
import json
import random
import subprocess
import sys

import pytest

from rules.core.options import config_for
from rules.core.registry import GAMES, get_game
from rules.core.serialize import action_to_json
from rules.core.session import SeatConfig, Session
from tests.server.helpers import join
from tui.games import board_for, labeller_for
from tui.server import protocol as p
from tui.table.table import Table

NAMES = ("Ann", "Bob", "Cy", "Di", "Ed")


def _key(action_json) -> str:
    return json.dumps(action_json, sort_keys=True)


async def _snapshot(client, table_id: str, seat: int, version: int) -> dict:
    """The newest snapshot `client` has for `seat`, once it is of `version` or later."""
    while True:
        snap = client.snapshots.get((table_id, seat))
        if snap is not None and snap["version"] >= version:
            return snap
        await asyncio.wait_for(client.receive(), 10)


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
async def test_a_served_seat_gets_the_local_apps_labels(harness, game_id):
    game = get_game(game_id)
    players = max(2, game.min_players)
    harness.seed = 13
    clients = [await join(harness, NAMES[0], fingerprint="SHA256:p0")]
    await clients[0].send(p.CreateTable(game_id, tuple(p.SeatSpec() for _ in range(players))))
    table_id = (await clients[0].until(lambda m: isinstance(m, p.Seated))).table
    for seat in range(1, players):
        client = await join(harness, NAMES[seat], fingerprint=f"SHA256:p{seat}")
        await client.send(p.TakeSeat(table_id))
        await client.until(lambda m: isinstance(m, p.Seated))
        clients.append(client)
    # the local app's table: same game, options, names and seed, labelled by tui.games
    local = Table(
        Session(game, config_for(game, players, {}), tuple(SeatConfig(n) for n in NAMES[:players]), 13),
        None,
        labeller_for(board_for(game_id)),
    )
    served = harness.server.lobby.tables[table_id].table
    rng = random.Random(4)
    compared = 0
    for _ in range(25):
        acting = sorted(local.to_act())
        if local.over or not acting:
            break
        seat = acting[0]
        version = served.version
        snap = await _snapshot(clients[seat], table_id, seat, version)
        remote = {_key(c["action"]): c["label"] for c in snap["choices"]}
        mine = {_key(action_to_json(game, c.action)): c.label for c in local.snapshot(seat).choices}
        assert remote == mine
        compared += len(mine)
        action = rng.choice(local.legal(seat))
        local.play(seat, action)
        await clients[seat].send(p.Play(table_id, seat, version, (action_to_json(game, action),)))
        await _snapshot(clients[seat], table_id, seat, version + 1)  # the server has played it
    assert compared > 0
    for client in clients:
        await client.close()


def test_the_served_labels_leave_textual_out_of_the_server():
    """Labelling every game's first actions in a fresh table server process imports no Textual."""
    script = """
import sys
from rules.core.options import config_for
from rules.core.registry import GAMES, get_game
from rules.core.session import SeatConfig, Session
from tui.server import labels
from tui.table.table import Table
for info in GAMES:
    game = get_game(info.id)
    players = max(2, game.min_players)
    table = Table(Session(game, config_for(game, players, {}), tuple(SeatConfig(f"P{i}") for i in range(players)), 3),
                  None, labels.labeller(info.id))
    seat = sorted(table.to_act())[0]
    assert all(c.label and c.label != repr(c.action) for c in table.snapshot(seat).choices), info.id
print(sorted(m for m in sys.modules if m.split('.')[0] == 'textual' or m.startswith('tui.games.')))
"""
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True)
    assert out.stdout.strip() == "[]", out.stdout + out.stderr
