"""The SSH front on loopback with an asyncssh client: only interactive pty sessions, keys
and seat codes as identities, a child per session on its own pty (a stand-in child here)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import signal
import stat
import sys

import asyncssh
import pytest

from tests.server.helpers import join
from tui.server import protocol as p
from tui.server import ssh

STANDIN = [sys.executable, "-m", "tests.server.standin_child"]


@contextlib.asynccontextmanager
async def _front_on_loopback(harness, tmp_path, **options):
    """An SSH front for `harness`'s table server on 127.0.0.1 (any free port), stand-in children."""
    key, _ = ssh.load_host_key(tmp_path / "config")
    front = ssh.SSHFront(harness.server.issue_ticket, harness.socket_path, key, STANDIN, **options)
    front.port = await front.start("127.0.0.1", 0)
    try:
        yield front
    finally:
        await front.close()


@pytest.fixture
async def front(harness, tmp_path):
    async with _front_on_loopback(harness, tmp_path, limits=ssh.Limits(max_connections=20, per_minute=100)) as front:
        yield front


class _KeyboardClient(asyncssh.SSHClient):
    """Answers keyboard-interactive like OpenSSH does (asyncssh's client skips it by default)."""

    def kbdint_auth_requested(self):
        return ""

    def kbdint_challenge_received(self, name, instructions, lang, prompts):
        return ["" for _ in prompts]


def _client_key():
    return asyncssh.generate_private_key("ssh-ed25519")


async def _connect(front, username, key=None, **kwargs):
    return await asyncio.wait_for(
        asyncssh.connect(
            "127.0.0.1",
            front.port,
            username=username,
            client_keys=[key] if key else [],
            known_hosts=None,
            agent_path=None,
            password=None,
            kbdint_auth=True,
            preferred_auth=("publickey", "keyboard-interactive"),
            client_factory=_KeyboardClient,
            **kwargs,
        ),
        10,
    )


async def _read_until(stream, pattern: bytes, timeout: float = 10.0) -> bytes:
    seen = b""

    async def loop() -> bytes:
        nonlocal seen
        while not re.search(pattern, seen):
            chunk = await stream.read(4096)
            if not chunk:
                raise EOFError(seen)
            seen += chunk
        return seen

    return await asyncio.wait_for(loop(), timeout)


def test_the_host_key_is_made_once_with_mode_0600(tmp_path):
    key, created = ssh.load_host_key(tmp_path / "cfg")
    again, created_again = ssh.load_host_key(tmp_path / "cfg")
    assert created and not created_again
    assert ssh.fingerprint(key) == ssh.fingerprint(again) and ssh.fingerprint(key).startswith("SHA256:")
    assert stat.S_IMODE((tmp_path / "cfg" / ssh.HOST_KEY_NAME).stat().st_mode) == 0o600


async def test_a_key_user_gets_a_pty_session_bound_to_their_seats(harness, front):
    key = _client_key()
    ann = await join(harness, "Ann", fingerprint=ssh.fingerprint(key))
    await ann.send(p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec("bot"))))
    seated = await ann.until(lambda m: isinstance(m, p.Seated))
    await ann.close()
    async with await _connect(front, "Ann", key) as conn:
        process = await conn.create_process(
            term_type="xterm-256color",
            term_size=(0, 0),
            encoding=None,
            env={"COLUMNS": "5", "EVIL": "x", "NO_COLOR": "1"},
        )
        text = await _read_until(process.stdout, rb"SIZE \d+x\d+ .*\r\n")
        assert b"Welcome(name='Ann', code=None)" in text
        assert f"SEATS {seated.table}:0".encode() in text
        assert b"SIZE 80x24" in text  # a 0x0 size falls back
        assert b"TERM=xterm-256color COLORTERM=truecolor COLUMNS=- EVIL=-" in text
        process.change_terminal_size(120, 40)
        await asyncio.sleep(0.1)
        process.stdin.write(b"s")
        assert b"SIZE 120x40" in await _read_until(process.stdout, rb"SIZE 120x40")
        process.stdin.write(b"\xff\x00\x1b[")  # bytes; an invalid UTF-8 byte reaches the pty as U+FFFD
        assert b"GOT efbfbd001b5b" in await _read_until(process.stdout, rb"GOT ")
        process.stdin.write("é".encode()[:1])  # a character split across two packets is kept whole
        await asyncio.sleep(0.1)
        process.stdin.write("é".encode()[1:])
        assert b"GOT c3a9" in await _read_until(process.stdout, rb"GOT c3")
        process.change_terminal_size(10000, 10000)
        await asyncio.sleep(0.1)
        process.stdin.write(b"s")
        assert b"SIZE 500x200" in await _read_until(process.stdout, rb"SIZE 500x200")  # capped
        process.stdin.write(b"q")
        await asyncio.wait_for(process.wait(), 10)


