"""How Architects' series of actions at one location are composed (see rules.core.compose).

The King's Storehouse, the Guardhouse and the Town Centre let a player take up to n actions
there, one at a time, closed by Done. In the composer each Trade, Guard or Capture is a
step and Done sends the series, so a long list of moves becomes a few short choices.
"""

from __future__ import annotations

from typing import Any

from rules.architects import actions as A
from rules.core import compose

STEPS = (A.Trade, A.Guard, A.Capture)


def step_role(action: Any) -> str | None:
    if isinstance(action, STEPS):
        return compose.STEP
    if isinstance(action, A.Done):
        return compose.SEND
    return None
