"""Princes of Florence screen: a hot-seat auction with three humans, a solo round against the automa.

Every step checks that nothing hidden from the seat shown is on the screen: the ids of
`game.secrets` (tests.tui.privacy) and the names the screen would draw of other seats'
hidden cards (tests.tui.test_leak.florence_phrases); on a hand-off, nothing of anyone.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import pytest

from rules.core.engine import SPECTATOR
from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from rules.florence import actions as A
from rules.florence.data import load
from rules.florence.describe import card_name
from rules.florence.state import PlaceFrame
from tests.tui.privacy import _occurs, assert_no_secrets, screen_text, visible_text
from tests.tui.test_leak import florence_phrases
from tui.app import MeepleApp
from tui.games.florence.placer import EstatePlacer
from tui.screens.handoff import HandoffScreen
from tui.screens.table import TableScreen

GAME = get_game("florence")
SIZES = {"80x24": (80, 24), "120x40": (120, 40)}


async def settle(pilot: Any, times: int = 3) -> None:
    for _ in range(times):
        await pilot.pause()


def check_privacy(app: MeepleApp) -> None:
    """No secret of another seat, by id or by name; on a hand-off, nobody's."""
    table, seating = app.table, app.seating
    if table is None or seating is None:
        return
    if isinstance(app.screen, HandoffScreen) or seating.shown is None:
        viewers = [*range(len(table.seats)), SPECTATOR]
    else:
        viewers = [seating.shown if seating.shown >= 0 else SPECTATOR]
    text = screen_text(app)
    for viewer in viewers:
        assert_no_secrets(app, GAME, table.state, viewer)
        leaked = sorted(p for p in florence_phrases(GAME, table.state, viewer) if _occurs(p, text))
        assert not leaked, f"seat {viewer} sees {leaked}"


async def through_handoff(pilot: Any, app: MeepleApp) -> None:
    while isinstance(app.screen, HandoffScreen):
        check_privacy(app)
        assert "Pass to" in screen_text(app)
        await pilot.press("space")
        await settle(pilot)
        check_privacy(app)


async def choose(pilot: Any, app: MeepleApp, wanted: Callable[[Any], bool]) -> Any:
    """Pick the first listed action matching `wanted` with the keyboard (a digit, or arrows + enter)."""
    await through_handoff(pilot, app)
    table = app.screen
    assert isinstance(table, TableScreen)
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
    check_privacy(app)
    return action


def labels(app: MeepleApp) -> list[str]:
    return [label for label, _ in app.screen.actions.shown]


def placer(app: MeepleApp) -> EstatePlacer:
    return app.screen.query_one(EstatePlacer)


def start(app: MeepleApp, players: int, kinds: tuple[str, ...], options: dict | None = None, seed: int = 3) -> None:
    config = make_config(GAME.options, players, options or {}, GAME.min_players, GAME.max_players)
    seats = tuple(
        SeatConfig(name) if kind == "human" else SeatConfig(name, "bot", "greedy")
        for name, kind in zip(("Ann", "Bob", "Cy"), kinds)
    )
    app.start_new_game(GAME, config, seats, seed)


async def draft(pilot: Any, app: MeepleApp) -> None:
    """Each human returns the first of the four professions dealt."""
    while app.table.state.phase == "draft":
        await through_handoff(pilot, app)
        text = screen_text(app)
        assert "Draft" in text and "Florins:" in text and "Return the " in text
        await choose(pilot, app, lambda a: isinstance(a, A.ReturnCard))


async def rules_key_then_turn(pilot: Any, app: MeepleApp, widget: EstatePlacer) -> None:
    """While placing, `r` still opens the rules (the tile stays as it was) and `c` turns the tile."""
    from tui.screens.rules import RulesScreen

    orientation = widget.orientation
    await pilot.press("r")
    await settle(pilot)
    assert isinstance(app.screen, RulesScreen) and widget.orientation == orientation
    await pilot.press("escape")
    await settle(pilot)
    assert isinstance(app.screen, TableScreen) and widget.has_focus
    assert "c turn, f flip" in screen_text(app)
    await pilot.press("c")
    await settle(pilot)
    assert widget.orientation != orientation


