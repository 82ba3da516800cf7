"""`meeple play GAME ...`: checked in full on the command line (no Textual), then the app opens
straight at that new table."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from rules.core.options import config_for
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from tui import cli, quickstart
from tui.app import MeepleApp
from tui.cli import parse_args, quick_start, run
from tui.screens.newgame import NAME_LENGTH, kind_choices
from tui.screens.table import TableScreen
from tui.screens.title import TitleScreen

ROOT = Path(__file__).resolve().parents[2]


def request(*argv: str) -> quickstart.StartRequest:
    return quick_start(parse_args(["play", *argv]))


def kinds(start: quickstart.StartRequest) -> list[str]:
    return [seat.level if seat.is_bot else "human" for seat in start.seats]


def test_the_solo_example_is_one_command() -> None:
    start = request("florence", "--players", "1", "--option", "automa=hard")
    game = get_game("florence")
    assert start.game is game
    assert start.config == config_for(game, 1, {"automa": "hard"})
    assert start.seats == (SeatConfig("Player 1"),)
    assert start.seed is None  # a random one, kept secret until the end


def test_seats_default_as_the_new_game_form_opens() -> None:
    assert cli.NAME_LENGTH == NAME_LENGTH
    assert ("Bot: " + cli.DEFAULT_OPPONENT, f"bot:{cli.DEFAULT_OPPONENT}") in kind_choices()
    start = request("lorenzo", "--players", "3")
    assert kinds(start) == ["human", cli.DEFAULT_OPPONENT, cli.DEFAULT_OPPONENT]
    assert [seat.name for seat in start.seats] == ["Player 1", "Player 2", "Player 3"]


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (("duel",), ["human", cli.DEFAULT_OPPONENT]),
        (("duel", "--bots", "human,strong"), ["human", "strong"]),
        (("duel", "--bots", "human"), ["human", "human"]),  # hot seat
        (("sheriff", "--players", "5", "--bots", "human,random"), ["human"] + ["random"] * 4),
        (("sheriff", "--players", "4", "--bots", "greedy,human"), ["greedy", "human", "human", "human"]),
        (("lorenzo", "--bots", "human,greedy,strong"), ["human", "greedy", "strong"]),  # the count from the list
        (("lorenzo", "--bots", " human , random "), ["human", "random"]),
        (("architects", "--players", "1", "--option", "automa=helena"), ["human"]),
    ],
)
def test_bots_list_the_seats_in_order_and_the_last_fills_the_rest(argv: tuple[str, ...], expected: list[str]) -> None:
    assert kinds(request(*argv)) == expected


def test_names_and_seed() -> None:
    start = request("sheriff", "--name", "Ann", "--name", "  Bo   Lee ", "--name", "Cy", "--seed", "42")
    assert [seat.name for seat in start.seats] == ["Ann", "Bo Lee", "Cy"]
    assert start.config.players == 3 and start.seed == 42
    assert request("duel", "--name", "Ann", "--seed", "word").seats[1].name == "Player 2"
    assert request("duel", "--seed", "word").seed == "word"
    four = request("sheriff", "--name", "A", "--name", "B", "--name", "C", "--name", "D")
    assert four.config.players == 4  # the count from the names


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["play", "chess"], "unknown game 'chess'"),
        (["play", "duel", "--players", "3"], "2-2 players, not 3"),
        (["play", "sheriff", "--players", "2"], "3-6 players, not 2"),
        (["play", "florence", "--players", "1", "--option", "automa=brutal"], "one of easy, normal, hard"),
        (["play", "florence", "--option", "colour=red"], "no option 'colour'"),
        (["play", "duel", "--option", "agora"], "NAME=VALUE"),
        (["play", "duel", "--option", "agora=maybe"], "true or false"),
        (["play", "architects", "--players", "1", "--option", "automa=none"], "AI opponent"),
        (["play", "duel", "--bots", "human,godlike"], "no bot level 'godlike'"),
        (["play", "duel", "--bots", ","], "at least one entry"),
        (["play", "duel", "--players", "2", "--bots", "human,greedy,strong"], "3 seats for a 2-player game"),
        (["play", "duel", "--players", "2", "--name", "A", "--name", "B", "--name", "C"], "3 times for a 2-player"),
        (["play", "duel", "--name", "Ann", "--name", "ann"], "different name"),
        (["play", "duel", "--name", "   "], "empty"),
        (["play", "duel", "--name", "x" * (NAME_LENGTH + 1)], f"at most {NAME_LENGTH} letters"),
        (["play", "duel", "--load", "some.json"], "not both"),
        (["play", "--bots", "human,strong"], "need a GAME"),
        (["selfplay", "duel", "--bots", "human,greedy"], "bots only"),
    ],
)
def test_refusals_are_one_line_with_exit_2_before_any_screen(
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
    says: str,
) -> None:
    assert run(argv) == 2
    captured = capsys.readouterr()
    lines = captured.err.splitlines()
    assert captured.out == "" and len(lines) == 1 and lines[0].startswith("meeple: "), captured.err
    assert says in lines[0]


class _Launch:
    """Stands in for `run_app`: records what `meeple play` would open."""

    def __init__(self) -> None:
        self.calls: list[tuple[Path, Path | None, Any]] = []

    def __call__(self, saves_dir: Path, load: Path | None = None, start: Any = None) -> None:
        self.calls.append((saves_dir, load, start))


def test_play_hands_the_request_to_the_app_and_keeps_title_and_load(
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    import tui.app

    launch = _Launch()
    monkeypatch.setattr(tui.app, "run_app", launch)
    monkeypatch.setattr(cli, "_not_a_terminal", lambda: None)
    monkeypatch.setenv("MEEPLE_LANG", "en")  # English is run_app's default: no language is passed
    saves = ["--saves", str(tmp_path)]
    assert run([*saves, "play", "duel", "--bots", "human,strong"]) == 0
    assert run(saves) == 0  # bare `meeple`: the title
    assert run([*saves, "play"]) == 0
    assert run([*saves, "play", "--load", "old.json"]) == 0
    (_, load, start), *rest = launch.calls
    assert load is None and start.game.id == "duel" and kinds(start) == ["human", "strong"]
    assert [(load, start) for _, load, start in rest] == [(None, None), (None, None), (Path("old.json"), None)]


def test_a_refused_play_never_loads_textual() -> None:
    script = (
        "import sys\n"
        "from tui.cli import run\n"
        "assert run(['play', 'duel', '--bots', 'human,godlike']) == 2\n"
        "assert run(['play', 'florence', '--players', '1', '--option', 'automa=hard']) == 2  # no terminal here\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] == 'textual')\n"
        "assert not loaded, loaded\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL
    )
    assert done.returncode == 0, done.stderr
    said = done.stderr.splitlines()
    assert "no bot level 'godlike'" in said[0]
    assert "needs a terminal" in said[1]  # everything else was accepted


async def test_the_app_opens_at_the_asked_table_with_the_asked_seats(tmp_path: Path) -> None:
    start = request("lorenzo", "--players", "3", "--bots", "human,random", "--name", "Ann", "--seed", "7")
    app = MeepleApp(tmp_path, pace=0)
    quickstart.schedule(app, start)  # what `run_app` does before the app runs
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(3):
            await pilot.pause()
        assert isinstance(app.screen, TableScreen), f"landed on {app.screen!r}"
        assert isinstance(app.screen_stack[0], TitleScreen)  # leaving the table goes back to the title
        table = app.table
        assert table is not None and table.game.id == "lorenzo"
        assert table.seats == (
            SeatConfig("Ann"),
            SeatConfig("Player 2", "bot", "random"),
            SeatConfig("Player 3", "bot", "random"),
        )
        assert table.session.config == start.config and table.session.seed == 7
