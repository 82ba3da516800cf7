"""Which games exist, imported only when one is chosen (start-up stays fast)."""

from __future__ import annotations

import importlib
from typing import Any, NamedTuple


class GameInfo(NamedTuple):
    """A game as the title lists it (a plain tuple: the title is drawn before attrs loads)."""

    id: str
    title: str
    title_ko: str
    players: str
    module: str


GAMES: tuple[GameInfo, ...] = (
    GameInfo("duel", "7 Wonders Duel (+ Agora)", "7 원더스 듀얼 (+ 아고라)", "2", "rules.duel.game"),
    GameInfo("sheriff", "Sheriff of Nottingham", "노팅엄의 지방관", "3-6", "rules.sheriff.game"),
    GameInfo("florence", "Princes of Florence", "피렌체의 제후", "1-5", "rules.florence.game"),
    GameInfo(
        "lorenzo", "Lorenzo il Magnifico", "위대한 로렌초", "2-4, 5 with Houses of Renaissance", "rules.lorenzo.game"
    ),
    GameInfo("architects", "Architects of the West Kingdom", "서쪽 왕국의 건축가", "1-5", "rules.architects.game"),
)


def local_title(game: Any) -> str:
    """A game's title in the language spoken now (`rules.core.words`): its Korean edition's
    title in Korean, else the English one."""
    from rules.core.words import say

    found = next((entry for entry in GAMES if entry.id == game.id), None)
    return say(game.title, found.title_ko) if found is not None else game.title


class UnknownGame(KeyError):
    def __str__(self) -> str:
        known = ", ".join(info.id for info in GAMES)
        return f"unknown game {self.args[0]!r}; known games: {known}"


def info(game_id: str) -> GameInfo:
    for entry in GAMES:
        if entry.id == game_id:
            return entry
    raise UnknownGame(game_id)


_extra: dict[str, Any] = {}


def register(game: Any) -> None:
    """Register a game object directly (tests use this for small fixture games)."""
    _extra[game.id] = game


def choices() -> list[tuple[str, str, str]]:
    """(id, title, players) of every game: the built-in list, then games registered by tests."""
    found = [(entry.id, entry.title, entry.players) for entry in GAMES]
    known = {entry.id for entry in GAMES}
    for game_id, game in sorted(_extra.items()):
        if game_id not in known:
            found.append((game_id, game.title, f"{game.min_players}-{game.max_players}"))
    return found


def get_game(game_id: str) -> Any:
    if game_id in _extra:
        return _extra[game_id]
    module = importlib.import_module(info(game_id).module)
    return module.GAME
