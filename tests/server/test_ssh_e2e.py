"""End to end over SSH: `meeple serve`'s server on loopback, asyncssh clients on ptys, and
pyte reading their screens. Two players meet in the lobby, one makes a Duel table, the other
sits down, a move made on one screen shows on the other, and a spectator sees no secrets."""
from __future__ import annotations

import asyncio
import io
import re
import shutil
import tempfile
from pathlib import Path

import asyncssh
import pyte
import pytest

from rules.core.engine import SPECTATOR
from tests.tui.privacy import _occurs
from tui.server import serve as serve_mod

WIDTH, HEIGHT = 110, 34


class Terminal:
    """One SSH session on a pty, its output fed to a pyte screen."""

    def __init__(self, process: asyncssh.SSHClientProcess) -> None:
        self.process = process
        self.screen = pyte.Screen(WIDTH, HEIGHT)
        self.stream = pyte.ByteStream(self.screen)
        self.reader = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        while True:
            data = await self.process.stdout.read(65536)
            if not data:
                return
            self.stream.feed(data)

    @property
    def text(self) -> str:
        return "\n".join(self.screen.display)

    async def wait_for(self, pattern: str, timeout: float = 8.0) -> str:
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while not re.search(pattern, self.text):
            if loop.time() > end or self.reader.done():
                raise AssertionError(f"{pattern!r} never showed; screen:\n{self.text}")
            await asyncio.sleep(0.05)
        return self.text

    def press(self, keys: bytes) -> None:
        self.process.stdin.write(keys)


@pytest.fixture
async def server(tmp_path):
    short = Path(tempfile.mkdtemp(prefix="mse-", dir="/tmp"))
    ready: asyncio.Future[tuple] = asyncio.get_running_loop().create_future()
    task = asyncio.create_task(serve_mod.serve(
        "127.0.0.1", 0, tmp_path / "host_key", short / "state", on_ready=lambda *args: ready.set_result(args),
        out=io.StringIO()))
    try:
        yield await asyncio.wait_for(ready, 10)
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        shutil.rmtree(short, ignore_errors=True)


async def _open(port: int, name: str, key=None) -> tuple[asyncssh.SSHClientConnection, Terminal]:
    key = key or asyncssh.generate_private_key("ssh-ed25519")
    conn = await asyncssh.connect("127.0.0.1", port, username=name, client_keys=[key], known_hosts=None,
                                  agent_path=None, preferred_auth=("publickey",))
    process = await conn.create_process(term_type="xterm-256color", term_size=(WIDTH, HEIGHT), encoding=None)
    return conn, Terminal(process)


async def test_two_players_and_a_spectator_over_ssh(server):
    port, table_server, front = server
    assert front.zygote is not None and front.zygote.ready  # sessions fork from the pre-forked parent
    bob_key = asyncssh.generate_private_key("ssh-ed25519")
    (ann_conn, ann), (bob_conn, bob) = await asyncio.gather(_open(port, "Ann"), _open(port, "Bob", bob_key))
    try:
        await asyncio.gather(ann.wait_for("you are Ann"), bob.wait_for("you are Bob"))
        ann.press(b"n")
        await ann.wait_for("Seats, one word each")
        ann.press(b"\t")  # from the game (Duel first) to the seats: "open open"
        await asyncio.sleep(0.2)
        ann.press(b"\r")
        await ann.wait_for(r"Your choice")
        await bob.wait_for(r"\(open\)")  # the new table in Bob's lobby, its second seat open
        bob.press(b"\r")
        await bob.wait_for(r"Bob <you>|Your choice")
        await ann.wait_for(r"Ann <you>")
        await ann.wait_for(r"Bob")
        await asyncio.sleep(0.3)
        ann.press(b"1")
        await bob.wait_for(r"to act: Bob <you>")  # Ann's move reached Bob's screen
        eve_conn, eve = await _open(port, "Eve")
        try:
            await eve.wait_for("you are Eve")
            await eve.wait_for(r"Duel")
            eve.press(b"w")
            await eve.wait_for(r"to act: Bob")
            text = eve.text
            assert "<you>" not in text
            # judge Eve's screen by the table's own secrets for a spectator
            (live,) = table_server.lobby.tables.values()
            assert live.table.moves == 1
            secrets = live.table.game.secrets(live.table.state, SPECTATOR)
            assert secrets and not [s for s in secrets if s and _occurs(s, text)]
        finally:
            eve_conn.close()
        # Ctrl+C leaves; the seat stays Bob's, and his key brings him back to it
        bob.press(b"\x03")
        await asyncio.wait_for(bob.process.wait(), 10)
        await ann.wait_for("Bob is away")
        bob_conn.close()
        bob_conn, bob = await _open(port, "Bob", bob_key)
        await bob.wait_for(r"to act: Bob <you>")
        await ann.wait_for(r"to act: Bob *\n")  # no longer away
        forked = [session.forked_pid for session in _sessions(front)]
        assert len(forked) == 2 and all(forked)
        ann_conn.abort()  # a lost connection hangs up its forked child
        bob_conn.abort()
        for _ in range(100):
            if not [pid for pid in forked if _alive(pid)]:
                break
            await asyncio.sleep(0.05)
        else:
            pytest.fail("a forked child outlived its connection")
    finally:
        ann_conn.close()
        bob_conn.close()


def _sessions(front):
    return [session for conn in front.connections for session in conn.sessions]


def _alive(pid: int) -> bool:
    import os

    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True
