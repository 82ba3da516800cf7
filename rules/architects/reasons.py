"""Why an Architects move is not offered now (`rules.core.reasons`), for the seat to act.

At a placement: the locations a worker may not go to (no worker at home, gold at the Mines with
one worker, a hire nobody can pay, an empty Tax Stand, the Black Market's virtue ban, taken
spaces and prices, a Guildhall visit with nothing to build), the buildings in hand that cannot be
built and what they lack, the Cathedral level out of reach, and the King's Storehouse trades and
Guardhouse actions that would be empty. Inside a location's series (Storehouse, Guardhouse, Town
Centre, Workshop hire, Guildhall) the steps the rules hold back there.

Each `Reason` names the moves it speaks for by `move_key`, the key tests compare with the legal
actions. The reasons read only the seat's own view (`rules.architects.view`), so they cannot name
another seat's hand. Rulebook lines (004_b980bf85c17fc177.txt): take-back L330-L336, Mines L441-L450,
Storehouse L463-L467, Workshop L497-L523 and L563, Town Centre L628-L650, Tax Stand L699, Black
Market L722 and L1088, Guardhouse L752-L771, building skills L836, Cathedral L981-L1022 and L1095,
Frederick L1894, Therese L1887.
"""

from __future__ import annotations

from typing import Any

from rules.architects import actions as A
from rules.architects import cards as C
from rules.architects import economy as E
from rules.architects import rules as R
from rules.architects.data import LARGE, RESOURCES, SKILLS, Amount, catalog
from rules.architects.state import PLAY, CaptureFrame, GuardFrame, GuildFrame, HireFrame, StorehouseFrame
from rules.architects.view import ArchitectsView, OwnerView, view
from rules.architects.words import (
    amount_text,
    apprentice_name,
    building_name,
    by,
    cathedral_level,
    either_list,
    location,
    location_title,
    market_space,
    missing_skills_text,
    obj,
    ordinal,
    owner_name,
    plural,
    resource_count,
    resource_name,
    silver,
    silver_words,
    subject,
    word_list,
)
from rules.core import decisions as stack
from rules.core.reasons import Reason, Unavailable
from rules.core.words import korean, say

#: ("place", location, option), ("takeback", where), ("trade", kind), ("hire", card),
#: ("capture", location, owner), ("guard", kind, option), ("construct", card), ("cathedral", "")
MoveKey = tuple[str, ...]
#: Where a worker can never be captured from (L650), as the Town Centre reason names them.
NOT_CAPTURED = ("black_market", "guildhall", "prison")


def move_key(action: Any) -> MoveKey | None:
    """The key a reason names this action by (None: an action no reason speaks of)."""
    if isinstance(action, A.Place):
        return ("place", action.location, action.option)
    if isinstance(action, A.TakeBack):
        return ("takeback", action.where)
    if isinstance(action, A.Trade):
        return ("trade", action.kind)
    if isinstance(action, A.Hire):
        return ("hire", action.card)
    if isinstance(action, A.Capture):
        return ("capture", action.location, str(action.owner))
    if isinstance(action, A.Guard):
        return ("guard", action.kind, action.option)
    if isinstance(action, A.Construct):
        return ("construct", action.card)
    if isinstance(action, A.AdvanceCathedral):
        return ("cathedral", "")
    return None


def why_not(state: Any, seat: int, names: tuple[str, ...] | None = None) -> tuple[Unavailable, ...]:
    return tuple(r.unavailable() for r in reasons(state, seat, names))


def reasons(state: Any, seat: int, names: tuple[str, ...] | None = None) -> tuple[Reason, ...]:
    """What `seat` (to act) cannot do now and why, from its own view only."""
    if seat not in R.to_act(state) or state.phase != PLAY:
        return ()
    seen = view(state, seat)
    frame = stack.top(seen.decisions)
    if frame is None:
        return placement_reasons(seen, names)
    if isinstance(frame, StorehouseFrame):
        return tuple(storehouse_reasons(seen, frame.left))
    if isinstance(frame, GuardFrame):
        return tuple(guard_reasons(seen, frame.left))
    if isinstance(frame, CaptureFrame):
        return tuple(capture_reasons(seen, frame, names))
    if isinstance(frame, HireFrame):
        return tuple(hire_reasons(seen, frame))
    if isinstance(frame, GuildFrame):
        return tuple(building_reasons(seen)) + tuple(cathedral_reasons(seen, names))
    return ()


