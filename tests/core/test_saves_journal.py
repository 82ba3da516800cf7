"""Autosave's journal: a move costs one appended line; loading puts the save and its journal
back together, drops a line cut by a crash and refuses a damaged journal with a reason."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.saves import (
    Autosaver,
    SaveError,
    delete_save,
    journal_path,
    list_saves,
    load,
    read_header,
    save,
)
from rules.core.serialize import to_plain
from rules.core.session import SeatConfig, Session

GAME = get_game("duel")


def new_session(seed: int = 7) -> Session:
    config = make_config(GAME.options, 2, {}, GAME.min_players, GAME.max_players)
    return Session(GAME, config, (SeatConfig("Ann"), SeatConfig("Bob")), seed)


def play(session: Session, moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        seat = min(session.to_act())
        session.play(seat, rng.choice(session.legal(seat)))


def autosaved(tmp_path: Path, moves: int, every: int = 8) -> tuple[Session, Path, Autosaver]:
    session, path = new_session(), tmp_path / "duel-1.json"
    saver = Autosaver(path, every=every)
    session.on_change.append(saver)
    play(session, moves, random.Random(1))
    return session, path, saver


def journal_lines(path: Path) -> list[dict]:
    return [json.loads(line) for line in journal_path(path).read_text("utf-8").splitlines()]


def same_game(a: Session, b: Session) -> bool:
    return [(e.seat, e.action) for e in a.log] == [(e.seat, e.action) for e in b.log] and (
        to_plain(GAME, a.state) == to_plain(GAME, b.state)
    )


def test_moves_between_full_saves_go_to_the_journal(tmp_path):
    session, path, _ = autosaved(tmp_path, 13, every=8)
    # move 1: whole save; moves 2-8 journaled; move 9: whole (the 8th line would reach `every`)
    # ... then moves 10-13 journaled after it
    assert json.loads(path.read_text("utf-8"))["moves"] == 9
    assert [line["n"] for line in journal_lines(path)] == [9, 10, 11, 12]
    assert same_game(load(path), session)


def test_the_header_and_the_list_count_the_journals_moves(tmp_path):
    session, path, _ = autosaved(tmp_path, 5)
    header = read_header(path)
    assert header.moves == 5 and not header.finished
    assert list_saves(tmp_path) == [path]  # the journal is never listed as a save


def test_a_line_cut_by_a_crash_is_dropped(tmp_path):
    session, path, _ = autosaved(tmp_path, 6)
    text = journal_path(path).read_text("utf-8")
    journal_path(path).write_text(text[: len(text) - 7], "utf-8")  # the last line loses its end
    loaded = load(path)
    assert len(loaded.log) == 5
    assert [(e.seat, e.action) for e in loaded.log] == [(e.seat, e.action) for e in session.log[:5]]


def test_lines_the_full_save_already_holds_are_skipped(tmp_path):
    """A crash after the whole save was renamed into place, before the journal went."""
    session, path, _ = autosaved(tmp_path, 6)
    stale = journal_path(path).read_bytes()
    save(session, path)
    assert not journal_path(path).exists()
    journal_path(path).write_bytes(stale)
    assert same_game(load(path), session)


def test_a_damaged_journal_is_refused_with_a_reason_and_left_alone(tmp_path):
    _, path, _ = autosaved(tmp_path, 6)
    lines = journal_path(path).read_text("utf-8").splitlines(keepends=True)
    lines[1] = "{not json\n"
    journal_path(path).write_text("".join(lines), "utf-8")
    before = (path.read_bytes(), journal_path(path).read_bytes())
    with pytest.raises(SaveError, match="line 2 of the save's journal is corrupt"):
        load(path)
    assert (path.read_bytes(), journal_path(path).read_bytes()) == before


def test_a_journal_with_a_gap_is_refused(tmp_path):
    _, path, _ = autosaved(tmp_path, 6)
    lines = journal_path(path).read_text("utf-8").splitlines(keepends=True)
    journal_path(path).write_text("".join(lines[:1] + lines[2:]), "utf-8")
    with pytest.raises(SaveError, match="skips from move"):
        load(path)


def test_a_journaled_move_that_is_not_legal_is_refused(tmp_path):
    _, path, _ = autosaved(tmp_path, 6)
    lines = journal_lines(path)
    lines[-1]["seat"] = 1 - lines[-1]["seat"]  # the other seat: not its turn
    journal_path(path).write_text("".join(json.dumps(line) + "\n" for line in lines), "utf-8")
    with pytest.raises(SaveError, match="does not replay"):
        load(path)


def test_undo_rewrites_the_whole_save(tmp_path):
    session, path, _ = autosaved(tmp_path, 5)
    assert journal_path(path).exists()
    seat = session.log[-1].seat
    if session.undo(seat):
        assert not journal_path(path).exists()
        assert json.loads(path.read_text("utf-8"))["moves"] == 4
        assert same_game(load(path), session)
        play(session, 1, random.Random(9))  # a new move after the undo: whole again, then lines
        assert same_game(load(path), session)


def test_a_failed_append_makes_the_next_write_whole(tmp_path, monkeypatch):
    session, path, saver = autosaved(tmp_path, 3)
    import rules.core.saves as saves_module

    def broken_line(*_):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves_module, "_journal_line", broken_line)
    with pytest.raises(OSError):
        play(session, 1, random.Random(2))
    monkeypatch.undo()
    play(session, 1, random.Random(3))
    assert json.loads(path.read_text("utf-8"))["moves"] == len(session.log)
    assert not journal_path(path).exists()
    assert same_game(load(path), session)


def test_the_end_of_the_game_is_a_whole_save(tmp_path):
    session, path = new_session(3), tmp_path / "duel-2.json"
    session.on_change.append(Autosaver(path, every=1000))
    rng = random.Random(4)
    while not session.over:
        play(session, 1, rng)
    assert not journal_path(path).exists()
    assert read_header(path).finished is True
    assert same_game(load(path), session)


def test_a_caller_that_writes_the_end_itself_has_the_last_move_appended(tmp_path):
    """`end_later`: the last move goes to the journal like any other (the save loads as the
    ended game from it), and the caller's whole write then folds it in."""
    session, path = new_session(3), tmp_path / "duel-2.json"
    saver = Autosaver(path, every=1000)
    session.on_change.append(lambda changed: saver.write(changed, end_later=True))
    rng = random.Random(4)
    while not session.over:
        play(session, 1, rng)
    assert journal_lines(path)[-1]["n"] == len(session.log) - 1
    assert read_header(path).finished is False  # the header is the whole save's, written before
    assert same_game(load(path), session) and load(path).over
    saver.write(session, whole=True)
    assert not journal_path(path).exists() and read_header(path).finished is True


def test_deleting_a_save_takes_its_journal(tmp_path):
    _, path, _ = autosaved(tmp_path, 4)
    delete_save(path)
    assert not path.exists() and not journal_path(path).exists()
