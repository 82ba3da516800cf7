"""7 Wonders Duel screen: keyboard flows through the shell, labels, drawings, privacy at every step."""

from __future__ import annotations

import functools
import io
import json
import random
from pathlib import Path
from typing import Any

import attrs
import pytest
from rich.console import Console

from rules.core.engine import SPECTATOR
from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from rules.duel import data as D
from rules.duel.actions import BuildWonder, Construct, Discard, TakeWonder
from rules.duel.costs import Payment, Purchase
from rules.duel.state import CardOffer, WonderOffer
from tests.tui.duel_pyramid import layout_slots
from tests.tui.privacy import assert_no_secrets, screen_text, visible_text
from tui.app import MeepleApp
from tui.games import board_for
from tui.games.duel import action_label, drawing
from tui.games.duel import agora as agora_text
from tui.games.duel import text as T
from tui.games.duel.cardinfo import CardInfoScreen
from tui.games.duel.widgets import Board, PrivatePanel
from tui.screens.dialogs import GameOverScreen
from tui.screens.handoff import HandoffScreen
from tui.screens.newgame import NewGameScreen
from tui.screens.table import TableScreen
from tui.screens.title import GamePickScreen, TitleScreen, game_choices

GAME = get_game("duel")
DUEL_KEY = str([g[0] for g in game_choices()].index("duel") + 1)


# ----------------------------------------------------------------------------- helpers


async def settle(pilot: Any, times: int = 1) -> None:
    for _ in range(times):
        await pilot.pause()


#: Secret ids that are everyday words of the screen's own text: "press Enter" on the hand-off
#: screen, "senate" all over Agora (the Senate card is a secret while face down or removed).
SHELL_WORDS = frozenset({"press", "senate"})
#: Component names the screen's own headings use ("Senate:" over the chambers).
HEADING_WORDS = frozenset({"Senate"})


@functools.cache
def _telling_names() -> dict[str, str]:
    """id -> name for names that identify one component (not shared, not inside another name)."""
    names = T.names_by_id()
    every = set(names.values())
    shared = {n for n in every if list(names.values()).count(n) > 1 or any(n != m and n in m for m in every)}
    return {i: n for i, n in names.items() if n not in shared and n not in HEADING_WORDS}


class DuelSecrets:
    """`GAME.secrets` as the screen would show them: the ids, and the names the widgets print."""

    def secrets(self, state: Any, viewer: int) -> frozenset[str]:
        ids = GAME.secrets(state, viewer) - SHELL_WORDS
        names = _telling_names()
        return ids | {names[i] for i in ids if i in names}


PRIVACY = DuelSecrets()


def check_privacy(app: MeepleApp) -> None:
    """No secret the shown seat may not see; on a hand-off screen, no secret of anyone."""
    controller = app.table
    if controller is None:
        return
    state = controller.state
    if isinstance(app.screen, HandoffScreen) or app.seating.shown is None:
        for seat in (0, 1, SPECTATOR):
            assert_no_secrets(app, PRIVACY, state, seat)
    else:
        assert_no_secrets(app, PRIVACY, state, app.seating.shown)


def plain(widget: Any) -> str:
    """A Static's whole content as text (rendered wide, so nothing is cut)."""
    console = Console(width=200, record=True, file=io.StringIO(), color_system=None)
    console.print(widget.content)
    return console.export_text()


def board_text(app: MeepleApp) -> str:
    return "\n".join(plain(s) for s in app.screen.query(".game-board Static"))


def private_text(app: MeepleApp) -> str:
    return plain(app.screen.query_one(".game-private"))


def labels(app: MeepleApp) -> list[str]:
    return [label for label, _ in app.screen.actions.shown]


def number_of(app: MeepleApp, kind: type) -> str:
    """The key (1-9) of the first listed action of class `kind`."""
    for index, (_, action) in enumerate(app.screen.actions.shown[:9], start=1):
        if isinstance(action, kind):
            return str(index)
    raise AssertionError(f"no {kind.__name__} among the first 9 actions: {labels(app)[:9]}")


async def step(pilot: Any, app: MeepleApp, key: str) -> None:
    await pilot.press(key)
    await settle(pilot)
    check_privacy(app)


async def pass_handoff(pilot: Any, app: MeepleApp, name: str | None = None) -> None:
    assert isinstance(app.screen, HandoffScreen), app.screen
    if name is not None:
        assert f"Pass to {name}" in screen_text(app)
    check_privacy(app)
    await step(pilot, app, "space")  # the hand-off is passed by Space, never by Enter
    assert isinstance(app.screen, TableScreen)


