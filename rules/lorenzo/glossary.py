"""Cards, leaders, excommunication and personal bonus tiles in words, for the rules lookup and the glossary,
in the language spoken: each text is made from the same record in English and in Korean, side by side (the
game's vocabulary: rules.lorenzo.words)."""

from __future__ import annotations

from rules.core.engine import GlossaryEntry
from rules.lorenzo.data import Card, catalog
from rules.lorenzo.words import (
    LEADER_TEXT_KO,
    STOCK_KO,
    TYPE_KO,
    amounts_ko,
    excom_ko,
    korean,
    period_ko,
    say,
    with_particle,
    work,
)


def _type_ko(kind: str) -> str:
    return "아무" if kind == "any" else TYPE_KO.get(kind, kind)


def amounts(gain: dict) -> str:
    if korean():
        return amounts_ko(gain.items())
    words = {
        "military": "military",
        "faith": "faith",
        "vp": "VP",
        "coin": "coin",
        "wood": "wood",
        "stone": "stone",
        "servant": "servant",
        "special_token": "special token",
    }
    parts = []
    for key, n in gain.items():
        name = words.get(key, key)
        if key in ("coin", "servant", "special_token") and n != 1:
            name += "s"
        parts.append(f"{n} {name}")
    return ", ".join(parts) or "nothing"


def cost_text(card: Card) -> str:
    if korean():
        return _cost_ko(card)
    options = []
    for option in card.cost:
        if "military_required" in option:
            rest = {k: n for k, n in option.items() if k not in ("military_required", "military_spent")}
            options.append(
                f"have {option['military_required']} military, spend {option['military_spent']}"
                + (f" and pay {amounts(rest)}" if rest else "")
            )
        else:
            options.append(amounts(option))
    return " or ".join(options) or "free"


def _cost_ko(card: Card) -> str:
    options = []
    for option in card.cost:
        if "military_required" in option:
            rest = {k: n for k, n in option.items() if k not in ("military_required", "military_spent")}
            options.append(
                f"군사력 {option['military_required']}점 보유, {option['military_spent']}점 지불"
                + (f", {amounts(rest)} 지불" if rest else "")
            )
        else:
            options.append(amounts(option))
    return " 또는 ".join(options) or "무료"


def _effect_ko(effect: dict) -> str:
    if "gain" in effect and "action" not in effect:
        text = f"{amounts(effect['gain'])} 받기"
        if effect.get("council_privileges"):
            text += f", 의회 특권 {effect['council_privileges']}개"
        return text
    if "council_privileges" in effect:
        return f"서로 다른 의회 특권 {effect['council_privileges']}개"
    if "gain_per_card" in effect:
        spec = dict(effect["gain_per_card"])
        kind = spec.pop("per_card_type")
        return f"가진 {_type_ko(kind)} 카드마다 {amounts(spec)}"
    if "gain_per_points" in effect:
        spec = effect["gain_per_points"]
        return f"{STOCK_KO.get(spec['points'], spec['points'])} {spec['per']}점마다 승점 {spec['vp']}점"
    if effect.get("action") == "take_card":
        value = with_particle(str(effect["value"]), "으로/로")
        text = f"가족일원 없이 값 {value} {_type_ko(effect['card_type'])} 카드 가져오기"
        if effect.get("discount"):
            text += f", {amounts(effect['discount'])} 할인"
        return text
    if effect.get("action") in ("harvest", "production"):
        value = with_particle(str(effect["value"]), "으로/로")
        return f"가족일원 없이 값 {value} {work(effect['action'])}"
    return str(effect)


def effect_text(effect: dict) -> str:
    if korean():
        return _effect_ko(effect)
    if "gain" in effect and "action" not in effect:
        text = f"gain {amounts(effect['gain'])}"
        if effect.get("council_privileges"):
            text += f" and {effect['council_privileges']} council privilege(s)"
        return text
    if "council_privileges" in effect:
        return f"{effect['council_privileges']} different council privilege(s)"
    if "gain_per_card" in effect:
        spec = dict(effect["gain_per_card"])
        kind = spec.pop("per_card_type")
        return f"gain {amounts(spec)} per {kind} card you own"
    if "gain_per_points" in effect:
        spec = effect["gain_per_points"]
        return f"gain {spec['vp']} VP per {spec['per']} {spec['points']} points"
    if effect.get("action") == "take_card":
        kind = "any" if effect["card_type"] == "any" else f"a {effect['card_type']}"
        text = f"take {kind} card at value {effect['value']} without a member"
        if effect.get("discount"):
            text += f", {amounts(effect['discount'])} cheaper"
        return text
    if effect.get("action") in ("harvest", "production"):
        return f"a {effect['action']} at value {effect['value']} without a member"
    return str(effect)


