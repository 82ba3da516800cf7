from collections import Counter

from rules.duel import data as D
from rules.duel.actions import TakeWonder
from rules.duel.game import GAME
from rules.duel.state import DraftWonder
from tests.duel.helpers import drafted, new_game, play


def test_initial_state():
    state = new_game(3)
    assert state.phase == "draft"
    assert [p.coins for p in state.players] == [7, 7]
    assert len(state.board_progress) == 5 and len(state.box_progress) == 5
    assert len(state.draft_offer) == 4 and len(state.draft_next) == 4 and len(state.wonder_box) == 4
    assert [len(r) for r in state.removed] == [3, 3, 3]
    assert [len(d) for d in state.upcoming] == [20, 20, 20]
    assert sum(c in D.load().cards and D.card(c).deck == "guild" for c in state.upcoming[2]) == 3
    assert len(state.unused_guilds) == 4
    every = [c for d in state.upcoming for c in d] + [c for r in state.removed for c in r] + list(state.unused_guilds)
    assert sorted(every) == sorted(D.load().cards)
    assert set(state.military_tokens) == set(D.load().military_tokens)


def test_draft_order_is_1_2_1_then_2_1_2():
    state = new_game(5)
    pickers = []
    while state.phase == "draft":
        (seat,) = GAME.to_act(state)
        assert isinstance(state.decisions[-1], DraftWonder)
        pickers.append(seat)
        state = play(state, TakeWonder(state.draft_offer[0]), seat)
    # the last wonder of each round is given: seat 0 after round 1, seat 1 after round 2
    assert pickers == [0, 1, 1, 1, 0, 0]
    assert [len(p.wonders) for p in state.players] == [4, 4]
    assert state.phase == "play" and state.age == 1 and state.current == 0


def test_draft_gives_last_wonder_of_round_one_to_first_player():
    state = new_game(5)
    offer = state.draft_offer
    state = play(state, TakeWonder(offer[0]), 0)
    state = play(state, TakeWonder(offer[1]), 1)
    state = play(state, TakeWonder(offer[2]), 1)
    assert [w.id for w in state.players[0].wonders] == [offer[0], offer[3]]
    assert state.draft_offer and GAME.to_act(state) == {1}


def test_age_one_structure():
    state = drafted(7)
    assert state.structure.age == 1
    face_up = [s.face_up for s in state.structure.slots]
    assert face_up == [s.face_up for s in D.load().layouts[("base", 1)].slots]
    assert Counter(face_up) == {True: 12, False: 8}
    assert len(GAME.legal_actions(state, 0)) >= 12  # 6 cards, each at least discardable


def test_agora_setup_uses_agora_components():
    state = drafted(2, agora=True)
    assert len(state.structure.slots) == 25
    assert set(state.military_tokens) == set(D.load().agora.military_tokens)
    assert state.agora is not None
    senators = [c for d in (state.structure.slots,) for s in d for c in [s.card] if c and D.is_senator(c)]
    assert len(senators) == 5
