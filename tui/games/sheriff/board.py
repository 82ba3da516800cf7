"""The public Sheriff board: round, stands, bags at the gate, the deal, standings, clock.

Drawn only from the `SheriffView` given to `update_view` (optional parts read with getattr,
since the rules may add fields). The board is a column of small `Static` sections updated
in place (a section is only re-rendered when its text changed), so hand-offs and the many
small simultaneous steps stay quick. Private things (the viewer's hand, bag, face-down
contraband, unsent draft, secret vote) belong to the PrivatePanel, never here.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from rules.core.words import say, with_particle
from rules.sheriff.data import catalog
from rules.sheriff.words import (
    Voice,
    amount,
    and_list,
    bag_status,
    black_market_card,
    cards,
    cards_to_goods,
    counts_text,
    declaration,
    gold,
    good_info,
    good_name,
    goods_text,
    local_name,
    outcome_text,
    points,
    promise_text,
    result_text,
    role_tag,
    round_title,
    step_now,
    terms_text,
)
from tui.games import seat_names
from tui.games.sheriff.layout import Lines, pad
from tui.widgets.background import PlainBox
from tui.widgets.bilingual import Help
from tui.widgets.steady import SteadyStatic


def seat_label(view: Any, seat: int | None, names: tuple[str, ...] = ()) -> str:
    """A seat by the player's name as typed (the stand's character only where no name is known,
    as for a board drawn on its own): one name per seat, the same as the log's."""
    return Voice(getattr(view, "viewer", -1), tuple(names), you=False).name(seat)


class Board(PlainBox, Vertical):
    """Every stand, the gate, the deal on the table and the King/Queen race, for everyone."""

    DEFAULT_CSS = """
    Board { height: auto; padding: 0 1; }
    Board > Static { height: auto; }
    Board > .sh-section { margin-top: 1; }
    """
    HELP = Help(
        """\
## Sheriff board
Public information only: each stand's face-up legal goods and the *number* of face-down
cards, bags and declarations, who is sheriff, the bags waiting at the gate, the deal on the
table, promises, the discard pile and the King/Queen race (face-up goods only).
Your own hand and bag are in the **Yours (private)** panel.
""",
        """\
## 노팅엄의 지방관 게임판
모두가 아는 것만 보입니다: 가판대마다 앞면 일반 상품과 뒷면 카드의 *장수*, 주머니와 신고,
누가 지방관인지, 성문에서 기다리는 주머니, 진행 중인 협상, 약속, 버린 카드 더미, 그리고
왕과 여왕 경쟁(앞면 상품만 셈).
내 손의 카드와 주머니는 **내 것 (비공개)** 칸에 있습니다.
""",
    )

    def __init__(self) -> None:
        super().__init__(id="board")
        self._view: Any = None
        self._signatures: dict[str, tuple] = {}

    def compose(self) -> ComposeResult:
        yield SteadyStatic("", id="sh-head", markup=False)
        # what is being decided now first, so it shows without scrolling at 80x24
        yield SteadyStatic("", id="sh-gate", classes="sh-section", markup=False)
        yield SteadyStatic("", id="sh-stands", classes="sh-section", markup=False)
        yield SteadyStatic("", id="sh-standings", classes="sh-section", markup=False)
        yield SteadyStatic("", id="sh-piles", classes="sh-section", markup=False)

    # ----- drawing
    def update_view(self, view: Any, viewer: int) -> None:
        self._view = view
        if view is None:
            for section in self.query(Static):
                section.update("")
            self._signatures.clear()
            return
        names = seat_names(self)  # the players' names, as the log says them
        sections = (
            ("#sh-head", head_text),
            ("#sh-gate", gate_text),
            ("#sh-stands", stands_text),
            ("#sh-standings", standings_text),
            ("#sh-piles", piles_text),
        )
        for selector, build in sections:
            try:
                lines = build(view, names)
            except Exception as error:  # a view field renamed by the rules must not take the table down
                self.log.error(f"sheriff board {selector}: {error!r}")
                lines = Lines().line(
                    say(
                        f"(this part of the board cannot be drawn: {type(error).__name__})",
                        f"(판의 이 부분을 그릴 수 없습니다: {type(error).__name__})",
                    )
                )
            self._set(selector, lines)

    def _set(self, selector: str, lines: Lines) -> None:
        signature = lines.signature()
        if self._signatures.get(selector) == signature:
            return  # unchanged: no re-render, no layout
        self._signatures[selector] = signature
        section = self.query_one(selector, Static)
        section.update(lines.renderable())
        section.display = bool(lines)


