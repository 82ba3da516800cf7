"""The one vocabulary of Sheriff of Nottingham: goods, terms, seats and every action in words.

An action becomes a `Phrase`, a text whose verbs are marked `{verb}`. The log conjugates them for
the acting seat ("Bob declares 3 Apples."), the action list uses them in the imperative
("Declare 3 Apples (a lie)"), and a bot's report uses them too. What a phrase says comes from
`Facts`: the seats, the declarations, the deal on the table and what the reader may know, read
from the state before the action (log lines, `describe.py`) or from the acting seat's own view
(labels, the composer, bots), so both say the same thing. Seats are named by a `Voice`.

Every phrase is made in English and Korean side by side from the same facts: `say(english,
korean)` picks the one spoken now (`rules.core.words.speaking`, set by whoever shows the words).
Korean takes its terms from the Korean rulebook (지방관, 부관, 상인, 상품 주머니, 가판대, 일반 상품,
밀수품, 왕실 진상품, 뇌물, 벌금, 노획물 타일, 암시장; 금화 N원, 카드 N장) and its particles after
names and numbers from `with_particle`. Log lines are whole polite sentences in the past
("민준이 사과 3장을 신고했습니다."); the action list uses short noun phrases ("사과 3장 신고").

Pure: no Textual, no game state is changed. Unknown good or promise ids (data that grows) fall
back to the id itself.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any, Iterable, Sequence

import attrs

from rules.core.engine import GOD, Seat
from rules.core.words import counted, korean, say, with_particle
from rules.sheriff import actions as A
from rules.sheriff.data import catalog, good_of
from rules.sheriff.state import Terms

_VERB = re.compile(r"\{(\w+)\}")
_IRREGULAR = {"have": "has", "are": "is", "do": "does", "go": "goes"}


# ----------------------------------------------------------------------------- names, counts
def local_name(record: Any) -> str:
    """A component's name in the language spoken: its `name_ko` in Korean (the Korean edition's
    name), else its `name`."""
    ko = getattr(record, "name_ko", "") if korean() else ""
    return str(ko or record.name)


def gold(count: int) -> str:
    """'5 gold' / '금화 5원' (the rulebook counts coins in 원)."""
    return say(f"{count} gold", f"금화 {count}원")


def cards(count: int) -> str:
    """'1 card', '3 cards' / '카드 3장'."""
    return counted(count, "card", "카드", "장")


def and_list(items: Sequence[str]) -> str:
    """'A and B' / 'A와 B' (more: 'A, B와 C' in Korean; English joins every item with 'and')."""
    items = list(items)
    if not korean() or len(items) < 2:
        return " and ".join(items)
    head = ", ".join(items[:-1])
    return f"{with_particle(head, '과/와')} {items[-1]}"


def nothing() -> str:
    return say("nothing", "없음")


# ----------------------------------------------------------------------------- goods
def good_info(good_id: str) -> Any | None:
    try:
        return catalog().good(good_id)
    except Exception:
        return None


def good_kind(good_id: str) -> str:
    info = good_info(good_id)
    return info.kind if info is not None else "legal"


def good_name(good_id: str, count: int = 2) -> str:
    """'Apples', 'Apple' (count 1), 'Cheese' / '사과'; an unknown id as it is."""
    info = good_info(good_id)
    name = local_name(info) if info is not None else good_id.replace("_", " ")
    if korean():
        return name
    if count == 1 and name.endswith("s") and not name.endswith("ss"):
        return name[:-1]
    return name


def amount(count: int, good_id: str) -> str:
    """'1 Apple', '3 Cheese' / '사과 1장', '치즈 3장' (goods are cards)."""
    return say(f"{count} {good_name(good_id, count)}", f"{good_name(good_id)} {count}장")


def good_rank(good_id: str) -> int:
    goods = catalog().goods
    return next((i for i, g in enumerate(goods) if g.id == good_id), len(goods))


def tally(goods: Iterable[str]) -> list[tuple[str, int]]:
    """(good, count) in catalog order."""
    return sorted(Counter(goods).items(), key=lambda item: good_rank(item[0]))


def cards_to_goods(cards: Iterable[str]) -> list[str]:
    """Card instance ids ('apple-07') to good ids: words never name instance ids."""
    return [good_of(card) for card in cards]


def goods_text(goods: Iterable[str], empty: str | None = None) -> str:
    """'2 Apples, 1 Silk' from good ids (repeats counted), in catalog order; `empty` (default
    'nothing') when there are none."""
    return ", ".join(amount(count, good) for good, count in tally(goods)) or (nothing() if empty is None else empty)


def counts_text(pairs: Iterable[tuple[str, int]], empty: str | None = None) -> str:
    return ", ".join(amount(count, good) for good, count in pairs if count) or (nothing() if empty is None else empty)


def promise_text(kind: str) -> str:
    """A promise's own words, without the full stop (it is quoted inside sentences): `text_ko`
    of data/sheriff/setup.toml in Korean, else its `text`."""
    for promise in catalog().promises:
        if promise.id == kind:
            ko = getattr(promise, "text_ko", "") if korean() else ""
            return str(ko or promise.text).rstrip(".")
    return kind.replace("_", " ")


def black_market_card(card_id: str) -> Any | None:
    try:
        return catalog().black_market_card(card_id)
    except Exception:
        return None


def declaration(player: Any) -> str:
    """'3 Apples' as declared, or '' before the declaration."""
    good = getattr(player, "declared_good", None)
    if not good:
        return ""
    return amount(getattr(player, "declared_count", 0), good)


def bag_tag(goods: Sequence[str]) -> str:
    """'3 cards, 1 contraband' / '3 cards, honest' (one legal good) / '2 cards, mixed legal'."""
    size = cards(len(goods))
    hidden = sum(1 for g in goods if good_kind(g) != "legal")
    if hidden:
        return say(f"{size}, {hidden} contraband", f"{size}, 밀수품 {hidden}장")
    if len(set(goods)) == 1:
        return say(f"{size}, honest", f"{size}, 정직")
    return say(f"{size}, mixed legal", f"{size}, 일반 상품 여러 종류")


def inspection_risk(bag: Sequence[str], declared: str) -> str:
    """What opening this bag declared as `declared` would do, told to its owner."""
    wrong = [g for g in bag if g != declared]
    if not wrong:
        owed = sum(getattr(good_info(g), "penalty", 0) for g in bag)
        return say(
            f"if opened: honest, the inspector pays you {owed}",
            f"열리면: 정직, 검문자가 당신에게 {with_particle(gold(owed), '을/를')} 냅니다",
        )
    owed = sum(getattr(good_info(g), "penalty", 0) for g in wrong)
    return say(
        f"if opened: {goods_text(wrong)} seized, you pay {owed}",
        f"열리면: {with_particle(goods_text(wrong), '은/는')} 압류, 당신이 {with_particle(gold(owed), '을/를')} 냅니다",
    )


# ----------------------------------------------------------------------------- seats
def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def conjugate(base: str) -> str:
    """'discards', 'has', 'pushes'."""
    if base in _IRREGULAR:
        return _IRREGULAR[base]
    if base.endswith(("s", "sh", "ch", "x")):
        return base + "es"
    if base.endswith("y") and base[-2:-1] not in "aeiou":
        return base[:-1] + "ies"
    return base + "s"


@attrs.frozen
class Voice:
    """How seats are named for one reader: by the players' own `names` (the stands' characters
    where missing); with `you`, the reader is "you" / "your" (the log uses the third person for
    everyone when it has names, so a line reads the same to the whole table)."""

    viewer: Seat = GOD
    names: tuple[str, ...] = ()
    you: bool = True

    def name(self, seat: Seat | None) -> str:
        """Always a name, never "you"."""
        if seat is None:
            return say("nobody", "아무도")
        if 0 <= seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        merchants = catalog().merchants
        if 0 <= seat < len(merchants):
            return local_name(merchants[seat])
        return say(f"Player {seat + 1}", f"플레이어 {seat + 1}")

    def addressed(self, seat: Seat | None) -> bool:
        return self.you and seat is not None and seat == self.viewer

    def who(self, seat: Seat | None) -> str:
        return say("you", "당신") if self.addressed(seat) else self.name(seat)

    def who_with(self, seat: Seat | None, pair: str) -> str:
        """Korean: the seat followed by the particle of `pair` that fits it ('민준이', '지아가')."""
        return with_particle(self.who(seat), pair)

    def subject(self, seat: Seat | None) -> str:
        return _cap(self.who(seat))

    def whose(self, seat: Seat | None) -> str:
        if korean():
            return "당신의" if self.addressed(seat) else f"{self.name(seat)}의"
        return "your" if self.addressed(seat) else f"{self.name(seat)}'s"

    def verb(self, seat: Seat | None, base: str) -> str:
        """'discard' after "you", 'discards' after a name."""
        return base if self.addressed(seat) else conjugate(base)

    def does(self, seat: Seat | None, base: str) -> str:
        """'You discard' / 'Bob discards'."""
        return f"{self.subject(seat)} {self.verb(seat, base)}"


def log_voice(viewer: Seat, names: Sequence[str] | None) -> Voice:
    """The log's voice: third person by the players' names; without names, "you" and the characters."""
    names = tuple(names or ())
    return Voice(viewer, names, you=not names)


# ----------------------------------------------------------------------------- terms
def terms_text(terms: Terms | None, merchant: Seat | None, inspector: Seat | None, voice: Voice) -> str:
    """One deal's terms: '5 gold; 1 Cheese from Bob's stand; Bob promises "..."; Cy's bag must also be opened'."""
    if terms is None:
        return nothing()
    parts = []
    if terms.gold:
        parts.append(gold(terms.gold))
    if terms.stand_goods:
        parts.append(
            say(
                f"{goods_text(terms.stand_goods)} from {voice.whose(merchant)} stand",
                f"{voice.whose(merchant)} 가판대에서 {goods_text(terms.stand_goods)}",
            )
        )
    if terms.bag_goods:
        parts.append(
            say(
                f"{goods_text(terms.bag_goods)} from {voice.whose(merchant)} bag",
                f"{voice.whose(merchant)} 주머니에서 {goods_text(terms.bag_goods)}",
            )
        )
    for seat, kinds in ((merchant, terms.merchant_promises), (inspector, terms.inspector_promises)):
        parts += [
            say(
                f'{voice.who(seat)} {voice.verb(seat, "promise")} "{promise_text(k)}"',
                f'{voice.who_with(seat, "이/가")} "{promise_text(k)}"라고 약속',
            )
            for k in kinds
        ]
    if terms.inspect_others:
        if korean():
            parts.append(and_list([f"{voice.whose(s)} 주머니" for s in terms.inspect_others]) + "도 열어야 함")
        else:
            bags = " and ".join(voice.whose(s) for s in terms.inspect_others)
            parts.append(f"{bags} bag{'s' if len(terms.inspect_others) > 1 else ''} must also be opened")
    return "; ".join(parts) or nothing()


