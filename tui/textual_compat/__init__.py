"""Every use Meeple makes of Textual's (and Rich's) private names, in one place (issue 25).

Meeple reaches its one-layout, one-frame-per-key goals by patching and reading Textual's
internals: `layout_once` (one layout pass and frame per change, and a covered screen's
unseen drawing kept for the key that shows it again), `scrollbar_rows` (scrollbars
drawn row by distinct row), `key_order` (keys into text fields in the order typed), the
prompt-Escape driver (`escape`), and the helpers below that the app calls to mount, lay out and
draw screens unseen. Nothing outside this package may name a private Textual or Rich attribute
or import `textual._*` / `rich._*` (tests/tui/test_textual_compat.py checks the tree).

All of it is on only for the exact versions in `TESTED` (what the frame and key tests were run
against), and only while `MEEPLE_TEXTUAL_PATCHES` is not `0`. Off, no patch is installed, each
helper below does nothing or what Textual's public API does, and Meeple works as before, with
more layouts and frames per key.
"""

from __future__ import annotations

import functools
import os
from typing import Any, Awaitable

from tui.textual_compat import layout_once

#: The versions the patches were written and tested against; any other leaves Textual alone.
TESTED = {"textual": "8.2.8", "rich": "15.0.0"}

#: `MEEPLE_TEXTUAL_PATCHES=0`: install no patch, read no private name.
SWITCH = "MEEPLE_TEXTUAL_PATCHES"


@functools.lru_cache(maxsize=None)
def versions_tested() -> bool:
    """True when every package in `TESTED` is installed at exactly that version."""
    return all(_installed_at(name, wanted) for name, wanted in TESTED.items())


def _installed_at(name: str, wanted: str) -> bool:
    """Whether `name` is installed at `wanted`: first by its `<name>-<wanted>.dist-info` folder
    beside the package (one look; `importlib.metadata` scans every distribution on the path,
    ~45 ms of a cold start), else by the metadata."""
    from importlib.util import find_spec
    from pathlib import Path

    spec = find_spec(name)
    if spec is not None and spec.origin:
        if (Path(spec.origin).resolve().parent.parent / f"{name}-{wanted}.dist-info").is_dir():
            return True
    # imported only here: importing importlib.metadata (email, zipfile, csv...) alone costs
    # ~20 ms of a cold start, and the folder above answers for an ordinary install
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(name) == wanted
    except PackageNotFoundError:
        return False


def switched_on() -> bool:
    return os.environ.get(SWITCH, "1").strip() != "0"


def enabled() -> bool:
    """The patches and private reads may be used: the switch is on and the versions tested."""
    return switched_on() and versions_tested()


def install() -> bool:
    """The layout and scrollbar patches, process-wide, once; True when in place."""
    if not enabled():
        return False
    from tui.textual_compat import scrollbar_rows

    return layout_once.install() & scrollbar_rows.install()


def install_key_order() -> bool:
    """Keys into text fields in the order typed (issue 22); True when in place."""
    if not enabled():
        return False
    from tui.textual_compat import key_order

    return key_order.install()


def escape_driver_class() -> Any:
    """The driver class to give the App (`driver_class=`): one that lets a lone Escape through
    after ESCDELAY; None leaves Textual's own choice (and its 100 ms)."""
    if not enabled():
        return None
    from tui.textual_compat import escape

    return escape.prompt_escape_driver()


def covered_by_opaque_screen(screen: Any) -> bool:
    """`screen` is under an opaque top screen, so none of it shows (see `layout_once`). False
    when off: the caller then draws as Textual would."""
    return enabled() and layout_once.covered_by_opaque_screen(screen)


def can_mount_unseen() -> bool:
    """`mount_unseen` can mount a screen without showing it."""
    return enabled()


