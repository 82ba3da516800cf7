"""Lorenzo's board, players' rows and private panel read in Korean (issue 26).

Seeded random games (base, with leaders, with Houses of Renaissance) are drawn in Korean at several points
and for every seat: no English word is left (seat names and the period numerals aside), and every line a
section wraps itself (tower effects, the auction's offer rows) fits the board's width in terminal cells
(Hangul takes two). Then the app in Korean at 80x24 and 120x40: a few moves, and every drawn line stays
inside its terminal and its boxes close.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest
from rich.cells import cell_len

from rules.core.options import config_for
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from rules.core.words import speaking
from tests.tui.privacy import visible_text
from tests.tui.test_i18n import broken_boxes
from tui.app import MeepleApp
from tui.games.lorenzo import board as B
from tui.games.lorenzo import opponents as O
from tui.games.lorenzo import private as P
from tui.screens.table import TableScreen

GAME = get_game("lorenzo")
NAMES = ("안나", "Bob", "철수", "Dee", "은비")
#: ASCII words a Korean board may show: the periods' Roman numerals (I, II are shorter than three letters).
ALLOWED = {"III"}
OPTIONS = {
    "base": {},
    "leaders": {"leaders": True},
    "houses": {"leaders": True, "houses_of_renaissance": True, "leader_set": "mixed"},
}
#: The board's columns at 80 and 120 terminal columns, and a width unknown before the first layout.
WIDTHS = (33, 43, None)


def english_words(text: str) -> list[str]:
    for name in NAMES:
        text = text.replace(name, "")
    return [w for w in re.findall(r"[A-Za-z]{3,}", text) if w not in ALLOWED]


def states(options: dict, players: int, seed: int, every: int = 20, steps: int = 320) -> list[Any]:
    """States of a game played at random (seeded), one every `every` moves, and the last."""
    state = GAME.setup(config_for(GAME, players, options), seed)
    rng = random.Random(seed)
    found = [state]
    for step in range(1, steps + 1):
        if GAME.outcome(state) is not None:
            break
        seat = min(GAME.to_act(state))
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)), rng, seat)
        if step % every == 0:
            found.append(state)
    return found + [state]


def drawn(view: Any, names: tuple[str, ...], width: int | None) -> dict[str, str]:
    texts = {}
    for name, build in B.BUILDERS.items():
        texts[name] = (build(view, names, width=width) if name in B.WIDTH_AWARE else build(view, names)).plain
    for seat in range(len(view.state.players)):
        texts[f"seat {seat}"] = O.seat_text(view, seat, names).plain
    if view.viewer >= 0:
        texts["private"] = P.private_text(view).plain
    return texts


@pytest.mark.parametrize(
    "kind,players,seed", [("base", 2, 1), ("base", 4, 2), ("leaders", 3, 3), ("houses", 3, 4), ("houses", 5, 5)]
)
def test_the_board_and_panels_are_korean_and_fit(kind: str, players: int, seed: int) -> None:
    names = NAMES[:players]
    with speaking("ko"):
        for state in states(OPTIONS[kind], players, seed):
            for viewer in range(players):
                view = GAME.view(state, viewer)
                for width in WIDTHS:
                    for part, text in drawn(view, names, width).items():
                        where = f"{kind} seed {seed} ply {state.ply} seat {viewer} width {width} {part}"
                        assert not english_words(text), f"{where}: English left {english_words(text)}\n{text}"
                        assert re.search(r"[가-힣]", text) or not text, f"{where}: no Korean\n{text}"
                    if width is None:
                        continue
                    for line in B.towers_text(view, names, width=width).plain.split("\n"):
                        if line.startswith(B.INDENT) and not line.startswith(B.INDENT + "비용"):  # effects: wrapped
                            assert cell_len(line) <= width, f"{kind} ply {state.ply}: {line!r} > {width} cells"


def test_english_board_words_stay_english() -> None:
    """The same drawing in English has no Hangul (the Korean words never leak into it)."""
    with speaking("en"):
        for state in states(OPTIONS["houses"], 3, 4, every=60):
            view = GAME.view(state, 0)
            for part, text in drawn(view, ("Ann", "Bob", "Cy"), 33).items():
                assert not re.search(r"[가-힣]", text), f"{part}: {text}"
    with speaking("en"):
        view = GAME.view(states(OPTIONS["base"], 2, 1, steps=0)[0], 0)
        texts = drawn(view, ("Ann", "Bob"), 33)
    for words in (
        "Round 1 of 6, period I",
        "Dice: black ",
        "(entry free)",
        "    cost: free; you: ",
        " single (value 1): free",
        "Market  (one member each)",
        "   cubes: none",
        " faith  0 mil  0 VP   0",
    ):
        assert any(words in text for text in texts.values()), words  # the English words as they always read


def test_cut_and_wrap_count_cells() -> None:
    assert B.short("가나다라마바사", 10) == "가나다라."  # 8 cells and the dot: never half a syllable
    assert B.short("Annabelle-Marie", 10) == "Annabelle."
    assert all(cell_len(line) <= 12 for line in B.wrap("수확 6+: 신앙심 1점, 돌 1개, 가진 영토카드마다보너스", 12))
    assert B.wrap("now +1 wood; harv 2+: 1 wood", 12) == ["now +1 wood;", "harv 2+: 1", "wood"]


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_korean_table_fits_the_terminal(tmp_path: Path, size: tuple[int, int]) -> None:
    app = MeepleApp(tmp_path / "saves", pace=0, language="ko")
    async with app.run_test(size=size) as pilot:
        seats = tuple(SeatConfig(name) for name in NAMES[:2])
        app.start_new_game(GAME, config_for(GAME, 2, OPTIONS["leaders"]), seats, 7)
        for _ in range(4):
            await pilot.pause()
        for move in range(8):
            if not isinstance(app.screen, TableScreen):
                await pilot.press("space")  # a hand-off
                for _ in range(3):
                    await pilot.pause()
                continue
            for panel in ("#board", "#opponents", "#private"):
                for widget in app.screen.query(f"{panel}, {panel} Static"):
                    text = str(getattr(widget, "content", ""))
                    assert not english_words(text), f"move {move} {panel}: {english_words(text)}\n{text}"
            lines = visible_text(app).split("\n")
            assert all(cell_len(line) <= size[0] for line in lines), "\n".join(lines)
            assert not broken_boxes(lines), broken_boxes(lines)
            await pilot.press("p" if move % 3 == 1 else "1")
            for _ in range(3):
                await pilot.pause()
