"""Setup as the rulebook lists it (L157-240), and space 3 of the Black Market before the first flip."""

from __future__ import annotations

import attrs

from rules.architects import actions as A
from rules.architects.data import catalog
from rules.architects.game import GAME
from tests.architects.helpers import act, config, edit, empty, started, turn_of


def test_board_and_players_at_setup_L157() -> None:
    for players in (2, 3, 4, 5):
        state = GAME.setup(config(players), 7)
        cat = catalog()
        # 2: every Black Market card on the left pile; the right pile empty
        assert sorted(state.market_left) == sorted(c.id for c in cat.black_market) and state.market_right == ()
        # 3: 2 Reward cards per player plus 1, the rest boxed unseen
        assert len(state.rewards) == 2 * players + 1 and len(state.boxed_rewards) == 11 - 2 * players - 1
        # 6: 8 apprentices face up in two rows of 4, no silver on them
        assert [len(row) for row in state.rows] == [4, 4] and all(all(row) for row in state.rows)
        assert state.coins == ((0,) * 4, (0,) * 4) and len(state.apprentice_deck) == 32
        # 9: 4 silver above the Tax Stand; 10-11: 20 workers, below the Cathedral, virtue 7
        assert state.tax == 4
        for o in state.players:
            assert (o.home, o.cathedral, o.virtue, o.debts, o.apprentices, o.buildings) == (20, 0, 7, 0, (), ())
        # 12: the draft deals 4 each
        assert [len(p) for p in state.draft.packs] == [4] * players
        assert len(state.building_deck) == 40 - 4 * players


def test_first_player_random_then_three_four_five_silver_L207() -> None:
    firsts = set()
    for seed in range(12):
        state = started(5, seed=seed)
        assert [state.players[s].silver for s in state.order] == [3, 4, 5, 6, 7]
        assert state.order == tuple((state.order[0] + i) % 5 for i in range(5))  # clockwise
        firsts.add(state.order[0])
    assert len(firsts) > 1


def test_space_three_pays_the_board_default_until_the_first_flip() -> None:
    state = turn_of(started(3, seed=2), 0)
    state = edit(empty(state, 0), 0, silver=3)
    assert state.market_right == ()
    paid = act(state, A.Place("black_market", "3"))
    assert (paid.owner(0).marble, paid.owner(0).stone, paid.owner(0).wood) == (2, 1, 1)
    assert dict(catalog().default_large) == {"marble": 2, "stone": 1, "wood": 1}
    # after a reset the flipped card's large side pays instead
    flipped = attrs.evolve(state, market_left=state.market_left[1:], market_right=state.market_left[:1])
    large = catalog().bm_card(state.market_left[0]).large
    after = act(flipped, A.Place("black_market", "3"))
    for resource, count in large:
        if resource in ("clay", "wood", "stone", "gold", "marble"):
            assert after.owner(0).amount(resource) == count