def terms_of_steps(steps: Iterable[Any], by_merchant: bool) -> Terms:
    """The terms a draft's Add* steps compose (what SendTerms would send)."""
    gold, stand, bag, promises, others = 0, [], [], [], []
    for step in steps:
        if isinstance(step, A.AddGold):
            gold += step.amount
        elif isinstance(step, A.AddStandGood):
            stand.append(step.good)
        elif isinstance(step, A.AddBagGood):
            bag.append(step.good)
        elif isinstance(step, A.AddPromise):
            promises.append(step.kind)
        elif isinstance(step, A.AddInspectOther):
            others.append(step.merchant)
    return Terms(
        gold=gold,
        stand_goods=tuple(stand),
        bag_goods=tuple(bag),
        merchant_promises=tuple(promises) if by_merchant else (),
        inspector_promises=() if by_merchant else tuple(promises),
        inspect_others=tuple(others),
    )


def step_text(step: Any, merchant: Seat | None, voice: Voice) -> str:
    """One draft step as a part of the terms ('+5 gold', '1 Cheese from your stand')."""
    if isinstance(step, A.AddGold):
        return f"+{gold(step.amount)}"
    if isinstance(step, A.AddStandGood):
        return say(
            f"{amount(1, step.good)} from {voice.whose(merchant)} stand",
            f"{voice.whose(merchant)} 가판대에서 {amount(1, step.good)}",
        )
    if isinstance(step, A.AddBagGood):
        return say(
            f"{amount(1, step.good)} from {voice.whose(merchant)} bag",
            f"{voice.whose(merchant)} 주머니에서 {amount(1, step.good)}",
        )
    if isinstance(step, A.AddPromise):
        return say(f'the promise "{promise_text(step.kind)}"', f'약속 "{promise_text(step.kind)}"')
    if isinstance(step, A.AddInspectOther):
        return say(
            f"{voice.whose(step.merchant)} bag must also be opened", f"{voice.whose(step.merchant)} 주머니도 열어야 함"
        )
    raise TypeError(step)


