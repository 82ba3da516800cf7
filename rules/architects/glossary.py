"""Glossary entries: every building, apprentice, Black Market card, Reward, player board and location,
worded in the language spoken (`rules.core.words.language`: the app's on its rules screen).

The English is as it always was; the Korean says the same facts from the same data, in the Korean
rulebook's terms (건물 카드, 수습생, 암시장 소형/대형 시장 면, 보상 카드, 개인 게임판, 대성당 작업 추진,
포획, 석방, 상환). The card texts' Korean below is our own wording of the English texts of
data/architects (provenance: reconstructed, not the Korean edition's card faces). Each language is
built once, inside `speaking` of its own, so `amount_text` follows the language of the entry.
"""

from __future__ import annotations

import functools

from rules.architects.data import catalog
from rules.architects.describe import LOCATION_NAMES, amount_text
from rules.architects.words import BOARD_ABILITY_KO, resource_count, skill
from rules.architects.words import location as place_name
from rules.core.engine import GlossaryEntry
from rules.core.words import language, speaking

SKILL_NAMES = {"carpentry": "carpentry", "tiling": "tiling", "masonry": "masonry"}
LOCATION_TEXT = {
    "quarry": ("채석장", "Take 1 stone per worker of yours there (the new one included)."),
    "forest": ("숲", "Take 1 wood per worker of yours there (the new one included)."),
    "mines": ("광산", "Take 1 clay plus 1 per worker of yours there, or 1 gold per 2 of your workers there."),
    "silversmith": ("은 제작소", "Take 1 silver plus 1 per worker of yours there."),
    "storehouse": (
        "왕의 창고",
        (
            "One trade per worker of yours there: 2 clay/wood/stone for 1 virtue, 3 wood/stone "
            "for 1 marble, or an apprentice's trade."
        ),
    ),
    "workshop": (
        "작업장",
        (
            "Hire an apprentice (4 silver, 2 of them tax) from the columns your workers reach, or "
            "draw 1 Building card plus 1 per 2 of your workers there."
        ),
    ),
    "town_centre": (
        "중심가",
        (
            "One capture per worker of yours there: all workers of one colour at one location "
            "(first capture 1 tax, then 1 silver each)."
        ),
    ),
    "tax_stand": ("세금 관리소", "Take all the tax and lose 2 virtue. Not allowed when there is no tax."),
    "guardhouse": (
        "구치소",
        (
            "One action per worker of yours there: captives to Prison for 1 silver each; free "
            "your workers from Prison; take back your captured workers (5 silver or a debt); pay off a "
            "debt (6 silver)."
        ),
    ),
    "black_market": (
        "암시장",
        (
            "Three spaces, one worker each, 1/2/3 silver and 1 virtue: the small card's "
            "reward / hire any apprentice or draw 5 keep 1 / the large card's reward. Not at virtue 10+."
        ),
    ),
    "guildhall": ("길드홀", "Construct a building from your hand, or work on the Cathedral."),
}

