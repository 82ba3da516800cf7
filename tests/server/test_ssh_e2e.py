"""End to end over SSH: `meeple serve`'s server on loopback, asyncssh clients (and once the
stock OpenSSH client) on ptys, and pyte reading their screens. Two players meet in the
lobby, one makes a Duel table, the other sits down, moves made on one screen show on the
other, and a spectator sees no secrets; a killed connection and a restarted server come
back to the seat; each connection has its own size and colours, and survives bad bytes."""

from __future__ import annotations

import asyncio
import io
import os
import re
import shutil
import signal
import subprocess
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
    """One SSH session on a pty, its output fed to a pyte screen (and kept raw)."""

    def __init__(self, process: asyncssh.SSHClientProcess, width: int = WIDTH, height: int = HEIGHT) -> None:
        self.process = process
        self.screen = pyte.Screen(width, height)
        self.stream = pyte.ByteStream(self.screen)
        self.raw = bytearray()
        self.reader = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        while True:
            data = await self.process.stdout.read(65536)
            if not data:
                return
            self.raw.extend(data)
            self.stream.feed(data)

    @property
    def text(self) -> str:
        return "\n".join(self.screen.display)

    async def wait_for(self, pattern: str, timeout: float = 10.0) -> str:
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while not re.search(pattern, self.text):
            if loop.time() > end or self.reader.done():
                raise AssertionError(f"{pattern!r} never showed; screen:\n{self.text}")
            await asyncio.sleep(0.05)
        return self.text

    def press(self, keys: bytes) -> None:
        self.process.stdin.write(keys)


