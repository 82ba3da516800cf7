"""The action phase: work value (L303-309), conversion, the five actions, recruitment, best work."""

from __future__ import annotations

import attrs

from rules.florence import actions as A
from rules.florence.game import GAME
from rules.florence.state import AUCTION, OVER, DrawFrame, TurnFrame, WorkFrame
from rules.florence.turns import end_round
from tests.florence.helpers import action_turn, bonus, drafted, play, play_all, prof, set_player, tile


def poet_state():
    """L303-309: round 3, a Poet with a theatre, Freedom of Travel, 2 jesters, 4 profession cards in all."""
    state = drafted(3, start=0)
    state = set_player(
        state,
        0,
        hand=(prof("poet"), prof("jurist"), prof("singer")),
        front=(prof("painter"),),
        tiles=(tile("theatre", 0, 0, 0),),
        freedoms=("travel",),
        jesters=2,
        florins=0,
        bonus=(),
    )
    return action_turn(state, 0, round_=3)


def test_the_rulebook_work_example_is_worth_15_and_converts_1400() -> None:
    state = poet_state()
    assert A.Work(prof("poet")) in GAME.legal_actions(state, 0)
    state = play(state, 0, A.Work(prof("poet")))
    assert state.decisions[-1] == WorkFrame(0, prof("poet"))
    finishes = [a for a in GAME.legal_actions(state, 0) if isinstance(a, A.FinishWork)]
    assert finishes == [A.FinishWork(n) for n in range(8)]  # 1500 florins buy at most 7 prestige
    state = play(state, 0, A.FinishWork(7))
    player = state.players[0]
    assert (player.florins, player.prestige) == (100, 7)
    assert player.front == (prof("painter"), prof("poet"))
    assert state.best_work[0] == 15
    assert state.decisions[-1] == TurnFrame(0, 1)


def test_a_work_below_the_round_minimum_is_not_offered() -> None:
    state = poet_state()
    state = set_player(state, 0, jesters=0, freedoms=())  # 4 + 4 cards = 8 < 12
    assert A.Work(prof("poet")) not in GAME.legal_actions(state, 0)
    # a bonus card in hand can lift it over the minimum; then the work is offered and must use it
    state = set_player(
        state, 0, bonus=(bonus("per_front_card"),), front=(prof("painter"), prof("actor"), prof("printer"))
    )
    # 4 (theatre) + 6 cards = 10; with the bonus, front cards 4 -> 14
    assert A.Work(prof("poet")) in GAME.legal_actions(state, 0)
    state = play(state, 0, A.Work(prof("poet")))
    # adding the bonus card was the only way on, so the engine did it
    assert state.decisions[-1] == WorkFrame(0, prof("poet"), (bonus("per_front_card"),))
    state = play(state, 0, A.FinishWork(0))
    assert state.players[0].florins == 1400 and state.players[0].bonus == ()
    assert state.used_bonus == (bonus("per_front_card"),)


def test_two_works_mark_only_the_better_one() -> None:
    state = poet_state()
    state = set_player(state, 0, jesters=4)
    state = play_all(state, (0, A.Work(prof("poet"))), (0, A.FinishWork(0)))
    first = state.best_work[0]
    state = play_all(state, (0, A.Work(prof("jurist"))), (0, A.FinishWork(0)))
    assert state.best_work[0] == first  # the jurist (no preference owned) is worth less, the mark stays


def test_build_costs_by_builders_and_gives_3_prestige() -> None:
    for builders, cost in ((0, 700), (1, 300), (2, 300), (3, 0)):
        state = set_player(poet_state(), 0, florins=1000, builders=builders)
        state = play(state, 0, A.Build("tower"))
        assert state.players[0].florins == 1000 - cost
        state = play(state, 0, next(a for a in GAME.legal_actions(state, 0) if isinstance(a, A.PlaceTile)))
        assert state.players[0].prestige == 3
        assert dict(state.buildings)["tower"] == 2


