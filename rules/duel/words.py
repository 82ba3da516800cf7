"""The one vocabulary of 7 Wonders Duel: every action in words, for the log and for the action list.

An action becomes a `Phrase`: a text whose verbs are marked `{verb}`. The log conjugates them
for the acting seat ("Bob builds Altar for 2 coins (stone bought for 2)."); the action list uses
them in the imperative ("Build Altar for 2 coins (stone bought for 2)"). What a phrase says comes
from `Facts`: names, prices and what the reader may know, read from the state (log lines) or
from the reader's view (labels), so both say the same thing. Expansions add phrases for their
own actions (`hooks.Hooks.phrase`).
"""

from __future__ import annotations

import functools
import re
from typing import Any, Protocol

import attrs

from rules.core.words import korean, say, with_particle
from rules.duel import data as D
from rules.duel import hooks
from rules.duel.actions import (
    BuildDiscarded,
    BuildWonder,
    ChooseProgress,
    ChooseStarter,
    Construct,
    DestroyCard,
    Discard,
    TakeWonder,
)
from rules.duel.costs import Payment

ROMAN = {0: "-", 1: "I", 2: "II", 3: "III"}
_VERB = re.compile(r"\{(\w+)\}")


# ----------------------------------------------------------------------------- small words


def plural(count: int, noun: str) -> str:
    """'1 coin', '3 coins'."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


def coins_text(amount: int) -> str:
    """'3 coins'; in Korean '3주화', as the Korean rulebook counts coins."""
    return say(plural(amount, "coin"), f"{amount}주화")


#: Korean words of the game, as the Korean rules (data/duel/rules.ko.md, the Agora rulebook) name them.
RESOURCES_KO = {"wood": "목재", "clay": "점토", "stone": "석재", "glass": "유리", "papyrus": "파피루스"}
COLORS_KO = {
    "brown": "갈색",
    "grey": "회색",
    "blue": "파란색",
    "green": "녹색",
    "yellow": "노란색",
    "red": "빨간색",
    "purple": "보라색",
}
#: The colour codes of the board's cards in Korean: each colour's first syllable, two cells wide as
#: the English two letters are (갈색 brown, 회색 grey, 파란색 blue, 녹색 green, 노란색 yellow,
#: 빨간색 red, 보라색 purple, 의원 for an Agora senator): no two colours share one.
COLOR_CODES_KO = {
    "brown": "갈",
    "grey": "회",
    "blue": "파",
    "green": "녹",
    "yellow": "노",
    "red": "빨",
    "purple": "보",
    "senator": "의",
}
SYMBOLS_KO = {
    "armillary_sphere": "혼천의",
    "sundial": "해시계",
    "mortar_pestle": "절구와 공이",
    "pendulum": "추",
    "quill_inkwell": "깃펜과 잉크병",
    "wheel": "바퀴",
    "scales": "저울(법률)",
}
SECTIONS_KO = {"left": "왼쪽", "centre": "중앙", "right": "오른쪽"}
#: How a game ends (`Result.end`): the three supremacies and the count of victory points.
ENDS_KO = {"military": "군사적 우위", "science": "과학적 우위", "political": "정치적 우위", "civilian": "승점 승리"}


#: The phases of the state, as the Korean rules name them ('draft' is the wonder selection).
PHASES_KO = {"draft": "불가사의 선택", "play": "시대 진행", "end": "게임 종료"}


def phase_name(phase: str) -> str:
    """A phase for the status line: the state's word in English ('draft'), the rules' in Korean."""
    english = phase.replace("_", " ")
    return say(english, PHASES_KO.get(phase, english))


#: Score categories of a city (`scoring.breakdown`, Agora's "chambers"), as the score pad names them.
SCORE_KO = {
    "blue": "파란색",
    "green": "녹색",
    "yellow": "노란색",
    "purple": "길드",
    "wonders": "불가사의",
    "progress": "진보 토큰",
    "coins": "주화",
    "military": "군사",
    "chambers": "의회실",
}
#: A face-down card's back (the pyramid, the card info): Roman numerals in English, the Age's number in Korean.
BACKS_EN = {"age_1": "I", "age_2": "II", "age_3": "III", "guild": "Guild", "senator": "Sen"}
BACKS_KO = {"age_1": "1", "age_2": "2", "age_3": "3", "guild": "길드", "senator": "의원"}


def vp_text(points: int) -> str:
    """'3 VP'; in Korean '3승점'."""
    return say(f"{points} VP", f"{points}승점")


def score_category(name: str) -> str:
    """A score category ('wonders') in the language spoken ('불가사의')."""
    return SCORE_KO.get(name, name) if korean() else name


def back_label(back: str | None) -> str:
    """A card back ('age_3') as the board shows it: 'III'; in Korean '3'."""
    return (BACKS_KO if korean() else BACKS_EN).get(back or "", "?")


def nobody() -> str:
    return say("nobody", "없음")


def none_word() -> str:
    """'none' after a heading with nothing under it; in Korean '없음'."""
    return say("none", "없음")


def subject(word: str) -> str:
    """A name as the subject of a Korean sentence ('민준이', 'Bob이'); English: the name alone."""
    return with_particle(word, "이/가") if korean() else word


def resource(name: str) -> str:
    """A resource ('stone') in the language spoken ('석재')."""
    return RESOURCES_KO.get(name, name) if korean() else name


def color(name: str) -> str:
    """A card colour ('blue') in the language spoken ('파란색')."""
    return COLORS_KO.get(name, name) if korean() else name


def section(name: str) -> str:
    """A senate section ('centre') in the language spoken ('중앙')."""
    return SECTIONS_KO.get(name, name) if korean() else name


def age_text(age: int) -> str:
    """'Age II'; in Korean '2시대'."""
    return say(f"Age {ROMAN.get(age, str(age))}", f"{age}시대")


def chamber_text(number: int) -> str:
    """'chamber 3'; in Korean '3번 의회실'."""
    return say(f"chamber {number}", f"{number}번 의회실")


def listing(items: list[str]) -> str:
    """'A', 'A and B', 'A, B and C'; in Korean 'A, B, C' (and: 'A과 B')."""
    if len(items) <= 1:
        return "".join(items)
    if korean():
        return (
            ", ".join(items[:-1]) + ", " + items[-1]
            if len(items) > 2
            else with_particle(items[0], "과/와") + " " + items[1]
        )
    return ", ".join(items[:-1]) + " and " + items[-1]


def third_person(verb: str) -> str:
    if verb == "have":
        return "has"
    if verb.endswith(("s", "sh", "ch", "x")):
        return verb + "es"
    if verb.endswith("y") and verb[-2:-1] not in "aeiou":
        return verb[:-1] + "ies"
    return verb + "s"


@functools.cache
def names_by_id() -> dict[str, str]:
    """Every component id of the game data with its English name."""
    data = D.load()
    tables = (
        data.cards,
        data.wonders,
        data.progress,
        data.military_tokens,
        data.agora.senators,
        data.agora.decrees,
        data.agora.conspiracies,
        data.agora.military_tokens,
    )
    return {ident: record.name for table in tables for ident, record in table.items()}


def name_of(ident: str | None) -> str:
    """A component's English name (the glossary's, the board's)."""
    if ident is None:
        return "?"
    return names_by_id().get(ident, ident.replace("_", " "))


