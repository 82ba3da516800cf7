"""What a terminal needs of a table, wherever the game is kept: `TableSource`.

`tui.table.table.Table` holds the game here (a local game, or one the SSH server keeps for
everyone); `tui.remote.table.RemoteTable` is a connection's window on a table the server keeps,
fed by its snapshots. The app, its seating and its flow (`tui.table.flow`) ask only this of
either, so one shell serves both.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from rules.core.seats import Seat

if TYPE_CHECKING:  # named in annotations only: the title is drawn without them (cold start)
    from rules.core import compose
    from tui.table.snapshot import ClockLine, EndResult, Snapshot


@runtime_checkable
class TableSource(Protocol):
    """A table as a terminal sees it: snapshots per viewer, and the moves it may send."""

    game: Any  #: the game object (`rules.core.registry.get_game`)

    @property
    def version(self) -> int:
        """Goes up with every change; a choice made on an older version is dropped."""
        ...

    @property
    def over(self) -> bool: ...

    @property
    def moves(self) -> int: ...

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def humans(self) -> tuple[Seat, ...]:
        """The seats people play (the ones a terminal may be handed to)."""
        ...

    def to_act(self) -> frozenset[Seat]: ...

    def snapshot(self, viewer: Seat) -> Snapshot:
        """Everything `viewer` may be shown now."""
        ...

    def end_result(self) -> EndResult:
        """What the end screen says of the game (its public parts)."""
        ...

    def rules_section(self) -> str | None: ...

    def legal(self, seat: Seat) -> tuple[Any, ...]: ...

    def undo_refusal(self, seat: Seat) -> str: ...

    def play_sequence(self, seat: Seat, actions: Sequence[Any]) -> None:
        """`seat`'s actions in order; IllegalAction (nothing changed) unless each is legal."""
        ...

    def undo(self, seat: Seat) -> str:
        """Undo `seat`'s last action; the refusal in words, or "" when it was undone."""
        ...

    def legal_after(self, seat: Seat, steps: tuple[Any, ...]) -> tuple[Any, ...]: ...

    def composition(self, seat: Seat, opening: Any | None = None) -> compose.Composition | None: ...

    def save(self) -> Any: ...

    #: A whole save held back until after a move's frame (`Table.defer_whole_saves`).
    save_pending: bool

    def flush_save(self) -> None:
        """Write the whole save held back, if one is."""
        ...

    def bot_job(self) -> Any:
        """The next bot move to think about here (None: no bot of this terminal's is due)."""
        ...

    def tick(self) -> bool:
        """The clock moved on; True when that changed the game (a move timed out)."""
        ...

    def clock_line(self) -> ClockLine | None: ...
