"""The state of a Sheriff of Nottingham game: frozen attrs values holding card instance ids.

A card instance id is '<good>-<nn>' (e.g. 'apple-07'); `data.good_of` maps it back to its good.
The decision stack holds one frame per pending choice (top last).
"""

from __future__ import annotations

from typing import Any, Union

import attrs

from rules.core.commits import CommitSlots

Seat = int

# bag_status values of a player for the current round
NO_BAG = "none"  # the sheriff / deputies, or before loading
LOADED = "loaded"  # loaded, not yet declared
DECLARED = "declared"  # declared, waiting for inspection
PASSED = "passed"  # let through (with or without a deal)
OPENED = "opened"  # inspected

# phases
MARKET = "market"
LOAD = "load"
DECLARE = "declare"
INSPECT = "inspect"
OVER = "over"


@attrs.frozen
class Rules:
    """Which optional rules are in play (GAME.options)."""

    royal_goods: bool = False
    time_limit: bool = False
    remove_ten: bool = False
    seven_card_hand: bool = False
    black_market: bool = False
    deputies: bool = False


@attrs.frozen
class Terms:
    """What the merchant gives for the bag to pass: all fields are what the merchant hands over,
    except `inspector_promises` (said by the sheriff / deputies) and `inspect_others` (bags the
    inspector must then open, ignoring their offers)."""

    gold: int = 0
    stand_goods: tuple[str, ...] = ()
    bag_goods: tuple[str, ...] = ()
    merchant_promises: tuple[str, ...] = ()
    inspector_promises: tuple[str, ...] = ()
    inspect_others: tuple[Seat, ...] = ()

    @property
    def empty(self) -> bool:
        return self == Terms()


@attrs.frozen
class Promise:
    """A promise agreed in a deal: shown to everyone, never enforced, lapses at round end."""

    by: Seat
    to: Seat
    kind: str
    round: int


@attrs.frozen
class BagRecord:
    """Public record of how one bag was handled (for the log panel and for bots' memory)."""

    round: int
    merchant: Seat
    inspectors: tuple[Seat, ...]
    declared_good: str
    declared_count: int
    result: str  # "passed", "deal", "honest", "caught" or "time_up"
    found: tuple[str, ...] = ()  # goods shown when the bag was opened
    deal: Terms | None = None  # the agreed terms
    penalty: int = 0  # penalties owed: by the inspectors (honest) or the merchant (caught)
    face_up: tuple[str, ...] = ()  # legal goods put face up on the stand when the bag passed
    face_down: int = 0  # how many cards went face down when the bag passed
    void: tuple[str, ...] = ()  # goods promised from the bag that were in neither bag nor stand


@attrs.frozen
class Proof:
    """Thieves' etiquette: goods promised from the bag were in neither the bag nor the stand, so
    the merchant showed both to the inspector(s) of the deal (`shown_to`) to prove it. Good ids
    as they were when the deal was carried out; only `shown_to` ever see this."""

    round: int
    merchant: Seat
    shown_to: tuple[Seat, ...]
    void: tuple[str, ...]  # the goods promised that could not be handed over
    bag: tuple[str, ...]  # every card in the bag
    stand: tuple[str, ...]  # every card on the stand, face-down ones too


@attrs.frozen
class PlayerState:
    gold: int
    hand: tuple[str, ...] = ()
    stand_legal: tuple[str, ...] = ()  # face up
    stand_contraband: tuple[str, ...] = ()  # face down: contraband and royal goods
    black_market: tuple[str, ...] = ()  # black market card ids claimed (public)
    bag: tuple[str, ...] = ()
    bag_status: str = NO_BAG
    declared_good: str | None = None
    declared_count: int = 0
    market_discards: tuple[str, ...] = ()  # this round's face-up discards, collected after the market
    discarded_goods: tuple[str, ...] = ()  # public record of what was discarded this round (good ids)
    times_sheriff: int = 0
    claimed_this_round: bool = False


# ----- decision frames (every frame has an `actor`; simultaneous frames use CommitSlots)
@attrs.frozen
class PickFirstMerchant:
    actor: Seat


@attrs.frozen
class MarketTurns:
    order: tuple[Seat, ...]  # merchants still to exchange, next first

    @property
    def actor(self) -> Seat:
        return self.order[0]


@attrs.frozen
class LoadBags:
    slots: CommitSlots  # values: comma-joined good ids

    @property
    def actor(self) -> None:
        return None


@attrs.frozen
class Declarations:
    order: tuple[Seat, ...]

    @property
    def actor(self) -> Seat:
        return self.order[0]


@attrs.frozen
class InspectChoice:
    """The sheriff (or lead deputy) picks the next bag to deal with."""

    actor: Seat


@attrs.frozen
class DeputyStances:
    merchant: Seat
    slots: CommitSlots  # values: "inspect" or "pass"

    @property
    def actor(self) -> None:
        return None


@attrs.frozen
class Negotiation:
    """The deal over one bag. `authority` speaks for the inspecting side."""

    merchant: Seat
    authority: Seat
    actor: Seat
    joint: bool = False  # both deputies: bribes and fines go to the loot tile
    pending: Terms | None = None
    pending_from: Seat | None = None
    merchant_drafts: int = 0
    authority_drafts: int = 0


@attrs.frozen
class Draft:
    """Terms being composed by `actor` (seen only by the drafter until sent)."""

    merchant: Seat
    actor: Seat
    terms: Terms = Terms()


@attrs.frozen
class BlackMarketChance:
    actor: Seat


Frame = Union[
    PickFirstMerchant,
    MarketTurns,
    LoadBags,
    Declarations,
    InspectChoice,
    DeputyStances,
    Negotiation,
    Draft,
    BlackMarketChance,
]


@attrs.frozen
class SheriffState:
    seed: Any  # int or str; Any so cattrs passes it through (it has no hook for int | str)
    ply: int
    phase: str
    decisions: tuple[Frame, ...]
    players: tuple[PlayerState, ...]
    rules: Rules = Rules()
    round_no: int = 1
    rounds_total: int = 0  # rounds in the game (deputies: 3 passes x 3 rounds)
    sheriff: Seat | None = None  # None in the 6-player deputies game
    deputies: tuple[Seat, ...] = ()  # (lead, second): lead = first deputy card drawn
    deputy_deck: tuple[Seat, ...] = ()  # seats still to be drawn in this pass, top last
    deputy_passes_done: int = 0
    deck: tuple[str, ...] = ()  # face down, top last
    discard: tuple[str, ...] = ()  # face up, top last
    removed: tuple[str, ...] = ()  # out of the game unseen (remove_ten variant)
    first_merchant: Seat | None = None
    resolved: tuple[Seat, ...] = ()  # merchants whose bag was handled this round, in order
    must_open: tuple[Seat, ...] = ()  # bags the inspector agreed to open
    promises: tuple[Promise, ...] = ()
    black_market_left: tuple[str, ...] = ()
    loot_gold: int = 0
    loot_cards: tuple[str, ...] = ()
    history: tuple[BagRecord, ...] = ()  # every bag handled so far, oldest first
    proofs: tuple[Proof, ...] = ()  # bags and stands shown to prove a void promise (private)

    @property
    def inspectors(self) -> tuple[Seat, ...]:
        return self.deputies if self.sheriff is None else (self.sheriff,)

    @property
    def merchants(self) -> tuple[Seat, ...]:
        """This round's merchants, clockwise from the declaration start."""
        n = len(self.players)
        start = self.inspectors[0]
        return tuple(s for s in ((start + i) % n for i in range(1, n + 1)) if s not in self.inspectors)
