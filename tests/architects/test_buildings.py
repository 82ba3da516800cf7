"""One scenario per building card: construct it in the Guildhall and check what it does."""

from __future__ import annotations

import pytest

from rules.architects import actions as A
from rules.architects import scoring
from rules.architects.data import catalog
from rules.architects.state import OVER, CaptureFrame, EffectFrame, HireFrame
from rules.architects.turns import finish_game
from tests.architects.helpers import (
    act,
    edit,
    empty,
    imprison,
    legal,
    put,
    started,
    turn_of,
)

BUILDER = 0


def build(card: str, players: int = 3, **fields):
    """Seat 0 constructs `card` (holding exactly its cost and a Labourer); returns the state after."""
    state = turn_of(started(players, seed=21), BUILDER)
    building = catalog().building(card)
    state = edit(
        empty(state, BUILDER),
        BUILDER,
        hand=(card, "b-well") if card != "b-well" else (card, "b-smithy"),
        apprentices=("labourer-1",),
        **dict(building.cost),
    )
    state = edit(state, BUILDER, **fields)
    state = act(state, A.Place("guildhall"))
    return act(state, A.Construct(card, building.cost))


def o(state, index=BUILDER):
    return state.owner(index)


IMMEDIATE_GAINS = {
    "b-smithy": ("stone", 4),
    "b-thieves_den": ("silver", 4),
    "b-well": ("clay", 4),
    "b-lumber_camp": ("wood", 4),
    "b-factory": ("marble", 2),
}


@pytest.mark.parametrize("card", sorted(IMMEDIATE_GAINS))
def test_gain_buildings(card: str) -> None:
    state = build(card)
    resource, count = IMMEDIATE_GAINS[card]
    assert getattr(o(state), resource) == count
    assert o(state).virtue == 7 + catalog().building(card).virtue
    assert card in o(state).buildings and state.guildhall == (BUILDER,)


@pytest.mark.parametrize(
    ("card", "choice", "resource", "count"),
    [
        ("b-treasury", "gold", "gold", 1),
        ("b-treasury", "silver", "silver", 3),
        ("b-clay_pit", "gold", "gold", 1),
        ("b-clay_pit", "marble", "marble", 1),
    ],
)
def test_choice_buildings(card: str, choice: str, resource: str, count: int) -> None:
    state = build(card)
    assert state.decisions == (EffectFrame(BUILDER, card),)
    state = act(state, A.Choose(choice))
    assert getattr(o(state), resource) == count


def test_tavern_hires_any_apprentice_free() -> None:
    state = build("b-tavern")
    assert state.decisions == (HireFrame(BUILDER, "free"),)
    far = state.rows[1][3]
    state = act(state, A.Hire(far))
    assert far in o(state).apprentices and o(state).silver == 0


def test_drafting_room_draws_two() -> None:
    assert len(o(build("b-drafting_room")).hand) == 3


def test_betting_house_takes_a_debt() -> None:
    state = build("b-betting_house")
    assert o(state).debts == 1 and o(state).virtue == 6


def test_watchtower_costs_virtue_to_everyone_with_three_prisoners() -> None:
    state = turn_of(started(3, seed=21), BUILDER)
    state = imprison(imprison(state, BUILDER, 3), 2, 3)
    state = imprison(state, 1, 2)
    card = catalog().building("b-watchtower")
    state = edit(empty(state, 0), 0, hand=("b-watchtower",), apprentices=("labourer-1",), **dict(card.cost))
    state = act(act(state, A.Place("guildhall")), A.Construct("b-watchtower", card.cost))
    assert [state.owner(i).virtue for i in range(3)] == [5, 7, 6]


def test_church_may_destroy_a_debt() -> None:
    state = build("b-church", debts=2)
    assert legal(state) == (A.Choose("destroy"), A.Choose("keep_debt"))
    assert o(act(state, A.Choose("destroy"))).debts == 1
    assert build("b-church").decisions == ()  # no debt, no question


def test_palace_gold_per_four_virtue() -> None:
    assert o(build("b-palace", virtue=13)).gold == 3


def test_monument_everyone_gains_virtue() -> None:
    state = build("b-monument")
    assert [state.owner(i).virtue for i in range(3)] == [9, 8, 8]


def test_library_discards_for_two_gold() -> None:
    state = build("b-library")
    assert legal(state) == (A.Discard("b-well"), A.Choose("skip"))
    state = act(state, A.Discard("b-well"))
    assert o(state).gold == 2 and o(state).hand == () and state.building_deck[-1] == "b-well"


def test_hideout_frees_every_prisoner() -> None:
    state = turn_of(started(3, seed=21), BUILDER)
    state = imprison(state, BUILDER, 4)
    card = catalog().building("b-hideout")
    state = edit(empty(state, 0), 0, hand=("b-hideout",), apprentices=("labourer-1",), **dict(card.cost))
    state = act(act(state, A.Place("guildhall")), A.Construct("b-hideout", card.cost))
    assert state.prison[BUILDER] == 0 and o(state).home == 19 and o(state).virtue == 5


def test_armoury_one_free_capture() -> None:
    state = turn_of(started(3, seed=21), BUILDER)
    state = put(state, "forest", 1, 3)
    card = catalog().building("b-armoury")
    state = edit(empty(state, 0), 0, hand=("b-armoury",), apprentices=("labourer-1",), **dict(card.cost))
    state = act(act(state, A.Place("guildhall")), A.Construct("b-armoury", card.cost))
    assert isinstance(state.decisions[-1], CaptureFrame) and state.decisions[-1].free
    tax = state.tax
    state = act(state, A.Capture("forest", 1))
    assert o(state).captives == (0, 3, 0) and state.tax == tax
    assert legal(state) == (A.Done(),)  # the series of captures ends with Done
    assert act(state, A.Done()).decisions == ()


