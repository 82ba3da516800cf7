"""Princes of Florence's one vocabulary, in English and Korean side by side (issue 26).

Every log line, action label, why-not reason and phase name of the game is made from the words
here: the names of items, cards, buildings, freedoms and characters, the counters (florins,
prestige, cards), the phases, and the automa's own lines. Each phrase is written once with both
wordings made from the same facts; `rules.core.words.speaking` (set by whoever shows the words)
picks the language.

Korean terms follow the Korean edition's rulebook (../shared/seeds/000_f8a3303e9464fdee.txt):
플로린, 명성, 작품성, 작업 완료, 전문가/명성/보너스/초빙 카드, 광대 토큰, 건축가 토큰, 숲/호수/공원
(경관) 타일, 자유 타일, 경매 단계, 행동 단계, 특별 캐릭터 경매, 최고의 작업, 오토마, 가상 플레이어,
보정치, 공동 건물, 영지판, 저택. Log lines are full polite sentences ("안나가 대학을 지었습니다.");
labels are short nouns ("대학 건설: 300플로린, 명성 +3").

No particle is written by hand after a name or number pasted in at run time: `josa` picks it.
"""

from __future__ import annotations

import re
from typing import Any, Callable

from rules.core.words import counted, korean, say, say_id, speaking, with_particle
from rules.florence.data import load
from rules.florence.state import (
    ACTIONS,
    AUCTION,
    CHARACTERS,
    DRAFT,
    ENDING,
    LANDSCAPE_ITEM,
    OVER,
    data_id,
    is_recruitment,
)

__all__ = [
    "ITEM_NAMES",
    "DECK_NAMES",
    "josa",
    "who",
    "card_name",
    "piece_name",
    "freedom_name",
    "character_name",
    "item_name",
    "deck_name",
    "florins",
    "prestige",
    "turned",
    "phase_name",
    "event",
    "say_event",
]


def josa(word: str, pair: str) -> str:
    """`word` with the Korean particle that fits its last sound ("안나가", "민준이")."""
    return with_particle(word, pair)


# --- the things on the table ------------------------------------------------------------------
#: auction items in English, with their article, as the log has always said them
ITEM_NAMES = {
    "forest": "a forest",
    "lake": "a lake",
    "park": "a park",
    LANDSCAPE_ITEM: "a landscape",
    "jester": "the jester",
    "builder": "the builder",
    "prestige": "a prestige card",
    "recruitment": "the recruitment card",
}
#: the same items by the Korean edition's names
ITEM_NAMES_KO = {
    "forest": "숲 타일",
    "lake": "호수 타일",
    "park": "공원 타일",
    LANDSCAPE_ITEM: "경관 타일",
    "jester": "광대 토큰",
    "builder": "건축가 토큰",
    "prestige": "명성 카드",
    "recruitment": "초빙 카드",
}
DECK_NAMES = {"prestige": "prestige", "profession": "profession", "bonus": "bonus"}
DECK_NAMES_KO = {"prestige": "명성", "profession": "전문가", "bonus": "보너스"}
#: the automa card's entries (the three landscapes share one) and its actions
ENTRY_NAMES_KO = dict(ITEM_NAMES_KO, landscape="경관 타일")
AUTOMA_ACTIONS_KO = {
    "work": "작업 완료",
    "build": "건축",
    "freedom": "자유 타일",
    "profession": "전문가 카드",
    "bonus": "보너스 카드",
}


def item_name(item: str, fallback: str = "the item") -> str:
    """An auction item: 'a forest' / '숲 타일'."""
    if korean():
        return ITEM_NAMES_KO.get(item, "경매 대상")
    return ITEM_NAMES.get(item, fallback)


def deck_name(deck: str) -> str:
    """A deck by its cards: 'bonus' / '보너스'."""
    return say(DECK_NAMES.get(deck, deck), DECK_NAMES_KO.get(deck, "카드"))


def _named(record: Any) -> str:
    """A component's name in the language spoken: its `name_ko` in Korean."""
    return record.name_ko if korean() else record.name


