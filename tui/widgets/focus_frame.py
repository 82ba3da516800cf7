"""A double border on a panel while the focus is inside it, set on the panel alone.

The same look in CSS (`:focus-within`) makes Textual restyle every widget inside both panels
whenever the focus moves between them: traced, ~10 ms of a confirm that opens the composer
(the action list's rows handing the focus to the composer's). Here only the panel's own
border changes, as an inline style: nothing else is restyled, and no layout is asked for (the
border keeps its width). The double line, not only its colour, says where the keys go.
"""

from __future__ import annotations

from typing import Any


class FocusFrame:
    """Mixin for a Textual container: `framed` is True while the focus is inside it."""

    framed = False

    def on_descendant_focus(self, event: Any) -> None:
        self._frame()

    def on_descendant_blur(self, event: Any) -> None:
        self._frame()

    def _frame(self) -> None:
        widget: Any = self
        inside = bool(widget.has_focus_within)
        if inside == self.framed:
            return
        self.framed = inside
        if inside:
            _kind, colour = widget.styles.border_top  # the stylesheet's border, kept in colour
            widget.styles.border = ("double", colour)
        else:
            widget.styles.border = None  # back to the stylesheet's
