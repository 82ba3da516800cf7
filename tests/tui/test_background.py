"""A screen's background lines are made again only when what they show changes."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.geometry import Region
from textual.screen import Screen
from textual.strip import Strip
from textual.widgets import Static

from tui.widgets.background import PlainBox, SteadyBackground


class Plain(SteadyBackground, Screen[None]):
    pass


class Host(App[None]):
    def on_mount(self) -> None:
        self.theme = "textual-dark"
        self.push_screen(Plain())


async def test_the_background_is_kept_until_its_colour_or_size_changes() -> None:
    app = Host()
    async with app.run_test(size=(40, 10)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, Plain)
        crop = Region(0, 0, 40, 10)
        first = screen.render_lines(crop)
        screen.refresh()  # what Textual does when the screen is shown again
        assert screen.render_lines(crop) is first
        app.theme = "textual-light"  # the theme's background colour
        await pilot.pause()
        light = screen.render_lines(crop)
        assert light is not first and light[0].text == first[0].text and light[0] != first[0]
        screen.styles.background = "red"
        red = screen.render_lines(crop)
        assert red[0] != light[0] and red[0].text == light[0].text
        await pilot.resize_terminal(50, 12)
        await pilot.pause()
        bigger = screen.render_lines(Region(0, 0, 50, 12))
        assert len(bigger) == 12 and bigger[0].cell_length == 50


class Box(PlainBox, Vertical):
    pass


class Boxes(App[None]):
    CSS = """
    Vertical { border: round $secondary; border-title-align: left; padding: 1 1; height: auto;
               width: 30; background: $panel; }
    Vertical.-lit { background: $boost; border: heavy $accent; }
    Static { height: 3; margin-bottom: 1; }
    """

    def compose(self) -> ComposeResult:
        for box in (Box(id="ours"), Vertical(id="textuals")):
            box.border_title = "Board"
            box.border_subtitle = "keys"
            with box:
                yield Static("one")
                yield Static("two")


def looks(strips: list[Strip]) -> list[list[tuple[str, object]]]:
    return [[(seg.text, seg.style.clear_meta_and_links() if seg.style else None) for seg in strip] for strip in strips]


async def test_a_plain_box_draws_as_textual_draws_the_container() -> None:
    """Edges, titles, padding and inner rows the same, for the whole box and parts of it, after
    its height changed and after its look changed."""
    app = Boxes()
    async with app.run_test(size=(70, 30)) as pilot:
        ours, theirs = app.query_one("#ours"), app.query_one("#textuals")
        for step in range(3):
            for box in (ours, theirs):
                if step == 1:
                    box.mount(Static("three"))
                if step == 2:
                    box.add_class("-lit")
            await pilot.pause()
            height = ours.outer_size.height
            assert height == theirs.outer_size.height > 6
            for crop in (Region(0, 0, 30, height), Region(0, 2, 30, height - 4), Region(3, 1, 20, 3)):
                assert looks(ours.render_lines(crop)) == looks(theirs.render_lines(crop))
