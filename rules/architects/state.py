"""The state of an Architects of the West Kingdom game: frozen attrs values holding card ids.

An *owner* is anyone with workers on the board: the seats 0..n-1 and, in the solo and
2-vs-AI games, the AI as owner n (`state.ai`). Arrays indexed by owner (workers per
location, Prison, captives on a board) have one entry per owner. Building, apprentice,
Black Market, Reward and Scheme ids are unique strings (data/architects/*.toml), so hidden
ones can be listed as secrets. The decision stack holds one frame per pending choice.
"""

from __future__ import annotations

from typing import Union

import attrs

from rules.architects.data import LARGE, Amount
from rules.core.commits import CommitSlots

Seat = int

# phases
CHOOSE_BOARDS = "boards"
DRAFT = "draft"
PLAY = "play"
FINAL = "final"  # end-game effects being resolved
OVER = "over"

# stages of a turn in PLAY (see turns.advance)
PLACE = "place"
AFTER = "after"  # the turn's action is resolved: reset, hand limit, next turn
RESET_END = "reset_end"  # reset steps 4-5 after step 3's choices
LIMIT = "limit"
END = "end"


@attrs.frozen
class Rules:
    """Chosen options (GAME.options)."""

    variant_boards: bool = False
    variant_pick: str = "random"
    automa: str = "none"
    guildhall_refresh: bool = False


@attrs.frozen
class Owner:
    """One player's board (a seat or the AI): resources, cards, workers at home, captives."""

    silver: int = 0
    clay: int = 0
    wood: int = 0
    stone: int = 0
    gold: int = 0
    marble: int = 0
    virtue: int = 7
    hand: tuple[str, ...] = ()
    buildings: tuple[str, ...] = ()
    apprentices: tuple[str, ...] = ()
    home: int = 20
    captives: tuple[int, ...] = ()  # per owner: their workers held on this board
    debts: int = 0  # unpaid
    paid_debts: int = 0
    cathedral: int = 0  # 0 = below level 1
    board: str = ""  # variant character id, "" for the standard side
    pending_destroy: int = 0  # virtue gained past 14 not yet turned into destroyed debts

    def amount(self, resource: str) -> int:
        return getattr(self, resource)


# ----- decision frames (top of `decisions` is the choice to make now)
@attrs.frozen
class KeepStartFrame:
    """Solo: keep 3 of the 5 Building cards drawn."""

    actor: int
    cards: tuple[str, ...]


@attrs.frozen
class BoardFrame:
    """Variant boards picked in seat order."""

    actor: int


@attrs.frozen
class StorehouseFrame:
    actor: int
    left: int


@attrs.frozen
class HireFrame:
    """Hire one face-up apprentice. source: "workshop" (columns by workers, paid), "market"
    (Black Market space 2: any card, or draw 5 keep 1), "free" (Tavern)."""

    actor: int
    source: str
    reach: int = 4


@attrs.frozen
class KeepOneFrame:
    """Black Market space 2: keep 1 of the cards drawn, the rest go to the deck bottom."""

    actor: int
    cards: tuple[str, ...]


@attrs.frozen
class CaptureFrame:
    actor: int
    left: int
    max_locations: int
    used: tuple[str, ...] = ()
    made: int = 0
    free: bool = False


@attrs.frozen
class GuardFrame:
    actor: int
    left: int


@attrs.frozen
class GuildFrame:
    actor: int


@attrs.frozen
class CathedralFrame:
    """Advancing on the Cathedral after paying: discard a Building card (not Frederick)."""

    actor: int


@attrs.frozen
class EffectFrame:
    """A building's immediate effect that needs a choice (Treasury, Clay Pit, Church, Library, Barracks)."""

    actor: int
    building: str


@attrs.frozen
class DestroyFrame:
    """Virtue past 14: destroy up to `count` unpaid debts (R3: optional, most offered first)."""

    actor: int
    count: int


@attrs.frozen
class GatekeeperFrame:
    actor: int


@attrs.frozen
class LimitFrame:
    actor: int


@attrs.frozen
class EndOrderFrame:
    """End of game: the owner orders their virtue end-game effects."""

    actor: int
    remaining: tuple[str, ...]


Frame = Union[
    KeepStartFrame,
    BoardFrame,
    StorehouseFrame,
    HireFrame,
    KeepOneFrame,
    CaptureFrame,
    GuardFrame,
    GuildFrame,
    CathedralFrame,
    EffectFrame,
    DestroyFrame,
    GatekeeperFrame,
    LimitFrame,
    EndOrderFrame,
]


@attrs.frozen
class Draft:
    """The opening building draft: packs per seat, picks as hidden commits."""

    round: int
    packs: tuple[tuple[str, ...], ...]
    slots: CommitSlots


@attrs.frozen
class Automa:
    """The AI's Scheme cards (deck top first)."""

    side: str
    deck: tuple[str, ...]
    discard: tuple[str, ...] = ()
    future: tuple[str, ...] = ()
    last: str = ""
    turns: int = 0  # AI turns played (the log reports each one)
    went: str = ""  # where the last AI turn placed ("recall": called workers home)


@attrs.frozen
class ArchitectsState:
    seed: int | str
    ply: int
    phase: str
    rules: Rules
    players: tuple[Owner, ...]
    ai: Owner | None
    automa: Automa | None
    order: tuple[int, ...]  # owners in turn order
    turn: int  # index into order
    stage: str
    decisions: tuple[Frame, ...]
    workers: tuple[tuple[int, ...], ...]  # LARGE location x owner
    market: tuple[int, ...]  # Black Market spaces: owner or -1
    guildhall: tuple[int, ...]  # owners in fill order (beyond capacity: beside it)
    prison: tuple[int, ...]  # per owner
    tax: int
    building_deck: tuple[str, ...]  # top first
    apprentice_deck: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]  # two rows of face-up apprentices ("" = empty)
    coins: tuple[tuple[int, ...], ...]  # silver lying on each of them
    market_left: tuple[str, ...]  # Black Market piles, top first
    market_right: tuple[str, ...]
    rewards: tuple[str, ...]  # face down, top first
    boxed_rewards: tuple[str, ...]
    used_rewards: tuple[str, ...] = ()  # resolved and out of the game (public)
    draft: Draft | None = None
    pending_reset: bool = False
    end_triggered: bool = False
    final_turns: int = -1  # turns left after the trigger turn; -1 before
    revealed: int = 0  # grows whenever hidden information is drawn or flipped
    placed: str = ""  # where the current turn's worker went

    @property
    def owners(self) -> int:
        return len(self.players) + (1 if self.ai is not None else 0)

    @property
    def ai_index(self) -> int:
        return len(self.players) if self.ai is not None else -1

    @property
    def current(self) -> int:
        return self.order[self.turn]

    def owner(self, index: int) -> Owner:
        return self.ai if index == self.ai_index else self.players[index]  # type: ignore[return-value]

    def with_owner(self, index: int, owner: Owner) -> ArchitectsState:
        if index == self.ai_index:
            return attrs.evolve(self, ai=owner)
        players = self.players[:index] + (owner,) + self.players[index + 1 :]
        return attrs.evolve(self, players=players)

    def at(self, location: str, owner: int) -> int:
        return self.workers[LARGE.index(location)][owner]


def location_index(location: str) -> int:
    return LARGE.index(location)


__all__ = ["Amount"]
