"""A screen's background lines are made again only when what they show changes."""

from __future__ import annotations

from textual.app import App
from textual.geometry import Region
from textual.screen import Screen

from tui.widgets.background import SteadyBackground


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
