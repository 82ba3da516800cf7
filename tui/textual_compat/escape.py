"""A lone Escape let through ESCDELAY after it was typed: not sooner, and not 100 ms later.

A terminal sends Escape as the byte that also starts every arrow and function key, so the
parser holds a lone ESC until ESCDELAY has passed with nothing after it. Textual's Linux input
thread (`LinuxDriver.run_input_thread`) only looks at that deadline when its select() wakes,
and it sleeps 0.1 s there whatever ESCDELAY is: traced on a pty, every Escape reached the app
100 ms after it was typed.

`PromptEscapeDriver` is Textual's Linux driver with an input loop of our own: the same parser
fed the same bytes, whose select() sleeps until the parser's own deadline while one is pending
(a lone Escape: exactly ESCDELAY after it came) and else until input comes (waking every 0.1 s
only to see whether the app is stopping, as Textual's does). An idle app does not wake more
often than under Textual's loop. It is given to the App as its `driver_class` (Textual's public
way to pick a driver); Textual's own module is left as it is. Not used when ESCDELAY is 100 ms
or more (SSH sessions), when TEXTUAL_DRIVER names a driver, off Linux/macOS, or when the
parser is not built as expected (another Textual).
"""

from __future__ import annotations

import codecs
import functools
import os
import selectors
import sys
from typing import Any, Iterable

#: Longest sleep of the input loop with nothing pending: how soon it sees that the app stops.
IDLE_WAIT = 0.1


def _parser_parts() -> tuple[Any, Any] | None:
    """Textual's terminal parser class and its clock, if they are as this loop expects."""
    try:
        from textual._time import get_time
        from textual._xterm_parser import XTermParser
    except ImportError:
        return None
    probe = XTermParser()
    if not hasattr(probe, "_timeout_time") or not callable(getattr(probe, "tick", None)):
        return None
    return XTermParser, get_time


def run_input_loop(driver: Any, parser_class: Any, clock: Any, idle_wait: float = IDLE_WAIT) -> None:
    """Read the terminal, feed the parser and pass each event to the app until it stops.

    The wait for input ends at the parser's deadline when it holds an unfinished sequence (a
    lone ESC), so a lone Escape comes out ESCDELAY after it arrived."""
    fileno = driver.fileno
    parser = parser_class(driver._debug)
    decode = codecs.getincrementaldecoder("utf-8")().decode
    selector = selectors.SelectSelector()  # as Textual's: select() works on every tty
    selector.register(fileno, selectors.EVENT_READ)

    def pass_on(events: Iterable[Any]) -> None:
        for event in events:
            driver.process_message(event)

    def wait_and_read(wait: float, final: bool = False) -> None:
        if selector.select(wait):
            text = decode(os.read(fileno, 4096), final=final)
            if text:
                pass_on(parser.feed(text))
            else:  # nothing to read from a ready stdin: a pipe at its end; do not spin
                driver.exit_event.wait(idle_wait)
        pass_on(parser.tick())

    try:
        while not driver.exit_event.is_set():
            deadline = parser._timeout_time
            wait_and_read(idle_wait if deadline is None else min(idle_wait, max(0.0, deadline - clock())))
        wait_and_read(0.0, final=True)
    finally:
        selector.close()


@functools.lru_cache(maxsize=None)
def _driver_for(delay: float) -> Any:
    parts = _parser_parts()
    if parts is None:
        return None
    parser_class, clock = parts
    from textual.drivers.linux_driver import LinuxDriver

    class PromptEscapeDriver(LinuxDriver):
        """Textual's Linux driver; a lone Escape arrives ESCDELAY after it was typed."""

        escape_delay = delay

        def run_input_thread(self) -> None:
            run_input_loop(self, parser_class, clock)

    return PromptEscapeDriver


def prompt_escape_driver() -> Any:
    """`PromptEscapeDriver` for this process's ESCDELAY, or None to leave Textual's choice."""
    from textual import constants

    delay = constants.ESCAPE_DELAY
    if delay >= 0.1 or constants.DRIVER or sys.platform == "win32":
        return None
    return _driver_for(delay)
