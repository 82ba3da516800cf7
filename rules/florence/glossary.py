"""Glossary entries: every card, tile and token with its full effect in words, in the language
spoken (rules.core.words: the app's language on its rules screen). The Korean says the same facts
from the same data with the Korean rulebook's terms; the English is as it always was."""

from __future__ import annotations

from rules.core.engine import GlossaryEntry
from rules.core.words import korean, with_particle
from rules.florence import words as W
from rules.florence.data import load

_COUNT_WORDS = {
    "buildings": "building",
    "large_buildings": "large building",
    "medium_buildings": "medium building",
    "small_buildings": "small building",
    "landscapes": "landscape",
    "forests": "forest",
    "lakes": "lake",
    "parks": "park",
    "freedoms": "freedom",
    "jesters": "jester",
    "builders": "builder",
    "prestige_cards": "prestige card",
    "hand_cards": "profession or recruitment card in hand (not the one worked)",
    "front_cards": "profession or recruitment card in front (the one worked too)",
    "completed_works": "completed work",
    "empty_estate_cells": "empty estate cell",
    "travel": "Freedom of Travel",
    "religion": "Freedom of Religion",
    "opinion": "Freedom of Opinion",
}


#: what a card counts, in Korean where the vocabulary's short noun would not say enough
_COUNT_WORDS_KO = {"hand_cards": "손에 든 전문가/초빙 카드", "front_cards": "앞에 놓인 전문가/초빙 카드"}
#: what follows such a count: which cards it means
_COUNT_NOTES_KO = {"hand_cards": " (작업에 쓰는 카드 제외)", "front_cards": " (작업에 쓰는 카드 포함)"}
_SIZES_KO = {"large": "대형", "medium": "중형", "small": "소형"}
_PLAYED_KO = "작업 완료 때 함께 사용 (사용 후 게임에서 제거)"


def _count_ko(key: str) -> str:
    return _COUNT_WORDS_KO.get(key, W.COUNTS[key][1])


def _need_ko(key: str, n: int) -> str:
    """'대형 건물 2개 이상', '거주 이전의 자유' (a freedom is named, not counted)."""
    _, noun, counter = W.COUNTS[key]
    return noun if key in W.FREEDOM_KEYS else f"{noun} {n}{counter} 이상"


def _bonus_text_ko(card) -> str:
    if card.kind == "per":
        parts = [f"{_count_ko(k)}당 +{v}{_COUNT_NOTES_KO.get(k, '')}" for k, v in card.terms]
        return f"{_PLAYED_KO}: " + ", ".join(parts) + "."
    kinds = ", ".join(_count_ko(k) + _COUNT_NOTES_KO.get(k, "") for k in card.categories)
    return f"{_PLAYED_KO}: 다음 가운데 하나 이상 가진 종류마다 +{card.value}: {kinds}."


def _prestige_text_ko(card) -> str:
    if card.kind == "threshold":
        needs = ", ".join(_need_ko(k, n) for k, n in card.needs)
        return f"게임이 끝날 때: {with_particle(needs, '을/를')} 가지면 다른 플레이어와 상관없이 명성 {card.points}."
    word = "많으면" if card.kind == "most" else "적으면"
    subject = with_particle(_count_ko(card.metric), "이/가") + _COUNT_NOTES_KO.get(card.metric, "")
    return (
        f"게임이 끝날 때: {subject} 단독으로 가장 {word} 명성 {card.points}, 공동으로 가장 {word} "
        f"{card.points_tied}, 누군가에게 뒤지면 0" + (" (하나도 없어도 0)." if card.kind == "most" else ".")
    )


def bonus_text(bonus_id: str) -> str:
    card = load().bonus_by_id[bonus_id]
    if korean():
        return _bonus_text_ko(card)
    if card.kind == "per":
        parts = [f"+{v} per {_COUNT_WORDS[k]}" for k, v in card.terms]
        return "Played with a work (then removed from the game): " + ", ".join(parts) + "."
    kinds = ", ".join(_COUNT_WORDS[k] for k in card.categories)
    return (
        f"Played with a work (then removed from the game): +{card.value} for each kind you own at least "
        f"one of among: {kinds}."
    )


