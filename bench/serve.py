"""Playing over SSH, measured: `python bench/serve.py [--tables 10] [--moves 4] [--keys 4] [--api]`.

A measurement, not a test. `meeple serve` runs in a process of its own on loopback; the
clients are asyncssh connections on 100x30 ptys whose output is read through pyte:

1. ssh -> drawn lobby, alone: `--lone` connections one after another, each timed from
   opening the TCP connection to the lobby's "Tables on this server" on its screen;
2. the same for 10 connections opened at once, then 10 more (20 in all);
3. `--tables` Duel tables, two players each (P0 and P1 at the first, ...; Duel has two seats,
   so no bot is needed to fill them);
4. one typing: the first table's two players play `--moves` moves each while the other 18
   connections sit at their tables: on each turn `--keys` cursor keys in the action list (the
   app redraws the highlight), then "1" (the move goes to the server, whose snapshot redraws
   both players' screens);
5. all typing: every connection does the same on its turns, all tables at once.

"Key to frame" is the time from writing a key to the last byte of the screen's answer (the
screen then stays quiet for SETTLE s). PSS (and RSS) per connection: each session's process,
from /proc/PID/smaps_rollup, with all 20 connected. `--api` adds the table server alone
(`--tables` tables, moves answered at once, move -> next snapshot) and ssh -> first output of
a stand-in child (the floor of the SSH front).

Goals (issue 12): key to frame p95 <= 50 ms one typing, <= 80 ms all typing; ssh -> drawn
lobby <= 0.5 s alone, <= 2 s for 10 at once; <= 30 MB PSS per connection.

Figures, 2026-11-27 02:55 UTC, the code of commit 2fef055 (another player's move is drawn
OTHERS_WAIT, 0.12 s, after it comes: tui/remote/app.py), load 1.0-1.9, `python bench/serve.py`:

    ssh -> drawn lobby, alone         <= 0.5 s (slowest)  0.05 s   0.06 s / 0.06 s  5    yes
    ssh -> drawn lobby, 10 at once    <= 2 s (slowest)    0.28 s   0.30 s / 0.30 s  10   yes
    key -> frame, one typing: cursor  p95 <= 50 ms        7 ms     8 ms / 11 ms     32   yes
    key -> frame, one typing: move    p95 <= 50 ms        30 ms    37 ms / 37 ms    8    yes
    key -> frame, all typing: cursor  p95 <= 80 ms        6 ms     15 ms / 31 ms    320  yes
    key -> frame, all typing: move    p95 <= 80 ms        37 ms    59 ms / 72 ms    80   yes
    PSS per connection, 20 connected  <= 30 MB            27.8 MB  max 29.4 MB      20   yes
    RSS per connection median 58.3 MB; table server PSS 39.1 MB (RSS 51.4); pre-forked parent PSS 23.1 MB

With a `strong strong` Duel table playing beside (`--bots-beside "strong strong"`, issue 24),
2026-11-28 02:20 UTC, quiet machine: the all-typing move p95 was 114 ms (max 149) with the bot
workers only niced; with the workers stopped while people type (`tui.server.bots.QUIET_AFTER`)
68 and 77 ms (max 83, 89) in two runs, against 60 ms (max 78) with no bot table in the run just
after. The other rows: lobby 0.07 s alone and 0.47 s for 10, one typing cursor 11 ms and move
43-46 ms, all typing cursor 22-23 ms, PSS 28.6 MB median (23 connected, max 29.9-30.0 MB).

The all-typing move row is the one that varies: its p95 was 60, 64, 64 and 72 ms in four more runs
with the same wait; 60-131 ms over six runs with a wait of 0.05 s, and 98-146 ms with none (every
move then redrew the mover's and the opponent's tables at once, and a burst of ten tables
moving together queued the movers' frames, the ones a key waits for, behind the opponents').
With all 20 typing, 20 apps redraw a Duel table on 2 cores.

The figures before, 2026-11-25 11:16 UTC, the code of commit 1332d5d, on the shared 2-core machine while
other engineers ran their work (load average 7.48 at start, 8.64 at the end, so every figure
carries that load), `python bench/serve.py --api`:

    server API: 10 tables, 20 connections, 572 moves in 6.60 s; move -> next snapshot median 111.1 ms, p95 153.9 ms
    ssh -> first child output: alone median 0.55 s; 10 at once: slowest 1.53 s (stand-in child)
    measure                           goal                median   p95 / max        n    goal met
    ssh -> drawn lobby, alone         <= 0.5 s (slowest)  0.18 s   0.22 s / 0.22 s  5    yes
    ssh -> drawn lobby, 10 at once    <= 2 s (slowest)    0.50 s   0.57 s / 0.57 s  10   yes
    key -> frame, one typing: cursor  p95 <= 50 ms        10 ms    19 ms / 63 ms    32   yes
    key -> frame, one typing: move    p95 <= 50 ms        200 ms   390 ms / 390 ms  8    NO
    key -> frame, all typing: cursor  p95 <= 80 ms        24 ms    111 ms / 258 ms  320  NO
    key -> frame, all typing: move    p95 <= 80 ms        359 ms   583 ms / 632 ms  80   NO
    PSS per connection, 20 connected  <= 30 MB            28.4 MB  max 29.4 MB      20   yes
    RSS per connection median 56.4 MB; table server PSS 37.6 MB (RSS 51.6); pre-forked parent PSS 21.3 MB

The run before (11:07, load 8.5-9.5) parsed every byte of the 20 screens with pyte in this
process: cursor p95 70 ms one typing, 370 ms all typing; ssh -> lobby 0.36 s alone, 1.13 s for
10. Where the time goes, profiled (a traced run of the app, and cProfile):

- A move's frame is the table screen's own work, not the SSH path: the server's snapshot
  reaches the app 10-25 ms after the key, then Textual lays the table screen out and paints it,
  twice (widgets' heights change with their content), 75-250 ms here. A local game traced the
  same way (MeepleApp, Duel against a bot, 100x30) finishes its frame 140-190 ms after the key,
  with the same two passes. Cursor keys redraw only the highlight.
- All typing, cursor keys wait behind the other sessions' move redraws on 2 shared cores.
- The server spends most per move on the autosave's fsync (~9 ms under that load, on its event
  loop: 1.4 s of 7.9 s in cProfile of the API run; 0.2-0.3 ms median on a quiet machine,
  bench/autosave.py, 2026-11-27, so it stays on the loop), then cattrs unstructuring the views; snapshot messages
  are now written without a second walk through cattrs (0.88 -> 0.26 ms each).
- Memory: the pre-forked parent imports what sessions loaded after the fork and freezes its
  objects out of the collector's reach (PSS 37.9 -> 32.7 MB with 3 sessions); what remains,
  ~25 MB, is each app's own (RSS minus the shared pages), so PSS falls with more sessions.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import shutil
import statistics
import sys
import tempfile
import time
from collections import defaultdict
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


async def _player(
    client: TableClient, table: str, seat: int, moves: int, rng: random.Random, out: list[float], stop: asyncio.Event
) -> None:
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
            await client.until(
                lambda m: (
                    isinstance(m, (p.SnapshotMsg, p.Refused))
                    and (not isinstance(m, p.SnapshotMsg) or m.version > acted)
                )
            )
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
        await a.send(p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec())))  # the server draws the seed
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
    print(
        f"server API: {tables} tables, {len(clients)} connections, {len(latencies)} moves in {wall:.2f} s; "
        f"move -> next snapshot median {statistics.median(latencies) * 1000:.1f} ms, "
        f"p95 {_p95(latencies) * 1000:.1f} ms"
    )
    for client in clients:
        await client.close()


async def _ssh_first_output(port: int) -> float:
    started = time.perf_counter()
    async with asyncssh.connect(
        "127.0.0.1",
        port,
        username="Bench",
        known_hosts=None,
        agent_path=None,
        client_keys=[asyncssh.generate_private_key("ssh-ed25519")],
    ) as conn:
        process = await conn.create_process(term_type="xterm", term_size=(80, 24), encoding=None)
        await process.stdout.read(1)
        elapsed = time.perf_counter() - started
        process.stdin.write(b"q")
        await process.wait()
    return elapsed


async def bench_ssh(server: TableServer, sock: Path, config: Path) -> None:
    key, _ = ssh.load_host_key(config)
    front = ssh.SSHFront(
        server.issue_ticket,
        sock,
        key,
        [sys.executable, "-m", "tests.server.standin_child"],
        limits=ssh.Limits(per_minute=1000),
    )
    port = await front.start("127.0.0.1", 0)
    try:
        alone = [await _ssh_first_output(port) for _ in range(5)]
        together = await asyncio.gather(*(_ssh_first_output(port) for _ in range(10)))
        print(
            f"ssh -> first child output: alone median {statistics.median(alone):.2f} s; "
            f"10 at once: slowest {max(together):.2f} s, median {statistics.median(together):.2f} s "
            f"(stand-in child, not the Textual app)"
        )
    finally:
        await front.close()


SETTLE = 0.15


class _Term:
    """An SSH session on a pty: its raw output, the time of its last byte, and a pyte screen
    fed only when asked for (`text`). pyte parses ~0.7 MB/s here and a move redraws 20-50 kB
    per screen: parsing every byte of 20 screens in this one process took CPU from what is
    measured, so waits look for text in the raw bytes (a status line is written in one run)."""

    def __init__(self, process: Any) -> None:
        import pyte

        self.process = process
        self.screen = pyte.Screen(100, 30)
        self.stream = pyte.ByteStream(self.screen)
        self.raw = bytearray()
        self._fed = 0
        self._status = ""
        self._status_scanned = 0  # how far `raw` was searched for the status line
        self.last_output = 0.0
        self.task = asyncio.get_running_loop().create_task(self._read())

    async def _read(self) -> None:
        while True:
            data = await self.process.stdout.read(65536)
            if not data:
                return
            self.last_output = time.perf_counter()
            self.raw.extend(data)

    def text(self) -> str:
        """The screen as pyte draws it (parses what came since the last call)."""
        self.stream.feed(bytes(self.raw[self._fed :]))
        self._fed = len(self.raw)
        return "\n".join(self.screen.display)

    def shows(self, needle: str) -> bool:
        return needle.encode() in self.raw

    def status(self) -> str:
        """Who is to act, as the status line said last ("P3 <you>"), or "". Searched from
        where the last search ended (less a margin for a line cut between reads): a status
        line is written once per change, and 200-400 kB of other output can follow it."""
        start = max(0, self._status_scanned - 200)
        found = list(_STATUS.finditer(self.raw, start))
        self._status_scanned = len(self.raw)
        if found:
            self._status = found[-1].group(1).decode("utf-8", "replace").strip()
        return self._status

    async def wait_for(self, needle: str, timeout: float = 30.0) -> None:
        end = time.perf_counter() + timeout
        start = len(self.raw) - 100000 if len(self.raw) > 100000 else 0
        while needle.encode() not in self.raw[start:]:
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


_STATUS = re.compile(rb"to act: ([^\x1b\n|]*)")


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


class _Results:
    """Samples in seconds by measure name."""

    def __init__(self) -> None:
        self.samples: dict[str, list[float]] = defaultdict(list)

    def add(self, name: str, value: float) -> None:
        self.samples[name].append(value)


async def _connect(port: int, name: str) -> tuple[Any, _Term, float]:
    """An SSH session on a 100x30 pty, and the seconds from connecting to a drawn lobby."""
    started = time.perf_counter()
    conn = await asyncssh.connect(
        "127.0.0.1",
        port,
        username=name,
        known_hosts=None,
        agent_path=None,
        client_keys=[asyncssh.generate_private_key("ssh-ed25519")],
    )
    process = await conn.create_process(term_type="xterm-256color", term_size=(100, 30), encoding=None)
    term = _Term(process)
    await term.wait_for("Tables on this server")
    return conn, term, time.perf_counter() - started


async def _create_duel(term: _Term) -> None:
    """A Duel table with both seats open (its creator sits in the first)."""
    term.process.stdin.write(b"n")
    await term.wait_for("Seats, one word each")
    await asyncio.sleep(0.3)
    term.process.stdin.write(b"\t")  # the seats field: "open open" by default
    await asyncio.sleep(0.3)
    term.process.stdin.write(b"\r")
    await term.wait_for("Your choice")


async def _join(term: _Term, creator: str) -> None:
    """Sit in the open seat of `creator`'s table: the row found on screen, reached with down."""
    end = time.perf_counter() + 60
    while True:
        rows = [line for line in term.text().splitlines() if _TABLE_ROW.match(line)]
        index = next((i for i, line in enumerate(rows) if f" {creator}, (open)" in line), None)
        if index is not None:
            break
        if time.perf_counter() > end:
            raise TimeoutError(f"no table of {creator}:\n{term.text()}")
        await asyncio.sleep(0.05)
    for _ in range(index):
        term.process.stdin.write(b"\x1b[B")
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.2)
    term.process.stdin.write(b"\r")
    await term.wait_for("to act: ")  # at the table