async def place_with_cursor(pilot: Any, app: MeepleApp) -> None:
    """At a placement: the cursor shows a refused spot with its reason, `n` finds a legal one, enter places it."""
    await through_handoff(pilot, app)
    state = app.table.state
    frame = state.decisions[-1]
    assert isinstance(frame, PlaceFrame)
    seat = frame.actor
    before = len(state.players[seat].tiles)
    widget = placer(app)
    assert widget.display and widget.has_focus
    assert "Place the " in screen_text(app) and "legal spot" in screen_text(app)
    c = load().constants
    if load().piece_by_id[widget.piece].kind == "building":  # the cost, by the builders owned
        assert f"paid {c.build_cost[min(state.players[seat].builders, 3)]}; +3 prestige" in screen_text(app)
    await rules_key_then_turn(pilot, app, widget)
    await pilot.press("f")
    for _ in range(7):
        await pilot.press("down", "left")
    await settle(pilot)
    check_privacy(app)
    text = screen_text(app)
    assert "NOT HERE:" in text and widget.problem() in text  # the rules' own reason, word for word
    await pilot.press("enter")  # a refused spot sends nothing
    await settle(pilot)
    assert len(app.table.state.players[seat].tiles) == before
    await pilot.press("n")
    await settle(pilot)
    assert "LEGAL: enter places it" in screen_text(app)
    chosen = widget.chosen_action()
    assert chosen is not None and chosen in GAME.legal_actions(app.table.state, seat)
    await pilot.press("enter")
    await settle(pilot)
    check_privacy(app)
    tiles = app.table.state.players[seat].tiles
    assert len(tiles) == before + 1
    assert (tiles[-1].piece, tiles[-1].orientation, tiles[-1].row, tiles[-1].col) == (
        chosen.piece,
        chosen.orientation,
        chosen.row,
        chosen.col,
    )


@pytest.mark.parametrize("size", SIZES)
async def test_hotseat_auction_with_three_humans(tmp_path: Path, size: str) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        start(app, 3, ("human", "human", "human"))
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)  # nothing private before the first hand-off
        check_privacy(app)
        await draft(pilot, app)
        await through_handoff(pilot, app)
        state = app.table.state
        opener = state.decisions[-1].actor
        head = visible_text(app)
        assert "Round 1 of 7" in head and "Work minimum this round" in head  # fits without scrolling
        text = screen_text(app)
        assert "Still to auction:" in text and "Florins: " in text and "Hand (work minimum" in text
        assert "M mansion" in text and "PP" in text  # the estates with their legend, prestige

        await choose(pilot, app, lambda a: a == A.OpenAuction("jester"))
        # the next seat: a bid or a pass, a short list in words
        await through_handoff(pilot, app)
        bidder = app.table.state.decisions[-1].actor
        assert bidder == (opener + 1) % 3
        shown = labels(app)
        assert len(shown) <= 3 and "Bid 300 for the jester" in shown and "Pass: out of this auction for good" in shown
        text = screen_text(app)
        assert "Bid: 200 for the jester" in text and "Still in:" in text
        await choose(pilot, app, lambda a: a == A.Bid(300))
        await choose(pilot, app, lambda a: isinstance(a, A.Pass))  # the third seat
        await choose(pilot, app, lambda a: isinstance(a, A.Pass))  # the opener: the bidder wins
        state = app.table.state
        assert state.players[bidder].jesters == 1
        assert state.auction.won[bidder] == "jester"
        await through_handoff(pilot, app)
        assert "Won: the jester by" in screen_text(app)

        # the opener lost: opens again, a forest this time, and wins it unopposed
        assert app.table.state.decisions[-1].actor == opener
        await choose(pilot, app, lambda a: a == A.OpenAuction("forest"))
        third = ({0, 1, 2} - {opener, bidder}).pop()
        assert app.table.state.decisions[-1].actor == third
        await choose(pilot, app, lambda a: isinstance(a, A.Pass))
        await place_with_cursor(pilot, app)
        await through_handoff(pilot, app)
        assert "f Forest" in screen_text(app)  # the forest on the opener's estate, in the legend


