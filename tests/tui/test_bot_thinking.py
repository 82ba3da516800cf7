"""A bot that takes its time says so in the status bar ("Bo is thinking... 0.5 s"), updated a
few times a second from its worker, and the line goes when it has answered."""

from __future__ import annotations

import threading
from pathlib import Path

from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from tui.app import MeepleApp
from tui.table.table import Table
from tui.widgets.panels import StatusBar

GAME = get_game("tiny")


async def test_a_slow_bot_shows_a_progress_line_until_it_answers(tmp_path: Path, monkeypatch) -> None:
    release = threading.Event()
    think = Table.think

    def slow_think(self, job):  # held until the test has seen the line
        release.wait(10)
        return think(self, job)

    monkeypatch.setattr(Table, "think", slow_think)
    monkeypatch.setattr(MeepleApp, "THINKING_STEP", 0.1)
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        # the bot sits first, so it is to act at once
        app.start_new_game(
            GAME, make_config(GAME.options, 2, {}, 2, 4), (SeatConfig("Bo", "bot", "random"), SeatConfig("Ann")), 2
        )
        status = None
        for _ in range(100):
            await pilot.pause(0.05)
            status = app.screen.query(StatusBar).first(StatusBar) if app.screen.query(StatusBar) else None
            if status is not None and "Bo is thinking..." in status.text:
                break
        assert status is not None and "Bo is thinking..." in status.text
        assert " s" in status.text.split("thinking...")[1]
        release.set()
        for _ in range(100):
            await pilot.pause(0.05)
            if "thinking" not in status.text:
                break
        assert "thinking" not in status.text
        assert app._thinking_timer is None
