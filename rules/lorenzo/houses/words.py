"""Houses of Renaissance in words: log lines, action-list labels, what a frame asks (never a secret of
another seat: a token's face is named only to its holder, or once it is spent face up). The log lines and
labels are said in the language spoken, with the base game's vocabulary (`rules.lorenzo.words`); so are the
glossary texts, the special cards' effects and the families' powers (each worded beside the English from the
same record)."""

from __future__ import annotations

from rules.lorenzo.describe import TOWER_COLOUR, short_amounts
from rules.lorenzo.houses import state as H
from rules.lorenzo.houses.data import houses
from rules.lorenzo.words import COLOUR_KO, TYPE_KO, excom_ko, korean, named, say, with_particle, work

ROW_WORDS = ("lowest", "2nd", "3rd", "4th", "5th", "highest")
ROW_WORDS_KO = ("가장 낮은", "2번째", "3번째", "4번째", "5번째", "가장 높은")


def _row(row: int) -> str:
    return say(ROW_WORDS[row], ROW_WORDS_KO[row])


def token_text(token: str) -> str:
    """What a token shows: '3 coins', 'a council privilege', 'harvest at 3'."""
    kind = houses().tokens.get(token)
    if kind is None:
        return say("a special token", "특수 토큰")
    if "gain" in kind:
        return short_amounts(sorted(kind["gain"].items()))
    if kind.get("council_privileges"):
        return say("a council privilege", "의회 특권 1개")
    return say(f"{kind['action']} at {kind['value']}", f"{work(kind['action'])} (값 {kind['value']})")


def family_name(key: str) -> str:
    found = houses().families.get(key)
    return named(found) if found else key


#: The families' powers in Korean (houses.toml `text` says them in English; the Korean rulebook's terms).
FAMILY_TEXT_KO = {
    "montefeltro": "건축물 카드 비용으로 낸 나무와 돌은 이 타일에 놓입니다. 의회 특권을 받을 때 그 대신 타일 위의 "
    "자원을 모두 가져올 수 있습니다.",
    "aragonesi": "영토 카드를 가져올 때마다 그 카드의 수확 값보다 1 낮은 값으로 바로 수확합니다. 하인이나 인물 카드로 "
    "값을 올릴 수 없습니다.",
    "malatesta": "군사력으로 비용을 내는 사업 카드는 필요한 군사력만 있으면 되고 군사력을 내지 않습니다.",
    "este": "내 차례에 원하는 만큼: 군사력 1점을 내고 2코인을 받습니다.",
    "medici": "인물 카드를 가져올 때마다 특수 토큰 1개를 받습니다. 인물 카드를 8장까지 가질 수 있고, 게임 종료 시 "
    "7장/8장은 승점 28점/36점입니다.",
    "sforza": "경매 전에 지도자 카드 2장이 이 타일 옆에 놓입니다. 이 가문을 가져가면 둘 다 받아, 1장은 필요조건과 "
    "상관없이 바로 사용하고 1장은 가집니다.",
    "gonzaga": "매 라운드가 끝날 때 하인 7개를 내고 주 타워에 남은 카드 1장을 비용 없이 가져올 수 있습니다 (특수 타워 "
    "제외, 영토 카드도 군사력 필요 없음).",
    "orsini": "카드 종류마다 1장씩 모은 세트를 완성할 때마다: 첫 세트 지도자 카드 2장 뽑기, 두 번째 필요조건 없이 "
    "지도자 카드 사용, 세 번째 승점 10점, 네 번째 승점 15점.",
    "colonna": "값 3인 갈색 가족일원이 있습니다. 내 색도 무채색도 아니며, 놓는 규칙은 모두 똑같이 따릅니다.",
    "della_rovere": "신앙심 트랙에 신앙 타일이 놓입니다. 내 마커가 그 칸에 닿으면 타일과 보너스를 가져옵니다. 파문당할 "
    "때마다 승점 5점을 잃습니다.",
}


def family_text(key: str) -> str:
    found = houses().families.get(key)
    if not found:
        return ""
    return FAMILY_TEXT_KO.get(key, found["text"]) if korean() else found["text"]


