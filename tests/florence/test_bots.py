"""Bots: every level plays legal moves from its own view; unknown levels are refused."""
from __future__ import annotations

import random

import pytest

from rules.core.bots import UnknownBotLevel
from rules.core.engine import step
from rules.florence.game import GAME

from tests.florence.helpers import new_game


@pytest.mark.parametrize("players", [2, 4])
def test_greedy_bots_finish_a_game(players: int) -> None:
    state = new_game(players, seed=11)
    bot = GAME.bot("greedy")
    rng = random.Random(1)
    while GAME.outcome(state) is None:
        seat = min(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        action = bot.choose(GAME.view(state, seat), legal, rng)
        assert action in legal
        state = step(GAME, state, action, seat).state
    assert max(p.prestige for p in state.players) > 0


def test_unknown_level() -> None:
    with pytest.raises(UnknownBotLevel):
        GAME.bot("genius")
