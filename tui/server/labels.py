"""The action list's labels for served tables: the very functions the local app uses
(`tui.games.labeller_for(board_for(game))`), loaded without Textual.

A game words its own actions (`Game.label`, in the rules package): the table asks it first,
here as locally. What a screen module adds (Duel's details after a label) lives in
`tui/games/<game>/labels.py`, whose package `__init__`
imports the game's widgets and so Textual (about 13 MB and 0.6 s more for the table server,
which draws nothing). So the labels module is loaded under a bare package that skips that
`__init__`, and sys.modules is put back as it was afterwards: the function keeps its own
globals, and a later real import of the package (the local app, tests) is untouched.
"""

from __future__ import annotations

import importlib
import importlib.machinery
import importlib.util
import sys
from pathlib import Path
from types import ModuleType
from typing import Any, Callable

Labeller = Callable[[Any, Any, tuple[str, ...]], "str | None"]

_GAMES_DIR = Path(__file__).resolve().parent.parent / "games"

_cache: dict[str, Labeller | None] = {}


def labeller(game_id: str) -> Labeller | None:
    """`labeller(action, view, names)` for `game_id`, as the local app's; None: the log line."""
    if game_id not in _cache:
        _cache[game_id] = _find(game_id)
    return _cache[game_id]


def _find(game_id: str) -> Labeller | None:
    from tui.games import labeller_for

    package = f"tui.games.{game_id}"
    if package in sys.modules or "textual" in sys.modules:  # already paid for: the real one
        from tui.games import board_for

        return labeller_for(board_for(game_id))
    folder = _GAMES_DIR / game_id
    if (folder / "labels.py").is_file():
        return labeller_for(_load_bare(package, folder, "labels"))
    return None  # the game's own label, else its log line, as locally


def _load_bare(package: str, folder: Path, name: str) -> ModuleType:
    """`package.name` imported under an empty `package` (its __init__ not run); every module
    this added to sys.modules is taken out again."""
    before = set(sys.modules)
    spec = importlib.machinery.ModuleSpec(package, None, is_package=True)
    spec.submodule_search_locations = [str(folder)]
    bare = importlib.util.module_from_spec(spec)
    sys.modules[package] = bare
    try:
        return importlib.import_module(f"{package}.{name}")
    finally:
        for added in set(sys.modules) - before:
            if added == package or added.startswith(package + "."):
                del sys.modules[added]