# ----------------------------------------------------------------- the Korean texts (reconstructed)
LOCATION_TEXT_KO = {
    "quarry": "그곳에 있는 내 일꾼 1개마다 (방금 놓은 일꾼 포함) 돌 1개를 얻습니다.",
    "forest": "그곳에 있는 내 일꾼 1개마다 (방금 놓은 일꾼 포함) 나무 1개를 얻습니다.",
    "mines": "점토 1개에 더해 그곳의 내 일꾼 1개마다 점토 1개를 얻거나, 그곳의 내 일꾼 2개마다 금 1개를 얻습니다.",
    "silversmith": "은화 1개에 더해 그곳의 내 일꾼 1개마다 은화 1개를 얻습니다.",
    "storehouse": (
        "그곳의 내 일꾼 1개마다 교환 1번: 점토/나무/돌 2개를 선행 1로, 나무/돌 3개를 대리석 1개로, "
        "또는 수습생 카드의 교환."
    ),
    "workshop": (
        "내 일꾼이 닿는 열에서 수습생 1명을 고용하거나 (은화 4개, 그중 세금 2개), 건물 카드 1장에 더해 "
        "그곳의 내 일꾼 2개마다 1장을 더 뽑습니다."
    ),
    "town_centre": (
        "그곳의 내 일꾼 1개마다 포획 1번: 한 장소에 있는 한 색깔의 일꾼 전부 (첫 포획은 세금 1개, "
        "그다음부터 은화 1개씩)."
    ),
    "tax_stand": "세금을 모두 가져가고 선행 2를 잃습니다. 세금이 없으면 갈 수 없습니다.",
    "guardhouse": (
        "그곳의 내 일꾼 1개마다 행동 1번: 포로를 1개당 은화 1개에 교도소로 보내기; 교도소에서 내 일꾼 "
        "석방하기; 포획당한 내 일꾼 되찾기 (은화 5개 또는 채권 1장); 채권 상환하기 (은화 6개)."
    ),
    "black_market": (
        "칸 3개, 칸마다 일꾼 1개, 은화 1/2/3개와 선행 1: 소형 시장 카드의 보상 / 아무 수습생 고용 또는 "
        "5장 뽑아 1장 갖기 / 대형 시장 카드의 보상. 선행 10 이상이면 갈 수 없습니다."
    ),
    "guildhall": "손에 든 건물 카드로 건물을 짓거나, 대성당 작업을 추진합니다.",
}

