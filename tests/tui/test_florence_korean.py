"""Princes of Florence's board and panels in Korean (issue 26).

Two checks:

- Seeded random games played to the end under `speaking("ko")`: at every state the board's
  sections (round, auction, automa, characters, supply), every seat's public side, the private
  panel of each seat to act and, while a tile waits, the estate placer (every refused spot's
  reason too) are drawn. Each text must hold no English word (three ASCII letters or more)
  besides the seat names and `ALLOWED`, and every line, wrapped as a panel would wrap it, must
  fit its width counted in cells.
- The app in Korean at 80x24 and 120x40 (one human and two bots; a solo game against the
  automa), a few moves in: the boxes close (their sides on the same cell column on every
  line), every line is exactly the screen's width in cells, and the words drawn by the
  florence widgets (board, players, private panel, placer) hold no English.
English stays byte-identical: tests/tui/test_snapshots.py compares the English screens.
"""

from __future__ import annotations

import io
import random
import re
from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len
from rich.console import Console
from rich.text import Text

from rules.core import decisions as stack
from rules.core.engine import step
from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from rules.core.words import speaking
from rules.florence.game import GAME
from rules.florence.state import OVER, PlaceFrame, SharedPlaceFrame
from rules.florence.view import view
from tests.tui.privacy import _widget_texts, visible_text
from tui.app import MeepleApp
from tui.games.florence import board
from tui.games.florence.opponents import players_text
from tui.games.florence.placer import EstatePlacer, crop, fit
from tui.games.florence.private import private_text
from tui.screens.table import TableScreen

NAMES = ("민준", "지아", "서연", "하람", "도윤")
#: ASCII words the florence widgets may keep in Korean: the key names the placer's help line
#: names as they are printed on the keyboard (the key bar writes them the same way).
ALLOWED = frozenset({"enter"})
WORD = re.compile(r"[A-Za-z]{3,}")
#: an estate row: its number, then a letter a cell (spaced on a board, packed across a seam)
GRID_ROW = re.compile(r"^\s*\d+ (?:(?:[A-Za-z.#+] ){6}[A-Za-z.#+]|[A-Za-z.#+]{7} \| [A-Za-z.#+]{7})\s*$")
#: widths the board's texts are wrapped to: the board column at 80x24 and at 120x40 (less its
#: border and padding), and the narrowest the private panel gets
WIDTHS = (30, 44)

GAMES = [
    (3, {}, 3),
    (1, {"automa": "hard", "solo_players": "5"}, 4),
    (2, {}, 5),
    (4, {"muses_and_ladies": True}, 6),
    (4, {"shared_buildings": True}, 7),
    (5, {"shared_buildings": True, "muses_and_ladies": True}, 8),
]


def english(text: str, names: tuple[str, ...] = NAMES) -> list[str]:
    """The English words of `text`, estate rows (a letter a cell) left out."""
    prose = "\n".join(line for line in text.splitlines() if not GRID_ROW.match(line))
    return [w for w in WORD.findall(prose) if w not in ALLOWED and w not in names]


def wrapped_lines(text: Text, width: int) -> list[str]:
    """`text` as a panel `width` cells wide draws it."""
    console = Console(width=width, file=io.StringIO(), color_system=None, record=True)
    console.print(text)
    return console.export_text().splitlines()


def placer_for(seen: Any, seat: int, frame: Any) -> EstatePlacer:
    """An estate placer on `frame`'s tile, off screen (no app: seat names fall back to '플레이어 n')."""
    placer = EstatePlacer()
    placer._view, placer._viewer, placer._key = seen, seat, ("test",)
    if isinstance(frame, SharedPlaceFrame):
        placer._pieces, placer._partner = (frame.building,), frame.partner
    else:
        placer._pieces, placer._partner = frame.pieces, None
    placer._to_first_legal()
    return placer


