"""One layout pass and one frame per change, where Textual would make two or three.

After every layout Textual hands each widget its new size, and a widget whose size changed
asks for another layout of the screen because its "virtual size" (the scrollable extent) is a
reactive that relayouts. That second pass finds nothing to move: every region was settled by
the first. Traced on a pty, it came 20-30 ms after the first frame (the next free slot of
Textual's update timer) on every confirm and hand-off, with a second frame. Here every widget
records its new virtual size without asking for that pass. A scrolling widget still updates
its scrollbars at once, and a scrollbar that comes or goes asks for its own layout
(`show_vertical_scrollbar` relayouts), so nothing that moves is lost.

The scrollbars a layout moved were redrawn in a frame of their own, one timer slot after the
layout's (they ask for a repaint from inside the layout, which is answered on the next idle):
`repaint_scrollbars_now` hands their regions to the compositor before it draws that layout, so
they are in its frame and the later request finds nothing left to draw.

A screen shown again (the table after the hand-off, the rules or the end screen) must be
drawn whole, since the terminal still shows the screen that covered it. Textual draws the
layout's changed part in one frame, then the whole screen in a second frame (~4 ms later, the
renders reused). `_compositor_refresh` here folds that whole-screen repaint into the layout's
frame: one frame, the whole screen, and no half-drawn table over the hand-off. The repaints
its widgets asked for before that frame are then done (`forget_drawn_repaints`).

A layout also looked up a widget it had not placed yet (a scrollbar told its new extent asks for
its own size) in a map marked stale, and Textual answered by laying out the whole screen a second
time inside the first pass, hidden widgets included: ~1 ms of every hand-off at 120x40 (traced,
once per hand-off). The pass under way makes that map anew, so `Compositor.reflow` here clears
the stale mark first: a lookup during the pass gets the last map, as it does when nothing was
marked, and a widget not in it reads as not placed yet.

A screen shown at a new size (the app's first screen, at start) is laid out and drawn whole
by Textual's resume handler, which then asks for a repaint of the whole screen as for any screen
shown again: the same full frame a second time, one timer slot later (traced at start-up: the
title's 10 KB frame twice, ~10-18 ms before its last byte). `_on_screen_resume` here drops that
repaint when the handler has just laid the screen out and drawn it.

A change to the screen under an opaque one (the table under the end screen, as the last move
is drawn behind it) had Textual redraw the top screen's cells over that region, in frames of
their own, the same cells again. Nothing of a covered screen shows, and a screen shown again
is drawn whole, so a covered screen's repaints are dropped (`covered_by_opaque_screen`); under
a see-through screen (help, a card's text over the dimmed table) they are drawn as before.

Composing a whole screen again (every widget's lines cut at the other widgets' edges) took
~4 ms at 120x40 of each key that shows the table again (Escape from the log or the end screen,
Space on a hand-off), for the cells the table had before it was covered. The app draws a covered
table unseen while the player reads (`draw_unseen`), and `keep_frame` keeps that composition:
the next whole drawing of that screen is the kept one when nothing of it changed since, that
is at the same size and placement (no layout since), with no widget asking for a repaint and
no repaint dropped while covered. A kept frame is used once: a later change is drawn in part,
and the kept one would then be stale.

Textual's `_size_updated` (Widget's, and ScrollView's own), `Screen._compositor_refresh`,
`Screen._on_screen_resume`, `Compositor.reflow`, `Compositor.render_full_update` and the
attributes read here are private: `install()` checks the signatures and leaves Textual as it
is when they differ (and `tui.textual_compat` installs it only for the exact Textual tested);
a widget without them is left alone. Tests show the passes and frames are gone and that the
table lays out as before.
"""

from __future__ import annotations

import inspect
import weakref
from typing import Any, NamedTuple


class KeptFrame(NamedTuple):
    """A whole drawing of a compositor's screen, and what it was drawn from."""

    update: Any  # Textual's LayoutUpdate
    size: Any
    placed: Any  # the compositor's map of visible widgets then (a new map after any layout)


_kept_frames: weakref.WeakKeyDictionary[Any, KeptFrame] = weakref.WeakKeyDictionary()


def keep_frame(compositor: Any, update: Any) -> None:
    """Keep `update`, the whole drawing `compositor` has just made, for its next whole drawing
    (see the module doc)."""
    _kept_frames[compositor] = KeptFrame(update, compositor.size, compositor._visible_widgets)


def _still_drawn(compositor: Any, kept: KeptFrame) -> bool:
    """Nothing of `compositor`'s screen changed since `kept` was drawn: no layout (a layout
    makes a new map), nothing to repaint beyond the whole screen and no widget asking for it."""
    placed = kept.placed
    return (
        placed is not None
        and compositor._visible_widgets is placed
        and not compositor._full_map_invalidated
        and compositor.size == kept.size
        and compositor._dirty_regions <= {compositor.size.region}
        and not any(widget._repaint_regions for widget in placed)
    )


def repaint_scrollbars_now(widget: Any) -> None:
    """Draw `widget`'s scrollbars in the frame of the layout under way (see the module doc)."""
    try:
        bars = {
            bar
            for bar in (widget._vertical_scrollbar, widget._horizontal_scrollbar)
            if bar is not None and bar._repaint_regions
        }
        if bars:
            widget.screen._compositor.update_widgets(bars)
    except Exception:  # not mounted, no screen, or a Textual without these attributes
        return


