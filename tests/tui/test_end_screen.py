"""End screen: the winner said once, the breakdown aligned for 20-letter names, the seed after the end."""

from __future__ import annotations

import html
import re
from pathlib import Path

import pytest
from rich.console import Console

from rules.core.engine import Outcome, ScoreLine
from tests.tui.privacy import screen_text
from tests.tui.tiny_table import play_tiny_to_its_end, start_tiny
from tui import textual_compat
from tui.app import MeepleApp
from tui.screens.dialogs import GameOverScreen
from tui.widgets.end_card import EndCard
from tui.widgets.panels import score_table

#: What tui.textual_compat adds (screens laid out or drawn unseen): not there without its patches.
needs_patches = pytest.mark.skipif(
    not textual_compat.enabled(), reason="needs Textual patches (MEEPLE_TEXTUAL_PATCHES=0)"
)

SIZES = [(80, 24), (120, 40)]
NAMES = ("Bartholomew Montgome", "Annabelle Fitzgerald", "Cy", "Dorothea Wilhelmina", "Eve", "Fitzwilliam Darcy Jr")
SHERIFF = ("gold", "legal goods", "contraband", "royal goods", "king & queen", "black market")
DUEL = ("blue", "green", "yellow", "purple", "wonders", "progress", "coins", "military")


def lines_for(categories, seats: int) -> tuple[ScoreLine, ...]:
    return tuple(
        ScoreLine(
            s, sum(10 * s + i for i in range(len(categories))), tuple((c, 10 * s + i) for i, c in enumerate(categories))
        )
        for s in range(seats)
    )


def screen_rows(app) -> list[str]:
    """The screen as text rows, from the SVG screenshot (what a player sees)."""
    svg = app.export_screenshot()
    rows: dict[float, list[tuple[float, str]]] = {}
    for match in re.finditer(r'<text class="[^"]*" x="([\d.]+)" y="([\d.]+)"[^>]*>(.*?)</text>', svg):
        rows.setdefault(float(match.group(2)), []).append((float(match.group(1)), html.unescape(match.group(3))))
    out = []
    for y in sorted(rows):
        line = ""
        for x, text in sorted(rows[y]):
            line = line.ljust(int(round(x / 12.2))) + text
        out.append(line.replace("\xa0", " "))
    return out


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("categories, seats", [(SHERIFF, 6), (DUEL, 2), (SHERIFF, 3)])
async def test_end_screen_names_the_winner_once_and_keeps_columns(tmp_path: Path, size, categories, seats) -> None:
    names = NAMES[:seats]
    lines = lines_for(categories, seats)
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.push_screen(
            GameOverScreen(
                "Sheriff of Nottingham",
                names,
                lines,
                Outcome((seats - 1,), "rounds"),
                seed=123456,
                game_id="sheriff",
                save_path="saves/sheriff-1.json",
            )
        )
        await pilot.pause()
        text = screen_text(app)
        assert text.lower().count("winner") == 1 and f"Winner: {names[-1]} (by rounds)" in text
        assert "*" not in text
        rows = screen_rows(app)
        shown = "\n".join(rows)
        assert "…" not in shown
        for name in names:
            name_rows = [r for r in rows if name in r]
            assert name_rows, name  # every name whole
        totals = [str(line.total) for line in lines]
        # every seat's total sits in one column (rows layout) or one row (columns layout)
        total_rows = [r for r in rows if all(t in r for t in totals)]
        rows_layout = [r for r in rows if any(r.lstrip("┃ ").startswith(n) for n in names)]
        if not total_rows:
            ends = {r.rstrip(" ┃").rfind(t) + len(t) for r, t in zip(rows_layout, totals)}
            assert len(rows_layout) == seats and len(ends) == 1
        assert "Seed 123456: replay with meeple replay saves/sheriff-1.json" in text
        assert "meeple selfplay sheriff --seed 123456" in text