# ---- words ------------------------------------------------------------------------------------------


def me_of(seen: ArchitectsView) -> OwnerView:
    return seen.owners[seen.viewer]


def you_have(n: int) -> str:
    """'you have 3' / '가진 은화 3개' (silver, the only thing a reason counts this way)."""
    return say(f"you have {n}", f"가진 은화 {n}개")


def who(seen: ArchitectsView, index: int, names: tuple[str, ...] | None) -> str:
    return say("you", "나") if index == seen.viewer else owner_name(seen, index, names)


def shortfall(me: Any, cost: Amount) -> tuple[tuple[str, int], ...]:
    """What `me` lacks to pay `cost`, as (resource, n); wood_stone and, for Therese, gold/marble
    are pools (any mix). Empty exactly when `economy.payment_options` finds a way to pay."""
    fixed = dict(cost)
    mixed = fixed.pop("wood_stone", 0)
    pooled = fixed.pop("gold", 0) + fixed.pop("marble", 0) if E.one_resource_gold_marble(me) else 0
    short = [(r, fixed[r] - me.amount(r)) for r in RESOURCES if fixed.get(r, 0) > me.amount(r)]
    if mixed:
        spare = max(0, me.wood - fixed.get("wood", 0)) + max(0, me.stone - fixed.get("stone", 0))
        if spare < mixed:
            short.append(("wood/stone", mixed - spare))
    if pooled and me.gold + me.marble < pooled:
        short.append(("gold/marble", pooled - me.gold - me.marble))
    return tuple(short)


def cost_words(me: Any, cost: Amount) -> str:
    """'costs 4 clay and 2 wood: 1 clay short' ('' when it can be paid)."""
    short = shortfall(me, cost)
    if not short:
        return ""
    cost_text, short_text = amount_text(cost), amount_text(short)
    return say(f"costs {cost_text}: {short_text} short", f"비용 {cost_text}: {short_text} 부족")


def missing_skills(me: Any, card: str) -> tuple[str, ...]:
    """The building's skill icons none of the seat's apprentices shows (in the usual order)."""
    have = C.skills_of(me)
    needed = catalog().building(card).skills
    return tuple(s for s in SKILLS if s in needed and s not in have)


def building_needs(me: Any, card: str) -> str:
    """What the seat lacks to build `card` now, in a player's words ('' when it can be built):
    '1 clay and 2 wood more; apprentices with carpentry and tiling (one may have both)'."""
    building = catalog().building(card)
    parts = []
    short = shortfall(me, building.cost)
    if short:
        parts.append(say(f"{amount_text(short)} more", f"{amount_text(short)} 더 필요"))
    missing = missing_skills(me, card)
    if missing:
        parts.append(missing_skills_text(missing))
    return "; ".join(parts)


# ---- placing a worker ---------------------------------------------------------------------------------


def all_place_keys() -> frozenset[MoveKey]:
    keys = {("place", loc, "") for loc in LARGE} | {("place", "guildhall", "")}
    keys |= {
        ("place", "mines", "clay"),
        ("place", "mines", "gold"),
        ("place", "workshop", "hire"),
        ("place", "workshop", "draw"),
    }
    keys -= {("place", "mines", ""), ("place", "workshop", "")}
    keys |= {("place", "black_market", str(space)) for space in (1, 2, 3)}
    return frozenset(keys)


def placement_reasons(seen: ArchitectsView, names: tuple[str, ...] | None) -> tuple[Reason, ...]:
    me = me_of(seen)
    if me.home == 0:
        return tuple(take_back_reasons(seen, names))
    found: list[Reason] = []
    found += mines_reasons(seen)
    found += workshop_reasons(seen)
    found += tax_stand_reasons(seen)
    found += black_market_reasons(seen, names)
    found += guildhall_reasons(seen, names)
    found += building_reasons(seen)
    found += cathedral_reasons(seen, names)
    found += idle_location_reasons(seen)
    return tuple(found)


