"""A table server on a loopback Unix socket in a short temporary folder (socket paths are
limited to ~100 bytes, so pytest's long tmp_path is not used for the socket)."""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest

from tui.server.lobby import Lobby, secret_seed
from tui.server.server import TableServer


class ServerHarness:
    def __init__(self, state_dir: Path, socket_path: Path) -> None:
        self.state_dir = state_dir
        self.socket_path = socket_path
        self.server: TableServer | None = None
        #: The seed of the tables made next (None: the server's secret draw). Clients cannot
        #: choose one, so tests fix it here.
        self.seed: int | None = None

    def _draw_seed(self) -> int:
        return self.seed if self.seed is not None else secret_seed()

    async def start(self) -> TableServer:
        self.server = TableServer(
            Lobby(self.state_dir, self._draw_seed), self.socket_path, bot_pace=0.0, clock_period=0.05
        )
        await self.server.start()
        return self.server

    async def stop(self) -> None:
        if self.server is not None:
            await self.server.close()
            self.server = None


@pytest.fixture
async def harness(tmp_path: Path):
    short = Path(tempfile.mkdtemp(prefix="mps-", dir="/tmp"))
    h = ServerHarness(tmp_path / "state", short / "s.sock")
    await h.start()
    try:
        yield h
    finally:
        await h.stop()
        shutil.rmtree(short, ignore_errors=True)
