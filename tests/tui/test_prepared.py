"""The slow game widgets word the next player's view while the hand-off waits
(tui.widgets.prepared): Space draws those words, with everyone's names, and works nothing out
again."""
from __future__ import annotations

import random
from pathlib import Path

import pytest
from rich.text import Text

from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from tui.app import MeepleApp
from tui.screens.handoff import HandoffScreen
from tui.screens.table import TableScreen
from tui.widgets.prepared import ViewDrawing

NAMES = ("Ann", "Bob")


def test_a_view_drawing_is_made_once_per_view_and_viewer() -> None:
    made: list[tuple[object, int]] = []

    def make(view: object, viewer: int) -> str:
        made.append((view, viewer))
        return f"words {len(made)}"

    drawing: ViewDrawing[str] = ViewDrawing()
    view, other = object(), object()
    assert drawing.get(view, 0, make) == "words 1"
    assert drawing.get(view, 0, make) == "words 1"
    assert drawing.get(view, 1, make) == "words 2"  # another viewer of the same view
    assert drawing.get(other, 1, make) == "words 3"
    drawing.forget()
    assert drawing.get(other, 1, make) == "words 4" and len(made) == 4


#: game id, options, the widget class (module, name) and the method that words a view
WIDGETS = [
    ("duel", {"agora": True}, ("tui.games.duel.widgets", "Board"), "_worded"),
    ("lorenzo", {}, ("tui.games.lorenzo.board", "Board"), "_section_texts"),
    ("florence", {}, ("tui.games.florence.opponents", "Opponents"), "_worded"),
]


def _words(value: object) -> str:
    """Every text in a widget's wording (a dict of parts, a Text, or a drawing holding Texts)."""
    if isinstance(value, dict):
        return " ".join(_words(part) for part in value.values())
    if isinstance(value, Text):
        return value.plain
    if hasattr(value, "__dict__"):
        return " ".join(_words(part) for part in vars(value).values())
    return str(value)


@pytest.mark.parametrize("game_id, options, where, method", WIDGETS, ids=[w[0] for w in WIDGETS])
async def test_space_draws_what_was_worded_while_the_hand_off_waited(
        tmp_path: Path, monkeypatch, game_id: str, options: dict, where: tuple[str, str], method: str) -> None:
    import importlib

    widget_class = getattr(importlib.import_module(where[0]), where[1])
    worded: list[tuple[int, str]] = []  # (viewer, every name-bearing word made)
    original = getattr(widget_class, method)

    def counted(self, view, viewer):  # type: ignore[no-untyped-def]
        result = original(self, view, viewer)
        worded.append((viewer, _words(result)))
        return result

    monkeypatch.setattr(widget_class, method, counted)
    game = get_game(game_id)
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    chooser = random.Random(3)
    async with app.run_test(size=(120, 40)) as pilot:
        app.start_new_game(game, make_config(game.options, 2, options, game.min_players, game.max_players),
                           tuple(SeatConfig(name) for name in NAMES), 5)
        await pilot.pause()
        passes = 0
        for _ in range(60):
            await pilot.pause(0.02)
            if isinstance(app.screen, HandoffScreen):
                seat = app.screen.seat
                assert worded and worded[-1][0] == seat  # worded for the next player, before Space
                assert all(name in worded[-1][1] for name in NAMES), worded[-1][1][:200]
                before = len(worded)
                await pilot.press("space")
                await pilot.pause(0.02)
                assert isinstance(app.screen, TableScreen)
                assert len(worded) == before, "Space worded the view again"
                passes += 1
                if passes == 3:
                    break
                continue
            seat = app.seating.shown
            legal = app.table.legal(seat) if seat is not None else ()
            if not legal:
                continue
            app.table.play(seat, chooser.choice(legal))
            app.sync()
        assert passes == 3
