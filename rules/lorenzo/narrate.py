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
from rules.lorenzo.state import (COLOURED, OVER, PLAY, VATICAN, BonusWorkFrame, DraftFrame, ExchangeFrame,
                                 LorenzoState, Player, PrivilegeFrame, TilePickFrame, VaticanFrame)

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
    """'A', 'A and B', 'A, B and C'."""
    return " and ".join(filter(None, (", ".join(words[:-1]), words[-1]))) if words else ""


def gained(before: Player, after: Player) -> tuple[tuple[str, int], ...]:
    """What a seat's stock changed by, in a fixed order (losses negative)."""
    return tuple((k, getattr(after, k) - getattr(before, k)) for k in STOCK if getattr(after, k) != getattr(before, k))


WORDS = {"vp": "VP", "special_token": "special token"}
COUNTED = ("servant", "special_token")  # the stock words that take a plural


def gains_text(pairs) -> str:
    """'3 wood, 2 servants, 1 VP'; a loss is said as one ('lose 1 VP')."""
    words = []
    for key, n in pairs:
        word = WORDS.get(key, key) + ("s" if key in COUNTED and abs(n) != 1 else "")
        words.append(f"{n} {word}" if n > 0 else f"lose {-n} {word}")
    return ", ".join(words) or "nothing"


def _privileges(n: int) -> str:
    return f" and {n} council privilege{'s' if n != 1 else ''} to choose" if n else ""


def narrate(action: Any, before: LorenzoState, after: LorenzoState, viewer: int, seat: int,
            names=None) -> tuple[LogLine, ...]:
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

def work_line(state: LorenzoState, seat: int, work: str, value: int, names, only: str = "", tile: bool = True,
              how: str = "") -> LogLine | None:
    """What a harvest or production started in `state` yields, worked out by the engine's own `start_work`
    (gains reduced by excommunications). None when it waits for exchanges: the line comes with the last one."""
    worked = R.start_work(state, seat, work, value, only, tile)
    new = worked.decisions[len(state.decisions):]  # frames are pushed on top (the end of the tuple)
    if any(isinstance(f, ExchangeFrame) for f in new):
        return None
    privileges = sum(f.count for f in new if isinstance(f, PrivilegeFrame) and f.actor == seat)
    got = gained(state.players[seat], worked.players[seat])
    return LogLine(f"{who(seat, names)}'s {work}{how} at value {value} yields {gains_text(got)}"
                   f"{_privileges(privileges)}", seat, YIELD)


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
            value = (E.member_value(before, player, action.member) + action.servants // E.servants_per_point(player)
                     + E.work_modifier(player, action.work, bonuses))
            found.append(work_line(before, seat, action.work, value, names,
                                   how=f" on {leader_name(action.leader)}'s space"))
        elif ability.get("gain"):
            got = gained(player, E.gain(player, ability["gain"]))
            found.append(LogLine(f"{leader_name(action.leader)}'s space yields {who(seat, names)} {gains_text(got)}",
                                 seat, YIELD))
    elif isinstance(action, A.ActivateLeader):
        ability = L.effective(player, action.leader).ability
        gain = ability.get("gain") or (ability["gain_choose_one"][int(action.choice)]
                                       if "gain_choose_one" in ability else None)
        if gain:
            got = gained(player, E.gain(player, gain))
            found.append(LogLine(f"{leader_name(action.leader)} yields {who(seat, names)} {gains_text(got)}",
                                 seat, YIELD))
    found += _take_bonuses(before, after, seat, names)
    return [line for line in found if line is not None]


def _exchanges_done(before: LorenzoState, seat: int, action: A.Exchange, frame: ExchangeFrame,
                    names) -> LogLine:
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
    work = "harvest" if E.card(frame.cards[0]).type == "territory" else "production"
    return LogLine(f"{who(seat, names)}'s {work} at value {frame.value} yields {gains_text(gained(start, paid))}"
                   f" with its exchanges{_privileges(privileges)}", seat, YIELD)


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
        paying = [leader_name(lid) for lid in was.leaders
                  if L.effective(was, lid).ability.get("kind") == "gain_on_take"
                  and L.effective(was, lid).ability.get("card_type") == kind]
        lines.append(LogLine(f"{' and '.join(paying) or 'A leader'} yields {who(seat, names)} {gains_text(got)}"
                             f" for the {kind} taken", seat, YIELD))
    return lines