def idle_location_reasons(seen: ArchitectsView) -> list[Reason]:
    """The Storehouse and the Guardhouse take a worker even when nothing can be done there (their
    labels say so); what a worker there could not do is told in one line each."""
    found = []
    me = me_of(seen)
    if not can_trade(seen):
        kinds = trade_kinds(me)
        clauses = [trade_block(me, key, cost)[1] for key, _, cost in kinds]
        found.append(
            Reason(
                say("King's Storehouse trades", "왕의 창고 교환"),
                none_now() + "; ".join(clauses),
                frozenset(("trade", key) for key, _, _ in kinds),
            )
        )
    if not can_guard(seen):
        blocked = guard_blocks(seen)
        clauses = [clause for _, _, clause, _ in blocked if clause]
        found.append(
            Reason(say("Guardhouse actions", "구치소 행동"), none_now() + "; ".join(clauses), frozenset(GUARD_KEYS))
        )
    return found


def none_now() -> str:
    return say("none possible now: ", "지금은 불가능: ")


def take_back_reasons(seen: ArchitectsView, names: tuple[str, ...] | None) -> list[Reason]:
    """No worker at home: the turn is a take-back (L330-L336; ruling R1 when no worker is out on
    an open location)."""
    me = me_of(seen)
    viewer = seen.viewer
    found = [
        Reason(
            say("Place a worker", "일꾼 놓기"),
            say(
                "none of your 20 workers is at home: this turn you take one back instead",
                "일꾼 20개 중 개인 보드에 남은 일꾼이 없음: 이번 차례에는 대신 1개를 되찾아 옴",
            ),
            all_place_keys(),
        )
    ]
    out = sum(seen.at(loc, viewer) for loc in LARGE)
    if seen.guildhall.count(viewer):
        found.append(
            Reason(
                say("Take a worker back from the Guildhall", "길드홀에서 일꾼 되찾기"),
                say("workers in the Guildhall stay there to the end", "길드홀의 일꾼은 게임이 끝날 때까지 그곳에 남음"),
                frozenset({("takeback", "guildhall")}),
            )
        )
    if out:
        elsewhere = []
        if me.prison:
            elsewhere.append((location("prison"), "prison"))
        if viewer in seen.market:
            elsewhere.append((location("black_market"), "market"))
        for holder, owner in enumerate(seen.owners):
            if holder != viewer and owner.captives[viewer]:
                holder_name = owner_name(seen, holder, names)
                elsewhere.append((say(f"{holder_name}'s board", f"{holder_name}의 개인 보드"), f"board-{holder}"))
        workers = plural(out, "worker")
        for where, key in elsewhere:
            found.append(
                Reason(
                    say(f"Take a worker back from {where}", f"{where}에서 일꾼 되찾기"),
                    say(
                        f"only from an open location while yours stand on one ({workers} now)",
                        f"개방된 장소에 내 일꾼이 있는 동안에는 그곳에서만 되찾을 수 있음 (지금 {workers})",
                    ),
                    frozenset({("takeback", key)}),
                )
            )
    return found


def mines_reasons(seen: ArchitectsView) -> list[Reason]:
    n = seen.at("mines", seen.viewer) + 1
    if n // 2 >= 1:
        return []
    return [
        Reason(
            say("Mines: take gold", "광산: 금 받기"),
            say(
                f"needs 2 of your workers there; this would be your {ordinal(n)} (clay only: {n + 1} clay)",
                f"그곳에 내 일꾼이 2개 있어야 함; 이번이 {ordinal(n)} 일꾼 (점토만 가능: 점토 {n + 1}개)",
            ),
            frozenset({("place", "mines", "gold")}),
        )
    ]


