"""Bots think in worker processes (`tui.server.bots`): a `strong strong` table no longer takes
the table server's own processor time, its loop answers at once meanwhile, the workers are
capped per server and gone when it stops, and a worker chooses what `Table.think` would."""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from pathlib import Path

import pytest

from rules.core.registry import GAMES, get_game
from tests.server.helpers import join
from tui.server import protocol as p
from tui.server.bots import BotPool
from tui.server.lobby import Lobby

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads processor times in /proc")


def _cpu_seconds(pid: int) -> float:
    """User + system time of `pid` so far (0 once it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


async def test_a_strong_bot_table_thinks_outside_the_server_process(harness):
    harness.seed = 3
    server = harness.server
    server.lobby.bots_only = True  # two bots playing on: the workers' load
    ann = await join(harness, "Ann", fingerprint="SHA256:ann")
    await ann.send(p.CreateTable("duel", (p.SeatSpec("bot", "strong"), p.SeatSpec("bot", "strong"))))
    seated = await ann.until(lambda m: isinstance(m, p.Seated))
    table = server.lobby.tables[seated.table].table
    loop = asyncio.get_running_loop()
    while not server.bots.pids():  # the first move starts the pool
        await asyncio.sleep(0.05)
    ours, started = time.process_time(), loop.time()
    workers_before = {pid: _cpu_seconds(pid) for pid in server.bots.pids()}
    moves, lag, answers = table.moves, 0.0, []
    while loop.time() - started < 4.0:
        tick = loop.time()
        await asyncio.sleep(0.01)
        lag = max(lag, loop.time() - tick - 0.01)
        if len(answers) < 10 and loop.time() - started > 0.4 * len(answers):
            asked = loop.time()  # the lobby answers while the bots think
            await ann.send(p.ListTables())
            await ann.until(lambda m: isinstance(m, p.Lobby))
            answers.append(loop.time() - asked)
    elapsed = loop.time() - started
    ours = time.process_time() - ours  # this process: the table server, its loop and threads
    theirs = sum(_cpu_seconds(pid) - before for pid, before in workers_before.items())
    assert table.moves > moves, "the bots made no move"
    assert os.getpid() not in workers_before
    assert theirs > 0  # the workers thought (how much depends on the machine's load: they are niced)
    # in a thread the bots took 4.3 s of 8 here, and the server's loop stalled up to 130 ms
    assert ours < 0.35 * elapsed, f"the server process used {ours:.2f} s of {elapsed:.2f} s"
    assert lag < 0.5 and max(answers) < 1.0, (lag, answers)  # sanity only: a loaded machine stalls anyone
    await ann.close()
    workers = list(workers_before)
    await harness.stop()  # the workers go with the server, a search under way or not
    assert not [pid for pid in workers if _alive(pid)]


async def test_bots_beyond_the_cap_wait_their_turn(tmp_path):
    lobby = Lobby(tmp_path, lambda: 5, bots_only=True)
    jobs = []
    for _ in range(3):
        live, _ = lobby.create(
            "key:ann", "Ann", p.CreateTable("duel", (p.SeatSpec("bot", "strong"), p.SeatSpec("bot", "strong")))
        )
        jobs.append((live.table, live.table.bot_job()))
    pool = BotPool(workers=1)
    try:
        seen: set[int] = set()

        async def watch() -> None:
            while True:
                seen.update(pool.pids())
                await asyncio.sleep(0.02)

        watcher = asyncio.create_task(watch())
        actions = await asyncio.gather(*(pool.think(table, job) for table, job in jobs))
        watcher.cancel()
        assert len(seen) == 1  # three tables, one worker
        for (table, job), action in zip(jobs, actions):
            assert action in table.game.legal_actions(job.state, job.seat)
    finally:
        await pool.close()


@pytest.mark.parametrize("level", ["random", "greedy"])
async def test_a_worker_chooses_what_the_table_would(tmp_path, level):
    lobby = Lobby(tmp_path, lambda: 11, bots_only=True)
    pool = BotPool(workers=1)
    try:
        for info in GAMES:
            game = get_game(info.id)
            players = max(2, game.min_players)
            live, _ = lobby.create(
                "key:ann", "Ann", p.CreateTable(info.id, tuple(p.SeatSpec("bot", level) for _ in range(players)))
            )
            table = live.table
            for _ in range(6):  # a few moves in: not only the opening position
                job = table.bot_job()
                if job is None:
                    break
                action = await pool.think(table, job)
                assert action == table.think(job), (info.id, job.state.ply)
                assert table.apply_bot(job, action)
    finally:
        await pool.close()


async def test_workers_that_cannot_start_leave_the_bots_to_a_thread(tmp_path, monkeypatch, caplog):
    from concurrent.futures.process import BrokenProcessPool

    class Broken:
        def submit(self, *args, **kwargs):
            raise BrokenProcessPool("a worker died at start")

        def shutdown(self, **kwargs):
            pass

    lobby = Lobby(tmp_path, lambda: 2, bots_only=True)
    live, _ = lobby.create("key:ann", "Ann", p.CreateTable("duel", (p.SeatSpec("bot", "greedy"),) * 2))
    pool = BotPool(workers=1)
    monkeypatch.setattr(pool, "_executor", lambda: Broken())
    job = live.table.bot_job()
    assert await pool.think(live.table, job) == live.table.think(job)  # the table goes on
    assert "cannot start" in caplog.text
    await pool.close()


async def test_bots_think_in_a_thread_when_no_worker_pool_can_start(tmp_path, monkeypatch):
    """Under Textual's test pilot, multiprocessing's resource tracker could not start ("bad
    value(s) in fds_to_keep") and the bot's table waited for ever: now bots think in threads."""
    from rules.core.options import config_for
    from rules.core.session import SeatConfig, Session
    from tui.table.table import Table

    def no_pool(self):
        raise ValueError("bad value(s) in fds_to_keep")

    monkeypatch.setattr(BotPool, "_executor", no_pool)
    game = get_game("sheriff")
    table = Table(
        Session(
            game,
            config_for(game, 3, {}),
            (SeatConfig("Ann"), SeatConfig("B", "bot", "random"), SeatConfig("C", "bot", "random")),
            4,
        )
    )
    seat = sorted(table.to_act())[0]
    table.play(seat, table.legal(seat)[0])
    job = table.bot_job()
    pool = BotPool(1)
    action = await asyncio.wait_for(pool.think(table, job), 30)
    assert action == table.think(job) and pool._broken
    await pool.close()


def _state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return ""


async def test_people_at_work_stop_the_thinking_workers_for_a_while(tmp_path, monkeypatch):
    """A key or a frame (`people_active`) stops the workers while a bot thinks; they run again
    once people are quiet, and under constant activity after HOLD_AT_MOST, for RUN_AT_LEAST;
    the bot's move still comes, legal, and the pool closes with workers stopped."""
    from tui.server import bots

    monkeypatch.setattr(bots, "QUIET_AFTER", 0.05)
    monkeypatch.setattr(bots, "HOLD_AT_MOST", 0.2)
    monkeypatch.setattr(bots, "RUN_AT_LEAST", 0.15)
    lobby = Lobby(tmp_path, lambda: 5, bots_only=True)
    live, _ = lobby.create(
        "key:ann", "Ann", p.CreateTable("duel", (p.SeatSpec("bot", "strong"), p.SeatSpec("bot", "strong")))
    )
    table, job = live.table, live.table.bot_job()
    pool = BotPool(workers=1)
    try:
        pool.people_active()  # nobody thinks yet: nothing to stop
        assert pool.held() == []
        thinking = asyncio.create_task(pool.think(table, job))
        while not pool.pids():
            await asyncio.sleep(0.01)
        (worker,) = pool.pids()
        pool.people_active()
        assert pool.held() == [worker]
        for _ in range(50):  # the signal lands asynchronously
            if _state(worker) == "T":
                break
            await asyncio.sleep(0.01)
        assert _state(worker) == "T"
        await asyncio.sleep(0.15)  # quiet for longer than QUIET_AFTER
        assert pool.held() == [] and _state(worker) != "T"
        seen = []
        loop = asyncio.get_running_loop()
        started = loop.time()
        while loop.time() - started < 0.5 and not thinking.done():  # someone types all along
            pool.people_active()
            seen.append(bool(pool.held()))
            await asyncio.sleep(0.02)
        if not thinking.done():
            assert True in seen and False in seen[seen.index(True) :]  # held, then let run
        pool.people_active()
        action = await asyncio.wait_for(thinking, 60)
        assert action in table.game.legal_actions(job.state, job.seat)
    finally:
        pool.people_active()
        await asyncio.wait_for(pool.close(), 30)  # stopped or not, the workers end
    assert not _alive(worker)


async def test_a_pool_closes_with_its_workers_stopped(tmp_path):
    lobby = Lobby(tmp_path, lambda: 5, bots_only=True)
    live, _ = lobby.create(
        "key:ann", "Ann", p.CreateTable("duel", (p.SeatSpec("bot", "strong"), p.SeatSpec("bot", "strong")))
    )
    pool = BotPool(workers=1)
    thinking = asyncio.create_task(pool.think(live.table, live.table.bot_job()))
    while not pool.pids():
        await asyncio.sleep(0.01)
    (worker,) = pool.pids()
    pool.people_active()
    assert pool.held() == [worker]
    await asyncio.wait_for(pool.close(), 30)  # a stopped worker would never see SIGTERM
    thinking.cancel()
    with contextlib.suppress(BaseException):
        await thinking
    assert not _alive(worker)
