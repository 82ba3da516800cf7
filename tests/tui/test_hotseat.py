"""Hot-seat with bots at 120x40: the wide layout, privacy between human turns."""
from __future__ import annotations

from pathlib import Path

from rules.core.engine import SPECTATOR
from rules.core.options import make_config
from rules.core.session import SeatConfig
from tests.tui.privacy import assert_no_secrets
from tests.tui.test_flow import GAME, play_to_end, settle
from tui.app import MeepleApp
from tui.screens.handoff import HandoffScreen
from tui.screens.table import TableScreen


async def test_hotseat_with_bots_never_shows_a_hand_between_turns(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        config = make_config(GAME.options, 4, {"bonus": True}, 2, 4)
        seats = (SeatConfig("Ann"), SeatConfig("Bo"), SeatConfig("Cy", "bot", "random"), SeatConfig("Di", "bot", "random"))
        app.start_new_game(GAME, config, seats, 21)
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        assert app.screen_stack[-2].has_class("-wide")
        await play_to_end(pilot, app)  # checks privacy at every step, SPECTATOR between turns
        # after the end the shared screen shows public information only
        assert app.controller.viewer == SPECTATOR
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert_no_secrets(app, GAME, app.controller.state, SPECTATOR)
