"""Why a move is not offered now: the moves a seat might look for that the rules do not allow
at this moment, each with the rule's reason in a player's words ("Stone Reserve: 2 coins
short", "Green tower: your colour is there already").

A game tells them through an optional `why_not(state, seat, names)`; it is asked for the
seat to act only, and may name only what that seat knows (its own hand and purse, and the
public table), as its `view` would. The reasons live in each game's rules package, in one
place per game, never in screen code.
"""

from __future__ import annotations

from typing import Any

import attrs

from rules.core.engine import GameBase, Seat


@attrs.frozen
class Unavailable:
    """A move the seat cannot make now: what it is, and the rule that forbids it."""

    what: str
    why: str

    def __str__(self) -> str:
        return f"{self.what}: {self.why}"


@attrs.frozen
class Reason:
    """A game's own record of a move (or several alike) not allowed now: what, why, and the keys
    of the moves it speaks for (each game's `move_key`), so a test can check none of them is
    legal. The screen reads it as `Unavailable`."""

    what: str
    why: str
    moves: frozenset[tuple[Any, ...]] = frozenset()

    def unavailable(self) -> Unavailable:
        return Unavailable(self.what, self.why)


def explains(game: Any) -> bool:
    """Whether the game says why moves are not allowed (its own `why_not`, not GameBase's)."""
    return type(game).why_not is not GameBase.why_not


def why_not(game: Any, state: Any, seat: Seat, names: tuple[str, ...] | None = None) -> tuple[Unavailable, ...]:
    """The moves `seat` cannot make now and why; () for a game that does not say, or for a
    seat that is not to act (it has no moves to miss)."""
    if seat < 0 or seat not in game.to_act(state):
        return ()
    return tuple(game.why_not(state, seat, names))
