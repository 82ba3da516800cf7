"""Autosave cost per move as a game grows: `python bench/autosave.py [--plies 700]`.

Plays one seeded random Sheriff game (long: hundreds of plies) and times each autosave
(journal line or whole save, fsync included) in a temporary folder, then prints the
median and p95 by stretch of the game, beside what rewriting the whole save every move
(the old way) costs at the same points. A measurement, not a test.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.core.options import make_config  # noqa: E402
from rules.core.registry import get_game  # noqa: E402
from rules.core.saves import Autosaver, save  # noqa: E402
from rules.core.session import SeatConfig, Session  # noqa: E402


def _p95(values: list[float]) -> float:
    return sorted(values)[max(0, int(len(values) * 0.95) - 1)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="sheriff")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--plies", type=int, default=700, help="stop after this many moves")
    args = parser.parse_args()
    game = get_game(args.game)
    config = make_config(game.options, args.players, {}, game.min_players, game.max_players)
    seats = tuple(SeatConfig(f"P{i}") for i in range(args.players))
    session = Session(game, config, seats, args.seed)
    rng = random.Random(args.seed)
    journal_ms: list[tuple[int, float]] = []
    whole_ms: list[tuple[int, float]] = []
    with tempfile.TemporaryDirectory() as folder:
        saver = Autosaver(Path(folder) / "journal.json")
        whole_path = Path(folder) / "whole.json"
        while not session.over and len(session.log) < args.plies:
            seat = min(session.to_act())
            session.play(seat, rng.choice(session.legal(seat)), notify=False)
            start = time.perf_counter()
            saver.write(session)
            journal_ms.append((len(session.log), (time.perf_counter() - start) * 1000))
            if len(session.log) % 10 == 0:  # the old way, sampled: it is the slow one
                start = time.perf_counter()
                save(session, whole_path)
                whole_ms.append((len(session.log), (time.perf_counter() - start) * 1000))
    plies = len(session.log)
    print(
        f"{args.game} {args.players}p seed {args.seed}: {plies} plies; autosave per move, ms"
        " (journal max: the whole save every SNAPSHOT_EVERY moves)"
    )
    print(
        f"{'plies':>12} {'journal med':>12} {'journal p95':>12} {'journal max':>12} {'whole med':>10} {'whole p95':>10}"
    )
    step = max(100, plies // 7)
    for low in range(0, plies, step):
        high = low + step
        ours = [ms for ply, ms in journal_ms if low < ply <= high]
        old = [ms for ply, ms in whole_ms if low < ply <= high]
        if not ours:
            continue
        old_text = f"{statistics.median(old):>10.2f} {_p95(old):>10.2f}" if old else f"{'-':>10} {'-':>10}"
        print(
            f"{low + 1:>5}-{high:<6} {statistics.median(ours):>12.2f} {_p95(ours):>12.2f} {max(ours):>12.2f} {old_text}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
