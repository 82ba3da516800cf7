"""Words for 7 Wonders Duel ids: names, colour codes, short names and cost breakdowns.

Plain strings only (no Textual), so the widgets and `action_label` share one wording. Ids
come from a `DuelView`; the static component data (`rules.duel.data`) turns them into names.
"""
from __future__ import annotations

import functools

from rules.core.words import korean, say
from rules.duel import data as D
from rules.duel import glossary as G
from rules.duel import words as W

#: Two-letter colour codes: blue and brown, green and grey share an initial, so one letter would mislead.
COLOR_CODES = {
    "brown": "Br", "grey": "Gy", "blue": "Bl", "green": "Gn", "yellow": "Ye", "red": "Rd", "purple": "Pu",
    "senator": "Se",
}
COLOR_ORDER = ("brown", "grey", "blue", "green", "yellow", "red", "purple", "senator")
#: Terminal colours for the codes; the code text itself always carries the meaning.
COLOR_STYLES = {
    "brown": "#c08040", "grey": "#a0a0a0", "blue": "#5f9fff", "green": "#40c040", "yellow": "#e0c000",
    "red": "#ff5050", "purple": "#c080ff", "senator": "#e0e0e0",
}
BACK_LABELS = {"age_1": "I", "age_2": "II", "age_3": "III", "guild": "Guild", "senator": "Sen"}
ROMAN = W.ROMAN
units_text = W.units_text  # '2 stone, 1 wood', as the rules word a cost
_SMALL_WORDS = {"the", "of", "de"}


def name(ident: str | None) -> str:
    """The English name of any card, wonder, token or Agora component id."""
    return W.name_of(ident)


def names_by_id() -> dict[str, str]:
    """Every component id of the game data with its English name."""
    return W.names_by_id()


def color_of(card_id: str) -> str:
    """A card's colour, 'senator' for Agora senators, '' when unknown."""
    data = D.load()
    if card_id in data.cards:
        return data.cards[card_id].color
    if card_id in data.agora.senators:
        return "senator"
    return ""


def code(card_id: str) -> str:
    return COLOR_CODES.get(color_of(card_id), "??")


def tagged(card_id: str) -> str:
    """'[Bl] Baths': colour code and name, the form used in every list (the name in the language
    spoken: '[Bl] 목욕탕' in Korean; the code is the board's legend, the same in both)."""
    return f"[{code(card_id)}] {W.local_name(card_id)}"


