"""Korean SVG snapshots (issue 26): the title and each game's new-game form at 80x24 and
120x40, with the shell in Korean. Hangul takes two cells: a box or column that counts it as
one shows here. Accept an intended change with
`pytest tests/tui/test_snapshots_ko.py --snapshot-update` after looking at the report."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tui.app import MeepleApp

SIZES = {"80x24": (80, 24), "120x40": (120, 40)}
GAMES = ("duel", "sheriff", "florence", "architects", "lorenzo")


def _app(tmp_path: Path) -> MeepleApp:
    return MeepleApp(tmp_path / "saves", pace=0, language="ko")


@pytest.mark.parametrize("size", SIZES)
def test_title_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    assert snap_compare(_app(tmp_path), terminal_size=SIZES[size])


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("size", SIZES)
def test_new_game_ko(snap_compare: Any, tmp_path: Path, size: str, game_id: str) -> None:
    app = _app(tmp_path)

    async def open_form(pilot: Any) -> None:
        app.open_new_game(game_id)
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=open_form)


# ----------------------------------------------------------------- Sheriff's table and cards
def _start_sheriff(app: MeepleApp, kinds: tuple[str, ...], seed: int) -> None:
    from rules.core.options import make_config
    from rules.core.registry import get_game
    from rules.core.session import SeatConfig

    game = get_game("sheriff")
    config = make_config(game.options, 3, {"royal_goods": True, "black_market": True}, 3, 6)
    seats = tuple(SeatConfig(name) if kind == "human" else SeatConfig(name, "bot", "greedy")
                  for name, kind in zip(("안나", "Bob", "철수"), kinds))
    app.start_new_game(game, config, seats, seed)


@pytest.mark.parametrize("size", SIZES)
def test_sheriff_table_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """The table after the hand-off: the board's head, stands, King/Queen race, piles and the
    black market, and the private hand with its kinds, in Korean."""
    app = _app(tmp_path)

    async def start(pilot: Any) -> None:
        _start_sheriff(app, ("human",) * 3, seed=3)
        for _ in range(4):
            await pilot.pause()
        await pilot.press("space")
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=start)


@pytest.mark.parametrize("size", SIZES)
def test_sheriff_inspection_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """Against bots, the first inspection: bags at the gate, a deal or the handled bags, in Korean."""
    from tui.screens.table import TableScreen

    app = _app(tmp_path)

    async def to_the_gate(pilot: Any) -> None:
        _start_sheriff(app, ("human", "bot", "bot"), seed=4)
        for _ in range(300):
            await pilot.pause(0.02)
            screen = app.screen
            if app.table.bot_job() is not None:
                continue  # bots deciding beside the human go first: the same picture each run
            if isinstance(screen, TableScreen) and app.table.state.phase == "inspect" and screen.actions.shown:
                break
            if isinstance(screen, TableScreen) and screen.composing:
                await pilot.press("plus", "enter")  # the market: one card; the bag: one card
            elif isinstance(screen, TableScreen) and screen.actions.shown:
                await pilot.press("1")
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=to_the_gate)


@pytest.mark.parametrize("size", SIZES)
def test_sheriff_card_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """A card's text from the glossary (a royal good) in the Korean rules screen."""
    app = _app(tmp_path)

    async def open_card(pilot: Any) -> None:
        app.open_rules("sheriff", None, "royal_rooster")
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=open_card)


# ----------------------------------------------------------------- Lorenzo's table, panels and cards
LORENZO_HOUSES = {"leaders": True, "houses_of_renaissance": True, "leader_set": "mixed"}


def _start_lorenzo(app: MeepleApp, options: dict, players: int = 2, seed: int = 3) -> None:
    from rules.core.options import config_for
    from rules.core.registry import get_game
    from rules.core.session import SeatConfig

    game = get_game("lorenzo")
    seats = tuple(SeatConfig(name) for name in ("안나", "Bob", "철수")[:players])
    app.start_new_game(game, config_for(game, players, options), seats, seed)


