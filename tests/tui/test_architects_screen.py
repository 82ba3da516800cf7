"""Architects of the West Kingdom screen: a hot-seat draft and turns of two humans (a Town
Centre capture made in the composer), a solo turn against the AI, the new-game screen.

Every step checks that nothing hidden from the seat shown (other hands, draft packs, decks,
the AI's Scheme deck) is anywhere on the screen; on hand-off screens, nothing of anyone.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Callable

import pytest

from rules.architects import actions as A
from rules.architects.data import catalog
from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from tests.tui.privacy import check_app_privacy, screen_text
from tui.app import MeepleApp
from tui.screens.handoff import HandoffScreen
from tui.screens.newgame import NewGameScreen
from tui.screens.table import TableScreen

GAME = get_game("architects")
SIZES = {"80x24": (80, 24), "120x40": (120, 40)}


async def settle(pilot: Any, times: int = 2) -> None:
    for _ in range(times):
        await pilot.pause()


async def through_handoff(pilot: Any, app: MeepleApp) -> None:
    while isinstance(app.screen, HandoffScreen):
        check_app_privacy(app)
        assert "Pass to" in screen_text(app)
        await pilot.press("space")
        await settle(pilot)
        check_app_privacy(app)


async def choose(pilot: Any, app: MeepleApp, wanted: Callable[[Any], bool]) -> Any:
    """Pick the first listed action matching `wanted` with the keyboard."""
    table = app.screen
    assert isinstance(table, TableScreen) and not table.composing
    shown = table.actions.shown
    index = next((i for i, (_, action) in enumerate(shown) if wanted(action)), None)
    assert index is not None, f"no wanted action among {[label for label, _ in shown]}"
    action = shown[index][1]
    if index < 9:
        await pilot.press(str(index + 1))
    else:
        table.actions.options.focus()
        table.actions.options.highlighted = index
        await pilot.press("enter")
    await settle(pilot)
    check_app_privacy(app)
    return action


async def compose(pilot: Any, app: MeepleApp, parts: list[Any]) -> None:
    """Add each step with the composer's keys (highlight its row, +), then Enter sends."""
    table = app.screen
    assert isinstance(table, TableScreen) and table.composing
    composer = table.composer
    for part in parts:
        composer.rows.highlighted = composer.tokens.index(part)
        await pilot.press("plus")
        await settle(pilot, 1)
        check_app_privacy(app)
    await pilot.press("enter")
    await settle(pilot)
    check_app_privacy(app)


def other_hand_names(app: MeepleApp, viewer: int) -> set[str]:
    state = app.table.state
    return {catalog().building(c).name for i, o in enumerate(state.players) if i != viewer for c in o.hand}


def start(app: MeepleApp, players: int, options: dict, kinds: tuple[str, ...], seed: int = 7) -> None:
    config = make_config(GAME.options, players, options, GAME.min_players, GAME.max_players)
    seats = tuple(
        SeatConfig(name) if kind == "human" else SeatConfig(name, "bot", "greedy")
        for name, kind in zip(("Ann", "Bob", "Cy"), kinds)
    )
    app.start_new_game(GAME, config, seats, seed)


def view_now(app: MeepleApp) -> Any:
    return app.table_screen.snapshot.view