@functools.cache
def short_name(card_id: str, width: int) -> str:
    """A name cut to `width` cells, keeping the start of every word ('Lumber Yard' -> 'LumYa')."""
    senator = D.load().agora.senators.get(card_id)
    if senator is not None:
        full = f"Pol-{senator.section[0].upper()}" if senator.kind == "politician" else "Consp"
    else:
        full = name(card_id)
    if len(full) <= width:
        return full
    words = [w for w in full.replace("'", "").split() if w.lower() not in _SMALL_WORDS] or full.split()
    if len(words) == 1:
        return words[0][:width]
    # the first word keeps at least 3 letters; later words share the rest ('LumYar', 'LumY')
    later = len(words) - 1
    each = max(1, min(3, (width - 3) // later))
    tail = "".join(w[:each].capitalize() for w in words[1:])
    return (words[0][: max(1, width - len(tail))] + tail)[:width]


def printed_cost(card_id: str) -> str:
    """What is printed on a card: '1 coin + 2 stone', 'free'."""
    data = D.load()
    record = data.cards.get(card_id) or data.wonders.get(card_id)
    if record is None:
        return "?"
    parts = []
    coins = getattr(record, "cost_coins", 0)
    if coins:
        parts.append(say(f"{coins} coin{'s' if coins > 1 else ''}", f"{coins}주화"))
    if record.cost:
        parts.append(W.units_text(record.cost))
    return " + ".join(parts) or say("free", "공짜")


# One vocabulary: counts, coins and prices are worded by the rules' `words` module.
plural = W.plural
coins_text = W.coins_text
chain_source = W.chain_source
payment_parts = W.payment_parts
payment_text = W.payment_text


@functools.cache
def _chain_symbols() -> tuple[str, ...]:
    """Chain symbol ids, longest first (so 'theatre_mask' is worded before any shorter id inside it)."""
    cards = D.load().cards.values()
    found = {c.chain_grants for c in cards if c.chain_grants} | {c.chain_from for c in cards if c.chain_from}
    return tuple(sorted(found, key=len, reverse=True))


def symbols_in_words(text: str) -> str:
    """Chain symbols as words ('theatre mask'), never as the data's ids."""
    for symbol in _chain_symbols():
        text = text.replace(symbol, symbol.replace("_", " "))
    return text


def effect_text(ident: str) -> str:
    """The glossary text of a component: what it does, in one paragraph (in Korean: what
    `korean_effect` can say of it, else nothing rather than English)."""
    if korean():
        return korean_effect(ident)
    return _english_effect(ident)


@functools.cache
def _english_effect(ident: str) -> str:
    entry = next((e for e in G.glossary() if e.id == ident), None)
    return symbols_in_words(entry.text) if entry is not None else ""


def card_effect(card_id: str) -> str:
    """A card's effects without its age/colour/cost preamble (those are shown elsewhere)."""
    card = D.load().cards.get(card_id)
    if card is None:
        return effect_text(card_id)
    if korean():
        return " ".join(card_effects_ko(card))
    return symbols_in_words(" ".join(G.card_effects(card)))


def wonder_effect(wonder_id: str) -> str:
    """A wonder's effects without its cost (the cost is shown as what it costs you now)."""
    if korean():
        wonder = D.load().wonders.get(wonder_id)
        return " ".join(wonder_effects_ko(wonder)) if wonder is not None else ""
    text = effect_text(wonder_id)
    head, _, rest = text.partition(". ")
    return rest if head.startswith("Cost:") else text


# ---- effects in Korean: the same data fields the glossary words in English (rules.duel.glossary) ----

#: Science symbols in Korean.
SYMBOLS_KO = W.SYMBOLS_KO


def _chain_cards(symbol: str, field: str) -> str:
    """The Korean names of the cards whose `field` ('chain_grants' / 'chain_from') is `symbol`."""
    cards = [c.name_ko for c in D.load().cards.values() if getattr(c, field) == symbol]
    return ", ".join(cards)


def _one_of(resources: tuple[str, ...]) -> str:
    return "/".join(W.resource(r) for r in resources)


def card_effects_ko(card: D.Card) -> list[str]:
    """What a card does, in Korean, one short sentence per effect."""
    lines = []
    if card.produce:
        lines.append(f"매 차례 {W.units_text(card.produce)} 생산.")
    if card.produce_one_of:
        lines.append(f"매 차례 {_one_of(card.produce_one_of)} 중 1개 생산 (상대의 거래 값은 오르지 않음).")
    if card.fixed_price:
        lines.append(f"{', '.join(W.resource(r) for r in card.fixed_price)}: 은행에서 1개당 1주화에 삼.")
    if card.coins:
        lines.append(f"지을 때 {card.coins}주화.")
    if card.coins_per is not None:
        each = f"{card.coins_per.amount}주화"
        if card.coins_per.per == "wonder":
            lines.append(f"지을 때 지은 불가사의 1개당 {each}.")
        else:
            lines.append(f"지을 때 자신의 도시의 {W.color(card.coins_per.color or '')} 카드 1장당 {each} (이 카드 포함).")
    if card.shields:
        lines.append(f"방패 {card.shields}개: 전쟁 마커가 상대 수도 쪽으로 움직임.")
    if card.science:
        lines.append(f"과학 기호: {SYMBOLS_KO.get(card.science, card.science)}.")
    if card.guild is not None:
        guild = card.guild
        if guild.counts == "cards":
            colors = "·".join(W.color(c) for c in guild.colors)
            lines.append(f"지을 때 {colors} 카드가 가장 많은 도시의 그 카드 1장당 {guild.coins_per_card}주화; "
                         f"게임이 끝날 때 1장당 {guild.vp_per}승점.")
        elif guild.counts == "wonders":
            lines.append(f"게임이 끝날 때 불가사의를 가장 많이 지은 도시의 불가사의 1개당 {guild.vp_per}승점.")
        else:
            lines.append(f"게임이 끝날 때 가장 부유한 도시의 3주화마다 {guild.vp_per}승점.")
    if card.vp:
        lines.append(f"{card.vp}승점.")
    if card.chain_from:
        lines.append(f"연쇄: 자신의 도시에 {_chain_cards(card.chain_from, 'chain_grants')} 카드가 있으면 공짜.")
    if card.chain_grants:
        lines.append(f"연쇄 기호: 나중에 {_chain_cards(card.chain_grants, 'chain_from')} 카드를 공짜로 지음.")
    return lines


def wonder_effects_ko(wonder: D.Wonder) -> list[str]:
    """What a wonder does, in Korean (its cost is shown apart)."""
    lines = []
    if wonder.on_select_conspire:
        lines.append(f"고를 때: 모략 카드 {wonder.on_select_conspire}장을 뽑아 1장을 갖고 나머지는 덱 맨 위나 아래에 놓음.")
    if wonder.on_select_place_influence:
        lines.append(f"고를 때: 아무 의회실에 영향력 마커 {wonder.on_select_place_influence}개 배치.")
    if wonder.on_select_conspire or wonder.on_select_place_influence:
        lines.append("지을 때:")
    if wonder.trigger_unprepared_conspiracy:
        lines.append("준비하지 않은 자신의 모략 1장을 발동할 수 있음.")
    if wonder.coins:
        lines.append(f"{wonder.coins}주화를 받음.")
    if wonder.opponent_loses_coins:
        lines.append(f"상대가 {wonder.opponent_loses_coins}주화를 잃음.")
    if wonder.shields:
        lines.append(f"방패 {wonder.shields}개.")
    if wonder.destroy:
        lines.append(f"상대 도시의 {W.color(wonder.destroy)} 카드 1장을 버린 카드 더미에 놓음.")
    if wonder.produce_one_of:
        lines.append(f"매 차례 {_one_of(wonder.produce_one_of)} 중 1개 생산.")
    if wonder.progress_from_box:
        lines.append(f"상자에서 진보 토큰 {wonder.progress_from_box}개를 무작위로 뽑아 1개를 갖고 나머지는 돌려놓음.")
    if wonder.build_from_discard:
        lines.append("버린 카드 더미의 카드 1장을 공짜로 건설.")
    if wonder.place_influence:
        lines.append(f"아무 의회실에 영향력 마커 {wonder.place_influence}개 배치.")
    if wonder.move_influence:
        lines.append(f"자신의 영향력 마커 {wonder.move_influence}개를 인접한 의회실로 옮길 수 있음.")
    if wonder.replay:
        lines.append("한 번 더 함.")
    if wonder.vp:
        lines.append(f"{wonder.vp}승점.")
    return lines


#: Progress tokens in Korean, in our own words (the English is each token's `text` in data/duel/progress.toml).
PROGRESS_KO = {
    "agriculture": "지금 6주화를 받음. 게임이 끝날 때 4승점.",
    "architecture": "앞으로 짓는 불가사의마다 자원 2개가 덜 듦 (사야 할 가장 비싼 것부터).",
    "economy": "상대가 거래로 은행에 내는 주화를 대신 자신이 받음 (카드에 적힌 주화는 제외).",
    "law": "자신의 도시에서 과학 기호(저울) 하나로 셈.",
    "masonry": "앞으로 짓는 파란색 카드마다 자원 2개가 덜 듦 (사야 할 가장 비싼 것부터).",
    "mathematics": "게임이 끝날 때 가진 진보 토큰 1개당 3승점 (이 토큰 포함).",
    "philosophy": "게임이 끝날 때 7승점.",
    "strategy": "앞으로 짓는 빨간색 카드마다 방패 1개 추가 (불가사의와 이미 지은 카드는 제외).",
    "theology": "앞으로 짓는 모든 불가사의로 한 번 더 함 (이미 한 번 더 하는 불가사의는 추가 없음).",
    "urbanism": "지금 6주화를 받음; 앞으로 연쇄로 공짜로 지을 때마다 4주화.",
    "corruption": "아고라. 모든 원로원 의원(정치가와 공모자)을 0주화에 고용.",
    "organized_crime": "아고라. 모략할 때(모략 카드 2장 뽑기) 1장을 돌려놓지 않고 둘 다 가짐.",
}

#: Conspiracies in Korean, in our own words (the English is each one's `text` in data/duel/agora.toml).
CONSPIRACIES_KO = {
    "extortion": "상대의 짓지 않은 불가사의 1장을 가져와 자신의 불가사의에 더함.",
    "blackmail": "상대 주화의 절반(올림)을 가져옴.",
    "expropriation": "상대 도시의 파란색 카드 1장을 버린 카드 더미에 놓음.",
    "swindle": "상대 도시의 노란색 카드 1장을 버린 카드 더미에 놓음.",
    "obscurantism": "진보 토큰 1개(게임판, 상대, 상자 중)를 골라 이 카드 위에 뒷면으로 놓음: 게임 끝까지 아무도 쓰지 못함.",
    "coup": "방패 2개: 전쟁 마커를 상대 수도 쪽으로 2칸 움직임.",
    "property_fraud": "카드 구조물 마지막 줄(1번 줄, 덮여 있어도)의 건축물 카드 1장을 공짜로 건설. 원로원 의원은 고를 수 없음.",
    "treason": "게임 준비 때 뺀 시대 카드(1시대 3장, 2시대 6장, 3시대 9장)를 보고 1장을 골라 공짜로 건설.",
    "political_maneuver": "아무 의회실에 자신의 영향력 마커 1개를 놓고, 원로원에서 상대의 영향력 마커 1개를 제거.",
    "espionage": "상자의 진보 토큰을 모두 보고 1개를 골라 사용.",
    "turn_of_events": "카드 구조물에서 이용 가능한 카드 1장을 버린 카드 더미에 놓음; 한 번 더 할 수 있음.",
    "embezzlement": "원로원에 있는 자신의 영향력 마커 수만큼 주화를 받고, 상대는 자신의 마커 수만큼 주화를 잃음.",
    "foreclosure": "상대 도시의 갈색 또는 회색 카드 1장을 가져와 자신의 도시에 더함.",
    "coercion": "상대 도시의 파란색 또는 녹색 카드 1장을 가져오고, 같은 색깔의 자신의 카드 1장을 대신 내줌.",
    "insider_influence": "법령 1개를 다른 의회실의 법령 아래로 옮김. 비워진 의회실도 승점과 우위에 그대로 셈.",
    "sabotage": "상대가 지은 불가사의 1장을 상자로 돌려보내고, 그 시대 카드는 버린 카드 더미로. 지속 효과는 사라지고 이미 적용된 효과는 남음.",
}


def korean_effect(ident: str) -> str:
    """What a component does, in Korean: cards and wonders from their data fields, progress tokens
    and conspiracies from the tables above ('' for what has no Korean words yet)."""
    data = D.load()
    if ident in data.cards:
        return " ".join(card_effects_ko(data.cards[ident]))
    if ident in data.wonders:
        return " ".join(wonder_effects_ko(data.wonders[ident]))
    if ident in PROGRESS_KO:
        return PROGRESS_KO[ident]
    conspiracy = data.agora.conspiracies.get(ident)
    if conspiracy is not None and ident in CONSPIRACIES_KO:
        bonus = " 그다음 자신의 영향력 마커 1개를 인접한 의회실로 옮길 수 있음." if conspiracy.move_bonus else ""
        return CONSPIRACIES_KO[ident] + bonus
    return ""


def conspiracy_text(ident: str) -> str:
    """A conspiracy's effect as printed (data `text`), in the language spoken."""
    record = D.load().agora.conspiracies.get(ident)
    if korean():
        return CONSPIRACIES_KO.get(ident, "")
    return record.text if record is not None else effect_text(ident)


def science_name(symbol: str) -> str:
    if korean():
        return SYMBOLS_KO.get(symbol, symbol)
    return G.SYMBOL_NAMES.get(symbol, symbol.replace("_", " "))