# ----------------------------------------------------------------------------- phases, records, proofs
#: The phases' names in the Korean rulebook (1 단계 - 거래, 2 단계 - 상품 주머니 채우기, ...).
PHASES_KO = {"market": "거래", "load": "상품 주머니 채우기", "declare": "신고", "inspect": "검문", "over": "게임 종료"}


def phase_name(phase: str) -> str:
    """The status line's name of a phase: the phase id in English (as the table has always shown
    it), the rulebook's name in Korean."""
    english = str(phase).replace("_", " ")
    return say(english, PHASES_KO.get(phase, english))


#: What is being decided, by `SheriffView.step`.
STEP_TEXT = {
    "first_merchant": "Market: the sheriff names who trades first",
    "market": "Market: merchants exchange cards in turn",
    "load": "Loading: merchants fill their bags in secret",
    "declare": "Declarations: each merchant names one legal good",
    "inspect": "Inspection: the sheriff picks the next bag",
    "stances": "Inspection: the deputies vote in secret",
    "negotiation": "Inspection: bargaining over a bag",
    "draft": "Inspection: terms are being drafted",
    "black_market": "Black market: a merchant may trade contraband",
    "over": "Game over: face-down goods are revealed",
}

RESULT_TEXT = {
    "passed": "passed unopened",
    "deal": "passed after a deal",
    "honest": "opened: honest",
    "caught": "opened: caught lying",
    "time_up": "passed: time ran out",
}


#: STEP_TEXT in Korean, in the rulebook's step names.
STEPS_KO = {
    "first_merchant": "거래: 지방관이 선 상인을 정합니다",
    "market": "거래: 상인들이 차례로 카드를 바꿉니다",
    "load": "상품 주머니 채우기: 상인들이 몰래 주머니를 채웁니다",
    "declare": "신고: 상인마다 일반 상품 한 종류를 신고합니다",
    "inspect": "검문: 지방관이 다음 주머니를 고릅니다",
    "stances": "검문: 부관들이 비밀 투표를 합니다",
    "negotiation": "검문: 주머니를 두고 협상 중",
    "draft": "검문: 조건을 작성하는 중",
    "black_market": "암시장: 상인이 밀수품을 거래할 수 있습니다",
    "over": "게임 종료: 뒷면 상품을 공개합니다",
}


