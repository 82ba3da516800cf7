"""Each ruling of data/architects/rules.md (R1-R13) and the AI opponent's rules."""

from __future__ import annotations

import attrs
import pytest

from rules.architects import actions as A
from rules.architects import automa, scoring
from rules.architects import workers as W
from rules.architects.data import catalog
from rules.architects.describe import describe as describe_line
from rules.architects.state import PLACE, DestroyFrame, GatekeeperFrame, LimitFrame
from rules.core.engine import rng_for
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


def test_R1_take_back_from_prison_market_or_rival_board() -> None:
    state = turn_of(started(3, seed=1), 0)
    state = edit(state, 0, home=0)
    state = attrs.evolve(state, guildhall=(0,) * 15)
    state = imprison(edit(state, 0, home=3), 0, 2)
    state = attrs.evolve(edit(state, 0, home=0), market=(-1, 0, -1))
    state = edit(state, 1, captives=(0, 0, 0))
    state = edit(state, 2, captives=(2, 0, 0))
    assert W.total_workers(state, 0) == 20
    assert legal(state) == (A.TakeBack("prison"), A.TakeBack("market"), A.TakeBack("board-2"))
    after = act(state, A.TakeBack("board-2"))
    assert after.owner(0).home == 1 and after.owner(2).captives == (1, 0, 0)
    # a worker on a large location takes precedence
    state = W.set_at(W.move_home(edit(state, 0, home=1), 0, -1), "forest", 0, 1)
    assert legal(state) == (A.TakeBack("forest"),)


def test_R2_discard_an_apprentice_only_to_hire_a_sixth() -> None:
    state = turn_of(started(3, seed=2), 0)
    state = edit(state, 0, silver=4, apprentices=("miner-1", "thief-1", "patron-1", "trader-1"))
    hire = act(state, A.Place("workshop", "hire"))
    assert all(a.discard == "" for a in legal(hire))
    state = edit(state, 0, apprentices=("miner-1", "thief-1", "patron-1", "trader-1", "squire-1"))
    hire = act(state, A.Place("workshop", "hire"))
    card = state.rows[0][0]
    assert {a.discard for a in legal(hire)} == {"miner-1", "thief-1", "patron-1", "trader-1", "squire-1"}
    after = act(hire, A.Hire(card, "thief-1"))
    assert "thief-1" not in after.owner(0).apprentices and after.apprentice_deck[-1] == "thief-1"
    assert len(after.owner(0).apprentices) == 5


def test_R3_destroying_debts_past_fourteen_is_offered_most_first() -> None:
    state = turn_of(started(3, seed=3), 0)
    state = edit(empty(state, 0), 0, virtue=14, debts=3, clay=4)
    state = put(state, "storehouse", 0, 1)
    state = act(state, A.Place("storehouse"))
    state = act(state, A.Trade("virtue", (("clay", 2),)))
    state = act(state, A.Trade("virtue", (("clay", 2),)))
    # offered when the location's series of actions is closed, for every point past 14
    assert not isinstance(state.decisions[-1], DestroyFrame)
    state = act(state, A.Done())
    assert state.decisions[-1] == DestroyFrame(0, 2)
    assert legal(state) == (A.DestroyDebts(2), A.DestroyDebts(1), A.DestroyDebts(0))
    state = act(state, A.DestroyDebts(1))
    assert state.owner(0).debts == 2 and state.owner(0).virtue == 14 and state.decisions == ()


def test_R4_reset_before_hand_limit_and_no_reset_from_overflow() -> None:
    state = turn_of(started(3, seed=4), 0)
    state = attrs.evolve(state, market=(1, 2, -1))
    state = imprison(state, 0, 1)
    state = edit(
        state,
        0,
        silver=3,
        apprentices=("gatekeeper-1",),
        hand=("b-well", "b-keep", "b-fountain", "b-church", "b-castle", "b-palace", "b-library"),
    )
    state = act(state, A.Place("black_market", "3"))
    assert isinstance(state.decisions[-1], GatekeeperFrame)
    state = act(state, A.Release(0))
    assert state.decisions[-1] == LimitFrame(0)
    # final round: a Guildhall worker beside the full Guildhall never resets the Black Market
    state = turn_of(started(3, seed=4), 0)
    state = attrs.evolve(state, guildhall=(1,) * 16, end_triggered=True, final_turns=3)
    state = edit(empty(state, 0), 0, wood=2, stone=2, hand=("b-well",))
    state = act(state, A.Place("guildhall"))
    assert not state.pending_reset


