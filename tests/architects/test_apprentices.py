"""One scenario per apprentice kind not already covered by the location and ruling tests
(Merchant, Trader: storehouse example; Conspirator: R5; Debt Collector: Guardhouse;
Gatekeeper: the reset example)."""

from __future__ import annotations

import attrs

from rules.architects import actions as A
from rules.architects.data import catalog
from tests.architects.helpers import (
    act,
    edit,
    empty,
    put,
    resources,
    started,
    turn_of,
)


def game(*apprentices: str, **fields):
    state = turn_of(started(3, seed=31), 0)
    return edit(empty(state, 0), 0, apprentices=apprentices, **fields)


def test_location_bonuses() -> None:
    assert resources(act(game("stonecutter-1"), A.Place("quarry")), 0) == {"stone": 2}
    assert resources(act(game("woodcutter-1", "woodcutter-2"), A.Place("forest")), 0) == {"wood": 3}
    assert resources(act(game("jeweller-1"), A.Place("silversmith")), 0) == {"silver": 3}
    assert resources(act(game("miner-1"), A.Place("mines", "clay")), 0) == {"clay": 3}
    gold = put(game("miner-1"), "mines", 0, 1)
    assert resources(act(gold, A.Place("mines", "gold")), 0) == {"clay": 1, "gold": 1}


def test_thief_and_pickpocket_at_the_tax_stand() -> None:
    state = attrs.evolve(game("thief-1", "pickpocket-1"), tax=4)
    state = act(state, A.Place("tax_stand"))
    assert resources(state, 0) == {"silver": 4, "gold": 1} and state.owner(0).virtue == 6


def test_illusionist_trickster_swindler_at_the_black_market() -> None:
    state = game("illusionist-1", "trickster-1", "swindler-1", silver=0)
    state = act(state, A.Place("black_market", "1"))
    o = state.owner(0)
    assert o.virtue == 7 and o.silver == 0 and o.clay == 2


def test_patron_trade() -> None:
    state = put(game("patron-4", wood=2), "storehouse", 0, 1)
    state = act(act(state, A.Place("storehouse")), A.Trade("patron-4", (("wood", 1),)))
    assert state.owner(0).virtue == 8 and state.owner(0).wood == 1


def test_acolyte_adds_to_the_cathedral_reward() -> None:
    state = game("acolyte-3", gold=1)
    state = attrs.evolve(state, rewards=("reward05",) + tuple(r for r in state.rewards if r != "reward05"))
    card = state.owner(0).hand[0]
    state = act(act(act(state, A.Place("guildhall")), A.AdvanceCathedral((("gold", 1),))), A.Discard(card))
    o = state.owner(0)
    assert o.silver == 2 and o.virtue == 9 and o.cathedral == 1


def test_squire_pays_at_the_reset_without_prisoners() -> None:
    from rules.architects.reset import reset_end, reset_start
    from rules.core.engine import rng_for

    state = game("squire-2", "squire-3")
    state = edit(state, 1, apprentices=("squire-1",))
    state = attrs.evolve(state, market=(1, 2, 1))
    state = reset_end(reset_start(state, rng_for(1, 1)))
    assert state.owner(0).marble == 1 and state.owner(0).virtue == 9  # no one of seat 0 in Prison
    assert state.owner(1).gold == 0  # seat 1's workers went to Prison


def test_labourer_has_every_skill() -> None:
    assert set(catalog().apprentice("labourer-1").skills) == {"carpentry", "tiling", "masonry"}


def test_hiring_applies_the_apprentice_virtue() -> None:
    state = game(silver=4)
    card = state.rows[0][0]
    state = act(act(state, A.Place("workshop", "hire")), A.Hire(card))
    assert state.owner(0).virtue == 7 + catalog().apprentice(card).virtue
