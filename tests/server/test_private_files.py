"""What the server keeps on disk holds every secret of its games (a save replays every deal):
its folders are 0700 and its files 0600, journals included, whatever the umask it was
started with; a state folder left by an older server is made so at start."""

from __future__ import annotations

import asyncio
import os
import shutil
import stat
import tempfile
from pathlib import Path

import pytest

from rules.core.saves import journal_path
from tests.server.helpers import join
from tui.server import protocol as p
from tui.server import serve as serve_mod
from tui.server.lobby import Lobby


def _modes(folder: Path) -> dict[str, int]:
    found = {".": stat.S_IMODE(folder.stat().st_mode)}
    for path in folder.rglob("*"):
        found[str(path.relative_to(folder))] = stat.S_IMODE(path.lstat().st_mode)
    return found


def _loose(folder: Path) -> dict[str, str]:
    return {
        name: oct(mode)
        for name, mode in _modes(folder).items()
        if mode != (0o700 if (folder / name).is_dir() else 0o600)
    }


@pytest.fixture
def usual_umask():
    old = os.umask(0o022)  # as a login shell usually has it: files 0644, folders 0755
    try:
        yield
    finally:
        os.umask(old)


async def test_a_served_table_writes_private_files_only(usual_umask):
    folder = Path(tempfile.mkdtemp(prefix="msp-", dir="/tmp"))
    ready: asyncio.Future = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(
        serve_mod.serve(
            "127.0.0.1",
            0,
            folder / "config" / "host_key",
            folder / "state",
            prefork=False,
            on_ready=lambda *args: ready.set_result(args),
            out=open(os.devnull, "w"),
        )
    )
    try:
        _port, server, _front = await asyncio.wait_for(ready, 30)

        class Harness:  # what tests.server.helpers.join needs
            socket_path = server.socket_path

        Harness.server = server
        ann = await join(Harness, "Ann", fingerprint="SHA256:ann")
        await ann.send(p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec("bot")), invite=True))
        seated = await ann.until(lambda m: isinstance(m, p.Seated))
        table = server.lobby.tables[seated.table].table
        save = folder / "state" / "saves" / f"{seated.table}.json"
        while table.moves < 4:  # Ann's moves and the bot's answers: the journal gets lines
            snap = ann.snapshots.get((seated.table, 0))
            if snap and snap["choices"] and snap["version"] == table.version:
                await ann.send(p.Play(seated.table, 0, snap["version"], (snap["choices"][0]["action"],)))
            await ann.until(lambda m: isinstance(m, p.SnapshotMsg), timeout=30)
        assert journal_path(save).exists() and save.exists()
        await ann.close()
        assert not _loose(folder / "state"), _loose(folder / "state")
        assert not _loose(folder / "config"), _loose(folder / "config")
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        shutil.rmtree(folder, ignore_errors=True)
    assert os.umask(0o022) == 0o022  # the umask is given back when the server stops


def test_an_older_state_folder_is_made_private_at_start(tmp_path, usual_umask):
    state = tmp_path / "state"
    for sub in ("tables", "saves", "client-errors/meeple-client-7"):
        (state / sub).mkdir(parents=True)
    for name in (
        "identities.json",
        "tables/abcd.json",
        "saves/abcd.json",
        "saves/abcd.json.journal",
        "client-errors/meeple-client-7/crash.txt",
    ):
        (state / name).write_text("{}" if name.endswith(".json") else "x")
    os.chmod(state, 0o755)
    assert _loose(state)  # 0644 and 0755, as an older server left them
    Lobby(state)
    assert not _loose(state), _loose(state)
