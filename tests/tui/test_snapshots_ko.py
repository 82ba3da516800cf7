"""Korean SVG snapshots (issue 26): the title and each game's new-game form at 80x24 and
120x40, with the shell in Korean. Hangul takes two cells: a box or column that counts it as
one shows here. Accept an intended change with
`pytest tests/tui/test_snapshots_ko.py --snapshot-update` after looking at the report."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tui.app import MeepleApp

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}
GAMES = ("duel", "sheriff", "florence", "architects", "lorenzo")


def _app(tmp_path: Path) -> MeepleApp:
    return MeepleApp(tmp_path / "saves", pace=0, language="ko")


@pytest.mark.parametrize("size", SIZES)
def test_title_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    assert snap_compare(_app(tmp_path), terminal_size=SIZES[size])


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("size", SIZES)
def test_new_game_ko(snap_compare: Any, tmp_path: Path, size: str, game_id: str) -> None:
    app = _app(tmp_path)

    async def open_form(pilot: Any) -> None:
        app.open_new_game(game_id)
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=open_form)
