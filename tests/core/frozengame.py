"""A fake game with one rules bug, for the frozen-game checks (tests/core/test_no_legal_action.py,
tests/core/test_soak.py): the tiny "high card" game where, from `frozen_round` on, seat 1 is
to act but is offered nothing.
"""

from __future__ import annotations

from tests.fixtures.tinygame import TinyGame, TinyState


class FrozenTiny(TinyGame):
    id = "tiny-frozen"

    def __init__(self, frozen_round: int = 2) -> None:
        self.frozen_round = frozen_round
        self.asked: list[tuple[int, int]] = []  # (ply, seat) of every legal_actions call

    def legal_actions(self, state: TinyState, seat: int) -> tuple:
        self.asked.append((state.ply, seat))
        if seat == 1 and state.round >= self.frozen_round and seat in self.to_act(state):
            return ()
        return super().legal_actions(state, seat)
