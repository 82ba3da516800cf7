"""One scenario per location, with the rulebook's worked examples (Lnnn = line of the rulebook)."""

from __future__ import annotations

import attrs
import pytest

from rules.architects import actions as A
from rules.architects.state import CaptureFrame, GuardFrame, HireFrame, StorehouseFrame
from rules.core.engine import IllegalAction
from tests.architects.helpers import (
    act,
    edit,
    empty,
    imprison,
    legal,
    put,
    resources,
    started,
    turn_of,
)


@pytest.fixture
def game():
    state = started(3, seed=4)
    for seat in range(3):
        state = empty(state, seat)
    return turn_of(state, 0)


def test_forest_first_worker_gives_one_wood_L274(game) -> None:
    after = act(game, A.Place("forest"))
    assert resources(after, 0) == {"wood": 1}
    assert after.at("forest", 0) == 1 and after.owner(0).home == 19


def test_quarry_counts_only_own_workers_L420(game) -> None:
    state = put(put(game, "quarry", 0, 2), "quarry", 1, 5)
    after = act(state, A.Place("quarry"))
    assert resources(after, 0) == {"stone": 3}


def test_mines_fifth_worker_six_clay_or_two_gold_L440(game) -> None:
    state = put(game, "mines", 0, 4)
    assert resources(act(state, A.Place("mines", "clay")), 0) == {"clay": 6}
    assert resources(act(state, A.Place("mines", "gold")), 0) == {"gold": 2}


def test_mines_first_worker_cannot_take_gold_L447(game) -> None:
    assert A.Place("mines", "gold") not in legal(game)
    assert resources(act(game, A.Place("mines", "clay")), 0) == {"clay": 2}


def test_silversmith_fourth_worker_five_silver_L456(game) -> None:
    state = put(game, "silversmith", 0, 3)
    assert resources(act(state, A.Place("silversmith")), 0) == {"silver": 5}


def test_storehouse_five_actions_L474(game) -> None:
    state = put(game, "storehouse", 0, 4)
    state = edit(state, 0, clay=5, wood=1, stone=2, silver=4, apprentices=("merchant-2", "trader-1"))
    state = act(state, A.Place("storehouse"))
    assert state.decisions == (StorehouseFrame(0, 5),)
    state = act(state, A.Trade("virtue", (("clay", 2),)))
    state = act(state, A.Trade("marble", (("wood", 1), ("stone", 2))))
    state = act(state, A.Trade("merchant-2", (("silver", 2),)))
    state = act(state, A.Trade("merchant-2", (("silver", 2),)))
    state = act(state, A.Trade("trader-1", (("clay", 3),)))
    assert state.decisions == (StorehouseFrame(0, 0),) and legal(state) == (A.Done(),)
    state = act(state, A.Done())
    assert state.decisions == ()
    assert resources(state, 0) == {"gold": 2, "marble": 2}
    assert state.owner(0).virtue == 8


def test_workshop_hire_skipping_cards_L527(game) -> None:
    rows = (
        ("thief-1", "labourer-1", "miner-1", "patron-1"),
        ("woodcutter-1", "swindler-1", "merchant-1", "pickpocket-1"),
    )
    state = attrs.evolve(game, rows=rows, coins=((0,) * 4, (0, 0, 0, 0)))
    state = edit(put(state, "workshop", 0, 1), 0, silver=6)
    state = act(state, A.Place("workshop", "hire"))
    assert state.decisions == (HireFrame(0, "workshop", 2),)
    assert A.Hire("pickpocket-1") in legal(state)
    before_tax = state.tax
    state = act(state, A.Hire("pickpocket-1"))
    assert state.owner(0).apprentices == ("pickpocket-1",)
    assert state.owner(0).silver == 0
    assert state.tax == before_tax + 2
    assert state.coins[1][:2] == (1, 1)  # one coin on the Woodcutter, one on the Swindler
    assert state.rows[1][:3] == ("woodcutter-1", "swindler-1", "merchant-1")
    assert state.rows[1][3] != ""  # refilled from the deck


