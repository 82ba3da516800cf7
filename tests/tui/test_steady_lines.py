"""A panel's lines drawn together look exactly as Textual's Static draws the same text, and
an update draws only its new lines, the ones that fit in one call of Textual's drawing."""

from __future__ import annotations

import random

import pytest
from rich.text import Text
from textual.app import App, ComposeResult
from textual.geometry import Region
from textual.strip import Strip
from textual.visual import Visual
from textual.widgets import Static

from rules.core.engine import GameConfig
from rules.core.registry import get_game
from tui.widgets.steady import SteadyStatic

WIDTH = 30


class Panels(App[None]):
    CSS = f"Static {{ width: {WIDTH}; height: auto; color: $text; background: $panel; }}"

    def compose(self) -> ComposeResult:
        yield SteadyStatic("", id="steady", markup=False)
        yield Static("", id="textual", markup=False)


def mixed_text() -> Text:
    text = Text("Round 3 | Ann to act", style="bold")
    text.append("\n")
    text.append("Wood ", style="green")
    text.append("3", style="bold red on blue")
    text.append(" stone 2 ", style="dim")
    text.append("\n\n")  # a blank line
    text.append("금화 3개를 내고 건물 짓기", style="italic")
    text.append("\n")
    text.append("a line much longer than the thirty columns of the panel, which wraps", style="underline")
    text.append("\n")
    text.append("tab\tstop")
    text.append("\n")
    text.append("last line", style="reverse")
    return text


def lorenzo_towers() -> Text:
    from tui.games.lorenzo.board import towers_text

    game = get_game("lorenzo")
    state = game.setup(GameConfig(players=3), 5)
    rng = random.Random(3)
    for _ in range(12):
        seat = min(game.to_act(state))
        state = game.apply(state, rng.choice(game.legal_actions(state, seat)), rng, seat)
    seat = min(game.to_act(state))
    return towers_text(game.view(state, seat), ("Ann", "Bob", "Cy"), width=WIDTH)


def plain_strips(strips: list[Strip]) -> list[list[tuple[str, object]]]:
    """The cells and looks of `strips`, without the offsets Textual marks for mouse selection
    (a line drawn alone is marked as the widget's first)."""
    return [[(seg.text, seg.style.clear_meta_and_links() if seg.style else None) for seg in strip] for strip in strips]


@pytest.mark.parametrize("make", [mixed_text, lorenzo_towers])
async def test_lines_drawn_together_look_as_textuals_static_draws_them(make) -> None:
    app = Panels()
    async with app.run_test(size=(80, 60)) as pilot:
        ours, theirs = app.query_one("#steady", SteadyStatic), app.query_one("#textual", Static)
        text = make()
        ours.update(text)
        theirs.update(text)
        await pilot.pause()
        assert ours.size == theirs.size
        crop = Region(0, 0, ours.outer_size.width, ours.outer_size.height)
        assert plain_strips(ours.render_lines(crop)) == plain_strips(theirs.render_lines(crop))


async def test_an_update_draws_its_new_fitting_lines_in_one_call(monkeypatch) -> None:
    app = Panels()
    async with app.run_test(size=(80, 60)) as pilot:
        panel = app.query_one("#steady", SteadyStatic)
        panel.update(Text("\n".join(f"row {n}" for n in range(12))))
        await pilot.pause()
        calls: list[int] = []
        first = Visual.to_strips

        def counted(widget, visual, *args, **kwargs):
            calls.append(1)
            return first(widget, visual, *args, **kwargs)

        monkeypatch.setattr(Visual, "to_strips", counted)
        rows = [f"row {n}" for n in range(12)]
        rows[3], rows[7], rows[9] = "row three changed", "row seven changed", "x" * (WIDTH + 5)
        panel.update(Text("\n".join(rows)))
        # the two changed lines that fit in one call, the long one (it wraps) in its own
        assert len(calls) == 2
        calls.clear()
        panel.update(Text("\n".join(rows[:5] + ["row five changed"] + rows[6:])))
        assert len(calls) == 1  # a single new line: drawn alone
