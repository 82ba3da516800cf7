"""A pre-forked parent for the per-connection app: one process that has already imported
Textual, the app and every game's widgets, and forks a child per SSH session.

Starting `python -m tui.remote` afresh costs the imports every time (most of the time to a
drawn lobby); a fork starts from a parent that paid them once, and its children share the
imported pages with it (less memory per connection). The front sends a request (the
child's environment, as JSON) with the session's pty end attached (SCM_RIGHTS) and gets
the child's pid back. The parent ignores SIGCHLD, so its children are reaped by the kernel;
the front learns that a child ended from its pty (EOF) and ends it with killpg.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import gc
import io
import json
import os
import signal
import socket
import subprocess
import sys
import termios
import threading

#: The largest request (an environment of whitelisted variables).
MAX_REQUEST = 64 * 1024


def _import_everything() -> None:
    """What every session would otherwise load for itself (found by listing the modules a
    session adds after the fork): Textual's terminal driver and parser, the table screen and
    its widgets, rich's character tables, and each game's rules and board."""
    import textual._xterm_parser  # noqa: F401
    import textual.drivers.linux_driver  # noqa: F401
    import textual.layouts.factory  # noqa: F401
    import textual.layouts.horizontal  # noqa: F401
    import textual.layouts.stream  # noqa: F401
    import textual.scrollbar  # noqa: F401
    from rich._emoji_codes import EMOJI  # noqa: F401
    from rich._unicode_data import load as load_cell_table

    import tui.remote.app  # noqa: F401  (Textual and the app)
    import tui.screens.dialogs  # noqa: F401  (the end screen and help; each app imports it soon)
    import tui.screens.rules  # noqa: F401
    import tui.screens.table  # noqa: F401
    from rules.core.engine import SPECTATOR
    from rules.core.options import make_config
    from rules.core.registry import GAMES, get_game
    from rules.core.words import speaking
    from tui.games import board_for
    from tui.i18n import catalog

    load_cell_table()
    catalog("ko")  # the shell's Korean, parsed once for every session
    for info in GAMES:
        with contextlib.suppress(Exception):  # a game still being written must not stop the server
            game = get_game(info.id)
            players = max(2, game.min_players) if game.max_players >= 2 else game.min_players
            state = game.setup(make_config(game.options, players, {}, game.min_players, game.max_players), 1)
            view = game.view(state, SPECTATOR)  # its data loaded into the caches every session reads
            seat = min(game.to_act(state))
            for language in ("en", "ko"):  # and its words in both languages
                with speaking(language):
                    game.label(game.legal_actions(state, seat)[0], game.view(state, seat))
                    game.phase_name(str(getattr(view, "phase", "")))
            board_for(info.id)


def _run_child(slave: int, env: dict[str, str]) -> int:
    """In the forked child: the pty as a new session's controlling terminal, then the app."""
    os.setsid()
    for target in (0, 1, 2):
        os.dup2(slave, target)
    if slave > 2:
        os.close(slave)
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)
    for sig in (signal.SIGHUP, signal.SIGINT, signal.SIGTERM, signal.SIGQUIT, signal.SIGCHLD, signal.SIGPIPE):
        signal.signal(sig, signal.SIG_DFL)
    os.environ.clear()
    os.environ.update(env)
    gc.enable()
    # the standard streams the parent was started with are not the pty: open them afresh
    sys.stdin = sys.__stdin__ = io.TextIOWrapper(io.FileIO(0, "r", closefd=False))
    sys.stdout = sys.__stdout__ = io.TextIOWrapper(io.FileIO(1, "w", closefd=False), line_buffering=True)
    sys.stderr = sys.__stderr__ = io.TextIOWrapper(io.FileIO(2, "w", closefd=False), line_buffering=True)
    from tui.remote.app import main

    try:
        main()
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else 1
    return 0


def zygote_main(fd: int) -> None:
    """The pre-forked parent: import, then fork a child per request until the front goes."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    gc.disable()  # no collection while importing: objects stay where they were made
    _import_everything()
    gc.freeze()  # the imported objects are left alone by the children's collector (fewer copied pages)
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # children are reaped by the kernel
    sock = socket.socket(fileno=fd)
    sock.sendall(b"ready\n")
    while True:
        try:
            data, fds, _flags, _addr = socket.recv_fds(sock, MAX_REQUEST, 1)
        except OSError:
            break
        if not data:
            break
        if len(fds) != 1:
            for extra in fds:
                os.close(extra)
            sock.sendall(b'{"pid": 0}\n')
            continue
        try:
            env = {str(k): str(v) for k, v in json.loads(data).items()}
        except (ValueError, AttributeError):
            os.close(fds[0])
            sock.sendall(b'{"pid": 0}\n')
            continue
        pid = os.fork()
        if pid == 0:
            code = 1
            try:
                sock.close()
                code = _run_child(fds[0], env)
            finally:
                os._exit(code)
        os.close(fds[0])
        sock.sendall(json.dumps({"pid": pid}).encode() + b"\n")


class Zygote:
    """The front's handle on the pre-forked parent."""

    def __init__(self) -> None:
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
        self.sock = ours
        self._replies = ours.makefile("rb")
        self._lock = threading.Lock()
        self.process = subprocess.Popen(
            [sys.executable, "-c", f"from tui.server.prefork import zygote_main; zygote_main({theirs.fileno()})"],
            pass_fds=[theirs.fileno()],
            stdin=subprocess.DEVNULL,
            start_new_session=True,
            close_fds=True,
        )
        theirs.close()
        self.ready = False

    def wait_ready(self, timeout: float = 60.0) -> bool:
        """Block until the parent has imported everything (False: it failed or took too long)."""
        self.sock.settimeout(timeout)
        try:
            self.ready = self._replies.readline() == b"ready\n"
        except OSError:
            self.ready = False
        finally:
            self.sock.settimeout(None)
        return self.ready

    def _spawn(self, slave: int, env: dict[str, str]) -> int:
        with self._lock:
            socket.send_fds(self.sock, [json.dumps(env).encode()], [slave])
            line = self._replies.readline()
        if not line:
            raise OSError("the pre-forked parent is gone")
        pid = int(json.loads(line)["pid"])
        if pid <= 0:
            raise OSError("the pre-forked parent refused the request")
        return pid

    async def spawn(self, slave: int, env: dict[str, str]) -> int:
        """A child on `slave` (the pty's end) with `env`; its pid (OSError when it failed)."""
        if not self.ready or self.process.poll() is not None:
            raise OSError("the pre-forked parent is not there")
        return await asyncio.to_thread(self._spawn, slave, env)

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.close()
        if self.process.poll() is None:
            self.process.terminate()
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(5)
