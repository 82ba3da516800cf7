"""Soak: seeded random-bot games for every game x seat count x option set, in parallel processes.

    python bench/soak.py                       # 10,000 games per game, every game, os.cpu_count() jobs
    python bench/soak.py --game lorenzo --games 500 --jobs 2

Every game is played exactly as `meeple selfplay GAME --players P --seed S --option NAME=VALUE ...
--bots random` plays it (`rules.core.selfplay.play_bots`), so each failure is printed with the
command that plays it again. A freeze is a seat to act with no legal action (NoLegalAction); a
crash is any other exception. Prints the games played, every crash and freeze (seed, message,
command), the time taken and games per second per game; exits 1 if anything failed.

The cases are every combination of the games' options a seat count allows (bool: off and on,
choice: each choice, int: its default and the values in EXTRA_VALUES), less the ones the game
refuses (`config_for`) and the ones that differ only in an option with no effect (IRRELEVANT).
A game's N games are shared out evenly over its cases; case k plays seeds S, S+1, ...
"""

from __future__ import annotations

import argparse
import itertools
import os
import shlex
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator

import attrs

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.core.engine import NoLegalAction  # noqa: E402
from rules.core.options import config_for  # noqa: E402
from rules.core.registry import GAMES, UnknownGame, get_game  # noqa: E402
from rules.core.selfplay import play_bots  # noqa: E402

#: Int options have no list of values: these are played besides the default.
EXTRA_VALUES: dict[tuple[str, str], tuple[Any, ...]] = {("florence", "automa_florins"): (700,)}


def _architects(chosen: dict[str, Any]) -> dict[str, Any]:
    if not chosen.get("variant_boards"):  # how boards are given means nothing without them
        chosen.pop("variant_pick", None)
    return chosen


def _florence(chosen: dict[str, Any]) -> dict[str, Any]:
    if chosen.get("automa_florins", -1) != -1:  # the florins given replace the difficulty's
        chosen.pop("automa", None)
    return chosen


#: Per game: drop the options that change nothing in this combination (fewer duplicate cases).
IRRELEVANT: dict[str, Callable[[dict[str, Any]], dict[str, Any]]] = {
    "architects": _architects,
    "florence": _florence,
}


@attrs.frozen
class Case:
    """One seat count and option set of a game: the options as chosen on the command line
    (values other than the defaults only), sorted by name."""

    game: str
    players: int
    options: tuple[tuple[str, Any], ...] = ()

    @property
    def label(self) -> str:
        shown = " ".join(f"{name}={_spelled(value)}" for name, value in self.options)
        return f"{self.game} {self.players}p" + (f" {shown}" if shown else "")

    def command(self, seed: int) -> str:
        """The `meeple selfplay` command that plays this case's game `seed` again."""
        words = ["meeple", "selfplay", self.game, "--players", str(self.players), "--seed", str(seed)]
        for name, value in self.options:
            words += ["--option", f"{name}={_spelled(value)}"]
        return shlex.join(words + ["--bots", "random"])


def _spelled(value: Any) -> str:
    """An option value as `--option NAME=VALUE` takes it (OptionSpec.parse)."""
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def cases(game_id: str) -> list[Case]:
    """Every seat count x option combination of the game that it accepts, once each."""
    game = get_game(game_id)
    tidy = IRRELEVANT.get(game_id, lambda chosen: chosen)
    found: dict[Any, Case] = {}  # by the config it plays: each config once
    for players in range(game.min_players, game.max_players + 1):
        defaults = [_default(spec, players) for spec in game.options]
        values = []
        for spec, default in zip(game.options, defaults):
            if not spec.applies(players):
                values.append((default,))
            elif spec.kind == "bool":
                values.append((False, True))
            elif spec.choices:
                values.append(tuple(spec.choices))
            else:
                values.append((default, *EXTRA_VALUES.get((game_id, spec.name), ())))
        for combination in itertools.product(*values):
            chosen = tidy(
                {
                    spec.name: value
                    for spec, value, default in zip(game.options, combination, defaults)
                    if value != default
                }
            )
            try:
                config = config_for(game, players, chosen)
            except ValueError:
                continue
            found.setdefault(config, Case(game_id, players, tuple(sorted(chosen.items()))))
    return list(found.values())


