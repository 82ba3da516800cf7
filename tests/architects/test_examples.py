"""The rulebook's worked examples beyond the locations (Lnnn = line of the rulebook)."""

from __future__ import annotations

import attrs

from rules.architects import actions as A
from rules.architects import scoring
from rules.architects.game import GAME
from rules.architects.state import OVER, PLAY, CathedralFrame, GatekeeperFrame
from rules.architects.turns import finish_game
from tests.architects.helpers import act, config, edit, empty, imprison, legal, put, started, turn_of


def test_reward_pile_is_two_per_player_plus_one_L169() -> None:
    state = started(4)
    assert len(state.rewards) == 9 and len(state.boxed_rewards) == 2


def test_reset_example_L938() -> None:
    state = started(3, seed=3)
    red, blue, yellow = 0, 1, 2
    state = turn_of(state, red)
    state = attrs.evolve(state, market=(red, blue, -1))
    state = imprison(imprison(state, blue, 2), yellow, 2)
    state = edit(state, blue, apprentices=("gatekeeper-1",))
    state = edit(state, red, silver=3, home=18)
    left, right = state.market_left, state.market_right
    state = act(state, A.Place("black_market", "3"))
    assert state.prison == (2, 3, 2)
    assert state.decisions == (GatekeeperFrame(blue),)
    assert legal(state) == (A.Release(2), A.Release(1), A.Release(0))
    assert state.market_right[0] == left[0] and state.market_left == left[1:] and right == ()
    state = act(state, A.Release(2))
    assert state.prison == (2, 1, 2)
    assert [state.owner(i).virtue for i in range(3)] == [6, 7, 7]  # only the Black Market cost virtue
    assert [state.owner(i).debts for i in range(3)] == [1, 0, 1]  # red and yellow tie for most
    assert state.market == (-1, -1, -1)


def test_cathedral_example_L1006() -> None:
    state = turn_of(started(3, seed=5), 0)
    state = attrs.evolve(state, rewards=("reward11",) + tuple(r for r in state.rewards if r != "reward11"))
    state = edit(empty(state, 0), 0, gold=1)
    card = state.owner(0).hand[0]
    state = act(state, A.Place("guildhall"))
    state = act(state, A.AdvanceCathedral((("gold", 1),)))
    assert state.decisions == (CathedralFrame(0),)
    state = act(state, A.Discard(card))
    o = state.owner(0)
    assert o.cathedral == 1 and o.virtue == 8 and o.gold == 1 and card not in o.hand
    assert state.building_deck[-1] == card
    assert dict(scoring.breakdown(state, 0))["cathedral"] == 2


def test_cathedral_needs_a_free_space_L1018() -> None:
    state = turn_of(started(4, seed=5), 3)
    state = edit(empty(state, 3), 3, cathedral=1, stone=4, virtue=8)
    for owner in (0, 1):
        state = edit(state, owner, cathedral=2)
    options = legal(act(state, A.Place("guildhall")))
    assert A.AdvanceCathedral((("stone", 4),)) in options  # one of level 2's three spaces is free
    blocked = edit(state, 2, cathedral=2)  # now all three are taken
    assert A.Place("guildhall") not in legal(blocked)


def test_virtue_examples_L1106() -> None:
    state = turn_of(started(3, seed=6), 0)
    yellow = edit(state, 0, virtue=13, silver=5)
    assert not any(isinstance(a, A.Place) and a.location == "black_market" for a in legal(yellow))
    assert dict(scoring.breakdown(yellow, 0))["virtue"] == 5
    red = attrs.evolve(edit(state, 0, virtue=11, silver=5), tax=5)
    red = turn_of(act(red, A.Place("tax_stand")), 0)
    assert red.owner(0).virtue == 9
    assert any(isinstance(a, A.Place) and a.location == "black_market" for a in legal(red))
    green = edit(empty(state, 0), 0, virtue=1, gold=1)
    assert dict(scoring.breakdown(green, 0))["virtue"] == -8
    assert A.Place("guildhall") not in legal(green)  # virtue 4 or less: no Cathedral


