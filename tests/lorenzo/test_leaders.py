"""Advanced rules with leaders (L364-L391): draft, discard, play, once-a-round abilities, permanent abilities.
Leaders come from data/lorenzo/leaders.toml."""

from __future__ import annotations

import attrs
import pytest

from rules.core.conformance import play_random_game
from rules.core.options import GameConfig
from rules.lorenzo import actions as A
from rules.lorenzo import effects as E
from rules.lorenzo import rules as R
from rules.lorenzo.game import GAME
from rules.lorenzo.state import BonusWorkFrame, DraftFrame, PrivilegeFrame
from tests.lorenzo.helpers import first, fresh, play, with_player

ADVANCED = (("leaders", True),)


def skip_tiles(state):
    while not isinstance(state.decisions[-1], DraftFrame):
        (seat,) = GAME.to_act(state)
        state = play(state, GAME.legal_actions(state, seat)[0], seat)
    return state


def test_draft_keeps_four_and_hides_the_hands():
    state = skip_tiles(GAME.setup(GameConfig(3, ADVANCED), 5))
    assert all(len(hand) == 4 for hand in state.draft) and len(state.leader_deck) == 20 - 12
    seen_first = set(state.draft[state.order[0]])
    view = GAME.view(state, state.order[1])
    assert not seen_first & {x for hand in view.state.draft for x in hand}
    while state.draft and any(state.draft):
        (seat,) = GAME.to_act(state)
        assert (
            GAME.describe(GAME.legal_actions(state, seat)[0], state, (seat + 1) % 3, seat)
            == f"Seat {seat + 1} keeps a leader"
        )
        state = play(state, GAME.legal_actions(state, seat)[0], seat)
    assert all(len(p.leader_hand) == 4 for p in state.players)
    assert len({x for p in state.players for x in p.leader_hand}) == 12
    assert not state.decisions and GAME.to_act(state) == {state.order[0]}


def test_discard_for_a_privilege_and_play_on_requirements():
    state = fresh()
    seat = first(state)
    state = with_player(state, seat, leader_hand=("leader:michelangelo_buonarroti", "leader:sisto_iv"), stone=9)
    acts = GAME.legal_actions(state, seat)
    assert A.PlayLeader("leader:michelangelo_buonarroti") not in acts  # 9 stone < 10
    state = play(state, A.DiscardLeader("leader:sisto_iv"))
    assert isinstance(state.decisions[-1], PrivilegeFrame) and GAME.to_act(state) == {seat}
    state = play(state, A.ChoosePrivilege("wood_stone"))
    assert GAME.to_act(state) == {seat}  # still this seat's turn: it has not placed yet
    state = play(state, A.PlayLeader("leader:michelangelo_buonarroti"))
    coins = state.players[seat].coin
    state = play(state, A.ActivateLeader("leader:michelangelo_buonarroti"))
    assert state.players[seat].coin == coins + 3
    assert A.ActivateLeader("leader:michelangelo_buonarroti") not in GAME.legal_actions(state, seat)


def test_leader_production_ignores_card_bonuses():
    state = fresh()
    seat = first(state)
    state = with_player(state, seat, leaders=("leader:leonardo_da_vinci",), cards=("c54",), servant=0)
    state = play(state, A.ActivateLeader("leader:leonardo_da_vinci"))
    assert isinstance(state.decisions[-1], BonusWorkFrame)
    # value 0 without the Artisan's +2: a servant is needed to reach 1
    assert all(a.servants >= 1 for a in GAME.legal_actions(state, seat) if isinstance(a, A.PlaceWork))


def test_permanent_abilities():
    state = attrs.evolve(fresh(), dice=(1, 2, 3))
    seat = first(state)
    p = with_player(
        state, seat, leaders=("leader:ludovico_il_moro", "leader:lucrezia_borgia", "leader:sigismondo_malatesta")
    ).players[seat]
    assert E.member_value(state, p, "black") == 7 and E.member_value(state, p, "neutral") == 3
    p = with_player(state, seat, leaders=("leader:sisto_iv",), faith=3, vp=0).players[seat]
    assert R.support(p).vp == 3 + 5
    p = with_player(state, seat, leaders=("leader:pico_della_mirandola",)).players[seat]
    assert E.discounts(p, "character") == [{"coin": 3}]


