"""Log lines for Lorenzo actions, in the language spoken (nothing here is secret: all moves are public).

The words are the game's one vocabulary, `rules.lorenzo.words`: each phrase is made from the same facts in
English and in Korean, side by side."""

from __future__ import annotations

from rules.core.words import say_id
from rules.lorenzo import actions as A
from rules.lorenzo import effects as E
from rules.lorenzo import hooks
from rules.lorenzo import state as S
from rules.lorenzo.data import card_record, catalog, excom_record, tile_record
from rules.lorenzo.state import LorenzoState
from rules.lorenzo.words import (
    COLOUR_KO,
    FLOOR,
    PERIOD,
    SPACE_KO,
    STOCK_KO,
    TOWER_COLOUR,
    TYPE_KO,
    TYPE_PLURAL,
    WORK_KO,
    amount_ko,
    amounts_ko,
    card_type,
    cards_of_type,
    excom_ko,
    floor_ko,
    korean,
    luther,
    member_colour,
    member_ko,
    named,
    nothing,
    privileges,
    say,
    servants_ko,
    tower_ko,
    with_particle,
    work,
)
from rules.lorenzo.words import leader_name as _leader

__all__ = ["FLOOR", "PERIOD", "TOWER_COLOUR", "TYPE_PLURAL", "STOCK_KO"]


def amounts(pairs) -> str:
    pairs = list(pairs)
    if korean():
        return amounts_ko(pairs)
    return ", ".join(f"{n} {k}" for k, n in pairs) or "nothing"


def _who(seat: int, names) -> str:
    return names[seat] if names and seat < len(names) else say(f"Seat {seat + 1}", f"{seat + 1}번 자리")


def _member(member: str, servants: int) -> str:
    if korean():
        return member_ko(member) + (f"(하인 {servants}개 추가)" if servants else "")
    who = f"the {member} member" if member else "a card's action"
    return who + (f" (+{servants} servants)" if servants else "")


def _tower_index(state: LorenzoState, tower: str) -> int:
    from rules.lorenzo.rules import tower_kinds

    return tower_kinds(state).index(tower)


def _privilege(state: LorenzoState, seat: int, key: str) -> dict:
    from rules.lorenzo.rules import privilege_options

    return next((p for p in privilege_options(state, seat) if p["key"] == key), {"gain": {}})


def _never_excommunicated(state: LorenzoState, seat: int) -> bool:
    from rules.lorenzo.leaders import has_ability

    return bool(has_ability(state.players[seat], "never_excommunicated"))


def _tower_cost(state: LorenzoState, seat: int, action: A.PlaceTower) -> str:
    """The card's price and, for a tower a member already stands in, the coins paid to enter it (some in
    servants with Paracelsus): '2 wood for the card and 3 coins to enter the occupied tower'."""
    from rules.lorenzo.rules import tower_fee

    fee = tower_fee(state, state.players[seat], action.tower) if 0 <= seat < len(state.players) else 0
    coins = fee - action.fee_servants
    parts = []
    if coins > 0:
        parts.append(
            say(
                f"{coins} coin{'s' if coins != 1 else ''} to enter the occupied tower",
                f"점유된 타워 입장료 {amount_ko('coin', coins)}",
            )
        )
    if action.fee_servants:
        servants = action.fee_servants
        parts.append(
            say(
                f"{servants} servant{'s' if servants != 1 else ''} in place of the entry fee's coins",
                f"입장료 코인 대신 {servants_ko(servants)}",
            )
        )
    price = [(k, n) for k, n in action.payment if n]  # military held but not spent (Malatesta) is no price
    if price:
        parts.insert(0, amounts(price) + (say(" for the card", " (카드 비용)") if parts else ""))
    return say(" and ", ", ").join(parts) or nothing()


def _card(card_id: str | None) -> str:
    return named(E.card(card_id)) if card_id else "?"


