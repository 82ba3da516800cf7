"""The player's remembered choices (for now the language), in the per-user config folder."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from rules.core.words import LANGUAGES, language_from_environment

FILE_NAME = "settings.json"


def settings_path() -> Path:
    import platformdirs  # only when asked: headless commands never need it

    return platformdirs.user_config_path("meeple", appauthor=False) / FILE_NAME


def read_settings(path: Path | None = None) -> dict[str, object]:
    """The saved settings; {} when there are none or the file cannot be read."""
    try:
        data = json.loads((path or settings_path()).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def saved_language(path: Path | None = None) -> str | None:
    language = read_settings(path).get("language")
    return language if language in LANGUAGES else None


def save_language(language: str, path: Path | None = None) -> str | None:
    """Remember `language`; the reason as a sentence when it cannot be written, else None.
    Written to a temporary file and renamed over: a crash never leaves half a file."""
    target = path or settings_path()
    data = read_settings(target)
    data["language"] = language
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=".settings-", suffix=".tmp")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                json.dump(data, out, ensure_ascii=False, indent=1)
            os.replace(temporary, target)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
    except OSError as error:
        return str(error.strerror or error)
    return None


def choose_language(flag: str | None = None, environ: dict[str, str] | None = None, path: Path | None = None) -> str:
    """--lang, else MEEPLE_LANG, else the choice saved from the title screen, else the locale."""
    if flag in LANGUAGES:
        return str(flag)
    env = os.environ if environ is None else environ
    if env.get("MEEPLE_LANG", "").strip().lower() in LANGUAGES:
        return language_from_environment(env)
    return saved_language(path) or language_from_environment(env)
