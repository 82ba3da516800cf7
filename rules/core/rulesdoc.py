"""Rules text (our own Markdown in data/<game>/rules.md) and lookup over rules and cards.

The file is split into sections at `## ` headings; each section has an anchor id taken
from an `{#id}` suffix on its heading, or from the heading text.

Languages: `data/<game>/rules.ko.md` is the Korean twin of `rules.md`. Its headings carry the
English file's anchors as explicit ids (`## 검문 {#inspection}`), so a `rules_section` anchor
opens the same section in either language. `sections(game, "ko")` reads the twin and falls back
to `rules.md` for a game that has none yet.

Lookup finds a section or a card by its English or its Korean name whatever language the text is
shown in: a Korean word is matched against the Korean texts with or without its spaces
(`벌꿀술` finds 벌꿀 술), by initial consonants (초성: `ㅂㄲㅅ` finds 벌꿀 술, `ㅋㄴㅅㅅ` finds
크노소스; mixed like `벌ㄲ` too) and with its last syllable still being typed (`벌꾸` finds 벌꿀).
A word without Hangul is matched as before, against the English texts (and the shown text).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from importlib.resources.abc import Traversable
from typing import Callable

import attrs

from rules.core.engine import GlossaryEntry
from rules.core.resources import data_root

#: One folder per game (rules.data); tests point it at a temporary folder.
DATA_DIR = data_root()
_ANCHOR = re.compile(r"\s*\{#([a-z0-9_-]+)\}\s*$")
#: The languages a rules text may be written in; English is `rules.md`, the others `rules.<lang>.md`.
LANGUAGES = ("en", "ko")
_INTRO_TITLE = {"en": "Introduction", "ko": "소개"}


@attrs.frozen
class Section:
    id: str
    title: str
    body: str


def language_of(language: str | None) -> str:
    """'ko' for any Korean language tag ('ko', 'ko_KR', 'ko-KR.UTF-8'), else 'en'."""
    return "ko" if str(language or "").strip().lower().startswith("ko") else "en"


def _slug(text: str) -> str:
    # Hangul is kept, so a Korean heading without an explicit {#id} still gets an anchor
    return re.sub(r"[^a-z0-9\uac00-\ud7a3]+", "-", text.lower()).strip("-")


def _twin(game_id: str, language: str) -> Traversable:
    return DATA_DIR / game_id / f"rules.{language}.md"


def text_language(game_id: str, language: str | None = "en") -> str:
    """The language `sections(game_id, language)` is really written in: the twin's, or 'en'
    when that game has no twin in `language` yet."""
    lang = language_of(language)
    if lang != "en" and _twin(game_id, lang).is_file():
        return lang
    return "en"


@functools.cache
def sections(game_id: str, language: str = "en") -> tuple[Section, ...]:
    """The rules sections in `language` ('en' or 'ko'), falling back to English per game."""
    lang = text_language(game_id, language)
    path = _twin(game_id, lang) if lang != "en" else DATA_DIR / game_id / "rules.md"
    text = path.read_text(encoding="utf-8")
    found: list[Section] = []
    body: list[str] = []
    title, anchor = _INTRO_TITLE[lang], "intro"
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


def section(game_id: str, anchor: str, language: str = "en") -> Section | None:
    return next((s for s in sections(game_id, language) if s.id == anchor), None)


#: The 19 initial consonants as typed (compatibility jamo), in syllable order.
CHOSEONG = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ"
#: NFKC turns a typed consonant (ㅂ, U+3142) into a leading jamo (U+1107): turned back here.
_LEADING_TO_TYPED = {0x1100 + index: char for index, char in enumerate(CHOSEONG)}


@functools.lru_cache(maxsize=8192)  # the same titles and bodies are folded at every keystroke
def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold().translate(_LEADING_TO_TYPED)


@functools.lru_cache(maxsize=8192)
def _spaceless(text: str) -> str:
    return _SPACES.sub("", text)


# --- Korean matching -----------------------------------------------------------------------

_SYLLABLE_FIRST, _SYLLABLE_LAST = 0xAC00, 0xD7A3
_PER_INITIAL = 21 * 28  # syllables sharing one initial consonant
_PER_VOWEL = 28  # syllables sharing an initial and a vowel (the finals)
_SPACES = re.compile(r"\s+")


def _is_syllable(char: str) -> bool:
    return _SYLLABLE_FIRST <= ord(char) <= _SYLLABLE_LAST


def has_hangul(text: str) -> bool:
    return any(_is_syllable(c) or c in CHOSEONG or "\u3131" <= c <= "\u318e" for c in text)


def choseong(text: str) -> str:
    """Every Hangul syllable replaced by its initial consonant: '크노소스' -> 'ㅋㄴㅅㅅ'."""
    return "".join(CHOSEONG[(ord(c) - _SYLLABLE_FIRST) // _PER_INITIAL] if _is_syllable(c) else c for c in text)


@functools.lru_cache(maxsize=512)
def _korean_pattern(word: str, typing: bool) -> re.Pattern[str]:
    """A pattern for a Korean query word: a bare initial consonant stands for any syllable
    starting with it; with `typing`, a last syllable without a final stands for any final."""
    parts = []
    for index, char in enumerate(word):
        if char in CHOSEONG:
            first = _SYLLABLE_FIRST + CHOSEONG.index(char) * _PER_INITIAL
            parts.append(f"[{re.escape(char)}{chr(first)}-{chr(first + _PER_INITIAL - 1)}]")
        elif (
            typing and index == len(word) - 1 and _is_syllable(char) and (ord(char) - _SYLLABLE_FIRST) % _PER_VOWEL == 0
        ):
            parts.append(f"[{char}-{chr(ord(char) + _PER_VOWEL - 1)}]")
        else:
            parts.append(re.escape(char))
    return re.compile("".join(parts))


def _find(word: str, text: str, typing: bool = False) -> int:
    """Where the folded query `word` occurs in the folded `text`, or -1. A word with Hangul is
    looked for in `text` without its spaces too, by 초성 and half-typed last syllable."""
    if not has_hangul(word):
        return text.find(word)
    spaceless = _spaceless(word)
    simple = all(_is_syllable(c) or c not in CHOSEONG for c in spaceless) and not typing
    for hay in (text, _spaceless(text)):
        if simple:
            at = hay.find(spaceless)
        else:
            match = _korean_pattern(spaceless, typing).search(hay)
            at = match.start() if match else -1
        if at >= 0:
            return at
    return -1


# --- lookup ---------------------------------------------------------------------------------


@attrs.frozen
class Hit:
    kind: str  # "rules" or the glossary entry's kind
    id: str
    title: str
    text: str
    score: int


def _words(query: str) -> list[str]:
    return [_fold(w) for w in query.split() if w.strip()]


def _scorer(query: str) -> tuple[list[str], Callable[[dict[str, list[str]], dict[str, list[str]]], int]]:
    """score(titles_en, titles_ko, bodies_en, bodies_ko): 10 per word at a title's start, 5
    inside a title, 1 in a body, 0 when a word is nowhere. A Korean word is looked for in the
    Korean texts, any other word in the English ones (each list holds the texts of that kind)."""
    words = _words(query)
    last = len(words) - 1

    def score(titles: dict[str, list[str]], bodies: dict[str, list[str]]) -> int:
        total = 0
        for index, word in enumerate(words):
            group = "ko" if has_hangul(word) else "en"
            typing = index == last  # the word being typed: its last syllable may be unfinished
            best = 0
            for title in titles[group]:
                at = _find(word, _fold(title), typing)
                if at >= 0:
                    best = max(best, 10 if at == 0 else 5)
            if not best and any(_find(word, _fold(body), typing) >= 0 for body in bodies[group]):
                best = 1
            if not best:
                return 0
            total += best
        return total

    return words, score


def glossary_hits(glossary: tuple[GlossaryEntry, ...], query: str, language: str = "en") -> list[Hit]:
    """The glossary entries matching every word of `query` (names in either language), unsorted.
    Titles read 'Apples (사과)' in English, '사과 (Apples)' in Korean."""
    words, score = _scorer(query)
    lang = language_of(language)
    hits: list[Hit] = []
    for entry in glossary:
        if not entry.name_ko:
            title = entry.name
        elif lang == "ko":
            title = f"{entry.name_ko} ({entry.name})"
        else:
            title = f"{entry.name} ({entry.name_ko})"
        english = f"{entry.name} ({entry.name_ko})" if entry.name_ko else entry.name
        # the title as shown is searched too: the rules screen finds an entry again by its title
        titles = {"en": [f"{english} {entry.id}", title], "ko": [entry.name_ko, title] if entry.name_ko else [title]}
        bodies = {"en": [entry.text], "ko": [entry.text]}
        value = score(titles, bodies) if words else 1
        if value:
            hits.append(Hit(entry.kind, entry.id, title, entry.text, value + 2))
    return hits


def lookup(game_id: str, glossary: tuple[GlossaryEntry, ...], query: str, language: str = "en") -> list[Hit]:
    """Rules sections (in `language`) and glossary entries matching every word of `query`, best
    first. A section is found by its title and text in either language (the twin's too)."""
    words, score = _scorer(query)
    hits = glossary_hits(glossary, query, language)
    shown_language = text_language(game_id, language)
    shown = sections(game_id, shown_language)
    english = {s.id: s for s in sections(game_id, "en")} if shown_language != "en" else {}
    korean: dict[str, Section] = {}
    if shown_language != "ko" and words and any(has_hangul(w) for w in words) and text_language(game_id, "ko") == "ko":
        korean = {s.id: s for s in sections(game_id, "ko")}
    for sec in shown:
        if words:
            en = english.get(sec.id, sec) if shown_language != "en" else sec
            ko = sec if shown_language == "ko" else korean.get(sec.id)
            titles = {"en": [en.title], "ko": [ko.title] if ko else []}
            bodies = {"en": [en.body], "ko": [ko.body] if ko else []}
            if shown_language == "ko":  # the Korean text's own Latin words (R1, AI, file names)
                titles["en"].append(sec.title)
                bodies["en"].append(sec.body)
            value = score(titles, bodies)
        else:
            value = 1
        if value:
            hits.append(Hit("rules", sec.id, sec.title, sec.body, value))
    hits.sort(key=lambda h: -h.score)
    return hits
