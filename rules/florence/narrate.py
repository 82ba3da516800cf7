"""The Florence log in full: each step told with everything it set off.

One action can set off a lot: a choice forced on the next seats (a pass without the florins to
bid), an auction won, the automa's whole turn, a round's end with its best-work award, the final
count. `narrate` replays the step one piece at a time, the way `rules.apply` runs it (the state
before, the action and the ply's rng decide everything), and tells each piece from the states on
its two sides and from the automa's own words (`SoloState.events`).

Privacy: the seats' own choices are worded by `describe` for the viewer, as before; every other
line here reads only what everyone may know once the piece is done (prices, items, cards turned
face up, the automa's public purse, prestige cards at the end), so it is the same for all viewers.
"""

from __future__ import annotations

import threading
from typing import Any

import attrs

from rules.core import decisions as stack
from rules.core.engine import Seat, rng_for
from rules.core.narration import ACTION, LogLine
from rules.core.words import korean, say
from rules.florence import actions as A
from rules.florence import rules
from rules.florence import words as W
from rules.florence.data import load
from rules.florence.describe import card_name, describe
from rules.florence.state import (
    ACTIONS,
    AUCTION,
    CHARACTERS,
    DRAFT,
    ENDING,
    OVER,
    BidFrame,
    FlorenceState,
    RowCard,
)
from rules.florence.words import josa

# LogLine kinds told here besides ACTION
FORCED = "forced"  # a seat's only legal choice, applied for it by the game
AUTOMA = "automa"  # the automa and its virtual players acting (solo)
AUTOMA_REVEAL = "automa-reveal"  # the automa's hidden bonus or prestige cards shown
AWARD = "award"  # the round's best-work prestige
ROUND = "round"  # rounds and phases beginning and ending, the game's end
AUCTION_WON = "auction"  # who won an auctioned item, for how much
CHARACTER_WON = "characters"  # Muses & Ladies: who won a character, for how much
REVEAL = "reveal"  # the seats' prestige cards counted at the end


@attrs.frozen
class Piece:
    """One piece of a step: a seat's choice (`action` given; `forced` when it was the only legal
    one, applied by `rules.advance`) or a move of the game's own controller (`action` None)."""

    before: FlorenceState
    after: FlorenceState
    seat: Seat | None = None
    action: Any = None
    forced: bool = False


def pieces(before: FlorenceState, action: Any, seat: Seat, after: FlorenceState | None = None) -> tuple[Piece, ...]:
    """The step from `before` cut into pieces, running what `rules.apply` and `rules.advance` run
    (their own inner steps, private ones included) in the same order with the same rng. When that
    replay does not end in `after` (the two drifted apart), the whole step is one piece, so the
    lines stay true if coarser."""
    rng = rng_for(before.seed, before.ply)
    out: list[Piece] = []
    if before.phase == DRAFT:
        state = attrs.evolve(before, draft=before.draft.submit(seat, action.card))
        out.append(Piece(before, state, seat, action))
        if not state.draft.complete:
            return _checked(out, before, action, seat, after)
        drafted = rules._resolve_draft(state, rng)
        out.append(Piece(state, drafted))
        state = drafted
    elif isinstance(action, A.SellPrestige):
        state = rules.sell_prestige(before, seat)
        out.append(Piece(before, state, seat, action))
    else:
        state = rules.resolve(before, action, seat, rng)
        out.append(Piece(before, state, seat, action))
    while state.phase != OVER:  # rules.advance, one piece at a time
        if not state.decisions:
            following = rules._next(state, rng)
            out.append(Piece(state, following))
            state = following
            continue
        frame = stack.top(state.decisions)
        legal = rules.legal_actions(state, frame.actor)
        if len(legal) != 1:
            break
        following = rules.resolve(state, legal[0], frame.actor, rng)
        out.append(Piece(state, following, frame.actor, legal[0], forced=True))
        state = following
    return _checked(out, before, action, seat, after)


def _checked(out: list[Piece], before, action, seat, after) -> tuple[Piece, ...]:
    if after is None or attrs.evolve(out[-1].after, ply=after.ply) == after:
        return tuple(out)
    return (Piece(before, after, seat, action),)


# A step is told once per viewer: replay it once. Keyed by the state object itself (kept in the
# entry, so its id cannot be reused while cached); a table may be told from several threads.
_REPLAYED: dict[int, tuple[FlorenceState, Any, Seat, tuple[Piece, ...]]] = {}
_KEEP = 256
_REPLAYED_LOCK = threading.Lock()


