"""Preparing and triggering conspiracies, and each of the 16 conspiracies (Agora rulebook B, C)."""

from __future__ import annotations

import attrs
import pytest

from rules.core.engine import SPECTATOR
from rules.duel import data as D
from rules.duel import structure as S
from rules.duel.actions import BuildWonder, ChooseProgress, Construct, DestroyCard, Discard
from rules.duel.agora.state import (
    BlockProgress,
    BuildFromTopRow,
    BuildRemovedCard,
    ConspiracyEffect,
    Decline,
    DiscardAccessible,
    MoveCube,
    MoveDecree,
    OptionalMove,
    PlaceAnywhere,
    PlaceCube,
    PlayBoxToken,
    Plot,
    PrepareConspiracy,
    Recruit,
    RemoveCube,
    RemoveOpponentCube,
    SabotageWonder,
    SeizeCard,
    SeizeWonder,
    SenateActions,
    SwapCards,
    TriggerConspiracy,
)
from rules.duel.game import GAME
from rules.duel.state import OwnedWonder, PickDestroy, PickProgress, Result
from tests.duel.helpers import city, last_cards, offer, play
from tests.duel.test_agora_setup import agora_game, cubes, legal, senator_here, with_cubes, with_plots

MOVE_BONUS = {
    "extortion",
    "blackmail",
    "expropriation",
    "swindle",
    "political_maneuver",
    "turn_of_events",
    "coercion",
    "insider_influence",
}


def triggered(state, conspiracy: str, seat: int = 0):
    """`seat` has `conspiracy` prepared and triggers it at the start of its turn."""
    state = attrs.evolve(state, current=seat, agora=attrs.evolve(state.agora, trigger_used=False))
    state = with_plots(state, seat, prepared=(Plot(conspiracy, "altar"),))
    return play(state, TriggerConspiracy(conspiracy), seat)


def no_move_bonus(state):
    """Decline the move bonus if it is offered (only cards with the icon offer it)."""
    if state.decisions and isinstance(state.decisions[-1], OptionalMove):
        return play(state, Decline())
    return state


# ----------------------------------------------------------------------------- prepare


def test_prepare_tucks_any_accessible_card_for_free_and_ends_the_turn():
    state = with_plots(offer(agora_game(), "palace"), 0, hand=("coup", "sabotage"))
    assert PrepareConspiracy("palace", "coup") in legal(state)  # an unaffordable card works too
    state = play(state, PrepareConspiracy("palace", "sabotage"), 0)
    plots = state.agora.players[0]
    assert plots.prepared == (Plot("sabotage", "palace"),) and plots.hand == ("coup",)
    assert state.players[0].coins == 10 and "palace" not in state.players[0].buildings + state.discard
    assert state.current == 1


def test_a_senator_can_prepare_a_conspiracy_and_an_empty_hand_prepares_nothing():
    state = agora_game()
    senator = senator_here(state)
    state = offer(state, senator)
    assert not any(isinstance(a, PrepareConspiracy) for a in legal(state))
    state = with_plots(state, 0, hand=("coup",))
    assert PrepareConspiracy(senator, "coup") in legal(state)


# ----------------------------------------------------------------------------- trigger timing


def test_trigger_only_at_turn_start_and_at_most_once_per_turn():
    plots = (Plot("coup", "tavern"), Plot("blackmail", "stable"))
    state = with_plots(offer(agora_game(), "altar", "baths"), 0, prepared=plots)
    actions = legal(state)
    assert actions[:2] == (TriggerConspiracy("coup"), TriggerConspiracy("blackmail"))  # listed first
    assert GAME.view(state, 0).agora.may_trigger
    state = play(state, TriggerConspiracy("coup"), 0)
    assert state.military == 2 and state.agora.players[0].triggered == (Plot("coup", "tavern"),)
    assert not any(isinstance(a, TriggerConspiracy) for a in legal(state))  # one per turn
    assert not GAME.view(state, 0).agora.may_trigger
    state = play(state, Construct("altar"), 0)  # the turn goes on normally
    assert state.current == 1 and not any(isinstance(a, TriggerConspiracy) for a in legal(state))
    state = play(state, Discard("baths"), 1)
    assert TriggerConspiracy("blackmail") in legal(state)  # next own turn