def _default(spec: Any, players: int) -> Any:
    """The option's default at this seat count (what `config_for` fills in when it is not given)."""
    default_at = getattr(spec, "default_at", None)
    return default_at(players) if default_at is not None else spec.default


@attrs.frozen
class Failure:
    kind: str  # "freeze" or "crash"
    case: Case
    seed: int
    message: str

    def report(self) -> str:
        """Two lines: what failed, then the command that plays it again."""
        return (
            f"{self.kind.upper()} {self.case.label} seed {self.seed}: {self.message}\n"
            f"    {self.case.command(self.seed)}"
        )


@attrs.frozen
class Chunk:
    """What one task played: a run of seeds of one case."""

    case: Case
    games: int
    plies: int
    cpu: float
    failures: tuple[Failure, ...]


def _where(error: BaseException) -> str:
    frames = traceback.extract_tb(error.__traceback__)
    if not frames:
        return ""
    last = frames[-1]
    return f" [{Path(last.filename).name}:{last.lineno} in {last.name}]"


def play_seeds(case: Case, seeds: tuple[int, ...]) -> Chunk:
    """Play `case` once per seed with random bots, as `meeple selfplay` does (a task of the pool)."""
    game = get_game(case.game)
    config = config_for(game, case.players, dict(case.options))
    levels = ("random",) * case.players
    failures: list[Failure] = []
    plies = 0
    started = time.process_time()
    for seed in seeds:
        try:
            plies += play_bots(game, config, seed, levels)["plies"]
        except NoLegalAction as error:
            failures.append(Failure("freeze", case, seed, str(error)))
        except Exception as error:  # every crash is reported with its seed; the soak goes on
            message = " ".join(f"{type(error).__name__}: {error}".split())
            failures.append(Failure("crash", case, seed, message[:400] + _where(error)))
    return Chunk(case, len(seeds), plies, time.process_time() - started, tuple(failures))


def tasks(
    game_ids: Iterable[str],
    games: int,
    first_seed: int,
    chunk: int,
    skip: Callable[[Case, int], bool] = lambda case, seed: False,
    players: Iterable[int] = (),
) -> list[tuple[Case, tuple[int, ...]]]:
    """`games` games of each game shared out over its cases (those with one of `players`
    seats, if given), cut into runs of at most `chunk` seeds; the games' tasks interleaved,
    so every game moves on from the start. `skip(case, seed)`: leave that game out."""
    per_game = []
    counts = set(players)
    for game_id in game_ids:
        found = [case for case in cases(game_id) if not counts or case.players in counts]
        if not found:
            continue
        runs = []
        for index, case in enumerate(found):  # the games left over go to cases spread evenly
            extra = (index + 1) * (games % len(found)) // len(found) - index * (games % len(found)) // len(found)
            count = games // len(found) + extra
            seeds = [s for s in range(first_seed, first_seed + count) if not skip(case, s)]
            runs += [(case, tuple(seeds[at : at + chunk])) for at in range(0, len(seeds), chunk)]
        per_game.append(runs)
    return [task for group in itertools.zip_longest(*per_game) for task in group if task is not None]


def run(work: list[tuple[Case, tuple[int, ...]]], jobs: int, report: Callable[[str], None] = print) -> Iterator[Chunk]:
    """Play the tasks, `jobs` processes at once (1: in this process), yielding each as it ends;
    each failure is reported as soon as its task ends."""
    if jobs <= 1:
        for case, seeds in work:
            done = play_seeds(case, seeds)
            for failure in done.failures:
                report(failure.report())
            yield done
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(play_seeds, case, seeds) for case, seeds in work]
        for future in as_completed(futures):
            done = future.result()
            for failure in done.failures:
                report(failure.report())
            yield done