def describe(action, state: LorenzoState, viewer: int, seat: int, names=None) -> str:
    who = _who(seat, names)
    found = hooks.describe(action, state, viewer, seat, who)  # an expansion's action, or a base one in its frame
    if found is not None:
        return found
    ga = with_particle(who, "이/가")  # the Korean subject: '안나가', '민준이'
    if isinstance(action, A.PlaceTower):
        t = _tower_index(state, action.tower)
        card_id = state.towers[t][action.floor] if state.towers else None
        name = _card(card_id)
        member = _member(action.member, action.servants)
        cost = _tower_cost(state, seat, action)
        return say(
            f"{who} takes {name} ({action.tower}, {FLOOR[action.floor]} floor) with {member}, paying {cost}",
            f"{ga} {with_particle(member, '으로/로')} {tower_ko(action.tower)} {floor_ko(action.floor)}의 "
            f"{with_particle(name, '을/를')} 가져갑니다 (지불: {cost})",
        )
    if isinstance(action, A.PlaceWork):
        member = _member(action.member, action.servants)
        if korean():
            where = f"{SPACE_KO.get(action.space, action.space)}에서 " if action.space else ""
            return f"{ga} {with_particle(member, '으로/로')} {where}{with_particle(work(action.work), '을/를')} 합니다"
        where = f" on the {action.space} space" if action.space else ""
        return f"{who} starts a {action.work}{where} with {member}"
    if isinstance(action, A.PlaceMarket):
        spot = catalog().board["market"][action.index]
        what = amounts(sorted(spot["gain"].items())) if spot["gain"] else privileges(spot["council_privileges"])
        member = _member(action.member, action.servants)
        return say(
            f"{who} goes to the market ({what}) with {member}",
            f"{ga} {with_particle(member, '으로/로')} 시장에 갑니다 ({what})",
        )
    if isinstance(action, A.PlaceCouncil):
        member = _member(action.member, action.servants)
        return say(
            f"{who} goes to the council palace with {member}",
            f"{ga} {with_particle(member, '으로/로')} 의회 건물에 갑니다",
        )
    if isinstance(action, A.Pass):
        return say(f"{who} cannot place a member and passes", f"{ga} 가족일원을 놓을 수 없어 패스합니다")
    if isinstance(action, A.SkipBonus) and state.decisions and isinstance(state.decisions[-1], S.FreeLeaderFrame):
        return say(f"{who} plays no other leader", f"{ga} 다른 지도자 카드를 사용하지 않습니다")
    if isinstance(action, A.SkipBonus):
        return say(f"{who} does not use the card's bonus action", f"{ga} 카드의 보너스 액션을 사용하지 않습니다")
    if isinstance(action, A.ChoosePrivilege):
        gain = amounts(sorted(_privilege(state, seat, action.key)["gain"].items()))
        return say(
            f"{who} takes the council privilege: {gain}", f"{ga} 의회 특권으로 {with_particle(gain, '을/를')} 받습니다"
        )
    if isinstance(action, A.Exchange):
        name = _card(action.card)
        if action.option < 0:
            return say(f"{who} does not use {name}'s exchange", f"{ga} {name}의 교환을 사용하지 않습니다")
        option = E.card(action.card).permanent["exchange_choose_one"][action.option]
        got = amounts(sorted(option.get("gain", {}).items()))
        if option.get("council_privileges"):
            got += say(f" + {option['council_privileges']} privilege", f" + {privileges(option['council_privileges'])}")
        paid = amounts(action.payment or tuple(sorted(option.get("pay", {}).items())))
        return say(
            f"{who} uses {name}: pays {paid} for {got}",
            f"{ga} {with_particle(name, '을/를')} 사용해 {with_particle(paid, '을/를')} 내고 "
            f"{with_particle(got, '을/를')} 받습니다",
        )
    if isinstance(action, A.CopyLeader):
        return say(
            f"{who} copies {_leader(action.leader)}'s ability", f"{ga} {_leader(action.leader)}의 능력을 복사합니다"
        )
    if isinstance(action, A.ChooseMember):
        return say(
            f"{who} fixes the {action.member} member's value for this round",
            f"{ga} 이번 라운드 {member_ko(action.member)}의 값을 정합니다",
        )
    if isinstance(action, A.EndTurn):
        return say(f"{who} ends the turn", f"{ga} 차례를 마칩니다")
    if isinstance(action, A.ChooseTile):
        tile = tile_record(action.key)
        harvest, production = amounts(sorted(tile["harvest"].items())), amounts(sorted(tile["production"].items()))
        return say(
            f"{who} picks the personal bonus tile {action.key} (harvest {harvest}; production {production})",
            f"{ga} 개인 보너스 타일 {with_particle(tile_name(action.key), '을/를')} 고릅니다 "
            f"(수확: {harvest}; 생산: {production})",
        )
    if isinstance(action, A.DraftLeader):
        if viewer != seat:
            return say(f"{who} keeps a leader", f"{ga} 지도자 카드 1장을 가집니다")
        return say(
            f"{who} keeps {_leader(action.leader)}", f"{ga} {with_particle(_leader(action.leader), '을/를')} 가집니다"
        )
    if isinstance(action, A.DiscardLeader):
        return say(
            f"{who} discards {_leader(action.leader)} for a council privilege",
            f"{ga} {with_particle(_leader(action.leader), '을/를')} 버리고 의회 특권 1개를 받습니다",
        )
    if isinstance(action, A.PlayLeader):
        return say(
            f"{who} plays the leader {_leader(action.leader)}",
            f"{ga} 지도자 카드 {with_particle(_leader(action.leader), '을/를')} 사용합니다",
        )
    if isinstance(action, A.ActivateLeader):
        if korean():
            on = f" (대상: {_card(action.choice)})" if action.choice else ""
            return f"{ga} {_leader(action.leader)}의 라운드당 1회 능력을 사용합니다{on}"
        on = f" on {E.card(action.choice).name}" if action.choice else ""
        return f"{who} uses {_leader(action.leader)}'s once-a-round ability{on}"
    if isinstance(action, A.PlaceLeaderSpace):
        member = _member(action.member, action.servants)
        if korean():
            how = f" ({work(action.work)})" if action.work else ""
            return f"{ga} {with_particle(member, '으로/로')} {_leader(action.leader)}의 전용 액션 칸에 갑니다{how}"
        how = f" for a {action.work}" if action.work else ""
        return f"{who} goes to {_leader(action.leader)}'s private space{how} with {member}"
    if isinstance(action, A.Support):
        return say(
            f"{who} supports the Church (faith to VP, faith back to 0)",
            f"{ga} 교회를 후원합니다 (신앙심을 승점으로 바꾸고 신앙심은 0으로)",
        )
    if isinstance(action, A.Decline) and _never_excommunicated(state, seat):
        return say(
            f"{who} declines to support the Church (never excommunicated: Martin Luther)",
            f"{ga} 교회를 후원하지 않습니다 ({luther()}: 파문당하지 않음)",
        )
    if isinstance(action, A.Decline):
        return say(
            f"{who} declines to support the Church and is excommunicated", f"{ga} 교회를 후원하지 않아 파문당합니다"
        )
    return f"{who}: {action!r}"


