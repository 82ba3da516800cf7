"""The Sheriff log told line by line (`rules.core.narration`): each step, then what it set off.

One action may open a bag, move fines, end the round and start the next, so the step's own line
(`describe.action_line`, actor the acting seat, kind "action") is followed by lines the game
itself tells (actor None):

  vote        the deputies' votes on a bag, once both are in
  inspection  what an opened bag held
  caught      who lied, what was seized and what was kept
  payment     a fine, or the penalty for opening an honest bag: who paid whom, and with what
  bribe       what changed hands when a deal was accepted
  void        goods promised from the bag that exist nowhere (the merchant proves it)
  proof       what that proof showed (only to the inspectors it was shown to)
  pass        a bag let through unopened: its legal goods face up, how many cards face down
  phase       the market closing, every bag loaded, every bag declared
  deck        the discard pile shuffled into a new deck
  loot        the deputies sharing their loot tile at the round's end
  round       a round starting: the new sheriff or deputies
  scoring     the end: face-down goods turned up, King and Queen bonuses, final scores

Privacy follows `view`: a passed bag's contraband (and a royal good) goes face down, so only its
owner reads which goods they were; cards paid from a face-down stand are named only to the payer
and the receiver. Terms of a deal were said aloud, so what a bribe hands over is public.
Seats are named by `words.Voice`, the same way as in every other line.
"""

from __future__ import annotations

from typing import Any, Sequence

import attrs

from rules.core import decisions as stack
from rules.core.engine import GOD, Seat
from rules.core.narration import ACTION, NOBODY, LogLine
from rules.core.words import korean, say, with_particle
from rules.sheriff import actions as A
from rules.sheriff import words as W
from rules.sheriff.cards import good, replace, sort_cards
from rules.sheriff.data import catalog, good_of
from rules.sheriff.deals import plan_delivery
from rules.sheriff.describe import action_line
from rules.sheriff.payments import BANK, LOOT, add_cards, plan_payment
from rules.sheriff.rounds import hand_size, split_loot
from rules.sheriff.rules import INSPECT_VOTE, PASS_VOTE
from rules.sheriff.scoring import bonus_shares, full_scores, good_counts, outcome
from rules.sheriff.state import (
    DECLARE,
    INSPECT,
    LOAD,
    MARKET,
    OVER,
    BagRecord,
    Declarations,
    DeputyStances,
    MarketTurns,
    Negotiation,
    SheriffState,
)

#: Bag results where the bag went through unopened.
PASSED_RESULTS = ("passed", "deal", "time_up")


@attrs.frozen
class Transfer:
    """Gold and cards that changed hands in one step.

    `kind`: "bribe" (a deal carried out), "payment" (a fine, or an honest bag's penalty) or
    "loot" (the deputies' loot tile shared out). `payer` and `receiver` are seats, LOOT or BANK.
    `owed` is the gold due (a debt may be paid in goods, and what is left unpaid is forgiven)."""

    kind: str
    payer: int
    receiver: int
    owed: int
    gold: int
    cards: tuple[str, ...] = ()
    forgiven: int = 0


@attrs.frozen
class _Bag:
    """One bag handled in this step, with what its handling moved."""

    record: BagRecord
    transfers: tuple[Transfer, ...] = ()
    through: tuple[str, ...] = ()  # cards left in the bag when it went through unopened
    kept: tuple[str, ...] = ()  # declared goods kept from an opened bag
    seized: tuple[str, ...] = ()  # goods seized from an opened bag


# ----------------------------------------------------------------------------- what happened
def _new_records(before: SheriffState, after: SheriffState) -> tuple[BagRecord, ...]:
    return after.history[len(before.history) :]


def _handled_bags(before: SheriffState, after: SheriffState) -> tuple[_Bag, ...]:
    """Every bag the step handled. All of them start from `before`: only TimeUp handles several
    bags in one step, and passing a bag moves nothing of another."""
    bags = []
    for record in _new_records(before, after):
        player = before.players[record.merchant]
        if record.result == "deal":
            bags.append(_dealt(before, record))
        elif record.result in PASSED_RESULTS:
            bags.append(_Bag(record, through=player.bag))
        else:
            bags.append(_opened(before, record))
    return tuple(bags)


