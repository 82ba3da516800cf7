"""Why a Lorenzo move is not offered now (`rules.core.reasons`): for the seat to act, the placements,
leader plays and once-a-round uses, special tokens, privileges and exchanges the rules forbid at this
moment, each with the rule in a player's words and its numbers.

Each `Reason` also names the moves it speaks for (`move_key` of an action), so tests can check that
none of them is legal. The reasons are worked out on the seat's own view (`rules.lorenzo.view`): they
cannot name what the seat may not know. Rulebook lines: towers L222-L240, harvest and production
L243-L246, market L272-L274, council palace L289-L291, servants L104, territories L120, leaders
L372-L388, special tokens and the special tower L623-L634, L656.
"""

from __future__ import annotations

from typing import Any

from rules.core.reasons import Reason, Unavailable
from rules.lorenzo import actions as A
from rules.lorenzo import effects as E
from rules.lorenzo import hooks
from rules.lorenzo import leaders as L
from rules.lorenzo import rules as R
from rules.lorenzo.data import CARD_TYPES, catalog
from rules.lorenzo.describe import FLOOR, TYPE_PLURAL, card_name, leader_name, market_text, short_amounts, tower_name
from rules.lorenzo.state import (
    COLOURED,
    BonusTakeFrame,
    BonusWorkFrame,
    ExchangeFrame,
    LeaderWindowFrame,
    LorenzoState,
    Player,
    PrivilegeFrame,
)
from rules.lorenzo.view import view
from rules.lorenzo.words import (
    MEMBER_KO,
    SPACE_KO,
    TYPE_KO,
    amount_ko,
    cards_of_type,
    floor_ko,
    korean,
    member_ko,
    privileges,
    say,
    servants_ko,
    with_particle,
)
from rules.lorenzo.words import work as work_name

#: (kind of move, where, member): what `move_key` makes of an action; the member is "" when none places.
MoveKey = tuple[str, str, str]


def move_key(action: Any) -> MoveKey | None:
    """The key a reason would name this action by (None: an action no reason speaks of)."""
    if isinstance(action, A.PlaceTower):
        return ("tower", f"{action.tower}:{action.floor}", action.member)
    if isinstance(action, A.PlaceWork):
        return ("work", f"{action.work}:{action.space}", action.member)
    if isinstance(action, A.PlaceMarket):
        return ("market", str(action.index), action.member)
    if isinstance(action, A.PlaceCouncil):
        return ("council", "", action.member)
    if isinstance(action, A.PlaceLeaderSpace):
        return ("leader_space", action.leader, action.member)
    if isinstance(action, A.PlayLeader):
        return ("play_leader", action.leader, "")
    if isinstance(action, A.ActivateLeader):
        return ("activate", action.leader, "")
    if isinstance(action, A.ChoosePrivilege):
        return ("privilege", action.key, "")
    if isinstance(action, A.Exchange):
        return ("exchange", f"{action.card}:{action.option}", "")
    name = type(action).__name__  # the expansion's own-turn actions
    if name == "SpendToken":
        return ("token", "", "")
    if name == "EsteExchange":
        return ("este", "", "")
    return None


def why_not(state: LorenzoState, seat: int, names: tuple[str, ...] | None = None) -> tuple[Unavailable, ...]:
    return tuple(r.unavailable() for r in reasons(state, seat, names))


def reasons(state: LorenzoState, seat: int, names: tuple[str, ...] | None = None) -> tuple[Reason, ...]:
    """What `seat` (to act) cannot do now and why, from what it may know."""
    if seat not in R.to_act(state):
        return ()
    state = view(state, seat).state  # the seat's own view: nothing hidden from it can be read
    frame = state.decisions[-1] if state.decisions else None
    player = state.players[seat]
    found: list[Reason] = []
    if frame is None:
        members = [(m, E.member_value(state, player, m)) for m in player.home]
        if members:
            found += tower_reasons(state, seat, members, names)
            found += work_reasons(state, seat, members, names)
            found += market_reasons(state, seat, members, names)
            found += council_reasons(state, seat, members)
            found += leader_space_reasons(state, seat, members, names)
    if frame is None or isinstance(frame, LeaderWindowFrame):
        found += leader_reasons(state, seat)
        found += token_reasons(state, seat)
    elif isinstance(frame, BonusTakeFrame):
        found += tower_reasons(state, seat, [("", frame.value)], names, frame.card_type, dict(frame.discount))
    elif isinstance(frame, BonusWorkFrame):
        found += bonus_work_reasons(state, seat, frame)
    elif isinstance(frame, ExchangeFrame):
        found += exchange_reasons(state, seat, frame)
    elif isinstance(frame, PrivilegeFrame):
        found += privilege_reasons(state, seat, frame)
    return tuple(found)