def card_name(card: str) -> str:
    """A profession, bonus or prestige card by its name; 'a recruitment card' / '초빙 카드'."""
    data = load()
    if is_recruitment(card):
        return say("a recruitment card", "초빙 카드")
    kind, key = card.partition(":")[0], data_id(card)
    table = {"profession": data.profession_by_id, "bonus": data.bonus_by_id, "prestige": data.prestige_by_id}.get(
        kind, {}
    )
    if key in table:
        return _named(table[key])
    return card


def piece_name(piece: str) -> str:
    """A building or landscape tile: 'Chapel' / '예배당'."""
    return _named(load().piece_by_id[piece])


def freedom_name(freedom: str) -> str:
    return _named(load().freedom_by_id[freedom])


def character_name(character: str) -> str:
    """A Muses & Ladies character: 'Merchant' / '상인'."""
    return _named(load().character_by_id[character])


def who(seat: int, names: tuple[str, ...] | None) -> str:
    """A seat by the name its player typed, else 'Seat 2' / '플레이어 2'."""
    if names and 0 <= seat < len(names):
        return names[seat]
    return say(f"Seat {seat + 1}", f"플레이어 {seat + 1}")


def automa() -> str:
    return say("the automa", "오토마")


def virtual_player(number: int) -> str:
    return say(f"virtual player {number}", f"가상 플레이어 {number}")


# --- counters ---------------------------------------------------------------------------------
def florins(amount: int) -> str:
    """'300 florins' / '300플로린' (the rulebook writes the number and the unit together)."""
    return say(f"{amount} florins", f"{amount}플로린")


def prestige(points: int) -> str:
    """'3 prestige' / '명성 3'."""
    return say(f"{points} prestige", f"명성 {points}")


def counted_cards(n: int, english: str = "card", korean_noun: str = "카드") -> str:
    """'2 bonus cards' / '보너스 카드 2장'."""
    return counted(n, english, korean_noun, "장")


def turned(orientation: int) -> str:
    """An orientation 0-7 in words: quarter turns clockwise, then a flip. English: ' (flipped, turned 90°)';
    Korean: ' (뒤집어, 90° 회전)'."""
    parts = []
    if orientation >= 4:
        parts.append(say("flipped", "뒤집어"))
    if orientation % 4:
        parts.append(say(f"turned {90 * (orientation % 4)}°", f"{90 * (orientation % 4)}° 회전"))
    return f" ({', '.join(parts)})" if parts else ""


def spot(row: int, col: int) -> str:
    """A cell, counted from 1: 'row 2, column 6' / '2행 6열'."""
    return say(f"row {row + 1}, column {col + 1}", f"{row + 1}행 {col + 1}열")


# --- what a bonus or prestige card counts ----------------------------------------------------------
#: key -> (English plural, Korean noun, Korean counter); the freedoms are named, not counted
COUNTS = {
    "buildings": ("buildings", "건물", "개"),
    "large_buildings": ("large buildings", "대형 건물", "개"),
    "medium_buildings": ("medium buildings", "중형 건물", "개"),
    "small_buildings": ("small buildings", "소형 건물", "개"),
    "landscapes": ("landscapes", "경관 타일", "개"),
    "forests": ("forests", "숲 타일", "개"),
    "lakes": ("lakes", "호수 타일", "개"),
    "parks": ("parks", "공원 타일", "개"),
    "freedoms": ("freedoms", "자유 타일", "개"),
    "jesters": ("jesters", "광대 토큰", "개"),
    "builders": ("builders", "건축가 토큰", "개"),
    "prestige_cards": ("prestige cards", "명성 카드", "장"),
    "hand_cards": ("cards in hand", "손에 든 카드", "장"),
    "front_cards": ("cards in front", "앞에 놓인 카드", "장"),
    "completed_works": ("completed works", "완료한 작업", "개"),
    "empty_estate_cells": ("empty cells", "영지판 빈칸", "칸"),
    "travel": ("Freedom of Travel", "거주 이전의 자유", ""),
    "religion": ("Freedom of Religion", "종교의 자유", ""),
    "opinion": ("Freedom of Opinion", "표현의 자유", ""),
}
FREEDOM_KEYS = ("travel", "religion", "opinion")


