"""The rule-based ("greedy") Sheriff bot: fixed merchant styles and a sheriff that reads the bag.

Merchant: each seat has a style (honest, smuggler or briber) drawn from the game's seed for
that seat (`SheriffView.seat_lot`, seen by that seat alone), so no seat number is tied to a
style. The style sets how often it smuggles, how much contraband it carries, how much of the
loss-if-caught it offers as a bribe, whether it bluffs about goods in the bag, and when it breaks
a lapsed promise not to inspect. Market: keep the legal good held most and the contraband the style will run,
discard the rest face up. Bag: that legal good, plus contraband when the style's dice say so.
Declaration: the legal good the bag holds most of (a lie about the rest).

Sheriff: a suspicion from the declared count, the merchant's public discards and their record
(caught when opened), turned into the coin value of opening; accepts a bribe that beats it,
asks for that much otherwise, and opens or lets pass by its sign.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from typing import Any

import attrs

from rules.sheriff import actions as A
from rules.sheriff import words as W
from rules.sheriff.bot_common import (
    SPARE,
    bag_goods,
    continue_draft,
    cost_to_merchant,
    declarable,
    discarded_this_round,
    drafts_used,
    fallback,
    hand_goods,
    inspects_later,
    is_legal,
    max_drafts,
    me,
    merchant_record,
    owed_spares,
    payment_terms,
    penalty,
    pick,
    value,
    without_clock,
    worth_to_inspector,
)
from rules.sheriff.data import catalog
from rules.sheriff.state import Terms


@attrs.frozen
class MerchantStyle:
    name: str
    smuggle_chance: float  # chance to add contraband to the bag when holding some
    max_contraband: int  # contraband cards kept at the market and put in one bag
    bribe_share: float  # first offer, as a share of what a caught bag would cost
    bag_offer: str  # goods "from the bag" in an offer: "real" (only what it holds) or "bluff"
    breaks_above: float  # as inspector, breaks a promise not to inspect when opening is worth more


STYLES = (
    MerchantStyle("honest", 0.15, 1, 0.5, "real", float("inf")),
    MerchantStyle("smuggler", 0.75, 3, 0.25, "bluff", 0.0),
    MerchantStyle("briber", 0.6, 2, 0.7, "real", 3.0),
)

#: Coins a greedy merchant takes off its offer for each sweetener it adds.
PROMISE_DISCOUNT = 2
BAG_GOOD_CREDIT = 0.6

#: Greedy sheriff's base suspicion by declared count (4-6 players): five of one legal good is rare.
BASE_SUSPICION = {1: 0.15, 2: 0.2, 3: 0.3, 4: 0.45, 5: 0.65}
BASE_SUSPICION_3P = {1: 0.15, 2: 0.2, 3: 0.25, 4: 0.35, 5: 0.5}


def style_of(view: Any) -> MerchantStyle:
    """The viewer's merchant style for this game, dealt by the seed (its own lot)."""
    lot = getattr(view, "seat_lot", None)
    return STYLES[(view.viewer if lot is None else lot) % len(STYLES)]


def legal_move_for(legal: tuple[Any, ...], kind: type, goods: Counter[str]) -> Any | None:
    """The legal Exchange/LoadBag whose goods are exactly this multiset."""
    for move in legal:
        if isinstance(move, kind):
            held = move.discard if kind is A.Exchange else move.goods
            if Counter(held) == goods:
                return move
    return None


def best_legal_good(goods: tuple[str, ...], view: Any) -> str | None:
    """The declarable good held most, the more valuable on a tie."""
    allowed = set(declarable(view))
    tally = Counter(g for g in goods if g in allowed)
    if not tally:
        return None
    return max(tally, key=lambda g: (tally[g], value(g), g))


def contraband_by_value(goods: tuple[str, ...]) -> list[str]:
    return sorted((g for g in goods if not is_legal(g)), key=lambda g: (-value(g), g))


