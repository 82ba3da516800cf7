"""Hidden commit slots for simultaneous choices.

Each seat submits privately into its slot; the others see only that it is ready.
When every expected seat has committed, the game resolves all slots at once.
"""

from __future__ import annotations

from typing import Any

import attrs

from rules.core.engine import GOD, Seat


@attrs.frozen
class Hidden:
    """What a viewer sees in another seat's filled slot: only that it is filled."""

    ready: bool = True


@attrs.frozen
class CommitSlots:
    """Slots for the seats that must choose; `values[i]` belongs to `seats[i]` (None = not yet)."""

    seats: tuple[Seat, ...]
    values: tuple[Any, ...] = attrs.field()

    @values.default
    def _empty(self) -> tuple[Any, ...]:
        return (None,) * len(self.seats)

    @classmethod
    def open(cls, seats: tuple[Seat, ...] | list[Seat]) -> "CommitSlots":
        return cls(tuple(seats))

    def _index(self, seat: Seat) -> int:
        try:
            return self.seats.index(seat)
        except ValueError:
            raise KeyError(f"seat {seat} has no slot in this choice") from None

    def submit(self, seat: Seat, value: Any) -> "CommitSlots":
        if value is None:
            raise ValueError("a commit cannot be None")
        index = self._index(seat)
        if self.values[index] is not None:
            raise ValueError(f"seat {seat} has already committed")
        values = self.values[:index] + (value,) + self.values[index + 1 :]
        return attrs.evolve(self, values=values)

    def has_committed(self, seat: Seat) -> bool:
        return self.values[self._index(seat)] is not None

    def waiting(self) -> frozenset[Seat]:
        """Seats that still have to commit."""
        return frozenset(s for s, v in zip(self.seats, self.values) if v is None)

    @property
    def complete(self) -> bool:
        return all(v is not None for v in self.values)

    def get(self, seat: Seat) -> Any:
        return self.values[self._index(seat)]

    def redacted(self, viewer: Seat) -> "CommitSlots":
        """The slots as `viewer` may see them: own value, others only ready or not."""
        if viewer == GOD:
            return self
        values = tuple(v if (s == viewer or v is None) else Hidden() for s, v in zip(self.seats, self.values))
        return attrs.evolve(self, values=values)
