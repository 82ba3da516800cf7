"""Lorenzo il Magnifico's one vocabulary, in English and Korean side by side.

Every log line, action label, why-not reason and phase name of the game is made of these words: the
resources and points, the towers and their card types, the family members, the action spaces, the
periods and phases, the components' names. English stays as it always read; the Korean terms are the
Korean rulebook's (../shared/seeds/003_4b2148b05c093972.txt): 코인, 나무, 돌, 하인, 군사력, 신앙심, 승점,
가족일원 (채색/무채색), 타워 N층, 영토/건축물/인물/사업, 수확, 생산, 시장, 의회 건물, 의회 특권,
바티칸 보고, 교회 후원, 파문, 시대, 라운드, 순번, 개인 보너스 타일, 지도자 카드, 라운드당 1회,
필요조건, 특수 토큰, 특수 타워, 가문, 경매.

Korean log lines are polite sentences ("안나가 검정 가족일원으로 시장에 갑니다"); action-list labels are
short nouns ("교회 후원", "차례 마치기"). Which language is spoken is set by the caller
(`rules.core.words.speaking`); a particle after a name or number pasted in at run time always comes
from `particle` / `with_particle`.
"""

from __future__ import annotations

from typing import Any, Iterable

from rules.core.words import korean, particle, say, say_id, with_particle

__all__ = ["korean", "particle", "say", "with_particle"]

# ---- resources and points --------------------------------------------------------------------------------

#: Korean nouns of the stock and points (the rulebook's), and the counter each is counted with.
STOCK_KO = {
    "coin": "코인",
    "wood": "나무",
    "stone": "돌",
    "servant": "하인",
    "military": "군사력",
    "faith": "신앙심",
    "vp": "승점",
    "special_token": "특수 토큰",
    "privilege": "의회 특권",
}
COUNTER_KO = {
    "wood": "개",
    "stone": "개",
    "servant": "개",
    "military": "점",
    "faith": "점",
    "vp": "점",
    "special_token": "개",
    "privilege": "개",
}


def amount_ko(key: str, n: int) -> str:
    """'3코인', '나무 2개', '승점 4점' (the rulebook counts coins as 'N코인')."""
    if key == "coin":
        return f"{n}코인"
    return f"{STOCK_KO.get(key, key)} {n}{COUNTER_KO.get(key, '개')}"


def amounts_ko(pairs: Iterable[tuple[str, int]]) -> str:
    """'나무 1개, 돌 1개'; '없음' for nothing."""
    return ", ".join(amount_ko(k, n) for k, n in pairs) or "없음"


def nothing() -> str:
    return say("nothing", "없음")


def privileges(n: int) -> str:
    """'2 privileges' / '의회 특권 2개'."""
    return say(f"{n} privilege{'s' if n != 1 else ''}", amount_ko("privilege", n))


# ---- the board: towers, card types, members, spaces, periods ---------------------------------------------

TOWER_COLOUR = {"territory": "green", "character": "blue", "building": "yellow", "venture": "purple"}
COLOUR_KO = {"territory": "녹색", "character": "파란색", "building": "노란색", "venture": "보라색", "special": "특수"}
TYPE_PLURAL = {"territory": "territories", "character": "characters", "building": "buildings", "venture": "ventures"}
TYPE_KO = {"territory": "영토", "character": "인물", "building": "건축물", "venture": "사업", "any": "아무"}
MEMBER_KO = {"black": "검정", "white": "흰색", "orange": "주황", "neutral": "무채색", "brown": "갈색"}
WORK_KO = {"harvest": "수확", "production": "생산"}
SPACE_KO = {"single": "첫 번째 칸", "large": "넓은 칸"}
FLOOR = ("1st", "2nd", "3rd", "4th")
PERIOD = ("I", "II", "III")


def card_type(kind: str) -> str:
    """A card type's name in Korean ('영토'); the English key itself in English."""
    return say_id(kind, TYPE_KO)