class Served:
    """`meeple serve` in this process, stopped and started again on the same host key and
    tables folder (a restart)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.task: asyncio.Task | None = None
        self.out = io.StringIO()

    async def start(self) -> None:
        ready: asyncio.Future[tuple] = asyncio.get_running_loop().create_future()
        self.out = io.StringIO()
        self.task = asyncio.create_task(
            serve_mod.serve(
                "127.0.0.1",
                0,
                self.folder / "host_key",
                self.folder / "state",
                on_ready=lambda *args: ready.set_result(args),
                out=self.out,
            )
        )
        self.port, self.tables, self.front = await asyncio.wait_for(ready, 30)

    async def stop(self) -> None:
        if self.task is not None:
            self.task.cancel()
            await asyncio.gather(self.task, return_exceptions=True)
            self.task = None


@pytest.fixture
async def served():
    folder = Path(tempfile.mkdtemp(prefix="mse-", dir="/tmp"))  # short: the socket path is limited
    handle = Served(folder)
    await handle.start()
    try:
        yield handle
    finally:
        await handle.stop()
        shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
async def server(served):
    return served.port, served.tables, served.front


async def _open(
    port: int,
    name: str,
    key=None,
    size: tuple[int, int] = (WIDTH, HEIGHT),
    env=None,
    screen: tuple[int, int] = (WIDTH, HEIGHT),
    term: str = "xterm-256color",
) -> tuple[asyncssh.SSHClientConnection, Terminal]:
    key = key or asyncssh.generate_private_key("ssh-ed25519")
    conn = await asyncssh.connect(
        "127.0.0.1",
        port,
        username=name,
        client_keys=[key],
        known_hosts=None,
        agent_path=None,
        preferred_auth=("publickey",),
    )
    process = await conn.create_process(term_type=term, term_size=size, encoding=None, env=env or {})
    return conn, Terminal(process, *screen)


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
            # picks wait the turn guard (0.5 s) after another seat acted: on a quiet machine Eve
            # joins faster than that, and a key pressed at once was dropped
            await asyncio.sleep(0.6)
            bob.press(b"1")  # Bob's move shows on Ann's and Eve's screens (the draft: Bob picks twice)
            await _until(lambda: live.table.moves == 2)
            await asyncio.gather(ann.wait_for(r"Bob takes"), eve.wait_for(r"Bob takes"))
            game, state = live.table.game, live.table.state
            for screen, viewer in ((eve, SPECTATOR), (ann, 0), (bob, 1)):
                hidden = [s for s in game.secrets(state, viewer) if s and _occurs(s, screen.text)]
                assert not hidden, (viewer, hidden[:5])
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


async def _new_duel_against_a_bot(term: Terminal) -> None:
    term.press(b"n")
    await term.wait_for("Seats, one word each")
    await asyncio.sleep(0.3)
    term.press(b"\t")  # from the game (Duel first) to the seats
    await asyncio.sleep(0.3)
    term.press(b"\x15")  # ctrl+u empties the field
    await asyncio.sleep(0.2)
    term.press(b"open random")
    await term.wait_for("open random")
    term.press(b"\r")
    await term.wait_for("Your choice")


async def _until(predicate, timeout: float = 20.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not predicate():
        assert loop.time() < end, "condition not met in time"
        await asyncio.sleep(0.05)


async def test_a_killed_connection_and_a_restarted_server_come_back_to_the_seat(served):
    key = asyncssh.generate_private_key("ssh-ed25519")
    assert "new host key" in served.out.getvalue()
    fingerprint = re.search(r"Host key fingerprint: (SHA256:\S+)", served.out.getvalue()).group(1)
    conn, ann = await _open(served.port, "Ann", key)
    await ann.wait_for("you are Ann")
    await _new_duel_against_a_bot(ann)
    (live,) = served.tables.lobby.tables.values()
    await asyncio.sleep(0.6)  # the turn guard
    ann.press(b"1")
    await _until(lambda: live.table.moves >= 2)  # Ann's move and the bot's answer
    await ann.wait_for(r"to act: Ann <you>")
    # mid-action: the chat line half typed, then the connection dies without a word
    ann.press(b"t")
    await ann.wait_for("Say to the table")
    ann.press(b"half a li")
    (session,) = [s for c in served.front.connections for s in c.sessions]
    conn.abort()
    await _until(lambda: not _alive(session.forked_pid))
    conn, ann = await _open(served.port, "Ann", key)
    await ann.wait_for(r"to act: Ann <you>")  # straight back to the seat
    assert live.chat == [] and live.table.moves >= 2
    moves = live.table.moves
    # the server stops: the session says why and ends; started again, it resumes the table
    await served.stop()
    await asyncio.wait_for(ann.process.wait(), 10)
    await ann.reader
    assert b"server closed the connection; your seats are kept" in ann.raw  # after the screen was given back
    conn.close()
    await served.start()
    assert "new host key" not in served.out.getvalue() and fingerprint in served.out.getvalue()
    (resumed,) = served.tables.lobby.tables.values()
    assert resumed.id == live.id and resumed.table.moves == moves
    conn, ann = await _open(served.port, "Ann", key)
    try:
        await ann.wait_for(r"to act: Ann <you>")
        await asyncio.sleep(0.6)
        ann.press(b"1")
        await _until(lambda: resumed.table.moves > moves)
    finally:
        conn.close()


_TRUECOLOR = re.compile(rb"[34]8;2;(\d+);(\d+);(\d+)")
_CURSOR = re.compile(rb"\x1b\[(\d+);(\d+)H")


async def test_each_connection_has_its_own_size_and_colours_and_survives_bad_bytes(served):
    port = served.port
    # Ctrl+C typed while the session starts: no traceback (the pty is raw from the start); the
    # key either ends the app or is dropped by the terminal's start-up, and then quits it
    cy_conn, cy = await _open(port, "Cy")
    cy.press(b"\x03")
    loop = asyncio.get_running_loop()
    end = loop.time() + 10
    while not cy.reader.done() and "Tables on this server" not in cy.text and loop.time() < end:
        await asyncio.sleep(0.05)
    if not cy.reader.done():
        cy.press(b"\x03")
    await asyncio.wait_for(cy.process.wait(), 10)
    await cy.reader
    cy_conn.close()
    assert b"Traceback" not in cy.raw and b".py" not in cy.raw
    # Ann: a client that sends no size (0x0) and NO_COLOR; Bob: 110x34 in colour
    ann_conn, ann = await _open(port, "Ann", size=(0, 0), env={"NO_COLOR": "1"}, screen=(80, 24))
    bob_conn, bob = await _open(port, "Bob")
    dee_conn, dee = await _open(port, "Dee", term="linux")  # the Linux console: no truecolor
    try:
        await asyncio.gather(ann.wait_for("you are Ann"), bob.wait_for("you are Bob"), dee.wait_for("you are Dee"))
        await asyncio.sleep(0.3)
        assert not _TRUECOLOR.search(dee.raw) and re.search(rb"\x1b\[[0-9;]*(3|4|9|10)[0-7][;m]", dee.raw)
        dee_conn.close()
        ann_colours = {m.groups() for m in _TRUECOLOR.finditer(ann.raw)}
        bob_colours = {m.groups() for m in _TRUECOLOR.finditer(bob.raw)}
        assert ann_colours and all(r == g == b for r, g, b in ann_colours)  # greys only
        assert [c for c in bob_colours if len(set(c)) > 1]
        assert max(int(m.group(1)) for m in _CURSOR.finditer(ann.raw)) <= 24  # drawn at 80x24
        assert max(int(m.group(2)) for m in _CURSOR.finditer(ann.raw)) <= 80
        assert max(int(m.group(1)) for m in _CURSOR.finditer(bob.raw)) > 24
        # bytes that are no text, and escapes that mean nothing: the app carries on
        ann.press(b"\xff\xfe\xc3(\x00\x1b[999;999R\x1b]52;c;!!\x07\x1bP\x1b\\\x80")
        await asyncio.sleep(0.3)
        ann.press(b"\x1b")
        await asyncio.sleep(0.3)
        ann.press(b"n")
        await ann.wait_for("Seats, one word")
        ann.press(b"\x1b")
        await ann.wait_for("Tables on this server")
        # an absurd size, then a sane one again
        ann.process.change_terminal_size(10000, 10000)
        await asyncio.sleep(0.5)
        ann.process.change_terminal_size(80, 24)
        ann.screen.reset()
        await asyncio.sleep(0.3)
        ann.press(b"n")
        await ann.wait_for("Seats, one word", timeout=20)
        ann.press(b"\x1b")
        # Bob's app dies: his session ends, Ann's and the server carry on, Bob comes back
        (bob_session,) = [
            s
            for c in served.front.connections
            for s in c.sessions
            if s.forked_pid and bob_conn.get_extra_info("sockname") == c.conn.get_extra_info("peername")
        ]
        os.kill(bob_session.forked_pid, signal.SIGKILL)
        await asyncio.wait_for(bob.process.wait(), 10)
        bob_conn.close()
        bob_conn, bob = await _open(port, "Bob")
        await bob.wait_for("you are Bob")
        ann.press(b"n")
        await ann.wait_for("Seats, one word")
    finally:
        ann_conn.close()
        bob_conn.close()
        dee_conn.close()


@pytest.mark.skipif(
    shutil.which("ssh") is None or shutil.which("ssh-keygen") is None,
    reason="the OpenSSH client (ssh, ssh-keygen) is not installed here",
)
async def test_the_stock_openssh_client_gets_in_with_a_key_or_a_seat_code(served, tmp_path):
    subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(tmp_path / "id")], check=True)
    with_key = await _openssh(served.port, "ann", tmp_path, ["-i", str(tmp_path / "id"), "-o", "IdentitiesOnly=yes"])
    assert "you are ann" in with_key and "seat code" not in with_key
    keyless = ["-o", "PubkeyAuthentication=no", "-o", "IdentitiesOnly=yes"]
    first = await _openssh(served.port, "cy", tmp_path, keyless)
    code = re.search(r"Your seat code: ([a-z][a-z0-9]{24})", first).group(1)
    again = await _openssh(served.port, code, tmp_path, keyless)
    assert "you are cy" in again and "seat code" not in again  # the code's owner, no new code


async def _openssh(port: int, user: str, home: Path, options: list[str]) -> str:
    """The lobby as the stock `ssh` client shows it on a pty of ours (then Ctrl+C leaves)."""
    import fcntl
    import struct
    import termios

    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", HEIGHT, WIDTH, 0, 0))
    client = subprocess.Popen(
        [
            "ssh",
            "-tt",
            "-F",
            "/dev/null",
            "-p",
            str(port),
            "-o",
            "StrictHostKeyChecking=no",
            "-o",
            f"UserKnownHostsFile={home / 'known_hosts'}",
            "-o",
            "LogLevel=ERROR",
            "-o",
            "BatchMode=no",
            *options,
            f"{user}@127.0.0.1",
        ],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        start_new_session=True,
        env={"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home), "TERM": "xterm-256color"},
    )
    os.close(slave)
    os.set_blocking(master, False)
    screen = pyte.Screen(WIDTH, HEIGHT)
    stream = pyte.ByteStream(screen)
    text = ""
    try:
        loop = asyncio.get_running_loop()
        end = loop.time() + 20
        while "Tables on this server" not in text:
            assert loop.time() < end and client.poll() is None, f"no lobby:\n{text}"
            await asyncio.sleep(0.05)
            try:
                stream.feed(os.read(master, 65536))
            except BlockingIOError:
                pass
            text = "\n".join(screen.display)
        os.write(master, b"\x03")  # Ctrl+C leaves, and ssh ends with the session
        await asyncio.wait_for(asyncio.to_thread(client.wait), 10)
        assert client.returncode == 0
    finally:
        if client.poll() is None:
            client.kill()
            client.wait()
        os.close(master)
    return " ".join(text.split())  # the code may wrap onto the next line