async def test_a_client_that_reads_nothing_holds_the_child_back_and_loses_nothing(front):
    from tests.server.standin_child import FLOOD

    async with await _connect(front, "Ann", _client_key()) as conn:
        process = await conn.create_process(term_type="xterm", term_size=(80, 24), encoding=None)
        await _read_until(process.stdout, rb"SIZE \d+x\d+.*\r\n")
        process.stdin.write(b"f")  # the child writes 8 MB; nobody reads them for a while
        (session,) = [s for c in front.connections for s in c.sessions]
        loop = asyncio.get_running_loop()
        end = loop.time() + 10
        while session._reading:  # the channel backed up: the server stops reading the pty
            assert loop.time() < end, "the front never paused reading the child"
            await asyncio.sleep(0.02)
        got, tail = 0, b""
        while not tail.endswith(b"DONE\r\n"):
            chunk = await asyncio.wait_for(process.stdout.read(1 << 20), 10)
            assert chunk, "the session ended before the flood did"
            got, tail = got + len(chunk), (tail + chunk)[-16:]
        assert got == FLOOD + len(b"DONE\r\n")  # every byte came through once the client read again
        process.stdin.write(b"q")
        await asyncio.wait_for(process.wait(), 10)


async def test_a_keyless_user_gets_a_code_and_a_wrong_code_is_refused(harness, front):
    async with await _connect(front, "Cy") as conn:
        process = await conn.create_process(term_type="xterm", term_size=(80, 24), encoding=None)
        text = await _read_until(process.stdout, rb"PID")
        code = re.search(rb"code='([a-z][a-z0-9]{24})'", text).group(1).decode()
        process.stdin.write(b"q")
        await asyncio.wait_for(process.wait(), 10)
    async with await _connect(front, code) as conn:
        process = await conn.create_process(term_type="xterm", term_size=(80, 24), encoding=None)
        assert b"Welcome(name='Cy', code=None)" in await _read_until(process.stdout, rb"PID")  # the code's name
        process.stdin.write(b"q")
    async with await _connect(front, code, _client_key()) as conn:  # OpenSSH offers a key when it has one
        process = await conn.create_process(term_type="xterm", term_size=(80, 24), encoding=None)
        assert b"Welcome(name='Cy', code=None)" in await _read_until(process.stdout, rb"PID")  # still the code's
        process.stdin.write(b"q")
    wrong = code[:-1] + ("a" if code[-1] != "a" else "b")
    async with await _connect(front, wrong) as conn:
        process = await conn.create_process(term_type="xterm", term_size=(80, 24), encoding=None)
        asked = asyncio.get_running_loop().time()
        text = await _read_until(process.stdout, rb"Refused.*\n")
        waited = asyncio.get_running_loop().time() - asked
        assert b"unknown seat code" in text and b"PID" not in text
        assert waited >= ssh.WRONG_CODE_DELAY * 0.9  # a guess costs time (a lower bound: load only adds)
        result = await asyncio.wait_for(process.wait(), 10)
        assert result.exit_status == 1


async def test_passwords_are_never_accepted(front):
    with pytest.raises(asyncssh.PermissionDenied):
        await asyncio.wait_for(
            asyncssh.connect(
                "127.0.0.1",
                front.port,
                username="Ann",
                password="hunter2",
                client_keys=[],
                known_hosts=None,
                agent_path=None,
                preferred_auth=("password",),
            ),
            10,
        )


async def test_agent_and_x11_forwarding_are_refused(front, tmp_path):
    agent = tmp_path / "agent.sock"  # the client's agent: asked for only if forwarding were granted
    async with await _connect(front, "Ann", _client_key(), agent_forwarding=str(agent)) as conn:
        process = await conn.create_process(term_type="xterm", term_size=(80, 24), encoding=None)
        await _read_until(process.stdout, rb"PID")
        (server,) = front.connections
        assert server.conn.get_agent_path() is None  # the forwarding request was turned down
        with pytest.raises(asyncssh.ChannelOpenError):
            await conn.create_process(
                term_type="xterm",
                term_size=(80, 24),
                encoding=None,
                x11_forwarding=True,
                x11_display="127.0.0.1:93",
                x11_auth_path=str(tmp_path / "Xauthority"),
            )
        process.stdin.write(b"q")
        await asyncio.wait_for(process.wait(), 10)