async def play_to_end(pilot: Any, app: MeepleApp, limit: int = 400) -> None:
    """Pick the first action at every human decision until the game-over screen shows."""
    for _ in range(limit):
        check_privacy(app)
        if isinstance(app.screen, GameOverScreen):
            return
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("space")
        elif isinstance(app.screen, TableScreen):
            if app.screen.actions.shown:
                await pilot.press("1")  # waits until the app (and the bot's reply) is idle
            else:
                await pilot.pause(0.02)  # the bot is still thinking
        else:
            raise AssertionError(f"unexpected screen {app.screen!r}")
    raise AssertionError("the game did not end")


async def choose_select(pilot: Any, app: MeepleApp, selector: str, steps: int) -> None:
    app.screen.query_one(selector).focus()
    await pilot.press("enter")
    await pilot.pause()
    for _ in range(abs(steps)):
        await pilot.press("down" if steps > 0 else "up")
    await pilot.press("enter")
    await pilot.pause()


# ----------------------------------------------------------------------------- flows


async def test_hotseat_keyboard_flow_draft_build_undo_save_resume(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, TitleScreen)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, GamePickScreen)
        await pilot.press(DUEL_KEY)
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        screen = app.screen
        screen.query_one("#name-0").value = "Alice"
        screen.query_one("#name-1").value = "Bob"
        screen.query_one("#seed").value = "7"
        await choose_select(pilot, app, "#kind-1", -2)  # Bot: greedy -> Human
        assert screen.query_one("#kind-1").value == "human"
        await pilot.press("f5")
        await settle(pilot)
        controller = app.table
        assert controller is not None and controller.game.id == "duel"

        # draft: Alice picks, then Bob picks twice in a row (his first pick can be undone)
        await pass_handoff(pilot, app, "Alice")
        assert "Wonder draft" in board_text(app) and "Wonders on offer" in board_text(app)
        assert all(label.startswith("Take ") for label in labels(app))
        offered = [a.wonder for _, a in app.screen.actions.shown]
        await step(pilot, app, "1")
        assert controller.state.players[0].wonders[0].id == offered[0]
        await pass_handoff(pilot, app, "Bob")
        await step(pilot, app, "2")
        assert len(controller.session.log) == 2 and app.table_screen.snapshot.can_undo
        await step(pilot, app, "u")
        assert len(controller.session.log) == 1 and controller.state.players[1].wonders == ()
        while controller.state.phase == "draft":
            if isinstance(app.screen, HandoffScreen):
                await pass_handoff(pilot, app)
            await step(pilot, app, "1")
        assert [len(p.wonders) for p in controller.state.players] == [4, 4]

        # Age I: Alice (who made the last draft pick) builds a card by its number
        assert isinstance(app.screen, TableScreen) and app.seating.shown == 0
        text = board_text(app)
        assert "Age I" in text and "Military" in text and "@" in text and "Cities" in text
        assert "[" in text and "Can take:" in text
        assert "Your coins: 7" in private_text(app) and "Cards you can take" in private_text(app)
        key = number_of(app, Construct)
        chosen = app.screen.actions.shown[int(key) - 1]
        assert chosen[0].startswith("Build [") and " for " in chosen[0]
        await step(pilot, app, key)
        assert chosen[1].card in controller.state.players[0].buildings
        assert json.loads(controller.save_path.read_text())["log"], "autosaved"
        await pass_handoff(pilot, app, "Bob")
        assert not app.table_screen.snapshot.can_undo  # Alice's build is not Bob's to undo

        await step(pilot, app, "s")
        saved = json.loads(controller.save_path.read_text())
        moves = len(saved["log"])
        await pilot.press("ctrl+q")
        await settle(pilot)

    # resume with Continue: the hand-off comes first, then play on
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("c")
        await settle(pilot)
        controller = app.table
        assert controller is not None and len(controller.session.log) == moves
        await pass_handoff(pilot, app, "Bob")
        for _ in range(6):
            if isinstance(app.screen, HandoffScreen):
                await pass_handoff(pilot, app)
            await step(pilot, app, "1")
        assert len(controller.session.log) == moves + 6