_END = "게임이 끝날 때, "
_BEFORE = "최종 점수 계산 전에, "
BUILDING_TEXT_KO = {
    "b-smithy": "돌 4개를 얻습니다.",
    "b-steeple": _END + "대성당에서 다른 모든 플레이어보다 높이 있으면 승점 2점을 더 얻습니다.",
    "b-stone_market": _END + "다른 모든 플레이어보다 돌을 많이 가지고 있으면 승점 2점을 더 얻습니다.",
    "b-tavern": "앞면으로 놓인 수습생 1명을 (어느 열이든) 무료로 고용합니다.",
    "b-thieves_den": "은화 4개를 얻습니다.",
    "b-tilers_hut": _END + "고용한 타일 기술 수습생 1명마다 승점 1점.",
    "b-trading_post": _BEFORE + "가진 점토, 나무, 돌을 모두 합쳐 4개마다 선행 1을 얻습니다.",
    "b-treasury": "금 1개 또는 은화 3개를 얻습니다.",
    "b-university": _END + "미납 채권이 없으면 승점 2점을 더 얻습니다.",
    "b-watchtower": "교도소에 일꾼이 3개 이상 있는 모든 플레이어 (자신 포함)는 선행 1을 잃습니다.",
    "b-well": "점토 4개를 얻습니다.",
    "b-wood_market": _END + "다른 모든 플레이어보다 나무를 많이 가지고 있으면 승점 2점을 더 얻습니다.",
    "b-aqueduct": _END + "내가 지은 건물 1장마다 (이 건물 포함) 승점 1점.",
    "b-armoury": "중심가에서처럼 무료로 포획을 1번 합니다.",
    "b-barracks": "다른 플레이어의 게임판에 있는 내 일꾼을 모두 무료로 되찾거나, 무료로 포획을 1번 합니다.",
    "b-betting_house": "미납 채권 1장을 받습니다.",
    "b-carpenters_hut": _END + "고용한 목공 기술 수습생 1명마다 승점 1점.",
    "b-castle": _BEFORE + "가진 금 2개마다 선행 1을 얻습니다.",
    "b-chapel": _BEFORE + "대성당에서 다른 모든 플레이어보다 높이 있으면 선행 2를 얻습니다.",
    "b-church": "내 미납 채권 1장을 파기할 수 있습니다.",
    "b-clay_market": _END + "다른 모든 플레이어보다 점토를 많이 가지고 있으면 승점 2점을 더 얻습니다.",
    "b-clay_pit": "금 1개 또는 대리석 1개를 얻습니다.",
    "b-drafting_room": "건물 카드 2장을 뽑습니다.",
    "b-dungeon": _BEFORE + "선행 2를 잃습니다 (게임이 끝날 때의 다른 선행 효과와는 원하는 순서로).",
    "b-factory": "대리석 2개를 얻습니다.",
    "b-fortress": "무료로 포획을 2번 합니다. 인원수와 상관없이 서로 다른 두 장소에서 해도 됩니다.",
    "b-fountain": "미납 채권 1장마다 잃는 승점이 1점 줄어듭니다 (2점 대신 1점).",
    "b-gamblers_den": "미납 채권 1장마다 잃는 승점이 1점 늘어납니다 (2점 대신 3점).",
    "b-hideout": "교도소에 있는 내 일꾼을 모두 석방해 내 게임판으로 가져옵니다.",
    "b-keep": _END + "내 게임판에 있는 포로 일꾼 3개마다 승점 1점.",
    "b-library": "손에서 건물 카드 1장을 버리고 금 2개를 얻을 수 있습니다.",
    "b-lighthouse": _END + "선행 4마다 승점 1점.",
    "b-lumber_camp": "나무 4개를 얻습니다.",
    "b-masons_hut": _END + "고용한 석공 기술 수습생 1명마다 승점 1점.",
    "b-moneylender": _END + "가진 상환한 채권 1장마다 승점 1점.",
    "b-monument": "모든 플레이어 (자신 포함)가 선행 1을 얻습니다: 자신은 모두 합해 2를 얻습니다.",
    "b-observatory": _BEFORE + "가진 대리석 2개마다 선행 1을 얻습니다.",
    "b-palace": "지금 가진 선행 4마다 금 1개를 얻습니다.",
    "b-reservoir": _BEFORE + "가진 상환한 채권 2장마다 선행 1을 얻습니다.",
    "b-silver_market": _END + "다른 모든 플레이어보다 은화를 많이 가지고 있으면 승점 2점을 더 얻습니다.",
}
_STOREHOUSE_TRADE = "왕의 창고에서 교환을 1번 더 합니다: "
APPRENTICE_TEXT_KO = {
    "acolyte": "대성당 작업을 추진할 때마다 카드의 보상도 얻습니다.",
    "conspirator": "중심가에서 포획할 때 은화를 1개 적게 냅니다 (세금은 그대로).",
    "debt_collector": "채권을 상환할 때마다 카드의 자원도 얻습니다.",
    "gatekeeper": "암시장 재설정 때마다 교도소에서 내 일꾼을 2개까지 석방할 수 있습니다.",
    "illusionist": "암시장 행동을 해도 선행을 잃지 않습니다.",
    "jeweller": "은 제작소에서 은화를 1개 더 얻습니다.",
    "labourer": "세 가지 기술을 모두 가졌습니다.",
    "merchant": _STOREHOUSE_TRADE + "카드의 은화를 내고 카드의 자원을 받습니다.",
    "miner": "광산에서 점토를 1개 더 얻습니다 (점토를 받든 금을 받든).",
    "patron": _STOREHOUSE_TRADE + "카드의 물품을 내고 선행 1을 받습니다.",
    "pickpocket": "세금 관리소에서 세금을 훔칠 때마다 금 1개를 얻습니다.",
    "squire": "암시장 재설정 때마다, 교도소에 내 일꾼이 하나도 없으면 카드의 보상을 얻습니다.",
    "stonecutter": "채석장에서 돌을 1개 더 얻습니다.",
    "swindler": "암시장 행동을 할 때마다 카드의 자원도 얻습니다.",
    "thief": "세금 관리소에서 세금을 훔칠 때 선행을 1 덜 잃습니다.",
    "trader": _STOREHOUSE_TRADE + "카드의 자원을 내고 대리석 1개를 받습니다.",
    "trickster": "암시장 행동에 은화를 1개 적게 냅니다.",
    "woodcutter": "숲에서 나무를 1개 더 얻습니다.",
}
TIMING_KO = {"immediate": "지을 때", "end_game": "게임 종료 때", "scoring": "점수 계산 때"}
#: A player board's start, in Korean (the keys of data/architects/board.toml).
START_KO = {"buildings": ("건물 카드", "장"), "prisoners": ("포로 일꾼", "개"), "debts": ("채권", "장")}
KIND_KO = {
    "building": "건물 카드",
    "apprentice": "수습생",
    "black_market": "암시장 카드",
    "reward": "보상 카드",
    "player_board": "개인 게임판",
    "location": "장소",
    "cathedral": "대성당",
    "ai": "AI 상대",
    "scheme": "책략 카드",
}

