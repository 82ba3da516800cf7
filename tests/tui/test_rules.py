"""Rules screen: sections, search over rules and glossary, palette, missing rules.md."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.core import rulesdoc
from tests.tui.privacy import screen_text
from tests.tui.tiny_table import start_tiny
from tui import textual_compat
from tui.app import MeepleApp
from tui.screens.rules import RulesScreen
from tui.screens.table import TableScreen
from tui.screens.title import GamePickScreen, game_choices

#: What tui.textual_compat adds (screens laid out or drawn unseen): not there without its patches.
needs_patches = pytest.mark.skipif(
    not textual_compat.enabled(), reason="needs Textual patches (MEEPLE_TEXTUAL_PATCHES=0)"
)

TINY_KEY = str([g[0] for g in game_choices()].index("tiny") + 1)

RULES_MD = """\
Intro text for high card.

## Playing a round {#round}
Everyone commits a card at once; the highest card wins the round.

## Winning {#end}
After three rounds, most points wins.
"""


@pytest.fixture
def tiny_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    (data / "tiny").mkdir(parents=True)
    (data / "tiny" / "rules.md").write_text(RULES_MD, encoding="utf-8")
    monkeypatch.setattr(rulesdoc, "DATA_DIR", data)
    rulesdoc.sections.cache_clear()
    yield data
    rulesdoc.sections.cache_clear()


@pytest.fixture
def no_rules(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rulesdoc, "DATA_DIR", tmp_path / "empty")
    rulesdoc.sections.cache_clear()
    yield
    rulesdoc.sections.cache_clear()


async def test_rules_from_table_opens_at_section_and_search_finds_card(tmp_path: Path, tiny_rules) -> None:
    app = MeepleApp(tmp_path / "saves", pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await start_tiny(app, pilot)
        assert isinstance(app.screen, TableScreen)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        text = screen_text(app)
        assert "Intro text for high card" in text  # rules_section(state) == "intro"
        assert "Playing a round" in text and "Winning" in text
        # search: the box is one key away; a card's full text shows
        await pilot.press("slash")
        await pilot.press(*"card 7")
        await pilot.pause()
        text = screen_text(app)
        assert "Card 7 (카드 7)" in text and "Worth 7." in text
        await pilot.press("escape")  # leaves the search box
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        await pilot.press("slash")  # F1 closes the rules from anywhere in them, search box too
        await pilot.press("f1")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)


async def test_the_rules_key_reads_the_section_without_a_spectators_snapshot(tmp_path: Path, tiny_rules) -> None:
    """A spectator's snapshot describes the whole log for a viewer nobody plays (at a long
    game's end, most of the key's time): the section comes from the table itself."""
    from rules.core.engine import SPECTATOR

    app = MeepleApp(tmp_path / "saves", pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await start_tiny(app, pilot)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen) and "Intro text for high card" in screen_text(app)
        assert app.table.rules_section() == "intro"
        assert SPECTATOR not in app.table._snapshots


async def test_rules_from_title_when_rules_md_is_missing(tmp_path: Path, no_rules) -> None:
    app = MeepleApp(tmp_path / "saves", pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, GamePickScreen)
        await pilot.press(TINY_KEY)
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert "not written yet" in screen_text(app)
        await pilot.press("slash")
        await pilot.press(*"worth 12")
        await pilot.pause()
        assert "Card 12" in screen_text(app)


async def test_palette_finds_rules_and_cards(tmp_path: Path, tiny_rules) -> None:
    app = MeepleApp(tmp_path / "saves", pace=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await start_tiny(app, pilot)
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"Card 23")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert "Worth 23." in screen_text(app)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_search_keys_down_enter_escape(tmp_path: Path, tiny_rules, size) -> None:
    from textual.widgets import Input, OptionList

    app = MeepleApp(tmp_path / "saves", pace=0)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        app.open_rules("tiny")
        await pilot.pause()
        screen = app.screen
        results = screen.query_one(OptionList)
        box = screen.query_one("#rules-search", Input)
        # Down leaves the query for the results
        await pilot.press("slash")
        await pilot.press(*"card 1")
        await pilot.pause()
        assert app.focused is box
        await pilot.press("down")
        await pilot.pause()
        assert app.focused is results and results.highlighted == 0
        await pilot.press("down")
        await pilot.pause()
        assert results.highlighted == 1  # and moves inside them from there
        # Enter in the box does one thing: to the first result, shown
        await pilot.press("slash")
        await pilot.press("enter")
        await pilot.pause()
        assert app.focused is results and results.highlighted == 0
        first = screen._hits[0]
        assert first.title in screen_text(app)
        assert box.value == "card 1"  # nothing else happened to the query
        # Enter on a result reads it; Escape steps back one place at a time
        await pilot.press("enter")
        await pilot.pause()
        assert app.focused is screen.query_one("#rules-body")
        await pilot.press("escape")
        await pilot.pause()
        assert app.focused is results and isinstance(app.screen, RulesScreen)
        await pilot.press("slash")
        await pilot.press("escape")
        await pilot.pause()
        assert app.focused is results and isinstance(app.screen, RulesScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, RulesScreen)


async def test_rules_reopened_are_the_same_screen_back_at_the_opening(tmp_path: Path, tiny_rules) -> None:
    """One rules screen per game is kept (opening it again is cheap); each opening starts as a
    new one would: no search text, the section asked for highlighted and shown."""
    from textual.widgets import Input, OptionList

    app = MeepleApp(tmp_path / "saves", pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await start_tiny(app, pilot)
        await pilot.press("r")
        await pilot.pause()
        first = app.screen
        await pilot.press("slash", *"card 7")
        await pilot.pause()
        assert "Worth 7." in screen_text(app)
        await pilot.press("f1")
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause()
        assert app.screen is first
        assert first.query_one("#rules-search", Input).value == ""
        assert app.focused is first.query_one(OptionList)
        text = screen_text(app)
        assert "Intro text for high card" in text and "Worth 7." not in text
        await pilot.press("f1")
        await pilot.pause()
        app.open_rules("tiny", "end")  # another section, as a later phase asks for
        await pilot.pause()
        assert app.screen is first
        assert "After three rounds, most points wins." in screen_text(app)
        assert first.query_one(OptionList).highlighted == 2


@needs_patches
async def test_the_rules_screen_is_made_while_the_table_is_still(tmp_path: Path, tiny_rules) -> None:
    """A still moment at the table mounts the game's rules screen, unseen: the first opening
    then shows it as a later one would, at the section the table asks for."""
    app = MeepleApp(tmp_path / "saves", pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await start_tiny(app, pilot)
        assert "tiny" not in app._rules_screens
        app._collect()  # what the still-moment timer runs
        await pilot.pause()
        prepared = app._rules_screens["tiny"]
        assert prepared.is_running and prepared not in app.screen_stack
        assert isinstance(app.screen, TableScreen)
        app.open_rules("tiny", "end")
        await pilot.pause()
        assert app.screen is prepared
        assert "After three rounds, most points wins." in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)


@needs_patches
async def test_the_still_moment_comes_by_itself_once_the_table_stops_changing(
    tmp_path: Path, tiny_rules, monkeypatch
) -> None:
    """The timer the other tests leave off (conftest): each change to the table starts it
    again, and once it runs out the rules screen is made unseen."""
    monkeypatch.setattr(MeepleApp, "COLLECT_AFTER", 0.2)
    app = MeepleApp(tmp_path / "saves", pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await start_tiny(app, pilot)
        started = app._collect_timer
        app.sync()  # a change: the wait starts again
        assert started is not None and app._collect_timer is not started
        for _ in range(40):  # polled, never timed: a loaded machine only takes longer
            await pilot.pause(0.05)
            if "tiny" in app._rules_screens:
                break
        prepared = app._rules_screens["tiny"]
        assert prepared.is_running and prepared not in app.screen_stack
        assert isinstance(app.screen, TableScreen)


@needs_patches
async def test_a_still_moment_keeps_the_rules_screen_at_the_tables_section(
    tmp_path: Path, tiny_rules, monkeypatch
) -> None:
    """Each still moment brings the unseen rules screen to the section the table is at, laid
    out at the terminal's size: `r` then shows that text without wording it again."""
    from tui.screens.rules import RulesText

    app = MeepleApp(tmp_path / "saves", pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await start_tiny(app, pilot)
        section = ["round"]
        monkeypatch.setattr(app.table, "rules_section", lambda: section[0])
        app._collect()  # what the still-moment timer runs
        await pilot.pause()
        prepared = app._rules_screens["tiny"]
        assert "Everyone commits a card" in prepared._text and prepared.size == app.size
        section[0] = "end"  # a later phase
        app._collect()
        await pilot.pause()
        assert "After three rounds" in prepared._text and prepared not in app.screen_stack
        worded: list[str] = []
        show = RulesText.show
        monkeypatch.setattr(RulesText, "show", lambda text, source: worded.append(source) or show(text, source))
        await pilot.press("r")
        await pilot.pause()
        assert app.screen is prepared and worded == []
        assert "After three rounds, most points wins." in screen_text(app)


async def test_the_rules_text_keeps_its_width_from_section_to_section(tmp_path: Path, monkeypatch) -> None:
    """The rules body always shows its scrollbar: a section longer than the screen after a
    short one does not narrow the text (which rewrapped it and took a second layout and frame
    when the bar appeared: traced, Sheriff's rules key at 80x24)."""
    from textual.containers import VerticalScroll

    app = MeepleApp(tmp_path / "saves", pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        widths = []
        for section in ("intro", "bribes"):  # a two-line section, then one of ~35 lines
            app.open_rules("sheriff", section)
            await pilot.pause()
            body = app.screen.query_one("#rules-body", VerticalScroll)
            assert body.show_vertical_scrollbar
            widths.append(body.scrollable_content_region.width)
            await pilot.press("f1")
            await pilot.pause()
        assert widths[0] == widths[1]


@needs_patches
async def test_the_rules_list_is_drawn_unseen_and_opened_without_drawing_it_again(
    tmp_path: Path, tiny_rules, monkeypatch
) -> None:
    """The still moment draws the rules screen into its caches once its widgets have their
    sizes (the list drops its lines on a resize), and showing it neither restyles it nor
    draws a line of the list anew: `r` is then one frame of lines already made."""
    from textual.widgets import OptionList

    monkeypatch.setattr(MeepleApp, "WARM_AFTER", 0.01)
    app = MeepleApp(tmp_path / "saves", pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await start_tiny(app, pilot)
        app._collect()  # what the still-moment timer runs
        prepared = None
        for _ in range(40):  # polled: the draw comes after the layout, on a timer
            await pilot.pause(0.02)
            prepared = app._rules_screens.get("tiny")
            if prepared is not None and prepared.query_one(OptionList)._option_render_cache:
                break
        assert prepared is not None and prepared.query_one(OptionList)._option_render_cache
        drawn: list[object] = []
        draw = OptionList._get_option_render

        def counted(self, option, style):  # type: ignore[no-untyped-def]
            key = (option, style, self.get_component_styles("option-list--option").padding)
            if self._option_render_cache.get(key) is None:
                drawn.append(option)
            return draw(self, option, style)

        monkeypatch.setattr(OptionList, "_get_option_render", counted)
        restyled: list[object] = []
        monkeypatch.setattr(type(prepared), "update_node_styles", lambda self, animate=True: restyled.append(self))
        await pilot.press("r")
        await pilot.pause()
        assert app.screen is prepared
        assert drawn == [] and restyled == []
        assert "Playing a round" in screen_text(app)