def offer_text(state, tile: int, row: int) -> str:
    """'Sforza (tile B), row 3: 5 coin, 2 servants, 2 stone'."""
    tile_key, fam = state.houses.auction[tile]
    rows = houses().auction_tiles[tile_key]
    offer = short_amounts(sorted(rows[row].items()))
    return say(
        f"{family_name(fam)} (tile {tile_key}), {ROW_WORDS[row]} offer: {offer}",
        f"{family_name(fam)} (타일 {tile_key}), {ROW_WORDS_KO[row]} 제안: {offer}",
    )


def _tower(kind: str, state, floor: int) -> str:
    from rules.lorenzo.describe import card_name
    from rules.lorenzo.setup import tower_order

    t = tower_order().index(kind)
    colour = say(TOWER_COLOUR[kind].capitalize(), COLOUR_KO[kind])
    return f"{colour} {floor + 1}{say('', '층')}: {card_name(state.towers[t][floor])}"


def describe(action, state, viewer: int, seat: int, who: str) -> str | None:
    if korean():
        return _describe_ko(action, state, viewer, seat, who)
    from rules.lorenzo.describe import card_name

    if isinstance(action, H.PlaceBid):
        return f"{who} bids for {offer_text(state, action.tile, action.row)}"
    if isinstance(action, H.SpendToken):
        return f"{who} spends a special token: {token_text(action.token)}"  # spent face up: public
    if isinstance(action, H.GiveToken):
        return f"{who} pays a special token" + (f" ({token_text(action.token)})" if viewer == seat else "")
    if isinstance(action, H.SlotToken):
        return f"{who} lays a special token face up on {card_name(_slot_card(state))}: {token_text(action.token)}"
    if isinstance(action, H.KeepToken):
        return f"{who} keeps one of the two tokens drawn" + (f" ({token_text(action.token)})" if viewer == seat else "")
    if isinstance(action, H.EsteExchange):
        return f"{who} pays 1 military point for 2 coins (Este)"
    if isinstance(action, H.GonzagaTake):
        return f"{who} pays 7 servants for {_tower(action.tower, state, action.floor)} (Gonzaga)"
    if isinstance(action, H.ActivateCard):
        return f"{who} activates {card_name(action.card)}"
    if isinstance(action, H.TakeDiscarded):
        return f"{who} takes {card_name(action.card)} from the discard pile"
    from rules.lorenzo import actions as A

    top = state.decisions[-1] if state.decisions else None
    skips = {
        H.GonzagaFrame: "takes no card at the round's end",
        H.SlotTokenFrame: "lays no token on the card",
        H.ActivateCardsFrame: "activates no (more) cards",
        H.DiscardTakeFrame: "takes no discarded card",
    }
    if isinstance(action, A.SkipBonus) and type(top) in skips:
        return f"{who} {skips[type(top)]}"
    if isinstance(action, A.EndTurn) and isinstance(top, H.FinalTokensFrame):
        return f"{who} keeps the remaining special tokens"
    return None


def _describe_ko(action, state, viewer: int, seat: int, who: str) -> str | None:
    """`describe` in Korean: the same facts, line for line."""
    from rules.lorenzo import actions as A
    from rules.lorenzo.describe import card_name

    ga = with_particle(who, "이/가")
    own = viewer == seat
    if isinstance(action, H.PlaceBid):
        return f"{ga} 경매에 입찰합니다: {offer_text(state, action.tile, action.row)}"
    if isinstance(action, H.SpendToken):
        return f"{ga} 특수 토큰을 씁니다: {token_text(action.token)}"
    if isinstance(action, H.GiveToken):
        return f"{ga} 특수 토큰으로 냅니다" + (f" ({token_text(action.token)})" if own else "")
    if isinstance(action, H.SlotToken):
        return f"{ga} {card_name(_slot_card(state))} 위에 특수 토큰을 앞면으로 놓습니다: {token_text(action.token)}"
    if isinstance(action, H.KeepToken):
        return f"{ga} 뽑은 토큰 2개 중 1개를 가집니다" + (f" ({token_text(action.token)})" if own else "")
    if isinstance(action, H.EsteExchange):
        return f"{ga} 군사력 1점을 내고 2코인을 받습니다 ({family_name('este')})"
    if isinstance(action, H.GonzagaTake):
        return f"{ga} 하인 7개를 내고 {_tower(action.tower, state, action.floor)} 카드를 가져갑니다 ({family_name('gonzaga')})"
    if isinstance(action, H.ActivateCard):
        return f"{ga} {with_particle(card_name(action.card), '을/를')} 활성화합니다"
    if isinstance(action, H.TakeDiscarded):
        return f"{ga} 버린 카드 더미에서 {with_particle(card_name(action.card), '을/를')} 가져갑니다"
    top = state.decisions[-1] if state.decisions else None
    skips = {
        H.GonzagaFrame: "라운드 끝에 카드를 가져가지 않습니다",
        H.SlotTokenFrame: "카드 위에 토큰을 놓지 않습니다",
        H.ActivateCardsFrame: "카드를 (더) 활성화하지 않습니다",
        H.DiscardTakeFrame: "버린 카드를 가져가지 않습니다",
    }
    if isinstance(action, A.SkipBonus) and type(top) in skips:
        return f"{ga} {skips[type(top)]}"
    if isinstance(action, A.EndTurn) and isinstance(top, H.FinalTokensFrame):
        return f"{ga} 남은 특수 토큰을 그대로 가집니다"
    return None


