"""The new-game screen is built from the game's data and shows make_config's reasons."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.widget import Widget

from rules.core.options import OptionSpec
from rules.core.registry import get_game, register
from tests.fixtures.tinygame import TinyGame
from tests.tui.privacy import screen_text
from tui.app import MeepleApp
from tui.screens.newgame import NewGameScreen
from tui.screens.table import TableScreen
from tui.screens.title import GamePickScreen, game_choices

SIZES = [(80, 24), (120, 40)]
HANGUL = re.compile(r"[\uac00-\ud7a3]")


def visible_text(app) -> str:
    """Text of the widgets that are displayed (not hidden by a class or a folded part)."""
    from tests.tui.privacy import _widget_texts

    texts = []
    for widget in app.screen.query("*"):
        nodes = [widget, *widget.ancestors]
        if all(node.display and getattr(node, "visible", True) for node in nodes if isinstance(node, Widget)):
            texts.extend(_widget_texts(widget))
    return "\n".join(texts)


async def open_form(app, pilot, game_id: str) -> NewGameScreen:
    assert app.open_new_game(game_id) is None
    await pilot.pause()
    assert isinstance(app.screen, NewGameScreen)
    return app.screen


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
        # a player-count-restricted option is hidden at other counts, shown at its own
        assert not screen.query_one("#opt-row-crowd").display
        assert "Crowd rule" not in visible_text(app)
        screen.query_one("#players").value = 4
        await pilot.pause()
        assert screen.query_one("#opt-row-crowd").display and "Crowd rule: off" in visible_text(app)
        screen.query_one("#opt-crowd").focus()
        await pilot.press("space")
        await pilot.pause()
        assert "Crowd rule: ON" in screen_text(app)
        # back to 3: hidden again, and not sent (make_config would refuse it at 3)
        screen.query_one("#players").value = 3
        await pilot.pause()
        assert not screen.query_one("#opt-row-crowd").display
        config, _, _ = screen.read_setup()
        assert config.get("crowd") is False
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
        assert app.table.session.config.get("speed") == "fast"
        assert app.table.session.config.players == 3
        assert [s.kind for s in app.table.session.seats] == ["human", "bot", "bot"]


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
        assert app.table is None
        app.screen.query_one("#kind-1").value = "bot:random"
        await pilot.press("f5")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)


@pytest.mark.parametrize("size", SIZES)
async def test_sheriff_deputies_only_at_six(tmp_path: Path, size) -> None:
    """Deputies are the rules' at 6 players (said, not asked) and absent at 3-5."""
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = await open_form(app, pilot, "sheriff")
        for count, shown in ((3, False), (4, False), (6, True), (5, False)):
            screen.query_one("#players").value = count
            await pilot.pause()
            assert ("Deputies" in visible_text(app)) is shown, count
            assert screen.query_one("#opt-row-deputies").display is shown
            if shown:
                assert "with 6 players (set by the rules)" in visible_text(app)
                assert not screen.query_one("#opt-deputies").display  # nothing to toggle
        screen.query_one("#players").value = 6
        await pilot.pause()
        config, _, _ = screen.read_setup()
        assert config.get("deputies") is True


class ChoiceOnlyAtFour(TinyGame):
    id = "tiny_choice_four"
    options = TinyGame.options + (
        OptionSpec("speed", "choice", "normal", "Speed", choices=("slow", "normal"), players=(4,)),
    )


async def test_a_choice_option_hides_with_its_label(tmp_path: Path) -> None:
    register(ChoiceOnlyAtFour())
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await open_form(app, pilot, "tiny_choice_four")
        assert "Speed" not in visible_text(app)
        screen.query_one("#players").value = 4
        await pilot.pause()
        assert "Speed" in visible_text(app)


@pytest.mark.parametrize("size", SIZES)
async def test_the_seed_is_random_and_never_shown(tmp_path: Path, size) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = await open_form(app, pilot, "tiny")
        assert screen.query_one("#advanced").collapsed
        assert screen.query_one("#seed").value == ""
        assert not re.search(r"\d{3,}", screen_text(app))  # no number that could be a seed
        await pilot.press("f5")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        seed = app.table.session.seed
        assert str(seed) not in screen_text(app)


async def test_an_explicit_seed_from_the_advanced_part(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await open_form(app, pilot, "tiny")
        screen.query_one("#advanced CollapsibleTitle").focus()
        await pilot.press("enter")  # unfold
        await pilot.pause()
        assert not screen.query_one("#advanced").collapsed
        await pilot.press("tab")
        assert app.focused is screen.query_one("#seed")
        await pilot.press(*"4242")
        await pilot.press("enter")  # moves on, starts nothing
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen)
        await pilot.press("f5")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) and app.table.session.seed == 4242


