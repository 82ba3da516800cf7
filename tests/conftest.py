"""Every test starts in English: an app read in Korean sets its process's language, and a
command given --lang sets MEEPLE_LANG for whatever it starts (both outlived the test)."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from rules.core import words


@pytest.fixture(autouse=True)
def english_outside_any_app() -> Iterator[None]:
    chosen = os.environ.get("MEEPLE_LANG")
    yield
    words.set_process_language(words.DEFAULT_LANGUAGE)
    if chosen is None:
        os.environ.pop("MEEPLE_LANG", None)
    else:
        os.environ["MEEPLE_LANG"] = chosen
