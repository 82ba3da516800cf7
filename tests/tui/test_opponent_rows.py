"""The table's scores, and so the panel and the end screen, hold the automa's or AI's row."""

from __future__ import annotations

import io
import random

from rich.console import Console

from rules.core.engine import NO_SEAT
from rules.core.options import config_for
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from tui.table.table import Table
from tui.widgets.panels import score_table


def test_a_solo_table_scores_its_opponent_in_the_panel_and_at_the_end(tmp_path) -> None:
    for game_id, options in (("florence", {"automa": "easy"}), ("architects", {"automa": "constantine"})):
        game = get_game(game_id)
        table = Table.new(game, config_for(game, 1, options), (SeatConfig("Ann"),), 3, tmp_path)
        pick = random.Random(3)
        while not table.over:
            table.play(0, pick.choice(table.legal(0)))
        snap = table.snapshot(0)
        opponents = [line for line in snap.scores if line.seat == NO_SEAT]
        assert len(opponents) == 1, game_id
        for width in (36, 80):
            console = Console(width=width, file=io.StringIO(), record=True, color_system=None)
            console.print(score_table(table.names, snap.scores, snap.outcome.winners if snap.outcome else ()))
            drawn = " ".join(console.export_text().split())
            assert opponents[0].name in drawn and "Ann" in drawn and "…" not in drawn
