"""Glossary entries: every card, wonder, token and Agora component with its cost and effect in words.

Each effect is worded once, in English and Korean side by side (`say`), from the same data
fields: the glossary (rules lookup), the card info panel and the action labels all read it
here, in the language spoken (`rules.core.words.language`). Texts printed in the data files
(progress tokens, decrees, conspiracies: their `text`) have their Korean in the tables below,
in our own words after the Korean rulebook's terms.
"""

from __future__ import annotations

import functools

from rules.core.engine import GlossaryEntry
from rules.core.words import korean, language, say, say_id, speaking
from rules.duel import data as D
from rules.duel.words import SECTIONS_KO, SYMBOLS_KO
from rules.duel.words import color as _color
from rules.duel.words import resource as _resource

SYMBOL_NAMES = {
    "armillary_sphere": "armillary sphere",
    "sundial": "sundial",
    "mortar_pestle": "mortar and pestle",
    "pendulum": "pendulum",
    "quill_inkwell": "quill and inkwell",
    "wheel": "wheel",
    "scales": "scales (Law)",
}


def symbol_name(symbol: str) -> str:
    """A science symbol in the language spoken."""
    if korean():
        return SYMBOLS_KO.get(symbol, symbol)
    return SYMBOL_NAMES.get(symbol, symbol.replace("_", " "))


def units_text(units: D.Units) -> str:
    """'2 stone, 1 wood'; in Korean '석재 2개, 목재 1개'."""
    if korean():
        return ", ".join(f"{_resource(r)} {n}개" for r, n in units)
    return ", ".join(f"{n} {r}" for r, n in units)


def cost_text(coins: int, units: D.Units) -> str:
    parts = []
    if coins:
        parts.append(say(f"{coins} coin{'s' if coins > 1 else ''}", f"{coins}주화"))
    if units:
        parts.append(units_text(units))
    return say("Cost: ", "비용: ") + (" + ".join(parts) if parts else say("free", "공짜")) + "."


def _chain_cards(symbol: str, field: str) -> str:
    """The Korean names of the cards whose `field` ('chain_grants' / 'chain_from') is `symbol`."""
    return ", ".join(c.name_ko for c in D.load().cards.values() if getattr(c, field) == symbol)


def _one_of(resources: tuple[str, ...]) -> str:
    return "/".join(_resource(r) for r in resources)


