"""What each viewer sees: everything but the draw piles' contents and order (shown as sizes)."""
from __future__ import annotations

import attrs

from rules.lorenzo.data import catalog
from rules.lorenzo.state import OVER, PLAY, VATICAN, BonusTakeFrame, BonusWorkFrame, ExchangeFrame, LorenzoState, \
    LorenzoView, PrivilegeFrame, VaticanFrame


def view(state: LorenzoState, viewer: int) -> LorenzoView:
    hidden = attrs.evolve(state, decks=tuple(() for _ in state.decks))
    return LorenzoView(hidden, viewer, tuple(len(d) for d in state.decks))


def secrets(state: LorenzoState, viewer: int) -> frozenset[str]:
    """Undrawn cards and the boxed excommunication tiles: nobody may see them (the seed is secret too)."""
    undrawn = {c for deck in state.decks for c in deck}
    boxed = set(catalog().excoms) - set(state.excom_tiles)
    return frozenset(undrawn | boxed)


def rules_anchor(state: LorenzoState) -> str:
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