def count_noun(key: str) -> str:
    """What a card counts, uncounted: 'large buildings' / '대형 건물'."""
    english, korean_noun, _ = COUNTS[key]
    return say(english, korean_noun)


def need(key: str, n: int) -> str:
    """'2 large buildings', '1 lake', 'the Freedom of Travel' / '대형 건물 2개', '표현의 자유'."""
    english, korean_noun, counter = COUNTS[key]
    if key in FREEDOM_KEYS:
        return say(f"the {english}", korean_noun)
    return say(f"{n} {english[:-1] if n == 1 else english}", f"{korean_noun} {n}{counter}")


# --- phases -----------------------------------------------------------------------------------
#: phase -> (English, Korean). The English is the phase's id as the status line has always shown it.
PHASE_NAMES = {
    DRAFT: ("draft", "전문가 카드 선택"),
    AUCTION: ("auction", "경매 단계"),
    CHARACTERS: ("characters", "특별 캐릭터 경매"),
    ACTIONS: ("actions", "행동 단계"),
    ENDING: ("ending", "마지막 교수 사용"),
    OVER: ("over", "게임 종료"),
}


def phase_name(phase: str) -> str:
    english, korean_words = PHASE_NAMES.get(phase, (str(phase).replace("_", " "),) * 2)
    return say(english, korean_words)


# --- the automa's lines (solo) ---------------------------------------------------------------------
# The automa's deeds are kept in the state as English lines (`SoloState.events`, written when they
# happen, outside any language). Each kind is worded here once: the English template the state
# keeps, and the Korean made from the same facts, read back from the English line by the template.


def _entries_ko(text: str) -> str:
    """'jester +6, landscape +0' -> '광대 토큰 +6, 경관 타일 +0'."""
    out = []
    for part in text.split(", "):
        entry, _, modifier = part.rpartition(" +")
        out.append(f"{ENTRY_NAMES_KO.get(entry, entry)} +{modifier}")
    return ", ".join(out)


def _item_back(english: str) -> str:
    """An item's id from its English words ('a forest' -> 'forest')."""
    for item, words in ITEM_NAMES.items():
        if words == english:
            return item
    return english


def _worker_ko(english: str) -> str:
    """A worked card's Korean name from its English words after 'with' ('the Poet')."""
    if english == "a recruitment card":
        return "초빙 카드"
    name = english.removeprefix("the ")
    for p in load().professions:
        if p.name == name:
            return p.name_ko
    return name


def _piece_ko(english: str) -> str:
    return next((p.name_ko for p in load().buildings if p.name == english), english)


def _freedom_ko(english: str) -> str:
    return next((f.name_ko for f in load().freedoms if f.name == english), english)


def _k(f: dict[str, str], name: str, pair: str) -> str:
    return josa(f[name], pair)


