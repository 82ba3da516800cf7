"""A void promise proven (issue 8): goods promised "from the bag" that are in neither the bag nor
the stand are not owed, and the merchant shows the sheriff the bag and the stand to prove it.

Hot-seat, three people at one terminal: the sheriff's private panel shows what was shown; the
merchant's and the third player's screens (their panels, the board, their log) say only that it
happened, and the public table (the hand-off screens) shows nothing of it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from rules.core.engine import SPECTATOR
from rules.core.options import make_config
from rules.core.registry import get_game
from rules.core.session import SeatConfig
from rules.sheriff import actions as A
from rules.sheriff import words as W
from tests.tui.privacy import assert_no_secrets, check_app_privacy, screen_text
from tui.app import MeepleApp
from tui.screens.handoff import HandoffScreen
from tui.screens.table import TableScreen

GAME = get_game("sheriff")
NAMES = ("Ann", "Bob", "Cat")


async def settle(pilot: Any, times: int = 3) -> None:
    for _ in range(times):
        await pilot.pause()


async def play(pilot: Any, app: MeepleApp, seat: int, action: Any) -> None:
    """`seat` acts (as the screen would send it); the app then redraws or hands off."""
    app.table.play(seat, action)
    app.sync()
    await settle(pilot)


async def pass_to(pilot: Any, app: MeepleApp, seat: int) -> None:
    """Through the hand-off to `seat` (Space), checking nobody's secrets are on it."""
    assert isinstance(app.screen, HandoffScreen) and app.screen.seat == seat, type(app.screen)
    check_app_privacy(app)
    await pilot.press("space")
    await settle(pilot)
    assert isinstance(app.screen, TableScreen) and app.seating.shown == seat
    check_app_privacy(app)


def _to_void_deal(app: MeepleApp) -> None:
    """Ann is sheriff; Bob offers 1 gold and a good from the bag he holds nowhere; Ann accepts."""
    table = app.table
    table.play(0, A.ChooseFirstMerchant(1))
    while table.state.phase in ("market", "load", "declare"):
        for seat in sorted(table.to_act()):
            legal = table.legal(seat)
            choice = A.Exchange(()) if A.Exchange(()) in legal else legal[0]
            table.play(seat, choice)
    table.play(0, A.Approach(1))
    table.play(1, A.DraftTerms())
    bob = table.state.players[1]
    held = set(W.cards_to_goods(bob.bag + bob.stand_legal + bob.stand_contraband))
    missing = next(a for a in table.legal(1) if isinstance(a, A.AddBagGood) and a.good not in held)
    table.play_sequence(1, (A.AddGold(1), missing, A.SendTerms()))
    table.play(0, A.AcceptTerms())


async def test_the_sheriff_alone_sees_the_bag_and_stand_shown_to_prove_a_void_promise(tmp_path: Path) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        config = make_config(GAME.options, 3, {}, 3, 6)
        seed = next(s for s in range(1, 60) if GAME.setup(config, s).sheriff == 0)
        app.start_new_game(GAME, config, tuple(SeatConfig(n) for n in NAMES), seed)
        await settle(pilot)
        _to_void_deal(app)
        app.sync()
        await settle(pilot)
        state = app.table.state
        (proof,) = state.proofs
        assert proof.shown_to == (0,) and proof.merchant == 1
        shown = W.proof_text(proof, W.Voice(0, NAMES))  # as the panel words it: the players by their names
        shown_goods = W.shown_text(1, proof.bag, proof.stand, W.Voice(0, NAMES))
        logged_goods = W.shown_text(1, proof.bag, proof.stand, W.log_voice(0, NAMES))  # "What Bob shows: ..."
        public = "the bag and the stand to prove it"

        # the sheriff, next to act: the private panel holds what Bob showed; so does her log
        await pass_to(pilot, app, 0)
        text = screen_text(app)
        assert "Shown to you" in text and shown in text and shown_goods in text
        assert logged_goods in text and public in text
        assert shown not in "\n".join(app.table.log_lines(0))  # the panel's words (characters), not the log's

        # the third player, stopped next in the same round: only that it happened
        await play(pilot, app, 0, A.Approach(2))
        await pass_to(pilot, app, 2)
        text = screen_text(app)
        assert public in text, "the log says the merchant proved it"
        assert "Shown to you" not in text and shown_goods not in text and logged_goods not in text
        assert_no_secrets(app, GAME, app.table.state, 2)

        # the merchant himself, at his next turn: the same public line, nothing of the proof
        await play(pilot, app, 2, A.RejectTerms())
        await pass_to(pilot, app, 0)
        await play(pilot, app, 0, A.PassBag(2))
        for _ in range(12):  # the next round: whoever acts before Bob does, Bob's turn comes
            if isinstance(app.screen, HandoffScreen) and app.screen.seat == 1:
                break
            if isinstance(app.screen, HandoffScreen):
                seat = app.screen.seat
                await pass_to(pilot, app, seat)
                legal = app.table.legal(seat)
                await play(pilot, app, seat, A.Exchange(()) if A.Exchange(()) in legal else legal[0])
        await pass_to(pilot, app, 1)
        text = screen_text(app)
        assert public in text and "Bob shows" in text
        assert "Shown to you" not in text and shown_goods not in text and logged_goods not in text
        assert_no_secrets(app, GAME, app.table.state, 1)

        # the public table: no seat's view but the sheriff's holds the proof, no log but hers the goods
        for seat in (1, 2, SPECTATOR):
            assert GAME.view(app.table.state, seat).proofs == ()
            assert not any(logged_goods in line for line in app.table.log_lines(seat))
        assert any(logged_goods in line for line in app.table.log_lines(0))