def test_virtue_past_fourteen_destroys_debts_L1110() -> None:
    state = turn_of(started(3, seed=6), 0)
    state = edit(
        empty(state, 0),
        0,
        virtue=13,
        debts=2,
        wood=3,
        stone=3,
        hand=("b-monument",),
        apprentices=("labourer-1",),
        marble=2,
    )
    state = act(state, A.Place("guildhall"))
    state = act(state, A.Construct("b-monument", (("wood", 2), ("stone", 3), ("marble", 2))))
    # Monument: +1 printed and +1 for everyone: 13 -> 14 with 1 extra
    assert state.owner(0).virtue == 14
    assert legal(state) == (A.DestroyDebts(1), A.DestroyDebts(0))
    state = act(state, A.DestroyDebts(1))
    assert state.owner(0).debts == 1 and state.owner(0).paid_debts == 0


def test_three_virtue_past_thirteen_destroys_two_debts_L1110() -> None:
    """Virtue 13, an action gains 3: the marker moves up one space, the 2 extra destroy 2 debts."""
    state = turn_of(started(3, seed=6), 0)
    state = edit(empty(state, 0), 0, virtue=13, debts=2, clay=6)
    state = put(state, "storehouse", 0, 2)
    state = act(state, A.Place("storehouse"))  # 3rd worker: 3 trades
    for _ in range(3):
        state = act(state, A.Trade("virtue", (("clay", 2),)))
    assert state.owner(0).virtue == 14
    state = act(state, A.Done())
    assert legal(state) == (A.DestroyDebts(2), A.DestroyDebts(1), A.DestroyDebts(0))
    state = act(state, A.DestroyDebts(2))
    o = state.owner(0)
    assert (o.virtue, o.debts, o.paid_debts) == (14, 0, 0)  # destroyed, not paid: no Debt Collector


def test_red_steals_tax_and_may_use_the_black_market_again_L1116() -> None:
    state = attrs.evolve(turn_of(started(3, seed=6), 0), tax=5)
    state = edit(state, 0, virtue=11, silver=5)
    assert not any(isinstance(a, A.Place) and a.location == "black_market" for a in legal(state))
    state = turn_of(act(state, A.Place("tax_stand")), 0)
    assert state.owner(0).virtue == 9
    assert A.Place("black_market", "1") in legal(state)


def test_green_at_virtue_one_hires_paying_no_tax_and_no_cathedral_L1123() -> None:
    state = turn_of(started(3, seed=6), 0)
    state = edit(empty(state, 0), 0, virtue=1, silver=2, gold=1)
    assert dict(scoring.breakdown(state, 0))["virtue"] == -8
    assert A.Place("guildhall") not in legal(state)  # 1 gold pays level 1, but virtue 1 bars it
    assert A.Place("guildhall") in legal(edit(state, 0, virtue=5))
    tax = state.tax
    state = act(state, A.Place("workshop", "hire"))
    state = act(state, A.Hire(state.rows[0][0]))
    assert state.owner(0).silver == 0 and state.tax == tax  # both tax coins ignored, 2 to the supply


def test_virtue_below_zero_brings_debts() -> None:
    state = attrs.evolve(turn_of(started(3, seed=6), 0), tax=3)
    state = edit(state, 0, virtue=1)
    state = act(state, A.Place("tax_stand"))
    assert state.owner(0).virtue == 0 and state.owner(0).debts == 1


def test_low_virtue_ignores_tax_L1131() -> None:
    state = turn_of(started(3, seed=6), 0)
    state = edit(empty(state, 0), 0, virtue=1, silver=2)
    tax = state.tax
    state = act(state, A.Place("workshop", "hire"))
    state = act(state, A.Hire(state.rows[0][0]))
    assert state.owner(0).silver == 0 and state.tax == tax


def test_end_of_game_three_players_L1152() -> None:
    state = turn_of(started(3, seed=7), 1)
    state = attrs.evolve(state, guildhall=(0, 1, 2) * 5)  # 15 of 16 spaces
    state = edit(empty(state, 1), 1, wood=2, stone=2, hand=("b-well",))
    state = act(state, A.Place("guildhall"))
    state = act(state, A.Construct("b-well", (("wood", 2), ("stone", 2))))
    assert state.end_triggered and state.final_turns == 3
    assert state.current == 2
    for owner in (2, 0, 1):  # everyone, the trigger player too, plays once more
        assert state.current == owner and state.phase != OVER
        state = act(state, A.Place("quarry"))
    assert state.phase == OVER


