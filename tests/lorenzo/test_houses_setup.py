"""Houses of Renaissance: options, set-up (L581-597), the change tile (L638-645, L592) and the family auction
(L600-618, the rulebook's example L611-618)."""

from __future__ import annotations

import attrs
import pytest

from rules.core.options import config_for
from rules.lorenzo import actions as A
from rules.lorenzo import rules as R
from rules.lorenzo.game import GAME
from rules.lorenzo.houses.data import houses
from rules.lorenzo.houses.state import AuctionFrame, PlaceBid
from rules.lorenzo.setup import tower_order
from tests.lorenzo.helpers import play
from tests.lorenzo.houses_helpers import HOUSES, houses_game, houses_setup


def test_houses_needs_leaders_and_is_the_only_way_to_five_seats():
    with pytest.raises(ValueError, match="needs leaders"):
        config_for(GAME, 3, {"houses_of_renaissance": True})
    with pytest.raises(ValueError, match="5 players need houses_of_renaissance"):
        config_for(GAME, 5, {"leaders": True, "leader_set": "base"})
    assert config_for(GAME, 5, HOUSES).players == 5
    assert GAME.max_players == 5 and "houses_of_renaissance" in {o.name for o in GAME.options}


@pytest.mark.parametrize("players", [2, 5])
def test_setup_pieces(players):
    state = houses_setup(players, seed=7)
    part = state.houses
    data = houses()
    # the special tower: 4 cards of period I dealt, 8 a period in the game, the rest boxed
    assert len(state.towers) == 5 and None not in state.towers[4]
    assert {data.cards[c].period for c in state.towers[4]} == {1}
    deck = state.towers[4] + state.decks[4]
    assert len(deck) == 24 and [data.cards[c].period for c in deck] == sorted(data.cards[c].period for c in deck)
    assert len(part.boxed) == 24 and not set(part.boxed) & set(deck)
    # the change tile lies on the main tower of a card drawn from the leftovers (L590), with the side for the count
    assert tower_order()[part.change_tower] in {data.cards[c].type for c in part.boxed}
    assert part.change_values == tuple(data.raw["change_tiles"]["players_5" if players == 5 else "players_2_to_4"])
    # tokens face down, no wood or stone, coins 0-4 by turn order, servants as usual (R16)
    assert sorted(part.pile) == sorted(data.tokens)
    for seat in range(players):
        player = state.players[seat]
        assert (player.wood, player.stone, player.servant) == (0, 0, 3)
        assert player.coin == state.order.index(seat)
    # the auction comes first, in turn order; as many family and auction tiles as seats
    assert isinstance(state.decisions[-1], AuctionFrame) and state.decisions[-1].actor == state.order[0]
    assert len(part.auction) == players and len({f for _t, f in part.auction}) == players


def test_new_excommunications_join_the_draw():
    drawn = {t for seed in range(40) for t in houses_setup(2, seed).excom_tiles}
    assert {"xh1", "xh2", "xh3"} & drawn
    state = houses_setup(2, 3)
    assert [R.E.excom_record(t).period for t in state.excom_tiles] == [1, 2, 3]


def test_sforza_leaders_are_shown_then_one_is_played_free():
    seed = next(s for s in range(200) if houses_setup(2, s).houses.sforza)
    state = houses_setup(2, seed)
    shown = state.houses.sforza
    assert len(shown) == 2 and not set(shown) & set(state.leader_deck)
    sforza_tile = next(i for i, (_t, f) in enumerate(state.houses.auction) if f == "sforza")
    first = state.order[0]
    state = play(state, PlaceBid(sforza_tile, 5), first)
    state = play(state, PlaceBid(1 - sforza_tile, 0), state.order[1])
    assert state.houses.families[first] == "sforza" and state.houses.sforza == ()
    top = state.decisions[-1]
    assert type(top).__name__ == "FreeLeaderFrame" and top.actor == first
    assert A.SkipBonus() not in GAME.legal_actions(state, first)  # one of the two is played, no declining
    played = next(a for a in GAME.legal_actions(state, first) if isinstance(a, A.PlayLeader))
    state = play(state, played, first)
    player = state.players[first]
    assert played.leader in player.leaders and set(player.leader_hand) | {played.leader} == set(shown)


# ---- the change tile (L592, L638-645) -------------------------------------------------------------------


def test_change_tile_sets_floor_values_and_moves_right_each_round_never_to_the_special_tower():
    state = houses_game(2, seed=3)
    part = state.houses
    changed = tower_order()[part.change_tower]
    for floor in range(4):
        assert R.floor_value(state, changed, floor) == part.change_values[floor] == (2, 4, 6, 8)[floor]
    other = tower_order()[(part.change_tower + 1) % 4]
    assert [R.floor_value(state, other, f) for f in range(4)] == [1, 3, 5, 7]
    assert [R.floor_value(state, "special", f) for f in range(4)] == [1, 3, 5, 7]
    seen = [part.change_tower]
    for _ in range(5):  # play whole rounds by the first choice (placements) until the round changes
        round_no = state.round
        while state.round == round_no and GAME.to_act(state):
            seat = next(iter(GAME.to_act(state)))
            legal = GAME.legal_actions(state, seat)
            state = play(
                state,
                next((a for a in legal if isinstance(a, (A.PlaceCouncil, A.EndTurn, A.Support))), legal[-1]),
                seat,
            )
        seen.append(state.houses.change_tower)
    assert seen == [(seen[0] + i) % 4 for i in range(6)]  # venture wraps back to territory


