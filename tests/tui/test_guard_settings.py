"""The guard delays and the bot pace can be set from the environment, within safe bounds."""

from __future__ import annotations

from tui.app import _seconds_from_env


def test_seconds_from_the_environment_are_bounded(monkeypatch):
    monkeypatch.delenv("MEEPLE_HANDOFF_DELAY", raising=False)
    assert _seconds_from_env("MEEPLE_HANDOFF_DELAY", 1.0, low=0.3) == 1.0
    for raw, expected in (("2.5", 2.5), ("0", 0.3), ("-4", 0.3), ("999", 10.0), ("soon", 1.0), ("nan", 1.0)):
        monkeypatch.setenv("MEEPLE_HANDOFF_DELAY", raw)
        assert _seconds_from_env("MEEPLE_HANDOFF_DELAY", 1.0, low=0.3) == expected, raw