# ---- words --------------------------------------------------------------------------------------------


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def servants(n: int) -> str:
    return say(plural(n, "servant"), servants_ko(n))


def occupant(placement: Any, seat: int, names: tuple[str, ...] | None) -> str:
    """'your black member', "Bob's neutral member" / '자기 검정 가족일원', '민준의 무채색 가족일원'."""
    if placement.seat == seat:
        return say(f"your {placement.member} member", f"자기 {member_ko(placement.member)}")
    who = (
        names[placement.seat]
        if names and placement.seat < len(names)
        else say(f"Seat {placement.seat + 1}", f"{placement.seat + 1}번 자리")
    )
    return say(f"{who}'s {placement.member} member", f"{who}의 {member_ko(placement.member)}")


def taken_by(placement: Any, seat: int, names: tuple[str, ...] | None, rest: str, verb: str = "taken") -> str:
    """'taken this round by Bob's black member; <rest>' / '이번 라운드에 이미 민준의 검정 가족일원이 차지했습니다; <rest>'."""
    who = occupant(placement, seat, names)
    done = {"taken": "차지했습니다", "used": "썼습니다"}[verb]
    return say(
        f"{verb} this round by {who}; {rest}", f"이번 라운드에 이미 {with_particle(who, '이/가')} {done}; {rest}"
    )


def member_words(member: str) -> str:
    return say(member if member else "the card's action", MEMBER_KO.get(member, member) if member else "카드 효과")


def members_with(members: list[str]) -> str:
    """' with black, white members' / ' (검정, 흰색 가족일원)': the members a reason speaks for."""
    return say(
        " with " + ", ".join(members) + " member" + ("s" if len(members) > 1 else ""),
        " (" + ", ".join(MEMBER_KO.get(m, m) for m in members) + " 가족일원)",
    )


def rate_note(player: Player) -> str:
    rate = E.servants_per_point(player)
    return say(f" ({rate} servants a point: excommunication)", f" (파문: 값 1에 하인 {rate}개)") if rate > 1 else ""


def value_short(player: Player, members: list[tuple[str, int, str]], need: int, note: str = "") -> str:
    """'value 5 needed: black 2 would need 3 servants, neutral 0 would need 5; you have 2'.
    `members` holds (member, value with modifiers, how the value is made up in words)."""
    rate = E.servants_per_point(player)
    if korean():
        heads = [
            (f"{MEMBER_KO.get(m, m)} {shown}" if m else f"카드 효과 ({shown})", value) for m, value, shown in members
        ]
        parts = [f"{with_particle(head, '은/는')} {servants((need - value) * rate)} 필요" for head, value in heads]
        return f"값 {need} 필요{note}: " + ", ".join(parts) + f"; 가진 {servants(player.servant)}{rate_note(player)}"
    parts = [
        (f"{m} {shown}" if m else f"the card's action ({shown})") + f" would need {servants((need - value) * rate)}"
        for m, value, shown in members
    ]
    return f"value {need} needed{note}: " + ", ".join(parts) + f"; you have {player.servant}{rate_note(player)}"


def signed(n: int, why: str) -> str:
    return f" {n:+d} ({why})" if n else ""


def base_words(player: Player, member: str, value: int) -> str:
    """A member's value, with the excommunication that lowers every coloured member said: '3 (-1 excommunication)'."""
    malus = sum(e["amount"] for e in E.excom_effects(player) if e["kind"] == "family_member_value_malus")
    return (
        say(f"{value} (-{malus} excommunication)", f"{value} (파문 -{malus})")
        if malus and member in COLOURED
        else str(value)
    )


YOUR_CARDS, LARGE_SPACE, EXCOMMUNICATION = (
    ("your cards", "자기 카드"),
    ("large space", "넓은 칸"),
    ("excommunication", "파문"),
)


def stock_short(player: Player, due: dict[str, int]) -> dict[str, int]:
    return {k: n - getattr(player, k) for k, n in due.items() if n > getattr(player, k)}


# ---- the towers (L222-L240) ---------------------------------------------------------------------------


def floor_what(kind: str, floor: int, card_id: str | None) -> str:
    where = say(f"{tower_name(kind)}, {FLOOR[floor]} floor", f"{tower_name(kind)} {floor_ko(floor)}")
    if card_id is None:
        return where
    name = card_name(card_id)
    if kind not in TYPE_PLURAL:  # the special tower holds cards of every type
        name += f", {say(E.card(card_id).type, TYPE_KO[E.card(card_id).type])}"
    return f"{where} ({name})"


