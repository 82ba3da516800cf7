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

from rules.sheriff.data import catalog
from rules.sheriff.words import (
    RESULT_TEXT, STEP_TEXT, Voice, black_market_card, cards_to_goods, counts_text, declaration, good_info, good_name,
    goods_text, outcome_text, promise_text, terms_text,
)
from tui.games import seat_names
from tui.games.sheriff.layout import Lines

ROLE_TAGS = {"sheriff": "SHERIFF", "deputy": "DEPUTY", "merchant": "merchant"}


def seat_label(view: Any, seat: int | None, names: tuple[str, ...] = ()) -> str:
    """A seat by the player's name as typed (the stand's character only where no name is known,
    as for a board drawn on its own): one name per seat, the same as the log's."""
    return Voice(getattr(view, "viewer", -1), tuple(names), you=False).name(seat)


class Board(Vertical):
    """Every stand, the gate, the deal on the table and the King/Queen race, for everyone."""

    DEFAULT_CSS = """
    Board { height: auto; padding: 0 1; }
    Board > Static { height: auto; }
    Board > .sh-section { margin-top: 1; }
    """
    HELP = """\
## Sheriff board
Public information only: each stand's face-up legal goods and the *number* of face-down
cards, bags and declarations, who is sheriff, the bags waiting at the gate, the deal on the
table, promises, the discard pile and the King/Queen race (face-up goods only).
Your own hand and bag are in the **Yours (private)** panel.
"""

    def __init__(self) -> None:
        super().__init__(id="board")
        self._view: Any = None
        self._signatures: dict[str, tuple] = {}

    def compose(self) -> ComposeResult:
        yield Static("", id="sh-head", markup=False)
        # what is being decided now first, so it shows without scrolling at 80x24
        yield Static("", id="sh-gate", classes="sh-section", markup=False)
        yield Static("", id="sh-stands", classes="sh-section", markup=False)
        yield Static("", id="sh-standings", classes="sh-section", markup=False)
        yield Static("", id="sh-piles", classes="sh-section", markup=False)

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
            ("#sh-head", head_text), ("#sh-gate", gate_text), ("#sh-stands", stands_text),
            ("#sh-standings", standings_text), ("#sh-piles", piles_text),
        )
        for selector, build in sections:
            try:
                lines = build(view, names)
            except Exception as error:  # a view field renamed by the rules must not take the table down
                self.log.error(f"sheriff board {selector}: {error!r}")
                lines = Lines().line(f"(this part of the board cannot be drawn: {type(error).__name__})")
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
    title = Text(f"Round {view.round_no} of {total}", style="bold")
    if not over:
        left = max(0, total - view.round_no)
        title.append(f" ({left} more after this)" if left else " (the last)", style="")
    lines.line(title)
    lines.line(STEP_TEXT.get(getattr(view, "step", ""), str(view.phase)))
    if view.sheriff is not None:
        lines.row("Sheriff:", seat_label(view, view.sheriff, names))
    else:
        deputies = getattr(view, "deputies", ())
        named = " and ".join(seat_label(view, s, names) for s in deputies) or "-"
        lines.row("Deputies:", named + (f" (lead: {seat_label(view, deputies[0], names)})" if deputies else ""))
    order = _turn_order(view)
    if order:
        lines.row("Order:", ", ".join(seat_label(view, s, names) for s in order))
    to_act = getattr(view, "to_act", ())
    if to_act and not over:
        lines.row("Waiting:", ", ".join("you" if s == view.viewer else seat_label(view, s, names) for s in to_act))
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
        said = f"{record.declared_count} {good_name(record.declared_good, record.declared_count)}"
        return f"{said} declared, {RESULT_TEXT.get(record.result, record.result)}"
    cards = f"{player.bag_count} card{'s' if player.bag_count != 1 else ''}"
    if status == "declared":
        return f"{cards}, declared {declared}: waiting"
    if status == "loaded":
        return f"{cards}, not declared yet"
    if getattr(view, "step", "") == "load":
        return "loaded in secret" if player.seat in getattr(view, "committed", ()) else "being loaded"
    if status in ("passed", "opened"):
        return f"{declared} declared, {status}" if declared else status
    return ""


def _stand_label(name: str) -> str:
    return f"   {name}".ljust(12)  # one label width for every stand, so the values line up


def stands_text(view: Any, names: tuple[str, ...] = ()) -> Lines:
    lines = Lines().heading("Stands")
    records = _history_this_round(view)
    over = view.phase == "over"
    to_act = set(getattr(view, "to_act", ()))
    for player in view.players:
        seat = player.seat
        head = Text("> " if seat in to_act and not over else "  ", style="bold")
        head.append(seat_label(view, seat, names), style="bold")
        if seat == view.viewer:
            head.append(" <you>", style="bold")
        head.append(" ")
        head.append(ROLE_TAGS.get(player.role, player.role), style="reverse" if player.role != "merchant" else "italic")
        lines.line(head)
        lines.row(_stand_label("gold"), f"{player.gold}, hand {player.hand_count} card{'s' if player.hand_count != 1 else ''}")
        lines.row(_stand_label("face up"), counts_text(player.stand_legal_counts, "no legal goods"))
        hidden = player.contraband_count
        if over and player.stand_contraband:
            lines.row(_stand_label("face down"), f"{goods_text(cards_to_goods(player.stand_contraband))} (revealed)")
        elif hidden:
            lines.row(_stand_label("face down"), f"{hidden} card{'s' if hidden != 1 else ''} (contraband or royal)")
        if player.market_discards:
            lines.row(_stand_label("discards"), f"{goods_text(cards_to_goods(player.market_discards))} (face up)")
        elif getattr(player, "discarded_goods", ()) and player.role == "merchant":
            # what a merchant threw away this round is a hint the sheriff reads
            lines.row(_stand_label("discarded"), f"{goods_text(player.discarded_goods)} at the market")
        bag = _bag_line(view, player, records.get(seat))
        if bag:
            lines.row(_stand_label("bag"), bag)
        for card_id in getattr(player, "black_market", ()):
            card = black_market_card(card_id)
            lines.row(_stand_label("black mkt"), f"{card.name} ({card.value} pts)" if card else "1 card")
    return lines