def test_no_trigger_once_the_main_action_has_begun():
    state = with_plots(offer(agora_game(), "politician_left_1"), 0, prepared=("coup",))
    state = play(state, Recruit("politician_left_1"), 0)
    assert isinstance(state.decisions[-1], SenateActions)
    assert not any(isinstance(a, TriggerConspiracy) for a in legal(state))


def test_an_extra_turn_is_a_new_turn_for_triggering():
    state = city(agora_game(), 0, wonders=("the_sphinx",), coins=30)
    state = with_plots(offer(state, "altar", "baths"), 0, prepared=("coup", "blackmail"))
    state = play(state, TriggerConspiracy("coup"), 0)
    state = play(state, BuildWonder("altar", "the_sphinx"), 0)  # play again
    assert state.current == 0 and TriggerConspiracy("blackmail") in legal(state)


def test_trigger_and_prepare_log_lines():
    state = with_plots(agora_game(), 0, prepared=("coup",))
    assert GAME.describe(TriggerConspiracy("coup"), state, 1, 0) == (
        "Player 1 triggers the conspiracy Coup. The Conflict pawn moves 2 spaces toward your capital."
    )
    assert GAME.describe(TriggerConspiracy("coup"), state, 1, 0, ("Ann", "Bob")) == (
        "Ann triggers the conspiracy Coup. The Conflict pawn moves 2 spaces toward Bob's capital."
    )


# ----------------------------------------------------------------------------- the 16 conspiracies


def test_move_bonus_cards_offer_an_optional_move_after_the_effect():
    data = D.load().agora.conspiracies
    assert {c for c, card in data.items() if card.move_bonus} == MOVE_BONUS
    state = with_cubes(city(agora_game(), 1, coins=8), {3: (1, 0)})
    state = triggered(state, "blackmail")
    assert state.decisions[-1] == OptionalMove(0)
    assert set(legal(state)) == {MoveCube(3, 2), MoveCube(3, 4), Decline()}
    state = play(state, MoveCube(3, 4), 0)
    assert cubes(state)[2:4] == [(0, 0), (1, 0)] and not state.decisions
    plain = triggered(with_cubes(agora_game(), {3: (1, 0)}), "coup")
    assert not plain.decisions  # no icon, no move
    nothing = triggered(city(agora_game(), 1, coins=8), "blackmail")
    assert not nothing.decisions  # no cube to move: nothing is asked


def test_extortion_takes_an_unbuilt_wonder():
    state = city(agora_game(), 1, wonders=(OwnedWonder("the_pyramids"), OwnedWonder("the_sphinx", "tavern")))
    state = city(state, 0, wonders=("the_colossus",))
    state = triggered(state, "extortion")
    assert state.decisions[-1] == ConspiracyEffect(0, "extortion")
    assert legal(state) == (SeizeWonder("the_pyramids"),)
    state = no_move_bonus(play(state, SeizeWonder("the_pyramids"), 0))
    assert [w.id for w in state.players[0].wonders] == ["the_colossus", "the_pyramids"]
    assert [w.id for w in state.players[1].wonders] == ["the_sphinx"]


def test_blackmail_takes_half_the_opponents_coins_rounded_up():
    state = no_move_bonus(triggered(city(agora_game(), 1, coins=7), "blackmail"))
    assert [p.coins for p in state.players] == [14, 3]


@pytest.mark.parametrize(
    "conspiracy, color, victim",
    [
        ("expropriation", "blue", "altar"),
        ("swindle", "yellow", "tavern"),
    ],
)
def test_expropriation_and_swindle_discard_an_opponent_card_of_their_colour(conspiracy, color, victim):
    state = city(agora_game(), 1, buildings=("altar", "tavern", "lumber_yard"))
    state = triggered(state, conspiracy)
    assert state.decisions[-1] == PickDestroy(0, color) and legal(state) == (DestroyCard(victim),)
    state = no_move_bonus(play(state, DestroyCard(victim), 0))
    assert victim not in state.players[1].buildings and state.discard[-1] == victim
    empty = no_move_bonus(triggered(agora_game(), conspiracy))
    assert not empty.decisions and empty.current == 0