@pytest.mark.parametrize("size", SIZES)
async def test_solo_round_against_the_automa(tmp_path: Path, size: str) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=SIZES[size]) as pilot:
        await settle(pilot)
        start(app, 1, ("human",), {"automa": "hard"}, seed=5)
        await settle(pilot)
        await draft(pilot, app)
        text = screen_text(app)
        assert "Automa card" in text and "die + modifier" in text and "Virtual player 1" in text
        assert "Row: ?" in text and "Virtual player 2: ?" in text and "(? a face-down card)" in text
        await choose(pilot, app, lambda a: isinstance(a, A.SoloTry) and a.item == "jester")
        state = app.table.state
        frame = state.decisions[-1]
        text = screen_text(app)
        assert f"Roll: {frame.roll}" in text and f"the automa bids {frame.bid}" in text
        assert f"Take the jester for {frame.bid + 100}" in labels(app)
        placed = False
        for _ in range(60):
            state = app.table.state
            if state.round > 1 or state.phase == "over":
                break
            await through_handoff(pilot, app)
            frame = app.table.state.decisions[-1] if app.table.state.decisions else None
            if isinstance(frame, PlaceFrame) and not placed:
                await place_with_cursor(pilot, app)
                placed = True
                continue
            if isinstance(frame, PlaceFrame):
                await pilot.press("enter")  # the cursor starts on a legal spot
                await settle(pilot)
                continue
            shown = [a for _, a in app.screen.actions.shown]
            preferred = (A.SoloTake, A.Work, A.FinishWork, A.Build, A.KeepCard, A.PutUnder, A.SoloTry, A.EndTurn)
            for kind in preferred:
                if any(isinstance(a, kind) for a in shown):
                    await choose(pilot, app, lambda a, kind=kind: isinstance(a, kind))
                    break
            else:
                await choose(pilot, app, lambda a: True)
        state = app.table.state
        assert state.round == 2, "the solo round did not end"
        assert placed, "no tile was placed with the cursor"
        assert app.table.state.solo.automa.best_work or state.solo.events
        text = screen_text(app)
        assert "Automa" in text and "Prestige" in text


def _play_until(state: Any, done: Callable[[Any], bool], limit: int = 400) -> Any:
    import random

    from rules.core.engine import step

    bot, rng = GAME.bot("greedy"), random.Random(1)
    for _ in range(limit):
        if done(state):
            return state
        seat = min(GAME.to_act(state))
        state = step(GAME, state, bot.choose(GAME.view(state, seat), GAME.legal_actions(state, seat), rng), seat).state
    raise AssertionError("never reached")


def test_characters_and_the_two_player_auction_in_words() -> None:
    from tui.games.florence.board import auction_text, characters_text, supply_text

    config = make_config(GAME.options, 3, {"muses_and_ladies": True}, GAME.min_players, GAME.max_players)
    state = _play_until(GAME.setup(config, 2), lambda s: s.phase == "characters" and s.characters.pawns)
    view = GAME.view(state, 0)
    text = characters_text(view, ("Ann", "Bob", "Cy")).plain
    pawn = state.characters.pawns[0]
    name = load().character_by_id[pawn.character].name
    assert f"Banker's pot: {state.characters.pot}" in text
    assert f"{name} " in text and f"bid {pawn.space * 100} by" in text
    two = GAME.setup(make_config(GAME.options, 2, {}, GAME.min_players, GAME.max_players), 1)
    two = _play_until(two, lambda s: s.phase == "auction")
    words = auction_text(GAME.view(two, 0), ("Ann", "Bob")).plain
    assert "opens at 300" in words and "a landscape" in words and "a forest" not in words
    assert "Freedoms:" in supply_text(GAME.view(two, 1)).plain


def test_private_panel_draws_only_an_own_view() -> None:
    from tui.games.florence.private import private_text

    state = _play_until(GAME.setup(make_config(GAME.options, 3, {}, 1, 5), 4), lambda s: s.phase == "actions")
    own = private_text(GAME.view(state, 1)).plain
    assert f"Florins: {state.players[1].florins}" in own and "work minimum" in own
    for card in state.players[1].hand:
        if ":" in card:
            assert card_name(card) in own
    assert "owned +4" in own or "not owned (+4 once built)" in own


