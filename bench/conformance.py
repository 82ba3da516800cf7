"""Long conformance runs beyond what CI plays: `python bench/conformance.py duel --games 300 --option agora=true`.

Every game is checked with the same invariants as the test suite (rules.core.conformance).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.core.conformance import play_random_game  # noqa: E402
from rules.core.options import make_config, parse_options  # noqa: E402
from rules.core.registry import get_game  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int)
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args()
    game = get_game(args.game)
    chosen = parse_options(game.options, args.option)
    players = args.players or game.min_players
    config = make_config(game.options, players, chosen, game.min_players, game.max_players)
    started, failures = time.perf_counter(), 0
    for seed in range(args.first_seed, args.first_seed + args.games):
        try:
            play_random_game(game, config, seed, checkpoint_every=50)
        except Exception as error:  # report every failing seed, keep going
            failures += 1
            print(f"seed {seed}: {type(error).__name__}: {error}", flush=True)
    elapsed = time.perf_counter() - started
    print(
        f"{args.game} {chosen or ''} players={players}: {args.games} games, {failures} failures, "
        f"{elapsed:.1f}s ({elapsed / args.games * 1000:.0f} ms/game with all checks)"
    )
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
