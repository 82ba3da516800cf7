"""SVG snapshots of Lorenzo with Houses of Renaissance: the family auction at 80x24 and 120x40.

Kept apart from test_snapshots.py (one game with one option set there) so the expansion's own board
parts (families, offer rows, bids, special tower) are drawn and compared too.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rules.core.options import config_for
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from tests.tui.test_snapshots import SIZES, _app, _settle
from tui.screens.table import TableScreen

HOUSES = {"leaders": True, "houses_of_renaissance": True, "leader_set": "mixed"}


@pytest.mark.parametrize("size", SIZES)
def test_houses_auction_table(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """Three hot-seat players at the family auction, after the first hand-off."""
    app = _app(tmp_path)
    game = get_game("lorenzo")

    async def start(pilot: Any) -> None:
        seats = tuple(SeatConfig(name) for name in ("Ann", "Bob", "Cy"))
        app.start_new_game(game, config_for(game, 3, HOUSES), seats, 3)
        await _settle(pilot)
        await pilot.press("space")
        await _settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert app.table.state.houses is not None

    assert snap_compare(app, terminal_size=SIZES[size], run_before=start)
