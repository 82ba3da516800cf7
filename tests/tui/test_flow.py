"""Keyboard flows through the shell on the tiny fixture game (registered as "tiny")."""

from __future__ import annotations

import json
from pathlib import Path

from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from tests.tui.privacy import check_app_privacy, screen_text
from tui.app import MeepleApp
from tui.screens.dialogs import GameOverScreen
from tui.screens.handoff import HandoffScreen
from tui.screens.newgame import NewGameScreen
from tui.screens.table import TableScreen
from tui.screens.title import GamePickScreen, TitleScreen, game_choices

GAME = get_game("tiny")
TINY_KEY = str([g[0] for g in game_choices()].index("tiny") + 1)


async def settle(pilot, times: int = 1) -> None:
    for _ in range(times):
        await pilot.pause()


def check_privacy(app: MeepleApp) -> None:
    check_app_privacy(app)


async def choose_select(pilot, app, selector: str, steps: int) -> None:
    """Open a Select with the keyboard and move `steps` (negative = up) before Enter."""
    app.screen.query_one(selector).focus()
    await pilot.press("enter")
    await pilot.pause()
    key = "down" if steps > 0 else "up"
    for _ in range(abs(steps)):
        await pilot.press(key)
    await pilot.press("enter")
    await pilot.pause()


async def play_to_end(pilot, app: MeepleApp, limit: int = 200, on_step=None) -> None:
    for _ in range(limit):
        await settle(pilot)
        check_privacy(app)
        if on_step is not None:
            on_step(app)
        if isinstance(app.screen, GameOverScreen):
            return
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("space")
        elif isinstance(app.screen, TableScreen):
            if app.screen.actions.shown:
                await pilot.press("1")
            else:
                await pilot.pause(0.05)  # a bot is thinking
        else:
            raise AssertionError(f"unexpected screen {app.screen!r}")
    raise AssertionError("the game did not end")


async def test_full_hotseat_flow(tmp_path: Path) -> None:
    """80x24 (the 120x40 layout is driven by test_hotseat_with_bots_... in test_hotseat.py)."""
    size = (80, 24)
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, GamePickScreen)
        await pilot.press(TINY_KEY)
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        screen = app.screen
        screen.query_one("#name-0").value = "Alice"
        screen.query_one("#name-1").value = "Bob"
        screen.query_one("#seed").value = "7"
        await choose_select(pilot, app, "#kind-1", -2)  # Bot: greedy -> Human
        assert screen.query_one("#kind-1").value == "human"
        screen.query_one("#opt-bonus").focus()
        await pilot.press("space")
        await pilot.pause()
        assert screen.query_one("#opt-bonus").value is True
        await pilot.press("f5")
        await settle(pilot)

        # the first human gets a hand-off before anything private is drawn
        assert isinstance(app.screen, HandoffScreen)
        assert "Pass to Alice" in screen_text(app)
        check_privacy(app)
        await pilot.press("space")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        table = app.table
        assert app.seating.shown == 0 and table.session.config.get("bonus") is True
        check_privacy(app)
        save_path = table.save_path
        assert save_path.parent == tmp_path
        assert not save_path.exists(), "a game with no move keeps no save"

        # Tidy (the last action of four) is undoable; then undo it
        labels = [label for label, _ in app.screen.actions.shown]
        assert len(labels) == 4
        await pilot.press("4")
        await settle(pilot)
        assert len(table.session.log) == 1 and app.table_screen.snapshot.can_undo
        assert json.loads(save_path.read_text())["log"], "autosaved after the action"
        check_privacy(app)
        await pilot.press("u")
        await settle(pilot)
        assert len(table.session.log) == 0
        assert not save_path.exists(), "undone back to move 0: no save left behind"

        # pick by number: Alice commits, then Bob gets a hand-off
        await pilot.press("1")
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        assert "Pass to Bob" in screen_text(app)
        check_privacy(app)
        await pilot.press("space")
        await settle(pilot)
        assert app.seating.shown == 1
        check_privacy(app)
        await pilot.press("s")
        await settle(pilot)
        saved = json.loads(save_path.read_text())
        assert len(saved["log"]) == 1
        await pilot.press("ctrl+q")
        await settle(pilot)
    assert app.return_code == 0 or app.return_code is None

    # resume via Continue and play to the end
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        assert "Continue" in screen_text(app)
        await pilot.press("c")
        await settle(pilot)
        assert app.table is not None and len(app.table.session.log) == 1
        assert isinstance(app.screen, HandoffScreen)  # nothing private until Space
        assert "Pass to Bob" in screen_text(app)
        await play_to_end(pilot, app)
        text = screen_text(app)
        assert "Game over" in text and "Total" in text and "rounds" in text
        assert "winner" in text.lower()
        outcome = app.table.session.outcome()
        assert outcome is not None
        # Enter goes back to the title
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)


