"""Why a Sheriff of Nottingham move is not offered now (`rules.core.reasons`), for the seat to act: the
market's limits, the bag's (1 to 5 cards), the declaration's (one legal good, the exact count, royal goods
are contraband), the bribe's (only the gold and goods one holds, no more bag goods than declared cards),
the inspector's choices and the black market's (3 contraband of one kind on one's stand), each with its
numbers.

Each `Reason` also names the moves it speaks for (`move_key` of an action), so tests can check that none
of them is legal. A few rules forbid something no action stands for (offering cards from one's hand);
their reasons carry a ("rule", ...) key, which no action has. The reasons read only what the seat may
know: its own hand, bag and face-down goods, and the public table (gold, face-up goods, declarations);
never another seat's hidden cards.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Sequence


from rules.core import decisions as stack
from rules.core.reasons import Reason, Unavailable
from rules.sheriff import actions as A
from rules.sheriff import rules as R
from rules.sheriff import words as W
from rules.sheriff.cards import counts, multisets
from rules.sheriff.data import catalog
from rules.sheriff.rounds import hand_size
from rules.sheriff.state import (
    BlackMarketChance, Declarations, Draft, InspectChoice, LoadBags, MarketTurns, Negotiation, PickFirstMerchant,
    SheriffState,
)

#: What `move_key` makes of an action: its kind, then what it names.
MoveKey = tuple[Any, ...]


_KEYS: dict[type, Any] = {
    A.ChooseFirstMerchant: lambda a: ("first", a.merchant),
    A.Exchange: lambda a: ("exchange", a.discard),
    A.LoadBag: lambda a: ("load", a.goods),
    A.Declare: lambda a: ("declare", a.good, a.count),
    A.Approach: lambda a: ("approach", a.merchant),
    A.PassBag: lambda a: ("pass", a.merchant),
    A.OpenBag: lambda a: ("open", a.merchant),
    A.DraftTerms: lambda a: ("draft",),
    A.AddGold: lambda a: ("gold", a.amount),
    A.AddStandGood: lambda a: ("stand", a.good),
    A.AddBagGood: lambda a: ("bag", a.good),
    A.AddPromise: lambda a: ("promise", a.kind),
    A.AddInspectOther: lambda a: ("other", a.merchant),
    A.SendTerms: lambda a: ("send",),
    A.AcceptTerms: lambda a: ("accept",),
    A.ClaimBlackMarket: lambda a: ("claim", a.good),
}


def move_key(action: Any) -> MoveKey | None:
    """The key a reason names this action by (None: an action no reason speaks of)."""
    maker = _KEYS.get(type(action))
    return maker(action) if maker is not None else None


def rule_key(name: str) -> MoveKey:
    """The key of a move the rules forbid outright, which no action stands for."""
    return ("rule", name)


def why_not(state: SheriffState, seat: int, names: Sequence[str] | None = None) -> tuple[Unavailable, ...]:
    return tuple(r.unavailable() for r in reasons(state, seat, names))


def reasons(state: SheriffState, seat: int, names: Sequence[str] | None = None) -> tuple[Reason, ...]:
    """What `seat` (to act) cannot do now and why, from what it may know."""
    if seat not in R.to_act(state):
        return ()
    voice = W.Voice(seat, tuple(names or ()))
    frame = stack.top(state.decisions)
    found: list[Reason] = []
    if isinstance(frame, PickFirstMerchant):
        found += first_merchant_reasons(state, seat)
    elif isinstance(frame, MarketTurns):
        found += market_reasons(state, seat)
    elif isinstance(frame, LoadBags):
        found += load_reasons(state, seat)
    elif isinstance(frame, Declarations):
        found += declare_reasons(state, seat)
    elif isinstance(frame, InspectChoice):
        found += inspect_reasons(state, voice)
    elif isinstance(frame, Negotiation):
        found += negotiation_reasons(state, seat, frame)
    elif isinstance(frame, Draft):
        found += draft_reasons(state, seat, frame, voice)
    elif isinstance(frame, BlackMarketChance):
        found += black_market_reasons(state, seat)
    return tuple(found)


# ---- words ----------------------------------------------------------------------------------------------

def listing(items: list[str], last: str = "and") -> str:
    """'A', 'A and B', 'A, B and C'."""
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + f" {last} " + items[-1]


def or_list(items: list[str]) -> str:
    return listing(items, "or")


def cards_word(count: int) -> str:
    return f"{count} card{'s' if count != 1 else ''}"


def declarable(state: SheriffState) -> tuple[str, ...]:
    return R.declarable_goods(state)


# ---- the market ----------------------------------------------------------------------------------------------

def first_merchant_reasons(state: SheriffState, seat: int) -> list[Reason]:
    """The sheriff names a merchant, never themselves, and keeps their hand this round."""
    hand = state.players[seat].hand
    most = catalog().constants.market_max_discard
    exchanges = frozenset(("exchange", m) for m in multisets(hand, 0, most))
    role = "the sheriff" if state.sheriff is not None else "a deputy"
    return [
        Reason("Trade first yourself", f"you name one of the merchants: {role} does not trade",
               frozenset({("first", seat)})),
        Reason("Exchange cards at the market", f"{role} keeps the same hand all round: only merchants trade",
               exchanges),
    ]


def market_reasons(state: SheriffState, seat: int) -> list[Reason]:
    """At most 5 cards a market turn; the draw brings the hand back to its size, no further."""
    hand = state.players[seat].hand
    most = catalog().constants.market_max_discard
    found = []
    if len(hand) > most:
        too_many = frozenset(("exchange", m) for m in multisets(hand, most + 1, len(hand)))
        found.append(Reason(f"Discard more than {most} cards", f"a market turn discards {most} at most; "
                            f"your hand has {len(hand)}", too_many))
    size = hand_size(state)
    found.append(Reason("Draw more cards than you discard", f"you draw back up to {size} cards, no more",
                        frozenset({rule_key("draw-extra")})))
    return found


# ---- the bag and the declaration -------------------------------------------------------------------------------

def load_reasons(state: SheriffState, seat: int) -> list[Reason]:
    """A bag takes 1 to 5 cards from the hand."""
    hand = state.players[seat].hand
    constants = catalog().constants
    found = [Reason("Load an empty bag", f"a bag takes {constants.bag_min} card at least",
                    frozenset({("load", ())}))]
    if len(hand) > constants.bag_max:
        too_many = frozenset(("load", m) for m in multisets(hand, constants.bag_max + 1, len(hand)))
        found.append(Reason(f"Load more than {constants.bag_max} cards",
                            f"a bag holds {constants.bag_max} cards at most; your hand has {len(hand)}", too_many))
    return found


def declare_reasons(state: SheriffState, seat: int) -> list[Reason]:
    """One legal good, the exact number of cards; contraband and royal goods are never declared."""
    bag = W.cards_to_goods(state.players[seat].bag)
    size = len(bag)
    counts_ = range(1, catalog().constants.bag_max + 1)
    legal = declarable(state)
    found = []
    others = frozenset(("declare", g, n) for g in legal for n in counts_ if n != size)
    if others:
        found.append(Reason(f"Declare a count other than {size}",
                            f"your bag holds {cards_word(size)}: the count must be exact", others))
    kinds = sorted({g for g in bag if W.good_kind(g) == "legal"}, key=W.good_rank)
    if len(kinds) > 1:
        named = listing([W.good_name(g) for g in kinds])
        found.append(Reason(f"Declare {named} together", "a declaration names one legal good only",
                            frozenset({rule_key("declare-two-kinds")})))
    royal_in_bag = {g for g in bag if W.good_kind(g) == "royal"}
    players = len(state.players)
    for good in catalog().goods:
        if good.is_legal and good.id not in legal:
            found.append(Reason(f"Declare {good.name}", f"there is no {good.name} in a {players}-player game",
                                frozenset(("declare", good.id, n) for n in counts_)))
        elif good.id in royal_in_bag:
            why = (f"royal goods are contraband: never declared; in the bag it counts as 1 card "
                   f"(as {good.counts_as_cards} {W.good_name(good.counts_as or '')} only for the King and "
                   f"Queen bonuses)")
            found.append(Reason(f"Declare {good.name}", why, frozenset(("declare", good.id, n) for n in counts_)))
    contraband = [g for g in R.goods_in_game(state) if W.good_kind(g) == "contraband"]
    if contraband:
        named = ", ".join(W.good_name(g) for g in contraband)
        found.append(Reason(f"Declare contraband ({named})", "only a legal good may be declared",
                            frozenset(("declare", g, n) for g in contraband for n in counts_)))
    return found


# ---- the inspection ----------------------------------------------------------------------------------------------

def inspect_reasons(state: SheriffState, voice: W.Voice) -> list[Reason]:
    """Bags a deal obliges the sheriff to open; bags already handled; deputies vote before opening."""
    found = []
    waiting = R.unresolved(state)
    for merchant in state.merchants:
        who, whose = voice.who(merchant), voice.whose(merchant)
        if merchant not in waiting:
            moves = frozenset({("pass", merchant), ("open", merchant), ("approach", merchant)})
            found.append(Reason(f"Deal with {whose} bag", "handled already this round", moves))
        elif state.sheriff is None:
            moves = frozenset({("pass", merchant), ("open", merchant)})
            found.append(Reason(f"Open or let through {whose} bag", f"the deputies first face {who} and vote on it",
                                moves))
        elif merchant in state.must_open:
            moves = frozenset({("pass", merchant), ("approach", merchant)})
            found.append(Reason(f"Let {who} through or bargain",
                                f"a deal made this round obliges you to open {whose} bag", moves))
    return found


def negotiation_reasons(state: SheriffState, seat: int, frame: Negotiation) -> list[Reason]:
    """Three sets of terms a side; nothing to accept before terms are sent; the inspector decides."""
    limit = catalog().constants.max_terms_per_side
    merchant = seat == frame.merchant
    used = frame.merchant_drafts if merchant else frame.authority_drafts
    found = []
    if used >= limit:
        found.append(Reason("Draft new terms", f"each side drafts {limit} sets of terms at most a bag; you have "
                            f"drafted {used}", frozenset({("draft",)})))
    if frame.pending is None:
        found.append(Reason("Accept terms", "no terms are on the table", frozenset({("accept",)})))
    if merchant:
        moves = frozenset({("pass", seat), ("open", seat)})
        found.append(Reason("Open your bag or take it through", "the inspector decides that; you offer, accept "
                            "or refuse", moves))
    return found


def draft_reasons(state: SheriffState, seat: int, frame: Draft, voice: W.Voice) -> list[Reason]:
    """Only the gold and goods the merchant has; no more bag goods than declared cards; no hand cards;
    each promise once; other bags only with a sheriff, while they wait."""
    m = frame.merchant
    merchant = state.players[m]
    terms = frame.terms
    by_merchant = seat == m
    found = []
    left = merchant.gold - terms.gold
    too_much = [a for a in catalog().constants.gold_steps if a > left]
    if too_much:
        who = "you have" if by_merchant else f"{voice.who(m)} has"
        offered = f", {terms.gold} in these terms already" if terms.gold else ""
        steps = catalog().constants.gold_steps
        what = "Add gold" if len(too_much) == len(steps) else f"Add {or_list([str(a) for a in too_much])} gold"
        more = f"{left} more at most" if left else "no more"
        found.append(Reason(what, f"{who} {merchant.gold} gold{offered}: {more}",
                            frozenset(("gold", a) for a in too_much)))
    found += _stand_reasons(state, frame, voice)
    declared = merchant.declared_count
    if len(terms.bag_goods) >= declared:
        moves = frozenset(("bag", g) for g in R.goods_in_game(state))
        found.append(Reason("Add more goods from the bag", f"{voice.who(m)} declared {cards_word(declared)}: the "
                            f"terms claim {declared} from the bag at most", moves))
    if by_merchant:
        found.append(Reason("Offer cards from your hand", "a bribe is gold, goods on your stand or in your bag, "
                            "and promises: never cards in hand", frozenset({rule_key("hand-bribe")})))
    said = terms.merchant_promises if by_merchant else terms.inspector_promises
    for kind in said:
        found.append(Reason(f'Promise "{W.promise_text(kind)}" again', "it is in these terms already",
                            frozenset({("promise", kind)})))
    found += _other_bag_reasons(state, frame, voice)
    if terms.empty:
        found.append(Reason("Send the terms", "nothing is in them yet: add gold, goods or a promise",
                            frozenset({("send",)})))
    return found


def _stand_reasons(state: SheriffState, frame: Draft, voice: W.Voice) -> list[Reason]:
    """Goods from the stand: the merchant offers what is there; the inspector asks for face-up goods only."""
    m = frame.merchant
    merchant = state.players[m]
    offered = Counter(frame.terms.stand_goods)
    if frame.actor == m:
        have = counts(merchant.stand_legal + merchant.stand_contraband)
        goods, ask, where = R.goods_in_game(state), "Add", "your stand"
        held = W.goods_text(have.elements(), "")
        there = f"your stand holds {held}" if held else "your stand is empty"
    else:
        have = counts(merchant.stand_legal)
        goods, ask, where = R.declarable_goods(state), "Ask for", f"{voice.whose(m)} stand"
        held = W.goods_text(have.elements(), "")
        there = f"face up on {where}: {held}" if held else f"nothing lies face up on {where}"
    found = []
    for good in goods:
        if 0 < have[good] <= offered[good]:
            found.append(Reason(f"{ask} {W.amount(1, good)} from {where}",
                                f"{'the one' if have[good] == 1 else f'all {have[good]}'} there "
                                f"{'is' if have[good] == 1 else 'are'} in these terms already",
                                frozenset({("stand", good)})))
    missing = [g for g in goods if not have[g]]
    if missing:
        found.append(Reason(f"{ask} other goods from {where}", f"only goods there can be given; {there}",
                            frozenset(("stand", g) for g in missing)))
    if frame.actor != m:
        hidden = [g for g in R.goods_in_game(state) if W.good_kind(g) != "legal"]
        found.append(Reason(f"Ask for face-down goods from {where}",
                            "nobody else knows what lies face down: ask for face-up goods, or goods from the bag",
                            frozenset(("stand", g) for g in hidden)))
    return found


def _other_bag_reasons(state: SheriffState, frame: Draft, voice: W.Voice) -> list[Reason]:
    """"Open another merchant's bag too" needs a sheriff and a bag still waiting, not opened by a deal already."""
    others = [s for s in state.merchants if s != frame.merchant]
    if not others:
        return []
    if state.sheriff is None:
        return [Reason("Have another merchant's bag opened", "deputies decide bag by bag: only a sheriff can be "
                       "bound to open another bag", frozenset(("other", s) for s in others))]
    found = []
    waiting = R.unresolved(state)
    for other in others:
        whose = voice.whose(other)
        if other not in waiting:
            why = "handled already this round"
        elif other in state.must_open:
            why = "a deal already obliges the sheriff to open it"
        elif other in frame.terms.inspect_others:
            why = "in these terms already"
        else:
            continue
        found.append(Reason(f"Have {whose} bag opened too", why, frozenset({("other", other)})))
    return found


# ---- the black market --------------------------------------------------------------------------------------------

def black_market_reasons(state: SheriffState, seat: int) -> list[Reason]:
    """A black market card takes 3 contraband of its kind from one's stand; each kind has two cards."""
    need = catalog().constants.black_market_set_size
    have = counts(state.players[seat].stand_contraband)
    left = {catalog().black_market_card(c).good for c in state.black_market_left}
    found = []
    for good in dict.fromkeys(card.good for card in catalog().black_market):
        what = f"Trade {W.good_name(good)} at the black market"
        if good not in left:
            found.append(Reason(what, f"both {W.good_name(good)} cards are taken", frozenset({("claim", good)})))
        elif have[good] < need:
            found.append(Reason(what, f"needs {need} {W.good_name(good)} face down on your stand; you have "
                                f"{have[good]}", frozenset({("claim", good)})))
    return found