def test_freedom_and_profession_once_a_turn_bonus_repeatable() -> None:
    state = set_player(poet_state(), 0, florins=3000)
    state = play(state, 0, A.TakeFreedom("opinion"))
    assert state.players[0].freedoms == ("opinion", "travel")
    legal = GAME.legal_actions(state, 0)
    assert not any(isinstance(a, A.TakeFreedom) for a in legal)
    state = play(state, 0, A.DrawProfession())
    assert isinstance(state.decisions[-1], DrawFrame)
    drawn = state.decisions[-1].cards
    state = play(state, 0, A.KeepCard(drawn[0]))
    while isinstance(state.decisions[-1], DrawFrame):
        state = play(state, 0, GAME.legal_actions(state, 0)[0])
    assert drawn[0] in state.players[0].hand
    # two actions used: only free things are left
    assert not any(isinstance(a, (A.DrawProfession, A.DrawBonus, A.Build)) for a in GAME.legal_actions(state, 0))
    state = action_turn(set_player(state, 0, florins=3000), 0)
    state = play(state, 0, A.DrawBonus())
    state = play(state, 0, A.KeepCard(state.decisions[-1].cards[0]))
    while isinstance(state.decisions[-1], DrawFrame):
        state = play(state, 0, GAME.legal_actions(state, 0)[0])
    assert A.DrawBonus() in GAME.legal_actions(state, 0)
    assert A.DrawProfession() in GAME.legal_actions(state, 0)


def test_recruitment_on_own_turn_costs_no_action_and_recruit_back_is_allowed() -> None:
    """L216-256, ruling R3."""
    state = poet_state()
    state = set_player(state, 0, hand=state.players[0].hand + ("recruit-1",))
    state = set_player(state, 1, front=(prof("botanist"),))
    state = play(state, 0, A.Recruit(1, prof("botanist")))
    assert state.decisions[-1] == TurnFrame(0, 2)
    assert state.players[1].front == ("recruit-1",)
    assert prof("botanist") in state.players[0].hand
    # the recruitment card in front counts for seat 1's work value and its completed works
    assert len(state.players[1].front) == 1
    # after seat 0 uses the botanist, seat 1 may recruit it back
    state = set_player(
        state,
        0,
        hand=tuple(c for c in state.players[0].hand if c != prof("botanist")),
        front=state.players[0].front + (prof("botanist"),),
    )
    state = set_player(state, 1, hand=("recruit-2",))
    state = action_turn(state, 1)
    assert A.Recruit(0, prof("botanist")) in GAME.legal_actions(state, 1)
    assert A.Work("recruit-2") not in GAME.legal_actions(state, 1)


def test_best_work_gives_3_to_every_tied_seat_and_to_a_lone_worker() -> None:
    state = drafted(3, start=0)
    state = attrs.evolve(state, best_work=(15, 9, 15))
    after = end_round(state)
    assert [p.prestige for p in after.players] == [3, 0, 3]
    assert after.round == 2 and after.start_player == 1 and after.phase == AUCTION
    after = end_round(attrs.evolve(state, best_work=(0, 8, 0)))
    assert [p.prestige for p in after.players] == [0, 3, 0]
    after = end_round(attrs.evolve(state, best_work=(0, 0, 0)))
    assert [p.prestige for p in after.players] == [0, 0, 0]


def test_the_game_ends_after_round_7_with_prestige_cards_scored() -> None:
    state = drafted(3, start=0)
    state = set_player(state, 0, jesters=2, prestige_cards=("prestige:most_jesters",))
    state = set_player(state, 1, jesters=1)
    state = attrs.evolve(state, round=7, best_work=(0, 0, 0))
    after = end_round(state)
    assert after.phase == OVER and after.players[0].prestige == 6 and after.card_points == (6, 0, 0)
    assert GAME.outcome(after).winners == (0,)