def _dealt(before: SheriffState, record: BagRecord) -> _Bag:
    negotiation = stack.top(before.decisions)
    assert isinstance(negotiation, Negotiation) and negotiation.pending is not None
    merchant = record.merchant
    delivery = plan_delivery(before, merchant, negotiation.pending)
    payee = LOOT if negotiation.joint else negotiation.authority
    handed = delivery.from_stand + delivery.from_bag
    bribe = Transfer("bribe", merchant, payee, negotiation.pending.gold, delivery.gold, handed)
    through = tuple(c for c in before.players[merchant].bag if c not in delivery.from_bag)
    return _Bag(record, (bribe,), through=through)


def _opened(before: SheriffState, record: BagRecord) -> _Bag:
    """The same steps as `deals.open_bag`: declared goods kept, the rest seized; then the fine,
    or the penalty the inspectors owe for an honest bag (two deputies share it)."""
    merchant = record.merchant
    player = before.players[merchant]
    kept = tuple(c for c in player.bag if good_of(c) == player.declared_good)
    seized = tuple(c for c in player.bag if good_of(c) != player.declared_good)
    joint = len(record.inspectors) == 2
    transfers = []
    if seized:
        cleared = attrs.evolve(before, players=replace(before.players, merchant, attrs.evolve(player, bag=())))
        payer = add_cards(cleared, merchant, kept).players[merchant]  # the kept goods may pay the fine
        transfers.append(_transfer("payment", payer, merchant, LOOT if joint else record.inspectors[0], record.penalty))
    else:
        shares = (record.penalty - record.penalty // 2, record.penalty // 2) if joint else (record.penalty,)
        for inspector, share in zip(record.inspectors, shares):
            if share > 0:
                transfers.append(_transfer("payment", before.players[inspector], inspector, merchant, share))
    return _Bag(record, tuple(transfers), kept=kept, seized=seized)


def _transfer(kind: str, player: Any, payer: int, receiver: int, owed: int) -> Transfer:
    paid = plan_payment(player, owed)
    return Transfer(kind, payer, receiver, owed, paid.gold, paid.cards, paid.forgiven)


def _round_ended(before: SheriffState, after: SheriffState) -> bool:
    return after.round_no != before.round_no or (after.phase == OVER and before.phase != OVER)


def _loot_shares(before: SheriffState, earlier: Sequence[Transfer]) -> tuple[Transfer, ...]:
    """The deputies' loot shared at the round's end: the tile as it stood once this step's own
    bribes and fines had landed on it, split by `rounds.split_loot` itself."""
    if not before.deputies:
        return ()
    gold = before.loot_gold + sum(t.gold for t in earlier if t.receiver == LOOT)
    cards = before.loot_cards + tuple(c for t in earlier if t.receiver == LOOT for c in t.cards)
    if not gold and not cards:
        return ()
    tile = attrs.evolve(before, loot_gold=gold, loot_cards=cards, discard=())
    shared = split_loot(tile)
    shares = []
    for deputy in before.deputies:
        was, now = tile.players[deputy], shared.players[deputy]
        had = set(was.stand_legal + was.stand_contraband)
        got = sort_cards(c for c in now.stand_legal + now.stand_contraband if c not in had)
        share = now.gold - was.gold
        if share or got:
            shares.append(Transfer("loot", LOOT, deputy, share, share, got))
    odd = gold - sum(t.gold for t in shares)
    if odd or shared.discard:
        shares.append(Transfer("loot", LOOT, BANK, odd, odd, shared.discard))
    return tuple(shares)


def transfers(before: SheriffState, after: SheriffState) -> tuple[Transfer, ...]:
    """Every movement of gold and cards between seats, the loot tile and the bank in this step,
    in the order it happened (bags first, then the loot shared at the round's end)."""
    moved = tuple(t for bag in _handled_bags(before, after) for t in bag.transfers)
    if _round_ended(before, after):
        moved += _loot_shares(before, moved)
    return moved


# ----------------------------------------------------------------------------- words
def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _is(seat: Seat, voice: W.Voice) -> str:
    """'is' after a name, 'are' after "you"."""
    return voice.verb(seat, "are")


def _cards(count: int) -> str:
    return W.cards(count)


def _to(receiver: int, voice: W.Voice) -> tuple[str, str]:
    """How a receiver reads in 'X pays <receiver>5 gold<tail>': a seat by name before the
    amount, the loot tile after it (Korean: '지아에게 ', '노획물 타일에 ' before it, no tail)."""
    if korean():
        return ("노획물 타일에 " if receiver == LOOT else f"{voice.who(receiver)}에게 "), ""
    if receiver == LOOT:
        return "", " to the deputies' loot tile"
    return f"{voice.who(receiver)} ", ""


def _obj(words: str) -> str:
    return with_particle(words, "을/를")


def _sees_cards(transfer: Transfer, viewer: Seat) -> bool:
    """Cards from a face-down stand stay unnamed to anyone but the two sides; a bribe's goods
    were named in its terms, and the loot tile lies face up."""
    if transfer.kind == "bribe" or LOOT in (transfer.payer, transfer.receiver):
        return True
    return viewer in (GOD, transfer.payer, transfer.receiver)


def _handed(transfer: Transfer, viewer: Seat) -> str:
    """'5 gold, 1 Cheese and 1 face-down card'; '' when nothing moved."""
    parts = [W.gold(transfer.gold)] if transfer.gold else []
    goods = [good_of(c) for c in transfer.cards]
    if _sees_cards(transfer, viewer):
        named, hidden = goods, 0
    else:
        named = [g for g in goods if W.good_kind(g) == "legal"]
        hidden = len(goods) - len(named)
    parts += [W.amount(count, g) for g, count in W.tally(named)]
    if hidden:
        parts.append(say(f"{hidden} face-down card{'' if hidden == 1 else 's'}", f"뒷면 카드 {hidden}장"))
    if len(parts) > 1 and korean():
        return W.and_list(parts)
    if len(parts) > 1:
        return ", ".join(parts[:-1]) + " and " + parts[-1]
    return parts[0] if parts else ""


def _payment_text(transfer: Transfer, why: str, voice: W.Voice) -> str:
    payer = transfer.payer
    to, tail = _to(transfer.receiver, voice)
    handed = _handed(transfer, voice.viewer)
    if korean():
        return _payment_ko(transfer, why, voice, to, handed)
    if not handed:
        return (
            f"{voice.does(payer, 'owe')} {to}{transfer.owed} gold {why}{tail} but "
            f"{voice.verb(payer, 'have')} nothing to pay with: the debt is forgiven."
        )
    if transfer.gold == transfer.owed and not transfer.cards:
        return f"{voice.does(payer, 'pay')} {to}{transfer.owed} gold {why}{tail}."
    text = (
        f"{voice.does(payer, 'owe')} {to}{transfer.owed} gold {why} and {voice.verb(payer, 'pay')} with {handed}{tail}"
    )
    if transfer.forgiven:
        text += f"; the last {transfer.forgiven} gold {'is' if transfer.forgiven == 1 else 'are'} forgiven"
    return text + "."


def _payment_ko(transfer: Transfer, why: str, voice: W.Voice, to: str, handed: str) -> str:
    payer, owed = transfer.payer, W.gold(transfer.owed)
    if not handed:
        return f"{voice.who_with(payer, '은/는')} {to}{why} {_obj(owed)} 내야 하지만 낼 것이 없어 빚이 면제되었습니다."
    if transfer.gold == transfer.owed and not transfer.cards:
        return f"{voice.who_with(payer, '이/가')} {to}{why} {_obj(owed)} 냈습니다."
    text = (
        f"{voice.who_with(payer, '이/가')} {to}{why} {_obj(owed)} 내야 해서 {with_particle(handed, '으로/로')} 냈습니다"
    )
    if transfer.forgiven:
        text += f"; 나머지 {with_particle(W.gold(transfer.forgiven), '은/는')} 면제되었습니다"
    return text + "."


def _bribe_text(transfer: Transfer, voice: W.Voice) -> str:
    handed = _handed(transfer, voice.viewer)
    if not handed:
        return say("No gold or goods change hands in this deal.", "이 협상으로 오간 금화나 상품은 없습니다.")
    if korean():
        payer = voice.who_with(transfer.payer, "이/가")
        if transfer.receiver == LOOT:
            return f"{payer} 합의대로 노획물 타일에 {_obj(handed)} 올렸습니다."
        return f"{payer} 합의대로 {voice.who(transfer.receiver)}에게 {_obj(handed)} 건넸습니다."
    if transfer.receiver == LOOT:
        return f"{voice.does(transfer.payer, 'put')} {handed} on the deputies' loot tile, as agreed."
    return f"{voice.does(transfer.payer, 'hand')} {voice.who(transfer.receiver)} {handed}, as agreed."


def _declared(record: BagRecord) -> str:
    return W.amount(record.declared_count, record.declared_good)


def _bag_lines(bag: _Bag, before: SheriffState, voice: W.Voice) -> list[LogLine]:
    record = bag.record
    m = record.merchant
    lines = []
    if record.result in ("honest", "caught") and korean():
        lines += _opened_ko(bag, voice)
        why = "벌금으로" if record.result == "caught" else "정직한 주머니를 조사한 대가로"
        lines += [LogLine(_payment_text(t, why, voice), NOBODY, "payment") for t in bag.transfers]
        return lines
    if record.result in ("honest", "caught"):
        found = W.goods_text(record.found)
        if record.result == "honest":
            text = f"{voice.whose(m)} bag is opened: {found}, just as declared. {voice.subject(m)} told the truth."
        else:
            were = "was" if record.declared_count == 1 else "were"
            text = f"{voice.whose(m)} bag is opened: {found}, where {_declared(record)} {were} declared."
        lines.append(LogLine(_cap(text), NOBODY, "inspection"))
        if record.result == "caught":
            seized = W.goods_text(good_of(c) for c in bag.seized)
            kept = W.goods_text((good_of(c) for c in bag.kept), "")
            text = (
                f"{voice.subject(m)} {_is(m, voice)} caught lying: "
                f"{seized} {'is' if len(bag.seized) == 1 else 'are'} seized and discarded"
            )
            text += (
                f"; {kept} {'goes' if len(bag.kept) == 1 else 'go'} onto {voice.whose(m)} stand."
                if kept
                else "; nothing declared was in the bag."
            )
            lines.append(LogLine(text, NOBODY, "caught"))
        why = "in fines" if record.result == "caught" else "for opening an honest bag"
        lines += [LogLine(_payment_text(t, why, voice), NOBODY, "payment") for t in bag.transfers]
        return lines
    if record.result == "deal":
        lines += [LogLine(_bribe_text(t, voice), NOBODY, "bribe") for t in bag.transfers]
        lines += _void_lines(before, record, voice)
    lines.append(LogLine(_pass_text(bag, voice), NOBODY, "pass"))
    return lines


def _opened_ko(bag: _Bag, voice: W.Voice) -> list[LogLine]:
    """An opened bag in Korean: what it held, and for a lie, what was seized and what kept."""
    record = bag.record
    m = record.merchant
    found = W.goods_text(record.found)
    opened = f"{voice.whose(m)} 주머니를 열었습니다"
    if record.result == "honest":
        text = (
            f"{opened}: 신고한 그대로 {with_particle(found, '이/가')} 나왔습니다. "
            f"{voice.who_with(m, '은/는')} 정직하게 신고했습니다."
        )
        return [LogLine(text, NOBODY, "inspection")]
    declared = _declared(record)
    lines = [
        LogLine(
            f"{opened}: {_obj(declared)} 신고했지만 {with_particle(found, '이/가')} 나왔습니다.", NOBODY, "inspection"
        )
    ]
    seized = W.goods_text(good_of(c) for c in bag.seized)
    kept = W.goods_text((good_of(c) for c in bag.kept), "")
    text = f"{voice.who_with(m, '은/는')} 거짓말이 들통났습니다: {with_particle(seized, '은/는')} 압류되어 버려지고"
    text += (
        f", {with_particle(kept, '은/는')} {voice.whose(m)} 가판대에 놓입니다."
        if kept
        else ", 신고한 상품은 주머니에 하나도 없었습니다."
    )
    lines.append(LogLine(text, NOBODY, "caught"))
    return lines


def _void_lines(before: SheriffState, record: BagRecord, voice: W.Voice) -> list[LogLine]:
    """The public half of a void promise, and to the inspectors it was shown to, what they saw."""
    if not record.void:
        return []
    m = record.merchant
    inspectors = W.inspectors_text(
        len(record.inspectors) == 2,
        before.sheriff is not None,
        record.inspectors[0] if record.inspectors else None,
        voice,
    )
    lines = [LogLine(W.void_text(record.void, m, inspectors, voice), NOBODY, "void")]
    if voice.viewer == GOD or voice.viewer in record.inspectors:
        player = before.players[m]
        shown = W.shown_text(
            m, W.cards_to_goods(player.bag), W.cards_to_goods(player.stand_legal + player.stand_contraband), voice
        )
        lines.append(LogLine(shown, NOBODY, "proof"))
    return lines


def _pass_text(bag: _Bag, voice: W.Voice) -> str:
    """Legal goods go face up for all to see; contraband face down, its goods known to the owner."""
    record = bag.record
    m = record.merchant
    if korean():
        return _pass_ko(bag, voice)
    how = {"deal": "after the deal", "time_up": "because time ran out"}.get(record.result, "without a deal")
    text = f"{voice.whose(m)} bag ({_declared(record)} declared) goes through unopened {how}"
    placed = []
    if record.face_up:
        placed.append(f"{W.goods_text(record.face_up)} face up")
    if record.face_down:
        placed.append(f"{_cards(record.face_down)} face down")
        if voice.viewer in (GOD, m):
            hidden = [good_of(c) for c in sort_cards(bag.through) if not good(c).is_legal]
            placed[-1] += f" ({W.goods_text(hidden)})"
    if placed:
        text += f": {' and '.join(placed)} on {voice.whose(m)} stand"
    else:
        text += ": the bag is empty"
    return _cap(text) + "."


def _pass_ko(bag: _Bag, voice: W.Voice) -> str:
    record = bag.record
    m = record.merchant
    how = {"deal": "협상 끝에", "time_up": "시간이 다 되어"}.get(record.result, "협상 없이")
    text = f"{voice.whose(m)} 주머니({_declared(record)} 신고)가 {how} 열리지 않고 통과했습니다"
    placed = []
    if record.face_up:
        placed.append(f"{with_particle(W.goods_text(record.face_up), '이/가')} 앞면으로")
    if record.face_down:
        down = _cards(record.face_down)
        if voice.viewer in (GOD, m):
            hidden = [good_of(c) for c in sort_cards(bag.through) if not good(c).is_legal]
            down += f"({W.goods_text(hidden)})"
        placed.append(f"{with_particle(down, '이/가')} 뒷면으로")
    if placed:
        text += f": {', '.join(placed)} {voice.whose(m)} 가판대에 놓였습니다"
    else:
        text += ": 주머니는 비어 있었습니다"
    return text + "."


def _vote_lines(action: Any, before: SheriffState, seat: Seat, voice: W.Voice) -> list[LogLine]:
    """Once both deputies have voted, the votes are plain from who faces the merchant."""
    frame = stack.top(before.decisions)
    if not isinstance(action, A.ChooseStance) or not isinstance(frame, DeputyStances):
        return []
    slots = frame.slots.submit(seat, INSPECT_VOTE if action.inspect else PASS_VOTE)
    if not slots.complete:
        return []
    m = frame.merchant
    inspect = [d for d in before.deputies if slots.get(d) == INSPECT_VOTE]
    let_go = [d for d in before.deputies if slots.get(d) == PASS_VOTE]
    both = " and ".join(voice.who(d) for d in before.deputies)
    if korean():
        return [LogLine(_votes_ko(m, inspect, let_go, before.deputies, voice), NOBODY, "vote")]
    if not inspect:
        text = f"The deputies' votes on {voice.whose(m)} bag: {both} both let {voice.who(m)} through."
    elif not let_go:
        text = (
            f"The deputies' votes on {voice.whose(m)} bag: {both} both want it opened, and face "
            f"{voice.who(m)} together."
        )
    else:
        text = (
            f"The deputies split on {voice.whose(m)} bag: {voice.who(inspect[0])} wants it opened and "
            f"faces {voice.who(m)} alone; {voice.who(let_go[0])} would let it through."
        )
    return [LogLine(text, NOBODY, "vote")]


def _votes_ko(m: Seat, inspect: list[Seat], let_go: list[Seat], deputies: Sequence[Seat], voice: W.Voice) -> str:
    both = W.and_list([voice.who(d) for d in deputies])
    whose, whom = f"{voice.whose(m)} 주머니", voice.who_with(m, "을/를")
    if not inspect:
        return f"{whose}에 대한 부관들의 투표: {both} 모두 {whom} 통과시켰습니다."
    if not let_go:
        return f"{whose}에 대한 부관들의 투표: {both} 모두 주머니를 열기를 원해 함께 {whom} 상대합니다."
    return (
        f"부관들의 의견이 {whose}를 두고 갈렸습니다: {voice.who_with(inspect[0], '은/는')} 주머니를 열기를 "
        f"원해 혼자 {whom} 상대하고, {voice.who_with(let_go[0], '은/는')} 통과시키려 했습니다."
    )


def _phase_lines(action: Any, before: SheriffState, after: SheriffState, voice: W.Voice) -> list[LogLine]:
    frame = stack.top(before.decisions)
    if isinstance(action, A.Exchange) and isinstance(frame, MarketTurns) and len(frame.order) == 1:
        discarded = sum(len(p.market_discards) for p in before.players) + len(action.discard)
        if korean():
            text = "거래 단계가 끝났습니다: "
            text += (
                f"버린 {with_particle(_cards(discarded), '이/가')} 버린 카드 더미로 갑니다"
                if discarded
                else "아무도 카드를 버리지 않았습니다"
            )
            text += (
                "; 상인들이 몰래 상품 주머니를 채웁니다."
                if after.phase == LOAD
                else "; 손에 카드가 있는 상인이 없어 이번 라운드에는 주머니를 채우지 않습니다."
            )
            return [LogLine(text, NOBODY, "phase")]
        text = "The market closes: "
        goes = "goes" if discarded == 1 else "go"
        text += (
            f"the {_cards(discarded)} discarded {goes} to the discard pile" if discarded else "nobody discarded a card"
        )
        if after.phase == LOAD:
            text += "; the merchants load their bags in secret."
        else:
            text += "; no merchant holds a card, so no bag is loaded this round."
        return [LogLine(text, NOBODY, "phase")]
    if before.phase == LOAD and after.phase == DECLARE:
        order = stack.top(after.decisions)
        if korean():
            first = voice.who(order.order[0]) if isinstance(order, Declarations) else "첫 상인"
            return [LogLine(f"모든 주머니의 단추가 닫혔습니다: 신고는 {first}부터 시작합니다.", NOBODY, "phase")]
        first = voice.who(order.order[0]) if isinstance(order, Declarations) else "the first merchant"
        return [LogLine(f"Every bag is loaded and buttoned up: the declarations start with {first}.", NOBODY, "phase")]
    if before.phase == DECLARE and after.phase == INSPECT and korean():
        if after.sheriff is not None:
            who = f"지방관 {voice.who_with(after.sheriff, '이/가')} 조사할 주머니를 고릅니다"
        else:
            lead, second = after.deputies
            who = (
                f"부관 {voice.who_with(lead, '과/와')} {voice.who_with(second, '이/가')} 검문하며, "
                f"{voice.who_with(lead, '이/가')} 주머니를 부릅니다"
            )
        return [LogLine(f"모든 주머니의 신고가 끝났습니다: {who}.", NOBODY, "phase")]
    if before.phase == DECLARE and after.phase == INSPECT:
        if after.sheriff is not None:
            who = f"the sheriff, {voice.who(after.sheriff)}, chooses which bags to inspect"
        else:
            lead, second = after.deputies
            who = f"the deputies {voice.who(lead)} and {voice.who(second)} inspect, {voice.who(lead)} calling the bags"
        return [LogLine(f"Every bag is declared: {who}.", NOBODY, "phase")]
    return []


def _deck_lines(before: SheriffState, after: SheriffState) -> list[LogLine]:
    # cards leave the discard pile only when it is shuffled into a new deck
    left = set(after.discard)
    if any(c not in left for c in before.discard):
        return [
            LogLine(
                say(
                    "The deck ran out: the discard pile is shuffled into a new deck.",
                    "카드 더미가 떨어졌습니다: 버린 카드 더미를 섞어 새 카드 더미를 만듭니다.",
                ),
                NOBODY,
                "deck",
            )
        ]
    return []


def _loot_line(shares: Sequence[Transfer], voice: W.Voice) -> list[LogLine]:
    if not shares:
        return []
    parts = []
    if korean():
        for share in shares:
            if share.receiver == BANK:
                back = [f"남은 {with_particle(W.gold(share.gold), '은/는')} 은행으로 돌아갑니다"] if share.gold else []
                if share.cards:
                    odd = W.goods_text(good_of(c) for c in share.cards)
                    back.append(f"남은 카드({odd})는 버린 카드 더미로 갑니다")
                parts.append(", ".join(back))
            else:
                parts.append(
                    f"{voice.who_with(share.receiver, '이/가')} {_obj(_handed(share, voice.viewer))} 가져갑니다"
                )
        return [LogLine("부관들이 노획물 타일을 나눕니다: " + "; ".join(parts) + ".", NOBODY, "loot")]
    for share in shares:
        if share.receiver == BANK:
            back = ["the odd coin goes back to the bank"] if share.gold else []
            if share.cards:
                back.append(f"the odd card ({W.goods_text(good_of(c) for c in share.cards)}) goes to the discard pile")
            parts.append(" and ".join(back))
        else:
            parts.append(f"{voice.does(share.receiver, 'take')} {_handed(share, voice.viewer)}")
    return [LogLine("The deputies share their loot tile: " + "; ".join(parts) + ".", NOBODY, "loot")]


def round_text(state: SheriffState, voice: W.Voice, refilled: bool) -> str:
    """'Round 2 of 8: Cy is the sheriff ...' for the round `state` has just started."""
    if korean():
        return _round_ko(state, voice, refilled)
    text = f"Round {state.round_no} of {state.rounds_total}"
    if refilled:
        text += f" (hands are refilled to {hand_size(state)} cards)"
    if state.sheriff is not None:
        text += f": {voice.who(state.sheriff)} {_is(state.sheriff, voice)} the sheriff"
        opener = state.sheriff
    else:
        lead, second = state.deputies
        text += f": {voice.who(lead)} and {voice.who(second)} are the deputies, {voice.who(lead)} leading"
        opener = lead
    return text + f"; the market opens and {voice.who(opener)} {voice.verb(opener, 'choose')} who trades first."


def _round_ko(state: SheriffState, voice: W.Voice, refilled: bool) -> str:
    text = f"{state.rounds_total}라운드 중 {state.round_no}라운드"
    if refilled:
        text += f" (손의 카드를 {hand_size(state)}장까지 채웁니다)"
    if state.sheriff is not None:
        text += f": {voice.who_with(state.sheriff, '이/가')} 지방관입니다"
        opener = state.sheriff
    else:
        lead, second = state.deputies
        text += (
            f": {voice.who_with(lead, '과/와')} {voice.who_with(second, '이/가')} 부관이며, "
            f"{voice.who_with(lead, '이/가')} 앞장섭니다"
        )
        opener = lead
    return text + f"; 거래 단계가 시작되고 {voice.who_with(opener, '이/가')} 거래 선을 정합니다."


def _ending_lines(after: SheriffState, voice: W.Voice) -> list[LogLine]:
    """The end: face-down goods turned up, King and Queen for each legal good, the final scores."""
    lines = [
        LogLine(
            say(
                f"The game ends after round {after.round_no}: hands are discarded and every "
                "stand's face-down goods are turned up.",
                f"{after.round_no}라운드를 끝으로 게임이 끝났습니다: 손의 카드는 모두 버리고 "
                "모든 가판대의 뒷면 상품을 공개합니다.",
            ),
            NOBODY,
            "scoring",
        )
    ]
    for seat, player in enumerate(after.players):
        hidden = W.cards_to_goods(sort_cards(player.stand_contraband))
        if korean():
            text = (
                f"{voice.whose(seat)} 뒷면 상품: {W.goods_text(hidden)}."
                if hidden
                else f"{voice.who_with(seat, '은/는')} 뒷면으로 놓인 상품이 없습니다."
            )
            lines.append(LogLine(text, NOBODY, "scoring"))
            continue
        text = (
            f"{voice.whose(seat)} face-down goods: {W.goods_text(hidden)}."
            if hidden
            else f"{voice.subject(seat)} {voice.verb(seat, 'have')} nothing face down."
        )
        lines.append(LogLine(_cap(text), NOBODY, "scoring"))
    stands = tuple(p.stand_legal + p.stand_contraband for p in after.players)
    for bonus in catalog().bonuses:
        counts = tuple(good_counts(stand, bonus.good) for stand in stands)
        if max(counts, default=0) > 0:
            shares = bonus_shares(counts, bonus.king, bonus.queen)
            lines.append(LogLine(_crown_text(bonus, counts, shares, voice), NOBODY, "scoring"))
    result = outcome(after)
    if korean():
        scores = ", ".join(f"{voice.who(line.seat)} {line.total}점" for line in full_scores(after))
        winners = W.and_list([voice.who(s) for s in (result.winners if result else ())])
        won = ""
        if result is not None and len(result.winners) == 1:
            won = f" {with_particle(winners, '이/가')} 승리했습니다."
        elif winners:
            won = f" {with_particle(winners, '이/가')} 함께 승리했습니다."
        lines.append(LogLine(f"최종 점수: {scores}.{won}", NOBODY, "scoring"))
        return lines
    scores = ", ".join(f"{voice.who(line.seat)} {line.total}" for line in full_scores(after))
    winners = " and ".join(voice.who(s) for s in (result.winners if result else ()))
    if result is not None and len(result.winners) == 1:
        won = f" {_cap(winners)} {voice.verb(result.winners[0], 'win')}."
    else:
        won = f" {_cap(winners)} share the win." if winners else ""
    lines.append(LogLine(f"Final scores: {scores}.{won}", NOBODY, "scoring"))
    return lines


def _crown_text(bonus: Any, counts: tuple[int, ...], shares: tuple[int, ...], voice: W.Voice) -> str:
    """'Apples: Ann is King with 12 Apples (+20); Bob is Queen with 7 Apples (+10).'"""
    top = max(counts)
    kings = [s for s, c in enumerate(counts) if c == top]
    if korean():
        return _crown_ko(bonus, counts, shares, voice)
    head = f"{W.good_name(bonus.good)}: "
    held = W.amount(top, bonus.good)
    if len(kings) > 1:
        names = " and ".join(voice.who(s) for s in kings)
        return head + (
            f"{names} tie for King with {held} each and share King and Queen "
            f"(+{shares[kings[0]]} each); nobody is Queen."
        )
    king = kings[0]
    text = head + f"{voice.who(king)} {_is(king, voice)} King with {held} (+{bonus.king})"
    second = max((c for c in counts if 0 < c < top), default=0)
    if not second:
        return text + "; nobody is Queen."
    queens = [s for s, c in enumerate(counts) if c == second]
    held = W.amount(second, bonus.good)
    if len(queens) > 1:
        names = " and ".join(voice.who(s) for s in queens)
        return text + f"; {names} share Queen with {held} each (+{shares[queens[0]]} each)."
    queen = queens[0]
    return text + f"; {voice.who(queen)} {_is(queen, voice)} Queen with {held} (+{bonus.queen})."


def _crown_ko(bonus: Any, counts: tuple[int, ...], shares: tuple[int, ...], voice: W.Voice) -> str:
    """'사과: 민준이 사과 12장으로 사과의 왕입니다 (+20점); 지아가 사과 7장으로 사과의 여왕입니다 (+10점).'"""
    top = max(counts)
    kings = [s for s, c in enumerate(counts) if c == top]
    name = W.good_name(bonus.good)
    head = f"{name}: "
    held = with_particle(W.amount(top, bonus.good), "으로/로")
    if len(kings) > 1:
        names = with_particle(W.and_list([voice.who(s) for s in kings]), "이/가")
        return head + (
            f"{names} 각각 {held} {name}의 왕 동점이라 왕과 여왕 점수를 나눕니다 "
            f"(각각 +{shares[kings[0]]}점); 여왕은 없습니다."
        )
    king = kings[0]
    text = head + f"{voice.who_with(king, '이/가')} {held} {name}의 왕입니다 (+{bonus.king}점)"
    second = max((c for c in counts if 0 < c < top), default=0)
    if not second:
        return text + "; 여왕은 없습니다."
    queens = [s for s, c in enumerate(counts) if c == second]
    held = with_particle(W.amount(second, bonus.good), "으로/로")
    if len(queens) > 1:
        names = with_particle(W.and_list([voice.who(s) for s in queens]), "이/가")
        return text + f"; {names} 각각 {held} 여왕 점수를 나눕니다 (각각 +{shares[queens[0]]}점)."
    return text + f"; {voice.who_with(queens[0], '이/가')} {held} {name}의 여왕입니다 (+{bonus.queen}점)."


# ----------------------------------------------------------------------------- the story of a step
def narrate(
    action: Any,
    before: SheriffState,
    after: SheriffState,
    viewer: Seat,
    seat: Seat,
    names: Sequence[str] | None = None,
) -> tuple[LogLine, ...]:
    """The lines `viewer` reads for `seat`'s `action`, which turned `before` into `after`."""
    voice = W.log_voice(viewer, names)
    lines: list[LogLine] = []
    if before.ply == 0 and before.phase == MARKET:  # round 1 starts before anyone acts: told with the first step
        lines.append(LogLine(round_text(before, voice, refilled=False), NOBODY, "round"))
    lines.append(LogLine(action_line(action, before, viewer, seat, names), seat, ACTION))
    lines += _vote_lines(action, before, seat, voice)
    bags = _handled_bags(before, after)
    for bag in bags:
        lines += _bag_lines(bag, before, voice)
    # the deck runs out while drawing: at the market (an exchange) or refilling hands at the round's end
    market = isinstance(action, A.Exchange)
    lines += _deck_lines(before, after) if market else []
    lines += _phase_lines(action, before, after, voice)
    if _round_ended(before, after):
        lines += _loot_line(_loot_shares(before, [t for bag in bags for t in bag.transfers]), voice)
    lines += [] if market else _deck_lines(before, after)
    if after.phase == OVER and before.phase != OVER:
        lines += _ending_lines(after, voice)
    elif after.round_no != before.round_no:
        lines.append(LogLine(round_text(after, voice, refilled=True), NOBODY, "round"))
    return tuple(line for line in lines if line.text)
