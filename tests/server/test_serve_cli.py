"""`meeple serve`'s options: loopback and port 2222 unless told otherwise."""

from __future__ import annotations

from tui.cli import _parser
from tui.server.serve import connect_hint


def test_serve_listens_on_loopback_by_default():
    args = _parser().parse_args(["serve"])
    assert (args.host, args.port, args.allow, args.no_keyless) == ("127.0.0.1", 2222, None, False)
    assert (args.max_connections, args.attempts_per_minute) == (50, 20)
    args = _parser().parse_args(
        [
            "serve",
            "--host",
            "0.0.0.0",
            "--port",
            "2022",
            "--allow",
            "keys",
            "--host-key",
            "k",
            "--state",
            "s",
            "--no-keyless",
            "--attempts-per-minute",
            "5",
        ]
    )
    assert (args.host, args.port, args.allow, args.host_key, args.state, args.no_keyless, args.attempts_per_minute) == (
        "0.0.0.0",
        2022,
        "keys",
        "k",
        "s",
        True,
        5,
    )


def test_the_limits_are_options_with_the_lobby_defaults(monkeypatch):
    from tui import cli
    from tui.server import lobby, serve

    args = _parser().parse_args(["serve"])
    assert (args.tables_per_player, args.max_tables) == (lobby.MAX_OPEN_PER_IDENTITY, lobby.MAX_OPEN_TABLES)
    assert args.archive_after_days * 86400 == lobby.ARCHIVE_AFTER and args.code_expiry_days * 86400 == lobby.CODE_EXPIRY
    seen = {}
    monkeypatch.setattr(serve, "run_serve", lambda *a, **k: seen.update(limits=a[-1]) or 0)
    cli.cmd_serve(
        _parser().parse_args(
            [
                "serve",
                "--tables-per-player",
                "2",
                "--max-tables",
                "9",
                "--archive-after-days",
                "1",
                "--code-expiry-days",
                "0.5",
            ]
        )
    )
    assert seen["limits"] == {
        "max_open_per_identity": 2,
        "max_open_tables": 9,
        "archive_after": 86400,
        "code_expiry": 43200,
        "bots_only": False,
    }
    cli.cmd_serve(_parser().parse_args(["serve", "--bot-tables"]))  # a host's show: tables of bots allowed
    assert seen["limits"]["bots_only"] is True


def test_the_connect_hint_names_the_port():
    assert connect_hint("127.0.0.1", 2222) == "ssh -p 2222 CODE@127.0.0.1"
    assert connect_hint("0.0.0.0", 22) == "ssh CODE@HOST"
