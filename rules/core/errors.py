"""The two ways a move can fail, apart from the engine so that the app can name them before
any game (or attrs) is imported. `rules.core.engine` re-exports both."""

from __future__ import annotations

from typing import Any

from rules.core.seats import Seat


class IllegalAction(ValueError):
    """Raised when an action is not among the legal actions of the seat that sends it."""


class NoLegalAction(RuntimeError):
    """A seat is to act but has no legal action: the game is frozen, a bug in its rules.

    Not an IllegalAction (nothing the player sent is wrong) and never a bot's
    `randrange` error: the message names the game, seed, ply and seat, which with the
    players and options (`detail`) is what it takes to play the game again to this state.
    """

    def __init__(self, game: str, seed: int | str, ply: int, seat: Seat, detail: str = "") -> None:
        self.game, self.seed, self.ply, self.seat, self.detail = game, seed, ply, seat, detail
        super().__init__(
            f"{game} seed {seed!r} ply {ply}: seat {seat} is to act but has no legal action"
            + (f" ({detail})" if detail else "")
        )

    def __reduce__(self) -> tuple[Any, ...]:  # picklable across processes (bench/soak.py)
        return type(self), (self.game, self.seed, self.ply, self.seat, self.detail)
