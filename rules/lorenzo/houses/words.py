"""Houses of Renaissance in words: log lines, action-list labels, what a frame asks (never a secret of
another seat: a token's face is named only to its holder, or once it is spent face up)."""
from __future__ import annotations

from rules.lorenzo.describe import TOWER_COLOUR, short_amounts
from rules.lorenzo.houses import state as H
from rules.lorenzo.houses.data import houses

ROW_WORDS = ("lowest", "2nd", "3rd", "4th", "5th", "highest")


def token_text(token: str) -> str:
    """What a token shows: '3 coins', 'a council privilege', 'harvest at 3'."""
    kind = houses().tokens.get(token)
    if kind is None:
        return "a special token"
    if "gain" in kind:
        return short_amounts(sorted(kind["gain"].items()))
    if kind.get("council_privileges"):
        return "a council privilege"
    return f"{kind['action']} at {kind['value']}"


def family_name(key: str) -> str:
    found = houses().families.get(key)
    return found["name"] if found else key


def family_text(key: str) -> str:
    found = houses().families.get(key)
    return found["text"] if found else ""


def offer_text(state, tile: int, row: int) -> str:
    """'Sforza (tile B), row 3: 5 coin, 2 servants, 2 stone'."""
    tile_key, fam = state.houses.auction[tile]
    rows = houses().auction_tiles[tile_key]
    return f"{family_name(fam)} (tile {tile_key}), {ROW_WORDS[row]} offer: {short_amounts(sorted(rows[row].items()))}"


def _tower(kind: str, state, floor: int) -> str:
    from rules.lorenzo.describe import card_name
    from rules.lorenzo.setup import tower_order

    t = tower_order().index(kind)
    return f"{TOWER_COLOUR[kind].capitalize()} {floor + 1}: {card_name(state.towers[t][floor])}"


def describe(action, state, viewer: int, seat: int, who: str) -> str | None:
    from rules.lorenzo.describe import card_name

    if isinstance(action, H.PlaceBid):
        return f"{who} bids for {offer_text(state, action.tile, action.row)}"
    if isinstance(action, H.SpendToken):
        return f"{who} spends a special token: {token_text(action.token)}"  # spent face up: public
    if isinstance(action, H.GiveToken):
        return f"{who} pays a special token" + (f" ({token_text(action.token)})" if viewer == seat else "")
    if isinstance(action, H.SlotToken):
        return f"{who} lays a special token face up on {card_name(_slot_card(state))}: {token_text(action.token)}"
    if isinstance(action, H.KeepToken):
        return f"{who} keeps one of the two tokens drawn" + (f" ({token_text(action.token)})" if viewer == seat else "")
    if isinstance(action, H.EsteExchange):
        return f"{who} pays 1 military point for 2 coins (Este)"
    if isinstance(action, H.GonzagaTake):
        return f"{who} pays 7 servants for {_tower(action.tower, state, action.floor)} (Gonzaga)"
    if isinstance(action, H.ActivateCard):
        return f"{who} activates {card_name(action.card)}"
    if isinstance(action, H.TakeDiscarded):
        return f"{who} takes {card_name(action.card)} from the discard pile"
    return None


def _slot_card(state) -> str:
    top = state.decisions[-1] if state.decisions else None
    return getattr(top, "card", "")


def label(action, state, seat: int) -> str | None:
    from rules.lorenzo.describe import card_name

    if isinstance(action, H.PlaceBid):
        return f"Bid: {offer_text(state, action.tile, action.row)}"
    if isinstance(action, H.SpendToken):
        return f"Spend a token: {token_text(action.token)}"
    if isinstance(action, H.GiveToken):
        return f"Pay with the token: {token_text(action.token)}"
    if isinstance(action, H.SlotToken):
        return f"Lay the token on the card: {token_text(action.token)}"
    if isinstance(action, H.KeepToken):
        return f"Keep the token: {token_text(action.token)}"
    if isinstance(action, H.EsteExchange):
        return "Este: 1 mil for 2 coin"
    if isinstance(action, H.GonzagaTake):
        return f"Gonzaga (7 servants): {_tower(action.tower, state, action.floor)}"
    if isinstance(action, H.ActivateCard):
        return f"Activate {card_name(action.card)}"
    if isinstance(action, H.TakeDiscarded):
        return f"Take {card_name(action.card)} from the discards"
    top = state.decisions[-1] if state.decisions else None
    from rules.lorenzo import actions as A

    if isinstance(action, A.SkipBonus) and isinstance(top, (H.GonzagaFrame, H.SlotTokenFrame, H.ActivateCardsFrame,
                                                             H.DiscardTakeFrame)):
        return "No, thank you"
    if isinstance(action, A.EndTurn) and isinstance(top, H.FinalTokensFrame):
        return "Keep the rest (tokens score nothing)"
    return None


def decision_text(frame, who: str) -> str | None:
    words = {
        H.AuctionFrame: f"Family auction: {who} " + ("is outbid and moves" if getattr(frame, "moving", False)
                                                     else "bids for a family"),
        H.GiveTokenFrame: f"{who} chooses the special tokens to pay",
        H.SlotTokenFrame: f"{who} may lay a special token on the card",
        H.GonzagaFrame: f"Round end: {who} may take a card for 7 servants (Gonzaga)",
        H.FinalTokensFrame: f"Game end: {who} may spend special tokens",
        H.ActivateCardsFrame: f"{who} activates own cards",
        H.DiscardTakeFrame: f"{who} takes a card from the discard pile",
        H.KeepTokenFrame: f"{who} keeps one of two special tokens",
    }
    return words.get(type(frame))
