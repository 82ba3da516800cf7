"""The collector is held from a key until just after its frame (`tui.collector.KeyHold`)."""

from __future__ import annotations

import asyncio
import gc
from pathlib import Path
from typing import Any, Callable

import pytest

from tests.tui.tiny_table import settle, start_tiny
from tui import textual_compat
from tui.app import MeepleApp
from tui.collector import KeyHold


@pytest.fixture(autouse=True)
def collector_on_after() -> Any:
    was_on = gc.isenabled()
    gc.enable()
    yield
    if was_on:
        gc.enable()
    else:
        gc.disable()


class FrameHook:
    """Stands in for `textual_compat.call_after_frame`: keeps the callbacks, or refuses."""

    def __init__(self, can_tell: bool = True) -> None:
        self.can_tell = can_tell
        self.waiting: list[Callable[[], None]] = []

    def __call__(self, callback: Callable[[], None]) -> bool:
        if self.can_tell:
            self.waiting.append(callback)
        return self.can_tell

    def frame(self) -> None:
        waiting, self.waiting = self.waiting, []
        for callback in waiting:
            callback()


async def test_held_from_the_key_until_just_after_the_frame() -> None:
    frames = FrameHook()
    hold = KeyHold(frames)
    hold.hold()
    assert not gc.isenabled() and hold.holding
    hold.hold()  # a second key before the frame: still one hold, one release
    assert len(frames.waiting) == 1
    await asyncio.sleep(0.01)
    assert not gc.isenabled()  # no frame yet
    frames.frame()
    assert not gc.isenabled()  # the frame's bytes go out first
    await asyncio.sleep(hold.AFTER_FRAME + 0.01)
    assert gc.isenabled() and not hold.holding


async def test_released_at_the_latest_when_no_frame_can_be_told() -> None:
    hold = KeyHold(FrameHook(can_tell=False))
    hold.AT_MOST = 0.02
    hold.hold()
    assert not gc.isenabled()
    await asyncio.sleep(0.05)
    assert gc.isenabled() and not hold.holding


async def test_a_frame_after_the_deadline_changes_nothing() -> None:
    frames = FrameHook()
    hold = KeyHold(frames)
    hold.AT_MOST = 0.01
    hold.hold()
    await asyncio.sleep(0.03)
    assert gc.isenabled()
    gc.disable()  # off for a reason of its owner's since: the late frame leaves it off
    frames.frame()
    await asyncio.sleep(0.01)
    assert not gc.isenabled()


async def test_a_collector_turned_off_by_its_owner_is_left_off() -> None:
    gc.disable()
    hold = KeyHold(FrameHook())
    hold.hold()
    hold.release()
    assert not gc.isenabled() and not hold.holding


async def test_a_key_is_answered_with_the_collector_held(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """In an app that owns its process, the frame answering a key is drawn with the collector
    off, and it is on again just after (with the patches off: at the hold's deadline)."""
    from textual.app import App

    monkeypatch.setattr("tui.app.freeze_startup_objects", lambda: None)  # the test process's objects stay
    during_frames: list[bool] = []
    display = App._display

    def recorded(self: Any, screen: Any, renderable: Any) -> None:
        during_frames.append(gc.isenabled())
        display(self, screen, renderable)

    monkeypatch.setattr(App, "_display", recorded)
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0, freeze_after_start=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await start_tiny(app, pilot)
        during_frames.clear()
        await pilot.press("down")
        if not textual_compat.call_after_frame(lambda: None):
            await pilot.pause(app._key_hold.AT_MOST)
        await settle(pilot)
        assert during_frames and during_frames[0] is False
        assert gc.isenabled() and not app._key_hold.holding