# ----------------------------------------------------------------- the AI (data/architects/automa.toml)
#: What the AI does where its Scheme card sends it (automa.toml's effect words), in both languages.
AI_EFFECT_TEXT = {
    "none": ("only the worker is placed", "일꾼만 놓습니다"),
    "capture_largest": (
        "once per AI worker there, it captures for free the largest group of human workers at a large-circle location",
        "그곳의 AI 일꾼 1개마다, 큰 원형 칸 장소에 있는 가장 큰 사람 플레이어 일꾼 무리를 무료로 포획합니다",
    ),
    "imprison_or_release": (
        "it sends all the captives on its board to the Prison and gains {marble} marble, or "
        "with none, frees its own workers from the Prison",
        "자기 게임판의 포로를 모두 교도소로 보내고 대리석 {marble}개를 얻거나, 포로가 없으면 "
        "교도소에서 자기 일꾼을 석방합니다",
    ),
    "steal_tax": (
        "the tax goes back to the supply and it loses 2 virtue",
        "세금을 공급처로 되돌리고 선행 2를 잃습니다",
    ),
    "market_marble": (
        "it takes the left-most free space and loses 1 virtue; of that space's reward it gains only the marble",
        "비어 있는 가장 왼쪽 칸에 놓고 선행 1을 잃으며, 그 칸의 보상 가운데 대리석만 얻습니다",
    ),
    "cathedral": (
        "it takes the next Guildhall space, then climbs a Cathedral level for free if that level has a "
        "space (of the Reward: virtue and marble only)",
        "다음 길드홀 칸에 놓은 뒤, 다음 대성당 레벨에 자리가 있으면 무료로 오릅니다 (보상 카드에서는 "
        "선행과 대리석만 얻음)",
    ),
}
DECK_WORDS = {"start": ("start", "시작"), "future": ("future", "미래")}


def _scheme_text(scheme, korean_words: bool) -> str:
    """A Scheme card's text in English or Korean (the language spoken must be the same one)."""
    cat = catalog()
    pick = 1 if korean_words else 0
    effect = AI_EFFECT_TEXT[scheme.effect][pick].format(marble=cat.ai_imprison_marble)
    fallback = dict(cat.ai_fallbacks).get(scheme.location)
    deck = DECK_WORDS.get(scheme.deck, (scheme.deck, scheme.deck))[pick]
    if korean_words:
        text = f"AI의 {deck} 책략 카드 (비공식 대체 카드): {place_name(scheme.location)}에 일꾼 1개; {effect}."
        if fallback:
            text += f" 그곳에 갈 수 없으면 {place_name(fallback)}에 갑니다."
        return text
    text = (
        f"The AI's Scheme card, {deck} deck (unofficial stand-in): a worker to {place_name(scheme.location)}; {effect}."
    )
    if fallback:
        text += f" When it may not go there, it goes to {place_name(fallback)}."
    return text


def _ai_text(side, korean_words: bool) -> str:
    if korean_words:
        return (
            f"AI 상대 (비공식 AI 덱): 차례마다 책략 카드 1장을 공개해 그 장소에 일꾼을 놓습니다. 게임이 끝날 때 "
            f"길드홀의 일꾼 1개마다 승점 {side.guildhall_vp}점."
        )
    return (
        f"AI opponent (unofficial AI deck): each turn it reveals a Scheme card and places a worker where it "
        f"says. At the end, {side.guildhall_vp} VP per worker of its in the Guildhall."
    )


