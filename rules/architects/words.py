"""Architects' one vocabulary, in English and Korean: the names of resources, places, skills,
components, counters and phases, and the small phrases every log line, label and reason is
built from (`describe`, `narrate`, `reasons` and the screen's labels all use these).

The language is the one the caller set with `rules.core.words.speaking`; each phrase is made
from the same facts in both languages, side by side (`say`). English is the game's original
wording, kept byte for byte. The Korean terms are the Korean rulebook's
(../shared/seeds/004_b980bf85c17fc177.txt): 점토, 나무, 돌, 금, 대리석, 은화, 선행 (점), 채권
(장), 승점, 일꾼 (개, as the rulebook counts them), 수습생 (명), 건물 카드 (장), 채석장, 숲,
광산, 은 제작소, 왕의 창고, 작업장, 중심가, 세금 관리소, 구치소, 암시장, 길드홀, 교도소,
대성당, 보상 카드, 책략 카드, 암시장 재설정, 포획, 석방, 미납 채권, 파기, 목공/타일/석공 기술.
Korean particles after names and numbers are picked at run time (`with_particle`).
"""

from __future__ import annotations

from typing import Any, Iterable

from rules.architects.data import Amount, catalog
from rules.core.words import korean, particle, say, say_id, with_particle

# ----------------------------------------------------------------- resources and counters
#: Each thing an Amount may hold: (Korean term, Korean counter). English reads the id itself.
RESOURCE_KO = {
    "silver": ("은화", "개"),
    "clay": ("점토", "개"),
    "wood": ("나무", "개"),
    "stone": ("돌", "개"),
    "gold": ("금", "개"),
    "marble": ("대리석", "개"),
    "virtue": ("선행", "점"),
    "building": ("건물 카드", "장"),
    "wood_stone": ("나무/돌", "개"),
    "wood/stone": ("나무/돌", "개"),
    "gold/marble": ("금/대리석", "개"),
    "debt": ("채권", "장"),
}

#: Counted nouns of the phrases: English singular -> (Korean noun, counter).
NOUN_KO = {
    "building": ("건물 카드", "장"),
    "card": ("카드", "장"),
    "trade": ("교환", "번"),
    "capture": ("포획", "번"),
    "action": ("행동", "번"),
    "worker": ("일꾼", "개"),
    "captive": ("포로 일꾼", "개"),
    "unpaid debt": ("미납 채권", "장"),
    "debt": ("채권", "장"),
    "location": ("장소", "곳"),
}


def resource_name(resource: str) -> str:
    """'wood/stone' / '나무/돌': a resource's name alone."""
    return say(resource.replace("_", "/"), RESOURCE_KO.get(resource, (resource, ""))[0])


def resource_count(resource: str, n: int) -> str:
    """'2 clay' / '점토 2개', '1 virtue' / '선행 1점'."""
    if korean():
        noun, counter = RESOURCE_KO.get(resource, (resource, "개"))
        return f"{noun} {n}{counter}"
    return f"{n} {resource.replace('_', '/')}"


def amount_text(amount: Amount) -> str:
    """'4 clay and 2 wood' / '점토 4개, 나무 2개'; 'nothing' / '없음'."""
    parts = [resource_count(r, n) for r, n in amount if n]
    if not parts:
        return say("nothing", "없음")
    if korean():
        return ", ".join(parts)
    return ", ".join(parts[:-1]) + (" and " if len(parts) > 1 else "") + parts[-1]


def plural(n: int, word: str) -> str:
    """'3 buildings' / '건물 카드 3장' (the nouns of NOUN_KO)."""
    if korean():
        noun, counter = NOUN_KO.get(word, (word, "개"))
        return f"{noun} {n}{counter}"
    return f"{n} {word}" + ("" if n == 1 else "s")


def silver(n: int) -> str:
    """'3 silver' / '은화 3개'."""
    return resource_count("silver", n)


def virtue(n: int) -> str:
    """'2 virtue' / '선행 2점'."""
    return resource_count("virtue", n)