def cards_of_type(kind: str, n: int) -> str:
    """'5 ventures', '1 territory' / '사업 카드 5장'."""
    return say(f"{n} {TYPE_PLURAL.get(kind, kind) if n != 1 else kind}", f"{TYPE_KO.get(kind, kind)} 카드 {n}장")


def tower_ko(kind: str) -> str:
    """'녹색 타워'."""
    return f"{COLOUR_KO.get(kind, kind)} 타워"


def floor_ko(floor: int) -> str:
    """'3층' (floor counted from 0)."""
    return f"{floor + 1}층"


def member_ko(member: str) -> str:
    """'검정 가족일원'; '카드 효과' for an action a card gives (no member placed)."""
    return f"{MEMBER_KO.get(member, member)} 가족일원" if member else "카드 효과"


def member_colour(member: str) -> str:
    """The member's colour word: 'black' / '검정'."""
    return say_id(member, MEMBER_KO)


def work(kind: str) -> str:
    """'harvest' / '수확'."""
    return say_id(kind, WORK_KO)


def period_ko(period: int) -> str:
    """'2시대' (period counted from 1)."""
    return f"{period}시대"


def servants_ko(n: int) -> str:
    return amount_ko("servant", n)


# ---- components' names ------------------------------------------------------------------------------------


def named(record: Any, english: str | None = None) -> str:
    """A component's name in the language spoken: its `name_ko` (the Korean edition's) when Korean is spoken
    and the data has one, else its English name. Works on records and on dict records ('name', 'name_ko')."""
    if isinstance(record, dict):
        name, name_ko = record.get("name", english or ""), record.get("name_ko", "")
    else:
        name, name_ko = getattr(record, "name", english or ""), getattr(record, "name_ko", "")
    return name_ko if korean() and name_ko else (english if english is not None else name)


def leader_name(leader_id: str) -> str:
    """A leader's name ('Martin Luther' / '마르틴 루터'); the id itself for an unknown one."""
    from rules.lorenzo.data_advanced import leaders as leader_records
    from rules.lorenzo.leaders import leader_catalog

    found = leader_catalog().get(leader_id)
    if found is None:
        return leader_id
    return named(leader_records().get(found.key), found.name)


def luther() -> str:
    return leader_name("leader:martin_luther")


# ---- phases -----------------------------------------------------------------------------------------------

PHASES = {"play": ("play", "액션"), "vatican": ("vatican", "바티칸 보고"), "over": ("over", "게임 종료")}


def phase_name(phase: str) -> str:
    """The status line's phase: English as the table always showed it ('play'), Korean the rulebook's steps."""
    english, korean_words = PHASES.get(phase, (str(phase).replace("_", " "), str(phase).replace("_", " ")))
    return say(english, korean_words)


# ---- excommunications in Korean (the data's texts are English; the effects say the same) -------------------