# ---- the screen's words: action-list labels and board phrases (tui/games/lorenzo draws with these) -------

SHORT = {
    "coin": "coin",
    "wood": "wood",
    "stone": "stone",
    "servant": "servant",
    "military": "mil",
    "faith": "faith",
    "vp": "VP",
    "special_token": "token",
}


def short_amounts(pairs) -> str:
    """'3 coin, 1 wood' with short point names ('2 mil', '1 faith', '4 VP'); 'nothing' when empty.
    Korean: '3코인, 나무 1개', '군사력 2점', '승점 4점'; '없음'."""
    pairs = pairs.items() if isinstance(pairs, dict) else pairs
    if korean():
        return amounts_ko(pairs)
    parts = []
    for key, n in pairs:
        word = SHORT.get(key, key.replace("_", " "))
        parts.append(f"{n} {word}" + ("s" if key in ("servant", "special_token") and n != 1 else ""))
    return ", ".join(parts) or "nothing"


def tower_name(kind: str) -> str:
    """'Green tower' (territories): the colour is a word here, never a colour alone. '녹색 타워'."""
    return say(f"{TOWER_COLOUR.get(kind, kind).capitalize()} tower", tower_ko(kind))


def card_name(card_id: str | None) -> str:
    if not card_id:
        return say("(empty)", "(빈 칸)")
    try:
        return named(card_record(card_id))
    except KeyError:
        return card_id


def leader_name(leader_id: str) -> str:
    return _leader(leader_id)


def cost_text(card_id: str) -> str:
    """A card's cost alternatives: '3 coin, 1 wood or 7 mil held, 3 spent'; 'free' when none."""
    try:
        found = card_record(card_id)
    except KeyError:
        return "?"
    options = []
    for option in found.cost:
        if "military_required" in option:
            rest = [(k, n) for k, n in option.items() if k not in ("military_required", "military_spent")]
            options.append(
                say(
                    f"{option['military_required']} mil held, {option['military_spent']} spent",
                    f"군사력 {option['military_required']}점 보유, {option['military_spent']}점 지불",
                )
                + (f" + {short_amounts(rest)}" if rest else "")
            )
        else:
            options.append(short_amounts(sorted(option.items())))
    return say(" or ", " 또는 ").join(options) or say("free", "무료")