def _pieces_once(before: FlorenceState, action: Any, seat: Seat, after: FlorenceState) -> tuple[Piece, ...]:
    with _REPLAYED_LOCK:
        known = _REPLAYED.get(id(before))
    if known is not None and known[0] is before and known[1] == action and known[2] == seat:
        return known[3]
    found = pieces(before, action, seat, after)
    with _REPLAYED_LOCK:
        if len(_REPLAYED) >= _KEEP:
            _REPLAYED.pop(next(iter(_REPLAYED)))
        _REPLAYED[id(before)] = (before, action, seat, found)
    return found


def narrate(
    action: Any,
    before: FlorenceState,
    after: FlorenceState,
    viewer: Seat,
    seat: Seat,
    names: tuple[str, ...] | None = None,
) -> tuple[LogLine, ...]:
    lines: list[LogLine] = []
    for piece in _pieces_once(before, action, seat, after):
        if piece.forced:
            # the game chose for the seat: told as the game's line, so that it never stands for
            # the seat's own last step and hides what came before it from "since your last turn"
            text = describe(piece.action, piece.before, viewer, piece.seat, names)
            only = say(" (the only choice).", " (유일한 선택).")
            lines.append(LogLine(f"{text.removesuffix('.')}{only}" if text else "", None, FORCED))
        elif piece.action is not None:
            lines.append(LogLine(describe(piece.action, piece.before, viewer, piece.seat, names), piece.seat, ACTION))
        lines += outcome(piece, names)
    return tuple(lines)


# --- what a piece brought about (public) ------------------------------------------------------
def _who(seat: int, state: FlorenceState, names: tuple[str, ...] | None) -> str:
    if state.solo is not None and seat == len(state.players):
        return W.automa()
    return W.who(seat, names)


def outcome(piece: Piece, names: tuple[str, ...] | None = None) -> list[LogLine]:
    """Every public line of what `piece` brought about, in the order it happened."""
    return _auction_won(piece, names) + _characters_won(piece, names) + _automa(piece) + _calendar(piece, names)


def _auction_won(piece: Piece, names) -> list[LogLine]:
    """An item changing hands in a seats' auction (the solo take and a last purchase tell their price)."""
    b, a = piece.before, piece.after
    if b.solo is not None or a.auction is None or isinstance(piece.action, A.BuyLast):
        return []
    before_won = b.auction.won if b.auction is not None else ("",) * len(a.players)
    frame = stack.top(b.decisions)
    lines = []
    for winner, (was, now) in enumerate(zip(before_won, a.auction.won)):
        if was or not now:
            continue
        if isinstance(piece.action, A.Bid):
            price = piece.action.amount
        elif isinstance(frame, BidFrame) and not isinstance(piece.action, A.OpenAuction):
            price = frame.high
        else:
            from rules.florence.auction import start_bid

            price = start_bid(b)
        winner_name, item = _who(winner, a, names), W.item_name(now, now)
        lines.append(
            LogLine(
                say(
                    f"{winner_name} wins {item} for {price}.",
                    f"{josa(winner_name, '이/가')} {josa(item, '을/를')} {price}플로린에 확보했습니다.",
                ),
                None,
                AUCTION_WON,
            )
        )
    return lines


def _characters_won(piece: Piece, names) -> list[LogLine]:
    b, a = piece.before.characters, piece.after.characters
    if b is None or a is None or a.won == b.won or len(b.won) != len(a.won):
        return []
    lines = []
    for winner, (was, now) in enumerate(zip(b.won, a.won)):
        if was or not now:
            continue
        pawn = next((p for p in b.pawns if p.seat == winner and p.character == now), None)
        winner_name, name = _who(winner, piece.after, names), W.character_name(now)
        if korean():
            price = f"{pawn.space * 100}플로린에 " if pawn is not None else ""
            extra = f" 모인 {b.pot}플로린도 가져갑니다." if now == "banker" else ""
            text = f"{josa(winner_name, '이/가')} {price}{josa(name, '을/를')} 확보했습니다.{extra}"
        else:
            price = f" for {pawn.space * 100}" if pawn is not None else ""
            extra = f" and takes its pot of {b.pot} florins" if now == "banker" else ""
            text = f"{winner_name} wins the {name}{price}{extra}."
        lines.append(LogLine(text, None, CHARACTER_WON))
    return lines


