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
            try:
                return await loop.run_in_executor(
                    executor, think, game_id, job.level, job.seat, job.state, table.session.seed
                )
            except BrokenProcessPool:  # a worker died (killed, out of memory): a fresh pool, once
                self._discard()
        # workers that die at once (a main module that cannot be imported twice, say):
        # bots think in a thread as before, slower for the others but the tables go on
        _log.warning("bot workers cannot start; bots think in the server's process")
        self._broken = True
        return await asyncio.to_thread(table.think, job)

    def pids(self) -> list[int]:
        """The workers' process ids (for tests and measurements)."""
        processes = getattr(self._pool, "_processes", None) or {}
        return [process.pid for process in processes.values() if process.pid]

    def _discard(self) -> list[Any]:
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
