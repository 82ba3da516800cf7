"""Every move of Architects of the West Kingdom, as frozen attrs values.

Amounts paid are (resource, n) pairs, so a choice of how to pay (wood or stone for the
Cathedral, gold or marble for Therese) is part of the move. Who may do what, by the top frame:
  draft           every seat at once (hidden commit): Pick(card)
  KeepStartFrame  KeepCards(3 cards)            BoardFrame      ChooseBoard(board)
  (no frame)      the current seat: Place(location, option) | TakeBack(where) | Pass
  StorehouseFrame Trade(kind, pay) | Done       HireFrame       Hire(card, discard) | DrawFive
  KeepOneFrame    Keep(card)                    CaptureFrame    Capture(location, owner) | Done
  GuardFrame      Guard(kind, option) | Done    GuildFrame      Construct(card, pay) | AdvanceCathedral(pay)
  CathedralFrame  Discard(card)                 EffectFrame     Choose(option) | Discard(card)
  DestroyFrame    DestroyDebts(n)               GatekeeperFrame Release(n)
  LimitFrame      Discard(card)                 EndOrderFrame   ResolveEnd(card)
"""

from __future__ import annotations

import attrs

Amount = tuple[tuple[str, int], ...]


@attrs.frozen
class Pick:
    card: str


@attrs.frozen
class KeepCards:
    cards: tuple[str, ...]


@attrs.frozen
class ChooseBoard:
    board: str


@attrs.frozen
class Place:
    """Put a worker on a location. option: Mines "clay"/"gold", Workshop "hire"/"draw",
    Black Market "1"/"2"/"3"."""

    location: str
    option: str = ""


@attrs.frozen
class TakeBack:
    """No worker at home: take one back. where: a location, "prison", "market" or "board-<owner>"."""

    where: str


@attrs.frozen
class Pass:
    """Nothing can be done (no worker anywhere that may come back)."""


@attrs.frozen
class Trade:
    """A King's Storehouse action: kind "virtue", "marble" or an apprentice id."""

    kind: str
    pay: Amount


@attrs.frozen
class Hire:
    card: str
    discard: str = ""


@attrs.frozen
class DrawFive:
    pass


@attrs.frozen
class Keep:
    card: str


@attrs.frozen
class Capture:
    location: str
    owner: int


@attrs.frozen
class Guard:
    """kind: "send", "release", "recover" (option "silver" or "debt") or "pay"."""

    kind: str
    option: str = ""


@attrs.frozen
class Done:
    pass


@attrs.frozen
class Construct:
    card: str
    pay: Amount


@attrs.frozen
class AdvanceCathedral:
    pay: Amount


@attrs.frozen
class Discard:
    card: str


@attrs.frozen
class Choose:
    option: str


@attrs.frozen
class DestroyDebts:
    count: int


@attrs.frozen
class Release:
    count: int


@attrs.frozen
class ResolveEnd:
    card: str


ACTION_TYPES = (
    Pick,
    KeepCards,
    ChooseBoard,
    Place,
    TakeBack,
    Pass,
    Trade,
    Hire,
    DrawFive,
    Keep,
    Capture,
    Guard,
    Done,
    Construct,
    AdvanceCathedral,
    Discard,
    Choose,
    DestroyDebts,
    Release,
    ResolveEnd,
)
