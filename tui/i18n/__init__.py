"""The shell's own words in the player's language: `_("New game")` -> "새 게임" in Korean.

Messages are the English text itself; `ko.toml` maps each to Korean (a text with no entry
stays English, so a game's own words pass through untouched). The language is the running
app's `language` (each SSH session is its own app, so one process may serve both), else the
process default `set_language` gives (headless commands). Never imports Textual: the table's
status line uses it without a terminal.
"""

from __future__ import annotations

import functools
import re
import sys
from typing import Any

from rules.core.words import DEFAULT_LANGUAGE, LANGUAGES, set_process_language, spoken
from rules.core.words import language as process_or_spoken_language


def set_language(language: str) -> None:
    """The language outside any app (headless commands); an app's own `language` wins. The
    games' words follow it too (`rules.core.words.set_process_language`)."""
    set_process_language(language)


def current_language() -> str:
    """The language a caller is `speaking` (`rules.core.words`: the server words a table for
    each connection in its own), else the active app's `language` when an app is running here,
    else the process default."""
    chosen = spoken()
    if chosen is not None:
        return chosen
    textual = sys.modules.get("textual")  # only if Textual is loaded already
    running = getattr(textual, "active_app", None)  # the context variable `textual` exports
    if running is not None:
        app = running.get(None)
        language = getattr(app, "language", None)
        if language in LANGUAGES:
            return str(language)
    return process_or_spoken_language()


@functools.cache
def catalog(language: str) -> dict[str, str]:
    """English text -> text in `language` (empty for English). The file's [sections] only
    group entries for its readers: they are merged into one table."""
    if language == DEFAULT_LANGUAGE or language not in LANGUAGES:
        return {}
    import tomllib  # only for a catalog to read: English starts without it
    from importlib.resources import files

    data = tomllib.loads(files(__name__).joinpath(f"{language}.toml").read_text(encoding="utf-8"))
    merged: dict[str, str] = {}
    for section in data.values():
        merged.update(section)
    return merged


def _(text: str, **values: Any) -> str:
    """`text` in the current language, with `{name}` fields filled from `values`."""
    said = catalog(current_language()).get(text, text)
    return said.format(**values) if values else said


def N_(text: str) -> str:
    """Marks a text kept in a constant for the catalog check; `_` translates it when shown."""
    return text


def translated(text: str) -> str:
    """A text that comes from elsewhere (a key's description, an option's label): the
    catalog's word for it when it has one, else as given."""
    return catalog(current_language()).get(text, text)


#: What a table calls a seat nobody named (the server's open and bot seats, the new-game form's
#: players, a person who gave no name): made in one language, said in the reader's, as the
#: words around them are. Two readers of one table may read it in different languages.
GIVEN_NAMES = (N_("Seat {number}"), N_("Bot {number}"), N_("Player {number}"), N_("Player"))


@functools.cache
def _given_name_patterns() -> tuple[tuple[re.Pattern[str], str], ...]:
    patterns = []
    for template in GIVEN_NAMES:
        for language in LANGUAGES:
            said = catalog(language).get(template, template)
            patterns.append((re.compile(re.escape(said).replace(re.escape("{number}"), r"(\d+)")), template))
    return tuple(patterns)


def said_name(name: str) -> str:
    """`name` as the reader says it: a given name ("Seat 2", "2번 자리") in the current
    language, any other name as it is."""
    for pattern, template in _given_name_patterns():
        found = pattern.fullmatch(name)
        if found is not None:
            return _(template, number=int(found.group(1))) if found.groups() else _(template)
    return name