def card_effects(card: D.Card) -> list[str]:
    """What a card does, one short sentence per effect, in the language spoken."""
    lines = []
    if card.produce:
        lines.append(
            say(f"Produces {units_text(card.produce)} every turn.", f"매 차례 {units_text(card.produce)} 생산.")
        )
    if card.produce_one_of:
        lines.append(
            say(
                f"Produces one of {' / '.join(card.produce_one_of)} each turn (does not raise your opponent's prices).",
                f"매 차례 {_one_of(card.produce_one_of)} 중 1개 생산 (상대의 거래 값은 오르지 않음).",
            )
        )
    if card.fixed_price:
        lines.append(
            say(
                f"You buy {' and '.join(card.fixed_price)} from the bank for 1 coin per unit.",
                f"{', '.join(_resource(r) for r in card.fixed_price)}: 은행에서 1개당 1주화에 삼.",
            )
        )
    if card.coins:
        lines.append(say(f"Take {card.coins} coins when built.", f"지을 때 {card.coins}주화."))
    if card.coins_per is not None:
        amount = card.coins_per.amount
        coins = say(f"{amount} coin{'s' if amount > 1 else ''}", f"{amount}주화")
        if card.coins_per.per == "wonder":
            lines.append(
                say(f"When built, take {coins} per wonder you have built.", f"지을 때 지은 불가사의 1개당 {coins}.")
            )
        else:
            lines.append(
                say(
                    f"When built, take {coins} per {card.coins_per.color} card in your city, this one included.",
                    f"지을 때 자신의 도시의 {_color(card.coins_per.color or '')} 카드 1장당 {coins} (이 카드 포함).",
                )
            )
    if card.shields:
        lines.append(
            say(
                f"{card.shields} shield{'s' if card.shields > 1 else ''}: move the Conflict pawn toward your opponent's capital.",
                f"방패 {card.shields}개: 전쟁 마커가 상대 수도 쪽으로 움직임.",
            )
        )
    if card.science:
        lines.append(say("Scientific symbol: ", "과학 기호: ") + f"{symbol_name(card.science)}.")
    if card.guild is not None:
        guild = card.guild
        if guild.counts == "cards":
            counted = " and ".join(guild.colors) + " cards"
            one = counted.replace(" cards", " card")
            lines.append(
                say(
                    f"When built, take {guild.coins_per_card} coin per {one} in the city "
                    f"with the most; at game end, {guild.vp_per} VP per {one} in the city with the most.",
                    f"지을 때 {'·'.join(_color(c) for c in guild.colors)} 카드가 가장 많은 도시의 그 카드 1장당 "
                    f"{guild.coins_per_card}주화; 게임이 끝날 때 1장당 {guild.vp_per}승점.",
                )
            )
        elif guild.counts == "wonders":
            lines.append(
                say(
                    f"At game end, {guild.vp_per} VP per wonder built in the city with the most wonders.",
                    f"게임이 끝날 때 불가사의를 가장 많이 지은 도시의 불가사의 1개당 {guild.vp_per}승점.",
                )
            )
        else:
            lines.append(
                say(
                    f"At game end, {guild.vp_per} VP per set of 3 coins in the richest city.",
                    f"게임이 끝날 때 가장 부유한 도시의 3주화마다 {guild.vp_per}승점.",
                )
            )
    if card.vp:
        lines.append(say(f"{card.vp} VP.", f"{card.vp}승점."))
    if card.chain_from:
        lines.append(
            say(
                f"Free if your city has the chain symbol {card.chain_from}.",
                f"연쇄: 자신의 도시에 {_chain_cards(card.chain_from, 'chain_grants')} 카드가 있으면 공짜.",
            )
        )
    if card.chain_grants:
        lines.append(
            say(
                f"Shows the chain symbol {card.chain_grants}.",
                f"연쇄 기호: 나중에 {_chain_cards(card.chain_grants, 'chain_from')} 카드를 공짜로 지음.",
            )
        )
    return lines


def card_text(card: D.Card) -> str:
    if korean():
        age = "길드 (3시대)" if card.deck == "guild" else f"{card.age}시대"
    else:
        age = "Guild (Age III)" if card.deck == "guild" else f"Age {'I' * card.age}"
    return " ".join([f"{age}, {_color(card.color)}.", cost_text(card.cost_coins, card.cost), *card_effects(card)])