def test_R5_conspirator_saves_one_silver_per_visit() -> None:
    state = turn_of(started(3, seed=5), 0)
    state = put(state, "town_centre", 0, 2)
    for owner, location in ((1, "quarry"), (2, "quarry"), (2, "forest")):
        state = put(state, location, owner, 1)
    state = edit(empty(state, 0), 0, silver=2, apprentices=("conspirator-1",))
    tax = state.tax
    state = act(state, A.Place("town_centre"))
    state = act(state, A.Capture("quarry", 1))  # 1 tax
    state = act(state, A.Capture("quarry", 2))  # free: the Conspirator's 1 silver for this visit
    state = act(state, A.Capture("forest", 2))  # 1 silver
    assert state.tax == tax + 1 and state.owner(0).silver == 0
    assert state.owner(0).captives == (0, 1, 2)


def test_R6_aqueduct_counts_itself() -> None:
    state = edit(started(3, seed=6), 0, buildings=("b-aqueduct", "b-well"))
    assert scoring.building_points(state, 0) == 3 + 3 + 2


def test_R7_fountain_and_gamblers_den_cost_two_per_debt() -> None:
    state = edit(started(3, seed=6), 0, debts=3)
    assert scoring.debt_points(state, 0) == -6
    assert scoring.debt_points(edit(state, 0, buildings=("b-fountain",)), 0) == -3
    assert scoring.debt_points(edit(state, 0, buildings=("b-gamblers_den",)), 0) == -9
    assert scoring.debt_points(edit(state, 0, buildings=("b-fountain", "b-gamblers_den")), 0) == -6


def test_R8_therese_gold_and_marble_are_one_resource() -> None:
    state = turn_of(started(3, seed=7), 0)
    state = edit(empty(state, 0), 0, board="therese", marble=1)
    state = act(state, A.Place("guildhall"))
    assert A.AdvanceCathedral((("marble", 1),)) in legal(state)
    castle = edit(state, 0, gold=1, marble=3)
    from rules.architects.economy import held

    assert held(castle.owner(0), "gold") == 4


def test_R9_empty_left_pile_pays_the_printed_default() -> None:
    state = turn_of(started(3, seed=8), 0)
    state = attrs.evolve(state, market_left=(), market_right=tuple(c.id for c in catalog().black_market))
    state = edit(empty(state, 0), 0, silver=1)
    state = act(state, A.Place("black_market", "1"))
    assert (state.owner(0).marble, state.owner(0).gold) == (1, 1)


def test_R9_reset_with_empty_left_pile_reshuffles_the_right_one() -> None:
    state = turn_of(started(3, seed=8), 0)
    ids = tuple(c.id for c in catalog().black_market)
    state = attrs.evolve(state, market_left=(), market_right=ids, market=(1, 2, -1))
    state = edit(state, 0, silver=3)
    state = act(state, A.Place("black_market", "3"))
    assert len(state.market_left) == 9 and len(state.market_right) == 1


def test_R10_empty_deck_draws_what_is_left() -> None:
    state = turn_of(started(3, seed=9), 0)
    state = attrs.evolve(state, building_deck=state.building_deck[:1])
    state = put(state, "workshop", 0, 3)
    hand = len(state.owner(0).hand)
    line = describe_line(A.Place("workshop", "draw"), state, 1, 0, ("Ann", "Bob", "Cy"))
    assert line == "Ann places a worker at the Workshop and draws 1 building."  # 2 were due
    state = act(state, A.Place("workshop", "draw"))
    assert len(state.owner(0).hand) == hand + 1 and state.building_deck == ()


def test_R11_ai_scoring() -> None:
    for side, per_worker in (("constantine", 1), ("helena", 3)):
        state = started(1, seed=10, automa=side)
        ai = state.ai_index
        state = edit(state, ai, cathedral=3, virtue=12, marble=2, debts=1)
        state = attrs.evolve(state, guildhall=(ai, 0, ai), prison=(0, 3))
        assert dict(scoring.breakdown(state, ai)) == {
            "cathedral": 7,
            "virtue": 3,
            "marble": 2,
            "guildhall": 2 * per_worker,
            "debts": -2,
            "prison": -1,
        }