def test_obscurantism_blocks_a_token_from_the_board_the_opponent_or_the_box():
    state = city(agora_game(), 1, progress=("law",))
    state = attrs.evolve(state, board_progress=("agriculture", "economy"), box_progress=("masonry", "theology"))
    state = triggered(state, "obscurantism")
    assert set(legal(state)) == {BlockProgress(t) for t in ("agriculture", "economy", "law", "masonry", "theology")}
    assert GAME.view(state, 0).agora.looking_at == ("masonry", "theology")  # the box, seen by the actor only
    assert GAME.view(state, 1).agora.looking_at == () and "masonry" in GAME.secrets(state, 1)
    assert "masonry" not in GAME.secrets(state, 0)
    took = play(state, BlockProgress("law"), 0)
    assert took.players[1].progress == () and GAME.view(took, 1).agora.blocked == ("law",)
    boxed = play(state, BlockProgress("theology"), 0)
    assert boxed.box_progress == ("masonry",)
    assert GAME.view(boxed, 1).agora.blocked == (None,) and GAME.view(boxed, 0).agora.blocked == ("theology",)
    assert "theology" in GAME.secrets(boxed, 1) and "theology" not in GAME.secrets(boxed, 0)
    assert GAME.describe(BlockProgress("theology"), state, 1, 0) == (
        "Player 1 blocks a progress token from the box for the rest of the game."
    )


def test_coup_is_two_shields_without_strategy():
    state = triggered(city(agora_game(), 0, progress=("strategy",)), "coup")
    assert state.military == 2
    state = triggered(attrs.evolve(state, military=-1), "coup", seat=1)
    assert state.military == -3


def test_property_fraud_builds_a_top_row_building_even_covered_never_a_senator():
    state = agora_game()
    top = [i for i, spec in enumerate(S.layout(state.structure).slots) if spec.row == 1]
    slots = list(state.structure.slots)
    slots[top[0]] = attrs.evolve(slots[top[0]], card="palace")
    slots[top[1]] = attrs.evolve(slots[top[1]], card="politician_left_1")
    slots[top[2]] = attrs.evolve(slots[top[2]], card="tavern")
    state = attrs.evolve(state, structure=attrs.evolve(state.structure, slots=tuple(slots)))
    assert top[0] not in S.accessible(state.structure)
    state = triggered(state, "property_fraud")
    assert set(legal(state)) == {BuildFromTopRow("palace"), BuildFromTopRow("tavern")}
    state = play(state, BuildFromTopRow("palace"), 0)
    assert "palace" in state.players[0].buildings and state.players[0].coins == 10
    assert S.find(state.structure, "palace") is None


def test_treason_builds_a_card_removed_at_setup_seen_by_the_actor_alone():
    state = agora_game()
    removed = (("palace", "tavern", "altar"), ("temple", "forum", "walls"), ("arena", "port", "study"))
    state = attrs.evolve(state, removed=removed)
    state = triggered(state, "treason")
    assert legal(state) == tuple(BuildRemovedCard(c) for c in ("palace", "tavern", "altar"))  # Age I: 3 cards
    assert GAME.view(state, 0).agora.looking_at == ("palace", "tavern", "altar")
    assert "palace" in GAME.secrets(state, 1) and "palace" not in GAME.secrets(state, 0)
    assert "temple" in GAME.secrets(state, 0)
    assert GAME.reveals(with_plots(agora_game(), 0), TriggerConspiracy("treason"), state)
    built = play(state, BuildRemovedCard("palace"), 0)
    assert "palace" in built.players[0].buildings and built.removed[0] == ("tavern", "altar")
    assert "tavern" in GAME.secrets(built, 0)  # the others are hidden again
    age2 = triggered(attrs.evolve(state, age=2, decisions=()), "treason")
    assert len(legal(age2)) == 6


def test_political_maneuver_places_removes_then_may_move():
    state = with_cubes(agora_game(), {4: (0, 2)})
    state = triggered(state, "political_maneuver")
    assert state.decisions[-1] == PlaceAnywhere(0)
    state = play(state, PlaceCube(5), 0)
    assert state.decisions[-1] == RemoveOpponentCube(0) and legal(state) == (RemoveCube(4),)
    state = play(state, RemoveCube(4), 0)
    assert state.decisions[-1] == OptionalMove(0)
    state = play(state, MoveCube(5, 4), 0)
    assert cubes(state)[3:5] == [(1, 1), (0, 0)]
    assert GAME.view(state, 1).agora.players[1].cubes_in_supply == 11