def glossary_entries() -> tuple[GlossaryEntry, ...]:
    """The entries in the language spoken now (each language built once, inside its own `speaking`)."""
    return _entries(language())


@functools.cache
def _entries(spoken: str) -> tuple[GlossaryEntry, ...]:
    with speaking(spoken):
        return _entries_ko() if spoken == "ko" else _entries_en()


def _entries_en() -> tuple[GlossaryEntry, ...]:
    cat = catalog()
    entries = []
    for b in cat.buildings:
        skills = ", ".join(b.skills) or "none"
        virtue = f" Virtue {b.virtue:+d}." if b.virtue else ""
        timing = {"immediate": "When built", "end_game": "End of game", "scoring": "Scoring"}[b.timing]
        text = f"Building, {b.vp} VP. Cost {amount_text(b.cost)}. Skills needed: {skills}.{virtue} {timing}: {b.text}"
        entries.append(GlossaryEntry(b.id, "building", b.name, b.name_ko, text))
    for kind in cat.apprentice_kinds:
        cards = [a for a in cat.apprentices if a.kind == kind.id]
        details = "; ".join(
            f"{'/'.join(a.skills)}"
            + (f", virtue {a.virtue:+d} on hire" if a.virtue else "")
            + (f", pays {amount_text(a.pay)}" if a.pay else "")
            + (f", gains {amount_text(a.gain)}" if a.gain else "")
            for a in cards
        )
        entries.append(
            GlossaryEntry(
                kind.id,
                "apprentice",
                kind.name,
                kind.name_ko,
                f"Apprentice ({len(cards)} card{'' if len(cards) == 1 else 's'}). {kind.text} "
                f"Card{'' if len(cards) == 1 else 's'}: {details}.",
            )
        )
    for card in cat.black_market:
        entries.append(
            GlossaryEntry(
                card.id,
                "black_market",
                f"Black Market card {card.id[2:]}",
                "암시장 카드",
                f"Small side (space 1): {amount_text(card.small)}. Large side (space 3): {amount_text(card.large)}.",
            )
        )
    for reward in cat.rewards:
        entries.append(
            GlossaryEntry(
                reward.id,
                "reward",
                f"Reward {reward.id[6:]}",
                "보상 카드",
                f"Revealed when advancing on the Cathedral: {amount_text(reward.gain)}.",
            )
        )
    for board in cat.boards:
        start = ", ".join(f"{n} {k}" for k, n in board.start)
        entries.append(
            GlossaryEntry(
                board.id,
                "player_board",
                board.name,
                board.name_ko,
                f"Variant player board. Starts with {start}. {board.ability}",
            )
        )
    for location, (name_ko, text) in LOCATION_TEXT.items():
        name = LOCATION_NAMES[location].removeprefix("the ")
        entries.append(GlossaryEntry(location, "location", name, name_ko, text))
    for level in cat.cathedral:
        entries.append(
            GlossaryEntry(
                f"cathedral_{level.level}",
                "cathedral",
                f"Cathedral level {level.level}",
                f"대성당 {level.level}레벨",
                f"Cost {amount_text(level.cost).replace('wood_stone', 'wood/stone')}; "
                f"{level.vp} VP; {level.spaces} space(s).",
            )
        )
    entries += _ai_entries(korean_words=False)
    return tuple(entries)


def _ai_entries(korean_words: bool) -> list[GlossaryEntry]:
    """The AI's sides and its Scheme cards (after every other entry: the older ones keep their order)."""
    cat = catalog()
    entries = []
    for side in cat.ai_sides:
        entries.append(
            GlossaryEntry(
                side.id, KIND_KO["ai"] if korean_words else "ai", side.name, side.name_ko, _ai_text(side, korean_words)
            )
        )
    for scheme in cat.schemes:
        number = int(scheme.id.removeprefix("scheme"))
        entries.append(
            GlossaryEntry(
                scheme.id,
                KIND_KO["scheme"] if korean_words else "scheme",
                f"Scheme card {number}",
                f"책략 카드 {number}",
                _scheme_text(scheme, korean_words),
            )
        )
    return entries


