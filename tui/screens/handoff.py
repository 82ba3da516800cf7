"""Hot-seat hand-off: an opaque full screen that shows only whom to pass the terminal to.

Passing it must be a deliberate act of the next player, so it is guarded:
- for `delay` seconds after it appears it ignores every key (a double press, key repeat, or
  someone still typing after their move), and says it is not ready yet;
- it is passed by Space, which confirms nothing at the table, never by Enter;
- it swallows every other key (nothing reaches the table or the app's bindings behind it).

A plain `Screen`, never a `ModalScreen`, whose translucent background would let the table
show through. The table is concealed before this is pushed.

The app installs one instance and pushes it again for every hand-off (`prepare` names the
next player): a screen that is not installed is removed when popped, and that removal costs
the table a second layout and frame. Its two lines are SteadyStatics: a name as long as the
last one's is written without a layout of the screen (1.7-1.9 ms of the confirm it answers).
"""

from __future__ import annotations

import time
from typing import Any

from textual import events
from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.screen import Screen

from tui.i18n import N_, _
from tui.widgets.background import SteadyBackground
from tui.widgets.steady import SteadyStatic
from tui.widgets.styled_once import StyledOnce

PASS_KEY = "space"


class HandoffScreen(StyledOnce, SteadyBackground, Screen[bool]):
    """ "Pass to <name>". Dismisses True on Space once armed, False on Escape (to the title)."""

    DEFAULT_CSS = """
    HandoffScreen { background: $background; align: center middle; }
    HandoffScreen #handoff-box {
        width: auto; max-width: 70; height: auto; padding: 1 4; border: heavy $accent;
        text-align: center;
    }
    HandoffScreen #handoff-ready { text-style: bold; }
    """
    # No bindings: keys are handled in `on_key`, which stops every one of them.
    BINDINGS = []
    HELP = N_("Hand-off: the next player presses Space to see their turn; Escape goes back to the title.")

    def __init__(self, name: str, seat: int, delay: float = 1.0) -> None:
        super().__init__(id="handoff")
        self.player_name = name
        self.seat = seat
        self.delay = max(0.0, delay)
        self._armed_at = float("inf")
        self._arm_timer: Any = None
        self._said = self._ready_text()
        self.ignored = 0  # keys dropped before the screen was ready (for tests and benchmarks)

    def prepare(self, name: str, seat: int, delay: float) -> None:
        """Reuse for the next hand-off (before it is pushed again): whom to pass to."""
        self.player_name, self.seat, self.delay = name, seat, max(0.0, delay)
        self._armed_at = float("inf")  # nothing passes it before it is shown and guarded again
        self.ignored = 0
        if self.is_mounted:
            # both lines are written before the screen is pushed, so it is laid out once
            self.query_one("#handoff-box", SteadyStatic).update(self._box_text())
            self._say(self._ready_text())

    def _ready_text(self) -> str:
        return _("Not ready yet - wait a moment.") if self.delay else self._armed_text()

    def _armed_text(self) -> str:
        return _("{name}: the Space key shows your turn.   Escape: back to the title", name=self.player_name)

    def _box_text(self) -> str:
        return _("Pass to {name}\n\n(Only {name} should look at the screen now.)\n", name=self.player_name)

    def compose(self) -> ComposeResult:
        with Middle():
            with Center():
                yield SteadyStatic(self._box_text(), id="handoff-box", markup=False)
            with Center():
                yield SteadyStatic(self._said, id="handoff-ready", markup=False)

    def on_screen_resume(self) -> None:
        """Every time it is shown (the first push included): the guard starts again."""
        if self._arm_timer is not None:
            self._arm_timer.stop()
            self._arm_timer = None
        self._armed_at = time.monotonic() + self.delay
        if self.delay:
            self._say(self._ready_text())  # "not ready yet" (a wrong key may have changed it)
            self._arm_timer = self.set_timer(self.delay, self._arm)
        else:
            self._arm()

    @property
    def armed(self) -> bool:
        return time.monotonic() >= self._armed_at

    def _arm(self) -> None:
        self._say(self._armed_text())

    def _say(self, text: str) -> None:
        if text != self._said:  # an update relayouts the screen even with the same text
            self._said = text
            self.query_one("#handoff-ready", SteadyStatic).update(text)

    def on_key(self, event: events.Key) -> None:
        event.stop()
        event.prevent_default()
        if not self.armed:
            self.ignored += 1
            return
        if event.key == PASS_KEY:
            passing = getattr(self.app, "handoff_passing", None)
            if passing is not None:
                passing(self)
            self.dismiss(True)
        elif event.key == "escape":
            leaving = getattr(self.app, "handoff_leaving", None)
            if leaving is not None:
                leaving(self)
            self.dismiss(False)
        else:
            self._say(
                _("Use the Space key (not {key}) when {name} is at the keyboard.", key=event.key, name=self.player_name)
            )
