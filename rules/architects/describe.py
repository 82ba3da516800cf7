"""One log line per action, written for a viewer (never another seat's secret), in the language
spoken (`rules.core.words.speaking`), from the game's vocabulary `rules.architects.words`.

`state` is the state before the action. Lines name the acting seat by its display name.
"""

from __future__ import annotations

from rules.architects import actions as A
from rules.architects import economy as E
from rules.architects.data import RESOURCES, Amount, catalog
from rules.architects.locations import market_cost, place
from rules.architects.state import (
    ArchitectsState,
    CaptureFrame,
    CathedralFrame,
    EffectFrame,
    GuardFrame,
    LimitFrame,
    StorehouseFrame,
)
from rules.architects.words import (
    LOCATION_NAMES,
    SKILL_WORDS,
    ai_name,
    amount_text,
    apprentice_name,
    board_ability,
    board_name,
    building_name,
    by,
    cathedral_level,
    guild_space,
    location,
    location_title,
    market_space,
    missing_skills_text,
    obj,
    owner_name,
    player_name,
    plural,
    resource_name,
    silver,
    skill,
    subject,
    virtue,
    word_list,
)
from rules.core import decisions as stack
from rules.core.engine import GOD
from rules.core.words import korean, say

#: The building whose discard for 2 gold the EffectFrame asks for.
LIBRARY = "b-library"

#: Names other modules have always imported from here (the words live in `rules.architects.words`).
__all__ = [
    "LOCATION_NAMES",
    "SKILL_WORDS",
    "amount_text",
    "apprentice_name",
    "building_name",
    "missing_skills_text",
    "owner_name",
    "plural",
    "word_list",
]


def chosen_gain(building: str, option: str) -> Amount:
    """What a building's choice of gain gives for `option` (Treasury "gold": 1 gold); () if none."""
    options = catalog().building(building).param("options") or ()
    return next((o for o in options if o and o[0][0] == option), ())


def gained(before: ArchitectsState, after: ArchitectsState, seat: int) -> Amount:
    b, a = before.owner(seat), after.owner(seat)
    return tuple((r, a.amount(r) - b.amount(r)) for r in RESOURCES if a.amount(r) > b.amount(r))


def describe(
    action: object, state: ArchitectsState, viewer: int, seat: int, names: tuple[str, ...] | None = None
) -> str:
    line = _describe(action, state, viewer, seat, names)
    if state.automa is not None:
        line = " ".join(part for part in (line, _ai_turns(action, state, seat)) if part)
    return line


def action_line(
    action: object, state: ArchitectsState, viewer: int, seat: int, names: tuple[str, ...] | None = None
) -> str:
    """The step's own line without the AI turn it may set off (`narrate` tells that on a line of its own)."""
    return _describe(action, state, viewer, seat, names)


def _ai_turns(action: object, state: ArchitectsState, seat: int) -> str:
    """The AI plays right after the action that ends a human turn: say what it did."""
    from rules.architects.rules import apply
    from rules.core.engine import rng_for

    after = apply(state, action, rng_for(state.seed, state.ply), seat)
    if after.automa.turns == state.automa.turns:
        return ""
    ai = ai_name(state.automa.side)
    if after.automa.went == "recall":
        return say(
            f"{ai} has no worker left and calls its workers home.",
            f"{subject(ai)} 남은 일꾼이 없어 일꾼을 모두 불러들였습니다.",
        )
    number = int(after.automa.last.removeprefix("scheme"))
    where = location(after.automa.went)
    return say(
        f"{ai} reveals Scheme card {number} and places a worker at {where}.",
        f"{subject(ai)} 책략 카드 {number}번을 공개하고 {where}에 일꾼을 놓았습니다.",
    )


