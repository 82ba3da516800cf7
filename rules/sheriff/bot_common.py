"""What every Sheriff bot level shares: reading a view, pricing terms, finishing drafts, safe defaults.

Bots are rebuilt for every move (`Session.bot_move` calls `GAME.bot(level)` each time), so they
keep no memory: everything they know comes from the `SheriffView` they are handed, including
the public bag history. A bot that starts a draft recomputes the same target terms on every
call from facts that do not change while it drafts (so no dice in a target), and
`deals.next_draft_step` walks to them.
"""

from __future__ import annotations

import functools
from collections import Counter
from typing import Any, Iterable

import attrs

from rules.sheriff import actions as A
from rules.sheriff.data import Good, catalog, good_of
from rules.sheriff.deals import next_draft_step
from rules.sheriff.state import Terms

Seat = int


# ----------------------------------------------------------------- the catalog, by good id
@functools.cache
def _goods() -> dict[str, Good]:
    return {g.id: g for g in catalog().goods}


def value(good_id: str) -> int:
    return _goods()[good_id].value


def penalty(good_id: str) -> int:
    return _goods()[good_id].penalty


def is_legal(good_id: str) -> bool:
    return _goods()[good_id].is_legal


def goods_of(cards: Iterable[str]) -> tuple[str, ...]:
    return tuple(good_of(c) for c in cards)


def declarable(view: Any) -> tuple[str, ...]:
    """Legal goods that exist with this many players (no bread with 3)."""
    players = len(view.players)
    return tuple(g.id for g in catalog().goods if g.is_legal and g.count(players) > 0)


def deck_composition(view: Any) -> Counter[str]:
    """Every card of the game by good, for this player count and these options."""
    players = len(view.players)
    return Counter(
        {
            g.id: g.count(players)
            for g in catalog().goods
            if g.count(players) > 0 and (g.kind != "royal" or view.rules.royal_goods)
        }
    )


def bonus_table() -> dict[str, tuple[int, int]]:
    return {b.good: (b.king, b.queen) for b in catalog().bonuses}


def max_drafts() -> int:
    return catalog().constants.max_terms_per_side


# ----------------------------------------------------------------- the viewer's seat
def me(view: Any) -> Any:
    return view.players[view.viewer]


def hand_goods(view: Any) -> tuple[str, ...]:
    return goods_of(me(view).hand)


def bag_goods(view: Any) -> tuple[str, ...]:
    return goods_of(me(view).bag)


def discarded_this_round(seat_view: Any) -> tuple[str, ...]:
    """Goods a seat threw away face up at this round's market (public)."""
    recorded = getattr(seat_view, "discarded_goods", ())
    return tuple(recorded) if recorded else goods_of(seat_view.market_discards)


def history(view: Any) -> tuple[Any, ...]:
    return tuple(getattr(view, "history", ()))


def rounds_left(view: Any) -> int:
    """Rounds after this one."""
    return max(0, view.rounds_total - view.round_no)


# ----------------------------------------------------------------- what a deal is worth
def delivery(view: Any, merchant: Seat, terms: Terms) -> tuple[int, tuple[str, ...], tuple[str, ...]]:
    """(gold, goods from the stand, goods from the bag) the merchant would really hand over,
    as the merchant sees it (own bag and stand). Bag goods missing from the bag come from the
    stand if there, else they are void (thieves' etiquette)."""
    seat = view.players[merchant]
    stand = Counter(dict(seat.stand_legal_counts)) + Counter(goods_of(seat.stand_contraband))
    stand -= Counter(terms.stand_goods)
    bag = Counter(goods_of(seat.bag))
    from_bag: list[str] = []
    from_stand = list(terms.stand_goods)
    for wanted in terms.bag_goods:
        if bag[wanted] > 0:
            bag[wanted] -= 1
            from_bag.append(wanted)
        elif stand[wanted] > 0:
            stand[wanted] -= 1
            from_stand.append(wanted)
    return min(terms.gold, seat.gold), tuple(from_stand), tuple(from_bag)


def cost_to_merchant(view: Any, terms: Terms) -> int:
    """Coins and card values the viewing merchant gives up under `terms`."""
    gold, from_stand, from_bag = delivery(view, view.viewer, terms)
    return gold + sum(value(g) for g in from_stand + from_bag)