@functools.cache
def korean_names_by_id() -> dict[str, str]:
    """Every component id of the game data with its Korean edition's name (`name_ko`)."""
    data = D.load()
    tables = (
        data.cards,
        data.wonders,
        data.progress,
        data.military_tokens,
        data.agora.senators,
        data.agora.decrees,
        data.agora.conspiracies,
        data.agora.military_tokens,
    )
    return {ident: record.name_ko for table in tables for ident, record in table.items() if record.name_ko}


def local_name(ident: str | None) -> str:
    """A component's name in the language spoken: 'Baths', or '목욕탕' in Korean."""
    if ident is not None and korean():
        return korean_names_by_id().get(ident) or name_of(ident)
    return name_of(ident)


def units_text(units: Any) -> str:
    """'2 stone, 1 wood'; in Korean '석재 2개, 목재 1개'."""
    if korean():
        return ", ".join(f"{resource(r)} {n}개" for r, n in units)
    return ", ".join(f"{n} {r}" for r, n in units)


def payment_parts(payment: Payment) -> list[str]:
    """Why a payment costs what it does: printed coins, each resource bought with its unit price, waivers."""
    parts: list[str] = []
    if payment.coins:
        parts.append(say(f"{payment.coins} printed", f"카드 비용 {coins_text(payment.coins)}"))
    for purchase in payment.purchases:
        bought = resource(purchase.resource)
        if purchase.units == 1:
            parts.append(
                say(f"{bought} bought for {purchase.unit_price}", f"{bought} 구입 {coins_text(purchase.unit_price)}")
            )
        else:
            parts.append(
                say(
                    f"{purchase.units} {bought} bought at {purchase.unit_price} each",
                    f"{bought} {purchase.units}개 구입 개당 {coins_text(purchase.unit_price)}",
                )
            )
    if payment.ignored:
        parts.append(say(f"{units_text(payment.ignored)} waived", f"{units_text(payment.ignored)} 면제"))
    if payment.coins_waived:
        parts.append(say("printed coins waived", "인쇄된 주화 비용 면제"))
    if payment.discounts:
        parts.append(say("by ", "할인: ") + ", ".join(local_name(s) for s in payment.discounts))
    return parts


