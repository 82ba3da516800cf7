"""When Python's garbage collector runs, in an app that owns its process (`meeple`, an SSH
session); a test process, which outlives many apps, is left alone.

Three rules, each from a trace on a pty:
- start-up's objects are frozen once the title is drawn (`freeze_startup_objects`): full
  passes over them were 36-43 ms and fell inside a key's frame every few keys;
- the full pass runs when the table has been still a moment (`MeepleApp.collect_when_still`),
  not by itself every tenth middle pass (`FULL_COLLECTION_EVERY`);
- while a key is answered, no automatic pass runs until its frame is out (`KeyHold`): a move
  allocates tens of thousands of objects, and the young and middle passes they set off were
  2-4 ms of a confirm's frame (Duel, 120x40). They run just after the frame instead, the
  same passes over the same objects, while the player reads it.
"""

from __future__ import annotations

import asyncio
import gc
from typing import Callable

#: A full collection runs by itself only after this many younger ones (Python's default: 10);
#: the app runs one when the table has been still for a moment instead.
FULL_COLLECTION_EVERY = 100


def freeze_startup_objects() -> None:
    """Leave the objects made while starting (modules, styles, the first screen) out of the
    garbage collector's full passes. They live as long as the app does, so freezing them frees
    nothing that would have been freed. `meeple play` starts with the collector off
    (`tui.cli.cmd_play`): it is turned on here, the start-up's few cycles of garbage (~0.5 MB,
    traced) frozen with the rest rather than paid for in passes before the title is shown."""
    gc.freeze()
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, FULL_COLLECTION_EVERY)
    gc.enable()


class KeyHold:
    """Holds the collector's automatic passes from a key until just after its frame.

    `hold` turns the collector off when it is on; `release` turns it back on (its first pass
    then runs at the next allocation). The release comes after the frame when the app can be
    told of it (`after_frame`), else `AT_MOST` seconds after the key, which also bounds a
    key that draws nothing or a frame that never comes."""

    #: Seconds after the key by which the collector is on again, whatever happened.
    AT_MOST = 0.25
    #: Seconds after the frame before the collector is on: the driver's writer thread sends
    #: the frame first (a pass holds the interpreter, and the frame's bytes would wait for it).
    AFTER_FRAME = 0.001

    def __init__(self, after_frame: Callable[[Callable[[], None]], bool]) -> None:
        #: asks for a callback just after the next frame; False when it cannot be told
        self._after_frame = after_frame
        self._deadline: asyncio.TimerHandle | None = None
        self.holding = False

    def hold(self) -> None:
        if self.holding or not gc.isenabled():
            return  # already held for an earlier key, or off for a reason of its owner's
        loop = asyncio.get_running_loop()
        gc.disable()
        self.holding = True
        self._deadline = loop.call_later(self.AT_MOST, self.release)
        self._after_frame(self._frame_out)

    def _frame_out(self) -> None:
        if self.holding:
            asyncio.get_running_loop().call_later(self.AFTER_FRAME, self.release)

    def release(self) -> None:
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None
        if self.holding:
            self.holding = False
            gc.enable()
