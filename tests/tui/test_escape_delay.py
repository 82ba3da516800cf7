"""A lone Escape reaches the app after ESCDELAY: Textual's input thread flushes it only when its
select() times out (0.1 s), so its selector is made to wait at most ESCDELAY."""
from __future__ import annotations

import os
import selectors

import pytest
from textual import constants
from textual.drivers import linux_driver

from tui.app import answer_escape_promptly


@pytest.fixture
def driver_module(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(linux_driver, "selectors", selectors)
    yield linux_driver


def test_the_input_threads_wait_is_capped_at_escdelay(driver_module, monkeypatch) -> None:
    monkeypatch.setattr(constants, "ESCAPE_DELAY", 0.025)
    waits: list[float | None] = []
    monkeypatch.setattr(selectors.SelectSelector, "select", lambda self, timeout=None: waits.append(timeout) or [])
    assert answer_escape_promptly()
    assert answer_escape_promptly()  # applied once
    chosen = driver_module.selectors
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


def test_nothing_changes_when_escdelay_is_the_default(driver_module, monkeypatch) -> None:
    monkeypatch.setattr(constants, "ESCAPE_DELAY", 0.1)  # SSH sessions keep Textual's 100 ms
    assert not answer_escape_promptly()
    assert driver_module.selectors is selectors
