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

from rules.core.words import say
from rules.duel import data as D
from rules.duel import words as W
from tui.games.duel import text as T


def card_info(view: Any, viewer: int, slot: Any) -> Text:
    """Name, colour and Age, printed cost, effects; then the price for the viewer, if it is their turn."""
    out = Text()
    if slot.card is None:
        back = T.back_label(slot.back)
        out.append(say("A face-down card", "뒷면 카드"), style="bold")
        out.append(
            say(
                f" (back: {back}). It is turned face up once nothing covers it.",
                f" (뒷면: {back}). 덮은 카드가 모두 없어지면 앞면으로 뒤집힙니다.",
            )
        )
        return out
    card = slot.card
    data = D.load()
    out.append(T.name(card), style="bold")
    colour = T.color_of(card)
    age = T.ROMAN.get(view.age, str(view.age))
    out.append(
        say(
            f"\n[{T.code(card)}] {colour} card, Age {age}. ",
            f"\n[{T.code(card)}] {W.color(colour) if colour != 'senator' else '원로원 의원'} 카드, "
            f"{W.age_text(view.age)}. ",
        )
    )
    if slot.accessible:
        out.append(say("Can be taken now.", "지금 가져갈 수 있습니다."))
    else:
        out.append(say("Covered: cannot be taken yet.", "덮여 있음: 아직 가져갈 수 없습니다."))
    if card in data.cards:
        out.append(say(f"\nPrinted cost: {T.printed_cost(card)}.", f"\n카드 비용: {T.printed_cost(card)}."))
        out.append(f"\n{T.card_effect(card)}")
    else:
        out.append(f"\n{T.effect_text(card)}")
    out.append("\n\n")
    out.append_text(_price_lines(view, viewer, card))
    return out


def _price_lines(view: Any, viewer: int, card: str) -> Text:
    out = Text()
    if view.offers_for != viewer or not 0 <= viewer < len(view.players):
        out.append(
            say("What it costs is shown to the player whose turn it is.", "비용은 차례인 플레이어에게만 보입니다."),
            style="dim",
        )
        return out
    me = view.players[viewer]
    offer = next((o for o in view.offers if o.card == card), None)
    coins = T.coins_text(me.coins)
    out.append(say(f"For you now (you have {coins}):", f"지금 당신에게 (보유 {coins}):"), style="bold")
    if offer is None:
        out.append(say("\n  not among the cards you can take now.", "\n  지금 가져갈 수 있는 카드가 아닙니다."))
        return out
    if offer.construct is not None:
        price = T.payment_text(offer.construct, T.chain_source(card, me.buildings))
        short = offer.construct.total - me.coins
        verdict = "" if offer.can_construct else say(f" — {short} more than you have", f" — {short}주화 모자람")
        out.append(say("\n  build: ", "\n  건설: ") + f"{price}{verdict}")
    agora = getattr(view, "agora", None)
    if offer.construct is None and agora is not None:
        mine = next((p for p in agora.players if p.seat == viewer), None)
        if mine is not None:
            out.append(say("\n  recruit: ", "\n  고용: ") + T.coins_text(mine.recruit_cost))
    discard = T.coins_text(offer.discard_coins)
    out.append(say(f"\n  discard: take {discard}", f"\n  버리기: {discard} 받기"))
    for wonder in view.wonder_offers:
        can = "" if wonder.affordable else say(" (too dear)", " (비용 부족)")
        name, cost = T.name(wonder.wonder), T.payment_text(wonder.cost)
        out.append(say(f"\n  build {name} with it: {cost}{can}", f"\n  이 카드로 {name} 건설: {cost}{can}"))
    prices = ", ".join(f"{W.resource(r)} {p}" for r, p in me.trade_prices)
    out.append(say(f"\n  bank prices: {prices}", f"\n  은행 가격: {prices}"), style="dim")
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
            yield Static(Text(say("Escape: back to the table", "Escape: 테이블로 돌아가기"), style="dim"))

    def action_close(self) -> None:
        self.dismiss(None)
