"""Bots choose only legal moves from their own view; greedy beats random."""

from __future__ import annotations

import pytest

from rules.architects.game import GAME
from rules.core.bots import UnknownBotLevel, bot_rng
from rules.core.engine import step
from tests.architects.helpers import config


def play(levels: tuple[str, ...], seed: int, **options):
    state = GAME.setup(config(len(levels), **options), seed)
    bots = [GAME.bot(level) for level in levels]
    while GAME.to_act(state):
        assert state.ply < 5000, f"seed {seed}: no end after 5000 plies"
        seat = min(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        action = bots[seat].choose(GAME.view(state, seat), legal, bot_rng(seed, state.ply, seat))
        state = step(GAME, state, action, seat).state
    return state


def test_unknown_level() -> None:
    with pytest.raises(UnknownBotLevel):
        GAME.bot("oracle")


def test_greedy_beats_random_heads_up() -> None:
    wins = 0
    for seed in range(6):
        levels = ("greedy", "random") if seed % 2 == 0 else ("random", "greedy")
        state = play(levels, seed)
        greedy = levels.index("greedy")
        if greedy in GAME.outcome(state).winners:
            wins += 1
    assert wins >= 5


def test_greedy_plays_solo_and_every_option() -> None:
    state = play(("greedy",), 3, variant_boards=True, guildhall_refresh=True)
    assert GAME.outcome(state) is not None
    state = play(("greedy", "greedy", "greedy"), 4, variant_boards=True, variant_pick="choose")
    assert GAME.outcome(state) is not None
