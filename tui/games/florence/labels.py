"""The action list's lines: rules.florence.describe.label (the log's words as short choices)."""
from __future__ import annotations

from typing import Any

from rules.florence.describe import label


def action_label(action: Any, view: Any, names: tuple[str, ...] | None = None) -> str:
    return label(action, view, names)
