"""The new-game screen is built from the game's data and shows make_config's reasons."""
from __future__ import annotations

from pathlib import Path

from rules.core.options import OptionSpec
from rules.core.registry import register
from tests.fixtures.tinygame import TinyGame
from tests.tui.privacy import screen_text
from tui.app import MeepleApp
from tui.screens.newgame import NewGameScreen
from tui.screens.table import TableScreen


class OptionsGame(TinyGame):
    """The tiny game with every kind of option, one of them only for 4 players."""

    id = "tiny_options"
    title = "High card (options)"
    options = TinyGame.options + (
        OptionSpec("speed", "choice", "normal", "Speed", choices=("slow", "normal", "fast")),
        OptionSpec("rounds_hint", "int", 3, "Rounds hint"),
        OptionSpec("crowd", "bool", False, "Crowd rule", "Only with 4 players.", players=(4,)),
    )


async def test_form_follows_game_data_and_shows_config_errors(tmp_path: Path) -> None:
    game = OptionsGame()
    register(game)
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.open_new_game("tiny_options") is None
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        # player counts 2..4, seats shown for the chosen count only
        assert [v for _, v in screen.query_one("#players")._options] == [2, 3, 4]
        assert not screen.query_one("#seat-row-2").display or screen.query_one("#seat-row-2").has_class("-unused")
        screen.query_one("#players").value = 3
        await pilot.pause()
        assert not screen.query_one("#seat-row-2").has_class("-unused")
        assert screen.query_one("#seat-row-3").has_class("-unused")
        # a player-count-restricted option: make_config's reason is shown, no game starts
        screen.query_one("#opt-crowd").focus()
        await pilot.press("space")
        await pilot.pause()
        assert "Crowd rule: ON" in screen_text(app)
        await pilot.press("f5")
        await pilot.pause()
        assert "option crowd is only for 4 players" in screen_text(app)
        assert isinstance(app.screen, NewGameScreen) and app.controller is None
        screen.query_one("#opt-crowd").value = False
        # duplicate seat names are refused too
        screen.query_one("#name-1").value = "Player 1"
        await pilot.press("f5")
        await pilot.pause()
        assert "different name" in screen_text(app)
        screen.query_one("#name-1").value = "Bea"
        screen.query_one("#opt-speed").value = "fast"
        await pilot.press("f5")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert app.controller.session.config.get("speed") == "fast"
        assert app.controller.session.config.players == 3
        assert [s.kind for s in app.controller.session.seats] == ["human", "bot", "bot"]


class RandomOnlyGame(TinyGame):
    id = "tiny_random_only"

    def bot(self, level):
        from rules.core.bots import RandomBot, UnknownBotLevel

        if level != "random":
            raise UnknownBotLevel(level)
        return RandomBot()


async def test_missing_bot_level_is_refused_at_start(tmp_path: Path) -> None:
    register(RandomOnlyGame())
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.open_new_game("tiny_random_only") is None
        await pilot.pause()
        await pilot.press("f5")  # seat 2 defaults to the greedy bot
        await pilot.pause()
        assert "no 'greedy' bot yet" in screen_text(app)
        assert app.controller is None
        app.screen.query_one("#kind-1").value = "bot:random"
        await pilot.press("f5")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