def test_R12_two_players_against_the_ai() -> None:
    state = started(2, seed=11, automa="helena")
    assert state.owners == 3 and state.order[-1] == 2
    assert len(state.rewards) == 7
    from rules.architects.locations import capture_locations, guild_capacity

    assert guild_capacity(state) == 16 and capture_locations(state) == 2
    everything = set(state.building_deck) | {c for o in state.players for c in o.hand}
    assert "b-wood_market" in everything and len(everything) == 40
    assert sorted(o.silver for o in state.players) == [3, 4]


def test_R13_variant_board_solo_start_values_replace_the_solo_ones() -> None:
    state = started(1, seed=12, variant_boards=True)
    o = state.players[0]
    board = catalog().board(o.board)
    assert o.silver == board.starts_with("silver") and o.virtue == board.starts_with("virtue")
    assert state.order == (0, 1)


def test_solo_setup() -> None:
    state = started(1, seed=13)
    assert state.rules.automa == "constantine"
    o = state.players[0]
    assert len(o.hand) == 3 and o.silver == 3 and o.virtue == 7 and state.order == (0, 1)
    assert len(state.rewards) == 5
    everything = set(state.building_deck) | set(o.hand)
    assert len(everything) == 36 and not everything & {
        "b-wood_market",
        "b-stone_market",
        "b-clay_market",
        "b-silver_market",
    }


def test_ai_turn_places_where_its_card_says() -> None:
    state = started(1, seed=14)
    ai = state.ai_index
    card = "scheme01"  # quarry
    state = attrs.evolve(state, automa=attrs.evolve(state.automa, deck=(card,) + state.automa.deck))
    after = automa.ai_turn(state, rng_for(1, 1))
    assert after.at("quarry", ai) == 1 and after.automa.last == card and after.automa.discard == (card,)


def test_ai_captures_and_imprisons_for_one_marble() -> None:
    state = started(1, seed=14)
    state = put(put(state, "silversmith", 0, 3), "quarry", 0, 1)
    state = attrs.evolve(state, automa=attrs.evolve(state.automa, deck=("scheme12", "scheme15")))
    state = automa.ai_turn(state, rng_for(1, 1))
    assert state.ai.captives == (3, 0)
    state = automa.ai_turn(state, rng_for(1, 2))
    assert state.prison == (3, 0) and state.ai.marble == 1 and state.ai.captives == (0, 0)


def test_ai_without_workers_recalls_all_but_guildhall_and_market() -> None:
    state = started(1, seed=15)
    ai = state.ai_index
    state = put(state, "forest", ai, 10)
    state = imprison(state, ai, 3)
    state = W.move_home(state, ai, -4)
    state = attrs.evolve(state, guildhall=(ai, ai, ai), market=(ai, -1, -1))
    state = edit(state, 0, captives=(0, 0))
    state = W.move_home(state, ai, -3)
    state = edit(state, 0, captives=(0, 3))
    assert state.ai.home == 0 and W.total_workers(state, ai) == 20
    state = attrs.evolve(state, automa=attrs.evolve(state.automa, discard=("scheme01",)))
    after = automa.ai_turn(state, rng_for(1, 3))
    assert after.ai.home == 16 and after.prison[ai] == 0 and after.owner(0).captives == (0, 0)
    assert "scheme01" in after.automa.deck and after.automa.discard == ()


def test_ai_plays_on_its_own_after_the_human() -> None:
    state = turn_of(started(1, seed=16), 0)
    state = act(state, A.Place("quarry"))
    assert state.current == 0 and state.stage == PLACE
    assert state.ai.home == 19 and state.automa.last != ""


