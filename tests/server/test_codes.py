"""Seat and invite codes: random with at least 128 bits, kept only as hashes, and compared in
constant time (hmac.compare_digest) against every known one, so that how long a refusal
takes says nothing about how close a guess came."""

from __future__ import annotations

import hmac
import math
import re
import shlex
import shutil
import subprocess
from pathlib import Path

import asyncssh
import pytest

from tui.server import lobby as lobby_mod
from tui.server import ssh
from tui.server.lobby import Lobby, WrongCode, code_hash, new_code
from tui.server.protocol import CreateTable, SeatSpec


def test_codes_carry_at_least_128_random_bits():
    codes = {new_code() for _ in range(2000)}
    assert len(codes) == 2000
    bits = math.log2(len(lobby_mod.CODE_FIRST)) + (lobby_mod.CODE_LENGTH - 1) * math.log2(len(lobby_mod.CODE_REST))
    assert bits >= 128
    assert all(len(code) == lobby_mod.CODE_LENGTH for code in codes)


SHAPE = re.compile(r"[a-z][a-z0-9]*")


def test_no_code_starts_with_a_dash_and_every_code_is_a_plain_word():
    """Many codes: each a lowercase letter, then lowercase letters and digits; so none is
    read as an option by ssh, and a shell takes each as it is. Every character of the
    alphabet turns up in every place after the first (no place is stuck on a few)."""
    seen: list[set[str]] = [set() for _ in range(lobby_mod.CODE_LENGTH)]
    for _ in range(20000):
        code = new_code()
        assert SHAPE.fullmatch(code), code
        assert not code.startswith("-") and shlex.quote(code) == code
        assert ssh.CODE_SHAPE.match(code)  # the SSH front takes it for a code
        for place, char in enumerate(code):
            seen[place].add(char)
    assert seen[0] == set(lobby_mod.CODE_FIRST)
    assert all(chars == set(lobby_mod.CODE_REST) for chars in seen[1:])


@pytest.mark.skipif(shutil.which("ssh") is None, reason="the OpenSSH client is not installed here")
def test_the_openssh_client_takes_a_code_for_the_user_name():
    for _ in range(20):
        code = new_code()
        shown = subprocess.run(
            ["ssh", "-G", "-F", "/dev/null", "-p", "2222", f"{code}@example.org"],
            capture_output=True,
            text=True,
            timeout=30,
        )
        assert shown.returncode == 0, shown.stderr
        assert f"user {code}" in shown.stdout.splitlines()


def test_codes_issued_before_keep_working(tmp_path: Path):
    """Codes made by token_urlsafe (22 URL-safe characters, some with a leading "-") are
    stored as hashes: their users still come in, by the lobby and by the SSH front."""
    old = "-Ab_9" + "x" * 17
    lobby = Lobby(tmp_path)
    lobby.code_hashes[code_hash(old)] = "Cy"
    lobby._save_identities()
    lobby = Lobby(tmp_path)  # as after a restart
    assert lobby.admit("whoever", code=old)[1] == "Cy"
    asked: list[dict] = []
    front = ssh.SSHFront(
        lambda name, **kw: asked.append(kw) or "ticket",
        tmp_path / "s.sock",
        asyncssh.generate_private_key("ssh-ed25519"),
        ["true"],
    )
    conn = ssh.MeepleSSHServer(front)
    conn.username = old
    front.ticket_for(conn)
    assert asked == [{"code": old}]


@pytest.fixture
def compared(monkeypatch):
    """Every call of hmac.compare_digest made by the lobby, with its arguments."""
    calls: list[tuple[str, str]] = []
    original = hmac.compare_digest

    def spy(a, b):
        calls.append((a, b))
        return original(a, b)

    monkeypatch.setattr(lobby_mod.hmac, "compare_digest", spy)
    return calls


def test_a_seat_code_is_compared_in_constant_time_with_every_known_one(tmp_path: Path, compared):
    lobby = Lobby(tmp_path)
    issued = [lobby.admit(f"P{i}")[2] for i in range(5)]
    stored = "".join(f.read_text() for f in tmp_path.rglob("*") if f.is_file())
    assert all(issued) and not any(code in stored for code in issued)  # hashes only on disk
    compared.clear()
    with pytest.raises(WrongCode):
        lobby.admit("Mallory", code="not-a-code")
    assert len(compared) == 5  # every entry, not stopping at the first difference
    assert all(wanted == code_hash("not-a-code") for _, wanted in compared)
    compared.clear()
    identity, name, fresh = lobby.admit("Someone", code=issued[2])
    assert name == "P2" and fresh is None and len(compared) == 5


def test_an_invite_code_is_compared_in_constant_time(tmp_path: Path, compared):
    lobby = Lobby(tmp_path)
    live, invite = lobby.create("key:ann", "Ann", CreateTable("duel", (SeatSpec(), SeatSpec()), invite=True))
    assert invite
    compared.clear()
    with pytest.raises(WrongCode):
        lobby.take_seat("key:bob", "Bob", live.id, None, "wrong")
    assert compared == [(code_hash("wrong"), live.record.invite_hash)]
    assert lobby.take_seat("key:bob", "Bob", live.id, None, invite) == (1,)
