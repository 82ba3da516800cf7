"""The player's recruitment in a solo game: from the automa's and the virtual players' face-up
professions. Below both common (which recruits for any game) and solo (which re-exports it).
"""

from __future__ import annotations

import attrs

from rules.florence.state import AUTOMA, FlorenceState, Seat, is_recruitment, set_player
from rules.florence.words import event


def add_event(state: FlorenceState, text: str) -> FlorenceState:
    """Add a line to the solo game's record of what the automa did (the last 12 are kept)."""
    solo = state.solo
    return attrs.evolve(state, solo=attrs.evolve(solo, events=(solo.events + (text,))[-12:]))


def recruit_targets(state: FlorenceState) -> list[tuple[int, str]]:
    """Face-up professions of the automa (seat 1) and the virtual players (seats 2, 3)."""
    if not any(is_recruitment(card) for card in state.players[0].hand):
        return []
    rows = (state.solo.automa.row,) + state.solo.virtuals
    return [
        (AUTOMA + i, rc.card) for i, row in enumerate(rows) for rc in row if rc.face_up and not is_recruitment(rc.card)
    ]


def recruit(state: FlorenceState, other: Seat, card: str) -> FlorenceState:
    """The recruitment card is discarded; a card taken from the automa is replaced from a virtual player (L575)."""
    player = state.players[0]
    token = next(c for c in player.hand if is_recruitment(c))
    hand = tuple(c for c in player.hand if c != token) + (card,)
    state = set_player(state, 0, attrs.evolve(player, hand=hand, known=player.known + (card,)))
    state = attrs.evolve(state, discarded=state.discarded + (token,))
    solo = state.solo
    if other == AUTOMA:
        row = tuple(rc for rc in solo.automa.row if rc.card != card)
        virtuals = list(solo.virtuals)
        for v, vrow in enumerate(virtuals):
            pick = next((rc for rc in vrow if rc.face_up and not is_recruitment(rc.card)), None)
            if pick is not None:
                virtuals[v] = tuple(rc for rc in vrow if rc is not pick)
                row = row + (pick,)
                state = add_event(state, event("gives", number=v + 1, card=pick.card))
                break
        solo = state.solo  # with the event, if any
        return attrs.evolve(
            state, solo=attrs.evolve(solo, automa=attrs.evolve(solo.automa, row=row), virtuals=tuple(virtuals))
        )
    v = other - AUTOMA - 1
    virtuals = list(solo.virtuals)
    virtuals[v] = tuple(rc for rc in virtuals[v] if rc.card != card)
    return attrs.evolve(state, solo=attrs.evolve(solo, virtuals=tuple(virtuals)))
