"""A list that loses the focus while hidden is not restyled for it, and its look is right
whenever it is seen: focused when it has the focus, blurred when shown without it."""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.content import Content
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from tui.widgets.rows import SettledOptionList


class TwoPanels(App[None]):
    CSS = "Vertical { height: 10; } OptionList { height: 1fr; }"

    def compose(self) -> ComposeResult:
        with Vertical(id="first-panel"):
            yield SettledOptionList(*(Option(Content(f"{n}. first")) for n in range(3)), id="first")
        with Vertical(id="second-panel"):
            yield SettledOptionList(*(Option(Content(f"{n}. second")) for n in range(3)), id="second")
        yield OptionList(*(Option(Content(f"{n}. plain")) for n in range(3)), id="plain")


def restyles(app: App[Any]) -> list[Any]:
    """The nodes Textual restyles from now on (`App.update_styles`)."""
    seen: list[Any] = []
    first = app.update_styles

    def counted(node: Any, animate: bool = True) -> None:
        seen.append(node)
        first(node, animate=animate)

    app.update_styles = counted  # type: ignore[method-assign]
    return seen


def highlight(option_list: OptionList) -> Any:
    return option_list.get_visual_style("option-list--option", "option-list--option-highlighted")


async def test_a_list_hidden_as_it_loses_the_focus_keeps_its_look_until_it_is_seen() -> None:
    app = TwoPanels()
    async with app.run_test(size=(60, 40)) as pilot:
        first, second, plain = (app.query_one(f"#{name}", OptionList) for name in ("first", "second", "plain"))
        first.highlighted = second.highlighted = plain.highlighted = 0
        first.focus()
        await pilot.pause()
        focused_look = highlight(first)
        plain.focus()
        await pilot.pause()
        blurred_look = highlight(first)
        assert focused_look != blurred_look  # the look says where the keys go
        first.focus()
        await pilot.pause()

        seen = restyles(app)
        # as the table opens the composer: the action list's panel hidden, the focus moved on
        app.query_one("#first-panel").display = False
        second.focus()
        await pilot.pause()
        assert first not in seen and second in seen
        # and back: the list's look is still the focused one, so nothing is restyled for it
        seen.clear()
        app.query_one("#first-panel").display = True
        first.focus()
        await pilot.pause()
        assert first not in seen
        assert highlight(first) == focused_look

        # hidden as it loses the focus, then shown without it: restyled as it is shown
        app.query_one("#first-panel").display = False
        second.focus()
        await pilot.pause()
        app.query_one("#first-panel").display = True
        await pilot.pause()
        assert not first.has_focus
        assert highlight(first) == blurred_look


async def test_a_list_shown_as_it_loses_the_focus_is_restyled_at_once() -> None:
    app = TwoPanels()
    async with app.run_test(size=(60, 40)) as pilot:
        first, second = app.query_one("#first", OptionList), app.query_one("#second", OptionList)
        first.focus()
        await pilot.pause()
        seen = restyles(app)
        second.focus()
        await pilot.pause()
        assert first in seen and second in seen
