"""The SSH door's refusals in both languages (issue 26): a connection turned away before it
has logged in has said no language yet (its LANG comes with its session), so it is told in
English and in Korean, one line each, as the login's banner (OpenSSH shows it in the
terminal's characters), while the disconnect's reason stays English (OpenSSH prints anything
else there as octal escapes). A session whose environment names no language (no LANG, LC_*
or MEEPLE_LANG) is answered in both too; one that names it, in it alone. The client's
MEEPLE_LANG reaches the app as LANG does."""

from __future__ import annotations

import asyncio
import re
import shutil

import asyncssh
import pytest

from tests.server.test_refusals import _stock_ssh
from tests.server.test_ssh_front import (  # noqa: F401
    _client_key,
    _connect,
    _front_on_loopback,
    _KeyboardClient,
    _read_until,
    front,
)
from tui.server import ssh

HANGUL = re.compile(r"[\uac00-\ud7a3]")


@pytest.mark.parametrize("refusal", [ssh.TOO_MANY_ATTEMPTS, ssh.FULL, ssh.TOO_MANY_LOGGING_IN])
def test_each_door_refusal_has_an_english_and_a_korean_line(refusal: str) -> None:
    english, korean, rest = ssh.in_both_languages(refusal).split("\r\n")
    assert english == refusal and rest == ""
    assert HANGUL.search(korean) and not re.search(r"[A-Za-z]{3,}", korean), korean


def test_the_clients_meeple_lang_reaches_the_app() -> None:
    env = ssh.child_env({"MEEPLE_LANG": "ko", "LANG": "en_US.UTF-8"}, "xterm", {})
    assert env["MEEPLE_LANG"] == "ko"


class _BannerClient(_KeyboardClient):
    banners: list[str]

    def auth_banner_received(self, msg: str, lang: str) -> None:
        type(self).banners.append(msg)


async def test_a_refused_client_reads_both_languages_in_the_banner(harness, tmp_path):
    _BannerClient.banners = []
    async with _front_on_loopback(harness, tmp_path, limits=ssh.Limits(max_connections=10, per_minute=1)) as door:
        async with await _connect(door, "Ann", _client_key()):
            pass
        with pytest.raises(asyncssh.DisconnectError) as refused:
            await asyncio.wait_for(
                asyncssh.connect(
                    "127.0.0.1",
                    door.port,
                    username="Ann",
                    client_keys=[_client_key()],
                    known_hosts=None,
                    agent_path=None,
                    password=None,
                    client_factory=_BannerClient,
                ),
                10,
            )
    assert refused.value.reason.startswith(ssh.TOO_MANY_ATTEMPTS) and not HANGUL.search(refused.value.reason)
    assert _BannerClient.banners == [ssh.in_both_languages(ssh.TOO_MANY_ATTEMPTS)]


@pytest.mark.skipif(shutil.which("ssh") is None or shutil.which("ssh-keygen") is None, reason="no OpenSSH client")
async def test_the_stock_openssh_client_shows_the_korean_line_as_written(harness, tmp_path, monkeypatch):
    monkeypatch.setenv("LANG", "C.UTF-8")
    monkeypatch.setenv("LC_ALL", "C.UTF-8")
    async with _front_on_loopback(harness, tmp_path, limits=ssh.Limits(max_connections=10, per_minute=1)) as door:
        await _stock_ssh(door.port, tmp_path, "id")  # the one attempt of the minute
        run = await _stock_ssh(door.port, tmp_path, "id")
    korean = ssh.in_both_languages(ssh.TOO_MANY_ATTEMPTS).split("\r\n")[1]
    assert korean in run.stderr, run.stderr  # as written, not "\354\235\264..."
    assert f"{ssh.TOO_MANY_ATTEMPTS}\n{korean}" in run.stderr and "\\354" not in run.stderr, run.stderr


async def test_a_session_that_names_no_language_is_told_in_both(front):  # noqa: F811
    async with await _connect(front, "Mallory", _client_key()) as conn:
        unknown = await asyncio.wait_for(conn.run("id", encoding="utf-8"), 10)
        english = await asyncio.wait_for(conn.run("id", encoding="utf-8", env={"LANG": "C"}), 10)
        korean = await asyncio.wait_for(conn.run("id", encoding="utf-8", env={"LC_ALL": "ko_KR.UTF-8"}), 10)
    first, second = unknown.stderr.strip().split("\r\n")
    assert first.startswith("Meeple is interactive only") and second.startswith("Meeple은 터미널에서"), unknown.stderr
    assert english.stderr.startswith("Meeple is interactive only") and not HANGUL.search(english.stderr)
    assert korean.stderr.startswith("Meeple은 터미널에서") and "interactive" not in korean.stderr


async def test_a_wrong_seat_code_with_no_language_is_refused_in_both(front):  # noqa: F811
    async with await _connect(front, "a" * 25) as conn:  # code-shaped, never issued
        process = await conn.create_process(term_type="xterm", term_size=(80, 24), encoding=None)
        text = await _read_until(process.stdout, "다.\r\n".encode())
        await asyncio.wait_for(process.wait(), 10)
    assert "Refused: unknown seat code.\r\n거부됨: 모르는 자리 코드입니다.\r\n".encode() in text, text
