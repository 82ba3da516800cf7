"""The SSH side in Korean (issue 26): each connection is answered in its own language from
one server: refusals, notices and table snapshots; the lobby's `k` switches it (an unknown
language is refused); the lobby and its dialogs in Korean; the front door's words before
the app starts in the language of the client's LANG."""

from __future__ import annotations

import asyncio
import re

import pytest

from tests.server.helpers import join
from tests.server.test_remote_client import _until
from tests.server.test_ssh_front import _client_key, _connect, _read_until, front  # noqa: F401
from tests.tui.privacy import screen_text, visible_text
from tests.tui.test_i18n import broken_boxes, untranslated
from tui.remote.app import RemoteApp
from tui.server import protocol as p
from tui.server.client import MAX_SERVER_LINE, TableClient

HANGUL = re.compile(r"[\uac00-\ud7a3]")


async def _join_in(harness, name: str, language: str, fingerprint: str) -> TableClient:
    """A client that says its language in Hello (as the SSH app does from its LANG)."""
    ticket = harness.server.issue_ticket(name, fingerprint=fingerprint)
    reader, writer = await asyncio.open_unix_connection(str(harness.socket_path), limit=MAX_SERVER_LINE)
    client = TableClient(reader, writer)
    await client.send(p.Hello(ticket, language))
    await client.until(lambda m: isinstance(m, p.Lobby))
    return client


async def _refusal(client: TableClient, message: object) -> str:
    await client.send(message)
    return (await client.until(lambda m: isinstance(m, p.Refused))).reason


async def _status(client: TableClient, table: str, viewer: int, wanted: str) -> str:
    """The newest status line of `viewer`'s snapshot once it says `wanted` (read or to come)."""

    def status() -> str:
        return str(client.snapshots.get((table, viewer), {}).get("status", ""))

    if wanted not in status():
        await client.until(lambda m: wanted in status())
    return status()


async def _duel(harness) -> tuple[TableClient, TableClient, str]:
    """Ann (Korean) makes a Duel table with two open seats and Bob (English) takes the other."""
    ann = await _join_in(harness, "Ann", "ko", "SHA256:ann")
    bob = await _join_in(harness, "Bob", "en", "SHA256:bob")
    await ann.send(p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec())))
    table = (await ann.until(lambda m: isinstance(m, p.Seated))).table
    await bob.send(p.TakeSeat(table))
    await bob.until(lambda m: isinstance(m, p.Seated))
    return ann, bob, table


async def test_each_connection_is_refused_and_shown_the_table_in_its_own_language(harness):
    ann, bob, table = await _duel(harness)
    assert await _refusal(ann, p.Watch("nosuch")) == "그런 테이블이 없습니다"
    assert await _refusal(bob, p.Watch("nosuch")) == "no such table"
    assert "내 자리가 아닙니다" == await _refusal(ann, p.Undo(table, 1))
    assert "that is not your seat" == await _refusal(bob, p.Undo(table, 0))
    # one table, one moment, two wordings of its status (the games' own log lines are not checked)
    korean = await _status(ann, table, 0, "둘 차례")
    english = await _status(bob, table, 1, "to act: ")
    assert not HANGUL.search(english), english
    assert "to act" not in korean, korean
    # a refusal with fields keeps them in both
    bots_only = p.CreateTable("duel", (p.SeatSpec("bot", "random"), p.SeatSpec("bot", "random")))
    assert "봇끼리만" in await _refusal(ann, bots_only)
    assert "games of bots alone" in await _refusal(bob, bots_only)
    wizard = p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec("bot", "wizard")))
    assert "그런 봇 수준은 없습니다: 'wizard'" in await _refusal(ann, wizard)
    assert (await _refusal(bob, wizard)).startswith("no bot level 'wizard'; levels: ")
    await ann.close()
    await bob.close()


async def test_speak_language_switches_one_connection_and_an_unknown_one_is_refused(harness):
    ann, bob, table = await _duel(harness)
    await _status(bob, table, 1, "to act: ")
    await bob.send(p.SpeakLanguage("ko"))
    assert "둘 차례" in await _status(bob, table, 1, "둘 차례")  # its snapshots again, in Korean
    assert await _refusal(bob, p.Watch("nosuch")) == "그런 테이블이 없습니다"
    assert await _refusal(bob, p.SpeakLanguage("fr")) == "그런 언어는 없습니다: 'fr' (ko나 en)"
    assert await _refusal(ann, p.Watch("nosuch")) == "그런 테이블이 없습니다"  # Ann kept hers
    await ann.send(p.SpeakLanguage("en"))
    assert await _refusal(ann, p.SpeakLanguage("xx")) == "no such language: 'xx' (ko or en)"
    assert await _refusal(ann, p.Watch("nosuch")) == "no such table"
    await ann.close()
    await bob.close()


async def test_notices_are_worded_for_each_connection_told(harness):
    ann, bob, table = await _duel(harness)
    await bob.close()  # Bob is away: a bot may play his seat; he is told when he is back
    await _until_away(harness, "SHA256:bob")
    await ann.send(p.StandIn(table, 1, "random"))
    bob = await _join_in(harness, "Bob", "ko", "SHA256:bob")  # back, in Korean this time
    notice = await bob.until(lambda m: isinstance(m, p.Notice))
    assert (
        notice.text == f"자리를 비운 동안 봇(random)이 테이블 {table}의 내 2번 자리에서 둡니다. "
        "테이블을 만든 사람이 자리를 돌려줄 수 있습니다."
    )
    # the creator deletes the table: each watcher is told in its own language
    eve = await join(harness, "Eve", fingerprint="SHA256:eve")  # English (no language in Hello)
    await eve.send(p.Watch(table))
    await eve.until(lambda m: isinstance(m, p.SnapshotMsg))
    await bob.send(p.Watch(table))
    await bob.until(lambda m: isinstance(m, p.SnapshotMsg) and m.table == table)
    await ann.send(p.DeleteTable(table))
    assert (await eve.until(lambda m: isinstance(m, p.Notice))).text == f"Table {table} was deleted by its creator."
    assert (
        await bob.until(lambda m: isinstance(m, p.Notice) and m.table == table)
    ).text == f"테이블 {table}: 만든 사람이 지웠습니다."
    for client in (ann, bob, eve):
        await client.close()


