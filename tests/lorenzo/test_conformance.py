"""Seeded random games to the end for 2-4 seats: invariants, cards conserved, round-trips."""
from __future__ import annotations

import pytest

from rules.core.conformance import play_random_game
from rules.core.options import make_config
from rules.core.serialize import state_from_plain, to_plain
from rules.lorenzo.data import catalog
from rules.lorenzo.game import GAME

from tests.lorenzo.helpers import all_cards

CASES = [(players, seed) for players in (2, 3, 4) for seed in range(1, 7)]


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_random_game(players: int, seed: int) -> None:
    config = make_config(GAME.options, players, {}, GAME.min_players, GAME.max_players)
    session = play_random_game(GAME, config, seed, checkpoint_every=60)
    final = session.state
    assert GAME.outcome(final) is not None
    assert final.round == 6
    everything = sorted(catalog().cards)
    for state in session._states[::5] + [final]:
        assert all_cards(state) == everything, f"cards not conserved at ply {state.ply}"
        assert all(p.coin >= 0 and p.wood >= 0 and p.stone >= 0 and p.servant >= 0 and p.military >= 0
                   for p in state.players)
    for state in session._states[::29] + [final]:
        assert state_from_plain(GAME, to_plain(GAME, state), GAME.state_type) == state
