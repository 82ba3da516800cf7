"""What a game widget draws for a view, worked out once, ahead of the hand-off's Space.

While the hand-off waits, the app makes the next player's snapshot (`MeepleApp._prepare_snapshot`)
and asks the table to `prepare` it: the widgets that take longest to word a view (Lorenzo's
towers, Duel's board, Florence's estates: 1.2-1.7 ms of a hand-off) work their texts out then
and keep them, drawing nothing. Space shows that same snapshot, so `update_view` finds the texts
ready and only puts them on screen. Nothing is drawn before Space: the texts wait in the widget,
as the snapshot they come from waits in the table.
"""
from __future__ import annotations

from typing import Any, Callable, Generic, TypeVar

Drawing = TypeVar("Drawing")


class ViewDrawing(Generic[Drawing]):
    """The drawing of the last (view, viewer) asked for. Views are the frozen parts of
    snapshots, so the same view object always words the same; it is compared by identity (and
    kept, so that its identity cannot pass to another object)."""

    __slots__ = ("_view", "_viewer", "_drawing")

    def __init__(self) -> None:
        self._view: Any = None
        self._viewer: int | None = None
        self._drawing: Drawing | None = None

    def get(self, view: Any, viewer: int, make: Callable[[Any, int], Drawing]) -> Drawing:
        if self._drawing is None or view is not self._view or viewer != self._viewer:
            self._drawing = make(view, viewer)
            self._view, self._viewer = view, viewer
        return self._drawing

    def forget(self) -> None:
        self._view, self._viewer, self._drawing = None, None, None
