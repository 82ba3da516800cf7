"""What each viewer sees of Agora, what they must not see, and when something was revealed.

Hidden: face-down decrees and the 10 unused ones (from everyone); the conspiracy deck; a seat's
unprepared and prepared conspiracies and its drawn pair (from the opponent and spectators);
a token blocked from the box (from all but the blocker). Cards a player looks at alone while
choosing (Treason, Obscurantism's and Espionage's box tokens) are shown to that player only.
"""

from __future__ import annotations

import functools
from typing import Any

from rules.core.decisions import top
from rules.core.engine import GOD
from rules.duel import data as D
from rules.duel.agora import conspiracies as C
from rules.duel.agora import senate
from rules.duel.agora.state import (
    AgoraPlayerView,
    AgoraView,
    ChamberState,
    ChamberView,
    ConspiracyEffect,
    KeepDrawn,
    PlotView,
)


def _sees_hand_of(viewer: int, seat: int) -> bool:
    return viewer == GOD or viewer == seat


def looking_at(state: Any, viewer: int) -> tuple[str, ...]:
    """Hidden ids the viewer is choosing among alone right now."""
    frame = top(state.decisions)
    if not isinstance(frame, ConspiracyEffect) or frame.actor != viewer:
        return ()
    effect = C.conspiracy(frame.conspiracy).effect
    if effect == "build_from_removed":
        return C.removed_cards(state)
    if effect in ("block_progress_token", "progress_from_box"):
        return state.box_progress
    return ()


@functools.lru_cache(maxsize=4096)
def _chambers(chambers: tuple[ChamberState, ...], hidden: tuple[str, ...]) -> tuple[ChamberView, ...]:
    """The senate as seen by anyone (cached: views are built on every ply)."""
    views = []
    for number, here in zip(senate.CHAMBERS, chambers):
        data = senate.chamber_data(number)
        views.append(
            ChamberView(
                number=number,
                section=data.section,
                vp=data.vp,
                cubes=here.cubes,
                controller=None if here.cubes[0] == here.cubes[1] else (0 if here.cubes[0] > here.cubes[1] else 1),
                decrees=tuple(d for d in here.decrees if d not in hidden),
                face_down_decrees=sum(d in hidden for d in here.decrees),
            )
        )
    return tuple(views)


def _player(state: Any, seat: int, viewer: int) -> AgoraPlayerView:
    plots = state.agora.players[seat]
    sees = _sees_hand_of(viewer, seat)
    return AgoraPlayerView(
        seat=seat,
        cubes_in_supply=senate.supply(state, seat),
        senators=senate.senators_in_city(state, seat),
        recruit_cost=senate.recruit_cost(state, seat),
        senate_actions=senate.senate_actions(state, seat),
        hand=plots.hand if sees else (),
        hand_size=len(plots.hand),
        prepared=tuple(PlotView(p.conspiracy if sees else None, p.card) for p in plots.prepared),
        triggered=tuple(PlotView(p.conspiracy, p.card) for p in plots.triggered),
        active_decrees=senate.active_decrees(state, seat),
        chambers_controlled=len(senate.controlled(state, seat)),
        senate_vp=senate.senate_vp(state, seat),
    )


def view(state: Any, viewer: int) -> AgoraView:
    agora = state.agora
    frame = top(state.decisions)
    drawn: tuple[str, ...] = ()
    if isinstance(frame, KeepDrawn) and _sees_hand_of(viewer, frame.actor):
        drawn = agora.players[frame.actor].drawn
    current_plots = agora.players[state.current].prepared
    return AgoraView(
        chambers=_chambers(agora.chambers, agora.hidden_decrees),
        players=tuple(_player(state, seat, viewer) for seat in range(len(state.players))),
        deck_size=len(agora.deck),
        drawn=drawn,
        looking_at=looking_at(state, viewer),
        may_trigger=state.phase == "play" and frame is None and not agora.trigger_used and bool(current_plots),
        blocked=tuple(b.token if (not b.from_box or _sees_hand_of(viewer, b.by)) else None for b in agora.blocked),
        sabotaged=agora.sabotaged,
        adjacency=D.load().agora.adjacency,
    )


def secrets(state: Any, viewer: int) -> frozenset[str]:
    if viewer == GOD:
        return frozenset()
    agora = state.agora
    hidden = set(agora.hidden_decrees) | set(agora.unused_decrees) | set(agora.deck)
    for seat, plots in enumerate(agora.players):
        if seat != viewer:
            hidden.update(plots.hand)
            hidden.update(p.conspiracy for p in plots.prepared)
            hidden.update(plots.drawn)
    hidden.update(b.token for b in agora.blocked if b.from_box and b.by != viewer)
    return frozenset(hidden)


def _known(state: Any) -> tuple[int, int, int, int, bool]:
    agora = state.agora
    frame = top(state.decisions)
    private_look = isinstance(frame, ConspiracyEffect) and bool(looking_at(state, frame.actor))
    return (
        len(agora.hidden_decrees),
        len(agora.deck),
        sum(len(p.triggered) for p in agora.players),
        len(state.box_progress),
        private_look,
    )


def revealed(before: Any, after: Any) -> bool:
    """A decree turned face up, conspiracies drawn, a conspiracy revealed, box tokens or removed cards looked at."""
    hidden_b, deck_b, triggered_b, box_b, look_b = _known(before)
    hidden_a, deck_a, triggered_a, box_a, look_a = _known(after)
    return (
        hidden_a < hidden_b or deck_a < deck_b or triggered_a > triggered_b or box_a < box_b or (look_a and not look_b)
    )