#: kind -> (English template kept in the state, Korean from the template's fields)
EVENTS: dict[str, tuple[str, Callable[[dict[str, str]], str]]] = {
    "short": (
        "Short of florins, the automa gives up {steps} prestige for {florins} florins.",
        lambda f: (
            f"플로린이 모자라 오토마가 {josa('명성 ' + f['steps'], '을/를')} 내주고 {f['florins']}플로린을 받았습니다."
        ),
    ),
    "reveal": (
        "The automa reveals card {card} for the auction ({entries}).",
        lambda f: f"오토마가 경매용 오토마 카드 {josa(f['card'], '을/를')} 공개했습니다 ({_entries_ko(f['entries'])}).",
    ),
    "bids": (
        "Die {roll}: the automa bids {bid} for {item}.",
        lambda f: (
            f"주사위 {f['roll']}: 오토마가 {ITEM_NAMES_KO.get(_item_back(f['item']), f['item'])}에 "
            f"{f['bid']}플로린을 입찰했습니다."
        ),
    ),
    "rolled": (
        "Die {roll}: the automa's bid for {item} is {bid}.",
        lambda f: (
            f"주사위 {f['roll']}: {ITEM_NAMES_KO.get(_item_back(f['item']), f['item'])}에 대한 오토마의 "
            f"입찰가는 {f['bid']}플로린입니다."
        ),
    ),
    "takes": (
        "The automa takes {item} for {bid}.",
        lambda f: (
            f"오토마가 {josa(ITEM_NAMES_KO.get(_item_back(f['item']), f['item']), '을/를')} "
            f"{f['bid']}플로린에 확보했습니다."
        ),
    ),
    "recruitment": (
        "Nobody took the recruitment card: the top one is discarded.",
        lambda f: "아무도 초빙 카드를 확보하지 않아 맨 위 카드를 버립니다.",
    ),
    "builder": (
        "Nobody took a builder: one leaves the game.",
        lambda f: "아무도 건축가 토큰을 확보하지 않아 1개를 게임에서 제외합니다.",
    ),
    "must_work": (
        "Card {card}: the automa works instead, as its {face_down} face-down cards equal its "
        "{left} actions left in the game.",
        lambda f: (
            f"오토마 카드 {f['card']}: 뒷면 카드 {f['face_down']}장이 남은 행동 {f['left']}번과 "
            "같아서 오토마는 대신 작업 완료를 합니다."
        ),
    ),
    "slot": (
        "Card {card}, slot {slot}: {action}.",
        lambda f: f"오토마 카드 {f['card']}, {f['slot']}번 칸: {AUTOMA_ACTIONS_KO.get(f['action'], f['action'])}.",
    ),
    "nothing": (
        "Card {card}, slot {slot}: nothing possible.",
        lambda f: f"오토마 카드 {f['card']}, {f['slot']}번 칸: 할 수 있는 행동이 없습니다.",
    ),
    "works": (
        "The automa works with {worker} (value {value}) and keeps all {income} florins, taking no prestige for them.",
        lambda f: (
            f"오토마가 {josa(_worker_ko(f['worker']), '으로/로')} 작품성 {f['value']}의 작업을 완료하고 "
            f"{f['income']}플로린을 모두 가집니다 (명성으로 바꾸지 않습니다)."
        ),
    ),
    "builds": (
        "The automa builds the {building} for {cost} (+{gain} prestige; it lays no tile, having no estate plan).",
        lambda f: (
            f"오토마가 {josa(_piece_ko(f['building']), '을/를')} {f['cost']}플로린에 지었습니다 "
            f"(명성 +{f['gain']}; 영지 배치는 하지 않습니다)."
        ),
    ),
    "freedom": (
        "The automa takes the {freedom} for {cost}.",
        lambda f: f"오토마가 {josa(_freedom_ko(f['freedom']), '을/를')} {f['cost']}플로린에 얻었습니다.",
    ),
    "profession": (
        "The automa pays {cost} for a profession card (and each virtual player takes one).",
        lambda f: f"오토마가 {f['cost']}플로린을 내고 전문가 카드 1장을 가져갑니다 (가상 플레이어도 1장씩 받습니다).",
    ),
    "bonus": (
        "The automa pays {cost} for a bonus card and lays it on a face-down card.",
        lambda f: f"오토마가 {f['cost']}플로린을 내고 보너스 카드 1장을 뒷면 카드 위에 놓았습니다.",
    ),
    "gives": (
        "Virtual player {number} gives the automa its {card} in place of the recruited card.",
        lambda f: (
            f"가상 플레이어 {josa(f['number'], '이/가')} 초빙된 카드 대신 "
            f"{josa(_worker_ko(f['card']), '을/를')} 오토마에게 줍니다."
        ),
    ),
}