def _slot_card(state) -> str:
    top = state.decisions[-1] if state.decisions else None
    return getattr(top, "card", "")


def label(action, state, seat: int) -> str | None:
    if korean():
        return _label_ko(action, state, seat)
    from rules.lorenzo.describe import card_name

    if isinstance(action, H.PlaceBid):
        return f"Bid: {offer_text(state, action.tile, action.row)}"
    if isinstance(action, H.SpendToken):
        return f"Spend a token: {token_text(action.token)}"
    if isinstance(action, H.GiveToken):
        return f"Pay with the token: {token_text(action.token)}"
    if isinstance(action, H.SlotToken):
        return f"Lay the token on the card: {token_text(action.token)}"
    if isinstance(action, H.KeepToken):
        return f"Keep the token: {token_text(action.token)}"
    if isinstance(action, H.EsteExchange):
        return "Este: 1 mil for 2 coin"
    if isinstance(action, H.GonzagaTake):
        return f"Gonzaga (7 servants): {_tower(action.tower, state, action.floor)}"
    if isinstance(action, H.ActivateCard):
        return f"Activate {card_name(action.card)}"
    if isinstance(action, H.TakeDiscarded):
        return f"Take {card_name(action.card)} from the discards"
    top = state.decisions[-1] if state.decisions else None
    from rules.lorenzo import actions as A

    skips = {
        H.GonzagaFrame: "Take no card (keep the servants)",
        H.SlotTokenFrame: "Lay no token on the card",
        H.ActivateCardsFrame: "Activate no (more) cards",
        H.DiscardTakeFrame: "Take no discarded card",
    }
    if isinstance(action, A.SkipBonus) and type(top) in skips:
        return skips[type(top)]
    if isinstance(action, A.EndTurn) and isinstance(top, H.FinalTokensFrame):
        return "Keep the rest (tokens score nothing)"
    return None


def _label_ko(action, state, seat: int) -> str | None:
    """`label` in Korean: the same facts, line for line."""
    from rules.lorenzo import actions as A
    from rules.lorenzo.describe import card_name

    if isinstance(action, H.PlaceBid):
        return f"입찰: {offer_text(state, action.tile, action.row)}"
    if isinstance(action, H.SpendToken):
        return f"토큰 쓰기: {token_text(action.token)}"
    if isinstance(action, H.GiveToken):
        return f"이 토큰으로 내기: {token_text(action.token)}"
    if isinstance(action, H.SlotToken):
        return f"카드 위에 이 토큰 놓기: {token_text(action.token)}"
    if isinstance(action, H.KeepToken):
        return f"이 토큰 가지기: {token_text(action.token)}"
    if isinstance(action, H.EsteExchange):
        return f"{family_name('este')}: 군사력 1점 내고 2코인 받기"
    if isinstance(action, H.GonzagaTake):
        return f"{family_name('gonzaga')} (하인 7개): {_tower(action.tower, state, action.floor)}"
    if isinstance(action, H.ActivateCard):
        return f"{card_name(action.card)} 활성화"
    if isinstance(action, H.TakeDiscarded):
        return f"버린 카드에서 {card_name(action.card)} 가져오기"
    top = state.decisions[-1] if state.decisions else None
    skips = {
        H.GonzagaFrame: "카드 가져오지 않기 (하인 그대로)",
        H.SlotTokenFrame: "카드 위에 토큰 놓지 않기",
        H.ActivateCardsFrame: "카드 (더) 활성화하지 않기",
        H.DiscardTakeFrame: "버린 카드 가져오지 않기",
    }
    if isinstance(action, A.SkipBonus) and type(top) in skips:
        return skips[type(top)]
    if isinstance(action, A.EndTurn) and isinstance(top, H.FinalTokensFrame):
        return "나머지 가지기 (토큰은 점수가 되지 않음)"
    return None