def test_fortress_two_free_captures_at_two_locations_even_with_four_players() -> None:
    state = turn_of(started(4, seed=21), BUILDER)
    state = put(put(state, "forest", 1, 2), "quarry", 2, 1)
    card = catalog().building("b-fortress")
    state = edit(empty(state, 0), 0, hand=("b-fortress",), apprentices=("labourer-1",), **dict(card.cost))
    state = act(act(state, A.Place("guildhall")), A.Construct("b-fortress", card.cost))
    state = act(state, A.Capture("forest", 1))
    state = act(state, A.Capture("quarry", 2))
    assert o(state).captives == (0, 2, 1, 0) and o(state).virtue == 5


def test_barracks_recover_or_capture() -> None:
    state = turn_of(started(3, seed=21), BUILDER)
    state = edit(state, 2, captives=(2, 0, 0))
    state = edit(state, BUILDER, home=18)
    card = catalog().building("b-barracks")
    state = edit(empty(state, 0), 0, hand=("b-barracks",), apprentices=("labourer-1",), **dict(card.cost))
    state = act(act(state, A.Place("guildhall")), A.Construct("b-barracks", card.cost))
    assert legal(state) == (A.Choose("recover"), A.Choose("capture"))
    recovered = act(state, A.Choose("recover"))
    assert recovered.owner(2).captives == (0, 0, 0) and o(recovered).home == 19
    assert isinstance(act(state, A.Choose("capture")).decisions[-1], CaptureFrame)


END_VIRTUE = {
    # card: (fields of the builder before the end, virtue after the end effects)
    "b-trading_post": (dict(clay=5, wood=2, stone=1, virtue=7), 9),
    "b-castle": (dict(gold=5, virtue=7), 9),
    "b-observatory": (dict(marble=4, virtue=7), 9),
    "b-reservoir": (dict(paid_debts=4, virtue=7), 9),
    "b-chapel": (dict(cathedral=2, virtue=7), 9),
    "b-dungeon": (dict(virtue=7), 5),
}


@pytest.mark.parametrize("card", sorted(END_VIRTUE))
def test_end_game_virtue_buildings(card: str) -> None:
    fields, virtue = END_VIRTUE[card]
    state = edit(empty(started(3, seed=21), 0), 0, buildings=(card,), **fields)
    state = finish_game(state)
    assert state.phase == "final" and state.decisions == ()
    assert o(state).virtue == virtue


def test_chapel_needs_a_strict_lead_on_the_cathedral() -> None:
    state = edit(edit(started(3, seed=21), 0, buildings=("b-chapel",), cathedral=2), 1, cathedral=2)
    assert o(finish_game(state)).virtue == 7


SCORING = {
    # card: (builder fields, rival fields, expected bonus above the printed points)
    "b-steeple": (dict(cathedral=3), dict(cathedral=2), 2),
    "b-stone_market": (dict(stone=5), dict(stone=4), 2),
    "b-wood_market": (dict(wood=3), dict(wood=3), 0),
    "b-clay_market": (dict(clay=1), dict(), 2),
    "b-silver_market": (dict(silver=9), dict(silver=10), 0),
    "b-tilers_hut": (dict(apprentices=("labourer-1", "miner-1", "thief-1")), dict(), 2),
    "b-carpenters_hut": (dict(apprentices=("labourer-1", "miner-1", "thief-1")), dict(), 2),
    "b-masons_hut": (dict(apprentices=("labourer-1", "miner-1", "trader-2")), dict(), 2),
    "b-university": (dict(debts=0), dict(), 2),
    "b-aqueduct": (dict(), dict(), 1),
    "b-keep": (dict(captives=(0, 4, 3)), dict(), 2),
    "b-lighthouse": (dict(virtue=13), dict(), 3),
    "b-moneylender": (dict(paid_debts=3), dict(), 3),
    "b-fountain": (dict(), dict(), 0),
    "b-gamblers_den": (dict(), dict(), 0),
}


@pytest.mark.parametrize("card", sorted(SCORING))
def test_scoring_buildings(card: str) -> None:
    mine, rival, bonus = SCORING[card]
    state = edit(empty(started(3, seed=21), 0), 0, buildings=(card,), **mine)
    state = edit(empty(state, 1), 1, **rival)
    assert scoring.building_points(state, 0) == catalog().building(card).vp + bonus


def test_every_building_has_a_scenario() -> None:
    covered = (
        set(IMMEDIATE_GAINS)
        | {
            "b-treasury",
            "b-clay_pit",
            "b-tavern",
            "b-drafting_room",
            "b-betting_house",
            "b-watchtower",
            "b-church",
            "b-palace",
            "b-monument",
            "b-library",
            "b-hideout",
            "b-armoury",
            "b-fortress",
            "b-barracks",
        }
        | set(END_VIRTUE)
        | set(SCORING)
    )
    assert covered == {b.id for b in catalog().buildings}


def test_game_over_after_end_effects() -> None:
    from rules.architects.turns import advance
    from rules.core.engine import rng_for

    state = edit(started(3, seed=21), 0, buildings=("b-castle",), gold=4)
    state = advance(finish_game(state), rng_for(1, 1))
    assert state.phase == OVER and o(state).virtue == 9