def step_now(step: str, phase: str = "") -> str:
    """What is being decided now (`SheriffView.step`), for the board's head; else the phase."""
    english = STEP_TEXT.get(step)
    if english is None:
        return phase_name(phase) if korean() else str(phase)
    return say(english, STEPS_KO[step])


def result_text(result: str) -> str:
    """What became of a bag: 'passed unopened' / '열지 않고 통과'."""
    return say(RESULT_TEXT.get(result, result), RESULTS_KO.get(result, result))


#: RESULT_TEXT in Korean.
RESULTS_KO = {
    "passed": "열지 않고 통과",
    "deal": "협상 끝에 통과",
    "honest": "조사: 정직",
    "caught": "조사: 거짓말 적발",
    "time_up": "통과: 시간 종료",
}


def _outcome_ko(record: Any, voice: Voice) -> str:
    line: str = f"{voice.who(record.merchant)}: {amount(record.declared_count, record.declared_good)} 신고, "
    line += RESULTS_KO.get(record.result, record.result)
    if record.found:
        line += f"; 나온 상품 {goods_text(record.found)}"
    face_up, face_down = record.face_up, record.face_down
    if record.result in ("passed", "deal", "time_up") and (face_up or face_down):
        line += f"; 앞면 {goods_text(face_up, '일반 상품 없음')}, 뒷면 카드 {face_down}장"
    if record.result == "honest" and record.penalty:
        line += f"; 검문자가 {with_particle(gold(record.penalty), '을/를')} 냄"
    elif record.result == "caught" and record.penalty:
        line += f"; {voice.who_with(record.merchant, '이/가')} 벌금 {with_particle(gold(record.penalty), '을/를')} 냄"
    if record.deal is not None:
        inspector = record.inspectors[0] if record.inspectors else None
        line += f"; 협상: {terms_text(record.deal, record.merchant, inspector, voice)}"
    if record.void:
        line += (
            f"; 주머니에서 주기로 한 {with_particle(goods_text(record.void), '이/가')} 주머니에도 가판대에도 "
            f"없어 무효, 검문자에게 주머니와 가판대를 보여 줌"
        )
    return line


def outcome_text(record: Any, voice: Voice) -> str:
    """What happened to one bag, from the public record: 'Bob: 3 Apples declared, opened: honest; ...'."""
    if korean():
        return _outcome_ko(record, voice)
    name = voice.subject(record.merchant)
    line = f"{name}: {amount(record.declared_count, record.declared_good)} declared, "
    line += RESULT_TEXT.get(record.result, record.result)
    if record.found:
        line += f"; found {goods_text(record.found)}"
    face_up, face_down = record.face_up, record.face_down
    if record.result in ("passed", "deal", "time_up") and (face_up or face_down):
        line += f"; {goods_text(face_up, 'no legal goods')} face up, {face_down} face down"
    if record.result == "honest" and record.penalty:
        line += f"; the inspector paid {record.penalty}"
    elif record.result == "caught" and record.penalty:
        line += f"; {voice.who(record.merchant)} paid {record.penalty} in fines"
    if record.deal is not None:
        inspector = record.inspectors[0] if record.inspectors else None
        line += f"; deal: {terms_text(record.deal, record.merchant, inspector, voice)}"
    if record.void:
        line += (
            f"; {goods_text(record.void)} promised from the bag was in neither the bag nor the stand: "
            f"void, the bag and the stand were shown to the inspector"
        )
    return line


def inspectors_text(joint: bool, sheriff: bool, inspector: Seat | None, voice: Voice) -> str:
    """Who inspected a bag: 'the deputies', 'the sheriff (Bob)' / '부관들', '지방관 민준'."""
    if joint:
        return say("the deputies", "부관들")
    if korean():
        return f"{'지방관' if sheriff else '부관'} {voice.who(inspector)}"
    role = "the sheriff" if sheriff else "the deputy"
    return f"{role} ({voice.who(inspector)})"


def void_text(void: Sequence[str], merchant: Seat, inspectors: str, voice: Voice) -> str:
    """The public half of a proof: that it happened, never what was shown."""
    one = len(void) == 1
    if korean():
        return (
            f"주머니에서 주기로 한 {with_particle(goods_text(void), '이/가')} 주머니에도 가판대에도 없어 "
            f"줄 필요가 없습니다: {voice.who_with(merchant, '이/가')} {inspectors}에게 주머니와 가판대를 "
            f"보여 주어 증명했습니다."
        )
    return (
        f"{goods_text(void)} promised from the bag {'is' if one else 'are'} in neither the bag nor the stand, "
        f"so {'it is' if one else 'they are'} not owed: {voice.does(merchant, 'show')} {inspectors} the bag "
        f"and the stand to prove it."
    )


def shown_text(merchant: Seat, bag: Iterable[str], stand: Iterable[str], voice: Voice) -> str:
    """The private half of a proof, for the inspectors it was shown to: 'What Bob shows: bag ...; stand ...'."""
    return say(
        f"What {voice.who(merchant)} {voice.verb(merchant, 'show')}: bag {goods_text(bag)}; stand {goods_text(stand)}.",
        f"{voice.who_with(merchant, '이/가')} 보여 준 것: 주머니 {goods_text(bag)}; 가판대 {goods_text(stand)}.",
    )


