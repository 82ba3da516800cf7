"""Lorenzo il Magnifico screen: a hot-seat first round of two humans with the leaders on (tile
picks, the draft, placements, privileges), a base round, the new-game screen path.

Every step checks that nothing hidden from the seat shown (the other's leaders, the draft
hand passed on, the decks, the boxed tiles) is anywhere on the screen, by id and by name;
on hand-off screens, nothing of anyone.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Callable

import pytest

from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from rules.lorenzo import actions as A
from rules.lorenzo.data import catalog
from rules.lorenzo.describe import label
from rules.lorenzo.leaders import leader_catalog
from rules.lorenzo.setup import tower_order
from tests.tui.privacy import check_app_privacy, screen_text
from tui.app import MeepleApp
from tui.screens.handoff import HandoffScreen
from tui.screens.newgame import NewGameScreen
from tui.screens.table import TableScreen

GAME = get_game("lorenzo")
SIZES = {"80x24": (80, 24), "120x40": (120, 40)}
ID = re.compile(r"\bc\d{1,2}\b|\bleader:[a-z_]+\b|\bx\d-\d\b")


async def settle(pilot: Any, times: int = 2) -> None:
    for _ in range(times):
        await pilot.pause()


def hidden_leader_names(app: MeepleApp, viewer: int) -> set[str]:
    """Names of the leaders the seat shown may not know: the other hands, the drafts, the deck."""
    state = app.table.state
    ids = set(state.leader_deck)
    for seat, player in enumerate(state.players):
        if seat != viewer:
            ids |= set(player.leader_hand) | set(state.draft[seat] if state.draft else ())
    if 0 <= viewer < len(state.players):
        ids -= set(state.players[viewer].leader_hand) | set(state.draft[viewer] if state.draft else ())
    return {leader_catalog()[i].name for i in ids}


def check(app: MeepleApp) -> None:
    check_app_privacy(app)
    seating = app.seating
    shown = seating.shown if isinstance(app.screen, TableScreen) and seating is not None else None
    text = screen_text(app)
    if app.table is None:
        return
    names = set()
    if shown is None:
        for seat in range(len(app.table.seats)):
            names |= hidden_leader_names(app, seat)
    else:
        names = hidden_leader_names(app, shown)
    own = (
        "\n".join(line.text for seat, line in app.table.told(shown) if seat == shown)
        if shown is not None and shown >= 0
        else ""
    )
    for name in names:  # by name too, not only by id (a leader one discarded is named in one's own log)
        if re.search(rf"(?<!\w){re.escape(name)}(?!\w)", own):
            continue
        assert not re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text), name
    if isinstance(app.screen, TableScreen):
        board = "\n".join(str(s.content) for s in app.screen.query("#board Static"))
        assert not ID.search(board), ID.findall(board)[:5]  # the board speaks in names, never in ids


async def through_handoff(pilot: Any, app: MeepleApp) -> None:
    while isinstance(app.screen, HandoffScreen):
        check(app)
        assert "Pass to" in screen_text(app)
        await pilot.press("space")
        await settle(pilot)
        check(app)


async def choose(pilot: Any, app: MeepleApp, wanted: Callable[[Any], bool]) -> Any:
    """Pick the first listed action matching `wanted` with the keyboard."""
    table = app.screen
    assert isinstance(table, TableScreen) and not table.composing
    shown = table.actions.shown
    index = next((i for i, (_, action) in enumerate(shown) if wanted(action)), None)
    assert index is not None, f"no wanted action among {[text for text, _ in shown]}"
    action = shown[index][1]
    if index < 9:
        await pilot.press(str(index + 1))
    else:
        table.actions.options.focus()
        table.actions.options.highlighted = index
        await pilot.press("enter")
    await settle(pilot)
    check(app)
    return action


def start(app: MeepleApp, players: int, options: dict, kinds: tuple[str, ...], seed: int = 5) -> None:
    config = make_config(GAME.options, players, options, GAME.min_players, GAME.max_players)
    seats = tuple(
        SeatConfig(name) if kind == "human" else SeatConfig(name, "bot", "greedy")
        for name, kind in zip(("Ann", "Bob", "Cy", "Di"), kinds)
    )
    app.start_new_game(GAME, config, seats, seed)


def shown_labels(app: MeepleApp) -> list[str]:
    return [text for text, _ in app.screen.actions.shown]


def prefer(action: Any) -> int:
    """Which kind of move the test makes first (a tower card, then anything that places)."""
    order = (A.PlaceTower, A.PlaceCouncil, A.PlaceMarket, A.PlaceWork)
    return next((i for i, kind in enumerate(order) if isinstance(action, kind)), len(order))


@pytest.mark.parametrize("size", SIZES)
async def test_hotseat_round_of_two_humans_with_leaders(tmp_path: Path, size: str) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=SIZES[size]) as pilot:
        start(app, 2, {"leaders": True}, ("human", "human"))
        await settle(pilot)
        assert isinstance(app.screen, HandoffScreen)  # nothing private before the pass
        check(app)
        # advanced tiles, in reverse turn order
        for _ in range(2):
            await through_handoff(pilot, app)
            assert "Tile advanced" in "\n".join(shown_labels(app))
            assert "Your tile: basic" in screen_text(app)
            await choose(pilot, app, lambda a: isinstance(a, A.ChooseTile))
        # the draft: four picks each, a hand-off between them; the hand passed on is never shown
        picks = 0
        while app.table.state.draft and any(app.table.state.draft):
            await through_handoff(pilot, app)
            text = screen_text(app)
            assert "Draft: keep one of these" in text and "Leader draft" in text
            assert all(label.startswith("Keep ") and "(needs " in label for label in shown_labels(app))
            await choose(pilot, app, lambda a: isinstance(a, A.DraftLeader))
            picks += 1
        assert picks == 8 and all(len(p.leader_hand) == 4 for p in app.table.state.players)

        # the first round: every member placed, in words on the board and in the list
        placed = 0
        for _ in range(60):
            state = app.table.state
            if state.round > 1:
                break
            await through_handoff(pilot, app)
            table = app.screen
            assert isinstance(table, TableScreen)
            text = screen_text(app)
            for words in (
                "Round 1 of 6, period I",
                "Dice: black",
                "Green tower: territories",
                "Purple tower",
                "Council palace",
                "Vatican",
                "Tracks",
                "Your stock",
                "Your leaders in hand (",
                "Leaders in hand: ",
                "Next territory",
            ):
                assert words in text, words
            viewer = app.seating.shown
            me = app.table.state.players[viewer]
            for leader_id in me.leader_hand:  # own leaders by name, with their requirements
                assert leader_catalog()[leader_id].name in text
            labels = shown_labels(app)
            assert not any(ID.search(line) for line in labels), labels
            actions = [a for _, a in table.actions.shown]
            if any(isinstance(a, A.PlaceTower) for a in actions):
                assert any(
                    re.match(
                        r"(Green|Blue|Yellow|Purple) [1-4]: .+ \((black|white|orange|neutral|"
                        r"card's action)",
                        line,
                    )
                    for line in labels
                ), labels
                assert "; you: " in text  # affordability for the viewer
            best = min(actions, key=prefer)
            before = sum(len(p.home) for p in app.table.state.players)
            await choose(pilot, app, lambda a, best=best: a == best)
            placed += sum(len(p.home) for p in app.table.state.players) < before
        state = app.table.state
        assert state.round == 2 and placed == 8
        await through_handoff(pilot, app)
        text = screen_text(app)
        assert "Round 2 of 6" in text and "discarded" in text


@pytest.mark.parametrize("size", SIZES)
async def test_base_turns_show_occupants_by_name_and_symbol(tmp_path: Path, size: str) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=SIZES[size]) as pilot:
        start(app, 3, {}, ("human", "human", "bot"), seed=2)
        await settle(pilot)
        took = None
        for _ in range(12):
            await through_handoff(pilot, app)
            if app.screen.actions.shown and app.table.state.players[app.seating.shown].cards == ():
                took = await choose(pilot, app, lambda a: isinstance(a, A.PlaceTower) and a.member)
                break
            await pilot.pause(0.05)
        assert took is not None
        await settle(pilot, 3)
        await through_handoff(pilot, app)
        taken = [line for line in screen_text(app).splitlines() if "] taken by " in line]
        assert any(re.search(r"[●▲■] (Ann|Bob|Cy) " + took.member, line) for line in taken), taken
        assert "Market" in screen_text(app) and "closed (4+ players)" in screen_text(app)


def test_labels_are_words_from_the_one_vocabulary() -> None:
    config = make_config(GAME.options, 3, {}, GAME.min_players, GAME.max_players)
    state = GAME.setup(config, 4)
    (seat,) = GAME.to_act(state)
    view = GAME.view(state, seat)
    legal = GAME.legal_actions(state, seat)
    labels = [GAME.label(a, view, ("Ann", "Bob", "Cy")) for a in legal]  # the action list's lines
    assert labels == [label(a, view, ("Ann", "Bob", "Cy")) for a in legal]
    assert not any(ID.search(line) for line in labels)
    tower = next(a for a in legal if isinstance(a, A.PlaceTower))
    name = catalog().cards[state.towers[tower_order().index(tower.tower)][tower.floor]].name
    words = GAME.label(tower, view)
    colour = {"territory": "Green", "character": "Blue", "building": "Yellow", "venture": "Purple"}[tower.tower]
    assert words.startswith(f"{colour} {tower.floor + 1}: {name} ({tower.member} ")
    assert any(line.startswith("Council: 1 coin + privilege (") for line in labels)
    assert any(line.startswith("Market 5 coin (") for line in labels)
    assert any(line.startswith("Harvest single (") for line in labels)


async def test_private_panel_draws_only_an_own_view() -> None:
    from textual.app import App

    from tui.games.lorenzo.private import PrivatePanel

    config = make_config(GAME.options, 2, {"leaders": True}, GAME.min_players, GAME.max_players)
    state = GAME.setup(config, 1)

    class Host(App):
        def compose(self):
            yield PrivatePanel()

    async with Host().run_test() as pilot:
        panel = pilot.app.query_one(PrivatePanel)
        view = GAME.view(state, 0)
        panel.update_view(view, 1)  # the view of another seat than the one named: nothing drawn
        assert str(panel.content) == ""
        panel.update_view(view, 0)
        text = str(panel.content)
        assert "Draft: keep one of these 4" in text and "Your tile: basic" in text
        for leader_id in state.draft[0]:
            assert leader_catalog()[leader_id].name in text
        panel.clear()
        assert str(panel.content) == ""


async def test_new_game_screen_starts_lorenzo_on_its_own_screen(tmp_path: Path) -> None:
    """The `make play` path: New game, Lorenzo, options from the game's data, Start."""
    from tui.screens.title import GamePickScreen, game_choices

    key = str([g[0] for g in game_choices()].index("lorenzo") + 1)
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("n")  # the title's New game, then the game's number
        await settle(pilot)
        assert isinstance(app.screen, GamePickScreen)
        await pilot.press(key)
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, NewGameScreen)
        assert "Advanced rules" in screen_text(app)
        screen.query_one("#opt-leaders").value = True
        screen.query_one("#kind-1").value = "human"
        await pilot.press("f5")
        await settle(pilot)
        assert app.table is not None and app.table.game.id == "lorenzo"
        assert app.table.session.config.get("leaders") is True
        await through_handoff(pilot, app)
        table = app.screen
        assert isinstance(table, TableScreen)
        assert type(table.query_one("#board")).__module__ == "tui.games.lorenzo.board"
        assert "Tile advanced" in "\n".join(shown_labels(app))