def test_workshop_coins_go_to_the_hirer(game) -> None:
    state = attrs.evolve(game, coins=((3, 0, 0, 0), (0, 0, 0, 0)))
    card = state.rows[0][0]
    state = edit(state, 0, silver=4)
    state = act(act(state, A.Place("workshop", "hire")), A.Hire(card))
    assert state.owner(0).silver == 3


def test_workshop_draw_L600(game) -> None:
    state = put(game, "workshop", 0, 1)
    hand = len(state.owner(0).hand)
    state = act(state, A.Place("workshop", "draw"))
    assert len(state.owner(0).hand) == hand + 2


def test_town_centre_four_players_one_location_L653() -> None:
    state = started(4, seed=2)
    state = turn_of(edit(state, 0, silver=2), 0)
    state = put(put(put(state, "town_centre", 0, 1), "forest", 1, 3), "forest", 2, 2)
    state = put(state, "quarry", 3, 1)
    state = act(state, A.Place("town_centre"))
    assert state.decisions == (CaptureFrame(0, 2, 1),)
    tax = state.tax
    state = act(state, A.Capture("forest", 1))
    assert state.tax == tax + 1
    assert A.Capture("quarry", 3) not in legal(state)
    state = act(state, A.Capture("forest", 2))
    assert state.owner(0).captives == (0, 3, 2, 0)
    assert state.owner(0).silver == 0


def test_town_centre_three_groups_own_go_home_L666(game) -> None:
    state = edit(put(game, "town_centre", 0, 2), 0, silver=3)
    state = put(put(put(state, "silversmith", 0, 2), "silversmith", 1, 1), "silversmith", 2, 4)
    home = state.owner(0).home
    tax = state.tax
    state = act(state, A.Place("town_centre"))
    for owner in (0, 1, 2):
        state = act(state, A.Capture("silversmith", owner))
    assert state.owner(0).silver == 0 and state.tax == tax + 1
    assert state.owner(0).home == home - 1 + 2
    assert state.owner(0).captives == (0, 1, 4)


def test_town_centre_fewer_captures_allowed(game) -> None:
    state = put(edit(game, 0, silver=5), "quarry", 1, 2)
    state = act(state, A.Place("town_centre"))
    assert A.Done() in legal(state)
    assert act(state, A.Done()).decisions == ()


def test_town_centre_captures_there_too_the_new_worker_included_L648(game) -> None:
    state = put(put(edit(game, 0, silver=2), "town_centre", 0, 1), "town_centre", 1, 2)
    home = state.owner(0).home
    state = act(state, A.Place("town_centre"))  # 2 own there now, the new one included
    assert A.Capture("town_centre", 0) in legal(state) and A.Capture("town_centre", 1) in legal(state)
    state = act(state, A.Capture("town_centre", 1))
    state = act(state, A.Capture("town_centre", 0))
    assert state.at("town_centre", 0) == 0 and state.owner(0).home == home + 1  # both came home
    assert state.owner(0).captives == (0, 2, 0)


def test_black_market_guildhall_and_prison_workers_cannot_be_captured_L650(game) -> None:
    state = attrs.evolve(put(edit(game, 0, silver=3), "town_centre", 0, 2), market=(1, -1, -1), guildhall=(2,))
    state = imprison(state, 1, 2)
    state = act(state, A.Place("town_centre"))
    assert legal(state) == (A.Capture("town_centre", 0), A.Done())  # only large circles hold prey


def test_tax_stand_takes_all_and_costs_two_virtue_L702(game) -> None:
    state = attrs.evolve(game, tax=11)
    state = act(state, A.Place("tax_stand"))
    assert state.owner(0).silver == 11 and state.tax == 0 and state.owner(0).virtue == 5


def test_tax_stand_barred_when_empty(game) -> None:
    assert A.Place("tax_stand") not in legal(attrs.evolve(game, tax=0))