def proof_text(proof: Any, voice: Voice) -> str:
    """A proof shown to the reader (good ids as they were): why, and what was seen."""
    void = amount(1, proof.void[0]) if len(proof.void) == 1 else goods_text(proof.void)
    shown = shown_text(proof.merchant, proof.bag, proof.stand, voice)
    return say(
        f"{void} promised from the bag could not be handed over. {shown}",
        f"주머니에서 주기로 한 {with_particle(void, '을/를')} 건넬 수 없었습니다. {shown}",
    )


# ----------------------------------------------------------------------------- the board's terms
#: A seat's role as the board tags it: (English, Korean).
ROLES = {"sheriff": ("SHERIFF", "지방관"), "deputy": ("DEPUTY", "부관"), "merchant": ("merchant", "상인")}

#: A good's kind in the hand's table: (English, Korean; the rulebook's names).
KINDS = {"legal": ("legal", "일반 상품"), "contraband": ("CONTRABAND", "밀수품"), "royal": ("ROYAL", "왕실 진상품")}

#: A deputy's secret vote: (English, Korean).
STANCES = {"inspect": ("inspect", "조사"), "pass": ("pass", "통과")}

#: A bag's status on the board once handled: (English, Korean).
BAG_STATUSES = {"passed": ("passed", "통과"), "opened": ("opened", "조사함")}


def _pick(table: dict[str, tuple[str, str]], key: str) -> str:
    english, korean_words = table.get(key, (key, key))
    return say(english, korean_words)


def role_tag(role: str) -> str:
    """'SHERIFF' / '지방관'."""
    return _pick(ROLES, role)


def kind_word(kind: str) -> str:
    """'CONTRABAND' / '밀수품'."""
    return _pick(KINDS, kind)


def stance_word(stance: str) -> str:
    """A deputy's vote: 'inspect' / '조사'."""
    return _pick(STANCES, stance)


def bag_status(status: str) -> str:
    """'passed' / '통과'."""
    return _pick(BAG_STATUSES, status)


def points(value: int) -> str:
    """'4 pts' / '4점'."""
    return say(f"{value} pts", f"{value}점")


def round_title(number: int, total: int) -> str:
    """'Round 2 of 8' / '8라운드 중 2라운드' (as the log says it)."""
    return say(f"Round {number} of {total}", f"{total}라운드 중 {number}라운드")


# ----------------------------------------------------------------------------- phrases
@attrs.frozen
class Phrase:
    """An action in words; `{verb}` marks each verb of the acting seat. Korean beside it:
    `ko_label` for the action list ('사과 3장 신고'), `ko_line` the log's predicate after the
    seat ('사과 3장을 신고했습니다'); made by the same maker from the same facts."""

    text: str
    ko_label: str = ""
    ko_line: str = ""

    def sentence(self, voice: Voice, seat: Seat) -> str:
        """The log line: 'Bob declares 3 Apples.' ('You declare ...' to the actor without names)."""
        if korean() and self.ko_line:
            return f"{voice.who_with(seat, '이/가')} {self.ko_line}."
        verbs = _VERB.sub(lambda m: voice.verb(seat, m.group(1)), self.text)
        return f"{voice.subject(seat)} {verbs}."

    def command(self) -> str:
        """The action list line, in the imperative: 'Declare 3 Apples'."""
        if korean() and self.ko_label:
            return self.ko_label
        return _cap(_VERB.sub(lambda m: m.group(1), self.text))


@attrs.frozen
class Facts:
    """What a phrase may say about one action of `seat`, for one reader (`voice`).

    `table` is a state or a view: both hold `players` (declarations), `sheriff`, `must_open` and
    `black_market_left` under those names. `deal` is the deal on the table as a
    `view.DealView` (its draft: the terms being drafted, when this reader may know them);
    `stance_merchant` the bag the deputies vote on; `bag` the acting seat's bag (good ids),
    only when the reader may see it."""

    seat: Seat
    voice: Voice
    table: Any
    deal: Any = None
    stance_merchant: Seat | None = None
    bag: tuple[str, ...] | None = None

    def declared(self, merchant: Seat) -> str:
        players = getattr(self.table, "players", ())
        return declaration(players[merchant]) if 0 <= merchant < len(players) else ""

    def bag_note(self, merchant: Seat) -> str:
        said = self.declared(merchant)
        return say(f" ({said} declared)", f" ({said} 신고)") if said else ""

    def knows(self) -> bool:
        """Whether the reader may know the acting seat's own secrets (its bag, its vote)."""
        return self.voice.viewer in (self.seat, GOD)

    def by_merchant(self) -> bool:
        return self.deal is not None and self.seat == self.deal.merchant

    def kind(self) -> str:
        """What the acting seat drafts: an 'offer' (the merchant) or a 'demand' (the inspector)."""
        return "offer" if self.by_merchant() else "demand"

    def kind_ko(self) -> str:
        """`kind` in Korean: 제안 (the merchant's offer) or 요구 (the inspector's demand)."""
        return "제안" if self.by_merchant() else "요구"

    def inspector(self) -> Seat | None:
        return self.deal.authority if self.deal is not None else None


