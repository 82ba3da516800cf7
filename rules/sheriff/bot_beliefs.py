"""What the strong bot infers from a view: unseen cards, likely bag contents, rivals' standing.

Everything here is a pure function of one `SheriffView` (plus the card data): card counting
over the known deck composition, a per-merchant smuggling rate from the public record, the
chance a declaration is a lie, and the King/Queen effect of adding cards to a stand.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Any

import attrs

from rules.sheriff.bot_common import (
    bonus_table,
    deck_composition,
    declarable,
    discarded_this_round,
    goods_of,
    history,
    is_legal,
    me,
    merchant_record,
    value,
)
from rules.sheriff.data import catalog
from rules.sheriff.scoring import bonus_shares


# ----------------------------------------------------------------- card counting
def seen_cards(view: Any) -> Counter[str]:
    """Cards whose good the viewer knows and where they are now (stands, discards, own cards)."""
    seen: Counter[str] = Counter()
    for seat in view.players:
        seen.update(dict(seat.stand_legal_counts))
        seen.update(goods_of(seat.market_discards))
    mine = me(view)
    seen.update(goods_of(mine.hand + mine.bag + mine.stand_contraband))
    seen.update(dict(view.discard_counts))
    seen.update(goods_of(view.loot_cards))
    return seen


def unseen_share(view: Any) -> dict[str, float]:
    """For a card in someone's hand or bag, the chance it is each good (card counting).

    Face-down cards on other stands are known to be contraband or royal goods, so they are
    taken out of the non-legal part of the pool first.
    """
    total = deck_composition(view)
    seen = seen_cards(view)
    unseen = {g: max(0, total[g] - seen[g]) for g in total}
    face_down = sum(s.contraband_count for s in view.players if s.seat != view.viewer)
    hidden_other = sum(k for g, k in unseen.items() if not is_legal(g))
    keep = max(0.0, 1 - face_down / hidden_other) if hidden_other else 0.0
    weights = {g: float(k) if is_legal(g) else k * keep for g, k in unseen.items()}
    size = sum(weights.values())
    if size <= 0:
        return {g: 0.0 for g in total}
    return {g: w / size for g, w in weights.items()}


def unseen_count(view: Any, good_id: str) -> int:
    return max(0, deck_composition(view)[good_id] - seen_cards(view)[good_id])


def at_least(n: int, trials: int, p: float) -> float:
    """P(X >= n) for X ~ Binomial(trials, p)."""
    if n <= 0:
        return 1.0
    if n > trials:
        return 0.0
    p = min(max(p, 0.0), 1.0)
    return sum(math.comb(trials, k) * p**k * (1 - p) ** (trials - k) for k in range(n, trials + 1))


# ----------------------------------------------------------------- what a bag probably holds
@attrs.frozen
class BagBelief:
    """The viewer's estimate for one declared bag."""

    lie: float  # chance it holds anything but the declared good
    fine: float  # expected penalties the merchant pays if it lies and is opened
    lost_value: float  # expected value of the confiscated cards if it lies
    honest_refund: int  # what the inspectors pay if it is honest


#: How the bargain changes the odds of a lie: liars offer to pay, honest merchants let the
#: sheriff open and collect the refund (a refusal is not proof: the sheriff still mixes).
SIGNAL_ODDS = {"none": 1.0, "offered": 4.0, "refused": 0.25}

#: Average contraband value and penalty, used for bags whose contents are unknown.
AVERAGE_CONTRABAND_VALUE = 7.0
AVERAGE_CONTRABAND_PENALTY = 4.0


def contraband_rate(view: Any, merchant: int) -> float:
    """Share of cards this merchant has carried that were not what they declared.

    Evidence: face-down cards now on their stand (what passed bags really held, plus sets
    traded at the black market) and the goods found when their bags were opened.
    """
    record = merchant_record(view, merchant)
    carried = record.passed_cards
    hidden = record.smuggled_on_stand
    for bag in history(view):
        if bag.merchant == merchant and bag.result in ("honest", "caught"):
            carried += len(bag.found)
            hidden += sum(1 for g in bag.found if g != bag.declared_good)
    # prior: about one card in five smuggled, worth four cards of evidence
    return (hidden + 0.8) / (carried + 4.0)


