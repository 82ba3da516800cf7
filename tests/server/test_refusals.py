"""Refusals at the SSH door say what happened (issue 24): a full or rate-limited server and
a command, sftp or a session without a terminal are answered in words, not with
"banner line contains invalid characters" or "exec request failed"."""

from __future__ import annotations

import asyncio
import subprocess

import asyncssh
import pytest

from tests.server.test_ssh_front import _client_key, _connect, _front_on_loopback
from tui.server import ssh


async def test_a_rate_limited_address_is_told_to_wait_a_minute(harness, tmp_path):
    async with _front_on_loopback(harness, tmp_path, limits=ssh.Limits(max_connections=10, per_minute=1)) as front:
        async with await _connect(front, "Ann", _client_key()):
            pass
        with pytest.raises(asyncssh.DisconnectError) as refused:
            await _connect(front, "Ann", _client_key())
        assert refused.value.reason.startswith(ssh.TOO_MANY_ATTEMPTS)


async def test_a_full_server_says_so(harness, tmp_path):
    async with _front_on_loopback(harness, tmp_path, limits=ssh.Limits(max_connections=1)) as front:
        async with await _connect(front, "Ann", _client_key()):
            with pytest.raises(asyncssh.DisconnectError) as refused:
                await _connect(front, "Bob", _client_key())
            assert refused.value.reason.startswith(ssh.FULL)


async def test_commands_sftp_and_bare_shells_are_told_how_to_come_in(harness, tmp_path):
    async with _front_on_loopback(
        harness, tmp_path, child_extra_env={"MEEPLE_SSH_HINT": "ssh -p 2222 CODE@example"}
    ) as front:
        async with await _connect(front, "Mallory", _client_key()) as conn:
            told = "Meeple is interactive only: ssh -t -p 2222 NAME@example"
            for run in (
                conn.run("id", encoding="utf-8"),
                conn.run(encoding="utf-8"),
                conn.run(term_type="xterm", command="id", encoding="utf-8"),
            ):
                result = await asyncio.wait_for(run, 10)
                assert result.exit_status == 1
                assert told in result.stderr and result.stdout == ""
            with pytest.raises((asyncssh.Error, OSError)):
                await asyncio.wait_for(conn.start_sftp_client(), 10)
        assert not front.connections or all(
            not s.process and not s.forked_pid for c in front.connections for s in c.sessions
        )


async def _stock_ssh(port: int, tmp_path, *args: str) -> subprocess.CompletedProcess:
    if not (tmp_path / "id").exists():
        subprocess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(tmp_path / "id")], check=True)
    command = [
        "ssh",
        "-F",
        "/dev/null",
        "-p",
        str(port),
        "-o",
        "StrictHostKeyChecking=no",
        "-o",
        "BatchMode=yes",
        "-o",
        f"UserKnownHostsFile={tmp_path / 'known_hosts'}",
        "-i",
        str(tmp_path / "id"),
        "-o",
        "IdentitiesOnly=yes",
        "ann@127.0.0.1",
        *args,
    ]
    return await asyncio.to_thread(
        subprocess.run, command, capture_output=True, text=True, timeout=30, stdin=subprocess.DEVNULL
    )


async def test_the_stock_openssh_client_shows_the_words(harness, tmp_path):
    async with _front_on_loopback(harness, tmp_path, limits=ssh.Limits(max_connections=10, per_minute=1)) as front:
        run = await _stock_ssh(front.port, tmp_path, "id")  # the one attempt of the minute
        assert run.returncode == 1 and "interactive only: ssh -t -p PORT NAME@HOST" in run.stderr, run.stderr
        run = await _stock_ssh(front.port, tmp_path, "id")
        assert ssh.TOO_MANY_ATTEMPTS in run.stderr and "banner" not in run.stderr, run.stderr