async def test_human_against_greedy_bot_to_the_end(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        config = make_config(GAME.options, 2, {"agora": False}, 2, 2)
        # seed 52: picking the first action each time, Ann loses to military supremacy in ~26 moves
        app.start_new_game(GAME, config, (SeatConfig("Ann"), SeatConfig("Robo", "bot", "greedy")), 52)
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)  # one human: no hand-off
        check_privacy(app)
        assert app.screen.has_class("-wide")
        await play_to_end(pilot, app)
        text = screen_text(app)
        assert "Game over" in text and "Total" in text and "military" in text and "Winner" in text
        assert app.table.over
        await pilot.press("escape")  # back to the table: the board says who won
        await settle(pilot)
        assert "Game over:" in board_text(app)
        check_privacy(app)


async def test_agora_game_against_greedy_bot_to_the_end(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        config = make_config(GAME.options, 2, {"agora": True}, 2, 2)
        # seed 50: a short game (a political victory when these rules were written)
        app.start_new_game(GAME, config, (SeatConfig("Ann"), SeatConfig("Robo", "bot", "greedy")), 50)
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        text = board_text(app)
        assert (
            "Agora" in text and "Senate:" in text and "Chamber 1 · left · 1 VP" in text and "Conspiracy deck:" in text
        )
        assert "decree: face down" in text and "Your conspiracies" in private_text(app)
        await play_to_end(pilot, app)
        assert app.table.over and "Game over" in screen_text(app)


# ----------------------------------------------------------------------------- pieces


def _offer_view(**changes: Any) -> Any:
    """A real view from the start of Age I, with the costs replaced to pin the wording."""
    config = make_config(GAME.options, 2, {}, 2, 2)
    state = GAME.setup(config, 3)
    while state.phase == "draft":
        state = GAME.apply(state, GAME.legal_actions(state, min(GAME.to_act(state)))[0], random.Random(0))
    view = GAME.view(state, 0)
    return attrs.evolve(view, **changes)


def test_labels_show_costs_from_the_view() -> None:
    stone = Payment(purchases=(Purchase("stone", 1, 2),))
    view = _offer_view(
        offers=(CardOffer(0, "baths", stone, True, 3),),
        wonder_offers=(WonderOffer("the_pyramids", Payment(purchases=(Purchase("stone", 1, 1),)), True),),
    )
    assert action_label(Construct("baths"), view) == "Build [Bl] Baths for 2 coins (stone bought for 2)"
    assert action_label(Discard("baths"), view) == "Discard [Bl] Baths for 3 coins"
    assert action_label(BuildWonder("baths", "the_pyramids"), view) == (
        "Build The Pyramids for 1 coin (stone bought for 1), tucking [Bl] Baths under it"
    )
    assert action_label(TakeWonder("the_pyramids"), view).startswith("Take The Pyramids in the wonder draft (")
    assert T.payment_text(Payment(chain=True), "lumber_yard") == "free by chain (Lumber Yard)"
    assert T.payment_text(Payment(coins=1, purchases=(Purchase("glass", 2, 3),))) == (
        "7 coins (1 printed, 2 glass bought at 3 each)"
    )


def test_full_names_wrap_without_losing_a_letter() -> None:
    for name in T.names_by_id().values():
        for width in (6, 8, 11):
            lines = drawing.wrap_name(name, width)
            assert all(len(line) <= width for line in lines)
            assert "".join(line.removesuffix("-") for line in lines).replace(" ", "") == name.replace(" ", "")


def test_short_names_fit_and_stay_distinct() -> None:
    for card in D.load().cards:
        for width in (4, 6, 11):
            assert 0 < len(T.short_name(card, width)) <= width
    assert T.short_name("lumber_yard", 5) == "LumYa" and T.short_name("lumber_yard", 4) == "LumY"
    assert T.short_name("baths", 6) == "Baths"


@pytest.mark.parametrize("width", [34, 44])
def test_every_layout_fits_the_board_column(width: int) -> None:
    for (variant, age), layout in D.load().layouts.items():
        slots = layout_slots(layout)
        lines = drawing.Pyramid(slots).lines(width)
        assert lines and max(len(line.plain) for line in lines) <= width, (variant, age)
        assert sum(line.plain.count("[") for line in lines) == sum(not s.covered_by for s in layout.slots)


def test_track_marks_pawn_zones_and_tokens() -> None:
    lines = [line.plain for line in drawing.track_lines(-4, ("loot_5_p1_side", "loot_2_p2_side"), ("Ann", "Bo"))]
    assert lines[0].startswith("Ann") and lines[0].endswith("Bo")
    track = lines[1]
    assert track.count("@") == 1 and track.count("|") == 8
    centre = track.index("|", track.index("|", track.index("|", track.index("|") + 1) + 1) + 1) + 1
    assert track.index("@") < centre  # toward Ann's capital, on the left
    assert "-5c" in lines[3] and "-2c" in lines[3] and "10" in lines[2]
    assert "Bo leads (5 VP now)" in drawing.military_summary(-4, ("Ann", "Bo"))


def test_agora_board_is_public_and_private_panel_has_own_plots() -> None:
    @attrs.frozen
    class Chamber:
        number: int
        cubes: tuple[int, int]
        controller: int | None
        decrees: tuple[str, ...]
        face_down_decrees: int

    @attrs.frozen
    class Plot:
        conspiracy: str | None
        card: str | None

    @attrs.frozen
    class Player:
        seat: int
        hand: tuple[str, ...]
        hand_size: int
        prepared: tuple[Plot, ...]
        recruit_cost: int = 2

    @attrs.frozen
    class Agora:
        chambers: tuple[Chamber, ...]
        players: tuple[Player, ...]
        deck_size: int
        drawn: tuple[str, ...] = ()

    decree = next(iter(D.load().agora.decrees))
    view = Agora(
        chambers=(Chamber(1, (2, 1), 0, (decree,), 0), Chamber(2, (0, 0), None, (), 1)),
        players=(Player(0, ("blackmail",), 1, (Plot("extortion", "baths"),)), Player(1, (), 2, (Plot(None, "altar"),))),
        deck_size=9,
    )
    public = "\n".join(line.plain for line in agora_text.board_lines(view, ("Ann", "Bo")))
    assert agora_text.decree_short(decree) in public and "decree: face down" in public
    assert "Chamber 1 · left · 1 VP" in public and "Ann 2, Bo 1: Ann controls" in public  # whole words and names
    assert "Ann 0, Bo 0: nobody controls" in public
    assert "Conspiracy deck: 9" in public and "hidden over Altar" in public and "2 in hand" in public
    assert "Blackmail" not in public and "Extortion" not in public  # own plots stay in the private panel
    private = "\n".join(line.plain for line in agora_text.private_lines(view, 0))
    assert "Blackmail (not prepared)" in private and "Extortion (prepared, over Baths)" in private


def test_chamber_lines_fit_80_columns_in_whole_words_and_names() -> None:
    """At 80x24 the board column is 37 cells: each chamber reads 'Chamber 4 · centre · 3 VP', the cubes with
    the names as typed and who controls, its decree; a long line wraps under its own start."""
    state = GAME.setup(make_config(GAME.options, 2, {"agora": True}, 2, 2), 5)
    view = GAME.view(state, 0)
    drawn = drawing.Hanging(agora_text.board_lines(view.agora, ("Ann", "Robo"))).at(37).plain.splitlines()
    assert all(len(line) <= 37 for line in drawn), drawn
    assert "Chamber 3 · centre · 3 VP" in drawn and "  Ann 0, Robo 0: nobody controls" in drawn
    assert not any("ctrl" in line for line in drawn)
    long = drawing.Hanging(agora_text.board_lines(view.agora, ("Annabelle", "Roberta"))).at(37).plain
    assert all(len(line) <= 37 for line in long.splitlines())
    assert "  Annabelle 0, Roberta 0: nobody\n    controls" in long  # wrapped under its own start, names whole


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_the_legend_names_the_key_that_brings_the_card_cursor(tmp_path: Path, size) -> None:
    """The legend tells how to reach the cursor it names: Tab to the board, arrows move it."""
    assert "Tab" in drawing.LEGEND and ">Xx<" in drawing.LEGEND and "arrows" in drawing.LEGEND
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=size) as pilot:
        await _vs_bot(app, pilot)
        board = app.screen.query_one(Board)
        for _ in range(6):  # Tab walks the table's parts until the board has the focus
            if board.has_focus:
                break
            await pilot.press("tab")
            await settle(pilot)
        assert board.has_focus
        assert ">" in plain(app.screen.query_one("#duel-structure"))