def _describe(
    action: object, state: ArchitectsState, viewer: int, seat: int, names: tuple[str, ...] | None = None
) -> str:
    def name(index: int) -> str:
        if index == state.ai_index:
            return ai_name(state.automa.side)
        if names and index < len(names):
            return names[index]
        return player_name(index)

    who = name(seat)
    private = viewer in (seat, GOD)
    frame = stack.top(state.decisions)
    if isinstance(action, A.Pick):
        if private:
            card = building_name(action.card)
            return say(f"{who} keeps {card} from the draft.", f"{subject(who)} 드래프트에서 {obj(card)} 골랐습니다.")
        return say(f"{who} picks a building.", f"{subject(who)} 건물 카드 1장을 골랐습니다.")
    if isinstance(action, A.KeepCards):
        if private:
            kept = ", ".join(building_name(c) for c in action.cards)
            return say(f"{who} keeps {kept}.", f"{subject(who)} {obj(kept)} 남겼습니다.")
        return say(
            f"{who} keeps {len(action.cards)} buildings.",
            f"{subject(who)} {obj(plural(len(action.cards), 'building'))} 남겼습니다.",
        )
    if isinstance(action, A.ChooseBoard):
        board = board_name(action.board)
        return say(f"{who} takes {board}'s board.", f"{subject(who)} {board}의 개인 게임판을 가져왔습니다.")
    if isinstance(action, A.Place):
        return _placement(action, state, seat, who)
    if isinstance(action, A.TakeBack):
        if action.where.startswith("board-"):
            holder = name(int(action.where.split("-")[1]))
            place_name = say(f"{holder}'s board", f"{holder}의 개인 보드")
        else:
            place_name = location(action.where)
        return say(
            f"{who} has no worker at home and takes one back from {place_name}.",
            f"{subject(who)} 개인 보드에 일꾼이 없어 {place_name}에서 일꾼 1개를 되찾아 왔습니다.",
        )
    if isinstance(action, A.Pass):
        return say(f"{who} has no worker to use and passes.", f"{subject(who)} 쓸 일꾼이 없어 차례를 넘겼습니다.")
    if isinstance(action, A.Trade):
        pay = amount_text(action.pay)
        if action.kind in ("virtue", "marble"):
            return say(
                f"{who} trades {pay} for 1 {action.kind}.",
                f"{subject(who)} {obj(pay)} {by(amount_text(((action.kind, 1),)))} 바꾸었습니다.",
            )
        card = catalog().apprentice(action.kind)
        helper, gain = apprentice_name(action.kind), amount_text(card.gain)
        return say(
            f"{who} uses the {helper}: {pay} for {gain}.",
            f"{subject(who)} {obj(helper)} 써서 {obj(pay)} {by(gain)} 바꾸었습니다.",
        )
    if isinstance(action, A.Hire):
        hired = apprentice_name(action.card)
        if korean():
            dismissed = f"{obj(apprentice_name(action.discard))} 내보내고 " if action.discard else ""
            return f"{subject(who)} {dismissed}{obj(hired)} 고용했습니다."
        line = f"{who} hires the {hired}"
        if action.discard:
            line += f", dismissing the {apprentice_name(action.discard)}"
        return line + "."
    if isinstance(action, A.DrawFive):
        return say(f"{who} draws 5 buildings to keep 1.", f"{subject(who)} 건물 카드 5장을 뽑아 그중 1장을 가졌습니다.")
    if isinstance(action, A.Keep):
        if private:
            card = building_name(action.card)
            return say(f"{who} keeps {card}.", f"{subject(who)} {obj(card)} 가졌습니다.")
        return say(f"{who} keeps 1 building.", f"{subject(who)} 건물 카드 1장을 가졌습니다.")
    if isinstance(action, A.Capture):
        count = state.at(action.location, action.owner)
        where = location(action.location)
        if action.owner == seat:
            return say(
                f"{who} captures their own {count} worker(s) at {where}: they go home.",
                f"{subject(who)} {where}에 있는 자기 일꾼 {count}개를 포획해 개인 보드로 되돌렸습니다.",
            )
        owner = name(action.owner)
        return say(
            f"{who} captures {count} of {owner}'s workers at {where}.",
            f"{subject(who)} {where}에서 {owner}의 일꾼 {count}개를 포획했습니다.",
        )
    if isinstance(action, A.Guard):
        o = state.owner(seat)
        if action.kind == "send":
            held = sum(o.captives)
            return say(
                f"{who} sends {held} captured worker(s) to the Prison for {held} silver.",
                f"{subject(who)} 포획한 일꾼 {held}개를 교도소로 보내고 {obj(silver(held))} 받았습니다.",
            )
        if action.kind == "release":
            return say(
                f"{who} frees {state.prison[seat]} worker(s) from the Prison.",
                f"{subject(who)} 교도소에서 일꾼 {state.prison[seat]}개를 석방했습니다.",
            )
        if action.kind == "recover":
            by_silver = action.option == "silver"
            how = "paying silver" if by_silver else "taking a debt and losing 1 virtue"
            how_ko = "은화를 내고" if by_silver else "채권 1장을 받고 선행 1점을 잃으며"
            return say(
                f"{who} takes back their captured workers, {how}.",
                f"{subject(who)} {how_ko} 포획된 자기 일꾼을 되찾아 왔습니다.",
            )
        return say(f"{who} pays off a debt.", f"{subject(who)} 채권 1장을 갚았습니다.")
    if isinstance(action, A.Done):
        return ""
    if isinstance(action, A.Construct):
        card, pay = building_name(action.card), amount_text(action.pay)
        return say(f"{who} builds the {card}, paying {pay}.", f"{subject(who)} {by(pay)} {obj(card)} 건설했습니다.")
    if isinstance(action, A.AdvanceCathedral):
        level = state.owner(seat).cathedral + 1
        pay = amount_text(action.pay)
        return say(
            f"{who} works on the Cathedral (level {level}), paying {pay}.",
            f"{subject(who)} {by(pay)} {cathedral_level(level)} 작업을 추진했습니다.",
        )
    if isinstance(action, A.Discard):
        what = building_name(action.card) if private else say("a building", "건물 카드 1장")
        if isinstance(frame, CathedralFrame):
            return say(
                f"{who} discards {what} for the Cathedral.",
                f"{subject(who)} 대성당 작업을 위해 {obj(what)} 버렸습니다.",
            )
        if isinstance(frame, LimitFrame):
            return say(
                f"{who} discards {what} down to the hand limit.",
                f"{subject(who)} 손 카드 제한에 맞춰 {obj(what)} 버렸습니다.",
            )
        if isinstance(frame, EffectFrame):
            return say(
                f"{who} discards {what} to the Library for 2 gold.",
                f"{subject(who)} {building_name(LIBRARY)} 효과로 {obj(what)} 버리고 금 2개를 받았습니다.",
            )
        return say(f"{who} discards {what}.", f"{subject(who)} {obj(what)} 버렸습니다.")
    if isinstance(action, A.Choose):
        if isinstance(frame, EffectFrame) and chosen_gain(frame.building, action.option):
            gain = amount_text(chosen_gain(frame.building, action.option))
            card = building_name(frame.building)
            return say(f"{who} takes {gain} from the {card}.", f"{subject(who)} {card}에서 {obj(gain)} 받았습니다.")
        if korean():
            texts_ko = {
                "destroy": "미납 채권 1장을 파기했습니다",
                "keep_debt": "채권을 그대로 두었습니다",
                "skip": "아무것도 버리지 않았습니다",
                "recover": "포획된 자기 일꾼을 되찾아 왔습니다",
                "capture": "무료로 포획을 했습니다",
            }
            done = texts_ko.get(action.option, f"{obj(resource_name(action.option))} 받았습니다")
            return f"{subject(who)} {done}."
        texts = {
            "destroy": "destroys an unpaid debt",
            "keep_debt": "keeps their debt",
            "skip": "discards nothing",
            "recover": "takes back their captured workers",
            "capture": "makes a free capture",
        }
        return f"{who} {texts.get(action.option, 'takes ' + action.option)}."
    if isinstance(action, A.DestroyDebts):
        return say(
            f"{who} destroys {action.count} unpaid debt(s) with virtue above 14.",
            f"{subject(who)} 선행 14점을 넘긴 만큼 미납 채권 {action.count}장을 파기했습니다.",
        )
    if isinstance(action, A.Release):
        return say(
            f"{who}'s Gatekeeper frees {action.count} worker(s) from the Prison.",
            f"{who}의 문지기가 교도소에서 일꾼 {action.count}개를 석방했습니다.",
        )
    if isinstance(action, A.ResolveEnd):
        card = building_name(action.card)
        return say(
            f"{who} resolves the {card} at the end of the game.",
            f"{subject(who)} 게임 종료 시 {card}의 효과를 해결했습니다.",
        )
    return ""


