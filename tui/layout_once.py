"""One layout pass per change, where Textual would make two.

After every layout Textual hands each widget its new size, and a widget whose size changed
asks for another layout of the screen because its "virtual size" (the scrollable extent) is a
reactive that relayouts. For a widget that does not scroll, that second pass finds nothing to
move: every region was settled by the first. Traced on a pty, it came 20-30 ms after the first
frame (the next free slot of Textual's 60 Hz update timer) on every confirm and hand-off, with
a second frame. Here every widget records its new virtual size without asking for that pass.
A scrolling widget still updates its scrollbars at once, and a scrollbar that comes or goes
asks for its own layout (`show_vertical_scrollbar` relayouts), so nothing that moves is lost.

Textual's `Widget._size_updated` is private: `install()` checks its signature and leaves
Textual as it is when it differs (the pin in pyproject keeps Textual below 9). A test shows the
pass is gone and that the table lays out as before.
"""
from __future__ import annotations

import inspect
from typing import Any


def install() -> bool:
    """Patch `Widget._size_updated` once; True when it is in place."""
    from textual.widget import Widget

    original = Widget._size_updated
    if getattr(original, "lays_out_once", False):
        return True
    if list(inspect.signature(original).parameters) != ["self", "size", "virtual_size", "container_size", "layout"]:
        return False

    def _size_updated(self: Any, size: Any, virtual_size: Any, container_size: Any, layout: bool = True) -> bool:
        return original(self, size, virtual_size, container_size, False)

    _size_updated.lays_out_once = True  # type: ignore[attr-defined]
    Widget._size_updated = _size_updated  # type: ignore[method-assign]
    return True
