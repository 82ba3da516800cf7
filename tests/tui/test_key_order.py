"""Keys typed in a burst take effect in the order typed (issue 22, `tui.textual_compat.key_order`).

A burst is what Textual's driver sends when one read holds several keys (fast typing, a paste
sent as keys, SSH batching, a busy app): the Key events `XTermParser` makes from the bytes,
posted to the app one after the other without waiting. `pilot.press` waits after every key,
so it never shows the bug.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from textual._xterm_parser import XTermParser
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Input, Select, TextArea

from tui.app import MeepleApp
from tui.textual_compat import key_order

BS = "\x7f"  # what Backspace sends
LEFT, END = "\x1b[D", "\x1b[F"
#: The issue's burst: "abcdef", six Backspaces, "open open greedy".
ISSUE_BURST = "abcdef" + BS * 6 + "open open greedy"


@pytest.fixture
def in_order():
    was = key_order.installed()
    assert key_order.install()
    yield
    if not was:
        key_order.uninstall()


@pytest.fixture
def textual_alone():
    was = key_order.installed()
    key_order.uninstall()
    yield
    if was:
        key_order.install()


def type_at_once(app: App, data: str) -> None:
    """`data` as the driver hands it on when it comes in one read."""
    for event in XTermParser().feed(data):
        app.post_message(event.set_sender(app))


async def settle(pilot) -> None:
    for _ in range(3):
        await pilot.pause()


class OneField(App[None]):
    def __init__(self, field: Input | TextArea | None = None) -> None:
        super().__init__()
        self.field = field if field is not None else Input()

    def compose(self) -> ComposeResult:
        yield self.field


async def test_textual_alone_runs_the_backspaces_last(textual_alone) -> None:
    """What Textual 8.2.8 does without the fix: the printable keys are inserted by the field
    while the Backspaces travel up to the App, where their binding runs. If this fails, Textual
    keeps the order itself now and tui/textual_compat/key_order.py can go."""
    app = OneField()
    async with app.run_test() as pilot:
        type_at_once(app, ISSUE_BURST)
        await settle(pilot)
        assert app.field.value == "abcdefopen open "


@pytest.mark.parametrize(
    ("burst", "value"),
    [
        (ISSUE_BURST, "open open greedy"),
        ("abc" + LEFT + LEFT + "X" + END + BS + "Y", "aXbY"),  # arrows, End
        ("one two" + "\x17" + "three", "one three"),  # ctrl+w: the word left of the cursor
        ("opeopen open" + BS * 12 + "open greedy", "open greedy"),
    ],
)
async def test_a_burst_is_applied_in_the_order_typed(in_order, burst: str, value: str) -> None:
    app = OneField()
    async with app.run_test() as pilot:
        type_at_once(app, burst)
        await settle(pilot)
        assert app.field.value == value


async def test_a_text_area_too(in_order) -> None:
    app = OneField(TextArea())
    async with app.run_test() as pilot:
        type_at_once(app, "abc" + BS * 2 + "X" + LEFT + "Y")
        await settle(pilot)
        assert app.field.text == "aYX"


async def test_enter_in_an_open_select_keeps_its_choice_whatever_is_typed_next(in_order) -> None:
    """Enter chooses the highlighted option; a letter typed just after it searched the list
    first, and Enter chose what the letter found."""

    class Choice(App[None]):
        def compose(self) -> ComposeResult:
            yield Select([("alpha", "a"), ("beta", "b"), ("gamma", "g")], value="a", allow_blank=False)

    app = Choice()
    async with app.run_test() as pilot:
        select = app.query_one(Select)
        select.focus()
        await pilot.press("enter")  # opens the list
        await settle(pilot)
        assert select.expanded
        type_at_once(app, "\rg")
        await settle(pilot)
        assert select.value == "a" and not select.expanded


async def test_a_refused_binding_still_bubbles(in_order) -> None:
    """A field's binding that its check_action refuses is left to the ancestors, as before."""

    class Locked(Input):
        def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
            return action != "delete_left"

    class Form(Screen[None]):
        BINDINGS = [Binding("backspace", "seen", "Seen")]
        seen = 0

        def compose(self) -> ComposeResult:
            yield Locked()

        def action_seen(self) -> None:
            self.seen += 1

    class Host(App[None]):
        def on_mount(self) -> None:
            self.push_screen(Form())

    app = Host()
    async with app.run_test() as pilot:
        await settle(pilot)
        field = app.screen.query_one(Locked)
        field.focus()
        type_at_once(app, "ab" + BS + "c")
        await settle(pilot)
        assert field.value == "abc" and app.screen.seen == 1


async def test_the_rules_search(in_order, tmp_path: Path) -> None:
    app = MeepleApp(tmp_path / "saves", pace=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.open_rules("tiny")
        await settle(pilot)
        await pilot.press("slash")
        search = app.screen.query_one("#rules-search", Input)
        assert search.has_focus
        type_at_once(app, ISSUE_BURST)
        await settle(pilot)
        assert search.value == "open open greedy"


async def test_a_seat_name_on_the_new_game_screen(in_order, tmp_path: Path) -> None:
    from tui.screens.newgame import NewGameScreen

    app = MeepleApp(tmp_path / "saves", pace=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert app.open_new_game("tiny") is None
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        name = app.screen.query_one("#name-0", Input)
        name.focus()
        await pilot.press("end")
        type_at_once(app, BS * len(name.value) + "opeopen" + BS * 7 + "Ann Lee")
        await settle(pilot)
        assert name.value == "Ann Lee"


async def test_the_seats_field_of_a_new_table_over_ssh(in_order) -> None:
    """The SSH lobby's new-table form (the issue's "opeopen open")."""
    from tui.remote.screens import NewTableScreen

    class Lobby(App[None]):
        def on_mount(self) -> None:
            self.push_screen(NewTableScreen())

    app = Lobby()
    async with app.run_test(size=(100, 34)) as pilot:
        await settle(pilot)
        seats = app.screen.query_one("#new-seats", Input)
        seats.focus()
        await pilot.press("end")
        type_at_once(app, BS * 12 + "open greedy")
        await settle(pilot)
        assert seats.value == "open greedy"


def test_install_is_idempotent_and_undone_by_uninstall(textual_alone) -> None:
    original = Input.__dict__["_on_key"]
    assert not key_order.installed()
    assert key_order.install() and key_order.install()
    assert key_order.installed()
    wrapped = Input.__dict__["_on_key"]
    assert wrapped is not original and getattr(wrapped, key_order._MARK) is original
    key_order.uninstall()
    assert Input.__dict__["_on_key"] is original and not key_order.installed()


def test_meeple_and_each_ssh_session_install_it(textual_alone, monkeypatch, tmp_path: Path) -> None:
    import tui.app
    import tui.remote.app

    seen: list[bool] = []
    monkeypatch.setattr(App, "run", lambda self, *a, **k: seen.append(key_order.installed()))
    monkeypatch.setattr(tui.app, "write_frames_promptly", lambda: None)
    monkeypatch.setattr(tui.remote.app, "write_frames_promptly", lambda: None)
    tui.app.run_app(tmp_path / "saves")
    key_order.uninstall()
    monkeypatch.setenv("MEEPLE_SOCKET", str(tmp_path / "no.sock"))
    monkeypatch.setenv("MEEPLE_TICKET", "t")
    monkeypatch.setenv("MEEPLE_CLIENT_DIR", str(tmp_path))
    tui.remote.app.main()
    assert seen == [True, True]