def play_until(state: Any, wanted: Callable[[Any], bool], seed: int) -> Any:
    import random

    rng = random.Random(seed)
    while not wanted(state):
        if GAME.outcome(state) is not None:
            return None
        (seat,) = GAME.to_act(state)
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)), rng, seat)
    return state


def test_vatican_choices_and_the_decision_in_words() -> None:
    from rules.lorenzo.describe import decision_text
    from rules.lorenzo.state import VaticanFrame

    config = make_config(GAME.options, 2, {}, GAME.min_players, GAME.max_players)
    state = None
    for seed in range(40):
        state = play_until(
            GAME.setup(config, seed), lambda s: bool(s.decisions) and isinstance(s.decisions[-1], VaticanFrame), seed
        )
        if state is not None:
            break
    assert state is not None
    (seat,) = GAME.to_act(state)
    view = GAME.view(state, seat)
    labels = [label(a, view) for a in GAME.legal_actions(state, seat)]
    faith = state.players[seat].faith
    assert labels[0].startswith(f"Support the Church: {faith} faith for ") and labels[0].endswith("faith back to 0")
    assert labels[1] == "Decline the Church: take the excommunication"
    assert (
        decision_text(state, ("Ann", "Bob"))
        == f"Vatican report: {('Ann', 'Bob')[seat]} decides whether to support the Church"
    )