async def test_character_bid_through_the_composer(tmp_path: Path) -> None:
    """Muses & Ladies: the character auction is a composer (a character and hundreds), not 70 lines."""
    from rules.florence.compose import STEP
    from rules.florence.state import CharacterFrame

    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        start(app, 3, ("human", "bot", "bot"), {"muses_and_ladies": True}, seed=2)
        for _ in range(400):
            await pilot.pause(0.02)
            await through_handoff(pilot, app)
            state = app.table.state
            top = state.decisions[-1] if state.decisions else None
            if isinstance(top, CharacterFrame) and top.actor == 0 and app.screen.composing:
                break
            if isinstance(top, PlaceFrame) and top.actor == 0:
                await pilot.press("enter")
            elif isinstance(app.screen, TableScreen) and app.screen.actions.shown and 0 in GAME.to_act(state):
                await choose(pilot, app, lambda a: True)
        table = app.screen
        assert table.composing and "Character auction" in screen_text(app)
        check_privacy(app)
        composer = table.composer
        muse = load().character_by_id["muse"]
        taken = {p.character: p.space for p in app.table.state.characters.pawns}
        space = taken.get("muse", muse.low - 1) + 1
        for token, times in (("muse", 1), (STEP, space)):
            composer.rows.highlighted = composer.tokens.index(token)
            for _ in range(times):
                await pilot.press("plus")
        await settle(pilot)
        assert f"Bid {space * 100} for the Muse." in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        check_privacy(app)
        state = app.table.state
        assert (
            any(p.character == "muse" and p.seat == 0 for p in state.characters.pawns)
            or "muse" in state.players[0].characters
        )


async def test_shared_building_placed_across_the_seam(tmp_path: Path) -> None:
    """Shared Buildings: the cursor spans both boards, the payment is composed, the partner answers."""
    from rules.florence.state import SharedAnswerFrame, SharedPayFrame, SharedPlaceFrame, TurnFrame

    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        start(app, 2, ("human", "human"), {"shared_buildings": True}, seed=6)
        for _ in range(200):
            await settle(pilot)
            await through_handoff(pilot, app)
            state = app.table.state
            top = state.decisions[-1] if state.decisions else None
            if isinstance(top, SharedPlaceFrame):
                break
            if isinstance(top, PlaceFrame):
                await pilot.press("enter")
                await settle(pilot)
                continue
            shown = [a for _, a in app.screen.actions.shown]
            if isinstance(top, TurnFrame) and top.actor == 0 and any(isinstance(a, A.BuildShared) for a in shown):
                await choose(
                    pilot,
                    app,
                    lambda a: isinstance(a, A.BuildShared) and a.building == "library" or isinstance(a, A.BuildShared),
                )
                continue
            hurry = (A.Pass, A.GiveUp, A.DeclineLast, A.KeepRecruitment, A.EndTurn)
            await choose(pilot, app, lambda a: isinstance(a, hurry) or not any(isinstance(b, hurry) for b in shown))
        frame = app.table.state.decisions[-1]
        assert isinstance(frame, SharedPlaceFrame)
        widget = placer(app)
        assert widget.display and widget.has_focus
        text = screen_text(app)
        assert "Place the shared" in text and " | " in text
        await pilot.press("home")
        for _ in range(14):
            await pilot.press("left")
        await settle(pilot)
        assert "NOT HERE:" in screen_text(app) and widget.problem() in screen_text(app)
        await pilot.press("n")
        await settle(pilot)
        chosen = widget.chosen_action()
        assert chosen is not None and "LEGAL: enter places it" in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        check_privacy(app)
        assert isinstance(app.table.state.decisions[-1], SharedPayFrame)
        table = app.screen
        assert table.composing and "What you ask towards the shared" in screen_text(app)
        table.composer.rows.highlighted = 0
        await pilot.press("plus", "plus")
        await settle(pilot)
        assert "Ask for 200 florins" in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.table.state.decisions[-1], SharedAnswerFrame)
        await choose(pilot, app, lambda a: isinstance(a, A.AcceptShared))
        state = app.table.state
        assert [t.shared_with for t in state.players[0].tiles if t.piece == frame.building] == [1]
        assert [t.shared_with for t in state.players[1].tiles if t.piece == frame.building] == [0]


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (1, {"automa": "hard", "solo_players": "5"}),
        (2, {"muses_and_ladies": True, "shared_buildings": True}),
        (4, {}),
    ],
)
def test_a_saved_game_loads_back_to_the_same_state(tmp_path: Path, players: int, options: dict) -> None:
    """Saves round-trip: a hot-seat table with moves made (journal and whole-file rewrites) loads back equal,
    with the same legal choices, and plays on."""
    import random

    from tui.table.table import Table

    config = make_config(GAME.options, players, options, GAME.min_players, GAME.max_players)
    seats = tuple(SeatConfig(f"P{i + 1}") for i in range(players))
    table = Table.new(GAME, config, seats, 7, tmp_path)
    bot, rng = GAME.bot("random"), random.Random(7)
    for _ in range(150):
        if table.over:
            break
        seat = min(table.to_act())
        table.play(seat, bot.choose(GAME.view(table.state, seat), table.legal(seat), rng))
    assert table.save_path is not None and table.save_path.exists()
    loaded = Table.load(table.save_path)
    assert loaded.state == table.state and loaded.moves == table.moves
    for seat in table.to_act():
        assert loaded.legal(seat) == table.legal(seat)
    if not loaded.over:
        seat = min(loaded.to_act())
        loaded.play(seat, loaded.legal(seat)[0])
        assert loaded.moves == table.moves + 1


