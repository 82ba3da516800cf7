"""`meeple serve`: the table server and its SSH front in one process.

Each SSH session runs `python -m tui.remote` (the Meeple app for one terminal) on its own
pty; tables, seats and seat codes live in `state_dir` and survive a restart.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import shutil
import signal
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tui.server import ssh
from tui.server.lobby import Lobby
from tui.server.server import TableServer

DEFAULT_PORT = 2222


def default_dirs() -> tuple[Path, Path]:
    """(host key folder, tables folder) in the user's config and data folders."""
    import platformdirs

    return (
        platformdirs.user_config_path("meeple", appauthor=False),
        platformdirs.user_data_path("meeple", appauthor=False) / "server",
    )


def connect_hint(host: str, port: int) -> str:
    """How users connect, with CODE standing for a user name or seat code."""
    shown = "HOST" if host in ("0.0.0.0", "::", "") else host
    return f"ssh -p {port} CODE@{shown}" if port != 22 else f"ssh CODE@{shown}"


async def serve(
    host: str,
    port: int,
    host_key_path: Path,
    state_dir: Path,
    allow: Path | None = None,
    keyless: bool = True,
    max_connections: int = 50,
    per_minute: int = 20,
    on_ready: Callable[[int, TableServer, ssh.SSHFront], None] | None = None,
    out: Any = None,
    prefork: bool = True,
    lobby_limits: dict[str, Any] | None = None,
) -> None:
    """Run until SIGINT/SIGTERM (or until cancelled); `on_ready(port, table server, SSH front)` once listening."""
    # every file and folder made from here on (saves, their journals, table records, the
    # sessions' error reports) is the owner's alone: saves hold every secret of a game
    umask = os.umask(0o077)
    try:
        await _serve(
            host,
            port,
            host_key_path,
            state_dir,
            allow,
            keyless,
            max_connections,
            per_minute,
            on_ready,
            out,
            prefork,
            lobby_limits or {},
        )
    finally:
        os.umask(umask)


async def _serve(
    host: str,
    port: int,
    host_key_path: Path,
    state_dir: Path,
    allow: Path | None,
    keyless: bool,
    max_connections: int,
    per_minute: int,
    on_ready: Callable[[int, TableServer, ssh.SSHFront], None] | None,
    out: Any,
    prefork: bool,
    lobby_limits: dict[str, Any],
) -> None:
    out = out or sys.stdout
    key, created = ssh.load_host_key_file(host_key_path)
    allowed = ssh.read_allowed(allow) if allow is not None else None
    run_dir = Path(tempfile.mkdtemp(prefix="meeple-"))  # short: socket paths are limited to ~100 bytes
    os.chmod(run_dir, 0o700)
    server = TableServer(Lobby(state_dir, **lobby_limits), run_dir / "tables.sock")
    await server.start()
    front = ssh.SSHFront(
        server.issue_ticket,
        server.socket_path,
        key,
        [sys.executable, "-m", "tui.remote"],
        allowed=allowed,
        limits=ssh.Limits(max_connections=max_connections, per_minute=per_minute),
        keyless=keyless,
        child_extra_env={
            "MEEPLE_CLIENT_DIR": str(state_dir / "client-errors"),
            "MEEPLE_SSH_HINT": connect_hint(host, port),
        },
        prefork=prefork,
        on_activity=server.bots.people_active,
    )
    try:
        bound = await front.start(host, port)
        front.child_extra_env["MEEPLE_SSH_HINT"] = connect_hint(host, bound)  # the real port when 0 was asked
        print(f"Meeple server on {host}:{bound} ({'new ' if created else ''}host key {host_key_path})", file=out)
        print(f"Host key fingerprint: {ssh.fingerprint(key)}", file=out)
        print(f"Connect with: {connect_hint(host, bound).replace('CODE', 'NAME')}", file=out)
        if allowed is not None:
            print(f"Only the {len(allowed)} key(s) in {allow} may connect.", file=out)
        errors = server.lobby.load_errors
        if errors:  # the host must hear of tables that did not come back (their files are kept)
            print(f"{len(errors)} saved table(s) or file(s) could not be loaded:", file=out)
            for line in errors:
                print(f"  {line}", file=out)
        out.flush()
        if on_ready is not None:
            on_ready(bound, server, front)
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(sig, stop.set)
        await stop.wait()
    finally:
        await server.close()  # first: each session's app sees it, says so and ends its session
        await front.close(grace=2.0)
        shutil.rmtree(run_dir, ignore_errors=True)


def run_serve(
    host: str,
    port: int,
    host_key: str | None,
    state: str | None,
    allow: str | None,
    keyless: bool,
    max_connections: int,
    per_minute: int = 20,
    lobby_limits: dict[str, Any] | None = None,
) -> int:
    config_dir, data_dir = default_dirs() if not (host_key and state) else (None, None)
    key_path = Path(host_key).expanduser() if host_key else config_dir / ssh.HOST_KEY_NAME  # type: ignore[operator]
    state_dir = Path(state).expanduser() if state else data_dir  # type: ignore[assignment]
    asyncio.run(
        serve(
            host,
            port,
            key_path,
            state_dir,
            Path(allow).expanduser() if allow else None,  # type: ignore[arg-type]
            keyless,
            max_connections,
            per_minute,
            lobby_limits=lobby_limits,
        )
    )
    return 0