def event(kind: str, **fields: Any) -> str:
    """The automa's line of `kind` as the state keeps it: always English, whatever is spoken around the
    step (the narration replays steps inside `speaking`). Ids are named here: `item` an auction item,
    `building` a piece, `freedom` a freedom, `worker` a worked card ('the Poet'), `card` in "gives" a
    profession card."""
    with speaking("en"):
        if "item" in fields:
            fields["item"] = ITEM_NAMES.get(fields["item"], fields["item"])
        if "building" in fields:
            fields["building"] = piece_name(fields["building"])
        if "freedom" in fields:
            fields["freedom"] = freedom_name(fields["freedom"])
        if "worker" in fields:
            name = card_name(fields["worker"])
            fields["worker"] = name if name.startswith("a ") else f"the {name}"
        if kind == "gives":
            fields["card"] = card_name(fields["card"])
        return EVENTS[kind][0].format(**fields)


def _choices(field: str) -> str:
    """What a field of a kept line may be: the known English words for names, anything else."""
    data = load()
    known = {
        "item": ITEM_NAMES.values(),
        "building": (b.name for b in data.buildings),
        "freedom": (f.name for f in data.freedoms),
        "action": AUTOMA_ACTIONS_KO.keys(),
    }.get(field)
    if known is None:
        return ".+?"
    return "|".join(re.escape(word) for word in sorted(known, key=len, reverse=True))


def _pattern(template: str) -> re.Pattern[str]:
    parts = re.split(r"\{(\w+)\}", template)
    regex = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>{_choices(p)})" for i, p in enumerate(parts))
    return re.compile(f"^{regex}$")


_PATTERNS = {kind: _pattern(template) for kind, (template, _) in EVENTS.items()}


def say_event(text: str) -> str:
    """A line the automa's record keeps, in the language spoken (a line of no known kind as it is)."""
    if not korean():
        return text
    for kind, pattern in _PATTERNS.items():
        found = pattern.match(text)
        if found:
            return EVENTS[kind][1](found.groupdict())
    return text


# --- the board and panels (issue 26) -------------------------------------------------------------
def freedom_short(freedom: str, lower: bool = False) -> str:
    """A freedom by its kind alone, as the board lists them: 'Travel' ('travel') / '거주 이전'."""
    record = load().freedom_by_id[freedom]
    if korean():
        return record.name_ko.removesuffix("의 자유")
    short = record.name.replace("Freedom of ", "")
    return short.lower() if lower else short


def landscape_word(piece: str) -> str:
    """A landscape as the supply counts it: 'forest' / '숲'."""
    return say(load().piece_by_id[piece].name.lower(), load().piece_by_id[piece].name_ko)


def mansion() -> str:
    return say("mansion", "저택")


def you(name: str) -> str:
    """The seat shown, marked: 'Ann (you)' / 'Ann (나)'."""
    return say(f"{name} (you)", f"{name} (나)")


def automa_entry(entry: str) -> str:
    """An entry of an automa card's auction row: 'jester' / '광대 토큰' ('landscape' stands for all three)."""
    return say_id(entry, ENTRY_NAMES_KO)


#: the automa card's actions by the rulebook's names of the actions
AUTOMA_ACTION_NAMES_KO = {
    "work": "작업 완료",
    "build": "건축",
    "freedom": "자유 보장",
    "profession": "전문가 카드 얻기",
    "bonus": "보너스 카드 얻기",
}


def automa_action(action: str) -> str:
    """An action slot's entry as the card prints it: 'build' / '건축'."""
    return say_id(action, AUTOMA_ACTION_NAMES_KO)


