"""What a terminal does next at a table, decided apart from any screen (issue 25).

After every change (a move, a bot's move, an undo, the clock, a hand-off passed) the app asks
`TableFlow.next_step()` and carries out the answer: pass the terminal to a seat (`Handoff`),
show the end of the game once (`GameOver`), or show a viewer's snapshot (`Show`), with the bot
move to think about next, if any. A move chosen on a screen goes through `choose`, a bot's
through `bot_moved`; each says what became of it (`Played`, `Stale`, `Refused`, `Frozen`), and
the app says it in words. None of this needs Textual: tests drive a hot-seat game through it
alone (tests/tui/test_flow_steps.py), and the local and the SSH app share it over any
`TableSource`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import attrs

from rules.core.errors import IllegalAction, NoLegalAction
from rules.core.seats import SPECTATOR, Seat
from tui.i18n import _
from tui.table.seating import Seating

if TYPE_CHECKING:  # named in annotations only: the title is drawn without them (cold start)
    from tui.table.snapshot import EndResult, Snapshot
    from tui.table.source import TableSource


@attrs.frozen
class Handoff:
    """The terminal must be passed to `seat` before anything private is drawn."""

    seat: Seat


@attrs.frozen
class GameOver:
    """The game has just ended: its end screen saying `result`, over the table drawn for
    `viewer` (its snapshot made after the end screen's frame: the last key need not word it)."""

    viewer: Seat
    result: EndResult


@attrs.frozen
class Show:
    """Draw `snapshot` (its viewer's). `public_log_after`: a shared terminal's public log is
    worded after the frame (it is read at the end). `bot`: the bot move to think about now."""

    snapshot: Snapshot
    public_log_after: bool = False
    bot: Any = None


Step = Handoff | GameOver | Show | None


@attrs.frozen
class Played:
    pass


@attrs.frozen
class Stale:
    """Chosen on a table that has moved on (a late or doubled key, a bot's old job): dropped."""


@attrs.frozen
class Refused:
    """Not legal now; nothing changed."""

    error: IllegalAction


@attrs.frozen
class Frozen:
    """The move would leave a seat with no legal action (a rules bug): refused, the table
    stays at the last good state, and no bot plays on it."""

    error: NoLegalAction


Outcome = Played | Stale | Refused | Frozen


class TableFlow:
    """One terminal at one table: its seating, whether the end was shown, a frozen table, and
    the hand-off in front (the seat it is for)."""

    def __init__(self, table: TableSource, seats: Sequence[Seat]) -> None:
        self.table = table
        self.seating = Seating(table, tuple(seats))
        self.over_shown = table.over
        self.frozen = False
        #: The seat a hand-off is shown for (None: none is).
        self.handoff: Seat | None = None
        if self.seating.shared:
            self.seating.hide()  # whoever sits down first is asked for by name

    # ----- after every change
    def next_step(self) -> Step:
        table, seating = self.table, self.seating
        if self.handoff is not None:
            return None  # the hand-off in front decides (passed or left)
        if not table.over and seating.shared:
            due = seating.handoff_due()
            if due is not None:
                seating.hide()
                self.handoff = due
                return Handoff(due)
            if seating.shown is None:
                seating.shown = SPECTATOR  # no human of ours acts yet (bots first): the public table
        viewer = seating.settle()
        if viewer is None:
            return None
        if table.over and not self.over_shown:
            self.over_shown = True
            return GameOver(viewer, table.end_result())
        snap = table.snapshot(viewer)
        if table.over:
            return Show(snap)
        return Show(snap, public_log_after=seating.shared and viewer != SPECTATOR, bot=self.bot_job())

    def bot_job(self) -> Any:
        """The bot move to think about now: none once over, behind a hand-off, or frozen (its
        bot would choose the refused move again)."""
        if self.table.over or self.handoff is not None or self.frozen:
            return None
        return self.table.bot_job()

    # ----- the hand-off
    def passed(self, seat: Seat) -> Snapshot | None:
        """`seat` took the terminal (Space on the hand-off): the snapshot to draw for them now
        (None once the game is over: the end is shown by `next_step`)."""
        self.handoff = None
        self.seating.sit(seat)
        viewer = self.seating.settle()
        if viewer is None or self.table.over:
            return None
        return self.table.snapshot(viewer)

    def left(self) -> None:
        """The hand-off was left (Escape): nobody took the terminal."""
        self.handoff = None

    # ----- moves
    def choose(self, version: int | None, actions: Sequence[Any]) -> Outcome:
        """The seat shown chose `actions` on the table as it was at `version` (None: now)."""
        viewer = self.seating.shown
        if viewer is None or viewer < 0 or (version is not None and version != self.table.version):
            return Stale()
        return self._play(lambda: self.table.play_sequence(viewer, actions))

    def bot_moved(self, job: Any, action: Any) -> Outcome:
        """A bot's choice for `job`: Stale when the table moved on since (think again)."""
        apply_bot = getattr(self.table, "apply_bot", None)
        if apply_bot is None:
            return Stale()
        try:
            return Played() if apply_bot(job, action) else Stale()
        except NoLegalAction as error:
            self.frozen = True
            return Frozen(error)

    def _play(self, play: Any) -> Outcome:
        try:
            play()
        except NoLegalAction as error:
            self.frozen = True
            return Frozen(error)
        except IllegalAction as error:
            return Refused(error)
        return Played()

    def undo(self) -> str | None:
        """Undo the shown seat's last action: "" when done, else why not (None: nobody is
        shown, behind a hand-off: nothing to say)."""
        shown = self.seating.shown
        if shown is None:
            return None
        if shown < 0:
            return _("Nothing to undo: it is not your turn.")
        return self.table.undo(shown)