def decision_text(frame, who: str) -> str | None:
    if korean():
        ga = with_particle(who, "이/가")
        words_ko = {
            H.AuctionFrame: f"가문 경매: {ga} "
            + ("밀려나 다시 입찰합니다" if getattr(frame, "moving", False) else "가문에 입찰합니다"),
            H.GiveTokenFrame: f"{ga} 낼 특수 토큰을 고릅니다",
            H.SlotTokenFrame: f"{ga} 카드 위에 특수 토큰을 놓을 수 있습니다",
            H.GonzagaFrame: f"라운드 종료: {ga} 하인 7개로 카드 1장을 가져올 수 있습니다 ({family_name('gonzaga')})",
            H.FinalTokensFrame: f"게임 종료: {ga} 특수 토큰을 쓸 수 있습니다",
            H.ActivateCardsFrame: f"{ga} 자기 카드를 활성화합니다",
            H.DiscardTakeFrame: f"{ga} 버린 카드 더미에서 카드를 가져옵니다",
            H.KeepTokenFrame: f"{ga} 특수 토큰 2개 중 1개를 가집니다",
        }
        return words_ko.get(type(frame))
    words = {
        H.AuctionFrame: f"Family auction: {who} "
        + ("is outbid and moves" if getattr(frame, "moving", False) else "bids for a family"),
        H.GiveTokenFrame: f"{who} chooses the special tokens to pay",
        H.SlotTokenFrame: f"{who} may lay a special token on the card",
        H.GonzagaFrame: f"Round end: {who} may take a card for 7 servants (Gonzaga)",
        H.FinalTokensFrame: f"Game end: {who} may spend special tokens",
        H.ActivateCardsFrame: f"{who} activates own cards",
        H.DiscardTakeFrame: f"{who} takes a card from the discard pile",
        H.KeepTokenFrame: f"{who} keeps one of two special tokens",
    }
    return words.get(type(frame))


# ---- the glossary ------------------------------------------------------------------------------------


def _effect(effect: dict) -> str:
    from rules.lorenzo.glossary import amounts, effect_text

    if "lose" in effect:
        return f"lose {amounts(effect['lose'])}"
    if "draw_leaders" in effect:
        return f"draw {effect['draw_leaders']} leader card(s)"
    if "free_leader" in effect:
        return "play a leader whatever its requirements"
    if "gain_per_played_leader" in effect:
        return f"{amounts(effect['gain_per_played_leader'])} per leader you have played"
    if "take_discarded" in effect:
        kind = "any" if effect["take_discarded"] == "any" else f"a {effect['take_discarded']}"
        return f"take {kind} card of the discard pile for free (never a special card)"
    if "military_catch_up" in effect:
        return "move your military marker up to the leading one"
    if "activate_cards" in effect:
        spec = effect["activate_cards"]
        return f"activate {spec['count']} of your {'/'.join(spec['types'])} cards whatever their activation value"
    return effect_text(effect)


def _type_ko(kind: str) -> str:
    return "아무" if kind == "any" else TYPE_KO.get(kind, kind)


def _effect_ko(effect: dict) -> str:
    from rules.lorenzo.glossary import amounts, effect_text

    if "lose" in effect:
        return f"{amounts(effect['lose'])} 잃기"
    if "draw_leaders" in effect:
        return f"지도자 카드 {effect['draw_leaders']}장 뽑기"
    if "free_leader" in effect:
        return "필요조건과 상관없이 지도자 카드 1장 사용"
    if "gain_per_played_leader" in effect:
        return f"사용한 지도자 카드마다 {amounts(effect['gain_per_played_leader'])}"
    if "take_discarded" in effect:
        return f"버린 카드 더미에서 {_type_ko(effect['take_discarded'])} 카드 1장을 무료로 가져오기 (특수 카드 제외)"
    if "military_catch_up" in effect:
        return "내 군사력 마커를 가장 앞선 마커까지 올리기"
    if "activate_cards" in effect:
        spec = effect["activate_cards"]
        kinds = "/".join(_type_ko(k) for k in spec["types"])
        return f"활성 값과 상관없이 내 {kinds} 카드 {spec['count']}장 활성화"
    return effect_text(effect)