def cheapest_hire(seen: ArchitectsView, reach: int) -> tuple[int, int, int, str] | None:
    """(cost, row, column, card) of the cheapest face-up apprentice a Workshop hire reaches
    (skipped cards 1 silver each), columns 0-based; None with no card face up."""
    price = E.hire_price(me_of(seen))
    found = [
        (price + max(0, c + 1 - reach), r, c, card)
        for r, row in enumerate(seen.rows)
        for c, card in enumerate(row)
        if card
    ]
    return min(found) if found else None


def workshop_reasons(seen: ArchitectsView) -> list[Reason]:
    me = me_of(seen)
    n = seen.at("workshop", seen.viewer) + 1
    cheapest = cheapest_hire(seen, min(n, 4))
    key = frozenset({("place", "workshop", "hire")})
    what = say("Workshop: hire an apprentice", "작업장: 수습생 고용")
    if cheapest is None:
        return [Reason(what, say("no apprentice is face up", "앞면으로 놓인 수습생이 없음"), key)]
    cost, row, column, card = cheapest
    if me.silver >= cost:
        return []
    tax = E.tax_due(me, catalog().tax_of("hire"))
    helper = apprentice_name(card)
    where = say(f"the {helper}, row {row + 1} column {column + 1}", f"{helper}, {row + 1}행 {column + 1}열")
    return [
        Reason(
            what,
            say(
                f"the cheapest hire ({where}) costs {silver_words(cost, tax)}; {you_have(me.silver)}",
                f"가장 싼 고용 ({where}) 비용 {silver_words(cost, tax)}; {you_have(me.silver)}",
            ),
            key,
        )
    ]


def tax_stand_reasons(seen: ArchitectsView) -> list[Reason]:
    if seen.tax > 0:
        return []
    return [
        Reason(
            location_title("tax_stand"),
            say(
                "no silver lies on it; a worker may not go there while it is empty",
                "놓인 은화가 없음; 비어 있는 동안에는 일꾼을 놓을 수 없음",
            ),
            frozenset({("place", "tax_stand", "")}),
        )
    ]


def market_price(me: Any, space: int) -> int:
    return max(0, catalog().market_silver[space - 1] - C.count_kind(me, "trickster"))


def black_market_reasons(seen: ArchitectsView, names: tuple[str, ...] | None) -> list[Reason]:
    me = me_of(seen)
    banned = catalog().market_banned_from
    if me.virtue >= banned:
        return [
            Reason(
                location_title("black_market"),
                say(
                    f"your virtue is {me.virtue}: no worker of yours goes there at {banned} or more",
                    f"내 선행이 {me.virtue}점: 선행 {banned}점 이상이면 그곳에 일꾼을 놓을 수 없음",
                ),
                frozenset(("place", "black_market", str(s)) for s in (1, 2, 3)),
            )
        ]
    found = []
    for space in (1, 2, 3):
        key = frozenset({("place", "black_market", str(space))})
        holder = seen.market[space - 1]
        if holder != -1:
            holder_name = owner_name(seen, holder, names)
            if holder == seen.viewer:
                whose = say("your worker", "내 일꾼")
            else:
                whose = say(f"{holder_name}'s worker", f"{holder_name}의 일꾼")
            found.append(
                Reason(
                    market_space(space),
                    say(f"{whose} is on it until the next reset", f"다음 재설정까지 {subject(whose)} 그 칸에 있음"),
                    key,
                )
            )
        elif me.silver < market_price(me, space):
            found.append(Reason(market_space(space), costs(silver(market_price(me, space)), me.silver, "; "), key))
    return found


def costs(price: str, have: int, glue: str) -> str:
    """'costs 3 silver; you have 1' / '비용 은화 3개; 가진 은화 1개' (`glue`: '; ' or ', ')."""
    return say(f"costs {price}{glue}{you_have(have)}", f"비용 {price}{glue}{you_have(have)}")