def drawn(state: Any, seat: int, names: tuple[str, ...]) -> list[tuple[str, Text]]:
    """Everything the florence widgets draw for `seat` now."""
    seen = view(state, seat)
    out = [(selector, build(seen, names) if takes else build(seen)) for selector, build, takes in board.SECTIONS]
    out.append(("players", players_text(seen, names)))
    out.append(("private", private_text(seen)))
    frame = stack.top(seen.decisions)
    if isinstance(frame, (PlaceFrame, SharedPlaceFrame)) and frame.actor == seat:
        placer = placer_for(seen, seat, frame)
        out.append(("placer", placer.render_text()))
        reasons = {placer.problem_at(o, r, c) for o in range(8) for r in range(7) for c in range(placer.width())}
        for reason in reasons - {""}:
            placer.orientation, placer.row, placer.col = next(
                (o, r, c)
                for o in range(8)
                for r in range(7)
                for c in range(placer.width())
                if placer.problem_at(o, r, c) == reason
            )
            out.append(("placer (refused)", placer.render_text()))
    return out


def korean_problems(players: int, options: dict, seed: int) -> list[str]:
    config = make_config(GAME.options, players, options, GAME.min_players, GAME.max_players)
    names = NAMES[:players]
    rng = random.Random(seed)
    found: list[str] = []
    with speaking("ko"):
        state = GAME.setup(config, seed)
        while True:
            acting = sorted(GAME.to_act(state)) or [0]
            for seat in acting:
                for where, text in drawn(state, seat, names):
                    words = english(text.plain, names)
                    if words:
                        found.append(f"{where}: English {words}: {text.plain!r}")
                    for width in WIDTHS:
                        long = [line for line in wrapped_lines(text, width) if cell_len(line) > width]
                        if long:
                            found.append(f"{where}: wider than {width} cells: {long}")
            if state.phase == OVER:
                break
            seat = sorted(GAME.to_act(state))[0]
            state = step(GAME, state, rng.choice(GAME.legal_actions(state, seat)), seat).state
    return sorted(set(found))


@pytest.mark.parametrize("players,options,seed", GAMES)
def test_the_board_and_panels_speak_korean(players: int, options: dict, seed: int) -> None:
    found = korean_problems(players, options, seed)
    assert not found, "\n".join(found[:20])


def test_cells_not_characters_cut_and_pad_a_name() -> None:
    assert fit("Ann", 7) == "Ann    " and crop("Alexandra", 7) == "Alexand"  # English as before
    assert fit("민준", 7) == "민준   " and cell_len(fit("민준", 7)) == 7
    assert crop("가나다라마", 7) == "가나다" and fit("가나다라마", 7) == "가나다 "  # never half a syllable


def test_korean_words_of_the_board() -> None:
    """A few exact lines, with the English beside them unchanged."""
    config = make_config(GAME.options, 3, {}, GAME.min_players, GAME.max_players)
    state = GAME.setup(config, 3)
    seen = view(state, 0)
    with speaking("ko"):
        head = board.head_text(seen, NAMES[:3]).plain
        supply = board.supply_text(seen).plain
        mine = players_text(seen, NAMES[:3]).plain
    assert head.startswith("7라운드 중 1라운드  전문가 카드 선택")
    assert "시작 플레이어: 민준 (나)" in head and "이번 라운드 최소 작품성: 7" in head
    assert "자유 타일: 거주 이전 2, 종교 2, 표현 2" in supply and "경관 타일: 숲 6, 호수 6, 공원 6" in supply
    assert "손패 4장; 보너스 카드 0장; 명성 카드 0장" in mine and "M 저택" in mine
    with speaking("en"):
        assert board.head_text(seen, NAMES[:3]).plain.startswith("Round 1 of 7  Draft: everyone returns")
        assert "Freedoms: Travel 2, Religion 2, Opinion 2" in board.supply_text(seen).plain
        assert "Hand 4 cards; 0 bonus cards; 0 prestige cards" in players_text(seen, NAMES[:3]).plain


