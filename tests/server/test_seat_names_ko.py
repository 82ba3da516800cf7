"""The names the server makes for seats, in Korean (issue 26): a table made by a Korean
connection has "2번 자리" for a seat nobody took and "봇 3" for a bot, stored with the table in
its creator's language (the table's `language`), also when an expired seat code opens a seat
again after a restart; a record from before tables had a language stays English and loads; a
person cannot pass for a bot by a Korean bot-like name either."""

from __future__ import annotations

import json

from rules.core.words import speaking
from tui.server import protocol as p
from tui.server.lobby import Lobby, clean_name

DAY = 24 * 3600
SHERIFF = p.CreateTable("sheriff", (p.SeatSpec(), p.SeatSpec(), p.SeatSpec("bot", "random")), sit=False)


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def stored(live) -> tuple[str, ...]:
    """The names as the table keeps them (what it reads out follows the reader's language)."""
    return tuple(seat.name for seat in live.table.seats)


def test_a_korean_creators_table_names_its_seats_in_korean(tmp_path) -> None:
    lobby = Lobby(tmp_path, lambda: 5)
    ann, _, _ = lobby.admit("Ann", fingerprint="SHA256:ann")
    with speaking("ko"):
        live, _ = lobby.create(ann, "Ann", SHERIFF)
    assert stored(live) == ("1번 자리", "2번 자리", "봇 3")
    with speaking("en"):  # each reader says a given name in their own language
        assert live.table.names == ("Seat 1", "Seat 2", "Bot 3")
    assert live.record.language == "ko"
    with speaking("en"):  # an English creator's table, from the same server
        english, _ = lobby.create(ann, "Ann", SHERIFF)
    assert stored(english) == ("Seat 1", "Seat 2", "Bot 3")
    with speaking("ko"):
        assert english.table.names == ("1번 자리", "2번 자리", "봇 3")
    restarted = Lobby(tmp_path, lambda: 5)  # the names are kept with the table
    assert stored(restarted.tables[live.id]) == ("1번 자리", "2번 자리", "봇 3")
    assert restarted.tables[live.id].record.language == "ko"


def test_an_expired_code_opens_its_seat_again_in_the_tables_language(tmp_path) -> None:
    clock = Clock()
    lobby = Lobby(tmp_path, lambda: 5, clock=clock)
    carl, _, _ = lobby.admit("Carl")
    with speaking("ko"):
        table_id = lobby.create(carl, "Carl", p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec())))[0].id
    assert stored(lobby.tables[table_id]) == ("Carl", "2번 자리")
    clock.now += 31 * DAY
    with speaking("en"):  # housekeeping speaks for nobody: the table's language decides
        lobby.housekeep()
    assert stored(lobby.tables[table_id]) == ("1번 자리", "2번 자리")


def test_a_record_from_before_table_languages_loads_in_english(tmp_path) -> None:
    lobby = Lobby(tmp_path, lambda: 5)
    ann, _, _ = lobby.admit("Ann", fingerprint="SHA256:ann")
    table_id = lobby.create(ann, "Ann", SHERIFF)[0].id
    path = tmp_path / "tables" / f"{table_id}.json"
    record = json.loads(path.read_text(encoding="utf-8"))
    del record["language"]  # as an older server wrote it
    path.write_text(json.dumps(record), encoding="utf-8")
    again = Lobby(tmp_path, lambda: 5)
    assert not again.load_errors
    assert again.tables[table_id].record.language == "en"
    assert again.tables[table_id].table.names == ("Seat 1", "Seat 2", "Bot 3")


def test_nobody_passes_for_a_bot_in_either_language() -> None:
    with speaking("ko"):
        assert clean_name("봇 3") == "봇 3 (사람)"
        assert clean_name("Bot 3") == "Bot 3 (사람)"
        assert clean_name("   ") == "플레이어"
    with speaking("en"):
        assert clean_name("봇3") == "봇3 (human)"
        assert clean_name("") == "Player"
        assert clean_name("Botticelli") == "Botticelli"
