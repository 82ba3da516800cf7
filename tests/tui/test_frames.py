"""A key's change is laid out once and drawn in one frame (bench/keys.py measures the time).

What these check is the work Meeple asks of Textual, counted, never timed: the layout passes a
hand-off costs, the frames it writes, and the pieces that keep them down (tui.textual_compat.layout_once, the
log drawn by rows, the score table drawn as text, the collector settings).
"""

from __future__ import annotations

import gc
import io
import random
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from rules.core.engine import NO_SEAT, ScoreLine
from tests.tui.tiny_table import (
    play_tiny_to_its_end,
    settle,
    start_hot_seat_duel,
    start_hot_seat_sheriff,
    start_tiny,
)
from tui.app import MeepleApp
from tui.screens.handoff import HandoffScreen
from tui.screens.table import TableScreen
from tui.textual_compat import layout_once
from tui.widgets.panels import LogPanel, ScoreTable

ROOT = Path(__file__).resolve().parents[2]


class Counts:
    """Layout passes, arrangements of the whole screen (hidden widgets included) and written
    frames per screen class name, while attached."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        from textual._compositor import Compositor
        from textual.app import App
        from textual.screen import Screen

        self.layouts: list[str] = []
        self.arrangements: list[str] = []
        self.frames: list[str] = []
        self.events: list[tuple[str, str]] = []  # ("layout" or "frame", screen), in order
        layout, display, arrange = Screen._refresh_layout, App._display, Compositor._arrange_root

        def counted_arrange(compositor, root, size, visible_only=True):  # type: ignore[no-untyped-def]
            if not visible_only:
                self.arrangements.append(type(root).__name__)
            return arrange(compositor, root, size, visible_only)

        def counted_layout(screen, size=None, scroll=False):  # type: ignore[no-untyped-def]
            self.layouts.append(type(screen).__name__ + (" scroll" if scroll else ""))
            self.events.append(("layout", type(screen).__name__))
            return layout(screen, size, scroll)

        def counted_display(app, screen, renderable):  # type: ignore[no-untyped-def]
            if renderable is not None:
                self.frames.append(type(screen).__name__)
                self.events.append(("frame", type(screen).__name__))
            return display(app, screen, renderable)

        monkeypatch.setattr(Screen, "_refresh_layout", counted_layout)
        monkeypatch.setattr(App, "_display", counted_display)
        monkeypatch.setattr(Compositor, "_arrange_root", counted_arrange)

    def clear(self) -> None:
        self.layouts.clear()
        self.arrangements.clear()
        self.frames.clear()
        self.events.clear()


async def _pass_handoff(pilot, counts: Counts) -> None:  # type: ignore[no-untyped-def]
    """Space on the hand-off, counting only what it brings."""
    counts.clear()
    await pilot.press("space")
    await settle(pilot)
    assert isinstance(pilot.app.screen, TableScreen)


def _assert_drawn_behind(app, counts: Counts, what: object) -> None:  # type: ignore[no-untyped-def]
    """While the hand-off waits: after its first frame, the next player's table was laid out
    under it once, and every frame written was the hand-off's (nothing of a covered screen
    shows)."""
    table = app.table_screen
    assert table.snapshot is app.table.snapshot(app.screen.seat), what  # the next player's turn
    assert counts.frames and set(counts.frames) == {"HandoffScreen"}, (what, counts.frames)
    after = counts.events[counts.events.index(("frame", "HandoffScreen")) :]
    assert after.count(("layout", type(table).__name__)) == 1, (what, counts.events)


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
async def test_a_hand_off_draws_the_table_behind_it_and_space_writes_one_frame(
    tmp_path: Path, monkeypatch, size
) -> None:
    """While the hand-off waits, the next player's table is drawn under it: one layout, one
    arrangement of the whole screen, and no frame of its own. Space then lays nothing out and
    writes one frame, the whole table (the repaint Textual gives a screen it resumes is folded
    into it); no frame of scrollbars alone after it. So also when a still moment comes while
    the hand-off waits: its first one mounts the rules and end screens unseen, which restyles
    and lays out the table under the hand-off again."""
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=size) as pilot:
        start_hot_seat_duel(app)
        await settle(pilot)
        counts = Counts(monkeypatch)
        passes = 0
        for _ in range(14):
            if isinstance(app.screen, HandoffScreen):
                if passes:  # the first covers a table never laid out before (that is opening it)
                    _assert_drawn_behind(app, counts, passes)
                if passes in (1, 3):
                    counts.clear()
                    app._collect()  # what the still-moment timer runs
                    await settle(pilot)
                    assert counts.frames == [], (passes, counts.events)  # all of it unseen
                await _pass_handoff(pilot, counts)
                assert counts.layouts == [], (passes, counts.layouts)
                assert counts.frames == [type(app.screen).__name__], (passes, counts.frames)
                passes += 1
            counts.clear()
            await pilot.press("1")
            await settle(pilot)
        assert passes >= 4


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
async def test_a_hand_off_to_the_composer_is_laid_out_once_in_one_frame(tmp_path: Path, monkeypatch, size) -> None:
    """Sheriff's market and bag are composed: the composer drawn behind a hand-off counts its
    rows when they are set (it stays laid out under the hand-off) and keeps them over a change
    of height, so neither its draw nor its resize asks for a second layout, and Space for
    none."""
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=size) as pilot:
        start_hot_seat_sheriff(app)
        await settle(pilot)
        counts = Counts(monkeypatch)
        chooser = random.Random(5)
        composed = 0
        for _ in range(40):
            if isinstance(app.screen, HandoffScreen):
                behind = app.table_screen.composing
                # the first composer was never laid out before (its scrollbar is made then)
                if behind and composed:
                    _assert_drawn_behind(app, counts, composed)
                await _pass_handoff(pilot, counts)
                if behind:
                    assert counts.layouts == [] and len(counts.frames) == 1, (composed, counts.events)
                    composed += 1
            seat = app.seating.shown
            if seat is None or not app.table.legal(seat):
                break
            counts.clear()
            app.table.play(seat, chooser.choice(app.table.legal(seat)))
            app.sync()
            await settle(pilot)
        assert composed >= 4


async def test_a_hand_off_leaves_the_key_line_alone_when_the_keys_stay(tmp_path: Path, monkeypatch) -> None:
    """The table's key line is not written while the hand-off covers it (Textual refreshes a
    screen's bindings as it is covered and as it comes back): a player with the same keys as
    the last gets the line as it was, undrawn; the line always reads the live keys."""
    from tui.widgets.keybar import KeyBar

    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(120, 40)) as pilot:
        start_hot_seat_duel(app)
        await settle(pilot)
        written: list[str] = []
        update = KeyBar.update

        def counted(bar, text="", *, layout=True):  # type: ignore[no-untyped-def]
            written.append(getattr(text, "plain", str(text)))
            return update(bar, text, layout=layout)

        monkeypatch.setattr(KeyBar, "update", counted)
        passes = 0
        for _ in range(14):
            if isinstance(app.screen, HandoffScreen):
                written.clear()
                await pilot.press("space")
                await settle(pilot)
                bar = app.screen.query_one(KeyBar)
                assert bar._plain == bar.keys_text().plain and "Undo" in bar._plain
                if passes:
                    assert written == [], written
                passes += 1
            await pilot.press("1")
            await settle(pilot)
        assert passes >= 4


async def test_the_last_move_shows_the_end_screen_before_the_table_under_it(tmp_path: Path, monkeypatch) -> None:
    """The key that ends the game is answered by the end screen's frame: the table's last
    move is laid out after that frame, under the end screen, and writes no frame of its own
    (nothing of a screen under an opaque one shows). Escape then shows that last move."""
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_tiny(app, pilot)
        counts = Counts(monkeypatch)
        await play_tiny_to_its_end(app, pilot, counts.clear)  # counts kept: the last key's
        await settle(pilot)
        frames = [event for event in counts.events if event[0] == "frame"]
        assert frames and frames[0] == ("frame", "GameOverScreen"), counts.events
        assert ("frame", "TableScreen") not in frames, counts.events
        first_frame = counts.events.index(("frame", "GameOverScreen"))
        assert ("layout", "TableScreen") in counts.events[first_frame:], counts.events
        assert ("layout", "TableScreen") not in counts.events[:first_frame], counts.events
        final = app.table.snapshot(app.seating.shown)
        assert app.table_screen.snapshot is final  # the last move is on the table under it
        await pilot.press("escape")
        await settle(pilot)
        assert app.screen is app.table_screen and app.table_screen.snapshot is final


async def test_an_end_screen_made_ahead_is_laid_out_once_by_the_last_move(tmp_path: Path, monkeypatch) -> None:
    """The end screen made while the table was still (its toast rack hidden then, as no toast
    is up) is laid out once by the key that shows it: Textual hid the rack at its first
    showing, which laid the screen out again and drew a second frame (traced, 7-10 ms after
    the first)."""
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:  # with the toast rack, as `meeple` runs
        await start_tiny(app, pilot)
        app._prepare_while_still()  # what a still moment does
        await settle(pilot)
        prepared = app._game_over_screen
        assert prepared is not None and prepared.prepared_for is app.table
        counts = Counts(monkeypatch)
        await play_tiny_to_its_end(app, pilot, counts.clear)  # counts kept: the last key's
        await settle(pilot)
        assert app.screen is prepared
        assert counts.layouts.count("GameOverScreen") == 1, counts.events


async def test_the_last_move_is_appended_and_the_whole_save_written_after_the_end_screen(
    tmp_path: Path, monkeypatch
) -> None:
    """The key that ends the game appends its move to the save's journal, as every move does;
    the whole save of the ended game is written after the end screen's frame (it took 1.5-4.6
    ms of that key), and the save on disk is then the finished game."""
    from rules.core import saves
    from tui.screens.dialogs import GameOverScreen

    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_tiny(app, pilot)
        counts = Counts(monkeypatch)
        save = saves.save

        def counted_save(session, path):  # type: ignore[no-untyped-def]
            counts.events.append(("whole save", "over" if session.over else "playing"))
            return save(session, path)

        monkeypatch.setattr(saves, "save", counted_save)
        await play_tiny_to_its_end(app, pilot, counts.clear)  # counts kept: the last key's
        await settle(pilot)
        assert isinstance(app.screen, GameOverScreen)
        frame = counts.events.index(("frame", "GameOverScreen"))
        assert ("whole save", "over") in counts.events[frame:], counts.events
        assert not any(event[0] == "whole save" for event in counts.events[:frame]), counts.events
        header = saves.read_header(app.table.save_path)
        assert header.finished is True and not saves.journal_path(app.table.save_path).exists()


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
async def test_the_title_is_drawn_in_one_frame_at_start(tmp_path: Path, monkeypatch, size) -> None:
    """At start Textual drew the title three times over (its toast rack hidden again inline,
    its resume's repaint after a layout that had drawn it whole, the start-up Resize for the
    same size): one frame now, the same picture (tui.screens.first_screen, layout_once)."""
    counts = Counts(monkeypatch)
    async with MeepleApp(tmp_path).run_test(size=size) as pilot:
        await settle(pilot)
        assert counts.frames == ["TitleScreen"], counts.events
        assert counts.layouts.count("TitleScreen") <= 2, counts.events  # the second finds nothing to draw
        await pilot.resize_terminal(size[0] - 10, size[1] - 4)  # another size is laid out and drawn
        await settle(pilot)
        assert counts.frames.count("TitleScreen") >= 2 and pilot.app.screen.outer_size == (size[0] - 10, size[1] - 4)


def test_a_screen_is_covered_only_under_an_opaque_top_screen() -> None:
    class Screenish:
        def __init__(self, app, alpha):  # type: ignore[no-untyped-def]
            from types import SimpleNamespace

            from textual.color import Color

            self.app = app
            self.styles = SimpleNamespace(
                background=Color(0, 0, 0, alpha), background_tint=Color(0, 0, 0, 0), opacity=1.0
            )

    from types import SimpleNamespace

    app = SimpleNamespace(screen=None, _background_screens=[])
    table = Screenish(app, 1.0)
    for alpha, covered in ((1.0, True), (0.6, False)):
        app.screen, app._background_screens = Screenish(app, alpha), [table]
        assert layout_once.covered_by_opaque_screen(table) is covered
    app.screen = table
    assert not layout_once.covered_by_opaque_screen(table)  # the top screen itself
    assert not layout_once.covered_by_opaque_screen(object())  # no app: drawn as Textual would


def test_layout_once_is_installed_once_and_declines_another_textual(monkeypatch) -> None:
    from textual.scroll_view import ScrollView
    from textual.widget import Widget

    assert layout_once.install() and layout_once.install()
    assert getattr(Widget._size_updated, "lays_out_once", False)

    def other(self, size):  # type: ignore[no-untyped-def]  # a Textual whose method changed
        return False

    monkeypatch.setattr(Widget, "_size_updated", other)
    monkeypatch.setattr(ScrollView, "_size_updated", other)
    assert layout_once.install() is False
    assert Widget._size_updated is other and ScrollView._size_updated is other


def _changed_screen_refresh(self, full):  # type: ignore[no-untyped-def]
    return None


def _changed_full_drawing(self, simplify=False, screen_stack=None):  # type: ignore[no-untyped-def]
    return None


@pytest.mark.parametrize(
    ("owner", "name", "changed"),
    [
        ("screen", "_compositor_refresh", _changed_screen_refresh),
        ("compositor", "render_full_update", _changed_full_drawing),
    ],
)
def test_layout_once_declines_a_textual_whose_methods_changed(monkeypatch, owner, name, changed) -> None:
    from textual._compositor import Compositor
    from textual.screen import Screen
    from textual.scroll_view import ScrollView
    from textual.widget import Widget

    def unpatched(self, size, virtual_size, container_size, layout=True):  # type: ignore[no-untyped-def]
        return False

    cls = {"screen": Screen, "compositor": Compositor}[owner]
    monkeypatch.setattr(Widget, "_size_updated", unpatched)
    monkeypatch.setattr(ScrollView, "_size_updated", unpatched)
    monkeypatch.setattr(cls, name, changed)
    assert layout_once.install() is False
    assert getattr(cls, name) is changed and Widget._size_updated is unpatched


def test_repaint_scrollbars_now_leaves_a_widget_without_a_screen_alone() -> None:
    from textual.widget import Widget

    layout_once.repaint_scrollbars_now(Widget())  # no screen, no scrollbars: nothing happens
    layout_once.repaint_scrollbars_now(object())


def _rich_table(table: ScoreTable, width: int) -> list[str]:
    """The score table as it was drawn before: a rich Table, seats as columns when they fit."""
    columns = Table(box=None, padding=(0, 1), show_edge=False, expand=False)
    columns.add_column("", no_wrap=True)
    for line in table.lines:
        columns.add_column(Text(table._name(line)), justify="right", no_wrap=True)
    for category in table.categories:
        columns.add_row(Text(category), *(table._value(line, category) for line in table.lines))
    columns.add_row(Text("Total"), *(Text(str(line.total)) for line in table.lines))
    if table.winners:
        columns.add_row(Text("winner"), *(Text("winner" if line.seat in table.winners else "") for line in table.lines))
    console = Console(width=width, file=io.StringIO())
    needed = Measurement.get(console, console.options.update_width(10_000), columns).maximum
    assert needed <= width, "only the whole forms are compared"
    return _drawn(columns, width)


def _drawn(renderable, width: int) -> list[str]:  # type: ignore[no-untyped-def]
    console = Console(width=width, record=True, file=io.StringIO(), color_system=None)
    console.print(renderable)
    return [line.rstrip() for line in console.export_text().rstrip("\n").split("\n")]


def test_the_score_table_reads_as_the_rich_table_did() -> None:
    """Seats as columns or as rows, drawn as text: the same characters as the rich Table."""
    rng = random.Random(11)
    categories = [
        "gold",
        "legal goods",
        "contraband",
        "royal goods",
        "king & queen",
        "black market",
        "blue",
        "military",
        "chambers",
    ]
    names = ["Ann", "Bob", "Cy", "Bartholomew Montgome", "Annabelle Fitzgerald", "Eve", "Fitzwilliam Darcy Jr"]
    compared = 0
    for _ in range(150):
        seats = rng.randint(2, 6)
        shown = rng.sample(categories, rng.randint(1, 7))
        lines = [
            ScoreLine(seat, rng.randint(0, 300), tuple((c, rng.randint(0, 99)) for c in shown)) for seat in range(seats)
        ]
        winners = tuple(rng.sample(range(seats), rng.randint(0, 1)))
        table = ScoreTable(rng.sample(names, seats), lines, winners)
        width = rng.choice([36, 40, 60, 80, 120])
        picked = table._pick(width)
        if picked is table.seats_as_rows():
            continue  # drawn as text only: the rich Table never had this form
        if picked is not table.seats_as_columns():
            continue  # neither whole form fits: the compact form (see the test below)
        compared += 1
        assert _drawn(table, width) == _rich_table(table, width)
    assert compared > 60


def test_a_score_table_too_wide_for_either_form_cuts_no_name() -> None:
    """Where neither whole form fits, seats are headed by short tags and a legend spells out
    every name (and, narrower still, every category): nothing ends in '...', and every total
    is in view."""
    lines = [ScoreLine(s, 100 + s, tuple((f"category {c}", c) for c in range(4))) for s in range(6)]
    lines.append(ScoreLine(NO_SEAT, 77, (("category 0", 5),), name="AI Constantine"))
    names = [f"Player number {s} of six" for s in range(6)]
    for width in (36, 40, 60):
        table = ScoreTable(names, lines, (2,))
        drawn = "\n".join(_drawn(table, width))
        assert "…" not in drawn
        flat = " ".join(drawn.split())
        assert all(name in flat for name in names) and "AI Constantine" in flat and "*" in drawn
        assert all(str(line.total) in drawn for line in lines)
        assert max(len(row) for row in drawn.split("\n")) <= width
    narrow = "\n".join(_drawn(ScoreTable(names, lines), 24))
    assert all(str(line.total) in narrow for line in lines) and "AI Constantine" in narrow


async def test_the_log_wraps_by_rows_and_keeps_entries_whole(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_tiny(app, pilot, 2)
        log = app.screen.query_one("#log", LogPanel)
        long = "Ann " + " ".join(f"word{i}" for i in range(40))
        log.set_log(["first", long], ["Bo did something"])
        await settle(pilot, 2)
        assert log.plain_lines == ["first", long, LogPanel.SINCE_TITLE, "  - Bo did something"]
        width = log.scrollable_content_region.width
        rows = log.virtual_size.height
        assert rows > 4 and all(strip.cell_length <= width for strip in log._rows)
        assert log.scroll_y == log.max_scroll_y  # anchored at its end
        log.clear()
        assert log.plain_lines == [] and log.virtual_size.height == 0
        log.set_log(["first", long], ["Bo did something"])
        assert log.virtual_size.height == rows  # the kept wrapping gives the same rows
        assert log._size_updated(log._size, log.virtual_size, log.container_size) is False


def test_the_collector_settings_are_for_the_apps_own_process(tmp_path: Path) -> None:
    """freeze_startup_objects is run by `meeple` and SSH sessions (in their own process); an
    app made in a test leaves the test process's collector alone."""
    code = textwrap.dedent("""
        import gc
        from tui.collector import FULL_COLLECTION_EVERY, freeze_startup_objects
        freeze_startup_objects()
        assert gc.get_freeze_count() > 0, gc.get_freeze_count()
        assert gc.get_threshold()[2] == FULL_COLLECTION_EVERY
    """)
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert MeepleApp(tmp_path).freeze_after_start is False
    before = gc.get_threshold()
    MeepleApp(tmp_path).on_mount()  # not frozen, thresholds unchanged
    assert gc.get_threshold() == before


