"""A widget's HELP in both languages (issue 26), for every game's panels."""

from __future__ import annotations

from typing import Any

from rules.core.words import say


class Help:
    """A widget's HELP in both languages, side by side: read on the class (as the help screen
    does) or on a widget, it is the text of the language spoken now (`rules.core.words.say`)."""

    def __init__(self, english: str, korean: str) -> None:
        self.english, self.korean = english, korean

    def __get__(self, instance: Any, owner: Any = None) -> str:
        return say(self.english, self.korean)
