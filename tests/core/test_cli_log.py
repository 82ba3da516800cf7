"""`meeple replay FILE --log [--seat N]`: a save's log printed as the table tells it, for
each of the five games, finished and still running; a seat's secrets only once it is over."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from rules.core.engine import SPECTATOR
from rules.core.options import config_for
from rules.core.registry import get_game
from rules.core.saves import new_save_path, save
from rules.core.session import SeatConfig, Session
from tests.fixtures.tinygame import Commit
from tui.cli import run
from tui.table.table import Table

ROOT = Path(__file__).resolve().parents[2]

#: (game, players, options): one table of each game, Florence alone against its automa.
SETUPS = [
    ("florence", 1, {"automa": "hard"}),
    ("duel", 2, {"agora": True}),
    ("sheriff", 3, {}),
    ("lorenzo", 2, {}),
    ("architects", 2, {}),
]
IDS = [setup[0] for setup in SETUPS]


def finished_save(game_id: str, players: int, options: dict, folder: Path, seed: int = 4) -> Path:
    """A game played to its end by seeded random bots, saved whole."""
    game = get_game(game_id)
    seats = tuple(SeatConfig(f"Bot {n + 1}", "bot", "random") for n in range(players))
    session = Session(game, config_for(game, players, options), seats, seed)
    while not session.over:
        seat = min(session.to_act())
        session.play(seat, session.bot_move(seat), notify=False)
    path = new_save_path(folder, game_id, seed)
    save(session, path)
    return path


def running_save(game_id: str, players: int, options: dict, folder: Path, moves: int = 12) -> Path:
    """A hot-seat table a few moves in (a seeded random bot chooses for the humans), as the app
    autosaves it: its moves appended to the save's journal."""
    game = get_game(game_id)
    seats = tuple(SeatConfig(f"Player {n + 1}") for n in range(players))
    table = Table.new(game, config_for(game, players, options), seats, 5, folder)
    chooser, rng = game.bot("random"), random.Random(9)
    for _ in range(moves):
        seat = min(table.to_act())
        table.play(seat, chooser.choose(game.view(table.state, seat), table.legal(seat), rng))
    assert not table.over and table.save_path is not None and table.save_path.exists()
    return table.save_path


def printed(capsys: pytest.CaptureFixture[str], argv: list[str]) -> list[str]:
    assert run(argv) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    return captured.out.splitlines()


def refused(capsys: pytest.CaptureFixture[str], argv: list[str]) -> str:
    """The one line a refused command says on stderr (exit 2, nothing on stdout)."""
    assert run(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("meeple: "), captured.err
    return lines[0]


@pytest.mark.parametrize(("game_id", "players", "options"), SETUPS, ids=IDS)
def test_a_finished_game_prints_the_public_log_and_each_seats_own(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    game_id: str,
    players: int,
    options: dict,
) -> None:
    path = finished_save(game_id, players, options, tmp_path)
    table = Table.load(path)
    assert table.over
    public = printed(capsys, ["replay", str(path), "--log"])
    # line for line what the table shows a spectator (one event a line, none left empty)
    assert public == list(table.snapshot(SPECTATOR).log) == table.log_lines(SPECTATOR)
    assert public and all(line.strip() for line in public)
    for seat in range(players):
        own = printed(capsys, ["replay", str(path), "--seat", str(seat + 1)])
        assert own == table.log_lines(seat)
        assert printed(capsys, ["replay", str(path), "--log", "--seat", str(seat + 1)]) == own
    rows = [json.loads(line) for line in printed(capsys, ["replay", str(path), "--log", "--json"])]
    assert [(row["actor"], row["kind"], row["text"]) for row in rows] == [
        (line.actor, line.kind, line.text) for _, line in table.told(SPECTATOR)
    ]


@pytest.mark.parametrize(("game_id", "players", "options"), SETUPS, ids=IDS)
def test_a_running_game_prints_its_public_log_but_no_seats(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    game_id: str,
    players: int,
    options: dict,
) -> None:
    path = running_save(game_id, players, options, tmp_path)
    before = path.read_bytes(), path.stat().st_mtime_ns
    assert printed(capsys, ["replay", str(path), "--log"]) == Table.load(path).log_lines(SPECTATOR)
    line = refused(capsys, ["replay", str(path), "--seat", "1"])
    assert "still running" in line and str(path) in line
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before  # reading never writes


def test_the_public_log_keeps_a_seats_secrets_and_the_seats_own_shows_them(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
) -> None:
    """The tiny game's commits are hidden: the public log says a card was committed, the
    committing seat's log (after the end) says which."""
    path = finished_save("tiny", 2, {}, tmp_path)
    commits = [entry for entry in Table.load(path).session.log if isinstance(entry.action, Commit)]
    assert commits
    public = "\n".join(printed(capsys, ["replay", str(path), "--log"]))
    first = commits[0]
    own = printed(capsys, ["replay", str(path), "--seat", str(first.seat + 1)])
    assert f"commits {first.action.card}." in "\n".join(own)
    assert "commits a card." in public
    assert not any(f"commits {entry.action.card}." in public for entry in commits)


def test_refusals_are_one_line_with_exit_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    missing = tmp_path / "gone.json"
    assert "no save file" in refused(capsys, ["replay", str(missing), "--log"])
    broken = tmp_path / "broken.json"
    broken.write_text("{")
    assert "corrupt" in refused(capsys, ["replay", str(broken), "--log"])
    assert broken.read_text() == "{"
    other = tmp_path / "notes.json"
    other.write_text('{"hello": 1}')
    assert "not a Meeple save" in refused(capsys, ["replay", str(other), "--log"])
    path = finished_save("duel", 2, {}, tmp_path)
    for seat in ("0", "3", "-1"):
        assert "seats 1 to 2" in refused(capsys, ["replay", str(path), "--seat", seat])
    solo = finished_save("florence", 1, {}, tmp_path, seed=6)
    assert "only seat 1" in refused(capsys, ["replay", str(solo), "--seat", "2"])


def test_help_says_seats_count_from_1(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        run(["replay", "--help"])
    assert "counted from 1" in " ".join(capsys.readouterr().out.split())


def test_the_log_is_printed_without_textual(tmp_path: Path) -> None:
    """A headless command must work where Textual cannot start, and start fast."""
    path = finished_save("tiny", 2, {}, tmp_path)
    script = (
        "import sys\n"
        "from tests.fixtures.tinygame import GAME\n"
        "from rules.core.registry import register\n"
        "register(GAME)\n"
        "from tui.cli import run\n"
        f"assert run(['replay', {str(path)!r}, '--log']) == 0\n"
        f"assert run(['replay', {str(path)!r}, '--seat', '2', '--json']) == 0\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] == 'textual')\n"
        "assert not loaded, loaded\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "commits a card." in done.stdout
