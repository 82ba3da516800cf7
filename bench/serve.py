"""Table server figures: `python bench/serve.py [--tables 10] [--moves 30]`.

Prints, each as a measurement (not a test), all on loopback:
- server API: `--tables` Duel tables with two connections each (one seat each, bots off),
  every connection answering its own turns at once: time from sending a move to receiving
  the snapshot that follows it (median and p95), all tables playing at the same time;
- SSH: time from opening an SSH connection (asyncssh client, ed25519 key) to the first output
  of the child on its pty, alone and for 10 at once, with the test stand-in child (the floor);
- the real thing (`--app N,N,...`, default 1,10): `meeple serve` in a process of its own, N
  asyncssh clients on ptys read through pyte. Each: ssh to a drawn lobby, makes a Duel table,
  against a random bot, then all type at once: on each turn cursor keys in the action list (a
  local redraw), then a move ("1", through the server; the bot answers 0.4 s later). "Key to frame" is the time from sending a key to the last byte of the
  screen's answer (the screen then stays quiet for SETTLE s). Memory: PSS (and RSS) of each
  connection's child process, from /proc/PID/smaps_rollup.
"""
from __future__ import annotations

import argparse
import asyncio
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import asyncssh  # noqa: E402

from tui.server import protocol as p  # noqa: E402
from tui.server import ssh  # noqa: E402
from tui.server.client import TableClient  # noqa: E402
from tui.server.lobby import Lobby  # noqa: E402
from tui.server.server import TableServer  # noqa: E402


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]


async def _player(client: TableClient, table: str, seat: int, moves: int, rng: random.Random, out: list[float],
                  stop: asyncio.Event) -> None:
    """Answer this seat's turns until it made `moves` moves or its table stopped."""
    done = 0
    acted = -1
    while done < moves and not stop.is_set():
        snap = client.snapshots.get((table, seat))
        if snap is not None and snap["over"]:
            break
        if snap is not None and snap["choices"] and snap["version"] > acted:
            acted = snap["version"]
            sent = time.perf_counter()
            await client.send(p.Play(table, seat, acted, (rng.choice(snap["choices"])["action"],)))
            await client.until(lambda m: isinstance(m, (p.SnapshotMsg, p.Refused)) and
                               (not isinstance(m, p.SnapshotMsg) or m.version > acted))
            out.append(time.perf_counter() - sent)
            done += 1
            continue
        try:
            if await asyncio.wait_for(client.receive(), 0.2) is None:
                return
        except asyncio.TimeoutError:
            pass
    stop.set()  # the other seat may be waiting for this one: the table stops here


async def bench_api(server: TableServer, sock: Path, tables: int, moves: int) -> None:
    latencies: list[float] = []
    tasks = []
    clients = []
    for index in range(tables):
        a = await TableClient.connect(sock, server.issue_ticket(f"A{index}", fingerprint=f"SHA256:a{index}"))
        b = await TableClient.connect(sock, server.issue_ticket(f"B{index}", fingerprint=f"SHA256:b{index}"))
        await a.send(p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec()), seed=str(100 + index)))
        seated = await a.until(lambda m: isinstance(m, p.Seated))
        await b.send(p.TakeSeat(seated.table))
        await b.until(lambda m: isinstance(m, p.Seated))
        clients += [a, b]
        stop = asyncio.Event()
        tasks.append(_player(a, seated.table, 0, moves, random.Random(index), latencies, stop))
        tasks.append(_player(b, seated.table, 1, moves, random.Random(1000 + index), latencies, stop))
    started = time.perf_counter()
    await asyncio.gather(*tasks)
    wall = time.perf_counter() - started
    print(f"server API: {tables} tables, {len(clients)} connections, {len(latencies)} moves in {wall:.2f} s; "
          f"move -> next snapshot median {statistics.median(latencies) * 1000:.1f} ms, "
          f"p95 {_p95(latencies) * 1000:.1f} ms")
    for client in clients:
        await client.close()


async def _ssh_first_output(port: int) -> float:
    started = time.perf_counter()
    async with asyncssh.connect("127.0.0.1", port, username="Bench", known_hosts=None, agent_path=None,
                                client_keys=[asyncssh.generate_private_key("ssh-ed25519")]) as conn:
        process = await conn.create_process(term_type="xterm", term_size=(80, 24), encoding=None)
        await process.stdout.read(1)
        elapsed = time.perf_counter() - started
        process.stdin.write(b"q")
        await process.wait()
    return elapsed