def _special_ko(card) -> str:
    from rules.lorenzo.glossary import amounts, cost_text

    perm = card.permanent
    parts = []
    if perm.get("trigger"):
        head = "시장: " if perm["trigger"] == "market" else f"{work(perm['trigger'])} {perm.get('min_value', 1)}+: "
        bits = []
        if perm.get("kind") == "token_slot":
            bits.append("이 카드 위에 앞면으로 놓인 토큰의 효과 (카드를 가져올 때 내 토큰 1개를 놓음)")
        if "gain" in perm:
            bits.append(f"{amounts(perm['gain'])} 받기")
        if "lose" in perm:
            bits.append(f"{amounts(perm['lose'])} 잃기 (항상)")
        if "gain_per_card_capped" in perm:
            spec = dict(perm["gain_per_card_capped"])
            kind = spec.pop("per_card_type")
            bits.append(f"가진 {_type_ko(kind)} 카드마다 {amounts(spec)} (액션 값까지)")
        if "gain_per_played_leader" in perm:
            bits.append(f"사용한 지도자 카드마다 {amounts(perm['gain_per_played_leader'])}")
        if "activate_cards" in perm:
            bits.append(_effect_ko({"activate_cards": perm["activate_cards"]}))
        if "exchange_choose_one" in perm:
            options = []
            for option in perm["exchange_choose_one"]:
                paid = f"{amounts(option['pay'])} 내고 " if option.get("pay") else ""
                got = (
                    f"{amounts(option['gain'])} 받기"
                    if option.get("gain")
                    else "필요조건과 상관없이 지도자 카드 1장 사용"
                )
                need = f" (값 {option['min_value']} 이상)" if option.get("min_value", 1) > 1 else ""
                options.append(paid + got + need)
            bits.append(" 또는 ".join(options[:3]) + (" ... 액션 값까지" if len(options) > 3 else ""))
        parts.append(head + "; ".join(bits))
    kind = perm.get("kind")
    if kind == "work_value_bonus":
        parts.append(f"모든 수확과 생산 +{perm['bonus']}")
    elif kind == "leader_played_gain":
        parts.append(f"지도자 카드를 사용할 때마다 {amounts(perm['gain'])}")
    elif kind == "no_occupied_tower_fee":
        parts.append("가족일원이 있는 특수 타워에 들어갈 때 3코인을 내지 않음")
    elif kind == "ignore_one_leader_requirement":
        parts.append("지도자 카드를 사용할 때 필요조건 하나를 무시할 수 있음")
    if "end_game_vp_per" in perm:
        spec = perm["end_game_vp_per"]
        per = {
            "special_token": "가진 특수 토큰 1개",
            "wood_stone_pair": "가진 나무 1개와 돌 1개 한 쌍",
            "servant": "가진 하인 1개",
            "military_2": "군사력 2점",
        }[spec["per"]]
        parts.append(
            f"게임 종료 시 {per}마다 승점 {spec['vp']}점" + (f" (최대 {spec['max']}점)" if "max" in spec else "")
        )
    if "end_game_vp" in perm:
        parts.append(f"게임 종료 시 승점 {perm['end_game_vp']}점")
    immediate = "; ".join(_effect_ko(e) for e in card.immediate) or "없음"
    return (
        f"특수 {_type_ko(card.type)} 카드, {card.period}시대 ({card.number}번 카드, 이름은 알려지지 않음). "
        f"비용: {cost_text(card)}. 즉시 효과: {immediate}. 지속 효과: {'; '.join(parts) or '없음'}."
    )