def facts_of_view(view: Any, names: Sequence[str] = ()) -> Facts:
    """Facts for the seat whose view this is (labels, the composer, bots' reports)."""
    seat = getattr(view, "viewer", GOD)
    players = getattr(view, "players", ())
    own = players[seat] if 0 <= seat < len(players) else None
    bag = tuple(cards_to_goods(own.bag)) if own is not None and own.bag else None
    return Facts(
        seat, Voice(seat, tuple(names)), view, getattr(view, "deal", None), getattr(view, "stance_merchant", None), bag
    )


def _black_market_prize(facts: Facts, good_id: str) -> str:
    left = getattr(facts.table, "black_market_left", ())
    card = next((c for c in map(black_market_card, left) if c is not None and c.good == good_id), None)
    if card is None:
        return say("a black market card", "암시장 카드")
    return say(f"{card.name}, worth {card.value}", f"「{local_name(card)}」(가치 {card.value})")


def _obj(words: str) -> str:
    """Korean: `words` as the object of a verb ('사과 3장을')."""
    return with_particle(words, "을/를")


def phrase(action: Any, facts: Facts) -> Phrase | None:
    """The words for one Sheriff action; None for an unknown kind."""
    maker = PHRASES.get(type(action))
    return maker(action, facts) if maker is not None else None


def _first_merchant(action: A.ChooseFirstMerchant, f: Facts) -> Phrase:
    who = f.voice.who_with(action.merchant, "을/를")
    return Phrase(
        f"{{let}} {f.voice.who(action.merchant)} trade first at the market",
        f"{who} 거래 단계의 선으로 지정",
        f"{who} 거래 단계의 선으로 정했습니다",
    )


def _exchange(action: A.Exchange, f: Facts) -> Phrase:
    if not action.discard:
        return Phrase("{keep} the whole hand", "손의 카드 모두 유지", "손의 카드를 모두 그대로 두었습니다")
    shown, drawn = _obj(goods_text(action.discard)), _obj(cards(len(action.discard)))
    return Phrase(
        f"{{discard}} {goods_text(action.discard)} face up and {{draw}} {len(action.discard)} from the deck",
        f"{shown} 앞면으로 버리고 카드 더미에서 {cards(len(action.discard))} 뽑기",
        f"{shown} 앞면으로 버리고 카드 더미에서 {drawn} 뽑았습니다",
    )


def _load(action: A.LoadBag, f: Facts) -> Phrase:
    if not f.knows():
        return Phrase("{button} up the bag", "상품 주머니 단추 닫기", "상품 주머니의 단추를 닫았습니다")
    goods, tag = goods_text(action.goods), bag_tag(action.goods)
    return Phrase(
        f"{{load}} the bag with {goods} ({tag})",
        f"주머니에 {goods} 넣기 ({tag})",
        f"주머니에 {_obj(goods)} 넣었습니다 ({tag})",
    )


def _declare(action: A.Declare, f: Facts) -> Phrase:
    said = amount(action.count, action.good)
    text, note = f"{{declare}} {said}", ""
    if f.bag:
        true = all(g == action.good for g in f.bag)
        text += " (the truth)" if true else " (a lie)"
        note = " (사실)" if true else " (거짓)"
    return Phrase(text, f"{said} 신고{note}", f"{_obj(said)} 신고했습니다{note}")


def _approach(action: A.Approach, f: Facts) -> Phrase:
    who, note = f.voice.who(action.merchant), f.bag_note(action.merchant)
    whom = f.voice.who_with(action.merchant, "을/를")
    if getattr(f.table, "sheriff", None) is None:
        return Phrase(
            f"{{call}} {who}{note} forward to face the deputies",
            f"{whom} 부관들 앞으로 부르기{note}",
            f"{whom} 부관들 앞으로 불렀습니다{note}",
        )
    return Phrase(
        f"{{stop}} {who}{note}: a deal, or the bag is opened",
        f"{whom} 멈춰 세우기{note}: 협상하거나 주머니 조사",
        f"{whom} 멈춰 세웠습니다{note}: 협상하지 않으면 주머니를 조사합니다",
    )


def _pass(action: A.PassBag, f: Facts) -> Phrase:
    whom = f.voice.who_with(action.merchant, "을/를")
    note = "" if f.deal is not None else f.bag_note(action.merchant)
    return Phrase(
        f"{{let}} {f.voice.who(action.merchant)}{note} through without a deal",
        f"{whom} 협상 없이 통과시키기{note}",
        f"{whom} 협상 없이 통과시켰습니다{note}",
    )


def _open(action: A.OpenBag, f: Facts) -> Phrase:
    note = f.bag_note(action.merchant)
    text = f"{{open}} {f.voice.whose(action.merchant)} bag{note}"
    bag = f"{f.voice.whose(action.merchant)} 주머니"
    label, line = f"{bag} 조사{note}", f"{_obj(bag)} 조사했습니다{note}"
    deal = f.deal
    if deal is not None and deal.pending is not None and deal.pending_from == deal.merchant:
        text += ", refusing the offer"
        label, line = f"제안을 거절하고 {label}", f"제안을 거절하고 {line}"
    elif action.merchant in getattr(f.table, "must_open", ()):
        text += " as agreed in a deal"
        label, line = f"협상에서 합의한 대로 {label}", f"협상에서 합의한 대로 {line}"
    return Phrase(text, label, line)


