"""A lone Escape reaches the app after ESCDELAY: Textual's input thread flushes it only when its
select() times out (0.1 s), so the app is given a Linux driver whose selector waits at most
ESCDELAY (`tui.textual_compat.escape`), and Textual's own module is left as it is."""

from __future__ import annotations

import os
import selectors

import pytest
from textual import constants
from textual.drivers import linux_driver
from textual.drivers.linux_driver import LinuxDriver

from tui import textual_compat
from tui.app import MeepleApp
from tui.textual_compat import escape

needs_patches = pytest.mark.skipif(not textual_compat.enabled(), reason="MEEPLE_TEXTUAL_PATCHES=0 or another Textual")


@needs_patches
def test_the_input_threads_wait_is_capped_at_escdelay(monkeypatch) -> None:
    monkeypatch.setattr(constants, "ESCAPE_DELAY", 0.025)
    waits: list[float | None] = []
    monkeypatch.setattr(selectors.SelectSelector, "select", lambda self, timeout=None: waits.append(timeout) or [])
    driver = textual_compat.escape_driver_class()
    assert driver is not None and issubclass(driver, LinuxDriver)
    assert textual_compat.escape_driver_class() is driver  # made once
    assert linux_driver.selectors is selectors  # Textual's module untouched
    chosen = driver.run_input_thread.__globals__["selectors"]  # what its input thread reads
    selector = chosen.SelectSelector()
    read, write = os.pipe()
    try:
        selector.register(read, chosen.EVENT_READ)
        selector.select(0.1)  # what the input thread asks for
        selector.select()
        selector.select(0.01)
        assert waits == [0.025, 0.025, 0.01]
    finally:
        selector.close()
        os.close(read)
        os.close(write)


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
