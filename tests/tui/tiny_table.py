"""Ann against a random bot at the tiny test game, played to its end: the table the frame and
end-screen tests share; and the hot-seat Duel and three-seat Sheriff games their hand-off and
composer tests start."""

from __future__ import annotations

from typing import Any, Callable

from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig


async def settle(pilot: Any, times: int = 6) -> None:
    for _ in range(times):
        await pilot.pause(0.02)  # several update-timer slots: a frame that comes late is counted


async def start_tiny(app: Any, pilot: Any, seed: int = 3) -> None:
    """Ann and the bot Bo at a new tiny game, its table shown."""
    tiny = get_game("tiny")
    await pilot.pause()
    app.start_new_game(
        tiny, make_config(tiny.options, 2, {}, 2, 4), (SeatConfig("Ann"), SeatConfig("Bo", "bot", "random")), seed
    )
    await settle(pilot)


def start_hot_seat_duel(app: Any) -> None:
    """Ann and Bob, both at this terminal, at a new Duel with Agora (seed 4): every turn passes
    the terminal, behind a hand-off."""
    duel = get_game("duel")
    app.start_new_game(
        duel, make_config(duel.options, 2, {"agora": True}, 2, 2), (SeatConfig("Ann"), SeatConfig("Bob")), 4
    )


def start_hot_seat_sheriff(app: Any) -> None:
    """Ann, Bob and Cat, all at this terminal, at a new Sheriff game (seed 5): its first turn
    waits behind a hand-off, and its market and bag are composed."""
    sheriff = get_game("sheriff")
    app.start_new_game(
        sheriff,
        make_config(sheriff.options, 3, {}, 3, 6),
        (SeatConfig("Ann"), SeatConfig("Bob"), SeatConfig("Cat")),
        5,
    )


async def play_tiny_to_its_end(app: Any, pilot: Any, before_each_key: Callable[[], Any] = lambda: None) -> None:
    """Ann's keys (and Space at hand-offs) until the tiny game's end screen shows."""
    from tui.screens.dialogs import GameOverScreen
    from tui.screens.handoff import HandoffScreen

    for _ in range(40):
        if isinstance(app.screen, GameOverScreen):
            return
        before_each_key()
        if isinstance(app.screen, HandoffScreen):
            await pilot.press("space")
        elif app.seating.shown is not None and app.table.legal(app.seating.shown):
            await pilot.press("1")
        await settle(pilot, 2)
    assert isinstance(app.screen, GameOverScreen)
