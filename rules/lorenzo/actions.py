"""Lorenzo il Magnifico actions (frozen attrs). `member` "" = an action granted by a card, no member."""

from __future__ import annotations

import attrs

Pay = tuple[tuple[str, int], ...]


@attrs.frozen
class PlaceTower:
    member: str
    tower: str
    floor: int  # 0-3
    servants: int
    payment: Pay  # what the card costs after discounts (military: points spent)
    fee_servants: int = 0  # Paracelsus: servants paid in place of coins of the occupied-tower fee


@attrs.frozen
class PlaceWork:
    member: str
    work: str  # harvest | production
    space: str  # single | large ("" for a card's bonus action)
    servants: int


@attrs.frozen
class PlaceMarket:
    member: str
    index: int
    servants: int


@attrs.frozen
class PlaceCouncil:
    member: str
    servants: int


@attrs.frozen
class Pass:
    """No legal placement (ruling R1): the turn passes."""


@attrs.frozen
class SkipBonus:
    """Decline a card's optional bonus action."""


@attrs.frozen
class ChoosePrivilege:
    key: str


@attrs.frozen
class Exchange:
    card: str
    option: int  # -1: do not use this card's exchange
    payment: Pay = ()  # what is paid, when it is not the printed price (Paracelsus: servants in place)


@attrs.frozen
class Support:
    pass


@attrs.frozen
class Decline:
    pass


@attrs.frozen
class ChooseTile:
    key: str


@attrs.frozen
class DraftLeader:
    leader: str


@attrs.frozen
class DiscardLeader:
    """Discard a leader from the hand for a council privilege."""

    leader: str


@attrs.frozen
class PlayLeader:
    leader: str


@attrs.frozen
class ActivateLeader:
    """Turn a played leader face down for its once-a-round ability."""

    leader: str
    choice: str = ""  # the card it concerns: discarded (Torquemada), the only one activated (Alberti, Strozzi)


@attrs.frozen
class PlaceLeaderSpace:
    """A member on a played leader's private action space (Houses of Renaissance)."""

    member: str
    leader: str
    servants: int
    work: str = ""  # Bramante: harvest | production


@attrs.frozen
class EndTurn:
    """End the turn without (more) leader actions."""


@attrs.frozen
class ChooseMember:
    member: str


@attrs.frozen
class CopyLeader:
    leader: str


ACTION_TYPES = (
    PlaceLeaderSpace,
    CopyLeader,
    ChooseMember,
    EndTurn,
    ChooseTile,
    DraftLeader,
    DiscardLeader,
    PlayLeader,
    ActivateLeader,
    PlaceTower,
    PlaceWork,
    PlaceMarket,
    PlaceCouncil,
    Pass,
    SkipBonus,
    ChoosePrivilege,
    Exchange,
    Support,
    Decline,
)
