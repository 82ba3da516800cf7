"""Lorenzo il Magnifico with Houses of Renaissance on its own screen: the family auction, then the
families, the special tower, the change tile and the special tokens (faces in the private panel only),
hot-seat at 80x24 and 120x40, with the privacy checks of test_lorenzo_screen at every step."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules.lorenzo.houses.state import PlaceBid
from tests.tui.privacy import screen_text
from tests.tui.test_lorenzo_screen import GAME, SIZES, check, choose, settle, shown_labels, start, through_handoff
from tui.app import MeepleApp
from tui.screens.table import TableScreen

HOUSES = {"leaders": True, "houses_of_renaissance": True, "leader_set": "mixed"}


@pytest.mark.parametrize("size", SIZES)
async def test_houses_setup_auction_then_the_new_parts_on_screen(tmp_path: Path, size: str) -> None:
    app = MeepleApp(tmp_path, pace=0)
    async with app.run_test(size=SIZES[size]) as pilot:
        start(app, 2, HOUSES, ("human", "human"), seed=4)
        await settle(pilot)
        check(app)
        # the auction: every seat bids; the board shows the tiles, families and offer rows
        for _ in range(20):  # the first bid listed each time: outbids climb the first tile, then move on
            if not any(type(f).__name__ == "AuctionFrame" for f in app.table.state.decisions):
                break
            await through_handoff(pilot, app)
            text = screen_text(app)
            assert "Family auction" in text and "highest" in text
            assert all(label.startswith("Bid: ") for label in shown_labels(app))
            await choose(pilot, app, lambda a: isinstance(a, PlaceBid))
        families = app.table.state.houses.families
        assert all(families)
        # the rest of the set-up (a free Sforza leader, tiles, draft) by the first choice
        for _ in range(40):
            state = app.table.state
            top = state.decisions[-1] if state.decisions else None
            if top is None or type(top).__name__ not in ("TilePickFrame", "DraftFrame", "FreeLeaderFrame"):
                break
            await through_handoff(pilot, app)
            await choose(pilot, app, lambda a: True)
        await through_handoff(pilot, app)
        assert isinstance(app.screen, TableScreen)
        text = screen_text(app)
        for words in (
            "Special tower: special cards of every type",
            "Families",
            "Change tile on the",
            "Special tokens:",
            "Your family: ",
            "Your special tokens (",
        ):
            assert words in text, words
        assert "Special (" in "\n".join(shown_labels(app)) or "Special tower" in text


async def test_private_panel_shows_own_token_faces_and_family() -> None:
    from textual.app import App

    from tests.lorenzo.houses_helpers import give_tokens, houses_game
    from tui.games.lorenzo.opponents import Opponents
    from tui.games.lorenzo.private import PrivatePanel

    state = houses_game(2, 3)
    state = give_tokens(state, 0, "tok-harvest_3-1", "tok-coins_3-2")

    class Host(App):
        def compose(self):
            yield PrivatePanel()
            yield Opponents()

    async with Host().run_test() as pilot:
        panel = pilot.app.query_one(PrivatePanel)
        panel.update_view(GAME.view(state, 0), 0)
        text = str(panel.content)
        assert "Your special tokens (2)" in text and "harvest at 3" in text and "3 coin" in text
        assert "Your family: " in text
        others = pilot.app.query_one(Opponents)
        others.update_view(GAME.view(state, 1), 1)
        seen = str(others.content)
        assert "Special tokens: 2 (faces hidden)" in seen and "harvest at 3" not in seen