async def bench_ssh(server: TableServer, sock: Path, config: Path) -> None:
    key, _ = ssh.load_host_key(config)
    front = ssh.SSHFront(server.issue_ticket, sock, key, [sys.executable, "-m", "tests.server.standin_child"],
                         limits=ssh.Limits(per_minute=1000))
    port = await front.start("127.0.0.1", 0)
    try:
        alone = [await _ssh_first_output(port) for _ in range(5)]
        together = await asyncio.gather(*(_ssh_first_output(port) for _ in range(10)))
        print(f"ssh -> first child output: alone median {statistics.median(alone):.2f} s; "
              f"10 at once: slowest {max(together):.2f} s, median {statistics.median(together):.2f} s "
              f"(stand-in child, not the Textual app)")
    finally:
        await front.close()


SETTLE = 0.15


class _Term:
    """An SSH session on a pty read through pyte, with the time of its last output."""

    def __init__(self, process: Any) -> None:
        import pyte

        self.process = process
        self.screen = pyte.Screen(100, 30)
        self.stream = pyte.ByteStream(self.screen)
        self.last_output = 0.0
        self.task = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        while True:
            data = await self.process.stdout.read(65536)
            if not data:
                return
            self.last_output = time.perf_counter()
            self.stream.feed(data)

    def text(self) -> str:
        return "\n".join(self.screen.display)

    async def wait_for(self, needle: str, timeout: float = 30.0) -> None:
        end = time.perf_counter() + timeout
        while needle not in self.text():
            if time.perf_counter() > end:
                raise TimeoutError(f"{needle!r} never showed:\n{self.text()}")
            await asyncio.sleep(0.01)

    async def key_to_frame(self, key: bytes, timeout: float = 10.0) -> float:
        """Seconds from sending `key` to the last byte of the answer (then SETTLE s of quiet)."""
        sent = time.perf_counter()
        self.process.stdin.write(key)
        end = sent + timeout
        while True:
            await asyncio.sleep(0.005)
            now = time.perf_counter()
            if self.last_output > sent and now - self.last_output >= SETTLE:
                return self.last_output - sent
            if now > end:
                raise TimeoutError("no answer to a key")


def _memory(pid: int) -> tuple[int, int]:
    """(PSS, RSS) in kB of one process."""
    pss = rss = 0
    with open(f"/proc/{pid}/smaps_rollup") as handle:
        for line in handle:
            if line.startswith("Pss:"):
                pss = int(line.split()[1])
            elif line.startswith("Rss:"):
                rss = int(line.split()[1])
    return pss, rss


