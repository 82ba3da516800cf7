"""What one viewer may see (`view`) and which ids they must not see (`secrets`).

Public: gold of everyone (coins sit on the table), legal goods on stands, the number of
face-down contraband, declarations, market discards and the discard pile, the deal on the
table, promises, the black market piles and the loot tile. Hidden: other seats' hands, bags
before they are handled, face-down contraband (until the game ends), the deck and removed cards.
Shown to one side only: a bag and stand shown to the inspector(s) to prove a void promise.
"""

from __future__ import annotations

import random

import attrs

from rules.core import decisions as stack
from rules.core.commits import CommitSlots
from rules.core.engine import GOD, ScoreLine, Seat
from rules.sheriff.cards import counts, sort_goods
from rules.sheriff.data import catalog
from rules.sheriff.rounds import hand_size
from rules.sheriff.rules import to_act, unresolved
from rules.sheriff.scoring import bonuses, good_counts, scores_seen_by
from rules.sheriff.state import (
    OVER,
    BagRecord,
    BlackMarketChance,
    Declarations,
    DeputyStances,
    Draft,
    InspectChoice,
    LoadBags,
    MarketTurns,
    Negotiation,
    PickFirstMerchant,
    Promise,
    Proof,
    Rules,
    SheriffState,
    Terms,
)


@attrs.frozen
class SeatView:
    seat: Seat
    merchant: str  # the stand's character id (data/sheriff/setup.toml)
    name: str
    name_ko: str
    role: str  # "sheriff", "deputy" or "merchant"
    gold: int
    hand: tuple[str, ...]  # card ids: own seat (or GOD) only
    hand_count: int
    stand_legal_counts: tuple[tuple[str, int], ...]
    stand_contraband: tuple[str, ...]  # own seat, GOD, or everyone once the game is over
    contraband_count: int
    black_market: tuple[str, ...]
    bag: tuple[str, ...]  # own seat (or GOD) only
    bag_count: int
    bag_status: str
    declared_good: str | None
    declared_count: int
    market_discards: tuple[str, ...]  # face-up cards during the market
    discarded_goods: tuple[str, ...]  # what this seat discarded at this round's market (good ids)
    times_sheriff: int
    claimed_this_round: bool


@attrs.frozen
class DealView:
    """The deal over the bag being handled."""

    merchant: Seat
    authority: Seat  # speaks for the inspecting side
    joint: bool  # both deputies (loot tile)
    to_answer: Seat
    pending: Terms | None  # terms on the table
    pending_from: Seat | None
    merchant_drafts_left: int
    authority_drafts_left: int
    drafting: Seat | None  # who is composing terms now
    draft: Terms | None  # the draft, shown to its drafter only


@attrs.frozen
class Standing:
    """King/Queen race for one legal good from public information (face-up goods only)."""

    good: str
    counts: tuple[int, ...]
    bonus: tuple[int, ...]


@attrs.frozen
class SheriffView:
    viewer: Seat
    phase: str
    step: str  # top decision: first_merchant, market, load, declare, inspect,
    # stances, negotiation, draft, black_market, over
    rules: Rules
    round_no: int
    rounds_total: int
    hand_size: int
    sheriff: Seat | None
    deputies: tuple[Seat, ...]
    merchants: tuple[Seat, ...]  # this round's merchants, in declaration order
    first_merchant: Seat | None
    to_act: tuple[Seat, ...]
    players: tuple[SeatView, ...]
    deck_count: int
    discard_count: int
    discard_counts: tuple[tuple[str, int], ...]  # the face-up discard pile by good
    removed_count: int
    waiting_bags: tuple[Seat, ...]
    resolved: tuple[Seat, ...]
    must_open: tuple[Seat, ...]
    committed: tuple[Seat, ...]  # seats that already loaded their bag / chose their stance
    my_stance: str | None
    stance_merchant: Seat | None
    deal: DealView | None
    promises: tuple[Promise, ...]
    black_market_left: tuple[str, ...]
    loot_gold: int
    loot_cards: tuple[str, ...]
    standings: tuple[Standing, ...]
    time_limit_seconds: int
    history: tuple[BagRecord, ...]  # every bag handled so far (public)
    proofs: tuple[Proof, ...]  # bags and stands shown to this viewer to prove a void promise
    scores: tuple[ScoreLine, ...]  # as the viewer can count them: own face-down cards included
    seat_lot: int | None  # the viewer's own lot (see `seat_lot`); None for spectators


def _by_good(cards: tuple[str, ...]) -> tuple[tuple[str, int], ...]:
    tally = counts(cards)
    return tuple((g, tally[g]) for g in sort_goods(tally))


def _role(state: SheriffState, seat: Seat) -> str:
    if seat == state.sheriff:
        return "sheriff"
    if seat in state.deputies:
        return "deputy"
    return "merchant"


def _seat_view(state: SheriffState, seat: Seat, viewer: Seat) -> SeatView:
    player = state.players[seat]
    mine = viewer in (seat, GOD)
    merchant = catalog().merchants[seat]
    return SeatView(
        seat=seat,
        merchant=merchant.id,
        name=merchant.name,
        name_ko=merchant.name_ko,
        role=_role(state, seat),
        gold=player.gold,
        hand=player.hand if mine else (),
        hand_count=len(player.hand),
        stand_legal_counts=_by_good(player.stand_legal),
        stand_contraband=player.stand_contraband if (mine or state.phase == OVER) else (),
        contraband_count=len(player.stand_contraband),
        black_market=player.black_market,
        bag=player.bag if mine else (),
        bag_count=len(player.bag),
        bag_status=player.bag_status,
        declared_good=player.declared_good,
        declared_count=player.declared_count,
        market_discards=player.market_discards,
        discarded_goods=player.discarded_goods,
        times_sheriff=player.times_sheriff,
        claimed_this_round=player.claimed_this_round,
    )