def special_card_text(card) -> str:
    if korean():
        return _special_ko(card)
    from rules.lorenzo.glossary import amounts, cost_text

    perm = card.permanent
    parts = []
    if perm.get("trigger"):
        head = "market: " if perm["trigger"] == "market" else f"{perm['trigger']} {perm.get('min_value', 1)}+: "
        bits = []
        if perm.get("kind") == "token_slot":
            bits.append("what the token laid face up on this card shows (lay one of yours when you take it)")
        if "gain" in perm:
            bits.append(f"gain {amounts(perm['gain'])}")
        if "lose" in perm:
            bits.append(f"lose {amounts(perm['lose'])} (always)")
        if "gain_per_card_capped" in perm:
            spec = dict(perm["gain_per_card_capped"])
            kind = spec.pop("per_card_type")
            bits.append(f"{amounts(spec)} per {kind} card you own (at most the action value)")
        if "gain_per_played_leader" in perm:
            bits.append(f"{amounts(perm['gain_per_played_leader'])} per leader you have played")
        if "activate_cards" in perm:
            bits.append(_effect({"activate_cards": perm["activate_cards"]}))
        if "exchange_choose_one" in perm:
            options = []
            for option in perm["exchange_choose_one"]:
                paid = f"pay {amounts(option['pay'])} for " if option.get("pay") else ""
                got = amounts(option.get("gain", {})) if option.get("gain") else "a leader whatever its requirements"
                need = f" (value {option['min_value']}+)" if option.get("min_value", 1) > 1 else ""
                options.append(paid + got + need)
            bits.append(" or ".join(options[:3]) + (" ... up to the action value" if len(options) > 3 else ""))
        parts.append(head + "; ".join(bits))
    kind = perm.get("kind")
    if kind == "work_value_bonus":
        parts.append(f"+{perm['bonus']} to every harvest and production")
    elif kind == "leader_played_gain":
        parts.append(f"each leader you play brings {amounts(perm['gain'])}")
    elif kind == "no_occupied_tower_fee":
        parts.append("no 3 coins to enter the occupied special tower")
    elif kind == "ignore_one_leader_requirement":
        parts.append("a leader you play may ignore one of its requirements")
    if "end_game_vp_per" in perm:
        spec = perm["end_game_vp_per"]
        per = {
            "special_token": "special token held",
            "wood_stone_pair": "pair of 1 wood and 1 stone held",
            "servant": "servant held",
            "military_2": "2 military points",
        }[spec["per"]]
        parts.append(f"at the end {spec['vp']} VP per {per}" + (f" (at most {spec['max']})" if "max" in spec else ""))
    if "end_game_vp" in perm:
        parts.append(f"{perm['end_game_vp']} VP at the end")
    immediate = "; ".join(_effect(e) for e in card.immediate) or "none"
    return (
        f"Special {card.type}, period {card.period} (card {card.number}; its name is not known). "
        f"Cost: {cost_text(card)}. Immediate: {immediate}. Permanent: {'; '.join(parts) or 'none'}."
    )


def glossary() -> tuple:
    from rules.core.engine import GlossaryEntry

    data = houses()
    entries = [
        GlossaryEntry(c.id, say(c.type, _type_ko(c.type)), c.name, c.name_ko, special_card_text(c))
        for c in data.cards.values()
    ]
    entries += [
        GlossaryEntry(f"family:{k}", say("family", "가문"), f["name"], f.get("name_ko", ""), family_text(k))
        for k, f in data.families.items()
    ]
    kinds = {kind["key"]: kind for kind in data.tokens.values()}
    from rules.core.words import speaking

    def token_names(key: str) -> tuple[str, str]:
        with speaking("en"):
            english = f"Special token: {token_text(f'tok-{key}-1')}"
        with speaking("ko"):
            korean_name = f"특수 토큰: {token_text(f'tok-{key}-1')}"
        return english, korean_name

    entries += [
        GlossaryEntry(
            f"token:{k}",
            say("special token", "특수 토큰"),
            *token_names(k),
            say(
                f"{kind['count']} of the 30 special tokens show this (reconstructed: the faces are not "
                "known). Spent on your turn, before or after placing, or at the end.",
                f"특수 토큰 30개 가운데 {kind['count']}개가 이 면입니다 (재구성: 실제 면은 알려지지 "
                "않음). 내 차례에 가족일원을 놓기 전이나 뒤, 또는 게임 끝에 씁니다.",
            ),
        )
        for k, kind in kinds.items()
    ]
    entries += [
        GlossaryEntry(
            t.id,
            say("excommunication", "파문 타일"),
            f"Excommunication {t.id[1:]} (Houses)",
            f"파문 타일 {t.id[1:]} (르네상스의 가문)",
            say(t.text, excom_ko(t.effect)),
        )
        for t in data.excoms.values()
    ]
    return tuple(entries)


