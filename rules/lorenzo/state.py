"""Lorenzo il Magnifico state: frozen attrs values holding ids into the catalog (rules/lorenzo/data.py)."""

from __future__ import annotations

from typing import Any, Union

import attrs

MEMBERS = ("black", "white", "orange", "neutral")
COLOURED = MEMBERS[:3]
PLAY, VATICAN, OVER = "play", "vatican", "over"


@attrs.frozen
class Player:
    seat: int
    coin: int = 0
    wood: int = 0
    stone: int = 0
    servant: int = 0
    military: int = 0
    faith: int = 0
    vp: int = 0
    special_token: int = 0  # Houses of Renaissance: how many special tokens the seat holds (which: the houses part)
    cards: tuple[str, ...] = ()  # owned development cards, in the order taken
    excoms: tuple[str, ...] = ()  # excommunication tiles this seat bears a cube on
    home: tuple[str, ...] = MEMBERS  # family members not yet placed this round
    tile: str = "basic"
    leader_hand: tuple[str, ...] = ()  # leaders held, not yet played (hidden from the others)
    leaders: tuple[str, ...] = ()  # leaders played, face up
    leaders_flipped: tuple[str, ...] = ()  # once-a-round abilities used this round
    copies: tuple[tuple[str, str], ...] = ()  # copying leader -> leader copied (Lorenzo de' Medici)
    fixed_members: tuple[tuple[str, int], ...] = ()  # this round: member -> fixed value (Montefeltro)


@attrs.frozen
class Placement:
    space: str  # "tower:<type>:<floor 0-3>", "harvest:single|large", "production:...", "market:<i>", "council"
    seat: int
    member: str


# Decision frames (top of `decisions` is resolved first).
@attrs.frozen
class PrivilegeFrame:
    actor: int
    count: int
    taken: tuple[str, ...] = ()


@attrs.frozen
class BonusTakeFrame:
    """A card's immediate action: take a card of `card_type` ("any") at `value`, no member."""

    actor: int
    card_type: str
    value: int
    discount: tuple[tuple[str, int], ...] = ()


@attrs.frozen
class BonusWorkFrame:
    """A card's (or a leader's) harvest or production at `value`, no member."""

    actor: int
    work: str
    value: int
    card_bonuses: bool = True  # leaders' actions: character bonuses do not apply
    only_card: str = ""  # a leader's action that activates one card only (Alberti, Strozzi): that card


@attrs.frozen
class ExchangeFrame:
    """A production under way: the exchanges still to choose (one card at a time), and what the
    production has earned so far, paid out only at the end (exchanges use prior stock, L263)."""

    actor: int
    cards: tuple[str, ...]
    pending: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()  # (source, gains)
    privileges: int = 0
    value: int = 0  # the production's value (an exchange option may need a least value)


@attrs.frozen
class VaticanFrame:
    actor: int


@attrs.frozen
class TilePickFrame:
    """Advanced set-up (L368): pick an advanced personal bonus tile, in reverse turn order."""

    actor: int


@attrs.frozen
class DraftFrame:
    """Leader draft (L370): keep one leader of the hand in front of you, the rest pass on."""

    actor: int


@attrs.frozen
class LeaderWindowFrame:
    """After a placement and its effects: leader actions are still allowed before the turn ends (L378)."""

    actor: int


@attrs.frozen
class MemberChoiceFrame:
    """A leader fixes one coloured member's value for the round: which one."""

    actor: int
    value: int


@attrs.frozen
class CopyFrame:
    """Lorenzo de' Medici: choose the leader (played by another seat) whose ability to copy, for good."""

    actor: int
    leader: str


@attrs.frozen
class FreeLeaderFrame:
    """Play a leader from the hand whatever its requirements (Ladislao VII), or not (SkipBonus)."""

    actor: int
    must: bool = False  # no declining (Houses: Sforza's family plays one of its two leaders at once)


Frame = Union[
    FreeLeaderFrame,
    CopyFrame,
    MemberChoiceFrame,
    PrivilegeFrame,
    BonusTakeFrame,
    BonusWorkFrame,
    ExchangeFrame,
    VaticanFrame,
    TilePickFrame,
    DraftFrame,
    LeaderWindowFrame,
]
#: The expansion's part of the state (Houses), set by `resolve_types` as in rules.duel.state.
ExpansionState = Any


@attrs.frozen
class LorenzoState:
    seed: int | str
    ply: int
    phase: str
    players: tuple[Player, ...]
    decisions: tuple[Frame, ...] = ()
    round: int = 1
    order: tuple[int, ...] = ()  # turn order, first player first
    queue: tuple[int, ...] = ()  # turns still to play this round, next first
    dice: tuple[int, int, int] = (1, 1, 1)  # black, white, orange
    towers: tuple[tuple[str | None, ...], ...] = ()  # per tower (board order), floors 1-4: card id or None
    placements: tuple[Placement, ...] = ()  # this round, in the order made
    decks: tuple[tuple[str, ...], ...] = ()  # per tower: draw pile, next card first (hidden)
    excom_tiles: tuple[str, ...] = ()  # the period 1, 2, 3 tiles on the board
    discard: tuple[str, ...] = ()  # cards left on the towers at round ends (public)
    leaders: bool = False
    draft: tuple[tuple[str, ...], ...] = ()  # per seat: the leader hand being drafted (hidden)
    leader_deck: tuple[str, ...] = ()  # leaders not dealt (hidden)
    leader_discard: tuple[str, ...] = ()  # leaders discarded for a privilege (named in the log: public)
    houses: ExpansionState | None = None  # the Houses of Renaissance plug-in's part (rules.lorenzo.houses)


@attrs.frozen
class LorenzoView:
    """What a viewer sees: the state with the draw piles replaced by their sizes (L: deck order and
    undrawn cards are hidden; base Lorenzo has no hands)."""

    state: LorenzoState
    viewer: int
    deck_sizes: tuple[int, ...]


BASE_FRAMES = (
    FreeLeaderFrame,
    CopyFrame,
    MemberChoiceFrame,
    PrivilegeFrame,
    BonusTakeFrame,
    BonusWorkFrame,
    ExchangeFrame,
    VaticanFrame,
    TilePickFrame,
    DraftFrame,
    LeaderWindowFrame,
)


def resolve_types(frames: tuple[type, ...], state_type: Any) -> Any:
    """Give the state its final field types once the expansions are known: the union of every frame class,
    and the expansion's state type. Returns the union (what the save's converter tags)."""
    union = Union[BASE_FRAMES + tuple(frames)]  # type: ignore[valid-type]
    names = {**globals(), "Frame": union, "ExpansionState": state_type if state_type is not None else Any}
    attrs.resolve_types(LorenzoState, globalns=names)
    return union
