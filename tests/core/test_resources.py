"""Component data is read through rules.core.resources (importlib.resources), never a path beside a module."""

from __future__ import annotations

import fnmatch
import importlib.resources
import importlib.util
import tomllib
from pathlib import Path

from rules.core import resources, rulesdoc
from rules.core.registry import GAMES

CHECKOUT = Path(__file__).resolve().parents[2]


def test_data_is_the_package_rules_data_in_a_checkout() -> None:
    # The editable install (make) maps rules.data to data/; no top-level package `data` is involved.
    assert importlib.util.find_spec(resources.DATA_PACKAGE) is not None
    assert Path(str(importlib.resources.files(resources.DATA_PACKAGE))) == CHECKOUT / "data"
    assert Path(str(resources.data_root())) == CHECKOUT / "data"


def test_every_registered_game_has_its_files_listed_and_readable() -> None:
    for info in GAMES:
        names = resources.list_files(info.id)
        assert "rules.md" in names, info.id
        assert resources.list_files(info.id, ".toml"), info.id
        assert all(name.endswith(".toml") for name in resources.list_files(info.id, ".toml"))
        assert resources.read_text(info.id, "rules.md").strip(), info.id


def test_unknown_game_lists_nothing() -> None:
    assert resources.list_files("no-such-game") == []


def test_loaders_read_through_the_helper() -> None:
    from rules.duel import data as duel_data
    from rules.sheriff import data as sheriff_data

    assert str(duel_data.DATA_DIR) == str(resources.game_files("duel"))
    assert str(sheriff_data.DATA_DIR) == str(resources.game_files("sheriff"))
    assert duel_data.load().cards
    assert str(rulesdoc.DATA_DIR) == str(resources.data_root())
    for info in GAMES:
        assert rulesdoc.sections(info.id), info.id


def test_every_data_file_is_shipped_in_the_wheel() -> None:
    # package-data globs decide what the wheel carries: a data file no glob matches would be missing
    # only once installed, so catch it here (CI also installs the wheel and plays every game).
    config = tomllib.loads((CHECKOUT / "pyproject.toml").read_text(encoding="utf-8"))
    globs = config["tool"]["setuptools"]["package-data"]["rules.data"]
    data = CHECKOUT / "data"
    missing = [
        str(path.relative_to(data))
        for path in data.rglob("*")
        if path.is_file()
        and "__pycache__" not in path.parts
        and path.suffix != ".py"
        and not any(fnmatch.fnmatch(str(path.relative_to(data)), glob) for glob in globs)
    ]
    assert not missing, f"data files no package-data glob in pyproject.toml ships: {missing}"
