"""A session that closes while its child is being started (OpenSSH's `ssh -tt </dev/null`
through a control master does that: EOF, then close, at once) must still have its child
reaped and its pty closed, whatever the order of the two. Counted from /proc: this test's
descendant processes (zombies included) and open file descriptors, before and after."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import os
import random
import sys
from pathlib import Path

import asyncssh
import pytest

from tui.server import ssh

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="counts processes in /proc")

STANDIN = [sys.executable, "-m", "tests.server.standin_child"]
SESSIONS = 20


@pytest.fixture
async def front(harness, tmp_path):
    key, _ = ssh.load_host_key(tmp_path / "config")
    front = ssh.SSHFront(harness.server.issue_ticket, harness.socket_path, key, STANDIN)
    front.port = await front.start("127.0.0.1", 0)
    try:
        yield front
    finally:
        await front.close()


def descendants(root: int) -> set[int]:
    """Every process below `root`, zombies too (an unreaped child is a leak as well)."""
    parents: dict[int, int] = {}
    for entry in os.scandir("/proc"):
        if not entry.name.isdigit():
            continue
        try:
            with open(f"/proc/{entry.name}/stat", "rb") as handle:
                fields = handle.read().rsplit(b")", 1)[1].split()
        except OSError:
            continue
        parents[int(entry.name)] = int(fields[1])
    found: set[int] = set()
    frontier = {root}
    while frontier:
        frontier = {pid for pid, ppid in parents.items() if ppid in frontier} - found
        found |= frontier
    return found


def open_fds() -> int:
    return len(os.listdir("/proc/self/fd"))


async def _settled(baseline_pids: set[int], baseline_fds: int, timeout: float) -> tuple[set[int], int]:
    """Wait until the counts are back (or `timeout` passed); the extra pids and fds left."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while True:
        gc.collect()
        extra, fds = descendants(os.getpid()) - baseline_pids, open_fds() - baseline_fds
        if (not extra and fds <= 0) or loop.time() > end:
            return extra, fds
        await asyncio.sleep(0.1)


async def _open_and_drop(port: int, how: int, delay: float) -> None:
    """Open a pty session and, `delay` s after asking for it, drop it one of four ways."""
    conn = await asyncssh.connect(
        "127.0.0.1",
        port,
        username="Ann",
        known_hosts=None,
        agent_path=None,
        client_keys=[asyncssh.generate_private_key("ssh-ed25519")],
    )
    opening = asyncio.ensure_future(conn.create_process(term_type="xterm", term_size=(80, 24), encoding=None))
    await asyncio.sleep(delay)
    if how == 0:  # the whole connection goes without a word
        conn.abort()
    elif how == 1:  # as `ssh -tt </dev/null`: end of input, then the channel closes
        with contextlib.suppress(Exception):
            process = await opening
            process.stdin.write_eof()
            process.close()
        conn.close()
    elif how == 2:  # the channel closes, the connection stays a moment (a control master's)
        with contextlib.suppress(Exception):
            (await opening).close()
        await asyncio.sleep(0.05)
        conn.close()
    else:  # a clean close of the connection
        conn.close()
    with contextlib.suppress(Exception):
        await asyncio.wait_for(opening, 5)
    with contextlib.suppress(Exception):
        await asyncio.wait_for(conn.wait_closed(), 5)


def _slowed(start, rng: random.Random):
    """`start` (which makes a child) followed by a short random wait: the child exists, the
    session has not recorded it yet. On a loaded server that is how it goes; here a start
    is too quick for a close to come in between often enough."""

    async def slow(*args, **kwargs):
        made = await start(*args, **kwargs)
        await asyncio.sleep(rng.choice((0.0, 0.005, 0.02, 0.05)))
        return made

    return slow


@pytest.mark.parametrize("prefork", [False, True], ids=["fresh-child", "pre-forked"])
async def test_sessions_closed_while_starting_leave_no_process_or_fd(harness, tmp_path, prefork, caplog, monkeypatch):
    caplog.set_level(logging.DEBUG, logger="asyncssh")
    problems: list[dict] = []
    loop = asyncio.get_running_loop()
    loop.set_exception_handler(lambda _loop, context: problems.append(context))
    key, _ = ssh.load_host_key(tmp_path / "config")
    front = ssh.SSHFront(
        harness.server.issue_ticket,
        harness.socket_path,
        key,
        STANDIN,
        prefork=prefork,
        limits=ssh.Limits(max_connections=50, per_minute=1000),
    )
    port = await front.start("127.0.0.1", 0)
    try:
        # one full session first: whatever is made once (the child watcher, the pre-forked
        # parent's first fork) is in the baseline
        before = descendants(os.getpid())
        async with asyncssh.connect(
            "127.0.0.1",
            port,
            username="Ann",
            known_hosts=None,
            agent_path=None,
            client_keys=[asyncssh.generate_private_key("ssh-ed25519")],
        ) as conn:
            process = await conn.create_process(term_type="xterm", term_size=(80, 24), encoding=None)
            await asyncio.wait_for(process.stdout.read(1), 60)
        await _settled(before, 10**6, ssh.KILL_AFTER + 20)
        baseline_pids, baseline_fds = descendants(os.getpid()), open_fds()
        rng = random.Random(24)
        if prefork:
            monkeypatch.setattr(front.zygote, "spawn", _slowed(front.zygote.spawn, rng))
        else:
            monkeypatch.setattr(asyncio, "create_subprocess_exec", _slowed(asyncio.create_subprocess_exec, rng))
        delays = (0.0, 0.0, 0.001, 0.003, 0.006, 0.01, 0.02, 0.04)
        for start in range(0, SESSIONS, 5):  # five at a time: the start-ups overlap
            await asyncio.gather(*(_open_and_drop(port, n % 4, rng.choice(delays)) for n in range(start, start + 5)))
        extra, fds = await _settled(baseline_pids, baseline_fds, ssh.KILL_AFTER + 20)
        assert not extra, f"{len(extra)} process(es) outlived their sessions"
        assert fds <= 0, f"{fds} file descriptor(s) left open"
        assert not [s for c in front.connections for s in c.sessions]
    finally:
        await front.close()
        loop.set_exception_handler(None)
    gc.collect()
    await asyncio.sleep(0)
    assert not problems, [c.get("message") for c in problems]
    uncaught = [r for r in caplog.records if "Uncaught exception" in r.getMessage() or r.exc_info]
    assert not uncaught, [r.getMessage() for r in uncaught]


async def test_the_end_of_input_ends_a_running_session_and_its_child(front):
    """No key can come after EOF (`ssh -tt </dev/null` sends it at once): the child is hung
    up, and its session ends with its exit status instead of lingering without input."""
    async with asyncssh.connect(
        "127.0.0.1",
        front.port,
        username="Ann",
        known_hosts=None,
        agent_path=None,
        client_keys=[asyncssh.generate_private_key("ssh-ed25519")],
    ) as conn:
        process = await conn.create_process(term_type="xterm", term_size=(80, 24), encoding=None)
        seen = b""
        while b"PID" not in seen:
            seen += await asyncio.wait_for(process.stdout.read(4096), 30)
        pid = int(seen.split(b"PID ")[1].split()[0])
        process.stdin.write_eof()
        result = await asyncio.wait_for(process.wait(), ssh.KILL_AFTER + 10)
        assert result.exit_status != 0 or result.exit_signal
        loop = asyncio.get_running_loop()
        end = loop.time() + 10
        while pid in descendants(os.getpid()):
            assert loop.time() < end, "the child outlived the end of its input"
            await asyncio.sleep(0.05)
