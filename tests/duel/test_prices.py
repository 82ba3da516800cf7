"""Shown price = charged coins (issue 8), checked over seeded games played by bots.

At every main action of every game, each priced legal action (build a card, build a wonder,
recruit a senator) is applied once: the coins `pay` then takes must equal the price the
acting seat's view shows for it, the unit prices in its breakdown must be the view's "You buy
at" prices, and the log line must name the same total.
"""

from __future__ import annotations

import random

import pytest

from rules.core.engine import step
from rules.duel import effects as E
from rules.duel.actions import BuildWonder, Construct
from rules.duel.agora.state import Recruit
from rules.duel.game import GAME
from tests.duel.helpers import new_game

SEEDS = range(12)


def shown_price(view, action) -> int | None:
    """The price the view shows for `action`, or None if the action has no shown price."""
    if isinstance(action, Construct):
        offer = next(o for o in view.offers if o.card == action.card)
        return offer.construct.total
    if isinstance(action, BuildWonder):
        return next(o for o in view.wonder_offers if o.wonder == action.wonder).cost.total
    if isinstance(action, Recruit):
        return view.agora.players[view.viewer].recruit_cost
    return None


def shown_breakdown(view, action):
    if isinstance(action, Construct):
        return next(o for o in view.offers if o.card == action.card).construct
    if isinstance(action, BuildWonder):
        return next(o for o in view.wonder_offers if o.wonder == action.wonder).cost
    return None


@pytest.fixture
def charges(monkeypatch):
    """Every coin amount `pay` takes from a seat, as (seat, coins taken)."""
    taken: list[tuple[int, int]] = []
    original = E.pay

    def spy(state, seat, cost):
        after = original(state, seat, cost)
        taken.append((seat, state.players[seat].coins - after.players[seat].coins))
        return after

    monkeypatch.setattr(E, "pay", spy)
    return taken


@pytest.mark.parametrize("agora", [False, True])
def test_every_shown_price_is_the_coins_taken(agora, charges):
    checked = discounted = 0
    for seed in SEEDS:
        state = new_game(seed, agora)
        bots = (GAME.bot("greedy"), GAME.bot("random"))
        rng = random.Random(seed)
        while GAME.outcome(state) is None:
            (seat,) = GAME.to_act(state)
            legal = GAME.legal_actions(state, seat)
            view = GAME.view(state, seat)
            buy_at = dict(view.players[seat].trade_prices)
            for action in legal:
                price = shown_price(view, action)
                if price is None:
                    continue
                breakdown = shown_breakdown(view, action)
                if breakdown is not None:
                    assert all(p.unit_price == buy_at[p.resource] for p in breakdown.purchases), (action, buy_at)
                    # a trade-discount decree in force for this seat: the shown price is the discounted one
                    discounted += bool(breakdown.purchases and E.trade_discounts(state, seat))
                line = GAME.describe(action, state, seat, seat)
                assert (f"{price} coin" in line) or ("free" in line and price == 0), (line, price)
                charges.clear()
                step(GAME, state, action, seat)
                assert charges[:1] == [(seat, price)], (seed, action, price, charges)
                checked += 1
            state = step(GAME, state, bots[seat].choose(view, legal, rng), seat).state
    assert checked > 200
    assert discounted > 0 if agora else discounted == 0, discounted
