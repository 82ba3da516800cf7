"""The rulebook's worked examples beyond the locations (Lnnn = line of the rulebook)."""
from __future__ import annotations

import attrs

from rules.architects import actions as A
from rules.architects import scoring
from rules.architects.state import OVER, CathedralFrame, GatekeeperFrame
from rules.architects.turns import finish_game
from tests.architects.helpers import act, edit, empty, imprison, legal, started, turn_of


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
    assert [state.owner(i).virtue for i in range(3)] == [6, 7, 7]     # only the Black Market cost virtue
    assert [state.owner(i).debts for i in range(3)] == [1, 0, 1]      # red and yellow tie for most
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
    assert A.AdvanceCathedral((("stone", 4),)) in options      # one of level 2's three spaces is free
    blocked = edit(state, 2, cathedral=2)                       # now all three are taken
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
    assert A.Place("guildhall") not in legal(green)            # virtue 4 or less: no Cathedral


def test_virtue_past_fourteen_destroys_debts_L1110() -> None:
    state = turn_of(started(3, seed=6), 0)
    state = edit(empty(state, 0), 0, virtue=13, debts=2, wood=3, stone=3, hand=("b-monument",),
                 apprentices=("labourer-1",), marble=2)
    state = act(state, A.Place("guildhall"))
    state = act(state, A.Construct("b-monument", (("wood", 2), ("stone", 3), ("marble", 2))))
    # Monument: +1 printed and +1 for everyone: 13 -> 14 with 1 extra
    assert state.owner(0).virtue == 14
    assert legal(state) == (A.DestroyDebts(1), A.DestroyDebts(0))
    state = act(state, A.DestroyDebts(1))
    assert state.owner(0).debts == 1 and state.owner(0).paid_debts == 0


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
    state = attrs.evolve(state, guildhall=(0, 1, 2) * 5)          # 15 of 16 spaces
    state = edit(empty(state, 1), 1, wood=2, stone=2, hand=("b-well",))
    state = act(state, A.Place("guildhall"))
    state = act(state, A.Construct("b-well", (("wood", 2), ("stone", 2))))
    assert state.end_triggered and state.final_turns == 3
    assert state.current == 2
    for owner in (2, 0, 1):                     # everyone, the trigger player too, plays once more
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
    state = _scored(("b-armoury", "b-barracks", "b-smithy", "b-thieves_den"), cathedral=3, virtue=12, debts=2,
                    gold=2, marble=1, silver=6)
    state = attrs.evolve(state, prison=(3, 0, 0))
    assert dict(scoring.breakdown(state, 0)) == {
        "buildings": 30, "debts": -4, "gold": 2, "marble": 1, "cathedral": 7, "virtue": 3, "silver": 0, "prison": -1,
    }
    assert scoring.total(state, 0) == 38


def test_final_score_40_L1272() -> None:
    state = _scored(("b-armoury", "b-barracks", "b-thieves_den", "b-well", "b-church"), cathedral=2, virtue=6, gold=1,
                    silver=22)
    state = attrs.evolve(state, prison=(4, 0, 0))
    assert scoring.total(state, 0) == 40


def test_monument_gives_everyone_virtue_L1553() -> None:
    state = turn_of(started(3, seed=9), 0)
    state = edit(empty(state, 0), 0, wood=2, stone=3, marble=2, hand=("b-monument",), apprentices=("labourer-1",))
    state = act(act(state, A.Place("guildhall")), A.Construct("b-monument", (("wood", 2), ("stone", 3), ("marble", 2))))
    assert [state.owner(i).virtue for i in range(3)] == [9, 8, 8]


def test_frederick_start_and_cathedral_L1850() -> None:
    state = started(2, seed=3, variant_boards=True, variant_pick="choose")
    seats = {state.players[i].board: i for i in range(2)}
    assert set(seats) == {"rudolf", "ada"}          # the first boards offered, in seat order
    state = started(3, seed=3, variant_boards=True)
    for i, o in enumerate(state.players):
        if o.board == "frederick":
            assert (o.silver, o.virtue, o.stone, state.prison[i]) == (4, 7, 1, 0)
    fred = next((i for i, o in enumerate(state.players) if o.board == "frederick"), None)
    if fred is None:
        state = edit(state, 0, board="frederick")
        fred = 0
    state = turn_of(state, fred)
    state = edit(empty(state, fred), fred, gold=1, hand=())
    state = act(state, A.Place("guildhall"))
    state = act(state, A.AdvanceCathedral((("gold", 1),)))
    assert state.owner(fred).cathedral == 1 and state.decisions == ()


def test_end_game_effects_before_scoring() -> None:
    state = started(3, seed=10)
    state = edit(empty(state, 0), 0, buildings=("b-castle", "b-dungeon"), gold=4, virtue=7)
    state = finish_game(attrs.evolve(state, turn=0))
    assert legal(state, 0) == (A.ResolveEnd("b-castle"), A.ResolveEnd("b-dungeon"))
    state = act(state, A.ResolveEnd("b-dungeon"), 0)
    state = act(state, A.ResolveEnd("b-castle"), 0)
    assert state.owner(0).virtue == 7 and state.phase == OVER
