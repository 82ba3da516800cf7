"""How Sheriff's combined moves are composed (see rules.core.compose).

- The market exchange and the bag are multisets of goods: their parts are the goods.
- Terms of a deal are drafted in the engine's own sub-steps (DraftTerms opens, Add* steps,
  SendTerms sends); the composer gathers the steps and sends them together.
"""

from __future__ import annotations

from typing import Any, Hashable

from rules.core import compose
from rules.sheriff import actions as A

_STEPS = (A.AddGold, A.AddStandGood, A.AddBagGood, A.AddPromise, A.AddInspectOther)


def parts(action: Any) -> tuple[Hashable, ...] | None:
    if isinstance(action, A.Exchange):
        return action.discard
    if isinstance(action, A.LoadBag):
        return action.goods
    return None


def step_role(action: Any) -> str | None:
    if isinstance(action, A.DraftTerms):
        return compose.OPEN
    if isinstance(action, _STEPS):
        return compose.STEP
    if isinstance(action, A.SendTerms):
        return compose.SEND
    return None
