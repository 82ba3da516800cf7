"""Houses of Renaissance: the ten family tiles (L393-427), one scenario each (Sforza: test_houses_setup)."""

from __future__ import annotations

import attrs

from rules.lorenzo import actions as A
from rules.lorenzo import rules as R
from rules.lorenzo.game import GAME
from rules.lorenzo.houses.play import with_slot
from rules.lorenzo.houses.state import BROWN, EsteExchange, GonzagaFrame, GonzagaTake
from rules.lorenzo.scoring import scores
from rules.lorenzo.setup import start_round, tower_order
from rules.lorenzo.state import FreeLeaderFrame, PrivilegeFrame
from tests.lorenzo.helpers import play, put_card, with_player
from tests.lorenzo.houses_helpers import houses_game


def ready(family: str, seed: int = 1, **stock):
    """2 seats in round 1, the first to act of this family, dice 6, the change tile on the venture tower."""
    state = houses_game(2, seed)
    seat = state.queue[0]
    families = ["", ""]
    families[seat] = family
    state = with_slot(state, families=tuple(families), change_tower=3)
    state = attrs.evolve(state, dice=(6, 6, 6))
    return with_player(state, seat, **stock), seat


def take(state, seat, tower, floor, member="black"):
    action = next(
        a
        for a in GAME.legal_actions(state, seat)
        if isinstance(a, A.PlaceTower) and (a.tower, a.floor, a.member) == (tower, floor, member)
    )
    return play(state, action, seat)


def finish_turn(state, seat):
    while state.decisions and state.decisions[-1].actor == seat and A.EndTurn() in GAME.legal_actions(state, seat):
        state = play(state, A.EndTurn(), seat)
    return state


def test_montefeltro_banks_building_wood_and_stone_and_trades_a_privilege_for_them():
    state, seat = ready("montefeltro", coin=0, wood=5, stone=5)
    state = take(put_card(state, "building", 0, 25), seat, "building", 0)  # Mint: 1 wood, 3 stone
    assert state.houses.bank[seat] == (1, 3)
    assert (state.players[seat].wood, state.players[seat].stone) == (4, 2)
    state = attrs.evolve(state, decisions=state.decisions + (PrivilegeFrame(seat, 1),))
    keys = [a.key for a in GAME.legal_actions(state, seat)]
    assert "family_tile" in keys and "special_token" in keys  # the council tile's token too
    state = play(state, A.ChoosePrivilege("family_tile"), seat)
    assert state.houses.bank[seat] == (0, 0)
    assert (state.players[seat].wood, state.players[seat].stone) == (5, 5)


def test_aragonesi_harvest_at_the_territory_value_minus_one_never_raised():
    state, seat = ready("aragonesi", servant=9, wood=0, stone=0, coin=0)
    state = with_player(state, seat, cards=("c1",))  # Commercial Hub: harvest 1+ gives 1 coin
    state = take(put_card(state, "territory", 0, 4), seat, "territory", 0)  # Gravel Pit: 2 stone, harvest 4+
    player = state.players[seat]
    tile = R.tile_record(player.tile)["harvest"]
    # harvest at 3: the tile and Commercial Hub, not Gravel Pit itself (4); servants untouched
    assert player.coin == 1 + tile.get("coin", 0)
    assert player.stone == 2 + tile.get("stone", 0)
    assert player.servant == 9 + tile.get("servant", 0)


def test_malatesta_holds_the_military_but_spends_none():
    state, seat = ready("malatesta", military=3)
    state = put_card(state, "venture", 0, 77)  # Military Campaign: hold 3, spend 2
    state = with_slot(state, change_tower=0)
    action = next(
        a
        for a in GAME.legal_actions(state, seat)
        if isinstance(a, A.PlaceTower) and (a.tower, a.floor) == ("venture", 0)
    )
    assert dict(action.payment).get("military", 0) == 0
    state = play(state, action, seat)
    assert state.players[seat].military == 3
    state, seat = ready("malatesta", military=2)
    state = with_slot(put_card(state, "venture", 0, 77), change_tower=0)
    assert not [
        a
        for a in GAME.legal_actions(state, seat)
        if isinstance(a, A.PlaceTower) and (a.tower, a.floor) == ("venture", 0)
    ]


def test_este_pays_military_for_coins_on_its_turn_as_often_as_it_likes():
    state, seat = ready("este", military=2, coin=0)
    assert EsteExchange() in GAME.legal_actions(state, seat)
    queue = state.queue
    state = play(state, EsteExchange(), seat)
    state = play(state, EsteExchange(), seat)
    assert (state.players[seat].military, state.players[seat].coin) == (0, 4)
    assert state.queue == queue  # the turn is not spent
    assert EsteExchange() not in GAME.legal_actions(state, seat)


