"""Generic game widgets: render any attrs view readably, so every game is playable early.

The board shows the view's fields that are not the viewer's own; the private panel shows
the viewer's own fields (``hand``, ``own_*``, ``my_*``, ``private*``, ``secret*``, ``coins``...),
or the fields a view class lists in ``PRIVATE_FIELDS``. Both draw only the view they get, and
the view is already limited to what that viewer may see.
"""
from __future__ import annotations

from typing import Any

import attrs
from rich.pretty import Pretty
from rich.text import Text
from textual.widgets import Static

from rules.core.engine import SPECTATOR

_PRIVATE_HINTS = ("hand", "own", "my_", "mine", "private", "secret", "commit")
_SKIP = ("viewer",)


def _is_private(view: Any, name: str) -> bool:
    declared = getattr(type(view), "PRIVATE_FIELDS", None)
    if declared is not None:
        return name in declared
    lowered = name.lower()
    if lowered in ("hand_sizes", "hand_counts"):
        return False
    return any(lowered.startswith(h) or h in lowered for h in _PRIVATE_HINTS)


def _fields(view: Any) -> list[tuple[str, Any]]:
    if attrs.has(type(view)):
        return [(f.name, getattr(view, f.name)) for f in attrs.fields(type(view))]
    if isinstance(view, dict):
        return list(view.items())
    return [("view", view)]


def _render(pairs: list[tuple[str, Any]], empty: str) -> Any:
    if not pairs:
        return Text(empty, style="dim")
    from rich.table import Table

    table = Table.grid(padding=(0, 1))
    table.add_column(style="bold", no_wrap=True)
    table.add_column(overflow="fold")
    for name, value in pairs:
        label = name.replace("_", " ")
        if isinstance(value, (str, int, float, bool)) or value is None:
            table.add_row(label, Text(str(value)))
        elif isinstance(value, (tuple, list, frozenset)) and all(
            isinstance(v, (str, int, float, bool)) or v is None for v in value
        ):
            items = sorted(value, key=str) if isinstance(value, frozenset) else value
            table.add_row(label, Text(", ".join(map(str, items)) or "-"))
        else:
            table.add_row(label, Pretty(value, max_length=40, max_string=60))
    return table


class Board(Static):
    """Public part of any attrs view."""

    DEFAULT_CSS = "Board { height: auto; padding: 0 1; }"
    HELP = "The public board: everything every player can see."

    def __init__(self) -> None:
        super().__init__("", id="board", markup=False)

    def update_view(self, view: Any, viewer: int) -> None:
        if view is None:
            self.update("")
            return
        pairs = [(n, v) for n, v in _fields(view) if n not in _SKIP and not _is_private(view, n)]
        self.update(_render(pairs, "(nothing public to show)"))


class PrivatePanel(Static):
    """The viewer's own fields of the view."""

    DEFAULT_CSS = "PrivatePanel { height: auto; padding: 0 1; }"
    HELP = "Your private information: only shown to you, cleared before a hand-off."

    def __init__(self) -> None:
        super().__init__("", id="private", markup=False)

    def update_view(self, view: Any, viewer: int) -> None:
        if view is None or viewer == SPECTATOR:
            self.clear()
            return
        pairs = [(n, v) for n, v in _fields(view) if n not in _SKIP and _is_private(view, n)]
        self.update(_render(pairs, "(no private information)"))

    def clear(self) -> None:
        self.update("")
