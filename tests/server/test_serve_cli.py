"""`meeple serve`'s options: loopback and port 2222 unless told otherwise."""
from __future__ import annotations

from tui.cli import _parser
from tui.server.serve import connect_hint


def test_serve_listens_on_loopback_by_default():
    args = _parser().parse_args(["serve"])
    assert (args.host, args.port, args.allow, args.no_keyless) == ("127.0.0.1", 2222, None, False)
    assert (args.max_connections, args.attempts_per_minute) == (50, 20)
    args = _parser().parse_args(["serve", "--host", "0.0.0.0", "--port", "2022", "--allow", "keys",
                                 "--host-key", "k", "--state", "s", "--no-keyless", "--attempts-per-minute", "5"])
    assert (args.host, args.port, args.allow, args.host_key, args.state, args.no_keyless,
            args.attempts_per_minute) == ("0.0.0.0", 2022, "keys", "k", "s", True, 5)


def test_the_connect_hint_names_the_port():
    assert connect_hint("127.0.0.1", 2222) == "ssh -p 2222 CODE@127.0.0.1"
    assert connect_hint("0.0.0.0", 22) == "ssh CODE@HOST"
