"""Screen tests press keys as fast as Pilot can: the hand-off and turn guards (which exist to
drop such keys) are off here, except in the tests that check the guards themselves. The still
moment comes only where a test calls it."""

from __future__ import annotations

import pytest

from tui.app import MeepleApp


@pytest.fixture(autouse=True)
def no_input_guards(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(MeepleApp, "HANDOFF_DELAY", 0.0)
    monkeypatch.setattr(MeepleApp, "TURN_GUARD", 0.0)


@pytest.fixture(autouse=True)
def still_only_when_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """The still moment (`MeepleApp.COLLECT_AFTER` seconds without a change to the table) comes
    only where a test runs it (`app._collect()`): on a loaded machine the wall-clock timer fired
    inside a counted key, and its first preparations (the rules and end screens mounted unseen)
    were counted as that key's layouts (CI, stop 20)."""
    monkeypatch.setattr(MeepleApp, "COLLECT_AFTER", 3600.0)
