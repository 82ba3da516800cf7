"""A server started under nohup (or a service manager) passes "ignored" signal dispositions
on to what it starts; a session's app must still end on the hang-up its lost connection sends.
Both ways of starting it are checked: a fresh process (`_child_setup`) and a fork of the
pre-forked parent."""

from __future__ import annotations

import os
import pty
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tui.server.prefork import Zygote

RESET = (signal.SIGHUP, signal.SIGINT, signal.SIGTERM, signal.SIGQUIT)


def _ignored(pid: int | str) -> set[int]:
    """The signals `pid` ignores, from /proc (the SigIgn mask)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("SigIgn:"):
            mask = int(line.split()[1], 16)
            return {n for n in range(1, 65) if mask & (1 << (n - 1))}
    raise AssertionError("no SigIgn line")


CHILD = """
import os, pty, signal, sys
for sig in (signal.SIGHUP, signal.SIGINT, signal.SIGTERM, signal.SIGQUIT):
    signal.signal(sig, signal.SIG_IGN)  # as under nohup
from tui.server.ssh import _child_setup
master, slave = pty.openpty()
pid = os.fork()
if pid == 0:
    os.setsid()
    os.dup2(slave, 0)
    _child_setup()
    ignored = open("/proc/self/status").read().split("SigIgn:")[1].split()[0]
    os.write(1, ignored.encode())
    os._exit(0)
os.waitpid(pid, 0)
"""


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_a_fresh_child_takes_back_the_default_signals():
    done = subprocess.run(
        [sys.executable, "-c", CHILD],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 0, done.stderr
    mask = int(done.stdout, 16)
    assert not [sig for sig in RESET if mask & (1 << (sig - 1))]


def _gone(pid: int, timeout: float) -> bool:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            return True
        if state == "Z":
            return True
        time.sleep(0.02)
    return False


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_a_forked_session_ends_on_a_hang_up_even_under_nohup(tmp_path):
    previous = {sig: signal.signal(sig, signal.SIG_IGN) for sig in RESET}  # what nohup hands down
    try:
        zygote = Zygote()
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
    master, slave = pty.openpty()
    pid_started = 0
    try:
        assert zygote.wait_ready(60)
        assert signal.SIGHUP in _ignored(zygote.process.pid)  # the premise: the parent inherited it
        env = {
            "TERM": "xterm-256color",
            "MEEPLE_SOCKET": str(tmp_path / "no-server.sock"),
            "MEEPLE_TICKET": "t",
            "MEEPLE_CLIENT_DIR": str(tmp_path),
        }
        pid = pid_started = zygote._spawn(slave, env)
        os.close(slave)
        slave = -1
        end = time.monotonic() + 30
        seen = b""
        while b"Cannot reach" not in seen and time.monotonic() < end:  # the app is up and drawing
            ready, _, _ = select.select([master], [], [], 0.5)
            if ready:
                try:
                    seen += os.read(master, 65536)
                except OSError:
                    break
        assert b"Cannot reach" in seen
        assert not [sig for sig in RESET if sig in _ignored(pid)]
        os.kill(pid, signal.SIGHUP)
        assert _gone(pid, 10), "the session outlived its hang-up"
    finally:
        if pid_started and not _gone(pid_started, 0.1):
            os.kill(pid_started, signal.SIGKILL)  # a failed check must not leave the session running
        if slave >= 0:
            os.close(slave)
        os.close(master)
        zygote.close()
        if zygote.process.poll() is None:
            zygote.process.kill()  # it ignores SIGTERM here, as under nohup
