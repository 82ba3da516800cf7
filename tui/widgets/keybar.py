"""The key line at the bottom of every Meeple screen: one line of text, redrawn only when it changes.

Textual's Footer builds a widget per key and recomposes all of them whenever the screen's
bindings are refreshed, which a game table does on most keys; measured, that was the largest
single cost of a hand-off. This bar shows the same keys (the shown bindings of the screen's
active chain, enabled ones only) as plain text in one Static.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import Static

from tui.i18n import _, translated


class KeyBar(Static):
    DEFAULT_CSS = """
    KeyBar { dock: bottom; height: 1; background: $footer-background; color: $footer-foreground; }
    """

    def __init__(self, **kwargs: Any) -> None:
        super().__init__("", markup=False, **kwargs)
        self._plain = ""

    def on_mount(self) -> None:
        # at once, not posted: a screen brought back refreshes its bindings as it resumes, and
        # a line changed then belongs in the frame that shows the screen, not in one after it
        self.screen.bindings_updated_signal.subscribe(self, self._keys_changed, immediate=True)
        # after the first refresh: the screen's own widgets (which its key checks read) are mounted
        self.call_after_refresh(self._keys_changed, self.screen)

    def on_unmount(self) -> None:
        self.screen.bindings_updated_signal.unsubscribe(self)

    def _keys_changed(self, screen: Any) -> None:
        if self._plain and not screen.is_active:
            # Covered (a hand-off, a dialog): its keys are not the live ones and the line is
            # not read. Textual refreshes a screen's bindings as it is covered and again as it
            # comes back; written both times, the line was drawn anew on every hand-off.
            return
        self.catch_up()

    def catch_up(self) -> None:
        """The line as the screen's keys are now, covered or not: called as a covered screen
        is drawn unseen (`MeepleApp._warm_covered_table`), so that the keys it will show come
        back with it rather than in a redraw after it is shown."""
        keys_as_shown = getattr(self.app, "keys_as_shown", None)  # the app checks keys by its front screen
        if keys_as_shown is None:
            text = self.keys_text()
        else:
            with keys_as_shown(self.screen):
                text = self.keys_text()
        if text.plain != self._plain:  # an unchanged line costs no redraw
            self._plain = text.plain
            self.update(text, layout=False)  # one docked line: its size never depends on the text

    def keys_text(self) -> Text:
        text = Text(no_wrap=True, overflow="ellipsis")
        seen: set[str] = set()
        for _node, binding, enabled, _tooltip in self.screen.active_bindings.values():
            if not binding.show or not enabled or binding.action in seen:
                continue
            seen.add(binding.action)
            text.append(f" {self.app.get_key_display(binding)} ", style="bold reverse")
            # binding descriptions are fixed English in the classes: put in words as shown
            text.append(f" {translated(binding.description)} ")
        if getattr(self.app, "ENABLE_COMMAND_PALETTE", False):
            text.append(" ^p ", style="bold reverse")
            text.append(" " + _("palette"))
        return text