def worth_to_inspector(view: Any, terms: Terms, bag_good_trust: float | None = None) -> float:
    """What the inspecting side expects to receive. Bag goods may be void, so they count at the
    share this merchant has really handed over so far, unless the merchant's face-up stand holds
    them anyway; a promise not to inspect counts at what it is worth to the viewer."""
    merchant = view.players[view.deal.merchant] if view.deal else None
    if bag_good_trust is None:
        bag_good_trust = bag_goods_trust(view, view.deal.merchant) if view.deal else 0.6
    stand_legal = Counter(dict(merchant.stand_legal_counts)) if merchant else Counter()
    total = float(min(terms.gold, merchant.gold if merchant else terms.gold))
    total += sum(value(g) for g in terms.stand_goods)
    for wanted in terms.bag_goods:
        total += value(wanted) * bag_good_trust
        if stand_legal[wanted] > 0:  # covered by the stand if not in the bag
            stand_legal[wanted] -= 1
            total += value(wanted) * (1 - bag_good_trust)
    if view.deal is not None and view.deal.joint:
        total /= 2  # the loot tile is shared between the two deputies
    if view.deal is not None and SPARE in terms.merchant_promises:
        total += spare_worth(view, view.deal.merchant)
    return total


# ----------------------------------------------------------------- drafting over several calls
def drafts_used(view: Any) -> int:
    """How many drafts the viewer had started on this bag before the one in progress."""
    deal = view.deal
    left = deal.merchant_drafts_left if view.viewer == deal.merchant else deal.authority_drafts_left
    used = max_drafts() - left
    return used - 1 if deal.drafting == view.viewer else used


def payment_terms(view: Any, amount: int) -> Terms:
    """Terms worth about `amount` to the inspector: gold first, never more than the merchant
    has, then the cheapest face-up legal goods of the merchant's stand for the rest."""
    merchant = view.players[view.deal.merchant]
    amount = max(0, int(amount))
    gold = min(amount, merchant.gold)
    goods: list[str] = []
    short = amount - gold
    stand = sorted(((g, k) for g, k in merchant.stand_legal_counts), key=lambda item: (value(item[0]), item[0]))
    for good_id, count in stand:
        for _ in range(count):
            if short <= 0:
                break
            goods.append(good_id)
            short -= value(good_id)
    return Terms(gold=gold, stand_goods=tuple(goods))


def continue_draft(view: Any, legal: tuple[Any, ...], target: Terms | None) -> Any:
    """The next step toward `target`; send what is drafted when it cannot be reached."""
    draft = view.deal.draft or Terms()
    if target is not None and not target.empty:
        step = next_draft_step(draft, target, legal)
        if step is not None:
            return step
    if not draft.empty and A.SendTerms() in legal:
        return A.SendTerms()
    return A.DropDraft()


# ----------------------------------------------------------------- safe defaults
def without_clock(legal: tuple[Any, ...]) -> tuple[Any, ...]:
    """TimeUp is the screen's clock, not a move a bot should make; keep it only if it is all there is."""
    moves = tuple(m for m in legal if not isinstance(m, A.TimeUp))
    return moves or legal


_SAFE_ORDER = (
    A.ClaimBlackMarket,
    A.RejectTerms,
    A.PassBag,
    A.DropDraft,
    A.DeclineBlackMarket,
)


def fallback(view: Any, legal: tuple[Any, ...]) -> Any:
    """A harmless legal move for a decision no rule covers: refuse, let pass, stop drafting."""
    moves = without_clock(legal)
    for kind in _SAFE_ORDER:
        found = next((m for m in moves if isinstance(m, kind)), None)
        if found is not None:
            return found
    if A.ChooseStance(False) in moves:
        return A.ChooseStance(False)
    return moves[0]


def pick(legal: tuple[Any, ...], wanted: Any, view: Any) -> Any:
    """`wanted` if it is legal, else the safe default."""
    return wanted if wanted in legal else fallback(view, legal)


@attrs.frozen
class MerchantRecord:
    """What the public record says about one merchant's honesty so far."""

    opened: int = 0
    caught: int = 0
    passed_cards: int = 0  # cards in bags that went through unopened
    bribes: int = 0  # deals made over their bags
    smuggled_on_stand: int = 0  # face-down cards now, plus the sets traded at the black market

    @property
    def caught_rate(self) -> float:
        """Share of opened bags that lied, with one honest and one lying bag of prior."""
        return (self.caught + 1) / (self.opened + 2)