TYPE_SHORT = {"territory": "territory", "character": "character", "building": "building", "venture": "venture"}


def _gains(gain: dict, plus: bool = False) -> str:
    return ("+" if plus and gain else "") + short_amounts(sorted(gain.items()))


def _per_type(spec: dict) -> str:
    """'2 VP per character' / '인물 카드마다 승점 2점'."""
    spec = dict(spec)
    kind = spec.pop("per_card_type")
    return say(f"{_gains(spec)} per {TYPE_SHORT.get(kind, kind)}", f"{TYPE_KO.get(kind, kind)} 카드마다 {_gains(spec)}")


def _take_words(kind: str, value: int, discount: dict | None, short: bool) -> str:
    """'take a building at 6, 1 wood off' / '건축물 카드 가져오기 (값 6, 나무 1개 할인)'."""
    if korean():
        what = "아무 카드" if kind == "any" else f"{TYPE_KO.get(kind, kind)} 카드"
        off = f", {_gains(discount)} 할인" if discount else ""
        return f"{what} 가져오기 (값 {value}{off})"
    what = ("any card" if kind == "any" else f"a {kind}") if not short else ("any" if kind == "any" else kind)
    words = f"take {what} at {value}" if not short else f"take {what} @{value}"
    if discount:
        words += f", {_gains(discount)} off" if not short else f" -{_gains(discount)}"
    return words


def _immediate_words(effect: dict, short: bool) -> str:
    """One immediate effect of a base card: '+1 wood', '2 privileges', 'take a building at 6, 1 wood, 1 stone off'."""
    parts = []
    if effect.get("gain"):
        parts.append(_gains(effect["gain"], plus=True))
    if effect.get("council_privileges"):
        n = effect["council_privileges"]
        parts.append(say(f"{n} priv" if short else f"{n} privilege{'s' if n != 1 else ''}", privileges(n)))
    if "gain_per_card" in effect:
        parts.append(_per_type(effect["gain_per_card"]))
    if "gain_per_points" in effect:
        spec = effect["gain_per_points"]
        parts.append(
            say(
                f"{spec['vp']} VP per {spec['per']} {SHORT.get(spec['points'], spec['points'])}",
                f"{amount_ko(spec['points'], spec['per'])}마다 {amount_ko('vp', spec['vp'])}",
            )
        )
    if effect.get("action") == "take_card":
        parts.append(_take_words(effect["card_type"], effect["value"], effect.get("discount"), short))
    elif effect.get("action") in ("harvest", "production"):
        if korean():
            parts.append(f"{work(effect['action'])} (값 {effect['value']})")
        else:
            action = effect["action"] if not short else effect["action"][:4]
            parts.append(f"{action} at {effect['value']}" if not short else f"{action} @{effect['value']}")
    return ", ".join(parts)


def _permanent_words(perm: dict, short: bool) -> str:
    """A base card's lasting effect: 'harvest 2+: 1 wood', 'production 4+: 1 wood → 3 VP or ...', '+2 to take
    characters, 1 coin off', 'end: 5 VP'."""
    if not perm:
        return ""
    if "trigger" in perm:
        trigger = perm["trigger"]
        head = say(f"{trigger if not short else trigger[:4]}", work(trigger)) + f" {perm['min_value']}+: "
        if "exchange_choose_one" in perm:
            ways = []
            for option in perm["exchange_choose_one"]:
                got = _gains(option.get("gain", {})) if option.get("gain") else ""
                if option.get("council_privileges"):
                    got = (got + " + " if got else "") + say("priv" if short else "privilege", "의회 특권")
                ways.append(f"{_gains(option.get('pay', {}))} → {got}")
            return head + say(" or ", " 또는 ").join(ways)
        parts = []
        if perm.get("gain"):
            parts.append(_gains(perm["gain"]))
        if perm.get("council_privileges"):
            parts.append(say("priv" if short else "a privilege", "의회 특권"))
        if "gain_per_card" in perm:
            parts.append(_per_type(perm["gain_per_card"]))
        return head + ", ".join(parts)
    kind = perm.get("kind")
    if kind == "take_card_value_bonus":
        if korean():
            words = f"{TYPE_KO.get(perm['card_type'], perm['card_type'])} 카드를 가져올 때 +{perm['bonus']}"
        else:
            target = TYPE_PLURAL.get(perm["card_type"], perm["card_type"])
            words = f"+{perm['bonus']} to take {target}" if not short else f"+{perm['bonus']} on {target}"
        off = say(" off", " 할인")
        if perm.get("discount"):
            words += f", {_gains(perm['discount'])}{off}"
        if perm.get("discount_choose_one"):
            words += ", " + say(" or ", " 또는 ").join(_gains(d) for d in perm["discount_choose_one"]) + off
        return words
    if kind in ("harvest_value_bonus", "production_value_bonus"):
        which = kind.split("_")[0]
        if korean():
            return f"모든 {work(which)} +{perm['bonus']}"
        return f"+{perm['bonus']} to every {which}" if not short else f"+{perm['bonus']} on {which}s"
    if kind == "no_tower_floor_bonus":
        return say("no 3rd/4th floor bonus", "3층/4층 보너스 없음")
    if "end_game_vp" in perm:
        return say(f"end: {perm['end_game_vp']} VP", f"게임 종료: {amount_ko('vp', perm['end_game_vp'])}")
    return ""


