"""Bots think in worker processes, never in the table server's.

A strong bot searches for about a second of processor time per move; in the server's own
process (even in a thread, which holds the GIL while it computes) a `strong strong` table
took a whole core from the SSH front and the lobby, whose every answer then waited. Here a
pool of `workers` processes per server thinks instead: a job is the state (plain attrs
values, pickled) and the seat; the answer is the action, applied by the server on its loop.
Jobs beyond the cap wait their turn in the pool's queue, and the workers run at a lower
priority, so interactive work (the front, the lobby, the sessions' apps) goes first on a
busy machine. Workers come from a forkserver: a fork of the server itself would inherit
its listening socket and every session's pty. (As with any multiprocessing start method
but fork, the program's main module must start nothing when imported, behind
`if __name__ == "__main__"`; `python -m tui` and the `meeple` script are.)
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import multiprocessing
import os
import signal
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from rules.core.bots import bot_rng
from rules.core.registry import UnknownGame, get_game, info

_log = logging.getLogger(__name__)

#: Added to the workers' niceness: a bot's move may wait, a key press should not.
WORKER_NICE = 10

#: Niceness is not enough on a small machine: measured on 2 cores, a bot thinking on one (even
#: at nice 19) slowed the frames of 20 typing players on the other from p95 ~70 to 114-167 ms (the
#: cores share their caches and the host's time). So while people are at work, the workers
#: are stopped outright (SIGSTOP): from a key from a player or a frame to one until QUIET_AFTER
#: seconds have passed without either. A bot's budget is its own thinking time
#: (`rules.core.search.thinking_time`), so a stopped bot thinks as far as ever, later.
QUIET_AFTER = 0.06
#: Stopped this long in one go, the workers run again for RUN_AT_LEAST whatever people do:
#: under constant typing the bots still move, more slowly.
HOLD_AT_MOST = 0.3
RUN_AT_LEAST = 0.1


def default_workers() -> int:
    """One core kept for the server and its sessions; at most 4 bots think at once."""
    return max(1, min(4, (os.cpu_count() or 2) - 1))


def _worker_init() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C at the server's terminal is the server's to handle
    with contextlib.suppress(OSError):
        os.nice(WORKER_NICE)


def think(game_id: str, level: str, seat: int, state: Any, seed: int | str) -> Any:
    """A bot's choice, made as `Table.think` makes it (from the seat's own view, on the
    bot's own random stream), in a worker."""
    game = get_game(game_id)
    legal = game.legal_actions(state, seat)
    return game.bot(level).choose(game.view(state, seat), legal, bot_rng(seed, state.ply, seat))


def _in_a_worker(game_id: str) -> bool:
    """A built-in game is imported by a worker by its id; a game registered at run time
    (tests' fixture games) exists in this process only."""
    try:
        info(game_id)
    except UnknownGame:
        return False
    return True


class BotPool:
    """The server's bot workers (started at the first bot's move)."""

    def __init__(self, workers: int | None = None) -> None:
        self.workers = workers or default_workers()
        self._pool: ProcessPoolExecutor | None = None
        self._broken = False
        self._thinking = 0  # moves asked of the workers and not yet answered
        self._held: list[int] = []  # the workers stopped now (their pids)
        self._held_since = 0.0
        self._last_active = 0.0  # when people were last at work (the loop's clock)
        self._run_until = 0.0  # the workers' guaranteed run after a long hold ends then
        self._release_timer: asyncio.TimerHandle | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            context = multiprocessing.get_context("forkserver")
            # the fork server loads this module (and the bots' common code), not the
            # server's __main__: a worker starts from that and imports each game at its
            # first move
            context.set_forkserver_preload(["tui.server.bots"])
            self._pool = ProcessPoolExecutor(self.workers, mp_context=context, initializer=_worker_init)
        return self._pool

    async def think(self, table: Any, job: Any) -> Any:
        """`job`'s action (as `table.think(job)` would choose it), thought in a worker."""
        game_id = table.game.id
        if self._broken or not _in_a_worker(game_id):
            return await asyncio.to_thread(table.think, job)
        loop = asyncio.get_running_loop()
        for _attempt in range(2):
            try:
                executor = self._executor()
            except (OSError, ValueError):  # no pool at all (e.g. multiprocessing's resource tracker
                break  # cannot start on this process's descriptors): bots think in threads
            self._thinking += 1
            try:
                return await loop.run_in_executor(
                    executor, think, game_id, job.level, job.seat, job.state, table.session.seed
                )
            except BrokenProcessPool:  # a worker died (killed, out of memory): a fresh pool, once
                self._discard()
            finally:
                self._thinking -= 1
        # workers that die at once (a main module that cannot be imported twice, say):
        # bots think in a thread as before, slower for the others but the tables go on
        _log.warning("bot workers cannot start; bots think in the server's process")
        self._broken = True
        return await asyncio.to_thread(table.think, job)

    # ----- people first
    def people_active(self) -> None:
        """A key from a player or a frame to one (the SSH front says so): thinking workers are
        stopped until people have been quiet QUIET_AFTER seconds (see QUIET_AFTER)."""
        loop = asyncio.get_running_loop()
        now = loop.time()
        self._last_active = now
        if self._held or not self._thinking or now < self._run_until:
            return
        self._held = self._signal(self.pids(), signal.SIGSTOP)
        if self._held:
            self._held_since = now
            self._release_timer = loop.call_later(QUIET_AFTER, self._release_when_quiet)

    def _release_when_quiet(self) -> None:
        self._release_timer = None
        if not self._held:
            return
        loop = asyncio.get_running_loop()
        now = loop.time()
        quiet_at = self._last_active + QUIET_AFTER
        forced_at = self._held_since + HOLD_AT_MOST
        if now >= quiet_at or now >= forced_at:
            self.release()
            if now >= forced_at:
                self._run_until = now + RUN_AT_LEAST
            return
        self._release_timer = loop.call_later(min(quiet_at, forced_at) - now, self._release_when_quiet)

    def release(self) -> None:
        """Every stopped worker runs again."""
        if self._release_timer is not None:
            self._release_timer.cancel()
            self._release_timer = None
        held, self._held = self._held, []
        self._signal(held, signal.SIGCONT)

    @staticmethod
    def _signal(pids: list[int], sig: int) -> list[int]:
        """`sig` sent to each of `pids`; the ones it reached."""
        reached = []
        for pid in pids:
            with contextlib.suppress(OSError):  # a worker gone meanwhile
                os.kill(pid, sig)
                reached.append(pid)
        return reached

    def held(self) -> list[int]:
        """The workers stopped now (for tests and measurements)."""
        return list(self._held)

    def pids(self) -> list[int]:
        """The workers' process ids (for tests and measurements)."""
        processes = getattr(self._pool, "_processes", None) or {}
        return [process.pid for process in processes.values() if process.pid]

    def _discard(self) -> list[Any]:
        self.release()  # a stopped worker would never see its end
        pool, self._pool = self._pool, None
        if pool is None:
            return []
        processes = list((getattr(pool, "_processes", None) or {}).values())
        pool.shutdown(wait=False, cancel_futures=True)
        for process in processes:  # a strong bot mid-search is not waited for
            with contextlib.suppress(Exception):
                process.terminate()
        return processes

    async def close(self) -> None:
        processes = self._discard()
        for process in processes:
            await asyncio.to_thread(process.join, 5)
