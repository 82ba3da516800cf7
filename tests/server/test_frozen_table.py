"""A move that would leave a seat with no legal move (a rules bug) is refused with words, and the
whole error goes to the host's console only: it names the seed and a possibly secret move."""

from __future__ import annotations

from rules.core.registry import register
from rules.core.serialize import action_to_json
from tests.core.frozengame import FrozenTiny
from tui.server.lobby import FROZEN, Lobby, Refusal
from tui.server.protocol import CreateTable, SeatSpec


def test_a_freezing_move_is_refused_and_reported_to_the_host(tmp_path, capsys) -> None:
    game = FrozenTiny(frozen_round=2)
    register(game)
    lobby = Lobby(tmp_path, draw_seed=lambda: 9)
    live, _ = lobby.create("ann-key", "Ann", CreateTable(game.id, (SeatSpec(), SeatSpec())))
    lobby.take_seat("bob-key", "Bob", live.id, 1, None)
    table = live.table
    refused = None
    for _ in range(40):
        (seat,) = sorted(table.to_act())[:1]
        identity = "ann-key" if seat == 0 else "bob-key"
        action = table.legal(seat)[0]
        try:
            lobby.play(identity, live.id, seat, table.version, (action_to_json(game, action),))
        except Refusal as error:
            refused = str(error)
            break
    assert refused == FROZEN
    assert "seed" in capsys.readouterr().err  # the host reads the whole error
    assert table.to_act() and all(table.legal(s) for s in table.to_act())  # left at the last good state
