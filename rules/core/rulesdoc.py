"""Rules text (our own Markdown in data/<game>/rules.md) and lookup over rules and cards.

The file is split into sections at `## ` headings; each section has an anchor id taken
from an `{#id}` suffix on its heading, or from the heading text.
"""
from __future__ import annotations

import functools
import re
import unicodedata

import attrs

from rules.core.engine import GlossaryEntry
from rules.core.resources import data_root

#: One folder per game (rules.data); tests point it at a temporary folder.
DATA_DIR = data_root()
_ANCHOR = re.compile(r"\s*\{#([a-z0-9_-]+)\}\s*$")


@attrs.frozen
class Section:
    id: str
    title: str
    body: str


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


@functools.cache
def sections(game_id: str) -> tuple[Section, ...]:
    path = DATA_DIR / game_id / "rules.md"
    text = path.read_text(encoding="utf-8")
    found: list[Section] = []
    title, anchor, body = "Introduction", "intro", []
    for line in text.splitlines():
        if line.startswith("## "):
            if body or found:
                found.append(Section(anchor, title, "\n".join(body).strip()))
            heading = line[3:]
            match = _ANCHOR.search(heading)
            title = _ANCHOR.sub("", heading).strip()
            anchor = match.group(1) if match else _slug(title)
            body = []
        else:
            body.append(line)
    found.append(Section(anchor, title, "\n".join(body).strip()))
    return tuple(found)


def section(game_id: str, anchor: str) -> Section | None:
    return next((s for s in sections(game_id) if s.id == anchor), None)


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


@attrs.frozen
class Hit:
    kind: str  # "rules" or the glossary entry's kind
    id: str
    title: str
    text: str
    score: int


def lookup(game_id: str, glossary: tuple[GlossaryEntry, ...], query: str) -> list[Hit]:
    """Rules sections and glossary entries matching every word of `query`, best first."""
    words = [_fold(w) for w in query.split() if w.strip()]
    hits: list[Hit] = []

    def score(title: str, body: str) -> int:
        folded_title, folded_body = _fold(title), _fold(body)
        total = 0
        for word in words:
            if word in folded_title:
                total += 10 if folded_title.startswith(word) else 5
            elif word in folded_body:
                total += 1
            else:
                return 0
        return total

    for entry in glossary:
        title = f"{entry.name} ({entry.name_ko})" if entry.name_ko else entry.name
        value = score(f"{title} {entry.id}", entry.text) if words else 1
        if value:
            hits.append(Hit(entry.kind, entry.id, title, entry.text, value + 2))
    for sec in sections(game_id):
        value = score(sec.title, sec.body) if words else 1
        if value:
            hits.append(Hit("rules", sec.id, sec.title, sec.body, value))
    hits.sort(key=lambda h: -h.score)
    return hits