async def _until_away(harness, fingerprint: str, timeout: float = 5.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while f"key:{fingerprint}" in harness.server._present():
        assert loop.time() < end, "the connection did not go"
        await asyncio.sleep(0.02)


async def test_the_lobby_in_korean_and_the_k_switch_redraws_it(harness, tmp_path):
    bob = await join(harness, "Bob", fingerprint="SHA256:bob")
    await bob.send(p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec()), invite=True))
    await bob.until(lambda m: isinstance(m, p.Seated))
    app = RemoteApp(
        str(harness.socket_path),
        harness.server.issue_ticket("민수", fingerprint="SHA256:minsu"),
        tmp_path / "crash",
        language="ko",
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await _until(
            pilot,
            lambda: (
                app._started and "민수 님으로 접속했습니다" in visible_text(app) and "(빈자리)" in visible_text(app)
            ),
        )
        await pilot.pause(0.1)
        shown = visible_text(app)
        assert "테이블: 1개" in shown and "상태" in shown and "빈자리 있음, 초대 전용" in shown, shown
        assert "새 테이블" in shown and "구경하기" in shown  # the key bar
        assert not untranslated(shown), f"English left: {untranslated(shown)}\n{shown}"
        assert not broken_boxes(shown.split("\n"))
        await pilot.press("k")
        await _until(
            pilot, lambda: "Tables on this server: 1." in visible_text(app) and "open seat, invite" in visible_text(app)
        )
        shown = visible_text(app)
        assert (
            app.language == "en"
            and "State" in shown
            and "New table" in shown
            and not HANGUL.search(shown.replace("민수", ""))
        ), shown
        await pilot.press("k")
        await _until(pilot, lambda: "민수 님으로 접속했습니다" in visible_text(app) and "(빈자리)" in visible_text(app))
        assert app.language == "ko" and not untranslated(visible_text(app))
        # the server words this connection's refusals in Korean again (SpeakLanguage went with k)
        conn = next(c for c in harness.server.connections if c.name == "민수")
        assert conn.language == "ko"
    await bob.close()


async def test_korean_dialogs_of_the_lobby(harness, tmp_path):
    app = RemoteApp(
        str(harness.socket_path),
        harness.server.issue_ticket("민수", fingerprint="SHA256:minsu"),
        tmp_path / "crash",
        language="ko",
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await _until(pilot, lambda: app._started)
        await pilot.pause(0.1)
        assert "아직 테이블이 없습니다" in visible_text(app)
        await pilot.press("n")
        await _until(pilot, lambda: app.screen.__class__.__name__ == "NewTableScreen")
        await pilot.pause(0.1)
        shown = visible_text(app)
        assert "만들기" in shown and "초대 코드 요구하기" in shown, shown
        # the seat words are typed as the server reads them: those stay English
        typed = re.sub(r"\b(open|random|greedy|strong)\b", "", shown)
        assert not untranslated(typed), f"English left: {untranslated(typed)}\n{shown}"
        app.screen.query_one("#new-seats").value = "open wizard"
        await pilot.click("#new-create")
        await _until(
            pilot,
            lambda: (
                app.screen.__class__.__name__ == "NewTableScreen"
                and "그런 봇 수준은 없습니다" in str(app.screen.query_one("#new-error").render())
            ),
        )
        app.screen.query_one("#new-seats").value = "open open"
        app.screen.query_one("#new-invite").value = True
        await pilot.click("#new-create")
        await _until(
            pilot,
            lambda: (
                app.table_screen is not None and app.table_screen.is_mounted and app.table_screen.snapshot is not None
            ),
        )
        assert "둘 차례" in app.table_screen.snapshot.status
        await _until(pilot, lambda: "이 테이블의 초대 코드" in screen_text(app))  # the toast
        app.action_invite()
        await _until(pilot, lambda: app.screen.__class__.__name__ == "InviteScreen")
        await pilot.pause(0.1)
        shown = visible_text(app)
        assert "친구 초대하기" in shown and "친구에게만" in shown, shown


@pytest.mark.parametrize(
    "language, refused, interactive",
    [
        ("ko_KR.UTF-8", "거부됨: 모르는 자리 코드입니다.", "Meeple은 터미널에서 직접 쓰는 프로그램입니다"),
        ("C", "Refused: unknown seat code.", "Meeple is interactive only"),
    ],
)
async def test_the_front_door_speaks_the_clients_lang(front, language, refused, interactive):  # noqa: F811
    wrong = "a" * 25  # code-shaped, never issued
    async with await _connect(front, wrong) as conn:
        process = await conn.create_process(
            term_type="xterm", term_size=(80, 24), encoding=None, env={"LANG": language}
        )
        text = await _read_until(process.stdout, rb"\.\r\n")
        assert refused.encode() in text, text
        await asyncio.wait_for(process.wait(), 10)
    async with await _connect(front, "Mallory", _client_key()) as conn:
        result = await asyncio.wait_for(conn.run("id", encoding=None, env={"LANG": language}), 10)
        assert result.exit_status == 1 and interactive.encode() in result.stderr, result.stderr
