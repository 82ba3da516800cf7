"""Sheriff of Nottingham screen: hot-seat round with a bribe, a game against bots, the clock.

Every step checks that nothing hidden from the seat shown (other hands, bags, face-down
contraband, the deck) is anywhere on the screen; on hand-off screens, nothing of anyone.
"""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any, Callable

from rules.core.compose import StepComposition
from rules.core.engine import step
from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from rules.sheriff import actions as A
from tests.tui.privacy import check_app_privacy, screen_text, visible_text
from tui.app import MeepleApp
from tui.games.sheriff.board import gate_text, head_text, piles_text, standings_text, stands_text
from tui.games.sheriff.private import private_lines
from tui.screens.dialogs import GameOverScreen
from tui.screens.handoff import HandoffScreen
from tui.screens.newgame import NewGameScreen
from tui.screens.table import TableScreen
from tui.screens.title import GamePickScreen, TitleScreen, game_choices

GAME = get_game("sheriff")
CARD_ID = re.compile(r"[a-z]-[0-9]")
HOTSEAT_NAMES = ("Ann", "Bob", "Cat", "Dan")
#: The stands' characters: never on screen once the players have names (one name per seat).
CHARACTERS = ("Little John", "Maid Marian", "Will Scarlet", "Alan-a-Dale", "Gilbert", "David of Doncaster")


def no_characters(text: str) -> None:
    assert not [c for c in CHARACTERS if c in text], [c for c in CHARACTERS if c in text]


async def settle(pilot: Any, times: int = 2) -> None:
    for _ in range(times):
        await pilot.pause()


def check_privacy(app: MeepleApp) -> None:
    check_app_privacy(app)


async def choose(pilot: Any, app: MeepleApp, wanted: Callable[[Any], bool]) -> Any:
    """Pick the first listed action matching `wanted` with the keyboard (digit, or arrows + enter)."""
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


async def through_handoff(pilot: Any, app: MeepleApp) -> None:
    while isinstance(app.screen, HandoffScreen):
        check_privacy(app)
        text = screen_text(app)
        assert "Pass to" in text
        await pilot.press("space")
        await settle(pilot)
        check_privacy(app)


async def compose(pilot: Any, app: MeepleApp, parts: list[Any], send: bool = True) -> None:
    """Add each part with the composer's keys (highlight its row, +), then Enter."""
    table = app.screen
    assert isinstance(table, TableScreen) and table.composing
    composer = table.composer
    for part in parts:
        row = composer.tokens.index(part)
        composer.rows.highlighted = row
        await pilot.press("plus")
        await settle(pilot, 1)
    if send:
        await pilot.press("enter")
        await settle(pilot)
    check_privacy(app)


def legal_now(app: MeepleApp) -> list[Any]:
    return [action for _, action in app.screen.actions.shown]


def is_type(*kinds: type) -> Callable[[Any], bool]:
    return lambda action: isinstance(action, kinds)


# ----------------------------------------------------------------- hot-seat round with a bribe
async def start_hotseat(pilot: Any, app: MeepleApp, players: int) -> None:
    await settle(pilot)
    assert isinstance(app.screen, TitleScreen)
    await pilot.press("n")
    await settle(pilot)
    assert isinstance(app.screen, GamePickScreen)
    key = [g[0] for g in game_choices()].index("sheriff") + 1
    await pilot.press(str(key))
    await settle(pilot)
    screen = app.screen
    assert isinstance(screen, NewGameScreen)
    screen.query_one("#players").value = players
    await settle(pilot)
    for seat, name in enumerate(HOTSEAT_NAMES[:players]):
        screen.query_one(f"#name-{seat}").value = name
        screen.query_one(f"#kind-{seat}").value = "human"
    screen.query_one("#seed").value = "12"
    await pilot.press("f5")
    await settle(pilot)


