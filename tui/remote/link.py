"""The client's line to the table server: a blocking Unix socket with a reader thread.

Messages are handed to `deliver` from the reader thread (the app posts them to itself,
which Textual allows from any thread). The composer's `legal_after` question must be
answered synchronously (the composition asks while the screen is drawn), so `ask_legal`
waits for the answer here; the reader thread fills it in without the app's loop.
"""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Callable
from typing import Any

from tui.server import protocol as p

#: Seconds the composer waits for the server's answer before it shows no steps.
ASK_TIMEOUT = 3.0


class ServerLink:
    def __init__(self, socket_path: str, ticket: str, deliver: Callable[[Any], None], language: str = "en") -> None:
        self.socket_path = socket_path
        self.ticket = ticket
        self.language = language
        self.deliver = deliver
        self.sock: socket.socket | None = None
        self._send_lock = threading.Lock()
        self._ask_lock = threading.Lock()
        self._answer: p.Legal | None = None
        self._waiting: tuple[str, int, int, tuple[Any, ...]] | None = None
        self._answered = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        sock.connect(self.socket_path)
        self.sock = sock
        self.send(p.Hello(self.ticket, self.language))
        self.ticket = ""
        self._thread = threading.Thread(target=self._read, name="server-link", daemon=True)
        self._thread.start()

    def send(self, message: Any) -> bool:
        """False when the server is gone (the reader reports that too)."""
        if self.sock is None:
            return False
        try:
            with self._send_lock:
                self.sock.sendall(p.encode(message))
        except OSError:
            return False
        return True

    def ask_legal(
        self, table: str, seat: int, version: int, steps: tuple[dict[str, Any], ...]
    ) -> tuple[dict[str, Any], ...] | None:
        """`seat`'s legal actions after `steps`, from the server (None: no answer in time)."""
        with self._ask_lock:
            self._answered.clear()
            self._answer = None
            # compared with the answer's steps as JSON gives them back (tuples become lists)
            self._waiting = (table, seat, version, tuple(json.loads(json.dumps(list(steps)))))
            if not self.send(p.LegalAfter(table, seat, version, tuple(steps))):
                return None
            if not self._answered.wait(ASK_TIMEOUT):
                return None
            answer = self._answer
            return answer.actions if answer is not None else None

    def _read(self) -> None:
        assert self.sock is not None
        stream = self.sock.makefile("rb")
        try:
            while True:
                line = stream.readline()
                if not line:
                    break
                try:
                    message = p.decode_server(line)
                except p.ProtocolError:
                    continue
                if isinstance(message, p.Legal):
                    if self._waiting == (message.table, message.seat, message.version, message.steps):
                        self._answer = message
                        self._answered.set()
                    continue
                if (
                    isinstance(message, p.Refused)
                    and self._waiting is not None
                    and not self._answered.is_set()
                    and self._ask_lock.locked()
                ):
                    self._answered.set()  # the question itself was refused: no steps
                self.deliver(message)
        except (OSError, ValueError):
            pass
        self.deliver(None)

    def close(self) -> None:
        sock, self.sock = self.sock, None
        if sock is not None:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            sock.close()
