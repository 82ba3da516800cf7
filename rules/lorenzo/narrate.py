"""The log's story of one Lorenzo step (`rules.core.narration`): the seat's own action, then what the rules
did because of it, each a line of its own: what a harvest, a production or a leader yielded, the Vatican
report and the choices made at it, the turn order and dice of a new round, the turns skipped by an
excommunication, the end of the game.

Everything is read off the states before and after the step, and only what every seat may know is told
here (stock, cards, played leaders, tiles). An expansion tells its own automatic events through a teller
it registers here (`register`), so this module never names one; the teller words a hidden thing only for
the seat that holds it."""

from __future__ import annotations

from typing import Any, Callable

import attrs

from rules.core import decisions as D
from rules.core.narration import ACTION, NOBODY, LogLine
from rules.lorenzo import actions as A
from rules.lorenzo import effects as E
from rules.lorenzo import leaders as L
from rules.lorenzo import rules as R
from rules.lorenzo.data import catalog
from rules.lorenzo.describe import PERIOD, _who, describe, excom_text, leader_name
from rules.lorenzo.state import (
    COLOURED,
    OVER,
    PLAY,
    VATICAN,
    BonusWorkFrame,
    DraftFrame,
    ExchangeFrame,
    LorenzoState,
    Player,
    PrivilegeFrame,
    TilePickFrame,
    VaticanFrame,
)
from rules.lorenzo.words import (
    MEMBER_KO,
    amount_ko,
    card_type,
    join_and,
    korean,
    luther,
    period_ko,
    say,
    with_particle,
    work,
)

# the kinds of line told here (besides ACTION, the seat's own step)
ROUND, VATICAN_REPORT, SKIP, YIELD, END = "round", "vatican", "skip", "yield", "end"

STOCK = ("coin", "wood", "stone", "servant", "military", "faith", "vp", "special_token")

#: An expansion's teller: (action, before, after, viewer, seat, names) -> (lines of the step itself, lines of
#: the round's end). The first are told after the step's yields, the second between the Vatican report and
#: the next round.
Teller = Callable[..., tuple[list[LogLine], list[LogLine]]]
_TELLERS: list[Teller] = []


def register(teller: Teller) -> None:
    if teller not in _TELLERS:
        _TELLERS.append(teller)


def who(seat: int, names) -> str:
    return _who(seat, names)


def listed(words: list[str]) -> str:
    """'A', 'A and B', 'A, B and C' ('A, B와 C')."""
    return join_and(words)


def gained(before: Player, after: Player) -> tuple[tuple[str, int], ...]:
    """What a seat's stock changed by, in a fixed order (losses negative)."""
    return tuple((k, getattr(after, k) - getattr(before, k)) for k in STOCK if getattr(after, k) != getattr(before, k))


WORDS = {"vp": "VP", "special_token": "special token"}
COUNTED = ("servant", "special_token")  # the stock words that take a plural


def gains_text(pairs) -> str:
    """'3 wood, 2 servants, 1 VP'; a loss is said as one ('lose 1 VP')."""
    words = []
    for key, n in pairs:
        if korean():  # '나무 3개', '승점 1점 잃음'
            words.append(amount_ko(key, n) if n > 0 else f"{amount_ko(key, -n)} 잃음")
            continue
        word = WORDS.get(key, key) + ("s" if key in COUNTED and abs(n) != 1 else "")
        words.append(f"{n} {word}" if n > 0 else f"lose {-n} {word}")
    return ", ".join(words) or say("nothing", "없음")


def _privileges(n: int) -> str:
    if not n:
        return ""
    return say(f" and {n} council privilege{'s' if n != 1 else ''} to choose", f", 고를 의회 특권 {n}개")


def _yields(whose: str, how: str, value: int, got: str) -> str:
    """ "Anna's harvest at value 5 yields 3 wood" / '안나의 수확 (값 5) 결과: 나무 3개'. `whose` is the seat's name,
    `how` the kind of work and what set it off, in the language spoken."""
    return say(f"{whose}'s {how} at value {value} yields {got}", f"{whose}의 {how} (값 {value}) 결과: {got}")


def narrate(
    action: Any, before: LorenzoState, after: LorenzoState, viewer: int, seat: int, names=None
) -> tuple[LogLine, ...]:
    lines = [LogLine(describe(action, before, viewer, seat, names), seat, ACTION)]
    lines += vatican_choice(action, before, after, seat, names)
    lines += yields(action, before, after, seat, names)
    at_round_end: list[LogLine] = []
    for teller in _TELLERS:
        during, ending = teller(action, before, after, viewer, seat, names)
        lines += during
        at_round_end += ending
    lines += vatican_report(action, before, after, seat, names)
    lines += at_round_end
    lines += round_start(before, after, names)
    lines += game_end(before, after, names)
    # the seat's own lines first: "since your last turn" starts after the last of them
    return tuple(line for line in lines if line.actor == seat) + tuple(line for line in lines if line.actor != seat)


