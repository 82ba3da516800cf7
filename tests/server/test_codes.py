"""Seat and invite codes: random with at least 128 bits, kept only as hashes, and compared in
constant time (hmac.compare_digest) against every known one, so that how long a refusal
takes says nothing about how close a guess came."""
from __future__ import annotations

import base64
import hmac
from pathlib import Path

import pytest

from tui.server import lobby as lobby_mod
from tui.server.lobby import Lobby, WrongCode, code_hash, new_code
from tui.server.protocol import CreateTable, SeatSpec


def test_codes_carry_at_least_128_random_bits():
    codes = {new_code() for _ in range(2000)}
    assert len(codes) == 2000
    for code in list(codes)[:50]:
        raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
        assert len(raw) * 8 >= 128


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
