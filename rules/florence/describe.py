"""Log lines: one English sentence per action, written for one viewer (never another seat's secret)."""
from __future__ import annotations

from rules.core import decisions as stack
from rules.core.engine import GOD, Seat
from rules.florence import actions as A
from rules.florence.data import load
from rules.florence.state import (
    LANDSCAPE_ITEM, DrawFrame, FlorenceState, SoloOfferFrame, WorkFrame, data_id, is_recruitment,
)

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


def seam_spot(state, frame, action, names: tuple[str, ...] | None = None) -> str:
    """A shared building's top-left on the board it falls on: 'row 2, column 6 of Ana's board'."""
    from rules.florence import estate
    from rules.florence.shared import sides

    cols = estate.size()[1]
    left, right = sides(state, frame.actor, frame.partner)
    owner, col = (left, action.col) if action.col < cols else (right, action.col - cols)
    return f"row {action.row + 1}, column {col + 1} of {_who(owner, names)}'s board"


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
    if isinstance(action, A.PutRestUnder):
        cards = getattr(frame, "cards", ())
        return f"{who} puts {', '.join(map(card_name, cards))} under the deck in that order." if sees else ""
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
        from rules.florence.characters import rank

        return f"{who} pays for it and uses the Merchant for {rank(state, seat)} prestige (rank on the track)."
    if isinstance(action, A.MerchantRank):
        from rules.florence.characters import rank

        return f"{who} uses the Merchant for {rank(state, seat)} prestige (rank on the track)."
    if isinstance(action, A.LadyWork):
        return f"{who} starts a work with the Lady."
    if isinstance(action, A.BuildShared):
        return f"{who} proposes to {_who(action.partner, names)} a shared {piece_name(action.building)}."
    if isinstance(action, A.PlaceShared):
        return f"{who} places it{turned(action.orientation)} across the seam, top-left at {seam_spot(state, frame, action, names)}."
    if isinstance(action, A.OfferShared):
        return f"{who} asks {_who(getattr(frame, 'partner', 0), names)} for {action.amount} florins towards it."
    if isinstance(action, A.AcceptShared):
        return f"{who} accepts and pays {getattr(frame, 'amount', 0)}; the {piece_name(frame.building)} is shared."
    if isinstance(action, A.RefuseShared):
        return f"{who} refuses the shared building."
    return f"{who}: {action!r}"


# --- choice labels: the same words, as the acting seat's options (a view is enough) -----------------
def _own(view):
    from rules.florence.preview import own_player

    return own_player(view)


def _work_value(view, card: str) -> str:
    from rules.florence.preview import hand_values

    for hv in hand_values(view):
        if hv.card == card:
            extra = f", {hv.with_bonus} with your bonus cards" if hv.with_bonus != hv.value else ""
            return f" (value {hv.value}{extra})"
    return ""


