"""The SSH front door: authenticates users, refuses everything but interactive pty
sessions, and runs one child process per session on its own pseudo-terminal.

Identity: a public key is its owner (its SHA256 fingerprint); without one, the user name is
taken as a seat code (a wrong code is refused after a delay) or, when it is not code-shaped,
a new code is issued. There are no passwords. With an allow list (authorized_keys) only the
listed keys get in. The child learns the table server's socket and a single-use ticket
from its environment; it never sees the user's key or code.

`meeple serve` (`tui.server.serve`) runs the per-connection app `tui.remote` as the child;
`child_argv` names what runs on the pty (some tests use a small stand-in).
"""

from __future__ import annotations

import asyncio
import codecs
import contextlib
import fcntl
import logging
import os
import re
import signal
import stringprep
import struct
import termios
import time
import tty
from collections import defaultdict, deque
from pathlib import Path
from typing import Any, Callable

import asyncssh

from rules.core.words import language_from_environment, speaking
from tui.i18n import N_, _, translated
from tui.server.lobby import WRONG_CODE_DELAY, Refusal

_log = logging.getLogger(__name__)

HOST_KEY_NAME = "ssh_host_ed25519_key"
#: Environment a client may pass on to its child; asyncssh accepts any, so this is the filter.
ENV_WHITELIST = ("LANG", "LANGUAGE", "NO_COLOR", "COLORTERM", "MEEPLE_LANG")
ENV_PREFIXES = ("LC_",)
#: The variables that say which language a client reads (`language_from_environment`).
LANGUAGE_VARIABLES = ("MEEPLE_LANG", "LC_ALL", "LC_MESSAGES", "LANG")
#: TERM values of terminals with few colours: no truecolor is assumed for them (the app then
#: draws in the colours the terminal has; NO_COLOR asks for none).
FEW_COLOURS = ("linux", "vt", "ansi", "dumb", "cons25", "screen.linux")
#: A seat code as `lobby.new_code` makes them (25 lowercase letters and digits, a letter
#: first), or as it made them before (22 URL-safe characters): those are stored as hashes,
#: whose users still come in with them.
CODE_SHAPE = re.compile(r"^(?:[a-z][a-z0-9]{24}|[A-Za-z0-9_-]{22})$")
#: Seconds a lost connection's child gets after SIGHUP before SIGKILL.
KILL_AFTER = 2.0
#: Sessions one SSH connection may open in its life (OpenSSH's client opens one).
MAX_SESSIONS = 4
DEFAULT_SIZE = (80, 24)
#: The largest terminal drawn (a 4K screen in a small font); a bigger claimed size is capped,
#: since every frame costs the child time and bytes in proportion to its cells.
MAX_SIZE = (500, 200)


def load_host_key(config_dir: Path) -> tuple[asyncssh.SSHKey, bool]:
    """The server's host key (created, mode 0600, on first start) and whether it is new."""
    return load_host_key_file(Path(config_dir) / HOST_KEY_NAME)


