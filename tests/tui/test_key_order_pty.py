"""Through Textual's own Linux driver on a pseudo-terminal: a burst written to the terminal in
one write (as tmux, a fast typist or an SSH connection hands it on) reaches a text field in the
order typed (issue 22, `tui.textual_compat.key_order`). First a one-field app with Meeple's fix, then Meeple
itself started as `python -m tui`, in its rules search."""

from __future__ import annotations

import fcntl
import os
import struct
import subprocess
import sys
import termios
import threading
import time
from pathlib import Path

import pyte
import pytest

BS = "\x7f"
ISSUE_BURST = "abcdef" + BS * 6 + "open open greedy"
ROOT = Path(__file__).resolve().parents[2]

#: A one-field app; argv: the file it reports to, "fixed" or "plain" (plain: Textual alone).
CHILD = r"""
import os, sys
from pathlib import Path
from textual.app import App
from textual.widgets import Input
from tui.textual_compat import key_order

out = Path(sys.argv[1])

def report(text):
    out.with_suffix(".new").write_text(text)
    os.replace(out.with_suffix(".new"), out)

class Field(App):
    def compose(self):
        yield Input()

    def on_mount(self):
        self.call_after_refresh(report, "ready")  # the terminal is raw by now

    def on_input_changed(self, event):
        report("value:" + event.value)

if sys.argv[2] == "fixed":
    assert key_order.install()
Field().run()
"""


class Pty:
    """A child process on a new pseudo-terminal; what it writes is read (and fed to pyte)."""

    def __init__(self, argv: list[str], size: tuple[int, int] = (80, 24)) -> None:
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
        env = {**os.environ, "TERM": "xterm-256color"}
        self.process = subprocess.Popen(
            argv, stdin=slave, stdout=slave, stderr=slave, cwd=ROOT, start_new_session=True, env=env
        )
        os.close(slave)
        self.master = master
        self.screen = pyte.Screen(*size)
        self.stream = pyte.ByteStream(self.screen)
        self._lock = threading.Lock()
        self._reader = threading.Thread(target=self._read, daemon=True)  # a full pty would stall the app
        self._reader.start()

    def _read(self) -> None:
        while True:
            try:
                data = os.read(self.master, 65536)
            except OSError:
                return
            if not data:
                return
            with self._lock:
                self.stream.feed(data)

    @property
    def text(self) -> str:
        with self._lock:
            return "\n".join(self.screen.display)

    def write(self, data: str) -> None:
        os.write(self.master, data.encode())

    def wait_for(self, test, what: str, timeout: float = 30.0) -> None:
        end = time.monotonic() + timeout
        while not test():
            if time.monotonic() > end or self.process.poll() is not None:
                raise AssertionError(f"{what} never came; screen:\n{self.text}")
            time.sleep(0.02)

    def close(self) -> None:
        try:
            self.write("\x11")  # ctrl+q
            self.process.wait(5)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()
        finally:
            os.close(self.master)
            self._reader.join(2)


def settled(read, quiet: float = 0.5, timeout: float = 20.0) -> str:
    """What `read()` returns once it has not changed for `quiet` seconds."""
    end = time.monotonic() + timeout
    last, since = read(), time.monotonic()
    while time.monotonic() < end:
        time.sleep(0.02)
        now = read()
        if now != last:
            last, since = now, time.monotonic()
        elif time.monotonic() - since >= quiet:
            break
    return last


@pytest.mark.parametrize(
    ("burst", "value"),
    [
        (ISSUE_BURST, "open open greedy"),
        ("abc\x1b[D\x1b[DX\x1b[F" + BS + "Y", "aXbY"),  # arrows and End, as the terminal sends them
    ],
)
def test_one_write_to_the_terminal_is_typed_in_order(tmp_path: Path, burst: str, value: str) -> None:
    out = tmp_path / "field.txt"

    def read() -> str:
        try:
            return out.read_text()
        except FileNotFoundError:
            return ""

    term = Pty([sys.executable, "-c", CHILD, str(out), "fixed"])
    try:
        term.wait_for(lambda: read() == "ready", "the app")
        term.write(burst)  # one write: the driver reads it at once
        assert settled(read) == f"value:{value}"
    finally:
        term.close()


def test_meeples_rules_search_on_a_terminal(tmp_path: Path) -> None:
    """`python -m tui` (run_app, which installs the fix): F1 at the title, the first game,
    `/` to the search box, then the issue's burst in one write."""
    term = Pty([sys.executable, "-m", "tui", "--saves", str(tmp_path / "saves")], size=(100, 30))
    try:
        term.wait_for(lambda: "f1  Rules" in term.text, "the title")  # its key bar: drawn in full
        term.write("\x1bOP")  # F1
        term.wait_for(lambda: "Rules of which game" in term.text, "the game pick")
        term.write("\r")
        # the rules screen's head; the search box's placeholder may be drawn cut while it settles
        term.wait_for(lambda: "Rules: " in term.text and "search rules" in term.text, "the rules screen")
        term.write("/")
        time.sleep(0.5)
        term.write(ISSUE_BURST)
        shown = settled(lambda: term.text)
        assert "open open greedy" in shown and "abcdef" not in shown, shown
    finally:
        term.close()