def test_fields_the_board_does_not_know_are_drawn_plainly() -> None:
    """An expansion's new state and seat fields (Houses, a bot's notes) never break the screen."""
    import attrs

    from rules.lorenzo.state import LorenzoState, LorenzoView, Player
    from tui.games.lorenzo.board import BUILDERS
    from tui.games.lorenzo.opponents import seat_text

    @attrs.frozen
    class NewPlayer(Player):
        family: str = ""
        token_hand: tuple[str, ...] = ()

    @attrs.frozen
    class NewState(LorenzoState):
        special_tower: tuple[str, ...] = ()

    config = make_config(GAME.options, 2, {}, GAME.min_players, GAME.max_players)
    base = GAME.setup(config, 3)
    players = tuple(
        NewPlayer(**attrs.asdict(p, recurse=False), family="Medici", token_hand=("t1", "t2")) for p in base.players
    )
    state = NewState(**{**attrs.asdict(base, recurse=False), "players": players}, special_tower=("Bembo's tower",))
    view = LorenzoView(state, 0, (20, 20, 20, 20))
    drawn = "\n".join(build(view, ("Ann", "Bob")).plain for build in BUILDERS.values())
    assert "More on the board" in drawn and "special tower: Bembo's tower" in drawn
    seat = seat_text(view, 1, ("Ann", "Bob")).plain
    assert "family: Medici" in seat and "token hand: 2" in seat and "t1" not in seat