def new_events(before: tuple[str, ...], after: tuple[str, ...]) -> tuple[str, ...]:
    """The automa's events added between two states. The record keeps its last 12 and starts
    afresh with each auction and each automa turn, so what is new is what follows the longest
    part of `after`'s start that ends `before` (each fresh start names a card not seen before)."""
    for overlap in range(min(len(before), len(after)), 0, -1):
        if after[:overlap] == before[len(before) - overlap :]:
            return after[overlap:]
    return after


def _automa(piece: Piece) -> list[LogLine]:
    """The automa's and its virtual players' deeds (solo), its hidden cards shown, its purse."""
    b, a = piece.before.solo, piece.after.solo
    if b is None or a is None:
        return []
    events = new_events(b.events, a.events)
    lines = [LogLine(W.say_event(text), None, AUTOMA) for text in events]
    lines += _turned_up(piece)
    turned = []
    for number, (was, now) in enumerate(zip(b.virtuals, a.virtuals), start=1):
        up = _newly_face_up(was, now)
        turned += [
            say(f"the {card_name(card)} (virtual player {number})", f"{card_name(card)} ({W.virtual_player(number)})")
            for card in up
        ]
    if turned:
        lines.append(
            LogLine(
                say(
                    "The virtual players turn up their next cards: ",
                    "가상 플레이어들이 다음 카드를 앞면으로 뒤집습니다: ",
                )
                + ", ".join(turned)
                + ".",
                None,
                AUTOMA,
            )
        )
    if events and (a.automa.florins, a.automa.prestige) != (b.automa.florins, b.automa.prestige):
        lines.append(
            LogLine(
                say(
                    f"The automa now has {a.automa.florins} florins and {a.automa.prestige} prestige.",
                    f"오토마는 이제 {a.automa.florins}플로린, 명성 {a.automa.prestige}입니다.",
                ),
                None,
                AUTOMA,
            )
        )
    return lines


def _newly_face_up(was: tuple[RowCard, ...], now: tuple[RowCard, ...]) -> list[str]:
    """Cards face up in `now` and not in `was`: turned up, or drawn and turned up in one piece."""
    shown = {rc.card for rc in was if rc.face_up}
    return [rc.card for rc in now if rc.face_up and rc.card not in shown]


def _turned_up(piece: Piece) -> list[LogLine]:
    """Bonus cards that lay hidden on the automa's cards it worked in this piece (now used, so
    public). Only the automa works in the controller's pieces; a seat's own work is its step."""
    if piece.action is not None:
        return []
    b, a = piece.before, piece.after
    used = a.used_bonus[len(b.used_bonus) :]
    if not used:
        return []
    worked = _newly_face_up(b.solo.automa.row, a.solo.automa.row)
    cards = ", ".join(card_name(c) for c in used)
    some = W.counted_cards(len(used), "bonus card", "보너스 카드")
    if korean():
        where = f"오토마의 {card_name(worked[0])}" if len(worked) == 1 else "오토마가 작업에 쓴 카드들"
        text = f"{where} 밑에 {josa(some, '이/가')} 있었고, 그 작업에 더해졌습니다: {cards}."
    elif len(worked) == 1:
        text = f"The automa's {card_name(worked[0])} had {some} under it, counted in that work: {cards}."
    else:
        text = f"The automa's worked cards had {some} under them, counted in those works: {cards}."
    return [LogLine(text, None, AUTOMA_REVEAL)]


