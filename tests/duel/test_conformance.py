"""Random games to the end with the core invariants (views free of secrets, replay, save/load),
without and with the Agora expansion (Duel's one option, always 2 seats)."""

import pytest

from rules.core.conformance import play_random_game
from rules.core.options import make_config
from rules.duel.game import GAME

BASE = make_config(GAME.options, 2, {})
AGORA = make_config(GAME.options, 2, {"agora": True})


@pytest.mark.slow
@pytest.mark.parametrize("block", range(6))
def test_random_games_base(block):
    for seed in range(block * 10, block * 10 + 10):
        session = play_random_game(GAME, BASE, seed)
        assert GAME.outcome(session.state) is not None


@pytest.mark.slow
@pytest.mark.parametrize("block", range(3))
def test_random_games_agora(block):
    for seed in range(block * 10, block * 10 + 10):
        session = play_random_game(GAME, AGORA, seed)
        assert GAME.outcome(session.state) is not None
        assert session.state.agora is not None
