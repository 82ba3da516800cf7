"""What one seat is shown of a table: a frozen snapshot, the only thing screens read.

A snapshot is computed for one viewer (a seat, or SPECTATOR for the public table) from that
viewer's `view` only; it holds no game state and no other seat's secrets. The local app and
each SSH connection receive exactly these.
"""

from __future__ import annotations

from typing import Any

import attrs

from rules.core.engine import SPECTATOR, Outcome, ScoreLine, Seat


@attrs.frozen
class Choice:
    """One legal action of the viewer with its label for the action list."""

    label: str
    action: Any


@attrs.frozen
class SeatLine:
    """A seat as everyone may see it."""

    name: str
    is_bot: bool
    level: str | None
    to_act: bool
    score: int | None


@attrs.frozen
class ClockLine:
    """A running rule clock (e.g. Sheriff's inspection minute)."""

    label: str
    seconds_left: float
    total: float


@attrs.frozen
class Snapshot:
    game_id: str
    title: str
    #: Who this snapshot is for: a seat, or SPECTATOR (public information only).
    viewer: Seat
    #: `game.view(state, viewer)`: everything the widgets may draw.
    view: Any
    #: Monotonic change counter of the table: equal versions mean equal snapshots.
    version: int
    moves: int
    #: The seat whose action came last (None before the first move): public.
    last_actor: Seat | None
    choices: tuple[Choice, ...]
    seats: tuple[SeatLine, ...]
    scores: tuple[ScoreLine, ...]
    outcome: Outcome | None
    status: str
    log: tuple[str, ...]
    #: The others' actions since the viewer last acted (empty when it is not their turn).
    since_last_turn: tuple[str, ...]
    #: Why undo is refused now ("" when the viewer may undo).
    undo_refusal: str
    rules_section: str | None
    clock: ClockLine | None = None
    #: The seed is a secret while the game runs (it replays every deal); shown after the end.
    seed: int | str | None = None
    save_error: str | None = None

    @property
    def over(self) -> bool:
        return self.outcome is not None or (not any(s.to_act for s in self.seats) and self.moves > 0)

    @property
    def can_undo(self) -> bool:
        return not self.undo_refusal

    @property
    def is_spectator(self) -> bool:
        return self.viewer == SPECTATOR

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    @property
    def bots_thinking(self) -> bool:
        return any(s.to_act and s.is_bot for s in self.seats)

    @property
    def result(self) -> EndResult:
        """What the end screen says of this snapshot's game (its public parts)."""
        return EndResult(self.title, self.names, self.scores, self.outcome, self.seed)


@attrs.frozen
class EndResult:
    """What the end screen reads of an ended game: public parts only (the seed is revealed at
    the end). Made without a viewer's snapshot, whose log the last key need not word: the
    table's snapshot for the end is made after the end screen's frame."""

    title: str
    names: tuple[str, ...]
    scores: tuple[ScoreLine, ...]
    outcome: Outcome | None
    seed: int | str | None = None
