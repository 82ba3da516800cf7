"""The whole log full screen (`l` at a table, issue 22): every line the seat shown may read,
newest at the bottom and shown first, scrolling, search, and privacy at a hot-seat hand-off."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from textual.widgets import Static

from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from tests.fixtures.tinygame import Commit, Tidy
from tests.tui.privacy import check_app_privacy, screen_text, visible_text
from tests.tui.tiny_table import settle, start_tiny
from tui.app import MeepleApp
from tui.screens.dialogs import GameOverScreen, HelpScreen
from tui.screens.handoff import HandoffScreen
from tui.screens.log import CURRENT_MARK, SINCE_MARK, LogScreen, LogView, since_positions, wrap_spans
from tui.screens.table import TableScreen
from tui.table.table import Table

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}
TINY = get_game("tiny")


# ----- set-ups
def _duel_save(folder: Path, lines: int = 50) -> Path:
    """A Duel of Ann against a random bot, played on until Ann's log has `lines` lines (more
    than a screen at 120x40), saved with Ann to act."""
    duel = get_game("duel")
    config = make_config(duel.options, 2, {}, duel.min_players, duel.max_players)
    table = Table.new(duel, config, (SeatConfig("Ann"), SeatConfig("Bo", "bot", "random")), 5, folder)
    while len(table.log_lines(0)) < lines or table.bot_job() is not None:
        assert not table.over, "the game ended first: ask for fewer lines"
        job = table.bot_job()
        if job is not None:
            table.apply_bot(job, table.think(job))
        else:
            table.play(0, table.legal(0)[0])
    table.save()
    assert table.save_path is not None
    return table.save_path


async def _open_duel(app: MeepleApp, pilot: Any, folder: Path) -> None:
    await pilot.pause()
    assert app.open_save(_duel_save(folder)) is None
    await settle(pilot)
    assert isinstance(app.screen, TableScreen) and app.screen.snapshot.viewer == 0


async def _start_hot_seat(app: MeepleApp, pilot: Any) -> None:
    """Ann and Bo, both human, at the tiny game; Ann's table shown."""
    await pilot.pause()
    app.start_new_game(TINY, make_config(TINY.options, 2, {}, 2, 4), (SeatConfig("Ann"), SeatConfig("Bo")), 3)
    await settle(pilot)
    assert isinstance(app.screen, HandoffScreen)
    await pilot.press("space")
    await settle(pilot)
    assert isinstance(app.screen, TableScreen) and app.seating.shown == 0


async def _pick(pilot: Any, app: MeepleApp, kind: type) -> None:
    """Press the number of the first action of `kind` in the action list."""
    shown = app.screen.actions.shown
    number = next(i for i, (_, action) in enumerate(shown, 1) if isinstance(action, kind))
    await pilot.press(str(number))
    await settle(pilot)


def _log_rows(app: MeepleApp) -> list[str]:
    """The log view's rows on screen now, as drawn."""
    view = app.screen.query_one(LogView)
    lines = visible_text(app).splitlines()
    region = view.scrollable_content_region
    return [lines[y][region.x : region.right] for y in range(region.y, region.bottom)]


def _words(text: str) -> str:
    return " ".join(text.split())