def _stance(action: A.ChooseStance, f: Facts) -> Phrase:
    merchant = f.stance_merchant
    bag = f"{f.voice.whose(merchant)} 주머니"
    if not f.knows():
        return Phrase(
            f"{{vote}} in secret on {f.voice.whose(merchant)} bag",
            f"{_obj(bag)} 두고 비밀 투표",
            f"{_obj(bag)} 두고 비밀리에 투표했습니다",
        )
    if action.inspect:
        return Phrase(
            f"{{vote}} in secret to open {f.voice.whose(merchant)} bag",
            f"{_obj(bag)} 열자고 비밀 투표",
            f"{_obj(bag)} 열자고 비밀리에 투표했습니다",
        )
    whom = f.voice.who_with(merchant, "을/를")
    return Phrase(
        f"{{vote}} in secret to let {f.voice.who(merchant)} through",
        f"{whom} 통과시키자고 비밀 투표",
        f"{whom} 통과시키자고 비밀리에 투표했습니다",
    )


def _draft_terms(action: A.DraftTerms, f: Facts) -> Phrase:
    deal = f.deal
    if deal is None:
        return Phrase("{draft} terms", "조건 작성", "조건을 작성했습니다")
    left = deal.merchant_drafts_left if f.by_merchant() else deal.authority_drafts_left
    note = f" ({left}번 남음)"
    if deal.pending is not None:
        what = f"역{f.kind_ko()}"
        return Phrase(
            f"{{draft}} a counter-{f.kind()} ({left} left)", f"{what} 작성{note}", f"{_obj(what)} 작성했습니다{note}"
        )
    what = f.kind_ko()
    return Phrase(
        f"{{draft}} an offer ({left} left)" if f.by_merchant() else f"{{draft}} a demand ({left} left)",
        f"{what} 작성{note}",
        f"{_obj(what)} 작성했습니다{note}",
    )


def _to_draft(f: Facts) -> str:
    return f"the {f.kind()}"


def _merchant(f: Facts) -> Seat | None:
    return f.deal.merchant if f.deal is not None else None


def _add_gold(action: A.AddGold, f: Facts) -> Phrase:
    draft = getattr(f.deal, "draft", None) if f.deal is not None else None
    total = (draft.gold if draft is not None else 0) + action.amount
    added = gold(action.amount)
    return Phrase(
        f"{{add}} to {_to_draft(f)}: {action.amount} gold ({total} gold in all)",
        f"{f.kind_ko()}에 추가: {added} (모두 {gold(total)})",
        f"{f.kind_ko()}에 {_obj(added)} 추가했습니다 (모두 {gold(total)})",
    )


def _add_step(action: Any, f: Facts) -> Phrase:
    added = step_text(action, _merchant(f), f.voice)
    return Phrase(
        f"{{add}} to {_to_draft(f)}: {added}",
        f"{f.kind_ko()}에 추가: {added}",
        f"{f.kind_ko()}에 추가했습니다: {added}",
    )


def _send(action: A.SendTerms, f: Facts) -> Phrase:
    draft = getattr(f.deal, "draft", None) if f.deal is not None else None
    verb = "{offer}" if f.by_merchant() else "{demand}"
    what = f.kind_ko()
    if draft is None:
        return Phrase(f"{verb} the drafted terms", f"작성한 조건으로 {what}", f"작성한 조건으로 {what}했습니다")
    terms = terms_text(draft, f.deal.merchant, f.deal.authority, f.voice)
    return Phrase(f"{verb}: {terms}", f"{what}: {terms}", f"다음과 같이 {what}했습니다: {terms}")


def _drop(action: A.DropDraft, f: Facts) -> Phrase:
    what = _obj(f.kind_ko())
    return Phrase(
        f"{{withdraw}} {_to_draft(f)} before sending it (it still counts against the limit)",
        f"보내기 전에 {what} 철회 (횟수 제한에는 들어감)",
        f"보내기 전에 {what} 철회했습니다 (횟수 제한에는 들어갑니다)",
    )


def _accept(action: A.AcceptTerms, f: Facts) -> Phrase:
    deal = f.deal
    if deal is None or deal.pending is None:
        return Phrase("{accept}", "수락", "수락했습니다")
    what = "the demand" if f.by_merchant() else "the bribe"
    ko = "요구" if f.by_merchant() else "뇌물"
    terms = terms_text(deal.pending, deal.merchant, deal.authority, f.voice)
    return Phrase(f"{{accept}} {what}: {terms}", f"{ko} 수락: {terms}", f"{_obj(ko)} 수락했습니다: {terms}")


def _reject(action: A.RejectTerms, f: Facts) -> Phrase:
    deal = f.deal
    if deal is not None and deal.pending is not None:
        return Phrase("{refuse} the demand", "요구 거절", "요구를 거절했습니다")
    return Phrase(
        "{offer} nothing: the inspector decides",
        "아무것도 제안하지 않기: 검문자가 결정",
        "아무것도 제안하지 않았습니다: 검문자가 결정합니다",
    )