@pytest.mark.parametrize("size", SIZES)
async def test_hotseat_draft_and_turns_of_two_humans(tmp_path: Path, size: str) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=SIZES[size]) as pilot:
        start(app, 2, {}, ("human", "human"))
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)  # nothing private before the pass
        # the draft: both pick in secret, three rounds, a hand-off between them
        picks = 0
        while app.table.state.phase == "draft":
            await through_handoff(pilot, app)
            view = view_now(app)
            text = screen_text(app)
            assert "Opening draft" in text and "Your draft pack" in text
            for name in other_hand_names(app, view.viewer):  # by name too, not only by id
                assert not re.search(rf"\b{re.escape(name)}\b", text), name
            kept = await choose(pilot, app, lambda a: isinstance(a, A.Pick))
            assert catalog().building(kept.card).name  # a real card
            picks += 1
        assert picks == 6
        assert all(len(o.hand) == 3 for o in app.table.state.players)

        # turns: Ann and Bob take workers; then the next one captures at the Town Centre
        first = app.table.state.current
        await through_handoff(pilot, app)
        text = screen_text(app)
        for words in (
            "Placing workers",
            "Locations",
            "Tax on the Tax Stand",
            "Black Market",
            "Workshop",
            "Guildhall",
            "Cathedral",
            "Prison",
            "Your hand",
            "Virtue 7",
        ):
            assert words in text, words
        await choose(pilot, app, lambda a: a == A.Place("quarry"))
        assert app.table.state.at("quarry", first) == 1
        second = app.table.state.current
        assert second != first
        await through_handoff(pilot, app)
        quarry_line = next(line for line in screen_text(app).splitlines() if line.startswith("Quarry:"))
        assert "Ann" in quarry_line or "Bob" in quarry_line  # owners by name, never by colour alone
        await choose(pilot, app, lambda a: a == A.Place("town_centre"))
        table = app.screen
        assert isinstance(table, TableScreen) and table.composing  # captures are composed as steps
        assert "Town Centre: up to 1 capture" in screen_text(app)
        assert f"Capture {('Ann', 'Bob')[first]}'s 1 worker at the Quarry" in screen_text(app)  # by name
        capture = A.Capture("quarry", first)
        assert capture in table.composer.tokens
        await compose(pilot, app, [capture])
        state = app.table.state
        assert state.owner(second).captives[first] == 1 and state.at("quarry", first) == 0
        assert state.current == first
        await through_handoff(pilot, app)
        assert "Captives on this board" in screen_text(app)
        # a few more turns, picking the first action (or sending the composer as it is)
        for _ in range(6):
            await through_handoff(pilot, app)
            table = app.screen
            assert isinstance(table, TableScreen)
            if table.composing:
                await pilot.press("enter")
                await settle(pilot)
                check_app_privacy(app)
            else:
                await choose(pilot, app, lambda a: True)


@pytest.mark.parametrize("size", SIZES)
async def test_solo_turn_against_the_ai(tmp_path: Path, size: str) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=SIZES[size]) as pilot:
        start(app, 1, {"automa": "helena"}, ("human",))
        await settle(pilot)
        await through_handoff(pilot, app)
        text = screen_text(app)
        assert "Drawn: keep 3" in text and "Helena: unofficial AI deck" in text
        await choose(pilot, app, lambda a: isinstance(a, A.KeepCards))
        assert len(app.table.state.players[0].hand) == 3
        ai = app.table.state.ai_index
        await choose(pilot, app, lambda a: a == A.Place("forest"))
        state = app.table.state
        assert state.automa.turns == 1 and state.current == 0
        text = screen_text(app)
        assert "Revealed: Scheme card" in text and "(AI" in text
        went = state.automa.went
        assert any(
            line.startswith(
                (
                    "Quarry",
                    "Forest",
                    "Mines",
                    "Silversmith",
                    "King's",
                    "Workshop",
                    "Town Centre",
                    "Tax Stand",
                    "Guardhouse",
                )
            )
            and "Helena 1" in line
            for line in text.splitlines()
        ) or went in ("black_market", "guildhall", "recall")
        assert state.ai.home < 20 or went == "recall"
        assert ai == 1


async def test_new_game_says_the_ai_deck_is_unofficial_and_needs_an_ai_alone(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.push_screen(NewGameScreen(GAME))
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        assert "Unofficial AI deck" in screen_text(app)
        assert screen.query_one("#players").value == 1  # alone, against Constantine by default
        screen.query_one("#opt-automa").value = "none"
        await settle(pilot)
        await pilot.press("f5")  # 1 player, no AI chosen
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen) and app.table is None
        refusal = str(screen.query_one("#setup-error").render())  # refused where the config is made
        assert "AI opponent" in refusal and "helena" in refusal