def prestige_text(card_id: str) -> str:
    card = load().prestige_by_id[card_id]
    if korean():
        return _prestige_text_ko(card)
    if card.kind == "threshold":
        needs = ", ".join(f"{n} {_COUNT_WORDS[k]}" for k, n in card.needs)
        return f"At the end: {card.points} prestige if you have at least {needs}, whatever the others have."
    word = "most" if card.kind == "most" else "fewest"
    return (
        f"At the end: {card.points} prestige for strictly the {word} {_COUNT_WORDS[card.metric]}s, "
        f"{card.points_tied} if tied for the {word}, 0 if someone beats you"
        + (" or you have none." if card.kind == "most" else ".")
    )


def glossary_entries() -> tuple[GlossaryEntry, ...]:
    if korean():
        return _entries_ko()
    data = load()
    c = data.constants
    out = []
    for p in data.professions:
        out.append(
            GlossaryEntry(
                p.id,
                "profession",
                p.name,
                p.name_ko,
                f"Profession. Work value +{c.value_building} with a "
                f"{data.piece_by_id[p.building].name}, +{c.value_landscape} with a "
                f"{data.piece_by_id[p.landscape].name}, +{c.value_freedom} with the "
                f"{data.freedom_by_id[p.freedom].name}.",
            )
        )
    for b in data.buildings:
        out.append(
            GlossaryEntry(
                b.id,
                "building",
                b.name,
                b.name_ko,
                f"{b.size.capitalize()} building ({len(b.cells)} cells), {b.copies} tiles. Build: "
                f"700 florins (300 with 1-2 builders, free with 3), +{c.build_prestige} prestige; "
                f"+{c.value_building} work value for professions that prefer it.",
            )
        )
    for l in data.landscapes:
        out.append(
            GlossaryEntry(
                l.id,
                "landscape",
                l.name,
                l.name_ko,
                f"Landscape ({len(l.cells)} cells), {l.copies} tiles, won at auction and placed at "
                f"once; may touch anything. +{c.value_landscape} work value for professions that "
                f"prefer it; each further {l.name.lower()} +{c.repeat_landscape_prestige} prestige.",
            )
        )
    for f in data.freedoms:
        out.append(
            GlossaryEntry(
                f.id,
                "freedom",
                f.name,
                f.name_ko,
                f"Freedom: action, {c.action_cost} florins, once a turn, one of each kind per "
                f"player. +{c.value_freedom} work value for professions that prefer it.",
            )
        )
    for b in data.bonuses:
        out.append(GlossaryEntry(b.id, "bonus", b.name, b.name_ko, bonus_text(b.id)))
    for p in data.prestiges:
        out.append(GlossaryEntry(p.id, "prestige", p.name, p.name_ko, prestige_text(p.id)))
    for ch in data.characters:
        out.append(
            GlossaryEntry(
                ch.id,
                "character",
                ch.name,
                ch.name_ko,
                f"Muses & Ladies character, bid spaces {ch.low}-{ch.high} (x100 florins). {ch.text}",
            )
        )
    actions = {
        "work": "complete a work",
        "build": "build",
        "freedom": "take a freedom",
        "profession": "take a profession",
        "bonus": "take a bonus card",
    }
    for card in data.automa_cards:
        items = ", ".join(f"{item} +{mod}" for item, mod in zip(card.items, card.modifiers))
        slots = "; ".join(
            f"action {n}: " + " or else ".join(actions[a] for a in slot)
            for n, slot in ((1, card.slot_1), (2, card.slot_2))
        )
        out.append(
            GlossaryEntry(
                f"automa-{card.id}",
                "automa card",
                f"Automa card {card.id}",
                f"오토마 카드 {card.id}",
                f"Rounds {card.group}. Auction, left to right: {items}. {slots}. (Contents reconstructed.)",
            )
        )
    out.append(GlossaryEntry("jester", "token", "Jester", "광대", f"+{c.value_jester} work value for every work."))
    out.append(
        GlossaryEntry(
            "builder",
            "token",
            "Builder",
            "건축가",
            "At most 3. 1: buildings cost 300; 2: 300 and buildings may touch (+3 prestige); 3: free (+3 prestige).",
        )
    )
    out.append(
        GlossaryEntry(
            "recruitment",
            "card",
            "Recruitment card",
            "초빙 카드",
            "On your turn (no action): take a face-up profession in front of another player into "
            "your hand; this card takes its place there. +1 work value while in hand or front.",
        )
    )
    return tuple(out)


