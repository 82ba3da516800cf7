"""The base leaders not covered in test_leaders.py, one scenario each (advanced rules, L364-L391)."""

from __future__ import annotations

import attrs
import pytest

from rules.lorenzo import actions as A
from rules.lorenzo import leaders as L
from rules.lorenzo import rules as R
from rules.lorenzo.game import GAME
from rules.lorenzo.state import BonusWorkFrame, Placement, PrivilegeFrame
from tests.lorenzo.helpers import first, fresh, play, put_card, with_player


def seated(*keys, dice=(1, 1, 1), **stock):
    state = attrs.evolve(fresh(), dice=dice)
    return with_player(state, first(state), leaders=tuple(L.PREFIX + k for k in keys), **stock), first(state)


@pytest.mark.parametrize(
    ("key", "gains"),
    [
        ("girolamo_savonarola", {"faith": 1}),
        ("giovanni_dalle_bande_nere", {"coin": 1, "wood": 1, "stone": 1}),
        ("cosimo_de_medici", {"servant": 3, "vp": 1}),
        ("bartolomeo_colleoni", {"vp": 4}),
    ],
)
def test_once_a_round_gains(key, gains):
    state, seat = seated(key)
    before = state.players[seat]
    state = play(state, A.ActivateLeader(L.PREFIX + key))
    after = state.players[seat]
    assert {k: getattr(after, k) - getattr(before, k) for k in gains} == gains
    assert A.ActivateLeader(L.PREFIX + key) not in GAME.legal_actions(state, seat)
    # face up again at the round's end
    assert R.end_round(state).players[seat].leaders_flipped == ()


def test_sforza_harvest_at_1_without_character_bonuses():
    state, seat = seated("francesco_sforza")
    state = play(state, A.ActivateLeader(L.PREFIX + "francesco_sforza"))
    frame = state.decisions[-1]
    assert isinstance(frame, BonusWorkFrame) and (frame.work, frame.value, frame.card_bonuses) == ("harvest", 1, False)


def test_gonzaga_gives_a_privilege():
    state, seat = seated("ludovico_iii_gonzaga")
    state = play(state, A.ActivateLeader(L.PREFIX + "ludovico_iii_gonzaga"))
    assert isinstance(state.decisions[-1], PrivilegeFrame) and state.decisions[-1].count == 1


def test_brunelleschi_pays_no_fee_in_an_occupied_tower():
    state, seat = seated(coin=0)
    state = attrs.evolve(state, placements=(Placement("tower:character:0", 1 - seat, "black"),))
    assert R.tower_fee(state, state.players[seat], "character") == 3
    state, seat = seated("filippo_brunelleschi", coin=0)
    state = attrs.evolve(state, placements=(Placement("tower:character:0", 1 - seat, "black"),))
    assert R.tower_fee(state, state.players[seat], "character") == 0


def test_cesare_borgia_needs_no_military_for_territory_slots():
    def takes(state, seat):
        return [a for a in GAME.legal_actions(state, seat) if isinstance(a, A.PlaceTower) and a.tower == "territory"]

    state, seat = seated(dice=(6, 6, 6), military=0, cards=("c1", "c2"))
    state = put_card(state, "territory", 0, 3)
    assert not [a for a in takes(state, seat) if a.floor == 0]  # the third slot needs 3 military
    state = with_player(state, seat, leaders=(L.PREFIX + "cesare_borgia",))
    assert [a for a in takes(state, seat) if a.floor == 0]


def test_santa_rita_doubles_card_resources_not_points():
    state, seat = seated("santa_rita", dice=(1, 1, 1), servant=0, military=0)
    state = put_card(state, "territory", 0, 6)  # Monastery: 1 servant and 2 military at once
    before = state.players[seat]
    state = play(state, A.PlaceTower("black", "territory", 0, 0, ()))
    after = state.players[seat]
    assert (after.servant - before.servant, after.military - before.military) == (2, 2)


def test_every_leader_requirement_is_judged():
    """A player holding exactly the requirements meets them; one short of any 'at least', or one over any
    'at most', does not."""
    from rules.lorenzo.state import Player

    territory, building, character, venture = (
        ("c1", "c2", "c3", "c4", "c5", "c6"),
        ("c25", "c26", "c27", "c28", "c29", "c30"),
        ("c49", "c50", "c51", "c52", "c53", "c54"),
        ("c73", "c74", "c75", "c76", "c77", "c78"),
    )
    by_type = {"territory": territory, "building": building, "character": character, "venture": venture}
    for card in L.leader_catalog().values():
        if card.needs:
            continue
        needs, most = card.requires, card.at_most
        cards: list[str] = []
        for kind, n in needs.get("cards", {}).items():
            cards += by_type[kind][:n]
        if "cards_of_one_type" in needs:
            cards += territory[: needs["cards_of_one_type"]]
        total = needs.get("total_cards", 0)
        if total > len(cards):  # fill from types not capped, keeping within a type-count cap
            capped = most.get("cards", {})
            kinds = [k for k in by_type if k not in capped][: most.get("card_types", 4)]
            pool = [c for k in kinds for c in by_type[k] if c not in cards]
            cards += pool[: total - len(cards)]
        stock = {k: n for k, n in needs.get("stock", {}).items()}
        player = Player(0, cards=tuple(cards), **stock)
        assert L.requirements_met(player, card.id), card.key
        for key, n in needs.get("stock", {}).items():
            assert not L.requirements_met(attrs.evolve(player, **{key: n - 1}), card.id), (card.key, key)
        for key, n in most.get("stock", {}).items():
            assert not L.requirements_met(attrs.evolve(player, **{key: n + 1}), card.id), (card.key, key)
        if needs.get("cards"):
            assert not L.requirements_met(attrs.evolve(player, cards=tuple(cards[1:])), card.id), card.key
