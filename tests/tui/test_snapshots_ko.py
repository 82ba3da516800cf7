"""Korean SVG snapshots (issue 26): the title, each game's new-game form, table and card texts,
and the screens of one game that have words of their own (Sheriff's inspection, Lorenzo's
leaders and Houses auction, Florence's solo auction and estate, Duel's pyramid and card info,
Architects' solo AI and draft), at 80x24 and 120x40 with everything in Korean. The hand-off,
composer and end screen are in test_snapshots.py in both languages. Hangul takes two cells: a
box or column that counts it as one shows here. Accept an intended change with
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


# ----------------------------------------------------------------- every game's table and cards
NAMES = ("안나", "Bob", "철수")
ARCHITECTS_NAMES = ("민준", "Bob", "지아")
LORENZO_HOUSES = {"leaders": True, "houses_of_renaissance": True, "leader_set": "mixed"}
#: The table after the first hand-off, per game: (seats, options, names).
TABLES = {
    "sheriff": (3, {"royal_goods": True, "black_market": True}, NAMES),
    "lorenzo": (2, {}, NAMES),
    "florence": (3, {"muses_and_ladies": True}, NAMES),
    "duel": (2, {"agora": True}, NAMES),
    "architects": (2, {}, ARCHITECTS_NAMES),
}
#: Glossary entries shown in the Korean rules screen: cards, leaders, boards, schemes.
CARDS = (
    ("sheriff", "royal_rooster"),
    ("lorenzo", "c42"),
    ("lorenzo", "leader:francesco_sforza"),
    ("florence", "builder_jester_two_landscapes"),
    ("duel", "merchants_guild"),
    ("duel", "coup"),
    ("architects", "b-fortress"),
    ("architects", "rudolf"),
    ("architects", "scheme15"),
)


def _start(
    app: MeepleApp,
    game_id: str,
    kinds: tuple[str, ...],
    options: dict[str, Any] | None = None,
    seed: int = 3,
    names: tuple[str, ...] = NAMES,
) -> None:
    """A new table of `game_id`: a seat per kind ("human", or "bot": greedy), Korean names."""
    from rules.core.options import make_config
    from rules.core.registry import get_game
    from rules.core.session import SeatConfig

    game = get_game(game_id)
    config = make_config(game.options, len(kinds), options or {}, game.min_players, game.max_players)
    seats = tuple(
        SeatConfig(name) if kind == "human" else SeatConfig(name, "bot", "greedy") for name, kind in zip(names, kinds)
    )
    app.start_new_game(game, config, seats, seed)


async def _past_the_handoff(app: MeepleApp, pilot: Any) -> None:
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


@pytest.mark.parametrize("game_id", TABLES)
@pytest.mark.parametrize("size", SIZES)
def test_table_ko(snap_compare: Any, tmp_path: Path, size: str, game_id: str) -> None:
    """The table after the hand-off, board, players, private panel and the action list, in Korean
    (Sheriff: stands and the black market; Lorenzo: the towers; Florence: the characters and every
    estate; Duel: the wonder draft; Architects: the opening draft and the Guildhall grid)."""
    app = _app(tmp_path)
    players, options, names = TABLES[game_id]

    async def start(pilot: Any) -> None:
        _start(app, game_id, ("human",) * players, options, names=names)
        await _past_the_handoff(app, pilot)

    assert snap_compare(app, terminal_size=SIZES[size], run_before=start)


@pytest.mark.parametrize(("game_id", "entry"), CARDS)
@pytest.mark.parametrize("size", SIZES)
def test_card_ko(snap_compare: Any, tmp_path: Path, size: str, game_id: str, entry: str) -> None:
    """A card's (leader's, board's, scheme's) text from the glossary in the Korean rules screen."""
    app = _app(tmp_path)

    async def open_card(pilot: Any) -> None:
        app.open_rules(game_id, None, entry)
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=open_card)


# ----------------------------------------------------------------- screens of one game
@pytest.mark.parametrize("size", SIZES)
def test_sheriff_inspection_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """Against bots, the first inspection: bags at the gate, a deal or the handled bags, in Korean."""
    from tui.screens.table import TableScreen

    app = _app(tmp_path)

    async def to_the_gate(pilot: Any) -> None:
        _start(app, "sheriff", ("human", "bot", "bot"), TABLES["sheriff"][1], seed=4)
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
def test_lorenzo_private_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """The private panel during the leader draft: stock, tile, leaders with requirements and abilities."""
    app = _app(tmp_path)

    async def start(pilot: Any) -> None:
        _start(app, "lorenzo", ("human",) * 2, {"leaders": True})
        await _past_the_handoff(app, pilot)
        await pilot.press("p")
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=start)


@pytest.mark.parametrize("size", SIZES)
def test_lorenzo_houses_auction_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """Houses of Renaissance: the family auction (families' powers, offer rows) in Korean."""
    app = _app(tmp_path)

    async def start(pilot: Any) -> None:
        _start(app, "lorenzo", ("human",) * 3, LORENZO_HOUSES)
        await _past_the_handoff(app, pilot)

    assert snap_compare(app, terminal_size=SIZES[size], run_before=start)


@pytest.mark.parametrize("size", SIZES)
def test_florence_solo_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """The solo auction: the automa's card (items, die modifiers, action slots), its row and the
    virtual players, in Korean (one profession returned, the automa's card revealed)."""
    app = _app(tmp_path)

    async def start(pilot: Any) -> None:
        _start(app, "florence", ("human",), {"solo_players": "4"})
        await _past_the_handoff(app, pilot)
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
        _start(app, "florence", ("human", "bot", "bot"))
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


async def _duel_age_one(app: MeepleApp, pilot: Any) -> None:
    """Each seat takes the first wonder offered until Age I begins, then the hand-off is passed."""
    from tui.screens.handoff import HandoffScreen
    from tui.screens.table import TableScreen

    _start(app, "duel", ("human",) * 2, {"agora": True})
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


@pytest.mark.parametrize("size", SIZES)
def test_architects_solo_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """Solo against Helena with the variant boards, some turns in: the AI's revealed Scheme card,
    workers on the board and in the Guildhall grid, the hand with what each building needs."""
    from tui.screens.table import TableScreen

    app = _app(tmp_path)

    async def play(pilot: Any) -> None:
        _start(
            app, "architects", ("human",), {"automa": "helena", "variant_boards": True}, seed=5, names=ARCHITECTS_NAMES
        )
        for _ in range(400):
            await pilot.pause(0.02)
            screen = app.screen
            state = app.table.state
            if (
                state.phase == "play"
                and state.ply >= 24
                and isinstance(screen, TableScreen)
                and screen.actions.shown
                and not screen.composing
            ):
                break
            if isinstance(screen, TableScreen) and screen.composing:
                await pilot.press("plus", "enter")
            elif isinstance(screen, TableScreen) and screen.actions.shown:
                await pilot.press("1")
        for _ in range(4):
            await pilot.pause()

    assert snap_compare(app, terminal_size=SIZES[size], run_before=play)


@pytest.mark.parametrize("size", SIZES)
def test_architects_private_ko(snap_compare: Any, tmp_path: Path, size: str) -> None:
    """Solo against Constantine in the opening draft, the private panel shown (p): the hand and
    the draft pack with each building's points, cost, skills and what it still needs, in Korean."""
    app = _app(tmp_path)

    async def start(pilot: Any) -> None:
        _start(app, "architects", ("human",), {"automa": "constantine"}, seed=7, names=ARCHITECTS_NAMES)
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
