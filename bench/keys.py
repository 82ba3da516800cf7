"""Key to finished frame on every game screen, cold start and memory: `python bench/keys.py`.

A measurement, not a test (`make bench` runs it). Two modes:

`--mode pty` (the default; what a player feels): the app runs in its own process on a
pseudo-terminal of 120x40 and 80x24, a hot-seat game of each of the five games loaded from a
save a few dozen random moves before its end (so the end screen is reached), guards off. A key's
bytes are written to the terminal and the sample is the time to the last byte of the answer,
the output having then stayed quiet for `--settle` seconds. The child reports its screen and
its process time over a pipe between keys (never while one is measured), so each row has the
app's CPU per key beside the wall time. Cold start is `python -m tui` spawned on a pty to the
last byte of the title; "table open" is F5 on the new-game screen to the last byte of the table
(or hand-off) it opens; RSS is the child's resident memory at the end of each game.
The terminal answers Textual's question about synchronized output as current terminals do, so
every frame ends with an end-of-update marker: the "frames" column counts them per key. When
the keys tried do not move the game on (a composer they cannot fill) or the game does not end
(random picks), the child plays a legal move, unmeasured ("moves played for the keys"). The keys
follow the recorded game (the random moves that found its end) while they can: the child says
which row of the action list holds its next move, and plays it when it is composed (the keys
measured on the composer need not make it), so that every game reaches its end screen. After
the end screen, the game is loaded again NEAR_END moves before its end for another one, until
there have been `--end-runs` of them a game and size.
After the games, each size and key kind is summed up over every game (the end screen comes a
few times a game, so its median is read there too). Once a game, the first time a table is shown, the bench
waits LOOK seconds before the next key, as a player looks at the table: the app's still moment
(the collector's pass, the rules and end screens made ahead) comes then, as it does in play,
not inside a measured key.
MEEPLE_KEYS_TRACE=FILE writes when each key reached the app and each frame was written;
MEEPLE_KEYS_PROFILE=FILE dumps a cProfile of the confirm keys (digits, Enter), each to its frame.

`--mode pilot`: Duel + Agora and Sheriff in `App.run_test` (no terminal), each sample the time
from `await pilot.press(key)` to `await pilot.pause()`, per key kind:

- move: `down` in the action list or the composer (only the highlight changes);
- confirm: a number key or the composer's Enter (the game moves on);
- hand-off: Space on the hand-off screen (the whole table is drawn for the next player);
- composer: `+` in the composer (the summary and rows are redrawn);
- rules open / rules close: `r` at the table, Escape in the rules (pty mode: F1 and Escape in
  turn);
- end screen (pty mode): the confirm that ends the game, to the drawn end screen; "end close"
  is Escape on it (back to the table);
- log open / log close (pty mode): `l` at the table, the whole log full screen, and Escape.

Pilot waits for idle in steps of up to 20 ms, so wall times include some polling; the CPU
column (process time per key) is the work itself. Cold start: spawning the interpreter to
the title screen's first frame. RSS: the peak resident memory of the process.
"""

from __future__ import annotations

import argparse
import asyncio
import fcntl
import json
import os
import random
import resource
import select
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

COLD_START = """
import time
from rules.core.words import language_from_environment
from tui.app import MeepleApp
from tui.screens.title import TitleScreen

async def probe(pilot):
    app = pilot.app
    while not (isinstance(app.screen, TitleScreen) and app.screen.is_mounted):
        await pilot.pause(0.001)

    def report():
        with open({out!r}, "w") as handle:
            handle.write(repr(time.time()))
        app.exit()

    app.call_after_refresh(report)

MeepleApp({saves!r}, language=language_from_environment()).run(headless=True, size=(120, 40), auto_pilot=probe)
"""