@pytest.mark.parametrize("size", SIZES)
def test_lorenzo_table_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """The table after the hand-off: round, dice, order, the towers with costs and effects, in Korean."""
    app = _app(tmp_path)

    async def start(pilot: Any) -> None:
        _start_lorenzo(app, {})
        for _ in range(4):
            await pilot.pause()
        await pilot.press("space")
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=start)


@pytest.mark.parametrize("size", SIZES)
def test_lorenzo_private_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """The private panel during the leader draft: stock, tile, leaders with requirements and abilities."""
    app = _app(tmp_path)

    async def start(pilot: Any) -> None:
        _start_lorenzo(app, {"leaders": True})
        for _ in range(4):
            await pilot.pause()
        await pilot.press("space")
        for _ in range(4):
            await pilot.pause()
        await pilot.press("p")
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=start)


@pytest.mark.parametrize("size", SIZES)
def test_lorenzo_houses_auction_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """Houses of Renaissance: the family auction (families' powers, offer rows) in Korean."""
    app = _app(tmp_path)

    async def start(pilot: Any) -> None:
        _start_lorenzo(app, LORENZO_HOUSES, players=3)
        for _ in range(4):
            await pilot.pause()
        await pilot.press("space")
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=start)


@pytest.mark.parametrize("entry", ("c42", "leader:francesco_sforza"))
@pytest.mark.parametrize("size", SIZES)
def test_lorenzo_card_ko(snap_compare: Any, tmp_path: Path, size: str, entry: str) -> None:
    """A card's and a leader's text from the glossary in the Korean rules screen."""
    app = _app(tmp_path)

    async def open_card(pilot: Any) -> None:
        app.open_rules("lorenzo", None, entry)
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=open_card)


# ----------------------------------------------------------------- Florence's table, estate and cards
def _start_florence(app: MeepleApp, kinds: tuple[str, ...], options: dict[str, Any] | None = None,
                    seed: int = 3) -> None:
    from rules.core.options import make_config
    from rules.core.registry import get_game
    from rules.core.session import SeatConfig

    game = get_game("florence")
    config = make_config(game.options, len(kinds), options or {}, game.min_players, game.max_players)
    seats = tuple(SeatConfig(name) if kind == "human" else SeatConfig(name, "bot", "greedy")
                  for name, kind in zip(("안나", "Bob", "철수"), kinds))
    app.start_new_game(game, config, seats, seed)


async def _florence_table(app: MeepleApp, pilot: Any) -> None:
    """Past the hand-off (pressed once it takes keys) onto the table, settled."""
    from tui.screens.handoff import HandoffScreen
    from tui.screens.table import TableScreen

    for _ in range(200):
        await pilot.pause(0.02)
        if isinstance(app.screen, TableScreen):
            break
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("space")
    for _ in range(4):
        await pilot.pause()


@pytest.mark.parametrize("size", SIZES)
def test_florence_table_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """The table after the hand-off (the draft): round and phase, the characters, the supply, every
    estate with its legend and the private hand with each work's value, in Korean."""
    app = _app(tmp_path)

    async def start(pilot: Any) -> None:
        _start_florence(app, ("human",) * 3, {"muses_and_ladies": True})
        await _florence_table(app, pilot)

    assert snap_compare(app, terminal_size=SIZES[size], run_before=start)


@pytest.mark.parametrize("size", SIZES)
def test_florence_solo_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """The solo auction: the automa's card (items, die modifiers, action slots), its row and the
    virtual players, in Korean (one profession returned, the automa's card revealed)."""
    app = _app(tmp_path)

    async def start(pilot: Any) -> None:
        _start_florence(app, ("human",), {"solo_players": "4"})
        await _florence_table(app, pilot)
        await pilot.press("1")
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=start)


