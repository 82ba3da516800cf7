"""The action list's lines: rules.florence.describe.label (the log's words as short choices)."""
from __future__ import annotations

from typing import Any

from rules.florence.describe import label


def action_label(action: Any, view: Any, names: tuple[str, ...] | None = None) -> str:
    return label(action, view, names)


class Help:
    """A widget's HELP in both languages side by side: read on the class (as the help screen does)
    or on a widget, it is the text of the language spoken now (`rules.core.words.say`)."""

    def __init__(self, english: str, korean: str) -> None:
        self.english, self.korean = english, korean

    def __get__(self, instance: Any, owner: Any = None) -> str:
        from rules.core.words import say

        return say(self.english, self.korean)
