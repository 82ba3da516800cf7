"""The table's flow without a screen (tui.table.flow): who the terminal is passed to, what is
shown between turns, when bots think, what becomes of a late, illegal or freezing move, and
the end shown once. No Textual here: a table and the flow are enough."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from rules.core.engine import SPECTATOR, NoLegalAction
from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from tui.table.flow import Frozen, GameOver, Handoff, Played, Refused, Show, Stale, TableFlow
from tui.table.table import Table

GAME = get_game("tiny")


def _table(tmp_path: Path, seats: tuple[SeatConfig, ...], seed: int = 3) -> Table:
    config = make_config(GAME.options, len(seats), {}, GAME.min_players, GAME.max_players)
    return Table.new(GAME, config, seats, seed, tmp_path)


def test_the_flow_needs_no_textual() -> None:
    import subprocess

    code = "import sys, tui.table.flow; sys.exit('textual' in sys.modules)"
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0


def test_hot_seat_passes_the_terminal_to_each_seat_before_its_turn(tmp_path: Path) -> None:
    table = _table(tmp_path, (SeatConfig("Ann"), SeatConfig("Bo")))
    flow = TableFlow(table, table.humans)
    rng = random.Random(1)
    passes = 0
    while not table.over:
        step = flow.next_step()
        if isinstance(step, Handoff):
            assert flow.seating.shown is None  # nothing private may be drawn meanwhile
            assert flow.next_step() is None  # the hand-off in front decides
            snap = flow.passed(step.seat)
            assert snap is not None and snap.viewer == step.seat
            passes += 1
            continue
        assert isinstance(step, Show) and step.snapshot.viewer in table.to_act()
        assert step.bot is None and step.public_log_after
        seat = step.snapshot.viewer
        assert isinstance(flow.choose(table.version, [rng.choice(table.legal(seat))]), Played)
    assert passes >= 2
    end = flow.next_step()
    assert isinstance(end, GameOver) and end.viewer == SPECTATOR  # the public table at the end
    # made without a snapshot, the end screen's words are the snapshot's, the seed revealed
    assert end.result == table.snapshot(SPECTATOR).result and end.result.seed is not None
    assert isinstance(flow.next_step(), Show)  # the end is shown once


def test_one_human_and_a_bot_never_hand_off_and_the_bot_is_scheduled(tmp_path: Path) -> None:
    table = _table(tmp_path, (SeatConfig("Ann"), SeatConfig("Cy", "bot", "random")))
    flow = TableFlow(table, table.humans)
    rng = random.Random(2)
    bots = 0
    while not table.over:
        step = flow.next_step()
        assert isinstance(step, Show), step
        assert step.snapshot.viewer == 0 and not step.public_log_after
        if step.bot is not None:
            bots += 1
            assert flow.bot_moved(step.bot, table.think(step.bot)) == Played()
        else:
            assert isinstance(flow.choose(table.version, [rng.choice(table.legal(0))]), Played)
    assert bots
    assert isinstance(flow.next_step(), GameOver)


def test_a_late_or_illegal_choice_changes_nothing(tmp_path: Path) -> None:
    table = _table(tmp_path, (SeatConfig("Ann"), SeatConfig("Cy", "bot", "random")))
    flow = TableFlow(table, table.humans)
    step = flow.next_step()
    assert isinstance(step, Show)
    version = table.version
    if step.bot is not None:  # the bot first: its move, then ours
        job = step.bot
        assert flow.bot_moved(job, table.think(job)) == Played()
        assert flow.bot_moved(job, table.think(job)) == Stale()  # the same job again: the table moved on
        step = flow.next_step()
        assert isinstance(step, Show)
    assert flow.choose(version - 1, [table.legal(0)[0]]) == Stale()
    outcome = flow.choose(table.version, ["not an action"])
    assert isinstance(outcome, Refused)
    assert table.version == step.snapshot.version  # nothing changed


def test_a_move_that_freezes_the_table_stops_its_bots(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    table = _table(tmp_path, (SeatConfig("Ann"), SeatConfig("Cy", "bot", "random")))
    flow = TableFlow(table, table.humans)

    def frozen(seat, actions):  # type: ignore[no-untyped-def]
        raise NoLegalAction("tiny", 3, table.state.ply, 1)

    monkeypatch.setattr(table, "play_sequence", frozen)
    assert isinstance(flow.choose(table.version, ["anything"]), Frozen)
    assert flow.frozen and flow.bot_job() is None


def test_undo_says_why_not_or_nothing_behind_a_hand_off(tmp_path: Path) -> None:
    table = _table(tmp_path, (SeatConfig("Ann"), SeatConfig("Bo")))
    flow = TableFlow(table, table.humans)
    assert flow.undo() is None  # nobody shown yet: the first hand-off is due
    step = flow.next_step()
    assert isinstance(step, Handoff)
    flow.passed(step.seat)
    assert flow.undo()  # nothing of this seat's to undo yet: said in words


def test_a_local_and_a_remote_table_are_both_table_sources(tmp_path: Path) -> None:
    from tui.remote.table import RemoteTable
    from tui.table.source import TableSource

    assert isinstance(_table(tmp_path, (SeatConfig("Ann"), SeatConfig("Bo"))), TableSource)
    assert isinstance(RemoteTable("t1", "tiny", (0,), link=None), TableSource)
