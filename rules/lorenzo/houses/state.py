"""Houses of Renaissance: its part of the state (LorenzoState.houses), its decision frames and actions."""

from __future__ import annotations

import attrs

HIDDEN_TOKEN = "hidden token"
HIDDEN_CARD = "boxed special card"
SPECIAL = "special"  # the special tower's kind
BROWN = "brown"  # Colonna's extra member


@attrs.frozen
class Bid:
    """A member on an auction tile's offer row (0 = the lowest offer, 5 = the highest)."""

    seat: int
    tile: int
    row: int


@attrs.frozen
class HousesState:
    families: tuple[str, ...]  # per seat: its family tile ("" until the auction ends)
    tokens: tuple[tuple[str, ...], ...]  # per seat: special tokens held (faces hidden from the others)
    pile: tuple[str, ...] = ()  # special tokens face down, next first (hidden)
    spent: tuple[str, ...] = ()  # spent and discarded tokens, face up
    on_cards: tuple[tuple[str, str], ...] = ()  # (card, token) lying face up on a card (98, 128)
    bank: tuple[tuple[int, int], ...] = ()  # per seat: wood, stone on the Montefeltro tile
    sets: tuple[int, ...] = ()  # per seat: Orsini sets rewarded
    faith_taken: tuple[tuple[int, ...], ...] = ()  # per seat: Della Rovere faith spaces taken
    change_tower: int = 0  # the main tower (board order) under the change tile
    change_values: tuple[int, ...] = ()  # its floor values there
    auction: tuple[tuple[str, str], ...] = ()  # per auction tile in play: (auction tile, family tile)
    bids: tuple[Bid, ...] = ()
    sforza: tuple[str, ...] = ()  # the two leaders shown beside the Sforza tile (public)
    boxed: tuple[str, ...] = ()  # special cards out of the game (hidden)
    peek: tuple[str, ...] = ()  # Marsilio Ficino: the two tokens drawn, one to keep (the drawer's only)
    gonzaga_round: int = 0  # the last round whose end Gonzaga was offered
    final: bool = False  # the game-end token spending has been offered


# ---- decision frames ---------------------------------------------------------------------------------


@attrs.frozen
class AuctionFrame:
    """Put a member on an auction offer row (`moving`: it was just outbid and must move at once)."""

    actor: int
    moving: bool = False


@attrs.frozen
class GiveTokenFrame:
    """A cost in special tokens was paid: which tokens go (any, whatever they show)."""

    actor: int


@attrs.frozen
class SlotTokenFrame:
    """Card 98/128 just taken: one of your tokens may be laid face up on it."""

    actor: int
    card: str


@attrs.frozen
class GonzagaFrame:
    """Round end: pay 7 servants for a card left on a main tower, or not."""

    actor: int


@attrs.frozen
class FinalTokensFrame:
    """After the last round: spend special tokens before the final scoring."""

    actor: int


@attrs.frozen
class ActivateCardsFrame:
    """Activate own cards of these types whatever their activation value (`left` more to choose)."""

    actor: int
    types: tuple[str, ...]
    left: int
    source: str
    chosen: tuple[str, ...] = ()


@attrs.frozen
class DiscardTakeFrame:
    """Take a card of the discard pile for free (never a special card)."""

    actor: int
    card_type: str  # "any" or a type


@attrs.frozen
class KeepTokenFrame:
    """Marsilio Ficino: two tokens drawn, keep one, discard the other."""

    actor: int


FRAMES = (
    AuctionFrame,
    GiveTokenFrame,
    SlotTokenFrame,
    GonzagaFrame,
    FinalTokensFrame,
    ActivateCardsFrame,
    DiscardTakeFrame,
    KeepTokenFrame,
)


# ---- actions -----------------------------------------------------------------------------------------


@attrs.frozen
class PlaceBid:
    tile: int
    row: int


@attrs.frozen
class SpendToken:
    """Discard a special token for what it shows (own turn, or at the end)."""

    token: str


@attrs.frozen
class GiveToken:
    token: str


@attrs.frozen
class SlotToken:
    token: str


@attrs.frozen
class EsteExchange:
    """Este: 1 military point for 2 coins."""


@attrs.frozen
class GonzagaTake:
    tower: str
    floor: int


@attrs.frozen
class ActivateCard:
    card: str


@attrs.frozen
class TakeDiscarded:
    card: str


@attrs.frozen
class KeepToken:
    token: str


ACTIONS = (
    PlaceBid,
    SpendToken,
    GiveToken,
    SlotToken,
    EsteExchange,
    GonzagaTake,
    ActivateCard,
    TakeDiscarded,
    KeepToken,
)
