"""`meeple --help` and argparse's errors in Korean when the language is Korean (--lang before
or after the command, $MEEPLE_LANG, a Korean locale); English exactly as before otherwise."""

from __future__ import annotations

import re

import pytest

from tui import cli

HANGUL = re.compile(r"[\uac00-\ud7a3]")
#: English help sentences of ours and argparse's own words, none of which a Korean help shows.
ENGLISH = (
    "usage:",
    "positional arguments",
    "options:",
    "show this help message and exit",
    "language of the screens",
    "start the game (the default)",
    "seat count",
    "who sits where",
    "the game's seed",
    "host tables for players",
    "print rules sections",
    "print the version and exit",
)
COMMANDS = ([], ["play"], ["selfplay"], ["replay"], ["serve"], ["rules"])


@pytest.fixture(autouse=True)
def _environment(monkeypatch: pytest.MonkeyPatch, tmp_path) -> None:
    """English unless a test says otherwise; no title-screen choice from this machine."""
    for name in ("MEEPLE_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("COLUMNS", "100")
    monkeypatch.setattr("tui.i18n.settings.settings_path", lambda: tmp_path / "settings.json")


def said(capsys: pytest.CaptureFixture[str], argv: list[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as stop:
        cli.run(argv)
    out, err = capsys.readouterr()
    return int(stop.value.code or 0), out, err


@pytest.mark.parametrize("command", COMMANDS)
def test_help_in_korean_before_or_after_the_command(capsys: pytest.CaptureFixture[str], command: list[str]) -> None:
    places = [["--lang", "ko", *command, "--help"], ["--lang=ko", *command, "-h"]]
    if command:
        places.append([*command, "--lang", "ko", "--help"])
    for argv in places:
        code, out, _err = said(capsys, argv)
        assert code == 0
        assert out.startswith("사용법: meeple"), argv
        assert "옵션:" in out and "이 도움말을 보여 주고 끝냅니다" in out
        assert HANGUL.search(out)
        shown = " ".join(out.split())
        assert not [text for text in ENGLISH if text in shown], argv


def test_help_follows_meeple_lang_and_the_locale(capsys, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEEPLE_LANG", "ko")
    assert "위치 인자:" in said(capsys, ["play", "--help"])[1]
    assert said(capsys, ["play", "--lang", "en", "--help"])[1].startswith("usage: meeple play")  # --lang wins
    monkeypatch.delenv("MEEPLE_LANG")
    monkeypatch.setenv("LANG", "ko_KR.UTF-8")
    assert said(capsys, ["--help"])[1].startswith("사용법: meeple")


def test_english_help_is_as_it_was(capsys: pytest.CaptureFixture[str]) -> None:
    out = said(capsys, ["--help"])[1]
    assert out.startswith("usage: meeple [-h] [--version] [--lang {en,ko}] [--saves DIR]\n")
    assert "\npositional arguments:\n  {play,selfplay,replay,serve,rules}\n" in out
    assert "\noptions:\n  -h, --help            show this help message and exit\n" in out
    assert "  --version             print the version and exit\n" in out
    assert "Meeple: board games in the terminal. Games: duel," in out
    out = said(capsys, ["play", "--help"])[1]
    assert out.startswith("usage: meeple play [-h] [--lang {en,ko}] [--load FILE]")
    assert "  --load FILE          resume this save file\n" in out
    assert not HANGUL.search(out)
    assert "(default: human,greedy)" in " ".join(out.split())


def test_errors_in_korean(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = said(capsys, ["--lang", "ko", "bogus"])
    assert code == 2 and not out
    assert err.startswith("사용법: meeple")
    assert err.splitlines()[-1] == (
        "meeple: 오류: command 인자: 고를 수 없는 값입니다: 'bogus' "
        "(고를 수 있는 값: 'play', 'selfplay', 'replay', 'serve', 'rules')"
    )
    err = said(capsys, ["selfplay", "--lang", "ko"])[2]
    assert err.splitlines()[-1] == "meeple selfplay: 오류: 꼭 주어야 하는 인자가 빠졌습니다: game"
    assert said(capsys, ["play", "--players", "x", "--lang", "ko"])[2].endswith(
        "meeple play: 오류: --players 인자: 정수가 아닙니다: 'x'\n"
    )
    assert said(capsys, ["--lang", "ko", "play", "--zzz"])[2].endswith("meeple: 오류: 알 수 없는 인자: --zzz\n")
    assert said(capsys, ["play", "--lang", "ko", "--load"])[2].endswith(
        "meeple play: 오류: --load 인자: 값이 하나 있어야 합니다\n"
    )


def test_errors_in_english_as_argparse_says_them(capsys: pytest.CaptureFixture[str]) -> None:
    err = said(capsys, ["--lang", "fr"])[2]
    assert err.startswith("usage: meeple [-h]")
    assert err.endswith("meeple: error: argument --lang: invalid choice: 'fr' (choose from 'en', 'ko')\n")
    assert said(capsys, ["selfplay"])[2].endswith(
        "meeple selfplay: error: the following arguments are required: game\n"
    )


def test_an_uncommon_error_keeps_argparse_words() -> None:
    assert (
        cli._said_error("argument --x: not allowed with argument --y") == "argument --x: not allowed with argument --y"
    )


def test_lang_flag_reads_the_last_one() -> None:
    assert cli.lang_flag(["--lang", "en", "play", "--lang", "ko"]) == "ko"
    assert cli.lang_flag(["--lang=ko"]) == "ko"
    assert cli.lang_flag(["--lang", "fr"]) is None
    assert cli.lang_flag(["play", "--", "--lang", "ko"]) is None
    assert cli.lang_flag([]) is None