async def _play(
    term: _Term,
    name: str,
    moves: int,
    cursor_keys: int,
    kind: str,
    results: _Results,
    rng: random.Random,
    stop: asyncio.Event,
) -> None:
    """On each of `name`'s turns: cursor keys in the action list (a local redraw), then a move
    ("1", judged by the server; both players' screens redraw). When one player of a table has
    made its moves, `stop` ends the other's too (it may be waiting for a turn)."""
    try:
        await _turns(term, name, moves, cursor_keys, kind, results, rng, stop)
    finally:
        stop.set()


async def _turns(
    term: _Term,
    name: str,
    moves: int,
    cursor_keys: int,
    kind: str,
    results: _Results,
    rng: random.Random,
    stop: asyncio.Event,
) -> None:
    for _ in range(moves):
        end = time.perf_counter() + 120
        while term.status() != f"{name} <you>":
            if term.shows("GAME OVER") or stop.is_set():
                return
            if time.perf_counter() > end:
                raise TimeoutError(f"{name}'s turn never came:\n{term.text()}")
            await asyncio.sleep(0.02)
        await asyncio.sleep(TURN_GUARD)  # keys right after a turn change are held back on purpose
        for n in range(cursor_keys):
            results.add(f"cursor {kind}", await term.key_to_frame(b"\x1b[B" if n % 2 == 0 else b"\x1b[A"))
            await asyncio.sleep(rng.uniform(0.05, 0.2))
        results.add(f"move {kind}", await term.key_to_frame(b"1"))