def _entries_ko() -> tuple[GlossaryEntry, ...]:
    """The same entries in Korean: ids, names and order as the English ones; kinds and texts in Korean."""
    data = load()
    c = data.constants
    kind = W.glossary_kind
    out = []
    for p in data.professions:
        building, landscape = data.piece_by_id[p.building].name_ko, data.piece_by_id[p.landscape].name_ko
        freedom = data.freedom_by_id[p.freedom].name_ko
        out.append(
            GlossaryEntry(
                p.id,
                kind("profession"),
                p.name,
                p.name_ko,
                f"전문가 카드. 작품성: {with_particle(building, '이/가')} 있으면 +{c.value_building}, "
                f"{landscape} 타일이 있으면 +{c.value_landscape}, "
                f"{with_particle(freedom, '이/가')} 있으면 +{c.value_freedom}.",
            )
        )
    for b in data.buildings:
        out.append(
            GlossaryEntry(
                b.id,
                kind("building"),
                b.name,
                b.name_ko,
                f"{_SIZES_KO.get(b.size, b.size)} 건물 ({len(b.cells)}칸), 타일 {b.copies}개. 건축: "
                f"700플로린 (건축가 토큰 1-2개면 300플로린, 3개면 무료), 명성 +{c.build_prestige}; "
                f"이 건물을 선호하는 전문가의 작품성 +{c.value_building}.",
            )
        )
    for l in data.landscapes:
        out.append(
            GlossaryEntry(
                l.id,
                kind("landscape"),
                l.name,
                l.name_ko,
                f"경관 타일 ({len(l.cells)}칸), {l.copies}개. 경매로 얻어 바로 배치하며 무엇과도 "
                f"맞닿을 수 있습니다. 이 경관을 선호하는 전문가의 작품성 +{c.value_landscape}; "
                f"{l.name_ko} 타일을 또 배치할 때마다 명성 +{c.repeat_landscape_prestige}.",
            )
        )
    for f in data.freedoms:
        out.append(
            GlossaryEntry(
                f.id,
                kind("freedom"),
                f.name,
                f.name_ko,
                f"자유 보장 행동: {c.action_cost}플로린, 차례에 한 번, 종류마다 한 사람이 1개까지. "
                f"이 자유를 선호하는 전문가의 작품성 +{c.value_freedom}.",
            )
        )
    for b in data.bonuses:
        out.append(GlossaryEntry(b.id, kind("bonus"), b.name, b.name_ko, bonus_text(b.id)))
    for p in data.prestiges:
        out.append(GlossaryEntry(p.id, kind("prestige"), p.name, p.name_ko, prestige_text(p.id)))
    for ch in data.characters:
        out.append(
            GlossaryEntry(
                ch.id,
                kind("character"),
                ch.name,
                ch.name_ko,
                f"뮤즈와 귀부인 특별 캐릭터, 입찰 칸 {ch.low}-{ch.high} (x100플로린). {W.character_text(ch.id)}",
            )
        )
    for card in data.automa_cards:
        items = ", ".join(f"{W.ENTRY_NAMES_KO.get(item, item)} +{mod}" for item, mod in zip(card.items, card.modifiers))
        slots = "; ".join(
            f"{n}번째 행동: " + ", 안 되면 ".join(W.AUTOMA_ACTION_NAMES_KO[a] for a in slot)
            for n, slot in ((1, card.slot_1), (2, card.slot_2))
        )
        out.append(
            GlossaryEntry(
                f"automa-{card.id}",
                kind("automa card"),
                f"Automa card {card.id}",
                f"오토마 카드 {card.id}",
                f"{card.group}라운드용. 경매 (왼쪽부터): {items}. {slots}. (내용은 재구성한 것입니다.)",
            )
        )
    out.append(GlossaryEntry("jester", kind("token"), "Jester", "광대", f"모든 작업의 작품성 +{c.value_jester}."))
    out.append(
        GlossaryEntry(
            "builder",
            kind("token"),
            "Builder",
            "건축가",
            "최대 3개. 1개: 건축 비용 300플로린; 2개: 300플로린, 건물끼리 맞닿아도 됨 (명성 +3); 3개: 무료 (명성 +3).",
        )
    )
    out.append(
        GlossaryEntry(
            "recruitment",
            kind("card"),
            "Recruitment card",
            "초빙 카드",
            "자신의 차례에 (행동이 아님): 다른 플레이어 앞에 앞면으로 놓인 전문가 카드 1장을 손으로 "
            "가져오고, 이 카드를 그 자리에 놓습니다. 손이나 앞에 있는 동안 작품성 +1.",
        )
    )
    return tuple(out)