def silver_words(total: int, tax: int) -> str:
    """'5 silver (2 of it tax)' / '은화 5개 (그중 세금 2개)'."""
    return say(
        f"{total} silver" + (f" ({tax} of it tax)" if tax else ""),
        silver(total) + (f" (그중 세금 {tax}개)" if tax else ""),
    )


def ordinal(n: int) -> str:
    """'2nd' / '두 번째' (the rulebook's "자기 두 번째 일꾼")."""
    return say({1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th"), f"{_KO_ORDINALS.get(n, str(n))} 번째")


_KO_ORDINALS = {1: "첫", 2: "두", 3: "세", 4: "네", 5: "다섯", 6: "여섯", 7: "일곱", 8: "여덟", 9: "아홉", 10: "열"}


def word_list(words: Iterable[str]) -> str:
    """'a', 'a and b', 'a, b and c' / 'a', 'a와 b', 'a, b와 c' (the particle picked for b)."""
    items = list(words)
    if len(items) <= 1:
        return "".join(items)
    if korean():
        return ", ".join(items[:-2] + [with_particle(items[-2], "과/와")]) + " " + items[-1]
    return ", ".join(items[:-1]) + " and " + items[-1]


def either_list(words: Iterable[str]) -> str:
    """'a, b or c' / 'a, b 또는 c'."""
    items = list(words)
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + say(" or ", " 또는 ") + items[-1]


# ----------------------------------------------------------------- places
#: A location's name in a sentence ("at the Quarry"): English with its article, Korean term.
LOCATION_NAMES = {
    "quarry": "the Quarry",
    "forest": "the Forest",
    "mines": "the Mines",
    "silversmith": "the Silversmith",
    "storehouse": "the King's Storehouse",
    "workshop": "the Workshop",
    "town_centre": "the Town Centre",
    "tax_stand": "the Tax Stand",
    "guardhouse": "the Guardhouse",
    "black_market": "the Black Market",
    "guildhall": "the Guildhall",
    "prison": "the Prison",
    "market": "the Black Market",
}
LOCATION_KO = {
    "quarry": "채석장",
    "forest": "숲",
    "mines": "광산",
    "silversmith": "은 제작소",
    "storehouse": "왕의 창고",
    "workshop": "작업장",
    "town_centre": "중심가",
    "tax_stand": "세금 관리소",
    "guardhouse": "구치소",
    "black_market": "암시장",
    "guildhall": "길드홀",
    "prison": "교도소",
    "market": "암시장",
}


def location(place: str) -> str:
    """'the Quarry' / '채석장'."""
    return say(LOCATION_NAMES[place], LOCATION_KO[place])


def location_title(place: str) -> str:
    """'Quarry' / '채석장': the name heading a label."""
    return say(LOCATION_NAMES[place].removeprefix("the "), LOCATION_KO[place])


def cathedral_level(level: int) -> str:
    """'Cathedral level 2' / '대성당 2레벨'."""
    return say(f"Cathedral level {level}", f"대성당 {level}레벨")


def guild_space(row: int, column: int) -> str:
    """'row 2, space 3' / '2행 3번째 칸'."""
    return say(f"row {row}, space {column}", f"{row}행 {column}번째 칸")


def market_space(space: int) -> str:
    """'Black Market space 2' / '암시장 2번 칸'."""
    return say(f"Black Market space {space}", f"암시장 {space}번 칸")


# ----------------------------------------------------------------- skills
SKILL_WORDS = {"carpentry": "carpentry", "tiling": "tiling", "masonry": "masonry"}
SKILL_KO = {"carpentry": "목공", "tiling": "타일", "masonry": "석공"}


def skill(name: str) -> str:
    return say(SKILL_WORDS[name], SKILL_KO[name])


def missing_skills_text(skills: tuple[str, ...]) -> str:
    """The apprentices a building still needs, one icon each, any apprentice showing several
    counting for each (rulebook L836): 'an apprentice with tiling', 'apprentices with carpentry
    and tiling (one may have both)' / '타일 기술 수습생', '목공, 타일 기술 수습생 (한 명이 둘 다
    가져도 됨)'."""
    words = [skill(s) for s in skills]
    if korean():
        note = "" if len(words) == 1 else f" (한 명이 {'둘 다' if len(words) == 2 else '여럿을'} 가져도 됨)"
        return f"{', '.join(words)} 기술 수습생{note}"
    if len(words) == 1:
        return f"an apprentice with {words[0]}"
    either = "both" if len(words) == 2 else "several"
    return f"apprentices with {word_list(words)} (one may have {either})"


# ----------------------------------------------------------------- components
def name_of(record: Any) -> str:
    """A data record's name in the language spoken (`name` / `name_ko`, the Korean edition's)."""
    return say(record.name, record.name_ko)


def building_name(card: str) -> str:
    return name_of(catalog().building(card))


def apprentice_name(card: str) -> str:
    return name_of(catalog().kind(catalog().apprentice(card).kind))


def board_name(board: str) -> str:
    return name_of(catalog().board(board))


def ai_name(side: str) -> str:
    return name_of(catalog().ai_side(side))


#: The character boards' abilities in Korean (the data gives them in English only).
BOARD_ABILITY_KO = {
    "rudolf": "작업장에서 수습생을 고용할 때 은화(세금 제외)를 1개 적게 내고, 수습생을 6명까지 둘 수 있음",
    "ada": "모든 비용에서 세금 1개를 더 무시함",
    "therese": "대리석과 금을 모든 면에서 같은 자원으로 봄",
    "frederick": "대성당 작업을 추진할 때 건물 카드를 버리지 않음",
    "caroline": "암시장 행동을 할 때마다 건물 카드 1장을 뽑음",
}


def board_ability(board: str) -> str:
    record = catalog().board(board)
    return say(record.ability, BOARD_ABILITY_KO.get(board, record.ability))


def player_name(index: int) -> str:
    """The name of a seat nobody named: 'Player 2' / '플레이어 2'."""
    return say(f"Player {index + 1}", f"플레이어 {index + 1}")


def owner_name(view: Any, index: int, names: tuple[str, ...] | None = None) -> str:
    """A seat's display name, or the AI's name ("Constantine", "Helena" / "콘스탄틴", "헬레나")."""
    if index == view.ai_index and view.automa is not None:
        return ai_name(view.automa.side)
    if names and 0 <= index < len(names):
        return names[index]
    return player_name(index)


def subject(word: str) -> str:
    """'민준이' / '지아가' (Korean only: the subject particle after a name)."""
    return with_particle(word, "이/가")


def topic(word: str) -> str:
    return with_particle(word, "은/는")


def obj(word: str) -> str:
    return with_particle(word, "을/를")


def by(word: str) -> str:
    """'은화 3개로' / '점토 4개, 나무 2개로' (the means: 으로/로)."""
    return word + particle(word, "으로/로")


# ----------------------------------------------------------------- score categories
#: The score's categories (rules.architects.scoring.breakdown), in Korean; English: the ids.
SCORE_KO = {
    "buildings": "건물",
    "debts": "채권",
    "gold": "금",
    "marble": "대리석",
    "cathedral": "대성당",
    "virtue": "선행",
    "silver": "은화",
    "prison": "교도소",
    "guildhall": "길드홀 일꾼",
}


def score_category(name: str) -> str:
    """'cathedral' / '대성당': a score category as the table names it."""
    return say_id(name, SCORE_KO)


# ----------------------------------------------------------------- phases
#: The status line's phase names. English: the id as the table has always shown it.
PHASE_KO = {
    "boards": "개인 게임판 선택",
    "draft": "시작 건물 카드 드래프트",
    "play": "게임 진행",
    "final": "게임 종료 효과 해결",
    "over": "게임 종료",
}


def phase_name(phase: str) -> str:
    return say(str(phase).replace("_", " "), PHASE_KO.get(phase, str(phase).replace("_", " ")))
