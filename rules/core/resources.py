"""Where Meeple's own files are: the component data, and the source checkout when there is one.

`data/<game>/` sits at the top of the repository and is installed as the package `rules.data`
(pyproject maps it; `data` alone is a name other packages take). It is read through
importlib.resources, so the same calls work in a checkout (the editable install maps `rules.data`
to `data/`) and from an installed wheel, where nothing lies beside the code.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import TYPE_CHECKING, Any

# importlib.resources and tomllib are imported where data is read: `checkout_root` runs before
# the title is drawn, and neither is needed for it (~5 ms of a cold start).
if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

DATA_PACKAGE = "rules.data"
_TOP = Path(__file__).resolve().parents[2]


def checkout_root() -> Path | None:
    """The source checkout this code runs from, or None when Meeple is installed (a wheel)."""
    if (_TOP / "pyproject.toml").is_file() and (_TOP / "data").is_dir() and (_TOP / "rules").is_dir():
        return _TOP
    return None


@functools.cache
def data_root() -> Traversable:
    """The folder holding one folder of component data per game."""
    import importlib.resources

    try:
        return importlib.resources.files(DATA_PACKAGE)
    except ModuleNotFoundError:
        # A checkout run without installing it (PYTHONPATH=.): only the install names `data/` rules.data.
        checkout = checkout_root()
        if checkout is None:
            raise
        return checkout / "data"


def game_files(game_id: str) -> Traversable:
    """A game's data folder (`data/<game_id>/`); join file names to it with `/`."""
    return data_root() / game_id


def read_text(game_id: str, name: str) -> str:
    """The text of one data file of a game; FileNotFoundError when the game has no such file."""
    return (game_files(game_id) / name).read_text(encoding="utf-8")


def list_files(game_id: str, suffix: str = "") -> list[str]:
    """Names of a game's data files (only those ending in `suffix` if given), sorted."""
    folder = game_files(game_id)
    if not folder.is_dir():
        return []
    return sorted(item.name for item in folder.iterdir() if item.is_file() and item.name.endswith(suffix))


def read_toml(folder: Traversable | Path, name: str, error: type[Exception]) -> dict[str, Any]:
    """One TOML data file of a game's folder, parsed; `error` (the game's DataError) with a
    one-line reason when it is missing or not valid TOML."""
    import tomllib

    path = folder / name
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise error(f"{name}: missing data file (expected at {path})") from None
    except tomllib.TOMLDecodeError as problem:
        raise error(f"{name}: not valid TOML: {problem}") from None
