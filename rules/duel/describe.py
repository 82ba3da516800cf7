"""Log lines and the rules section for the current moment."""
from __future__ import annotations
from typing import Any


def describe(action: Any, state: Any, viewer: int, seat: int) -> str:
    return repr(action)


def rules_section(state: Any) -> str:
    return "turn"