def honest_plausibility(view: Any, merchant: int) -> float:
    """How likely an honest merchant is to hold the declared count of the declared good."""
    seat = view.players[merchant]
    good_id, n = seat.declared_good, seat.declared_count
    if good_id is None or n <= 0:
        return 1.0
    if unseen_count(view, good_id) < n:
        return 0.0
    share = unseen_share(view).get(good_id, 0.0)
    # A merchant sees a hand plus what the market brought in and aims at one good.
    trials = view.hand_size + len(discarded_this_round(seat)) + 2
    return at_least(n, trials, share)


def bag_belief(view: Any, merchant: int, signal: str = "none") -> BagBelief:
    """Chance the bag lies and what it would yield, from the record, the declaration and the
    bargaining so far (`signal`: "offered" when the merchant put terms forward, "refused"
    when threatened and offering nothing)."""
    seat = view.players[merchant]
    n = max(1, seat.declared_count)
    rate = contraband_rate(view, merchant)
    # cards independently smuggled at `rate`: big bags are more likely to hide something
    prior = 1 - (1 - rate) ** n
    # how many cards a lying bag holds does not depend on what was said in the bargain
    smuggled = min(float(n), max(1.0, rate * n / prior))
    plausible = honest_plausibility(view, merchant)
    typical = at_least(n, view.hand_size + 3, 1 / len(declarable(view)))  # an average good
    if plausible == 0.0:
        lie = 1.0
    else:
        odds = prior / (1 - prior)
        odds *= min(3.0, max(0.5, math.sqrt(typical / max(plausible, 1e-6))))
        if seat.declared_good in discarded_this_round(seat):
            odds *= 2.0
        odds *= SIGNAL_ODDS[signal]
        lie = odds / (1 + odds)
    return BagBelief(
        lie=min(0.99, max(0.01, lie)),
        fine=smuggled * AVERAGE_CONTRABAND_PENALTY,
        lost_value=smuggled * AVERAGE_CONTRABAND_VALUE,
        honest_refund=2 * n,
    )


# ----------------------------------------------------------------- standings
def public_score(view: Any, seat: int) -> float:
    """A seat's score as the viewer can estimate it: face-down cards at an average value."""
    player = view.players[seat]
    legal = sum(value(g) * k for g, k in player.stand_legal_counts)
    if seat == view.viewer:
        hidden = sum(value(g) for g in goods_of(player.stand_contraband))
    else:
        hidden = player.contraband_count * AVERAGE_CONTRABAND_VALUE
    black_market = sum(catalog().black_market_card(c).value for c in player.black_market)
    bonus = sum(standing.bonus[seat] for standing in view.standings)
    return player.gold + legal + hidden + black_market + bonus


def leader_weight(view: Any, seat: int) -> float:
    """How much taking value from `seat` helps the viewer win: more for the strongest rival."""
    rivals = [s.seat for s in view.players if s.seat != view.viewer]
    if not rivals:
        return 0.0
    best = max(rivals, key=lambda s: public_score(view, s))
    return 0.6 if seat == best else 0.3


def royal_counts(view: Any) -> Counter[str]:
    """Legal-good equivalents of the viewer's own face-down royal goods (known to the viewer)."""
    extra: Counter[str] = Counter()
    for good_id in goods_of(me(view).stand_contraband):
        item = catalog().good(good_id)
        if item.counts_as:
            extra[item.counts_as] += item.counts_as_cards
    return extra


def bonus_gain(view: Any, good_id: str, added: int) -> float:
    """The viewer's King/Queen bonus gain for `good_id` if `added` cards of it reach the stand."""
    if added <= 0 or good_id not in bonus_table():
        return 0.0
    king, queen = bonus_table()[good_id]
    standing = next((s for s in view.standings if s.good == good_id), None)
    if standing is None:
        return 0.0
    counts = list(standing.counts)
    counts[view.viewer] += royal_counts(view)[good_id]
    before = bonus_shares(tuple(counts), king, queen)[view.viewer]
    counts[view.viewer] += added
    after = bonus_shares(tuple(counts), king, queen)[view.viewer]
    return float(after - before)
