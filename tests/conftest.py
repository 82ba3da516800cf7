"""Every test starts in English: an app read in Korean sets its process's language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rules.core import words


@pytest.fixture(autouse=True)
def english_outside_any_app() -> Iterator[None]:
    yield
    words.set_process_language(words.DEFAULT_LANGUAGE)