class GreedyBot:
    level = "greedy"

    # ------------------------------------------------------------------ dispatch
    def choose(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        moves = without_clock(legal)
        handler = getattr(self, f"on_{view.step}", None)
        if handler is None or len(moves) == 1:
            return fallback(view, moves)
        move = handler(view, moves, rng)
        return move if move in moves else fallback(view, moves)

    def report(self, view: Any, legal: tuple[Any, ...], rng: random.Random | None = None) -> list[str]:
        """What it would do here and what it weighed, in the game's words (`rules.sheriff.words`):
        the move first, as the action list words it, then the reasons it can put a number on."""
        move = self.choose(view, legal, rng or random.Random(0))
        return [W.label(move, view) or type(move).__name__, *self.reasons(view)]

    def reasons(self, view: Any) -> list[str]:
        """The numbers behind the choice, worded (the greedy sheriff: each waiting bag's suspicion)."""
        if view.step != "inspect":
            return []
        facts = W.facts_of_view(view)
        return [
            f"{W.phrase(A.OpenBag(m), facts).command()}: lies with chance {self.suspicion(view, m):.0%}"
            for m in view.waiting_bags
        ]

    def on_first_merchant(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        return legal[0]

    def on_black_market(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        claims = [m for m in legal if isinstance(m, A.ClaimBlackMarket)]
        if not claims:
            return A.DeclineBlackMarket()
        tops = {
            catalog().black_market_card(c).good: catalog().black_market_card(c).value
            for c in reversed(view.black_market_left)
        }
        return max(claims, key=lambda m: tops.get(m.good, 0))

    # ------------------------------------------------------------------ merchant: market, bag, declaration
    def target_good(self, view: Any) -> str:
        return best_legal_good(hand_goods(view), view) or declarable(view)[0]

    def on_market(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        hand = hand_goods(view)
        target = self.target_good(view)
        keep = Counter({target: hand.count(target)})
        for good in contraband_by_value(hand)[: style_of(view).max_contraband]:
            keep[good] += 1
        discard = Counter(hand) - keep
        # discard at most 5: keep the most valuable of the rest
        extra = sorted(discard.elements(), key=lambda g: (value(g), g))
        limit = catalog().constants.market_max_discard
        discard = Counter(extra[:limit])
        return legal_move_for(legal, A.Exchange, discard) or legal[0]

    def bag_plan(self, view: Any, rng: random.Random) -> Counter[str]:
        hand = hand_goods(view)
        style = style_of(view)
        size = catalog().constants.bag_max
        target = best_legal_good(hand, view)
        bag: Counter[str] = Counter()
        contraband = contraband_by_value(hand)
        if contraband and rng.random() < style.smuggle_chance:
            affordable = me(view).gold
            for good in contraband[: style.max_contraband]:
                if penalty(good) <= affordable:
                    bag[good] += 1
                    affordable -= penalty(good)
        if target is not None:
            bag[target] += min(hand.count(target), size - sum(bag.values()))
        if not bag:  # nothing worth carrying: the cheapest card keeps the loss small
            bag[min(hand, key=lambda g: (value(g), g))] += 1
        return bag

    def on_load(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        return legal_move_for(legal, A.LoadBag, self.bag_plan(view, rng)) or legal[0]

    def declared_good(self, view: Any) -> str:
        """The legal good the bag holds most; for an all-contraband bag, one the hand supports."""
        return best_legal_good(bag_goods(view), view) or best_legal_good(hand_goods(view), view) or declarable(view)[0]

    def on_declare(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        return pick(legal, A.Declare(self.declared_good(view), me(view).bag_count), view)

    # ------------------------------------------------------------------ merchant: bribes
    def loss_if_caught(self, view: Any) -> int:
        """Value lost and fines paid if the bag is opened (0 for an honest bag)."""
        declared = me(view).declared_good
        return sum(value(g) + penalty(g) for g in bag_goods(view) if g != declared)

    def merchant_offer(self, view: Any) -> Terms:
        """A share of the loss if caught, raised each time: goods now (gold, then cheap stand
        goods), goods later (one or two of the declared good "from the bag", held or bluffed by
        style) and, while it will inspect again, the promise not to inspect the inspector."""
        loss = self.loss_if_caught(view)
        if loss == 0:
            return Terms()
        style = style_of(view)
        share = min(0.9, style.bribe_share * (1 + 0.4 * drafts_used(view)))
        amount = max(1, round(loss * share))
        promises: tuple[str, ...] = ()
        if inspects_later(view, view.viewer) >= 0.5:
            promises = (SPARE,)
            amount -= PROMISE_DISCOUNT
        from_bag = self.bag_goods_offer(view, style)
        amount -= round(sum(value(g) for g in from_bag) * BAG_GOOD_CREDIT)
        terms = payment_terms(view, max(0, amount)) if amount > 0 else Terms()
        return attrs.evolve(terms, bag_goods=from_bag, merchant_promises=promises)

    def bag_goods_offer(self, view: Any, style: MerchantStyle) -> tuple[str, ...]:
        """Declared goods said to be in the bag: a held spare one, or (bluffing) two whether held
        or not; void if missing, which the rules allow (the merchant then shows bag and stand)."""
        declared = me(view).declared_good
        if declared is None:
            return ()
        held = bag_goods(view).count(declared)
        if style.bag_offer == "bluff":
            return (declared,) * min(2, me(view).declared_count)
        return (declared,) if held >= 2 else ()

    def merchant_accepts(self, view: Any, terms: Terms) -> bool:
        loss = self.loss_if_caught(view)
        return loss > 0 and cost_to_merchant(view, terms) <= loss * 0.9

    def on_negotiation(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        if view.viewer == view.deal.merchant:
            return self.merchant_answer(view, legal, rng)
        return self.authority_answer(view, legal, rng)

    def merchant_answer(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        pending = view.deal.pending
        if pending is not None and view.deal.pending_from != view.viewer and self.merchant_accepts(view, pending):
            return A.AcceptTerms()
        offer = self.merchant_offer(view)
        if not offer.empty and A.DraftTerms() in legal:
            if pending is None or cost_to_merchant(view, offer) < cost_to_merchant(view, pending):
                return A.DraftTerms()
        return A.RejectTerms()

    def on_draft(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        if view.viewer == view.deal.merchant:
            return continue_draft(view, legal, self.merchant_offer(view))
        return continue_draft(view, legal, self.inspector_demand(view))

    # ------------------------------------------------------------------ sheriff / deputies
    def suspicion(self, view: Any, merchant: int) -> float:
        """Greedy chance that the bag lies: declared count, public discards, record when opened."""
        seat = view.players[merchant]
        table = BASE_SUSPICION_3P if len(view.players) == 3 else BASE_SUSPICION
        s = table.get(seat.declared_count, 0.5)
        if seat.declared_good in discarded_this_round(seat):
            s += 0.2  # threw away the very good they now claim to carry
        record = merchant_record(view, merchant)
        weight = 0.5 * record.opened / (record.opened + 2)  # trust the record as it grows
        s = (1 - weight) * s + weight * record.caught_rate
        return min(0.95, max(0.02, s))

    def expected_fine(self, view: Any, merchant: int) -> float:
        """Coins a lying bag of this size usually yields: about half its cards are contraband."""
        n = view.players[merchant].declared_count
        return 4.0 * max(1, n // 2)

    def open_value(self, view: Any, merchant: int, s: float) -> float:
        """Coins the inspector expects from opening: fines if lying, minus 2 per card if honest."""
        n = view.players[merchant].declared_count
        honest_cost = 2.0 * n
        return s * self.expected_fine(view, merchant) - (1 - s) * honest_cost

    def bag_order_key(self, view: Any, merchant: int) -> float:
        return self.open_value(view, merchant, self.suspicion(view, merchant))

    # ------------------------------------------------------------------ promises not to inspect
    def keeps_promise_to(self, view: Any, merchant: int) -> bool:
        """Keep the (lapsed) promise not to inspect `merchant`, unless opening pays enough to break it."""
        return self.open_value(view, merchant, self.suspicion(view, merchant)) <= style_of(view).breaks_above

    def spared(self, view: Any) -> tuple[int, ...]:
        """Waiting merchants the viewer promised not to inspect, and will not."""
        return tuple(m for m in owed_spares(view) if m in view.waiting_bags and self.keeps_promise_to(view, m))

    def on_inspect(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        forced = [m for m in legal if isinstance(m, A.OpenBag) and m.merchant in view.must_open]
        if forced:
            return forced[0]
        kept = [m for m in self.spared(view) if A.PassBag(m) in legal]
        if kept:
            return A.PassBag(kept[0])
        merchants = [m for m in view.waiting_bags if A.Approach(m) in legal or A.PassBag(m) in legal]
        if not merchants:
            return fallback(view, legal)
        merchant = max(merchants, key=lambda m: (self.bag_order_key(view, m), -m))
        if view.sheriff is None:
            return A.Approach(merchant)
        if self.bag_order_key(view, merchant) < -3 and A.PassBag(merchant) in legal:
            return A.PassBag(merchant)
        return A.Approach(merchant)

    def on_stances(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        merchant = view.stance_merchant
        if merchant in self.spared(view):
            return A.ChooseStance(False)
        return A.ChooseStance(self.open_value(view, merchant, self.suspicion(view, merchant)) > -1)

    def suspicion_in_deal(self, view: Any) -> float:
        """A merchant who has offered something is more likely to be hiding something."""
        merchant = view.deal.merchant
        s = self.suspicion(view, merchant)
        offered = view.deal.merchant_drafts_left < max_drafts()
        return s + (1 - s) * 0.3 if offered else s

    def inspector_demand(self, view: Any) -> Terms:
        merchant = view.deal.merchant
        wanted = self.open_value(view, merchant, self.suspicion_in_deal(view)) + 1
        return payment_terms(view, math.ceil(max(1.0, wanted)))

    def authority_answer(self, view: Any, legal: tuple[Any, ...], rng: random.Random) -> Any:
        merchant = view.deal.merchant
        s = self.suspicion_in_deal(view)
        opening = self.open_value(view, merchant, s)
        pending = view.deal.pending
        if pending is not None and view.deal.pending_from != view.viewer:
            offered = worth_to_inspector(view, pending) + self.others_value(view, pending)
            if offered >= opening and offered > 0:
                return A.AcceptTerms()
            if offered > 0 and A.DraftTerms() in legal and opening > offered + 1:
                return A.DraftTerms()
        chance = min(0.92, max(0.08, 0.5 + opening / 4))
        return A.OpenBag(merchant) if rng.random() < chance else A.PassBag(merchant)

    def others_value(self, view: Any, terms: Terms) -> float:
        """Being made to open other bags is worth what opening them is expected to bring."""
        return sum(self.open_value(view, other, self.suspicion(view, other)) for other in terms.inspect_others)
