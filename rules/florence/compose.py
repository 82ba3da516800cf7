"""How Princes of Florence's many-valued choices are composed (see rules.core.compose).

- A character bid (Muses & Ladies): the character, then one `STEP` token per 100 florins; a pass
  is the bid with no parts. Up to six characters times thirteen spaces would be a long list.
- What a Shared Buildings partner is asked to pay: one `STEP` token per 100 florins (0 to 2000).

Parts are plain strings, so the composer's rows are the characters and "100 florins".
"""

from __future__ import annotations

from typing import Any, Hashable

from rules.florence import actions as A

STEP = "+100"


def parts(action: Any) -> tuple[Hashable, ...] | None:
    if isinstance(action, A.PlacePawn):
        return (action.character,) + (STEP,) * action.space
    if isinstance(action, A.PassCharacters):
        return ()
    if isinstance(action, A.OfferShared):
        return (STEP,) * (action.amount // 100)
    return None