def _calendar(piece: Piece, names) -> list[LogLine]:
    """Rounds and phases beginning and ending, the best-work award, the final count."""
    b, a = piece.before, piece.after
    lines: list[LogLine] = []

    def tell(text: str, kind: str = ROUND) -> None:
        lines.append(LogLine(text, None, kind))

    if b.phase == DRAFT and a.phase != DRAFT:
        tell(
            say(
                "The draft is over: the returned professions are shuffled into the deck.",
                "전문가 카드 선택이 끝났습니다. 되돌린 전문가 카드를 더미에 섞습니다.",
            )
        )
        lines += _round_begins(a, names)
        return lines
    round_over = b.phase == ACTIONS and (a.round > b.round or a.phase in (ENDING, OVER))
    if round_over:
        tell(say(f"Round {b.round} ends.", f"{b.round}라운드가 끝났습니다."))
        award = _best_work(b, names)
        if award:
            tell(award, AWARD)
        if a.round > b.round:
            lines += _round_begins(a, names)
    if a.phase == OVER and b.phase != OVER:
        lines += _final_count(a, names)
        return lines
    if round_over:
        return lines
    if b.phase == AUCTION and a.phase == CHARACTERS:
        tell(
            say(
                "The auction is over: the character auction begins.",
                "경매 단계가 끝났습니다. 특별 캐릭터 경매를 시작합니다.",
            )
        )
    elif b.phase in (AUCTION, CHARACTERS) and a.phase == ACTIONS:
        first = _first_turn(a, names)
        if korean():
            what = "특별 캐릭터 경매" if b.phase == CHARACTERS else "경매 단계"
            tell(f"{josa(what, '이/가')} 끝났습니다. {first}의 차례로 행동 단계를 시작합니다.")
        else:
            what = "character auction" if b.phase == CHARACTERS else "auction"
            tell(f"The {what} is over; the action phase begins with {first}'s turn.")
    return lines


def _round_begins(state: FlorenceState, names) -> list[LogLine]:
    if state.solo is not None:
        first = W.automa() if state.solo.automa_starts else _who(0, state, names)
        text = say(
            f"Round {state.round} begins: {first} takes the first turn of the action phase.",
            f"{state.round}라운드가 시작됩니다. {josa(first, '이/가')} 행동 단계의 첫 차례를 맡습니다.",
        )
    else:
        opener = _who(state.start_player, state, names)
        text = say(
            f"Round {state.round} begins: {opener} opens the auction.",
            f"{state.round}라운드가 시작됩니다. {josa(opener, '이/가')} 경매를 엽니다.",
        )
    return [LogLine(text, None, ROUND)]


def _first_turn(state: FlorenceState, names) -> str:
    if state.solo is not None:
        return W.automa() if state.solo.automa_starts else _who(0, state, names)
    return _who((state.start_player + state.turns_done) % len(state.players), state, names)


def _best_work(state: FlorenceState, names) -> str:
    """The award `turns.end_round` gives, told from the round's best works just before it."""
    from rules.florence.turns import best_work_winners

    best = state.best_work + ((state.solo.automa.best_work,) if state.solo is not None else ())
    winners = best_work_winners(best)
    if not winners:
        return ""
    gain = load().constants.best_work_prestige
    who = say(" and ", ", ").join(_who(s, state, names) for s in winners)
    if korean():
        each = "씩" if len(winners) > 1 else ""
        return f"최고의 작업: {who} (작품성 {best[winners[0]]}), 명성 +{gain}{each}."
    each = " each" if len(winners) > 1 else ""
    return f"Best work: {who} {best[winners[0]]}, +{gain} prestige{each}."


def _final_count(state: FlorenceState, names) -> list[LogLine]:
    """The prestige cards, face up now, with what each scored (as `turns.final_scoring` counted)."""
    from rules.florence.scoring import prestige_card_points

    lines = [
        LogLine(
            say(
                "The game is over: the prestige cards are turned up and counted.",
                "게임이 끝났습니다. 명성 카드를 공개하고 점수를 셉니다.",
            ),
            None,
            ROUND,
        )
    ]
    for seat, player in enumerate(state.players):
        if not player.prestige_cards:
            continue
        told = ", ".join(f"{card_name(c)} +{prestige_card_points(state, seat, c)}" for c in player.prestige_cards)
        total = state.card_points[seat] if state.card_points else 0
        owner = _who(seat, state, names)
        lines.append(
            LogLine(
                say(
                    f"{owner}'s prestige cards: {told} (+{total} prestige).",
                    f"{owner}의 명성 카드: {told} (명성 +{total}).",
                ),
                None,
                REVEAL,
            )
        )
    if state.solo is not None and state.solo.automa.prestige_cards:
        from rules.florence.solo import automa_prestige_points

        points = [(c, automa_prestige_points(state, c)) for c in state.solo.automa.prestige_cards]
        told = ", ".join(f"{card_name(c)} +{p}" for c, p in points)
        total = sum(p for _, p in points)
        lines.append(
            LogLine(
                say(
                    f"The automa's prestige cards: {told} (+{total} prestige).",
                    f"오토마의 명성 카드: {told} (명성 +{total}).",
                ),
                None,
                AUTOMA_REVEAL,
            )
        )
    return lines