def tower_reasons(
    state: LorenzoState,
    seat: int,
    members: list[tuple[str, int]],
    names,
    card_type: str = "any",
    discount: dict[str, int] | None = None,
) -> list[Reason]:
    discount = discount or {}
    reachable: dict[str, set[tuple[str, int]]] = {}  # member -> (tower, floor) it may take now (the one legal path)
    for member, value in members:
        reachable[member] = {(t.tower, t.floor) for t in R.tower_takes(state, seat, member, value, card_type, discount)}
    found = []
    for t, kind in enumerate(R.tower_kinds(state)):
        if card_type not in ("any", kind):  # a card's action for one type: the other towers are not asked about
            continue
        for floor in range(4):
            card_id = state.towers[t][floor] if t < len(state.towers) else None
            what = floor_what(kind, floor, card_id)
            why = floor_block(state, seat, kind, floor, card_id, discount, names)
            if why:
                found.append(Reason(what, why, frozenset(("tower", f"{kind}:{floor}", m) for m, _ in members)))
                continue
            blocked = member_blocks(state, seat, kind, floor, card_id, members, discount, reachable)
            if not blocked:
                continue
            who = list(blocked)
            if len(who) < len(members):
                what += members_with(who)
            found.append(
                Reason(
                    what,
                    "; ".join(dict.fromkeys(blocked.values())),
                    frozenset(("tower", f"{kind}:{floor}", m) for m in who),
                )
            )
    return found


def floor_block(
    state: LorenzoState, seat: int, kind: str, floor: int, card_id: str | None, discount: dict[str, int], names
) -> str:
    """Why no member (nor a card's action) may take this floor now ('' if some might)."""
    player = state.players[seat]
    placed = [p for p in state.placements if p.space == f"tower:{kind}:{floor}"]
    if placed:
        return taken_by(placed[0], seat, names, say("each floor holds one member", "한 층에는 가족일원 1개만 놓입니다"))
    if card_id is None:
        return say("its card was taken this round", "이 층의 카드는 이번 라운드에 이미 가져갔습니다")
    if E.has_excom(player, "forbidden_area", area=f"{kind}_tower"):
        return say(
            "your excommunication forbids taking cards from this tower",
            "파문 때문에 이 타워에서 카드를 가져올 수 없습니다",
        )
    ctype = E.card(card_id).type
    most = R.max_cards(state, player, ctype)
    held = len(E.cards_of(player, ctype))
    if held >= most:
        return say(
            f"you hold {held} {TYPE_PLURAL[ctype]} already, the most a player may hold",
            f"이미 {TYPE_KO[ctype]} 카드 {held}장을 가져 더 가질 수 없습니다",
        )
    fee = R.tower_fee(state, player, kind)
    coins = player.coin + (player.servant if "coin" in L.substitutes(player) else 0)
    if fee > coins:
        paid = (
            say(" (coins and servants in their place)", " (코인 대신 낼 하인 포함)")
            if "coin" in L.substitutes(player)
            else ""
        )
        return say(
            f"a member is in this tower already: entering costs {fee} coins, you have {coins}{paid}",
            f"이 타워에 이미 가족일원이 있어 입장료 {amount_ko('coin', fee)}이 필요한데 "
            f"가진 것은 {amount_ko('coin', coins)}입니다{paid}",
        )
    bonus = R.floor_bonus(state, player, kind, floor)
    budget = E.gain(player if "coin" in L.substitutes(player) else E.pay(player, {"coin": fee}), bonus)
    if not R.territory_slot_open(player, ctype, budget.military):
        need = catalog().board["territory_slot_military"][held]
        with_bonus = (
            say(" with this floor's bonus", " (이 층 보너스 포함)") if budget.military != player.military else ""
        )
        return say(
            f"your {ordinal(held + 1)} territory needs {need} military points held (not paid), "
            f"you have {budget.military}{with_bonus}",
            f"{held + 1}번째 영토에는 군사력 {need}점이 있어야 합니다 (내지 않고 보유), "
            f"현재 군사력 {budget.military}점{with_bonus}",
        )
    if not R.card_payments(state, player, card_id, discount, budget):
        return cost_words(state, player, card_id, discount, budget, fee, bonus)
    return ""