# ----------------------------------------------------------------- sections
def head_text(view: Any, names: tuple[str, ...] = ()) -> Lines:
    lines = Lines()
    total = getattr(view, "rounds_total", 0)
    over = view.phase == "over"
    title = Text(round_title(view.round_no, total), style="bold")
    if not over:
        left = max(0, total - view.round_no)
        more = say(f" ({left} more after this)", f" (이후 {left}라운드 남음)")
        title.append(more if left else say(" (the last)", " (마지막 라운드)"), style="")
    lines.line(title)
    lines.line(step_now(getattr(view, "step", ""), str(view.phase)))
    if view.sheriff is not None:
        lines.row(say("Sheriff:", "지방관:"), seat_label(view, view.sheriff, names))
    else:
        deputies = getattr(view, "deputies", ())
        named = and_list([seat_label(view, s, names) for s in deputies]) or "-"
        lead = (
            say(f" (lead: {seat_label(view, deputies[0], names)})", f" (대표: {seat_label(view, deputies[0], names)})")
            if deputies
            else ""
        )
        lines.row(say("Deputies:", "부관:"), named + lead)
    order = _turn_order(view)
    if order:
        lines.row(say("Order:", "순서:"), ", ".join(seat_label(view, s, names) for s in order))
    to_act = getattr(view, "to_act", ())
    if to_act and not over:
        you = say("you", "당신")
        lines.row(
            say("Waiting:", "기다리는 중:"),
            ", ".join(you if s == view.viewer else seat_label(view, s, names) for s in to_act),
        )
    return lines


def _turn_order(view: Any) -> tuple[int, ...]:
    """Merchants in the order they exchange at the market or declare their bags (else empty)."""
    merchants = tuple(getattr(view, "merchants", ()))
    step = getattr(view, "step", "")
    first = getattr(view, "first_merchant", None)
    if step == "market" and first in merchants:
        start = merchants.index(first)
        return merchants[start:] + merchants[:start]
    if step == "declare":
        return merchants
    return ()


def _history_this_round(view: Any) -> dict[int, Any]:
    return {r.merchant: r for r in getattr(view, "history", ()) if r.round == view.round_no}


def _bag_line(view: Any, player: Any, record: Any) -> str:
    """What everyone knows about one merchant's bag this round."""
    if player.role != "merchant":
        return ""
    status = player.bag_status
    declared = declaration(player)
    if record is not None:  # the record keeps the declaration after the round clears it
        said = amount(record.declared_count, record.declared_good)
        return say(f"{said} declared, {result_text(record.result)}", f"{said} 신고, {result_text(record.result)}")
    size = cards(player.bag_count)
    if status == "declared":
        return say(f"{size}, declared {declared}: waiting", f"{size}, {declared} 신고: 대기 중")
    if status == "loaded":
        return say(f"{size}, not declared yet", f"{size}, 아직 신고 전")
    if getattr(view, "step", "") == "load":
        if player.seat in getattr(view, "committed", ()):
            return say("loaded in secret", "몰래 채움")
        return say("being loaded", "채우는 중")
    if status in ("passed", "opened"):
        return (
            say(f"{declared} declared, {status}", f"{declared} 신고, {bag_status(status)}")
            if declared
            else bag_status(status)
        )
    return ""


#: Every stand's labels are padded to this many cells, so the values line up.
STAND_LABEL_CELLS = 12


def _stand_label(name: str) -> str:
    return pad(f"   {name}", STAND_LABEL_CELLS)  # one label width for every stand, in cells


def stands_text(view: Any, names: tuple[str, ...] = ()) -> Lines:
    lines = Lines().heading(say("Stands", "가판대"))
    records = _history_this_round(view)
    over = view.phase == "over"
    to_act = set(getattr(view, "to_act", ()))
    for player in view.players:
        seat = player.seat
        head = Text("> " if seat in to_act and not over else "  ", style="bold")
        head.append(seat_label(view, seat, names), style="bold")
        if seat == view.viewer:
            head.append(say(" <you>", " <당신>"), style="bold")
        head.append(" ")
        head.append(role_tag(player.role), style="reverse" if player.role != "merchant" else "italic")
        lines.line(head)
        hand = cards(player.hand_count)
        lines.row(
            _stand_label(say("gold", "금화")), say(f"{player.gold}, hand {hand}", f"{player.gold}원, 손에 {hand}")
        )
        lines.row(
            _stand_label(say("face up", "앞면")),
            counts_text(player.stand_legal_counts, say("no legal goods", "일반 상품 없음")),
        )
        hidden = player.contraband_count
        face_down = _stand_label(say("face down", "뒷면"))
        if over and player.stand_contraband:
            revealed = goods_text(cards_to_goods(player.stand_contraband))
            lines.row(face_down, say(f"{revealed} (revealed)", f"{revealed} (공개)"))
        elif hidden:
            lines.row(
                face_down, say(f"{cards(hidden)} (contraband or royal)", f"{cards(hidden)} (밀수품 또는 왕실 진상품)")
            )
        if player.market_discards:
            thrown = goods_text(cards_to_goods(player.market_discards))
            lines.row(_stand_label(say("discards", "버린 카드")), say(f"{thrown} (face up)", f"{thrown} (앞면)"))
        elif getattr(player, "discarded_goods", ()) and player.role == "merchant":
            # what a merchant threw away this round is a hint the sheriff reads
            thrown = goods_text(player.discarded_goods)
            lines.row(
                _stand_label(say("discarded", "버린 카드")), say(f"{thrown} at the market", f"{thrown} (거래 단계)")
            )
        bag = _bag_line(view, player, records.get(seat))
        if bag:
            lines.row(_stand_label(say("bag", "주머니")), bag)
        for card_id in getattr(player, "black_market", ()):
            card = black_market_card(card_id)
            lines.row(
                _stand_label(say("black mkt", "암시장")),
                f"{local_name(card)} ({points(card.value)})" if card else cards(1),
            )
    return lines