def _permanent_ko(card: Card) -> str:
    perm = card.permanent
    if not perm:
        return "없음"
    if "trigger" in perm:
        head = f"{work(perm['trigger'])} {perm['min_value']}+: "
        if "exchange_choose_one" in perm:
            options = []
            for option in perm["exchange_choose_one"]:
                got = amounts(option.get("gain", {})) if option.get("gain") else ""
                if option.get("council_privileges"):
                    got = (got + ", " if got else "") + f"의회 특권 {option['council_privileges']}개"
                options.append(f"{amounts(option['pay'])} 내고 {got} 받기")
            return head + " 또는 ".join(options) + " (1회)"
        return head + effect_text(perm)
    kind = perm.get("kind")
    if kind == "take_card_value_bonus":
        text = f"{_type_ko(perm['card_type'])} 카드를 가져올 때 +{perm['bonus']}"
        if "discount" in perm:
            text += f", {amounts(perm['discount'])} 할인"
        if "discount_choose_one" in perm:
            text += ", " + " 또는 ".join(amounts(d) for d in perm["discount_choose_one"]) + " 할인"
        return text
    if kind in ("harvest_value_bonus", "production_value_bonus"):
        return f"모든 {work(kind.split('_')[0])} +{perm['bonus']}"
    if kind == "no_tower_floor_bonus":
        return "타워 3층과 4층의 보너스를 받지 않음"
    if "end_game_vp" in perm:
        return f"게임 종료 시 승점 {perm['end_game_vp']}점"
    return str(perm)


def permanent_text(card: Card) -> str:
    if korean():
        return _permanent_ko(card)
    perm = card.permanent
    if not perm:
        return "none"
    if "trigger" in perm:
        head = f"{perm['trigger']} {perm['min_value']}+: "
        if "exchange_choose_one" in perm:
            options = []
            for option in perm["exchange_choose_one"]:
                got = amounts(option.get("gain", {})) if option.get("gain") else ""
                if option.get("council_privileges"):
                    got = (got + " and " if got else "") + f"{option['council_privileges']} privilege"
                options.append(f"pay {amounts(option['pay'])} for {got}")
            return head + " or ".join(options) + " (once)"
        return head + effect_text(perm)
    kind = perm.get("kind")
    if kind == "take_card_value_bonus":
        text = f"+{perm['bonus']} when taking a {perm['card_type']} card"
        if "discount" in perm:
            text += f", {amounts(perm['discount'])} cheaper"
        if "discount_choose_one" in perm:
            text += ", " + " or ".join(amounts(d) for d in perm["discount_choose_one"]) + " cheaper"
        return text
    if kind in ("harvest_value_bonus", "production_value_bonus"):
        return f"+{perm['bonus']} to every {kind.split('_')[0]}"
    if kind == "no_tower_floor_bonus":
        return "no bonus from the towers' 3rd and 4th floors"
    if "end_game_vp" in perm:
        return f"{perm['end_game_vp']} VP at the end"
    return str(perm)


def card_text(card: Card) -> str:
    immediate = "; ".join(effect_text(e) for e in card.immediate) or say("none", "없음")
    if korean():
        return (
            f"{period_ko(card.period)} {_type_ko(card.type)} 카드 {card.number}번. 비용: {cost_text(card)}. "
            f"즉시 효과: {immediate}. 지속 효과: {permanent_text(card)}."
        )
    return (
        f"Period {card.period} {card.type} #{card.number}. Cost: {cost_text(card)}. "
        f"Immediate: {immediate}. Permanent: {permanent_text(card)}."
    )