async def test_seat_names_are_short_distinct_and_present(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await open_form(app, pilot, "tiny")
        name = screen.query_one("#name-0")
        name.focus()
        name.value = ""
        await pilot.press(*"Bartholomew Montgomery III")
        assert name.value == "Bartholomew Montgome" and len(name.value) == 20
        await pilot.press("enter")  # one thing only: the next field, no start
        await pilot.pause()
        assert isinstance(app.screen, NewGameScreen) and app.focused is screen.query_one("#kind-0")
        screen.query_one("#name-1").value = "   "
        await pilot.press("f5")
        await pilot.pause()
        assert "seat 2 needs a name" in screen_text(app) and app.table is None
        screen.query_one("#name-1").value = "bartholomew montgome"
        await pilot.press("f5")
        await pilot.pause()
        assert "different name" in screen_text(app) and app.table is None
        screen.query_one("#name-1").value = "Bea"
        await pilot.press("f5")
        await pilot.pause()
        assert [s.name for s in app.table.session.seats] == ["Bartholomew Montgome", "Bea"]


@pytest.mark.parametrize("size", SIZES)
async def test_keyboard_only_from_title_to_table(tmp_path: Path, size) -> None:
    """Tab reaches every field and the Start button (the form scrolls at 80x24)."""
    key = str([g[0] for g in game_choices()].index("sheriff") + 1)
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, GamePickScreen)
        await pilot.press(key)
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        seen = []
        for _ in range(40):
            await pilot.press("tab")
            await pilot.pause()
            focused = app.focused
            seen.append(focused.id)
            # the focused field is scrolled into view
            assert (
                focused.region.height > 0
                and screen.query_one("#setup").region.contains_region(focused.region)
                or focused.id is None
            )
            if focused.id == "start":
                break
        assert "start" in seen and "name-2" in seen and "opt-royal_goods" in seen
        assert "opt-deputies" not in seen  # hidden at 3 players: not reachable either
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) or app.table is not None


async def test_no_korean_words_in_english_set_up_text(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        checked = 0
        for game_id, _, _ in game_choices():
            try:
                get_game(game_id)
            except Exception:
                continue  # a game still being written
            screen = await open_form(app, pilot, game_id)
            text = screen_text(app)
            assert not HANGUL.search(text), (game_id, HANGUL.findall(text))
            screen.dismiss(None)
            await pilot.pause()
            checked += 1
        assert checked >= 3


async def test_form_opens_at_a_count_the_defaults_can_play(tmp_path: Path) -> None:
    """Architects alone plays against an AI, and its form opens at 1 player with Constantine
    chosen (the rules' standard opponent); at 2 players the AI is off again and the help says
    what each choice means at that count."""
    from textual.widgets import Select, Static

    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await open_form(app, pilot, "architects")
        assert screen.player_count() == 1
        assert screen.query_one("#opt-automa", Select).value == "constantine"
        assert "Your opponent" in str(screen.query_one("#opt-help-automa", Static).render())
        config, _, _ = screen.read_setup()
        assert config.players == 1 and dict(config.options)["automa"] == "constantine"
        screen.query_one("#players", Select).value = 2
        await pilot.pause()
        assert screen.query_one("#opt-automa", Select).value == "none"
        assert "two-player game" in str(screen.query_one("#opt-help-automa", Static).render())
        assert screen.query_one("#seat-row-1").display and not screen.query_one("#seat-row-2").display
        screen = None
        app.pop_screen()
        await pilot.pause()
        screen = await open_form(app, pilot, "florence")
        assert screen.player_count() == 1  # solo against the automa is a whole game
        florins = screen.query_one("#opt-automa_florins")
        assert florins.value == "" and "by difficulty" in florins.placeholder  # no raw -1
        config, _, _ = screen.read_setup()
        assert dict(config.options)["automa_florins"] == -1


async def test_a_refusal_is_scrolled_into_view_at_80x24(tmp_path: Path) -> None:
    """F5 on a form that cannot start shows its reason on screen, below the fold or not."""
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await open_form(app, pilot, "architects")
        screen.query_one("#players").value = 1
        await pilot.pause()
        screen.query_one("#opt-automa").value = "none"  # alone with no AI: refused
        await pilot.pause()
        await pilot.press("f5")
        await pilot.pause()
        error = screen.query_one("#setup-error")
        assert "AI opponent" in str(error.render())
        scroller = screen.query_one("#setup")
        assert scroller.scrollable_content_region.contains_region(error.region)
        assert app.table is None