_TABLE_ROW = re.compile(r"^\s*[0-9a-f]{8}\s")
TURN_GUARD = 0.7


async def _watch_bots(port: int, seats: str) -> Any:
    """One more connection that makes a Duel table (the new-table form's first game) of bots
    only (`seats`, e.g. "strong strong") and watches it: the bots think in the server's workers
    while the others play."""
    conn, term, _ = await _connect(port, "Watcher")
    term.process.stdin.write(b"n")
    await term.wait_for("Seats, one word each")
    await asyncio.sleep(0.3)
    term.process.stdin.write(b"\t")
    await asyncio.sleep(0.3)
    term.process.stdin.write(b"\x15" + seats.encode() + b"\r")  # Ctrl+U: the field emptied first
    await term.wait_for("to act: ")
    return conn


async def bench_app(
    tables: int, moves: int, cursor_keys: int, lone: int, bots_beside: str = ""
) -> tuple[_Results, dict[str, Any]]:
    """`meeple serve` in its own process; `tables` Duel tables, two SSH connections each; with
    `bots_beside` ("strong strong"), a Duel table of those bots playing all along beside them."""
    import socket
    import subprocess

    results = _Results()
    info: dict[str, Any] = {}
    work = Path(tempfile.mkdtemp(prefix="mpa-", dir="/tmp"))
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tui",
            "serve",
            "--port",
            str(port),
            "--host-key",
            str(work / "key"),
            "--state",
            str(work / "state"),
            "--max-connections",
            "100",
            "--attempts-per-minute",
            "1000",
            *(["--bot-tables"] if bots_beside else []),
        ],
        cwd=Path(__file__).resolve().parents[1],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    conns: list[Any] = []
    try:
        assert server.stdout is not None
        await asyncio.to_thread(server.stdout.readline)  # listening (the pre-forked parent is ready)
        # ssh to a drawn lobby: one at a time, then 10 at once
        for index in range(lone):
            conn, term, seconds = await _connect(port, f"Solo{index}")
            results.add("lobby alone", seconds)
            term.process.stdin.write(b"\x03")
            await asyncio.wait_for(term.process.wait(), 10)
            conn.close()
        if bots_beside:
            conns.append(await _watch_bots(port, bots_beside))
        names = [f"P{i}" for i in range(2 * tables)]
        first = await asyncio.gather(*(_connect(port, name) for name in names[:10]))
        for _, _, seconds in first:
            results.add("lobby 10 at once", seconds)
        rest = await asyncio.gather(*(_connect(port, name) for name in names[10:]))
        sessions = [(conn, term) for conn, term, _ in (*first, *rest)]
        conns += [conn for conn, _ in sessions]
        terms = [term for _, term in sessions]
        # tables: P0 and P1 at the first, P2 and P3 at the second, ...
        for k in range(tables):
            await _create_duel(terms[2 * k])
            await _join(terms[2 * k + 1], names[2 * k])
        # one table typing while the others sit at theirs
        stop = asyncio.Event()
        await asyncio.gather(
            *(
                _play(terms[i], names[i], moves, cursor_keys, "one typing", results, random.Random(i), stop)
                for i in (0, 1)
            )
        )
        # every connection typing on its turns
        stops = [asyncio.Event() for _ in range(tables)]
        await asyncio.gather(
            *(
                _play(terms[i], names[i], moves, cursor_keys, "all typing", results, random.Random(i), stops[i // 2])
                for i in range(2 * tables)
            )
        )
        # memory with everyone connected
        children = _children(server.pid)
        zygotes = [pid for pid in children if b"zygote_main" in Path(f"/proc/{pid}/cmdline").read_bytes()]
        session_pids = [pid for pid in children if pid not in zygotes]
        for zygote in zygotes:  # pre-forked: the sessions are the parent's children
            session_pids += _children(zygote)
        memory = [_memory(pid) for pid in session_pids]
        info["pss"] = [m[0] / 1024 for m in memory]
        info["rss"] = [m[1] / 1024 for m in memory]
        info["server"] = _memory(server.pid)
        info["zygote"] = _memory(zygotes[0]) if zygotes else None
        for term in terms:
            term.process.stdin.write(b"\x03")
        await asyncio.gather(*(asyncio.wait_for(term.process.wait(), 10) for term in terms), return_exceptions=True)
    finally:
        for conn in conns:
            conn.close()
        server.terminate()
        await asyncio.to_thread(server.wait, 10)
        shutil.rmtree(work, ignore_errors=True)
    return results, info


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.0f} ms"


def print_table(results: _Results, info: dict[str, Any]) -> None:
    """The measures against the goals of issue 12, one row each."""
    s = results.samples
    rows: list[tuple[str, str, str, str, str, bool | None]] = []

    def timing(name: str, label: str, goal: float, goal_text: str, on: str = "p95") -> None:
        values = s.get(name, [])
        if not values:
            rows.append((label, goal_text, "-", "-", "0", None))
            return
        p95, worst = _p95(values), max(values)
        judged = p95 if on == "p95" else worst
        unit = _ms if name.startswith(("cursor", "move")) else (lambda v: f"{v:.2f} s")
        rows.append(
            (
                label,
                goal_text,
                unit(statistics.median(values)),
                f"{unit(p95)} / {unit(worst)}",
                str(len(values)),
                judged <= goal,
            )
        )

    timing("lobby alone", "ssh -> drawn lobby, alone", 0.5, "<= 0.5 s (slowest)", on="max")
    timing("lobby 10 at once", "ssh -> drawn lobby, 10 at once", 2.0, "<= 2 s (slowest)", on="max")
    timing("cursor one typing", "key -> frame, one typing: cursor", 0.050, "p95 <= 50 ms")
    timing("move one typing", "key -> frame, one typing: move", 0.050, "p95 <= 50 ms")
    timing("cursor all typing", "key -> frame, all typing: cursor", 0.080, "p95 <= 80 ms")
    timing("move all typing", "key -> frame, all typing: move", 0.080, "p95 <= 80 ms")
    pss = info.get("pss") or []
    if pss:
        rows.append(
            (
                f"PSS per connection, {len(pss)} connected",
                "<= 30 MB",
                f"{statistics.median(pss):.1f} MB",
                f"max {max(pss):.1f} MB",
                str(len(pss)),
                max(pss) <= 30,
            )
        )
    head = ("measure", "goal", "median", "p95 / max", "n", "goal met")
    body = [(*row[:5], "-" if row[5] is None else ("yes" if row[5] else "NO")) for row in rows]
    widths = [max(len(str(r[i])) for r in (head, *body)) for i in range(len(head))]
    line = "  ".join("{:<%d}" % w for w in widths)
    print(line.format(*head))
    print(line.format(*("-" * w for w in widths)))
    for row in body:
        print(line.format(*row))
    if pss:
        server_pss, server_rss = info["server"]
        zygote = info.get("zygote")
        print(
            f"RSS per connection median {statistics.median(info['rss']):.1f} MB; table server PSS "
            f"{server_pss / 1024:.1f} MB (RSS {server_rss / 1024:.1f}); pre-forked parent PSS "
            f"{zygote[0] / 1024 if zygote else 0:.1f} MB"
        )


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=10, help="Duel tables, two SSH connections each")
    parser.add_argument("--moves", type=int, default=4, help="moves per connection in each typing phase")
    parser.add_argument("--keys", type=int, default=4, help="cursor keys before each move")
    parser.add_argument("--lone", type=int, default=5, help="connections made one at a time (lobby alone)")
    parser.add_argument("--api", action="store_true", help="also: the server API and the stand-in child")
    parser.add_argument("--api-moves", type=int, default=30)
    parser.add_argument(
        "--bots-beside",
        default="",
        metavar="LEVELS",
        help='a Duel table of these bots playing beside the others, e.g. "strong strong"',
    )
    args = parser.parse_args()
    print(f"load average at start: {_load()}")
    if args.api:
        work = Path(tempfile.mkdtemp(prefix="mpb-", dir="/tmp"))
        try:
            server = TableServer(Lobby(work / "state"), work / "s.sock", bot_pace=0)
            await server.start()
            await bench_api(server, work / "s.sock", args.tables, args.api_moves)
            await bench_ssh(server, work / "s.sock", work / "config")
            await server.close()
        finally:
            shutil.rmtree(work, ignore_errors=True)
    results, info = await bench_app(args.tables, args.moves, args.keys, args.lone, args.bots_beside)
    beside = f", a {args.bots_beside} Duel table beside" if args.bots_beside else ""
    print(
        f"meeple serve, {args.tables} Duel tables{beside}, {2 * args.tables} SSH connections (asyncssh + pyte), "
        f"load average at end: {_load()}"
    )
    print_table(results, info)


def _load() -> str:
    return " ".join(Path("/proc/loadavg").read_text().split()[:3])


if __name__ == "__main__":
    asyncio.run(main())
