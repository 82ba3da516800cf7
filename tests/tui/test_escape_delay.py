"""A lone Escape reaches the app ESCDELAY after it was typed: Textual's input thread flushes it
only when its select() wakes (every 0.1 s), so the app is given a Linux driver whose input loop
sleeps until the parser's own deadline while a lone ESC waits (`tui.textual_compat.escape`),
and Textual's own module is left as it is."""

from __future__ import annotations

import os
import queue
import selectors
import threading

import pytest
from textual import constants
from textual.drivers import linux_driver
from textual.drivers.linux_driver import LinuxDriver

from tui import textual_compat
from tui.app import MeepleApp
from tui.textual_compat import escape

needs_patches = pytest.mark.skipif(not textual_compat.enabled(), reason="MEEPLE_TEXTUAL_PATCHES=0 or another Textual")


class _Terminal:
    """What the input loop uses of a driver: a file to read, the exit flag, the app's inbox."""

    def __init__(self) -> None:
        self.fileno, self._write = os.pipe()
        self._debug = False
        self.exit_event = threading.Event()
        self.events: queue.Queue = queue.Queue()

    def process_message(self, event: object) -> None:
        self.events.put(event)

    def type(self, data: bytes) -> None:
        os.write(self._write, data)

    def key(self) -> str:
        return self.events.get(timeout=5).key

    def close(self) -> None:
        os.close(self.fileno)
        os.close(self._write)


@needs_patches
def test_the_input_loop_sleeps_until_the_lone_escapes_deadline_and_no_more(monkeypatch) -> None:
    monkeypatch.setattr(constants, "ESCAPE_DELAY", 0.025)
    waits: list[float] = []
    select = selectors.SelectSelector.select

    def recorded(self, timeout=None):  # type: ignore[no-untyped-def]
        waits.append(timeout)
        return select(self, timeout)

    monkeypatch.setattr(selectors.SelectSelector, "select", recorded)
    parts = escape._parser_parts()
    assert parts is not None
    terminal = _Terminal()
    loop = threading.Thread(target=escape.run_input_loop, args=(terminal, *parts), daemon=True)
    loop.start()
    try:
        terminal.type(b"\x1b[B")  # an arrow's whole sequence: a key at once, no deadline
        assert terminal.key() == "down"
        del waits[:]
        terminal.type(b"\x1b")  # a lone Escape: the loop wakes at its deadline, not 0.1 s on
        assert terminal.key() == "escape"
        after_escape = [w for w in waits if w != escape.IDLE_WAIT]
        assert after_escape and all(0 <= w <= 0.025 for w in after_escape)
        terminal.type(b"x")
        assert terminal.key() == "x"
    finally:
        terminal.exit_event.set()
        loop.join(timeout=5)
        terminal.close()
    assert not loop.is_alive()
    assert linux_driver.selectors is selectors  # Textual's module untouched


@needs_patches
def test_the_driver_is_textuals_linux_driver_with_that_loop(monkeypatch) -> None:
    monkeypatch.setattr(constants, "ESCAPE_DELAY", 0.025)
    driver = textual_compat.escape_driver_class()
    assert driver is not None and issubclass(driver, LinuxDriver)
    assert textual_compat.escape_driver_class() is driver  # made once
    assert driver.run_input_thread is not LinuxDriver.run_input_thread
    assert driver.escape_delay == 0.025


@needs_patches
def test_the_app_is_given_that_driver(monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(constants, "ESCAPE_DELAY", 0.01)
    assert MeepleApp(tmp_path).driver_class is escape.prompt_escape_driver()


def test_nothing_changes_when_escdelay_is_the_default(monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(constants, "ESCAPE_DELAY", 0.1)  # SSH sessions keep Textual's 100 ms
    assert textual_compat.escape_driver_class() is None
    assert MeepleApp(tmp_path).driver_class is LinuxDriver


def test_nothing_changes_with_the_patches_off(monkeypatch, tmp_path) -> None:
    monkeypatch.setattr(constants, "ESCAPE_DELAY", 0.01)
    monkeypatch.setenv("MEEPLE_TEXTUAL_PATCHES", "0")
    assert textual_compat.escape_driver_class() is None
    assert MeepleApp(tmp_path).driver_class is LinuxDriver


def test_a_driver_named_in_the_environment_wins(monkeypatch) -> None:
    monkeypatch.setattr(constants, "ESCAPE_DELAY", 0.01)
    monkeypatch.setattr(constants, "DRIVER", "textual.drivers.linux_driver:LinuxDriver")
    assert escape.prompt_escape_driver() is None


def test_meeple_play_waits_5_ms_locally_and_25_in_an_ssh_login() -> None:
    from tui.cli import local_escape_delay

    assert local_escape_delay({}) == "5"
    assert local_escape_delay({"SSH_CONNECTION": "10.0.0.2 50000 10.0.0.1 22"}) == "25"