def effect_text(card_id: str | None, short: bool = False) -> str:
    """What a base card does, for the board and the tower labels: 'now +1 wood; harvest 2+: 1 wood' ('now'
    for its immediate effects, then its lasting one). `short` abbreviates for narrow screens and the action
    list ('harv 2+', 'take any @4', 'priv', 'serv'). '' for none, and for a special card (its own words say it:
    rules.lorenzo.houses.words). Korean: '즉시 +나무 1개; 수확 2+: 나무 1개' (no abbreviations)."""
    try:
        card = card_record(card_id) if card_id else None
    except KeyError:
        return ""
    if card is None or card.number > 96:
        return ""
    now = ", ".join(w for w in (_immediate_words(e, short) for e in card.immediate) if w)
    later = _permanent_words(card.permanent, short)
    text = "; ".join(part for part in (say(f"now {now}", f"즉시 {now}") if now else "", later) if part)
    return text.replace(" servants", " serv").replace(" servant", " serv") if short and not korean() else text


def floor_bonus_text(kind: str, floor: int) -> str:
    bonus = catalog().board["floor_bonus"].get(kind, [{}] * 4)[floor]
    return "+" + short_amounts(sorted(bonus.items())) if bonus else ""


def market_text(index: int) -> str:
    spot = catalog().board["market"][index]
    if spot.get("gain"):
        return short_amounts(sorted(spot["gain"].items()))
    return (
        privileges(spot.get("council_privileges", 0)) if korean() else f"{spot.get('council_privileges', 0)} privileges"
    )


def privilege_text(key: str) -> str:
    for spot in catalog().board["privilege"]:
        if spot["key"] == key:
            return short_amounts(sorted(spot["gain"].items()))
    return key.replace("_", " ")


def tile_text(key: str) -> str:
    try:
        tile = tile_record(key)
    except KeyError:
        return key
    harvest, production = (
        short_amounts(sorted(tile["harvest"].items())),
        short_amounts(sorted(tile["production"].items())),
    )
    return say(f"harvest {harvest}; production {production}", f"수확 {harvest}; 생산 {production}")


def tile_name(key: str) -> str:
    """'basic', 'advanced A' (the key 'advanced_a'); '기본', '상급 A'."""
    if key.startswith("advanced_"):
        return say("advanced ", "상급 ") + key.removeprefix("advanced_").upper()
    return say_id(key, {"basic": "기본"})


