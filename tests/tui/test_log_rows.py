"""The log panel draws its rows in the theme's colours itself, once a row: a new entry shifts
the rows in view without drawing them again, and they look as Textual would draw them."""

from __future__ import annotations

from textual.app import App, ComposeResult
from textual.filter import ANSIToTruecolor
from textual.geometry import Region
from textual.pilot import Pilot
from textual.strip import Strip
from textual.widget import Widget

from tui.widgets.panels import LogPanel


class OneLog(App[None]):
    CSS = "LogPanel { height: 10; width: 40; border: round $secondary; }"

    def compose(self) -> ComposeResult:
        yield LogPanel(id="log")


async def filled(pilot: Pilot[None], app: OneLog) -> tuple[LogPanel, list[str], Region]:
    """The app's log holding 20 entries, laid out and drawn once; its entries and whole region."""
    log = app.query_one(LogPanel)
    entries = [f"Ann takes card {n}" for n in range(20)]
    log.set_log(entries, None)
    await pilot.pause()
    crop = Region(0, 0, log.outer_size.width, log.outer_size.height)
    log.render_lines(crop)
    return log, entries, crop


def looks(strips: list[Strip]) -> list[list[tuple[str, object]]]:
    return [[(seg.text, seg.style.clear_meta_and_links() if seg.style else None) for seg in strip] for strip in strips]


async def test_rows_look_as_textuals_filters_would_draw_them(monkeypatch) -> None:
    app = OneLog()
    async with app.run_test(size=(60, 12)) as pilot:
        log = app.query_one(LogPanel)
        log.set_log([f"Ann takes card {n}" for n in range(20)], ["Bo passed", "Cy built a tower"])
        await pilot.pause()
        crop = Region(0, 0, log.outer_size.width, log.outer_size.height)
        ours = looks(log.render_lines(crop))
        assert not any(isinstance(f, ANSIToTruecolor) for f in log.get_line_filters())
        # Textual's own way: every filter in its per-line pass, the rows drawn without it
        monkeypatch.setattr(LogPanel, "get_line_filters", lambda self: self.app.get_line_filters())
        monkeypatch.setattr(LogPanel, "_in_theme_colours", lambda self, strip, truecolor: strip)
        monkeypatch.setattr(LogPanel, "_framed_rows", lambda self, crop: None)
        log._drawn.clear()
        log.refresh()
        await pilot.pause()
        assert looks(log.render_lines(crop)) == ours


async def test_a_new_entry_draws_only_the_new_row(monkeypatch) -> None:
    app = OneLog()
    async with app.run_test(size=(60, 12)) as pilot:
        log, entries, crop = await filled(pilot, app)
        drawn: list[str] = []
        first = LogPanel._in_theme_colours

        def counted(self, strip, truecolor):
            drawn.append(strip.text.strip())
            return first(self, strip, truecolor)

        monkeypatch.setattr(LogPanel, "_in_theme_colours", counted)
        log.set_log([*entries, "Bo builds a wall"], None)
        await pilot.pause()
        log.render_lines(crop)
        assert drawn == ["Bo builds a wall"]


async def test_textual_draws_only_the_edges_and_one_row_of_the_frame(monkeypatch) -> None:
    """The rows between the border's edges are the panel's rows in a frame read off one row
    Textual draws: after a new entry, Textual draws 3 rows of the 10, not all 10."""
    app = OneLog()
    async with app.run_test(size=(60, 12)) as pilot:
        log, entries, crop = await filled(pilot, app)
        asked: list[int] = []
        first = Widget.render_lines

        def counted(self, region):
            if self is log:
                asked.append(region.height)
            return first(self, region)

        monkeypatch.setattr(Widget, "render_lines", counted)
        log.set_log([*entries, "Bo builds a wall"], None)
        await pilot.pause()
        asked.clear()
        log.refresh()  # every row to be drawn again, as after a new entry
        rows = log.render_lines(crop)
        assert sum(asked) == 3 and len(rows) == 10
        assert "Bo builds a wall" in rows[-2].text
