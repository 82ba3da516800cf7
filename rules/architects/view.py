"""What one viewer may see (`view`) and which ids they must not see (`secrets`).

Public: every board (resources, virtue, debts, apprentices, constructed buildings, captives,
workers), hand sizes, the Workshop rows and their coins, the Black Market rewards on show,
the Tax Stand, the Guildhall, the Cathedral, the Prison, the AI's revealed Scheme cards.
Hidden: other seats' hands, draft packs and picks, cards drawn to keep one, every deck and
its order, the Black Market cards' unseen faces, the Reward pile and the boxed Rewards, the
AI's Scheme deck.
"""

from __future__ import annotations

import attrs

from rules.architects.data import Amount, catalog
from rules.architects.locations import guild_capacity, guild_columns, market_reward
from rules.architects.scoring import breakdown
from rules.architects.state import (
    ArchitectsState,
    Draft,
    Frame,
    KeepOneFrame,
    KeepStartFrame,
    Owner,
    Rules,
)
from rules.core import decisions as stack
from rules.core.commits import CommitSlots
from rules.core.engine import GOD, Seat


@attrs.frozen
class OwnerView:
    index: int
    is_ai: bool
    board: str
    silver: int
    clay: int
    wood: int
    stone: int
    gold: int
    marble: int
    virtue: int
    hand: tuple[str, ...]  # own seat (or GOD) only
    hand_count: int
    buildings: tuple[str, ...]
    apprentices: tuple[str, ...]
    home: int
    captives: tuple[int, ...]
    debts: int
    paid_debts: int
    cathedral: int
    prison: int

    def amount(self, resource: str) -> int:
        return getattr(self, resource)


@attrs.frozen
class DraftView:
    round: int
    pack: tuple[str, ...]  # the viewer's pack only
    pack_sizes: tuple[int, ...]
    slots: CommitSlots


@attrs.frozen
class AutomaView:
    side: str
    label: str
    deck_count: int
    discard: tuple[str, ...]
    future_count: int
    last: str  # the Scheme card revealed last
    went: str  # where that turn placed ("recall": workers called home)
    turns: int


@attrs.frozen
class ArchitectsView:
    viewer: Seat
    hand: tuple[str, ...]  # the viewer's own Building cards (the private panel)
    phase: str
    stage: str
    rules: Rules
    order: tuple[int, ...]
    current: int
    owners: tuple[OwnerView, ...]  # seats, then the AI
    ai_index: int
    decisions: tuple[Frame, ...]
    workers: tuple[tuple[int, ...], ...]
    market: tuple[int, ...]
    market_rewards: tuple[Amount, ...]  # what spaces 1 and 3 pay now
    market_piles: tuple[int, int]
    market_right: tuple[str, ...]  # cards flipped at resets: both faces have been seen
    guildhall: tuple[int, ...]
    guild_columns: int
    guild_capacity: int
    tax: int
    building_deck: int
    apprentice_deck: int
    rows: tuple[tuple[str, ...], ...]
    coins: tuple[tuple[int, ...], ...]
    rewards_left: int
    used_rewards: tuple[str, ...]
    draft: DraftView | None
    automa: AutomaView | None
    pending_reset: bool
    end_triggered: bool
    final_turns: int
    placed: str
    ai_score: tuple[tuple[str, int], ...] = ()  # the AI's live score, line by line (public)

    @property
    def players(self) -> tuple[OwnerView, ...]:
        return tuple(o for o in self.owners if not o.is_ai)

    def at(self, location: str, owner: int) -> int:
        from rules.architects.data import LARGE

        return self.workers[LARGE.index(location)][owner]


def _owner_view(state: ArchitectsState, index: int, viewer: Seat) -> OwnerView:
    o: Owner = state.owner(index)
    mine = viewer in (index, GOD)
    return OwnerView(
        index=index,
        is_ai=index == state.ai_index,
        board=o.board,
        silver=o.silver,
        clay=o.clay,
        wood=o.wood,
        stone=o.stone,
        gold=o.gold,
        marble=o.marble,
        virtue=o.virtue,
        hand=o.hand if mine else (),
        hand_count=len(o.hand),
        buildings=o.buildings,
        apprentices=o.apprentices,
        home=o.home,
        captives=o.captives,
        debts=o.debts,
        paid_debts=o.paid_debts,
        cathedral=o.cathedral,
        prison=state.prison[index],
    )


