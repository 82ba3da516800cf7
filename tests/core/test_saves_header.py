"""Save headers: what save lists show, read without replaying; plain reasons for non-saves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules.core.conformance import play_random_game
from rules.core.options import make_config
from rules.core.saves import (
    NOT_A_SAVE,
    SaveError,
    SaveHeader,
    load,
    new_save_path,
    read_header,
    save,
    session_to_json,
)
from rules.core.session import SeatConfig, Session
from tests.fixtures.tinygame import GAME, Tidy


def new_session() -> Session:
    config = make_config(GAME.options, 3, {}, GAME.min_players, GAME.max_players)
    seats = (SeatConfig("Ann"), SeatConfig("Bob"), SeatConfig("Cy", "bot", "random"))
    return Session(GAME, config, seats, 424242)


def test_header_fields_come_before_the_log():
    session = new_session()
    session.play(0, Tidy())
    data = session_to_json(session)
    keys = list(data)
    assert data["moves"] == 1 and data["finished"] is False and data["winners"] == []
    assert data["title"] == GAME.title
    for key in ("game", "title", "seats", "saved_at", "moves", "finished", "winners"):
        assert keys.index(key) < keys.index("log")


def test_read_header_of_a_running_game(tmp_path: Path):
    session = new_session()
    session.play(0, Tidy())
    path = tmp_path / "a.json"
    save(session, path)
    header = read_header(path)
    assert isinstance(header, SaveHeader)
    assert header.game_id == "tiny" and header.game_title == GAME.title
    assert header.seats == (SeatConfig("Ann"), SeatConfig("Bob"), SeatConfig("Cy", "bot", "random"))
    assert header.moves == 1 and header.finished is False and header.winners == ()
    assert header.saved_at is not None and header.saved_at.tzinfo is not None
    assert header.path == path


def test_read_header_of_a_finished_game(tmp_path: Path):
    session = play_random_game(GAME, make_config(GAME.options, 2, {}), seed=5)
    assert session.over
    path = tmp_path / "done.json"
    save(session, path)
    header = read_header(path)
    assert header.finished is True
    assert header.winners == tuple(session.outcome().winners) and header.winners
    assert header.moves == len(session.log)


def test_old_saves_without_the_new_fields_still_list(tmp_path: Path):
    session = new_session()
    data = session_to_json(session)
    for key in ("title", "moves", "finished", "winners"):
        del data[key]
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data, indent=1))
    header = read_header(path)
    assert header.game_title == GAME.title  # from the registry
    assert (header.moves, header.finished, header.winners) == (None, None, None)
    assert load(path).state == session.state  # and they still load


def test_the_log_is_never_read(tmp_path: Path):
    """A header followed by a megabyte of garbage (not even UTF-8) still reads."""
    session = new_session()
    text = json.dumps(session_to_json(session), indent=1)
    head = text[: text.index('"log"')]
    path = tmp_path / "big.json"
    path.write_bytes(head.encode() + b'"log": [' + b"\xff" * 1_000_000)
    assert read_header(path).seats[0].name == "Ann"
    with pytest.raises(SaveError, match=NOT_A_SAVE):
        load(path)


@pytest.mark.parametrize("pad", range(3990, 4110, 7))
def test_a_header_across_read_chunks(tmp_path: Path, pad: int):
    """Fields (a number, a string, a name with multi-byte letters) cut at any chunk edge."""
    session = new_session()
    data = session_to_json(session)
    data["seats"][0]["name"] = "서연" * 5
    ordered = {"format": data.pop("format"), "format_version": data.pop("format_version"), "pad": "x" * pad}
    ordered.update(data)
    path = tmp_path / "pad.json"
    path.write_text(json.dumps(ordered, ensure_ascii=False, indent=1), encoding="utf-8")
    header = read_header(path)
    assert header.seats[0].name == "서연" * 5 and header.moves == 0 and header.finished is False


@pytest.mark.parametrize(
    "content",
    [
        b"\xff\xfe\x00garbage",  # not UTF-8
        b"hello, I am a shopping list\n",
        b"",
        b"[1, 2, 3]",
        b'{"name": "package.json", "version": "1.0"}',
        b'{"format": "other", "format_version": 1}',
        b"\x89PNG\r\n\x1a\n\x00\x00",
    ],
)
def test_files_that_are_not_saves_say_so_in_plain_words(tmp_path: Path, content: bytes):
    path = tmp_path / "x.json"
    path.write_bytes(content)
    for reader in (read_header, load):
        with pytest.raises(SaveError) as caught:
            reader(path)
        assert str(caught.value) == NOT_A_SAVE
    assert path.read_bytes() == content


def test_damaged_and_newer_saves_keep_their_own_reasons(tmp_path: Path):
    session = new_session()
    path = tmp_path / "cut.json"
    save(session, path)
    path.write_text(path.read_text()[:60])
    with pytest.raises(SaveError, match="corrupt or truncated"):
        read_header(path)
    data = session_to_json(session)
    data["format_version"] = 99
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="newer Meeple"):
        read_header(path)
    with pytest.raises(SaveError, match="no save file"):
        read_header(tmp_path / "missing.json")


def test_save_file_names_carry_no_seed(tmp_path: Path):
    first = new_save_path(tmp_path, "tiny")
    assert first.name.startswith("tiny-") and first.suffix == ".json"
    first.write_text("{}")
    second = new_save_path(tmp_path, "tiny", 987654321)  # accepted and ignored
    assert "987654321" not in second.name and second != first


def test_listing_reads_only_the_start_of_each_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    session = play_random_game(GAME, make_config(GAME.options, 4, {}), seed=3)
    data = session_to_json(session)
    data["log"] = data["log"] * 40  # a long game's log (not replayed here)
    text = json.dumps(data, indent=1)
    for index in range(200):
        (tmp_path / f"tiny-{index:03}.json").write_text(text)
    read_bytes = []

    class Counting:
        def __init__(self, handle):
            self.handle = handle

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.handle.close()

        def read(self, size=-1):
            data = self.handle.read(size)
            read_bytes.append(len(data))
            return data

    monkeypatch.setattr("rules.core.save_files.open", lambda *a, **k: Counting(open(*a, **k)), raising=False)
    headers = [read_header(p) for p in sorted(tmp_path.iterdir())]
    assert len(headers) == 200 and all(h.finished for h in headers)
    assert len(text) > 3 * 4096
    assert sum(read_bytes) <= 200 * 4096  # one chunk each, whatever the log's length