KINDS = ("move", "confirm", "hand-off", "composer", "rules open", "rules close")
#: pty mode: seconds a player looks at the table once a game, before a key (longer than the
#: app's COLLECT_AFTER, so that the still moment's preparations happen as they do in play)
LOOK = 1.5
#: Moves before the end at which the game is loaded again for each further end screen.
NEAR_END = 6
GAMES = {"duel": (2, {"agora": True}), "sheriff": (3, {})}
#: pty mode: every game, hot-seat (players, options)
PTY_GAMES = {
    "duel": (2, {"agora": True}),
    "sheriff": (3, {}),
    "florence": (2, {}),
    "architects": (2, {}),
    "lorenzo": (2, {}),
}
PTY_KINDS = KINDS + ("end screen", "end close", "log open", "log close")
KEY_BYTES = {
    "down": b"\x1b[B",
    "enter": b"\r",
    "space": b" ",
    "plus": b"+",
    "r": b"r",
    "f1": b"\x1bOP",
    "escape": b"\x1b",
    "l": b"l",
    "1": b"1",
    "n": b"n",
    "f5": b"\x1b[15~",
    "quit": b"\x11",
}
SYNC_QUERY, SYNC_END = b"\x1b[?2026$p", b"\x1b[?2026l"


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def row(name: str, walls: list[float], cpus: list[float]) -> str:
    if not walls:
        return f"{name:34} no samples"
    return (
        f"{name:34} n={len(walls):3}  median {statistics.median(walls) * 1000:6.1f} ms  "
        f"p95 {percentile(walls, 0.95) * 1000:6.1f} ms  (cpu median {statistics.median(cpus) * 1000:5.1f} "
        f"p95 {percentile(cpus, 0.95) * 1000:5.1f} ms)"
    )


async def measure(game_id: str, size: tuple[int, int], actions: int, seed: int) -> dict[str, tuple[list, list]]:
    from rules.core.options import make_config
    from rules.core.registry import get_game
    from rules.core.session import SeatConfig
    from tui.app import MeepleApp
    from tui.screens.dialogs import GameOverScreen
    from tui.screens.handoff import HandoffScreen
    from tui.screens.rules import RulesScreen
    from tui.screens.table import TableScreen

    game = get_game(game_id)
    players, options = GAMES[game_id]
    samples: dict[str, tuple[list, list]] = {k: ([], []) for k in KINDS}
    with tempfile.TemporaryDirectory() as saves:
        app = MeepleApp(saves, pace=0, handoff_delay=0, turn_guard=0)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            config = make_config(game.options, players, options, game.min_players, game.max_players)
            app.start_new_game(game, config, tuple(SeatConfig(f"P{i + 1}") for i in range(players)), seed)
            await pilot.pause()

            async def timed(kind: str, key: str) -> None:
                wall, cpu = time.perf_counter(), time.process_time()
                await pilot.press(key)
                await pilot.pause()
                samples[kind][0].append(time.perf_counter() - wall)
                samples[kind][1].append(time.process_time() - cpu)

            done = 0
            while done < actions and not isinstance(app.screen, GameOverScreen):
                screen = app.screen
                if isinstance(screen, HandoffScreen):
                    await timed("hand-off", "space")
                elif isinstance(screen, TableScreen) and screen.composing:
                    await timed("move", "down")
                    await timed("composer", "plus")
                    if screen.composer.composition.problem():
                        await timed("composer", "plus")
                    await timed("confirm", "enter")
                    done += 1
                elif isinstance(screen, TableScreen) and screen.actions.shown:
                    if done % 5 == 0:
                        await timed("rules open", "r")
                        if isinstance(app.screen, RulesScreen):
                            await timed("rules close", "escape")
                    if len(screen.actions.shown) > 1:
                        await timed("move", "down")
                    await timed("confirm", "1")
                    done += 1
                else:
                    await pilot.pause(0.02)
    return samples