def ordinal(n: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(n, f"{n}th")


def cost_words(
    state: LorenzoState,
    player: Player,
    card_id: str,
    discount: dict[str, int],
    budget: Player,
    fee: int,
    bonus: dict[str, int],
) -> str:
    """'costs 3 wood, 1 stone: 2 wood short' for each way to pay; what the fee takes and the floor gives said."""
    card = E.card(card_id)
    options = []
    for option in card.cost or ({},):
        military_need = 0
        if "military_required" in option:
            spent = hooks.military_spent(state, player, card_id, option["military_spent"])
            military_need = max(option["military_required"], spent)
            words = say(
                f"{option['military_required']} military points held ({spent} paid)",
                f"군사력 {option['military_required']}점 보유 ({spent}점 지불)",
            )
            option = {k: n for k, n in option.items() if k not in ("military_required", "military_spent")}
            if option:
                words += say(" and ", " + ") + short_amounts(sorted(option.items()))
        else:
            words = short_amounts(sorted(option.items()))
        best = None
        for way in E.discounts(player, card.type):
            way = E.total([way, discount])
            due = {k: max(0, n - way.get(k, 0)) for k, n in option.items()}
            short = stock_short(budget, due)
            if military_need > budget.military:
                short["military"] = military_need - budget.military
            if best is None or sum(short.values()) < sum(best.values()):
                best = short
        lack = short_amounts(sorted((best or {}).items()))
        if best and L.substitutes(player):
            lack += say(", servants in place counted", ", 대신 낼 하인 포함")
        options.append(say(f"{words}: {lack} short", f"{words}: {lack} 부족") if best else words)
    notes = []
    if fee:
        notes.append(say(f"after the {fee} coins to enter", f"입장료 {amount_ko('coin', fee)}을 낸 뒤"))
    if set(bonus) & {k for option in E.card(card_id).cost for k in option}:
        notes.append(
            say(
                f"with the floor's {short_amounts(sorted(bonus.items()))}",
                f"층 보너스 {short_amounts(sorted(bonus.items()))} 포함",
            )
        )
    note = f" ({', '.join(notes)})" if notes else ""
    return say("costs ", "비용 ") + say(" or ", " 또는 ").join(options) + note


def member_blocks(
    state: LorenzoState,
    seat: int,
    kind: str,
    floor: int,
    card_id: str | None,
    members: list[tuple[str, int]],
    discount: dict[str, int],
    reachable: dict[str, set[tuple[str, int]]],
) -> dict[str, str]:
    """member -> why it may not take this floor (members that may are left out)."""
    player = state.players[seat]
    ctype = E.card(card_id).type
    blocked: dict[str, str] = {}
    mine = [
        p for p in state.placements if p.space.startswith(f"tower:{kind}:") and p.seat == seat and p.member in COLOURED
    ]
    coloured = [m for m, _ in members if m in COLOURED]
    if mine and coloured:
        there = mine[0]
        floor_at = int(there.space.rsplit(":", 1)[1])
        why = say(
            f"{', '.join(coloured)}: your colour is in this tower already ({there.member} member, "
            f"{FLOOR[floor_at]} floor); a tower holds one member of each colour",
            f"{', '.join(MEMBER_KO.get(m, m) for m in coloured)}: 이 타워에 이미 자기 색 가족일원이 있습니다 "
            f"({member_ko(there.member)}, {floor_ko(floor_at)}); 한 타워에는 색마다 가족일원 1개만 놓입니다",
        )
        for member in coloured:
            blocked[member] = why
    need = R.floor_value(state, kind, floor)
    changed = need != catalog().board["floor_values"][floor] and kind in TYPE_PLURAL
    note = say(" (the change tile's value)", " (변경 타일의 값)") if changed else ""
    modifier = E.take_card_modifier(player, ctype)
    malus = -sum(
        e["amount"] for e in E.excom_effects(player) if e["kind"] == "take_card_value_malus" and e["card_type"] == ctype
    )
    short = []
    for member, value in members:
        if member in blocked:
            continue
        if R.servants_needed(player, value + modifier, need) is None:
            shown = (
                f"{base_words(player, member, value)}{signed(modifier - malus, say(*YOUR_CARDS))}"
                f"{signed(malus, say(*EXCOMMUNICATION))}"
            )
            if modifier:
                shown += f" = {value + modifier}"
            short.append((member, value + modifier, shown))
    if short:
        why = value_short(player, short, need, note)
        for member, _, _ in short:
            blocked[member] = why
    for member, value in members:
        if member in blocked or (kind, floor) in reachable[member]:
            continue
        paid = R.servants_needed(player, value + modifier, need) or 0
        verb = "s" if paid == 1 else ""
        cost = cost_after(state, player, kind, floor, card_id, paid, discount)
        if korean():
            spent = (
                f"값을 {with_particle(str(need), '으로/로')} 올릴 {with_particle(servants(paid), '을/를')} 내면"
                if paid
                else "입장료를 내면"
            )
            blocked[member] = f"{member_words(member)}: {spent} 비용이 모자랍니다: {cost}"
            continue
        spent = (
            f"the {servants(paid)} that raise{verb} its value to {need} leave{verb}" if paid else "the entry fee leaves"
        )
        blocked[member] = f"{member_words(member)}: {spent} too little for the cost: {cost}"
    return blocked


def cost_after(
    state: LorenzoState, player: Player, kind: str, floor: int, card_id: str, paid: int, discount: dict[str, int]
) -> str:
    """What is short once `paid` servants raised the value and the fee went: 'costs 2 servants: 1 servant short'."""
    fee = R.tower_fee(state, player, kind)
    fee_coins = min(fee, player.coin)
    spent = E.pay(player, {"coin": fee_coins, "servant": paid + fee - fee_coins})
    bonus = R.floor_bonus(state, player, kind, floor)
    return cost_words(state, player, card_id, discount, E.gain(spent, bonus), 0, {}).removeprefix(
        say("costs ", "비용 ")
    )


# ---- harvest, production, market, council (L243-L291) --------------------------------------------------


def work_reasons(state: LorenzoState, seat: int, members: list[tuple[str, int]], names) -> list[Reason]:
    player = state.players[seat]
    board = catalog().board["work"]
    players = len(state.players)
    ariosto = L.has_ability(player, "may_place_in_occupied_action_spaces")
    found = []
    for work in R.WORKS:
        area = [p for p in state.placements if p.space.startswith(work + ":")]
        mine = [p for p in area if p.seat == seat and p.member in COLOURED]
        for space in ("single", "large"):
            what = say(f"{work.capitalize()}, {space} space", f"{work_name(work)} {SPACE_KO[space]}")
            moves = frozenset(("work", f"{work}:{space}", m) for m, _ in members)
            if space == "large" and players < board["large_space_from_players"]:
                opens = board["large_space_from_players"]
                found.append(
                    Reason(
                        what,
                        say(
                            f"closed with {players} players: it opens from {opens}",
                            f"{players}인 게임에서는 닫혀 있습니다: {opens}인부터 열립니다",
                        ),
                        moves,
                    )
                )
                continue
            placed = [p for p in area if p.space == f"{work}:single"]
            if space == "single" and placed and not ariosto:
                room = (
                    say("; the large space has room", "; 넓은 칸에는 자리가 있습니다")
                    if players >= board["large_space_from_players"]
                    else ""
                )
                found.append(
                    Reason(
                        what,
                        taken_by(placed[0], seat, names, say("it holds one member", "가족일원 1개만 놓입니다") + room),
                        moves,
                    )
                )
                continue
            blocked: dict[str, str] = {}
            coloured = [m for m, _ in members if m in COLOURED]
            if mine and coloured:
                there = mine[0].space.split(":")[1]
                why = say(
                    f"{', '.join(coloured)}: your colour is in the {work} area already ({mine[0].member} member, "
                    f"{there} space); one member of each colour in it",
                    f"{', '.join(MEMBER_KO.get(m, m) for m in coloured)}: {work_name(work)} 구역에 이미 자기 색 "
                    f"가족일원이 있습니다 ({member_ko(mine[0].member)}, {SPACE_KO.get(there, there)}); "
                    "구역에는 색마다 가족일원 1개만 놓입니다",
                )
                blocked.update({m: why for m in coloured})
            modifier = E.work_modifier(player, work) + (board["large_space_modifier"] if space == "large" else 0)
            rate = E.servants_per_point(player)
            short = [
                (member, value + modifier, work_value_words(player, work, value, space, member=member))
                for member, value in members
                if member not in blocked and max(0, 1 - value - modifier) * rate > player.servant
            ]
            if short:
                why = value_short(player, short, 1)
                blocked.update({m: why for m, _, _ in short})
            if blocked:
                who = list(blocked)
                if len(who) < len(members):
                    what += members_with(who)
                found.append(
                    Reason(
                        what,
                        "; ".join(dict.fromkeys(blocked.values())),
                        frozenset(("work", f"{work}:{space}", m) for m in who),
                    )
                )
    return found


def work_value_words(
    player: Player, work: str, value: int, space: str, card_bonuses: bool = True, member: str = ""
) -> str:
    """'0 -3 (large space) -3 (excommunication) = -6'."""
    malus = -sum(
        e["amount"] for e in E.excom_effects(player) if e["kind"] == "action_value_malus" and e["action"] == work
    )
    cards = E.work_modifier(player, work, card_bonuses) - malus
    large = catalog().board["work"]["large_space_modifier"] if space == "large" else 0
    shown = (
        f"{base_words(player, member, value)}{signed(cards, say(*YOUR_CARDS))}{signed(large, say(*LARGE_SPACE))}"
        f"{signed(malus, say(*EXCOMMUNICATION))}"
    )
    return shown + (f" = {value + cards + large + malus}" if cards or large or malus else "")


def market_reasons(state: LorenzoState, seat: int, members: list[tuple[str, int]], names) -> list[Reason]:
    player = state.players[seat]
    players = len(state.players)
    ariosto = L.has_ability(player, "may_place_in_occupied_action_spaces")
    barred = E.has_excom(player, "forbidden_area", area="market")
    found = []
    for index, spot in enumerate(catalog().board["market"]):
        what = say("Market: ", "시장: ") + market_text(index)
        moves = frozenset(("market", str(index), m) for m, _ in members)
        placed = [p for p in state.placements if p.space == f"market:{index}"]
        if players < spot["from_players"]:
            why = say(
                f"closed with {players} players: it opens with {spot['from_players']}",
                f"{players}인 게임에서는 닫혀 있습니다: {spot['from_players']}인 게임에서 열립니다",
            )
        elif barred:
            why = say(
                "your excommunication bars your members from the market",
                "파문 때문에 시장에 가족일원을 놓을 수 없습니다",
            )
        elif placed and not ariosto:
            why = taken_by(
                placed[0], seat, names, say("each market space holds one member", "시장 칸마다 가족일원 1개만 놓입니다")
            )
        else:
            found += value_reason(player, what, ("market", str(index)), members)
            continue
        found.append(Reason(what, why, moves))
    return found


def council_reasons(state: LorenzoState, seat: int, members: list[tuple[str, int]]) -> list[Reason]:
    return value_reason(state.players[seat], say("Council palace", "의회 건물"), ("council", ""), members)


def value_reason(
    player: Player, what: str, where: tuple[str, str], members: list[tuple[str, int]], need: int = 1
) -> list[Reason]:
    """The members whose value, raised by every servant held, stays below `need`."""
    short = [(m, v, base_words(player, m, v)) for m, v in members if R.servants_needed(player, v, need) is None]
    if not short:
        return []
    if len(short) < len(members):
        what += members_with([m for m, _, _ in short])
    return [Reason(what, value_short(player, short, need), frozenset((*where, m) for m, _, _ in short))]


def leader_space_reasons(state: LorenzoState, seat: int, members: list[tuple[str, int]], names) -> list[Reason]:
    """The private action spaces of the leaders this seat has played (one member a round, its least value)."""
    player = state.players[seat]
    found = []
    for lid in player.leaders:
        card = L.leader(lid)
        if card.ability_type != "action_space" or not L.playable_in_engine(card):
            continue
        what = say(f"{leader_name(lid)}'s space", f"{leader_name(lid)}의 칸")
        placed = [p for p in state.placements if p.space == L.space_id(lid)]
        if placed:
            found.append(
                Reason(
                    what,
                    taken_by(placed[0], seat, names, say("it holds one member", "가족일원 1개만 놓입니다"), "used"),
                    frozenset(("leader_space", lid, m) for m, _ in members),
                )
            )
            continue
        need = card.space_value
        if card.ability.get("action") == "harvest_or_production":  # Bramante: the work must reach 1 too
            bonuses = card.ability.get("card_bonuses_apply", True)
            need = min(max(need, 1 - E.work_modifier(player, work, bonuses)) for work in R.WORKS)
        found += value_reason(player, what, ("leader_space", lid), members, need)
    return found


# ---- leaders (L372-L388) and special tokens (L623-L633) ---------------------------------------------------


def missing_requirements(player: Player, leader_id: str) -> list[str]:
    """Each printed requirement the seat does not hold now, with what it has ('5 ventures (you have 2)')."""
    card = L.leader(leader_id)
    needs, most = card.requires, card.at_most
    counts = {kind: len(E.cards_of(player, kind)) for kind in CARD_TYPES}
    lines = []

    def have(n: int, counter: str = "", key: str = "") -> str:
        return say(f" (you have {n})", f" (현재 {amount_ko(key, n) if key else f'{n}{counter}'})")

    for kind, n in needs.get("cards", {}).items():
        if counts[kind] < n:
            lines.append(cards_of_type(kind, n) + have(counts[kind], "장"))
    for key, n in needs.get("stock", {}).items():
        if L.stock(player, key) < n:
            lines.append(short_amounts([(key, n)]) + have(L.stock(player, key), key=key))
    if max(counts.values()) < needs.get("cards_of_one_type", 0):
        n, at_most = needs["cards_of_one_type"], max(counts.values())
        lines.append(
            say(f"{n} cards of one type (you have {at_most} at most)", f"한 종류 카드 {n}장 (현재 최대 {at_most}장)")
        )
    if len(player.cards) < needs.get("total_cards", 0):
        lines.append(
            say(f"{needs['total_cards']} cards in all", f"카드 모두 {needs['total_cards']}장")
            + have(len(player.cards), "장")
        )
    for kind, n in most.get("cards", {}).items():
        if counts[kind] > n:
            lines.append(
                say(f"at most {cards_of_type(kind, n)}", f"{cards_of_type(kind, n)} 이하") + have(counts[kind], "장")
            )
    for key, n in most.get("stock", {}).items():
        if L.stock(player, key) > n:
            lines.append(
                say(f"at most {short_amounts([(key, n)])}", f"{short_amounts([(key, n)])} 이하")
                + have(L.stock(player, key), key=key)
            )
    if "wood_plus_stone" in most and player.wood + player.stone > most["wood_plus_stone"]:
        together = player.wood + player.stone
        lines.append(
            say(
                f"at most {most['wood_plus_stone']} wood and stone together",
                f"나무와 돌 합쳐 {most['wood_plus_stone']}개 이하",
            )
            + have(together, "개")
        )
    types = sum(1 for n in counts.values() if n)
    if "card_types" in most and types > most["card_types"]:
        lines.append(
            say(f"cards of at most {most['card_types']} types", f"카드 종류 {most['card_types']}가지 이하")
            + have(types, "가지")
        )
    return lines


def leader_reasons(state: LorenzoState, seat: int) -> list[Reason]:
    player = state.players[seat]
    found = []
    slack = hooks.leader_slack(state, player)
    for lid in player.leader_hand:
        what = say(f"Play {leader_name(lid)}", f"{leader_name(lid)} 사용")
        missing = missing_requirements(player, lid)
        key = frozenset({("play_leader", lid, "")})
        if len(missing) > slack:
            why = say("needs ", "필요조건: ") + "; ".join(missing)
            if slack:
                why += say(
                    f" ({len(missing)} missing, your card lets you ignore {slack})",
                    f" ({len(missing)}개 부족, 카드 덕분에 {slack}개는 무시 가능)",
                )
            found.append(
                Reason(
                    what,
                    why + say("; requirements are held, not paid", "; 필요조건은 내지 않고 갖고 있기만 하면 됩니다"),
                    key,
                )
            )
        elif L.leader(lid).ability.get("kind") == "copy_leader_ability" and not L.copy_choices(state, seat):
            found.append(
                Reason(
                    what,
                    say(
                        "no other player has played a leader whose ability it could copy",
                        "능력을 복사할 지도자 카드를 사용한 다른 플레이어가 없습니다",
                    ),
                    key,
                )
            )
    for lid in player.leaders:
        card = L.effective(player, lid)
        if card.ability_type != "once_per_round" or not L.playable_in_engine(card):
            continue
        what = say(f"Use {leader_name(lid)} (once a round)", f"{leader_name(lid)} 사용 (라운드당 1회)")
        key = frozenset({("activate", lid, "")})
        ability = card.ability
        if lid in player.leaders_flipped:
            found.append(
                Reason(
                    what,
                    say(
                        "used this round already: it turns face up at the round's end",
                        "이번 라운드에 이미 사용했습니다: 라운드가 끝나면 다시 앞면으로 뒤집힙니다",
                    ),
                    key,
                )
            )
        elif "pay" in ability and not E.can_pay(player, ability["pay"]):
            short = short_amounts(sorted(stock_short(player, ability["pay"]).items()))
            cost = short_amounts(sorted(ability["pay"].items()))
            found.append(Reason(what, say(f"it costs {cost}: {short} short", f"비용 {cost}: {short} 부족"), key))
        elif "discard_card" in ability and not E.cards_of(player, ability["discard_card"]):
            kind = ability["discard_card"]
            found.append(
                Reason(
                    what,
                    say(
                        f"it discards one of your {TYPE_PLURAL[kind]}: you have none",
                        f"자기 {TYPE_KO[kind]} 카드 1장을 버려야 하는데 없습니다",
                    ),
                    key,
                )
            )
        elif (
            ability.get("kind") == "draw_special_tokens_keep"
            and state.houses is not None
            and not state.houses.pile
            and not state.houses.spent
        ):
            found.append(
                Reason(
                    what,
                    say(
                        "no special token is left to draw, face down or discarded",
                        "뽑을 특수 토큰이 남아 있지 않습니다 (뒷면 더미에도, 버린 것에도)",
                    ),
                    key,
                )
            )
    return found


def token_reasons(state: LorenzoState, seat: int) -> list[Reason]:
    part = state.houses
    if part is None or not all(part.families):
        return []
    found = []
    if not part.tokens[seat]:
        found.append(
            Reason(
                say("Spend a special token", "특수 토큰 쓰기"),
                say("you hold none", "가진 특수 토큰이 없습니다"),
                frozenset({("token", "", "")}),
            )
        )
    if part.families[seat] == "este" and state.players[seat].military < 1:
        from rules.lorenzo.houses.words import family_name

        found.append(
            Reason(
                say("Este: 1 military point for 2 coins", f"{family_name('este')}: 군사력 1점 내고 2코인 받기"),
                say("you have 0 military points", "군사력이 0점입니다"),
                frozenset({("este", "", "")}),
            )
        )
    return found


# ---- a card's or a leader's action, exchanges, privileges ------------------------------------------------


def bonus_work_reasons(state: LorenzoState, seat: int, frame: BonusWorkFrame) -> list[Reason]:
    player = state.players[seat]
    modifier = E.work_modifier(player, frame.work, frame.card_bonuses)
    if max(0, 1 - frame.value - modifier) * E.servants_per_point(player) <= player.servant:
        return []
    shown = work_value_words(player, frame.work, frame.value, "", frame.card_bonuses)
    why = value_short(player, [("", frame.value + modifier, shown)], 1)
    return [
        Reason(
            say(f"{frame.work.capitalize()} at value {frame.value}", f"{work_name(frame.work)} (값 {frame.value})"),
            why,
            frozenset({("work", f"{frame.work}:", "")}),
        )
    ]


def exchange_reasons(state: LorenzoState, seat: int, frame: ExchangeFrame) -> list[Reason]:
    player = state.players[seat]
    card_id = frame.cards[0]
    found = []
    for index, option in enumerate(E.card(card_id).permanent["exchange_choose_one"]):
        pay = option.get("pay", {})
        got = short_amounts(sorted(option.get("gain", {}).items())) if option.get("gain") else ""
        if option.get("council_privileges"):
            n = option["council_privileges"]
            got = (got + " + " if got else "") + say(plural(n, "privilege"), privileges(n))
        paid = short_amounts(sorted(pay.items()))
        what = say(
            f"{card_name(card_id)}: pay {paid} for {got or 'a leader'}",
            f"{card_name(card_id)}: {paid} 내고 {got or '지도자 카드'} 받기",
        )
        key = frozenset({("exchange", f"{card_id}:{index}", "")})
        if option.get("min_value", 0) > frame.value:
            found.append(
                Reason(
                    what,
                    say(
                        f"needs a production of value {option['min_value']}; this one has {frame.value}",
                        f"값 {option['min_value']} 이상의 생산이 필요합니다; 이번 생산의 값은 {frame.value}",
                    ),
                    key,
                )
            )
        elif not L.payment_ways(player, pay, player):
            short = short_amounts(sorted(stock_short(player, pay).items()))
            found.append(
                Reason(
                    what,
                    say(
                        f"{short} short (what a production pays with must be held before it began)",
                        f"{short} 부족 (생산에서 내는 자원은 생산을 시작하기 전에 갖고 있어야 합니다)",
                    ),
                    key,
                )
            )
    return found


def privilege_reasons(state: LorenzoState, seat: int, frame: PrivilegeFrame) -> list[Reason]:
    found = []
    for option in R.privilege_options(state, seat):
        if option["key"] in frame.taken:
            found.append(
                Reason(
                    say("Privilege: ", "의회 특권: ") + short_amounts(sorted(option["gain"].items())),
                    say(
                        "taken already: privileges received together must all differ",
                        "이미 받았습니다: 함께 받는 의회 특권은 모두 달라야 합니다",
                    ),
                    frozenset({("privilege", option["key"], "")}),
                )
            )
    return found
