"""Key to finished frame on every game screen, cold start and memory: `python bench/keys.py`.

A measurement, not a test (`make bench` runs it). Hot-seat games of Duel + Agora and Sheriff
run in `App.run_test` at 120x40 and 80x24 with the guards off (they delay keys on purpose);
each sample is the time from pressing a key to the screen being refreshed
(`await pilot.press(key)` then `await pilot.pause()`), per key kind:

- move: `down` in the action list or the composer (only the highlight changes);
- confirm: a number key or the composer's Enter (the game moves on);
- hand-off: Space on the hand-off screen (the whole table is drawn for the next player);
- composer: `+` in the composer (the summary and rows are redrawn);
- rules open / rules close: `r` at the table, Escape in the rules.

Pilot waits for idle in steps of up to 20 ms, so wall times include some polling; the CPU
column (process time per key) is the work itself. Cold start: spawning the interpreter to
the title screen's first frame. RSS: the peak resident memory of the process.
"""
from __future__ import annotations

import argparse
import asyncio
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

COLD_START = """
import time
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

MeepleApp({saves!r}).run(headless=True, size=(120, 40), auto_pilot=probe)
"""

KINDS = ("move", "confirm", "hand-off", "composer", "rules open", "rules close")
GAMES = {"duel": (2, {"agora": True}), "sheriff": (3, {})}


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def row(name: str, walls: list[float], cpus: list[float]) -> str:
    if not walls:
        return f"{name:28} no samples"
    return (
        f"{name:28} n={len(walls):3}  median {statistics.median(walls) * 1000:6.1f} ms  "
        f"p95 {percentile(walls, 0.95) * 1000:6.1f} ms  (cpu median {statistics.median(cpus) * 1000:5.1f} ms)"
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
            done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                                  timeout=60)
            if done.returncode != 0 or not out.exists():
                raise SystemExit(f"cold start probe failed: {done.stderr[-2000:]}")
            times.append(float(out.read_text()) - started)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=40, help="actions per game and size (default 40)")
    parser.add_argument("--cold-runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    print("Key to finished frame (press + pause), hot-seat, guards off:")
    for game_id in GAMES:
        for size in ((120, 40), (80, 24)):
            samples = asyncio.run(measure(game_id, size, args.actions, args.seed))
            for kind, (walls, cpus) in samples.items():
                print("  " + row(f"{game_id} {size[0]}x{size[1]} {kind}", walls, cpus))
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"Peak RSS of this process after all games: {peak:.0f} MB")
    starts = cold_start(args.cold_runs)
    print(f"Cold start to title screen: median {statistics.median(starts) * 1000:.0f} ms, "
          f"min {min(starts) * 1000:.0f} ms, max {max(starts) * 1000:.0f} ms over {len(starts)} runs")
    print(f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)")


if __name__ == "__main__":
    main()
