"""Wording helpers shared by every game's phrases, in English and Korean.

Korean particles change with the last sound of the word before them (은/는, 이/가, 을/를, 과/와,
으로/로), and that word is often a name or a number pasted in at run time, so no phrase can
carry the right one written out. `particle` picks it from the word's last syllable, and reads
digits and Latin letters as they are said aloud in Korean. Counts take a counter word in
Korean (3장, 금화 2개) and a plural in English; `count` gives either.

The language a phrase is said in is not an argument of every describe, narrate, label and
reason (the game contract would change five times over): the caller that shows the words sets
it around the call with `speaking(language)`, and a phrase asks `language()` or picks with
`say(english, korean)`. A context variable, so two viewers served from one process (the SSH
server narrates each seat's log) each get their own.
"""

from __future__ import annotations

import contextlib
import contextvars
import os
import re
from typing import Iterator, Mapping

LANGUAGES = ("en", "ko")
DEFAULT_LANGUAGE = "en"

_SPOKEN: contextvars.ContextVar[str | None] = contextvars.ContextVar("meeple_language", default=None)


#: The language outside any `speaking` block: English, or what the process is read in (an app
#: sets it: a terminal's board and panels are drawn outside any call the table wraps).
_process_language = DEFAULT_LANGUAGE


def set_process_language(chosen: str) -> None:
    """The language of this process's words outside `speaking` (a `meeple` app, an SSH session:
    each is a process of its own; the server, which words for many, leaves it English)."""
    global _process_language
    _process_language = chosen if chosen in LANGUAGES else DEFAULT_LANGUAGE


def spoken() -> str | None:
    """The language a caller chose with `speaking`, or None outside any (then the shell's own
    language applies: `tui.i18n.current_language`)."""
    return _SPOKEN.get()


def language() -> str:
    """The language the words being made now are said in (outside any `speaking`: the
    process's, `set_process_language`)."""
    return _SPOKEN.get() or _process_language


@contextlib.contextmanager
def speaking(chosen: str) -> Iterator[str]:
    """Say every phrase made inside the block in `chosen` (an unknown language: English)."""
    chosen = chosen if chosen in LANGUAGES else DEFAULT_LANGUAGE
    token = _SPOKEN.set(chosen)
    try:
        yield chosen
    finally:
        _SPOKEN.reset(token)


def say_id(key: str, korean_words: Mapping[str, str]) -> str:
    """An identifier in words: itself in English, its entry in `korean_words` in Korean (itself
    when it has none): say_id("gold", {"gold": "금화"})."""
    return say(key, korean_words.get(key, key))


def korean() -> bool:
    """Whether the words being made now are said in Korean."""
    return language() == "ko"


def say(english: str, korean_words: str) -> str:
    """One phrase in the language spoken now: both wordings are made from the same facts, side
    by side, so a rule change is worded once for both."""
    return korean_words if language() == "ko" else english


_HANGUL_FIRST, _HANGUL_LAST = 0xAC00, 0xD7A3
_FINALS_PER_SYLLABLE = 28
#: The final consonant index of ㄹ in a Hangul syllable (로, not 으로, follows it).
_RIEUL = 8

#: Whether a digit, said alone in Korean, ends on a consonant (일 삼 육 칠 팔 십 영 ...), and
#: whether that consonant is ㄹ.
_DIGIT_ENDS = {"0": "ㅇ", "1": "ㄹ", "2": "", "3": "ㅁ", "4": "", "5": "", "6": "ㄱ", "7": "ㄹ", "8": "ㄹ", "9": ""}
#: Latin letters said alone (엘, 엠, 엔, 알): the ones whose Korean name ends on a consonant.
_LETTER_ENDS = {"l": "ㄹ", "m": "ㅁ", "n": "ㄴ", "r": "ㄹ"}
#: Round numbers said by their unit: 십, 백, 천, 만 (10, 100, 1000, 10000 and their multiples).
_UNITS = ((10000, "ㄴ"), (1000, "ㄴ"), (100, "ㄱ"), (10, "ㅂ"))

#: The pairs a phrase may name: (after a final consonant, after a vowel).
_PAIRS = {
    "은/는": ("은", "는"),
    "이/가": ("이", "가"),
    "을/를": ("을", "를"),
    "과/와": ("과", "와"),
    "으로/로": ("으로", "로"),
    "이다/다": ("이다", "다"),
    "아/야": ("아", "야"),
    "이나/나": ("이나", "나"),
}