def guildhall_reasons(seen: ArchitectsView, names: tuple[str, ...] | None) -> list[Reason]:
    key = frozenset({("place", "guildhall", "")})
    if len(seen.guildhall) >= seen.guild_capacity and not seen.end_triggered:
        return [Reason(location_title("guildhall"), say("every space is taken", "모든 칸이 찼음"), key)]
    climb = cathedral_block(seen, names)
    if buildable(seen) or not climb:
        return []
    if not seen.hand:
        built = say("you have no building in hand", "손에 건물 카드가 없음")
    elif len(seen.hand) == 1:
        built = say("your one building cannot be built now", "손에 든 건물 카드 1장을 지금 건설할 수 없음")
    else:
        held = plural(len(seen.hand), "building")
        built = say(f"none of your {held} can be built now", f"손에 든 {held} 중 지금 건설할 수 있는 것이 없음")
    return [
        Reason(
            location_title("guildhall"),
            say(
                f"nothing to do there: {built}; {cathedral_what(seen)}: {climb}",
                f"그곳에서 할 일 없음: {built}; {cathedral_what(seen)}: {climb}",
            ),
            key,
        )
    ]


# ---- the Guildhall: buildings and the Cathedral --------------------------------------------------------


def buildable(seen: ArchitectsView) -> bool:
    me = me_of(seen)
    return any(not building_needs(me, card) for card in seen.hand)


def building_reasons(seen: ArchitectsView) -> list[Reason]:
    """Each building in hand that cannot be built now, with what it lacks (L830-L840)."""
    me = me_of(seen)
    found = []
    for card in seen.hand:
        building = catalog().building(card)
        parts = []
        missing = missing_skills(me, card)
        if missing:
            needed = missing_skills_text(missing)
            parts.append(say("needs " + needed, f"{needed} 필요"))
        words = cost_words(me, building.cost)
        if words:
            parts.append(words)
        if parts:
            name = building_name(card)
            found.append(
                Reason(say(f"Build {name}", f"{name} 건설"), "; ".join(parts), frozenset({("construct", card)}))
            )
    return found


def cathedral_block(seen: ArchitectsView, names: tuple[str, ...] | None) -> str:
    """Why the seat cannot work on the Cathedral now ('' when it can): every rule it fails."""
    me = me_of(seen)
    levels = catalog().cathedral
    if me.cathedral >= len(levels):
        return say(f"you are on its top level ({len(levels)})", f"이미 맨 위 레벨 ({len(levels)}레벨)")
    level = levels[me.cathedral]
    parts = []
    closed = catalog().cathedral_banned_to
    if me.virtue <= closed:
        parts.append(
            say(
                f"your virtue is {me.virtue}: no Cathedral work at {closed} or less",
                f"내 선행이 {me.virtue}점: 선행 {closed}점 이하이면 대성당 작업 불가",
            )
        )
    there = [o.index for o in seen.owners if o.cathedral == level.level]
    if len(there) >= level.spaces:
        taken = ", ".join(who(seen, i, names) for i in there)
        if level.spaces == 1:
            spaces = say("its space is taken", "칸이 찼음")
        else:
            spaces = say(f"its {level.spaces} spaces are all taken", f"칸 {level.spaces}개가 모두 찼음")
        parts.append(f"{spaces} ({taken})")
    if not seen.hand and me.board != "frederick":
        parts.append(say("you have no building in hand to discard", "버릴 건물 카드가 손에 없음"))
    words = cost_words(me, level.cost)
    if words:
        parts.append(words)
    return "; ".join(parts)


def cathedral_reasons(seen: ArchitectsView, names: tuple[str, ...] | None) -> list[Reason]:
    why = cathedral_block(seen, names)
    if not why:
        return []
    return [Reason(cathedral_what(seen), why, frozenset({("cathedral", "")}))]


def cathedral_what(seen: ArchitectsView) -> str:
    """'Cathedral level 2' (the seat's next level), or 'Cathedral' from the top one."""
    me = me_of(seen)
    return say("Cathedral", "대성당") if me.cathedral >= len(catalog().cathedral) else cathedral_level(me.cathedral + 1)


# ---- King's Storehouse and Guardhouse ------------------------------------------------------------------


