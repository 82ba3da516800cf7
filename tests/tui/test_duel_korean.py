"""Duel's board and panels in Korean (issue 26): every part the board and the private panel draw,
for states of seeded random games with and without Agora, says no English word the game has
Korean for, and every line fits its width counted in cells (Hangul takes two).

Two layers: the parts drawn on their own at the widths the board's column has at 80 and 120
columns (and a few more), then the whole table at 80x24 and 120x40 in a running app.
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

from rules.core.engine import step
from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from rules.core.words import speaking
from tests.tui.privacy import _widget_texts, visible_text
from tests.tui.test_i18n import broken_boxes
from tui.app import MeepleApp
from tui.games.duel import agora as A
from tui.games.duel import drawing
from tui.games.duel import text as T
from tui.games.duel import widgets as Wd
from tui.games.duel.cardinfo import card_info
from tui.screens.handoff import HandoffScreen
from tui.screens.table import TableScreen

GAME = get_game("duel")
NAMES = ("민준", "지아")
LATIN_NAMES = ("Ann", "Bob")

#: ASCII words of 3+ letters a Korean board may show: key names, as printed on the keys ("Tab"
#: in the pyramid's legend, "Escape" under the card info). The colour codes (Br, Bl, ...) and the
#: military track's marks (-2c, +cb) have two letters; Korean card backs are Age numbers.
ALLOWED = frozenset({"Tab", "Escape"})
_WORD = re.compile(r"[A-Za-z]{3,}")
#: Board column widths: 80 columns give the board about 38 cells, 120 about 58; narrower and
#: wider too, so a change of layout is still covered.
WIDTHS = (30, 38, 46, 58, 72)


def english_words(text: str, names: tuple[str, ...]) -> list[str]:
    for name in names:
        text = text.replace(name, " ")
    return sorted({w for w in _WORD.findall(text) if w not in ALLOWED})


def _lines(renderable: Any, width: int) -> list[str]:
    console = Console(width=width, file=io.StringIO(), color_system=None, record=True, legacy_windows=False)
    console.print(renderable)
    return console.export_text(styles=False).rstrip("\n").split("\n")


def _parts(view: Any, viewer: int, names: tuple[str, str]) -> list[tuple[str, Any]]:
    """Every renderable the board and the private panel draw for `view` (in the language spoken)."""
    acting = set(view.to_act)
    parts: list[tuple[str, Any]] = [
        ("status", Wd.status_text(view, names)),
        ("military", Wd.military_text(view.military, view.military_tokens, names)),
        ("progress narrow", Wd.progress_text(view.board_progress, view.discard, view.retired_wonders, False)),
        ("progress wide", Wd.progress_text(view.board_progress, view.discard, view.retired_wonders, True)),
        ("agora", drawing.Hanging([Text("아고라"), *A.board_lines(view.agora, names)])),
    ]
    for detailed in (False, True):
        parts += [(f"city {p.seat}", Wd.city_text(p, viewer, names, p.seat in acting, detailed)) for p in view.players]
    if view.phase == "draft":
        parts.append(("draft", Wd.draft_text(view.draft_offer)))
    elif view.structure:
        parts.append(("open", Wd.open_cards_text(view.structure)))
        parts.append(("pyramid", drawing.Pyramid(view.structure, drawing.legend())))
        for slot in view.structure:
            if slot.accessible and not slot.taken:
                parts.append(("card info", card_info(view, viewer, slot)))
    if view.offers_for == viewer:
        parts += [("offer", line) for line in Wd.offer_lines(view)] if view.phase == "play" else []
        parts += [("wonders", line) for line in Wd.wonder_lines(view, True) + Wd.wonder_lines(view, False)]
        parts += [("private agora", line) for line in A.private_lines(view.agora, viewer)]
    return parts


def korean_board_problems(seed: int, agora: bool, names: tuple[str, str], every: int = 7) -> list[str]:
    """Play a seeded random game; every `every` turns, draw each part in Korean at each width."""
    state = GAME.setup(make_config(GAME.options, 2, {"agora": agora}), seed)
    pick = random.Random(f"board-ko:{seed}")
    found: list[str] = []
    turn = 0
    while True:
        to_act = GAME.to_act(state)
        if turn % every == 0 or not to_act:
            seat = next(iter(to_act)) if to_act else 0
            view = GAME.view(state, seat)
            with speaking("ko"):
                for kind, part in _parts(view, seat, names):
                    for width in WIDTHS:
                        if kind == "pyramid":
                            lines = [t.plain for t in part.text_lines(width)]
                            too_wide = [ln for ln in lines[:-2] if cell_len(ln) > width]
                        else:
                            lines = _lines(part, width)
                            too_wide = [ln for ln in lines if cell_len(ln) > width]
                        if too_wide:
                            found.append(f"{kind} at {width}: wider than the column: {too_wide[0]!r}")
                        english = english_words("\n".join(lines), names)
                        if english:
                            found.append(f"{kind}: English {english} in {' / '.join(lines)[:300]!r}")
        if not to_act:
            break
        (seat,) = to_act
        legal = GAME.legal_actions(state, seat)
        state = step(GAME, state, legal[pick.randrange(len(legal))], seat).state
        turn += 1
    return sorted(set(found))


@pytest.mark.parametrize("seed", range(3))
def test_the_base_game_board_in_korean(seed: int) -> None:
    assert not korean_board_problems(seed, agora=False, names=NAMES)


@pytest.mark.parametrize("seed", range(3))
def test_the_agora_board_in_korean(seed: int) -> None:
    assert not korean_board_problems(seed, agora=True, names=NAMES)


def test_seat_names_in_latin_letters_are_left_as_typed() -> None:
    assert not korean_board_problems(7, agora=True, names=LATIN_NAMES, every=11)


def test_names_in_the_pyramid_are_cut_by_cells() -> None:
    with speaking("ko"):
        for card in ("lumber_yard", "baths", "palace", "senate"):
            for width in (3, 4, 5, 6):
                short = T.short_name(card, width)
                assert short and cell_len(short) <= width, (card, width, short)
                assert short.replace(" ", "") in T.name(card).replace(" ", "")
        for width in range(6, 12):
            for piece in drawing.wrap_name("목재 야적장 이름이아주긴카드", width):
                assert cell_len(piece) <= width
        assert drawing.center_cells("목욕탕", 7) == " 목욕탕"
        assert drawing.center_cells("목욕탕", 5) == " 목욕"


# ----------------------------------------------------------------------------- the running app


async def _settle(pilot: Any, times: int = 3) -> None:
    for _ in range(times):
        await pilot.pause()


async def _to_age_one(app: MeepleApp, pilot: Any, seed: int) -> None:
    """Two humans, Agora: each takes the first wonder offered until Age I begins."""
    config = make_config(GAME.options, 2, {"agora": True}, 2, 2)
    app.start_new_game(GAME, config, (SeatConfig(NAMES[0]), SeatConfig(NAMES[1])), seed)
    await _settle(pilot)
    for _ in range(200):
        if app.table is not None and app.table.state.phase != "draft" and isinstance(app.screen, HandoffScreen):
            break
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("space")
        elif isinstance(app.screen, TableScreen) and app.screen.actions.shown:
            await pilot.press("1")
        await pilot.pause()
    await pilot.press("space")
    await _settle(pilot)
    assert isinstance(app.screen, TableScreen) and app.table.state.phase == "play"


def _panels_text(app: MeepleApp) -> str:
    parts: list[str] = []
    for selector in ("#duel-board", "#duel-private"):
        root = app.screen.query_one(selector)
        for widget in [root, *root.walk_children()]:
            parts += _widget_texts(widget)
    return "\n".join(parts)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=lambda s: f"{s[0]}x{s[1]}")
async def test_the_table_in_korean(tmp_path: Path, size: tuple[int, int]) -> None:
    app = MeepleApp(tmp_path / "saves", pace=0, handoff_delay=0, turn_guard=0, language="ko")
    async with app.run_test(size=size) as pilot:
        await _to_age_one(app, pilot, seed=5)
        shown = _panels_text(app)
        assert "군사" in shown and "도시" in shown
        assert not english_words(shown, NAMES), shown
        lines = visible_text(app).split("\n")
        assert all(cell_len(line) <= size[0] for line in lines)
        assert not broken_boxes(lines), broken_boxes(lines)
