"""A panel's lines look exactly as Textual's Static draws the same text, and an update draws
only its new lines: those that fit by Rich, a line that wraps by Textual."""

from __future__ import annotations

import random

import pytest
from rich.text import Text
from textual.app import App, ComposeResult
from textual.filter import ANSIToTruecolor
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
    text.append("\n")
    text.append("a background alone", style="on blue")  # Textual picks the text's colour
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


async def drawn_as_a_static(app: Panels, text: Text | str) -> None:
    """Assert the panel draws `text` cell for cell as a Static beside it does."""
    async with app.run_test(size=(80, 60)) as pilot:
        ours, theirs = app.query_one("#steady", SteadyStatic), app.query_one("#textual", Static)
        ours.update(text)
        theirs.update(text)
        await pilot.pause()
        assert ours.size == theirs.size
        crop = Region(0, 0, ours.outer_size.width, ours.outer_size.height)
        assert plain_strips(ours.render_lines(crop)) == plain_strips(theirs.render_lines(crop))


def long_lines() -> Text:
    """Lines that wrap: styled words, runs of spaces, Korean, words longer than a row."""
    words = "build for 8 coins (2 papyrus bought at 3) or discard; 금화 3개를 내고 건물 짓기 Wood: x".split()
    rng = random.Random(5)
    text = Text()
    for number in range(40):
        if number:
            text.append("\n")
        for _ in range(rng.randint(6, 30)):
            word = rng.choice(words) + rng.choice([" ", " ", "  ", ", "])
            text.append(word, style=rng.choice(["", "bold", "red", "dim", "underline", "on blue", "white on blue"]))
        if number % 5 == 0:
            text.append("averyverylongwordwithoutanyspaceinit" * (1 + number % 2), style="italic")
    return text


def plain_words() -> str:
    """Words given as a str (a title, a count): drawn as a Text would be, looking the same."""
    return mixed_text().plain


@pytest.mark.parametrize("make", [mixed_text, lorenzo_towers, plain_words, long_lines])
async def test_lines_drawn_together_look_as_textuals_static_draws_them(make) -> None:
    await drawn_as_a_static(Panels(), make())


async def test_an_update_draws_only_its_new_lines(monkeypatch) -> None:
    """The lines that fit are drawn by Rich, each once, and so are the rows of a line that wraps."""
    app = Panels()
    async with app.run_test(size=(80, 60)) as pilot:
        panel = app.query_one("#steady", SteadyStatic)
        panel.update(Text("\n".join(f"row {n}" for n in range(12))))
        await pilot.pause()
        by_rich: list[str] = []
        by_textual: list[int] = []
        first_strip, first_to_strips = SteadyStatic._rich_strip, Visual.to_strips

        def rich_counted(line, *args):
            by_rich.append(line.plain)
            return first_strip(line, *args)

        def textual_counted(widget, visual, *args, **kwargs):
            by_textual.append(1)
            return first_to_strips(widget, visual, *args, **kwargs)

        monkeypatch.setattr(SteadyStatic, "_rich_strip", staticmethod(rich_counted))
        monkeypatch.setattr(Visual, "to_strips", textual_counted)
        rows = [f"row {n}" for n in range(12)]
        rows[3], rows[7], rows[9] = "row three changed", "row seven changed", "x" * (WIDTH + 5)
        panel.update(Text("\n".join(rows)))
        assert sorted(by_rich) == sorted(["row seven changed", "row three changed", "x" * WIDTH, "x" * 5])
        assert by_textual == []  # the long line too, folded to two rows
        by_rich.clear(), by_textual.clear()
        panel.update(Text("\n".join(rows[:5] + ["row five changed"] + rows[6:])))
        assert (by_rich, by_textual) == (["row five changed"], [])


class CentredPanels(Panels):
    CSS = Panels.CSS + " Static { text-align: center; }"


async def test_a_centred_panel_is_drawn_by_textual_as_a_static_is() -> None:
    """Rich's lines are not aligned: a centred panel (the hand-off's) keeps Textual's drawing."""
    await drawn_as_a_static(CentredPanels(), mixed_text())


async def test_a_texts_own_style_is_on_every_line() -> None:
    """A Text styled as a whole (`Text(..., style="bold")` then more lines appended) is drawn
    with that style on every line, as a Static draws it: the lines drawn together through
    Textual once lost it (they were joined, and a join keeps only spans)."""
    app = Panels()
    async with app.run_test(size=(80, 60)) as pilot:
        panel = app.query_one("#steady", SteadyStatic)
        text = Text("Supply", style="bold underline")
        text.append("\nJesters 7, builders 6")
        panel.update(text)
        await pilot.pause()
        for strip in panel.render_lines(Region(0, 0, WIDTH, 2)):
            styled = [seg.style for seg in strip if seg.text.strip()]
            assert styled and all(style.bold and style.underline for style in styled)


async def test_a_kept_line_shown_on_another_row_is_marked_with_that_row() -> None:
    """Mouse selection reads where each cell is in the text from the drawn segments: a line
    kept from an earlier update and shown on another row says its new row."""
    app = Panels()
    async with app.run_test(size=(80, 60)) as pilot:
        panel = app.query_one("#steady", SteadyStatic)
        panel.update(Text("alpha\nbeta\ngamma"))
        await pilot.pause()
        panel.update(Text("new\nalpha\nbeta\ngamma"))
        await pilot.pause()
        for row, word in enumerate(("new", "alpha", "beta", "gamma")):
            strip = panel.render_line(row)
            first = next(seg for seg in strip if seg.text)
            assert first.text.startswith(word)
            assert first.style.meta["offset"] == (0, row)


async def test_named_colours_are_turned_into_the_themes_once_when_drawn() -> None:
    """The panel leaves the named-colour filter out of Textual's per-line pass, having run it
    over each line as it drew it: the cells come out in the theme's colours all the same."""
    app = Panels()
    async with app.run_test(size=(80, 60)) as pilot:
        ours, theirs = app.query_one("#steady", SteadyStatic), app.query_one("#textual", Static)
        assert any(isinstance(f, ANSIToTruecolor) for f in theirs.get_line_filters())
        assert not any(isinstance(f, ANSIToTruecolor) for f in ours.get_line_filters())
        text = Text.assemble(("green ", "green"), ("dim red", "dim red"), " plain")
        ours.update(text)
        theirs.update(text)
        await pilot.pause()
        crop = Region(0, 0, ours.outer_size.width, 1)
        drawn = ours.render_lines(crop)[0]
        assert all(seg.style.color is None or seg.style.color.triplet is not None for seg in drawn if seg.style)
        assert plain_strips([drawn]) == plain_strips(theirs.render_lines(crop))