def _record_line(view: Any, record: Any, names: tuple[str, ...]) -> str:
    return outcome_text(record, Voice(view.viewer, tuple(names), you=False))


def gate_text(view: Any, names: tuple[str, ...] = ()) -> Lines:
    """The inspection panel: bags waiting in order, bags handled, the deal, votes, promises."""
    lines = Lines()
    waiting = tuple(getattr(view, "waiting_bags", ()))
    records = [r for r in getattr(view, "history", ()) if r.round == view.round_no]
    if view.phase == "inspect":
        lines.heading("At the gate", "(declaration order)")
        must_open = set(getattr(view, "must_open", ()))
        for number, seat in enumerate(waiting, start=1):
            player = view.players[seat]
            note = " - must be opened (deal)" if seat in must_open else ""
            lines.row(f"  {number}.", f"{seat_label(view, seat, names)}: {declaration(player)} declared{note}")
        if not waiting:
            lines.row("  ", "No bag is waiting.")
    if records:
        lines.heading("Bags handled this round")
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
    side = "both deputies" if deal.joint else seat_label(view, deal.authority, names)
    lines.heading(f"Deal over {merchant}'s bag")
    lines.row("  with", side)
    if deal.pending is not None:
        terms = terms_text(deal.pending, deal.merchant, deal.authority, Voice(view.viewer, tuple(names)))
        lines.row("  offer", f"{terms} (from {seat_label(view, deal.pending_from, names)})")
    else:
        lines.row("  offer", "nothing on the table yet")
    drafting = getattr(deal, "drafting", None)
    if drafting is not None:
        lines.row("  now", f"{seat_label(view, drafting, names)} drafts terms (secret until sent)")
    else:
        lines.row("  turn", f"{seat_label(view, deal.to_answer, names)} to answer")
    lines.row("  left", f"terms {merchant} may still draft: {deal.merchant_drafts_left}; the inspector: "
                        f"{deal.authority_drafts_left}")
    loot_gold, loot_cards = getattr(view, "loot_gold", 0), getattr(view, "loot_cards", ())
    if deal.joint or loot_gold or loot_cards:
        lines.row("  loot", f"{loot_gold} gold, {goods_text(cards_to_goods(loot_cards), 'no goods')}")


def _stance_lines(view: Any, lines: Lines, names: tuple[str, ...]) -> None:
    merchant = getattr(view, "stance_merchant", None)
    if merchant is None or getattr(view, "step", "") != "stances":
        return
    lines.heading(f"Deputies vote on {seat_label(view, merchant, names)}'s bag", "(secret)")
    committed = set(getattr(view, "committed", ()))
    for deputy in getattr(view, "deputies", ()):
        lines.row("  -", f"{seat_label(view, deputy, names)}: {'has voted' if deputy in committed else 'deciding'}")


def _promise_lines(view: Any, lines: Lines, names: tuple[str, ...]) -> None:
    promises = [p for p in getattr(view, "promises", ()) if getattr(p, "round", view.round_no) == view.round_no]
    if not promises:
        return
    lines.heading("Promises", "(this round, never enforced)")
    for promise in promises:
        said = f'{seat_label(view, promise.by, names)} to {seat_label(view, promise.to, names)}: "{promise_text(promise.kind)}"'
        lines.row("  -", said)


def piles_text(view: Any, names: tuple[str, ...] = ()) -> Lines:
    lines = Lines().heading("Piles")
    lines.row("  deck", f"{view.deck_count} face down")
    discards = counts_text(getattr(view, "discard_counts", ()), "empty")
    lines.row("  discard", f"{view.discard_count} face up: {discards}" if view.discard_count else "empty")
    removed = getattr(view, "removed_count", 0)
    if removed:
        lines.row("  removed", f"{removed} cards, unseen")
    if getattr(getattr(view, "rules", None), "black_market", False):
        lines.heading("Black market", "(3 contraband of a kind from a stand)")
        left = [c for c in map(black_market_card, getattr(view, "black_market_left", ())) if c is not None]
        if not left:
            lines.row("  ", "every card has been claimed")
        for good in dict.fromkeys(card.good for card in left):
            pile = [card for card in left if card.good == good]
            top = max(pile, key=lambda card: card.value)
            lines.row(f"  {good_name(good)}", f"next card {top.value} pts, {len(pile)} left")
    return lines


def standings_text(view: Any, names: tuple[str, ...] = ()) -> Lines:
    """King/Queen race for each legal good from face-up goods (all goods at the end)."""
    lines = Lines()
    standings = getattr(view, "standings", ())
    if not standings:
        return lines
    over = view.phase == "over"
    lines.heading("King & Queen", "(final)" if over else "(face-up goods only)")
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
            lines.row(label, "nobody yet")
            continue
        top = standing.counts[ranked[0]]
        parts = []
        for seat in ranked:
            share = standing.bonus[seat] if seat < len(standing.bonus) else 0
            tag = f" ({'King' if standing.counts[seat] == top else 'Queen'} +{share})" if share else ""
            parts.append(f"{seat_label(view, seat, names)} {standing.counts[seat]}{tag}")
        lines.row(label, ", ".join(parts))
    return lines