def _placement(action: A.Place, state: ArchitectsState, seat: int, who: str) -> str:
    spot = action.location
    where = location(spot)
    if spot == "black_market":
        space = int(action.option)
        cost = market_cost(state, seat, space)
        after = place(state, seat, action)
        got = gained(state, after, seat)
        taken = amount_text(got) if space != 2 and got else ""
        if korean():
            if taken:
                return f"{subject(who)} 은화 {cost}개를 내고 암시장 {space}번 칸에 일꾼을 놓아 {obj(taken)} 받았습니다."
            return f"{subject(who)} 은화 {cost}개를 내고 암시장 {space}번 칸에 일꾼을 놓았습니다."
        line = f"{who} places a worker on Black Market space {space}, paying {cost} silver"
        if taken:
            line += f", and takes {taken}"
        return line + "."
    if spot == "guildhall":
        return say(
            f"{who} places a worker in the Guildhall to build.",
            f"{subject(who)} 건설하려고 길드홀에 일꾼을 놓았습니다.",
        )
    after = place(state, seat, action)
    if spot in ("quarry", "forest", "silversmith", "mines", "tax_stand"):
        got = amount_text(gained(state, after, seat))
        lost = state.owner(seat).virtue - after.owner(seat).virtue
        if korean():
            if spot == "tax_stand":
                return f"{subject(who)} {where}에 일꾼을 놓고 {obj(got)} 받아 {obj(virtue(lost))} 잃었습니다."
            return f"{subject(who)} {where}에 일꾼을 놓고 {obj(got)} 받았습니다."
        line = f"{who} places a worker at {where} and takes {got}"
        if spot == "tax_stand":
            line += f", losing {lost} virtue"
        return line + "."
    if spot == "workshop" and action.option == "draw":
        drawn = len(after.owner(seat).hand) - len(state.owner(seat).hand)  # fewer when the pile runs out (R10)
        return say(
            f"{who} places a worker at {where} and draws {plural(drawn, 'building')}.",
            f"{subject(who)} {where}에 일꾼을 놓고 {obj(plural(drawn, 'building'))} 뽑았습니다.",
        )
    if spot == "workshop":
        return say(
            f"{who} places a worker at {where} to hire an apprentice.",
            f"{subject(who)} 수습생을 고용하려고 {where}에 일꾼을 놓았습니다.",
        )
    return say(f"{who} places a worker at {where}.", f"{subject(who)} {where}에 일꾼을 놓았습니다.")


