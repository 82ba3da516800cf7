"""Log lines: one English sentence per action, written for one viewer (never another seat's secret)."""
from __future__ import annotations

from rules.core import decisions as stack
from rules.core.engine import GOD, Seat
from rules.florence import actions as A
from rules.florence.data import load
from rules.florence.state import LANDSCAPE_ITEM, DrawFrame, FlorenceState, WorkFrame, data_id, is_recruitment

ITEM_NAMES = {
    "forest": "a forest", "lake": "a lake", "park": "a park", LANDSCAPE_ITEM: "a landscape",
    "jester": "the jester", "builder": "the builder", "prestige": "a prestige card",
    "recruitment": "the recruitment card",
}
DECK_NAMES = {"prestige": "prestige", "profession": "profession", "bonus": "bonus"}


def card_name(card: str) -> str:
    data = load()
    if is_recruitment(card):
        return "a recruitment card"
    kind, key = card.partition(":")[0], data_id(card)
    table = {"profession": data.profession_by_id, "bonus": data.bonus_by_id, "prestige": data.prestige_by_id}.get(kind, {})
    if key in table:
        return table[key].name
    return card


def piece_name(piece: str) -> str:
    return load().piece_by_id[piece].name


def turned(orientation: int) -> str:
    """An orientation 0-7 in words: quarter turns clockwise, then a flip."""
    parts = []
    if orientation >= 4:
        parts.append("flipped")
    if orientation % 4:
        parts.append(f"turned {90 * (orientation % 4)}°")
    return f" ({', '.join(parts)})" if parts else ""


def _who(seat: Seat, names: tuple[str, ...] | None) -> str:
    return names[seat] if names and 0 <= seat < len(names) else f"Seat {seat + 1}"


def describe(action, state: FlorenceState, viewer: Seat, seat: Seat, names: tuple[str, ...] | None = None) -> str:
    who = _who(seat, names)
    sees = viewer == GOD or viewer == seat
    frame = stack.top(state.decisions)
    if isinstance(action, A.ReturnCard):
        return f"{who} returns {card_name(action.card)} to the deck." if sees else f"{who} returns a profession."
    if isinstance(action, A.OpenAuction):
        from rules.florence.auction import start_bid

        return f"{who} opens an auction for {ITEM_NAMES[action.item]} at {start_bid(state)}."
    if isinstance(action, A.GiveUp):
        return f"{who} gives up this round's auction."
    if isinstance(action, A.Bid):
        item = ITEM_NAMES.get(getattr(frame, "item", ""), "the item")
        return f"{who} bids {action.amount} for {item}."
    if isinstance(action, A.Pass):
        return f"{who} passes."
    if isinstance(action, A.BuyLast):
        from rules.florence.auction import start_bid

        return f"{who} buys {ITEM_NAMES[action.item]} for {start_bid(state)} as the last without an item."
    if isinstance(action, A.DeclineLast):
        return f"{who} takes no item this round."
    if isinstance(action, A.SellPrestige):
        return f"{who} sells 1 prestige for 100 florins."
    if isinstance(action, A.PlaceTile):
        return (f"{who} places the {piece_name(action.piece)}{turned(action.orientation)} at row {action.row + 1}, "
                f"column {action.col + 1}.")
    if isinstance(action, A.KeepCard):
        deck = DECK_NAMES[frame.deck] if isinstance(frame, DrawFrame) else ""
        if sees:
            return f"{who} keeps {card_name(action.card)}."
        return f"{who} keeps a {deck} card."
    if isinstance(action, A.PutUnder):
        return f"{who} puts {card_name(action.card)} under the deck." if sees else ""
    if isinstance(action, A.Recruit):
        if state.solo is not None:
            source = "the automa" if action.seat == 1 else f"virtual player {action.seat - 1}"
        else:
            source = _who(action.seat, names)
        return f"{who} recruits the {card_name(action.card)} from {source}."
    if isinstance(action, A.KeepRecruitment):
        return f"{who} keeps the recruitment card for later."
    if isinstance(action, A.Work):
        return f"{who} starts a work with the {card_name(action.card)}."
    if isinstance(action, A.AddBonus):
        return f"{who} adds {card_name(action.card)}." if sees else ""
    if isinstance(action, A.FinishWork):
        if isinstance(frame, WorkFrame):
            from rules.florence.turns import value_of

            value = value_of(state, state.players[seat], frame.card, frame.bonuses)
            used = ", ".join(card_name(b) for b in frame.bonuses)
            extra = f" with {used}" if used else ""
            keep = value * 100 - action.prestige * 200
            return (f"{who} completes a work of value {value}{extra}: "
                    f"{action.prestige} prestige and {keep} florins.")
        return f"{who} completes a work."
    if isinstance(action, A.Build):
        return f"{who} builds the {piece_name(action.building)}."
    if isinstance(action, A.TakeFreedom):
        return f"{who} takes the {load().freedom_by_id[action.freedom].name}."
    if isinstance(action, A.DrawProfession):
        return f"{who} pays 300 to look at the profession deck."
    if isinstance(action, A.DrawBonus):
        return f"{who} pays 300 to look at the bonus deck."
    if isinstance(action, A.EndTurn):
        return f"{who} ends the turn."
    if isinstance(action, A.SoloTry):
        from rules.florence.solo import last_try

        if last_try(state):
            return f"{who} takes the {action.item} for 200 with the last try."
        return f"{who} tries the {action.item}; the automa rolls its bid."
    if isinstance(action, A.SoloTake):
        bid = getattr(frame, "bid", 0) + 100
        return f"{who} takes the {getattr(frame, 'item', 'item')} for {bid}."
    if isinstance(action, A.SoloStop):
        return f"{who} tries no more items this round."
    if isinstance(action, A.PlacePawn):
        return f"{who} bids {action.space * 100} for the {load().character_by_id[action.character].name}."
    if isinstance(action, A.PassCharacters):
        return f"{who} passes in the character auction."
    if isinstance(action, A.UseProfessor):
        return f"{who} uses the Professor to look at the {action.deck} deck."
    if isinstance(action, A.KeepProfessor):
        return f"{who} keeps the Professor for later." if getattr(frame, "later", True) else f"{who} lets the Professor go."
    if isinstance(action, A.MerchantFree):
        return f"{who} uses the Merchant: the item is free ({getattr(frame, 'price', 0)} back)."
    if isinstance(action, A.MerchantPay):
        return f"{who} pays and keeps the Merchant."
    if isinstance(action, A.MerchantRank):
        from rules.florence.characters import rank

        return f"{who} uses the Merchant for {rank(state, seat)} prestige (rank on the track)."
    if isinstance(action, A.LadyWork):
        return f"{who} starts a work with the Lady."
    if isinstance(action, A.BuildShared):
        return f"{who} proposes to {_who(action.partner, names)} a shared {piece_name(action.building)}."
    if isinstance(action, A.PlaceShared):
        return (f"{who} places it{turned(action.orientation)} across the seam at row {action.row + 1}, "
                f"column {action.col + 1} of the two boards side by side.")
    if isinstance(action, A.OfferShared):
        return f"{who} asks {_who(getattr(frame, 'partner', 0), names)} for {action.amount} florins towards it."
    if isinstance(action, A.AcceptShared):
        return f"{who} accepts and pays {getattr(frame, 'amount', 0)}; the {piece_name(frame.building)} is shared."
    if isinstance(action, A.RefuseShared):
        return f"{who} refuses the shared building."
    return f"{who}: {action!r}"
