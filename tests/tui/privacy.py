"""Privacy checks for TUI tests: no secret of another seat in anything the screen holds.

Use from any screen test (Duel, Sheriff, ...)::

    from tests.tui.privacy import assert_no_secrets
    assert_no_secrets(app, game, session.state, viewer)

It collects (1) the text of every cell drawn on the active screen, (2) the full content of
every widget on that screen, including parts scrolled out of view (each widget is rendered
at its whole virtual size; option lists, inputs and logs are read directly), and (3) the
text of pending notifications, then asserts none of `game.secrets(state, viewer)` occurs.
"""
from __future__ import annotations

import io
from typing import Any

from textual.geometry import Region


def _plain(content: Any) -> str:
    plain = getattr(content, "plain", None)
    if isinstance(plain, str):
        return plain
    if isinstance(content, str):
        return content
    from rich.console import Console

    console = Console(width=1000, record=True, file=io.StringIO(), color_system=None)
    try:
        console.print(content)
    except Exception:
        return str(content)
    return console.export_text()


def _widget_texts(widget: Any) -> list[str]:
    texts: list[str] = []
    from textual.widgets import Input, OptionList, RichLog, Static, TextArea

    if isinstance(widget, Static):
        # the unwrapped content too: a secret must not hide behind a line break
        texts.append(_plain(widget.content))

    if isinstance(widget, OptionList):
        for index in range(widget.option_count):
            prompt = widget.get_option_at_index(index).prompt
            texts.append(getattr(prompt, "plain", None) or str(prompt))
        return texts
    if isinstance(widget, Input):
        texts.append(widget.value)
        texts.append(str(widget.placeholder))
        return texts
    if isinstance(widget, TextArea):
        texts.append(widget.text)
        return texts
    if isinstance(widget, RichLog):
        texts.extend(strip.text for strip in widget.lines)
        return texts
    width = max(widget.size.width, 1)
    height = widget.virtual_size.height if widget.is_scrollable else widget.size.height
    height = max(height, widget.size.height)
    if height <= 0 or widget.size.width <= 0:
        # not laid out (e.g. display: none): render its content off-screen at a generous size
        width, height = 200, 200
    try:
        strips = widget.render_lines(Region(0, 0, width, height))
    except Exception:  # some widgets render only within their layout; skip them
        strips = []
    texts.extend(strip.text for strip in strips)
    return texts


def screen_text(app: Any) -> str:
    """All text the active screen holds, visible or scrolled away, plus notifications."""
    screen = app.screen
    parts: list[str] = []
    try:
        parts.extend(strip.text for strip in screen._compositor.render_strips())
    except Exception:
        pass
    for widget in screen.walk_children(with_self=False):
        parts.extend(_widget_texts(widget))
    for notification in getattr(app, "_notifications", ()):
        parts.append(str(notification.message))
        parts.append(str(notification.title))
    return "\n".join(parts)


def assert_no_secrets(app: Any, game: Any, state: Any, viewer: int) -> None:
    """Fail if any secret hidden from `viewer` appears on the active screen."""
    secrets = game.secrets(state, viewer)
    text = screen_text(app)
    leaked = sorted(s for s in secrets if s and s in text)
    assert not leaked, (
        f"secrets of other seats visible to seat {viewer} on {type(app.screen).__name__}: {leaked[:10]}"
    )
