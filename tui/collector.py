"""When Python's garbage collector runs, in an app that owns its process (`meeple`, an SSH
session); a test process, which outlives many apps, is left alone.

Two rules, each from a trace on a pty:
- start-up's objects are frozen once the title is drawn (`freeze_startup_objects`): full
  passes over them were 36-43 ms and fell inside a key's frame every few keys;
- the full pass runs when the table has been still a moment (`MeepleApp.collect_when_still`),
  not by itself every tenth middle pass (`FULL_COLLECTION_EVERY`).

Tried and left out: holding the young and middle passes from a key until just after its frame
(they were 2-4 ms of a table-to-table confirm in Duel, traced). On the pty, alternating runs
against the code without it, no key was faster to its last byte (hand-off and confirm medians
0.4-1 ms slower, p95s the same): the same passes ran over the same objects, later.
"""

from __future__ import annotations

import gc

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