def _record_line(view: Any, record: Any, names: tuple[str, ...]) -> str:
    return outcome_text(record, Voice(view.viewer, tuple(names), you=False))


def gate_text(view: Any, names: tuple[str, ...] = ()) -> Lines:
    """The inspection panel: bags waiting in order, bags handled, the deal, votes, promises."""
    lines = Lines()
    waiting = tuple(getattr(view, "waiting_bags", ()))
    records = [r for r in getattr(view, "history", ()) if r.round == view.round_no]
    if view.phase == "inspect":
        lines.heading(say("At the gate", "성문"), say("(declaration order)", "(신고 순서)"))
        must_open = set(getattr(view, "must_open", ()))
        for number, seat in enumerate(waiting, start=1):
            player = view.players[seat]
            note = say(" - must be opened (deal)", " - 조사해야 함 (협상)") if seat in must_open else ""
            who, said = seat_label(view, seat, names), declaration(player)
            lines.row(f"  {number}.", say(f"{who}: {said} declared{note}", f"{who}: {said} 신고{note}"))
        if not waiting:
            lines.row("  ", say("No bag is waiting.", "기다리는 주머니가 없습니다."))
    if records:
        lines.heading(say("Bags handled this round", "이번 라운드에 처리한 주머니"))
        for record in records:
            lines.row("  -", _record_line(view, record, names))
    _deal_lines(view, lines, names)
    _stance_lines(view, lines, names)
    _promise_lines(view, lines, names)
    return lines


def _deal_lines(view: Any, lines: Lines, names: tuple[str, ...]) -> None:
    deal = getattr(view, "deal", None)
    if deal is None:
        return
    merchant = seat_label(view, deal.merchant, names)
    side = say("both deputies", "부관 두 명") if deal.joint else seat_label(view, deal.authority, names)
    lines.heading(say(f"Deal over {merchant}'s bag", f"{merchant}의 주머니를 두고 협상"))
    lines.row(say("  with", "  상대"), side)
    offer = say("  offer", "  제안")
    if deal.pending is not None:
        terms = terms_text(deal.pending, deal.merchant, deal.authority, Voice(view.viewer, tuple(names)))
        sender = seat_label(view, deal.pending_from, names)
        lines.row(offer, say(f"{terms} (from {sender})", f"{terms} (보낸 사람: {sender})"))
    else:
        lines.row(offer, say("nothing on the table yet", "아직 나온 조건 없음"))
    drafting = getattr(deal, "drafting", None)
    if drafting is not None:
        who = seat_label(view, drafting, names)
        lines.row(
            say("  now", "  지금"),
            say(
                f"{who} drafts terms (secret until sent)",
                f"{with_particle(who, '이/가')} 조건 작성 중 (보낼 때까지 비밀)",
            ),
        )
    else:
        who = seat_label(view, deal.to_answer, names)
        lines.row(say("  turn", "  차례"), say(f"{who} to answer", f"{with_particle(who, '이/가')} 답할 차례"))
    lines.row(
        say("  left", "  남은 조건"),
        say(
            f"terms {merchant} may still draft: {deal.merchant_drafts_left}; the inspector: "
            f"{deal.authority_drafts_left}",
            f"{merchant} {deal.merchant_drafts_left}번, 검문자 {deal.authority_drafts_left}번",
        ),
    )
    loot_gold, loot_cards = getattr(view, "loot_gold", 0), getattr(view, "loot_cards", ())
    if deal.joint or loot_gold or loot_cards:
        loot = goods_text(cards_to_goods(loot_cards), say("no goods", "상품 없음"))
        lines.row(say("  loot", "  노획물"), f"{gold(loot_gold)}, {loot}")