async def test_widgets_render_alone_and_clear() -> None:
    view = _offer_view()
    board, private = Board(), PrivatePanel()
    from textual.app import App

    class Harness(App[None]):
        def compose(self):
            yield board
            yield private

    async with Harness().run_test(size=(50, 60)) as pilot:
        board.update_view(view, 0)
        private.update_view(view, 0)
        await pilot.pause()
        assert "Player 1" in visible_text(pilot.app) and "Your coins" in plain(private)
        private.update_view(view, 1)  # never another seat's costs
        assert plain(private).strip() == ""
        private.update_view(view, 0)
        private.clear()
        assert plain(private).strip() == ""
    assert board_for("duel").Board is Board


# ----------------------------------------------------------------------------- pyramid names, card info


async def _vs_bot(app: MeepleApp, pilot: Any, seed: int = 52) -> None:
    await settle(pilot)
    config = make_config(GAME.options, 2, {"agora": False}, 2, 2)
    app.start_new_game(GAME, config, (SeatConfig("Ann"), SeatConfig("Robo", "bot", "greedy")), seed)
    await settle(pilot, 3)
    assert isinstance(app.screen, TableScreen)
    while app.table.state.phase == "draft":  # Ann takes the first wonder offered
        await pilot.press("1") if app.screen.actions.shown else await pilot.pause(0.02)
    await settle(pilot, 2)