def _requirement_ko(requires: dict, at_most: dict) -> str:
    parts = [f"{_type_ko(kind)} 카드 {n}장" for kind, n in requires.get("cards", {}).items()]
    if "cards_of_one_type" in requires:
        parts.append(f"한 종류 카드 {requires['cards_of_one_type']}장")
    if "total_cards" in requires:
        parts.append(f"개발 카드 모두 {requires['total_cards']}장")
    parts += [amounts({k: n}) for k, n in requires.get("stock", {}).items()]
    parts += [f"{_type_ko(kind)} 카드 {n}장 이하" for kind, n in at_most.get("cards", {}).items()]
    parts += [f"{amounts({k: n})} 이하" for k, n in at_most.get("stock", {}).items()]
    if "wood_plus_stone" in at_most:
        parts.append(f"나무와 돌 합쳐 {at_most['wood_plus_stone']}개 이하")
    if "card_types" in at_most:
        parts.append(f"카드 종류 {at_most['card_types']}가지 이하")
    return ", ".join(parts)


def requirement_text(requires: dict, at_most: dict) -> str:
    if korean():
        return _requirement_ko(requires, at_most)
    parts = [f"{n} {kind} cards" for kind, n in requires.get("cards", {}).items()]
    if "cards_of_one_type" in requires:
        parts.append(f"{requires['cards_of_one_type']} cards of one type")
    if "total_cards" in requires:
        parts.append(f"{requires['total_cards']} development cards")
    parts += [amounts({k: n}) for k, n in requires.get("stock", {}).items()]
    parts += [f"at most {n} {kind} card{'s' if n != 1 else ''}" for kind, n in at_most.get("cards", {}).items()]
    parts += [f"at most {amounts({k: n})}" for k, n in at_most.get("stock", {}).items()]
    if "wood_plus_stone" in at_most:
        parts.append(f"at most {at_most['wood_plus_stone']} wood and stone together")
    if "card_types" in at_most:
        parts.append(f"cards of at most {at_most['card_types']} types")
    return ", ".join(parts).replace("special_token", "special token")


def leader_text(card) -> str:
    if korean():
        timing = "지속 능력: " if card.ability_type == "permanent" else ""
        where = "르네상스의 가문" if card.set == "houses" else "기본 게임"
        text = (
            f"지도자 카드 ({where}). 필요조건 (가지고만 있으면 되고 내지 않음): "
            f"{requirement_text(card.requires, card.at_most)}. {timing}{LEADER_TEXT_KO.get(card.key, card.text)}"
        )
        if card.needs:
            text += " 르네상스의 가문의 특수 토큰을 사용합니다."
        return text
    timing = "Permanent: " if card.ability_type == "permanent" else ""
    text = (
        f"Leader ({'Houses of Renaissance' if card.set == 'houses' else 'base game'}). Requirements (held, not "
        f"paid): {requirement_text(card.requires, card.at_most)}. {timing}{card.text}"
    )
    if card.needs:
        text += " Uses the special tokens of Houses of Renaissance."
    return text


def tile_entry(key: str) -> GlossaryEntry:
    """A personal bonus tile side: what its harvest and production give."""
    from rules.core.words import speaking
    from rules.lorenzo.describe import tile_name, tile_text

    with speaking("en"):
        english = tile_name(key)
    with speaking("ko"):
        korean_name = tile_name(key)
    return GlossaryEntry(
        f"tile:{key}",
        say("personal bonus tile", "개인 보너스 타일"),
        f"Personal bonus tile ({english})",
        f"개인 보너스 타일 ({korean_name})",
        say(
            f"Harvest and production bonus at value 1: {tile_text(key)}.", f"값 1의 수확/생산 보너스: {tile_text(key)}."
        ),
    )


def glossary_entries() -> tuple[GlossaryEntry, ...]:
    data = catalog()
    entries = [
        GlossaryEntry(c.id, say(c.type, _type_ko(c.type)), c.name, c.name_ko, card_text(c)) for c in data.cards.values()
    ]
    entries += [
        GlossaryEntry(
            t.id,
            say("excommunication", "파문 타일"),
            f"Excommunication {t.id[1:]}",
            f"파문 타일 {t.id[1:]}",
            say(t.text, excom_ko(t.effect)),
        )
        for t in data.excoms.values()
    ]
    entries += [tile_entry(key) for key in data.tiles]
    from rules.lorenzo.data_advanced import leaders
    from rules.lorenzo.leaders import leader_catalog

    records = leaders()
    entries += [
        GlossaryEntry(card.id, say("leader", "지도자"), card.name, records[card.key].name_ko, leader_text(card))
        for card in leader_catalog().values()
    ]
    from rules.lorenzo import hooks

    return tuple(entries) + hooks.glossary()  # an expansion's cards, tiles and tokens
