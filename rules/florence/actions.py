"""The actions of Princes of Florence: frozen values naming data ids and instance ids.

Every action a seat can send is one of these classes; `rules.legal_actions` is the only
place that makes them.
"""

from __future__ import annotations

import attrs


# --- draft (simultaneous, hidden): return one of the four dealt professions
@attrs.frozen
class ReturnCard:
    card: str


# --- auction
@attrs.frozen
class OpenAuction:
    item: str


@attrs.frozen
class GiveUp:
    """The opener takes no part in the rest of this round's auction."""


@attrs.frozen
class Bid:
    """Raise the current bid by exactly 100 florins."""

    amount: int


@attrs.frozen
class Pass:
    """Leave this item's auction for good."""


@attrs.frozen
class BuyLast:
    """The last seat without an item buys one at the starting bid."""

    item: str


@attrs.frozen
class DeclineLast:
    pass


@attrs.frozen
class SellPrestige:
    """Give back one prestige point for 100 florins (any time; not with Muses & Ladies)."""


# --- tiles
@attrs.frozen
class PlaceTile:
    piece: str
    orientation: int
    row: int
    col: int


# --- draws (prestige, profession, bonus): keep one, the rest under the deck in a chosen order
@attrs.frozen
class KeepCard:
    card: str


@attrs.frozen
class PutUnder:
    """Put this card under the deck next (the first one put ends up highest of the returned cards)."""

    card: str


@attrs.frozen
class PutRestUnder:
    """Put every card still to order under the deck at once, in the order shown (the first highest)."""


# --- recruitment
@attrs.frozen
class Recruit:
    seat: int
    card: str


@attrs.frozen
class KeepRecruitment:
    """Keep a just-won recruitment card in hand for a later turn."""


# --- action phase
@attrs.frozen
class Work:
    card: str


@attrs.frozen
class AddBonus:
    card: str


@attrs.frozen
class FinishWork:
    """Complete the work; `prestige` points are bought at once from this work's income (200 each)."""

    prestige: int


@attrs.frozen
class Build:
    building: str


@attrs.frozen
class TakeFreedom:
    freedom: str


@attrs.frozen
class DrawProfession:
    pass


@attrs.frozen
class DrawBonus:
    pass


@attrs.frozen
class EndTurn:
    pass


# --- solo auction against the automa
@attrs.frozen
class SoloTry:
    """Try an item on the automa card: the automa rolls its bid (the last try: a flat 200, no roll)."""

    item: str


@attrs.frozen
class SoloTake:
    """Take the offered item for the automa's bid + 100."""


@attrs.frozen
class SoloStop:
    """Try no more items this round."""


# --- Muses & Ladies
@attrs.frozen
class PlacePawn:
    """Bid `space` x 100 florins for a character (above any pawn already on it)."""

    character: str
    space: int


@attrs.frozen
class PassCharacters:
    """Leave this round's character auction."""


@attrs.frozen
class UseProfessor:
    deck: str  # "prestige" or "bonus"


@attrs.frozen
class KeepProfessor:
    """Keep the Professor for later (or, at the end, let it go)."""


@attrs.frozen
class MerchantFree:
    """Take the item just won for free; the Merchant goes back."""


@attrs.frozen
class MerchantPay:
    """Pay for the item; the Merchant gives its rank prestige instead (L654)."""


@attrs.frozen
class MerchantRank:
    """Give back the Merchant for prestige equal to your rank on the track."""


@attrs.frozen
class LadyWork:
    """Complete a work with the Lady instead of a profession card (an action)."""


# --- Shared Buildings
@attrs.frozen
class BuildShared:
    """Offer `partner` (a board neighbour) to build `building` across the seam of your two boards."""

    partner: int
    building: str


@attrs.frozen
class PlaceShared:
    """Where the shared building goes: orientation and top-left on the two boards side by side."""

    orientation: int
    row: int
    col: int


@attrs.frozen
class OfferShared:
    """What the partner is asked to pay you towards the building (0 or more, even above its cost)."""

    amount: int


@attrs.frozen
class AcceptShared:
    pass


@attrs.frozen
class RefuseShared:
    pass


ACTION_TYPES = (
    ReturnCard,
    OpenAuction,
    GiveUp,
    Bid,
    Pass,
    BuyLast,
    DeclineLast,
    SellPrestige,
    PlaceTile,
    KeepCard,
    PutUnder,
    Recruit,
    KeepRecruitment,
    Work,
    AddBonus,
    FinishWork,
    Build,
    TakeFreedom,
    DrawProfession,
    DrawBonus,
    EndTurn,
    SoloTry,
    SoloTake,
    SoloStop,
    PlacePawn,
    PassCharacters,
    UseProfessor,
    KeepProfessor,
    MerchantFree,
    MerchantPay,
    MerchantRank,
    LadyWork,
    BuildShared,
    PlaceShared,
    OfferShared,
    AcceptShared,
    RefuseShared,
    PutRestUnder,
)