# ----- opening, scrolling, closing
@pytest.mark.parametrize("size", SIZES)
async def test_l_opens_every_line_newest_at_the_bottom_and_scrolls(tmp_path: Path, size: str) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=SIZES[size]) as pilot:
        await _open_duel(app, pilot, tmp_path)
        log = app.table.snapshot(0).log
        await pilot.press("l")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, LogScreen) and screen.viewer == 0
        view = screen.view
        assert view.plain_lines == list(log)
        assert app.focused is view
        # the newest line first, at the bottom of the view
        assert view.max_scroll_y > 0, "the log should be longer than the screen"
        assert view.scroll_y == view.max_scroll_y
        rows = [row.strip() for row in _log_rows(app) if row.strip()]
        assert _words(log[-1]).endswith(_words(rows[-1][1:]))
        assert f"{len(log)} lines" in visible_text(app)

        # every line is there, from the oldest to the newest, page by page
        await pilot.press("home")
        await settle(pilot, 2)
        assert view.scroll_y == 0
        seen: list[str] = []
        for _ in range(50):
            seen.extend(row[len(SINCE_MARK) + len(CURRENT_MARK) + 1 :] for row in _log_rows(app))
            if view.scroll_y >= view.max_scroll_y:
                break
            before = view.scroll_y
            await pilot.press("pagedown")
            await settle(pilot, 2)
            assert view.scroll_y > before
        everything = _words(" ".join(seen))
        for line in log:
            assert _words(line) in everything

        # a line at a time, a page up, and back to the newest
        await pilot.press("up")
        await settle(pilot, 2)
        assert view.scroll_y == view.max_scroll_y - 1
        await pilot.press("pageup")
        await settle(pilot, 2)
        assert view.scroll_y < view.max_scroll_y - 1
        await pilot.press("end")
        await settle(pilot, 2)
        assert view.scroll_y == view.max_scroll_y

        # Escape closes it; `l` opens and closes it too
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        await pilot.press("l")
        await settle(pilot)
        assert isinstance(app.screen, LogScreen)
        await pilot.press("l")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        await pilot.press("escape", "y")  # the table's own Escape still leads to the title, asked first
        await settle(pilot)
        assert type(app.screen).__name__ == "TitleScreen"


@pytest.mark.parametrize("size", SIZES)
async def test_search_marks_every_match_and_moves_between_them(tmp_path: Path, size: str) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=SIZES[size]) as pilot:
        await _open_duel(app, pilot, tmp_path)
        log = app.table.snapshot(0).log
        await pilot.press("l")
        await settle(pilot)
        view = app.screen.view
        await pilot.press("slash", "B", "o")
        await settle(pilot)
        expected = [(i, m.start(), m.end()) for i, line in enumerate(log) for m in re.finditer("bo", line, re.I)]
        assert len(expected) > 3
        assert view.matches == expected
        # the newest match is the current one, and it is on screen
        assert view.current == len(expected) - 1
        assert f"'Bo': match {len(expected)} of {len(expected)}" in visible_text(app)
        await pilot.press("enter")  # keeps the matches, back to the log
        await settle(pilot)
        assert app.focused is view and view.matches == expected

        def current_row() -> str:
            rows = [row for row in _log_rows(app) if row[len(SINCE_MARK) :].startswith(CURRENT_MARK)]
            assert len(rows) == 1, rows
            return rows[0]

        assert "bo" in current_row().casefold()
        # the current match stands out by more than colour: reverse and bold
        row = int(view.scroll_y) + next(
            y
            for y in range(view.scrollable_content_region.height)
            if _log_rows(app)[y][len(SINCE_MARK) :].startswith(CURRENT_MARK)
        )
        strip = view._draw_row(row, view.scrollable_content_region.width, view.rich_style)
        marked = [segment for segment in strip if segment.text.casefold() == "bo"]
        assert marked and all(s.style.reverse and s.style.bold for s in marked)

        # n: the older match, N: back to the newer one, round the ends
        await pilot.press("n")
        await settle(pilot)
        assert view.current == len(expected) - 2
        assert f"match {len(expected) - 1} of" in visible_text(app)
        older_line = expected[-2][0]
        assert view.scroll_y <= view._first_row[older_line] < view.scroll_y + view.scrollable_content_region.height
        await pilot.press("N", "N")
        await settle(pilot)
        assert view.current == 0  # past the newest: round to the oldest
        assert view.scroll_y <= view._first_row[expected[0][0]] < view.scroll_y + view.scrollable_content_region.height
        assert "bo" in current_row().casefold()

        # a search for nothing there says so; Escape in the search drops it, the next closes the log
        await pilot.press("slash", "z", "q", "x")
        await settle(pilot)
        assert view.matches == [] and "not found" in visible_text(app)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, LogScreen) and view.matches == [] and app.focused is view
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)


