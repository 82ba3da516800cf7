"""State of a 7 Wonders Duel game, its decision frames, and what a viewer sees.

Everything is frozen attrs holding ids into `rules.duel.data`; update with `attrs.evolve`.
Seat 0 is the first player. The military position is signed: +n is n spaces toward
seat 1's capital (good for seat 0), -n toward seat 0's capital.
"""

from __future__ import annotations

from typing import Any, Union

import attrs

from rules.core.engine import ScoreLine
from rules.duel.costs import Payment


@attrs.frozen
class Options:
    agora: bool = False


@attrs.frozen
class OwnedWonder:
    """A wonder in a player's hand: built once an Age card is tucked under it."""

    id: str
    tucked: str | None = None

    @property
    def built(self) -> bool:
        return self.tucked is not None


@attrs.frozen
class PlayerState:
    coins: int
    buildings: tuple[str, ...] = ()  # card ids in build order (Agora senators live here too)
    wonders: tuple[OwnedWonder, ...] = ()
    progress: tuple[str, ...] = ()


@attrs.frozen
class Slot:
    card: str | None  # None once the card has been taken
    face_up: bool


@attrs.frozen
class Structure:
    age: int
    variant: str  # "base" or "agora": which layout in structures.toml
    slots: tuple[Slot, ...]


@attrs.frozen
class Result:
    winners: tuple[int, ...]
    end: str  # "civilian", "military", "science" (Agora: "political")


# ----------------------------------------------------------------------------- decision frames


@attrs.frozen
class DraftWonder:
    """Take one of the revealed wonders (`state.draft_offer`)."""

    actor: int
    round: int


@attrs.frozen
class PickProgress:
    """Take one progress token among `options` (board tokens, or box tokens drawn by The Great Library)."""

    actor: int
    options: tuple[str, ...]
    from_box: bool = False


@attrs.frozen
class PickDestroy:
    """Put one card of `color` from the opponent's city into the discard pile."""

    actor: int
    color: str


@attrs.frozen
class PickFromDiscard:
    """The Mausoleum: build one card of the discard pile for free."""

    actor: int


@attrs.frozen
class PickStarter:
    """Choose which seat starts `age`."""

    actor: int
    age: int


@attrs.frozen
class EndOfTurn:
    """Resolved automatically once every follow-up choice of the turn is done."""

    actor: int


BASE_FRAMES: tuple[type, ...] = (DraftWonder, PickProgress, PickDestroy, PickFromDiscard, PickStarter, EndOfTurn)
#: Every decision frame: the base ones here; `resolve_types` adds the expansions' once they are
#: loaded, so the annotations below name the full union (a tagged union in saves).
Frame = Union[BASE_FRAMES]  # type: ignore[valid-type]
#: The expansion's part of the state and of the view (Agora), also set by `resolve_types`.
ExpansionState = Any
ExpansionView = Any


@attrs.frozen
class DuelState:
    seed: Any  # int or str; typed Any so cattrs passes it through unchanged (it has no hook for int | str)
    phase: str  # "draft", "play", "end"
    players: tuple[PlayerState, ...]
    options: Options = Options()
    ply: int = 0
    decisions: tuple[Frame, ...] = ()
    age: int = 0  # 0 during the draft
    current: int = 0  # whose turn it is (when no decision is pending)
    replay: bool = False  # the current player plays again after this turn
    structure: Structure | None = None
    upcoming: tuple[tuple[str, ...], ...] = ()  # deal order of the Ages not laid out yet (hidden)
    removed: tuple[tuple[str, ...], ...] = ()  # cards removed unseen at setup, per Age (hidden)
    unused_guilds: tuple[str, ...] = ()  # hidden
    discard: tuple[str, ...] = ()
    board_progress: tuple[str, ...] = ()
    box_progress: tuple[str, ...] = ()  # hidden
    draft_offer: tuple[str, ...] = ()
    draft_next: tuple[str, ...] = ()  # second draft round, not revealed yet (hidden)
    wonder_box: tuple[str, ...] = ()  # wonders out of the draft (hidden)
    retired_wonders: tuple[str, ...] = ()  # back to the box through the 7-wonder limit (public)
    military: int = 0
    military_tokens: tuple[str, ...] = ()  # tokens still on the track
    last_taker: int | None = None  # who took the last card taken from the structure
    result: Result | None = None
    agora: ExpansionState | None = None  # the Agora plug-in's part (rules.duel.agora)


# ----------------------------------------------------------------------------- views


@attrs.frozen
class SlotView:
    index: int
    row: int
    column: int
    card: str | None  # None when taken or face down
    back: str | None  # face down: "age_1".."age_3", "guild" or "senator"
    taken: bool
    accessible: bool


@attrs.frozen
class WonderOffer:
    wonder: str
    cost: Payment
    affordable: bool


@attrs.frozen
class CardOffer:
    """What `for_seat` could do with an accessible card now, with exact costs."""

    slot: int
    card: str
    construct: Payment | None  # None when the card is not a building (Agora senators)
    can_construct: bool
    discard_coins: int


@attrs.frozen
class PlayerView:
    seat: int
    coins: int
    buildings: tuple[str, ...]
    wonders: tuple[OwnedWonder, ...]
    progress: tuple[str, ...]
    science: tuple[str, ...]
    production: tuple[tuple[str, int], ...]
    production_choices: tuple[tuple[str, ...], ...]
    trade_prices: tuple[tuple[str, int], ...]
    score: ScoreLine


@attrs.frozen
class DuelView:
    viewer: int
    phase: str
    age: int
    current: int
    to_act: tuple[int, ...]
    decisions: tuple[Frame, ...]
    structure: tuple[SlotView, ...]
    offers_for: int | None
    offers: tuple[CardOffer, ...]
    wonder_offers: tuple[WonderOffer, ...]  # what each unbuilt wonder would cost `offers_for`, with any card
    discard: tuple[str, ...]
    players: tuple[PlayerView, ...]
    board_progress: tuple[str, ...]
    box_progress_count: int
    military: int
    military_tokens: tuple[str, ...]
    draft_offer: tuple[str, ...]
    retired_wonders: tuple[str, ...]
    wonders_built: int
    cards_left_in_age: int
    result: Result | None
    agora: ExpansionView | None = None


def resolve_types(frames: tuple[type, ...], state_type: Any, view_type: Any) -> Any:
    """Give the state and view classes their final field types once the expansions are known:
    the union of every frame class, and the expansion's state and view types. Returns the union."""
    union = Union[BASE_FRAMES + tuple(frames)]  # type: ignore[valid-type]
    names = {
        **globals(),
        "Frame": union,
        "ExpansionState": state_type if state_type is not None else Any,
        "ExpansionView": view_type if view_type is not None else Any,
    }
    for cls in (DuelState, DuelView):
        attrs.resolve_types(cls, globalns=names)
    return union