def test_change_tile_five_players_lowers_values():
    state = houses_game(5, seed=2)
    changed = tower_order()[state.houses.change_tower]
    assert [R.floor_value(state, changed, f) for f in range(4)] == [1, 2, 4, 6]


def test_a_card_on_the_changed_tower_needs_the_new_value():
    state = houses_game(2, seed=3)
    kind = tower_order()[state.houses.change_tower]
    seat = state.queue[0]
    state = attrs.evolve(state, dice=(1, 1, 1))
    players = list(state.players)
    players[seat] = attrs.evolve(players[seat], servant=0, coin=20, wood=20, stone=20, military=20)
    state = attrs.evolve(state, players=tuple(players))
    takes = [a for a in GAME.legal_actions(state, seat) if isinstance(a, A.PlaceTower) and a.tower == kind]
    assert not takes  # floor 1 needs 2 now: a die of 1 and no servants cannot
    state = attrs.evolve(state, dice=(2, 1, 1))
    takes = [a for a in GAME.legal_actions(state, seat) if isinstance(a, A.PlaceTower) and a.tower == kind]
    assert {(a.member, a.floor) for a in takes} == {("black", 0)}


# ---- the auction (L600-618) ----------------------------------------------------------------------------


def test_auction_example_outbid_member_moves_at_once_and_chains():
    """L611-618: red takes an offer; blue takes a higher one on the same tile; red must move at once, higher on
    the same tile or onto another tile, and may outbid in turn (a chain)."""
    state = houses_setup(3, seed=5)
    red, blue, pink = state.order
    state = play(state, PlaceBid(0, 2), red)
    assert {b for b in GAME.legal_actions(state, blue) if b.tile == 0} == {PlaceBid(0, r) for r in (3, 4, 5)}
    state = play(state, PlaceBid(0, 3), blue)
    top = state.decisions[-1]
    assert top == AuctionFrame(red, moving=True)
    legal = set(GAME.legal_actions(state, red))
    assert {b for b in legal if b.tile == 0} == {PlaceBid(0, 4), PlaceBid(0, 5)}
    assert {PlaceBid(1, 0), PlaceBid(2, 0)} <= legal
    state = play(state, PlaceBid(0, 5), red)  # red outbids blue in turn
    assert state.decisions[-1] == AuctionFrame(blue, moving=True)
    state = play(state, PlaceBid(1, 0), blue)
    # pink: the top row holds (never outbid), the other tiles by the same rule
    legal = set(GAME.legal_actions(state, pink))
    assert not [b for b in legal if b.tile == 0]
    assert {b for b in legal if b.tile == 1} == {PlaceBid(1, r) for r in range(1, 6)}
    before = {s: state.players[s] for s in (red, blue, pink)}
    state = play(state, PlaceBid(2, 1), pink)
    assert not [f for f in state.decisions if isinstance(f, AuctionFrame)]
    data = houses()
    for seat, (tile, row) in ((red, (0, 5)), (blue, (1, 0)), (pink, (2, 1))):
        tile_key, family = state.houses.auction[tile]
        assert state.houses.families[seat] == family
        gained = data.auction_tiles[tile_key][row]
        for key, n in gained.items():
            assert getattr(state.players[seat], key) == getattr(before[seat], key) + n


def test_rulebook_example_rows_are_in_the_auction_data():
    rows = [row for tile in houses().auction_tiles.values() for row in tile]
    for known in (
        {"servant": 4, "wood": 2, "coin": 2},
        {"coin": 5, "servant": 2, "stone": 3},
        {"coin": 2, "stone": 1, "servant": 4, "wood": 1},
    ):
        assert known in rows


def test_five_seats_open_every_space_and_offer_a_fifth_tile():
    state = houses_setup(5, seed=2)
    assert GAME.rules_section(state) == "houses-auction"
    state = houses_game(5, seed=2)
    seat = state.queue[0]
    markets = {a.index for a in GAME.legal_actions(state, seat) if isinstance(a, A.PlaceMarket)}
    assert markets == {0, 1, 2, 3}
    assert len(state.order) == 5
    assert all(state.queue.count(s) == len(state.players[s].home) for s in range(5))  # Colonna: 5 turns
    assert len({p.tile for p in state.players}) == 5 and "advanced_e" in {p.tile for p in state.players}


def test_houses_undo_stops_at_a_token_draw():
    from tests.lorenzo.houses_helpers import give_tokens

    state = houses_game(2, seed=1)
    seat = state.queue[0]
    before = give_tokens(state, seat)
    after = R.advance(
        R.set_player(before, R.E.gain(before.players[seat], {"special_token": 1})), __import__("random").Random(0)
    )
    assert GAME.reveals(before, A.Pass(), after)
