"""Table server figures: `python bench/serve.py [--tables 10] [--moves 30]`.

Prints, each as a measurement (not a test), all on loopback:
- server API: `--tables` Duel tables with two connections each (one seat each, bots off),
  every connection answering its own turns at once: time from sending a move to receiving
  the snapshot that follows it (median and p95), all tables playing at the same time;
- SSH: time from opening an SSH connection (asyncssh client, ed25519 key) to the first output
  of the child on its pty, alone and for 10 at once. The child is the test stand-in (it
  redeems its ticket and prints one line); the per-connection Textual app does not exist
  yet, so these are the floor under the issue's "ssh to a drawn lobby" figure, not it.
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


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=10)
    parser.add_argument("--moves", type=int, default=30, help="moves per connection")
    parser.add_argument("--no-ssh", action="store_true")
    args = parser.parse_args()
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


if __name__ == "__main__":
    asyncio.run(main())