def wonder_effects(wonder: D.Wonder) -> list[str]:
    """What a wonder does (its cost apart), one short sentence per effect, in the language spoken."""
    lines = []
    if wonder.on_select_conspire:
        lines.append(
            say(
                f"When drafted: draw {wonder.on_select_conspire} conspiracies, keep 1, put the other on top or bottom of the deck.",
                f"고를 때: 모략 카드 {wonder.on_select_conspire}장을 뽑아 1장을 갖고 나머지는 덱 맨 위나 아래에 놓음.",
            )
        )
    if wonder.on_select_place_influence:
        lines.append(
            say(
                f"When drafted: place {wonder.on_select_place_influence} influence cube in any chamber.",
                f"고를 때: 아무 의회실에 영향력 마커 {wonder.on_select_place_influence}개 배치.",
            )
        )
    if wonder.on_select_conspire or wonder.on_select_place_influence:
        lines.append(say("When built:", "지을 때:"))
    if wonder.trigger_unprepared_conspiracy:
        lines.append(
            say(
                "You may trigger one of your conspiracies that is not prepared.",
                "준비하지 않은 자신의 모략 1장을 발동할 수 있음.",
            )
        )
    if wonder.coins:
        lines.append(say(f"Take {wonder.coins} coins.", f"{wonder.coins}주화를 받음."))
    if wonder.opponent_loses_coins:
        lines.append(
            say(
                f"Your opponent loses {wonder.opponent_loses_coins} coins.",
                f"상대가 {wonder.opponent_loses_coins}주화를 잃음.",
            )
        )
    if wonder.shields:
        lines.append(say(f"{wonder.shields} shield{'s' if wonder.shields > 1 else ''}.", f"방패 {wonder.shields}개."))
    if wonder.destroy:
        lines.append(
            say(
                f"Put 1 {wonder.destroy} card of your opponent's city into the discard pile.",
                f"상대 도시의 {_color(wonder.destroy)} 카드 1장을 버린 카드 더미에 놓음.",
            )
        )
    if wonder.produce_one_of:
        lines.append(
            say(
                f"Produces one of {' / '.join(wonder.produce_one_of)} each turn.",
                f"매 차례 {_one_of(wonder.produce_one_of)} 중 1개 생산.",
            )
        )
    if wonder.progress_from_box:
        lines.append(
            say(
                f"Draw {wonder.progress_from_box} progress tokens at random from the box, keep 1, return the others.",
                f"상자에서 진보 토큰 {wonder.progress_from_box}개를 무작위로 뽑아 1개를 갖고 나머지는 돌려놓음.",
            )
        )
    if wonder.build_from_discard:
        lines.append(say("Build 1 card of the discard pile for free.", "버린 카드 더미의 카드 1장을 공짜로 건설."))
    if wonder.place_influence:
        lines.append(
            say(
                f"Place {wonder.place_influence} influence cube in any chamber.",
                f"아무 의회실에 영향력 마커 {wonder.place_influence}개 배치.",
            )
        )
    if wonder.move_influence:
        lines.append(
            say(
                f"You may move {wonder.move_influence} of your cubes to an adjacent chamber.",
                f"자신의 영향력 마커 {wonder.move_influence}개를 인접한 의회실로 옮길 수 있음.",
            )
        )
    if wonder.replay:
        lines.append(say("Play again.", "한 번 더 함."))
    if wonder.vp:
        lines.append(say(f"{wonder.vp} VP.", f"{wonder.vp}승점."))
    return lines


def wonder_text(wonder: D.Wonder) -> str:
    return " ".join([cost_text(0, wonder.cost), *wonder_effects(wonder)])


#: Progress tokens in Korean, beside the English `text` of data/duel/progress.toml.
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

#: Conspiracies in Korean, beside the English `text` of data/duel/agora.toml.
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

#: Decrees in Korean, beside the English `text` of data/duel/agora.toml.
DECREES_KO = {
    "coins_when_blue_built": "누구든 파란색 카드를 지을 때마다 현재 시대 수(1/2/3)만큼 주화를 받음.",
    "coins_when_green_built": "누구든 녹색 카드를 지을 때마다 현재 시대 수(1/2/3)만큼 주화를 받음.",
    "coins_when_yellow_built": "누구든 노란색 카드를 지을 때마다 현재 시대 수(1/2/3)만큼 주화를 받음.",
    "coins_when_red_built": "누구든 빨간색 카드를 지을 때마다 현재 시대 수(1/2/3)만큼 주화를 받음.",
    "ignore_cost_yellow": "노란색 카드를 지을 때 비용 표시 하나(자원 1개, 또는 주화 비용 전체)를 무시함.",
    "ignore_cost_red": "빨간색 카드를 지을 때 비용 표시 하나(자원 1개, 또는 주화 비용 전체)를 무시함.",
    "ignore_cost_green": "녹색 카드를 지을 때 비용 표시 하나(자원 1개, 또는 주화 비용 전체)를 무시함.",
    "wonder_resource_discount": "자신의 불가사의는 자원 1개(원하는 것)가 덜 듦.",
    "shield_while_controlled": "지배하게 되면 방패 1개(전쟁 마커가 상대 수도 쪽으로 1칸); 지배를 잃으면 1칸 되돌아옴. 전략 토큰은 적용되지 않음.",
    "trade_discount_brown": "은행에서 사는 목재·점토·석재가 1개당 1주화 쌈 (1개당 1주화 아래로는 내려가지 않음).",
    "trade_discount_grey": "은행에서 사는 유리·파피루스가 1개당 1주화 쌈 (1개당 1주화 아래로는 내려가지 않음).",
    "blue_cards_plus_2": "정치가가 주는 원로원 액션 수를 셀 때 파란색 카드를 2장 더 있는 것으로 셈.",
    "discard_extra_coins": "카드를 버리고 주화를 받을 때 2주화를 더 받음.",
    "coins_when_wonder_built": "누구든 불가사의를 지을 때마다 현재 시대 수(1/2/3)만큼 주화를 받음.",
    "opponent_chains": "건설할 때 상대 카드의 연쇄 기호도 자신의 도시에 있는 것처럼 셈.",
    "conspirator_replay": "공모자를 고용하면 곧바로 한 번 더 함.",
}


