"""The screen an app shows first, drawn in one frame at start instead of two.

Traced on a pty at start-up, Textual drew the whole title a second time after its first frame
(the same 10 KB frame at 120x40, ~10-18 ms before the title's last byte). Any one of three
things was enough to make it; two are mended here:
- the screen's toast rack is hidden by its stylesheet, but the first showing hides it again
  as an inline style, which asks for a second layout and frame;
- the start-up Resize event, for the size the screen was just laid out at, arrives after the
  first frame and lays it out and draws it again.
`FirstScreen` sets the rack's inline style before the first layout, as screens laid out unseen
do (`tui.textual_compat.settle_toast_rack`: a later "hide" changes nothing), and lets a Resize
go when the screen already has that size. A resize to another size, and any app or screen with
breakpoints (which are set on Resize), go through Textual's own handling. Both use public API
only. The third drawing, the repaint Textual's resume handler asks for after it has just laid
the screen out and drawn it whole, is dropped by `tui.textual_compat.layout_once` (a private
handler, patched only for the Textual tested).
"""

from __future__ import annotations

from typing import Any

from textual import events

from tui.textual_compat import settle_toast_rack


class FirstScreen:
    """Mixin for the `Screen` an app shows first (first in the bases)."""

    def on_mount(self) -> None:
        settle_toast_rack(self)

    def on_resize(self, event: events.Resize) -> None:
        screen: Any = self
        app = screen.app
        breakpoints = (
            app.HORIZONTAL_BREAKPOINTS
            or app.VERTICAL_BREAKPOINTS
            or screen.HORIZONTAL_BREAKPOINTS
            or screen.VERTICAL_BREAKPOINTS
        )
        if not breakpoints and screen.is_current and screen.outer_size == event.size:
            event.prevent_default()  # Screen's own handler would lay it out again, unchanged