def test_placer_words_name_the_cost_the_prestige_and_the_hand_cards_gaining_4() -> None:
    """The placement panel of a building: its cells, the cost paid (by builders), +3 prestige, and the
    professions in hand that gain +4; a landscape says whether it scores."""
    import attrs

    from rules.florence.state import instance
    from tests.florence.helpers import action_turn, drafted, set_player, tile

    state = set_player(
        drafted(3), 0, builders=1, hand=(instance("profession", "composer"), instance("profession", "poet"))
    )
    state = attrs.evolve(action_turn(state, 0), decisions=(PlaceFrame(0, ("opera",)),))
    widget = EstatePlacer()
    widget._view, widget._viewer, widget._pieces, widget._key = GAME.view(state, 0), 0, ("opera",), "k"
    widget._to_first_legal()
    text = widget.render_text().plain
    assert "Place the Opera (5 cells)" in text and "paid 300; +3 prestige" in text
    assert "+4 to works of Composer" in text and "Poet" not in text
    assert "LEGAL: enter places it" in text and "legal spots in all" in text
    state = set_player(state, 0, tiles=(tile("lake", 0, 0, 0),))
    state = attrs.evolve(state, decisions=(PlaceFrame(0, ("lake",)),))
    widget._view, widget._pieces = GAME.view(state, 0), ("lake",)
    text = widget.render_text().plain
    assert "Place the Lake (4 cells)" in text and "+3 prestige (you own one)" in text and "paid" not in text


async def test_a_profession_draw_at_80x24_tells_each_card_and_orders_the_rest_in_one_key(tmp_path: Path) -> None:
    """Issue 22: each card offered to keep says its work value now; `p` shows the draw first in the private
    panel; the cards not kept go under the deck with one key ("this order")."""
    from rules.florence.state import DrawFrame, TurnFrame

    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        start(app, 3, ("human", "bot", "bot"), seed=3)
        for _ in range(300):
            await pilot.pause(0.02)
            await through_handoff(pilot, app)
            state = app.table.state
            top = state.decisions[-1] if state.decisions else None
            if app.table.bot_job() is not None or 0 not in GAME.to_act(state):
                continue
            if isinstance(top, TurnFrame) and A.DrawProfession() in GAME.legal_actions(state, 0):
                break
            if isinstance(top, PlaceFrame):
                await pilot.press("enter")
                continue
            hurry = (A.Pass, A.GiveUp, A.DeclineLast, A.KeepRecruitment, A.EndTurn)
            shown = [a for _, a in app.screen.actions.shown]
            await choose(pilot, app, lambda a: isinstance(a, hurry) or not any(isinstance(b, hurry) for b in shown))
        await choose(pilot, app, lambda a: a == A.DrawProfession())
        assert isinstance(app.table.state.decisions[-1], DrawFrame)
        shown = labels(app)
        assert all(label.startswith("Keep ") and ": work value now " in label for label in shown)
        await pilot.press("p")
        await settle(pilot)
        assert "Looking at the profession deck:" in visible_text(app)  # wrapped before "keep one"
        await pilot.press("p")
        await choose(pilot, app, lambda a: isinstance(a, A.KeepCard))
        rest = app.table.state.decisions[-1].cards
        assert labels(app)[0].startswith("All under the deck in this order: ")
        await choose(pilot, app, lambda a: a == A.PutRestUnder())
        state = app.table.state
        assert isinstance(state.decisions[-1], TurnFrame) and state.profession_deck[-len(rest) :] == rest
