"""Seeded random games to the end for 2-4 seats: invariants, cards conserved, round-trips."""

from __future__ import annotations

import pytest

from rules.core.conformance import play_random_game
from rules.core.options import make_config
from rules.core.serialize import state_from_plain, to_plain
from rules.lorenzo.data import catalog
from rules.lorenzo.game import GAME
from rules.lorenzo.leaders import pool
from tests.lorenzo.helpers import all_cards, all_leaders

CASES = [(players, seed) for players in (2, 3, 4) for seed in range(1, 7)]


@pytest.mark.parametrize(("players", "seed"), CASES)
def test_random_game(players: int, seed: int) -> None:
    config = make_config(GAME.options, players, {}, GAME.min_players, GAME.max_players)
    session = play_random_game(GAME, config, seed, checkpoint_every=60)
    final = session.state
    assert GAME.outcome(final) is not None
    assert final.round == 6
    everything = sorted(catalog().cards)
    for state in session._states[::5] + [final]:
        assert all_cards(state) == everything, f"cards not conserved at ply {state.ply}"
        assert all(
            p.coin >= 0 and p.wood >= 0 and p.stone >= 0 and p.servant >= 0 and p.military >= 0 for p in state.players
        )
    for state in session._states[::29] + [final]:
        assert state_from_plain(GAME, to_plain(GAME, state), GAME.state_type) == state


@pytest.mark.parametrize(("players", "seed"), [(players, seed) for players in (2, 3, 4) for seed in (7, 8)])
def test_random_game_with_leaders(players: int, seed: int) -> None:
    """The advanced rules: every leader stays somewhere (undealt, drafted, held, played or discarded)."""
    config = make_config(GAME.options, players, {"leaders": True}, GAME.min_players, GAME.max_players)
    session = play_random_game(GAME, config, seed, checkpoint_every=60)
    assert GAME.outcome(session.state) is not None
    leaders = sorted(pool("base"))
    for state in session._states[::5] + [session.state]:
        assert all_leaders(state) == leaders, f"leaders not conserved at ply {state.ply}"
        assert all_cards(state) == sorted(catalog().cards)


# ---- Houses of Renaissance: 2-5 seats x leader_set -----------------------------------------------------

HOUSES_CASES = [
    (players, leader_set, players * 10 + i)
    for i, leader_set in enumerate(("base", "houses", "mixed"))
    for players in (2, 3, 4, 5)
]


@pytest.mark.parametrize(("players", "leader_set", "seed"), HOUSES_CASES)
def test_random_houses_game(players: int, leader_set: str, seed: int) -> None:
    from rules.core.options import config_for
    from rules.lorenzo.houses.data import houses

    options = {"leaders": True, "houses_of_renaissance": True, "leader_set": leader_set}
    session = play_random_game(GAME, config_for(GAME, players, options), seed, checkpoint_every=150)
    final = session.state
    assert GAME.outcome(final) is not None and final.round == 6
    everything = sorted(list(catalog().cards) + list(houses().cards))
    tokens = sorted(houses().tokens)
    leaders = sorted(pool(leader_set))
    for state in session._states[::7] + [final]:
        part = state.houses
        assert sorted(all_cards(state) + list(part.boxed)) == everything, f"cards not conserved at ply {state.ply}"
        assert all_leaders(state) == leaders, f"leaders not conserved at ply {state.ply}"
        on_cards = [t for _c, t in part.on_cards]
        held = [t for hand in part.tokens for t in hand]
        assert sorted(list(part.pile) + list(part.spent) + on_cards + held + list(part.peek)) == tokens
        assert all(
            p.coin >= 0 and p.wood >= 0 and p.stone >= 0 and p.servant >= 0 and p.military >= 0 and p.vp >= 0
            for p in state.players
        )
        if not state.decisions or type(state.decisions[-1]).__name__ != "GiveTokenFrame":
            assert [p.special_token for p in state.players] == [len(h) for h in part.tokens]
    assert all(family for family in final.houses.families)
    assert state_from_plain(GAME, to_plain(GAME, final), GAME.state_type) == final