async def test_an_idle_connection_is_closed(harness, tmp_path):
    async with _front_on_loopback(harness, tmp_path, limits=ssh.Limits(idle_timeout=0.3)) as front:
        conn = await _connect(front, "Ann", _client_key())
        await conn.create_process(term_type="xterm", term_size=(80, 24), encoding=None)
        await asyncio.wait_for(conn.wait_closed(), 10)  # nobody typed: the server hung up
        assert not front.connections


async def test_a_full_server_turns_new_connections_away(harness, tmp_path):
    async with _front_on_loopback(harness, tmp_path, limits=ssh.Limits(max_connections=1)) as front:
        async with await _connect(front, "Ann", _client_key()):
            with pytest.raises((asyncssh.Error, OSError, asyncio.TimeoutError)):
                await _connect(front, "Bob", _client_key())
        async with await _connect(front, "Bob", _client_key()):  # a place came free
            pass


async def test_exec_subsystems_forwarding_and_bare_shells_are_refused(front):
    async with await _connect(front, "Mallory", _client_key()) as conn:
        # a command, sftp and a shell without a pty run nothing: they are told why (test_refusals.py)
        assert (await asyncio.wait_for(conn.run("id", encoding=None), 10)).exit_status == 1
        with pytest.raises((asyncssh.Error, OSError)):
            await asyncio.wait_for(conn.start_sftp_client(), 10)
        assert (await asyncio.wait_for(conn.run(encoding=None), 10)).exit_status == 1
        assert all(s.process is None and not s.forked_pid for s in next(iter(front.connections)).sessions)
        with pytest.raises(asyncssh.ChannelOpenError):
            await conn.create_connection(asyncssh.SSHTCPSession, "127.0.0.1", front.port)
        with pytest.raises(asyncssh.ChannelListenError):
            await conn.forward_remote_port("127.0.0.1", 0, "127.0.0.1", front.port)
        with pytest.raises(asyncssh.ChannelOpenError):
            await conn.create_unix_connection(asyncssh.SSHUNIXSession, "/tmp/x.sock")


async def test_one_connection_opens_a_few_sessions_at_most(front):
    async with await _connect(front, "Ann", _client_key()) as conn:
        for _ in range(ssh.MAX_SESSIONS):
            process = await conn.create_process(term_type="xterm", term_size=(80, 24), encoding=None)
            await _read_until(process.stdout, rb"PID")
            process.stdin.write(b"q")
            await asyncio.wait_for(process.wait(), 10)
        with pytest.raises(asyncssh.ChannelOpenError):
            await conn.create_process(term_type="xterm", term_size=(80, 24), encoding=None)


async def test_a_server_for_keys_only_takes_a_code_shaped_name_as_a_name(harness, tmp_path):
    code = harness.server.lobby.admit("Cy")[2]  # a real seat code, made while keyless users were let in
    async with _front_on_loopback(harness, tmp_path, keyless=False) as front:
        async with await _connect(front, code, _client_key()) as conn:
            process = await conn.create_process(term_type="xterm", term_size=(80, 24), encoding=None)
            text = await _read_until(process.stdout, rb"PID")
            assert f"Welcome(name='{code[:20]}', code=None)".encode() in text  # the key's user (name cut), not Cy
            process.stdin.write(b"q")


async def test_an_allow_list_admits_only_its_keys(harness, tmp_path):
    good, bad = _client_key(), _client_key()
    allow = tmp_path / "authorized_keys"
    allow.write_text("# friends\n" + good.export_public_key().decode())
    async with _front_on_loopback(harness, tmp_path, allowed=ssh.read_allowed(allow)) as front:
        with pytest.raises(asyncssh.PermissionDenied):
            await _connect(front, "Eve", bad)
        with pytest.raises(asyncssh.PermissionDenied):
            await _connect(front, "Eve")  # no key at all: no keyboard-interactive either
        async with await _connect(front, "Ann", good):
            pass


async def test_a_lost_connection_hangs_up_the_child(front):
    conn = await _connect(front, "Ann", _client_key())
    process = await conn.create_process(term_type="xterm", term_size=(80, 24), encoding=None)
    text = await _read_until(process.stdout, rb"PID \d+")
    pid = int(re.search(rb"PID (\d+)", text).group(1))
    conn.abort()
    for _ in range(100):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            break
        await asyncio.sleep(0.05)
    else:
        os.kill(pid, signal.SIGKILL)
        pytest.fail("the child outlived its connection")


async def test_connections_are_limited_per_address(harness, tmp_path):
    async with _front_on_loopback(harness, tmp_path, limits=ssh.Limits(max_connections=10, per_minute=2)) as front:
        for _ in range(2):
            async with await _connect(front, "Ann", _client_key()):
                pass
        with pytest.raises((asyncssh.Error, OSError, asyncio.TimeoutError)):
            await _connect(front, "Ann", _client_key())


