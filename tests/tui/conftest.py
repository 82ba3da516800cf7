"""Screen tests press keys as fast as Pilot can: the hand-off and turn guards (which exist to
drop such keys) are off here, except in the tests that check the guards themselves."""
from __future__ import annotations

import pytest

from tui.app import MeepleApp


@pytest.fixture(autouse=True)
def no_input_guards(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(MeepleApp, "HANDOFF_DELAY", 0.0)
    monkeypatch.setattr(MeepleApp, "TURN_GUARD", 0.0)