def forget_drawn_repaints(widgets: Any) -> None:
    """After a frame of the whole screen: every widget in it was drawn as it is now, so the
    repaints they asked for before it are done. Left alone, their requests arrive after the
    frame (each widget posts its own, when idle) and draw the same cells again in a second
    frame, one timer slot later (traced after hand-offs onto Sheriff's composer)."""
    for widget in widgets:
        widget._repaint_regions.clear()


def covered_by_opaque_screen(screen: Any) -> bool:
    """`screen` is the one under the top screen (Textual counts it as shown), and the top one
    paints every cell opaquely (no see-through background), so none of `screen` shows."""
    try:
        top = screen.app.screen
        if top is screen or screen not in screen.app._background_screens:
            return False
        styles = top.styles
        return styles.background.a >= 1 and not styles.background_tint.a and top.styles.opacity >= 1
    except Exception:  # no app or no stack: draw as Textual would
        return False


def install() -> bool:
    """Patch `Widget._size_updated`, `ScrollView._size_updated` (its own version),
    `Screen._compositor_refresh`, `Screen._on_screen_resume`, `Compositor.reflow` and
    `Compositor.render_full_update` once; True when in place."""
    from textual._compositor import Compositor
    from textual.screen import Screen
    from textual.scroll_view import ScrollView
    from textual.widget import Widget

    original = Widget._size_updated
    if getattr(original, "lays_out_once", False):
        return True
    expected = ["self", "size", "virtual_size", "container_size", "layout"]
    scroll_view_original = ScrollView._size_updated
    screen_refresh_original = Screen._compositor_refresh
    resume_original = Screen._on_screen_resume
    reflow_original = Compositor.reflow
    full_update_original = Compositor.render_full_update
    if (
        list(inspect.signature(original).parameters) != expected
        or list(inspect.signature(scroll_view_original).parameters) != expected
        or list(inspect.signature(screen_refresh_original).parameters) != ["self"]
        or list(inspect.signature(reflow_original).parameters) != ["self", "parent", "size"]
        or list(inspect.signature(resume_original).parameters) != ["self", "event"]
        or inspect.iscoroutinefunction(resume_original)
        or list(inspect.signature(full_update_original).parameters) != ["self", "simplify"]
        or not all(
            hasattr(Compositor(), name) for name in ("_full_map_invalidated", "_visible_widgets", "_dirty_regions")
        )
    ):
        return False

    def _size_updated(self: Any, size: Any, virtual_size: Any, container_size: Any, layout: bool = True) -> bool:
        changed = original(self, size, virtual_size, container_size, False)
        if changed:
            repaint_scrollbars_now(self)
        return changed

    def _scroll_view_size_updated(
        self: Any, size: Any, virtual_size: Any, container_size: Any, layout: bool = True
    ) -> bool:
        changed = scroll_view_original(self, size, virtual_size, container_size, layout)
        repaint_scrollbars_now(self)  # a ScrollView updates its scrollbars without saying so
        return changed

    def _compositor_refresh(self: Any) -> None:
        compositor = self._compositor
        if covered_by_opaque_screen(self):
            # nothing of it shows: the top screen would redraw its own cells (see the module doc)
            if compositor._dirty_regions:
                _kept_frames.pop(compositor, None)  # changed unseen: its kept drawing is stale
            compositor._dirty_regions.clear()
            self._dirty_widgets.clear()
            return
        if self._repaint_required and self.is_current:
            # the repaint Textual would draw next, drawn in this frame (see the module doc)
            self._repaint_required = False
            compositor.update_widgets({self})
        whole = self.is_current and compositor.size.region in compositor._dirty_regions
        if compositor._dirty_regions and not (whole and self is self.app.screen):
            _kept_frames.pop(compositor, None)  # drawn in part or under another: now stale
        screen_refresh_original(self)
        if whole:
            forget_drawn_repaints(compositor.visible_widgets)

    def _on_screen_resume(self: Any, event: Any) -> None:
        laid_out_at = self._size
        resume_original(self, event)
        if self._size != laid_out_at and self.is_current and not self.app._batch_count:
            # laid out at its new size and drawn whole just now: the repaint it then asked
            # for would draw the same frame again (see the module doc)
            self._repaint_required = False

    def _reflow(self: Any, parent: Any, size: Any) -> Any:
        self._full_map_invalidated = False  # this pass makes the map anew (see the module doc)
        return reflow_original(self, parent, size)

    def _render_full_update(self: Any, simplify: bool = False) -> Any:
        kept = _kept_frames.pop(self, None)
        if kept is not None and not simplify and _still_drawn(self, kept):
            self._dirty_regions.clear()  # what drawing it anew does first
            return kept.update
        return full_update_original(self, simplify)

    _size_updated.lays_out_once = True  # type: ignore[attr-defined]
    Widget._size_updated = _size_updated  # type: ignore[method-assign]
    ScrollView._size_updated = _scroll_view_size_updated  # type: ignore[method-assign]
    Screen._compositor_refresh = _compositor_refresh  # type: ignore[method-assign]
    Screen._on_screen_resume = _on_screen_resume  # type: ignore[method-assign]
    Compositor.reflow = _reflow  # type: ignore[method-assign]
    Compositor.render_full_update = _render_full_update  # type: ignore[method-assign]
    return True