# ---- the screen's phrases (tui/games/lorenzo draws with these) ---------------------------------------


def row_text(tile_key: str, row: int) -> str:
    return short_amounts(sorted(houses().auction_tiles[tile_key][row].items()))


def token_summary(tokens) -> str:
    """'2x 3 coin, 1x harvest at 3' (faces that are public or the viewer's own)."""
    counts: dict[str, int] = {}
    for token in tokens:
        words = token_text(token)
        counts[words] = counts.get(words, 0) + 1
    return ", ".join(say(f"{n}x {words}", f"{words} ×{n}") for words, n in counts.items())


def family_state(state, seat: int) -> str:
    """What a family keeps in play: Montefeltro's tile, Orsini's sets, Della Rovere's faith tiles."""
    part = state.houses
    family = part.families[seat]
    if family == "montefeltro" and any(part.bank[seat]):
        return say("on its tile: ", "가문 타일 위: ") + short_amounts(
            [("wood", part.bank[seat][0]), ("stone", part.bank[seat][1])]
        )
    if family == "orsini" and part.sets[seat]:
        return say(f"{part.sets[seat]} set(s) rewarded", f"보상받은 세트 {part.sets[seat]}개")
    if family == "della_rovere" and part.faith_taken[seat]:
        return say("faith tiles taken at ", "신앙 타일을 가져간 칸: ") + ", ".join(map(str, part.faith_taken[seat]))
    return ""


def card_effects(card_id: str) -> str:
    """A special card's effects in one line, without its cost and number (the board shows those)."""
    from rules.lorenzo.effects import card

    text = special_card_text(card(card_id))
    return text[text.index(say("Immediate:", "즉시 효과:")) :].rstrip(".")


# ---- the log's automatic events (rules.lorenzo.narrate) ---------------------------------------------

ORSINI_REWARDS = {
    1: "draws 2 leaders (fewer if the leader deck runs short)",
    2: "may play a leader whatever its requirements",
    3: "gains 10 VP",
    4: "gains 15 VP",
}
ORSINI_REWARDS_KO = {
    1: "지도자 카드 2장을 뽑습니다 (지도자 카드가 모자라면 더 적게)",
    2: "필요조건을 무시하고 지도자 카드 1장을 사용할 수 있습니다",
    3: "승점 10점을 얻습니다",
    4: "승점 15점을 얻습니다",
}


def _drawn(before: tuple[str, ...], after: tuple[str, ...]) -> list[str]:
    """Tokens held after a step that were not held before it."""
    left = list(before)
    found = []
    for token in after:
        if token in left:
            left.remove(token)
        else:
            found.append(token)
    return found


