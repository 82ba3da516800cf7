"""Actions of 7 Wonders Duel: what a seat sends. Expansions add their own (`hooks.Expansion.actions`)."""

from __future__ import annotations

import attrs


@attrs.frozen
class TakeWonder:
    """Wonder draft: take one revealed wonder."""

    wonder: str


@attrs.frozen
class Construct:
    """Take an accessible card and build it in your city."""

    card: str


@attrs.frozen
class Discard:
    """Take an accessible card and discard it for 2 coins + 1 per yellow card in your city."""

    card: str


@attrs.frozen
class BuildWonder:
    """Take an accessible card and tuck it under one of your wonders to build that wonder."""

    card: str
    wonder: str


@attrs.frozen
class ChooseProgress:
    token: str


@attrs.frozen
class DestroyCard:
    """Put a card of the opponent's city into the discard pile (Circus Maximus, Statue of Zeus)."""

    card: str


@attrs.frozen
class BuildDiscarded:
    """The Mausoleum: build a card of the discard pile for free."""

    card: str


@attrs.frozen
class ChooseStarter:
    """Say which seat starts the next Age."""

    seat: int


BASE_ACTIONS: tuple[type, ...] = (
    TakeWonder,
    Construct,
    Discard,
    BuildWonder,
    ChooseProgress,
    DestroyCard,
    BuildDiscarded,
    ChooseStarter,
)