def label(action, view, names: tuple[str, ...] | None = None) -> str:
    """One legal action of the viewer as a short choice ("Bid 700 for the jester", "Pass").

    `view` is the acting seat's own view (`rules.florence.view.view`); nothing else is read, so
    a label can never show another seat's secret.
    """
    from rules.florence import auction, turns

    data = load()
    c = data.constants
    frame = stack.top(view.decisions)
    me = view.viewer
    if isinstance(action, A.ReturnCard):
        return f"Return the {card_name(action.card)} to the deck"
    if isinstance(action, A.OpenAuction):
        return f"Open an auction for {ITEM_NAMES[action.item]} at {auction.start_bid(view)}"
    if isinstance(action, A.GiveUp):
        return "Give up: no item for you this round"
    if isinstance(action, A.Bid):
        return f"Bid {action.amount} for {ITEM_NAMES.get(getattr(frame, 'item', ''), 'the item')}"
    if isinstance(action, A.Pass):
        if isinstance(frame, SoloOfferFrame):
            return "Pass: let the automa keep its bid"
        return "Pass: out of this auction for good"
    if isinstance(action, A.BuyLast):
        return f"Buy {ITEM_NAMES[action.item]} for {auction.start_bid(view)} (last without an item)"
    if isinstance(action, A.DeclineLast):
        return "Take no item this round"
    if isinstance(action, A.SellPrestige):
        return f"Sell 1 prestige for {c.sell_prestige_florins} florins"
    if isinstance(action, A.PlaceTile):
        return (f"Place the {piece_name(action.piece)}{turned(action.orientation)} at row {action.row + 1}, "
                f"column {action.col + 1}")
    if isinstance(action, A.KeepCard):
        if isinstance(frame, DrawFrame):
            from rules.florence.card_words import draw_option

            return f"Keep {card_name(action.card)}: {draw_option(view, frame.deck, action.card)}"
        return f"Keep {card_name(action.card)}"
    if isinstance(action, A.PutUnder):
        return f"Put {card_name(action.card)} under the deck next"
    if isinstance(action, A.PutRestUnder):
        return "All under the deck in this order: " + ", ".join(map(card_name, getattr(frame, "cards", ())))
    if isinstance(action, A.Recruit):
        if view.solo is not None:
            source = "the automa" if action.seat == 1 else f"virtual player {action.seat - 1}"
        else:
            source = _who(action.seat, names)
        return f"Recruit the {card_name(action.card)} from {source}"
    if isinstance(action, A.KeepRecruitment):
        return "Keep the recruitment card for later"
    if isinstance(action, A.Work):
        return f"Work: the {card_name(action.card)}{_work_value(view, action.card)}"
    if isinstance(action, A.AddBonus):
        return f"Add the bonus card {card_name(action.card)}"
    if isinstance(action, A.FinishWork):
        if isinstance(frame, WorkFrame):
            value = turns.value_of(view, _own(view), frame.card, frame.bonuses)
            keep = value * c.work_florins_per_value - action.prestige * c.convert_florins_per_prestige
            return f"Finish the work (value {value}): {action.prestige} prestige, {keep} florins"
        return f"Finish the work: {action.prestige} prestige"
    if isinstance(action, A.Build):
        cost = turns.build_cost(view.players[me].builders)
        return f"Build the {piece_name(action.building)}: {cost}, +{c.build_prestige} PP"
    if isinstance(action, A.TakeFreedom):
        return f"Take {data.freedom_by_id[action.freedom].name}: {c.action_cost}"
    if isinstance(action, A.DrawProfession):
        return f"Look at {c.draw_keep_from} professions, keep 1: {c.action_cost}"
    if isinstance(action, A.DrawBonus):
        return f"Look at {c.draw_keep_from} bonus cards, keep 1: {c.action_cost}"
    if isinstance(action, A.EndTurn):
        left = getattr(frame, "actions_left", 0)
        return f"End the turn ({left} action{'s' if left != 1 else ''} unused)" if left else "End the turn"
    if isinstance(action, A.SoloTry):
        name = ITEM_NAMES.get(action.item, action.item)
        if view.solo is not None and len(view.solo.tried) == view.solo.seats_total - 1:
            return f"Take {name} for 200 (the last try, no roll)"
        return f"Try {name}: the automa rolls its bid"
    if isinstance(action, A.SoloTake):
        return (f"Take {ITEM_NAMES.get(getattr(frame, 'item', ''), 'the item')} "
                f"for {getattr(frame, 'bid', 0) + c.bid_step}")
    if isinstance(action, A.SoloStop):
        return "Try no more items this round"
    if isinstance(action, A.PlacePawn):
        return f"Bid {action.space * 100} for the {data.character_by_id[action.character].name}"
    if isinstance(action, A.PassCharacters):
        return "Pass: out of the character auction"
    if isinstance(action, A.UseProfessor):
        return f"Use the Professor: look at the {action.deck} deck, keep 1"
    if isinstance(action, A.KeepProfessor):
        return "Keep the Professor for later" if getattr(frame, "later", True) else "Let the Professor go"
    if isinstance(action, A.MerchantFree):
        return f"Use the Merchant: the item is free ({getattr(frame, 'price', 0)} back)"
    if isinstance(action, A.MerchantPay):
        from rules.florence.characters import rank

        return f"Pay for it; the Merchant gives {rank(view, me)} prestige (your rank)"
    if isinstance(action, A.MerchantRank):
        from rules.florence.characters import rank

        return f"Give back the Merchant for {rank(view, me)} prestige (your rank)"
    if isinstance(action, A.LadyWork):
        value = turns.value_of(view, _own(view), turns.LADY)
        return f"Work with the Lady (value {value})"
    if isinstance(action, A.BuildShared):
        return f"Offer {_who(action.partner, names)} a shared {piece_name(action.building)}"
    if isinstance(action, A.PlaceShared):
        return f"Place it{turned(action.orientation)} across the seam, top-left at {seam_spot(view, frame, action, names)}"
    if isinstance(action, A.OfferShared):
        return f"Ask {_who(getattr(frame, 'partner', 0), names)} for {action.amount} florins towards it"
    if isinstance(action, A.AcceptShared):
        return f"Accept: pay {getattr(frame, 'amount', 0)} and share the {piece_name(frame.building)}"
    if isinstance(action, A.RefuseShared):
        return "Refuse the shared building"
    return type(action).__name__
