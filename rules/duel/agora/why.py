"""Agora's part of "why is that move not there" (`rules.duel.reasons`): the keys its actions are
named by, and the reasons of its own decisions, registered by type into the base game's tables."""

from __future__ import annotations

from rules.duel import reasons as R
from rules.duel.agora.state import (
    ConspiratorChoice,
    Conspire,
    MoveCube,
    OptionalMove,
    PlaceCube,
    PrepareConspiracy,
    Recruit,
    RemoveCube,
    RemoveOpponentCube,
    SenateActions,
    TriggerConspiracy,
    TriggerUnprepared,
)

R.EXPANSION_KEYS.update(
    {
        Recruit: lambda a: ("recruit", a.card),
        PrepareConspiracy: lambda a: ("prepare", a.card),
        TriggerConspiracy: lambda a: ("trigger", a.conspiracy),
        PlaceCube: lambda a: ("place", a.chamber),
        MoveCube: lambda a: ("move", a.origin, a.destination),
        RemoveCube: lambda a: ("remove", a.chamber),
        Conspire: lambda a: ("conspire",),
    }
)

R.EXPANSION_FRAMES.update(
    {
        SenateActions: lambda state, seat, frame, names: (
            R.place_reasons(state, seat, frame.section) + R.move_reasons(state, seat)
        ),
        ConspiratorChoice: lambda state, seat, frame, names: (
            R.place_reasons(state, seat, None) + R.conspire_reasons(state, seat)
        ),
        OptionalMove: lambda state, seat, frame, names: R.move_reasons(state, seat),
        RemoveOpponentCube: lambda state, seat, frame, names: R.removal_reasons(state, seat, names),
        TriggerUnprepared: lambda state, seat, frame, names: R.prepared_not_offered(state, seat),
    }
)
