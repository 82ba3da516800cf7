"""Turn flow: take-backs, hand limit, Guildhall reset and refresh spaces, board choice, the draft."""

from __future__ import annotations

import attrs

from rules.architects import actions as A
from rules.architects import workers as W
from rules.architects.game import GAME
from rules.architects.state import BoardFrame, LimitFrame
from tests.architects.helpers import act, config, edit, empty, legal, put, started, turn_of


def test_no_worker_at_home_takes_one_back_from_the_board() -> None:
    state = turn_of(started(3, seed=41), 0)
    state = put(state, "quarry", 0, 15)
    state = put(state, "forest", 0, 5)
    assert legal(state) == (A.TakeBack("quarry"), A.TakeBack("forest"))
    state = act(state, A.TakeBack("forest"))
    assert state.at("forest", 0) == 4 and state.owner(0).home == 1 and state.current != 0


def test_nothing_anywhere_passes() -> None:
    state = turn_of(started(3, seed=41), 0)
    state = attrs.evolve(W.move_home(state, 0, -20), guildhall=(0,) * 20)
    assert legal(state) == (A.Pass(),)
    assert act(state, A.Pass()).current != 0


def test_hand_limit_discards_one_at_a_time_to_six() -> None:
    state = turn_of(started(3, seed=41), 0)
    state = put(state, "workshop", 0, 5)
    hand = state.owner(0).hand
    state = act(state, A.Place("workshop", "draw"))  # 3 + 4 = 7 cards
    assert state.decisions == (LimitFrame(0),) and len(state.owner(0).hand) == 7
    state = act(state, A.Discard(hand[0]))
    assert state.decisions == () and len(state.owner(0).hand) == 6 and state.building_deck[-1] == hand[0]


def test_first_space_of_row_three_resets_the_black_market() -> None:
    state = turn_of(started(3, seed=41), 0)
    state = attrs.evolve(state, guildhall=(1, 2) * 4, market=(1, -1, -1))  # 8 of 16: row 3 starts next
    state = edit(empty(state, 0), 0, wood=2, stone=2, hand=("b-well",))
    state = act(act(state, A.Place("guildhall")), A.Construct("b-well", (("wood", 2), ("stone", 2))))
    assert state.market == (-1, -1, -1) and state.prison[1] == 1 and len(state.market_right) == 1


def test_second_space_of_row_three_does_not_reset() -> None:
    state = turn_of(started(3, seed=41), 0)
    state = attrs.evolve(state, guildhall=(1, 2) * 4 + (1,), market=(1, -1, -1))
    state = edit(empty(state, 0), 0, wood=2, stone=2, hand=("b-well",))
    state = act(act(state, A.Place("guildhall")), A.Construct("b-well", (("wood", 2), ("stone", 2))))
    assert state.market == (1, -1, -1)


def test_guildhall_refresh_space_is_an_option() -> None:
    for refresh in (False, True):
        state = turn_of(started(3, seed=41, guildhall_refresh=refresh), 0)
        state = attrs.evolve(state, guildhall=(1, 2))  # the next space is column 3 of row 1
        state = edit(empty(state, 0), 0, wood=2, stone=2, hand=("b-well",))
        state = attrs.evolve(state, coins=((2, 0, 1, 0), (0, 0, 0, 0)))
        rows = state.rows
        after = act(state, A.Place("guildhall"))
        if refresh:
            assert after.rows[0][:3] == rows[0][1:] and after.rows[1][:3] == rows[1][1:]
            assert after.apprentice_deck[-2:] == (rows[0][0], rows[1][0])
            # the silver on a discarded card goes to the supply; the rest slides with its card
            assert after.coins == ((0, 1, 0, 0), (0, 0, 0, 0))
            assert after.tax == state.tax and all(p.silver == q.silver for p, q in zip(after.players, state.players))
        else:
            assert after.rows == rows


def test_boards_are_chosen_in_seat_order() -> None:
    state = GAME.setup(config(3, variant_boards=True, variant_pick="choose"), 3)
    assert state.decisions[-1] == BoardFrame(0)
    state = act(state, A.ChooseBoard("caroline"))
    assert A.ChooseBoard("caroline") not in legal(state) and state.decisions[-1] == BoardFrame(1)
    state = act(act(state, A.ChooseBoard("ada")), A.ChooseBoard("rudolf"))
    assert state.draft is not None and [p.board for p in state.players] == ["caroline", "ada", "rudolf"]


def test_draft_passes_packs_left_and_returns_the_last_card_to_the_deck() -> None:
    state = GAME.setup(config(3), 4)
    packs = state.draft.packs
    for seat in range(3):
        state = act(state, A.Pick(packs[seat][0]), seat)
    assert state.draft.round == 2
    assert state.draft.packs[1] == packs[0][1:]  # seat 0's pack went to seat 1
    for _ in range(2):
        for seat in range(3):
            state = act(state, A.Pick(state.draft.packs[seat][0]), seat)
    assert state.draft is None and all(len(p.hand) == 3 for p in state.players)
    assert len(state.building_deck) == 40 - 9
    assert sorted(p.silver for p in state.players) == [3, 4, 5]
    assert state.players[state.order[0]].silver == 3
