"""A full state consistent with one seat's view: hidden cards dealt at random from what that
seat has not seen. For bots that search (sample several, play each forward); never used by
the rules themselves.

Known exactly: every public zone and the viewer's own cards. Sampled: other seats' hands,
draft packs and picks, the cards another seat is choosing from, every deck and its order,
the Reward pile and the boxed Rewards, the Black Market left pile (its top card keeps the
small face on show), and the AI's Scheme deck and future cards.
"""

from __future__ import annotations

import random

import attrs

from rules.architects.data import catalog
from rules.architects.state import (
    ArchitectsState,
    Automa,
    Draft,
    KeepOneFrame,
    KeepStartFrame,
    Owner,
    Rules,
)
from rules.architects.view import ArchitectsView
from rules.core.commits import CommitSlots, Hidden


def _take(pool: list[str], count: int) -> tuple[str, ...]:
    taken = tuple(pool[:count])
    del pool[:count]
    return taken


def determinize(view: ArchitectsView, rng: random.Random) -> ArchitectsState:
    cat = catalog()
    me = view.viewer
    seats = len(view.players)
    solo = seats == 1
    rules: Rules = view.rules

    seen = set(view.hand)
    for owner in view.owners:
        seen |= set(owner.buildings)
    for frame in view.decisions:
        seen |= set(getattr(frame, "cards", ()))
    if view.draft is not None:
        seen |= set(view.draft.pack)
        own = view.draft.slots.values[me] if 0 <= me < seats else None
        if isinstance(own, str):
            seen.add(own)
    unseen = [b.id for b in cat.buildings if b.id not in seen and not (solo and b.solo_removed)]
    rng.shuffle(unseen)

    owners = []
    for index, o in enumerate(view.owners):
        hand = o.hand if index == me else _take(unseen, o.hand_count)
        owners.append(
            Owner(
                silver=o.silver,
                clay=o.clay,
                wood=o.wood,
                stone=o.stone,
                gold=o.gold,
                marble=o.marble,
                virtue=o.virtue,
                hand=hand,
                buildings=o.buildings,
                apprentices=o.apprentices,
                home=o.home,
                captives=o.captives,
                debts=o.debts,
                paid_debts=o.paid_debts,
                cathedral=o.cathedral,
                board=o.board,
            )
        )
    decisions = []
    for frame in view.decisions:
        if isinstance(frame, (KeepOneFrame, KeepStartFrame)) and frame.actor != me and not frame.cards:
            size = 5 if isinstance(frame, KeepOneFrame) else cat.const("solo_deal")
            frame = attrs.evolve(frame, cards=_take(unseen, min(size, len(unseen))))
        decisions.append(frame)
    draft = None
    if view.draft is not None:
        packs = tuple(
            view.draft.pack if seat == me else _take(unseen, size) for seat, size in enumerate(view.draft.pack_sizes)
        )
        values = tuple(
            (rng.choice(packs[seat]) if isinstance(value, Hidden) else value)
            for seat, value in enumerate(view.draft.slots.values)
        )
        draft = Draft(view.draft.round, packs, CommitSlots(view.draft.slots.seats, values))
    building_deck = _take(unseen, view.building_deck)

    held = {a for o in view.owners for a in o.apprentices} | {c for row in view.rows for c in row if c}
    apprentice_deck = [a.id for a in cat.apprentices if a.id not in held]
    rng.shuffle(apprentice_deck)

    rewards = [r.id for r in cat.rewards if r.id not in view.used_rewards]
    rng.shuffle(rewards)
    pile = tuple(rewards[: view.rewards_left])

    left = [c.id for c in cat.black_market if c.id not in view.market_right]
    rng.shuffle(left)
    if left and view.market_piles[0]:
        showing = view.market_rewards[0]
        matching = [c for c in left if cat.bm_card(c).small == showing]
        if matching:
            left.remove(matching[0])
            left.insert(0, matching[0])

    automa = None
    if view.automa is not None:
        a = view.automa
        hidden = [s.id for s in cat.schemes if s.id not in a.discard]
        rng.shuffle(hidden)
        automa = Automa(
            a.side,
            tuple(hidden[: a.deck_count]),
            a.discard,
            tuple(hidden[a.deck_count : a.deck_count + a.future_count]),
            a.last,
            a.turns,
            a.went,
        )
    ai = owners.pop() if view.ai_index >= 0 else None
    return ArchitectsState(
        seed=rng.randrange(2**31),
        ply=0,
        phase=view.phase,
        rules=rules,
        players=tuple(owners),
        ai=ai,
        automa=automa,
        order=view.order,
        turn=view.order.index(view.current),
        stage=view.stage,
        decisions=tuple(decisions),
        workers=view.workers,
        market=view.market,
        guildhall=view.guildhall,
        prison=tuple(o.prison for o in view.owners),
        tax=view.tax,
        building_deck=building_deck,
        apprentice_deck=tuple(apprentice_deck),
        rows=view.rows,
        coins=view.coins,
        market_left=tuple(left),
        market_right=view.market_right,
        rewards=pile,
        boxed_rewards=tuple(rewards[view.rewards_left :]),
        used_rewards=view.used_rewards,
        draft=draft,
        pending_reset=view.pending_reset,
        end_triggered=view.end_triggered,
        final_turns=view.final_turns,
        placed=view.placed,
    )