def test_a_leader_private_space_in_use_is_on_the_board_and_in_the_list() -> None:
    import attrs

    from rules.lorenzo import rules as R
    from rules.lorenzo.state import Placement
    from tui.games.lorenzo.board import spaces_text
    from tui.games.lorenzo.opponents import seat_text

    config = make_config(GAME.options, 2, {}, GAME.min_players, GAME.max_players)
    state = GAME.setup(config, 6)
    (seat,) = GAME.to_act(state)
    players = list(state.players)
    players[seat] = attrs.evolve(
        players[seat],
        leaders=("leader:pietro_bembo", "leader:bramante"),
        leaders_flipped=("leader:bramante",),
        servant=9,
    )
    state = attrs.evolve(state, players=tuple(players))
    spaces = [a for a in R.legal_actions(state, seat) if isinstance(a, A.PlaceLeaderSpace)]
    assert spaces, "the played leaders' spaces are offered"
    view = GAME.view(state, seat)
    words = {label(a, view) for a in spaces}
    assert any(w.startswith("Pietro Bembo's space (") for w in words)
    assert any(w.startswith("Bramante's space for a harvest (") for w in words)
    names = ("Ann", "Bob")
    used = attrs.evolve(state, placements=(Placement("leader:pietro_bembo", seat, "white"),))
    drawn = spaces_text(GAME.view(used, seat), names).plain
    assert "Leader spaces" in drawn and f"Pietro Bembo's space: {'●▲'[seat]} {names[seat]} white" in drawn
    board = seat_text(GAME.view(used, 1 - seat), seat, names).plain  # as the other seat sees it
    assert "Leaders face up: Pietro Bembo" in board and "Face down (used this round): Bramante" in board


def test_tower_cards_say_what_they_do_in_full_or_short_by_width() -> None:
    """Each base card on a tower shows its immediate and lasting effects in the rules' words: in full on a
    wide board, shortened and kept to two lines of the width on a narrow one; the tower labels carry them."""
    from rules.lorenzo.describe import effect_text
    from tui.games.lorenzo.board import INDENT, towers_text

    config = make_config(GAME.options, 2, {}, GAME.min_players, GAME.max_players)
    state = GAME.setup(config, 3)
    (seat,) = GAME.to_act(state)
    view = GAME.view(state, seat)
    cards = [card for tower in state.towers for card in tower if card]
    unwrapped = towers_text(view, ("Ann", "Bob")).plain
    for card in cards:
        assert f"{INDENT}{effect_text(card)}\n" in unwrapped + "\n", card
    wide = towers_text(view, ("Ann", "Bob"), width=43).plain
    narrow = towers_text(view, ("Ann", "Bob"), width=33).plain
    assert "harvest" in " ".join(effect_text(c) for c in cards) and "harv " in narrow
    for drawn, width, short in ((wide, 43, False), (narrow, 33, True)):
        words = " ".join(
            line.strip()
            for line in drawn.splitlines()
            if line.startswith(INDENT) and not line.strip().startswith("cost:")
        )
        for card in cards:  # every card's effect is there, wrapped (a narrow one may end cut, with '…')
            said = effect_text(card, short=short)
            assert said[:20] in words, (card, said)
        effect_lines = [line for line in drawn.splitlines() if line.startswith(INDENT) and "cost:" not in line]
        assert all(len(line) <= width for line in effect_lines), [line for line in effect_lines if len(line) > width]
    legal = [a for a in GAME.legal_actions(state, seat) if isinstance(a, A.PlaceTower)]
    for action in legal:
        card = state.towers[tower_order().index(action.tower)][action.floor]
        assert label(action, view).endswith(f" · {effect_text(card, short=True)}")


@pytest.mark.parametrize("size", SIZES)
async def test_the_board_draws_card_effects_to_its_width(tmp_path: Path, size: str) -> None:
    from rules.lorenzo.describe import effect_text

    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=SIZES[size]) as pilot:
        start(app, 2, {}, ("human", "human"), seed=3)
        await settle(pilot)
        await through_handoff(pilot, app)
        table = app.screen
        assert isinstance(table, TableScreen)
        towers = str(table.query_one("#lz-towers").content)
        state = app.table.state
        card = state.towers[0][0]  # the green tower's first floor: a territory, with a harvest effect
        short = size == "80x24"
        assert effect_text(card, short=short).split("; ")[-1] in towers
        assert ("harv " in towers) == short and ("harvest " in towers) != short