# ---- yields: harvests, productions, leaders ----------------------------------------------------------------


def work_line(
    state: LorenzoState, seat: int, work: str, value: int, names, only: str = "", tile: bool = True, how: str = ""
) -> LogLine | None:
    """What a harvest or production started in `state` yields, worked out by the engine's own `start_work`
    (gains reduced by excommunications). None when it waits for exchanges: the line comes with the last one."""
    worked = R.start_work(state, seat, work, value, only, tile)
    new = worked.decisions[len(state.decisions) :]  # frames are pushed on top (the end of the tuple)
    if any(isinstance(f, ExchangeFrame) for f in new):
        return None
    privileges = sum(f.count for f in new if isinstance(f, PrivilegeFrame) and f.actor == seat)
    got = gained(state.players[seat], worked.players[seat])
    return LogLine(
        _yields(who(seat, names), say(work, _work_ko(work)) + how, value, gains_text(got)) + _privileges(privileges),
        seat,
        YIELD,
    )


def _work_ko(kind: str) -> str:
    return work(kind)


def _place_work_value(before: LorenzoState, seat: int, action: A.PlaceWork) -> tuple[int, str]:
    """The value a PlaceWork works at (the sum `rules.place_work` makes) and the one card it is limited to."""
    player = before.players[seat]
    frame = D.top(before.decisions)
    if isinstance(frame, BonusWorkFrame):
        base, bonuses, only = frame.value, frame.card_bonuses, frame.only_card
    else:
        base, bonuses, only = E.member_value(before, player, action.member), True, ""
    value = base + action.servants // E.servants_per_point(player) + E.work_modifier(player, action.work, bonuses)
    if action.space == "large":
        value += catalog().board["work"]["large_space_modifier"]
    return value, only


def yields(action: Any, before: LorenzoState, after: LorenzoState, seat: int, names) -> list[LogLine]:
    """What the acting seat's harvest, production or leader brought it in this step."""
    if not 0 <= seat < len(before.players):
        return []
    player = before.players[seat]
    frame = D.top(before.decisions)
    found: list[LogLine | None] = []
    if isinstance(action, A.PlaceWork):
        value, only = _place_work_value(before, seat, action)
        found.append(work_line(before, seat, action.work, value, names, only))
    elif isinstance(action, A.Exchange) and isinstance(frame, ExchangeFrame) and len(frame.cards) == 1:
        found.append(_exchanges_done(before, seat, action, frame, names))
    elif isinstance(action, A.PlaceLeaderSpace):
        ability = L.leader(action.leader).ability
        if action.work:
            bonuses = ability.get("card_bonuses_apply", True)
            value = (
                E.member_value(before, player, action.member)
                + action.servants // E.servants_per_point(player)
                + E.work_modifier(player, action.work, bonuses)
            )
            found.append(
                work_line(
                    before,
                    seat,
                    action.work,
                    value,
                    names,
                    how=say(f" on {leader_name(action.leader)}'s space", f" ({leader_name(action.leader)}의 칸)"),
                )
            )
        elif ability.get("gain"):
            got = gained(player, E.gain(player, ability["gain"]))
            found.append(
                LogLine(
                    _leader_yields(
                        f"{leader_name(action.leader)}", say("'s space", "의 칸"), who(seat, names), gains_text(got)
                    ),
                    seat,
                    YIELD,
                )
            )
    elif isinstance(action, A.ActivateLeader):
        ability = L.effective(player, action.leader).ability
        gain = ability.get("gain") or (
            ability["gain_choose_one"][int(action.choice)] if "gain_choose_one" in ability else None
        )
        if gain:
            got = gained(player, E.gain(player, gain))
            found.append(
                LogLine(_leader_yields(leader_name(action.leader), "", who(seat, names), gains_text(got)), seat, YIELD)
            )
    found += _take_bonuses(before, after, seat, names)
    return [line for line in found if line is not None]


def _leader_yields(leader: str, space: str, name: str, got: str, taken: str = "") -> str:
    """ "Bramante's space yields Anna 2 coin" / '브라만테의 칸에서 안나가 받은 것: 2코인'. `space` and `taken`
    are said in the language spoken."""
    return say(
        f"{leader}{space} yields {name} {got}{taken}",
        f"{leader}{space}{'에서' if space else '에게서'} {with_particle(name, '이/가')} 받은 것: {got}{taken}",
    )


