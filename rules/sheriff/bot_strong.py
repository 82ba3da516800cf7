"""The strong Sheriff bot: expected values from card counting and the public record.

Inspector: for each bag, the chance it lies (the merchant's smuggling rate as the public
record shows it, how plausible the declared count is given the unseen cards, discards, and
what the merchant did in the bargain) and what opening yields: fines, plus a share of the
value the merchant loses when the merchant is a rival worth slowing down, minus the refund of
an honest bag. It accepts terms worth more than that, asks for about that much otherwise, and
opens or lets pass by its sign.

Merchant: scores every bag it could load (a legal good, how many of it, how much of its best
contraband) by expected value against this sheriff's record: the deals he accepted and at what
price per card, how often he caught liars, how often he opened honest bags; King/Queen gains
count, and cards kept in hand keep part of their value while rounds remain. Threatened with a
lying bag, it offers what this sheriff has been seen to accept, raising it each time, paid in
the mix that costs it least: gold, stand goods, goods "from the bag" (held ones cost their
value, missing ones cost being shown up) and a promise not to inspect him later (worth to him
what its record of keeping promises says; costing it the cheaper of keeping and breaking).
As inspector it keeps a lapsed promise while opening that bag would gain less than its word
would lose in value for the rest of the game.

`think` (seconds, default 1.0; `meeple selfplay --think S` sets it) caps the thinking time
(`rules.core.search.thinking_time`) of a move: the bags it could load and the offers it could
make are weighed most promising first, and when the time is up it plays the best weighed so far
(at least one is always weighed). A move takes a few milliseconds, so the cap only binds on a
very slow machine or a tiny budget; within the cap every choice is reproducible from the rng it
is given.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

import attrs

from rules.core.search import thinking_time
from rules.sheriff import actions as A
from rules.sheriff import words as W
from rules.sheriff.bot_beliefs import bag_belief, bonus_gain, leader_weight
from rules.sheriff.bot_common import (
    SPARE,
    SPARED_INSPECTION,
    bag_goods,
    cost_to_merchant,
    declarable,
    delivery,
    drafts_used,
    hand_goods,
    history,
    inspects_later,
    is_legal,
    max_drafts,
    me,
    payment_terms,
    penalty,
    promise_fate,
    promises_made,
    rounds_left,
    value,
    worth_to_inspector,
)
from rules.sheriff.bot_greedy import GreedyBot, best_legal_good, legal_move_for
from rules.sheriff.data import catalog
from rules.sheriff.state import Terms


# ----------------------------------------------------------------- how a sheriff has behaved
@attrs.frozen
class SheriffModel:
    """What a merchant expects from the seat(s) inspecting this round, from the public record."""

    deal_rate: float  # a threatened liar who offers gets a deal
    open_honest: float  # an honest bag (no offer) is opened
    open_liar: float  # a liar whose offer is refused is opened
    price_per_card: float  # the cheapest gold per declared card this sheriff has accepted


def sheriff_model(view: Any) -> SheriffModel:
    inspectors = set(view.deputies) if view.sheriff is None else {view.sheriff}
    deals = caught = honest = passed = 0
    prices: list[float] = []
    for record in history(view):
        if not inspectors & set(record.inspectors):
            continue
        if record.result == "deal":
            deals += 1
            if record.deal is not None and record.declared_count:
                prices.append(record.deal.gold / record.declared_count)
        elif record.result == "caught":
            caught += 1
        elif record.result == "honest":
            honest += 1
        elif record.result == "passed":
            passed += 1
    # priors: a sheriff takes most reasonable bribes, opens a third of quiet bags
    price = min(prices) if prices else 1.5
    return SheriffModel(
        deal_rate=(deals + 4) / (deals + caught + 5),
        open_honest=(honest + caught * 0.5 + 1) / (honest + caught * 0.5 + passed + 3),
        open_liar=0.75,
        price_per_card=max(0.5, price),
    )


#: What keeping a promise not to inspect costs the sheriff who keeps it: one bag left shut.
FORGONE_INSPECTION = 2.0
#: What being caught promising bag goods one lacks costs: bag and stand seen, bag goods trusted less.
SHOWN_UP = 1.5


@attrs.frozen
class BagOption:
    goods: tuple[str, ...]
    declared: str
    value: float


#: Seconds a move may take at most, unless `think` is set.
THINK = 1.0


class StrongBot(GreedyBot):
    level = "strong"

    def __init__(self, think: float = THINK) -> None:
        self.think = float(think)
        self._deadline: float | None = None

    def choose(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        self._deadline = thinking_time() + self.think
        try:
            return super().choose(view, legal, rng)
        finally:
            self._deadline = None

    def reasons(self, view: Any) -> list[str]:
        """The expected values behind the choice, worded: the best three bags it could load, or
        what opening each waiting bag is worth to it."""
        facts = W.facts_of_view(view)
        if view.step == "load":
            self._deadline = thinking_time() + self.think
            try:
                options = sorted(self.bag_options(view), key=lambda o: (-o.value, o.goods))[:3]
            finally:
                self._deadline = None
            return [
                f"{W.phrase(A.LoadBag(tuple(sorted(o.goods))), facts).command()}, declared "
                f"{W.good_name(o.declared)}: worth {o.value:.1f}"
                for o in options
            ]
        if view.step == "inspect":
            return [
                f"{W.phrase(A.OpenBag(m), facts).command()}: worth {self.open_gain(view, m):+.1f}"
                for m in view.waiting_bags
            ]
        return []

    def out_of_time(self) -> bool:
        """The move's `think` seconds are spent (never outside `choose`)."""
        return self._deadline is not None and thinking_time() > self._deadline

    # ------------------------------------------------------------------ merchant: market
    def target_good(self, view: Any) -> str:
        hand = hand_goods(view)
        options = declarable(view)

        def worth(good_id: str) -> float:
            held = hand.count(good_id)
            return held * (value(good_id) + 2) + 0.5 * bonus_gain(view, good_id, held + 1)

        return max(options, key=lambda g: (worth(g), value(g), g))

    def on_market(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        hand = hand_goods(view)
        target = self.target_good(view)
        keep = Counter(g for g in hand if g == target or not is_legal(g))
        discard = Counter(hand) - keep
        # at most 5 go: the cheapest leave first
        ordered = sorted(discard.elements(), key=lambda g: (value(g), g))
        discard = Counter(ordered[: catalog().constants.market_max_discard])
        return legal_move_for(legal, A.Exchange, discard) or legal[0]

    # ------------------------------------------------------------------ merchant: loading
    def keep_value(self, view: Any, good_id: str) -> float:
        """What a card left in hand is still worth: it may travel in a later bag."""
        return 0.15 * value(good_id) if rounds_left(view) > 0 else 0.0

    def bag_options(self, view: Any) -> list[BagOption]:
        """Every bag it could load, weighed; most promising first (more of the declared good,
        less contraband), so that a move out of time has weighed the likeliest ones."""
        hand = hand_goods(view)
        model = sheriff_model(view)
        contraband = sorted((g for g in hand if not is_legal(g)), key=lambda g: (-value(g), g))
        size = catalog().constants.bag_max
        goods_to_declare = [g for g in declarable(view) if g in hand] or [self.target_good(view)]
        shapes = []
        for declared in goods_to_declare:
            held = hand.count(declared)
            for smuggled in range(0, min(len(contraband), size) + 1):
                for legal_count in range(0, min(held, size - smuggled) + 1):
                    if legal_count + smuggled:
                        shapes.append((smuggled, -legal_count, declared))
        options: list[BagOption] = []
        for smuggled, minus_legal, declared in sorted(shapes, key=lambda s: (s[0], s[1], -value(s[2]), s[2])):
            if options and self.out_of_time():
                break
            goods = (declared,) * -minus_legal + tuple(contraband[:smuggled])
            options.append(BagOption(goods, declared, self.bag_value(view, goods, declared, model, hand)))
        return options

    def bag_value(
        self, view: Any, goods: tuple[str, ...], declared: str, model: SheriffModel, hand: tuple[str, ...]
    ) -> float:
        n = len(goods)
        honest_count = goods.count(declared)
        hidden = [g for g in goods if g != declared]
        passed = sum(value(g) for g in goods) + 0.7 * bonus_gain(view, declared, honest_count)
        left = Counter(hand) - Counter(goods)
        kept = sum(self.keep_value(view, g) * k for g, k in left.items())
        if not hidden:
            return passed + model.open_honest * 2 * n + kept
        loss = sum(value(g) + penalty(g) for g in hidden)
        price = min(self.asking_price(view, model, n), 0.9 * loss, me(view).gold)
        if price <= 0:
            cost = model.open_liar * loss
        else:
            cost = model.deal_rate * price + (1 - model.deal_rate) * model.open_liar * loss
        return passed - cost + kept

    def asking_price(self, view: Any, model: SheriffModel, n: int) -> float:
        return math.ceil(model.price_per_card * n) + 1

    def bag_plan(self, view: Any, rng: random.Random) -> Counter[str]:
        options = self.bag_options(view)
        if not options:
            return super().bag_plan(view, rng)
        best = max(options, key=lambda o: (o.value, o.goods))
        return Counter(best.goods)

    def declared_good(self, view: Any) -> str:
        return best_legal_good(bag_goods(view), view) or self.target_good(view)

    # ------------------------------------------------------------------ merchant: bribes
    def merchant_offer(self, view: Any) -> Terms:
        """The cheapest terms, by expected cost to me, that this sheriff should value at the price
        he has been seen to take. Candidates mix goods now (gold, stand goods), goods later
        (from the bag: held ones cost their value, missing ones cost only being shown up) and a
        promise not to inspect him (it costs what keeping or breaking it will cost)."""
        loss = self.loss_if_caught(view)
        if loss == 0:
            return Terms()
        model = sheriff_model(view)
        n = me(view).declared_count
        price = min(self.asking_price(view, model, n) * (1 + 0.6 * drafts_used(view)), 0.85 * loss)
        other, other_gain = self.redirect(view)
        if other is not None:
            price -= other_gain / 2  # part of the price is paid by pointing him at a bag likely to pay
        best: tuple[float, int, Terms] | None = None
        for extras in self.sweeteners(view):
            if best is not None and self.out_of_time():
                break
            credit = worth_to_inspector(view, extras) if not extras.empty else 0.0
            terms = payment_terms(view, max(0, math.ceil(price - credit))) if price - credit > 0 else Terms()
            terms = attrs.evolve(terms, bag_goods=extras.bag_goods, merchant_promises=extras.merchant_promises)
            if other is not None:
                terms = attrs.evolve(terms, inspect_others=(other,))
            if terms.empty:
                continue
            cost = cost_to_merchant(view, terms) + self.sweetener_cost(view, extras)
            size = len(terms.stand_goods) + len(terms.bag_goods) + len(terms.merchant_promises)
            if best is None or (cost, size) < best[:2]:
                best = (cost, size, terms)
        return best[2] if best is not None else payment_terms(view, max(1, round(price)))

    def sweeteners(self, view: Any) -> list[Terms]:
        """Extras to weigh against gold: nothing, a promise, goods from the bag, or both."""
        declared = me(view).declared_good
        room = me(view).declared_count
        bag_options: list[tuple[str, ...]] = [()]
        if declared is not None:
            bag_options += [(declared,) * k for k in range(1, min(2, room) + 1)]
        promise_options: list[tuple[str, ...]] = [()]
        if inspects_later(view, view.viewer) > 0:
            promise_options.append((SPARE,))
        return [Terms(bag_goods=b, merchant_promises=p) for b in bag_options for p in promise_options]

    def sweetener_cost(self, view: Any, extras: Terms) -> float:
        """What promises and missing bag goods cost me beyond what `cost_to_merchant` counts."""
        cost = 0.0
        if SPARE in extras.merchant_promises:
            # kept: one inspection of him forgone; broken: my word is worth less from then on
            cost += inspects_later(view, view.viewer) * min(FORGONE_INSPECTION, self.reputation_swing(view))
        _, from_stand, from_bag = delivery(view, view.viewer, extras)
        missing = len(extras.bag_goods) - len(from_bag) - (len(from_stand) - len(extras.stand_goods))
        if missing > 0:
            cost += SHOWN_UP  # the sheriff sees my bag and stand, and trusts my bag goods less
        return cost

    def reputation_swing(self, view: Any) -> float:
        """Coins my future promises not to inspect lose if I break one now rather than keep it:
        others price them by my record (one kept and one broken of prior)."""
        kept = broken = 0
        records = history(view)
        for promise in promises_made(records):
            if promise.by == view.viewer and promise.kind == SPARE:
                fate = promise_fate(records, promise)
                kept += fate == "kept"
                broken += fate == "broken"
        swing = 1 / (kept + broken + 3)  # the keep rate after keeping minus after breaking
        future_promises = 0.5 * rounds_left(view)
        return swing * SPARED_INSPECTION * future_promises

    def redirect(self, view: Any) -> tuple[int | None, float]:
        """Another waiting bag whose opening the sheriff should welcome (coins only)."""
        if view.sheriff is None:
            return None, 0.0
        best, best_gain = None, 2.0
        for other in view.waiting_bags:
            if other in (view.viewer, view.deal.merchant) or other in view.must_open:
                continue
            belief = bag_belief(view, other)
            gain = belief.lie * belief.fine - (1 - belief.lie) * belief.honest_refund
            if gain > best_gain:
                best, best_gain = other, gain
        return best, (best_gain if best is not None else 0.0)

    def merchant_accepts(self, view: Any, terms: Terms) -> bool:
        loss = self.loss_if_caught(view)
        return loss > 0 and cost_to_merchant(view, terms) <= 0.85 * loss

    # ------------------------------------------------------------------ inspector
    def open_gain(self, view: Any, merchant: int, signal: str = "none") -> float:
        """Expected gain of opening for the viewer: coins plus slowing a rival, minus the refund."""
        belief = bag_belief(view, merchant, signal)
        rival = leader_weight(view, merchant)
        share = 0.5 if view.deal is not None and view.deal.joint else 1.0
        caught = belief.fine * share + rival * (belief.lost_value + belief.fine)
        honest = belief.honest_refund * (share + rival)  # the refund also lifts the merchant
        return belief.lie * caught - (1 - belief.lie) * honest

    def signal(self, view: Any) -> str:
        deal = view.deal
        if deal is None:
            return "none"
        if deal.merchant_drafts_left < max_drafts():
            return "offered"
        return "refused" if deal.pending is None else "none"

    def bag_order_key(self, view: Any, merchant: int) -> float:
        return self.open_gain(view, merchant)

    def keeps_promise_to(self, view: Any, merchant: int) -> bool:
        """Keep the (lapsed) promise not to inspect `merchant` while breaking it is expected to
        gain less than my word loses in value (`reputation_swing`)."""
        return self.open_gain(view, merchant) <= self.reputation_swing(view)

    def on_inspect(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        forced = [m for m in legal if isinstance(m, A.OpenBag) and m.merchant in view.must_open]
        if forced:
            return forced[0]
        kept = [m for m in self.spared(view) if A.PassBag(m) in legal]
        if kept:
            return A.PassBag(kept[0])
        merchants = [m for m in view.waiting_bags if A.Approach(m) in legal]
        if not merchants:
            return super().on_inspect(view, legal, rng)
        merchant = max(merchants, key=lambda m: (self.open_gain(view, m), -m))
        if view.sheriff is not None and self.open_gain(view, merchant) < -6 and A.PassBag(merchant) in legal:
            return A.PassBag(merchant)
        return A.Approach(merchant)

    def on_stances(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        if view.stance_merchant in self.spared(view):
            return A.ChooseStance(False)
        return A.ChooseStance(self.open_gain(view, view.stance_merchant) > 0)

    def inspector_demand(self, view: Any) -> Terms:
        merchant = view.deal.merchant
        gain = self.open_gain(view, merchant, self.signal(view))
        pending = view.deal.pending
        offered = worth_to_inspector(view, pending) if pending is not None and view.deal.pending_from == merchant else 0
        wanted = max(gain + 2, offered * 1.5 + 1)
        return payment_terms(view, math.ceil(max(1.0, wanted)))

    def authority_answer(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        merchant = view.deal.merchant
        gain = self.open_gain(view, merchant, self.signal(view))
        pending = view.deal.pending
        if pending is not None and view.deal.pending_from != view.viewer:
            # a bribe is worth it to me and also costs the rival
            offered = worth_to_inspector(view, pending) * (1 + leader_weight(view, merchant))
            offered += self.others_value(view, pending)
            if offered >= gain and offered > 0:
                return A.AcceptTerms()
            if A.DraftTerms() in legal and gain > offered + 1:
                if worth_to_inspector(view, self.inspector_demand(view)) > offered:
                    return A.DraftTerms()
        # mix a little, so merchants cannot read the answer off the numbers
        chance = 1 / (1 + math.exp(-gain / 1.5))
        return A.OpenBag(merchant) if rng.random() < chance else A.PassBag(merchant)

    def others_value(self, view: Any, terms: Terms) -> float:
        return sum(self.open_gain(view, other) for other in terms.inspect_others)