async def test_the_lines_since_your_last_turn_are_marked(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_tiny(app, pilot)
        await pilot.press("1")
        await settle(pilot)
        snap = app.table.snapshot(0)
        assert snap.since_last_turn, "Bo should have acted since Ann's commit"
        await pilot.press("l")
        await settle(pilot)
        view = app.screen.view
        marked = sorted(view.since)
        assert [snap.log[i] for i in marked] == list(snap.since_last_turn)
        assert marked[-1] == len(snap.log) - 1
        rows = [row for row in _log_rows(app) if row.strip()]
        assert [row[3:].strip() for row in rows if row.startswith(SINCE_MARK)] == list(snap.since_last_turn)
        assert f"{SINCE_MARK} {len(marked)} since your last turn" in visible_text(app)


# ----- the table moves on while the log is open
async def test_the_open_log_follows_the_same_seat_and_the_end_screen_covers_it(tmp_path: Path) -> None:
    """A move that is not a key of the log screen (a bot's, the clock's, another terminal's)
    reaches the table through `sync`: the same seat's log takes its new lines."""
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_tiny(app, pilot)
        await pilot.press("l")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, LogScreen)
        for _ in range(10):
            if app.table.over:
                break
            legal = app.table.legal(0)
            if legal:
                app.table.play(0, next(a for a in legal if isinstance(a, Commit)))
                app.sync()
            await settle(pilot, 2)
        assert app.table.over
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("escape")  # "see the table": the log it covered, with the last lines
        await settle(pilot)
        assert app.screen is screen
        assert screen.view.plain_lines == list(app.table.snapshot(0).log)


async def test_a_hand_off_closes_the_log_and_the_next_seat_never_reads_it(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await _start_hot_seat(app, pilot)
        await _pick(pilot, app, Tidy)  # Ann's log says whose hand was tidied; Bo's does not
        ann_only = "Ann tidies their hand."
        assert ann_only in app.table.snapshot(0).log and ann_only not in app.table.snapshot(1).log
        await pilot.press("l")
        await settle(pilot)
        assert isinstance(app.screen, LogScreen) and ann_only in screen_text(app)
        # the game moves on while Ann reads (standing in for a bot, the clock or another terminal)
        app.table.play(0, next(a for a in app.table.legal(0) if isinstance(a, Commit)))
        app.sync()
        assert not any(isinstance(s, LogScreen) for s in app.screen_stack)
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        assert ann_only not in visible_text(app)
        check_app_privacy(app)
        await pilot.press("space")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen) and app.seating.shown == 1
        assert ann_only not in screen_text(app) and ann_only not in visible_text(app)
        check_app_privacy(app)
        # Bo's own log: Bo's lines only
        await pilot.press("l")
        await settle(pilot)
        assert isinstance(app.screen, LogScreen) and app.screen.viewer == 1
        assert app.screen.view.plain_lines == list(app.table.snapshot(1).log)
        assert "A hand is tidied." in visible_text(app) and ann_only not in screen_text(app)
        check_app_privacy(app)


async def test_a_log_under_another_screen_is_emptied_at_the_hand_off_and_closes(tmp_path: Path) -> None:
    """Help opened over the log, then the game moves on: the log under them is emptied at
    once and goes as soon as it would show again."""
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await _start_hot_seat(app, pilot)
        await _pick(pilot, app, Tidy)
        await pilot.press("l")
        await settle(pilot)
        log_screen = app.screen
        assert isinstance(log_screen, LogScreen)
        await pilot.press("question_mark")
        await settle(pilot)
        assert isinstance(app.screen, HelpScreen)
        app.table.play(0, next(a for a in app.table.legal(0) if isinstance(a, Commit)))
        app.sync()
        assert log_screen.view.plain_lines == []
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        await pilot.press("space")
        await settle(pilot)
        for _ in range(5):  # Escape on the help, then on anything else in the way
            if isinstance(app.screen, TableScreen):
                break
            assert not isinstance(app.screen, LogScreen) or not app.screen.view.plain_lines
            assert "Ann tidies their hand." not in visible_text(app)
            await pilot.press("escape")
            await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert app.seating.shown == 1 and log_screen not in app.screen_stack
        assert "Ann tidies their hand." not in screen_text(app)