async def test_closing_the_end_screen_draws_the_table_once(tmp_path: Path, monkeypatch) -> None:
    """The end screen is installed, so Escape pops it without removing it: no layout of the
    table after the frame that shows it. It is removed when the next game is entered. The
    table's last move was drawn into its line caches while the end screen was read
    (`_warm_covered_table`): Escape draws at most the key line anew."""
    from textual._styles_cache import StylesCache

    drawn: list[str] = []
    render_line = StylesCache.render_line

    def counted_line(cache, styles, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.append(type(styles.node).__name__)
        return render_line(cache, styles, *args, **kwargs)

    monkeypatch.setattr(StylesCache, "render_line", counted_line)

    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        ends = []
        for seed in (3, 4):
            if ends:
                app.action_leave_table()  # to the title, as a player starts the next game
                await settle(pilot)
            await start_tiny(app, pilot, seed)
            await play_tiny_to_its_end(app, pilot)
            await settle(pilot)  # past WARM_AFTER, on a loaded machine too: it draws the table
            ends.append(app.screen)
            counts = Counts(monkeypatch)
            drawn.clear()
            await pilot.press("escape")
            await settle(pilot)
            assert isinstance(app.screen, TableScreen)
            assert counts.layouts.count(type(app.screen).__name__) <= 1, counts.layouts
            assert len(counts.frames) == 1, counts.frames
            assert set(drawn) <= {"KeyBar"}, drawn
        assert not ends[0].is_running  # removed when the second game was entered
        assert ends[1].is_running  # kept, installed


def test_the_status_line_breaks_between_its_parts_only() -> None:
    """At 80 columns "Bob is thinking... 0.5 s" went to the next line after "is"; the status
    now breaks only at its " | " separators (a part wider than the line still wraps alone)."""
    from tui.widgets.panels import PartedLine

    status = "Princes of Florence | phase: auction | to act: Player 2 (bot) | Player 2 is thinking... 0.5 s"
    assert _drawn(PartedLine(status), 78) == [
        "Princes of Florence | phase: auction | to act: Player 2 (bot)",
        "Player 2 is thinking... 0.5 s",
    ]
    assert _drawn(PartedLine(status), 120) == [status]


async def test_a_composer_change_that_keeps_its_lines_lays_nothing_out(tmp_path: Path, monkeypatch) -> None:
    """Adding a part in the composer rewrites its heading, summary and problem line: when each keeps its
    number of lines, only the changed lines are drawn, with no layout."""
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(120, 40)) as pilot:
        start_hot_seat_sheriff(app)
        await settle(pilot)
        chooser = random.Random(5)
        for _ in range(20):  # on to a composed decision (the market, then the bag)
            if isinstance(app.screen, HandoffScreen):
                await pilot.press("space")
                await settle(pilot)
            if app.table_screen.composing:
                break
            seat = app.seating.shown
            app.table.play(seat, chooser.choice(app.table.legal(seat)))
            app.sync()
            await settle(pilot)
        table = app.table_screen
        assert table.composing
        counts = Counts(monkeypatch)
        parts = [table.composer.query_one(f"#composer-{part}") for part in ("title", "summary", "problem")]
        steady = 0
        for _ in range(4):
            heights = [part.size.height for part in parts]
            summary = str(parts[1].content)
            composer = table.composer
            addable = [n for n, token in enumerate(composer.tokens[:9], 1) if composer.composition.can_add(token)]
            if not addable:
                break
            counts.clear()
            await pilot.press(str(addable[0]))  # one more of that row
            await settle(pilot)
            assert str(parts[1].content) != summary  # the summary says what was added
            if [part.size.height for part in parts] == heights:
                assert counts.layouts == [], counts.events
                steady += 1
            assert len(counts.frames) == 1, counts.events
        assert steady >= 2


