"""A full 7 Wonders Duel state consistent with one seat's view: what that seat cannot see is dealt
at random from what it has not seen. For bots that search; never used by the rules themselves.

Known exactly: every public zone and the viewer's own secrets (its conspiracies, the tokens or
cards it is choosing among alone). Sampled: face-down cards of the structure (by the back they
show), the deal of the Ages to come, the cards removed at setup, the unused guilds, the wonders of
the second draft round and the box, the progress tokens in the box (and those the opponent is
choosing from after The Great Library), and with Agora the face-down and unused decrees, the
conspiracy deck and the opponent's conspiracies. Not in the view and so guessed: whether the
player to move plays again (`replay`, taken as no) and who took the last card (`last_taker`,
taken as the player to move).
"""

from __future__ import annotations

import random
import sys
from typing import Any

import attrs

from rules.core.decisions import top
from rules.duel import data as D
from rules.duel import hooks
from rules.duel.state import (
    DuelState,
    DuelView,
    Options,
    PickProgress,
    PlayerState,
    Slot,
    Structure,
)


class Inconsistent(ValueError):
    """The view asks for more unseen cards of a kind than remain (a view this module misreads)."""


def _take(pool: list[str], count: int) -> tuple[str, ...]:
    if count > len(pool):
        raise Inconsistent(f"{count} wanted, {len(pool)} left")
    taken = tuple(pool[:count])
    del pool[:count]
    return taken


def _seen_cards(view: DuelView) -> set[str]:
    seen: set[str] = set(view.discard)
    for player in view.players:
        seen.update(player.buildings)
        seen.update(w.tucked for w in player.wonders if w.tucked)
    seen.update(s.card for s in view.structure if s.card is not None)
    if view.agora is not None:
        for player in view.agora.players:
            seen.update(p.card for p in player.prepared + player.triggered if p.card)
    return seen


def _expansion_module() -> Any:
    """The module of the expansion's state classes (Agora), found through the registered hooks:
    the base game never imports an expansion."""
    slot = next(x for x in hooks.load() if x.state_type is not None)
    return sys.modules[slot.state_type.__module__]


def determinize(view: DuelView, rng: random.Random) -> DuelState:
    data = D.load()
    agora = view.agora is not None
    variant = "agora" if agora else "base"
    sets = ("base", "agora") if agora else ("base",)
    seen = _seen_cards(view)

    # Treason: the viewer is looking at the removed cards of the Ages so far.
    looking = tuple(view.agora.looking_at) if agora else ()
    removed_known = tuple(c for c in looking if c in data.cards)
    box_known = tuple(c for c in looking if c in data.progress)
    seen.update(removed_known)

    pools: dict[str, list[str]] = {}
    for deck in ("age_1", "age_2", "age_3", "guild"):
        pools[deck] = [c for c in data.deck(deck) if c not in seen]
    pools["senator"] = [s for s in sorted(data.agora.senators) if s not in seen] if agora else []
    for pool in pools.values():
        rng.shuffle(pool)

    # Removed cards of the Ages laid out so far are known while the viewer looks at them (Treason).
    laid_out = view.age if view.phase != "draft" else 0
    removed: list[tuple[str, ...]] = [
        tuple(c for c in removed_known if data.cards[c].deck == f"age_{age}") for age in (1, 2, 3)
    ]

    # The structure: face-down slots dealt by the back they show.
    structure = None
    if view.structure:
        slots = []
        for s in sorted(view.structure, key=lambda s: s.index):
            if s.taken:
                slots.append(Slot(None, True))
            elif s.card is not None:
                slots.append(Slot(s.card, True))
            else:
                slots.append(Slot(_take(pools[s.back], 1)[0], False))
        structure = Structure(view.age, variant, tuple(slots))

    upcoming = []
    unused_guilds: tuple[str, ...] = ()
    senators_per_age = data.agora.senators_per_age
    for age in range(laid_out + 1, 4):
        layout = data.layouts[(variant, age)]
        senators = _take(pools["senator"], senators_per_age[age - 1]) if agora else ()
        guilds = _take(pools["guild"], data.setup.guilds_in_age_3) if age == 3 else ()
        count = len(layout.slots) - len(senators) - len(guilds)
        cards = list(_take(pools[f"age_{age}"], count) + guilds + senators)
        rng.shuffle(cards)
        upcoming.append(tuple(cards))
    unused_guilds = tuple(pools["guild"])
    # What no one has seen of an Age deck once it is dealt is what was removed at setup (Treason
    # may have built some of those).
    for age in (1, 2, 3):
        removed[age - 1] += tuple(pools[f"age_{age}"])

    # Wonders: the second draft round (while the first is on) and the box.
    owned = {w.id for p in view.players for w in p.wonders}
    gone = set(view.retired_wonders) | (set(view.agora.sabotaged) if agora else set())
    unseen_wonders = [
        w
        for w, x in sorted(data.wonders.items())
        if x.set in sets and w not in owned and w not in gone and w not in view.draft_offer
    ]
    rng.shuffle(unseen_wonders)
    per_round = data.setup.wonders_per_draft_round
    first_round = view.phase == "draft" and len(owned) + len(view.draft_offer) <= per_round
    draft_next = _take(unseen_wonders, per_round) if first_round else ()
    wonder_box = tuple(sorted(unseen_wonders))

    # Progress tokens: the box, what the opponent is choosing from, and tokens blocked unseen.
    known_tokens = set(view.board_progress) | set(box_known)
    for player in view.players:
        known_tokens.update(player.progress)
    for frame in view.decisions:
        if isinstance(frame, PickProgress):
            known_tokens.update(frame.options)
    blocked = view.agora.blocked if agora else ()
    known_tokens.update(t for t in blocked if t is not None)
    unseen_tokens = [t for t, p in sorted(data.progress.items()) if p.set in sets and t not in known_tokens]
    rng.shuffle(unseen_tokens)
    decisions = []
    for frame in view.decisions:
        if isinstance(frame, PickProgress) and frame.from_box and not frame.options:
            draw = max(1, len(unseen_tokens) - view.box_progress_count - sum(t is None for t in blocked))
            frame = attrs.evolve(frame, options=_take(unseen_tokens, min(draw, 3)))
        decisions.append(frame)
    hidden_blocks = [_take(unseen_tokens, 1)[0] if t is None else t for t in blocked]
    box_progress = tuple(sorted(box_known)) if box_known else tuple(sorted(unseen_tokens))

    players = tuple(PlayerState(p.coins, p.buildings, p.wonders, p.progress) for p in view.players)
    state = DuelState(
        seed=rng.randrange(2**31),
        phase=view.phase,
        players=players,
        options=Options(agora=agora),
        decisions=tuple(decisions),
        age=view.age,
        current=view.current,
        replay=False,
        structure=structure,
        upcoming=tuple(upcoming),
        removed=tuple(removed),
        unused_guilds=unused_guilds,
        discard=view.discard,
        board_progress=view.board_progress,
        box_progress=box_progress,
        draft_offer=view.draft_offer,
        draft_next=draft_next,
        wonder_box=wonder_box,
        retired_wonders=view.retired_wonders,
        military=view.military,
        military_tokens=view.military_tokens,
        last_taker=view.current,
        result=view.result,
    )
    if agora:
        state = attrs.evolve(state, agora=_agora_state(view, rng, hidden_blocks, blocked))
    return state