# ----- pieces
def test_wrapping_cuts_at_spaces_and_keeps_offsets() -> None:
    text = "Ann takes the Pyramids and pays three coins to the bank"
    spans = wrap_spans(text, 20)
    assert all(end - start <= 20 for start, end in spans)
    assert " ".join(text[start:end] for start, end in spans) == text
    assert wrap_spans("x" * 45, 20) == [(0, 20), (20, 40), (40, 45)]
    assert wrap_spans("", 20) == [(0, 0)]
    wide = "가나다 라마바 사아자 차카타"  # two cells a character
    assert all(sum(2 if c != " " else 1 for c in wide[s:e]) <= 8 for s, e in wrap_spans(wide, 8))


def test_the_since_lines_are_found_from_the_end() -> None:
    log = ("Bo draws.", "Ann plays.", "Bo draws.", "Cy: hello", "Bo passes.")
    assert since_positions(log, ("Bo draws.", "Bo passes.")) == {2, 4}
    assert since_positions(log, ()) == frozenset()


# ----- how it looks
def test_snapshot_log_screen_with_a_search(snap_compare: Any, tmp_path: Path) -> None:
    app = MeepleApp(tmp_path / "saves", pace=0, handoff_delay=0, turn_guard=0)

    async def open_log(pilot: Any) -> None:
        await _start_hot_seat(app, pilot)
        await _pick(pilot, app, Tidy)
        await _pick(pilot, app, Commit)
        await pilot.press("space")  # Bo
        await settle(pilot)
        await _pick(pilot, app, Commit)
        await _pick(pilot, app, Commit)  # Bo again, a round on
        await pilot.press("space")  # Ann: Bo's two commits are new to her
        await settle(pilot)
        assert app.seating.shown == 0
        await pilot.press("l", "slash", "c", "o", "m", "m", "i", "t", "enter", "n")
        await settle(pilot)
        assert isinstance(app.screen, LogScreen) and app.screen.view.since

    assert snap_compare(app, terminal_size=(80, 24), run_before=open_log)


async def test_the_log_screen_is_made_ahead_reused_and_empty_while_closed(tmp_path: Path) -> None:
    """One log screen serves every opening: made while the table is still, filled when `l`
    opens it, emptied (search too) when it closes, so it never holds a seat's lines unseen."""
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await _start_hot_seat(app, pilot)
        await _pick(pilot, app, Tidy)
        app._collect()  # the table is still: what is prepared then is made now
        await settle(pilot)
        made_ahead = app._log_screen
        if made_ahead is not None:  # made unseen only with the Textual patches on
            assert made_ahead.is_mounted and made_ahead not in app.screen_stack
            assert made_ahead.view.plain_lines == []
        await pilot.press("l")
        await settle(pilot)
        assert made_ahead is None or app.screen is made_ahead
        made_ahead = app.screen
        assert isinstance(made_ahead, LogScreen)
        assert made_ahead.view.plain_lines == list(app.table.snapshot(0).log)
        await pilot.press("slash", "t", "i", "d", "i", "e", "s", "enter")
        await settle(pilot)
        assert made_ahead.view.matches
        await pilot.press("l")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert made_ahead.view.plain_lines == [] and not made_ahead.view.matches
        assert "Ann tidies their hand." not in made_ahead.query_one("#log-head", Static).render().plain
        await pilot.press("l")
        await settle(pilot)
        assert app.screen is made_ahead and made_ahead.view.plain_lines == list(app.table.snapshot(0).log)
        assert not made_ahead.view.matches and "tidies" not in visible_text(app).splitlines()[0]
        search = made_ahead.search_box
        assert search is None or (search.value == "" and not search.has_class("-open"))
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen) and made_ahead.view.plain_lines == []
