"""Agora's part of the state: a placeholder the Agora rules fill in.

Kept apart from `agora.py` (the hooks) so `state.py` can import it without a cycle.
The Agora engineer adds fields here (senate cubes, decrees, conspiracy deck and hands...),
frame classes to `AGORA_FRAMES` and action classes to `AGORA_ACTIONS`.
"""
from __future__ import annotations

import attrs


@attrs.frozen
class AgoraState:
    """Senate, decrees and conspiracies. Empty until the Agora rules are written."""

    decrees: tuple[str, ...] = ()  # one per chamber at setup (hidden while face down)


@attrs.frozen
class AgoraView:
    """What a viewer sees of the Agora state."""


#: Decision frames of Agora (joined into `rules.duel.state.Frame`).
AGORA_FRAMES: tuple[type, ...] = ()
#: Action classes of Agora (joined into `GAME.action_types`).
AGORA_ACTIONS: tuple[type, ...] = ()