def _agora_state(view: DuelView, rng: random.Random, tokens: list[str], shown: tuple) -> Any:
    x = _expansion_module()
    AfterTrigger, AgoraPlayer, AgoraState, BlockedToken, ChamberState, KeepDrawn, Plot = (
        x.AfterTrigger,
        x.AgoraPlayer,
        x.AgoraState,
        x.BlockedToken,
        x.ChamberState,
        x.KeepDrawn,
        x.Plot,
    )

    data = D.load().agora
    me = view.viewer
    av = view.agora
    shown_decrees = {d for c in av.chambers for d in c.decrees}
    unseen_decrees = [d for d in sorted(data.decrees) if d not in shown_decrees]
    rng.shuffle(unseen_decrees)
    chambers, hidden = [], []
    for c in sorted(av.chambers, key=lambda c: c.number):
        down = _take(unseen_decrees, c.face_down_decrees)
        hidden.extend(down)
        chambers.append(ChamberState(cubes=c.cubes, decrees=c.decrees + down))

    mine = av.players[me]
    known = set(mine.hand) | set(av.drawn)
    known.update(p.conspiracy for p in mine.prepared if p.conspiracy)
    for player in av.players:
        known.update(p.conspiracy for p in player.triggered if p.conspiracy)
    unseen = [c for c in sorted(data.conspiracies) if c not in known]
    rng.shuffle(unseen)
    players = []
    for seat, pv in enumerate(av.players):
        triggered = tuple(Plot(p.conspiracy, p.card) for p in pv.triggered)
        if seat == me:
            drawn = av.drawn
            players.append(
                AgoraPlayer(
                    hand=pv.hand,
                    prepared=tuple(Plot(p.conspiracy, p.card) for p in pv.prepared),
                    triggered=triggered,
                    drawn=drawn,
                )
            )
            continue
        choosing = any(isinstance(f, KeepDrawn) and f.actor == seat for f in view.decisions)
        players.append(
            AgoraPlayer(
                hand=_take(unseen, pv.hand_size),
                prepared=tuple(Plot(_take(unseen, 1)[0], p.card) for p in pv.prepared),
                triggered=triggered,
                drawn=_take(unseen, 2) if choosing else (),
            )
        )
    deck = _take(unseen, av.deck_size)
    frame = top(view.decisions)
    current_plots = av.players[view.current].prepared
    trigger_used = any(isinstance(f, AfterTrigger) for f in view.decisions) or (
        view.phase == "play" and frame is None and bool(current_plots) and not av.may_trigger
    )
    blocked = tuple(
        BlockedToken(token, me, False) if seen is not None else BlockedToken(token, 1 - me, True)
        for token, seen in zip(tokens, shown)
    )
    state = AgoraState(
        chambers=tuple(chambers),
        hidden_decrees=tuple(sorted(hidden)),
        unused_decrees=tuple(sorted(unseen_decrees)),
        deck=deck,
        players=tuple(players),
        trigger_used=trigger_used,
        blocked=blocked,
        sabotaged=av.sabotaged,
    )
    shield = next((d for d in data.decrees.values() if d.effect == "shield"), None)
    if shield is not None:
        state = attrs.evolve(state, shield_holder=_shield_holder(state, shield.id))
    return state


def _shield_holder(agora: Any, decree_id: str) -> int | None:
    for chamber in agora.chambers:
        if decree_id in chamber.decrees:
            a, b = chamber.cubes
            return None if a == b else (0 if a > b else 1)
    return None
