"""A frame reaches the terminal as soon as it is made: Textual's output thread is let in within
0.5 ms of a busy app thread (bench/keys.py measures the effect on a pty)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tui import app as app_module
from tui.app import FRAME_SWITCH_INTERVAL, write_frames_promptly


@pytest.fixture
def switch_interval():
    kept = sys.getswitchinterval()
    yield
    sys.setswitchinterval(kept)


def test_the_interval_is_lowered_and_never_raised(switch_interval) -> None:
    sys.setswitchinterval(0.005)  # Python's default
    write_frames_promptly()
    assert sys.getswitchinterval() == pytest.approx(FRAME_SWITCH_INTERVAL, abs=2e-6)
    sys.setswitchinterval(0.0001)  # someone asked for less: kept
    write_frames_promptly()
    assert sys.getswitchinterval() == pytest.approx(0.0001, abs=2e-6)  # held in whole microseconds


def test_the_app_runs_with_frames_written_promptly(switch_interval, tmp_path: Path, monkeypatch) -> None:
    sys.setswitchinterval(0.005)
    seen: list[float] = []
    monkeypatch.setattr(app_module.MeepleApp, "run", lambda self, *a, **k: seen.append(sys.getswitchinterval()))
    app_module.run_app(tmp_path)
    assert seen == [pytest.approx(FRAME_SWITCH_INTERVAL, abs=2e-6)]