# ---- the Vatican report ------------------------------------------------------------------------------------

def faith_needed(period: int) -> int:
    return catalog().board["vatican"]["faith_required"][period - 1]


def _vp_change(start: Player, end: Player) -> str:
    return f"; VP {start.vp} to {end.vp}" if start.vp != end.vp else ""


def _last_report_words(state: LorenzoState, faith: int) -> str:
    """L323: at the last report faith scores even for the excommunicated."""
    last = state.round == catalog().board["setup"]["rounds"]
    return f"; the last report scores the {faith} faith anyway ({R.faith_vp(faith)} VP)" if last and faith else ""


def vatican_choice(action: Any, before: LorenzoState, after: LorenzoState, seat: int, names) -> list[LogLine]:
    """A seat asked at the report supports the Church or not: what it cost and brought."""
    if not isinstance(D.top(before.decisions), VaticanFrame) or not isinstance(action, (A.Support, A.Decline)):
        return []
    start, end = before.players[seat], after.players[seat]
    name = who(seat, names)
    if isinstance(action, A.Support):
        text = f"Vatican: {name} spends {start.faith} faith for {end.vp - start.vp} VP"
    else:
        text = _judged(before, name, start, end, f"declines with {start.faith} faith")
    return [LogLine(text, seat, VATICAN_REPORT)]


def _judged(state: LorenzoState, name: str, start: Player, end: Player, how: str) -> str:
    """The words for a seat not supporting the Church: the tile it takes (or why not) and its VP."""
    period = R.period(state)
    tile = state.excom_tiles[period - 1]
    if tile in end.excoms and tile not in start.excoms:
        taken = f"is excommunicated ({excom_text(tile).rstrip('.')})"
    else:
        taken = "is never excommunicated (Martin Luther)"
    return f"Vatican: {name} {how} and {taken}{_last_report_words(state, start.faith)}{_vp_change(start, end)}"


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
    lines = [LogLine(f"Vatican report of period {PERIOD[period - 1]}: {need} faith needed"
                     + (f"; {choosing} may support the Church" if choosing else "; nobody has enough faith"),
                     NOBODY, VATICAN_REPORT)]
    report = _at_report(action, before, seat)
    for s in report.order:
        if s in asked:
            continue
        start, end = report.players[s], after.players[s]
        text = _judged(before, who(s, names), start, end, f"has {start.faith} faith")
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
        text = (f"Period {PERIOD[period - 1]} begins: the Vatican report at its end needs {faith_needed(period)} "
                f"faith, or this excommunication: {excom_text(tile)}")
        lines.append(LogLine(text, NOBODY, ROUND))
    order = ", ".join(who(s, names) for s in after.order)
    dice = ", ".join(f"{member} {value}" for member, value in zip(COLOURED, after.dice))
    lines.append(LogLine(f"Round {after.round} begins: turn order {order}; dice {dice}", NOBODY, ROUND))
    for s in after.order:
        if E.has_excom(after.players[s], "skip_first_turn"):
            lines.append(LogLine(f"{who(s, names)} skips the first turn of round {after.round} (excommunicated: "
                                 "the first member goes out last, after every other turn)", NOBODY, SKIP))
    return lines


def game_end(before: LorenzoState, after: LorenzoState, names) -> list[LogLine]:
    if after.phase != OVER or before.phase == OVER:
        return []
    from rules.lorenzo.scoring import scores

    totals = ", ".join(f"{who(line.seat, names)} {line.total}" for line in scores(after))
    return [LogLine(f"The game is over; final scores: {totals} VP", NOBODY, END)]