async def test_human_vs_bot_finishes(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        config = make_config(GAME.options, 3, {"bonus": True}, GAME.min_players, GAME.max_players)
        seats = (SeatConfig("Ann"), SeatConfig("Robo", "bot", "random"), SeatConfig("Dot", "bot", "greedy"))
        app.start_new_game(GAME, config, seats, 11)
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)  # one human: no hand-off
        await play_to_end(pilot, app)
        assert app.table.over
        assert "Game over" in screen_text(app)


async def test_a_new_game_started_at_a_table_replaces_it(tmp_path: Path) -> None:
    """A game entered while another's table is shown takes its place: the old table is popped
    and removed, never two tables. The screens go through the title, but `start_new_game` and
    `open_save` are the app's entry points for any caller; it raised DuplicateIds while every
    table screen had one fixed id."""
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        config = make_config(GAME.options, 2, {}, 2, 4)
        seats = (SeatConfig("Ann"), SeatConfig("Bo", "bot", "random"))
        app.start_new_game(GAME, config, seats, 5)
        await settle(pilot)
        first = app.screen
        app.start_new_game(GAME, config, seats, 6)
        await settle(pilot, 3)
        assert isinstance(app.screen, TableScreen) and app.screen is not first
        assert [type(screen) for screen in app.screen_stack] == [TitleScreen, type(app.screen)]
        assert not first.is_attached and app.table.session.seed == 6
        await pilot.press("1")
        await settle(pilot)
        assert len(app.table.session.log) >= 1


async def test_refused_save_shows_reason_and_is_untouched(tmp_path: Path) -> None:
    bad = tmp_path / "tiny-broken.json"
    bad.write_text('{"format": "meeple-save", "format_version": 1, "game": "tiny", ', encoding="utf-8")
    before = (bad.read_bytes(), bad.stat().st_mtime_ns)
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("c")  # Continue tries the newest save: refused, reason shown
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        assert "corrupt or truncated" in screen_text(app)
        await pilot.press("o")
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        text = screen_text(app)
        assert "Refused tiny-broken.json" in text and "corrupt or truncated" in text
        assert app.table is None
    assert (bad.read_bytes(), bad.stat().st_mtime_ns) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["tiny-broken.json"]


async def test_leave_table_and_escape_keeps_game(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        config = make_config(GAME.options, 2, {}, 2, 4)
        app.start_new_game(GAME, config, (SeatConfig("Ann"), SeatConfig("Bo", "bot", "random")), 5)
        await settle(pilot)
        await pilot.press("1")
        await settle(pilot)
        plies = len(app.table.session.log)
        await pilot.press("escape")  # asked first
        await settle(pilot)
        await pilot.press("y")
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen) and app.table is None
        await pilot.press("c")
        await settle(pilot)
        assert len(app.table.session.log) == plies
        assert isinstance(app.screen, TableScreen)


async def test_filter_and_arrows_reach_every_action(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        config = make_config(GAME.options, 2, {}, 2, 4)
        app.start_new_game(GAME, config, (SeatConfig("Ann"), SeatConfig("Bo", "bot", "random")), 5)
        await settle(pilot)
        table = app.screen
        assert len(table.actions.shown) == 4
        await pilot.press("slash")
        await pilot.press(*"tid")
        await settle(pilot)
        assert [label for label, _ in table.actions.shown] == ["Ann tidies their hand."]
        await pilot.press("enter")  # enter in the filter moves to the matches...
        await settle(pilot)
        assert not [e for e in app.table.session.log if e.seat == 0] and table.actions.options.has_focus
        await pilot.press("enter")  # ...and enter there picks
        await settle(pilot)
        assert type(app.table.session.log[-1].action).__name__ == "Tidy"
        # arrows + enter: the last listed action
        table.actions.options.focus()
        for _ in range(5):
            await pilot.press("down")
        await pilot.press("enter")
        await settle(pilot)
        assert type(app.table.session.log[-1].action).__name__ == "Commit"