class _FramesOf:
    """The frames written for one screen (its whole drawings), and how often its compositor
    composed the screen anew (cut every widget's lines at the others' edges). `screen_of`
    names the screen (the table by default)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, app: MeepleApp, screen_of: Any = None) -> None:
        from textual._compositor import Compositor
        from textual.app import App

        self.updates: list[object] = []
        self.composed = 0
        display, compose = App._display, Compositor._render_chops
        watched = screen_of or (lambda: app.table_screen)

        def recorded_display(shown_app, screen, renderable):  # type: ignore[no-untyped-def]
            if renderable is not None and screen is watched():
                self.updates.append(renderable)
            return display(shown_app, screen, renderable)

        def counted_compose(compositor, *args, **kwargs):  # type: ignore[no-untyped-def]
            if compositor is watched()._compositor:
                self.composed += 1
            return compose(compositor, *args, **kwargs)

        monkeypatch.setattr(App, "_display", recorded_display)
        monkeypatch.setattr(Compositor, "_render_chops", counted_compose)

    def clear(self) -> None:
        self.updates.clear()
        self.composed = 0


def _as_written(app: MeepleApp, update: object) -> str:
    return update.render_segments(app.console)  # type: ignore[attr-defined]


async def _table_under_the_log(app: MeepleApp, pilot) -> None:  # type: ignore[no-untyped-def]
    """The tiny game's table with the full-screen log over it, read past the moment the table
    under it is drawn unseen."""
    from tui.screens.log import LogScreen

    await start_tiny(app, pilot)
    assert isinstance(app.screen, TableScreen)
    await pilot.press("l")
    await settle(pilot)
    assert isinstance(app.screen, LogScreen)


@pytest.mark.parametrize("size", [(120, 40), (80, 24)])
async def test_closing_the_log_shows_the_table_as_drawn_unseen(tmp_path: Path, monkeypatch, size) -> None:
    """While the log is read, the table under it is drawn unseen and that whole drawing kept
    (`layout_once.keep_frame`): Escape writes it as it is, composing nothing, and it is the
    table as a drawing made now would be."""
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=size) as pilot:
        await _table_under_the_log(app, pilot)
        frames = _FramesOf(monkeypatch, app)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert len(frames.updates) == 1 and frames.composed == 0, (frames.updates, frames.composed)
        fresh = app.screen._compositor.render_full_update()  # the kept one is used once: this is new
        assert frames.composed == 1
        assert _as_written(app, frames.updates[0]) == _as_written(app, fresh)


@pytest.mark.parametrize("change", ["repaint", "layout", "size"])
async def test_a_table_changed_under_the_log_is_drawn_anew(tmp_path: Path, monkeypatch, change) -> None:
    """A kept drawing is shown only when nothing of the table changed since it was made: a
    widget redrawn, laid out again or the terminal resized under the log, Escape composes the
    table anew and shows the change."""
    from tui.widgets.panels import StatusBar

    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await _table_under_the_log(app, pilot)
        status = app.table_screen.query_one(StatusBar)
        if change == "repaint":
            status.set_text("Changed under the log")  # one line, as before: no layout
        elif change == "layout":
            status.display = False
        else:
            await pilot.resize_terminal(100, 30)
        await settle(pilot)
        frames = _FramesOf(monkeypatch, app)
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        assert frames.updates and frames.composed >= 1, change
        shown = app.screen._compositor.render_strips()
        fresh = app.screen._compositor.render_full_update()
        assert _as_written(app, frames.updates[-1]) == _as_written(app, fresh)
        status_row = "".join(segment.text for segment in shown[0])
        if change == "repaint":
            assert "Changed under the log" in status_row
        elif change == "layout":
            assert status.region.height == 0 and "Changed" not in status_row
        else:
            assert app.screen.size == (100, 30) and len(shown) == 30


async def test_a_hand_off_shows_the_next_table_as_drawn_under_it(tmp_path: Path, monkeypatch) -> None:
    """The next player's table, drawn unseen under the hand-off (its key line brought up to
    date as well), is what Space writes: nothing composed at the key, the same cells."""
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(120, 40)) as pilot:
        start_hot_seat_duel(app)
        await settle(pilot)
        passes = 0
        frames = _FramesOf(monkeypatch, app)
        for _ in range(10):
            if isinstance(app.screen, HandoffScreen):
                frames.clear()
                await pilot.press("space")
                await settle(pilot)
                assert isinstance(app.screen, TableScreen)
                assert len(frames.updates) == 1 and frames.composed == 0, (frames.updates, frames.composed)
                fresh = app.screen._compositor.render_full_update()
                assert _as_written(app, frames.updates[0]) == _as_written(app, fresh)
                passes += 1
            await pilot.press("1")
            await settle(pilot)
        assert passes >= 3


async def test_the_rules_opened_again_show_their_unseen_drawing(tmp_path: Path, monkeypatch) -> None:
    """Closed, the rules screen is drawn unseen again: opened at the same text, it is written
    as drawn, nothing composed at the key, the same cells as a fresh drawing."""
    from tui.screens.rules import RulesScreen

    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await start_tiny(app, pilot)
        frames = _FramesOf(monkeypatch, app, lambda: app._rules_screens.get("tiny"))
        for opening in range(3):
            frames.clear()
            await pilot.press("f1")
            await settle(pilot)
            assert isinstance(app.screen, RulesScreen)
            if opening:
                assert len(frames.updates) == 1 and frames.composed == 0, (opening, frames.composed)
                fresh = app.screen._compositor.render_full_update()
                assert _as_written(app, frames.updates[0]) == _as_written(app, fresh)
            await pilot.press("escape")
            await settle(pilot)
            assert isinstance(app.screen, TableScreen)