def _time_up(action: A.TimeUp, f: Facts) -> Phrase:
    return Phrase(
        "{call} time: every bag still waiting passes without a deal",
        "시간 종료 선언: 남은 주머니는 모두 협상 없이 통과",
        "시간 종료를 선언했습니다: 아직 남은 주머니는 모두 협상 없이 통과합니다",
    )


def _claim(action: A.ClaimBlackMarket, f: Facts) -> Phrase:
    given, prize = amount(3, action.good), _black_market_prize(f, action.good)
    return Phrase(
        f"{{trade}} {given} at the black market for {prize}",
        f"암시장에서 {_obj(given)} {with_particle(prize, '과/와')} 교환",
        f"암시장에서 {_obj(given)} {with_particle(prize, '과/와')} 교환했습니다",
    )


def _decline(action: A.DeclineBlackMarket, f: Facts) -> Phrase:
    return Phrase("{leave} the black market alone", "암시장 이용하지 않기", "암시장을 이용하지 않았습니다")


PHRASES: dict[type, Any] = {
    A.ChooseFirstMerchant: _first_merchant,
    A.Exchange: _exchange,
    A.LoadBag: _load,
    A.Declare: _declare,
    A.Approach: _approach,
    A.PassBag: _pass,
    A.OpenBag: _open,
    A.ChooseStance: _stance,
    A.DraftTerms: _draft_terms,
    A.AddGold: _add_gold,
    A.AddStandGood: _add_step,
    A.AddBagGood: _add_step,
    A.AddPromise: _add_step,
    A.AddInspectOther: _add_step,
    A.SendTerms: _send,
    A.DropDraft: _drop,
    A.AcceptTerms: _accept,
    A.RejectTerms: _reject,
    A.TimeUp: _time_up,
    A.ClaimBlackMarket: _claim,
    A.DeclineBlackMarket: _decline,
}

#: Draft steps are private until the terms are sent: no log line for anyone.
DRAFT_STEPS = (A.DraftTerms, A.AddGold, A.AddStandGood, A.AddBagGood, A.AddPromise, A.AddInspectOther)


def label(action: Any, view: Any, names: Sequence[str] = ()) -> str | None:
    """The action list line for one legal action of the view's seat (None: unknown kind)."""
    said = phrase(action, facts_of_view(view, names))
    return said.command() if said is not None else None


# ----------------------------------------------------------------------------- the composer
def compose_title(view: Any, names: Sequence[str] = ()) -> str:
    """The composer's heading for the view's seat: the market, the bag, or the terms of a deal."""
    step = getattr(view, "step", "")
    if step == "market":
        return say(
            "Market: discard 0-5 cards face up, then draw back up", "거래: 카드 0-5장을 앞면으로 버리고 다시 채워 뽑기"
        )
    if step == "load":
        return say("Load your bag: 1-5 cards from your hand", "상품 주머니 채우기: 손에서 카드 1-5장")
    deal = getattr(view, "deal", None)
    if deal is not None:
        voice = Voice(view.viewer, tuple(names))
        if deal.merchant == view.viewer:
            return say(f"Your offer to {voice.who(deal.authority)}", f"{voice.who(deal.authority)}에게 할 제안")
        return say(f"Your terms for {voice.who(deal.merchant)}", f"{voice.who(deal.merchant)}에게 제시할 조건")
    return say("Compose your move", "행동 만들기")


def compose_summary(chosen: Sequence[Any], view: Any, names: Sequence[str] = ()) -> str:
    """The composer's live summary: the move the parts chosen make, in the same words as its
    label and its log line (the parts are exactly what will be sent)."""
    chosen = tuple(chosen)
    facts = facts_of_view(view, names)
    step = getattr(view, "step", "")
    if step == "market":
        return phrase(A.Exchange(chosen), facts).command() + "."
    if step == "load":
        if not chosen:
            return say("The bag is empty.", "주머니가 비어 있습니다.")
        line = phrase(A.LoadBag(chosen), facts).command() + "."
        declared = likely_declaration(chosen)
        risk = inspection_risk(chosen, declared)
        return say(
            f"{line} Declared {good_name(declared)}, {risk}.",
            f"{line} {with_particle(good_name(declared), '으로/로')} 신고, {risk}.",
        )
    if facts.deal is None or not chosen:
        return say("Nothing yet: add gold, goods or promises.", "아직 없음: 금화, 상품이나 약속을 넣으세요.")
    terms = terms_of_steps(chosen, facts.by_merchant())
    facts = attrs.evolve(facts, deal=attrs.evolve(facts.deal, draft=terms))
    return phrase(A.SendTerms(), facts).sentence(facts.voice, facts.seat)


def likely_declaration(goods: Sequence[str]) -> str:
    """The legal good there is most of (the declaration the bag's summary assumes)."""
    legal = Counter(g for g in goods if good_kind(g) == "legal")
    if legal:
        return max(legal, key=lambda g: (legal[g], -list(goods).index(g)))
    return catalog().legal_ids[0]