def _start_ko(key: str, n: int) -> str:
    """'은화 3개', '선행 9', '건물 카드 1장', '포로 일꾼 4개'."""
    if key == "virtue":
        return f"선행 {n}"
    if key in START_KO:
        noun, counter = START_KO[key]
        return f"{noun} {n}{counter}"
    return resource_count(key, n)


def _entries_ko() -> tuple[GlossaryEntry, ...]:
    """The same entries in Korean: ids, names and order as the English ones; kinds and texts in Korean."""
    cat = catalog()
    entries = []
    for b in cat.buildings:
        skills = ", ".join(skill(s) for s in b.skills) or "없음"
        virtue = f" 선행 {b.virtue:+d}." if b.virtue else ""
        cost = amount_text(b.cost) if b.cost else "없음"
        text = (
            f"건물 카드, 승점 {b.vp}점. 비용: {cost}. 필요한 기술: {skills}.{virtue} "
            f"{TIMING_KO[b.timing]}: {BUILDING_TEXT_KO[b.id]}"
        )
        entries.append(GlossaryEntry(b.id, KIND_KO["building"], b.name, b.name_ko, text))
    for kind in cat.apprentice_kinds:
        cards = [a for a in cat.apprentices if a.kind == kind.id]
        details = "; ".join(
            "/".join(skill(s) for s in a.skills)
            + (f", 고용할 때 선행 {a.virtue:+d}" if a.virtue else "")
            + (f", 내는 것: {amount_text(a.pay)}" if a.pay else "")
            + (f", 얻는 것: {amount_text(a.gain)}" if a.gain else "")
            for a in cards
        )
        entries.append(
            GlossaryEntry(
                kind.id,
                KIND_KO["apprentice"],
                kind.name,
                kind.name_ko,
                f"수습생 (카드 {len(cards)}장). {APPRENTICE_TEXT_KO[kind.id]} 카드: {details}.",
            )
        )
    for card in cat.black_market:
        entries.append(
            GlossaryEntry(
                card.id,
                KIND_KO["black_market"],
                f"Black Market card {card.id[2:]}",
                "암시장 카드",
                f"소형 시장 면 (1번 칸): {amount_text(card.small)}. 대형 시장 면 (3번 칸): {amount_text(card.large)}.",
            )
        )
    for reward in cat.rewards:
        entries.append(
            GlossaryEntry(
                reward.id,
                KIND_KO["reward"],
                f"Reward {reward.id[6:]}",
                "보상 카드",
                f"대성당 작업을 추진할 때 공개: {amount_text(reward.gain)}.",
            )
        )
    for board in cat.boards:
        start = ", ".join(_start_ko(k, n) for k, n in board.start)
        ability = BOARD_ABILITY_KO[board.id]
        entries.append(
            GlossaryEntry(
                board.id,
                KIND_KO["player_board"],
                board.name,
                board.name_ko,
                f"추가 규칙 개인 게임판. 시작: {start}. 능력: {ability}.",
            )
        )
    for location, (name_ko, _text) in LOCATION_TEXT.items():
        name = LOCATION_NAMES[location].removeprefix("the ")
        entries.append(GlossaryEntry(location, KIND_KO["location"], name, name_ko, LOCATION_TEXT_KO[location]))
    for level in cat.cathedral:
        entries.append(
            GlossaryEntry(
                f"cathedral_{level.level}",
                KIND_KO["cathedral"],
                f"Cathedral level {level.level}",
                f"대성당 {level.level}레벨",
                f"비용: {amount_text(level.cost)}; 승점 {level.vp}점; {level.spaces}칸.",
            )
        )
    entries += _ai_entries(korean_words=True)
    return tuple(entries)