def trade_kinds(me: Any) -> tuple[tuple[str, str, Amount], ...]:
    """(key, words, cost) of each Storehouse trade the seat could make with the goods: the two on
    the board and one per Merchant, Patron or Trader held."""
    cat = catalog()
    found = [
        (kind, say(f"Trade for 1 {kind}", f"{by(resource_count(kind, 1))} 교환"), ()) for kind in ("virtue", "marble")
    ]
    for card in me.apprentices:
        apprentice = cat.apprentice(card)
        if apprentice.kind in ("merchant", "patron", "trader"):
            helper, pay, gain = apprentice_name(card), amount_text(apprentice.pay), amount_text(apprentice.gain)
            words = say(f"{helper}: {pay} for {gain}", f"{helper}: {obj(pay)} {by(gain)} 교환")
            found.append((card, words, apprentice.pay))
    return tuple(found)


def trade_block(me: Any, key: str, cost: Amount) -> tuple[str, str]:
    """(why, the why as a clause of a list) a Storehouse trade cannot be made; ('', '') if it can."""
    if key in ("virtue", "marble"):
        kinds, need = (E.STOREHOUSE_VIRTUE, 2) if key == "virtue" else (E.STOREHOUSE_MARBLE, 3)
        have = sum(me.amount(r) for r in kinds)
        if have >= need:
            return "", ""
        if korean():
            listed = "/".join(resource_name(r) for r in kinds)
            return (
                f"{listed} 중 아무거나 {need}개 필요; 가진 것 {have}개",
                f"{resource_count(key, 1)}에는 {listed} 중 아무거나 {need}개 필요 (가진 것 {have}개)",
            )
        listed = ", ".join(kinds[:-1]) + " and " + kinds[-1]
        return (
            f"needs any {need} of {listed}; you have {have}",
            f"1 {key} needs any {need} of {listed} (you have {have})",
        )
    short = shortfall(me, cost)
    if not short:
        return "", ""
    helper, cost_text, short_text = apprentice_name(key), amount_text(cost), amount_text(short)
    return (
        say(f"{short_text} short", f"{short_text} 부족"),
        say(
            f"the {helper}'s trade needs {cost_text} ({short_text} short)",
            f"{helper} 교환에는 {cost_text} 필요 ({short_text} 부족)",
        ),
    )


def storehouse_reasons(seen: ArchitectsView, left: int) -> list[Reason]:
    """The Storehouse trades the seat cannot make (L463-L467); `left`: trades still to make."""
    me = me_of(seen)
    kinds = trade_kinds(me)
    if left <= 0:
        n = seen.at("storehouse", seen.viewer)
        return [
            Reason(
                say("Another trade", "추가 교환"),
                say(
                    f"one trade per worker of yours there: all {n} made",
                    f"그곳의 내 일꾼 1개마다 교환 1번: {n}번 모두 했음",
                ),
                frozenset(("trade", key) for key, _, _ in kinds),
            )
        ]
    found = []
    for key, words, cost in kinds:
        why, _ = trade_block(me, key, cost)
        if why:
            found.append(Reason(words, why, frozenset({("trade", key)})))
    return found


def can_trade(seen: ArchitectsView) -> bool:
    """Some Storehouse trade is possible with the seat's goods now."""
    me = me_of(seen)
    return any(not trade_block(me, key, cost)[0] for key, _, cost in trade_kinds(me))