async def test_rules_screen_says_the_ai_deck_is_unofficial(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_rules("architects")
        await settle(pilot, 3)
        assert "Unofficial AI deck" in screen_text(app)


async def new_game_from_title(pilot: Any, app: MeepleApp, players: int, kinds: tuple[str, ...], options: dict) -> None:
    """The `make play` path: the title's New game, the game's number, the form, F5."""
    from tui.screens.title import GamePickScreen, game_choices

    await settle(pilot)
    await pilot.press("n")
    await settle(pilot)
    assert isinstance(app.screen, GamePickScreen)
    await pilot.press(str([g[0] for g in game_choices()].index("architects") + 1))
    await settle(pilot)
    screen = app.screen
    assert isinstance(screen, NewGameScreen)
    screen.query_one("#players").value = players
    await settle(pilot)
    for name, value in options.items():
        screen.query_one(f"#opt-{name}").value = value
    for seat, kind in enumerate(kinds):
        screen.query_one(f"#kind-{seat}").value = kind
    await pilot.press("f5")
    await settle(pilot, 3)
    assert app.table is not None and app.table.game.id == "architects"


async def wait_for_choices(pilot: Any, app: MeepleApp) -> TableScreen:
    """Bots and the AI may move first; stop at the first human decision (past any hand-off)."""
    for _ in range(200):
        await pilot.pause(0.02)
        if isinstance(app.screen, HandoffScreen):
            await through_handoff(pilot, app)
        screen = app.screen
        if isinstance(screen, TableScreen) and (screen.actions.shown or screen.composing):
            check_app_privacy(app)
            return screen
    raise AssertionError("no human decision came")


async def test_new_game_screen_starts_hotseat_bots_and_solo_on_the_architects_screen(tmp_path: Path) -> None:
    modes = (
        ("hot-seat", 2, ("human", "human"), {}),
        ("vs bots", 3, ("human", "bot:greedy", "bot:random"), {"variant_boards": True}),
        ("solo", 1, ("human",), {"automa": "helena"}),
    )
    for mode, players, kinds, options in modes:
        app = MeepleApp(tmp_path / mode, pace=0)
        async with app.run_test(size=(80, 24)) as pilot:
            await new_game_from_title(pilot, app, players, kinds, options)
            session = app.table.session
            assert session.config.players == players, mode
            for name, value in options.items():
                assert session.config.get(name) == value, mode
            assert [s.kind for s in session.seats] == [k.split(":")[0] for k in kinds], mode
            table = await wait_for_choices(pilot, app)
            assert type(table.query_one("#board")).__module__ == "tui.games.architects.board", mode
            assert type(table.query_one("#private")).__module__ == "tui.games.architects.private", mode
            text = screen_text(app)
            assert ("Drawn: keep 3" if mode == "solo" else "Your draft pack") in text, mode
            before = len(session.log)
            await choose(pilot, app, lambda a: isinstance(a, (A.Pick, A.KeepCards)))
            assert len(app.table.session.log) > before, mode
            if mode == "solo":
                await wait_for_choices(pilot, app)
                assert "Constantine" not in screen_text(app) and "Helena" in screen_text(app)
            if mode == "vs bots":  # the bots picked too: the draft moved on to round 2
                await wait_for_choices(pilot, app)
                assert app.table.state.draft is not None and app.table.state.draft.round == 2


def test_refresh_spaces_and_the_ai_score_are_drawn() -> None:
    from rules.architects.data import catalog as cat
    from tests.architects.helpers import edit, started
    from tui.games.architects.board import guildhall_text
    from tui.games.architects.opponents import owner_text

    state = started(2, seed=4, automa="constantine", guildhall_refresh=True)
    view = GAME.view(state, 0)
    text = guildhall_text(view, ("Ann", "Bob")).plain
    rows = [line for line in text.splitlines() if line.startswith("Row ")]
    assert len(rows) == 4
    for row in cat().refresh_rows:
        assert rows[row - 1].split()[2 + cat().refresh_column - 1] == "F", rows
    assert "F: a worker there refreshes the Workshop" in text
    plain = guildhall_text(GAME.view(started(2, seed=4), 0), ("Ann", "Bob")).plain
    assert " F " not in plain and "F:" not in plain

    ai = state.ai_index
    state = edit(state, ai, cathedral=2, virtue=12, marble=3, debts=1)
    text = owner_text(GAME.view(state, 0), ai, ("Ann", "Bob")).plain
    assert "Score now: 8 (cathedral +4, virtue +3, marble +3, Guildhall workers +0, debts -2, prison +0)" in text


class _TableOf:
    """The two things hot-seat seating reads from a table, over a prepared state."""

    over = False

    def __init__(self, state: Any) -> None:
        self.state = state

    def to_act(self) -> frozenset[int]:
        return GAME.to_act(self.state)


def test_hand_off_before_a_gatekeeper_or_an_end_effect_of_another_human() -> None:
    """Mid-turn decisions of another human (reset step 3, end-game ordering) need a hand-off."""
    import attrs

    from rules.architects.state import GatekeeperFrame
    from rules.architects.turns import finish_game
    from rules.core.engine import step
    from tests.architects.helpers import edit, empty, imprison, started, turn_of
    from tui.table.seating import Seating

    state = turn_of(started(3, seed=3), 0)
    state = attrs.evolve(state, market=(1, 2, -1))
    state = imprison(edit(state, 1, apprentices=("gatekeeper-1",)), 1, 2)
    state = edit(state, 0, silver=3)
    table = _TableOf(state)
    seating = Seating(table, (0, 1, 2))
    seating.sit(0)
    assert seating.handoff_due() is None
    table.state = step(GAME, state, A.Place("black_market", "3"), 0).state  # the reset's step 3
    assert table.state.decisions == (GatekeeperFrame(1),) and GAME.to_act(table.state) == {1}
    assert seating.handoff_due() == 1
    seating.hide()
    assert seating.settle() is None  # nothing private is drawn before the pass
    seating.sit(1)
    table.state = step(GAME, table.state, A.Release(2), 1).state
    (following,) = GAME.to_act(table.state)  # the next turn's player
    assert seating.handoff_due() == (None if following == 1 else following)

    state = started(3, seed=10)
    for seat in (0, 1):
        state = edit(
            empty(state, seat),
            seat,
            buildings=("b-castle", "b-dungeon") if seat == 0 else ("b-observatory", "b-chapel"),
            gold=4,
            marble=4,
        )
    state = finish_game(attrs.evolve(state, turn=state.order.index(0)))
    table = _TableOf(state)
    seating = Seating(table, (0, 1, 2))
    seating.sit(0)
    assert GAME.to_act(state) == {0} and seating.handoff_due() is None
    state = step(GAME, state, A.ResolveEnd("b-castle"), 0).state
    table.state = step(GAME, state, A.ResolveEnd("b-dungeon"), 0).state
    assert GAME.to_act(table.state) == {1} and seating.handoff_due() == 1


async def test_the_composers_words_name_the_seats_under_a_hand_off_too(tmp_path: Path) -> None:
    """A composer drawn under the hand-off (the next player's turn, made while it waits) words
    captures with the seats' names, read from the table, not from the screen on top."""
    from textual._context import active_app

    from tui.games.architects import compose as words

    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        start(app, 2, {}, ("human", "human"))
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)
        token = active_app.set(app)
        try:
            assert words._names() == ("Ann", "Bob")
        finally:
            active_app.reset(token)


def test_the_table_lists_the_moves_held_back_for_the_seat_to_act_only() -> None:
    """The `w` key's list (Table.unavailable) is the rules' why_not for the seat to act, by name."""
    from tui.table.table import Table

    config = make_config(GAME.options, 2, {}, GAME.min_players, GAME.max_players)
    table = Table.new(GAME, config, (SeatConfig("Ann"), SeatConfig("Bob")), 7)
    while table.state.phase == "draft":
        seat = min(table.to_act())
        table.play(seat, table.legal(seat)[0])
    seat = min(table.to_act())
    held = table.unavailable(seat)
    assert held == GAME.why_not(table.state, seat, ("Ann", "Bob"))
    assert any(reason.what == "Mines: take gold" for reason in held)  # the first worker there takes clay only
    assert table.unavailable(1 - seat) == ()