@pytest.mark.parametrize("size", SIZES)
def test_florence_placement_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """A won tile placed with the cursor, turned, on a refused spot: the reason in Korean."""
    from tui.screens.table import TableScreen

    app = _app(tmp_path)

    async def to_the_estate(pilot: Any) -> None:
        _start_florence(app, ("human", "bot", "bot"))
        for _ in range(300):
            await pilot.pause(0.02)
            screen = app.screen
            top = app.table.state.decisions[-1] if app.table.state.decisions else None
            if isinstance(screen, TableScreen) and type(top).__name__ == "PlaceFrame" and top.actor == 0:
                break
            if app.table.bot_job() is not None:
                continue  # bots deciding beside the human go first: the log's order is the same each run
            if isinstance(screen, TableScreen) and screen.actions.shown:
                await pilot.press("1")
        for _ in range(300):
            if app.table.bot_job() is None:
                break
            await pilot.pause(0.02)
        for _ in range(4):
            await pilot.pause()
        await pilot.press("c", "down", "down", "down", "down")
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=to_the_estate)


@pytest.mark.parametrize("size", SIZES)
def test_florence_card_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """A card's text from the glossary (a prestige card) in the Korean rules screen."""
    app = _app(tmp_path)

    async def open_card(pilot: Any) -> None:
        app.open_rules("florence", None, "builder_jester_two_landscapes")
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=open_card)


# ----------------------------------------------------------------- Duel's table, card info and cards
def _start_duel(app: MeepleApp, seed: int = 3) -> None:
    from rules.core.options import make_config
    from rules.core.registry import get_game
    from rules.core.session import SeatConfig

    game = get_game("duel")
    config = make_config(game.options, 2, {"agora": True}, 2, 2)
    app.start_new_game(game, config, (SeatConfig("안나"), SeatConfig("Bob")), seed)


async def _duel_age_one(app: MeepleApp, pilot: Any) -> None:
    """Each seat takes the first wonder offered until Age I begins, then the hand-off is passed."""
    from tui.screens.handoff import HandoffScreen
    from tui.screens.table import TableScreen

    _start_duel(app)
    for _ in range(4):
        await pilot.pause()
    for _ in range(200):
        if app.table.state.phase != "draft" and isinstance(app.screen, HandoffScreen):
            break
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("space")
        elif isinstance(app.screen, TableScreen) and app.screen.actions.shown:
            await pilot.press("1")
        await pilot.pause()
    await pilot.press("space")
    for _ in range(4):
        await pilot.pause()


@pytest.mark.parametrize("size", SIZES)
def test_duel_table_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """The table after the hand-off (the wonder draft: wonders on offer with their effects), in Korean."""
    app = _app(tmp_path)

    async def start(pilot: Any) -> None:
        _start_duel(app)
        for _ in range(4):
            await pilot.pause()
        await pilot.press("space")
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=start)


@pytest.mark.parametrize("size", SIZES)
def test_duel_age_one_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """Age I: the pyramid with Korean names (cut by cells at 80 columns, with the legend), the
    military track, the senate and the cities, in Korean."""
    app = MeepleApp(tmp_path / "saves", pace=0, handoff_delay=0, turn_guard=0, language="ko")
    assert snap_compare(app, terminal_size=SIZES[size], run_before=lambda pilot: _duel_age_one(app, pilot))


@pytest.mark.parametrize("size", SIZES)
def test_duel_card_info_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """The card info over the table: a card's effects and what it costs now, in Korean."""
    from tui.games.duel.widgets import Board

    app = MeepleApp(tmp_path / "saves", pace=0, handoff_delay=0, turn_guard=0, language="ko")

    async def open_info(pilot: Any) -> None:
        await _duel_age_one(app, pilot)
        app.screen.query_one(Board).focus()
        await pilot.pause()
        await pilot.press("i")
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=open_info)