def guard_blocks(seen: ArchitectsView) -> list[tuple[str, str, str, tuple[MoveKey, ...]]]:
    """(what, why, the why as a clause of a list, keys) of each Guardhouse action the seat cannot
    take now (L752-L771)."""
    me = me_of(seen)
    cat = catalog()
    found = []
    if not sum(me.captives):
        found.append(
            (
                say("Send captives to the Prison", "포로를 교도소로 보내기"),
                say("no captured worker is on your board", "내 개인 보드에 포획된 일꾼이 없음"),
                say("no captive on your board", "내 보드에 포로 없음"),
                (("guard", "send", ""),),
            )
        )
    if not me.prison:
        found.append(
            (
                say("Free your workers from the Prison", "교도소에서 내 일꾼 석방"),
                say("none of yours is in the Prison", "교도소에 내 일꾼이 없음"),
                say("none of yours in the Prison", "교도소에 내 일꾼 없음"),
                (("guard", "release", ""),),
            )
        )
    held = sum(o.captives[seen.viewer] for i, o in enumerate(seen.owners) if i != seen.viewer)
    if not held:
        found.append(
            (
                say("Take back your captured workers", "포획된 내 일꾼 되찾기"),
                say("none of yours is held on a rival's board", "상대의 개인 보드에 잡힌 내 일꾼이 없음"),
                say("none of yours held by a rival", "상대에게 잡힌 내 일꾼 없음"),
                (("guard", "recover", "silver"), ("guard", "recover", "debt")),
            )
        )
    else:
        tax = E.tax_due(me, cat.tax_of("recover"))
        cost = cat.cost_of("recover_silver") + tax
        if me.silver < cost:
            found.append(
                (
                    say("Take back your captives for silver", "은화로 포획된 내 일꾼 되찾기"),
                    costs(silver_words(cost, tax), me.silver, ", ")
                    + say(" (a debt and -1 virtue will do)", " (채권 1장과 선행 -1로는 가능)"),
                    "",
                    (("guard", "recover", "silver"),),
                )
            )
    if not me.debts:
        found.append(
            (
                pay_debt(),
                say("you have no unpaid debt", "미납 채권이 없음"),
                say("no unpaid debt", "미납 채권 없음"),
                (("guard", "pay", ""),),
            )
        )
    else:
        tax = E.tax_due(me, cat.tax_of("pay_debt"))
        cost = cat.cost_of("pay_debt_silver") + tax
        if me.silver < cost:
            price = silver_words(cost, tax)
            found.append(
                (
                    pay_debt(),
                    costs(price, me.silver, ", "),
                    say(
                        f"paying off a debt costs {price}, {you_have(me.silver)}",
                        f"채권을 갚는 비용 {price}, {you_have(me.silver)}",
                    ),
                    (("guard", "pay", ""),),
                )
            )
    return found


def pay_debt() -> str:
    return say("Pay off a debt", "채권 갚기")


GUARD_KEYS = (
    ("guard", "send", ""),
    ("guard", "release", ""),
    ("guard", "recover", "silver"),
    ("guard", "recover", "debt"),
    ("guard", "pay", ""),
)


def guard_reasons(seen: ArchitectsView, left: int) -> list[Reason]:
    if left <= 0:
        n = seen.at("guardhouse", seen.viewer)
        return [
            Reason(
                say("Another Guardhouse action", "추가 구치소 행동"),
                say(
                    f"one action per worker of yours there: all {n} taken",
                    f"그곳의 내 일꾼 1개마다 행동 1번: {n}번 모두 했음",
                ),
                frozenset(GUARD_KEYS),
            )
        ]
    return [Reason(what, why, frozenset(keys)) for what, why, _, keys in guard_blocks(seen)]


def can_guard(seen: ArchitectsView) -> bool:
    blocked = {key for _, _, _, keys in guard_blocks(seen) for key in keys}
    return bool(set(GUARD_KEYS) - blocked)


# ---- Town Centre captures -------------------------------------------------------------------------------


def capture_price(seen: ArchitectsView, frame: CaptureFrame) -> tuple[int, int]:
    """(silver, tax) of the next capture: the first is tax, later ones 1 silver less per Conspirator."""
    me = me_of(seen)
    if frame.free:
        return 0, 0
    if frame.made == 0:
        return 0, E.tax_due(me, catalog().tax_of("first_capture"))
    return (0 if frame.made <= C.count_kind(me, "conspirator") else 1), 0


