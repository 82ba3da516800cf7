"""A determinized state looks exactly like the real one to the seat whose view it came from."""

from __future__ import annotations

import random

import pytest

from rules.architects.determinize import determinize
from rules.architects.game import GAME
from rules.core.engine import step
from tests.architects.helpers import config


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (1, {}),
        (2, {"automa": "helena"}),
        (3, {}),
        (4, {"variant_boards": True, "guildhall_refresh": True}),
    ],
)
def test_same_view_and_moves_for_the_viewer(players: int, options: dict) -> None:
    state = GAME.setup(config(players, **options), 5)
    pick = random.Random(5)
    sample = random.Random(6)
    checked = 0
    while GAME.to_act(state):
        if state.ply % 7 == 0:
            for seat in range(players):
                view = GAME.view(state, seat)
                guess = determinize(view, sample)
                assert GAME.view(guess, seat) == view, f"ply {state.ply} seat {seat}"
                if seat in GAME.to_act(state):
                    assert GAME.legal_actions(guess, seat) == GAME.legal_actions(state, seat)
                checked += 1
        seat = min(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        state = step(GAME, state, legal[pick.randrange(len(legal))], seat).state
    assert checked > 10


def test_a_determinized_state_plays_to_the_end() -> None:
    state = GAME.setup(config(3), 8)
    pick = random.Random(8)
    for _ in range(120):
        seat = min(GAME.to_act(state))
        legal = GAME.legal_actions(state, seat)
        state = step(GAME, state, legal[pick.randrange(len(legal))], seat).state
    guess = determinize(GAME.view(state, 1), random.Random(9))
    while GAME.to_act(guess):
        seat = min(GAME.to_act(guess))
        legal = GAME.legal_actions(guess, seat)
        guess = step(GAME, guess, legal[pick.randrange(len(legal))], seat).state
    assert GAME.outcome(guess) is not None
