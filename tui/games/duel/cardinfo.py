"""One card of the structure in full: its text and what it costs the player to act now.

`card_info(view, viewer, slot)` builds the text from the view only (the prices are the view's
offers, computed by the rules' one price function); `CardInfoScreen` shows it on an opaque
modal screen that Escape (or Enter, or `i`) closes.
"""
from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from rules.duel import data as D
from tui.games.duel import text as T


def card_info(view: Any, viewer: int, slot: Any) -> Text:
    """Name, colour and Age, printed cost, effects; then the price for the viewer, if it is their turn."""
    out = Text()
    if slot.card is None:
        back = T.BACK_LABELS.get(slot.back or "", "?")
        out.append("A face-down card", style="bold")
        out.append(f" (back: {back}). It is turned face up once nothing covers it.")
        return out
    card = slot.card
    data = D.load()
    out.append(T.name(card), style="bold")
    colour = T.color_of(card)
    age = T.ROMAN.get(view.age, str(view.age))
    out.append(f"\n[{T.code(card)}] {colour} card, Age {age}. ")
    out.append("Can be taken now." if slot.accessible else "Covered: cannot be taken yet.")
    if card in data.cards:
        out.append(f"\nPrinted cost: {T.printed_cost(card)}.")
        out.append(f"\n{T.card_effect(card)}")
    else:
        out.append(f"\n{T.effect_text(card)}")
    out.append("\n\n")
    out.append_text(_price_lines(view, viewer, card))
    return out


def _price_lines(view: Any, viewer: int, card: str) -> Text:
    out = Text()
    if view.offers_for != viewer or not 0 <= viewer < len(view.players):
        out.append("What it costs is shown to the player whose turn it is.", style="dim")
        return out
    me = view.players[viewer]
    offer = next((o for o in view.offers if o.card == card), None)
    out.append(f"For you now (you have {T.coins_text(me.coins)}):", style="bold")
    if offer is None:
        out.append("\n  not among the cards you can take now.")
        return out
    if offer.construct is not None:
        price = T.payment_text(offer.construct, T.chain_source(card, me.buildings))
        verdict = "" if offer.can_construct else f" — {offer.construct.total - me.coins} more than you have"
        out.append(f"\n  build: {price}{verdict}")
    agora = getattr(view, "agora", None)
    if offer.construct is None and agora is not None:
        mine = next((p for p in agora.players if p.seat == viewer), None)
        if mine is not None:
            out.append(f"\n  recruit: {T.coins_text(mine.recruit_cost)}")
    out.append(f"\n  discard: take {T.coins_text(offer.discard_coins)}")
    for wonder in view.wonder_offers:
        can = "" if wonder.affordable else " (too dear)"
        out.append(f"\n  build {T.name(wonder.wonder)} with it: {T.payment_text(wonder.cost)}{can}")
    out.append(f"\n  bank prices: {', '.join(f'{r} {p}' for r, p in me.trade_prices)}", style="dim")
    return out


class CardInfoScreen(ModalScreen[None]):
    """A card's text and cost breakdown over the table (opaque); Escape closes it."""

    DEFAULT_CSS = """
    CardInfoScreen { align: center middle; background: $background; }
    CardInfoScreen #card-info-box { width: 72; max-width: 100%; height: auto; max-height: 100%;
        border: heavy $accent; padding: 0 1; background: $surface; }
    CardInfoScreen Static { height: auto; }
    """
    BINDINGS = [Binding("escape,enter,i", "close", "Close")]

    def __init__(self, info: Text) -> None:
        super().__init__(id="card-info")
        self.info = info

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="card-info-box"):
            yield Static(self.info, id="card-info-text")
            yield Static(Text("Escape: back to the table", style="dim"))

    def action_close(self) -> None:
        self.dismiss(None)