def _stance_lines(view: Any, lines: Lines, names: tuple[str, ...]) -> None:
    merchant = getattr(view, "stance_merchant", None)
    if merchant is None or getattr(view, "step", "") != "stances":
        return
    whose = seat_label(view, merchant, names)
    lines.heading(
        say(f"Deputies vote on {whose}'s bag", f"{whose}의 주머니를 두고 부관 투표"), say("(secret)", "(비밀)")
    )
    committed = set(getattr(view, "committed", ()))
    for deputy in getattr(view, "deputies", ()):
        done = say("has voted", "투표함") if deputy in committed else say("deciding", "고민 중")
        lines.row("  -", f"{seat_label(view, deputy, names)}: {done}")


def _promise_lines(view: Any, lines: Lines, names: tuple[str, ...]) -> None:
    promises = [p for p in getattr(view, "promises", ()) if getattr(p, "round", view.round_no) == view.round_no]
    if not promises:
        return
    lines.heading(say("Promises", "약속"), say("(this round, never enforced)", "(이번 라운드, 지키지 않아도 됨)"))
    for promise in promises:
        by, to, words = (
            seat_label(view, promise.by, names),
            seat_label(view, promise.to, names),
            promise_text(promise.kind),
        )
        lines.row("  -", say(f'{by} to {to}: "{words}"', f'{with_particle(by, "이/가")} {to}에게: "{words}"'))


def piles_text(view: Any, names: tuple[str, ...] = ()) -> Lines:
    lines = Lines().heading(say("Piles", "카드 더미"))
    lines.row(say("  deck", "  카드 더미"), say(f"{view.deck_count} face down", f"뒷면 {view.deck_count}장"))
    empty = say("empty", "없음")
    discards = counts_text(getattr(view, "discard_counts", ()), empty)
    lines.row(
        say("  discard", "  버린 카드"),
        say(f"{view.discard_count} face up: {discards}", f"앞면 {view.discard_count}장: {discards}")
        if view.discard_count
        else empty,
    )
    removed = getattr(view, "removed_count", 0)
    if removed:
        lines.row(say("  removed", "  뺀 카드"), say(f"{removed} cards, unseen", f"카드 {removed}장, 비공개"))
    if getattr(getattr(view, "rules", None), "black_market", False):
        lines.heading(
            say("Black market", "암시장"),
            say("(3 contraband of a kind from a stand)", "(가판대의 같은 밀수품 3장과 교환)"),
        )
        left = [c for c in map(black_market_card, getattr(view, "black_market_left", ())) if c is not None]
        if not left:
            lines.row("  ", say("every card has been claimed", "남은 카드가 없습니다"))
        for good in dict.fromkeys(card.good for card in left):
            pile = [card for card in left if card.good == good]
            top = max(pile, key=lambda card: card.value)
            lines.row(
                f"  {good_name(good)}",
                say(f"next card {top.value} pts, {len(pile)} left", f"다음 카드 {top.value}점, {len(pile)}장 남음"),
            )
    return lines


def standings_text(view: Any, names: tuple[str, ...] = ()) -> Lines:
    """King/Queen race for each legal good from face-up goods (all goods at the end)."""
    lines = Lines()
    standings = getattr(view, "standings", ())
    if not standings:
        return lines
    over = view.phase == "over"
    lines.heading(
        say("King & Queen", "왕과 여왕"),
        say("(final)", "(최종)") if over else say("(face-up goods only)", "(앞면 상품만)"),
    )
    bonuses = {b.good: b for b in catalog().bonuses}
    players = len(view.players)
    for standing in standings:
        info = good_info(standing.good)
        if info is not None and info.count(players) == 0:
            continue  # e.g. no Bread in a 3-player game
        bonus = bonuses.get(standing.good)
        label = f"  {good_name(standing.good)}" + (f" {bonus.king}/{bonus.queen}" if bonus else "")
        ranked = sorted((s for s, c in enumerate(standing.counts) if c), key=lambda s: -standing.counts[s])
        if not ranked:
            lines.row(label, say("nobody yet", "아직 없음"))
            continue
        top = standing.counts[ranked[0]]
        parts = []
        for seat in ranked:
            share = standing.bonus[seat] if seat < len(standing.bonus) else 0
            crown = say("King", "왕") if standing.counts[seat] == top else say("Queen", "여왕")
            tag = f" ({crown} +{share})" if share else ""
            parts.append(f"{seat_label(view, seat, names)} {standing.counts[seat]}{tag}")
        lines.row(label, ", ".join(parts))
    return lines
