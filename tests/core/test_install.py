"""The command line as an installed application: --version, and no terminal means a clear exit."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

from tui.cli import run

CHECKOUT = Path(__file__).resolve().parents[2]


def _meeple(*args: str, stdin: int | None = subprocess.DEVNULL, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    # `python -m tui` is what the `meeple` script runs; the timeout catches the old spinning.
    env = {**os.environ, "MEEPLE_SAVES": str(tmp_path / "saves")}
    return subprocess.run(
        [sys.executable, "-m", "tui", *args],
        stdin=stdin,
        capture_output=True,
        text=True,
        timeout=30,
        cwd=tmp_path,
        env=env,
    )


def test_version_is_the_distribution_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        run(["--version"])
    assert stopped.value.code in (0, None)
    assert capsys.readouterr().out.strip() == f"meeple {version('meeple')}"


@pytest.mark.parametrize("args", [(), ("play",)])
def test_play_without_a_terminal_exits_at_once_with_one_line(tmp_path: Path, args: tuple[str, ...]) -> None:
    done = _meeple(*args, tmp_path=tmp_path)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith("meeple: play needs a terminal") and "stdin" in lines[0]
    assert done.stdout == ""
    assert not (tmp_path / "saves").exists()


def test_stdout_not_a_terminal_is_named(tmp_path: Path) -> None:
    leader, follower = pty.openpty()  # stdin is a terminal, stdout a pipe
    try:
        done = _meeple(stdin=follower, tmp_path=tmp_path)
    finally:
        os.close(follower)
        os.close(leader)
    assert done.returncode == 2
    assert "stdout is not a terminal" in done.stderr and "stdin" not in done.stderr


def test_headless_commands_need_no_terminal(tmp_path: Path) -> None:
    done = _meeple("rules", "duel", "Knossos", tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Knossos" in done.stdout
    done = _meeple("selfplay", "duel", "--json", tmp_path=tmp_path)
    assert done.returncode == 0, done.stderr
    assert '"game": "duel"' in done.stdout
