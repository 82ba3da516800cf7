"""What each viewer sees: everything but the draw piles' contents and order (shown as sizes)."""

from __future__ import annotations

import attrs

from rules.lorenzo import hooks
from rules.lorenzo.data import catalog
from rules.lorenzo.state import (
    OVER,
    PLAY,
    VATICAN,
    BonusTakeFrame,
    BonusWorkFrame,
    ExchangeFrame,
    LorenzoState,
    LorenzoView,
    PrivilegeFrame,
    VaticanFrame,
)

HIDDEN = "hidden leader"


def view(state: LorenzoState, viewer: int) -> LorenzoView:
    """Draw piles become sizes; other seats' leader hands and draft hands become placeholders."""
    players = tuple(
        p if p.seat == viewer else attrs.evolve(p, leader_hand=(HIDDEN,) * len(p.leader_hand)) for p in state.players
    )
    draft = tuple(hand if seat == viewer else (HIDDEN,) * len(hand) for seat, hand in enumerate(state.draft))
    # the seed would replay every shuffle and roll: it never leaves the state
    hidden = attrs.evolve(
        state,
        seed="",
        decks=tuple(() for _ in state.decks),
        players=players,
        draft=draft,
        leader_deck=(HIDDEN,) * len(state.leader_deck),
    )
    hidden = hooks.view(hidden, viewer)  # an expansion's hidden parts (special tokens)
    return LorenzoView(hidden, viewer, tuple(len(d) for d in state.decks))


def secrets(state: LorenzoState, viewer: int) -> frozenset[str]:
    """Undrawn cards, boxed excommunication tiles, undealt leaders, other seats' leader hands."""
    undrawn = {c for deck in state.decks for c in deck}
    boxed = set(catalog().excoms) - set(state.excom_tiles)
    leaders = set(state.leader_deck)
    for seat, player in enumerate(state.players):
        if seat != viewer:
            leaders |= set(player.leader_hand)
            if state.draft:
                leaders |= set(state.draft[seat])
    if viewer >= 0:  # what the viewer holds or drafts is theirs to see, even if passed on later
        leaders -= set(state.players[viewer].leader_hand) | set(state.draft[viewer] if state.draft else ())
    return frozenset(undrawn | boxed | leaders) | hooks.secrets(state, viewer)


def rules_anchor(state: LorenzoState) -> str:
    found = hooks.rules_section(state)
    if found:
        return found
    frame = state.decisions[-1] if state.decisions else None
    if isinstance(frame, VaticanFrame) or state.phase == VATICAN:
        return "vatican"
    if isinstance(frame, PrivilegeFrame):
        return "council-privileges"
    if isinstance(frame, ExchangeFrame) or isinstance(frame, BonusWorkFrame):
        return "harvest-production"
    if isinstance(frame, BonusTakeFrame):
        return "towers"
    if state.phase == OVER:
        return "end"
    return "actions" if state.phase == PLAY else "setup"
