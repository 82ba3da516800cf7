"""The wire's refusals in the player's language (issue 26): a line the server cannot read, a
game it does not know, a player count or options the game does not take are refused in the
language of the connection that sent them, through the catalog (English: as before)."""

from __future__ import annotations

from rules.core.registry import get_game, info
from rules.core.words import speaking
from tests.server.test_ko_ssh import _join_in, _refusal
from tui.server import protocol as p


def test_a_protocol_error_is_english_in_logs_and_said_in_the_language_spoken() -> None:
    try:
        p.decode_client(b"[1, 2]\n")
    except p.ProtocolError as error:
        assert str(error) == "a message is a JSON object"
        with speaking("ko"):
            assert error.said() == "메시지는 JSON 객체여야 합니다"
        with speaking("en"):
            assert error.said() == "a message is a JSON object"
    try:
        p.decode_client(b"{not json\n")
    except p.ProtocolError as error:
        assert str(error) == "not a JSON line (JSONDecodeError)"
        with speaking("ko"):
            assert error.said() == "JSON 한 줄이 아닙니다 (JSONDecodeError)"


async def _raw_refusal(client, line: bytes) -> str:
    client.writer.write(line)
    await client.writer.drain()
    return (await client.until(lambda m: isinstance(m, p.Refused))).reason


async def test_each_connection_is_told_in_its_own_language(harness):
    ann = await _join_in(harness, "Ann", "ko", "SHA256:ann")
    bob = await _join_in(harness, "Bob", "en", "SHA256:bob")
    assert (await _raw_refusal(ann, b'{"t": "nothing"}\n')).startswith("올바른 메시지가 아닙니다 (")
    assert await _raw_refusal(ann, b"[]\n") == "메시지는 JSON 객체여야 합니다"
    assert await _raw_refusal(bob, b"[]\n") == "a message is a JSON object"
    chess = p.CreateTable("chess", (p.SeatSpec(), p.SeatSpec()))
    assert (await _refusal(ann, chess)).startswith("그런 게임은 없습니다: 'chess'")
    assert (await _refusal(bob, chess)).startswith("no game 'chess'; games: duel, sheriff")
    crowd = p.CreateTable("duel", tuple(p.SeatSpec() for _ in range(3)))
    duel = info("duel")
    assert await _refusal(ann, crowd) == f"{duel.title_ko}: 2명이 하는 게임입니다 (받은 인원: 3명)"
    assert await _refusal(bob, crowd) == f"{duel.title} is for 2 players, not 3"
    odd = p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec()), options={"nothing": 1})
    assert (await _refusal(ann, odd)).startswith("받아들일 수 없는 옵션입니다: ")
    sheriff = p.CreateTable("sheriff", (p.SeatSpec(),))
    game = get_game("sheriff")
    assert await _refusal(ann, sheriff) == (
        f"{info('sheriff').title_ko}: {game.min_players}~{game.max_players}명이 하는 게임입니다 (받은 인원: 1명)"
    )


def test_a_remote_seat_without_a_snapshot_refuses_undo_in_the_language_spoken() -> None:
    from tui.remote.table import RemoteTable

    table = RemoteTable("t1", "duel", (), link=None)
    with speaking("ko"):
        assert table.undo_refusal(0) == "테이블에 앉은 플레이어만 자기 행동을 무를 수 있습니다."
    with speaking("en"):
        assert table.undo_refusal(0) == "Only a player at the table can undo their own action."