def leader_needs(leader_id: str) -> str:
    """A leader's requirements, held and never paid: '5 ventures', 'at most 2 types', ..."""
    from rules.lorenzo.leaders import leader_catalog

    card = leader_catalog().get(leader_id)
    if card is None:
        return "?"
    parts = []
    needs, most = card.requires, card.at_most
    for kind, n in needs.get("cards", {}).items():
        parts.append(cards_of_type(kind, n))
    for key, n in needs.get("stock", {}).items():
        parts.append(short_amounts([(key, n)]))
    if needs.get("cards_of_one_type"):
        n = needs["cards_of_one_type"]
        parts.append(say(f"{n} cards of one type", f"한 종류 카드 {n}장"))
    if needs.get("total_cards"):
        n = needs["total_cards"]
        parts.append(say(f"{n} cards in all", f"카드 모두 {n}장"))
    for kind, n in most.get("cards", {}).items():
        parts.append(say(f"at most {cards_of_type(kind, n)}", f"{cards_of_type(kind, n)} 이하"))
    for key, n in most.get("stock", {}).items():
        parts.append(say("at most " + short_amounts([(key, n)]), short_amounts([(key, n)]) + " 이하"))
    if "wood_plus_stone" in most:
        n = most["wood_plus_stone"]
        parts.append(say(f"at most {n} wood+stone", f"나무+돌 {n}개 이하"))
    if "card_types" in most:
        n = most["card_types"]
        parts.append(say(f"cards of at most {n} types", f"카드 종류 {n}가지 이하"))
    return ", ".join(parts) or nothing()


def excom_text(tile_id: str) -> str:
    try:
        found = excom_record(tile_id)
    except KeyError:
        return tile_id
    return say(found.text, excom_ko(found.effect))


def space_name(space: str) -> str:
    """A placement's space in words: 'Green tower floor 3', 'Harvest (large)', 'Market: 5 coin', ..."""
    kind, _, rest = space.partition(":")
    if kind == "tower":
        tower, _, floor = rest.partition(":")
        return say(f"{tower_name(tower)} floor {int(floor) + 1}", f"{tower_name(tower)} {int(floor) + 1}층")
    if kind in ("harvest", "production"):
        return say(f"{kind.capitalize()} ({rest})", f"{WORK_KO[kind]} ({SPACE_KO.get(rest, rest)})")
    if kind == "market":
        return say("Market: ", "시장: ") + market_text(int(rest))
    if kind == "council":
        return say("Council palace", "의회 건물")
    if kind == "leader":
        from rules.lorenzo.leaders import PREFIX

        return say(f"{_leader(PREFIX + rest)}'s space", f"{_leader(PREFIX + rest)}의 칸")
    return space


def _value_words(state: LorenzoState, seat: int, member: str, servants: int) -> str:
    """'black 5 +1 servant', 'a card's action +2 servants': the member, its value and the servants spent."""
    if member and 0 <= seat < len(state.players):
        who = f"{member_colour(member)} {E.member_value(state, state.players[seat], member)}"
    elif member:
        who = member_colour(member)
    else:
        value = getattr(state.decisions[-1], "value", None) if state.decisions else None
        who = say("card's action", "카드 효과") + (f" {value}" if isinstance(value, int) else "")
    if servants:
        who += say(f" +{servants} servant" + ("s" if servants != 1 else ""), f" +{servants_ko(servants)}")
    return who