def payment_text(payment: Payment | None, chained_from: str | None = None) -> str:
    """'2 coins (stone bought for 2)', 'free by chain (Baths)', 'free'; in Korean '2주화 (석재 구입 2)',
    '연쇄로 공짜 (목욕탕)', '공짜'."""
    if payment is None:
        return say("cannot be built", "지을 수 없음")
    if payment.chain:
        by_chain = say("free by chain", "연쇄로 공짜")
        return f"{by_chain} ({local_name(chained_from)})" if chained_from else by_chain
    parts = payment_parts(payment)
    if payment.total == 0:
        return say("free", "공짜") + (f" ({'; '.join(parts)})" if parts else "")
    return coins_text(payment.total) + (f" ({', '.join(parts)})" if parts else "")


def price_text(payment: Payment | None, chained_from: str | None = None) -> str:
    """The price as it follows a verb: 'for 2 coins (...)', 'for free (...)', 'free by chain (Baths)'.
    In Korean the price follows the verb in brackets, the same in a log line and a label: '(2주화: ...)'."""
    text = payment_text(payment, chained_from)
    if korean():
        return f"({text.replace(' (', ': ', 1)[:-1] if text.endswith(')') else text})"
    return text if text.startswith("free by chain") else f"for {text}"


def chain_source(card_id: str, buildings: tuple[str, ...]) -> str | None:
    """The card of `buildings` whose chain symbol makes `card_id` free, if any."""
    cards = D.load().cards
    wanted = cards[card_id].chain_from if card_id in cards else None
    if wanted is None:
        return None
    return next((b for b in buildings if b in cards and cards[b].chain_grants == wanted), None)


# ----------------------------------------------------------------------------- phrases

#: Where the acting seat goes in a Korean sentence (with its subject particle 이/가).
SUBJECT = "{S}"


@attrs.frozen
class Phrase:
    """An action in words; `{verb}` marks each verb of the acting seat.

    Korean has no verb marks to conjugate: `label` is the action list's short noun phrase
    ("목욕탕 건설 (2주화)") and `said` the log's polite sentence with `SUBJECT` where the acting
    seat goes ("{S} 목욕탕을 건설했습니다 (2주화)"), both made from the same facts as `text`."""

    text: str
    label: str = ""
    said: str = ""

    def sentence(self, subject: str, second_person: bool = False) -> str:
        """The log line: 'Bob builds ...' (or 'You build ...' when written to the actor without names)."""
        if korean() and self.said:
            return self.said.replace(SUBJECT, with_particle(subject, "이/가")) + "."
        verbs = _VERB.sub(lambda m: m.group(1) if second_person else third_person(m.group(1)), self.text)
        return f"{subject} {verbs}."

    def command(self) -> str:
        """The action list line, in the imperative: 'Build ...'."""
        if korean() and self.label:
            return self.label
        text = _VERB.sub(lambda m: m.group(1), self.text)
        return text[:1].upper() + text[1:]


def obj(word: str) -> str:
    """A name pasted in as the object of a Korean verb: '목욕탕을', '피라미드를'."""
    return with_particle(word, "을/를")


class Facts(Protocol):
    """What a phrase may say, for one reader: from the state (log) or from the reader's view (labels)."""

    seat: int  # the acting seat

    def who(self, seat: int) -> str: ...  # a seat as named in the text ('Bob', 'you', 'Player 2')

    def whose(self, seat: int) -> str: ...  # 'Bob's', 'your'

    def card(self, ident: str) -> str: ...  # a card as named in the text (labels add the colour code)

    def price(self, action: Any) -> Payment | None: ...

    def chain_source(self, card_id: str) -> str | None: ...

    def discard_coins(self) -> int: ...

    def age(self) -> int: ...