def test_black_market_spaces_L725(game) -> None:
    state = attrs.evolve(
        game, market_left=("bm03",) + tuple(c for c in game.market_left if c != "bm03"), market_right=("bm08",)
    )
    state = edit(state, 0, silver=6)
    one = act(state, A.Place("black_market", "1"))
    assert resources(one, 0) == {"silver": 5, "stone": 1, "marble": 1} and one.owner(0).virtue == 6
    three = act(state, A.Place("black_market", "3"))
    assert resources(three, 0) == {"silver": 3, "wood": 2, "stone": 1, "gold": 1}
    two = act(state, A.Place("black_market", "2"))
    assert A.DrawFive() in legal(two) and A.Hire(state.rows[1][3]) in legal(two)
    drawn = act(two, A.DrawFive())
    (frame,) = drawn.decisions
    assert len(frame.cards) == 5
    kept = act(drawn, A.Keep(frame.cards[2]))
    assert frame.cards[2] in kept.owner(0).hand
    assert kept.building_deck[-4:] == tuple(c for c in frame.cards if c != frame.cards[2])


def test_black_market_one_worker_per_space_and_virtue_ban(game) -> None:
    state = attrs.evolve(game, market=(1, -1, -1))
    state = edit(state, 0, silver=5)
    assert A.Place("black_market", "1") not in legal(state)
    assert A.Place("black_market", "2") in legal(state)
    assert not any(a.location == "black_market" for a in legal(edit(state, 0, virtue=10)) if isinstance(a, A.Place))


def test_guardhouse_three_actions_L773(game) -> None:
    state = put(game, "guardhouse", 0, 2)
    state = edit(state, 0, captives=(0, 3, 2))
    state = imprison(state, 0, 2)
    state = act(state, A.Place("guardhouse"))
    assert state.decisions == (GuardFrame(0, 3),)
    state = act(state, A.Guard("send"))
    assert state.owner(0).silver == 5 and state.prison == (2, 3, 2)
    state = act(state, A.Guard("release"))
    assert state.prison == (0, 3, 2)
    state = act(state, A.Done())
    assert state.decisions == ()


def test_guardhouse_recover_and_pay_debt(game) -> None:
    state = edit(game, 1, captives=(4, 0, 0))
    state = edit(state, 0, home=16, silver=11, debts=1, apprentices=("debt_collector-2",))
    state = put(state, "guardhouse", 0, 1)
    state = act(state, A.Place("guardhouse"))
    tax = state.tax
    state = act(state, A.Guard("recover", "silver"))
    assert state.owner(0).home == 18 and state.owner(1).captives == (0, 0, 0)
    assert state.owner(0).silver == 6 and state.tax == tax + 2
    state = act(state, A.Guard("pay"))
    o = state.owner(0)
    assert (o.debts, o.paid_debts, o.virtue, o.silver, o.stone) == (0, 1, 8, 0, 2)
    assert state.tax == tax + 5


def test_guardhouse_recover_with_a_debt(game) -> None:
    state = edit(edit(game, 2, captives=(1, 0, 0)), 0, home=19)
    state = act(state, A.Place("guardhouse"))
    assert A.Guard("recover", "silver") not in legal(state)
    state = act(state, A.Guard("recover", "debt"))
    assert state.owner(0).debts == 1 and state.owner(0).virtue == 6 and state.owner(0).home == 19


def test_guildhall_well_L866(game) -> None:
    state = edit(game, 0, wood=2, stone=2, hand=("b-well",))
    state = act(state, A.Place("guildhall"))
    state = act(state, A.Construct("b-well", (("wood", 2), ("stone", 2))))
    assert resources(state, 0) == {"clay": 4}
    assert state.owner(0).buildings == ("b-well",) and state.guildhall == (0,)


def test_guildhall_keep_needs_three_skills_L878(game) -> None:
    state = edit(game, 0, wood=5, stone=2, gold=2, hand=("b-keep",), apprentices=("thief-1", "miner-1"))
    pay = (("wood", 5), ("stone", 2), ("gold", 2))
    assert A.Construct("b-keep", pay) not in legal(act(state, A.Place("guildhall")))
    state = edit(state, 0, apprentices=("thief-1", "miner-1", "trader-2"))
    state = act(act(state, A.Place("guildhall")), A.Construct("b-keep", pay))
    assert state.owner(0).virtue == 5 and state.owner(0).apprentices == ("thief-1", "miner-1", "trader-2")
    assert state.current != 0  # the turn is over
    with pytest.raises(IllegalAction):
        act(state, A.Place("quarry"), 0)


def test_prison_cannot_be_chosen(game) -> None:
    assert not any(isinstance(a, A.Place) and a.location == "prison" for a in legal(game))