def label(action, view, names=None) -> str:
    """One line of the action list, in the imperative, from the actor's view (`view.state`)."""
    state = getattr(view, "state", view)
    seat = getattr(view, "viewer", -1)
    if not 0 <= seat < len(state.players):
        from rules.lorenzo.rules import to_act

        acting = to_act(state)
        seat = next(iter(acting)) if acting else -1
    top = state.decisions[-1] if state.decisions else None
    found = hooks.label(action, state, seat)  # an expansion's action
    if found is not None:
        return found
    if isinstance(action, A.PlaceTower):
        t = _tower_index(state, action.tower)
        card_id = state.towers[t][action.floor] if state.towers else None
        paid = [short_amounts(action.payment)] if action.payment else []
        if 0 <= seat < len(state.players):  # the coins for entering an occupied tower
            from rules.lorenzo.rules import tower_fee

            coins = tower_fee(state, state.players[seat], action.tower) - action.fee_servants
            if coins > 0:
                paid.append(say(f"{coins} coin to enter", f"입장료 {amount_ko('coin', coins)}"))
        if action.fee_servants:
            paid.append(
                say(
                    f"fee: {action.fee_servants} servants for coins",
                    f"입장료: 코인 대신 {servants_ko(action.fee_servants)}",
                )
            )
        how = _value_words(state, seat, action.member, action.servants)
        # 'Green 3': green tower, floor 3
        colour = say(
            TOWER_COLOUR.get(action.tower, action.tower).capitalize(), COLOUR_KO.get(action.tower, action.tower)
        )
        if action.tower not in TOWER_COLOUR:  # the special tower: say the card's type
            colour += f" ({card_type(E.card(card_id).type)})" if card_id else ""
        does = effect_text(card_id, short=True)  # what the card brings, for the choice itself
        return (
            f"{colour} {action.floor + 1}{say('', '층')}: {card_name(card_id)} ({how}"
            + (f"; {'; '.join(paid)}" if paid else "")
            + ")"
            + (f" · {does}" if does else "")
        )
    if isinstance(action, A.PlaceWork):
        how = _value_words(state, seat, action.member, action.servants)
        if korean():
            where = f" {SPACE_KO.get(action.space, action.space)}" if action.space else ""
            return f"{work(action.work)}{where} ({how})"
        where = f" {action.space}" if action.space else ""
        return f"{action.work.capitalize()}{where} ({how})"
    if isinstance(action, A.PlaceMarket):
        how = _value_words(state, seat, action.member, action.servants)
        return say("Market ", "시장 ") + f"{market_text(action.index)} ({how})"
    if isinstance(action, A.PlaceCouncil):
        palace = catalog().board["council_palace"]
        gain = short_amounts(sorted(palace["gain"].items()))
        how = _value_words(state, seat, action.member, action.servants)
        return say(f"Council: {gain} + privilege ({how})", f"의회 건물: {gain} + 의회 특권 ({how})")
    if isinstance(action, A.PlaceLeaderSpace):
        how = _value_words(state, seat, action.member, action.servants)
        if korean():
            kind = f" ({work(action.work)})" if action.work else ""
            return f"{_leader(action.leader)}의 칸{kind} ({how})"
        kind = f" for a {action.work}" if action.work else ""
        return f"{_leader(action.leader)}'s space{kind} ({how})"
    if isinstance(action, A.Pass):
        return say("Pass (no member can be placed)", "패스 (놓을 수 있는 가족일원 없음)")
    if isinstance(action, A.SkipBonus):
        if isinstance(top, S.FreeLeaderFrame):
            return say("Play no other leader", "다른 지도자 카드 사용 안 함")
        return say("Skip the card's bonus action", "카드의 보너스 액션 건너뛰기")
    if isinstance(action, A.ChoosePrivilege):
        head = say("Privilege: ", "의회 특권: ")
        if action.key not in {p["key"] for p in catalog().board["privilege"]} and 0 <= seat < len(state.players):
            return head + short_amounts(sorted(_privilege(state, seat, action.key)["gain"].items()))
        return head + privilege_text(action.key)
    if isinstance(action, A.Exchange):
        try:
            record = card_record(action.card)
        except KeyError:
            record = None
        name = named(record) if record else action.card
        if action.option < 0 or record is None:
            return say(f"{name}: no exchange", f"{name}: 교환 안 함")
        option = record.permanent["exchange_choose_one"][action.option]
        got = short_amounts(sorted(option.get("gain", {}).items()))
        if option.get("council_privileges"):
            n = option["council_privileges"]
            got = (got + " + " if option.get("gain") else "") + say(f"{n} privilege", privileges(n))
        paid = short_amounts(action.payment or tuple(sorted(option.get("pay", {}).items())))
        return say(f"{name}: pay {paid} for {got}", f"{name}: {paid} 내고 {got} 받기")
    if isinstance(action, A.Support):
        if 0 <= seat < len(state.players):
            from rules.lorenzo.rules import faith_vp

            faith = state.players[seat].faith
            return say(
                f"Support the Church: {faith} faith for {faith_vp(faith)} VP, faith back to 0",
                f"교회 후원: 신앙심 {faith}점으로 승점 {faith_vp(faith)}점, 신앙심은 0으로",
            )
        return say("Support the Church", "교회 후원")
    if isinstance(action, A.Decline):
        if 0 <= seat < len(state.players) and _never_excommunicated(state, seat):
            return say(
                "Decline the Church (Martin Luther: never excommunicated)",
                f"교회 후원 거절 ({luther()}: 파문당하지 않음)",
            )
        return say("Decline the Church: take the excommunication", "교회 후원 거절: 파문 받기")
    if isinstance(action, A.ChooseTile):
        return say(
            f"Tile {tile_name(action.key)}: {tile_text(action.key)}",
            f"타일 {tile_name(action.key)}: {tile_text(action.key)}",
        )
    if isinstance(action, A.DraftLeader):
        return say(
            f"Keep {_leader(action.leader)} (needs {leader_needs(action.leader)})",
            f"{_leader(action.leader)} 가지기 (필요조건: {leader_needs(action.leader)})",
        )
    if isinstance(action, A.DiscardLeader):
        return say(
            f"Discard {_leader(action.leader)} for a privilege", f"{_leader(action.leader)} 버리고 의회 특권 받기"
        )
    if isinstance(action, A.PlayLeader):
        return say(f"Play leader {_leader(action.leader)}", f"지도자 {_leader(action.leader)} 사용")
    if isinstance(action, A.ActivateLeader):
        if korean():
            on = f" - 대상: {card_name(action.choice)}" if action.choice else ""
            return f"{_leader(action.leader)} 사용 (라운드당 1회){on}"
        on = f" on {card_name(action.choice)}" if action.choice else ""
        return f"Use {_leader(action.leader)} (once a round){on}"
    if isinstance(action, A.EndTurn):
        return say("End the turn", "차례 마치기")
    if isinstance(action, A.ChooseMember):
        value = getattr(top, "value", None)
        return say(
            f"Fix the {action.member} member" + (f" at {value}" if value is not None else ""),
            f"{member_ko(action.member)} 값 정하기" + (f" ({value})" if value is not None else ""),
        )
    if isinstance(action, A.CopyLeader):
        return say(f"Copy {_leader(action.leader)}'s ability", f"{_leader(action.leader)}의 능력 복사")
    return describe(action, state, seat, seat, names)


