"""The action list's lines: `rules.lorenzo.describe.label` (the game's one vocabulary)."""
from __future__ import annotations

from typing import Any

from rules.lorenzo.describe import label


def action_label(action: Any, view: Any, names: tuple[str, ...] = ()) -> str:
    return label(action, view, tuple(names) or None)