# ----------------------------------------------------------------- the app at both sizes
BOXES = (("┏", "┓", "┃", "┗"), ("╭", "╮", "│", "╰"), ("╔", "╗", "║", "╚"))


def broken_boxes(lines: list[str]) -> list[str]:
    """Boxes whose sides are not on their corners' cell columns on every line down to the bottom."""

    def columns(line: str, char: str) -> list[int]:
        return [cell_len(line[:index]) for index, found in enumerate(line) if found == char]

    problems = []
    for top_left, top_right, side, bottom in BOXES:
        for top, line in enumerate(lines):
            for left in columns(line, top_left):
                rights = [c for c in columns(line, top_right) if c > left]
                if not rights:
                    problems.append(f"line {top}: a box top without its right corner")
                    continue
                right = rights[0]
                for row in range(top + 1, len(lines)):
                    if left in columns(lines[row], bottom) or side not in lines[row]:
                        break  # the bottom, or a box cut off by the key bar below it
                    sides = columns(lines[row], side)
                    if left not in sides or right not in sides:
                        problems.append(f"line {row}: sides at {sides}, the box spans {left}-{right}: {lines[row]!r}")
                        break
    return problems


def florence_words(app: MeepleApp) -> str:
    """The whole text of the florence widgets on the screen (scrolled away or not)."""
    parts = []
    for selector in ("#board", "#fl-players", "#private"):
        for widget in app.screen.query(selector):
            for node in [widget, *widget.walk_children()]:
                parts.extend(_widget_texts(node))
    return "\n".join(parts)


def check_screen(app: MeepleApp, size: tuple[int, int], names: tuple[str, ...], where: str) -> None:
    lines = visible_text(app).split("\n")
    assert not broken_boxes(lines), f"{where}: {broken_boxes(lines)}\n" + "\n".join(lines)
    wrong = [line for line in lines if cell_len(line) != size[0]]
    assert not wrong, f"{where}: lines not {size[0]} cells wide: {wrong}"
    words = english(florence_words(app), names)
    assert not words, f"{where}: English {words}\n{florence_words(app)}"


async def play_some(
    app: MeepleApp, pilot: Any, size: tuple[int, int], names: tuple[str, ...], moves: int, seed: int
) -> set[str]:
    """Make `moves` of the human's moves (a seeded pick among the first nine), checking the screen
    before each; returns the phases checked."""
    rng = random.Random(seed)
    checked = 0
    phases: set[str] = set()
    for _ in range(2000):
        await pilot.pause(0.01)
        screen = app.screen
        if app.table is None or app.table.state.phase == OVER or checked >= moves:
            break
        if app.table.bot_job() is not None or not isinstance(screen, TableScreen):
            continue
        if not screen.ready_for_input():
            continue
        await pilot.pause()
        check_screen(app, size, names, f"move {checked}, phase {app.table.state.phase}")
        checked += 1
        phases.add(app.table.state.phase)
        if screen.composing:
            await pilot.press("enter")
        elif screen.actions.shown:
            await pilot.press(str(rng.randrange(min(9, len(screen.actions.shown))) + 1))
    return phases


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(
    "players,options", [(3, {"muses_and_ladies": True}), (1, {"solo_players": "4"})], ids=["three", "solo"]
)
async def test_the_korean_table_fits(tmp_path: Path, size: tuple[int, int], players: int, options: dict) -> None:
    app = MeepleApp(tmp_path / "saves", pace=0, language="ko")
    game = get_game("florence")
    names = ("민준", "Bob", "서연")[:players]
    config = make_config(game.options, players, options, game.min_players, game.max_players)
    seats = tuple(SeatConfig(n) if i == 0 else SeatConfig(n, "bot", "greedy") for i, n in enumerate(names))
    async with app.run_test(size=size) as pilot:
        app.start_new_game(game, config, seats, 5)
        phases = await play_some(app, pilot, size, names, 40, seed=5)
        assert {"auction", "actions"} <= phases, phases
