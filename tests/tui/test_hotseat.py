"""Hot-seat with bots at 120x40: the wide layout, privacy between human turns."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.core.engine import SPECTATOR
from rules.core.options import make_config
from rules.core.session import SeatConfig
from tests.tui.privacy import assert_no_secrets
from tests.tui.test_flow import GAME, play_to_end, settle
from tests.tui.tiny_table import settle as settle_frames
from tests.tui.tiny_table import start_hot_seat_sheriff
from tui import textual_compat
from tui.app import MeepleApp
from tui.screens.handoff import HandoffScreen
from tui.screens.table import TableScreen

#: What tui.textual_compat adds (screens laid out or drawn unseen): not there without its patches.
needs_patches = pytest.mark.skipif(
    not textual_compat.enabled(), reason="needs Textual patches (MEEPLE_TEXTUAL_PATCHES=0)"
)

SEED = 3  # a seed where a bot wins a round and picks its bonus alone


async def test_hotseat_with_bots_never_shows_a_hand_between_turns(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        config = make_config(GAME.options, 3, {"bonus": True}, 2, 4)
        seats = (SeatConfig("Ann"), SeatConfig("Bo"), SeatConfig("Cy", "bot", "random"))
        app.start_new_game(GAME, config, seats, SEED)
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        assert app.screen_stack[-2].has_class("-wide")
        between_turns = []
        table = app.screen_stack[-2]
        show = table.show

        def show_and_check(snap):
            show(snap)
            if not app.table.over and app.seating.shown == SPECTATOR and app.screen is table:
                # a bots-only moment: the table must hold nothing private of anyone
                between_turns.append(app.table.state.ply)
                assert_no_secrets(app, GAME, app.table.state, SPECTATOR)
                assert not table.actions.shown

        table.show = show_and_check
        await play_to_end(pilot, app)  # checks privacy at every step
        assert between_turns, "the bots never had a turn of their own: pick another seed"
        # after the end the shared screen shows public information only
        assert app.seating.shown == SPECTATOR
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert_no_secrets(app, GAME, app.table.state, SPECTATOR)


async def test_a_shared_terminal_keeps_the_public_log_described_as_the_game_goes(tmp_path: Path) -> None:
    """The public table shown after the end needs every move's public line: each is made just
    after its move's frame, so that the last key does not describe the whole game."""
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        config = make_config(GAME.options, 2, {}, 2, 4)
        app.start_new_game(GAME, config, (SeatConfig("Ann"), SeatConfig("Bo")), SEED)
        await settle(pilot)
        table = app.table
        for _ in range(12):
            if table.moves >= 3:
                break
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("space")
            elif app.seating.shown is not None and table.legal(app.seating.shown):
                await pilot.press("1")
            await settle(pilot)
        assert table.moves >= 3 and not table.over
        public = table._log_cache.get((SPECTATOR, "en"), [])  # per (viewer, language)
        assert [entry for entry, _ in public] == list(table.session.log)
        assert [line.text for _, lines in public for line in lines] == table.log_lines(SPECTATOR)


@needs_patches
async def test_escape_on_a_hand_off_never_shows_the_turn_drawn_under_it(tmp_path: Path, monkeypatch) -> None:
    """While a hand-off waits, the next player's turn is drawn under it, unseen. Escape there
    (whoever presses it) empties that table before the hand-off goes, and no frame on the way
    back to the title shows that turn."""
    from tests.tui.privacy import watch_frames
    from tui.screens.title import TitleScreen

    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        start_hot_seat_sheriff(app)
        await settle_frames(pilot, 8)
        assert isinstance(app.screen, HandoffScreen)
        under = app.table_screen
        assert under.snapshot is not None and under.snapshot.viewer == app.screen.seat
        bad_frames = watch_frames(app, monkeypatch)
        await pilot.press("escape")
        await settle_frames(pilot, 8)
        assert isinstance(app.screen, TitleScreen)
        assert under.snapshot is None  # emptied before the hand-off went
    assert bad_frames == []


async def test_nothing_is_drawn_under_a_hand_off_that_could_be_seen_through(tmp_path: Path, monkeypatch) -> None:
    """The next player's turn goes under the hand-off only when no cell of it can show: were
    the hand-off see-through, the table stays concealed and Space draws it."""
    from tui.textual_compat import layout_once

    monkeypatch.setattr(layout_once, "covered_by_opaque_screen", lambda screen: False)
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_new_game(GAME, make_config(GAME.options, 2, {}, 2, 4), (SeatConfig("Ann"), SeatConfig("Bo")), SEED)
        await settle_frames(pilot, 8)
        assert isinstance(app.screen, HandoffScreen)
        assert app.table_screen.snapshot is None
        seat = app.screen.seat
        await pilot.press("space")
        await settle(pilot)
        assert app.screen is app.table_screen and app.table_screen.snapshot.viewer == seat