@pytest.mark.parametrize("size, full", [((80, 24), False), ((120, 40), True)])
async def test_pyramid_names_in_full_where_the_width_allows(tmp_path: Path, size, full) -> None:
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=size) as pilot:
        await _vs_bot(app, pilot)
        structure = app.screen.query_one("#duel-structure")
        pyramid = structure.content
        width = structure.content_region.width
        assert pyramid.full_names(width) is full
        drawn = "\n".join(line.plain for line in pyramid.lines(width))
        shown = [s.card for s in pyramid.slots if s.card is not None and not s.taken]
        assert shown
        inner = pyramid.cell_width(width) - 1
        console = Console(width=width, record=True, file=io.StringIO(), color_system=None)
        console.print(pyramid)
        rendered = console.export_text()
        if full:  # every face-up name in full, wrapped over the card's lines
            for card in shown:
                assert all(piece in drawn for piece in drawing.wrap_name(T.name(card), inner)), card
            assert "Short names:" not in rendered
        else:
            for card in shown:
                assert T.short_name(card, inner) in drawn
            legend = " ".join(rendered.split())
            assert "Short names:" in legend
            assert all(T.name(c) in legend for c in shown if T.short_name(c, inner) != T.name(c))
        check_privacy(app)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
async def test_card_cursor_and_card_info(tmp_path: Path, size) -> None:
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=size) as pilot:
        await _vs_bot(app, pilot)
        board = app.screen.query_one(Board)
        board.focus()
        await settle(pilot)
        first = board.cursor
        assert first is not None and ">" in plain(app.screen.query_one("#duel-structure"))
        await step(pilot, app, "right")
        assert board.cursor != first
        view = app.screen.query_one(Board)._view
        card = next(s.card for s in view.structure if s.index == board.cursor)
        await step(pilot, app, "i")
        assert isinstance(app.screen, CardInfoScreen)
        text = plain(app.screen.query_one("#card-info-text"))
        assert T.name(card) in text and "For you now" in text and "discard: take" in text
        assert "Printed cost" in text
        check_privacy(app)
        await step(pilot, app, "escape")
        assert isinstance(app.screen, TableScreen)
        await step(pilot, app, "enter")  # Enter on the board opens it too
        assert isinstance(app.screen, CardInfoScreen)
        await step(pilot, app, "escape")
        assert isinstance(app.screen, TableScreen) and board.has_focus


async def test_a_move_remakes_only_the_sections_it_changed(monkeypatch: pytest.MonkeyPatch) -> None:
    """The board makes a section's words again only when what it is made from changed: a view
    where only a player's coins differ remakes the cities, not the military track or tokens,
    and the panels show the new coins."""
    import tui.games.duel.widgets as Wd

    made: list[str] = []
    for name in ("military_text", "progress_section", "cities_section"):
        maker = getattr(Wd, name)
        monkeypatch.setattr(Wd, name, functools.wraps(maker)(lambda *a, _m=maker, _n=name: made.append(_n) or _m(*a)))
    view = _offer_view()
    board = Board()
    from textual.app import App

    class Harness(App[None]):
        def compose(self):
            yield board

    async with Harness().run_test(size=(50, 90)) as pilot:
        board.update_view(view, 0)
        await pilot.pause()
        assert sorted(made) == ["cities_section", "military_text", "progress_section"]
        made.clear()
        board.update_view(view, 0)  # the same view again: nothing made
        assert made == []
        richer = attrs.evolve(view, players=(attrs.evolve(view.players[0], coins=41), view.players[1]))
        board.update_view(richer, 0)
        await pilot.pause()
        assert made == ["cities_section"]
        assert "41" in plain(board.query_one("#duel-cities"))
