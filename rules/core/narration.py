"""The game's story: each step of the log told as one or more lines, each saying whose step it
is, so that "since your last turn" can show what the opponents, an automa and the game itself
did after your own move, even when it all happened inside one action (an automa's turn, a round
ending, a bag opened).

A game tells its lines through `narrate` (optional); without it, its `describe` line is the
action's only line.
"""

from __future__ import annotations

from typing import Any

import attrs

#: A seat number (as `rules.core.engine.Seat`; the engine's GameBase tells a step with LogLine).
Seat = int

#: `LogLine.kind` of the line that tells the step itself (the seat's own action).
ACTION = "action"
#: `LogLine.actor` of a line no seat did: the game itself (a round ends, a reveal) or an automa.
NOBODY: Seat | None = None


@attrs.frozen
class LogLine:
    """One line of the log as one viewer reads it.

    `actor` is the seat whose doing it tells, or None for the game itself and for an automa
    or AI opponent that has no seat. `kind` names the class of event ("action" for the
    step itself; games name theirs: "automa", "round", "vatican", "inspection", ...), so
    tests and tools can count what was told.
    """

    text: str
    actor: Seat | None = None
    kind: str = ACTION


def narrate(
    game: Any,
    action: Any,
    before: Any,
    after: Any,
    viewer: Seat,
    seat: Seat,
    names: tuple[str, ...] | None = None,
) -> tuple[LogLine, ...]:
    """The lines `viewer` reads for `seat`'s `action`, which turned `before` into `after`.

    A game's own `narrate(action, before, after, viewer, seat, names)` tells the step and
    everything it set off; otherwise its `describe` line is the whole story of the step.
    Lines with no text are dropped (a viewer may not read a private sub-step)."""
    lines = tuple(game.narrate(action, before, after, viewer, seat, names))  # GameBase: the describe line
    return tuple(line for line in lines if line.text)


def since_last_turn(lines: list[tuple[Seat, LogLine]], seat: Seat) -> list[str]:
    """Of a log told as (acting seat, line) pairs, the lines `seat` has not seen acted on:
    everything after `seat`'s own last step that `seat` did not do itself (the others'
    steps, an automa's, the game's)."""
    last = max((i for i, (acting, line) in enumerate(lines) if acting == seat and line.actor == seat), default=-1)
    return [line.text for _, line in lines[last + 1 :] if line.actor != seat]