def test_medici_token_per_character_eight_characters_and_their_score():
    state, seat = ready("medici", coin=10)
    state = take(put_card(state, "character", 0, 51), seat, "character", 0)  # Dame: 4 coins, nothing else
    assert len(state.houses.tokens[seat]) == state.players[seat].special_token == 1
    six = ("c51", "c52", "c53", "c54", "c55", "c56")
    state = with_player(state, seat, cards=six)
    assert R.max_cards(state, state.players[seat], "character") == 8
    seven = with_player(state, seat, cards=six + ("c57",), vp=0)
    lines = dict(scores(seven)[seat].breakdown)
    assert lines["characters"] + lines["Medici characters"] == 28
    eight = with_player(state, seat, cards=six + ("c57", "c58"), vp=0)
    lines = dict(scores(eight)[seat].breakdown)
    assert lines["characters"] + lines["Medici characters"] == 36


def test_gonzaga_round_end_card_for_seven_servants():
    state, seat = ready("gonzaga", servant=7)
    state = attrs.evolve(state, queue=())
    state = R.advance(state, __import__("random").Random(0))
    assert isinstance(state.decisions[-1], GonzagaFrame)
    legal = GAME.legal_actions(state, seat)
    assert A.SkipBonus() in legal and all(a.tower in tower_order() for a in legal if isinstance(a, GonzagaTake))
    territory = state.towers[0][3]
    state = play(state, GonzagaTake("territory", 3), seat)
    player = state.players[seat]
    assert territory in player.cards and player.servant == 0  # no cost, no military needed for its slot
    assert state.round == 2  # then the round ended as usual
    assert state.houses.gonzaga_round == 1


def test_gonzaga_comes_at_the_round_end_after_the_vatican_report():
    """L415 "매 라운드가 종료될 때": Gonzaga's card is a round-end (phase 4, L333) choice, so after a round's
    Vatican report (phase 3, L303), and before the cards are discarded (ruling R28)."""
    from rules.lorenzo.state import VaticanFrame

    state, seat = ready("gonzaga", servant=7, faith=3)
    state = attrs.evolve(state, round=2, queue=())
    state = with_player(state, 1 - seat, faith=0)
    state = R.advance(state, __import__("random").Random(0))
    assert state.decisions[-1] == VaticanFrame(seat) and state.players[1 - seat].excoms
    state = play(state, A.Support(), seat)
    assert isinstance(state.decisions[-1], GonzagaFrame) and state.round == 2
    territory = state.towers[0][3]
    state = play(state, GonzagaTake("territory", 3), seat)
    assert territory in state.players[seat].cards and state.round == 3


def test_orsini_sets_bring_leaders_a_free_leader_then_points():
    state, seat = ready("orsini", coin=20)
    state = with_player(state, seat, cards=("c1", "c25", "c52"))  # territory, building, character
    leaders = state.leader_deck[:2]
    state = take(put_card(state, "venture", 1, 73), seat, "venture", 1)
    player = state.players[seat]
    assert state.houses.sets[seat] == 1 and set(leaders) <= set(player.leader_hand)
    state = with_player(state, seat, cards=player.cards + ("c2", "c26", "c53", "c74"))
    state = R.advance(state, __import__("random").Random(0))
    assert state.houses.sets[seat] == 2 and isinstance(state.decisions[-1], FreeLeaderFrame)
    state = play(state, A.SkipBonus(), seat)
    vp = state.players[seat].vp
    player = state.players[seat]
    state = with_player(state, seat, cards=player.cards + ("c3", "c27", "c54", "c75"))
    state = R.advance(state, __import__("random").Random(0))
    assert state.houses.sets[seat] == 3 and state.players[seat].vp == vp + 10


def test_colonna_brown_member_of_value_three_neither_colour_nor_neutral():
    state, seat = ready("colonna", coin=10)
    state = start_round(state, 1, __import__("random").Random(0))
    assert BROWN in state.players[seat].home
    assert state.queue.count(seat) == 5 and state.queue[-1] == seat  # its fifth turn comes last
    assert R.E.member_value(state, state.players[seat], BROWN) == 3
    state = attrs.evolve(state, dice=(6, 6, 6), queue=(seat,) + state.queue)
    state = finish_turn(take(state, seat, "territory", 0, "black"), seat)
    state = attrs.evolve(state, queue=(seat,) + state.queue)
    brown = [a for a in GAME.legal_actions(state, seat) if isinstance(a, A.PlaceTower) and a.member == BROWN]
    assert [a for a in brown if a.tower == "territory"]  # not bound by the one-coloured-member rule
    assert not [
        a
        for a in GAME.legal_actions(state, seat)
        if isinstance(a, A.PlaceTower) and a.member == "white" and a.tower == "territory"
    ]


def test_della_rovere_faith_tiles_once_and_five_vp_per_excommunication():
    state, seat = ready("della_rovere", coin=0, faith=2, vp=12)
    state = attrs.evolve(state, decisions=state.decisions + (PrivilegeFrame(seat, 1),))
    state = play(state, A.ChoosePrivilege("faith"), seat)
    assert state.players[seat].coin == 3 and state.houses.faith_taken[seat] == (3,)
    state = with_player(state, seat, faith=0)
    state = with_player(state, seat, faith=3)
    state = R.advance(state, __import__("random").Random(0))
    assert state.players[seat].coin == 3  # taken once only
    state = R.excommunicate(state, seat)
    assert state.players[seat].vp == 7
