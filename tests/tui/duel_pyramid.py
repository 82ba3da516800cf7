"""Card slots of Duel's pyramid for tests of its drawing, from the layouts in the data."""

from __future__ import annotations

from typing import Any

import attrs

from rules.duel import data as D


@attrs.frozen
class Slot:  # the fields of `SlotView` the pyramid reads
    index: int
    row: int
    column: int
    card: str | None
    back: str | None
    taken: bool = False
    accessible: bool = False


def layout_slots(layout: Any) -> list[Slot]:
    """Every slot of `layout` with a card of the catalogue, face down ones showing Age I's back."""
    cards = list(D.load().cards)
    return [
        Slot(
            i,
            s.row,
            s.column,
            cards[i] if s.face_up else None,
            None if s.face_up else "age_1",
            accessible=not s.covered_by,
        )
        for i, s in enumerate(layout.slots)
    ]