def test_one_seat_without_an_ai_is_refused_with_the_reason() -> None:
    from rules.architects.game import GAME
    from rules.core.options import make_config

    alone = make_config(GAME.options, 1, {}, GAME.min_players, GAME.max_players)
    assert dict(alone.options)["automa"] == "constantine"  # the rules' standard opponent
    bare = make_config(GAME.options, 1, {"automa": "none"}, GAME.min_players, GAME.max_players)
    with pytest.raises(ValueError, match="AI opponent.*constantine.*helena"):
        GAME.setup(bare, 1)
    for side in ("constantine", "helena"):
        chosen = make_config(GAME.options, 1, {"automa": side}, GAME.min_players, GAME.max_players)
        assert GAME.setup(chosen, 1).rules.automa == side
    two = make_config(GAME.options, 2, {}, GAME.min_players, GAME.max_players)
    assert GAME.setup(two, 1).ai is None


def _with_card_on_top(state, card: str):
    return attrs.evolve(
        state, automa=attrs.evolve(state.automa, deck=(card,) + tuple(c for c in state.automa.deck if c != card))
    )


def test_ai_goes_where_the_data_says_when_its_location_is_closed() -> None:
    """automa.toml [fallback]: an empty Tax Stand or a full Black Market sends it to the Guildhall."""
    state = started(1, seed=17)
    ai = state.ai_index
    tax_card = next(s.id for s in catalog().schemes if s.location == "tax_stand" and s.deck == "start")
    market_card = next(s.id for s in catalog().schemes if s.location == "black_market" and s.deck == "start")
    empty_stand = automa.ai_turn(attrs.evolve(_with_card_on_top(state, tax_card), tax=0), rng_for(1, 1))
    assert empty_stand.guildhall == (ai,) and empty_stand.automa.went == "guildhall"
    assert empty_stand.ai.cathedral == 1  # free Cathedral level (a space was open)
    full = attrs.evolve(_with_card_on_top(state, market_card), market=(0, 0, 0))
    full = automa.ai_turn(full, rng_for(1, 2))
    assert full.guildhall == (ai,) and full.market == (0, 0, 0)
    open_stand = automa.ai_turn(attrs.evolve(_with_card_on_top(state, tax_card), tax=6), rng_for(1, 3))
    assert open_stand.tax == 0 and open_stand.ai.virtue == 5 and open_stand.ai.silver == 0


def test_ai_effects_are_read_from_the_data(monkeypatch) -> None:
    """A card's own `effect` overrides its location's: the one file to edit is automa.toml."""
    cat = catalog()
    quarry_card = next(s for s in cat.schemes if s.location == "quarry")
    changed = attrs.evolve(
        cat,
        schemes=tuple(attrs.evolve(s, effect="capture_largest") if s.id == quarry_card.id else s for s in cat.schemes),
    )
    monkeypatch.setattr(automa, "catalog", lambda: changed)
    state = started(1, seed=18)
    state = put(state, "silversmith", 0, 2)
    after = automa.ai_turn(_with_card_on_top(state, quarry_card.id), rng_for(1, 1))
    assert after.at("quarry", after.ai_index) == 1 and after.ai.captives == (2, 0)
    assert automa.ai_turn(_with_card_on_top(state, quarry_card.id), rng_for(1, 1)) == after
    monkeypatch.undo()
    plain = automa.ai_turn(_with_card_on_top(state, quarry_card.id), rng_for(1, 1))
    assert plain.ai.captives == (0, 0)


def test_the_outcome_against_the_ai_names_its_score_and_breaks_ties_by_virtue_then_silver() -> None:
    from rules.architects.state import OVER

    state = attrs.evolve(started(1, seed=19), phase=OVER)
    ai = state.ai_index
    state = edit(edit(empty(state, 0), 0, gold=5, virtue=7), ai, marble=5, virtue=7)
    assert scoring.total(state, 0) == scoring.total(state, ai) == 5
    tie = scoring.outcome(state)
    assert tie.winners == (0,) and tie.end == "a tie with AI Constantine at 5 points"  # silver 0 = 0
    lead = scoring.outcome(edit(state, 0, virtue=8))  # same points (virtue 8 is 0 VP), more virtue
    assert lead.winners == (0,) and lead.end == "points"
    lost = scoring.outcome(edit(state, ai, virtue=8))
    assert lost.winners == () and lost.end == "AI Constantine's 5 points"
    richer = scoring.outcome(edit(edit(state, ai, virtue=8), 0, silver=9))  # silver breaks no tie on virtue
    assert richer.winners == ()
