"""Privacy checks for TUI tests: no secret of another seat in anything the screen holds.

Use from any screen test (Duel, Sheriff, ...)::

    from tests.tui.privacy import assert_no_secrets
    assert_no_secrets(app, game, session.state, viewer)

It collects the full, unwrapped content of every widget on the active screen (mounted,
hidden or scrolled out of view alike: Static content, option prompts, input values, log
lines, other widgets' `render()`), plus the text of notifications, then asserts that none
of `game.secrets(state, viewer)` occurs as a whole token (a secret 'circus' does not match a visible 'circus_maximus'; 'c07' does
match in 'You commit c07.').
"""

from __future__ import annotations

import io
import re
from typing import Any

from textual.geometry import Region


def _plain(content: Any) -> str:
    plain = getattr(content, "plain", None)
    if isinstance(plain, str):
        return plain
    if isinstance(content, str):
        return content
    if not (hasattr(content, "__rich_console__") or hasattr(content, "__rich__")):
        return ""  # e.g. a Blank visual: no text in it
    from rich.console import Console

    console = Console(width=1000, record=True, file=io.StringIO(), color_system=None)
    try:
        console.print(content)
    except Exception:  # not a rich renderable (e.g. a Blank visual): it holds no text
        return ""
    return console.export_text()


def _widget_texts(widget: Any) -> list[str]:
    from textual.widget import Widget
    from textual.widgets import Button, Input, Log, OptionList, RichLog, Static, TextArea
    from textual.widgets._toggle_button import ToggleButton

    if isinstance(widget, (ToggleButton, Button)):
        return [_plain(widget.label)]
    if isinstance(widget, Static):
        return [_plain(widget.content)]
    if isinstance(widget, OptionList):
        texts = []
        for index in range(widget.option_count):
            texts.append(_plain(widget.get_option_at_index(index).prompt))
        return texts
    if isinstance(widget, Input):
        return [widget.value, str(widget.placeholder)]
    if isinstance(widget, TextArea):
        return [widget.text]
    if isinstance(widget, RichLog):
        return [strip.text for strip in widget.lines]
    if isinstance(widget, Log):
        return list(widget.lines)
    plain_lines = getattr(widget, "plain_lines", None)
    if isinstance(plain_lines, list):  # our own line-API widgets say their text whole
        return plain_lines
    if type(widget).render_line is not Widget.render_line or type(widget).render_lines is not Widget.render_lines:
        # line-API widgets: render them whole (text may wrap, so prefer the cases above)
        height = max(widget.virtual_size.height, widget.size.height, 1)
        try:
            return [strip.text for strip in widget.render_lines(Region(0, 0, max(widget.size.width, 1), height))]
        except Exception:
            return []
    try:
        return [_plain(widget.render())]
    except Exception:
        return []


def visible_text(app: Any) -> str:
    """The cells drawn on the active screen right now, line by line (text may be wrapped)."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def screen_text(app: Any) -> str:
    """All text the active screen holds, visible or scrolled away, unwrapped, plus notifications.

    Each widget's own content is read whole (Static content rendered 1000 cells wide, option
    prompts, input values, log lines, `render()` of other widgets), so a secret cannot hide
    behind a line break or a scroll position, and wrapping cannot invent false matches.
    """
    parts: list[str] = []
    for widget in app.screen.walk_children(with_self=False):
        parts.extend(_widget_texts(widget))
    for notification in getattr(app, "_notifications", ()):
        parts.append(str(notification.message))
        parts.append(str(notification.title))
    return "\n".join(parts)


def _occurs(secret: str, text: str) -> bool:
    """`secret` as a whole token: 'circus' must not match inside a visible 'circus_maximus'."""
    if secret not in text:
        return False
    head = r"(?<![A-Za-z0-9_])" if secret[0].isalnum() or secret[0] == "_" else ""
    tail = r"(?![A-Za-z0-9_])" if secret[-1].isalnum() or secret[-1] == "_" else ""
    return re.search(head + re.escape(secret) + tail, text) is not None


def assert_no_secrets(app: Any, game: Any, state: Any, viewer: int) -> None:
    """Fail if any secret hidden from `viewer` appears on the active screen."""
    secrets = game.secrets(state, viewer)
    text = screen_text(app)
    leaked = sorted(s for s in secrets if s and _occurs(s, text))
    assert not leaked, f"secrets of other seats visible to seat {viewer} on {type(app.screen).__name__}: {leaked[:10]}"


def check_app_privacy(app: Any) -> None:
    """The shown seat's secrets are absent; on a hand-off (or with nobody shown), everyone's are."""
    from rules.core.engine import SPECTATOR
    from tui.screens.handoff import HandoffScreen

    closed_log = getattr(app, "_log_screen", None)  # made once, kept while closed: empty then
    if closed_log is not None and closed_log.is_mounted and closed_log not in app.screen_stack:
        assert closed_log.view.plain_lines == [], "the closed log screen still holds a seat's lines"
    table, seating = app.table, app.seating
    if table is None or seating is None:
        return
    game, state = table.game, table.state
    if isinstance(app.screen, HandoffScreen) or seating.shown is None:
        for seat in range(len(table.seats)):
            assert_no_secrets(app, game, state, seat)
        assert_no_secrets(app, game, state, SPECTATOR)
    else:
        viewer = seating.shown
        assert_no_secrets(app, game, state, viewer if viewer >= 0 else SPECTATOR)


def watch_frames(app: Any, monkeypatch: Any) -> list[str]:
    """Check every frame `app` writes from now on; returns the list of what went wrong (empty
    when all is well: asserted by the test, since an error inside Textual's loop ends the app).

    A table's frame holds the snapshot of the seat shown, or none (concealed): never another
    seat's, nor anyone's while nobody is shown (on the way from a hand-off back to the title).
    A frame of the hand-off shows nothing of the screen under it (which holds the next
    player's turn, drawn while the hand-off waits): the hand-off paints every cell opaquely."""
    from textual.app import App

    from tui.screens.handoff import HandoffScreen
    from tui.screens.table import TableScreen
    from tui.textual_compat import layout_once

    problems: list[str] = []
    display = App._display

    def checked(this: Any, screen: Any, renderable: Any) -> Any:
        if renderable is not None and this is app:
            if isinstance(screen, TableScreen) and screen.snapshot is not None:
                shown = this.seating.shown if this.seating is not None else None
                if screen.snapshot.viewer != shown:
                    problems.append(f"a table frame of seat {screen.snapshot.viewer} while seat {shown} is shown")
            elif isinstance(screen, HandoffScreen) and len(this.screen_stack) > 1:
                under = this.screen_stack[-2]
                if not layout_once.covered_by_opaque_screen(under):
                    problems.append(f"a hand-off frame through which {type(under).__name__} shows")
        return display(this, screen, renderable)

    monkeypatch.setattr(App, "_display", checked)
    return problems
