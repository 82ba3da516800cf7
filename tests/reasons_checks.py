"""The check every game's "why not" property test makes (tests/<game>/test_reasons.py): a reason
never names a legal move, and the game's `why_not` tells the same reasons as its reasons module."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from rules.core.reasons import Unavailable


class ReasonChecks:
    """For one game: `reasons(state, seat, names)` and `move_key(action)` of its reasons module.
    `named_moves`: every reason must name at least one move (the games whose reasons always do)."""

    def __init__(
        self,
        game: Any,
        reasons: Callable[..., tuple[Any, ...]],
        move_key: Callable[[Any], Any],
        names: tuple[str, ...],
        named_moves: bool = True,
    ) -> None:
        self.game, self.reasons, self.move_key, self.names = game, reasons, move_key, names
        self.named_moves = named_moves

    def legal_keys(self, state: Any, seat: int) -> set[Any]:
        return {self.move_key(a) for a in self.game.legal_actions(state, seat)}

    def assert_true(self, state: Any, seat: int, also_legal: Iterable[Any] = ()) -> tuple[Any, ...]:
        """Every reason's moves are really missing from the legal actions (and from `also_legal`,
        moves the seat could make one step on); GAME tells the same reasons."""
        found = self.reasons(state, seat, self.names)
        keys = self.legal_keys(state, seat) | set(also_legal)
        for reason in found:
            if self.named_moves:
                assert reason.moves, reason
            assert not reason.moves & keys, (reason, reason.moves & keys)
        assert self.game.why_not(state, seat, self.names) == tuple(Unavailable(r.what, r.why) for r in found)
        return found

    def told(self, state: Any, seat: int) -> dict[str, str]:
        return {r.what: r.why for r in self.assert_true(state, seat)}
