"""Bots that bargain (issue 8): styles dealt by the seed, offers with promises and goods from the
bag, and promises kept or broken the way the rules allow.

Rulebook l.364: "나중에 도와주겠다는 약속은 이번 라운드가 끝나는 순간 더 이상 효력이 없습니다!"
(a promise of help later lapses at the end of the round, so keeping it later is a choice), and
l.366: goods promised from the bag that the merchant has nowhere are not owed (shown to the sheriff).
"""

from __future__ import annotations

import random

import attrs
import pytest

from rules.core.engine import SPECTATOR
from rules.sheriff import actions as A
from rules.sheriff.bot_common import (
    keeps_promises,
    owed_spares,
    promise_fate,
    promises_made,
)
from rules.sheriff.bot_greedy import STYLES, style_of
from rules.sheriff.deals import steps_for
from rules.sheriff.state import BagRecord, Terms
from rules.sheriff.view import seat_lot, view
from tests.sheriff.helpers import (
    at_inspection,
    cards,
    legal,
    new_game,
    play,
    with_sheriff,
)


# ----------------------------------------------------------------- styles dealt by the seed
def test_style_comes_from_the_seed_not_the_seat() -> None:
    styles_of_seat_0 = {style_of(view(new_game(4, seed), 0)).name for seed in range(30)}
    assert styles_of_seat_0 == {s.name for s in STYLES}
    state = new_game(4, seed=17)
    assert [style_of(view(state, s)).name for s in range(4)] == [
        style_of(view(new_game(4, seed=17), s)).name for s in range(4)
    ]  # fixed for the game


def test_a_seat_lot_is_seen_by_that_seat_alone_and_is_no_seed() -> None:
    state = new_game(4, seed=123456)
    for seat in range(4):
        assert view(state, seat).seat_lot == seat_lot(123456, seat)
        assert 0 <= view(state, seat).seat_lot < 60
    assert view(state, SPECTATOR).seat_lot is None
    assert "123456" not in repr(view(state, 0))


# ----------------------------------------------------------------- promises on the record
def deal_record(rnd: int, merchant: int, inspector: int, promise: bool = True) -> BagRecord:
    terms = Terms(gold=3, merchant_promises=("spare_you",) if promise else ())
    return BagRecord(rnd, merchant, (inspector,), "apple", 2, "deal", deal=terms)


def test_promise_fates_from_the_record() -> None:
    made = deal_record(1, merchant=1, inspector=0)
    (promise,) = promises_made((made,))
    assert (promise.by, promise.to, promise.kind) == (1, 0, "spare_you")
    later_passed = BagRecord(2, 0, (1,), "apple", 3, "passed")
    later_opened = BagRecord(2, 0, (1,), "apple", 3, "caught")
    assert promise_fate((made,), promise) is None
    assert promise_fate((made, later_passed), promise) == "kept"
    assert promise_fate((made, later_opened), promise) == "broken"


def promised_round(players: int = 4):
    """Round 2: seat 1 is sheriff; in round 1 (sheriff 0) seat 1 promised not to inspect seat 0."""
    state = with_sheriff(new_game(players, seed=9), 1)
    state = attrs.evolve(state, round_no=2, history=(deal_record(1, merchant=1, inspector=0),))
    state = attrs.evolve(
        state, players=tuple(attrs.evolve(p, stand_legal=(), stand_contraband=()) for p in state.players)
    )
    return at_inspection(
        state,
        {
            0: (cards("apple", 2) + cards("silk", 1, 90), "apple"),
            2: (cards("cheese", 1), "cheese"),
            3: (cards("chicken", 1), "chicken"),
        },
    )


def test_greedy_keeps_its_promise_by_style() -> None:
    from rules.sheriff.bot_greedy import GreedyBot

    state = promised_round()
    v = view(state, 1)
    assert owed_spares(v) == (0,)
    keeper = attrs.evolve(v, seat_lot=0)  # honest style: always keeps
    assert GreedyBot().choose(keeper, legal(state, 1), random.Random(0)) == A.PassBag(0)
    smuggler = attrs.evolve(v, seat_lot=1)  # breaks it whenever opening is expected to pay
    bot = GreedyBot()
    assert bot.keeps_promise_to(smuggler, 0) == (bot.open_value(smuggler, 0, bot.suspicion(smuggler, 0)) <= 0.0)


def test_strong_keeps_or_breaks_by_expected_value() -> None:
    from rules.sheriff.bot_strong import StrongBot

    bot = StrongBot()
    state = promised_round()
    v = view(state, 1)
    keep = bot.keeps_promise_to(v, 0)
    assert keep == (bot.open_gain(v, 0) <= bot.reputation_swing(v))
    # a known smuggler whose bag is worth opening: the promise is broken
    smuggler = attrs.evolve(
        state,
        players=tuple(
            attrs.evolve(p, stand_contraband=cards("mead", 9, 50)) if i == 0 else p for i, p in enumerate(state.players)
        ),
        history=state.history + tuple(BagRecord(1, 0, (2,), "apple", 5, "passed") for _ in range(3)),
    )
    sv = view(smuggler, 1)
    assert bot.open_gain(sv, 0) > bot.reputation_swing(sv)
    assert not bot.keeps_promise_to(sv, 0)
    assert bot.choose(sv, legal(smuggler, 1), random.Random(0)) != A.PassBag(0)
    # near the end of the game my word is worth little: the same bag is opened even sooner
    late = attrs.evolve(smuggler, round_no=smuggler.rounds_total)
    assert bot.reputation_swing(view(late, 1)) < bot.reputation_swing(sv)


