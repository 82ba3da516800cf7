"""SVG snapshots of the solo end screens at 80x24 and 120x40: the automa's and the AI's rows
stand beside the player's, named, and no name or header is cut ('Pl…', 'le…'). Accept an
intended change with `pytest tests/tui/test_snapshots_opponents.py --snapshot-update`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rules.core import saves
from rules.core.options import config_for
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from tests.tui.privacy import screen_text
from tui.app import MeepleApp
from tui.screens.dialogs import GameOverScreen

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}
SOLO = {
    "florence": ({"automa": "normal"}, "Automa"),
    "architects": ({"automa": "helena"}, "AI Helena"),
}


@pytest.mark.parametrize("game_id", SOLO)
@pytest.mark.parametrize("size", SIZES)
def test_solo_end(snap_compare: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: str, game_id: str) -> None:
    monkeypatch.chdir(tmp_path)  # the end screen names the save file: the same on every run
    monkeypatch.setattr(saves, "new_save_path", lambda directory, game_id, seed=None: Path("saves") / f"{game_id}.json")
    app = MeepleApp("saves", pace=0)
    options, opponent = SOLO[game_id]

    async def to_the_end(pilot: Any) -> None:
        game = get_game(game_id)
        app.start_new_game(game, config_for(game, 1, options), (SeatConfig("Annabelle", "bot", "greedy"),), 7)
        for _ in range(3000):
            await pilot.pause(0.01)
            if isinstance(app.screen, GameOverScreen):
                break
        assert isinstance(app.screen, GameOverScreen)
        for _ in range(4):
            await pilot.pause()
        text = screen_text(app)
        assert opponent in text and "Annabelle" in text and "…" not in text

    assert snap_compare(app, terminal_size=SIZES[size], run_before=to_the_end)