#: the rules' reasons a tile may not lie somewhere (rules.florence.estate.why_not and
#: rules.florence.shared.placement_problem keep them in English), in Korean
PLACEMENT_REASONS_KO = {
    "the tile must lie inside the estate": "타일은 영지판 안에 놓아야 합니다",
    "the tile may not cover the mansion": "타일로 저택을 덮을 수 없습니다",
    "the tile may not cover another tile": "다른 타일 위에 놓을 수 없습니다",
    "below 2 builders a building may not touch another building or the mansion by an edge": "건축가 토큰이 2개 미만이면 건물이 다른 건물이나 저택과 변으로 맞닿을 수 없습니다",
    "alone, a building on the cells along a neighbour's board needs a builder, and 2 builders where it "
    "faces a building": "혼자 지을 때 이웃 영지판과 맞닿는 칸에는 건축가 토큰이 1개, 건물과 마주하면 2개 필요합니다",
    "the building must lie inside the two estates": "건물은 두 영지판 안에 놓아야 합니다",
    "a shared building must lie across the seam, on both boards": "공동 건물은 두 영지판에 걸쳐 놓아야 합니다",
    "the building may not cover a mansion": "건물로 저택을 덮을 수 없습니다",
}
_SIDES_KO = {"left": "왼쪽", "right": "오른쪽"}
_SIDE_REASONS = (
    (
        re.compile(r"^the building may not cover another tile \(on the (left|right) board\)$"),
        "{side} 영지판: 다른 타일 위에 놓을 수 없습니다",
    ),
    (
        re.compile(
            r"^on the (left|right) board \(its owner has fewer than 2 builders\) the building may not touch "
            r"another building or the mansion by an edge$"
        ),
        "{side} 영지판 (주인의 건축가 토큰 2개 미만): 건물이 다른 건물이나 저택과 변으로 맞닿을 수 없습니다",
    ),
)


def placement_reason(english: str) -> str:
    """A refused spot's reason in the language spoken (an unknown one as it is)."""
    if not english or not korean():
        return english
    if english in PLACEMENT_REASONS_KO:
        return PLACEMENT_REASONS_KO[english]
    for pattern, korean_words in _SIDE_REASONS:
        found = pattern.match(english)
        if found:
            return korean_words.format(side=_SIDES_KO[found.group(1)])
    return english


# --- the cards' texts (the glossary) ----------------------------------------------------------
#: what the glossary calls each kind of entry
GLOSSARY_KINDS = {
    "profession": "전문가 카드",
    "building": "건물 타일",
    "landscape": "경관 타일",
    "freedom": "자유 타일",
    "bonus": "보너스 카드",
    "prestige": "명성 카드",
    "character": "특별 캐릭터",
    "automa card": "오토마 카드",
    "token": "토큰",
    "card": "카드",
}


def glossary_kind(kind: str) -> str:
    return say(kind, GLOSSARY_KINDS.get(kind, kind))


#: the Muses & Ladies characters' effects in Korean (data/florence/characters.toml keeps the English
#: `text`; these say the same effect in our own words, with the Korean rulebook's terms)
CHARACTER_TEXTS_KO = {
    "banker": "즉시 사용: 카드 위의 플로린을 모두 가져가고, 은행에서 600플로린을 새로 올려 둡니다. "
    "7라운드에 확보하면 앞에 두었다가 게임이 끝날 때 가진 플로린 200마다 명성 1로 바꿉니다.",
    "cardinal": "이번 라운드 행동 단계에 행동을 한 번 더 합니다 (자유 보장과 전문가 카드 얻기는 여전히 차례에 한 번).",
    "merchant": "둘 중 하나: 다음 일반 경매에서 확보한 대상을 공짜로 얻거나, 언제든 평판 트랙의 자기 등수만큼 "
    "명성을 얻습니다 (동점은 같은 등수, 그다음 등수는 그만큼 건너뜀).",
    "muse": "이번 라운드 행동 단계에 완료하는 작업마다 작품성이 라운드 숫자만큼 오릅니다.",
    "lady": "전문가 카드 없이 작업 완료를 한 번 합니다: 경관 타일당 3, 건축가 토큰당 2, 건물 타일당 2, "
    "전문가/초빙 카드당 1; 최소 작품성 이상이어야 하며 보너스 카드는 쓸 수 없습니다.",
    "professor": "한 번, 무료: 명성 카드나 보너스 카드 더미 맨 위 5장을 보고 1장을 가진 뒤 나머지는 더미 맨 아래에 놓습니다.",
}


def character_text(character: str) -> str:
    record = load().character_by_id[character]
    return say(record.text, CHARACTER_TEXTS_KO.get(character, record.text))