def capture_reasons(seen: ArchitectsView, frame: CaptureFrame, names: tuple[str, ...] | None) -> list[Reason]:
    """Captures held back (L628-L650): none left, no silver, the location limit, the places never raided."""
    me = me_of(seen)
    groups = {
        loc: [i for i in range(len(seen.owners)) if seen.at(loc, i) and not (i == seen.viewer and i == seen.ai_index)]
        for loc in LARGE
    }
    every = frozenset(("capture", loc, str(i)) for loc, owners in groups.items() for i in owners)
    found = []
    silver, tax = capture_price(seen, frame)
    another = say("Another capture", "추가 포획")
    if frame.left <= 0:
        n = seen.at("town_centre", seen.viewer)
        if not frame.free:
            why = say(
                f"one capture per worker of yours at the Town Centre: all {n} made",
                f"중심가의 내 일꾼 1개마다 포획 1번: {n}번 모두 했음",
            )
        else:
            given = plural(frame.made, "capture")
            why = say(f"the building gives {given}: made", f"건물이 주는 {given}: 모두 했음")
        found.append(Reason(another, why, every))
    elif me.silver < silver + tax:
        price = silver_words(silver + tax, tax)
        found.append(
            Reason(
                another,
                say(
                    f"the next one costs {price}; {you_have(me.silver)}",
                    f"다음 포획 비용 {price}; {you_have(me.silver)}",
                ),
                every,
            )
        )
    elif len(frame.used) >= frame.max_locations:
        spots = [location(loc) for loc in frame.used]
        used = say(" and ".join(spots), word_list(spots))
        counted = say(" (the AI counts)", " (AI 포함)") if seen.ai_index >= 0 else ""
        at_most, players = plural(frame.max_locations, "location"), len(seen.owners)
        for loc, owners in groups.items():
            if loc in frame.used or not owners:
                continue
            found.append(
                Reason(
                    say(f"Capture at {location(loc)}", f"{location(loc)}에서 포획"),
                    say(
                        f"with {players} players{counted} a turn's captures come from at most "
                        f"{at_most}; yours came from {used}",
                        f"{players}인 게임{counted}에서는 한 차례의 포획이 최대 {at_most}에서만 가능; "
                        f"이미 {used}에서 포획함",
                    ),
                    frozenset(("capture", loc, str(i)) for i in owners),
                )
            )
    raided = [location(p) for p in NOT_CAPTURED if occupied(seen, p)]
    if raided:
        places = either_list(raided)
        found.append(
            Reason(
                say(f"Capture in {places}", f"{places}에서 포획"),
                say(
                    "only workers on open (large-circle) locations can be captured",
                    "개방된 (큰 원형) 장소의 일꾼만 포획할 수 있음",
                ),
                frozenset(("capture", p, str(i)) for p in NOT_CAPTURED for i in range(len(seen.owners))),
            )
        )
    return found


def occupied(seen: ArchitectsView, place: str) -> bool:
    if place == "black_market":
        return any(s != -1 for s in seen.market)
    if place == "guildhall":
        return bool(seen.guildhall)
    return any(o.prison for o in seen.owners)


# ---- Workshop hire ----------------------------------------------------------------------------------------


def hire_reasons(seen: ArchitectsView, frame: HireFrame) -> list[Reason]:
    """At the Workshop, the face-up apprentices past the columns reached that cost too much (L497-L523)."""
    if frame.source != "workshop":
        return []
    me = me_of(seen)
    price = E.hire_price(me)
    tax = E.tax_due(me, catalog().tax_of("hire"))
    found = []
    for r, row in enumerate(seen.rows):
        for c, card in enumerate(row):
            if not card:
                continue
            skip = max(0, c + 1 - frame.reach)
            cost = price + skip
            if me.silver >= cost:
                continue
            base, skipped = silver_words(price, tax), plural(skip, "card")
            if skip:
                why = say(
                    f"your workers there reach column {frame.reach}: {base} and 1 silver "
                    f"on each of the {skipped} skipped, {cost} in all; {you_have(me.silver)}",
                    f"그곳의 내 일꾼으로는 {frame.reach}열까지: {base}, 건너뛴 {skipped}에 각각 은화 1개, "
                    f"모두 은화 {cost}개; {you_have(me.silver)}",
                )
            else:
                why = costs(silver_words(cost, tax), me.silver, "; ")
            helper = apprentice_name(card)
            found.append(
                Reason(
                    say(f"Hire {helper} (row {r + 1}, column {c + 1})", f"{helper} 고용 ({r + 1}행 {c + 1}열)"),
                    why,
                    frozenset({("hire", card)}),
                )
            )
    return found