def _children(parent: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:
                continue
            if int(stat.rsplit(")", 1)[1].split()[1]) == parent:
                found.append(int(entry.name))
    return found


async def _app_session(port: int, index: int, keys: int, moves: int, results: dict[str, list[float]],
                       opened: asyncio.Event) -> None:
    started = time.perf_counter()
    conn = await asyncssh.connect("127.0.0.1", port, username=f"P{index}", known_hosts=None, agent_path=None,
                                  client_keys=[asyncssh.generate_private_key("ssh-ed25519")])
    try:
        process = await conn.create_process(term_type="xterm-256color", term_size=(100, 30), encoding=None)
        term = _Term(process)
        await term.wait_for("Tables on this server")
        results["lobby"].append(time.perf_counter() - started)
        term.process.stdin.write(b"n")
        await term.wait_for("Seats, one word each")
        await asyncio.sleep(0.3)
        term.process.stdin.write(b"\t")
        await asyncio.sleep(0.3)
        for chunk in (b"\x15", b"open random", b"\r"):  # Duel against a random bot
            term.process.stdin.write(chunk)
            await asyncio.sleep(0.2)
        await term.wait_for("Your choice")
        opened.set()
        rng = random.Random(index)
        me = f"P{index} <you>"
        per_round = max(1, keys // max(1, moves))
        for _ in range(moves):
            await term.wait_for(f"to act: {me}")
            await asyncio.sleep(0.7)  # the turn guard after the bot's move
            for n in range(per_round):
                results["cursor"].append(await term.key_to_frame(b"\x1b[B" if n % 2 == 0 else b"\x1b[A"))
                await asyncio.sleep(rng.uniform(0.1, 0.3))
            if "GAME OVER" in term.text():
                break
            results["move"].append(await term.key_to_frame(b"1"))
        results["_ready"].append(1.0)
        while results.get("_hold"):
            await asyncio.sleep(0.1)
        term.process.stdin.write(b"\x03")
        await asyncio.wait_for(process.wait(), 10)
    finally:
        conn.close()


async def bench_app(counts: list[int], keys: int, moves: int) -> None:
    import socket
    import subprocess

    for count in counts:
        work = Path(tempfile.mkdtemp(prefix="mpa-", dir="/tmp"))
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        server = subprocess.Popen(
            [sys.executable, "-m", "tui", "serve", "--port", str(port), "--host-key", str(work / "key"),
             "--state", str(work / "state"), "--max-connections", "100"],
            cwd=Path(__file__).resolve().parents[1], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        try:
            assert server.stdout is not None
            await asyncio.to_thread(server.stdout.readline)  # listening
            results: dict[str, list[float]] = {"lobby": [], "cursor": [], "move": [], "_ready": [],
                                               "_hold": [1.0]}
            sessions = [asyncio.create_task(_app_session(port, i, keys, moves, results, asyncio.Event()))
                        for i in range(count)]
            while len(results["_ready"]) < count:
                if any(t.done() and t.exception() for t in sessions):
                    break
                await asyncio.sleep(0.1)
            children = _children(server.pid)
            zygotes = [pid for pid in children if b"zygote_main" in Path(f"/proc/{pid}/cmdline").read_bytes()]
            sessions_pids = [pid for pid in children if pid not in zygotes]
            for zygote in zygotes:  # pre-forked: the sessions are the parent's children
                sessions_pids += _children(zygote)
            memory = [_memory(pid) for pid in sessions_pids]
            server_pss, server_rss = _memory(server.pid)
            zygote_note = "".join(f"; pre-forked parent PSS {_memory(z)[0] / 1024:.1f} MB" for z in zygotes)
            results["_hold"].clear()
            await asyncio.gather(*sessions)
            pss = [m[0] / 1024 for m in memory]
            rss = [m[1] / 1024 for m in memory]

            def line(name: str) -> str:
                values = results[name]
                return (f"{name} median {statistics.median(values) * 1000:.0f} ms, p95 {_p95(values) * 1000:.0f} ms "
                        f"(n={len(values)})")

            print(f"app over SSH, {count} connection(s) typing at once: ssh -> drawn lobby median "
                  f"{statistics.median(results['lobby']):.2f} s, slowest {max(results['lobby']):.2f} s")
            print(f"  key to frame: {line('cursor')}; {line('move')}")
            print(f"  memory per connection (child process): PSS median {statistics.median(pss):.1f} MB "
                  f"(max {max(pss):.1f}), RSS median {statistics.median(rss):.1f} MB; "
                  f"server process PSS {server_pss / 1024:.1f} MB, RSS {server_rss / 1024:.1f} MB{zygote_note} "
                  f"({len(memory)} session processes)")
        finally:
            server.terminate()
            await asyncio.to_thread(server.wait, 10)
            shutil.rmtree(work, ignore_errors=True)


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--moves", type=int, default=30, help="moves per connection")
    parser.add_argument("--no-ssh", action="store_true")
    parser.add_argument("--app", default="1,10", help="connection counts for the real app over SSH ('' to skip)")
    parser.add_argument("--keys", type=int, default=20, help="cursor keys per connection")
    parser.add_argument("--app-moves", type=int, default=5, help="moves per connection")
    parser.add_argument("--only-app", action="store_true")
    args = parser.parse_args()
    if args.only_app:
        await bench_app([int(n) for n in args.app.split(",") if n], args.keys, args.app_moves)
        return
    work = Path(tempfile.mkdtemp(prefix="mpb-", dir="/tmp"))
    try:
        server = TableServer(Lobby(work / "state"), work / "s.sock", bot_pace=0)
        await server.start()
        await bench_api(server, work / "s.sock", args.tables, args.moves)
        if not args.no_ssh:
            await bench_ssh(server, work / "s.sock", work / "config")
        await server.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if args.app:
        await bench_app([int(n) for n in args.app.split(",") if n], args.keys, args.app_moves)


if __name__ == "__main__":
    asyncio.run(main())
