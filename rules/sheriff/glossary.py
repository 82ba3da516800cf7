"""Glossary entries: every good, royal good, black market card, deputy card and promise, with
numbers, worded in the language spoken (`rules.core.words.language`): English, or Korean in the
Korean rulebook's terms (일반 상품, 밀수품, 왕실 진상품, 가판대, 벌금, 왕과 여왕 추가 점수, 암시장,
부관 카드). Both wordings stand side by side, made from the same numbers."""

from __future__ import annotations

import functools

from rules.core.engine import GlossaryEntry
from rules.core.words import language, say
from rules.sheriff.data import catalog


def glossary_entries() -> tuple[GlossaryEntry, ...]:
    """The entries in the language spoken now (each language built once)."""
    return _entries(language())


@functools.cache
def _entries(spoken: str) -> tuple[GlossaryEntry, ...]:
    from rules.core.words import speaking

    with speaking(spoken):
        return _build()


def _build() -> tuple[GlossaryEntry, ...]:
    data = catalog()
    entries = []
    for item in data.goods:
        copies = say(
            f"{item.count_4_6p} cards with 4-6 players, {item.count_3p} with 3 players",
            f"4-6명일 때 {item.count_4_6p}장, 3명일 때 {item.count_3p}장",
        )
        if item.kind == "legal":
            bonus = data.bonus(item.id)
            text = say(
                f"Legal good. Worth {item.value}; penalty {item.penalty}. {copies}. May be declared; sits face up "
                f"on the stand. King of {item.name}: {bonus.king}, Queen: {bonus.queen}.",
                f"일반 상품. 가치 {item.value}, 벌금 {item.penalty}. {copies}. 신고할 수 있고, 가판대에 앞면으로 "
                f"놓입니다. {item.name_ko}의 왕 추가 점수 {bonus.king}, 여왕 추가 점수 {bonus.queen}.",
            )
        elif item.kind == "contraband":
            text = say(
                f"Contraband. Worth {item.value}; penalty {item.penalty}. {copies}. Can never be declared; "
                f"sits face down on the stand (only the number of cards is public).",
                f"밀수품. 가치 {item.value}, 벌금 {item.penalty}. {copies}. 신고할 수 없고, 가판대에 뒷면으로 "
                f"쌓입니다 (몇 장인지만 모두가 압니다).",
            )
        else:
            base = data.good(item.counts_as)
            text = say(
                f"Royal good (royal goods rule): contraband while in play. Worth {item.value}; penalty "
                f"{item.penalty}. {copies}. At the end it counts as {item.counts_as_cards} {base.name} for the "
                f"King and Queen bonuses; in a bag it is one card.",
                f"왕실 진상품 (왕실 진상품 추가 규칙): 게임 중에는 밀수품으로 다룹니다. 가치 {item.value}, 벌금 "
                f"{item.penalty}. {copies}. 게임이 끝나고 왕과 여왕을 가릴 때 {base.name_ko} "
                f"{item.counts_as_cards}장으로 셉니다. 주머니 안에서는 카드 1장입니다.",
            )
        entries.append(GlossaryEntry(item.id, item.kind, item.name, item.name_ko, text))
    for card in data.black_market:
        good = data.good(card.good)
        position = say(card.position, "위" if card.position == "top" else "아래")
        text = say(
            f"Black market card ({card.position} of the {good.name} pile). Costs 3 {good.name} from your stand, "
            f"once per round, after your bag is handled. Worth {card.value} at the end "
            f"(value reconstructed: the printed value is not known).",
            f"암시장 카드 ({good.name_ko} 더미의 {position} 카드). 주머니 처리가 끝난 뒤 가판대의 "
            f"{good.name_ko} 3장과 바꿉니다. 라운드마다 한 번만 가능합니다. 게임이 끝나면 가치 {card.value} "
            f"(복원한 값: 인쇄된 가치는 알려지지 않았습니다).",
        )
        entries.append(GlossaryEntry(card.id, "black_market", card.name, card.name_ko, text))
    for deputy in data.deputy_cards:
        merchant = next(m for m in data.merchants if m.id == deputy.merchant)
        text = say(
            f"Deputy card (6 players with deputies). When drawn, the player at {merchant.name}'s stand is a "
            f"deputy this round. Two are drawn per round; after three rounds all six are reshuffled.",
            f"부관 카드 (6명 게임의 부관 규칙). 이 카드가 뽑히면 {merchant.name_ko}의 가판대를 가진 사람이 "
            f"이번 라운드의 부관이 됩니다. 라운드마다 2장씩 뽑고, 3라운드가 지나면 6장을 모두 다시 섞습니다.",
        )
        entries.append(
            GlossaryEntry(deputy.id, "deputy", f"Deputy: {merchant.name}", f"부관: {merchant.name_ko}", text)
        )
    for promise in data.promises:
        name_ko = f"약속: {promise.text_ko}" if promise.text_ko else "약속"
        entries.append(
            GlossaryEntry(
                f"promise_{promise.id}",
                "promise",
                f"Promise: {promise.text}",
                name_ko,
                say(
                    "A promise in a deal: recorded and shown to everyone, never enforced, lapses at the end of the round.",
                    "협상에서 하는 약속: 기록되어 모두에게 보이지만, 지키도록 강제되지 않으며 라운드가 끝나면 사라집니다.",
                ),
            )
        )
    return tuple(entries)