def progress_text(token: D.Progress) -> str:
    if korean() and token.id in PROGRESS_KO:
        return PROGRESS_KO[token.id]
    if token.text:
        lines = [token.text.strip()]
    else:
        lines = []
        if token.coins:
            lines.append(say(f"Take {token.coins} coins.", f"{token.coins}주화를 받음."))
        if token.science:
            lines.append(say("Scientific symbol: ", "과학 기호: ") + f"{symbol_name(token.science)}.")
        if token.vp:
            lines.append(say(f"{token.vp} VP.", f"{token.vp}승점."))
    return " ".join(lines)


def decree_text(decree: D.Decree) -> str:
    """A decree's effect as printed, in the language spoken."""
    return DECREES_KO.get(decree.id, decree.text) if korean() else decree.text


def conspiracy_text(conspiracy: D.Conspiracy) -> str:
    """A conspiracy's effect as printed, in the language spoken (without the move bonus)."""
    return CONSPIRACIES_KO.get(conspiracy.id, conspiracy.text) if korean() else conspiracy.text


def move_bonus_text() -> str:
    return say(
        "Then you may move 1 of your cubes to an adjacent chamber.",
        "그다음 자신의 영향력 마커 1개를 인접한 의회실로 옮길 수 있음.",
    )


#: The glossary's kinds of entry in Korean (the rules lookup shows them beside each name).
KINDS_KO = {
    "card": "카드",
    "wonder": "불가사의",
    "progress": "진보 토큰",
    "military token": "군사 토큰",
    "senator": "원로원 의원",
    "decree": "법령",
    "conspiracy": "모략",
}


def _kind(kind: str) -> str:
    return KINDS_KO.get(kind, kind) if korean() else kind


def section_name(section: str) -> str:
    return say_id(section, SECTIONS_KO)


def glossary() -> tuple[GlossaryEntry, ...]:
    """Every entry, worded in the language spoken now."""
    return _glossary(language())


@functools.cache
def _glossary(spoken: str) -> tuple[GlossaryEntry, ...]:
    with speaking(spoken):
        return _entries()