@attrs.define
class Tally:
    cases: int = 0
    games: int = 0
    plies: int = 0
    cpu: float = 0.0
    failures: list[Failure] = attrs.Factory(list)

    def count(self, kind: str) -> int:
        return sum(f.kind == kind for f in self.failures)

    @property
    def per_second(self) -> float:
        """Games a second on one core."""
        return self.games / self.cpu if self.cpu else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--game",
        action="append",
        metavar="ID",
        help=f"only this game (repeat for several; default: {', '.join(i.id for i in GAMES)})",
    )
    parser.add_argument("--games", type=int, default=10_000, help="games per game (default 10,000)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes (default: os.cpu_count())")
    parser.add_argument(
        "--players",
        type=int,
        action="append",
        metavar="N",
        help="only cases with this many seats (repeat for several; default: every count)",
    )
    parser.add_argument("--first-seed", type=int, default=1, help="each case plays seeds from this one (default 1)")
    parser.add_argument("--chunk", type=int, default=20, help="games a task (default 20)")
    parser.add_argument(
        "--estimate",
        type=int,
        default=10_000,
        metavar="N",
        help="also estimate the wall time of N games per game (default 10,000)",
    )
    args = parser.parse_args(argv)
    game_ids = args.game or [info.id for info in GAMES]
    for game_id in game_ids:
        try:
            get_game(game_id)
        except UnknownGame as error:
            parser.error(str(error))
    work = tasks(game_ids, args.games, args.first_seed, max(1, args.chunk), players=args.players or ())
    game_ids = [game_id for game_id in game_ids if any(case.game == game_id for case, _seeds in work)]
    tally = {game_id: Tally(len({case for case, _seeds in work if case.game == game_id})) for game_id in game_ids}
    total = sum(len(seeds) for _case, seeds in work)
    print(
        f"soak: {', '.join(game_ids)}; {args.games} games per game ({total} in all) over "
        f"{sum(t.cases for t in tally.values())} cases, seeds from {args.first_seed}, {args.jobs} jobs",
        flush=True,
    )
    started, played, next_note = time.perf_counter(), 0, 0.1
    for done in run(work, args.jobs, lambda line: print(line, flush=True)):
        entry = tally[done.case.game]
        entry.games += done.games
        entry.plies += done.plies
        entry.cpu += done.cpu
        entry.failures += done.failures
        played += done.games
        if total and played / total >= next_note:
            print(f"  {played}/{total} games, {time.perf_counter() - started:.0f} s", flush=True)
            next_note += 0.1
    wall = time.perf_counter() - started
    print()
    print(
        f"{'game':11} {'cases':>5} {'games':>7} {'crashes':>7} {'freezes':>7} {'plies/game':>10} "
        f"{'games/s/core':>12} {'cpu s':>8}"
    )
    for game_id, entry in tally.items():
        plies = entry.plies / max(1, entry.games - len(entry.failures))
        print(
            f"{game_id:11} {entry.cases:5} {entry.games:7} {entry.count('crash'):7} {entry.count('freeze'):7} "
            f"{plies:10.0f} {entry.per_second:12.1f} {entry.cpu:8.1f}"
        )
    cpu = sum(entry.cpu for entry in tally.values())
    print(
        f"{played} games in {wall:.1f} s wall ({cpu:.1f} s cpu: {cpu / wall if wall else 0:.2f} cores busy "
        f"of {args.jobs} jobs)"
    )
    busy = min(args.jobs, cpu / wall) if wall and cpu else args.jobs
    estimate = sum(args.estimate / e.per_second for e in tally.values() if e.per_second)
    print(
        f"estimate for {args.estimate:,} games per game: {estimate / 3600:.1f} core-hours, "
        f"~{estimate / args.jobs / 60:.0f} min on {args.jobs} free cores "
        f"(~{estimate / busy / 60:.0f} min at this run's {busy:.2f} cores)"
    )
    failures = sorted(
        (f for entry in tally.values() for f in entry.failures),
        key=lambda f: (f.case.game, f.kind, f.case.players, f.case.options, f.seed),
    )
    if not failures:
        print("no crashes, no freezes")
        return 0
    print(f"\n{len(failures)} failing games:")
    for key, group in itertools.groupby(failures, key=lambda f: (f.kind, f.case)):
        seeds = [f.seed for f in group]
        print(f"  {key[0]:6} {key[1].label}: seeds {', '.join(map(str, seeds))}")
        print(f"         {key[1].command(seeds[0])}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