# ----------------------------------------------------------------- the action list and the screen
# Every word the screen uses comes from this module and `words`: the log lines above (past tense,
# for a viewer) and the labels below (imperative, for the acting seat, worked out from its view).
RESOURCE_ORDER = RESOURCES
RESET_NOTE = "triggers a Black Market reset"
REFRESH_NOTE = "refreshes the Workshop (left-most apprentices out, two new ones in)"


def reset_note() -> str:
    return say(RESET_NOTE, "암시장 재설정 발동")


def refresh_note() -> str:
    return say(REFRESH_NOTE, "작업장 새로 고침 (맨 왼쪽 수습생이 나가고 새 수습생 2명이 들어옴)")


def is_refresh_space(view: object, row: int, column: int) -> bool:
    """A Guildhall space with the apprentice-refresh icon, when that option is played."""
    cat = catalog()
    return bool(view.rules.guildhall_refresh) and column == cat.refresh_column and row in cat.refresh_rows


def building_brief(card: str) -> str:
    """ "Smithy (3 VP; 4 clay, 2 wood; needs masonry; +1 virtue)" """
    return f"{building_name(card)} ({building_terms(card, with_cost=True)})"


def building_terms(card: str, with_cost: bool = False) -> str:
    """A building's points, cost (when asked), skills and virtue: '3 VP; needs masonry; +1 virtue'
    / '승점 3점; 석공 기술 필요; 선행 +1'."""
    b = catalog().building(card)
    parts = [say(f"{b.vp} VP", f"승점 {b.vp}점")]
    if with_cost:
        parts.append(amount_text(b.cost) if b.cost else say("free", "무료"))
    if b.skills:
        skills = word_list([skill(s) for s in b.skills])
        parts.append(say("needs " + skills, f"{skills} 기술 필요"))
    if b.virtue:
        parts.append(say(f"{b.virtue:+d} virtue", f"선행 {b.virtue:+d}"))
    return "; ".join(parts)