def narrate_events(action, before, after, viewer: int, seat: int, names):
    """What the expansion did on its own in a step: the auction's result, tokens drawn (faces for their
    holder only), family bonuses, Aragonesi's harvest; at the round's end, the change tile's move."""
    from rules.core.narration import NOBODY, LogLine
    from rules.lorenzo import narrate as N

    if after.houses is None or before.houses is None:
        return [], []
    was, now = before.houses, after.houses
    lines: list = []
    if not all(was.families) and all(now.families):  # the auction is over
        for bid in sorted(now.bids, key=lambda b: after.order.index(b.seat)):
            tile_key, fam = now.auction[bid.tile]
            row = short_amounts(sorted(houses().auction_tiles[tile_key][bid.row].items()))
            name = N.who(bid.seat, names)
            lines.append(
                LogLine(
                    say(
                        f"Auction: {name} wins the {family_name(fam)} family with the "
                        f"{ROW_WORDS[bid.row]} offer ({row})",
                        f"경매: {with_particle(name, '이/가')} {ROW_WORDS_KO[bid.row]} 제안({row})으로 "
                        f"{with_particle(family_name(fam), '을/를')} 얻습니다",
                    ),
                    NOBODY,
                    "auction",
                )
            )
    lines += _aragonesi(action, before, after, seat, names)
    if isinstance(action, H.ActivateCard):  # a card activated whatever its value works as at a set value
        from rules.lorenzo.describe import card_name
        from rules.lorenzo.effects import card
        from rules.lorenzo.houses.play import ACTIVATE_VALUE

        work = card(action.card).permanent["trigger"]
        line = N.work_line(
            before,
            seat,
            work,
            ACTIVATE_VALUE,
            names,
            only=action.card,
            tile=False,
            how=say(f" (activating {card_name(action.card)})", f" ({card_name(action.card)} 활성화)"),
        )
        lines += [line] if line is not None else []
    for s in range(len(after.players)):
        actor = s if s == seat else NOBODY  # what one's own step brought is one's own
        for space in now.faith_taken[s][len(was.faith_taken[s]) :]:
            tile = next(t for t in houses().faith_tiles if t["space"] == space)
            gain = short_amounts(sorted(tile["gain"].items()))
            lines.append(
                LogLine(
                    say(
                        f"{N.who(s, names)} reaches faith {space} and takes Della Rovere's faith tile: {gain}",
                        f"{with_particle(N.who(s, names), '이/가')} 신앙심 {space}점에 도달해 "
                        f"{family_name('della_rovere')}의 신앙 타일을 가져갑니다: {gain}",
                    ),
                    actor,
                    "family",
                )
            )
        for reward in range(was.sets[s] + 1, now.sets[s] + 1):
            lines.append(
                LogLine(
                    say(
                        f"{N.who(s, names)} completes Orsini set {reward} (a card of every type) and "
                        f"{ORSINI_REWARDS.get(reward, 'gains nothing more')}",
                        f"{with_particle(N.who(s, names), '이/가')} {family_name('orsini')}의 {reward}번째 "
                        f"세트를 완성하고 (종류마다 카드 1장) "
                        f"{ORSINI_REWARDS_KO.get(reward, '더 얻는 것은 없습니다')}",
                    ),
                    actor,
                    "family",
                )
            )
        drawn = _drawn(was.tokens[s], now.tokens[s])
        if s == seat and isinstance(action, H.KeepToken) and action.token in drawn:
            drawn.remove(action.token)  # the kept token is the action's own line
        if drawn:
            faces = f": {token_summary(drawn)}" if viewer == s else ""
            lines.append(
                LogLine(
                    say(
                        f"{N.who(s, names)} draws {len(drawn)} special token{'s' if len(drawn) != 1 else ''}{faces}",
                        f"{with_particle(N.who(s, names), '이/가')} 특수 토큰 {len(drawn)}개를 뽑습니다{faces}",
                    ),
                    actor,
                    "token",
                )
            )
    ending = []
    if now.change_tower != was.change_tower and after.phase != "over":
        from rules.lorenzo.describe import tower_name
        from rules.lorenzo.setup import tower_order

        kind = tower_order()[now.change_tower]
        values = ", ".join(str(v) for v in now.change_values)
        ending.append(
            LogLine(
                say(
                    f"The change tile moves to the {tower_name(kind)}: its floors now need {values}",
                    f"변경 타일이 {with_particle(tower_name(kind), '으로/로')} 옮겨집니다: 이제 층마다 필요한 값은 {values}",
                ),
                NOBODY,
                "board",
            )
        )
    return lines, ending


def _aragonesi(action, before, after, seat: int, names) -> list:
    """Aragonesi: each territory taken sets off a harvest at its activation value - 1 (never raised)."""
    import attrs

    from rules.lorenzo import effects as E
    from rules.lorenzo import narrate as N
    from rules.lorenzo import rules as R
    from rules.lorenzo.houses.play import family

    if not 0 <= seat < len(after.players) or family(after, seat) != "aragonesi":
        return []
    player = before.players[seat]
    lines = []
    for card_id in _drawn(player.cards, after.players[seat].cards):
        card = E.card(card_id)
        if card.type != "territory":
            continue
        holder = attrs.evolve(player, cards=player.cards + (card_id,))
        value = card.permanent.get("min_value", 1) - 1 + E.work_modifier(holder, "harvest", card_bonuses=False)
        if value >= 1:
            line = N.work_line(
                R.set_player(before, holder),
                seat,
                "harvest",
                value,
                names,
                how=say(" (Aragonesi)", f" ({family_name('aragonesi')})"),
            )
            if line is not None:
                lines.append(line)
    return lines


def _register() -> None:
    from rules.lorenzo.narrate import register

    register(narrate_events)


_register()