def excom_ko(effect: dict) -> str:
    """An excommunication tile's penalty in Korean words, from its effect record."""
    kind = effect.get("kind")
    if kind == "gain_reduction":
        res = effect["resource"]
        names = "/".join(STOCK_KO.get(r, r) for r in (res if isinstance(res, list) else [res]))
        per = "액션 칸·카드마다 " if effect.get("per_source") else ""
        return f"{names}{particle(names, '을/를')} 받을 때마다 {per}{effect['amount']}씩 적게 받습니다"
    if kind == "action_value_malus":
        name = WORK_KO.get(effect["action"], effect["action"])
        return f"모든 {name} 액션 값 -{effect['amount']}"
    if kind == "family_member_value_malus":
        return f"채색 가족일원의 값 -{effect['amount']}"
    if kind == "take_card_value_malus":
        name = TYPE_KO.get(effect["card_type"], effect["card_type"])
        return f"{name} 카드를 가져오는 액션 값 -{effect['amount']}"
    if kind == "forbidden_area":
        area = effect["area"]
        if area == "market":
            return "시장에 가족일원을 놓을 수 없습니다"
        return "특수 타워에서 카드를 가져올 수 없습니다"
    if kind == "servant_rate":
        return f"액션 값 1을 올리려면 하인 {effect['servants_per_point']}개를 내야 합니다"
    if kind == "skip_first_turn":
        return "매 라운드 첫 차례를 건너뛰고, 다른 차례가 모두 끝난 뒤 마지막 가족일원을 놓습니다"
    if kind == "no_end_scoring":
        name = TYPE_KO.get(effect["category"], effect["category"])
        return f"게임 종료 시 {name} 카드로 승점을 얻지 못합니다"
    if kind == "end_vp_loss":
        of = effect["of"]
        if of == "vp":
            return f"게임 종료 시 최종 점수 계산 전에 승점 {effect['per']}점마다 승점 1점을 잃습니다"
        if of == "military":
            return "게임 종료 시 군사력 1점마다 승점 1점을 잃습니다"
        if of == "wood_and_stone_in_building_costs":
            return "게임 종료 시 건축물 카드 비용에 그려진 나무와 돌 1개마다 승점 1점을 잃습니다"
        names = ", ".join(STOCK_KO.get(r, r) for r in (of if isinstance(of, list) else [of]))
        return f"게임 종료 시 가진 자원({names}) 1개마다 승점 1점을 잃습니다"
    if kind == "cards_beyond":
        return f"게임 종료 시 종류마다 {effect['beyond']}번째를 넘는 개발 카드 1장당 승점 {effect['vp']}점을 잃습니다"
    return "파문"


def join_and(words: list[str]) -> str:
    """'A', 'A and B', 'A, B and C' / 'A', 'A와 B', 'A, B와 C' (the particle after the word before the last)."""
    if not words:
        return ""
    if len(words) == 1:
        return words[0]
    head = ", ".join(words[:-1])
    return say(f"{head} and {words[-1]}", f"{with_particle(head, '과/와')} {words[-1]}")


# ---- leaders' abilities in Korean (the data's texts are English; the abilities say the same) ----------------