def _exchanges_done(before: LorenzoState, seat: int, action: A.Exchange, frame: ExchangeFrame, names) -> LogLine:
    """The last exchange chosen: the production pays out all it earned (`rules.finish_work`)."""
    pending, privileges = frame.pending, frame.privileges
    if action.option >= 0:
        option = E.card(action.card).permanent["exchange_choose_one"][action.option]
        pending = pending + ((action.card, tuple(sorted(option.get("gain", {}).items()))),)
        privileges += option.get("council_privileges", 0)
    start = before.players[seat]
    paid = start
    for _source, gains in pending:
        paid = E.gain(paid, dict(gains))
    kind = "harvest" if E.card(frame.cards[0]).type == "territory" else "production"
    got = gains_text(gained(start, paid)) + say(" with its exchanges", " (교환 포함)")
    return LogLine(_yields(who(seat, names), work(kind), frame.value, got) + _privileges(privileges), seat, YIELD)


def _take_bonuses(before: LorenzoState, after: LorenzoState, seat: int, names) -> list[LogLine]:
    """Played leaders that pay for every card of a type taken (Alfonso I, Ercole I, ...): what they paid."""
    was = before.players[seat]
    taken = list(after.players[seat].cards)
    for card_id in was.cards:
        if card_id in taken:
            taken.remove(card_id)
    lines = []
    for card_id in taken:
        holder = attrs.evolve(was, cards=was.cards + (card_id,))
        got = gained(holder, L.on_take(holder, card_id))
        if not got:
            continue
        kind = E.card(card_id).type
        paying = [
            leader_name(lid)
            for lid in was.leaders
            if L.effective(was, lid).ability.get("kind") == "gain_on_take"
            and L.effective(was, lid).ability.get("card_type") == kind
        ]
        leaders = say(" and ", ", ").join(paying) or say("A leader", "지도자 카드")
        taken = say(f" for the {kind} taken", f" ({card_type(kind)} 카드를 가져와서)")
        lines.append(LogLine(_leader_yields(leaders, "", who(seat, names), gains_text(got), taken), seat, YIELD))
    return lines


# ---- the Vatican report ------------------------------------------------------------------------------------


def faith_needed(period: int) -> int:
    return catalog().board["vatican"]["faith_required"][period - 1]


def _vp_change(start: Player, end: Player) -> str:
    return say(f"; VP {start.vp} to {end.vp}", f"; 승점 {start.vp}점 → {end.vp}점") if start.vp != end.vp else ""


def _last_report_words(state: LorenzoState, faith: int) -> str:
    """L323: at the last report faith scores even for the excommunicated."""
    last = state.round == catalog().board["setup"]["rounds"]
    if not (last and faith):
        return ""
    return say(
        f"; the last report scores the {faith} faith anyway ({R.faith_vp(faith)} VP)",
        f"; 마지막 보고라 신앙심 {faith}점은 그래도 점수가 됩니다 (승점 {R.faith_vp(faith)}점)",
    )


def vatican_choice(action: Any, before: LorenzoState, after: LorenzoState, seat: int, names) -> list[LogLine]:
    """A seat asked at the report supports the Church or not: what it cost and brought."""
    if not isinstance(D.top(before.decisions), VaticanFrame) or not isinstance(action, (A.Support, A.Decline)):
        return []
    start, end = before.players[seat], after.players[seat]
    name = who(seat, names)
    if isinstance(action, A.Support):
        text = say(
            f"Vatican: {name} spends {start.faith} faith for {end.vp - start.vp} VP",
            f"바티칸 보고: {with_particle(name, '이/가')} 신앙심 {start.faith}점을 내고 승점 {end.vp - start.vp}점을 얻습니다",
        )
    else:
        text = _judged(
            before,
            name,
            start,
            end,
            say(f"declines with {start.faith} faith", f"신앙심 {start.faith}점으로 후원을 거절해"),
        )
    return [LogLine(text, seat, VATICAN_REPORT)]


def _judged(state: LorenzoState, name: str, start: Player, end: Player, how: str) -> str:
    """The words for a seat not supporting the Church: the tile it takes (or why not) and its VP."""
    period = R.period(state)
    tile = state.excom_tiles[period - 1]
    if tile in end.excoms and tile not in start.excoms:
        taken = say(f"is excommunicated ({excom_text(tile).rstrip('.')})", f"파문당합니다 ({excom_text(tile)})")
    else:
        taken = say("is never excommunicated (Martin Luther)", f"파문당하지 않습니다 ({luther()})")
    rest = f"{_last_report_words(state, start.faith)}{_vp_change(start, end)}"
    return say(
        f"Vatican: {name} {how} and {taken}{rest}", f"바티칸 보고: {with_particle(name, '이/가')} {how} {taken}{rest}"
    )


def reported(before: LorenzoState, after: LorenzoState) -> bool:
    """This step ended the play of a round that closes a period: the Vatican report was held in it."""
    if before.phase != PLAY or before.round not in catalog().board["vatican"]["after_rounds"]:
        return False
    return after.phase in (VATICAN, OVER) or after.round != before.round


