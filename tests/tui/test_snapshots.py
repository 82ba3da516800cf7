"""SVG snapshots of the main screens of each game at 80x24 and 120x40.

Title, new game, table, hand-off, composer, end and rules. A change in how a screen looks
fails here; when it is intended, look at the report and accept it with
`pytest tests/tui/test_snapshots.py --snapshot-update`. Textual is pinned in
constraints.txt so the drawings stay comparable.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rules.core import saves
from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from tui.app import MeepleApp
from tui.screens.dialogs import GameOverScreen
from tui.screens.table import TableScreen

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}
GAMES = {
    "duel": (2, {"agora": True}),
    "sheriff": (3, {"royal_goods": True}),
    "florence": (3, {}),
    "architects": (2, {}),
    "lorenzo": (2, {}),
}


def _start(app: MeepleApp, game_id: str, kinds: tuple[str, ...], seed: int = 3) -> None:
    game = get_game(game_id)
    players, options = GAMES[game_id]
    config = make_config(game.options, players, options, game.min_players, game.max_players)
    seats = tuple(
        SeatConfig(name) if kind == "human" else SeatConfig(name, "bot", "greedy")
        for name, kind in zip(("Ann", "Bob", "Cy"), kinds)
    )
    app.start_new_game(game, config, seats, seed)


async def _settle(pilot: Any, times: int = 4) -> None:
    for _ in range(times):
        await pilot.pause()


def _app(tmp_path: Path, language: str = "en") -> MeepleApp:
    return MeepleApp(tmp_path / "saves", pace=0, language=language)


#: The screens snapped in both languages (issue 26): Korean words are two cells wide, and a box
#: or column that counts them as one shows here. The rest of the Korean screens: test_snapshots_ko.
LANGUAGES = ("en", "ko")


@pytest.mark.parametrize("size", SIZES)
def test_title(snap_compare: Any, tmp_path: Path, size: str) -> None:
    assert snap_compare(_app(tmp_path), terminal_size=SIZES[size])


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("size", SIZES)
def test_new_game(snap_compare: Any, tmp_path: Path, size: str, game_id: str) -> None:
    app = _app(tmp_path)

    async def open_form(pilot: Any) -> None:
        app.open_new_game(game_id)
        await _settle(pilot)

    assert snap_compare(app, terminal_size=SIZES[size], run_before=open_form)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_handoff(snap_compare: Any, tmp_path: Path, size: str, game_id: str, language: str) -> None:
    app = _app(tmp_path, language)
    players = GAMES[game_id][0]

    async def start(pilot: Any) -> None:
        _start(app, game_id, ("human",) * players)
        await _settle(pilot)

    assert snap_compare(app, terminal_size=SIZES[size], run_before=start)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("size", SIZES)
def test_table(snap_compare: Any, tmp_path: Path, size: str, game_id: str) -> None:
    """The table after the hand-off (Duel: the wonder draft; Sheriff: the sheriff's first choice)."""
    app = _app(tmp_path)
    players = GAMES[game_id][0]

    async def start(pilot: Any) -> None:
        _start(app, game_id, ("human",) * players)
        await _settle(pilot)
        await pilot.press("space")
        await _settle(pilot)
        assert isinstance(app.screen, TableScreen)

    assert snap_compare(app, terminal_size=SIZES[size], run_before=start)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_composer_sheriff_bag(snap_compare: Any, tmp_path: Path, size: str, language: str) -> None:
    """Sheriff's bag in the composer, two goods chosen: counts, summary, what is missing."""
    app = _app(tmp_path, language)

    async def to_the_bag(pilot: Any) -> None:
        _start(app, "sheriff", ("human", "bot", "bot"), seed=4)
        for _ in range(200):
            await pilot.pause(0.02)
            screen = app.screen
            if app.table.bot_job() is not None:
                continue  # bots deciding beside the human go first: the same picture each run
            if isinstance(screen, TableScreen) and app.table.state.phase == "load" and screen.composing:
                break
            if isinstance(screen, TableScreen) and screen.composing:
                await pilot.press("enter")  # the market: keep the hand
            elif isinstance(screen, TableScreen) and screen.actions.shown:
                await pilot.press("1")
        await pilot.press("plus", "down", "plus")
        await _settle(pilot)

    assert snap_compare(app, terminal_size=SIZES[size], run_before=to_the_bag)


@pytest.mark.parametrize("size", SIZES)
def test_florence_placement(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """Princes of Florence: a won forest placed with the cursor, turned, on a refused spot."""
    app = _app(tmp_path)

    async def to_the_estate(pilot: Any) -> None:
        _start(app, "florence", ("human", "bot", "bot"))
        for _ in range(300):
            await pilot.pause(0.02)
            screen = app.screen
            top = app.table.state.decisions[-1] if app.table.state.decisions else None
            if isinstance(screen, TableScreen) and type(top).__name__ == "PlaceFrame" and top.actor == 0:
                break
            if app.table.bot_job() is not None:
                continue  # bots deciding beside the human go first: the log's order is the same each run
            if isinstance(screen, TableScreen) and screen.actions.shown:
                await pilot.press("1")
        # the bots may still be acting beside the human (their moves reach the log): wait for them
        for _ in range(300):
            if app.table.bot_job() is None:
                break
            await pilot.pause(0.02)
        await _settle(pilot)
        await pilot.press("c", "down", "down", "down", "down")
        await _settle(pilot)

    assert snap_compare(app, terminal_size=SIZES[size], run_before=to_the_estate)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_end(
    snap_compare: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: str, game_id: str, language: str
) -> None:
    """Bots play a whole game; the end screen with the winner, the breakdown and the seed."""
    # the end screen names the save file: give it a name that is the same on every run
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(saves, "new_save_path", lambda directory, game_id, seed=None: Path("saves") / f"{game_id}.json")
    app = MeepleApp("saves", pace=0, language=language)
    players = GAMES[game_id][0]

    async def to_the_end(pilot: Any) -> None:
        _start(app, game_id, ("bot",) * players, seed=7)
        for _ in range(3000):
            await pilot.pause(0.01)
            if isinstance(app.screen, GameOverScreen):
                break
        assert isinstance(app.screen, GameOverScreen)
        await _settle(pilot)

    assert snap_compare(app, terminal_size=SIZES[size], run_before=to_the_end)


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("size", SIZES)
def test_rules(snap_compare: Any, tmp_path: Path, size: str, game_id: str) -> None:
    app = _app(tmp_path)

    async def open_rules(pilot: Any) -> None:
        app.open_rules(game_id)
        await _settle(pilot)

    assert snap_compare(app, terminal_size=SIZES[size], run_before=open_rules)
