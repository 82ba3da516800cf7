"""Failures that must not end a game: autosave errors, a failing bot, undo across a barrier."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.core import saves
from rules.core.options import make_config
from rules.core.registry import get_game, register
from rules.core.session import SeatConfig
from tests.fixtures.tinygame import TinyGame
from tests.tui.privacy import screen_text
from tui.app import MeepleApp
from tui.screens.table import TableScreen

GAME = get_game("tiny")


class BrokenBotGame(TinyGame):
    id = "tiny_broken_bot"

    def bot(self, level):
        class Bot:
            def choose(self, view, legal, rng):
                raise RuntimeError("secret c07 in a traceback")

        return Bot()


async def test_autosave_failure_is_reported_and_play_goes_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.start_new_game(
            GAME, make_config(GAME.options, 2, {}, 2, 4), (SeatConfig("Ann"), SeatConfig("Bo", "bot", "random")), 9
        )
        await pilot.pause()

        def refuse(*_args, **_kwargs):
            raise OSError(28, "No space left on device")

        # both ways to disk fail: the whole save and the journal's appended line
        monkeypatch.setattr(saves.Autosaver, "write", refuse)
        await pilot.press("4")  # Tidy
        await pilot.pause()
        assert len(app.table.session.log) >= 1
        assert "Autosave failed" in screen_text(app)
        await pilot.press("s")
        await pilot.pause()
        assert "Save failed" in screen_text(app)
        assert isinstance(app.screen, TableScreen)


async def test_failing_bot_is_reported_without_its_message(tmp_path: Path) -> None:
    game = BrokenBotGame()
    register(game)
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.start_new_game(
            game, make_config(game.options, 2, {}, 2, 4), (SeatConfig("Ann"), SeatConfig("Bo", "bot", "random")), 9
        )
        await pilot.pause()
        await pilot.pause()
        text = screen_text(app)
        assert "A bot could not move (RuntimeError)" in text
        assert "c07 in a traceback" not in text
        assert isinstance(app.screen, TableScreen)


async def test_undo_is_refused_after_a_barrier(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.start_new_game(
            GAME, make_config(GAME.options, 2, {}, 2, 4), (SeatConfig("Ann"), SeatConfig("Bo", "bot", "random")), 9
        )
        await pilot.pause()
        await pilot.press("1")  # a commit passes the turn: a barrier
        await pilot.pause()
        plies = len(app.table.session.log)
        assert not app.table_screen.snapshot.can_undo
        await pilot.press("u")
        await pilot.pause()
        assert len(app.table.session.log) == plies
        # a refused undo says why
        assert "Undo" in screen_text(app) and (
            "passed to another player" in screen_text(app) or "acted since" in screen_text(app)
        )


async def test_load_option_opens_the_table_and_bad_file_is_reported(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.start_new_game(
            GAME, make_config(GAME.options, 2, {}, 2, 4), (SeatConfig("Ann"), SeatConfig("Bo", "bot", "random")), 9
        )
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        path, plies = app.table.save_path, len(app.table.session.log)
    app = MeepleApp(tmp_path, load=path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert len(app.table.session.log) == plies
    missing = tmp_path / "nope.json"
    app = MeepleApp(tmp_path, load=missing, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.table is None
        assert "no save file" in screen_text(app)
    assert not missing.exists()


async def test_q_on_title_quits(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        assert not app.is_running


class CrashingViewGame(TinyGame):
    id = "tiny_crashing_view"
    crash = False

    def view(self, state, viewer):
        if CrashingViewGame.crash:
            raise RuntimeError("boom")
        return super().view(state, viewer)


async def test_crash_report_goes_to_a_file_not_the_screen(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    game = CrashingViewGame()
    register(game)
    app = MeepleApp(tmp_path, pace=0)
    with pytest.raises(RuntimeError):
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.start_new_game(
                game, make_config(game.options, 2, {}, 2, 4), (SeatConfig("Ann"), SeatConfig("Bo", "bot", "random")), 9
            )
            await pilot.pause()
            CrashingViewGame.crash = True
            await pilot.press("1")
            await pilot.pause()
    CrashingViewGame.crash = False
    shown = capsys.readouterr().err  # what a shared terminal would show: no game state
    assert "TinyState(" not in shown and "hand=" not in shown
    assert app.crash_report is not None and app.crash_report.parent == tmp_path
    report = app.crash_report.read_text(encoding="utf-8")
    assert "boom" in report  # the full report goes to a file beside the saves
    told = app.stopped_on_error()
    assert "saved" in told and str(app.crash_report) in told
    assert "===== the save" in app.crash_report.read_text(encoding="utf-8")  # it carries the save


async def test_a_frozen_game_is_reported_saved_and_left_playable(tmp_path: Path) -> None:
    """A move after which a seat has no legal action (a rules bug): the session refuses it, the
    app writes a crash report holding the save, says so without the seed or the move (secret
    on a shared screen), and no bot tries the refused move again."""
    from tests.core.frozengame import FrozenTiny

    game = FrozenTiny(frozen_round=2)
    register(game)
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.start_new_game(
            game, make_config(game.options, 2, {}, 2, 4), (SeatConfig("Ann"), SeatConfig("Bo", "bot", "random")), 9
        )
        for _ in range(40):
            await pilot.pause(0.02)
            if app.crash_report is not None:
                break
            if app.seating.shown == 0 and app.table.legal(0):
                await pilot.press("1")
        assert app.crash_report is not None and app.return_code is None  # still running
        report = app.crash_report.read_text(encoding="utf-8")
        assert "NoLegalAction" in report and "===== the save" in report
        plies = len(app.table.session.log)
        for _ in range(10):
            await pilot.pause(0.02)
        assert len(app.table.session.log) == plies  # no bot retried it
        shown = "\n".join(str(n.message) for n in app._notifications)
        assert "no move" in shown and str(app.crash_report) in shown and "seed" not in shown


async def test_a_failing_disk_is_said_once_a_move(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A move whose whole save waits for its frame (a new game's first) and then fails is said
    once, not also before the frame from the same failing disk."""
    app = MeepleApp(tmp_path, pace=0)
    said: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.start_new_game(GAME, make_config(GAME.options, 2, {}, 2, 4), (SeatConfig("Ann"), SeatConfig("Bo")), 9)
        await pilot.pause()
        await pilot.press("space")  # Ann takes the keyboard
        await pilot.pause()

        def refuse(*_args, **_kwargs):
            raise OSError(28, "No space left on device")

        monkeypatch.setattr(saves.Autosaver, "write", refuse)
        notify = app.notify
        monkeypatch.setattr(app, "notify", lambda text, **kw: (said.append(text), notify(text, **kw)))
        app.table.save_error = "OSError: an earlier failure"  # the disk failed before this move too
        await pilot.press("4")  # Tidy: the first move, a whole save
        for _ in range(5):
            await pilot.pause(0.02)
        assert len(app.table.session.log) == 1 and app.table.save_pending
        assert sum("Autosave failed" in text for text in said) == 1