def _at_report(action: Any, before: LorenzoState, seat: int) -> LorenzoState:
    """The seats as they stood when the report began: the step replayed with the report left out (a phase
    other than play skips it), since the report itself may reset faith (the last one scores it)."""
    from rules.core.engine import rng_for

    return R.apply(attrs.evolve(before, phase=VATICAN), action, rng_for(before.seed, before.ply), seat)


def vatican_report(action: Any, before: LorenzoState, after: LorenzoState, seat: int, names) -> list[LogLine]:
    """The report opened in this step: what it asks, and the judgement of every seat with too little faith
    (the seats with enough are told when they choose)."""
    if not reported(before, after):
        return []
    period = R.period(before)
    need = faith_needed(period)
    asked = [f.actor for f in after.decisions if isinstance(f, VaticanFrame)]
    choosing = listed([who(s, names) for s in before.order if s in asked])
    if korean():
        text = f"{period_ko(period)} 바티칸 보고: 신앙심 {need}점 필요" + (
            f"; {with_particle(choosing, '은/는')} 교회를 후원할 수 있습니다"
            if choosing
            else "; 신앙심이 충분한 플레이어가 없습니다"
        )
    else:
        text = f"Vatican report of period {PERIOD[period - 1]}: {need} faith needed" + (
            f"; {choosing} may support the Church" if choosing else "; nobody has enough faith"
        )
    lines = [LogLine(text, NOBODY, VATICAN_REPORT)]
    report = _at_report(action, before, seat)
    for s in report.order:
        if s in asked:
            continue
        start, end = report.players[s], after.players[s]
        text = _judged(
            before, who(s, names), start, end, say(f"has {start.faith} faith", f"신앙심 {start.faith}점뿐이라")
        )
        lines.append(LogLine(text, NOBODY, VATICAN_REPORT))
    return lines


# ---- rounds, skipped turns, the end ------------------------------------------------------------------------

SETUP_FRAMES = (TilePickFrame, DraftFrame)


def setting_up(state: LorenzoState) -> bool:
    """Set-up choices are still open: the advanced tiles and the leader draft, the last of them (an
    expansion's own set-up comes before them)."""
    return any(isinstance(f, SETUP_FRAMES) for f in state.decisions)


def round_start(before: LorenzoState, after: LorenzoState, names) -> list[LogLine]:
    """A new round (or the first, once set-up is over): the period it opens, turn order, dice, skips."""
    if after.phase == OVER:
        return []
    first = after.round == before.round == 1 and setting_up(before) and not setting_up(after)
    if after.round == before.round and not first:
        return []
    lines = []
    period = R.period(after)
    if first or period != R.period(before):
        tile = after.excom_tiles[period - 1]
        text = say(
            f"Period {PERIOD[period - 1]} begins: the Vatican report at its end needs {faith_needed(period)} "
            f"faith, or this excommunication: {excom_text(tile)}",
            f"{period_ko(period)} 시작: 시대 끝의 바티칸 보고에 신앙심 {faith_needed(period)}점이 필요하며, "
            f"모자라면 이 파문을 받습니다: {excom_text(tile)}",
        )
        lines.append(LogLine(text, NOBODY, ROUND))
    order = ", ".join(who(s, names) for s in after.order)
    dice = ", ".join(f"{say(member, MEMBER_KO[member])} {value}" for member, value in zip(COLOURED, after.dice))
    lines.append(
        LogLine(
            say(
                f"Round {after.round} begins: turn order {order}; dice {dice}",
                f"{after.round}라운드 시작: 순번 {order}; 주사위 {dice}",
            ),
            NOBODY,
            ROUND,
        )
    )
    for s in after.order:
        if E.has_excom(after.players[s], "skip_first_turn"):
            lines.append(
                LogLine(
                    say(
                        f"{who(s, names)} skips the first turn of round {after.round} (excommunicated: "
                        "the first member goes out last, after every other turn)",
                        f"{with_particle(who(s, names), '은/는')} {after.round}라운드 첫 차례를 건너뜁니다 "
                        "(파문: 첫 가족일원은 다른 차례가 모두 끝난 뒤 마지막에 놓습니다)",
                    ),
                    NOBODY,
                    SKIP,
                )
            )
    return lines


def game_end(before: LorenzoState, after: LorenzoState, names) -> list[LogLine]:
    if after.phase != OVER or before.phase == OVER:
        return []
    from rules.lorenzo.scoring import scores

    if korean():
        totals = ", ".join(f"{who(line.seat, names)} 승점 {line.total}점" for line in scores(after))
        return [LogLine(f"게임 종료; 최종 점수: {totals}", NOBODY, END)]
    totals = ", ".join(f"{who(line.seat, names)} {line.total}" for line in scores(after))
    return [LogLine(f"The game is over; final scores: {totals} VP", NOBODY, END)]
