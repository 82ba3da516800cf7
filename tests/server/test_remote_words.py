"""What an SSH player reads (issue 24): the lobby's table count kept fresh, the new-table form
kept as typed when the server refuses it, the stand-in prompt whole at 80 and 120 columns
and its key on the key bar, no human named like a bot, and user names with emoji."""

from __future__ import annotations

import asyncio

import pytest

from tests.server.helpers import join
from tests.server.test_remote_client import _duel_with, _until
from tests.server.test_ssh_front import _client_key, _connect, _read_until, front  # noqa: F401
from tests.tui.privacy import visible_text
from tui.remote.app import RemoteApp
from tui.server import protocol as p
from tui.server.lobby import Lobby, clean_name


def _head(app) -> str:
    return str(app.lobby_screen.query_one("#lobby-head").render())


async def test_the_lobby_head_counts_the_tables_there_are_now(harness, tmp_path):
    app = RemoteApp(
        str(harness.socket_path), harness.server.issue_ticket("Ann", fingerprint="SHA256:ann"), tmp_path / "crash"
    )
    bob = await join(harness, "Bob", fingerprint="SHA256:bob")
    async with app.run_test(size=(100, 30)) as pilot:
        await _until(pilot, lambda: app._started)
        assert "Tables on this server: 0." in _head(app)
        await bob.send(p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec())))
        await _until(pilot, lambda: "Tables on this server: 1." in _head(app))
    await bob.close()


async def test_a_refused_new_table_comes_back_as_typed(harness, tmp_path):
    app = RemoteApp(
        str(harness.socket_path), harness.server.issue_ticket("Ann", fingerprint="SHA256:ann"), tmp_path / "crash"
    )
    async with app.run_test(size=(100, 30)) as pilot:
        await _until(pilot, lambda: app._started)
        await pilot.press("n")
        await _until(pilot, lambda: app.screen.__class__.__name__ == "NewTableScreen")
        app.screen.query_one("#new-seats").value = "open wizard"
        app.screen.query_one("#new-invite").value = True
        await pilot.click("#new-create")
        await _until(
            pilot,
            lambda: (
                app.screen.__class__.__name__ == "NewTableScreen"
                and "wizard" in str(app.screen.query_one("#new-error").render())
            ),
        )
        assert app.screen.query_one("#new-seats").value == "open wizard"
        assert app.screen.query_one("#new-invite").value is True
        app.screen.query_one("#new-seats").value = "open random"
        await pilot.click("#new-create")
        await _until(
            pilot,
            lambda: (
                app.table is not None
                and app.table_screen is not None
                and app.table_screen.is_mounted
                and app.table_screen.snapshot is not None
            ),
        )
        assert harness.server.lobby.tables[app.table.id].record.invite_hash is not None


@pytest.mark.parametrize("width", [80, 120])
async def test_the_stand_in_prompt_is_whole_and_its_key_is_shown(harness, tmp_path, width):
    bob = await join(harness, "Bob", fingerprint="SHA256:bob")
    app = RemoteApp(
        str(harness.socket_path), harness.server.issue_ticket("Ann", fingerprint="SHA256:ann"), tmp_path / "crash"
    )
    async with app.run_test(size=(width, 24)) as pilot:
        await _duel_with(harness, bob, app, pilot)
        await _until(pilot, lambda: app.table_screen.snapshot is not None)
        await pilot.pause(0.1)
        assert " b " in visible_text(app) and "Bot for away seat" in visible_text(app)
        await pilot.press("b")
        await _until(pilot, lambda: app.screen.__class__.__name__ == "LinePrompt")
        await pilot.pause(0.1)
        shown = " ".join(visible_text(app).split())
        for words in ("A bot for a player who is away", "e.g. 2 random;", "gives it back to its player."):
            assert words in shown
    await bob.close()


def test_no_person_is_named_like_a_bot(tmp_path):
    assert clean_name("Bot 3") == "Bot 3 (human)" and clean_name("bot") == "bot (human)"
    assert clean_name("Robot") == "Robot" and clean_name("Ann") == "Ann"
    lobby = Lobby(tmp_path)
    live, _ = lobby.create("key:a", "Bot 2", p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec("bot", "random"))))
    assert live.table.names == ("Bot 2 (human)", "Bot 2")


async def test_a_user_name_with_emoji_comes_in(front, harness):  # noqa: F811
    async with await _connect(front, "ann😀", _client_key()) as conn:
        process = await conn.create_process(term_type="xterm", term_size=(80, 24), encoding=None)
        text = await _read_until(process.stdout, rb"PID")
        assert "Welcome(name='ann😀'".encode() in text
        process.stdin.write(b"q")
        await asyncio.wait_for(process.wait(), 10)


async def test_a_spectator_watches_and_escape_offers_the_lobby_not_the_title(harness, tmp_path):
    bob = await join(harness, "Bob", fingerprint="SHA256:bob")
    await bob.send(p.CreateTable("duel", (p.SeatSpec(), p.SeatSpec("bot", "random"))))
    table_id = (await bob.until(lambda m: isinstance(m, p.Seated))).table
    app = RemoteApp(
        str(harness.socket_path), harness.server.issue_ticket("Ann", fingerprint="SHA256:ann"), tmp_path / "crash"
    )
    async with app.run_test(size=(100, 30)) as pilot:
        await _until(pilot, lambda: app._started)
        app.watch_table(table_id)
        await _until(
            pilot,
            lambda: (
                app.table_screen is not None and app.table_screen.is_mounted and app.table_screen.snapshot is not None
            ),
        )
        assert app.table.seats == ()
        assert app.table_screen.query_one("#actions").border_title == "Moves (you are watching)"
        await pilot.press("escape")
        await _until(pilot, lambda: app.screen.__class__.__name__ == "ConfirmScreen")
        shown = visible_text(app)
        assert "Leave the table for the lobby?" in shown and "title" not in shown.lower()
        await pilot.press("y")
        await _until(pilot, lambda: app.screen is app.lobby_screen)
    await bob.close()


def test_the_end_screen_names_no_replay_command_over_ssh():
    from tui.remote.app import _reword_for_ssh
    from tui.screens.dialogs import GameOverScreen

    screen = GameOverScreen("Duel", ("Ann", "Bob"), (), None, 42, "duel", None)
    _reword_for_ssh(screen)
    assert screen.seed_text() == "Seed 42. The server keeps this game; its host can replay it or deal it again."
    assert "meeple replay" not in screen.seed_text()