def test_ties_on_prestige_go_to_the_richer_then_share() -> None:
    state = drafted(3, start=0)
    state = set_player(state, 0, prestige=10, florins=500)
    state = set_player(state, 1, prestige=10, florins=800)
    state = set_player(state, 2, prestige=10, florins=800)
    state = attrs.evolve(state, phase=OVER)
    assert GAME.outcome(state).winners == (1, 2)


def test_each_jester_adds_2_to_every_work() -> None:
    """L187-189: +2 work value per jester, whatever the profession (the '20' in L189 is a typo for 2)."""
    base = attrs.evolve(poet_state(), round=1)  # minimum 7: even without jesters the jurist may work
    values = []
    for jesters in (0, 1, 3):
        state = set_player(
            base,
            0,
            jesters=jesters,
            hand=(prof("jurist"), prof("poet"), prof("singer")),
            front=(prof("painter"), prof("actor"), prof("printer"), prof("botanist")),
            freedoms=(),
        )
        state = play_all(state, (0, A.Work(prof("jurist"))), (0, A.FinishWork(0)))
        values.append(state.best_work[0])
    assert values[1] - values[0] == 2 and values[2] - values[0] == 6


def test_actions_and_auction_items_need_the_stock() -> None:
    """L122, L333, L368, L379, L390: an empty stack or deck offers nothing."""
    state = set_player(drafted(3, start=0), 0, florins=5000)
    turn = action_turn(state, 0)
    legal = GAME.legal_actions(turn, 0)
    assert A.Build("tower") in legal and A.TakeFreedom("travel") in legal
    assert A.DrawProfession() in legal and A.DrawBonus() in legal
    empty = attrs.evolve(
        turn,
        buildings=tuple((b, 0 if b == "tower" else n) for b, n in turn.buildings),
        freedoms=tuple((f, 0 if f == "travel" else n) for f, n in turn.freedoms),
        profession_deck=(),
        bonus_deck=(),
    )
    legal = GAME.legal_actions(empty, 0)
    assert A.Build("tower") not in legal and A.Build("chapel") in legal
    assert A.TakeFreedom("travel") not in legal and A.TakeFreedom("opinion") in legal
    assert A.DrawProfession() not in legal and A.DrawBonus() not in legal
    no_jesters = attrs.evolve(state, jesters=0, prestige_deck=())
    opens = {a.item for a in GAME.legal_actions(no_jesters, 0) if isinstance(a, A.OpenAuction)}
    assert "jester" not in opens and "prestige" not in opens and "builder" in opens


def test_l375_the_rest_of_a_draw_goes_under_as_shown_in_one_step() -> None:
    """L375 (and L204, L384): the cards not kept go under the deck in the order the player likes. Each
    card may still be chosen in turn; "this order" puts them all under as shown, first highest."""
    from rules.florence.describe import card_name, label

    state = action_turn(set_player(drafted(3), 0, florins=3000), 0)
    state = play(state, 0, A.DrawProfession())
    drawn = state.decisions[-1].cards
    state = play(state, 0, A.KeepCard(drawn[1]))
    rest = state.decisions[-1].cards
    legal = GAME.legal_actions(state, 0)
    assert legal[0] == A.PutRestUnder() and legal[1:] == tuple(A.PutUnder(c) for c in rest)
    assert label(A.PutRestUnder(), GAME.view(state, 0)) == (
        "All under the deck in this order: " + ", ".join(map(card_name, rest))
    )
    assert GAME.describe(A.PutRestUnder(), state, 1, 0) == ""  # the others never read the cards
    after = play(state, 0, A.PutRestUnder())
    assert after.profession_deck[-4:] == rest and isinstance(after.decisions[-1], TurnFrame)
    # with two left, the first card is the same single key, so "this order" is not offered as well
    two = play(play(state, 0, A.PutUnder(rest[2])), 0, A.PutUnder(rest[0]))
    assert A.PutRestUnder() not in GAME.legal_actions(two, 0)
    assert play(two, 0, A.PutUnder(rest[1])).profession_deck[-4:] == (rest[2], rest[0], rest[1], rest[3])