def cold_start(runs: int) -> list[float]:
    """Seconds from spawning the interpreter to the title screen's first refresh, per run."""
    times = []
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TEXTUAL_ANIMATIONS": "none"}
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as scratch:
            out = Path(scratch) / "mounted"
            code = COLD_START.format(saves=str(Path(scratch) / "saves"), out=str(out))
            started = time.time()
            done = subprocess.run(
                [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
            )
            if done.returncode != 0 or not out.exists():
                raise SystemExit(f"cold start probe failed: {done.stderr[-2000:]}")
            times.append(float(out.read_text()) - started)
    return times


# ----- pty mode: the child (the app on the terminal) -----------------------------------------


def _random_moves(game, config, seats, seed) -> list:
    """A whole game of random moves, as (seat, action), to know where its end is."""
    from rules.core.bots import bot_rng
    from tui.table.table import Table

    table = Table.new(game, config, seats, seed)
    bot, moves = game.bot("random"), []
    while not table.over:
        seat = min(table.to_act())
        state = table.state
        action = bot.choose(game.view(state, seat), table.legal(seat), bot_rng(seed, state.ply, seat))
        table.play(seat, action)
        moves.append((seat, action))
    return moves


def child(game_id: str, seed: int, left: int, saves: str, control: str) -> None:
    """Run the app on this terminal at a hot-seat table `left` random moves before the end;
    answer each line on the control pipe with the screen and this process's CPU time."""
    from tui.cli import local_escape_delay

    os.environ.setdefault("ESCDELAY", local_escape_delay(os.environ))  # as `meeple play` sets it
    os.environ.setdefault("TEXTUAL_ANIMATIONS", "none")
    from rules.core.options import make_config
    from rules.core.registry import get_game
    from rules.core.session import SeatConfig
    from tui.app import MeepleApp, write_frames_promptly
    from tui.games import board_for, labeller_for
    from tui.screens.table import TableScreen
    from tui.table.table import Table

    game = get_game(game_id)
    players, options = PTY_GAMES[game_id]
    config = make_config(game.options, players, options, game.min_players, game.max_players)
    seats = tuple(SeatConfig(f"P{i + 1}") for i in range(players))
    moves = _random_moves(game, config, seats, seed)
    table = Table.new(game, config, seats, seed, Path(saves), labeller_for(board_for(game_id)))
    for seat, action in moves[: max(1, len(moves) - left)]:
        table.play(seat, action)
    path = table.save()
    # the same game NEAR_END moves before its end, loaded again for each further end screen
    near = Table.new(game, config, seats, seed, Path(saves) / "near", labeller_for(board_for(game_id)))
    for seat, action in moves[: max(1, len(moves) - NEAR_END)]:
        near.play(seat, action)
    near_path = near.save()
    from rules.core.words import language_from_environment

    app = MeepleApp(
        saves,
        path,
        pace=0,
        handoff_delay=0,
        turn_guard=0,
        freeze_after_start=True,
        language=language_from_environment(),
    )  # as run_app (--lang: MEEPLE_LANG)
    read_fd, write_fd = (int(fd) for fd in control.split(","))

    chooser = random.Random(seed)

    def recorded_next() -> tuple | None:
        """The recorded game's next (seat, action) while the game is still the recorded one."""
        log = app.table.session.log if app.table is not None else ()
        if len(log) >= len(moves) or any(e.action != moves[i][1] for i, e in enumerate(log)):
            return None
        return moves[len(log)]

    def play_one() -> None:
        """Unmeasured: one legal move for the seat shown (or the first to act), when the keys
        the parent tries do not move the game on (a composer they cannot complete): the
        recorded game's next move while the game is still that one, else a random one."""
        table, seating = app.table, app.seating
        if table is None or seating is None or table.over:
            return
        recorded = recorded_next()
        if recorded is not None and recorded[1] in table.legal(recorded[0]):
            table.play(*recorded)
        else:
            seat = seating.shown if seating.shown is not None and table.legal(seating.shown) else min(table.to_act())
            table.play(seat, chooser.choice(table.legal(seat)))
        app.sync()

    def hint(screen: TableScreen) -> int | None:
        """The row of the recorded game's next move in the action list, while the game is
        still the recorded one: the keys then follow it to its end (random picks kept some
        games, Architects, from ending)."""
        recorded = recorded_next()
        if recorded is None:
            return None
        seat, action = recorded
        rows = [a for _, a in screen.actions.shown]
        if app.seating is None or app.seating.shown != seat or action not in rows:
            return None
        return rows.index(action)

    reloads = [0]

    def reload() -> None:
        """To the title, and the game again NEAR_END moves before its end (a further end screen),
        from a copy of that save: the table autosaves into the file it was loaded from."""
        reloads[0] += 1
        copy = near_path.with_name(f"again-{reloads[0]}.json")
        shutil.copyfile(near_path, copy)
        app.action_leave_table()
        app.set_timer(0.2, lambda: app.open_save(copy))

    def answer() -> None:
        request = os.read(read_fd, 64)
        if b"p" in request:
            play_one()
        if b"r" in request:
            reload()
        screen = app.screen
        state: dict = {
            "screen": type(screen).__name__,
            "cpu": time.process_time(),
            "version": app.table.version if app.table is not None else None,
        }
        if isinstance(screen, TableScreen):
            state["screen"] = "TableScreen"
            state["composing"] = screen.composing
            state["shown"] = len(screen.actions.shown)
            state["problem"] = bool(screen.composing and screen.composer.composition.problem())
            state["hint"] = None if screen.composing else hint(screen)
            state["recorded"] = recorded_next() is not None
        with open("/proc/self/status") as handle:
            for line in handle:
                if line.startswith(("VmRSS:", "VmHWM:")):
                    state[line.split(":")[0]] = int(line.split()[1])
        os.write(write_fd, (json.dumps(state) + "\n").encode())

    trace = os.environ.get("MEEPLE_KEYS_TRACE")
    if trace:  # diagnosis: when keys arrive and frames are written (perf_counter is system-wide)
        from textual import events
        from textual.app import App

        log = open(trace, "a", buffering=1)
        display, post = App._display, App.post_message

        def traced_display(self, screen, renderable):  # type: ignore[no-untyped-def]
            started = time.perf_counter()
            display(self, screen, renderable)
            log.write(f"{started:.6f} display {time.perf_counter() - started:.6f} {type(screen).__name__}\n")

        def traced_post(self, message):  # type: ignore[no-untyped-def]
            if isinstance(message, events.Key):
                log.write(f"{time.perf_counter():.6f} key {message.key}\n")
            return post(self, message)

        App._display, App.post_message = traced_display, traced_post  # type: ignore[method-assign]

    profile_to = os.environ.get("MEEPLE_KEYS_PROFILE")
    if profile_to:  # diagnosis: a cProfile of each digit or Enter key, from the key to its frame
        import atexit
        import cProfile

        from textual import events
        from textual.app import App

        profiler, armed = cProfile.Profile(), [False]
        display_first, post_first = App._display, App.post_message

        def profiled_display(self, screen, renderable):  # type: ignore[no-untyped-def]
            display_first(self, screen, renderable)
            if armed[0]:
                profiler.disable()
                armed[0] = False

        def profiled_post(self, message):  # type: ignore[no-untyped-def]
            if isinstance(message, events.Key) and (message.key == "enter" or message.key.isdigit()):
                if not armed[0]:
                    armed[0] = True
                    profiler.enable()
            return post_first(self, message)

        App._display, App.post_message = profiled_display, profiled_post  # type: ignore[method-assign]
        atexit.register(lambda: profiler.dump_stats(profile_to))

    mounted = MeepleApp.on_mount

    def on_mount(self: MeepleApp) -> None:
        mounted(self)
        asyncio.get_running_loop().add_reader(read_fd, answer)

    MeepleApp.on_mount = on_mount  # type: ignore[method-assign]
    write_frames_promptly()
    app.run()


# ----- pty mode: the parent (the player) ------------------------------------------------------


class Terminal:
    """A process on a pseudo-terminal of a given size, with the time of its last output."""

    def __init__(
        self, argv: list[str], size: tuple[int, int], env: dict, cwd: Path, pass_fds=(), screen: bool = False
    ) -> None:
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
        self.started = time.perf_counter()
        self.process = subprocess.Popen(
            argv,
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            cwd=cwd,
            pass_fds=pass_fds,
            start_new_session=True,
            close_fds=True,
        )
        os.close(slave)
        self.master = master
        self.last_output = 0.0
        self.last_frame = 0.0  # when the last frame's end-of-update marker came
        self.frames = 0
        self._tail = b""
        self.late = 0  # keys after which output came once the answer had been quiet for `settle`
        self.screen = self.stream = None
        # Bytes read and not yet given to the screen: pyte parses them when the screen is read
        # (`text`), never while a response is being timed. Parsing as it read, this harness
        # left the pty undrained ~16 ms for the title's 10 KB, and that wait was counted as the
        # app's: a terminal reads on while it draws.
        self._unfed: list[bytes] = []
        if screen:
            import pyte

            self.screen = pyte.Screen(*size)
            self.stream = pyte.ByteStream(self.screen)

    def _read(self, timeout: float) -> bool:
        ready, _, _ = select.select([self.master], [], [], max(0.0, timeout))
        if not ready:
            return False
        try:
            data = os.read(self.master, 1 << 16)
        except OSError:  # the child closed the terminal
            data = b""
        if not data:
            raise EOFError("the app left the terminal")
        self.last_output = time.perf_counter()
        seen = self._tail + data
        # the tail is kept to find a marker split over two reads; one wholly inside it was
        # counted (or answered) on the read before
        if seen.count(SYNC_QUERY) > self._tail.count(SYNC_QUERY):
            # answer like a terminal with synchronized output (most current ones): Textual then
            # wraps every frame in begin/end markers, and the end marker is the frame's last byte
            os.write(self.master, b"\x1b[?2026;2$y")
        ends = seen.count(SYNC_END) - self._tail.count(SYNC_END)
        if ends:
            self.frames += ends
            self.last_frame = self.last_output
        self._tail = seen[-16:]
        if self.stream is not None:
            self._unfed.append(data)
        return True

    def quiet(self, since: float, settle: float, timeout: float) -> float | None:
        """Read until the output has been quiet for `settle` s; the seconds from `since` to the
        last byte, or None when nothing came before `timeout`."""
        end = since + timeout
        last = frame_end = None
        while True:
            now = time.perf_counter()
            if last is None:
                if now > end:
                    return None
                wait = end - now
            else:
                wait = last + settle - now
                if wait <= 0:
                    return (frame_end or last) - since
            if self._read(min(wait, 0.5)):
                last = self.last_output
                if self.last_frame >= since:
                    frame_end = self.last_frame

    def key(self, name: str, settle: float, timeout: float = 10.0) -> float | None:
        if self._read(0):  # something came after the previous answer was taken as finished
            self.late += 1
            while self._read(0):
                pass
        sent = time.perf_counter()
        if os.environ.get("MEEPLE_KEYS_TRACE"):
            with open(os.environ["MEEPLE_KEYS_TRACE"], "a") as log:
                log.write(f"{sent:.6f} SENT {name}\n")
        os.write(self.master, KEY_BYTES.get(name) or name.encode())
        self.frames = 0
        return self.quiet(sent, settle, timeout)

    def text(self) -> str:
        if self.stream is None or self.screen is None:
            return ""
        for data in self._unfed:
            self.stream.feed(data)
        self._unfed.clear()
        return "\n".join(self.screen.display)

    def close(self) -> None:
        try:
            os.write(self.master, KEY_BYTES["quit"])
            self.process.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            self.process.kill()
            self.process.wait()
        os.close(self.master)


def pty_game(
    game_id: str, size: tuple[int, int], left: int, seed: int, settle: float, end_runs: int = 1
) -> tuple[dict, dict]:
    """One hot-seat game on a pty, from `left` moves before its end to the end screen: the
    samples per key kind (wall, cpu) and the child's memory at the end."""
    samples: dict[str, tuple[list, list]] = {k: ([], []) for k in PTY_KINDS}
    frames: dict[str, list[int]] = {}  # frames drawn per key, per kind
    to_child_r, to_child_w = os.pipe()
    from_child_r, from_child_w = os.pipe()
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as saves:
        env = {**os.environ, "PYTHONPATH": str(ROOT), "TERM": "xterm-256color", "COLORTERM": "truecolor"}
        argv = [
            sys.executable,
            str(Path(__file__).resolve()),
            "--child",
            game_id,
            str(seed),
            str(left),
            saves,
            f"{to_child_r},{from_child_w}",
        ]
        term = Terminal(argv, size, env, ROOT, pass_fds=(to_child_r, from_child_w))
        os.close(to_child_r)
        os.close(from_child_w)
        replies = os.fdopen(from_child_r, "r")

        def ask(request: bytes = b"?") -> dict:
            os.write(to_child_w, request + b"\n")
            return json.loads(replies.readline())

        try:
            if term.quiet(term.started, max(settle, 0.3), 120) is None:
                raise SystemExit(f"{game_id}: the app drew nothing")
            state = ask()

            def timed(kind: str, key: str) -> dict:
                nonlocal state
                took = term.key(key, settle)
                after = ask()
                if took is not None:
                    if kind == "confirm" and after["screen"] == "GameOverScreen":
                        kind = "end screen"
                    samples[kind][0].append(took)
                    samples[kind][1].append(after["cpu"] - state["cpu"])
                    frames.setdefault(kind, []).append(term.frames)
                state = after
                return after

            keys = stalls = forced = played = 0
            ruled = None
            logged = None  # the version whose whole log (`l`) was last opened
            looked = False
            while keys < left * 12 and forced < left * 4:
                keys += 1
                if not looked and state["screen"] == "TableScreen" and state.get("shown"):
                    # once a game, a player looks at the table before a key (a still moment,
                    # when the app makes the rules and end screens ahead)
                    looked = True
                    time.sleep(LOOK)
                    term.quiet(time.perf_counter(), settle, 2.0)
                    state = ask()
                if stalls >= 2 or keys > left * 6:
                    # the keys tried did not move the game on, or the random picks keep it from
                    # ending (Architects): one move, unmeasured
                    forced += 1
                    state = ask(b"p")
                    term.quiet(time.perf_counter(), settle, 2.0)
                    state = ask()
                    stalls = 0
                screen, version = state["screen"], state["version"]
                if screen == "HandoffScreen":
                    timed("hand-off", "space")
                elif screen == "GameOverScreen":
                    timed("end close", "escape")
                    end_runs -= 1
                    if end_runs <= 0:
                        break
                    # the game again a few moves before its end, for another end screen
                    state = ask(b"r")
                    time.sleep(0.5)
                    term.quiet(time.perf_counter(), settle, 5.0)
                    state = ask()
                    looked = False
                    played += forced
                    keys = stalls = forced = 0
                    continue
                elif screen == "RulesScreen":
                    timed("rules close", "f1")
                elif screen == "LogScreen":
                    timed("log close", "escape")
                elif screen == "TableScreen" and state["composing"]:
                    recorded = state.get("recorded")
                    timed("move", "down")
                    timed("composer", "plus")
                    if state.get("problem"):
                        timed("composer", "plus")
                    if recorded:  # the recorded move, which the keys above need not make
                        state = ask(b"p")
                        term.quiet(time.perf_counter(), settle, 2.0)
                        state = ask()
                    else:
                        timed("confirm", "enter")
                elif screen == "TableScreen" and state.get("shown") and ruled != version and keys % 4 == 1:
                    ruled = version
                    timed("rules open", "r")
                    if state["screen"] == "RulesScreen":
                        timed("rules close", "f1" if keys % 8 == 1 else "escape")
                    continue  # on from whatever is shown now
                elif screen == "TableScreen" and state.get("shown") and logged != version and keys % 4 == 3:
                    logged = version
                    timed("log open", "l")
                    if state["screen"] == "LogScreen":
                        timed("log close", "escape")
                    continue
                elif screen == "TableScreen" and state.get("shown"):
                    row = state.get("hint")
                    for _ in range(rng.randrange(min(state["shown"], 4)) if row is None else row):
                        timed("move", "down")
                    timed("confirm", "enter")
                else:
                    time.sleep(0.05)
                    state = ask()
                stalls = stalls + 1 if state["version"] == version and state["screen"] == screen else 0
            memory = {
                "forced": played + forced,
                "rss_mb": state.get("VmRSS", 0) / 1024,
                "peak_mb": state.get("VmHWM", 0) / 1024,
                "late": term.late,
                "ended": samples["end screen"][0] != [],
                "frames": {k: statistics.mean(v) for k, v in frames.items()},
            }
        finally:
            term.close()
            os.close(to_child_w)
            replies.close()
    return samples, memory


def _shows(text: str, *marks: str) -> bool:
    """Whether the screen shows one of `marks` (English and Korean, for --lang)."""
    return any(mark in text for mark in marks)


def pty_start(settle: float, game_number: int) -> tuple[float, float | None, float]:
    """`python -m tui` on a 120x40 pty: seconds to the last byte of the title, from F5 on the
    new-game screen of game `game_number` to the last byte of what it opens, and its RSS in MB."""
    with tempfile.TemporaryDirectory() as scratch:
        # bots wait 5 s before they move: a bot's first move is not part of the table opening
        env = {**os.environ, "TERM": "xterm-256color", "COLORTERM": "truecolor", "MEEPLE_BOT_PACE": "5"}
        env.pop("ESCDELAY", None)
        term = Terminal(
            [sys.executable, "-m", "tui", "--saves", str(Path(scratch) / "saves")],
            (120, 40),
            env,
            Path(scratch),
            screen=True,
        )
        try:
            start = term.quiet(term.started, settle, 30)
            if start is None or not _shows(term.text(), "New game", "새 게임"):
                raise SystemExit(f"the title never showed:\n{term.text()}")
            term.key("n", 0.5)
            term.key(str(game_number), 1.0)  # the game's modules load here
            if not _shows(term.text(), "New game:", "새 게임:"):
                raise SystemExit(f"the new-game screen never showed:\n{term.text()}")
            opened = term.key("f5", max(settle, 0.3))  # its modules load between frames
            if not _shows(term.text(), "Your choice", "Pass to", "내 선택", "넘겨 주세요"):
                opened = None
            with open(f"/proc/{term.process.pid}/status") as handle:
                rss = next(int(line.split()[1]) for line in handle if line.startswith("VmRSS:")) / 1024
        finally:
            term.close()
    return start, opened, rss


def pty_main(args: argparse.Namespace) -> None:
    games = args.games.split(",") if args.games else list(PTY_GAMES)
    load = os.getloadavg()[0]
    print(
        f"Key to the last byte of the frame on a pty (quiet {args.settle * 1000:.0f} ms after it), hot-seat, "
        f"guards off, read in {args.lang!r}, the last {args.actions} random moves of each game:"
    )
    pooled: dict[tuple[tuple[int, int], str], tuple[list, list]] = {}  # every game's samples per size and kind
    for game_id in games:
        for size in ((120, 40), (80, 24)):
            samples, memory = pty_game(game_id, size, args.actions, args.seed, args.settle, args.end_runs)
            for kind, (walls, cpus) in samples.items():
                if walls:
                    pool = pooled.setdefault((size, kind), ([], []))
                    pool[0].extend(walls)
                    pool[1].extend(cpus)
                    print(
                        "  "
                        + row(f"{game_id} {size[0]}x{size[1]} {kind}", walls, cpus)
                        + f" {memory['frames'].get(kind, 0):.1f} frames",
                        flush=True,
                    )
            print(
                f"  {game_id} {size[0]}x{size[1]}: RSS at the end {memory['rss_mb']:.0f} MB "
                f"(peak {memory['peak_mb']:.0f} MB); end screen {'reached' if memory['ended'] else 'NOT reached'}; "
                f"{memory['late']} late outputs; {memory['forced']} moves played for the keys",
                flush=True,
            )
    if len(games) > 1:
        # the end screen comes a few times a game: its median is read over the games too
        print("Every game together, per size and key:")
        for (size, kind), (walls, cpus) in sorted(
            pooled.items(), key=lambda k: (-k[0][0][0], PTY_KINDS.index(k[0][1]))
        ):
            print("  " + row(f"all {size[0]}x{size[1]} {kind}", walls, cpus), flush=True)
    if not args.cold_runs:
        print(f"(load average {load:.1f} at the start, {os.getloadavg()[0]:.1f} at the end, on {os.cpu_count()} CPUs)")
        return
    # Our modules' bytecode written first, as the first start on a player's machine writes it:
    # an environment with PYTHONDONTWRITEBYTECODE (this sandbox's) would otherwise compile every
    # module of ours again on each start (~40 ms), which no installed Meeple does.
    subprocess.run([sys.executable, "-m", "compileall", "-q", "tui", "rules"], cwd=ROOT, check=True)
    starts, opens, rsss = [], [], []
    for run in range(args.cold_runs):
        start, opened, rss = pty_start(args.settle, 1 + run % len(PTY_GAMES))
        starts.append(start)
        rsss.append(rss)
        if opened is not None:
            opens.append(opened)
    print(
        f"Cold start (python -m tui on a pty, to the title's last byte): median {statistics.median(starts) * 1000:.0f}"
        f" ms, min {min(starts) * 1000:.0f}, max {max(starts) * 1000:.0f} over {len(starts)} runs"
    )
    if opens:
        print(
            f"Table open (F5 on the new-game screen, to the last byte): median {statistics.median(opens) * 1000:.0f}"
            f" ms, max {max(opens) * 1000:.0f} over {len(opens)} runs (games in turn)"
        )
    print(f"RSS after the table opened: max {max(rsss):.0f} MB")
    print(f"(load average {load:.1f} at the start, {os.getloadavg()[0]:.1f} at the end, on {os.cpu_count()} CPUs)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=("pty", "pilot"), default="pty")
    parser.add_argument("--actions", type=int, default=40, help="actions per game and size (default 40)")
    parser.add_argument("--cold-runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--games", default="", help="pty mode: comma-separated game ids (default: all five)")
    parser.add_argument("--settle", type=float, default=0.12, help="pty mode: seconds of quiet ending a frame")
    parser.add_argument(
        "--end-runs",
        type=int,
        default=3,
        help=f"pty mode: end screens per game and size (the later ones from {NEAR_END} moves before the end)",
    )
    parser.add_argument(
        "--lang",
        choices=("en", "ko"),
        default="en",
        help="the language the app is read in (every screen, log line and label)",
    )
    parser.add_argument("--child", nargs=5, metavar=("GAME", "SEED", "LEFT", "SAVES", "FDS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if not args.child:
        os.environ["MEEPLE_LANG"] = args.lang  # every app started from here reads it
    if args.child:
        game_id, seed, left, saves, control = args.child
        child(game_id, int(seed), int(left), saves, control)
        return
    if args.mode == "pty":
        pty_main(args)
        return
    print("Key to finished frame (press + pause), hot-seat, guards off:")
    for game_id in GAMES:
        for size in ((120, 40), (80, 24)):
            samples = asyncio.run(measure(game_id, size, args.actions, args.seed))
            for kind, (walls, cpus) in samples.items():
                print("  " + row(f"{game_id} {size[0]}x{size[1]} {kind}", walls, cpus))
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"Peak RSS of this process after all games: {peak:.0f} MB")
    starts = cold_start(args.cold_runs)
    print(
        f"Cold start to title screen: median {statistics.median(starts) * 1000:.0f} ms, "
        f"min {min(starts) * 1000:.0f} ms, max {max(starts) * 1000:.0f} ms over {len(starts)} runs"
    )
    print(f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)")


if __name__ == "__main__":
    main()