def test_espionage_plays_a_token_from_the_box():
    state = attrs.evolve(agora_game(), box_progress=("agriculture", "masonry", "theology"))
    state = triggered(state, "espionage")
    assert legal(state) == tuple(PlayBoxToken(t) for t in ("agriculture", "masonry", "theology"))
    assert GAME.view(state, 0).agora.looking_at == ("agriculture", "masonry", "theology")
    assert "agriculture" in GAME.secrets(state, 1) and "agriculture" not in GAME.secrets(state, 0)
    state = play(state, PlayBoxToken("agriculture"), 0)
    assert state.players[0].progress == ("agriculture",) and state.players[0].coins == 16
    assert state.box_progress == ("masonry", "theology")


def test_turn_of_events_discards_up_to_two_accessible_cards():
    state = agora_game()
    before = len(state.discard)
    open_cards = [state.structure.slots[i].card for i in S.accessible(state.structure)]
    state = triggered(state, "turn_of_events")
    assert set(legal(state)) == {DiscardAccessible(c) for c in open_cards}
    state = play(state, DiscardAccessible(open_cards[0]), 0)
    assert state.decisions[-1] == ConspiracyEffect(0, "turn_of_events", 0, optional=True)
    assert Decline() in legal(state)
    state = no_move_bonus(play(state, Decline(), 0))
    assert state.discard[before:] == (open_cards[0],) and state.current == 0 and not state.decisions


def test_turn_of_events_shows_uncovered_cards_at_once_and_can_end_the_age():
    state = agora_game()
    slots = state.structure.slots
    bottom = [i for i in S.accessible(state.structure)]
    layout = S.layout(state.structure).slots
    covered = next(i for i, spec in enumerate(layout) if set(spec.covered_by) and set(spec.covered_by) <= set(bottom))
    state = triggered(state, "turn_of_events")
    for index in layout[covered].covered_by:
        state = play(state, DiscardAccessible(slots[index].card), 0)
    assert state.structure.slots[covered].face_up  # turned face up before the next choice
    ending = last_cards(agora_game(), "altar", "baths")
    ending = triggered(ending, "turn_of_events")
    ending = play(play(ending, DiscardAccessible("altar"), 0), DiscardAccessible("baths"), 0)
    ending = no_move_bonus(ending)
    assert ending.age == 2 and ending.structure.age == 2  # the Age ended: no main action left


def test_embezzlement_counts_cubes_in_the_senate():
    state = with_cubes(city(agora_game(), 1, coins=3), {1: (2, 1), 4: (1, 4)})
    state = triggered(state, "embezzlement")
    assert [p.coins for p in state.players] == [13, 0]


def test_foreclosure_takes_a_brown_or_grey_card():
    state = city(agora_game(), 1, buildings=("lumber_yard", "glassworks", "altar"))
    state = triggered(state, "foreclosure")
    assert set(legal(state)) == {SeizeCard("lumber_yard"), SeizeCard("glassworks")}
    state = play(state, SeizeCard("glassworks"), 0)
    assert state.players[0].buildings == ("glassworks",) and state.players[1].buildings == ("lumber_yard", "altar")
    assert GAME.view(state, 1).players[0].production == (("glass", 1),)


def test_coercion_swaps_same_colour_cards():
    state = city(city(agora_game(), 0, buildings=("altar", "tavern")), 1, buildings=("palace", "library"))
    state = triggered(state, "coercion")
    assert legal(state) == (SwapCards("palace", "altar"),)  # no green of mine to give for the library
    state = no_move_bonus(play(state, SwapCards("palace", "altar"), 0))
    assert state.players[0].buildings == ("tavern", "palace") and state.players[1].buildings == ("library", "altar")