@pytest.mark.parametrize("entry", ("merchants_guild", "coup"))
@pytest.mark.parametrize("size", SIZES)
def test_duel_card_ko(snap_compare: Any, tmp_path: Path, size: str, entry: str) -> None:
    """A guild's and a conspiracy's text from the glossary in the Korean rules screen."""
    app = _app(tmp_path)

    async def open_card(pilot: Any) -> None:
        app.open_rules("duel", None, entry)
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=open_card)


# ----------------------------------------------------------------- Architects' table, panels and cards
def _start_architects(app: MeepleApp, kinds: tuple[str, ...], options: dict[str, Any], seed: int = 3) -> None:
    from rules.core.options import make_config
    from rules.core.registry import get_game
    from rules.core.session import SeatConfig

    game = get_game("architects")
    config = make_config(game.options, len(kinds), options, game.min_players, game.max_players)
    seats = tuple(SeatConfig(name) if kind == "human" else SeatConfig(name, "bot", "greedy")
                  for name, kind in zip(("민준", "Bob", "지아"), kinds))
    app.start_new_game(game, config, seats, seed)


@pytest.mark.parametrize("size", SIZES)
def test_architects_table_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """The table after the hand-off, in the opening draft: the board's head, locations, Black
    Market, Workshop, Guildhall grid, Cathedral and Prison, and the private draft pack, in Korean."""
    app = _app(tmp_path)

    async def start(pilot: Any) -> None:
        _start_architects(app, ("human", "human"), {})
        for _ in range(4):
            await pilot.pause()
        await pilot.press("space")
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=start)


@pytest.mark.parametrize("size", SIZES)
def test_architects_solo_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """Solo against Helena with the variant boards, some turns in: the AI's revealed Scheme card,
    workers on the board and in the Guildhall grid, the hand with what each building needs."""
    from tui.screens.table import TableScreen

    app = _app(tmp_path)

    async def play(pilot: Any) -> None:
        _start_architects(app, ("human",), {"automa": "helena", "variant_boards": True}, seed=5)
        for _ in range(400):
            await pilot.pause(0.02)
            screen = app.screen
            state = app.table.state
            if state.phase == "play" and state.ply >= 24 and isinstance(screen, TableScreen) \
                    and screen.actions.shown and not screen.composing:
                break
            if isinstance(screen, TableScreen) and screen.composing:
                await pilot.press("plus", "enter")
            elif isinstance(screen, TableScreen) and screen.actions.shown:
                await pilot.press("1")
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=play)


@pytest.mark.parametrize("entry", ("b-fortress", "rudolf", "scheme15"))
@pytest.mark.parametrize("size", SIZES)
def test_architects_card_ko(snap_compare: Any, tmp_path: Path, size: str, entry: str) -> None:
    """A building's, a player board's and a Scheme card's text from the glossary in the Korean rules screen."""
    app = _app(tmp_path)

    async def open_card(pilot: Any) -> None:
        app.open_rules("architects", None, entry)
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=open_card)


@pytest.mark.parametrize("size", SIZES)
def test_architects_private_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """Solo against Constantine in the opening draft, the private panel shown (p): the hand and
    the draft pack with each building's points, cost, skills and what it still needs, in Korean."""
    app = _app(tmp_path)

    async def start(pilot: Any) -> None:
        _start_architects(app, ("human",), {"automa": "constantine"}, seed=7)
        for _ in range(4):
            await pilot.pause()
        await pilot.press("1")
        for _ in range(4):
            await pilot.pause()
        await pilot.press("p")
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=start)


@pytest.mark.parametrize("size", SIZES)
def test_duel_private_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """The private panel in Age I: each card's cost now, the wonders with their effects, the
    hidden conspiracies, in Korean."""
    app = MeepleApp(tmp_path / "saves", pace=0, handoff_delay=0, turn_guard=0, language="ko")

    async def open_private(pilot: Any) -> None:
        await _duel_age_one(app, pilot)
        await pilot.press("p")
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=open_private)
