"""Every snapshot the server can send reads back on the client as the same snapshot: each
game played with seeded random moves, each ply's snapshot for the seat to act and for a
spectator through JSON and back (views carry no type tags, so this is where a new union
in a game's view would show)."""

from __future__ import annotations

import json
import random

import pytest

from rules.core.engine import SPECTATOR
from rules.core.options import make_config
from rules.core.registry import GAMES, get_game
from rules.core.session import SeatConfig, Session
from tui.remote.table import snapshot_from_plain
from tui.server.snapshots import snapshot_to_plain
from tui.table.table import Table


@pytest.mark.parametrize("game_id", [info.id for info in GAMES])
def test_snapshots_survive_the_wire(game_id):
    game = get_game(game_id)
    players = max(2, game.min_players) if game.max_players >= 2 else game.min_players
    config = make_config(game.options, players, {}, game.min_players, game.max_players)
    table = Table(Session(game, config, tuple(SeatConfig(f"P{i}") for i in range(players)), 7))
    rng = random.Random(3)
    for _ in range(600):
        acting = sorted(table.to_act())
        for viewer in acting[:1] + [SPECTATOR]:
            snap = table.snapshot(viewer)
            back = snapshot_from_plain(game, json.loads(json.dumps(snapshot_to_plain(game, snap))))
            assert back == snap
        if table.over or not acting:
            break
        table.play(acting[0], rng.choice(table.legal(acting[0])))


def test_a_snapshot_message_is_written_as_the_generic_converter_writes_it():
    """`protocol.encode` writes SnapshotMsg by hand (its snapshot is plain already)."""
    from tui.server import protocol as p

    game = get_game("duel")
    config = make_config(game.options, 2, {}, game.min_players, game.max_players)
    table = Table(Session(game, config, (SeatConfig("A"), SeatConfig("B")), 5))
    snap = table.snapshot(0)
    message = p.SnapshotMsg("t1", 0, snap.version, snapshot_to_plain(game, snap), (1,))
    generic = p._CONV.unstructure(message, unstructure_as=p.ServerMessage)
    assert json.loads(p.encode(message)) == json.loads(json.dumps(generic))
    assert p.decode_server(p.encode(message)).away == (1,)
