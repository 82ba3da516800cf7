"""`StyledOnce`: a screen shown again is not restyled unless the app's look changed."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.color import Color
from textual.screen import Screen
from textual.widgets import Static

from tui.widgets.styled_once import StyledOnce


class Shown(StyledOnce, Screen[None]):
    DEFAULT_CSS = "Shown Static { background: $primary; }"

    def __init__(self) -> None:
        super().__init__()
        self.restyles = 0

    def compose(self) -> ComposeResult:
        yield Static("hello")

    def update_node_styles(self, animate: bool = True) -> None:
        self.restyles += 1
        super().update_node_styles(animate)


class Host(App[None]):
    def on_mount(self) -> None:
        self.install_screen(Shown(), name="shown")


async def test_a_screen_shown_again_keeps_its_styles() -> None:
    app = Host()
    async with app.run_test() as pilot:
        screen = app.get_screen("shown")
        for _ in range(3):
            await app.push_screen("shown")
            await pilot.pause()
            app.pop_screen()
            await pilot.pause()
        # mounted by its first showing: that one restyles (the screen was not mounted when
        # Textual asked), the later ones do not
        assert screen.restyles == 1


async def test_a_theme_change_while_hidden_restyles_it() -> None:
    app = Host()
    async with app.run_test() as pilot:
        screen = app.get_screen("shown")
        await app.push_screen("shown")
        await pilot.pause()
        app.pop_screen()
        await pilot.pause()
        app.theme = "textual-light" if app.theme != "textual-light" else "nord"
        await pilot.pause()
        before = screen.restyles
        await app.push_screen("shown")
        await pilot.pause()
        assert screen.restyles == before + 1
        primary = Color.parse(app.current_theme.primary)
        assert screen.query_one(Static).styles.background == primary