async def test_hotseat_round_with_a_bribe_80x24(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_hotseat(pilot, app, 3)
        controller = app.table
        assert controller is not None and len(controller.humans) == 3
        assert isinstance(app.screen, HandoffScreen)  # nothing private before Enter
        await through_handoff(pilot, app)
        view = app.table_screen.snapshot.view
        sheriff = view.sheriff
        text = screen_text(app)
        assert "Round 1 of 9" in text and "SHERIFF" in text and "Stands" in text
        assert "Round 1 of 9" in visible_text(app)  # the board's head fits at 80x24 without scrolling
        assert f"Sheriff: {HOTSEAT_NAMES[sheriff]}" in text  # the players' names, as the log says them
        no_characters(text)

        # market: the sheriff names who goes first, then each merchant exchanges
        await choose(pilot, app, is_type(A.ChooseFirstMerchant))
        discarded_something = False
        while controller.state.phase == "market":
            await through_handoff(pilot, app)
            table = app.screen
            assert table.composing and "Market" in screen_text(app)
            if not discarded_something:
                first = table.composer.tokens[0]
                await compose(pilot, app, [first], send=False)
                assert "Discard 1 " in screen_text(app) and "draw 1 from the deck" in screen_text(app)
                seat = app.seating.shown
                await pilot.press("enter")
                await settle(pilot)
                assert controller.state.players[seat].discarded_goods == (first,)
                discarded_something = True
            else:
                await compose(pilot, app, [])  # enter at once: keep the whole hand
        assert controller.state.phase == "load"

        # loading: simultaneous and secret; the first loader uses the filter
        loaded = 0
        while controller.state.phase == "load":
            await through_handoff(pilot, app)
            assert "Your hand" in screen_text(app)
            composer = app.screen.composer
            assert "Not yet: choose at least 1" in screen_text(app)  # an empty bag cannot be sent
            await pilot.press("enter")
            await settle(pilot)
            assert controller.state.phase == "load" and "Cannot send yet" in screen_text(app)
            hand = [g for g in composer.tokens for _ in range(2)][:2]
            seat = app.seating.shown
            await compose(pilot, app, hand)
            assert sorted(controller.state.players[seat].bag) or controller.state.phase == "load"
            loaded += 1
            if controller.state.phase == "load":
                # the board tells everyone who has loaded, never what
                assert "loaded in secret" in screen_text(app) or isinstance(app.screen, HandoffScreen)
        assert loaded == 2

        # declaring: each merchant names one legal good for the exact count
        while controller.state.phase == "declare":
            await through_handoff(pilot, app)
            labels = [label for label, _ in app.screen.actions.shown]
            assert all(label.startswith("Declare 2 ") for label in labels)
            assert any("(the truth)" in label or "(a lie)" in label for label in labels)
            await choose(pilot, app, is_type(A.Declare))
        assert controller.state.phase == "inspect"

        # inspection: the sheriff threatens the first merchant, who offers a bribe
        await through_handoff(pilot, app)
        assert app.seating.shown == sheriff
        text = screen_text(app)
        assert "At the gate" in text and "declared" in text
        briber = app.table_screen.snapshot.view.waiting_bags[0]
        await choose(pilot, app, lambda a: isinstance(a, A.Approach) and a.merchant == briber)
        await through_handoff(pilot, app)
        assert app.seating.shown == briber
        assert "Deal over" in screen_text(app)
        plies = len(controller.session.log)
        await choose(pilot, app, is_type(A.DraftTerms))
        assert app.screen.composing and len(controller.session.log) == plies  # nothing sent yet
        assert f"Your offer to {HOTSEAT_NAMES[sheriff]}" in screen_text(app)  # the composer names seats too
        no_characters(screen_text(app))
        for _ in range(18):  # +1 gold eighteen times: the summary follows every press
            await compose(pilot, app, [A.AddGold(1)], send=False)
        gold = controller.state.players[briber].gold
        assert f"You offer: {min(18, gold)} gold." in screen_text(app)
        await pilot.press("backspace")  # start again
        await compose(pilot, app, [A.AddGold(5)], send=False)
        assert "You offer: 5 gold." in screen_text(app)
        await pilot.press("enter")
        await settle(pilot)
        # what was sent is exactly what the summary said
        assert controller.state.decisions[-1].pending.gold == 5
        await through_handoff(pilot, app)
        assert app.seating.shown == sheriff
        text = screen_text(app)
        assert "5 gold (from" in text
        assert any(label == "Accept the bribe: 5 gold" for label, _ in app.screen.actions.shown)
        gold_before = app.table_screen.snapshot.view.players[sheriff].gold
        await choose(pilot, app, is_type(A.AcceptTerms))
        assert controller.state.players[sheriff].gold == gold_before + 5
        assert "passed after a deal" in screen_text(app)

        # the other bag is opened; that ends the round
        await through_handoff(pilot, app)
        assert app.seating.shown == sheriff
        await choose(pilot, app, is_type(A.OpenBag))
        record = controller.state.history[-1]
        assert record.result in ("honest", "caught") and controller.state.round_no == 2
        # a new round: the sheriff pawn has moved on, a new market begins
        await through_handoff(pilot, app)
        assert controller.state.sheriff != sheriff
        text = screen_text(app)
        assert "Round 2 of 9" in text and "Market" in text
        assert "cannot be drawn" not in text


# ----------------------------------------------------------------- against bots, to the end
def human_policy(legal: list[Any]) -> Callable[[Any], bool]:
    """A plain honest merchant and a lenient sheriff who sometimes opens; short deals."""
    kinds = {type(a) for a in legal}
    for preferred in (A.SendTerms, A.AcceptTerms, A.DeclineBlackMarket, A.ChooseFirstMerchant):
        if preferred in kinds:
            return is_type(preferred)
    if A.AddGold in kinds:
        return is_type(A.AddGold)
    if A.Exchange in kinds:
        return lambda a: isinstance(a, A.Exchange) and not a.discard
    if A.LoadBag in kinds:
        honest = [a for a in legal if isinstance(a, A.LoadBag) and len(set(a.goods)) == 1]
        target = max(honest, key=lambda a: len(a.goods)) if honest else legal[0]
        return lambda a: a == target
    if A.Declare in kinds:
        return is_type(A.Declare)
    if A.RejectTerms in kinds:
        return is_type(A.RejectTerms)
    if A.OpenBag in kinds and A.PassBag in kinds:
        return is_type(A.OpenBag) if len(legal) % 2 else is_type(A.PassBag)
    for kind in (A.OpenBag, A.PassBag, A.ChooseStance):
        if kind in kinds:
            return is_type(kind)
    return lambda a: not isinstance(a, A.TimeUp)


async def act(pilot: Any, app: MeepleApp) -> None:
    """One human decision by `human_policy`, through the composer when it is shown."""
    table = app.screen
    if table.composing:
        composition = table.composer.composition
        if isinstance(composition, StepComposition):  # drafting terms: a little gold
            gold = [t for t in composition.tokens() if isinstance(t, A.AddGold)][:1]
            await compose(pilot, app, gold)
        else:
            target = next(a for a in composition.actions if human_policy(list(composition.actions))(a))
            await compose(pilot, app, list(GAME.parts(target)))
        return
    await choose(pilot, app, human_policy(legal_now(app)))


async def test_human_against_bots_to_the_final_score_120x40(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        config = make_config(GAME.options, 3, {"royal_goods": True, "black_market": True}, 3, 6)
        seats = (SeatConfig("Ann"), SeatConfig("Robo", "bot", "greedy"), SeatConfig("Rand", "bot", "random"))
        app.start_new_game(GAME, config, seats, 4)
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)  # one human: no hand-off
        assert "Black market" in screen_text(app)
        for _ in range(2000):
            await pilot.pause()
            check_privacy(app)
            if isinstance(app.screen, GameOverScreen):
                break
            if app.screen.actions.shown or app.screen.composing:
                await act(pilot, app)
            else:
                await pilot.pause(0.01)  # a bot is thinking
        else:
            raise AssertionError("the game did not end")
        controller = app.table
        assert controller.over
        text = screen_text(app)
        assert "Game over" in text and "Winner" in text
        for category in ("gold", "legal goods", "contraband", "royal goods", "king & queen", "black market", "Total"):
            assert category in text
        await pilot.press("escape")  # look at the final table: every stand is revealed
        await settle(pilot)
        assert isinstance(app.screen, TableScreen)
        check_privacy(app)
        text = screen_text(app)
        assert "Game over" in text and "King & Queen  (final)" in text and "cannot be drawn" not in text
        if any(p.stand_contraband for p in controller.state.players):
            assert "(revealed)" in text


# ----------------------------------------------------------------- the inspection clock
async def test_time_limit_clock_sends_time_up_80x24(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        config = make_config(GAME.options, 3, {"time_limit": True}, 3, 6)
        seats = (SeatConfig("Ann"), SeatConfig("Robo", "bot", "greedy"), SeatConfig("Rand", "bot", "greedy"))
        # find a seed where the human is the first sheriff
        seed = next(s for s in range(1, 50) if GAME.setup(config, s).sheriff == 0)
        app.start_new_game(GAME, config, seats, seed)
        await settle(pilot)
        controller = app.table
        assert "Inspection clock" not in screen_text(app)  # it runs during the inspection only
        for _ in range(200):
            await pilot.pause()
            check_privacy(app)
            if controller.state.phase == "inspect" and app.screen.actions.shown:
                break
            if app.screen.actions.shown or app.screen.composing:
                await act(pilot, app)
            else:
                await pilot.pause(0.01)
        assert controller.state.phase == "inspect" and app.seating.shown == 0
        clock = controller.clock_line()
        assert clock is not None and 110 < clock.seconds_left <= 120  # 1 minute per merchant
        assert "Inspection clock: 2:00 left" in screen_text(app) or "Inspection clock: 1:5" in screen_text(app)
        waiting = app.table_screen.snapshot.view.waiting_bags
        assert waiting
        controller.expire_clock()
        app._clock_tick()
        await settle(pilot, 3)
        check_privacy(app)
        results = [r for r in controller.state.history if r.round == 1]
        assert [r.result for r in results] == ["time_up"] * len(waiting)
        assert controller.state.round_no == 2
        assert controller.clock_line() is None


# ----------------------------------------------------------------- labels and panels, many states
def test_labels_and_panels_over_random_games() -> None:
    """Every legal action gets a real label; board and private text never hold another's secret."""
    action_label = GAME.label  # the action list's lines: the game's own vocabulary
    setups = [
        (3, {"royal_goods": True, "black_market": True, "time_limit": True}, 1),
        (4, {"remove_ten": True, "seven_card_hand": True}, 2),
        (6, {"deputies": True, "black_market": True}, 3),
    ]
    seen: set[type] = set()
    for players, options, seed in setups:
        config = make_config(GAME.options, players, options, 3, 6)
        state = GAME.setup(config, seed)
        rng = random.Random(seed)
        for _ in range(220):
            acting = sorted(GAME.to_act(state))
            if not acting:
                break
            seat = acting[0]
            legal = GAME.legal_actions(state, seat)
            view = GAME.view(state, seat)
            for action in legal:
                label = action_label(action, view)
                assert label and "=" not in label and not CARD_ID.search(label), (action, label)  # no repr, no card ids
                seen.add(type(action))
            secrets = GAME.secrets(state, seat)
            parts = [f(view) for f in (head_text, gate_text, piles_text, standings_text, stands_text)]
            parts.append(private_lines(view, view.players[seat]))
            text = "\n".join(part.plain for part in parts)
            assert not [s for s in secrets if s in text]
            # prefer deals and black market claims so those labels are exercised
            weighted = [a for a in legal if not isinstance(a, (A.TimeUp, A.AddGold))] or list(legal)
            state = step(GAME, state, rng.choice(weighted), seat).state
    assert {A.Exchange, A.LoadBag, A.Declare, A.SendTerms, A.AcceptTerms, A.ChooseStance} <= seen


def test_one_name_per_seat_on_the_board_the_panel_and_the_labels() -> None:
    """With names typed, every seat is said by its name (never its stand's character), and the
    deal's rows say 'terms ... may still draft' without a wrong plural."""
    names = ("Ana", "Ben", "Cleo", "Dov", "Eve", "Fay")
    for players, options, seed in ((4, {"black_market": True, "royal_goods": True}, 5), (6, {}, 6)):
        state = GAME.setup(make_config(GAME.options, players, options, 3, 6), seed)
        rng = random.Random(seed)
        said = set()
        for _ in range(300):
            acting = sorted(GAME.to_act(state))
            if not acting:
                break
            seat = acting[0]
            view = GAME.view(state, seat)
            parts = [f(view, names[:players]) for f in (head_text, gate_text, piles_text, standings_text, stands_text)]
            parts.append(private_lines(view, view.players[seat], names[:players]))
            text = "\n".join(part.plain for part in parts)
            text += "\n".join(GAME.label(a, view, names[:players]) for a in GAME.legal_actions(state, seat))
            no_characters(text)
            assert not re.search(r"\b1 sets\b|\b1 cards\b", text), text
            said |= {n for n in names[:players] if n in text}
            state = step(GAME, state, rng.choice(GAME.legal_actions(state, seat)), seat).state
        assert said == set(names[:players])


# ----------------------------------------------------------------- the keys reach the choices
async def test_after_each_hand_off_the_keys_reach_the_choices_80x24(tmp_path: Path) -> None:
    """Hot-seat turns alternate between the composer (market, bag) and the action list (the
    sheriff's inspection): after every hand-off the focus is on the one shown, so Enter acts.
    (Emptied behind the hand-off and hidden at the next draw, the composer once took the focus
    with it to the log, and Enter did nothing.)"""
    app = MeepleApp(tmp_path, pace=0, handoff_delay=0, turn_guard=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await start_hotseat(pilot, app, 3)
        kinds_seen = set()
        for _ in range(30):
            await through_handoff(pilot, app)
            table = app.screen
            assert isinstance(table, TableScreen)
            if table.composing:
                assert app.focused is table.composer.rows
                kinds_seen.add("composer")
                await act(pilot, app)
                continue
            assert app.focused is table.actions.options
            kinds_seen.add("list")
            before = app.table.version
            await pilot.press("enter")  # the highlighted action, sent by the focused list
            await settle(pilot)
            # it moved the game on, or opened the composer for the offer it chose to draft
            assert app.table.version != before or table.composing
        assert kinds_seen == {"composer", "list"}