def mount_unseen(app: Any, screen: Any) -> Awaitable[Any] | None:
    """Mount an installed screen without showing it (Textual's `_get_screen`, what
    `push_screen` does first); the awaitable of its mounting, or None when off (the screen is
    then mounted by its first `push_screen`, as Textual does)."""
    if not enabled():
        return None
    _, mounted = app._get_screen(screen)
    return mounted


def settle_toast_rack(screen: Any) -> None:
    """Show or hide a screen's toast rack now, as its first showing would: Textual's stylesheet
    hides the rack, but the first showing sets it again as an inline style, which asks for a
    layout and frame of their own. Set before the screen's first layout, that later setting
    changes nothing. Public API (the rack found by its CSS type name): done with the patches off
    too."""
    for rack in screen.query("ToastRack"):
        rack.display = bool(rack.children)


def lay_out_unseen(screen: Any, size: Any, draw: bool = False) -> None:
    """Lay out a mounted screen not shown at `size`, and `draw`: into its widgets' line
    caches, written nowhere; then start its update timer. Nothing when off."""
    if not enabled() or not screen.is_attached or screen.is_current:
        return
    settle_toast_rack(screen)  # else a second layout and frame of that key (the end screen's: 7-10 ms)
    screen._refresh_layout(size)
    screen._layout_required = False  # what the screen's timer does after its own layout
    if draw:
        screen._compositor.render_full_update()
    prime_update_timer(screen)


def draw_unseen(screen: Any) -> bool:
    """Draw a laid-out screen not shown into its widgets' line caches, written nowhere, and
    keep the whole drawing for its next showing (`layout_once.keep_frame`); its widgets' own
    repaint requests are then done. False (nothing drawn) when off, when it still
    waits for a layout (it would be drawn stale) or is not the root of its compositor."""
    if not enabled() or getattr(screen, "_layout_required", True):
        return False
    compositor = screen._compositor
    if compositor.root is not screen:
        return False
    layout_once.keep_frame(compositor, compositor.render_full_update())  # for its next showing
    # drawn as they are now: their own repaint requests, left, would have the screen on top
    # redraw those regions in frames of their own
    layout_once.forget_drawn_repaints(compositor.visible_widgets)
    return True


def prime_update_timer(screen: Any) -> None:
    """Start the update timer of a screen made unseen, so that its first showing is drawn at
    once. Textual's timer counts its period from its first start, so a screen's first update
    came one whole period (1/TEXTUAL_FPS, 4 ms) after it was shown (traced: the end screen's
    key waited 4.8 ms for it). Started here, it ticks once unseen (a screen not shown pauses
    it and updates nothing) and its period has long passed by the time it is shown."""
    if not enabled():
        return
    timer = getattr(screen, "_update_timer", None)
    if timer is not None:
        timer.resume()


def scrollbars_from_rows(cls: type) -> type:
    """Class decorator for a ScrollView that sets its own `virtual_size` from its rows (the
    log): every layout hands a ScrollView the compositor's idea of its virtual size, which is
    never the one set from the rows, so Textual redrew the scrollbar after each layout: one
    more frame, 20 ms after the last, on every key. Only a new size or new rows do now. The
    class keeps `_scrollbars_at` (the virtual size its scrollbars were last set for). Left as
    Textual's when off."""
    if not enabled():
        return cls
    from textual.geometry import Size

    def _size_updated(self: Any, size: Any, virtual_size: Any, container_size: Any, layout: bool = True) -> bool:
        if size == self._size and self.virtual_size == self._scrollbars_at:
            return False
        self._scrollbars_at = self.virtual_size
        return super(cls, self)._size_updated(size, Size(-1, -1), container_size, layout)  # -1: update them

    cls._size_updated = _size_updated  # type: ignore[attr-defined]
    return cls


def running_app() -> Any:
    """The app whose message is being handled now (Textual's context variable), or None."""
    try:
        from textual import active_app  # exported by `textual` itself, not in its __all__

        return active_app.get()
    except Exception:
        return None
