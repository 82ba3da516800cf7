"""A lone Escape let through after ESCDELAY, as that setting says.

Textual's input thread (`LinuxDriver.run_input_thread`) tells Escape from the start of a key's
sequence only when its select() times out, and it waits 0.1 s there whatever ESCDELAY is:
traced on a pty, every Escape reached the app 100 ms after it was typed. `PromptEscapeDriver`
is Textual's Linux driver whose input thread's selector waits at most ESCDELAY (an idle wake-up
costs microseconds). It is given to the App as its `driver_class` (Textual's public way to pick
a driver), so Textual's own module is left as it is. Not used when ESCDELAY is 100 ms or more
(SSH sessions), when TEXTUAL_DRIVER names a driver, off Linux/macOS, or when the input thread
is not built as expected.
"""

from __future__ import annotations

import functools
import selectors
import sys
import types
from typing import Any


def _prompt_selectors(delay: float) -> Any:
    """The `selectors` module as the input thread sees it, with a select() capped at `delay`."""

    class PromptSelector(selectors.SelectSelector):
        def select(self, timeout: float | None = None) -> Any:
            return super().select(delay if timeout is None else min(timeout, delay))

    return types.SimpleNamespace(
        SelectSelector=PromptSelector,
        EVENT_READ=selectors.EVENT_READ,
        EVENT_WRITE=selectors.EVENT_WRITE,
        SelectorKey=selectors.SelectorKey,
    )


@functools.lru_cache(maxsize=None)
def _driver_for(delay: float) -> Any:
    from textual.drivers.linux_driver import LinuxDriver

    thread = LinuxDriver.run_input_thread
    code = getattr(thread, "__code__", None)
    if (
        code is None
        or thread.__closure__
        or "selectors" not in code.co_names
        or thread.__globals__.get("selectors") is not selectors
    ):
        return None
    # the same input thread, reading `selectors` from its own copy of the module's names:
    # nothing of Textual's module changes, and other drivers keep their 0.1 s
    names = dict(thread.__globals__, selectors=_prompt_selectors(delay))
    run_input_thread = types.FunctionType(code, names, thread.__name__, thread.__defaults__)
    run_input_thread.__doc__ = thread.__doc__

    class PromptEscapeDriver(LinuxDriver):
        """Textual's Linux driver; a lone Escape arrives after ESCDELAY, not 100 ms."""

    PromptEscapeDriver.run_input_thread = run_input_thread  # type: ignore[method-assign]
    PromptEscapeDriver.escape_delay = delay  # type: ignore[attr-defined]
    return PromptEscapeDriver


def prompt_escape_driver() -> Any:
    """`PromptEscapeDriver` for this process's ESCDELAY, or None to leave Textual's choice."""
    from textual import constants

    delay = constants.ESCAPE_DELAY
    if delay >= 0.1 or constants.DRIVER or sys.platform == "win32":
        return None
    return _driver_for(delay)
