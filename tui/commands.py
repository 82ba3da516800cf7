"""Command palette: rules sections and glossary entries of the game in front of you, and the
keys of the current screen as commands."""

from __future__ import annotations

import re
from functools import partial
from typing import Any, Iterable

from textual.app import App, SystemCommand
from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.screen import Screen

from tui.i18n import _, translated
from tui.keys import GENERIC_ACTIONS, single_keys

#: App actions the palette already offers under their own names.
_OFFERED_ELSEWHERE = frozenset({"quit", "help", "rules", "command_palette"})


def key_commands(screen: Screen) -> Iterable[SystemCommand]:
    """One command per key of the screen (and of its focused game widget): choosing it runs
    the key's action. Textual's own list and text-field keys stay out (arrows, home...)."""
    app = screen.app
    seen: set[tuple[int, str]] = set()
    for key, description, action, node in single_keys(screen):
        if isinstance(node, App) or action in GENERIC_ACTIONS or action in _OFFERED_ELSEWHERE:
            continue
        if not isinstance(node, Screen) and type(node).__module__.startswith("textual."):
            continue
        if (id(node), action) in seen:
            continue
        seen.add((id(node), action))
        number = re.fullmatch(r"Pick (\d)", description)  # the table's numbered keys (`Pick {n}`)
        said = _("Pick {number}", number=number.group(1)) if number else translated(description)
        yield SystemCommand(f"{said} ({key})", _("The {key} key here", key=key), partial(app.run_action, action, node))


class RulesProvider(Provider):
    """Fuzzy search over the rules sections and glossary names of the current game.

    The current game is the one at the table, else the one being set up, else every game
    whose rules can be loaded.
    """

    _cache: list[tuple[str, str, str, str | None, str | None]] | None = None

    async def startup(self) -> None:
        self._cache = self._collect()  # once per palette opening, not per keystroke

    def _candidates(self) -> list[tuple[str, str, str, str | None, str | None]]:
        if self._cache is None:
            self._cache = self._collect()
        return self._cache

    def _collect(self) -> list[tuple[str, str, str, str | None, str | None]]:
        """(display, help, game_id, anchor, entry_id)."""
        from tui.screens.rules import load_glossary, load_sections
        from tui.screens.title import game_choices

        app: Any = self.app
        current = app.current_game_id()
        games = [current] if current else [g[0] for g in game_choices()]
        found = []
        for game_id in games:
            for section in load_sections(game_id) or ():
                found.append(
                    (
                        _("Rules: {section}", section=section.title),
                        _("{game} rules section", game=game_id),
                        game_id,
                        section.id,
                        None,
                    )
                )
            for entry in load_glossary(game_id):
                name = f"{entry.name} ({entry.name_ko})" if entry.name_ko else entry.name
                found.append((f"{entry.kind.title()}: {name}", entry.text[:80], game_id, None, entry.id))
        return found

    def _open(self, game_id: str, anchor: str | None, entry: str | None) -> None:
        self.app.open_rules(game_id, anchor, entry)  # type: ignore[attr-defined]

    async def discover(self) -> Hits:
        for display, help_text, game_id, anchor, entry in self._candidates()[:40]:
            yield DiscoveryHit(display, partial(self._open, game_id, anchor, entry), help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for display, help_text, game_id, anchor, entry in self._candidates():
            score = matcher.match(display)
            if score > 0:
                yield Hit(
                    score,
                    matcher.highlight(display),
                    partial(self._open, game_id, anchor, entry),
                    text=display,
                    help=help_text,
                )