def final_sound(word: str) -> str:
    """The final consonant the word ends on when said in Korean ('' after a vowel, 'ㄹ' for
    ㄹ, 'C' for any other consonant). Brackets, quotes and punctuation at the end are skipped."""
    text = re.sub(r"[\s\"'’”)\]}.,!?:;·]+$", "", word)
    if not text:
        return ""
    last = text[-1]
    code = ord(last)
    if _HANGUL_FIRST <= code <= _HANGUL_LAST:
        final = (code - _HANGUL_FIRST) % _FINALS_PER_SYLLABLE
        return "" if final == 0 else ("ㄹ" if final == _RIEUL else "C")
    if last.isdigit():
        digits = re.search(r"\d+$", text)
        number = int(digits.group()) if digits else int(last)
        if number and number % 10 == 0:
            for unit, sound in _UNITS:
                if number % unit == 0:
                    return "C" if sound != "ㄹ" else "ㄹ"
        sound = _DIGIT_ENDS[last]
        return "" if not sound else ("ㄹ" if sound == "ㄹ" else "C")
    latin = re.search(r"[A-Za-z]+$", text)
    if latin is not None and len(latin.group()) > 1:
        return _english_word_end(latin.group().lower())
    sound = _LETTER_ENDS.get(last.lower(), "")
    return "" if not sound else ("ㄹ" if sound == "ㄹ" else "C")


def _english_word_end(word: str) -> str:
    """How a Latin-letter word (a name typed in English) ends when said in Korean, as Korean
    writes English names: Bill 빌 (ㄹ), Tom 톰, Ann 앤, Bob 밥, Jack 잭, Philip 필립 (a consonant);
    Mark 마크, Kate 케이트, Ted 테드, Max 맥스, Peter 피터, Cy 사이 (a vowel)."""
    if word.endswith("l"):
        return "ㄹ"
    if word.endswith(("m", "n", "ng", "ck")) or (word.endswith(("b", "p")) and word[-2] in "aeiou"):
        return "C"
    return ""


def particle(word: str, pair: str) -> str:
    """The form of `pair` ("은/는", "이/가", "을/를", "과/와", "으로/로", ...) that follows `word`."""
    after_consonant, after_vowel = _PAIRS[pair]
    sound = final_sound(word)
    if pair == "으로/로":
        return after_vowel if sound in ("", "ㄹ") else after_consonant
    return after_consonant if sound else after_vowel


def with_particle(word: str, pair: str) -> str:
    """`word` followed by the right form of `pair`: with_particle("안나", "이/가") -> "안나가"."""
    return word + particle(word, pair)


def count(number: int, singular: str, plural: str | None = None, counter: str = "", language: str | None = None) -> str:
    """A counted noun: "1 apple", "2 apples" in English; "사과 2개" in Korean (the noun, then
    the number with its counter word; no counter: the number alone before the noun). The
    language is the one spoken now unless given."""
    if (language or _SPOKEN.get() or _process_language) == "ko":
        return f"{singular} {number}{counter}" if counter else f"{number} {singular}"
    noun = singular if number == 1 else (plural if plural is not None else singular + "s")
    return f"{number} {noun}"


def counted(number: int, english: str, korean_noun: str, counter: str = "", plural: str | None = None) -> str:
    """A counted noun named differently in each language: counted(3, "card", "카드", "장") is
    "3 cards" in English and "카드 3장" in Korean."""
    if language() == "ko":
        return count(number, korean_noun, counter=counter, language="ko")
    return count(number, english, plural, language="en")


def language_from_environment(environ: dict[str, str] | None = None) -> str:
    """The language to read Meeple in: MEEPLE_LANG ('ko' or 'en'), else the locale (LC_ALL,
    LC_MESSAGES, LANG, the first one set: 'ko_KR.UTF-8' gives Korean), else English."""
    env = os.environ if environ is None else environ
    chosen = env.get("MEEPLE_LANG", "").strip().lower()
    if chosen in LANGUAGES:
        return chosen
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "").strip()
        if value:
            return "ko" if value.lower().startswith("ko") else DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE
