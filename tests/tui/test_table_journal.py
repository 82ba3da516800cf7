"""The table autosaves through the journal: a move appends a line, Load puts it back together,
an explicit save and the first write after a Load are whole."""

from __future__ import annotations

import json
import random

from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.saves import journal_path, load
from rules.core.session import SeatConfig
from tui.table.table import Table

GAME = get_game("duel")


def test_the_tables_autosave_journals_and_load_resumes(tmp_path):
    table = Table.new(
        GAME, make_config(GAME.options, 2, {}, 2, 2), (SeatConfig("Ann"), SeatConfig("Bob")), seed=5, saves_dir=tmp_path
    )
    rng = random.Random(0)
    for _ in range(6):
        seat = min(table.session.to_act())
        table.play(seat, rng.choice(table.session.legal(seat)))
    path = table.save_path
    assert json.loads(path.read_text("utf-8"))["moves"] == 1
    assert len(journal_path(path).read_text("utf-8").splitlines()) == 5
    assert [e.action for e in load(path).log] == [e.action for e in table.session.log]

    resumed = Table.load(path)
    seat = min(resumed.session.to_act())
    resumed.play(seat, resumed.session.legal(seat)[0])
    assert json.loads(path.read_text("utf-8"))["moves"] == 7  # whole: it folded the journal in
    assert not journal_path(path).exists()

    resumed.save()
    assert not journal_path(path).exists()


def test_leaving_a_loaded_game_unchanged_rewrites_nothing(tmp_path):
    """Looking at a finished save, then quitting (`save`) or the end screen's `finish_save`,
    leaves the file as it was, date included; a move after the load is saved as ever."""
    table = Table.new(
        GAME, make_config(GAME.options, 2, {}, 2, 2), (SeatConfig("Ann"), SeatConfig("Bob")), seed=8, saves_dir=tmp_path
    )
    rng = random.Random(1)
    while not table.over:
        seat = min(table.session.to_act())
        table.play(seat, rng.choice(table.session.legal(seat)))
    table.save()
    path = table.save_path
    before = (path.read_bytes(), path.stat().st_mtime_ns)

    viewed = Table.load(path)
    assert viewed.over
    viewed.finish_save()
    assert viewed.save() == path
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before

    ongoing = Table.new(
        GAME, make_config(GAME.options, 2, {}, 2, 2), (SeatConfig("Ann"), SeatConfig("Bob")), seed=9, saves_dir=tmp_path
    )
    seat = min(ongoing.session.to_act())
    ongoing.play(seat, ongoing.session.legal(seat)[0])
    ongoing.save()
    resumed = Table.load(ongoing.save_path)
    seat = min(resumed.session.to_act())
    resumed.play(seat, resumed.session.legal(seat)[0])
    resumed.save()
    assert len(load(ongoing.save_path).log) == 2


def test_a_whole_rewrite_waits_for_flush_save_and_appends_do_not(tmp_path):
    """With `defer_whole_saves` (the app's tables) a move that needs the whole save written
    leaves it pending until `flush_save`; one that only appends writes its line at once."""
    table = Table.new(
        GAME, make_config(GAME.options, 2, {}, 2, 2), (SeatConfig("Ann"), SeatConfig("Bob")), seed=5, saves_dir=tmp_path
    )
    table.defer_whole_saves = True
    rng = random.Random(0)

    def move() -> None:
        seat = min(table.session.to_act())
        table.play(seat, rng.choice(table.session.legal(seat)))

    move()  # the first move: the save does not exist yet, it is written whole
    path = table.save_path
    assert table.save_pending and not path.exists()
    move()  # still whole (nothing on disk to append to): still pending
    assert table.save_pending and not path.exists()
    table.flush_save()
    assert not table.save_pending
    assert [e.action for e in load(path).log] == [e.action for e in table.session.log]
    move()  # appended at the move
    assert not table.save_pending
    assert len(journal_path(path).read_text("utf-8").splitlines()) == 1
    assert [e.action for e in load(path).log] == [e.action for e in table.session.log]
    table.flush_save()  # nothing waits: nothing written
    assert len(journal_path(path).read_text("utf-8").splitlines()) == 1

    resumed = Table.load(path)
    resumed.defer_whole_saves = True
    seat = min(resumed.session.to_act())
    resumed.play(seat, resumed.session.legal(seat)[0])
    assert resumed.save_pending  # the first write after a load folds the journal in: later
    assert len(journal_path(path).read_text("utf-8").splitlines()) == 1
    resumed.save()  # an explicit save writes it and clears the wait
    assert not resumed.save_pending and not journal_path(path).exists()
    assert [e.action for e in load(path).log] == [e.action for e in resumed.session.log]
