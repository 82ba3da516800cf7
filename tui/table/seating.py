"""Who may look at a terminal now: hot-seat bookkeeping, apart from any screen.

A terminal controls some human seats of a table (the local app: every human seat; an SSH
connection: its own seats). When one of them must act and it is not the one shown, the
terminal must be handed over before anything private is drawn. Between their turns (bots
acting, other terminals' seats acting, the game over) a shared terminal shows the public
table only.
"""

from __future__ import annotations

from rules.core.seats import SPECTATOR, Seat
from tui.table.source import TableSource


class Seating:
    def __init__(self, table: TableSource, seats: tuple[Seat, ...]) -> None:
        self.table = table
        self.seats = tuple(seats)
        #: The seat whose private information may be drawn (SPECTATOR: public only; None:
        #: nothing at all, a hand-off is due).
        self.shown: Seat | None = SPECTATOR
        #: The last of our seats that was shown (the person holding the terminal).
        self.holder: Seat | None = None
        if len(self.seats) == 1:
            self.shown = self.holder = self.seats[0]

    @property
    def shared(self) -> bool:
        """Several humans use this terminal: hand-offs guard their private information."""
        return len(self.seats) > 1

    def next_to_act(self) -> Seat | None:
        """Our seat that must act now: the one shown if it still must, else the lowest."""
        acting = [s for s in sorted(self.table.to_act()) if s in self.seats]
        if not acting:
            return None
        if self.shown in acting:
            return self.shown
        return acting[0]

    def _holder_again(self, seat: Seat) -> bool:
        """`seat` is the person still holding the terminal: only bots or others acted since
        it was last shown, and only the public table was drawn meanwhile."""
        return seat == self.holder and self.shown == SPECTATOR

    def handoff_due(self) -> Seat | None:
        """The seat the terminal must be passed to before anything private is drawn."""
        if not self.shared or self.table.over:
            return None
        nxt = self.next_to_act()
        if nxt is None or nxt == self.shown or self._holder_again(nxt):
            return None
        return nxt

    def hide(self) -> None:
        """Before a hand-off: nothing private may be computed or drawn."""
        self.shown = None

    def sit(self, seat: Seat) -> None:
        """`seat` has taken the terminal (the hand-off was passed)."""
        self.shown = self.holder = seat

    def settle(self) -> Seat | None:
        """Decide what is shown now, after a change; returns the viewer to draw (None: hidden).

        One seat of ours: always that seat. Shared: the acting seat (when no hand-off is
        due), else the public table between turns and after the end.
        """
        if not self.shared:
            return self.shown
        if self.shown is None:
            return None
        if self.table.over:
            self.shown = SPECTATOR
            return SPECTATOR
        nxt = self.next_to_act()
        if nxt is None:
            self.shown = SPECTATOR  # nobody of ours to act: the public table
        elif self._holder_again(nxt):
            self.shown = nxt  # no hand-off needed
        return self.shown