def merchant_record(view: Any, merchant: Seat) -> MerchantRecord:
    opened = caught = passed = bribes = 0
    for record in history(view):
        if record.merchant != merchant:
            continue
        if record.result in ("honest", "caught"):
            opened += 1
            caught += record.result == "caught"
        else:
            passed += record.declared_count
            bribes += record.result == "deal"
    seat = view.players[merchant]
    smuggled = seat.contraband_count + 3 * len(seat.black_market)
    return MerchantRecord(opened, caught, passed, bribes, smuggled)


# ----------------------------------------------------------------- promises on the public record
#: The promise bots make and keep: "I will not inspect your bag when I am the sheriff."
SPARE = "spare_you"
#: What being spared one inspection is worth to a merchant, on average (coins).
SPARED_INSPECTION = 4.0


@attrs.frozen
class PromiseMade:
    """A promise agreed in a deal, from the public record."""

    round: int
    by: Seat
    to: Seat
    kind: str


def promises_made(records: Iterable[Any]) -> tuple[PromiseMade, ...]:
    """Every promise in the deals of the record, oldest first (merchant's, then inspector's)."""
    made: list[PromiseMade] = []
    for record in records:
        if record.deal is None:
            continue
        for kind in record.deal.merchant_promises:
            made += [PromiseMade(record.round, record.merchant, inspector, kind) for inspector in record.inspectors]
        for kind in record.deal.inspector_promises:
            made += [PromiseMade(record.round, inspector, record.merchant, kind) for inspector in record.inspectors]
    return tuple(made)


def promise_fate(records: Iterable[Any], promise: PromiseMade) -> str | None:
    """ "kept" or "broken" for a promise not to inspect, at the first later bag of the promisee
    that the promiser inspected; None while no such bag has come. (By the rules the promise has
    lapsed by then, at the end of its round: keeping it is a choice.)"""
    for record in records:
        if record.round > promise.round and record.merchant == promise.to and promise.by in record.inspectors:
            return "broken" if record.result in ("honest", "caught") else "kept"
    return None


def keeps_promises(view: Any, seat: Seat) -> float:
    """How likely `seat` is to keep a promise not to inspect: its record, one kept and one broken of prior."""
    records = history(view)
    fates = [promise_fate(records, p) for p in promises_made(records) if p.by == seat and p.kind == SPARE]
    kept, broken = fates.count("kept"), fates.count("broken")
    return (kept + 1) / (kept + broken + 2)


def owed_spares(view: Any) -> tuple[Seat, ...]:
    """Merchants the viewer promised not to inspect, whose bag the viewer has not inspected since."""
    records = history(view)
    return tuple(
        sorted(
            {
                p.to
                for p in promises_made(records)
                if p.by == view.viewer
                and p.kind == SPARE
                and p.round < view.round_no
                and promise_fate(records, p) is None
            }
        )
    )


def inspects_later(view: Any, seat: Seat) -> float:
    """The chance that `seat` inspects in a later round (sheriffs turn left; deputies are drawn)."""
    left = rounds_left(view)
    if left <= 0:
        return 0.0
    if view.sheriff is None:  # two of six deputies a round, everyone once per pass
        return min(1.0, left * 2 / len(view.players))
    n = len(view.players)
    return 1.0 if any((view.sheriff + k) % n == seat for k in range(1, left + 1)) else 0.0


def spare_worth(view: Any, promiser: Seat) -> float:
    """What a promise not to inspect from `promiser` is worth to the viewer: the chance it can be
    kept (the promiser inspects again) and will be (their record), times an inspection spared."""
    return inspects_later(view, promiser) * keeps_promises(view, promiser) * SPARED_INSPECTION


def bag_goods_trust(view: Any, merchant: Seat) -> float:
    """The share of the goods this merchant promised from the bag that were really handed over."""
    promised = void = 0
    for record in history(view):
        if record.merchant == merchant and record.deal is not None:
            promised += len(record.deal.bag_goods)
            void += len(record.void)
    return (promised - void + 1.2) / (promised + 2.0)