def test_coercion_can_give_both_players_a_science_pair_and_the_actor_chooses_first():
    # A quill and a mortar each side: swapping quill for mortar completes a pair in both cities.
    state = city(agora_game(), 0, buildings=("scriptorium", "pharmacist"))
    state = city(state, 1, buildings=("library", "dispensary"))
    state = attrs.evolve(state, board_progress=("agriculture", "law"))
    state = triggered(state, "coercion")
    state = play(state, SwapCards("dispensary", "scriptorium"), 0)
    assert state.decisions[-1] == PickProgress(0, ("agriculture", "law"))  # the actor first
    state = play(state, ChooseProgress("law"), 0)
    assert state.decisions[-1] == PickProgress(1, ("agriculture",))  # the board as it is now
    state = play(state, ChooseProgress("agriculture"), 1)
    assert state.players[0].progress == ("law",) and state.players[1].progress == ("agriculture",)


def test_coercion_giving_both_players_scientific_supremacy_is_shared():
    # Each city holds 5 different symbols and a spare; the swap completes 6 for both at once.
    mine = ("scriptorium", "library", "workshop", "pharmacist", "apothecary", "academy")  # quill x2 + 4 others
    theirs = ("observatory", "university", "laboratory", "dispensary", "school", "study")
    state = city(city(agora_game(), 0, buildings=mine), 1, buildings=theirs)
    state = attrs.evolve(state, board_progress=())
    state = triggered(state, "coercion")
    state = play(state, SwapCards("university", "library"), 0)
    assert state.result == Result((0, 1), "science")


def test_insider_influence_moves_a_decree_under_another():
    state = with_cubes(agora_game(), {2: (1, 0), 5: (0, 1)})
    state = triggered(state, "insider_influence")
    assert len(legal(state)) == 6 * 5
    state = play(state, MoveDecree(5, 2), 0)  # Player 2's +2 blue decree now under my chamber 2
    chambers = state.agora.chambers
    assert chambers[4].decrees == () and chambers[1].decrees == ("discard_extra_coins", "blue_cards_plus_2")
    assert GAME.view(state, 0).agora.players[0].active_decrees == ("discard_extra_coins", "blue_cards_plus_2")
    assert GAME.view(state, 1).agora.players[1].chambers_controlled == 1  # the empty chamber still counts
    assert dict(GAME.scores(state)[1].breakdown)["chambers"] == 2


def test_insider_influence_turns_a_face_down_decree_face_up_when_moved():
    state = agora_game(hidden=("opponent_chains",))
    state = triggered(state, "insider_influence")
    state = no_move_bonus(play(state, MoveDecree(6, 1), 0))
    assert state.agora.hidden_decrees == () and GAME.view(state, 1).agora.chambers[0].decrees[-1] == "opponent_chains"


def test_sabotage_returns_a_built_wonder_to_the_box_and_its_card_to_the_discard():
    state = city(agora_game(), 1, wonders=(OwnedWonder("the_pyramids", "tavern"), OwnedWonder("the_sphinx")))
    assert GAME.scores(state)[1].total == 9 + 3  # 9 VP of wonder, 10 coins
    state = triggered(state, "sabotage")
    assert legal(state) == (SabotageWonder("the_pyramids"),)
    state = play(state, SabotageWonder("the_pyramids"), 0)
    assert [w.id for w in state.players[1].wonders] == ["the_sphinx"] and state.discard[-1] == "tavern"
    assert GAME.view(state, 0).agora.sabotaged == ("the_pyramids",)
    assert GAME.scores(state)[1].total == 3


def test_sabotage_loses_lasting_effects_and_keeps_immediate_ones():
    state = city(agora_game(), 1, coins=22, wonders=(OwnedWonder("the_great_lighthouse", "tavern"),))
    assert GAME.view(state, 1).players[1].production_choices == (("wood", "clay", "stone"),)
    state = triggered(attrs.evolve(state, military=-3), "sabotage")
    state = play(state, SabotageWonder("the_great_lighthouse"), 0)
    assert GAME.view(state, 1).players[1].production_choices == ()
    assert state.players[1].coins == 22 and state.military == -3  # coins and shields are not undone
    assert GAME.describe(SabotageWonder("the_great_lighthouse"), state, SPECTATOR, 0) == (
        "Player 1 returns Player 2's The Great Lighthouse to the box."
    )
