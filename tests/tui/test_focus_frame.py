"""The panel the keys go to has a double border: the action list or the composer, never both."""

from __future__ import annotations

from pathlib import Path

from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from tests.tui.test_flow import settle
from tui.app import MeepleApp
from tui.screens.handoff import HandoffScreen


def _kind(widget) -> str:  # type: ignore[no-untyped-def]
    return widget.styles.border_top[0]


async def test_the_focused_panel_alone_has_a_double_border(tmp_path: Path) -> None:
    game = get_game("architects")
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        config = make_config(game.options, 2, {}, game.min_players, game.max_players)
        app.start_new_game(game, config, (SeatConfig("Ann"), SeatConfig("Bo")), 7)
        await settle(pilot)
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("space")
            await settle(pilot)
        table = app.table_screen
        actions, composer = table.actions, table.composer
        assert actions.options.has_focus
        assert (_kind(actions), _kind(composer)) == ("double", "round")
        composer.display = True
        table.set_focus(composer.rows)
        await settle(pilot)
        assert (_kind(actions), _kind(composer)) == ("round", "double")
        table.set_focus(actions.options)
        await settle(pilot)
        assert (_kind(actions), _kind(composer)) == ("double", "round")
        # the stylesheet's colour is kept: only the line changes
        assert actions.styles.border_top[1] == composer.styles.border_top[1]
