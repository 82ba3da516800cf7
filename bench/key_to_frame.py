"""Key-to-frame latency on the 7 Wonders Duel table, and cold start: `python bench/key_to_frame.py`.

A measurement, not a test. At 120x40, a 2-human Duel game runs in `App.run_test`; each
sample is the time from pressing a key to the screen being refreshed
(`await pilot.press(key)` then `await pilot.pause()`), for three kinds of key:

- move: `down` in the action list (only the highlight changes);
- pick: a number key choosing an action (the game moves on; in hot-seat a hand-off follows);
- hand-off: `enter` on the hand-off screen (the whole table is drawn for the next player).

Pilot waits until the app is idle, in steps of 20 ms, so wall times include up to ~20 ms
of that polling; the CPU column (process time spent per key) is the work itself.
Cold start: wall time from spawning `python -c ...` to the title screen's first frame.
"""
from __future__ import annotations

import argparse
import asyncio
import os
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


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def summary(name: str, walls: list[float], cpus: list[float]) -> str:
    if not walls:
        return f"{name:9} no samples"
    return (
        f"{name:9} n={len(walls):3}  median {statistics.median(walls) * 1000:6.1f} ms  "
        f"p95 {percentile(walls, 0.95) * 1000:6.1f} ms  (cpu median {statistics.median(cpus) * 1000:6.1f} ms)"
    )


async def key_to_frame(presses: int, seed: int) -> dict[str, tuple[list[float], list[float]]]:
    from rules.core.options import make_config
    from rules.core.registry import get_game
    from rules.core.session import SeatConfig
    from tui.app import MeepleApp
    from tui.screens.dialogs import GameOverScreen
    from tui.screens.handoff import HandoffScreen
    from tui.screens.table import TableScreen

    game = get_game("duel")
    samples: dict[str, tuple[list[float], list[float]]] = {k: ([], []) for k in ("move", "pick", "hand-off")}
    with tempfile.TemporaryDirectory() as saves:
        app = MeepleApp(saves, pace=0)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            config = make_config(game.options, 2, {"agora": False}, 2, 2)
            app.start_new_game(game, config, (SeatConfig("Ann"), SeatConfig("Bo")), seed)
            await pilot.pause()

            async def timed(kind: str, key: str) -> None:
                wall, cpu = time.perf_counter(), time.process_time()
                await pilot.press(key)
                await pilot.pause()
                samples[kind][0].append(time.perf_counter() - wall)
                samples[kind][1].append(time.process_time() - cpu)

            done = 0
            while done < presses and not isinstance(app.screen, GameOverScreen):
                if isinstance(app.screen, HandoffScreen):
                    await timed("hand-off", "enter")
                elif isinstance(app.screen, TableScreen) and app.screen.actions.shown:
                    if len(app.screen.actions.shown) > 1:
                        await timed("move", "down")
                        done += 1
                    await timed("pick", "1")
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
    parser.add_argument("--presses", type=int, default=50, help="move + pick presses to time (default 50)")
    parser.add_argument("--cold-runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    samples = asyncio.run(key_to_frame(args.presses, args.seed))
    print("Key to frame, 7 Wonders Duel, 2 humans, 120x40 (press + pause):")
    for kind, (walls, cpus) in samples.items():
        print("  " + summary(kind, walls, cpus))
    everything = [w for walls, _ in samples.values() for w in walls]
    cpus = [c for _, cs in samples.values() for c in cs]
    print("  " + summary("all keys", everything, cpus))
    starts = cold_start(args.cold_runs)
    print(f"Cold start to title screen: median {statistics.median(starts) * 1000:.0f} ms, "
          f"min {min(starts) * 1000:.0f} ms, max {max(starts) * 1000:.0f} ms over {len(starts)} runs")
    print(f"(load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs)")


if __name__ == "__main__":
    main()