async def test_no_seed_line_without_a_seed_and_a_shared_win(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(GameOverScreen("High card", NAMES[:3], lines_for(("rounds",), 3), Outcome((0, 2), "rounds")))
        await pilot.pause()
        text = screen_text(app)
        assert "Seed" not in text
        assert f"Shared win: {NAMES[0]} and {NAMES[2]} (by rounds)" in text


@pytest.mark.parametrize("width", [76, 116])
def test_score_table_never_cuts_a_name(width: int) -> None:
    for categories, seats in ((SHERIFF, 6), (DUEL, 2), (SHERIFF, 4)):
        console = Console(width=width, color_system=None, record=True)
        console.print(score_table(NAMES[:seats], lines_for(categories, seats), (1,)))
        out = console.export_text()
        assert "…" not in out
        assert all(f"{name}" in out for name in NAMES[:seats])
        assert max(len(line) for line in out.splitlines()) <= width
        assert "winner" in out  # the live panel still marks winners when asked to


@pytest.mark.parametrize("width", [116, 76, 40, 24, 12])
def test_textual_draws_the_score_table_as_rich_does(width: int) -> None:
    """Textual draws the table from `text_at` and sizes it by `wanted_width` (no Rich
    measuring): Rich, given the same text, draws it line for line unchanged at that width (no
    line wraps), in every form (seats as columns or rows, compact with its legend, the totals
    alone), and an auto-sized box takes the width Rich measures."""
    for categories, seats in ((SHERIFF, 6), (DUEL, 2), (SHERIFF, 4)):
        table = score_table(NAMES[:seats], lines_for(categories, seats), (1,))
        console = Console(width=width, color_system=None, record=True)
        console.print(table)
        rich_lines = [line.rstrip() for line in console.export_text().rstrip("\n").split("\n")]
        drawn = table.text_at(width)
        assert [line.rstrip() for line in drawn.plain.split("\n")] == rich_lines, (width, seats)
        assert table.visualize().get_optimal_width(None, width) == console.measure(table).maximum


@pytest.mark.parametrize("width", [104, 72, 40, 24])
async def test_the_end_card_draws_each_part_as_its_text_wrapped_to_its_width(width: int) -> None:
    """The card makes the score table's lines as they are (they fit), the other parts wrapped
    by Textual: line for line, the card's text at that width, a blank line between parts."""
    from textual.app import App
    from textual.content import Content

    from tui.widgets.end_card import Note

    table = score_table(NAMES[:4], lines_for(SHERIFF, 4), (1,))
    parts = [Content("Game over: Sheriff\nWinner: " + NAMES[1]), table, Note("Seed 42: " + "replay it " * 8)]
    app: App[None] = App()
    async with app.run_test(size=(120, 40)):
        card = EndCard(parts)
        await app.screen.mount(card)
        drawn = [strip.text.rstrip() for strip in card.lines_at(width)]
        wrapped = [line.plain.rstrip() for line in card.text_at(width).wrap(width)]
        assert drawn == wrapped and all(strip.cell_length == width for strip in card.lines_at(width))
        start = drawn.index("") + 1  # the table: after the head, up to the next blank line
        assert [line.rstrip() for line in table.text_at(width).plain.split("\n")] == drawn[
            start : drawn.index("", start)
        ]


async def test_the_end_of_a_game_shows_its_outcome_without_a_spectators_snapshot(tmp_path: Path) -> None:
    """The end screen reads the table's end result (public parts, no log): no spectator's
    snapshot is made for it (that would describe the whole log again, the key's main cost)."""
    from rules.core.engine import SPECTATOR

    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_tiny(app, pilot)
        await play_tiny_to_its_end(app, pilot)
        assert isinstance(app.screen, GameOverScreen)
        outcome = app.table.session.outcome()
        winner = app.table.names[outcome.winners[0]] if len(outcome.winners) == 1 else None
        text = screen_text(app)
        if winner is not None:
            assert f"Winner: {winner}" in text
        assert f"Seed {app.table.session.seed}" in text  # revealed at the end
        assert SPECTATOR not in app.table._snapshots


@needs_patches
async def test_an_end_screen_made_while_the_table_was_still_is_filled_in_at_the_end(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_tiny(app, pilot)
        app._prepare_while_still()  # what a still moment does
        await pilot.pause(0.1)
        prepared = app._game_over_screen
        assert prepared is not None and prepared.is_mounted and prepared.prepared_for is app.table
        assert "Seed" not in prepared.query_one(EndCard).text_at(76).plain  # nothing of the game's end in it yet
        # a game left before its end: the next game gets an end screen of its own
        app.action_leave_table()
        await pilot.pause(0.1)
        await start_tiny(app, pilot)
        assert app._game_over_screen is None
        app._prepare_while_still()
        await pilot.pause(0.1)
        prepared = app._game_over_screen
        assert prepared is not None and prepared.prepared_for is app.table
        await play_tiny_to_its_end(app, pilot)
        assert app.screen is prepared and prepared.prepared_for is None
        outcome = app.table.session.outcome()
        text = screen_text(app)
        assert text.lower().count("winner") <= 1 and "Game over: " in text
        if len(outcome.winners) == 1:
            assert f"Winner: {app.table.names[outcome.winners[0]]}" in text
        assert f"Seed {app.table.session.seed}" in text
        await pilot.press("escape")
        await pilot.pause(0.1)
        assert app.screen is app.table_screen


async def test_the_end_screen_is_laid_out_once_when_its_breakdown_overflows(tmp_path: Path) -> None:
    """Its scrollbar is always shown: a breakdown taller than 80x24 does not bring a bar in
    after the first layout (which narrowed and rewrapped the text, and took a second layout
    and frame: traced on Duel's last key at 80x24)."""
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for categories in (SHERIFF[:2], DUEL + SHERIFF):  # a breakdown that fits, one that does not
            screen = GameOverScreen(
                "Sheriff of Nottingham",
                NAMES[:5],
                lines_for(categories, 5),
                Outcome((0,), "rounds"),
                seed=7,
                game_id="sheriff",
            )
            app.push_screen(screen)
            await pilot.pause()
            card = screen.query_one(EndCard)
            assert card.show_vertical_scrollbar  # there from the first layout, whatever the length
            app.pop_screen()
            await pilot.pause()


async def test_a_tall_end_card_scrolls_from_the_keyboard(tmp_path: Path) -> None:
    """At 80x24, five seats and fourteen categories do not fit: the keys line is below the
    card's edge until the player scrolls (the card has the focus: arrows and End)."""
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = GameOverScreen(
            "Sheriff of Nottingham", NAMES[:5], lines_for(DUEL + SHERIFF, 5), Outcome((0,), "rounds"), seed=7
        )
        app.push_screen(screen)
        await pilot.pause()
        keys_line = "Enter: back to the title"
        shown = "\n".join(screen_rows(app))
        assert "Game over: Sheriff of Nottingham" in shown and keys_line not in shown
        assert app.focused is screen.query_one(EndCard)
        await pilot.press("down")
        await pilot.pause()
        shown = "\n".join(screen_rows(app))
        assert "Game over: Sheriff of Nottingham" not in shown and "Winner:" in shown  # one line up
        await pilot.press("end")
        await pilot.pause()
        shown = "\n".join(screen_rows(app))
        assert keys_line in shown and "Seed 7:" in shown and "Total" in shown
        await pilot.press("enter")  # the screen's own key still answers
        await pilot.pause()
        assert app.screen is not screen


@needs_patches
async def test_screens_made_unseen_have_their_update_timer_started(tmp_path: Path, monkeypatch) -> None:
    """The end and rules screens made while the table is still start their update timer unseen
    (it ticks once and updates nothing), so that their first showing is drawn at once: a timer
    started at the showing waits one whole period (1/TEXTUAL_FPS) before its first update."""
    from tui.screens.rules import RulesScreen

    ticks: list[str] = []
    for cls in (GameOverScreen, RulesScreen):

        def counted(self, _update=cls._on_timer_update):  # type: ignore[no-untyped-def]
            ticks.append(type(self).__name__)
            return _update(self)

        monkeypatch.setattr(cls, "_on_timer_update", counted)
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_tiny(app, pilot)
        app._prepare_while_still()  # what a still moment does
        for _ in range(5):
            await pilot.pause(0.02)
        unseen = [app._game_over_screen, app._rules_screens["tiny"]]
        assert all(screen not in app.screen_stack for screen in unseen)
        # each ticks, drawing nothing; once more when laid out again before it is drawn unseen
        # (the rules' list after its resize, the end card after its scrollbar's)
        assert 1 <= ticks.count("GameOverScreen") <= 2 and 1 <= ticks.count("RulesScreen") <= 2