class ViewFacts:
    """`Facts` read from the view of the seat whose choices are listed (action labels, bots' reports).
    `card` names a card as the reader wants it (labels add its colour code)."""

    def __init__(self, view: Any, card: Any = None, names: tuple[str, ...] = ()) -> None:
        self.view = view
        self._card = card or local_name
        self.names = tuple(names)
        seat = getattr(view, "offers_for", None)
        self.seat = seat if seat is not None else getattr(view, "viewer", 0)

    def _other(self, seat: int) -> str:
        """The opponent by the name typed for them, as the log says it; else 'your opponent'."""
        return self.names[seat] if 0 <= seat < len(self.names) and self.names[seat] else say("your opponent", "상대")

    def who(self, seat: int) -> str:
        return say("you", "당신") if seat == self.seat else self._other(seat)

    def whose(self, seat: int) -> str:
        if korean():
            return "자신의" if seat == self.seat else f"{self._other(seat)}의"
        return "your" if seat == self.seat else f"{self._other(seat)}'s"

    def card(self, ident: str) -> str:
        return self._card(ident)

    def _offer(self, card: str) -> Any:
        return next((o for o in getattr(self.view, "offers", ()) if o.card == card), None)

    def price(self, action: Any) -> Payment | None:
        if isinstance(action, Construct):
            offer = self._offer(action.card)
            return offer.construct if offer is not None else None
        if isinstance(action, BuildWonder):
            offer = next((o for o in getattr(self.view, "wonder_offers", ()) if o.wonder == action.wonder), None)
            return offer.cost if offer is not None else None
        return hooks.view_price(self.view, self.seat, action)

    def chain_source(self, card_id: str) -> str | None:
        players = getattr(self.view, "players", ())
        buildings = players[self.seat].buildings if 0 <= self.seat < len(players) else ()
        return chain_source(card_id, buildings)

    def discard_coins(self) -> int:
        offer = next(iter(getattr(self.view, "offers", ())), None)
        return offer.discard_coins if offer is not None else 2

    def age(self) -> int:
        return getattr(self.view, "age", 0)

    def frame(self) -> Any:
        decisions = getattr(self.view, "decisions", ()) or ()
        return decisions[-1] if decisions else None

    def knows(self, seat: int) -> bool:
        return seat == self.seat


def phrase(action: Any, facts: Facts, extra: Any = None) -> Phrase | None:
    """The words for a base action; `extra(action, facts)` for an expansion's own actions."""
    seat = facts.seat
    if isinstance(action, TakeWonder):
        wonder = local_name(action.wonder)
        return Phrase(
            f"{{take}} {wonder} in the wonder draft",
            f"불가사의 선택: {wonder}",
            f"{SUBJECT} 불가사의 {obj(wonder)} 골랐습니다",
        )
    if isinstance(action, Construct):
        card = facts.card(action.card)
        price = price_text(facts.price(action), facts.chain_source(action.card))
        return Phrase(
            f"{{build}} {card} {price}", f"{card} 건설 {price}", f"{SUBJECT} {obj(card)} 건설했습니다 {price}"
        )
    if isinstance(action, Discard):
        card, coins = facts.card(action.card), coins_text(facts.discard_coins())
        return Phrase(
            f"{{discard}} {card} for {coins}",
            f"{card} 버리기 ({coins} 받기)",
            f"{SUBJECT} {obj(card)} 버리고 {obj(coins)} 받았습니다",
        )
    if isinstance(action, BuildWonder):
        wonder, card, price = local_name(action.wonder), facts.card(action.card), price_text(facts.price(action))
        return Phrase(
            f"{{build}} {wonder} {price}, tucking {card} under it",
            f"{wonder} 건설 {price}, {card} 끼워 넣기",
            f"{SUBJECT} {obj(card)} 끼워 넣어 {obj(wonder)} 건설했습니다 {price}",
        )
    if isinstance(action, ChooseProgress):
        token = local_name(action.token)
        return Phrase(
            f"{{take}} the progress token {token}",
            f"진보 토큰 {token} 가져가기",
            f"{SUBJECT} 진보 토큰 {obj(token)} 가져갔습니다",
        )
    if isinstance(action, DestroyCard):
        card, whose = facts.card(action.card), facts.whose(1 - seat)
        return Phrase(
            f"{{destroy}} {card} from {whose} city",
            f"{whose} 도시에서 {card} 파괴",
            f"{SUBJECT} {whose} 도시에서 {obj(card)} 파괴했습니다",
        )
    if isinstance(action, BuildDiscarded):
        card = facts.card(action.card)
        return Phrase(
            f"{{build}} {card} from the discard pile for free",
            f"버린 카드 더미의 {card} 공짜로 건설",
            f"{SUBJECT} 버린 카드 더미의 {obj(card)} 공짜로 건설했습니다",
        )
    if isinstance(action, ChooseStarter):
        age = facts.age()
        if action.seat == seat:
            return Phrase(
                f"{{choose}} to start {age_text(age)}",
                f"{age_text(age)} 직접 시작",
                f"{SUBJECT} {age_text(age)}를 직접 시작하기로 했습니다",
            )
        who = facts.who(action.seat)
        return Phrase(
            f"{{let}} {who} start {age_text(age)}",
            f"{who}에게 {age_text(age)} 시작 맡기기",
            f"{SUBJECT} {who}에게 {age_text(age)}를 시작하게 했습니다",
        )
    return extra(action, facts) if extra is not None else None