def test_final_round_guildhall_overflow() -> None:
    state = turn_of(started(3, seed=7), 2)
    state = attrs.evolve(state, guildhall=(0, 1, 2) * 5 + (1,), end_triggered=True, final_turns=3)
    state = edit(empty(state, 2), 2, wood=2, stone=2, hand=("b-well",))
    state = act(act(state, A.Place("guildhall")), A.Construct("b-well", (("wood", 2), ("stone", 2))))
    assert len(state.guildhall) == 17 and "b-well" in state.owner(2).buildings


def _scored(buildings, **fields):
    state = started(3, seed=8)
    state = edit(empty(state, 0), 0, buildings=buildings, **fields)
    state = attrs.evolve(state, prison=(fields.pop("prison", 0),) + state.prison[1:])
    return state


def test_final_score_38_L1241() -> None:
    state = _scored(
        ("b-armoury", "b-barracks", "b-smithy", "b-thieves_den"),
        cathedral=3,
        virtue=12,
        debts=2,
        gold=2,
        marble=1,
        silver=6,
    )
    state = attrs.evolve(state, prison=(3, 0, 0))
    assert dict(scoring.breakdown(state, 0)) == {
        "buildings": 30,
        "debts": -4,
        "gold": 2,
        "marble": 1,
        "cathedral": 7,
        "virtue": 3,
        "silver": 0,
        "prison": -1,
    }
    assert scoring.total(state, 0) == 38


def test_final_score_40_L1272() -> None:
    state = _scored(
        ("b-armoury", "b-barracks", "b-thieves_den", "b-well", "b-church"), cathedral=2, virtue=6, gold=1, silver=22
    )
    state = attrs.evolve(state, prison=(4, 0, 0))
    # 5 buildings 35, Cathedral level 2: 4, virtue 6: 0, no debt, 1 gold, 22 silver: 2, 4 in Prison: -2
    assert dict(scoring.breakdown(state, 0)) == {
        "buildings": 35,
        "debts": 0,
        "gold": 1,
        "marble": 0,
        "cathedral": 4,
        "virtue": 0,
        "silver": 2,
        "prison": -2,
    }
    assert scoring.total(state, 0) == 40


def test_monument_gives_everyone_virtue_L1553() -> None:
    state = turn_of(started(3, seed=9), 0)
    state = edit(empty(state, 0), 0, wood=2, stone=3, marble=2, hand=("b-monument",), apprentices=("labourer-1",))
    state = act(act(state, A.Place("guildhall")), A.Construct("b-monument", (("wood", 2), ("stone", 3), ("marble", 2))))
    assert [state.owner(i).virtue for i in range(3)] == [9, 8, 8]


def test_frederick_start_and_cathedral_L1850() -> None:
    state = GAME.setup(config(3, variant_boards=True, variant_pick="choose"), 3)
    for board in ("frederick", "rudolf", "ada"):  # seat 0 picks Frederick
        (seat,) = GAME.to_act(state)
        state = act(state, A.ChooseBoard(board), seat)
    while state.phase != PLAY:
        seat = min(GAME.to_act(state))
        state = act(state, legal(state, seat)[0], seat)
    fred = state.players[0]
    # no worker in the Prison, 4 silver, virtue 7, 1 stone; no turn-order silver (L1858)
    assert (fred.board, fred.silver, fred.virtue, fred.stone, state.prison[0], fred.home) == (
        "frederick",
        4,
        7,
        1,
        0,
        20,
    )
    assert len(fred.hand) == 3  # no extra building for Frederick
    assert state.order[0] == 2  # Ada (virtue 11) starts, then clockwise
    state = turn_of(state, 0)
    state = edit(empty(state, 0), 0, gold=1, hand=())
    state = act(state, A.Place("guildhall"))
    state = act(state, A.AdvanceCathedral((("gold", 1),)))  # no building to discard, none needed
    assert state.owner(0).cathedral == 1 and state.decisions == ()


def test_end_game_effects_before_scoring() -> None:
    state = started(3, seed=10)
    state = edit(empty(state, 0), 0, buildings=("b-castle", "b-dungeon"), gold=4, virtue=7)
    state = finish_game(attrs.evolve(state, turn=0))
    assert legal(state, 0) == (A.ResolveEnd("b-castle"), A.ResolveEnd("b-dungeon"))
    state = act(state, A.ResolveEnd("b-dungeon"), 0)
    state = act(state, A.ResolveEnd("b-castle"), 0)
    assert state.owner(0).virtue == 7 and state.phase == OVER