def _entries() -> tuple[GlossaryEntry, ...]:
    data = D.load()
    entries = [GlossaryEntry(c.id, _kind("card"), c.name, c.name_ko, card_text(c)) for c in data.cards.values()]
    entries += [GlossaryEntry(w.id, _kind("wonder"), w.name, w.name_ko, wonder_text(w)) for w in data.wonders.values()]
    entries += [
        GlossaryEntry(p.id, _kind("progress"), p.name, p.name_ko, progress_text(p)) for p in data.progress.values()
    ]
    entries += [
        GlossaryEntry(
            t.id,
            _kind("military token"),
            t.name,
            t.name_ko,
            say(
                f"When the pawn enters spaces {t.zone[0]}-{t.zone[1]} toward Player {t.side + 1}'s capital, "
                f"Player {t.side + 1} loses {t.opponent_loses_coins} coins (all they have if fewer). Used once.",
                f"전쟁 마커가 {t.side + 1}번 플레이어의 수도 쪽 {t.zone[0]}-{t.zone[1]}칸에 들어가면 "
                f"{t.side + 1}번 플레이어가 {t.opponent_loses_coins}주화를 잃음 (모자라면 가진 만큼). 한 번만 적용.",
            ),
        )
        for t in data.military_tokens.values()
    ]
    agora = data.agora
    recruit = say(
        "Recruit for 1 coin per senator already in your city. ",
        "자신의 도시에 이미 있는 원로원 의원 1명당 1주화로 고용. ",
    )
    for s in agora.senators.values():
        if s.kind == "politician":
            section = section_name(s.section)
            text = (
                say(
                    f"Agora senator (politician, {section} section). ", f"아고라 원로원 의원 (정치가, {section} 구획). "
                )
                + recruit
                + say(
                    "Senate actions by your blue cards (0-1: 1, 2-3: 2, 4+: 3): each places a cube in a chamber of "
                    f"the {section} section or moves one of your cubes to an adjacent chamber.",
                    "파란색 카드 수에 따른 원로원 액션 (0-1장: 1, 2-3장: 2, 4장 이상: 3): 액션마다 "
                    f"{section} 구획의 의회실에 영향력 마커를 놓거나 자신의 마커 하나를 인접한 의회실로 옮김.",
                )
            )
        else:
            text = (
                say("Agora senator (conspirator). ", "아고라 원로원 의원 (공모자). ")
                + recruit
                + say(
                    "Either place 1 cube in any chamber, or draw 2 conspiracies, keep 1 and put the other on top or "
                    "bottom of the deck (with Organized Crime, keep both).",
                    "아무 의회실에 영향력 마커 1개를 놓거나, 모략 카드 2장을 뽑아 1장을 갖고 나머지는 덱 맨 위나 "
                    "아래에 놓음 (조직 범죄 토큰이 있으면 둘 다 가짐).",
                )
            )
        entries.append(GlossaryEntry(s.id, _kind("senator"), s.name, s.name_ko, text))
    entries += [
        GlossaryEntry(
            d.id,
            _kind("decree"),
            d.name,
            d.name_ko,
            say(
                "Agora decree, for whoever controls its chamber. ",
                "아고라 법령: 그 의회실을 지배하는 플레이어에게 적용. ",
            )
            + decree_text(d),
        )
        for d in agora.decrees.values()
    ]
    entries += [
        GlossaryEntry(
            c.id,
            _kind("conspiracy"),
            c.name,
            c.name_ko,
            say(
                "Agora conspiracy: prepare it by tucking any accessible card under it (your action for the turn), "
                "then trigger it at the start of a later turn. ",
                "아고라 모략: 이용 가능한 카드 1장을 아래에 끼워 준비하고 (그 차례의 행동), 나중 차례를 시작할 때 "
                "발동. ",
            )
            + conspiracy_text(c)
            + (" " + move_bonus_text() if c.move_bonus else ""),
        )
        for c in agora.conspiracies.values()
    ]
    for t in agora.military_tokens.values():
        parts = []
        if t.place_influence:
            parts.append(say("place 1 of your cubes in any chamber", "아무 의회실에 자신의 영향력 마커 1개 배치"))
        if t.remove_opponent_influence:
            parts.append(
                say("remove 1 of your opponent's cubes from the senate", "원로원에서 상대 영향력 마커 1개 제거")
            )
        if t.move_influence:
            parts.append(
                say(
                    "you may move 1 of your cubes to an adjacent chamber",
                    "자신의 영향력 마커 1개를 인접한 의회실로 옮길 수 있음",
                )
            )
        entries.append(
            GlossaryEntry(
                t.id,
                _kind("military token"),
                t.name,
                t.name_ko,
                say(
                    f"Agora. When you move the pawn into spaces {t.zone[0]}-{t.zone[1]} toward Player {t.side + 1}'s capital: ",
                    f"아고라. 전쟁 마커를 {t.side + 1}번 플레이어의 수도 쪽 {t.zone[0]}-{t.zone[1]}칸으로 옮기면: ",
                )
                + "; ".join(parts)
                + say(". Used once.", ". 한 번만 적용."),
            )
        )
    return tuple(entries)