#: What each leader does, in Korean, by the leader's key (data/lorenzo/leaders.toml `text` says it in English).
LEADER_TEXT_KO = {
    "francesco_sforza": "라운드당 1회: 가족일원 없이 값 1로 수확합니다. 하인으로 값을 올릴 수 있지만 인물 카드 보너스는 "
    "더하지 않습니다.",
    "ludovico_ariosto": "다른 가족일원이 이미 있는 액션 칸에도 가족일원을 놓을 수 있습니다 (카드가 없어진 타워 층은 제외).",
    "filippo_brunelleschi": "가족일원이 있는 타워에 들어갈 때 3코인을 내지 않습니다.",
    "sigismondo_malatesta": "무채색 가족일원의 값 +3.",
    "girolamo_savonarola": "라운드당 1회: 신앙심 1점.",
    "michelangelo_buonarroti": "라운드당 1회: 3코인.",
    "giovanni_dalle_bande_nere": "라운드당 1회: 1코인, 나무 1개, 돌 1개.",
    "leonardo_da_vinci": "라운드당 1회: 가족일원 없이 값 0으로 생산합니다. 하인으로 값을 올릴 수 있지만 인물 카드 보너스는 "
    "더하지 않습니다.",
    "sandro_botticelli": "라운드당 1회: 군사력 2점, 승점 1점.",
    "ludovico_il_moro": "채색 가족일원 3개의 값은 주사위와 상관없이 5입니다. 보너스와 하인은 그대로 더합니다.",
    "lucrezia_borgia": "채색 가족일원의 값 +2.",
    "federico_da_montefeltro": "라운드당 1회: 채색 가족일원 1개를 골라 이번 라운드 동안 주사위와 상관없이 값을 6으로 합니다.",
    "lorenzo_de_medici": "사용할 때 다른 플레이어가 사용 중인 지도자 카드 1장을 고릅니다. 게임이 끝날 때까지 그 능력을 "
    "가집니다.",
    "sisto_iv": "바티칸 보고에서 교회를 후원할 때마다 승점 5점을 더 얻습니다.",
    "cesare_borgia": "영토 칸에 군사력이 필요 없습니다.",
    "santa_rita": "카드의 즉시 효과로 받는 코인, 나무, 돌, 하인을 두 배로 받습니다 (점수는 제외).",
    "cosimo_de_medici": "라운드당 1회: 하인 3개, 승점 1점.",
    "bartolomeo_colleoni": "라운드당 1회: 승점 4점.",
    "ludovico_iii_gonzaga": "라운드당 1회: 의회 특권 1개.",
    "pico_della_mirandola": "비용에 코인이 있는 카드는 3코인 싸게 가져옵니다 (타워 입장료 3코인은 그대로).",
    "guglielmo_de_pazzi": "전용 액션 칸 (값 4 이상): 신앙심 3점, 군사력 2점.",
    "desiderius_erasmus": "전용 액션 칸 (값 5 이상): 승점 3점, 나무 3개, 돌 3개.",
    "ladislao_vii_jagellone": "사용할 때: 손의 지도자 카드 1장을 필요조건과 상관없이 바로 더 사용할 수 있습니다.",
    "leon_battista_alberti": "라운드당 1회: 가족일원 없이 값 3으로 생산합니다. 내 건축물 카드 1장만 활성화됩니다.",
    "lucia_da_narni": "라운드당 1회: 신앙심 1점, 승점 2점.",
    "marsilio_ficino": "라운드당 1회: 특수 토큰 2개를 뽑아 1개를 가지고 나머지는 버립니다.",
    "martin_luther": "파문당하지 않습니다 (승점을 위해 교회를 후원할 수는 있습니다).",
    "maximilian_i": "전용 액션 칸 (값 6 이상): 특수 토큰 3개, 승점 5점.",
    "beatrice_d_este": "라운드당 1회: 특수 토큰 1개를 버리고 5코인 또는 승점 5점을 받습니다.",
    "bramante": "전용 액션 칸 (값 1 이상): 가족일원의 값으로 수확 또는 생산을 합니다. 하인과 인물 카드 보너스로 값을 "
    "올릴 수 있습니다.",
    "alfonso_i_d_este": "인물 카드를 가져올 때마다 하인 2개를 받습니다.",
    "alfonso_v_d_aragona": "영토 카드를 가져올 때마다 신앙심 1점을 얻습니다.",
    "ercole_i_d_este": "건축물 카드를 가져올 때마다 군사력 2점을 얻습니다.",
    "giulio_ii": "라운드당 1회: 나무 1개, 돌 1개, 1코인을 내고 신앙심 3점을 얻습니다.",
    "tomas_de_torquemada": "라운드당 1회: 내 인물 카드 1장을 버리고 신앙심 3점을 얻습니다.",
    "palla_strozzi": "라운드당 1회: 가족일원 없이 값 3으로 수확합니다. 내 영토 카드 1장만 활성화됩니다.",
    "ferrando_d_aragona": "사업 카드를 가져올 때마다 나무 1개, 돌 1개를 받습니다.",
    "piero_della_francesca": "전용 액션 칸 (값 3 이상): 특수 토큰 3개.",
    "paracelsus": "나무, 돌, 코인 대신 하인을 1:1로 낼 수 있습니다 (카드 비용, 타워 입장료, 교환).",
    "pietro_bembo": "전용 액션 칸 (값 3 이상): 3코인, 하인 3개.",
}


def leader_text(leader_id: str, english: str) -> str:
    """A leader's ability in the language spoken: `english` (the data's text), or its Korean words."""
    if not korean():
        return english
    from rules.lorenzo.leaders import leader_catalog

    found = leader_catalog().get(leader_id)
    key = found.key if found is not None else leader_id.removeprefix("leader:")
    return LEADER_TEXT_KO.get(key, english)
