"""`?` lists every key of the screen it was opened from; the palette offers those keys too."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from tests.tui.privacy import screen_text
from tui.app import MeepleApp
from tui.screens.dialogs import HelpScreen
from tui.screens.rules import RulesScreen
from tui.screens.table import TableScreen
from tui.screens.title import LoadScreen, TitleScreen, game_choices

GAME = get_game("tiny")


def help_text(app: MeepleApp) -> str:
    screen = app.screen
    assert isinstance(screen, HelpScreen)
    from textual.widgets import Markdown

    return screen.query_one(Markdown).source


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_help_on_the_title_lists_its_keys(tmp_path: Path, size) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        text = help_text(app)
        for row in (
            "| n | New game |",
            "| c | Continue |",
            "| o | Load |",
            "| q | Quit |",
            "| f1, r | Rules |",
            "| ctrl+q | Quit |",
            "| ? | Help |",
            "| ctrl+p | Command palette",
        ):
            assert row in text
        assert "On this screen" in text and "Everywhere" in text and "In the list" in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TitleScreen)


async def test_help_at_the_table_lists_hidden_keys(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        config = make_config(GAME.options, 2, {}, 2, 4)
        app.start_new_game(GAME, config, (SeatConfig("Ann"), SeatConfig("Bo", "bot", "random")))
        await pilot.pause()
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        expected = {}
        for key, active in app.screen.active_bindings.items():
            expected[key] = active.binding.description
        await pilot.press("question_mark")
        await pilot.pause()
        text = help_text(app)
        # every bound key of the table is listed, footer or not (p, a, 1-9 among them)
        assert "| p |" in text and "| a |" in text
        assert re.search(r"\| 1-\d \| Pick by number \|", text)  # as many as there are actions
        for key, description in expected.items():
            if key.isdigit():
                continue
            assert description in text, key
        # the game widgets' own help follows the keys
        assert "Log" in text


async def test_palette_runs_a_key_of_the_current_screen(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"Load (o)")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)


async def test_help_on_the_rules_screen(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.open_rules("tiny")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("question_mark")
        await pilot.pause()
        text = help_text(app)
        assert "| / | Search |" in text and "| esc | Back |" in text
        assert "Rules" in screen_text(app)


async def test_help_on_the_load_and_game_pick_screens(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("o")
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        text = help_text(app)
        assert "| d, del | Delete |" in text or "| d, delete | Delete |" in text
        await pilot.press("escape")
        await pilot.press("escape")
        await pilot.press("n")
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        text = help_text(app)
        count = len(game_choices())
        assert f"| 1-{count} | Pick by number |" in text
