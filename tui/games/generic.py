"""Generic game widgets: render any attrs view readably, so every game is playable early.

Views are drawn as indented plain text (one line per scalar field, flat values inline),
which stays fast for large views where rich's Pretty would not.

The board shows the view's fields that are not the viewer's own; the private panel shows
the viewer's own fields (``hand``, ``own_*``, ``my_*``, ``private*``, ``secret*``, ``coins``...),
or the fields a view class lists in ``PRIVATE_FIELDS``. Both draw only the view they get, and
the view is already limited to what that viewer may see.
"""

from __future__ import annotations

from typing import Any

import attrs
from rich.text import Text
from textual.widgets import Static

from rules.core.engine import SPECTATOR
from tui.widgets.steady import SteadyStatic

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


def _scalar(value: Any) -> bool:
    return isinstance(value, (str, int, float, bool)) or value is None


def _inline(value: Any) -> str | None:
    """A one-line form for scalars, tuples of scalars and flat attrs values; None if nested."""
    if _scalar(value):
        return "-" if value is None else str(value)
    if isinstance(value, (tuple, list, frozenset, set)):
        items = sorted(value, key=str) if isinstance(value, (frozenset, set)) else list(value)
        if all(_scalar(v) for v in items):
            return ", ".join("-" if v is None else str(v) for v in items) or "-"
        return None
    if attrs.has(type(value)):
        fields = [(f.name, getattr(value, f.name)) for f in attrs.fields(type(value))]
        if all(_scalar(v) or (isinstance(v, tuple) and all(_scalar(x) for x in v)) for _, v in fields):
            inner = " ".join(f"{n}={_inline(v)}" for n, v in fields)
            return f"{type(value).__name__}({inner})" if inner else type(value).__name__
    return None


def _lines(label: str, value: Any, indent: int, out: list[str], depth: int = 0) -> None:
    pad = "  " * indent
    flat = _inline(value)
    if flat is not None or depth > 6:
        out.append(f"{pad}{label}: {flat if flat is not None else '...'}")
        return
    out.append(f"{pad}{label}:")
    if isinstance(value, (tuple, list, frozenset, set)):
        for index, item in enumerate(value):
            _lines(f"[{index}]", item, indent + 1, out, depth + 1)
    elif attrs.has(type(value)):
        for field in attrs.fields(type(value)):
            _lines(field.name.replace("_", " "), getattr(value, field.name), indent + 1, out, depth + 1)
    elif isinstance(value, dict):
        for key, item in value.items():
            _lines(str(key), item, indent + 1, out, depth + 1)
    else:
        out.append(f"{pad}  {value!r}")


def _render(pairs: list[tuple[str, Any]], empty: str) -> Text:
    """Plain indented text (cheap to lay out even for big views; no markup)."""
    if not pairs:
        return Text(empty, style="dim")
    out: list[str] = []
    for name, value in pairs:
        _lines(name.replace("_", " "), value, 0, out)
    return Text("\n".join(out))


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


class PrivatePanel(SteadyStatic):
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