def decision_text(state: LorenzoState, names=None) -> str:
    """What the player to act is deciding, when it is not a plain placement."""
    frame = state.decisions[-1] if state.decisions else None
    if frame is None:
        return ""
    actor = getattr(frame, "actor", None)
    who = _who(actor, names) if isinstance(actor, int) and actor >= 0 else say("A player", "플레이어")
    kind = type(frame)
    if korean():
        ga = with_particle(who, "이/가")
        words = {
            S.PrivilegeFrame: f"{ga} 의회 특권을 고릅니다 ({getattr(frame, 'count', 1)}개 남음, 서로 달라야 함)",
            S.BonusTakeFrame: f"{ga} 카드 효과로 카드를 가져옵니다 (값 {getattr(frame, 'value', '?')})",
            S.BonusWorkFrame: f"{ga} 효과로 {with_particle(work(getattr(frame, 'work', 'harvest')), '을/를')} 합니다 "
            f"(값 {getattr(frame, 'value', '?')})",
            S.ExchangeFrame: f"{ga} 생산의 교환을 고릅니다",
            S.VaticanFrame: f"바티칸 보고: {ga} 교회 후원 여부를 정합니다",
            S.TilePickFrame: f"{ga} 개인 보너스 타일을 고릅니다",
            S.DraftFrame: f"지도자 카드 드래프트: {ga} 지도자 카드 1장을 가집니다",
            S.LeaderWindowFrame: f"{ga} 지도자 카드를 더 사용한 뒤 차례를 마칠 수 있습니다",
            S.MemberChoiceFrame: f"{ga} 가족일원의 값을 정합니다",
            S.CopyFrame: f"{ga} 능력을 복사할 지도자를 고릅니다",
            S.FreeLeaderFrame: f"{ga} 지도자 카드 1장을 필요조건 없이 사용할 수 있습니다",
        }
    else:
        words = {
            S.PrivilegeFrame: f"{who} takes council privileges ({getattr(frame, 'count', 1)} left, each different)",
            S.BonusTakeFrame: f"{who} takes a card by a card's action (value {getattr(frame, 'value', '?')})",
            S.BonusWorkFrame: f"{who} makes a {getattr(frame, 'work', 'work')} by an effect (value {getattr(frame, 'value', '?')})",
            S.ExchangeFrame: f"{who} chooses production exchanges",
            S.VaticanFrame: f"Vatican report: {who} decides whether to support the Church",
            S.TilePickFrame: f"{who} picks a personal bonus tile",
            S.DraftFrame: f"Leader draft: {who} keeps a leader",
            S.LeaderWindowFrame: f"{who} may still use leaders, then ends the turn",
            S.MemberChoiceFrame: f"{who} fixes a member's value",
            S.CopyFrame: f"{who} chooses a leader to copy",
            S.FreeLeaderFrame: f"{who} may play a leader for free",
        }
    if kind not in words:
        found = hooks.decision_text(frame, who)  # an expansion's decision
        if found:
            return found
    return words.get(kind, f"{who}: {kind.__name__.removesuffix('Frame')}")