def apprentice_terms(card: str) -> str:
    """An apprentice's skills and virtue on hire: 'masonry; +1 virtue' / '석공 기술; 선행 +1'."""
    a = catalog().apprentice(card)
    skills = [skill(s) for s in a.skills]
    parts = [say(" and ".join(skills), ", ".join(skills) + " 기술")]
    if a.virtue:
        parts.append(say(f"{a.virtue:+d} virtue", f"선행 {a.virtue:+d}"))
    return "; ".join(parts)


def apprentice_brief(card: str) -> str:
    """ "Miner (masonry; +1 virtue)" """
    return f"{apprentice_name(card)} ({apprentice_terms(card)})"


def _me(view: object) -> object:
    return view.owners[view.viewer]


def place_yield(view: object, location: str, option: str = "") -> Amount:
    """What a worker placed now at a gathering location gives the viewer (apprentices included)."""
    from rules.architects import cards as C
    from rules.architects.locations import BONUS_KIND, YIELD

    me = _me(view)
    n = view.at(location, view.viewer) + 1
    if location == "mines":
        base = (("clay", n + 1),) if option == "clay" else (("gold", n // 2),)
    else:
        base = ((YIELD[location], n + (1 if location == "silversmith" else 0)),)
    totals = dict(base)
    for resource, count in C.kind_gains(me, BONUS_KIND[location]):
        totals[resource] = totals.get(resource, 0) + count
    return tuple((r, totals[r]) for r in RESOURCES + ("virtue", "building") if totals.get(r))


def guild_space_note(view: object) -> str:
    """Which Guildhall space the next worker takes, and what it sets off."""
    index = len(view.guildhall)
    if index >= view.guild_capacity:
        return say("beside the full Guildhall (final round)", "가득 찬 길드홀 옆 (마지막 라운드)")
    row, column = index // view.guild_columns + 1, index % view.guild_columns + 1
    notes = [guild_space(row, column)]
    if column == 1 and row in catalog().guildhall_reset_rows:
        notes.append(reset_note())
    if is_refresh_space(view, row, column):
        notes.append(refresh_note())
    if index == view.guild_capacity - 1:
        notes.append(say("the last space: ends the game", "마지막 칸: 게임 종료 발동"))
    return "; ".join(notes)


def _place_label(action: A.Place, view: object) -> str:
    from rules.architects import cards as C

    me = _me(view)
    spot, where = action.location, location_title(action.location)
    n = view.at(spot, view.viewer) + 1 if spot in LARGE_NAMES else 1
    if spot == "black_market":
        space = int(action.option)
        cost = max(0, catalog().market_silver[space - 1] - C.count_kind(me, "trickster"))
        loses = not C.count_kind(me, "illusionist")
        virtue_note = say(", -1 virtue", ", 선행 -1") if loses else ""
        if space == 2:
            what = say(
                "hire any face-up apprentice free, or draw 5 buildings and keep 1",
                "앞면 수습생 아무나 1명 무료 고용, 또는 건물 카드 5장을 뽑아 1장 갖기",
            )
        else:
            reward = amount_text(view.market_rewards[0 if space == 1 else 1])
            what = say("take " + reward, f"{reward} 받기")
        note = f"; {reset_note()}" if sum(1 for s in view.market if s == -1) == 1 else ""
        return f"{market_space(space)} ({silver(cost)}{virtue_note}): {what}{note}"
    if spot == "guildhall":
        note = guild_space_note(view)
        return say(f"Guildhall: build or work on the Cathedral ({note})", f"길드홀: 건설 또는 대성당 작업 ({note})")
    if spot in ("quarry", "forest", "silversmith", "mines"):
        got = amount_text(place_yield(view, spot, action.option))
        return say(f"{where}: take {got}", f"{where}: {got} 받기")
    if spot == "storehouse":
        from rules.architects.reasons import can_trade

        trades = plural(n, "trade")
        if not can_trade(view):
            return say(
                f"{where}: no trade now (too few goods for any; up to {trades})",
                f"{where}: 지금은 교환 불가 (어떤 교환에도 자원 부족; 최대 {trades})",
            )
        return say(f"{where}: up to {trades}", f"{where}: 최대 {trades}")
    if spot == "workshop" and action.option == "draw":
        drawn = plural(1 + n // 2, "building")
        return say(f"{where}: draw {drawn}", f"{where}: {drawn} 뽑기")
    if spot == "workshop":
        price, reach = E.hire_price(me), min(n, 4)
        return say(
            f"{where}: hire an apprentice for {price} silver (columns 1-{reach}, "
            "further ones 1 silver per card skipped)",
            f"{where}: 은화 {price}개로 수습생 고용 (1-{reach}열, 그 너머는 건너뛴 카드마다 은화 1개)",
        )
    if spot == "town_centre":
        captures = plural(n, "capture")
        return say(f"{where}: up to {captures}", f"{where}: 최대 {captures}")
    if spot == "tax_stand":
        loss = 2 - min(2, C.count_kind(me, "thief"))
        return say(f"{where}: take {view.tax} silver, -{loss} virtue", f"{where}: 은화 {view.tax}개 받기, 선행 -{loss}")
    if spot == "guardhouse":
        from rules.architects.reasons import can_guard

        actions = plural(n, "action")
        if not can_guard(view):
            return say(f"{where}: nothing to do now (up to {actions})", f"{where}: 지금은 할 일 없음 (최대 {actions})")
        return say(f"{where}: up to {actions}", f"{where}: 최대 {actions}")
    return where


LARGE_NAMES = (
    "quarry",
    "forest",
    "mines",
    "silversmith",
    "storehouse",
    "workshop",
    "town_centre",
    "tax_stand",
    "guardhouse",
)


def _hire_label(action: A.Hire, view: object) -> str:
    frame = stack.top(view.decisions)
    hired = apprentice_name(action.card)
    dismissed = apprentice_name(action.discard) if action.discard else ""
    if korean():
        line = f"{hired} 고용" + (f", {dismissed} 내보내기" if dismissed else "")
    else:
        line = f"Hire {hired}"
        if dismissed:  # rows of one card differ only here: short, and before the details
            line += f", dismiss {dismissed}"
    line += f" ({apprentice_terms(action.card)})"
    spot = next(((r, c) for r, row in enumerate(view.rows) for c, card in enumerate(row) if card == action.card), None)
    if spot is not None:
        r, c = spot
        coins = view.coins[r][c]
        line += say(f", row {r + 1} column {c + 1}", f", {r + 1}행 {c + 1}열")
        if getattr(frame, "source", "") == "workshop":
            cost = E.hire_price(_me(view)) + max(0, c + 1 - frame.reach)
            line += f", {silver(cost)}"
        else:
            line += say(", free", ", 무료")
        if coins:
            line += say(f", take the {coins} silver on it", f", 카드 위 은화 {coins}개 받기")
    return line


def capture_cost_text(view: object, frame: object) -> str:
    from rules.architects import cards as C

    free = say("free", "무료")
    if frame.free:
        return free
    me = _me(view)
    if frame.made == 0:
        tax = E.tax_due(me, catalog().tax_of("first_capture"))
        return say(f"{tax} tax", f"세금 {tax}개") if tax else say("free (tax evaded)", "탈세로 무료")
    return free if frame.made <= C.count_kind(me, "conspirator") else silver(1)


def guard_label(action: A.Guard, view: object) -> str:
    me, cat = _me(view), catalog()
    if action.kind == "send":
        held = sum(me.captives)
        return say(
            f"Send your {plural(held, 'captive')} to the Prison for {held} silver",
            f"{obj(plural(held, 'captive'))} 교도소로 보내고 은화 {held}개 받기",
        )
    if action.kind == "release":
        return say(
            f"Free your {plural(me.prison, 'worker')} from the Prison",
            f"교도소에서 내 {plural(me.prison, 'worker')} 석방",
        )
    if action.kind == "recover":
        held = sum(o.captives[view.viewer] for o in view.owners)
        workers = plural(held, "worker")
        if action.option == "silver":
            cost = cat.cost_of("recover_silver") + E.tax_due(me, cat.tax_of("recover"))
            return say(
                f"Take back your captives for {cost} silver ({workers})",
                f"은화 {cost}개로 포획된 내 일꾼 되찾기 ({workers})",
            )
        return say(
            f"Take back your captives for a debt and -1 virtue ({workers})",
            f"채권 1장과 선행 -1로 포획된 내 일꾼 되찾기 ({workers})",
        )
    cost = cat.cost_of("pay_debt_silver") + E.tax_due(me, cat.tax_of("pay_debt"))
    return say(f"Pay off a debt: {cost} silver, +1 virtue", f"채권 1장 갚기: 은화 {cost}개, 선행 +1")


def trade_label(action: A.Trade) -> str:
    pay = amount_text(action.pay)
    if action.kind in ("virtue", "marble"):
        return say(f"Trade {pay} for 1 {action.kind}", f"{obj(pay)} {by(amount_text(((action.kind, 1),)))} 교환")
    gain = amount_text(catalog().apprentice(action.kind).gain)
    helper = apprentice_name(action.kind)
    return say(f"{helper}: {pay} for {gain}", f"{helper}: {obj(pay)} {by(gain)} 교환")


def capture_label(action: A.Capture, view: object, names: tuple[str, ...] | None = None) -> str:
    count = view.at(action.location, action.owner)
    where = location(action.location)
    workers = plural(count, "worker")
    if action.owner == view.viewer:
        return say(
            f"Capture your own {workers} at {where} (they go home)", f"{where}의 내 {workers} 포획 (내 보드로 돌아옴)"
        )
    owner = owner_name(view, action.owner, names)
    return say(f"Capture {owner}'s {workers} at {where}", f"{where}에서 {owner}의 {workers} 포획")


def label(action: object, view: object, names: tuple[str, ...] | None = None) -> str:
    """The action list's line for the viewer's own legal action, worked out from its view."""
    frame = stack.top(view.decisions)
    if isinstance(action, (A.Pick, A.Keep)):
        brief = building_brief(action.card)
        return say(f"Keep {brief}", f"{brief} 갖기")
    if isinstance(action, A.KeepCards):
        kept = ", ".join(building_name(c) for c in action.cards)
        return say("Keep " + kept, f"{kept} 갖기")
    if isinstance(action, A.ChooseBoard):
        board, ability = board_name(action.board), board_ability(action.board)
        return say(f"Take {board}'s board: {ability}", f"{board}의 개인 게임판 가져오기: {ability}")
    if isinstance(action, A.Place):
        return _place_label(action, view)
    if isinstance(action, A.TakeBack):
        if action.where.startswith("board-"):
            holder = owner_name(view, int(action.where.split("-")[1]), names)
            where = say(f"{holder}'s board", f"{holder}의 개인 보드")
        else:
            where = location(action.where)
        return say(f"No worker at home: take one back from {where}", f"개인 보드에 일꾼 없음: {where}에서 1개 되찾기")
    if isinstance(action, A.Pass):
        return say("Pass (no worker can come back)", "차례 넘기기 (되찾을 수 있는 일꾼 없음)")
    if isinstance(action, A.Trade):
        return trade_label(action)
    if isinstance(action, A.Hire):
        return _hire_label(action, view)
    if isinstance(action, A.DrawFive):
        return say(
            "Draw 5 buildings and keep 1 (the rest go under the deck)",
            "건물 카드 5장을 뽑아 1장 갖기 (나머지는 더미 맨 아래로)",
        )
    if isinstance(action, A.Capture):
        cost = capture_cost_text(view, frame) if frame is not None else ""
        return capture_label(action, view, names) + (f" ({cost})" if cost else "")
    if isinstance(action, A.Guard):
        return guard_label(action, view)
    if isinstance(action, A.Done):
        if korean():
            place_ko = {StorehouseFrame: "storehouse", GuardFrame: "guardhouse"}.get(type(frame))
            if place_ko:
                return f"{location_title(place_ko)} 행동 마치기"
            return "포획 마치기" if isinstance(frame, CaptureFrame) else "여기서 마치기"
        where = {StorehouseFrame: "the King's Storehouse", GuardFrame: "the Guardhouse", CaptureFrame: "capturing"}.get(
            type(frame), "here"
        )
        return f"Done with {where}"
    if isinstance(action, A.Construct):
        card, pay, terms = building_name(action.card), amount_text(action.pay), building_terms(action.card)
        return say(f"Build {card} for {pay} ({terms})", f"{card} 건설: {pay} ({terms})")
    if isinstance(action, A.AdvanceCathedral):
        me = _me(view)
        level = catalog().cathedral[me.cathedral]
        pay = amount_text(action.pay)
        extra = "" if me.board == "frederick" else say("; discard a building", "; 건물 카드 1장 버리기")
        return say(
            f"Cathedral level {level.level} for {pay} ({level.vp} VP{extra})",
            f"{cathedral_level(level.level)}: {pay} (승점 {level.vp}점{extra})",
        )
    if isinstance(action, A.Discard):
        card = building_name(action.card)
        if isinstance(frame, CathedralFrame):
            return say(f"Discard {card} for the Cathedral", f"대성당 작업을 위해 {card} 버리기")
        if isinstance(frame, EffectFrame):
            return say(
                f"Discard {card} to the Library for 2 gold",
                f"{card} 버리고 {building_name(LIBRARY)} 효과로 금 2개 받기",
            )
        return say(f"Discard {card} (hand limit)", f"{card} 버리기 (손 카드 제한)")
    if isinstance(action, A.Choose):
        if isinstance(frame, EffectFrame) and chosen_gain(frame.building, action.option):
            gain = amount_text(chosen_gain(frame.building, action.option))
            card = building_name(frame.building)
            return say(f"{card}: take {gain}", f"{card}: {gain} 받기")
        if korean():
            texts_ko = {
                "destroy": "미납 채권 1장 파기",
                "keep_debt": "채권 그대로 두기",
                "skip": "아무것도 버리지 않기",
                "recover": "포획된 내 일꾼 되찾기",
                "capture": "무료로 포획하기",
            }
            return texts_ko.get(action.option, f"{resource_name(action.option)} 받기")
        texts = {
            "destroy": "Destroy an unpaid debt",
            "keep_debt": "Keep your debt",
            "skip": "Discard nothing",
            "recover": "Take back your captured workers",
            "capture": "Make a free capture",
        }
        return texts.get(action.option, f"Take {action.option}")
    if isinstance(action, A.DestroyDebts):
        if action.count == 0:
            return say("Keep your unpaid debts", "미납 채권 그대로 두기")
        debts = plural(action.count, "unpaid debt")
        return say(f"Destroy {debts} (virtue past 14)", f"{debts} 파기 (선행 14점 초과분)")
    if isinstance(action, A.Release):
        workers = plural(action.count, "worker")
        return say(f"Gatekeeper: free {workers} from the Prison", f"문지기: 교도소에서 {workers} 석방")
    if isinstance(action, A.ResolveEnd):
        card = building_name(action.card)
        return say(f"Resolve the {card} now", f"{card} 효과 지금 해결")
    return type(action).__name__