def test_keeping_and_breaking_changes_how_much_a_promise_is_worth() -> None:
    state = promised_round()
    kept = attrs.evolve(state, history=state.history + (BagRecord(2, 0, (1,), "apple", 3, "passed"),))
    broken = attrs.evolve(state, history=state.history + (BagRecord(2, 0, (1,), "apple", 3, "caught"),))
    assert keeps_promises(view(kept, 2), 1) > keeps_promises(view(state, 2), 1) > keeps_promises(view(broken, 2), 1)


# ----------------------------------------------------------------- offers with promises and bag goods
def threatened(level_lot: int, round_no: int = 1):
    """Seat 1 smuggles silk past sheriff 0 in a 4-player game and has just been stopped."""
    state = with_sheriff(new_game(4, seed=9), 0)
    state = attrs.evolve(state, round_no=round_no)
    state = at_inspection(
        state,
        {
            1: (cards("apple", 3) + cards("silk", 2, 90), "apple"),
            2: (cards("cheese", 1), "cheese"),
            3: (cards("chicken", 1), "chicken"),
        },
    )
    return play(state, 0, A.Approach(1))


def test_greedy_offer_has_a_promise_while_it_will_be_sheriff_again() -> None:
    from rules.sheriff.bot_greedy import GreedyBot

    early = threatened(0)
    offer = GreedyBot().merchant_offer(view(early, 1))
    assert offer.merchant_promises == ("spare_you",) and offer.bag_goods == ("apple",)  # honest style: a held Apple
    late = threatened(0, round_no=8)  # the last round: seat 1 will never inspect again
    assert GreedyBot().merchant_offer(view(late, 1)).merchant_promises == ()


def test_greedy_bluffer_promises_goods_it_may_not_have() -> None:
    from rules.sheriff.bot_greedy import GreedyBot

    state = threatened(0)
    v = attrs.evolve(view(state, 1), seat_lot=1)  # smuggler style
    assert GreedyBot().merchant_offer(v).bag_goods == ("apple", "apple")


def with_word(state, kept: int, broken: int):
    """Seat 1's record: promises not to inspect seat 2, kept or broken when seat 1 was sheriff."""
    past = []
    for i in range(kept + broken):
        past += [
            deal_record(1, merchant=1, inspector=2),
            BagRecord(2, 2, (1,), "apple", 2, "passed" if i < kept else "caught"),
        ]
    return attrs.evolve(state, history=tuple(past))


def test_strong_promises_only_when_its_word_is_worth_more_than_it_costs() -> None:
    from rules.sheriff.bot_strong import StrongBot

    bot = StrongBot()
    trusted = view(with_word(threatened(0, round_no=3), kept=5, broken=0), 1)
    distrusted = view(with_word(threatened(0, round_no=3), kept=0, broken=5), 1)
    assert "spare_you" in bot.merchant_offer(trusted).merchant_promises
    assert bot.merchant_offer(distrusted).merchant_promises == ()
    # the same promise is worth more from a merchant who keeps his word
    from rules.sheriff.bot_common import spare_worth

    assert spare_worth(trusted, 1) > 3 > 1 > spare_worth(distrusted, 1)


@pytest.mark.parametrize("level", ["greedy", "strong"])
def test_offers_with_promises_are_drafted_and_sent(level: str) -> None:
    """Over whole games, bots put promises and bag goods into the terms they send."""
    from rules.core.options import make_config
    from rules.core.session import SeatConfig, Session
    from rules.sheriff.game import GAME

    config = make_config(GAME.options, 4, {}, 3, 6)
    promised = bag = 0
    for seed in range(3):
        session = Session(GAME, config, tuple(SeatConfig(f"b{i}", "bot", level) for i in range(4)), f"bargain-{seed}")
        while not session.over:
            seat = min(session.to_act())
            session.play(seat, session.bot_move(seat), notify=False)
        for record in session.state.history:
            if record.deal is not None:
                promised += bool(record.deal.merchant_promises)
                bag += len(record.deal.bag_goods)
    assert promised > 0 and (bag > 0 or level == "strong")


def test_steps_for_a_bargaining_offer_are_all_legal() -> None:
    state = threatened(0)
    state = play(state, 1, A.DraftTerms())
    for step_ in steps_for(Terms(gold=4, bag_goods=("apple", "mead"), merchant_promises=("spare_you",))):
        assert step_ in legal(state, 1)
        state = play(state, 1, step_)
    assert view(state, 0).deal.pending.merchant_promises == ("spare_you",)