def test_limits_and_sizes():
    now = [0.0]
    limits = ssh.Limits(max_connections=1, per_minute=3, clock=lambda: now[0])
    assert limits.admit("a") == ""
    limits.open = 1
    assert limits.admit("b") == ssh.FULL
    limits.open = 0
    assert limits.admit("a") == "" and limits.admit("a") == ""
    assert "too many" in limits.admit("a")
    now[0] = 61.0
    assert limits.admit("a") == ""
    assert ssh.safe_size(0, 0) == (80, 24) and ssh.safe_size(10000, 10000) == (500, 200)


def test_only_whitelisted_environment_reaches_the_child():
    env = ssh.child_env(
        {
            "LANG": "ko_KR.UTF-8",
            "LC_ALL": "C",
            "LD_PRELOAD": "/x.so",
            "COLUMNS": "3",
            b"NO_COLOR": b"1",
            "PYTHONPATH": "/evil",
        },
        "xterm",
        {"MEEPLE_TICKET": "t"},
    )
    assert env["LANG"] == "ko_KR.UTF-8" and env["LC_ALL"] == "C" and env["NO_COLOR"] == "1"
    assert "LD_PRELOAD" not in env and "COLUMNS" not in env and "PYTHONPATH" not in env
    assert env["COLORTERM"] == "truecolor" and env["TERM"] == "xterm" and env["MEEPLE_TICKET"] == "t"
    assert "COLORTERM" not in ssh.child_env({}, "linux", {})  # the Linux console: its own colours
    assert ssh.child_env({"COLORTERM": "24bit"}, "vt220", {})["COLORTERM"] == "24bit"  # as the client says


def test_a_refused_attempt_does_not_push_the_end_of_the_wait_back():
    now = [0.0]
    limits = ssh.Limits(per_minute=3, clock=lambda: now[0])
    for second in (0.0, 1.0, 2.0):
        now[0] = second
        assert limits.admit("a") == ""
    for second in range(3, 60):  # hammering on while locked out
        now[0] = float(second)
        assert "too many" in limits.admit("a")
    now[0] = 60.5  # a minute after the first admitted attempt: a place again
    assert limits.admit("a") == ""
    assert "too many" in limits.admit("a")
    now[0] = 61.5
    assert limits.admit("a") == ""


def test_connections_logging_in_have_a_pool_of_their_own():
    limits = ssh.Limits(max_connections=2, per_minute=100, max_pending=6, pending_per_address=2)
    for _ in range(2):
        assert limits.admit("a") == ""
        limits.login_started("a")
    assert "logging in" in limits.admit("a")  # two of "a" are logging in already
    assert limits.admit("b") == ""
    limits.login_ended("a")
    assert limits.admit("a") == ""
    limits.open = 2
    assert limits.admit("c") == ssh.FULL


async def _silent(port: int, source: str) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A TCP connection that never says a word (not even its SSH version)."""
    return await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))


async def _closed_by_server(reader: asyncio.StreamReader, timeout: float) -> bool:
    try:
        while await asyncio.wait_for(reader.read(4096), timeout):
            pass
    except asyncio.TimeoutError:
        return False
    except OSError:
        pass
    return True


async def test_silent_connections_cannot_keep_a_real_user_out(harness, tmp_path):
    """60 silent TCP connections from 6 loopback addresses used to take all 50 places: now
    they wait in the pool of connections logging in (the oldest give way to new ones, and
    each goes after the login timeout), and a real user comes in meanwhile."""
    limits = ssh.Limits(max_connections=50, per_minute=20, login_timeout=3.0)
    async with _front_on_loopback(harness, tmp_path, limits=limits) as front:
        silent = []
        for n in range(60):
            silent.append(await _silent(front.port, f"127.0.0.{2 + n % 6}"))
        loop = asyncio.get_running_loop()
        end = loop.time() + 10
        while len(front.connections) < limits.max_pending and loop.time() < end:
            await asyncio.sleep(0.02)
        assert limits.pending_total <= limits.max_pending and limits.open == 0
        async with await _connect(front, "Ann", _client_key()) as conn:  # a real user gets in at once
            process = await conn.create_process(term_type="xterm", term_size=(80, 24), encoding=None)
            assert b"Welcome(name='Ann'" in await _read_until(process.stdout, rb"PID")
            assert limits.open == 1
            # every silent one is closed: made room for others, or out of time
            closed = await asyncio.gather(
                *(_closed_by_server(reader, limits.login_timeout + 10) for reader, _ in silent)
            )
            assert all(closed)
            assert limits.pending_total == 0 and not front.pending
            process.stdin.write(b"q")
            await asyncio.wait_for(process.wait(), 10)
        for _, writer in silent:
            writer.close()