_STEP_NAMES = {
    PickFirstMerchant: "first_merchant",
    MarketTurns: "market",
    LoadBags: "load",
    Declarations: "declare",
    InspectChoice: "inspect",
    DeputyStances: "stances",
    Negotiation: "negotiation",
    Draft: "draft",
    BlackMarketChance: "black_market",
}


def deal_view(state: SheriffState, viewer: Seat) -> DealView | None:
    negotiation = next((f for f in reversed(state.decisions) if isinstance(f, Negotiation)), None)
    if negotiation is None:
        return None
    top = stack.top(state.decisions)
    draft = top if isinstance(top, Draft) else None
    limit = catalog().constants.max_terms_per_side
    return DealView(
        merchant=negotiation.merchant,
        authority=negotiation.authority,
        joint=negotiation.joint,
        to_answer=negotiation.actor,
        pending=negotiation.pending,
        pending_from=negotiation.pending_from,
        merchant_drafts_left=limit - negotiation.merchant_drafts,
        authority_drafts_left=limit - negotiation.authority_drafts,
        drafting=draft.actor if draft else None,
        draft=draft.terms if draft and viewer in (draft.actor, GOD) else None,
    )


def public_standings(state: SheriffState) -> tuple[Standing, ...]:
    """King/Queen standings as everyone can see them: face-up legal goods (all cards at game end)."""
    if state.phase == OVER:
        stands = tuple(p.stand_legal + p.stand_contraband for p in state.players)
    else:
        stands = tuple(p.stand_legal for p in state.players)
    shares = bonuses(stands)
    result = []
    for index, bonus in enumerate(catalog().bonuses):
        result.append(
            Standing(
                bonus.good,
                tuple(good_counts(stand, bonus.good) for stand in stands),
                tuple(shares[seat][index][1] for seat in range(len(stands))),
            )
        )
    return tuple(result)


def view(state: SheriffState, viewer: Seat) -> SheriffView:
    top = stack.top(state.decisions)
    committed: tuple[Seat, ...] = ()
    my_stance = None
    stance_merchant = None
    if isinstance(top, (LoadBags, DeputyStances)):
        slots: CommitSlots = top.slots
        committed = tuple(s for s in slots.seats if slots.has_committed(s))
        if isinstance(top, DeputyStances):
            stance_merchant = top.merchant
            if viewer in slots.seats:
                my_stance = slots.get(viewer)
    time_limit = 0
    if state.rules.time_limit:
        time_limit = catalog().constants.time_limit_seconds_per_merchant * len(state.merchants)
    return SheriffView(
        viewer=viewer,
        phase=state.phase,
        step=_STEP_NAMES.get(type(top), "over"),
        rules=state.rules,
        round_no=state.round_no,
        rounds_total=state.rounds_total,
        hand_size=hand_size(state),
        sheriff=state.sheriff,
        deputies=state.deputies,
        merchants=state.merchants,
        first_merchant=state.first_merchant,
        to_act=tuple(sorted(to_act(state))),
        players=tuple(_seat_view(state, s, viewer) for s in range(len(state.players))),
        deck_count=len(state.deck),
        discard_count=len(state.discard),
        discard_counts=_by_good(state.discard),
        removed_count=len(state.removed),
        waiting_bags=unresolved(state) if state.phase != OVER else (),
        resolved=state.resolved,
        must_open=state.must_open,
        committed=committed,
        my_stance=my_stance,
        stance_merchant=stance_merchant,
        deal=deal_view(state, viewer),
        promises=state.promises,
        black_market_left=state.black_market_left,
        loot_gold=state.loot_gold,
        loot_cards=state.loot_cards,
        standings=public_standings(state),
        time_limit_seconds=time_limit,
        history=state.history,
        scores=scores_seen_by(state, viewer),
        proofs=tuple(p for p in state.proofs if viewer == GOD or viewer in p.shown_to),
        seat_lot=seat_lot(state.seed, viewer) if 0 <= viewer < len(state.players) else None,
    )


#: Lots are small numbers: a seat's lot tells nothing useful about the seed or the deal.
SEAT_LOTS = 60


def seat_lot(seed: object, seat: Seat) -> int:
    """A number in [0, 60) drawn for `seat` from the game's seed, like `rules.core.bots.bot_rng`
    but fixed for the whole game. Only that seat's view carries it: a bot uses it for what must
    stay the same all game (the greedy bot's merchant style), so styles are dealt by the seed,
    not by the seat number."""
    return random.Random(f"lot:{seed}:{seat}").randrange(SEAT_LOTS)


def secrets(state: SheriffState, viewer: Seat) -> frozenset[str]:
    if viewer == GOD:
        return frozenset()
    hidden: set[str] = set(state.deck) | set(state.removed)
    for seat, player in enumerate(state.players):
        if seat == viewer:
            continue
        hidden.update(player.hand)
        hidden.update(player.bag)
        if state.phase != OVER:
            hidden.update(player.stand_contraband)
    return frozenset(hidden)


def rules_anchor(state: SheriffState) -> str:
    """The rules.md section for what is being decided now."""
    top = stack.top(state.decisions)
    if state.phase == OVER or top is None:
        return "scoring"
    if isinstance(top, (PickFirstMerchant, MarketTurns)):
        return "market"
    if isinstance(top, LoadBags):
        return "loading"
    if isinstance(top, Declarations):
        return "declaration"
    if isinstance(top, BlackMarketChance):
        return "black-market"
    if state.sheriff is None:
        return "deputies"
    if isinstance(top, (Negotiation, Draft)):
        return "bribes"
    return "inspection"