def _frame_view(frame: object, viewer: Seat) -> object:
    if isinstance(frame, (KeepOneFrame, KeepStartFrame)) and viewer not in (frame.actor, GOD):
        return attrs.evolve(frame, cards=())
    return frame


def _draft_view(draft: Draft | None, viewer: Seat) -> DraftView | None:
    if draft is None:
        return None
    pack = draft.packs[viewer] if 0 <= viewer < len(draft.packs) else ()
    if viewer == GOD:
        pack = tuple(c for p in draft.packs for c in p)
    return DraftView(draft.round, pack, tuple(len(p) for p in draft.packs), draft.slots.redacted(viewer))


def view(state: ArchitectsState, viewer: Seat) -> ArchitectsView:
    automa = None
    if state.automa is not None:
        a = state.automa
        automa = AutomaView(
            a.side,
            catalog().automa_label,
            len(a.deck),
            a.discard,
            len(a.future),
            a.last,
            a.went,
            a.turns,
        )
    own = state.players[viewer].hand if 0 <= viewer < len(state.players) else ()
    return ArchitectsView(
        viewer=viewer,
        hand=own,
        phase=state.phase,
        stage=state.stage,
        rules=state.rules,
        order=state.order,
        current=state.current,
        owners=tuple(_owner_view(state, i, viewer) for i in range(state.owners)),
        ai_index=state.ai_index,
        decisions=tuple(_frame_view(f, viewer) for f in state.decisions),
        workers=state.workers,
        market=state.market,
        market_rewards=(market_reward(state, 1), market_reward(state, 3)),
        market_piles=(len(state.market_left), len(state.market_right)),
        market_right=state.market_right,
        guildhall=state.guildhall,
        guild_columns=guild_columns(state),
        guild_capacity=guild_capacity(state),
        tax=state.tax,
        building_deck=len(state.building_deck),
        apprentice_deck=len(state.apprentice_deck),
        rows=state.rows,
        coins=state.coins,
        rewards_left=len(state.rewards),
        used_rewards=state.used_rewards,
        draft=_draft_view(state.draft, viewer),
        automa=automa,
        pending_reset=state.pending_reset,
        end_triggered=state.end_triggered,
        final_turns=state.final_turns,
        placed=state.placed,
        ai_score=breakdown(state, state.ai_index) if state.ai is not None else (),
    )


def secrets(state: ArchitectsState, viewer: Seat) -> frozenset[str]:
    if viewer == GOD:
        return frozenset()
    hidden: set[str] = set(state.building_deck) | set(state.apprentice_deck)
    hidden |= set(state.rewards) | set(state.boxed_rewards) | set(state.market_left)
    for index in range(state.owners):
        if index != viewer:
            hidden |= set(state.owner(index).hand)
    for frame in state.decisions:
        if isinstance(frame, (KeepOneFrame, KeepStartFrame)) and frame.actor != viewer:
            hidden |= set(frame.cards)
    if state.draft is not None:
        for seat, pack in enumerate(state.draft.packs):
            if seat != viewer:
                hidden |= set(pack)
                pick = state.draft.slots.get(seat)
                if pick is not None:
                    hidden.add(pick)
    if state.automa is not None:
        hidden |= set(state.automa.deck) | set(state.automa.future)
    return frozenset(hidden)


def rules_anchor(state: ArchitectsState) -> str:
    """The rules.md section for what is being decided now."""
    from rules.architects import state as S

    frame = stack.top(state.decisions)
    anchors = {
        S.KeepStartFrame: "solo",
        S.BoardFrame: "variant",
        S.StorehouseFrame: "storehouse",
        S.HireFrame: "workshop",
        S.KeepOneFrame: "black-market",
        S.CaptureFrame: "town-centre",
        S.GuardFrame: "guardhouse",
        S.GuildFrame: "guildhall",
        S.CathedralFrame: "cathedral",
        S.EffectFrame: "buildings",
        S.DestroyFrame: "virtue",
        S.GatekeeperFrame: "reset",
        S.LimitFrame: "turn",
        S.EndOrderFrame: "end",
    }
    if frame is not None:
        return anchors.get(type(frame), "turn")
    if state.phase == S.DRAFT:
        return "setup"
    if state.phase in (S.OVER, S.FINAL):
        return "scoring"
    return "turn"