@pytest.mark.parametrize(("players", "seed"), [(2, 21), (3, 22), (4, 23), (4, 24)])
def test_random_games_with_leaders(players, seed):
    session = play_random_game(GAME, GameConfig(players, ADVANCED), seed, checkpoint_every=70)
    final = session.state
    dealt = {x for p in final.players for x in p.leader_hand + p.leaders}
    assert len(dealt) + len(final.leader_deck) <= 20


def test_l384_ten_wood_plays_botticelli_and_nothing_is_paid():
    state = fresh()
    seat = first(state)
    state = with_player(state, seat, leader_hand=("leader:sandro_botticelli",), wood=9)
    assert A.PlayLeader("leader:sandro_botticelli") not in GAME.legal_actions(state, seat)
    state = with_player(state, seat, wood=10)
    state = play(state, A.PlayLeader("leader:sandro_botticelli"))
    assert state.players[seat].wood == 10 and state.players[seat].leaders == ("leader:sandro_botticelli",)


def test_leader_actions_after_placing_then_end_turn():
    state = GAME.setup(GameConfig(2, ADVANCED), 9)
    state = attrs.evolve(state, decisions=())
    seat = first(state)
    state = with_player(state, seat, leader_hand=("leader:sisto_iv",), servant=5)
    state = play(state, A.PlaceCouncil("neutral", 1))
    state = play(state, A.ChoosePrivilege("coins"))
    assert GAME.legal_actions(state, seat) == (A.EndTurn(), A.DiscardLeader("leader:sisto_iv"))
    state = play(state, A.DiscardLeader("leader:sisto_iv"))
    state = play(state, A.ChoosePrivilege("faith"))
    # no leader action left: the turn ends by itself
    assert GAME.to_act(state) == {1 - seat} and not state.decisions


def test_montefeltro_fixes_one_member_at_6_for_the_round():
    state = attrs.evolve(fresh(), dice=(1, 1, 1))
    seat = first(state)
    state = with_player(state, seat, leaders=("leader:federico_da_montefeltro",))
    state = play(state, A.ActivateLeader("leader:federico_da_montefeltro"))
    state = play(state, A.ChooseMember("orange"))
    p = state.players[seat]
    assert E.member_value(state, p, "orange") == 6 and E.member_value(state, p, "black") == 1


def test_ariosto_places_on_occupied_single_spaces():
    from rules.lorenzo.state import Placement

    state = attrs.evolve(fresh(), dice=(3, 3, 3))
    seat = first(state)
    state = attrs.evolve(
        state, placements=(Placement("harvest:single", 1 - seat, "black"), Placement("market:0", 1 - seat, "white"))
    )

    def spots(s):
        acts = GAME.legal_actions(s, seat)
        return (
            {a.space for a in acts if isinstance(a, A.PlaceWork) and a.work == "harvest"},
            {a.index for a in acts if isinstance(a, A.PlaceMarket)},
        )

    assert spots(state) == (set(), {1})
    state = with_player(state, seat, leaders=("leader:ludovico_ariosto",))
    assert spots(state) == ({"single"}, {0, 1})


def test_lorenzo_de_medici_copies_a_played_leader():
    state = fresh()
    seat = first(state)
    medici = "leader:lorenzo_de_medici"
    state = with_player(state, seat, leader_hand=(medici,), vp=35)
    assert A.PlayLeader(medici) not in GAME.legal_actions(state, seat)  # nothing to copy yet
    state = with_player(state, 1 - seat, leaders=("leader:michelangelo_buonarroti",))
    state = play(state, A.PlayLeader(medici))
    assert GAME.legal_actions(state, seat) == (A.CopyLeader("leader:michelangelo_buonarroti"),)
    state = play(state, A.CopyLeader("leader:michelangelo_buonarroti"))
    coins = state.players[seat].coin
    state = play(state, A.ActivateLeader(medici))
    assert state.players[seat].coin == coins + 3
