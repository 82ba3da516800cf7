"""A stand-in for the per-connection app in SSH tests: it redeems its ticket at the table
server, prints who it is, its pid and terminal size, then answers keys:
  s -> prints the size again, f -> FLOOD bytes of output then "DONE", q -> exits,
  anything else -> echoed as hex."""

from __future__ import annotations

import asyncio
import os
import sys

from tui.server import protocol as p
from tui.server.client import TableClient

#: Bytes written on "f": far more than the SSH window and the pty's buffer hold.
FLOOD = 8 * 1024 * 1024


async def main() -> None:
    client = await TableClient.connect(os.environ["MEEPLE_SOCKET"], os.environ["MEEPLE_TICKET"])
    welcome = await client.until(lambda m: isinstance(m, (p.Welcome, p.Refused)))
    seats = ""
    if isinstance(welcome, p.Welcome):
        await asyncio.sleep(0.1)
        while True:
            try:
                await asyncio.wait_for(client.receive(), 0.2)
            except asyncio.TimeoutError:
                break
        seats = ",".join(f"{t}:{v}" for (t, v) in sorted(client.snapshots))
    out = sys.stdout.buffer
    size = os.get_terminal_size(0)
    env = " ".join(f"{k}={os.environ.get(k, '-')}" for k in ("TERM", "COLORTERM", "COLUMNS", "EVIL"))
    out.write(f"HELLO {welcome!r} PID {os.getpid()} SEATS {seats} SIZE {size.columns}x{size.lines} {env}\r\n".encode())
    out.flush()
    while True:
        data = os.read(0, 1024)
        if not data or b"q" in data:
            break
        if b"f" in data:
            block = b"0123456789abcdef" * 4096  # 64 kB
            for _ in range(FLOOD // len(block)):
                out.write(block)
            out.write(b"DONE\r\n")
        elif b"s" in data:
            size = os.get_terminal_size(0)
            out.write(f"SIZE {size.columns}x{size.lines}\r\n".encode())
        else:
            out.write(f"GOT {data.hex()}\r\n".encode())
        out.flush()


if __name__ == "__main__":
    asyncio.run(main())
