"""Where saves go: --saves DIR, then MEEPLE_SAVES, then the checkout's saves/, then the user's data folder."""

from __future__ import annotations

from pathlib import Path

import platformdirs
import pytest

from rules.core import resources
from rules.core.saves import saves_dir

CHECKOUT = Path(__file__).resolve().parents[2]


@pytest.fixture
def no_env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    monkeypatch.delenv("MEEPLE_SAVES", raising=False)
    return monkeypatch


def test_flag_wins_over_environment(no_env: pytest.MonkeyPatch, tmp_path: Path) -> None:
    no_env.setenv("MEEPLE_SAVES", str(tmp_path / "from-env"))
    assert saves_dir(tmp_path / "from-flag") == tmp_path / "from-flag"


def test_environment_wins_over_checkout(no_env: pytest.MonkeyPatch, tmp_path: Path) -> None:
    no_env.setenv("MEEPLE_SAVES", str(tmp_path / "from-env"))
    assert saves_dir() == tmp_path / "from-env"
    assert saves_dir(None) == tmp_path / "from-env"


def test_checkout_uses_its_own_saves_folder_wherever_meeple_starts(no_env: pytest.MonkeyPatch, tmp_path: Path) -> None:
    no_env.chdir(tmp_path)
    assert resources.checkout_root() == CHECKOUT
    assert saves_dir() == CHECKOUT / "saves"


def test_installed_uses_the_user_data_folder(no_env: pytest.MonkeyPatch, tmp_path: Path) -> None:
    no_env.setattr(resources, "checkout_root", lambda: None)
    no_env.chdir(tmp_path)
    chosen = saves_dir()
    assert chosen == platformdirs.user_data_path("meeple", appauthor=False) / "saves"
    assert "site-packages" not in chosen.parts
    assert not chosen.is_relative_to(tmp_path)


def test_empty_environment_value_is_ignored(no_env: pytest.MonkeyPatch) -> None:
    no_env.setenv("MEEPLE_SAVES", "")
    assert saves_dir() == CHECKOUT / "saves"