def load_host_key_file(path: Path) -> tuple[asyncssh.SSHKey, bool]:
    """The host key in `path` (created there, mode 0600, when missing) and whether it is new."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.exists():
        return asyncssh.read_private_key(str(path)), False
    key = asyncssh.generate_private_key("ssh-ed25519")
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "wb") as handle:
        handle.write(key.export_private_key())
    return key, True


def fingerprint(key: asyncssh.SSHKey) -> str:
    return key.get_fingerprint("sha256")


#: Refusals at the door, as the user reads them (OpenSSH prints "Received disconnect from
#: HOST port PORT:7: <words>"). They come before the client has said its LANG (its environment
#: comes with its session, after the login), so they are said in both languages
#: (`in_both_languages`): the two lines as the login's banner, which OpenSSH shows in the
#: terminal's own characters, and the English one as the disconnect's reason, where OpenSSH
#: would print Korean as octal escapes ("\354\235\264...").
TOO_MANY_ATTEMPTS = N_("too many attempts from your address, try again in a minute")
FULL = N_("the server is full, try again in a few minutes")
TOO_MANY_LOGGING_IN = N_("too many connections logging in from your address, try again in a minute")


def in_both_languages(text: str) -> str:
    """A door's words for a client whose language is not known yet: the English line, then
    the Korean one ("English\r\n한국어\r\n")."""
    with speaking("ko"):
        korean = _(text)
    return f"{text}\r\n{korean}\r\n" if korean != text else f"{text}\r\n"


#: Seconds a refused connection has to ask to log in (and so read why) before it is closed.
REFUSAL_GRACE = 5.0


def _saslprep_any_unicode(text: str) -> str:
    """asyncssh's user name check (RFC 4013 SASLprep) with characters newer than Unicode 3.2
    let through: its table calls every emoji "unassigned", and a user named "ann😀" was
    disconnected. Control, private and bidi characters are still refused, and names are
    cleaned once more for display (`lobby.clean_name`)."""
    from asyncssh import saslprep as sp

    try:
        return sp.saslprep(text)
    except sp.SASLPrepError:
        prohibited = (
            stringprep.in_table_c12,
            stringprep.in_table_c21_c22,
            stringprep.in_table_c3,
            stringprep.in_table_c4,
            stringprep.in_table_c5,
            stringprep.in_table_c6,
            stringprep.in_table_c7,
            stringprep.in_table_c8,
            stringprep.in_table_c9,
        )
        return sp._stringprep(text, False, sp._map_saslprep, "NFKC", prohibited, True)


def allow_any_unicode_user_names() -> None:
    """Install `_saslprep_any_unicode` where asyncssh checks user names (once per process)."""
    import asyncssh.connection as connection

    connection.saslprep = _saslprep_any_unicode  # type: ignore[assignment]


def _disconnect(conn: Any, reason: str) -> None:
    with contextlib.suppress(Exception):  # already gone: nobody to tell
        conn.disconnect(asyncssh.DISC_TOO_MANY_CONNECTIONS, reason)


class Limits:
    """Connection limits. Authenticated connections: at most `max_connections` at once.
    Connections still logging in have a pool of their own, so that silent ones cannot use
    up the places of real users: at most `max_pending` (when it is full, the oldest waiting
    one is closed to make room: a real login takes well under a second, a silent connection
    is the oldest first), `pending_per_address` from one address, and `login_timeout`
    seconds each. Every address has `per_minute` admitted attempts: an attempt refused for
    that is not counted, so hammering on does not push the end of the wait back."""

    def __init__(
        self,
        max_connections: int = 50,
        per_minute: int = 20,
        idle_timeout: float = 3600.0,
        max_pending: int = 32,
        pending_per_address: int | None = None,
        login_timeout: float = 30.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.max_connections = max_connections
        self.per_minute = per_minute
        self.idle_timeout = idle_timeout
        self.max_pending = max_pending
        self.pending_per_address = pending_per_address or max(1, max_pending // 2)
        self.login_timeout = login_timeout
        self.clock = clock
        #: Authenticated connections now.
        self.open = 0
        #: Connections logging in now, by address.
        self.pending: dict[str, int] = defaultdict(int)
        self._attempts: dict[str, deque[float]] = defaultdict(deque)

    def admit(self, address: str) -> str:
        """ "" when a new connection from `address` may start logging in, else why not."""
        now = self.clock()
        if len(self._attempts) > 10000:  # many addresses: forget the quiet ones (memory stays bounded)
            self._attempts = defaultdict(deque, {a: t for a, t in self._attempts.items() if t and t[-1] >= now - 60})
        attempts = self._attempts[address]
        while attempts and attempts[0] < now - 60:
            attempts.popleft()
        if len(attempts) >= self.per_minute:
            return TOO_MANY_ATTEMPTS
        if self.open >= self.max_connections:
            return FULL
        if self.pending[address] >= self.pending_per_address:
            return TOO_MANY_LOGGING_IN
        attempts.append(now)
        return ""

    def login_started(self, address: str) -> None:
        self.pending[address] += 1

    def login_ended(self, address: str) -> None:
        self.pending[address] -= 1
        if self.pending[address] <= 0:
            del self.pending[address]

    @property
    def pending_total(self) -> int:
        return sum(self.pending.values())


def safe_size(width: int, height: int) -> tuple[int, int]:
    """0x0 (clients that send no size) falls back to 80x24; absurd sizes are capped."""
    if width <= 0 or height <= 0:
        return DEFAULT_SIZE
    return min(width, MAX_SIZE[0]), min(height, MAX_SIZE[1])


def child_env(client_env: dict[Any, Any], term: str | None, extra: dict[str, str]) -> dict[str, str]:
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": os.environ.get("HOME", "/"),
        "TERM": term or "xterm-256color",
    }
    for name, value in client_env.items():
        name = name.decode("utf-8", "replace") if isinstance(name, bytes) else str(name)
        value = value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)
        if (name in ENV_WHITELIST or name.startswith(ENV_PREFIXES)) and "\0" not in value and len(value) < 256:
            env[name] = value
    if not env["TERM"].startswith(FEW_COLOURS):
        env.setdefault("COLORTERM", "truecolor")  # OpenSSH does not forward it; today's terminals have it
    env.update(extra)
    return env  # COLUMNS/LINES are never passed: they would override the real size


def _child_setup() -> None:
    """In the child before exec: default signals (a server under nohup passes 'ignored' on),
    and the pty as controlling terminal so that resizes and Ctrl+C reach it."""
    for sig in (signal.SIGHUP, signal.SIGINT, signal.SIGTERM, signal.SIGQUIT):
        signal.signal(sig, signal.SIG_DFL)
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


def _set_size(fd: int, width: int, height: int) -> None:
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))


class PtySession(asyncssh.SSHServerSession):
    """One interactive session: bytes between the channel and a child on a pty.

    The child is started in a task (`_start`) while the channel may close at any moment:
    `connection_lost` (or the client's end of input) can come before, during or after the
    start. `_ending` says the session is over; whichever of the two comes second hangs the
    child up and closes the pty, so no order leaves a child or a descriptor behind."""

    def __init__(self, front: SSHFront, conn: MeepleSSHServer) -> None:
        self.front = front
        self.conn = conn
        self.chan: Any = None
        self.term: str | None = None
        self.size = DEFAULT_SIZE
        self.has_pty = False
        #: Why this session runs no app (said to the user, then it ends): "" when it runs one.
        self.refusal = ""
        self.master = -1
        self.process: asyncio.subprocess.Process | None = None
        #: The child's pid when the pre-forked parent made it (not our child: no wait()).
        self.forked_pid = 0
        self._reading = False
        #: The channel is gone or its input ended: no child may start or stay.
        self._ending = False
        self._hung_up = False
        #: Keys arrive as bytes; the app reads its terminal as strict UTF-8 and would stop on a
        #: stray byte, so what reaches the pty is made valid UTF-8 (bad bytes become U+FFFD).
        self._keys = codecs.getincrementaldecoder("utf-8")(errors="replace")

    def connection_made(self, chan: Any) -> None:
        self.chan = chan

    def pty_requested(self, term_type: str, term_size: tuple[int, int, int, int], term_modes: Any) -> bool:
        self.has_pty = True
        self.term = term_type
        self.size = safe_size(term_size[0], term_size[1])
        return True

    # A command, a subsystem (sftp, scp) or a shell without a pty is accepted only to be
    # answered in words: refused, OpenSSH says just "exec request failed on channel 0".
    def shell_requested(self) -> bool:
        if not self.has_pty:
            self.refusal = self._interactive_only()
        return True

    def exec_requested(self, command: str) -> bool:
        self.refusal = self._interactive_only()
        return True

    def subsystem_requested(self, subsystem: str) -> bool:
        self.refusal = self._interactive_only()
        return True

    def _interactive_only(self) -> str:
        return self._said(self.front.interactive_only)

    def _said(self, words: Callable[[], str]) -> str:
        """`words()` in the client's language; when its environment names none (no LANG, LC_*
        or MEEPLE_LANG: the language cannot be known), in English, then Korean on a line of its
        own (a channel's text reaches the terminal as written)."""
        if self.names_a_language():
            with speaking(self.language()):
                return words()
        with speaking("en"):
            english = words()
        with speaking("ko"):
            korean = words()
        return english if korean == english else f"{english}\r\n{korean}"

    def names_a_language(self) -> bool:
        """Whether the client's environment says which language it reads."""
        try:
            env = child_env(self.chan.get_environment(), self.term, self.front.child_extra_env)
        except Exception:  # no channel yet, or an environment that cannot be read
            return False
        return any(env.get(name, "").strip() for name in LANGUAGE_VARIABLES)

    def language(self) -> str:
        """The language of the client's LANG / LC_* (sent before its shell or command), as the
        app it runs would read it: what this session says before the app is up is said in it."""
        try:
            env = child_env(self.chan.get_environment(), self.term, self.front.child_extra_env)
        except Exception:  # no channel yet, or an environment that cannot be read: English
            return "en"
        return language_from_environment(env)

    def session_started(self) -> None:
        if self.refusal:
            with contextlib.suppress(OSError):
                self.chan.write_stderr(f"{self.refusal}\r\n".encode())
            self._exit(1)
            return
        self.front.keep(self._start())

    async def _start(self) -> None:
        try:
            await self._start_child()
        except Exception:  # unforeseen: end this session, never the server
            _log.exception("a session failed to start")
            self._end()

    async def _start_child(self) -> None:
        if self._ending:  # input ended before the start (`ssh -tt </dev/null`): nobody could play
            self._write(self._said(lambda: _("No input: Meeple needs a terminal to type in.")).encode() + b"\r\n")
            self._exit(1)
            return
        try:
            with speaking("en"):  # the refusal's English words: the catalog gives the other language
                ticket = self.front.ticket_for(self.conn)
        except Refusal as refusal:
            await asyncio.sleep(WRONG_CODE_DELAY)
            reason = str(refusal)
            self._write(self._said(lambda: _("Refused: {reason}.", reason=translated(reason))).encode() + b"\r\n")
            self._exit(1)
            return
        env = child_env(
            self.chan.get_environment(),
            self.term,
            {**self.front.child_extra_env, "MEEPLE_SOCKET": str(self.front.socket_path), "MEEPLE_TICKET": ticket},
        )
        master, slave = os.openpty()
        # the pty's ends are this task's until the child is recorded: closing them from
        # connection_lost while the pre-forked parent's thread sends `slave` could pass on
        # whatever file took its number
        try:
            tty.setraw(slave)  # raw before the child starts: an early Ctrl+C is a byte, not a traceback
            _set_size(slave, *self.size)
            await self._spawn(slave, env)
        except BaseException:
            os.close(master)
            raise
        finally:
            os.close(slave)  # only the child holds the other end now: its exit gives us EOF
        if not self.forked_pid and self.process is None:
            os.close(master)
            self._write(self._said(lambda: _("Could not start the session.")).encode() + b"\r\n")
            self._exit(1)
            return
        if self.process is not None:
            self.front.keep(self._wait_child(self.process))
        if self._ending:  # the channel went (or its input ended) while the child started
            os.close(master)
            self._hang_up()
            self._exit(1)
            return
        os.set_blocking(master, False)
        self.master = master
        self._resume_reading()

    async def _spawn(self, slave: int, env: dict[str, str]) -> None:
        """Start the child on `slave`: recorded in `forked_pid` or `process` (neither: failed)."""
        zygote = self.front.zygote
        if zygote is not None:
            try:
                self.forked_pid = await zygote.spawn(slave, env)
                return
            except OSError:
                pass  # the pre-forked parent failed: start the app afresh
        with contextlib.suppress(OSError):
            self.process = await asyncio.create_subprocess_exec(
                *self.front.child_argv,
                stdin=slave,
                stdout=slave,
                stderr=slave,
                env=env,
                start_new_session=True,
                preexec_fn=_child_setup,
                close_fds=True,
            )

    # ----- the channel, which may be gone
    def _write(self, data: bytes) -> bool:
        try:
            self.chan.write(data)
        except OSError:  # closed, or its sending half ended: nobody to show this to
            return False
        return True

    def _exit(self, status: int) -> None:
        with contextlib.suppress(Exception):
            self.chan.exit(status)

    # ----- pty -> channel
    def _resume_reading(self) -> None:
        if self.master >= 0 and not self._reading:
            asyncio.get_running_loop().add_reader(self.master, self._pty_readable)
            self._reading = True

    def _pause_reading(self) -> None:
        if self.master >= 0 and self._reading:
            asyncio.get_running_loop().remove_reader(self.master)
            self._reading = False

    def _pty_readable(self) -> None:
        try:
            data = os.read(self.master, 65536)
        except BlockingIOError:
            return
        except OSError:  # EIO: the child closed the pty
            data = b""
        if not data:
            self._pause_reading()
            if self.forked_pid:  # a forked child is not ours to wait for: its pty's end is the sign
                self._close_master()
                self._exit(0)
            return
        self.front.on_activity()
        if not self._write(data):
            self._end()

    def pause_writing(self) -> None:
        self._pause_reading()  # the channel is backed up: stop reading the child

    def resume_writing(self) -> None:
        self._resume_reading()

    async def _wait_child(self, process: asyncio.subprocess.Process) -> None:
        status = await process.wait()
        # drain what the child wrote last before closing the channel
        while self.master >= 0:
            try:
                data = os.read(self.master, 65536)
            except (BlockingIOError, OSError):
                break
            if not data or not self._write(data):
                break
        self._close_master()
        self._exit(status if status >= 0 else 1)

    def _close_master(self) -> None:
        self._pause_reading()
        if self.master >= 0:
            os.close(self.master)
            self.master = -1

    # ----- channel -> pty
    def data_received(self, data: bytes, datatype: Any) -> None:
        self.conn.touch()
        self.front.on_activity()
        if self.master < 0:
            return
        try:
            os.write(self.master, self._keys.decode(data).encode("utf-8"))  # a full pty buffer drops input
        except (BlockingIOError, OSError):
            pass

    def terminal_size_changed(self, width: int, height: int, pixwidth: int, pixheight: int) -> None:
        self.size = safe_size(width, height)
        if self.master >= 0:
            with contextlib.suppress(OSError):
                _set_size(self.master, *self.size)

    def eof_received(self) -> bool:
        # no key can come any more (`ssh -tt </dev/null`): the app is hung up; keeping our
        # half open (True) lets its last output and exit status still reach the client
        self._ending = True
        self._hang_up()
        return True

    def connection_lost(self, exc: Exception | None) -> None:
        self._end()

    # ----- ending
    def _end(self) -> None:
        """The session is over: pty closed, child hung up (once it exists)."""
        self._ending = True
        self._close_master()
        self._hang_up()

    def _hang_up(self) -> None:
        """SIGHUP to the child's group now, SIGKILL after KILL_AFTER s; a no-op before the
        child exists (`_start` calls it again once it does) and after the first time."""
        if self._hung_up or (not self.forked_pid and self.process is None):
            return
        self._hung_up = True
        if self.forked_pid:
            _signal_child(self.forked_pid, signal.SIGHUP)
            self.front.keep(_kill_pid_later(self.forked_pid))
        process = self.process
        if process is not None and process.returncode is None:
            _signal_child(process.pid, signal.SIGHUP)
            self.front.keep(_kill_later(process))


def _signal_child(pid: int, sig: int) -> None:
    """`sig` to the child's process group, and to the child itself: a child forked a moment
    ago may not have made its own group yet."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, sig)
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.kill(pid, sig)


async def _kill_later(process: asyncio.subprocess.Process) -> None:
    """SIGKILL a child of ours that outlives SIGHUP by KILL_AFTER s, and reap it."""
    try:
        await asyncio.wait_for(process.wait(), KILL_AFTER)
    except asyncio.TimeoutError:
        _signal_child(process.pid, signal.SIGKILL)
        await process.wait()


async def _kill_pid_later(pid: int) -> None:
    """SIGKILL a forked child's group that outlives SIGHUP by KILL_AFTER s (its parent reaps it)."""
    loop = asyncio.get_running_loop()
    end = loop.time() + KILL_AFTER
    while loop.time() < end:
        try:
            os.kill(pid, 0)
        except (ProcessLookupError, PermissionError):
            return
        await asyncio.sleep(0.05)
    _signal_child(pid, signal.SIGKILL)


class MeepleSSHServer(asyncssh.SSHServer):
    """One SSH connection: its authentication and its sessions."""

    def __init__(self, front: SSHFront) -> None:
        self.front = front
        self.conn: Any = None
        self.username = ""
        self.key_fingerprint: str | None = None
        self._last_key: str | None = None
        self.sessions: list[PtySession] = []
        self.last_activity = time.monotonic()
        self.address = ""
        #: Why this connection is turned away at the door ("" when it is not).
        self.refusal = ""
        #: In the pool of connections logging in (`Limits.pending`), then counted as open.
        self._pending = False
        self._counted = False

    def touch(self) -> None:
        self.last_activity = time.monotonic()

    def connection_made(self, conn: Any) -> None:
        self.conn = conn
        peer = conn.get_extra_info("peername") or ("?", 0)
        self.address = str(peer[0])
        limits = self.front.limits
        refusal = limits.admit(self.address)
        if refusal:
            # said when the client asks to log in: said earlier, OpenSSH reads it as a bad banner
            # ("banner line contains invalid characters") or is still writing when we close
            # (a broken pipe); a client that never asks is cut off after REFUSAL_GRACE s
            self.refusal = refusal
            asyncio.get_running_loop().call_later(REFUSAL_GRACE, _disconnect, conn, refusal)
            return
        limits.login_started(self.address)
        self._pending = True
        self.front.pending[self] = None
        self.front.connections.add(self)
        while limits.pending_total > limits.max_pending:  # full: the oldest still logging in goes
            oldest = next(iter(self.front.pending))
            oldest.drop()

    def _leave_pending(self) -> None:
        if self._pending:
            self._pending = False
            self.front.limits.login_ended(self.address)
            self.front.pending.pop(self, None)

    def drop(self, reason: str = "") -> None:
        """Close this connection, saying `reason` if given (its places are given back at once,
        not when it is gone)."""
        self._leave_pending()
        if self._counted:
            self.front.limits.open -= 1
            self._counted = False
        self.front.connections.discard(self)
        if self.conn is not None:
            if reason:
                _disconnect(self.conn, reason)
            else:
                self.conn.close()

    def connection_lost(self, exc: Exception | None) -> None:
        self._leave_pending()
        if self._counted:
            self.front.limits.open -= 1
            self._counted = False
        self.front.connections.discard(self)

    def begin_auth(self, username: str) -> bool:
        if self.refusal:
            # the first moment a client reads words of ours: both languages as the banner,
            # the English line as the reason (OpenSSH escapes whatever is not ASCII there)
            with contextlib.suppress(Exception):
                self.conn.send_auth_banner(in_both_languages(self.refusal))
            _disconnect(self.conn, self.refusal)
            return True
        self.username = username
        return True

    def password_auth_supported(self) -> bool:
        return False

    def public_key_auth_supported(self) -> bool:
        return True

    def validate_public_key(self, username: str, key: asyncssh.SSHKey) -> bool:
        # asyncssh asks twice per login (query, then signature): the last key asked about
        # before auth completes is the one that signed.
        allowed = self.front.allowed is None or fingerprint(key) in self.front.allowed
        if allowed:
            self._last_key = fingerprint(key)
        return allowed

    def kbdint_auth_supported(self) -> bool:
        return self.front.keyless  # keyless users only when allowed and no allow list is set

    def get_kbdint_challenge(self, username: str, lang: str, submethods: str) -> bool:
        self._last_key = None
        return True  # no prompt: the user name (a seat code, or none) is checked at the session

    def auth_completed(self) -> None:
        if self.refusal:  # never expected (refused at begin_auth), but never let one in
            self.drop(self.refusal)
            return
        self.key_fingerprint = self._last_key
        self.touch()
        self._leave_pending()
        if self.front.limits.open >= self.front.limits.max_connections:
            self.drop(FULL)  # the places filled while this one logged in
            return
        self.front.limits.open += 1
        self._counted = True

    def session_requested(self) -> PtySession | bool:
        if len(self.sessions) >= MAX_SESSIONS:  # each would be a child process (and a code guess)
            return False
        session = PtySession(self.front, self)
        self.sessions.append(session)
        return session

    # forwarding of every kind: refused (these are asyncssh's defaults, said here on purpose)
    def connection_requested(self, *args: Any) -> bool:
        return False

    def server_requested(self, *args: Any) -> bool:
        return False

    def unix_connection_requested(self, *args: Any) -> bool:
        return False

    def unix_server_requested(self, *args: Any) -> bool:
        return False

    def tun_requested(self, *args: Any) -> bool:
        return False

    def tap_requested(self, *args: Any) -> bool:
        return False


class SSHFront:
    def __init__(
        self,
        issue_ticket: Callable[..., str],
        socket_path: Path,
        host_key: asyncssh.SSHKey,
        child_argv: list[str],
        allowed: set[str] | None = None,
        limits: Limits | None = None,
        keyless: bool = True,
        child_extra_env: dict[str, str] | None = None,
        prefork: bool = False,
        on_activity: Callable[[], None] | None = None,
    ) -> None:
        self.issue_ticket = issue_ticket
        self.socket_path = socket_path
        self.host_key = host_key
        self.child_argv = list(child_argv)
        self.allowed = allowed
        #: Users without a key may come in (and get a seat code); never with an allow list.
        self.keyless = keyless and allowed is None
        self.child_extra_env = dict(child_extra_env or {})
        #: Fork each session's app from a parent that imported it already (`tui.server.prefork`;
        #: then `child_argv` is used only if that parent fails).
        self.prefork = prefork
        #: Called on every key from a player and every frame to one (the bots wait meanwhile).
        self.on_activity = on_activity or (lambda: None)
        self.zygote: Any = None
        self.limits = limits or Limits()
        self.connections: set[MeepleSSHServer] = set()
        #: Connections logging in, oldest first.
        self.pending: dict[MeepleSSHServer, None] = {}
        self._acceptor: Any = None
        self._idle_task: asyncio.Task[None] | None = None
        #: Sessions' starts, child waits and kills: held here (a task nobody holds may be
        #: collected) and awaited on close.
        self._tasks: set[asyncio.Task[Any]] = set()

    def keep(self, coro: Any) -> asyncio.Task[Any]:
        task = asyncio.get_running_loop().create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    def interactive_only(self) -> str:
        """What a command, a subsystem or a session without a terminal is told (in the
        language spoken now: `PtySession.language`)."""
        hint = self.child_extra_env.get("MEEPLE_SSH_HINT", "ssh -p PORT CODE@HOST")
        return _(
            "Meeple is interactive only: {command}", command=hint.replace("CODE", "NAME").replace("ssh ", "ssh -t ", 1)
        )

    def ticket_for(self, conn: MeepleSSHServer) -> str:
        """A ticket for the table server: by a code-shaped user name (even from a client that
        also offered a key, as OpenSSH does whenever the user has one), by key, or a new code."""
        name = conn.username
        if self.keyless and CODE_SHAPE.match(name):  # a server for keys only honours no codes
            return self.issue_ticket("Player", code=name)
        if conn.key_fingerprint:
            return self.issue_ticket(name, fingerprint=conn.key_fingerprint)
        return self.issue_ticket(name)

    async def start(self, host: str, port: int) -> int:
        allow_any_unicode_user_names()
        if self.prefork and self.zygote is None:
            from tui.server.prefork import Zygote

            self.zygote = Zygote()
            await asyncio.to_thread(self.zygote.wait_ready)  # not ready: sessions start afresh
        self._acceptor = await asyncssh.create_server(
            lambda: MeepleSSHServer(self),
            host,
            port,
            server_host_keys=[self.host_key],
            encoding=None,
            line_editor=False,
            agent_forwarding=False,
            x11_forwarding=False,
            allow_scp=False,
            sftp_factory=None,
            login_timeout=self.limits.login_timeout,
            keepalive_interval=60,
        )
        self._idle_task = asyncio.get_running_loop().create_task(self._idle_loop())
        return self._acceptor.sockets[0].getsockname()[1]

    async def _idle_loop(self) -> None:
        while True:
            await asyncio.sleep(min(30.0, max(0.05, self.limits.idle_timeout / 4)))
            cutoff = time.monotonic() - self.limits.idle_timeout
            for server in list(self.connections):
                if server.last_activity < cutoff and server.conn is not None:
                    server.conn.close()

    async def close(self, grace: float = 0.0) -> None:
        """Stop listening, give open sessions `grace` seconds to end by themselves (their apps
        say goodbye when the table server is gone), then close the rest (their children get
        SIGHUP): closing the listener alone leaves live connections behind."""
        if self._idle_task is not None:
            self._idle_task.cancel()
        if self._acceptor is not None:
            self._acceptor.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._acceptor.wait_closed(), 5)
        loop = asyncio.get_running_loop()
        end = loop.time() + grace
        while loop.time() < end and any(s.master >= 0 for c in self.connections for s in c.sessions):
            await asyncio.sleep(0.05)
        for server in list(self.connections):
            if server.conn is not None:
                server.conn.close()
        end = loop.time() + 2.0
        while self.connections and loop.time() < end:
            await asyncio.sleep(0.02)
        if self._tasks:  # children hung up above are reaped (or killed) before we go
            await asyncio.wait(set(self._tasks), timeout=KILL_AFTER + 3.0)
        if self.zygote is not None:
            await asyncio.to_thread(self.zygote.close)
            self.zygote = None


def read_allowed(path: Path) -> set[str]:
    """Fingerprints of the keys in an authorized_keys file."""
    found: set[str] = set()
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        with contextlib.suppress(Exception):
            found.add(fingerprint(asyncssh.import_public_key(_key_part(line))))
    return found


def _key_part(line: str) -> str:
    """The "type base64" part of an authorized_keys line (options may come first)."""
    words = line.split()
    for index, word in enumerate(words):
        if word.startswith(("ssh-", "ecdsa-", "sk-")) and index + 1 < len(words):
            return f"{word} {words[index + 1]}"
    return line


__all__ = ["SSHFront", "Limits", "load_host_key", "load_host_key_file", "fingerprint", "read_allowed"]
