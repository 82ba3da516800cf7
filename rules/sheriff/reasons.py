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

Each reason is worded in English and Korean side by side (`say`), from the same numbers, in the
words of `rules.sheriff.words`; the language is the one the caller is `speaking`.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

from rules.core import decisions as stack
from rules.core.reasons import Reason, Unavailable
from rules.core.words import korean, say, with_particle
from rules.sheriff import actions as A
from rules.sheriff import rules as R
from rules.sheriff import words as W
from rules.sheriff.cards import counts, multisets
from rules.sheriff.data import catalog
from rules.sheriff.rounds import hand_size
from rules.sheriff.state import (
    BlackMarketChance,
    Declarations,
    Draft,
    InspectChoice,
    LoadBags,
    MarketTurns,
    Negotiation,
    PickFirstMerchant,
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
    if korean():
        return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " 또는 " + items[-1]
    return listing(items, "or")


def cards_word(count: int) -> str:
    return W.cards(count)


def _p(word: str, pair: str) -> str:
    return with_particle(word, pair)


#: Said of terms that already hold what is asked for.
def _already() -> str:
    return say("in these terms already", "이미 이 조건에 들어 있습니다")


def _handled() -> str:
    return say("handled already this round", "이번 라운드에 이미 처리했습니다")


def declarable(state: SheriffState) -> tuple[str, ...]:
    return R.declarable_goods(state)


# ---- the market ----------------------------------------------------------------------------------------------


def first_merchant_reasons(state: SheriffState, seat: int) -> list[Reason]:
    """The sheriff names a merchant, never themselves, and keeps their hand this round."""
    hand = state.players[seat].hand
    most = catalog().constants.market_max_discard
    exchanges = frozenset(("exchange", m) for m in multisets(hand, 0, most))
    role = "the sheriff" if state.sheriff is not None else "a deputy"
    ko = "지방관" if state.sheriff is not None else "부관"
    return [
        Reason(
            say("Trade first yourself", "직접 거래 선 맡기"),
            say(
                f"you name one of the merchants: {role} does not trade",
                f"상인 중 한 명을 선으로 정합니다: {_p(ko, '은/는')} 거래하지 않습니다",
            ),
            frozenset({("first", seat)}),
        ),
        Reason(
            say("Exchange cards at the market", "거래 단계에서 카드 교환"),
            say(
                f"{role} keeps the same hand all round: only merchants trade",
                f"{_p(ko, '은/는')} 라운드 내내 손의 카드를 그대로 둡니다: 상인만 거래합니다",
            ),
            exchanges,
        ),
    ]


def market_reasons(state: SheriffState, seat: int) -> list[Reason]:
    """At most 5 cards a market turn; the draw brings the hand back to its size, no further."""
    hand = state.players[seat].hand
    most = catalog().constants.market_max_discard
    found = []
    if len(hand) > most:
        too_many = frozenset(("exchange", m) for m in multisets(hand, most + 1, len(hand)))
        found.append(
            Reason(
                say(f"Discard more than {most} cards", f"카드를 {most}장보다 많이 버리기"),
                say(
                    f"a market turn discards {most} at most; your hand has {len(hand)}",
                    f"거래 차례에는 카드를 {most}장까지 버릴 수 있습니다; 손에 카드가 {len(hand)}장 있습니다",
                ),
                too_many,
            )
        )
    size = hand_size(state)
    found.append(
        Reason(
            say("Draw more cards than you discard", "버린 것보다 많이 뽑기"),
            say(f"you draw back up to {size} cards, no more", f"손의 카드가 {size}장이 될 때까지만 뽑습니다"),
            frozenset({rule_key("draw-extra")}),
        )
    )
    return found


# ---- the bag and the declaration -------------------------------------------------------------------------------


def load_reasons(state: SheriffState, seat: int) -> list[Reason]:
    """A bag takes 1 to 5 cards from the hand."""
    hand = state.players[seat].hand
    constants = catalog().constants
    least, most = constants.bag_min, constants.bag_max
    found = [
        Reason(
            say("Load an empty bag", "빈 주머니 내기"),
            say(f"a bag takes {least} card at least", f"주머니에는 카드를 {least}장 이상 넣어야 합니다"),
            frozenset({("load", ())}),
        )
    ]
    if len(hand) > most:
        too_many = frozenset(("load", m) for m in multisets(hand, most + 1, len(hand)))
        found.append(
            Reason(
                say(f"Load more than {most} cards", f"주머니에 카드를 {most}장보다 많이 넣기"),
                say(
                    f"a bag holds {most} cards at most; your hand has {len(hand)}",
                    f"주머니에는 카드를 {most}장까지 넣을 수 있습니다; 손에 카드가 {len(hand)}장 있습니다",
                ),
                too_many,
            )
        )
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
        found.append(
            Reason(
                say(f"Declare a count other than {size}", f"{size}장이 아닌 수로 신고"),
                say(
                    f"your bag holds {cards_word(size)}: the count must be exact",
                    f"주머니에 {_p(cards_word(size), '이/가')} 들어 있습니다: 장수는 정확해야 합니다",
                ),
                others,
            )
        )
    kinds = sorted({g for g in bag if W.good_kind(g) == "legal"}, key=W.good_rank)
    if len(kinds) > 1:
        named = listing([W.good_name(g) for g in kinds])
        ko_named = W.and_list([W.good_name(g) for g in kinds])
        found.append(
            Reason(
                say(f"Declare {named} together", f"{_p(ko_named, '을/를')} 함께 신고"),
                say("a declaration names one legal good only", "신고할 수 있는 일반 상품은 한 종류뿐입니다"),
                frozenset({rule_key("declare-two-kinds")}),
            )
        )
    royal_in_bag = {g for g in bag if W.good_kind(g) == "royal"}
    players = len(state.players)
    for good in catalog().goods:
        name = W.local_name(good)
        what = say(f"Declare {good.name}", f"{name} 신고")
        if good.is_legal and good.id not in legal:
            found.append(
                Reason(
                    what,
                    say(
                        f"there is no {good.name} in a {players}-player game",
                        f"{players}인 게임에는 {_p(name, '이/가')} 없습니다",
                    ),
                    frozenset(("declare", good.id, n) for n in counts_),
                )
            )
        elif good.id in royal_in_bag:
            base = W.good_name(good.counts_as or "")
            why = say(
                f"royal goods are contraband: never declared; in the bag it counts as 1 card "
                f"(as {good.counts_as_cards} {base} only for the King and Queen bonuses)",
                f"왕실 진상품은 밀수품이라 신고할 수 없습니다; 주머니에서는 카드 1장으로 세고, "
                f"왕과 여왕 추가 점수에서만 {base} {good.counts_as_cards}장으로 칩니다",
            )
            found.append(Reason(what, why, frozenset(("declare", good.id, n) for n in counts_)))
    contraband = [g for g in R.goods_in_game(state) if W.good_kind(g) == "contraband"]
    if contraband:
        named = ", ".join(W.good_name(g) for g in contraband)
        found.append(
            Reason(
                say(f"Declare contraband ({named})", f"밀수품 신고 ({named})"),
                say("only a legal good may be declared", "일반 상품만 신고할 수 있습니다"),
                frozenset(("declare", g, n) for g in contraband for n in counts_),
            )
        )
    return found


# ---- the inspection ----------------------------------------------------------------------------------------------


def inspect_reasons(state: SheriffState, voice: W.Voice) -> list[Reason]:
    """Bags a deal obliges the sheriff to open; bags already handled; deputies vote before opening."""
    found = []
    waiting = R.unresolved(state)
    for merchant in state.merchants:
        who, whose = voice.who(merchant), voice.whose(merchant)
        whom = voice.who_with(merchant, "을/를")
        if merchant not in waiting:
            moves = frozenset({("pass", merchant), ("open", merchant), ("approach", merchant)})
            found.append(Reason(say(f"Deal with {whose} bag", f"{whose} 주머니 처리"), _handled(), moves))
        elif state.sheriff is None:
            moves = frozenset({("pass", merchant), ("open", merchant)})
            found.append(
                Reason(
                    say(f"Open or let through {whose} bag", f"{whose} 주머니 조사 또는 통과"),
                    say(
                        f"the deputies first face {who} and vote on it", f"부관들이 먼저 {whom} 불러 세우고 투표합니다"
                    ),
                    moves,
                )
            )
        elif merchant in state.must_open:
            moves = frozenset({("pass", merchant), ("approach", merchant)})
            found.append(
                Reason(
                    say(f"Let {who} through or bargain", f"{whom} 통과시키거나 협상"),
                    say(
                        f"a deal made this round obliges you to open {whose} bag",
                        f"이번 라운드에 맺은 협상에 따라 {whose} 주머니를 조사해야 합니다",
                    ),
                    moves,
                )
            )
    return found


def negotiation_reasons(state: SheriffState, seat: int, frame: Negotiation) -> list[Reason]:
    """Three sets of terms a side; nothing to accept before terms are sent; the inspector decides."""
    limit = catalog().constants.max_terms_per_side
    merchant = seat == frame.merchant
    used = frame.merchant_drafts if merchant else frame.authority_drafts
    found = []
    if used >= limit:
        found.append(
            Reason(
                say("Draft new terms", "새 조건 작성"),
                say(
                    f"each side drafts {limit} sets of terms at most a bag; you have drafted {used}",
                    f"주머니 하나에 양쪽 모두 조건을 {limit}번까지 작성할 수 있습니다; 이미 {used}번 작성했습니다",
                ),
                frozenset({("draft",)}),
            )
        )
    if frame.pending is None:
        found.append(
            Reason(
                say("Accept terms", "조건 수락"),
                say("no terms are on the table", "제시된 조건이 없습니다"),
                frozenset({("accept",)}),
            )
        )
    if merchant:
        moves = frozenset({("pass", seat), ("open", seat)})
        found.append(
            Reason(
                say("Open your bag or take it through", "주머니를 열거나 그대로 통과"),
                say(
                    "the inspector decides that; you offer, accept or refuse",
                    "그것은 검문자가 정합니다; 당신은 제안하거나 수락하거나 거절합니다",
                ),
                moves,
            )
        )
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
        steps = catalog().constants.gold_steps
        every = len(too_much) == len(steps)
        amounts = or_list([str(a) for a in too_much])
        if korean():
            what = "금화 추가" if every else f"금화 {amounts}원 추가"
            offered = f" (이 조건에 이미 {W.gold(terms.gold)})" if terms.gold else ""
            more = f"{W.gold(left)}까지만 더 넣을 수 있습니다" if left else "더 넣을 수 없습니다"
            why = f"{voice.who_with(m, '은/는')} {_p(W.gold(merchant.gold), '을/를')} 가졌습니다{offered}: {more}"
        else:
            who = "you have" if by_merchant else f"{voice.who(m)} has"
            offered = f", {terms.gold} in these terms already" if terms.gold else ""
            what = "Add gold" if every else f"Add {amounts} gold"
            more = f"{left} more at most" if left else "no more"
            why = f"{who} {merchant.gold} gold{offered}: {more}"
        found.append(Reason(what, why, frozenset(("gold", a) for a in too_much)))
    found += _stand_reasons(state, frame, voice)
    declared = merchant.declared_count
    if len(terms.bag_goods) >= declared:
        moves = frozenset(("bag", g) for g in R.goods_in_game(state))
        found.append(
            Reason(
                say("Add more goods from the bag", "주머니의 상품 더 추가"),
                say(
                    f"{voice.who(m)} declared {cards_word(declared)}: the terms claim {declared} from the bag at most",
                    f"{voice.who_with(m, '이/가')} {_p(cards_word(declared), '을/를')} 신고했습니다: "
                    f"조건에는 주머니에서 {declared}장까지만 넣을 수 있습니다",
                ),
                moves,
            )
        )
    if by_merchant:
        found.append(
            Reason(
                say("Offer cards from your hand", "손의 카드 제안"),
                say(
                    "a bribe is gold, goods on your stand or in your bag, and promises: never cards in hand",
                    "뇌물은 금화, 가판대나 주머니의 상품, 약속뿐입니다: 손의 카드는 줄 수 없습니다",
                ),
                frozenset({rule_key("hand-bribe")}),
            )
        )
    said = terms.merchant_promises if by_merchant else terms.inspector_promises
    for kind in said:
        text = W.promise_text(kind)
        found.append(
            Reason(
                say(f'Promise "{text}" again', f'약속 "{text}" 다시 하기'),
                say("it is in these terms already", "이미 이 조건에 들어 있습니다"),
                frozenset({("promise", kind)}),
            )
        )
    found += _other_bag_reasons(state, frame, voice)
    if terms.empty:
        found.append(
            Reason(
                say("Send the terms", "조건 보내기"),
                say(
                    "nothing is in them yet: add gold, goods or a promise",
                    "아직 아무것도 없습니다: 금화, 상품이나 약속을 넣으세요",
                ),
                frozenset({("send",)}),
            )
        )
    return found


def _stand_reasons(state: SheriffState, frame: Draft, voice: W.Voice) -> list[Reason]:
    """Goods from the stand: the merchant offers what is there; the inspector asks for face-up goods only."""
    m = frame.merchant
    merchant = state.players[m]
    offered = Counter(frame.terms.stand_goods)
    ko_where = f"{voice.whose(m)} 가판대"
    if frame.actor == m:
        have = counts(merchant.stand_legal + merchant.stand_contraband)
        goods, ask, where, ko_ask = R.goods_in_game(state), "Add", "your stand", "추가"
        held = W.goods_text(have.elements(), "")
        there = say(
            f"your stand holds {held}" if held else "your stand is empty",
            f"{ko_where}에 {_p(held, '이/가')} 있습니다" if held else f"{ko_where}는 비어 있습니다",
        )
    else:
        have = counts(merchant.stand_legal)
        goods, ask, where, ko_ask = R.declarable_goods(state), "Ask for", f"{voice.whose(m)} stand", "요구"
        held = W.goods_text(have.elements(), "")
        there = say(
            f"face up on {where}: {held}" if held else f"nothing lies face up on {where}",
            f"{ko_where}에 앞면으로 놓인 상품: {held}" if held else f"{ko_where}에 앞면으로 놓인 상품이 없습니다",
        )
    found = []
    for good in goods:
        if 0 < have[good] <= offered[good]:
            found.append(
                Reason(
                    say(f"{ask} {W.amount(1, good)} from {where}", f"{ko_where}에서 {W.amount(1, good)} {ko_ask}"),
                    say(
                        f"{'the one' if have[good] == 1 else f'all {have[good]}'} there "
                        f"{'is' if have[good] == 1 else 'are'} in these terms already",
                        f"그곳에 있는 {_p(W.amount(have[good], good), '이/가')} "
                        f"{'' if have[good] == 1 else '모두 '}이미 이 조건에 들어 있습니다",
                    ),
                    frozenset({("stand", good)}),
                )
            )
    missing = [g for g in goods if not have[g]]
    if missing:
        found.append(
            Reason(
                say(f"{ask} other goods from {where}", f"{ko_where}에서 다른 상품 {ko_ask}"),
                say(f"only goods there can be given; {there}", f"그곳에 있는 상품만 줄 수 있습니다; {there}"),
                frozenset(("stand", g) for g in missing),
            )
        )
    if frame.actor != m:
        hidden = [g for g in R.goods_in_game(state) if W.good_kind(g) != "legal"]
        found.append(
            Reason(
                say(f"Ask for face-down goods from {where}", f"{ko_where}에서 뒷면 상품 요구"),
                say(
                    "nobody else knows what lies face down: ask for face-up goods, or goods from the bag",
                    "뒷면으로 놓인 상품은 주인 말고는 아무도 모릅니다: 앞면 상품이나 주머니의 상품을 요구하세요",
                ),
                frozenset(("stand", g) for g in hidden),
            )
        )
    return found


def _other_bag_reasons(state: SheriffState, frame: Draft, voice: W.Voice) -> list[Reason]:
    """ "Open another merchant's bag too" needs a sheriff and a bag still waiting, not opened by a deal already."""
    others = [s for s in state.merchants if s != frame.merchant]
    if not others:
        return []
    if state.sheriff is None:
        return [
            Reason(
                say("Have another merchant's bag opened", "다른 상인의 주머니 조사 요구"),
                say(
                    "deputies decide bag by bag: only a sheriff can be bound to open another bag",
                    "부관들은 주머니마다 따로 정합니다: 다른 주머니를 열기로 약속할 수 있는 것은 지방관뿐입니다",
                ),
                frozenset(("other", s) for s in others),
            )
        ]
    found = []
    waiting = R.unresolved(state)
    for other in others:
        whose = voice.whose(other)
        if other not in waiting:
            why = _handled()
        elif other in state.must_open:
            why = say("a deal already obliges the sheriff to open it", "이미 다른 협상에 따라 지방관이 열어야 합니다")
        elif other in frame.terms.inspect_others:
            why = _already()
        else:
            continue
        found.append(
            Reason(
                say(f"Have {whose} bag opened too", f"{whose} 주머니도 조사 요구"), why, frozenset({("other", other)})
            )
        )
    return found


# ---- the black market --------------------------------------------------------------------------------------------


def black_market_reasons(state: SheriffState, seat: int) -> list[Reason]:
    """A black market card takes 3 contraband of its kind from one's stand; each kind has two cards."""
    need = catalog().constants.black_market_set_size
    have = counts(state.players[seat].stand_contraband)
    left = {catalog().black_market_card(c).good for c in state.black_market_left}
    found = []
    for good in dict.fromkeys(card.good for card in catalog().black_market):
        name = W.good_name(good)
        what = say(f"Trade {name} at the black market", f"암시장에서 {name} 교환")
        if good not in left:
            found.append(
                Reason(
                    what,
                    say(f"both {name} cards are taken", f"{name} 암시장 카드 2장은 이미 모두 나갔습니다"),
                    frozenset({("claim", good)}),
                )
            )
        elif have[good] < need:
            found.append(
                Reason(
                    what,
                    say(
                        f"needs {need} {name} face down on your stand; you have {have[good]}",
                        f"당신의 가판대에 {name} {need}장이 뒷면으로 있어야 합니다; 지금 {have[good]}장 있습니다",
                    ),
                    frozenset({("claim", good)}),
                )
            )
    return found
