"""A screen shown again without restyling every widget in it.

Textual's `push_screen` sends the screen a `ScreenResume` that asks it to refresh the styles
of its whole subtree, in case the theme changed while it was hidden. The rules, log, hand-off
and end screens are made ahead and shown many times, and nothing they are styled by changes
in between: traced, that restyle was 3.5-4.5 ms of opening the rules (and it clears the line
caches of every widget, so the list and the text are drawn again too). `StyledOnce` keeps the
restyle for when it matters: a change of theme, colour mode, the app's classes or its focus
since the screen was mounted or last restyled.
"""

from __future__ import annotations

from typing import Any

from textual import events
from textual.message import Message


class StyledOnce:
    """Mixin for a `Screen` (before `Screen` in the bases)."""

    _styled_for: Any = None  # what the app looked like when this screen was last restyled

    def _app_look(self) -> Any:
        app = self.app  # type: ignore[attr-defined]
        return (app.theme, app.ansi_color, app.app_focus, frozenset(app.classes))

    def on_mount(self) -> None:
        # mounted: styled as the app looks now (Textual calls this beside the screen's own
        # on_mount). A screen made ahead is then not restyled on its first showing either.
        self._styled_for = self._app_look()

    def post_message(self, message: Message) -> bool:
        if isinstance(message, events.ScreenResume) and message.refresh_styles:
            look = self._app_look()
            if look == self._styled_for:
                message = events.ScreenResume(refresh_styles=False)
            else:
                self._styled_for = look
        return super().post_message(message)  # type: ignore[misc, no-any-return]
